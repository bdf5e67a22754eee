//! Hints: the simplest next human-style step, its English explanation, technique names.

use std::ffi::c_char;

use super::boundary::{CellsIn, SizedIn, Slot, TextOut, UncheckedOut};
use super::solve::{limits, sudoku_options};
use super::status::sudoku_status::{self, *};
use crate::api::{describe_step, Step, Text, MAX_CHAIN, MAX_TEXT};
use crate::board::Encoding;
use crate::geometry::CELLS;
use crate::{Limits, Play, Puzzle, Rules, Technique};

/// The techniques, by id (`sudoku_step.technique`, `sudoku_rating.hardest`). Ids never
/// change; a new technique gets the next free id, wherever it falls in the order the
/// engine tries them in (docs/GAME.md), so ids are not that order.
#[repr(i32)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum sudoku_technique {
    /// The last empty cell of a row, column or box.
    SUDOKU_TECHNIQUE_FULL_HOUSE = 0,
    /// A digit with one place left in a row, column or box.
    SUDOKU_TECHNIQUE_HIDDEN_SINGLE = 1,
    /// A cell with one candidate left.
    SUDOKU_TECHNIQUE_NAKED_SINGLE = 2,
    /// A digit confined to one line within a box leaves the rest of the line.
    SUDOKU_TECHNIQUE_POINTING = 3,
    /// A digit confined to one box within a line leaves the rest of the box.
    SUDOKU_TECHNIQUE_CLAIMING = 4,
    SUDOKU_TECHNIQUE_NAKED_PAIR = 5,
    SUDOKU_TECHNIQUE_HIDDEN_PAIR = 6,
    SUDOKU_TECHNIQUE_NAKED_TRIPLE = 7,
    SUDOKU_TECHNIQUE_HIDDEN_TRIPLE = 8,
    SUDOKU_TECHNIQUE_X_WING = 9,
    SUDOKU_TECHNIQUE_NAKED_QUAD = 10,
    SUDOKU_TECHNIQUE_HIDDEN_QUAD = 11,
    SUDOKU_TECHNIQUE_SWORDFISH = 12,
    SUDOKU_TECHNIQUE_JELLYFISH = 13,
    /// An X-chain of four cells that is neither a skyscraper nor a two-string kite.
    SUDOKU_TECHNIQUE_TURBOT_FISH = 14,
    SUDOKU_TECHNIQUE_W_WING = 15,
    SUDOKU_TECHNIQUE_XY_WING = 16,
    SUDOKU_TECHNIQUE_XYZ_WING = 17,
    SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_1 = 18,
    /// The candidates of one digit coloured along its strong links; `chain` is a path of
    /// strong links only: with an odd number of nodes, its ends share a colour and see
    /// each other, so that colour (the eliminations) is false; with an even number, one
    /// of its ends holds the digit, and the cells that see both colours lose it.
    SUDOKU_TECHNIQUE_SIMPLE_COLOURING = 19,
    /// An X-chain of six cells or more.
    SUDOKU_TECHNIQUE_X_CHAIN = 20,
    SUDOKU_TECHNIQUE_XY_CHAIN = 21,
    /// No technique applies: the step places a digit of the solution.
    SUDOKU_TECHNIQUE_SOLUTION = 22,
    /// Two strong links on a digit in parallel rows (or columns), one end of each in the
    /// same column (or row).
    SUDOKU_TECHNIQUE_SKYSCRAPER = 23,
    /// A strong link on a digit in a row and one in a column, one end of each in the same
    /// box.
    SUDOKU_TECHNIQUE_TWO_STRING_KITE = 24,
    /// A digit confined, within a box, to one row and one column of it, against a strong
    /// link outside the box.
    SUDOKU_TECHNIQUE_EMPTY_RECTANGLE = 25,
    /// A chain of four or more bivalue cells with the same two digits.
    SUDOKU_TECHNIQUE_REMOTE_PAIR = 26,
    /// A rectangle whose two extra corners hold the same one extra digit.
    SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_2 = 27,
    /// A rectangle whose two extra corners hold one of its digits as the only places in a
    /// house.
    SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_4 = 28,
    /// Every empty cell holds two candidates but one: a bivalue universal grave plus one.
    SUDOKU_TECHNIQUE_BUG_PLUS_ONE = 29,
    /// An X-Wing but for fins in one box: the covers lose the digit in that box.
    SUDOKU_TECHNIQUE_FINNED_X_WING = 30,
    /// A finned X-Wing whose base line keeps one cell without its fins.
    SUDOKU_TECHNIQUE_SASHIMI_X_WING = 31,
    SUDOKU_TECHNIQUE_FINNED_SWORDFISH = 32,
    SUDOKU_TECHNIQUE_SASHIMI_SWORDFISH = 33,
    SUDOKU_TECHNIQUE_FINNED_JELLYFISH = 34,
    SUDOKU_TECHNIQUE_SASHIMI_JELLYFISH = 35,
    /// An alternating inference chain of strong and weak links over any candidates: one
    /// end is true, so what sees both ends goes (discontinuous nice loops among them).
    SUDOKU_TECHNIQUE_AIC = 36,
    /// An AIC whose ends see each other, closing a loop in which every weak link is strong
    /// too: what sees both candidates of any of its links goes.
    SUDOKU_TECHNIQUE_CONTINUOUS_NICE_LOOP = 37,
    /// A rectangle whose two extra corners, as one cell holding their extra digits, make
    /// a naked subset with other cells of a house.
    SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_3 = 38,
    /// A rectangle whose two or three extra corners hold the same one extra digit.
    SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_5 = 39,
    /// A rectangle with two opposite extra corners, one of its digits lying only in its
    /// corners in both its rows and both its columns.
    SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_6 = 40,
    /// A rectangle with a corner of only its two digits, one of which lies only in the
    /// rectangle in the row and the column of the opposite corner.
    SUDOKU_TECHNIQUE_HIDDEN_RECTANGLE = 41,
    /// Two or three cells where a box and a line cross, holding two digits more than
    /// cells, with cells of the rest of the line and of the rest of the box that share no
    /// digit: together they hold as many digits as cells.
    SUDOKU_TECHNIQUE_SUE_DE_COQ = 42,
    /// The last technique: assuming a candidate, the singles that follow leave a cell
    /// without a candidate or a digit without a place in a house, so the candidate goes.
    /// `chain` lists the assumption and the singles in order; the house (and `digits`)
    /// or the pattern's cell show where the grid broke.
    SUDOKU_TECHNIQUE_FORCING_NET = 43,
    /// Two almost locked sets (`n` cells of a house with `n + 1` digits) linked by a
    /// restricted common digit: a digit both hold leaves what sees all its cells in both.
    SUDOKU_TECHNIQUE_ALS_XZ = 44,
    /// Two almost locked sets, each linked to a third by a different restricted common
    /// digit: a digit both hold leaves what sees all its cells in both.
    SUDOKU_TECHNIQUE_ALS_XY_WING = 45,
    /// Four to six almost locked sets, each linked to the next by a restricted common
    /// digit, never the same one twice in a row: a digit the two ends hold, other than
    /// their links, leaves what sees all its cells in both.
    SUDOKU_TECHNIQUE_ALS_CHAIN = 46,
    /// An AIC with at least one group node (see `sudoku_step.chain_cells`).
    SUDOKU_TECHNIQUE_GROUPED_AIC = 47,
    /// A continuous nice loop with at least one group node.
    SUDOKU_TECHNIQUE_GROUPED_CONTINUOUS_NICE_LOOP = 48,
    /// A rectangle with no given corner, three of them placed in play (two diagonal
    /// corners alike): the empty corner loses the digit that would make it deadly. Only
    /// `sudoku_hint_in_play` and ratings, which know the givens, find it.
    SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_1 = 49,
    /// A rectangle with no given corner, one side placed in play and the other side's
    /// corners each holding the digit that would make it deadly and the same third digit:
    /// that digit leaves the cells that see both. Found where type 1 is.
    SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_2 = 50,
    /// Under killer rules: a cage's cells keep only the digits that some set of distinct
    /// digits making its sum can give them. Bit 30 of `houses` marks the cage: the one
    /// holding the pattern's cells.
    SUDOKU_TECHNIQUE_CAGE_COMBINATION = 51,
    /// Under variant rules: a digit's places in a diagonal, a window or a cage that must
    /// hold it all see other cells (through any rule), which lose it.
    SUDOKU_TECHNIQUE_LOCKED_CANDIDATES = 52,
    /// Under killer rules, the 45 rule: the houses of `houses` sum to 45 each, so the
    /// pattern's cells, those of the houses outside the cages within them (innies) or
    /// those of the cages crossing them that lie outside (outies), make a known sum.
    SUDOKU_TECHNIQUE_INNIES_OUTIES = 53,
    /// Under non-consecutive: an empty cell whose candidates all lie within one of a digit
    /// takes that digit from its orthogonal neighbours; or, where `houses` names a house,
    /// a cell beside every other place the house has for the pattern's digit loses the
    /// digits next to it (either it holds the digit or a neighbour does).
    SUDOKU_TECHNIQUE_NON_CONSECUTIVE = 54,
}

