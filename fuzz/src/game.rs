//! The fuzz targets of the game features: candidates, hints and their descriptions,
//! ratings, generation and the name lookups. Each calls the real `extern "C"` function and
//! holds its answer against the engine's count, the reference solver and the rules:
//! - a refusal leaves every buffer byte-for-byte unchanged and says why;
//! - candidates are exactly the digits no peer holds; reduced ones keep the solution;
//! - a hint places the solution's digits and never removes one, and describes itself;
//! - a rating's level is its hardest technique's raised by its score (HoDoKu's rule), and
//!   its score the sum of its steps;
//! - a generated puzzle is unique, symmetric and at its level, and the batch equals
//!   single calls.

use std::ffi::{c_char, CStr};
use std::mem::size_of;

use sudoku::board::{is_complete_grid, Encoding, Puzzle};
use sudoku::ffi::candidates::*;
use sudoku::ffi::generate::*;
use sudoku::ffi::hint::*;
use sudoku::ffi::rate::*;
use sudoku::ffi::status::sudoku_status::{self, *};
use sudoku::generator::symmetry::Symmetry;
use sudoku::logic::{Level, Technique};

use crate::{take, Case, Effort, CELLS};

/// What the engine says of a parsed board: `Some(solution)` when it has exactly one,
/// else the status a call needing one must return.
fn unique(case: &Case) -> Result<[u8; CELLS], sudoku_status> {
    let (status, count) = case.plain_count(2);
    assert_eq!(status, SUDOKU_OK, "a parsed board counts");
    match count {
        Some(0) => Err(SUDOKU_NO_SOLUTION),
        Some(1) => {
            let (status, solved) = case.plain_solve();
            assert_eq!(status, SUDOKU_OK);
            Ok(solved.map(|byte| match case.encoding {
                Encoding::Text => byte - b'0',
                Encoding::Values => byte,
            }))
        }
        _ => Err(SUDOKU_MULTIPLE_SOLUTIONS),
    }
}

/// The digits (mask) no peer of `cell` holds, computed here from the rules.
fn free_digits(digits: &[u8; CELLS], cell: usize) -> u16 {
    let (row, column) = (cell / 9, cell % 9);
    let used = (0..CELLS)
        .filter(|&other| {
            let (r, c) = (other / 9, other % 9);
            r == row || c == column || (r / 3 == row / 3 && c / 3 == column / 3)
        })
        .filter(|&other| other != cell && digits[other] != 0)
        .fold(0u16, |used, other| used | 1 << (digits[other] - 1));
    0x1ff & !used
}

/// The board's digits (0 for empty) of a parsed case.
fn digits_of(case: &Case) -> [u8; CELLS] {
    *case.parsed.as_ref().expect("a parsed board").cells()
}

/// Checks one candidates call (`reduced`: the logical variant).
fn fuzz_candidates(
    data: &[u8],
    encoding: Encoding,
    reduced: bool,
    call: impl FnOnce(&[u8; CELLS], &mut [u16; CELLS]) -> sudoku_status,
) {
    let (case, _) = Case::split(data, encoding);
    let mut masks = [0xFFFFu16; CELLS];
    let status = call(&case.board, &mut masks);
    let expected = match case.error() {
        Some(error) => Err(error),
        None if reduced => unique(&case).map(Some),
        None => Ok(None),
    };
    match expected {
        Err(error) => {
            assert_eq!(status, error);
            assert_eq!(masks, [0xFFFF; CELLS], "candidates written on failure");
        }
        Ok(solution) => {
            assert_eq!(status, SUDOKU_OK);
            let digits = digits_of(&case);
            for cell in 0..CELLS {
                let plain = match digits[cell] {
                    0 => free_digits(&digits, cell),
                    digit => 1 << (digit - 1),
                };
                match solution {
                    None => assert_eq!(masks[cell], plain, "cell {cell}"),
                    Some(solution) => {
                        assert_eq!(masks[cell] & !plain, 0, "reduced never adds");
                        assert_ne!(
                            masks[cell] & 1 << (solution[cell] - 1),
                            0,
                            "the solution stays"
                        );
                    }
                }
            }
        }
    }
}

// SAFETY (each call below): an 81-byte board and 81 masks of the harness's own.

/// Fuzzes `sudoku_candidates`.
pub fn candidates(data: &[u8]) {
    fuzz_candidates(data, Encoding::Text, false, |b, m| unsafe {
        sudoku_candidates(b.as_ptr().cast(), m.as_mut_ptr())
    });
}

