//! The solving, counting, validating, candidate, hint, rating and generating paths
//! allocate nothing on the heap: a counting global allocator watches every call made
//! through the C ABI (the batch calls too, on one thread: the counter sees the calling
//! thread's allocations only; `examples-c/memory-limit.c` runs batches on many threads
//! where an allocation would fail).

mod common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use common::*;
use sudoku::ffi::batch::*;
use sudoku::ffi::candidates::*;
use sudoku::ffi::generate::*;
use sudoku::ffi::hint::*;
use sudoku::ffi::jigsaw::*;
use sudoku::ffi::killer::*;
use sudoku::ffi::problem::*;
use sudoku::ffi::rate::*;
use sudoku::ffi::rules::*;
use sudoku::ffi::rules_hint::*;
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

    let options = options(50);
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
            let mut masks = [0u16; 81];
            sudoku_candidates(board.as_ptr().cast(), masks.as_mut_ptr());
            sudoku_candidates_reduced(board.as_ptr().cast(), masks.as_mut_ptr());
            let mut step = std::mem::zeroed::<sudoku_step>();
            step.size = std::mem::size_of::<sudoku_step>() as u32;
            if sudoku_hint(board.as_ptr().cast(), masks.as_ptr(), &mut step) == SUDOKU_OK {
                let mut text = [0u8; SUDOKU_HINT_TEXT_MAX];
                let status = sudoku_hint_describe(
                    &step,
                    text.as_mut_ptr().cast(),
                    text.len(),
                    std::ptr::null_mut(),
                );
                assert_eq!(status, SUDOKU_OK);
            }
            let mut rating = std::mem::zeroed::<sudoku_rating>();
            rating.size = std::mem::size_of::<sudoku_rating>() as u32;
            sudoku_rate(board.as_ptr().cast(), &mut rating);
            sudoku_rate_with(board.as_ptr().cast(), &options, &mut rating);
            sudoku_hint_with(board.as_ptr().cast(), masks.as_ptr(), &options, &mut step);
            sudoku_candidates_reduced_with(board.as_ptr().cast(), &options, masks.as_mut_ptr());
            sudoku_solve_unique_with(copy.as_mut_ptr().cast(), &options, &mut stats);
            let mut statuses = [SUDOKU_OK];
            sudoku_solve_batch_with(
                copy.as_mut_ptr().cast(),
                1,
                statuses.as_mut_ptr(),
                1,
                &options,
            );
            sudoku_solve_batch(copy.as_mut_ptr().cast(), 1, statuses.as_mut_ptr(), 1);
        });
        assert_eq!(count, 0, "{}", String::from_utf8_lossy(board));
    }
    for level in 0..=6 {
        let options = sudoku_generate_options {
            size: std::mem::size_of::<sudoku_generate_options>() as u32,
            level,
            symmetry: level % 5,
            ..Default::default()
        };
        let count = allocations_during(|| unsafe {
            let mut out = [0u8; 81];
            assert_eq!(
                sudoku_generate(u64::from(level as u32), &options, out.as_mut_ptr().cast()),
                SUDOKU_OK
            );
            assert_eq!(
                sudoku_generate_solved(7, out.as_mut_ptr().cast()),
                SUDOKU_OK
            );
        });
        assert_eq!(count, 0, "generating at level {level}");
    }
    // every rules call, under each flag, jigsaw regions and killer cages (a cage per
    // pair of cells in row 1 and the rest of the row in one)
    let regions: [u8; 81] = std::array::from_fn(|cell| (cell / 9) as u8);
    let cages: [u8; 81] =
        std::array::from_fn(|cell| if cell < 9 { (cell / 2 + 1) as u8 } else { 0 });
    let sums = [3u8, 7, 11, 15, 9];
    let variants = (0..5)
        .map(|bit| sudoku_rules {
            size: std::mem::size_of::<sudoku_rules>() as u32,
            flags: 1 << bit,
            regions: std::ptr::null(),
            cage_count: 0,
            cages: std::ptr::null(),
            cage_sums: std::ptr::null(),
        })
        .chain([sudoku_rules {
            size: std::mem::size_of::<sudoku_rules>() as u32,
            flags: 0,
            regions: regions.as_ptr(),
            cage_count: sums.len() as u32,
            cages: cages.as_ptr(),
            cage_sums: sums.as_ptr(),
        }]);
    for rules in variants {
        let count = allocations_during(|| unsafe {
            let mut problem = std::mem::MaybeUninit::<sudoku_problem>::uninit();
            sudoku_rules_check(&rules, problem.as_mut_ptr());
            let mut board = text(EMPTY);
            sudoku_solve_rules(board.as_mut_ptr().cast(), &rules);
            let mut board = text(EMPTY);
            sudoku_solve_unique_rules_with(
                board.as_mut_ptr().cast(),
                &rules,
                &options,
                std::ptr::null_mut(),
            );
            let mut n = 0;
            sudoku_count_solutions_rules(text(EMPTY).as_ptr().cast(), &rules, 2, &mut n);
            let board = text(KNOWN[0].1);
            sudoku_validate_rules(board.as_ptr().cast(), &rules, problem.as_mut_ptr());
            let mut masks = [0u16; 81];
            sudoku_candidates_rules(text(EMPTY).as_ptr().cast(), &rules, masks.as_mut_ptr());
            let mut out = [0u8; 81];
            sudoku_generate_rules(3, &rules, std::ptr::null(), out.as_mut_ptr().cast());
            // a hint with its text and a rating of the puzzle just made
            let mut step: sudoku_step = std::mem::zeroed();
            step.size = std::mem::size_of::<sudoku_step>() as u32;
            let (marks, defaults) = (std::ptr::null(), std::ptr::null());
            sudoku_hint_rules(out.as_ptr().cast(), &rules, marks, defaults, &mut step);
            let mut text = [0u8; SUDOKU_HINT_TEXT_MAX];
            let (buffer, length) = (text.as_mut_ptr().cast(), std::ptr::null_mut());
            sudoku_hint_describe_rules(&step, &rules, buffer, text.len(), length);
            let mut rating: sudoku_rating = std::mem::zeroed();
            rating.size = std::mem::size_of::<sudoku_rating>() as u32;
            sudoku_rate_rules(out.as_ptr().cast(), &rules, defaults, &mut rating);
            let mut killer = sudoku_killer {
                size: std::mem::size_of::<sudoku_killer>() as u32,
                cage_count: 0,
                cages: [0; 81],
                cage_sums: [0; 81],
            };
            let mut regions = [0u8; 81];
            let board = out.as_mut_ptr().cast();
            sudoku_generate_jigsaw(3, &rules, std::ptr::null(), regions.as_mut_ptr(), board);
            for givens in [SUDOKU_KILLER_NO_GIVENS, SUDOKU_KILLER_WITH_GIVENS] {
                let out = out.as_mut_ptr().cast();
                sudoku_generate_killer(3, &rules, std::ptr::null(), givens, &mut killer, out);
            }
        });
        assert_eq!(count, 0, "rules with flags {:#x}", rules.flags);
    }
    // the counter itself works
    assert!(allocations_during(|| drop(vec![1u8; 10])) > 0);
}
