//! The C ABI, called from Rust exactly as C calls it: answers, every status code, and
//! caller buffers left byte-for-byte unchanged on failure.

mod abi;
mod common;

use std::ffi::{c_char, CStr};
use std::ptr;

use abi::*;
use common::*;
use sudoku::ffi::batch::*;
use sudoku::ffi::problem::*;
use sudoku::ffi::solve::*;
use sudoku::ffi::status::{sudoku_status, sudoku_status::*, sudoku_status_name, sudoku_status_str};
use sudoku::ffi::validate::*;
use sudoku::ffi::version::*;

fn c_str(p: *const c_char) -> String {
    assert!(!p.is_null());
    unsafe { CStr::from_ptr(p) }.to_str().unwrap().to_string()
}

#[test]
fn known_puzzles_solve_to_their_published_solutions() {
    for (name, puzzle, solution) in KNOWN {
        let (status, buf) = solve_text(&text(puzzle));
        assert_eq!(status, SUDOKU_OK, "{name}");
        assert_eq!(&buf[..81], solution.as_bytes(), "{name}");
        assert!(
            solves(&text(puzzle), &text(solution)),
            "{name}: the published solution"
        );

        let (status, buf) = solve_values(&values(puzzle));
        assert_eq!(status, SUDOKU_OK, "{name}");
        assert_eq!(buf[..81], values(solution), "{name} (values)");

        assert_eq!(count_text(&text(puzzle), 2), (SUDOKU_OK, 1), "{name}");
        assert_eq!(count_values(&values(puzzle), 2), (SUDOKU_OK, 1), "{name}");
    }
}

#[test]
fn zero_is_an_empty_cell_in_text() {
    let (_, puzzle, solution) = KNOWN[0];
    let zeros = puzzle.replace('.', "0");
    let (status, buf) = solve_text(&text(&zeros));
    assert_eq!(status, SUDOKU_OK);
    assert_eq!(&buf[..81], solution.as_bytes());
}

#[test]
fn hard_and_sparse_puzzles_solve_and_are_unique() {
    for puzzle in fixture("hard.txt").iter().chain(&fixture("17clue.txt")) {
        let board = text(puzzle);
        let (status, buf) = solve_text(&board);
        assert_eq!(status, SUDOKU_OK, "{puzzle}");
        let grid: [u8; 81] = buf[..81].try_into().unwrap();
        assert!(solves(&board, &grid), "{puzzle}");
        assert_eq!(count_text(&board, 2), (SUDOKU_OK, 1), "{puzzle}");
    }
}

#[test]
fn boards_with_several_solutions_solve_deterministically() {
    let mut several = 0;
    for puzzle in fixture("serg.txt") {
        let board = text(&puzzle);
        let (status, first) = solve_text(&board);
        assert_eq!(status, SUDOKU_OK, "{puzzle}");
        assert!(solves(&board, &first[..81].try_into().unwrap()), "{puzzle}");
        assert_eq!(
            solve_text(&board).1,
            first,
            "{puzzle}: same board, same answer"
        );
        let (status, n) = count_text(&board, 1000);
        assert_eq!(status, SUDOKU_OK);
        assert!(n >= 1, "{puzzle}");
        several += usize::from(n > 1);
    }
    assert!(
        several > 0,
        "the fixture should hold boards with several solutions"
    );
}

#[test]
fn counting_stops_at_the_limit() {
    let empty = text(EMPTY);
    assert_eq!(count_text(&empty, 1), (SUDOKU_OK, 1));
    assert_eq!(count_text(&empty, 2), (SUDOKU_OK, 2));
    assert_eq!(count_text(&empty, 1000), (SUDOKU_OK, 1000));
    assert_eq!(count_values(&[0; 81], 1000), (SUDOKU_OK, 1000));

    let two = two_solution_board(KNOWN[0].2);
    assert_eq!(count_text(&text(&two), 1), (SUDOKU_OK, 1));
    assert_eq!(count_text(&text(&two), 2), (SUDOKU_OK, 2));
    assert_eq!(count_text(&text(&two), 1000), (SUDOKU_OK, 2));
    assert_eq!(count_values(&values(&two), 1000), (SUDOKU_OK, 2));
    assert_eq!(count_text(&text(NO_SOLUTION), 1000), (SUDOKU_OK, 0));
}

#[test]
fn the_empty_board_and_a_two_solution_board_solve() {
    let (status, buf) = solve_text(&text(EMPTY));
    assert_eq!(status, SUDOKU_OK);
    assert!(solves(&text(EMPTY), &buf[..81].try_into().unwrap()));

    let two = two_solution_board(KNOWN[1].2);
    let (status, buf) = solve_text(&text(&two));
    assert_eq!(status, SUDOKU_OK);
    assert!(solves(&text(&two), &buf[..81].try_into().unwrap()));
}