/// Fuzzes `sudoku_candidates_values`.
pub fn candidates_values(data: &[u8]) {
    fuzz_candidates(data, Encoding::Values, false, |b, m| unsafe {
        sudoku_candidates_values(b.as_ptr(), m.as_mut_ptr())
    });
}

/// Fuzzes `sudoku_candidates_reduced`.
pub fn candidates_reduced(data: &[u8]) {
    fuzz_candidates(data, Encoding::Text, true, |b, m| unsafe {
        sudoku_candidates_reduced(b.as_ptr().cast(), m.as_mut_ptr())
    });
}

/// Fuzzes `sudoku_candidates_reduced_values`.
pub fn candidates_reduced_values(data: &[u8]) {
    fuzz_candidates(data, Encoding::Values, true, |b, m| unsafe {
        sudoku_candidates_reduced_values(b.as_ptr(), m.as_mut_ptr())
    });
}

/// A value of a plain-integer C struct filled with 0xA5 bytes, `size` (its first field)
/// set to its size.
pub(crate) fn sentinel<T: Copy>() -> T {
    let mut bytes = vec![0xA5u8; size_of::<T>()];
    bytes[..4].copy_from_slice(&(size_of::<T>() as u32).to_le_bytes());
    // SAFETY: `bytes` holds size_of::<T>() bytes, and every bit pattern is a valid T (the
    // structs passed here hold integers only).
    unsafe { bytes.as_ptr().cast::<T>().read_unaligned() }
}

/// The bytes of a plain-integer struct.
pub(crate) fn bytes_of<T: Copy>(value: &T) -> Vec<u8> {
    // SAFETY: reads the value's own bytes.
    unsafe {
        std::slice::from_raw_parts(std::ptr::from_ref(value).cast::<u8>(), size_of::<T>()).to_vec()
    }
}

/// Pencil marks from fuzz bytes when the first is odd: little-endian `u16`s (bits above 8
/// set now and then), cells past the input's end holding every digit.
pub(crate) fn marks_from(bytes: &[u8]) -> Option<[u16; CELLS]> {
    let (&flag, rest) = bytes.split_first()?;
    (flag & 1 == 1).then(|| {
        std::array::from_fn(|cell| match rest.get(cell * 2..cell * 2 + 2) {
            Some(pair) => u16::from_le_bytes([pair[0], pair[1]]) & 0x3ff,
            None => 0x1ff,
        })
    })
}

/// The description of a step through `sudoku_hint_describe` into a roomy buffer.
fn description(step: &sudoku_step) -> (sudoku_status, String) {
    let mut text = [0u8; SUDOKU_HINT_TEXT_MAX];
    let mut length = usize::MAX;
    // SAFETY: a step, a buffer of the size passed and a length of our own.
    let status =
        unsafe { sudoku_hint_describe(step, text.as_mut_ptr().cast(), text.len(), &mut length) };
    if status != SUDOKU_OK {
        assert_eq!(length, usize::MAX, "length written on failure");
        assert!(text.iter().all(|&b| b == 0), "text written on failure");
        return (status, String::new());
    }
    assert!(
        length < text.len() && text[length] == 0,
        "NUL-terminated at its length"
    );
    let text = std::str::from_utf8(&text[..length]).expect("ASCII");
    assert!(text.is_ascii() && !text.contains('\0'));
    (status, text.to_string())
}

/// What a hint on `board` must find: the board's digits, the candidates the hint sees and
/// the solution, or the status of the refusal. `givens`, when the board is played from
/// them, must all be kept, and the solution is theirs.
type Expected = Result<([u8; CELLS], [u16; CELLS], [u8; CELLS]), sudoku_status>;

/// [`Expected`] for a hint on `board`, played from `givens` when given, with `marks`.
fn expected_hint(board: &Case, givens: Option<&Case>, marks: Option<[u16; CELLS]>) -> Expected {
    if let Some(error) = board.error().or_else(|| givens.and_then(Case::error)) {
        return Err(error);
    }
    if marks.is_some_and(|m| m.iter().any(|&mask| mask > 0x1ff)) {
        return Err(SUDOKU_ERR_ARGUMENT);
    }
    let digits = digits_of(board);
    if let Some(givens) = givens.map(digits_of) {
        if (0..CELLS).any(|cell| givens[cell] != 0 && givens[cell] != digits[cell]) {
            return Err(SUDOKU_ERR_ARGUMENT);
        }
    }
    if digits.iter().all(|&d| d != 0) {
        return Err(SUDOKU_SOLVED);
    }
    let solution = unique(givens.unwrap_or(board))?;
    if (0..CELLS).any(|cell| digits[cell] != 0 && digits[cell] != solution[cell]) {
        return Err(SUDOKU_NO_SOLUTION);
    }
    let grid: [u16; CELLS] = std::array::from_fn(|cell| match digits[cell] {
        0 => free_digits(&digits, cell) & marks.map_or(0x1ff, |m| m[cell]),
        _ => 0,
    });
    if (0..CELLS).any(|cell| digits[cell] == 0 && grid[cell] & 1 << (solution[cell] - 1) == 0) {
        return Err(SUDOKU_ERR_CANDIDATES);
    }
    Ok((digits, grid, solution))
}

