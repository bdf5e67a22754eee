//! Killer generation: connected cages of distinct digits drawn over a grid under the
//! caller's other rules, then either split until the cages alone leave one solution and
//! their single cells joined back to neighbours where that stays so (the usual killer, no
//! given), or kept and dug for the few givens they need.

use super::random::Random;
use super::stream_seed;
use super::variant::{
    dig, first_grid, levels_asked, random_grid, rates_in, tries, VariantOptions, COUNT_GUESSES,
};
use crate::geometry::cells::CellSet;
use crate::geometry::Layout;
use crate::geometry::CELLS;
use crate::rules::{reached, search, spread, Rules};

/// A killer puzzle: its cages, their sums and its givens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Killer {
    /// The cage of each cell, `1..=cage_count`, numbered in the order of their first cells.
    pub cages: [u8; CELLS],
    /// The sum of cage `k` at index `k - 1`; 0 beyond `cage_count`.
    pub sums: [u8; CELLS],
    pub cage_count: usize,
    /// The givens: digits, `0` for an empty cell.
    pub puzzle: [u8; CELLS],
    /// The rules with the cages: the caller's flags and regions, and these cages.
    pub rules: Rules,
}

/// The guesses a count may spend to keep a cage of one cell joined to its neighbour: a
/// join that takes more to prove is not made.
const MERGE_GUESSES: u64 = 100;

/// The largest cage drawn for a killer without givens, and with them.
const LARGEST_ALONE: usize = 4;
const LARGEST_WITH_GIVENS: usize = 6;

/// A killer puzzle for `seed` under `base` (its flags and regions; its cages are
/// replaced), unique under its cages: with no given unless `with_givens`, else dug for
/// givens under `options`; at the levels `options` asks, if any, within its tries, each
/// drawing a grid and cages of its own. `None` when the search finds no grid under
/// `base`, or no try rates at the levels. Each range of levels has its own stream for a
/// seed, as for [`super::variant::generate_under`].
pub fn generate_killer(
    base: &Rules,
    seed: u64,
    options: &VariantOptions,
    with_givens: bool,
) -> Option<Killer> {
    let base_layout = Layout::new(base);
    let first = first_grid(&base_layout)?;
    let mut random = Random::new(stream_seed(seed, levels_asked(options)));
    (0..tries(options)).find_map(|_| {
        let grid = random_grid(&base_layout, first, &mut random);
        let killer = caged_grid(base, grid, options, with_givens, &mut random)?;
        let rated = |levels| rates_in(&Layout::new(&killer.rules), &killer.puzzle, levels);
        levels_asked(options).is_none_or(rated).then_some(killer)
    })
}

/// One try of [`generate_killer`] over `grid`; `None` only if the rules refuse its cages.
fn caged_grid(
    base: &Rules,
    grid: [u8; CELLS],
    options: &VariantOptions,
    with_givens: bool,
    random: &mut Random,
) -> Option<Killer> {
    let largest = match with_givens {
        false => LARGEST_ALONE,
        true => LARGEST_WITH_GIVENS,
    };
    let mut cages = draw_cages(&grid, largest, random);
    loop {
        let killer = caged(base, &grid, &cages)?;
        cages = killer.cages;
        let layout = Layout::new(&killer.rules);
        if with_givens {
            let mut orbits = [0u8; CELLS];
            let count = options.symmetry.orbits(&mut orbits);
            random.shuffle(&mut orbits[..count]);
            let puzzle = dig(&layout, grid, options, &orbits[..count]);
            return Some(Killer { puzzle, ..killer });
        }
        let searched = search(&layout, &[0; CELLS], 2, Some(COUNT_GUESSES));
        if searched.found == 1 && !searched.limit_reached {
            return Some(merge_single_cells(base, &grid, killer));
        }
        // a cell the cages leave open: where another solution differs from the grid, or
        // any cell of a cage that can still split when the count was not decided
        let other = [searched.first, searched.last]
            .into_iter()
            .flatten()
            .find(|solution| solution != &grid);
        let open = match other {
            Some(other) => CellSet::from_fn(|cell| other[cell] != grid[cell]),
            None => CellSet::from_fn(|cell| {
                (0..CELLS).any(|peer| peer != cell && cages[peer] == cages[cell])
            }),
        };
        let Some(cell) = random.cell_of(open) else {
            return Some(killer);
        };
        split(&mut cages, cell, random);
    }
}

/// True when the cages of `killer` alone leave one solution, within `guesses`.
fn unique_alone(killer: &Killer, guesses: u64) -> bool {
    let searched = search(&Layout::new(&killer.rules), &[0; CELLS], 2, Some(guesses));
    searched.found == 1 && !searched.limit_reached
}

