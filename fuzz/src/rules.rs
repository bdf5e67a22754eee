//! The fuzz targets of the calls under variant rules. Each input is a rule set (flags,
//! regions from the boxes with cells swapped or from raw ids, cages grown from runs of
//! cells, sums, a struct size), then a board, then what the call takes besides. The
//! checks: faulty rules give `SUDOKU_ERR_RULES` (or `SUDOKU_ERR_ARGUMENT` for a short
//! struct) whatever the board, with every buffer unchanged, exactly when
//! `sudoku_rules_check` finds the fault; then the board's own errors; then an answer
//! that obeys every rule (checked by the oracle the tests use, `tests/common/variant.rs`)
//! and keeps the givens, a count that agrees with solving and with the oracle's
//! backtracking wherever that finishes within its bound, and every buffer unchanged on
//! any other status. A generated puzzle must be unique under its rules, symmetric, the
//! same for the same seed and rated at the levels asked; a generated killer's cages must be a sound rule set
//! under which its puzzle is unique. Validation must name the lowest repeated given the oracle sees, and
//! candidates must keep every digit of a solution and drop none the givens allow, cages
//! aside.

use std::mem::size_of;

use sudoku::board::Encoding;
use sudoku::ffi::candidates::{sudoku_candidates_rules, sudoku_candidates_rules_values};
use sudoku::ffi::generate::{
    sudoku_generate_options, sudoku_generate_rules, sudoku_generate_rules_values,
};
use sudoku::ffi::jigsaw::{sudoku_generate_jigsaw, sudoku_generate_jigsaw_values};
use sudoku::ffi::killer::{sudoku_generate_killer, sudoku_generate_killer_values, sudoku_killer};
use sudoku::ffi::problem::{sudoku_problem, sudoku_unit};
use sudoku::ffi::rate::sudoku_rating;
use sudoku::ffi::rules::*;
use sudoku::ffi::rules_hint::sudoku_rate_rules;
use sudoku::ffi::solve::{sudoku_options, sudoku_stats};
use sudoku::ffi::status::sudoku_status::{self, *};
use sudoku::ffi::validate::{sudoku_validate_rules, sudoku_validate_rules_values};
use sudoku::generator::symmetry::Symmetry;

use crate::game::options_from;
use crate::{counted, limit_from, stats_pointer, take, Case, Effort, Want, CELLS};

#[path = "../../tests/common/variant.rs"]
mod variant;
use variant::{Variant, UNWRITTEN, UNWRITTEN_KILLER};

/// Nodes the oracle's backtracking may visit before a board counts as too big to compare.
const ORACLE_NODES: u64 = 20_000;

/// Guesses a search may take before the harness calls a board too hard for the calls
/// without a limit (which would then run past the fuzzer's time limit).
pub(crate) const HARNESS_GUESSES: u64 = 2_000;

/// A rule set from fuzz bytes, the size its struct declares, and a byte past the known
/// fields (inside a larger declared size, a newer header's field).
pub(crate) struct FuzzRules {
    pub(crate) variant: Variant,
    size: u32,
    tail: u8,
}

/// `sudoku_rules` followed by room for a caller's larger `size`, up to 64 bytes.
#[repr(C)]
pub(crate) struct RulesRoom {
    pub(crate) known: sudoku_rules,
    tail: [u8; 64 - size_of::<sudoku_rules>()],
}

impl FuzzRules {
    /// Reads a rule set from the front of `data`; the bytes after it.
    pub(crate) fn split(data: &[u8]) -> (FuzzRules, &[u8]) {
        let [flags, shape] = take::<2>(data);
        let mut rest = data.get(2..).unwrap_or_default();
        let mut next = || {
            let (&byte, after) = rest.split_first().unwrap_or((&0, &[]));
            rest = after;
            byte
        };
        let mut variant = Variant::flags(u32::from(flags));
        if shape & 1 != 0 {
            let mut regions: [u8; CELLS] =
                std::array::from_fn(|cell| (cell / 27 * 3 + cell % 9 / 3) as u8);
            for _ in 0..next() % 8 {
                let (a, b) = (usize::from(next()) % CELLS, usize::from(next()) % CELLS);
                regions.swap(a, b);
            }
            if shape & 2 != 0 {
                regions[usize::from(next()) % CELLS] = next() % 12;
            }
            variant.regions = Some(regions);
        }
        if shape & 4 != 0 {
            let mut cages = [0u8; CELLS];
            let count = next() % 30;
            for id in 1..=count {
                let (start, length, step, sum) = (next(), next(), next(), next());
                let step = if step & 1 == 0 { 1 } else { 9 };
                for k in 0..usize::from(length % 5 + 1) {
                    cages[(usize::from(start) + k * step) % CELLS] = id;
                }
                variant.sums.push(sum % 48);
            }
            if shape & 8 != 0 {
                cages[usize::from(next()) % CELLS] = next() % 40;
            }
            variant.cages = Some(cages);
        }
        let size = if shape & 16 != 0 {
            u32::from(next()) % (size_of::<RulesRoom>() as u32 + 1)
        } else {
            size_of::<sudoku_rules>() as u32
        };
        let tail = if shape & 32 != 0 { next() } else { 0 };
        (
            FuzzRules {
                variant,
                size,
                tail,
            },
            rest,
        )
    }

