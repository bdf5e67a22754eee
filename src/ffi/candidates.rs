//! Candidates (pencil marks): every digit each cell may hold, plainly or after the
//! eliminations of the logic engine.

use std::ffi::c_char;

use super::boundary::{CellsIn, CellsOut, SizedIn};
use super::rules::{checked_rules, sudoku_rules};
use super::solve::{limits, sudoku_options};
use super::status::sudoku_status::{self, *};
use crate::board::Encoding;
use crate::{Limits, Puzzle, Rules};

/// Which candidates a call writes.
#[derive(Clone, Copy)]
enum Candidates<'a> {
    /// The digits the givens leave under the rules.
    Plain(&'a Rules),
    /// After every elimination the techniques find, the search for the solution running
    /// within the limits.
    Reduced(Limits),
}

/// Writes the candidates of the caller's board.
fn candidates_of(
    board: &CellsIn<u8>,
    encoding: Encoding,
    which: Candidates,
    candidates: CellsOut<u16>,
) -> Result<sudoku_status, sudoku_status> {
    let puzzle = Puzzle::read(&board.read(), encoding)?;
    let masks = match which {
        Candidates::Plain(rules) => crate::candidates(&puzzle, rules)?,
        Candidates::Reduced(limits) => crate::candidates_reduced(&puzzle, limits)?,
    };
    candidates.write(&masks);
    Ok(SUDOKU_OK)
}

/// The board and candidate buffer of a call, as wrappers.
///
/// # Safety
/// `board` is NULL or valid for reading 81 bytes; `candidates` NULL or valid for writing
/// 81 masks.
unsafe fn buffers(
    board: *const u8,
    candidates: *mut u16,
) -> Result<(CellsIn<u8>, CellsOut<u16>), sudoku_status> {
    // SAFETY: the caller's promise, passed on.
    unsafe { Ok((CellsIn::new(board)?, CellsOut::new(candidates)?)) }
}

/// Writes the 81 candidate masks of a text-encoded board to `candidates`: for an empty
/// cell, bit `d - 1` is set when digit `d` is not yet in its row, column or box; a filled
/// cell gets the bit of its own digit. A cell with no candidate (mask 0) shows the board
/// has no solution.
///
/// Returns `SUDOKU_OK`, or `SUDOKU_ERR_NULL`, `SUDOKU_ERR_INVALID_BYTE`,
/// `SUDOKU_ERR_DUPLICATE_GIVEN` with `candidates` unchanged.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// `board` must be NULL or valid for reading 81 bytes; `candidates` NULL or valid for
/// writing 81 `uint16_t`s.
#[no_mangle]
pub unsafe extern "C" fn sudoku_candidates(
    board: *const c_char,
    candidates: *mut u16,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, candidates) = unsafe { buffers(board.cast(), candidates) }?;
        candidates_of(
            &board,
            Encoding::Text,
            Candidates::Plain(&Rules::classic()),
            candidates,
        )
    })
}

/// `sudoku_candidates` for a value-encoded board (`1`-`9` givens, `0` empty cells).
///
/// # Safety
/// `cells` must be NULL or valid for reading 81 bytes; `candidates` NULL or valid for
/// writing 81 `uint16_t`s.
#[no_mangle]
pub unsafe extern "C" fn sudoku_candidates_values(
    cells: *const u8,
    candidates: *mut u16,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, candidates) = unsafe { buffers(cells, candidates) }?;
        candidates_of(
            &board,
            Encoding::Values,
            Candidates::Plain(&Rules::classic()),
            candidates,
        )
    })
}

