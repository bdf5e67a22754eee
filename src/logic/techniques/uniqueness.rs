//! Techniques that rely on the puzzle having one solution: unique rectangles of types 1 to
//! 6 and hidden rectangles, which avoid a deadly rectangle, and BUG+1.
//!
//! A deadly rectangle is four empty cells on two rows, two columns and two boxes holding
//! two digits `x` and `y` crosswise: the two digits could swap and the puzzle would have
//! two solutions, so a puzzle with one solution never ends in one.

use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, digit_of, digits, pair_digits, ALL_DIGITS};
use crate::geometry::houses::{common_peers, houses_of, HOUSE_SETS};
use crate::geometry::CELLS;
use crate::logic::catalogue::Technique;
use crate::logic::cells::{gather, subsets};
use crate::logic::grid::{digits_per_house, seen_by, Grid};
use crate::logic::step::Step;

/// The corners of a rectangle: top left, top right, bottom left, bottom right.
type Corners = [usize; 4];

/// The sides of a rectangle, as pairs of corners: the rows, then the columns. The side
/// opposite side `i` is side `i ^ 1`.
const SIDES: [[usize; 2]; 4] = [[0, 1], [2, 3], [0, 2], [1, 3]];

/// Calls `visit` with the corners of each rectangle on two rows, two columns and two
/// boxes, until it gives a step.
fn each_rectangle(mut visit: impl FnMut(Corners) -> Option<Step>) -> Option<Step> {
    for top in 0..9 {
        for bottom in top + 1..9 {
            let same_band = top / 3 == bottom / 3;
            for left in 0..9 {
                for right in left + 1..9 {
                    // two boxes: the rows in one band, or the columns in one stack
                    if same_band == (left / 3 == right / 3) {
                        continue;
                    }
                    let corners = [
                        top * 9 + left,
                        top * 9 + right,
                        bottom * 9 + left,
                        bottom * 9 + right,
                    ];
                    if let Some(step) = visit(corners) {
                        return Some(step);
                    }
                }
            }
        }
    }
    None
}

/// Calls `found` with each rectangle of four empty cells on two rows, two columns and two
/// boxes, and the digits all four may hold (two or more), until it gives a step that
/// removes something. A digit no placed digit of its houses rules out may be held, as
/// HoDoKu has it: the deadly swap needs only cells the puzzle left empty, whatever their
/// candidates, so a corner's candidates need only lie within the rectangle's digits.
fn rectangles(grid: &Grid, mut found: impl FnMut(Corners, u16) -> Option<Step>) -> Option<Step> {
    let values: [u8; CELLS] = std::array::from_fn(|cell| grid.value(cell));
    let placed = digits_per_house(&values);
    let allowed: [u16; CELLS] = std::array::from_fn(|cell| {
        if values[cell] == 0 {
            ALL_DIGITS & !seen_by(cell, &placed)
        } else {
            0
        }
    });
    each_rectangle(|corners| {
        let shared = corners
            .iter()
            .fold(ALL_DIGITS, |shared, &cell| shared & allowed[cell]);
        (shared.count_ones() >= 2)
            .then(|| found(corners, shared))
            .flatten()
    })
}

/// The pairs of digits of `mask`, each as a mask of two bits.
fn pairs(mask: u16) -> impl Iterator<Item = u16> {
    digits(mask).flat_map(move |x| {
        digits(mask & !(digit_bit(x) * 2 - 1)).map(move |y| digit_bit(x) | digit_bit(y))
    })
}

/// Whether `cell`'s candidates lie within the digits of `pair`.
fn within(grid: &Grid, cell: usize, pair: u16) -> bool {
    grid.candidates(cell) & !pair == 0
}

/// `step` if it removes a candidate.
fn removing_some(step: Step) -> Option<Step> {
    step.eliminations
        .iter()
        .any(|&mask| mask != 0)
        .then_some(step)
}

/// The cells of `corners` picked by `indexes`.
fn cells_of(corners: Corners, indexes: &[usize]) -> CellSet {
    indexes
        .iter()
        .fold(CellSet::EMPTY, |set, &i| set.with(corners[i]))
}

