//! Fuzzes `sudoku_solve_batch`: a thread count from the first byte, then up to eight
//! boards back to back (the last one padded with empty cells). Every board and status must
//! equal what plain `sudoku_solve` gives for that board alone.
#![no_main]

use fuzz_checks::{Case, CELLS};
use libfuzzer_sys::fuzz_target;
use sudoku::ffi::batch::sudoku_solve_batch;
use sudoku::ffi::status::sudoku_status::{self, *};
use sudoku::Encoding;

fuzz_target!(|data: &[u8]| {
    let Some((&threads, mut rest)) = data.split_first() else {
        return;
    };
    let mut cases = Vec::new();
    while !rest.is_empty() && cases.len() < 8 {
        let (case, after) = Case::split(rest, Encoding::Text);
        cases.push(case);
        rest = after;
    }
    let mut boards: Vec<u8> = cases.iter().flat_map(|case| case.board).collect();
    let mut statuses = vec![SUDOKU_ERR_INTERNAL; cases.len()];
    // SAFETY: 81 bytes and one status per board, of our own, not overlapping.
    let status = unsafe {
        sudoku_solve_batch(
            boards.as_mut_ptr().cast(),
            cases.len(),
            statuses.as_mut_ptr(),
            u32::from(threads % 5),
        )
    };
    assert_eq!(status, SUDOKU_OK);
    for ((case, board), &status) in cases.iter().zip(boards.chunks_exact(CELLS)).zip(&statuses) {
        let expected: (sudoku_status, [u8; CELLS]) = case.plain_solve();
        assert_eq!((status, board), (expected.0, &expected.1[..]));
    }
});
