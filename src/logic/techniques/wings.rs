//! Wings: XY-Wing, XYZ-Wing and W-Wing.

use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, digit_of};
use crate::geometry::Geometry;
use crate::logic::catalogue::Technique;
use crate::logic::grid::Grid;
use crate::logic::step::Step;

/// A pivot with candidates `xy` (`xyz` for the XYZ-Wing) sees two bivalue pincers `xz` and
/// `yz`: whichever the pivot is, one pincer is `z`, so `z` leaves every cell that sees both
/// pincers (and the pivot, for the XYZ-Wing).
fn wing(grid: &Grid<impl Geometry>, technique: Technique) -> Option<Step> {
    let pivot_size = if technique == Technique::XyzWing {
        3
    } else {
        2
    };
    let pincers = grid.bivalue();
    for pivot in grid.empty().iter() {
        let pivot_mask = grid.candidates(pivot);
        if pivot_mask.count_ones() != pivot_size {
            continue;
        }
        let near = grid.peers(pivot).intersection(pincers);
        for first in near.iter() {
            for second in near.iter().filter(|&second| second > first) {
                let (a, b) = (grid.candidates(first), grid.candidates(second));
                let z = a & b;
                let fits = if pivot_size == 3 {
                    a | b == pivot_mask && z.count_ones() == 1
                } else {
                    a != b
                        && z.count_ones() == 1
                        && z & pivot_mask == 0
                        && (a | b) & pivot_mask == pivot_mask
                };
                if !fits {
                    continue;
                }
                let wing = CellSet::single(first).with(second);
                let mut seeing = grid.common_peers(wing);
                if pivot_size == 3 {
                    seeing = seeing.intersection(grid.peers(pivot));
                }
                let digit = digit_of(z);
                let removed = seeing.intersection(grid.cells_with(digit));
                if !removed.is_empty() {
                    return Some(
                        Step::new(technique, pivot_mask | z)
                            .because(CellSet::single(pivot), pivot_mask)
                            .because(CellSet::single(first), a)
                            .because(CellSet::single(second), b)
                            .removing(removed, digit),
                    );
                }
            }
        }
    }
    None
}

/// The XY-Wing of [`wing`], on any grid: its peers say what sees what.
pub fn xy_wing(grid: &Grid<impl Geometry>) -> Option<Step> {
    wing(grid, Technique::XyWing)
}

/// The XYZ-Wing of [`wing`], on any grid.
pub fn xyz_wing(grid: &Grid<impl Geometry>) -> Option<Step> {
    wing(grid, Technique::XyzWing)
}

/// Two bivalue cells `xy` that do not see each other, joined by a strong link on `x` (a
/// house where `x` has two cells, one seeing each): one of them is `y`, so `y` leaves every
/// cell that sees both. Any grid will do: its houses make the strong links and its peers
/// say what sees what.
pub fn w_wing(grid: &Grid<impl Geometry>) -> Option<Step> {
    let cells = grid.bivalue();
    for first in cells.iter() {
        let mask = grid.candidates(first);
        for second in cells.iter().filter(|&second| second > first) {
            if grid.candidates(second) != mask || grid.peers(first).contains(second) {
                continue;
            }
            let ends = CellSet::single(first).with(second);
            for (x, y) in [(mask & mask.wrapping_neg(), mask & (mask - 1))]
                .into_iter()
                .flat_map(|(low, high)| [(low, high), (high, low)])
            {
                let (x, y) = (digit_of(x), digit_of(y));
                let removed = grid.common_peers(ends).intersection(grid.cells_with(y));
                if removed.is_empty() {
                    continue;
                }
                for (house, cells) in grid.houses() {
                    let link = grid.cells_with(x).intersection(cells);
                    if link.len() != 2 || !link.intersection(ends).is_empty() {
                        continue;
                    }
                    let mut pair = link.iter();
                    let (Some(p), Some(q)) = (pair.next(), pair.next()) else {
                        continue;
                    };
                    let sees = |cell: usize, other| grid.peers(cell).contains(other);
                    let joined =
                        (sees(first, p) && sees(second, q)) || (sees(first, q) && sees(second, p));
                    if joined {
                        return Some(
                            Step::new(Technique::WWing, mask)
                                .in_house(house)
                                .because(ends, mask)
                                .because(link, digit_bit(x))
                                .removing(removed, y),
                        );
                    }
                }
            }
        }
    }
    None
}
