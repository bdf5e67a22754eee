//! [`Layout`], the geometry of a rule set: every house as a set of nine cells, each cell's
//! peers (the cells that must hold another digit), its orthogonal neighbours where
//! non-consecutive holds, the cages, and where lines cross regions; [`Bond`], what ties
//! two cells, and a house's bit in a step. A rule set builds its layout
//! (`crate::rules`), and the search and the logic read it.

use std::fmt;

use super::cells::CellSet;
use super::segments::Segments;
use super::{column_of, row_of, Geometry, CELLS};

/// The most houses: 9 rows, 9 columns, 9 regions, 2 diagonals, 4 windows.
pub(crate) const MAX_HOUSES: usize = 33;

/// The runs of two or three neighbouring rows or columns (`line_runs`).
pub(crate) const LINE_RUNS: usize = 2 * (8 + 7);

/// The most groups of cells the search narrows by the 45 rule: innies and outies of each
/// house and each run of lines.
pub(crate) const MAX_SUMMED: usize = 2 * (MAX_HOUSES + LINE_RUNS);

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

/// The bond of a classic house by its bit in a step: rows 0-8, columns 9-17, boxes 18-26.
pub(crate) const fn classic_bond(bit: usize) -> Bond {
    match bit / 9 {
        0 => Bond::Row(bit),
        1 => Bond::Column(bit - 9),
        _ => Bond::Box(bit - 18),
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

/// The houses, peers, neighbours and cages of a rule set; built by `Layout::new` from
/// checked rules, whose invariants it keeps: at most `MAX_HOUSES` houses of nine cells,
/// each cell's peers its houses', cages' and moves' other cells.
pub struct Layout {
    pub(crate) houses: [CellSet; MAX_HOUSES],
    pub(crate) bonds: [Bond; MAX_HOUSES],
    pub(crate) house_count: usize,
    /// Bit `h` of `houses_of[cell]`: house `h` holds the cell.
    pub(crate) houses_of: [u64; CELLS],
    pub(crate) peers: [CellSet; CELLS],
    pub(crate) neighbours: [CellSet; CELLS],
    pub(crate) non_consecutive: bool,
    pub(crate) cages: [Cage; CELLS],
    pub(crate) cage_count: usize,
    /// The innies and outies of houses and runs of lines ([`innies_outies`]) that hold
    /// distinct digits (one house holds them all) and number at most [`MAX_INNIES`] (the
    /// innies may be none: a check of the sums), with what they sum to.
    pub(crate) summed: [Cage; MAX_SUMMED],
    pub(crate) summed_count: usize,
    pub(crate) knight: &'static [(isize, isize)],
    pub(crate) king: &'static [(isize, isize)],
    pub(crate) segments: Segments,
}

impl Layout {
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

/// The cells one of `moves` (rows down, columns right) takes `cell` to on the board.
pub(crate) fn jumps(cell: usize, moves: &[(isize, isize)]) -> CellSet {
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
