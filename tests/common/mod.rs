//! Helpers shared by the integration tests: boards from strings, an independent rules
//! checker (written here, not taken from the library) and the puzzles with known answers.
#![allow(dead_code, unused_imports)] // each test binary uses its own subset

pub mod checks;
mod guess_bound;
pub mod hunted_rules;
pub mod isomorph;
pub mod public_variants;
pub mod variant;
pub use checks::{need, need_tool, release_tier, Checked};
pub use guess_bound::GUESS_BOUND;

/// Puzzles with their published solutions.
pub const KNOWN: [(&str, &str, &str); 3] = [
    (
        "Wikipedia's example puzzle",
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
    ),
    (
        "Project Euler 96, grid 01",
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
        "483921657967345821251876493548132976729564138136798245372689514814253769695417382",
    ),
    (
        "Arto Inkala's 2012 'hardest sudoku'",
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        "812753649943682175675491283154237896369845721287169534521974368438526917796318452",
    ),
];

/// An empty board in text encoding.
pub const EMPTY: &str =
    ".................................................................................";

/// Consistent givens, no solution: row 0 holds 1-8, so cell 8 needs a 9, but cell 17 (same
/// column and box) already has one.
pub const NO_SOLUTION: &str =
    "12345678.........9...............................................................";

/// 81 bytes of a text board.
/// Options asking for at most `max_guesses` guesses (0: the library's default).
pub fn options(max_guesses: u64) -> sudoku::ffi::solve::sudoku_options {
    sudoku::ffi::solve::sudoku_options {
        size: std::mem::size_of::<sudoku::ffi::solve::sudoku_options>() as u32,
        reserved: 0,
        max_guesses,
    }
}

pub fn text(board: &str) -> [u8; 81] {
    board
        .as_bytes()
        .try_into()
        .expect("a board is 81 characters")
}

/// The value encoding of a text board.
pub fn values(board: &str) -> [u8; 81] {
    text(board).map(|b| if b == b'.' { 0 } else { b - b'0' })
}

/// Digits 1-9 of a text or value board, 0 for empty.
pub fn digits(board: &[u8; 81]) -> [u8; 81] {
    board.map(|b| match b {
        b'1'..=b'9' => b - b'0',
        b'.' | b'0' => 0,
        v => v,
    })
}

/// True when `grid` (digits 1-9) obeys the rules and keeps every given of `puzzle`.
pub fn solves(puzzle: &[u8; 81], grid: &[u8; 81]) -> bool {
    let (p, g) = (digits(puzzle), digits(grid));
    for i in 0..81 {
        if !(1..=9).contains(&g[i]) || (p[i] != 0 && p[i] != g[i]) {
            return false;
        }
    }
    for unit in 0..9 {
        let row: Vec<usize> = (0..9).map(|k| unit * 9 + k).collect();
        let col: Vec<usize> = (0..9).map(|k| k * 9 + unit).collect();
        let bx: Vec<usize> = (0..9)
            .map(|k| (unit / 3 * 3 + k / 3) * 9 + unit % 3 * 3 + k % 3)
            .collect();
        for cells in [row, col, bx] {
            let mut seen: Vec<u8> = cells.iter().map(|&i| g[i]).collect();
            seen.sort_unstable();
            if seen != (1..=9).collect::<Vec<u8>>() {
                return false;
            }
        }
    }
    true
}

/// A board with exactly two solutions: `solution` with the four cells of a "deadly
/// rectangle" emptied (two rows, two columns, two boxes, digits a b / b a).
pub fn two_solution_board(solution: &str) -> String {
    let g = digits(&text(solution));
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    let two_boxes = (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3);
                    let (a, b) = (g[r1 * 9 + c1], g[r1 * 9 + c2]);
                    if two_boxes && g[r2 * 9 + c2] == a && g[r2 * 9 + c1] == b {
                        let mut board = solution.as_bytes().to_vec();
                        for cell in [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2] {
                            board[cell] = b'.';
                        }
                        return String::from_utf8(board).unwrap();
                    }
                }
            }
        }
    }
    panic!("the grid has no deadly rectangle");
}

/// Puzzles from a fixture file: one per line, the first 81 characters; `#` lines skipped.
pub fn fixture(name: &str) -> Vec<String> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .filter(|l| !l.starts_with('#') && l.len() >= 81)
        .map(|l| l[..81].to_string())
        .collect()
}

/// What an adversarial board (`tests/data/adversarial.txt`) must give.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// This many solutions: 0, 1, or 2 for "two or more".
    Solutions(u32),
    /// A digit given twice in a row, column or box.
    Duplicate,
    /// A byte that no encoding allows.
    InvalidByte,
}

/// The adversarial boards: the hardest known puzzles, consistent boards with no solution,
/// boards with 16 or fewer clues, sparse boards, duplicates and bad bytes, each with what
/// it must give.
pub fn adversarial() -> Vec<(String, Expected)> {
    boards_with_outcomes("adversarial.txt")
}

/// The lines of a file of `tests/data/` that hold a board, its expected outcome and a
/// source.
fn boards_with_outcomes(name: &str) -> Vec<(String, Expected)> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let expected = match line[82..].split(' ').next() {
                Some("none") => Expected::Solutions(0),
                Some("unique") => Expected::Solutions(1),
                Some("many") => Expected::Solutions(2),
                Some("duplicate") => Expected::Duplicate,
                Some("invalid") => Expected::InvalidByte,
                other => panic!("bad expectation {other:?} in {line}"),
            };
            (line[..81].to_string(), expected)
        })
        .collect()
}

