//! Full house, hidden single and naked single: the steps that place a digit.

use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, ALL_DIGITS};
use crate::geometry::houses::{HOUSES, HOUSE_SETS};
use crate::logic::catalogue::Technique;
use crate::logic::grid::Grid;
use crate::logic::step::Step;

/// A house with one empty cell left: that cell takes the missing digit.
pub fn full_house(grid: &Grid) -> Option<Step> {
    (0..HOUSES).find_map(|house| {
        let open = HOUSE_SETS[house].intersection(grid.empty());
        let cell = open.first().filter(|_| open.len() == 1)?;
        let missing = ALL_DIGITS & !grid.placed_in(HOUSE_SETS[house]);
        let digit = only_digit(missing & grid.candidates(cell))?;
        Some(
            Step::new(Technique::FullHouse, missing)
                .in_house(house)
                .because(HOUSE_SETS[house].without(open), ALL_DIGITS)
                .placing(cell, digit),
        )
    })
}

/// A digit with one cell left in a house (boxes first, then rows, then columns: the order
/// players scan in).
pub fn hidden_single(grid: &Grid) -> Option<Step> {
    let order = (18..27).chain(0..18);
    order.into_iter().find_map(|house| {
        (1..=9).find_map(|digit| {
            let cells = grid.cells_with(digit).intersection(HOUSE_SETS[house]);
            let cell = cells.first().filter(|_| cells.len() == 1)?;
            Some(
                Step::new(Technique::HiddenSingle, digit_bit(digit))
                    .in_house(house)
                    .because(cells, digit_bit(digit))
                    .placing(cell, digit),
            )
        })
    })
}

/// A cell with one candidate left.
pub fn naked_single(grid: &Grid) -> Option<Step> {
    grid.empty().iter().find_map(|cell| {
        let digit = only_digit(grid.candidates(cell))?;
        Some(
            Step::new(Technique::NakedSingle, digit_bit(digit))
                .because(CellSet::single(cell), digit_bit(digit))
                .placing(cell, digit),
        )
    })
}

/// The digit of a one-digit mask.
fn only_digit(mask: u16) -> Option<u8> {
    (mask.count_ones() == 1).then(|| mask.trailing_zeros() as u8 + 1)
}
