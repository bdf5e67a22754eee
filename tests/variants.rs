//! Variant rules through the C ABI: public puzzles solve to their published solutions with
//! exactly one solution, answers agree with a plain reference solver written here from the
//! rules alone, every fault in a rule set is named, and every failing call leaves the
//! caller's buffers as they were.

mod common;

use std::ptr;

use common::hunted_rules::Hunted;
use common::public_variants::public_puzzles;
use common::variant::{Variant, UNWRITTEN, UNWRITTEN_KILLER};
use common::*;
use sudoku::ffi::candidates::{
    sudoku_candidates, sudoku_candidates_rules, sudoku_candidates_rules_values,
};
use sudoku::ffi::generate::{
    sudoku_generate, sudoku_generate_options, sudoku_generate_rules, sudoku_generate_rules_values,
    sudoku_symmetry,
};
use sudoku::ffi::hint::sudoku_step;
use sudoku::ffi::jigsaw::{sudoku_generate_jigsaw, sudoku_generate_jigsaw_values};
use sudoku::ffi::killer::*;
use sudoku::ffi::problem::*;
use sudoku::ffi::rate::sudoku_rating;
use sudoku::ffi::rules::*;
use sudoku::ffi::rules_hint::{sudoku_hint_rules, sudoku_rate_rules};
use sudoku::ffi::solve::{sudoku_options, sudoku_stats};
use sudoku::ffi::status::sudoku_status::{self, *};
use sudoku::ffi::validate::*;

fn solve_rules(board: &[u8; 81], rules: Option<&sudoku_rules>) -> (sudoku_status, [u8; 81]) {
    let mut buf = *board;
    let rules = rules.map_or(ptr::null(), |r| r as *const _);
    let status = unsafe { sudoku_solve_rules(buf.as_mut_ptr().cast(), rules) };
    (status, buf)
}

/// A grid under `rules`, searched from the empty board to its end: under strict rules that
/// takes more guesses than the default limit allows.
fn grid_under(rules: &sudoku_rules) -> [u8; 81] {
    let mut grid = [b'.'; 81];
    let status = unsafe {
        sudoku_solve_rules_with(
            grid.as_mut_ptr().cast(),
            rules,
            &options(u64::MAX),
            ptr::null_mut(),
        )
    };
    assert_eq!(status, SUDOKU_OK);
    grid
}

/// The count to 2 of a text board under `rules` with `options`, and the guesses it reports
/// (0 unless it succeeds).
fn count_guesses(
    board: &[u8; 81],
    rules: &sudoku_rules,
    options: &sudoku_options,
) -> (sudoku_status, u32, u64) {
    let mut stats = sudoku_stats {
        size: std::mem::size_of::<sudoku_stats>() as u32,
        ..Default::default()
    };
    let mut count = 0;
    let status = unsafe {
        sudoku_count_solutions_rules_with(
            board.as_ptr().cast(),
            rules,
            2,
            &mut count,
            options,
            &mut stats,
        )
    };
    (status, count, stats.guesses)
}

fn count_rules(board: &[u8; 81], rules: Option<&sudoku_rules>, limit: u32) -> (sudoku_status, u32) {
    let mut count = 0xdead_beef;
    let rules = rules.map_or(ptr::null(), |r| r as *const _);
    let status =
        unsafe { sudoku_count_solutions_rules(board.as_ptr().cast(), rules, limit, &mut count) };
    (status, count)
}

fn check(rules: &sudoku_rules) -> (sudoku_status, sudoku_problem) {
    let mut problem = UNWRITTEN;
    let status = unsafe { sudoku_rules_check(rules, &mut problem) };
    (status, problem)
}

#[test]
fn public_puzzles_solve_to_their_published_solutions_and_are_unique() {
    let puzzles = public_puzzles();
    for kind in ["killer", "jigsaw", "diagonal"] {
        assert!(puzzles
            .iter()
            .any(|p| p.name.contains(kind) || p.name.contains("chaos") && kind == "jigsaw"));
    }
    for p in &puzzles {
        let rules = p.variant.rules();
        assert!(
            p.variant.solves(&digits(&p.givens), &digits(&p.solution)),
            "{}: the published solution",
            p.name
        );
        assert_eq!(check(&rules).0, SUDOKU_OK, "{}", p.name);
        let (status, solved) = solve_rules(&p.givens, Some(&rules));
        assert_eq!(status, SUDOKU_OK, "{}", p.name);
        assert_eq!(solved, p.solution, "{}", p.name);
        assert_eq!(
            count_rules(&p.givens, Some(&rules), 2),
            (SUDOKU_OK, 1),
            "{}",
            p.name
        );

        let mut unique = p.givens;
        let status = unsafe { sudoku_solve_unique_rules(unique.as_mut_ptr().cast(), &rules) };
        assert_eq!((status, unique), (SUDOKU_OK, p.solution), "{}", p.name);

        let mut cells = values_of(&p.givens);
        let status = unsafe { sudoku_solve_rules_values(cells.as_mut_ptr(), &rules) };
        assert_eq!(
            (status, cells),
            (SUDOKU_OK, values_of(&p.solution)),
            "{}",
            p.name
        );
        let mut count = 0;
        let cells = values_of(&p.givens);
        let status =
            unsafe { sudoku_count_solutions_rules_values(cells.as_ptr(), &rules, 10, &mut count) };
        assert_eq!((status, count), (SUDOKU_OK, 1), "{}", p.name);
    }
}

fn values_of(board: &[u8; 81]) -> [u8; 81] {
    digits(board)
}

/// Boards cut from a grid: every cell kept where `keep` says, as text.
fn cut(grid: &[u8; 81], mut keep: impl FnMut(usize) -> bool) -> [u8; 81] {
    std::array::from_fn(|i| if keep(i) { grid[i] } else { b'.' })
}

