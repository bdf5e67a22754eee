//! A rule set as the search reads it: every house as a set of nine cells, each cell's
//! peers (the cells that must hold another digit), its orthogonal neighbours where
//! non-consecutive holds, the cages, and where lines cross regions.

use std::fmt;

use super::check::spread;
use super::Rules;
use crate::geometry::cells::CellSet;
use crate::geometry::houses::HOUSE_SETS;
use crate::geometry::segments::Segments;
use crate::geometry::{column_of, row_of, Geometry, CELLS};

/// The most houses: 9 rows, 9 columns, 9 regions, 2 diagonals, 4 windows.
const MAX_HOUSES: usize = 33;

/// The most cells a group's innies or outies may have for the search to narrow them by
/// their sum: more take longer than they save.
const MAX_INNIES: u32 = 4;

/// The runs of two or three neighbouring rows or columns (`line_runs`).
const LINE_RUNS: usize = 2 * (8 + 7);

/// The most groups of cells the search narrows by the 45 rule: innies and outies of each
/// house and each run of lines.
const MAX_SUMMED: usize = 2 * (MAX_HOUSES + LINE_RUNS);

/// What makes two cells hold different digits, in the order a repeated given reports it.
/// Indexes count from 0 (the main diagonal is 0, the windows go in reading order), cages
/// from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bond {
    Row(usize),
    Column(usize),
    /// A box, where the regions are the boxes.
    Box(usize),
    /// An irregular region.
    Region(usize),
    Diagonal(usize),
    Window(usize),
    Cage(usize),
    KnightMove,
    KingMove,
}

impl fmt::Display for Bond {
    /// What ties the cells, as in "row 3" or "a knight's move" (units counted from 1,
    /// cages by their id).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Bond::Row(index) => write!(f, "row {}", index + 1),
            Bond::Column(index) => write!(f, "column {}", index + 1),
            Bond::Box(index) => write!(f, "box {}", index + 1),
            Bond::Region(index) => write!(f, "region {}", index + 1),
            Bond::Diagonal(0) => f.write_str("the main diagonal"),
            Bond::Diagonal(_) => f.write_str("the anti-diagonal"),
            Bond::Window(index) => write!(f, "window {}", index + 1),
            Bond::Cage(id) => write!(f, "cage {id}"),
            Bond::KnightMove => f.write_str("a knight's move"),
            Bond::KingMove => f.write_str("a king's move"),
        }
    }
}

/// The bit of `Step::houses` for a window: the one that holds the step's pattern.
pub(crate) const WINDOW_BIT: usize = 29;
/// The bit of `Step::houses` for a cage: the one that holds the step's pattern.
pub(crate) const CAGE_BIT: usize = 30;

/// A house's bit in `Step::houses`: rows 0-8, columns 9-17, regions 18-26, the main
/// and anti diagonals 27 and 28, a window [`WINDOW_BIT`].
pub(crate) fn house_bit(bond: Bond) -> usize {
    match bond {
        Bond::Row(row) => row,
        Bond::Column(column) => 9 + column,
        Bond::Box(region) | Bond::Region(region) => 18 + region,
        Bond::Diagonal(diagonal) => 27 + diagonal,
        // the other bonds are no houses
        Bond::Window(_) | Bond::Cage(_) | Bond::KnightMove | Bond::KingMove => WINDOW_BIT,
    }
}

/// A given digit that repeats an earlier one it must differ from: `second` is the lowest
/// such cell, `bond` the first of its bonds (in [`Bond`]'s order) to an earlier cell
/// holding `digit`, and `first` the lowest such cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Repeat {
    pub first: usize,
    pub second: usize,
    pub digit: u8,
    pub bond: Bond,
}

/// A cage: its cells and their sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cage {
    pub cells: CellSet,
    pub sum: u8,
}

