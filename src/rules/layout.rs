//! A rule set as the search reads it: every house as a set of nine cells, each cell's
//! peers (the cells that must hold another digit), its orthogonal neighbours where
//! non-consecutive holds, and the cages.

use super::check::spread;
use super::{Rules, ANTI_KING, ANTI_KNIGHT, DIAGONALS, NON_CONSECUTIVE, WINDOKU};
use crate::geometry::cells::CellSet;
use crate::geometry::houses::HOUSE_SETS;
use crate::geometry::{column_of, row_of, CELLS};

/// The most houses: 9 rows, 9 columns, 9 regions, 2 diagonals, 4 windows.
const MAX_HOUSES: usize = 33;

/// A cage: its cells and their sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cage {
    pub cells: CellSet,
    pub sum: u8,
}

/// The houses, peers, neighbours and cages of a rule set.
pub struct Layout {
    houses: [CellSet; MAX_HOUSES],
    house_count: usize,
    peers: [CellSet; CELLS],
    neighbours: [CellSet; CELLS],
    cages: [Cage; CELLS],
    cage_count: usize,
}

impl Layout {
    pub fn new(rules: &Rules) -> Layout {
        let mut layout = Layout {
            houses: [CellSet::EMPTY; MAX_HOUSES],
            house_count: 0,
            peers: [CellSet::EMPTY; CELLS],
            neighbours: [CellSet::EMPTY; CELLS],
            cages: [Cage {
                cells: CellSet::EMPTY,
                sum: 0,
            }; CELLS],
            cage_count: rules.sums().len(),
        };
        let mut add = |house: CellSet| {
            layout.houses[layout.house_count] = house;
            layout.house_count += 1;
        };
        HOUSE_SETS[..18].iter().for_each(|&line| add(line));
        for region in 0..9 {
            add(CellSet::from_fn(|cell| {
                usize::from(rules.regions()[cell]) == region
            }));
        }
        if rules.has(DIAGONALS) {
            add(CellSet::from_fn(|cell| row_of(cell) == column_of(cell)));
            add(CellSet::from_fn(|cell| row_of(cell) + column_of(cell) == 8));
        }
        if rules.has(WINDOKU) {
            for (top, left) in [(1, 1), (1, 5), (5, 1), (5, 5)] {
                add(CellSet::from_fn(|cell| {
                    (top..top + 3).contains(&row_of(cell))
                        && (left..left + 3).contains(&column_of(cell))
                }));
            }
        }
        for (index, cage) in layout.cages[..layout.cage_count].iter_mut().enumerate() {
            let id = index + 1;
            cage.cells = CellSet::from_fn(|cell| usize::from(rules.cages()[cell]) == id);
            cage.sum = rules.sums()[index];
        }
        let moves = |flag: u32, moves: &'static [(isize, isize)]| match rules.has(flag) {
            true => moves,
            false => &[],
        };
        let (knight, king) = (moves(ANTI_KNIGHT, &KNIGHT), moves(ANTI_KING, &KING));
        for cell in 0..CELLS {
            let mut peers = CellSet::EMPTY;
            for house in layout.houses() {
                if house.contains(cell) {
                    peers = peers.union(*house);
                }
            }
            for cage in layout.cages() {
                if cage.cells.contains(cell) {
                    peers = peers.union(cage.cells);
                }
            }
            for &(rows, columns) in knight.iter().chain(king) {
                if let Some(other) = moved(cell, rows, columns) {
                    peers = peers.with(other);
                }
            }
            layout.peers[cell] = peers.without(CellSet::single(cell));
            if rules.has(NON_CONSECUTIVE) {
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

    /// The cells that must not hold the digit of `cell`.
    pub fn peers(&self, cell: usize) -> CellSet {
        self.peers[cell]
    }

    /// The cells that must not hold a digit one above or below that of `cell`.
    pub fn neighbours(&self, cell: usize) -> CellSet {
        self.neighbours[cell]
    }

    pub fn cages(&self) -> &[Cage] {
        &self.cages[..self.cage_count]
    }

    /// Two cells holding the same given digit that must differ, the later one lowest.
    pub fn repeated_given(&self, cells: &[u8; CELLS]) -> Option<(usize, usize)> {
        (0..CELLS)
            .filter(|&cell| cells[cell] != 0)
            .find_map(|second| {
                let earlier =
                    CellSet::from_fn(|cell| cell < second && cells[cell] == cells[second]);
                earlier
                    .intersection(self.peers[second])
                    .first()
                    .map(|first| (first, second))
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

/// The cell `rows` down and `columns` right of `cell`, if it is on the board.
fn moved(cell: usize, rows: isize, columns: isize) -> Option<usize> {
    let row = row_of(cell).checked_add_signed(rows).filter(|&r| r < 9)?;
    let column = column_of(cell)
        .checked_add_signed(columns)
        .filter(|&c| c < 9)?;
    Some(row * 9 + column)
}
