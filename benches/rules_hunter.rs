//! The slow-board hunter under rules: a hill climb over rule sets and boards together,
//! towards those that make the search under rules guess the most, guided by the guesses
//! that `sudoku_count_solutions_rules_with` reports when it counts to one (the search for
//! a first solution) and to two, each capped at `--cap`.
//!
//! A climb starts from a board of the seed file (`tests/data/adversarial-rules.txt` by
//! default) or from random flags and a few random givens, and keeps a mutation when the
//! guesses do not drop. A mutation turns a flag on or off; adds, removes or changes a
//! given; adds a cage of two to five connected cells with a sum its size allows, removes
//! one or changes its sum; or puts a public jigsaw layout of `tests/data/variants.txt` in
//! place of the boxes, or the boxes back. A climb that has not improved for a while starts
//! again elsewhere.
//!
//! The boards found at or above the threshold (the default guess limit under rules, by
//! default) that the seed file lacks (in their flags, givens, regions or number of cages)
//! are printed, the `--keep` most guessing first;
//! `--record` appends them to the seed file, which the tests replay. Last, every kept
//! board is timed through each call with default options (the median of 5 runs), and
//! the slowest board per call is printed.
//!
//! With `--by time` the climb goes instead towards the slowest call with default options
//! (the count to 2, the hint and the rating, each the best of three runs, in
//! microseconds), and the threshold is in microseconds (15,000 by default): the boards
//! that cost a game the most time under the default limits, ratings of puzzles with one
//! solution among them.
//!
//! usage: cargo bench --bench rules_hunter -- [--seconds N] [--seed S] [--threshold G]
//!        [--cap G] [--by guesses|time] [--keep N] [--record] [FILE]
//!
//! The exit status is 1 when a call with default options answers wrong: a solution that
//! breaks the rules or the givens, or an answer where the count says otherwise.

mod common;
#[path = "../tests/common/hunted_rules.rs"]
mod hunted_rules;
#[path = "../tests/common/variant.rs"]
#[allow(dead_code)]
mod variant;

use std::collections::HashSet;
use std::time::{Duration, Instant};

use hunted_rules::Hunted;
use sudoku::ffi::hint::sudoku_step;
use sudoku::ffi::rate::sudoku_rating;
use sudoku::ffi::rules::*;
use sudoku::ffi::rules_hint::{sudoku_hint_rules_values, sudoku_rate_rules_values};
use sudoku::ffi::solve::{sudoku_options, sudoku_stats};
use sudoku::ffi::status::sudoku_status::{self, *};
use sudoku::generator::random::Random;
use variant::Variant;

/// Mutations a climb may try without improving before it starts again.
const PATIENCE: u32 = 300;

struct Args {
    seconds: u64,
    seed: u64,
    threshold: u64,
    cap: u64,
    by_time: bool,
    keep: usize,
    record: bool,
    file: String,
}

fn parse_args() -> Args {
    let mut args = Args {
        seconds: 60,
        seed: 1,
        threshold: 0,
        cap: 40_000,
        by_time: false,
        keep: 10,
        record: false,
        file: concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/adversarial-rules.txt"
        )
        .into(),
    };
    let mut given = std::env::args().skip(1);
    let number = |name: &str, value: Option<String>| -> u64 {
        common::option_value("rules_hunter", value, &format!("{name} N"))
    };
    while let Some(arg) = given.next() {
        match arg.as_str() {
            "--seconds" => args.seconds = number("--seconds", given.next()),
            "--seed" => args.seed = number("--seed", given.next()),
            "--threshold" => args.threshold = number("--threshold", given.next()),
            "--cap" => args.cap = number("--cap", given.next()),
            "--by" => match given.next().as_deref() {
                Some("guesses") => args.by_time = false,
                Some("time") => args.by_time = true,
                _ => common::fail("rules_hunter", "usage: --by guesses|time"),
            },
            "--keep" => args.keep = number("--keep", given.next()) as usize,
            "--record" => args.record = true,
            // cargo bench passes this to every bench binary
            "--bench" => {}
            file if !file.starts_with('-') => args.file = file.into(),
            other => common::fail("rules_hunter", &format!("unknown option {other}")),
        }
    }
    if args.threshold == 0 {
        args.threshold = match args.by_time {
            true => 15_000,
            false => SUDOKU_RULES_DEFAULT_GUESSES,
        };
    }
    args
}

