//! Generation under variant rules: a solved grid (a few random givens the rules allow,
//! completed by the search under the rules), dug orbit by orbit in a random order while
//! the solution stays unique under them. Levels are not asked here: no rater runs under
//! variant rules.

use super::random::Random;
use super::symmetry::Symmetry;
use crate::geometry::CELLS;
use crate::rules::{candidates, search, Layout, Rules};

/// What to generate under rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantOptions {
    pub symmetry: Symmetry,
    /// Whether to try every orbit of givens for removal (else the dig stops at the first
    /// that must stay).
    pub minimal: bool,
}

/// The random givens a grid is drawn through (fewer where a picked cell is taken, has no
/// candidate left, or leaves no solution the search finds).
const GRID_SEEDS: usize = 11;

/// The guesses each search for a grid may spend.
const GRID_GUESSES: u64 = 1_000;

/// The guesses one uniqueness count may spend while digging: an orbit whose removal takes
/// more to decide stays, so the puzzle stays proven unique.
pub(super) const COUNT_GUESSES: u64 = 1_000;

/// A puzzle (digits, `0` for an empty cell) with exactly one solution under `rules`, for
/// `seed`; `None` when the search finds no grid under the rules within `GRID_GUESSES`.
/// The same seed, rules and options give the same puzzle everywhere.
pub fn generate_under(rules: &Rules, seed: u64, options: &VariantOptions) -> Option<[u8; CELLS]> {
    let layout = Layout::new(rules);
    let mut random = Random::new(seed);
    let mut firsts = [0u8; CELLS];
    let count = options.symmetry.orbits(&mut firsts);
    let orbits = &mut firsts[..count];
    let grid = random_grid(&layout, solve(&layout, &[0; CELLS])?, &mut random);
    random.shuffle(orbits);
    Some(dig(&layout, grid, options, orbits))
}

/// The search's first solution of `givens` under `layout`, if it finds one within
/// `GRID_GUESSES`.
pub(super) fn solve(layout: &Layout, givens: &[u8; CELLS]) -> Option<[u8; CELLS]> {
    let searched = search(layout, givens, 1, Some(GRID_GUESSES));
    searched.first.filter(|_| !searched.limit_reached)
}

/// A solved grid under `layout` drawn from `first` (a solution with no given): up to
/// `GRID_SEEDS` times a random cell gets a random digit it may still hold, kept when the
/// search still finds a solution within `GRID_GUESSES`, which becomes the grid.
pub(super) fn random_grid(layout: &Layout, first: [u8; CELLS], random: &mut Random) -> [u8; CELLS] {
    let mut givens = [0u8; CELLS];
    let mut grid = first;
    for _ in 0..GRID_SEEDS {
        let cell = random.below(CELLS);
        let mut allowed = candidates(layout, &givens)[cell];
        if givens[cell] != 0 || allowed == 0 {
            continue;
        }
        for _ in 0..random.below(allowed.count_ones() as usize) {
            allowed &= allowed - 1;
        }
        givens[cell] = allowed.trailing_zeros() as u8 + 1;
        if grid[cell] == givens[cell] {
            continue;
        }
        match solve(layout, &givens) {
            Some(solution) => grid = solution,
            None => givens[cell] = 0,
        }
    }
    grid
}

/// Empties the `orbits` of `grid` (each by its lowest cell), in their order, while the
/// solution stays unique: all of them when the puzzle must be minimal, else up to the
/// first that must stay. An orbit whose removal a count cannot decide within
/// `COUNT_GUESSES` stays.
pub(super) fn dig(
    layout: &Layout,
    grid: [u8; CELLS],
    options: &VariantOptions,
    orbits: &[u8],
) -> [u8; CELLS] {
    let mut puzzle = grid;
    for &first in orbits {
        let mut fewer = puzzle;
        for cell in options.symmetry.orbit(usize::from(first)).iter() {
            fewer[cell] = 0;
        }
        let searched = search(layout, &fewer, 2, Some(COUNT_GUESSES));
        match (searched.limit_reached, searched.found) {
            (false, 1) => puzzle = fewer,
            _ if options.minimal => {}
            _ => break,
        }
    }
    puzzle
}