    /// True when the rules are the classic ones, in any spelling, which the classic calls
    /// answer with no default limit; under any other rules a call without a limit of its
    /// caller's stops at the default one (`SUDOKU_RULES_DEFAULT_GUESSES`).
    pub(crate) fn is_classic(&self) -> bool {
        let boxes: [u8; CELLS] = std::array::from_fn(|cell| (cell / 27 * 3 + cell % 9 / 3) as u8);
        let variant = &self.variant;
        variant.flags == 0 && variant.sums.is_empty() && variant.regions.is_none_or(|r| r == boxes)
    }

    /// The struct, with room after it for its declared size.
    pub(crate) fn room(&self) -> RulesRoom {
        let mut room = RulesRoom {
            known: sudoku_rules {
                size: self.size,
                ..self.variant.rules()
            },
            tail: [0; 64 - size_of::<sudoku_rules>()],
        };
        room.tail[0] = self.tail;
        room
    }

    /// True when the struct's size or a newer field must be refused.
    fn malformed(&self) -> bool {
        let known = size_of::<sudoku_rules>();
        (self.size as usize) < known || (self.size as usize > known && self.tail != 0)
    }

    /// The status every call under these rules returns before it reads the board, if any:
    /// `sudoku_rules_check`'s, checked against what the harness knows of the struct.
    pub(crate) fn error(&self) -> Option<sudoku_status> {
        let room = self.room();
        let mut problem = std::mem::MaybeUninit::<sudoku_problem>::uninit();
        // SAFETY: a struct of our own, readable for its size, whose arrays are the
        // variant's, and room for a report.
        let status = unsafe { sudoku_rules_check(&room.known, problem.as_mut_ptr()) };
        let malformed = self.malformed();
        match status {
            SUDOKU_OK => assert!(!malformed, "a malformed struct passed"),
            SUDOKU_ERR_ARGUMENT => assert!(malformed, "a sound struct refused"),
            SUDOKU_ERR_RULES => {
                assert!(!malformed);
                // SAFETY: written with SUDOKU_ERR_RULES.
                let problem = unsafe { problem.assume_init() };
                assert_eq!(problem.status, SUDOKU_ERR_RULES);
                assert!(
                    (1..=10).contains(&problem.value),
                    "a fault {}",
                    problem.value
                );
            }
            other => panic!("sudoku_rules_check gave {other:?}"),
        }
        let sound = status == SUDOKU_OK;
        if sound {
            self.assert_sound();
        }
        (!sound).then_some(status)
    }

    /// Panics unless the rule set is sound by the rules' own definition: flags known,
    /// regions of nine connected cells, cages of one to nine connected cells with a sum
    /// their size allows.
    fn assert_sound(&self) {
        let v = &self.variant;
        assert_eq!(v.flags & !31, 0, "unknown flags passed");
        let groups = |ids: &[u8; CELLS], id: u8| -> Vec<usize> {
            (0..CELLS).filter(|&c| ids[c] == id).collect()
        };
        if let Some(regions) = &v.regions {
            for id in 0..9 {
                let cells = groups(regions, id);
                assert_eq!(cells.len(), 9, "region {id}");
                assert!(connected(&cells), "region {id} is not connected");
            }
            assert!(regions.iter().all(|&id| id < 9));
        }
        if let Some(cages) = &v.cages {
            assert!(cages.iter().all(|&id| usize::from(id) <= v.sums.len()));
            for (index, &sum) in v.sums.iter().enumerate() {
                let cells = groups(cages, index as u8 + 1);
                let n = cells.len();
                assert!((1..=9).contains(&n), "cage {} has {n} cells", index + 1);
                assert!(connected(&cells), "cage {} is not connected", index + 1);
                let (low, high) = (n * (n + 1) / 2, n * (19 - n) / 2);
                assert!(
                    (low..=high).contains(&usize::from(sum)),
                    "cage sum {sum} in {n} cells"
                );
            }
        }
    }

    /// The status a call under sound rules must return for `case` before searching, if
    /// any: a bad byte, or two equal givens that must differ.
    fn board_error(&self, case: &Case) -> Option<sudoku_status> {
        let digits = case_digits(case)?;
        let repeated = (0..CELLS).any(|a| {
            (0..a).any(|b| {
                digits[a] != 0
                    && digits[a] == digits[b]
                    && !self.variant.allows(a, digits[a], b, digits[b])
            })
        });
        repeated.then_some(SUDOKU_ERR_DUPLICATE_GIVEN)
    }

    /// True when a guess-limited count of `case` finishes: the calls without a limit may
    /// then run on it within the fuzzer's time limit.
    fn tractable(&self, case: &Case) -> bool {
        let room = self.room();
        let options = sudoku_options {
            size: size_of::<sudoku_options>() as u32,
            reserved: 0,
            max_guesses: HARNESS_GUESSES,
        };
        // SAFETY: our own board, rules readable for their size, count and options.
        let (status, _) = counted(|count| unsafe {
            sudoku_count_solutions_rules_with(
                text_of(case).as_ptr().cast(),
                &room.known,
                2,
                count,
                &options,
                std::ptr::null_mut(),
            )
        });
        status != SUDOKU_LIMIT_REACHED
    }

    /// The oracle's count up to `limit`, if it finishes within its bound.
    pub(crate) fn oracle_count(&self, case: &Case, limit: u32) -> Option<u32> {
        self.variant
            .reference_count(&case_digits(case)?, limit, ORACLE_NODES)
    }
}

