//! Builds every C program in examples-c/ (the examples and the thread test) with the system
//! C compiler under `-Wall -Wextra -Werror -pedantic`, linked dynamically, statically, and
//! dynamically with AddressSanitizer and UndefinedBehaviorSanitizer, against the library
//! this test run built; runs each build and checks its output. Where valgrind is installed
//! (`.ci/run` installs it; under CI it is required) the plain dynamic builds also run under
//! memcheck. A sanitizer report or a memcheck error fails the test.
//!
//! This tier drives compilers, installers and other programs: `cargo test --release`
//! (the README's command, and CI) runs it; the quick debug `cargo test` lists its tests as
//! ignored.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use common::*;

/// Builds the examples once per test run and returns the folder of the executables.
fn examples() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| {
        let lib = library_dir();
        let out = lib.with_file_name("examples-c-test");
        let _ = std::fs::remove_dir_all(&out);
        let make = Command::new("make")
            .arg("-C")
            .arg(root().join("examples-c"))
            .arg(format!("LIBDIR={}", lib.display()))
            .arg(format!("OUT={}", out.display()))
            .args(["all", "sanitize"])
            .output()
            .expect("make runs");
        assert!(
            make.status.success(),
            "building the C examples failed:\n{}{}",
            String::from_utf8_lossy(&make.stdout),
            String::from_utf8_lossy(&make.stderr)
        );
        out
    })
}

/// The three builds of a program: dynamic, static, sanitized.
fn builds(program: &str) -> [String; 3] {
    [
        program.to_string(),
        format!("{program}-static"),
        format!("{program}-asan"),
    ]
}

