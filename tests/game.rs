//! The game features through the C ABI: candidates, hints and their descriptions, ratings
//! and seeded generation, with every refusal checked to leave the caller's buffers as
//! they were.

mod abi;
mod common;

use std::ffi::CStr;
use std::ptr;

use abi::*;
use common::*;
use sudoku::board::{Encoding, Puzzle};
use sudoku::ffi::generate::*;
use sudoku::ffi::hint::*;
use sudoku::ffi::rate::*;
use sudoku::ffi::status::sudoku_status::*;
use sudoku::reference;
use sudoku::{Level, Technique};
use sudoku_level::*;
use sudoku_technique::SUDOKU_TECHNIQUE_SOLUTION;

/// The unique solution of a text board, from the reference solver.
fn solution_of(board: &[u8; 81]) -> [u8; 81] {
    let puzzle = Puzzle::parse(board, Encoding::Text).expect("a valid board");
    assert_eq!(
        reference::count(&puzzle, 2),
        1,
        "the board has one solution"
    );
    *reference::solve(&puzzle).unwrap().cells()
}

/// Independently of the library: the digits no peer of `cell` holds.
fn free_digits(board: &[u8; 81], cell: usize) -> u16 {
    let d = digits(board);
    let (row, column) = (cell / 9, cell % 9);
    let mut used = 0u16;
    for (other, &digit) in d.iter().enumerate() {
        let (r, c) = (other / 9, other % 9);
        let same_box = r / 3 == row / 3 && c / 3 == column / 3;
        if (r == row || c == column || same_box) && digit != 0 {
            used |= 1 << (digit - 1);
        }
    }
    0x1ff & !used
}

fn c_text(text: *const std::ffi::c_char) -> String {
    unsafe { CStr::from_ptr(text) }
        .to_str()
        .unwrap()
        .to_string()
}

/// A line of `tests/data/techniques.txt`.
struct TechniqueFixture {
    technique: i32,
    board: [u8; 81],
    marks: [u16; 81],
    placements: [u8; 81],
    eliminations: [u16; 81],
    /// The puzzle the board was played from, when the line names it.
    givens: Option<[u8; 81]>,
}

/// The fixture lines: technique id, board, candidates, placements, eliminations, and the
/// givens the board was played from (where the line has them).
fn technique_fixtures() -> Vec<TechniqueFixture> {
    let path = format!("{}/tests/data/techniques.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split(' ').collect();
            let board: [u8; 81] = fields[1].as_bytes().try_into().unwrap();
            let marks: [u16; 81] = std::array::from_fn(|c| {
                u16::from_str_radix(&fields[2][c * 3..c * 3 + 3], 16).unwrap()
            });
            let mut placements = [0u8; 81];
            let mut eliminations = [0u16; 81];
            for item in fields[3].split(',').filter(|i| *i != "-") {
                let (cell, digit) = item.split_once('=').unwrap();
                placements[cell.parse::<usize>().unwrap()] = digit.parse().unwrap();
            }
            for item in fields[4].split(',').filter(|i| *i != "-") {
                let (cell, mask) = item.split_once(':').unwrap();
                eliminations[cell.parse::<usize>().unwrap()] =
                    u16::from_str_radix(mask, 16).unwrap();
            }
            TechniqueFixture {
                technique: fields[0].parse().unwrap(),
                board,
                marks,
                placements,
                eliminations,
                givens: fields
                    .get(5)
                    .map(|givens| givens.as_bytes().try_into().unwrap()),
            }
        })
        .collect()
}

/// Independently of the library: whether two cells share a row, a column or a box.
fn see_each_other(one: usize, other: usize) -> bool {
    let (r1, c1, r2, c2) = (one / 9, one % 9, other / 9, other % 9);
    one != other && (r1 == r2 || c1 == c2 || (r1 / 3 == r2 / 3 && c1 / 3 == c2 / 3))
}

/// The row, column and box of a cell.
const HOUSES: [fn(usize) -> usize; 3] = [|c| c / 9, |c| 9 + c % 9, |c| 18 + c / 27 * 3 + c % 9 / 3];

/// The cells of a chain node `(place, digit)` in `marks`: a cell below 81, else every cell
/// holding the digit where line `(place - 81) / 3` crosses the `(place - 81) % 3`-th box
/// along it.
fn node_cells(marks: &[u16; 81], (place, digit): (usize, u8)) -> Vec<usize> {
    let Some(segment) = place.checked_sub(81) else {
        return vec![place];
    };
    let line = segment / 3;
    let along = |c: usize| if line < 9 { c % 9 } else { c / 9 };
    (0..81)
        .filter(|&c| HOUSES[line / 9](c) == line && along(c) / 3 == segment % 3)
        .filter(|&c| marks[c] >> (digit - 1) & 1 == 1)
        .collect()
}

