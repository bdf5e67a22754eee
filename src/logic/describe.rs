//! One-line English explanations of steps, such as
//! `Hidden single: 7 can only go in r3c5 within box 2`.
//!
//! The text is bounded: lists of cells stop after [`MAX_LISTED`] entries with
//! `and N more`, and a chain has at most `MAX_CHAIN` nodes, so every description fits in
//! [`MAX_TEXT`] bytes.

use std::fmt::{self, Write};

use super::catalogue::Technique;
use super::step::{HouseSet, Step};
use super::techniques::MAX_CHAIN_SETS;
use crate::geometry::cells::{cell_name, CellSet};
use crate::geometry::digits::{digit_bit, digits};
use crate::geometry::houses::HOUSE_SETS;
use crate::geometry::layout::{classic_bond, Bond};
use crate::geometry::segments::{Segments, CLASSIC_SEGMENTS};
use crate::geometry::CELLS;

/// The most cells a list names before `and N more`.
pub const MAX_LISTED: usize = 12;

/// The longest description, in bytes (without a terminating NUL).
pub const MAX_TEXT: usize = 511;

/// A house the way players name it: `row 3`, `column 5`, `box 2`.
pub(crate) struct House(pub usize);

impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", classic_bond(self.0))
    }
}

/// A cell as `r3c5`.
pub(crate) struct Cell(pub usize);

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = cell_name(self.0);
        f.write_str(std::str::from_utf8(&name).map_err(|_| fmt::Error)?)
    }
}

/// Writes `items` (`count` of them) joined by `, `, the last by `last_joint`; past
/// `MAX_LISTED` items, `and N more` instead of the rest.
pub(crate) fn write_list<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    items: impl Iterator<Item = T>,
    count: usize,
    last_joint: &str,
) -> fmt::Result {
    for (i, item) in items.take(MAX_LISTED).enumerate() {
        let joint = match i {
            0 => "",
            _ if i + 1 == count => last_joint,
            _ => ", ",
        };
        write!(f, "{joint}{item}")?;
    }
    if count > MAX_LISTED {
        write!(f, " and {} more", count - MAX_LISTED)?;
    }
    Ok(())
}

/// Cells as `r1c1, r1c5`.
pub(crate) struct Cells(pub CellSet);

impl fmt::Display for Cells {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_list(f, self.0.iter().map(Cell), self.0.len() as usize, ", ")
    }
}

/// Digits as `3`, `3 and 7` or `1, 4 and 7`.
pub(crate) struct Digits(pub u16);

impl fmt::Display for Digits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_list(f, digits(self.0), self.0.count_ones() as usize, " and ")
    }
}

/// Houses as `row 2 and row 7`.
struct Houses(HouseSet);

impl fmt::Display for Houses {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let houses = (0..27).filter(|&house| self.0 >> house & 1 != 0);
        let count = houses.clone().count();
        write_list(f, houses.map(House), count, " and ")
    }
}

/// A placement as `r3c4=7`.
struct Placed(u8, u8);

impl fmt::Display for Placed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", Cell(usize::from(self.0)), self.1)
    }
}

/// Placements as `r3c4=7, r5c6=2`.
pub(crate) struct Placements<'a>(pub &'a [(u8, u8)]);

impl fmt::Display for Placements<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let placed = self.0.iter().map(|&(cell, digit)| Placed(cell, digit));
        write_list(f, placed, self.0.len(), ", ")
    }
}

/// The cells of a step's pattern.
pub(crate) fn pattern_cells(step: &Step) -> CellSet {
    (0..CELLS)
        .filter(|&cell| step.pattern[cell] != 0)
        .fold(CellSet::EMPTY, CellSet::with)
}

/// The first placement, if any.
pub(crate) fn placement(step: &Step) -> Option<(usize, u8)> {
    (0..CELLS).find_map(|cell| (step.placements[cell] != 0).then(|| (cell, step.placements[cell])))
}

/// The lowest of the step's houses whose bond `wanted` accepts.
fn house_of_kind(step: &Step, wanted: fn(Bond) -> bool) -> Option<usize> {
    (0..27).find(|&house| step.houses >> house & 1 != 0 && wanted(classic_bond(house)))
}

fn is_box(bond: Bond) -> bool {
    matches!(bond, Bond::Box(_))
}

fn is_row(bond: Bond) -> bool {
    matches!(bond, Bond::Row(_))
}

