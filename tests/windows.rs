//! The Windows distributions `make windows` cross-builds with MinGW-w64, for 64- and 32-bit
//! x86: each folder holds the documented files; the DLL exports exactly the header's
//! functions, carries the crate's version in its version resource, imports only the
//! system DLLs docs/INSTALL.md lists, and only functions that Windows 8 and later have;
//! and the C89 demo links against it three ways (the GNU import library, the MSVC-style
//! one, the static library with its native libraries).
//!
//! Then every C example, cross-built against each distribution both dynamically and
//! statically, runs under Wine (64- and 32-bit) and prints byte for byte what its Linux
//! build prints.
//! A CMake consumer (`tests/consumer`), cross-built with a MinGW toolchain file
//! (`tests/windows/mingw-x86_64.cmake`) against that distribution, runs under Wine too.
//!
//! MinGW-w64, the two Rust targets and Wine are required under CI (`.ci/run` installs
//! them); elsewhere each check is skipped with a notice when what it needs is missing.
//!
//! This tier drives compilers, installers and other programs: `cargo test --release`
//! (the README's command, and CI) runs it; the quick debug `cargo test` lists its tests as
//! ignored.

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

/// The system DLLs `sudoku.dll` imports (docs/INSTALL.md, Platforms), in `objdump`'s spelling.
const SYSTEM_IMPORTS: [&str; 4] = [
    "KERNEL32.dll",
    "api-ms-win-core-synch-l1-2-0.dll",
    "msvcrt.dll",
    "ntdll.dll",
];

