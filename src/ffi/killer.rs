//! Killer generation: `sudoku_killer`, the cages and sums a generated killer puzzle comes
//! with, and `sudoku_generate_killer`.

use std::ffi::c_char;

use super::boundary::{CellsOut, SizedIn, UncheckedOut};
use super::generate::{read_options, sudoku_generate_options};
use super::hint::SUDOKU_CELLS;
use super::rules::{checked_rules, sudoku_rules};
use super::status::sudoku_status::{self, *};
use crate::board::Encoding;

/// The cages of a generated killer puzzle. Set `size` to `sizeof(sudoku_killer)`; the
/// rest is written on success. To solve or check the puzzle, point a `sudoku_rules`'s
/// `cages` and `cage_sums` at these arrays, with `cage_count` and the flags and regions
/// it was generated under.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct sudoku_killer {
    /// `sizeof(sudoku_killer)`, set by the caller.
    pub size: u32,
    /// The number of cages, 1-81.
    pub cage_count: u32,
    /// The cage of each cell, 1 to `cage_count`, numbered in the order of their first
    /// cells; every cell is in a cage of one to nine connected cells.
    pub cages: [u8; SUDOKU_CELLS],
    /// The sum of cage `k` at index `k - 1`; 0 beyond `cage_count`.
    pub cage_sums: [u8; SUDOKU_CELLS],
}

/// `sudoku_generate_killer`'s `givens`: no given, the cages alone make the solution
/// unique (the usual killer).
pub const SUDOKU_KILLER_NO_GIVENS: u32 = 0;
/// `sudoku_generate_killer`'s `givens`: larger cages, and the givens they need.
pub const SUDOKU_KILLER_WITH_GIVENS: u32 = 1;

/// Generates a killer puzzle for `seed`: cages (written to `*killer`) and givens (written
/// to `out` as 81 text bytes, no NUL; all empty with `SUDOKU_KILLER_NO_GIVENS`), whose
/// solution is unique under the cages and the flags and regions of `rules` (NULL: the
/// classic rules; cages in `rules` are ignored). A grid is drawn under `rules` as
/// `sudoku_generate_rules` draws it, and cages of distinct digits are grown over it at
/// random: of two to four cells with `SUDOKU_KILLER_NO_GIVENS`, then a cage where another
/// solution differs is split until the cages alone leave one solution, and a cage of one
/// cell joins a neighbour where the solution stays unique; of two to six with
/// `SUDOKU_KILLER_WITH_GIVENS`, then the grid is dug as `sudoku_generate_rules` digs it
/// (with the symmetry and `not_minimal` of `options`). With `level` (and `max_level`),
/// each try (up to `max_tries`; 0 means `SUDOKU_GENERATE_RULES_DEFAULT_TRIES`) draws a
/// grid and cages of its own, and the puzzle is kept when it rates at one of the levels as
/// `sudoku_rate_rules` rates it; with `SUDOKU_KILLER_WITH_GIVENS` and `not_minimal` 1, a
/// given also stays where its removal would rate above the highest level. Killers with no
/// givens rate medium or extreme almost always: other levels seldom succeed
/// (docs/GAME.md, "Variant rules"). Each range of levels has its own stream for a seed.
/// The same seed, rules, options and `givens` give the same puzzle on every platform and
/// build of this version.
///
/// Returns `SUDOKU_OK`; `SUDOKU_LIMIT_REACHED` when the search finds no grid under `rules`
/// within 50,000 guesses, or the tries found no puzzle at the levels; `SUDOKU_ERR_RULES`
/// for rules that `sudoku_rules_check` rejects; `SUDOKU_ERR_ARGUMENT` for a `givens` other
/// than the two above, a bad `killer->size`, or options as `sudoku_generate_rules` refuses
/// them; `SUDOKU_ERR_NULL`.
/// `*killer` and `out` are written only on `SUDOKU_OK`.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// `rules` as for `sudoku_rules_check`; `options` NULL or valid for reading
/// `options->size` bytes; `killer` NULL or valid for reading and writing
/// `killer->size` bytes; `out` NULL or valid for writing 81 bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_killer(
    seed: u64,
    rules: *const sudoku_rules,
    options: *const sudoku_generate_options,
    givens: u32,
    killer: *mut sudoku_killer,
    out: *mut c_char,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe {
            generate_into(
                seed,
                rules,
                options,
                givens,
                killer,
                out.cast(),
                Encoding::Text,
            )
        }
    })
}

/// `sudoku_generate_killer` writing the givens in the value encoding (`1`-`9`, `0`
/// empty).
///
/// # Safety
/// As for `sudoku_generate_killer`, with `cells` for `out`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_killer_values(
    seed: u64,
    rules: *const sudoku_rules,
    options: *const sudoku_generate_options,
    givens: u32,
    killer: *mut sudoku_killer,
    cells: *mut u8,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe {
            generate_into(
                seed,
                rules,
                options,
                givens,
                killer,
                cells,
                Encoding::Values,
            )
        }
    })
}

/// Reads a killer generation's arguments, generates, and writes both outputs on success.
///
/// # Safety
/// As for `sudoku_generate_killer`.
unsafe fn generate_into(
    seed: u64,
    rules: *const sudoku_rules,
    options: *const sudoku_generate_options,
    givens: u32,
    killer: *mut sudoku_killer,
    out: *mut u8,
    encoding: Encoding,
) -> Result<sudoku_status, sudoku_status> {
    // SAFETY: the caller's promise, passed on.
    let (out, killer, rules, options) = unsafe {
        (
            CellsOut::new(out)?,
            UncheckedOut::new(killer)?,
            checked_rules(rules)?,
            SizedIn::optional(options),
        )
    };
    let killer = killer.checked()?;
    let options = read_options(options.as_ref())?;
    let with_givens = match givens {
        SUDOKU_KILLER_NO_GIVENS => false,
        SUDOKU_KILLER_WITH_GIVENS => true,
        _ => return Err(SUDOKU_ERR_ARGUMENT),
    };
    let (rules, puzzle) = match crate::generate_killer(seed, &rules, &options, with_givens) {
        Ok(made) => made,
        Err(error) => return Ok(error.into()),
    };
    let mut cage_sums = [0; SUDOKU_CELLS];
    cage_sums[..rules.sums().len()].copy_from_slice(rules.sums());
    killer.write(sudoku_killer {
        size: 0,
        // at most 81 cages
        cage_count: rules.sums().len() as u32,
        cages: *rules.cages(),
        cage_sums,
    });
    out.write(&puzzle.encode(encoding));
    Ok(SUDOKU_OK)
}
