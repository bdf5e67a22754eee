//! Solving many boards in one call, on the threads of `pool.rs`.

use std::ffi::c_char;
use std::ptr::NonNull;

use super::boundary::{non_null, SizedIn};
use super::solve::{limits, solve_bytes, sudoku_options, Want};
use super::status::sudoku_status::{self, *};
use crate::board::Encoding;
use crate::geometry::CELLS;
use crate::pool::{for_each, threads_for};
use crate::{Limits, Rules};

/// The boards (81 bytes each, back to back) and statuses a caller lends to a batch call.
pub(super) struct Batch {
    boards: *mut u8,
    statuses: *mut sudoku_status,
    count: usize,
}

impl Batch {
    /// `SUDOKU_ERR_NULL` when either pointer is NULL, unless `count` is 0: an empty batch
    /// needs no buffers, and its pointers are never read.
    ///
    /// # Safety
    /// `boards` is NULL or valid for reading and writing `81 * count` bytes, `statuses`
    /// NULL or valid for writing `count` statuses, the two not overlapping, while the
    /// wrapper lives.
    pub(super) unsafe fn new(
        boards: *mut u8,
        count: usize,
        statuses: *mut sudoku_status,
    ) -> Result<Batch, sudoku_status> {
        if count == 0 {
            return Ok(Batch {
                boards: NonNull::dangling().as_ptr(),
                statuses: NonNull::dangling().as_ptr(),
                count,
            });
        }
        Ok(Batch {
            boards: non_null(boards)?,
            statuses: non_null(statuses)?,
            count,
        })
    }

    /// The boards and statuses as slices; `SUDOKU_ERR_ARGUMENT` when `81 * count`
    /// overflows.
    pub(super) fn slices(&mut self) -> Result<(&mut [[u8; CELLS]], &mut [i32]), sudoku_status> {
        let bytes = self
            .count
            .checked_mul(CELLS)
            .filter(|&n| n <= isize::MAX as usize)
            .ok_or(SUDOKU_ERR_ARGUMENT)?;
        // SAFETY: `new`'s caller promised these sizes, not overlapping (`bytes` bytes of
        // boards, whose arrays of 81 bytes need no alignment); u8 and i32 have no invalid
        // values, and each status is written as a valid sudoku_status.
        Ok(unsafe {
            (
                std::slice::from_raw_parts_mut(self.boards.cast::<[u8; CELLS]>(), bytes / CELLS),
                std::slice::from_raw_parts_mut(self.statuses.cast::<i32>(), self.count),
            )
        })
    }
}

/// Solves `count` text-encoded boards held back to back in `boards` (`81 * count` bytes)
/// and writes one status per board to `statuses` (`count` entries). Each board and status
/// is exactly what `sudoku_solve` on that board alone would give: a board is overwritten
/// with its solution only where its status is `SUDOKU_OK`. The work runs on up to
/// `threads` threads, the calling thread included (0: one per available core), and never
/// on more than one per 32 boards or two per available core; a thread the system cannot
/// start is no error, the others share its boards. The results do not depend on the number
/// of threads. In WebAssembly (`wasm32-unknown-unknown`), which has no threads, every
/// board is solved on the calling thread whatever `threads` asks.
///
/// Returns `SUDOKU_OK` once every board has its status (at once for zero boards);
/// `SUDOKU_ERR_NULL` or `SUDOKU_ERR_ARGUMENT` (`81 * count` overflows) before touching
/// anything.
///
/// Thread-safe and reentrant for distinct buffers; allocates nothing. A thread the system
/// cannot start, for want of memory too, never aborts the process.
///
/// # Safety
/// `boards` must be NULL or valid for reading and writing `81 * count` bytes, `statuses`
/// NULL or valid for writing `count` statuses, and the two must not overlap. With `count`
/// 0 neither is read, and either may be NULL.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_batch(
    boards: *mut c_char,
    count: usize,
    statuses: *mut sudoku_status,
    threads: u32,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let batch = unsafe { Batch::new(boards.cast(), count, statuses) }?;
        solve_batch(batch, threads, Limits::default())
    })
}

/// `sudoku_solve_batch` with options: each board's search stops before a guess beyond
/// `options->max_guesses`, and that board's status is then `SUDOKU_LIMIT_REACHED` with the
/// board unchanged, exactly as `sudoku_solve_with` on it alone. A bad `options->size` or a
/// nonzero reserved field gives `SUDOKU_ERR_ARGUMENT` before anything is touched.
///
/// # Safety
/// As for `sudoku_solve_batch`; `options` must be NULL or valid for reading
/// `options->size` bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_batch_with(
    boards: *mut c_char,
    count: usize,
    statuses: *mut sudoku_status,
    threads: u32,
    options: *const sudoku_options,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (batch, options) = unsafe {
            (
                Batch::new(boards.cast(), count, statuses)?,
                SizedIn::optional(options),
            )
        };
        solve_batch(batch, threads, limits(options.as_ref())?)
    })
}

/// Solves every board of the caller's batch, each exactly as `sudoku_solve` would.
fn solve_batch(
    mut batch: Batch,
    threads: u32,
    limits: Limits,
) -> Result<sudoku_status, sudoku_status> {
    let (threads, classic) = (threads_for(threads, batch.count), Rules::classic());
    let (boards, statuses) = batch.slices()?;
    for_each(boards, statuses, threads, |_, board| {
        solve_bytes(board, Encoding::Text, Want::First, (&classic, limits)).0 as i32
    });
    Ok(SUDOKU_OK)
}
