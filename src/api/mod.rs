//! The safe front door: solving, counting, hints, ratings and generation for a
//! [`Puzzle`] under any [`Rules`], each call returning a value or one [`Error`].
//!
//! Every call decides here, once, whether it runs on the classic engine and logic (the
//! classic rules, however spelled) or under rules (`crate::rules`), and with which limits:
//! [`Limits::default`] is no limit on the classic engine, whose worst known board needs a
//! few thousand guesses, and under rules [`Limits::RULES_GUESSES`] for a search and
//! [`Limits::RULES_EFFORT`] for a hint or rating (docs/BOUNDED-TIME.md).

mod batch;
mod candidates;
mod error;
mod generate;
mod hint;
mod puzzle;

/// What the C ABI's hints carry: a step, its text, and their bounds.
pub(crate) use crate::logic::describe::{Text, MAX_TEXT};
pub(crate) use crate::logic::step::MAX_CHAIN;
pub(crate) use crate::logic::Step;
pub use batch::{generate_batch, solve_batch};
pub use candidates::{candidates, candidates_reduced};
pub use error::Error;
pub use generate::{generate, generate_jigsaw, generate_killer, generate_solved, Generate};
pub(crate) use hint::{describe_step, hint_step};
pub use hint::{hint, hint_in_play, hint_with, Hint, Play};
pub use puzzle::{Puzzle, Solution};

use crate::board;
use crate::engine::{self, Counted, CpuPath, Settings, Solved, SolvedUnique, Start};
use crate::geometry::Layout;
use crate::geometry::CELLS;
use crate::logic::{self, Rating};
use crate::rules::logic::rate_under;
use crate::rules::{self, Rules};

/// How much a call may search: `max_guesses` bounds the guesses of a search (a guess is
/// a branch trial other than a cell's last candidate), and under rules also the work of a
/// hint's or rating's techniques, each counted in guesses. `None` is the default (see the
/// module's front page); [`Limits::UNLIMITED`] runs every search to its end, which under
/// rules can take seconds.
///
/// ```
/// let puzzle: sudoku::Puzzle = ".".repeat(81).parse()?;
/// let few = sudoku::Limits { max_guesses: Some(0) };
/// let counted = sudoku::count_with(&puzzle, &sudoku::Rules::classic(), 2, few);
/// assert_eq!(counted, Err(sudoku::Error::LimitReached));
/// # Ok::<(), sudoku::Error>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Limits {
    /// The most guesses (`None`: the default).
    pub max_guesses: Option<u64>,
}

impl Limits {
    /// No limit at all.
    ///
    /// ```
    /// assert_eq!(sudoku::Limits::UNLIMITED.max_guesses, Some(u64::MAX));
    /// ```
    pub const UNLIMITED: Limits = Limits {
        max_guesses: Some(u64::MAX),
    };

    /// The guesses a search under variant rules makes at most with the default limits
    /// (docs/BOUNDED-TIME.md); every published puzzle of the tests and every puzzle the
    /// generators make needs far fewer.
    ///
    /// ```
    /// let empty: sudoku::Puzzle = ".".repeat(81).parse()?;
    /// let strict = sudoku::Rules::new(sudoku::Rules::WINDOKU | sudoku::Rules::NON_CONSECUTIVE, None, None)?;
    /// let at_default = sudoku::Limits { max_guesses: Some(sudoku::Limits::RULES_GUESSES) };
    /// assert_eq!(sudoku::solve_with(&empty, &strict, at_default), sudoku::solve_with(&empty, &strict, Default::default()));
    /// # Ok::<(), sudoku::Error>(())
    /// ```
    pub const RULES_GUESSES: u64 = rules::DEFAULT_GUESSES;

    /// What a hint or rating under variant rules spends at most with the default limits,
    /// its search and its techniques together, each technique tried counting about its
    /// work over a guess's.
    ///
    /// ```
    /// assert!(sudoku::Limits::RULES_EFFORT > sudoku::Limits::RULES_GUESSES);
    /// ```
    pub const RULES_EFFORT: u64 = rules::DEFAULT_EFFORT;

