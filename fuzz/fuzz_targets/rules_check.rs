//! Fuzzes the C entry point `sudoku_rules_check`: see `fuzz/src/rules.rs`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzz_checks::rules::rules_check(data));
