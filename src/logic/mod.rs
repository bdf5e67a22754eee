//! Human-style solving: the techniques players use, one step at a time. On top of it sit
//! hints (the simplest next step), ratings (the techniques a whole solve needs) and
//! logically reduced candidates. Nothing here allocates.
//!
//! Every step is sound for a puzzle with one solution, which every entry point checks
//! first (the unique rectangle relies on it): a placement is the solution's digit and an
//! elimination never removes it.

pub mod cells;
pub mod describe;
pub mod grid;
pub mod step;
pub mod technique;
mod techniques;

use std::ops::RangeInclusive;

pub use grid::Grid;
pub use step::Step;
pub use technique::{Level, Levels, Technique};

use crate::board::{Puzzle, Solution};
use crate::engine::{self, Settings, SolvedUnique};
use crate::geometry::cells::CellSet;
use crate::geometry::digits::digit_bit;
use crate::geometry::CELLS;
use techniques::{Change, EVERY_UNIT};

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
}

/// The simplest step of a technique whose level lies in `levels` (`Technique::Solution`
/// is no finder: it never gives a step here).
fn first_step(grid: &Grid, levels: RangeInclusive<Level>) -> Option<Step> {
    first_step_knowing(grid, levels, &mut [0; Technique::ALL.len()])
}

/// [`first_step`], skipping the units of each technique that `known` (per technique id, a
/// mask of its units) says have no step in `grid`, and the houses where a subset's
/// complement has none (see [`techniques::known_by_complement`]), and adding to `known`
/// every technique it tried in vain: its search covered all the units there are.
fn first_step_knowing(
    grid: &Grid,
    levels: RangeInclusive<Level>,
    known: &mut [u32; Technique::ALL.len()],
) -> Option<Step> {
    Technique::ALL
        .into_iter()
        .filter(|technique| levels.contains(&technique.level()))
        .find_map(|technique| {
            if known[technique as usize] == EVERY_UNIT {
                return None;
            }
            let skipped =
                known[technique as usize] | techniques::known_by_complement(technique, grid, known);
            let step = techniques::find(technique, grid, !skipped);
            if step.is_none() {
                known[technique as usize] = EVERY_UNIT;
            }
            step
        })
}

/// What a walk through one solve remembers between steps: the grid it last searched, and
/// the units of each technique (per technique id, a mask of its units) that had no step
/// there.
struct Memory {
    searched: Grid,
    known: [u32; Technique::ALL.len()],
}

impl Memory {
    fn new(grid: &Grid) -> Memory {
        Memory {
            searched: *grid,
            known: [0; Technique::ALL.len()],
        }
    }

    /// [`first_step`] in `grid`, a later grid of the same solve. Whether a unit has a step
    /// depends only on the candidates of its reach, so a unit whose reach did not change
    /// since the last search still has none; only the units the change touched are
    /// searched again (see [`techniques::Units`]).
    fn first_step(&mut self, grid: &Grid, levels: RangeInclusive<Level>) -> Option<Step> {
        let change = Change::between(&self.searched, grid);
        for technique in Technique::ALL {
            self.known[technique as usize] &= !change.touched(technique);
        }
        self.searched = *grid;
        first_step_knowing(grid, levels, &mut self.known)
    }
}

