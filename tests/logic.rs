//! The logic engine through its Rust API: every step it takes is sound (placements are the
//! solution's digits, eliminations never remove them), hints walk every puzzle to the end.

mod common;

use common::{fixture, KNOWN};
use sudoku::board::{Encoding, Puzzle};
use sudoku::engine::Settings;
use sudoku::geometry::digits::digit_bit;
use sudoku::logic::{self, Grid, Level, Levels, Technique};
use sudoku::reference;

/// Walks `puzzle` to the end by hints, checking each step against `solution`; returns the
/// techniques used.
fn walk(puzzle: &[u8; 81]) -> Vec<Technique> {
    let givens = Puzzle::parse(puzzle, Encoding::Text).unwrap();
    let mut board = givens;
    let solution = *reference::solve(&board).unwrap().cells();
    let mut marks = Grid::new(&board).marks();
    let mut used = Vec::new();
    loop {
        let step = match logic::hint(&board, Some(&givens), Some(&marks), Settings::default()) {
            Ok(step) => step,
            Err(logic::Refusal::Solved) => break,
            Err(other) => panic!("refused: {other:?}"),
        };
        let changes = step.placements.iter().any(|&digit| digit != 0)
            || step.eliminations.iter().any(|&mask| mask != 0);
        assert!(changes, "{:?} changed nothing", step.technique);
        let mut cells = *board.cells();
        for cell in 0..81 {
            let removed = step.eliminations[cell];
            assert_eq!(
                removed & digit_bit(solution[cell]),
                0,
                "{:?} removed the solution",
                step.technique
            );
            assert_eq!(
                removed & !marks[cell],
                0,
                "{:?} removed a non-candidate",
                step.technique
            );
            marks[cell] &= !removed;
            if step.placements[cell] != 0 {
                assert_eq!(
                    step.placements[cell], solution[cell],
                    "{:?} placed wrongly",
                    step.technique
                );
                cells[cell] = step.placements[cell];
            }
        }
        used.push(step.technique);
        board = Puzzle::parse(&cells, Encoding::Values).unwrap();
    }
    assert_eq!(board.cells(), &solution);
    used
}

/// Generated puzzles from hard to extreme, with no symmetry, as text.
fn hard_generated(count: u64) -> Vec<[u8; 81]> {
    use sudoku::generator::{self, symmetry::Symmetry, Options};
    let options = Options {
        levels: Levels::between(Level::Hard, Level::Extreme),
        symmetry: Symmetry::None,
        minimal: true,
        max_tries: 1000,
    };
    (0..count)
        .map(|seed| {
            let puzzle = generator::generate(seed, &options).expect("hard puzzles are common");
            puzzle.cells().map(|digit| b'0' + digit)
        })
        .collect()
}

#[test]
#[cfg_attr(miri, ignore = "hundreds of hint walks: too slow under Miri")]
fn hints_are_sound_and_walk_every_puzzle_to_its_solution() {
    let mut puzzles: Vec<[u8; 81]> = KNOWN.iter().map(|(_, p, _)| common::text(p)).collect();
    for name in ["hard.txt", "17clue.txt", "serg.txt"] {
        puzzles.extend(fixture(name).iter().map(|p| common::text(p)));
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
            .map(common::text),
    );
    let mut seen = std::collections::BTreeSet::new();
    for puzzle in &puzzles {
        let parsed = Puzzle::parse(puzzle, Encoding::Text).unwrap();
        if reference::count(&parsed, 2) != 1 {
            continue;
        }
        seen.extend(walk(puzzle));
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
fn fixture_line(
    givens: &[u8; 81],
    board: &[u8; 81],
    marks: &[u16; 81],
    step: &logic::Step,
) -> String {
    let text = |cells: &[u8; 81]| -> String {
        cells
            .iter()
            .map(|&d| if d == 0 { '.' } else { (b'0' + d) as char })
            .collect()
    };
    let digits = text(board);
    let marks: String = marks.iter().map(|m| format!("{m:03x}")).collect();
    let placements: Vec<String> = (0..81)
        .filter(|&c| step.placements[c] != 0)
        .map(|c| format!("{c}={}", step.placements[c]))
        .collect();
    let eliminations: Vec<String> = (0..81)
        .filter(|&c| step.eliminations[c] != 0)
        .map(|c| format!("{c}:{:03x}", step.eliminations[c]))
        .collect();
    format!(
        "{} {digits} {marks} {} {} {}",
        step.technique as u32,
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
        text(givens),
    )
}

#[test]
#[ignore = "writes the technique fixtures: cargo test --release --test logic -- --ignored --nocapture mine"]
fn mine_technique_fixtures() {
    use sudoku::generator::{self, symmetry::Symmetry, Options};
    let options = Options {
        levels: None,
        symmetry: Symmetry::None,
        minimal: true,
        max_tries: 1,
    };
    let mut found = [0usize; Technique::ALL.len()];
    for seed in 0.. {
        // generated puzzles never need a digit of the solution: its lines are hand-made
        let mined = |&t: &Technique| found[t as usize] >= 2 || t == Technique::SolutionDigit;
        if Technique::CLASSIC.iter().all(mined) || seed > 200_000 {
            break;
        }
        let givens = generator::generate(seed, &options).unwrap();
        let mut board = givens;
        let mut marks = Grid::new(&board).marks();
        while let Ok(step) = logic::hint(&board, Some(&givens), Some(&marks), Settings::default()) {
            let t = step.technique as usize;
            if found[t] < 2 {
                found[t] += 1;
                println!(
                    "{}",
                    fixture_line(givens.cells(), board.cells(), &marks, &step)
                );
            }
            let mut cells = *board.cells();
            for cell in 0..81 {
                marks[cell] &= !step.eliminations[cell];
                if step.placements[cell] != 0 {
                    cells[cell] = step.placements[cell];
                }
            }
            board = Puzzle::parse(&cells, Encoding::Values).unwrap();
            marks = Grid::with_marks(&board, &marks).marks();
        }
    }
    eprintln!("{found:?}");
}

#[test]
fn the_generators_level_checks_agree_with_the_rating() {
    use sudoku::generator::{self, symmetry::Symmetry, Options};
    let options = Options {
        levels: None,
        symmetry: Symmetry::None,
        minimal: true,
        max_tries: 1,
    };
    let mut puzzles: Vec<Puzzle> = (0..1000)
        .map(|seed| generator::generate(seed, &options).unwrap())
        .collect();
    for name in ["hard.txt", "17clue.txt"] {
        for line in fixture(name) {
            let puzzle = Puzzle::parse(&common::text(&line), Encoding::Text).unwrap();
            if reference::count(&puzzle, 2) == 1 {
                puzzles.push(puzzle);
            }
        }
    }
    let mut levels = std::collections::BTreeSet::new();
    for puzzle in &puzzles {
        let rated = logic::rate(puzzle, Settings::default()).unwrap().level;
        levels.insert(rated);
        for lowest in Level::ALL {
            for highest in Level::ALL.into_iter().filter(|&highest| highest >= lowest) {
                let levels = Levels::between(lowest, highest).unwrap();
                assert_eq!(
                    logic::rates_in(puzzle, levels),
                    levels.contains(rated),
                    "{levels:?} vs {rated:?}"
                );
            }
        }
    }
    assert_eq!(
        levels.len(),
        Level::ALL.len(),
        "every level among the puzzles: {levels:?}"
    );
}
