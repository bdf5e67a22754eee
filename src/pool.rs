//! The threads a batch runs on: workers, the caller's thread among them, that take items
//! in chunks from one shared work list.
//!
//! Nothing on the way from a batch call to a started worker allocates or can abort: the
//! core count comes from the system without allocating ([`os::cores`]), workers are
//! started by the system's own thread call with an explicit stack size ([`os::Thread`]),
//! whose every failure is a return value, and their handles live in an array on the
//! caller's stack. The standard library's threads are not used: their start allocates
//! and registers thread-local destructors, and aborts the process when either fails.
//! Starting and joining the system's threads is this module's `unsafe`, beside the
//! engine's CPU-path entry the only `unsafe` of the core.
#![allow(unsafe_code)]

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};

/// Items handed to a worker at a time.
const CHUNK: usize = 32;

/// The most threads a batch starts per core: more would only wait for a core.
const THREADS_PER_CORE: usize = 2;

/// The most threads one batch runs on, the caller's included: the started workers'
/// handles live in an array of this size on the caller's stack.
const MAX_THREADS: usize = 256;

/// The stack each started worker gets, the standard library's default for its threads:
/// the deepest work a batch does (generation at a level, which rates each try) needs far
/// less.
const WORKER_STACK: usize = 2 << 20;

/// Runs `work` on every item of `items` with its index, storing what it returns at the
/// same index of `results` (as long as `items`), on up to `threads` threads (the caller's
/// included). Which thread takes which item never changes a result: `work` sees only its
/// item and index.
///
/// A thread the system cannot start is no error: the threads that run share its work,
/// down to the caller's alone. One thread runs on the caller's alone, starting none.
/// Nothing here allocates.
///
/// A panic in `work` on any thread is caught there; once every worker has stopped, it is
/// raised again on the caller's thread.
pub(crate) fn for_each<T, R, F>(items: &mut [T], results: &mut [R], threads: usize, work: F)
where
    T: Send,
    R: Send,
    F: Fn(usize, &mut T) -> R + Sync,
{
    assert_eq!(items.len(), results.len(), "one result per item");
    let work_list = Mutex::new(
        items
            .chunks_mut(CHUNK)
            .zip(results.chunks_mut(CHUNK))
            .enumerate(),
    );
    let panicked = AtomicBool::new(false);
    let worker = || {
        let run = || loop {
            let next = work_list
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .next();
            let Some((chunk, (items, results))) = next else {
                break;
            };
            for (i, (item, result)) in items.iter_mut().zip(results).enumerate() {
                *result = work(chunk * CHUNK + i, item);
            }
        };
        if catch_unwind(AssertUnwindSafe(run)).is_err() {
            panicked.store(true, Ordering::Relaxed);
        }
    };
    let mut started: [Option<os::Thread>; MAX_THREADS] = [const { None }; MAX_THREADS];
    for slot in started.iter_mut().take(threads.min(MAX_THREADS) - 1) {
        // SAFETY: every started thread is joined below, before `worker` and what it
        // borrows go out of scope; `worker` catches its own panics, so nothing unwinds
        // out of it.
        match unsafe { os::Thread::start(&worker, WORKER_STACK) } {
            Some(thread) => *slot = Some(thread),
            None => break,
        }
    }
    worker();
    for thread in started.iter_mut().filter_map(Option::take) {
        thread.join();
    }
    assert!(!panicked.load(Ordering::Relaxed), "a batch worker panicked");
}

/// The threads a batch of `items` items runs on when the caller asks for `requested`
/// (0: one per core): never more than there are chunks of work to share, nor more than
/// [`THREADS_PER_CORE`] per core or [`MAX_THREADS`], and at least one.
///
/// WebAssembly without the threads proposal (`wasm32-unknown-unknown`) has no threads:
/// there a batch always runs on the calling thread.
pub(crate) fn threads_for(requested: u32, items: usize) -> usize {
    let chunks = items.div_ceil(CHUNK);
    if !os::THREADS || requested == 1 || chunks <= 1 {
        return 1;
    }
    let cores = os::cores().max(1);
    let wanted = match requested {
        0 => cores,
        n => usize::try_from(n).unwrap_or(usize::MAX),
    };
    wanted
        .min(cores.saturating_mul(THREADS_PER_CORE))
        .min(chunks)
        .clamp(1, MAX_THREADS)
}

/// The system's threads, as POSIX threads.
#[cfg(unix)]
mod os {
    use std::ffi::c_void;
    use std::mem::MaybeUninit;

    /// Whether this target can start threads.
    pub(super) const THREADS: bool = true;

