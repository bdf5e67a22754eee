//! Whether a puzzle rates within some levels, with the least work: what the generator asks
//! of every try. It reaches the level [`super::rate_within`] would, by a shorter walk.

use super::catalogue::Technique;
use super::grid::Grid;
use super::level::{Level, Levels};
use super::walk::{Budget, Walk};
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

/// `level` itself, or beginner where it is easy and full houses and hidden singles alone
/// solve `puzzle` (a walk may take naked singles first, which are tried before hidden
/// ones).
pub fn beginner_when_hidden_singles_solve(puzzle: &Puzzle, level: Level) -> Level {
    if level != Level::Easy {
        return level;
    }
    let mut grid = Grid::new(puzzle);
    sweep_singles(&mut grid, false, &mut [CellSet::EMPTY; 9]);
    if grid.is_solved() {
        Level::Beginner
    } else {
        level
    }
}

/// What [`swept_walk`] learns of a solve: the level of its hardest technique (easy where
/// singles alone solve it: which singles, the sweep does not tell) and the score of its
/// steps that are not singles.
struct Swept {
    level: Level,
    score_beyond_singles: u32,
}

/// The solve [`super::rate_within`] walks with the same `cap` (`None` where it gives up),
/// with less work: singles are swept up in bulk between the steps of the other
/// techniques.
///
/// Both take the same other steps from the same grids. Every placement is the solution's
/// digit and candidates only shrink, so a single stays one until it is placed: placing
/// singles in any order ends in the one grid where none is left, which is where the
/// rating, trying singles first, takes its next other step. That step is the first one
/// this finds in the same grid, so the two walk the same path.
fn swept_walk(puzzle: &Puzzle, cap: Level) -> Option<Swept> {
    let mut grid = Grid::new(puzzle);
    let mut settled = [CellSet::EMPTY; 9];
    sweep_singles(&mut grid, true, &mut settled);
    let mut walk = Walk::new(&grid);
    let mut swept = Swept {
        level: Level::Easy,
        score_beyond_singles: 0,
    };
    let others = &Technique::tried_up_to(cap)[Technique::SINGLES..];
    let mut unlimited = Budget::unlimited();
    while !grid.is_solved() {
        let step = walk.next_step(&grid, others, &mut unlimited).ok()??;
        let technique = step.technique;
        if technique.level() > cap {
            return None;
        }
        swept.level = swept.level.max(technique.level());
        swept.score_beyond_singles += technique.score();
        grid.apply(&step);
        sweep_singles(&mut grid, true, &mut settled);
    }
    Some(swept)
}

/// True when `puzzle`, which has one solution, rates at one of `levels` (as [`super::rate`]
/// says), with the least work.
///
/// A walk capped at a level gives up exactly where the full walk first needs a technique
/// above it, and the score only raises a level, so: with an open top (up to extreme) a
/// walk capped just below the lowest level that gives up is in the levels; otherwise one
/// capped at the highest that gives up is not. A walk that ends has the techniques'
/// level; each single scores between the cheapest and the dearest single, and where the
/// levels between those two bounds are neither all in `levels` nor all out, the
/// step-by-step rating decides. `cap` is easy at least: beginner is told apart from easy
/// after the walk.
pub fn rates_in(puzzle: &Puzzle, levels: Levels) -> bool {
    let (lowest, highest) = (levels.lowest(), levels.highest());
    let open_top = highest == Level::Extreme;
    if open_top && lowest == Level::Beginner {
        return true;
    }
    let cap = if open_top {
        Level::from_id(lowest as i64 - 1).expect("easy and up have one below")
    } else {
        highest
    }
    .max(Level::Easy);
    let Some(swept) = swept_walk(puzzle, cap) else {
        return open_top;
    };
    let level = beginner_when_hidden_singles_solve(puzzle, swept.level);
    let singles = puzzle.cells().iter().filter(|&&digit| digit == 0).count() as u32;
    let single_scores = Technique::CLASSIC[..Technique::SINGLES]
        .iter()
        .map(|t| t.score());
    let at_score =
        |per_single: u32| level.raised_by(swept.score_beyond_singles + singles * per_single);
    let least = at_score(single_scores.clone().min().expect("three singles"));
    let most = at_score(single_scores.max().expect("three singles"));
    if most < lowest || least > highest {
        return false;
    }
    if lowest <= least && most <= highest {
        return true;
    }
    super::rate_within(puzzle, None, cap).is_some_and(|rating| levels.contains(rating.level))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Encoding;
    use crate::engine::Settings;
    use crate::generator::{self, symmetry::Symmetry, Options};
    use crate::reference;

    #[test]
    #[cfg_attr(miri, ignore = "1,000 generations and ratings: too slow under Miri")]
    fn the_generators_level_checks_agree_with_the_rating() {
        let options = Options {
            levels: None,
            symmetry: Symmetry::None,
            minimal: true,
            max_tries: 1,
        };
        let mut puzzles: Vec<Puzzle> = (0..1000)
            .map(|seed| generator::generate(seed, &options).unwrap())
            .collect();
        for name in ["hard.txt", "17clue.txt"] {
            let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(path).unwrap();
            for line in text
                .lines()
                .filter(|l| !l.starts_with('#') && l.len() >= 81)
            {
                let puzzle =
                    Puzzle::parse(line.as_bytes()[..81].try_into().unwrap(), Encoding::Text)
                        .unwrap();
                if reference::count(&puzzle, 2) == 1 {
                    puzzles.push(puzzle);
                }
            }
        }
        let mut levels = std::collections::BTreeSet::new();
        for puzzle in &puzzles {
            let rated = super::super::rate(puzzle, Settings::default())
                .unwrap()
                .level;
            levels.insert(rated);
            for lowest in Level::ALL {
                for highest in Level::ALL.into_iter().filter(|&highest| highest >= lowest) {
                    let levels = Levels::between(lowest, highest).unwrap();
                    assert_eq!(
                        rates_in(puzzle, levels),
                        levels.contains(rated),
                        "{levels:?} vs {rated:?}"
                    );
                }
            }
        }
        assert_eq!(
            levels.len(),
            Level::ALL.len(),
            "every level among the puzzles: {levels:?}"
        );
    }
}
