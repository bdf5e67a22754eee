//! Sets of cells as 81-bit masks, and the fixed sets every technique looks through:
//! houses (rows, columns, boxes) and each cell's peers.

use crate::geometry::{box_of, column_of, row_of, CELLS};

/// A set of cells: bit `i` is cell `i`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CellSet(pub u128);

impl CellSet {
    pub const EMPTY: CellSet = CellSet(0);

    /// The set holding only `cell`.
    pub const fn single(cell: usize) -> CellSet {
        CellSet(1 << cell)
    }

    pub const fn contains(self, cell: usize) -> bool {
        self.0 >> cell & 1 != 0
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// The lowest cell, if any.
    pub const fn first(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as usize)
        }
    }

    pub const fn union(self, other: CellSet) -> CellSet {
        CellSet(self.0 | other.0)
    }

    pub const fn intersection(self, other: CellSet) -> CellSet {
        CellSet(self.0 & other.0)
    }

    pub const fn without(self, other: CellSet) -> CellSet {
        CellSet(self.0 & !other.0)
    }

    /// The cells in exactly one of the two sets.
    pub const fn symmetric_difference(self, other: CellSet) -> CellSet {
        CellSet(self.0 ^ other.0)
    }

    pub const fn with(self, cell: usize) -> CellSet {
        CellSet(self.0 | 1 << cell)
    }

    /// The columns (bit `c` for column `c`, `0..9`) of the cells in row `row`.
    pub const fn in_row(self, row: usize) -> u16 {
        (self.0 >> (9 * row)) as u16 & 0x1ff
    }

    /// The cells of this set that are its only cell in their row, their column or their
    /// box (for one digit's candidates: where it is a hidden single).
    pub fn alone_in_a_house(self) -> CellSet {
        // a column is held once where some row holds it and no two rows do
        let (mut once, mut twice, mut alone) = (0u16, 0u16, 0u128);
        for row in 0..9 {
            let columns = self.in_row(row);
            twice |= once & columns;
            once |= columns;
            if columns.is_power_of_two() {
                alone |= u128::from(columns) << (9 * row);
            }
        }
        // the lone columns copied into every row (nine-bit fields do not carry)
        alone |= self.0 & (u128::from(once & !twice) * EVERY_ROW);
        for house in &HOUSE_SETS[18..] {
            let cells = self.intersection(*house);
            if cells.len() == 1 {
                alone |= cells.0;
            }
        }
        CellSet(alone)
    }

    /// The cells, lowest first.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            let cell = rest.trailing_zeros() as usize;
            (rest != 0).then(|| {
                rest &= rest - 1;
                cell
            })
        })
    }
}

/// Bit 0 of each row: multiplying a row's nine bits by it copies them into every row.
const EVERY_ROW: u128 = {
    let mut every = 0;
    let mut row = 0;
    while row < 9 {
        every |= 1 << (9 * row);
        row += 1;
    }
    every
};

/// Houses are numbered 0..9 for rows, 9..18 for columns and 18..27 for boxes.
pub const HOUSES: usize = 27;

/// What kind of house a house number is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HouseKind {
    Row,
    Column,
    Box,
}

/// The kind of house `house` and its number within that kind (`0..9`).
pub const fn house_kind(house: usize) -> (HouseKind, usize) {
    match house / 9 {
        0 => (HouseKind::Row, house),
        1 => (HouseKind::Column, house - 9),
        _ => (HouseKind::Box, house - 18),
    }
}

/// The house of each kind holding `cell`: row, column, box.
pub const fn houses_of(cell: usize) -> [usize; 3] {
    [row_of(cell), 9 + column_of(cell), 18 + box_of(cell)]
}

/// The cells of each house, in cell order.
pub const HOUSE_CELLS: [[u8; 9]; HOUSES] = {
    let mut table = [[0u8; 9]; HOUSES];
    let mut filled = [0usize; HOUSES];
    let mut cell = 0;
    while cell < CELLS {
        let houses = houses_of(cell);
        let mut i = 0;
        while i < 3 {
            let house = houses[i];
            table[house][filled[house]] = cell as u8;
            filled[house] += 1;
            i += 1;
        }
        cell += 1;
    }
    table
};

/// The cells of each house as a set.
pub const HOUSE_SETS: [CellSet; HOUSES] = {
    let mut sets = [CellSet::EMPTY; HOUSES];
    let mut house = 0;
    while house < HOUSES {
        let mut i = 0;
        while i < 9 {
            sets[house] = sets[house].with(HOUSE_CELLS[house][i] as usize);
            i += 1;
        }
        house += 1;
    }
    sets
};

/// The 20 peers of each cell: the other cells of its row, column and box.
pub const PEERS: [CellSet; CELLS] = {
    let mut peers = [CellSet::EMPTY; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let houses = houses_of(cell);
        let mut set = HOUSE_SETS[houses[0]]
            .union(HOUSE_SETS[houses[1]])
            .union(HOUSE_SETS[houses[2]]);
        set = set.without(CellSet::single(cell));
        peers[cell] = set;
        cell += 1;
    }
    peers
};

/// The cells that see every cell of `cells` (none of `cells` itself).
pub fn common_peers(cells: CellSet) -> CellSet {
    cells
        .iter()
        .fold(CellSet(!0 >> (128 - CELLS)), |seen, cell| {
            seen.intersection(PEERS[cell])
        })
        .without(cells)
}