/// The houses, peers, neighbours and cages of a rule set.
pub struct Layout {
    houses: [CellSet; MAX_HOUSES],
    bonds: [Bond; MAX_HOUSES],
    house_count: usize,
    /// Bit `h` of `houses_of[cell]`: house `h` holds the cell.
    houses_of: [u64; CELLS],
    peers: [CellSet; CELLS],
    neighbours: [CellSet; CELLS],
    non_consecutive: bool,
    cages: [Cage; CELLS],
    cage_count: usize,
    /// The innies and outies of houses and runs of lines ([`innies_outies`]) that hold
    /// distinct digits (one house holds them all) and number at most [`MAX_INNIES`] (the
    /// innies may be none: a check of the sums), with what they sum to.
    summed: [Cage; MAX_SUMMED],
    summed_count: usize,
    knight: &'static [(isize, isize)],
    king: &'static [(isize, isize)],
    segments: Segments,
}

impl Layout {
    pub fn new(rules: &Rules) -> Layout {
        let moves = |flag: u32, moves: &'static [(isize, isize)]| match rules.has(flag) {
            true => moves,
            false => &[],
        };
        let mut layout = Layout {
            houses: [CellSet::EMPTY; MAX_HOUSES],
            bonds: [Bond::KnightMove; MAX_HOUSES],
            house_count: 0,
            houses_of: [0; CELLS],
            peers: [CellSet::EMPTY; CELLS],
            neighbours: [CellSet::EMPTY; CELLS],
            non_consecutive: rules.has(Rules::NON_CONSECUTIVE),
            cages: [Cage {
                cells: CellSet::EMPTY,
                sum: 0,
            }; CELLS],
            cage_count: rules.sums().len(),
            summed: [Cage {
                cells: CellSet::EMPTY,
                sum: 0,
            }; MAX_SUMMED],
            summed_count: 0,
            knight: moves(Rules::ANTI_KNIGHT, &KNIGHT),
            king: moves(Rules::ANTI_KING, &KING),
            segments: Segments::of(rules.regions()),
        };
        let mut add = |house: CellSet, bond: Bond| {
            house
                .iter()
                .for_each(|cell| layout.houses_of[cell] |= 1 << layout.house_count);
            layout.houses[layout.house_count] = house;
            layout.bonds[layout.house_count] = bond;
            layout.house_count += 1;
        };
        for (index, &line) in HOUSE_SETS[..18].iter().enumerate() {
            let bond = match index.checked_sub(9) {
                None => Bond::Row(index),
                Some(column) => Bond::Column(column),
            };
            add(line, bond);
        }
        let mut regions = [CellSet::EMPTY; 9];
        for (cell, &region) in rules.regions().iter().enumerate() {
            regions[usize::from(region)] = regions[usize::from(region)].with(cell);
        }
        for (region, cells) in regions.into_iter().enumerate() {
            match rules.has_boxes() {
                true => add(cells, Bond::Box(region)),
                false => add(cells, Bond::Region(region)),
            }
        }
        if rules.has(Rules::DIAGONALS) {
            add(
                CellSet::from_fn(|cell| row_of(cell) == column_of(cell)),
                Bond::Diagonal(0),
            );
            add(
                CellSet::from_fn(|cell| row_of(cell) + column_of(cell) == 8),
                Bond::Diagonal(1),
            );
        }
        if rules.has(Rules::WINDOKU) {
            for (index, (top, left)) in [(1, 1), (1, 5), (5, 1), (5, 5)].into_iter().enumerate() {
                let window = CellSet::from_fn(|cell| {
                    (top..top + 3).contains(&row_of(cell))
                        && (left..left + 3).contains(&column_of(cell))
                });
                add(window, Bond::Window(index));
            }
        }
        for (cage, &sum) in layout.cages.iter_mut().zip(rules.sums()) {
            cage.sum = sum;
        }
        for (cell, &id) in rules.cages().iter().enumerate() {
            if let Some(index) = usize::from(id).checked_sub(1) {
                layout.cages[index].cells = layout.cages[index].cells.with(cell);
            }
        }
        if layout.cage_count > 0 {
            layout.sum_groups();
        }
        let (houses, cages) = (layout.houses, layout.cages);
        let cages = cages[..layout.cage_count].iter().map(|cage| cage.cells);
        for tied in houses[..layout.house_count].iter().copied().chain(cages) {
            for cell in tied.iter() {
                layout.peers[cell] = layout.peers[cell].union(tied);
            }
        }
        for cell in 0..CELLS {
            let peers = layout.peers[cell]
                .union(jumps(cell, layout.knight))
                .union(jumps(cell, layout.king));
            layout.peers[cell] = peers.without(CellSet::single(cell));
            if rules.has(Rules::NON_CONSECUTIVE) {
                layout.neighbours[cell] =
                    spread(CellSet::single(cell)).without(CellSet::single(cell));
            }
        }
        layout
    }

    /// The houses: nine cells that hold every digit once.
    pub fn houses(&self) -> &[CellSet] {
        &self.houses[..self.house_count]
    }

    /// The houses holding some cell of `cells`, by their index in [`Layout::houses`].
    pub fn houses_meeting(&self, cells: CellSet) -> impl Iterator<Item = CellSet> + '_ {
        let mut indexes = cells
            .iter()
            .fold(0u64, |indexes, cell| indexes | self.houses_of[cell]);
        std::iter::from_fn(move || {
            let index = indexes.trailing_zeros() as usize;
            (indexes != 0).then(|| {
                indexes &= indexes - 1;
                self.houses[index]
            })
        })
    }

    /// Where the lines cross the regions in two cells or more.
    pub fn segments(&self) -> &Segments {
        &self.segments
    }

    /// Each house with what it is.
    pub fn houses_with_bonds(&self) -> impl Iterator<Item = (CellSet, Bond)> + '_ {
        self.houses().iter().copied().zip(self.bonds)
    }

    /// The cells that must not hold the digit of `cell`.
    pub fn peers(&self, cell: usize) -> CellSet {
        self.peers[cell]
    }

    /// The cells that must not hold a digit one above or below that of `cell`.
    pub fn neighbours(&self, cell: usize) -> CellSet {
        self.neighbours[cell]
    }

    /// Whether non-consecutive holds: some cells have neighbours.
    pub fn non_consecutive(&self) -> bool {
        self.non_consecutive
    }

    pub fn cages(&self) -> &[Cage] {
        &self.cages[..self.cage_count]
    }

    /// Groups of cells that hold distinct digits of a known sum: the cages, then the
    /// innies and outies of houses and runs of lines that one house holds and that number
    /// at most `MAX_INNIES` (four) cells (a sum above 45 when the cages ask for what no
    /// digits give).
    pub fn sums(&self) -> impl Iterator<Item = &Cage> + Clone {
        self.cages().iter().chain(&self.summed[..self.summed_count])
    }

    /// Fills `summed` from every house and run of lines.
    fn sum_groups(&mut self) {
        let (all, count) = (self.houses, self.house_count);
        let houses = &all[..count];
        let runs = line_runs().map(|(lines, cells)| (cells, 45 * lines.count_ones() as usize));
        for (cells, total) in houses.iter().map(|&house| (house, 45)).chain(runs) {
            let (innies, outies) = innies_outies(self.cages(), cells, total);
            for (cells, sum) in [Some(innies), outies].into_iter().flatten() {
                if cells.len() <= MAX_INNIES && self.one_house_holds(cells) {
                    self.summed[self.summed_count] = Cage {
                        cells,
                        // no digits make a sum above 45
                        sum: sum
                            .filter(|&sum| sum <= 45)
                            .map_or(u8::MAX, |sum| sum as u8),
                    };
                    self.summed_count += 1;
                }
            }
        }
    }

    /// Whether some house holds every cell of `cells`.
    fn one_house_holds(&self, cells: CellSet) -> bool {
        cells
            .iter()
            .fold(u64::MAX, |common, cell| common & self.houses_of[cell])
            != 0
    }

    /// The first given that repeats an earlier one it must differ from.
    pub fn repeated_given(&self, cells: &[u8; CELLS]) -> Option<Repeat> {
        let earlier =
            |second: usize| CellSet::from_fn(|cell| cell < second && cells[cell] == cells[second]);
        let second = (0..CELLS).find(|&second| {
            cells[second] != 0 && !earlier(second).intersection(self.peers[second]).is_empty()
        })?;
        let houses = self
            .houses()
            .iter()
            .zip(self.bonds)
            .filter(|(house, _)| house.contains(second));
        let cages = self.cages().iter().enumerate();
        let cage = cages
            .filter(|(_, cage)| cage.cells.contains(second))
            .map(|(index, cage)| (cage.cells, Bond::Cage(index + 1)));
        let moves = [
            (jumps(second, self.knight), Bond::KnightMove),
            (jumps(second, self.king), Bond::KingMove),
        ];
        houses
            .map(|(&house, bond)| (house, bond))
            .chain(cage)
            .chain(moves)
            .find_map(|(tied, bond)| {
                let first = earlier(second).intersection(tied).first()?;
                Some(Repeat {
                    first,
                    second,
                    digit: cells[second],
                    bond,
                })
            })
    }
}

