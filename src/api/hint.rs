//! [`Hint`]: the simplest next step of a puzzle, as a program reads it.

use std::fmt;

use super::{Board, Error, Limits, Puzzle};
use crate::geometry::digits::{digits, ALL_DIGITS};
use crate::geometry::segments::CLASSIC_SEGMENTS;
use crate::geometry::Layout;
use crate::geometry::CELLS;
use crate::logic::describe::{describe, Text};
use crate::logic::{self, Refusal, Step, Technique};
use crate::rules::logic::{describe_under, hint_under};
use crate::rules::Rules;

/// The simplest next step for a puzzle: the technique, the cells of its pattern, what it
/// places and what it removes, and a sentence that says why (the text
/// `sudoku_hint_describe` gives). Cells are numbered `0..81`, row by row. Nothing in it
/// is allocated.
///
/// ```
/// let puzzle: sudoku::Puzzle =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// let solution = sudoku::solve(&puzzle, &sudoku::Rules::classic())?;
/// let hint = sudoku::hint(&puzzle, &sudoku::Rules::classic())?;
/// for (cell, digit) in hint.placements() {
///     assert_eq!(solution.cells()[cell], digit);
/// }
/// assert!(hint.text().contains(hint.technique().name()));
/// # Ok::<(), sudoku::Error>(())
/// ```
#[derive(Clone)]
pub struct Hint {
    step: Step,
    text: Text,
}

impl Hint {
    /// The hint of `step`, a step on the classic grid (`layout` `None`) or under the rules
    /// of `layout`, with its text.
    fn new(step: Step, layout: Option<&Layout>) -> Hint {
        let text = text_of(&step, layout);
        Hint { step, text }
    }

    /// The technique; [`Technique::SolutionDigit`] when none applies and the step gives
    /// the empty cell with the fewest candidates its digit from the solution.
    ///
    /// ```
    /// let puzzle: sudoku::Puzzle =
    ///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
    /// let hint = sudoku::hint(&puzzle, &sudoku::Rules::classic())?;
    /// assert_eq!(hint.technique().level(), sudoku::Level::Easy);
    /// # Ok::<(), sudoku::Error>(())
    /// ```
    pub fn technique(&self) -> Technique {
        self.step.technique
    }

    /// The cells whose candidates make the pattern, in increasing order.
    ///
    /// ```
    /// let puzzle: sudoku::Puzzle =
    ///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
    /// let hint = sudoku::hint(&puzzle, &sudoku::Rules::classic())?;
    /// assert!(hint.cells().all(|cell| cell < 81));
    /// assert!(hint.cells().count() > 0);
    /// # Ok::<(), sudoku::Error>(())
    /// ```
    pub fn cells(&self) -> impl Iterator<Item = usize> + '_ {
        (0..CELLS).filter(|&cell| self.step.pattern[cell] != 0)
    }

    /// The digits placed: (cell, digit), by cell.
    ///
    /// ```
    /// let puzzle: sudoku::Puzzle =
    ///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
    /// let hint = sudoku::hint(&puzzle, &sudoku::Rules::classic())?;
    /// assert_eq!(hint.placements().count(), 1);
    /// # Ok::<(), sudoku::Error>(())
    /// ```
    pub fn placements(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        let placed = self.step.placements.iter().enumerate();
        placed
            .filter(|&(_, &digit)| digit != 0)
            .map(|(cell, &digit)| (cell, digit))
    }

    /// The candidates removed: (cell, digit), by cell then digit.
    ///
    /// ```
    /// let puzzle: sudoku::Puzzle =
    ///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
    /// let hint = sudoku::hint(&puzzle, &sudoku::Rules::classic())?;
    /// assert_eq!(hint.eliminations().count(), 0); // a single places, removes nothing
    /// # Ok::<(), sudoku::Error>(())
    /// ```
    pub fn eliminations(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        let removed = self.step.eliminations.iter().enumerate();
        removed.flat_map(|(cell, &mask)| digits(mask).map(move |digit| (cell, digit)))
    }

    /// One sentence that explains the step.
    ///
    /// ```
    /// let puzzle: sudoku::Puzzle =
    ///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
    /// let hint = sudoku::hint(&puzzle, &sudoku::Rules::classic())?;
    /// assert_eq!(hint.text(), "Naked single: r5c5 can only be 5");
    /// # Ok::<(), sudoku::Error>(())
    /// ```
    pub fn text(&self) -> &str {
        self.text.as_str()
    }
}