/// Like `sudoku_candidates`, after every elimination the logic engine's techniques up to
/// expert find (locked candidates, subsets, fish, wings, colouring, unique rectangles, Sue
/// de Coq, chains; not forcing nets), applied until none finds more. No digit is placed: a cell may be left with one
/// candidate. The board must have exactly one solution (the unique rectangle relies on
/// it); every candidate removed is provably not the solution's digit.
///
/// Returns `SUDOKU_OK`; `SUDOKU_NO_SOLUTION` or `SUDOKU_MULTIPLE_SOLUTIONS`; or the errors
/// of `sudoku_candidates`. `candidates` is written only on `SUDOKU_OK`.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// As for `sudoku_candidates`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_candidates_reduced(
    board: *const c_char,
    candidates: *mut u16,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, candidates) = unsafe { buffers(board.cast(), candidates) }?;
        candidates_of(
            &board,
            Encoding::Text,
            Candidates::Reduced(Limits::default()),
            candidates,
        )
    })
}

/// `sudoku_candidates_reduced` with options: the search for the solution stops before a
/// guess beyond `options->max_guesses`, and the call then returns `SUDOKU_LIMIT_REACHED`
/// with `candidates` unchanged. A bad `options->size` or a nonzero reserved field gives
/// `SUDOKU_ERR_ARGUMENT` before any work. Otherwise exactly like
/// `sudoku_candidates_reduced`.
///
/// # Safety
/// As for `sudoku_candidates`; `options` must be NULL or valid for reading
/// `options->size` bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_candidates_reduced_with(
    board: *const c_char,
    options: *const sudoku_options,
    candidates: *mut u16,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, candidates) = unsafe { buffers(board.cast(), candidates) }?;
        // SAFETY: as above.
        let options = unsafe { SizedIn::optional(options) };
        let which = Candidates::Reduced(limits(options.as_ref())?);
        candidates_of(&board, Encoding::Text, which, candidates)
    })
}

/// `sudoku_candidates_reduced` for a value-encoded board.
///
/// # Safety
/// As for `sudoku_candidates_values`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_candidates_reduced_values(
    cells: *const u8,
    candidates: *mut u16,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, candidates) = unsafe { buffers(cells, candidates) }?;
        candidates_of(
            &board,
            Encoding::Values,
            Candidates::Reduced(Limits::default()),
            candidates,
        )
    })
}

/// `sudoku_candidates` under `rules`: for an empty cell, bit `d - 1` is set when no given
/// rules `d` out directly: no cell that must differ from it (a house, its cage, a
/// knight's or king's move under the anti-chess rules) holds `d`, no orthogonal
/// neighbour holds `d - 1` or `d + 1` under non-consecutive, and `d` is in some set of
/// distinct digits that completes its cage's sum (a cage cell left with one candidate
/// counts as holding it). A filled cell gets the bit of its own digit; a cell with no
/// candidate shows the board has no solution. Under the classic rules, exactly
/// `sudoku_candidates`.
///
/// Returns what `sudoku_candidates` returns, and `SUDOKU_ERR_RULES` for rules that
/// `sudoku_rules_check` rejects; `candidates` is written only on `SUDOKU_OK`.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// As for `sudoku_candidates`; `rules` as for `sudoku_rules_check`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_candidates_rules(
    board: *const c_char,
    rules: *const sudoku_rules,
    candidates: *mut u16,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, candidates) = unsafe { buffers(board.cast(), candidates) }?;
        // SAFETY: as above.
        let rules = unsafe { checked_rules(rules) }?;
        candidates_of(
            &board,
            Encoding::Text,
            Candidates::Plain(&rules),
            candidates,
        )
    })
}

/// `sudoku_candidates_rules` for a value-encoded board.
///
/// # Safety
/// As for `sudoku_candidates_values`; `rules` as for `sudoku_rules_check`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_candidates_rules_values(
    cells: *const u8,
    rules: *const sudoku_rules,
    candidates: *mut u16,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, candidates) = unsafe { buffers(cells, candidates) }?;
        // SAFETY: as above.
        let rules = unsafe { checked_rules(rules) }?;
        candidates_of(
            &board,
            Encoding::Values,
            Candidates::Plain(&rules),
            candidates,
        )
    })
}
