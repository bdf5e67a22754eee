//! Depth-first search over propagated states, stamped out once per CPU path, and the
//! run-time choice between those paths.

#[cfg(target_arch = "x86_64")]
use super::primitives::Avx2;
use super::primitives::{self, Portable};
use super::state::{Branch, Branching, State};
use super::Stats;

/// A way to run the engine on this CPU. Every path runs the same algorithm and gives the
/// same answers, byte for byte; they differ only in the instructions the compiler may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CpuPath {
    /// Any CPU: the code compiled for the target's baseline (SSE2 on x86-64).
    Portable,
    /// x86-64 with AVX2, BMI1, BMI2, LZCNT and POPCNT.
    Avx2,
}

impl CpuPath {
    /// Every path, slowest first.
    pub const ALL: [CpuPath; 2] = [CpuPath::Portable, CpuPath::Avx2];

    /// True when this CPU can run the path. Feature detection runs once per process and is
    /// cached by the standard library.
    pub fn is_supported(self) -> bool {
        match self {
            CpuPath::Portable => true,
            CpuPath::Avx2 => primitives::avx2_supported(),
        }
    }

    /// The fastest path this CPU supports.
    pub fn best() -> CpuPath {
        if CpuPath::Avx2.is_supported() {
            CpuPath::Avx2
        } else {
            CpuPath::Portable
        }
    }
}

/// The guesses after which a search starts again from its first state, propagating
/// thoroughly (see [`Search::run`]): more than the cheap search needs on the puzzles of
/// the benchmark sets and on the images of the hardest of them under the symmetries of
/// the grid that were measured, so that those puzzles do not pay for a restart, and
/// little enough that the phases of a search together stay within the bound of
/// `tests/common/guess_bound.rs`.
const THOROUGH_AFTER: u64 = 1024;

/// [`THOROUGH_AFTER`] for a board of fewer givens than any puzzle with one solution has
/// ([`FEWEST_CLUES`]): a search on it looks for a contradiction or for two solutions,
/// and a contradiction the cheap rules miss leaves it the most to explore.
const THOROUGH_AFTER_FEW_GIVENS: u64 = 128;

/// The fewest givens of a puzzle with exactly one solution (McGuire, Tugemann and
/// Civario, 2012).
const FEWEST_CLUES: u32 = 17;

/// The most probes the thorough phase makes (see [`Search::run`]), each counted as a guess.
const PROBE_BUDGET: u64 = 256;

/// The guesses of each short thorough round before the probing, on a board of
/// [`FEWEST_CLUES`] givens or more: one with several solutions that the cheap search did
/// not finish is often found in them, where probing would spend its budget on a state
/// with solutions.
const SHORT_ROUND: u64 = 32;

/// One search: what it looks for, what it found and what it spent.
pub struct Search {
    /// Stop after this many solutions.
    wanted: u32,
    /// Solutions found so far.
    pub found: u32,
    /// The first solution found.
    pub first: Option<State>,
    /// Guesses made: branch trials other than a pivot's last remaining alternative.
    pub guesses: u64,
    /// The most guesses allowed.
    max_guesses: u64,
    /// True when the search stopped because the next guess would exceed `max_guesses`.
    pub limit_reached: bool,
    /// `None` in the cheap first round; then how this thorough round branches.
    thorough: Option<Branching>,
    /// The guesses at which the current round stops, for the next one to start.
    round_end: u64,
    /// True when the current round stopped at `round_end`.
    escalate: bool,
}

impl Search {
    /// A search that stops after `wanted` solutions or before a guess beyond `max_guesses`.
    pub fn new(wanted: u32, max_guesses: u64) -> Search {
        Search {
            wanted,
            found: 0,
            first: None,
            guesses: 0,
            max_guesses,
            limit_reached: false,
            thorough: None,
            round_end: THOROUGH_AFTER,
            escalate: false,
        }
    }

