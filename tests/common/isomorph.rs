//! The symmetries of the Sudoku grid, applied to boards: relabelling the digits,
//! transposing, and reordering the rows (bands whole, rows within a band) and the columns
//! (stacks whole, columns within a stack). Each maps puzzles to puzzles with the same
//! number of solutions, and solutions to solutions. The property tests draw them with
//! proptest; the engine benchmark draws them from a seed, to measure on images of a set
//! that no search order was tuned to.

use sudoku::generator::random::Random;

/// One symmetry: cell `(r, c)` of the image is cell `rows[r], columns[c]` of the source
/// (after transposing, when `transpose`), with digit `d` relabelled `digits[d - 1]`.
#[derive(Clone, Debug)]
pub struct Isomorph {
    pub digits: [u8; 9],
    pub rows: [usize; 9],
    pub columns: [usize; 9],
    pub transpose: bool,
}

impl Isomorph {
    /// A symmetry drawn from `random`, every one of them equally likely.
    pub fn random(random: &mut Random) -> Isomorph {
        let mut digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        random.shuffle(&mut digits);
        Isomorph {
            digits,
            rows: line_order(random),
            columns: line_order(random),
            transpose: random.below(2) == 1,
        }
    }

    /// The image of a board in value encoding (0 stays empty).
    pub fn apply(&self, board: &[u8; 81]) -> [u8; 81] {
        std::array::from_fn(|cell| {
            let (r, c) = (self.rows[cell / 9], self.columns[cell % 9]);
            let source = if self.transpose { c * 9 + r } else { r * 9 + c };
            match board[source] {
                0 => 0,
                digit => self.digits[usize::from(digit) - 1],
            }
        })
    }
}

/// The permutation of the nine lines of one direction that keeps bands (or stacks) whole:
/// the bands in the order `bands`, and the lines of the `b`-th of them in the order
/// `within[b]`.
pub fn lines(bands: [usize; 3], within: [[usize; 3]; 3]) -> [usize; 9] {
    std::array::from_fn(|line| bands[line / 3] * 3 + within[line / 3][line % 3])
}

/// A line order drawn from `random`.
fn line_order(random: &mut Random) -> [usize; 9] {
    let mut orders = [[0, 1, 2]; 4];
    for order in &mut orders {
        random.shuffle(order);
    }
    let [bands, first, second, third] = orders;
    lines(bands, [first, second, third])
}
