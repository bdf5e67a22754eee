//! Segments: where a line (a row or a column) crosses a region in two cells or more. The
//! groups of grouped chains lie in them, and Sue de Coq's cores.
//!
//! They are numbered line by line (rows `0..9`, then columns `0..9`) and, along a line, by
//! region id. Under the classic boxes that makes 54 segments of three cells: segment
//! `3 * line + k` is line `line` within the `k`-th box along it. A jigsaw's lines may
//! cross more regions, but at most four of them in two cells or more.

use super::cells::CellSet;
use super::houses::PEERS;
use super::{box_of, column_of, row_of, CELLS};

/// The most segments a layout has: 18 lines, each crossing at most four regions in two
/// cells or more.
pub const MAX_SEGMENTS: usize = 72;

/// No segment: a cell whose line meets its region in that cell alone.
const NONE: u8 = u8::MAX;

/// The segments of one set of regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Segments {
    cells: [CellSet; MAX_SEGMENTS],
    /// The line (house `0..18`) and the region (`0..9`) of each segment.
    crossing: [(u8, u8); MAX_SEGMENTS],
    count: usize,
    /// Each cell's row segment and column segment, [`NONE`] where there is none.
    of_cell: [[u8; 2]; CELLS],
    regions: [CellSet; 9],
}

/// The segments of the nine 3x3 boxes.
pub static CLASSIC_SEGMENTS: Segments = Segments::of(&{
    let mut regions = [0u8; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        regions[cell] = box_of(cell) as u8;
        cell += 1;
    }
    regions
});

/// [`Segments::seen_from`] for the classic boxes and peers.
pub static CLASSIC_SEEN_FROM: [u128; CELLS] = CLASSIC_SEGMENTS.seen_from(&PEERS);

impl Segments {
    /// The segments where `regions` (a region id `0..9` per cell, nine cells each)
    /// cross the lines.
    pub const fn of(regions: &[u8; CELLS]) -> Segments {
        let mut segments = Segments {
            cells: [CellSet::EMPTY; MAX_SEGMENTS],
            crossing: [(0, 0); MAX_SEGMENTS],
            count: 0,
            of_cell: [[NONE; 2]; CELLS],
            regions: [CellSet::EMPTY; 9],
        };
        // each line's cells in each region
        let mut crossings = [[CellSet::EMPTY; 9]; 18];
        let mut cell = 0;
        while cell < CELLS {
            let region = regions[cell] as usize % 9;
            segments.regions[region] = segments.regions[region].with(cell);
            let row = &mut crossings[row_of(cell)][region];
            *row = row.with(cell);
            let column = &mut crossings[9 + column_of(cell)][region];
            *column = column.with(cell);
            cell += 1;
        }
        let mut line = 0;
        while line < 18 {
            let mut region = 0;
            while region < 9 {
                let cells = crossings[line][region];
                if cells.has_several() {
                    let index = segments.count;
                    segments.cells[index] = cells;
                    segments.crossing[index] = (line as u8, region as u8);
                    let mut rest = cells;
                    while let Some(cell) = rest.first() {
                        segments.of_cell[cell][line / 9] = index as u8;
                        rest = rest.without(CellSet::single(cell));
                    }
                    segments.count += 1;
                }
                region += 1;
            }
            line += 1;
        }
        segments
    }

    /// How many segments there are.
    pub fn count(&self) -> usize {
        self.count
    }

    /// The cells of `segment` (none past the last).
    pub fn cells(&self, segment: usize) -> CellSet {
        self.cells.get(segment).copied().unwrap_or(CellSet::EMPTY)
    }

    /// The line (house `0..18`: rows, then columns) and region (`0..9`) that cross in
    /// `segment` (none past the last).
    pub fn crossing(&self, segment: usize) -> Option<(usize, usize)> {
        let (line, region) = *self.crossing[..self.count].get(segment)?;
        Some((usize::from(line), usize::from(region)))
    }

