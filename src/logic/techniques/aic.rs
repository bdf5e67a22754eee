//! Alternating inference chains (AICs) over every candidate: nodes `a = b - c = d ...`,
//! strong links (`=`: if one is false the other is true; the two places of a digit in a
//! house, or the two digits of a bivalue cell) alternating with weak ones (`-`: if one is
//! true the other is false; one digit in two places that see each other, or two digits of
//! one cell), from a strong link to a strong link. One end is true, so every candidate
//! that sees both ends is false. This covers the discontinuous nice loops too: a
//! candidate that sees both ends of a chain is where such a loop starts and ends; a chain
//! whose ends see each other is a continuous nice loop.
//!
//! A node is a candidate, or, in grouped chains, a group: every candidate of a digit in
//! one segment (where a line crosses a region), two or more of them. A group is true when
//! one of its cells holds the digit, and sees the cells that see all of its own. Chains
//! run on any grid: their strong links lie in its houses (for a group, those that hold all
//! its cells), their weak ones between its peers.

use std::cmp::Reverse;

use super::chains::Bfs;
use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, digits};
use crate::geometry::segments::MAX_SEGMENTS;
use crate::geometry::Geometry;
use crate::geometry::CELLS;
use crate::logic::catalogue::Technique;
use crate::logic::grid::Grid;
use crate::logic::step::{Step, MAX_CHAIN};

/// The nodes: a candidate `cell * 9 + digit - 1`, then a group `CELLS * 9 + segment * 9
/// + digit - 1`.
const NODES: usize = (CELLS + MAX_SEGMENTS) * 9;

/// AIC search states: `node * 2 + (1 when the node is true, 0 when false)`.
type AicBfs = Bfs<{ NODES * 2 }>;

/// A node: a candidate (`place` a cell) or a group (`place` is `CELLS` + its segment).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Node {
    place: usize,
    digit: u8,
}

impl Node {
    fn candidate(cell: usize, digit: u8) -> Node {
        Node { place: cell, digit }
    }

    fn group(segment: usize, digit: u8) -> Node {
        Node {
            place: CELLS + segment,
            digit,
        }
    }

    fn index(self) -> usize {
        self.place * 9 + usize::from(self.digit) - 1
    }

    fn of_index(index: usize) -> Node {
        Node {
            place: index / 9,
            digit: (index % 9) as u8 + 1,
        }
    }

    fn state(self, true_: bool) -> usize {
        self.index() * 2 + usize::from(true_)
    }

    fn of_state(state: usize) -> (Node, bool) {
        (Node::of_index(state / 2), state % 2 == 1)
    }

    fn is_group(self) -> bool {
        self.place >= CELLS
    }

    /// The cells whose candidate `digit` the node is.
    fn cells(self, grid: &Grid<impl Geometry>) -> CellSet {
        match self.place.checked_sub(CELLS) {
            None => CellSet::single(self.place),
            Some(segment) => grid
                .segments()
                .cells(segment)
                .intersection(grid.cells_with(self.digit)),
        }
    }

    /// The cells where `digit` is a candidate that this node sees (is weakly linked to):
    /// its own digit where every cell of the node is seen, another digit in a candidate's
    /// own cell.
    fn seen(self, grid: &Grid<impl Geometry>, digit: u8) -> CellSet {
        if digit == self.digit {
            let cells = self.cells(grid);
            grid.common_peers(cells)
                .intersection(grid.cells_with(digit))
        } else if !self.is_group() && grid.candidates(self.place) & digit_bit(digit) != 0 {
            CellSet::single(self.place)
        } else {
            CellSet::EMPTY
        }
    }
}

/// The group of `digit` that is exactly `cells` (two or more), if any.
fn group_of(grid: &Grid<impl Geometry>, cells: CellSet, digit: u8) -> Option<Node> {
    let first = cells.first()?;
    if cells.len() < 2 {
        return None;
    }
    let segments = grid.segments();
    segments
        .of_cell(first)
        .find(|&segment| segments.cells(segment).intersection(grid.cells_with(digit)) == cells)
        .map(|segment| Node::group(segment, digit))
}

/// The AIC that eliminates the most (HoDoKu's choice among chains), the shortest on a tie,
/// found from the candidates it eliminates: assuming one true, the search follows weak
/// links from true nodes and strong links from false ones, and stops at the shortest
/// chain where the candidate itself turns out false. The nodes between are the chain,
/// and everything that sees both its ends goes. With `grouped`, groups are nodes too.
pub fn aic(grid: &Grid, grouped: bool) -> Option<Step> {
    // a cell lies in three houses, and may be bivalue
    search::<4>(grid, grouped)
}

