//! How an export is written. Its signature stays written out (cbindgen reads it); its
//! body is one `ffi_boundary!` block, which catches a panic and returns the fallback its
//! return type names ([`PanicFallback`]); at the top of that block each raw pointer is
//! turned, once, into one of the wrappers below. Everything under the exports takes the
//! wrappers and is safe: a wrapper's constructor carries the caller's promise, and its
//! methods touch exactly the memory that promise covers.
//!
//! Every wrapper copies bytes, so a caller's pointer need not be aligned.

use std::ffi::c_char;
use std::mem::size_of;
use std::ptr;

use super::status::sudoku_status::{self, *};
use crate::geometry::CELLS;

/// Runs an export's body: a block whose value is the export's return value, or a
/// `Result` of statuses (`Err` returned as it is). A panic gives the return type's
/// [`PanicFallback`] and never unwinds into C.
macro_rules! ffi_boundary {
    ($body:block) => {
        match ::std::panic::catch_unwind(::std::panic::AssertUnwindSafe(|| {
            // a closure of its own, so that `?` and `return` in the body leave the body
            #[allow(clippy::redundant_closure_call)]
            let value = (|| $body)();
            $crate::ffi::boundary::Returned::returned(value)
        })) {
            Ok(value) => value,
            Err(_) => $crate::ffi::boundary::PanicFallback::ON_PANIC,
        }
    };
}

/// What an export of this return type returns when its body panics.
pub trait PanicFallback {
    const ON_PANIC: Self;
}

impl PanicFallback for sudoku_status {
    const ON_PANIC: Self = SUDOKU_ERR_INTERNAL;
}

/// A static empty string: the functions that return names never return NULL.
impl PanicFallback for *const c_char {
    const ON_PANIC: Self = c"".as_ptr();
}

/// A body's value as the export's return value.
pub trait Returned<R> {
    fn returned(self) -> R;
}

impl Returned<sudoku_status> for sudoku_status {
    fn returned(self) -> sudoku_status {
        self
    }
}

impl Returned<sudoku_status> for Result<sudoku_status, sudoku_status> {
    fn returned(self) -> sudoku_status {
        self.unwrap_or_else(|status| status)
    }
}

impl Returned<*const c_char> for *const c_char {
    fn returned(self) -> *const c_char {
        self
    }
}

/// A raw pointer, which may be NULL.
pub trait Nullable: Copy {
    fn is_null(self) -> bool;
}

impl<T> Nullable for *const T {
    fn is_null(self) -> bool {
        <*const T>::is_null(self)
    }
}

impl<T> Nullable for *mut T {
    fn is_null(self) -> bool {
        <*mut T>::is_null(self)
    }
}

/// `pointer`, or `SUDOKU_ERR_NULL` when it is NULL.
pub fn non_null<P: Nullable>(pointer: P) -> Result<P, sudoku_status> {
    if pointer.is_null() {
        Err(SUDOKU_ERR_NULL)
    } else {
        Ok(pointer)
    }
}

/// The element types of a caller's cell arrays: board bytes and candidate masks.
pub trait CellValue: Copy + Default {}
impl CellValue for u8 {}
impl CellValue for u16 {}

/// 81 cells the caller lends for reading (a board, pencil marks).
pub struct CellsIn<T: CellValue>(*const T);

impl<T: CellValue> CellsIn<T> {
    /// `SUDOKU_ERR_NULL` for NULL.
    ///
    /// # Safety
    /// `cells` is NULL or valid for reading 81 `T`s while the wrapper lives.
    pub unsafe fn new(cells: *const T) -> Result<Self, sudoku_status> {
        non_null(cells).map(CellsIn)
    }

    /// None for NULL.
    ///
    /// # Safety
    /// As for [`CellsIn::new`].
    pub unsafe fn optional(cells: *const T) -> Option<Self> {
        non_null(cells).ok().map(CellsIn)
    }

    /// The 81 cells, copied into a local array.
    pub fn read(&self) -> [T; CELLS] {
        let mut cells = [T::default(); CELLS];
        // SAFETY: `new`'s caller promised 81 readable `T`s; `cells` is a distinct local,
        // and a byte copy tolerates any alignment.
        unsafe {
            ptr::copy_nonoverlapping(
                self.0.cast::<u8>(),
                cells.as_mut_ptr().cast::<u8>(),
                CELLS * size_of::<T>(),
            )
        };
        cells
    }
}

/// 81 cells the caller lends for writing (a board's answer, candidate masks).
pub struct CellsOut<T: CellValue>(*mut T);

impl<T: CellValue> CellsOut<T> {
    /// `SUDOKU_ERR_NULL` for NULL.
    ///
    /// # Safety
    /// `cells` is NULL or valid for writing 81 `T`s while the wrapper lives.
    pub unsafe fn new(cells: *mut T) -> Result<Self, sudoku_status> {
        non_null(cells).map(CellsOut)
    }

