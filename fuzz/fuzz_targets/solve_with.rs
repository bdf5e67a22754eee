//! Fuzzes `sudoku_solve_with`: options and statistics from the bytes after the board, some
//! malformed; the rest as in `fuzz/src/lib.rs`. The answer must equal plain `sudoku_solve`
//! unless the guess limit stopped it.
#![no_main]

use fuzz_checks::{check_solved, Case, Effort, Want};
use libfuzzer_sys::fuzz_target;
use sudoku::ffi::solve::sudoku_solve_with;
use sudoku::ffi::status::sudoku_status::*;
use sudoku::Encoding;

fuzz_target!(|data: &[u8]| {
    let (case, rest) = Case::split(data, Encoding::Text);
    let effort = Effort::from_bytes(rest);
    let mut board = case.board;
    let mut stats = effort.stats;
    let stats_pointer = stats
        .as_mut()
        .map_or(std::ptr::null_mut(), |stats| stats as *mut _);
    // SAFETY: an 81-byte buffer, options readable for their size, and stats of our own.
    let status =
        unsafe { sudoku_solve_with(board.as_mut_ptr().cast(), effort.options(), stats_pointer) };
    effort.check_stats(status, stats);
    if effort.malformed {
        assert_eq!(status, SUDOKU_ERR_ARGUMENT);
        case.assert_unchanged(&board);
        return;
    }
    check_solved(&case, Want::First, effort.max_guesses != 0, status, &board);
    if status != SUDOKU_LIMIT_REACHED {
        assert_eq!(
            (status, board),
            case.plain_solve(),
            "differs from sudoku_solve"
        );
    }
});
