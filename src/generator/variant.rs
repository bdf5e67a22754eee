//! Generation under variant rules: a solved grid (a few random givens the rules allow,
//! completed by the search under the rules), dug orbit by orbit in a random order while
//! the solution stays unique under them. With target levels each try is rated under the
//! rules (`crate::rules::logic`): a minimal puzzle is kept when it rates at one of them;
//! otherwise an orbit also stays where its removal would rate above the highest, and the
//! puzzle is kept when it rates at least the lowest, or when `lift` brings it there.

use super::random::Random;
use super::stream_seed;
use super::symmetry::Symmetry;
use crate::geometry::Layout;
use crate::geometry::CELLS;
use crate::logic::{Level, Levels};
use crate::rules::logic::{rate_up_to, Limits};
use crate::rules::{candidates, search, Rules};

/// What to generate under rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantOptions {
    pub symmetry: Symmetry,
    /// Whether to try every orbit of givens for removal (else the dig stops at the first
    /// that must stay).
    pub minimal: bool,
    /// The levels the puzzle must rate at (`None`: any).
    pub levels: Option<Levels>,
    /// The tries at the target levels before giving up (at least one is made).
    pub max_tries: u32,
}

/// The random givens a grid is drawn through (fewer where a picked cell is taken, has no
/// candidate left, or leaves no solution the search finds).
const GRID_SEEDS: usize = 11;

/// The guesses each search for a grid with random givens may spend.
const GRID_GUESSES: u64 = 1_000;

/// The guesses the search for the first grid (from the empty board) may spend: under the
/// strictest rules, such as non-consecutive, it is the longest search of a generation.
const FIRST_GRID_GUESSES: u64 = 50_000;

/// The guesses one uniqueness count may spend while digging: an orbit whose removal takes
/// more to decide stays, so the puzzle stays proven unique.
pub(super) const COUNT_GUESSES: u64 = 1_000;

/// A puzzle (digits, `0` for an empty cell) with exactly one solution under `rules`, for
/// `seed`, at the target levels if any; `None` when the search finds no grid under the
/// rules (`first_grid`), or `max_tries` tries none at the levels. The same seed,
/// rules and options give the same puzzle everywhere; each range of levels has its own
/// stream for a seed, as for the classic generator.
pub fn generate_under(rules: &Rules, seed: u64, options: &VariantOptions) -> Option<[u8; CELLS]> {
    let layout = Layout::new(rules);
    let mut random = Random::new(stream_seed(seed, levels_asked(options)));
    let mut firsts = [0u8; CELLS];
    let count = options.symmetry.orbits(&mut firsts);
    let orbits = &mut firsts[..count];
    let first = first_grid(&layout)?;
    (0..tries(options)).find_map(|_| {
        let grid = random_grid(&layout, first, &mut random);
        random.shuffle(orbits);
        let puzzle = dig(&layout, grid, options, orbits);
        match levels_asked(options) {
            None => Some(puzzle),
            Some(levels) => at_levels(&layout, (&puzzle, &grid), options, levels, orbits),
        }
    })
}

/// The levels asked for, unless every level is (then none is).
pub(super) fn levels_asked(options: &VariantOptions) -> Option<Levels> {
    options.levels.filter(|&levels| levels != Levels::ALL)
}

/// The tries a generation makes: `max_tries` (at least one) with levels, else one.
pub(super) fn tries(options: &VariantOptions) -> u32 {
    match levels_asked(options) {
        Some(_) => options.max_tries.max(1),
        None => 1,
    }
}

/// The limits of a rating while generating: its search for the solution stops where a
/// uniqueness count does (`COUNT_GUESSES`); its walk is not limited.
fn rating_limits() -> Limits {
    Limits {
        search: Some(COUNT_GUESSES),
        effort: None,
    }
}

/// True when a puzzle with one solution under `layout` rates at one of `levels` (a walk
/// that stops at the first step above the highest).
pub(super) fn rates_in(layout: &Layout, puzzle: &[u8; CELLS], levels: Levels) -> bool {
    let rated = rate_up_to(layout, puzzle, rating_limits(), levels.highest());
    matches!(rated, Ok(Some(rating)) if levels.contains(rating.level))
}

/// The search's first solution of `givens` under `layout`, if it finds one within
/// `GRID_GUESSES`.
pub(super) fn solve(layout: &Layout, givens: &[u8; CELLS]) -> Option<[u8; CELLS]> {
    solve_within(layout, givens, GRID_GUESSES)
}

