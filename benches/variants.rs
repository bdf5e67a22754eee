//! The variants benchmark: solving and counting to two (is it unique?) under each rule
//! set, on the public puzzles of `tests/data/variants.txt` and on puzzles dug here from
//! grids of each variant (a few seeded givens solved under the rules, then every cell in
//! a seeded order removed while the puzzle stays unique: minimal puzzles, the hardest a
//! digger makes). Per variant and mode: puzzles per second, guesses per puzzle and the
//! slowest call.
//!
//! usage: cargo bench --bench variants -- [--seconds S] [--puzzles N]
//! (S: the time spent on each figure, default 1; N: the puzzles dug per variant, default 20)

mod common;

use std::time::{Duration, Instant};

use sudoku::rules::{self, Layout, Rules};

const PROGRAM: &str = "variants bench";

/// Named puzzles (digits, 0 for empty), each under its rules.
struct Set {
    name: String,
    puzzles: Vec<(Rules, [u8; 81])>,
}

/// A small deterministic stream (SplitMix64).
struct Stream(u64);

impl Stream {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn count(layout: &Layout, puzzle: &[u8; 81], limit: u32) -> u32 {
    rules::search(layout, puzzle, limit, None).found
}

/// A minimal puzzle of a grid of `layout`: every cell, in a seeded order, removed where
/// the puzzle stays unique.
fn dig(layout: &Layout, grid: &[u8; 81], stream: &mut Stream) -> [u8; 81] {
    let mut puzzle = *grid;
    let mut order: Vec<usize> = (0..81).collect();
    for i in (1..81).rev() {
        order.swap(i, stream.below(i + 1));
    }
    for cell in order {
        let digit = puzzle[cell];
        puzzle[cell] = 0;
        if count(layout, &puzzle, 2) != 1 {
            puzzle[cell] = digit;
        }
    }
    puzzle
}

/// A grid of `layout`: up to eleven seeded givens that do not conflict, solved.
fn grid(layout: &Layout, stream: &mut Stream) -> Option<[u8; 81]> {
    let mut start = [0u8; 81];
    for _ in 0..11 {
        let (cell, digit) = (stream.below(81), stream.below(9) as u8 + 1);
        start[cell] = digit;
        if layout.repeated_given(&start).is_some() {
            start[cell] = 0;
        }
    }
    rules::search(layout, &start, 1, Some(10_000)).first
}

fn bad_line(line: &str) -> ! {
    common::fail(
        PROGRAM,
        &format!("bad line in tests/data/variants.txt: {line}"),
    )
}

/// The public puzzles, one set per kind.
fn public_sets(text: &str) -> Vec<Set> {
    let mut sets: Vec<Set> = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split_whitespace().collect();
        if f.len() != 8 {
            bad_line(line);
        }
        let digits = |field: &str| -> [u8; 81] {
            let bytes: Vec<u8> = field
                .bytes()
                .map(|b| if b == b'.' { 0 } else { b.wrapping_sub(b'0') })
                .collect();
            bytes.try_into().unwrap_or_else(|_| bad_line(line))
        };
        let list = |field: &str| -> Vec<u8> {
            field
                .split(',')
                .map(|n| n.parse().unwrap_or_else(|_| bad_line(line)))
                .collect()
        };
        let flags = if f[2] == "diagonals" {
            rules::DIAGONALS
        } else {
            0
        };
        let regions = (f[4] != "-").then(|| digits(f[4]));
        let cages: Option<[u8; 81]> =
            (f[5] != "-").then(|| list(f[5]).try_into().unwrap_or_else(|_| bad_line(line)));
        let sums = if f[6] == "-" { Vec::new() } else { list(f[6]) };
        let rules = Rules::new(
            flags,
            regions.as_ref(),
            cages.as_ref().map(|ids| (ids, &sums[..])),
        )
        .unwrap_or_else(|fault| common::fail(PROGRAM, &format!("{}: {fault:?}", f[1])));
        let name = format!("{} (public)", f[0]);
        let entry = (rules, digits(f[3]));
        match sets.iter_mut().find(|set| set.name == name) {
            Some(set) => set.puzzles.push(entry),
            None => sets.push(Set {
                name,
                puzzles: vec![entry],
            }),
        }
    }
    sets
}

