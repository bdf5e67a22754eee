//! The technique finders. Each looks at a grid and returns the first step of its technique
//! that changes something, or `None`; none of them allocates.

pub(crate) mod aic;
pub(crate) mod als;
pub(crate) mod chains;
pub(crate) mod colouring;
pub(crate) mod empty_rectangle;
pub(crate) mod fish;
pub(crate) mod forcing;
mod intersections;
pub(crate) mod singles;
pub(crate) mod subsets;
pub(crate) mod sue_de_coq;
mod uniqueness;
pub(crate) mod wings;

mod units;

pub use als::MAX_CHAIN_SETS;
pub use units::{known_by_complement, Change, Units, EVERY_UNIT};

use super::catalogue::Technique;
use super::grid::Grid;
use super::step::Step;
use crate::geometry::cells::CellSet;
use crate::geometry::houses::{HOUSES, HOUSE_SETS};
use crate::geometry::{Classic, Geometry};

/// One grid's search for a step, technique after technique: the grid, and the tables
/// several finders share, worked out the first time one needs them.
pub struct Search<'g, G: Geometry = Classic> {
    grid: &'g Grid<G>,
    als: Option<als::Tables>,
}

impl<'g, G: Geometry> Search<'g, G> {
    pub fn new(grid: &'g Grid<G>) -> Search<'g, G> {
        Search { grid, als: None }
    }

    /// The grid searched.
    pub fn grid(&self) -> &'g Grid<G> {
        self.grid
    }

    /// The almost locked sets of the grid and their links.
    pub fn als(&mut self) -> &als::Tables {
        let grid = self.grid;
        self.als.get_or_insert_with(|| als::Tables::of(grid))
    }
}

/// The finders of a geometry: the techniques a walk tries on its grids, in order, the
/// finder that serves each, and how each finder's search splits into units. The classic
/// geometry has its own finders where its fixed boxes, bands and stacks make a faster one
/// (and the uniqueness techniques); a rule set's geometry runs the same families over its
/// houses and sight, with the techniques only rules have.
pub trait Finders: Geometry {
    /// The techniques a hint tries, in order, singles first ([`Technique::SINGLES`]).
    const TECHNIQUES: &'static [Technique];

    /// The first step of `technique` in the grid of `search`, within `units` (a mask of
    /// its units; [`EVERY_UNIT`] for all); `None` for the techniques of other geometries.
    fn find(technique: Technique, search: &mut Search<'_, Self>, units: u32) -> Option<Step>;

    /// How `technique`'s search splits into units here.
    fn units(technique: Technique) -> Units;

    /// The units of `technique`, a subset technique, that have no step because their
    /// complement has none, as `known` says (see [`known_by_complement`]); none unless
    /// the geometry tracks houses as units.
    fn known_by_complement(
        _technique: Technique,
        _grid: &Grid<Self>,
        _known: &[u32; Technique::ALL.len()],
    ) -> u32 {
        0
    }
}

impl Finders for Classic {
    const TECHNIQUES: &'static [Technique] = &Technique::CLASSIC;

    fn find(technique: Technique, search: &mut Search<'_, Classic>, units: u32) -> Option<Step> {
        find(technique, search, units)
    }

    fn units(technique: Technique) -> Units {
        units::units(technique)
    }