/// Checks a hint call's `status` and `step` (preset to `untouched`) against `expected`: a
/// refusal writes nothing; a step places only the solution's digits in empty cells,
/// removes only candidates other than the solution's, changes something, and describes.
fn assert_hint(status: sudoku_status, step: &sudoku_step, untouched: &[u8], expected: Expected) {
    match expected {
        Err(error) => {
            assert_eq!(status, error);
            assert_eq!(bytes_of(step), untouched, "step written on failure");
        }
        Ok((digits, grid, solution)) => {
            assert_eq!(status, SUDOKU_OK);
            assert_sound_step(step, &digits, &grid, &solution);
            assert_eq!(description(step).0, SUDOKU_OK);
        }
    }
}

/// Checks a step on a board of `digits` whose candidates are `grid`: a known technique
/// that places only the `solution`'s digits, in empty cells, removes only candidates
/// other than the solution's, and changes something.
pub(crate) fn assert_sound_step(
    step: &sudoku_step,
    digits: &[u8; CELLS],
    grid: &[u16; CELLS],
    solution: &[u8; CELLS],
) {
    assert!(Technique::from_id(step.technique.into()).is_some());
    let mut changes = 0;
    for cell in 0..CELLS {
        let placed = step.placements[cell];
        if placed != 0 {
            assert_eq!(
                (digits[cell], placed),
                (0, solution[cell]),
                "a wrong placement"
            );
            changes += 1;
        }
        let removed = step.eliminations[cell];
        assert_eq!(removed & !grid[cell], 0, "removed a non-candidate");
        assert_eq!(
            removed & 1 << (solution[cell] - 1),
            0,
            "removed the solution"
        );
        changes += removed.count_ones();
    }
    assert!(changes > 0, "a step changes something");
}

/// Checks one hint call on the board and optional pencil marks in `data`.
fn fuzz_hint(
    data: &[u8],
    encoding: Encoding,
    call: impl FnOnce(&[u8; CELLS], *const u16, &mut sudoku_step) -> sudoku_status,
) {
    let (case, rest) = Case::split(data, encoding);
    let marks = marks_from(rest);
    let mut step: sudoku_step = sentinel();
    let untouched = bytes_of(&step);
    let marks_pointer = marks.as_ref().map_or(std::ptr::null(), |m| m.as_ptr());
    let status = call(&case.board, marks_pointer, &mut step);
    assert_hint(status, &step, &untouched, expected_hint(&case, None, marks));
}

/// Checks one in-play hint call: the givens are the first 81 bytes of `data`; the next
/// byte says how many (up to 64) of the byte pairs after it change the board played from
/// them, each a cell and a digit (`0` empties the cell, so a given may be lost); optional
/// pencil marks follow.
fn fuzz_hint_in_play(
    data: &[u8],
    encoding: Encoding,
    call: impl FnOnce(&[u8; CELLS], &[u8; CELLS], *const u16, &mut sudoku_step) -> sudoku_status,
) {
    let (givens, rest) = Case::split(data, encoding);
    let (&count, rest) = rest.split_first().unwrap_or((&0, &[]));
    let (edits, rest) = rest.split_at((usize::from(count % 65) * 2).min(rest.len()));
    let mut board = givens.board;
    for edit in edits.chunks_exact(2) {
        let digit = edit[1] % 10;
        board[usize::from(edit[0]) % CELLS] = match (encoding, digit) {
            (Encoding::Text, 0) => b'.',
            (Encoding::Text, digit) => b'0' + digit,
            (Encoding::Values, digit) => digit,
        };
    }
    let board = Case {
        board,
        encoding,
        parsed: Puzzle::parse(&board, encoding),
    };
    let marks = marks_from(rest);
    let mut step: sudoku_step = sentinel();
    let untouched = bytes_of(&step);
    let marks_pointer = marks.as_ref().map_or(std::ptr::null(), |m| m.as_ptr());
    let status = call(&givens.board, &board.board, marks_pointer, &mut step);
    let expected = expected_hint(&board, Some(&givens), marks);
    assert_hint(status, &step, &untouched, expected);
}

