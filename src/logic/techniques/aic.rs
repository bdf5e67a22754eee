//! Alternating inference chains (AICs) over every candidate: candidates `a = b - c = d
//! ...`, strong links (`=`: if one is false the other is true; the two places of a digit
//! in a house, or the two digits of a bivalue cell) alternating with weak ones (`-`: if
//! one is true the other is false; one digit in two cells that see each other, or two
//! digits of one cell), from a strong link to a strong link. One end is true, so every
//! candidate that sees both ends is false. This covers the discontinuous nice loops too:
//! a candidate that sees both ends of a chain is where such a loop starts and ends; a
//! chain whose ends see each other is a continuous nice loop.

use std::cmp::Reverse;

use super::chains::Bfs;
use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, digits};
use crate::geometry::houses::PEERS;
use crate::geometry::CELLS;
use crate::logic::catalogue::Technique;
use crate::logic::cells::strong_links;
use crate::logic::grid::Grid;
use crate::logic::step::{Step, MAX_CHAIN};

/// AIC search states: `candidate * 2 + (1 when the candidate is true, 0 when false)`,
/// where a candidate is `cell * 9 + digit - 1`.
type AicBfs = Bfs<{ CELLS * 9 * 2 }>;

/// A candidate: a cell and a digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Candidate {
    cell: usize,
    digit: u8,
}

impl Candidate {
    fn state(self, true_: bool) -> usize {
        (self.cell * 9 + usize::from(self.digit) - 1) * 2 + usize::from(true_)
    }

    fn of_state(state: usize) -> (Candidate, bool) {
        let candidate = state / 2;
        let cell = candidate / 9;
        (
            Candidate {
                cell,
                digit: (candidate % 9) as u8 + 1,
            },
            state % 2 == 1,
        )
    }

    /// The cells where `digit` is a candidate that this one sees (is weakly linked to):
    /// its own digit in its peers, another digit in its own cell.
    fn seen(self, grid: &Grid, digit: u8) -> CellSet {
        if digit == self.digit {
            PEERS[self.cell].intersection(grid.cells_with(digit))
        } else if grid.candidates(self.cell) & digit_bit(digit) != 0 {
            CellSet::single(self.cell)
        } else {
            CellSet::EMPTY
        }
    }
}

/// The AIC that eliminates the most (HoDoKu's choice among chains), the shortest on a tie,
/// found from the candidates it eliminates: assuming one true, the search follows weak
/// links from true candidates and strong links from false ones, and stops at the shortest
/// chain where the candidate itself turns out false. The candidates between are the
/// chain, and everything that sees both its ends goes.
pub fn aic(grid: &Grid) -> Option<Step> {
    let strong: [[CellSet; CELLS]; 9] =
        std::array::from_fn(|d| strong_links(grid.cells_with(d as u8 + 1)));
    let mut bfs = AicBfs::new();
    let mut best: Option<Chain> = None;
    // the target at each end, and the chain's candidates with room for a loop's first
    // again at the end
    let longest = MAX_CHAIN + 1;
    for digit in 1..=9 {
        for cell in grid.cells_with(digit).iter() {
            let target = Candidate { cell, digit };
            let (start, goal) = (target.state(true), target.state(false));
            bfs.restart(start);
            while let Some(state) = bfs.pop() {
                if usize::from(bfs.depth[state]) + 2 > longest {
                    break;
                }
                let (node, true_) = Candidate::of_state(state);
                if true_ {
                    for other in digits(grid.candidates(node.cell)) {
                        for seen in node.seen(grid, other).iter() {
                            bfs.push(
                                state,
                                Candidate {
                                    cell: seen,
                                    digit: other,
                                }
                                .state(false),
                            );
                        }
                    }
                } else {
                    for linked in strong[usize::from(node.digit) - 1][node.cell].iter() {
                        let linked = Candidate {
                            cell: linked,
                            digit: node.digit,
                        };
                        bfs.push(state, linked.state(true));
                    }
                    let rest = grid.candidates(node.cell) & !digit_bit(node.digit);
                    if rest != 0 && rest & (rest - 1) == 0 {
                        let other = Candidate {
                            cell: node.cell,
                            digit: rest.trailing_zeros() as u8 + 1,
                        };
                        bfs.push(state, other.state(true));
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
    best.map(|chain| chain.step())
}

/// A chain the search found, what it removes, and whether it closes a loop.
struct Chain {
    nodes: [Candidate; MAX_CHAIN],
    len: usize,
    closed: bool,
    /// The cells that lose each digit (index `d - 1`).
    removed: [CellSet; 9],
}

impl Chain {
    /// The chain the search found ending at `goal` (the target, false): its candidates
    /// between the target's two states, and what sees both ends. Where the ends see each
    /// other, the chain closes a continuous nice loop: one of every weakly linked pair is
    /// true too, so what sees both of such a pair goes as well. `None` when a candidate
    /// repeats.
    fn found(grid: &Grid, bfs: &AicBfs, goal: usize) -> Option<Chain> {
        let mut path = [0u16; MAX_CHAIN + 2];
        let len = bfs.path(goal, &mut path)?;
        let states = &path[1..len - 1];
        let mut chain = Chain {
            nodes: [Candidate { cell: 0, digit: 1 }; MAX_CHAIN],
            len: states.len(),
            closed: false,
            removed: [CellSet::EMPTY; 9],
        };
        let mut on_chain = [CellSet::EMPTY; 9];
        for (slot, &state) in chain.nodes.iter_mut().zip(states) {
            *slot = Candidate::of_state(usize::from(state)).0;
            let digit = usize::from(slot.digit) - 1;
            if on_chain[digit].contains(slot.cell) {
                return None;
            }
            on_chain[digit] = on_chain[digit].with(slot.cell);
        }
        let nodes = &chain.nodes[..chain.len];
        let (first, last) = (nodes[0], nodes[nodes.len() - 1]);
        chain.closed = first.seen(grid, last.digit).contains(last.cell);
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
    /// again at the end.
    fn step(&self) -> Step {
        let technique = if self.closed {
            Technique::ContinuousNiceLoop
        } else {
            Technique::Aic
        };
        let mut step = Step::new(technique, 0);
        for (digit, &removed) in (1..=9).zip(&self.removed) {
            step = step.removing(removed, digit);
        }
        let nodes = &self.nodes[..self.len];
        for &node in nodes.iter().chain(self.closed.then_some(&nodes[0])) {
            step.digits |= digit_bit(node.digit);
            step = step
                .because(CellSet::single(node.cell), digit_bit(node.digit))
                .chain_node(node.cell, node.digit);
        }
        step
    }
}
