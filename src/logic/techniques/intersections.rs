//! Locked candidates: a digit confined to where a box meets a row or column.

use crate::geometry::digits::digit_bit;
use crate::geometry::houses::{houses_of, HOUSE_SETS};
use crate::logic::catalogue::Technique;
use crate::logic::grid::Grid;
use crate::logic::step::Step;

use super::units::in_houses;

/// Pointing: within a box, a digit lies on one line only; it leaves the rest of the line.
pub fn pointing(grid: &Grid, houses: u32) -> Option<Step> {
    locked(grid, Technique::Pointing, 18..27, 0..18, houses)
}

/// Claiming: within a row or column, a digit lies in one box only; it leaves the rest of
/// the box.
pub fn claiming(grid: &Grid, houses: u32) -> Option<Step> {
    locked(grid, Technique::Claiming, 0..18, 18..27, houses)
}

/// A digit whose cells in a `from` house all lie in one `onto` house leaves the rest of it
/// (`from` houses outside `houses`, a mask, are skipped).
fn locked(
    grid: &Grid,
    technique: Technique,
    from: std::ops::Range<usize>,
    onto: std::ops::Range<usize>,
    houses: u32,
) -> Option<Step> {
    for house in in_houses(from, houses) {
        for digit in 1..=9 {
            let cells = grid.cells_with(digit).intersection(HOUSE_SETS[house]);
            if cells.len() < 2 {
                continue;
            }
            // the `onto` houses of the first cell are the only ones that can hold them all
            let first = cells.first().unwrap_or(0);
            for other in houses_of(first).into_iter().filter(|h| onto.contains(h)) {
                let line = HOUSE_SETS[other];
                if cells.without(line).is_empty() {
                    let removed = grid.cells_with(digit).intersection(line).without(cells);
                    if !removed.is_empty() {
                        return Some(
                            Step::new(technique, digit_bit(digit))
                                .in_house(house)
                                .in_house(other)
                                .because(cells, digit_bit(digit))
                                .removing(removed, digit),
                        );
                    }
                }
            }
        }
    }
    None
}
