//! Simple colouring: the strong links of one digit, coloured in two alternating colours.

use crate::geometry::cells::CellSet;
use crate::geometry::digits::digit_bit;
use crate::geometry::houses::PEERS;
use crate::geometry::CELLS;
use crate::logic::catalogue::Technique;
use crate::logic::cells::strong_links;
use crate::logic::grid::Grid;
use crate::logic::step::Step;

/// Colours each cluster of strong links on a digit (of the mask `digits`) in two colours.
/// If two cells of one colour see each other, that colour is false (a wrap); a cell that
/// sees both colours cannot hold the digit (a trap).
pub fn simple_colouring(grid: &Grid, digits: u16) -> Option<Step> {
    for digit in crate::geometry::digits::digits(digits) {
        let cells = grid.cells_with(digit);
        let strong = strong_links(cells);
        let mut seen = CellSet::EMPTY;
        for start in cells.iter() {
            if seen.contains(start) || strong[start].is_empty() {
                continue;
            }
            let colours = colour(&strong, start);
            seen = seen.union(colours[0]).union(colours[1]);
            if let Some(step) = use_colours(cells, digit, colours) {
                return Some(step);
            }
        }
    }
    None
}

/// The two colour classes of the cluster of strong links holding `start`.
fn colour(strong: &[CellSet; CELLS], start: usize) -> [CellSet; 2] {
    let mut classes = [CellSet::single(start), CellSet::EMPTY];
    let mut queue = [0u8; CELLS];
    let (mut head, mut tail) = (0, 1);
    queue[0] = start as u8;
    while head < tail {
        let cell = usize::from(queue[head]);
        head += 1;
        let colour = usize::from(classes[1].contains(cell));
        for next in strong[cell].iter() {
            if classes[0].contains(next) || classes[1].contains(next) {
                continue;
            }
            classes[1 - colour] = classes[1 - colour].with(next);
            queue[tail] = next as u8;
            tail += 1;
        }
    }
    classes
}

/// The step a colouring gives, if any: a wrap first, then a trap.
fn use_colours(cells: CellSet, digit: u8, colours: [CellSet; 2]) -> Option<Step> {
    let step = || {
        Step::new(Technique::SimpleColouring, digit_bit(digit))
            .because(colours[0].union(colours[1]), digit_bit(digit))
    };
    for class in colours {
        if class
            .iter()
            .any(|cell| !PEERS[cell].intersection(class).is_empty())
        {
            return Some(step().removing(class, digit));
        }
    }
    let coloured = colours[0].union(colours[1]);
    let trapped = cells.without(coloured).iter().filter(|&cell| {
        !PEERS[cell].intersection(colours[0]).is_empty()
            && !PEERS[cell].intersection(colours[1]).is_empty()
    });
    let removed = trapped.fold(CellSet::EMPTY, CellSet::with);
    (!removed.is_empty()).then(|| step().removing(removed, digit))
}
