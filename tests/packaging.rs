//! The installed library: `make install` into a temporary prefix places the documented
//! layout (header, versioned shared library and its symlinks, static library, pkg-config
//! and CMake files), and three C consumers build against it and run: one with
//! `pkg-config --cflags --libs sudoku`, one with CMake's `find_package(sudoku)`, one linked
//! statically with `pkg-config --static`. Also: the shared library exports exactly the
//! functions the header declares, all named `sudoku_*`.
//!
//! pkg-config and cmake are required under CI (`.ci/run` installs them); elsewhere the
//! consumers that need a missing tool are skipped with a notice.
//!
//! This tier drives compilers, installers and other programs: `cargo test --release`
//! (the README's command, and CI) runs it; the quick debug `cargo test` lists its tests as
//! ignored.

mod common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use common::*;

/// The folder the tests of this binary work in, next to the library cargo built.
fn work_dir() -> PathBuf {
    let dir = library_dir().with_file_name("packaging-test");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `make build` once for the tests of this binary: the libraries `make install`
/// installs, with the soname, in `target/install/release`.
fn build_for_install() {
    static BUILT: OnceLock<()> = OnceLock::new();
    BUILT.get_or_init(|| {
        succeeded(
            Command::new("make")
                .arg("-C")
                .arg(root())
                .arg("build")
                .output(),
            "make build",
        );
    });
}

/// `PATH` without the folders that hold `cargo` or `rustc`, as under `sudo`.
fn path_without_rust() -> std::ffi::OsString {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let kept = std::env::split_paths(&path)
        .filter(|dir| !dir.join("cargo").exists() && !dir.join("rustc").exists());
    std::env::join_paths(kept).unwrap()
}

/// `make TARGET NO_BUILD=1` (after `make build`) into `prefix`, with `DESTDIR` when given,
/// and no Rust on `PATH`.
fn make(target: &str, prefix: &Path, destdir: Option<&Path>) {
    build_for_install();
    let mut make = Command::new("make");
    make.arg("-C")
        .arg(root())
        .arg(target)
        .arg("NO_BUILD=1")
        .arg(format!("PREFIX={}", prefix.display()))
        .env("PATH", path_without_rust());
    if let Some(destdir) = destdir {
        make.arg(format!("DESTDIR={}", destdir.display()));
    }
    succeeded(make.output(), &format!("make {target}"));
}

/// The prefix this run installed into, once per test binary.
fn prefix() -> &'static Path {
    static INSTALLED: OnceLock<PathBuf> = OnceLock::new();
    INSTALLED.get_or_init(|| {
        let prefix = work_dir().join("prefix");
        let _ = std::fs::remove_dir_all(&prefix);
        make("install", &prefix, None);
        prefix
    })
}

fn version() -> &'static str {
    env!("CARGO_PKG_VERSION")
}

fn major() -> &'static str {
    env!("CARGO_PKG_VERSION_MAJOR")
}

/// Builds `tests/consumer/consumer.c` as `name` with the compiler and linker `flags`.
fn compile_consumer(name: &str, flags: Vec<String>) -> PathBuf {
    let exe = work_dir().join(name);
    succeeded(
        Command::new("cc")
            .args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic"])
            .arg(root().join("tests/consumer/consumer.c"))
            .arg("-o")
            .arg(&exe)
            .args(flags)
            .output(),
        &format!("building {name}"),
    );
    exe
}

/// Runs a consumer and checks it printed the library version and the solution.
fn run_consumer(exe: &Path) {
    // the loader must find the library through the consumer's own link, not the environment
    let output = succeeded(
        Command::new(exe).env_remove("LD_LIBRARY_PATH").output(),
        &exe.display().to_string(),
    );
    assert_eq!(
        output,
        format!("libsudoku {}\n{}\n", version(), KNOWN[0].2),
        "{}",
        exe.display()
    );
}

/// What `readelf OPTION file` prints.
fn readelf(file: &Path, option: &str) -> String {
    succeeded(
        Command::new("readelf").arg(option).arg(file).output(),
        &format!("readelf {option} {}", file.display()),
    )
}

/// The values of one kind of entry (`NEEDED`, `SONAME`) in an ELF file's dynamic section.
fn dynamic(file: &Path, kind: &str) -> Vec<String> {
    let tag = format!("({kind})");
    readelf(file, "-d")
        .lines()
        .filter(|l| l.contains(&tag))
        .map(|l| {
            l.split('[')
                .nth(1)
                .unwrap()
                .trim_end_matches(']')
                .to_string()
        })
        .collect()
}

fn pkg_config(args: &[&str]) -> Vec<String> {
    let output = succeeded(
        Command::new("pkg-config")
            .env("PKG_CONFIG_PATH", prefix().join("lib/pkgconfig"))
            .args(args)
            .arg("sudoku")
            .output(),
        &format!("pkg-config {args:?}"),
    );
    output.split_whitespace().map(str::to_string).collect()
}