/// The cells of a board; the length of every per-cell array.
pub const SUDOKU_CELLS: usize = 81;

/// The number of technique ids (`0..SUDOKU_TECHNIQUE_COUNT`).
pub const SUDOKU_TECHNIQUE_COUNT: i32 = 55;

/// The most nodes of a chain in `sudoku_step`.
pub const SUDOKU_STEP_CHAIN_MAX: usize = 24;

/// A buffer of this many bytes holds the description of any hint, NUL included.
pub const SUDOKU_HINT_TEXT_MAX: usize = 512;

/// One human-style step, as `sudoku_hint` gives it. Cells are indices `0..81` (row * 9 + column); digit masks have
/// bit `d - 1` for digit `d`. Set `size` to `sizeof(sudoku_step)`; `sudoku_hint` writes
/// every other field. The struct needs no allocation and may be copied freely.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct sudoku_step {
    /// `sizeof(sudoku_step)`, set by the caller; never written by the library.
    pub size: u32,
    /// The technique, a `sudoku_technique` value.
    pub technique: i32,
    /// The digits the step is about (mask).
    pub digits: u16,
    /// The nodes used in `chain_cells` and `chain_digits` (0 for a step without a chain).
    pub chain_length: u16,
    /// The houses the step reasons in: bit `h` for rows `h` (0-8), columns `h - 9` (9-17)
    /// and boxes `h - 18` (18-26), each numbered from 0. Under variant rules
    /// (`sudoku_hint_rules`) bits 18-26 are the regions, 27 and 28 the main and anti
    /// diagonals, 29 the window and 30 the cage that hold the pattern's cells.
    pub houses: u32,
    /// The candidates that justify the step, per cell (mask; 0 for cells not involved).
    pub pattern: [u16; SUDOKU_CELLS],
    /// The candidates the step removes, per cell (mask).
    pub eliminations: [u16; SUDOKU_CELLS],
    /// The digit the step places in each cell, 0 where it places none.
    pub placements: [u8; SUDOKU_CELLS],
    /// A chain's nodes in order; links alternate strong, weak, strong from the first
    /// (every link of a simple colouring's chain is strong). A node below 81 is a cell; a
    /// node `81 + s` is a group: every candidate `chain_digits[i]` in segment `s`. The
    /// segments are where a row or column crosses a region in two cells or more, numbered
    /// row by row, then column by column, and along each line by region; with the nine
    /// boxes that makes 54 (nodes up to 134), segment `s` being line `s / 3` (rows 0-8,
    /// then columns 9-17) within the `(s % 3)`-th box along it, and a jigsaw's regions
    /// make at most 72 (nodes up to 152). An ALS step lists each almost locked set's cells in chain order, each
    /// with the digit linking its set to the next (the removed digit for the last set),
    /// so the digit changes where a set does.
    pub chain_cells: [u8; SUDOKU_STEP_CHAIN_MAX],
    /// The digit of each chain node.
    pub chain_digits: [u8; SUDOKU_STEP_CHAIN_MAX],
    /// Written as 0, ignored on input (it makes the struct's size a multiple of 4 with no
    /// padding bytes).
    pub reserved: [u8; 3],
}

