//! The body of every fuzz target, one function each, so that the targets and the
//! regression test (`fuzz/tests/regressions.rs`) run the same code.

use sudoku::board::Encoding;
use sudoku::ffi::batch::{sudoku_solve_batch, sudoku_solve_batch_with};
use sudoku::ffi::problem::sudoku_problem;
use sudoku::ffi::solve::{
    sudoku_count_solutions, sudoku_count_solutions_values, sudoku_count_solutions_with,
    sudoku_options, sudoku_solve, sudoku_solve_unique, sudoku_solve_unique_values,
    sudoku_solve_unique_with, sudoku_solve_values, sudoku_solve_with, sudoku_stats,
};
use sudoku::ffi::status::sudoku_status::{self, *};
use sudoku::ffi::status::{sudoku_status_name, sudoku_status_str};
use sudoku::ffi::validate::{sudoku_validate, sudoku_validate_values};

use crate::{
    check_counted, check_solved, check_status_text, counted, fuzz_count, fuzz_solve, game,
    limit_from, rules, rules_hint, stats_pointer, take, Case, Effort, Want, CELLS,
};

/// A fuzz target's body: it panics on any broken promise.
pub type Target = fn(&[u8]);

/// Every target by name, as `fuzz/fuzz_targets/NAME.rs` runs it.
pub const ALL: [(&str, Target); 61] = [
    ("solve", solve),
    ("solve_values", solve_values),
    ("solve_unique", solve_unique),
    ("solve_unique_values", solve_unique_values),
    ("count_solutions", count_solutions),
    ("count_solutions_values", count_solutions_values),
    ("solve_with", solve_with),
    ("count_solutions_with", count_solutions_with),
    ("solve_batch", solve_batch),
    ("solve_unique_with", solve_unique_with),
    ("solve_batch_with", solve_batch_with),
    ("validate", validate),
    ("validate_values", validate_values),
    ("status_str", status_str),
    ("status_name", status_name),
    ("candidates", game::candidates),
    ("candidates_values", game::candidates_values),
    ("candidates_reduced", game::candidates_reduced),
    ("candidates_reduced_values", game::candidates_reduced_values),
    ("candidates_reduced_with", game::candidates_reduced_with),
    ("hint", game::hint),
    ("hint_values", game::hint_values),
    ("hint_with", game::hint_with),
    ("hint_in_play", game::hint_in_play),
    ("hint_in_play_values", game::hint_in_play_values),
    ("hint_describe", game::hint_describe),
    ("technique_name", game::technique_name),
    ("rate", game::rate),
    ("rate_values", game::rate_values),
    ("rate_with", game::rate_with),
    ("level_name", game::level_name),
    ("generate", game::generate),
    ("generate_values", game::generate_values),
    ("generate_batch", game::generate_batch),
    ("generate_solved", game::generate_solved),
    ("generate_solved_values", game::generate_solved_values),
    ("rules_check", rules::rules_check),
    ("solve_rules", rules::solve_rules),
    ("solve_rules_values", rules::solve_rules_values),
    ("solve_unique_rules", rules::solve_unique_rules),
    (
        "solve_unique_rules_values",
        rules::solve_unique_rules_values,
    ),
    ("solve_rules_with", rules::solve_rules_with),
    ("solve_unique_rules_with", rules::solve_unique_rules_with),
    ("count_solutions_rules", rules::count_solutions_rules),
    (
        "count_solutions_rules_values",
        rules::count_solutions_rules_values,
    ),
    (
        "count_solutions_rules_with",
        rules::count_solutions_rules_with,
    ),
    ("validate_rules", rules::validate_rules),
    ("validate_rules_values", rules::validate_rules_values),
    ("candidates_rules", rules::candidates_rules),
    ("candidates_rules_values", rules::candidates_rules_values),
    ("generate_rules", rules::generate_rules),
    ("generate_rules_values", rules::generate_rules_values),
    ("generate_killer", rules::generate_killer),
    ("generate_killer_values", rules::generate_killer_values),
    ("generate_jigsaw", rules::generate_jigsaw),
    ("generate_jigsaw_values", rules::generate_jigsaw_values),
    ("hint_rules", rules_hint::hint_rules),
    ("hint_rules_values", rules_hint::hint_rules_values),
    ("hint_describe_rules", rules_hint::hint_describe_rules),
    ("rate_rules", rules_hint::rate_rules),
    ("rate_rules_values", rules_hint::rate_rules_values),
];

