//! The solving, counting and validating paths allocate nothing on the heap: a counting
//! global allocator watches every call made through the C ABI.

mod common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use common::*;
use sudoku::ffi::solve::*;
use sudoku::ffi::status::sudoku_status::*;
use sudoku::ffi::validate::*;

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

// SAFETY: forwards to the system allocator; only counts.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        // SAFETY: forwarded.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations_during(f: impl FnOnce()) -> usize {
    let before = ALLOCATIONS.with(Cell::get);
    f();
    ALLOCATIONS.with(Cell::get) - before
}

#[test]
fn no_call_allocates() {
    let mut boards: Vec<[u8; 81]> = fixture("hard.txt")
        .iter()
        .take(10)
        .map(|p| text(p))
        .collect();
    boards.extend([
        text(EMPTY),
        text(NO_SOLUTION),
        text(&two_solution_board(KNOWN[0].2)),
    ]);
    let mut bad = text(KNOWN[0].1);
    bad[4] = b'#';
    boards.push(bad);
    // warm up whatever the first call initialises (CPU feature detection)
    let mut warm = text(KNOWN[0].1);
    assert_eq!(unsafe { sudoku_solve(warm.as_mut_ptr().cast()) }, SUDOKU_OK);

    let options = sudoku_options {
        size: std::mem::size_of::<sudoku_options>() as u32,
        reserved: 0,
        max_guesses: 50,
    };
    for board in &boards {
        let count = allocations_during(|| unsafe {
            let mut copy = *board;
            sudoku_solve(copy.as_mut_ptr().cast());
            let mut copy = *board;
            sudoku_solve_unique(copy.as_mut_ptr().cast());
            let mut values = digits(board);
            sudoku_solve_values(values.as_mut_ptr());
            let mut n = 0;
            sudoku_count_solutions(board.as_ptr().cast(), 100, &mut n);
            let mut stats = sudoku_stats {
                size: std::mem::size_of::<sudoku_stats>() as u32,
                ..Default::default()
            };
            let mut copy = *board;
            sudoku_solve_with(copy.as_mut_ptr().cast(), &options, &mut stats);
            sudoku_count_solutions_with(board.as_ptr().cast(), 2, &mut n, &options, &mut stats);
            let mut problem = std::mem::MaybeUninit::<sudoku_problem>::uninit();
            sudoku_validate(board.as_ptr().cast(), problem.as_mut_ptr());
        });
        assert_eq!(count, 0, "{}", String::from_utf8_lossy(board));
    }
    // the counter itself works
    assert!(allocations_during(|| drop(vec![1u8; 10])) > 0);
}