/// Runs a program's build with `args` and `stdin`, directly and (plain dynamic builds only)
/// under valgrind memcheck, and returns the direct run's output. A sanitizer's report
/// makes the run fail with its own exit status and stderr.
fn run(name: &str, args: &[&str], stdin: &str) -> Output {
    let exe = examples().join(name);
    let direct = spawn(Command::new(&exe).args(args), stdin);
    if name.ends_with("-asan") {
        let stderr = String::from_utf8_lossy(&direct.stderr);
        assert!(
            !stderr.contains("Sanitizer") && !stderr.contains("runtime error"),
            "{name} tripped a sanitizer:\n{stderr}"
        );
    }
    let plain_dynamic = !name.ends_with("-static") && !name.ends_with("-asan");
    if plain_dynamic {
        memcheck(&exe, args, stdin, &direct);
    }
    direct
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

fn solve_demo_prints_the_puzzle_and_its_solution() -> Checked {
    release_tier()?;
    need_valgrind()?;
    let (_, puzzle, solution) = KNOWN[0];
    for name in builds("solve") {
        let name = name.as_str();
        let output = run(name, &[], "");
        assert!(output.status.success(), "{name}: {output:?}");
        let text = stdout(&output);
        assert!(text.starts_with(&format!("libsudoku {}\n", env!("CARGO_PKG_VERSION"))));
        let (before, after) = text.split_once("Solution:").expect("a Solution: section");
        // the digits and dots of each grid, in reading order, are the 81 cells
        let cells = |grid: &str| -> String {
            grid.lines()
                .filter(|l| l.contains('|'))
                .flat_map(|l| l.chars().filter(|c| c.is_ascii_digit() || *c == '.'))
                .collect()
        };
        assert_eq!(cells(before), puzzle, "{name}");
        assert_eq!(cells(after), solution, "{name}");
    }
    Ok(())
}

fn validate_example_reports_each_problem() -> Checked {
    release_tier()?;
    need_valgrind()?;
    for name in builds("validate") {
        let name = name.as_str();
        let output = run(name, &[], "");
        assert!(output.status.success(), "{name}: {output:?}");
        let reports: Vec<String> = stdout(&output)
            .lines()
            .filter(|l| {
                l.trim_start().starts_with("validate:") || l.trim_start().starts_with("solve:")
            })
            .map(|l| l.trim().to_string())
            .collect();
        assert_eq!(
            reports,
            [
                "validate: SUDOKU_OK",
                "solve:    SUDOKU_OK (success)",
                "validate: SUDOKU_ERR_INVALID_BYTE at r2c5 (cell 13): byte 0x78",
                "solve:    SUDOKU_ERR_INVALID_BYTE (the board holds a byte that its encoding does not allow)",
                "validate: SUDOKU_ERR_DUPLICATE_GIVEN: 5 at r1c1 and r1c9 (cells 0 and 8), both in row 1",
                "solve:    SUDOKU_ERR_DUPLICATE_GIVEN (a digit is given twice in a row, column, box or other unit)",
                "validate: SUDOKU_ERR_DUPLICATE_GIVEN: 2 at r5c7 and r7c7 (cells 42 and 60), both in column 7",
                "solve:    SUDOKU_ERR_DUPLICATE_GIVEN (a digit is given twice in a row, column, box or other unit)",
                "validate: SUDOKU_ERR_DUPLICATE_GIVEN: 6 at r1c3 and r2c1 (cells 2 and 9), both in box 1",
                "solve:    SUDOKU_ERR_DUPLICATE_GIVEN (a digit is given twice in a row, column, box or other unit)",
                "validate: SUDOKU_OK",
                "solve:    SUDOKU_NO_SOLUTION (the board has no solution)",
                "validate: SUDOKU_ERR_NULL",
            ],
            "{name}"
        );
    }
    Ok(())
}

fn cli_answers_every_line_of_stdin() -> Checked {
    release_tier()?;
    need_valgrind()?;
    let hard = fixture("hard.txt");
    let mut bad_byte = text(KNOWN[0].1);
    bad_byte[20] = b'x';
    let bad_byte = String::from_utf8(bad_byte.to_vec()).unwrap();
    let two = two_solution_board(KNOWN[2].2);
    let long = format!("{}{}", KNOWN[1].1, " trailing text ".repeat(40));
    let mut input = String::from("# a comment\n\n");
    for p in &hard[..8] {
        input.push_str(p);
        input.push('\n');
    }
    input.push_str(&format!(
        "{}\r\n{NO_SOLUTION}\n{bad_byte}\nshort line\n{two}\n{long}\n{}",
        KNOWN[0].1,
        KNOWN[2].1 // no final newline
    ));
    // (puzzle, expected status name or None for a solution)
    let mut expected: Vec<(String, Option<&str>)> =
        hard[..8].iter().map(|p| (p.clone(), None)).collect();
    expected.extend([
        (KNOWN[0].1.to_string(), None),
        (NO_SOLUTION.to_string(), Some("SUDOKU_NO_SOLUTION")),
        (bad_byte, Some("SUDOKU_ERR_INVALID_BYTE")),
        (String::new(), Some("SUDOKU_ERR_ARGUMENT")),
        (two, None),
        (long, Some("SUDOKU_ERR_ARGUMENT")),
        (KNOWN[2].1.to_string(), None),
    ]);

    for name in builds("sudoku-cli") {
        let name = name.as_str();
        let output = run(name, &[], &input);
        assert_eq!(
            output.status.code(),
            Some(1),
            "{name}: some puzzles are unsolved"
        );
        let lines: Vec<String> = stdout(&output).lines().map(String::from).collect();
        assert_eq!(lines.len(), expected.len(), "{name}: one line per puzzle");
        for ((puzzle, status), line) in expected.iter().zip(&lines) {
            match status {
                Some(status) => assert_eq!(line, status, "{name}: {puzzle}"),
                None => assert!(
                    solves(&text(puzzle), &text(line)),
                    "{name}: {puzzle} -> {line}"
                ),
            }
        }
        // the lines of the wrong length, by number, then the summary
        let stderr = String::from_utf8_lossy(&output.stderr);
        let (named, summary) = stderr.split_at(stderr.find("puzzles: ").unwrap());
        assert_eq!(
            named,
            "sudoku-cli: standard input:14: a puzzle is 81 characters, this line has 10\n\
             sudoku-cli: standard input:16: a puzzle is 81 characters, this line has 681\n",
            "{name}"
        );
        assert!(
            summary.starts_with("puzzles: 15, solved: 11, no solution: 1, errors: 3, "),
            "{name}: {summary}"
        );
        assert!(
            summary.trim_end().ends_with("puzzles/s"),
            "{name}: {summary}"
        );
    }
    Ok(())
}

fn cli_answers_a_line_holding_a_nul_byte_and_the_next() -> Checked {
    release_tier()?;
    need_valgrind()?;
    // a NUL after the puzzle ended the C string the CLI once read lines into, and the rest
    // of that line swallowed the next one; now it is the 82nd character of its line
    let mut inside = KNOWN[1].1.to_string();
    inside.replace_range(3..4, "\0");
    let input = format!("{}\0\n{}\n{inside}\n", KNOWN[0].1, KNOWN[2].1);
    for name in builds("sudoku-cli") {
        let output = run(&name, &[], &input);
        assert_eq!(output.status.code(), Some(1), "{name}");
        let lines: Vec<String> = stdout(&output).lines().map(String::from).collect();
        assert_eq!(
            lines,
            ["SUDOKU_ERR_ARGUMENT", KNOWN[2].2, "SUDOKU_ERR_INVALID_BYTE"],
            "{name}: one line per puzzle"
        );
    }
    Ok(())
}

fn cli_reads_files_and_reports_missing_ones() -> Checked {
    release_tier()?;
    need_valgrind()?;
    let path = root().join("tests/data/hard.txt");
    let path = path.to_str().unwrap();
    let output = run("sudoku-cli", &[path, "-"], KNOWN[0].1);
    assert_eq!(output.status.code(), Some(0));
    let lines: Vec<String> = stdout(&output).lines().map(String::from).collect();
    let mut puzzles = fixture("hard.txt");
    puzzles.push(KNOWN[0].1.to_string());
    assert_eq!(lines.len(), puzzles.len());
    for (puzzle, line) in puzzles.iter().zip(&lines) {
        assert!(solves(&text(puzzle), &text(line)), "{puzzle} -> {line}");
    }

    let missing = run("sudoku-cli", &["/nonexistent/puzzles.txt"], "");
    assert_eq!(missing.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&missing.stderr),
        "sudoku-cli: cannot open /nonexistent/puzzles.txt: No such file or directory\n"
    );
    let folder = run("sudoku-cli", &["/"], "");
    assert_eq!(folder.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&folder.stderr)
            .starts_with("sudoku-cli: error reading /: Is a directory\n"),
        "{folder:?}"
    );
    Ok(())
}