impl sudoku_step {
    /// The C form of `step`; `size` is the caller's to set.
    pub(super) fn of(step: &Step) -> sudoku_step {
        let length = usize::from(step.chain_length);
        sudoku_step {
            size: 0,
            technique: step.technique as i32,
            digits: step.digits,
            chain_length: u16::from(step.chain_length),
            // a 9x9 geometry numbers its houses below 31 (`sudoku_step.houses`)
            houses: u32::try_from(step.houses).expect("9x9 house bits fit in 32"),
            pattern: step.pattern,
            eliminations: step.eliminations,
            placements: step.placements,
            chain_cells: std::array::from_fn(|i| if i < length { step.chain[i].0 } else { 0 }),
            chain_digits: std::array::from_fn(|i| if i < length { step.chain[i].1 } else { 0 }),
            reserved: [0; 3],
        }
    }

    /// The step a caller's hint holds, if its technique is known and its chain fits;
    /// [`crate::api::describe_step`] checks the rest against the rules.
    pub(super) fn step(&self) -> Option<Step> {
        let technique = Technique::from_id(i64::from(self.technique))?;
        let length = usize::from(self.chain_length);
        (length <= MAX_CHAIN).then(|| {
            let mut step = Step::new(technique, self.digits);
            step.houses = self.houses.into();
            step.pattern = self.pattern;
            step.eliminations = self.eliminations;
            step.placements = self.placements;
            for i in 0..length {
                step = step.chain_node(usize::from(self.chain_cells[i]), self.chain_digits[i]);
            }
            step
        })
    }
}

