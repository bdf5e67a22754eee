//! Forcing nets, the last resort before a digit of the solution: assume a candidate true
//! and place every single that follows; where that leaves a cell without a candidate, or
//! a digit without a place in a house, the candidate is false.

use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, digits};
use crate::geometry::houses::HOUSE_SETS;
use crate::logic::catalogue::Technique;
use crate::logic::grid::Grid;
use crate::logic::step::{Step, MAX_CHAIN};

/// Where a trial broke: a cell left without a candidate, or a digit left without a place
/// in a house.
enum Broken {
    Cell(usize),
    House(usize, u8),
}

/// The placements a trial made, in order: the assumption first.
struct Trail {
    placed: [(usize, u8); MAX_CHAIN],
    len: usize,
}

impl Trail {
    fn push(&mut self, cell: usize, digit: u8) {
        if self.len < MAX_CHAIN {
            self.placed[self.len] = (cell, digit);
            self.len += 1;
        }
    }
}

/// The first candidate whose forcing net breaks, trying the cells with the fewest
/// candidates first (bivalue cells break soonest), each cell's digits in order.
pub fn forcing_net(grid: &Grid) -> Option<Step> {
    for count in 2..=9 {
        for cell in grid.empty().iter() {
            let candidates = grid.candidates(cell);
            if candidates.count_ones() != count {
                continue;
            }
            for digit in digits(candidates) {
                let mut trial = *grid;
                let mut trail = Trail {
                    placed: [(0, 0); MAX_CHAIN],
                    len: 0,
                };
                if let Some(broken) = follow(&mut trial, cell, digit, &mut trail) {
                    return Some(step(grid, &trail, broken));
                }
            }
        }
    }
    None
}

/// Places `digit` in `cell` of `trial`, then every naked and hidden single that follows,
/// into `trail`, until none is left (`None`) or the grid breaks.
fn follow(trial: &mut Grid, cell: usize, digit: u8, trail: &mut Trail) -> Option<Broken> {
    trial.place(cell, digit);
    trail.push(cell, digit);
    loop {
        if let Some(broken) = broken(trial) {
            return Some(broken);
        }
        let before = trial.empty();
        for cell in trial.naked_singles().iter() {
            let mask = trial.candidates(cell);
            if mask.count_ones() == 1 {
                let digit = mask.trailing_zeros() as u8 + 1;
                trial.place(cell, digit);
                trail.push(cell, digit);
            }
        }
        for digit in 1..=9 {
            for cell in trial.cells_with(digit).alone_in_a_house().iter() {
                if trial.cells_with(digit).contains(cell) {
                    trial.place(cell, digit);
                    trail.push(cell, digit);
                }
            }
        }
        if trial.empty() == before {
            return None;
        }
    }
}

/// Where `grid` is broken, if it is.
fn broken(grid: &Grid) -> Option<Broken> {
    let mut covered = CellSet::EMPTY;
    let mut placed = [CellSet::EMPTY; 9];
    for digit in 1..=9u8 {
        covered = covered.union(grid.cells_with(digit));
    }
    if let Some(cell) = grid.empty().without(covered).first() {
        return Some(Broken::Cell(cell));
    }
    for cell in (0..81).filter(|&cell| grid.value(cell) != 0) {
        let digit = usize::from(grid.value(cell)) - 1;
        placed[digit] = placed[digit].with(cell);
    }
    for (house, cells) in HOUSE_SETS.iter().enumerate() {
        for digit in 1..=9u8 {
            let holding = grid.cells_with(digit).union(placed[usize::from(digit) - 1]);
            if holding.intersection(*cells).is_empty() {
                return Some(Broken::House(house, digit));
            }
        }
    }
    None
}

/// The step: the assumption goes; the chain lists the assumption and the singles that
/// followed, in order; the pattern holds the cell left without a candidate (with the
/// candidates it had), or the house is the one left without a place for the digit.
fn step(grid: &Grid, trail: &Trail, broken: Broken) -> Step {
    let (cell, digit) = trail.placed[0];
    let mut step = Step::new(Technique::ForcingNet, 0).removing_mask(cell, digit_bit(digit));
    for &(cell, digit) in &trail.placed[..trail.len] {
        step = step.chain_node(cell, digit);
    }
    match broken {
        Broken::Cell(dead) => step.because(CellSet::single(dead), grid.candidates(dead)),
        Broken::House(house, missing) => {
            step.digits = digit_bit(missing);
            let places = grid.cells_with(missing).intersection(HOUSE_SETS[house]);
            step.in_house(house).because(places, digit_bit(missing))
        }
    }
}
