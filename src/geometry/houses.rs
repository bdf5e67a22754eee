//! The 27 houses (rows, columns, boxes) as data: each house's cells as a list and a set,
//! each cell's houses and peers. Techniques and the generator look through these tables
//! rather than computing houses from coordinates, so that another set of houses
//! (diagonals, irregular regions) is a change of tables.

use super::cells::CellSet;
use super::{box_of, column_of, row_of, CELLS};

/// Bit 0 of each row: multiplying a row's nine bits by it copies them into every row.
const EVERY_ROW: u128 = {
    let mut every = 0;
    let mut row = 0;
    while row < 9 {
        every |= 1 << (9 * row);
        row += 1;
    }
    every
};

impl CellSet {
    /// The cells of this set that are its only cell in their row, their column or their
    /// box (for one digit's candidates: where it is a hidden single).
    pub fn alone_in_a_house(self) -> CellSet {
        // a column is held once where some row holds it and no two rows do
        let (mut once, mut twice, mut alone) = (0u16, 0u16, 0u128);
        for row in 0..9 {
            let columns = self.in_row(row);
            twice |= once & columns;
            once |= columns;
            if columns.is_power_of_two() {
                alone |= u128::from(columns) << (9 * row);
            }
        }
        // the lone columns copied into every row (nine-bit fields do not carry)
        alone |= self.0 & (u128::from(once & !twice) * EVERY_ROW);
        for house in &HOUSE_SETS[18..] {
            let cells = self.intersection(*house);
            if cells.len() == 1 {
                alone |= cells.0;
            }
        }
        CellSet(alone)
    }

    /// The houses that hold none of this set's cells, bit `h` for house `h`.
    pub fn houses_missed(self) -> u32 {
        let (mut missed, mut columns) = (0u32, 0u16);
        for row in 0..9 {
            let held = self.in_row(row);
            columns |= held;
            if held == 0 {
                missed |= 1 << row;
            }
        }
        missed |= u32::from(!columns & 0x1ff) << 9;
        for (i, house) in HOUSE_SETS[18..].iter().enumerate() {
            if self.intersection(*house).is_empty() {
                missed |= 1 << (18 + i);
            }
        }
        missed
    }
}

/// Houses are numbered 0..9 for rows, 9..18 for columns and 18..27 for boxes.
pub const HOUSES: usize = 27;

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
        .fold(CellSet::ALL, |seen, cell| seen.intersection(PEERS[cell]))
        .without(cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_alone_in_a_house_and_houses_missed_match_a_count_per_house() {
        // sets of a few to many cells, from a fixed pseudo-random stream
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let rounds = if cfg!(miri) { 80 } else { 2000 };
        for round in 0..rounds {
            let mut set = CellSet::EMPTY;
            for _ in 0..(round % 40 + 1) {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1);
                set = set.with((state >> 33) as usize % CELLS);
            }
            let expected = set
                .iter()
                .filter(|&cell| {
                    houses_of(cell)
                        .into_iter()
                        .any(|house| set.intersection(HOUSE_SETS[house]).len() == 1)
                })
                .fold(CellSet::EMPTY, CellSet::with);
            assert_eq!(set.alone_in_a_house(), expected, "{set:?}");
            let missed = (0..HOUSES)
                .filter(|&house| set.intersection(HOUSE_SETS[house]).is_empty())
                .fold(0, |mask, house| mask | 1 << house);
            assert_eq!(set.houses_missed(), missed, "{set:?}");
        }
        assert_eq!(CellSet::EMPTY.houses_missed(), (1 << HOUSES) - 1);
        // row 1 meets every column and boxes 1 to 3
        assert_eq!(
            HOUSE_SETS[0].houses_missed(),
            0b111111 << 21 | 0b11111111 << 1
        );
        // a square of four in box 1 shares each row, column and box; r9c9 is alone
        let square = CellSet::single(0).with(1).with(9).with(10);
        assert_eq!(square.with(80).alone_in_a_house(), CellSet::single(80));
        // r1c1 shares its row with r1c9 and its column with r9c1, but not its box
        let corners = CellSet::single(0).with(8).with(72);
        assert_eq!(corners.alone_in_a_house(), corners);
    }

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
