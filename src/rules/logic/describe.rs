//! One-line English explanations of steps under variant rules. They name the houses the
//! rules add and each cage with its sum, as in `Cage combination: cage 12 (sum 17 in 2
//! cells) can only hold 8 and 9 in r1c1, r1c2, so 5 leaves r1c2`; the steps of the
//! classic techniques read as under the classic rules, with the rules' houses named.

use std::fmt::{self, Write};

use crate::geometry::cells::CellSet;
use crate::geometry::layout::Cage;
use crate::geometry::layout::{CAGE_BIT, WINDOW_BIT};
use crate::geometry::{column_of, row_of};
use crate::geometry::{Bond, Layout};
use crate::logic::describe::{
    chain_nodes, describe_naming, pattern_cells, write_list, Cell, Cells, Digits, Effects, House,
    Placements,
};
use crate::logic::step::HouseSet;
use crate::logic::{Step, Technique};

/// A house or cage of a step, by its bit in [`Step::houses`]; a window or cage is the one
/// holding `near`, the step's pattern.
struct Named<'a> {
    bit: usize,
    near: CellSet,
    layout: &'a Layout,
}

impl Named<'_> {
    /// The cage holding the step's pattern, with its number (from 1).
    fn cage(&self) -> Option<(usize, &Cage)> {
        let cell = self.near.first()?;
        let cages = self.layout.cages().iter().enumerate();
        cages
            .filter(|(_, cage)| cage.cells.contains(cell))
            .map(|(index, cage)| (index + 1, cage))
            .next()
    }
}

impl fmt::Display for Named<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let boxes = matches!(
            self.layout.houses_with_bonds().nth(18),
            Some((_, Bond::Box(_)))
        );
        match self.bit {
            0..18 => write!(f, "{}", House(self.bit)),
            18..27 if boxes => write!(f, "{}", House(self.bit)),
            18..27 => write!(f, "region {}", self.bit - 18 + 1),
            27 => f.write_str("the main diagonal"),
            28 => f.write_str("the anti-diagonal"),
            WINDOW_BIT => {
                let cell = self.near.first().unwrap_or(10);
                let window = usize::from(row_of(cell) > 4) * 2 + usize::from(column_of(cell) > 4);
                write!(f, "window {}", window + 1)
            }
            _ => match self.cage() {
                Some((number, cage)) => {
                    let cells = cage.cells.len();
                    let plural = if cells == 1 { "" } else { "s" };
                    write!(
                        f,
                        "cage {number} (sum {} in {cells} cell{plural})",
                        cage.sum
                    )
                }
                None => f.write_str("a cage"),
            },
        }
    }
}

/// Several houses as `row 1, row 2 and row 3`.
struct NamedHouses<'a>(HouseSet, &'a Layout);

impl fmt::Display for NamedHouses<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bits = (0..27).filter(|&bit| self.0 >> bit & 1 != 0);
        let named = bits.map(|bit| Named {
            bit,
            near: CellSet::EMPTY,
            layout: self.1,
        });
        write_list(f, named, self.0.count_ones() as usize, " and ")
    }
}

