//! The safe Rust API (`sudoku::solve` and the rest) against published solutions, the
//! test oracle written from the rules, and the C ABI: the same answers and the same
//! statuses.

mod common;

use common::public_variants::public_puzzles;
use common::variant::Variant;
use common::{digits, solves, text, KNOWN, NO_SOLUTION};
use sudoku::ffi::rate::{sudoku_rating, SUDOKU_RATING_TECHNIQUES};
use sudoku::ffi::rules_hint::sudoku_rate_rules_values;
use sudoku::ffi::status::sudoku_status;
use sudoku::{Error, Level, Limits, Puzzle, Rules};

type FrontDoor = (
    Puzzle,
    Rules,
    sudoku::Solution,
    u32,
    sudoku::Hint,
    sudoku::Rating,
    Puzzle,
);

/// The snippet of issue 51, as a Rust user writes it.
fn front_door() -> Result<FrontDoor, Error> {
    let puzzle: sudoku::Puzzle =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
            .parse()?;
    let rules = sudoku::Rules::classic(); // variants: built from regions, flags, cages
    let solution: sudoku::Solution = sudoku::solve(&puzzle, &rules)?;
    let count: u32 = sudoku::count(&puzzle, &rules, 2)?; // up to the limit
    let hint: sudoku::Hint = sudoku::hint(&puzzle, &rules)?; // technique, cells, eliminations, text
    let rating: sudoku::Rating = sudoku::rate(&puzzle, &rules)?; // level and score
    let made: sudoku::Puzzle = sudoku::generate(
        42,
        &rules,
        &sudoku::Generate {
            level: Some(sudoku::Level::Hard),
            ..Default::default()
        },
    )?;
    Ok((puzzle, rules, solution, count, hint, rating, made))
}

/// The rules a test variant spells.
fn rules_of(variant: &Variant) -> Rules {
    let cages = variant
        .cages
        .as_ref()
        .map(|cages| (cages, &variant.sums[..]));
    Rules::new(variant.flags, variant.regions.as_ref(), cages).expect("published rules")
}

#[test]
fn the_front_door_gives_right_answers() {
    let (puzzle, rules, solution, count, hint, rating, made) = front_door().unwrap();
    assert_eq!(solution.to_string(), KNOWN[0].2);
    assert!(solves(&text(KNOWN[0].1), solution.cells()));
    assert_eq!(count, 1);
    assert!(hint.placements().next().is_some() || hint.eliminations().next().is_some());
    for (cell, digit) in hint.placements() {
        assert_eq!(puzzle.cells()[cell], 0);
        assert_eq!(solution.cells()[cell], digit);
    }
    for (cell, digit) in hint.eliminations() {
        assert_ne!(solution.cells()[cell], digit);
    }
    assert!(
        hint.text().contains(hint.technique().name()),
        "{}",
        hint.text()
    );
    assert_eq!(rating.level, Level::Beginner);
    assert_eq!(sudoku::count(&made, &rules, 2), Ok(1));
    assert_eq!(sudoku::rate(&made, &rules).unwrap().level, Level::Hard);
    let again = sudoku::generate(
        42,
        &rules,
        &sudoku::Generate {
            level: Some(Level::Hard),
            ..Default::default()
        },
    );
    assert_eq!(again, Ok(made));
}

#[test]
fn known_puzzles_solve_to_their_published_solutions() {
    let classic = Rules::classic();
    for (name, puzzle, solution) in KNOWN {
        let puzzle: Puzzle = puzzle.parse().unwrap();
        let solved = sudoku::solve_unique(&puzzle, &classic).unwrap();
        assert_eq!(solved.to_string(), solution, "{name}");
        assert_eq!(puzzle.to_string().len(), 81);
    }
    let none: Puzzle = NO_SOLUTION.parse().unwrap();
    assert_eq!(sudoku::solve(&none, &classic), Err(Error::NoSolution));
    assert_eq!(sudoku::count(&none, &classic, 2), Ok(0));
}

