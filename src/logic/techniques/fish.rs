//! Fish: X-Wing (2 lines), Swordfish (3) and Jellyfish (4), basic, finned and sashimi.

use crate::geometry::cells::CellSet;
use crate::geometry::digits::digit_bit;
use crate::geometry::houses::HOUSE_SETS;
use crate::geometry::Geometry;
use crate::logic::catalogue::Technique;
use crate::logic::cells::{gather, subsets};
use crate::logic::grid::Grid;
use crate::logic::step::Step;

/// For each row, the columns (9 bits) of `cells` in it; for each column, the rows.
fn line_spans(cells: CellSet) -> [[u16; 9]; 2] {
    let rows: [u16; 9] = std::array::from_fn(|row| cells.in_row(row));
    let columns = std::array::from_fn(|column| {
        (0..9).fold(0, |span, row| span | (rows[row] >> column & 1) << row)
    });
    [rows, columns]
}

/// `size` rows (or columns) in which a digit (of the mask `digits`) has its cells all in
/// the same `size` columns (or rows): the digit leaves the rest of those columns (rows).
/// Rows and columns are houses under every rule set, so any grid will do.
pub fn fish(
    grid: &Grid<impl Geometry>,
    size: usize,
    technique: Technique,
    digits: u16,
) -> Option<Step> {
    crate::geometry::digits::digits(digits).find_map(|digit| {
        // base rows with cover columns, then base columns with cover rows
        let cells = grid.cells_with(digit);
        let [rows, columns] = line_spans(cells);
        [(0, 9, rows), (9, 0, columns)]
            .into_iter()
            .find_map(|(base, cover, spans)| {
                let mut room = [0usize; 9];
                let lines = gather(
                    (0..9).filter(|&line| (2..=size as u32).contains(&spans[line].count_ones())),
                    &mut room,
                );
                subsets(lines, size, |line| spans[line], &mut |chosen, covers| {
                    let base_cells = chosen.iter().fold(CellSet::EMPTY, |set, &line| {
                        set.union(HOUSE_SETS[base + line])
                    });
                    let cover_cells = (0..9)
                        .filter(|&line| covers >> line & 1 != 0)
                        .fold(CellSet::EMPTY, |set, line| {
                            set.union(HOUSE_SETS[cover + line])
                        });
                    let removed = cells.intersection(cover_cells).without(base_cells);
                    if removed.is_empty() {
                        return None;
                    }
                    let mut step = Step::new(technique, digit_bit(digit))
                        .because(cells.intersection(base_cells), digit_bit(digit))
                        .removing(removed, digit);
                    for &line in chosen {
                        step = step.in_house(base + line);
                    }
                    for line in (0..9).filter(|&line| covers >> line & 1 != 0) {
                        step = step.in_house(cover + line);
                    }
                    Some(step)
                })
            })
    })
}

/// A finned fish: `size` base rows (or columns) whose cells of a digit (of the mask
/// `digits`) lie in `size` cover columns (rows) but for some fins, all in one box. Either
/// a fin holds the digit, or the fish does; both ways, the cells of the cover lines in the
/// fins' box, outside the base lines, lose it. Sashimi when a base line has one cell in the
/// covers only (without its fins the fish would be degenerate); `sashimi` picks which kind
/// is looked for.
pub fn finned_fish(
    grid: &Grid,
    size: usize,
    sashimi: bool,
    technique: Technique,
    digits: u16,
) -> Option<Step> {
    let wanted = Kind { size, sashimi };
    crate::geometry::digits::digits(digits).find_map(|digit| {
        let [rows, columns] = line_spans(grid.cells_with(digit));
        [(Orientation::Rows, rows), (Orientation::Columns, columns)]
            .into_iter()
            .find_map(|(orientation, spans)| {
                let fish = find_finned(&spans, wanted)?;
                Some(fish.step(orientation, &spans, digit, technique))
            })
    })
}

