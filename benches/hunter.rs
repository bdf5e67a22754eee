//! The slow-board hunter: a hill climb over boards that obey the givens rule, towards the
//! boards that make a search guess the most, guided by the guesses that
//! `sudoku_count_solutions_with` reports when it counts to one (the search for a first
//! solution) and to two.
//!
//! Each climb starts from a board of the seed file (`tests/data/adversarial.txt` by
//! default) or from a random sparse board, and keeps a mutation (add, remove, move or change
//! one given, never making two givens of a digit see each other) when the board's guesses
//! do not drop. A climb that has not improved for a while starts again elsewhere. The
//! boards found at or above the threshold that the seed file lacks are printed, the `--keep`
//! most guessing first (10 by default); `--record` appends those to the seed file, with
//! their outcome and guesses, so that the test suite replays them.
//!
//! usage: cargo bench --bench hunter -- [--seconds N] [--seed S] [--threshold G]
//!        [--keep N] [--record] [FILE]
//!        cargo bench --bench hunter -- --report BOARD
//!
//! `--report` prints, for one board, the guesses of the search and the median time of
//! each searching call over 25 runs.
//!
//! The exit status is 1 when a board needs more than [`GUESS_BOUND`] guesses, the bound
//! the tests hold every adversarial board to: the hunter then found a board the engine
//! must learn to answer quickly.

mod common;
#[path = "../tests/common/guess_bound.rs"]
mod guess_bound;

use std::collections::HashSet;
use std::time::{Duration, Instant};

use sudoku::ffi::solve::{sudoku_count_solutions_with, sudoku_options, sudoku_stats};
use sudoku::ffi::status::sudoku_status::{self, *};
use sudoku::generator::random::Random;
use sudoku::geometry::{box_of, column_of, row_of, CELLS};

use guess_bound::GUESS_BOUND;

/// The guesses a single evaluation may spend: a board that reaches it scores this much.
const CAP: u64 = 2_000_000;
/// Mutations a climb may try without improving before it starts again.
const PATIENCE: u32 = 400;

struct Args {
    seconds: u64,
    seed: u64,
    threshold: u64,
    keep: usize,
    record: bool,
    file: String,
    report: Option<String>,
}

fn parse_args() -> Args {
    let mut args = Args {
        seconds: 60,
        seed: 1,
        threshold: 200,
        keep: 10,
        record: false,
        report: None,
        file: concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/adversarial.txt").into(),
    };
    let mut given = std::env::args().skip(1);
    let number = |name: &str, value: Option<String>| -> u64 {
        common::option_value("hunter", value, &format!("{name} N"))
    };
    while let Some(arg) = given.next() {
        match arg.as_str() {
            "--seconds" => args.seconds = number("--seconds", given.next()),
            "--seed" => args.seed = number("--seed", given.next()),
            "--threshold" => args.threshold = number("--threshold", given.next()),
            "--keep" => args.keep = number("--keep", given.next()) as usize,
            "--record" => args.record = true,
            "--report" => args.report = given.next(),
            // cargo bench passes this to every bench binary
            "--bench" => {}
            file if !file.starts_with('-') => args.file = file.into(),
            other => common::fail("hunter", &format!("unknown option {other}")),
        }
    }
    args
}

/// What a board makes the engine do.
#[derive(Clone, Copy)]
struct Score {
    /// The guesses of the search for a first solution.
    solve_guesses: u64,
    count_guesses: u64,
    /// Solutions counted up to 2, `None` when the cap stopped the count.
    solutions: Option<u32>,
}

impl Score {
    fn guesses(&self) -> u64 {
        self.solve_guesses.max(self.count_guesses)
    }

    fn outcome(&self) -> &'static str {
        match self.solutions {
            Some(0) => "none",
            Some(1) => "unique",
            _ => "many",
        }
    }
}

/// The guesses of one call with stats, or `CAP` when the limit stopped it.
fn guesses_of(status: sudoku_status, stats: &sudoku_stats) -> u64 {
    if status == SUDOKU_LIMIT_REACHED {
        CAP
    } else {
        stats.guesses
    }
}

fn score(board: &[u8; CELLS]) -> Score {
    let options = sudoku_options {
        size: std::mem::size_of::<sudoku_options>() as u32,
        max_guesses: CAP,
        ..Default::default()
    };
    let fresh_stats = || sudoku_stats {
        size: std::mem::size_of::<sudoku_stats>() as u32,
        ..Default::default()
    };
    let (mut solve_stats, mut count_stats) = (fresh_stats(), fresh_stats());
    let (mut first, mut count) = (0, 0);
    // SAFETY: every buffer is a live local of the size the calls read and write. Counting
    // to one is the solve's search, and reports its guesses with no solution too.
    let (solve_status, count_status) = unsafe {
        (
            sudoku_count_solutions_with(
                board.as_ptr().cast(),
                1,
                &mut first,
                &options,
                &mut solve_stats,
            ),
            sudoku_count_solutions_with(
                board.as_ptr().cast(),
                2,
                &mut count,
                &options,
                &mut count_stats,
            ),
        )
    };
    Score {
        solve_guesses: guesses_of(solve_status, &solve_stats),
        count_guesses: guesses_of(count_status, &count_stats),
        solutions: (count_status == SUDOKU_OK).then_some(count),
    }
}