    /// Copies `cells` over the caller's.
    pub fn write(self, cells: &[T; CELLS]) {
        // SAFETY: `new`'s caller promised 81 writable `T`s; `cells` is a distinct local.
        unsafe {
            ptr::copy_nonoverlapping(
                cells.as_ptr().cast::<u8>(),
                self.0.cast::<u8>(),
                CELLS * size_of::<T>(),
            )
        };
    }
}

/// A board the caller lends for reading and writing (solved in place): both wrappers
/// over one pointer.
///
/// # Safety
/// `board` is NULL or valid for reading and writing 81 bytes while the wrappers live.
pub unsafe fn board_in_place(board: *mut u8) -> Result<(CellsIn<u8>, CellsOut<u8>), sudoku_status> {
    // SAFETY: the caller's promise covers both.
    unsafe { Ok((CellsIn::new(board)?, CellsOut::new(board)?)) }
}

/// The `size` a caller set in a struct whose first field is `uint32_t size`, when it is
/// at least this library's `sizeof(T)`; `SUDOKU_ERR_ARGUMENT` otherwise.
///
/// # Safety
/// `value` is non-NULL and valid for reading four bytes.
unsafe fn declared_size<T>(value: *const T) -> Result<usize, sudoku_status> {
    // SAFETY: the caller's promise.
    let size = unsafe { value.cast::<u32>().read_unaligned() } as usize;
    if size < size_of::<T>() {
        return Err(SUDOKU_ERR_ARGUMENT);
    }
    Ok(size)
}

/// A versioned input struct (first field `uint32_t size`) the caller lends for reading.
pub struct SizedIn<T: Copy>(*const T);

impl<T: Copy> SizedIn<T> {
    /// `SUDOKU_ERR_NULL` for NULL.
    ///
    /// # Safety
    /// `value` is NULL or valid for reading its `size` field and then `size` bytes while
    /// the wrapper lives.
    pub unsafe fn new(value: *const T) -> Result<Self, sudoku_status> {
        non_null(value).map(SizedIn)
    }

    /// None for NULL.
    ///
    /// # Safety
    /// As for [`SizedIn::new`].
    pub unsafe fn optional(value: *const T) -> Option<Self> {
        non_null(value).ok().map(SizedIn)
    }

    /// The struct, when its `size` is at least this library's `sizeof(T)` and any bytes
    /// beyond (fields of a newer version) are zero; `SUDOKU_ERR_ARGUMENT` otherwise.
    pub fn read(&self) -> Result<T, sudoku_status> {
        // SAFETY: `new`'s caller promised the size field and `size` bytes.
        let size = unsafe { declared_size(self.0) }?;
        // SAFETY: as above; `size` bytes are at least a `T`.
        let (known, extra) = unsafe {
            (
                self.0.read_unaligned(),
                std::slice::from_raw_parts(
                    self.0.cast::<u8>().add(size_of::<T>()),
                    size - size_of::<T>(),
                ),
            )
        };
        if extra.iter().any(|&byte| byte != 0) {
            return Err(SUDOKU_ERR_ARGUMENT);
        }
        Ok(known)
    }

    /// The struct, when its `size` is at least this library's `sizeof(T)`, not reading
    /// the bytes beyond (a newer version's fields); `SUDOKU_ERR_ARGUMENT` otherwise.
    pub fn read_known(&self) -> Result<T, sudoku_status> {
        // SAFETY: `new`'s caller promised the size field and `size` bytes.
        unsafe { declared_size(self.0) }?;
        // SAFETY: as above; `size` bytes are at least a `T`.
        Ok(unsafe { self.0.read_unaligned() })
    }
}

/// A versioned output struct (first field `uint32_t size`, set by the caller) the caller
/// lends, its `size` not yet checked.
pub struct UncheckedOut<T: Copy>(*mut T);

impl<T: Copy> UncheckedOut<T> {
    /// `SUDOKU_ERR_NULL` for NULL.
    ///
    /// # Safety
    /// `value` is NULL or valid for reading and writing a `T` while the wrapper lives.
    pub unsafe fn new(value: *mut T) -> Result<Self, sudoku_status> {
        non_null(value).map(UncheckedOut)
    }

    /// None for NULL.
    ///
    /// # Safety
    /// As for [`UncheckedOut::new`].
    pub unsafe fn optional(value: *mut T) -> Option<Self> {
        non_null(value).ok().map(UncheckedOut)
    }

    /// The struct, when the caller's `size` is at least this library's `sizeof(T)`;
    /// `SUDOKU_ERR_ARGUMENT` otherwise.
    pub fn checked(self) -> Result<SizedOut<T>, sudoku_status> {
        // SAFETY: `new`'s caller promised a readable `T`.
        let size = unsafe { declared_size(self.0) }?;
        Ok(SizedOut {
            value: self.0,
            size: size as u32,
        })
    }
}

/// A versioned output struct whose `size` is checked: written whole on success, `size`
/// kept.
pub struct SizedOut<T: Copy> {
    value: *mut T,
    size: u32,
}