/// What a finned search looks for.
#[derive(Clone, Copy)]
struct Kind {
    size: usize,
    sashimi: bool,
}

/// Whether base lines are rows (covers columns) or columns (covers rows).
#[derive(Clone, Copy)]
enum Orientation {
    Rows,
    Columns,
}

impl Orientation {
    /// The cell at position `at` of base line `line`.
    fn cell(self, line: usize, at: usize) -> usize {
        match self {
            Orientation::Rows => line * 9 + at,
            Orientation::Columns => at * 9 + line,
        }
    }

    /// The house of base line `line`, and of cover line `line`.
    fn houses(self, line: usize) -> (usize, usize) {
        match self {
            Orientation::Rows => (line, 9 + line),
            Orientation::Columns => (9 + line, line),
        }
    }

    /// The box where base lines of group `group` cross covers of group `cover_group`.
    fn block(self, group: usize, cover_group: usize) -> usize {
        match self {
            Orientation::Rows => 3 * group + cover_group,
            Orientation::Columns => 3 * cover_group + group,
        }
    }
}

/// A finned fish found in 9-bit spans: its base lines, covers, the group of three base
/// lines the fins lie in and the group of three covers, and what it removes (per line of
/// the fins' group outside the base, the cover positions).
struct Finned {
    lines: u16,
    covers: u16,
    group: usize,
    cover_group: usize,
    removed: [u16; 3],
}

/// The bits of `mask` one at a time, lowest first.
fn bits(mut mask: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            bit
        })
    })
}

/// Calls `visit` with each set of `size` bits of `mask`, in increasing order of the sets
/// read as numbers, until it gives `Some`.
fn choose<R>(mask: u16, size: usize, mut visit: impl FnMut(u16) -> Option<R>) -> Option<R> {
    let mut positions = [0usize; 9];
    let count = bits(mask)
        .zip(positions.iter_mut())
        .map(|(bit, slot)| *slot = bit)
        .count();
    if size == 0 || size > count {
        return None;
    }
    // Gosper's hack over the indices of `mask`'s bits
    let mut chosen: u32 = (1 << size) - 1;
    while chosen < 1 << count {
        let lines = (0..count)
            .filter(|&i| chosen >> i & 1 != 0)
            .fold(0u16, |set, i| set | 1 << positions[i]);
        if let Some(found) = visit(lines) {
            return Some(found);
        }
        let lowest = chosen & chosen.wrapping_neg();
        let next = chosen + lowest;
        chosen = next | (((next ^ chosen) >> 2) / lowest);
    }
    None
}

/// The first finned fish of the kind `wanted` over `spans` (for each base line, the cover
/// positions holding the digit) that removes something.
fn find_finned(spans: &[u16; 9], wanted: Kind) -> Option<Finned> {
    // a base line holds two cells or more (one is a hidden single), and at most the covers
    // and the three positions of the fins' box
    let usable = bits(0x1ff)
        .filter(|&line| (2..=wanted.size as u32 + 3).contains(&spans[line].count_ones()))
        .fold(0u16, |mask, line| mask | 1 << line);
    choose(usable, wanted.size, |lines| {
        let union = bits(lines).fold(0, |union, line| union | spans[line]);
        if union.count_ones() as usize > wanted.size + 3 {
            return None;
        }
        (0..3)
            .filter(|&group| lines >> (3 * group) & 7 != 0)
            .find_map(|group| {
                (0..3).find_map(|cover_group| finned_at(spans, wanted, lines, group, cover_group))
            })
    })
}

