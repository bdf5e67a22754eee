//! The bindings in `bindings/` and `include/sudoku.hpp`, run against the library this test
//! run built:
//! - C++: the wrapper's test program and example, compiled with `-std=c++17 -Wall -Wextra
//!   -Werror -pedantic -fno-exceptions`, plain (also under valgrind) and with
//!   AddressSanitizer and UndefinedBehaviorSanitizer;
//! - Python: the ctypes package's pytest suite and its example;
//! - LuaJIT: the FFI example, and its C declarations against the header;
//! - C#: the P/Invoke example, compiled with Mono's `mcs -warnaserror` and run by `mono`.
//!
//! python3 with pytest, luajit, mcs and mono are required under CI (`.ci/run` installs
//! them); elsewhere a check whose tools are missing reports as ignored, with the reason
//! (`common::checks`).
//!
//! This tier drives compilers, installers and other programs: `cargo test --release`
//! (the README's command, and CI) runs it; the quick debug `cargo test` lists its tests as
//! ignored.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use common::*;

/// The folder of this binary's programs, emptied once per run.
fn work_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = library_dir().with_file_name("bindings-test");
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    })
}

/// A folder that holds the library by its runtime name only, `libsudoku.so.MAJOR`, as a
/// runtime package installs it (no development link `libsudoku.so`).
fn runtime_name_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = work_dir().join("runtime-name");
        std::fs::create_dir_all(&dir).unwrap();
        let link = dir.join(format!("libsudoku.so.{}", env!("CARGO_PKG_VERSION_MAJOR")));
        std::os::unix::fs::symlink(library(), link).unwrap();
        dir
    })
}

fn library() -> PathBuf {
    library_dir().join("libsudoku.so")
}

/// The puzzle `sudoku_generate` gives for a seed, levels (`max_level` 0: exactly `level`)
/// and symmetry.
fn generated(seed: u64, level: i32, max_level: i32, symmetry: i32) -> String {
    use sudoku::ffi::generate::{sudoku_generate, sudoku_generate_options};
    let options = sudoku_generate_options {
        size: std::mem::size_of::<sudoku_generate_options>() as u32,
        level,
        max_level,
        symmetry,
        ..Default::default()
    };
    let mut out = [0u8; 81];
    let status = unsafe { sudoku_generate(seed, &options, out.as_mut_ptr().cast()) };
    assert_eq!(status as i32, 0);
    String::from_utf8(out.to_vec()).unwrap()
}

/// The name of the level `sudoku_rate` gives a puzzle.
fn rated(puzzle: &str) -> &'static str {
    let puzzle: sudoku::Puzzle = puzzle.parse().unwrap();
    let rating = sudoku::rate(&puzzle, &sudoku::Rules::classic());
    rating.unwrap().level.name()
}

/// The name of the level `sudoku_rate_rules` gives the killer `sudoku_generate_killer`
/// makes from `seed` with no givens.
fn killer_rated(seed: u64) -> &'static str {
    use sudoku::ffi::rate::sudoku_rating;
    use sudoku::ffi::rules_hint::sudoku_rate_rules;
    let (killer, puzzle) = generated_killer(seed);
    let rules = killer_rules(&killer);
    let mut rating: sudoku_rating = unsafe { std::mem::zeroed() };
    rating.size = std::mem::size_of::<sudoku_rating>() as u32;
    let status = unsafe {
        sudoku_rate_rules(
            puzzle.as_ptr().cast(),
            &rules,
            std::ptr::null(),
            &mut rating,
        )
    };
    assert_eq!(status as i32, 0);
    sudoku::Level::from_id(i64::from(rating.level))
        .unwrap()
        .name()
}

/// The guesses `sudoku_solve_with` reports for a puzzle.
fn guesses(puzzle: &str) -> u64 {
    use sudoku::ffi::solve::{sudoku_options, sudoku_solve_with, sudoku_stats};
    let options = sudoku_options {
        size: std::mem::size_of::<sudoku_options>() as u32,
        ..Default::default()
    };
    let mut stats = sudoku_stats {
        size: std::mem::size_of::<sudoku_stats>() as u32,
        ..Default::default()
    };
    let mut board = text(puzzle);
    let status = unsafe { sudoku_solve_with(board.as_mut_ptr().cast(), &options, &mut stats) };
    assert_eq!(status as i32, 0);
    stats.guesses
}

