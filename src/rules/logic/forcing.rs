//! Forcing nets under rules, the last resort before a digit of the solution: assume a
//! candidate true and place every single that follows (naked, and hidden in every house
//! the rules have); where that leaves a cell without a candidate, a digit without a place
//! in a house, or a cage without a filling that makes its sum, the candidate is false.

use super::grid::RulesGrid;
use super::techniques::{house_bit, Group, CAGE_BIT};
use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, digits};
use crate::logic::grid::Pencil;
use crate::logic::step::MAX_CHAIN;
use crate::logic::techniques::forcing::net_step;
use crate::logic::Step;
use crate::rules::layout::Cage;

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

/// The first candidate whose forcing net breaks, trying the cells with the fewest
/// candidates first (bivalue cells break soonest), each cell's digits in order.
pub fn forcing_net(grid: &RulesGrid) -> Option<Step> {
    (2..=9).find_map(|count| {
        let cells = grid.empty().iter();
        cells
            .filter(|&cell| grid.candidates(cell).count_ones() == count)
            .find_map(|cell| {
                digits(grid.candidates(cell)).find_map(|digit| {
                    let mut trail = Trail {
                        placed: [(0, 0); MAX_CHAIN],
                        len: 0,
                        cells: CellSet::EMPTY,
                    };
                    let broken = follow(*grid, cell, digit, &mut trail)?;
                    Some(step(grid, &trail, broken))
                })
            })
    })
}

/// Places `digit` in `cell` on `trial`, noting it in `trail`.
fn place(trial: &mut RulesGrid, cell: usize, digit: u8, trail: &mut Trail) {
    trial.place(cell, digit);
    if trail.len < MAX_CHAIN {
        trail.placed[trail.len] = (cell, digit);
        trail.len += 1;
    }
    trail.cells = trail.cells.with(cell);
}

/// Places `digit` in `cell`, then every naked and hidden single that follows, until none
/// is left (`None`) or the grid breaks.
fn follow(mut trial: RulesGrid, cell: usize, digit: u8, trail: &mut Trail) -> Option<Broken> {
    place(&mut trial, cell, digit, trail);
    let layout = trial.layout();
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
        if trial.empty() == before {
            return None;
        }
    }
}

/// Where `trial` is broken, if it is (`with`: each digit's cells in it): the first empty
/// cell without a candidate, else the first house (in the layout's order) without a place
/// for a digit, with its lowest such digit, else the first cage holding a cell of `placed`
/// that no filling completes.
fn broken(trial: &RulesGrid, with: &[CellSet; 9], placed: CellSet) -> Option<Broken> {
    let covered = with
        .iter()
        .fold(CellSet::EMPTY, |all, &cells| all.union(cells));
    if let Some(cell) = trial.empty().without(covered).first() {
        return Some(Broken::Cell(cell));
    }
    let layout = trial.layout();
    for (house, bond) in layout.houses_with_bonds() {
        let missing = !trial.placed_in(house) & 0x1ff;
        let lost = digits(missing)
            .find(|&digit| with[usize::from(digit) - 1].intersection(house).is_empty());
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
fn step(grid: &RulesGrid, trail: &Trail, broken: Broken) -> Step {
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
