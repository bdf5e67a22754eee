//! Fuzzes the C entry point `sudoku_hint_rules_values`: see `fuzz/src/rules_hint.rs`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzz_checks::rules_hint::hint_rules_values(data));
