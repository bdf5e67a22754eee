//! The search under rules: the cells each digit may still go in (one 81-bit set per
//! digit), narrowed to a fixed point by a settled digit leaving its peers (and its
//! neighbours' consecutive digits), hidden singles and locked candidates in every house,
//! and each cage's possible digit sets; then a branch on a cell with the fewest
//! candidates (MRV), on a copy of the state. A house or cage is looked at again only when
//! a digit's places in it changed. Nothing is allocated: the states live on the stack,
//! one per level of the search.

use super::combinations;
use crate::engine::Stats;
use crate::geometry::cells::CellSet;
use crate::geometry::digits::{near, ALL_DIGITS};
use crate::geometry::Layout;
use crate::geometry::CELLS;

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
    let empty = CellSet::from_fn(|cell| givens[cell] == 0);
    for cell in BOARD.without(empty).iter() {
        let digit = usize::from(givens[cell] - 1);
        state.remove(digit, layout.peers(cell).intersection(empty));
        state.remove_near(digit, layout.neighbours(cell).intersection(empty));
    }
    let (once, twice) = state.coverage();
    let single = once.without(twice);
    // the cages share no cell: narrowing one leaves the others' candidates as they were
    for cage in layout.cages() {
        let open = cage.cells.intersection(empty);
        match cage_digits(&state.places, single, cage.cells, usize::from(cage.sum)) {
            Some((allowed, _)) => state.keep(open.without(single), allowed),
            // no digits complete it: none of its empty cells has a candidate
            None => state.keep(open, 0),
        };
    }
    state.candidates_in(BOARD)
}

/// Every cell of the board.
const BOARD: CellSet = CellSet((1 << CELLS) - 1);

/// Where each digit may still go, and the cells whose one digit has been taken from their
/// peers. A cell with no place left for any digit is a contradiction.
#[derive(Clone, Copy)]
struct State {
    /// `places[d]`: the cells that may hold digit `d + 1`.
    places: [CellSet; 9],
    settled: CellSet,
    /// `places` when a round last looked at houses and cages: a house or cage none of
    /// whose places changed since gives nothing new.
    seen: [CellSet; 9],
}

impl State {
    fn new(givens: &[u8; CELLS]) -> State {
        State {
            places: std::array::from_fn(|digit| {
                CellSet::from_fn(|cell| givens[cell] == 0 || usize::from(givens[cell]) == digit + 1)
            }),
            settled: CellSet::EMPTY,
            seen: [CellSet::EMPTY; 9],
        }
    }

    /// Per digit, the cells whose place for it changed since `seen` (every place, at
    /// first), which then catches up.
    fn changes_since(places: &[CellSet; 9], seen: &mut [CellSet; 9]) -> [CellSet; 9] {
        std::array::from_fn(|digit| {
            let changed = seen[digit].symmetric_difference(places[digit]);
            seen[digit] = places[digit];
            changed
        })
    }

    /// The candidates of `cell`, bit `d` for digit `d + 1`.
    fn digits_at(&self, cell: usize) -> u16 {
        (0..9).fold(0, |digits, digit| {
            digits | u16::from(self.places[digit].contains(cell)) << digit
        })
    }

    /// The cells with at least one candidate, and those with at least two.
    fn coverage(&self) -> (CellSet, CellSet) {
        self.places.iter().fold(
            (CellSet::EMPTY, CellSet::EMPTY),
            |(once, twice), &places| (once.union(places), twice.union(once.intersection(places))),
        )
    }

    /// Takes digit `digit + 1` from `cells`; true when any held it.
    fn remove(&mut self, digit: usize, cells: CellSet) -> bool {
        let before = self.places[digit];
        self.places[digit] = before.without(cells);
        self.places[digit] != before
    }

    /// Takes the digits next to digit `digit + 1` from `cells`.
    fn remove_near(&mut self, digit: usize, cells: CellSet) {
        if digit > 0 {
            self.remove(digit - 1, cells);
        }
        if digit < 8 {
            self.remove(digit + 1, cells);
        }
    }

    /// Keeps only `digits` in `cells`; true when anything went.
    fn keep(&mut self, cells: CellSet, digits: u16) -> bool {
        (0..9)
            .filter(|&digit| digits & (1 << digit) == 0)
            .fold(false, |changed, digit| self.remove(digit, cells) | changed)
    }

