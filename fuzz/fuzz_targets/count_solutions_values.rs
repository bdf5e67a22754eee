//! Fuzzes the C entry point `sudoku_count_solutions_values`: see `fuzz/src/targets.rs`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzz_checks::targets::count_solutions_values(data));
