//! Almost locked sets (ALS): `n` empty cells of one house holding `n + 1` digits between
//! them. Take one digit away and the rest is locked: the cells hold exactly those digits.
//! The searches run over any grid's houses and sight, classic or under rules.
//!
//! Two ALSs are linked by a restricted common digit `x` when both hold it and every cell
//! of one that holds `x` sees every cell of the other that does: `x` is then in at most
//! one of them, and the other is locked without it.

use super::chains::Bfs;
use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, digits};
use crate::geometry::Geometry;
use crate::logic::catalogue::Technique;
use crate::logic::cells::{gather, subsets_with_candidates};
use crate::logic::grid::Grid;
use crate::logic::step::{Step, MAX_CHAIN};

/// The most ALSs a search looks at; beyond them a grid's others are passed over.
const MAX_SETS: usize = 512;

/// The most cells of an ALS a search looks at: larger ones hold most of their house's
/// digits, and seldom link or remove anything that a shorter chain would not.
const MAX_CELLS: u32 = 4;

/// The most links between ALSs the searches look at; beyond them a grid's others are
/// passed over.
const MAX_LINKS: usize = 8192;

/// The most ALSs in an ALS chain (two and three are ALS-XZ and ALS-XY-Wing).
pub const MAX_CHAIN_SETS: usize = 6;

const _: () = assert!(MAX_CHAIN_SETS * MAX_CELLS as usize <= MAX_CHAIN);

/// ALS chain search states: `set * 9 + (the digit the set lacks, 0-based)`.
type ChainBfs = Bfs<{ MAX_SETS * 9 }>;

/// An almost locked set: its cells and their digits.
#[derive(Clone, Copy, Debug)]
struct Als {
    cells: CellSet,
    digits: u16,
}

/// The ALSs of a grid, each once, from the first of the grid's houses that holds it (on
/// the classic grid: a bivalue cell from its row, a set of one row or column from that
/// line, other sets from their box).
struct Sets {
    sets: [Als; MAX_SETS],
    len: usize,
}

