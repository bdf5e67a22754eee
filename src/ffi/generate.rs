//! Seeded puzzle generation: one puzzle, a batch of consecutive seeds, or a solved grid.

use std::ffi::c_char;

use super::batch::Batch;
use super::boundary::{CellsOut, SizedIn};
use super::rules::{checked_rules, sudoku_rules};
use super::status::sudoku_status::{self, *};
use crate::board::Encoding;
use crate::geometry::CELLS;
use crate::pool::{for_each, threads_for};
use crate::{Generate, Level, Rules, Symmetry};

/// Symmetries of the pattern of givens, for `sudoku_generate_options.symmetry`.
#[repr(i32)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum sudoku_symmetry {
    /// Givens anywhere.
    SUDOKU_SYMMETRY_NONE = 0,
    /// A half turn of the grid maps givens onto givens.
    SUDOKU_SYMMETRY_ROTATIONAL_180 = 1,
    /// A quarter turn of the grid maps givens onto givens.
    SUDOKU_SYMMETRY_ROTATIONAL_90 = 2,
    /// Mirroring left to right maps givens onto givens.
    SUDOKU_SYMMETRY_MIRROR = 3,
    /// Reflecting in the main diagonal (top left to bottom right) maps givens onto givens.
    SUDOKU_SYMMETRY_DIAGONAL = 4,
}

/// The tries `sudoku_generate` makes when `max_tries` is 0.
pub const SUDOKU_GENERATE_DEFAULT_TRIES: u32 = 1000;

const _: () = assert!(
    SUDOKU_GENERATE_DEFAULT_TRIES == Generate::DEFAULT_TRIES
        && SUDOKU_GENERATE_RULES_DEFAULT_TRIES == Generate::DEFAULT_TRIES_UNDER_RULES
);

/// What to generate. Set `size` to `sizeof(sudoku_generate_options)` and every other field
/// to 0 for the defaults (any level, no symmetry, minimal, the default number of tries),
/// then change what you need. The puzzle rates from `level` to `max_level`: exactly at
/// `level` when `max_level` is 0, and from beginner up when only `max_level` is set.
/// Later versions may append fields: a larger `size` is accepted as long as the fields
/// this library does not know are all zero.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct sudoku_generate_options {
    /// `sizeof(sudoku_generate_options)`, set by the caller.
    pub size: u32,
    /// The lowest level the puzzle may rate at (`sudoku_rate`), a `sudoku_level` value;
    /// `SUDOKU_LEVEL_ANY` (0) for no lowest level.
    pub level: i32,
    /// The symmetry of the givens, a `sudoku_symmetry` value.
    pub symmetry: i32,
    /// 0: minimal, no given (no orbit of givens under the symmetry) can go without losing
    /// uniqueness. 1: not minimal, digging stops at the first given that must stay (with a
    /// level, the first where the puzzle already rates at the levels, else it digs on to a
    /// minimal one), which leaves more givens; with no level it is also faster.
    pub not_minimal: u32,
    /// The most tries (a solved grid, dug and rated) before giving up with
    /// `SUDOKU_LIMIT_REACHED`; 0 for `SUDOKU_GENERATE_DEFAULT_TRIES`.
    pub max_tries: u32,
    /// The highest level the puzzle may rate at, a `sudoku_level` value, not below `level`;
    /// `SUDOKU_LEVEL_ANY` (0) for `level` itself (every level when `level` is 0 too). For
    /// example `SUDOKU_LEVEL_HARD` to `SUDOKU_LEVEL_EXTREME` asks for anything beyond pairs,
    /// triples and locked candidates.
    pub max_level: i32,
}

/// The generation a caller's struct asks for, checked before any work (so that a batch
/// refuses bad options whole); none (NULL) asks for the defaults.
pub(super) fn read_options(
    options: Option<&SizedIn<sudoku_generate_options>>,
) -> Result<Generate, sudoku_status> {
    let raw = match options {
        Some(options) => options.read()?,
        None => sudoku_generate_options::default(),
    };
    let level = |id: i32| match id {
        0 => Ok(None),
        id => Level::from_id(i64::from(id))
            .map(Some)
            .ok_or(SUDOKU_ERR_ARGUMENT),
    };
    let generate = Generate {
        level: level(raw.level)?,
        max_level: level(raw.max_level)?,
        symmetry: Symmetry::from_id(i64::from(raw.symmetry)).ok_or(SUDOKU_ERR_ARGUMENT)?,
        minimal: match raw.not_minimal {
            0 => true,
            1 => false,
            _ => return Err(SUDOKU_ERR_ARGUMENT),
        },
        max_tries: (raw.max_tries != 0).then_some(raw.max_tries),
    };
    generate.levels()?;
    Ok(generate)
}