/// A small deterministic stream of numbers (SplitMix64).
fn stream(seed: u64) -> impl FnMut() -> u64 {
    let mut state = seed;
    move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

#[test]
fn every_flag_gives_grids_that_obey_it_and_counts_that_match_the_reference() {
    let flags = [
        SUDOKU_RULE_DIAGONALS,
        SUDOKU_RULE_WINDOKU,
        SUDOKU_RULE_ANTI_KNIGHT,
        SUDOKU_RULE_ANTI_KING,
        SUDOKU_RULE_NON_CONSECUTIVE,
        SUDOKU_RULE_DIAGONALS | SUDOKU_RULE_ANTI_KNIGHT,
        SUDOKU_RULE_WINDOKU | SUDOKU_RULE_ANTI_KING,
    ];
    let empty = [b'.'; 81];
    for (n, &flag) in flags.iter().enumerate() {
        let variant = Variant::flags(flag);
        let rules = variant.rules();
        let grid = grid_under(&rules);
        assert!(
            variant.solves(&digits(&empty), &digits(&grid)),
            "flags {flag:#x}: {:?}",
            std::str::from_utf8(&grid)
        );
        let mut next = stream(n as u64);
        for keep_in_100 in [30, 40, 55] {
            let board = cut(&grid, |_| next() % 100 < keep_in_100);
            let expected = variant
                .reference_count(&digits(&board), 3, u64::MAX)
                .unwrap();
            assert_eq!(
                count_rules(&board, Some(&rules), 3),
                (SUDOKU_OK, expected),
                "flags {flag:#x}, {}",
                std::str::from_utf8(&board).unwrap()
            );
            let (status, solved) = solve_rules(&board, Some(&rules));
            assert_eq!(status, SUDOKU_OK);
            assert!(variant.solves(&digits(&board), &digits(&solved)));
        }
    }
}

#[test]
fn killer_and_jigsaw_counts_match_the_reference_on_cut_boards() {
    for p in public_puzzles() {
        let rules = p.variant.rules();
        let mut next = stream(p.name.len() as u64);
        for keep_in_100 in [35, 50] {
            let board = cut(&p.solution, |_| next() % 100 < keep_in_100);
            let expected = p
                .variant
                .reference_count(&digits(&board), 3, u64::MAX)
                .unwrap();
            assert_eq!(
                count_rules(&board, Some(&rules), 3),
                (SUDOKU_OK, expected),
                "{}",
                p.name
            );
        }
    }
}

#[test]
fn the_classic_rules_in_any_spelling_are_the_classic_calls() {
    let boxes: [u8; 81] = std::array::from_fn(|i| (i / 27 * 3 + i % 9 / 3) as u8);
    let spelled = [
        Variant::default(),
        Variant {
            regions: Some(boxes),
            ..Variant::default()
        },
        Variant {
            cages: Some([0; 81]),
            ..Variant::default()
        },
    ];
    for (_, puzzle, solution) in KNOWN {
        let board = text(puzzle);
        assert_eq!(solve_rules(&board, None), (SUDOKU_OK, text(solution)));
        for variant in &spelled {
            let rules = variant.rules();
            assert_eq!(
                solve_rules(&board, Some(&rules)),
                (SUDOKU_OK, text(solution))
            );
            assert_eq!(count_rules(&board, Some(&rules), 5), (SUDOKU_OK, 1));
        }
    }
    // the classic path reports the classic statuses
    let twice = two_solution_board(KNOWN[0].2);
    assert_eq!(count_rules(&text(&twice), None, 5), (SUDOKU_OK, 2));
    let mut board = text(&twice);
    let status = unsafe { sudoku_solve_unique_rules(board.as_mut_ptr().cast(), ptr::null()) };
    assert_eq!((status, board), (SUDOKU_MULTIPLE_SOLUTIONS, text(&twice)));
}

/// A rule set with each fault, and the report `sudoku_rules_check` gives for it:
/// (fault, unit, unit index, cell, other cell).
fn faulty() -> Vec<(Variant, sudoku_rules_fault, sudoku_unit, i32, i32, i32)> {
    use sudoku_rules_fault::*;
    use sudoku_unit::*;
    let boxes: [u8; 81] = std::array::from_fn(|i| (i / 27 * 3 + i % 9 / 3) as u8);
    let mut big_id = boxes;
    big_id[40] = 9;
    let mut sizes = boxes;
    sizes[0] = 1; // region 0 loses a cell, region 1 gains one
    let mut split = boxes;
    // swap r1c1 (region 0) with r1c6 (region 1): both regions keep nine cells but split
    split.swap(0, 5);
    let row_cages = |count: usize| -> [u8; 81] {
        std::array::from_fn(|i| if i / 9 < count { (i / 9 + 1) as u8 } else { 0 })
    };
    let mut two_pieces = [0u8; 81];
    two_pieces[0] = 1;
    two_pieces[2] = 1;
    let pair: [u8; 81] = std::array::from_fn(|i| u8::from(i < 2));
    let mut ten = [0u8; 81];
    for cell in ten.iter_mut().take(10) {
        *cell = 1;
    }
    let cages = |ids: [u8; 81], sums: Vec<u8>| Variant {
        cages: Some(ids),
        sums,
        ..Variant::default()
    };
    vec![
        (
            Variant::flags(1 << 9),
            SUDOKU_RULES_FAULT_FLAGS,
            SUDOKU_UNIT_NONE,
            -1,
            -1,
            -1,
        ),
        (
            Variant {
                regions: Some(big_id),
                ..Variant::default()
            },
            SUDOKU_RULES_FAULT_REGION_ID,
            SUDOKU_UNIT_NONE,
            -1,
            40,
            -1,
        ),
        (
            Variant {
                regions: Some(sizes),
                ..Variant::default()
            },
            SUDOKU_RULES_FAULT_REGION_SIZE,
            SUDOKU_UNIT_REGION,
            0,
            -1,
            -1,
        ),
        (
            Variant {
                regions: Some(split),
                ..Variant::default()
            },
            SUDOKU_RULES_FAULT_REGION_SHAPE,
            SUDOKU_UNIT_REGION,
            0,
            1,
            5,
        ),
        (
            cages(row_cages(1), vec![45; 82]),
            SUDOKU_RULES_FAULT_CAGE_COUNT,
            SUDOKU_UNIT_NONE,
            -1,
            -1,
            -1,
        ),
        (
            cages(row_cages(2), vec![45]),
            SUDOKU_RULES_FAULT_CAGE_ID,
            SUDOKU_UNIT_NONE,
            -1,
            9,
            -1,
        ),
        (
            cages(row_cages(1), vec![45, 45]),
            SUDOKU_RULES_FAULT_CAGE_EMPTY,
            SUDOKU_UNIT_CAGE,
            2,
            -1,
            -1,
        ),
        (
            cages(ten, vec![45]),
            SUDOKU_RULES_FAULT_CAGE_SIZE,
            SUDOKU_UNIT_CAGE,
            1,
            0,
            -1,
        ),
        (
            cages(two_pieces, vec![5]),
            SUDOKU_RULES_FAULT_CAGE_SHAPE,
            SUDOKU_UNIT_CAGE,
            1,
            0,
            2,
        ),
        (
            cages(row_cages(2), vec![45, 46]),
            SUDOKU_RULES_FAULT_CAGE_SUM,
            SUDOKU_UNIT_CAGE,
            2,
            9,
            -1,
        ),
        (
            cages(row_cages(1), vec![44]),
            SUDOKU_RULES_FAULT_CAGE_SUM,
            SUDOKU_UNIT_CAGE,
            1,
            0,
            -1,
        ),
        (
            cages(pair, vec![2]),
            SUDOKU_RULES_FAULT_CAGE_SUM,
            SUDOKU_UNIT_CAGE,
            1,
            0,
            -1,
        ),
    ]
}

#[test]
fn rules_check_names_every_fault_and_every_call_refuses_faulty_rules_untouched() {
    let board = text(KNOWN[0].1);
    for (variant, fault, unit, index, cell, other) in faulty() {
        let rules = variant.rules();
        let (status, problem) = check(&rules);
        assert_eq!(status, SUDOKU_ERR_RULES, "{fault:?}");
        assert_eq!(
            problem,
            sudoku_problem {
                status: SUDOKU_ERR_RULES,
                cell,
                other_cell: other,
                value: fault as i32,
                unit,
                unit_index: index,
            },
            "{fault:?}"
        );
        assert_eq!(solve_rules(&board, Some(&rules)), (SUDOKU_ERR_RULES, board));
        assert_eq!(
            count_rules(&board, Some(&rules), 2),
            (SUDOKU_ERR_RULES, 0xdead_beef)
        );
        let mut unique = board;
        let status = unsafe { sudoku_solve_unique_rules(unique.as_mut_ptr().cast(), &rules) };
        assert_eq!((status, unique), (SUDOKU_ERR_RULES, board));
        assert_eq!(
            validate_rules(&board, Some(&rules)),
            (SUDOKU_ERR_RULES, UNWRITTEN)
        );
        assert_eq!(
            candidates_rules(&board, Some(&rules)),
            (SUDOKU_ERR_RULES, [0xbeef; 81])
        );
    }
}

#[test]
fn a_sound_rule_set_checks_ok_and_reports_so() {
    let (status, problem) = check(&Variant::flags(SUDOKU_RULE_DIAGONALS).rules());
    assert_eq!(status, SUDOKU_OK);
    assert_eq!(
        (problem.status, problem.cell, problem.value),
        (SUDOKU_OK, -1, -1)
    );
    let mut problem = std::mem::MaybeUninit::<sudoku_problem>::zeroed();
    assert_eq!(
        unsafe { sudoku_rules_check(ptr::null(), problem.as_mut_ptr()) },
        SUDOKU_OK
    );
    assert_eq!(
        unsafe { sudoku_rules_check(ptr::null(), ptr::null_mut()) },
        SUDOKU_ERR_NULL
    );
}

#[test]
fn bad_pointers_and_sizes_are_errors_with_buffers_unchanged() {
    let board = text(KNOWN[0].1);
    let mut rules = Variant::flags(SUDOKU_RULE_DIAGONALS).rules();
    rules.size = 8;
    assert_eq!(
        solve_rules(&board, Some(&rules)),
        (SUDOKU_ERR_ARGUMENT, board)
    );
    // cages without their ids or sums
    let mut rules = Variant::default().rules();
    rules.cage_count = 1;
    assert_eq!(solve_rules(&board, Some(&rules)), (SUDOKU_ERR_NULL, board));
    let ids = [1u8; 81];
    rules.cages = ids.as_ptr();
    assert_eq!(
        count_rules(&board, Some(&rules), 2),
        (SUDOKU_ERR_NULL, 0xdead_beef)
    );
    let rules = Variant::default().rules();
    assert_eq!(
        unsafe { sudoku_solve_rules(ptr::null_mut(), &rules) },
        SUDOKU_ERR_NULL
    );
    let mut bad = board;
    bad[3] = b'x';
    assert_eq!(
        solve_rules(&bad, Some(&Variant::flags(SUDOKU_RULE_ANTI_KING).rules())),
        (SUDOKU_ERR_INVALID_BYTE, bad)
    );
    assert_eq!(
        count_rules(&board, Some(&rules), 0),
        (SUDOKU_ERR_ARGUMENT, 0xdead_beef)
    );
}

#[test]
fn givens_that_must_differ_are_duplicates_and_broken_sums_have_no_solution() {
    let mut knight = [b'.'; 81];
    knight[2] = b'5';
    knight[13] = b'5'; // r2c5: a knight's move from r1c3, in another box
    let rules = Variant::flags(SUDOKU_RULE_ANTI_KNIGHT).rules();
    assert_eq!(
        solve_rules(&knight, Some(&rules)),
        (SUDOKU_ERR_DUPLICATE_GIVEN, knight)
    );
    assert_eq!(solve_rules(&knight, None).0, SUDOKU_OK);

    let mut diagonal = [b'.'; 81];
    diagonal[0] = b'3';
    diagonal[80] = b'3';
    let rules = Variant::flags(SUDOKU_RULE_DIAGONALS).rules();
    assert_eq!(
        count_rules(&diagonal, Some(&rules), 2),
        (SUDOKU_ERR_DUPLICATE_GIVEN, 0xdead_beef)
    );

    let mut consecutive = [b'.'; 81];
    consecutive[0] = b'4';
    consecutive[1] = b'5';
    let rules = Variant::flags(SUDOKU_RULE_NON_CONSECUTIVE).rules();
    assert_eq!(
        solve_rules(&consecutive, Some(&rules)),
        (SUDOKU_NO_SOLUTION, consecutive)
    );

    let mut ids = [0u8; 81];
    ids[0] = 1;
    ids[1] = 1;
    let cage = Variant {
        cages: Some(ids),
        sums: vec![4],
        ..Variant::default()
    };
    let mut board = [b'.'; 81];
    board[0] = b'2';
    assert_eq!(
        solve_rules(&board, Some(&cage.rules())),
        (SUDOKU_NO_SOLUTION, board)
    );
    board[0] = b'1';
    let (status, solved) = solve_rules(&board, Some(&cage.rules()));
    assert_eq!((status, solved[1]), (SUDOKU_OK, b'3'));
    assert!(cage.solves(&digits(&board), &digits(&solved)));
}

#[test]
fn the_guess_limit_stops_searches_with_buffers_unchanged_and_stats_on_success() {
    let options = options(1);
    let stats_size = std::mem::size_of::<sudoku_stats>() as u32;
    let untouched = sudoku_stats {
        size: stats_size,
        reserved: 9,
        guesses: 99,
    };
    let empty = [b'.'; 81];
    let anti_king = Variant::flags(SUDOKU_RULE_ANTI_KING).rules();
    let (mut board, mut count, mut stats) = (empty, 7, untouched);
    let status = unsafe {
        sudoku_count_solutions_rules_with(
            board.as_ptr().cast(),
            &anti_king,
            2,
            &mut count,
            &options,
            &mut stats,
        )
    };
    assert_eq!((status, count, stats), (SUDOKU_LIMIT_REACHED, 7, untouched));
    let status = unsafe {
        sudoku_solve_rules_with(board.as_mut_ptr().cast(), &anti_king, &options, &mut stats)
    };
    assert_eq!(
        (status, board, stats),
        (SUDOKU_LIMIT_REACHED, empty, untouched)
    );

    let killer = public_puzzles()
        .into_iter()
        .find(|p| p.name.contains("killer"))
        .unwrap();
    let default = common::options(0);
    let mut board = killer.givens;
    let rules = killer.variant.rules();
    let status =
        unsafe { sudoku_solve_rules_with(board.as_mut_ptr().cast(), &rules, &default, &mut stats) };
    assert_eq!((status, board), (SUDOKU_OK, killer.solution));
    assert_eq!((stats.size, stats.reserved), (stats_size, 0));
    let solved_with = stats.guesses;
    let status = unsafe {
        sudoku_count_solutions_rules_with(
            killer.givens.as_ptr().cast(),
            &rules,
            1,
            &mut count,
            &default,
            &mut stats,
        )
    };
    assert_eq!((status, count, stats.guesses), (SUDOKU_OK, 1, solved_with));
}

fn validate_rules(
    board: &[u8; 81],
    rules: Option<&sudoku_rules>,
) -> (sudoku_status, sudoku_problem) {
    let mut problem = UNWRITTEN;
    let rules = rules.map_or(ptr::null(), |r| r as *const _);
    let status = unsafe { sudoku_validate_rules(board.as_ptr().cast(), rules, &mut problem) };
    (status, problem)
}

fn candidates_rules(board: &[u8; 81], rules: Option<&sudoku_rules>) -> (sudoku_status, [u16; 81]) {
    let mut masks = [0xbeef; 81];
    let rules = rules.map_or(ptr::null(), |r| r as *const _);
    let status =
        unsafe { sudoku_candidates_rules(board.as_ptr().cast(), rules, masks.as_mut_ptr()) };
    (status, masks)
}

/// The report of a repeated given.
fn repeat(second: i32, first: i32, digit: i32, unit: sudoku_unit, index: i32) -> sudoku_problem {
    sudoku_problem {
        status: SUDOKU_ERR_DUPLICATE_GIVEN,
        cell: second,
        other_cell: first,
        value: digit,
        unit,
        unit_index: index,
    }
}

#[test]
fn validate_rules_names_the_unit_or_move_of_each_repeated_given() {
    use sudoku_unit::*;
    let board = |givens: &[(usize, u8)]| {
        let mut board = [b'.'; 81];
        for &(cell, digit) in givens {
            board[cell] = b'0' + digit;
        }
        board
    };
    let jigsaw = public_puzzles()
        .into_iter()
        .find(|p| p.name.contains("chaos"))
        .unwrap()
        .variant;
    let regions = jigsaw.regions.unwrap();
    // two cells of one region in different rows, columns and boxes
    let (a, b) = (0..81)
        .flat_map(|a| (a + 1..81).map(move |b| (a, b)))
        .find(|&(a, b)| {
            regions[a] == regions[b] && a / 9 != b / 9 && a % 9 != b % 9 && a / 27 != b / 27
        })
        .unwrap();
    let mut ids = [0u8; 81];
    ids[10] = 1;
    ids[11] = 1;
    ids[12] = 2;
    ids[21] = 2; // cage 2: r2c4 and r3c4, in one column
    let killer = Variant {
        cages: Some(ids),
        sums: vec![3, 10],
        ..Variant::default()
    };
    let cases = [
        // a row is reported before the box the two cells share too
        (
            Variant::default(),
            board(&[(3, 7), (5, 7)]),
            repeat(5, 3, 7, SUDOKU_UNIT_ROW, 0),
        ),
        (
            Variant::default(),
            board(&[(2, 4), (74, 4)]),
            repeat(74, 2, 4, SUDOKU_UNIT_COLUMN, 2),
        ),
        (
            Variant::flags(SUDOKU_RULE_ANTI_KING),
            board(&[(0, 1), (20, 1)]),
            repeat(20, 0, 1, SUDOKU_UNIT_BOX, 0),
        ),
        (
            jigsaw.clone(),
            board(&[(a, 6), (b, 6)]),
            repeat(
                b as i32,
                a as i32,
                6,
                SUDOKU_UNIT_REGION,
                i32::from(regions[a]),
            ),
        ),
        (
            Variant::flags(SUDOKU_RULE_DIAGONALS),
            board(&[(0, 2), (80, 2)]),
            repeat(80, 0, 2, SUDOKU_UNIT_DIAGONAL, 0),
        ),
        (
            Variant::flags(SUDOKU_RULE_DIAGONALS),
            board(&[(8, 2), (72, 2)]),
            repeat(72, 8, 2, SUDOKU_UNIT_DIAGONAL, 1),
        ),
        // r4c6 and r2c8: window 1 (rows 2-4, columns 6-8)
        (
            Variant::flags(SUDOKU_RULE_WINDOKU),
            board(&[(16, 9), (32, 9)]),
            repeat(32, 16, 9, SUDOKU_UNIT_WINDOW, 1),
        ),
        (
            killer.clone(),
            board(&[(11, 1), (10, 1)]),
            repeat(11, 10, 1, SUDOKU_UNIT_ROW, 1),
        ),
        (
            killer.clone(),
            board(&[(12, 5), (21, 5)]),
            repeat(21, 12, 5, SUDOKU_UNIT_COLUMN, 3),
        ),
        (
            Variant::flags(SUDOKU_RULE_ANTI_KNIGHT),
            board(&[(2, 5), (13, 5)]),
            repeat(13, 2, 5, SUDOKU_UNIT_KNIGHT_MOVE, -1),
        ),
        (
            Variant::flags(SUDOKU_RULE_ANTI_KING),
            board(&[(2, 8), (12, 8)]),
            repeat(12, 2, 8, SUDOKU_UNIT_KING_MOVE, -1),
        ),
        // the lowest repeating cell is reported, whatever the later cells repeat
        (
            Variant::flags(SUDOKU_RULE_ANTI_KNIGHT | SUDOKU_RULE_DIAGONALS),
            board(&[(0, 3), (80, 3), (2, 5), (13, 5)]),
            repeat(13, 2, 5, SUDOKU_UNIT_KNIGHT_MOVE, -1),
        ),
    ];
    for (variant, board, expected) in cases {
        let rules = variant.rules();
        assert_eq!(
            validate_rules(&board, Some(&rules)),
            (expected.status, expected),
            "{variant:?}"
        );
        assert_eq!(
            solve_rules(&board, Some(&rules)),
            (SUDOKU_ERR_DUPLICATE_GIVEN, board)
        );
        let mut problem = UNWRITTEN;
        let status = unsafe {
            sudoku_validate_rules_values(values_of(&board).as_ptr(), &rules, &mut problem)
        };
        assert_eq!((status, problem), (expected.status, expected));
    }
    // a cage repeat in no house, row or column: cage cells r1c1 and r2c2 under a cage
    // that turns
    let mut ids = [0u8; 81];
    ids[0] = 1;
    ids[1] = 1;
    ids[10] = 1;
    let turn = Variant {
        cages: Some(ids),
        sums: vec![10],
        regions: Some(std::array::from_fn(|i| (i / 9) as u8)),
        ..Variant::default()
    };
    let board = board(&[(0, 4), (10, 4)]);
    assert_eq!(
        validate_rules(&board, Some(&turn.rules())).1,
        repeat(10, 0, 4, SUDOKU_UNIT_CAGE, 1)
    );
}

#[test]
fn validate_rules_agrees_with_the_oracle_and_with_solving() {
    for p in public_puzzles() {
        let rules = p.variant.rules();
        assert_eq!(
            validate_rules(&p.givens, Some(&rules)),
            (SUDOKU_OK, {
                let mut valid = UNWRITTEN;
                valid.status = SUDOKU_OK;
                (
                    valid.cell,
                    valid.other_cell,
                    valid.value,
                    valid.unit,
                    valid.unit_index,
                ) = (-1, -1, -1, sudoku_unit::SUDOKU_UNIT_NONE, -1);
                valid
            })
        );
        let mut next = stream(p.name.len() as u64 + 7);
        for _ in 0..40 {
            // the solution with a few cells overwritten: repeats anywhere
            let mut board = cut(&p.solution, |_| next() % 100 < 30);
            for _ in 0..3 {
                board[(next() % 81) as usize] = b'1' + (next() % 9) as u8;
            }
            let cells = digits(&board);
            let second = (0..81).find(|&b| {
                cells[b] != 0
                    && (0..b).any(|a| {
                        cells[a] == cells[b] && !p.variant.allows(a, cells[a], b, cells[b])
                    })
            });
            let (status, problem) = validate_rules(&board, Some(&rules));
            let solved = solve_rules(&board, Some(&rules)).0;
            match second {
                None => {
                    assert_eq!(status, SUDOKU_OK);
                    assert_ne!(solved, SUDOKU_ERR_DUPLICATE_GIVEN);
                }
                Some(second) => {
                    assert_eq!(
                        (status, solved),
                        (SUDOKU_ERR_DUPLICATE_GIVEN, SUDOKU_ERR_DUPLICATE_GIVEN)
                    );
                    assert_eq!(problem.cell, second as i32);
                    let first = problem.other_cell as usize;
                    assert!(first < second && cells[first] == cells[second]);
                    assert!(!p.variant.allows(first, cells[first], second, cells[second]));
                    assert_eq!(problem.value, i32::from(cells[second]));
                }
            }
        }
    }
}

/// The candidates an oracle sees: the digits no given forbids by a rule between two cells.
fn oracle_candidates(variant: &Variant, board: &[u8; 81]) -> [u16; 81] {
    let cells = digits(board);
    std::array::from_fn(|cell| match cells[cell] {
        0 => (1..=9u8)
            .filter(|&d| (0..81).all(|g| cells[g] == 0 || variant.allows(cell, d, g, cells[g])))
            .fold(0, |mask, d| mask | 1 << (d - 1)),
        given => 1 << (given - 1),
    })
}

#[test]
fn candidates_under_rules_are_what_the_givens_leave() {
    let mut boards = vec![];
    for (n, flag) in [
        SUDOKU_RULE_DIAGONALS,
        SUDOKU_RULE_WINDOKU,
        SUDOKU_RULE_ANTI_KNIGHT,
        SUDOKU_RULE_ANTI_KING,
        SUDOKU_RULE_NON_CONSECUTIVE,
    ]
    .into_iter()
    .enumerate()
    {
        let variant = Variant::flags(flag);
        let grid = grid_under(&variant.rules());
        let mut next = stream(n as u64 + 100);
        boards.push((variant, cut(&grid, |_| next() % 100 < 30), grid));
    }
    for p in public_puzzles() {
        boards.push((p.variant, p.givens, p.solution));
    }
    for (variant, board, solution) in boards {
        let rules = variant.rules();
        let (status, masks) = candidates_rules(&board, Some(&rules));
        assert_eq!(status, SUDOKU_OK);
        let oracle = oracle_candidates(&variant, &board);
        let solution = digits(&solution);
        for cell in 0..81 {
            assert_ne!(
                masks[cell] & 1 << (solution[cell] - 1),
                0,
                "{variant:?} cell {cell}"
            );
            assert_eq!(masks[cell] & !oracle[cell], 0, "{variant:?} cell {cell}");
        }
        if variant.cages.is_none() {
            assert_eq!(masks, oracle, "{variant:?}");
        } else {
            // the sums narrow what the givens alone leave
            assert!((0..81).any(|cell| masks[cell] != oracle[cell]));
        }
        let mut values = [0xbeef; 81];
        let status = unsafe {
            sudoku_candidates_rules_values(values_of(&board).as_ptr(), &rules, values.as_mut_ptr())
        };
        assert_eq!((status, values), (SUDOKU_OK, masks));
    }
    // a cage narrows to its sets: 17 in two cells is 8 and 9; 6 in three is 1, 2 and 3;
    // a given 9 leaves 8 to its partner
    let mut ids = [0u8; 81];
    ids[0] = 1;
    ids[1] = 1;
    ids[30] = 2;
    ids[31] = 2;
    ids[32] = 2;
    let killer = Variant {
        cages: Some(ids),
        sums: vec![17, 6],
        ..Variant::default()
    };
    let mut board = [b'.'; 81];
    let masks = candidates_rules(&board, Some(&killer.rules())).1;
    assert_eq!(
        (masks[0], masks[1], masks[2]),
        (0b1_1000_0000, 0b1_1000_0000, 0x1ff)
    );
    assert_eq!((masks[30], masks[31], masks[32]), (0b111, 0b111, 0b111));
    board[1] = b'9';
    let masks = candidates_rules(&board, Some(&killer.rules())).1;
    assert_eq!(
        (masks[0], masks[1], masks[2]),
        (0b1000_0000, 0b1_0000_0000, 0xff)
    );
    // a sum the givens overshoot leaves the cage's open cells nothing
    board[1] = b'.';
    board[30] = b'5';
    let masks = candidates_rules(&board, Some(&killer.rules())).1;
    assert_eq!((masks[30], masks[31], masks[32]), (0b1_0000, 0, 0));
}

#[test]
fn validate_and_candidates_under_the_classic_rules_are_the_classic_calls() {
    let boxes: [u8; 81] = std::array::from_fn(|i| (i / 27 * 3 + i % 9 / 3) as u8);
    let spelled = Variant {
        regions: Some(boxes),
        ..Variant::default()
    };
    let mut boards: Vec<[u8; 81]> = KNOWN.iter().map(|k| text(k.1)).collect();
    let mut twice = text(KNOWN[0].1);
    twice[80] = twice[(0..9).map(|c| 72 + c).find(|&c| twice[c] != b'.').unwrap()];
    boards.push(twice);
    for board in boards {
        let mut problem = UNWRITTEN;
        let classic = unsafe { sudoku_validate(board.as_ptr().cast(), &mut problem) };
        let mut masks = [0u16; 81];
        let marks = unsafe { sudoku_candidates(board.as_ptr().cast(), masks.as_mut_ptr()) };
        for rules in [None, Some(&spelled.rules())] {
            assert_eq!(validate_rules(&board, rules), (classic, problem));
            let (status, under) = candidates_rules(&board, rules);
            assert_eq!(status, marks);
            if marks == SUDOKU_OK {
                assert_eq!(under, masks);
            }
        }
    }
}

fn generate_rules(
    seed: u64,
    rules: Option<&sudoku_rules>,
    options: Option<&sudoku_generate_options>,
) -> (sudoku_status, [u8; 81]) {
    let mut out = [b'#'; 81];
    let rules = rules.map_or(ptr::null(), |r| r as *const _);
    let options = options.map_or(ptr::null(), |o| o as *const _);
    let status = unsafe { sudoku_generate_rules(seed, rules, options, out.as_mut_ptr().cast()) };
    (status, out)
}

fn generate_options() -> sudoku_generate_options {
    sudoku_generate_options {
        size: std::mem::size_of::<sudoku_generate_options>() as u32,
        ..sudoku_generate_options::default()
    }
}

/// Each flag alone, a public jigsaw layout and a public killer layout.
fn generated_variants() -> Vec<Variant> {
    let public = public_puzzles();
    let layout = |kind: &str| {
        public
            .iter()
            .find(|p| p.name.contains(kind))
            .unwrap()
            .variant
            .clone()
    };
    [
        SUDOKU_RULE_DIAGONALS,
        SUDOKU_RULE_WINDOKU,
        SUDOKU_RULE_ANTI_KNIGHT,
        SUDOKU_RULE_ANTI_KING,
        SUDOKU_RULE_NON_CONSECUTIVE,
    ]
    .into_iter()
    .map(Variant::flags)
    .chain([
        layout("chaos"),
        layout("killer"),
        // a few cages, in row 1: givens are needed too
        Variant {
            cages: Some(std::array::from_fn(|cell| {
                if cell < 9 {
                    (cell / 2 + 1) as u8
                } else {
                    0
                }
            })),
            sums: vec![3, 7, 11, 15, 9],
            ..Variant::default()
        },
    ])
    .collect()
}

#[test]
fn generated_puzzles_are_unique_minimal_and_follow_the_seed() {
    let decided_within = options(1_000);
    for variant in generated_variants() {
        let rules = variant.rules();
        let mut seen = vec![];
        for seed in 0..3 {
            let (status, puzzle) = generate_rules(seed, Some(&rules), None);
            assert_eq!(status, SUDOKU_OK, "{variant:?}");
            assert!(puzzle
                .iter()
                .all(|&b| b == b'.' || (b'1'..=b'9').contains(&b)));
            assert_eq!(
                count_rules(&puzzle, Some(&rules), 2),
                (SUDOKU_OK, 1),
                "{variant:?}"
            );
            if let Some(count) = variant.reference_count(&digits(&puzzle), 2, 300_000) {
                assert_eq!(count, 1, "the oracle: {variant:?}");
            }
            let (status, solved) = solve_rules(&puzzle, Some(&rules));
            assert_eq!(status, SUDOKU_OK);
            assert!(variant.solves(&digits(&puzzle), &digits(&solved)));
            // minimal: each given is needed, or its removal cannot be decided within the
            // generator's count limit
            for cell in (0..81).filter(|&cell| puzzle[cell] != b'.') {
                let mut fewer = puzzle;
                fewer[cell] = b'.';
                let mut count = 0;
                let status = unsafe {
                    sudoku_count_solutions_rules_with(
                        fewer.as_ptr().cast(),
                        &rules,
                        2,
                        &mut count,
                        &decided_within,
                        ptr::null_mut(),
                    )
                };
                assert!(
                    status == SUDOKU_LIMIT_REACHED || (status, count) == (SUDOKU_OK, 2),
                    "{variant:?}: the given at {cell} can go"
                );
            }
            assert_eq!(
                generate_rules(seed, Some(&rules), None),
                (SUDOKU_OK, puzzle)
            );
            let mut cells = [0xee; 81];
            let status = unsafe {
                sudoku_generate_rules_values(seed, &rules, ptr::null(), cells.as_mut_ptr())
            };
            assert_eq!((status, cells), (SUDOKU_OK, values_of(&puzzle)));
            seen.push(puzzle);
        }
        if variant.sums.len() > 9 {
            // the public killer's cages alone have one solution: no given is needed
            assert!(seen.iter().all(|puzzle| puzzle == &[b'.'; 81]));
        } else {
            assert!(seen[0] != seen[1] && seen[1] != seen[2], "{variant:?}");
        }
    }
}

#[test]
fn generation_under_rules_takes_the_symmetry_and_the_levels() {
    let variant = Variant::flags(SUDOKU_RULE_DIAGONALS);
    let rules = variant.rules();
    let options = sudoku_generate_options {
        symmetry: sudoku_symmetry::SUDOKU_SYMMETRY_ROTATIONAL_180 as i32,
        ..generate_options()
    };
    let (status, puzzle) = generate_rules(5, Some(&rules), Some(&options));
    assert_eq!(status, SUDOKU_OK);
    assert!((0..81).all(|cell| (puzzle[cell] == b'.') == (puzzle[80 - cell] == b'.')));
    assert_eq!(count_rules(&puzzle, Some(&rules), 2), (SUDOKU_OK, 1));
    // not minimal: unique, with at least the givens of a minimal dig of the same grid
    let not_minimal = sudoku_generate_options {
        not_minimal: 1,
        ..generate_options()
    };
    let (status, more) = generate_rules(5, Some(&rules), Some(&not_minimal));
    assert_eq!(status, SUDOKU_OK);
    assert_eq!(count_rules(&more, Some(&rules), 2), (SUDOKU_OK, 1));
    // each level asked, beginner to hard, digging no further than it: the rating says so
    let level_of = |puzzle: &[u8; 81]| rated_level(puzzle, &rules);
    let mut solutions = vec![];
    for level in 1..=4 {
        let at = sudoku_generate_options {
            level,
            not_minimal: 1,
            ..generate_options()
        };
        let (status, puzzle) = generate_rules(5, Some(&rules), Some(&at));
        assert_eq!(status, SUDOKU_OK, "level {level}");
        assert_eq!(count_rules(&puzzle, Some(&rules), 2), (SUDOKU_OK, 1));
        assert_eq!(level_of(&puzzle), level);
        assert_eq!(generate_rules(5, Some(&rules), Some(&at)), (status, puzzle));
        solutions.push(solve_rules(&puzzle, Some(&rules)).1);
    }
    // each level has its own grid for a seed
    solutions.dedup();
    assert_eq!(solutions.len(), 4);
    // a range; a minimal puzzle at extreme, the level most minimal ones rate
    let range = sudoku_generate_options {
        level: 2,
        max_level: 3,
        not_minimal: 1,
        ..generate_options()
    };
    let (status, puzzle) = generate_rules(6, Some(&rules), Some(&range));
    assert_eq!(status, SUDOKU_OK);
    assert!((2..=3).contains(&level_of(&puzzle)));
    let extreme = sudoku_generate_options {
        level: 6,
        ..generate_options()
    };
    let (status, puzzle) = generate_rules(6, Some(&rules), Some(&extreme));
    assert_eq!((status, level_of(&puzzle)), (SUDOKU_OK, 6));
    // a minimal beginner puzzle within one try is all but never there
    let beginner = sudoku_generate_options {
        level: 1,
        max_tries: 1,
        ..generate_options()
    };
    assert_eq!(
        generate_rules(5, Some(&rules), Some(&beginner)),
        (SUDOKU_LIMIT_REACHED, [b'#'; 81])
    );
    // bad options
    for bad in [
        sudoku_generate_options {
            level: 4,
            max_level: 3,
            ..generate_options()
        },
        sudoku_generate_options {
            not_minimal: 2,
            ..generate_options()
        },
        sudoku_generate_options {
            size: 4,
            ..generate_options()
        },
    ] {
        assert_eq!(
            generate_rules(5, Some(&rules), Some(&bad)),
            (SUDOKU_ERR_ARGUMENT, [b'#'; 81])
        );
    }
    assert_eq!(
        unsafe { sudoku_generate_rules(5, &rules, ptr::null(), ptr::null_mut()) },
        SUDOKU_ERR_NULL
    );
    // the classic rules are the classic generator, levels included
    let level = sudoku_generate_options {
        level: 3,
        ..generate_options()
    };
    for options in [None, Some(&level)] {
        let mut classic = [0u8; 81];
        let status = unsafe {
            sudoku_generate(
                9,
                options.map_or(ptr::null(), |o| o as *const _),
                classic.as_mut_ptr().cast(),
            )
        };
        assert_eq!(status, SUDOKU_OK);
        assert_eq!(generate_rules(9, None, options), (SUDOKU_OK, classic));
        let spelled = Variant {
            cages: Some([0; 81]),
            ..Variant::default()
        };
        assert_eq!(
            generate_rules(9, Some(&spelled.rules()), options),
            (SUDOKU_OK, classic)
        );
    }
}

fn generate_killer(
    seed: u64,
    rules: Option<&sudoku_rules>,
    options: Option<&sudoku_generate_options>,
    givens: u32,
) -> (sudoku_status, sudoku_killer, [u8; 81]) {
    let (mut killer, mut out) = (UNWRITTEN_KILLER, [b'#'; 81]);
    let status = unsafe {
        sudoku_generate_killer(
            seed,
            rules.map_or(ptr::null(), |r| r as *const _),
            options.map_or(ptr::null(), |o| o as *const _),
            givens,
            &mut killer,
            out.as_mut_ptr().cast(),
        )
    };
    (status, killer, out)
}

#[test]
fn generated_killers_are_unique_under_their_cages_with_or_without_givens() {
    for (flags, givens) in [
        (0, SUDOKU_KILLER_NO_GIVENS),
        (SUDOKU_RULE_DIAGONALS, SUDOKU_KILLER_NO_GIVENS),
        (0, SUDOKU_KILLER_WITH_GIVENS),
        (SUDOKU_RULE_ANTI_KING, SUDOKU_KILLER_WITH_GIVENS),
    ] {
        let base = Variant::flags(flags);
        let mut seen = vec![];
        for seed in 0..4 {
            let (status, killer, puzzle) = generate_killer(seed, Some(&base.rules()), None, givens);
            assert_eq!(status, SUDOKU_OK);
            assert_eq!(killer.size, std::mem::size_of::<sudoku_killer>() as u32);
            let count = killer.cage_count as usize;
            assert!((1..=81).contains(&count));
            assert!(killer.cage_sums[count..].iter().all(|&sum| sum == 0));
            let variant = Variant {
                flags,
                regions: None,
                cages: Some(killer.cages),
                sums: killer.cage_sums[..count].to_vec(),
            };
            let rules = variant.rules();
            assert_eq!(
                check(&rules).0,
                SUDOKU_OK,
                "cages of one to nine connected cells"
            );
            assert!(killer
                .cages
                .iter()
                .all(|&id| (1..=count).contains(&usize::from(id))));
            let given = puzzle.iter().filter(|&&b| b != b'.').count();
            match givens {
                SUDOKU_KILLER_NO_GIVENS => assert_eq!(given, 0),
                _ => assert!(given < 30, "{given} givens"),
            }
            assert_eq!(count_rules(&puzzle, Some(&rules), 2), (SUDOKU_OK, 1));
            let (status, solved) = solve_rules(&puzzle, Some(&rules));
            assert_eq!(status, SUDOKU_OK);
            assert!(variant.solves(&digits(&puzzle), &digits(&solved)));
            if let Some(count) = variant.reference_count(&digits(&puzzle), 2, 300_000) {
                assert_eq!(count, 1, "the oracle");
            }
            // the same seed, and the values twin
            assert_eq!(
                generate_killer(seed, Some(&base.rules()), None, givens),
                (SUDOKU_OK, killer, puzzle)
            );
            let (mut twin, mut cells) = (UNWRITTEN_KILLER, [0xee; 81]);
            let status = unsafe {
                sudoku_generate_killer_values(
                    seed,
                    &base.rules(),
                    ptr::null(),
                    givens,
                    &mut twin,
                    cells.as_mut_ptr(),
                )
            };
            assert_eq!(
                (status, twin, cells),
                (SUDOKU_OK, killer, values_of(&puzzle))
            );
            seen.push(killer.cages);
        }
        assert!(seen[0] != seen[1] && seen[1] != seen[2]);
    }
}

#[test]
fn killer_generation_refuses_bad_arguments_untouched() {
    let untouched = (UNWRITTEN_KILLER, [b'#'; 81]);
    let level = sudoku_generate_options {
        level: 9,
        ..generate_options()
    };
    for (rules, options, givens, expected) in [
        (None, None, 2, SUDOKU_ERR_ARGUMENT),
        (None, Some(&level), 0, SUDOKU_ERR_ARGUMENT),
        (Some(Variant::flags(1 << 7)), None, 0, SUDOKU_ERR_RULES),
    ] {
        let rules = rules.map(|variant| variant.rules());
        let (status, killer, out) = generate_killer(5, rules.as_ref(), options, givens);
        assert_eq!((status, (killer, out)), (expected, untouched));
    }
    let mut small = UNWRITTEN_KILLER;
    small.size = 8;
    let mut out = [b'#'; 81];
    let status = unsafe {
        sudoku_generate_killer(
            5,
            ptr::null(),
            ptr::null(),
            0,
            &mut small,
            out.as_mut_ptr().cast(),
        )
    };
    assert_eq!(status, SUDOKU_ERR_ARGUMENT);
    assert_eq!((small.cage_count, out), (999, [b'#'; 81]));
    let status = unsafe {
        sudoku_generate_killer(
            5,
            ptr::null(),
            ptr::null(),
            0,
            ptr::null_mut(),
            out.as_mut_ptr().cast(),
        )
    };
    assert_eq!(status, SUDOKU_ERR_NULL);
    // the classic rules' killer: NULL rules and a spelled-out classic set agree
    let spelled = Variant::default().rules();
    assert_eq!(
        generate_killer(5, None, None, 0),
        generate_killer(5, Some(&spelled), None, 0)
    );
}

#[test]
fn a_dig_that_stops_below_the_level_is_lifted_to_it() {
    // under non-consecutive most digs capped at hard stop at medium or easy, every removal
    // left jumping to expert or extreme; on their one try, seeds 3 and 4 dig one such
    let variant = Variant::flags(SUDOKU_RULE_NON_CONSECUTIVE);
    let rules = variant.rules();
    let at_hard = sudoku_generate_options {
        level: 4,
        not_minimal: 1,
        max_tries: 1,
        ..generate_options()
    };
    for seed in [3, 4] {
        let (status, puzzle) = generate_rules(seed, Some(&rules), Some(&at_hard));
        assert_eq!(status, SUDOKU_OK, "seed {seed}");
        assert_eq!(count_rules(&puzzle, Some(&rules), 2), (SUDOKU_OK, 1));
        assert_eq!(rated_level(&puzzle, &rules), 4, "seed {seed}");
    }
}

/// The level `sudoku_rate_rules` gives `puzzle` under `rules`.
fn rated_level(puzzle: &[u8; 81], rules: &sudoku_rules) -> i32 {
    let mut rating: sudoku_rating = unsafe { std::mem::zeroed() };
    rating.size = std::mem::size_of::<sudoku_rating>() as u32;
    let status =
        unsafe { sudoku_rate_rules(puzzle.as_ptr().cast(), rules, ptr::null(), &mut rating) };
    assert_eq!(status, SUDOKU_OK);
    rating.level
}

#[test]
fn killers_generated_at_a_level_rate_at_it() {
    let variant_of = |killer: &sudoku_killer| Variant {
        flags: 0,
        regions: None,
        cages: Some(killer.cages),
        sums: killer.cage_sums[..killer.cage_count as usize].to_vec(),
    };
    // no givens at medium and extreme (where they rate), givens at easy (not minimal)
    for (level, givens, not_minimal) in [
        (3, SUDOKU_KILLER_NO_GIVENS, 0),
        (6, SUDOKU_KILLER_NO_GIVENS, 0),
        (2, SUDOKU_KILLER_WITH_GIVENS, 1),
    ] {
        let at = sudoku_generate_options {
            level,
            not_minimal,
            ..generate_options()
        };
        let mut solutions = vec![];
        for seed in 0..3 {
            let (status, killer, puzzle) = generate_killer(seed, None, Some(&at), givens);
            assert_eq!(status, SUDOKU_OK, "level {level}, seed {seed}");
            let variant = variant_of(&killer);
            let rules = variant.rules();
            assert_eq!(count_rules(&puzzle, Some(&rules), 2), (SUDOKU_OK, 1));
            assert_eq!(rated_level(&puzzle, &rules), level, "seed {seed}");
            assert_eq!(
                generate_killer(seed, None, Some(&at), givens),
                (status, killer, puzzle)
            );
            solutions.push(solve_rules(&puzzle, Some(&rules)).1);
        }
        solutions.dedup();
        assert_eq!(solutions.len(), 3, "each seed its own grid");
    }
    // no killer without givens needs only full houses and hidden singles: beginner fails
    // after its tries, with the outputs untouched
    let beginner = sudoku_generate_options {
        level: 1,
        max_tries: 2,
        ..generate_options()
    };
    let failed = generate_killer(0, None, Some(&beginner), SUDOKU_KILLER_NO_GIVENS);
    assert_eq!(failed, (SUDOKU_LIMIT_REACHED, UNWRITTEN_KILLER, [b'#'; 81]));
}

fn generate_jigsaw(
    seed: u64,
    rules: Option<&sudoku_rules>,
    options: Option<&sudoku_generate_options>,
) -> (sudoku_status, [u8; 81], [u8; 81]) {
    let (mut regions, mut out) = ([0xee; 81], [b'#'; 81]);
    let status = unsafe {
        sudoku_generate_jigsaw(
            seed,
            rules.map_or(ptr::null(), |r| r as *const _),
            options.map_or(ptr::null(), |o| o as *const _),
            regions.as_mut_ptr(),
            out.as_mut_ptr().cast(),
        )
    };
    (status, regions, out)
}

#[test]
fn generated_jigsaws_have_random_sound_layouts_and_unique_puzzles() {
    let boxes: [u8; 81] = std::array::from_fn(|i| (i / 27 * 3 + i % 9 / 3) as u8);
    for flags in [0, SUDOKU_RULE_DIAGONALS] {
        let base = Variant::flags(flags);
        let mut layouts = vec![];
        for seed in 0..3 {
            let (status, regions, puzzle) = generate_jigsaw(seed, Some(&base.rules()), None);
            assert_eq!(status, SUDOKU_OK);
            let variant = Variant {
                regions: Some(regions),
                ..base.clone()
            };
            let rules = variant.rules();
            assert_eq!(
                check(&rules).0,
                SUDOKU_OK,
                "nine connected regions of nine cells"
            );
            assert_ne!(regions, boxes);
            assert_eq!(count_rules(&puzzle, Some(&rules), 2), (SUDOKU_OK, 1));
            let (status, solved) = solve_rules(&puzzle, Some(&rules));
            assert_eq!(status, SUDOKU_OK);
            assert!(variant.solves(&digits(&puzzle), &digits(&solved)));
            if let Some(count) = variant.reference_count(&digits(&puzzle), 2, 300_000) {
                assert_eq!(count, 1, "the oracle");
            }
            assert_eq!(
                generate_jigsaw(seed, Some(&base.rules()), None),
                (SUDOKU_OK, regions, puzzle)
            );
            let (mut twin, mut cells) = ([0xee; 81], [0xee; 81]);
            let status = unsafe {
                sudoku_generate_jigsaw_values(
                    seed,
                    &base.rules(),
                    ptr::null(),
                    twin.as_mut_ptr(),
                    cells.as_mut_ptr(),
                )
            };
            assert_eq!(
                (status, twin, cells),
                (SUDOKU_OK, regions, values_of(&puzzle))
            );
            layouts.push(regions);
        }
        assert!(layouts[0] != layouts[1] && layouts[1] != layouts[2]);
    }
    // at a level, under the layout made
    let medium = sudoku_generate_options {
        level: 3,
        not_minimal: 1,
        ..generate_options()
    };
    let (status, regions, puzzle) = generate_jigsaw(1, None, Some(&medium));
    assert_eq!(status, SUDOKU_OK);
    let layout = Variant {
        regions: Some(regions),
        ..Variant::default()
    };
    assert_eq!(rated_level(&puzzle, &layout.rules()), 3);
    // refusals leave both outputs as they were
    let untouched = ([0xee; 81], [b'#'; 81]);
    let level = sudoku_generate_options {
        level: 4,
        max_level: 2,
        ..generate_options()
    };
    let (status, regions, out) = generate_jigsaw(1, None, Some(&level));
    assert_eq!((status, (regions, out)), (SUDOKU_ERR_ARGUMENT, untouched));
    let faulty = Variant::flags(1 << 8).rules();
    let (status, regions, out) = generate_jigsaw(1, Some(&faulty), None);
    assert_eq!((status, (regions, out)), (SUDOKU_ERR_RULES, untouched));
    let mut out = [b'#'; 81];
    let status = unsafe {
        sudoku_generate_jigsaw(
            1,
            ptr::null(),
            ptr::null(),
            ptr::null_mut(),
            out.as_mut_ptr().cast(),
        )
    };
    assert_eq!((status, out), (SUDOKU_ERR_NULL, [b'#'; 81]));
}

/// What each solving and counting call under rules answers on a text board with
/// `options` (NULL: the defaults), the boards they leave, and the count (preset, so that
/// an unwritten one shows).
fn searches(
    board: &[u8; 81],
    rules: &sudoku_rules,
    options: Option<&sudoku_options>,
) -> ([sudoku_status; 3], [[u8; 81]; 2], u32) {
    let options = options.map_or(ptr::null(), |o| o as *const _);
    let (mut solved, mut unique, mut count) = (*board, *board, 0xdead_beef);
    let statuses = unsafe {
        let none = ptr::null_mut();
        [
            sudoku_solve_rules_with(solved.as_mut_ptr().cast(), rules, options, none),
            sudoku_solve_unique_rules_with(unique.as_mut_ptr().cast(), rules, options, none),
            sudoku_count_solutions_rules_with(
                board.as_ptr().cast(),
                rules,
                2,
                &mut count,
                options,
                none,
            ),
        ]
    };
    (statuses, [solved, unique], count)
}

/// What the hint and the rating under rules answer on a text board with `options` (NULL:
/// the defaults); each output is checked untouched where its call fails.
fn walks(
    board: &[u8; 81],
    rules: &sudoku_rules,
    options: Option<&sudoku_options>,
) -> [sudoku_status; 2] {
    let options = options.map_or(ptr::null(), |o| o as *const _);
    let mut step: sudoku_step = unsafe { std::mem::zeroed() };
    step.size = std::mem::size_of::<sudoku_step>() as u32;
    let mut rating: sudoku_rating = unsafe { std::mem::zeroed() };
    rating.size = std::mem::size_of::<sudoku_rating>() as u32;
    let (untouched_step, untouched_rating) = (step, rating);
    let statuses = unsafe {
        [
            sudoku_hint_rules(
                board.as_ptr().cast(),
                rules,
                ptr::null(),
                options,
                &mut step,
            ),
            sudoku_rate_rules(board.as_ptr().cast(), rules, options, &mut rating),
        ]
    };
    if statuses[0] != SUDOKU_OK {
        assert_eq!(format!("{step:?}"), format!("{untouched_step:?}"));
    }
    if statuses[1] != SUDOKU_OK {
        assert_eq!(format!("{rating:?}"), format!("{untouched_rating:?}"));
    }
    statuses
}

/// The boards of `tests/data/adversarial-rules.txt`.
fn hunted() -> Vec<Hunted> {
    let text = std::fs::read_to_string(root().join("tests/data/adversarial-rules.txt")).unwrap();
    let boards: Vec<Hunted> = text.lines().filter_map(Hunted::parse).collect();
    assert!(boards.len() >= 3);
    boards
}

#[test]
fn with_default_options_every_call_under_rules_answers_right_or_stops_at_the_default_limit() {
    for hunted in hunted() {
        let (board, rules) = (hunted.board(), hunted.variant.rules());
        let line = hunted.line();
        let (statuses, [solved, unique], count) = searches(&board, &rules, None);
        // NULL options and a zeroed struct are the same defaults
        assert_eq!(
            searches(&board, &rules, Some(&options(0))),
            (statuses, [solved, unique], count),
            "{line}"
        );
        let [solve, solve_unique, counted] = statuses;
        let [hint, rate] = walks(&board, &rules, None);
        // the count is replayed by its guesses: a board the hunter saw counted within the
        // default limit is answered, one that needed more is stopped
        if hunted.guesses < SUDOKU_RULES_DEFAULT_GUESSES && hunted.outcome != "unknown" {
            let expected = match hunted.outcome.as_str() {
                "none" => 0,
                "unique" => 1,
                _ => 2,
            };
            assert_eq!((counted, count), (SUDOKU_OK, expected), "{line}");
        } else {
            assert_eq!(
                (counted, count),
                (SUDOKU_LIMIT_REACHED, 0xdead_beef),
                "{line}"
            );
        }
        // any answer is right; a call stopped leaves its buffer as it was
        match solve {
            SUDOKU_OK => assert!(
                hunted.variant.solves(&hunted.givens, &digits(&solved)),
                "{line}"
            ),
            SUDOKU_NO_SOLUTION | SUDOKU_LIMIT_REACHED => assert_eq!(solved, board, "{line}"),
            other => panic!("{line}: {other:?}"),
        }
        match solve_unique {
            SUDOKU_OK => assert_eq!((count, unique), (1, solved), "{line}"),
            SUDOKU_NO_SOLUTION | SUDOKU_MULTIPLE_SOLUTIONS | SUDOKU_LIMIT_REACHED => {
                assert_eq!(unique, board, "{line}")
            }
            other => panic!("{line}: {other:?}"),
        }
        for status in [hint, rate] {
            assert!(
                [
                    SUDOKU_OK,
                    SUDOKU_NO_SOLUTION,
                    SUDOKU_MULTIPLE_SOLUTIONS,
                    SUDOKU_LIMIT_REACHED
                ]
                .contains(&status),
                "{line}: {status:?}"
            );
        }
        if counted == SUDOKU_OK {
            // with the default as an explicit limit, the count reports guesses within it
            let (status, n, guesses) =
                count_guesses(&board, &rules, &options(SUDOKU_RULES_DEFAULT_GUESSES));
            assert_eq!((status, n), (SUDOKU_OK, count), "{line}");
            assert!(guesses <= SUDOKU_RULES_DEFAULT_GUESSES, "{line}");
        }
    }
}

#[test]
fn a_limit_above_the_default_answers_what_the_default_stops() {
    // the empty board under non-consecutive takes some thousands of guesses to fill
    let variant = Variant::flags(SUDOKU_RULE_NON_CONSECUTIVE);
    let rules = variant.rules();
    let empty = [b'.'; 81];
    let mut stats = sudoku_stats {
        size: std::mem::size_of::<sudoku_stats>() as u32,
        ..Default::default()
    };
    let mut grid = empty;
    let status = unsafe {
        sudoku_solve_rules_with(
            grid.as_mut_ptr().cast(),
            &rules,
            &options(u64::MAX),
            &mut stats,
        )
    };
    assert_eq!(status, SUDOKU_OK);
    assert!(variant.solves(&[0; 81], &digits(&grid)));
    assert!(
        stats.guesses > SUDOKU_RULES_DEFAULT_GUESSES,
        "{}",
        stats.guesses
    );
    assert_eq!(
        solve_rules(&empty, Some(&rules)),
        (SUDOKU_LIMIT_REACHED, empty)
    );
    let mut grid = empty;
    let status = unsafe {
        sudoku_solve_rules_with(
            grid.as_mut_ptr().cast(),
            &rules,
            &options(stats.guesses),
            ptr::null_mut(),
        )
    };
    assert_eq!(status, SUDOKU_OK);
}

#[test]
fn the_techniques_of_a_hint_or_rating_count_against_its_limit() {
    let variant = Variant::flags(SUDOKU_RULE_NON_CONSECUTIVE);
    let rules = variant.rules();
    let (status, puzzle) = generate_rules(3, Some(&rules), None);
    assert_eq!(status, SUDOKU_OK);
    let (status, n, guesses) = count_guesses(&puzzle, &rules, &options(u64::MAX));
    assert_eq!((status, n), (SUDOKU_OK, 1));
    // the defaults rate and hint every generated puzzle
    assert_eq!(walks(&puzzle, &rules, None), [SUDOKU_OK, SUDOKU_OK]);
    // a limit the search for the solution spends whole leaves nothing for a technique
    let search = guesses.max(1);
    let at = |max: u64| {
        let options = options(max);
        let counted = searches(&puzzle, &rules, Some(&options)).0[2];
        (counted, walks(&puzzle, &rules, Some(&options)))
    };
    let stopped = SUDOKU_LIMIT_REACHED;
    assert_eq!(at(search), (SUDOKU_OK, [stopped, stopped]));
    // a walk through this minimal puzzle tries the costly techniques at many steps
    assert_eq!(at(search + 2_000), (SUDOKU_OK, [SUDOKU_OK, stopped]));
    assert_eq!(
        at(SUDOKU_RULES_DEFAULT_EFFORT),
        (SUDOKU_OK, [SUDOKU_OK, SUDOKU_OK])
    );
}
