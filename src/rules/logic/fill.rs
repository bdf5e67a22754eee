//! The digits each cell of a group can take when the group must make a sum: the cells of
//! a cage, or others that share a house, hold distinct digits; cells that may repeat a
//! digit only make the sum.

use crate::geometry::digits::{digit_bit, digits, ALL_DIGITS};
use crate::rules::combinations::digit_sum;

/// The most cells a group holds.
pub const MAX_CELLS: usize = 9;

/// What a group's cells can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fill {
    /// For each cell, in the group's order, the digits some filling that makes the sum
    /// gives it.
    pub allowed: [u16; MAX_CELLS],
    /// The digits every such filling uses (`0` when none exists).
    pub required: u16,
}

/// The most digit sets of one size: 9 choose 4.
const MOST_OF_A_SIZE: usize = 126;

/// Cells with `candidates` (one mask per cell, at most [`MAX_CELLS`]) holding distinct
/// digits, none of `excluded` and every one of `needed`, that sum to `sum`.
pub fn distinct(candidates: &[u16], excluded: u16, needed: u16, sum: usize) -> Fill {
    let count = candidates.len();
    // the digit sets the first `i` cells can hold: `sets[i][..sizes[i]]`, each once
    let mut sets = [[0u16; MOST_OF_A_SIZE]; MAX_CELLS + 1];
    let mut sizes = [0usize; MAX_CELLS + 1];
    sizes[0] = 1;
    let mut reached = [false; 512];
    for (i, &cell) in candidates.iter().enumerate() {
        let (before, after) = sets.split_at_mut(i + 1);
        for &mask in &before[i][..sizes[i]] {
            for digit in digits(cell & !excluded & !mask) {
                let next = mask | digit_bit(digit);
                if !reached[usize::from(next)] {
                    reached[usize::from(next)] = true;
                    after[0][sizes[i + 1]] = next;
                    sizes[i + 1] += 1;
                }
            }
        }
    }
    let mut completes = [false; 512];
    let mut required = ALL_DIGITS;
    let mut any = false;
    for &mask in &sets[count][..sizes[count]] {
        if digit_sum(mask) == sum && mask & needed == needed {
            completes[usize::from(mask)] = true;
            required &= mask;
            any = true;
        }
    }
    if !any {
        required = 0;
    }
    // back from the full sets: a reached set completes when a digit of the next cell
    // leads to one that does
    let mut allowed = [0; MAX_CELLS];
    for (i, &cell) in candidates.iter().enumerate().rev() {
        for &mask in &sets[i][..sizes[i]] {
            for digit in digits(cell & !excluded & !mask) {
                if completes[usize::from(mask | digit_bit(digit))] {
                    allowed[i] |= digit_bit(digit);
                    completes[usize::from(mask)] = true;
                }
            }
        }
    }
    Fill { allowed, required }
}

/// Cells with `candidates` (one mask per cell, at most [`MAX_CELLS`]) whose digits, which
/// may repeat, sum to `sum`: the digits each cell can hold.
pub fn repeating(candidates: &[u16], sum: usize) -> [u16; MAX_CELLS] {
    // sums as bit sets: bit `s` for sum `s` (at most 81)
    let grow =
        |sums: u128, cell: u16| digits(cell).fold(0u128, |grown, digit| grown | sums << digit);
    let mut before = [1u128; MAX_CELLS + 1];
    for (i, &cell) in candidates.iter().enumerate() {
        before[i + 1] = grow(before[i], cell);
    }
    let mut after = [1u128; MAX_CELLS + 1];
    for (i, &cell) in candidates.iter().enumerate().rev() {
        after[i] = grow(after[i + 1], cell);
    }
    let mut allowed = [0; MAX_CELLS];
    for (i, &cell) in candidates.iter().enumerate() {
        for digit in digits(cell) {
            // the sums of the cells before and after this one make the rest
            let rest = sum.checked_sub(usize::from(digit));
            let makes = rest.is_some_and(|rest| {
                (0..=rest).any(|first| {
                    let last = rest - first;
                    before[i] >> first & 1 != 0 && last < 128 && after[i + 1] >> last & 1 != 0
                })
            });
            if makes {
                allowed[i] |= digit_bit(digit);
            }
        }
    }
    allowed
}

#[cfg(test)]
mod tests {
    use super::*;

    const ANY: u16 = ALL_DIGITS;

