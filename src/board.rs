//! Boards as callers hold them (81 bytes in one of two encodings) and the two checked
//! types the solvers work with: [`Puzzle`] (givens that do not conflict) and [`Solution`]
//! (a complete grid that obeys the rules).

use crate::geometry::{box_of, column_of, row_of, CELLS};

/// How a caller's 81 bytes spell a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// `'1'`..=`'9'` are givens, `'.'` or `'0'` an empty cell (the common 81-character line).
    Text,
    /// `1`..=`9` are givens, `0` an empty cell.
    Values,
}

impl Encoding {
    /// The digit (`0` for empty) a byte stands for, or `None` if the byte is not allowed.
    pub(crate) const fn decode(self, byte: u8) -> Option<u8> {
        match (self, byte) {
            (Encoding::Text, b'1'..=b'9') => Some(byte - b'0'),
            (Encoding::Text, b'.' | b'0') => Some(0),
            (Encoding::Values, 0..=9) => Some(byte),
            _ => None,
        }
    }

    /// The byte that spells digit `1..=9` in this encoding.
    pub(crate) const fn encode(self, digit: u8) -> u8 {
        match self {
            Encoding::Text => b'0' + digit,
            Encoding::Values => digit,
        }
    }

    /// The byte that spells a cell of an output board: digit `1..=9`, or `0` for an empty
    /// cell (`'.'` in text).
    pub(crate) const fn spell(self, cell: u8) -> u8 {
        match (self, cell) {
            (Encoding::Text, 0) => b'.',
            _ => self.encode(cell),
        }
    }
}

/// A board whose givens do not conflict: every cell holds `0` (empty) or a digit `1..=9`,
/// and no digit is given twice in a row, column or box. It is built only by parsing
/// ([`Puzzle::parse`]) or from some of a [`Solution`]'s digits, so every solver may rely
/// on this.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    cells: [u8; CELLS],
}

impl Puzzle {
    /// Wraps cells already checked: digits `0..=9` with no digit given twice in a row,
    /// column or box. Only parsing (`crate::parse`) calls it.
    pub(crate) const fn from_checked(cells: [u8; CELLS]) -> Puzzle {
        Puzzle { cells }
    }

    /// The cells: `0` for empty, `1..=9` for a given.
    pub const fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The same puzzle with `cell` emptied (fewer givens never conflict).
    pub const fn without(mut self, cell: usize) -> Puzzle {
        self.cells[cell] = 0;
        self
    }

    /// The givens spelled in `encoding`, empty cells as `'.'` (text) or `0` (values).
    pub fn encode(&self, encoding: Encoding) -> [u8; CELLS] {
        self.cells.map(|cell| encoding.spell(cell))
    }

    /// The puzzle whose givens are `solution`'s digits in the cells of `keep`.
    pub fn from_solution(solution: &Solution, keep: impl Fn(usize) -> bool) -> Puzzle {
        Puzzle {
            cells: std::array::from_fn(|cell| {
                if keep(cell) {
                    solution.cells()[cell]
                } else {
                    0
                }
            }),
        }
    }
}

/// A complete grid that obeys the rules: every row, column and box holds `1..=9` once.
/// Built only by solvers, which keep the puzzle's givens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Solution {
    cells: [u8; CELLS],
}

impl Solution {
    /// Wraps a grid a solver has completed. Only solvers in this crate call it; debug builds
    /// check the claim.
    pub(crate) fn from_solver(cells: [u8; CELLS]) -> Solution {
        debug_assert!(is_complete_grid(&cells), "solver produced an invalid grid");
        Solution { cells }
    }

    /// The digits `1..=9` of every cell.
    pub const fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The grid spelled in `encoding`.
    pub fn encode(&self, encoding: Encoding) -> [u8; CELLS] {
        self.cells.map(|digit| encoding.encode(digit))
    }
}

/// True when every row, column and box holds each digit `1..=9` exactly once.
pub fn is_complete_grid(cells: &[u8; CELLS]) -> bool {
    let mut seen = [[0u16; 9]; 3];
    for (cell, &digit) in cells.iter().enumerate() {
        if !(1..=9).contains(&digit) {
            return false;
        }
        let bit = 1u16 << (digit - 1);
        for (kind, unit_index) in [row_of(cell), column_of(cell), box_of(cell)]
            .into_iter()
            .enumerate()
        {
            if seen[kind][unit_index] & bit != 0 {
                return false;
            }
            seen[kind][unit_index] |= bit;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encode_round_trips() {
        let mut cells = [0u8; CELLS];
        for (i, c) in cells.iter_mut().enumerate() {
            // the standard shifted-pattern grid
            *c = ((row_of(i) * 3 + row_of(i) / 3 + column_of(i)) % 9 + 1) as u8;
        }
        assert!(is_complete_grid(&cells));
        let s = Solution::from_solver(cells);
        assert_eq!(s.encode(Encoding::Values), cells);
        assert_eq!(s.encode(Encoding::Text).map(|b| b - b'0'), cells);
    }

    #[test]
    fn complete_grid_check_rejects_repeats_and_empties() {
        let mut cells = [0u8; CELLS];
        for (i, c) in cells.iter_mut().enumerate() {
            *c = ((row_of(i) * 3 + row_of(i) / 3 + column_of(i)) % 9 + 1) as u8;
        }
        let mut swapped = cells;
        swapped.swap(0, 1); // rows still fine, columns now repeat
        assert!(!is_complete_grid(&swapped));
        let mut empty = cells;
        empty[40] = 0;
        assert!(!is_complete_grid(&empty));
    }
}
