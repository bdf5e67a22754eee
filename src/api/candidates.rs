//! Candidates: the digits each cell may still hold, plainly or after the techniques'
//! eliminations.

use super::{Board, Error, Limits, Puzzle};
use crate::geometry::CELLS;
use crate::logic::{self, Grid};
use crate::rules::{self, Rules};

/// The candidates of each cell of `puzzle` under `rules`: bit `d - 1` for digit `d`. An
/// empty cell has the digits none of its peers hold (under rules, those the givens leave
/// directly, a cage's possible digits among them); a given has its own digit alone.
///
/// ```
/// let puzzle: sudoku::Puzzle =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// let marks = sudoku::candidates(&puzzle, &sudoku::Rules::classic())?;
/// assert_eq!(marks[0], 1 << 4); // the given 5
/// assert_eq!(marks[2], 1 << 0 | 1 << 1 | 1 << 3); // 1, 2 or 4
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn candidates(puzzle: &Puzzle, rules: &Rules) -> Result<[u16; CELLS], Error> {
    Board::with(puzzle, rules, |board| match board {
        Board::Classic(puzzle, _) => Ok(Grid::new(&puzzle).marks()),
        Board::Rules(layout, cells) => Ok(rules::candidates(layout, &cells)),
    })
}

/// The candidates of `puzzle` (one solution under the classic rules) after every
/// elimination the techniques up to expert find, placing no digit; the search for the
/// solution runs within `limits`.
///
/// ```
/// let puzzle: sudoku::Puzzle =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// let plain = sudoku::candidates(&puzzle, &sudoku::Rules::classic())?;
/// let reduced = sudoku::candidates_reduced(&puzzle, Default::default())?;
/// assert!((0..81).all(|cell| reduced[cell] & !plain[cell] == 0));
/// assert!(reduced != plain);
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn candidates_reduced(puzzle: &Puzzle, limits: Limits) -> Result<[u16; CELLS], Error> {
    let puzzle = Board::classic(puzzle)?;
    Ok(logic::reduced_marks(&puzzle, limits.classic())?)
}
