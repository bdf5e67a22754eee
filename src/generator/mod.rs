//! Seeded puzzle generation. A 64-bit seed and the options determine the output on every
//! platform and build: the numbers come from [`random::Random`], every decision is an
//! integer one, and the engine and rater it consults are deterministic.
//!
//! A try digs a solved grid (a new one every `TRIES_PER_GRID` tries): it visits the
//! orbits of the chosen symmetry in an order picked for the target levels (`Visit`) and
//! empties each one whose removal keeps the solution unique. A minimal puzzle visits every
//! orbit (so no remaining orbit can go); a non-minimal one stops at the first orbit that
//! must stay. With target levels the try is rated and kept only at one of them; otherwise
//! the next try starts from where the stream is.

pub mod random;
pub mod symmetry;

use random::Random;
use symmetry::Symmetry;

use crate::board::{Encoding, Puzzle, Solution};
use crate::engine::{self, Counted, Settings, Solved};
use crate::geometry::cells::CellSet;
use crate::geometry::digits::digit_bit;
use crate::geometry::digits::ALL_DIGITS;
use crate::geometry::houses::{houses_of, HOUSE_SETS};
use crate::geometry::{box_of, column_of, row_of, CELLS};
use crate::logic::grid::{digits_per_house, seen_by};
use crate::logic::{self, Level, Levels};

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

/// The share of the orbits (in 81sts) that a shuffled dig first tries to empty all at once.
const FIRST_SWEEP: usize = 40;

/// The order a dig visits the orbits in. It decides which cells stay as givens, and so
/// how often a minimal puzzle lands on each level (the shares are in ARCHITECTURE.md);
/// every order gives puzzles with one solution, minimal when asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Visit {
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
/// 0..3000 and rated with `logic::rate` (the table in ARCHITECTURE.md).
const SHARES: [(Visit, [u32; 6]); 3] = [
    (Visit::Shuffled, [237, 179, 194, 161, 80, 149]),
    (Visit::DigitByDigit, [319, 43, 128, 293, 49, 169]),
    (Visit::BoxByBox, [92, 407, 182, 138, 97, 82]),
];

impl Visit {
    /// The visit under which minimal tries most often land on one of `levels` (the first
    /// such in [`SHARES`] on a tie); shuffled with any level, and for every non-minimal dig
    /// (which stops at the first orbit that must stay, so a grouped visit would stop after
    /// about one group).
    fn for_levels(levels: Option<Levels>, minimal: bool) -> Visit {
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
    fn arrange(self, orbits: &mut [u8], random: &mut Random, solution: &Solution) {
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
    fn first_sweep(self, orbits: usize) -> usize {
        match self {
            Visit::Shuffled => orbits * FIRST_SWEEP / CELLS,
            Visit::DigitByDigit | Visit::BoxByBox => 0,
        }
    }
}

/// Empties `orbits` (each by its lowest cell) of `solution`, in the order of `visit`,
/// while the solution stays unique.
///
/// The first orbits of a shuffled visit (see `Visit::first_sweep`) go in one sweep when
/// the puzzle without all of them is still unique: then each would also have gone one at
/// a time, so the result is the same, for one search instead of dozens.
fn dig(
    random: &mut Random,
    source: &Source,
    symmetry: Symmetry,
    minimal: bool,
    visit: Visit,
    orbits: &[u8],
) -> Puzzle {
    let solution = &source.solution;
    let mut room = [0u8; CELLS];
    let order = &mut room[..orbits.len()];
    order.copy_from_slice(orbits);
    visit.arrange(order, random, solution);
    let (sweep, rest) = order.split_at(visit.first_sweep(orbits.len()));
    let swept = sweep.iter().fold(CellSet::EMPTY, |set, &first| {
        set.union(symmetry.orbit(usize::from(first)))
    });
    let fewer = Puzzle::from_solution(solution, |cell| !swept.contains(cell));
    if !sweep.is_empty() && engine::count(&fewer, 2, Settings::default()).0 == Counted::Solutions(1)
    {
        let mut dig = Dig::new(source, fewer);
        dig.each(rest, symmetry, minimal);
        dig.puzzle
    } else {
        let mut dig = Dig::new(source, Puzzle::from_solution(solution, |_| true));
        if dig.each(sweep, symmetry, minimal) {
            dig.each(rest, symmetry, minimal);
        }
        dig.puzzle
    }
}

/// A solved grid to dig, with its small unavoidable sets; several tries may dig it.
struct Source {
    solution: Solution,
    unavoidable: Unavoidable,
}

impl Source {
    fn new(random: &mut Random) -> Source {
        let solution = solved_grid(random);
        Source {
            solution,
            unavoidable: Unavoidable::of(&solution),
        }
    }
}

/// Digging one orbit at a time: the puzzle so far, and its givens per house.
struct Dig<'a> {
    source: &'a Source,
    puzzle: Puzzle,
    givens: Givens,
}

impl Dig<'_> {
    fn new(source: &Source, puzzle: Puzzle) -> Dig<'_> {
        Dig {
            source,
            puzzle,
            givens: Givens::of(&puzzle),
        }
    }

    /// Tries to empty each orbit in turn; false when a non-minimal dig must stop.
    fn each(&mut self, orbits: &[u8], symmetry: Symmetry, minimal: bool) -> bool {
        for &first in orbits {
            if !self.try_empty(symmetry.orbit(usize::from(first))) && !minimal {
                return false;
            }
        }
        true
    }

    /// Empties `orbit` if the solution stays unique; true if it did.
    fn try_empty(&mut self, orbit: CellSet) -> bool {
        let digits = self.source.solution.cells();
        let mut fewer = self.puzzle;
        for cell in orbit.iter() {
            fewer = fewer.without(cell);
            self.givens.remove(cell, digits[cell]);
        }
        let unique = match orbit.first() {
            _ if orbit
                .iter()
                .any(|cell| self.source.unavoidable.emptied(cell, self.givens.empty)) =>
            {
                false
            }
            Some(cell) if orbit.len() == 1 => {
                self.givens.forced(cell, digits[cell])
                    || !engine::solvable_without(&fewer, cell, digits[cell])
            }
            _ => engine::count(&fewer, 2, Settings::default()).0 == Counted::Solutions(1),
        };
        if unique {
            self.puzzle = fewer;
        } else {
            for cell in orbit.iter() {
                self.givens.add(cell, digits[cell]);
            }
        }
        unique
    }
}

