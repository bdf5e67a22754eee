//! Variant rules: the `sudoku_rules` struct, its check, and the solving and counting
//! calls that take it. Under the classic rules (a NULL struct, or one that spells them)
//! each call is exactly its classic twin, on the classic engine.

use std::ffi::c_char;

use super::boundary::{board_in_place, BytesIn, CellsIn, SizedIn, Slot, UncheckedOut};
use super::problem::sudoku_problem;
use super::solve::{count_into, solve_in_place, sudoku_options, sudoku_stats, CallSettings, Want};
use super::status::sudoku_status::{self, *};
use crate::board::Encoding;
use crate::geometry::CELLS;
use crate::{Fault, Limits, Rules};

/// A rule set: the classic rules plus any of the `SUDOKU_RULE_*` flags, irregular regions
/// (jigsaw) and killer cages. Set `size` to `sizeof(sudoku_rules)` and every field you do
/// not use to 0 or NULL. The arrays are read during the call only; the library keeps no
/// pointer. A NULL `const sudoku_rules *`, or flags 0 with no regions and no cages, is the
/// classic rules, solved by the classic engine.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug)]
pub struct sudoku_rules {
    /// `sizeof(sudoku_rules)`, set by the caller.
    pub size: u32,
    /// `SUDOKU_RULE_*` flags, or-ed together.
    pub flags: u32,
    /// NULL for the nine 3x3 boxes; else 81 region ids, 0-8, each region nine connected
    /// cells (orthogonally), which replace the boxes.
    pub regions: *const u8,
    /// The number of cages, 0-81; 0 for none.
    pub cage_count: u32,
    /// NULL, or 81 cage ids: 0 for a cell in no cage, else 1 to `cage_count`. A cage is
    /// one to nine connected cells that hold distinct digits summing to its sum.
    pub cages: *const u8,
    /// `cage_count` sums, the sum of cage `k` at index `k - 1`; read only when
    /// `cage_count` is not 0.
    pub cage_sums: *const u8,
}

/// The main and anti diagonals are houses too (diagonal or X sudoku).
pub const SUDOKU_RULE_DIAGONALS: u32 = 1;
/// The four windows, rows and columns 2-4 and 6-8 counted from 1, are houses too (windoku).
pub const SUDOKU_RULE_WINDOKU: u32 = 2;
/// Two cells a knight's move apart hold different digits.
pub const SUDOKU_RULE_ANTI_KNIGHT: u32 = 4;
/// Two cells a king's move apart, diagonally too, hold different digits.
pub const SUDOKU_RULE_ANTI_KING: u32 = 8;
/// Two orthogonally adjacent cells never hold consecutive digits.
pub const SUDOKU_RULE_NON_CONSECUTIVE: u32 = 16;

/// The most guesses a search under variant rules makes when the caller sets no limit
/// (NULL options, or `max_guesses` 0): `sudoku_solve_rules`, `sudoku_solve_unique_rules`,
/// `sudoku_count_solutions_rules` and their `_with` twins, and the search for the solution
/// inside `sudoku_hint_rules` and `sudoku_rate_rules`, then return `SUDOKU_LIMIT_REACHED`.
/// Every published puzzle of the tests and every puzzle the generators make needs far
/// fewer; docs/BOUNDED-TIME.md says how long spending them takes.
pub const SUDOKU_RULES_DEFAULT_GUESSES: u64 = 5000;

/// The most a hint or rating under variant rules spends, when the caller sets no limit, on
/// its search and on the techniques it tries together: a guess counts one, and each
/// technique tried at a step about its work over a guess's (1 for singles, subsets, fish
/// and wings, up to 150 for a forcing net). Past it `sudoku_hint_rules` and
/// `sudoku_rate_rules` return `SUDOKU_LIMIT_REACHED`. Every puzzle the generators make is
/// rated within it.
pub const SUDOKU_RULES_DEFAULT_EFFORT: u64 = 200000;

const _: () = assert!(
    SUDOKU_RULES_DEFAULT_GUESSES == Limits::RULES_GUESSES
        && SUDOKU_RULES_DEFAULT_EFFORT == Limits::RULES_EFFORT
        && SUDOKU_RULE_DIAGONALS == Rules::DIAGONALS
        && SUDOKU_RULE_WINDOKU == Rules::WINDOKU
        && SUDOKU_RULE_ANTI_KNIGHT == Rules::ANTI_KNIGHT
        && SUDOKU_RULE_ANTI_KING == Rules::ANTI_KING
        && SUDOKU_RULE_NON_CONSECUTIVE == Rules::NON_CONSECUTIVE
);

