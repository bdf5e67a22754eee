//! Fuzzes the C entry point `sudoku_status_str`: see `fuzz/src/targets.rs`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzz_checks::targets::status_str(data));
