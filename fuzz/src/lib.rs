//! A deterministic fuzzing harness for egret, on stable Rust.
//!
//! Inputs come from two sources: the project's program generator
//! (`egret-testgen`, whose programs are well formed, terminate and are free
//! of undefined behaviour) and mutation of the repository's corpus
//! (`tests/programs/*.ll`, `tests/malformed/*.ll`, `runtime/*.s`, and the
//! objects and executables compiled from them). Every input is a pure
//! function of `(target, seed, index)` ([`make_case`]), so a seed and an
//! index are a complete bug report and a run can be resumed anywhere.
//!
//! The [targets](Target) drive every stage in-process: parse + verify, the
//! interpreter, compilation at -O0 and -O2 with a differential check of
//! generated programs (interpreter vs simulator at both levels), the
//! assembler, the ELF reader, the linker, `objdump`, DWARF reading, the
//! simulator, and the JIT API. [`runner`] runs each input on a worker
//! thread, catches panics (with their message and location) and flags
//! inputs that exceed a time limit as hangs; [`campaign`] counts outcomes
//! per target and writes a reproducer for every failure. The `egret-fuzz`
//! binary adds a supervisor process so that an abort (a stack overflow, say)
//! is recorded like a panic instead of ending the campaign.
//!
//! Modules: [`corpus`] (the seed inputs), [`mutate`] (text and byte
//! mutators), [`targets`] (what each target does with an input and which
//! outcomes are failures), [`case`] (inputs and their reproducer files),
//! [`runner`], [`minimize`], [`campaign`].

pub mod campaign;
pub mod case;
pub mod corpus;
pub mod minimize;
pub mod mutate;
pub mod runner;
pub mod targets;

pub use case::{Case, Machine, make_case};
pub use runner::{Failure, Outcome};
pub use targets::{Target, Verdict};

/// The PRNG every input is drawn from (SplitMix64, fixed forever: recorded
/// seeds must keep reproducing).
pub use egret_testgen::rng::Rng;

/// A generator for input `index` of `target` in the campaign seeded with
/// `seed`: independent of every other input, so inputs can be made in any
/// order.
pub fn case_rng(target: Target, seed: u64, index: u64) -> Rng {
    let mut mix = Rng::new(seed ^ (target as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let base = mix.next_u64();
    Rng::new(base ^ index.wrapping_mul(0xd6e8_feb8_6659_fd93))
}
