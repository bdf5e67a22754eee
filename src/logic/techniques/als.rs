//! Almost locked sets (ALS): `n` empty cells of one house holding `n + 1` digits between
//! them. Take one digit away and the rest is locked: the cells hold exactly those digits.
//!
//! Two ALSs are linked by a restricted common digit `x` when both hold it and every cell
//! of one that holds `x` sees every cell of the other that does: `x` is then in at most
//! one of them, and the other is locked without it.

use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, digits};
use crate::geometry::houses::{common_peers, HOUSE_SETS};
use crate::geometry::{column_of, row_of};
use crate::logic::catalogue::Technique;
use crate::logic::cells::{gather, subsets_with_candidates};
use crate::logic::grid::Grid;
use crate::logic::step::Step;

/// The most ALSs a search looks at; beyond them a grid's others are passed over.
const MAX_SETS: usize = 512;

/// The most cells of an ALS a search looks at: larger ones hold most of their house's
/// digits, and seldom link or remove anything that a shorter chain would not.
const MAX_CELLS: u32 = 4;

/// An almost locked set: its cells and their digits.
#[derive(Clone, Copy, Debug)]
struct Als {
    cells: CellSet,
    digits: u16,
}

/// The ALSs of a grid, each once: a bivalue cell from its row, a set of one row or column
/// from that line, other sets from their box.
struct Sets {
    sets: [Als; MAX_SETS],
    len: usize,
}

impl Sets {
    fn of(grid: &Grid) -> Sets {
        let mut found = Sets {
            sets: [Als {
                cells: CellSet::EMPTY,
                digits: 0,
            }; MAX_SETS],
            len: 0,
        };
        for (house, &house_cells) in HOUSE_SETS.iter().enumerate() {
            let mut buffer = [0; 9];
            let cells = gather(house_cells.intersection(grid.empty()).iter(), &mut buffer);
            let mut subsets = [(CellSet::EMPTY, 0); 512];
            subsets_with_candidates(grid, cells, &mut subsets);
            let subsets = subsets[..1 << cells.len()].iter().enumerate().skip(1);
            for (bits, &(set, digits)) in subsets {
                let size = bits.count_ones();
                if size > MAX_CELLS
                    || digits.count_ones() != size + 1
                    || !found_here(house, set, size)
                {
                    continue;
                }
                if found.len < MAX_SETS {
                    found.sets[found.len] = Als { cells: set, digits };
                    found.len += 1;
                }
            }
        }
        found
    }

    fn all(&self) -> &[Als] {
        &self.sets[..self.len]
    }
}

/// Whether an ALS of `size` cells `cells`, found in `house`, is counted there: a single
/// cell in its row, a set within one row or column in that line, others in their box.
fn found_here(house: usize, cells: CellSet, size: u32) -> bool {
    let first = cells.first().expect("an ALS has cells");
    let in_line = |of: fn(usize) -> usize| cells.iter().all(|cell| of(cell) == of(first));
    match house {
        0..9 => true,
        9..18 => size > 1,
        _ => size > 1 && !in_line(row_of) && !in_line(column_of),
    }
}

/// The cells of `als` that hold `digit`.
fn holding(grid: &Grid, als: Als, digit: u8) -> CellSet {
    als.cells.intersection(grid.cells_with(digit))
}

/// The restricted common digits of two ALSs that share no cell (see the module doc).
fn restricted(grid: &Grid, one: Als, other: Als) -> u16 {
    let common = one.digits & other.digits;
    if common == 0 || !one.cells.intersection(other.cells).is_empty() {
        return 0;
    }
    digits(common)
        .filter(|&digit| {
            let (a, b) = (holding(grid, one, digit), holding(grid, other, digit));
            b.without(common_peers(a)).is_empty()
        })
        .fold(0, |mask, digit| mask | digit_bit(digit))
}

/// The cells outside `sets` that lose `z`: those seeing every cell of the sets holding it.
fn losing(grid: &Grid, sets: &[Als], z: u8) -> CellSet {
    let (with_z, cells) = sets
        .iter()
        .fold((CellSet::EMPTY, CellSet::EMPTY), |(z_cells, all), &als| {
            (z_cells.union(holding(grid, als, z)), all.union(als.cells))
        });
    common_peers(with_z)
        .intersection(grid.cells_with(z))
        .without(cells)
}

/// The step of `technique` built on `sets`, removing `z` from `removed`.
fn als_step(
    grid: &Grid,
    technique: Technique,
    sets: &[Als],
    linked: u16,
    z: u8,
    removed: CellSet,
) -> Step {
    let mut step = Step::new(technique, linked | digit_bit(z)).removing(removed, z);
    for als in sets {
        for cell in als.cells.iter() {
            step = step.because(CellSet::single(cell), grid.candidates(cell));
        }
    }
    step
}

/// ALS-XZ: two ALSs linked by a restricted common digit `x` that share another digit `z`.
/// One of them is locked without `x`, so holds `z`: `z` leaves every cell seeing all the
/// cells of both that hold it.
pub fn als_xz(grid: &Grid) -> Option<Step> {
    let sets = Sets::of(grid);
    let sets = sets.all();
    for (i, &one) in sets.iter().enumerate() {
        for &other in &sets[i + 1..] {
            // a restricted common digit and another
            let common = one.digits & other.digits;
            if common & common.wrapping_sub(1) == 0 {
                continue;
            }
            let linked = restricted(grid, one, other);
            for x in digits(linked) {
                for z in digits(one.digits & other.digits & !digit_bit(x)) {
                    let removed = losing(grid, &[one, other], z);
                    if !removed.is_empty() {
                        return Some(als_step(
                            grid,
                            Technique::AlsXz,
                            &[one, other],
                            digit_bit(x),
                            z,
                            removed,
                        ));
                    }
                }
            }
        }
    }
    None
}

/// ALS-XY-Wing: ALSs `a` and `b`, each linked to a third, `c`, by a restricted common
/// digit, `x` and `y`, two different digits, and sharing a digit `z` that is neither. If
/// `a` lacked `z`, it would be locked without it and so hold `x`; `c` would then be locked
/// without `x`, so hold `y`, and `b` be locked without `y`, so hold `z`. One of `a` and
/// `b` holds `z`, which leaves every cell seeing all the cells of both that hold it.
pub fn als_xy_wing(grid: &Grid) -> Option<Step> {
    let sets = Sets::of(grid);
    let sets = sets.all();
    let mut linked = [(0usize, 0u16); MAX_SETS];
    for &c in sets {
        // the sets linked to `c`, with their restricted common digits
        let mut count = 0;
        for (i, &other) in sets.iter().enumerate() {
            let digits = restricted(grid, other, c);
            if digits != 0 {
                linked[count] = (i, digits);
                count += 1;
            }
        }
        for (k, &(i, to_a)) in linked[..count].iter().enumerate() {
            let a = sets[i];
            for &(j, to_b) in &linked[k + 1..count] {
                let b = sets[j];
                if !a.cells.intersection(b.cells).is_empty() {
                    continue;
                }
                for x in digits(to_a) {
                    for y in digits(to_b & !digit_bit(x)) {
                        let links = digit_bit(x) | digit_bit(y);
                        for z in digits(a.digits & b.digits & !links) {
                            let removed = losing(grid, &[a, b], z).without(c.cells);
                            if !removed.is_empty() {
                                let sets = [a, b, c];
                                return Some(als_step(
                                    grid,
                                    Technique::AlsXyWing,
                                    &sets,
                                    links,
                                    z,
                                    removed,
                                ));
                            }
                        }
                    }
                }
            }
        }
    }
    None
}