/// Generates the puzzle for `seed` under `rules` into `board`, written only on success.
fn generate_into(
    seed: u64,
    rules: &Rules,
    options: &Generate,
    encoding: Encoding,
    board: &mut [u8; CELLS],
) -> sudoku_status {
    match crate::generate(seed, rules, options) {
        Ok(puzzle) => {
            *board = puzzle.encode(encoding);
            SUDOKU_OK
        }
        Err(error) => error.into(),
    }
}

/// Generates one puzzle under `rules` into the caller's board.
fn generate_one(
    seed: u64,
    rules: &Rules,
    options: Option<&SizedIn<sudoku_generate_options>>,
    encoding: Encoding,
    out: CellsOut<u8>,
) -> Result<sudoku_status, sudoku_status> {
    let options = read_options(options)?;
    let mut board = [0u8; CELLS];
    let status = generate_into(seed, rules, &options, encoding, &mut board);
    if status == SUDOKU_OK {
        out.write(&board);
    }
    Ok(status)
}

/// Generates a puzzle with exactly one solution from `seed` and writes it to `out` as 81
/// text bytes (`'1'`-`'9'` givens, `'.'` empty cells; no NUL is written). The same seed
/// and options give the same puzzle on every platform and build of this version: the
/// generator's only randomness is a SplitMix64 stream started at `seed` (xor-ed with a
/// constant of the levels asked, so that each level or range of levels has its own grids
/// for a seed; see docs/GAME.md), and no decision uses floating point. `options` may be
/// NULL for the defaults (any level, no symmetry, minimal). With a level, the puzzle
/// rates exactly at that level (`sudoku_rate`), or within `level`..`max_level` when
/// `max_level` is set.
///
/// Returns `SUDOKU_OK`; `SUDOKU_LIMIT_REACHED` when `max_tries` tries found no puzzle at
/// the levels; `SUDOKU_ERR_ARGUMENT` for a bad `size`, level, `max_level` (unknown, or below
/// `level`), symmetry or `not_minimal`; `SUDOKU_ERR_NULL`. `out` is written only on
/// `SUDOKU_OK`.
///
/// Thread-safe and reentrant; allocates nothing. A try is a solved grid, dug, then rated
/// when levels are asked; a single level takes more tries than a range of levels, and the
/// rarer the level among dug grids, the more (`cargo bench --bench game` measures each).
///
/// # Safety
/// `options` must be NULL or valid for reading `options->size` bytes; `out` NULL or valid
/// for writing 81 bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate(
    seed: u64,
    options: *const sudoku_generate_options,
    out: *mut c_char,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (out, options) = unsafe { (CellsOut::new(out.cast())?, SizedIn::optional(options)) };
        generate_one(
            seed,
            &Rules::classic(),
            options.as_ref(),
            Encoding::Text,
            out,
        )
    })
}

/// `sudoku_generate` writing the value encoding (`1`-`9` givens, `0` empty cells).
///
/// # Safety
/// As for `sudoku_generate`, with `cells` for `out`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_values(
    seed: u64,
    options: *const sudoku_generate_options,
    cells: *mut u8,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (out, options) = unsafe { (CellsOut::new(cells)?, SizedIn::optional(options)) };
        generate_one(
            seed,
            &Rules::classic(),
            options.as_ref(),
            Encoding::Values,
            out,
        )
    })
}

/// The tries a generation under variant rules makes at its target levels when
/// `max_tries` is 0: each try digs and rates a whole grid under the rules, dearer than a
/// classic try.
pub const SUDOKU_GENERATE_RULES_DEFAULT_TRIES: u32 = 8;

/// `sudoku_generate` under `rules`: a puzzle with exactly one solution under them, for
/// `seed`, written to `out` as 81 text bytes (no NUL). The same seed, rules and options
/// give the same puzzle on every platform and build of this version. It draws a solved
/// grid (the search's first solution under the rules, found within 50,000 guesses, then up
/// to eleven random givens the rules allow, each kept where the search still completes the
/// grid within 1,000 guesses, the grid following it), then empties the orbits of the
/// symmetry in a seeded random order while the solution stays unique, as
/// `sudoku_generate` does: minimal by default,
/// except that an orbit whose removal one count cannot decide within 1,000 guesses stays
/// (under the harder rules, such as non-consecutive, a given may then remain that could
/// go). Killer cages may leave no given at all. Without a level one try always succeeds.
/// With `level` (and `max_level`), each try is rated as `sudoku_rate_rules` rates: a
/// minimal puzzle is kept when it rates at one of the levels; with `not_minimal` 1 an
/// orbit also stays where its removal would rate above the highest, and the puzzle is kept
/// when it rates at least the lowest; below it, up to 24 more ratings try to lift it (one
/// such orbit goes, then emptied orbits come back one at a time until it rates at one of
/// the levels). `max_tries` 0 means
/// `SUDOKU_GENERATE_RULES_DEFAULT_TRIES`; each range of levels has its own stream for a
/// seed. Minimal puzzles under most rules rate expert or extreme: ask `not_minimal` for
/// the lower levels (docs/GAME.md, "Variant rules"). The work is bounded by the guess
/// limits and the tries.
///
/// Under the classic rules (a NULL `rules` included), exactly `sudoku_generate`.
///
/// Returns `SUDOKU_OK`; `SUDOKU_LIMIT_REACHED` when the search finds no grid under the
/// rules within 50,000 guesses (rules that may admit none, such as cages whose sums cannot
/// all hold), or `max_tries` tries none at the levels; `SUDOKU_ERR_RULES` for rules that `sudoku_rules_check` rejects;
/// `SUDOKU_ERR_ARGUMENT` and `SUDOKU_ERR_NULL` as for `sudoku_generate`. `out` is written
/// only on `SUDOKU_OK`.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// As for `sudoku_generate`; `rules` as for `sudoku_rules_check`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_rules(
    seed: u64,
    rules: *const sudoku_rules,
    options: *const sudoku_generate_options,
    out: *mut c_char,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (out, rules, options) = unsafe {
            (
                CellsOut::new(out.cast())?,
                checked_rules(rules)?,
                SizedIn::optional(options),
            )
        };
        generate_one(seed, &rules, options.as_ref(), Encoding::Text, out)
    })
}

