//! What can be wrong with a rule set, found in a fixed order so that the report for a
//! rule set is deterministic.

use super::combinations::{self, MAX_SUM};
use super::{Rules, KNOWN_FLAGS};
use crate::geometry::cells::CellSet;
use crate::geometry::{column_of, CELLS};

/// Why a rule set is not one. [`Rules::new`] reports the first fault in this order:
/// flags, then regions (ids, sizes, shapes; regions in id order), then cages (their
/// number, ids, then each cage in id order: empty, size, shape, sum).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fault {
    /// `flags` has bits this library does not know.
    UnknownFlags { flags: u32 },
    /// `cell` has a region id above 8.
    RegionId { cell: usize },
    /// Region `region` does not have nine cells (it has `cells`).
    RegionSize { region: usize, cells: u32 },
    /// Region `region` is not connected: no path of orthogonal steps inside it leads from
    /// `cell` (its first cell) to `other`.
    RegionDisconnected {
        region: usize,
        cell: usize,
        other: usize,
    },
    /// More cages than cells (`count`).
    CageCount { count: usize },
    /// `cell` has a cage id above the number of cages.
    CageId { cell: usize },
    /// Cage `cage` has no cell.
    CageEmpty { cage: usize },
    /// Cage `cage`, from cell `first`, has more than nine cells (it has `cells`).
    CageSize {
        cage: usize,
        first: usize,
        cells: u32,
    },
    /// Cage `cage` is not connected, as for a region.
    CageDisconnected {
        cage: usize,
        cell: usize,
        other: usize,
    },
    /// No set of distinct digits as many as the cells of cage `cage` (from cell `first`)
    /// sums to `sum`.
    CageSum { cage: usize, first: usize, sum: u8 },
}

/// Checks `rules`, built with `cage_count` cages.
pub(super) fn check(rules: &Rules, cage_count: usize) -> Result<(), Fault> {
    if rules.flags & !KNOWN_FLAGS != 0 {
        return Err(Fault::UnknownFlags { flags: rules.flags });
    }
    if let Some(cell) = (0..CELLS).find(|&cell| rules.regions[cell] > 8) {
        return Err(Fault::RegionId { cell });
    }
    let region = |id: usize| CellSet::from_fn(|cell| usize::from(rules.regions[cell]) == id);
    if let Some(id) = (0..9).find(|&id| region(id).len() != 9) {
        let cells = region(id).len();
        return Err(Fault::RegionSize { region: id, cells });
    }
    for id in 0..9 {
        connected(region(id)).map_err(|(cell, other)| Fault::RegionDisconnected {
            region: id,
            cell,
            other,
        })?;
    }
    if cage_count > CELLS {
        return Err(Fault::CageCount { count: cage_count });
    }
    if let Some(cell) = (0..CELLS).find(|&cell| usize::from(rules.cages[cell]) > cage_count) {
        return Err(Fault::CageId { cell });
    }
    for cage in 1..=cage_count {
        let cells = CellSet::from_fn(|cell| usize::from(rules.cages[cell]) == cage);
        let (size, Some(first)) = (cells.len(), cells.first()) else {
            return Err(Fault::CageEmpty { cage });
        };
        if size > 9 {
            return Err(Fault::CageSize {
                cage,
                first,
                cells: size,
            });
        }
        connected(cells).map_err(|(cell, other)| Fault::CageDisconnected { cage, cell, other })?;
        let sum = rules.sums[cage - 1];
        if combinations::of(size as usize, usize::from(sum).min(MAX_SUM + 1)).is_empty() {
            return Err(Fault::CageSum { cage, first, sum });
        }
    }
    Ok(())
}

/// `Ok` when every cell of `cells` (not empty) is reached from the first by orthogonal
/// steps inside `cells`; otherwise the first cell and the lowest cell not reached.
fn connected(cells: CellSet) -> Result<(), (usize, usize)> {
    let first = cells.first().unwrap_or(0);
    match cells.without(reached(first, cells)).first() {
        None => Ok(()),
        Some(other) => Err((first, other)),
    }
}

/// The cells of `within` that orthogonal steps inside it reach from `start` (`start`
/// included when it is in `within`).
pub(crate) fn reached(start: usize, within: CellSet) -> CellSet {
    let mut reached = CellSet::single(start).intersection(within);
    loop {
        let grown = spread(reached).intersection(within).union(reached);
        if grown == reached {
            return reached;
        }
        reached = grown;
    }
}

/// `cells` and their orthogonal neighbours.
pub(crate) fn spread(cells: CellSet) -> CellSet {
    let left_edge = CellSet::from_fn(|cell| column_of(cell) == 0);
    let right_edge = CellSet::from_fn(|cell| column_of(cell) == 8);
    let bits = cells.0;
    let right = CellSet(bits << 1).without(left_edge);
    let left = CellSet(bits >> 1).without(right_edge);
    let down = CellSet(bits << 9);
    let up = CellSet(bits >> 9);
    cells
        .union(right)
        .union(left)
        .union(down)
        .union(up)
        .intersection(CellSet::ALL)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spread_stays_on_the_board_and_in_the_row() {
        assert_eq!(
            spread(CellSet::single(8)),
            CellSet::single(8).with(7).with(17)
        );
        assert_eq!(
            spread(CellSet::single(9)),
            CellSet::single(9).with(0).with(10).with(18)
        );
        assert_eq!(
            spread(CellSet::single(80)),
            CellSet::single(80).with(79).with(71)
        );
        assert_eq!(
            spread(CellSet::single(76)),
            CellSet::single(76).with(75).with(77).with(67)
        );
    }

    #[test]
    fn connected_names_the_first_cell_not_reached() {
        assert_eq!(connected(CellSet::single(0).with(1).with(10)), Ok(()));
        assert_eq!(
            connected(CellSet::single(0).with(10).with(20)),
            Err((0, 10))
        );
        // a box is connected; two cells touching at a corner are not
        assert_eq!(
            connected(CellSet::from_fn(|c| crate::geometry::box_of(c) == 4)),
            Ok(())
        );
        assert_eq!(connected(CellSet::single(0).with(10)), Err((0, 10)));
    }
}
