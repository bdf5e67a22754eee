//! Simple colouring: the strong links of one digit, coloured in two alternating colours.

use super::chains::Bfs;
use crate::geometry::cells::CellSet;
use crate::geometry::digits::digit_bit;
use crate::geometry::Geometry;
use crate::geometry::CELLS;
use crate::logic::catalogue::Technique;
use crate::logic::grid::Grid;
use crate::logic::step::{Step, MAX_CHAIN};

/// Colouring search states: a cell, reached along strong links of one digit.
type ColourBfs = Bfs<CELLS>;

/// Colours each cluster of strong links on a digit (of the mask `digits`) in two colours.
/// If two cells of one colour see each other, that colour is false (a wrap); a cell that
/// sees both colours cannot hold the digit (a trap). The step's chain is the shortest path
/// of strong links that shows why: from one of the two cells of a colour that see each
/// other to the other (an odd number of nodes), or between the two cells of different
/// colours that the first trapped cell sees (an even number). A cluster whose shortest
/// such path is longer than `MAX_CHAIN` nodes gives no step. Any grid will do: its houses
/// make the strong links and its peers say what sees what.
pub fn simple_colouring(grid: &Grid<impl Geometry>, digits: u16) -> Option<Step> {
    let mut bfs = ColourBfs::new();
    for digit in crate::geometry::digits::digits(digits) {
        let cells = grid.cells_with(digit);
        let strong = grid.strong_links(digit);
        let mut seen = CellSet::EMPTY;
        for start in cells.iter() {
            if seen.contains(start) || strong[start].is_empty() {
                continue;
            }
            let colours = colour(&mut bfs, &strong, cells, start);
            seen = seen.union(colours[0]).union(colours[1]);
            let cluster = Cluster {
                grid,
                digit,
                strong: &strong,
                colours,
            };
            if let Some(step) = cluster
                .wrap(&mut bfs)
                .or_else(|| cluster.trap(&mut bfs, cells))
            {
                return Some(step);
            }
        }
    }
    None
}

/// Searches the strong links from `start` to the end of its cluster.
fn spread(bfs: &mut ColourBfs, strong: &[CellSet; CELLS], start: usize) {
    bfs.restart(start);
    while let Some(cell) = bfs.pop() {
        for next in strong[cell].iter() {
            bfs.push(cell, next);
        }
    }
}

/// The two colour classes of the cluster of strong links holding `start`, among the
/// digit's candidates `cells`: the cells at an even distance from `start`, and the rest.
fn colour(
    bfs: &mut ColourBfs,
    strong: &[CellSet; CELLS],
    cells: CellSet,
    start: usize,
) -> [CellSet; 2] {
    spread(bfs, strong, start);
    let mut classes = [CellSet::EMPTY; 2];
    for cell in cells.iter().filter(|&cell| bfs.reached(cell)) {
        let class = &mut classes[usize::from(bfs.depth[cell] % 2)];
        *class = class.with(cell);
    }
    classes
}

/// One coloured cluster of a digit's strong links in `grid`.
struct Cluster<'a, G: Geometry> {
    grid: &'a Grid<G>,
    digit: u8,
    strong: &'a [CellSet; CELLS],
    colours: [CellSet; 2],
}

impl<G: Geometry> Cluster<'_, G> {
    /// A colour two of whose cells see each other is false: the step that removes it.
    fn wrap(&self, bfs: &mut ColourBfs) -> Option<Step> {
        let class = self.colours.into_iter().find(|class| {
            class
                .iter()
                .any(|cell| !self.grid.peers(cell).intersection(*class).is_empty())
        })?;
        let ends = class
            .iter()
            .map(|cell| (cell, self.grid.peers(cell).intersection(class)));
        Some(self.step(bfs, ends)?.removing(class, self.digit))
    }

    /// The cells among `cells` that see both colours lose the digit: that step, if any.
    fn trap(&self, bfs: &mut ColourBfs, cells: CellSet) -> Option<Step> {
        let [one, other] = self.colours;
        let peers = |cell| self.grid.peers(cell);
        let trapped = cells.without(one.union(other)).iter().filter(|&cell| {
            !peers(cell).intersection(one).is_empty() && !peers(cell).intersection(other).is_empty()
        });
        let removed = trapped.fold(CellSet::EMPTY, CellSet::with);
        let first = removed.first()?;
        let ends = peers(first)
            .intersection(one)
            .iter()
            .map(|cell| (cell, peers(first).intersection(other)));
        Some(self.step(bfs, ends)?.removing(removed, self.digit))
    }

    /// The step over the whole cluster, its chain the shortest path of strong links from
    /// a cell to one of the cells paired with it in `ends`; `None` if every such path is
    /// longer than `MAX_CHAIN` nodes.
    fn step(
        &self,
        bfs: &mut ColourBfs,
        ends: impl Iterator<Item = (usize, CellSet)>,
    ) -> Option<Step> {
        let mut shortest = [0u16; MAX_CHAIN];
        let mut shortest_len = usize::MAX;
        for (from, to) in ends {
            spread(bfs, self.strong, from);
            let Some(nearest) = to.iter().min_by_key(|&cell| bfs.depth[cell]) else {
                continue;
            };
            let mut path = [0u16; MAX_CHAIN];
            if let Some(len) = bfs
                .path(nearest, &mut path)
                .filter(|&len| len < shortest_len)
            {
                (shortest, shortest_len) = (path, len);
            }
        }
        let digit = self.digit;
        let coloured = self.colours[0].union(self.colours[1]);
        let step = Step::new(Technique::SimpleColouring, digit_bit(digit))
            .because(coloured, digit_bit(digit));
        let path = shortest.get(..shortest_len)?;
        Some(path.iter().fold(step, |step, &cell| {
            step.chain_node(usize::from(cell), digit)
        }))
    }
}
