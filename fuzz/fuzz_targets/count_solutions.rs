//! Fuzzes `sudoku_count_solutions`: see the checks in `fuzz/src/lib.rs`.
#![no_main]

use fuzz_checks::fuzz_count;
use libfuzzer_sys::fuzz_target;
use sudoku::ffi::solve::sudoku_count_solutions;
use sudoku::Encoding;

fuzz_target!(|data: &[u8]| {
    // SAFETY: an 81-byte buffer and a u32 of the harness's own.
    fuzz_count(data, Encoding::Text, |board, limit, count| unsafe {
        sudoku_count_solutions(board.as_ptr().cast(), limit, count)
    });
});
