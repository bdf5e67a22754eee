//! The web build: `make web` puts a WebAssembly library of at most 540,000 bytes, with no
//! imports and exactly the header's functions (and its memory) as exports, into the npm
//! package `bindings/js` (here a copy of it under `target/`). Then the package's own tests run: `npm test` (its TypeScript
//! declarations compiled against a usage file, and a `node:test` suite comparing every
//! call with the native library), the page of `examples-web/` in headless Chromium
//! (`npm run test:browser`), and `npm pack`'s tarball installed into a fresh project.
//!
//! Node.js, the package's development dependencies (`npm ci` in `bindings/js`) and
//! Chromium are required under CI (`.ci/run` installs them); elsewhere each check is
//! skipped with a notice when what it needs is missing.
//!
//! This tier drives compilers, installers and other programs: `cargo test --release`
//! (the README's command, and CI) runs it; the quick debug `cargo test` lists its tests as
//! ignored.

mod common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use common::*;

/// The largest `sudoku.wasm` may be, in bytes.
const MAX_WASM_BYTES: usize = 540_000;

/// This run's copy of the repository's web side, under `target/`: the package, the page,
/// the README and the test boards (linked), with the package's development dependencies
/// linked from `bindings/js/node_modules`. The tests build into it and run there, so that
/// they write nothing beside the sources.
fn staged() -> PathBuf {
    library_dir().with_file_name("web").join("tree")
}

/// The staged npm package.
fn package() -> PathBuf {
    staged().join("bindings/js")
}

/// Copies the folder `from` to `to`, but for what a build or `npm ci` put there.
fn copy_sources(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name();
        if name == "node_modules" || name == "sudoku.wasm" {
            continue;
        }
        match entry.file_type().unwrap().is_dir() {
            true => copy_sources(&entry.path(), &to.join(&name)),
            false => drop(std::fs::copy(entry.path(), to.join(&name)).unwrap()),
        }
    }
}

/// Stages the web side and runs `make web` into it, once for the tests of this binary,
/// where the wasm target is installed.
fn build_web() -> Result<PathBuf, checks::Skip> {
    checks::need_rust_target("wasm32-unknown-unknown")?;
    static BUILT: std::sync::OnceLock<()> = std::sync::OnceLock::new();
    BUILT.get_or_init(|| {
        let tree = staged();
        let _ = std::fs::remove_dir_all(&tree);
        for folder in ["bindings/js", "examples-web"] {
            copy_sources(&root().join(folder), &tree.join(folder));
        }
        std::fs::copy(root().join("README.md"), tree.join("README.md")).unwrap();
        std::fs::create_dir_all(tree.join("tests")).unwrap();
        let link = std::os::unix::fs::symlink;
        link(root().join("tests/data"), tree.join("tests/data")).unwrap();
        link(
            root().join("bindings/js/node_modules"),
            package().join("node_modules"),
        )
        .unwrap();
        succeeded(
            Command::new("make")
                .arg("-C")
                .arg(root())
                .arg("web")
                .arg(format!("WEB_PACKAGE={}", package().display()))
                .output(),
            "make web",
        );
    });
    Ok(package().join("sudoku.wasm"))
}

/// Reads an unsigned LEB128 number at `*at`, moving past it.
fn leb128(bytes: &[u8], at: &mut usize) -> usize {
    let mut value = 0;
    let mut shift = 0;
    loop {
        let byte = bytes[*at];
        *at += 1;
        value |= usize::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            return value;
        }
        shift += 7;
    }
}

/// The sections of a WebAssembly module, by id, each with its contents.
fn sections(module: &[u8]) -> Vec<(u8, &[u8])> {
    assert_eq!(&module[..8], b"\0asm\x01\0\0\0", "a WebAssembly 1 module");
    let mut sections = Vec::new();
    let mut at = 8;
    while at < module.len() {
        let id = module[at];
        at += 1;
        let size = leb128(module, &mut at);
        sections.push((id, &module[at..at + size]));
        at += size;
    }
    sections
}

/// The names the export section (id 7) lists.
fn exports(section: &[u8]) -> BTreeSet<String> {
    let mut at = 0;
    let count = leb128(section, &mut at);
    (0..count)
        .map(|_| {
            let length = leb128(section, &mut at);
            let name = String::from_utf8(section[at..at + length].to_vec()).unwrap();
            at += length;
            at += 1; // the export's kind
            leb128(section, &mut at); // its index
            name
        })
        .collect()
}