    #[test]
    fn a_cage_of_two_summing_to_17_holds_8_and_9() {
        let fill = distinct(&[ANY, ANY], 0, 0, 17);
        assert_eq!(fill.allowed[..2], [0b1_1000_0000; 2]);
        assert_eq!(fill.required, 0b1_1000_0000);
    }

    #[test]
    fn distinct_cells_keep_only_digits_some_filling_uses() {
        // 10 in three: 127 136 145 235 1234-less; with the first cell 1 or 2 only and
        // the second 6 only: 1+6+3, 2+6+2 (repeats), so 1, 6, 3
        let fill = distinct(&[0b11, digit_bit(6), ANY], 0, 0, 10);
        assert_eq!(
            fill.allowed[..3],
            [digit_bit(1), digit_bit(6), digit_bit(3)]
        );
        assert_eq!(fill.required, digit_bit(1) | digit_bit(3) | digit_bit(6));
        // an excluded digit is never used
        let fill = distinct(&[ANY, ANY], digit_bit(9), 0, 17);
        assert_eq!(fill.allowed[..2], [0, 0]);
        assert_eq!(fill.required, 0);
        // a needed digit: 10 in three with a 4 is 1 + 4 + 5 or 2 + 4 + ... (2 + 4 + 4
        // repeats), so 1, 4 and 5
        let fill = distinct(&[ANY, ANY, ANY], 0, digit_bit(4), 10);
        assert_eq!(
            fill.allowed[..3],
            [digit_bit(1) | digit_bit(4) | digit_bit(5); 3]
        );
    }

    /// [`distinct`] by trying every filling: each cell's digits in turn.
    fn distinct_by_trying(candidates: &[u16], excluded: u16, needed: u16, sum: usize) -> Fill {
        fn fill(
            candidates: &[u16],
            excluded: u16,
            chosen: &mut Vec<u8>,
            each: &mut dyn FnMut(&[u8]),
        ) {
            let Some((&cell, rest)) = candidates.split_first() else {
                return each(chosen);
            };
            let used = chosen
                .iter()
                .fold(0, |mask, &digit| mask | digit_bit(digit));
            for digit in digits(cell & !excluded & !used) {
                chosen.push(digit);
                fill(rest, excluded, chosen, each);
                chosen.pop();
            }
        }
        let mut found = Fill {
            allowed: [0; MAX_CELLS],
            required: ALL_DIGITS,
        };
        let mut any = false;
        fill(
            candidates,
            excluded,
            &mut Vec::new(),
            &mut |digits: &[u8]| {
                let mask = digits
                    .iter()
                    .fold(0, |mask, &digit| mask | digit_bit(digit));
                if digit_sum(mask) == sum && mask & needed == needed {
                    any = true;
                    found.required &= mask;
                    for (allowed, &digit) in found.allowed.iter_mut().zip(digits) {
                        *allowed |= digit_bit(digit);
                    }
                }
            },
        );
        if !any {
            found.required = 0;
        }
        found
    }

    #[test]
    fn distinct_agrees_with_trying_every_filling() {
        // a fixed sequence of pseudo-random groups: sizes 1 to 6, sparse and full masks
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..2_000 {
            let count = 1 + (next() % 6) as usize;
            let candidates: Vec<u16> = (0..count)
                .map(|_| (next() as u16 | next() as u16) & ALL_DIGITS)
                .collect();
            let excluded = (next() as u16 & next() as u16 & next() as u16) & ALL_DIGITS;
            let needed = (next() as u16 & next() as u16 & next() as u16) & ALL_DIGITS;
            let sum = (next() % 46) as usize;
            assert_eq!(
                distinct(&candidates, excluded, needed, sum),
                distinct_by_trying(&candidates, excluded, needed, sum),
                "{candidates:?} excluding {excluded:#b}, needing {needed:#b}, sum {sum}"
            );
        }
    }

    #[test]
    fn repeating_cells_may_share_a_digit() {
        let allowed = repeating(&[0b11, digit_bit(6), ANY], 10);
        // 1+6+3 and 2+6+2
        assert_eq!(
            allowed[..3],
            [0b11, digit_bit(6), digit_bit(2) | digit_bit(3)]
        );
        assert_eq!(repeating(&[ANY], 10), [0; MAX_CELLS]);
        // a sum below a cell's digits leaves it none
        assert_eq!(repeating(&[digit_bit(9), ANY], 5), [0; MAX_CELLS]);
        assert_eq!(repeating(&[ANY, ANY], 3)[..2], [0b11; 2]);
        assert_eq!(repeating(&[ANY; 9], 81)[..9], [digit_bit(9); 9]);
    }
}
