//! A rule set as plain data and an oracle for it written from the rules alone, sharing
//! nothing with the library: whether a grid obeys the rules, and a plain backtracking
//! count; and the outputs no call has written, which a failing call must leave as they
//! are. The fuzz crate includes this file too (`fuzz/src/rules.rs`).

use std::ptr;

use sudoku::ffi::killer::sudoku_killer;
use sudoku::ffi::problem::{sudoku_problem, sudoku_unit};
use sudoku::ffi::rules::*;
use sudoku::ffi::status::sudoku_status::SUDOKU_ERR_INTERNAL;

/// A report no call has written.
pub const UNWRITTEN: sudoku_problem = sudoku_problem {
    status: SUDOKU_ERR_INTERNAL,
    cell: 99,
    other_cell: 99,
    value: 99,
    unit: sudoku_unit::SUDOKU_UNIT_ROW,
    unit_index: 99,
};

/// A killer output no call has written, its `size` set as a caller sets it.
pub const UNWRITTEN_KILLER: sudoku_killer = sudoku_killer {
    size: std::mem::size_of::<sudoku_killer>() as u32,
    cage_count: 999,
    cages: [0xEE; 81],
    cage_sums: [0xEE; 81],
};

/// A rule set, which lends a `sudoku_rules` pointing into it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Variant {
    pub flags: u32,
    pub regions: Option<[u8; 81]>,
    pub cages: Option<[u8; 81]>,
    pub sums: Vec<u8>,
}

impl Variant {
    pub fn flags(flags: u32) -> Variant {
        Variant {
            flags,
            ..Variant::default()
        }
    }

    pub fn rules(&self) -> sudoku_rules {
        sudoku_rules {
            size: std::mem::size_of::<sudoku_rules>() as u32,
            flags: self.flags,
            regions: self.regions.as_ref().map_or(ptr::null(), |r| r.as_ptr()),
            cage_count: self.sums.len() as u32,
            cages: self.cages.as_ref().map_or(ptr::null(), |c| c.as_ptr()),
            cage_sums: if self.sums.is_empty() {
                ptr::null()
            } else {
                self.sums.as_ptr()
            },
        }
    }

    /// The region of a cell, computed from coordinates where no regions are given.
    fn region(&self, cell: usize) -> usize {
        match self.regions {
            Some(regions) => usize::from(regions[cell]),
            None => cell / 27 * 3 + cell % 9 / 3,
        }
    }

    /// True when `grid` (digits 1-9) obeys every rule and keeps the givens of `puzzle`
    /// (digits, 0 for an empty cell).
    pub fn solves(&self, puzzle: &[u8; 81], grid: &[u8; 81]) -> bool {
        if (0..81).any(|i| !(1..=9).contains(&grid[i]) || (puzzle[i] != 0 && puzzle[i] != grid[i]))
        {
            return false;
        }
        (0..81).all(|a| (0..81).all(|b| a == b || self.allows(a, grid[a], b, grid[b])))
            && self.cage_sums_hold(grid)
    }

