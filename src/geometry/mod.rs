//! The grid's geometry, below everything else: cell index arithmetic (here), sets of
//! cells (`cells`), the houses and peers (`houses`), where lines cross regions
//! (`segments`), digit masks (`digits`), and [`Geometry`], the geometry as a value the
//! logic asks, with [`Classic`] its classic value (`shape`) and [`Layout`] a rule set's
//! (`layout`).
//!
//! Cells are numbered row-major: `index = row * 9 + column`, rows and columns `0..9`.
//! Boxes are numbered row-major too: box `b` covers rows `3 * (b / 3)..` and columns
//! `3 * (b % 3)..`.

pub mod cells;
pub mod digits;
pub mod houses;
pub mod layout;
pub mod segments;
mod shape;

pub use layout::{Bond, Layout};
pub use shape::{Classic, Geometry};

/// Number of cells on a board.
pub const CELLS: usize = 81;

/// The row (`0..9`) of a cell.
pub const fn row_of(cell: usize) -> usize {
    cell / 9
}

/// The column (`0..9`) of a cell.
pub const fn column_of(cell: usize) -> usize {
    cell % 9
}

/// The box (`0..9`) of a cell.
pub const fn box_of(cell: usize) -> usize {
    (cell / 27) * 3 + (cell % 9) / 3
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_and_centre() {
        assert_eq!((row_of(0), column_of(0), box_of(0)), (0, 0, 0));
        assert_eq!((row_of(8), column_of(8), box_of(8)), (0, 8, 2));
        assert_eq!((row_of(40), column_of(40), box_of(40)), (4, 4, 4));
        assert_eq!((row_of(72), column_of(72), box_of(72)), (8, 0, 6));
        assert_eq!((row_of(80), column_of(80), box_of(80)), (8, 8, 8));
    }

    #[test]
    fn every_box_has_nine_cells() {
        let mut sizes = [0; 9];
        for cell in 0..CELLS {
            sizes[box_of(cell)] += 1;
        }
        assert_eq!(sizes, [9; 9]);
    }
}
