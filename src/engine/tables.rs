//! Constant lookup tables for the band bitboards, computed at compile time.
//!
//! A band is three rows of the grid, 27 cells, one bit each: bit `row_in_band * 9 + column`.
//! A triad is the three cells where a row of the band crosses one of its boxes; triad bit
//! `row_in_band * 3 + box_in_band` names one.

/// All 27 cells of a band.
pub const BAND: u32 = (1 << 27) - 1;

/// For every set of triads a digit occupies in a band (9 bits), the triads that lie on at
/// least one way of placing the digit once in each of the band's three rows and three
/// boxes (one triad per row and per box: a permutation). A digit cannot go outside those
/// triads: this is locked candidates (pointing and claiming) inside a band. Zero when no
/// placement exists, a contradiction. The same holds for a stack with columns for rows
/// and bands for boxes.
pub static PERMUTED_TRIADS: [u16; 512] = placements_within::<true>();

/// For every set of triads a digit occupies in a band (or stack), the triads that every
/// way of placing it there uses: those the digit is forced into. A triad is forced when
/// it is the only one left in its row or its box (for a stack: its band or its column).
/// Zero when no placement exists.
pub static FORCED_TRIADS: [u16; 512] = placements_within::<false>();

/// For each triad, the other triads of its row and of its box (for a stack: of its band
/// and of its column): those a digit leaves when it must take the triad.
pub static TRIAD_RIVALS: [u16; 9] = triad_rivals_table();

/// For every set of triads a digit occupies in a band (or stack), the placements
/// (bit `p` for `PLACEMENTS[p]`) that lie within it.
pub static PLACEMENTS_WITHIN: [u8; 512] = placements_within_table();

/// [`PERMUTED_TRIADS`] as the cells of those triads.
pub static LOCKED: [u32; 512] = locked_table();

/// For each cell of a band, the other cells of its row, box and column within the band.
pub static BAND_PEERS: [u32; 27] = band_peers_table();

/// The three cells of column 0 within a band; shifted left by `c`, those of column `c`.
/// Multiplying a 9-bit set of columns by it gives all their cells.
pub const SPREAD: u32 = 0x40201;

/// The three cells of each column (`0..9`) within a band.
pub const fn column_cells(column: usize) -> u32 {
    SPREAD << column
}

/// For each cell of a band, the three cells of its column within the band.
pub static BAND_COLUMNS: [u32; 27] = band_columns_table();

/// For each 9-bit row of a band, the boxes (3 bits) in which it has a cell.
static ROW_BOXES: [u8; 512] = row_boxes_table();

/// The set of triads (9 bits) that hold at least one cell of `cells`.
#[inline(always)]
pub fn triads(cells: u32) -> usize {
    let row = |r: u32| usize::from(ROW_BOXES[(cells >> (r * 9) & 0o777) as usize]);
    row(0) | row(1) << 3 | row(2) << 6
}

const fn row_boxes_table() -> [u8; 512] {
    let mut table = [0u8; 512];
    let mut row = 0;
    while row < 512 {
        table[row] = (row & 0o7 != 0) as u8
            | ((row & 0o70 != 0) as u8) << 1
            | ((row & 0o700 != 0) as u8) << 2;
        row += 1;
    }
    table
}

/// The six ways of placing a digit once in each row and box of a band, as triad sets (for a
/// stack: once in each band and column).
pub const PLACEMENTS: [u16; 6] = placements();

const fn placements() -> [u16; 6] {
    const PERMUTATIONS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut masks = [0u16; 6];
    let mut p = 0;
    while p < PERMUTATIONS.len() {
        let mut row = 0;
        while row < 3 {
            masks[p] |= 1 << (row * 3 + PERMUTATIONS[p][row]);
            row += 1;
        }
        p += 1;
    }
    masks
}

/// For every set of triads, the union (`ANY`) or the intersection (otherwise) of the
/// placements that lie within it; zero when none does.
const fn placements_within<const ANY: bool>() -> [u16; 512] {
    let mut table = [0u16; 512];
    let mut occupied = 0;
    while occupied < 512 {
        let mut found = false;
        let mut combined = if ANY { 0 } else { 0o777 };
        let mut p = 0;
        while p < PLACEMENTS.len() {
            let mask = PLACEMENTS[p];
            if occupied & mask as usize == mask as usize {
                found = true;
                combined = if ANY {
                    combined | mask
                } else {
                    combined & mask
                };
            }
            p += 1;
        }
        table[occupied] = if found { combined } else { 0 };
        occupied += 1;
    }
    table
}