/// Fuzzes `sudoku_solve`: see the checks in `fuzz/src/lib.rs`.
pub fn solve(data: &[u8]) {
    // SAFETY: an 81-byte buffer of the harness's own.
    fuzz_solve(data, Encoding::Text, Want::First, |board| unsafe {
        sudoku_solve(board.as_mut_ptr().cast())
    });
}

/// Fuzzes `sudoku_solve_values`: see the checks in `fuzz/src/lib.rs`.
pub fn solve_values(data: &[u8]) {
    // SAFETY: an 81-byte buffer of the harness's own.
    fuzz_solve(data, Encoding::Values, Want::First, |board| unsafe {
        sudoku_solve_values(board.as_mut_ptr())
    });
}

/// Fuzzes `sudoku_solve_unique`: see the checks in `fuzz/src/lib.rs`.
pub fn solve_unique(data: &[u8]) {
    // SAFETY: an 81-byte buffer of the harness's own.
    fuzz_solve(data, Encoding::Text, Want::Unique, |board| unsafe {
        sudoku_solve_unique(board.as_mut_ptr().cast())
    });
}

/// Fuzzes `sudoku_solve_unique_values`: see the checks in `fuzz/src/lib.rs`.
pub fn solve_unique_values(data: &[u8]) {
    // SAFETY: an 81-byte buffer of the harness's own.
    fuzz_solve(data, Encoding::Values, Want::Unique, |board| unsafe {
        sudoku_solve_unique_values(board.as_mut_ptr())
    });
}

/// Fuzzes `sudoku_count_solutions`: see the checks in `fuzz/src/lib.rs`.
pub fn count_solutions(data: &[u8]) {
    // SAFETY: an 81-byte buffer and a u32 of the harness's own.
    fuzz_count(data, Encoding::Text, |board, limit, count| unsafe {
        sudoku_count_solutions(board.as_ptr().cast(), limit, count)
    });
}

/// Fuzzes `sudoku_count_solutions_values`: see the checks in `fuzz/src/lib.rs`.
pub fn count_solutions_values(data: &[u8]) {
    // SAFETY: an 81-byte buffer and a u32 of the harness's own.
    fuzz_count(data, Encoding::Values, |board, limit, count| unsafe {
        sudoku_count_solutions_values(board.as_ptr(), limit, count)
    });
}

/// Runs an options-taking solve on the board of `data`, with options and statistics from
/// the bytes after it, and checks the statistics: the case, the options, the status and
/// the board after the call.
fn solved_with(
    data: &[u8],
    call: impl FnOnce(&mut [u8; CELLS], *const sudoku_options, *mut sudoku_stats) -> sudoku_status,
) -> (Case, Effort, sudoku_status, [u8; CELLS]) {
    let (case, rest) = Case::split(data, Encoding::Text);
    let effort = Effort::from_bytes(rest);
    let mut board = case.board;
    let mut stats = effort.stats;
    let status = call(&mut board, effort.options(), stats_pointer(&mut stats));
    effort.check_stats(status, stats);
    (case, effort, status, board)
}

/// Fuzzes `sudoku_solve_with`: options and statistics from the bytes after the board, some
/// malformed; the rest as in `fuzz/src/lib.rs`. The answer must equal plain `sudoku_solve`
/// unless the guess limit stopped it.
pub fn solve_with(data: &[u8]) {
    // SAFETY: an 81-byte buffer, options readable for their size, and stats of our own.
    let (case, effort, status, board) = solved_with(data, |board, options, stats| unsafe {
        sudoku_solve_with(board.as_mut_ptr().cast(), options, stats)
    });
    if effort.malformed {
        assert_eq!(status, SUDOKU_ERR_ARGUMENT);
        case.assert_unchanged(&board);
        return;
    }
    check_solved(&case, Want::First, effort.max_guesses != 0, status, &board);
    if status != SUDOKU_LIMIT_REACHED {
        assert_eq!(
            (status, board),
            case.plain_solve(),
            "differs from sudoku_solve"
        );
    }
}

