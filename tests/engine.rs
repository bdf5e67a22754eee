//! The fast engine against the reference MRV solver, on every CPU path this machine
//! supports, and its effort bounds on adversarial boards.

mod common;

use common::*;
use sudoku::board::{Encoding, Puzzle};
use sudoku::engine::{self, Counted, CpuPath, Settings, Solved, SolvedUnique};
use sudoku::problem::Problem;
use sudoku::reference;

fn puzzle(board: &str) -> Puzzle {
    Puzzle::parse(&text(board), Encoding::Text).unwrap_or_else(|p| panic!("{board}: {p}"))
}

fn on(path: CpuPath) -> Settings {
    Settings {
        max_guesses: None,
        path,
    }
}

fn supported_paths() -> Vec<CpuPath> {
    let paths: Vec<CpuPath> = CpuPath::ALL
        .into_iter()
        .filter(|p| p.is_supported())
        .collect();
    assert!(paths.contains(&CpuPath::Portable));
    assert_eq!(CpuPath::best(), *paths.last().unwrap());
    eprintln!("CPU paths tested: {paths:?}");
    paths
}

/// Boards that the reference solver answers quickly: the fixtures and the known puzzles.
fn boards() -> Vec<String> {
    let mut boards = fixture("hard.txt");
    boards.extend(fixture("17clue.txt"));
    boards.extend(fixture("serg.txt"));
    boards.extend(KNOWN.iter().map(|k| k.1.to_string()));
    boards.push(two_solution_board(KNOWN[0].2));
    boards
}

/// The adversarial boards that parse, with their expected solution counts (0, 1, or 2 for
/// "many"); the others must fail to parse with the expected problem.
fn adversarial_puzzles() -> Vec<(String, u32)> {
    adversarial()
        .into_iter()
        .filter_map(|(board, expected)| {
            let parsed = Puzzle::parse(&text(&board), Encoding::Text);
            match expected {
                Expected::Solutions(n) => return Some((board, n)),
                Expected::Duplicate => {
                    assert!(
                        matches!(parsed, Err(Problem::DuplicateGiven { .. })),
                        "{board}"
                    )
                }
                Expected::InvalidByte => {
                    assert!(
                        matches!(parsed, Err(Problem::InvalidByte { .. })),
                        "{board}"
                    )
                }
            }
            None
        })
        .collect()
}

#[test]
fn every_cpu_path_gives_the_same_bytes() {
    let paths = supported_paths();
    for board in boards()
        .into_iter()
        .chain(adversarial_puzzles().into_iter().map(|a| a.0))
    {
        let p = puzzle(&board);
        let answers: Vec<_> = paths
            .iter()
            .map(|&path| {
                (
                    engine::solve(&p, on(path)),
                    engine::solve_unique(&p, on(path)),
                    engine::count(&p, 100, on(path)),
                )
            })
            .collect();
        for (path, answer) in paths.iter().zip(&answers) {
            assert_eq!(
                answer, &answers[0],
                "{board}: {path:?} differs from {:?}",
                paths[0]
            );
        }
    }
}

#[test]
fn solutions_and_counts_agree_with_the_reference_solver() {
    for board in boards() {
        let p = puzzle(&board);
        let expected = reference::count(&p, 100);
        for path in supported_paths() {
            let (counted, _) = engine::count(&p, 100, on(path));
            assert_eq!(counted, Counted::Solutions(expected), "{board}");
            match engine::solve(&p, on(path)).0 {
                Solved::Solution(solution) => {
                    assert!(expected > 0, "{board}");
                    let grid = solution.encode(Encoding::Text);
                    assert!(solves(&text(&board), &grid), "{board}");
                    if expected == 1 {
                        let reference = reference::solve(&p).unwrap();
                        assert_eq!(solution, reference, "{board}: the one solution");
                    }
                }
                Solved::NoSolution => assert_eq!(expected, 0, "{board}"),
                Solved::LimitReached => panic!("{board}: no limit was set"),
            }
            let unique = engine::solve_unique(&p, on(path)).0;
            match expected {
                0 => assert_eq!(unique, SolvedUnique::NoSolution, "{board}"),
                1 => assert!(matches!(unique, SolvedUnique::Unique(_)), "{board}"),
                _ => assert_eq!(unique, SolvedUnique::MultipleSolutions, "{board}"),
            }
        }
    }
}

