//! Chains of alternating strong and weak links: X-chains (one digit; the four-cell ones are
//! skyscrapers, two-string kites and turbot fish), XY-chains (bivalue cells) and remote
//! pairs (bivalue cells of one pair). Each search finds a shortest chain that
//! eliminates something.

use crate::geometry::cells::CellSet;
use crate::geometry::digits::{digit_bit, pair_digits, ALL_DIGITS};
use crate::geometry::houses::{houses_of, HOUSE_SETS, PEERS};
use crate::geometry::Geometry;
use crate::geometry::CELLS;
use crate::logic::catalogue::Technique;
use crate::logic::grid::Grid;
use crate::logic::step::{Step, MAX_CHAIN};

const UNSEEN: u16 = u16::MAX;

/// A breadth-first search over `STATES` states: a cell and a link parity (X-chains) or a
/// cell and a digit (XY-chains). It keeps its frontier and the state each state was
/// reached from.
pub(super) struct Bfs<const STATES: usize> {
    parent: [u16; STATES],
    pub(super) depth: [u8; STATES],
    queue: [u16; STATES],
    head: usize,
    tail: usize,
}

/// X-chain states: `cell * 2 + (1 after a strong link, 0 before one)`.
type XBfs = Bfs<{ CELLS * 2 }>;
/// XY-chain states: `cell * 9 + (the digit the cell is forced to, 0-based)`.
type XyBfs = Bfs<{ CELLS * 9 }>;

impl<const STATES: usize> Bfs<STATES> {
    /// A search that has reached nothing yet; [`Bfs::restart`] starts it.
    pub(super) fn new() -> Bfs<STATES> {
        Bfs {
            parent: [UNSEEN; STATES],
            depth: [0; STATES],
            queue: [0; STATES],
            head: 0,
            tail: 0,
        }
    }

    /// Forgets the states reached so far (only those: they are all in the queue) and
    /// starts again from `start`.
    pub(super) fn restart(&mut self, start: usize) {
        for &state in &self.queue[..self.tail] {
            self.parent[usize::from(state)] = UNSEEN;
        }
        self.parent[start] = start as u16;
        self.depth[start] = 0;
        self.queue[0] = start as u16;
        (self.head, self.tail) = (0, 1);
    }

    pub(super) fn pop(&mut self) -> Option<usize> {
        (self.head < self.tail).then(|| {
            self.head += 1;
            usize::from(self.queue[self.head - 1])
        })
    }

    /// Whether the search has reached `state`.
    pub(super) fn reached(&self, state: usize) -> bool {
        self.parent[state] != UNSEEN
    }

    /// Reaches `state` from `from` unless it was reached before.
    pub(super) fn push(&mut self, from: usize, state: usize) {
        if self.parent[state] == UNSEEN {
            self.parent[state] = from as u16;
            self.depth[state] = self.depth[from] + 1;
            self.queue[self.tail] = state as u16;
            self.tail += 1;
        }
    }

    /// The chain the search found ending at `end`, with `per_cell` states per cell: its
    /// states in order and its cells, and the cells that lose `digit` (those seeing both
    /// ends, outside the chain). `None` when a cell repeats or nothing is eliminated.
    fn conclusion(
        &self,
        grid: &Grid<impl Geometry>,
        end: usize,
        per_cell: usize,
        digit: u8,
    ) -> Option<Chain> {
        let mut chain = Chain {
            states: [0; MAX_CHAIN],
            len: 0,
            cells: CellSet::EMPTY,
            removed: CellSet::EMPTY,
        };
        chain.len = self.path(end, &mut chain.states)?;
        let nodes = &chain.states[..chain.len];
        let cell = |state: u16| usize::from(state) / per_cell;
        if !distinct(nodes.iter().map(|&state| cell(state))) {
            return None;
        }
        chain.cells = nodes
            .iter()
            .fold(CellSet::EMPTY, |set, &state| set.with(cell(state)));
        let ends = CellSet::single(cell(nodes[0])).with(cell(nodes[chain.len - 1]));
        chain.removed = grid
            .common_peers(ends)
            .intersection(grid.cells_with(digit))
            .without(chain.cells);
        (!chain.removed.is_empty()).then_some(chain)
    }