    /// The settings of the classic engine: the limit, or none.
    fn classic(self) -> Settings {
        Settings {
            max_guesses: self.max_guesses,
            path: CpuPath::best(),
        }
    }

    /// The limits of a search, hint or rating under rules: the caller's for the search
    /// and the whole call, or the defaults.
    pub(crate) fn under_rules(self) -> rules::logic::Limits {
        match self.max_guesses {
            Some(max) => rules::logic::Limits::all(Some(max)),
            None => rules::logic::Limits::DEFAULT,
        }
    }
}

/// What a search spent.
///
/// ```
/// let puzzle: sudoku::Puzzle = ".".repeat(81).parse()?;
/// let (_, stats) = sudoku::solve_with(&puzzle, &sudoku::Rules::classic(), Default::default())?;
/// assert!(stats.guesses < 100);
/// # Ok::<(), sudoku::Error>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Stats {
    /// The guesses the search made.
    pub guesses: u64,
}

impl From<engine::Stats> for Stats {
    fn from(stats: engine::Stats) -> Stats {
        Stats {
            guesses: stats.guesses,
        }
    }
}

/// Where a call runs: the classic engine, with the puzzle's givens placed on its
/// bitboards, or the search under a layout with the puzzle's digits. The layout stays in
/// the frame of [`Board::with`], so the classic path never builds or moves one.
enum Board<'a> {
    Classic(board::Puzzle, Start),
    Rules(&'a Layout, [u8; CELLS]),
}

impl Board<'_> {
    /// Runs `call` on `puzzle` under `rules`, its givens checked against them first.
    fn with<T>(
        puzzle: &Puzzle,
        rules: &Rules,
        call: impl FnOnce(Board<'_>) -> Result<T, Error>,
    ) -> Result<T, Error> {
        if rules.is_classic() {
            let (puzzle, start) = board::Puzzle::start_cells(puzzle.cells())?;
            return call(Board::Classic(puzzle, start));
        }
        let layout = Layout::new(rules);
        let cells = *Board::under(&layout, puzzle)?.cells();
        call(Board::Rules(&layout, cells))
    }

    /// `puzzle` checked under the classic rules.
    fn classic(puzzle: &Puzzle) -> Result<board::Puzzle, Error> {
        Ok(board::Puzzle::start_cells(puzzle.cells())?.0)
    }

    /// `puzzle` checked under `layout`: [`Error::DuplicateGiven`] for two givens it ties.
    fn under<'a>(layout: &Layout, puzzle: &'a Puzzle) -> Result<&'a Puzzle, Error> {
        match layout.repeated_given(puzzle.cells()) {
            Some(repeat) => Err(Error::DuplicateGiven {
                first: repeat.first,
                second: repeat.second,
                digit: repeat.digit,
                bond: repeat.bond,
            }),
            None => Ok(puzzle),
        }
    }
}

/// Checks `puzzle` under `rules` without solving it: [`Error::DuplicateGiven`] names the
/// lowest cell that repeats an earlier given it is tied to, and the tie. A puzzle that
/// passes may still have no solution (consecutive given neighbours under
/// non-consecutive, givens that break a cage's sum).
///
/// ```
/// let puzzle: sudoku::Puzzle = format!("5{}5{}", ".".repeat(39), ".".repeat(40)).parse()?;
/// assert_eq!(sudoku::validate(&puzzle, &sudoku::Rules::classic()), Ok(()));
/// let diagonal = sudoku::Rules::new(sudoku::Rules::DIAGONALS, None, None)?;
/// let tie = sudoku::Bond::Diagonal(0);
/// let found = sudoku::Error::DuplicateGiven { first: 0, second: 40, digit: 5, bond: tie };
/// assert_eq!(sudoku::validate(&puzzle, &diagonal), Err(found));
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn validate(puzzle: &Puzzle, rules: &Rules) -> Result<(), Error> {
    Board::with(puzzle, rules, |_| Ok(()))
}

/// The search under rules for up to `wanted` solutions of `cells` within `limits`.
fn search_under(layout: &Layout, cells: &[u8; CELLS], wanted: u32, limits: Limits) -> Searched {
    Searched(rules::search(
        layout,
        cells,
        wanted,
        limits.under_rules().search,
    ))
}