/// The folder holding the libsudoku.so and libsudoku.a that cargo built for this run:
/// `target/<profile>/deps`, the folder of the test's own executable. (Only `cargo build`
/// copies them up to `target/<profile>`; `cargo test` on a fresh tree does not.)
pub fn library_dir() -> std::path::PathBuf {
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().unwrap().to_path_buf();
    for lib in ["libsudoku.so", "libsudoku.a"] {
        assert!(
            dir.join(lib).exists(),
            "{} is missing",
            dir.join(lib).display()
        );
    }
    dir
}

/// The repository root.
pub fn root() -> &'static std::path::Path {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `command` with `stdin` as its input and collects its output.
pub fn spawn(command: &mut std::process::Command, stdin: &str) -> std::process::Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    // a program that stops before reading all its input (--help) closes the pipe
    match child.stdin.take().unwrap().write_all(stdin.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => panic!("writing stdin: {e}"),
        _ => {}
    }
    child.wait_with_output().unwrap()
}

/// The check runs C programs under valgrind memcheck (`memcheck`).
pub fn need_valgrind() -> Checked {
    need_tool("valgrind", &["valgrind", "--version"])
}

/// Runs `exe args` again under valgrind memcheck (the check called `need_valgrind`), and
/// checks it reports no error and gives the same exit status and output as the `direct`
/// run.
pub fn memcheck(exe: &std::path::Path, args: &[&str], stdin: &str, direct: &std::process::Output) {
    let checked = spawn(
        std::process::Command::new("valgrind")
            .args(["-q", "--error-exitcode=99", "--leak-check=full"])
            .args(["--errors-for-leak-kinds=definite,indirect"])
            .arg(exe)
            .args(args),
        stdin,
    );
    let name = exe.display();
    assert_ne!(
        checked.status.code(),
        Some(99),
        "valgrind found errors in {name}:\n{}",
        String::from_utf8_lossy(&checked.stderr)
    );
    assert_eq!(
        checked.status.code(),
        direct.status.code(),
        "{name} under valgrind"
    );
    assert_eq!(checked.stdout, direct.stdout, "{name} under valgrind");
}

/// The names of the functions `include/sudoku.h` declares.
pub fn header_functions() -> std::collections::BTreeSet<String> {
    let header = std::fs::read_to_string(root().join("include/sudoku.h")).unwrap();
    header
        .lines()
        .filter(|l| !l.starts_with(' ') && !l.starts_with('#') && l.contains('('))
        .filter_map(|l| function_name(l).map(str::to_string))
        .collect()
}

/// The name a C prototype declares (the word before its first `(`), when it is a
/// `sudoku_` name.
pub fn function_name(prototype: &str) -> Option<&str> {
    let name = prototype.split('(').next()?.rsplit([' ', '*']).next()?;
    name.starts_with("sudoku_").then_some(name)
}

/// The standard output of a program that must have started and succeeded.
pub fn succeeded(output: std::io::Result<std::process::Output>, what: &str) -> String {
    let output = output.unwrap_or_else(|e| panic!("{what} could not start: {e}"));
    assert!(
        output.status.success(),
        "{what} failed:\n{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8 output")
}

/// The first code block in `language` (the word after the opening fence) of the
/// document at `path`, below the repository root.
pub fn doc_snippet(path: &str, language: &str) -> String {
    let document = std::fs::read_to_string(root().join(path)).unwrap();
    document
        .split(&format!("```{language}\n"))
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .unwrap_or_else(|| panic!("{path} has a {language} snippet"))
        .to_string()
}

/// Configures and builds `tests/consumer` in `build` with CMake against the libsudoku
/// package under `prefix`, every warning an error, with the extra cache `settings`
/// (`-DNAME=VALUE`).
pub fn build_cmake_consumer(
    build: &std::path::Path,
    prefix: &std::path::Path,
    settings: &[String],
) {
    succeeded(
        std::process::Command::new("cmake")
            .arg("-S")
            .arg(root().join("tests/consumer"))
            .arg("-B")
            .arg(build)
            .arg(format!("-DCMAKE_PREFIX_PATH={}", prefix.display()))
            .arg("-DCMAKE_C_FLAGS=-Wall -Wextra -Werror")
            .args(settings)
            .output(),
        "cmake configure",
    );
    succeeded(
        std::process::Command::new("cmake")
            .arg("--build")
            .arg(build)
            .output(),
        "cmake --build",
    );
}

/// The killer `sudoku_generate_killer` makes from `seed` with no givens, under the classic
/// rules: its cages and sums, and its (empty) text board.
pub fn generated_killer(seed: u64) -> (sudoku::ffi::killer::sudoku_killer, [u8; 81]) {
    use sudoku::ffi::killer::*;
    let mut killer = sudoku_killer {
        size: std::mem::size_of::<sudoku_killer>() as u32,
        cage_count: 0,
        cages: [0; 81],
        cage_sums: [0; 81],
    };
    let mut board = [0u8; 81];
    let status = unsafe {
        sudoku_generate_killer(
            seed,
            std::ptr::null(),
            std::ptr::null(),
            SUDOKU_KILLER_NO_GIVENS,
            &mut killer,
            board.as_mut_ptr().cast(),
        )
    };
    assert_eq!(status, sudoku::ffi::status::sudoku_status::SUDOKU_OK);
    (killer, board)
}

/// The rules of a killer: its cages and sums, no flag, the boxes; the struct points into
/// `killer`.
pub fn killer_rules(
    killer: &sudoku::ffi::killer::sudoku_killer,
) -> sudoku::ffi::rules::sudoku_rules {
    sudoku::ffi::rules::sudoku_rules {
        size: std::mem::size_of::<sudoku::ffi::rules::sudoku_rules>() as u32,
        flags: 0,
        regions: std::ptr::null(),
        cage_count: killer.cage_count,
        cages: killer.cages.as_ptr(),
        cage_sums: killer.cage_sums.as_ptr(),
    }
}