/// A knight's eight moves, in rows and columns.
const KNIGHT: [(isize, isize); 8] = [
    (-2, -1),
    (-2, 1),
    (-1, -2),
    (-1, 2),
    (1, -2),
    (1, 2),
    (2, -1),
    (2, 1),
];

/// A king's eight moves.
const KING: [(isize, isize); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// The runs of two and three neighbouring rows, then of columns: each as its lines (bit
impl Geometry for &Layout {
    fn peers(&self, cell: usize) -> CellSet {
        self.peers[cell]
    }

    fn houses(&self) -> impl Iterator<Item = (usize, CellSet)> + '_ {
        let houses = self.houses_with_bonds();
        houses.map(|(house, bond)| (house_bit(bond), house))
    }

    fn houses_holding(&self, cell: usize) -> impl Iterator<Item = CellSet> + '_ {
        self.houses_meeting(CellSet::single(cell))
    }

    fn segments(&self) -> &Segments {
        &self.segments
    }

    fn has_neighbours(&self) -> bool {
        self.non_consecutive
    }

    fn neighbours(&self, cell: usize) -> CellSet {
        self.neighbours[cell]
    }
}

/// `r` for row `r`, `9 + c` for column `c`) and its cells.
pub(crate) fn line_runs() -> impl Iterator<Item = (u32, CellSet)> {
    (2..=3).flat_map(|length| {
        [0, 9].into_iter().flat_map(move |first| {
            (first..first + 10 - length).map(move |start| {
                let cells = HOUSE_SETS[start..start + length]
                    .iter()
                    .fold(CellSet::EMPTY, |all, &line| all.union(line));
                (((1u32 << length) - 1) << start, cells)
            })
        })
    })
}