impl fmt::Debug for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Hint")
            .field("technique", &self.technique())
            .field("text", &self.text())
            .finish_non_exhaustive()
    }
}

impl PartialEq for Hint {
    /// Two hints are equal when their steps are: the text follows from the step.
    fn eq(&self, other: &Hint) -> bool {
        self.step == other.step
    }
}

impl Eq for Hint {}

/// Where a player is, beside the digits on the board: the puzzle the game started from
/// (so that the digits placed since count as placed, which avoidable rectangles need) and
/// the pencil marks (bit `d - 1` for digit `d`, per cell), each when known.
///
/// ```
/// let play = sudoku::Play::default();
/// assert!(play.givens.is_none() && play.marks.is_none());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Play<'a> {
    /// The puzzle the board was played from; it must have one solution, and the board
    /// keep its every given.
    pub givens: Option<&'a Puzzle>,
    /// The player's candidates: their eliminations count as done (the digits a cell's
    /// peers hold and the marks of filled cells are ignored).
    pub marks: Option<&'a [u16; CELLS]>,
}

/// The simplest next step for `puzzle` under `rules` (every digit on it counts as given):
/// the first technique, in the order players learn them (docs/GAME.md), that applies.
/// The puzzle must have one solution; [`Error::Solved`] when it is full.
///
/// ```
/// let puzzle: sudoku::Puzzle =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// let hint = sudoku::hint(&puzzle, &sudoku::Rules::classic())?;
/// assert_eq!(hint.placements().count(), 1); // a single: one digit placed
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn hint(puzzle: &Puzzle, rules: &Rules) -> Result<Hint, Error> {
    hint_with(puzzle, rules, Limits::default())
}

/// [`hint`] within `limits`: under rules they bound the search for the solution and the
/// techniques tried together.
///
/// ```
/// let full = sudoku::Puzzle::from(sudoku::solve(&".".repeat(81).parse()?, &sudoku::Rules::classic())?);
/// let hinted = sudoku::hint_with(&full, &sudoku::Rules::classic(), sudoku::Limits::UNLIMITED);
/// assert_eq!(hinted, Err(sudoku::Error::Solved));
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn hint_with(puzzle: &Puzzle, rules: &Rules, limits: Limits) -> Result<Hint, Error> {
    hint_in_play(puzzle, Play::default(), rules, limits)
}

/// [`hint_with`] for a game in play: `board` holds the digits on it, and `play` what else
/// is known. With givens, the search for the solution runs on them, and a digit of
/// `board` that is not the solution's is [`Error::NoSolution`]; a board that lost a given
/// is [`Error::Argument`]. Marks that rule out the solution's digit in a cell are
/// [`Error::Candidates`], and a mask above `0x1ff` is [`Error::Argument`].
///
/// ```
/// let givens: sudoku::Puzzle =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// let mut marks = [0x1ffu16; 81];
/// let solution = sudoku::solve(&givens, &sudoku::Rules::classic())?;
/// marks[2] = 1 << (solution.cells()[2] - 1); // the player has cell 2 down to one mark
/// let play = sudoku::Play { givens: Some(&givens), marks: Some(&marks) };
/// let hint = sudoku::hint_in_play(&givens, play, &sudoku::Rules::classic(), Default::default())?;
/// assert!(hint.placements().all(|(cell, digit)| solution.cells()[cell] == digit));
/// marks[2] = 0;
/// let play = sudoku::Play { givens: Some(&givens), marks: Some(&marks) };
/// let wrong = sudoku::hint_in_play(&givens, play, &sudoku::Rules::classic(), Default::default());
/// assert_eq!(wrong, Err(sudoku::Error::Candidates));
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn hint_in_play(
    board: &Puzzle,
    play: Play<'_>,
    rules: &Rules,
    limits: Limits,
) -> Result<Hint, Error> {
    next_step(board, play, (rules, limits), Hint::new)
}