/// The rules a caller's struct describes (NULL: the classic rules), or the fault in them;
/// `Err` for a bad pointer or `size`.
///
/// # Safety
/// `rules` is NULL or valid for reading `rules->size` bytes, and each of its arrays is
/// NULL or valid for reading what its field's documentation says.
unsafe fn read_rules(rules: *const sudoku_rules) -> Result<Result<Rules, Fault>, sudoku_status> {
    // SAFETY: the caller's promise, passed on.
    let Some(rules) = (unsafe { SizedIn::optional(rules) }) else {
        return Ok(Ok(Rules::classic()));
    };
    let rules = rules.read()?;
    let count = rules.cage_count as usize;
    if count > CELLS {
        return Ok(Err(Fault::CageCount { count }));
    }
    // SAFETY: as above.
    let (regions, cages) = unsafe {
        (
            CellsIn::optional(rules.regions).map(|regions| regions.read()),
            match count {
                0 => CellsIn::optional(rules.cages).map(|cages| (cages.read(), [0; CELLS], 0)),
                _ => {
                    let (sums, count) = BytesIn::new(rules.cage_sums, count)?.read();
                    Some((CellsIn::new(rules.cages)?.read(), sums, count))
                }
            },
        )
    };
    let cages = cages
        .as_ref()
        .map(|(ids, sums, count)| (ids, &sums[..*count]));
    Ok(Rules::new(rules.flags, regions.as_ref(), cages))
}

/// The checked rules of a caller's struct; `SUDOKU_ERR_RULES` for a fault.
///
/// # Safety
/// As for [`read_rules`].
pub(super) unsafe fn checked_rules(rules: *const sudoku_rules) -> Result<Rules, sudoku_status> {
    // SAFETY: the caller's promise, passed on.
    unsafe { read_rules(rules) }?.map_err(|_| SUDOKU_ERR_RULES)
}

/// Checks a rule set. Returns `SUDOKU_OK` (the rules are sound; a NULL `rules` is the
/// classic rules) or `SUDOKU_ERR_RULES`, and with either writes the report to `*problem`:
/// for a fault, a `sudoku_rules_fault` in `value` and where it lies in the other fields.
/// `SUDOKU_ERR_ARGUMENT` for a bad `rules->size` and `SUDOKU_ERR_NULL` for a NULL
/// `problem`, a NULL `cages` or `cage_sums` with cages, write nothing.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// `rules` must be NULL or point to a `sudoku_rules` whose arrays are as its fields say;
/// `problem` must be NULL or valid for writing one `sudoku_problem`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_check(
    rules: *const sudoku_rules,
    problem: *mut sudoku_problem,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (rules, problem) = unsafe { (read_rules(rules)?, Slot::new(problem)?) };
        let report = rules.map_or_else(sudoku_problem::from, |_| sudoku_problem::VALID);
        problem.write(report);
        Ok(report.status)
    })
}

/// `sudoku_solve` under `rules`: solves a text-encoded board in place, writing the first
/// solution in the search's order on `SUDOKU_OK`. Errors as for `sudoku_solve`, and
/// `SUDOKU_ERR_RULES` for rules that `sudoku_rules_check` rejects. Two equal givens that
/// must differ under the rules (a house, a cage, a knight's or king's move) are
/// `SUDOKU_ERR_DUPLICATE_GIVEN`; consecutive given neighbours under non-consecutive, or
/// givens that break a cage's sum, leave no solution.
///
/// Under rules the search makes at most `SUDOKU_RULES_DEFAULT_GUESSES` guesses, then
/// returns `SUDOKU_LIMIT_REACHED` with the board unchanged: some boards under strict rules
/// need far more (docs/BOUNDED-TIME.md). `sudoku_solve_rules_with` sets another limit.
///
/// Thread-safe and reentrant for distinct buffers; allocates nothing.
///
/// # Safety
/// `board` must be NULL or valid for reading and writing 81 bytes; `rules` as for
/// `sudoku_rules_check`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_rules(
    board: *mut c_char,
    rules: *const sudoku_rules,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe { solve_plain(board.cast(), Encoding::Text, rules, Want::First) }
    })
}

/// `sudoku_solve_rules` for a value-encoded board (`1`-`9` givens, `0` empty cells).
///
/// # Safety
/// `cells` must be NULL or valid for reading and writing 81 bytes; `rules` as for
/// `sudoku_rules_check`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_rules_values(
    cells: *mut u8,
    rules: *const sudoku_rules,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe { solve_plain(cells, Encoding::Values, rules, Want::First) }
    })
}

/// `sudoku_solve_unique` under `rules`: solves a text-encoded board in place only if it
/// has exactly one solution under them. Statuses as for `sudoku_solve_unique` and
/// `sudoku_solve_rules`.
///
/// Thread-safe and reentrant for distinct buffers; allocates nothing.
///
/// # Safety
/// As for `sudoku_solve_rules`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_unique_rules(
    board: *mut c_char,
    rules: *const sudoku_rules,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe { solve_plain(board.cast(), Encoding::Text, rules, Want::Unique) }
    })
}

/// `sudoku_solve_unique_rules` for a value-encoded board.
///
/// # Safety
/// As for `sudoku_solve_rules_values`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_unique_rules_values(
    cells: *mut u8,
    rules: *const sudoku_rules,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe { solve_plain(cells, Encoding::Values, rules, Want::Unique) }
    })
}

