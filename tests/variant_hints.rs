//! Hints, their texts and ratings under variant rules through the C ABI: every step of a
//! walk by hints, on public puzzles and generated ones of every rule, places the
//! solution's digits and never removes one; the walk ends at the solution; the rating
//! counts the same steps; the classic rules in any spelling are the classic calls; and
//! every failing call leaves the caller's buffers as they were.

mod common;

use std::ffi::CStr;
use std::ptr;

use common::public_variants::{public_puzzles, Public};
use common::variant::Variant;
use sudoku::ffi::generate::{sudoku_generate_options, sudoku_generate_rules};
use sudoku::ffi::hint::*;
use sudoku::ffi::rate::*;
use sudoku::ffi::rules::*;
use sudoku::ffi::rules_hint::*;
use sudoku::ffi::status::sudoku_status::{self, *};
use sudoku::{Level, Technique};

/// A step no call has written.
fn unwritten_step() -> sudoku_step {
    let mut step: sudoku_step = unsafe { std::mem::zeroed() };
    step.size = std::mem::size_of::<sudoku_step>() as u32;
    step.technique = -7;
    step.pattern = [0xabcd; 81];
    step
}

/// A rating no call has written.
fn unwritten_rating() -> sudoku_rating {
    sudoku_rating {
        size: std::mem::size_of::<sudoku_rating>() as u32,
        level: -7,
        score: 0xdead,
        hardest: -7,
        steps: [0xbeef; SUDOKU_RATING_TECHNIQUES],
    }
}

fn rules_ptr(rules: Option<&sudoku_rules>) -> *const sudoku_rules {
    rules.map_or(ptr::null(), |rules| rules as *const _)
}

fn hint(
    board: &[u8; 81],
    rules: Option<&sudoku_rules>,
    marks: Option<&[u16; 81]>,
) -> (sudoku_status, sudoku_step) {
    let mut step = unwritten_step();
    let marks = marks.map_or(ptr::null(), |marks| marks.as_ptr());
    let status = unsafe {
        sudoku_hint_rules(
            board.as_ptr().cast(),
            rules_ptr(rules),
            marks,
            ptr::null(),
            &mut step,
        )
    };
    (status, step)
}

fn describe(step: &sudoku_step, rules: Option<&sudoku_rules>) -> (sudoku_status, String) {
    let mut buffer = [0xeeu8; SUDOKU_HINT_TEXT_MAX];
    let mut length = usize::MAX;
    let status = unsafe {
        sudoku_hint_describe_rules(
            step,
            rules_ptr(rules),
            buffer.as_mut_ptr().cast(),
            buffer.len(),
            &mut length,
        )
    };
    if status != SUDOKU_OK {
        assert!(
            buffer.iter().all(|&b| b == 0xee) && length == usize::MAX,
            "written on failure"
        );
        return (status, String::new());
    }
    let text = CStr::from_bytes_until_nul(&buffer)
        .unwrap()
        .to_str()
        .unwrap()
        .to_string();
    assert_eq!(text.len(), length);
    (status, text)
}

fn rate(board: &[u8; 81], rules: Option<&sudoku_rules>) -> (sudoku_status, sudoku_rating) {
    let mut rating = unwritten_rating();
    let status = unsafe {
        sudoku_rate_rules(
            board.as_ptr().cast(),
            rules_ptr(rules),
            ptr::null(),
            &mut rating,
        )
    };
    (status, rating)
}

/// The digit of a text cell, 0 for an empty one.
fn digit(byte: u8) -> u8 {
    if byte.is_ascii_digit() {
        byte - b'0'
    } else {
        0
    }
}

/// What a walk by hints took.
struct Walked {
    steps: [u32; SUDOKU_RATING_TECHNIQUES],
    texts: Vec<String>,
}