/// A C++ program of `bindings/cpp`.
fn bindings_cpp(name: &str) -> PathBuf {
    root().join(format!("bindings/cpp/{name}.cpp"))
}

/// Compiles a C++ source against include/sudoku.hpp as `name`, plain or sanitized.
fn compile_cpp(source: &Path, name: &str, sanitize: bool) -> PathBuf {
    let exe = work_dir().join(if sanitize {
        format!("{name}-asan")
    } else {
        name.to_string()
    });
    let mut cxx = Command::new("c++");
    cxx.args([
        "-std=c++17",
        "-O1",
        "-g",
        "-Wall",
        "-Wextra",
        "-Werror",
        "-pedantic",
    ])
    .arg("-fno-exceptions")
    .arg("-I")
    .arg(root().join("include"))
    .arg(source)
    .arg("-o")
    .arg(&exe)
    .arg(format!("-L{}", library_dir().display()))
    .arg(format!("-Wl,-rpath,{}", library_dir().display()))
    .arg("-lsudoku");
    if sanitize {
        cxx.args([
            "-fsanitize=address,undefined",
            "-fno-sanitize-recover=all",
            "-fno-omit-frame-pointer",
        ]);
    }
    succeeded(cxx.output(), &format!("compiling {}", source.display()));
    exe
}

/// Builds a C++ source as `name` and runs it, under valgrind too for the plain build, and
/// returns its output.
fn run_cpp(source: &Path, name: &str, sanitize: bool) -> String {
    let exe = compile_cpp(source, name, sanitize);
    let direct = spawn(&mut Command::new(&exe), "");
    if !sanitize {
        memcheck(&exe, &[], "", &direct);
    }
    succeeded(Ok(direct), name)
}

fn cpp_wrapper_passes_its_tests() -> Checked {
    release_tier()?;
    need_valgrind()?;
    for sanitize in [false, true] {
        assert_eq!(
            run_cpp(&bindings_cpp("test"), "test", sanitize),
            "all checks passed\n"
        );
    }
    Ok(())
}

fn cpp_example_solves_rates_hints_and_generates() -> Checked {
    release_tier()?;
    need_valgrind()?;
    let expected = format!(
        "solve: SUDOKU_OK {}\n\
         solutions: 1\n\
         rating: beginner, score 204\n\
         hint: Naked single: r5c5 can only be 5\n\
         generated (seed 2026, hard): {}\n\
         bad board: SUDOKU_ERR_DUPLICATE_GIVEN\n",
        KNOWN[0].2,
        generated(2026, 4, 0, 1)
    );
    for sanitize in [false, true] {
        assert_eq!(
            run_cpp(&bindings_cpp("example"), "example", sanitize),
            expected
        );
    }
    Ok(())
}

/// python3, to run the package from its folder against this run's library.
fn python() -> Result<Command, checks::Skip> {
    need_tool("python3", &["python3", "--version"])?;
    let mut python = Command::new("python3");
    python
        .current_dir(root().join("bindings/python"))
        .env("LIBSUDOKU_PATH", library())
        .env("PYTHONDONTWRITEBYTECODE", "1");
    Ok(python)
}

fn python_package_passes_pytest() -> Checked {
    release_tier()?;
    need_tool("pytest", &["python3", "-c", "import pytest"])?;
    let output = python()?
        .args(["-m", "pytest", "-q", "-p", "no:cacheprovider"])
        .output();
    let text = succeeded(output, "pytest");
    assert!(text.contains(" passed"), "{text}");
    assert!(!text.contains("skipped"), "{text}");
    Ok(())
}

fn python_example_solves_rates_and_generates() -> Checked {
    release_tier()?;
    let text = succeeded(python()?.arg("example.py").output(), "example.py");
    let expected = format!(
        "libsudoku {}\n\
         solution: {}\n\
         rating: beginner, score 204, hardest Naked single\n\
         hint: Naked single: r5c5 can only be 5\n\
         generated (seed 2026, expert): {}\n\
         its rating: expert\n\
         no solution: SUDOKU_NO_SOLUTION: the board has no solution\n",
        env!("CARGO_PKG_VERSION"),
        KNOWN[0].2,
        generated(2026, 5, 0, 1)
    );
    assert_eq!(text, expected);
    Ok(())
}

