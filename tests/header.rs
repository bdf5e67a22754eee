//! The checked-in header equals the one the code generates; it compiles cleanly as C89,
//! C99, C11, C++98 and C++11 with every warning an error, and under MinGW-w64's 32- and
//! 64-bit compilers as C89 and C++98; and its structs have one size and layout on 32- and
//! 64-bit targets, Linux's and Windows', the Rust side's.

mod common;

use common::checks::{self, need, need_tool, Checked};
use std::path::{Path, PathBuf};
use std::process::Command;

const GENERATED: &str = concat!(env!("OUT_DIR"), "/sudoku.h");

fn checked_in() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("include/sudoku.h")
}

fn checked_in_header_matches_the_generated_one() -> Checked {
    let generated = std::fs::read_to_string(GENERATED).expect("build.rs writes $OUT_DIR/sudoku.h");
    let checked_in = std::fs::read_to_string(checked_in()).expect("include/sudoku.h is checked in");
    assert!(
        generated == checked_in,
        "include/sudoku.h is stale: run `SUDOKU_UPDATE_HEADER=1 cargo build` and commit it"
    );
    Ok(())
}

/// A translation unit that includes the header twice and uses it.
const USES_THE_HEADER: &str = "#include \"sudoku.h\"\n#include \"sudoku.h\" /* the include guard holds */\n\
     int main(void) { sudoku_problem p; (void)p; return SUDOKU_OK + (int)SUDOKU_VERSION_NUMBER * 0; }\n";

