//! Reading a caller's 81 bytes into a [`Puzzle`]: every byte decoded, and the givens
//! checked for repeats by placing them on the engine's bitboards, which hands a search the
//! start it needs. This sits above both `board` (the types) and `engine` (the search).

use crate::board::{Encoding, Puzzle};
use crate::engine::Start;
use crate::geometry::Bond;
use crate::geometry::{box_of, column_of, row_of, CELLS};
use crate::problem::Problem;

impl Puzzle {
    /// Reads a board in `encoding`. Reports the lowest-index bad byte if there is one, else
    /// the first repeated given (see [`Problem`] for the exact order).
    pub fn parse(bytes: &[u8; CELLS], encoding: Encoding) -> Result<Puzzle, Problem> {
        Puzzle::parse_start(bytes, encoding).map(|(puzzle, _)| puzzle)
    }

    /// [`Puzzle::parse`], also handing over the engine's [`Start`]: placing the givens on
    /// the engine's bitboards is how the givens are checked, so a caller about to search
    /// gets it for free.
    #[inline(always)]
    pub fn parse_start(
        bytes: &[u8; CELLS],
        encoding: Encoding,
    ) -> Result<(Puzzle, Start), Problem> {
        Puzzle::start_cells(&decode(bytes, encoding)?)
    }

    /// [`Puzzle::parse_start`] for cells already decoded (digits `0..=9`).
    #[inline(always)]
    pub(crate) fn start_cells(cells: &[u8; CELLS]) -> Result<(Puzzle, Start), Problem> {
        // the walk that names the repeat runs only when the engine saw one
        match Start::new(cells) {
            Some(start) => Ok((Puzzle::from_checked(*cells), start)),
            None => Err(find_duplicate(cells).expect("the engine saw a repeated given")),
        }
    }
}

/// The digit of every cell (`0` for an empty one), or the lowest-index bad byte; givens
/// are not checked against each other.
#[inline(always)]
pub(crate) fn decode(bytes: &[u8; CELLS], encoding: Encoding) -> Result<[u8; CELLS], Problem> {
    // decode every byte without branching (the loop vectorises), then look for the first
    // bad one only if there is one
    let mut cells = [0u8; CELLS];
    let mut bad = false;
    for (cell, &byte) in cells.iter_mut().zip(bytes) {
        let digit = encoding.decode(byte);
        *cell = digit.unwrap_or(0);
        bad |= digit.is_none();
    }
    if bad {
        let (index, &byte) = bytes
            .iter()
            .enumerate()
            .find(|(_, &byte)| encoding.decode(byte).is_none())
            .expect("a bad byte was seen");
        return Err(Problem::InvalidByte { index, byte });
    }
    Ok(cells)
}