fn install_places_the_documented_layout() -> Checked {
    release_tier()?;
    let prefix = prefix();
    let lib = prefix.join("lib");
    let real = format!("libsudoku.so.{}", version());
    let soname = format!("libsudoku.so.{}", major());
    for file in ["include/sudoku.h", "include/sudoku.hpp"] {
        assert_eq!(
            std::fs::read(prefix.join(file)).unwrap(),
            std::fs::read(root().join(file)).unwrap(),
            "{file}"
        );
    }
    // stripped: no symbol table and no debug information
    let sections = readelf(&lib.join(&real), "-S");
    assert!(
        !sections.contains(".symtab") && !sections.contains(".debug_"),
        "{sections}"
    );
    let archive = readelf(&lib.join("libsudoku.a"), "-S");
    assert!(
        !archive.contains(".debug_"),
        "libsudoku.a holds debug information"
    );
    assert_eq!(
        std::fs::read_link(lib.join(&soname)).unwrap(),
        Path::new(&real)
    );
    assert_eq!(
        std::fs::read_link(lib.join("libsudoku.so")).unwrap(),
        Path::new(&soname)
    );
    assert!(lib.join("libsudoku.a").is_file());
    assert_eq!(dynamic(&lib.join(&real), "SONAME"), [soname.as_str()]);

    let pc = std::fs::read_to_string(lib.join("pkgconfig/sudoku.pc")).unwrap();
    assert!(pc.contains(&format!("\nVersion: {}\n", version())), "{pc}");
    assert!(
        pc.contains(&format!("\nlibdir={}\n", lib.display())),
        "{pc}"
    );
    let private = pc
        .lines()
        .find_map(|l| l.strip_prefix("Libs.private: "))
        .expect("sudoku.pc has Libs.private");
    assert!(
        private.split(' ').all(|l| l.starts_with("-l")) && private.contains("-lpthread"),
        "{private}"
    );
    let cmake = lib.join("cmake/sudoku");
    let config = std::fs::read_to_string(cmake.join("sudokuConfig.cmake")).unwrap();
    assert!(
        !config.contains('@'),
        "every placeholder is filled:\n{config}"
    );
    assert!(config.contains(&format!("{}/{real}", lib.display())));
    let version_file = std::fs::read_to_string(cmake.join("sudokuConfigVersion.cmake")).unwrap();
    assert!(version_file.contains(&format!("set(PACKAGE_VERSION \"{}\")", version())));
    Ok(())
}

fn an_install_without_a_build_says_to_run_make() -> Checked {
    release_tier()?;
    let output = Command::new("make")
        .arg("-C")
        .arg(root())
        .args([
            "install",
            "NO_BUILD=1",
            "BUILD_DIR=/nonexistent",
            "PREFIX=/nonexistent",
        ])
        .env("PATH", path_without_rust())
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("/nonexistent holds no build: run make first"),
        "{stderr}"
    );
    Ok(())
}

fn a_program_linked_against_the_build_folder_runs() -> Checked {
    release_tier()?;
    // cargo's own build has no soname, so the program needs the file it linked
    let dir = library_dir();
    assert_eq!(
        dynamic(&dir.join("libsudoku.so"), "SONAME"),
        Vec::<String>::new()
    );
    let exe = compile_consumer(
        "consumer-build-folder",
        vec![
            format!("-I{}", root().join("include").display()),
            format!("-L{}", dir.display()),
            format!("-Wl,-rpath,{}", dir.display()),
            "-lsudoku".into(),
        ],
    );
    assert!(dynamic(&exe, "NEEDED").contains(&"libsudoku.so".to_string()));
    run_consumer(&exe);
    Ok(())
}

fn a_staged_install_uninstalls_cleanly() -> Checked {
    release_tier()?;
    let stage = work_dir().join("stage");
    let _ = std::fs::remove_dir_all(&stage);
    let prefix = Path::new("/opt/libsudoku");
    make("install", prefix, Some(&stage));
    let staged = stage.join("opt/libsudoku");
    assert!(staged.join("lib/libsudoku.a").is_file());
    // the files name the final prefix, not the staging folder
    let pc = std::fs::read_to_string(staged.join("lib/pkgconfig/sudoku.pc")).unwrap();
    assert!(pc.starts_with("prefix=/opt/libsudoku\n"), "{pc}");
    make("uninstall", prefix, Some(&stage));
    let mut left = Vec::new();
    let mut folders = vec![stage.clone()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else {
                left.push(path);
            }
        }
    }
    assert!(left.is_empty(), "uninstall left {left:?}");
    Ok(())
}

fn pkg_config_consumer_links_the_shared_library() -> Checked {
    release_tier()?;
    need_tool("pkg-config", &["pkg-config", "--version"])?;
    let libdir = pkg_config(&["--variable=libdir"]).join("");
    let exe = compile_consumer(
        "consumer-pkg-config",
        [
            pkg_config(&["--cflags", "--libs"]),
            vec![format!("-Wl,-rpath,{libdir}")],
        ]
        .concat(),
    );
    assert!(dynamic(&exe, "NEEDED").contains(&format!("libsudoku.so.{}", major())));
    run_consumer(&exe);
    Ok(())
}

