//! The C ABI: the only module with `extern "C"`, raw pointers and `unsafe`.
//!
//! Conventions every export follows (`boundary.rs` holds the means):
//! - its body is one `ffi_boundary!` block, so a panic becomes the return type's fallback
//!   (`SUDOKU_ERR_INTERNAL`, or a static string) and never unwinds into C;
//! - at the top of that block each pointer becomes a typed wrapper, NULL giving
//!   `SUDOKU_ERR_NULL` before anything is read; below that, all code is safe;
//! - a board is read once, as exactly 81 bytes, into a local array;
//! - caller memory is written only on success, in one final copy per output.
#![allow(unsafe_code)]

use crate::board::{Encoding, Puzzle};
use crate::geometry::CELLS;
use boundary::CellsIn;
use status::sudoku_status::{self, SUDOKU_ERR_ARGUMENT};

#[macro_use]
mod boundary;
pub mod batch;
pub mod candidates;
pub mod generate;
pub mod hint;
pub mod jigsaw;
pub mod killer;
mod pool;
pub mod rate;
pub mod rules;
pub mod rules_hint;
pub mod solve;
pub mod status;
pub mod validate;
pub mod version;

/// The puzzle on a caller's board.
fn puzzle(board: &CellsIn<u8>, encoding: Encoding) -> Result<Puzzle, sudoku_status> {
    Puzzle::parse(&board.read(), encoding).map_err(sudoku_status::from)
}

/// A caller's 81 candidate masks (bit `d - 1` for digit `d`); a mask with a bit above
/// bit 8 is an argument error.
fn pencil_marks(candidates: &CellsIn<u16>) -> Result<[u16; CELLS], sudoku_status> {
    let masks = candidates.read();
    if masks.iter().any(|&mask| mask > 0x1ff) {
        return Err(SUDOKU_ERR_ARGUMENT);
    }
    Ok(masks)
}