/// The first given (in cell order) that repeats an earlier given in its row, column or box.
// the loops index rows, columns, boxes and cells together
#[allow(clippy::needless_range_loop)]
fn find_duplicate(cells: &[u8; CELLS]) -> Option<Problem> {
    // the digits given so far in each row, column and box, bit `digit - 1`
    let (mut rows, mut columns, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
    // row-major order, with the unit indexes counted rather than divided out
    for band in 0..3 {
        for row in band * 3..band * 3 + 3 {
            for stack in 0..3 {
                let bx = band * 3 + stack;
                for column in stack * 3..stack * 3 + 3 {
                    let cell = row * 9 + column;
                    let digit = cells[cell];
                    if digit == 0 {
                        continue;
                    }
                    let bit = 1u16 << (digit - 1);
                    if (rows[row] | columns[column] | boxes[bx]) & bit != 0 {
                        let (kind, unit) = if rows[row] & bit != 0 {
                            (0, row)
                        } else if columns[column] & bit != 0 {
                            (1, column)
                        } else {
                            (2, bx)
                        };
                        return Some(duplicate_of(cells, cell, kind, unit));
                    }
                    rows[row] |= bit;
                    columns[column] |= bit;
                    boxes[bx] |= bit;
                }
            }
        }
    }
    None
}

/// Describes the repeat of cell `second`'s given in its unit (`kind`: 0 row, 1 column,
/// 2 box), naming the earlier cell that holds the same digit.
fn duplicate_of(cells: &[u8; CELLS], second: usize, kind: usize, unit_index: usize) -> Problem {
    let (bond, unit_of): (Bond, fn(usize) -> usize) = match kind {
        0 => (Bond::Row(unit_index), row_of),
        1 => (Bond::Column(unit_index), column_of),
        _ => (Bond::Box(unit_index), box_of),
    };
    let digit = cells[second];
    let first = (0..second)
        .find(|&cell| unit_of(cell) == unit_index && cells[cell] == digit)
        .expect("the unit already holds the digit");
    Problem::DuplicateGiven {
        first,
        second,
        digit,
        bond,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> [u8; CELLS] {
        s.as_bytes().try_into().expect("81 characters")
    }

    const EMPTY: &str =
        ".................................................................................";

    #[test]
    fn text_accepts_dot_and_zero_as_empty() {
        let mut b = text(EMPTY);
        b[0] = b'0';
        b[1] = b'5';
        let p = Puzzle::parse(&b, Encoding::Text).unwrap();
        assert_eq!(p.cells()[0], 0);
        assert_eq!(p.cells()[1], 5);
        assert!(p.cells()[2..].iter().all(|&c| c == 0));
    }

    #[test]
    fn lowest_bad_byte_is_reported_first() {
        let mut b = text(EMPTY);
        b[70] = b'x';
        b[12] = 0xff;
        b[0] = b'1';
        b[1] = b'1'; // a duplicate too, reported after bad bytes
        assert_eq!(
            Puzzle::parse(&b, Encoding::Text),
            Err(Problem::InvalidByte {
                index: 12,
                byte: 0xff
            })
        );
    }

    #[test]
    fn values_encoding_rejects_text_digits() {
        let mut b = [0u8; CELLS];
        b[80] = b'1';
        assert_eq!(
            Puzzle::parse(&b, Encoding::Values),
            Err(Problem::InvalidByte {
                index: 80,
                byte: b'1'
            })
        );
        b[80] = 10;
        assert!(Puzzle::parse(&b, Encoding::Values).is_err());
        b[80] = 9;
        assert_eq!(Puzzle::parse(&b, Encoding::Values).unwrap().cells()[80], 9);
    }

    #[test]
    fn duplicate_in_each_unit_kind() {
        let dup = |a: usize, b: usize| {
            let mut board = [0u8; CELLS];
            board[a] = 4;
            board[b] = 4;
            Puzzle::parse(&board, Encoding::Values).unwrap_err()
        };
        assert_eq!(
            dup(3, 7),
            Problem::DuplicateGiven {
                first: 3,
                second: 7,
                digit: 4,
                bond: Bond::Row(0)
            }
        );
        assert_eq!(
            dup(10, 73),
            Problem::DuplicateGiven {
                first: 10,
                second: 73,
                digit: 4,
                bond: Bond::Column(1)
            }
        );
        assert_eq!(
            dup(30, 50),
            Problem::DuplicateGiven {
                first: 30,
                second: 50,
                digit: 4,
                bond: Bond::Box(4)
            }
        );
        // same row and same box: the row is reported
        assert!(matches!(
            dup(0, 1),
            Problem::DuplicateGiven {
                bond: Bond::Row(0),
                ..
            }
        ));
    }

    #[test]
    fn the_engine_check_agrees_with_the_walk() {
        // random boards from sparse to full, where repeats go from rare to certain; and a
        // digit nine times in one row
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |bound: u64| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            (state >> 33) % bound
        };
        let mut boards = vec![{
            let mut board = [0u8; CELLS];
            board[9..18].fill(7);
            board
        }];
        for round in 0..4000 {
            let givens = 1 + round % 30;
            let mut board = [0u8; CELLS];
            for _ in 0..givens {
                board[next(81) as usize] = 1 + next(9) as u8;
            }
            boards.push(board);
        }
        let mut repeats = 0;
        for board in &boards {
            let walk = find_duplicate(board).is_some();
            assert_eq!(Start::new(board).is_none(), walk, "{board:?}");
            repeats += usize::from(walk);
        }
        // both answers are well represented
        assert!(
            repeats > 1000 && repeats < 3000,
            "{repeats} boards with a repeat"
        );
    }
}
