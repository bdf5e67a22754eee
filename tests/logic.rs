//! The logic engine through its Rust API: every step it takes is sound (placements are the
//! solution's digits, eliminations never remove them), hints walk every puzzle to the end.

mod common;

use common::{fixture, KNOWN};
use sudoku::logic::{self, digit_bit, Grid, Technique};
use sudoku::{reference, Encoding, Puzzle};

/// Walks `puzzle` to the end by hints, checking each step against `solution`; returns the
/// techniques used.
fn walk(puzzle: &[u8; 81]) -> Vec<Technique> {
    let mut board = Puzzle::parse(puzzle, Encoding::Text).unwrap();
    let solution = *reference::solve(&board).unwrap().cells();
    let mut marks = Grid::new(&board).marks();
    let mut used = Vec::new();
    loop {
        let step = match logic::hint(&board, Some(&marks)) {
            Ok(step) => step,
            Err(logic::Refusal::Solved) => break,
            Err(other) => panic!("refused: {other:?}"),
        };
        assert!(
            step.makes_progress(),
            "{:?} changed nothing",
            step.technique
        );
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

#[test]
fn hints_are_sound_and_walk_every_puzzle_to_its_solution() {
    let mut puzzles: Vec<[u8; 81]> = KNOWN.iter().map(|(_, p, _)| common::text(p)).collect();
    for name in ["hard.txt", "17clue.txt", "serg.txt"] {
        puzzles.extend(fixture(name).iter().map(|p| common::text(p)));
    }
    let mut seen = std::collections::BTreeSet::new();
    for puzzle in &puzzles {
        let parsed = Puzzle::parse(puzzle, Encoding::Text).unwrap();
        if reference::count(&parsed, 2) != 1 {
            continue;
        }
        seen.extend(walk(puzzle));
    }
    println!("{seen:?}");
}

#[test]
#[ignore = "exploration over the shared benchmark sets"]
fn explore_shared_sets() {
    let path = std::env::var("SETS").unwrap();
    let mut counts = std::collections::BTreeMap::new();
    for line in std::fs::read_to_string(path).unwrap().lines() {
        if line.starts_with('#') || line.len() < 81 {
            continue;
        }
        let puzzle: [u8; 81] = line.as_bytes()[..81].try_into().unwrap();
        let parsed = Puzzle::parse(&puzzle, Encoding::Text).unwrap();
        if reference::count(&parsed, 2) != 1 {
            continue;
        }
        for t in walk(&puzzle) {
            *counts.entry(t).or_insert(0) += 1;
        }
    }
    println!("{counts:?}");
}
