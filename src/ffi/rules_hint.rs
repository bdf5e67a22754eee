//! Hints, their explanations and ratings under variant rules. Under the classic rules (a
//! NULL struct, or one that spells them) each call is exactly its classic twin.

use std::ffi::c_char;

use super::boundary::{SizedIn, Slot, TextOut};
use super::hint::{self, hint_for, sudoku_step, write_text};
use super::rate::{self, rate_into, sudoku_rating};
use super::rules::{checked_rules, sudoku_rules};
use super::solve::{limits, sudoku_options};
use super::status::sudoku_status::{self, *};
use crate::api::describe_step;
use crate::board::Encoding;

/// The body of `sudoku_hint_rules` and its values twin.
///
/// # Safety
/// As for `sudoku_hint_rules`.
unsafe fn hint_rules(
    board: *const u8,
    rules: *const sudoku_rules,
    candidates: *const u16,
    options: *const sudoku_options,
    hint: *mut sudoku_step,
    encoding: Encoding,
) -> Result<sudoku_status, sudoku_status> {
    // SAFETY: the caller's promise, passed on.
    let ((board, candidates, hint), options, rules) = unsafe {
        (
            hint::buffers(board, candidates, hint)?,
            SizedIn::optional(options),
            checked_rules(rules)?,
        )
    };
    hint_for(
        &board,
        None,
        encoding,
        candidates,
        (&rules, limits(options.as_ref())?),
        hint,
    )
}

/// `sudoku_hint_with` under variant rules: the simplest next step for a text-encoded
/// board under `rules`, written to `*hint`. The techniques tried, in order (docs/GAME.md,
/// "Variant rules"): full house, naked single and hidden single over every house the rules
/// have; cage combinations (with the digits a house can only place in a cage); locked
/// candidates (a digit's places in a region, line,
/// diagonal, window or cage that must hold it, seen by cells through any rule, which lose
/// it); the 45 rule over rows, columns, regions and runs of two or three rows or columns;
/// under non-consecutive, non-consecutive neighbours (a cell whose candidates lie within
/// one of a digit takes it from its neighbours; a cell beside every place a house has for
/// a digit loses the digits next to it);
/// naked and hidden pairs, triples and quads over every house; X-Wing, Swordfish and
/// Jellyfish over rows and columns; remote pairs, turbot fish (every four-cell X-chain),
/// empty rectangles in every region, W-Wings, XY-Wings, XYZ-Wings, finned and sashimi
/// fish over rows and columns, Sue de Coq where a line crosses a region, simple colouring, X-chains, XY-chains, AICs and
/// continuous nice loops (grouped or not: a group is a digit's candidates where a row or
/// column crosses a region), their strong links in every house and their weak ones (and a
/// fin's sight) through any rule; ALS-XZ, ALS-XY-Wings and ALS chains over almost locked
/// sets in every house; forcing nets (a candidate whose singles, a cage's last open cell
/// among them, with small cages kept to the digits of their sums, break a cell, a house
/// or a cage's sum).
/// When none applies, the step is `SUDOKU_TECHNIQUE_SOLUTION`, as for `sudoku_hint`. `houses` has bits 27 and 28 for
/// the main and anti diagonals, 29 for the window and 30 for the cage that holds the
/// step's pattern. `options` may be NULL for the defaults. Under rules, `max_guesses`
/// bounds the search for the solution and the techniques tried together (each counts its
/// work in guesses, see `SUDOKU_RULES_DEFAULT_EFFORT`); 0 means
/// `SUDOKU_RULES_DEFAULT_GUESSES` for the search and `SUDOKU_RULES_DEFAULT_EFFORT` in all.
/// Past it the call returns `SUDOKU_LIMIT_REACHED`. A NULL `rules`, or one that spells
/// the classic rules, gives exactly `sudoku_hint_with`.
///
/// Returns as `sudoku_hint_with` does, and `SUDOKU_ERR_RULES` for faulty rules (see
/// `sudoku_rules_check`); a given that repeats a digit a rule forbids is
/// `SUDOKU_ERR_DUPLICATE_GIVEN`. `*hint` is written only on `SUDOKU_OK`.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// As for `sudoku_hint_with`; `rules` as for
/// `sudoku_solve_rules`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_hint_rules(
    board: *const c_char,
    rules: *const sudoku_rules,
    candidates: *const u16,
    options: *const sudoku_options,
    hint: *mut sudoku_step,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe {
            hint_rules(
                board.cast(),
                rules,
                candidates,
                options,
                hint,
                Encoding::Text,
            )
        }
    })
}