/// The search's first solution with no given under `layout`, if it finds one within
/// `FIRST_GRID_GUESSES`.
pub(super) fn first_grid(layout: &Layout) -> Option<[u8; CELLS]> {
    solve_within(layout, &[0; CELLS], FIRST_GRID_GUESSES)
}

/// The search's first solution of `givens` under `layout`, if it finds one within
/// `max_guesses`.
fn solve_within(layout: &Layout, givens: &[u8; CELLS], max_guesses: u64) -> Option<[u8; CELLS]> {
    let searched = search(layout, givens, 1, Some(max_guesses));
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
/// first that must stay; but when it need not be minimal and levels are asked, an orbit
/// also stays whose removal would rate the puzzle above the highest (every orbit is then
/// tried). An orbit whose removal a count cannot decide within `COUNT_GUESSES` stays.
pub(super) fn dig(
    layout: &Layout,
    grid: [u8; CELLS],
    options: &VariantOptions,
    orbits: &[u8],
) -> [u8; CELLS] {
    let cap = levels_asked(options)
        .filter(|_| !options.minimal)
        .and_then(|levels| Levels::between(Level::Beginner, levels.highest()));
    let mut puzzle = grid;
    for &first in orbits {
        let mut fewer = puzzle;
        for cell in options.symmetry.orbit(usize::from(first)).iter() {
            fewer[cell] = 0;
        }
        let searched = search(layout, &fewer, 2, Some(COUNT_GUESSES));
        let unique = !searched.limit_reached && searched.found == 1;
        let within = |cap: Levels| rates_in(layout, &fewer, cap);
        match (unique, cap) {
            (true, None) => puzzle = fewer,
            (true, Some(cap)) if within(cap) => puzzle = fewer,
            _ if options.minimal || cap.is_some() => {}
            _ => break,
        }
    }
    puzzle
}

/// The puzzle `dig` made of `grid` when it rates at `levels`; else, when it need not be
/// minimal and the levels stop below extreme (so removals that would rate above them
/// stayed), the puzzle [`lift`] finds, if any.
fn at_levels(
    layout: &Layout,
    (dug, grid): (&[u8; CELLS], &[u8; CELLS]),
    options: &VariantOptions,
    levels: Levels,
    orbits: &[u8],
) -> Option<[u8; CELLS]> {
    if rates_in(layout, dug, levels) {
        return Some(*dug);
    }
    let liftable = !options.minimal && levels.highest() < Level::Extreme;
    liftable
        .then(|| lift(layout, (dug, grid), options.symmetry, levels, orbits))
        .flatten()
}

/// The most ratings that lifting one dug puzzle spends.
const LIFT_RATINGS: u32 = 24;

/// A puzzle at `levels` from `dug`, a puzzle of `grid` dug under the highest of them that
/// rates below the lowest (its removals would jump past them). For each orbit still
/// given, in the order of `orbits`, whose removal keeps the solution unique and rates
/// above the highest: the emptied orbits come back one at a time, in that order, each
/// kept while the puzzle still rates above the highest and left out where it would rate
/// below the lowest, until it rates at one of the levels. `None` when `LIFT_RATINGS`
/// ratings find none.
fn lift(
    layout: &Layout,
    (dug, grid): (&[u8; CELLS], &[u8; CELLS]),
    symmetry: Symmetry,
    levels: Levels,
    orbits: &[u8],
) -> Option<[u8; CELLS]> {
    let orbit = |first: u8| symmetry.orbit(usize::from(first));
    let given = |first: &&u8| dug[usize::from(**first)] != 0;
    let mut ratings = 0;
    let mut rate = |puzzle: &[u8; CELLS]| {
        ratings += 1;
        (ratings <= LIFT_RATINGS)
            .then(|| rate_up_to(layout, puzzle, rating_limits(), levels.highest()))
    };
    for &kept in orbits.iter().filter(given) {
        let mut above = *dug;
        orbit(kept).iter().for_each(|cell| above[cell] = 0);
        match rate(&above)? {
            Ok(None) => {}
            Ok(Some(rating)) if levels.contains(rating.level) => return Some(above),
            _ => continue,
        }
        for &emptied in orbits.iter().filter(|first| !given(first)) {
            let mut fewer_steps = above;
            orbit(emptied)
                .iter()
                .for_each(|cell| fewer_steps[cell] = grid[cell]);
            match rate(&fewer_steps)? {
                Ok(None) => above = fewer_steps,
                Ok(Some(rating)) if levels.contains(rating.level) => return Some(fewer_steps),
                _ => {}
            }
        }
    }
    None
}
