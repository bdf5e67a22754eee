//! The engine benchmark: for each puzzle file, in solve and count-to-2 modes, puzzles per
//! second, guesses per puzzle and the 99th-percentile and maximum time per puzzle; then
//! the throughput of `sudoku_solve_batch` on all the puzzles at once, on 1, 2 and all cores.
//!
//! usage: cargo bench --bench engine -- [--rounds N] [--no-batch] [--path portable|avx2]
//!                                      [--isomorphs K] [FILE...]
//! (default files: tests/data/17clue.txt, hard.txt and serg.txt, samples of the public
//! sets; one board per line, in its first 81 bytes, `#` lines skipped; boards that do not
//! parse are left out, and boards with no solution are measured like the others).
//! `--isomorphs K` measures, in place of each file, K images of each of its puzzles under
//! random symmetries of the grid (the same images on every run): the same puzzles in other
//! orientations and labellings, to which no search order can have been tuned.

mod common;
#[path = "../tests/common/isomorph.rs"]
mod isomorph;

use std::time::{Duration, Instant};

use sudoku::board::{Encoding, Puzzle};
use sudoku::engine::{self, Counted, CpuPath, Settings, Solved};
use sudoku::ffi::batch::sudoku_solve_batch;
use sudoku::ffi::status::sudoku_status;
use sudoku::generator::random::Random;

use isomorph::Isomorph;

/// The puzzle files of `tests/data` the benchmark reads when given none.
const REPOSITORY_SETS: [&str; 3] = ["17clue.txt", "hard.txt", "serg.txt"];

/// The boards of a puzzle file, as text.
fn load(path: &str) -> Vec<[u8; 81]> {
    let text = common::read_file("engine bench", path);
    text.lines()
        .filter(|line| !line.starts_with('#') && line.len() >= 81)
        .map(|line| line.as_bytes()[..81].try_into().unwrap())
        .collect()
}

/// `images` images of each puzzle under symmetries drawn from `random`.
fn isomorphs(puzzles: &[Puzzle], images: usize, random: &mut Random) -> Vec<Puzzle> {
    let mut out = Vec::with_capacity(puzzles.len() * images);
    for puzzle in puzzles {
        for _ in 0..images {
            let image = Isomorph::random(random).apply(puzzle.cells());
            out.push(
                Puzzle::parse(&image, Encoding::Values).expect("a symmetry keeps givens apart"),
            );
        }
    }
    out
}

/// The boards that parse as puzzles (`tests/data/adversarial.txt` also holds boards with
/// bad bytes or repeated givens, which no search sees).
fn parse(boards: &[[u8; 81]]) -> Vec<Puzzle> {
    boards
        .iter()
        .filter_map(|b| Puzzle::parse(b, Encoding::Text).ok())
        .collect()
}

/// Puzzles per second of one `sudoku_solve_batch` call over `boards`, best of `rounds`.
fn batch(boards: &[[u8; 81]], threads: u32, rounds: usize) -> f64 {
    let mut best = Duration::MAX;
    for _ in 0..rounds {
        let mut bytes: Vec<u8> = boards.iter().flatten().copied().collect();
        let mut statuses = vec![sudoku_status::SUDOKU_ERR_INTERNAL; boards.len()];
        let start = Instant::now();
        // SAFETY: the buffers hold boards.len() boards and statuses, and do not overlap.
        let status = unsafe {
            sudoku_solve_batch(
                bytes.as_mut_ptr().cast(),
                boards.len(),
                statuses.as_mut_ptr(),
                threads,
            )
        };
        best = best.min(start.elapsed());
        assert_eq!(status, sudoku_status::SUDOKU_OK);
        assert!(statuses.iter().all(|&s| matches!(
            s,
            sudoku_status::SUDOKU_OK | sudoku_status::SUDOKU_NO_SOLUTION
        )));
    }
    boards.len() as f64 / best.as_secs_f64()
}

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Solve,
    Count2,
}

struct Figures {
    per_second: f64,
    guesses: f64,
    p99: Duration,
    max: Duration,
}

