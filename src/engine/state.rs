//! The engine's search state and its propagation.
//!
//! For each band and digit, a bitboard of the band's cells where the digit can still go
//! (see `tables` for the bit layout); a placed digit keeps its own cell and has left every
//! peer. The state is 136 bytes and is copied on each guess, so there is no undo log.
//!
//! Propagation runs to a fixed point:
//! - locked candidates inside each dirty band-digit (one table lookup), which also finds
//!   a digit that fits nowhere in a row or box of the band; every narrowing marks its
//!   band-digit dirty, and the dirty ones are taken in sweeps, so a band-digit that changes
//!   several times before its turn is looked at once;
//! - hidden singles in rows (a row of a band left with one cell for a digit) and, through
//!   the locked-candidates step, in boxes;
//! - naked singles (a cell left with one digit) and empty cells, by bit-sliced counting
//!   over the nine digits;
//! - when the rest is stuck, for each digit that changed since last time: locked candidates
//!   inside each stack (the same permutation table, columns for rows and bands for boxes),
//!   which with the steps above also finds hidden singles in columns;
//! - hidden pairs in rows and boxes, only where the search would otherwise branch on a
//!   cell with three or more candidates;
//! - on sparse states, and on every state of a thorough search (see `search`), the triad
//!   rule in every band and stack (`confine`);
//! - in a thorough search, hidden pairs everywhere, and on the fixed point the house rule:
//!   each row, column and box must be able to give every digit it lacks a cell of its own
//!   at once, a perfect matching (`houses_have_room`), which sees k digits of a house
//!   confined to fewer than k cells, of any size.
//!
//! A search branches on a cell (`State::branch`) or, in a thorough search, on where a
//! digit goes in a band or stack: the triad it takes in each row and box of the band (or
//! each band and column of the stack), one of six placements (`State::thorough_branch`).
//!
//! Every method is `#[inline(always)]` so that each CPU path's search function compiles
//! all of it with that path's target features; the two of thorough branching alone are
//! cold and out of line, so that they do not weigh on the cheap search's code.

use super::primitives::Primitives;
use super::tables::{
    BAND, BAND_COLUMNS, BAND_PEERS, FORCED_TRIADS, LOCKED, PERMUTED_TRIADS, PLACEMENTS,
    PLACEMENTS_WITHIN, SPREAD, TRIAD_RIVALS,
};
use crate::geometry::CELLS;

const ROW: u32 = 0o777;
/// The cells of the first box of a band.
const BOX: u32 = 0o7007007;
/// Every band-digit, in the bit layout of `State::dirty`.
const EVERY_BAND_DIGIT: u64 = 0o777 | 0o777 << 16 | 0o777 << 32;
/// The unsolved cells from which a propagated state is sparse: the triad rule runs there
/// (puzzles rarely have so many empty cells left after the cheap rules).
const SPARSE: u32 = 60;
/// The two bands other than each band.
const OTHER_BANDS: [[usize; 2]; 3] = [[1, 2], [0, 2], [0, 1]];

/// Aligned to 8 bytes on every target, so that it is 136 bytes everywhere (32-bit x86
/// aligns a `u64` to 4).
#[derive(Clone, Copy)]
#[repr(align(8))]
pub struct State {
    /// `candidates[b][d]`: the cells of band `b` where digit `d + 1` can go.
    candidates: [[u32; 9]; 3],
    /// The cells of each band where no digit is placed yet.
    unsolved: [u32; 3],
    /// The band-digits (bit `16 * b + d`) whose cells changed since locked candidates last
    /// ran on them.
    dirty: u64,
    /// Digits (bit `d`) changed since the column step last ran on them.
    column_dirty: u16,
}

/// What a search branches on, and its alternatives (the set bits of `choices`), which
/// between them keep every solution of the state.
#[derive(Clone, Copy, Debug)]
pub struct Branch {
    pub pivot: Pivot,
    /// A cell's candidate digits (bit `d`), or a digit's placements in a band or stack
    /// (bit `p` for `PLACEMENTS[p]`).
    pub choices: u16,
}

/// The thing a search branches on.
#[derive(Clone, Copy, Debug)]
pub enum Pivot {
    /// A cell (cell `cell` of band `band`): each choice is a digit for it.
    Cell { band: usize, cell: u32 },
    /// A digit in a chute: each choice is one of its placements there.
    Digit { chute: Chute, digit: usize },
}

/// A band or a stack: three boxes in a row or in a column.
#[derive(Clone, Copy, Debug)]
pub enum Chute {
    /// Band `0..3`: a digit's placement is the triad it takes in each row and box.
    Band(usize),
    /// Stack `0..3`: a digit's placement is the triad it takes in each band and column.
    Stack(usize),
}

