//! [`Geometry`]: what a board's rules make of its cells, as data the logic asks, and
//! [`Classic`], the 9x9 grid of rows, columns and boxes, answered from constant tables.

use super::cells::CellSet;
use super::houses::{common_peers, houses_of, HOUSE_SETS, PEERS};
use super::segments::{Segments, CLASSIC_SEEN_FROM, CLASSIC_SEGMENTS};
use super::CELLS;

/// The geometry of a board: which cells must differ, which sets of cells hold every digit
/// once, and which cells must not hold consecutive digits. A grid of candidates
/// ([`crate::logic::Grid`]) keeps itself consistent with one, and the techniques find
/// their houses and sight through it, never from coordinates.
///
/// Invariants: `peers` is symmetric and never holds the cell itself; every cell of a house
/// is a peer of every other; `houses_holding(cell)` are the houses whose cells hold `cell`.
pub trait Geometry: Copy {
    /// The cells that must hold another digit than `cell`.
    fn peers(&self, cell: usize) -> CellSet;

    /// Every house, with its bit in a step's houses (`Step::houses`).
    fn houses(&self) -> impl Iterator<Item = (usize, CellSet)> + '_;

    /// The houses holding `cell`.
    fn houses_holding(&self, cell: usize) -> impl Iterator<Item = CellSet> + '_;

    /// Where the lines cross the regions in two cells or more.
    fn segments(&self) -> &Segments;

    /// Whether some cells must not hold digits one apart (non-consecutive).
    fn has_neighbours(&self) -> bool {
        false
    }

    /// The cells that must not hold a digit one above or below that of `cell`: none
    /// unless [`Geometry::has_neighbours`].
    fn neighbours(&self, _cell: usize) -> CellSet {
        CellSet::EMPTY
    }

    /// For each cell, the segments that meet its peers in two cells or more
    /// ([`Segments::seen_from`]).
    fn segments_seen_from(&self) -> [u128; CELLS] {
        let peers = std::array::from_fn(|cell| self.peers(cell));
        self.segments().seen_from(&peers)
    }

    /// The cells other than `cells` that see every one of them.
    fn common_peers(&self, cells: CellSet) -> CellSet {
        cells
            .iter()
            .fold(CellSet::ALL, |seen, cell| {
                seen.intersection(self.peers(cell))
            })
            .without(cells)
    }
}

/// The classic grid: nine rows, nine columns and nine boxes, each house's bit its index
/// among them (rows 0-8, columns 9-17, boxes 18-26).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Classic;

impl Geometry for Classic {
    fn peers(&self, cell: usize) -> CellSet {
        PEERS[cell]
    }

    fn houses(&self) -> impl Iterator<Item = (usize, CellSet)> + '_ {
        HOUSE_SETS.into_iter().enumerate()
    }

    fn houses_holding(&self, cell: usize) -> impl Iterator<Item = CellSet> + '_ {
        houses_of(cell).map(|house| HOUSE_SETS[house]).into_iter()
    }

    fn segments(&self) -> &Segments {
        &CLASSIC_SEGMENTS
    }

    fn segments_seen_from(&self) -> [u128; CELLS] {
        CLASSIC_SEEN_FROM
    }

    fn common_peers(&self, cells: CellSet) -> CellSet {
        common_peers(cells)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The defaults of the trait, which a rule set's geometry uses, agree with the
    /// classic tables.
    #[derive(Clone, Copy)]
    struct ByDefault;

    impl Geometry for ByDefault {
        fn peers(&self, cell: usize) -> CellSet {
            Classic.peers(cell)
        }
        fn houses(&self) -> impl Iterator<Item = (usize, CellSet)> + '_ {
            Classic.houses()
        }
        fn houses_holding(&self, cell: usize) -> impl Iterator<Item = CellSet> + '_ {
            houses_of(cell).map(|house| HOUSE_SETS[house]).into_iter()
        }
        fn segments(&self) -> &Segments {
            &CLASSIC_SEGMENTS
        }
    }

    #[test]
    fn the_classic_tables_are_what_the_defaults_compute() {
        assert_eq!(ByDefault.segments_seen_from(), Classic.segments_seen_from());
        for cells in [
            CellSet::single(0).with(1),
            CellSet::single(0).with(80),
            CellSet::single(10).with(19).with(28),
        ] {
            assert_eq!(ByDefault.common_peers(cells), Classic.common_peers(cells));
        }
        for cell in 0..CELLS {
            assert_eq!(Classic.peers(cell).len(), 20);
            assert!(!Classic.peers(cell).contains(cell));
            assert_eq!(Classic.houses_holding(cell).count(), 3);
        }
    }
}