/// Walks `givens` by hints under `variant` to `solution`, checking every step against
/// the solution and the player's marks, and every text against its technique.
fn walk(variant: &Variant, givens: &[u8; 81], solution: &[u8; 81]) -> Walked {
    let rules = variant.rules();
    let mut board = *givens;
    let mut marks = [0x1ffu16; 81];
    let mut walked = Walked {
        steps: [0; SUDOKU_RATING_TECHNIQUES],
        texts: Vec::new(),
    };
    for _ in 0..2 * 81 * 9 {
        let (status, step) = hint(&board, Some(&rules), Some(&marks));
        if status == SUDOKU_SOLVED {
            assert_eq!(board, *solution);
            return walked;
        }
        assert_eq!(status, SUDOKU_OK);
        let technique = Technique::from_id(i64::from(step.technique)).unwrap();
        assert!(Technique::RULES.contains(&technique), "{technique:?}");
        let mut changed = false;
        for cell in 0..81 {
            let bit = 1u16 << (digit(solution[cell]) - 1);
            assert_eq!(
                step.eliminations[cell] & bit,
                0,
                "{technique:?} removed the solution's digit"
            );
            assert_eq!(
                step.eliminations[cell] & !marks[cell],
                0,
                "removed a digit already gone"
            );
            marks[cell] &= !step.eliminations[cell];
            changed |= step.eliminations[cell] != 0;
            if step.placements[cell] != 0 {
                assert_eq!(board[cell], b'.', "{technique:?} placed on a filled cell");
                assert_eq!(
                    step.placements[cell],
                    digit(solution[cell]),
                    "{technique:?}"
                );
                board[cell] = b'0' + step.placements[cell];
                changed = true;
            }
        }
        assert!(changed, "{technique:?} changed nothing");
        let (status, text) = describe(&step, Some(&rules));
        assert_eq!(status, SUDOKU_OK);
        let named = text.starts_with(technique.name())
            || (technique == Technique::SolutionDigit && text.starts_with("No technique applies"));
        assert!(named, "{text}");
        walked.steps[technique as usize] += 1;
        walked.texts.push(text);
    }
    panic!("the walk did not end");
}

/// Checks the rating of `givens` against the walk by hints, which takes the same steps.
fn rating_matches_walk(variant: &Variant, givens: &[u8; 81], walked: &Walked) {
    let rules = variant.rules();
    let (status, rating) = rate(givens, Some(&rules));
    assert_eq!(status, SUDOKU_OK);
    assert_eq!(rating.steps, walked.steps);
    let used = Technique::ALL
        .iter()
        .filter(|&&t| rating.steps[t as usize] > 0);
    let score: u32 = used
        .clone()
        .map(|&t| rating.steps[t as usize] * t.score())
        .sum();
    assert_eq!(rating.score, score);
    let hardest = used.max().copied();
    assert_eq!(rating.hardest, hardest.map_or(-1, |t| t as i32));
    // the hardest technique's level, not raised by the score
    let level = hardest.map_or(Level::Beginner, Technique::level);
    assert_eq!(rating.level, level as i32);
    assert_eq!(
        rate(givens, Some(&rules)),
        (status, rating),
        "deterministic"
    );
}

#[test]
fn walks_by_hints_solve_the_public_puzzles_with_their_rules_techniques() {
    let puzzles: Vec<Public> = public_puzzles();
    let mut used = [0u32; SUDOKU_RATING_TECHNIQUES];
    for puzzle in &puzzles {
        let walked = walk(&puzzle.variant, &puzzle.givens, &puzzle.solution);
        rating_matches_walk(&puzzle.variant, &puzzle.givens, &walked);
        for (all, steps) in used.iter_mut().zip(walked.steps) {
            *all += steps;
        }
    }
    // the killers need their cages' combinations
    for technique in [
        Technique::CageCombination,
        Technique::LockedCandidates,
        Technique::HiddenSingle,
        Technique::NakedSingle,
    ] {
        assert!(
            used[technique as usize] > 0,
            "no walk took {technique:?}: {used:?}"
        );
    }
}

/// A killer made by the library from `seed`, with no givens: its rule set and puzzle.
fn killer_of(seed: u64) -> (Variant, [u8; 81]) {
    let (killer, puzzle) = common::generated_killer(seed);
    let variant = Variant {
        cages: Some(killer.cages),
        sums: killer.cage_sums[..killer.cage_count as usize].to_vec(),
        ..Variant::default()
    };
    (variant, puzzle)
}