fn cli_has_help_and_version_and_refuses_unknown_options() -> Checked {
    release_tier()?;
    need_valgrind()?;
    let help = run("sudoku-cli", &["--help"], "");
    assert_eq!(help.status.code(), Some(0));
    assert!(stdout(&help).starts_with("usage: sudoku-cli [--help] [--version] [FILE...]\n"));
    let version = run("sudoku-cli", &["--version"], "");
    assert_eq!(version.status.code(), Some(0));
    assert_eq!(
        stdout(&version),
        format!("sudoku-cli (libsudoku {})\n", env!("CARGO_PKG_VERSION"))
    );
    // an unknown option is a usage error before any puzzle is answered
    let unknown = run("sudoku-cli", &["-", "--verbose"], KNOWN[0].1);
    assert_eq!(unknown.status.code(), Some(2));
    assert_eq!(stdout(&unknown), "");
    assert!(String::from_utf8_lossy(&unknown.stderr)
        .starts_with("sudoku-cli: unknown option --verbose\nusage: "));
    Ok(())
}

fn many_threads_at_once_get_the_single_threaded_answers() -> Checked {
    release_tier()?;
    need_valgrind()?;
    // rounds per thread: fewer under memcheck, which runs the threads one at a time
    for (name, rounds) in [
        ("threads", "3"),
        ("threads-static", "40"),
        ("threads-asan", "10"),
    ] {
        let output = run(name, &[rounds], "");
        assert!(
            output.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert!(
            stdout(&output).contains("every answer equals the single-threaded one"),
            "{name}: {output:?}"
        );
    }
    Ok(())
}

fn batches_from_many_threads_survive_a_memory_limit() -> Checked {
    release_tier()?;
    // 64 threads each ask two batches for 64 threads under 200,000 KiB of address space:
    // most of the threads the library asks for cannot start, and it must go on without
    // them. Twenty runs of each link, as an abort there came in about half the runs.
    for name in ["memory-limit", "memory-limit-static"] {
        let exe = examples().join(name);
        for run in 0..20 {
            let output = spawn(
                Command::new("sh")
                    .arg("-c")
                    .arg("ulimit -v 200000 && exec \"$0\"")
                    .arg(&exe),
                "",
            );
            assert!(
                output.status.success() && stdout(&output).contains("every answer equals"),
                "{name}, run {run}: {:?}\n{}{}",
                output.status,
                stdout(&output),
                String::from_utf8_lossy(&output.stderr)
            );
        }
    }
    // the sanitized build, without a limit (the sanitizers reserve more address space)
    let output = run("memory-limit-asan", &["1"], "");
    assert!(
        output.status.success(),
        "memory-limit-asan: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    Ok(())
}

fn readme_c_snippet_compiles_and_runs() -> Checked {
    release_tier()?;
    let snippet = doc_snippet("README.md", "c");
    let lib = library_dir();
    let dir = examples();
    let source = dir.join("readme.c");
    let exe = dir.join("readme");
    std::fs::write(&source, snippet).unwrap();
    succeeded(
        Command::new("cc")
            .args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", "-I"])
            .arg(root().join("include"))
            .arg(&source)
            .arg("-o")
            .arg(&exe)
            .arg(format!("-L{}", lib.display()))
            .arg(format!("-Wl,-rpath,{}", dir.join("lib").display()))
            .arg("-lsudoku")
            .output(),
        "compiling the README's C",
    );
    let output = spawn(&mut Command::new(&exe), "");
    assert!(output.status.success());
    assert_eq!(stdout(&output), format!("{}\nunique\n", KNOWN[0].2));
    Ok(())
}

fn generate_example_prints_the_seeded_puzzle_and_its_rating() -> Checked {
    release_tier()?;
    need_valgrind()?;
    use sudoku::ffi::generate::{sudoku_generate, sudoku_generate_options};
    let options = sudoku_generate_options {
        size: std::mem::size_of::<sudoku_generate_options>() as u32,
        level: 4,    // hard
        symmetry: 2, // rotational 90
        ..Default::default()
    };
    let mut expected = [0u8; 81];
    let status = unsafe { sudoku_generate(7, &options, expected.as_mut_ptr().cast()) };
    assert_eq!(status as i32, 0);
    let expected = String::from_utf8(expected.to_vec()).unwrap();
    let options = sudoku_generate_options {
        size: std::mem::size_of::<sudoku_generate_options>() as u32,
        level: 5,     // expert
        max_level: 6, // extreme
        ..Default::default()
    };
    let mut ranged = [0u8; 81];
    let status = unsafe { sudoku_generate(7, &options, ranged.as_mut_ptr().cast()) };
    assert_eq!(status as i32, 0);
    let ranged = String::from_utf8(ranged.to_vec()).unwrap();
    for name in builds("generate") {
        let name = name.as_str();
        let output = run(name, &["7", "hard", "rotational90"], "");
        assert!(output.status.success(), "{name}: {output:?}");
        let text = stdout(&output);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0], "seed 7, level hard, symmetry rotational90",
            "{name}"
        );
        assert!(
            lines.contains(&expected.as_str()),
            "{name}: the library's puzzle\n{text}"
        );
        assert!(text.contains("rating: hard, score "), "{name}: {text}");
        // a range of levels
        let output = run(name, &["7", "expert..extreme", "none"], "");
        assert!(output.status.success(), "{name}: {output:?}");
        let text = stdout(&output);
        assert!(
            text.starts_with("seed 7, level expert..extreme, symmetry none\n"),
            "{name}: {text}"
        );
        assert!(
            text.lines().any(|line| line == ranged.as_str()),
            "{name}: the library's puzzle\n{text}"
        );
        assert!(
            text.contains("rating: expert, score ") || text.contains("rating: extreme, score "),
            "{name}: {text}"
        );
        for bad in [
            &["x"][..],
            &["1", "impossible"],
            &["1", "hard..easy"],
            &["1", "any..hard"],
            &["1", "hard.."],
            &["1", "..hard"],
            &["1", "easy", "spiral"],
            &["1", "2", "3", "4"],
        ] {
            let output = run(name, bad, "");
            assert_eq!(output.status.code(), Some(2), "{name} {bad:?}");
        }
    }
    Ok(())
}