fn static_consumer_needs_no_shared_libsudoku() -> Checked {
    release_tier()?;
    need_tool("pkg-config", &["pkg-config", "--version"])?;
    // the README's static link: libsudoku.a, then the private libraries of sudoku.pc
    let static_link = [
        "-Wl,-Bstatic",
        "-lsudoku",
        "-Wl,-Bdynamic",
        "-Wl,--as-needed",
    ];
    let exe = compile_consumer(
        "consumer-static",
        [
            pkg_config(&["--cflags"]),
            static_link.map(String::from).to_vec(),
            pkg_config(&["--static", "--libs"]),
        ]
        .concat(),
    );
    let deps = dynamic(&exe, "NEEDED");
    assert!(
        deps.iter().all(|d| !d.contains("sudoku")),
        "a static consumer needs {deps:?}"
    );
    run_consumer(&exe);
    Ok(())
}

fn cmake_consumer_finds_the_package() -> Checked {
    release_tier()?;
    need_tool("cmake", &["cmake", "--version"])?;
    let build = work_dir().join("cmake-build");
    let _ = std::fs::remove_dir_all(&build);
    build_cmake_consumer(&build, prefix(), &[]);
    let shared = build.join("consumer");
    assert!(dynamic(&shared, "NEEDED").contains(&format!("libsudoku.so.{}", major())));
    run_consumer(&shared);
    let fixed = build.join("consumer-static");
    assert!(dynamic(&fixed, "NEEDED")
        .iter()
        .all(|d| !d.contains("sudoku")));
    run_consumer(&fixed);

    // a version this library is not compatible with is refused
    let refused = work_dir().join("cmake-refused");
    let _ = std::fs::remove_dir_all(&refused);
    std::fs::create_dir_all(&refused).unwrap();
    let next_major = major().parse::<u32>().unwrap() + 1;
    std::fs::write(
        refused.join("CMakeLists.txt"),
        format!(
            "cmake_minimum_required(VERSION 3.10)\nproject(refused C)\n\
             find_package(sudoku {next_major}.0 REQUIRED CONFIG)\n"
        ),
    )
    .unwrap();
    let output = Command::new("cmake")
        .arg("-S")
        .arg(&refused)
        .arg("-B")
        .arg(refused.join("build"))
        .arg(format!("-DCMAKE_PREFIX_PATH={}", prefix().display()))
        .output()
        .unwrap();
    assert!(
        !output.status.success(),
        "find_package({next_major}.0) found 0.x"
    );
    Ok(())
}

fn the_shared_library_exports_exactly_the_header_functions() -> Checked {
    release_tier()?;
    let output = succeeded(
        Command::new("nm")
            .args(["-D", "--defined-only", "--format=posix"])
            .arg(library_dir().join("libsudoku.so"))
            .output(),
        "nm -D",
    );
    let exported: BTreeSet<String> = output
        .lines()
        .map(|l| l.split(' ').next().unwrap().to_string())
        .collect();
    let declared = header_functions();
    assert!(declared.len() >= 30, "{declared:?}");
    assert_eq!(exported, declared);
    Ok(())
}

fn python_finds_the_installed_library() -> Checked {
    release_tier()?;
    need_tool("python3", &["python3", "--version"])?;
    let lib = prefix().join("lib");
    let text = succeeded(
        Command::new("python3")
            .args([
                "-c",
                "import libsudoku; print(libsudoku.version(), libsudoku._lib._name)",
            ])
            .current_dir(root().join("bindings/python"))
            .env_remove("LIBSUDOKU_PATH")
            .env("PYTHONDONTWRITEBYTECODE", "1")
            .env("LD_LIBRARY_PATH", &lib)
            .output(),
        "python3 -c 'import libsudoku'",
    );
    assert!(
        text.starts_with(&format!("{} libsudoku.so", version())),
        "{text}"
    );
    Ok(())
}

fn lua_finds_the_installed_library() -> Checked {
    release_tier()?;
    need_tool("luajit", &["luajit", "-v"])?;
    let lib = prefix().join("lib");
    let output = succeeded(
        Command::new("luajit")
            .args(["-e", "print(require('sudoku').version())"])
            .env("LUA_PATH", root().join("bindings/lua/?.lua"))
            .env_remove("LIBSUDOKU_PATH")
            .env("LD_LIBRARY_PATH", &lib)
            .output(),
        "luajit -e require('sudoku')",
    );
    assert_eq!(output, format!("{}\n", version()));
    Ok(())
}

run_checks!(
    an_install_without_a_build_says_to_run_make,
    a_program_linked_against_the_build_folder_runs,
    install_places_the_documented_layout,
    a_staged_install_uninstalls_cleanly,
    pkg_config_consumer_links_the_shared_library,
    static_consumer_needs_no_shared_libsudoku,
    cmake_consumer_finds_the_package,
    the_shared_library_exports_exactly_the_header_functions,
    python_finds_the_installed_library,
    lua_finds_the_installed_library
);