/// The step taken when no technique applies: the empty cell with the fewest candidates
/// (the lowest such cell) gets its digit from the solution.
fn solution_step(grid: &Grid, solution: &Solution) -> Step {
    let cell = grid
        .empty()
        .iter()
        .min_by_key(|&cell| grid.candidates(cell).count_ones())
        .expect("an unsolved grid has an empty cell");
    let digit = solution.cells()[cell];
    Step::new(Technique::Solution, digit_bit(digit))
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

/// The simplest next step for `puzzle` (placed digits, givens or not), from `marks` when
/// the player has pencil marks (see [`Grid::with_marks`]) or from every candidate; the
/// search for the solution runs under `settings`.
pub fn hint(
    puzzle: &Puzzle,
    marks: Option<&[u16; CELLS]>,
    settings: Settings,
) -> Result<Step, Refusal> {
    if puzzle.cells().iter().all(|&digit| digit != 0) {
        return Err(Refusal::Solved);
    }
    let solution = unique_solution(puzzle, settings)?;
    let grid = marks.map_or_else(
        || Grid::new(puzzle),
        |marks| Grid::with_marks(puzzle, marks),
    );
    let rules_out = |cell: usize| grid.candidates(cell) & digit_bit(solution.cells()[cell]) == 0;
    if grid.empty().iter().any(rules_out) {
        return Err(Refusal::WrongMarks);
    }
    let step = first_step(&grid, Level::Beginner..=Level::Expert);
    Ok(step.unwrap_or_else(|| solution_step(&grid, &solution)))
}

/// The candidates of `puzzle` after every elimination the techniques find (placing no
/// digit), in the form of [`Grid::marks`]; the search for the solution runs under
/// `settings`.
pub fn reduced_marks(puzzle: &Puzzle, settings: Settings) -> Result<[u16; CELLS], Refusal> {
    unique_solution(puzzle, settings)?;
    let mut grid = Grid::new(puzzle);
    // from medium on, every technique only eliminates
    while let Some(step) = first_step(&grid, Level::Medium..=Level::Expert) {
        grid.apply(&step);
    }
    Ok(grid.marks())
}

/// Places singles until none is left: hidden singles (full houses among them), and naked
/// singles too when `naked`. Placing singles only ever makes more of them, so the order
/// does not matter; no steps are recorded.
///
/// `settled` holds each digit's cells as they were when that digit last had no hidden
/// single (all empty for a grid not swept yet), and is kept up to date: a digit whose
/// cells did not change since has none, and is passed over.
fn sweep_singles(grid: &mut Grid, naked: bool, settled: &mut [CellSet; 9]) {
    loop {
        let before = grid.empty();
        for (digit, settled) in (1..=9).zip(settled.iter_mut()) {
            loop {
                let cells = grid.cells_with(digit);
                if cells == *settled {
                    break;
                }
                let alone = cells.alone_in_a_house();
                if alone.is_empty() {
                    *settled = cells;
                    break;
                }
                for cell in alone.iter() {
                    // two of them never share a house in a sound grid; the check keeps
                    // any other grid consistent
                    if grid.cells_with(digit).contains(cell) {
                        grid.place(cell, digit);
                    }
                }
            }
        }
        if naked {
            for cell in grid.naked_singles().iter() {
                let mask = grid.candidates(cell);
                if mask.count_ones() == 1 {
                    grid.place(cell, mask.trailing_zeros() as u8 + 1);
                }
            }
        }
        if grid.empty() == before {
            return;
        }
    }
}

/// The level of `puzzle` when singles alone solve it (see [`sweep_singles`]): beginner
/// when hidden singles do, easy when naked singles are needed too; `None` otherwise.
fn singles_level(puzzle: &Puzzle) -> Option<Level> {
    let mut grid = Grid::new(puzzle);
    sweep_singles(&mut grid, false, &mut [CellSet::EMPTY; 9]);
    if grid.is_solved() {
        return Some(Level::Beginner);
    }
    // naked singles may have been left anywhere: every digit counts as changed
    sweep_singles(&mut grid, true, &mut [CellSet::EMPTY; 9]);
    grid.is_solved().then_some(Level::Easy)
}

/// The level [`rate_within`] gives a puzzle with the same `cap` (`None` where it gives up),
/// except that a puzzle singles alone solve is `Easy`; reached with less work, as singles
/// are swept up in bulk between the steps of the other techniques and nothing is counted.
///
/// Both take the same other steps from the same grids. Every placement is the solution's
/// digit and candidates only shrink, so a single stays one until it is placed: placing
/// singles in any order ends in the one grid where none is left, which is where the
/// rating, trying singles first, takes its next other step. That step is the first one
/// this finds in the same grid, so the two walk the same path.
fn swept_level(puzzle: &Puzzle, cap: Level) -> Option<Level> {
    let mut grid = Grid::new(puzzle);
    let mut settled = [CellSet::EMPTY; 9];
    sweep_singles(&mut grid, true, &mut settled);
    let mut memory = Memory::new(&grid);
    let mut level = Level::Easy;
    while !grid.is_solved() {
        let step = memory.first_step(&grid, Level::Medium..=cap.min(Level::Expert))?;
        level = level.max(step.technique.level());
        grid.apply(&step);
        sweep_singles(&mut grid, true, &mut settled);
    }
    Some(level)
}

/// True when `puzzle`, which has one solution, rates at one of `levels` (as [`rate`]
/// says), with the least work. Singles alone tell beginner (hidden singles solve it) from
/// easy (all singles do, hidden ones alone do not), and rule out every harder level when
/// they solve the puzzle; they are swept on their own only where that split matters.
/// Otherwise [`swept_level`] capped at the highest level decides (it counts a puzzle that
/// singles solve as easy); and as a rating capped at a level gives up exactly where the
/// full rating first needs a technique above it, a capped solve that gets stuck says the
/// level is higher than the cap, without the rest. So an open top (up to extreme) needs
/// only a solve capped just below the lowest level.
pub fn rates_in(puzzle: &Puzzle, levels: Levels) -> bool {
    let (lowest, highest) = (levels.lowest(), levels.highest());
    if lowest == Level::Easy || highest <= Level::Easy {
        if let Some(level) = singles_level(puzzle) {
            return levels.contains(level);
        }
        if highest <= Level::Easy {
            return false;
        }
    }
    // here singles do not solve the puzzle, or beginner and easy need no telling apart
    if highest == Level::Extreme {
        return lowest <= Level::Easy || {
            let below = Level::from_id(lowest as i64 - 1).expect("medium and up have one below");
            swept_level(puzzle, below).is_none()
        };
    }
    swept_level(puzzle, highest).is_some_and(|level| level >= lowest)
}

/// How hard a puzzle is: the techniques a solve by simplest steps needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    /// The level of the hardest technique used (`Beginner` when nothing was to be done).
    pub level: Level,
    /// The sum of the steps' scores.
    pub score: u32,
    /// The hardest technique used, `None` for a full grid.
    pub hardest: Option<Technique>,
    /// The steps of each technique, indexed by its id.
    pub steps: [u32; Technique::ALL.len()],
}

