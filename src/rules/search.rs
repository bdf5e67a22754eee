//! The search under rules: each cell's candidate digits, narrowed to a fixed point by a
//! settled digit leaving its peers (and its neighbours' consecutive digits), hidden
//! singles in every house, and each cage's possible digit sets; then a branch on a cell
//! with the fewest candidates (MRV), on a copy of the state. Nothing is allocated: the
//! states live on the stack, one per level of the search.

use super::combinations;
use super::layout::Layout;
use crate::engine::Stats;
use crate::geometry::cells::CellSet;
use crate::geometry::CELLS;

/// Every digit, bit `d - 1` for digit `d`.
const ALL_DIGITS: u16 = 0x1ff;

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Searched {
    /// The first solution in the search's order (digits `1..=9`).
    pub first: Option<[u8; CELLS]>,
    /// The solutions found, at most the number wanted.
    pub found: u32,
    /// The guess limit stopped the search before it finished.
    pub limit_reached: bool,
    pub stats: Stats,
}

/// Searches `givens` (`0` for an empty cell, digits that no two peers repeat) under
/// `layout` until `wanted` (at least 1) solutions are found or none is left, making at
/// most `max_guesses` guesses: branch trials other than a cell's last candidate.
pub fn search(
    layout: &Layout,
    givens: &[u8; CELLS],
    wanted: u32,
    max_guesses: Option<u64>,
) -> Searched {
    let mut run = Run {
        layout,
        wanted,
        max_guesses: max_guesses.unwrap_or(u64::MAX),
        searched: Searched {
            first: None,
            found: 0,
            limit_reached: false,
            stats: Stats::default(),
        },
    };
    run.explore(State::new(givens));
    run.searched
}

/// The candidates of every cell, and the cells whose one digit has been taken from their
/// peers.
#[derive(Clone, Copy)]
struct State {
    candidates: [u16; CELLS],
    settled: CellSet,
}

impl State {
    fn new(givens: &[u8; CELLS]) -> State {
        State {
            candidates: givens.map(|digit| match digit {
                0 => ALL_DIGITS,
                digit => 1 << (digit - 1),
            }),
            settled: CellSet::EMPTY,
        }
    }

    /// Removes `digits` from `cell`; false when it has none left.
    fn remove(&mut self, cell: usize, digits: u16) -> bool {
        self.candidates[cell] &= !digits;
        self.candidates[cell] != 0
    }

    /// Narrows to a fixed point; false on a contradiction.
    fn propagate(&mut self, layout: &Layout) -> bool {
        loop {
            let mut changed = false;
            for cell in 0..CELLS {
                let digit = self.candidates[cell];
                if self.settled.contains(cell) || !digit.is_power_of_two() {
                    continue;
                }
                self.settled = self.settled.with(cell);
                changed = true;
                if !layout
                    .peers(cell)
                    .iter()
                    .all(|peer| self.remove(peer, digit))
                {
                    return false;
                }
                let consecutive = ((digit << 1) | (digit >> 1)) & ALL_DIGITS;
                let neighbours = layout.neighbours(cell);
                if !neighbours.iter().all(|next| self.remove(next, consecutive)) {
                    return false;
                }
            }
            for house in layout.houses() {
                let (mut once, mut twice) = (0u16, 0u16);
                for cell in house.iter() {
                    twice |= once & self.candidates[cell];
                    once |= self.candidates[cell];
                }
                if once != ALL_DIGITS {
                    return false;
                }
                let hidden = once & !twice;
                for cell in house.iter() {
                    let only = self.candidates[cell] & hidden;
                    if only == 0 || only == self.candidates[cell] {
                        continue;
                    }
                    if !only.is_power_of_two() {
                        return false;
                    }
                    self.candidates[cell] = only;
                    changed = true;
                }
            }
            for cage in layout.cages() {
                match self.narrow_cage(cage.cells, usize::from(cage.sum)) {
                    None => return false,
                    Some(narrowed) => changed |= narrowed,
                }
            }
            if !changed {
                return true;
            }
        }
    }

    /// Keeps in the open cells of a cage only the digits of some set of distinct digits
    /// that completes its sum; `None` when there is none, else whether anything went.
    fn narrow_cage(&mut self, cells: CellSet, sum: usize) -> Option<bool> {
        let (mut fixed, mut fixed_sum, mut open, mut reachable) = (0u16, 0, 0, 0u16);
        for cell in cells.iter() {
            let digits = self.candidates[cell];
            if digits.is_power_of_two() {
                if fixed & digits != 0 {
                    return None;
                }
                fixed |= digits;
                fixed_sum += digits.trailing_zeros() as usize + 1;
            } else {
                open += 1;
                reachable |= digits;
            }
        }
        let rest = sum.checked_sub(fixed_sum)?;
        if open == 0 {
            return (rest == 0).then_some(false);
        }
        let allowed = combinations::of(open, rest)
            .iter()
            .filter(|&&set| set & fixed == 0 && set & !reachable == 0)
            .fold(0, |allowed, &set| allowed | set);
        let mut narrowed = false;
        for cell in cells.iter() {
            let digits = self.candidates[cell];
            if digits.is_power_of_two() {
                continue;
            }
            if digits & allowed == 0 {
                return None;
            }
            narrowed |= digits & !allowed != 0;
            self.candidates[cell] = digits & allowed;
        }
        Some(narrowed)
    }

    /// The open cell with the fewest candidates, the lowest on a tie; `None` when every
    /// cell is settled.
    fn branch_cell(&self) -> Option<usize> {
        let mut best: Option<(u32, usize)> = None;
        for cell in (0..CELLS).filter(|&cell| !self.settled.contains(cell)) {
            let count = self.candidates[cell].count_ones();
            if best.is_none_or(|(fewest, _)| count < fewest) {
                best = Some((count, cell));
                if count == 2 {
                    break;
                }
            }
        }
        best.map(|(_, cell)| cell)
    }

    fn digits(&self) -> [u8; CELLS] {
        self.candidates
            .map(|digit| digit.trailing_zeros() as u8 + 1)
    }
}

/// One search's settings and what it found so far.
struct Run<'a> {
    layout: &'a Layout,
    wanted: u32,
    max_guesses: u64,
    searched: Searched,
}

impl Run<'_> {
    /// Searches below `state`; true when the search is over (enough solutions, or the
    /// guess limit).
    fn explore(&mut self, mut state: State) -> bool {
        if !state.propagate(self.layout) {
            return false;
        }
        let Some(cell) = state.branch_cell() else {
            self.searched.found += 1;
            self.searched.first.get_or_insert(state.digits());
            return self.searched.found >= self.wanted;
        };
        let mut digits = state.candidates[cell];
        while digits != 0 {
            let digit = digits & digits.wrapping_neg();
            digits &= !digit;
            if digits != 0 {
                if self.searched.stats.guesses >= self.max_guesses {
                    self.searched.limit_reached = true;
                    return true;
                }
                self.searched.stats.guesses += 1;
            }
            let mut child = state;
            child.candidates[cell] = digit;
            if self.explore(child) {
                return true;
            }
        }
        false
    }
}