/// Runs `mode` over the set's puzzles, round after round, for `budget`: puzzles per
/// second, guesses per puzzle, and the slowest call.
/// Each call builds its layout, as a call through the C ABI does.
fn measure(set: &Set, wanted: u32, budget: Duration) -> (f64, f64, Duration) {
    let (mut calls, mut guesses, mut slowest) = (0u64, 0u64, Duration::ZERO);
    let start = Instant::now();
    while start.elapsed() < budget || calls == 0 {
        for (rules, puzzle) in &set.puzzles {
            let call = Instant::now();
            let searched = rules::search(&Layout::new(rules), puzzle, wanted, None);
            slowest = slowest.max(call.elapsed());
            guesses += searched.stats.guesses;
            calls += 1;
        }
    }
    let rate = calls as f64 / start.elapsed().as_secs_f64();
    (rate, guesses as f64 / calls as f64, slowest)
}

fn main() {
    let (mut seconds, mut dug) = (1.0, 20);
    let mut args = std::env::args().skip(1).filter(|a| a != "--bench");
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--seconds" => seconds = common::option_value(PROGRAM, args.next(), "--seconds S"),
            "--puzzles" => dug = common::option_value(PROGRAM, args.next(), "--puzzles N"),
            other => common::fail(PROGRAM, &format!("unknown argument {other}")),
        }
    }
    let budget = Duration::from_secs_f64(seconds);
    let text = common::read_file(PROGRAM, "tests/data/variants.txt");
    let public = public_sets(&text);

    // dug puzzles: each flag alone, and the public jigsaw and killer layouts with their
    // published grids
    let mut sets = Vec::new();
    let flags = [
        ("diagonal", rules::DIAGONALS),
        ("windoku", rules::WINDOKU),
        ("anti-knight", rules::ANTI_KNIGHT),
        ("anti-king", rules::ANTI_KING),
        ("non-consecutive", rules::NON_CONSECUTIVE),
    ];
    let dig_started = Instant::now();
    for (name, flag) in flags {
        let rules = Rules::new(flag, None, None).expect("a known flag");
        let layout = Layout::new(&rules);
        let mut stream = Stream(u64::from(flag));
        let mut puzzles = Vec::new();
        while puzzles.len() < dug {
            if let Some(grid) = grid(&layout, &mut stream) {
                puzzles.push((rules, dig(&layout, &grid, &mut stream)));
            }
        }
        sets.push(Set {
            name: format!("{name} (dug)"),
            puzzles,
        });
    }
    for set in public
        .iter()
        .filter(|set| !set.name.starts_with("diagonal"))
    {
        // each public layout in turn, dug from its published grid
        let mut stream = Stream(set.name.len() as u64);
        let mut puzzles = Vec::new();
        for &(rules, given) in set.puzzles.iter().cycle().take(dug) {
            let layout = Layout::new(&rules);
            let solution = rules::search(&layout, &given, 1, None)
                .first
                .expect("a public puzzle solves");
            puzzles.push((rules, dig(&layout, &solution, &mut stream)));
        }
        let kind = set.name.split(' ').next().unwrap_or_default();
        sets.push(Set {
            name: format!("{kind}, public layouts (dug)"),
            puzzles,
        });
    }
    println!(
        "dug {dug} minimal puzzles per variant in {:.1} s",
        dig_started.elapsed().as_secs_f64()
    );
    println!();
    println!("| set | puzzles | givens (mean) | solve: puzzles/s | guesses | slowest | count2: puzzles/s | guesses | slowest |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for set in sets.iter().chain(&public) {
        let givens = set
            .puzzles
            .iter()
            .map(|(_, p)| p.iter().filter(|&&d| d != 0).count())
            .sum::<usize>() as f64
            / set.puzzles.len() as f64;
        let (solve_rate, solve_guesses, solve_slowest) = measure(set, 1, budget);
        let (count_rate, count_guesses, count_slowest) = measure(set, 2, budget);
        println!(
            "| {} | {} | {givens:.1} | {solve_rate:.0} | {solve_guesses:.1} | {:.2} ms | {count_rate:.0} | {count_guesses:.1} | {:.2} ms |",
            set.name,
            set.puzzles.len(),
            solve_slowest.as_secs_f64() * 1e3,
            count_slowest.as_secs_f64() * 1e3,
        );
    }
}