    /// Searches from `state` on `path` until the wanted solutions are found, the space is
    /// exhausted or the guess limit stops it.
    ///
    /// The search runs in rounds, each from the first state, and a round that stops at its
    /// budget leaves the answer to the next. The first propagates with the cheap rules and
    /// branches on cells, for [`THOROUGH_AFTER`] guesses ([`THOROUGH_AFTER_FEW_GIVENS`] on
    /// a board of fewer than [`FEWEST_CLUES`] givens). The later rounds are thorough: every
    /// rule at every node (the triad rule, hidden pairs, the house rule), branching on a
    /// digit's placements in a band or stack as well as on cells. On a board of
    /// [`FEWEST_CLUES`] givens or more, two short rounds of [`SHORT_ROUND`] guesses come
    /// first, one in each [`Branching`] order. Then the search probes the first state (up
    /// to [`PROBE_BUDGET`] probes): every candidate that propagation refutes leaves it,
    /// which proves most boards with no solution at once and leaves the rest with fewer
    /// candidates. A last round in the tightest-house order searches the probed state to
    /// the end. Guesses and probes count across all rounds, against the one limit.
    pub fn run(&mut self, path: CpuPath, state: State) {
        if self.wanted == 0 {
            return;
        }
        let few_givens = state.filled() < FEWEST_CLUES;
        if few_givens {
            self.round_end = THOROUGH_AFTER_FEW_GIVENS;
        }
        self.run_from(path, state);
        if !few_givens {
            for branching in [Branching::TightestHouse, Branching::FewestChoices] {
                if !self.escalate {
                    return;
                }
                self.restart(branching, SHORT_ROUND);
                self.run_from(path, state);
            }
        }
        if !self.escalate {
            return;
        }
        self.restart(Branching::TightestHouse, PROBE_BUDGET);
        let Some(probed) = on_path!(path, probe_portable, probe_avx2, self, state) else {
            return;
        };
        if self.limit_reached {
            return;
        }
        // out of probes or not, the last round goes on from what the probing removed
        self.restart(Branching::TightestHouse, u64::MAX);
        self.run_from(path, probed);
    }

    /// Forgets what the round before found, for a thorough round in `branching`'s order
    /// that may make `guesses` more guesses.
    fn restart(&mut self, branching: Branching, guesses: u64) {
        self.escalate = false;
        self.found = 0;
        self.first = None;
        self.thorough = Some(branching);
        self.round_end = self.guesses.saturating_add(guesses);
    }

    /// One round from `state` on `path`, with the rules `thorough` says.
    fn run_from(&mut self, path: CpuPath, state: State) {
        on_path!(path, start_portable, start_avx2, self, state)
    }

    /// What the search spent.
    pub fn stats(&self) -> Stats {
        Stats {
            guesses: self.guesses,
        }
    }

    /// Records a solution; true when the search should stop.
    #[inline(always)]
    fn record(&mut self, state: &State) -> bool {
        self.found += 1;
        if self.first.is_none() {
            self.first = Some(*state);
        }
        self.found >= self.wanted
    }

    /// Accounts for one guess; false when the round must stop: `escalate` when it has
    /// made its guesses (looked at before the limit: the next round may need no more),
    /// `limit_reached` when the guess would exceed the limit.
    #[inline(always)]
    fn allow_guess(&mut self) -> bool {
        if self.guesses >= self.round_end {
            self.escalate = true;
            return false;
        }
        if self.guesses >= self.max_guesses {
            self.limit_reached = true;
            return false;
        }
        self.guesses += 1;
        true
    }
}

/// Calls `$portable` or, on the AVX2 path, `$avx2` (an instance of the same function
/// compiled with AVX2) with `$search` and `$state`.
macro_rules! on_path {
    ($path:expr, $portable:ident, $avx2:ident, $search:expr, $state:expr) => {
        match $path {
            CpuPath::Portable => $portable($search, $state),
            #[cfg(target_arch = "x86_64")]
            CpuPath::Avx2 => primitives::enter_avx2($avx2, $search, $state),
            #[cfg(not(target_arch = "x86_64"))]
            CpuPath::Avx2 => panic!("the AVX2 path exists only on x86-64"),
        }
    };
}
use on_path;

