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
    /// The last solution found (the first, when only one was).
    pub last: Option<[u8; CELLS]>,
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
            last: None,
            found: 0,
            limit_reached: false,
            stats: Stats::default(),
        },
    };
    run.explore(State::new(givens));
    run.searched
}

/// The candidates the givens (as for [`search`]) leave each cell directly: a given cell
/// holds its digit; an empty cell the digits that no peer holds, that no neighbour's
/// digit is next to, and that some set of distinct digits completing its cage's sum
/// holds (cells of the cage left with one candidate count as holding it).
pub fn candidates(layout: &Layout, givens: &[u8; CELLS]) -> [u16; CELLS] {
    let mut state = State::new(givens);
    for cell in (0..CELLS).filter(|&cell| givens[cell] != 0) {
        let digit = state.candidates[cell];
        let empty = |cells: CellSet| cells.iter().filter(|&other| givens[other] == 0);
        empty(layout.peers(cell)).for_each(|peer| _ = state.remove(peer, digit));
        empty(layout.neighbours(cell)).for_each(|next| _ = state.remove(next, near(digit)));
    }
    for cage in layout.cages() {
        let allowed = state
            .cage_digits(cage.cells, usize::from(cage.sum))
            .map_or(0, |(allowed, _)| allowed);
        for cell in cage.cells.iter().filter(|&cell| givens[cell] == 0) {
            state.candidates[cell] &= allowed;
        }
    }
    state.candidates
}

/// The digits one above and one below those of `digits`.
fn near(digits: u16) -> u16 {
    ((digits << 1) | (digits >> 1)) & ALL_DIGITS
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

    /// Narrows to a fixed point; false on a contradiction. The cheap rules run to their
    /// fixed point before the dearer ones get a turn.
    fn propagate(&mut self, layout: &Layout) -> bool {
        loop {
            match self.cheap_round(layout) {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            match self.dear_round(layout) {
                None => return false,
                Some(true) => continue,
                Some(false) => return true,
            }
        }
    }

    /// Settles singles, places hidden singles in every house and narrows every cage;
    /// `None` on a contradiction, else whether anything changed.
    fn cheap_round(&mut self, layout: &Layout) -> Option<bool> {
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
                return None;
            }
            let neighbours = layout.neighbours(cell);
            if !neighbours.iter().all(|next| self.remove(next, near(digit))) {
                return None;
            }
        }
        for house in layout.houses() {
            let (mut once, mut twice) = (0u16, 0u16);
            for cell in house.iter() {
                twice |= once & self.candidates[cell];
                once |= self.candidates[cell];
            }
            if once != ALL_DIGITS {
                return None;
            }
            let hidden = once & !twice;
            for cell in house.iter() {
                let only = self.candidates[cell] & hidden;
                if only == 0 || only == self.candidates[cell] {
                    continue;
                }
                if !only.is_power_of_two() {
                    return None;
                }
                self.candidates[cell] = only;
                changed = true;
            }
        }
        for cage in layout.cages() {
            let (allowed, _) = self.cage_digits(cage.cells, usize::from(cage.sum))?;
            for cell in cage.cells.iter() {
                let digits = self.candidates[cell];
                if digits.is_power_of_two() {
                    continue;
                }
                if digits & allowed == 0 {
                    return None;
                }
                changed |= digits & !allowed != 0;
                self.candidates[cell] = digits & allowed;
            }
        }
        Some(changed)
    }

    /// The rules that look further: a digit confined, within a house or among the digits
    /// a cage must hold, to cells that all see some other cell leaves that cell (locked
    /// candidates over every kind of peer); under non-consecutive, a digit leaves a cell
    /// when every candidate of a neighbour is that digit or next to it. `None` on a
    /// contradiction, else whether anything changed.
    fn dear_round(&mut self, layout: &Layout) -> Option<bool> {
        let mut by_digit: [CellSet; 9] = std::array::from_fn(|digit| {
            CellSet::from_fn(|cell| self.candidates[cell] & (1 << digit) != 0)
        });
        let mut changed = false;
        for house in layout.houses() {
            for digit in 0..9 {
                changed |= self.confine(layout, &mut by_digit, *house, digit)?;
            }
        }
        for cage in layout.cages() {
            let (_, mut required) = self.cage_digits(cage.cells, usize::from(cage.sum))?;
            while required != 0 {
                let digit = required.trailing_zeros() as usize;
                required &= required - 1;
                changed |= self.confine(layout, &mut by_digit, cage.cells, digit)?;
            }
        }
        for cell in 0..CELLS {
            let digits = self.candidates[cell];
            let neighbours = layout.neighbours(cell);
            if neighbours.is_empty() || digits.count_ones() > 3 {
                continue;
            }
            // the digits next to or equal to every candidate of the cell
            let mut forbidden = ALL_DIGITS;
            let mut rest = digits;
            while rest != 0 {
                let bit = rest & rest.wrapping_neg();
                rest &= !bit;
                forbidden &= bit | near(bit);
            }
            for next in neighbours.iter() {
                if self.candidates[next] & forbidden != 0 {
                    changed = true;
                    if !self.remove(next, forbidden) {
                        return None;
                    }
                }
            }
        }
        Some(changed)
    }

    /// Removes digit `digit + 1` from every cell that sees all its candidate cells within
    /// `within` (two or more), keeping `by_digit` (its cells per digit) up to date; `None`
    /// when a cell loses its last candidate, else whether anything went.
    fn confine(
        &mut self,
        layout: &Layout,
        by_digit: &mut [CellSet; 9],
        within: CellSet,
        digit: usize,
    ) -> Option<bool> {
        let cells = within.intersection(by_digit[digit]);
        if cells.len() < 2 {
            return Some(false);
        }
        let seen = cells.iter().fold(by_digit[digit], |seen, cell| {
            seen.intersection(layout.peers(cell))
        });
        by_digit[digit] = by_digit[digit].without(seen);
        for cell in seen.iter() {
            if !self.remove(cell, 1 << digit) {
                return None;
            }
        }
        Some(!seen.is_empty())
    }

    /// The digits a cage's open cells may hold (some set of distinct digits completing its
    /// sum holds them) and those they must (every such set holds them); `None` when no
    /// set completes it.
    fn cage_digits(&self, cells: CellSet, sum: usize) -> Option<(u16, u16)> {
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
            return (rest == 0).then_some((0, 0));
        }
        let (allowed, required) = combinations::of(open, rest)
            .iter()
            .filter(|&&set| set & fixed == 0 && set & !reachable == 0)
            .fold((0, ALL_DIGITS), |(allowed, required), &set| {
                (allowed | set, required & set)
            });
        (allowed != 0).then_some((allowed, required))
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
            let solution = state.digits();
            self.searched.first.get_or_insert(solution);
            self.searched.last = Some(solution);
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
