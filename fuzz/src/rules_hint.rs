//! The fuzz targets of hints, their texts and ratings under variant rules. Each input is a
//! rule set and a board as `rules.rs` reads them, then pencil marks as the classic hint
//! targets read them. The checks: the rules' error, then the board's, then the marks',
//! with every buffer unchanged; otherwise the status the library's own solve under the
//! same guess limit calls for. A step places only the solution's digits, in empty cells,
//! removes none of its digits and only candidates the marks hold, changes something and
//! describes under the rules; a rating's score is its steps' scores, its hardest
//! technique the hardest step's, its level that technique's raised by the score. Under
//! variant rules every technique is one of `Technique::RULES`.

use std::mem::size_of;

use sudoku::board::Encoding;
use sudoku::ffi::hint::{sudoku_step, SUDOKU_HINT_TEXT_MAX};
use sudoku::ffi::rate::sudoku_rating;
use sudoku::ffi::rules::{sudoku_rules, sudoku_solve_unique_rules_with};
use sudoku::ffi::rules_hint::*;
use sudoku::ffi::solve::sudoku_options;
use sudoku::ffi::status::sudoku_status::{self, *};
use sudoku::logic::{Level, Technique};

use crate::game::{assert_sound_step, bytes_of, fuzz_describe, marks_from, sentinel};
use crate::rules::{case_digits, digits_of, setup, text_of, FuzzRules, HARNESS_GUESSES};
use crate::{Case, CELLS};

/// Options with `max_guesses`: the harness's limit for the solve it checks against, 0 (the
/// defaults, which bound every call under rules) for the hints and ratings.
fn options(max_guesses: u64) -> sudoku_options {
    sudoku_options {
        size: size_of::<sudoku_options>() as u32,
        reserved: 0,
        max_guesses,
    }
}

/// The status `sudoku_solve_unique_rules_with` gives the board under the harness's limit,
/// and the solution when it gives one.
fn solved(rules: &FuzzRules, case: &Case) -> (sudoku_status, Option<[u8; CELLS]>) {
    let mut grid = text_of(case);
    // SAFETY: our own board, rules readable for their size, and options.
    let status = unsafe {
        sudoku_solve_unique_rules_with(
            grid.as_mut_ptr().cast(),
            &rules.room().known,
            &options(HARNESS_GUESSES),
            std::ptr::null_mut(),
        )
    };
    (
        status,
        digits_of(&grid, Encoding::Text).filter(|_| status == SUDOKU_OK),
    )
}

/// A hinting call: board, rules, pencil marks (or NULL), options, step.
type HintCall =
    fn(&[u8; CELLS], &sudoku_rules, *const u16, &sudoku_options, &mut sudoku_step) -> sudoku_status;

/// Checks one hint call under rules.
fn fuzz_hint_rules(data: &[u8], encoding: Encoding, call: HintCall) {
    let Some((rules, case, errors, rest)) = setup(data, encoding, true) else {
        return;
    };
    let marks = marks_from(rest);
    let bad_marks = marks.is_some_and(|m| m.iter().any(|&mask| mask > 0x1ff));
    let room = rules.room();
    let mut step: sudoku_step = sentinel();
    let untouched = bytes_of(&step);
    let marks_pointer = marks.as_ref().map_or(std::ptr::null(), |m| m.as_ptr());
    let status = call(
        &case.board,
        &room.known,
        marks_pointer,
        &options(0),
        &mut step,
    );
    if status != SUDOKU_OK {
        assert_eq!(bytes_of(&step), untouched, "step written on {status:?}");
    }
    let refused = errors
        .with(None)
        .or(bad_marks.then_some(SUDOKU_ERR_ARGUMENT));
    if let Some(error) = refused {
        assert_eq!(status, error);
        return;
    }
    let digits = case_digits(&case).unwrap();
    if digits.iter().all(|&digit| digit != 0) {
        assert_eq!(status, SUDOKU_SOLVED);
        return;
    }
    let (unique, solution) = solved(&rules, &case);
    let Some(solution) = solution else {
        // the hint searches to the default limit, further than the harness's solve
        if unique != SUDOKU_LIMIT_REACHED {
            assert_eq!(status, unique, "the hint's search and the solve's disagree");
        }
        return;
    };
    let marks = marks.unwrap_or([0x1ff; CELLS]);
    let wrong =
        (0..CELLS).any(|cell| digits[cell] == 0 && marks[cell] & 1 << (solution[cell] - 1) == 0);
    if wrong {
        assert_eq!(status, SUDOKU_ERR_CANDIDATES);
        return;
    }
    assert_eq!(status, SUDOKU_OK);
    let technique = Technique::from_id(step.technique.into()).expect("a technique");
    assert!(
        rules.is_classic() || Technique::RULES.contains(&technique),
        "{technique:?}"
    );
    assert_sound_step(&step, &digits, &marks, &solution);
    let mut text = [0u8; SUDOKU_HINT_TEXT_MAX];
    let mut length = 0;
    // SAFETY: the step written, our rules, a buffer of the size passed and a length.
    let described = unsafe {
        sudoku_hint_describe_rules(
            &step,
            &room.known,
            text.as_mut_ptr().cast(),
            text.len(),
            &mut length,
        )
    };
    assert_eq!(described, SUDOKU_OK);
    let text = std::str::from_utf8(&text[..length]).expect("ASCII");
    assert!(text.starts_with(technique.name()) || text.starts_with("No technique applies"));
}