/// Whether chain nodes `one` and `other` are strongly linked in `marks`: the two digits of
/// a bivalue cell, or a digit's only places in a row, column or box, split between them.
fn strongly_linked(marks: &[u16; 81], one: (usize, u8), other: (usize, u8)) -> bool {
    let (a, b) = (node_cells(marks, one), node_cells(marks, other));
    if a.is_empty() || b.is_empty() {
        return false;
    }
    if one.0 == other.0 {
        return one.1 != other.1 && one.0 < 81 && marks[one.0].count_ones() == 2;
    }
    if a.iter().any(|c| b.contains(c)) {
        return false;
    }
    let digit = one.1;
    let both: Vec<usize> = a.iter().chain(&b).copied().collect();
    digit == other.1
        && HOUSES.iter().any(|house| {
            let h = house(both[0]);
            both.iter().all(|&c| house(c) == h)
                && (0..81)
                    .filter(|&c| house(c) == h && marks[c] >> (digit - 1) & 1 == 1)
                    .count()
                    == both.len()
        })
}

/// Whether chain nodes are weakly linked in `marks`: two digits of one cell, or one digit
/// in places every cell of which sees every cell of the other.
fn weakly_linked(marks: &[u16; 81], one: (usize, u8), other: (usize, u8)) -> bool {
    let (a, b) = (node_cells(marks, one), node_cells(marks, other));
    !a.is_empty()
        && !b.is_empty()
        && ((one.0 == other.0 && one.0 < 81 && one.1 != other.1)
            || (one.1 == other.1 && a.iter().all(|&x| b.iter().all(|&y| see_each_other(x, y)))))
}

/// Checks the chain of an AIC, a nice loop (grouped or not) or a colouring step against
/// the candidates (a group's cells are those of its segment holding its digit):
/// an AIC's links alternate strong and weak from the first, a colouring's are all strong,
/// and its ends explain the eliminations (two cells of one colour that see each other,
/// or two of different colours that the first eliminated cell sees).
fn assert_chain_is_sound(marks: &[u16; 81], step: &sudoku_step) {
    use sudoku_technique::*;
    let length = usize::from(step.chain_length);
    let nodes: Vec<(usize, u8)> = (0..length)
        .map(|i| (usize::from(step.chain_cells[i]), step.chain_digits[i]))
        .collect();
    let colouring = step.technique == SUDOKU_TECHNIQUE_SIMPLE_COLOURING as i32;
    assert!(nodes.len() >= 2, "a chain has links");
    for (i, link) in nodes.windows(2).enumerate() {
        let strong = colouring || i % 2 == 0;
        let sound = if strong {
            strongly_linked(marks, link[0], link[1])
        } else {
            weakly_linked(marks, link[0], link[1])
        };
        assert!(sound, "link {i} of {nodes:?} (strong: {strong})");
    }
    if colouring {
        let (first, last) = (nodes[0].0, nodes[length - 1].0);
        let eliminated = (0..81).find(|&c| step.eliminations[c] != 0).unwrap();
        if length % 2 == 1 {
            assert!(see_each_other(first, last), "a wrap's ends see each other");
        } else {
            assert!(see_each_other(eliminated, first) && see_each_other(eliminated, last));
        }
    }
}

/// Checks the almost locked sets of an ALS step against the candidates: its chain lists
/// each set's cells with the digit linking it to the next (the eliminated digit for the
/// last); each set is `n` cells of one house with `n + 1` candidates, consecutive sets
/// share no cell and every cell of either that holds their link sees every such cell of
/// the other; the eliminated digit is in both end sets, and every cell losing it sees all
/// the cells of both ends that hold it.
fn assert_sets_are_sound(marks: &[u16; 81], step: &sudoku_step) {
    let length = usize::from(step.chain_length);
    let nodes: Vec<(usize, u8)> = (0..length)
        .map(|i| (usize::from(step.chain_cells[i]), step.chain_digits[i]))
        .collect();
    let sets: Vec<(Vec<usize>, u8)> = nodes
        .chunk_by(|one, other| one.1 == other.1)
        .map(|set| (set.iter().map(|node| node.0).collect(), set[0].1))
        .collect();
    let has = |cell: usize, digit: u8| marks[cell] >> (digit - 1) & 1 == 1;
    for (cells, _) in &sets {
        let union = cells.iter().fold(0, |mask, &c| mask | marks[c]);
        assert_eq!(union.count_ones() as usize, cells.len() + 1, "{sets:?}");
        assert!(HOUSES
            .iter()
            .any(|house| cells.iter().all(|&c| house(c) == house(cells[0]))));
    }
    for pair in sets.windows(2) {
        let ((one, x), (other, _)) = (&pair[0], &pair[1]);
        assert!(one.iter().all(|c| !other.contains(c)), "{sets:?}");
        let with_x = |cells: &Vec<usize>| {
            cells
                .iter()
                .copied()
                .filter(|&c| has(c, *x))
                .collect::<Vec<_>>()
        };
        let (a, b) = (with_x(one), with_x(other));
        assert!(!a.is_empty() && !b.is_empty(), "{sets:?}");
        assert!(
            a.iter().all(|&p| b.iter().all(|&q| see_each_other(p, q))),
            "{sets:?}"
        );
    }
    let z = sets[sets.len() - 1].1;
    let ends: Vec<usize> = [&sets[0].0, &sets[sets.len() - 1].0]
        .into_iter()
        .flatten()
        .copied()
        .filter(|&c| has(c, z))
        .collect();
    assert!(sets[0].0.iter().any(|&c| has(c, z)), "{sets:?}");
    for cell in (0..81).filter(|&c| step.eliminations[c] != 0) {
        assert_eq!(step.eliminations[cell], 1 << (z - 1));
        assert!(ends.iter().all(|&e| see_each_other(cell, e)), "{sets:?}");
    }
}

