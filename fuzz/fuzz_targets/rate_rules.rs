//! Fuzzes the C entry point `sudoku_rate_rules`: see `fuzz/src/rules_hint.rs`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzz_checks::rules_hint::rate_rules(data));