/// The functions either DLL imports, by the first Windows version that has each (the
/// "minimum supported client" of Microsoft's documentation): Windows 8 brought the three
/// address waits, Vista the four after them, and Windows XP had all the rest. The newest
/// is the lowest version the DLL loads on.
const IMPORTED_SINCE: [(&str, &[&str]); 3] = [
    (
        "Windows 8",
        &["WaitOnAddress", "WakeByAddressAll", "WakeByAddressSingle"],
    ),
    (
        "Windows Vista",
        &[
            "GetFileInformationByHandleEx",
            "InitOnceBeginInitialize",
            "InitOnceComplete",
            "SetThreadStackGuarantee",
        ],
    ),
    (
        "Windows XP",
        &[
            "CloseHandle",
            "CreateFileMappingA",
            "CreateFileW",
            "CreateMutexA",
            "CreateSemaphoreW",
            "CreateThread",
            "CreateToolhelp32Snapshot",
            "DeleteCriticalSection",
            "DuplicateHandle",
            "EnterCriticalSection",
            "FreeLibrary",
            "GetConsoleMode",
            "GetConsoleOutputCP",
            "GetCurrentDirectoryW",
            "GetCurrentProcess",
            "GetCurrentProcessId",
            "GetCurrentThread",
            "GetCurrentThreadId",
            "GetEnvironmentVariableW",
            "GetFileInformationByHandle",
            "GetFullPathNameW",
            "GetLastError",
            "GetModuleHandleA",
            "GetProcAddress",
            "GetProcessHeap",
            "GetStdHandle",
            "GetSystemInfo",
            "HeapAlloc",
            "HeapFree",
            "HeapReAlloc",
            "InitializeCriticalSection",
            "LeaveCriticalSection",
            "LoadLibraryA",
            "MapViewOfFile",
            "Module32FirstW",
            "Module32NextW",
            "MultiByteToWideChar",
            "NtWriteFile",
            "RaiseException",
            "ReleaseMutex",
            "ReleaseSemaphore",
            "RtlCaptureContext",
            "RtlLookupFunctionEntry",
            "RtlNtStatusToDosError",
            "RtlUnwindEx",
            "RtlVirtualUnwind",
            "SetLastError",
            "Sleep",
            "TlsAlloc",
            "TlsFree",
            "TlsGetValue",
            "TlsSetValue",
            "UnmapViewOfFile",
            "VirtualProtect",
            "VirtualQuery",
            "WaitForSingleObject",
            "WaitForSingleObjectEx",
            "WriteConsoleW",
            "lstrlenW",
            // msvcrt.dll, the C runtime every Windows version ships
            "__iob_func",
            "_amsg_exit",
            "_initterm",
            "_iob",
            "_lock",
            "_unlock",
            "abort",
            "calloc",
            "free",
            "fwrite",
            "malloc",
            "memcmp",
            "memcpy",
            "memmove",
            "memset",
            "realloc",
            "strlen",
            "strncmp",
            "vfprintf",
        ],
    ),
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

/// `target`'s distribution, built (once for the tests of this binary, which share its
/// folders) by `make windows` under `target/`.
fn distribution(target: &str) -> PathBuf {
    static BUILT: std::sync::OnceLock<()> = std::sync::OnceLock::new();
    BUILT.get_or_init(|| {
        succeeded(
            Command::new("make")
                .arg("-C")
                .arg(root())
                .arg("windows")
                .arg(format!(
                    "DIST_ROOT={}",
                    library_dir().with_file_name("dist").display()
                ))
                .output(),
            "make windows",
        );
    });
    let version = env!("CARGO_PKG_VERSION");
    library_dir().with_file_name(format!("dist/sudoku-{version}-{target}"))
}

/// The Windows Rust targets and the MinGW-w64 compilers of each.
fn ready() -> Checked {
    for (target, mingw) in TARGETS {
        checks::need_rust_target(target)?;
        let gcc = format!("{mingw}-gcc");
        need_tool(&gcc, &[&gcc, "--version"])?;
    }
    Ok(())
}

/// What `objdump -p` lists for a DLL or program: its exports, the DLLs it imports, and
/// the functions it imports from each (`DLL!function`).
struct Table {
    exports: BTreeSet<String>,
    imports: BTreeSet<String>,
    functions: BTreeSet<String>,
}

fn table(mingw: &str, file: &Path) -> Table {
    let dump = succeeded(
        Command::new(format!("{mingw}-objdump"))
            .arg("-p")
            .arg(file)
            .output(),
        "objdump -p",
    );
    let mut imports = BTreeSet::new();
    let mut functions = BTreeSet::new();
    let mut dll = None;
    for line in dump
        .lines()
        .take_while(|line| !line.contains("Export Table"))
    {
        if let Some(name) = line.trim().strip_prefix("DLL Name: ") {
            imports.insert(name.to_string());
            dll = Some(name.to_string());
            continue;
        }
        // an imported function: its address, its hint and its name
        let words: Vec<&str> = line.split_whitespace().collect();
        if let (Some(dll), [address, hint, name]) = (&dll, words.as_slice()) {
            let is_hex = |word: &str| word.bytes().all(|b| b.is_ascii_hexdigit());
            if is_hex(address) && hint.bytes().all(|b| b.is_ascii_digit()) {
                functions.insert(format!("{dll}!{name}"));
            }
        }
    }
    let exports = dump
        .lines()
        .skip_while(|line| !line.contains("[Ordinal/Name Pointer] Table"))
        .skip(1)
        .take_while(|line| !line.trim().is_empty())
        .filter_map(|line| line.rsplit(' ').next())
        .map(str::to_string)
        .collect();
    Table {
        exports,
        imports,
        functions,
    }
}

/// The first Windows version that has every function `functions` names: the newest entry
/// of `IMPORTED_SINCE` they use. Panics on a function the table does not date.
fn lowest_windows(functions: &BTreeSet<String>) -> &'static str {
    let mut newest = IMPORTED_SINCE.len() - 1;
    for function in functions {
        let name = function.rsplit('!').next().unwrap();
        let since = IMPORTED_SINCE
            .iter()
            .position(|(_, names)| names.contains(&name))
            .unwrap_or_else(|| panic!("{function}: not in IMPORTED_SINCE; date it"));
        newest = newest.min(since);
    }
    IMPORTED_SINCE[newest].0
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

fn windows_distributions_hold_a_dll_that_c_programs_link() -> Checked {
    release_tier()?;
    ready()?;
    let version = env!("CARGO_PKG_VERSION");
    for (target, mingw) in TARGETS {
        let dist = distribution(target);
        for file in FILES {
            assert!(dist.join(file).is_file(), "{target}: {file} is missing");
        }
        let zip = dist.with_file_name(format!("sudoku-{version}-{target}.zip"));
        assert!(zip.is_file(), "{target}: the zip is missing");
        let dll = dist.join("bin/sudoku.dll");
        let Table {
            exports,
            imports,
            functions,
        } = table(mingw, &dll);
        assert_eq!(exports, header_functions(), "{target}: exports");
        let expected: BTreeSet<String> = SYSTEM_IMPORTS.map(str::to_string).into();
        assert_eq!(imports, expected, "{target}: imports");
        assert_eq!(lowest_windows(&functions), "Windows 8", "{target}");
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
            let imports = table(mingw, exe).imports;
            assert!(
                imports.contains("sudoku.dll"),
                "{}: {imports:?}",
                exe.display()
            );
        }
        // linked statically, the program imports from no DLL that the library's does not
        let imports = table(mingw, &standalone).imports;
        assert!(imports.is_subset(&expected), "{target}: {imports:?}");
    }
    Ok(())
}

