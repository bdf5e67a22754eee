//! The generator's pseudo-random numbers: SplitMix64 (Steele, Lea and Flood, 2014), fixed
//! here so that a seed gives the same numbers on every platform and build. Integers only.

use crate::geometry::cells::CellSet;

/// A SplitMix64 stream: the state advances by a fixed odd constant and each output is the
/// state passed through a fixed 64-bit mixing function.
#[derive(Clone, Debug)]
pub struct Random {
    state: u64,
}

impl Random {
    /// The stream for `seed`; every seed, 0 included, gives a full-period stream.
    pub const fn new(seed: u64) -> Random {
        Random { state: seed }
    }

    /// The next 64 bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n >= 1`): the high 32 bits of the next output, scaled by `n`
    /// (multiply and shift; the bias is below `n / 2^32`).
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n >= 1 && n <= u32::MAX as usize);
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }

    /// A cell of `cells` drawn uniformly (`below` over their count); `None` when empty.
    pub fn cell_of(&mut self, cells: CellSet) -> Option<usize> {
        match cells.len() {
            0 => None,
            count => cells.iter().nth(self.below(count as usize)),
        }
    }

    /// Shuffles `items` (Fisher-Yates, from the last position down).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for last in (1..items.len()).rev() {
            items.swap(last, self.below(last + 1));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stream_is_splitmix64() {
        // the first outputs of SplitMix64 from state 0
        let mut random = Random::new(0);
        assert_eq!(random.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(random.next_u64(), 0x6e78_9e6a_a1b9_65f4);
        assert_eq!(random.next_u64(), 0x06c4_5d18_8009_454f);
    }

    #[test]
    fn below_stays_below_and_shuffle_permutes() {
        let mut random = Random::new(7);
        assert!((0..1000).all(|_| random.below(9) < 9));
        let mut items: Vec<u32> = (0..81).collect();
        random.shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..81).collect::<Vec<_>>());
        assert_ne!(items, sorted);
    }
}