#[test]
fn every_technique_gives_its_known_next_step() {
    let fixtures = technique_fixtures();
    let mut seen = [0; SUDOKU_TECHNIQUE_COUNT as usize];
    for fixture in fixtures {
        let TechniqueFixture {
            technique,
            board,
            marks,
            placements,
            eliminations,
            givens,
        } = fixture;
        let (status, step) = match &givens {
            Some(givens) => hint_in_play_text(givens, &board, Some(&marks)),
            None => hint_text(&board, Some(&marks)),
        };
        assert_eq!(status, SUDOKU_OK);
        let name = c_text(sudoku_technique_name(technique));
        assert_eq!(step.technique, technique, "expected {name}");
        assert_eq!(step.placements, placements, "{name}: placements");
        assert_eq!(step.eliminations, eliminations, "{name}: eliminations");
        // the expected step is sound: it places the solution's digits and removes none
        let solution = solution_of(&board);
        for cell in 0..81 {
            assert!(
                placements[cell] == 0 || placements[cell] == solution[cell],
                "{name}"
            );
            assert_eq!(
                eliminations[cell] & (1 << (solution[cell] - 1)),
                0,
                "{name}"
            );
            assert_eq!(
                eliminations[cell] & !marks[cell],
                0,
                "{name}: only candidates go"
            );
        }
        // the candidates the hint saw: marks of empty cells the peers allow
        let hint_candidates: [u16; 81] = std::array::from_fn(|c| match board[c] {
            b'1'..=b'9' => 0,
            _ => marks[c] & free_digits(&board, c),
        });
        let chained = [
            sudoku_technique::SUDOKU_TECHNIQUE_SIMPLE_COLOURING,
            sudoku_technique::SUDOKU_TECHNIQUE_AIC,
            sudoku_technique::SUDOKU_TECHNIQUE_CONTINUOUS_NICE_LOOP,
            sudoku_technique::SUDOKU_TECHNIQUE_GROUPED_AIC,
            sudoku_technique::SUDOKU_TECHNIQUE_GROUPED_CONTINUOUS_NICE_LOOP,
        ];
        if chained.iter().any(|&t| t as i32 == technique) {
            assert_chain_is_sound(&hint_candidates, &step);
        }
        let almost_locked = [
            sudoku_technique::SUDOKU_TECHNIQUE_ALS_XZ,
            sudoku_technique::SUDOKU_TECHNIQUE_ALS_XY_WING,
            sudoku_technique::SUDOKU_TECHNIQUE_ALS_CHAIN,
        ];
        if almost_locked.iter().any(|&t| t as i32 == technique) {
            assert_sets_are_sound(&hint_candidates, &step);
        }
        let (status, text) = describe(&step);
        assert_eq!(status, SUDOKU_OK);
        let expected_start = if technique == SUDOKU_TECHNIQUE_SOLUTION as i32 {
            "No technique applies".to_string()
        } else {
            name
        };
        assert!(text.starts_with(&expected_start), "{text}");
        println!("{text}");
        seen[technique as usize] += 1;
    }
    // the techniques of variant rules alone have theirs in src/rules/logic and
    // tests/variant_hints.rs
    assert!(
        Technique::CLASSIC.iter().all(|&t| seen[t as usize] > 0),
        "every classic technique has a fixture: {seen:?}"
    );
}

#[test]
fn hints_walk_puzzles_to_their_solutions_through_the_abi() {
    let mut boards: Vec<[u8; 81]> = KNOWN.iter().map(|(_, p, _)| text(p)).collect();
    boards.extend(fixture("hard.txt").iter().take(10).map(|p| text(p)));
    for board in boards {
        if Puzzle::parse(&board, Encoding::Text).map(|p| reference::count(&p, 2)) != Ok(1) {
            continue;
        }
        let solution = solution_of(&board);
        let mut board = board;
        let mut marks: [u16; 81] = candidates_text(&board, false).1;
        let mut steps = 0;
        loop {
            let (status, step) = hint_text(&board, Some(&marks));
            if status == SUDOKU_SOLVED {
                break;
            }
            assert_eq!(status, SUDOKU_OK);
            assert_eq!(describe(&step).0, SUDOKU_OK);
            for cell in 0..81 {
                marks[cell] &= !step.eliminations[cell];
                if step.placements[cell] != 0 {
                    assert_eq!(step.placements[cell], solution[cell]);
                    board[cell] = b'0' + step.placements[cell];
                }
            }
            steps += 1;
            assert!(steps < 81 * 9, "hints must make progress");
        }
        assert_eq!(digits(&board), solution);
    }
}

