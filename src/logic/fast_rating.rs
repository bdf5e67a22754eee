//! Whether a puzzle rates within some levels, with the least work: what the generator asks
//! of every try. It reaches the level [`super::rate_within`] would, by a shorter walk.

use super::grid::Grid;
use super::level::{Level, Levels};
use super::walk::Walk;
use crate::board::Puzzle;
use crate::geometry::cells::CellSet;

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
    let mut walk = Walk::new(&grid);
    let mut level = Level::Easy;
    while !grid.is_solved() {
        let step = walk.next_step(&grid, Level::Medium..=cap.min(Level::Expert))?;
        level = level.max(step.technique.level());
        grid.apply(&step);
        sweep_singles(&mut grid, true, &mut settled);
    }
    Some(level)
}

/// True when `puzzle`, which has one solution, rates at one of `levels` (as [`super::rate`]
/// says), with the least work. Singles alone tell beginner (hidden singles solve it) from
/// easy (all singles do, hidden ones alone do not), and rule out every harder level when
/// they solve the puzzle; they are swept on their own only where that split matters.
/// Otherwise `swept_level` capped at the highest level decides (it counts a puzzle that
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