/// Appends the boards to a file of `tests/data/`, each with its outcome and its guesses.
fn append(path: &str, boards: &[([u8; CELLS], Score)], seed: u64) {
    if boards.is_empty() {
        return;
    }
    let mut lines = common::read_file("hunter", path);
    for (board, score) in boards {
        lines.push_str(&format!(
            "{} {} found by the slow-board hunter (seed {seed}): {} guesses to solve, {} to \
             count to 2, when found\n",
            text(board),
            score.outcome(),
            score.solve_guesses,
            score.count_guesses
        ));
    }
    std::fs::write(path, lines)
        .unwrap_or_else(|e| common::fail("hunter", &format!("cannot write {path}: {e}")));
    println!("hunter: {} boards appended to {path}", boards.len());
}

/// True when a given `digit` at `cell` sees no equal given.
fn fits(board: &[u8; CELLS], cell: usize, digit: u8) -> bool {
    (0..CELLS).all(|other| {
        other == cell
            || board[other] != digit
            || (row_of(other) != row_of(cell)
                && column_of(other) != column_of(cell)
                && box_of(other) != box_of(cell))
    })
}

fn random_digit(random: &mut Random) -> u8 {
    b'1' + random.below(9) as u8
}

/// A random board of `givens` givens that obey the rule.
fn random_board(random: &mut Random, givens: usize) -> [u8; CELLS] {
    let mut board = [b'.'; CELLS];
    let mut placed = 0;
    while placed < givens {
        let (cell, digit) = (random.below(CELLS), random_digit(random));
        if board[cell] == b'.' && fits(&board, cell, digit) {
            board[cell] = digit;
            placed += 1;
        }
    }
    board
}

/// The board with one random change that keeps the givens rule: a given added, removed,
/// moved to an empty cell, or given another digit.
fn mutate(board: &[u8; CELLS], random: &mut Random) -> [u8; CELLS] {
    loop {
        let mut next = *board;
        let cell = random.below(CELLS);
        let digit = random_digit(random);
        match (random.below(4), board[cell]) {
            (0, b'.') => next[cell] = digit,
            (1, given) if given != b'.' => next[cell] = b'.',
            (2, given) if given != b'.' => {
                let target = random.below(CELLS);
                if board[target] != b'.' {
                    continue;
                }
                next[cell] = b'.';
                next[target] = given;
                if fits(&next, target, given) {
                    return next;
                }
                continue;
            }
            (3, given) if given != b'.' => next[cell] = digit,
            _ => continue,
        }
        if next[cell] == b'.' || fits(&next, cell, next[cell]) {
            return next;
        }
    }
}

/// The boards of a seed file that obey the givens rule (other lines are skipped).
fn seeds(path: &str) -> Vec<[u8; CELLS]> {
    let text = common::read_file("hunter", path);
    text.lines()
        .filter(|line| !line.starts_with('#') && line.len() >= CELLS)
        .filter_map(|line| <[u8; CELLS]>::try_from(&line.as_bytes()[..CELLS]).ok())
        .filter(|board| {
            (0..CELLS).all(|cell| match board[cell] {
                b'.' | b'0' => true,
                digit @ b'1'..=b'9' => fits(board, cell, digit),
                _ => false,
            })
        })
        .map(|board| board.map(|byte| if byte == b'0' { b'.' } else { byte }))
        .collect()
}

fn text(board: &[u8; CELLS]) -> &str {
    std::str::from_utf8(board).expect("boards hold ASCII")
}

/// The median time of `runs` runs of `call`, and the status of its last run.
fn timed(runs: usize, mut call: impl FnMut() -> sudoku_status) -> (Duration, sudoku_status) {
    let mut status = SUDOKU_OK;
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            status = call();
            start.elapsed()
        })
        .collect();
    times.sort_unstable();
    (times[runs / 2], status)
}

/// A searching call by name, on a board of the caller's.
type Call<'a> = (&'static str, Box<dyn FnMut() -> sudoku_status + 'a>);