// SAFETY (each call below): an 81-byte board, NULL or 81 masks, and a step of our own.

/// Fuzzes `sudoku_hint`.
pub fn hint(data: &[u8]) {
    fuzz_hint(data, Encoding::Text, |b, m, s| unsafe {
        sudoku_hint(b.as_ptr().cast(), m, s)
    });
}

/// Fuzzes `sudoku_hint_values`.
pub fn hint_values(data: &[u8]) {
    fuzz_hint(data, Encoding::Values, |b, m, s| unsafe {
        sudoku_hint_values(b.as_ptr(), m, s)
    });
}

/// Fuzzes `sudoku_hint_in_play`.
pub fn hint_in_play(data: &[u8]) {
    fuzz_hint_in_play(data, Encoding::Text, |g, b, m, s| unsafe {
        sudoku_hint_in_play(g.as_ptr().cast(), b.as_ptr().cast(), m, std::ptr::null(), s)
    });
}

/// Fuzzes `sudoku_hint_in_play_values`.
pub fn hint_in_play_values(data: &[u8]) {
    fuzz_hint_in_play(data, Encoding::Values, |g, b, m, s| unsafe {
        sudoku_hint_in_play_values(g.as_ptr(), b.as_ptr(), m, std::ptr::null(), s)
    });
}

/// True when every field of a step is in the range `sudoku_hint_describe` accepts, its
/// houses below bit `house_bits`.
fn describable(step: &sudoku_step, house_bits: u32) -> bool {
    let length = usize::from(step.chain_length);
    let nodes = chain_nodes(step.technique);
    step.size as usize >= size_of::<sudoku_step>()
        && (0..SUDOKU_TECHNIQUE_COUNT).contains(&step.technique)
        && step.digits <= 0x1ff
        && u64::from(step.houses) < 1 << house_bits
        && length <= SUDOKU_STEP_CHAIN_MAX
        && step
            .pattern
            .iter()
            .chain(&step.eliminations)
            .all(|&mask| mask <= 0x1ff)
        && step.placements.iter().all(|&digit| digit <= 9)
        && step.chain_cells[..length]
            .iter()
            .all(|&node| usize::from(node) < nodes)
        && step.chain_digits[..length]
            .iter()
            .all(|d| (1..=9).contains(d))
}

/// How many chain nodes a step of `technique` may name: the cells, and for grouped AICs
/// and nice loops the 54 groups after them.
fn chain_nodes(technique: i32) -> usize {
    let grouped = [
        sudoku_technique::SUDOKU_TECHNIQUE_GROUPED_AIC as i32,
        sudoku_technique::SUDOKU_TECHNIQUE_GROUPED_CONTINUOUS_NICE_LOOP as i32,
    ];
    if grouped.contains(&technique) {
        CELLS + 54
    } else {
        CELLS
    }
}

/// Bytes after a `sudoku_step` that a caller's larger `size` may cover (a newer header).
const STEP_TAIL: usize = 16;

/// Fuzzes `sudoku_hint_describe`: see [`fuzz_describe`].
pub fn hint_describe(data: &[u8]) {
    // SAFETY: as `fuzz_describe` promises of its arguments.
    fuzz_describe(data, 27, None, |step, buffer, size, length| unsafe {
        sudoku_hint_describe(step, buffer, size, length)
    });
}

