//! The C calls as the tests make them, on boards of their own: a guard byte after each
//! board the library writes (it must stay untouched), and a count preset to a value the
//! library never writes.
#![allow(dead_code)] // each test binary uses its own subset

use sudoku::ffi::candidates::*;
use sudoku::ffi::generate::*;
use sudoku::ffi::hint::*;
use sudoku::ffi::problem::*;
use sudoku::ffi::rate::*;
use sudoku::ffi::solve::*;
use sudoku::ffi::status::sudoku_status::{self, SUDOKU_OK};
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

/// A value of `T` filled with 0xA5 bytes (every field is an integer), with `size` first.
fn sentinel<T: Copy>() -> T {
    let mut value = std::mem::MaybeUninit::<T>::uninit();
    unsafe {
        std::ptr::write_bytes(
            value.as_mut_ptr().cast::<u8>(),
            0xA5,
            std::mem::size_of::<T>(),
        );
        value
            .as_mut_ptr()
            .cast::<u32>()
            .write(std::mem::size_of::<T>() as u32);
        value.assume_init()
    }
}

/// The bytes of a plain-integer struct, to compare "untouched" byte for byte.
pub fn bytes_of<T: Copy>(value: &T) -> Vec<u8> {
    unsafe {
        std::slice::from_raw_parts((value as *const T).cast::<u8>(), std::mem::size_of::<T>())
            .to_vec()
    }
}

/// `sudoku_candidates` (or `_reduced`) on a text board; the masks are preset to 0xFFFF and
/// must stay so unless the call succeeds.
pub fn candidates_text(board: &[u8; 81], reduced: bool) -> (sudoku_status, [u16; 81]) {
    let mut masks = [0xFFFF; 81];
    let status = unsafe {
        if reduced {
            sudoku_candidates_reduced(board.as_ptr().cast(), masks.as_mut_ptr())
        } else {
            sudoku_candidates(board.as_ptr().cast(), masks.as_mut_ptr())
        }
    };
    if status != SUDOKU_OK {
        assert_eq!(masks, [0xFFFF; 81], "candidates written on failure");
    }
    (status, masks)
}

/// `sudoku_hint` on a text board; the step must stay as preset unless the call succeeds.
pub fn hint_text(board: &[u8; 81], marks: Option<&[u16; 81]>) -> (sudoku_status, sudoku_step) {
    hint_checked(board, marks, |marks, step| unsafe {
        sudoku_hint(board.as_ptr().cast(), marks, step)
    })
}

/// `sudoku_hint_in_play` on a text board played from `givens`, with the checks of
/// [`hint_text`]; the givens must stay untouched too.
pub fn hint_in_play_text(
    givens: &[u8; 81],
    board: &[u8; 81],
    marks: Option<&[u16; 81]>,
) -> (sudoku_status, sudoku_step) {
    let givens_before = givens.to_owned();
    let result = hint_checked(board, marks, |marks, step| unsafe {
        sudoku_hint_in_play(
            givens.as_ptr().cast(),
            board.as_ptr().cast(),
            marks,
            std::ptr::null(),
            step,
        )
    });
    assert_eq!(givens[..], givens_before[..]);
    result
}

/// Runs a hint call on `board` and `marks`, checking that neither changes and that the
/// step is written only on success.
fn hint_checked(
    board: &[u8; 81],
    marks: Option<&[u16; 81]>,
    call: impl FnOnce(*const u16, &mut sudoku_step) -> sudoku_status,
) -> (sudoku_status, sudoku_step) {
    let before = board.to_owned();
    let marks_before = marks.copied();
    let mut step: sudoku_step = sentinel();
    let untouched = bytes_of(&step);
    let marks_ptr = marks.map_or(std::ptr::null(), |m| m.as_ptr());
    let status = call(marks_ptr, &mut step);
    assert_eq!(board[..], before[..]);
    assert_eq!(marks.copied(), marks_before);
    if status != SUDOKU_OK {
        assert_eq!(bytes_of(&step), untouched, "hint written on failure");
    }
    (status, step)
}

/// `sudoku_hint_describe` into a roomy buffer whose tail must stay untouched.
pub fn describe(step: &sudoku_step) -> (sudoku_status, String) {
    let mut buffer = [0x5Au8; SUDOKU_HINT_TEXT_MAX + 8];
    let mut length = usize::MAX;
    let status = unsafe {
        sudoku_hint_describe(
            step,
            buffer.as_mut_ptr().cast(),
            SUDOKU_HINT_TEXT_MAX,
            &mut length,
        )
    };
    assert!(buffer[SUDOKU_HINT_TEXT_MAX..].iter().all(|&b| b == 0x5A));
    if status != SUDOKU_OK {
        assert!(buffer.iter().all(|&b| b == 0x5A) && length == usize::MAX);
        return (status, String::new());
    }
    assert_eq!(buffer[length], 0);
    let text = std::str::from_utf8(&buffer[..length])
        .expect("ASCII text")
        .to_string();
    assert!(text.is_ascii() && !text.contains('\0'));
    (status, text)
}

/// `sudoku_rate` on a text board; the rating must stay as preset unless it succeeds.
pub fn rate_text(board: &[u8; 81]) -> (sudoku_status, sudoku_rating) {
    let mut rating: sudoku_rating = sentinel();
    let untouched = bytes_of(&rating);
    let status = unsafe { sudoku_rate(board.as_ptr().cast(), &mut rating) };
    if status != SUDOKU_OK {
        assert_eq!(bytes_of(&rating), untouched, "rating written on failure");
    }
    (status, rating)
}

/// `sudoku_generate` into a guarded board that must stay untouched unless it succeeds.
pub fn generate_text(
    seed: u64,
    options: Option<&sudoku_generate_options>,
) -> (sudoku_status, [u8; 81]) {
    let mut buf = [0xA5u8; 82];
    let options = options.map_or(std::ptr::null(), |o| o as *const _);
    let status = unsafe { sudoku_generate(seed, options, buf.as_mut_ptr().cast()) };
    assert_eq!(buf[81], 0xA5, "the byte after the board was touched");
    if status != SUDOKU_OK {
        assert_eq!(buf, [0xA5; 82], "board written on failure");
    }
    (status, buf[..81].try_into().unwrap())
}

/// Options for `sudoku_generate` with the size set.
pub fn generate_options(
    level: sudoku_level,
    symmetry: sudoku_symmetry,
    minimal: bool,
) -> sudoku_generate_options {
    sudoku_generate_options {
        size: std::mem::size_of::<sudoku_generate_options>() as u32,
        level: level as i32,
        symmetry: symmetry as i32,
        not_minimal: u32::from(!minimal),
        ..Default::default()
    }
}