/// Wine's loader for the programs of `target`: `wine` on the path, or where Debian's
/// `wine64` and `wine32` packages put their loaders.
fn wine(target: &str) -> Result<PathBuf, checks::Skip> {
    let (debian, package) = if target.starts_with("x86_64") {
        ("/usr/lib/wine/wine64", "wine64")
    } else {
        ("/usr/lib/wine/wine", "wine32")
    };
    let found = [PathBuf::from(debian), PathBuf::from("wine")]
        .into_iter()
        .find(|wine| checks::succeeds(&[wine.to_str().unwrap(), "--version"]));
    need(&format!("Wine for {target} ({package})"), found.is_some())?;
    Ok(found.unwrap())
}

/// A folder for one Wine test, emptied, holding `sudoku.dll` of `target`'s distribution;
/// and that distribution.
fn wine_folder(name: &str, target: &str) -> (PathBuf, PathBuf) {
    let dist = distribution(target);
    let dir = library_dir().with_file_name(format!("{name}-{target}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(dist.join("bin/sudoku.dll"), dir.join("sudoku.dll")).unwrap();
    (dir, dist)
}

/// `wine` running `exe` in `dir` (where the DLLs are), in a Wine prefix of its own.
fn under_wine(wine: &Path, exe: &Path, dir: &Path) -> Command {
    let mut command = Command::new(wine);
    command
        .arg(exe)
        .current_dir(dir)
        .env("WINEPREFIX", dir.join("prefix"))
        .env("WINEDEBUG", "-all");
    command
}

fn a_cmake_consumer_cross_built_with_mingw_runs_under_wine() -> Checked {
    release_tier()?;
    ready()?;
    need_tool("cmake", &["cmake", "--version"])?;
    let (target, mingw) = TARGETS[0];
    let wine = wine(target)?;
    let (dir, dist) = wine_folder("wine-cmake-test", target);
    let build = dir.join("build");
    let toolchain = root().join("tests/windows/mingw-x86_64.cmake");
    build_cmake_consumer(
        &build,
        &dist,
        &[
            format!("-DCMAKE_TOOLCHAIN_FILE={}", toolchain.display()),
            "-DCMAKE_EXE_LINKER_FLAGS=-static".into(),
        ],
    );
    let expected = format!(
        "libsudoku {}\r\n{}\r\n",
        env!("CARGO_PKG_VERSION"),
        KNOWN[0].2
    );
    for name in ["consumer.exe", "consumer-static.exe"] {
        let exe = build.join(name);
        let imports = table(mingw, &exe).imports;
        assert_eq!(
            imports.contains("sudoku.dll"),
            name == "consumer.exe",
            "{name}: {imports:?}"
        );
        let output = run(&mut under_wine(&wine, &exe, &dir), &[], "");
        // the consumer writes text: the C library of Windows ends its lines with CR LF
        assert_eq!(
            (output.0, String::from_utf8(output.1).unwrap()),
            (Some(0), expected.clone()),
            "{name}"
        );
    }
    Ok(())
}

/// The C examples, each with the language mode the Makefile builds it in and the runs
/// to compare: arguments and standard input.
fn example_runs() -> Vec<(&'static str, &'static str, Vec<&'static str>, String)> {
    let mut cli_input = String::from("# a comment\n\n");
    for puzzle in fixture("hard.txt").iter().take(12) {
        cli_input.push_str(puzzle);
        cli_input.push('\n');
    }
    cli_input.push_str(&format!(
        "{}\r\n{NO_SOLUTION}\nshort line\n{}",
        KNOWN[0].1, KNOWN[2].1
    ));
    vec![
        ("solve", "-std=c89", vec![], String::new()),
        ("validate", "-std=c99", vec![], String::new()),
        ("sudoku-cli", "-std=c99", vec![], cli_input),
        (
            "generate",
            "-std=c99",
            vec!["7", "hard", "rotational90"],
            String::new(),
        ),
        (
            "generate",
            "-std=c99",
            vec!["7", "expert..extreme", "none"],
            String::new(),
        ),
        ("hint", "-std=c99", vec![], String::new()),
        ("variants", "-std=c99", vec![], String::new()),
        ("killer", "-std=c99", vec!["7"], String::new()),
        ("jigsaw", "-std=c99", vec!["7"], String::new()),
        ("threads", "-std=c99", vec!["2"], String::new()),
    ]
}

/// Runs `program` with `args` and `stdin`; its exit status and standard output.
fn run(program: &mut Command, args: &[&str], stdin: &str) -> (Option<i32>, Vec<u8>) {
    let output = spawn(program.args(args), stdin);
    (output.status.code(), output.stdout)
}

fn c_examples_under_wine_print_what_they_print_on_linux() -> Checked {
    release_tier()?;
    ready()?;
    let wines = TARGETS
        .iter()
        .map(|(target, _)| wine(target))
        .collect::<Result<Vec<_>, _>>()?;
    // the Linux builds, the reference
    let linux_dir = library_dir().with_file_name("wine-examples-linux");
    succeeded(
        Command::new("make")
            .arg("-C")
            .arg(root().join("examples-c"))
            .arg(format!("LIBDIR={}", library_dir().display()))
            .arg(format!("OUT={}", linux_dir.display()))
            .arg("dynamic")
            .output(),
        "make -C examples-c dynamic",
    );
    for ((target, mingw), wine) in TARGETS.into_iter().zip(wines) {
        let (dir, dist) = wine_folder("wine-examples-test", target);
        let natives = std::fs::read_to_string(dist.join("lib/native-static-libs.txt")).unwrap();
        for (name, std, args, stdin) in example_runs() {
            let linux = run(&mut Command::new(linux_dir.join(name)), &args, &stdin);
            assert!(linux.0.is_some(), "{name} on Linux: {linux:?}");
            for linkage in ["dll", "static"] {
                let exe = dir.join(format!("{name}-{linkage}.exe"));
                if !exe.exists() {
                    let mut command = Command::new(format!("{mingw}-gcc"));
                    command
                        .args([
                            std,
                            "-pedantic",
                            "-O2",
                            "-Wall",
                            "-Wextra",
                            "-Werror",
                            "-pthread",
                            "-static",
                        ])
                        .arg("-I")
                        .arg(dist.join("include"))
                        .arg(root().join(format!("examples-c/{name}.c")))
                        .arg("-o")
                        .arg(&exe);
                    if linkage == "dll" {
                        command.arg(dist.join("lib/libsudoku.dll.a"));
                    } else {
                        command
                            .arg(dist.join("lib/libsudoku.a"))
                            .args(natives.split_whitespace());
                    }
                    succeeded(command.output(), &format!("{mingw}-gcc {name} ({linkage})"));
                }
                let windows = run(&mut under_wine(&wine, &exe, &dir), &args, &stdin);
                assert_eq!(
                    windows.0, linux.0,
                    "{target}: {name} ({linkage}) under Wine: exit status"
                );
                assert!(
                    windows.1 == linux.1,
                    "{target}: {name} {args:?} ({linkage}) under Wine printed\n{}\nand on Linux\n{}",
                    String::from_utf8_lossy(&windows.1),
                    String::from_utf8_lossy(&linux.1)
                );
            }
        }
    }
    Ok(())
}

run_checks!(
    windows_distributions_hold_a_dll_that_c_programs_link,
    a_cmake_consumer_cross_built_with_mingw_runs_under_wine,
    c_examples_under_wine_print_what_they_print_on_linux
);
