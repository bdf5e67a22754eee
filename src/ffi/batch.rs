//! Solving many boards in one call, on several threads.

use std::ffi::c_char;
use std::sync::{Mutex, PoisonError};
use std::thread;

use super::solve::{solve_bytes, Want};
use super::status::sudoku_status::{self, *};
use crate::board::Encoding;
use crate::engine::Settings;
use crate::geometry::CELLS;

/// Boards handed to a worker at a time.
const CHUNK: usize = 32;

/// Runs `work` on every board of `boards` (81 bytes each) with its index, storing each
/// one's status, on `threads` threads (the caller's included). Which thread takes which
/// board never changes a result: `work` sees only its board and index.
pub(super) fn for_each_board<F>(boards: &mut [u8], statuses: &mut [i32], threads: usize, work: F)
where
    F: Fn(usize, &mut [u8; CELLS]) -> sudoku_status + Sync,
{
    // never more threads than chunks of work
    let threads = threads.min(statuses.len().div_ceil(CHUNK)).max(1);
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
    thread::scope(|scope| {
        for _ in 1..threads {
            // a thread the system refuses is no error: the others share its work
            if thread::Builder::new().spawn_scoped(scope, worker).is_err() {
                break;
            }
        }
        worker();
    });
}

/// The caller's boards and statuses of a batch call as slices, and the number of threads
/// to run (0: one per available core).
///
/// # Safety
/// `boards` must be non-NULL and valid for reading and writing `81 * count` bytes,
/// `statuses` non-NULL and valid for writing `count` statuses, not overlapping them.
pub(super) unsafe fn batch_buffers<'a>(
    boards: *mut u8,
    count: usize,
    statuses: *mut sudoku_status,
    threads: u32,
) -> Result<(&'a mut [u8], &'a mut [i32], usize), sudoku_status> {
    let bytes = count
        .checked_mul(CELLS)
        .filter(|&n| n <= isize::MAX as usize)
        .ok_or(SUDOKU_ERR_ARGUMENT)?;
    // SAFETY: non-NULL, sized as the caller guarantees, not overlapping; u8 and i32 have
    // no invalid values, and each status is written as a valid sudoku_status.
    let (boards, statuses) = unsafe {
        (
            std::slice::from_raw_parts_mut(boards, bytes),
            std::slice::from_raw_parts_mut(statuses.cast::<i32>(), count),
        )
    };
    let threads = match threads {
        0 => thread::available_parallelism().map_or(1, usize::from),
        n => n as usize,
    };
    Ok((boards, statuses, threads))
}

/// Solves `count` text-encoded boards held back to back in `boards` (`81 * count` bytes)
/// and writes one status per board to `statuses` (`count` entries). Each board and status
/// is exactly what `sudoku_solve` on that board alone would give: a board is overwritten
/// with its solution only where its status is `SUDOKU_OK`. The work runs on `threads`
/// threads, the calling thread included (0: one per available core; never more than there
/// are boards to share); the results do not depend on the number of threads.
///
/// Returns `SUDOKU_OK` once every board has its status; `SUDOKU_ERR_NULL` or
/// `SUDOKU_ERR_ARGUMENT` (`81 * count` overflows) before touching anything.
///
/// Thread-safe and reentrant for distinct buffers. It allocates only to start its threads.
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
    ffi_boundary!(SUDOKU_ERR_INTERNAL, {
        non_null!(boards, statuses);
        // SAFETY: non-NULL, and the caller guarantees the sizes.
        match unsafe { batch_buffers(boards.cast(), count, statuses, threads) } {
            Ok((boards, statuses, threads)) => {
                for_each_board(boards, statuses, threads, |_, board| {
                    solve_bytes(board, Encoding::Text, Want::First, Settings::default()).0
                });
                SUDOKU_OK
            }
            Err(status) => status,
        }
    })
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