fn hint_example_walks_to_the_solution() -> Checked {
    release_tier()?;
    need_valgrind()?;
    let hard = fixture("hard.txt")
        .into_iter()
        .find(|p| {
            let puzzle =
                sudoku::board::Puzzle::parse(&text(p), sudoku::board::Encoding::Text).unwrap();
            sudoku::reference::count(&puzzle, 2) == 1
        })
        .expect("a hard puzzle with one solution");
    for name in builds("hint") {
        let name = name.as_str();
        for args in [&[][..], &[hard.as_str()]] {
            let output = run(name, args, "");
            assert!(output.status.success(), "{name}: {output:?}");
            let text = stdout(&output);
            let lines: Vec<&str> = text.lines().collect();
            let puzzle = lines[0].strip_prefix("puzzle   ").unwrap();
            let last = lines.last().unwrap();
            let solved = last.strip_prefix("solved   ").unwrap();
            let puzzle_bytes: [u8; 81] = puzzle.as_bytes().try_into().unwrap();
            let solved_bytes: [u8; 81] = solved.as_bytes()[..81].try_into().unwrap();
            assert!(solves(&puzzle_bytes, &solved_bytes), "{name}");
            let steps = lines.len() - 2;
            assert!(
                last.ends_with(&format!(" in {steps} steps")),
                "{name}: {last}"
            );
            for (i, line) in lines[1..lines.len() - 1].iter().enumerate() {
                assert!(
                    line.starts_with(&format!("{:3}. ", i + 1)),
                    "{name}: {line}"
                );
            }
        }
        let two = two_solution_board(KNOWN[0].2);
        assert_eq!(
            run(name, &[two.as_str()], "").status.code(),
            Some(1),
            "{name}"
        );
        assert_eq!(run(name, &["123"], "").status.code(), Some(2), "{name}");
    }
    Ok(())
}

