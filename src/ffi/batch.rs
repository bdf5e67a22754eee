//! Solving many boards in one call, on several threads.

use std::ffi::c_char;
use std::sync::{Mutex, PoisonError};
use std::thread;

use super::boundary::SizedIn;
use super::solve::{settings, solve_bytes, sudoku_options, Want};
use super::status::sudoku_status::{self, *};
use crate::board::Encoding;
use crate::engine::Settings;
use crate::geometry::CELLS;

/// Boards handed to a worker at a time.
const CHUNK: usize = 32;

/// The most threads a batch starts per core: more would only wait for a core, each with
/// its stack and its allocator arena.
const THREADS_PER_CORE: usize = 2;

/// Runs `work` on every board of `boards` (81 bytes each) with its index, storing each
/// one's status, on up to `threads` threads (the caller's included). Which thread takes
/// which board never changes a result: `work` sees only its board and index.
///
/// A thread the system cannot start is no error: the threads that run share its work.
/// One thread runs on the caller's alone, starting none and allocating nothing.
pub(super) fn for_each_board<F>(boards: &mut [u8], statuses: &mut [i32], threads: usize, work: F)
where
    F: Fn(usize, &mut [u8; CELLS]) -> sudoku_status + Sync,
{
    let work_list = Mutex::new(
        boards
            .chunks_mut(CELLS * CHUNK)
            .zip(statuses.chunks_mut(CHUNK))
            .enumerate(),
    );
    let worker = || loop {
        let next = work_list
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .next();
        let Some((chunk, (boards, statuses))) = next else {
            break;
        };
        let boards = boards.chunks_exact_mut(CELLS).zip(statuses).enumerate();
        for (i, (board, status)) in boards {
            let board: &mut [u8; CELLS] =
                board.try_into().expect("chunks_exact_mut gives 81 bytes");
            *status = work(chunk * CHUNK + i, board) as i32;
        }
    };
    if threads <= 1 {
        worker();
        return;
    }
    thread::scope(|scope| {
        for _ in 1..threads {
            if thread::Builder::new().spawn_scoped(scope, worker).is_err() {
                break;
            }
        }
        worker();
    });
}

/// The threads a batch of `boards` boards runs on when the caller asks for `requested`
/// (0: one per core): never more than there are chunks of work to share, nor more than
/// [`THREADS_PER_CORE`] per core, and at least one.
///
/// WebAssembly without the threads proposal (`wasm32-unknown-unknown`) has no threads:
/// there a batch always runs on the calling thread.
pub(super) fn threads_for(requested: u32, boards: usize) -> usize {
    let chunks = boards.div_ceil(CHUNK);
    let threadless = cfg!(all(target_family = "wasm", not(target_feature = "atomics")));
    if threadless || requested == 1 || chunks <= 1 {
        // without asking the system for its cores, which allocates
        return 1;
    }
    let cores = thread::available_parallelism().map_or(1, usize::from);
    let wanted = match requested {
        0 => cores,
        n => usize::try_from(n).unwrap_or(usize::MAX),
    };
    wanted
        .min(cores.saturating_mul(THREADS_PER_CORE))
        .min(chunks)
        .max(1)
}

/// The boards (81 bytes each, back to back) and statuses a caller lends to a batch call.
pub(super) struct Batch {
    boards: *mut u8,
    statuses: *mut sudoku_status,
    count: usize,
}

impl Batch {
    /// `SUDOKU_ERR_NULL` when either pointer is NULL.
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
        if boards.is_null() || statuses.is_null() {
            return Err(SUDOKU_ERR_NULL);
        }
        Ok(Batch {
            boards,
            statuses,
            count,
        })
    }

    /// The boards and statuses as slices; `SUDOKU_ERR_ARGUMENT` when `81 * count`
    /// overflows.
    pub(super) fn slices(&mut self) -> Result<(&mut [u8], &mut [i32]), sudoku_status> {
        let bytes = self
            .count
            .checked_mul(CELLS)
            .filter(|&n| n <= isize::MAX as usize)
            .ok_or(SUDOKU_ERR_ARGUMENT)?;
        // SAFETY: `new`'s caller promised these sizes, not overlapping; u8 and i32 have
        // no invalid values, and each status is written as a valid sudoku_status.
        Ok(unsafe {
            (
                std::slice::from_raw_parts_mut(self.boards, bytes),
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
/// Returns `SUDOKU_OK` once every board has its status; `SUDOKU_ERR_NULL` or
/// `SUDOKU_ERR_ARGUMENT` (`81 * count` overflows) before touching anything.
///
/// Thread-safe and reentrant for distinct buffers. It allocates only to start its threads:
/// on one thread, nothing.
///
/// # Safety
/// `boards` must be NULL or valid for reading and writing `81 * count` bytes, `statuses`
/// NULL or valid for writing `count` statuses, and the two must not overlap.
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
        solve_batch(batch, threads, Settings::default())
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
                SizedIn::new(options)?,
            )
        };
        solve_batch(batch, threads, settings(&options)?)
    })
}

/// Solves every board of the caller's batch, each exactly as `sudoku_solve` would.
fn solve_batch(
    mut batch: Batch,
    threads: u32,
    settings: Settings,
) -> Result<sudoku_status, sudoku_status> {
    let threads = threads_for(threads, batch.count);
    let (boards, statuses) = batch.slices()?;
    for_each_board(boards, statuses, threads, |_, board| {
        solve_bytes(board, Encoding::Text, Want::First, settings).0
    });
    Ok(SUDOKU_OK)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn batch_equals_single_calls_on_any_number_of_threads() {
        let puzzle =
            *b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let mut bad = puzzle;
        bad[3] = b'x';
        let mut boards = Vec::new();
        for i in 0..100 {
            boards.extend_from_slice(if i % 7 == 3 { &bad } else { &puzzle });
        }
        let mut single = boards.clone();
        let expected: Vec<i32> = single
            .chunks_exact_mut(CELLS)
            .map(|b| {
                solve_bytes(
                    b.try_into().unwrap(),
                    Encoding::Text,
                    Want::First,
                    Settings::default(),
                )
                .0 as i32
            })
            .collect();
        for threads in [1, 2, 3, 8] {
            let mut batch = boards.clone();
            let mut statuses = vec![99; 100];
            for_each_board(&mut batch, &mut statuses, threads, |_, board| {
                solve_bytes(board, Encoding::Text, Want::First, Settings::default()).0
            });
            assert_eq!(statuses, expected);
            assert_eq!(batch, single);
        }
    }
}