/// A search under rules, read as the API's outcomes.
struct Searched(rules::Searched);

impl Searched {
    /// Its first solution, or why there is none.
    fn first(self) -> Result<(Solution, Stats), Error> {
        match self.0 {
            searched if searched.limit_reached => Err(Error::LimitReached),
            rules::Searched {
                first: Some(cells),
                stats,
                ..
            } => Ok((Solution::solved(cells), stats.into())),
            _ => Err(Error::NoSolution),
        }
    }
}

/// The first solution of `puzzle` under `rules`, in the search's order: the same one on
/// every call, thread and platform. [`Error::NoSolution`] when there is none.
///
/// ```
/// let puzzle: sudoku::Puzzle =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// let solution = sudoku::solve(&puzzle, &sudoku::Rules::classic())?;
/// assert_eq!(&solution.to_string()[..9], "534678912");
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn solve(puzzle: &Puzzle, rules: &Rules) -> Result<Solution, Error> {
    solve_with(puzzle, rules, Limits::default()).map(|(solution, _)| solution)
}

/// [`solve`] within `limits`, with what the search spent.
///
/// ```
/// let puzzle: sudoku::Puzzle = ".".repeat(81).parse()?;
/// let rules = sudoku::Rules::new(sudoku::Rules::NON_CONSECUTIVE, None, None)?;
/// let (solution, stats) = sudoku::solve_with(&puzzle, &rules, sudoku::Limits::UNLIMITED)?;
/// let cells = solution.cells();
/// assert!((0..80).filter(|cell| cell % 9 != 8).all(|cell| cells[cell].abs_diff(cells[cell + 1]) != 1));
/// assert!(stats.guesses > 0);
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn solve_with(
    puzzle: &Puzzle,
    rules: &Rules,
    limits: Limits,
) -> Result<(Solution, Stats), Error> {
    Board::with(puzzle, rules, |board| match board {
        Board::Classic(_, start) => match engine::solve(start, limits.classic()) {
            (Solved::Solution(solution), stats) => {
                Ok((Solution::solved(*solution.cells()), stats.into()))
            }
            (Solved::NoSolution, _) => Err(Error::NoSolution),
            (Solved::LimitReached, _) => Err(Error::LimitReached),
        },
        Board::Rules(layout, cells) => search_under(layout, &cells, 1, limits).first(),
    })
}

/// The solution of `puzzle` under `rules` when it has exactly one;
/// [`Error::MultipleSolutions`] or [`Error::NoSolution`] otherwise.
///
/// ```
/// let empty: sudoku::Puzzle = ".".repeat(81).parse()?;
/// let unique = sudoku::solve_unique(&empty, &sudoku::Rules::classic());
/// assert_eq!(unique, Err(sudoku::Error::MultipleSolutions));
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn solve_unique(puzzle: &Puzzle, rules: &Rules) -> Result<Solution, Error> {
    solve_unique_with(puzzle, rules, Limits::default()).map(|(solution, _)| solution)
}

/// [`solve_unique`] within `limits`, with what the search spent.
///
/// ```
/// let puzzle: sudoku::Puzzle =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// let (solution, _) = sudoku::solve_unique_with(&puzzle, &sudoku::Rules::classic(), Default::default())?;
/// assert_eq!(solution, sudoku::solve(&puzzle, &sudoku::Rules::classic())?);
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn solve_unique_with(
    puzzle: &Puzzle,
    rules: &Rules,
    limits: Limits,
) -> Result<(Solution, Stats), Error> {
    Board::with(puzzle, rules, |board| match board {
        Board::Classic(_, start) => match engine::solve_unique(start, limits.classic()) {
            (SolvedUnique::Unique(solution), stats) => {
                Ok((Solution::solved(*solution.cells()), stats.into()))
            }
            (SolvedUnique::NoSolution, _) => Err(Error::NoSolution),
            (SolvedUnique::MultipleSolutions, _) => Err(Error::MultipleSolutions),
            (SolvedUnique::LimitReached, _) => Err(Error::LimitReached),
        },
        Board::Rules(layout, cells) => unique_under(layout, &cells, limits),
    })
}