/// Fuzzes `sudoku_count_solutions_with`: a limit, options and statistics from the bytes
/// after the board, some malformed; the rest as in `fuzz/src/lib.rs`. The answer must equal
/// plain `sudoku_count_solutions` unless the guess limit stopped it.
pub fn count_solutions_with(data: &[u8]) {
    let (case, rest) = Case::split(data, Encoding::Text);
    let limit = limit_from(rest);
    let effort = Effort::from_bytes(rest.get(1..).unwrap_or_default());
    let mut stats = effort.stats;
    // SAFETY: an 81-byte buffer, a u32, options readable for their size, and stats of
    // our own.
    let (status, written) = counted(|count| unsafe {
        sudoku_count_solutions_with(
            case.board.as_ptr().cast(),
            limit,
            count,
            effort.options(),
            stats_pointer(&mut stats),
        )
    });
    effort.check_stats(status, stats);
    if effort.malformed {
        assert_eq!(status, SUDOKU_ERR_ARGUMENT);
        assert_eq!(written, None);
        return;
    }
    check_counted(&case, limit, effort.max_guesses != 0, status, written);
    if status != SUDOKU_LIMIT_REACHED {
        assert_eq!(
            (status, written),
            case.plain_count(limit),
            "differs from plain count"
        );
    }
}

/// Up to eight text boards from `bytes`, back to back (the last one padded with empty
/// cells), for the batch targets.
fn batch_cases(mut bytes: &[u8]) -> Vec<Case> {
    let mut cases = Vec::new();
    while !bytes.is_empty() && cases.len() < 8 {
        let (case, after) = Case::split(bytes, Encoding::Text);
        cases.push(case);
        bytes = after;
    }
    cases
}

/// Fuzzes `sudoku_solve_unique_with`: options and statistics from the bytes after the
/// board, some malformed; the answer must be plain `sudoku_solve_unique`'s unless the
/// options are malformed or the guess limit stopped it (see `Effort::check_bounded`).
pub fn solve_unique_with(data: &[u8]) {
    // SAFETY: an 81-byte buffer, options readable for their size, and stats of our own.
    let (case, effort, status, board) = solved_with(data, |board, options, stats| unsafe {
        sudoku_solve_unique_with(board.as_mut_ptr().cast(), options, stats)
    });
    let mut plain = case.board;
    // SAFETY: an 81-byte buffer of our own.
    let plain_status = unsafe { sudoku_solve_unique(plain.as_mut_ptr().cast()) };
    effort.check_bounded(true, &case.board, (plain_status, plain), (status, board));
}

/// Fuzzes `sudoku_solve_batch_with`: a thread count from the first byte, options from the
/// next six (some malformed), then up to eight boards back to back. Every board and status
/// must equal what `sudoku_solve_with` with the same options gives for that board alone.
pub fn solve_batch_with(data: &[u8]) {
    let Some((&threads, rest)) = data.split_first() else {
        return;
    };
    let effort = Effort::from_bytes(rest);
    let cases = batch_cases(rest.get(6..).unwrap_or_default());
    let mut boards: Vec<u8> = cases.iter().flat_map(|case| case.board).collect();
    let original = boards.clone();
    let mut statuses = vec![SUDOKU_ERR_INTERNAL; cases.len()];
    // SAFETY: 81 bytes and one status per board, of our own, not overlapping; options
    // readable for their size.
    let status = unsafe {
        sudoku_solve_batch_with(
            boards.as_mut_ptr().cast(),
            cases.len(),
            statuses.as_mut_ptr(),
            u32::from(threads % 5),
            effort.options(),
        )
    };
    if status == SUDOKU_ERR_ARGUMENT {
        assert!(effort.malformed_options(), "refused good options");
        assert_eq!(boards, original);
        assert!(statuses.iter().all(|&s| s == SUDOKU_ERR_INTERNAL));
        return;
    }
    assert_eq!(status, SUDOKU_OK);
    for ((case, board), &status) in cases.iter().zip(boards.chunks_exact(CELLS)).zip(&statuses) {
        let mut alone = case.board;
        // SAFETY: an 81-byte buffer, options readable for their size, no statistics.
        let alone_status = unsafe {
            sudoku_solve_with(
                alone.as_mut_ptr().cast(),
                effort.options(),
                std::ptr::null_mut(),
            )
        };
        assert_eq!((status, board), (alone_status, &alone[..]));
    }
}

