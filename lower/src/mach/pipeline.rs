//! The named passes that run on machine code after register allocation
//! ([`MachPass`]), and their order at -O1/-O2 ([`POST_REGALLOC_O2`]).
//!
//! Each pass has the name `egret compile --print-after` and `--opt-stats`
//! know it by (`shrink-wrap`, `loop-tests`, `redundant-reloads`,
//! `implied-branches`, `dead-code`, `schedule`, `delay-slots`,
//! `delay-slots-across`). [`run_passes`] runs a
//! list of them on a function with what [`PassHooks`] asks around each: the
//! machine verifier (`verify.rs`; always in debug builds), listings of the
//! code (`--print-after`; `machine` names the code as emission made it) and
//! per-pass statistics (`--opt-stats`), returned in a [`PassReport`].

use super::dead_code::remove_dead_code;
use super::delay_slots::fill_delay_slots;
use super::delay_slots_across::fill_slots_from_successors;
use super::implied_branches::fold_implied_branches;
use super::loop_tests::duplicate_loop_tests;
use super::model::{MachFunction, MachItem};
use super::print::listing;
use super::reloads::remove_reloads_and_copies;
use super::schedule::schedule;
use super::shrink_wrap::shrink_wrap;
use super::verify::{live_at_entry, verify};
use std::fmt::{self, Write};
use std::time::Instant;

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
    /// `implied-branches`: a `beq`/`bne` that an earlier branch's
    /// fall-through decides becomes a `jmp` or goes
    /// ([`fold_implied_branches`]).
    ImpliedBranches,
    /// `dead-code`: computations whose results are dead
    /// ([`remove_dead_code`]).
    DeadCode,
    /// `schedule`: instructions reordered within straight-line regions for
    /// fewer pipeline stalls ([`schedule`]; -O2 only).
    Schedule,
    /// `delay-slots`: slots filled from before the transfer, within a block
    /// ([`fill_delay_slots`]).
    DelaySlots,
    /// `delay-slots-across`: conditional branches' slots still empty filled
    /// from a successor ([`fill_slots_from_successors`]).
    DelaySlotsAcross,
}

impl MachPass {
    /// Every pass, in the order they run at -O2.
    pub const ALL: [MachPass; 8] = [
        MachPass::ShrinkWrap,
        MachPass::LoopTests,
        MachPass::RedundantReloads,
        MachPass::ImpliedBranches,
        MachPass::DeadCode,
        MachPass::Schedule,
        MachPass::DelaySlots,
        MachPass::DelaySlotsAcross,
    ];

    /// The pass's name (`--print-after`, `--opt-stats`).
    pub fn name(self) -> &'static str {
        match self {
            MachPass::ShrinkWrap => "shrink-wrap",
            MachPass::LoopTests => "loop-tests",
            MachPass::RedundantReloads => "redundant-reloads",
            MachPass::ImpliedBranches => "implied-branches",
            MachPass::DeadCode => "dead-code",
            MachPass::Schedule => "schedule",
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
            MachPass::ImpliedBranches => fold_implied_branches(f),
            MachPass::DeadCode => remove_dead_code(f),
            MachPass::Schedule => schedule(f),
            MachPass::DelaySlots => fill_delay_slots(f),
            MachPass::DelaySlotsAcross => fill_slots_from_successors(f),
        }
    }
}

/// The passes run at -O2, in order: shrink-wrapping first (it needs the
/// prologue and epilogues as emission made them, with empty slots), then
/// loop tests into latches, so that the copied branches' slots get filled
/// too, then the deletion of redundant reloads and recomputations and of
/// register copies (reloads again after the copies, which expose some:
/// [`remove_reloads_and_copies`]), then the folding of branches an earlier
/// branch decides (once copies no longer hide that two branches test the
/// same registers), then the deletion of computations whose
/// results are dead, then scheduling (on the final instructions, with the
/// slots still empty, so the fillers see the scheduled order), then the
/// two slot fillers (within a block first, then across blocks for the
/// slots still empty).
pub const POST_REGALLOC_O2: [MachPass; 8] = MachPass::ALL;

/// The passes run at -O1: those of -O2 but scheduling.
pub const POST_REGALLOC_O1: [MachPass; 7] = [
    MachPass::ShrinkWrap,
    MachPass::LoopTests,
    MachPass::RedundantReloads,
    MachPass::ImpliedBranches,
    MachPass::DeadCode,
    MachPass::DelaySlots,
    MachPass::DelaySlotsAcross,
];

/// The `--print-after` name of the code as emission made it, before any
/// pass.
pub const MACHINE: &str = "machine";