#[test]
fn no_solution_leaves_the_board_unchanged() {
    let board = text(NO_SOLUTION);
    let (status, buf) = solve_text(&board);
    assert_eq!(status, SUDOKU_NO_SOLUTION);
    assert_eq!(buf, guarded(&board));

    let vals = values(NO_SOLUTION);
    let (status, buf) = solve_values(&vals);
    assert_eq!(status, SUDOKU_NO_SOLUTION);
    assert_eq!(buf, guarded(&vals));
}

/// Boards with a bad byte: the text and value encodings reject different bytes.
fn bad_byte_boards() -> Vec<([u8; 81], bool, usize, u8)> {
    // (board, is_text, index of the first bad byte, that byte)
    let mut out = Vec::new();
    for (index, byte) in [
        (0, b'x'),
        (40, b' '),
        (80, 0u8),
        (17, 0xFF),
        (3, b':'),
        (5, b'/'),
    ] {
        let mut b = text(KNOWN[0].1);
        b[index] = byte;
        out.push((b, true, index, byte));
    }
    for (index, byte) in [(0, 10u8), (80, b'1'), (33, b'.'), (12, 0xFF)] {
        let mut b = values(KNOWN[0].1);
        b[index] = byte;
        out.push((b, false, index, byte));
    }
    out
}

#[test]
fn invalid_bytes_are_rejected_and_located() {
    for (board, is_text, index, byte) in bad_byte_boards() {
        let mut n = 0x1234_5678;
        let (solve_status, buf, count_status, report) = unsafe {
            let mut buf = guarded(&board);
            let mut problem = std::mem::MaybeUninit::<sudoku_problem>::uninit();
            if is_text {
                (
                    sudoku_solve(buf.as_mut_ptr().cast()),
                    buf,
                    sudoku_count_solutions(board.as_ptr().cast(), 2, &mut n),
                    (
                        sudoku_validate(board.as_ptr().cast(), problem.as_mut_ptr()),
                        problem.assume_init(),
                    ),
                )
            } else {
                (
                    sudoku_solve_values(buf.as_mut_ptr()),
                    buf,
                    sudoku_count_solutions_values(board.as_ptr(), 2, &mut n),
                    (
                        sudoku_validate_values(board.as_ptr(), problem.as_mut_ptr()),
                        problem.assume_init(),
                    ),
                )
            }
        };
        assert_eq!(solve_status, SUDOKU_ERR_INVALID_BYTE);
        assert_eq!(buf, guarded(&board), "board changed on error");
        assert_eq!(count_status, SUDOKU_ERR_INVALID_BYTE);
        assert_eq!(n, 0x1234_5678, "count written on error");
        assert_eq!(report.0, SUDOKU_ERR_INVALID_BYTE);
        assert_eq!(
            report.1,
            sudoku_problem {
                status: SUDOKU_ERR_INVALID_BYTE,
                cell: index as i32,
                other_cell: -1,
                value: i32::from(byte),
                unit: sudoku_unit::SUDOKU_UNIT_NONE,
                unit_index: -1,
            }
        );
    }
}

#[test]
fn duplicate_givens_are_rejected_and_located() {
    // (first cell, second cell, unit, unit index)
    let cases = [
        (2, 8, sudoku_unit::SUDOKU_UNIT_ROW, 0),
        (4, 76, sudoku_unit::SUDOKU_UNIT_COLUMN, 4),
        (60, 80, sudoku_unit::SUDOKU_UNIT_BOX, 8),
        (30, 31, sudoku_unit::SUDOKU_UNIT_ROW, 3), // same row and box: the row is named
    ];
    for (first, second, unit, unit_index) in cases {
        let mut board = text(EMPTY);
        board[first] = b'7';
        board[second] = b'7';
        board[79] = b'3'; // an unrelated given
        let (status, buf) = solve_text(&board);
        assert_eq!(status, SUDOKU_ERR_DUPLICATE_GIVEN);
        assert_eq!(buf, guarded(&board));
        let mut n = 77;
        let count_status = unsafe { sudoku_count_solutions(board.as_ptr().cast(), 5, &mut n) };
        assert_eq!((count_status, n), (SUDOKU_ERR_DUPLICATE_GIVEN, 77));
        let expected = sudoku_problem {
            status: SUDOKU_ERR_DUPLICATE_GIVEN,
            cell: second as i32,
            other_cell: first as i32,
            value: 7,
            unit,
            unit_index,
        };
        assert_eq!(
            validate_text(&board),
            (SUDOKU_ERR_DUPLICATE_GIVEN, expected)
        );

        let vals = digits(&board);
        assert_eq!(
            solve_values(&vals),
            (SUDOKU_ERR_DUPLICATE_GIVEN, guarded(&vals))
        );
        let mut problem = std::mem::MaybeUninit::<sudoku_problem>::uninit();
        let status = unsafe { sudoku_validate_values(vals.as_ptr(), problem.as_mut_ptr()) };
        assert_eq!(
            (status, unsafe { problem.assume_init() }),
            (SUDOKU_ERR_DUPLICATE_GIVEN, expected)
        );
    }
}