#[test]
fn hint_refusals_name_the_reason_and_touch_nothing() {
    let known = text(KNOWN[0].1);
    let solution = text(KNOWN[0].2);
    let mut bad = known;
    bad[5] = b'x';
    let mut twice = known;
    twice[2] = b'5';
    assert_eq!(hint_text(&bad, None).0, SUDOKU_ERR_INVALID_BYTE);
    assert_eq!(hint_text(&twice, None).0, SUDOKU_ERR_DUPLICATE_GIVEN);
    assert_eq!(hint_text(&text(NO_SOLUTION), None).0, SUDOKU_NO_SOLUTION);
    assert_eq!(hint_text(&text(EMPTY), None).0, SUDOKU_MULTIPLE_SOLUTIONS);
    assert_eq!(hint_text(&solution, None).0, SUDOKU_SOLVED);
    // pencil marks that rule out the solution's digit (r1c3 is 4)
    let mut marks = candidates_text(&known, false).1;
    marks[2] &= !(1 << 3);
    assert_eq!(hint_text(&known, Some(&marks)).0, SUDOKU_ERR_CANDIDATES);
    marks[2] = 0x200;
    assert_eq!(hint_text(&known, Some(&marks)).0, SUDOKU_ERR_ARGUMENT);
    // marks of filled cells and digits the peers hold are ignored
    let mut loose = [0x1ff; 81];
    loose[0] = 0;
    assert_eq!(hint_text(&known, Some(&loose)), hint_text(&known, None));
    let mut small = hint_text(&known, None).1;
    small.size -= 1;
    let before = bytes_of(&small);
    let status = unsafe { sudoku_hint(known.as_ptr().cast(), ptr::null(), &mut small) };
    assert_eq!(status, SUDOKU_ERR_ARGUMENT);
    assert_eq!(bytes_of(&small), before);
    unsafe {
        assert_eq!(
            sudoku_hint(ptr::null(), ptr::null(), &mut small),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_hint(known.as_ptr().cast(), ptr::null(), ptr::null_mut()),
            SUDOKU_ERR_NULL
        );
    }
}

#[test]
fn descriptions_read_well_and_respect_the_buffer() {
    let known = text(KNOWN[0].1);
    let (_, step) = hint_text(&known, None);
    let (status, text) = describe(&step);
    assert_eq!(status, SUDOKU_OK);
    assert!(text.starts_with(&c_text(sudoku_technique_name(step.technique))));
    // exactly enough room for the text and its NUL, and one byte less
    let mut buffer = vec![0x5Au8; text.len() + 1];
    let fits = unsafe {
        sudoku_hint_describe(
            &step,
            buffer.as_mut_ptr().cast(),
            buffer.len(),
            ptr::null_mut(),
        )
    };
    assert_eq!(fits, SUDOKU_OK);
    assert_eq!(&buffer[..text.len()], text.as_bytes());
    let mut short = vec![0x5Au8; text.len()];
    let status = unsafe {
        sudoku_hint_describe(
            &step,
            short.as_mut_ptr().cast(),
            short.len(),
            ptr::null_mut(),
        )
    };
    assert_eq!(status, SUDOKU_ERR_ARGUMENT);
    assert!(short.iter().all(|&b| b == 0x5A));
    // hints no library call could give are refused
    let broken = [
        sudoku_step {
            technique: SUDOKU_TECHNIQUE_COUNT,
            ..step
        },
        sudoku_step {
            technique: -1,
            ..step
        },
        sudoku_step {
            digits: 0x200,
            ..step
        },
        sudoku_step {
            houses: 1 << 27,
            ..step
        },
        sudoku_step {
            chain_length: SUDOKU_STEP_CHAIN_MAX as u16 + 1,
            ..step
        },
        sudoku_step {
            size: step.size - 1,
            ..step
        },
        {
            let mut s = step;
            s.placements[4] = 10;
            s
        },
        {
            let mut s = step;
            s.chain_length = 1;
            s.chain_cells[0] = 81 + 54;
            s.chain_digits[0] = 1;
            s
        },
        {
            // a group where the technique has none
            let mut s = step;
            s.chain_length = 1;
            s.chain_cells[0] = 81;
            s.chain_digits[0] = 1;
            s
        },
    ];
    for step in broken {
        assert_eq!(describe(&step).0, SUDOKU_ERR_ARGUMENT);
    }
    let mut buffer = [0u8; 8];
    unsafe {
        assert_eq!(
            sudoku_hint_describe(ptr::null(), buffer.as_mut_ptr().cast(), 8, ptr::null_mut()),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_hint_describe(&step, ptr::null_mut(), 8, ptr::null_mut()),
            SUDOKU_ERR_NULL
        );
    }
    assert_eq!(c_text(sudoku_technique_name(1)), "Hidden single");
    assert_eq!(
        c_text(sudoku_technique_name(SUDOKU_TECHNIQUE_COUNT)),
        "unknown technique"
    );
    assert_eq!(c_text(sudoku_technique_name(-1)), "unknown technique");
    assert_eq!(
        c_text(sudoku_level_name(SUDOKU_LEVEL_EXPERT as i32)),
        "expert"
    );
    assert_eq!(c_text(sudoku_level_name(0)), "any");
    assert_eq!(c_text(sudoku_level_name(7)), "unknown level");
}