/// The solution of `puzzle` under `variant`.
fn solution(variant: &Variant, puzzle: &[u8; 81]) -> [u8; 81] {
    let mut solved = *puzzle;
    let status = unsafe { sudoku_solve_rules(solved.as_mut_ptr().cast(), &variant.rules()) };
    assert_eq!(status, SUDOKU_OK);
    solved
}

#[test]
fn walks_by_hints_solve_generated_killers_with_the_45_rule() {
    let mut used = [0u32; SUDOKU_RATING_TECHNIQUES];
    for seed in 0..12 {
        let (variant, puzzle) = killer_of(seed);
        let walked = walk(&variant, &puzzle, &solution(&variant, &puzzle));
        rating_matches_walk(&variant, &puzzle, &walked);
        for (all, steps) in used.iter_mut().zip(walked.steps) {
            *all += steps;
        }
    }
    assert!(used[Technique::InniesOuties as usize] > 0, "{used:?}");
}

#[test]
fn walks_by_hints_solve_generated_puzzles_of_every_rule() {
    let jigsaw = public_puzzles()
        .into_iter()
        .find(|puzzle| puzzle.name.contains("chaos"))
        .unwrap()
        .variant;
    let variants = [
        SUDOKU_RULE_DIAGONALS,
        SUDOKU_RULE_WINDOKU,
        SUDOKU_RULE_ANTI_KNIGHT,
        SUDOKU_RULE_ANTI_KING,
        SUDOKU_RULE_NON_CONSECUTIVE,
        SUDOKU_RULE_DIAGONALS | SUDOKU_RULE_ANTI_KING,
    ]
    .map(Variant::flags);
    let options = sudoku_generate_options {
        size: std::mem::size_of::<sudoku_generate_options>() as u32,
        ..sudoku_generate_options::default()
    };
    let mut every = [0u32; SUDOKU_RATING_TECHNIQUES];
    for variant in variants.iter().chain([&jigsaw]) {
        let mut used = [0u32; SUDOKU_RATING_TECHNIQUES];
        for seed in 0..3 {
            let mut puzzle = [b'#'; 81];
            let status = unsafe {
                sudoku_generate_rules(seed, &variant.rules(), &options, puzzle.as_mut_ptr().cast())
            };
            assert_eq!(status, SUDOKU_OK);
            let walked = walk(variant, &puzzle, &solution(variant, &puzzle));
            rating_matches_walk(variant, &puzzle, &walked);
            for (all, steps) in used.iter_mut().zip(walked.steps) {
                *all += steps;
            }
        }
        // every rule's walks place digits by singles over its houses; only
        // non-consecutive's see through its neighbours
        assert!(
            used[Technique::HiddenSingle as usize] > 0,
            "{variant:?}: {used:?}"
        );
        assert_eq!(
            used[Technique::NonConsecutive as usize] > 0,
            variant.flags & SUDOKU_RULE_NON_CONSECUTIVE != 0,
            "{variant:?}: {used:?}"
        );
        for (all, steps) in every.iter_mut().zip(used) {
            *all += steps;
        }
    }
    // minimal puzzles under these rules need the harder techniques too
    for technique in [
        Technique::Pointing,
        Technique::LockedCandidates,
        Technique::NakedPair,
        Technique::XWing,
        Technique::TurbotFish,
        Technique::EmptyRectangle,
        Technique::FinnedXWing,
        Technique::SueDeCoq,
        Technique::WWing,
        Technique::XyWing,
        Technique::XChain,
        Technique::XyChain,
        Technique::Aic,
        Technique::GroupedAic,
        Technique::AlsXz,
        Technique::ForcingNet,
        Technique::NonConsecutive,
    ] {
        assert!(
            every[technique as usize] > 0,
            "no walk took {technique:?}: {every:?}"
        );
    }
}

/// The public puzzle named `name`.
fn public(name: &str) -> Public {
    public_puzzles()
        .into_iter()
        .find(|puzzle| puzzle.name == name)
        .unwrap()
}