/// The most unavoidable sets of a solution that digging keeps track of.
const MAX_UNAVOIDABLE: usize = 128;

/// Small unavoidable sets of a solution: cells that, all empty, leave the puzzle with a
/// second solution, so that no search is needed to see that such a removal must be
/// undone. Two kinds are collected, each a change that keeps every row, column and box
/// valid:
/// - two lines of one band (or stack) and three crosswise lines whose cells hold the same
///   digits on both lines: the two lines exchange their digits in those cells;
/// - for two digits, a smallest set of their cells that holds both or neither of them in
///   every house: the two digits swap there.
struct Unavoidable {
    sets: [CellSet; MAX_UNAVOIDABLE],
    len: usize,
    /// For each cell, the sets holding it (bit `i`: `sets[i]`).
    holding: [u128; CELLS],
}

impl Unavoidable {
    fn of(solution: &Solution) -> Unavoidable {
        let mut found = Unavoidable {
            sets: [CellSet::EMPTY; MAX_UNAVOIDABLE],
            len: 0,
            holding: [0; CELLS],
        };
        let digits = solution.cells();
        for transposed in [false, true] {
            let cell = |line: usize, across: usize| {
                if transposed {
                    across * 9 + line
                } else {
                    line * 9 + across
                }
            };
            for one in 0..9 {
                for other in one + 1..one / 3 * 3 + 3 {
                    // where each digit lies on `one`
                    let mut at = [0usize; 10];
                    for across in 0..9 {
                        at[usize::from(digits[cell(one, across)])] = across;
                    }
                    // from a crosswise line to the one where `one` holds the digit that
                    // `other` holds here: the two lines can exchange their digits in a set
                    // of crosswise lines that this maps onto itself, and as the two cells
                    // of a crosswise line differ, three such lines form a cycle
                    let next = |across: usize| at[usize::from(digits[cell(other, across)])];
                    for i in 0..9 {
                        let (j, k) = (next(i), next(next(i)));
                        if next(k) == i && i < j && i < k {
                            found.add([i, j, k].into_iter().fold(CellSet::EMPTY, |set, across| {
                                set.with(cell(one, across)).with(cell(other, across))
                            }));
                        }
                    }
                }
            }
        }
        found.digit_pairs(solution);
        found
    }

    /// Adds the two-digit sets: for digits `a` and `b`, their cells linked wherever a house
    /// holds both, each linked group (short of all eighteen cells) once.
    // `a` and `b` index the per-digit tables together
    #[allow(clippy::needless_range_loop)]
    fn digit_pairs(&mut self, solution: &Solution) {
        // per digit, the cell it occupies in each row, and the row it occupies in each
        // column and in each box
        let mut in_row = [[0u8; 9]; 9];
        let mut row_in = [[[0u8; 9]; 2]; 9];
        for (cell, &digit) in solution.cells().iter().enumerate() {
            let d = usize::from(digit) - 1;
            in_row[d][row_of(cell)] = cell as u8;
            row_in[d][0][column_of(cell)] = row_of(cell) as u8;
            row_in[d][1][box_of(cell)] = row_of(cell) as u8;
        }
        for a in 0..9 {
            for b in a + 1..9 {
                // a graph on the rows, each standing for its `a` cell and its `b` cell
                // (which share the row): a row is joined to the rows holding the `b` of
                // the column and of the box of its `a`
                let mut links = [0u16; 9];
                for row in 0..9 {
                    let cell = usize::from(in_row[a][row]);
                    for partner in [
                        usize::from(row_in[b][0][column_of(cell)]),
                        usize::from(row_in[b][1][box_of(cell)]),
                    ] {
                        links[row] |= 1 << partner;
                        links[partner] |= 1 << row;
                    }
                }
                let mut left: u16 = 0x1ff;
                while left != 0 {
                    let mut group = left & left.wrapping_neg();
                    loop {
                        let (mut grown, mut rows) = (group, group);
                        while rows != 0 {
                            grown |= links[rows.trailing_zeros() as usize];
                            rows &= rows - 1;
                        }
                        if grown == group {
                            break;
                        }
                        group = grown;
                    }
                    left &= !group;
                    if group != 0x1ff {
                        let cells = (0..9).filter(|&row| group >> row & 1 != 0).fold(
                            CellSet::EMPTY,
                            |set, row| {
                                set.with(usize::from(in_row[a][row]))
                                    .with(usize::from(in_row[b][row]))
                            },
                        );
                        self.add(cells);
                    }
                }
            }
        }
    }

