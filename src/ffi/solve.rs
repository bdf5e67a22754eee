//! Solving and counting: the plain entry points, the unique-solution check, and the
//! options-taking variants with an effort limit and statistics. Each text entry point has
//! a values twin; all of them share `solve_bytes` / `count_bytes`, which the batch uses too.

use std::ffi::c_char;

use super::boundary::{board_in_place, CellsIn, CellsOut, SizedIn, SizedOut, Slot, UncheckedOut};
use super::status::sudoku_status::{self, *};
use crate::board::Encoding;
use crate::geometry::CELLS;
use crate::{Limits, Puzzle, Rules, Stats};

/// Options for the calls that search (`sudoku_solve_with`, `sudoku_count_solutions_with`,
/// their `_rules` twins, hints, ratings, reduced candidates, batches). Set `size` to
/// `sizeof(sudoku_options)` and every other field to 0 for the defaults, then change what
/// you need; every call that takes options also takes NULL for the defaults. Later
/// versions may append fields: a caller built against a newer header may pass a larger
/// `size` as long as the fields this library does not know are all zero.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct sudoku_options {
    /// `sizeof(sudoku_options)`, set by the caller.
    pub size: u32,
    /// Must be 0.
    pub reserved: u32,
    /// The most guesses the search may make; 0 means the default: no limit under the
    /// classic rules (whose engine needs at most a few thousand on any board, see
    /// docs/BOUNDED-TIME.md), `SUDOKU_RULES_DEFAULT_GUESSES` (and for hints and ratings
    /// `SUDOKU_RULES_DEFAULT_EFFORT`) under variant rules; `UINT64_MAX` means no limit. A
    /// guess is a branch trial other than a cell's last remaining candidate; when the next
    /// one would exceed the limit, the call returns `SUDOKU_LIMIT_REACHED` and writes
    /// nothing. Under variant rules a hint's or rating's techniques count against the same
    /// limit (see `SUDOKU_RULES_DEFAULT_EFFORT`).
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
pub enum Want {
    /// Any solution (the first in the engine's order).
    First,
    /// The solution, only if it is the only one.
    Unique,
}

/// Solves a board held in `bytes` under `rules` within `limits`. On `SUDOKU_OK`, `bytes`
/// holds the solution in the same encoding; otherwise it is unchanged.
pub(super) fn solve_bytes(
    bytes: &mut [u8; CELLS],
    encoding: Encoding,
    want: Want,
    (rules, limits): (&Rules, Limits),
) -> (sudoku_status, Stats) {
    let solved = Puzzle::read(bytes, encoding).and_then(|puzzle| match want {
        Want::First => crate::solve_with(&puzzle, rules, limits),
        Want::Unique => crate::solve_unique_with(&puzzle, rules, limits),
    });
    match solved {
        Ok((solution, stats)) => {
            *bytes = solution.encode(encoding);
            (SUDOKU_OK, stats)
        }
        Err(error) => (error.into(), Stats::default()),
    }
}

/// How a call searches: under which rules, within which limits, and where its statistics
/// go (nowhere, when the caller passed NULL).
pub(super) struct CallSettings {
    rules: Rules,
    limits: Limits,
    stats: Option<SizedOut<sudoku_stats>>,
}

impl CallSettings {
    /// The plain calls: the classic rules, default limits, no statistics.
    pub(super) fn plain() -> CallSettings {
        CallSettings {
            rules: Rules::classic(),
            limits: Limits::default(),
            stats: None,
        }
    }

    /// The same call under `rules`.
    pub(super) fn under(self, rules: Rules) -> CallSettings {
        CallSettings { rules, ..self }
    }

    /// Reads the caller's options and checks the caller's statistics struct, before the
    /// call does any work.
    pub(super) fn new(
        options: Option<&SizedIn<sudoku_options>>,
        stats: Option<UncheckedOut<sudoku_stats>>,
    ) -> Result<CallSettings, sudoku_status> {
        let limits = limits(options)?;
        let stats = stats.map(UncheckedOut::checked).transpose()?;
        Ok(CallSettings {
            rules: Rules::classic(),
            limits,
            stats,
        })
    }

    /// Writes the statistics (every field but `size`) when the caller asked for them.
    fn report(self, report: Stats) {
        if let Some(stats) = self.stats {
            stats.write(sudoku_stats {
                size: 0,
                reserved: 0,
                guesses: report.guesses,
            });
        }
    }
}