/// Cells and what they sum to: `None` where cages ask for more than their houses give.
pub(crate) type Summed = (CellSet, Option<usize>);

/// The 45 rule over `cells`, whole houses whose digits sum to `total`: its innies (its
/// cells outside the `cages` it holds whole) and what they sum to; and, when the cages
/// crossing it (some) cover those innies, its outies (the cells outside it of those
/// cages) and what they sum to. The innies may be no cells.
pub(crate) fn innies_outies(
    cages: &[Cage],
    cells: CellSet,
    total: usize,
) -> (Summed, Option<Summed>) {
    let ((inside, inside_sum), (across, across_sum)) = cages
        .iter()
        .filter(|cage| !cage.cells.intersection(cells).is_empty())
        .fold(
            ((CellSet::EMPTY, 0), (CellSet::EMPTY, 0)),
            |(within, crossing), cage| {
                let add = |(all, sum): (CellSet, usize)| {
                    (all.union(cage.cells), sum + usize::from(cage.sum))
                };
                match cage.cells.without(cells).is_empty() {
                    true => (add(within), crossing),
                    false => (within, add(crossing)),
                }
            },
        );
    let innies = cells.without(inside);
    let covered = !across.is_empty() && innies.without(across).is_empty();
    let outies = covered.then(|| {
        let sum = (inside_sum + across_sum).checked_sub(total);
        (across.without(cells), sum)
    });
    ((innies, total.checked_sub(inside_sum)), outies)
}