#[test]
fn a_bad_byte_is_reported_before_a_duplicate() {
    let mut board = text(EMPTY);
    board[0] = b'5';
    board[1] = b'5';
    board[70] = b'?';
    let (status, problem) = validate_text(&board);
    assert_eq!(status, SUDOKU_ERR_INVALID_BYTE);
    assert_eq!((problem.cell, problem.value), (70, i32::from(b'?')));
}

#[test]
fn validate_reports_a_valid_board() {
    let expected = sudoku_problem {
        status: SUDOKU_OK,
        cell: -1,
        other_cell: -1,
        value: -1,
        unit: sudoku_unit::SUDOKU_UNIT_NONE,
        unit_index: -1,
    };
    // validation does not search: a board with no solution is still valid
    for board in [KNOWN[0].1, EMPTY, NO_SOLUTION] {
        assert_eq!(validate_text(&text(board)), (SUDOKU_OK, expected));
    }
}

#[test]
fn a_zero_limit_is_an_argument_error() {
    let mut n = 42;
    let board = text(KNOWN[0].1);
    assert_eq!(
        unsafe { sudoku_count_solutions(board.as_ptr().cast(), 0, &mut n) },
        SUDOKU_ERR_ARGUMENT
    );
    assert_eq!(
        unsafe { sudoku_count_solutions_values([0u8; 81].as_ptr(), 0, &mut n) },
        SUDOKU_ERR_ARGUMENT
    );
    assert_eq!(n, 42);
}

#[test]
fn null_pointers_give_err_null_and_write_nothing() {
    let board = text(KNOWN[0].1);
    let mut n = 9;
    let mut problem = sudoku_problem {
        status: SUDOKU_NO_SOLUTION,
        cell: 1,
        other_cell: 2,
        value: 3,
        unit: sudoku_unit::SUDOKU_UNIT_BOX,
        unit_index: 4,
    };
    let untouched = problem;
    unsafe {
        assert_eq!(sudoku_solve(ptr::null_mut()), SUDOKU_ERR_NULL);
        assert_eq!(sudoku_solve_values(ptr::null_mut()), SUDOKU_ERR_NULL);
        assert_eq!(
            sudoku_count_solutions(ptr::null(), 2, &mut n),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_count_solutions(board.as_ptr().cast(), 2, ptr::null_mut()),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_count_solutions_values(ptr::null(), 2, &mut n),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_count_solutions_values(board.as_ptr(), 2, ptr::null_mut()),
            SUDOKU_ERR_NULL
        );
        // NULL is checked before the limit
        assert_eq!(
            sudoku_count_solutions(ptr::null(), 0, &mut n),
            SUDOKU_ERR_NULL
        );
        assert_eq!(sudoku_validate(ptr::null(), &mut problem), SUDOKU_ERR_NULL);
        assert_eq!(
            sudoku_validate(board.as_ptr().cast(), ptr::null_mut()),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_validate_values(ptr::null(), &mut problem),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_validate_values(board.as_ptr(), ptr::null_mut()),
            SUDOKU_ERR_NULL
        );
    }
    assert_eq!(n, 9);
    assert_eq!(problem, untouched);
}

#[test]
fn every_status_has_a_distinct_code_name_and_message() {
    let all = [
        (SUDOKU_OK, 0),
        (SUDOKU_NO_SOLUTION, 1),
        (SUDOKU_MULTIPLE_SOLUTIONS, 2),
        (SUDOKU_LIMIT_REACHED, 3),
        (SUDOKU_SOLVED, 4),
        (SUDOKU_ERR_NULL, -1),
        (SUDOKU_ERR_INVALID_BYTE, -2),
        (SUDOKU_ERR_DUPLICATE_GIVEN, -3),
        (SUDOKU_ERR_ARGUMENT, -4),
        (SUDOKU_ERR_INTERNAL, -5),
        (SUDOKU_ERR_CANDIDATES, -6),
        (SUDOKU_ERR_RULES, -7),
    ];
    let mut messages = Vec::new();
    for (status, code) in all {
        assert_eq!(status as i32, code);
        assert_eq!(sudoku_status::from_code(code), Some(status));
        assert_eq!(c_str(sudoku_status_name(code)), format!("{status:?}"));
        let message = c_str(sudoku_status_str(code));
        assert!(
            !message.is_empty() && message != "unknown status code",
            "{status:?}"
        );
        messages.push(message);
    }
    messages.sort();
    messages.dedup();
    assert_eq!(messages.len(), all.len(), "messages are distinct");
    assert_eq!(std::mem::size_of::<sudoku_status>(), 4);
    for unknown in [5, -8, 1000, i32::MIN, i32::MAX] {
        assert_eq!(c_str(sudoku_status_str(unknown)), "unknown status code");
        assert_eq!(c_str(sudoku_status_name(unknown)), "SUDOKU_UNKNOWN_STATUS");
    }
}