impl Sets {
    fn of(grid: &Grid<impl Geometry>) -> Sets {
        let mut found = Sets {
            sets: [Als {
                cells: CellSet::EMPTY,
                digits: 0,
            }; MAX_SETS],
            len: 0,
        };
        for (house, (_, house_cells)) in grid.houses().enumerate() {
            let mut buffer = [0; 9];
            let cells = gather(house_cells.intersection(grid.empty()).iter(), &mut buffer);
            let mut subsets = [(CellSet::EMPTY, 0); 512];
            subsets_with_candidates(grid, cells, &mut subsets);
            let subsets = subsets[..1 << cells.len()].iter().enumerate().skip(1);
            for (bits, &(set, digits)) in subsets {
                let size = bits.count_ones();
                let held_before = |(_, earlier): (usize, CellSet)| set.without(earlier).is_empty();
                if size > MAX_CELLS
                    || digits.count_ones() != size + 1
                    || grid.houses().take(house).any(held_before)
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

/// The cells of `als` that hold `digit`.
fn holding(grid: &Grid<impl Geometry>, als: Als, digit: u8) -> CellSet {
    als.cells.intersection(grid.cells_with(digit))
}

/// For each digit of `one` (index `d - 1`), the cells that see every cell of `one` holding
/// it: where another ALS must hold it for the two to be linked by it.
fn seen_per_digit(grid: &Grid<impl Geometry>, one: Als) -> [CellSet; 9] {
    std::array::from_fn(|i| {
        let digit = i as u8 + 1;
        if one.digits & digit_bit(digit) == 0 {
            CellSet::EMPTY
        } else {
            grid.common_peers(holding(grid, one, digit))
        }
    })
}

/// The restricted common digits of `one`, whose [`seen_per_digit`] is `seen`, and `other`
/// (see the module doc): none when they share a cell.
fn restricted(grid: &Grid<impl Geometry>, (one, seen): (Als, &[CellSet; 9]), other: Als) -> u16 {
    let common = one.digits & other.digits;
    if common == 0 || !one.cells.intersection(other.cells).is_empty() {
        return 0;
    }
    digits(common)
        .filter(|&digit| {
            holding(grid, other, digit)
                .without(seen[usize::from(digit) - 1])
                .is_empty()
        })
        .fold(0, |mask, digit| mask | digit_bit(digit))
}

/// The cells outside `sets` that lose `z`: those seeing every cell of the sets holding it.
fn losing(grid: &Grid<impl Geometry>, sets: &[Als], z: u8) -> CellSet {
    let (with_z, cells) = sets
        .iter()
        .fold((CellSet::EMPTY, CellSet::EMPTY), |(z_cells, all), &als| {
            (z_cells.union(holding(grid, als, z)), all.union(als.cells))
        });
    grid.common_peers(with_z)
        .intersection(grid.cells_with(z))
        .without(cells)
}

/// The step of `technique` built on `sets` in chain order, `links[i]` linking set `i` to
/// the next, removing `z` from `removed`. Its chain lists each set's cells in turn, with
/// the digit linking the set to the next, or `z` for the last (consecutive sets never
/// have the same one, so the digit changes where a set does): at most four cells in each
/// of [`MAX_CHAIN_SETS`] sets, which `MAX_CHAIN` holds.
fn als_step(
    grid: &Grid<impl Geometry>,
    technique: Technique,
    sets: &[Als],
    links: &[u8],
    z: u8,
    removed: CellSet,
) -> Step {
    let linked = links.iter().fold(0, |mask, &x| mask | digit_bit(x));
    let mut step = Step::new(technique, linked | digit_bit(z)).removing(removed, z);
    for (als, &digit) in sets.iter().zip(links.iter().chain([&z])) {
        for cell in als.cells.iter() {
            step = step
                .because(CellSet::single(cell), grid.candidates(cell))
                .chain_node(cell, digit);
        }
    }
    step
}

/// The ALSs of a grid and the links between them, which the three ALS searches share.
pub struct Tables {
    sets: Sets,
    links: Links,
}

impl Tables {
    pub fn of(grid: &Grid<impl Geometry>) -> Tables {
        let sets = Sets::of(grid);
        let links = Links::of(grid, sets.all());
        Tables { sets, links }
    }
}

/// ALS-XZ: two ALSs linked by a restricted common digit `x` that share another digit `z`.
/// One of them is locked without `x`, so holds `z`: `z` leaves every cell seeing all the
/// cells of both that hold it.
pub fn als_xz(grid: &Grid<impl Geometry>, tables: &Tables) -> Option<Step> {
    let sets = tables.sets.all();
    for (i, &one) in sets.iter().enumerate() {
        for &(j, linked) in tables.links.from(i) {
            let other = sets[usize::from(j)];
            // each pair once, with a restricted common digit and another
            let common = one.digits & other.digits;
            if usize::from(j) <= i || common & common.wrapping_sub(1) == 0 {
                continue;
            }
            for x in digits(linked) {
                for z in digits(one.digits & other.digits & !digit_bit(x)) {
                    let removed = losing(grid, &[one, other], z);
                    if !removed.is_empty() {
                        return Some(als_step(
                            grid,
                            Technique::AlsXz,
                            &[one, other],
                            &[x],
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
pub fn als_xy_wing(grid: &Grid<impl Geometry>, tables: &Tables) -> Option<Step> {
    let sets = tables.sets.all();
    for (c_index, &c) in sets.iter().enumerate() {
        // the sets linked to `c`, with their restricted common digits
        let linked = tables.links.from(c_index);
        for (k, &(i, to_a)) in linked.iter().enumerate() {
            let a = sets[usize::from(i)];
            for &(j, to_b) in &linked[k + 1..] {
                let b = sets[usize::from(j)];
                if !a.cells.intersection(b.cells).is_empty() {
                    continue;
                }
                for x in digits(to_a) {
                    for y in digits(to_b & !digit_bit(x)) {
                        let links = digit_bit(x) | digit_bit(y);
                        for z in digits(a.digits & b.digits & !links) {
                            let removed = losing(grid, &[a, b], z).without(c.cells);
                            if !removed.is_empty() {
                                return Some(als_step(
                                    grid,
                                    Technique::AlsXyWing,
                                    &[a, c, b],
                                    &[x, y],
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

/// The ALSs each ALS is linked to, with their restricted common digits (a symmetric
/// relation), in the order of the sets: the links of set `i` are
/// `links[starts[i]..starts[i + 1]]`.
struct Links {
    starts: [u16; MAX_SETS + 1],
    links: [(u16, u16); MAX_LINKS],
}

impl Links {
    /// Works out each linked pair once, then lists it under both sets.
    fn of(grid: &Grid<impl Geometry>, sets: &[Als]) -> Links {
        let mut pairs = [(0u16, 0u16, 0u16); MAX_LINKS / 2];
        let mut count = 0;
        let mut degree = [0u16; MAX_SETS];
        'sets: for (i, &one) in sets.iter().enumerate() {
            let seen = seen_per_digit(grid, one);
            for (j, &other) in sets.iter().enumerate().skip(i + 1) {
                let digits = restricted(grid, (one, &seen), other);
                if digits == 0 {
                    continue;
                }
                if count == pairs.len() {
                    break 'sets;
                }
                pairs[count] = (i as u16, j as u16, digits);
                count += 1;
                degree[i] += 1;
                degree[j] += 1;
            }
        }
        let mut found = Links {
            starts: [0; MAX_SETS + 1],
            links: [(0, 0); MAX_LINKS],
        };
        for (i, &links) in degree.iter().enumerate() {
            found.starts[i + 1] = found.starts[i] + links;
        }
        // the pairs come by their first set, then their second: each set's list in order
        let mut next = found.starts;
        for &(i, j, digits) in &pairs[..count] {
            for (from, to) in [(i, j), (j, i)] {
                found.links[usize::from(next[usize::from(from)])] = (to, digits);
                next[usize::from(from)] += 1;
            }
        }
        found
    }

    fn from(&self, set: usize) -> &[(u16, u16)] {
        &self.links[usize::from(self.starts[set])..usize::from(self.starts[set + 1])]
    }
}

/// ALS chain: ALSs `a1 - x1 - a2 - x2 - ... - an`, four to [`MAX_CHAIN_SETS`] of them
/// sharing no cell, each linked to the next by a restricted common digit, no two links in
/// a row by the same one, and a digit `z` in `a1` and `an` that is neither end's link. If
/// `a1` lacked `z`, it would be locked without it and hold `x1`; `a2` would then lack
/// `x1`, so hold `x2`, and so on until `an` lacks `x(n-1)` and holds `z`. One end holds
/// `z`, which leaves every cell seeing all the cells of both that hold it. Found by
/// breadth-first search from each set and digit `z` that could remove something, over the
/// set reached and the digit it lacks; the shortest chain first.
pub fn als_chain(grid: &Grid<impl Geometry>, tables: &Tables) -> Option<Step> {
    let (sets, links) = (tables.sets.all(), &tables.links);
    let mut bfs = ChainBfs::new();
    for (first, &a1) in sets.iter().enumerate() {
        for z in digits(a1.digits) {
            let z_cells = holding(grid, a1, z);
            if grid
                .common_peers(z_cells)
                .intersection(grid.cells_with(z))
                .without(a1.cells)
                .is_empty()
            {
                continue;
            }
            bfs.restart(first * 9 + usize::from(z) - 1);
            while let Some(state) = bfs.pop() {
                let (set, lacking) = (state / 9, (state % 9) as u8 + 1);
                let depth = usize::from(bfs.depth[state]);
                if depth + 1 >= 4 && lacking != z && sets[set].digits & digit_bit(z) != 0 {
                    if let Some(step) = chain_step(grid, sets, &bfs, state, z) {
                        return Some(step);
                    }
                }
                if depth + 1 == MAX_CHAIN_SETS {
                    continue;
                }
                for &(next, linked) in links.from(set) {
                    for x in digits(linked & !digit_bit(lacking)) {
                        bfs.push(state, usize::from(next) * 9 + usize::from(x) - 1);
                    }
                }
            }
        }
    }
    None
}

/// The ALS chain step the search found ending at `end`, removing `z`; `None` when two of
/// its sets share a cell or nothing goes.
fn chain_step(
    grid: &Grid<impl Geometry>,
    sets: &[Als],
    bfs: &ChainBfs,
    end: usize,
    z: u8,
) -> Option<Step> {
    let mut path = [0u16; MAX_CHAIN_SETS];
    let len = bfs.path(end, &mut path)?;
    let mut chain = [Als {
        cells: CellSet::EMPTY,
        digits: 0,
    }; MAX_CHAIN_SETS];
    let mut cells = CellSet::EMPTY;
    for (slot, &state) in chain.iter_mut().zip(&path[..len]) {
        *slot = sets[usize::from(state) / 9];
        if !cells.intersection(slot.cells).is_empty() {
            return None;
        }
        cells = cells.union(slot.cells);
    }
    let chain = &chain[..len];
    let mut links = [0u8; MAX_CHAIN_SETS];
    for (link, &state) in links.iter_mut().zip(&path[1..len]) {
        *link = (state % 9) as u8 + 1;
    }
    let links = &links[..len - 1];
    let removed = losing(grid, &[chain[0], chain[len - 1]], z).without(cells);
    (!removed.is_empty()).then(|| als_step(grid, Technique::AlsChain, chain, links, z, removed))
}