/// True when `cells` (sorted, not empty) are orthogonally connected.
fn connected(cells: &[usize]) -> bool {
    let mut reached = vec![cells[0]];
    let mut i = 0;
    while i < reached.len() {
        let cell = reached[i];
        for &other in cells {
            let near =
                (cell / 9 == other / 9 && cell.abs_diff(other) == 1) || cell.abs_diff(other) == 9;
            if near && !reached.contains(&other) {
                reached.push(other);
            }
        }
        i += 1;
    }
    reached.len() == cells.len()
}

/// The digits of a case's board (0 for empty), or `None` when a byte is bad.
pub(crate) fn case_digits(case: &Case) -> Option<[u8; CELLS]> {
    digits_of(&case.board, case.encoding)
}

/// The digits of a board in `encoding` (0 for empty), or `None` when a byte is bad.
pub(crate) fn digits_of(board: &[u8; CELLS], encoding: Encoding) -> Option<[u8; CELLS]> {
    let mut digits = [0u8; CELLS];
    for (digit, &byte) in digits.iter_mut().zip(board) {
        *digit = digit_of(byte, encoding)?;
    }
    Some(digits)
}

/// The digit a byte spells in `encoding` (0 for empty), or `None` for a bad byte.
fn digit_of(byte: u8, encoding: Encoding) -> Option<u8> {
    match (encoding, byte) {
        (Encoding::Text, b'1'..=b'9') => Some(byte - b'0'),
        (Encoding::Text, b'.' | b'0') | (Encoding::Values, 0) => Some(0),
        (Encoding::Values, 1..=9) => Some(byte),
        _ => None,
    }
}

/// A case's board in the text encoding (for the harness's own calls).
pub(crate) fn text_of(case: &Case) -> [u8; CELLS] {
    case_digits(case).map_or([b'x'; CELLS], |digits| {
        digits.map(|d| if d == 0 { b'.' } else { b'0' + d })
    })
}

/// The statuses a call must return before it searches: the rules' (checked first), and
/// the board's (checked after the call's other arguments).
#[derive(Clone, Copy)]
pub(crate) struct Errors {
    rules: Option<sudoku_status>,
    board: Option<sudoku_status>,
}

impl Errors {
    /// The status of a call whose other arguments give `arguments`, if any.
    pub(crate) fn with(self, arguments: Option<sudoku_status>) -> Option<sudoku_status> {
        self.rules.or(arguments).or(self.board)
    }
}

/// Reads rules and a board; `None` (nothing to call) when a call without a limit would
/// search and its search is too long for the fuzzer's time limit.
pub(crate) fn setup(
    data: &[u8],
    encoding: Encoding,
    limited: bool,
) -> Option<(FuzzRules, Case, Errors, &[u8])> {
    let (rules, rest) = FuzzRules::split(data);
    let (case, rest) = Case::split(rest, encoding);
    let errors = Errors {
        rules: rules.error(),
        board: match case_digits(&case) {
            None => Some(SUDOKU_ERR_INVALID_BYTE),
            Some(_) => rules.board_error(&case),
        },
    };
    let searches = errors.with(None).is_none();
    if searches && !limited && !rules.tractable(&case) {
        return None;
    }
    Some((rules, case, errors, rest))
}

/// Checks one solving call: `status` and the board `after` it.
fn check_solved(
    rules: &FuzzRules,
    case: &Case,
    error: Option<sudoku_status>,
    want: Want,
    limited: bool,
    status: sudoku_status,
    after: &[u8; CELLS],
) {
    if let Some(error) = error {
        assert_eq!(status, error);
    }
    if status != SUDOKU_OK {
        assert_eq!(after, &case.board, "the board changed on {status:?}");
    }
    match status {
        SUDOKU_OK => {
            let givens = case_digits(case).unwrap();
            let answer = digits_of(after, case.encoding).expect("an answer of digits");
            assert!(
                rules.variant.solves(&givens, &answer),
                "the answer breaks the rules"
            );
            match rules.oracle_count(case, 2) {
                Some(0) => panic!("solved a board the oracle finds no solution for"),
                Some(2) if want == Want::Unique => panic!("a unique answer to two solutions"),
                _ => {}
            }
        }
        SUDOKU_NO_SOLUTION => assert!(rules.oracle_count(case, 1).is_none_or(|n| n == 0)),
        SUDOKU_MULTIPLE_SOLUTIONS => {
            assert!(want == Want::Unique);
            assert!(rules.oracle_count(case, 2).is_none_or(|n| n == 2));
        }
        SUDOKU_LIMIT_REACHED => {
            assert!(limited || !rules.is_classic(), "a limit without a limit")
        }
        _ => assert!(error.is_some(), "an unexpected {status:?}"),
    }
}

/// Checks one counting call with `limit`: its status and the count it wrote.
fn check_counted(
    rules: &FuzzRules,
    case: &Case,
    error: Option<sudoku_status>,
    limit: u32,
    limited: bool,
    status: sudoku_status,
    written: Option<u32>,
) {
    assert_eq!(
        status == SUDOKU_OK,
        written.is_some(),
        "count written iff OK"
    );
    match (error, status) {
        (Some(error), _) => assert_eq!(status, error),
        (None, SUDOKU_OK) => {
            let count = written.unwrap();
            assert!(count <= limit);
            if let Some(expected) = rules.oracle_count(case, limit) {
                assert_eq!(count, expected, "differs from the oracle");
            }
        }
        (None, SUDOKU_LIMIT_REACHED) => {
            assert!(limited || !rules.is_classic(), "a limit without a limit")
        }
        (None, other) => panic!("a count gave {other:?}"),
    }
}

