//! Sets of cells as 81-bit masks, and the names players give cells.

use super::houses::HOUSE_SETS;
use super::{column_of, row_of};

/// A set of cells: bit `i` is cell `i`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CellSet(pub u128);

impl CellSet {
    pub const EMPTY: CellSet = CellSet(0);

    /// The set holding only `cell`.
    pub const fn single(cell: usize) -> CellSet {
        CellSet(1 << cell)
    }

    pub const fn contains(self, cell: usize) -> bool {
        self.0 >> cell & 1 != 0
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// The lowest cell, if any.
    pub const fn first(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as usize)
        }
    }

    pub const fn union(self, other: CellSet) -> CellSet {
        CellSet(self.0 | other.0)
    }

    pub const fn intersection(self, other: CellSet) -> CellSet {
        CellSet(self.0 & other.0)
    }

    pub const fn without(self, other: CellSet) -> CellSet {
        CellSet(self.0 & !other.0)
    }

    /// The cells in exactly one of the two sets.
    pub const fn symmetric_difference(self, other: CellSet) -> CellSet {
        CellSet(self.0 ^ other.0)
    }

    pub const fn with(self, cell: usize) -> CellSet {
        CellSet(self.0 | 1 << cell)
    }

    /// The columns (bit `c` for column `c`, `0..9`) of the cells in row `row`.
    pub const fn in_row(self, row: usize) -> u16 {
        (self.0 >> (9 * row)) as u16 & 0x1ff
    }

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

    /// The cells, lowest first.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            let cell = rest.trailing_zeros() as usize;
            (rest != 0).then(|| {
                rest &= rest - 1;
                cell
            })
        })
    }
}

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

/// `r3c5`: the name players use for a cell (rows and columns counted from 1).
pub fn cell_name(cell: usize) -> [u8; 4] {
    [
        b'r',
        b'1' + row_of(cell) as u8,
        b'c',
        b'1' + column_of(cell) as u8,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::houses::houses_of;
    use crate::geometry::CELLS;

    #[test]
    fn a_rows_cells_as_columns() {
        let cells = CellSet::single(13).with(17).with(80);
        assert_eq!(cells.in_row(1), 1 << 4 | 1 << 8);
        assert_eq!(cells.in_row(8), 1 << 8);
        assert_eq!(cells.in_row(0), 0);
    }

    #[test]
    fn cells_alone_in_a_house_match_a_count_per_house() {
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
        }
        // a square of four in box 1 shares each row, column and box; r9c9 is alone
        let square = CellSet::single(0).with(1).with(9).with(10);
        assert_eq!(square.with(80).alone_in_a_house(), CellSet::single(80));
        // r1c1 shares its row with r1c9 and its column with r9c1, but not its box
        let corners = CellSet::single(0).with(8).with(72);
        assert_eq!(corners.alone_in_a_house(), corners);
    }
}
