//! The checks behind every fuzz target. Each target calls one C entry point of libsudoku
//! with bytes from the fuzzer, through the real `extern "C"` function, and these checks
//! hold the answer against the safe core and the reference solver:
//! - an OK result is a valid grid that keeps the givens;
//! - any other result leaves every buffer byte-for-byte unchanged;
//! - solving and counting agree;
//! - the engine agrees with the reference MRV solver wherever the reference can finish
//!   within [`REFERENCE_NODES`] (differential fuzzing on the boards small enough for it).

pub mod game;
pub mod rules;
pub mod rules_hint;
pub mod targets;

use std::ffi::CStr;

use sudoku::board::{is_complete_grid, Encoding, Puzzle};
use sudoku::ffi::solve::{
    sudoku_count_solutions, sudoku_count_solutions_values, sudoku_options, sudoku_solve,
    sudoku_solve_values, sudoku_stats,
};
use sudoku::ffi::status::sudoku_status::{self, *};
use sudoku::problem::Problem;
use sudoku::reference;

/// Cells in a board.
pub const CELLS: usize = 81;

/// Nodes the reference solver may visit before a board counts as too big to compare.
pub const REFERENCE_NODES: u64 = 20_000;

/// A board taken from fuzz input, with what the safe core and the reference say of it.
pub struct Case {
    /// The board's bytes as the fuzzer gave them.
    pub board: [u8; CELLS],
    pub encoding: Encoding,
    /// The parsed puzzle, or the board's first problem.
    pub parsed: Result<Puzzle, Problem>,
}

impl Case {
    /// The board in the first 81 bytes of `data` (cells past its end are empty), and the
    /// bytes after it.
    pub fn split(data: &[u8], encoding: Encoding) -> (Case, &[u8]) {
        let empty = match encoding {
            Encoding::Text => b'.',
            Encoding::Values => 0,
        };
        let mut board = [empty; CELLS];
        let n = data.len().min(CELLS);
        board[..n].copy_from_slice(&data[..n]);
        let parsed = Puzzle::parse(&board, encoding);
        (
            Case {
                board,
                encoding,
                parsed,
            },
            &data[n..],
        )
    }

    /// The status every call on this board must return when the board does not parse.
    pub fn error(&self) -> Option<sudoku_status> {
        self.parsed.as_ref().err().map(|&problem| problem.into())
    }

    /// The reference solver's count up to `limit`, if it finishes within its bound.
    pub fn reference_count(&self, limit: u32) -> Option<u32> {
        let puzzle = self.parsed.as_ref().ok()?;
        reference::count_within(puzzle, limit, REFERENCE_NODES)
    }

    /// The reference solver's first solution, encoded. Only for a parsed board that the
    /// reference has already found solvable within its bound.
    pub fn reference_solution(&self) -> [u8; CELLS] {
        let puzzle = self.parsed.as_ref().expect("a parsed board");
        reference::solve(puzzle)
            .expect("a solvable board")
            .encode(self.encoding)
    }

    /// Panics unless `after` is a complete, valid grid in this case's encoding that keeps
    /// every given of the board.
    pub fn assert_solution(&self, after: &[u8; CELLS]) {
        let digits = after.map(|byte| match self.encoding {
            Encoding::Text => byte.wrapping_sub(b'0'),
            Encoding::Values => byte,
        });
        assert!(is_complete_grid(&digits), "not a valid grid: {after:?}");
        let puzzle = self.parsed.as_ref().expect("only a parsed board is solved");
        for (cell, (&given, &digit)) in puzzle.cells().iter().zip(&digits).enumerate() {
            assert!(given == 0 || given == digit, "given at cell {cell} changed");
        }
    }

    /// Panics unless `after` equals the board as given.
    pub fn assert_unchanged(&self, after: &[u8; CELLS]) {
        assert_eq!(after, &self.board, "the buffer changed on a failure");
    }