/// A rectangle step of `technique` about the digits `pair`, with the digits of `pair` each
/// corner holds (an empty corner's candidates, a filled corner's digit) in its pattern.
fn rectangle_step(grid: &Grid, technique: Technique, pair: u16, corners: Corners) -> Step {
    corners
        .into_iter()
        .fold(Step::new(technique, pair), |step, cell| {
            let held = grid.candidates(cell) | digit_bit(grid.value(cell));
            step.because(CellSet::single(cell), held & pair)
        })
}

/// Type 1: three corners hold only `x` and `y`; were the fourth `x` or `y`, the rectangle
/// would be deadly, so the fourth loses both.
pub fn unique_rectangle_1(grid: &Grid) -> Option<Step> {
    rectangles(grid, |corners, shared| {
        pairs(shared).find_map(|pair| {
            let exact = corners.map(|cell| within(grid, cell, pair));
            let odd = (0..4).find(|&i| !exact[i])?;
            let only_one = (0..4).filter(|&i| !exact[i]).count() == 1;
            only_one
                .then(|| {
                    rectangle_step(grid, Technique::UniqueRectangle1, pair, corners)
                        .removing_mask(corners[odd], grid.candidates(corners[odd]) & pair)
                })
                .and_then(removing_some)
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
            .all(|&i| within(grid, corners[i], pair))
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
                let extra = grid.candidates(corners[a]) & !pair;
                if grid.candidates(corners[b]) & !pair != extra || extra.count_ones() != 1 {
                    return None;
                }
                let z = digit_of(extra);
                let removed =
                    common_peers(cells_of(corners, &[a, b])).intersection(grid.cells_with(z));
                (!removed.is_empty()).then(|| {
                    rectangle_step(grid, Technique::UniqueRectangle2, pair, corners)
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
                    let house = shared_houses(corners[a], corners[b]).find(|&house| {
                        grid.cells_with(locked).intersection(HOUSE_SETS[house]) == roof
                    })?;
                    removing_some(
                        rectangle_step(grid, Technique::UniqueRectangle4, pair, corners)
                            .in_house(house)
                            .removing(roof.intersection(grid.cells_with(lost)), lost),
                    )
                })
            })
        })
    })
}

/// Type 3: the floor holds only `x` and `y`, and the roof corners hold other digits
/// besides. Without those digits in the roof the rectangle would be deadly, so the roof
/// acts as one cell holding them: with `n` more cells of a house holding both roof
/// corners, `n + 1` cells in all holding only `n + 1` digits between them, it is a naked
/// subset, and those digits leave the house's other cells.
pub fn unique_rectangle_3(grid: &Grid) -> Option<Step> {
    /// Stands for the roof among the cells of the subset.
    const ROOF: usize = CELLS;
    rectangles(grid, |corners, shared| {
        pairs(shared).find_map(|pair| {
            roofs(grid, corners, pair).find_map(|[a, b]| {
                let roof = cells_of(corners, &[a, b]);
                let extra = grid.candidates_in(roof) & !pair;
                if extra.count_ones() < 2 {
                    return None;
                }
                let mask = |cell: usize| {
                    if cell == ROOF {
                        extra
                    } else {
                        grid.candidates(cell)
                    }
                };
                shared_houses(corners[a], corners[b]).find_map(|house| {
                    let others = HOUSE_SETS[house].intersection(grid.empty()).without(roof);
                    let mut cells = [ROOF; 9];
                    let items = gather(std::iter::once(ROOF).chain(others.iter()), &mut cells);
                    (2..=4).find_map(|size| {
                        subsets(items, size, mask, &mut |chosen, union| {
                            if chosen[0] != ROOF {
                                return None;
                            }
                            let subset = chosen[1..].iter().fold(roof, |set, &cell| set.with(cell));
                            let mut step =
                                rectangle_step(grid, Technique::UniqueRectangle3, pair, corners)
                                    .in_house(house)
                                    .because(roof, extra);
                            let mut removes = false;
                            for cell in HOUSE_SETS[house]
                                .intersection(grid.empty())
                                .without(subset)
                                .iter()
                            {
                                let lost = grid.candidates(cell) & union;
                                removes |= lost != 0;
                                step = step.removing_mask(cell, lost);
                            }
                            for &cell in &chosen[1..] {
                                step = step.because(CellSet::single(cell), grid.candidates(cell));
                            }
                            removes.then_some(step)
                        })
                    })
                })
            })
        })
    })
}

