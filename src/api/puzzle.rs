//! [`Puzzle`] and [`Solution`]: boards as a program holds them, 81 cells row by row.

use std::fmt;
use std::str::FromStr;

use super::Error;
use crate::board::Encoding;
use crate::geometry::CELLS;
use crate::parse::decode;

/// A board to solve: 81 cells, row by row from the top left, each `0` (empty) or a given
/// digit `1..=9`. Whether two givens conflict depends on the rules, so every call checks
/// the givens under its [`crate::Rules`] ([`Error::DuplicateGiven`]).
///
/// It parses from the common 81-character line (`'1'..='9'` givens, `'.'` or `'0'` empty)
/// and displays as one, empty cells as `'.'`:
///
/// ```
/// let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// let puzzle: sudoku::Puzzle = line.parse()?;
/// assert_eq!(puzzle.cells()[0], 5);
/// assert_eq!(puzzle.to_string(), line);
/// # Ok::<(), sudoku::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    cells: [u8; CELLS],
}

impl Puzzle {
    /// The puzzle of `cells`: `0` for an empty cell, `1..=9` for a given; any other value
    /// is [`Error::InvalidByte`] at its index.
    ///
    /// ```
    /// let mut cells = [0u8; 81];
    /// cells[40] = 5;
    /// assert_eq!(sudoku::Puzzle::from_cells(cells)?.cells()[40], 5);
    /// cells[3] = 10;
    /// let error = sudoku::Puzzle::from_cells(cells).unwrap_err();
    /// assert_eq!(error, sudoku::Error::InvalidByte { index: 3, byte: 10 });
    /// # Ok::<(), sudoku::Error>(())
    /// ```
    pub fn from_cells(cells: [u8; CELLS]) -> Result<Puzzle, Error> {
        Puzzle::read(&cells, Encoding::Values)
    }

    /// The puzzle a caller's 81 bytes spell in `encoding`; [`Error::InvalidByte`] at the
    /// first byte the encoding does not allow.
    pub(crate) fn read(bytes: &[u8; CELLS], encoding: Encoding) -> Result<Puzzle, Error> {
        Ok(Puzzle {
            cells: decode(bytes, encoding)?,
        })
    }

    /// The cells: `0` for empty, `1..=9` for a given.
    ///
    /// ```
    /// let puzzle: sudoku::Puzzle = ".".repeat(81).parse()?;
    /// assert_eq!(puzzle.cells(), &[0u8; 81]);
    /// # Ok::<(), sudoku::Error>(())
    /// ```
    pub const fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The givens spelled in `encoding`, empty cells as `'.'` (text) or `0` (values).
    pub(crate) fn encode(&self, encoding: Encoding) -> [u8; CELLS] {
        self.cells.map(|cell| encoding.spell(cell))
    }
}

impl FromStr for Puzzle {
    type Err = Error;

    /// Reads an 81-character line. A character that is no digit, `'.'` or `'0'` is
    /// [`Error::InvalidByte`] (its byte and index, as `sudoku_solve` reports it); a line
    /// of another length is [`Error::Argument`].
    ///
    /// ```
    /// let bad = format!("{}x", ".".repeat(80)).parse::<sudoku::Puzzle>();
    /// assert_eq!(bad, Err(sudoku::Error::InvalidByte { index: 80, byte: b'x' }));
    /// assert!(matches!("123".parse::<sudoku::Puzzle>(), Err(sudoku::Error::Argument(_))));
    /// ```
    fn from_str(line: &str) -> Result<Puzzle, Error> {
        let bytes: &[u8; CELLS] = line
            .as_bytes()
            .try_into()
            .map_err(|_| Error::Argument("a puzzle line has 81 characters"))?;
        Puzzle::read(bytes, Encoding::Text)
    }
}

impl fmt::Display for Puzzle {
    /// The 81-character line, `'.'` for an empty cell.
    ///
    /// ```
    /// let puzzle = sudoku::Puzzle::from_cells([0; 81])?;
    /// assert_eq!(format!("{puzzle}"), ".".repeat(81));
    /// # Ok::<(), sudoku::Error>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_line(f, &self.encode(Encoding::Text))
    }
}

/// A solved grid: 81 digits `1..=9` that keep a puzzle's givens and obey the rules it was
/// solved under. Only this library makes one.
///
/// ```
/// let puzzle: sudoku::Puzzle =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// let solution = sudoku::solve(&puzzle, &sudoku::Rules::classic())?;
/// assert!(solution.to_string().starts_with("534678912"));
/// # Ok::<(), sudoku::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Solution {
    cells: [u8; CELLS],
}

impl Solution {
    /// Wraps a grid a solver of this crate has completed.
    pub(crate) const fn solved(cells: [u8; CELLS]) -> Solution {
        Solution { cells }
    }

    /// The digits `1..=9` of every cell.
    ///
    /// ```
    /// let puzzle: sudoku::Puzzle = ".".repeat(81).parse()?;
    /// let solution = sudoku::solve(&puzzle, &sudoku::Rules::classic())?;
    /// assert!(solution.cells().iter().all(|&digit| (1..=9).contains(&digit)));
    /// # Ok::<(), sudoku::Error>(())
    /// ```
    pub const fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The grid spelled in `encoding`.
    pub(crate) fn encode(&self, encoding: Encoding) -> [u8; CELLS] {
        self.cells.map(|digit| encoding.encode(digit))
    }
}

impl fmt::Display for Solution {
    /// The 81-digit line.
    ///
    /// ```
    /// let puzzle: sudoku::Puzzle = ".".repeat(81).parse()?;
    /// let line = sudoku::solve(&puzzle, &sudoku::Rules::classic())?.to_string();
    /// assert_eq!(line.len(), 81);
    /// # Ok::<(), sudoku::Error>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_line(f, &self.encode(Encoding::Text))
    }
}

impl From<Solution> for Puzzle {
    /// The solved grid as a puzzle whose every cell is given.
    ///
    /// ```
    /// let empty: sudoku::Puzzle = ".".repeat(81).parse()?;
    /// let full = sudoku::Puzzle::from(sudoku::solve(&empty, &sudoku::Rules::classic())?);
    /// assert_eq!(sudoku::count(&full, &sudoku::Rules::classic(), 2)?, 1);
    /// # Ok::<(), sudoku::Error>(())
    /// ```
    fn from(solution: Solution) -> Puzzle {
        Puzzle {
            cells: solution.cells,
        }
    }
}

/// Writes a board spelled as text: 81 ASCII bytes.
fn write_line(f: &mut fmt::Formatter<'_>, text: &[u8; CELLS]) -> fmt::Result {
    f.write_str(std::str::from_utf8(text).expect("text spelling is ASCII"))
}