    /// Solves a copy of the board with plain `sudoku_solve` (or its values twin).
    pub fn plain_solve(&self) -> (sudoku_status, [u8; CELLS]) {
        let mut board = self.board;
        // SAFETY: an 81-byte buffer of our own.
        let status = unsafe {
            match self.encoding {
                Encoding::Text => sudoku_solve(board.as_mut_ptr().cast()),
                Encoding::Values => sudoku_solve_values(board.as_mut_ptr()),
            }
        };
        (status, board)
    }

    /// Counts the board's solutions up to `limit` with plain `sudoku_count_solutions` (or
    /// its values twin): the status and the count it wrote, if any.
    pub fn plain_count(&self, limit: u32) -> (sudoku_status, Option<u32>) {
        // SAFETY: an 81-byte buffer and a u32 of our own.
        let (status, written) = counted(|count| unsafe {
            match self.encoding {
                Encoding::Text => sudoku_count_solutions(self.board.as_ptr().cast(), limit, count),
                Encoding::Values => {
                    sudoku_count_solutions_values(self.board.as_ptr(), limit, count)
                }
            }
        });
        assert_eq!(
            status == SUDOKU_OK,
            written.is_some(),
            "count written iff OK"
        );
        (status, written)
    }
}

/// What a solving entry point promises.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Want {
    /// Some solution (`sudoku_solve`).
    First,
    /// The only solution (`sudoku_solve_unique`).
    Unique,
}

/// Checks one call of a solving entry point: `status` and `after` are what it returned
/// and left on the board of `case`; `limited` is true when an effort limit was set.
pub fn check_solved(
    case: &Case,
    want: Want,
    limited: bool,
    status: sudoku_status,
    after: &[u8; CELLS],
) {
    if let Some(error) = case.error() {
        assert_eq!(status, error);
        case.assert_unchanged(after);
        return;
    }
    if status != SUDOKU_OK {
        case.assert_unchanged(after);
    }
    if status == SUDOKU_LIMIT_REACHED {
        assert!(limited, "a limit was reached where none was set");
        return;
    }
    let (count_status, count) = case.plain_count(2);
    assert_eq!(count_status, SUDOKU_OK);
    let count = count.expect("OK writes the count");
    let expected = match (want, count) {
        (_, 0) => SUDOKU_NO_SOLUTION,
        (Want::First, _) | (Want::Unique, 1) => SUDOKU_OK,
        (Want::Unique, _) => SUDOKU_MULTIPLE_SOLUTIONS,
    };
    assert_eq!(status, expected, "solve and count disagree (count {count})");
    if status == SUDOKU_OK {
        case.assert_solution(after);
    }
    if let Some(reference) = case.reference_count(2) {
        assert_eq!(count, reference, "engine and reference count differently");
        if status == SUDOKU_OK && count == 1 {
            let unique = case.reference_solution();
            assert_eq!(after, &unique, "engine and reference solve differently");
        }
    }
}

/// Checks one call of a counting entry point with `limit`: `status` and `count` are what
/// it returned and wrote (`None`: nothing written); `limited` as for [`check_solved`].
pub fn check_counted(
    case: &Case,
    limit: u32,
    limited: bool,
    status: sudoku_status,
    count: Option<u32>,
) {
    assert_eq!(status == SUDOKU_OK, count.is_some(), "count written iff OK");
    if let Some(error) = case.error() {
        assert!(status == error || (limit == 0 && status == SUDOKU_ERR_ARGUMENT));
        return;
    }
    if limit == 0 {
        assert_eq!(status, SUDOKU_ERR_ARGUMENT);
        return;
    }
    let Some(count) = count else {
        assert_eq!(status, SUDOKU_LIMIT_REACHED);
        assert!(limited, "a limit was reached where none was set");
        return;
    };
    assert!(count <= limit);
    let (solve_status, _) = case.plain_solve();
    let expected = if count == 0 {
        SUDOKU_NO_SOLUTION
    } else {
        SUDOKU_OK
    };
    assert_eq!(
        solve_status, expected,
        "count and solve disagree (count {count})"
    );
    if let Some(reference) = case.reference_count(limit) {
        assert_eq!(count, reference, "engine and reference count differently");
    }
}

