//! The variant puzzles of `tests/data/variants.txt`, with their published solutions.

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
            let list =
                |field: &str| -> Vec<u8> { field.split(',').map(|n| n.parse().unwrap()).collect() };
            Public {
                name: f[1].to_string(),
                variant: Variant {
                    flags,
                    regions: (f[4] != "-").then(|| text(f[4]).map(|b| b - b'0')),
                    cages: (f[5] != "-").then(|| list(f[5]).try_into().unwrap()),
                    sums: if f[6] == "-" { vec![] } else { list(f[6]) },
                },
                givens: text(f[3]),
                solution: text(f[7]),
            }
        })
        .collect()
}
