//! The C calls as the tests make them, on boards of their own: a guard byte after each
//! board the library writes (it must stay untouched), and a count preset to a value the
//! library never writes.
#![allow(dead_code)] // each test binary uses its own subset

use sudoku::ffi::solve::*;
use sudoku::ffi::status::sudoku_status;
use sudoku::ffi::validate::*;

/// 81 board bytes followed by a guard byte the library must never touch.
pub fn guarded(board: &[u8; 81]) -> [u8; 82] {
    let mut buf = [0xA5; 82];
    buf[..81].copy_from_slice(board);
    buf
}

pub fn solve_text(board: &[u8; 81]) -> (sudoku_status, [u8; 82]) {
    let mut buf = guarded(board);
    let status = unsafe { sudoku_solve(buf.as_mut_ptr().cast()) };
    assert_eq!(buf[81], 0xA5, "the byte after the board was touched");
    (status, buf)
}

pub fn solve_values(board: &[u8; 81]) -> (sudoku_status, [u8; 82]) {
    let mut buf = guarded(board);
    let status = unsafe { sudoku_solve_values(buf.as_mut_ptr()) };
    assert_eq!(buf[81], 0xA5, "the byte after the board was touched");
    (status, buf)
}

pub fn count_text(board: &[u8; 81], limit: u32) -> (sudoku_status, u32) {
    let before = *board;
    let mut n = 0xDEAD_BEEF;
    let status = unsafe { sudoku_count_solutions(board.as_ptr().cast(), limit, &mut n) };
    assert_eq!(*board, before);
    (status, n)
}

pub fn count_values(board: &[u8; 81], limit: u32) -> (sudoku_status, u32) {
    let mut n = 0xDEAD_BEEF;
    let status = unsafe { sudoku_count_solutions_values(board.as_ptr(), limit, &mut n) };
    (status, n)
}

pub fn validate_text(board: &[u8; 81]) -> (sudoku_status, sudoku_problem) {
    let mut problem = std::mem::MaybeUninit::<sudoku_problem>::uninit();
    let status = unsafe { sudoku_validate(board.as_ptr().cast(), problem.as_mut_ptr()) };
    (status, unsafe { problem.assume_init() })
}

pub fn validate_values(board: &[u8; 81]) -> (sudoku_status, sudoku_problem) {
    let mut problem = std::mem::MaybeUninit::<sudoku_problem>::uninit();
    let status = unsafe { sudoku_validate_values(board.as_ptr(), problem.as_mut_ptr()) };
    (status, unsafe { problem.assume_init() })
}
