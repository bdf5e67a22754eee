//! Generates the C header from the FFI layer with cbindgen, and gives the Windows DLL its
//! version resource. (The soname of the installed shared library is `make build`'s: a
//! plain cargo build sets none, so programs link `target/release` directly.)
//!
//! `$OUT_DIR/sudoku.h` is written on every build; `tests/header.rs` compares it with the
//! checked-in `include/sudoku.h`. The checked-in header is (re)written only when it is
//! missing or `SUDOKU_UPDATE_HEADER=1` is set, so a stale header fails the tests instead
//! of being silently replaced, and read-only source trees build.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

/// The root of the FFI layer; cbindgen follows its `mod` declarations to the other files.
const FFI_ROOT: &str = "src/ffi/mod.rs";
const CHECKED_IN: &str = "include/sudoku.h";

fn main() {
    let root =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));

    println!("cargo:rerun-if-changed=cbindgen.toml");
    println!("cargo:rerun-if-changed={CHECKED_IN}");
    println!("cargo:rerun-if-changed=src/ffi");
    println!("cargo:rerun-if-env-changed=SUDOKU_UPDATE_HEADER");
    let config = cbindgen::Config::from_file(root.join("cbindgen.toml"))
        .expect("cbindgen.toml is a valid cbindgen configuration");
    let bindings = cbindgen::Builder::new()
        .with_config(config)
        .with_src(root.join(FFI_ROOT))
        .generate()
        .expect("cbindgen could not generate the header from src/ffi");

    link_version_resource(&out_dir);

    let mut text = Vec::new();
    bindings.write(&mut text);
    let text = String::from_utf8(text).expect("cbindgen writes UTF-8");
    let generated = out_dir.join("sudoku.h");
    fs::write(&generated, for_old_compilers(&text)).expect("can write $OUT_DIR/sudoku.h");

    let checked_in = root.join(CHECKED_IN);
    let update = env::var("SUDOKU_UPDATE_HEADER").is_ok_and(|v| v == "1");
    if update || !checked_in.exists() {
        copy(&generated, &checked_in);
    } else if fs::read(&generated).ok() != fs::read(&checked_in).ok() {
        println!(
            "cargo:warning={CHECKED_IN} differs from the header the code generates; \
             run `SUDOKU_UPDATE_HEADER=1 cargo build` and commit it"
        );
    }
}

/// cbindgen's output made valid C89 and C++98 as well (`tests/header.rs` compiles it so):
/// a fixed underlying type on the enums only where the language has one (C++11, C23), no
/// comma after an enum's last enumerator, and block comments after `#endif` and the
/// closing brace of `extern "C"`. Nothing else changes.
fn for_old_compilers(header: &str) -> String {
    const FIXED_TYPE_BY_CBINDGEN: &str = "defined(__cplusplus) || __STDC_VERSION__ >= 202311L";
    const FIXED_TYPE: &str = "(defined(__cplusplus) && __cplusplus >= 201103L) || \
                              (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L)";
    const C23_BY_CBINDGEN: &str = "#if __STDC_VERSION__ >= 202311L";
    const C23: &str = "#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L";
    let header = header
        .replace(FIXED_TYPE_BY_CBINDGEN, FIXED_TYPE)
        .replace(C23_BY_CBINDGEN, C23);
    let lines: Vec<&str> = header.lines().collect();
    let mut out = String::with_capacity(header.len());
    for (i, line) in lines.iter().enumerate() {
        let next = lines.get(i + 1).copied().unwrap_or("");
        let line = match line.split_once("// ") {
            Some((code, comment)) if code.starts_with("#endif") || code.starts_with('}') => {
                format!("{code}/* {comment} */")
            }
            _ if next == "};" => line.strip_suffix(',').unwrap_or(line).to_string(),
            _ => line.to_string(),
        };
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// On Windows with the GNU toolchain, `sudoku.dll` carries a version resource: the file
/// and product version from `Cargo.toml`, compiled by MinGW's `windres`
/// (`ARCH-w64-mingw32-windres`, or `$WINDRES`) and linked into the DLL.
fn link_version_resource(out_dir: &Path) {
    let os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let target_env = env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os != "windows" || target_env != "gnu" {
        return;
    }
    println!("cargo:rerun-if-env-changed=WINDRES");
    let version = env::var("CARGO_PKG_VERSION").expect("cargo sets the version");
    let number = |name: &str| env::var(name).expect("cargo sets the version parts");
    let numeric = format!(
        "{},{},{},0",
        number("CARGO_PKG_VERSION_MAJOR"),
        number("CARGO_PKG_VERSION_MINOR"),
        number("CARGO_PKG_VERSION_PATCH")
    );
    let description = env::var("CARGO_PKG_DESCRIPTION").unwrap_or_default();
    let script = format!(
        "1 VERSIONINFO\n\
         FILEVERSION {numeric}\n\
         PRODUCTVERSION {numeric}\n\
         FILEOS 0x40004\n\
         FILETYPE 0x2\n\
         BEGIN\n  BLOCK \"StringFileInfo\"\n  BEGIN\n    BLOCK \"040904B0\"\n    BEGIN\n\
         \x20     VALUE \"FileDescription\", \"{description}\"\n\
         \x20     VALUE \"FileVersion\", \"{version}\"\n\
         \x20     VALUE \"InternalName\", \"sudoku\"\n\
         \x20     VALUE \"OriginalFilename\", \"sudoku.dll\"\n\
         \x20     VALUE \"ProductName\", \"libsudoku\"\n\
         \x20     VALUE \"ProductVersion\", \"{version}\"\n\
         \x20   END\n  END\n  BLOCK \"VarFileInfo\"\n  BEGIN\n\
         \x20   VALUE \"Translation\", 0x409, 1200\n  END\nEND\n"
    );
    let rc = out_dir.join("version.rc");
    let object = out_dir.join("version.o");
    fs::write(&rc, script).expect("can write the version resource script");
    let arch = env::var("CARGO_CFG_TARGET_ARCH").expect("cargo sets the target arch");
    let prefix = if arch == "x86" { "i686" } else { arch.as_str() };
    let windres = env::var("WINDRES").unwrap_or_else(|_| format!("{prefix}-w64-mingw32-windres"));
    let status = std::process::Command::new(&windres)
        .arg(&rc)
        .arg("-O")
        .arg("coff")
        .arg("-o")
        .arg(&object)
        .status()
        .unwrap_or_else(|e| panic!("{windres} (MinGW's resource compiler) could not run: {e}"));
    assert!(status.success(), "{windres} failed on {}", rc.display());
    println!("cargo:rustc-cdylib-link-arg={}", object.display());
}

fn copy(from: &Path, to: &Path) {
    if let Some(dir) = to.parent() {
        fs::create_dir_all(dir).expect("can create include/");
    }
    fs::copy(from, to).expect("can write include/sudoku.h");
}
