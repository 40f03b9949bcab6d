//! The named passes that run on machine code after register allocation
//! ([`MachPass`]), and their order at -O1/-O2 ([`POST_REGALLOC_O2`]).
//!
//! Each pass has the name `egret compile --print-after` and `--opt-stats`
//! know it by (`shrink-wrap`, `loop-tests`, `redundant-reloads`,
//! `dead-code`, `delay-slots`, `delay-slots-across`).

use super::dead_code::remove_dead_code;
use super::delay_slots::fill_delay_slots;
use super::delay_slots_across::fill_slots_from_successors;
use super::loop_tests::duplicate_loop_tests;
use super::model::MachFunction;
use super::reloads::remove_reloads_and_copies;
use super::shrink_wrap::shrink_wrap;

/// A pass over machine code run after register allocation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MachPass {
    /// `shrink-wrap`: an early return at the entry runs without the frame
    /// ([`shrink_wrap`]).
    ShrinkWrap,
    /// `loop-tests`: small loop tests copied into the latches that jump to
    /// them ([`duplicate_loop_tests`]).
    LoopTests,
    /// `redundant-reloads`: redundant reloads and recomputations, register
    /// copies, then reloads again ([`remove_reloads_and_copies`]).
    RedundantReloads,
    /// `dead-code`: computations whose results are dead
    /// ([`remove_dead_code`]).
    DeadCode,
    /// `delay-slots`: slots filled from before the transfer, within a block
    /// ([`fill_delay_slots`]).
    DelaySlots,
    /// `delay-slots-across`: conditional branches' slots still empty filled
    /// from a successor ([`fill_slots_from_successors`]).
    DelaySlotsAcross,
}

impl MachPass {
    /// Every pass, in the order they run at -O1/-O2.
    pub const ALL: [MachPass; 6] = [
        MachPass::ShrinkWrap,
        MachPass::LoopTests,
        MachPass::RedundantReloads,
        MachPass::DeadCode,
        MachPass::DelaySlots,
        MachPass::DelaySlotsAcross,
    ];

    /// The pass's name (`--print-after`, `--opt-stats`).
    pub fn name(self) -> &'static str {
        match self {
            MachPass::ShrinkWrap => "shrink-wrap",
            MachPass::LoopTests => "loop-tests",
            MachPass::RedundantReloads => "redundant-reloads",
            MachPass::DeadCode => "dead-code",
            MachPass::DelaySlots => "delay-slots",
            MachPass::DelaySlotsAcross => "delay-slots-across",
        }
    }

    /// The pass named `name`, if any.
    pub fn from_name(name: &str) -> Option<MachPass> {
        MachPass::ALL.into_iter().find(|p| p.name() == name)
    }

    /// Runs the pass on `f`.
    pub fn run(self, f: &mut MachFunction) {
        match self {
            MachPass::ShrinkWrap => shrink_wrap(f),
            MachPass::LoopTests => duplicate_loop_tests(f),
            MachPass::RedundantReloads => remove_reloads_and_copies(f),
            MachPass::DeadCode => remove_dead_code(f),
            MachPass::DelaySlots => fill_delay_slots(f),
            MachPass::DelaySlotsAcross => fill_slots_from_successors(f),
        }
    }
}

/// The passes run at -O1 and -O2, in order: shrink-wrapping first (it
/// needs the prologue and epilogues as emission made them, with empty
/// slots), then loop tests into latches, so that the copied branches' slots
/// get filled too, then the deletion of redundant reloads and
/// recomputations and of register copies (reloads again after the copies,
/// which expose some: [`remove_reloads_and_copies`]), then the deletion of
/// computations whose results are dead, then the two slot fillers (within
/// a block first, then across blocks for the slots still empty).
pub const POST_REGALLOC_O2: [MachPass; 6] = MachPass::ALL;