/// A describing call: a step with the bytes its size covers, a buffer of at least the
/// size passed, and a length, all the harness's own.
/// Fuzzes a describing call with steps built from the input: a flags byte, a buffer size,
/// then the struct's bytes and a tail; unless the flags say otherwise, the fields are
/// folded into their ranges (houses below bit `house_bits`) so that most steps are
/// describable. The step's `size` never exceeds the bytes there are, as the contract
/// requires of a caller. `refused`: the status the call owes whatever the step (faulty
/// rules).
pub(crate) fn fuzz_describe(
    data: &[u8],
    house_bits: u32,
    refused: Option<sudoku_status>,
    describe: impl Fn(*const sudoku_step, *mut c_char, usize, *mut usize) -> sudoku_status,
) {
    let [flags, room] = take::<2>(data);
    let raw = data.get(2..).unwrap_or_default();
    let mut bytes = vec![0u8; size_of::<sudoku_step>() + STEP_TAIL];
    let n = raw.len().min(bytes.len());
    bytes[..n].copy_from_slice(&raw[..n]);
    let size = u32::from_le_bytes(take::<4>(&bytes)) % (bytes.len() as u32 + 1);
    bytes[..4].copy_from_slice(&size.to_le_bytes());
    // SAFETY: `bytes` holds a whole sudoku_step, and any bytes are a valid one.
    let mut step = unsafe { bytes.as_ptr().cast::<sudoku_step>().read_unaligned() };
    if flags & 1 == 0 {
        step.size = size_of::<sudoku_step>() as u32;
        step.technique = step.technique.rem_euclid(SUDOKU_TECHNIQUE_COUNT);
        step.digits &= 0x1ff;
        step.houses = (u64::from(step.houses) % (1 << house_bits)) as u32;
        step.chain_length %= SUDOKU_STEP_CHAIN_MAX as u16 + 1;
        step.pattern.iter_mut().for_each(|m| *m &= 0x1ff);
        step.eliminations.iter_mut().for_each(|m| *m &= 0x1ff);
        step.placements.iter_mut().for_each(|d| *d %= 10);
        let nodes = chain_nodes(step.technique) as u8;
        step.chain_cells.iter_mut().for_each(|c| *c %= nodes);
        step.chain_digits.iter_mut().for_each(|d| *d = 1 + *d % 9);
    }
    // the step as the library reads it: the struct; a tail its size covers is a newer
    // version's fields, which sudoku_hint leaves as they were, and is not read
    bytes[..size_of::<sudoku_step>()].copy_from_slice(&bytes_of(&step));
    let describable = describable(&step, house_bits);
    let size = if flags & 2 == 0 {
        SUDOKU_HINT_TEXT_MAX
    } else {
        usize::from(room)
    };
    let mut buffer = vec![0x5Au8; SUDOKU_HINT_TEXT_MAX];
    let mut length = usize::MAX;
    let status = describe(
        bytes.as_ptr().cast(),
        buffer.as_mut_ptr().cast(),
        size,
        &mut length,
    );
    if let Some(refused) = refused {
        assert_eq!(status, refused);
    } else if !describable {
        assert_eq!(status, SUDOKU_ERR_ARGUMENT);
    } else if size == SUDOKU_HINT_TEXT_MAX {
        assert_eq!(
            status, SUDOKU_OK,
            "every describable step fits SUDOKU_HINT_TEXT_MAX"
        );
    }
    if status == SUDOKU_OK {
        assert!(length < size && buffer[length] == 0);
        assert!(buffer[..length].is_ascii() && !buffer[..length].contains(&0));
        let name = c_text(sudoku_technique_name(step.technique));
        let text = std::str::from_utf8(&buffer[..length]).unwrap();
        assert!(text.starts_with(&name) || text.starts_with("No technique applies"));
    } else {
        assert!(status == SUDOKU_ERR_ARGUMENT || Some(status) == refused);
        assert_eq!(length, usize::MAX, "length written on failure");
        assert!(buffer.iter().all(|&b| b == 0x5A), "text written on failure");
    }
}

/// A static string the library returned, checked to be non-NULL ASCII.
fn c_text(text: *const c_char) -> String {
    assert!(!text.is_null());
    // SAFETY: non-NULL and NUL-terminated, as the library promises.
    let text = unsafe { CStr::from_ptr(text) }.to_str().expect("ASCII");
    assert!(!text.is_empty() && text.is_ascii());
    text.to_string()
}