fn measure(puzzles: &[Puzzle], mode: Mode, rounds: usize, settings: Settings) -> Figures {
    let mut best_total = Duration::MAX;
    let mut times = Vec::with_capacity(puzzles.len());
    let mut guesses = 0;
    for _ in 0..rounds {
        let mut round_times = Vec::with_capacity(puzzles.len());
        guesses = 0;
        let start = Instant::now();
        for puzzle in puzzles {
            let t = Instant::now();
            let stats = match mode {
                Mode::Solve => {
                    let (outcome, stats) = engine::solve(puzzle, settings);
                    assert!(matches!(outcome, Solved::Solution(_) | Solved::NoSolution));
                    stats
                }
                Mode::Count2 => {
                    let (outcome, stats) = engine::count(puzzle, 2, settings);
                    assert!(matches!(outcome, Counted::Solutions(0..=2)));
                    stats
                }
            };
            round_times.push(t.elapsed());
            guesses += stats.guesses;
        }
        let total = start.elapsed();
        if total < best_total {
            best_total = total;
            times = round_times;
        }
    }
    times.sort_unstable();
    Figures {
        per_second: puzzles.len() as f64 / best_total.as_secs_f64(),
        guesses: guesses as f64 / puzzles.len() as f64,
        p99: times[(times.len() * 99 / 100).min(times.len() - 1)],
        max: times[times.len() - 1],
    }
}

fn main() {
    let mut rounds = 3;
    let mut with_batch = true;
    let mut settings = Settings::default();
    let mut images = 0;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--rounds" => rounds = common::option_value("engine bench", args.next(), "--rounds N"),
            "--no-batch" => with_batch = false,
            "--isomorphs" => {
                images = common::option_value("engine bench", args.next(), "--isomorphs K")
            }
            "--path" => {
                settings.path = match args.next().as_deref() {
                    Some("portable") => CpuPath::Portable,
                    Some("avx2") => CpuPath::Avx2,
                    other => common::fail(
                        "engine bench",
                        &format!("usage: --path portable|avx2, not {other:?}"),
                    ),
                };
                if !settings.path.is_supported() {
                    common::fail(
                        "engine bench",
                        &format!("this CPU cannot run {:?}", settings.path),
                    );
                }
            }
            "--bench" => {}
            option if option.starts_with('-') => {
                common::fail("engine bench", &format!("unknown option {option}"))
            }
            _ => files.push(arg),
        }
    }
    if files.is_empty() {
        // the repository's own samples of the public sets; pass the full sets as arguments
        files = REPOSITORY_SETS
            .map(|name| format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR")))
            .into();
    }
    println!(
        "engine path: {:?}; best of {rounds} rounds; single thread",
        settings.path
    );
    println!();
    println!("| data set | puzzles | mode | puzzles/s | guesses/puzzle | p99 µs | max µs |");
    println!("|---|---:|---|---:|---:|---:|---:|");
    let mut all = Vec::new();
    let mut random = Random::new(1);
    for file in &files {
        let boards = load(file);
        let mut puzzles = parse(&boards);
        let mut name = std::path::Path::new(file)
            .file_name()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        if puzzles.len() < boards.len() {
            let left_out = boards.len() - puzzles.len();
            name = format!("{name} ({left_out} boards that do not parse left out)");
        }
        if images > 0 {
            puzzles = isomorphs(&puzzles, images, &mut random);
            name = format!("{name}, {images} images each");
        }
        for (mode, label) in [(Mode::Solve, "solve"), (Mode::Count2, "count2")] {
            let f = measure(&puzzles, mode, rounds, settings);
            println!(
                "| {name} | {} | {label} | {:.0} | {:.2} | {:.1} | {:.1} |",
                puzzles.len(),
                f.per_second,
                f.guesses,
                f.p99.as_secs_f64() * 1e6,
                f.max.as_secs_f64() * 1e6
            );
        }
        all.extend(puzzles.iter().map(|puzzle| puzzle.encode(Encoding::Text)));
    }

    if !with_batch {
        return;
    }
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    println!();
    println!(
        "sudoku_solve_batch over all {} puzzles above ({cores} cores available):",
        all.len()
    );
    println!();
    println!("| threads | puzzles/s | speed-up |");
    println!("|---:|---:|---:|");
    let one = batch(&all, 1, rounds);
    for (label, threads) in [("1", 1), ("2", 2), ("all (0)", 0)] {
        let rate = if threads == 1 {
            one
        } else {
            batch(&all, threads, rounds)
        };
        println!("| {label} | {rate:.0} | {:.2} |", rate / one);
    }
}