fn is_column(bond: Bond) -> bool {
    matches!(bond, Bond::Column(_))
}

/// The step's effects: `r3c5 is 7` for each placement, then `3 leaves r1c2, r1c9` per
/// digit eliminated; after `MAX_LISTED` cells in all, `and N more`.
pub(crate) struct Effects<'a>(pub &'a Step);

impl fmt::Display for Effects<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let step = self.0;
        let (mut listed, mut left_out) = (0, 0);
        for cell in (0..CELLS).filter(|&cell| step.placements[cell] != 0) {
            if listed == MAX_LISTED {
                left_out += 1;
                continue;
            }
            let separator = if listed > 0 { "; " } else { "" };
            write!(f, "{separator}{} is {}", Cell(cell), step.placements[cell])?;
            listed += 1;
        }
        for digit in 1..=9 {
            let mut named = false;
            for cell in (0..CELLS).filter(|&cell| step.eliminations[cell] & digit_bit(digit) != 0) {
                if listed == MAX_LISTED {
                    left_out += 1;
                    continue;
                }
                let separator = match (named, listed) {
                    (true, _) => ", ",
                    (false, 0) => "",
                    (false, _) => "; ",
                };
                if !named {
                    write!(f, "{separator}{digit} leaves ")?;
                    named = true;
                } else {
                    f.write_str(separator)?;
                }
                write!(f, "{}", Cell(cell))?;
                listed += 1;
            }
        }
        match (listed, left_out) {
            (0, 0) => f.write_str("nothing changes"),
            (_, 0) => Ok(()),
            (_, more) => write!(f, " and {more} more"),
        }
    }
}

/// A fish step's houses, told apart: its base lines hold no eliminated cell, its cover
/// lines do; its fins are the pattern's cells outside the covers.
struct Fish {
    base: HouseSet,
    cover: HouseSet,
    fins: CellSet,
}

impl Fish {
    fn of(step: &Step) -> Fish {
        const ROWS: HouseSet = 0x1ff;
        const COLUMNS: HouseSet = 0x1ff << 9;
        let eliminated = (0..CELLS)
            .filter(|&cell| step.eliminations[cell] != 0)
            .fold(CellSet::EMPTY, CellSet::with);
        let touches = |houses: HouseSet| {
            (0..27)
                .any(|h| houses >> h & 1 != 0 && !HOUSE_SETS[h].intersection(eliminated).is_empty())
        };
        let (base, cover) = if touches(step.houses & ROWS) {
            (step.houses & COLUMNS, step.houses & ROWS)
        } else {
            (step.houses & ROWS, step.houses & COLUMNS)
        };
        let covered = (0..27)
            .filter(|&h| cover >> h & 1 != 0)
            .fold(CellSet::EMPTY, |set, h| set.union(HOUSE_SETS[h]));
        Fish {
            base,
            cover,
            fins: pattern_cells(step).without(covered),
        }
    }
}

/// A chain node in Eureka notation: `(5)r1c1`, or a group in a segment of `Segments` as
/// `(5)r1c23` or `(5)r45c7` (its cells: the segment's cells that hold the digit in the
/// step's pattern, or the whole segment if none does).
struct Node<'a>(&'a Step, u8, u8, &'a Segments);

impl fmt::Display for Node<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Node(step, place, digit, segments) = *self;
        let Some(segment) = usize::from(place).checked_sub(CELLS) else {
            return write!(f, "({digit}){}", Cell(usize::from(place)));
        };
        let whole = segments.cells(segment);
        let held = whole
            .iter()
            .filter(|&cell| step.pattern[cell] & digit_bit(digit) != 0)
            .fold(CellSet::EMPTY, CellSet::with);
        let cells = if held.is_empty() { whole } else { held };
        let first = cells.first().unwrap_or(0);
        let (row, column) = (first / 9 + 1, first % 9 + 1);
        write!(f, "({digit})")?;
        if segments.crossing(segment).is_some_and(|(line, _)| line < 9) {
            write!(f, "r{row}c")?;
            cells
                .iter()
                .try_for_each(|cell| write!(f, "{}", cell % 9 + 1))
        } else {
            f.write_str("r")?;
            cells
                .iter()
                .try_for_each(|cell| write!(f, "{}", cell / 9 + 1))?;
            write!(f, "c{column}")
        }
    }
}