/// Finds the next step for the caller's board under `rules`, played from `givens` when
/// given, within `limits`, and writes it. Each board's bytes are checked before the next
/// board is read, as a board's givens are.
pub(super) fn hint_for(
    board: &CellsIn<u8>,
    givens: Option<&CellsIn<u8>>,
    encoding: Encoding,
    candidates: Option<CellsIn<u16>>,
    (rules, limits): (&Rules, Limits),
    hint: UncheckedOut<sudoku_step>,
) -> Result<sudoku_status, sudoku_status> {
    let hint = hint.checked()?;
    let board = Puzzle::read(&board.read(), encoding)?;
    let givens = match givens.map(|givens| Puzzle::read(&givens.read(), encoding)) {
        Some(Err(bad)) => {
            crate::validate(&board, rules)?;
            return Err(bad.into());
        }
        read => read.transpose()?,
    };
    let marks = candidates.as_ref().map(CellsIn::read);
    let play = Play {
        givens: givens.as_ref(),
        marks: marks.as_ref(),
    };
    let step = crate::api::hint_step(&board, play, rules, limits)?;
    hint.write(sudoku_step::of(&step));
    Ok(SUDOKU_OK)
}

/// The board, pencil marks and hint of a call, as wrappers.
pub(super) type Buffers = (CellsIn<u8>, Option<CellsIn<u16>>, UncheckedOut<sudoku_step>);