/// A call's options with `max_guesses` (0: the default).
fn options(max_guesses: u64) -> sudoku_options {
    sudoku_options {
        size: std::mem::size_of::<sudoku_options>() as u32,
        reserved: 0,
        max_guesses,
    }
}

/// The solutions counted up to `limit` and the guesses, or `None` for the guesses when
/// the limit stopped the count; `Err` for a board or rule set the call refuses.
fn count(board: &Hunted, limit: u32, max_guesses: u64) -> Result<(u32, Option<u64>), ()> {
    let rules = board.variant.rules();
    let mut stats = sudoku_stats {
        size: std::mem::size_of::<sudoku_stats>() as u32,
        ..Default::default()
    };
    let (mut found, text) = (0, board.board());
    // SAFETY: every buffer is a live local of the size the call reads and writes.
    let status = unsafe {
        sudoku_count_solutions_rules_with(
            text.as_ptr().cast(),
            &rules,
            limit,
            &mut found,
            &options(max_guesses),
            &mut stats,
        )
    };
    match status {
        SUDOKU_OK => Ok((found, Some(stats.guesses))),
        SUDOKU_LIMIT_REACHED => Ok((0, None)),
        _ => Err(()),
    }
}

/// Scores `board` in place: its outcome and the most guesses of its two counts (`cap` when
/// the cap stopped one); `None` for a board the calls refuse.
fn score(board: &mut Hunted, cap: u64) -> Option<u64> {
    let (_, first) = count(board, 1, cap).ok()?;
    let (found, both) = count(board, 2, cap).ok()?;
    board.outcome = match both {
        None => "unknown",
        Some(_) if found == 0 => "none",
        Some(_) if found == 1 => "unique",
        Some(_) => "many",
    }
    .into();
    board.guesses = both.unwrap_or(cap);
    Some(first.unwrap_or(cap).max(board.guesses))
}

/// Scores `board` in place by the slowest of its count to 2, hint and rating with default
/// options, each the best of three runs, in microseconds; `None` for a board the calls
/// refuse.
fn time_score(board: &mut Hunted, cap: u64) -> Option<u64> {
    score(board, cap)?;
    let slowest = [2, 3, 4].into_iter().map(|which| {
        (0..3)
            .map(|_| {
                let start = Instant::now();
                call(board, which);
                start.elapsed().as_micros() as u64
            })
            .min()
            .unwrap_or(0)
    });
    slowest.max()
}

/// The orthogonal neighbours of `cell`.
fn neighbours(cell: usize) -> impl Iterator<Item = usize> {
    let (row, column) = (cell / 9, cell % 9);
    [
        (row > 0).then(|| cell - 9),
        (row < 8).then(|| cell + 9),
        (column > 0).then(|| cell - 1),
        (column < 8).then(|| cell + 1),
    ]
    .into_iter()
    .flatten()
}

/// Adds a cage of two to five connected cells in no cage, with a sum that distinct digits
/// of its size can make; nothing when the first cell picked is caged.
fn add_cage(variant: &mut Variant, random: &mut Random) {
    let mut ids = variant.cages.unwrap_or([0; 81]);
    let start = random.below(81);
    if ids[start] != 0 || variant.sums.len() >= 81 {
        return;
    }
    let id = variant.sums.len() as u8 + 1;
    let mut cells = vec![start];
    ids[start] = id;
    let size = 2 + random.below(4);
    for _ in 0..size * 4 {
        if cells.len() == size {
            break;
        }
        let from = cells[random.below(cells.len())];
        let free: Vec<usize> = neighbours(from).filter(|&n| ids[n] == 0).collect();
        if let Some(&next) = free.get(random.below(free.len().max(1))) {
            ids[next] = id;
            cells.push(next);
        }
    }
    let n = cells.len();
    let (lowest, highest) = (n * (n + 1) / 2, n * (19 - n) / 2);
    variant
        .sums
        .push((lowest + random.below(highest - lowest + 1)) as u8);
    variant.cages = Some(ids);
}

/// Removes cage `cage` (from 1), numbering the later ones down.
fn remove_cage(variant: &mut Variant, cage: u8) {
    let Some(mut ids) = variant.cages else { return };
    for id in &mut ids {
        if *id == cage {
            *id = 0;
        } else if *id > cage {
            *id -= 1;
        }
    }
    variant.sums.remove(usize::from(cage) - 1);
    variant.cages = (!variant.sums.is_empty()).then_some(ids);
}