/// Fuzzes `sudoku_rules_check`: its verdict is checked in `FuzzRules::error`, and a
/// sound rule set's calls must then run (a solve of the empty board under a limit).
pub fn rules_check(data: &[u8]) {
    let (rules, _) = FuzzRules::split(data);
    let error = rules.error();
    let mut board = [b'.'; CELLS];
    let options = sudoku_options {
        size: size_of::<sudoku_options>() as u32,
        reserved: 0,
        max_guesses: HARNESS_GUESSES,
    };
    let room = rules.room();
    // SAFETY: our own board, rules readable for their size, and options.
    let status = unsafe {
        sudoku_solve_rules_with(
            board.as_mut_ptr().cast(),
            &room.known,
            &options,
            std::ptr::null_mut(),
        )
    };
    let case = Case::split(&[], Encoding::Text).0;
    check_solved(&rules, &case, error, Want::First, true, status, &board);
}

/// Runs a plain solving call under rules on the input and checks it.
fn fuzz_solve_rules(
    data: &[u8],
    encoding: Encoding,
    want: Want,
    call: impl FnOnce(&mut [u8; CELLS], &sudoku_rules) -> sudoku_status,
) {
    let Some((rules, case, errors, _)) = setup(data, encoding, false) else {
        return;
    };
    let mut board = case.board;
    let status = call(&mut board, &rules.room().known);
    check_solved(
        &rules,
        &case,
        errors.with(None),
        want,
        false,
        status,
        &board,
    );
}

/// Runs a plain counting call under rules on the input and checks it.
fn fuzz_count_rules(
    data: &[u8],
    encoding: Encoding,
    call: impl FnOnce(&[u8; CELLS], &sudoku_rules, u32, &mut u32) -> sudoku_status,
) {
    let Some((rules, case, errors, rest)) = setup(data, encoding, false) else {
        return;
    };
    let limit = limit_from(rest);
    let room = rules.room();
    let (status, written) = counted(|count| call(&case.board, &room.known, limit, count));
    let error = errors.with((limit == 0).then_some(SUDOKU_ERR_ARGUMENT));
    check_counted(&rules, &case, error, limit, false, status, written);
}

/// Fuzzes `sudoku_solve_rules`.
pub fn solve_rules(data: &[u8]) {
    // SAFETY: our own board and rules.
    fuzz_solve_rules(data, Encoding::Text, Want::First, |board, rules| unsafe {
        sudoku_solve_rules(board.as_mut_ptr().cast(), rules)
    });
}

/// Fuzzes `sudoku_solve_rules_values`.
pub fn solve_rules_values(data: &[u8]) {
    // SAFETY: our own board and rules.
    fuzz_solve_rules(data, Encoding::Values, Want::First, |board, rules| unsafe {
        sudoku_solve_rules_values(board.as_mut_ptr(), rules)
    });
}

/// Fuzzes `sudoku_solve_unique_rules`.
pub fn solve_unique_rules(data: &[u8]) {
    // SAFETY: our own board and rules.
    fuzz_solve_rules(data, Encoding::Text, Want::Unique, |board, rules| unsafe {
        sudoku_solve_unique_rules(board.as_mut_ptr().cast(), rules)
    });
}

/// Fuzzes `sudoku_solve_unique_rules_values`.
pub fn solve_unique_rules_values(data: &[u8]) {
    // SAFETY: our own board and rules.
    fuzz_solve_rules(
        data,
        Encoding::Values,
        Want::Unique,
        |board, rules| unsafe { sudoku_solve_unique_rules_values(board.as_mut_ptr(), rules) },
    );
}

/// Fuzzes `sudoku_count_solutions_rules`.
pub fn count_solutions_rules(data: &[u8]) {
    // SAFETY: our own board, rules and count.
    fuzz_count_rules(data, Encoding::Text, |board, rules, limit, count| unsafe {
        sudoku_count_solutions_rules(board.as_ptr().cast(), rules, limit, count)
    });
}

/// Fuzzes `sudoku_count_solutions_rules_values`.
pub fn count_solutions_rules_values(data: &[u8]) {
    // SAFETY: our own board, rules and count.
    fuzz_count_rules(
        data,
        Encoding::Values,
        |board, rules, limit, count| unsafe {
            sudoku_count_solutions_rules_values(board.as_ptr(), rules, limit, count)
        },
    );
}

/// Runs an options-taking solving call under rules: options and statistics from the bytes
/// after the board (some malformed: `SUDOKU_ERR_ARGUMENT` unless the rules fail first).
fn fuzz_solve_rules_with(
    data: &[u8],
    want: Want,
    call: unsafe extern "C" fn(
        *mut std::ffi::c_char,
        *const sudoku_rules,
        *const sudoku_options,
        *mut sudoku_stats,
    ) -> sudoku_status,
) {
    let Some((rules, case, errors, rest)) = setup(data, Encoding::Text, true) else {
        return;
    };
    let effort = Effort::from_bytes(rest);
    let error = errors.with(effort.malformed.then_some(SUDOKU_ERR_ARGUMENT));
    if effort.max_guesses == 0 && error.is_none() && !rules.tractable(&case) {
        return;
    }
    let mut stats = effort.stats;
    let mut board = case.board;
    let room = rules.room();
    // SAFETY: our own board, rules and options readable for their size, and stats.
    let status = unsafe {
        call(
            board.as_mut_ptr().cast(),
            &room.known,
            effort.options(),
            stats_pointer(&mut stats),
        )
    };
    effort.check_stats(status, stats);
    check_solved(
        &rules,
        &case,
        error,
        want,
        effort.max_guesses != 0,
        status,
        &board,
    );
}

