//! Sue de Coq: where a box and a line cross, `n` empty cells of the crossing holding at
//! least `n + 2` digits, with cells of the rest of the line and cells of the rest of the
//! box that share no digit.

use crate::geometry::cells::CellSet;
use crate::geometry::houses::HOUSE_SETS;
use crate::logic::catalogue::Technique;
use crate::logic::cells::gather;
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
    for (line, &line_cells) in HOUSE_SETS[..18].iter().enumerate() {
        for block in boxes_across(line) {
            let crossing = line_cells
                .intersection(HOUSE_SETS[block])
                .intersection(grid.empty());
            let mut buffer = [0; 9];
            let crossing_cells = gather(crossing.iter(), &mut buffer);
            for core in nonempty_subsets(crossing_cells).filter(|cells| cells.len() >= 2) {
                if let Some(step) = with_core(grid, core, line, block, crossing) {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// The boxes a line (house `0..18`) crosses.
fn boxes_across(line: usize) -> [usize; 3] {
    if line < 9 {
        let first = 18 + line / 3 * 3;
        [first, first + 1, first + 2]
    } else {
        let first = 18 + (line - 9) / 3;
        [first, first + 3, first + 6]
    }
}

/// The nonempty subsets of `cells` (up to nine).
fn nonempty_subsets(cells: &[usize]) -> impl Iterator<Item = CellSet> + '_ {
    (1u32..1 << cells.len()).map(move |bits| {
        (0..cells.len())
            .filter(|&i| bits >> i & 1 != 0)
            .fold(CellSet::EMPTY, |set, i| set.with(cells[i]))
    })
}

/// The digits `cells` hold between them.
fn digits_of(grid: &Grid, cells: CellSet) -> u16 {
    cells
        .iter()
        .fold(0, |digits, cell| digits | grid.candidates(cell))
}

/// The parts a Sue de Coq around a core holding `core_digits` may take from `cells`: each
/// with its digits and its share, its cell count less the digits it brings from outside
/// the core's (the two parts' shares add up to the core's spare digits), for shares of at
/// least one; into `parts`, returning how many.
fn parts(
    grid: &Grid,
    cells: CellSet,
    core_digits: u16,
    parts: &mut [(CellSet, u16, i32); 64],
) -> usize {
    let mut buffer = [0; 9];
    let mut count = 0;
    for part in nonempty_subsets(gather(cells.iter(), &mut buffer)) {
        let digits = digits_of(grid, part);
        let share = part.len() as i32 - (digits & !core_digits).count_ones() as i32;
        if share >= 1 && count < parts.len() {
            parts[count] = (part, digits, share);
            count += 1;
        }
    }
    count
}

/// The Sue de Coq around `core`, cells of `crossing` (see [`sue_de_coq`]), that removes
/// something, if any.
fn with_core(
    grid: &Grid,
    core: CellSet,
    line: usize,
    block: usize,
    crossing: CellSet,
) -> Option<Step> {
    let core_digits = digits_of(grid, core);
    let spare = core_digits.count_ones() as i32 - core.len() as i32;
    if spare < 2 {
        return None;
    }
    let line_cells = HOUSE_SETS[line].intersection(grid.empty());
    let box_cells = HOUSE_SETS[block].intersection(grid.empty());
    let mut line_parts = [(CellSet::EMPTY, 0, 0); 64];
    let mut box_parts = [(CellSet::EMPTY, 0, 0); 64];
    let line_count = parts(
        grid,
        line_cells.without(crossing),
        core_digits,
        &mut line_parts,
    );
    let box_count = parts(
        grid,
        box_cells.without(crossing),
        core_digits,
        &mut box_parts,
    );
    for &(line_part, line_digits, line_share) in &line_parts[..line_count] {
        for &(box_part, box_digits, box_share) in &box_parts[..box_count] {
            if line_share + box_share != spare || line_digits & box_digits != 0 {
                continue;
            }
            let mut step = Step::new(Technique::SueDeCoq, core_digits | line_digits | box_digits)
                .in_house(line)
                .in_house(block);
            for cell in core.union(line_part).union(box_part).iter() {
                step = step.because(CellSet::single(cell), grid.candidates(cell));
            }
            let line_loses = line_digits | (core_digits & !box_digits);
            let box_loses = box_digits | (core_digits & !line_digits);
            let mut removes = false;
            let rests = [
                (line_cells.without(core).without(line_part), line_loses),
                (box_cells.without(core).without(box_part), box_loses),
            ];
            for (rest, loses) in rests {
                for cell in rest.iter() {
                    let lost = grid.candidates(cell) & loses;
                    removes |= lost != 0;
                    step = step.removing_mask(cell, lost);
                }
            }
            if removes {
                return Some(step);
            }
        }
    }
    None
}