#[test]
fn published_variants_solve_count_and_rate_as_the_c_abi_does() {
    for public in public_puzzles() {
        let rules = rules_of(&public.variant);
        let puzzle = Puzzle::from_cells(digits(&public.givens)).unwrap();
        let solution = sudoku::solve_unique(&puzzle, &rules).unwrap();
        assert_eq!(
            solution.cells(),
            &digits(&public.solution),
            "{}",
            public.name
        );
        assert!(public.variant.solves(puzzle.cells(), solution.cells()));
        assert_eq!(sudoku::count(&puzzle, &rules, 5), Ok(1), "{}", public.name);
        let rating = sudoku::rate(&puzzle, &rules).unwrap();
        let mut c_rating = sudoku_rating {
            size: std::mem::size_of::<sudoku_rating>() as u32,
            level: -7,
            score: 0xdead,
            hardest: -7,
            steps: [0xbeef; SUDOKU_RATING_TECHNIQUES],
        };
        let c_rules = public.variant.rules();
        // SAFETY: every pointer is to a live local of the right size.
        let status = unsafe {
            sudoku_rate_rules_values(
                puzzle.cells().as_ptr(),
                &c_rules,
                std::ptr::null(),
                &mut c_rating,
            )
        };
        assert_eq!(status, sudoku_status::SUDOKU_OK, "{}", public.name);
        assert_eq!(c_rating.score, rating.score, "{}", public.name);
        assert_eq!(c_rating.level, rating.level as i32, "{}", public.name);
        assert_eq!(
            c_rating.steps[..rating.steps.len()],
            rating.steps,
            "{}",
            public.name
        );
        let hint = sudoku::hint(&puzzle, &rules).unwrap();
        for (cell, digit) in hint.placements() {
            assert_eq!(solution.cells()[cell], digit, "{}", public.name);
        }
        for (cell, digit) in hint.eliminations() {
            assert_ne!(solution.cells()[cell], digit, "{}", public.name);
        }
    }
}

#[test]
fn bad_input_is_the_error_the_c_abi_gives() {
    let line = format!("{}5", ".".repeat(80));
    assert!(line.parse::<Puzzle>().is_ok());
    for (bad, error) in [
        (
            format!("{}x", ".".repeat(80)),
            Error::InvalidByte {
                index: 80,
                byte: b'x',
            },
        ),
        (
            format!("{} ", ".".repeat(80)),
            Error::InvalidByte {
                index: 80,
                byte: b' ',
            },
        ),
    ] {
        assert_eq!(bad.parse::<Puzzle>(), Err(error));
        assert_eq!(error.code(), sudoku_status::SUDOKU_ERR_INVALID_BYTE as i32);
    }
    for short in ["", "1", &".".repeat(82)] {
        assert!(
            matches!(short.parse::<Puzzle>(), Err(Error::Argument(_))),
            "{short:?}"
        );
    }
    // two 1s in the first box: a conflict under the boxes, none under a jigsaw whose
    // regions part cells 0 and 19
    let boxed: Puzzle = format!("1........{}.1{}", ".".repeat(9), ".".repeat(61))
        .parse()
        .unwrap();
    let classic = Rules::classic();
    let repeat = Error::DuplicateGiven {
        first: 0,
        second: 19,
        digit: 1,
        bond: sudoku::Bond::Box(0),
    };
    assert_eq!(sudoku::solve(&boxed, &classic), Err(repeat));
    assert_eq!(sudoku::count(&boxed, &classic, 2), Err(repeat));
    assert_eq!(
        repeat.code(),
        sudoku_status::SUDOKU_ERR_DUPLICATE_GIVEN as i32
    );
    let jigsaw = public_puzzles()
        .into_iter()
        .find(|public| public.variant.regions.is_some());
    let jigsaw = rules_of(&jigsaw.expect("a published jigsaw").variant);
    assert!(!matches!(
        sudoku::count(&boxed, &jigsaw, 2),
        Err(Error::DuplicateGiven { .. })
    ));
    let empty: Puzzle = ".".repeat(81).parse().unwrap();
    assert!(matches!(
        sudoku::count(&empty, &classic, 0),
        Err(Error::Argument(_))
    ));
    let bad_rules = Rules::new(1 << 30, None, None).map_err(Error::from);
    assert_eq!(
        bad_rules.unwrap_err().code(),
        sudoku_status::SUDOKU_ERR_RULES as i32
    );
}

