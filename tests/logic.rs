//! The logic through the safe API: every step a hint takes in play is sound (placements
//! are the solution's digits, eliminations never remove them nor a non-candidate), and
//! hints walk every puzzle to the end, the solution checked by the reference solver.

mod common;

use common::{fixture, KNOWN};
use sudoku::{Error, Generate, Hint, Level, Limits, Play, Puzzle, Rules, Symmetry, Technique};

/// The solution of `puzzle` by the reference solver, which the library's logic is checked
/// against.
fn reference_solution(puzzle: &Puzzle) -> Option<[u8; 81]> {
    let board = sudoku::board::Puzzle::parse(puzzle.cells(), sudoku::board::Encoding::Values);
    let oracle = &board.ok()?;
    let solved = sudoku::reference::solve(oracle)?;
    (sudoku::reference::count(oracle, 2) == 1).then(|| *solved.cells())
}

/// The player's candidates on `board`: `marks` where a digit is placed in no peer, each
/// filled cell's own digit.
fn narrowed(board: &Puzzle, marks: &[u16; 81]) -> [u16; 81] {
    let allowed = sudoku::candidates(board, &Rules::classic()).unwrap();
    std::array::from_fn(|cell| match board.cells()[cell] {
        0 => marks[cell] & allowed[cell],
        _ => allowed[cell],
    })
}

/// The next hint in play from `givens` on `board` with `marks`.
fn hint_in_play(givens: &Puzzle, board: &Puzzle, marks: &[u16; 81]) -> Result<Hint, Error> {
    let play = Play {
        givens: Some(givens),
        marks: Some(marks),
    };
    sudoku::hint_in_play(board, play, &Rules::classic(), Limits::default())
}

/// `board` with the hint's placements made.
fn placed(board: &Puzzle, hint: &Hint) -> Puzzle {
    let mut cells = *board.cells();
    for (cell, digit) in hint.placements() {
        cells[cell] = digit;
    }
    Puzzle::from_cells(cells).unwrap()
}

/// Walks `givens`, which has one solution, `solution`, to the end by hints in play,
/// checking each step; returns the techniques used.
fn walk(givens: &Puzzle, solution: &[u8; 81]) -> Vec<Technique> {
    let mut board = *givens;
    let mut marks = narrowed(&board, &[0x1ff; 81]);
    let mut used = Vec::new();
    loop {
        let hint = match hint_in_play(givens, &board, &marks) {
            Ok(hint) => hint,
            Err(Error::Solved) => break,
            Err(other) => panic!("refused: {other:?}"),
        };
        let technique = hint.technique();
        let changes = hint.placements().count() + hint.eliminations().count();
        assert!(changes > 0, "{technique:?} changed nothing");
        for (cell, digit) in hint.eliminations() {
            let bit = 1 << (digit - 1);
            assert_ne!(solution[cell], digit, "{technique:?} removed the solution");
            assert_ne!(
                marks[cell] & bit,
                0,
                "{technique:?} removed a non-candidate"
            );
            marks[cell] &= !bit;
        }
        for (cell, digit) in hint.placements() {
            assert_eq!(digit, solution[cell], "{technique:?} placed wrongly");
        }
        used.push(technique);
        board = placed(&board, &hint);
    }
    assert_eq!(board.cells(), solution);
    used
}

/// Generated puzzles from hard to extreme, with no symmetry.
fn hard_generated(count: u64) -> Vec<Puzzle> {
    let options = Generate {
        level: Some(Level::Hard),
        max_level: Some(Level::Extreme),
        symmetry: Symmetry::None,
        minimal: true,
        max_tries: Some(1000),
    };
    (0..count)
        .map(|seed| {
            sudoku::generate(seed, &Rules::classic(), &options).expect("hard puzzles are common")
        })
        .collect()
}

