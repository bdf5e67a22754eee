//! Empty rectangles: a digit confined, within a box, to one row and one column of it,
//! against a strong link outside the box.

use crate::geometry::box_of;
use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, digits};
use crate::geometry::houses::{HOUSE_CELLS, HOUSE_SETS};
use crate::geometry::Geometry;
use crate::logic::catalogue::Technique;
use crate::logic::grid::Grid;
use crate::logic::step::Step;

/// The cell in `row` and `column`.
const fn cell_at(row: usize, column: usize) -> usize {
    row * 9 + column
}

/// The first empty rectangle on a digit of the mask `digits` that eliminates something.
///
/// In a box, the digit's cells all lie in row `r` or column `c` of the box, and not all in
/// one line. A strong link on the digit in a column `c2` outside the box's stack, one end
/// in row `r`, the other in row `r2` outside the box's band: if `(r2, c)` held the digit,
/// `(r2, c2)` would not, so `(r, c2)` would, and the box would have no place left for it.
/// So `(r2, c)` loses the digit. The same holds with rows and columns swapped.
pub fn empty_rectangle(grid: &Grid, digits_mask: u16) -> Option<Step> {
    for digit in digits(digits_mask) {
        let cells = grid.cells_with(digit);
        for block in 0..9 {
            let inside = cells.intersection(HOUSE_SETS[18 + block]);
            if inside.len() < 2 {
                continue;
            }
            // the row and column of the box that cross at each of its cells
            for hinge in HOUSE_CELLS[18 + block] {
                let (row, column) = (usize::from(hinge) / 9, usize::from(hinge) % 9);
                let (line, file) = (HOUSE_SETS[row], HOUSE_SETS[9 + column]);
                let crossed = inside.without(line.union(file)).is_empty()
                    && !inside.without(line).is_empty()
                    && !inside.without(file).is_empty();
                if !crossed {
                    continue;
                }
                let found = through(grid, digit, inside, (row, column), false)
                    .or_else(|| through(grid, digit, inside, (row, column), true));
                if found.is_some() {
                    return found;
                }
            }
        }
    }
    None
}

/// The strong link of an empty rectangle with its hinge at `row` and `column`, and the cell
/// it removes the digit from. `transposed` false: a link in a column outside the box's
/// stack, from `row` to a row outside its band, which removes the digit from that row's
/// cell in `column`; true: the same with rows and columns swapped.
fn through(
    grid: &Grid,
    digit: u8,
    inside: CellSet,
    (row, column): (usize, usize),
    transposed: bool,
) -> Option<Step> {
    let cells = grid.cells_with(digit);
    // the cell at (line, across) in the frame where the link is in a column
    let at = |line: usize, across: usize| {
        if transposed {
            cell_at(across, line)
        } else {
            cell_at(line, across)
        }
    };
    let (line, across) = if transposed {
        (column, row)
    } else {
        (row, column)
    };
    for other in (0..9).filter(|&other| other / 3 != across / 3) {
        let house = if transposed { other } else { 9 + other };
        let link = cells.intersection(HOUSE_SETS[house]);
        let near = at(line, other);
        if link.len() != 2 || !link.contains(near) {
            continue;
        }
        let Some(far) = link.without(CellSet::single(near)).first() else {
            continue;
        };
        let far_line = if transposed { far % 9 } else { far / 9 };
        if far_line / 3 == line / 3 {
            continue;
        }
        let target = at(far_line, across);
        if cells.contains(target) {
            let block = 18 + box_of(cell_at(row, column));
            let removed = CellSet::single(target);
            return Some(step(
                digit,
                (block, row, column),
                inside,
                [near, far],
                removed,
            ));
        }
    }
    None
}

/// The step: the house's cells and the link's in the pattern; the house (by its bit), the
/// rectangle's row and column as its houses; the strong link `near = far` as its chain.
fn step(
    digit: u8,
    (house, row, column): (usize, usize, usize),
    inside: CellSet,
    [near, far]: [usize; 2],
    removed: CellSet,
) -> Step {
    let bit = digit_bit(digit);
    Step::new(Technique::EmptyRectangle, bit)
        .in_house(house)
        .in_house(row)
        .in_house(9 + column)
        .because(inside.with(near).with(far), bit)
        .removing(removed, digit)
        .chain_node(near, digit)
        .chain_node(far, digit)
}

/// The first empty rectangle, in one of `houses` (each with its bit in [`Step::houses`]),
/// on a digit of the mask `digits`, that eliminates something, with the links and sight of
/// any grid.
///
/// In the house, the digit's cells all lie in row `r` or column `c`, and not all in one
/// line: the row's part or the column's holds the digit. A strong link `x = y` on the
/// digit whose end `x`, outside the house, sees every cell of one part: a cell outside
/// the house that sees `y` and every cell of the other part loses the digit (if it held
/// it, the other part would not, so the first would, so `x` would not, so `y` would). On
/// the classic grid this is [`empty_rectangle`] with the link anywhere; under rules the
/// house may be a jigsaw region, and a move or a cage may do the seeing.
pub fn empty_rectangle_seen(
    grid: &Grid<impl Geometry>,
    houses: &[(usize, CellSet)],
    digits_mask: u16,
) -> Option<Step> {
    digits(digits_mask).find_map(|digit| {
        let cells = grid.cells_with(digit);
        let links = grid.strong_links(digit);
        houses.iter().find_map(|&(bit, house)| {
            let inside = cells.intersection(house);
            if inside.len() < 2 {
                return None;
            }
            let mut hinges = inside
                .iter()
                .flat_map(|one| inside.iter().map(move |other| (one / 9, other % 9)));
            hinges.find_map(|(row, column)| {
                let (line, file) = (HOUSE_SETS[row], HOUSE_SETS[9 + column]);
                let (arm, leg) = (inside.intersection(line), inside.intersection(file));
                let crossed = inside.without(line.union(file)).is_empty()
                    && !inside.without(line).is_empty()
                    && !inside.without(file).is_empty();
                if !crossed {
                    return None;
                }
                [(arm, leg), (leg, arm)]
                    .into_iter()
                    .find_map(|(near, far)| {
                        let sees_far = grid.common_peers(far).intersection(cells).without(house);
                        let ends = grid.common_peers(near).intersection(cells).without(house);
                        ends.iter().find_map(|x| {
                            links[x].without(house).iter().find_map(|y| {
                                let removed = sees_far
                                    .intersection(grid.peers(y))
                                    .without(CellSet::single(x));
                                (!removed.is_empty()).then(|| {
                                    step(digit, (bit, row, column), inside, [x, y], removed)
                                })
                            })
                        })
                    })
            })
        })
    })
}
