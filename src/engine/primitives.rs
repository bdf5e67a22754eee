//! The few operations whose fastest form depends on the CPU path, in each form, and the
//! entry into the AVX2 instance of the search: the core's one module with `unsafe`. The
//! AVX2 forms run only inside that instance, which is entered only on a CPU that has every
//! feature it is compiled for; every form gives the same results.
#![allow(unsafe_code)]

use super::tables::triads;

/// The operations whose fastest form depends on the CPU path.
pub trait Primitives {
    /// Removes `cells` from each of a band's nine digits; the digits (bit `d`) that lost any.
    fn remove(digits: &mut [u32; 9], cells: u32) -> u16;
    /// The set of triads (9 bits) that hold at least one of a band's `cells`.
    fn triads(cells: u32) -> usize;
    /// From a digit's columns in each band (9 bits per band, band `b` at bit `9 * b`), those
    /// of stack `stack` as a stack's triads: column `c` of the stack in band `b` at bit
    /// `3 * b + c`.
    fn stack_triads(columns: u32, stack: u32) -> usize;
    /// The cells of a band (from its nine digits' cells) that hold at least one, at least
    /// two and at least three candidates.
    fn coverage(digits: &[u32; 9]) -> [u32; 3];
}

/// The primitives in plain Rust, for any CPU.
pub struct Portable;

impl Primitives for Portable {
    #[inline(always)]
    fn remove(digits: &mut [u32; 9], cells: u32) -> u16 {
        let mut lost = 0;
        for (d, digit) in digits.iter_mut().enumerate() {
            lost |= u16::from(*digit & cells != 0) << d;
            *digit &= !cells;
        }
        lost
    }

    #[inline(always)]
    fn triads(cells: u32) -> usize {
        triads(cells)
    }

    #[inline(always)]
    fn stack_triads(columns: u32, stack: u32) -> usize {
        let mine = columns >> (stack * 3) & 0o007_007_007;
        ((mine | mine >> 6 | mine >> 12) & 0o777) as usize
    }

    #[inline(always)]
    fn coverage(digits: &[u32; 9]) -> [u32; 3] {
        let [mut one, mut two, mut three] = [0u32; 3];
        for &cells in digits {
            three |= two & cells;
            two |= one & cells;
            one |= cells;
        }
        [one, two, three]
    }
}

/// The primitives in AVX2 and BMI2 instructions. Sound only inside `visit_avx2`, the one
/// user, which runs only on CPUs that have those features.
#[cfg(target_arch = "x86_64")]
pub struct Avx2;

#[cfg(target_arch = "x86_64")]
impl Primitives for Avx2 {
    #[inline(always)]
    fn remove(digits: &mut [u32; 9], cells: u32) -> u16 {
        use std::arch::x86_64::*;
        // SAFETY: only reached from visit_avx2 (AVX2 present); the load and the store
        // touch the first eight of nine initialised u32s.
        let kept = unsafe {
            let all = _mm256_loadu_si256(digits.as_ptr().cast());
            let gone = _mm256_set1_epi32(cells as i32);
            let untouched = _mm256_cmpeq_epi32(_mm256_and_si256(all, gone), _mm256_setzero_si256());
            _mm256_storeu_si256(digits.as_mut_ptr().cast(), _mm256_andnot_si256(gone, all));
            _mm256_movemask_ps(_mm256_castsi256_ps(untouched)) as u16
        };
        let last = u16::from(digits[8] & cells != 0) << 8;
        digits[8] &= !cells;
        (!kept & 0xff) | last
    }

    #[inline(always)]
    fn triads(cells: u32) -> usize {
        // a triad's bit is its first cell's: fold each three-cell group onto it, then gather
        let any = cells | cells >> 1 | cells >> 2;
        // SAFETY: only reached from visit_avx2 (BMI2 present).
        unsafe { std::arch::x86_64::_pext_u32(any, 0o111_111_111) as usize }
    }

    #[inline(always)]
    fn stack_triads(columns: u32, stack: u32) -> usize {
        // SAFETY: only reached from visit_avx2 (BMI2 present).
        unsafe { std::arch::x86_64::_pext_u32(columns, 0o007_007_007 << (stack * 3)) as usize }
    }

    #[inline(always)]
    fn coverage(digits: &[u32; 9]) -> [u32; 3] {
        use std::arch::x86_64::*;
        // saturating counts (at least one, two, three) of digits 1-8, merged in a tree:
        // each lane with its neighbour's, then with the neighbouring pair's, then with the
        // other half's, so that every lane ends with all eight. Macros, not closures: a
        // closure would not inherit the target features.
        macro_rules! merge {
            ($counts:ident, $swap:ident) => {{
                let [one, two, three] = $counts;
                let [other_one, other_two, other_three] = [$swap!(one), $swap!(two), $swap!(three)];
                let three = _mm256_or_si256(
                    _mm256_or_si256(three, other_three),
                    _mm256_or_si256(
                        _mm256_and_si256(two, other_one),
                        _mm256_and_si256(one, other_two),
                    ),
                );
                let two = _mm256_or_si256(
                    _mm256_or_si256(two, other_two),
                    _mm256_and_si256(one, other_one),
                );
                [_mm256_or_si256(one, other_one), two, three]
            }};
        }
        macro_rules! neighbour {
            ($v:expr) => {
                _mm256_shuffle_epi32::<0b10_11_00_01>($v)
            };
        }
        macro_rules! pair {
            ($v:expr) => {
                _mm256_shuffle_epi32::<0b01_00_11_10>($v)
            };
        }
        macro_rules! half {
            ($v:expr) => {
                _mm256_permute2x128_si256::<1>($v, $v)
            };
        }
        // SAFETY: only reached from visit_avx2 (AVX2 present); the load reads the first
        // eight of nine initialised u32s.
        let [one, two, three] = unsafe {
            let zero = _mm256_setzero_si256();
            let counts = [_mm256_loadu_si256(digits.as_ptr().cast()), zero, zero];
            let counts = merge!(counts, neighbour);
            let counts = merge!(counts, pair);
            let counts = merge!(counts, half);
            let [one, two, three] = counts;
            [
                _mm256_cvtsi256_si32(one) as u32,
                _mm256_cvtsi256_si32(two) as u32,
                _mm256_cvtsi256_si32(three) as u32,
            ]
        };
        let last = digits[8];
        [one | last, two | one & last, three | two & last]
    }
}

/// True when this CPU has every feature the AVX2 instance is compiled for. Detection runs
/// once per process and is cached by the standard library.
pub fn avx2_supported() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx2")
            && std::arch::is_x86_feature_detected!("bmi1")
            && std::arch::is_x86_feature_detected!("bmi2")
            && std::arch::is_x86_feature_detected!("lzcnt")
            && std::arch::is_x86_feature_detected!("popcnt")
    }
    #[cfg(not(target_arch = "x86_64"))]
    false
}

/// Runs `entry`, a search entry compiled with the AVX2 instance's target features, after
/// checking that this CPU has them.
#[cfg(target_arch = "x86_64")]
pub fn enter_avx2<S, T, R>(entry: unsafe fn(&mut S, T) -> R, search: &mut S, state: T) -> R {
    assert!(avx2_supported(), "the AVX2 path needs an AVX2 CPU");
    // SAFETY: the CPU has every feature the entry is compiled for.
    unsafe { entry(search, state) }
}
