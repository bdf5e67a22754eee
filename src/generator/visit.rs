//! The orders a dig visits the orbits in, which steer where the givens gather and so the
//! level minimal puzzles land on.

use super::random::Random;
use crate::board::Solution;
use crate::geometry::{box_of, CELLS};
use crate::logic::{Level, Levels};

/// The share of the orbits (in 81sts) that a shuffled dig first tries to empty all at once.
const FIRST_SWEEP: usize = 40;

/// The order a dig visits the orbits in. It decides which cells stay as givens, and so
/// how often a minimal puzzle lands on each level (the shares are in docs/INTERNALS.md);
/// every order gives puzzles with one solution, minimal when asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visit {
    /// Uniformly random.
    Shuffled,
    /// The orbits of one digit after another, the digits in a random order (an orbit
    /// counts for the digit of its lowest cell, here and below).
    DigitByDigit,
    /// The orbits of one box after another, the boxes in a random order.
    BoxByBox,
}

/// The share (per mille) of minimal tries without symmetry that land on each level (in
/// the order of [`Level::ALL`]) under each visit, measured on the first try of seeds
/// 0..3000 and rated with `logic::rate` (the table in docs/INTERNALS.md).
const SHARES: [(Visit, [u32; 6]); 3] = [
    (Visit::Shuffled, [237, 179, 193, 178, 83, 130]),
    (Visit::DigitByDigit, [319, 43, 127, 297, 69, 145]),
    (Visit::BoxByBox, [92, 407, 182, 163, 95, 60]),
];

impl Visit {
    /// The visit under which minimal tries most often land on one of `levels` (the first
    /// such in [`SHARES`] on a tie); shuffled with any level, and for every non-minimal dig
    /// (which stops at the first orbit that must stay, so a grouped visit would stop after
    /// about one group).
    pub fn for_levels(levels: Option<Levels>, minimal: bool) -> Visit {
        let Some(levels) = levels.filter(|_| minimal) else {
            return Visit::Shuffled;
        };
        let share = |shares: &[u32; 6]| -> u32 {
            Level::ALL
                .into_iter()
                .zip(shares)
                .filter(|&(level, _)| levels.contains(level))
                .map(|(_, share)| share)
                .sum()
        };
        let mut best = SHARES[0];
        for candidate in SHARES {
            if share(&candidate.1) > share(&best.1) {
                best = candidate;
            }
        }
        best.0
    }

    /// Puts `orbits` (each by its lowest cell) in this visit's order: shuffled, then, for
    /// the grouped visits, grouped stably with the groups in a random order.
    pub fn arrange(self, orbits: &mut [u8], random: &mut Random, solution: &Solution) {
        random.shuffle(orbits);
        if self == Visit::Shuffled {
            return;
        }
        let group = |first: u8| match self {
            Visit::DigitByDigit => usize::from(solution.cells()[usize::from(first)]) - 1,
            _ => box_of(usize::from(first)),
        };
        let mut rank = [0, 1, 2, 3, 4, 5, 6, 7, 8];
        random.shuffle(&mut rank);
        let mut arranged = [0u8; CELLS];
        let mut len = 0;
        for wanted in 0..9 {
            for &first in orbits.iter().filter(|&&first| rank[group(first)] == wanted) {
                arranged[len] = first;
                len += 1;
            }
        }
        orbits.copy_from_slice(&arranged[..len]);
    }

    /// How many of the first `orbits` a dig tries to empty in one count (the puzzle is the
    /// same either way). Only a shuffled visit spreads them over the grid; the grouped
    /// ones empty whole groups first, which almost never keeps the solution unique, so the
    /// count would be spent for nothing: without symmetry, four whole digits gone always
    /// leave a second solution (two of them can swap), and four boxes gone kept it unique
    /// in 17 of 4,082 tries (seeds 0..300 at easy and expert).
    pub fn first_sweep(self, orbits: usize) -> usize {
        match self {
            Visit::Shuffled => orbits * FIRST_SWEEP / CELLS,
            Visit::DigitByDigit | Visit::BoxByBox => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generator::generate_solved;
    use crate::generator::symmetry::Symmetry;

    #[test]
    fn each_level_and_range_takes_the_visit_that_lands_on_it_most() {
        use Level::*;
        let exactly = |level| Some(Levels::exactly(level));
        let cases = [
            (exactly(Beginner), Visit::DigitByDigit),
            (exactly(Easy), Visit::BoxByBox),
            (exactly(Medium), Visit::Shuffled),
            (exactly(Hard), Visit::DigitByDigit),
            (exactly(Expert), Visit::BoxByBox),
            (exactly(Extreme), Visit::DigitByDigit),
            (Levels::between(Hard, Extreme), Visit::DigitByDigit),
            (Levels::between(Easy, Medium), Visit::BoxByBox),
            (Levels::between(Medium, Hard), Visit::DigitByDigit),
            (None, Visit::Shuffled),
        ];
        for (levels, visit) in cases {
            assert_eq!(Visit::for_levels(levels, true), visit, "{levels:?}");
            assert_eq!(Visit::for_levels(levels, false), Visit::Shuffled);
        }
    }

    #[test]
    fn grouped_visits_take_every_orbit_once_a_group_at_a_time() {
        let solution = generate_solved(3);
        for symmetry in Symmetry::ALL {
            for visit in [Visit::DigitByDigit, Visit::BoxByBox] {
                let mut buffer = [0u8; CELLS];
                let orbits = symmetry.orbits(&mut buffer);
                let order = &mut buffer[..orbits];
                let before = order.to_vec();
                visit.arrange(order, &mut Random::new(5), &solution);
                let mut sorted = order.to_vec();
                sorted.sort_unstable();
                assert_eq!(sorted, before, "{visit:?}, {symmetry:?}: a permutation");
                let group = |first: &u8| match visit {
                    Visit::DigitByDigit => solution.cells()[usize::from(*first)],
                    _ => box_of(usize::from(*first)) as u8,
                };
                let groups: std::collections::BTreeSet<u8> = order.iter().map(group).collect();
                let runs = 1 + order
                    .windows(2)
                    .filter(|pair| group(&pair[0]) != group(&pair[1]))
                    .count();
                assert_eq!(
                    runs,
                    groups.len(),
                    "{visit:?}, {symmetry:?}: one run per group"
                );
            }
        }
    }

    #[test]
    #[cfg_attr(
        any(miri, debug_assertions),
        ignore = "9,000 digs and ratings: the release tier runs them"
    )]
    fn the_shares_are_those_of_the_first_tries_of_seeds_0_to_3000() {
        use crate::generator::dig::{dig, DigTo, GridToDig};
        let mut firsts = [0u8; CELLS];
        let orbits = Symmetry::None.orbits(&mut firsts);
        let measured = SHARES.map(|(visit, _)| {
            let mut counts = [0u32; 6];
            for seed in 0..3000 {
                let mut random = Random::new(seed);
                let source = GridToDig::new(&mut random);
                let (puzzle, _) = dig(
                    &mut random,
                    &source,
                    Symmetry::None,
                    DigTo::Minimal,
                    visit,
                    &firsts[..orbits],
                );
                let rating = crate::logic::rate(&puzzle, crate::engine::Settings::default());
                counts[rating.expect("one solution").level as usize - 1] += 1;
            }
            // per mille, rounded
            (visit, counts.map(|n| (n + 1) / 3))
        });
        assert_eq!(measured, SHARES);
    }
}