fn lua_example_runs_under_luajit() -> Checked {
    release_tier()?;
    need_tool("luajit", &["luajit", "-v"])?;
    let output = Command::new("luajit")
        .arg(root().join("bindings/lua/example.lua"))
        .env("LIBSUDOKU_PATH", library())
        .output();
    let text = succeeded(output, "luajit example.lua");
    // the walk by hints: its length is the hint engine's business, its end is the solution
    let (hard, hard_solution) = (KNOWN[2].1, KNOWN[2].2);
    let walk = text.lines().nth(6).unwrap();
    let steps = walk
        .strip_prefix("walked ")
        .and_then(|rest| rest.strip_suffix(&format!(" steps to {hard_solution}")))
        .expect("a walk to the solution");
    assert!(steps.parse::<u32>().unwrap() >= 60, "{walk}");
    // hard to extreme: the examples ask for a range of levels
    let ranged = generated(42, 4, 6, 3);
    let expected = format!(
        "libsudoku {}\n\
         solution {}\n\
         solutions 1\n\
         candidates of r1c3 0x00b\n\
         reduced candidates of r1c3 0x008\n\
         hint Naked single: r5c5 can only be 5\n\
         {walk}\n\
         guesses {}\n\
         one guess SUDOKU_LIMIT_REACHED\n\
         counted within one guess SUDOKU_LIMIT_REACHED\n\
         reduced within one guess SUDOKU_LIMIT_REACHED\n\
         validate SUDOKU_ERR_DUPLICATE_GIVEN cell 1 other 0 digit 5\n\
         rating beginner 204\n\
         rated within one guess SUDOKU_LIMIT_REACHED\n\
         generated {ranged}\n\
         generated rating {}\n\
         diagonal 267945381853716249491823576576438192384192657129657438642379815935281764718564923\n\
         diagonal solutions 1, classic 5\n\
         rules SUDOKU_ERR_RULES fault 10 cage 1\n\
         diagonal repeat SUDOKU_ERR_DUPLICATE_GIVEN cell 80 unit 6\n\
         cage candidates of r1c1 0x003\n\
         generated diagonal solutions 1\n\
         killer solutions 1\n\
         killer hint Cage combination\n\
         killer rating {}\n\
         jigsaw solutions 1\n\
         no solution nil SUDOKU_NO_SOLUTION\n\
         short board SUDOKU_ERR_ARGUMENT\n",
        env!("CARGO_PKG_VERSION"),
        KNOWN[0].2,
        guesses(hard),
        rated(&ranged),
        killer_rated(3),
    );
    assert_eq!(text, expected);
    Ok(())
}

/// Declarations with comments dropped and spacing and `struct` keywords removed, so that
/// two spellings of one declaration compare equal.
fn normalized(c: &str) -> String {
    let mut text = String::new();
    let mut rest = c;
    while let Some(start) = rest.find("/*") {
        text.push_str(&rest[..start]);
        rest = &rest[start
            + rest[start..]
                .find("*/")
                .map_or(rest.len() - start, |e| e + 2)..];
    }
    text.push_str(rest);
    let text: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with('#') && !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join(" ");
    text.replace("struct ", "")
        .replace("SUDOKU_CELLS", "81")
        .replace("SUDOKU_STEP_CHAIN_MAX", "24")
        .replace("SUDOKU_RATING_TECHNIQUES", "64")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join("")
}

fn lua_loader_names_the_library_of_each_platform() -> Checked {
    release_tier()?;
    need_tool("luajit", &["luajit", "-v"])?;
    let script = "package.path = 'bindings/lua/?.lua;' .. package.path\n\
                  local names = require('sudoku').library_names\n\
                  for _, os in ipairs({ 'Windows', 'OSX', 'Linux', 'BSD' }) do\n\
                  print(os .. ' ' .. table.concat(names(os), ' '))\n\
                  end";
    let output = Command::new("luajit")
        .args(["-e", script])
        .current_dir(root())
        .env("LIBSUDOKU_PATH", library())
        .output();
    assert_eq!(
        succeeded(output, "luajit library_names"),
        "Windows sudoku libsudoku\n\
         OSX libsudoku.0.dylib sudoku\n\
         Linux libsudoku.so.0 sudoku\n\
         BSD libsudoku.so.0 sudoku\n"
    );
    Ok(())
}