/// What `compiler` with `flags` says of `source` (its syntax only), written to a
/// temporary `source_name` with the header's folder on the include path; `None` when the
/// compiler cannot be started.
fn syntax_check(
    compiler: &str,
    flags: &[&str],
    source_name: &str,
    source: &str,
) -> Option<std::process::Output> {
    let dir = std::env::temp_dir().join(format!(
        "sudoku-header-{}-{compiler}{}-{source_name}",
        std::process::id(),
        flags.join("")
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(source_name);
    std::fs::write(&path, source).unwrap();
    let output = Command::new(compiler)
        .args(flags)
        .args(["-fsyntax-only", "-I"])
        .arg(checked_in().parent().unwrap())
        .arg(&path)
        .output()
        .ok();
    let _ = std::fs::remove_dir_all(&dir);
    output
}

/// Compiles `source`, which includes the header, with `compiler` and `flags` and every
/// warning an error.
fn compiles(compiler: &str, flags: &[&str], source_name: &str, source: &str) {
    let strict = [flags, &["-Wall", "-Wextra", "-Werror", "-pedantic"]].concat();
    let output = syntax_check(compiler, &strict, source_name, source)
        .unwrap_or_else(|| panic!("{compiler} cannot be started"));
    assert!(
        output.status.success(),
        "{compiler} {flags:?} rejects {source_name}:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

fn header_is_clean_c89() -> Checked {
    compiles("cc", &["-std=c89", "-Wundef"], "c89.c", USES_THE_HEADER);
    Ok(())
}

fn header_is_clean_c99() -> Checked {
    compiles("cc", &["-std=c99"], "c99.c", USES_THE_HEADER);
    Ok(())
}

fn header_is_clean_c11() -> Checked {
    compiles("cc", &["-std=c11"], "c11.c", USES_THE_HEADER);
    Ok(())
}

fn header_is_clean_cpp11() -> Checked {
    compiles(
        "c++",
        &["-std=c++11", "-x", "c++"],
        "cpp11.cpp",
        USES_THE_HEADER,
    );
    Ok(())
}

fn header_is_clean_cpp98() -> Checked {
    compiles(
        "c++",
        &["-std=c++98", "-x", "c++"],
        "cpp98.cpp",
        USES_THE_HEADER,
    );
    Ok(())
}

fn cpp_wrapper_says_it_needs_cpp17() -> Checked {
    let source = "#include \"sudoku.hpp\"\nint main() { return 0; }\n";
    for std in ["-std=c++11", "-std=c++14"] {
        let output = syntax_check("c++", &[std], "old.cpp", source).expect("c++ starts");
        let stderr = String::from_utf8_lossy(&output.stderr);
        let first_error = stderr
            .lines()
            .find(|line| line.contains("error"))
            .unwrap_or("");
        assert!(
            !output.status.success() && first_error.contains("sudoku.hpp needs C++17 or later"),
            "{std}: {stderr}"
        );
    }
    compiles("c++", &["-std=c++17", "-x", "c++"], "cpp17.cpp", source);
    Ok(())
}

/// The MinGW-w64 compilers for 64- and 32-bit Windows, by tool prefix.
fn mingw_prefixes() -> Result<[&'static str; 2], checks::Skip> {
    let prefixes = ["x86_64-w64-mingw32", "i686-w64-mingw32"];
    for prefix in prefixes {
        for compiler in [format!("{prefix}-gcc"), format!("{prefix}-g++")] {
            need_tool(&compiler, &[&compiler, "--version"])?;
        }
    }
    Ok(prefixes)
}

fn header_is_clean_c89_and_cpp98_under_mingw() -> Checked {
    for prefix in mingw_prefixes()? {
        let c = format!("{prefix}-gcc");
        compiles(&c, &["-std=c89", "-Wundef"], "c89.c", USES_THE_HEADER);
        let cpp = format!("{prefix}-g++");
        compiles(
            &cpp,
            &["-std=c++98", "-x", "c++"],
            "cpp98.cpp",
            USES_THE_HEADER,
        );
    }
    Ok(())
}

/// The structs of the header, each with its fields, in the header's order.
fn structs() -> Vec<(String, Vec<String>)> {
    let header = std::fs::read_to_string(checked_in()).unwrap();
    let mut structs = Vec::new();
    let mut lines = header.lines();
    while let Some(line) = lines.next() {
        let Some(name) = line
            .strip_prefix("typedef struct ")
            .and_then(|rest| rest.strip_suffix(" {"))
        else {
            continue;
        };
        let fields = lines
            .by_ref()
            .take_while(|line| !line.starts_with('}'))
            .filter(|line| {
                let code = line.trim();
                line.starts_with("  ") && !code.starts_with(['/', '*']) && code.ends_with(';')
            })
            .map(|line| {
                let declarator = line.trim_end_matches(';').rsplit(' ').next().unwrap();
                let name = declarator.trim_start_matches('*');
                name.split('[').next().unwrap().to_string()
            })
            .collect();
        structs.push((name.to_string(), fields));
    }
    structs
}

/// The size of each struct and the offset of each field, as a C program built with
/// `flags` prints them.
fn c_layouts(flags: &[&str]) -> Option<String> {
    let dir = std::env::temp_dir().join(format!("sudoku-layout-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut program = String::from(
        "#include <stddef.h>\n#include <stdio.h>\n#include \"sudoku.h\"\nint main(void) {\n",
    );
    for (name, fields) in structs() {
        program.push_str(&format!(
            "  printf(\"{name} %lu\\n\", (unsigned long)sizeof({name}));\n"
        ));
        for field in fields {
            program.push_str(&format!(
                "  printf(\"{name}.{field} %lu\\n\", (unsigned long)offsetof({name}, {field}));\n"
            ));
        }
    }
    program.push_str("  return 0;\n}\n");
    let source = dir.join("layout.c");
    let binary = dir.join(format!("layout{}", flags.join("")));
    std::fs::write(&source, program).unwrap();
    let built = Command::new("cc")
        .args(["-std=c89", "-pedantic", "-Wall", "-Wextra", "-Werror", "-I"])
        .arg(checked_in().parent().unwrap())
        .args(flags)
        .arg(&source)
        .arg("-o")
        .arg(&binary)
        .output()
        .unwrap();
    let output = if built.status.success() {
        Some(Command::new(&binary).output().unwrap())
    } else {
        eprintln!("cc {flags:?}: {}", String::from_utf8_lossy(&built.stderr));
        None
    };
    let _ = std::fs::remove_dir_all(&dir);
    let output = output?;
    assert!(output.status.success(), "the layout program runs");
    Some(String::from_utf8(output.stdout).unwrap())
}

/// The size of each struct and the offset of each field in the native C build, checked
/// against the Rust side's sizes: one line each, `name size` or `name.field offset`.
fn native_layouts() -> &'static str {
    static LAYOUTS: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    LAYOUTS.get_or_init(|| {
        use std::mem::size_of;
        use sudoku::ffi::generate::sudoku_generate_options;
        use sudoku::ffi::hint::sudoku_step;
        use sudoku::ffi::problem::sudoku_problem;
        use sudoku::ffi::rate::sudoku_rating;
        use sudoku::ffi::solve::{sudoku_options, sudoku_stats};
        let rust_sizes = [
            ("sudoku_options", size_of::<sudoku_options>()),
            (
                "sudoku_rules",
                size_of::<sudoku::ffi::rules::sudoku_rules>(),
            ),
            (
                "sudoku_generate_options",
                size_of::<sudoku_generate_options>(),
            ),
            ("sudoku_step", size_of::<sudoku_step>()),
            (
                "sudoku_killer",
                size_of::<sudoku::ffi::killer::sudoku_killer>(),
            ),
            ("sudoku_rating", size_of::<sudoku_rating>()),
            ("sudoku_problem", size_of::<sudoku_problem>()),
            ("sudoku_stats", size_of::<sudoku_stats>()),
        ];
        let names: Vec<String> = structs().into_iter().map(|(name, _)| name).collect();
        assert_eq!(
            names,
            rust_sizes.map(|(name, _)| name.to_string()),
            "the header's structs"
        );
        assert!(
            structs().iter().all(|(_, fields)| fields.len() >= 3),
            "the fields of each struct"
        );
        let native = c_layouts(&[]).expect("cc builds the layout program");
        let fields: usize = structs().iter().map(|(_, fields)| fields.len()).sum();
        assert_eq!(
            native.lines().count(),
            rust_sizes.len() + fields,
            "one line a struct and a field"
        );
        for (name, size) in rust_sizes {
            assert!(
                native.lines().any(|line| line == format!("{name} {size}")),
                "{name}: Rust says {size} bytes, C says\n{native}"
            );
        }
        native
    })
}

/// The structs with a pointer field, whose layout follows the target's pointer size
/// (`sudoku_rules`); every other struct has one layout everywhere.
fn pointer_structs() -> Vec<String> {
    let header = std::fs::read_to_string(checked_in()).unwrap();
    header
        .split("typedef struct ")
        .skip(1)
        .filter_map(|text| {
            let (name, body) = text.split_once(" {")?;
            let body = body.split("\n}").next()?;
            let pointer = body.lines().any(|line| {
                let code = line.trim();
                !code.starts_with(['/', '*']) && code.ends_with(';') && code.contains('*')
            });
            pointer.then(|| name.to_string())
        })
        .collect()
}

/// A translation unit that compiles only where every struct without a pointer has the
/// native layout.
fn native_layout_checks() -> String {
    let pointers = pointer_structs();
    assert_eq!(pointers, ["sudoku_rules"]);
    let checks: String = native_layouts()
        .lines()
        .filter(|line| {
            let name = line.split([' ', '.']).next().unwrap();
            !pointers.iter().any(|pointer| pointer == name)
        })
        .enumerate()
        .map(|(i, line)| {
            let (item, bytes) = line.split_once(' ').unwrap();
            let measured = match item.split_once('.') {
                Some((name, field)) => format!("offsetof({name}, {field})"),
                None => format!("sizeof({item})"),
            };
            format!("typedef char layout_{i}[({measured} == {bytes}) ? 1 : -1];\n")
        })
        .collect();
    format!("#include <stddef.h>\n#include \"sudoku.h\"\n{checks}int main(void) {{ return 0; }}\n")
}

fn every_struct_has_the_rust_layout_in_c() -> Checked {
    native_layouts();
    Ok(())
}

/// A C compiler for 32-bit x86 Linux: Debian's cross compiler, or `cc -m32` where
/// gcc-multilib is installed (the two packages cannot be installed together with the
/// aarch64 cross compiler, so CI uses the first).
fn linux_32_bit_compiler() -> Result<(&'static str, &'static [&'static str]), checks::Skip> {
    let candidates: [(&str, &[&str]); 2] = [("i686-linux-gnu-gcc", &[]), ("cc", &["-m32"])];
    let found = candidates.into_iter().find(|(compiler, flags)| {
        let probe = "#include <stdint.h>\nint main(void) { return 0; }\n";
        syntax_check(compiler, flags, "probe.c", probe).is_some_and(|o| o.status.success())
    });
    need(
        "a 32-bit x86 Linux C compiler (i686-linux-gnu-gcc, or cc -m32 with gcc-multilib)",
        found.is_some(),
    )?;
    Ok(found.unwrap())
}

fn every_struct_has_one_layout_on_32_bit_linux() -> Checked {
    let (compiler, flags) = linux_32_bit_compiler()?;
    let flags = [flags, &["-std=c89"]].concat();
    compiles(compiler, &flags, "layout.c", &native_layout_checks());
    Ok(())
}

// Windows compilers align some types differently from Linux ones (a 64-bit integer in a
// 32-bit struct): the same layouts under each MinGW gcc.
fn every_struct_has_one_layout_under_mingw() -> Checked {
    let checks = native_layout_checks();
    for prefix in mingw_prefixes()? {
        compiles(&format!("{prefix}-gcc"), &["-std=c89"], "layout.c", &checks);
    }
    Ok(())
}

run_checks!(
    checked_in_header_matches_the_generated_one,
    header_is_clean_c89,
    header_is_clean_c99,
    header_is_clean_c11,
    header_is_clean_cpp11,
    header_is_clean_cpp98,
    cpp_wrapper_says_it_needs_cpp17,
    header_is_clean_c89_and_cpp98_under_mingw,
    every_struct_has_the_rust_layout_in_c,
    every_struct_has_one_layout_on_32_bit_linux,
    every_struct_has_one_layout_under_mingw,
);