/// The [`aic`] on any grid, or a continuous nice loop.
pub fn any_grid_aic(grid: &Grid<impl Geometry>, grouped: bool) -> Option<Step> {
    // a cell lies in at most five houses (a row, a column, a region, and two diagonals or
    // a diagonal and a window), and may be bivalue; a group in at most three (a line, a
    // region and a window)
    search::<6>(grid, grouped)
}

/// The search of [`aic`], with room for `STRONG` strong links from a node.
fn search<const STRONG: usize>(grid: &Grid<impl Geometry>, grouped: bool) -> Option<Step> {
    let links = Links::<STRONG>::of(grid, grouped);
    let mut bfs = AicBfs::new();
    let mut best: Option<Chain> = None;
    // the target at each end, and the chain's nodes with room for a loop's first again
    // at the end
    let longest = MAX_CHAIN + 1;
    for digit in 1..=9 {
        for cell in grid.cells_with(digit).iter() {
            let target = Node::candidate(cell, digit);
            let (start, goal) = (target.state(true), target.state(false));
            bfs.restart(start);
            while let Some(state) = bfs.pop() {
                if usize::from(bfs.depth[state]) + 2 > longest {
                    break;
                }
                let (node, true_) = Node::of_state(state);
                if true_ {
                    // a false node leads on only by a strong link: the others are dead
                    // ends, reached in vain unless they are the target
                    links.weak(grid, node, |next| {
                        if next == target || links.strong[next.index()][0] != NONE {
                            bfs.push(state, next.state(false));
                        }
                    });
                } else {
                    for &next in links.strong[node.index()]
                        .iter()
                        .take_while(|&&n| n != NONE)
                    {
                        bfs.push(state, Node::of_index(usize::from(next)).state(true));
                    }
                }
                if bfs.reached(goal) {
                    if let Some(chain) = Chain::found(grid, &bfs, goal) {
                        if best.as_ref().is_none_or(|b| chain.rank() < b.rank()) {
                            best = Some(chain);
                        }
                    }
                    break;
                }
            }
        }
    }
    best.map(|chain| chain.step(grid))
}

/// No node: the end of a node's strong links.
const NONE: u16 = u16::MAX;

/// The links of a grid's nodes, worked out once per search; a node has at most `STRONG`
/// strong links.
struct Links<const STRONG: usize> {
    grouped: bool,
    /// For each node, the nodes true when it is false, then `NONE`s.
    strong: [[u16; STRONG]; NODES],
    /// For each node, the other cells holding its digit that see every cell of it.
    seen: [CellSet; NODES],
    /// For each digit (index `d - 1`), the segments where it has a group.
    groups: [u128; 9],
    /// For each cell, the segments where it may see a whole group (with `grouped`).
    seen_segments: [u128; CELLS],
}

impl<const STRONG: usize> Links<STRONG> {
    fn of(grid: &Grid<impl Geometry>, grouped: bool) -> Links<STRONG> {
        let mut links = Links {
            grouped,
            strong: [[NONE; STRONG]; NODES],
            seen: [CellSet::EMPTY; NODES],
            groups: [0; 9],
            seen_segments: match grouped {
                true => grid.segments_seen_from(),
                false => [0; CELLS],
            },
        };
        for digit in 1..=9 {
            let cells = grid.cells_with(digit);
            for cell in cells.iter() {
                links.add(grid, Node::candidate(cell, digit));
            }
            let segments = (0..grid.segments().count()).filter(|_| grouped);
            for segment in segments {
                if grid
                    .segments()
                    .cells(segment)
                    .intersection(cells)
                    .has_several()
                {
                    links.groups[usize::from(digit) - 1] |= 1 << segment;
                    links.add(grid, Node::group(segment, digit));
                }
            }
        }
        links
    }

    /// Works out the links of `node`, a node of the grid.
    fn add(&mut self, grid: &Grid<impl Geometry>, node: Node) {
        let (digit, cells) = (node.digit, node.cells(grid));
        let index = node.index();
        self.seen[index] = node.seen(grid, digit);
        let grouped = self.grouped;
        let strong = &mut self.strong[index];
        let mut count = 0;
        let mut link = |next: Node| {
            strong[count] = next.index() as u16;
            count += 1;
        };
        let in_house = |house: CellSet| {
            let rest = house.intersection(grid.cells_with(digit)).without(cells);
            match (rest.len(), rest.first()) {
                (1, Some(cell)) => link(Node::candidate(cell, digit)),
                _ if grouped => {
                    if let Some(group) = group_of(grid, rest, digit) {
                        link(group);
                    }
                }
                _ => {}
            }
        };
        if node.is_group() {
            let first = cells.first().unwrap_or(0);
            let houses = grid.houses_holding(first);
            houses
                .filter(|house| cells.without(*house).is_empty())
                .for_each(in_house);
        } else {
            grid.houses_holding(node.place).for_each(in_house);
            let rest = grid.candidates(node.place) & !digit_bit(digit);
            if rest != 0 && rest & (rest - 1) == 0 {
                link(Node::candidate(node.place, rest.trailing_zeros() as u8 + 1));
            }
        }
    }