impl Chute {
    /// The bands, then the stacks.
    const ALL: [Chute; 6] = [
        Chute::Band(0),
        Chute::Band(1),
        Chute::Band(2),
        Chute::Stack(0),
        Chute::Stack(1),
        Chute::Stack(2),
    ];
}

/// How a thorough search chooses what to branch on. Each order has boards on which it
/// guesses badly and the other does not, so a thorough search takes turns with them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Branching {
    /// The cell, or the digit of a band or stack, with the fewest alternatives; a digit's
    /// placements win a tie with a cell.
    FewestChoices,
    /// In the band or stack with the fewest placements over its nine digits (one whose
    /// digits are not all fixed), the digit with the fewest; a cell only where every band
    /// and stack is fixed.
    TightestHouse,
}

/// What a propagation step achieved.
#[derive(PartialEq, Eq)]
enum Step {
    Stuck,
    Progress,
    Contradiction,
}

/// The cells of a band that are alone in their row, where every row of `cells` holds at
/// least one (as after locked candidates). Arithmetic on the three 9-bit rows at once, not
/// a branch per row: whether a row is down to one cell is anyone's guess.
#[inline(always)]
fn row_singles(cells: u32) -> u32 {
    const FIRST: u32 = 0o001_001_001;
    const LOW: u32 = 0o377_377_377;
    // each row without its lowest cell; no borrow crosses rows, none being empty
    let rest = cells & cells.wrapping_sub(FIRST);
    // bit 8 of a row: its rest is not empty (the low eight bits plus 255 carry into it)
    let crowded = (((rest & LOW) + LOW) | rest) >> 8 & FIRST;
    cells & !(crowded * ROW)
}

/// Per-bit counts of 9-bit sets, saturating at four: the bits that at least one, two, three
/// and four of the sets added hold.
#[derive(Default)]
struct Tally([u16; 4]);

impl Tally {
    #[inline(always)]
    fn add(&mut self, set: u16) {
        let [one, two, three, four] = &mut self.0;
        *four |= *three & set;
        *three |= *two & set;
        *two |= *one & set;
        *one |= set;
    }
}

/// The triads each digit may keep in one band or stack, from the triads it occupies there
/// (per digit), or `None` when the digits cannot fill them.
///
/// A triad is three cells of one row and box, so it holds exactly three distinct digits:
/// more than three digits forced into it, or fewer than three that can go there, is a
/// contradiction; with three forced into it the others leave it, and with exactly three
/// that can go there each of them must take it.
#[inline(always)]
fn confine(occupied: &[u16; 9]) -> Option<[u16; 9]> {
    let mut possible = Tally::default();
    let mut forced = Tally::default();
    for &triads in occupied {
        possible.add(triads);
        forced.add(FORCED_TRIADS[usize::from(triads)]);
    }
    let [_, _, at_least_three, more_than_three] = possible.0;
    let [_, _, full, overfull] = forced.0;
    if overfull != 0 || at_least_three != 0o777 {
        return None;
    }
    // with three digits forced into a triad, those are the three that can go there
    let exact = !more_than_three & !full & 0o777;
    let mut allowed = *occupied;
    if full | exact != 0 {
        for triads in &mut allowed {
            let own = FORCED_TRIADS[usize::from(*triads)];
            let mut keep = *triads & !(full & !own);
            let mut taken = exact & *triads & !own;
            while taken != 0 {
                keep &= !TRIAD_RIVALS[taken.trailing_zeros() as usize];
                taken &= taken - 1;
            }
            *triads = PERMUTED_TRIADS[usize::from(keep)];
            if *triads == 0 {
                return None;
            }
        }
    }
    Some(allowed)
}

/// True when each digit with cells (9 bits) to choose from in a house can take one of its
/// own: Kuhn's augmenting paths, on the stack.
fn can_be_matched(cells: &[u16; 9]) -> bool {
    /// Gives digit `d` a cell not in `seen`, moving earlier digits along if need be.
    fn augment(d: usize, cells: &[u16; 9], owner: &mut [usize; 9], seen: &mut u16) -> bool {
        let mut options = cells[d] & !*seen;
        while options != 0 {
            let c = options.trailing_zeros() as usize;
            *seen |= 1 << c;
            if owner[c] == usize::MAX || augment(owner[c], cells, owner, seen) {
                owner[c] = d;
                return true;
            }
            options &= !*seen;
        }
        false
    }
    // first each digit takes its first free cell, if it has one; then each digit left
    // without is found an augmenting path
    let mut owner = [usize::MAX; 9];
    let mut free = 0o777u16;
    let mut waiting = 0u16;
    for (d, &mine) in cells.iter().enumerate() {
        let open = mine & free;
        if open != 0 {
            let c = open.trailing_zeros() as usize;
            owner[c] = d;
            free &= !(1 << c);
        } else if mine != 0 {
            waiting |= 1 << d;
        }
    }
    while waiting != 0 {
        let d = waiting.trailing_zeros() as usize;
        waiting &= waiting - 1;
        if !augment(d, cells, &mut owner, &mut 0) {
            return false;
        }
    }
    true
}

