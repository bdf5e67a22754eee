//! What can be wrong with a board: the reasons `Puzzle::parse` rejects caller bytes.

use std::fmt;

use crate::geometry::Bond;

/// Why a board is not a puzzle. Bad bytes are reported before repeated givens, and each
/// at the lowest index where it occurs, so the report for a board is deterministic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Problem {
    /// The byte at `index` (`0..81`) is not allowed in the board's encoding.
    InvalidByte { index: usize, byte: u8 },
    /// The given `digit` appears at `first` and again at `second` (`first < second`), two
    /// cells of the house `bond` names (a row, column or box). `second` is the lowest cell
    /// index that repeats an earlier given; when it repeats givens in several houses, the
    /// row is reported before the column and the column before the box.
    DuplicateGiven {
        first: usize,
        second: usize,
        digit: u8,
        bond: Bond,
    },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Problem::InvalidByte { index, byte } => {
                write!(f, "invalid byte 0x{byte:02x} at index {index}")
            }
            Problem::DuplicateGiven {
                first,
                second,
                digit,
                bond,
            } => write!(
                f,
                "digit {digit} is given twice in {bond} (cells {first} and {second})"
            ),
        }
    }
}

impl std::error::Error for Problem {}
