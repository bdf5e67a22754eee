//! Jigsaw generation: `sudoku_generate_jigsaw`, a puzzle with a random region layout.

use std::ffi::c_char;

use super::boundary::{CellsOut, SizedIn};
use super::generate::{read_options, sudoku_generate_options};
use super::rules::{checked_rules, sudoku_rules};
use super::status::sudoku_status::{self, *};
use crate::board::Encoding;

/// Generates a jigsaw puzzle for `seed`: a random layout of nine regions of nine
/// orthogonally connected cells (written to `regions`, 81 region ids 0-8, in place of the
/// boxes), and a puzzle unique under it and the flags and cages of `rules` (NULL: none;
/// regions in `rules` are ignored), written to `out` as 81 text bytes (no NUL). The layout
/// is reached from the boxes by 300 random trades of neighbouring cells between regions
/// that keep both connected; the puzzle is then made as `sudoku_generate_rules` makes it
/// (with the symmetry, `not_minimal`, levels and tries of `options`) on the first layout
/// under which the search finds a grid within 1,000 guesses, up to 20 layouts. The same seed,
/// rules and options give the same layout and puzzle on every platform and build of this
/// version.
///
/// Returns `SUDOKU_OK`; `SUDOKU_LIMIT_REACHED` when 20 layouts gave no grid (likely with
/// the stricter flags, such as non-consecutive, beside irregular regions), or the tries
/// found no puzzle at the levels; `SUDOKU_ERR_RULES` for rules that `sudoku_rules_check`
/// rejects; `SUDOKU_ERR_ARGUMENT` for options as `sudoku_generate_rules` refuses them;
/// `SUDOKU_ERR_NULL`. `regions` and `out` are written only on `SUDOKU_OK`.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// `rules` as for `sudoku_rules_check`; `options` NULL or valid for reading
/// `options->size` bytes; `regions` and `out` NULL or valid for writing 81 bytes each.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_jigsaw(
    seed: u64,
    rules: *const sudoku_rules,
    options: *const sudoku_generate_options,
    regions: *mut u8,
    out: *mut c_char,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe { generate_into(seed, rules, options, regions, out.cast(), Encoding::Text) }
    })
}

/// `sudoku_generate_jigsaw` writing the givens in the value encoding (`1`-`9`, `0`
/// empty).
///
/// # Safety
/// As for `sudoku_generate_jigsaw`, with `cells` for `out`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_jigsaw_values(
    seed: u64,
    rules: *const sudoku_rules,
    options: *const sudoku_generate_options,
    regions: *mut u8,
    cells: *mut u8,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe { generate_into(seed, rules, options, regions, cells, Encoding::Values) }
    })
}

/// Reads a jigsaw generation's arguments, generates, and writes both outputs on success.
///
/// # Safety
/// As for `sudoku_generate_jigsaw`.
unsafe fn generate_into(
    seed: u64,
    rules: *const sudoku_rules,
    options: *const sudoku_generate_options,
    regions: *mut u8,
    out: *mut u8,
    encoding: Encoding,
) -> Result<sudoku_status, sudoku_status> {
    // SAFETY: the caller's promise, passed on.
    let (out, regions, rules, options) = unsafe {
        (
            CellsOut::new(out)?,
            CellsOut::new(regions)?,
            checked_rules(rules)?,
            SizedIn::optional(options),
        )
    };
    let options = read_options(options.as_ref())?;
    let (rules, puzzle) = match crate::generate_jigsaw(seed, &rules, &options) {
        Ok(made) => made,
        Err(error) => return Ok(error.into()),
    };
    regions.write(rules.regions());
    out.write(&puzzle.encode(encoding));
    Ok(SUDOKU_OK)
}