/// `sudoku_generate_rules` writing the value encoding (`1`-`9` givens, `0` empty cells).
///
/// # Safety
/// As for `sudoku_generate_rules`, with `cells` for `out`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_rules_values(
    seed: u64,
    rules: *const sudoku_rules,
    options: *const sudoku_generate_options,
    cells: *mut u8,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (out, rules, options) = unsafe {
            (
                CellsOut::new(cells)?,
                checked_rules(rules)?,
                SizedIn::optional(options),
            )
        };
        generate_one(seed, &rules, options.as_ref(), Encoding::Values, out)
    })
}

/// Generates `count` puzzles into `out` (81 text bytes each, back to back): puzzle `i` is
/// exactly what `sudoku_generate(seed + i, options, ...)` gives (the seed wraps around at
/// 2^64), and `statuses[i]` its status; a puzzle's 81 bytes are written only where its
/// status is `SUDOKU_OK`. The threads are chosen as for `sudoku_solve_batch`: up to
/// `threads`, the calling thread included (0: one per available core), never more than one
/// per 32 puzzles or two per available core, and fewer when the system cannot start them
/// (in WebAssembly, none: every puzzle is made on the calling thread); the results do not
/// depend on the number of threads.
///
/// Returns `SUDOKU_OK` once every puzzle has its status (at once for zero puzzles);
/// `SUDOKU_ERR_NULL`, or `SUDOKU_ERR_ARGUMENT` (bad options, or `81 * count` overflows)
/// before touching anything. Thread-safe and reentrant for distinct buffers; allocates
/// nothing, and a thread the system cannot start never aborts the process.
///
/// # Safety
/// `options` must be NULL or valid for reading `options->size` bytes; `out` NULL or valid
/// for writing `81 * count` bytes; `statuses` NULL or valid for writing `count` statuses,
/// not overlapping `out`. With `count` 0 neither is written, and either may be NULL.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_batch(
    seed: u64,
    options: *const sudoku_generate_options,
    count: usize,
    out: *mut c_char,
    statuses: *mut sudoku_status,
    threads: u32,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (mut batch, options) = unsafe {
            (
                Batch::new(out.cast(), count, statuses)?,
                SizedIn::optional(options),
            )
        };
        let (options, classic) = (read_options(options.as_ref())?, Rules::classic());
        let threads = threads_for(threads, count);
        let (boards, statuses) = batch.slices()?;
        // generate_into writes a board only on success, as single calls do
        for_each(boards, statuses, threads, |i, board| {
            generate_into(
                seed.wrapping_add(i as u64),
                &classic,
                &options,
                Encoding::Text,
                board,
            ) as i32
        });
        Ok(SUDOKU_OK)
    })
}

/// Writes the solved grid for `seed` to `out` (81 text bytes `'1'`-`'9'`; no NUL): a
/// valid complete grid, the same for the same seed on every platform and build of this
/// version. Returns `SUDOKU_OK` or `SUDOKU_ERR_NULL`. Thread-safe; allocates nothing.
///
/// # Safety
/// `out` must be NULL or valid for writing 81 bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_solved(seed: u64, out: *mut c_char) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let out = unsafe { CellsOut::new(out.cast()) }?;
        out.write(&crate::generate_solved(seed).encode(Encoding::Text));
        Ok(SUDOKU_OK)
    })
}

/// `sudoku_generate_solved` writing the value encoding (`1`-`9`).
///
/// # Safety
/// `cells` must be NULL or valid for writing 81 bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_solved_values(seed: u64, cells: *mut u8) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let out = unsafe { CellsOut::new(cells) }?;
        out.write(&crate::generate_solved(seed).encode(Encoding::Values));
        Ok(SUDOKU_OK)
    })
}