/// Fuzzes `sudoku_solve_rules_with`.
pub fn solve_rules_with(data: &[u8]) {
    fuzz_solve_rules_with(data, Want::First, sudoku_solve_rules_with);
}

/// Fuzzes `sudoku_solve_unique_rules_with`.
pub fn solve_unique_rules_with(data: &[u8]) {
    fuzz_solve_rules_with(data, Want::Unique, sudoku_solve_unique_rules_with);
}

/// Fuzzes `sudoku_count_solutions_rules_with`: a limit, then options and statistics.
pub fn count_solutions_rules_with(data: &[u8]) {
    let Some((rules, case, errors, rest)) = setup(data, Encoding::Text, true) else {
        return;
    };
    let limit = limit_from(rest);
    let effort = Effort::from_bytes(rest.get(1..).unwrap_or_default());
    let arguments = effort.malformed.then_some(SUDOKU_ERR_ARGUMENT);
    let error = errors.with(arguments.or((limit == 0).then_some(SUDOKU_ERR_ARGUMENT)));
    if effort.max_guesses == 0 && error.is_none() && !rules.tractable(&case) {
        return;
    }
    let mut stats = effort.stats;
    let room = rules.room();
    // SAFETY: our own board, rules and count, options readable for their size, and stats.
    let (status, written) = counted(|count| unsafe {
        sudoku_count_solutions_rules_with(
            case.board.as_ptr().cast(),
            &room.known,
            limit,
            count,
            effort.options(),
            stats_pointer(&mut stats),
        )
    });
    effort.check_stats(status, stats);
    check_counted(
        &rules,
        &case,
        error,
        limit,
        effort.max_guesses != 0,
        status,
        written,
    );
}

/// Runs a validating call under rules on the input and checks its report against the
/// oracle: the first bad byte, or the lowest cell repeating an earlier given it must
/// differ from, with such a given; nothing written on an error of the rules.
fn fuzz_validate_rules(
    data: &[u8],
    encoding: Encoding,
    call: impl FnOnce(&[u8; CELLS], &sudoku_rules, &mut sudoku_problem) -> sudoku_status,
) {
    let Some((rules, case, errors, _)) = setup(data, encoding, true) else {
        return;
    };
    let mut report = UNWRITTEN;
    let status = call(&case.board, &rules.room().known, &mut report);
    if let Some(error) = errors.rules {
        assert_eq!((status, report), (error, UNWRITTEN));
        return;
    }
    assert_eq!(report.status, status);
    let Some(digits) = case_digits(&case) else {
        let bad = (0..CELLS).find(|&cell| digit_of(case.board[cell], case.encoding).is_none());
        assert_eq!(
            (status, report.cell),
            (SUDOKU_ERR_INVALID_BYTE, bad.unwrap() as i32)
        );
        return;
    };
    let tied = |a: usize, b: usize| {
        digits[a] != 0
            && digits[a] == digits[b]
            && !rules.variant.allows(a, digits[a], b, digits[b])
    };
    match (0..CELLS).find(|&second| (0..second).any(|first| tied(first, second))) {
        None => assert_eq!(
            (status, report.cell, report.other_cell),
            (SUDOKU_OK, -1, -1)
        ),
        Some(second) => {
            assert_eq!(
                (status, report.cell),
                (SUDOKU_ERR_DUPLICATE_GIVEN, second as i32)
            );
            let first = usize::try_from(report.other_cell).expect("an earlier cell");
            assert!(first < second && tied(first, second), "{report:?}");
            assert_eq!(report.value, i32::from(digits[second]));
            assert_ne!(report.unit, sudoku_unit::SUDOKU_UNIT_NONE);
        }
    }
}

/// Fuzzes `sudoku_validate_rules`.
pub fn validate_rules(data: &[u8]) {
    // SAFETY: our own board, rules and report.
    fuzz_validate_rules(data, Encoding::Text, |board, rules, report| unsafe {
        sudoku_validate_rules(board.as_ptr().cast(), rules, report)
    });
}

/// Fuzzes `sudoku_validate_rules_values`.
pub fn validate_rules_values(data: &[u8]) {
    // SAFETY: our own board, rules and report.
    fuzz_validate_rules(data, Encoding::Values, |board, rules, report| unsafe {
        sudoku_validate_rules_values(board.as_ptr(), rules, report)
    });
}

