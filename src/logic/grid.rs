//! The board as a player sees it: placed digits and pencil marks (candidates).

use super::step::Step;
use crate::board::Puzzle;
use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, digits, near, ALL_DIGITS};
use crate::geometry::houses::{houses_of, HOUSES};
use crate::geometry::segments::Segments;
use crate::geometry::{Classic, Geometry, CELLS};

/// Placed digits and candidates under a [`Geometry`], kept consistent: an empty cell's
/// candidates never hold a digit placed in one of its peers, nor one next to a
/// neighbour's digit; a filled cell has no candidates; and `digit_cells` mirrors
/// `candidates`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid<G: Geometry = Classic> {
    geometry: G,
    /// `0` for an empty cell, else its digit `1..=9`.
    values: [u8; CELLS],
    /// The candidates of each empty cell (bit `d - 1`); `0` for a filled cell.
    candidates: [u16; CELLS],
    /// For each digit `d`, the cells where it is a candidate (`digit_cells[d - 1]`).
    digit_cells: [CellSet; 9],
    /// The empty cells.
    empty: CellSet,
    /// The filled cells whose digits the puzzle gave (not placed in play).
    givens: CellSet,
}

impl Grid {
    /// The puzzle's digits, with every candidate its peers allow.
    pub fn new(puzzle: &Puzzle) -> Grid {
        Grid::with_marks(puzzle, &[ALL_DIGITS; CELLS])
    }

    /// The puzzle's digits, with the candidates of `marks` (a player's pencil marks, bit
    /// `d - 1` for digit `d`) that its peers allow; the marks of filled cells are ignored.
    pub fn with_marks(puzzle: &Puzzle, marks: &[u16; CELLS]) -> Grid {
        let values = *puzzle.cells();
        let mut grid = Grid {
            geometry: Classic,
            values,
            candidates: [0; CELLS],
            digit_cells: [CellSet::EMPTY; 9],
            empty: CellSet::EMPTY,
            givens: CellSet::EMPTY,
        };
        let placed = digits_per_house(&values);
        for cell in 0..CELLS {
            if values[cell] != 0 {
                grid.givens = grid.givens.with(cell);
                continue;
            }
            let seen = seen_by(cell, &placed);
            grid.candidates[cell] = marks[cell] & ALL_DIGITS & !seen;
            grid.empty = grid.empty.with(cell);
            for digit in digits(grid.candidates[cell]) {
                grid.digit_cells[usize::from(digit) - 1] =
                    grid.digit_cells[usize::from(digit) - 1].with(cell);
            }
        }
        grid
    }
}

impl<G: Geometry> Grid<G> {
    /// The digits of `values` (`0` for an empty cell; no two peers repeat a digit) under
    /// `geometry`, with the candidates of `marks` (bit `d - 1` for digit `d`) that they
    /// allow; every digit counts as given.
    pub fn under(geometry: G, values: &[u8; CELLS], marks: &[u16; CELLS]) -> Grid<G> {
        let empty = CellSet::from_fn(|cell| values[cell] == 0);
        let mut grid = Grid {
            geometry,
            values: *values,
            candidates: std::array::from_fn(|cell| match empty.contains(cell) {
                true => marks[cell] & ALL_DIGITS,
                false => 0,
            }),
            digit_cells: [CellSet::EMPTY; 9],
            empty,
            givens: CellSet::ALL.without(empty),
        };
        grid.digit_cells = std::array::from_fn(|index| {
            CellSet::from_fn(|cell| grid.candidates[cell] >> index & 1 != 0)
        });
        for cell in grid.givens.iter() {
            grid.clear_around(cell, values[cell]);
        }
        grid
    }

    /// The geometry the grid keeps to.
    pub fn geometry(&self) -> G {
        self.geometry
    }

    /// The same grid, with only the filled cells of `givens` taken as the puzzle's givens:
    /// its other digits were placed in play.
    pub fn with_givens(mut self, givens: CellSet) -> Grid<G> {
        self.givens = self.givens.intersection(givens);
        self
    }

    /// The filled cells whose digits the puzzle gave; a grid made from a puzzle alone
    /// takes every digit it holds as given, and digits placed later are not.
    pub fn givens(&self) -> CellSet {
        self.givens
    }