    /// Narrows to a fixed point; false on a contradiction. Under non-consecutive, its
    /// rule over neighbours' candidates ([`State::near_round`]) runs when the others
    /// change nothing more.
    fn propagate(&mut self, layout: &Layout) -> bool {
        loop {
            match self.round(layout) {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            if !layout.non_consecutive() || !self.near_round(layout) {
                return true;
            }
        }
    }

    /// Settles singles; then, where places changed since the last round: a digit that
    /// must go somewhere in a house, or in a cage or innies because every completing set
    /// holds it, goes in its one place there, or leaves every cell that sees all its
    /// places (locked candidates over every kind of peer); and the open cells of each
    /// cage and innies keep the digits of the sets completing its sum. `None` on a
    /// contradiction, else whether anything changed.
    fn round(&mut self, layout: &Layout) -> Option<bool> {
        let mut changed = self.settle_singles(layout)?;
        let changed_places = State::changes_since(&self.places, &mut self.seen);
        for (digit, &places) in changed_places.iter().enumerate() {
            for house in layout.houses_meeting(places) {
                changed |= self.must_hold(layout, house, digit)?;
            }
        }
        let changed_cells = changed_places
            .iter()
            .fold(CellSet::EMPTY, |all, &cells| all.union(cells));
        let sums = layout.sums();
        for cage in sums.filter(|sum| !changed_cells.intersection(sum.cells).is_empty()) {
            // an open cell left with no candidate fails the next round's singles
            let (allowed, mut required) = cage_digits(
                &self.places,
                self.settled,
                cage.cells,
                usize::from(cage.sum),
            )?;
            changed |= self.keep(cage.cells.without(self.settled), allowed);
            while required != 0 {
                let digit = required.trailing_zeros() as usize;
                required &= required - 1;
                changed |= self.must_hold(layout, cage.cells, digit)?;
            }
        }
        Some(changed)
    }

    /// Settles every cell left with one candidate, taking its digit from its peers and the
    /// digits next to it from its neighbours, until none is left; `None` when a cell has
    /// no candidate, else whether any was settled.
    fn settle_singles(&mut self, layout: &Layout) -> Option<bool> {
        let mut changed = false;
        loop {
            let (once, twice) = self.coverage();
            if once != BOARD {
                return None;
            }
            let singles = once.without(twice).without(self.settled);
            if singles.is_empty() {
                return Some(changed);
            }
            changed = true;
            for cell in singles.iter() {
                let digit = (0..9).find(|&digit| self.places[digit].contains(cell))?;
                self.settled = self.settled.with(cell);
                self.remove(digit, layout.peers(cell));
                self.remove_near(digit, layout.neighbours(cell));
            }
        }
    }

    /// Non-consecutive: a digit leaves every neighbour of an open cell all of whose
    /// candidates are that digit or next to it. Whether anything went.
    fn near_round(&mut self, layout: &Layout) -> bool {
        let mut changed = false;
        for digit in 0..9 {
            let window = (1 << digit) | near(1 << digit);
            let elsewhere = (0..9)
                .filter(|&other| window & (1 << other) == 0)
                .fold(CellSet::EMPTY, |cells, other| {
                    cells.union(self.places[other])
                });
            let within = BOARD.without(self.settled).without(elsewhere);
            let beside = within.iter().fold(CellSet::EMPTY, |cells, cell| {
                cells.union(layout.neighbours(cell))
            });
            changed |= self.remove(digit, beside);
        }
        changed
    }

    /// Digit `digit + 1` must go in some cell of `within`: `None` when no cell there may
    /// hold it; else it goes in the one cell that may, or leaves every cell that sees all
    /// those that may. True when anything went.
    fn must_hold(&mut self, layout: &Layout, within: CellSet, digit: usize) -> Option<bool> {
        let cells = within.intersection(self.places[digit]);
        if cells.is_empty() {
            return None;
        }
        if !cells.intersection(self.settled).is_empty() {
            // a settled cell holds it, and no peer may
            return Some(false);
        }
        if !cells.has_several() {
            return Some(self.keep(cells, 1 << digit));
        }
        // the places in `within` never see themselves: start from the others
        let mut seen = self.places[digit].without(within);
        for cell in cells.iter() {
            seen = seen.intersection(layout.peers(cell));
            if seen.is_empty() {
                return Some(false);
            }
        }
        Some(self.remove(digit, seen))
    }

    /// An open cell with the fewest candidates: on a tie, the one with the most open
    /// neighbours (under non-consecutive), then the most open peers, then the lowest;
    /// `None` when every cell is settled.
    fn branch_cell(&self, layout: &Layout) -> Option<usize> {
        // bit planes of each cell's candidate count
        let mut planes = [CellSet::EMPTY; 4];
        for places in self.places {
            let mut carry = places;
            for plane in &mut planes {
                let sum = plane.symmetric_difference(carry);
                carry = plane.intersection(carry);
                *plane = sum;
            }
        }
        let open = BOARD.without(self.settled);
        (2..=9).find_map(|count: usize| {
            let with_count =
                planes
                    .iter()
                    .enumerate()
                    .fold(open, |cells, (bit, &plane)| match count >> bit & 1 {
                        1 => cells.intersection(plane),
                        _ => cells.without(plane),
                    });
            with_count.iter().max_by_key(|&cell| {
                (
                    layout.neighbours(cell).intersection(open).len(),
                    layout.peers(cell).intersection(open).len(),
                    std::cmp::Reverse(cell),
                )
            })
        })
    }

    /// The candidates of each cell of `cells` (bit `d` for digit `d + 1`), and none for
    /// the others.
    fn candidates_in(&self, cells: CellSet) -> [u16; CELLS] {
        let mut candidates = [0; CELLS];
        for (digit, places) in self.places.iter().enumerate() {
            let places = places.intersection(cells).iter();
            places.for_each(|cell| candidates[cell] |= 1 << digit);
        }
        candidates
    }
}

/// The digits a cage's open cells (those outside `fixed`, cells each left with one of
/// `places`) may hold (some set of distinct digits completing its sum holds them) and
/// those they must (every such set holds them); `None` when no set completes it.
fn cage_digits(
    places: &[CellSet; 9],
    fixed: CellSet,
    cells: CellSet,
    sum: usize,
) -> Option<(u16, u16)> {
    let open = cells.without(fixed);
    let (mut held, mut held_sum, mut reachable) = (0u16, 0, 0u16);
    for (digit, &places) in places.iter().enumerate() {
        let holding = places.intersection(cells);
        let placed = holding.intersection(fixed);
        if placed.has_several() {
            return None;
        }
        if !placed.is_empty() {
            held |= 1 << digit;
            held_sum += digit + 1;
        }
        if !holding.intersection(open).is_empty() {
            reachable |= 1 << digit;
        }
    }
    let rest = sum.checked_sub(held_sum)?;
    if open.is_empty() {
        return (rest == 0).then_some((0, 0));
    }
    let (allowed, required) = combinations::of(open.len() as usize, rest)
        .iter()
        .filter(|&&set| set & held == 0 && set & !reachable == 0)
        .fold((0, ALL_DIGITS), |(allowed, required), &set| {
            (allowed | set, required & set)
        });
    (allowed != 0).then_some((allowed, required))
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
        let Some(cell) = state.branch_cell(self.layout) else {
            self.searched.found += 1;
            let solution = state
                .candidates_in(BOARD)
                .map(|digits| digits.trailing_zeros() as u8 + 1);
            self.searched.first.get_or_insert(solution);
            self.searched.last = Some(solution);
            return self.searched.found >= self.wanted;
        };
        let mut digits = state.digits_at(cell);
        while digits != 0 {
            let digit = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            if digits != 0 {
                if self.searched.stats.guesses >= self.max_guesses {
                    self.searched.limit_reached = true;
                    return true;
                }
                self.searched.stats.guesses += 1;
            }
            let mut child = state;
            child.keep(CellSet::single(cell), 1 << digit);
            if self.explore(child) {
                return true;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    /// Takes digit `digit + 1` from every cell of `cells` listed.
    fn without(state: &mut State, digit: usize, cells: &[usize]) {
        cells
            .iter()
            .for_each(|&cell| _ = state.remove(digit, CellSet::single(cell)));
    }

    #[test]
    fn a_cell_that_alone_may_hold_two_digits_of_a_house_is_a_contradiction() {
        let layout = Layout::new(&Rules::classic());
        let mut state = State::new(&[0; CELLS]);
        // r1c1 holds only 1 and 2, and nothing else in row 1 may hold either
        (2..9).for_each(|digit| without(&mut state, digit, &[0]));
        (0..2).for_each(|digit| without(&mut state, digit, &[1, 2, 3, 4, 5, 6, 7, 8]));
        assert!(!state.propagate(&layout));
    }

    #[test]
    fn cages_covering_a_house_place_the_digit_they_reach_outside_it() {
        // row 1: 10 + 36 - 45 leaves 1 for r2c9
        let rules =
            crate::rules::layout::tests::caged(&[(&[0, 1, 2, 3], 10), (&[4, 5, 6, 7, 8, 17], 36)]);
        let mut state = State::new(&[0; CELLS]);
        assert!(state.propagate(&Layout::new(&rules)));
        assert_eq!(state.digits_at(17), 1);
    }

    #[test]
    fn a_tie_for_the_fewest_candidates_goes_to_the_cell_with_the_most_open_peers() {
        let layout = Layout::new(&Rules::classic());
        let mut state = State::new(&[0; CELLS]);
        // r1c1 and r5c5 hold only 1 and 2; two of r1c1's peers count as settled
        (2..9).for_each(|digit| without(&mut state, digit, &[0, 40]));
        state.settled = CellSet::single(1).with(9);
        assert_eq!(state.branch_cell(&layout), Some(40));
        state.settled = CellSet::single(39);
        assert_eq!(state.branch_cell(&layout), Some(0));
    }

    #[test]
    fn under_non_consecutive_a_tie_goes_first_to_the_most_open_neighbours() {
        let rules = Rules::new(Rules::NON_CONSECUTIVE, None, None).expect("a flag");
        let layout = Layout::new(&rules);
        let mut state = State::new(&[0; CELLS]);
        (2..9).for_each(|digit| without(&mut state, digit, &[0, 40]));
        // r5c5 has three open neighbours and 19 open peers, r1c1 two and 20
        state.settled = CellSet::single(39);
        assert_eq!(state.branch_cell(&layout), Some(40));
        // r5c5 has one open neighbour left
        state.settled = CellSet::single(31).with(41).with(49);
        assert_eq!(state.branch_cell(&layout), Some(0));
    }

    #[test]
    fn a_cage_cell_left_with_one_candidate_keeps_it_and_counts_towards_the_sum() {
        // r1c1 and r1c2 sum to 10; row 1 and r4c1 leave r1c1 only 3, r1c2 3 and 7
        let rules = crate::rules::layout::tests::caged(&[(&[0, 1], 10)]);
        let mut givens = [0; CELLS];
        givens[2..9].copy_from_slice(&[1, 2, 4, 5, 6, 8, 9]);
        givens[27] = 7;
        let left = candidates(&Layout::new(&rules), &givens);
        assert_eq!(left[..2], [1 << 2, 1 << 6]);
        // summing to 11, r1c2 would be 8, which row 1 holds
        let rules = crate::rules::layout::tests::caged(&[(&[0, 1], 11)]);
        let left = candidates(&Layout::new(&rules), &givens);
        assert_eq!(left[..2], [0, 0]);
    }

    #[test]
    fn a_digit_a_cage_must_hold_goes_in_its_one_place_there() {
        // r1c1, r2c1 and r3c1 sum to 24: 7, 8 and 9
        let mut cages = [0; CELLS];
        [0, 9, 18].iter().for_each(|&cell| cages[cell] = 1);
        let layout = Layout::new(&Rules::new(0, None, Some((&cages, &[24]))).expect("a cage"));
        let mut state = State::new(&[0; CELLS]);
        without(&mut state, 8, &[0, 9]);
        assert!(state.propagate(&layout));
        assert_eq!(state.digits_at(18), 1 << 8);
        assert_eq!(state.digits_at(0), 0b0_1100_0000);
        assert_eq!(state.digits_at(9), 0b0_1100_0000);
    }

    #[test]
    fn a_house_s_cells_outside_its_whole_cages_make_up_the_rest_of_45() {
        // r1c1-r1c4 sum to 10 and r1c5-r1c8 to 26, so r1c9 is 9
        let rules = crate::rules::layout::tests::caged(&[(&[0, 1, 2, 3], 10), (&[4, 5, 6, 7], 26)]);
        let layout = Layout::new(&rules);
        let mut state = State::new(&[0; CELLS]);
        assert!(state.propagate(&layout));
        assert_eq!(state.digits_at(8), 1 << 8);
        assert_eq!(state.digits_at(0), 0b0_0000_1111);
    }
}