/// Rates a puzzle with one solution; the search for it runs under `settings`.
pub fn rate(puzzle: &Puzzle, settings: Settings) -> Result<Rating, Refusal> {
    let solution = unique_solution(puzzle, settings)?;
    Ok(rate_within(puzzle, &solution, Level::Extreme).expect("no level is above extreme"))
}

/// Rates a puzzle whose one solution is `solution`, giving up (`None`) as soon as it
/// needs a technique above `cap`. Deterministic: integers only, a fixed order of steps.
pub fn rate_within(puzzle: &Puzzle, solution: &Solution, cap: Level) -> Option<Rating> {
    let mut grid = Grid::new(puzzle);
    let mut rating = Rating {
        level: Level::Beginner,
        score: 0,
        hardest: None,
        steps: [0; Technique::ALL.len()],
    };
    // singles are the first techniques, and between them nothing is worth remembering
    let mut memory = Memory::new(&grid);
    while !grid.is_solved() {
        let step = first_step(&grid, Level::Beginner..=cap.min(Level::Easy))
            .or_else(|| memory.first_step(&grid, Level::Medium..=cap.min(Level::Expert)));
        let step = match step {
            Some(step) => step,
            None if cap == Level::Extreme => solution_step(&grid, solution),
            None => return None,
        };
        let technique = step.technique;
        rating.steps[technique as usize] += 1;
        rating.score += technique.score();
        rating.hardest = rating.hardest.max(Some(technique));
        rating.level = rating.level.max(technique.level());
        grid.apply(&step);
    }
    Some(rating)
}
