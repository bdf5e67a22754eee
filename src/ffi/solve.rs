//! Solving and counting: the plain entry points, the unique-solution check, and the
//! options-taking variants with an effort limit and statistics. Each text entry point has
//! a values twin; all of them share `solve_bytes` / `count_bytes`, which the batch uses too.

use std::ffi::c_char;
use std::ptr::{self, addr_of_mut};

use super::status::sudoku_status::{self, *};
use super::{output_size, read_board, read_sized, write_board};
use crate::board::{Encoding, Puzzle};
use crate::engine::{self, Counted, CpuPath, Settings, Solved, SolvedUnique, Stats};
use crate::geometry::CELLS;

/// Options for `sudoku_solve_with` and `sudoku_count_solutions_with`. Set `size` to
/// `sizeof(sudoku_options)` and every other field to 0 for the defaults, then change what
/// you need; a zero-initialised struct with `size` set asks for no limit. Later versions
/// may append fields: a caller built against a newer header may pass a larger `size` as
/// long as the fields this library does not know are all zero.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct sudoku_options {
    /// `sizeof(sudoku_options)`, set by the caller.
    pub size: u32,
    /// Must be 0.
    pub reserved: u32,
    /// The most guesses the search may make; 0 means no limit. A guess is a branch trial
    /// other than a cell's last remaining candidate; when the next one would exceed the
    /// limit, the call returns `SUDOKU_LIMIT_REACHED` and writes nothing.
    pub max_guesses: u64,
}

/// Statistics a search reports, on request. Set `size` to `sizeof(sudoku_stats)`; the
/// library writes the other fields, and only when the call returns `SUDOKU_OK`.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct sudoku_stats {
    /// `sizeof(sudoku_stats)`, set by the caller; never written by the library.
    pub size: u32,
    /// Written as 0.
    pub reserved: u32,
    /// The guesses the search made.
    pub guesses: u64,
}

/// What a solving call asks for.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Want {
    /// Any solution (the first in the engine's order).
    First,
    /// The solution, only if it is the only one.
    Unique,
}

/// Solves a board held in `bytes`. On `SUDOKU_OK`, `bytes` holds the solution in the same
/// encoding; otherwise it is unchanged.
pub(super) fn solve_bytes(
    bytes: &mut [u8; CELLS],
    encoding: Encoding,
    want: Want,
    settings: Settings,
) -> (sudoku_status, Stats) {
    let start = match Puzzle::parse_start(bytes, encoding) {
        Ok((_, start)) => start,
        Err(problem) => return (problem.into(), Stats::default()),
    };
    let (solution, status, stats) = match want {
        Want::First => match engine::solve(start, settings) {
            (Solved::Solution(solution), stats) => (Some(solution), SUDOKU_OK, stats),
            (Solved::NoSolution, stats) => (None, SUDOKU_NO_SOLUTION, stats),
            (Solved::LimitReached, stats) => (None, SUDOKU_LIMIT_REACHED, stats),
        },
        Want::Unique => match engine::solve_unique(start, settings) {
            (SolvedUnique::Unique(solution), stats) => (Some(solution), SUDOKU_OK, stats),
            (SolvedUnique::NoSolution, stats) => (None, SUDOKU_NO_SOLUTION, stats),
            (SolvedUnique::MultipleSolutions, stats) => (None, SUDOKU_MULTIPLE_SOLUTIONS, stats),
            (SolvedUnique::LimitReached, stats) => (None, SUDOKU_LIMIT_REACHED, stats),
        },
    };
    if let Some(solution) = solution {
        *bytes = solution.encode(encoding);
    }
    (status, stats)
}

/// Counts the solutions of a board held in `bytes`, stopping at `limit` (at least 1).
fn count_bytes(
    bytes: &[u8; CELLS],
    encoding: Encoding,
    limit: u32,
    settings: Settings,
) -> Result<(u32, Stats), sudoku_status> {
    if limit == 0 {
        return Err(SUDOKU_ERR_ARGUMENT);
    }
    let (_, start) = Puzzle::parse_start(bytes, encoding).map_err(sudoku_status::from)?;
    match engine::count(start, limit, settings) {
        (Counted::Solutions(n), stats) => Ok((n, stats)),
        (Counted::LimitReached, _) => Err(SUDOKU_LIMIT_REACHED),
    }
}

/// How a call searches, and where its statistics go (NULL: nowhere).
#[derive(Clone, Copy)]
struct Run {
    settings: Settings,
    stats: *mut sudoku_stats,
}

