//! Fuzzes the C entry point `sudoku_generate_solved_values`: see `fuzz/src/game.rs`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzz_checks::game::generate_solved_values(data));