/// The houses that hold both `one` and `other`.
fn shared_houses(one: usize, other: usize) -> impl Iterator<Item = usize> {
    houses_of(one)
        .into_iter()
        .zip(houses_of(other))
        .filter(|(a, b)| a == b)
        .map(|(house, _)| house)
}

/// Whether `digit` lies only in the rectangle's corners in the line along `side`.
fn confined_along(grid: &Grid, corners: Corners, side: [usize; 2], digit: u8) -> bool {
    let [one, other] = side.map(|i| corners[i]);
    let rectangle = cells_of(corners, &[0, 1, 2, 3]);
    shared_houses(one, other).next().is_some_and(|line| {
        grid.cells_with(digit)
            .intersection(HOUSE_SETS[line])
            .without(rectangle)
            .is_empty()
    })
}

/// Type 5: two or three corners hold `x`, `y` and the same third digit `z`, the others
/// only `x` and `y`. Without `z` the rectangle would be deadly, so one of those corners is
/// `z`, and `z` leaves every cell that sees them all.
pub fn unique_rectangle_5(grid: &Grid) -> Option<Step> {
    rectangles(grid, |corners, shared| {
        pairs(shared).find_map(|pair| {
            let holding = (0..4)
                .filter(|&i| !within(grid, corners[i], pair))
                .fold(CellSet::EMPTY, |set, i| set.with(corners[i]));
            let extra = grid.candidates(holding.first()?) & !pair;
            let alike = holding
                .iter()
                .all(|cell| grid.candidates(cell) & !pair == extra);
            if !(2..=3).contains(&holding.len()) || extra.count_ones() != 1 || !alike {
                return None;
            }
            let z = digit_of(extra);
            let removed = common_peers(holding).intersection(grid.cells_with(z));
            (!removed.is_empty()).then(|| {
                rectangle_step(grid, Technique::UniqueRectangle5, pair, corners)
                    .because(holding, extra)
                    .removing(removed, z)
            })
        })
    })
}

/// Type 6: two opposite corners hold only `x` and `y`, the other two more, and in both
/// rows and both columns of the rectangle `x` lies only in its corners. Were either of the
/// other corners `x`, the opposite one would be too and the rectangle would be deadly, so
/// both lose `x`.
pub fn unique_rectangle_6(grid: &Grid) -> Option<Step> {
    rectangles(grid, |corners, shared| {
        pairs(shared).find_map(|pair| {
            [[0, 3], [1, 2]].into_iter().find_map(|floor| {
                let roof = [floor[0] ^ 1, floor[1] ^ 1];
                let plain = floor.iter().all(|&i| within(grid, corners[i], pair))
                    && roof.iter().all(|&i| !within(grid, corners[i], pair));
                if !plain {
                    return None;
                }
                digits(pair).find_map(|x| {
                    let confined = SIDES
                        .iter()
                        .all(|&side| confined_along(grid, corners, side, x));
                    let losing = cells_of(corners, &roof).intersection(grid.cells_with(x));
                    confined
                        .then(|| {
                            rectangle_step(grid, Technique::UniqueRectangle6, pair, corners)
                                .removing(losing, x)
                        })
                        .and_then(removing_some)
                })
            })
        })
    })
}