#[test]
fn first_hints_on_public_puzzles_name_the_rules_houses_and_cages() {
    for (name, bit, expected) in [
        (
            "janko-killer-22",
            30,
            "Cage combination: cage 2 (sum 8 in 2 cells) can only hold 1, 2, 3, 5, 6 and 7 in r1c4, r1c5, so 4 leaves r1c4, r1c5; 8 leaves r1c4, r1c5; 9 leaves r1c4, r1c5",
        ),
        (
            "janko-chaos-94",
            18 + 2,
            "Hidden single: 7 can only go in r4c7 within region 3",
        ),
        (
            "udacity-aind-diagonal",
            27,
            "Hidden single: 6 can only go in r8c8 within the main diagonal",
        ),
    ] {
        let puzzle = public(name);
        let rules = puzzle.variant.rules();
        let (status, step) = hint(&puzzle.givens, Some(&rules), None);
        assert_eq!(status, SUDOKU_OK);
        assert_eq!(step.houses, 1 << bit, "{name}");
        assert_eq!(describe(&step, Some(&rules)), (SUDOKU_OK, expected.to_string()));
        // the values encoding gives the same step
        let values = puzzle.givens.map(digit);
        let mut twin = unwritten_step();
        let status = unsafe {
            sudoku_hint_rules_values(values.as_ptr(), &rules, ptr::null(), ptr::null(), &mut twin)
        };
        assert_eq!((status, twin), (SUDOKU_OK, step));
        let mut rating = unwritten_rating();
        let status = unsafe {
            sudoku_rate_rules_values(values.as_ptr(), &rules, ptr::null(), &mut rating)
        };
        assert_eq!((status, rating), rate(&puzzle.givens, Some(&rules)));
    }
    // the killer's first step removes 4, 8 and 9 from its two cells
    let (_, step) = hint(
        &public("janko-killer-22").givens,
        Some(&public("janko-killer-22").variant.rules()),
        None,
    );
    assert_eq!(
        step.technique,
        sudoku_technique::SUDOKU_TECHNIQUE_CAGE_COMBINATION as i32
    );
    let removed = (1 << 3) | (1 << 7) | (1 << 8);
    assert_eq!(step.eliminations[3], removed);
    assert_eq!(step.eliminations[4], removed);
    assert_eq!(
        step.eliminations.iter().filter(|&&mask| mask != 0).count(),
        2
    );
}

#[test]
fn the_classic_rules_in_any_spelling_are_the_classic_hint_and_rate() {
    let classic = Variant::default().rules();
    let boxes: [u8; 81] = std::array::from_fn(|cell| (cell / 27 * 3 + cell % 9 / 3) as u8);
    let spelled = Variant {
        regions: Some(boxes),
        ..Variant::default()
    };
    let options = common::options(0);
    for (_, puzzle, _) in common::KNOWN {
        let board = common::text(puzzle);
        let mut expected = unwritten_step();
        let status = unsafe { sudoku_hint(board.as_ptr().cast(), ptr::null(), &mut expected) };
        let mut rating = unwritten_rating();
        let rated = unsafe { sudoku_rate(board.as_ptr().cast(), &mut rating) };
        for rules in [None, Some(&classic), Some(&spelled.rules())] {
            assert_eq!(hint(&board, rules, None), (status, expected));
            assert_eq!(rate(&board, rules), (rated, rating));
            let (described, text) = describe(&expected, rules);
            assert_eq!((described, text), describe_classic(&expected));
        }
        // the options reach the classic call: no guess allowed
        let mut step = unwritten_step();
        let limited = unsafe {
            sudoku_hint_rules(
                board.as_ptr().cast(),
                &classic,
                ptr::null(),
                &options,
                &mut step,
            )
        };
        let mut classic_step = unwritten_step();
        let classic_limited = unsafe {
            sudoku_hint_with(
                board.as_ptr().cast(),
                ptr::null(),
                &options,
                &mut classic_step,
            )
        };
        assert_eq!((limited, step), (classic_limited, classic_step));
    }
}