/// `[f(0), .., f(8)]`, one value per digit, in a loop that is always inlined: unlike
/// `std::array::from_fn`, which may stay out of line, where the AVX2 instance's
/// primitives could not be inlined into it.
#[inline(always)]
fn per_digit<T: Copy + Default>(mut f: impl FnMut(usize) -> T) -> [T; 9] {
    let mut values = [T::default(); 9];
    for (d, value) in values.iter_mut().enumerate() {
        *value = f(d);
    }
    values
}

/// The columns (9 bits) in which a band has at least one of `cells`.
#[inline(always)]
fn columns(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & ROW
}

impl State {
    /// The state of a board with its givens placed, before propagation: `cells` holds `0`
    /// for an empty cell and `1..=9` for a given. `None` when two givens of a digit share a
    /// row, column or box (each given then lands where its digit is no longer a candidate).
    #[inline(always)]
    pub fn new(cells: &[u8; CELLS]) -> Option<State> {
        State::build::<true>(cells)
    }

    /// [`State::new`] for givens known not to conflict (a parsed puzzle's), without the
    /// check: the state of conflicting givens would be meaningless.
    #[inline(always)]
    pub fn of_consistent(cells: &[u8; CELLS]) -> State {
        State::build::<false>(cells).expect("only a check finds a conflict")
    }

    /// [`State::new`], checking for conflicts when `CHECK`.
    #[inline(always)]
    fn build<const CHECK: bool>(cells: &[u8; CELLS]) -> Option<State> {
        // per band and digit: the given cells, and the cells their row and box forbid;
        // per digit: the cells of a band in the columns its givens forbid
        let mut givens = [[0u32; 9]; 3];
        let mut blocked = [[0u32; 9]; 3];
        let mut blocked_columns = [0u32; 9];
        let mut occupied = [0u32; 3];
        let mut clash = 0;
        for (b, band) in cells.chunks_exact(27).enumerate() {
            // the givens' cells first, then a walk over them: no branch on each cell
            occupied[b] = (0..27).fold(0, |cells, k| cells | u32::from(band[k] != 0) << k);
            let mut rest = occupied[b];
            while rest != 0 {
                let k = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let d = usize::from(band[k] - 1);
                if CHECK {
                    // an earlier given of the digit already sees this cell
                    clash |= (blocked[b][d] | blocked_columns[d]) & 1 << k;
                }
                givens[b][d] |= 1 << k;
                blocked[b][d] |= BAND_PEERS[k];
                blocked_columns[d] |= BAND_COLUMNS[k];
            }
        }
        if clash != 0 {
            return None;
        }
        let mut candidates = [[0u32; 9]; 3];
        for (b, band) in candidates.iter_mut().enumerate() {
            for (d, cells) in band.iter_mut().enumerate() {
                let forbidden = blocked[b][d] | blocked_columns[d] | occupied[b];
                *cells = (BAND & !forbidden) | givens[b][d];
            }
        }
        Some(State {
            candidates,
            unsolved: occupied.map(|o| BAND & !o),
            dirty: EVERY_BAND_DIGIT,
            column_dirty: 0o777,
        })
    }

    /// Removes digit `digit` (`1..=9`) from the candidates of the empty `cell`.
    pub fn forbid(&mut self, cell: usize, digit: u8) {
        let (b, k) = (cell / 27, cell % 27);
        debug_assert!(
            self.unsolved[b] >> k & 1 != 0,
            "only an empty cell's candidates"
        );
        self.remove(b, usize::from(digit) - 1, k as u32);
    }

    /// The unsolved cells of band `b` where digit `d` can still go.
    #[inline(always)]
    pub fn open_cells(&self, b: usize, d: usize) -> u32 {
        self.candidates[b][d] & self.unsolved[b]
    }

    /// Removes digit `d` from the candidates of cell `k` of band `b`.
    #[inline(always)]
    pub fn remove(&mut self, b: usize, d: usize, k: u32) {
        self.narrow(b, d, !(1 << k));
    }

    /// The cells where no digit is placed yet.
    #[inline(always)]
    fn unsolved_count(&self) -> u32 {
        self.unsolved.iter().map(|cells| cells.count_ones()).sum()
    }

    /// True when at least [`SPARSE`] cells are unsolved: a board of few givens, where a
    /// contradiction that the cheap rules miss would leave the search the most to explore.
    #[inline(always)]
    fn is_sparse(&self) -> bool {
        self.unsolved_count() >= SPARSE
    }

    /// The cells that hold a digit: on a state just built, the givens.
    #[inline(always)]
    pub fn filled(&self) -> u32 {
        CELLS as u32 - self.unsolved_count()
    }

