//! The library version, as macros for compile time and a string for run time.

use std::ffi::c_char;

/// The major version: incremented for changes that break the ABI or the documented behaviour.
pub const SUDOKU_VERSION_MAJOR: u32 = 0;
/// The minor version: incremented for additions that keep the ABI.
pub const SUDOKU_VERSION_MINOR: u32 = 1;
/// The patch version: incremented for fixes.
pub const SUDOKU_VERSION_PATCH: u32 = 0;
/// The version as one number, `MAJOR * 10000 + MINOR * 100 + PATCH`, for `#if` comparisons.
pub const SUDOKU_VERSION_NUMBER: u32 = 100;

// The macros above must agree with Cargo.toml; the build fails when they do not.
const _: () = {
    /// The decimal number a version component from Cargo.toml spells.
    const fn parse_component(text: &str) -> u32 {
        let bytes = text.as_bytes();
        let mut value = 0;
        let mut i = 0;
        while i < bytes.len() {
            assert!(bytes[i].is_ascii_digit(), "version components are decimal");
            value = value * 10 + (bytes[i] - b'0') as u32;
            i += 1;
        }
        value
    }
    assert!(SUDOKU_VERSION_MAJOR == parse_component(env!("CARGO_PKG_VERSION_MAJOR")));
    assert!(SUDOKU_VERSION_MINOR == parse_component(env!("CARGO_PKG_VERSION_MINOR")));
    assert!(SUDOKU_VERSION_PATCH == parse_component(env!("CARGO_PKG_VERSION_PATCH")));
    assert!(
        SUDOKU_VERSION_NUMBER
            == SUDOKU_VERSION_MAJOR * 10000 + SUDOKU_VERSION_MINOR * 100 + SUDOKU_VERSION_PATCH
    );
    assert!(SUDOKU_VERSION_MINOR < 100 && SUDOKU_VERSION_PATCH < 100);
};

const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), "\0");

/// Returns the library version as "MAJOR.MINOR.PATCH", the same numbers as the
/// `SUDOKU_VERSION_*` macros of the header it was built with. Compare the two to detect a
/// header/library mismatch at run time. Never returns NULL; the string is owned by the
/// library and valid for the life of the process: do not free it. Thread-safe.
#[no_mangle]
pub extern "C" fn sudoku_version() -> *const c_char {
    ffi_boundary!({ VERSION.as_ptr().cast() })
}
