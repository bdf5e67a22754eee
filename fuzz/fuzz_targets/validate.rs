//! Fuzzes `sudoku_validate`: the status and report must match the safe core's parse of the
//! board, the report's status must equal the return value, and the board is never changed.
#![no_main]

use fuzz_checks::Case;
use libfuzzer_sys::fuzz_target;
use sudoku::ffi::status::sudoku_status::*;
use sudoku::ffi::validate::{sudoku_problem, sudoku_validate};
use sudoku::Encoding;

fuzz_target!(|data: &[u8]| {
    let (case, _) = Case::split(data, Encoding::Text);
    let board = case.board;
    let mut report = sudoku_problem::from(sudoku::Problem::InvalidByte { index: 0, byte: 0 });
    // SAFETY: an 81-byte buffer and a report of our own.
    let status = unsafe { sudoku_validate(board.as_ptr().cast(), &mut report) };
    case.assert_unchanged(&board);
    assert_eq!(report.status, status);
    match case.parsed {
        Ok(_) => {
            assert_eq!(status, SUDOKU_OK);
            assert_eq!((report.cell, report.other_cell), (-1, -1));
        }
        Err(problem) => assert_eq!(report, sudoku_problem::from(problem)),
    }
});