/// The step [`hint_in_play`] finds, without its text: what the C ABI writes.
pub(crate) fn hint_step(
    board: &Puzzle,
    play: Play<'_>,
    rules: &Rules,
    limits: Limits,
) -> Result<Step, Error> {
    next_step(board, play, (rules, limits), |step, _| step)
}

/// The work of [`hint_in_play`]: the step, handed to `finish` with the layout of the
/// rules (`None` for the classic ones).
fn next_step<T>(
    board: &Puzzle,
    play: Play<'_>,
    (rules, limits): (&Rules, Limits),
    finish: impl FnOnce(Step, Option<&Layout>) -> T,
) -> Result<T, Error> {
    Board::with(board, rules, |board| match board {
        Board::Classic(board, _) => {
            let givens = play.givens.map(Board::classic).transpose()?;
            marks_in_range(play.marks)?;
            let step = logic::hint(&board, givens.as_ref(), play.marks, limits.classic())?;
            Ok(finish(step, None))
        }
        Board::Rules(layout, cells) => {
            let givens = play
                .givens
                .map(|givens| Board::under(layout, givens))
                .transpose()?;
            marks_in_range(play.marks)?;
            if let Some(givens) = givens {
                let given = givens.cells();
                if (0..CELLS).any(|cell| given[cell] != 0 && given[cell] != cells[cell]) {
                    return Err(Refusal::LostGiven.into());
                }
                if cells.iter().all(|&digit| digit != 0) {
                    return Err(Error::Solved);
                }
                super::unique_under(layout, given, limits)?;
            }
            let step = hint_under(layout, &cells, play.marks, limits.under_rules())?;
            Ok(finish(step, Some(layout)))
        }
    })
}

/// [`Error::Argument`] for pencil marks with a bit above digit 9.
fn marks_in_range(marks: Option<&[u16; CELLS]>) -> Result<(), Error> {
    match marks.is_some_and(|marks| marks.iter().any(|&mask| mask > 0x1ff)) {
        true => Err(Error::Argument("a pencil mark has a bit above digit 9")),
        false => Ok(()),
    }
}

/// The text of `step`, a hint handed back by a caller (the C ABI's `sudoku_step`), under
/// `rules`: [`Error::Argument`] when a field is out of range for them (a house beyond the
/// rules' houses, a mask or placement above digit 9, a chain digit outside `1..=9`, or a
/// group node in another technique than a grouped chain or beyond the rules' segments).
pub(crate) fn describe_step(step: &Step, rules: &Rules) -> Result<Text, Error> {
    let layout = (!rules.is_classic()).then(|| Layout::new(rules));
    let (house_bits, segments) = match &layout {
        None => (27, &CLASSIC_SEGMENTS),
        Some(layout) => (31, layout.segments()),
    };
    let grouped = matches!(
        step.technique,
        Technique::GroupedAic | Technique::GroupedContinuousNiceLoop
    );
    let nodes = CELLS + if grouped { segments.count() } else { 0 };
    let chain = &step.chain[..usize::from(step.chain_length)];
    let in_range = step.digits <= ALL_DIGITS
        && step.houses < 1 << house_bits
        && (step.pattern.iter().chain(&step.eliminations)).all(|&mask| mask <= ALL_DIGITS)
        && step.placements.iter().all(|&digit| digit <= 9)
        && (chain.iter())
            .all(|&(node, digit)| usize::from(node) < nodes && (1..=9).contains(&digit));
    if !in_range {
        return Err(Error::Argument("a field of the hint is out of range"));
    }
    Ok(text_of(step, layout.as_ref()))
}

/// The sentence that explains `step`, a step on the classic grid (`layout` `None`) or
/// under the rules of `layout`, which name their regions, diagonals, windows and cages.
fn text_of(step: &Step, layout: Option<&Layout>) -> Text {
    Text::written(|text| match layout {
        None => describe(step, text),
        Some(layout) => describe_under(step, layout, text),
    })
}
