//! The finders under variant rules. Singles and naked and hidden subsets are the classic
//! finders run over the layout's houses, basic fish the classic finder over the rows and
//! columns every layout has, and finned and sashimi fish there whose fins are seen through
//! any rule; remote pairs, turbot fish (every four-cell X-chain: a skyscraper's or kite's
//! shape belongs to the classic boxes), empty rectangles in the regions, Sue de Coq where
//! a line crosses a region, W-, XY- and XYZ-Wings, simple colouring, X- and XY-chains,
//! AICs (grouped too, their groups where a line crosses a region) and ALS-XZ, ALS-XY-Wings
//! and ALS chains are the classic finders with the layout's houses for strong links and
//! almost locked sets, and its peers for weak links and sight. Locked candidates look past lines and boxes to every cell a
//! house's or a cage's places for a digit all see; killer cages add their combinations
//! and the 45 rule; forcing nets (`forcing.rs`) break cells, houses and cage sums.

use super::forcing;
use super::group::{narrowed, Filling, Group};
use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, digits, near, ALL_DIGITS};
use crate::geometry::layout::Cage;
use crate::geometry::layout::{house_bit, CAGE_BIT};
use crate::geometry::Bond;
use crate::geometry::Layout;
use crate::logic::step::HouseSet;
use crate::logic::techniques::{
    aic, als, chains, colouring, empty_rectangle, fish, singles, subsets, sue_de_coq, wings,
    Finders, Search, Units,
};
use crate::logic::Grid;
use crate::logic::{Step, Technique};
use crate::rules::layout::{self, line_runs};

/// The layout's houses whose bonds `wanted` accepts, each with its bit and cells.
fn houses<'g>(
    grid: &Grid<&'g Layout>,
    wanted: impl Fn(Bond) -> bool + 'g,
) -> impl Iterator<Item = (usize, CellSet)> + 'g {
    let layout = grid.geometry();
    layout
        .houses_with_bonds()
        .filter(move |&(_, bond)| wanted(bond))
        .map(|(house, bond)| (house_bit(bond), house))
}

fn is_region(bond: Bond) -> bool {
    matches!(bond, Bond::Box(_) | Bond::Region(_))
}

fn is_line(bond: Bond) -> bool {
    matches!(bond, Bond::Row(_) | Bond::Column(_))
}

/// The techniques whose steps about a digit rest on the layout and that digit's places
/// alone, so that a digit whose places have not changed since one found nothing gives it
/// nothing still: their units are the digits.
const BY_DIGIT: [Technique; 12] = {
    use Technique::*;
    [
        XWing,
        Swordfish,
        Jellyfish,
        EmptyRectangle,
        FinnedXWing,
        SashimiXWing,
        FinnedSwordfish,
        SashimiSwordfish,
        FinnedJellyfish,
        SashimiJellyfish,
        SimpleColouring,
        XChain,
    ]
};

impl Finders for &Layout {
    const TECHNIQUES: &'static [Technique] = &Technique::RULES;

    /// The techniques of [`Technique::RULES`]; a technique of [`BY_DIGIT`] looks only at
    /// the digits of `units`.
    fn find(technique: Technique, search: &mut Search<'_, Self>, units: u32) -> Option<Step> {
        find_among(technique, search, units as u16 & ALL_DIGITS)
    }

    fn units(technique: Technique) -> Units {
        match BY_DIGIT.contains(&technique) {
            true => Units::Digits,
            false => Units::Whole,
        }
    }
}

/// Finds the first step of `technique` in the grid of `search`; `None` for the techniques
/// the rules do not try (see [`Technique::RULES`]) and for [`Technique::SolutionDigit`].
#[cfg(test)]
pub fn find(technique: Technique, search: &mut Search<&Layout>) -> Option<Step> {
    find_among(technique, search, ALL_DIGITS)
}

