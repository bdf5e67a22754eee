//! The board as a player sees it under variant rules: placed digits and candidates, where
//! a placed digit leaves every cell tied to its cell (by a house, a cage or a move) and
//! its consecutive digits leave its neighbours where non-consecutive holds.

use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, digits, near, ALL_DIGITS};
use crate::geometry::segments::Segments;
use crate::geometry::CELLS;
use crate::logic::grid::Pencil;
use crate::logic::Step;
use crate::rules::{Bond, Layout};

/// The bit of [`Step::houses`] for a window: the one that holds the step's pattern.
pub const WINDOW_BIT: usize = 29;
/// The bit of [`Step::houses`] for a cage: the one that holds the step's pattern.
pub const CAGE_BIT: usize = 30;

/// A house's bit in [`Step::houses`]: rows 0-8, columns 9-17, regions 18-26, the main
/// and anti diagonals 27 and 28, a window [`WINDOW_BIT`].
pub(super) fn house_bit(bond: Bond) -> usize {
    match bond {
        Bond::Row(row) => row,
        Bond::Column(column) => 9 + column,
        Bond::Box(region) | Bond::Region(region) => 18 + region,
        Bond::Diagonal(diagonal) => 27 + diagonal,
        // the other bonds are no houses
        Bond::Window(_) | Bond::Cage(_) | Bond::KnightMove | Bond::KingMove => WINDOW_BIT,
    }
}

/// Placed digits and candidates under a layout, kept consistent: an empty cell's
/// candidates never hold a digit a peer holds, nor one next to a neighbour's digit; a
/// filled cell has no candidates.
#[derive(Clone, Copy)]
pub struct RulesGrid<'l> {
    layout: &'l Layout,
    /// `0` for an empty cell, else its digit.
    values: [u8; CELLS],
    candidates: [u16; CELLS],
    /// For each digit (index `d - 1`), the cells whose candidates hold it.
    places: [CellSet; 9],
    empty: CellSet,
}

impl<'l> RulesGrid<'l> {
    /// The digits of `values` (`0` for an empty cell; no two peers repeat a digit), with
    /// the candidates of `marks` (bit `d - 1` for digit `d`) that they allow.
    pub fn new(layout: &'l Layout, values: &[u8; CELLS], marks: &[u16; CELLS]) -> RulesGrid<'l> {
        let empty = CellSet::from_fn(|cell| values[cell] == 0);
        let mut grid = RulesGrid {
            layout,
            values: *values,
            candidates: [0; CELLS],
            places: [CellSet::EMPTY; 9],
            empty,
        };
        for cell in empty.iter() {
            grid.candidates[cell] = marks[cell] & ALL_DIGITS;
        }
        grid.places = places_of(&grid.candidates);
        for cell in (0..CELLS).filter(|&cell| values[cell] != 0) {
            grid.clear_around(cell, values[cell]);
        }
        grid
    }

    pub fn layout(&self) -> &'l Layout {
        self.layout
    }

    /// The digit in `cell`, `0` if it is empty.
    pub fn value(&self, cell: usize) -> u8 {
        self.values[cell]
    }

    pub fn is_solved(&self) -> bool {
        self.empty.is_empty()
    }

    /// Places `digit` in the empty `cell`, clearing it from the cells tied to it.
    pub fn place(&mut self, cell: usize, digit: u8) {
        self.values[cell] = digit;
        self.candidates[cell] = 0;
        let placed = CellSet::single(cell);
        self.places = self.places.map(|places| places.without(placed));
        self.empty = self.empty.without(placed);
        self.clear_around(cell, digit);
    }

    /// Removes `digit` (of `cell`) from the candidates of its peers, and its consecutive
    /// digits from its neighbours'.
    fn clear_around(&mut self, cell: usize, digit: u8) {
        let bit = digit_bit(digit);
        let consecutive = near(bit);
        let (peers, neighbours) = (self.layout.peers(cell), self.layout.neighbours(cell));
        for peer in peers.iter() {
            self.candidates[peer] &= !bit;
        }
        for next in neighbours.iter() {
            self.candidates[next] &= !consecutive;
        }
        let index = usize::from(digit) - 1;
        self.places[index] = self.places[index].without(peers);
        for (places, digit_bit) in self.places.iter_mut().zip((0..9).map(|i| 1u16 << i)) {
            if consecutive & digit_bit != 0 {
                *places = places.without(neighbours);
            }
        }
    }

    /// Makes a step's eliminations, then its placements.
    pub fn apply(&mut self, step: &Step) {
        for cell in 0..CELLS {
            self.eliminate(cell, step.eliminations[cell]);
        }
        for cell in 0..CELLS {
            let digit = step.placements[cell];
            if digit != 0 && self.values[cell] == 0 {
                self.place(cell, digit);
            }
        }
    }

    /// Takes the digits of `mask` from the candidates of the empty `cell`.
    pub fn eliminate(&mut self, cell: usize, mask: u16) {
        self.candidates[cell] &= !mask;
        for digit in digits(mask) {
            let index = usize::from(digit) - 1;
            self.places[index] = self.places[index].without(CellSet::single(cell));
        }
    }

    /// The digits placed in `cells`, summed.
    pub fn sum_in(&self, cells: CellSet) -> usize {
        cells
            .iter()
            .map(|cell| usize::from(self.values[cell]))
            .sum()
    }
}

impl Pencil for RulesGrid<'_> {
    fn candidates(&self, cell: usize) -> u16 {
        self.candidates[cell]
    }

    fn cells_with(&self, digit: u8) -> CellSet {
        self.places[usize::from(digit) - 1]
    }

    fn empty(&self) -> CellSet {
        self.empty
    }

    fn placed_in(&self, cells: CellSet) -> u16 {
        cells
            .iter()
            .fold(0, |placed, cell| placed | digit_bit(self.values[cell]))
    }

    fn peers(&self, cell: usize) -> CellSet {
        self.layout.peers(cell)
    }

    fn houses(&self) -> impl Iterator<Item = (usize, CellSet)> + '_ {
        let houses = self.layout.houses_with_bonds();
        houses.map(|(house, bond)| (house_bit(bond), house))
    }

    fn houses_holding(&self, cell: usize) -> impl Iterator<Item = CellSet> + '_ {
        self.layout.houses_meeting(CellSet::single(cell))
    }

    fn segments(&self) -> &Segments {
        self.layout.segments()
    }
}

/// For each digit (index `d - 1`), the cells whose `candidates` hold it.
fn places_of(candidates: &[u16; CELLS]) -> [CellSet; 9] {
    std::array::from_fn(|index| CellSet::from_fn(|cell| candidates[cell] >> index & 1 != 0))
}
