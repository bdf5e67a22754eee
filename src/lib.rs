//! libsudoku: a Sudoku engine with a safe Rust core, shipped as a C library.
//!
//! The C ABI lives in [`ffi`] and is described by `include/sudoku.h`. Rust users can call
//! the core directly:
//!
//! ```
//! use sudoku::{reference, Encoding, Puzzle};
//!
//! let line = b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
//! let puzzle = Puzzle::parse(line, Encoding::Text).unwrap();
//! let solution = reference::solve(&puzzle).unwrap();
//! assert_eq!(&solution.encode(Encoding::Text)[..9], b"534678912");
//! assert_eq!(reference::count(&puzzle, 2), 1);
//! ```
#![deny(unsafe_code)]

pub mod board;
pub mod engine;
pub mod ffi;
pub mod generator;
pub mod geometry;
pub mod logic;
mod parse;
pub mod problem;
pub mod reference;
pub mod rules;

pub use board::{is_complete_grid, Encoding, Puzzle, Solution};
pub use geometry::houses::HouseKind;
pub use problem::Problem;
