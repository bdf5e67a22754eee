//! Techniques that rely on the puzzle having one solution: unique rectangles of types 1, 2
//! and 4, which avoid a deadly rectangle, and BUG+1.
//!
//! A deadly rectangle is four empty cells on two rows, two columns and two boxes holding
//! two digits `x` and `y` crosswise: the two digits could swap and the puzzle would have
//! two solutions, so a puzzle with one solution never ends in one.

use crate::geometry::box_of;
use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, digit_of, digits, pair_digits};
use crate::geometry::houses::{common_peers, houses_of, HOUSE_SETS};
use crate::logic::catalogue::Technique;
use crate::logic::grid::Grid;
use crate::logic::step::Step;

/// The corners of a rectangle: top left, top right, bottom left, bottom right.
type Corners = [usize; 4];

/// The sides of a rectangle, as pairs of corners: the rows, then the columns. The side
/// opposite side `i` is side `i ^ 1`.
const SIDES: [[usize; 2]; 4] = [[0, 1], [2, 3], [0, 2], [1, 3]];

/// Calls `found` with each rectangle of four empty cells on two rows, two columns and two
/// boxes, and the candidates all four share (two or more), until it gives a step.
fn rectangles(grid: &Grid, mut found: impl FnMut(Corners, u16) -> Option<Step>) -> Option<Step> {
    for top in 0..9 {
        for bottom in top + 1..9 {
            for left in 0..9 {
                for right in left + 1..9 {
                    let corners = [
                        top * 9 + left,
                        top * 9 + right,
                        bottom * 9 + left,
                        bottom * 9 + right,
                    ];
                    let two_boxes = (box_of(corners[0]) == box_of(corners[1]))
                        != (box_of(corners[0]) == box_of(corners[2]));
                    let shared = corners
                        .iter()
                        .fold(0x1ff, |mask, &cell| mask & grid.candidates(cell));
                    // a filled corner has no candidates, so `shared` rules it out
                    if !two_boxes || shared.count_ones() < 2 {
                        continue;
                    }
                    if let Some(step) = found(corners, shared) {
                        return Some(step);
                    }
                }
            }
        }
    }
    None
}

/// The pairs of digits of `mask`, each as a mask of two bits.
fn pairs(mask: u16) -> impl Iterator<Item = u16> {
    digits(mask).flat_map(move |x| {
        digits(mask & !(digit_bit(x) * 2 - 1)).map(move |y| digit_bit(x) | digit_bit(y))
    })
}

/// The cells of `corners` picked by `indexes`.
fn cells_of(corners: Corners, indexes: &[usize]) -> CellSet {
    indexes
        .iter()
        .fold(CellSet::EMPTY, |set, &i| set.with(corners[i]))
}

/// A rectangle step of `technique` about the digits `pair`, all four corners in its pattern.
fn rectangle_step(technique: Technique, pair: u16, corners: Corners) -> Step {
    Step::new(technique, pair).because(cells_of(corners, &[0, 1, 2, 3]), pair)
}

/// Type 1: three corners hold only `x` and `y`; were the fourth `x` or `y`, the rectangle
/// would be deadly, so the fourth loses both.
pub fn unique_rectangle_1(grid: &Grid) -> Option<Step> {
    rectangles(grid, |corners, shared| {
        pairs(shared).find_map(|pair| {
            let exact = corners.map(|cell| grid.candidates(cell) == pair);
            let odd = (0..4).find(|&i| !exact[i])?;
            let only_one = (0..4).filter(|&i| !exact[i]).count() == 1;
            only_one.then(|| {
                rectangle_step(Technique::UniqueRectangle1, pair, corners)
                    .removing_mask(corners[odd], pair)
            })
        })
    })
}

/// The sides of a rectangle whose opposite side (the floor) holds only `pair`, each with
/// its two corners (the roof).
fn roofs(grid: &Grid, corners: Corners, pair: u16) -> impl Iterator<Item = [usize; 2]> + '_ {
    (0..4).filter_map(move |side| {
        let floor = SIDES[side ^ 1];
        floor
            .iter()
            .all(|&i| grid.candidates(corners[i]) == pair)
            .then_some(SIDES[side])
    })
}

/// Type 2: the floor holds only `x` and `y`, and both roof corners hold `x`, `y` and the
/// same third digit `z`, nothing else. Without `z` in the roof the rectangle would be
/// deadly, so `z` leaves every cell that sees both roof corners.
pub fn unique_rectangle_2(grid: &Grid) -> Option<Step> {
    rectangles(grid, |corners, shared| {
        pairs(shared).find_map(|pair| {
            roofs(grid, corners, pair).find_map(|[a, b]| {
                let roof = grid.candidates(corners[a]);
                let extra = roof & !pair;
                if grid.candidates(corners[b]) != roof || extra.count_ones() != 1 {
                    return None;
                }
                let z = digit_of(extra);
                let removed =
                    common_peers(cells_of(corners, &[a, b])).intersection(grid.cells_with(z));
                (!removed.is_empty()).then(|| {
                    rectangle_step(Technique::UniqueRectangle2, pair, corners)
                        .because(cells_of(corners, &[a, b]), extra)
                        .removing(removed, z)
                })
            })
        })
    })
}

/// Type 4: the floor holds only `x` and `y`, and in a house holding both roof corners `x`
/// has no other place. One roof corner is then `x`; were the other `y`, the rectangle
/// would be deadly, so both roof corners lose `y`.
pub fn unique_rectangle_4(grid: &Grid) -> Option<Step> {
    rectangles(grid, |corners, shared| {
        pairs(shared).find_map(|pair| {
            roofs(grid, corners, pair).find_map(|[a, b]| {
                let roof = cells_of(corners, &[a, b]);
                let [x, y] = pair_digits(pair);
                [(x, y), (y, x)].into_iter().find_map(|(locked, lost)| {
                    let house = houses_of(corners[a])
                        .into_iter()
                        .zip(houses_of(corners[b]))
                        .find(|&(one, other)| {
                            one == other
                                && grid.cells_with(locked).intersection(HOUSE_SETS[one]) == roof
                        })?
                        .0;
                    Some(
                        rectangle_step(Technique::UniqueRectangle4, pair, corners)
                            .in_house(house)
                            .removing(roof, lost),
                    )
                })
            })
        })
    })
}

/// BUG+1: every empty cell holds two candidates but one, which holds three, and each
/// digit is a candidate in each house twice or not at all, but for one digit of that
/// cell, three times in each of its houses. Without that digit there the grid would be a
/// bivalue universal grave, which has no solution or two, so the cell takes it.
pub fn bug_plus_one(grid: &Grid) -> Option<Step> {
    let bivalue = grid.bivalue();
    let mut rest = grid.empty().without(bivalue).iter();
    let (cell, None) = (rest.next()?, rest.next()) else {
        return None;
    };
    let three = grid.candidates(cell);
    if three.count_ones() != 3 {
        return None;
    }
    let times =
        |digit: u8, house: usize| grid.cells_with(digit).intersection(HOUSE_SETS[house]).len();
    let odd = digits(three).find(|&digit| houses_of(cell).iter().all(|&h| times(digit, h) == 3))?;
    let graves = (0..27).all(|house| {
        (1..=9).all(|digit| {
            let count = times(digit, house);
            count == 0
                || count == 2
                || (count == 3 && digit == odd && houses_of(cell).contains(&house))
        })
    });
    graves.then(|| {
        Step::new(Technique::BugPlusOne, digit_bit(odd))
            .because(CellSet::single(cell), three)
            .placing(cell, odd)
    })
}