    /// True when every cell holds a digit. A solved state is a valid grid: a digit is only
    /// placed where it is still a candidate, and placing it removes it from every peer.
    #[inline(always)]
    pub fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// The digits of a solved state (see [`State::is_solved`]), where each digit holds
    /// exactly one cell in each row.
    #[inline(always)]
    pub fn grid(&self) -> [u8; CELLS] {
        debug_assert!(self.is_solved(), "only a solved state has a grid");
        let mut grid = [0u8; CELLS];
        for (b, band) in self.candidates.iter().enumerate() {
            for (d, &cells) in band.iter().enumerate() {
                // a digit of a solved band holds one cell in each of its three rows: three
                // lookups, not a loop whose end is anyone's guess
                let mut rest = cells;
                for _ in 0..3 {
                    grid[b * 27 + (rest.trailing_zeros() & 31) as usize] = d as u8 + 1;
                    rest &= rest.wrapping_sub(1);
                }
            }
        }
        grid
    }

    /// Narrows digit `d`'s cells in band `b`; true if that removed any (the band-digit is
    /// then dirty).
    #[inline(always)]
    fn narrow(&mut self, b: usize, d: usize, keep: u32) -> bool {
        let old = self.candidates[b][d];
        self.candidates[b][d] = old & keep;
        self.mark(b, d, old, old & keep)
    }

    /// Marks band-digit `(b, d)` dirty when its cells go from `old` to the fewer `new`; true
    /// if they do.
    #[inline(always)]
    fn mark(&mut self, b: usize, d: usize, old: u32, new: u32) -> bool {
        let narrowed = old != new;
        self.dirty |= u64::from(narrowed) << (b * 16 + d);
        narrowed
    }

    /// The candidate digits (bit `d`) of cell `k` in band `b`.
    #[inline(always)]
    fn digits_at(&self, b: usize, k: u32) -> u16 {
        let bit = 1u32 << k;
        let mut digits = 0u16;
        for (d, &cells) in self.candidates[b].iter().enumerate() {
            if cells & bit != 0 {
                digits |= 1 << d;
            }
        }
        digits
    }

    /// Places digit `d` at cell `k` of band `b`. False when the digit is no longer a
    /// candidate there (a contradiction); placing a digit already placed is a no-op.
    #[inline(always)]
    pub fn place<P: Primitives>(&mut self, b: usize, d: usize, k: u32) -> bool {
        self.place_cells::<P>(b, d, 1 << k, false)
    }

