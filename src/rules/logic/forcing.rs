//! Forcing nets under rules, the last resort before a digit of the solution: assume a
//! candidate true and place every single that follows (naked, hidden in every house the
//! rules have, and the digit a cage's last open cell needs to make its sum), small cages
//! keeping the digits that make their sums; where that leaves a cell without a candidate,
//! a digit without a place in a house, or a cage without a filling that makes its sum, the
//! candidate is false.

use super::group::{narrowed, Group};
use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, digits};
use crate::geometry::layout::Cage;
use crate::geometry::layout::{house_bit, CAGE_BIT};
use crate::geometry::Layout;
use crate::geometry::CELLS;
use crate::logic::step::MAX_CHAIN;
use crate::logic::techniques::forcing::net_step;
use crate::logic::Grid;
use crate::logic::Step;

/// Where a trial broke.
enum Broken {
    /// A cell left without a candidate.
    Cell(usize),
    /// A house (its bit and cells) left without a place for a digit.
    House(usize, CellSet, u8),
    /// A cage left without a filling that makes its sum.
    Cage(CellSet),
}

/// The placements a trial made, in order: the assumption first (the first
/// [`MAX_CHAIN`] of them, which the step lists).
struct Trail {
    placed: [(usize, u8); MAX_CHAIN],
    len: usize,
    /// Every cell the trial placed a digit in.
    cells: CellSet,
}

impl Trail {
    /// No placement yet.
    fn new() -> Trail {
        Trail {
            placed: [(0, 0); MAX_CHAIN],
            len: 0,
            cells: CellSet::EMPTY,
        }
    }
}

/// The first candidate whose forcing net breaks, trying the cells with the fewest
/// candidates first (bivalue cells break soonest), each cell's digits in order.
pub fn forcing_net(grid: &Grid<&Layout>) -> Option<Step> {
    (2..=9).find_map(|count| {
        let cells = grid.empty().iter();
        cells
            .filter(|&cell| grid.candidates(cell).count_ones() == count)
            .find_map(|cell| {
                digits(grid.candidates(cell)).find_map(|digit| {
                    let mut trail = Trail::new();
                    let broken = follow(*grid, cell, digit, &mut trail)?;
                    Some(step(grid, &trail, broken))
                })
            })
    })
}

/// Places `digit` in `cell` on `trial`, noting it in `trail`.
fn place(trial: &mut Grid<&Layout>, cell: usize, digit: u8, trail: &mut Trail) {
    trial.place(cell, digit);
    if trail.len < MAX_CHAIN {
        trail.placed[trail.len] = (cell, digit);
        trail.len += 1;
    }
    trail.cells = trail.cells.with(cell);
}

/// The most open cells of a cage that a trial narrows to the digits of the sets making
/// its sum: beyond three, the sets cost more than the singles they bring.
const MAX_NARROWED_OPEN: u32 = 3;

/// Places `digit` in `cell`, then every naked and hidden single, and every cage's last
/// open cell whose digit completing the sum is a candidate, that follows, until none is
/// left (`None`) or the grid breaks; each round also keeps the cells of each cage with at
/// most [`MAX_NARROWED_OPEN`] open cells, some of whose candidates changed, to the digits
/// of the sets of distinct digits that make its sum.
fn follow(mut trial: Grid<&Layout>, cell: usize, digit: u8, trail: &mut Trail) -> Option<Broken> {
    // the cages are narrowed as the trial starts: no technique, cage combination among
    // them, applies to the grid
    let mut narrowed_at: [u16; CELLS] = std::array::from_fn(|cell| trial.candidates(cell));
    place(&mut trial, cell, digit, trail);
    let layout = trial.geometry();
    loop {
        // each digit's cells as the round starts: they only shrink within it, so a house
        // where a digit has one of them left still has that one, if any
        let with: [CellSet; 9] = std::array::from_fn(|d| trial.cells_with(d as u8 + 1));
        if let Some(broken) = broken(&trial, &with, trail.cells) {
            return Some(broken);
        }
        let before = trial.empty();
        for cell in before.iter() {
            let mask = trial.candidates(cell);
            if mask.count_ones() == 1 {
                place(&mut trial, cell, mask.trailing_zeros() as u8 + 1, trail);
            }
        }
        for (house, _) in layout.houses_with_bonds() {
            for digit in 1..=9 {
                let places = with[usize::from(digit) - 1].intersection(house);
                let Some(cell) = places.first().filter(|_| places.len() == 1) else {
                    continue;
                };
                if trial.candidates(cell) & digit_bit(digit) != 0 {
                    place(&mut trial, cell, digit, trail);
                }
            }
        }
        for cage in layout.cages() {
            if let Some((cell, digit)) = last_of_cage(&trial, cage) {
                place(&mut trial, cell, digit, trail);
            }
        }
        let mut narrowing = false;
        for cage in layout.cages() {
            let open = cage.cells.intersection(trial.empty());
            let changed = |cell: usize| trial.candidates(cell) != narrowed_at[cell];
            if open.len() > MAX_NARROWED_OPEN || !cage.cells.iter().any(changed) {
                continue;
            }
            if let Some(step) = narrowed(&trial, cage, 0, 0) {
                open.iter()
                    .for_each(|cell| trial.eliminate(cell, step.eliminations[cell]));
                narrowing = true;
            }
        }
        narrowed_at = std::array::from_fn(|cell| trial.candidates(cell));
        if trial.empty() == before && !narrowing {
            return None;
        }
    }
}

