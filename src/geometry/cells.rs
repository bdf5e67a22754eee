//! Sets of cells as 81-bit masks, and the names players give cells.

use super::{column_of, row_of};

/// A set of cells: bit `i` is cell `i`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CellSet(pub u128);

impl CellSet {
    pub const EMPTY: CellSet = CellSet(0);
    /// Every cell of the board.
    pub const ALL: CellSet = CellSet((1 << super::CELLS) - 1);

    /// The set holding only `cell`.
    pub const fn single(cell: usize) -> CellSet {
        CellSet(1 << cell)
    }

    /// The cells of the board for which `member` holds.
    pub fn from_fn(mut member: impl FnMut(usize) -> bool) -> CellSet {
        (0..super::CELLS).fold(CellSet::EMPTY, |set, cell| {
            if member(cell) {
                set.with(cell)
            } else {
                set
            }
        })
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

    /// Whether the set holds two cells or more.
    pub const fn has_several(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
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

    #[test]
    fn a_rows_cells_as_columns() {
        let cells = CellSet::single(13).with(17).with(80);
        assert_eq!(cells.in_row(1), 1 << 4 | 1 << 8);
        assert_eq!(cells.in_row(8), 1 << 8);
        assert_eq!(cells.in_row(0), 0);
    }
}
