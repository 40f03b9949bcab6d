//! Machine code after register allocation: an editable list of real Cpu0
//! instructions, labels and call-frame markers, and its finalization into
//! bytes.
//!
//! Emission (`emit.rs`) produces a [`MachFunction`]: every item is either a
//! physical-register [`Inst`](egret_cpu0::isa::Inst) (with a [`Fixup`]
//! when its immediate is a label or a symbol), a block
//! [`MachItem::Label`], or a [`MachItem::Cfi`] marker that describes the
//! frame from the next instruction on. Delay slots are explicit `nop`s
//! with [`Role::DelaySlot`]. Because positions are implicit, passes after
//! register allocation may move, delete and insert items freely; each is a
//! named [`MachPass`], and [`run_passes`] runs a list of them with the
//! machine verifier after each one (`verify.rs`: in debug builds and on
//! request), listings (`print.rs`) and statistics ([`PassHooks`]).
//!
//! Files: `model.rs` (the types above), `cfg.rs` (labels, branch targets,
//! slots), `effects.rs` (registers each instruction reads and writes),
//! `liveness.rs` (physical-register liveness), `finish.rs` (threading,
//! inversion, relaxation, encoding), one file per pass (`shrink_wrap.rs`,
//! `loop_tests.rs`, `reloads.rs` with `copies.rs`, `dead_code.rs`,
//! `schedule.rs`, `delay_slots.rs`, `delay_slots_across.rs`), `pipeline.rs` (the named
//! passes, their order and the hooks around them), `verify.rs`, `print.rs`;
//! unit tests in `<file>/tests.rs`. Files import from the file that
//! defines an item, never from this one, which only re-exports.
//!
//! The instruction right after a delayed transfer (`jeq..jge`, `beq`, `bne`,
//! `jsub`, `jalr`, `jr`) is its delay slot, whatever its role: a filled slot
//! keeps the role of the instruction moved there, so structure — not
//! [`Role::DelaySlot`] — says where slots are. No label ever separates a
//! transfer from its slot.
//!
//! The -O2 passes after register allocation ([`POST_REGALLOC_O2`]; -O1's
//! [`POST_REGALLOC_O1`] leave out scheduling), in order:
//! - [`shrink_wrap`] gives an early return at the function's entry (`if
//!   (n == 0) return x;`) a path without the frame: the prologue moves to
//!   the other successor of the entry's branch, the fast path becomes a copy
//!   ending in a bare `ret $lr`, laid out last behind a `RestoreState` that
//!   matches a `RememberState` before the moved prologue, so the frame
//!   markers describe every instruction;
//! - [`duplicate_loop_tests`] copies a small loop test into the latch that
//!   jumps to it, so the loop's hot path falls through instead of taking a
//!   `jmp` and a branch every iteration;
//! - [`remove_redundant_reloads`] deletes, in straight-line code and
//!   across forward branches, reloads of stack words, constants, symbol
//!   addresses and `mult`/`div` that registers or HI/LO already hold, and
//!   stores of a reloaded value back to its word;
//! - [`propagate_copies`] deletes register copies by forwarding the source
//!   to the destination's reads, or by computing a dying source straight
//!   into the destination (then [`remove_redundant_reloads`] runs again,
//!   unless that cannot find more: [`remove_reloads_and_copies`]);
//! - [`fold_implied_branches`] makes a `beq`/`bne` that an earlier
//!   branch's fall-through decides (the same two registers, unwritten
//!   since) a `jmp`, or deletes it;
//! - [`remove_dead_code`] deletes plain computations (ALU operations,
//!   `mfhi`/`mflo`, `$sp` reloads) whose results are dead;
//! - [`schedule`] (-O2 only) reorders the instructions of each
//!   straight-line region for fewer stalls of the simulator's pipeline
//!   model (load-use, HI/LO latency), keeping register and memory
//!   dependences; frame markers, labels and transfers bound the regions;
//! - [`fill_delay_slots`] moves an independent instruction from before a
//!   delayed transfer into its slot;
//! - [`fill_slots_from_successors`] fills the conditional-branch slots still
//!   empty from a successor: the first instruction of the fall-through code
//!   moves into the slot, or the target's first instruction is copied there
//!   and the branch retargeted past it (preferred for loop back edges), when
//!   the instruction is harmless on the other path. That needs
//!   physical-register liveness over the machine code (`liveness`: backward
//!   dataflow through labels, branches and delay slots; calls read the
//!   argument registers and clobber the caller-saved ones, `ret` reads the
//!   result registers ([`MachFunction::result_regs`]), `$sp`, `$lr` and the
//!   callee-saved registers; `$sw`, HI and LO are registers like the others;
//!   what cannot be analysed reads everything). It then branches past
//!   fall-through blocks left holding only a `jmp`.
//!
//! New labels these passes make (after a copied instruction, before a fast
//! path) are ordinary labels to [`MachFunction::finish`]: jump threading,
//! branch inversion and relaxation treat them like block labels.
//!
//! [`MachFunction::finish`] then
//! 1. retargets branches through blocks that only jump elsewhere (edge blocks
//!    regalloc2 left empty) and removes those blocks unless code falls into
//!    them;
//! 2. removes jumps to the next instruction and inverts a conditional branch
//!    over an unconditional jump;
//! 3. lays out offsets and turns every `beq`/`bne` whose target is beyond
//!    ±32 KiB into an inverted branch over a `jmp` (iterating until stable);
//! 4. encodes, records relocations, line rows and CFI offsets.

mod cfg;
mod copies;
mod dead_code;
mod debug_values;
mod delay_slots;
mod delay_slots_across;
mod effects;
mod finish;
mod implied_branches;
mod liveness;
mod loop_tests;
mod model;
mod pipeline;
mod print;
mod reloads;
mod schedule;
mod shrink_wrap;
#[cfg(test)]
mod testutil;
mod verify;

pub use copies::propagate_copies;
pub use dead_code::remove_dead_code;
pub use debug_values::{DebugFacts, Definitions, LabelRanges, VarPlace, label_ranges};
pub use delay_slots::fill_delay_slots;
pub use delay_slots_across::fill_slots_from_successors;
pub use finish::{CodeReloc, FinishError, FinishWork, FinishedCode, LineEntry};
pub use implied_branches::fold_implied_branches;
pub use loop_tests::duplicate_loop_tests;
pub use model::{
    CallFacts, CfiOp, Fixup, Label, MachFunction, MachInst, MachItem, NO_ORIGIN, PrivateStack,
    Role, is_cond_branch, jump_table_symbol, prepend_prelude,
};
pub use pipeline::{
    MACHINE, MachPass, MachVerifyError, POST_REGALLOC_O1, POST_REGALLOC_O2, PassHooks, PassListing,
    PassReport, PassRun, render_pass_stats, run_passes,
};
pub use print::listing;
pub use reloads::{remove_redundant_reloads, remove_reloads_and_copies};
pub use schedule::schedule;
pub use shrink_wrap::shrink_wrap;
pub use verify::{live_at_entry, verify};
