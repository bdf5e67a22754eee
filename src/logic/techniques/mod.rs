//! The technique finders. Each looks at a grid and returns the first step of its technique
//! that changes something, or `None`; none of them allocates.

mod chains;
mod colouring;
mod fish;
mod intersections;
mod singles;
mod subsets;
mod uniqueness;
mod wings;

use super::grid::Grid;
use super::step::Step;
use super::technique::Technique;

/// Finds the first step of `technique` in `grid`. `Technique::Solution` is no finder: it
/// needs the solution, and always gives `None` here.
pub fn find(technique: Technique, grid: &Grid) -> Option<Step> {
    use Technique::*;
    match technique {
        FullHouse => singles::full_house(grid),
        HiddenSingle => singles::hidden_single(grid),
        NakedSingle => singles::naked_single(grid),
        Pointing => intersections::pointing(grid),
        Claiming => intersections::claiming(grid),
        NakedPair => subsets::naked(grid, 2, technique),
        HiddenPair => subsets::hidden(grid, 2, technique),
        NakedTriple => subsets::naked(grid, 3, technique),
        HiddenTriple => subsets::hidden(grid, 3, technique),
        XWing => fish::fish(grid, 2, technique),
        NakedQuad => subsets::naked(grid, 4, technique),
        HiddenQuad => subsets::hidden(grid, 4, technique),
        Swordfish => fish::fish(grid, 3, technique),
        Jellyfish => fish::fish(grid, 4, technique),
        TurbotFish => chains::turbot_fish(grid),
        WWing => wings::w_wing(grid),
        XyWing => wings::xy_wing(grid),
        XyzWing => wings::xyz_wing(grid),
        UniqueRectangle1 => uniqueness::unique_rectangle_1(grid),
        SimpleColouring => colouring::simple_colouring(grid),
        XChain => chains::x_chain(grid),
        XyChain => chains::xy_chain(grid),
        Solution => None,
    }
}