/// The first step of `technique`, where a technique of [`BY_DIGIT`] looks only at the
/// digits of `digits`.
fn find_among(technique: Technique, search: &mut Search<&Layout>, digits: u16) -> Option<Step> {
    use Technique::*;
    let grid = search.grid();
    match technique {
        FullHouse => singles::full_house(grid, grid.houses()),
        NakedSingle => singles::naked_single(grid),
        // regions first, then lines, then the other houses: the order players scan in
        HiddenSingle => singles::hidden_single(
            grid,
            houses(grid, is_region).chain(houses(grid, |bond| !is_region(bond))),
        ),
        CageCombination => cage_combination(grid),
        Pointing => locked_in_houses(grid, Pointing, is_region),
        Claiming => locked_in_houses(grid, Claiming, is_line),
        LockedCandidates => {
            let other = |bond| !is_region(bond) && !is_line(bond);
            locked_in_houses(grid, LockedCandidates, other).or_else(|| locked_in_cages(grid))
        }
        InniesOuties => innies_outies(grid),
        NonConsecutive => non_consecutive(grid),
        NakedPair => subsets::naked(grid, 2, technique, grid.houses()),
        NakedTriple => subsets::naked(grid, 3, technique, grid.houses()),
        NakedQuad => subsets::naked(grid, 4, technique, grid.houses()),
        HiddenPair => subsets::hidden(grid, 2, technique, grid.houses()),
        HiddenTriple => subsets::hidden(grid, 3, technique, grid.houses()),
        HiddenQuad => subsets::hidden(grid, 4, technique, grid.houses()),
        XWing => fish::fish(grid, 2, technique, digits),
        Swordfish => fish::fish(grid, 3, technique, digits),
        Jellyfish => fish::fish(grid, 4, technique, digits),
        RemotePair => chains::remote_pair(grid),
        TurbotFish => chains::turbot_fish(grid),
        EmptyRectangle => {
            let mut regions = [(0, CellSet::EMPTY); 9];
            regions
                .iter_mut()
                .zip(houses(grid, is_region))
                .for_each(|(slot, region)| *slot = region);
            empty_rectangle::empty_rectangle_seen(grid, &regions, digits)
        }
        WWing => wings::w_wing(grid),
        XyWing => wings::xy_wing(grid),
        XyzWing => wings::xyz_wing(grid),
        FinnedXWing => fish::finned_fish_seen(grid, 2, false, technique, digits),
        SashimiXWing => fish::finned_fish_seen(grid, 2, true, technique, digits),
        FinnedSwordfish => fish::finned_fish_seen(grid, 3, false, technique, digits),
        SashimiSwordfish => fish::finned_fish_seen(grid, 3, true, technique, digits),
        FinnedJellyfish => fish::finned_fish_seen(grid, 4, false, technique, digits),
        SashimiJellyfish => fish::finned_fish_seen(grid, 4, true, technique, digits),
        SueDeCoq => sue_de_coq::sue_de_coq_over::<{ 1 << 7 }>(grid),
        SimpleColouring => colouring::simple_colouring(grid, digits),
        XChain => chains::x_chain(grid, digits),
        XyChain => chains::xy_chain(grid),
        // the search for AICs finds continuous nice loops too
        Aic => aic::any_grid_aic(grid, false),
        GroupedAic => aic::any_grid_aic(grid, true),
        AlsXz => als::als_xz(grid, search.als()),
        AlsXyWing => als::als_xy_wing(grid, search.als()),
        AlsChain => als::als_chain(grid, search.als()),
        ForcingNet => forcing::forcing_net(grid),
        _ => None,
    }
}

/// A cage whose cells keep only what the sets of distinct digits making its sum give them;
/// else one that must hold a digit, because a house places it only in the cage, whose cells
/// keep only what the sets with that digit give them (the step is about that digit, and
/// names the house).
fn cage_combination(grid: &Grid<&Layout>) -> Option<Step> {
    let cages = grid.geometry().cages();
    let narrowed =
        |cage: &Cage, needed: u16, houses: HouseSet| narrowed(grid, cage, needed, houses);
    let plain = cages
        .iter()
        .find_map(|cage| narrowed(cage, 0, 1 << CAGE_BIT));
    plain.or_else(|| {
        cages.iter().find_map(|cage| {
            grid.houses().find_map(|(bit, house)| {
                let missing = !grid.placed_in(cage.cells) & !grid.placed_in(house) & ALL_DIGITS;
                digits(missing).find_map(|digit| {
                    let places = grid.cells_with(digit).intersection(house);
                    let inside = !places.is_empty() && places.without(cage.cells).is_empty();
                    let houses = 1 << CAGE_BIT | 1 << bit;
                    inside.then(|| narrowed(cage, digit_bit(digit), houses))?
                })
            })
        })
    })
}

/// A digit whose places in `cells` (all of which a unit must hold it in, at least two)
/// all see other cells: they lose it.
fn locked(
    grid: &Grid<&Layout>,
    technique: Technique,
    bit: usize,
    cells: CellSet,
    digit: u8,
) -> Option<Step> {
    let removed = grid
        .common_peers(cells)
        .intersection(grid.cells_with(digit));
    (!removed.is_empty()).then(|| {
        Step::new(technique, digit_bit(digit))
            .in_house(bit)
            .because(cells, digit_bit(digit))
            .removing(removed, digit)
    })
}

/// [`locked`] over the houses whose bonds `wanted` accepts.
fn locked_in_houses(
    grid: &Grid<&Layout>,
    technique: Technique,
    wanted: fn(Bond) -> bool,
) -> Option<Step> {
    houses(grid, wanted).find_map(|(bit, house)| {
        (1..=9).find_map(|digit| {
            let cells = grid.cells_with(digit).intersection(house);
            (cells.len() >= 2).then(|| locked(grid, technique, bit, cells, digit))?
        })
    })
}

