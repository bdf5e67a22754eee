//! The 27 houses (rows, columns, boxes) as data: each house's cells as a list and a set,
//! each cell's houses and peers. Techniques and the generator look through these tables
//! rather than computing houses from coordinates, so that another set of houses
//! (diagonals, irregular regions) is a change of tables.

use super::cells::CellSet;
use super::{box_of, column_of, row_of, CELLS};

/// Houses are numbered 0..9 for rows, 9..18 for columns and 18..27 for boxes.
pub const HOUSES: usize = 27;

/// The kinds of house: each cell is in one of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HouseKind {
    Row,
    Column,
    Box,
}

impl HouseKind {
    /// The lower-case English name of the kind.
    pub const fn name(self) -> &'static str {
        match self {
            HouseKind::Row => "row",
            HouseKind::Column => "column",
            HouseKind::Box => "box",
        }
    }
}

/// The kind of house `house` and its number within that kind (`0..9`).
pub const fn house_kind(house: usize) -> (HouseKind, usize) {
    match house / 9 {
        0 => (HouseKind::Row, house),
        1 => (HouseKind::Column, house - 9),
        _ => (HouseKind::Box, house - 18),
    }
}

/// The house of each kind holding `cell`: row, column, box.
pub const fn houses_of(cell: usize) -> [usize; 3] {
    [row_of(cell), 9 + column_of(cell), 18 + box_of(cell)]
}

/// The cells of each house, in cell order.
pub const HOUSE_CELLS: [[u8; 9]; HOUSES] = {
    let mut table = [[0u8; 9]; HOUSES];
    let mut filled = [0usize; HOUSES];
    let mut cell = 0;
    while cell < CELLS {
        let houses = houses_of(cell);
        let mut i = 0;
        while i < 3 {
            let house = houses[i];
            table[house][filled[house]] = cell as u8;
            filled[house] += 1;
            i += 1;
        }
        cell += 1;
    }
    table
};

/// The cells of each house as a set.
pub const HOUSE_SETS: [CellSet; HOUSES] = {
    let mut sets = [CellSet::EMPTY; HOUSES];
    let mut house = 0;
    while house < HOUSES {
        let mut i = 0;
        while i < 9 {
            sets[house] = sets[house].with(HOUSE_CELLS[house][i] as usize);
            i += 1;
        }
        house += 1;
    }
    sets
};

/// The 20 peers of each cell: the other cells of its row, column and box.
pub const PEERS: [CellSet; CELLS] = {
    let mut peers = [CellSet::EMPTY; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let houses = houses_of(cell);
        let mut set = HOUSE_SETS[houses[0]]
            .union(HOUSE_SETS[houses[1]])
            .union(HOUSE_SETS[houses[2]]);
        set = set.without(CellSet::single(cell));
        peers[cell] = set;
        cell += 1;
    }
    peers
};

/// The cells that see every cell of `cells` (none of `cells` itself).
pub fn common_peers(cells: CellSet) -> CellSet {
    cells
        .iter()
        .fold(CellSet(!0 >> (128 - CELLS)), |seen, cell| {
            seen.intersection(PEERS[cell])
        })
        .without(cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_has_twenty_peers_and_three_houses() {
        for (cell, peers) in PEERS.iter().enumerate() {
            assert_eq!(peers.len(), 20);
            for house in houses_of(cell) {
                assert!(HOUSE_SETS[house].contains(cell));
            }
        }
        assert!(HOUSE_SETS.iter().all(|set| set.len() == 9));
    }

    #[test]
    fn common_peers_of_a_row_pair() {
        let both = CellSet::single(0).with(8);
        assert_eq!(common_peers(both), HOUSE_SETS[0].without(both));
    }
}