    /// Places digit `d` at every cell of `cells` in band `b` at once; `alone` when the cells
    /// have no other candidate (naked singles), so that no other digit need leave them.
    /// False when the digit is no longer a candidate at one of them or two of them see each
    /// other (a contradiction); cells where the digit is already placed are skipped.
    #[inline(always)]
    fn place_cells<P: Primitives>(&mut self, b: usize, d: usize, cells: u32, alone: bool) -> bool {
        let old = self.candidates[b][d];
        if old & cells != cells {
            return false;
        }
        let new = cells & self.unsolved[b];
        if new == 0 {
            return true;
        }
        let mut peers = 0;
        let mut rest = new;
        while rest != 0 {
            peers |= BAND_PEERS[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        if peers & new != 0 {
            return false;
        }
        // stored by `settle`, after `claim`'s band-wide removal
        let mine = old & !peers;
        self.mark(b, d, old, mine);
        if alone {
            self.settle(b, d, new, mine);
        } else {
            self.claim::<P>(b, d, new, mine);
        }
        true
    }

    /// Places digit `d` at the unsolved `cells` of band `b` where it is already alone in its
    /// row, box and column within the band (as locked candidates leave a row's only cell),
    /// `mine` being the digit's cells in the band from now on: the other digits leave those
    /// cells, then [`State::settle`].
    ///
    /// The digit's own cells are stored after every digit of the band lost `cells`: a store
    /// just before would stall that wide read and write until it reached the cache.
    #[inline(always)]
    fn claim<P: Primitives>(&mut self, b: usize, d: usize, cells: u32, mine: u32) {
        let lost = P::remove(&mut self.candidates[b], cells) & !(1 << d);
        self.dirty |= u64::from(lost) << (b * 16);
        self.settle(b, d, cells, mine);
    }

    /// Places digit `d` at the unsolved `cells` of band `b`, which no other digit can take
    /// any more: they are solved, the digit's cells in the band become `mine`, and the digit
    /// leaves their columns in the other bands.
    #[inline(always)]
    fn settle(&mut self, b: usize, d: usize, cells: u32, mine: u32) {
        self.unsolved[b] &= !cells;
        self.candidates[b][d] = mine;
        let elsewhere = !(columns(cells) * SPREAD);
        let [first, second] = OTHER_BANDS[b];
        self.narrow(first, d, elsewhere);
        self.narrow(second, d, elsewhere);
    }

    /// Propagates to a fixed point, with the triad rule too when `thorough` or when the
    /// cheaper rules leave the state sparse ([`State::is_sparse`]). `None` on a
    /// contradiction (the state has no solution); otherwise the unsolved cells with exactly
    /// two candidates, per band, as the naked singles step counted them on the fixed point
    /// (meaningless once the grid is solved), for [`State::branch`].
    #[inline(always)]
    pub fn propagate<P: Primitives>(&mut self, thorough: bool) -> Option<[u32; 3]> {
        let mut pairs = [0u32; 3];
        loop {
            if !self.locked_candidates::<P>() {
                return None;
            }
            if self.is_solved() {
                return Some(pairs);
            }
            match self.naked_singles::<P>(&mut pairs) {
                Step::Contradiction => return None,
                Step::Progress => continue,
                Step::Stuck => {}
            }
            match self.column_step::<P>() {
                Step::Contradiction => return None,
                Step::Progress => continue,
                Step::Stuck if !thorough && !self.is_sparse() => return Some(pairs),
                Step::Stuck => {}
            }
            match self.triad_step::<P>() {
                Step::Contradiction => return None,
                Step::Progress => continue,
                Step::Stuck => {}
            }
            return (!thorough || self.houses_have_room()).then_some(pairs);
        }
    }

    /// True when every house can still take the digits it lacks: in each row, column and
    /// box, every digit not yet placed there can be given an empty cell of its own from
    /// among its candidates (a perfect matching). It sees k digits of a house confined to
    /// fewer than k cells, and k cells left with fewer than k digits, of any size.
    #[inline(always)]
    fn houses_have_room(&self) -> bool {
        // per house (rows, then columns, then boxes), the empty cells (bits 0..9) of each
        // digit; a digit placed in the house has none there
        let mut houses = [[0u16; 9]; 27];
        for (b, band) in self.candidates.iter().enumerate() {
            for (d, &cells) in band.iter().enumerate() {
                let open = cells & self.unsolved[b];
                for r in 0..3 {
                    let row = (open >> (9 * r) & ROW) as u16;
                    if row == 0 {
                        continue;
                    }
                    houses[3 * b + r][d] = row;
                    for j in 0..3 {
                        houses[18 + 3 * b + j][d] |= (row >> (3 * j) & 7) << (3 * r);
                    }
                    let mut columns = row;
                    while columns != 0 {
                        let c = columns.trailing_zeros() as usize;
                        columns &= columns - 1;
                        houses[9 + c][d] |= 1 << (3 * b + r);
                    }
                }
            }
        }
        houses.iter().all(can_be_matched)
    }

    /// Locked candidates and row hidden singles on each dirty band-digit, until none is
    /// dirty. False on a contradiction.
    #[inline(always)]
    fn locked_candidates<P: Primitives>(&mut self) -> bool {
        // in sweeps: one dirtied again before its turn in the sweep is looked at once
        while self.dirty != 0 {
            let mut sweep = self.dirty;
            while sweep != 0 {
                let index = sweep.trailing_zeros() as usize;
                sweep &= sweep - 1;
                self.dirty &= !(1 << index);
                let (b, d) = (index >> 4, index & 15);
                self.column_dirty |= 1 << d;
                let cells = self.candidates[b][d];
                let kept = cells & LOCKED[P::triads(cells)];
                if kept == 0 {
                    return false;
                }
                // a row's only cell: locked candidates left it alone in its box and column
                let singles = row_singles(kept) & self.unsolved[b];
                if singles != 0 {
                    self.claim::<P>(b, d, singles, kept);
                } else {
                    self.candidates[b][d] = kept;
                }
            }
        }
        true
    }

    /// Places every cell that has one candidate left; finds cells with none. Writes each
    /// band's unsolved cells with exactly two candidates into `pairs` (counted before any
    /// placement, so they hold for the state only when the step is `Stuck`).
    #[inline(always)]
    fn naked_singles<P: Primitives>(&mut self, pairs: &mut [u32; 3]) -> Step {
        let mut step = Step::Stuck;
        for (b, two_left) in pairs.iter_mut().enumerate() {
            let [one, two, three] = P::coverage(&self.candidates[b]);
            if self.unsolved[b] & !one != 0 {
                return Step::Contradiction;
            }
            *two_left = two & !three & self.unsolved[b];
            let singles = self.unsolved[b] & !two;
            if singles != 0 {
                for d in 0..9 {
                    let cells = singles & self.candidates[b][d];
                    if cells != 0 && !self.place_cells::<P>(b, d, cells, true) {
                        return Step::Contradiction;
                    }
                }
                step = Step::Progress;
            }
        }
        step
    }

    /// For each digit changed since last time: locked candidates inside each stack (a
    /// column's digit confined to one box, or a box's digit confined to one column).
    ///
    /// Hidden singles in columns need no step of their own: a column's only cell for a
    /// digit confines the digit, within its stack, to that column in that band, which
    /// leaves the cell alone in its box, where locked candidates place it.
    #[inline(always)]
    fn column_step<P: Primitives>(&mut self) -> Step {
        let mut digits = std::mem::take(&mut self.column_dirty);
        let mut narrowed = false;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let present = self.columns_of(d);
            for stack in 0..3 {
                let occupied = P::stack_triads(present, stack as u32);
                let kept = usize::from(PERMUTED_TRIADS[occupied]);
                if kept == 0 {
                    return Step::Contradiction;
                }
                let gone = occupied ^ kept;
                if gone != 0 {
                    narrowed = true;
                    self.leave_stack_triads(d, stack, gone as u16);
                }
            }
        }
        if narrowed {
            Step::Progress
        } else {
            Step::Stuck
        }
    }

    /// The columns where digit `d` can go in each band (9 bits per band, band `b` at bit
    /// `9 * b`), as `Primitives::stack_triads` takes them.
    #[inline(always)]
    fn columns_of(&self, d: usize) -> u32 {
        columns(self.candidates[0][d])
            | columns(self.candidates[1][d]) << 9
            | columns(self.candidates[2][d]) << 18
    }

    /// Removes digit `d` from the stack triads `gone` of stack `stack` (bit `3 * band +
    /// column`: a column of the stack within a band).
    #[inline(always)]
    fn leave_stack_triads(&mut self, d: usize, stack: usize, gone: u16) {
        for b in 0..3 {
            let columns = u32::from(gone >> (b * 3) & 7);
            self.narrow(b, d, !((columns << (stack * 3)) * SPREAD));
        }
    }

    /// The triad rule ([`confine`]) in every band and stack: the three cells where a row
    /// (or column) crosses a box hold three distinct digits. It sees, for one, four digits
    /// that the rest of a band forces into the same three cells, which singles and locked
    /// candidates never do.
    #[inline(always)]
    fn triad_step<P: Primitives>(&mut self) -> Step {
        let mut narrowed = false;
        for b in 0..3 {
            let occupied = per_digit(|d| P::triads(self.candidates[b][d]) as u16);
            let Some(allowed) = confine(&occupied) else {
                return Step::Contradiction;
            };
            for d in 0..9 {
                if allowed[d] != occupied[d] {
                    narrowed |= self.narrow(b, d, LOCKED[usize::from(allowed[d])]);
                }
            }
        }
        let present = per_digit(|d| self.columns_of(d));
        for stack in 0..3 {
            let occupied = per_digit(|d| P::stack_triads(present[d], stack as u32) as u16);
            let Some(allowed) = confine(&occupied) else {
                return Step::Contradiction;
            };
            for d in 0..9 {
                let gone = occupied[d] ^ allowed[d];
                if gone != 0 {
                    narrowed = true;
                    self.leave_stack_triads(d, stack, gone);
                }
            }
        }
        if narrowed {
            Step::Progress
        } else {
            Step::Stuck
        }
    }

    /// Hidden pairs in the rows and boxes of each band: two digits confined to the same two
    /// cells of a unit take them, and every other digit leaves those cells. Too costly for
    /// every node, it runs only where the search would otherwise branch three or more ways,
    /// and finds, for one, the two cells that three digits need in Norvig's "impossible"
    /// puzzle. True when it eliminated something (the state then needs propagating).
    #[inline(always)]
    pub fn hidden_pairs(&mut self) -> bool {
        const UNITS: [u32; 6] = [ROW, ROW << 9, ROW << 18, BOX, BOX << 3, BOX << 6];
        let mut narrowed = false;
        for b in 0..3 {
            for unit in UNITS {
                let open = unit & self.unsolved[b];
                if open.count_ones() < 3 {
                    continue;
                }
                let mut seen = [(0u32, 0usize); 9];
                let mut count = 0;
                for d in 0..9 {
                    let m = self.candidates[b][d] & unit;
                    if m.count_ones() == 2 && m & !self.unsolved[b] == 0 {
                        for &(other, partner) in &seen[..count] {
                            if other == m {
                                for e in 0..9 {
                                    if e != d && e != partner {
                                        narrowed |= self.narrow(b, e, !m);
                                    }
                                }
                            }
                        }
                        seen[count] = (m, d);
                        count += 1;
                    }
                }
            }
        }
        narrowed
    }

    /// The cell to branch on (MRV): an unsolved cell with the fewest candidates, as
    /// `(band, cell in band, candidate digits)`; among those, the one with the most unsolved
    /// peers (both of its branches then reach furthest), then the lowest index. Only called
    /// on a propagated, unsolved state, where every unsolved cell has at least two
    /// candidates, with the cells that have two that [`State::propagate`] returned.
    #[inline(always)]
    pub fn branch(&self, pairs: [u32; 3]) -> Branch {
        let fewest = if pairs != [0; 3] {
            pairs
        } else {
            self.fewest_candidates()
        };
        let (band, cell) = self.most_connected(fewest);
        Branch {
            pivot: Pivot::Cell { band, cell },
            choices: self.digits_at(band, cell),
        }
    }

    /// What a thorough search branches on in `branching`'s order, given `cell`, the cell
    /// [`State::branch`] chose. Only called on a propagated, unsolved state, where every
    /// digit has at least one placement in each band and stack. Inlined into the one
    /// out-of-line, cold instance per CPU path that the search calls (`search.rs`), so that
    /// it runs with that path's instructions and the cheap search does not carry it.
    #[inline(always)]
    pub fn thorough_branch<P: Primitives>(&self, branching: Branching, cell: Branch) -> Branch {
        let present = per_digit(|d| self.columns_of(d));
        // (rank, branch) of the best digit so far; the first wins among equals
        let mut best: Option<(u32, Branch)> = None;
        for chute in Chute::ALL {
            let placements = per_digit(|d| {
                let occupied = match chute {
                    Chute::Band(band) => P::triads(self.candidates[band][d]),
                    Chute::Stack(stack) => P::stack_triads(present[d], stack as u32),
                };
                PLACEMENTS_WITHIN[occupied]
            });
            let counts = per_digit(|d| placements[d].count_ones());
            let total: u32 = counts.iter().sum();
            // a digit with two or more placements; the one with the fewest
            let Some(digit) = (0..9)
                .filter(|&d| counts[d] >= 2)
                .min_by_key(|&d| counts[d])
            else {
                continue;
            };
            let rank = match branching {
                Branching::FewestChoices => counts[digit],
                Branching::TightestHouse => total,
            };
            if best.is_some_and(|(least, _)| least <= rank) {
                continue;
            }
            let pivot = Pivot::Digit { chute, digit };
            let choices = u16::from(placements[digit]);
            best = Some((rank, Branch { pivot, choices }));
        }
        match best {
            Some((_, digit))
                if branching == Branching::TightestHouse
                    || digit.choices.count_ones() <= cell.choices.count_ones() =>
            {
                digit
            }
            _ => cell,
        }
    }

    /// Takes alternative `choice` of a branch on `pivot`. False on a contradiction found
    /// on the way (the state is then no longer meaningful).
    #[inline(always)]
    pub fn take<P: Primitives>(&mut self, pivot: Pivot, choice: usize) -> bool {
        match pivot {
            Pivot::Cell { band, cell } => self.place::<P>(band, choice, cell),
            Pivot::Digit { chute, digit } => {
                self.take_placement::<P>(chute, digit, choice);
                true
            }
        }
    }

    /// Confines digit `digit` to its placement `choice` in `chute`. Out of line and cold,
    /// as [`State::thorough_branch`] is: only thorough searches branch so.
    #[cold]
    #[inline(never)]
    fn take_placement<P: Primitives>(&mut self, chute: Chute, digit: usize, choice: usize) {
        let placement = PLACEMENTS[choice];
        match chute {
            Chute::Band(band) => {
                self.narrow(band, digit, LOCKED[usize::from(placement)]);
            }
            Chute::Stack(stack) => {
                let occupied = P::stack_triads(self.columns_of(digit), stack as u32) as u16;
                self.leave_stack_triads(digit, stack, occupied & !placement);
            }
        }
    }

    /// The unsolved cells, per band, that have the fewest candidates. Only reached when no
    /// cell has two, so it may be slow.
    #[inline(always)]
    fn fewest_candidates(&self) -> [u32; 3] {
        let mut fewest = [0u32; 3];
        let mut least = u32::MAX;
        for b in 0..3 {
            let mut open = self.unsolved[b];
            while open != 0 {
                let k = open.trailing_zeros();
                open &= open - 1;
                let count = self.digits_at(b, k).count_ones();
                if count < least {
                    least = count;
                    fewest = [0; 3];
                }
                if count == least {
                    fewest[b] |= 1 << k;
                }
            }
        }
        fewest
    }

    /// The cell of `cells` (per band) with the most unsolved peers, the lowest index first
    /// among equals, as `(band, cell in band)`. `cells` must not be empty.
    #[inline(always)]
    fn most_connected(&self, cells: [u32; 3]) -> (usize, u32) {
        // rank: the peer count above the complement of the cell's index (b * 32 + k), so
        // that the largest rank is the answer; found without a data-dependent branch
        let mut best = 0;
        for (b, &band) in cells.iter().enumerate() {
            let mut rest = band;
            while rest != 0 {
                let k = rest.trailing_zeros();
                rest &= rest - 1;
                let rank = self.unsolved_peers(b, k) << 7 | (127 - (b as u32 * 32 + k));
                best = best.max(rank);
            }
        }
        let index = 127 - (best & 127);
        (index as usize / 32, index % 32)
    }

    /// How many of the 20 peers of cell `k` in band `b` are unsolved.
    #[inline(always)]
    fn unsolved_peers(&self, b: usize, k: u32) -> u32 {
        let k = k as usize;
        let column = BAND_COLUMNS[k];
        let [first, second] = OTHER_BANDS[b];
        // the column's cells in the other two bands, the second's moved one bit aside so
        // that one count takes both
        let beyond = self.unsolved[first] & column | (self.unsolved[second] & column) << 1;
        (self.unsolved[b] & BAND_PEERS[k]).count_ones() + beyond.count_ones()
    }
}

#[cfg(test)]
mod tests {
    use super::{can_be_matched, confine, row_singles, State};
    use crate::board::{Encoding, Puzzle};
    use crate::geometry::{box_of, column_of, row_of, CELLS};