/// `sudoku_hint_describe` of a step.
fn describe_classic(step: &sudoku_step) -> (sudoku_status, String) {
    let mut buffer = [0u8; SUDOKU_HINT_TEXT_MAX];
    let status = unsafe {
        sudoku_hint_describe(
            step,
            buffer.as_mut_ptr().cast(),
            buffer.len(),
            ptr::null_mut(),
        )
    };
    let text = CStr::from_bytes_until_nul(&buffer)
        .unwrap()
        .to_str()
        .unwrap()
        .to_string();
    (status, text)
}

#[test]
fn failing_calls_give_their_status_and_leave_every_buffer_as_it_was() {
    let killer = public("janko-killer-22");
    let rules = killer.variant.rules();
    let board = killer.givens;
    // a cage sum no two digits make
    let mut bad_sums = killer.variant.clone();
    bad_sums.sums[0] = 2;
    let diagonal = Variant::flags(SUDOKU_RULE_DIAGONALS);
    let mut repeated = [b'.'; 81];
    repeated[0] = b'5';
    repeated[80] = b'5';
    let mut wrong_marks = [0x1ffu16; 81];
    wrong_marks[0] &= !(1 << (digit(killer.solution[0]) - 1));
    let diagonal_rules = diagonal.rules();
    let bad_sums_rules = bad_sums.rules();
    let no_marks: Option<&[u16; 81]> = None;
    let cases = [
        (&board, Some(&bad_sums_rules), no_marks, SUDOKU_ERR_RULES),
        (
            &repeated,
            Some(&diagonal_rules),
            None,
            SUDOKU_ERR_DUPLICATE_GIVEN,
        ),
        (
            &[b'.'; 81],
            Some(&diagonal_rules),
            None,
            SUDOKU_MULTIPLE_SOLUTIONS,
        ),
        (
            &board,
            Some(&rules),
            Some(&wrong_marks),
            SUDOKU_ERR_CANDIDATES,
        ),
        (&killer.solution, Some(&rules), None, SUDOKU_SOLVED),
    ];
    for (board, rules, marks, expected) in cases {
        let (status, step) = hint(board, rules, marks);
        assert_eq!(status, expected);
        assert_eq!(step, unwritten_step(), "hint written on failure");
        if marks.is_none() && expected != SUDOKU_SOLVED {
            let (status, rating) = rate(board, rules);
            assert_eq!(status, expected);
            assert_eq!(rating, unwritten_rating(), "rating written on failure");
        }
    }
    // a full grid rates as solved by no step
    let (status, rating) = rate(&killer.solution, Some(&rules));
    assert_eq!((status, rating.hardest, rating.score), (SUDOKU_OK, -1, 0));
    // NULL pointers and small sizes
    let mut step = unwritten_step();
    let null =
        unsafe { sudoku_hint_rules(ptr::null(), &rules, ptr::null(), ptr::null(), &mut step) };
    assert_eq!(null, SUDOKU_ERR_NULL);
    step.size -= 1;
    let small = unsafe {
        sudoku_hint_rules(
            board.as_ptr().cast(),
            &rules,
            ptr::null(),
            ptr::null(),
            &mut step,
        )
    };
    assert_eq!(small, SUDOKU_ERR_ARGUMENT);
    let mut rating = unwritten_rating();
    rating.size = 4;
    let small =
        unsafe { sudoku_rate_rules(board.as_ptr().cast(), &rules, ptr::null(), &mut rating) };
    assert_eq!(small, SUDOKU_ERR_ARGUMENT);
    assert_eq!(rating.steps, unwritten_rating().steps);
    // a house bit the rules do not have, and bits past the variants' under any rules
    let (_, mut step) = hint(&board, Some(&rules), None);
    step.houses = 1 << 27;
    assert_eq!(describe(&step, None).0, SUDOKU_ERR_ARGUMENT);
    step.houses = 1 << 31;
    assert_eq!(describe(&step, Some(&rules)).0, SUDOKU_ERR_ARGUMENT);
    assert_eq!(describe(&step, Some(&bad_sums.rules())).0, SUDOKU_ERR_RULES);
}
