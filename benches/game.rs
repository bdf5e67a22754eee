//! The game-feature benchmark: generation speed (minimal unique puzzles with no level, then
//! each level), rating speed on the puzzle files, and, when `qqwing` is installed (a
//! yardstick; nothing links it), QQWing's generation speed measured in the same run and
//! the level QQWing's own solver gives the puzzles generated here at each level.
//!
//! usage: cargo bench --bench game -- [--seconds S] [FILE...]
//! (default files: tests/data/17clue.txt, hard.txt and serg.txt; S, the time spent on each
//! figure, default 2)

mod common;

use std::process::Command;
use std::time::{Duration, Instant};

use sudoku::board::{Encoding, Puzzle};
use sudoku::generator::symmetry::Symmetry;
use sudoku::generator::{self, Options};
use sudoku::logic::{self, Level, Levels};

/// Generated puzzles per second with `options`, over at most `budget` (seeds 0, 1, ...).
fn generation_rate(options: &Options, budget: Duration) -> (f64, usize, usize) {
    let start = Instant::now();
    let (mut made, mut failed, mut seed) = (0, 0, 0u64);
    while start.elapsed() < budget {
        match generator::generate(seed, options) {
            Some(_) => made += 1,
            None => failed += 1,
        }
        seed += 1;
    }
    (made as f64 / start.elapsed().as_secs_f64(), made, failed)
}

/// QQWing's puzzles per second at `difficulty`, generating `count` puzzles.
fn qqwing_rate(difficulty: &str, count: usize) -> Option<f64> {
    let start = Instant::now();
    let output = Command::new("qqwing")
        .args([
            "--generate",
            &count.to_string(),
            "--difficulty",
            difficulty,
            "--one-line",
        ])
        .output()
        .ok()?;
    output
        .status
        .success()
        .then(|| count as f64 / start.elapsed().as_secs_f64())
}

/// The name of a level, or of a range of levels as `hard..extreme`.
fn name(levels: Levels) -> String {
    let (lowest, highest) = (levels.lowest(), levels.highest());
    if lowest == highest {
        lowest.name().to_string()
    } else {
        format!("{}..{}", lowest.name(), highest.name())
    }
}

/// QQWing's difficulty names, hardest last.
const QQWING_LEVELS: [&str; 4] = ["Simple", "Easy", "Intermediate", "Expert"];