/// The published solution of a puzzle of `tests/data/variants.txt`, as nine indented lines.
fn published(name: &str) -> String {
    let data = std::fs::read_to_string(root().join("tests/data/variants.txt")).unwrap();
    let line = data
        .lines()
        .find(|line| line.split_whitespace().nth(1) == Some(name))
        .expect("the puzzle is in tests/data/variants.txt");
    let solution = line.split_whitespace().last().unwrap();
    (0..9)
        .map(|row| format!("  {}\n", &solution[row * 9..row * 9 + 9]))
        .collect()
}

fn variants_example_solves_public_puzzles_to_their_published_solutions() -> Checked {
    release_tier()?;
    need_valgrind()?;
    let expected = format!(
        "killer: 1 solution\n{}jigsaw: 1 solution\n{}diagonal: 1 solution\n{}\
         faulty rules: SUDOKU_ERR_RULES, fault 10 in cage 1 from cell 0; solving gives SUDOKU_ERR_RULES\n",
        published("janko-killer-22"),
        published("janko-chaos-93"),
        published("udacity-aind-diagonal"),
    );
    for name in builds("variants") {
        let output = run(&name, &[], "");
        assert!(output.status.success(), "{name}: {output:?}");
        assert_eq!(stdout(&output), expected, "{name}");
    }
    Ok(())
}

/// What `killer SEED` prints, from the library's own calls.
fn killer_expected(seed: u64) -> String {
    use sudoku::ffi::rules::sudoku_solve_rules;
    let (killer, mut board) = generated_killer(seed);
    let rules = killer_rules(&killer);
    let status = unsafe { sudoku_solve_rules(board.as_mut_ptr().cast(), &rules) };
    assert_eq!(status, sudoku::ffi::status::sudoku_status::SUDOKU_OK);
    let mut text = format!("killer {seed}: {} cages\n", killer.cage_count);
    for row in killer.cages.chunks(9) {
        row.iter().for_each(|id| text.push_str(&format!("{id:3}")));
        text.push('\n');
    }
    text.push_str("sums:");
    for sum in &killer.cage_sums[..killer.cage_count as usize] {
        text.push_str(&format!(" {sum}"));
    }
    text.push_str("\nsolution (1 solution):\n");
    for row in board.chunks(9) {
        text.push_str(&format!("  {}\n", std::str::from_utf8(row).unwrap()));
    }
    text
}