/// The board with one random change to its rules or givens.
fn mutate(board: &Hunted, layouts: &[[u8; 81]], random: &mut Random) -> Hunted {
    let mut next = board.clone();
    let cell = random.below(81);
    let digit = 1 + random.below(9) as u8;
    let cages = next.variant.sums.len();
    match random.below(8) {
        0 => next.variant.flags ^= 1 << random.below(5),
        1 | 2 => next.givens[cell] = if board.givens[cell] == 0 { digit } else { 0 },
        3 => next.givens[cell] = if board.givens[cell] == 0 { 0 } else { digit },
        4 => add_cage(&mut next.variant, random),
        5 if cages > 0 => remove_cage(&mut next.variant, 1 + random.below(cages) as u8),
        6 if cages > 0 => {
            let sum = &mut next.variant.sums[random.below(cages)];
            *sum = if random.below(2) == 0 {
                sum.saturating_add(1)
            } else {
                sum.saturating_sub(1).max(1)
            };
        }
        7 => {
            next.variant.regions = match random.below(layouts.len() + 1) {
                0 => None,
                i => Some(layouts[i - 1]),
            }
        }
        _ => {}
    }
    next
}

/// A random start: a flag or two, and up to fourteen givens.
fn random_board(random: &mut Random) -> Hunted {
    let mut board = Hunted {
        variant: Variant::flags(1 << random.below(5) | 1 << random.below(5)),
        givens: [0; 81],
        outcome: String::new(),
        guesses: 0,
    };
    for _ in 0..random.below(15) {
        board.givens[random.below(81)] = 1 + random.below(9) as u8;
    }
    board
}

/// The region layouts of the public jigsaw puzzles.
fn public_layouts() -> Vec<[u8; 81]> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/variants.txt");
    common::read_file("rules_hunter", path)
        .lines()
        .filter(|line| line.starts_with("jigsaw "))
        .filter_map(|line| line.split_whitespace().nth(4))
        .filter_map(|ids| hunted_rules::variant_of(0, ids, "-", "-")?.regions)
        .collect()
}

/// The calls a game makes with default options, by name.
const CALLS: [&str; 5] = [
    "sudoku_solve_rules",
    "sudoku_solve_unique_rules",
    "sudoku_count_solutions_rules (limit 2)",
    "sudoku_hint_rules",
    "sudoku_rate_rules",
];

/// Runs call `which` of [`CALLS`] with default options; its status, and whether its
/// answer is right (a solution that obeys the rules and keeps the givens, and agrees with
/// the count).
fn call(board: &Hunted, which: usize) -> (sudoku_status, bool) {
    let rules = board.variant.rules();
    let mut grid = board.givens;
    // SAFETY (each call): buffers of the sizes the calls read and write, of our own.
    let status = unsafe {
        match which {
            0 => sudoku_solve_rules_values(grid.as_mut_ptr(), &rules),
            1 => sudoku_solve_unique_rules_values(grid.as_mut_ptr(), &rules),
            2 => sudoku_count_solutions_rules_values(grid.as_ptr(), &rules, 2, &mut 0),
            3 => {
                let mut step: sudoku_step = std::mem::zeroed();
                step.size = std::mem::size_of::<sudoku_step>() as u32;
                let marks = std::ptr::null();
                let none = std::ptr::null();
                sudoku_hint_rules_values(grid.as_ptr(), &rules, marks, none, &mut step)
            }
            _ => {
                let mut rating: sudoku_rating = std::mem::zeroed();
                rating.size = std::mem::size_of::<sudoku_rating>() as u32;
                sudoku_rate_rules_values(grid.as_ptr(), &rules, std::ptr::null(), &mut rating)
            }
        }
    };
    let right = match (which, status) {
        (0 | 1, SUDOKU_OK) => board.variant.solves(&board.givens, &grid),
        (_, SUDOKU_OK | SUDOKU_LIMIT_REACHED) => true,
        (_, SUDOKU_NO_SOLUTION) => board.outcome != "unique" && board.outcome != "many",
        (_, SUDOKU_MULTIPLE_SOLUTIONS) => board.outcome != "none" && board.outcome != "unique",
        _ => false,
    };
    (status, right)
}