fn the_wasm_library_is_small_imports_nothing_and_exports_the_header() -> Checked {
    release_tier()?;
    let wasm = build_web()?;
    let module = std::fs::read(&wasm).unwrap();
    assert!(
        module.len() <= MAX_WASM_BYTES,
        "sudoku.wasm is {} bytes",
        module.len()
    );
    let sections = sections(&module);
    assert!(
        sections.iter().all(|(id, _)| *id != 2),
        "sudoku.wasm has an import section"
    );
    let exported = sections
        .iter()
        .find(|(id, _)| *id == 7)
        .map(|(_, section)| exports(section))
        .expect("an export section");
    let mut expected = header_functions();
    // the memory the JavaScript side writes boards into, and the linker's two markers
    expected.extend(["memory", "__data_end", "__heap_base"].map(str::to_string));
    assert_eq!(exported, expected);
    Ok(())
}

/// `npm` with `args` in `dir`, the native library of this build as the reference.
fn npm(dir: &Path, args: &[&str]) -> Command {
    let mut command = Command::new("npm");
    command
        .args(args)
        .current_dir(dir)
        .env("LIBSUDOKU_PATH", library_dir().join("libsudoku.so"));
    command
}

/// Node.js, npm and the package's development dependencies.
fn node_ready() -> Checked {
    need_tool("node", &["node", "--version"])?;
    need_tool("npm", &["npm", "--version"])?;
    need(
        "bindings/js/node_modules (`npm ci` there)",
        package().join("node_modules/.package-lock.json").is_file(),
    )
}

fn npm_test_passes() -> Checked {
    release_tier()?;
    build_web()?;
    node_ready()?;
    // the build is this binary's own (`build_web`): without the pretest script
    let output = succeeded(
        npm(&package(), &["test", "--ignore-scripts"]).output(),
        "npm test",
    );
    assert!(output.contains("# fail 0"), "{output}");
    Ok(())
}

fn the_page_plays_in_headless_chromium() -> Checked {
    release_tier()?;
    build_web()?;
    node_ready()?;
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    need(
        &format!("Chromium ({chromium}, or as CHROMIUM names it)"),
        Path::new(&chromium).is_file(),
    )?;
    let screenshot = staged().with_file_name("page.png");
    let _ = std::fs::remove_file(&screenshot);
    succeeded(
        npm(&package(), &["run", "test:browser"])
            .env("SCREENSHOT", &screenshot)
            .output(),
        "npm run test:browser",
    );
    let png = std::fs::read(&screenshot).expect("the browser test saves a screenshot");
    assert!(png.starts_with(b"\x89PNG") && png.len() > 10_000);
    Ok(())
}

fn npm_pack_gives_a_package_a_fresh_project_installs_and_uses() -> Checked {
    release_tier()?;
    build_web()?;
    need_tool("npm", &["npm", "--version"])?;
    let dir = library_dir().with_file_name("npm-consumer");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let packed = succeeded(
        npm(
            &package(),
            &["pack", "--ignore-scripts", "--pack-destination"],
        )
        .arg(&dir)
        .output(),
        "npm pack",
    );
    let tarball = dir.join(packed.lines().last().unwrap().trim());
    let project = dir.join("project");
    std::fs::create_dir_all(&project).unwrap();
    std::fs::write(
        project.join("package.json"),
        r#"{ "name": "consumer", "private": true, "type": "module" }"#,
    )
    .unwrap();
    succeeded(
        npm(
            &project,
            &["install", "--offline", "--no-audit", "--no-fund"],
        )
        .arg(&tarball)
        .output(),
        "npm install libsudoku",
    );
    std::fs::write(
        project.join("main.js"),
        "import { load } from \"libsudoku\";\n\
         const sudoku = await load();\n\
         const puzzle = sudoku.generate(42n, { level: \"hard\" });\n\
         console.log(sudoku.version, sudoku.rate(puzzle).level, sudoku.countSolutions(puzzle));\n\
         console.log(sudoku.hint(puzzle).description.length > 0, sudoku.solve(puzzle).includes(\".\"));\n",
    )
    .unwrap();
    let output = Command::new("node")
        .arg("main.js")
        .current_dir(&project)
        .output();
    assert_eq!(
        succeeded(output, "node main.js"),
        format!("{} hard 1\ntrue false\n", env!("CARGO_PKG_VERSION"))
    );
    let files: BTreeSet<String> = std::fs::read_dir(project.join("node_modules/libsudoku"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        files,
        [
            "README.md",
            "package.json",
            "sudoku.d.ts",
            "sudoku.js",
            "sudoku.wasm"
        ]
        .map(str::to_string)
        .into()
    );
    Ok(())
}

run_checks!(
    the_wasm_library_is_small_imports_nothing_and_exports_the_header,
    npm_test_passes,
    the_page_plays_in_headless_chromium,
    npm_pack_gives_a_package_a_fresh_project_installs_and_uses
);