/// `killer` (its cages alone unique) with each cage of one cell, in cell order, joined to
/// the first neighbouring cage that does not hold its digit and has fewer than nine
/// cells, where the cages then still leave one solution within `MERGE_GUESSES`: a cage
/// of one cell gives its digit away.
fn merge_single_cells(base: &Rules, grid: &[u8; CELLS], mut killer: Killer) -> Killer {
    for cell in 0..CELLS {
        let cage_of = |cages: &[u8; CELLS], id: u8| CellSet::from_fn(|c| cages[c] == id);
        if cage_of(&killer.cages, killer.cages[cell]).len() != 1 {
            continue;
        }
        for next in spread(CellSet::single(cell)).iter() {
            let joined = cage_of(&killer.cages, killer.cages[next]);
            let holds = joined.iter().any(|c| grid[c] == grid[cell]);
            if next == cell || holds || joined.len() >= 9 {
                continue;
            }
            let mut cages = killer.cages;
            cages[cell] = cages[next];
            let merged = caged(base, grid, &cages);
            if let Some(merged) = merged.filter(|merged| unique_alone(merged, MERGE_GUESSES)) {
                killer = merged;
                break;
            }
        }
    }
    killer
}

/// Cages over `grid`: from each cell not yet caged, in a random order, a cage grows to a
/// random size from 2 to `largest` by random orthogonal steps onto uncaged cells whose
/// digit it does not hold yet (smaller where it runs out of such cells).
fn draw_cages(grid: &[u8; CELLS], largest: usize, random: &mut Random) -> [u8; CELLS] {
    let mut cages = [0u8; CELLS];
    let mut order: [usize; CELLS] = std::array::from_fn(|cell| cell);
    random.shuffle(&mut order);
    let mut id = 0;
    for start in order {
        if cages[start] != 0 {
            continue;
        }
        id += 1;
        let size = 2 + random.below(largest - 1);
        let mut cage = CellSet::single(start);
        let mut digits = 1u16 << grid[start];
        while (cage.len() as usize) < size {
            let free = spread(cage)
                .without(cage)
                .iter()
                .filter(|&cell| cages[cell] == 0 && digits & 1 << grid[cell] == 0)
                .fold(CellSet::EMPTY, CellSet::with);
            let Some(cell) = random.cell_of(free) else {
                break;
            };
            cage = cage.with(cell);
            digits |= 1 << grid[cell];
        }
        for cell in cage.iter() {
            cages[cell] = id;
        }
    }
    cages
}

/// Splits the cage of `cell` (two cells or more): a connected part grown from `cell` to
/// half its cells, and each connected piece of the rest, become cages of their own.
fn split(cages: &mut [u8; CELLS], cell: usize, random: &mut Random) {
    let id = cages[cell];
    let cage = CellSet::from_fn(|other| cages[other] == id);
    let mut part = CellSet::single(cell);
    while part.len() < cage.len() / 2 {
        let next = spread(part).intersection(cage).without(part);
        let Some(next) = random.cell_of(next) else {
            break;
        };
        part = part.with(next);
    }
    let mut fresh = cages.iter().copied().max().unwrap_or(0);
    let mut rest = cage;
    let mut piece = part;
    while !piece.is_empty() {
        fresh += 1;
        for member in piece.iter() {
            cages[member] = fresh;
        }
        rest = rest.without(piece);
        piece = rest
            .first()
            .map_or(CellSet::EMPTY, |first| reached(first, rest));
    }
}

/// The killer of `cages` over `grid` under `base`: cages numbered from 1 in the order of
/// their first cells, their sums, no given yet. `None` only if the rules refuse them.
fn caged(base: &Rules, grid: &[u8; CELLS], cages: &[u8; CELLS]) -> Option<Killer> {
    let mut numbered = [0u8; CELLS];
    let mut sums = [0u8; CELLS];
    let mut old_ids = [0u8; CELLS];
    let mut count = 0;
    for cell in 0..CELLS {
        let index = match old_ids[..count].iter().position(|&old| old == cages[cell]) {
            Some(index) => index,
            None => {
                old_ids[count] = cages[cell];
                count += 1;
                count - 1
            }
        };
        numbered[cell] = index as u8 + 1;
        sums[index] += grid[cell];
    }
    let rules = Rules::new(
        base.flags(),
        Some(base.regions()),
        Some((&numbered, &sums[..count])),
    )
    .ok()?;
    Some(Killer {
        cages: numbered,
        sums,
        cage_count: count,
        puzzle: [0; CELLS],
        rules,
    })
}