#[test]
fn adversarial_boards_need_few_guesses() {
    let boards = adversarial_puzzles();
    assert!(boards.len() >= 10);
    for (board, expected) in boards {
        let p = puzzle(&board);
        let (solved, solve_stats) = engine::solve(&p, Settings::default());
        let (counted, count_stats) = engine::count(&p, 2, Settings::default());
        assert_eq!(counted, Counted::Solutions(expected), "{board}");
        assert_eq!(
            matches!(solved, Solved::Solution(_)),
            expected > 0,
            "{board}"
        );
        assert!(
            solve_stats.guesses <= GUESS_BOUND,
            "{board}: {} guesses to solve",
            solve_stats.guesses
        );
        assert!(
            count_stats.guesses <= GUESS_BOUND,
            "{board}: {} guesses to count",
            count_stats.guesses
        );
    }
}

#[test]
fn the_guess_limit_cuts_the_search_exactly() {
    let boards = fixture("hard.txt")
        .into_iter()
        .take(10)
        .chain(adversarial_puzzles().into_iter().map(|a| a.0));
    for board in boards {
        let p = puzzle(&board);
        let (full, stats) = engine::count(&p, 2, Settings::default());
        let needed = stats.guesses;
        let limited = |max| {
            engine::count(
                &p,
                2,
                Settings {
                    max_guesses: Some(max),
                    ..Settings::default()
                },
            )
        };
        assert_eq!(
            limited(needed),
            (full, stats),
            "{board}: exactly enough guesses"
        );
        if needed > 0 {
            let (outcome, stats) = limited(needed - 1);
            assert_eq!(outcome, Counted::LimitReached, "{board}");
            assert_eq!(
                stats.guesses,
                needed - 1,
                "{board}: no guess past the limit"
            );
        }
        let (outcome, stats) = engine::solve(
            &p,
            Settings {
                max_guesses: Some(0),
                ..Settings::default()
            },
        );
        assert_eq!(stats.guesses, 0);
        assert!(matches!(
            outcome,
            Solved::LimitReached | Solved::Solution(_) | Solved::NoSolution
        ));
    }
}

/// FNV-1a, 64 bits: a fixed digest of answers, the same on every platform.
fn digest(bytes: impl IntoIterator<Item = u8>, mut hash: u64) -> u64 {
    for byte in bytes {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

#[test]
fn answers_match_the_recorded_digest_on_every_platform() {
    // The first solution of boards with several is the engine's choice; it must not vary
    // between CPUs, platforms or builds. This digest was recorded on x86-64; CI replays the
    // test on aarch64 under emulation where it can. A deliberate change of the search order
    // changes it, and so do boards added to the test data: record the new value then, and
    // say so in the change.
    const RECORDED: u64 = 0xe482_5fef_bb12_3a3d;
    let mut hash = 0xcbf2_9ce4_8422_2325;
    for board in boards()
        .into_iter()
        .chain(adversarial_puzzles().into_iter().map(|a| a.0))
    {
        let p = puzzle(&board);
        let solved = match engine::solve(&p, Settings::default()) {
            (Solved::Solution(solution), _) => solution.encode(Encoding::Text),
            _ => [b'-'; 81],
        };
        let counted = match engine::count(&p, 100, Settings::default()).0 {
            Counted::Solutions(n) => n,
            Counted::LimitReached => u32::MAX,
        };
        hash = digest(solved.into_iter().chain(counted.to_le_bytes()), hash);
    }
    assert_eq!(hash, RECORDED, "answers changed: {hash:#018x}");
}