#[test]
#[cfg_attr(miri, ignore = "hundreds of hint walks: too slow under Miri")]
fn hints_are_sound_and_walk_every_puzzle_to_its_solution() {
    let parse = |line: &str| -> Puzzle { line.parse().unwrap() };
    let mut puzzles: Vec<Puzzle> = KNOWN.iter().map(|(_, p, _)| parse(p)).collect();
    for name in ["hard.txt", "17clue.txt", "serg.txt"] {
        puzzles.extend(fixture(name).iter().map(|p| parse(p)));
    }
    puzzles.extend(hard_generated(WALKED_HARD_PUZZLES));
    // the puzzles the technique fixtures were mined from, walked from their start: the
    // rarest techniques (avoidable rectangles of type 2) are on their walks
    let technique_lines = std::fs::read_to_string(format!(
        "{}/tests/data/techniques.txt",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    puzzles.extend(
        technique_lines
            .lines()
            .filter(|line| !line.starts_with('#'))
            .filter_map(|line| line.split(' ').nth(5))
            .map(parse),
    );
    let mut seen = std::collections::BTreeSet::new();
    for puzzle in &puzzles {
        if let Some(solution) = reference_solution(puzzle) {
            seen.extend(walk(puzzle, &solution));
        }
    }
    // a hidden quad is all but never the simplest step: in a house of up to eight empty
    // cells its complement, a naked subset of four or fewer, comes first (the technique
    // fixtures hold two)
    let unseen: Vec<_> = Technique::CLASSIC
        .into_iter()
        .filter(|&technique| technique != Technique::HiddenQuad && !seen.contains(&technique))
        .collect();
    assert!(unseen.is_empty(), "no walk took {unseen:?}");
}

/// The generated puzzles the hint walk takes, enough for every technique to appear.
const WALKED_HARD_PUZZLES: u64 = 3000;

/// One line of `tests/data/techniques.txt`: a board, the player's candidates, the step
/// a hint must give there, and the givens the board was played from.
fn fixture_line(givens: &Puzzle, board: &Puzzle, marks: &[u16; 81], hint: &Hint) -> String {
    let marks: String = marks.iter().map(|m| format!("{m:03x}")).collect();
    let placements: Vec<String> = hint
        .placements()
        .map(|(cell, digit)| format!("{cell}={digit}"))
        .collect();
    let mut removed = [0u16; 81];
    for (cell, digit) in hint.eliminations() {
        removed[cell] |= 1 << (digit - 1);
    }
    let eliminations: Vec<String> = (0..81)
        .filter(|&c| removed[c] != 0)
        .map(|c| format!("{c}:{:03x}", removed[c]))
        .collect();
    format!(
        "{} {board} {marks} {} {} {givens}",
        hint.technique() as u32,
        if placements.is_empty() {
            "-".to_string()
        } else {
            placements.join(",")
        },
        if eliminations.is_empty() {
            "-".to_string()
        } else {
            eliminations.join(",")
        },
    )
}

#[test]
#[ignore = "writes the technique fixtures: cargo test --release --test logic -- --ignored --nocapture mine"]
fn mine_technique_fixtures() {
    let options = Generate {
        minimal: true,
        max_tries: Some(1),
        ..Generate::default()
    };
    let mut found = [0usize; Technique::ALL.len()];
    for seed in 0.. {
        // generated puzzles never need a digit of the solution: its lines are hand-made
        let mined = |&t: &Technique| found[t as usize] >= 2 || t == Technique::SolutionDigit;
        if Technique::CLASSIC.iter().all(mined) || seed > 200_000 {
            break;
        }
        let givens = sudoku::generate(seed, &Rules::classic(), &options).unwrap();
        let mut board = givens;
        let mut marks = narrowed(&board, &[0x1ff; 81]);
        while let Ok(hint) = hint_in_play(&givens, &board, &marks) {
            let t = hint.technique() as usize;
            if found[t] < 2 {
                found[t] += 1;
                println!("{}", fixture_line(&givens, &board, &marks, &hint));
            }
            for (cell, digit) in hint.eliminations() {
                marks[cell] &= !(1 << (digit - 1));
            }
            board = placed(&board, &hint);
            marks = narrowed(&board, &marks);
        }
    }
    eprintln!("{found:?}");
}
