//! A count of the work done by the front end's steps whose cost depends on
//! the input's size, for scaling tests.
//!
//! Scaling tests must not time anything (timings vary with the machine and
//! its load); instead, the loops that could turn superlinear on big inputs
//! (phi resolution, diagnostic rendering) add one unit per basic step here,
//! and a test checks that ten times the input costs about ten times the work.
//! The counter is per thread, so tests running in parallel do not disturb
//! each other, and it only ever grows: read it before and after the step.

use std::cell::Cell;

thread_local! {
    static WORK: Cell<u64> = const { Cell::new(0) };
}

/// Adds `n` units of work on this thread.
#[inline]
pub(crate) fn add(n: u64) {
    WORK.with(|w| w.set(w.get().wrapping_add(n)));
}

/// The units of work done on this thread so far.
pub fn count() -> u64 {
    WORK.with(Cell::get)
}

/// Runs `f` and returns its result with the work it did on this thread.
pub fn measure<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let before = count();
    let r = f();
    (r, count().wrapping_sub(before))
}