fn lua_declarations_match_the_header() -> Checked {
    release_tier()?;
    let lua = std::fs::read_to_string(root().join("bindings/lua/sudoku.lua")).unwrap();
    let cdef = lua
        .split("ffi.cdef [[")
        .nth(1)
        .and_then(|rest| rest.split("]]").next())
        .expect("sudoku.lua has an ffi.cdef block");
    let header = normalized(&std::fs::read_to_string(root().join("include/sudoku.h")).unwrap());
    let mut checked = 0;
    // each piece up to a `;` (a prototype, a struct's opening and first field, a field, a
    // struct's closing) must appear in the header as written there
    for declaration in normalized(cdef).split_inclusive(';') {
        // the cdef's stand-ins for the header's enums, which are 32-bit integers in C
        if ["typedefint32_tsudoku_status;", "typedefint32_tsudoku_unit;"].contains(&declaration) {
            continue;
        }
        assert!(
            header.contains(declaration),
            "sudoku.lua declares `{declaration}`, which the header does not"
        );
        checked += 1;
    }
    assert!(checked >= 20, "{checked} declarations");
    Ok(())
}

/// On 32-bit Windows a P/Invoke declaration must name the C functions' convention, cdecl
/// (the runtime's default there is stdcall); each must also name a header function. The
/// library is named `sudoku`, without prefix or suffix, so that .NET and Mono look for
/// `sudoku.dll`, `libsudoku.so` and `libsudoku.dylib` by their own rules.
fn csharp_imports_are_cdecl_header_functions() -> Checked {
    release_tier()?;
    let source = std::fs::read_to_string(root().join("bindings/csharp/Sudoku.cs")).unwrap();
    assert!(source.contains("internal const string Lib = \"sudoku\";"));
    let functions = header_functions();
    let mut imported = 0;
    let mut lines = source.lines().map(str::trim);
    while let Some(line) = lines.next() {
        // the library's imports; RuntimeName's are the loader's (dlopen) and Mono's
        if !line.starts_with("[DllImport(Lib") {
            assert!(
                !line.starts_with("[DllImport(")
                    || ["[DllImport(\"libdl.so.2\")]", "[DllImport(\"__Internal\")]"]
                        .contains(&line),
                "{line}"
            );
            continue;
        }
        assert!(
            line.contains("CallingConvention = CallingConvention.Cdecl"),
            "{line}"
        );
        let declaration = lines.next().unwrap();
        let name = declaration
            .split('(')
            .next()
            .and_then(|head| head.rsplit(' ').next())
            .unwrap();
        assert!(
            declaration.starts_with("internal static extern") && functions.contains(name),
            "{declaration}"
        );
        imported += 1;
    }
    assert!(imported >= 16, "{imported} imports");
    Ok(())
}

