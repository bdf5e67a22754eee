//! Fuzzes the C entry point `sudoku_hint_in_play`: see `fuzz/src/game.rs`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzz_checks::game::hint_in_play(data));
