//! Finding simplest steps on any geometry's grid: the first technique in order that has a
//! step, hints, and the walk through one solve that a rating takes, which searches again
//! only the units a step changed. Every geometry's hints and ratings come from here.

use super::catalogue::Technique;
use super::grid::Grid;
use super::level::Level;
use super::step::Step;
use super::techniques::{Change, Finders, Search, EVERY_UNIT};
use super::{solution_step, Rating, Refusal};
use crate::geometry::digits::digit_bit;
use crate::geometry::CELLS;

/// What a hint or rating may spend on the techniques it tries, in guesses: each technique
/// tried counts its [`Technique::effort`], whether or not the walk spares it looking at
/// some units, a unit being about the work of a guess.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    spent: u64,
    limit: u64,
}

impl Budget {
    /// No limit.
    pub const fn unlimited() -> Budget {
        Budget::spent_of(0, u64::MAX)
    }

    /// A budget of `limit` of which `spent` is gone.
    pub const fn spent_of(spent: u64, limit: u64) -> Budget {
        Budget { spent, limit }
    }

    /// Spends `units`; [`Refusal::LimitReached`] when that passes the limit.
    fn charge(&mut self, units: u64) -> Result<(), Refusal> {
        self.spent = self.spent.saturating_add(units);
        match self.spent > self.limit {
            true => Err(Refusal::LimitReached),
            false => Ok(()),
        }
    }
}

/// The step of the first technique of `order` that has one (`Technique::SolutionDigit`
/// is no finder: it never gives a step here), each technique tried charged to `budget`.
pub fn first_step<G: Finders>(
    grid: &Grid<G>,
    order: &[Technique],
    budget: &mut Budget,
) -> Result<Option<Step>, Refusal> {
    first_step_skipping(grid, order, budget, &mut [0; Technique::ALL.len()])
}

/// [`first_step`], skipping the units of each technique that `stepless` (per technique
/// id, a mask of its units) says have no step in `grid`, and the houses where a subset's
/// complement has none ([`Finders::known_by_complement`]), and adding to `stepless` every
/// technique it tried in vain: its search covered all the units there are.
fn first_step_skipping<G: Finders>(
    grid: &Grid<G>,
    order: &[Technique],
    budget: &mut Budget,
    stepless: &mut [u32; Technique::ALL.len()],
) -> Result<Option<Step>, Refusal> {
    let mut search = Search::new(grid);
    for &technique in order {
        budget.charge(technique.effort())?;
        if stepless[technique as usize] == EVERY_UNIT {
            continue;
        }
        let skipped =
            stepless[technique as usize] | G::known_by_complement(technique, grid, stepless);
        match G::find(technique, &mut search, !skipped) {
            None => stepless[technique as usize] = EVERY_UNIT,
            step => return Ok(step),
        }
    }
    Ok(None)
}

/// A walk through one solve, step by step: the grid it last searched, and the units of
/// each technique (per technique id, a mask of its units) that had no step there.
pub struct Walk<G: Finders> {
    searched: Grid<G>,
    stepless: [u32; Technique::ALL.len()],
}

impl<G: Finders> Walk<G> {
    pub fn new(grid: &Grid<G>) -> Walk<G> {
        Walk {
            searched: *grid,
            stepless: [0; Technique::ALL.len()],
        }
    }

    /// [`first_step`] in `grid`, a later grid of the same solve. Whether a unit has a step
    /// depends only on the candidates of its reach, so a unit whose reach did not change
    /// since the last search still has none; only the units the change touched are
    /// searched again (see [`super::techniques::Units`]).
    pub fn next_step(
        &mut self,
        grid: &Grid<G>,
        order: &[Technique],
        budget: &mut Budget,
    ) -> Result<Option<Step>, Refusal> {
        let change = Change::between(&self.searched, grid);
        for technique in Technique::ALL {
            self.stepless[technique as usize] &= !change.touched(G::units(technique));
        }
        self.searched = *grid;
        first_step_skipping(grid, order, budget, &mut self.stepless)
    }
}

/// The simplest next step in `grid`, whose puzzle has `solution`: the first technique of
/// the geometry's order that has one, or else the empty cell with the fewest candidates
/// given its digit from the solution. [`Refusal::WrongMarks`] when the grid's candidates
/// rule out the solution's digit in a cell.
pub fn hint<G: Finders>(
    grid: &Grid<G>,
    solution: &[u8; CELLS],
    budget: &mut Budget,
) -> Result<Step, Refusal> {
    let rules_out = |cell: usize| grid.candidates(cell) & digit_bit(solution[cell]) == 0;
    if grid.empty().iter().any(rules_out) {
        return Err(Refusal::WrongMarks);
    }
    let step = first_step(grid, G::TECHNIQUES, budget)?;
    Ok(step.unwrap_or_else(|| solution_step(grid, solution)))
}

/// The steps of a solve of `grid` by simplest steps, as a rating whose level is the
/// hardest technique's; `None` where the walk needs a technique above `cap` (see
/// [`Technique::tried_in_up_to`]), or where no technique applies and the walk is capped
/// below extreme or has no `solution` to take a digit from. Deterministic: integers only,
/// a fixed order of steps.
pub fn rate<G: Finders>(
    mut grid: Grid<G>,
    solution: Option<&[u8; CELLS]>,
    cap: Level,
    budget: &mut Budget,
) -> Result<Option<Rating>, Refusal> {
    let mut rating = Rating::new();
    let tried = Technique::tried_in_up_to(G::TECHNIQUES, cap);
    let (singles, others) = tried.split_at(Technique::SINGLES.min(tried.len()));
    // between singles nothing is worth remembering
    let mut walk = Walk::new(&grid);
    while !grid.is_solved() {
        let step = match first_step(&grid, singles, budget)? {
            None => walk.next_step(&grid, others, budget)?,
            step => step,
        };
        let step = match (step, solution) {
            (Some(step), _) if step.technique.level() > cap => return Ok(None),
            (Some(step), _) => step,
            (None, Some(solution)) if cap == Level::Extreme => solution_step(&grid, solution),
            (None, _) => return Ok(None),
        };
        rating.record(step.technique);
        grid.apply(&step);
    }
    Ok(Some(rating))
}
