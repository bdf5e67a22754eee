//! Fuzzes the C entry point `sudoku_solve_unique_with`: see `fuzz/src/targets.rs`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzz_checks::targets::solve_unique_with(data));
