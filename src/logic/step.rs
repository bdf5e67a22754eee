//! One step of human-style solving: what it is, what justifies it and what it changes.

use super::catalogue::Technique;
use crate::geometry::cells::CellSet;
use crate::geometry::digits::digit_bit;
use crate::geometry::CELLS;

/// The most cells a chain step lists.
pub const MAX_CHAIN: usize = 24;

/// A set of houses by their bits in a step (bit `h` for house `h`, as the geometry numbers
/// them: [`crate::geometry::Geometry::houses`]), with room for 128.
pub type HouseSet = u128;

/// A step: a technique, the pattern that justifies it, and its placements and eliminations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub technique: Technique,
    /// The digits the pattern is about (bit `d - 1`).
    pub digits: u16,
    /// The houses the pattern reasons in (on the classic grid bit `h`: rows 0..9, columns
    /// 9..18, boxes 18..27).
    pub houses: HouseSet,
    /// The candidates that justify the step, per cell.
    pub pattern: [u16; CELLS],
    /// The digit placed in each cell (`0`: none).
    pub placements: [u8; CELLS],
    /// The candidates removed from each cell.
    pub eliminations: [u16; CELLS],
    /// For chains, the chain's cells and digits in order; links alternate strong, weak,
    /// strong, ... from the first.
    pub chain: [(u8, u8); MAX_CHAIN],
    pub chain_length: u8,
}

impl Step {
    /// A step of `technique` about `digits` that justifies and changes nothing yet.
    pub fn new(technique: Technique, digits: u16) -> Step {
        Step {
            technique,
            digits,
            houses: 0,
            pattern: [0; CELLS],
            placements: [0; CELLS],
            eliminations: [0; CELLS],
            chain: [(0, 0); MAX_CHAIN],
            chain_length: 0,
        }
    }

    /// Adds a house to the pattern.
    pub fn in_house(mut self, house: usize) -> Step {
        self.houses |= 1 << house;
        self
    }

    /// Adds the candidates `mask` of every cell of `cells` to the pattern.
    pub fn because(mut self, cells: CellSet, mask: u16) -> Step {
        for cell in cells.iter() {
            self.pattern[cell] |= mask;
        }
        self
    }

    /// Places `digit` in `cell`.
    pub fn placing(mut self, cell: usize, digit: u8) -> Step {
        self.placements[cell] = digit;
        self
    }

    /// Removes `digit` from every cell of `cells`.
    pub fn removing(mut self, cells: CellSet, digit: u8) -> Step {
        for cell in cells.iter() {
            self.eliminations[cell] |= digit_bit(digit);
        }
        self
    }

    /// Removes the digits of `mask` from `cell`.
    pub fn removing_mask(mut self, cell: usize, mask: u16) -> Step {
        self.eliminations[cell] |= mask;
        self
    }

    /// Appends a chain node.
    pub fn chain_node(mut self, cell: usize, digit: u8) -> Step {
        let at = usize::from(self.chain_length);
        if at < MAX_CHAIN {
            self.chain[at] = (cell as u8, digit);
            self.chain_length += 1;
        }
        self
    }
}
