//! How a rule set makes its [`Layout`]: its houses (rows, columns, regions, diagonals,
//! windows), its cages with the groups the 45 rule sums, and each cell's peers through
//! houses, cages and moves; and the 45 rule itself, which the search and the hints share.

use super::check::spread;
use super::Rules;
use crate::geometry::cells::CellSet;
use crate::geometry::houses::HOUSE_SETS;
use crate::geometry::layout::{jumps, Bond, Cage, Layout, MAX_HOUSES, MAX_SUMMED};
use crate::geometry::segments::Segments;
use crate::geometry::{column_of, row_of, CELLS};

/// The most cells a group's innies or outies may have for the search to narrow them by
/// their sum: more take longer than they save.
const MAX_INNIES: u32 = 4;

impl Layout {
    pub fn new(rules: &Rules) -> Layout {
        let moves = |flag: u32, moves: &'static [(isize, isize)]| match rules.has(flag) {
            true => moves,
            false => &[],
        };
        let mut layout = Layout {
            houses: [CellSet::EMPTY; MAX_HOUSES],
            bonds: [Bond::KnightMove; MAX_HOUSES],
            house_count: 0,
            houses_of: [0; CELLS],
            peers: [CellSet::EMPTY; CELLS],
            neighbours: [CellSet::EMPTY; CELLS],
            non_consecutive: rules.has(Rules::NON_CONSECUTIVE),
            cages: [Cage {
                cells: CellSet::EMPTY,
                sum: 0,
            }; CELLS],
            cage_count: rules.sums().len(),
            summed: [Cage {
                cells: CellSet::EMPTY,
                sum: 0,
            }; MAX_SUMMED],
            summed_count: 0,
            knight: moves(Rules::ANTI_KNIGHT, &KNIGHT),
            king: moves(Rules::ANTI_KING, &KING),
            segments: Segments::of(rules.regions()),
        };
        let mut add = |house: CellSet, bond: Bond| {
            house
                .iter()
                .for_each(|cell| layout.houses_of[cell] |= 1 << layout.house_count);
            layout.houses[layout.house_count] = house;
            layout.bonds[layout.house_count] = bond;
            layout.house_count += 1;
        };
        for (index, &line) in HOUSE_SETS[..18].iter().enumerate() {
            let bond = match index.checked_sub(9) {
                None => Bond::Row(index),
                Some(column) => Bond::Column(column),
            };
            add(line, bond);
        }
        let mut regions = [CellSet::EMPTY; 9];
        for (cell, &region) in rules.regions().iter().enumerate() {
            regions[usize::from(region)] = regions[usize::from(region)].with(cell);
        }
        for (region, cells) in regions.into_iter().enumerate() {
            match rules.has_boxes() {
                true => add(cells, Bond::Box(region)),
                false => add(cells, Bond::Region(region)),
            }
        }
        if rules.has(Rules::DIAGONALS) {
            add(
                CellSet::from_fn(|cell| row_of(cell) == column_of(cell)),
                Bond::Diagonal(0),
            );
            add(
                CellSet::from_fn(|cell| row_of(cell) + column_of(cell) == 8),
                Bond::Diagonal(1),
            );
        }
        if rules.has(Rules::WINDOKU) {
            for (index, (top, left)) in [(1, 1), (1, 5), (5, 1), (5, 5)].into_iter().enumerate() {
                let window = CellSet::from_fn(|cell| {
                    (top..top + 3).contains(&row_of(cell))
                        && (left..left + 3).contains(&column_of(cell))
                });
                add(window, Bond::Window(index));
            }
        }
        for (cage, &sum) in layout.cages.iter_mut().zip(rules.sums()) {
            cage.sum = sum;
        }
        for (cell, &id) in rules.cages().iter().enumerate() {
            if let Some(index) = usize::from(id).checked_sub(1) {
                layout.cages[index].cells = layout.cages[index].cells.with(cell);
            }
        }
        if layout.cage_count > 0 {
            layout.sum_groups();
        }
        let (houses, cages) = (layout.houses, layout.cages);
        let cages = cages[..layout.cage_count].iter().map(|cage| cage.cells);
        for tied in houses[..layout.house_count].iter().copied().chain(cages) {
            for cell in tied.iter() {
                layout.peers[cell] = layout.peers[cell].union(tied);
            }
        }
        for cell in 0..CELLS {
            let peers = layout.peers[cell]
                .union(jumps(cell, layout.knight))
                .union(jumps(cell, layout.king));
            layout.peers[cell] = peers.without(CellSet::single(cell));
            if rules.has(Rules::NON_CONSECUTIVE) {
                layout.neighbours[cell] =
                    spread(CellSet::single(cell)).without(CellSet::single(cell));
            }
        }
        layout
    }

    /// Fills `summed` from every house and run of lines.
    fn sum_groups(&mut self) {
        let (all, count) = (self.houses, self.house_count);
        let houses = &all[..count];
        let runs = line_runs().map(|(lines, cells)| (cells, 45 * lines.count_ones() as usize));
        for (cells, total) in houses.iter().map(|&house| (house, 45)).chain(runs) {
            let (innies, outies) = innies_outies(self.cages(), cells, total);
            for (cells, sum) in [Some(innies), outies].into_iter().flatten() {
                if cells.len() <= MAX_INNIES && self.one_house_holds(cells) {
                    self.summed[self.summed_count] = Cage {
                        cells,
                        // no digits make a sum above 45
                        sum: sum
                            .filter(|&sum| sum <= 45)
                            .map_or(u8::MAX, |sum| sum as u8),
                    };
                    self.summed_count += 1;
                }
            }
        }
    }

    /// Whether some house holds every cell of `cells`.
    fn one_house_holds(&self, cells: CellSet) -> bool {
        cells
            .iter()
            .fold(u64::MAX, |common, cell| common & self.houses_of[cell])
            != 0
    }
}

