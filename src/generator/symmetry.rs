//! The symmetries a generated puzzle's givens may keep, and the orbits of cells each one
//! moves together.

use crate::geometry::cells::CellSet;
use crate::geometry::{column_of, row_of, CELLS};

/// A symmetry of the pattern of givens. The discriminant is the C API's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symmetry {
    None = 0,
    /// Turning the grid half a turn maps givens onto givens.
    Rotational180 = 1,
    /// Turning the grid a quarter turn maps givens onto givens.
    Rotational90 = 2,
    /// Mirroring left to right maps givens onto givens.
    Mirror = 3,
    /// Reflecting in the main diagonal (top left to bottom right) maps givens onto givens.
    Diagonal = 4,
}

impl Symmetry {
    pub const ALL: [Symmetry; 5] = [
        Symmetry::None,
        Symmetry::Rotational180,
        Symmetry::Rotational90,
        Symmetry::Mirror,
        Symmetry::Diagonal,
    ];

    /// The symmetry with this id, if there is one.
    pub fn from_id(id: i64) -> Option<Symmetry> {
        Symmetry::ALL.into_iter().find(|&s| s as i64 == id)
    }

    /// Where the symmetry's generating move takes `cell`.
    fn image(self, cell: usize) -> usize {
        let (r, c) = (row_of(cell), column_of(cell));
        let (r, c) = match self {
            Symmetry::None => (r, c),
            Symmetry::Rotational180 => (8 - r, 8 - c),
            Symmetry::Rotational90 => (c, 8 - r),
            Symmetry::Mirror => (r, 8 - c),
            Symmetry::Diagonal => (c, r),
        };
        r * 9 + c
    }

    /// The cells the symmetry moves `cell` to, `cell` included.
    pub fn orbit(self, cell: usize) -> CellSet {
        let mut orbit = CellSet::single(cell);
        let mut next = self.image(cell);
        while !orbit.contains(next) {
            orbit = orbit.with(next);
            next = self.image(next);
        }
        orbit
    }

    /// Every orbit once, each by its lowest cell, into `buffer`; returns how many.
    pub fn orbits(self, buffer: &mut [u8; CELLS]) -> usize {
        let mut len = 0;
        for cell in 0..CELLS {
            if self.orbit(cell).first() == Some(cell) {
                buffer[len] = cell as u8;
                len += 1;
            }
        }
        len
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_partition_the_grid() {
        for symmetry in Symmetry::ALL {
            let mut buffer = [0; CELLS];
            let n = symmetry.orbits(&mut buffer);
            let sizes: u32 = buffer[..n]
                .iter()
                .map(|&c| symmetry.orbit(c.into()).len())
                .sum();
            assert_eq!(sizes, 81, "{symmetry:?}");
        }
        assert_eq!(Symmetry::Rotational90.orbit(0).len(), 4);
        assert_eq!(Symmetry::Rotational90.orbit(40).len(), 1);
        assert_eq!(Symmetry::Diagonal.orbit(1), CellSet::single(1).with(9));
        assert_eq!(Symmetry::Mirror.orbit(4).len(), 1);
    }
}
