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

/// Solves every board of `boards` (81 bytes each) in place and stores each one's status,
/// exactly as single `sudoku_solve` calls would, on `threads` threads (the caller's included).
fn solve_all(boards: &mut [u8], statuses: &mut [i32], threads: usize) {
    let work = Mutex::new(
        boards
            .chunks_mut(CELLS * CHUNK)
            .zip(statuses.chunks_mut(CHUNK)),
    );
    let worker = || loop {
        let next = work.lock().unwrap_or_else(PoisonError::into_inner).next();
        let Some((boards, statuses)) = next else {
            break;
        };
        for (board, status) in boards.chunks_exact_mut(CELLS).zip(statuses) {
            let board: &mut [u8; CELLS] =
                board.try_into().expect("chunks_exact_mut gives 81 bytes");
            *status = solve_bytes(board, Encoding::Text, Want::First, Settings::default()).0 as i32;
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
        let Some(bytes) = count
            .checked_mul(CELLS)
            .filter(|&n| n <= isize::MAX as usize)
        else {
            return SUDOKU_ERR_ARGUMENT;
        };
        // SAFETY: non-NULL, sized as the caller guarantees, not overlapping; u8 and i32
        // have no invalid values, and each status is written as a valid sudoku_status.
        let (boards, statuses) = unsafe {
            (
                std::slice::from_raw_parts_mut(boards.cast::<u8>(), bytes),
                std::slice::from_raw_parts_mut(statuses.cast::<i32>(), count),
            )
        };
        let threads = match threads {
            0 => thread::available_parallelism().map_or(1, usize::from),
            n => n as usize,
        };
        solve_all(boards, statuses, threads.min(count.div_ceil(CHUNK)).max(1));
        SUDOKU_OK
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
            solve_all(&mut batch, &mut statuses, threads);
            assert_eq!(statuses, expected);
            assert_eq!(batch, single);
        }
    }
}
