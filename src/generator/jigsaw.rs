//! Jigsaw generation: a random layout of nine connected regions of nine cells, reached
//! from the boxes by swaps of neighbouring cells between regions, then a puzzle generated
//! under it as under any rules.

use super::random::Random;
use super::variant::{generate_under, solve, VariantOptions};
use crate::geometry::cells::CellSet;
use crate::geometry::Layout;
use crate::geometry::{box_of, CELLS};
use crate::rules::{reached, spread, Rules};

/// A jigsaw puzzle: its regions and its givens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Jigsaw {
    /// The region of each cell, `0..9`.
    pub regions: [u8; CELLS],
    /// The givens: digits, `0` for an empty cell.
    pub puzzle: [u8; CELLS],
    /// The rules with the regions: the caller's flags and cages, and these regions.
    pub rules: Rules,
}

/// The swaps of neighbouring cells a layout is drawn with (those that would split a
/// region are not made).
const SWAPS: usize = 300;

/// The layouts drawn before giving up: a layout under which the search finds no grid is
/// dropped.
const LAYOUTS: usize = 20;

/// A jigsaw puzzle for `seed` under `base` (its flags and cages; its regions are
/// replaced by a random layout), generated as [`generate_under`] does on the first layout
/// that admits a grid the search finds; `None` when none of `LAYOUTS` does, or when the
/// tries at the options' levels find none on that layout.
pub fn generate_jigsaw(base: &Rules, seed: u64, options: &VariantOptions) -> Option<Jigsaw> {
    let mut random = Random::new(seed);
    let (regions, rules, seed) = (0..LAYOUTS).find_map(|_| {
        let regions = draw_regions(&mut random);
        let cages = base.cages();
        let rules = Rules::new(base.flags(), Some(&regions), Some((cages, base.sums()))).ok()?;
        let seed = random.next_u64();
        solve(&Layout::new(&rules), &[0; CELLS])?;
        Some((regions, rules, seed))
    })?;
    let puzzle = generate_under(&rules, seed, options)?;
    Some(Jigsaw {
        regions,
        puzzle,
        rules,
    })
}

/// Nine connected regions of nine cells: the boxes, then `SWAPS` times a cell moves to
/// a neighbouring region and a cell of that region next to the first region moves back,
/// where both regions stay connected.
fn draw_regions(random: &mut Random) -> [u8; CELLS] {
    let mut regions: [u8; CELLS] = std::array::from_fn(|cell| box_of(cell) as u8);
    let region = |regions: &[u8; CELLS], id: u8| CellSet::from_fn(|cell| regions[cell] == id);
    for _ in 0..SWAPS {
        let a = random.below(CELLS);
        let (from, cells) = (regions[a], spread(CellSet::single(a)));
        let others = cells.without(region(&regions, from));
        let Some(to) = random.cell_of(others).map(|b| regions[b]) else {
            continue;
        };
        let rest = region(&regions, from).without(CellSet::single(a));
        let back = spread(rest).intersection(region(&regions, to));
        let Some(c) = random.cell_of(back) else {
            continue;
        };
        regions[a] = to;
        regions[c] = from;
        if !connected(&regions, from) || !connected(&regions, to) {
            regions[a] = from;
            regions[c] = to;
        }
    }
    regions
}

/// True when region `id` of `regions` is connected.
fn connected(regions: &[u8; CELLS], id: u8) -> bool {
    let cells = CellSet::from_fn(|cell| regions[cell] == id);
    cells
        .first()
        .is_some_and(|first| reached(first, cells) == cells)
}
