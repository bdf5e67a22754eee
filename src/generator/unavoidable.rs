//! Small unavoidable sets of a solved grid: cells that, all emptied, let a second solution
//! in, so that a dig sees without a search that such a removal must be undone.

use crate::board::Solution;
use crate::geometry::cells::CellSet;
use crate::geometry::{box_of, column_of, row_of, CELLS};

/// The most unavoidable sets of a solution that digging keeps track of.
const MAX_UNAVOIDABLE: usize = 128;

/// Small unavoidable sets of a solution: cells that, all empty, leave the puzzle with a
/// second solution, so that no search is needed to see that such a removal must be
/// undone. Two kinds are collected, each a change that keeps every row, column and box
/// valid:
/// - two lines of one band (or stack) and three crosswise lines whose cells hold the same
///   digits on both lines: the two lines exchange their digits in those cells;
/// - for two digits, a smallest set of their cells that holds both or neither of them in
///   every house: the two digits swap there.
pub struct Unavoidable {
    sets: [CellSet; MAX_UNAVOIDABLE],
    len: usize,
    /// For each cell, the sets holding it (bit `i`: `sets[i]`).
    holding: [u128; CELLS],
}

impl Unavoidable {
    pub fn of(solution: &Solution) -> Unavoidable {
        let mut found = Unavoidable {
            sets: [CellSet::EMPTY; MAX_UNAVOIDABLE],
            len: 0,
            holding: [0; CELLS],
        };
        let digits = solution.cells();
        for transposed in [false, true] {
            let cell = |line: usize, across: usize| {
                if transposed {
                    across * 9 + line
                } else {
                    line * 9 + across
                }
            };
            for one in 0..9 {
                for other in one + 1..one / 3 * 3 + 3 {
                    // where each digit lies on `one`
                    let mut at = [0usize; 10];
                    for across in 0..9 {
                        at[usize::from(digits[cell(one, across)])] = across;
                    }
                    // from a crosswise line to the one where `one` holds the digit that
                    // `other` holds here: the two lines can exchange their digits in a set
                    // of crosswise lines that this maps onto itself, and as the two cells
                    // of a crosswise line differ, three such lines form a cycle
                    let next = |across: usize| at[usize::from(digits[cell(other, across)])];
                    for i in 0..9 {
                        let (j, k) = (next(i), next(next(i)));
                        if next(k) == i && i < j && i < k {
                            found.add([i, j, k].into_iter().fold(CellSet::EMPTY, |set, across| {
                                set.with(cell(one, across)).with(cell(other, across))
                            }));
                        }
                    }
                }
            }
        }
        found.digit_pairs(solution);
        found
    }

    /// Adds the two-digit sets: for digits `a` and `b`, their cells linked wherever a house
    /// holds both, each linked group (short of all eighteen cells) once.
    // `a` and `b` index the per-digit tables together
    #[allow(clippy::needless_range_loop)]
    fn digit_pairs(&mut self, solution: &Solution) {
        // per digit, the cell it occupies in each row, and the row it occupies in each
        // column and in each box
        let mut in_row = [[0u8; 9]; 9];
        let mut row_in = [[[0u8; 9]; 2]; 9];
        for (cell, &digit) in solution.cells().iter().enumerate() {
            let d = usize::from(digit) - 1;
            in_row[d][row_of(cell)] = cell as u8;
            row_in[d][0][column_of(cell)] = row_of(cell) as u8;
            row_in[d][1][box_of(cell)] = row_of(cell) as u8;
        }
        for a in 0..9 {
            for b in a + 1..9 {
                // a graph on the rows, each standing for its `a` cell and its `b` cell
                // (which share the row): a row is joined to the rows holding the `b` of
                // the column and of the box of its `a`
                let mut links = [0u16; 9];
                for row in 0..9 {
                    let cell = usize::from(in_row[a][row]);
                    for partner in [
                        usize::from(row_in[b][0][column_of(cell)]),
                        usize::from(row_in[b][1][box_of(cell)]),
                    ] {
                        links[row] |= 1 << partner;
                        links[partner] |= 1 << row;
                    }
                }
                let mut left: u16 = 0x1ff;
                while left != 0 {
                    let mut group = left & left.wrapping_neg();
                    loop {
                        let (mut grown, mut rows) = (group, group);
                        while rows != 0 {
                            grown |= links[rows.trailing_zeros() as usize];
                            rows &= rows - 1;
                        }
                        if grown == group {
                            break;
                        }
                        group = grown;
                    }
                    left &= !group;
                    if group != 0x1ff {
                        let cells = (0..9).filter(|&row| group >> row & 1 != 0).fold(
                            CellSet::EMPTY,
                            |set, row| {
                                set.with(usize::from(in_row[a][row]))
                                    .with(usize::from(in_row[b][row]))
                            },
                        );
                        self.add(cells);
                    }
                }
            }
        }
    }

    fn add(&mut self, cells: CellSet) {
        if self.len < MAX_UNAVOIDABLE {
            for cell in cells.iter() {
                self.holding[cell] |= 1 << self.len;
            }
            self.sets[self.len] = cells;
            self.len += 1;
        }
    }

    /// True when a set holding `cell` lies wholly in `empty`.
    pub fn emptied(&self, cell: usize, empty: CellSet) -> bool {
        let mut sets = self.holding[cell];
        while sets != 0 {
            if self.sets[sets.trailing_zeros() as usize]
                .without(empty)
                .is_empty()
            {
                return true;
            }
            sets &= sets - 1;
        }
        false
    }
}