/// Defines a search's entry (`$start`, which takes the first state) and its recursive
/// step (`$name`, true when the search must stop: enough solutions, or the limit); each
/// instance is compiled with its own target features, and the state methods (all
/// `#[inline(always)]`) are compiled into it.
macro_rules! search_function {
    (
        $(#[$attribute:meta])*
        $start:ident,
        $name:ident,
        $probe:ident,
        $thorough_branch:ident,
        $primitives:ty
    ) => {
        /// [`State::thorough_branch`] on this path, out of line and cold: only thorough
        /// rounds branch so.
        $(#[$attribute])*
        #[cold]
        #[inline(never)]
        fn $thorough_branch(state: &State, branching: Branching, cell: Branch) -> Branch {
            state.thorough_branch::<$primitives>(branching, cell)
        }

        /// Probing: each open candidate of `state` in turn is placed on a copy, which is
        /// propagated with the cheap rules (the triad rule too where the copy is sparse); a
        /// candidate that leads to a contradiction leaves `state`, which is then propagated
        /// thoroughly. Passes repeat until one removes nothing. Each probe counts as a guess, and the
        /// probing stops when [`Search::allow_guess`] refuses one. `None` when the state has
        /// no solution; otherwise the state with what the probing removed.
        $(#[$attribute])*
        fn $probe(search: &mut Search, mut state: State) -> Option<State> {
            loop {
                state.propagate::<$primitives>(true)?;
                let mut removed = false;
                for b in 0..3 {
                    for d in 0..9 {
                        let mut open = state.open_cells(b, d);
                        while open != 0 {
                            let k = open.trailing_zeros();
                            open &= open - 1;
                            // gone, or placed, since the pass began
                            if state.open_cells(b, d) >> k & 1 == 0 {
                                continue;
                            }
                            if !search.allow_guess() {
                                return Some(state);
                            }
                            let mut child = state;
                            if child.place::<$primitives>(b, d, k)
                                && child.propagate::<$primitives>(false).is_some()
                            {
                                continue;
                            }
                            state.remove(b, d, k);
                            removed = true;
                            state.propagate::<$primitives>(true)?;
                        }
                    }
                }
                if !removed {
                    return Some(state);
                }
            }
        }

        $(#[$attribute])*
        fn $start(search: &mut Search, mut state: State) {
            $name(search, &mut state);
        }

        $(#[$attribute])*
        fn $name(search: &mut Search, state: &mut State) -> bool {
            let thorough = search.thorough.is_some();
            let Some(pairs) = state.propagate::<$primitives>(thorough) else {
                return false;
            };
            if state.is_solved() {
                return search.record(&state);
            }
            let mut branch = state.branch(pairs);
            // a branch three or more ways is worth a costlier look for eliminations first;
            // a thorough search looks everywhere
            while (thorough || branch.choices.count_ones() > 2) && state.hidden_pairs() {
                let Some(pairs) = state.propagate::<$primitives>(thorough) else {
                    return false;
                };
                if state.is_solved() {
                    return search.record(&state);
                }
                branch = state.branch(pairs);
            }
            if let Some(branching) = search.thorough {
                branch = $thorough_branch(state, branching, branch);
            }
            let Branch { pivot, mut choices } = branch;
            while choices != 0 {
                let choice = choices.trailing_zeros() as usize;
                choices &= choices - 1;
                if choices == 0 {
                    // the last alternative: the state itself becomes the child
                    return state.take::<$primitives>(pivot, choice) && $name(search, state);
                }
                if !search.allow_guess() {
                    return true;
                }
                let mut child = *state;
                if child.take::<$primitives>(pivot, choice) && $name(search, &mut child) {
                    return true;
                }
            }
            false
        }
    };
}

search_function!(
    start_portable,
    visit_portable,
    probe_portable,
    thorough_branch_portable,
    Portable
);
search_function!(
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
    start_avx2,
    visit_avx2,
    probe_avx2,
    thorough_branch_avx2,
    Avx2
);

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "x86_64")]
    use super::{primitives, probe_avx2};
    use super::{probe_portable, Branching, CpuPath, Search};
    use crate::board::{Encoding, Puzzle};
    use crate::engine::state::State;
    use crate::reference;

    /// The boards of a test data file that parse.
    fn boards(text: &str) -> Vec<Puzzle> {
        text.lines()
            .filter(|line| !line.starts_with('#') && line.len() >= 81)
            .filter_map(|line| {
                let bytes: &[u8; 81] = line.as_bytes()[..81].try_into().ok()?;
                Puzzle::parse(bytes, Encoding::Text).ok()
            })
            .collect()
    }

    /// The solutions the tests below count to.
    const LIMIT: u32 = 20;

    /// The boards of the hard and adversarial test data that the reference solver counts
    /// to `limit` soon (it is plain MRV), with their counts.
    fn counted_boards(limit: u32) -> Vec<(Puzzle, u32)> {
        let mut puzzles = boards(include_str!("../../tests/data/hard.txt"));
        puzzles.extend(boards(include_str!("../../tests/data/adversarial.txt")));
        let counted: Vec<_> = puzzles
            .into_iter()
            .filter_map(|puzzle| {
                let count = reference::count_within(&puzzle, limit, 2_000_000)?;
                Some((puzzle, count))
            })
            .collect();
        assert!(counted.len() >= 60, "only {} boards counted", counted.len());
        counted
    }

    /// A thorough round in `branching`'s order with no budget but the limit of `LIMIT`
    /// solutions.
    fn unbounded_round(branching: Branching) -> Search {
        Search {
            thorough: Some(branching),
            round_end: u64::MAX,
            ..Search::new(LIMIT, u64::MAX)
        }
    }

    #[test]
    #[cfg_attr(miri, ignore = "thousands of thorough searches: too slow under Miri")]
    fn each_thorough_order_alone_counts_what_the_reference_counts() {
        for (puzzle, expected) in counted_boards(LIMIT) {
            for branching in [Branching::FewestChoices, Branching::TightestHouse] {
                for path in CpuPath::ALL.into_iter().filter(|path| path.is_supported()) {
                    let mut search = unbounded_round(branching);
                    search.run_from(path, State::of_consistent(puzzle.cells()));
                    assert_eq!(
                        search.found,
                        expected,
                        "{branching:?} on {path:?}: {:?}",
                        puzzle.cells()
                    );
                    assert!(!search.escalate && !search.limit_reached);
                }
            }
        }
    }

    #[test]
    #[cfg_attr(miri, ignore = "thousands of thorough searches: too slow under Miri")]
    fn probing_keeps_every_solution() {
        let mut refuted = 0;
        for (puzzle, expected) in counted_boards(LIMIT) {
            for path in CpuPath::ALL.into_iter().filter(|path| path.is_supported()) {
                let mut probing = unbounded_round(Branching::TightestHouse);
                let state = State::of_consistent(puzzle.cells());
                let probed = on_path!(path, probe_portable, probe_avx2, &mut probing, state);
                assert!(!probing.escalate && !probing.limit_reached);
                let found = match probed {
                    None => {
                        refuted += 1;
                        0
                    }
                    Some(state) => {
                        let mut search = unbounded_round(Branching::TightestHouse);
                        search.run_from(path, state);
                        search.found
                    }
                };
                assert_eq!(found, expected, "{path:?}: {:?}", puzzle.cells());
            }
        }
        // the boards with no solution that the probing alone refutes
        assert!(refuted >= 10, "probing refuted only {refuted} boards");
    }
}