/// The [`Buffers`] of a call.
///
/// # Safety
/// `board` is NULL or valid for reading 81 bytes; `candidates` NULL or valid for reading
/// 81 masks; `hint` NULL or valid for reading and writing a `sudoku_step`.
pub(super) unsafe fn buffers(
    board: *const u8,
    candidates: *const u16,
    hint: *mut sudoku_step,
) -> Result<Buffers, sudoku_status> {
    // SAFETY: the caller's promise, passed on.
    unsafe {
        let board = CellsIn::new(board)?;
        Ok((
            board,
            CellsIn::optional(candidates),
            UncheckedOut::new(hint)?,
        ))
    }
}

/// Finds the simplest next step for a text-encoded board (givens and the player's digits
/// alike) and writes it to `*hint`: the first technique that applies, in the order the
/// engine tries them (docs/GAME.md). `candidates` may be NULL (every candidate the digits
/// allow) or the player's 81 pencil-mark masks: their eliminations are taken as done
/// (digits a cell's peers hold are ignored, as are the masks of filled cells). When no
/// technique applies, the hint is
/// `SUDOKU_TECHNIQUE_SOLUTION`: the empty cell with the fewest candidates gets its digit
/// from the solution, so that walking by hints always ends at the solution.
///
/// Returns `SUDOKU_OK`; `SUDOKU_SOLVED` (no empty cell); `SUDOKU_NO_SOLUTION` or
/// `SUDOKU_MULTIPLE_SOLUTIONS` (hints need exactly one solution);
/// `SUDOKU_ERR_CANDIDATES` (the pencil marks rule out the solution's digit in a cell);
/// `SUDOKU_ERR_ARGUMENT` (`hint->size` below `sizeof(sudoku_step)`, or a mask above
/// 0x1ff); `SUDOKU_ERR_NULL`, `SUDOKU_ERR_INVALID_BYTE`, `SUDOKU_ERR_DUPLICATE_GIVEN`.
/// `*hint` is written only on `SUDOKU_OK`, and then only its `sizeof(sudoku_step)` bytes:
/// a larger `hint->size` (a newer header's struct) keeps the bytes beyond as they were,
/// and `sudoku_hint_describe` accepts the result.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// `board` must be NULL or valid for reading 81 bytes; `candidates` NULL or valid for
/// reading 81 `uint16_t`s; `hint` NULL or valid for reading and writing a `sudoku_step`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_hint(
    board: *const c_char,
    candidates: *const u16,
    hint: *mut sudoku_step,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, candidates, hint) = unsafe { buffers(board.cast(), candidates, hint) }?;
        let classic = (&Rules::classic(), Limits::default());
        hint_for(&board, None, Encoding::Text, candidates, classic, hint)
    })
}

/// `sudoku_hint` with options: the search for the solution (the only part of a hint whose
/// work depends on the board) stops before a guess beyond `options->max_guesses`, and the
/// call then returns `SUDOKU_LIMIT_REACHED` with `*hint` unchanged. A bad `options->size`
/// or a nonzero reserved field gives `SUDOKU_ERR_ARGUMENT` before any work. Otherwise
/// exactly like `sudoku_hint`.
///
/// # Safety
/// As for `sudoku_hint`; `options` must be NULL or valid for reading `options->size`
/// bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_hint_with(
    board: *const c_char,
    candidates: *const u16,
    options: *const sudoku_options,
    hint: *mut sudoku_step,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let ((board, candidates, hint), options) = unsafe {
            (
                buffers(board.cast(), candidates, hint)?,
                SizedIn::optional(options),
            )
        };
        let classic = (&Rules::classic(), limits(options.as_ref())?);
        hint_for(&board, None, Encoding::Text, candidates, classic, hint)
    })
}