/// What `jigsaw SEED` prints, from the library's own calls.
fn jigsaw_expected(seed: u64) -> String {
    use sudoku::ffi::jigsaw::sudoku_generate_jigsaw;
    use sudoku::ffi::rules::{sudoku_rules, sudoku_solve_rules};
    use sudoku::ffi::status::sudoku_status::SUDOKU_OK;
    let (mut regions, mut board) = ([0u8; 81], [0u8; 81]);
    let status = unsafe {
        sudoku_generate_jigsaw(
            seed,
            std::ptr::null(),
            std::ptr::null(),
            regions.as_mut_ptr(),
            board.as_mut_ptr().cast(),
        )
    };
    assert_eq!(status, SUDOKU_OK);
    let grid = |board: &[u8; 81]| -> String {
        board
            .chunks(9)
            .map(|row| format!("  {}\n", std::str::from_utf8(row).unwrap()))
            .collect()
    };
    let mut text = format!("jigsaw {seed}: regions\n");
    for row in regions.chunks(9) {
        text.push(' ');
        row.iter().for_each(|id| text.push_str(&format!(" {id}")));
        text.push('\n');
    }
    text.push_str(&format!("puzzle:\n{}", grid(&board)));
    let rules = sudoku_rules {
        size: std::mem::size_of::<sudoku_rules>() as u32,
        flags: 0,
        regions: regions.as_ptr(),
        cage_count: 0,
        cages: std::ptr::null(),
        cage_sums: std::ptr::null(),
    };
    assert_eq!(
        unsafe { sudoku_solve_rules(board.as_mut_ptr().cast(), &rules) },
        SUDOKU_OK
    );
    text.push_str(&format!("solution (1 solution):\n{}", grid(&board)));
    text
}

fn jigsaw_example_prints_the_regions_puzzle_and_solution() -> Checked {
    seeded_example_prints("jigsaw", jigsaw_expected, &["1", "2"])
}

/// Runs each build of `program`, a generating example that takes an optional seed (1 when
/// absent), with no argument and with seed 7: it must print `expected(seed)`; `bad`
/// arguments must end it with status 2.
fn seeded_example_prints(program: &str, expected: fn(u64) -> String, bad: &[&str]) -> Checked {
    release_tier()?;
    need_valgrind()?;
    for name in builds(program) {
        for (args, seed) in [(vec![], 1), (vec!["7"], 7)] {
            let output = run(&name, &args, "");
            assert!(output.status.success(), "{name}: {output:?}");
            assert_eq!(stdout(&output), expected(seed), "{name}");
        }
        assert_eq!(run(&name, bad, "").status.code(), Some(2), "{name}");
    }
    Ok(())
}

fn killer_example_prints_the_cages_sums_and_solution() -> Checked {
    seeded_example_prints("killer", killer_expected, &["x7"])
}

run_checks!(
    solve_demo_prints_the_puzzle_and_its_solution,
    variants_example_solves_public_puzzles_to_their_published_solutions,
    killer_example_prints_the_cages_sums_and_solution,
    jigsaw_example_prints_the_regions_puzzle_and_solution,
    validate_example_reports_each_problem,
    cli_answers_every_line_of_stdin,
    cli_answers_a_line_holding_a_nul_byte_and_the_next,
    cli_reads_files_and_reports_missing_ones,
    cli_has_help_and_version_and_refuses_unknown_options,
    many_threads_at_once_get_the_single_threaded_answers,
    batches_from_many_threads_survive_a_memory_limit,
    readme_c_snippet_compiles_and_runs,
    generate_example_prints_the_seeded_puzzle_and_its_rating,
    hint_example_walks_to_the_solution
);
