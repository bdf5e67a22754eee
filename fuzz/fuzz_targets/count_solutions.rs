//! Fuzzes the C entry point `sudoku_count_solutions`: see `fuzz/src/targets.rs`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzz_checks::targets::count_solutions(data));