    /// The cells of `region` (`0..9`).
    pub fn region(&self, region: usize) -> CellSet {
        self.regions[region]
    }

    /// For each cell, the segments that meet its peers (of `peers`) in two cells or more:
    /// where the cell may see every cell of a group (bit `s` for segment `s`).
    pub const fn seen_from(&self, peers: &[CellSet; CELLS]) -> [u128; CELLS] {
        let mut seen = [0; CELLS];
        let mut cell = 0;
        while cell < CELLS {
            let mut segment = 0;
            while segment < self.count {
                if self.cells[segment].intersection(peers[cell]).has_several() {
                    seen[cell] |= 1 << segment;
                }
                segment += 1;
            }
            cell += 1;
        }
        seen
    }

    /// The segments holding `cell`: its row's, then its column's.
    pub fn of_cell(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        self.of_cell[cell]
            .iter()
            .filter(|&&segment| segment != NONE)
            .map(|&segment| usize::from(segment))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::houses::HOUSE_SETS;

    #[test]
    fn the_boxes_make_54_segments_of_three_cells_in_line_order() {
        let segments = &CLASSIC_SEGMENTS;
        assert_eq!(segments.count(), 54);
        for segment in 0..54 {
            let (line, region) = segments.crossing(segment).expect("a segment");
            assert_eq!(line, segment / 3);
            let cells = segments.cells(segment);
            assert_eq!(
                cells,
                HOUSE_SETS[line].intersection(HOUSE_SETS[18 + region])
            );
            assert_eq!(cells.len(), 3);
            // the k-th box along the line
            let first = cells.first().expect("three cells");
            let along = if line < 9 {
                column_of(first)
            } else {
                row_of(first)
            };
            assert_eq!(along / 3, segment % 3);
        }
        assert_eq!(segments.of_cell(40).collect::<Vec<_>>(), [13, 40]);
        assert_eq!(segments.region(4), HOUSE_SETS[22]);
        // r1c1 sees the three segments of row 1, of column 1, and the six of box 1
        let seen: Vec<usize> = (0..54)
            .filter(|s| CLASSIC_SEEN_FROM[0] >> s & 1 == 1)
            .collect();
        assert_eq!(seen, [0, 1, 2, 3, 6, 27, 28, 29, 30, 33]);
        assert_eq!(
            (segments.cells(54), segments.crossing(54)),
            (CellSet::EMPTY, None)
        );
    }

    #[test]
    fn a_line_meeting_a_region_in_one_cell_has_no_segment_there() {
        // the boxes, but r1c3 is in box 2 and r2c4 in box 1
        let mut regions: [u8; CELLS] = std::array::from_fn(|cell| box_of(cell) as u8);
        regions.swap(2, 12);
        let segments = Segments::of(&regions);
        let along = |line: usize| -> Vec<(usize, CellSet)> {
            (0..segments.count())
                .filter_map(|s| Some((segments.crossing(s)?, segments.cells(s))))
                .filter(|&((on, _), _)| on == line)
                .map(|((_, region), cells)| (region, cells))
                .collect()
        };
        let cells = |list: &[usize]| list.iter().fold(CellSet::EMPTY, |set, &c| set.with(c));
        assert_eq!(
            along(0),
            [
                (0, cells(&[0, 1])),
                (1, cells(&[2, 3, 4, 5])),
                (2, cells(&[6, 7, 8]))
            ]
        );
        // column 3 meets box 2 in r1c3 alone, column 4 box 1 in r2c4 alone
        assert_eq!(
            along(11),
            [
                (0, cells(&[11, 20])),
                (3, cells(&[29, 38, 47])),
                (6, cells(&[56, 65, 74]))
            ]
        );
        assert_eq!(
            along(12),
            [
                (1, cells(&[3, 21])),
                (4, cells(&[30, 39, 48])),
                (7, cells(&[57, 66, 75]))
            ]
        );
        assert_eq!(segments.of_cell(2).collect::<Vec<_>>(), [1]);
        assert_eq!(segments.count(), 54);
    }
}