impl Run {
    /// The plain calls: default settings, no statistics.
    fn plain() -> Run {
        Run {
            settings: Settings::default(),
            stats: ptr::null_mut(),
        }
    }
}

/// Reads and checks a caller's options.
///
/// # Safety
/// `options` is non-NULL and valid for reading its own `size` field, and then `size` bytes.
unsafe fn read_options(options: *const sudoku_options) -> Result<Settings, sudoku_status> {
    // SAFETY: forwarded from the caller.
    let known = unsafe { read_sized(options) }?;
    if known.reserved != 0 {
        return Err(SUDOKU_ERR_ARGUMENT);
    }
    Ok(Settings {
        max_guesses: (known.max_guesses != 0).then_some(known.max_guesses),
        path: CpuPath::best(),
    })
}

/// Runs `call` with the settings of the caller's options, or returns why they are bad.
///
/// # Safety
/// As for [`read_options`].
pub(super) unsafe fn with_settings(
    options: *const sudoku_options,
    call: impl FnOnce(Settings) -> sudoku_status,
) -> sudoku_status {
    // SAFETY: forwarded from the caller.
    match unsafe { read_options(options) } {
        Ok(settings) => call(settings),
        Err(status) => status,
    }
}

/// Reads the caller's options and checks the caller's (optional) statistics struct, before
/// the call does any work.
///
/// # Safety
/// As for [`read_options`]; `stats` is NULL or valid for reading its `size` field.
unsafe fn run_for(
    options: *const sudoku_options,
    stats: *mut sudoku_stats,
) -> Result<Run, sudoku_status> {
    // SAFETY: forwarded from the caller.
    let settings = unsafe { read_options(options) }?;
    // SAFETY: forwarded from the caller.
    if !stats.is_null() {
        // SAFETY: forwarded from the caller.
        unsafe { output_size(stats) }?;
    }
    Ok(Run { settings, stats })
}

/// Writes the statistics fields (never `size`) when the caller asked for them.
///
/// # Safety
/// `stats` is NULL or valid for writing a `sudoku_stats`.
unsafe fn write_stats(stats: *mut sudoku_stats, report: Stats) {
    if !stats.is_null() {
        // SAFETY: forwarded from the caller.
        unsafe {
            addr_of_mut!((*stats).reserved).write_unaligned(0);
            addr_of_mut!((*stats).guesses).write_unaligned(report.guesses);
        }
    }
}

/// An options-taking solve: reads the options and checks the statistics struct, then
/// solves in place as [`solve_in_place`] does.
///
/// # Safety
/// `board` is non-NULL and valid for reading and writing 81 bytes; `options` non-NULL and
/// valid for reading `options->size` bytes; `stats` NULL or valid for writing a
/// `sudoku_stats`.
unsafe fn solve_with_options(
    board: *mut c_char,
    options: *const sudoku_options,
    stats: *mut sudoku_stats,
    want: Want,
) -> sudoku_status {
    // SAFETY: forwarded from the caller.
    unsafe {
        match run_for(options, stats) {
            Ok(run) => solve_in_place(board.cast(), Encoding::Text, want, run),
            Err(status) => status,
        }
    }
}

/// Solves the caller's board in place, writing it (and the statistics) only on success.
///
/// # Safety
/// `board` is non-NULL and valid for reading and writing 81 bytes; `stats` is NULL or a
/// checked, writable `sudoku_stats`.
unsafe fn solve_in_place(
    board: *mut u8,
    encoding: Encoding,
    want: Want,
    run: Run,
) -> sudoku_status {
    // SAFETY: forwarded from the caller.
    let mut bytes = unsafe { read_board(board) };
    let (status, report) = solve_bytes(&mut bytes, encoding, want, run.settings);
    if status == SUDOKU_OK {
        // SAFETY: forwarded from the caller.
        unsafe {
            write_board(board, &bytes);
            write_stats(run.stats, report);
        }
    }
    status
}

