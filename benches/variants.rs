//! The variants benchmark: solving and counting to two (is it unique?) under each rule
//! set, on the public puzzles of `tests/data/variants.txt` and on puzzles the library's
//! generators make under each rule set (minimal, no symmetry: the hardest they dig),
//! killers with their cages made among them. Per variant: generation speed, the time a
//! rating takes and the levels the generated puzzles rate at; generation at each level
//! (not minimal); and per mode, on the minimal puzzles, those made at hard and the public
//! ones: puzzles per second, guesses per puzzle and the slowest call.
//!
//! usage: cargo bench --bench variants -- [--seconds S] [--puzzles N]
//! (S: the time spent on each figure, default 1; N: the puzzles generated per variant,
//! default 20)

mod common;

use std::time::{Duration, Instant};

use sudoku::ffi::generate::SUDOKU_GENERATE_RULES_DEFAULT_TRIES;
use sudoku::generator::jigsaw::generate_jigsaw;
use sudoku::generator::killer::generate_killer;
use sudoku::generator::symmetry::Symmetry;
use sudoku::generator::variant::{generate_under, VariantOptions};
use sudoku::geometry::Layout;
use sudoku::logic::{Level, Levels};
use sudoku::rules::logic::{rate_under, Limits};
use sudoku::rules::{self, Rules};

const PROGRAM: &str = "variants bench";

/// Named puzzles (digits, 0 for empty), each under its rules.
struct Set {
    name: String,
    puzzles: Vec<(Rules, [u8; 81])>,
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
            Rules::DIAGONALS
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