#[test]
fn version_string_matches_macros_and_cargo() {
    let version = c_str(sudoku_version());
    assert_eq!(version, env!("CARGO_PKG_VERSION"));
    assert_eq!(
        version,
        format!("{SUDOKU_VERSION_MAJOR}.{SUDOKU_VERSION_MINOR}.{SUDOKU_VERSION_PATCH}")
    );
    assert_eq!(
        SUDOKU_VERSION_NUMBER,
        SUDOKU_VERSION_MAJOR * 10000 + SUDOKU_VERSION_MINOR * 100 + SUDOKU_VERSION_PATCH
    );
}

#[test]
fn concurrent_calls_agree_with_single_threaded_answers() {
    let boards: Vec<[u8; 81]> = fixture("hard.txt")
        .iter()
        .take(16)
        .map(|p| text(p))
        .collect();
    let expected: Vec<[u8; 82]> = boards.iter().map(|b| solve_text(b).1).collect();
    std::thread::scope(|scope| {
        for t in 0..8 {
            let (boards, expected) = (&boards, &expected);
            scope.spawn(move || {
                for round in 0..4 {
                    let i = (t * 3 + round) % boards.len();
                    assert_eq!(solve_text(&boards[i]), (SUDOKU_OK, expected[i]));
                    assert_eq!(count_text(&boards[i], 2), (SUDOKU_OK, 1));
                }
            });
        }
    });
}

/// Norvig's "impossible" puzzle: consistent givens, no solution; plain MRV needs seconds.
const IMPOSSIBLE: &str =
    ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........";

fn new_stats() -> sudoku_stats {
    sudoku_stats {
        size: std::mem::size_of::<sudoku_stats>() as u32,
        reserved: 7,
        guesses: 0xFFFF,
    }
}

#[test]
fn solve_unique_tells_unique_multiple_and_none_apart() {
    let (_, puzzle, solution) = KNOWN[2];
    let mut buf = guarded(&text(puzzle));
    assert_eq!(
        unsafe { sudoku_solve_unique(buf.as_mut_ptr().cast()) },
        SUDOKU_OK
    );
    assert_eq!(&buf[..81], solution.as_bytes());
    let mut vals = values(puzzle);
    assert_eq!(
        unsafe { sudoku_solve_unique_values(vals.as_mut_ptr()) },
        SUDOKU_OK
    );
    assert_eq!(vals, values(solution));

    for (board, status) in [
        (two_solution_board(KNOWN[0].2), SUDOKU_MULTIPLE_SOLUTIONS),
        (EMPTY.to_string(), SUDOKU_MULTIPLE_SOLUTIONS),
        (NO_SOLUTION.to_string(), SUDOKU_NO_SOLUTION),
        (IMPOSSIBLE.to_string(), SUDOKU_NO_SOLUTION),
    ] {
        let mut buf = guarded(&text(&board));
        assert_eq!(
            unsafe { sudoku_solve_unique(buf.as_mut_ptr().cast()) },
            status,
            "{board}"
        );
        assert_eq!(buf, guarded(&text(&board)), "{board}: unchanged");
        let mut vals = values(&board);
        assert_eq!(
            unsafe { sudoku_solve_unique_values(vals.as_mut_ptr()) },
            status
        );
        assert_eq!(vals, values(&board));
    }
    let mut bad = guarded(&text(KNOWN[0].1));
    bad[9] = b'a';
    let before = bad;
    assert_eq!(
        unsafe { sudoku_solve_unique(bad.as_mut_ptr().cast()) },
        SUDOKU_ERR_INVALID_BYTE
    );
    assert_eq!(bad, before);
    assert_eq!(
        unsafe { sudoku_solve_unique(ptr::null_mut()) },
        SUDOKU_ERR_NULL
    );
    assert_eq!(
        unsafe { sudoku_solve_unique_values(ptr::null_mut()) },
        SUDOKU_ERR_NULL
    );
}