/// The median time of 5 runs of call `which` on `board`, its status and whether its
/// answer was right every time.
fn timed(board: &Hunted, which: usize) -> (Duration, sudoku_status, bool) {
    let mut times = Vec::new();
    let (mut status, mut right) = (SUDOKU_OK, true);
    for _ in 0..5 {
        let start = Instant::now();
        let (got, ok) = call(board, which);
        times.push(start.elapsed());
        (status, right) = (got, right && ok);
    }
    times.sort_unstable();
    (times[2], status, right)
}

fn append(path: &str, boards: &[Hunted], seed: u64) {
    if boards.is_empty() {
        return;
    }
    let mut lines = common::read_file("rules_hunter", path);
    for board in boards {
        lines.push_str(&format!(
            "{} found by the rules hunter (seed {seed})\n",
            board.line()
        ));
    }
    std::fs::write(path, lines)
        .unwrap_or_else(|e| common::fail("rules_hunter", &format!("cannot write {path}: {e}")));
    println!("rules_hunter: {} boards appended to {path}", boards.len());
}

fn main() {
    let args = parse_args();
    let known: Vec<Hunted> = common::read_file("rules_hunter", &args.file)
        .lines()
        .filter_map(Hunted::parse)
        .collect();
    let layouts = public_layouts();
    let mut random = Random::new(args.seed);
    let deadline = Instant::now() + Duration::from_secs(args.seconds);
    let mut found: Vec<(u64, Hunted)> = Vec::new();
    // a board differs from those seen in its flags, givens, regions or number of cages:
    // a cage moved or resummed on a board already found is the same find
    let key = |board: &Hunted| {
        let mut plain = board.clone();
        plain.variant.cages = None;
        plain.outcome.clear();
        format!("{} {}", plain.line(), board.variant.sums.len())
    };
    let mut seen: HashSet<String> = known.iter().map(key).collect();
    let (mut evaluations, mut climbs, mut worst) = (0u64, 0u64, 0u64);
    while Instant::now() < deadline {
        climbs += 1;
        let mut board = match random.below(2) {
            0 if !known.is_empty() => known[random.below(known.len())].clone(),
            _ => random_board(&mut random),
        };
        let measure = |board: &mut Hunted| match args.by_time {
            true => time_score(board, args.cap),
            false => score(board, args.cap),
        };
        let mut best = measure(&mut board).unwrap_or(0);
        let mut stale = 0;
        while stale < PATIENCE && Instant::now() < deadline {
            let mut next = mutate(&board, &layouts, &mut random);
            evaluations += 1;
            let Some(measured) = measure(&mut next) else {
                stale += 1;
                continue;
            };
            worst = worst.max(measured);
            if measured >= args.threshold && seen.insert(key(&next)) {
                found.push((measured, next.clone()));
            }
            stale = if measured > best { 0 } else { stale + 1 };
            if measured >= best {
                (board, best) = (next, measured);
            }
        }
    }
    found.sort_by_key(|(measured, _)| std::cmp::Reverse(*measured));
    found.truncate(args.keep);
    let unit = if args.by_time { "µs" } else { "guesses" };
    println!(
        "rules_hunter: {evaluations} boards in {climbs} climbs over {} s (seed {}); the most \
         {unit} any board took (guesses capped at {}): {worst}; the {} new boards at {} {unit} \
         or more, the most first:",
        args.seconds,
        args.seed,
        args.cap,
        found.len(),
        args.threshold
    );
    for (measured, board) in &found {
        println!("{measured} {unit}: {}", board.line());
    }
    let found: Vec<Hunted> = found.into_iter().map(|(_, board)| board).collect();
    let mut wrong = false;
    for (which, name) in CALLS.iter().enumerate() {
        let slowest = found
            .iter()
            .chain(&known)
            .map(|board| (timed(board, which), board))
            .inspect(|((_, status, right), board)| {
                if !right {
                    println!(
                        "rules_hunter: {name} answers {status:?}, wrongly: {}",
                        board.line()
                    );
                    wrong = true;
                }
            })
            .max_by_key(|((time, ..), _)| *time);
        if let Some(((time, status, _), board)) = slowest {
            println!(
                "  {name}, default options: slowest {:.2} ms ({status:?}) on {}",
                time.as_secs_f64() * 1e3,
                board.line()
            );
        }
    }
    if args.record {
        append(&args.file, &found, args.seed);
    }
    if wrong {
        std::process::exit(1);
    }
}
