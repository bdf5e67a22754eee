//! Digging a solved grid: emptying orbits while the solution stays unique, with the
//! givens per house kept up to date so that forced cells and unavoidable sets spare
//! searches.

use super::random::Random;
use super::solved_grid;
use super::symmetry::Symmetry;
use super::unavoidable::Unavoidable;
use super::visit::Visit;
use crate::board::{Puzzle, Solution};
use crate::engine::{self, Counted, Settings};
use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, ALL_DIGITS};
use crate::geometry::houses::{houses_of, HOUSE_SETS};
use crate::geometry::CELLS;
use crate::logic::grid::{digits_per_house, seen_by};
use crate::logic::{self, Levels};

/// Where a dig stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DigTo {
    /// After every orbit: the puzzle is minimal.
    Minimal,
    /// At the first orbit that must stay.
    FirstKept,
    /// At the first orbit that must stay where the puzzle already rates at one of the
    /// levels; after every orbit if there is none. Every puzzle a minimal dig of the same
    /// order would give at the levels is still reached, and the ones on the way as well.
    FirstKeptAt(Levels),
}

/// Empties `orbits` (each by its lowest cell) of `solution`, in the order of `visit`,
/// while the solution stays unique, until `to` says; true with the puzzle when `to` ended
/// the dig at an orbit that must stay (for `DigTo::FirstKeptAt`: the puzzle rates at its
/// levels).
///
/// The first orbits of a shuffled visit (see `Visit::first_sweep`) go in one sweep when
/// the puzzle without all of them is still unique: then each would also have gone one at
/// a time, so the result is the same, for one search instead of dozens.
pub fn dig(
    random: &mut Random,
    source: &GridToDig,
    symmetry: Symmetry,
    to: DigTo,
    visit: Visit,
    orbits: &[u8],
) -> (Puzzle, bool) {
    let solution = &source.solution;
    let mut buffer = [0u8; CELLS];
    let order = &mut buffer[..orbits.len()];
    order.copy_from_slice(orbits);
    visit.arrange(order, random, solution);
    let (sweep, rest) = order.split_at(visit.first_sweep(orbits.len()));
    let swept = sweep.iter().fold(CellSet::EMPTY, |set, &first| {
        set.union(symmetry.orbit(usize::from(first)))
    });
    let fewer = Puzzle::from_solution(solution, |cell| !swept.contains(cell));
    if !sweep.is_empty() && engine::count(&fewer, 2, Settings::default()).0 == Counted::Solutions(1)
    {
        let mut dig = Dig::new(source, fewer);
        let stopped = !dig.each(rest, symmetry, to);
        (dig.puzzle, stopped)
    } else {
        let mut dig = Dig::new(source, Puzzle::from_solution(solution, |_| true));
        let stopped = !dig.each(sweep, symmetry, to) || !dig.each(rest, symmetry, to);
        (dig.puzzle, stopped)
    }
}

/// A solved grid to dig, with its small unavoidable sets; several tries may dig it.
pub struct GridToDig {
    solution: Solution,
    unavoidable: Unavoidable,
}

impl GridToDig {
    pub fn new(random: &mut Random) -> GridToDig {
        let solution = solved_grid(random);
        GridToDig {
            solution,
            unavoidable: Unavoidable::of(&solution),
        }
    }
}

/// Digging one orbit at a time: the puzzle so far, and its givens per house.
struct Dig<'a> {
    source: &'a GridToDig,
    puzzle: Puzzle,
    givens: Givens,
}

impl Dig<'_> {
    fn new(source: &GridToDig, puzzle: Puzzle) -> Dig<'_> {
        Dig {
            source,
            puzzle,
            givens: Givens::of(&puzzle),
        }
    }

    /// Tries to empty each orbit in turn; false when `to` stops the dig.
    fn each(&mut self, orbits: &[u8], symmetry: Symmetry, to: DigTo) -> bool {
        for &first in orbits {
            if !self.try_empty(symmetry.orbit(usize::from(first))) && self.stops(to) {
                return false;
            }
        }
        true
    }

    /// True when `to` ends the dig at an orbit that must stay.
    fn stops(&self, to: DigTo) -> bool {
        match to {
            DigTo::Minimal => false,
            DigTo::FirstKept => true,
            DigTo::FirstKeptAt(levels) => logic::rates_in(&self.puzzle, levels),
        }
    }

    /// Empties `orbit` if the solution stays unique; true if it did.
    fn try_empty(&mut self, orbit: CellSet) -> bool {
        let digits = self.source.solution.cells();
        let mut fewer = self.puzzle;
        for cell in orbit.iter() {
            fewer = fewer.without(cell);
            self.givens.remove(cell, digits[cell]);
        }
        let unique = match orbit.first() {
            _ if orbit
                .iter()
                .any(|cell| self.source.unavoidable.emptied(cell, self.givens.empty)) =>
            {
                false
            }
            Some(cell) if orbit.len() == 1 => {
                self.givens.forced(cell, digits[cell])
                    || !engine::solvable_without(&fewer, cell, digits[cell])
            }
            _ => engine::count(&fewer, 2, Settings::default()).0 == Counted::Solutions(1),
        };
        if unique {
            self.puzzle = fewer;
        } else {
            for cell in orbit.iter() {
                self.givens.add(cell, digits[cell]);
            }
        }
        unique
    }
}

/// The digits (bit `d - 1`) given in each row, column and box, and the empty cells, as
/// digging changes them.
struct Givens {
    houses: [u16; 27],
    empty: CellSet,
}

impl Givens {
    fn of(puzzle: &Puzzle) -> Givens {
        let cells = puzzle.cells();
        Givens {
            houses: digits_per_house(cells),
            empty: (0..CELLS)
                .filter(|&cell| cells[cell] == 0)
                .fold(CellSet::EMPTY, CellSet::with),
        }
    }

    fn add(&mut self, cell: usize, digit: u8) {
        for house in houses_of(cell) {
            self.houses[house] |= digit_bit(digit);
        }
        self.empty = self.empty.without(CellSet::single(cell));
    }

    fn remove(&mut self, cell: usize, digit: u8) {
        for house in houses_of(cell) {
            self.houses[house] &= !digit_bit(digit);
        }
        self.empty = self.empty.with(cell);
    }

    /// True when the givens alone force `digit` into the empty `cell`: it is the cell's
    /// only candidate (a naked single), or the digit's only place in one of the cell's
    /// houses (a hidden single). Emptying such a cell keeps every solution as it was.
    fn forced(&self, cell: usize, digit: u8) -> bool {
        if seen_by(cell, &self.houses) | digit_bit(digit) == ALL_DIGITS {
            return true;
        }
        houses_of(cell).into_iter().any(|house| {
            let others = HOUSE_SETS[house]
                .intersection(self.empty)
                .without(CellSet::single(cell));
            others.iter().all(|other| {
                houses_of(other)
                    .into_iter()
                    .any(|h| self.houses[h] & digit_bit(digit) != 0)
            })
        })
    }
}