const fn placements_within_table() -> [u8; 512] {
    let mut table = [0u8; 512];
    let mut occupied = 0;
    while occupied < 512 {
        let mut p = 0;
        while p < PLACEMENTS.len() {
            if occupied & PLACEMENTS[p] as usize == PLACEMENTS[p] as usize {
                table[occupied] |= 1 << p;
            }
            p += 1;
        }
        occupied += 1;
    }
    table
}

const fn triad_rivals_table() -> [u16; 9] {
    let mut table = [0u16; 9];
    let mut triad = 0;
    while triad < 9 {
        let row = 0o7 << (triad / 3 * 3);
        let r#box = 0o111 << (triad % 3);
        table[triad] = (row | r#box) & !(1 << triad);
        triad += 1;
    }
    table
}

const fn locked_table() -> [u32; 512] {
    let permuted = placements_within::<true>();
    let mut table = [0u32; 512];
    let mut occupied = 0;
    while occupied < 512 {
        let mut cells = 0u32;
        let mut triad = 0;
        while triad < 9 {
            if permuted[occupied] & (1 << triad) != 0 {
                cells |= 0o7 << ((triad / 3) * 9 + (triad % 3) * 3);
            }
            triad += 1;
        }
        table[occupied] = cells;
        occupied += 1;
    }
    table
}

const fn band_columns_table() -> [u32; 27] {
    let mut table = [0u32; 27];
    let mut cell = 0;
    while cell < 27 {
        table[cell] = column_cells(cell % 9);
        cell += 1;
    }
    table
}

const fn band_peers_table() -> [u32; 27] {
    let mut table = [0u32; 27];
    let mut cell = 0;
    while cell < 27 {
        let (row, column) = (cell / 9, cell % 9);
        let row_cells = 0o777 << (row * 9);
        let box_cells = 0o7007007 << ((column / 3) * 3);
        table[cell] = (row_cells | box_cells | column_cells(column)) & !(1 << cell);
        cell += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_band_keeps_everything() {
        assert_eq!(LOCKED[511], BAND);
        assert_eq!(triads(BAND), 511);
    }

    #[test]
    fn a_missing_row_or_box_is_a_contradiction() {
        // triads of rows 0 and 1 only
        assert_eq!(LOCKED[0o077], 0);
        // triads of boxes 0 and 1 only
        assert_eq!(LOCKED[0o333], 0);
    }

    #[test]
    fn locked_candidates_inside_a_band() {
        // the digit's box 0 cells lie in row 0 only (triads (1,0) and (2,0) are empty):
        // row 0 must use box 0, so triads (0,1) and (0,2) go too (pointing and claiming)
        let occupied = 511 & !(1 << 3) & !(1 << 6);
        let kept = LOCKED[occupied];
        assert_eq!(triads(kept), 0b110_110_001);
        assert_eq!(kept & 0o777, 0o007);
    }

    #[test]
    fn forced_triads_are_those_of_every_placement() {
        assert_eq!(FORCED_TRIADS[511], 0);
        // box 0 only in row 0: that triad is forced, and so are the rest of one placement
        // once box 1 is confined to row 1 as well
        assert_eq!(FORCED_TRIADS[511 & !(1 << 3) & !(1 << 6)], 1);
        assert_eq!(FORCED_TRIADS[0o421], 0o421);
        assert_eq!(FORCED_TRIADS[0o077], 0);
        assert_eq!(TRIAD_RIVALS[4], 0o252);
    }

    #[test]
    fn placements_within_a_set_of_triads() {
        assert_eq!(PLACEMENTS_WITHIN[511], 0b111111);
        assert_eq!(PLACEMENTS_WITHIN[0o077], 0);
        // one more triad than the diagonal (row 0 in box 1) opens no other placement
        let diagonal = PLACEMENTS[0] as usize;
        assert_eq!(PLACEMENTS_WITHIN[diagonal], 1);
        assert_eq!(PLACEMENTS_WITHIN[diagonal | 0o002], 1);
        for (p, &placement) in PLACEMENTS.iter().enumerate() {
            assert_eq!(PERMUTED_TRIADS[placement as usize], placement);
            assert_eq!(PLACEMENTS_WITHIN[placement as usize], 1 << p);
        }
    }

    #[test]
    fn peers_of_a_cell() {
        // cell 0: row 0 (1..8), box 0 (9,10,11,18,19,20), column 0 (9, 18)
        let expected = 0o776 | (0o7 << 9) | (0o7 << 18);
        assert_eq!(BAND_PEERS[0], expected);
        // cell 26: eight in its row, six more in its box (its column cells are in the box)
        assert_eq!(BAND_PEERS[26].count_ones(), 14);
    }
}
