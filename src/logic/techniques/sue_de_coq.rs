//! Sue de Coq: where a box and a line cross, `n` empty cells of the crossing holding at
//! least `n + 2` digits, with cells of the rest of the line and cells of the rest of the
//! box that share no digit. Under rules the box may be any region (a jigsaw's).

use crate::geometry::cells::CellSet;
use crate::geometry::houses::HOUSE_SETS;
use crate::logic::catalogue::Technique;
use crate::logic::cells::{gather, subsets_with_candidates};
use crate::logic::grid::{Grid, Pencil};
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
pub fn sue_de_coq_over<const PARTS: usize>(grid: &impl Pencil) -> Option<Step> {
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
fn spare_digits(grid: &impl Pencil, core: CellSet) -> usize {
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
/// its subsets, each with the digits it holds, at the index of its bits.
struct Parts<const PARTS: usize> {
    parts: [(CellSet, u16); PARTS],
    len: usize,
}

impl<const PARTS: usize> Parts<PARTS> {
    /// The subsets of `cells`, the rest of a line or a box beyond a crossing of two cells
    /// or more; `None` when they have more subsets than `PARTS`.
    fn of(grid: &impl Pencil, cells: CellSet) -> Option<Parts<PARTS>> {
        let mut buffer = [0; 9];
        let cells = gather(cells.iter(), &mut buffer);
        if 1 << cells.len() > PARTS {
            return None;
        }
        let mut found = Parts {
            parts: [(CellSet::EMPTY, 0); PARTS],
            len: 1 << cells.len(),
        };
        subsets_with_candidates(grid, cells, &mut found.parts);
        Some(found)
    }

    /// The parts whose share, around a core holding `core_digits`, is at least one: the
    /// cells less the digits it brings from outside the core's (the two parts' shares add
    /// up to the core's spare digits), with their digits, in order.
    fn sharing(&self, core_digits: u16) -> impl Iterator<Item = (CellSet, u16, usize)> + '_ {
        let parts = self.parts[..self.len].iter().enumerate().skip(1);
        parts.filter_map(move |(bits, &(part, digits))| {
            let share = bits
                .count_ones()
                .checked_sub((digits & !core_digits).count_ones())?;
            (share >= 1).then_some((part, digits, share as usize))
        })
    }

    /// [`Parts::sharing`] by share: into `out`, those of share `s` in order at
    /// `out[starts[s]..starts[s + 1]]`, returning `starts` (a share is at most nine).
    fn sharing_by_share(&self, core_digits: u16, out: &mut [(CellSet, u16); PARTS]) -> [usize; 11] {
        let mut starts = [0; 11];
        for (_, _, share) in self.sharing(core_digits) {
            starts[share + 1] += 1;
        }
        for share in 1..11 {
            starts[share] += starts[share - 1];
        }
        let mut next = starts;
        for (part, digits, share) in self.sharing(core_digits) {
            out[next[share]] = (part, digits);
            next[share] += 1;
        }
        starts
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
    grid: &impl Pencil,
    core: CellSet,
    around: &Around<PARTS>,
) -> Option<Step> {
    let core_digits = grid.candidates_in(core);
    let spare = spare_digits(grid, core);
    let line_cells = around.line.1.intersection(grid.empty());
    let box_cells = around.block.1.intersection(grid.empty());
    let mut box_parts = [(CellSet::EMPTY, 0); PARTS];
    let starts = around
        .box_parts
        .sharing_by_share(core_digits, &mut box_parts);
    for (line_part, line_digits, line_share) in around.line_parts.sharing(core_digits) {
        // the box parts whose share makes up the core's spare digits with this one's
        let Some(box_share) = spare.checked_sub(line_share).filter(|&share| share < 10) else {
            continue;
        };
        let matching = &box_parts[starts[box_share]..starts[box_share + 1]];
        for &(box_part, box_digits) in matching {
            if line_digits & box_digits != 0 {
                continue;
            }
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