    /// True when `a` holding `da` and `b` holding `db` break no rule between two cells.
    pub fn allows(&self, a: usize, da: u8, b: usize, db: u8) -> bool {
        let (ra, ca, rb, cb) = (
            (a / 9) as i32,
            (a % 9) as i32,
            (b / 9) as i32,
            (b % 9) as i32,
        );
        let (dr, dc) = ((ra - rb).abs(), (ca - cb).abs());
        let window = |r: i32, c: i32| match (r, c) {
            (1..=3, 1..=3) => Some(0),
            (1..=3, 5..=7) => Some(1),
            (5..=7, 1..=3) => Some(2),
            (5..=7, 5..=7) => Some(3),
            _ => None,
        };
        let same_cage = self.cages.is_some_and(|c| c[a] != 0 && c[a] == c[b]);
        let must_differ = ra == rb
            || ca == cb
            || self.region(a) == self.region(b)
            || same_cage
            || (self.flags & SUDOKU_RULE_DIAGONALS != 0
                && ((ra == ca && rb == cb) || (ra + ca == 8 && rb + cb == 8)))
            || (self.flags & SUDOKU_RULE_WINDOKU != 0
                && window(ra, ca).is_some()
                && window(ra, ca) == window(rb, cb))
            || (self.flags & SUDOKU_RULE_ANTI_KNIGHT != 0 && dr * dc == 2)
            || (self.flags & SUDOKU_RULE_ANTI_KING != 0 && dr <= 1 && dc <= 1);
        let consecutive_neighbours =
            self.flags & SUDOKU_RULE_NON_CONSECUTIVE != 0 && dr + dc == 1 && da.abs_diff(db) == 1;
        !(consecutive_neighbours || must_differ && da == db)
    }

    /// True when every cage's digits sum to its sum.
    pub fn cage_sums_hold(&self, grid: &[u8; 81]) -> bool {
        let Some(cages) = self.cages else {
            return true;
        };
        self.sums.iter().enumerate().all(|(k, &sum)| {
            let total: u32 = (0..81)
                .filter(|&i| usize::from(cages[i]) == k + 1)
                .map(|i| u32::from(grid[i]))
                .sum();
            total == u32::from(sum)
        })
    }

    /// The solutions of `puzzle` (digits, 0 for empty) counted up to `limit` by plain
    /// backtracking in cell order, each digit checked against the cells already filled;
    /// `None` when that takes more than `nodes` placements. Givens that break a rule
    /// between them leave no solution.
    pub fn reference_count(&self, puzzle: &[u8; 81], limit: u32, nodes: u64) -> Option<u32> {
        let given = |cell: usize| puzzle[cell] != 0;
        let broken = (0..81).filter(|&a| given(a)).any(|a| {
            (0..a)
                .filter(|&b| given(b))
                .any(|b| !self.allows(a, puzzle[a], b, puzzle[b]))
        });
        if broken {
            return Some(0);
        }
        // which pairs of cells must differ, and which must not hold consecutive digits
        let mut differ = [[false; 81]; 81];
        let mut apart = [[false; 81]; 81];
        for a in 0..81 {
            for b in (0..81).filter(|&b| b != a) {
                differ[a][b] = !self.allows(a, 1, b, 1);
                apart[a][b] = !self.allows(a, 1, b, 2);
            }
        }
        let mut search = Backtrack {
            variant: self,
            differ,
            apart,
            grid: *puzzle,
            limit,
            found: 0,
            nodes,
        };
        search.from(0).then_some(search.found)
    }
}

struct Backtrack<'a> {
    variant: &'a Variant,
    differ: [[bool; 81]; 81],
    apart: [[bool; 81]; 81],
    grid: [u8; 81],
    limit: u32,
    found: u32,
    nodes: u64,
}

impl Backtrack<'_> {
    /// Fills the empty cells from `start` on; false when the node budget ran out.
    fn from(&mut self, start: usize) -> bool {
        let Some(cell) = (start..81).find(|&i| self.grid[i] == 0) else {
            if self.variant.cage_sums_hold(&self.grid) {
                self.found += 1;
            }
            return true;
        };
        for digit in 1..=9 {
            let fits = (0..81).all(|other| {
                let held = self.grid[other];
                held == 0
                    || !(self.differ[cell][other] && held == digit
                        || self.apart[cell][other] && held.abs_diff(digit) == 1)
            });
            if !fits {
                continue;
            }
            if self.nodes == 0 {
                return false;
            }
            self.nodes -= 1;
            self.grid[cell] = digit;
            let finished = self.from(cell + 1);
            self.grid[cell] = 0;
            if !finished {
                return false;
            }
            if self.found >= self.limit {
                return true;
            }
        }
        true
    }
}
