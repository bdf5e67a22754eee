//! What is wrong with a board or a rule set, as the C ABI reports it: `sudoku_problem`,
//! the kind of unit it names (`sudoku_unit`) and the faults of a rule set
//! (`sudoku_rules_fault`).

use super::status::sudoku_status::{self, *};
use crate::{Bond, Error, Fault};

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
        // cells are numbered below 81: the casts are lossless
        match error {
            Error::InvalidByte { index, byte } => sudoku_problem {
                status: SUDOKU_ERR_INVALID_BYTE,
                cell: index as i32,
                value: i32::from(byte),
                ..sudoku_problem::VALID
            },
            Error::DuplicateGiven {
                first,
                second,
                digit,
                bond,
            } => {
                let (unit, unit_index) = unit_of(bond);
                sudoku_problem {
                    status: SUDOKU_ERR_DUPLICATE_GIVEN,
                    cell: second as i32,
                    other_cell: first as i32,
                    value: i32::from(digit),
                    unit,
                    unit_index,
                }
            }
            other => sudoku_problem {
                status: other.into(),
                ..sudoku_problem::VALID
            },
        }
    }
}

/// The kind of unit a bond is, and its index (-1 for a move).
fn unit_of(bond: Bond) -> (sudoku_unit, i32) {
    use sudoku_unit::*;
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
    // units are numbered below 82: the cast is lossless
    (unit, index.map_or(-1, |index| index as i32))
}

/// What is wrong with a `sudoku_rules`, in `sudoku_problem.value` when
/// `sudoku_rules_check` returns `SUDOKU_ERR_RULES`. The check reports the first fault in
/// this order, regions and cages in id order.
#[repr(i32)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum sudoku_rules_fault {
    /// `flags` has a bit that is no `SUDOKU_RULE_*` flag.
    SUDOKU_RULES_FAULT_FLAGS = 1,
    /// `cell` has a region id above 8.
    SUDOKU_RULES_FAULT_REGION_ID = 2,
    /// Region `unit_index` does not have nine cells.
    SUDOKU_RULES_FAULT_REGION_SIZE = 3,
    /// Region `unit_index` is not connected: `other_cell` cannot be reached from `cell`.
    SUDOKU_RULES_FAULT_REGION_SHAPE = 4,
    /// `cage_count` is above 81.
    SUDOKU_RULES_FAULT_CAGE_COUNT = 5,
    /// `cell` has a cage id above `cage_count`.
    SUDOKU_RULES_FAULT_CAGE_ID = 6,
    /// Cage `unit_index` has no cell.
    SUDOKU_RULES_FAULT_CAGE_EMPTY = 7,
    /// Cage `unit_index` has more than nine cells; `cell` is its first.
    SUDOKU_RULES_FAULT_CAGE_SIZE = 8,
    /// Cage `unit_index` is not connected: `other_cell` cannot be reached from `cell`.
    SUDOKU_RULES_FAULT_CAGE_SHAPE = 9,
    /// No distinct digits, as many as cage `unit_index` has cells, make its sum; `cell`
    /// is its first cell.
    SUDOKU_RULES_FAULT_CAGE_SUM = 10,
}

impl From<Fault> for sudoku_problem {
    fn from(fault: Fault) -> sudoku_problem {
        use sudoku_rules_fault::*;
        use sudoku_unit::{SUDOKU_UNIT_CAGE as CAGE, SUDOKU_UNIT_REGION as REGION};
        let none = sudoku_unit::SUDOKU_UNIT_NONE;
        // (fault, unit, unit index, cell, other cell); every index is below 82
        let (kind, unit, index, cell, other) = match fault {
            Fault::UnknownFlags { .. } => (SUDOKU_RULES_FAULT_FLAGS, none, None, None, None),
            Fault::RegionId { cell } => {
                (SUDOKU_RULES_FAULT_REGION_ID, none, None, Some(cell), None)
            }
            Fault::RegionSize { region, .. } => (
                SUDOKU_RULES_FAULT_REGION_SIZE,
                REGION,
                Some(region),
                None,
                None,
            ),
            Fault::RegionDisconnected {
                region,
                cell,
                other,
            } => (
                SUDOKU_RULES_FAULT_REGION_SHAPE,
                REGION,
                Some(region),
                Some(cell),
                Some(other),
            ),
            Fault::CageCount { .. } => (SUDOKU_RULES_FAULT_CAGE_COUNT, none, None, None, None),
            Fault::CageId { cell } => (SUDOKU_RULES_FAULT_CAGE_ID, none, None, Some(cell), None),
            Fault::CageEmpty { cage } => {
                (SUDOKU_RULES_FAULT_CAGE_EMPTY, CAGE, Some(cage), None, None)
            }
            Fault::CageSize { cage, first, .. } => (
                SUDOKU_RULES_FAULT_CAGE_SIZE,
                CAGE,
                Some(cage),
                Some(first),
                None,
            ),
            Fault::CageDisconnected { cage, cell, other } => (
                SUDOKU_RULES_FAULT_CAGE_SHAPE,
                CAGE,
                Some(cage),
                Some(cell),
                Some(other),
            ),
            Fault::CageSum { cage, first, .. } => (
                SUDOKU_RULES_FAULT_CAGE_SUM,
                CAGE,
                Some(cage),
                Some(first),
                None,
            ),
        };
        let index_of = |value: Option<usize>| value.map_or(-1, |value| value as i32);
        sudoku_problem {
            status: SUDOKU_ERR_RULES,
            cell: index_of(cell),
            other_cell: index_of(other),
            value: kind as i32,
            unit,
            unit_index: index_of(index),
        }
    }
}
