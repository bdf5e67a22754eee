//! Naked and hidden subsets: pairs, triples and quads within a house, over any set of
//! houses (the classic rules' or a variant's).

use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, digits, ALL_DIGITS};
use crate::geometry::Geometry;
use crate::logic::catalogue::Technique;
use crate::logic::cells::{gather, subsets};
use crate::logic::grid::Grid;
use crate::logic::step::Step;

/// `size` cells of a house whose candidates together are `size` digits: those digits
/// leave the house's other cells. `houses` gives each house's bit in [`Step::houses`] and
/// its cells.
pub fn naked(
    grid: &Grid<impl Geometry>,
    size: usize,
    technique: Technique,
    mut houses: impl Iterator<Item = (usize, CellSet)>,
) -> Option<Step> {
    houses.find_map(|(bit, house)| {
        let open = house.intersection(grid.empty());
        if open.len() as usize <= size {
            return None; // no other cell to clear
        }
        let mut buffer = [0usize; 9];
        let cells = gather(
            open.iter()
                .filter(|&cell| grid.candidates(cell).count_ones() as usize <= size),
            &mut buffer,
        );
        subsets(
            cells,
            size,
            |cell| grid.candidates(cell),
            &mut |chosen, union| {
                let set = chosen
                    .iter()
                    .fold(CellSet::EMPTY, |set, &cell| set.with(cell));
                let others = open.without(set);
                if others.iter().all(|cell| grid.candidates(cell) & union == 0) {
                    return None;
                }
                let mut step = Step::new(technique, union).in_house(bit);
                for cell in others.iter() {
                    step = step.removing_mask(cell, grid.candidates(cell) & union);
                }
                for &cell in chosen {
                    step = step.because(CellSet::single(cell), grid.candidates(cell));
                }
                Some(step)
            },
        )
    })
}

/// `size` digits of a house that together fit in `size` cells only: those cells lose
/// every other digit. `houses` as for [`naked`].
pub fn hidden(
    grid: &Grid<impl Geometry>,
    size: usize,
    technique: Technique,
    mut houses: impl Iterator<Item = (usize, CellSet)>,
) -> Option<Step> {
    houses.find_map(|(bit, house)| {
        let missing = ALL_DIGITS & !grid.placed_in(house);
        if missing.count_ones() as usize <= size {
            return None; // no other digit to clear
        }
        let mut buffer = [0u8; 9];
        let candidates = gather(
            digits(missing).filter(|&digit| {
                let n = grid.cells_with(digit).intersection(house).len();
                (1..=size as u32).contains(&n)
            }),
            &mut buffer,
        );
        if candidates.len() < size {
            return None; // too few digits to make one
        }
        // where each digit can go, by position in the house
        let mut places = [0u16; 10];
        for (i, cell) in house.iter().enumerate() {
            for digit in digits(grid.candidates(cell) & missing) {
                places[usize::from(digit)] |= 1 << i;
            }
        }
        subsets(
            candidates,
            size,
            |digit| places[usize::from(digit)],
            &mut |chosen, _| {
                let cells = chosen.iter().fold(CellSet::EMPTY, |cells, &digit| {
                    cells.union(grid.cells_with(digit).intersection(house))
                });
                let mask = chosen
                    .iter()
                    .fold(0, |mask, &digit| mask | digit_bit(digit));
                if cells.iter().all(|cell| grid.candidates(cell) & !mask == 0) {
                    return None;
                }
                let mut step = Step::new(technique, mask).in_house(bit);
                for cell in cells.iter() {
                    step = step
                        .because(CellSet::single(cell), grid.candidates(cell) & mask)
                        .removing_mask(cell, grid.candidates(cell) & !mask);
                }
                Some(step)
            },
        )
    })
}