#[test]
fn candidates_are_the_digits_no_peer_holds_and_reduce_soundly() {
    for (_, puzzle, answer) in KNOWN {
        let board = text(puzzle);
        let (status, masks) = candidates_text(&board, false);
        assert_eq!(status, SUDOKU_OK);
        let solution = text(answer);
        for cell in 0..81 {
            let expected = match board[cell] {
                b'1'..=b'9' => 1 << (board[cell] - b'1'),
                _ => free_digits(&board, cell),
            };
            assert_eq!(masks[cell], expected, "cell {cell}");
        }
        let (status, reduced) = candidates_text(&board, true);
        assert_eq!(status, SUDOKU_OK);
        for cell in 0..81 {
            assert_eq!(reduced[cell] & !masks[cell], 0, "reduced never adds");
            assert_ne!(
                reduced[cell] & (1 << (solution[cell] - b'1')),
                0,
                "the solution stays"
            );
        }
    }
    // the logic engine finds eliminations in some of the hard puzzles
    let reduces = fixture("hard.txt").iter().map(|p| text(p)).any(|board| {
        let (status, reduced) = candidates_text(&board, true);
        status == SUDOKU_OK && reduced != candidates_text(&board, false).1
    });
    assert!(reduces);
    let mut bad = text(KNOWN[2].1);
    bad[80] = b'/';
    assert_eq!(candidates_text(&bad, false).0, SUDOKU_ERR_INVALID_BYTE);
    assert_eq!(candidates_text(&bad, true).0, SUDOKU_ERR_INVALID_BYTE);
    assert_eq!(
        candidates_text(&text(EMPTY), true).0,
        SUDOKU_MULTIPLE_SOLUTIONS
    );
    assert_eq!(
        candidates_text(&text(NO_SOLUTION), true).0,
        SUDOKU_NO_SOLUTION
    );
    // an unsolvable board still has candidates; an empty one has all nine everywhere
    assert_eq!(
        candidates_text(&text(EMPTY), false),
        (SUDOKU_OK, [0x1ff; 81])
    );
    assert_eq!(candidates_text(&text(NO_SOLUTION), false).1[8], 0);
}

#[test]
fn ratings_follow_the_techniques_used() {
    let mut levels = Vec::new();
    for (_, puzzle, _) in KNOWN {
        let board = text(puzzle);
        let (status, rating) = rate_text(&board);
        assert_eq!(status, SUDOKU_OK);
        let hardest = Technique::from_id(rating.hardest.into()).unwrap();
        // the hardest technique's level raised by the score, or beginner (raised likewise)
        // where singles alone solve the puzzle
        let raised = |level: Level| level.raised_by(rating.score) as i32;
        assert!(
            rating.level == raised(hardest.level())
                || (hardest.level() == Level::Easy && rating.level == raised(Level::Beginner)),
            "{rating:?}"
        );
        let score: u32 = Technique::ALL
            .iter()
            .map(|&t| rating.steps[t as usize] * t.score())
            .sum();
        assert_eq!(rating.score, score);
        assert!(rating.steps[SUDOKU_TECHNIQUE_COUNT as usize..]
            .iter()
            .all(|&n| n == 0));
        let used = Technique::ALL
            .iter()
            .filter(|&&t| rating.steps[t as usize] > 0);
        assert_eq!(used.max(), Some(&hardest));
        assert_eq!(rate_text(&board), (status, rating), "deterministic");
        levels.push(rating.level);
    }
    // Wikipedia's example needs singles only; Inkala's puzzle needs guessing
    assert!(levels[0] <= SUDOKU_LEVEL_EASY as i32, "{levels:?}");
    assert_eq!(levels[2], SUDOKU_LEVEL_EXTREME as i32);
    let (status, rating) = rate_text(&text(KNOWN[0].2));
    assert_eq!(
        (status, rating.level, rating.score, rating.hardest),
        (SUDOKU_OK, 1, 0, -1)
    );
    assert_eq!(rate_text(&text(EMPTY)).0, SUDOKU_MULTIPLE_SOLUTIONS);
    assert_eq!(rate_text(&text(NO_SOLUTION)).0, SUDOKU_NO_SOLUTION);
    let mut rating = rate_text(&text(KNOWN[0].1)).1;
    rating.size = 4;
    let before = bytes_of(&rating);
    let status = unsafe { sudoku_rate(text(KNOWN[0].1).as_ptr().cast(), &mut rating) };
    assert_eq!((status, bytes_of(&rating)), (SUDOKU_ERR_ARGUMENT, before));
}