/// Fuzzes `sudoku_solve_batch`: a thread count from the first byte, then up to eight
/// boards back to back (the last one padded with empty cells). Every board and status must
/// equal what plain `sudoku_solve` gives for that board alone.
pub fn solve_batch(data: &[u8]) {
    let Some((&threads, rest)) = data.split_first() else {
        return;
    };
    let cases = batch_cases(rest);
    let mut boards: Vec<u8> = cases.iter().flat_map(|case| case.board).collect();
    let mut statuses = vec![SUDOKU_ERR_INTERNAL; cases.len()];
    // SAFETY: 81 bytes and one status per board, of our own, not overlapping.
    let status = unsafe {
        sudoku_solve_batch(
            boards.as_mut_ptr().cast(),
            cases.len(),
            statuses.as_mut_ptr(),
            u32::from(threads % 5),
        )
    };
    assert_eq!(status, SUDOKU_OK);
    for ((case, board), &status) in cases.iter().zip(boards.chunks_exact(CELLS)).zip(&statuses) {
        let expected: (sudoku_status, [u8; CELLS]) = case.plain_solve();
        assert_eq!((status, board), (expected.0, &expected.1[..]));
    }
}

/// Fuzzes `sudoku_validate`: the status and report must match the safe core's parse of the
/// board, the report's status must equal the return value, and the board is never changed.
pub fn validate(data: &[u8]) {
    let (case, _) = Case::split(data, Encoding::Text);
    let board = case.board;
    let mut report = sudoku_problem::from(sudoku::Error::InvalidByte { index: 0, byte: 0 });
    // SAFETY: an 81-byte buffer and a report of our own.
    let status = unsafe { sudoku_validate(board.as_ptr().cast(), &mut report) };
    case.assert_unchanged(&board);
    assert_eq!(report.status, status);
    match case.parsed {
        Ok(_) => {
            assert_eq!(status, SUDOKU_OK);
            assert_eq!((report.cell, report.other_cell), (-1, -1));
        }
        Err(problem) => assert_eq!(report, sudoku_problem::from(sudoku::Error::from(problem))),
    }
}

/// Fuzzes `sudoku_validate_values`: the status and report must match the safe core's parse of the
/// board, the report's status must equal the return value, and the board is never changed.
pub fn validate_values(data: &[u8]) {
    let (case, _) = Case::split(data, Encoding::Values);
    let board = case.board;
    let mut report = sudoku_problem::from(sudoku::Error::InvalidByte { index: 0, byte: 0 });
    // SAFETY: an 81-byte buffer and a report of our own.
    let status = unsafe { sudoku_validate_values(board.as_ptr(), &mut report) };
    case.assert_unchanged(&board);
    assert_eq!(report.status, status);
    match case.parsed {
        Ok(_) => {
            assert_eq!(status, SUDOKU_OK);
            assert_eq!((report.cell, report.other_cell), (-1, -1));
        }
        Err(problem) => assert_eq!(report, sudoku_problem::from(sudoku::Error::from(problem))),
    }
}

/// Fuzzes `sudoku_status_str` with any 32-bit code: a static constant text for every code, the
/// documented one for known codes.
pub fn status_str(data: &[u8]) {
    let code = i32::from_le_bytes(take::<4>(data));
    // SAFETY: the library returns static NUL-terminated strings.
    unsafe { check_status_text(code, sudoku_status_str(code), false) };
}

/// Fuzzes `sudoku_status_name` with any 32-bit code: a static constant text for every code, the
/// documented one for known codes.
pub fn status_name(data: &[u8]) {
    let code = i32::from_le_bytes(take::<4>(data));
    // SAFETY: the library returns static NUL-terminated strings.
    unsafe { check_status_text(code, sudoku_status_name(code), true) };
}
