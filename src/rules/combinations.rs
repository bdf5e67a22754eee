//! The sets of distinct digits a cage can hold: every nine-bit digit mask (bit `d - 1`
//! for digit `d`), grouped by how many digits it holds and what they sum to.

/// The largest sum of distinct digits (all nine).
pub const MAX_SUM: usize = 45;

/// The sum of the digits of `mask`.
pub const fn digit_sum(mask: u16) -> usize {
    let mut sum = 0;
    let mut digit = 1;
    while digit <= 9 {
        if mask & (1 << (digit - 1)) != 0 {
            sum += digit;
        }
        digit += 1;
    }
    sum
}

/// Every mask, ordered by digit count, then sum, then value.
const MASKS: [u16; 512] = {
    let mut masks = [0u16; 512];
    let mut next = 0;
    let mut count = 0;
    while count <= 9 {
        let mut sum = 0;
        while sum <= MAX_SUM {
            let mut mask = 0;
            while mask < 512 {
                if (mask as u16).count_ones() == count && digit_sum(mask as u16) == sum {
                    masks[next] = mask as u16;
                    next += 1;
                }
                mask += 1;
            }
            sum += 1;
        }
        count += 1;
    }
    masks
};

/// `START[count][sum]`: where the masks of `count` digits summing to `sum` begin in
/// `MASKS`; they end where the next pair begins.
const START: [[u16; MAX_SUM + 2]; 10] = {
    let mut start = [[0u16; MAX_SUM + 2]; 10];
    let mut index = 0;
    let mut count = 0;
    while count <= 9 {
        let mut sum = 0;
        while sum <= MAX_SUM + 1 {
            // masks of this count with a smaller sum come first
            start[count][sum] = index as u16;
            while sum <= MAX_SUM
                && index < 512
                && MASKS[index].count_ones() as usize == count
                && digit_sum(MASKS[index]) == sum
            {
                index += 1;
            }
            sum += 1;
        }
        count += 1;
    }
    start
};

/// The masks of `count` distinct digits (`0..=9`) that sum to `sum`; none when `sum` is
/// above 45.
pub fn of(count: usize, sum: usize) -> &'static [u16] {
    if count > 9 || sum > MAX_SUM {
        return &[];
    }
    let start = usize::from(START[count][sum]);
    let end = usize::from(START[count][sum + 1]);
    &MASKS[start..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mask_is_listed_once_under_its_count_and_sum() {
        let mut seen = [false; 512];
        for count in 0..=9 {
            for sum in 0..=MAX_SUM {
                for &mask in of(count, sum) {
                    assert_eq!(mask.count_ones() as usize, count);
                    assert_eq!(digit_sum(mask), sum);
                    assert!(!seen[usize::from(mask)]);
                    seen[usize::from(mask)] = true;
                }
            }
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(of(2, 3), &[0b11]);
        assert_eq!(of(2, 17), &[0b1_1000_0000]);
        assert_eq!(of(9, 45), &[0x1ff]);
        assert!(of(2, 2).is_empty());
        assert!(of(3, 46).is_empty());
    }
}