/// [`locked`] over the digits each cage must hold.
fn locked_in_cages(grid: &Grid<&Layout>) -> Option<Step> {
    grid.geometry().cages().iter().find_map(|cage| {
        let group = Group::of(
            grid,
            cage.cells,
            usize::from(cage.sum),
            Filling::Distinct(0),
        )?;
        (1..=9)
            .filter(|&digit| group.fill.required & digit_bit(digit) != 0)
            .find_map(|digit| {
                let cells = grid.cells_with(digit).intersection(cage.cells);
                (cells.len() >= 2)
                    .then(|| locked(grid, Technique::LockedCandidates, CAGE_BIT, cells, digit))?
            })
    })
}

/// The groups of houses the 45 rule looks at: each row, column and region, and runs of
/// two and three neighbouring rows or columns; each as its bits and cells.
fn summed_groups<'g>(grid: &Grid<&'g Layout>) -> impl Iterator<Item = (HouseSet, CellSet)> + 'g {
    let single =
        houses(grid, |bond| is_line(bond) || is_region(bond)).map(|(bit, cells)| (1 << bit, cells));
    single.chain(line_runs().map(|(lines, cells)| (HouseSet::from(lines), cells)))
}

/// The 45 rule: the cells of a group of houses outside the cages within it (innies), or
/// the cells outside it of the cages crossing it (outies), make a known sum.
fn innies_outies(grid: &Grid<&Layout>) -> Option<Step> {
    let cages = grid.geometry().cages();
    if cages.is_empty() {
        return None;
    }
    summed_groups(grid).find_map(|(bits, cells)| {
        let total = 45 * bits.count_ones() as usize;
        let ((innies, innie_sum), outies) = layout::innies_outies(cages, cells, total);
        let innie_step = (!innies.is_empty())
            .then(|| sum_step(grid, innies, innie_sum?, bits))
            .flatten();
        innie_step.or_else(|| {
            let (outies, sum) = outies?;
            sum_step(grid, outies, sum?, bits)
        })
    })
}

/// The 45 rule's step for `cells` that make `sum`, found in the houses of `bits`.
fn sum_step(grid: &Grid<&Layout>, cells: CellSet, sum: usize, bits: HouseSet) -> Option<Step> {
    let layout = grid.geometry();
    let open = cells.intersection(grid.empty());
    let distinct = open.iter().all(|cell| {
        open.without(layout.peers(cell))
            .without(CellSet::single(cell))
            .is_empty()
    });
    let filling = if distinct {
        Filling::Distinct(0)
    } else {
        Filling::Repeating
    };
    let group = Group::of(grid, cells, sum, filling)?;
    group.narrowing(grid, Technique::InniesOuties, bits, cells.without(open))
}

/// Under non-consecutive: an empty cell whose candidates all lie within one of a digit
/// takes that digit from its neighbours (whichever it holds, a neighbour holding that
/// digit would repeat it or sit next to it); else, a cell beside every other place a
/// house has for a digit loses the digits next to it (either it holds the digit, or a
/// neighbour does).
fn non_consecutive(grid: &Grid<&Layout>) -> Option<Step> {
    let layout = grid.geometry();
    if !layout.non_consecutive() {
        return None;
    }
    let squeezed = grid.empty().iter().find_map(|cell| {
        let held = grid.candidates(cell);
        let taken = (1..=9)
            .filter(|&digit| held & !(digit_bit(digit) | near(digit_bit(digit))) == 0)
            .fold(0, |mask, digit| mask | digit_bit(digit));
        let neighbours = layout.neighbours(cell).intersection(grid.empty());
        let removes = |next: usize| grid.candidates(next) & taken != 0;
        neighbours.iter().any(removes).then(|| {
            neighbours.iter().fold(
                Step::new(Technique::NonConsecutive, taken).because(CellSet::single(cell), held),
                |step, next| step.removing_mask(next, grid.candidates(next) & taken),
            )
        })
    });
    squeezed.or_else(|| {
        grid.houses().find_map(|(bit, house)| {
            (1..=9).find_map(|digit| {
                let places = grid.cells_with(digit).intersection(house);
                if places.len() < 2 {
                    return None;
                }
                let beside = places.iter().fold(grid.empty(), |beside, place| {
                    beside.intersection(layout.neighbours(place).union(CellSet::single(place)))
                });
                let next = near(digit_bit(digit));
                let removes = |cell: usize| grid.candidates(cell) & next != 0;
                beside.iter().any(removes).then(|| {
                    beside.iter().fold(
                        Step::new(Technique::NonConsecutive, digit_bit(digit))
                            .in_house(bit)
                            .because(places, digit_bit(digit)),
                        |step, cell| step.removing_mask(cell, grid.candidates(cell) & next),
                    )
                })
            })
        })
    })
}