/// The finned fish with base `lines` and fins where base group `group` meets cover group
/// `cover_group`, if one of the kind `wanted` removes something.
fn finned_at(
    spans: &[u16; 9],
    wanted: Kind,
    lines: u16,
    group: usize,
    cover_group: usize,
) -> Option<Finned> {
    let boxed = 7u16 << (3 * cover_group);
    let in_group = |line: usize| line / 3 == group;
    // covers every base cell outside the box needs; the box's own positions may be covers
    let needed = bits(lines).fold(0, |needed, line| {
        needed | spans[line] & if in_group(line) { !boxed } else { 0x1ff }
    });
    let inside = bits(lines)
        .filter(|&line| in_group(line))
        .fold(0, |inside, line| inside | spans[line] & boxed);
    let extra = wanted.size.checked_sub(needed.count_ones() as usize)?;
    if inside == 0 {
        return None;
    }
    let optional = inside & !needed;
    // the subsets of `optional` of `extra` positions
    let mut more = optional;
    loop {
        if more.count_ones() as usize == extra {
            let covers = needed | more;
            let fins = bits(lines).any(|line| in_group(line) && spans[line] & !covers != 0);
            let kept = bits(lines).map(|line| (spans[line] & covers).count_ones());
            let fewest = kept.min().unwrap_or(0);
            if fins && fewest > 0 && (fewest == 1) == wanted.sashimi {
                let removed: [u16; 3] = std::array::from_fn(|i| {
                    let line = 3 * group + i;
                    if lines >> line & 1 != 0 {
                        0
                    } else {
                        spans[line] & covers & boxed
                    }
                });
                if removed != [0; 3] {
                    return Some(Finned {
                        lines,
                        covers,
                        group,
                        cover_group,
                        removed,
                    });
                }
            }
        }
        if more == 0 {
            return None;
        }
        more = (more - 1) & optional;
    }
}

impl Finned {
    /// The step: the base cells in the pattern, the base lines, covers and fins' box as its
    /// houses.
    fn step(
        &self,
        orientation: Orientation,
        spans: &[u16; 9],
        digit: u8,
        technique: Technique,
    ) -> Step {
        let bit = digit_bit(digit);
        let block = orientation.block(self.group, self.cover_group);
        let mut step = Step::new(technique, bit).in_house(18 + block);
        for line in bits(self.lines) {
            for at in bits(spans[line]) {
                step = step.because(CellSet::single(orientation.cell(line, at)), bit);
            }
            step = step.in_house(orientation.houses(line).0);
        }
        for line in bits(self.covers) {
            step = step.in_house(orientation.houses(line).1);
        }
        for (i, &positions) in self.removed.iter().enumerate() {
            for at in bits(positions) {
                let cell = orientation.cell(3 * self.group + i, at);
                step = step.removing(CellSet::single(cell), digit);
            }
        }
        step
    }
}

/// The most positions of a finned fish's base lines outside its covers, by the fish's size:
/// three for an X-Wing (a box's width), two for larger fish, whose base sets and covers
/// would otherwise multiply the search several times over.
const fn most_fin_positions(size: usize) -> u32 {
    if size == 2 {
        3
    } else {
        2
    }
}

/// A finned fish with its fins anywhere: `size` base rows (or columns) whose cells of a
/// digit (of the mask `digits`) lie in `size` cover columns (rows) but for fins in at most
/// three other positions. Either a fin holds the digit, or the fish does; both ways, a cell
/// of the covers outside the base lines that sees every fin (through any house or rule of
/// `grid`) loses it. Sashimi as for [`finned_fish`]. On the classic grid such fins lie in
/// one box; under rules a diagonal, a window, a cage or a move may join them to a cell.
pub fn finned_fish_seen(
    grid: &Grid<impl Geometry>,
    size: usize,
    sashimi: bool,
    technique: Technique,
    digits: u16,
) -> Option<Step> {
    crate::geometry::digits::digits(digits).find_map(|digit| {
        let cells = grid.cells_with(digit);
        let [rows, columns] = line_spans(cells);
        [(Orientation::Rows, rows), (Orientation::Columns, columns)]
            .into_iter()
            .find_map(|(orientation, spans)| {
                let widest = size as u32 + most_fin_positions(size);
                let usable = bits(0x1ff)
                    .filter(|&line| (2..=widest).contains(&spans[line].count_ones()))
                    .fold(0u16, |mask, line| mask | 1 << line);
                choose(usable, size, |lines| {
                    let union = bits(lines).fold(0, |union, line| union | spans[line]);
                    let elsewhere = bits(0x1ff & !lines).fold(0, |all, line| all | spans[line]);
                    let fins_possible = (size as u32 + 1..=widest).contains(&union.count_ones());
                    if !fins_possible || union & elsewhere == 0 {
                        return None;
                    }
                    let fish = FinnedSeen::new(grid, orientation, &spans, (lines, union));
                    let kind = Kind { size, sashimi };
                    // a position whose base cells see no cell a fish could remove is a cover
                    let reach =
                        bits(union).fold(CellSet::EMPTY, |all, at| all.union(fish.beyond[at]));
                    let covering = bits(union)
                        .filter(|&at| fish.sight[at].intersection(reach).is_empty())
                        .fold(0u16, |mask, at| mask | 1 << at);
                    let more = size.checked_sub(covering.count_ones() as usize)?;
                    if more == 0 {
                        return fish.step(covering, digit, kind, technique);
                    }
                    choose(union & !covering, more, |extra| {
                        fish.step(covering | extra, digit, kind, technique)
                    })
                })
            })
    })
}

