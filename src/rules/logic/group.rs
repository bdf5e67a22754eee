//! A group of cells whose digits must make a sum (a killer cage, or the cells the 45 rule
//! finds), and what each of its empty cells can hold for that.

use super::fill::{self, Fill, MAX_CELLS};
use crate::geometry::cells::CellSet;
use crate::geometry::digits::digit_bit;
use crate::geometry::layout::Cage;
use crate::geometry::Layout;
use crate::logic::cells::gather;
use crate::logic::step::HouseSet;
use crate::logic::Grid;
use crate::logic::{Step, Technique};

/// How the digits of a group may fill it.
#[derive(Clone, Copy)]
pub(super) enum Filling {
    /// Digits may repeat: the cells do not all see each other.
    Repeating,
    /// Distinct digits, among them every digit of the mask.
    Distinct(u16),
}

/// The empty cells of a group, in order, with what they can hold.
pub(super) struct Group {
    cells: [usize; MAX_CELLS],
    /// What each empty cell can hold, and the digits some cell must.
    pub(super) fill: Fill,
    /// The empty cells.
    pub(super) count: usize,
}

impl Group {
    /// The empty cells of `cells` (at most [`MAX_CELLS`] of them), which must make `sum`
    /// with its filled ones by `filling`. `None` when there is no empty cell, or the
    /// filled ones pass the sum.
    pub(super) fn of(
        grid: &Grid<&Layout>,
        cells: CellSet,
        sum: usize,
        filling: Filling,
    ) -> Option<Group> {
        let open = cells.intersection(grid.empty());
        if open.is_empty() || open.len() as usize > MAX_CELLS {
            return None;
        }
        let filled = cells.without(open);
        let rest = sum.checked_sub(grid.sum_in(filled))?;
        let mut buffer = [0usize; MAX_CELLS];
        let listed = gather(open.iter(), &mut buffer);
        let count = listed.len();
        let mut candidates = [0u16; MAX_CELLS];
        for (i, &cell) in listed.iter().enumerate() {
            candidates[i] = grid.candidates(cell);
        }
        let fill = match filling {
            Filling::Distinct(needed) => {
                // the digits of filled cells that see every empty one are not theirs
                let layout = grid.geometry();
                let seeing = filled
                    .iter()
                    .filter(|&cell| open.without(layout.peers(cell)).is_empty());
                let excluded = seeing.fold(0, |mask, cell| mask | digit_bit(grid.value(cell)));
                fill::distinct(&candidates[..count], excluded, needed, rest)
            }
            Filling::Repeating => Fill {
                allowed: fill::repeating(&candidates[..count], rest),
                required: 0,
            },
        };
        Some(Group {
            cells: buffer,
            fill,
            count,
        })
    }

    /// True when some filling of `cage`'s empty cells by distinct digits from their
    /// candidates makes its sum (when it has no empty cell: when its digits make it).
    pub(super) fn fills(grid: &Grid<&Layout>, cage: &Cage) -> bool {
        let sum = usize::from(cage.sum);
        if cage.cells.intersection(grid.empty()).is_empty() {
            return grid.sum_in(cage.cells) == sum;
        }
        Group::of(grid, cage.cells, sum, Filling::Distinct(0)).is_some_and(|group| {
            group.fill.allowed[..group.count]
                .iter()
                .all(|&allowed| allowed != 0)
        })
    }

    /// The step of `technique` that keeps each cell to what it can hold, reasoning in
    /// the houses of `houses` (bits), with `known` (the group's filled cells) in its
    /// pattern; `None` when it removes nothing.
    pub(super) fn narrowing(
        &self,
        grid: &Grid<&Layout>,
        technique: Technique,
        houses: HouseSet,
        known: CellSet,
    ) -> Option<Step> {
        let cells = &self.cells[..self.count];
        let allowed = &self.fill.allowed[..self.count];
        let removes = |(&cell, &allowed): (&usize, &u16)| grid.candidates(cell) & !allowed != 0;
        if !cells.iter().zip(allowed).any(removes) {
            return None;
        }
        let digits = allowed.iter().fold(0, |all, &mask| all | mask);
        let mut step = Step::new(technique, digits);
        step.houses = houses;
        for cell in known.iter() {
            step = step.because(CellSet::single(cell), digit_bit(grid.value(cell)));
        }
        for (&cell, &allowed) in cells.iter().zip(allowed) {
            step = step
                .because(CellSet::single(cell), allowed)
                .removing_mask(cell, grid.candidates(cell) & !allowed);
        }
        Some(step)
    }
}

/// The cage combination step that keeps `cage`'s cells to the digits of the sets of
/// distinct digits making its sum (those holding every digit of `needed`), reasoning in
/// the houses of `houses` (bits); `None` when it removes nothing.
pub(super) fn narrowed(
    grid: &Grid<&Layout>,
    cage: &Cage,
    needed: u16,
    houses: HouseSet,
) -> Option<Step> {
    let group = Group::of(
        grid,
        cage.cells,
        usize::from(cage.sum),
        Filling::Distinct(needed),
    )?;
    let step = group.narrowing(grid, Technique::CageCombination, houses, CellSet::EMPTY)?;
    Some(Step {
        digits: if needed == 0 { step.digits } else { needed },
        ..step
    })
}