#[test]
fn options_report_guesses_and_enforce_the_limit() {
    let (_, puzzle, solution) = KNOWN[2]; // needs guessing
    let mut stats = new_stats();
    let mut buf = guarded(&text(puzzle));
    let status = unsafe { sudoku_solve_with(buf.as_mut_ptr().cast(), &options(0), &mut stats) };
    assert_eq!(status, SUDOKU_OK);
    assert_eq!(&buf[..81], solution.as_bytes());
    assert_eq!(
        stats.size as usize,
        std::mem::size_of::<sudoku_stats>(),
        "size is never written"
    );
    assert_eq!(stats.reserved, 0);
    let needed = stats.guesses;
    assert!(needed > 0 && needed < 1000, "{needed} guesses");

    // exactly the guesses it needs: solved; one fewer: stopped, nothing written
    let mut exact = new_stats();
    let mut buf = guarded(&text(puzzle));
    assert_eq!(
        unsafe { sudoku_solve_with(buf.as_mut_ptr().cast(), &options(needed), &mut exact) },
        SUDOKU_OK
    );
    assert_eq!(exact.guesses, needed);
    let mut short = new_stats();
    let untouched = short;
    let mut buf = guarded(&text(puzzle));
    let status =
        unsafe { sudoku_solve_with(buf.as_mut_ptr().cast(), &options(needed - 1), &mut short) };
    assert_eq!(status, SUDOKU_LIMIT_REACHED);
    assert_eq!(buf, guarded(&text(puzzle)));
    assert_eq!(short, untouched);

    // stats are optional
    let mut buf = guarded(&text(puzzle));
    assert_eq!(
        unsafe { sudoku_solve_with(buf.as_mut_ptr().cast(), &options(0), ptr::null_mut()) },
        SUDOKU_OK
    );

    // counting: the limit stops it, count untouched. Under Miri, fifty solutions: more
    // pass the guesses after which a search of so few givens goes on thoroughly, which
    // Miri interprets too slowly
    let many: u32 = if cfg!(miri) { 50 } else { 1000 };
    let mut n = 1234;
    let mut stats = new_stats();
    let status = unsafe {
        sudoku_count_solutions_with(
            text(EMPTY).as_ptr().cast(),
            many,
            &mut n,
            &options(5),
            &mut stats,
        )
    };
    assert_eq!(
        (status, n, stats),
        (SUDOKU_LIMIT_REACHED, 1234, new_stats())
    );
    let status = unsafe {
        sudoku_count_solutions_with(
            text(EMPTY).as_ptr().cast(),
            many,
            &mut n,
            &options(0),
            &mut stats,
        )
    };
    assert_eq!((status, n), (SUDOKU_OK, many));
    assert!(
        stats.guesses >= u64::from(many - 1),
        "{many} solutions need guesses: {}",
        stats.guesses
    );
    let status = unsafe {
        sudoku_count_solutions_with(
            text(puzzle).as_ptr().cast(),
            2,
            &mut n,
            &options(0),
            ptr::null_mut(),
        )
    };
    assert_eq!((status, n), (SUDOKU_OK, 1));
}

#[test]
fn bad_options_and_stats_are_argument_errors_before_any_work() {
    let board = text(KNOWN[0].1);
    let size = std::mem::size_of::<sudoku_options>() as u32;
    let mut too_small = options(0);
    too_small.size = size - 1;
    let mut reserved = options(0);
    reserved.reserved = 1;
    let mut small_stats = new_stats();
    small_stats.size = 8;
    let mut stats = new_stats();
    let mut n = 77;
    for (opts, stats_ptr) in [
        (too_small, &mut stats as *mut sudoku_stats),
        (reserved, &mut stats),
        (options(0), &mut small_stats),
    ] {
        let mut buf = guarded(&board);
        assert_eq!(
            unsafe { sudoku_solve_with(buf.as_mut_ptr().cast(), &opts, stats_ptr) },
            SUDOKU_ERR_ARGUMENT
        );
        assert_eq!(buf, guarded(&board));
        let status = unsafe {
            sudoku_count_solutions_with(board.as_ptr().cast(), 2, &mut n, &opts, stats_ptr)
        };
        assert_eq!((status, n), (SUDOKU_ERR_ARGUMENT, 77));
    }
    assert_eq!(stats, new_stats());

    // a larger struct from a newer header: accepted when the unknown tail is zero
    #[repr(C)]
    struct Newer {
        known: sudoku_options,
        extra: [u8; 8],
    }
    let mut newer = Newer {
        known: options(0),
        extra: [0; 8],
    };
    newer.known.size = std::mem::size_of::<Newer>() as u32;
    // a pointer to the whole struct, as C passes it: the library reads all `size` bytes
    let whole = |newer: &Newer| ptr::from_ref(newer).cast::<sudoku_options>();
    let mut buf = guarded(&board);
    let status =
        unsafe { sudoku_solve_with(buf.as_mut_ptr().cast(), whole(&newer), ptr::null_mut()) };
    assert_eq!(status, SUDOKU_OK);
    newer.extra[5] = 1;
    let mut buf = guarded(&board);
    let status =
        unsafe { sudoku_solve_with(buf.as_mut_ptr().cast(), whole(&newer), ptr::null_mut()) };
    assert_eq!(status, SUDOKU_ERR_ARGUMENT);
    assert_eq!(buf, guarded(&board));

    unsafe {
        assert_eq!(
            sudoku_solve_with(ptr::null_mut(), &options(0), ptr::null_mut()),
            SUDOKU_ERR_NULL
        );
        // NULL options are the defaults, as on every call that takes options
        let mut solved = board;
        assert_eq!(
            sudoku_solve_with(solved.as_mut_ptr().cast(), ptr::null(), ptr::null_mut()),
            SUDOKU_OK
        );
        let mut expected = board;
        assert_eq!(sudoku_solve(expected.as_mut_ptr().cast()), SUDOKU_OK);
        assert_eq!(solved, expected);
        assert_eq!(
            sudoku_count_solutions_with(
                board.as_ptr().cast(),
                2,
                ptr::null_mut(),
                &options(0),
                ptr::null_mut()
            ),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_count_solutions_with(
                board.as_ptr().cast(),
                2,
                &mut n,
                ptr::null(),
                ptr::null_mut()
            ),
            SUDOKU_OK
        );
        assert_eq!(n, 1);
        n = 77;
        assert_eq!(
            sudoku_count_solutions_with(ptr::null(), 2, &mut n, &options(0), ptr::null_mut()),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_count_solutions_with(
                board.as_ptr().cast(),
                0,
                &mut n,
                &options(0),
                ptr::null_mut()
            ),
            SUDOKU_ERR_ARGUMENT
        );
    }
    assert_eq!(n, 77);
}

