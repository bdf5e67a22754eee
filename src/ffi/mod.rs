//! The C ABI: the only module with `extern "C"`, raw pointers and `unsafe`.
//!
//! Conventions every export follows:
//! - its body runs inside `ffi_boundary!`, so a panic becomes `SUDOKU_ERR_INTERNAL` (or a
//!   static fallback string) and never unwinds into C;
//! - every pointer is checked with `non_null!` first: NULL gives `SUDOKU_ERR_NULL`;
//! - a board is read once, as exactly 81 bytes, into a local array (`read_board`);
//! - caller memory is written only on success, in one final copy (`write_board`).
#![allow(unsafe_code)]

use std::mem::size_of;
use std::ptr;

use crate::board::{Encoding, Puzzle};
use crate::geometry::CELLS;
use status::sudoku_status::{self, SUDOKU_ERR_ARGUMENT};

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
pub mod candidates;
pub mod generate;
pub mod hint;
pub mod rate;
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

/// Reads and parses a caller's board.
///
/// # Safety
/// `board` must be non-NULL and valid for reading 81 bytes.
unsafe fn read_puzzle(board: *const u8, encoding: Encoding) -> Result<Puzzle, sudoku_status> {
    // SAFETY: forwarded from the caller.
    let bytes = unsafe { read_board(board) };
    Puzzle::parse(&bytes, encoding).map_err(sudoku_status::from)
}

/// The `size` a caller set in a struct whose first field is `uint32_t size`.
///
/// # Safety
/// `value` must be non-NULL and valid for reading its first four bytes.
unsafe fn declared_size<T>(value: *const T) -> usize {
    // SAFETY: forwarded from the caller.
    unsafe { value.cast::<u32>().read_unaligned() as usize }
}

/// Reads a caller's sized input struct (first field `uint32_t size`): `size` must be at
/// least this library's `sizeof(T)`, and any bytes beyond it (fields of a newer version)
/// must be zero.
///
/// # Safety
/// `value` must be non-NULL and valid for reading its `size` field and then `size` bytes.
unsafe fn read_sized<T>(value: *const T) -> Result<T, sudoku_status> {
    // SAFETY: forwarded from the caller.
    let size = unsafe { declared_size(value) };
    if size < size_of::<T>() {
        return Err(SUDOKU_ERR_ARGUMENT);
    }
    // SAFETY: the caller guarantees `size` readable bytes, at least a `T`.
    let (known, extra) = unsafe {
        (
            value.read_unaligned(),
            std::slice::from_raw_parts(
                value.cast::<u8>().add(size_of::<T>()),
                size - size_of::<T>(),
            ),
        )
    };
    if extra.iter().any(|&byte| byte != 0) {
        return Err(SUDOKU_ERR_ARGUMENT);
    }
    Ok(known)
}

/// Checks a caller's sized output struct before any work: its `size` must be at least
/// this library's `sizeof(T)`. Returns that size, to be written back unchanged.
///
/// # Safety
/// `value` must be non-NULL and valid for reading its first four bytes.
unsafe fn output_size<T>(value: *const T) -> Result<u32, sudoku_status> {
    // SAFETY: forwarded from the caller.
    let size = unsafe { declared_size(value) };
    if size < size_of::<T>() {
        return Err(SUDOKU_ERR_ARGUMENT);
    }
    Ok(size as u32)
}

/// Reads a caller's 81 candidate masks (bit `d - 1` for digit `d`); a mask with a bit
/// above bit 8 is an argument error.
///
/// # Safety
/// `candidates` must be non-NULL and valid for reading 81 `uint16_t`s.
unsafe fn read_candidates(candidates: *const u16) -> Result<[u16; CELLS], sudoku_status> {
    let mut masks = [0u16; CELLS];
    // SAFETY: the caller guarantees 81 readable masks; `masks` is a distinct local, and
    // the copy tolerates any alignment of the source.
    unsafe {
        ptr::copy_nonoverlapping(
            candidates.cast::<u8>(),
            masks.as_mut_ptr().cast::<u8>(),
            CELLS * 2,
        )
    };
    if masks.iter().any(|&mask| mask > 0x1ff) {
        return Err(SUDOKU_ERR_ARGUMENT);
    }
    Ok(masks)
}

/// Copies 81 candidate masks over a caller's buffer.
///
/// # Safety
/// `candidates` must be non-NULL and valid for writing 81 `uint16_t`s.
unsafe fn write_candidates(candidates: *mut u16, masks: &[u16; CELLS]) {
    // SAFETY: forwarded from the caller; byte copies tolerate any alignment.
    unsafe {
        ptr::copy_nonoverlapping(
            masks.as_ptr().cast::<u8>(),
            candidates.cast::<u8>(),
            CELLS * 2,
        )
    };
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