/// The chain in AIC notation: `(5)r1c1=(5)r1c5-(5)r3c5=(5)r3c9`; a colouring's links are
/// all strong.
struct Chain<'a>(&'a Step, &'a Segments);

impl fmt::Display for Chain<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Chain(step, segments) = *self;
        let all_strong = step.technique == Technique::SimpleColouring;
        for (i, &(cell, digit)) in chain_nodes(step).iter().enumerate() {
            let link = match i {
                0 => "",
                _ if i % 2 == 1 || all_strong => "=",
                _ => "-",
            };
            write!(f, "{link}{}", Node(step, cell, digit, segments))?;
        }
        Ok(())
    }
}

/// The step's chain nodes.
pub(crate) fn chain_nodes(step: &Step) -> &[(u8, u8)] {
    &step.chain[..usize::from(step.chain_length).min(step.chain.len())]
}

/// The sets of an ALS step's chain: runs of nodes with one digit.
fn als_sets(step: &Step) -> impl Iterator<Item = &[(u8, u8)]> {
    chain_nodes(step).chunk_by(|one, other| one.1 == other.1)
}

/// Writes the one-line explanation of `step`.
pub fn describe(step: &Step, out: &mut impl Write) -> fmt::Result {
    let houses = |house| HOUSE_SETS[house];
    describe_naming(step, out, 27, House, houses, &CLASSIC_SEGMENTS)
}