/// `sudoku_hint_rules` for a value-encoded board (`1`-`9` digits, `0` empty cells).
///
/// # Safety
/// As for `sudoku_hint_rules`, with `cells` for `board`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_hint_rules_values(
    cells: *const u8,
    rules: *const sudoku_rules,
    candidates: *const u16,
    options: *const sudoku_options,
    hint: *mut sudoku_step,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe { hint_rules(cells, rules, candidates, options, hint, Encoding::Values) }
    })
}

/// `sudoku_hint_describe` for a hint that `sudoku_hint_rules` gave under `rules`: the
/// text names the diagonals, windows, irregular regions and cages (with their number,
/// from 1, and sum), as in "Cage combination: cage 12 (sum 17 in 2 cells) can only hold 8
/// and 9 in r1c1, r1c2, so 5 leaves r1c2". Any `sudoku_step` is accepted as by
/// `sudoku_hint_describe`, with bits 27 to 30 of `houses` allowed and a grouped chain's
/// nodes up to `81 +` the number of the rules' segments (see `sudoku_step.chain_cells`);
/// a NULL `rules`, or one that spells the classic rules, gives exactly
/// `sudoku_hint_describe`.
///
/// Returns as `sudoku_hint_describe` does, and `SUDOKU_ERR_RULES` for faulty rules.
/// Nothing is written unless it returns `SUDOKU_OK`.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// As for `sudoku_hint_describe`; `rules` as for `sudoku_solve_rules`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_hint_describe_rules(
    hint: *const sudoku_step,
    rules: *const sudoku_rules,
    buffer: *mut c_char,
    size: usize,
    length: *mut usize,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (hint, buffer, length, rules) = unsafe {
            (
                SizedIn::new(hint)?,
                TextOut::new(buffer, size)?,
                Slot::optional(length),
                checked_rules(rules)?,
            )
        };
        let step = hint.read_known()?.step().ok_or(SUDOKU_ERR_ARGUMENT)?;
        write_text(&describe_step(&step, &rules)?, buffer, length)
    })
}

/// The body of `sudoku_rate_rules` and its values twin.
///
/// # Safety
/// As for `sudoku_rate_rules`.
unsafe fn rate_rules(
    board: *const u8,
    rules: *const sudoku_rules,
    options: *const sudoku_options,
    rating: *mut sudoku_rating,
    encoding: Encoding,
) -> Result<sudoku_status, sudoku_status> {
    // SAFETY: the caller's promise, passed on.
    let ((board, rating), options, rules) = unsafe {
        (
            rate::buffers(board, rating)?,
            SizedIn::optional(options),
            checked_rules(rules)?,
        )
    };
    rate_into(
        &board,
        encoding,
        (&rules, limits(options.as_ref())?),
        rating,
    )
}

/// `sudoku_rate_with` under variant rules: the puzzle is solved by the simplest step
/// each time, as `sudoku_hint_rules` gives them, and the rating records the techniques,
/// their scores' sum and the level: the hardest technique's level, not raised by the
/// score. Cage combinations are easy; locked candidates, the 45 rule and non-consecutive
/// neighbours medium; quads,
/// fish, wings, remote pairs, turbot fish, empty rectangles, finned and sashimi X-Wings
/// and simple colouring hard; finned and sashimi Swordfish and Jellyfish, Sue de Coq, X- and
/// XY-chains, AICs and ALS techniques expert; forcing nets, or a digit of the solution,
/// extreme (docs/GAME.md, "Variant rules"). `options` may be NULL for the defaults.
/// Under rules, `max_guesses` bounds the search for the solution and the whole walk
/// together, as for `sudoku_hint_rules`: 0 means `SUDOKU_RULES_DEFAULT_GUESSES` for the
/// search and `SUDOKU_RULES_DEFAULT_EFFORT` in all, which every puzzle the generators
/// make stays within. A NULL `rules`, or one that spells the classic rules, gives exactly
/// `sudoku_rate_with`.
///
/// Returns as `sudoku_rate_with` does, and `SUDOKU_ERR_RULES` for faulty rules; a given
/// that repeats a digit a rule forbids is `SUDOKU_ERR_DUPLICATE_GIVEN`. `*rating` is
/// written only on `SUDOKU_OK`.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// As for `sudoku_rate_with`; `rules` as for
/// `sudoku_solve_rules`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_rate_rules(
    board: *const c_char,
    rules: *const sudoku_rules,
    options: *const sudoku_options,
    rating: *mut sudoku_rating,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe { rate_rules(board.cast(), rules, options, rating, Encoding::Text) }
    })
}

/// `sudoku_rate_rules` for a value-encoded board (`1`-`9` givens, `0` empty cells).
///
/// # Safety
/// As for `sudoku_rate_rules`, with `cells` for `board`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_rate_rules_values(
    cells: *const u8,
    rules: *const sudoku_rules,
    options: *const sudoku_options,
    rating: *mut sudoku_rating,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe { rate_rules(cells, rules, options, rating, Encoding::Values) }
    })
}