    #[test]
    fn the_state_is_as_small_as_documented() {
        assert_eq!(std::mem::size_of::<State>(), 136);
    }

    #[test]
    fn a_house_matches_its_digits_to_cells_or_shows_it_cannot() {
        // three digits on the same two cells: no room
        assert!(!can_be_matched(&[0b11, 0b11, 0b11, 0, 0, 0, 0, 0, 0]));
        // digit 0 takes cell 0 first, and must move to cell 1 for digit 1
        assert!(can_be_matched(&[0b11, 0b01, 0b100, 0, 0, 0, 0, 0, 0]));
        // a chain of moves: each digit can shift one cell to the right
        let shifted: [u16; 9] = std::array::from_fn(|d| if d < 8 { 0b11 << d } else { 1 });
        assert!(can_be_matched(&shifted));
        // four digits within three cells, beside five free ones
        let crowded = [0o7, 0o7, 0o3, 0o6, 0o10, 0o20, 0o40, 0o100, 0o200];
        assert!(!can_be_matched(&crowded));
    }

    #[test]
    fn a_triad_holds_three_digits() {
        // digits 0-3 each forced into triad 0 (alone in row 0 and box 0): four is too many
        let mut occupied = [0o777u16; 9];
        occupied[..4].fill(0o421);
        assert_eq!(confine(&occupied), None);
        // three forced there: the others leave it, and keep placements elsewhere
        occupied[3] = 0o777;
        let allowed = confine(&occupied).unwrap();
        assert_eq!(allowed[..3], [0o421; 3]);
        assert!(allowed[3..]
            .iter()
            .all(|&triads| triads & 1 == 0 && triads != 0));
        // a triad that only two digits can reach
        let sparse: [u16; 9] = std::array::from_fn(|d| if d < 2 { 0o777 } else { 0o776 });
        assert_eq!(confine(&sparse), None);
    }

