//! Unique rectangle type 1, which relies on the puzzle having one solution.

use crate::geometry::box_of;
use crate::geometry::cells::CellSet;
use crate::logic::catalogue::Technique;
use crate::logic::grid::Grid;
use crate::logic::step::Step;

/// Four empty cells on two rows, two columns and two boxes, three of them holding only the
/// same two candidates `xy`: were the fourth `x` or `y` too, the two digits could swap and
/// the puzzle would have two solutions, so the fourth loses `x` and `y`.
pub fn unique_rectangle_1(grid: &Grid) -> Option<Step> {
    let bivalue = grid.bivalue();
    let row = |row: usize| bivalue.in_row(row);
    for top in 0..9 {
        for bottom in top + 1..9 {
            // three bivalue corners: both cells of one column and one of the other
            let (both, either) = (row(top) & row(bottom), row(top) | row(bottom));
            if both == 0 {
                continue;
            }
            for left in 0..9 {
                for right in left + 1..9 {
                    let (l, r) = (1 << left, 1 << right);
                    let three =
                        (both & l != 0 && either & r != 0) || (both & r != 0 && either & l != 0);
                    if !three {
                        continue;
                    }
                    let corners = [
                        top * 9 + left,
                        top * 9 + right,
                        bottom * 9 + left,
                        bottom * 9 + right,
                    ];
                    let two_boxes = (box_of(corners[0]) == box_of(corners[1]))
                        != (box_of(corners[0]) == box_of(corners[2]));
                    if !two_boxes || corners.iter().any(|&cell| grid.value(cell) != 0) {
                        continue;
                    }
                    if let Some(step) = rectangle(grid, corners) {
                        return Some(step);
                    }
                }
            }
        }
    }
    None
}

/// The step for one rectangle of empty cells, if three corners are the same bivalue cell.
fn rectangle(grid: &Grid, corners: [usize; 4]) -> Option<Step> {
    for odd in 0..4 {
        let others = corners.iter().enumerate().filter(|&(i, _)| i != odd);
        let mut masks = others.clone().map(|(_, &cell)| grid.candidates(cell));
        let pair = masks.next()?;
        if pair.count_ones() != 2 || masks.any(|mask| mask != pair) {
            continue;
        }
        let fourth = corners[odd];
        if grid.candidates(fourth) & pair != pair || grid.candidates(fourth) == pair {
            continue;
        }
        let floor = others.fold(CellSet::EMPTY, |set, (_, &cell)| set.with(cell));
        return Some(
            Step::new(Technique::UniqueRectangle1, pair)
                .because(floor, pair)
                .because(CellSet::single(fourth), pair)
                .removing_mask(fourth, pair),
        );
    }
    None
}