/// The limits a caller's options ask for (NULL options: the defaults), or why they are
/// bad. `max_guesses` 0 is the default, `None` here: no limit on the classic engine, the
/// default limits under rules.
pub(super) fn limits(options: Option<&SizedIn<sudoku_options>>) -> Result<Limits, sudoku_status> {
    let Some(options) = options else {
        return Ok(Limits::default());
    };
    let known = options.read()?;
    if known.reserved != 0 {
        return Err(SUDOKU_ERR_ARGUMENT);
    }
    Ok(Limits {
        max_guesses: (known.max_guesses != 0).then_some(known.max_guesses),
    })
}

/// Solves the caller's board in place, writing it (and the statistics) only on success.
pub(super) fn solve_in_place(
    (board, answer): (CellsIn<u8>, CellsOut<u8>),
    encoding: Encoding,
    want: Want,
    run: CallSettings,
) -> sudoku_status {
    let mut bytes = board.read();
    let (status, report) = solve_bytes(&mut bytes, encoding, want, (&run.rules, run.limits));
    if status == SUDOKU_OK {
        answer.write(&bytes);
        run.report(report);
    }
    status
}

/// An options-taking solve of a text-encoded board, as [`solve_in_place`].
///
/// # Safety
/// `board` is NULL or valid for reading and writing 81 bytes; `options` NULL or valid
/// for reading `options->size` bytes; `stats` NULL or valid for reading and writing a
/// `sudoku_stats`.
unsafe fn solve_with(
    board: *mut c_char,
    options: *const sudoku_options,
    stats: *mut sudoku_stats,
    want: Want,
) -> Result<sudoku_status, sudoku_status> {
    // SAFETY: the caller's promise, passed on.
    let (board, options, stats) = unsafe {
        (
            board_in_place(board.cast())?,
            SizedIn::optional(options),
            UncheckedOut::optional(stats),
        )
    };
    let run = CallSettings::new(options.as_ref(), stats)?;
    Ok(solve_in_place(board, Encoding::Text, want, run))
}

/// Counts the solutions of the caller's board, writing the count (and the statistics)
/// only on success.
pub(super) fn count_into(
    board: &CellsIn<u8>,
    encoding: Encoding,
    limit: u32,
    count: Slot<u32>,
    run: CallSettings,
) -> Result<sudoku_status, sudoku_status> {
    if limit == 0 {
        return Err(SUDOKU_ERR_ARGUMENT);
    }
    let puzzle = Puzzle::read(&board.read(), encoding)?;
    let (n, report) = crate::count_with(&puzzle, &run.rules, limit, run.limits)?;
    count.write(n);
    run.report(report);
    Ok(SUDOKU_OK)
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
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let board = unsafe { board_in_place(board.cast()) }?;
        Ok(solve_in_place(
            board,
            Encoding::Text,
            Want::First,
            CallSettings::plain(),
        ))
    })
}

/// Solves a value-encoded board in place: `1`-`9` givens, `0` empty cells. Otherwise exactly
/// like `sudoku_solve`: 81 bytes, written only on `SUDOKU_OK`, the same statuses.
///
/// # Safety
/// `cells` must be NULL or valid for reading and writing 81 bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_values(cells: *mut u8) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let board = unsafe { board_in_place(cells) }?;
        Ok(solve_in_place(
            board,
            Encoding::Values,
            Want::First,
            CallSettings::plain(),
        ))
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
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let board = unsafe { board_in_place(board.cast()) }?;
        Ok(solve_in_place(
            board,
            Encoding::Text,
            Want::Unique,
            CallSettings::plain(),
        ))
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
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe { solve_with(board, options, stats, Want::Unique) }
    })
}

/// `sudoku_solve_unique` for a value-encoded board (`1`-`9` givens, `0` empty cells).
///
/// # Safety
/// `cells` must be NULL or valid for reading and writing 81 bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_unique_values(cells: *mut u8) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let board = unsafe { board_in_place(cells) }?;
        Ok(solve_in_place(
            board,
            Encoding::Values,
            Want::Unique,
            CallSettings::plain(),
        ))
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
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, count) = unsafe { (CellsIn::new(board.cast())?, Slot::new(count)?) };
        count_into(&board, Encoding::Text, limit, count, CallSettings::plain())
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
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, count) = unsafe { (CellsIn::new(cells)?, Slot::new(count)?) };
        count_into(
            &board,
            Encoding::Values,
            limit,
            count,
            CallSettings::plain(),
        )
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
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe { solve_with(board, options, stats, Want::First) }
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
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, count, options, stats) = unsafe {
            (
                CellsIn::new(board.cast())?,
                Slot::new(count)?,
                SizedIn::optional(options),
                UncheckedOut::optional(stats),
            )
        };
        count_into(
            &board,
            Encoding::Text,
            limit,
            count,
            CallSettings::new(options.as_ref(), stats)?,
        )
    })
}