/// The one open cell of `cage` and the digit that completes its sum, where that digit is
/// one of the cell's candidates.
fn last_of_cage(trial: &Grid<&Layout>, cage: &Cage) -> Option<(usize, u8)> {
    let open = cage.cells.intersection(trial.empty());
    let cell = open.first().filter(|_| !open.has_several())?;
    let rest = usize::from(cage.sum).checked_sub(trial.sum_in(cage.cells.without(open)))?;
    let digit = u8::try_from(rest)
        .ok()
        .filter(|digit| (1..=9).contains(digit))?;
    (trial.candidates(cell) & digit_bit(digit) != 0).then_some((cell, digit))
}

/// Where `trial` is broken, if it is (`with`: each digit's cells in it): the first empty
/// cell without a candidate, else the first house (in the layout's order) without a place
/// for a digit, with its lowest such digit, else the first cage holding a cell of `placed`
/// that no filling completes.
fn broken(trial: &Grid<&Layout>, with: &[CellSet; 9], placed: CellSet) -> Option<Broken> {
    let covered = with
        .iter()
        .fold(CellSet::EMPTY, |all, &cells| all.union(cells));
    if let Some(cell) = trial.empty().without(covered).first() {
        return Some(Broken::Cell(cell));
    }
    // each digit's cells, placed or candidate
    let mut held = *with;
    for cell in CellSet::ALL.without(trial.empty()).iter() {
        let index = usize::from(trial.value(cell)) - 1;
        held[index] = held[index].with(cell);
    }
    let layout = trial.geometry();
    for (house, bond) in layout.houses_with_bonds() {
        let lost =
            (1..=9).find(|&digit| held[usize::from(digit) - 1].intersection(house).is_empty());
        if let Some(digit) = lost {
            return Some(Broken::House(house_bit(bond), house, digit));
        }
    }
    let touched = |cage: &&Cage| !cage.cells.intersection(placed).is_empty();
    let cages = layout.cages().iter().filter(touched);
    cages
        .filter(|cage| !Group::fills(trial, cage))
        .map(|cage| Broken::Cage(cage.cells))
        .next()
}

/// The step: the assumption goes; the chain lists the assumption and the singles that
/// followed, in order; the pattern holds the cell left without a candidate (with the
/// candidates it had), the places the digit had in the house left without one, or the
/// cage left without a filling.
fn step(grid: &Grid<&Layout>, trail: &Trail, broken: Broken) -> Step {
    let mut step = net_step(&trail.placed[..trail.len]);
    match broken {
        Broken::Cell(dead) => step.because(CellSet::single(dead), grid.candidates(dead)),
        Broken::House(bit, house, missing) => {
            step.digits = digit_bit(missing);
            let places = grid.cells_with(missing).intersection(house);
            step.in_house(bit).because(places, digit_bit(missing))
        }
        Broken::Cage(cells) => {
            let step = step.in_house(CAGE_BIT);
            cells.iter().fold(step, |step, cell| {
                step.because(
                    CellSet::single(cell),
                    grid.candidates(cell) | digit_bit(grid.value(cell)),
                )
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::digits::ALL_DIGITS;
    use crate::geometry::Layout;
    use crate::rules::layout::tests::caged;

    #[test]
    fn a_trial_places_the_digit_that_completes_a_cage_s_sum_in_its_last_open_cell() {
        // r1c1 and r1c2 sum to 10: r1c1 = 3 leaves r1c2 eight candidates, but only 7 fits
        let layout = Layout::new(&caged(&[(&[0, 1], 10)]));
        let grid = Grid::under(&layout, &[0; CELLS], &[ALL_DIGITS; CELLS]);
        let mut trail = Trail::new();
        assert!(follow(grid, 0, 3, &mut trail).is_none());
        assert_eq!(trail.placed[..2], [(0, 3), (1, 7)]);
        assert_eq!(trail.cells, CellSet::single(0).with(1));
    }

    #[test]
    fn a_trial_keeps_a_small_cage_to_the_digits_that_make_its_sum() {
        // r1c1-r1c3 sum to 7 (1, 2 and 4): r1c1 = 4 leaves r1c2, marked 1, 3 and 5, only
        // 1, and r1c3 the 2 that completes the sum
        let layout = Layout::new(&caged(&[(&[0, 1, 2], 7)]));
        let mut marks = [ALL_DIGITS; CELLS];
        marks[1] = 0b1_0101;
        let grid = Grid::under(&layout, &[0; CELLS], &marks);
        let mut trail = Trail::new();
        assert!(follow(grid, 0, 4, &mut trail).is_none());
        assert_eq!(trail.placed[..3], [(0, 4), (1, 1), (2, 2)]);
    }

    #[test]
    fn a_cage_whose_last_open_cell_cannot_make_its_sum_gets_no_digit() {
        // r1c1 and r1c2 sum to 10: r1c1 = 5 would need another 5 beside it
        let layout = Layout::new(&caged(&[(&[0, 1], 10)]));
        let mut values = [0; CELLS];
        values[0] = 5;
        let grid = Grid::under(&layout, &values, &[ALL_DIGITS; CELLS]);
        assert_eq!(last_of_cage(&grid, &layout.cages()[0]), None);
        values[0] = 4;
        let grid = Grid::under(&layout, &values, &[ALL_DIGITS; CELLS]);
        assert_eq!(last_of_cage(&grid, &layout.cages()[0]), Some((1, 6)));
    }
}