/// The orbit of `cell` under a symmetry (the generator's own definition, restated).
fn orbit(symmetry: sudoku_symmetry, cell: usize) -> Vec<usize> {
    let image = |c: usize| {
        let (r, k) = (c / 9, c % 9);
        let (r, k) = match symmetry {
            sudoku_symmetry::SUDOKU_SYMMETRY_NONE => (r, k),
            sudoku_symmetry::SUDOKU_SYMMETRY_ROTATIONAL_180 => (8 - r, 8 - k),
            sudoku_symmetry::SUDOKU_SYMMETRY_ROTATIONAL_90 => (k, 8 - r),
            sudoku_symmetry::SUDOKU_SYMMETRY_MIRROR => (r, 8 - k),
            sudoku_symmetry::SUDOKU_SYMMETRY_DIAGONAL => (k, r),
        };
        r * 9 + k
    };
    let mut cells = vec![cell];
    let mut next = image(cell);
    while next != cell {
        cells.push(next);
        next = image(next);
    }
    cells
}

#[test]
fn generated_puzzles_are_unique_symmetric_minimal_and_at_their_level() {
    use sudoku_symmetry::*;
    let symmetries = [
        SUDOKU_SYMMETRY_NONE,
        SUDOKU_SYMMETRY_ROTATIONAL_180,
        SUDOKU_SYMMETRY_ROTATIONAL_90,
        SUDOKU_SYMMETRY_MIRROR,
        SUDOKU_SYMMETRY_DIAGONAL,
    ];
    let levels = std::iter::once(SUDOKU_LEVEL_ANY).chain(EACH_LEVEL);
    for (i, level) in levels.enumerate() {
        for (j, &symmetry) in symmetries.iter().enumerate() {
            let minimal = (i + j) % 2 == 0;
            let options = generate_options(level, symmetry, minimal);
            let seed = (i * 10 + j) as u64;
            let (status, board) = generate_text(seed, Some(&options));
            assert_eq!(status, SUDOKU_OK, "{level:?} {symmetry:?}");
            assert!(board.iter().all(|b| b".123456789".contains(b)));
            let puzzle = Puzzle::parse(&board, Encoding::Text).unwrap();
            assert_eq!(reference::count(&puzzle, 2), 1, "unique");
            for cell in 0..81 {
                let given = board[cell] != b'.';
                let cells = orbit(symmetry, cell);
                assert!(
                    cells.iter().all(|&c| (board[c] != b'.') == given),
                    "symmetric"
                );
                if given && minimal {
                    let mut fewer = board;
                    cells.iter().for_each(|&c| fewer[c] = b'.');
                    let fewer = Puzzle::parse(&fewer, Encoding::Text).unwrap();
                    assert_eq!(reference::count(&fewer, 2), 2, "minimal: no orbit can go");
                }
            }
            if level != SUDOKU_LEVEL_ANY {
                assert_eq!(
                    rate_text(&board).1.level,
                    level as i32,
                    "rated at its level"
                );
            }
        }
    }
}

/// The levels one by one, beginner to extreme.
const EACH_LEVEL: [sudoku_level; 6] = [
    SUDOKU_LEVEL_BEGINNER,
    SUDOKU_LEVEL_EASY,
    SUDOKU_LEVEL_MEDIUM,
    SUDOKU_LEVEL_HARD,
    SUDOKU_LEVEL_EXPERT,
    SUDOKU_LEVEL_EXTREME,
];

#[test]
fn puzzles_that_need_not_be_minimal_come_at_every_level_some_with_givens_to_spare() {
    for level in EACH_LEVEL {
        let options = generate_options(level, sudoku_symmetry::SUDOKU_SYMMETRY_NONE, false);
        let mut spare = 0;
        for seed in 0..30 {
            let (status, board) = generate_text(seed, Some(&options));
            assert_eq!(status, SUDOKU_OK, "{level:?}, seed {seed}, default tries");
            let puzzle = Puzzle::parse(&board, Encoding::Text).unwrap();
            assert_eq!(reference::count(&puzzle, 2), 1, "unique");
            assert_eq!(
                rate_text(&board).1.level,
                level as i32,
                "rated at its level"
            );
            // a given that can go while the solution stays unique
            spare += usize::from((0..81).filter(|&c| board[c] != b'.').any(|cell| {
                let mut fewer = board;
                fewer[cell] = b'.';
                count_text(&fewer, 2).1 == 1
            }));
        }
        assert!(spare > 0, "{level:?}: every puzzle minimal");
    }
}

#[test]
fn each_level_digs_its_own_grids_for_a_seed() {
    let solutions: Vec<Vec<[u8; 81]>> = EACH_LEVEL
        .into_iter()
        .map(|level| {
            let options = generate_options(level, sudoku_symmetry::SUDOKU_SYMMETRY_NONE, true);
            (0..30)
                .map(|seed| solution_of(&generate_text(seed, Some(&options)).1))
                .collect()
        })
        .collect();
    for (i, first) in solutions.iter().enumerate() {
        for second in &solutions[i + 1..] {
            let shared = first.iter().zip(second).filter(|(a, b)| a == b).count();
            assert_eq!(shared, 0, "a seed gave two levels the same grid");
        }
    }
}

