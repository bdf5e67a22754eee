//! Validating boards: what is wrong with a board, and where, without solving it.

use std::ffi::c_char;

use super::boundary::{CellsIn, Slot};
use super::rules::{checked_rules, sudoku_rules};
use super::status::sudoku_status::{self, *};
use crate::board::Encoding;
use crate::{Bond, Error, Puzzle, Rules};

/// The kind of unit a problem is in, in `sudoku_problem`: where a given repeats, or which
/// part of a `sudoku_rules` is at fault.
#[repr(i32)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum sudoku_unit {
    /// No unit: the problem is not a repeated given (or there is no problem).
    SUDOKU_UNIT_NONE = 0,
    /// A row (`unit_index` 0 is the top row).
    SUDOKU_UNIT_ROW = 1,
    /// A column (`unit_index` 0 is the left column).
    SUDOKU_UNIT_COLUMN = 2,
    /// A 3x3 box (`unit_index` 0 is top left, 2 top right, 8 bottom right).
    SUDOKU_UNIT_BOX = 3,
    /// A region of a `sudoku_rules` (`unit_index` is its id, 0-8).
    SUDOKU_UNIT_REGION = 4,
    /// A cage of a `sudoku_rules` (`unit_index` is its id, from 1).
    SUDOKU_UNIT_CAGE = 5,
    /// A diagonal under `SUDOKU_RULE_DIAGONALS` (`unit_index` 0 is the main diagonal, top
    /// left to bottom right; 1 the anti-diagonal).
    SUDOKU_UNIT_DIAGONAL = 6,
    /// A window under `SUDOKU_RULE_WINDOKU` (`unit_index` 0-3 in reading order).
    SUDOKU_UNIT_WINDOW = 7,
    /// A knight's move under `SUDOKU_RULE_ANTI_KNIGHT` (`unit_index` -1).
    SUDOKU_UNIT_KNIGHT_MOVE = 8,
    /// A king's move under `SUDOKU_RULE_ANTI_KING` (`unit_index` -1).
    SUDOKU_UNIT_KING_MOVE = 9,
}

/// What `sudoku_validate` found wrong with a board, or `sudoku_rules_check` with a rule
/// set, and where. Cell indexes are `row * 9 + column`; a field that does not apply is -1
/// (or `SUDOKU_UNIT_NONE`).
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct sudoku_problem {
    /// `SUDOKU_OK`, `SUDOKU_ERR_INVALID_BYTE`, `SUDOKU_ERR_DUPLICATE_GIVEN` or
    /// `SUDOKU_ERR_RULES`: the same status the call returned.
    pub status: sudoku_status,
    /// The offending cell: the index of the lowest bad byte, or the later of two cells that
    /// repeat a given (the lowest such index on the board); for rules, the cell at fault
    /// (see `sudoku_rules_fault`). -1 when the board is valid.
    pub cell: i32,
    /// For a repeated given, the earlier cell that holds the same digit in the same unit;
    /// for a region or cage that is not connected, its first cell not reached from `cell`;
    /// otherwise -1.
    pub other_cell: i32,
    /// For a repeated given, the digit (1-9); for a bad byte, the byte's value (0-255); for
    /// rules, the `sudoku_rules_fault`; otherwise -1.
    pub value: i32,
    /// For a repeated given, the kind of unit the two cells share (a row is reported before a
    /// column, a column before a box; under rules, then a region, a diagonal, a window, a
    /// cage, a knight's move and a king's move); for a rule set's fault, `SUDOKU_UNIT_REGION` or `SUDOKU_UNIT_CAGE`
    /// when a region or a cage is at fault; otherwise `SUDOKU_UNIT_NONE`.
    pub unit: sudoku_unit,
    /// For a repeated given, which row, column or box (0-8), region, diagonal, window or
    /// cage (see `sudoku_unit`); for a rule set's fault, the region (0-8) or cage (from 1)
    /// at fault; otherwise -1.
    pub unit_index: i32,
}

impl sudoku_problem {
    pub(super) const VALID: sudoku_problem = sudoku_problem {
        status: SUDOKU_OK,
        cell: -1,
        other_cell: -1,
        value: -1,
        unit: sudoku_unit::SUDOKU_UNIT_NONE,
        unit_index: -1,
    };
}

impl From<Error> for sudoku_problem {
    /// The report of a board's check: a bad byte or a repeated given, where and what; for
    /// any other error its status alone.
    fn from(error: Error) -> sudoku_problem {
        use sudoku_unit::*;
        let repeat = |first: usize, second: usize, digit: u8, bond: Bond| {
            let (unit, index) = match bond {
                Bond::Row(index) => (SUDOKU_UNIT_ROW, Some(index)),
                Bond::Column(index) => (SUDOKU_UNIT_COLUMN, Some(index)),
                Bond::Box(index) => (SUDOKU_UNIT_BOX, Some(index)),
                Bond::Region(index) => (SUDOKU_UNIT_REGION, Some(index)),
                Bond::Diagonal(index) => (SUDOKU_UNIT_DIAGONAL, Some(index)),
                Bond::Window(index) => (SUDOKU_UNIT_WINDOW, Some(index)),
                Bond::Cage(id) => (SUDOKU_UNIT_CAGE, Some(id)),
                Bond::KnightMove => (SUDOKU_UNIT_KNIGHT_MOVE, None),
                Bond::KingMove => (SUDOKU_UNIT_KING_MOVE, None),
            };
            // cells and units are numbered below 82: the casts are lossless
            sudoku_problem {
                status: SUDOKU_ERR_DUPLICATE_GIVEN,
                cell: second as i32,
                other_cell: first as i32,
                value: i32::from(digit),
                unit,
                unit_index: index.map_or(-1, |index| index as i32),
            }
        };
        match error {
            Error::InvalidByte { index, byte } => sudoku_problem {
                status: SUDOKU_ERR_INVALID_BYTE,
                // below 81: lossless
                cell: index as i32,
                value: i32::from(byte),
                ..sudoku_problem::VALID
            },
            Error::DuplicateGiven {
                first,
                second,
                digit,
                bond,
            } => repeat(first, second, digit, bond),
            other => sudoku_problem {
                status: other.into(),
                ..sudoku_problem::VALID
            },
        }
    }
}

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