fn csharp_example_runs_under_mono() -> Checked {
    release_tier()?;
    need_tool("mcs", &["mcs", "--version"])?;
    need_tool("mono", &["mono", "--version"])?;
    let exe = work_dir().join("example.exe");
    let csharp = root().join("bindings/csharp");
    succeeded(
        Command::new("mcs")
            .args(["-nologo", "-warnaserror"])
            .arg(format!("-out:{}", exe.display()))
            .arg(csharp.join("Sudoku.cs"))
            .arg(csharp.join("Example.cs"))
            .output(),
        "mcs",
    );
    // found by the development link, by the runtime name alone, and by LIBSUDOKU_PATH
    let mono = |variable: &str, value: &Path| {
        Command::new("mono")
            .arg(&exe)
            .env_remove("LD_LIBRARY_PATH")
            .env_remove("LIBSUDOKU_PATH")
            .env(variable, value)
            .output()
    };
    let output = mono("LD_LIBRARY_PATH", library_dir().as_path());
    let by_runtime_name = mono("LD_LIBRARY_PATH", runtime_name_dir());
    let by_path = mono("LIBSUDOKU_PATH", library().as_path());
    use std::mem::size_of;
    use sudoku::ffi::generate::sudoku_generate_options;
    use sudoku::ffi::hint::sudoku_step;
    use sudoku::ffi::problem::sudoku_problem;
    use sudoku::ffi::rate::sudoku_rating;
    use sudoku::ffi::solve::{sudoku_options, sudoku_stats};
    let hard = KNOWN[2];
    // hard to extreme: the examples ask for a range of levels
    let ranged = generated(42, 4, 6, 3);
    let expected = format!(
        "libsudoku {}\n\
         struct sizes {} {} {} {} {} {}\n\
         solution {}\n\
         solutions 1\n\
         candidates of r1c3 0x00b\n\
         reduced candidates of r1c3 0x008\n\
         hint Naked single: r5c5 can only be 5\n\
         hint places 5 in cell 40\n\
         hint in play Naked single: r5c5 can only be 5\n\
         hard {} after {} guesses\n\
         one guess LimitReached\n\
         counted within one guess LimitReached\n\
         reduced within one guess LimitReached\n\
         validate ErrDuplicateGiven cell 1 other 0 digit 5\n\
         batch Ok NoSolution True\n\
         rating beginner 204 Naked single\n\
         rated within one guess LimitReached\n\
         generated {ranged}\n\
         generated rating {}\n\
         no solution NoSolution SUDOKU_NO_SOLUTION: the board has no solution\n\
         rules struct size {}\n\
         diagonal 267945381853716249491823576576438192384192657129657438642379815935281764718564923\n\
         diagonal solutions 1, classic 5\n\
         rules ErrRules fault 10 cage 1\n\
         diagonal repeat ErrDuplicateGiven cell 80 unit 6\n\
         cage candidates of r1c1 0x003\n\
         generated diagonal solutions 1\n\
         killer solutions 1, struct size {}\n\
         killer hint Cage combination, rating {}\n\
         jigsaw solutions 1\n",
        env!("CARGO_PKG_VERSION"),
        size_of::<sudoku_step>(),
        size_of::<sudoku_rating>(),
        size_of::<sudoku_generate_options>(),
        size_of::<sudoku_options>(),
        size_of::<sudoku_stats>(),
        size_of::<sudoku_problem>(),
        KNOWN[0].2,
        hard.2,
        guesses(hard.1),
        rated(&ranged),
        size_of::<sudoku::ffi::rules::sudoku_rules>(),
        size_of::<sudoku::ffi::killer::sudoku_killer>(),
        killer_rated(3),
    );
    assert_eq!(succeeded(output, "mono example.exe"), expected);
    assert_eq!(
        succeeded(by_runtime_name, "mono example.exe, libsudoku.so.0 only"),
        expected
    );
    assert_eq!(
        succeeded(by_path, "mono example.exe, LIBSUDOKU_PATH"),
        expected
    );
    Ok(())
}

fn cpp_snippet_of_the_bindings_guide_runs() -> Checked {
    release_tier()?;
    need_valgrind()?;
    let solution = KNOWN[0].2;
    let source = work_dir().join("readme.cpp");
    std::fs::write(&source, doc_snippet("docs/BINDINGS.md", "cpp")).unwrap();
    assert_eq!(
        run_cpp(&source, "readme-cpp", false),
        format!("{solution}\nbeginner\n")
    );
    Ok(())
}

fn python_snippet_of_the_bindings_guide_runs() -> Checked {
    release_tier()?;
    let output = python()?
        .arg("-c")
        .arg(doc_snippet("docs/BINDINGS.md", "python"))
        .output();
    assert_eq!(
        succeeded(output, "the Python snippet of docs/BINDINGS.md"),
        format!(
            "{}\nbeginner\nNaked single: r5c5 can only be 5\n",
            KNOWN[0].2
        )
    );
    Ok(())
}

fn lua_snippet_of_the_bindings_guide_runs() -> Checked {
    release_tier()?;
    need_tool("luajit", &["luajit", "-v"])?;
    let output = Command::new("luajit")
        .args(["-e", &doc_snippet("docs/BINDINGS.md", "lua")])
        .current_dir(root())
        .env("LIBSUDOKU_PATH", library())
        .output();
    assert_eq!(
        succeeded(output, "the Lua snippet of docs/BINDINGS.md"),
        format!("{}\thard\n", KNOWN[0].2)
    );
    Ok(())
}

run_checks!(
    cpp_wrapper_passes_its_tests,
    cpp_example_solves_rates_hints_and_generates,
    python_package_passes_pytest,
    python_example_solves_rates_and_generates,
    lua_example_runs_under_luajit,
    lua_loader_names_the_library_of_each_platform,
    lua_declarations_match_the_header,
    csharp_imports_are_cdecl_header_functions,
    csharp_example_runs_under_mono,
    cpp_snippet_of_the_bindings_guide_runs,
    python_snippet_of_the_bindings_guide_runs,
    lua_snippet_of_the_bindings_guide_runs
);