#[test]
fn generated_puzzles_rate_within_a_range_of_levels() {
    use sudoku_symmetry::*;
    // (level, max_level) and the levels the puzzles may rate at
    let ranges = [
        (SUDOKU_LEVEL_HARD, SUDOKU_LEVEL_EXTREME, 4..=6),
        (SUDOKU_LEVEL_ANY, SUDOKU_LEVEL_EASY, 1..=2),
        (SUDOKU_LEVEL_EASY, SUDOKU_LEVEL_HARD, 2..=4),
        (SUDOKU_LEVEL_MEDIUM, SUDOKU_LEVEL_EXPERT, 3..=5),
        (SUDOKU_LEVEL_EXPERT, SUDOKU_LEVEL_EXTREME, 5..=6),
    ];
    for (lowest, highest, allowed) in ranges {
        let options = sudoku_generate_options {
            max_level: highest as i32,
            ..generate_options(lowest, SUDOKU_SYMMETRY_NONE, true)
        };
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..12 {
            let (status, board) = generate_text(seed, Some(&options));
            assert_eq!(status, SUDOKU_OK, "{lowest:?}..{highest:?}");
            let puzzle = Puzzle::parse(&board, Encoding::Text).unwrap();
            assert_eq!(reference::count(&puzzle, 2), 1, "unique");
            let level = rate_text(&board).1.level;
            assert!(allowed.contains(&level), "{lowest:?}..{highest:?}: {level}");
            seen.insert(level);
        }
        assert!(seen.len() > 1, "{lowest:?}..{highest:?}: only {seen:?}");
    }
    // a range of one level is that level (max_level 0 means the level itself), and every
    // level from beginner to extreme is no level at all
    let mut alike: Vec<_> = [
        SUDOKU_LEVEL_BEGINNER,
        SUDOKU_LEVEL_HARD,
        SUDOKU_LEVEL_EXTREME,
    ]
    .into_iter()
    .map(|level| {
        let exact = generate_options(level, SUDOKU_SYMMETRY_NONE, true);
        let range = sudoku_generate_options {
            max_level: level as i32,
            ..exact
        };
        (exact, range)
    })
    .collect();
    let any = generate_options(SUDOKU_LEVEL_ANY, SUDOKU_SYMMETRY_NONE, true);
    let all = sudoku_generate_options {
        level: SUDOKU_LEVEL_BEGINNER as i32,
        max_level: SUDOKU_LEVEL_EXTREME as i32,
        ..any
    };
    alike.push((any, all));
    for (one, other) in alike {
        for seed in 0..3 {
            assert_eq!(
                generate_text(seed, Some(&one)),
                generate_text(seed, Some(&other)),
                "{other:?}"
            );
        }
    }
}