/// Hidden rectangle: a corner holds only `x` and `y`, and in the row and the column of
/// the opposite corner `x` lies only in the rectangle. Were the opposite corner `y`, the
/// corners beside it would be `x`, the first corner `y`, and the rectangle deadly, so the
/// opposite corner loses `y`.
pub fn hidden_rectangle(grid: &Grid) -> Option<Step> {
    rectangles(grid, |corners, shared| {
        pairs(shared).find_map(|pair| {
            (0..4)
                .filter(|&i| within(grid, corners[i], pair))
                .find_map(|bivalue| {
                    let opposite = 3 - bivalue;
                    let lines = SIDES.iter().filter(|side| side.contains(&opposite));
                    let [x, y] = pair_digits(pair);
                    [(x, y), (y, x)].into_iter().find_map(|(kept, lost)| {
                        let confined = lines
                            .clone()
                            .all(|&side| confined_along(grid, corners, side, kept));
                        let losing =
                            CellSet::single(corners[opposite]).intersection(grid.cells_with(lost));
                        confined
                            .then(|| {
                                rectangle_step(grid, Technique::HiddenRectangle, pair, corners)
                                    .removing(losing, lost)
                            })
                            .and_then(removing_some)
                    })
                })
        })
    })
}

/// Calls `found` with each rectangle on two rows, two columns and two boxes whose corners
/// hold no given, some digits placed in play and the others empty, with the placed digit
/// of each corner (`0` for an empty one), until it gives a step. Were its corners to end
/// holding two digits crosswise, nothing the puzzle gave would tell the digits apart, and
/// it would have two solutions: such a rectangle is deadly too.
fn avoidable_rectangles(
    grid: &Grid,
    mut found: impl FnMut(Corners, [u8; 4]) -> Option<Step>,
) -> Option<Step> {
    let not_given = |cell: usize| !grid.givens().contains(cell);
    if grid.givens().union(grid.empty()).len() == CELLS as u32 {
        return None;
    }
    each_rectangle(|corners| {
        let free = corners.iter().all(|&cell| not_given(cell));
        let some_placed = corners.iter().any(|&cell| grid.value(cell) != 0);
        (free && some_placed)
            .then(|| found(corners, corners.map(|cell| grid.value(cell))))
            .flatten()
    })
}

/// Avoidable rectangle type 1: three corners were placed in play, two diagonal ones
/// holding `x` and the third `y`. Were the empty corner `y`, the rectangle would be
/// deadly, so it loses `y`.
pub fn avoidable_rectangle_1(grid: &Grid) -> Option<Step> {
    avoidable_rectangles(grid, |corners, values| {
        let mut empty = (0..4).filter(|&i| values[i] == 0);
        let (Some(open), None) = (empty.next(), empty.next()) else {
            return None;
        };
        let (x, y) = (values[open ^ 1], values[open ^ 2]);
        let deadly = values[open ^ 3];
        if x != y || !grid.cells_with(deadly).contains(corners[open]) {
            return None;
        }
        let pair = digit_bit(x) | digit_bit(deadly);
        Some(
            rectangle_step(grid, Technique::AvoidableRectangle1, pair, corners)
                .removing(CellSet::single(corners[open]), deadly),
        )
    })
}

/// Avoidable rectangle type 2: the two corners of one side were placed in play, `x` and
/// `y`, and each corner of the opposite side holds the digit that would make the
/// rectangle deadly (`y` across from `x`) and the same other digit `z`, nothing else. One
/// of them is `z`, so `z` leaves every cell that sees both.
pub fn avoidable_rectangle_2(grid: &Grid) -> Option<Step> {
    avoidable_rectangles(grid, |corners, values| {
        SIDES.iter().find_map(|&[a, b]| {
            if values[a] != 0 || values[b] != 0 || values[a ^ 3] == 0 || values[b ^ 3] == 0 {
                return None;
            }
            let deadly = [a, b].map(|i| digit_bit(values[i ^ 3]));
            let held = [a, b].map(|i| grid.candidates(corners[i]));
            let extra = held[0] & !deadly[0];
            let shaped = (0..2).all(|i| held[i] & deadly[i] != 0 && held[i] & !deadly[i] == extra);
            if !shaped || extra.count_ones() != 1 {
                return None;
            }
            let roof = cells_of(corners, &[a, b]);
            let z = digit_of(extra);
            let removed = common_peers(roof).intersection(grid.cells_with(z));
            (!removed.is_empty()).then(|| {
                rectangle_step(
                    grid,
                    Technique::AvoidableRectangle2,
                    deadly[0] | deadly[1],
                    corners,
                )
                .because(roof, extra)
                .removing(removed, z)
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
