//! Fuzzes the C entry point `sudoku_validate_rules`: see `fuzz/src/rules.rs`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzz_checks::rules::validate_rules(data));
