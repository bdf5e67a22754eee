//! The Windows distributions `make windows` cross-builds with MinGW-w64, for 64- and 32-bit
//! x86: each folder holds the documented files; the DLL exports exactly the header's
//! functions, carries the crate's version in its version resource and imports only the
//! system DLLs the README lists; and the C89 demo links against it three ways (the GNU
//! import library, the MSVC-style one, the static library with its native libraries).
//!
//! MinGW-w64 and the two Rust targets are required under CI (`.ci/run` installs them);
//! elsewhere the test is skipped with a notice when they are missing.

mod common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use common::*;

/// The targets, each with its MinGW tool prefix.
const TARGETS: [(&str, &str); 2] = [
    ("x86_64-pc-windows-gnu", "x86_64-w64-mingw32"),
    ("i686-pc-windows-gnu", "i686-w64-mingw32"),
];

/// The system DLLs `sudoku.dll` imports (README, Platforms), in `objdump`'s spelling.
const SYSTEM_IMPORTS: [&str; 7] = [
    "KERNEL32.dll",
    "USERENV.dll",
    "WS2_32.dll",
    "api-ms-win-core-synch-l1-2-0.dll",
    "bcryptprimitives.dll",
    "msvcrt.dll",
    "ntdll.dll",
];

/// The files of a distribution, below its folder.
const FILES: [&str; 10] = [
    "bin/sudoku.dll",
    "include/sudoku.h",
    "include/sudoku.hpp",
    "lib/libsudoku.dll.a",
    "lib/sudoku.lib",
    "lib/sudoku.def",
    "lib/libsudoku.a",
    "lib/native-static-libs.txt",
    "lib/cmake/sudoku/sudokuConfig.cmake",
    "lib/cmake/sudoku/sudokuConfigVersion.cmake",
];

fn ready() -> bool {
    let installed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_default();
    let targets = TARGETS
        .iter()
        .all(|(target, _)| installed.lines().any(|line| line == *target));
    if !targets {
        assert!(
            std::env::var_os("CI").is_none(),
            "the Windows Rust targets are required under CI (.ci/run adds them)"
        );
        eprintln!(
            "notice: the Windows Rust targets are not installed; the Windows test is skipped"
        );
        return false;
    }
    TARGETS
        .iter()
        .all(|(_, mingw)| tool_available(&format!("{mingw}-gcc"), &["--version"]))
}

/// The names of `objdump -p`'s lines for a DLL: its exports and the DLLs it imports.
fn exports_and_imports(mingw: &str, dll: &Path) -> (BTreeSet<String>, BTreeSet<String>) {
    let dump = succeeded(
        Command::new(format!("{mingw}-objdump"))
            .arg("-p")
            .arg(dll)
            .output(),
        "objdump -p",
    );
    let imports = dump
        .lines()
        .filter_map(|line| line.trim().strip_prefix("DLL Name: "))
        .map(str::to_string)
        .collect();
    let exports = dump
        .lines()
        .skip_while(|line| !line.contains("[Ordinal/Name Pointer] Table"))
        .skip(1)
        .take_while(|line| !line.trim().is_empty())
        .filter_map(|line| line.rsplit(' ').next())
        .map(str::to_string)
        .collect();
    (exports, imports)
}

/// True when `bytes` hold `text` in UTF-16LE, as version resources store their strings.
fn holds_utf16(bytes: &[u8], text: &str) -> bool {
    let wide: Vec<u8> = text.encode_utf16().flat_map(u16::to_le_bytes).collect();
    bytes.windows(wide.len()).any(|window| window == wide)
}

/// Cross-compiles the C89 demo against `dist` with the linker arguments `libraries`.
fn links(mingw: &str, dist: &Path, name: &str, libraries: &[String]) -> PathBuf {
    let dir = library_dir().with_file_name("windows-test");
    std::fs::create_dir_all(&dir).unwrap();
    let exe = dir.join(format!("{name}-{mingw}.exe"));
    succeeded(
        Command::new(format!("{mingw}-gcc"))
            .args(["-std=c89", "-pedantic", "-Wall", "-Wextra", "-Werror", "-I"])
            .arg(dist.join("include"))
            .arg(root().join("examples-c/solve.c"))
            .arg("-o")
            .arg(&exe)
            .args(libraries)
            .output(),
        &format!("{mingw}-gcc {name}"),
    );
    exe
}

#[test]
fn windows_distributions_hold_a_dll_that_c_programs_link() {
    if !ready() {
        return;
    }
    succeeded(
        Command::new("make")
            .arg("-C")
            .arg(root())
            .arg("windows")
            .output(),
        "make windows",
    );
    let version = env!("CARGO_PKG_VERSION");
    for (target, mingw) in TARGETS {
        let dist = root().join(format!("dist/sudoku-{version}-{target}"));
        for file in FILES {
            assert!(dist.join(file).is_file(), "{target}: {file} is missing");
        }
        let zip = dist.with_file_name(format!("sudoku-{version}-{target}.zip"));
        assert!(zip.is_file(), "{target}: the zip is missing");
        let dll = dist.join("bin/sudoku.dll");
        let (exports, imports) = exports_and_imports(mingw, &dll);
        assert_eq!(exports, header_functions(), "{target}: exports");
        let expected: BTreeSet<String> = SYSTEM_IMPORTS.map(str::to_string).into();
        assert_eq!(imports, expected, "{target}: imports");
        let def = std::fs::read_to_string(dist.join("lib/sudoku.def")).unwrap();
        let listed: BTreeSet<String> = def
            .lines()
            .skip_while(|line| *line != "EXPORTS")
            .skip(1)
            .map(|line| line.trim().to_string())
            .collect();
        assert_eq!(listed, exports, "{target}: sudoku.def");
        let bytes = std::fs::read(&dll).unwrap();
        assert!(holds_utf16(&bytes, "ProductVersion") && holds_utf16(&bytes, version));
        let lib = dist.join("lib");
        let natives = std::fs::read_to_string(lib.join("native-static-libs.txt")).unwrap();
        let mut static_link = vec![lib.join("libsudoku.a").display().to_string()];
        static_link.extend(natives.split_whitespace().map(str::to_string));
        let dynamic = links(
            mingw,
            &dist,
            "solve-dll",
            &[format!("-L{}", lib.display()), "-lsudoku".into()],
        );
        let msvc_style = links(
            mingw,
            &dist,
            "solve-lib",
            &[lib.join("sudoku.lib").display().to_string()],
        );
        let standalone = links(mingw, &dist, "solve-static", &static_link);
        for exe in [&dynamic, &msvc_style] {
            let (_, imports) = exports_and_imports(mingw, exe);
            assert!(
                imports.contains("sudoku.dll"),
                "{}: {imports:?}",
                exe.display()
            );
        }
        let (_, imports) = exports_and_imports(mingw, &standalone);
        assert!(!imports.contains("sudoku.dll"), "{imports:?}");
    }
}