    /// The states from the start to `end`, in order, into `path`; `None` if longer.
    pub(super) fn path(&self, end: usize, path: &mut [u16]) -> Option<usize> {
        let len = usize::from(self.depth[end]) + 1;
        if len > path.len() {
            return None;
        }
        let mut state = end;
        for slot in path[..len].iter_mut().rev() {
            *slot = state as u16;
            state = usize::from(self.parent[state]);
        }
        Some(len)
    }
}

/// A chain a search found, and what it eliminates.
struct Chain {
    states: [u16; MAX_CHAIN],
    len: usize,
    cells: CellSet,
    removed: CellSet,
}

impl Chain {
    fn states(&self) -> &[u16] {
        &self.states[..self.len]
    }
}

/// True when no cell appears twice among `cells`.
fn distinct(cells: impl Iterator<Item = usize>) -> bool {
    let mut seen = CellSet::EMPTY;
    cells.into_iter().all(|cell| {
        let new = !seen.contains(cell);
        seen = seen.with(cell);
        new
    })
}

/// The shortest X-chain on a digit of the mask `digits` whose cell count lies in `sizes`
/// and that eliminates something, as a step of `technique`:
/// cells `a = b - c = d ...` of one digit, strong links (`=`, the only two cells of the
/// digit in a house) alternating with weak ones (`-`, two cells that see each other), from
/// a strong link to a strong link. One end holds the digit, so it leaves every cell that
/// sees both ends. Any grid will do: its houses make the strong links and its peers the
/// weak ones.
fn x_chain_of(
    grid: &Grid<impl Geometry>,
    sizes: std::ops::RangeInclusive<usize>,
    digits: u16,
    technique: Technique,
) -> Option<Step> {
    let mut best: Option<Step> = None;
    let mut bfs = XBfs::new();
    for digit in crate::geometry::digits::digits(digits) {
        let cells = grid.cells_with(digit);
        let strong = grid.strong_links(digit);
        // a chain starts with a strong link
        for start in cells.iter().filter(|&cell| !strong[cell].is_empty()) {
            // the cells that can lose the digit: they see the start, and must see the end
            let losing = grid.peers(start).intersection(cells);
            if losing.is_empty() {
                continue;
            }
            bfs.restart(start * 2);
            while let Some(state) = bfs.pop() {
                let (cell, after_strong) = (state / 2, state % 2 == 1);
                let len = usize::from(bfs.depth[state]) + 1;
                let eliminates = !grid.peers(cell).intersection(losing).is_empty();
                if after_strong && sizes.contains(&len) && cell != start && eliminates {
                    if let Some(step) = x_chain_step(grid, &bfs, state, digit, technique) {
                        if best.as_ref().is_none_or(|b| b.chain_length as usize > len) {
                            best = Some(step);
                        }
                        break;
                    }
                }
                if len >= *sizes.end()
                    || best
                        .as_ref()
                        .is_some_and(|b| b.chain_length as usize <= len)
                {
                    continue;
                }
                let next = if after_strong {
                    grid.peers(cell).intersection(cells)
                } else {
                    strong[cell]
                };
                for other in next.iter() {
                    bfs.push(state, other * 2 + usize::from(!after_strong));
                }
            }
        }
    }
    best
}

/// The step of `technique` for the X-chain ending at `end`, if its cells are distinct and
/// it eliminates.
fn x_chain_step(
    grid: &Grid<impl Geometry>,
    bfs: &XBfs,
    end: usize,
    digit: u8,
    technique: Technique,
) -> Option<Step> {
    let chain = bfs.conclusion(grid, end, 2, digit)?;
    let mut step = Step::new(technique, digit_bit(digit))
        .because(chain.cells, digit_bit(digit))
        .removing(chain.removed, digit);
    for &state in chain.states() {
        step = step.chain_node(usize::from(state) / 2, digit);
    }
    Some(step)
}

/// The kind of a four-cell X-chain `a = b - c = d` on a digit whose candidates are
/// `cells`, by where its links lie: a skyscraper has both strong links in rows (or both in
/// columns) and its weak link in a column (a row); a two-string kite has one strong link
/// in a row and one in a column, their inner ends `b` and `c` in a box that `a` and `d`
/// are not in; every other one is a turbot fish.
fn four_cell_kind(cells: CellSet, [a, b, c, d]: [usize; 4]) -> Technique {
    let (row, column, block) = (0, 1, 2);
    let shares = |x: usize, y: usize, house: usize| houses_of(x)[house] == houses_of(y)[house];
    let strong_in = |x: usize, y: usize, house: usize| {
        shares(x, y, house) && cells.intersection(HOUSE_SETS[houses_of(x)[house]]).len() == 2
    };
    let parallel = |strong: usize, weak: usize| {
        strong_in(a, b, strong) && strong_in(c, d, strong) && shares(b, c, weak)
    };
    let crossing = |first: usize, second: usize| {
        strong_in(a, b, first)
            && strong_in(c, d, second)
            && shares(b, c, block)
            && !shares(a, b, block)
            && !shares(c, d, block)
    };
    if parallel(row, column) || parallel(column, row) {
        Technique::Skyscraper
    } else if crossing(row, column) || crossing(column, row) {
        Technique::TwoStringKite
    } else {
        Technique::TurbotFish
    }
}

