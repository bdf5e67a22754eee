//! Sue de Coq: where a box and a line cross, `n` empty cells of the crossing holding at
//! least `n + 2` digits, with cells of the rest of the line and cells of the rest of the
//! box that share no digit. Under rules the box may be any region (a jigsaw's).

use crate::geometry::cells::CellSet;
use crate::geometry::digits::digits;
use crate::geometry::houses::HOUSE_SETS;
use crate::geometry::Geometry;
use crate::logic::catalogue::Technique;
use crate::logic::cells::{gather, subsets_with_candidates};
use crate::logic::grid::Grid;
use crate::logic::step::Step;

/// The first Sue de Coq that removes something. Take `core`, two or three empty cells
/// where a box and a line cross, with digits `V`; cells `line_part` of the rest of the
/// line with digits `L` and cells `box_part` of the rest of the box with digits `B`, where
/// no digit is in both `L` and `B`, and the three sets of cells hold as many digits
/// between them as they are cells.
///
/// A core cell sees every other cell of the three sets, a line cell the line's, a box
/// cell the box's; so a digit could repeat among them only in a line cell and a box cell,
/// which share no digit. The cells then hold distinct digits, every digit of the union
/// once: a digit of `L` lies in the line's cells, one of `B` in the box's, and the rest of
/// `V` in the core. So `L` and the rest of `V` leave the rest of the line, `B` and the
/// rest of `V` the rest of the box.
pub fn sue_de_coq(grid: &Grid) -> Option<Step> {
    sue_de_coq_over::<{ 1 << 6 }>(grid)
}

/// [`sue_de_coq`] on any grid, where its lines cross its regions in two cells or more (its
/// segments); `PARTS` is the number of subsets of the most empty cells the line or the
/// region may have beyond the crossing (64 for six, beyond a box; 128 for seven, beyond a
/// jigsaw region's two cells in a line). Crossings with more are passed over.
pub fn sue_de_coq_over<const PARTS: usize>(grid: &Grid<impl Geometry>) -> Option<Step> {
    let segments = grid.segments();
    let crossings = (0..segments.count())
        .filter_map(|segment| segments.crossing(segment))
        .map(|(line, region)| {
            let block = (18 + region, segments.region(region));
            [(line, HOUSE_SETS[line]), block]
        });
    let empty = grid.empty();
    for [line, block] in crossings {
        let crossing = line.1.intersection(block.1).intersection(empty);
        let mut buffer = [0; 9];
        let crossing_cells = gather(crossing.iter(), &mut buffer);
        let mut cores = nonempty_subsets(crossing_cells)
            .filter(|&core| core.len() >= 2 && spare_digits(grid, core) >= 2)
            .peekable();
        if cores.peek().is_none() {
            continue;
        }
        let line_parts = Parts::<PARTS>::of(grid, line.1.intersection(empty).without(crossing));
        let box_parts = Parts::<PARTS>::of(grid, block.1.intersection(empty).without(crossing));
        let (Some(line_parts), Some(box_parts)) = (line_parts, box_parts) else {
            continue;
        };
        let around = Around {
            line,
            block,
            line_parts: &line_parts,
            box_parts: &box_parts,
        };
        for core in cores {
            if let Some(step) = with_core(grid, core, &around) {
                return Some(step);
            }
        }
    }
    None
}

/// How many more digits than cells `core` holds.
fn spare_digits(grid: &Grid<impl Geometry>, core: CellSet) -> usize {
    (grid.candidates_in(core).count_ones() as usize).saturating_sub(core.len() as usize)
}

/// The nonempty subsets of `cells` (up to nine).
fn nonempty_subsets(cells: &[usize]) -> impl Iterator<Item = CellSet> + '_ {
    (1u32..1 << cells.len()).map(move |bits| {
        (0..cells.len())
            .filter(|&i| bits >> i & 1 != 0)
            .fold(CellSet::EMPTY, |set, i| set.with(cells[i]))
    })
}

/// The parts a Sue de Coq may take from the rest of a line or a box beyond the crossing:
/// its subsets, each with the digits it holds, at the index of its bits (at most 128).
struct Parts<const PARTS: usize> {
    parts: [(CellSet, u16); PARTS],
    len: usize,
    /// For each digit (index `d - 1`), the parts without it: bit `i` for the part at `i`.
    lacking: [u128; 9],
}