/// `sudoku_hint_with` for a game in play: `givens` is the puzzle the player started from,
/// and `board` holds its givens and the digits the player placed since. Knowing which
/// digits were placed lets the hint use avoidable rectangles, which `sudoku_hint` (taking
/// every digit as given) never finds; hints and ratings then follow the same order of
/// techniques. `options` may be NULL for the defaults; the search for the solution runs
/// on `givens`.
///
/// Returns as `sudoku_hint_with` does, and also `SUDOKU_ERR_ARGUMENT` when `board` does
/// not hold every given in its cell; `SUDOKU_NO_SOLUTION` or `SUDOKU_MULTIPLE_SOLUTIONS`
/// are about `givens`, and `SUDOKU_NO_SOLUTION` also when a placed digit is not the
/// solution's. `*hint` is written only on `SUDOKU_OK`.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// `givens` and `board` must be NULL or valid for reading 81 bytes; `candidates`, `options`
/// and `hint` as for `sudoku_hint_with`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_hint_in_play(
    givens: *const c_char,
    board: *const c_char,
    candidates: *const u16,
    options: *const sudoku_options,
    hint: *mut sudoku_step,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe {
            hint_in_play(
                givens.cast(),
                board.cast(),
                candidates,
                options,
                hint,
                Encoding::Text,
            )
        }
    })
}

/// `sudoku_hint_in_play` for value-encoded boards (`1`-`9` digits, `0` empty cells).
///
/// # Safety
/// As for `sudoku_hint_in_play`, with `givens_cells` and `cells` for `givens` and `board`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_hint_in_play_values(
    givens_cells: *const u8,
    cells: *const u8,
    candidates: *const u16,
    options: *const sudoku_options,
    hint: *mut sudoku_step,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        unsafe {
            hint_in_play(
                givens_cells,
                cells,
                candidates,
                options,
                hint,
                Encoding::Values,
            )
        }
    })
}

/// The body of `sudoku_hint_in_play` and its values twin.
///
/// # Safety
/// As for `sudoku_hint_in_play`.
unsafe fn hint_in_play(
    givens: *const u8,
    board: *const u8,
    candidates: *const u16,
    options: *const sudoku_options,
    hint: *mut sudoku_step,
    encoding: Encoding,
) -> Result<sudoku_status, sudoku_status> {
    // SAFETY: the caller's promise, passed on.
    let (givens, (board, candidates, hint), options) = unsafe {
        (
            CellsIn::new(givens)?,
            buffers(board, candidates, hint)?,
            SizedIn::optional(options),
        )
    };
    let classic = (&Rules::classic(), limits(options.as_ref())?);
    hint_for(&board, Some(&givens), encoding, candidates, classic, hint)
}

/// `sudoku_hint` for a value-encoded board (`1`-`9` digits, `0` empty cells).
///
/// # Safety
/// As for `sudoku_hint`, with `cells` for `board`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_hint_values(
    cells: *const u8,
    candidates: *const u16,
    hint: *mut sudoku_step,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (board, candidates, hint) = unsafe { buffers(cells, candidates, hint) }?;
        let classic = (&Rules::classic(), Limits::default());
        hint_for(&board, None, Encoding::Values, candidates, classic, hint)
    })
}