/// What [`run_passes`] does besides running the passes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassHooks {
    /// Run the machine verifier after every pass (it always runs in debug
    /// builds).
    pub verify: bool,
    /// List the code after the pass of this name, after every one (`all`),
    /// or before the first ([`MACHINE`]; `all` includes it).
    pub print_after: Option<String>,
    /// Count instructions and time every pass ([`PassRun`]).
    pub stats: bool,
}

impl PassHooks {
    /// Whether the code is listed after the step `name`.
    fn prints(&self, name: &str) -> bool {
        self.print_after
            .as_deref()
            .is_some_and(|p| p == "all" || p == name)
    }
}

/// One pass's run over one function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassRun {
    /// The pass's name.
    pub pass: &'static str,
    /// Instructions before it.
    pub insts_before: usize,
    /// Instructions after it.
    pub insts_after: usize,
    /// Its time in microseconds.
    pub micros: u64,
}

/// A listing of the code after a pass.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassListing {
    /// The pass's name ([`MACHINE`] before the first).
    pub pass: &'static str,
    /// The code ([`crate::mach::listing`]).
    pub text: String,
}

/// What [`run_passes`] recorded for one function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassReport {
    /// The listings [`PassHooks::print_after`] asked for, in order.
    pub listings: Vec<PassListing>,
    /// Every pass's run when [`PassHooks::stats`] is on, in order.
    pub runs: Vec<PassRun>,
}

/// The machine verifier refused the code after a pass: a bug in the pass.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MachVerifyError {
    /// The pass ([`MACHINE`]: the code as emission made it).
    pub pass: &'static str,
    /// What is wrong.
    pub problem: String,
}

impl fmt::Display for MachVerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "internal error: the machine verifier refused the code after `{}`: {}",
            self.pass, self.problem
        )
    }
}

impl std::error::Error for MachVerifyError {}

/// Runs `passes` on `f` in order, with what `hooks` asks around each.
pub fn run_passes(
    f: &mut MachFunction,
    passes: &[MachPass],
    hooks: &PassHooks,
) -> Result<PassReport, MachVerifyError> {
    let checking = hooks.verify || cfg!(debug_assertions);
    let mut report = PassReport::default();
    let mut live = 0;
    if checking {
        live = verify(f, live_at_entry(f)).map_err(|problem| MachVerifyError {
            pass: MACHINE,
            problem,
        })?;
    }
    record_listing(&mut report, hooks, MACHINE, f);
    for &pass in passes {
        let before = hooks.stats.then(|| (inst_count(f), Instant::now()));
        pass.run(f);
        if let Some((insts_before, start)) = before {
            report.runs.push(PassRun {
                pass: pass.name(),
                insts_before,
                insts_after: inst_count(f),
                micros: start.elapsed().as_micros() as u64,
            });
        }
        if checking {
            live = verify(f, live).map_err(|problem| MachVerifyError {
                pass: pass.name(),
                problem,
            })?;
        }
        record_listing(&mut report, hooks, pass.name(), f);
    }
    Ok(report)
}

/// Adds the listing of `f` to `report` if `hooks` asks for it after `pass`.
fn record_listing(
    report: &mut PassReport,
    hooks: &PassHooks,
    pass: &'static str,
    f: &MachFunction,
) {
    if hooks.prints(pass) {
        report.listings.push(PassListing {
            pass,
            text: listing(f),
        });
    }
}

/// How many instructions `f` has.
fn inst_count(f: &MachFunction) -> usize {
    f.items
        .iter()
        .filter(|it| matches!(it, MachItem::Inst(_)))
        .count()
}

/// The `--opt-stats` table of the passes after register allocation: each
/// pass's time and instructions before and after, summed over `reports`
/// (one per function), in the order the passes first ran.
pub fn render_pass_stats<'a>(reports: impl IntoIterator<Item = &'a PassReport>) -> String {
    let mut rows: Vec<PassRun> = Vec::new();
    let mut functions = 0;
    for report in reports {
        functions += 1;
        for run in &report.runs {
            match rows.iter_mut().find(|r| r.pass == run.pass) {
                Some(row) => {
                    row.insts_before += run.insts_before;
                    row.insts_after += run.insts_after;
                    row.micros += run.micros;
                }
                None => rows.push(run.clone()),
            }
        }
    }
    let mut s = String::new();
    let _ = writeln!(
        s,
        "machine passes after register allocation ({functions} functions):"
    );
    let _ = writeln!(
        s,
        "  {:<20} {:>10} {:>13} {:>12} {:>8}",
        "pass", "time (us)", "insts before", "insts after", "removed"
    );
    for r in &rows {
        let removed = r.insts_before as i64 - r.insts_after as i64;
        let _ = writeln!(
            s,
            "  {:<20} {:>10} {:>13} {:>12} {:>8}",
            r.pass, r.micros, r.insts_before, r.insts_after, removed
        );
    }
    s
}
