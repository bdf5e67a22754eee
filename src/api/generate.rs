//! [`generate`]: seeded puzzles under any rules, at the levels asked for.

use super::{Error, Puzzle, Rules, Solution};
use crate::generator::jigsaw::generate_jigsaw as jigsaw_under;
use crate::generator::killer::generate_killer as killer_under;
use crate::generator::symmetry::Symmetry;
use crate::generator::variant::{generate_under, VariantOptions};
use crate::generator::{self, generate_solved as solved_grid, Options};
use crate::logic::{Level, Levels};

/// What [`generate`] makes. The default is any level, no symmetry, minimal, and the
/// default number of tries.
///
/// ```
/// let options = sudoku::Generate { level: Some(sudoku::Level::Hard), ..Default::default() };
/// assert!(options.minimal);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Generate {
    /// The lowest level the puzzle may rate at; `None` for no lowest level.
    pub level: Option<Level>,
    /// The highest level, not below `level`; `None` for `level` itself (every level when
    /// `level` is `None` too).
    pub max_level: Option<Level>,
    /// The symmetry of the pattern of givens.
    pub symmetry: Symmetry,
    /// Whether every given (every orbit of givens under the symmetry) is needed for the
    /// solution to stay unique.
    pub minimal: bool,
    /// The most tries (a solved grid, dug and rated) before [`Error::LimitReached`];
    /// `None` for [`Generate::DEFAULT_TRIES`], or [`Generate::DEFAULT_TRIES_UNDER_RULES`]
    /// under variant rules, whose tries cost more.
    pub max_tries: Option<u32>,
}

impl Generate {
    /// The tries a classic generation makes by default.
    pub const DEFAULT_TRIES: u32 = 1000;
    /// The tries a generation under variant rules makes by default.
    pub const DEFAULT_TRIES_UNDER_RULES: u32 = 8;

    /// The range of levels asked for, if any; [`Error::Argument`] when `max_level` is
    /// below `level`.
    pub(crate) fn levels(&self) -> Result<Option<Levels>, Error> {
        match (self.level, self.max_level) {
            (None, None) => Ok(None),
            (Some(level), None) => Ok(Some(Levels::exactly(level))),
            (lowest, Some(highest)) => Levels::between(lowest.unwrap_or(Level::Beginner), highest)
                .map(Some)
                .ok_or(Error::Argument("max_level is below level")),
        }
    }

    /// The options of a generation under rules.
    fn under_rules(&self) -> Result<VariantOptions, Error> {
        Ok(VariantOptions {
            symmetry: self.symmetry,
            minimal: self.minimal,
            levels: self.levels()?,
            max_tries: self
                .max_tries
                .unwrap_or(Generate::DEFAULT_TRIES_UNDER_RULES),
        })
    }
}

impl Default for Generate {
    fn default() -> Generate {
        Generate {
            level: None,
            max_level: None,
            symmetry: Symmetry::None,
            minimal: true,
            max_tries: None,
        }
    }
}

/// A puzzle with exactly one solution under `rules`, for `seed`: the same seed, rules and
/// options give the same puzzle on every platform. [`Error::LimitReached`] when no try
/// reaches the levels asked for.
///
/// ```
/// let rules = sudoku::Rules::classic();
/// let options = sudoku::Generate { level: Some(sudoku::Level::Hard), ..Default::default() };
/// let puzzle = sudoku::generate(42, &rules, &options)?;
/// assert_eq!(sudoku::count(&puzzle, &rules, 2)?, 1);
/// assert_eq!(sudoku::rate(&puzzle, &rules)?.level, sudoku::Level::Hard);
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn generate(seed: u64, rules: &Rules, options: &Generate) -> Result<Puzzle, Error> {
    let levels = options.levels()?;
    let made = if rules.is_classic() {
        let options = Options {
            levels,
            symmetry: options.symmetry,
            minimal: options.minimal,
            max_tries: options.max_tries.unwrap_or(Generate::DEFAULT_TRIES),
        };
        generator::generate(seed, &options).map(|puzzle| *puzzle.cells())
    } else {
        generate_under(rules, seed, &options.under_rules()?)
    };
    made.map_or(Err(Error::LimitReached), Puzzle::from_cells)
}

/// A jigsaw puzzle for `seed`: `base`'s flags and cages with regions of its own drawn in
/// place of `base`'s, and a puzzle with one solution under them, generated as under any
/// rules ([`Generate::DEFAULT_TRIES_UNDER_RULES`] tries by default). Returns the rules
/// with the new regions and the puzzle; [`Error::LimitReached`] when no layout of twenty
/// admits a grid, or no try reaches the levels.
///
/// ```
/// let (rules, puzzle) = sudoku::generate_jigsaw(7, &sudoku::Rules::classic(), &Default::default())?;
/// assert!(!rules.has_boxes());
/// assert_eq!(sudoku::count(&puzzle, &rules, 2)?, 1);
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn generate_jigsaw(
    seed: u64,
    base: &Rules,
    options: &Generate,
) -> Result<(Rules, Puzzle), Error> {
    let made = jigsaw_under(base, seed, &options.under_rules()?).ok_or(Error::LimitReached)?;
    Ok((made.rules, Puzzle::from_cells(made.puzzle)?))
}

/// A killer puzzle for `seed`: `base`'s flags and regions with cages of its own in place
/// of `base`'s, unique under them; with no given unless `givens`, else dug for givens as
/// [`generate`] digs. Returns the rules with the cages ([`Rules::cages`], [`Rules::sums`])
/// and the puzzle; [`Error::LimitReached`] when the search finds no grid under `base` or
/// no try reaches the levels.
///
/// ```
/// let (rules, puzzle) = sudoku::generate_killer(3, &sudoku::Rules::classic(), &Default::default(), false)?;
/// assert!(puzzle.cells().iter().all(|&cell| cell == 0));
/// assert!(!rules.sums().is_empty());
/// assert_eq!(sudoku::count(&puzzle, &rules, 2)?, 1);
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn generate_killer(
    seed: u64,
    base: &Rules,
    options: &Generate,
    givens: bool,
) -> Result<(Rules, Puzzle), Error> {
    let made =
        killer_under(base, seed, &options.under_rules()?, givens).ok_or(Error::LimitReached)?;
    Ok((made.rules, Puzzle::from_cells(made.puzzle)?))
}

/// The solved grid for `seed` under the classic rules: the same on every platform.
///
/// ```
/// let grid = sudoku::generate_solved(1);
/// assert_eq!(grid, sudoku::generate_solved(1));
/// assert_eq!(sudoku::count(&grid.into(), &sudoku::Rules::classic(), 2)?, 1);
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn generate_solved(seed: u64) -> Solution {
    Solution::solved(*solved_grid(seed).cells())
}