    fn add(&mut self, cells: CellSet) {
        if self.len < MAX_UNAVOIDABLE {
            for cell in cells.iter() {
                self.holding[cell] |= 1 << self.len;
            }
            self.sets[self.len] = cells;
            self.len += 1;
        }
    }

    /// True when a set holding `cell` lies wholly in `empty`.
    fn emptied(&self, cell: usize, empty: CellSet) -> bool {
        let mut sets = self.holding[cell];
        while sets != 0 {
            if self.sets[sets.trailing_zeros() as usize]
                .without(empty)
                .is_empty()
            {
                return true;
            }
            sets &= sets - 1;
        }
        false
    }
}

/// The digits (bit `d - 1`) given in each row, column and box, and the empty cells, as
/// digging changes them.
struct Givens {
    houses: [u16; 27],
    empty: CellSet,
}

impl Givens {
    fn of(puzzle: &Puzzle) -> Givens {
        let cells = puzzle.cells();
        Givens {
            houses: digits_per_house(cells),
            empty: (0..CELLS)
                .filter(|&cell| cells[cell] == 0)
                .fold(CellSet::EMPTY, CellSet::with),
        }
    }

    fn add(&mut self, cell: usize, digit: u8) {
        for house in houses_of(cell) {
            self.houses[house] |= digit_bit(digit);
        }
        self.empty = self.empty.without(CellSet::single(cell));
    }

    fn remove(&mut self, cell: usize, digit: u8) {
        for house in houses_of(cell) {
            self.houses[house] &= !digit_bit(digit);
        }
        self.empty = self.empty.with(cell);
    }

    /// True when the givens alone force `digit` into the empty `cell`: it is the cell's
    /// only candidate (a naked single), or the digit's only place in one of the cell's
    /// houses (a hidden single). Emptying such a cell keeps every solution as it was.
    fn forced(&self, cell: usize, digit: u8) -> bool {
        if seen_by(cell, &self.houses) | digit_bit(digit) == ALL_DIGITS {
            return true;
        }
        houses_of(cell).into_iter().any(|house| {
            let others = HOUSE_SETS[house]
                .intersection(self.empty)
                .without(CellSet::single(cell));
            others.iter().all(|other| {
                houses_of(other)
                    .into_iter()
                    .any(|h| self.houses[h] & digit_bit(digit) != 0)
            })
        })
    }
}

/// How many tries dig the same solved grid, each in its own order, before a new one is
/// made. Tries on one grid land on each level as often as tries on fresh grids (measured
/// over 3,000 grids), and the grid and its unavoidable sets are built once.
const TRIES_PER_GRID: u32 = 8;

/// A puzzle with one solution for `seed` and `options`, or `None` when `max_tries` tries
/// found none at the target levels.
pub fn generate(seed: u64, options: &Options) -> Option<Puzzle> {
    let mut random = Random::new(seed);
    // every level asked is no level asked
    let levels = options.levels.filter(|&levels| levels != Levels::ALL);
    let visit = Visit::for_levels(levels, options.minimal);
    let mut source = Source::new(&mut random);
    let mut room = [0u8; CELLS];
    let count = options.symmetry.orbits(&mut room);
    let orbits = &room[..count];
    for attempt in 0..options.max_tries.max(1) {
        if attempt > 0 && attempt % TRIES_PER_GRID == 0 {
            source = Source::new(&mut random);
        }
        let puzzle = dig(
            &mut random,
            &source,
            options.symmetry,
            options.minimal,
            visit,
            orbits,
        );
        let Some(levels) = levels else {
            return Some(puzzle);
        };
        if logic::rates_in(&puzzle, levels) {
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
        assert!(crate::is_complete_grid(a.cells()));
        assert_eq!(a, generate_solved(1));
        assert_ne!(a, generate_solved(2));
    }

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
                let mut room = [0u8; CELLS];
                let orbits = symmetry.orbits(&mut room);
                let order = &mut room[..orbits];
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
