//! Difficulty ratings: the level, score and techniques a puzzle needs.

use std::ffi::c_char;

use super::boundary::{CellsIn, SizedIn, UncheckedOut};
use super::solve::{limits, sudoku_options};
use super::status::sudoku_status::{self, *};
use crate::board::Encoding;
use crate::{Level, Limits, Puzzle, Rating, Rules, Technique};

/// Difficulty levels, by HoDoKu's rule: the level of the hardest technique a solve by
/// simplest steps needs (see `sudoku_technique`), raised while the rating's score is
/// above the level's highest score (800 for beginner and easy, 1000 medium, 1600 hard,
/// 1800 expert).
#[repr(i32)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum sudoku_level {
    /// For `sudoku_generate_options.level` and `max_level`: no level there (see those
    /// fields).
    SUDOKU_LEVEL_ANY = 0,
    /// Full houses and hidden singles solve it.
    SUDOKU_LEVEL_BEGINNER = 1,
    /// Naked singles too.
    SUDOKU_LEVEL_EASY = 2,
    /// Locked candidates (pointing, claiming), naked and hidden pairs and triples.
    SUDOKU_LEVEL_MEDIUM = 3,
    /// Naked and hidden quads, X-Wing, Swordfish, Jellyfish, four-cell X-chains
    /// (skyscraper, two-string kite, turbot fish), empty rectangle, finned and sashimi
    /// X-Wing, W-Wing, XY-Wing, XYZ-Wing, remote pair, unique rectangles of types 1 to 6,
    /// hidden rectangles, avoidable rectangles of types 1 and 2, BUG+1, simple colouring.
    SUDOKU_LEVEL_HARD = 4,
    /// Finned and sashimi Swordfish and Jellyfish, Sue de Coq, X-chains of six cells or
    /// more, XY-chains, AICs, continuous nice loops (grouped or not), ALS-XZ, ALS-XY-Wing and ALS-XY-Chain.
    SUDOKU_LEVEL_EXPERT = 5,
    /// Forcing nets, or beyond every technique above (solving needs guessing), or a score
    /// above 1800.
    SUDOKU_LEVEL_EXTREME = 6,
}

/// The entries of `sudoku_rating.steps`: room for technique ids to come.
pub const SUDOKU_RATING_TECHNIQUES: usize = 64;

/// How hard a puzzle is. Set `size` to `sizeof(sudoku_rating)`; `sudoku_rate` writes
/// every other field.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct sudoku_rating {
    /// `sizeof(sudoku_rating)`, set by the caller; never written by the library.
    pub size: u32,
    /// The level, a `sudoku_level` value from `SUDOKU_LEVEL_BEGINNER` to
    /// `SUDOKU_LEVEL_EXTREME`.
    pub level: i32,
    /// The sum over all steps of each technique's score: higher is harder, and within a
    /// level it orders puzzles by effort.
    pub score: u32,
    /// The hardest technique used (a `sudoku_technique` value); -1 for a full board.
    pub hardest: i32,
    /// `steps[t]`: the steps of technique id `t` the solve took; entries past
    /// `SUDOKU_TECHNIQUE_COUNT` are 0.
    pub steps: [u32; SUDOKU_RATING_TECHNIQUES],
}

impl sudoku_rating {
    /// The C form of `rating`; `size` is the caller's to set.
    pub(super) fn of(rating: &Rating) -> sudoku_rating {
        sudoku_rating {
            size: 0,
            level: rating.level as i32,
            score: rating.score,
            hardest: rating.hardest.map_or(-1, |technique| technique as i32),
            steps: std::array::from_fn(|t| rating.steps.get(t).copied().unwrap_or(0)),
        }
    }
}

/// Rates the caller's board under `rules` within `limits`, writing the rating only on
/// success.
pub(super) fn rate_into(
    board: &CellsIn<u8>,
    encoding: Encoding,
    (rules, limits): (&Rules, Limits),
    rating: UncheckedOut<sudoku_rating>,
) -> Result<sudoku_status, sudoku_status> {
    let rating = rating.checked()?;
    let result = crate::rate_with(&Puzzle::read(&board.read(), encoding)?, rules, limits)?;
    rating.write(sudoku_rating::of(&result));
    Ok(SUDOKU_OK)
}