#[test]
fn batch_gives_the_single_call_answers_in_order() {
    let mut puzzles: Vec<String> = fixture("hard.txt");
    puzzles.extend(fixture("serg.txt"));
    puzzles.push(NO_SOLUTION.to_string());
    puzzles.push(IMPOSSIBLE.to_string());
    let mut bad = KNOWN[0].1.to_string();
    bad.replace_range(10..11, "?");
    puzzles.push(bad);
    let mut dup = KNOWN[0].1.to_string();
    dup.replace_range(2..3, "5");
    puzzles.push(dup);
    puzzles.rotate_left(37); // mix the errors in

    let singles: Vec<(sudoku_status, [u8; 82])> =
        puzzles.iter().map(|p| solve_text(&text(p))).collect();
    let input: Vec<u8> = puzzles.iter().flat_map(|p| p.bytes()).collect();
    for threads in [0, 1, 2, 3, 16] {
        let mut boards = input.clone();
        boards.push(0xA5); // guard byte
        let mut statuses = vec![SUDOKU_ERR_INTERNAL; puzzles.len() + 1];
        let status = unsafe {
            sudoku_solve_batch(
                boards.as_mut_ptr().cast(),
                puzzles.len(),
                statuses.as_mut_ptr(),
                threads,
            )
        };
        assert_eq!(status, SUDOKU_OK);
        assert_eq!(boards.pop(), Some(0xA5));
        assert_eq!(
            statuses.pop(),
            Some(SUDOKU_ERR_INTERNAL),
            "a status past the end was written"
        );
        for (i, (single_status, single_board)) in singles.iter().enumerate() {
            assert_eq!(statuses[i], *single_status, "board {i}, {threads} threads");
            assert_eq!(
                boards[i * 81..(i + 1) * 81],
                single_board[..81],
                "board {i}, {threads} threads"
            );
        }
    }

    let mut statuses = [SUDOKU_OK; 1];
    let mut board = text(KNOWN[0].1);
    unsafe {
        assert_eq!(
            sudoku_solve_batch(ptr::null_mut(), 1, statuses.as_mut_ptr(), 1),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_solve_batch(board.as_mut_ptr().cast(), 1, ptr::null_mut(), 1),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_solve_batch(
                board.as_mut_ptr().cast(),
                usize::MAX / 40,
                statuses.as_mut_ptr(),
                1
            ),
            SUDOKU_ERR_ARGUMENT
        );
        assert_eq!(
            sudoku_solve_batch(board.as_mut_ptr().cast(), 0, statuses.as_mut_ptr(), 0),
            SUDOKU_OK
        );
        // zero boards is a batch: it needs no buffers
        assert_eq!(
            sudoku_solve_batch(ptr::null_mut(), 0, ptr::null_mut(), 0),
            SUDOKU_OK
        );
        assert_eq!(
            sudoku_solve_batch_with(ptr::null_mut(), 0, ptr::null_mut(), 0, &options(0)),
            SUDOKU_OK
        );
        assert_eq!(
            sudoku::ffi::generate::sudoku_generate_batch(
                1,
                ptr::null(),
                0,
                ptr::null_mut(),
                ptr::null_mut(),
                0
            ),
            SUDOKU_OK
        );
        // but its options are still checked
        let bad = sudoku_options {
            size: 3,
            ..Default::default()
        };
        assert_eq!(
            sudoku_solve_batch_with(ptr::null_mut(), 0, ptr::null_mut(), 0, &bad),
            SUDOKU_ERR_ARGUMENT
        );
    }
    assert_eq!(board, text(KNOWN[0].1));
    assert_eq!(statuses, [SUDOKU_OK]);
}