/// Counts the solutions of the caller's board, writing the count (and the statistics) only
/// on success.
///
/// # Safety
/// `board` is non-NULL and valid for reading 81 bytes; `count` is non-NULL and writable;
/// `stats` is NULL or a checked, writable `sudoku_stats`.
unsafe fn count_into(
    board: *const u8,
    encoding: Encoding,
    limit: u32,
    count: *mut u32,
    run: Run,
) -> sudoku_status {
    // SAFETY: forwarded from the caller.
    let bytes = unsafe { read_board(board) };
    match count_bytes(&bytes, encoding, limit, run.settings) {
        Ok((n, report)) => {
            // SAFETY: forwarded from the caller; unaligned writes tolerate any pointer.
            unsafe {
                count.write_unaligned(n);
                write_stats(run.stats, report);
            }
            SUDOKU_OK
        }
        Err(status) => status,
    }
}

/// Solves a text-encoded board in place: `'1'`-`'9'` givens, `'.'` or `'0'` empty cells.
/// Reads and writes exactly 81 bytes (a trailing NUL is neither needed nor touched).
///
/// Returns `SUDOKU_OK` when every empty cell now holds `'1'`-`'9'` and the board is a valid
/// solution that keeps the givens; with several solutions, the same deterministic one is
/// written on every call, thread and platform. Otherwise the board is unchanged and the
/// status says why: `SUDOKU_NO_SOLUTION`, `SUDOKU_ERR_NULL`, `SUDOKU_ERR_INVALID_BYTE`,
/// `SUDOKU_ERR_DUPLICATE_GIVEN` (call `sudoku_validate` to learn where) or
/// `SUDOKU_ERR_INTERNAL`.
///
/// The caller owns `board`. Thread-safe and reentrant for distinct buffers; allocates nothing.
///
/// # Safety
/// `board` must be NULL or valid for reading and writing 81 bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve(board: *mut c_char) -> sudoku_status {
    ffi_boundary!(SUDOKU_ERR_INTERNAL, {
        non_null!(board);
        // SAFETY: non-NULL, and the caller guarantees 81 read/write bytes.
        unsafe { solve_in_place(board.cast(), Encoding::Text, Want::First, Run::plain()) }
    })
}

/// Solves a value-encoded board in place: `1`-`9` givens, `0` empty cells. Otherwise exactly
/// like `sudoku_solve`: 81 bytes, written only on `SUDOKU_OK`, the same statuses.
///
/// # Safety
/// `cells` must be NULL or valid for reading and writing 81 bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_values(cells: *mut u8) -> sudoku_status {
    ffi_boundary!(SUDOKU_ERR_INTERNAL, {
        non_null!(cells);
        // SAFETY: non-NULL, and the caller guarantees 81 read/write bytes.
        unsafe { solve_in_place(cells, Encoding::Values, Want::First, Run::plain()) }
    })
}

/// Solves a text-encoded board in place only if it has exactly one solution. Returns
/// `SUDOKU_OK` (the board now holds that solution), `SUDOKU_MULTIPLE_SOLUTIONS` or
/// `SUDOKU_NO_SOLUTION` (the board is unchanged), or the errors of `sudoku_solve`.
///
/// Thread-safe and reentrant for distinct buffers; allocates nothing.
///
/// # Safety
/// `board` must be NULL or valid for reading and writing 81 bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_unique(board: *mut c_char) -> sudoku_status {
    ffi_boundary!(SUDOKU_ERR_INTERNAL, {
        non_null!(board);
        // SAFETY: non-NULL, and the caller guarantees 81 read/write bytes.
        unsafe { solve_in_place(board.cast(), Encoding::Text, Want::Unique, Run::plain()) }
    })
}

/// `sudoku_solve_unique` with options: an effort limit (`max_guesses`), and statistics on
/// request, as for `sudoku_solve_with`. When the limit stops the search the call returns
/// `SUDOKU_LIMIT_REACHED` and the board is unchanged.
///
/// Thread-safe and reentrant for distinct buffers; allocates nothing.
///
/// # Safety
/// As for `sudoku_solve_with`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_unique_with(
    board: *mut c_char,
    options: *const sudoku_options,
    stats: *mut sudoku_stats,
) -> sudoku_status {
    ffi_boundary!(SUDOKU_ERR_INTERNAL, {
        non_null!(board, options);
        // SAFETY: non-NULL or checked, and the caller guarantees the sizes.
        unsafe { solve_with_options(board, options, stats, Want::Unique) }
    })
}

/// `sudoku_solve_unique` for a value-encoded board (`1`-`9` givens, `0` empty cells).
///
/// # Safety
/// `cells` must be NULL or valid for reading and writing 81 bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_unique_values(cells: *mut u8) -> sudoku_status {
    ffi_boundary!(SUDOKU_ERR_INTERNAL, {
        non_null!(cells);
        // SAFETY: non-NULL, and the caller guarantees 81 read/write bytes.
        unsafe { solve_in_place(cells, Encoding::Values, Want::Unique, Run::plain()) }
    })
}