impl<T: Copy> SizedOut<T> {
    /// Writes `value` with the caller's `size` in its first field: the bytes beyond this
    /// library's `sizeof(T)` stay as they were.
    pub fn write(self, value: T) {
        // SAFETY: `UncheckedOut::new`'s caller promised a writable `T`; the first field
        // is a u32.
        unsafe {
            self.value.write_unaligned(value);
            self.value.cast::<u32>().write_unaligned(self.size);
        }
    }
}

/// A single value the caller lends for writing (a count, a length).
pub struct Slot<T: Copy>(*mut T);

impl<T: Copy> Slot<T> {
    /// `SUDOKU_ERR_NULL` for NULL.
    ///
    /// # Safety
    /// `slot` is NULL or valid for writing a `T` while the wrapper lives.
    pub unsafe fn new(slot: *mut T) -> Result<Self, sudoku_status> {
        non_null(slot).map(Slot)
    }

    /// None for NULL.
    ///
    /// # Safety
    /// As for [`Slot::new`].
    pub unsafe fn optional(slot: *mut T) -> Option<Self> {
        non_null(slot).ok().map(Slot)
    }

    pub fn write(self, value: T) {
        // SAFETY: `new`'s caller promised a writable `T`, maybe unaligned.
        unsafe { self.0.write_unaligned(value) };
    }
}

/// A list of at most 81 bytes, its length given by the caller, lent for reading.
pub struct BytesIn {
    bytes: *const u8,
    len: usize,
}

impl BytesIn {
    /// `SUDOKU_ERR_NULL` for NULL; `len` is at most 81.
    ///
    /// # Safety
    /// `bytes` is NULL or valid for reading `len` bytes while the wrapper lives.
    pub unsafe fn new(bytes: *const u8, len: usize) -> Result<Self, sudoku_status> {
        debug_assert!(len <= CELLS);
        Ok(BytesIn {
            bytes: non_null(bytes)?,
            len: len.min(CELLS),
        })
    }

    /// The bytes, copied into the front of an 81-byte array, and their number.
    pub fn read(&self) -> ([u8; CELLS], usize) {
        let mut copy = [0u8; CELLS];
        // SAFETY: `new`'s caller promised `len` readable bytes.
        unsafe { ptr::copy_nonoverlapping(self.bytes, copy.as_mut_ptr(), self.len) };
        (copy, self.len)
    }
}

/// A text buffer of `size` bytes the caller lends for writing.
pub struct TextOut {
    buffer: *mut u8,
    size: usize,
}

impl TextOut {
    /// `SUDOKU_ERR_NULL` for NULL.
    ///
    /// # Safety
    /// `buffer` is NULL or valid for writing `size` bytes while the wrapper lives.
    pub unsafe fn new(buffer: *mut c_char, size: usize) -> Result<Self, sudoku_status> {
        Ok(TextOut {
            buffer: non_null(buffer)?.cast(),
            size,
        })
    }

    /// Writes `text` and a NUL; `SUDOKU_ERR_ARGUMENT`, writing nothing, when they do not
    /// fit.
    pub fn write(self, text: &[u8]) -> Result<(), sudoku_status> {
        if text.len() >= self.size {
            return Err(SUDOKU_ERR_ARGUMENT);
        }
        // SAFETY: `new`'s caller promised `size` writable bytes; the text and its NUL
        // take fewer.
        unsafe {
            ptr::copy_nonoverlapping(text.as_ptr(), self.buffer, text.len());
            self.buffer.add(text.len()).write(0);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn guarded(fail: bool, pointer: *const u8) -> sudoku_status {
        ffi_boundary!({
            // SAFETY: the tests pass NULL or a readable array of 81 bytes
            let board = unsafe { CellsIn::new(pointer) }?;
            assert!(!fail, "a deliberate panic inside the boundary");
            Ok(if board.read()[0] == 0 {
                SUDOKU_OK
            } else {
                SUDOKU_SOLVED
            })
        })
    }

    fn named(fail: bool) -> *const c_char {
        ffi_boundary!({
            assert!(!fail, "a deliberate panic inside the boundary");
            c"name".as_ptr()
        })
    }

    #[test]
    fn a_panic_gives_the_return_types_fallback() {
        assert_eq!(guarded(true, [0u8; CELLS].as_ptr()), SUDOKU_ERR_INTERNAL);
        // SAFETY: both are static strings
        unsafe {
            assert_eq!(std::ffi::CStr::from_ptr(named(true)), c"");
            assert_eq!(std::ffi::CStr::from_ptr(named(false)), c"name");
        }
    }

    #[test]
    fn null_returns_early_and_success_passes_through() {
        assert_eq!(guarded(true, std::ptr::null()), SUDOKU_ERR_NULL);
        assert_eq!(guarded(false, [0u8; CELLS].as_ptr()), SUDOKU_OK);
        assert_eq!(guarded(false, [1u8; CELLS].as_ptr()), SUDOKU_SOLVED);
    }
}