#[test]
fn adversarial_boards_are_answered_and_cut_by_the_guess_limit() {
    for (board, expected) in adversarial() {
        let original = guarded(&text(&board));
        let (counted, n) = count_text(&text(&board), 2);
        let mut buf = original;
        let solved =
            unsafe { sudoku_solve_with(buf.as_mut_ptr().cast(), &options(0), ptr::null_mut()) };
        match expected {
            Expected::Solutions(solutions) => {
                assert_eq!((counted, n), (SUDOKU_OK, solutions), "{board}");
                if solutions == 0 {
                    assert_eq!((solved, buf), (SUDOKU_NO_SOLUTION, original), "{board}");
                } else {
                    assert_eq!(solved, SUDOKU_OK, "{board}");
                    assert!(
                        solves(&text(&board), buf[..81].try_into().unwrap()),
                        "{board}"
                    );
                }
            }
            Expected::Duplicate | Expected::InvalidByte => {
                let error = if expected == Expected::Duplicate {
                    SUDOKU_ERR_DUPLICATE_GIVEN
                } else {
                    SUDOKU_ERR_INVALID_BYTE
                };
                assert_eq!(
                    (counted, n),
                    (error, 0xDEAD_BEEF),
                    "{board}: count unwritten"
                );
                assert_eq!((solved, buf), (error, original), "{board}");
                continue;
            }
        }
        // every limit below what the search needs stops it, with the board unchanged;
        // counting to 1 is solving's search, and reports its guesses even with no solution
        let mut stats = new_stats();
        let mut one = 0;
        let status = unsafe {
            sudoku_count_solutions_with(
                original.as_ptr().cast(),
                1,
                &mut one,
                &options(0),
                &mut stats,
            )
        };
        assert_eq!(status, SUDOKU_OK);
        let needed = stats.guesses;
        for max in [1, needed / 2, needed.saturating_sub(1)] {
            if max == 0 || max >= needed {
                continue;
            }
            let mut buf = original;
            let status = unsafe {
                sudoku_solve_with(buf.as_mut_ptr().cast(), &options(max), ptr::null_mut())
            };
            assert_eq!(
                (status, buf),
                (SUDOKU_LIMIT_REACHED, original),
                "{board} at {max}"
            );
        }
    }
}

/// The status of each searching call on `board` with a guess limit of `max`, after
/// checking that a call stopped by the limit left every buffer as it was.
fn bounded_statuses(board: &[u8; 81], max: u64) -> [sudoku_status; 7] {
    use sudoku::ffi::candidates::sudoku_candidates_reduced_with;
    use sudoku::ffi::hint::{sudoku_hint_with, sudoku_step};
    use sudoku::ffi::rate::{sudoku_rate_with, sudoku_rating};
    let limited = options(max);
    let original = guarded(board);
    // SAFETY (every call): live, correctly sized locals; zeroed structs are valid bytes.
    let mut buf = original;
    let solve = unsafe { sudoku_solve_with(buf.as_mut_ptr().cast(), &limited, ptr::null_mut()) };
    let solve_kept = buf == original;
    let mut buf = original;
    let unique =
        unsafe { sudoku_solve_unique_with(buf.as_mut_ptr().cast(), &limited, ptr::null_mut()) };
    let unique_kept = buf == original;
    let mut n = 0xDEAD_BEEF;
    let count = unsafe {
        sudoku_count_solutions_with(
            original.as_ptr().cast(),
            2,
            &mut n,
            &limited,
            ptr::null_mut(),
        )
    };
    let count_kept = n == 0xDEAD_BEEF;
    let mut masks = [0xABCDu16; 81];
    let reduced = unsafe {
        sudoku_candidates_reduced_with(original.as_ptr().cast(), &limited, masks.as_mut_ptr())
    };
    let reduced_kept = masks == [0xABCD; 81];
    let mut step: sudoku_step = unsafe { std::mem::zeroed() };
    step.size = std::mem::size_of::<sudoku_step>() as u32;
    step.technique = 77;
    let fresh_step = step;
    let hint =
        unsafe { sudoku_hint_with(original.as_ptr().cast(), ptr::null(), &limited, &mut step) };
    let hint_kept = step == fresh_step;
    let mut rating: sudoku_rating = unsafe { std::mem::zeroed() };
    rating.size = std::mem::size_of::<sudoku_rating>() as u32;
    rating.score = 77;
    let fresh_rating = rating;
    let rate = unsafe { sudoku_rate_with(original.as_ptr().cast(), &limited, &mut rating) };
    let rate_kept = rating == fresh_rating;
    let mut batch = [board[..].to_vec(), board[..].to_vec()].concat();
    let mut statuses = [SUDOKU_ERR_INTERNAL; 2];
    let batch_status = unsafe {
        sudoku_solve_batch_with(
            batch.as_mut_ptr().cast(),
            2,
            statuses.as_mut_ptr(),
            2,
            &limited,
        )
    };
    assert_eq!(batch_status, SUDOKU_OK);
    assert_eq!(statuses[0], statuses[1]);
    let statuses = [solve, unique, count, reduced, hint, rate, statuses[0]];
    let kept = [
        solve_kept,
        unique_kept,
        count_kept,
        reduced_kept,
        hint_kept,
        rate_kept,
        batch[..81] == board[..] && batch[81..] == board[..],
    ];
    for (status, kept) in statuses.iter().zip(kept) {
        if *status == SUDOKU_LIMIT_REACHED {
            assert!(
                kept,
                "{}: a buffer changed at the limit",
                String::from_utf8_lossy(board)
            );
        }
    }
    statuses
}

