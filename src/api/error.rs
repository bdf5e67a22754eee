//! [`Error`]: every way a call of the API can fail, one variant per C status.

use std::fmt;

use crate::geometry::Bond;
use crate::logic::Refusal;
use crate::problem::Problem;
use crate::rules::Fault;

/// Why a call gave no answer. Each variant is one C status (`sudoku_status`), and
/// [`Error::code`] is its value, so a program that uses both sides sees the same outcome.
///
/// ```
/// let puzzle: sudoku::Puzzle = format!("11{}", ".".repeat(79)).parse()?;
/// let error = sudoku::solve(&puzzle, &sudoku::Rules::classic()).unwrap_err();
/// let bond = sudoku::Bond::Row(0);
/// assert_eq!(error, sudoku::Error::DuplicateGiven { first: 0, second: 1, digit: 1, bond });
/// assert_eq!(error.code(), -3); // SUDOKU_ERR_DUPLICATE_GIVEN
/// # Ok::<(), sudoku::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// The givens obey the rules but leave no solution (`SUDOKU_NO_SOLUTION`).
    NoSolution,
    /// More than one solution where one was required (`SUDOKU_MULTIPLE_SOLUTIONS`).
    MultipleSolutions,
    /// The search or the walk by techniques spent its limit ([`crate::Limits`]) first
    /// (`SUDOKU_LIMIT_REACHED`); for generation, no try made a puzzle.
    LimitReached,
    /// The board is full: there is no next step (`SUDOKU_SOLVED`).
    Solved,
    /// A required pointer was NULL (`SUDOKU_ERR_NULL`): only the C ABI reports it.
    Null,
    /// The character or byte at `index` does not spell a digit or an empty cell
    /// (`SUDOKU_ERR_INVALID_BYTE`).
    InvalidByte { index: usize, byte: u8 },
    /// Cells `first` and `second` (`first < second`, cells numbered `0..81` row by row)
    /// both hold `digit` though `bond` ties them: a house, a cage or a move
    /// (`SUDOKU_ERR_DUPLICATE_GIVEN`). `second` is the lowest such cell, `bond` the first
    /// of its ties to an earlier cell holding `digit` (rows, columns, boxes or regions,
    /// diagonals, windows, cages, moves), and `first` the lowest cell it ties.
    DuplicateGiven {
        first: usize,
        second: usize,
        digit: u8,
        bond: Bond,
    },
    /// An argument is out of its range; the text says which (`SUDOKU_ERR_ARGUMENT`).
    Argument(&'static str),
    /// A bug in this library was caught (`SUDOKU_ERR_INTERNAL`).
    Internal,
    /// The pencil marks rule out the solution's digit in some cell (`SUDOKU_ERR_CANDIDATES`).
    Candidates,
    /// The rules are not a rule set (`SUDOKU_ERR_RULES`).
    Rules(Fault),
}

impl Error {
    /// The value of the C status this error is.
    ///
    /// ```
    /// assert_eq!(sudoku::Error::NoSolution.code(), 1);
    /// assert_eq!(sudoku::Error::Argument("limit").code(), -4);
    /// ```
    pub const fn code(&self) -> i32 {
        match self {
            Error::NoSolution => 1,
            Error::MultipleSolutions => 2,
            Error::LimitReached => 3,
            Error::Solved => 4,
            Error::Null => -1,
            Error::InvalidByte { .. } => -2,
            Error::DuplicateGiven { .. } => -3,
            Error::Argument(_) => -4,
            Error::Internal => -5,
            Error::Candidates => -6,
            Error::Rules(_) => -7,
        }
    }
}

impl fmt::Display for Error {
    /// A short English sentence, with the details the variant carries.
    ///
    /// ```
    /// let error = sudoku::Error::InvalidByte { index: 4, byte: b'x' };
    /// assert_eq!(error.to_string(), "invalid byte 0x78 at index 4");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NoSolution => f.write_str("the board has no solution"),
            Error::MultipleSolutions => f.write_str("the board has more than one solution"),
            Error::LimitReached => f.write_str("the search reached its effort limit"),
            Error::Solved => f.write_str("the board is already complete"),
            Error::Null => f.write_str("a required pointer was NULL"),
            Error::InvalidByte { index, byte } => {
                write!(f, "invalid byte 0x{byte:02x} at index {index}")
            }
            Error::DuplicateGiven {
                first,
                second,
                digit,
                bond,
            } => write!(
                f,
                "digit {digit} is given twice in {bond} (cells {first} and {second})"
            ),
            Error::Argument(what) => write!(f, "argument out of range: {what}"),
            Error::Internal => f.write_str("internal error in libsudoku (a bug; please report it)"),
            Error::Candidates => f.write_str("the candidates rule out the solution in some cell"),
            Error::Rules(fault) => write!(f, "the rules are not a rule set: {fault:?}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<Fault> for Error {
    /// A faulty rule set, so that `Rules::new(..)?` works in a function returning
    /// [`Error`].
    ///
    /// ```
    /// let error = sudoku::Rules::new(1 << 20, None, None).map_err(sudoku::Error::from);
    /// assert_eq!(error.unwrap_err().code(), -7);
    /// ```
    fn from(fault: Fault) -> Error {
        Error::Rules(fault)
    }
}

impl From<Problem> for Error {
    fn from(problem: Problem) -> Error {
        match problem {
            Problem::InvalidByte { index, byte } => Error::InvalidByte { index, byte },
            Problem::DuplicateGiven {
                first,
                second,
                digit,
                bond,
            } => Error::DuplicateGiven {
                first,
                second,
                digit,
                bond,
            },
        }
    }
}

impl From<Refusal> for Error {
    fn from(refusal: Refusal) -> Error {
        match refusal {
            Refusal::NoSolution => Error::NoSolution,
            Refusal::MultipleSolutions => Error::MultipleSolutions,
            Refusal::Solved => Error::Solved,
            Refusal::WrongMarks => Error::Candidates,
            Refusal::LimitReached => Error::LimitReached,
            Refusal::LostGiven => Error::Argument("the board lost a given of the puzzle"),
        }
    }
}
