//! The C ABI: the only module with `extern "C"`, raw pointers and `unsafe`.
//!
//! Conventions every export follows:
//! - its body runs inside [`ffi_boundary!`], so a panic becomes `SUDOKU_ERR_INTERNAL` (or a
//!   static fallback string) and never unwinds into C;
//! - every pointer is checked with [`non_null!`] first: NULL gives `SUDOKU_ERR_NULL`;
//! - a board is read once, as exactly 81 bytes, into a local array ([`read_board`]);
//! - caller memory is written only on success, in one final copy ([`write_board`]).
#![allow(unsafe_code)]

use std::ptr;

use crate::geometry::CELLS;

/// Runs an export's body, turning a panic into `$on_panic`.
macro_rules! ffi_boundary {
    ($on_panic:expr, $body:block) => {
        match ::std::panic::catch_unwind(::std::panic::AssertUnwindSafe(|| $body)) {
            Ok(result) => result,
            Err(_) => $on_panic,
        }
    };
}

/// Returns `SUDOKU_ERR_NULL` from the enclosing [`ffi_boundary!`] body when any of the
/// pointers is NULL.
macro_rules! non_null {
    ($($pointer:expr),+ $(,)?) => {
        if false $(|| $pointer.is_null())+ {
            return $crate::ffi::status::sudoku_status::SUDOKU_ERR_NULL;
        }
    };
}

pub mod batch;
pub mod solve;
pub mod status;
pub mod validate;
pub mod version;

/// Copies the 81 bytes of a caller's board into a local array.
///
/// # Safety
/// `board` must be non-NULL and valid for reading 81 bytes.
unsafe fn read_board(board: *const u8) -> [u8; CELLS] {
    let mut bytes = [0u8; CELLS];
    // SAFETY: the caller guarantees 81 readable bytes; `bytes` is a distinct local.
    unsafe { ptr::copy_nonoverlapping(board, bytes.as_mut_ptr(), CELLS) };
    bytes
}

/// Copies 81 bytes over a caller's board.
///
/// # Safety
/// `board` must be non-NULL and valid for writing 81 bytes.
unsafe fn write_board(board: *mut u8, bytes: &[u8; CELLS]) {
    // SAFETY: the caller guarantees 81 writable bytes; `bytes` is a distinct local.
    unsafe { ptr::copy_nonoverlapping(bytes.as_ptr(), board, CELLS) };
}

#[cfg(test)]
mod tests {
    use super::status::sudoku_status::{self, *};

    fn guarded(fail: bool, pointer: *const u8) -> sudoku_status {
        ffi_boundary!(SUDOKU_ERR_INTERNAL, {
            non_null!(pointer);
            assert!(!fail, "a deliberate panic inside the boundary");
            SUDOKU_OK
        })
    }

    #[test]
    fn a_panic_becomes_err_internal() {
        assert_eq!(guarded(true, [0u8].as_ptr()), SUDOKU_ERR_INTERNAL);
    }

    #[test]
    fn null_returns_early_and_success_passes_through() {
        assert_eq!(guarded(true, std::ptr::null()), SUDOKU_ERR_NULL);
        assert_eq!(guarded(false, [0u8].as_ptr()), SUDOKU_OK);
    }
}