/// The one solution of `cells` under `layout`, searched within `limits`, as
/// [`solve_unique_with`] gives it.
fn unique_under(
    layout: &Layout,
    cells: &[u8; CELLS],
    limits: Limits,
) -> Result<(Solution, Stats), Error> {
    let searched = search_under(layout, cells, 2, limits);
    match searched.0.found {
        2.. if !searched.0.limit_reached => Err(Error::MultipleSolutions),
        _ => searched.first(),
    }
}

/// The number of solutions of `puzzle` under `rules`, counting stops at `limit` (at least
/// 1, else [`Error::Argument`]): `count(.., 2)` tells none, one or several.
///
/// ```
/// let puzzle: sudoku::Puzzle =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// assert_eq!(sudoku::count(&puzzle, &sudoku::Rules::classic(), 2)?, 1);
/// let empty: sudoku::Puzzle = ".".repeat(81).parse()?;
/// assert_eq!(sudoku::count(&empty, &sudoku::Rules::classic(), 10)?, 10);
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn count(puzzle: &Puzzle, rules: &Rules, limit: u32) -> Result<u32, Error> {
    count_with(puzzle, rules, limit, Limits::default()).map(|(count, _)| count)
}

/// [`count`] within `limits`, with what the search spent.
///
/// ```
/// let empty: sudoku::Puzzle = ".".repeat(81).parse()?;
/// let (count, stats) = sudoku::count_with(&empty, &sudoku::Rules::classic(), 3, Default::default())?;
/// assert_eq!(count, 3);
/// assert!(stats.guesses >= 2);
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn count_with(
    puzzle: &Puzzle,
    rules: &Rules,
    limit: u32,
    limits: Limits,
) -> Result<(u32, Stats), Error> {
    if limit == 0 {
        return Err(Error::Argument("a count's limit is at least 1"));
    }
    Board::with(puzzle, rules, |board| match board {
        Board::Classic(_, start) => match engine::count(start, limit, limits.classic()) {
            (Counted::Solutions(count), stats) => Ok((count, stats.into())),
            (Counted::LimitReached, _) => Err(Error::LimitReached),
        },
        Board::Rules(layout, cells) => match search_under(layout, &cells, limit, limits).0 {
            searched if searched.limit_reached => Err(Error::LimitReached),
            searched => Ok((searched.found, searched.stats.into())),
        },
    })
}

/// How hard `puzzle` (one solution under `rules`) is for a player: the techniques a solve
/// by simplest steps takes, their score and the level (docs/GAME.md).
///
/// ```
/// let puzzle: sudoku::Puzzle =
///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// let rating = sudoku::rate(&puzzle, &sudoku::Rules::classic())?;
/// assert_eq!(rating.level, sudoku::Level::Beginner);
/// assert!(rating.score > 0);
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn rate(puzzle: &Puzzle, rules: &Rules) -> Result<Rating, Error> {
    rate_with(puzzle, rules, Limits::default())
}

/// [`rate`] within `limits`: under rules they bound the search for the solution and the
/// walk by techniques together.
///
/// ```
/// let empty: sudoku::Puzzle = ".".repeat(81).parse()?;
/// let diagonal = sudoku::Rules::new(sudoku::Rules::DIAGONALS, None, None)?;
/// let tight = sudoku::Limits { max_guesses: Some(1) };
/// assert_eq!(sudoku::rate_with(&empty, &diagonal, tight), Err(sudoku::Error::LimitReached));
/// let rated = sudoku::rate_with(&empty, &diagonal, sudoku::Limits::UNLIMITED);
/// assert_eq!(rated, Err(sudoku::Error::MultipleSolutions));
/// # Ok::<(), sudoku::Error>(())
/// ```
pub fn rate_with(puzzle: &Puzzle, rules: &Rules, limits: Limits) -> Result<Rating, Error> {
    Board::with(puzzle, rules, |board| match board {
        Board::Classic(puzzle, _) => Ok(logic::rate(&puzzle, limits.classic())?),
        Board::Rules(layout, cells) => Ok(rate_under(layout, &cells, limits.under_rules())?),
    })
}
