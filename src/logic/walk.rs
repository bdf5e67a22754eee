//! Finding simplest steps: the first technique in order that has a step, and a walk
//! through one solve that searches again only the units a step changed.

use super::catalogue::Technique;
use super::grid::Grid;
use super::step::Step;
use super::techniques::{self, Change, Search, EVERY_UNIT};

/// The step of the first technique of `order` that has one (`Technique::SolutionDigit`
/// is no finder: it never gives a step here).
pub fn first_step(grid: &Grid, order: &[Technique]) -> Option<Step> {
    first_step_skipping(grid, order, &mut [0; Technique::ALL.len()])
}

/// [`first_step`], skipping the units of each technique that `stepless` (per technique
/// id, a mask of its units) says have no step in `grid`, and the houses where a subset's
/// complement has none (see [`techniques::known_by_complement`]), and adding to
/// `stepless` every technique it tried in vain: its search covered all the units there are.
fn first_step_skipping(
    grid: &Grid,
    order: &[Technique],
    stepless: &mut [u32; Technique::ALL.len()],
) -> Option<Step> {
    let mut search = Search::new(grid);
    order.iter().find_map(|&technique| {
        if stepless[technique as usize] == EVERY_UNIT {
            return None;
        }
        let skipped = stepless[technique as usize]
            | techniques::known_by_complement(technique, grid, stepless);
        let step = techniques::find(technique, &mut search, !skipped);
        if step.is_none() {
            stepless[technique as usize] = EVERY_UNIT;
        }
        step
    })
}

/// A walk through one solve, step by step: the grid it last searched, and the units of
/// each technique (per technique id, a mask of its units) that had no step there.
pub struct Walk {
    searched: Grid,
    stepless: [u32; Technique::ALL.len()],
}

impl Walk {
    pub fn new(grid: &Grid) -> Walk {
        Walk {
            searched: *grid,
            stepless: [0; Technique::ALL.len()],
        }
    }

    /// [`first_step`] in `grid`, a later grid of the same solve. Whether a unit has a step
    /// depends only on the candidates of its reach, so a unit whose reach did not change
    /// since the last search still has none; only the units the change touched are
    /// searched again (see [`techniques::Units`]).
    pub fn next_step(&mut self, grid: &Grid, order: &[Technique]) -> Option<Step> {
        let change = Change::between(&self.searched, grid);
        for technique in Technique::ALL {
            self.stepless[technique as usize] &= !change.touched(technique);
        }
        self.searched = *grid;
        first_step_skipping(grid, order, &mut self.stepless)
    }
}