#[test]
fn limits_bound_every_call_under_rules() {
    let empty: Puzzle = ".".repeat(81).parse().unwrap();
    let strict = Rules::new(
        sudoku::Rules::DIAGONALS | sudoku::Rules::WINDOKU | sudoku::Rules::NON_CONSECUTIVE,
        None,
        None,
    )
    .unwrap();
    // no solution, and the default limit stops each call long before the search proves it
    assert_eq!(sudoku::solve(&empty, &strict), Err(Error::LimitReached));
    assert_eq!(sudoku::count(&empty, &strict, 2), Err(Error::LimitReached));
    assert_eq!(sudoku::rate(&empty, &strict), Err(Error::LimitReached));
    assert_eq!(sudoku::hint(&empty, &strict), Err(Error::LimitReached));
    let hardest: Puzzle = KNOWN[2].1.parse().unwrap();
    let classic = Rules::classic();
    let (solution, stats) = sudoku::solve_with(&hardest, &classic, Limits::default()).unwrap();
    assert_eq!(solution.to_string(), KNOWN[2].2);
    assert!(stats.guesses > 1, "the puzzle needs guesses");
    let fewer = Limits {
        max_guesses: Some(stats.guesses - 1),
    };
    assert_eq!(
        sudoku::solve_with(&hardest, &classic, fewer),
        Err(Error::LimitReached)
    );
    let enough = Limits {
        max_guesses: Some(stats.guesses),
    };
    assert_eq!(
        sudoku::solve_with(&hardest, &classic, enough),
        Ok((solution, stats))
    );
}

#[test]
fn every_error_is_one_c_status() {
    let errors = [
        Error::NoSolution,
        Error::MultipleSolutions,
        Error::LimitReached,
        Error::Solved,
        Error::Null,
        Error::InvalidByte { index: 0, byte: 0 },
        Error::DuplicateGiven {
            first: 0,
            second: 1,
            digit: 1,
            bond: sudoku::Bond::Row(0),
        },
        Error::Argument("x"),
        Error::Internal,
        Error::Candidates,
        Error::Rules(sudoku::Fault::UnknownFlags { flags: 1 << 30 }),
    ];
    let mut codes: Vec<i32> = errors.iter().map(Error::code).collect();
    codes.sort_unstable();
    codes.dedup();
    assert_eq!(codes.len(), errors.len());
    let statuses =
        (-100..100).filter(|&code| code != 0 && sudoku_status::from_code(code).is_some());
    assert_eq!(statuses.collect::<Vec<i32>>(), codes);
    for error in errors {
        let status = sudoku_status::from_code(error.code()).unwrap();
        assert_eq!(sudoku_status::from(error), status);
        assert!(!error.to_string().is_empty(), "{status:?}");
    }
}

#[test]
fn batches_give_what_the_c_batches_give() {
    use sudoku::ffi::generate::sudoku_generate_batch;
    let count = 70;
    let made = sudoku::generate_batch(5, count, &Rules::classic(), &Default::default(), 0);
    let mut boards = vec![0u8; 81 * count];
    let mut statuses = vec![sudoku_status::SUDOKU_ERR_INTERNAL; count];
    // SAFETY: buffers of `count` boards and statuses.
    let status = unsafe {
        sudoku_generate_batch(
            5,
            std::ptr::null(),
            count,
            boards.as_mut_ptr().cast(),
            statuses.as_mut_ptr(),
            0,
        )
    };
    assert_eq!(status, sudoku_status::SUDOKU_OK);
    let puzzles: Vec<Puzzle> = made.into_iter().map(Result::unwrap).collect();
    for (i, puzzle) in puzzles.iter().enumerate() {
        assert_eq!(statuses[i], sudoku_status::SUDOKU_OK);
        assert_eq!(puzzle.to_string().as_bytes(), &boards[81 * i..81 * (i + 1)]);
    }
    let solved = sudoku::solve_batch(&puzzles, &Rules::classic(), Limits::default(), 3);
    for (puzzle, solution) in puzzles.iter().zip(solved) {
        let solution = solution.unwrap();
        assert!(solves(&text(&puzzle.to_string()), solution.cells()));
        assert_eq!(sudoku::count(puzzle, &Rules::classic(), 2), Ok(1));
    }
}
