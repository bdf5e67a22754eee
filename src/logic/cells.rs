//! Cell-set helpers the techniques share: subsets (of items by their masks,
//! and of cells with their candidates), gathering into a buffer.

use crate::geometry::cells::CellSet;
use crate::geometry::Geometry;
use crate::logic::grid::Grid;

/// Calls `visit` with each `size`-element subset of `items` (in lexicographic order of
/// positions) whose masks (`mask` of each item, or-ed) hold exactly `size` bits, and with
/// that union, until it returns `Some`. A partial subset whose union already holds more
/// bits is not extended.
pub fn subsets<T: Copy, R>(
    items: &[T],
    size: usize,
    mask: impl Fn(T) -> u16,
    visit: &mut impl FnMut(&[T], u16) -> Option<R>,
) -> Option<R> {
    struct Walk<'a, T, M, V> {
        size: usize,
        chosen: [T; 4],
        mask: &'a M,
        visit: &'a mut V,
    }
    impl<T: Copy, M: Fn(T) -> u16, V> Walk<'_, T, M, V> {
        fn from<R>(&mut self, items: &[T], depth: usize, union: u16) -> Option<R>
        where
            V: FnMut(&[T], u16) -> Option<R>,
        {
            if depth == self.size {
                return if union.count_ones() as usize == self.size {
                    (self.visit)(&self.chosen[..self.size], union)
                } else {
                    None
                };
            }
            for (i, &item) in items.iter().enumerate() {
                if items.len() - i < self.size - depth {
                    break;
                }
                let union = union | (self.mask)(item);
                if union.count_ones() as usize > self.size {
                    continue;
                }
                self.chosen[depth] = item;
                if let Some(found) = self.from(&items[i + 1..], depth + 1, union) {
                    return Some(found);
                }
            }
            None
        }
    }
    assert!((1..=4).contains(&size), "subsets of 1 to 4 items");
    let &first = items.first()?;
    Walk {
        size,
        chosen: [first; 4],
        mask: &mask,
        visit,
    }
    .from(items, 0, 0)
}

/// Every subset of `cells` (up to nine) with the candidates its cells hold in `grid`, at
/// the index of its bits (subset `bits` holds `cells[i]` for each bit `i`), each built from
/// the subset without its lowest cell. The first `1 << cells.len()` entries of `subsets`
/// are written, entry 0 being the empty subset.
pub fn subsets_with_candidates(
    grid: &Grid<impl Geometry>,
    cells: &[usize],
    subsets: &mut [(CellSet, u16)],
) {
    subsets[0] = (CellSet::EMPTY, 0);
    for bits in 1usize..1 << cells.len() {
        let lowest = bits.trailing_zeros() as usize;
        let (smaller, digits) = subsets[bits & (bits - 1)];
        subsets[bits] = (
            smaller.with(cells[lowest]),
            digits | grid.candidates(cells[lowest]),
        );
    }
}

/// Copies up to nine items into `buffer` and returns them as a slice (no allocation).
pub fn gather<T: Copy>(items: impl Iterator<Item = T>, buffer: &mut [T; 9]) -> &[T] {
    let mut len = 0;
    for (slot, item) in buffer.iter_mut().zip(items) {
        *slot = item;
        len += 1;
    }
    &buffer[..len]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_come_in_order_with_their_union_and_stop_early() {
        let mut seen = Vec::new();
        // 4's mask holds 1's bit and 3's, so {2, 4} has three bits between them
        let mask = |item: u16| if item == 4 { 0b101 } else { 1 << (item - 1) };
        let none: Option<()> = subsets(&[1, 2, 3, 4], 2, mask, &mut |s, union| {
            seen.push((s.to_vec(), union));
            None
        });
        assert_eq!(none, None);
        assert_eq!(
            seen,
            [
                (vec![1, 2], 0b011),
                (vec![1, 3], 0b101),
                (vec![1, 4], 0b101),
                (vec![2, 3], 0b110),
                (vec![3, 4], 0b101),
            ]
        );
        assert_eq!(
            subsets(&[1, 2, 3, 4], 3, mask, &mut |s, _| Some(
                s.iter().sum::<u16>()
            )),
            Some(6)
        );
    }
}