/// Runs a candidates call under rules on the input and checks the masks: unchanged on an
/// error; a given's own digit; for an empty cell, no digit a given rules out between two
/// cells (exactly those, without cages), and every digit of a solution the library finds
/// within the harness's guesses.
fn fuzz_candidates_rules(
    data: &[u8],
    encoding: Encoding,
    call: impl FnOnce(&[u8; CELLS], &sudoku_rules, &mut [u16; CELLS]) -> sudoku_status,
) {
    let Some((rules, case, errors, _)) = setup(data, encoding, true) else {
        return;
    };
    let room = rules.room();
    let mut masks = [0xbeef; CELLS];
    let status = call(&case.board, &room.known, &mut masks);
    if let Some(error) = errors.with(None) {
        assert_eq!((status, masks), (error, [0xbeef; CELLS]));
        return;
    }
    assert_eq!(status, SUDOKU_OK);
    let digits = case_digits(&case).unwrap();
    let variant = &rules.variant;
    for cell in 0..CELLS {
        let allowed = match digits[cell] {
            0 => (1..=9u8)
                .filter(|&d| {
                    (0..CELLS).all(|g| digits[g] == 0 || variant.allows(cell, d, g, digits[g]))
                })
                .fold(0u16, |mask, d| mask | 1 << (d - 1)),
            given => 1 << (given - 1),
        };
        match variant.cages {
            None => assert_eq!(masks[cell], allowed, "cell {cell}"),
            Some(_) => assert_eq!(masks[cell] & !allowed, 0, "cell {cell}"),
        }
    }
    let options = sudoku_options {
        size: size_of::<sudoku_options>() as u32,
        reserved: 0,
        max_guesses: HARNESS_GUESSES,
    };
    let mut grid = text_of(&case);
    // SAFETY: our own board, rules readable for their size, and options.
    let solved = unsafe {
        sudoku_solve_rules_with(
            grid.as_mut_ptr().cast(),
            &room.known,
            &options,
            std::ptr::null_mut(),
        )
    };
    if solved == SUDOKU_OK {
        let grid = digits_of(&grid, Encoding::Text).unwrap();
        assert!(variant.solves(&digits, &grid));
        for cell in 0..CELLS {
            assert_ne!(
                masks[cell] & 1 << (grid[cell] - 1),
                0,
                "cell {cell} lost its digit"
            );
        }
    }
}

/// Fuzzes `sudoku_candidates_rules`.
pub fn candidates_rules(data: &[u8]) {
    // SAFETY: our own board, rules and masks.
    fuzz_candidates_rules(data, Encoding::Text, |board, rules, masks| unsafe {
        sudoku_candidates_rules(board.as_ptr().cast(), rules, masks.as_mut_ptr())
    });
}

/// Fuzzes `sudoku_candidates_rules_values`.
pub fn candidates_rules_values(data: &[u8]) {
    // SAFETY: our own board, rules and masks.
    fuzz_candidates_rules(data, Encoding::Values, |board, rules, masks| unsafe {
        sudoku_candidates_rules_values(board.as_ptr(), rules, masks.as_mut_ptr())
    });
}

/// Runs a generating call under rules on the input (rules, then a seed, then options as
/// the classic generation targets read them) and checks it: the rules' error, or the
/// options', with the board untouched; else a puzzle that is symmetric, the same for the
/// same seed, rated at the levels asked, and unique under the rules (by
/// the library's count within the harness's guesses, and by the oracle where it
/// finishes).
fn fuzz_generate_rules(
    data: &[u8],
    encoding: Encoding,
    call: impl Fn(u64, &sudoku_rules, *const sudoku_generate_options, &mut [u8; 82]) -> sudoku_status,
) {
    let (rules, rest) = FuzzRules::split(data);
    let seed = u64::from_le_bytes(take::<8>(rest));
    let (options, malformed) = options_from(rest.get(8..).unwrap_or_default());
    let pointer = options
        .as_ref()
        .map_or(std::ptr::null(), std::ptr::from_ref);
    let error = rules.error();
    let room = rules.room();
    let mut out = [0xA5u8; 82];
    let status = call(seed, &room.known, pointer, &mut out);
    assert_eq!(out[81], 0xA5, "the byte after the board was touched");
    let expected = error.or(malformed.then_some(SUDOKU_ERR_ARGUMENT));
    if let Some(expected) = expected {
        assert_eq!((status, out), (expected, [0xA5; 82]));
        return;
    }
    if status != SUDOKU_OK {
        // tries whose grids the search could not complete, or none at the levels
        assert_eq!(status, SUDOKU_LIMIT_REACHED);
        assert_eq!(out, [0xA5; 82], "board written on failure");
        return;
    }
    let mut again = [0x5Au8; 82];
    assert_eq!(call(seed, &room.known, pointer, &mut again), SUDOKU_OK);
    assert_eq!(
        out[..CELLS],
        again[..CELLS],
        "the same seed gives the same puzzle"
    );
    let board: [u8; CELLS] = std::array::from_fn(|cell| out[cell]);
    let digits = digits_of(&board, encoding).expect("a puzzle of digits");
    let symmetry = Symmetry::from_id(options.map_or(0, |o| o.symmetry).into()).unwrap();
    for cell in 0..CELLS {
        let given = digits[cell] != 0;
        assert!(
            symmetry
                .orbit(cell)
                .iter()
                .all(|c| (digits[c] != 0) == given),
            "symmetric"
        );
    }
    assert_unique(&rules, &board, encoding);
    assert_rated_within(&rules, &board, encoding, options.as_ref());
}