/// How many of `puzzles` QQWing's own solver rates at each of its levels (in the order
/// of [`QQWING_LEVELS`]), from the `Difficulty` column of `qqwing --solve --stats --csv`.
fn qqwing_levels(puzzles: &[Puzzle]) -> Option<[usize; 4]> {
    use std::io::Write;
    let mut child = Command::new("qqwing")
        .args(["--solve", "--stats", "--csv", "--nosolution"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .ok()?;
    let mut input = child.stdin.take()?;
    for puzzle in puzzles {
        let line = puzzle.cells().map(|digit| match digit {
            0 => b'.',
            digit => b'0' + digit,
        });
        input.write_all(&line).ok()?;
        input.write_all(b"\n").ok()?;
    }
    drop(input);
    let output = child.wait_with_output().ok()?;
    let text = String::from_utf8(output.stdout).ok()?;
    let mut lines = text.lines();
    let column = lines
        .next()?
        .split(',')
        .position(|name| name == "Difficulty")?;
    let mut counts = [0; 4];
    for line in lines {
        let name = line.split(',').nth(column)?;
        counts[QQWING_LEVELS.iter().position(|&level| level == name)?] += 1;
    }
    (counts.iter().sum::<usize>() == puzzles.len()).then_some(counts)
}

fn load(path: &str) -> Vec<Puzzle> {
    let text = common::read_file("game bench", path);
    text.lines()
        .filter(|line| !line.starts_with('#') && line.len() >= 81)
        .filter_map(|line| {
            Puzzle::parse(line.as_bytes()[..81].try_into().unwrap(), Encoding::Text).ok()
        })
        .collect()
}

fn main() {
    let mut seconds = 2.0;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--seconds" => seconds = common::option_value("game bench", args.next(), "--seconds S"),
            "--bench" => {}
            option if option.starts_with('-') => {
                common::fail("game bench", &format!("unknown option {option}"))
            }
            file => files.push(file.to_string()),
        }
    }
    if files.is_empty() {
        // the repository's own samples of the public sets; pass the full sets as arguments
        files = ["17clue.txt", "hard.txt", "serg.txt"]
            .map(|name| format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR")))
            .into();
    }
    let budget = Duration::from_secs_f64(seconds);

    println!("generation, one thread, {seconds} s per line, seeds 0, 1, ...");
    let plain = Options {
        levels: None,
        symmetry: Symmetry::None,
        minimal: true,
        max_tries: 1,
    };
    let (rate, made, _) = generation_rate(&plain, budget);
    println!("  minimal, no level          {rate:>10.0} puzzles/s ({made})");
    let loose = Options {
        minimal: false,
        ..plain
    };
    let (rate, made, _) = generation_rate(&loose, budget);
    println!("  not minimal, no level      {rate:>10.0} puzzles/s ({made})");
    let rotational = Options {
        symmetry: Symmetry::Rotational180,
        ..plain
    };
    let (rate, made, _) = generation_rate(&rotational, budget);
    println!("  minimal, rotational 180    {rate:>10.0} puzzles/s ({made})");
    let leveled = |levels| Options {
        levels: Some(levels),
        max_tries: 1_000_000,
        ..plain
    };
    // hard to extreme: what QQWing calls expert (see below)
    let beyond_medium = Levels::between(Level::Hard, Level::Extreme).expect("in order");
    let line_sets: Vec<Levels> = Level::ALL
        .map(Levels::exactly)
        .into_iter()
        .chain([beyond_medium])
        .collect();
    for &levels in &line_sets {
        let (rate, made, failed) = generation_rate(&leveled(levels), budget);
        println!(
            "  minimal, {:<17} {rate:>10.1} puzzles/s ({made}, {failed} gave up)",
            name(levels)
        );
    }
    // QQWing's expert puzzles rate here as hard, expert or extreme (its techniques stop at
    // pairs and locked candidates), so those levels, one by one and together, are the
    // ones to hold against it. This machine's speed drifts, so each ratio pairs a line
    // generated here with QQWing run right after it, a few rounds over, and the median is
    // the figure.
    const ROUNDS: usize = 3;
    println!("  against qqwing --generate 100 --difficulty expert, {ROUNDS} rounds each");
    let compared = [Level::Hard, Level::Expert, Level::Extreme].map(Levels::exactly);
    for levels in compared.into_iter().chain([beyond_medium]) {
        let mut rounds = Vec::new();
        for _ in 0..ROUNDS {
            let (rate, _, _) = generation_rate(&leveled(levels), budget);
            let Some(qq) = qqwing_rate("expert", 100) else {
                break;
            };
            rounds.push((rate / qq, rate, qq));
        }
        if rounds.is_empty() {
            println!("    qqwing not installed: no yardstick this run");
            break;
        }
        rounds.sort_by(|a, b| a.0.total_cmp(&b.0));
        let each: Vec<String> = rounds
            .iter()
            .map(|(ratio, rate, qq)| format!("{rate:.0}/s vs {qq:.1}/s = {ratio:.0}x"))
            .collect();
        println!(
            "    {:<14} median {:.0}x ({})",
            name(levels),
            rounds[rounds.len() / 2].0,
            each.join("; ")
        );
    }
    // the same comparison from the other side: which of QQWing's levels its own solver
    // gives the puzzles generated here at each level
    println!("  qqwing's levels for 100 puzzles of each level (seeds 0..100)");
    for &levels in &line_sets {
        let puzzles: Vec<Puzzle> = (0..100)
            .filter_map(|seed| generator::generate(seed, &leveled(levels)))
            .collect();
        match qqwing_levels(&puzzles) {
            Some(counts) => println!(
                "    {:<14} {}",
                name(levels),
                QQWING_LEVELS
                    .iter()
                    .zip(counts)
                    .map(|(name, count)| format!("{name} {count}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            None => {
                println!("    qqwing could not rate them: no comparison this run");
                break;
            }
        }
    }

    println!("rating, one thread");
    for file in &files {
        let puzzles = load(file);
        let mut levels = [0usize; 7];
        let start = Instant::now();
        let (mut rated, mut slowest) = (0, Duration::ZERO);
        for puzzle in &puzzles {
            let call = Instant::now();
            let rating = logic::rate(puzzle, Default::default());
            slowest = slowest.max(call.elapsed());
            if let Ok(rating) = rating {
                levels[rating.level as usize] += 1;
                rated += 1;
            }
            if start.elapsed() > budget * 4 {
                break;
            }
        }
        let name = file.rsplit('/').next().unwrap_or(file);
        if rated == 0 {
            println!("  {name:<32} no puzzle with one solution to rate");
            continue;
        }
        let mean = start.elapsed().as_secs_f64() * 1e6 / rated as f64;
        println!(
            "  {name:<32} mean {mean:>7.1} µs, slowest {:>8.1} µs; levels 1-6: {:?}",
            slowest.as_secs_f64() * 1e6,
            &levels[1..]
        );
    }
}