/// Checks one rating call.
fn fuzz_rate(
    data: &[u8],
    encoding: Encoding,
    call: impl FnOnce(&[u8; CELLS], &mut sudoku_rating) -> sudoku_status,
) {
    let (case, _) = Case::split(data, encoding);
    let mut rating: sudoku_rating = sentinel();
    let untouched = bytes_of(&rating);
    let status = call(&case.board, &mut rating);
    match case.error().map_or_else(|| unique(&case).map(|_| ()), Err) {
        Err(error) => {
            assert_eq!(status, error);
            assert_eq!(bytes_of(&rating), untouched, "rating written on failure");
        }
        Ok(()) => {
            assert_eq!(status, SUDOKU_OK);
            let used: Vec<Technique> = Technique::ALL
                .into_iter()
                .filter(|&t| rating.steps[t as usize] > 0)
                .collect();
            let score: u32 = used
                .iter()
                .map(|&t| rating.steps[t as usize] * t.score())
                .sum();
            assert_eq!(rating.score, score);
            assert!(rating.steps[Technique::ALL.len()..].iter().all(|&n| n == 0));
            match used.iter().max() {
                Some(&hardest) => {
                    assert_eq!(rating.hardest, hardest as i32);
                    // raised by the score; singles alone may rate beginner
                    let raised = |level: Level| level.raised_by(rating.score) as i32;
                    assert!(
                        rating.level == raised(hardest.level())
                            || (hardest.level() == Level::Easy
                                && rating.level == raised(Level::Beginner))
                    );
                }
                None => assert_eq!((rating.hardest, rating.level), (-1, Level::Beginner as i32)),
            }
            let placements: u32 = rating.steps.iter().sum();
            let empty = digits_of(&case).iter().filter(|&&d| d == 0).count() as u32;
            assert!(placements >= empty.min(1), "a solve takes steps");
        }
    }
}

// SAFETY (each call below): an 81-byte board and a rating of our own.

/// Fuzzes `sudoku_rate`.
pub fn rate(data: &[u8]) {
    fuzz_rate(data, Encoding::Text, |b, r| unsafe {
        sudoku_rate(b.as_ptr().cast(), r)
    });
}

/// Fuzzes `sudoku_rate_values`.
pub fn rate_values(data: &[u8]) {
    fuzz_rate(data, Encoding::Values, |b, r| unsafe {
        sudoku_rate_values(b.as_ptr(), r)
    });
}

/// Generator options from fuzz bytes, some invalid: NULL or a struct, and whether the
/// library must refuse it. Tries stay at one or two, so a run stays short.
pub(crate) fn options_from(bytes: &[u8]) -> (Option<sudoku_generate_options>, bool) {
    let [flags, level, symmetry, minimal, tries, max_level] = take::<6>(bytes);
    if flags & 1 == 1 {
        return (None, false);
    }
    let options = sudoku_generate_options {
        size: size_of::<sudoku_generate_options>() as u32 - u32::from(flags >> 1 & 1),
        level: i32::from(level % 8),
        symmetry: i32::from(symmetry % 6),
        not_minimal: u32::from(minimal % 3),
        max_tries: 1 + u32::from(tries % 2),
        max_level: i32::from(max_level % 8),
    };
    let below = options.level != 0 && options.max_level != 0 && options.max_level < options.level;
    let malformed = flags & 2 != 0
        || options.level == 7
        || options.max_level == 7
        || below
        || options.symmetry == 5
        || options.not_minimal == 2;
    (Some(options), malformed)
}

/// Checks a generated text puzzle against its options: unique, symmetric, at its level.
fn check_generated(board: &[u8; CELLS], options: &sudoku_generate_options) {
    let (case, _) = Case::split(board, Encoding::Text);
    assert!(case.error().is_none(), "a generated puzzle parses");
    assert!(unique(&case).is_ok(), "a generated puzzle has one solution");
    let symmetry = Symmetry::from_id(options.symmetry.into()).expect("a valid symmetry");
    for cell in 0..CELLS {
        let given = board[cell] != b'.';
        let orbit = symmetry.orbit(cell);
        assert!(
            orbit.iter().all(|c| (board[c] != b'.') == given),
            "symmetric"
        );
    }
    if options.level != 0 || options.max_level != 0 {
        let mut rating: sudoku_rating = sentinel();
        // SAFETY: a board and a rating of our own.
        assert_eq!(
            unsafe { sudoku_rate(board.as_ptr().cast(), &mut rating) },
            SUDOKU_OK
        );
        let lowest = options.level.max(1);
        let highest = match options.max_level {
            0 => options.level,
            highest => highest,
        };
        assert!(
            (lowest..=highest).contains(&rating.level),
            "rated within its levels"
        );
    }
}