/// The board and rating of a call, as wrappers.
///
/// # Safety
/// `board` is NULL or valid for reading 81 bytes; `rating` NULL or valid for reading and
/// writing a `sudoku_rating`.
pub(super) unsafe fn buffers(
    board: *const u8,
    rating: *mut sudoku_rating,
) -> Result<(CellsIn<u8>, UncheckedOut<sudoku_rating>), sudoku_status> {
    // SAFETY: the caller's promise, passed on.
    unsafe { Ok((CellsIn::new(board)?, UncheckedOut::new(rating)?)) }
}

/// Rates a text-encoded puzzle: it is solved by the simplest step each time, as
/// `sudoku_hint` gives them, and the rating records the techniques used, their scores'
/// sum and the level (see `sudoku_level`). Deterministic:
/// the same puzzle gets the same rating on every platform (integers only).
///
/// Returns `SUDOKU_OK`; `SUDOKU_NO_SOLUTION` or `SUDOKU_MULTIPLE_SOLUTIONS` (ratings
/// need exactly one solution); `SUDOKU_ERR_ARGUMENT` (`rating->size` below
/// `sizeof(sudoku_rating)`); `SUDOKU_ERR_NULL`, `SUDOKU_ERR_INVALID_BYTE`,
/// `SUDOKU_ERR_DUPLICATE_GIVEN`. `*rating` is written only on `SUDOKU_OK`.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// `board` must be NULL or valid for reading 81 bytes; `rating` NULL or valid for reading
/// and writing a `sudoku_rating`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_rate(
    board: *const c_char,
    rating: *mut sudoku_rating,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, rating) = unsafe { buffers(board.cast(), rating) }?;
        rate_into(
            &board,
            Encoding::Text,
            (&Rules::classic(), Limits::default()),
            rating,
        )
    })
}

/// `sudoku_rate` with options: the search for the solution (the only part of a rating
/// whose work depends on the board) stops before a guess beyond `options->max_guesses`,
/// and the call then returns `SUDOKU_LIMIT_REACHED` with `*rating` unchanged. A bad
/// `options->size` or a nonzero reserved field gives `SUDOKU_ERR_ARGUMENT` before any
/// work. Otherwise exactly like `sudoku_rate`.
///
/// # Safety
/// As for `sudoku_rate`; `options` must be NULL or valid for reading `options->size` bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_rate_with(
    board: *const c_char,
    options: *const sudoku_options,
    rating: *mut sudoku_rating,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let ((board, rating), options) =
            unsafe { (buffers(board.cast(), rating)?, SizedIn::optional(options)) };
        let classic = (&Rules::classic(), limits(options.as_ref())?);
        rate_into(&board, Encoding::Text, classic, rating)
    })
}

/// `sudoku_rate` for a value-encoded board (`1`-`9` givens, `0` empty cells).
///
/// # Safety
/// As for `sudoku_rate`, with `cells` for `board`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_rate_values(
    cells: *const u8,
    rating: *mut sudoku_rating,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, rating) = unsafe { buffers(cells, rating) }?;
        rate_into(
            &board,
            Encoding::Values,
            (&Rules::classic(), Limits::default()),
            rating,
        )
    })
}

/// Returns the English name of a level, for example "expert" (`SUDOKU_LEVEL_ANY` gives
/// "any", unknown values "unknown level"). Never returns NULL; the string is static and
/// NUL-terminated: do not free it. Thread-safe.
#[no_mangle]
pub extern "C" fn sudoku_level_name(level: i32) -> *const c_char {
    ffi_boundary!({
        let name = match Level::from_id(i64::from(level)) {
            Some(level) => level.name_cstr(),
            None if level == sudoku_level::SUDOKU_LEVEL_ANY as i32 => c"any",
            None => c"unknown level",
        };
        name.as_ptr()
    })
}

const _: () = assert!(Technique::ALL.len() <= SUDOKU_RATING_TECHNIQUES);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_c_levels_match_the_core_levels() {
        use sudoku_level::*;
        let constants = [
            SUDOKU_LEVEL_BEGINNER,
            SUDOKU_LEVEL_EASY,
            SUDOKU_LEVEL_MEDIUM,
            SUDOKU_LEVEL_HARD,
            SUDOKU_LEVEL_EXPERT,
            SUDOKU_LEVEL_EXTREME,
        ];
        for (level, constant) in Level::ALL.into_iter().zip(constants) {
            assert_eq!(level as i32, constant as i32);
            assert_eq!(
                format!("{constant:?}"),
                format!("SUDOKU_LEVEL_{}", level.name().to_uppercase())
            );
        }
    }
}
