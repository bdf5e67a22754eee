//! The checked-in header equals the one the code generates, and it compiles cleanly as
//! C99 and as C++11 with every warning an error.

use std::path::{Path, PathBuf};
use std::process::Command;

const GENERATED: &str = concat!(env!("OUT_DIR"), "/sudoku.h");

fn checked_in() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("include/sudoku.h")
}

#[test]
fn checked_in_header_matches_the_generated_one() {
    let generated = std::fs::read_to_string(GENERATED).expect("build.rs writes $OUT_DIR/sudoku.h");
    let checked_in = std::fs::read_to_string(checked_in()).expect("include/sudoku.h is checked in");
    assert!(
        generated == checked_in,
        "include/sudoku.h is stale: run `SUDOKU_UPDATE_HEADER=1 cargo build` and commit it"
    );
}

/// Compiles a translation unit that includes the header with `compiler` and `flags`.
fn compiles(compiler: &str, flags: &[&str], source_name: &str) {
    let dir = std::env::temp_dir().join(format!(
        "sudoku-header-{}-{source_name}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let source = dir.join(source_name);
    std::fs::write(
        &source,
        "#include \"sudoku.h\"\n#include \"sudoku.h\" /* the include guard holds */\n\
         int main(void) { sudoku_problem p; (void)p; return SUDOKU_OK + (int)SUDOKU_VERSION_NUMBER * 0; }\n",
    )
    .unwrap();
    let include = checked_in().parent().unwrap().to_path_buf();
    let output = Command::new(compiler)
        .args(flags)
        .args([
            "-Wall",
            "-Wextra",
            "-Werror",
            "-pedantic",
            "-fsyntax-only",
            "-I",
        ])
        .arg(&include)
        .arg(&source)
        .output()
        .unwrap_or_else(|e| panic!("{compiler}: {e}"));
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        output.status.success(),
        "{compiler} {flags:?} rejects sudoku.h:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn header_is_clean_c99() {
    compiles("cc", &["-std=c99"], "c99.c");
}

#[test]
fn header_is_clean_c11() {
    compiles("cc", &["-std=c11"], "c11.c");
}

#[test]
fn header_is_clean_cpp11() {
    compiles("c++", &["-std=c++11", "-x", "c++"], "cpp11.cpp");
}