    fn known_by_complement(
        technique: Technique,
        grid: &Grid,
        known: &[u32; Technique::ALL.len()],
    ) -> u32 {
        known_by_complement(technique, grid, known)
    }
}

/// The classic houses numbered by `houses`, each with its bit in [`Step::houses`] (its
/// number) and its cells.
fn classic(houses: impl Iterator<Item = usize>) -> impl Iterator<Item = (usize, CellSet)> {
    houses.map(|house| (house, HOUSE_SETS[house]))
}

/// Finds the first step of `technique` in the classic grid of `search` within `units` (a
/// mask of its [`units::units`]; [`EVERY_UNIT`] for all). `Technique::SolutionDigit` is no finder:
/// it needs the solution, and always gives `None` here; nor are the continuous nice
/// loops: the AIC searches, tried just before them, give their steps; nor the techniques
/// only variant rules have.
pub fn find(technique: Technique, search: &mut Search, units: u32) -> Option<Step> {
    use Technique::*;
    let grid = search.grid;
    let digits = units as u16 & crate::geometry::digits::ALL_DIGITS;
    match technique {
        FullHouse => singles::full_house(grid, classic(0..HOUSES)),
        // boxes first, then rows, then columns: the order players scan in
        HiddenSingle => singles::hidden_single(grid, classic((18..27).chain(0..18))),
        NakedSingle => singles::naked_single(grid),
        Pointing => intersections::pointing(grid, units),
        Claiming => intersections::claiming(grid, units),
        NakedPair => subsets::naked(
            grid,
            2,
            technique,
            classic(units::in_houses(0..HOUSES, units)),
        ),
        HiddenPair => subsets::hidden(
            grid,
            2,
            technique,
            classic(units::in_houses(0..HOUSES, units)),
        ),
        NakedTriple => subsets::naked(
            grid,
            3,
            technique,
            classic(units::in_houses(0..HOUSES, units)),
        ),
        HiddenTriple => subsets::hidden(
            grid,
            3,
            technique,
            classic(units::in_houses(0..HOUSES, units)),
        ),
        XWing => fish::fish(grid, 2, technique, digits),
        NakedQuad => subsets::naked(
            grid,
            4,
            technique,
            classic(units::in_houses(0..HOUSES, units)),
        ),
        HiddenQuad => subsets::hidden(
            grid,
            4,
            technique,
            classic(units::in_houses(0..HOUSES, units)),
        ),
        Swordfish => fish::fish(grid, 3, technique, digits),
        Jellyfish => fish::fish(grid, 4, technique, digits),
        FinnedXWing => fish::finned_fish(grid, 2, false, technique, digits),
        SashimiXWing => fish::finned_fish(grid, 2, true, technique, digits),
        FinnedSwordfish => fish::finned_fish(grid, 3, false, technique, digits),
        SashimiSwordfish => fish::finned_fish(grid, 3, true, technique, digits),
        FinnedJellyfish => fish::finned_fish(grid, 4, false, technique, digits),
        SashimiJellyfish => fish::finned_fish(grid, 4, true, technique, digits),
        Skyscraper | TwoStringKite | TurbotFish => chains::four_cell_chain(grid, digits, technique),
        EmptyRectangle => empty_rectangle::empty_rectangle(grid, digits),
        RemotePair => chains::remote_pair(grid),
        WWing => wings::w_wing(grid),
        XyWing => wings::xy_wing(grid),
        XyzWing => wings::xyz_wing(grid),
        UniqueRectangle1 => uniqueness::unique_rectangle_1(grid),
        UniqueRectangle2 => uniqueness::unique_rectangle_2(grid),
        UniqueRectangle3 => uniqueness::unique_rectangle_3(grid),
        UniqueRectangle4 => uniqueness::unique_rectangle_4(grid),
        UniqueRectangle5 => uniqueness::unique_rectangle_5(grid),
        UniqueRectangle6 => uniqueness::unique_rectangle_6(grid),
        HiddenRectangle => uniqueness::hidden_rectangle(grid),
        AvoidableRectangle1 => uniqueness::avoidable_rectangle_1(grid),
        AvoidableRectangle2 => uniqueness::avoidable_rectangle_2(grid),
        BugPlusOne => uniqueness::bug_plus_one(grid),
        SimpleColouring => colouring::simple_colouring(grid, digits),
        XChain => chains::x_chain(grid, digits),
        XyChain => chains::xy_chain(grid),
        Aic => aic::aic(grid, false),
        GroupedAic => aic::aic(grid, true),
        SueDeCoq => sue_de_coq::sue_de_coq(grid),
        ForcingNet => forcing::forcing_net(grid),
        AlsXz => als::als_xz(grid, search.als()),
        AlsXyWing => als::als_xy_wing(grid, search.als()),
        AlsChain => als::als_chain(grid, search.als()),
        SolutionDigit | ContinuousNiceLoop | GroupedContinuousNiceLoop => None,
        // variant rules only (crate::rules::logic)
        CageCombination | LockedCandidates | InniesOuties | NonConsecutive => None,
    }
}
