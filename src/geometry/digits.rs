//! Digit masks: bit `d - 1` for digit `d`.

/// All nine digits as a candidate mask (bit `d - 1` for digit `d`).
pub const ALL_DIGITS: u16 = 0x1ff;

/// The mask bit of `digit` (`1..=9`), `0` for `0`.
pub const fn digit_bit(digit: u8) -> u16 {
    (1u16 << digit) >> 1
}

/// The digits one above and one below those of `mask`: what non-consecutive takes from
/// the neighbours of a cell holding one of them.
pub const fn near(mask: u16) -> u16 {
    ((mask << 1) | (mask >> 1)) & ALL_DIGITS
}

/// The lowest digit of a mask that is not empty; the digit of a one-digit mask.
pub const fn digit_of(mask: u16) -> u8 {
    mask.trailing_zeros() as u8 + 1
}

/// The two digits of a two-digit mask, lowest first.
pub const fn pair_digits(pair: u16) -> [u8; 2] {
    [digit_of(pair), 16 - pair.leading_zeros() as u8]
}

/// The digits (`1..=9`) of a mask, lowest first.
pub fn digits(mask: u16) -> impl Iterator<Item = u8> {
    let mut rest = mask & ALL_DIGITS;
    std::iter::from_fn(move || {
        let digit = rest.trailing_zeros() as u8 + 1;
        (rest != 0).then(|| {
            rest &= rest - 1;
            digit
        })
    })
}