/// Checks one generating call: seed from the first eight bytes, options from the next.
fn fuzz_generate(
    data: &[u8],
    encoding: Encoding,
    call: impl Fn(u64, *const sudoku_generate_options, &mut [u8; 82]) -> sudoku_status,
) {
    let seed = u64::from_le_bytes(take::<8>(data));
    let (options, malformed) = options_from(data.get(8..).unwrap_or_default());
    let pointer = options
        .as_ref()
        .map_or(std::ptr::null(), std::ptr::from_ref);
    let mut out = [0xA5u8; 82];
    let status = call(seed, pointer, &mut out);
    assert_eq!(out[81], 0xA5, "the byte after the board was touched");
    if malformed {
        assert_eq!(status, SUDOKU_ERR_ARGUMENT);
    }
    if status != SUDOKU_OK {
        assert!(status == SUDOKU_ERR_ARGUMENT || status == SUDOKU_LIMIT_REACHED);
        assert!(
            options.is_some_and(|o| o.level != 0 || o.max_level != 0)
                || status == SUDOKU_ERR_ARGUMENT,
            "only a level can fail"
        );
        assert_eq!(out, [0xA5; 82], "board written on failure");
        return;
    }
    let mut again = [0xA5u8; 82];
    assert_eq!(call(seed, pointer, &mut again), SUDOKU_OK);
    assert_eq!(out, again, "the same seed gives the same puzzle");
    let text: [u8; CELLS] = std::array::from_fn(|cell| match (encoding, out[cell]) {
        (Encoding::Values, 0) => b'.',
        (Encoding::Values, digit) => b'0' + digit,
        (Encoding::Text, byte) => byte,
    });
    check_generated(
        &text,
        &options.unwrap_or(sudoku_generate_options::default()),
    );
}

// SAFETY (each call below): NULL or options of our own, and an 82-byte buffer.

/// Fuzzes `sudoku_generate`.
pub fn generate(data: &[u8]) {
    fuzz_generate(data, Encoding::Text, |seed, o, out| unsafe {
        sudoku_generate(seed, o, out.as_mut_ptr().cast())
    });
}

/// Fuzzes `sudoku_generate_values`.
pub fn generate_values(data: &[u8]) {
    fuzz_generate(data, Encoding::Values, |seed, o, out| unsafe {
        sudoku_generate_values(seed, o, out.as_mut_ptr())
    });
}

/// Fuzzes `sudoku_generate_batch`: a seed, valid options, up to four puzzles on up to
/// three threads; each puzzle and status must equal the single call's.
pub fn generate_batch(data: &[u8]) {
    let seed = u64::from_le_bytes(take::<8>(data));
    let [count, threads] = take::<2>(data.get(8..).unwrap_or_default());
    let (options, malformed) = options_from(data.get(10..).unwrap_or_default());
    let pointer = options
        .as_ref()
        .map_or(std::ptr::null(), std::ptr::from_ref);
    let count = usize::from(count % 5);
    let mut out = vec![0xEEu8; CELLS * count];
    let mut statuses = vec![SUDOKU_ERR_INTERNAL; count];
    // SAFETY: buffers for `count` puzzles and statuses, of our own, not overlapping.
    let status = unsafe {
        sudoku_generate_batch(
            seed,
            pointer,
            count,
            out.as_mut_ptr().cast(),
            statuses.as_mut_ptr(),
            u32::from(threads % 4),
        )
    };
    if malformed {
        assert_eq!(status, SUDOKU_ERR_ARGUMENT);
        assert!(
            out.iter().all(|&b| b == 0xEE) && statuses.iter().all(|&s| s == SUDOKU_ERR_INTERNAL)
        );
        return;
    }
    assert_eq!(status, SUDOKU_OK);
    for (i, (board, &status)) in out.chunks_exact(CELLS).zip(&statuses).enumerate() {
        let mut single = [0xEEu8; CELLS];
        // SAFETY: 81 bytes of our own.
        let expected = unsafe {
            sudoku_generate(
                seed.wrapping_add(i as u64),
                pointer,
                single.as_mut_ptr().cast(),
            )
        };
        assert_eq!(
            (status, board),
            (expected, &single[..]),
            "batch and single differ at {i}"
        );
    }
}

/// Checks a solved grid for a seed: complete, valid, the same on a second call.
fn fuzz_generate_solved(
    data: &[u8],
    encoding: Encoding,
    call: impl Fn(u64, &mut [u8; 82]) -> sudoku_status,
) {
    let seed = u64::from_le_bytes(take::<8>(data));
    let (mut grid, mut again) = ([0xA5u8; 82], [0x5Au8; 82]);
    assert_eq!(call(seed, &mut grid), SUDOKU_OK);
    assert_eq!(call(seed, &mut again), SUDOKU_OK);
    assert_eq!(
        (grid[81], again[81]),
        (0xA5, 0x5A),
        "the byte after the grid was touched"
    );
    assert_eq!(
        grid[..CELLS],
        again[..CELLS],
        "the same seed gives the same grid"
    );
    let digits: [u8; CELLS] = std::array::from_fn(|cell| match encoding {
        Encoding::Text => grid[cell].wrapping_sub(b'0'),
        Encoding::Values => grid[cell],
    });
    assert!(is_complete_grid(&digits));
    assert!(Puzzle::parse(&digits, Encoding::Values).is_ok());
}

