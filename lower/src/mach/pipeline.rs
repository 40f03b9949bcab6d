//! The named list of passes that run on machine code after register
//! allocation, in order.

use super::dead_code::remove_dead_code;
use super::delay_slots::fill_delay_slots;
use super::delay_slots_across::fill_slots_from_successors;
use super::loop_tests::duplicate_loop_tests;
use super::model::MachFunction;
use super::reloads::remove_reloads_and_copies;
use super::shrink_wrap::shrink_wrap;

/// A pass over machine code run after register allocation (e.g. delay-slot
/// filling at -O2).
pub type MachPass = fn(&mut MachFunction, &crate::Target);

/// The passes [`MachPass`] runs at -O2, in order: shrink-wrapping first
/// (it needs the prologue and epilogues as emission made them, with empty
/// slots), then loop tests into latches, so that the copied branches' slots
/// get filled too, then the deletion of redundant reloads and
/// recomputations and of register copies (reloads again after the copies,
/// which expose some: [`remove_reloads_and_copies`]), then the deletion of
/// computations whose results are dead, then the two slot fillers (within
/// a block first, then across blocks for the slots still empty).
pub const POST_REGALLOC_O2: [MachPass; 6] = [
    shrink_wrap,
    duplicate_loop_tests,
    remove_reloads_and_copies,
    remove_dead_code,
    fill_delay_slots,
    fill_slots_from_successors,
];
