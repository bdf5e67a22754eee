//! The C ABI, an adapter over the safe API at the crate root: the only module with
//! `extern "C"` and raw pointers (the core's other `unsafe` is the engine's CPU-path
//! entry and the thread pool's system calls).
//!
//! Conventions every export follows (`boundary.rs` holds the means):
//! - its body is one `ffi_boundary!` block, so a panic becomes the return type's fallback
//!   (`SUDOKU_ERR_INTERNAL`, or a static string) and never unwinds into C;
//! - at the top of that block each pointer becomes a typed wrapper, NULL giving
//!   `SUDOKU_ERR_NULL` before anything is read; below that, all code is safe;
//! - a board is read once, as exactly 81 bytes, into a local array;
//! - caller memory is written only on success, in one final copy per output.
#![allow(unsafe_code)]

#[macro_use]
mod boundary;
pub mod batch;
pub mod candidates;
pub mod generate;
pub mod hint;
pub mod jigsaw;
pub mod killer;
pub mod problem;
pub mod rate;
pub mod rules;
pub mod rules_hint;
pub mod solve;
pub mod status;
pub mod validate;
pub mod version;
