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
    let mut placed = [CellSet::EMPTY; 9];
    for cell in (0..81).filter(|&cell| grid.value(cell) != 0) {
        let digit = usize::from(grid.value(cell)) - 1;
        placed[digit] = placed[digit].with(cell);
    }
    for count in 2..=9 {
        for cell in grid.empty().iter() {
            let candidates = grid.candidates(cell);
            if candidates.count_ones() != count {
                continue;
            }
            for digit in digits(candidates) {
                let mut trial = Trial {
                    grid: *grid,
                    placed,
                };
                let mut trail = Trail {
                    placed: [(0, 0); MAX_CHAIN],
                    len: 0,
                };
                if let Some(broken) = trial.follow(cell, digit, &mut trail) {
                    return Some(step(grid, &trail, broken));
                }
            }
        }
    }
    None
}

/// A trial's grid, and the cells where each digit (index `d - 1`) is placed.
struct Trial {
    grid: Grid,
    placed: [CellSet; 9],
}

impl Trial {
    fn place(&mut self, cell: usize, digit: u8, trail: &mut Trail) {
        self.grid.place(cell, digit);
        let placed = &mut self.placed[usize::from(digit) - 1];
        *placed = placed.with(cell);
        trail.push(cell, digit);
    }

    /// Places `digit` in `cell`, then every naked and hidden single that follows, into
    /// `trail`, until none is left (`None`) or the grid breaks.
    fn follow(&mut self, cell: usize, digit: u8, trail: &mut Trail) -> Option<Broken> {
        self.place(cell, digit, trail);
        loop {
            if let Some(broken) = self.broken() {
                return Some(broken);
            }
            let before = self.grid.empty();
            for cell in self.grid.naked_singles().iter() {
                let mask = self.grid.candidates(cell);
                if mask.count_ones() == 1 {
                    self.place(cell, mask.trailing_zeros() as u8 + 1, trail);
                }
            }
            for digit in 1..=9 {
                for cell in self.grid.cells_with(digit).alone_in_a_house().iter() {
                    if self.grid.cells_with(digit).contains(cell) {
                        self.place(cell, digit, trail);
                    }
                }
            }
            if self.grid.empty() == before {
                return None;
            }
        }
    }

    /// Where the grid is broken, if it is: the first empty cell without a candidate, else
    /// the first house (by index) without a place for a digit, with its lowest such digit.
    fn broken(&self) -> Option<Broken> {
        let covered = (1..=9).fold(CellSet::EMPTY, |covered, digit| {
            covered.union(self.grid.cells_with(digit))
        });
        if let Some(cell) = self.grid.empty().without(covered).first() {
            return Some(Broken::Cell(cell));
        }
        let mut first: Option<Broken> = None;
        for digit in 1..=9u8 {
            let holding = self
                .grid
                .cells_with(digit)
                .union(self.placed[usize::from(digit) - 1]);
            let missed = holding.houses_missed();
            let house = missed.trailing_zeros() as usize;
            let earlier = match first {
                Some(Broken::House(known, _)) => house < known,
                _ => true,
            };
            if missed != 0 && earlier {
                first = Some(Broken::House(house, digit));
            }
        }
        first
    }
}

/// A forcing net's step before the place it broke: the assumption, first of `placed`,
/// goes, and the chain lists it and the singles that followed, in order.
pub(crate) fn net_step(placed: &[(usize, u8)]) -> Step {
    let (cell, digit) = placed[0];
    let step = Step::new(Technique::ForcingNet, 0).removing_mask(cell, digit_bit(digit));
    placed
        .iter()
        .fold(step, |step, &(cell, digit)| step.chain_node(cell, digit))
}

/// The step: the assumption goes; the chain lists the assumption and the singles that
/// followed, in order; the pattern holds the cell left without a candidate (with the
/// candidates it had), or the house is the one left without a place for the digit.
fn step(grid: &Grid, trail: &Trail, broken: Broken) -> Step {
    let mut step = net_step(&trail.placed[..trail.len]);
    match broken {
        Broken::Cell(dead) => step.because(CellSet::single(dead), grid.candidates(dead)),
        Broken::House(house, missing) => {
            step.digits = digit_bit(missing);
            let places = grid.cells_with(missing).intersection(HOUSE_SETS[house]);
            step.in_house(house).because(places, digit_bit(missing))
        }
    }
}