    #[test]
    fn row_singles_are_the_rows_with_one_cell() {
        let alone = |row: u32| if row.count_ones() == 1 { row } else { 0 };
        // every non-empty row in each position, beside rows of one, two and nine cells
        for row in 1..512u32 {
            for other in [0o001, 0o400, 0o042, 0o777] {
                for (cells, expected) in [
                    (
                        row | other << 9 | other << 18,
                        alone(row) | (alone(other) * 0o001_001_000),
                    ),
                    (
                        other | row << 9 | other << 18,
                        (alone(other) * 0o001_000_001) | (alone(row) << 9),
                    ),
                    (
                        other | other << 9 | row << 18,
                        (alone(other) * 0o000_001_001) | (alone(row) << 18),
                    ),
                ] {
                    assert_eq!(row_singles(cells), expected, "{cells:o}");
                }
            }
        }
    }

    #[test]
    fn the_branch_cell_is_the_most_connected_then_the_first() {
        let text =
            b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let puzzle = Puzzle::parse(text, Encoding::Text).unwrap();
        let state = State::new(puzzle.cells()).unwrap();
        let open = |cell: usize| puzzle.cells()[cell] == 0;
        let peers = |cell: usize| {
            (0..CELLS)
                .filter(|&other| other != cell && open(other))
                .filter(|&other| {
                    row_of(other) == row_of(cell)
                        || column_of(other) == column_of(cell)
                        || box_of(other) == box_of(cell)
                })
                .count()
        };
        // every open cell, then the open cells of the last band only
        for cells in [state.unsolved, [0, 0, state.unsolved[2]]] {
            let expected = (0..CELLS)
                .filter(|&cell| open(cell) && cells[cell / 27] & 1 << (cell % 27) != 0)
                .max_by_key(|&cell| (peers(cell), std::cmp::Reverse(cell)))
                .unwrap();
            let (b, k) = state.most_connected(cells);
            assert_eq!(b * 27 + k as usize, expected);
        }
    }
}