/// The first X-chain of four cells `a = b - c = d` of the kind `kind` (a skyscraper, a
/// two-string kite or a turbot fish, see [`four_cell_kind`]) on a digit of the mask
/// `digits` that eliminates something, found directly from the strong links: one of `a`
/// and `d` holds the digit.
pub fn four_cell_chain(grid: &Grid, digits: u16, kind: Technique) -> Option<Step> {
    for digit in crate::geometry::digits::digits(digits) {
        let cells = grid.cells_with(digit);
        let strong = grid.strong_links(digit);
        for a in cells.iter() {
            for b in strong[a].iter() {
                let ab = CellSet::single(a).with(b);
                // the cells that can lose the digit see `a` (and must see `d` too)
                let seeing_a = PEERS[a].intersection(cells).without(ab);
                if seeing_a.is_empty() {
                    continue;
                }
                let near = PEERS[b].intersection(cells).without(CellSet::single(a));
                for c in near.iter() {
                    for d in strong[c].without(ab).iter() {
                        let chain = ab.with(c).with(d);
                        let removed = seeing_a.intersection(PEERS[d]).without(chain);
                        if removed.is_empty() || four_cell_kind(cells, [a, b, c, d]) != kind {
                            continue;
                        }
                        let step = Step::new(kind, digit_bit(digit))
                            .because(chain, digit_bit(digit))
                            .removing(removed, digit);
                        return Some(
                            [a, b, c, d]
                                .into_iter()
                                .fold(step, |step, cell| step.chain_node(cell, digit)),
                        );
                    }
                }
            }
        }
    }
    None
}

/// X-chains of six cells or more, on the digits of the mask `digits`, on any grid.
pub fn x_chain(grid: &Grid<impl Geometry>, digits: u16) -> Option<Step> {
    x_chain_of(grid, 6..=MAX_CHAIN, digits, Technique::XChain)
}

/// X-chains of four cells, every one a turbot fish: the finder for grids whose houses are
/// not the classic ones, where skyscrapers and two-string kites have no shape of their
/// own.
pub fn turbot_fish(grid: &Grid<impl Geometry>) -> Option<Step> {
    x_chain_of(grid, 4..=4, ALL_DIGITS, Technique::TurbotFish)
}

/// The shortest XY-chain that eliminates something: bivalue cells, each seeing the next,
/// where the digit one cell is forced to if it is not `z` is the digit the next one
/// loses, until the last is forced to `z`. One end is `z`, so `z` leaves every cell that
/// sees both ends. Chains of three cells or more (two are a naked pair). Any grid will do:
/// its peers say what sees what.
pub fn xy_chain(grid: &Grid<impl Geometry>) -> Option<Step> {
    let bivalue = grid.bivalue();
    // the bivalue cells holding each digit (index `d - 1`)
    let holding: [CellSet; 9] =
        std::array::from_fn(|d| bivalue.intersection(grid.cells_with(d as u8 + 1)));
    let mut best: Option<Step> = None;
    let max_cells = MAX_CHAIN / 2;
    let mut bfs = XyBfs::new();
    for start in bivalue.iter() {
        let mask = grid.candidates(start);
        for z in crate::geometry::digits::digits(mask) {
            // the cells that can lose `z`: they see the start, and must see the end too
            let losing = grid.peers(start).intersection(grid.cells_with(z));
            if losing.is_empty() {
                continue;
            }
            let first = (mask & !digit_bit(z)).trailing_zeros() as usize;
            bfs.restart(start * 9 + first);
            while let Some(state) = bfs.pop() {
                let (cell, forced) = (state / 9, state % 9);
                let cells = usize::from(bfs.depth[state]) + 1;
                let eliminates = !grid.peers(cell).intersection(losing).is_empty();
                if forced + 1 == usize::from(z) && cells >= 3 && eliminates {
                    if let Some(step) = xy_chain_step(grid, &bfs, state, z) {
                        if best
                            .as_ref()
                            .is_none_or(|b| usize::from(b.chain_length) > cells * 2)
                        {
                            best = Some(step);
                        }
                        break;
                    }
                }
                if cells >= max_cells
                    || best
                        .as_ref()
                        .is_some_and(|b| usize::from(b.chain_length) <= cells * 2)
                {
                    continue;
                }
                for next in grid.peers(cell).intersection(holding[forced]).iter() {
                    let then = (grid.candidates(next) & !(1 << forced)).trailing_zeros();
                    bfs.push(state, next * 9 + then as usize);
                }
            }
        }
    }
    best
}

