//! Human-style solving: the techniques players use, one step at a time. On top of it sit
//! hints (the simplest next step), ratings (the techniques a whole solve needs) and
//! logically reduced candidates. Nothing here allocates.
//!
//! Every step is sound for a puzzle with one solution, which every entry point checks
//! first (the unique rectangle relies on it): a placement is the solution's digit and an
//! elimination never removes it.

pub mod catalogue;
pub mod cells;
pub mod describe;
mod fast_rating;
pub mod grid;
pub mod level;
pub mod step;
pub(crate) mod techniques;
pub(crate) mod walk;

pub use catalogue::Technique;
pub use fast_rating::rates_in;
pub use grid::Grid;
pub use level::{Level, Levels};
pub use step::Step;

use crate::board::{Puzzle, Solution};
use crate::engine::{self, Settings, SolvedUnique};
use crate::geometry::cells::CellSet;
use crate::geometry::digits::digit_bit;
use crate::geometry::Geometry;
use crate::geometry::CELLS;
use walk::Budget;

/// Why the logic engine does not work on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    NoSolution,
    MultipleSolutions,
    /// Every cell is filled: there is no next step.
    Solved,
    /// The pencil marks rule out the solution's digit in some cell.
    WrongMarks,
    /// The guess limit stopped the search for the solution.
    LimitReached,
    /// The board does not hold a digit the puzzle gave where it gave it.
    LostGiven,
}

/// The step taken when no technique applies: the empty cell with the fewest candidates
/// (the lowest such cell) gets its digit from the solution (`solution`'s digits).
pub(crate) fn solution_step(grid: &Grid<impl Geometry>, solution: &[u8; CELLS]) -> Step {
    let cell = grid
        .empty()
        .iter()
        .min_by_key(|&cell| grid.candidates(cell).count_ones())
        .expect("an unsolved grid has an empty cell");
    let digit = solution[cell];
    Step::new(Technique::SolutionDigit, digit_bit(digit))
        .because(CellSet::single(cell), grid.candidates(cell))
        .placing(cell, digit)
}

/// The solution of a puzzle that has exactly one, found by the engine under `settings`
/// (the only search of the logic engine: its techniques take bounded work).
pub fn unique_solution(puzzle: &Puzzle, settings: Settings) -> Result<Solution, Refusal> {
    match engine::solve_unique(puzzle, settings).0 {
        SolvedUnique::Unique(solution) => Ok(solution),
        SolvedUnique::NoSolution => Err(Refusal::NoSolution),
        SolvedUnique::MultipleSolutions => Err(Refusal::MultipleSolutions),
        SolvedUnique::LimitReached => Err(Refusal::LimitReached),
    }
}

/// The simplest next step for `board` (the digits on it, given or placed), from `marks`
/// when the player has pencil marks (see [`Grid::with_marks`]) or from every candidate;
/// the search for the solution runs under `settings`. With `givens`, the puzzle the board
/// was played from, the digits `board` holds beyond them count as placed in play, which
/// avoidable rectangles need; the givens must then have one solution, and the board keep
/// every given. Without, every digit of `board` counts as given.
pub fn hint(
    board: &Puzzle,
    givens: Option<&Puzzle>,
    marks: Option<&[u16; CELLS]>,
    settings: Settings,
) -> Result<Step, Refusal> {
    let given = |cell: usize| givens.map_or(0, |givens| givens.cells()[cell]);
    if (0..CELLS).any(|cell| given(cell) != 0 && given(cell) != board.cells()[cell]) {
        return Err(Refusal::LostGiven);
    }
    if board.cells().iter().all(|&digit| digit != 0) {
        return Err(Refusal::Solved);
    }
    let solution = unique_solution(givens.unwrap_or(board), settings)?;
    let misplaced = |cell: usize| {
        let digit = board.cells()[cell];
        digit != 0 && digit != solution.cells()[cell]
    };
    if (0..CELLS).any(misplaced) {
        return Err(Refusal::NoSolution);
    }
    let mut grid = marks.map_or_else(|| Grid::new(board), |marks| Grid::with_marks(board, marks));
    if givens.is_some() {
        grid = grid.with_givens(CellSet::from_fn(|cell| given(cell) != 0));
    }
    walk::hint(&grid, solution.cells(), &mut Budget::unlimited())
}

/// The candidates of `puzzle` after every elimination the techniques up to expert find
/// (placing no digit; forcing nets, which would leave little but the solution, are not
/// tried), in the form of [`Grid::marks`]; the search for the solution runs under
/// `settings`.
pub fn reduced_marks(puzzle: &Puzzle, settings: Settings) -> Result<[u16; CELLS], Refusal> {
    unique_solution(puzzle, settings)?;
    let mut grid = Grid::new(puzzle);
    let eliminating = &Technique::tried_up_to(Level::Expert)[Technique::SINGLES..];
    while let Ok(Some(step)) = walk::first_step(&grid, eliminating, &mut Budget::unlimited()) {
        grid.apply(&step);
    }
    Ok(grid.marks())
}

/// How hard a puzzle is: the techniques a solve by simplest steps needs, and their score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    /// The level of the hardest technique used, raised by the score (see [`Level`]);
    /// beginner for a full grid, and for a puzzle that full houses and hidden singles
    /// solve even where the walk took naked singles.
    pub level: Level,
    /// The sum of the steps' scores.
    pub score: u32,
    /// The hardest technique used, `None` for a full grid.
    pub hardest: Option<Technique>,
    /// The steps of each technique, indexed by its id.
    pub steps: [u32; Technique::ALL.len()],
}

impl Rating {
    /// The rating of a full grid: no step yet.
    pub(crate) fn new() -> Rating {
        Rating {
            level: Level::Beginner,
            score: 0,
            hardest: None,
            steps: [0; Technique::ALL.len()],
        }
    }

    /// Counts one step of `technique`: its score, and its level where it is the hardest
    /// yet (the score is not yet applied to the level).
    pub(crate) fn record(&mut self, technique: Technique) {
        self.steps[technique as usize] += 1;
        self.score += technique.score();
        self.hardest = self.hardest.max(Some(technique));
        self.level = self.level.max(technique.level());
    }
}

/// Rates a puzzle with one solution; the search for it runs under `settings`.
pub fn rate(puzzle: &Puzzle, settings: Settings) -> Result<Rating, Refusal> {
    let solution = unique_solution(puzzle, settings)?;
    Ok(rate_within(puzzle, Some(&solution), Level::Extreme).expect("extreme caps nothing"))
}

/// Rates a puzzle with one solution by a walk of simplest steps, giving up (`None`) where
/// the walk needs a technique above `cap` (see [`Technique::tried_up_to`]), or where no
/// technique applies and no `solution` is given to take a digit from. Deterministic:
/// integers only, a fixed order of steps.
fn rate_within(puzzle: &Puzzle, solution: Option<&Solution>, cap: Level) -> Option<Rating> {
    let solution = solution.map(Solution::cells);
    let rated = walk::rate(Grid::new(puzzle), solution, cap, &mut Budget::unlimited());
    let mut rating = rated.ok()??;
    rating.level = fast_rating::beginner_when_hidden_singles_solve(puzzle, rating.level)
        .raised_by(rating.score);
    Some(rating)
}
