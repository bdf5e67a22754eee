//! Fuzzes the C entry point `sudoku_candidates_rules_values`: see `fuzz/src/rules.rs`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzz_checks::rules::candidates_rules_values(data));