/// Writes a one-line English explanation of `*hint` to `buffer`, NUL-terminated, for
/// example "Hidden single: 7 can only go in r3c5 within box 2" (rows and columns counted
/// from 1 as players do). Long lists of cells end in "and N more", so
/// `SUDOKU_HINT_TEXT_MAX` bytes always suffice. `*length`, when `length` is not NULL,
/// receives the text's length without the NUL.
///
/// Any `sudoku_step` that `sudoku_hint` filled is accepted: a `hint->size` above
/// `sizeof(sudoku_step)` (a caller built against a newer header) is fine, and the bytes
/// beyond this version's fields, which `sudoku_hint` leaves as they were, are not read.
///
/// Returns `SUDOKU_OK`; `SUDOKU_ERR_ARGUMENT` when `size` is too small for the text and
/// its NUL, when `hint->size` is below `sizeof(sudoku_step)`, or when a field of the hint
/// is out of range (an unknown technique, a mask above 0x1ff, a digit above 9, a chain
/// longer than `SUDOKU_STEP_CHAIN_MAX`, naming a node above 134, or a group in a step of
/// another technique than a grouped AIC or nice loop); `SUDOKU_ERR_NULL`.
/// Nothing is written unless it returns `SUDOKU_OK`.
///
/// Thread-safe and reentrant; allocates nothing.
///
/// # Safety
/// `hint` must be NULL or valid for reading `hint->size` bytes (at least a `sudoku_step`);
/// `buffer` NULL or valid for
/// writing `size` bytes; `length` NULL or valid for writing a `size_t`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_hint_describe(
    hint: *const sudoku_step,
    buffer: *mut c_char,
    size: usize,
    length: *mut usize,
) -> sudoku_status {
    ffi_boundary!({
        // SAFETY: the caller's pointers are as `# Safety` says.
        let (hint, buffer, length) = unsafe {
            (
                SizedIn::new(hint)?,
                TextOut::new(buffer, size)?,
                Slot::optional(length),
            )
        };
        // a larger `size` is a newer header's struct: the bytes beyond this version's
        // fields, which sudoku_hint leaves as they were, are not read
        let step = hint.read_known()?.step().ok_or(SUDOKU_ERR_ARGUMENT)?;
        write_text(&describe_step(&step, &Rules::classic())?, buffer, length)
    })
}

/// Writes a description and its length (when asked for) to a caller's buffers.
pub(super) fn write_text(
    text: &Text,
    buffer: TextOut,
    length: Option<Slot<usize>>,
) -> Result<sudoku_status, sudoku_status> {
    buffer.write(text.as_bytes())?;
    if let Some(length) = length {
        length.write(text.as_bytes().len());
    }
    Ok(SUDOKU_OK)
}

/// Returns the English name of a technique id, for example "Hidden single"; unknown ids
/// give "unknown technique". Never returns NULL; the string is static and NUL-terminated:
/// do not free it. Thread-safe.
#[no_mangle]
pub extern "C" fn sudoku_technique_name(technique: i32) -> *const c_char {
    ffi_boundary!({
        Technique::from_id(i64::from(technique))
            .map_or(c"unknown technique", Technique::name_cstr)
            .as_ptr()
    })
}