    /// The cores this process may run on (its affinity mask, where the system has one),
    /// 0 when the system does not say. Allocates nothing.
    pub(super) fn cores() -> usize {
        #[cfg(any(target_os = "linux", target_os = "android"))]
        {
            let mut set = MaybeUninit::<libc::cpu_set_t>::zeroed();
            // SAFETY: `set` is a live cpu_set_t of the size passed; 0 is this thread.
            let got = unsafe {
                libc::sched_getaffinity(0, size_of::<libc::cpu_set_t>(), set.as_mut_ptr())
            };
            if got == 0 {
                // SAFETY: sched_getaffinity filled the set.
                let count = unsafe { libc::CPU_COUNT(set.assume_init_ref()) };
                if count > 0 {
                    return count as usize;
                }
            }
        }
        // SAFETY: sysconf takes any name and reads nothing of the caller's.
        let online = unsafe { libc::sysconf(libc::_SC_NPROCESSORS_ONLN) };
        usize::try_from(online).unwrap_or(0)
    }

    /// A started thread, which must be joined.
    pub(super) struct Thread(libc::pthread_t);

    impl Thread {
        /// Starts a thread that runs `job` on a stack of `stack` bytes; `None` when the
        /// system cannot start it.
        ///
        /// # Safety
        /// The thread must be joined before `job` goes out of scope, and `job` must not
        /// unwind.
        pub(super) unsafe fn start<F: Fn() + Sync>(job: &F, stack: usize) -> Option<Thread> {
            extern "C" fn run<F: Fn()>(job: *mut c_void) -> *mut c_void {
                // SAFETY: `start` passes a `&F` that outlives the thread.
                unsafe { (*job.cast::<F>())() };
                std::ptr::null_mut()
            }
            let mut thread = MaybeUninit::<libc::pthread_t>::uninit();
            let job = (job as *const F).cast_mut().cast();
            // Miri has no thread attributes: it starts the thread with the defaults
            #[cfg(miri)]
            // SAFETY: the job pointer stays valid until the join the caller promised.
            return unsafe {
                let started =
                    libc::pthread_create(thread.as_mut_ptr(), std::ptr::null(), run::<F>, job) == 0;
                started.then(|| Thread(thread.assume_init()))
            };
            let mut attributes = MaybeUninit::<libc::pthread_attr_t>::uninit();
            // SAFETY: the attributes are initialised before use and destroyed after; the
            // job pointer stays valid until the join the caller promised.
            unsafe {
                if libc::pthread_attr_init(attributes.as_mut_ptr()) != 0 {
                    return None;
                }
                let started = libc::pthread_attr_setstacksize(attributes.as_mut_ptr(), stack) == 0
                    && libc::pthread_create(
                        thread.as_mut_ptr(),
                        attributes.as_ptr(),
                        run::<F>,
                        job,
                    ) == 0;
                libc::pthread_attr_destroy(attributes.as_mut_ptr());
                started.then(|| Thread(thread.assume_init()))
            }
        }

        /// Waits for the thread to finish.
        pub(super) fn join(self) {
            // SAFETY: the thread was started joinable and is joined once, here.
            unsafe { libc::pthread_join(self.0, std::ptr::null_mut()) };
        }
    }
}

/// The system's threads, as Windows threads.
#[cfg(windows)]
mod os {
    use std::ffi::c_void;
    use std::mem::MaybeUninit;

    /// Whether this target can start threads.
    pub(super) const THREADS: bool = true;

    /// `dwStackSize` is the stack's reservation, not its first commit.
    const STACK_SIZE_PARAM_IS_A_RESERVATION: u32 = 0x0001_0000;
    const INFINITE: u32 = u32::MAX;

    /// The fields of Windows' `SYSTEM_INFO`, in its layout.
    #[repr(C)]
    struct SystemInfo {
        processor_architecture: u32,
        page_size: u32,
        minimum_application_address: *mut c_void,
        maximum_application_address: *mut c_void,
        active_processor_mask: usize,
        number_of_processors: u32,
        processor_type: u32,
        allocation_granularity: u32,
        processor_level: u16,
        processor_revision: u16,
    }

    type ThreadStart = unsafe extern "system" fn(*mut c_void) -> u32;

    #[link(name = "kernel32")]
    extern "system" {
        fn GetSystemInfo(info: *mut SystemInfo);
        fn CreateThread(
            attributes: *mut c_void,
            stack_size: usize,
            start: ThreadStart,
            parameter: *mut c_void,
            flags: u32,
            thread_id: *mut u32,
        ) -> *mut c_void;
        fn WaitForSingleObject(handle: *mut c_void, milliseconds: u32) -> u32;
        fn CloseHandle(handle: *mut c_void) -> i32;
    }