/// Panics unless `text` is a NUL-terminated constant name (`names`) or message for `code`.
///
/// # Safety
/// `text` is NULL or points to a NUL-terminated string, as the library promises.
pub unsafe fn check_status_text(code: i32, text: *const std::ffi::c_char, names: bool) {
    assert!(!text.is_null());
    // SAFETY: non-NULL, and NUL-terminated by the caller's promise.
    let text = unsafe { CStr::from_ptr(text) }
        .to_str()
        .expect("ASCII text");
    assert!(!text.is_empty());
    match sudoku_status::from_code(code) {
        Some(status) if names => assert_eq!(text, status.name().to_str().unwrap()),
        Some(_) => assert!(!text.starts_with("SUDOKU_")),
        None if names => assert_eq!(text, "SUDOKU_UNKNOWN_STATUS"),
        None => assert_eq!(text, "unknown status code"),
    }
}

/// The first `N` bytes of `bytes`, zero-padded.
pub fn take<const N: usize>(bytes: &[u8]) -> [u8; N] {
    let mut out = [0; N];
    let n = bytes.len().min(N);
    out[..n].copy_from_slice(&bytes[..n]);
    out
}

/// Runs a solving entry point (`call` solves the board it is given in place) on the board
/// in `data`, and checks the answer.
pub fn fuzz_solve(
    data: &[u8],
    encoding: Encoding,
    want: Want,
    call: impl FnOnce(&mut [u8; CELLS]) -> sudoku_status,
) {
    let (case, _) = Case::split(data, encoding);
    let mut board = case.board;
    let status = call(&mut board);
    check_solved(&case, want, false, status, &board);
}

/// The limit a counting target asks for, from its first byte: 0 (an argument error) to 4.
pub fn limit_from(rest: &[u8]) -> u32 {
    u32::from(rest.first().copied().unwrap_or(2)) % 5
}

/// Runs `call`, a counting entry point given a `u32` to write the count to: its status and
/// the count, if it wrote one.
pub fn counted(call: impl FnOnce(&mut u32) -> sudoku_status) -> (sudoku_status, Option<u32>) {
    // no limit a target asks for comes near this value
    const UNWRITTEN: u32 = 0xdead_beef;
    let mut count = UNWRITTEN;
    let status = call(&mut count);
    (status, (count != UNWRITTEN).then_some(count))
}

/// The statistics pointer to pass for `stats`: NULL when there are none.
pub fn stats_pointer(stats: &mut Option<sudoku_stats>) -> *mut sudoku_stats {
    stats
        .as_mut()
        .map_or(std::ptr::null_mut(), std::ptr::from_mut)
}

/// Runs a counting entry point (`call` counts the board up to a limit into a `u32`) on
/// the board in `data` and a limit from the next byte, and checks the answer.
pub fn fuzz_count(
    data: &[u8],
    encoding: Encoding,
    call: impl FnOnce(&[u8; CELLS], u32, &mut u32) -> sudoku_status,
) {
    let (case, rest) = Case::split(data, encoding);
    let limit = limit_from(rest);
    let (status, written) = counted(|count| call(&case.board, limit, count));
    check_counted(&case, limit, false, status, written);
}

/// `sudoku_options` followed by room for a caller's larger `size`, up to 64 bytes.
#[repr(C)]
struct OptionsRoom {
    known: sudoku_options,
    tail: [u8; 64 - size_of::<sudoku_options>()],
}

/// Options and statistics built from fuzz bytes, some valid and some not, with what the
/// library must make of them.
pub struct Effort {
    options: OptionsRoom,
    /// The statistics struct, when one is passed.
    pub stats: Option<sudoku_stats>,
    /// True when the options or statistics are malformed: the call must fail with
    /// `SUDOKU_ERR_ARGUMENT` before any work.
    pub malformed: bool,
    /// True when the options alone are malformed.
    malformed_options: bool,
    /// The guess limit set (0: none).
    pub max_guesses: u64,
}