    /// The digit in `cell`, `0` if it is empty.
    pub fn value(&self, cell: usize) -> u8 {
        self.values[cell]
    }

    /// The candidates of `cell` (`0` for a filled cell).
    pub fn candidates(&self, cell: usize) -> u16 {
        self.candidates[cell]
    }

    /// The cells where `digit` (`1..=9`) is a candidate.
    pub fn cells_with(&self, digit: u8) -> CellSet {
        self.digit_cells[usize::from(digit) - 1]
    }

    /// The empty cells.
    pub fn empty(&self) -> CellSet {
        self.empty
    }

    /// The cells that must hold another digit than `cell`.
    pub fn peers(&self, cell: usize) -> CellSet {
        self.geometry.peers(cell)
    }

    /// Every house (cells holding each digit once), with its bit in [`Step::houses`].
    pub fn houses(&self) -> impl Iterator<Item = (usize, CellSet)> + '_ {
        self.geometry.houses()
    }

    /// The houses holding `cell`.
    pub fn houses_holding(&self, cell: usize) -> impl Iterator<Item = CellSet> + '_ {
        self.geometry.houses_holding(cell)
    }

    /// Where the lines cross the regions in two cells or more.
    pub fn segments(&self) -> &Segments {
        self.geometry.segments()
    }

    /// For each cell, the segments that meet its peers in two cells or more
    /// ([`Segments::seen_from`]).
    pub fn segments_seen_from(&self) -> [u128; CELLS] {
        self.geometry.segments_seen_from()
    }

    /// The cells other than `cells` that see every one of them.
    pub fn common_peers(&self, cells: CellSet) -> CellSet {
        self.geometry.common_peers(cells)
    }

    /// For each cell, the cells strongly linked to it on `digit`: the other place of the
    /// digit in each house where it has exactly two.
    pub fn strong_links(&self, digit: u8) -> [CellSet; CELLS] {
        let cells = self.cells_with(digit);
        let mut links = [CellSet::EMPTY; CELLS];
        for (_, house) in self.houses() {
            let pair = cells.intersection(house);
            let mut ends = pair.iter();
            if let (2, Some(one), Some(other)) = (pair.len(), ends.next(), ends.next()) {
                links[one] = links[one].with(other);
                links[other] = links[other].with(one);
            }
        }
        links
    }

    /// The candidates `cells` hold between them, as a mask.
    pub fn candidates_in(&self, cells: CellSet) -> u16 {
        cells
            .iter()
            .fold(0, |digits, cell| digits | self.candidates[cell])
    }

    /// The empty cells with exactly two candidates.
    pub fn bivalue(&self) -> CellSet {
        let [_, two, three] = self.with_candidates();
        two.without(three)
    }

    /// The empty cells with exactly one candidate.
    pub fn naked_singles(&self) -> CellSet {
        let [one, two, _] = self.with_candidates();
        one.without(two)
    }

    /// The cells with at least one, two and three candidates, counted over the digits'
    /// cells at once.
    fn with_candidates(&self) -> [CellSet; 3] {
        let [mut one, mut two, mut three] = [CellSet::EMPTY; 3];
        for cells in self.digit_cells {
            three = three.union(two.intersection(cells));
            two = two.union(one.intersection(cells));
            one = one.union(cells);
        }
        [one, two, three]
    }

    pub fn is_solved(&self) -> bool {
        self.empty.is_empty()
    }

    /// The digits placed in `cells`, as a mask.
    pub fn placed_in(&self, cells: CellSet) -> u16 {
        cells
            .iter()
            .fold(0, |placed, cell| placed | digit_bit(self.values[cell]))
    }

    /// The candidates of every cell in the C API's form: a filled cell has its own digit's
    /// bit, an empty cell its candidates.
    pub fn marks(&self) -> [u16; CELLS] {
        std::array::from_fn(|cell| self.candidates[cell] | digit_bit(self.values[cell]))
    }

    /// Places `digit` in the empty `cell`, removing it from the candidates of its peers
    /// and the digits next to it from its neighbours'.
    pub fn place(&mut self, cell: usize, digit: u8) {
        debug_assert!(self.values[cell] == 0 && (1..=9).contains(&digit));
        self.eliminate(cell, self.candidates[cell]);
        self.values[cell] = digit;
        self.empty = self.empty.without(CellSet::single(cell));
        self.clear_around(cell, digit);
    }

    /// Removes `digit` (of `cell`) from the candidates of its peers, and the digits next
    /// to it from its neighbours'.
    fn clear_around(&mut self, cell: usize, digit: u8) {
        self.take_from(self.geometry.peers(cell), digit);
        if self.geometry.has_neighbours() {
            let neighbours = self.geometry.neighbours(cell);
            for next in digits(near(digit_bit(digit))) {
                self.take_from(neighbours, next);
            }
        }
    }

    /// Removes `digit` from the candidates of `cells`.
    fn take_from(&mut self, cells: CellSet, digit: u8) {
        let losing = cells.intersection(self.cells_with(digit));
        for peer in losing.iter() {
            self.candidates[peer] &= !digit_bit(digit);
        }
        let places = &mut self.digit_cells[usize::from(digit) - 1];
        *places = places.without(losing);
    }

    /// The digits placed in `cells`, summed.
    pub fn sum_in(&self, cells: CellSet) -> usize {
        cells
            .iter()
            .map(|cell| usize::from(self.values[cell]))
            .sum()
    }

    /// Removes the digits of `mask` from the candidates of `cell`.
    pub fn eliminate(&mut self, cell: usize, mask: u16) {
        let removed = self.candidates[cell] & mask;
        self.candidates[cell] &= !removed;
        for digit in digits(removed) {
            let cells = &mut self.digit_cells[usize::from(digit) - 1];
            *cells = cells.without(CellSet::single(cell));
        }
    }

    /// Makes a step's placements and eliminations.
    pub fn apply(&mut self, step: &Step) {
        for cell in 0..CELLS {
            self.eliminate(cell, step.eliminations[cell]);
        }
        for cell in 0..CELLS {
            let digit = step.placements[cell];
            if digit != 0 && self.values[cell] == 0 {
                self.place(cell, digit);
            }
        }
    }
}