/// For each cell, the cells it is strongly linked to on a digit whose candidates are
/// `cells`: the other cell of each house where the digit has exactly two.
pub fn strong_links(cells: CellSet) -> [CellSet; CELLS] {
    let mut links = [CellSet::EMPTY; CELLS];
    for house in HOUSE_SETS {
        let pair = cells.intersection(house);
        if pair.len() == 2 {
            let (Some(one), Some(other)) = (pair.first(), pair.0.checked_ilog2()) else {
                continue;
            };
            let other = other as usize;
            links[one] = links[one].with(other);
            links[other] = links[other].with(one);
        }
    }
    links
}

/// Calls `visit` with each `size`-element subset of `items` (in lexicographic order of
/// positions) whose masks (`mask` of each item, or-ed) hold exactly `size` bits, and with
/// that union, until it returns `Some`. A partial subset whose union already holds more
/// bits is not extended.
pub fn subsets<T: Copy, R>(
    items: &[T],
    size: usize,
    mask: impl Fn(T) -> u16,
    visit: &mut impl FnMut(&[T], u16) -> Option<R>,
) -> Option<R> {
    struct Walk<'a, T, M, V> {
        size: usize,
        chosen: [T; 4],
        mask: &'a M,
        visit: &'a mut V,
    }
    impl<T: Copy, M: Fn(T) -> u16, V> Walk<'_, T, M, V> {
        fn from<R>(&mut self, items: &[T], depth: usize, union: u16) -> Option<R>
        where
            V: FnMut(&[T], u16) -> Option<R>,
        {
            if depth == self.size {
                return if union.count_ones() as usize == self.size {
                    (self.visit)(&self.chosen[..self.size], union)
                } else {
                    None
                };
            }
            for (i, &item) in items.iter().enumerate() {
                if items.len() - i < self.size - depth {
                    break;
                }
                let union = union | (self.mask)(item);
                if union.count_ones() as usize > self.size {
                    continue;
                }
                self.chosen[depth] = item;
                if let Some(found) = self.from(&items[i + 1..], depth + 1, union) {
                    return Some(found);
                }
            }
            None
        }
    }
    assert!((1..=4).contains(&size), "subsets of 1 to 4 items");
    let &first = items.first()?;
    Walk {
        size,
        chosen: [first; 4],
        mask: &mask,
        visit,
    }
    .from(items, 0, 0)
}

/// Copies up to nine items into `room` and returns them as a slice (no allocation).
pub fn gather<T: Copy>(items: impl Iterator<Item = T>, room: &mut [T; 9]) -> &[T] {
    let mut len = 0;
    for (slot, item) in room.iter_mut().zip(items) {
        *slot = item;
        len += 1;
    }
    &room[..len]
}

/// `r3c5`: the name players use for a cell (rows and columns counted from 1).
pub fn cell_name(cell: usize) -> [u8; 4] {
    [
        b'r',
        b'1' + row_of(cell) as u8,
        b'c',
        b'1' + column_of(cell) as u8,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_has_twenty_peers_and_three_houses() {
        for (cell, peers) in PEERS.iter().enumerate() {
            assert_eq!(peers.len(), 20);
            for house in houses_of(cell) {
                assert!(HOUSE_SETS[house].contains(cell));
            }
        }
        assert!(HOUSE_SETS.iter().all(|set| set.len() == 9));
    }

    #[test]
    fn subsets_come_in_order_with_their_union_and_stop_early() {
        let mut seen = Vec::new();
        // 4's mask holds 1's bit and 3's, so {2, 4} has three bits between them
        let mask = |item: u16| if item == 4 { 0b101 } else { 1 << (item - 1) };
        let none: Option<()> = subsets(&[1, 2, 3, 4], 2, mask, &mut |s, union| {
            seen.push((s.to_vec(), union));
            None
        });
        assert_eq!(none, None);
        assert_eq!(
            seen,
            [
                (vec![1, 2], 0b011),
                (vec![1, 3], 0b101),
                (vec![1, 4], 0b101),
                (vec![2, 3], 0b110),
                (vec![3, 4], 0b101),
            ]
        );
        assert_eq!(
            subsets(&[1, 2, 3, 4], 3, mask, &mut |s, _| Some(
                s.iter().sum::<u16>()
            )),
            Some(6)
        );
    }

    #[test]
    fn a_rows_cells_as_columns() {
        let cells = CellSet::single(13).with(17).with(80);
        assert_eq!(cells.in_row(1), 1 << 4 | 1 << 8);
        assert_eq!(cells.in_row(8), 1 << 8);
        assert_eq!(cells.in_row(0), 0);
    }

    #[test]
    fn cells_alone_in_a_house_match_a_count_per_house() {
        // sets of a few to many cells, from a fixed pseudo-random stream
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let rounds = if cfg!(miri) { 80 } else { 2000 };
        for round in 0..rounds {
            let mut set = CellSet::EMPTY;
            for _ in 0..(round % 40 + 1) {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1);
                set = set.with((state >> 33) as usize % CELLS);
            }
            let expected = set
                .iter()
                .filter(|&cell| {
                    houses_of(cell)
                        .into_iter()
                        .any(|house| set.intersection(HOUSE_SETS[house]).len() == 1)
                })
                .fold(CellSet::EMPTY, CellSet::with);
            assert_eq!(set.alone_in_a_house(), expected, "{set:?}");
        }
        // a square of four in box 1 shares each row, column and box; r9c9 is alone
        let square = CellSet::single(0).with(1).with(9).with(10);
        assert_eq!(square.with(80).alone_in_a_house(), CellSet::single(80));
        // r1c1 shares its row with r1c9 and its column with r9c1, but not its box
        let corners = CellSet::single(0).with(8).with(72);
        assert_eq!(corners.alone_in_a_house(), corners);
    }

    #[test]
    fn common_peers_of_a_row_pair() {
        let both = CellSet::single(0).with(8);
        assert_eq!(common_peers(both), HOUSE_SETS[0].without(both));
    }
}