impl Effort {
    /// Reads, from `bytes`: flags, a guess limit, a size, a reserved value, a tail byte and
    /// a statistics size.
    pub fn from_bytes(bytes: &[u8]) -> Effort {
        let [flags, guesses, size, reserved, tail, stats_size] = take::<6>(bytes);
        const KNOWN: usize = size_of::<sudoku_options>();
        let size = if flags & 1 != 0 {
            usize::from(size) % (size_of::<OptionsRoom>() + 1)
        } else {
            KNOWN
        };
        let reserved = if flags & 2 != 0 {
            u32::from(reserved)
        } else {
            0
        };
        // a byte past the known fields, inside the caller's `size`
        let tail = if flags & 4 != 0 && size > KNOWN {
            tail
        } else {
            0
        };
        let mut options = OptionsRoom {
            known: sudoku_options {
                size: size as u32,
                reserved,
                max_guesses: u64::from(guesses),
            },
            tail: [0; 64 - KNOWN],
        };
        options.tail[0] = tail;
        let stats = (flags & 8 != 0).then(|| sudoku_stats {
            size: if flags & 16 != 0 {
                u32::from(stats_size) % 33
            } else {
                size_of::<sudoku_stats>() as u32
            },
            reserved: 0x5555_5555,
            guesses: 0x5555_5555_5555_5555,
        });
        let malformed_options = size < KNOWN || reserved != 0 || tail != 0;
        let malformed = malformed_options
            || stats.is_some_and(|stats| (stats.size as usize) < size_of::<sudoku_stats>());
        Effort {
            options,
            stats,
            malformed,
            malformed_options,
            max_guesses: u64::from(guesses),
        }
    }

    /// Panics unless `bounded`, the status and output of a call with these options (and
    /// no statistics unless it takes them), is what it must be next to `plain`, those of
    /// the same call without options, from the output `untouched`: with malformed options
    /// (or statistics) `SUDOKU_ERR_ARGUMENT`, at the guess limit `SUDOKU_LIMIT_REACHED`
    /// (only with a limit set), with the output as it was either way; otherwise exactly
    /// the plain call's answer.
    pub fn check_bounded<T: PartialEq + std::fmt::Debug>(
        &self,
        takes_stats: bool,
        untouched: &T,
        plain: (sudoku_status, T),
        bounded: (sudoku_status, T),
    ) {
        let malformed = if takes_stats {
            self.malformed
        } else {
            self.malformed_options
        };
        match bounded.0 {
            SUDOKU_ERR_ARGUMENT if malformed => assert_eq!(&bounded.1, untouched),
            _ if malformed => panic!("malformed options gave {:?}", bounded.0),
            SUDOKU_LIMIT_REACHED if plain.0 != SUDOKU_LIMIT_REACHED => {
                assert!(self.max_guesses != 0, "a limit without a limit set");
                assert_eq!(&bounded.1, untouched, "output written at the limit");
            }
            _ => assert_eq!(bounded, plain, "differs from the call without options"),
        }
    }

    /// True when the options alone are malformed (a call without statistics must then fail
    /// with `SUDOKU_ERR_ARGUMENT`).
    pub fn malformed_options(&self) -> bool {
        self.malformed_options
    }

    /// The options pointer to pass: to the whole room, so that `size` bytes from it are
    /// readable.
    pub fn options(&self) -> *const sudoku_options {
        std::ptr::from_ref(&self.options).cast()
    }

    /// Panics unless the statistics are as they must be after a call that returned
    /// `status`: untouched unless it is `SUDOKU_OK`, within the guess limit if it is.
    pub fn check_stats(&self, status: sudoku_status, after: Option<sudoku_stats>) {
        match (self.stats, after) {
            (None, None) => {}
            (Some(before), Some(after)) if status != SUDOKU_OK => assert_eq!(before, after),
            (Some(before), Some(after)) => {
                assert_eq!(before.size, after.size, "size is the caller's");
                assert!(self.max_guesses == 0 || after.guesses <= self.max_guesses);
            }
            _ => unreachable!("the harness passes stats or not"),
        }
    }
}
