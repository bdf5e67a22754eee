//! Properties of the C ABI over generated boards (proptest):
//! - the number of solutions is invariant under the Sudoku symmetries (relabelling digits,
//!   transposing, permuting rows inside a band, bands, columns inside a stack, stacks), and
//!   a solution maps to a solution;
//! - every `SUDOKU_OK` is a valid grid that keeps the givens;
//! - `sudoku_validate` agrees with the error codes of solving;
//! - the text and value encodings give the same answers.

mod abi;
mod common;

use abi::*;
use common::isomorph::{self, Isomorph};
use common::*;
use proptest::prelude::*;
use sudoku::ffi::status::sudoku_status::*;

/// A solution grid the boards are cut from (Wikipedia's example puzzle's).
const GRID: &str = KNOWN[0].2;

/// A line order that keeps bands (or stacks) whole (see `isomorph::lines`).
fn line_order() -> impl Strategy<Value = [usize; 9]> {
    (
        Just([0usize, 1, 2]).prop_shuffle(),
        proptest::array::uniform3(Just([0usize, 1, 2]).prop_shuffle()),
    )
        .prop_map(|(bands, within)| isomorph::lines(bands, within))
}

fn symmetry() -> impl Strategy<Value = Isomorph> {
    (
        Just([1u8, 2, 3, 4, 5, 6, 7, 8, 9]).prop_shuffle(),
        line_order(),
        line_order(),
        any::<bool>(),
    )
        .prop_map(|(digits, rows, columns, transpose)| Isomorph {
            digits,
            rows,
            columns,
            transpose,
        })
}

/// A consistent board in value encoding: a symmetric image of `GRID` with each cell kept
/// as a given with probability `keep` percent. It has at least one solution.
fn consistent_board() -> impl Strategy<Value = [u8; 81]> {
    (
        symmetry(),
        5u32..60,
        proptest::collection::vec(0u32..100, 81),
    )
        .prop_map(|(symmetry, keep, rolls)| {
            let grid = symmetry.apply(&values(GRID));
            std::array::from_fn(|cell| if rolls[cell] < keep { grid[cell] } else { 0 })
        })
}

/// Any board in value encoding: a consistent board, one with a few cells overwritten by
/// any byte (a conflict, a bad byte or no solution may follow), or a sparse random one.
fn any_board() -> impl Strategy<Value = [u8; 81]> {
    let edits = proptest::collection::vec((0usize..81, any::<u8>()), 1..4);
    let edited = (consistent_board(), edits).prop_map(|(mut board, edits)| {
        for (cell, byte) in edits {
            board[cell] = if byte < 200 { byte % 10 } else { byte };
        }
        board
    });
    let sparse_cell = prop_oneof![12 => Just(0u8), 1 => 1u8..=9];
    let sparse = proptest::collection::vec(sparse_cell, 81)
        .prop_map(|cells| <[u8; 81]>::try_from(cells).unwrap());
    prop_oneof![consistent_board(), edited, sparse]
}

/// The text encoding of a value board; a byte outside 0-9 maps to a byte that is invalid
/// in text too.
fn to_text(board: &[u8; 81]) -> [u8; 81] {
    board.map(|v| match v {
        0 => b'.',
        1..=9 => b'0' + v,
        _ => b'x',
    })
}

/// The 81 board bytes of a guarded buffer.
fn board_of(buf: &[u8; 82]) -> [u8; 81] {
    buf[..81].try_into().unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn symmetries_keep_the_count_and_map_solutions_to_solutions(
        board in consistent_board(),
        symmetry in symmetry(),
    ) {
        let image = symmetry.apply(&board);
        let (status, n) = count_values(&board, 3);
        prop_assert_eq!(status, SUDOKU_OK);
        prop_assert!(n >= 1);
        prop_assert_eq!(count_values(&image, 3), (SUDOKU_OK, n));
        let (status, solution) = solve_values(&board);
        let solution = board_of(&solution);
        prop_assert_eq!(status, SUDOKU_OK);
        prop_assert!(solves(&board, &solution));
        // the image of a solution solves the image of the board
        prop_assert!(solves(&image, &symmetry.apply(&solution)));
    }

    #[test]
    fn every_ok_is_a_valid_grid_keeping_the_givens(board in any_board()) {
        let (status, out) = solve_values(&board);
        if status == SUDOKU_OK {
            prop_assert!(solves(&board, &board_of(&out)));
        } else {
            prop_assert_eq!(board_of(&out), board);
        }
    }

    #[test]
    fn validate_agrees_with_the_errors_of_solving(board in any_board()) {
        let (validated, _) = validate_values(&board);
        let (solved, _) = solve_values(&board);
        if validated == SUDOKU_OK {
            prop_assert!(solved == SUDOKU_OK || solved == SUDOKU_NO_SOLUTION);
        } else {
            prop_assert_eq!(solved, validated);
        }
        let (counted, _) = count_values(&board, 2);
        prop_assert_eq!(counted == SUDOKU_OK, validated == SUDOKU_OK);
    }

    #[test]
    fn both_encodings_give_the_same_answers(board in any_board()) {
        let (by_values, solved_values) = solve_values(&board);
        let (by_text, solved_text) = solve_text(&to_text(&board));
        prop_assert_eq!(by_values, by_text);
        if by_values == SUDOKU_OK {
            prop_assert_eq!(to_text(&board_of(&solved_values)), board_of(&solved_text));
        }
        prop_assert_eq!(count_values(&board, 2), count_text(&to_text(&board), 2));
    }
}