/// Writes the description of `step`, a step under the rules of `layout`.
pub fn describe_under(step: &Step, layout: &Layout, out: &mut impl Write) -> fmt::Result {
    use Technique::*;
    let name = step.technique.name();
    let effects = Effects(step);
    let pattern = pattern_cells(step);
    let cells = Cells(pattern);
    let digits = Digits(step.digits);
    let named = |bit| Named {
        bit,
        near: pattern,
        layout,
    };
    let house = (0..HouseSet::BITS as usize)
        .find(|&bit| step.houses >> bit & 1 != 0)
        .map(named);
    match (step.technique, house) {
        (CageCombination, Some(first)) => {
            let cage = Named {
                bit: CAGE_BIT,
                ..first
            };
            let allowed = Digits(pattern.iter().fold(0, |all, cell| all | step.pattern[cell]));
            if first.bit != CAGE_BIT {
                write!(
                    out,
                    "{name}: {cage} must hold {digits}, which {first} can only place in it, so it "
                )?;
            } else {
                write!(out, "{name}: {cage} ")?;
            }
            write!(out, "can only hold {allowed} in {cells}, so {effects}")
        }
        (Pointing | Claiming | LockedCandidates, Some(cage)) if cage.bit == CAGE_BIT => write!(
            out,
            "{name}: {cage} must hold {digits}, which lies only in {cells}, so {effects}"
        ),
        (Pointing | Claiming | LockedCandidates, Some(house)) => write!(
            out,
            "{name}: in {house}, {digits} lies only in {cells}, so {effects}"
        ),
        (InniesOuties, Some(_)) => {
            let houses = NamedHouses(step.houses, layout);
            let group = (0..27)
                .filter(|&bit| step.houses >> bit & 1 != 0)
                .fold(CellSet::EMPTY, |group, bit| {
                    group.union(layout.houses()[bit])
                });
            let total = 45 * step.houses.count_ones() as usize;
            let summed = |wanted: fn(&Cage, CellSet) -> bool| -> usize {
                let cages = layout.cages().iter().filter(|cage| wanted(cage, group));
                cages.map(|cage| usize::from(cage.sum)).sum()
            };
            let inside = summed(|cage, group| cage.cells.without(group).is_empty());
            let (sum, them) = match step.houses.count_ones() {
                1 => ("sums", "it"),
                _ => ("sum", "them"),
            };
            write!(out, "{name}: {houses} {sum} to {total}, ")?;
            if pattern.without(group).is_empty() {
                write!(
                    out,
                    "and the cages inside {them} to {inside}, so {cells} add up to {}, so {effects}",
                    total.saturating_sub(inside)
                )
            } else {
                let touching = summed(|cage, group| !cage.cells.intersection(group).is_empty());
                write!(
                    out,
                    "and the cages in or crossing {them} to {touching}, so {cells} outside {them} add up to {}, so {effects}",
                    touching.saturating_sub(total)
                )
            }
        }
        (NonConsecutive, Some(house)) => write!(
            out,
            "{name}: in {house}, {digits} lies only in {cells}, so a cell beside each of them \
             (or one of them) holds {digits} or sits beside it, and cannot hold a digit next to \
             it: {effects}"
        ),
        (NonConsecutive, None) => {
            let held = Digits(pattern.iter().fold(0, |all, cell| all | step.pattern[cell]));
            write!(
                out,
                "{name}: {cells} can only hold {held}, so whichever it holds, {digits} beside \
                 it would repeat it or sit next to it: {effects}"
            )
        }
        (ForcingNet, broken) if step.chain_length > 0 => {
            let nodes = chain_nodes(step);
            let (cell, digit) = nodes[0];
            write!(out, "{name}: if {} were {digit}, ", Cell(usize::from(cell)))?;
            if nodes.len() > 1 {
                let follow = match layout.cages().is_empty() {
                    true => "singles",
                    false => "singles and cage sums",
                };
                write!(
                    out,
                    "{follow} would follow ({}) and ",
                    Placements(&nodes[1..])
                )?;
            }
            match (broken, pattern.first()) {
                (Some(cage), _) if cage.bit == CAGE_BIT => {
                    write!(out, "leave {cage} no filling that makes its sum")?
                }
                (Some(house), _) => write!(out, "leave {digits} no place in {house}")?,
                (None, Some(dead)) => write!(out, "leave {} no candidate", Cell(dead))?,
                (None, None) => write!(out, "break the grid")?,
            }
            write!(out, ", so {effects}")
        }
        _ => {
            let houses = |bit| layout.houses().get(bit).copied().unwrap_or(CellSet::EMPTY);
            describe_naming(step, out, 31, named, houses, layout.segments())
        }
    }
}