#[test]
fn every_searching_call_is_bounded_on_the_adversarial_boards() {
    for (board, expected) in adversarial() {
        let Expected::Solutions(solutions) = expected else {
            continue;
        };
        let board = text(&board);
        let statuses = bounded_statuses(&board, GUESS_BOUND);
        assert!(
            !statuses.contains(&SUDOKU_LIMIT_REACHED),
            "{}: {statuses:?}",
            String::from_utf8_lossy(&board)
        );
        // the count to 2 is the search of every call but the solve; a board it answers
        // without a guess has nothing to cut
        let mut stats = new_stats();
        let mut n = 0;
        let status = unsafe {
            sudoku_count_solutions_with(board.as_ptr().cast(), 2, &mut n, &options(0), &mut stats)
        };
        assert_eq!((status, n), (SUDOKU_OK, solutions));
        if stats.guesses > 1 {
            let cut = bounded_statuses(&board, 1);
            // all but the solves, which may find a first solution within one guess; the
            // batch answers as the single solve
            assert!(
                cut[1..6]
                    .iter()
                    .all(|&status| status == SUDOKU_LIMIT_REACHED),
                "{}: {cut:?}",
                String::from_utf8_lossy(&board)
            );
            assert_eq!(cut[6], cut[0]);
        }
    }
}

/// The body of [`batches_survive_a_memory_limit`], run in a child process under the limit.
#[test]
#[ignore = "run by batches_survive_a_memory_limit, under a memory limit"]
fn batches_under_a_memory_limit() {
    use sudoku::ffi::generate::{sudoku_generate_batch, sudoku_generate_options};
    let puzzle = text(KNOWN[0].1);
    let boards = 100_000;
    for threads in [64, 1000, u32::MAX] {
        let mut bytes = puzzle.repeat(boards);
        let mut statuses = vec![SUDOKU_ERR_INTERNAL; boards];
        let status = unsafe {
            sudoku_solve_batch(
                bytes.as_mut_ptr().cast(),
                boards,
                statuses.as_mut_ptr(),
                threads,
            )
        };
        assert_eq!(status, SUDOKU_OK);
        assert!(statuses.iter().all(|&s| s == SUDOKU_OK));
        assert!(bytes.chunks_exact(81).all(|b| b == &text(KNOWN[0].2)[..]));
        let options = sudoku_generate_options {
            size: std::mem::size_of::<sudoku_generate_options>() as u32,
            ..Default::default()
        };
        let puzzles = 2_000;
        let mut out = vec![0u8; 81 * puzzles];
        let mut statuses = vec![SUDOKU_ERR_INTERNAL; puzzles];
        let status = unsafe {
            sudoku_generate_batch(
                7,
                &options,
                puzzles,
                out.as_mut_ptr().cast(),
                statuses.as_mut_ptr(),
                threads,
            )
        };
        assert_eq!(status, SUDOKU_OK);
        assert!(statuses.iter().all(|&s| s == SUDOKU_OK));
    }
}

#[test]
fn batches_survive_a_memory_limit() {
    // 110,000 KiB of address space, where a thread per requested core used to abort the
    // process (a worker's allocation failed); six runs, as the failure was intermittent
    let exe = std::env::current_exe().unwrap();
    for run in 0..6 {
        let output = std::process::Command::new("sh")
            .arg("-c")
            .arg("ulimit -v 110000 && exec \"$0\" --exact batches_under_a_memory_limit --ignored --test-threads=1")
            .arg(&exe)
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "run {run}: {:?}\n{}{}",
            output.status,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    }
}
