//! Depth-first search over propagated states, stamped out once per CPU path, and the
//! run-time choice between those paths.
//!
//! This is the only module of the core with `unsafe`: calling a function compiled for
//! extra CPU features is unsafe, and it happens only after the CPU was seen to have them.
#![allow(unsafe_code)]

use super::state::{Portable, State};
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
            #[cfg(target_arch = "x86_64")]
            CpuPath::Avx2 => {
                std::arch::is_x86_feature_detected!("avx2")
                    && std::arch::is_x86_feature_detected!("bmi1")
                    && std::arch::is_x86_feature_detected!("bmi2")
                    && std::arch::is_x86_feature_detected!("lzcnt")
                    && std::arch::is_x86_feature_detected!("popcnt")
            }
            #[cfg(not(target_arch = "x86_64"))]
            CpuPath::Avx2 => false,
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
/// thoroughly (see [`Search::run`]): more than the puzzles of the benchmark sets need, so
/// that they never pay for the thorough rules.
const THOROUGH_AFTER: u64 = 768;

/// One search: what it looks for, what it found and what it spent.
pub struct Search {
    /// Stop after this many solutions.
    wanted: u32,
    /// Solutions found so far.
    pub found: u32,
    /// The first solution found.
    pub first: Option<State>,
    /// Guesses made: branch trials other than a cell's last remaining candidate.
    pub guesses: u64,
    /// The most guesses allowed.
    max_guesses: u64,
    /// True when the search stopped because the next guess would exceed `max_guesses`.
    pub limit_reached: bool,
    /// True once the search has started again thoroughly (see [`Search::run`]).
    thorough: bool,
    /// True when the cheap search reached [`THOROUGH_AFTER`] guesses and stopped, to be
    /// started again thoroughly.
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
            thorough: false,
            escalate: false,
        }
    }

    /// Searches from `state` on `path` until the wanted solutions are found, the space is
    /// exhausted or the guess limit stops it.
    ///
    /// The search first propagates with the cheap rules. If it has not finished after
    /// [`THOROUGH_AFTER`] guesses, it forgets what it found and starts again from `state`
    /// with every rule at every node (the triad rule, hidden pairs, the house rule), which
    /// cost more per node but soon end the searches of boards whose contradiction the cheap
    /// rules miss. Guesses count across both, against the one limit.
    pub fn run(&mut self, path: CpuPath, state: State) {
        if self.wanted == 0 {
            return;
        }
        self.run_from(path, state);
        if self.escalate {
            self.found = 0;
            self.first = None;
            self.thorough = true;
            self.run_from(path, state);
        }
    }

    /// One search from `state` on `path`, with the rules `thorough` says.
    fn run_from(&mut self, path: CpuPath, state: State) {
        match path {
            CpuPath::Portable => start_portable(self, state),
            #[cfg(target_arch = "x86_64")]
            CpuPath::Avx2 => {
                assert!(path.is_supported(), "the AVX2 path needs an AVX2 CPU");
                // SAFETY: the CPU has every feature start_avx2 is compiled for.
                unsafe { start_avx2(self, state) };
            }
            #[cfg(not(target_arch = "x86_64"))]
            CpuPath::Avx2 => panic!("the AVX2 path exists only on x86-64"),
        }
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

    /// Accounts for one guess; false when the search must stop: `escalate` when the cheap
    /// search has made [`THOROUGH_AFTER`] guesses (before the limit is looked at: the
    /// thorough search may need no more), `limit_reached` when the guess would exceed the
    /// limit.
    #[inline(always)]
    fn allow_guess(&mut self) -> bool {
        if !self.thorough && self.guesses >= THOROUGH_AFTER {
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

/// Defines a search's entry (`$start`, which takes the first state) and its recursive
/// step (`$name`, true when the search must stop: enough solutions, or the limit); each
/// instance is compiled with its own target features, and the state methods (all
/// `#[inline(always)]`) are compiled into it.
macro_rules! search_function {
    ($(#[$attribute:meta])* $start:ident, $name:ident, $primitives:ty) => {
        $(#[$attribute])*
        fn $start(search: &mut Search, mut state: State) {
            $name(search, &mut state);
        }

        $(#[$attribute])*
        fn $name(search: &mut Search, state: &mut State) -> bool {
            let thorough = search.thorough;
            let Some(pairs) = state.propagate::<$primitives>(thorough) else {
                return false;
            };
            if state.is_solved() {
                return search.record(&state);
            }
            let (mut band, mut cell, mut digits) = state.branch(pairs);
            // a branch three or more ways is worth a costlier look for eliminations first;
            // a thorough search looks everywhere
            while (thorough || digits.count_ones() > 2) && state.hidden_pairs() {
                let Some(pairs) = state.propagate::<$primitives>(thorough) else {
                    return false;
                };
                if state.is_solved() {
                    return search.record(&state);
                }
                (band, cell, digits) = state.branch(pairs);
            }
            while digits != 0 {
                let digit = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                if digits == 0 {
                    // the last candidate: the state itself becomes the child
                    return state.place::<$primitives>(band, digit, cell) && $name(search, state);
                }
                if !search.allow_guess() {
                    return true;
                }
                let mut child = *state;
                if child.place::<$primitives>(band, digit, cell) && $name(search, &mut child) {
                    return true;
                }
            }
            false
        }
    };
}

search_function!(start_portable, visit_portable, Portable);
search_function!(
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
    start_avx2,
    visit_avx2,
    Avx2
);

/// The primitives in AVX2 and BMI2 instructions. Sound only inside `visit_avx2`, the one
/// user, which runs only on CPUs that have those features.
#[cfg(target_arch = "x86_64")]
struct Avx2;

#[cfg(target_arch = "x86_64")]
impl super::state::Primitives for Avx2 {
    #[inline(always)]
    fn remove(digits: &mut [u32; 9], cells: u32) -> u16 {
        use std::arch::x86_64::*;
        // SAFETY: only reached from visit_avx2 (AVX2 present); the load and the store
        // touch the first eight of nine initialised u32s.
        let kept = unsafe {
            let all = _mm256_loadu_si256(digits.as_ptr().cast());
            let gone = _mm256_set1_epi32(cells as i32);
            let untouched = _mm256_cmpeq_epi32(_mm256_and_si256(all, gone), _mm256_setzero_si256());
            _mm256_storeu_si256(digits.as_mut_ptr().cast(), _mm256_andnot_si256(gone, all));
            _mm256_movemask_ps(_mm256_castsi256_ps(untouched)) as u16
        };
        let last = u16::from(digits[8] & cells != 0) << 8;
        digits[8] &= !cells;
        (!kept & 0xff) | last
    }

    #[inline(always)]
    fn triads(cells: u32) -> usize {
        // a triad's bit is its first cell's: fold each three-cell group onto it, then gather
        let any = cells | cells >> 1 | cells >> 2;
        // SAFETY: only reached from visit_avx2 (BMI2 present).
        unsafe { std::arch::x86_64::_pext_u32(any, 0o111_111_111) as usize }
    }

    #[inline(always)]
    fn stack_triads(columns: u32, stack: u32) -> usize {
        // SAFETY: only reached from visit_avx2 (BMI2 present).
        unsafe { std::arch::x86_64::_pext_u32(columns, 0o007_007_007 << (stack * 3)) as usize }
    }

    #[inline(always)]
    fn coverage(digits: &[u32; 9]) -> [u32; 3] {
        use std::arch::x86_64::*;
        // saturating counts (at least one, two, three) of digits 1-8, merged in a tree:
        // each lane with its neighbour's, then with the neighbouring pair's, then with the
        // other half's, so that every lane ends with all eight. Macros, not closures: a
        // closure would not inherit the target features.
        macro_rules! merge {
            ($counts:ident, $swap:ident) => {{
                let [one, two, three] = $counts;
                let [other_one, other_two, other_three] = [$swap!(one), $swap!(two), $swap!(three)];
                let three = _mm256_or_si256(
                    _mm256_or_si256(three, other_three),
                    _mm256_or_si256(
                        _mm256_and_si256(two, other_one),
                        _mm256_and_si256(one, other_two),
                    ),
                );
                let two = _mm256_or_si256(
                    _mm256_or_si256(two, other_two),
                    _mm256_and_si256(one, other_one),
                );
                [_mm256_or_si256(one, other_one), two, three]
            }};
        }
        macro_rules! neighbour {
            ($v:expr) => {
                _mm256_shuffle_epi32::<0b10_11_00_01>($v)
            };
        }
        macro_rules! pair {
            ($v:expr) => {
                _mm256_shuffle_epi32::<0b01_00_11_10>($v)
            };
        }
        macro_rules! half {
            ($v:expr) => {
                _mm256_permute2x128_si256::<1>($v, $v)
            };
        }
        // SAFETY: only reached from visit_avx2 (AVX2 present); the load reads the first
        // eight of nine initialised u32s.
        let [one, two, three] = unsafe {
            let zero = _mm256_setzero_si256();
            let counts = [_mm256_loadu_si256(digits.as_ptr().cast()), zero, zero];
            let counts = merge!(counts, neighbour);
            let counts = merge!(counts, pair);
            let counts = merge!(counts, half);
            let [one, two, three] = counts;
            [
                _mm256_cvtsi256_si32(one) as u32,
                _mm256_cvtsi256_si32(two) as u32,
                _mm256_cvtsi256_si32(three) as u32,
            ]
        };
        let last = digits[8];
        [one | last, two | one & last, three | two & last]
    }
}
