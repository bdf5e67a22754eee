//! The variant puzzles of `tests/data/variants.txt`, with their published solutions.

use super::hunted_rules::variant_of;
use super::variant::Variant;
use super::{root, text};
use sudoku::ffi::rules::*;

/// A puzzle of `tests/data/variants.txt`.
pub struct Public {
    pub name: String,
    pub variant: Variant,
    pub givens: [u8; 81],
    pub solution: [u8; 81],
}

pub fn public_puzzles() -> Vec<Public> {
    let contents = std::fs::read_to_string(root().join("tests/data/variants.txt")).unwrap();
    contents
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(f.len(), 8, "{line}");
            let flags = f[2]
                .split(',')
                .filter(|&name| name != "-")
                .map(|name| match name {
                    "diagonals" => SUDOKU_RULE_DIAGONALS,
                    "windoku" => SUDOKU_RULE_WINDOKU,
                    "anti-knight" => SUDOKU_RULE_ANTI_KNIGHT,
                    "anti-king" => SUDOKU_RULE_ANTI_KING,
                    "non-consecutive" => SUDOKU_RULE_NON_CONSECUTIVE,
                    other => panic!("unknown flag {other}"),
                })
                .fold(0, |all, flag| all | flag);
            Public {
                name: f[1].to_string(),
                variant: variant_of(flags, f[4], f[5], f[6]).expect("regions, cages and sums"),
                givens: text(f[3]),
                solution: text(f[7]),
            }
        })
        .collect()
}
