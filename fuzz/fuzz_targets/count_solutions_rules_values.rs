//! Fuzzes the C entry point `sudoku_count_solutions_rules_values`: see `fuzz/src/rules.rs`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzz_checks::rules::count_solutions_rules_values(data));
