//! Basic fish: X-Wing (2 lines), Swordfish (3) and Jellyfish (4).

use crate::geometry::cells::CellSet;
use crate::geometry::digits::digit_bit;
use crate::geometry::houses::HOUSE_SETS;
use crate::logic::catalogue::Technique;
use crate::logic::cells::{gather, subsets};
use crate::logic::grid::Grid;
use crate::logic::step::Step;

/// `size` rows (or columns) in which a digit (of the mask `digits`) has its cells all in
/// the same `size` columns (or rows): the digit leaves the rest of those columns (rows).
pub fn fish(grid: &Grid, size: usize, technique: Technique, digits: u16) -> Option<Step> {
    crate::geometry::digits::digits(digits).find_map(|digit| {
        // base rows with cover columns, then base columns with cover rows
        [(0, 9), (9, 0)].into_iter().find_map(|(base, cover)| {
            let cells = grid.cells_with(digit);
            // the cover lines (9 bits) each base line's cells lie in
            let rows: [u16; 9] = std::array::from_fn(|row| cells.in_row(row));
            let spans: [u16; 9] = if base == 0 {
                rows
            } else {
                std::array::from_fn(|column| {
                    (0..9).fold(0, |span, row| span | (rows[row] >> column & 1) << row)
                })
            };
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