/// Panics unless `board` (in `encoding`) rates, under `rules` and as `sudoku_rate_rules`
/// rates within the harness's guesses, at the levels `options` asked for, if any.
fn assert_rated_within(
    rules: &FuzzRules,
    board: &[u8; CELLS],
    encoding: Encoding,
    options: Option<&sudoku_generate_options>,
) {
    let Some(options) = options.filter(|o| o.level != 0 || o.max_level != 0) else {
        return;
    };
    let lowest = options.level.max(1);
    let highest = if options.max_level == 0 {
        options.level
    } else {
        options.max_level
    };
    let case = Case::split(board, encoding).0;
    let limit = sudoku_options {
        size: size_of::<sudoku_options>() as u32,
        reserved: 0,
        max_guesses: HARNESS_GUESSES,
    };
    let mut rating: sudoku_rating = unsafe { std::mem::zeroed() };
    rating.size = size_of::<sudoku_rating>() as u32;
    // SAFETY: our own board, rules readable for their size, options and rating.
    let status = unsafe {
        sudoku_rate_rules(
            text_of(&case).as_ptr().cast(),
            &rules.room().known,
            &limit,
            &mut rating,
        )
    };
    if status == SUDOKU_OK {
        assert!(
            (lowest..=highest).contains(&rating.level),
            "rated {} for levels {lowest}..={highest}",
            rating.level
        );
    }
}

/// Panics unless `board` (in `encoding`) has one solution under `rules`, as the
/// library's count within the harness's guesses and the oracle, where it finishes, see.
fn assert_unique(rules: &FuzzRules, board: &[u8; CELLS], encoding: Encoding) {
    let case = Case::split(board, encoding).0;
    let limit = sudoku_options {
        size: size_of::<sudoku_options>() as u32,
        reserved: 0,
        max_guesses: HARNESS_GUESSES,
    };
    let room = rules.room();
    // SAFETY: our own board, rules readable for their size, count and options.
    let (status, count) = counted(|count| unsafe {
        sudoku_count_solutions_rules_with(
            text_of(&case).as_ptr().cast(),
            &room.known,
            2,
            count,
            &limit,
            std::ptr::null_mut(),
        )
    });
    assert!(
        status == SUDOKU_LIMIT_REACHED || count == Some(1),
        "{status:?} {count:?}"
    );
    if let Some(count) = rules.oracle_count(&case, 2) {
        assert_eq!(count, 1, "the oracle counts otherwise");
    }
}

/// Fuzzes `sudoku_generate_rules`.
pub fn generate_rules(data: &[u8]) {
    // SAFETY: our own rules, NULL or options of our own, and an 82-byte buffer.
    fuzz_generate_rules(data, Encoding::Text, |seed, rules, options, out| unsafe {
        sudoku_generate_rules(seed, rules, options, out.as_mut_ptr().cast())
    });
}

/// Fuzzes `sudoku_generate_rules_values`.
pub fn generate_rules_values(data: &[u8]) {
    // SAFETY: our own rules, NULL or options of our own, and an 82-byte buffer.
    fuzz_generate_rules(data, Encoding::Values, |seed, rules, options, out| unsafe {
        sudoku_generate_rules_values(seed, rules, options, out.as_mut_ptr())
    });
}

/// Checks a generating call's status against the refusal its inputs owe, if any: that
/// status exactly; otherwise success, or `SUDOKU_LIMIT_REACHED` when no grid was found.
/// True when the call failed.
fn failed_as_owed(status: sudoku_status, refused: Option<sudoku_status>) -> bool {
    match refused {
        Some(refused) => assert_eq!(status, refused),
        None => assert!(
            status == SUDOKU_OK || status == SUDOKU_LIMIT_REACHED,
            "{status:?}"
        ),
    }
    status != SUDOKU_OK
}

/// Runs a killer generation on the input (rules, a seed, options as the generation
/// targets read them, then the `givens` mode, 2 of 3 valid) and checks it: the errors of
/// the rules, options and mode with both outputs untouched; else cages that make a sound
/// rule set with the base flags and regions, sums zero past the cages, a puzzle unique
/// under them (within the harness's guesses, and by the oracle where it finishes), the
/// same for the same seed and rated at the levels asked.
fn fuzz_generate_killer(
    data: &[u8],
    encoding: Encoding,
    call: impl Fn(
        u64,
        &sudoku_rules,
        *const sudoku_generate_options,
        u32,
        &mut sudoku_killer,
        &mut [u8; 82],
    ) -> sudoku_status,
) {
    let (rules, rest) = FuzzRules::split(data);
    let seed = u64::from_le_bytes(take::<8>(rest));
    let (options, malformed) = options_from(rest.get(8..).unwrap_or_default());
    let givens = u32::from(take::<1>(rest.get(14..).unwrap_or_default())[0] % 3);
    let pointer = options
        .as_ref()
        .map_or(std::ptr::null(), std::ptr::from_ref);
    let error = rules.error();
    let room = rules.room();
    let (mut killer, mut out) = (UNWRITTEN_KILLER, [0xA5u8; 82]);
    let status = call(seed, &room.known, pointer, givens, &mut killer, &mut out);
    assert_eq!(out[81], 0xA5, "the byte after the board was touched");
    let refused = error.or((malformed || givens == 2).then_some(SUDOKU_ERR_ARGUMENT));
    if failed_as_owed(status, refused) {
        assert_eq!(
            (killer, out),
            (UNWRITTEN_KILLER, [0xA5; 82]),
            "written on failure"
        );
        return;
    }
    let (mut again, mut twice) = (UNWRITTEN_KILLER, [0x5Au8; 82]);
    assert_eq!(
        call(seed, &room.known, pointer, givens, &mut again, &mut twice),
        SUDOKU_OK
    );
    assert_eq!(
        (killer, &out[..CELLS]),
        (again, &twice[..CELLS]),
        "the same seed"
    );
    let count = killer.cage_count as usize;
    assert!((1..=CELLS).contains(&count));
    assert!(killer.cage_sums[count..].iter().all(|&sum| sum == 0));
    let caged = FuzzRules {
        variant: Variant {
            cages: Some(killer.cages),
            sums: killer.cage_sums[..count].to_vec(),
            ..rules.variant.clone()
        },
        size: size_of::<sudoku_rules>() as u32,
        tail: 0,
    };
    assert_eq!(caged.error(), None, "the cages make a sound rule set");
    let board: [u8; CELLS] = std::array::from_fn(|cell| out[cell]);
    let digits = digits_of(&board, encoding).expect("a puzzle of digits");
    if givens == 0 {
        assert_eq!(digits, [0; CELLS], "no given");
    }
    assert_unique(&caged, &board, encoding);
    assert_rated_within(&caged, &board, encoding, options.as_ref());
}