/// [`describe`], the step's houses below bit `bits`, each named by `name_house` (its bit);
/// `house_cells` gives the cells of a row, column or region (bits 0-26), `segments` the
/// segments a grouped chain's groups lie in.
pub(crate) fn describe_naming<H: fmt::Display>(
    step: &Step,
    out: &mut impl Write,
    bits: u32,
    name_house: impl Fn(usize) -> H,
    house_cells: impl Fn(usize) -> CellSet,
    segments: &Segments,
) -> fmt::Result {
    use Technique::*;
    let name = step.technique.name();
    let effects = Effects(step);
    let cells = Cells(pattern_cells(step));
    let digits = Digits(step.digits);
    let first_house = (0..bits as usize)
        .find(|&house| step.houses >> house & 1 != 0)
        .map(&name_house);
    match (step.technique, placement(step), first_house) {
        (FullHouse, Some((cell, digit)), Some(house)) => write!(
            out,
            "{name}: {} is the last empty cell in {house}, so it is {digit}",
            Cell(cell)
        ),
        (HiddenSingle, Some((cell, digit)), Some(house)) => write!(
            out,
            "{name}: {digit} can only go in {} within {house}",
            Cell(cell)
        ),
        (NakedSingle, Some((cell, digit)), _) => {
            write!(out, "{name}: {} can only be {digit}", Cell(cell))
        }
        (BugPlusOne, Some((cell, digit)), _) => write!(
            out,
            "{name}: every empty cell but {} holds two candidates, and {digit} is a candidate three times in each of its houses, so {effects}",
            Cell(cell)
        ),
        (SolutionDigit, Some((cell, digit)), _) => write!(
            out,
            "No technique applies: {} is {digit} in the solution",
            Cell(cell)
        ),
        (Pointing | Claiming, _, _) => {
            let block = house_of_kind(step, is_box).map(House);
            let line = house_of_kind(step, is_row)
                .or_else(|| house_of_kind(step, is_column))
                .map(House);
            match (block, line) {
                (Some(block), Some(line)) if step.technique == Pointing => write!(
                    out,
                    "{name}: in {block}, {digits} lies only in {line}, so {effects}"
                ),
                (Some(block), Some(line)) => write!(
                    out,
                    "{name}: in {line}, {digits} lies only in {block}, so {effects}"
                ),
                _ => write!(out, "{name}: {digits} in {cells}, so {effects}"),
            }
        }
        (NakedPair | NakedTriple | NakedQuad, _, Some(house)) => write!(
            out,
            "{name}: {cells} hold only {digits} in {house}, so {effects}"
        ),
        (HiddenPair | HiddenTriple | HiddenQuad, _, Some(house)) => write!(
            out,
            "{name}: in {house}, {digits} fit only in {cells}, so {effects}"
        ),
        (
            XWing | Swordfish | Jellyfish | FinnedXWing | SashimiXWing | FinnedSwordfish
            | SashimiSwordfish | FinnedJellyfish | SashimiJellyfish,
            _,
            _,
        ) => {
            let fish = Fish::of(step);
            write!(
                out,
                "{name}: {digits} with base {}, cover {}",
                Houses(fish.base),
                Houses(fish.cover)
            )?;
            if !fish.fins.is_empty() {
                let block = house_of_kind(step, is_box).map(&name_house);
                write!(out, ", fins {}", Cells(fish.fins))?;
                if let Some(block) = block {
                    write!(out, " in {block}")?;
                }
            }
            write!(out, ", so {effects}")
        }
        (
            Skyscraper | TwoStringKite | TurbotFish | XChain | XyChain | Aic
            | ContinuousNiceLoop | GroupedAic | GroupedContinuousNiceLoop,
            _,
            _,
        )
            if step.chain_length > 0 =>
        {
            write!(out, "{name}: {}, so {effects}", Chain(step, segments))
        }
        (ForcingNet, _, broken_house) if step.chain_length > 0 => {
            let nodes = chain_nodes(step);
            let (cell, digit) = nodes[0];
            write!(out, "{name}: if {} were {digit}, ", Cell(usize::from(cell)))?;
            if nodes.len() > 1 {
                write!(out, "singles would follow ({}) and ", Placements(&nodes[1..]))?;
            }
            match (broken_house, pattern_cells(step).first()) {
                (Some(house), _) => write!(out, "leave {digits} no place in {house}")?,
                (None, Some(dead)) => write!(out, "leave {} no candidate", Cell(dead))?,
                (None, None) => write!(out, "break the grid")?,
            }
            write!(out, ", so {effects}")
        }
        (SimpleColouring, _, _) if step.chain_length > 0 => {
            let nodes = chain_nodes(step);
            let (first, last) = (Cell(usize::from(nodes[0].0)), Cell(usize::from(nodes[nodes.len() - 1].0)));
            write!(out, "{name} on {digits}: the colours alternate along {}, ", Chain(step, segments))?;
            if nodes.len() % 2 == 1 {
                write!(out, "so {first} and {last} share a colour but see each other: that colour is false, and {effects}")
            } else {
                write!(out, "so {first} or {last} is {digits}, and a cell that sees both colours is not: {effects}")
            }
        }
        (AlsXz | AlsXyWing | AlsChain, _, _)
            if step.chain_length > 0 && als_sets(step).count() <= MAX_CHAIN_SETS =>
        {
            write!(out, "{name}: ")?;
            let nodes = chain_nodes(step);
            let mut link = None;
            for set in als_sets(step) {
                if let Some(x) = link {
                    write!(out, " -{x}- ")?;
                }
                link = Some(set[0].1);
                let held = set.iter().fold(0, |mask, &(cell, _)| mask | step.pattern[usize::from(cell)]);
                let cells = set.iter().fold(CellSet::EMPTY, |cells, &(cell, _)| cells.with(usize::from(cell)));
                write!(out, "{} (", Cells(cells))?;
                crate::geometry::digits::digits(held).try_for_each(|d| write!(out, "{d}"))?;
                write!(out, ")")?;
            }
            let z = nodes[nodes.len() - 1].1;
            write!(out, ", so one end set holds {z}: {effects}")
        }
        (RemotePair, _, _) if step.chain_length > 0 => {
            write!(out, "{name} on {digits}: {}, so {effects}", Chain(step, segments))
        }
        (EmptyRectangle, _, _) if step.chain_length > 0 => {
            let block = house_of_kind(step, is_box).map(&name_house);
            let row = house_of_kind(step, is_row).map(House);
            let column = house_of_kind(step, is_column).map(House);
            match (block, row, column) {
                (Some(block), Some(row), Some(column)) => write!(
                    out,
                    "{name}: in {block}, {digits} lies only in {row} and {column}, and {}, so {effects}",
                    Chain(step, segments)
                ),
                _ => write!(out, "{name}: {}, so {effects}", Chain(step, segments)),
            }
        }
        (
            UniqueRectangle1 | UniqueRectangle2 | UniqueRectangle3 | UniqueRectangle4
            | UniqueRectangle5 | UniqueRectangle6 | HiddenRectangle,
            _,
            _,
        ) => write!(
            out,
            "{name}: {cells} must not hold only {digits}, a deadly rectangle, so {effects}"
        ),
        (AvoidableRectangle1 | AvoidableRectangle2, _, _) => write!(
            out,
            "{name}: {cells} hold no given and must not end holding only {digits} crosswise, a deadly rectangle, so {effects}"
        ),
        (SueDeCoq, _, _) => {
            let block = house_of_kind(step, is_box);
            let line = house_of_kind(step, is_row)
                .or_else(|| house_of_kind(step, is_column));
            match (block, line) {
                (Some(block), Some(line)) => {
                    let (in_box, in_line) = (house_cells(block), house_cells(line));
                    let pattern = pattern_cells(step);
                    let core = pattern.intersection(in_box).intersection(in_line);
                    let core_digits = core.iter().fold(0, |mask, cell| mask | step.pattern[cell]);
                    let block = name_house(block);
                    write!(
                        out,
                        "{name}: {} where {block} meets {} hold {}, with {} in the line and {} in {block}, so {effects}",
                        Cells(core),
                        name_house(line),
                        Digits(core_digits),
                        Cells(pattern.intersection(in_line).without(core)),
                        Cells(pattern.intersection(in_box).without(core)),
                    )
                }
                _ => write!(out, "{name}: {cells} ({digits}), so {effects}"),
            }
        }
        _ => write!(out, "{name}: {cells} ({digits}), so {effects}"),
    }
}

