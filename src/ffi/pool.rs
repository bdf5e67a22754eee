//! The threads a batch call runs on: scoped workers, the caller's thread among them, that
//! take boards in chunks from one shared work list.

use std::sync::{Mutex, PoisonError};
use std::thread;

use super::status::sudoku_status;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Encoding;
    use crate::engine::Settings;
    use crate::ffi::solve::{solve_bytes, Want};

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