/// The digits (bit `d - 1`) that `values` (`0` for an empty cell) hold in each house.
pub fn digits_per_house(values: &[u8; CELLS]) -> [u16; HOUSES] {
    let mut digits = [0u16; HOUSES];
    for (cell, &digit) in values.iter().enumerate() {
        for house in houses_of(cell) {
            digits[house] |= digit_bit(digit);
        }
    }
    digits
}

/// The digits the houses of `cell` hold, from [`digits_per_house`].
pub fn seen_by(cell: usize, per_house: &[u16; HOUSES]) -> u16 {
    houses_of(cell)
        .into_iter()
        .fold(0, |seen, house| seen | per_house[house])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Encoding;

    const KNOWN: &[u8; 81] =
        b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn candidates_follow_the_peers_and_placements() {
        let puzzle = Puzzle::parse(KNOWN, Encoding::Text).unwrap();
        let mut grid = Grid::new(&puzzle);
        // r1c3: row 1 has 5 3 7, column 3 has 8, box 1 has 5 3 6 9 8
        assert_eq!(
            grid.candidates(2),
            digit_bit(1) | digit_bit(2) | digit_bit(4)
        );
        assert_eq!(grid.candidates(0), 0);
        assert_eq!(grid.marks()[0], digit_bit(5));
        grid.place(2, 4);
        assert_eq!(grid.value(2), 4);
        assert!(!grid.cells_with(4).contains(3));
        assert!(grid
            .cells_with(4)
            .intersection(crate::geometry::houses::PEERS[2])
            .is_empty());
        assert_eq!(grid.empty().len(), 81 - 30 - 1);
    }

    #[test]
    fn marks_narrow_but_never_widen() {
        let puzzle = Puzzle::parse(KNOWN, Encoding::Text).unwrap();
        let mut marks = [ALL_DIGITS; 81];
        marks[2] = digit_bit(1) | digit_bit(9);
        let grid = Grid::with_marks(&puzzle, &marks);
        assert_eq!(grid.candidates(2), digit_bit(1));
    }
}