/// The cells one of `moves` (rows down, columns right) takes `cell` to on the board.
fn jumps(cell: usize, moves: &[(isize, isize)]) -> CellSet {
    moves
        .iter()
        .fold(CellSet::EMPTY, |cells, &(rows, columns)| {
            let row = row_of(cell).checked_add_signed(rows).filter(|&r| r < 9);
            let column = column_of(cell)
                .checked_add_signed(columns)
                .filter(|&c| c < 9);
            match (row, column) {
                (Some(row), Some(column)) => cells.with(row * 9 + column),
                _ => cells,
            }
        })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The rules with one cage per list of cells, summing to its sum.
    pub(crate) fn caged(cages: &[(&[usize], u8)]) -> Rules {
        let mut ids = [0; CELLS];
        for (id, (cells, _)) in cages.iter().enumerate() {
            cells.iter().for_each(|&cell| ids[cell] = id as u8 + 1);
        }
        let sums: Vec<u8> = cages.iter().map(|&(_, sum)| sum).collect();
        Rules::new(0, None, Some((&ids, &sums))).expect("valid cages")
    }

    fn innies(rules: &Rules) -> Vec<Cage> {
        let layout = Layout::new(rules);
        layout.sums().skip(layout.cages().len()).copied().collect()
    }

    #[test]
    fn a_house_holding_whole_cages_sums_its_other_cells_to_the_rest_of_45() {
        // row 1 holds both cages; no box or column holds one whole
        let rules = caged(&[(&[0, 1, 2, 3], 10), (&[4, 5, 6, 7], 26)]);
        let row_rest = Cage {
            cells: CellSet::single(8),
            sum: 9,
        };
        assert_eq!(innies(&rules), [row_rest]);
        // row 2 and box 1 hold the pair whole, and leave seven cells each: too many
        let rules = caged(&[(&[0, 1, 2, 3], 10), (&[4, 5, 6, 7], 26), (&[9, 10], 3)]);
        assert_eq!(innies(&rules), [row_rest]);
        // four cells left in box 1
        let rules = caged(&[(&[0, 1, 9, 10, 18], 20)]);
        let box_rest = Cage {
            cells: CellSet::single(2).with(11).with(19).with(20),
            sum: 25,
        };
        assert_eq!(innies(&rules), [box_rest]);
    }

    #[test]
    fn cages_covering_a_house_sum_the_cells_they_reach_outside_it() {
        // row 1 is covered by a cage in it and one that reaches r2c9: 10 + 36 - 45
        let rules = caged(&[(&[0, 1, 2, 3], 10), (&[4, 5, 6, 7, 8, 17], 36)]);
        let outie = Cage {
            cells: CellSet::single(17),
            sum: 1,
        };
        assert_eq!(innies(&rules), [outie]);
    }

    #[test]
    fn two_neighbouring_rows_sum_their_innies_when_one_house_holds_them() {
        // rows 1 and 2 hold three cages whole and leave r1c1, r1c2, r2c1 and r2c2, all in
        // box 1: 90 - 10 - 30 - 33; boxes 2 and 3 leave their third rows
        let rules = caged(&[
            (&[2, 11], 10),
            (&[3, 4, 5, 12, 13, 14], 30),
            (&[6, 7, 8, 15, 16, 17], 33),
        ]);
        let box_rest = |first: usize, sum: u8| Cage {
            cells: CellSet::single(first).with(first + 1).with(first + 2),
            sum,
        };
        let innies_of_the_run = Cage {
            cells: CellSet::single(0).with(1).with(9).with(10),
            sum: 17,
        };
        let expected = [box_rest(21, 15), box_rest(24, 12), innies_of_the_run];
        assert_eq!(innies(&rules), expected);
    }

    #[test]
    fn whole_cages_asking_more_than_45_leave_a_sum_no_digits_make() {
        let rules = caged(&[(&[0, 1, 2, 3, 4], 16), (&[5, 6, 7, 8], 30)]);
        let no_digits = Cage {
            cells: CellSet::EMPTY,
            sum: u8::MAX,
        };
        assert_eq!(innies(&rules), [no_digits]);
        let searched = super::super::search(&Layout::new(&rules), &[0; CELLS], 2, None);
        assert_eq!(searched.found, 0);
    }
}