impl<const PARTS: usize> Parts<PARTS> {
    /// The subsets of `cells`, the rest of a line or a box beyond a crossing of two cells
    /// or more; `None` when they have more subsets than `PARTS`.
    fn of(grid: &Grid<impl Geometry>, cells: CellSet) -> Option<Parts<PARTS>> {
        const { assert!(PARTS <= 128, "a part's index is a bit of a u128") };
        let mut buffer = [0; 9];
        let cells = gather(cells.iter(), &mut buffer);
        if 1 << cells.len() > PARTS {
            return None;
        }
        let mut found = Parts {
            parts: [(CellSet::EMPTY, 0); PARTS],
            len: 1 << cells.len(),
            lacking: [0; 9],
        };
        subsets_with_candidates(grid, cells, &mut found.parts);
        for (index, &(_, digits)) in found.parts[..found.len].iter().enumerate() {
            for (digit, lacking) in found.lacking.iter_mut().enumerate() {
                if digits >> digit & 1 == 0 {
                    *lacking |= 1 << index;
                }
            }
        }
        Some(found)
    }

    /// The parts whose share, around a core holding `core_digits`, is at least one: the
    /// cells less the digits it brings from outside the core's (the two parts' shares add
    /// up to the core's spare digits), in order: each part's index, cells, digits and
    /// share.
    fn sharing(&self, core_digits: u16) -> impl Iterator<Item = (usize, CellSet, u16, usize)> + '_ {
        let parts = self.parts[..self.len].iter().enumerate().skip(1);
        parts.filter_map(move |(bits, &(part, digits))| {
            let share = bits
                .count_ones()
                .checked_sub((digits & !core_digits).count_ones())?;
            (share >= 1).then_some((bits, part, digits, share as usize))
        })
    }

    /// [`Parts::sharing`]'s parts by share: for each share (at most nine), bit `i` for
    /// the part at `i`.
    fn by_share(&self, core_digits: u16) -> [u128; 10] {
        let mut shares = [0; 10];
        for (index, .., share) in self.sharing(core_digits) {
            shares[share] |= 1 << index;
        }
        shares
    }

    /// The parts among `parts` (bit `i` for the part at `i`) that hold none of the digits
    /// of `mask`.
    fn without(&self, parts: u128, mask: u16) -> u128 {
        digits(mask).fold(parts, |parts, digit| {
            parts & self.lacking[usize::from(digit) - 1]
        })
    }
}

/// A box and a line that cross (each its bit and cells), and the parts the rests of each
/// offer.
struct Around<'a, const PARTS: usize> {
    line: (usize, CellSet),
    block: (usize, CellSet),
    line_parts: &'a Parts<PARTS>,
    box_parts: &'a Parts<PARTS>,
}

/// The Sue de Coq around `core`, cells of the crossing (see [`sue_de_coq`]), that removes
/// something, if any.
fn with_core<const PARTS: usize>(
    grid: &Grid<impl Geometry>,
    core: CellSet,
    around: &Around<PARTS>,
) -> Option<Step> {
    let core_digits = grid.candidates_in(core);
    let spare = spare_digits(grid, core);
    let line_cells = around.line.1.intersection(grid.empty());
    let box_cells = around.block.1.intersection(grid.empty());
    let shares = around.box_parts.by_share(core_digits);
    for (_, line_part, line_digits, line_share) in around.line_parts.sharing(core_digits) {
        // the box parts sharing no digit with this one whose share makes up the core's
        // spare digits with its own, in order
        let Some(box_share) = spare.checked_sub(line_share).filter(|&share| share < 10) else {
            continue;
        };
        let mut matching = around.box_parts.without(shares[box_share], line_digits);
        while matching != 0 {
            let index = matching.trailing_zeros() as usize;
            matching &= matching - 1;
            let (box_part, box_digits) = around.box_parts.parts[index];
            let rests = [
                (
                    line_cells.without(core).without(line_part),
                    line_digits | (core_digits & !box_digits),
                ),
                (
                    box_cells.without(core).without(box_part),
                    box_digits | (core_digits & !line_digits),
                ),
            ];
            let removes = rests
                .iter()
                .any(|&(rest, loses)| rest.iter().any(|cell| grid.candidates(cell) & loses != 0));
            if !removes {
                continue;
            }
            let mut step = Step::new(Technique::SueDeCoq, core_digits | line_digits | box_digits)
                .in_house(around.line.0)
                .in_house(around.block.0);
            for cell in core.union(line_part).union(box_part).iter() {
                step = step.because(CellSet::single(cell), grid.candidates(cell));
            }
            for (rest, loses) in rests {
                for cell in rest.iter() {
                    step = step.removing_mask(cell, grid.candidates(cell) & loses);
                }
            }
            return Some(step);
        }
    }
    None
}
