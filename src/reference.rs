//! The reference solver: the plain MRV bitmask search, kept as the oracle that faster
//! engines are tested against.
//!
//! State is 9-bit used-digit masks per row, column and box. Each step scans the empty
//! cells in index order and branches on the one with the fewest candidates (the lowest
//! index wins a tie), trying its digits in increasing order, and undoes the placement when
//! the branch fails. Solutions are therefore visited in one fixed order, the same on every
//! platform, and "the first solution" is well defined. The search recurses at most once per
//! empty cell and allocates nothing.

use std::ops::ControlFlow;

use crate::board::{Puzzle, Solution};
use crate::geometry::{box_of, column_of, row_of, CELLS};

const ALL_DIGITS: u16 = 0x1ff;

/// The first solution in the search order, or `None` when the puzzle has none.
pub fn solve(puzzle: &Puzzle) -> Option<Solution> {
    let mut found = None;
    let _finished_or_stopped = Search::new(puzzle, u64::MAX).visit(&mut |grid| {
        found = Some(Solution::from_solver(*grid));
        ControlFlow::Break(())
    });
    found
}

/// The number of solutions, counting no further than `limit`.
pub fn count(puzzle: &Puzzle, limit: u32) -> u32 {
    count_within(puzzle, limit, u64::MAX).expect("an unbounded search always finishes")
}

/// [`count`] within an effort bound: `None` when the search would visit more than
/// `max_nodes` nodes (placements tried, plus the root) before it can answer. Fuzzing
/// compares the engine with this oracle on every board the bound lets it finish.
pub fn count_within(puzzle: &Puzzle, limit: u32, max_nodes: u64) -> Option<u32> {
    let mut n = 0;
    if limit == 0 {
        return Some(n);
    }
    let mut search = Search::new(puzzle, max_nodes);
    let _finished_or_stopped = search.visit(&mut |_| {
        n += 1;
        if n >= limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    (!search.exhausted).then_some(n)
}

struct Search {
    cells: [u8; CELLS],
    rows: [u16; 9],
    columns: [u16; 9],
    boxes: [u16; 9],
    /// Nodes the search may still visit.
    nodes_left: u64,
    /// True when the search stopped because `nodes_left` ran out.
    exhausted: bool,
}

impl Search {
    fn new(puzzle: &Puzzle, max_nodes: u64) -> Search {
        let mut search = Search {
            cells: [0; CELLS],
            rows: [0; 9],
            columns: [0; 9],
            boxes: [0; 9],
            nodes_left: max_nodes,
            exhausted: false,
        };
        for (cell, &digit) in puzzle.cells().iter().enumerate() {
            if digit != 0 {
                // the givens of a Puzzle never conflict, so plain placement is sound
                search.place(cell, digit);
            }
        }
        search
    }

    fn candidates(&self, cell: usize) -> u16 {
        ALL_DIGITS
            & !(self.rows[row_of(cell)] | self.columns[column_of(cell)] | self.boxes[box_of(cell)])
    }

    fn place(&mut self, cell: usize, digit: u8) {
        let bit = 1u16 << (digit - 1);
        self.cells[cell] = digit;
        self.rows[row_of(cell)] |= bit;
        self.columns[column_of(cell)] |= bit;
        self.boxes[box_of(cell)] |= bit;
    }

    fn unplace(&mut self, cell: usize) {
        let bit = !(1u16 << (self.cells[cell] - 1));
        self.cells[cell] = 0;
        self.rows[row_of(cell)] &= bit;
        self.columns[column_of(cell)] &= bit;
        self.boxes[box_of(cell)] &= bit;
    }

    /// The empty cell with the fewest candidates and those candidates, or `None` when the
    /// grid is full.
    fn most_constrained(&self) -> Option<(usize, u16)> {
        let mut best = None;
        let mut fewest = u32::MAX;
        for cell in (0..CELLS).filter(|&cell| self.cells[cell] == 0) {
            let candidates = self.candidates(cell);
            let n = candidates.count_ones();
            if n < fewest {
                best = Some((cell, candidates));
                fewest = n;
                if n <= 1 {
                    break;
                }
            }
        }
        best
    }

    /// Calls `on_solution` with each solution in search order until it breaks.
    fn visit(
        &mut self,
        on_solution: &mut dyn FnMut(&[u8; CELLS]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if self.nodes_left == 0 {
            self.exhausted = true;
            return ControlFlow::Break(());
        }
        self.nodes_left -= 1;
        let Some((cell, mut candidates)) = self.most_constrained() else {
            return on_solution(&self.cells);
        };
        while candidates != 0 {
            let digit = candidates.trailing_zeros() as u8 + 1;
            candidates &= candidates - 1;
            self.place(cell, digit);
            let flow = self.visit(on_solution);
            self.unplace(cell);
            flow?;
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{is_complete_grid, Encoding};

    fn puzzle(s: &str) -> Puzzle {
        Puzzle::parse(s.as_bytes().try_into().unwrap(), Encoding::Text).unwrap()
    }

    #[test]
    fn empty_board_solves_to_a_valid_grid_starting_with_one() {
        let empty = puzzle(&".".repeat(81));
        let s = solve(&empty).unwrap();
        assert!(is_complete_grid(s.cells()));
        // every cell ties at nine candidates: the lowest index and the lowest digit win
        assert_eq!(s.cells()[0], 1);
        assert_eq!(solve(&empty), Some(s));
    }

    #[test]
    fn count_stops_at_limit() {
        let empty = puzzle(&".".repeat(81));
        assert_eq!(count(&empty, 0), 0);
        assert_eq!(count(&empty, 1), 1);
        assert_eq!(count(&empty, 7), 7);
    }

    #[test]
    fn count_within_gives_up_exactly_past_its_bound() {
        let grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        // one empty cell: the root and one placement
        let one_open = puzzle(&format!(".{}", &grid[1..]));
        assert_eq!(count_within(&one_open, 2, 1), None);
        assert_eq!(count_within(&one_open, 2, 2), Some(1));
        assert_eq!(count_within(&puzzle(grid), 2, 0), None);
        assert_eq!(count_within(&puzzle(grid), 2, 1), Some(1));
    }
}