/// The base lines of a fish for [`finned_fish_seen`] and the positions of their cells, and
/// for each position (a cover line's index) the cells that see every base cell there, and
/// the cells there outside the base lines that hold the digit.
struct FinnedSeen<'a> {
    orientation: Orientation,
    spans: &'a [u16; 9],
    lines: u16,
    union: u16,
    sight: [CellSet; 9],
    beyond: [CellSet; 9],
}

impl<'a> FinnedSeen<'a> {
    fn new(
        grid: &Grid<impl Geometry>,
        orientation: Orientation,
        spans: &'a [u16; 9],
        (lines, union): (u16, u16),
    ) -> FinnedSeen<'a> {
        let cell = |line, at| orientation.cell(line, at);
        let holding =
            |lines: u16, at: usize| bits(lines).filter(move |&line| spans[line] >> at & 1 != 0);
        let sight = std::array::from_fn(|at| {
            holding(lines, at).fold(CellSet::ALL, |seen, line| {
                seen.intersection(grid.peers(cell(line, at)))
            })
        });
        let beyond = std::array::from_fn(|at| {
            holding(0x1ff & !lines, at).fold(CellSet::EMPTY, |set, line| set.with(cell(line, at)))
        });
        FinnedSeen {
            orientation,
            spans,
            lines,
            union,
            sight,
            beyond,
        }
    }

    /// The step with `covers`, if the fish has fins, is of the kind `wanted` asks, and
    /// removes the digit from some cell.
    fn step(&self, covers: u16, digit: u8, wanted: Kind, technique: Technique) -> Option<Step> {
        let spans = self.spans;
        let fins = self.union & !covers;
        let fewest = bits(self.lines)
            .map(|line| (spans[line] & covers).count_ones())
            .min()?;
        if fins == 0 || fewest == 0 || (fewest == 1) != wanted.sashimi {
            return None;
        }
        let seeing_fins =
            bits(fins).fold(CellSet::ALL, |seen, at| seen.intersection(self.sight[at]));
        let removed = bits(covers).fold(CellSet::EMPTY, |set, at| {
            set.union(self.beyond[at].intersection(seeing_fins))
        });
        if removed.is_empty() {
            return None;
        }
        let bit = digit_bit(digit);
        let base = bits(self.lines).fold(CellSet::EMPTY, |set, line| {
            bits(spans[line]).fold(set, |set, at| set.with(self.orientation.cell(line, at)))
        });
        let mut step = Step::new(technique, bit)
            .because(base, bit)
            .removing(removed, digit);
        for line in bits(self.lines) {
            step = step.in_house(self.orientation.houses(line).0);
        }
        for line in bits(covers) {
            step = step.in_house(self.orientation.houses(line).1);
        }
        Some(step)
    }
}