const _: () = assert!(SUDOKU_HINT_TEXT_MAX == MAX_TEXT + 1 && SUDOKU_STEP_CHAIN_MAX == MAX_CHAIN);
const _: () = assert!(SUDOKU_CELLS == CELLS);
// no padding: every byte of a sudoku_step is a field, so a copy of one is fully defined
const _: () = assert!(
    std::mem::size_of::<sudoku_step>() == 16 + SUDOKU_CELLS * 5 + SUDOKU_STEP_CHAIN_MAX * 2 + 3
);
const _: () = assert!(SUDOKU_TECHNIQUE_COUNT as usize == Technique::ALL.len());

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_c_enum_matches_the_core_ids() {
        let constants = [
            sudoku_technique::SUDOKU_TECHNIQUE_FULL_HOUSE,
            sudoku_technique::SUDOKU_TECHNIQUE_HIDDEN_SINGLE,
            sudoku_technique::SUDOKU_TECHNIQUE_NAKED_SINGLE,
            sudoku_technique::SUDOKU_TECHNIQUE_POINTING,
            sudoku_technique::SUDOKU_TECHNIQUE_CLAIMING,
            sudoku_technique::SUDOKU_TECHNIQUE_NAKED_PAIR,
            sudoku_technique::SUDOKU_TECHNIQUE_HIDDEN_PAIR,
            sudoku_technique::SUDOKU_TECHNIQUE_NAKED_TRIPLE,
            sudoku_technique::SUDOKU_TECHNIQUE_HIDDEN_TRIPLE,
            sudoku_technique::SUDOKU_TECHNIQUE_X_WING,
            sudoku_technique::SUDOKU_TECHNIQUE_NAKED_QUAD,
            sudoku_technique::SUDOKU_TECHNIQUE_HIDDEN_QUAD,
            sudoku_technique::SUDOKU_TECHNIQUE_SWORDFISH,
            sudoku_technique::SUDOKU_TECHNIQUE_JELLYFISH,
            sudoku_technique::SUDOKU_TECHNIQUE_TURBOT_FISH,
            sudoku_technique::SUDOKU_TECHNIQUE_W_WING,
            sudoku_technique::SUDOKU_TECHNIQUE_XY_WING,
            sudoku_technique::SUDOKU_TECHNIQUE_XYZ_WING,
            sudoku_technique::SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_1,
            sudoku_technique::SUDOKU_TECHNIQUE_SIMPLE_COLOURING,
            sudoku_technique::SUDOKU_TECHNIQUE_X_CHAIN,
            sudoku_technique::SUDOKU_TECHNIQUE_XY_CHAIN,
            sudoku_technique::SUDOKU_TECHNIQUE_SOLUTION,
            sudoku_technique::SUDOKU_TECHNIQUE_SKYSCRAPER,
            sudoku_technique::SUDOKU_TECHNIQUE_TWO_STRING_KITE,
            sudoku_technique::SUDOKU_TECHNIQUE_EMPTY_RECTANGLE,
            sudoku_technique::SUDOKU_TECHNIQUE_REMOTE_PAIR,
            sudoku_technique::SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_2,
            sudoku_technique::SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_4,
            sudoku_technique::SUDOKU_TECHNIQUE_BUG_PLUS_ONE,
            sudoku_technique::SUDOKU_TECHNIQUE_FINNED_X_WING,
            sudoku_technique::SUDOKU_TECHNIQUE_SASHIMI_X_WING,
            sudoku_technique::SUDOKU_TECHNIQUE_FINNED_SWORDFISH,
            sudoku_technique::SUDOKU_TECHNIQUE_SASHIMI_SWORDFISH,
            sudoku_technique::SUDOKU_TECHNIQUE_FINNED_JELLYFISH,
            sudoku_technique::SUDOKU_TECHNIQUE_SASHIMI_JELLYFISH,
            sudoku_technique::SUDOKU_TECHNIQUE_AIC,
            sudoku_technique::SUDOKU_TECHNIQUE_CONTINUOUS_NICE_LOOP,
            sudoku_technique::SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_3,
            sudoku_technique::SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_5,
            sudoku_technique::SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_6,
            sudoku_technique::SUDOKU_TECHNIQUE_HIDDEN_RECTANGLE,
            sudoku_technique::SUDOKU_TECHNIQUE_SUE_DE_COQ,
            sudoku_technique::SUDOKU_TECHNIQUE_FORCING_NET,
            sudoku_technique::SUDOKU_TECHNIQUE_ALS_XZ,
            sudoku_technique::SUDOKU_TECHNIQUE_ALS_XY_WING,
            sudoku_technique::SUDOKU_TECHNIQUE_ALS_CHAIN,
            sudoku_technique::SUDOKU_TECHNIQUE_GROUPED_AIC,
            sudoku_technique::SUDOKU_TECHNIQUE_GROUPED_CONTINUOUS_NICE_LOOP,
            sudoku_technique::SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_1,
            sudoku_technique::SUDOKU_TECHNIQUE_AVOIDABLE_RECTANGLE_2,
            sudoku_technique::SUDOKU_TECHNIQUE_CAGE_COMBINATION,
            sudoku_technique::SUDOKU_TECHNIQUE_LOCKED_CANDIDATES,
            sudoku_technique::SUDOKU_TECHNIQUE_INNIES_OUTIES,
            sudoku_technique::SUDOKU_TECHNIQUE_NON_CONSECUTIVE,
        ];
        assert_eq!(constants.len(), Technique::ALL.len());
        // by id: the constants are listed in id order
        for (id, constant) in constants.into_iter().enumerate() {
            let technique = Technique::from_id(id as i64).expect("ids are dense");
            assert_eq!(technique as i32, constant as i32);
        }
    }
}