/// A solve under rules with the default settings.
///
/// # Safety
/// `board` is NULL or valid for reading and writing 81 bytes; `rules` as for
/// `sudoku_rules_check`.
unsafe fn solve_plain(
    board: *mut u8,
    encoding: Encoding,
    rules: *const sudoku_rules,
    want: Want,
) -> Result<sudoku_status, sudoku_status> {
    // SAFETY: the caller's promise, passed on.
    let (board, rules) = unsafe { (board_in_place(board)?, checked_rules(rules)?) };
    Ok(solve_in_place(
        board,
        encoding,
        want,
        CallSettings::plain().under(rules),
    ))
}

/// `sudoku_solve_with` under `rules`: an effort limit and statistics on request. Under
/// rules, `max_guesses` 0 (or NULL options) is `SUDOKU_RULES_DEFAULT_GUESSES`; a caller
/// that wants the search to run to its end asks for `UINT64_MAX`, and a board of a few
/// givens under strict rules can then take seconds (docs/BOUNDED-TIME.md).
///
/// Thread-safe and reentrant for distinct buffers; allocates nothing.
///
/// # Safety
/// As for `sudoku_solve_with`, and `rules` as for `sudoku_rules_check`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_rules_with(
    board: *mut c_char,
    rules: *const sudoku_rules,
    options: *const sudoku_options,
    stats: *mut sudoku_stats,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe { solve_rules_with(board, rules, options, stats, Want::First) }
    })
}

/// `sudoku_solve_unique_with` under `rules`.
///
/// Thread-safe and reentrant for distinct buffers; allocates nothing.
///
/// # Safety
/// As for `sudoku_solve_rules_with`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_unique_rules_with(
    board: *mut c_char,
    rules: *const sudoku_rules,
    options: *const sudoku_options,
    stats: *mut sudoku_stats,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe { solve_rules_with(board, rules, options, stats, Want::Unique) }
    })
}

/// An options-taking solve of a text-encoded board under rules.
///
/// # Safety
/// As for `sudoku_solve_rules_with`.
unsafe fn solve_rules_with(
    board: *mut c_char,
    rules: *const sudoku_rules,
    options: *const sudoku_options,
    stats: *mut sudoku_stats,
    want: Want,
) -> Result<sudoku_status, sudoku_status> {
    // SAFETY: the caller's promise, passed on.
    let (board, rules, options, stats) = unsafe {
        (
            board_in_place(board.cast())?,
            checked_rules(rules)?,
            SizedIn::optional(options),
            UncheckedOut::optional(stats),
        )
    };
    let run = CallSettings::new(options.as_ref(), stats)?.under(rules);
    Ok(solve_in_place(board, Encoding::Text, want, run))
}

/// `sudoku_count_solutions` under `rules`: counts a text-encoded board's solutions under
/// them, stopping at `limit` (at least 1). Statuses as for `sudoku_count_solutions` and
/// `sudoku_solve_rules`.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// `board` must be NULL or valid for reading 81 bytes; `count` NULL or valid for writing a
/// `uint32_t`; `rules` as for `sudoku_rules_check`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_count_solutions_rules(
    board: *const c_char,
    rules: *const sudoku_rules,
    limit: u32,
    count: *mut u32,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, rules, count) = unsafe {
            (
                CellsIn::new(board.cast())?,
                checked_rules(rules)?,
                Slot::new(count)?,
            )
        };
        count_into(
            &board,
            Encoding::Text,
            limit,
            count,
            CallSettings::plain().under(rules),
        )
    })
}

/// `sudoku_count_solutions_rules` for a value-encoded board.
///
/// # Safety
/// `cells` must be NULL or valid for reading 81 bytes; otherwise as for
/// `sudoku_count_solutions_rules`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_count_solutions_rules_values(
    cells: *const u8,
    rules: *const sudoku_rules,
    limit: u32,
    count: *mut u32,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, rules, count) = unsafe {
            (
                CellsIn::new(cells)?,
                checked_rules(rules)?,
                Slot::new(count)?,
            )
        };
        count_into(
            &board,
            Encoding::Values,
            limit,
            count,
            CallSettings::plain().under(rules),
        )
    })
}

/// `sudoku_count_solutions_with` under `rules`.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// As for `sudoku_count_solutions_with`, and `rules` as for `sudoku_rules_check`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_count_solutions_rules_with(
    board: *const c_char,
    rules: *const sudoku_rules,
    limit: u32,
    count: *mut u32,
    options: *const sudoku_options,
    stats: *mut sudoku_stats,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, rules, count, options, stats) = unsafe {
            (
                CellsIn::new(board.cast())?,
                checked_rules(rules)?,
                Slot::new(count)?,
                SizedIn::optional(options),
                UncheckedOut::optional(stats),
            )
        };
        let run = CallSettings::new(options.as_ref(), stats)?.under(rules);
        count_into(&board, Encoding::Text, limit, count, run)
    })
}
