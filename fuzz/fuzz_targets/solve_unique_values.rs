//! Fuzzes `sudoku_solve_unique_values`: see the checks in `fuzz/src/lib.rs`.
#![no_main]

use fuzz_checks::{fuzz_solve, Want};
use libfuzzer_sys::fuzz_target;
use sudoku::ffi::solve::sudoku_solve_unique_values;
use sudoku::Encoding;

fuzz_target!(|data: &[u8]| {
    // SAFETY: an 81-byte buffer of the harness's own.
    fuzz_solve(data, Encoding::Values, Want::Unique, |board| unsafe {
        sudoku_solve_unique_values(board.as_mut_ptr())
    });
});