/// The step of the XY-chain ending at `end`, if its cells are distinct and it eliminates.
fn xy_chain_step(grid: &Grid<impl Geometry>, bfs: &XyBfs, end: usize, z: u8) -> Option<Step> {
    let chain = bfs.conclusion(grid, end, 9, z)?;
    let mut step = Step::new(Technique::XyChain, digit_bit(z)).removing(chain.removed, z);
    for &state in chain.states() {
        let cell = usize::from(state) / 9;
        let mask = grid.candidates(cell);
        let forced = (state % 9) as u8 + 1;
        let other = (mask & !digit_bit(forced)).trailing_zeros() as u8 + 1;
        step = step
            .because(CellSet::single(cell), mask)
            .chain_node(cell, other)
            .chain_node(cell, forced);
    }
    Some(step)
}

/// Remote-pair search states: one per cell.
type CellBfs = Bfs<CELLS>;

/// The shortest remote pair that eliminates something: four or more bivalue cells with
/// the same two digits, each seeing the next, so that they alternate between the two
/// digits. Its ends, an even number of cells apart, hold one digit each, so every other
/// cell that sees both ends loses both digits. (Two such cells are a naked pair, or an
/// XY-chain's job.) Any grid will do: its peers say what sees what.
pub fn remote_pair(grid: &Grid<impl Geometry>) -> Option<Step> {
    let bivalue = grid.bivalue();
    let max_cells = MAX_CHAIN / 2;
    let mut best: Option<(usize, Step)> = None;
    let mut bfs = CellBfs::new();
    for start in bivalue.iter() {
        let pair = grid.candidates(start);
        let [x, y] = pair_digits(pair);
        let alike = bivalue
            .iter()
            .filter(|&cell| grid.candidates(cell) == pair)
            .fold(CellSet::EMPTY, CellSet::with);
        let holding = grid.cells_with(x).union(grid.cells_with(y));
        // the cells that can lose the digits: they see the start, and must see the end too
        let losing = grid.peers(start).intersection(holding).without(alike);
        if losing.is_empty() {
            continue;
        }
        bfs.restart(start);
        while let Some(cell) = bfs.pop() {
            let cells = usize::from(bfs.depth[cell]) + 1;
            if best
                .as_ref()
                .is_some_and(|&(shortest, _)| shortest <= cells)
            {
                break;
            }
            if cells >= 4 && cells % 2 == 0 && !grid.peers(cell).intersection(losing).is_empty() {
                let mut path = [0u16; MAX_CHAIN];
                let len = bfs
                    .path(cell, &mut path)
                    .expect("within MAX_CHAIN / 2 cells");
                let chain = path[..len]
                    .iter()
                    .fold(CellSet::EMPTY, |set, &c| set.with(usize::from(c)));
                let removed = grid
                    .common_peers(CellSet::single(start).with(cell))
                    .intersection(holding)
                    .without(chain);
                if !removed.is_empty() {
                    let mut step = Step::new(Technique::RemotePair, pair).because(chain, pair);
                    for lose in removed.iter() {
                        step = step.removing_mask(lose, grid.candidates(lose) & pair);
                    }
                    // each cell: the digit it would not be, then the one it would be
                    for (i, &c) in path[..len].iter().enumerate() {
                        let (off, on) = if i % 2 == 0 { (x, y) } else { (y, x) };
                        step = step
                            .chain_node(usize::from(c), off)
                            .chain_node(usize::from(c), on);
                    }
                    best = Some((cells, step));
                    break;
                }
            }
            if cells < max_cells {
                for next in grid.peers(cell).intersection(alike).iter() {
                    bfs.push(cell, next);
                }
            }
        }
    }
    best.map(|(_, step)| step)
}
