//! What a finder's search splits into (its units), and which units a change between two
//! grids touches, so that a walk searches again only where something changed.

use std::ops::Range;

use crate::geometry::cells::CellSet;
use crate::geometry::digits::digit_bit;
use crate::geometry::houses::{HOUSES, HOUSE_SETS};
use crate::geometry::Geometry;
use crate::logic::catalogue::Technique;
use crate::logic::grid::Grid;

/// The houses of `range` that the mask `houses` (bit `h` for house `h`) holds, in order.
pub fn in_houses(range: Range<usize>, houses: u32) -> impl Iterator<Item = usize> {
    range.filter(move |&house| houses >> house & 1 != 0)
}

/// Every unit of a finder (see [`units`]).
pub const EVERY_UNIT: u32 = u32::MAX;

/// What a finder's search splits into, so that it can be limited to some of them: for
/// each unit, whether it has a step depends only on the candidates of its reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Units {
    /// Houses (bit `h`), each reaching its own cells.
    Houses,
    /// Houses (bit `h`) where locked candidates start, each reaching its band (a row), its
    /// stack (a column) or both (a box).
    Intersections,
    /// Digits (bit `d - 1`); a digit reaches its own candidates.
    Digits,
    /// One unit, the whole grid.
    Whole,
}

/// How `technique`'s search splits (`Technique::SolutionDigit` is searched whole).
pub const fn units(technique: Technique) -> Units {
    use Technique::*;
    match technique {
        Pointing | Claiming => Units::Intersections,
        NakedPair | HiddenPair | NakedTriple | HiddenTriple | NakedQuad | HiddenQuad => {
            Units::Houses
        }
        XWing | Swordfish | Jellyfish | FinnedXWing | SashimiXWing | FinnedSwordfish
        | SashimiSwordfish | FinnedJellyfish | SashimiJellyfish | Skyscraper | TwoStringKite
        | TurbotFish | EmptyRectangle | SimpleColouring | XChain => Units::Digits,
        _ => Units::Whole,
    }
}

/// The subset techniques, each with its kind (naked or hidden) and size.
const SUBSETS: [(Technique, bool, usize); 6] = [
    (Technique::NakedPair, true, 2),
    (Technique::NakedTriple, true, 3),
    (Technique::NakedQuad, true, 4),
    (Technique::HiddenPair, false, 2),
    (Technique::HiddenTriple, false, 3),
    (Technique::HiddenQuad, false, 4),
];

/// The houses where `technique`, a subset technique, has no step because its complement
/// has none, as `known` (per technique id, a mask of its units with no step in `grid`)
/// says; `0` for other techniques. In a house with `m` empty cells of a grid that holds
/// its solution, `k` cells with only `k` digits between them leave the other `m - k`
/// digits to the other `m - k` cells, and the other way round: a naked subset of size `k`
/// and a hidden one of size `m - k` come together and remove the same candidates.
pub fn known_by_complement(
    technique: Technique,
    grid: &Grid,
    known: &[u32; Technique::ALL.len()],
) -> u32 {
    let Some(&(_, naked, size)) = SUBSETS.iter().find(|(subset, ..)| *subset == technique) else {
        return 0;
    };
    // the complement in a house with `open` empty cells, for each count there can be
    let complement: [Option<Technique>; 10] = std::array::from_fn(|open| {
        SUBSETS
            .iter()
            .find(|&&(_, kind, other)| kind != naked && Some(other) == open.checked_sub(size))
            .map(|&(other, ..)| other)
    });
    let mut houses = 0;
    for (house, cells) in HOUSE_SETS.iter().enumerate() {
        let open = cells.intersection(grid.empty()).len() as usize;
        if complement[open].is_some_and(|other| known[other as usize] >> house & 1 != 0) {
            houses |= 1 << house;
        }
    }
    houses
}

/// What changed between two grids of one solve, as the units it touches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Change {
    /// The houses holding a cell whose candidates changed.
    houses: u32,
    /// The houses whose band or stack (see [`Units::Intersections`]) holds such a cell.
    intersections: u32,
    /// The digits whose cells changed (bit `d - 1`).
    digits: u16,
}

impl Change {
    /// The change from `before` to `after`; the houses and intersections it touches are
    /// the classic ones, which only the classic finders split into.
    pub fn between<G: Geometry>(before: &Grid<G>, after: &Grid<G>) -> Change {
        // a cell's candidates changed where some digit's cells did
        let cells = (1..=9).fold(CellSet::EMPTY, |cells, digit| {
            cells.union(
                before
                    .cells_with(digit)
                    .symmetric_difference(after.cells_with(digit)),
            )
        });
        let touching = |reach: &[CellSet; HOUSES]| {
            (0..HOUSES)
                .filter(|&house| !reach[house].intersection(cells).is_empty())
                .fold(0, |touched, house| touched | 1 << house)
        };
        Change {
            houses: touching(&HOUSE_SETS),
            intersections: touching(&INTERSECTION_REACH),
            digits: (1..=9)
                .filter(|&digit| before.cells_with(digit) != after.cells_with(digit))
                .fold(0, |digits, digit| digits | digit_bit(digit)),
        }
    }