/// A fixed buffer that collects a description without allocating.
#[derive(Clone)]
pub struct Text {
    bytes: [u8; MAX_TEXT],
    len: usize,
}

impl Text {
    /// The text `write` writes, which must fit in [`MAX_TEXT`] bytes.
    pub fn written(write: impl FnOnce(&mut Text) -> fmt::Result) -> Text {
        let mut text = Text {
            bytes: [0; MAX_TEXT],
            len: 0,
        };
        write(&mut text).expect("every description fits in MAX_TEXT bytes");
        text
    }

    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len]
    }

    pub fn as_str(&self) -> &str {
        std::str::from_utf8(self.as_bytes()).expect("descriptions are ASCII")
    }
}

impl Write for Text {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        let free = self.bytes.get_mut(self.len..end).ok_or(fmt::Error)?;
        free.copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::step::MAX_CHAIN;

    #[test]
    fn the_longest_step_still_fits() {
        // chains of one digit, of a digit per node (as many ALSs as nodes), of a digit per
        // four nodes (as many ALSs as a chain holds); the last group is the longest node,
        // in the chains that have groups
        let grouped = [Technique::GroupedAic, Technique::GroupedContinuousNiceLoop];
        let shapes = Technique::ALL
            .into_iter()
            .flat_map(|t| [(t, 80, 24), (t, 80, 1), (t, 80, 4)]);
        for (technique, node, run) in shapes.chain(grouped.map(|t| (t, 134, 24))) {
            let mut step = Step::new(technique, 0x1ff);
            step.houses = (1 << 27) - 1;
            step.pattern = [0x1ff; CELLS];
            step.placements = [9; CELLS];
            step.eliminations = [0x1ff; CELLS];
            step.chain = std::array::from_fn(|i| (node, 9 - (i / run % 2) as u8));
            step.chain_length = MAX_CHAIN as u8;
            let text = Text::written(|out| describe(&step, out));
            assert!(
                text.as_str().starts_with(technique.name())
                    || technique == Technique::SolutionDigit
            );
        }
    }

    #[test]
    fn a_hidden_single_reads_as_players_say_it() {
        let step = Step::new(Technique::HiddenSingle, digit_bit(7))
            .in_house(19)
            .because(CellSet::single(22), digit_bit(7))
            .placing(22, 7);
        assert_eq!(
            Text::written(|out| describe(&step, out)).as_str(),
            "Hidden single: 7 can only go in r3c5 within box 2"
        );
        let step = Step::new(Technique::NakedPair, digit_bit(3) | digit_bit(7))
            .in_house(0)
            .because(CellSet::single(0).with(4), digit_bit(3) | digit_bit(7))
            .removing(CellSet::single(1), 3)
            .removing(CellSet::single(8), 7)
            .removing(CellSet::single(8), 3);
        assert_eq!(
            Text::written(|out| describe(&step, out)).as_str(),
            "Naked pair: r1c1, r1c5 hold only 3 and 7 in row 1, so 3 leaves r1c2, r1c9; 7 leaves r1c9"
        );
    }
}