/// Prints the guesses and the time of every searching call on `board`.
fn report(board: &str) {
    use sudoku::ffi::candidates::sudoku_candidates_reduced;
    use sudoku::ffi::hint::{sudoku_hint, sudoku_step};
    use sudoku::ffi::rate::{sudoku_rate, sudoku_rating};
    use sudoku::ffi::solve::{sudoku_count_solutions, sudoku_solve, sudoku_solve_unique};
    let Ok(board) = <[u8; CELLS]>::try_from(board.as_bytes()) else {
        common::fail("hunter", "a board is 81 characters")
    };
    let found = score(&board);
    println!(
        "{}: {}, {} guesses to count to 2",
        text(&board),
        found.outcome(),
        found.count_guesses
    );
    const RUNS: usize = 25;
    let pointer = board.as_ptr().cast();
    // SAFETY (every call): buffers of the sizes the calls read and write, of our own.
    let calls: [Call; 7] = [
        (
            "sudoku_solve",
            Box::new(|| unsafe { sudoku_solve(board.clone().as_mut_ptr().cast()) }),
        ),
        (
            "sudoku_solve_unique",
            Box::new(|| unsafe { sudoku_solve_unique(board.clone().as_mut_ptr().cast()) }),
        ),
        (
            "sudoku_count_solutions (limit 2)",
            Box::new(|| unsafe { sudoku_count_solutions(pointer, 2, &mut 0) }),
        ),
        (
            "sudoku_count_solutions (limit 1000000)",
            Box::new(|| unsafe { sudoku_count_solutions(pointer, 1_000_000, &mut 0) }),
        ),
        (
            "sudoku_rate",
            Box::new(|| unsafe {
                let mut rating: sudoku_rating = std::mem::zeroed();
                rating.size = std::mem::size_of::<sudoku_rating>() as u32;
                sudoku_rate(pointer, &mut rating)
            }),
        ),
        (
            "sudoku_hint",
            Box::new(|| unsafe {
                let mut step: sudoku_step = std::mem::zeroed();
                step.size = std::mem::size_of::<sudoku_step>() as u32;
                sudoku_hint(pointer, std::ptr::null(), &mut step)
            }),
        ),
        (
            "sudoku_candidates_reduced",
            Box::new(|| unsafe { sudoku_candidates_reduced(pointer, [0u16; CELLS].as_mut_ptr()) }),
        ),
    ];
    for (name, mut call) in calls {
        let (median, status) = timed(RUNS, &mut call);
        println!(
            "  {name}: {:?}, {:.3} ms (median of {RUNS})",
            status,
            median.as_secs_f64() * 1e3
        );
    }
}

fn main() {
    let args = parse_args();
    if let Some(board) = &args.report {
        report(board);
        return;
    }
    let known = seeds(&args.file);
    let mut random = Random::new(args.seed);
    let deadline = Instant::now() + Duration::from_secs(args.seconds);
    let mut found: Vec<([u8; CELLS], Score)> = Vec::new();
    let mut seen: HashSet<[u8; CELLS]> = known.iter().copied().collect();
    let (mut evaluations, mut climbs, mut worst) = (0u64, 0u64, 0u64);
    while Instant::now() < deadline {
        climbs += 1;
        let mut board = if !known.is_empty() && random.below(2) == 0 {
            known[random.below(known.len())]
        } else {
            let givens = 11 + random.below(12);
            random_board(&mut random, givens)
        };
        let mut best = score(&board);
        let mut stale = 0;
        while stale < PATIENCE && Instant::now() < deadline {
            let next = mutate(&board, &mut random);
            let next_score = score(&next);
            evaluations += 1;
            worst = worst.max(next_score.guesses());
            if next_score.guesses() >= args.threshold && seen.insert(next) {
                found.push((next, next_score));
            }
            if next_score.guesses() > best.guesses() {
                stale = 0;
            } else {
                stale += 1;
            }
            if next_score.guesses() >= best.guesses() {
                (board, best) = (next, next_score);
            }
        }
    }
    found.sort_by_key(|(_, score)| std::cmp::Reverse(score.guesses()));
    found.truncate(args.keep);
    println!(
        "hunter: {evaluations} boards in {climbs} climbs over {} s (seed {}); the most guesses \
         any board took: {worst}; the {} most guessing new boards at {} guesses or more:",
        args.seconds,
        args.seed,
        found.len(),
        args.threshold
    );
    for (board, score) in &found {
        println!(
            "{} {} solve {} guesses, count to 2 {} guesses",
            text(board),
            score.outcome(),
            score.solve_guesses,
            score.count_guesses
        );
    }
    if args.record {
        append(&args.file, &found, args.seed);
    }
    if worst > GUESS_BOUND {
        println!(
            "hunter: a board needs more than {GUESS_BOUND} guesses: the engine must answer it faster"
        );
        std::process::exit(1);
    }
}