/// A knight's eight moves, in rows and columns.
const KNIGHT: [(isize, isize); 8] = [
    (-2, -1),
    (-2, 1),
    (-1, -2),
    (-1, 2),
    (1, -2),
    (1, 2),
    (2, -1),
    (2, 1),
];

/// A king's eight moves.
const KING: [(isize, isize); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// The runs of two and three neighbouring rows, then of columns: each as its lines (bit
/// `r` for row `r`, `9 + c` for column `c`) and its cells.
pub(crate) fn line_runs() -> impl Iterator<Item = (u32, CellSet)> {
    (2..=3).flat_map(|length| {
        [0, 9].into_iter().flat_map(move |first| {
            (first..first + 10 - length).map(move |start| {
                let cells = HOUSE_SETS[start..start + length]
                    .iter()
                    .fold(CellSet::EMPTY, |all, &line| all.union(line));
                (((1u32 << length) - 1) << start, cells)
            })
        })
    })
}

/// Cells and what they sum to: `None` where cages ask for more than their houses give.
pub(crate) type Summed = (CellSet, Option<usize>);

/// The 45 rule over `cells`, whole houses whose digits sum to `total`: its innies (its
/// cells outside the `cages` it holds whole) and what they sum to; and, when the cages
/// crossing it (some) cover those innies, its outies (the cells outside it of those
/// cages) and what they sum to. The innies may be no cells.
pub(crate) fn innies_outies(
    cages: &[Cage],
    cells: CellSet,
    total: usize,
) -> (Summed, Option<Summed>) {
    let ((inside, inside_sum), (across, across_sum)) = cages
        .iter()
        .filter(|cage| !cage.cells.intersection(cells).is_empty())
        .fold(
            ((CellSet::EMPTY, 0), (CellSet::EMPTY, 0)),
            |(within, crossing), cage| {
                let add = |(all, sum): (CellSet, usize)| {
                    (all.union(cage.cells), sum + usize::from(cage.sum))
                };
                match cage.cells.without(cells).is_empty() {
                    true => (add(within), crossing),
                    false => (within, add(crossing)),
                }
            },
        );
    let innies = cells.without(inside);
    let covered = !across.is_empty() && innies.without(across).is_empty();
    let outies = covered.then(|| {
        let sum = (inside_sum + across_sum).checked_sub(total);
        (across.without(cells), sum)
    });
    ((innies, total.checked_sub(inside_sum)), outies)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The rules with one cage per list of cells, summing to its sum.
    pub(crate) fn caged(cages: &[(&[usize], u8)]) -> Rules {
        let mut ids = [0; CELLS];
        for (id, (cells, _)) in cages.iter().enumerate() {
            cells.iter().for_each(|&cell| ids[cell] = id as u8 + 1);
        }
        let sums: Vec<u8> = cages.iter().map(|&(_, sum)| sum).collect();
        Rules::new(0, None, Some((&ids, &sums))).expect("valid cages")
    }

    fn innies(rules: &Rules) -> Vec<Cage> {
        let layout = Layout::new(rules);
        layout.sums().skip(layout.cages().len()).copied().collect()
    }

    #[test]
    fn a_house_holding_whole_cages_sums_its_other_cells_to_the_rest_of_45() {
        // row 1 holds both cages; no box or column holds one whole
        let rules = caged(&[(&[0, 1, 2, 3], 10), (&[4, 5, 6, 7], 26)]);
        let row_rest = Cage {
            cells: CellSet::single(8),
            sum: 9,
        };
        assert_eq!(innies(&rules), [row_rest]);
        // row 2 and box 1 hold the pair whole, and leave seven cells each: too many
        let rules = caged(&[(&[0, 1, 2, 3], 10), (&[4, 5, 6, 7], 26), (&[9, 10], 3)]);
        assert_eq!(innies(&rules), [row_rest]);
        // four cells left in box 1
        let rules = caged(&[(&[0, 1, 9, 10, 18], 20)]);
        let box_rest = Cage {
            cells: CellSet::single(2).with(11).with(19).with(20),
            sum: 25,
        };
        assert_eq!(innies(&rules), [box_rest]);
    }

    #[test]
    fn cages_covering_a_house_sum_the_cells_they_reach_outside_it() {
        // row 1 is covered by a cage in it and one that reaches r2c9: 10 + 36 - 45
        let rules = caged(&[(&[0, 1, 2, 3], 10), (&[4, 5, 6, 7, 8, 17], 36)]);
        let outie = Cage {
            cells: CellSet::single(17),
            sum: 1,
        };
        assert_eq!(innies(&rules), [outie]);
    }

    #[test]
    fn two_neighbouring_rows_sum_their_innies_when_one_house_holds_them() {
        // rows 1 and 2 hold three cages whole and leave r1c1, r1c2, r2c1 and r2c2, all in
        // box 1: 90 - 10 - 30 - 33; boxes 2 and 3 leave their third rows
        let rules = caged(&[
            (&[2, 11], 10),
            (&[3, 4, 5, 12, 13, 14], 30),
            (&[6, 7, 8, 15, 16, 17], 33),
        ]);
        let box_rest = |first: usize, sum: u8| Cage {
            cells: CellSet::single(first).with(first + 1).with(first + 2),
            sum,
        };
        let innies_of_the_run = Cage {
            cells: CellSet::single(0).with(1).with(9).with(10),
            sum: 17,
        };
        let expected = [box_rest(21, 15), box_rest(24, 12), innies_of_the_run];
        assert_eq!(innies(&rules), expected);
    }

    #[test]
    fn whole_cages_asking_more_than_45_leave_a_sum_no_digits_make() {
        let rules = caged(&[(&[0, 1, 2, 3, 4], 16), (&[5, 6, 7, 8], 30)]);
        let no_digits = Cage {
            cells: CellSet::EMPTY,
            sum: u8::MAX,
        };
        assert_eq!(innies(&rules), [no_digits]);
        let searched = super::super::search(&Layout::new(&rules), &[0; CELLS], 2, None);
        assert_eq!(searched.found, 0);
    }
}
