//! Fuzzes `sudoku_status_str` with any 32-bit code: a static constant text for every code, the
//! documented one for known codes.
#![no_main]

use fuzz_checks::{check_status_text, take};
use libfuzzer_sys::fuzz_target;
use sudoku::ffi::status::sudoku_status_str;

fuzz_target!(|data: &[u8]| {
    let code = i32::from_le_bytes(take::<4>(data));
    // SAFETY: the library returns static NUL-terminated strings.
    unsafe { check_status_text(code, sudoku_status_str(code), false) };
});