    /// The units of a finder that splits into `units` whose reach holds a change.
    pub fn touched(&self, units: Units) -> u32 {
        match units {
            Units::Houses => self.houses,
            Units::Intersections => self.intersections,
            Units::Digits => u32::from(self.digits),
            Units::Whole if self.houses != 0 => EVERY_UNIT,
            Units::Whole => 0,
        }
    }
}

/// For each house, the cells whose candidates decide whether locked candidates start
/// there: the band of a row, the stack of a column, both for a box.
const INTERSECTION_REACH: [CellSet; HOUSES] = {
    const fn lines(first: usize) -> CellSet {
        let start = first - first % 3;
        HOUSE_SETS[start]
            .union(HOUSE_SETS[start + 1])
            .union(HOUSE_SETS[start + 2])
    }
    let mut reach = [CellSet::EMPTY; HOUSES];
    let mut house = 0;
    while house < HOUSES {
        reach[house] = match house {
            0..18 => lines(house),
            _ => lines((house - 18) / 3 * 3).union(lines(9 + (house - 18) % 3 * 3)),
        };
        house += 1;
    }
    reach
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Encoding, Puzzle};
    use crate::generator::{self, symmetry::Symmetry, Options};
    use crate::logic::techniques::{find, Search};

    #[test]
    #[cfg_attr(miri, ignore = "thousands of finder searches: too slow under Miri")]
    fn a_subset_is_ruled_out_only_where_its_complement_has_no_step() {
        let options = Options {
            levels: None,
            symmetry: Symmetry::None,
            minimal: true,
            max_tries: 1,
        };
        let mut ruled_out = 0;
        for seed in 0..100 {
            let puzzle = generator::generate(seed, &options).expect("one try is enough");
            let mut grid = Grid::new(&puzzle);
            // every grid of a solve by the first step of any technique
            while let Some(step) = Technique::CLASSIC
                .into_iter()
                .find_map(|t| find(t, &mut Search::new(&grid), EVERY_UNIT))
            {
                // what a search of each house alone finds
                let mut known = [0u32; Technique::ALL.len()];
                for (technique, ..) in SUBSETS {
                    for house in 0..HOUSES {
                        if find(technique, &mut Search::new(&grid), 1 << house).is_none() {
                            known[technique as usize] |= 1 << house;
                        }
                    }
                }
                for (technique, ..) in SUBSETS {
                    let houses = known_by_complement(technique, &grid, &known);
                    assert_eq!(
                        houses & !known[technique as usize],
                        0,
                        "{technique:?} {grid:?}"
                    );
                    ruled_out += houses.count_ones();
                }
                grid.apply(&step);
            }
        }
        assert!(ruled_out > 1000, "only {ruled_out} houses ruled out");
    }

    #[test]
    fn intersections_reach_their_band_or_stack() {
        let rows = |first: usize| HOUSE_SETS[first].union(HOUSE_SETS[first + 1]);
        assert_eq!(INTERSECTION_REACH[1], rows(0).union(HOUSE_SETS[2]));
        assert_eq!(INTERSECTION_REACH[9 + 5], rows(12).union(HOUSE_SETS[14]));
        // the centre box: the middle band and the middle stack
        assert_eq!(
            INTERSECTION_REACH[18 + 4],
            INTERSECTION_REACH[4].union(INTERSECTION_REACH[9 + 4])
        );
        assert_eq!(INTERSECTION_REACH[18 + 4].len(), 45);
    }

    #[test]
    fn a_change_touches_the_units_that_see_it() {
        let line =
            b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let before = Grid::new(&Puzzle::parse(line, Encoding::Text).unwrap());
        let mut after = before;
        // r1c3 loses 2 (it keeps 1 and 4)
        after.eliminate(2, digit_bit(2));
        let change = Change::between(&before, &after);
        let houses = 1 << 0 | 1 << (9 + 2) | 1 << 18;
        assert_eq!(change.touched(units(Technique::NakedPair)), houses);
        // band 1 (rows 1-3, boxes 1-3) and stack 1 (columns 1-3, boxes 1, 4, 7)
        let locked = 0b111 | 0b111 << 9 | 0b111 << 18 | 1 << 21 | 1 << 24;
        assert_eq!(change.touched(units(Technique::Pointing)), locked);
        assert_eq!(change.touched(units(Technique::XWing)), 1 << 1);
        assert_eq!(change.touched(units(Technique::XyChain)), EVERY_UNIT);
        assert_eq!(
            Change::between(&before, &before).touched(units(Technique::XyChain)),
            0
        );
    }
}