    /// The processors of this process's processor group. Allocates nothing.
    pub(super) fn cores() -> usize {
        let mut info = MaybeUninit::<SystemInfo>::zeroed();
        // SAFETY: GetSystemInfo fills the struct it is given and cannot fail.
        let info = unsafe {
            GetSystemInfo(info.as_mut_ptr());
            info.assume_init()
        };
        info.number_of_processors as usize
    }

    /// A started thread, which must be joined.
    pub(super) struct Thread(*mut c_void);

    impl Thread {
        /// Starts a thread that runs `job` on a stack of `stack` bytes; `None` when the
        /// system cannot start it.
        ///
        /// # Safety
        /// The thread must be joined before `job` goes out of scope, and `job` must not
        /// unwind.
        pub(super) unsafe fn start<F: Fn() + Sync>(job: &F, stack: usize) -> Option<Thread> {
            unsafe extern "system" fn run<F: Fn()>(job: *mut c_void) -> u32 {
                // SAFETY: `start` passes a `&F` that outlives the thread.
                unsafe { (*job.cast::<F>())() };
                0
            }
            // SAFETY: the job pointer stays valid until the join the caller promised.
            let handle = unsafe {
                CreateThread(
                    std::ptr::null_mut(),
                    stack,
                    run::<F>,
                    (job as *const F).cast_mut().cast(),
                    STACK_SIZE_PARAM_IS_A_RESERVATION,
                    std::ptr::null_mut(),
                )
            };
            (!handle.is_null()).then_some(Thread(handle))
        }

        /// Waits for the thread to finish.
        pub(super) fn join(self) {
            // SAFETY: the handle is this thread's, waited on and closed once, here.
            unsafe {
                WaitForSingleObject(self.0, INFINITE);
                CloseHandle(self.0);
            }
        }
    }
}

/// No threads: WebAssembly and other targets without a thread call of their own.
#[cfg(not(any(unix, windows)))]
mod os {
    /// Whether this target can start threads.
    pub(super) const THREADS: bool = false;

    pub(super) fn cores() -> usize {
        1
    }

    /// Never made: [`Thread::start`] always fails here.
    pub(super) enum Thread {}

    impl Thread {
        /// # Safety
        /// Nothing: no thread is started.
        pub(super) unsafe fn start<F: Fn() + Sync>(_: &F, _: usize) -> Option<Thread> {
            None
        }

        pub(super) fn join(self) {
            match self {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Error, Puzzle, Rules, Solution};

    #[test]
    fn a_batch_equals_single_calls_on_any_number_of_threads() {
        let line =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let none =
            "12345678.........9...............................................................";
        let lines = (0..100).map(|i| if i % 7 == 3 { none } else { line });
        let puzzles: Vec<Puzzle> = lines.map(|line| line.parse().unwrap()).collect();
        let classic = Rules::classic();
        let single: Vec<Result<Solution, Error>> = puzzles
            .iter()
            .map(|puzzle| crate::solve(puzzle, &classic))
            .collect();
        assert!(single.contains(&Err(Error::NoSolution)) && single[0].is_ok());
        for threads in [1, 2, 3, 8] {
            let mut items = puzzles.clone();
            let mut results = vec![Err(Error::Internal); items.len()];
            for_each(&mut items, &mut results, threads, |i, puzzle| {
                assert_eq!(*puzzle, puzzles[i]);
                crate::solve(puzzle, &classic)
            });
            assert_eq!(results, single);
        }
    }

    #[test]
    fn a_panic_on_a_worker_reaches_the_caller_after_every_worker_stopped() {
        let mut items = vec![0u8; CHUNK * 4];
        let mut results = vec![99; CHUNK * 4];
        let caught = catch_unwind(AssertUnwindSafe(|| {
            for_each(&mut items, &mut results, 4, |i, _| {
                assert_ne!(i, CHUNK * 3, "the item that panics");
                0
            });
        }));
        assert!(caught.is_err());
        // the panicking item's chunk stops there; every other chunk was worked through
        let done = results.iter().filter(|&&s| s == 0).count();
        assert_eq!(done, CHUNK * 3);
        assert!(results[CHUNK * 3..].iter().all(|&s| s == 99));
    }

    #[test]
    fn the_core_count_is_at_least_what_the_standard_library_counts() {
        // the standard library also applies cgroup quotas, which can only lower its count
        let std_cores = std::thread::available_parallelism().map_or(1, usize::from);
        assert!(os::cores() >= std_cores, "{} < {std_cores}", os::cores());
    }
}
