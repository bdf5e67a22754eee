//! libsudoku: a Sudoku engine with a safe Rust core, shipped as a C library.
//!
//! Rust programs call the core through the functions and types at this crate's root;
//! C and every other language through the C ABI in [`ffi`], described by
//! `include/sudoku.h`. Both give the same answers: each [`Error`] is one C status.
//!
//! ```
//! let puzzle: sudoku::Puzzle =
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
//! let rules = sudoku::Rules::classic(); // variants: Rules::new(flags, regions, cages)
//! let solution: sudoku::Solution = sudoku::solve(&puzzle, &rules)?;
//! assert_eq!(&solution.to_string()[..9], "534678912");
//! assert_eq!(sudoku::count(&puzzle, &rules, 2)?, 1);
//! let hint: sudoku::Hint = sudoku::hint(&puzzle, &rules)?;
//! println!("{}", hint.text());
//! let rating: sudoku::Rating = sudoku::rate(&puzzle, &rules)?;
//! println!("{} ({})", rating.level.name(), rating.score);
//! let options = sudoku::Generate { level: Some(sudoku::Level::Hard), ..Default::default() };
//! let made: sudoku::Puzzle = sudoku::generate(42, &rules, &options)?;
//! assert_eq!(sudoku::rate(&made, &rules)?.level, sudoku::Level::Hard);
//! # Ok::<(), sudoku::Error>(())
//! ```
//!
//! - [`Puzzle`]: 81 cells, parsed from the common 81-character line and displayed as one;
//! - [`Rules`]: the classic rules, or variants built from flags (`Rules::DIAGONALS` and
//!   the others), irregular regions and killer cages;
//! - [`solve`], [`solve_unique`], [`count`], [`hint`], [`rate`], [`generate`], and the
//!   `_with` forms that take [`Limits`] and report [`Stats`]: with the default limits no
//!   call under any rules runs for long (docs/BOUNDED-TIME.md).
#![deny(unsafe_code)]

mod api;
pub mod board;
pub mod engine;
pub mod ffi;
pub mod generator;
pub mod geometry;
pub mod logic;
mod parse;
mod pool;
pub mod problem;
pub mod reference;
pub mod rules;

/// The README's Rust example, run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeExample;

pub use api::{
    candidates, candidates_reduced, count, count_with, generate, generate_batch, generate_jigsaw,
    generate_killer, generate_solved, hint, hint_in_play, hint_with, rate, rate_with, solve,
    solve_batch, solve_unique, solve_unique_with, solve_with, validate, Error, Generate, Hint,
    Limits, Play, Puzzle, Solution, Stats,
};
pub use generator::symmetry::Symmetry;
pub use geometry::Bond;
pub use logic::{Level, Rating, Technique};
pub use rules::{Fault, Rules};
