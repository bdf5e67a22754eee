//! Validating boards: what is wrong with a board, and where, without solving it.

use std::ffi::c_char;

use super::boundary::{CellsIn, Slot};
use super::problem::sudoku_problem;
use super::rules::{checked_rules, sudoku_rules};
use super::status::sudoku_status;
use crate::board::Encoding;
use crate::{Puzzle, Rules};

/// Checks a text-encoded board without solving it: every byte allowed, no digit given twice
/// in a row, column or box. Bad bytes are reported before repeated givens, each at the
/// lowest cell index where it occurs.
///
/// Returns `SUDOKU_OK`, `SUDOKU_ERR_INVALID_BYTE` or `SUDOKU_ERR_DUPLICATE_GIVEN`, and with
/// any of these writes the full report to `*problem` (its `status` equals the return value).
/// On `SUDOKU_ERR_NULL` or `SUDOKU_ERR_INTERNAL` nothing is written. The board is never
/// modified. It does not search: a board that passes may still have no solution.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// `board` must be NULL or valid for reading 81 bytes; `problem` must be NULL or valid for
/// writing one `sudoku_problem`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_validate(
    board: *const c_char,
    problem: *mut sudoku_problem,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, problem) = unsafe { (CellsIn::new(board.cast())?, Slot::new(problem)?) };
        Ok(validate_under(
            &board,
            Encoding::Text,
            &Rules::classic(),
            problem,
        ))
    })
}

/// `sudoku_validate` for a value-encoded board (`1`-`9` givens, `0` empty cells).
///
/// # Safety
/// `cells` must be NULL or valid for reading 81 bytes; `problem` must be NULL or valid for
/// writing one `sudoku_problem`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_validate_values(
    cells: *const u8,
    problem: *mut sudoku_problem,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, problem) = unsafe { (CellsIn::new(cells)?, Slot::new(problem)?) };
        Ok(validate_under(
            &board,
            Encoding::Values,
            &Rules::classic(),
            problem,
        ))
    })
}

/// `sudoku_validate` under `rules`: every byte allowed, and no given repeated where the
/// rules make two cells differ: a row, column, box or region, diagonal, window or cage, or
/// a knight's or king's move under the anti-chess rules. The lowest cell that repeats an
/// earlier given is reported, with the first of its units in that order that holds the
/// earlier given, and that unit's lowest such cell. Consecutive given neighbours under
/// non-consecutive, and givens that break a cage's sum, are not repeats: such a board
/// passes and has no solution, as `sudoku_solve_rules` finds.
///
/// Returns what `sudoku_validate` returns, and `SUDOKU_ERR_RULES` (nothing written) for
/// rules that `sudoku_rules_check` rejects. Under the classic rules, exactly
/// `sudoku_validate`.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// As for `sudoku_validate`; `rules` as for `sudoku_rules_check`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_validate_rules(
    board: *const c_char,
    rules: *const sudoku_rules,
    problem: *mut sudoku_problem,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, rules, problem) = unsafe {
            (
                CellsIn::new(board.cast())?,
                checked_rules(rules)?,
                Slot::new(problem)?,
            )
        };
        Ok(validate_under(&board, Encoding::Text, &rules, problem))
    })
}

/// `sudoku_validate_rules` for a value-encoded board.
///
/// # Safety
/// As for `sudoku_validate_values`; `rules` as for `sudoku_rules_check`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_validate_rules_values(
    cells: *const u8,
    rules: *const sudoku_rules,
    problem: *mut sudoku_problem,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, rules, problem) = unsafe {
            (
                CellsIn::new(cells)?,
                checked_rules(rules)?,
                Slot::new(problem)?,
            )
        };
        Ok(validate_under(&board, Encoding::Values, &rules, problem))
    })
}

/// Validates the caller's board under `rules` and writes the report.
fn validate_under(
    board: &CellsIn<u8>,
    encoding: Encoding,
    rules: &Rules,
    problem: Slot<sudoku_problem>,
) -> sudoku_status {
    let checked =
        Puzzle::read(&board.read(), encoding).and_then(|puzzle| crate::validate(&puzzle, rules));
    let report = checked.map_or_else(sudoku_problem::from, |()| sudoku_problem::VALID);
    problem.write(report);
    report.status
}