    // generated puzzles: each flag alone, the public jigsaw and killer layouts, and jigsaws
    // and killers whose regions or cages are made too
    let flags = [
        ("diagonal", Rules::DIAGONALS),
        ("windoku", Rules::WINDOKU),
        ("anti-knight", Rules::ANTI_KNIGHT),
        ("anti-king", Rules::ANTI_KING),
        ("non-consecutive", Rules::NON_CONSECUTIVE),
    ];
    let options = VariantOptions {
        symmetry: Symmetry::None,
        minimal: true,
        levels: None,
        max_tries: 1,
    };
    // each maker: a name, the rules and puzzle it makes for a seed under options, and
    // whether generation at each level measures it
    type Maker<'a> = Box<dyn Fn(u64, &VariantOptions) -> Option<(Rules, [u8; 81])> + 'a>;
    let under = |rules: Vec<Rules>| -> Maker {
        Box::new(move |seed, options| {
            let rules = rules[seed as usize % rules.len()];
            generate_under(&rules, seed, options).map(|puzzle| (rules, puzzle))
        })
    };
    let mut makers: Vec<(String, Maker, bool)> = flags
        .iter()
        .map(|&(name, flag)| {
            let rules = Rules::new(flag, None, None).expect("a known flag");
            (name.to_string(), under(vec![rules]), true)
        })
        .collect();
    for set in public
        .iter()
        .filter(|set| !set.name.starts_with("diagonal"))
    {
        let kind = set.name.split(' ').next().unwrap_or_default();
        let rules = set.puzzles.iter().map(|&(rules, _)| rules).collect();
        makers.push((format!("{kind}, public layouts"), under(rules), false));
    }
    let jigsaw: Maker = Box::new(|seed, options| {
        let made = generate_jigsaw(&Rules::classic(), seed, options)?;
        let rules = Rules::new(0, Some(&made.regions), None).ok()?;
        Some((rules, made.puzzle))
    });
    makers.push(("jigsaw, layouts made".to_string(), jigsaw, true));
    // a killer without givens has none to keep for a level
    for (name, with_givens) in [
        ("killer, cages made, no givens", false),
        ("killer, cages made, with givens", true),
    ] {
        let maker: Maker = Box::new(move |seed, options| {
            generate_killer(&Rules::classic(), seed, options, with_givens)
                .map(|k| (k.rules, k.puzzle))
        });
        makers.push((name.to_string(), maker, with_givens));
    }
    let mut sets = Vec::new();
    println!("| generated | puzzles | puzzles/s | slowest | rating: mean | slowest | beginner | easy | medium | hard | expert | extreme |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (name, make, _) in &makers {
        let started = Instant::now();
        let mut slowest = Duration::ZERO;
        let puzzles: Vec<(Rules, [u8; 81])> = (0..dug as u64)
            .map(|seed| {
                let call = Instant::now();
                let made = make(seed, &options).unwrap_or_else(|| {
                    common::fail(PROGRAM, &format!("{name}: seed {seed} gave no puzzle"))
                });
                slowest = slowest.max(call.elapsed());
                made
            })
            .collect();
        let rate = dug as f64 / started.elapsed().as_secs_f64();
        let (mut levels, rated, mut slowest_rating) = ([0; 6], Instant::now(), Duration::ZERO);
        for (rules, puzzle) in &puzzles {
            let call = Instant::now();
            levels[level_of(rules, puzzle) as usize - 1] += 1;
            slowest_rating = slowest_rating.max(call.elapsed());
        }
        let mean_rating = rated.elapsed().as_secs_f64() / f64::from(dug);
        let levels = levels.map(|n| n.to_string()).join(" | ");
        println!(
            "| {name} | {dug} | {rate:.1} | {:.1} ms | {:.1} ms | {:.1} ms | {levels} |",
            slowest.as_secs_f64() * 1e3,
            mean_rating * 1e3,
            slowest_rating.as_secs_f64() * 1e3
        );
        sets.push(Set {
            name: format!("{name} (generated)"),
            puzzles,
        });
    }
    println!();
    let at_each_level = makers.iter().filter(|&(_, _, at_levels)| *at_levels);
    let level_makers: Vec<(&str, &Maker)> = at_each_level
        .map(|(name, make, _)| (name.as_str(), make))
        .collect();
    sets.extend(at_levels(&level_makers, dug));
    println!();
    println!("| set | puzzles | givens (mean) | solve: puzzles/s | guesses | slowest | count2: puzzles/s | guesses | slowest |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for set in sets
        .iter()
        .chain(&public)
        .filter(|set| !set.puzzles.is_empty())
    {
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

/// The level `rate_under` gives a generated puzzle (which has one solution), within the
/// default limits that every generated puzzle rates within.
fn level_of(rules: &Rules, puzzle: &[u8; 81]) -> Level {
    let rating = rate_under(&Layout::new(rules), puzzle, Limits::DEFAULT);
    rating
        .unwrap_or_else(|_| common::fail(PROGRAM, "a generated puzzle did not rate"))
        .level
}

/// Generation at each level, not minimal, at the default tries, by each maker: the seeds
/// (of `dug`) that gave a puzzle, the puzzles per second and the slowest call. Gives, per
/// maker, the puzzles made at hard.
fn at_levels<F>(makers: &[(&str, F)], dug: u32) -> Vec<Set>
where
    F: Fn(u64, &VariantOptions) -> Option<(Rules, [u8; 81])>,
{
    let mut hard_sets = Vec::new();
    println!("| generated at a level, not minimal | level | made | puzzles/s | slowest |");
    println!("|---|---|---:|---:|---:|");
    for (name, make) in makers {
        for level in Level::ALL {
            let options = VariantOptions {
                symmetry: Symmetry::None,
                minimal: false,
                levels: Some(Levels::exactly(level)),
                max_tries: SUDOKU_GENERATE_RULES_DEFAULT_TRIES,
            };
            let started = Instant::now();
            let mut slowest = Duration::ZERO;
            let mut made = Vec::new();
            for seed in 0..u64::from(dug) {
                let call = Instant::now();
                made.extend(make(seed, &options));
                slowest = slowest.max(call.elapsed());
            }
            let elapsed = started.elapsed();
            for (rules, puzzle) in &made {
                assert_eq!(level_of(rules, puzzle), level, "{name} at {level:?}");
            }
            println!(
                "| {name} | {} | {}/{dug} | {:.1} | {:.1} ms |",
                level.name(),
                made.len(),
                made.len() as f64 / elapsed.as_secs_f64(),
                slowest.as_secs_f64() * 1e3
            );
            if level == Level::Hard {
                hard_sets.push(Set {
                    name: format!("{name} (generated at hard)"),
                    puzzles: made,
                });
            }
        }
    }
    hard_sets
}