/// FNV-1a over byte strings: a fingerprint of many generated puzzles.
fn fingerprint<'a>(boards: impl Iterator<Item = &'a [u8]>) -> u64 {
    boards.flatten().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[test]
fn generation_is_the_same_on_every_run_and_in_batches() {
    use sudoku_symmetry::*;
    let option_sets = [
        None,
        Some(generate_options(
            SUDOKU_LEVEL_ANY,
            SUDOKU_SYMMETRY_ROTATIONAL_180,
            false,
        )),
        Some(generate_options(
            SUDOKU_LEVEL_HARD,
            SUDOKU_SYMMETRY_NONE,
            true,
        )),
        Some(generate_options(
            SUDOKU_LEVEL_EXPERT,
            SUDOKU_SYMMETRY_NONE,
            true,
        )),
    ];
    let mut all = Vec::new();
    for options in &option_sets {
        let single: Vec<[u8; 81]> = (0..40u64)
            .map(|i| {
                let (status, board) =
                    generate_text((u64::MAX - 20).wrapping_add(i), options.as_ref());
                assert_eq!(status, SUDOKU_OK);
                board
            })
            .collect();
        for threads in [1, 3, 0] {
            let mut out = vec![0xEEu8; 81 * 40];
            let mut statuses = vec![SUDOKU_ERR_INTERNAL; 40];
            let options = options.as_ref().map_or(ptr::null(), |o| o as *const _);
            let status = unsafe {
                sudoku_generate_batch(
                    u64::MAX - 20,
                    options,
                    40,
                    out.as_mut_ptr().cast(),
                    statuses.as_mut_ptr(),
                    threads,
                )
            };
            assert_eq!(status, SUDOKU_OK);
            assert!(statuses.iter().all(|&s| s == SUDOKU_OK));
            assert_eq!(
                out,
                single.concat(),
                "batch on {threads} threads equals single calls"
            );
        }
        all.extend(single);
    }
    let mut solved = [0u8; 81];
    for seed in [0, 1, u64::MAX] {
        assert_eq!(
            unsafe { sudoku_generate_solved(seed, solved.as_mut_ptr().cast()) },
            SUDOKU_OK
        );
        assert!(solves(&text(EMPTY), &solved));
        all.push(solved);
    }
    // recorded from a run of this version: any change to the generator's output shows here
    const RECORDED: u64 = 13366307721032987020;
    assert_eq!(fingerprint(all.iter().map(|b| &b[..])), RECORDED);
}

#[test]
fn generation_refuses_bad_options_and_gives_up_cleanly() {
    use sudoku_symmetry::*;
    let good = generate_options(SUDOKU_LEVEL_ANY, SUDOKU_SYMMETRY_NONE, true);
    let bad = [
        sudoku_generate_options {
            size: good.size - 1,
            ..good
        },
        sudoku_generate_options { level: 7, ..good },
        sudoku_generate_options { level: -1, ..good },
        sudoku_generate_options {
            symmetry: 5,
            ..good
        },
        sudoku_generate_options {
            not_minimal: 2,
            ..good
        },
        sudoku_generate_options {
            max_level: 7,
            ..good
        },
        sudoku_generate_options {
            max_level: -1,
            ..good
        },
        // the highest level below the lowest
        sudoku_generate_options {
            level: SUDOKU_LEVEL_HARD as i32,
            max_level: SUDOKU_LEVEL_MEDIUM as i32,
            ..good
        },
    ];
    for options in bad {
        assert_eq!(
            generate_text(1, Some(&options)).0,
            SUDOKU_ERR_ARGUMENT,
            "{options:?}"
        );
        let mut out = [0xA5u8; 81];
        let mut statuses = [SUDOKU_ERR_INTERNAL; 1];
        let status = unsafe {
            sudoku_generate_batch(
                1,
                &options,
                1,
                out.as_mut_ptr().cast(),
                statuses.as_mut_ptr(),
                1,
            )
        };
        assert_eq!(status, SUDOKU_ERR_ARGUMENT);
        assert_eq!((out, statuses), ([0xA5; 81], [SUDOKU_ERR_INTERNAL]));
    }
    // one try rarely lands on the extreme level: some seed gives up, touching nothing
    let once = sudoku_generate_options {
        max_tries: 1,
        ..generate_options(SUDOKU_LEVEL_EXTREME, SUDOKU_SYMMETRY_NONE, true)
    };
    let gave_up = (0..100)
        .map(|seed| generate_text(seed, Some(&once)).0)
        .filter(|&s| s == SUDOKU_LIMIT_REACHED)
        .count();
    assert!(gave_up > 0);
    // the defaults: NULL and a zeroed struct with its size set agree
    let zeroed = sudoku_generate_options {
        size: good.size,
        ..Default::default()
    };
    assert_eq!(generate_text(9, None), generate_text(9, Some(&zeroed)));
    unsafe {
        assert_eq!(
            sudoku_generate(1, ptr::null(), ptr::null_mut()),
            SUDOKU_ERR_NULL
        );
        assert_eq!(sudoku_generate_solved(1, ptr::null_mut()), SUDOKU_ERR_NULL);
        let mut out = [0u8; 81];
        assert_eq!(
            sudoku_generate_batch(
                1,
                ptr::null(),
                1,
                out.as_mut_ptr().cast(),
                ptr::null_mut(),
                1
            ),
            SUDOKU_ERR_NULL
        );
        let mut statuses = [SUDOKU_OK; 1];
        let status = sudoku_generate_batch(
            1,
            ptr::null(),
            usize::MAX,
            out.as_mut_ptr().cast(),
            statuses.as_mut_ptr(),
            1,
        );
        assert_eq!(status, SUDOKU_ERR_ARGUMENT);
    }
}

#[test]
fn a_hint_in_a_newer_callers_larger_struct_is_described() {
    // a caller built against a newer header: sudoku_step grew by 16 bytes, which the
    // caller set to a pattern; sudoku_hint leaves them, and the description ignores them
    #[repr(C)]
    struct Newer {
        step: sudoku_step,
        tail: [u8; 16],
    }
    let board = text(KNOWN[0].1);
    let mut newer = Newer {
        step: unsafe { std::mem::zeroed() },
        tail: [0xC3; 16],
    };
    newer.step.size = std::mem::size_of::<Newer>() as u32;
    let hint = &mut newer as *mut Newer as *mut sudoku_step;
    assert_eq!(
        unsafe { sudoku_hint(board.as_ptr().cast(), ptr::null(), hint) },
        SUDOKU_OK
    );
    assert_eq!(newer.tail, [0xC3; 16]);
    assert_eq!(newer.step.size as usize, std::mem::size_of::<Newer>());
    let mut text = [0u8; SUDOKU_HINT_TEXT_MAX];
    let mut length = 0;
    let status =
        unsafe { sudoku_hint_describe(hint, text.as_mut_ptr().cast(), text.len(), &mut length) };
    assert_eq!(status, SUDOKU_OK);
    assert_eq!(&text[..length], b"Naked single: r5c5 can only be 5");
}