// SAFETY (each call below): an 82-byte buffer of our own.

/// Fuzzes `sudoku_generate_solved`.
pub fn generate_solved(data: &[u8]) {
    fuzz_generate_solved(data, Encoding::Text, |seed, out| unsafe {
        sudoku_generate_solved(seed, out.as_mut_ptr().cast())
    });
}

/// Fuzzes `sudoku_generate_solved_values`.
pub fn generate_solved_values(data: &[u8]) {
    fuzz_generate_solved(data, Encoding::Values, |seed, out| unsafe {
        sudoku_generate_solved_values(seed, out.as_mut_ptr())
    });
}

/// Fuzzes `sudoku_technique_name` with any 32-bit id.
pub fn technique_name(data: &[u8]) {
    let id = i32::from_le_bytes(take::<4>(data));
    let text = c_text(sudoku_technique_name(id));
    match Technique::from_id(id.into()) {
        Some(technique) => assert_eq!(text, technique.name()),
        None => assert_eq!(text, "unknown technique"),
    }
}

/// Fuzzes `sudoku_level_name` with any 32-bit value.
pub fn level_name(data: &[u8]) {
    let id = i32::from_le_bytes(take::<4>(data));
    let text = c_text(sudoku_level_name(id));
    match (Level::from_id(id.into()), id) {
        (Some(level), _) => assert_eq!(text, level.name()),
        (None, 0) => assert_eq!(text, "any"),
        (None, _) => assert_eq!(text, "unknown level"),
    }
}

// The options-taking game calls: each must give the plain call's answer, unless its
// options are malformed or its guess limit stopped it (see `Effort::check_bounded`). The
// board comes first, then the options' six bytes, then (for hints) the pencil marks.
// SAFETY (each call below): an 81-byte board, marks of 81 masks or NULL, options readable
// for their size and an output of our own.

/// Fuzzes `sudoku_candidates_reduced_with`.
pub fn candidates_reduced_with(data: &[u8]) {
    let (case, rest) = Case::split(data, Encoding::Text);
    let effort = Effort::from_bytes(rest);
    let untouched = [0xFFFFu16; CELLS];
    let (mut plain, mut bounded) = (untouched, untouched);
    let plain_status =
        unsafe { sudoku_candidates_reduced(case.board.as_ptr().cast(), plain.as_mut_ptr()) };
    let status = unsafe {
        sudoku_candidates_reduced_with(
            case.board.as_ptr().cast(),
            effort.options(),
            bounded.as_mut_ptr(),
        )
    };
    effort.check_bounded(false, &untouched, (plain_status, plain), (status, bounded));
}

/// Fuzzes `sudoku_hint_with`.
pub fn hint_with(data: &[u8]) {
    let (case, rest) = Case::split(data, Encoding::Text);
    let effort = Effort::from_bytes(rest);
    let marks = marks_from(rest.get(6..).unwrap_or_default());
    let marks = marks.as_ref().map_or(std::ptr::null(), |m| m.as_ptr());
    let untouched: sudoku_step = sentinel();
    let (mut plain, mut bounded) = (untouched, untouched);
    let plain_status = unsafe { sudoku_hint(case.board.as_ptr().cast(), marks, &mut plain) };
    let status = unsafe {
        sudoku_hint_with(
            case.board.as_ptr().cast(),
            marks,
            effort.options(),
            &mut bounded,
        )
    };
    effort.check_bounded(
        false,
        &bytes_of(&untouched),
        (plain_status, bytes_of(&plain)),
        (status, bytes_of(&bounded)),
    );
}

/// Fuzzes `sudoku_rate_with`.
pub fn rate_with(data: &[u8]) {
    let (case, rest) = Case::split(data, Encoding::Text);
    let effort = Effort::from_bytes(rest);
    let untouched: sudoku_rating = sentinel();
    let (mut plain, mut bounded) = (untouched, untouched);
    let plain_status = unsafe { sudoku_rate(case.board.as_ptr().cast(), &mut plain) };
    let status =
        unsafe { sudoku_rate_with(case.board.as_ptr().cast(), effort.options(), &mut bounded) };
    effort.check_bounded(
        false,
        &bytes_of(&untouched),
        (plain_status, bytes_of(&plain)),
        (status, bytes_of(&bounded)),
    );
}
