//! The fast engine behind every solving and counting call under the classic rules (those
//! under variant rules search with `crate::rules::search`): per-digit band bitboards,
//! propagation of singles and locked candidates, MRV branching on a copied state.
//!
//! Answers are exact and deterministic: the same puzzle gives the same solution and count
//! on every call, thread, CPU path and platform. For a puzzle with one solution that is the
//! solution; with several, `solve` returns the first one its search order meets.

mod primitives;
mod search;
mod state;
mod tables;

pub use search::CpuPath;
use search::Search;
use state::State;

use crate::board::{Puzzle, Solution};
use crate::geometry::CELLS;

/// How a search may run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The most guesses the search may make (`None`: no limit). A guess is a branch trial
    /// other than a cell's last remaining candidate.
    pub max_guesses: Option<u64>,
    /// The CPU path to run on; it must be supported (`CpuPath::is_supported`).
    pub path: CpuPath,
}

impl Default for Settings {
    /// No guess limit, the fastest path this CPU supports.
    fn default() -> Settings {
        Settings {
            max_guesses: None,
            path: CpuPath::best(),
        }
    }
}

/// What a search spent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Guesses made (see `Settings::max_guesses`).
    pub guesses: u64,
}

/// The result of [`solve`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solved {
    /// The first solution in the engine's search order.
    Solution(Solution),
    NoSolution,
    /// The guess limit stopped the search first.
    LimitReached,
}

/// The result of [`solve_unique`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolvedUnique {
    /// The one and only solution.
    Unique(Solution),
    NoSolution,
    MultipleSolutions,
    /// The guess limit stopped the search first.
    LimitReached,
}

/// The result of [`count`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counted {
    /// The number of solutions, at most the limit asked for.
    Solutions(u32),
    /// The guess limit stopped the search first.
    LimitReached,
}

/// A board's givens placed on the engine's bitboards, checked to be free of conflicts:
/// where every search starts. Building one is the check, so the calls that read a
/// caller's board build it once (see [`Puzzle::parse_start`]).
#[derive(Clone, Copy)]
pub struct Start(State);

impl Start {
    /// The start for `cells` (`0` for an empty cell, `1..=9` for a given, which parsing
    /// ensures: the crate's own callers only); `None` when two givens of a digit share a
    /// row, column or box.
    #[inline(always)]
    pub(crate) fn new(cells: &[u8; CELLS]) -> Option<Start> {
        State::new(cells).map(Start)
    }
}

impl From<&Puzzle> for Start {
    fn from(puzzle: &Puzzle) -> Start {
        // parsing checked that the givens do not conflict
        Start(State::of_consistent(puzzle.cells()))
    }
}

fn search(start: impl Into<Start>, wanted: u32, settings: Settings) -> Search {
    let mut search = Search::new(wanted, settings.max_guesses.unwrap_or(u64::MAX));
    search.run(settings.path, start.into().0);
    search
}

fn solution(search: &Search) -> Option<Solution> {
    search
        .first
        .map(|state| Solution::from_solver(state.grid()))
}

/// Finds the first solution in the engine's search order of a puzzle (a [`Puzzle`] or its
/// [`Start`]).
pub fn solve(start: impl Into<Start>, settings: Settings) -> (Solved, Stats) {
    let search = search(start, 1, settings);
    let outcome = match solution(&search) {
        Some(solution) => Solved::Solution(solution),
        None if search.limit_reached => Solved::LimitReached,
        None => Solved::NoSolution,
    };
    (outcome, search.stats())
}

/// Solves a puzzle (a [`Puzzle`] or its [`Start`]) if it has exactly one solution.
pub fn solve_unique(start: impl Into<Start>, settings: Settings) -> (SolvedUnique, Stats) {
    let search = search(start, 2, settings);
    let outcome = match solution(&search) {
        _ if search.limit_reached => SolvedUnique::LimitReached,
        None => SolvedUnique::NoSolution,
        Some(solution) if search.found == 1 => SolvedUnique::Unique(solution),
        Some(_) => SolvedUnique::MultipleSolutions,
    };
    (outcome, search.stats())
}

/// Counts the solutions of a puzzle (a [`Puzzle`] or its [`Start`]), stopping at `limit`.
pub fn count(start: impl Into<Start>, limit: u32, settings: Settings) -> (Counted, Stats) {
    let search = search(start, limit, settings);
    let outcome = if search.limit_reached {
        Counted::LimitReached
    } else {
        Counted::Solutions(search.found)
    };
    (outcome, search.stats())
}

/// True when `puzzle` has a solution in which the empty `cell` does not hold `digit`
/// (`1..=9`). With a known solution that puts `digit` there, this says whether the puzzle
/// has another one, in one search that stops at the first solution.
pub fn solvable_without(puzzle: &Puzzle, cell: usize, digit: u8) -> bool {
    let Start(mut state) = Start::from(puzzle);
    state.forbid(cell, digit);
    let mut search = Search::new(1, u64::MAX);
    search.run(CpuPath::best(), state);
    search.found > 0
}