/// Counts the solutions of a text-encoded board, stopping at `limit` (at least 1). On
/// `SUDOKU_OK`, `*count` is 0 (no solution), the exact number of solutions when below
/// `limit`, or `limit` itself (at least `limit` solutions). `limit` 2 answers "is it unique?".
///
/// The board is never modified; `*count` is written only on `SUDOKU_OK`. Errors:
/// `SUDOKU_ERR_NULL`, `SUDOKU_ERR_ARGUMENT` (`limit` is 0), `SUDOKU_ERR_INVALID_BYTE`,
/// `SUDOKU_ERR_DUPLICATE_GIVEN`, `SUDOKU_ERR_INTERNAL`.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// `board` must be NULL or valid for reading 81 bytes; `count` must be NULL or valid for
/// writing a `uint32_t`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_count_solutions(
    board: *const c_char,
    limit: u32,
    count: *mut u32,
) -> sudoku_status {
    ffi_boundary!(SUDOKU_ERR_INTERNAL, {
        non_null!(board, count);
        // SAFETY: non-NULL, and the caller guarantees the sizes.
        unsafe { count_into(board.cast(), Encoding::Text, limit, count, Run::plain()) }
    })
}

/// `sudoku_count_solutions` for a value-encoded board (`1`-`9` givens, `0` empty cells).
///
/// # Safety
/// `cells` must be NULL or valid for reading 81 bytes; `count` must be NULL or valid for
/// writing a `uint32_t`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_count_solutions_values(
    cells: *const u8,
    limit: u32,
    count: *mut u32,
) -> sudoku_status {
    ffi_boundary!(SUDOKU_ERR_INTERNAL, {
        non_null!(cells, count);
        // SAFETY: non-NULL, and the caller guarantees the sizes.
        unsafe { count_into(cells, Encoding::Values, limit, count, Run::plain()) }
    })
}

/// `sudoku_solve` with options: an effort limit (`max_guesses`), and statistics on request.
/// When the limit stops the search the call returns `SUDOKU_LIMIT_REACHED` and the board is
/// unchanged. `stats` may be NULL (no statistics); otherwise its `size` must be set, and
/// its fields are written only on `SUDOKU_OK`. A bad `options->size`, a nonzero reserved
/// field or a bad `stats->size` gives `SUDOKU_ERR_ARGUMENT` before any work.
///
/// Thread-safe and reentrant for distinct buffers; allocates nothing.
///
/// # Safety
/// `board` must be NULL or valid for reading and writing 81 bytes; `options` NULL or valid
/// for reading `options->size` bytes; `stats` NULL or valid for writing a `sudoku_stats`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_with(
    board: *mut c_char,
    options: *const sudoku_options,
    stats: *mut sudoku_stats,
) -> sudoku_status {
    ffi_boundary!(SUDOKU_ERR_INTERNAL, {
        non_null!(board, options);
        // SAFETY: non-NULL or checked, and the caller guarantees the sizes.
        unsafe { solve_with_options(board, options, stats, Want::First) }
    })
}

/// `sudoku_count_solutions` with options: an effort limit (`max_guesses`), and statistics
/// on request. When the limit stops the search the call returns `SUDOKU_LIMIT_REACHED` and
/// writes nothing. `stats` may be NULL; otherwise its `size` must be set, and its fields
/// are written only on `SUDOKU_OK`. Argument errors as for `sudoku_solve_with`, and
/// `SUDOKU_ERR_ARGUMENT` for a `limit` of 0.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// `board` must be NULL or valid for reading 81 bytes; `count` NULL or writable; `options`
/// NULL or valid for reading `options->size` bytes; `stats` NULL or valid for writing a
/// `sudoku_stats`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_count_solutions_with(
    board: *const c_char,
    limit: u32,
    count: *mut u32,
    options: *const sudoku_options,
    stats: *mut sudoku_stats,
) -> sudoku_status {
    ffi_boundary!(SUDOKU_ERR_INTERNAL, {
        non_null!(board, count, options);
        // SAFETY: non-NULL or checked, and the caller guarantees the sizes.
        unsafe {
            match run_for(options, stats) {
                Ok(run) => count_into(board.cast(), Encoding::Text, limit, count, run),
                Err(status) => status,
            }
        }
    })
}
