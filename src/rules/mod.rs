//! Variant rules as data: irregular regions in place of the boxes, extra houses (the two
//! diagonals, the four windoku windows), killer cages with their sums, and the anti-knight,
//! anti-king and non-consecutive constraints. A [`Rules`] value is checked when it is
//! built, so everything downstream may rely on it: nine regions of nine connected cells,
//! connected cages of one to nine cells whose sums some distinct digits can make.

mod check;
mod combinations;
mod layout;
pub mod logic;
mod search;

pub use check::Fault;
pub(crate) use check::{reached, spread};
pub use search::{candidates, search, Searched};

use crate::geometry::{box_of, CELLS};

/// The guesses a search under rules makes at most when its caller sets no limit: no board
/// under any rules can make such a call search for long. Every published puzzle of the
/// tests and every puzzle the generators make needs far fewer.
pub const DEFAULT_GUESSES: u64 = 5_000;
/// What a hint or rating under rules spends at most, its search and its techniques
/// together ([`logic::Limits`]), when its caller sets no limit.
pub const DEFAULT_EFFORT: u64 = 200_000;

/// Every flag this library knows.
pub const KNOWN_FLAGS: u32 = Rules::DIAGONALS
    | Rules::WINDOKU
    | Rules::ANTI_KNIGHT
    | Rules::ANTI_KING
    | Rules::NON_CONSECUTIVE;

/// A checked rule set. Cage `k` (`1..=cage_count`) holds the cells whose entry in `cages`
/// is `k`, and sums to `sums[k - 1]`; a cell in no cage has `0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    flags: u32,
    regions: [u8; CELLS],
    cages: [u8; CELLS],
    sums: [u8; CELLS],
    cage_count: usize,
}

impl Rules {
    /// The main and anti diagonals are houses (diagonal or X sudoku).
    pub const DIAGONALS: u32 = 1;
    /// The four windows (rows and columns 2-4 and 6-8, counting from 1) are houses.
    pub const WINDOKU: u32 = 1 << 1;
    /// Two cells a knight's move apart hold different digits.
    pub const ANTI_KNIGHT: u32 = 1 << 2;
    /// Two cells a king's move apart (diagonally too) hold different digits.
    pub const ANTI_KING: u32 = 1 << 3;
    /// Two orthogonally adjacent cells never hold consecutive digits.
    pub const NON_CONSECUTIVE: u32 = 1 << 4;

    /// The classic rules: rows, columns and boxes.
    pub fn classic() -> Rules {
        Rules {
            flags: 0,
            regions: BOXES,
            cages: [0; CELLS],
            sums: [0; CELLS],
            cage_count: 0,
        }
    }

    /// Checks and builds a rule set: `flags` from the constants above, `regions` (81 ids
    /// `0..9`; `None` for the boxes), and `cages` with their sums (81 ids, `0` for no cage,
    /// and one sum per cage; `None` for no cages). The first fault found, in the order
    /// [`Fault`] lists them, is the error.
    pub fn new(
        flags: u32,
        regions: Option<&[u8; CELLS]>,
        cages: Option<(&[u8; CELLS], &[u8])>,
    ) -> Result<Rules, Fault> {
        let (cages, sums) = cages.unwrap_or((&[0; CELLS], &[]));
        let rules = Rules {
            flags,
            regions: *regions.unwrap_or(&BOXES),
            cages: *cages,
            sums: {
                let mut all = [0; CELLS];
                let count = sums.len().min(CELLS);
                all[..count].copy_from_slice(&sums[..count]);
                all
            },
            cage_count: sums.len(),
        };
        check::check(&rules, sums.len())?;
        Ok(rules)
    }

    /// True for the classic rules, whichever way they were spelled: no flag, no cage, and
    /// the boxes as regions.
    pub fn is_classic(&self) -> bool {
        self.flags == 0 && self.cage_count == 0 && self.has_boxes()
    }

    /// True when the regions are the nine 3x3 boxes.
    pub fn has_boxes(&self) -> bool {
        self.regions == BOXES
    }

    /// The `SUDOKU_RULE_*` flags.
    pub fn flags(&self) -> u32 {
        self.flags
    }

    /// True when every flag of `flag` is set.
    pub fn has(&self, flag: u32) -> bool {
        self.flags & flag == flag
    }

    /// The region (`0..9`) of each cell.
    pub fn regions(&self) -> &[u8; CELLS] {
        &self.regions
    }

    /// The cage (`1..=cage_count`, `0` for none) of each cell.
    pub fn cages(&self) -> &[u8; CELLS] {
        &self.cages
    }

    /// The sum of cage `k` at index `k - 1`.
    pub fn sums(&self) -> &[u8] {
        &self.sums[..self.cage_count]
    }
}

/// The boxes as region ids.
const BOXES: [u8; CELLS] = {
    let mut regions = [0; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        regions[cell] = box_of(cell) as u8;
        cell += 1;
    }
    regions
};