    /// Calls `link` with each node that is false when `node` is true.
    fn weak(&self, grid: &Grid<impl Geometry>, node: Node, mut link: impl FnMut(Node)) {
        let digit = node.digit;
        let seen = self.seen[node.index()];
        for cell in seen.iter() {
            link(Node::candidate(cell, digit));
        }
        if !node.is_group() {
            for other in digits(grid.candidates(node.place) & !digit_bit(digit)) {
                link(Node::candidate(node.place, other));
            }
        }
        if self.grouped {
            let near = match node.is_group() {
                false => self.seen_segments[node.place],
                true => (node.cells(grid).iter())
                    .fold(u128::MAX, |near, cell| near & self.seen_segments[cell]),
            };
            let mut segments = near & self.groups[usize::from(digit) - 1];
            while segments != 0 {
                let segment = segments.trailing_zeros() as usize;
                segments &= segments - 1;
                let group = Node::group(segment, digit);
                if group.cells(grid).without(seen).is_empty() {
                    link(group);
                }
            }
        }
    }
}

/// A chain the search found, what it removes, and whether it closes a loop.
struct Chain {
    nodes: [Node; MAX_CHAIN],
    len: usize,
    closed: bool,
    /// The cells that lose each digit (index `d - 1`).
    removed: [CellSet; 9],
}

impl Chain {
    /// The chain the search found ending at `goal` (the target, false): its nodes between
    /// the target's two states, and what sees both ends. Where the ends see each other,
    /// the chain closes a continuous nice loop: one of every weakly linked pair is true
    /// too, so what sees both of such a pair goes as well. `None` when two nodes share a
    /// candidate.
    fn found(grid: &Grid<impl Geometry>, bfs: &AicBfs, goal: usize) -> Option<Chain> {
        let mut path = [0u16; MAX_CHAIN + 2];
        let len = bfs.path(goal, &mut path)?;
        let states = &path[1..len - 1];
        let mut chain = Chain {
            nodes: [Node::candidate(0, 1); MAX_CHAIN],
            len: states.len(),
            closed: false,
            removed: [CellSet::EMPTY; 9],
        };
        let mut on_chain = [CellSet::EMPTY; 9];
        for (slot, &state) in chain.nodes.iter_mut().zip(states) {
            *slot = Node::of_state(usize::from(state)).0;
            let (digit, cells) = (usize::from(slot.digit) - 1, slot.cells(grid));
            if !on_chain[digit].intersection(cells).is_empty() {
                return None;
            }
            on_chain[digit] = on_chain[digit].union(cells);
        }
        let nodes = &chain.nodes[..chain.len];
        let (first, last) = (nodes[0], nodes[nodes.len() - 1]);
        let last_cells = last.cells(grid);
        chain.closed = first.seen(grid, last.digit).intersection(last_cells) == last_cells;
        let loop_links = nodes[1..]
            .chunks_exact(2)
            .map(|pair| (pair[0], pair[1]))
            .chain(std::iter::once((last, first)))
            .filter(|_| chain.closed);
        for (one, other) in loop_links.chain(std::iter::once((first, last))) {
            for (digit, removed) in (1..=9).zip(chain.removed.iter_mut()) {
                let both = one.seen(grid, digit).intersection(other.seen(grid, digit));
                *removed = removed.union(both.without(on_chain[usize::from(digit) - 1]));
            }
        }
        Some(chain)
    }

    /// How HoDoKu ranks chains: the most removed first, then the shortest.
    fn rank(&self) -> (Reverse<u32>, usize) {
        let removed = self.removed.iter().map(|cells| cells.len()).sum();
        (Reverse(removed), self.len)
    }

    /// The step: an AIC, or a continuous nice loop whose nodes are listed with the first
    /// again at the end; grouped when a node is a group. A group's chain entry is
    /// `CELLS` + its segment.
    fn step(&self, grid: &Grid<impl Geometry>) -> Step {
        let nodes = &self.nodes[..self.len];
        let technique = match (self.closed, nodes.iter().any(|node| node.is_group())) {
            (false, false) => Technique::Aic,
            (true, false) => Technique::ContinuousNiceLoop,
            (false, true) => Technique::GroupedAic,
            (true, true) => Technique::GroupedContinuousNiceLoop,
        };
        let mut step = Step::new(technique, 0);
        for (digit, &removed) in (1..=9).zip(&self.removed) {
            step = step.removing(removed, digit);
        }
        for &node in nodes.iter().chain(self.closed.then_some(&nodes[0])) {
            step.digits |= digit_bit(node.digit);
            step = step
                .because(node.cells(grid), digit_bit(node.digit))
                .chain_node(node.place, node.digit);
        }
        step
    }
}
