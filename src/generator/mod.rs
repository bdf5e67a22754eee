//! Seeded puzzle generation. A 64-bit seed and the options determine the output on every
//! platform and build: the numbers come from [`random::Random`], every decision is an
//! integer one, and the engine and rater it consults are deterministic.
//!
//! A try digs a solved grid (a new one every `TRIES_PER_GRID` tries): it visits the
//! orbits of the chosen symmetry in an order picked for the target levels (`Visit`) and
//! empties each one whose removal keeps the solution unique. A minimal puzzle visits every
//! orbit (so no remaining orbit can go); a non-minimal one stops at the first orbit that
//! must stay, or with target levels at the first one that must stay where the puzzle
//! already rates at one of them (see `DigTo`). With target levels the try is rated and
//! kept only at one of them; otherwise the next try starts from where the stream is.
//!
//! Each range of target levels has its own stream for a seed ([`stream_seed`]), so that a
//! seed asked at several levels gives a different grid at each.

mod dig;
pub mod jigsaw;
pub mod killer;
pub mod random;
pub mod symmetry;
mod unavoidable;
pub mod variant;
mod visit;

use dig::{dig, DigTo, GridToDig};
use random::Random;
use symmetry::Symmetry;
use visit::Visit;

use crate::board::{Encoding, Puzzle, Solution};
use crate::engine::{self, Settings, Solved};
use crate::geometry::CELLS;
use crate::logic::{self, Levels};

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// The levels the puzzle must rate at (`None`: any).
    pub levels: Option<Levels>,
    pub symmetry: Symmetry,
    /// Whether every given must be needed for uniqueness (per orbit of the symmetry).
    pub minimal: bool,
    /// The most tries (solved grid, dig, rate) before giving up; at least 1.
    pub max_tries: u32,
}

/// A random solved grid: boxes 1, 5 and 9 (which share no row or column) get random
/// permutations of the digits, and the engine completes the grid.
pub fn solved_grid(random: &mut Random) -> Solution {
    let mut cells = [0u8; CELLS];
    for first in [0, 30, 60] {
        let mut digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        random.shuffle(&mut digits);
        for (i, digit) in digits.into_iter().enumerate() {
            cells[first + i / 3 * 9 + i % 3] = digit;
        }
    }
    let puzzle = Puzzle::parse(&cells, Encoding::Values).expect("three disjoint boxes");
    match engine::solve(&puzzle, Settings::default()).0 {
        Solved::Solution(solution) => solution,
        _ => unreachable!("three independent boxes always complete"),
    }
}

/// The solved grid for `seed`.
pub fn generate_solved(seed: u64) -> Solution {
    solved_grid(&mut Random::new(seed))
}

/// How many tries dig the same solved grid, each in its own order, before a new one is
/// made. Tries on one grid land on each level as often as tries on fresh grids (measured
/// over 3,000 grids), and the grid and its unavoidable sets are built once.
const TRIES_PER_GRID: u32 = 8;

/// Where the stream of a generation for `seed` starts: the seed itself with no target
/// levels, otherwise the seed xor-ed with the range's own constant, the golden-ratio
/// constant of SplitMix64 times `8 * lowest + highest` (level ids), so that each range
/// digs its own grids.
pub fn stream_seed(seed: u64, levels: Option<Levels>) -> u64 {
    let Some(levels) = levels else {
        return seed;
    };
    let range = 8 * levels.lowest() as u64 + levels.highest() as u64;
    seed ^ range.wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// A puzzle with one solution for `seed` and `options`, or `None` when `max_tries` tries
/// found none at the target levels.
pub fn generate(seed: u64, options: &Options) -> Option<Puzzle> {
    // every level asked is no level asked
    let levels = options.levels.filter(|&levels| levels != Levels::ALL);
    let mut random = Random::new(stream_seed(seed, levels));
    let to = match (options.minimal, levels) {
        (true, _) => DigTo::Minimal,
        (false, None) => DigTo::FirstKept,
        (false, Some(levels)) => DigTo::FirstKeptAt(levels),
    };
    let visit = Visit::for_levels(levels, options.minimal);
    let mut source = GridToDig::new(&mut random);
    let mut firsts = [0u8; CELLS];
    let count = options.symmetry.orbits(&mut firsts);
    let orbits = &firsts[..count];
    for attempt in 0..options.max_tries.max(1) {
        if attempt > 0 && attempt % TRIES_PER_GRID == 0 {
            source = GridToDig::new(&mut random);
        }
        let (puzzle, stopped) = dig(&mut random, &source, options.symmetry, to, visit, orbits);
        let Some(levels) = levels else {
            return Some(puzzle);
        };
        // a dig that stopped at its levels has rated the puzzle already
        if stopped || logic::rates_in(&puzzle, levels) {
            return Some(puzzle);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reference;

    #[test]
    fn solved_grids_are_grids_and_follow_the_seed() {
        let a = generate_solved(1);
        assert!(crate::board::is_complete_grid(a.cells()));
        assert_eq!(a, generate_solved(1));
        assert_ne!(a, generate_solved(2));
    }

    #[test]
    #[cfg_attr(miri, ignore = "hundreds of searches: too slow under Miri")]
    fn puzzles_are_unique_symmetric_and_minimal() {
        for (seed, symmetry) in (0..10).zip(Symmetry::ALL.into_iter().cycle()) {
            let options = Options {
                levels: None,
                symmetry,
                minimal: true,
                max_tries: 1,
            };
            let puzzle = generate(seed, &options).unwrap();
            assert_eq!(reference::count(&puzzle, 2), 1);
            let cells = puzzle.cells();
            for cell in 0..CELLS {
                let orbit = symmetry.orbit(cell);
                assert!(orbit
                    .iter()
                    .all(|other| (cells[other] == 0) == (cells[cell] == 0)));
                if cells[cell] != 0 {
                    let mut fewer = *cells;
                    orbit.iter().for_each(|other| fewer[other] = 0);
                    let fewer = Puzzle::parse(&fewer, Encoding::Values).unwrap();
                    assert_eq!(
                        reference::count(&fewer, 2),
                        2,
                        "seed {seed}: a given can go"
                    );
                }
            }
        }
    }
}