/// Fuzzes `sudoku_hint_rules`.
pub fn hint_rules(data: &[u8]) {
    // SAFETY: an 81-byte board, our rules, NULL or 81 masks, options and a step.
    fuzz_hint_rules(data, Encoding::Text, |b, r, m, o, s| unsafe {
        sudoku_hint_rules(b.as_ptr().cast(), r, m, o, s)
    });
}

/// Fuzzes `sudoku_hint_rules_values`.
pub fn hint_rules_values(data: &[u8]) {
    // SAFETY: as for `hint_rules`.
    fuzz_hint_rules(data, Encoding::Values, |b, r, m, o, s| unsafe {
        sudoku_hint_rules_values(b.as_ptr(), r, m, o, s)
    });
}

/// Fuzzes `sudoku_hint_describe_rules`: a rule set, then a step as the classic describe
/// target reads one, its houses up to bit 30 under variant rules.
pub fn hint_describe_rules(data: &[u8]) {
    let (rules, rest) = FuzzRules::split(data);
    let room = rules.room();
    let house_bits = if rules.is_classic() { 27 } else { 31 };
    // SAFETY: as `fuzz_describe` promises of its arguments, and our rules.
    fuzz_describe(
        rest,
        house_bits,
        rules.error(),
        |step, buffer, size, length| unsafe {
            sudoku_hint_describe_rules(step, &room.known, buffer, size, length)
        },
    );
}

/// A rating call: board, rules, options, rating.
type RateCall =
    fn(&[u8; CELLS], &sudoku_rules, &sudoku_options, &mut sudoku_rating) -> sudoku_status;

/// Checks one rating call under rules.
fn fuzz_rate_rules(data: &[u8], encoding: Encoding, call: RateCall) {
    let Some((rules, case, errors, _)) = setup(data, encoding, true) else {
        return;
    };
    let room = rules.room();
    let mut rating: sudoku_rating = sentinel();
    let untouched = bytes_of(&rating);
    let status = call(&case.board, &room.known, &options(0), &mut rating);
    if status != SUDOKU_OK {
        assert_eq!(bytes_of(&rating), untouched, "rating written on {status:?}");
    }
    if let Some(error) = errors.with(None) {
        assert_eq!(status, error);
        return;
    }
    // the rating searches to the default limit, further than the harness's solve; under
    // rules its walk counts against the default effort too
    let search = solved(&rules, &case).0;
    let walk_stopped = status == SUDOKU_LIMIT_REACHED && search == SUDOKU_OK && !rules.is_classic();
    assert!(
        status == search || walk_stopped || search == SUDOKU_LIMIT_REACHED,
        "the rating's search ({status:?}) and the solve's ({search:?}) disagree"
    );
    if status != SUDOKU_OK {
        return;
    }
    let used = Technique::ALL
        .into_iter()
        .filter(|&t| rating.steps[t as usize] > 0);
    let score: u32 = used
        .clone()
        .map(|t| rating.steps[t as usize] * t.score())
        .sum();
    assert_eq!(rating.score, score);
    assert!(rating.steps[Technique::ALL.len()..].iter().all(|&n| n == 0));
    let hardest = used.clone().max();
    assert_eq!(rating.hardest, hardest.map_or(-1, |t| t as i32));
    let level = hardest.map_or(Level::Beginner, Technique::level);
    if rules.is_classic() {
        let raised = |level: Level| level.raised_by(score) as i32;
        // the classic rating may rate beginner where hidden singles alone solve
        let beginner = level == Level::Easy && rating.level == raised(Level::Beginner);
        assert!(rating.level == raised(level) || beginner, "{rating:?}");
    } else {
        // under rules the score raises no level
        assert_eq!(rating.level, level as i32, "{rating:?}");
    }
    if !rules.is_classic() {
        assert!(used.clone().all(|t| Technique::RULES.contains(&t)));
    }
}

/// Fuzzes `sudoku_rate_rules`.
pub fn rate_rules(data: &[u8]) {
    // SAFETY: an 81-byte board, our rules, options and a rating.
    fuzz_rate_rules(data, Encoding::Text, |b, r, o, s| unsafe {
        sudoku_rate_rules(b.as_ptr().cast(), r, o, s)
    });
}

/// Fuzzes `sudoku_rate_rules_values`.
pub fn rate_rules_values(data: &[u8]) {
    // SAFETY: as for `rate_rules`.
    fuzz_rate_rules(data, Encoding::Values, |b, r, o, s| unsafe {
        sudoku_rate_rules_values(b.as_ptr(), r, o, s)
    });
}