/// Fuzzes `sudoku_generate_killer`.
pub fn generate_killer(data: &[u8]) {
    // SAFETY: our own rules, NULL or options of our own, a killer and an 82-byte buffer.
    fuzz_generate_killer(
        data,
        Encoding::Text,
        |seed, rules, options, givens, killer, out| unsafe {
            sudoku_generate_killer(
                seed,
                rules,
                options,
                givens,
                killer,
                out.as_mut_ptr().cast(),
            )
        },
    );
}

/// Fuzzes `sudoku_generate_killer_values`.
pub fn generate_killer_values(data: &[u8]) {
    // SAFETY: our own rules, NULL or options of our own, a killer and an 82-byte buffer.
    fuzz_generate_killer(
        data,
        Encoding::Values,
        |seed, rules, options, givens, killer, out| unsafe {
            sudoku_generate_killer_values(seed, rules, options, givens, killer, out.as_mut_ptr())
        },
    );
}

/// Runs a jigsaw generation on the input (rules, a seed, options as the generation
/// targets read them) and checks it: the errors of the rules and options with both
/// outputs untouched; else regions that make a sound rule set with the base flags and
/// cages, a puzzle unique under them, the same for the same seed.
fn fuzz_generate_jigsaw(
    data: &[u8],
    encoding: Encoding,
    call: impl Fn(
        u64,
        &sudoku_rules,
        *const sudoku_generate_options,
        &mut [u8; 82],
        &mut [u8; 82],
    ) -> sudoku_status,
) {
    let (rules, rest) = FuzzRules::split(data);
    let seed = u64::from_le_bytes(take::<8>(rest));
    let (options, malformed) = options_from(rest.get(8..).unwrap_or_default());
    let pointer = options
        .as_ref()
        .map_or(std::ptr::null(), std::ptr::from_ref);
    let error = rules.error();
    let room = rules.room();
    let (mut regions, mut out) = ([0xA5u8; 82], [0xA5u8; 82]);
    let status = call(seed, &room.known, pointer, &mut regions, &mut out);
    assert_eq!(
        (regions[81], out[81]),
        (0xA5, 0xA5),
        "a byte after an output was touched"
    );
    let refused = error.or(malformed.then_some(SUDOKU_ERR_ARGUMENT));
    if failed_as_owed(status, refused) {
        assert_eq!(
            (regions, out),
            ([0xA5; 82], [0xA5; 82]),
            "written on failure"
        );
        return;
    }
    let (mut again, mut twice) = ([0x5Au8; 82], [0x5Au8; 82]);
    assert_eq!(
        call(seed, &room.known, pointer, &mut again, &mut twice),
        SUDOKU_OK
    );
    assert_eq!(
        (&regions[..CELLS], &out[..CELLS]),
        (&again[..CELLS], &twice[..CELLS])
    );
    let laid = FuzzRules {
        variant: Variant {
            regions: Some(std::array::from_fn(|cell| regions[cell])),
            ..rules.variant.clone()
        },
        size: size_of::<sudoku_rules>() as u32,
        tail: 0,
    };
    assert_eq!(laid.error(), None, "the regions make a sound rule set");
    let board = std::array::from_fn(|cell| out[cell]);
    assert_unique(&laid, &board, encoding);
    assert_rated_within(&laid, &board, encoding, options.as_ref());
}

/// Fuzzes `sudoku_generate_jigsaw`.
pub fn generate_jigsaw(data: &[u8]) {
    // SAFETY: our own rules, NULL or options of our own, two 82-byte buffers.
    fuzz_generate_jigsaw(
        data,
        Encoding::Text,
        |seed, rules, options, regions, out| unsafe {
            sudoku_generate_jigsaw(
                seed,
                rules,
                options,
                regions.as_mut_ptr(),
                out.as_mut_ptr().cast(),
            )
        },
    );
}

/// Fuzzes `sudoku_generate_jigsaw_values`.
pub fn generate_jigsaw_values(data: &[u8]) {
    // SAFETY: our own rules, NULL or options of our own, two 82-byte buffers.
    fuzz_generate_jigsaw(
        data,
        Encoding::Values,
        |seed, rules, options, regions, out| unsafe {
            sudoku_generate_jigsaw_values(
                seed,
                rules,
                options,
                regions.as_mut_ptr(),
                out.as_mut_ptr(),
            )
        },
    );
}
