//! Fuzzes the C entry point `sudoku_generate_jigsaw`: see `fuzz/src/rules.rs`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzz_checks::rules::generate_jigsaw(data));
