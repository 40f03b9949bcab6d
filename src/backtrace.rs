//! Backtraces of a trapped program (`egret run --backtrace-on-trap`).
//!
//! Starting from the simulator's registers at the trapping instruction,
//! [`backtrace`] unwinds one frame at a time with the program's
//! `.debug_frame` (`egret_dwarf::FrameTable::unwind`): the CFA becomes the
//! caller's `$sp`, the registers the CFI saved are read back from the
//! simulated stack, and the return address names the caller. Each frame is
//! named by its function (symbol and offset) and, where the line table
//! covers it, its source location. A caller's location is that of its call
//! instruction — `jsub`/`jalr` eight bytes before the return address, past
//! the delay slot — so the line shown is the call's, not the next
//! statement's.
//!
//! The walk ends at the first address no FDE covers (the start-up code, or
//! the runtime library, which has no DWARF), which is still listed by name,
//! at the halt address -1 (the start code enters `main` by a jump with
//! `$lr = -1` unless destructors run after it, so `main` is then the
//! outermost frame), or when unwinding stops making progress; a program without `.debug_frame`
//! has no backtrace ([`NoFrameInfo`]).

use crate::debug::{DebugInfo, format_location};
use egret_cpu0::encode::decode;
use egret_cpu0::exec::Executable;
use egret_cpu0::isa::{Opcode, Reg};
use egret_cpu0::sim::Machine;
use egret_dwarf::Location;
use std::fmt::Write as _;

/// More frames than any program's call depth on Cpu0's stack: a bound on
/// the walk should the stack be corrupt.
const MAX_FRAMES: usize = 4096;

/// The return address `main` gets when the start code jumps to it: the
/// address whose execution halts the run (nothing called `main`).
const HALT_ADDRESS: u32 = u32::MAX;

/// One frame of a backtrace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The frame's instruction: the trapping one for the innermost frame,
    /// the call for the others.
    pub pc: u32,
    /// The function and offset (`main+0x14`).
    pub function: String,
    /// The source location of `pc`, if the line table covers it.
    pub location: Option<Location>,
}

/// The frames of a trapped program, innermost first, and why the walk
/// ended early, if it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Backtrace {
    /// Innermost first.
    pub frames: Vec<Frame>,
    /// Set when unwinding failed before reaching code without frame
    /// information (a corrupt stack, say).
    pub incomplete: Option<String>,
}

/// The program has no `.debug_frame` to unwind with (not compiled with `-g`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoFrameInfo;

/// Unwinds the stack of `m`, stopped at a trap, with `exe`'s DWARF.
pub fn backtrace(exe: &Executable, m: &Machine) -> Result<Backtrace, NoFrameInfo> {
    let info = DebugInfo::from_executable(exe)
        .ok()
        .flatten()
        .ok_or(NoFrameInfo)?;
    if info.frames().is_empty() {
        return Err(NoFrameInfo);
    }
    let mut regs: [u32; 16] = std::array::from_fn(|i| m.reg(Reg(i as u8)));
    let mut pc = m.pc();
    let mut lookup = pc;
    let mut frames = Vec::new();
    let mut incomplete = None;
    let mut previous_cfa = None;
    while frames.len() < MAX_FRAMES {
        frames.push(Frame {
            pc: lookup,
            function: Machine::describe_address(exe, lookup),
            location: info.location(lookup),
        });
        if !matches!(info.frames().rules_at(pc), Ok(Some(_))) {
            break;
        }
        let read_register = |r: u16| regs.get(usize::from(r)).copied();
        let read_memory = |addr: u32| m.read_u32(addr).ok();
        let unwound = match info.frames().unwind(pc, read_register, read_memory) {
            Ok(u) => u,
            Err(e) => {
                incomplete = Some(e.to_string());
                break;
            }
        };
        if previous_cfa.is_some_and(|p| unwound.cfa <= p)
            || unwound.return_address == 0
            || unwound.return_address == HALT_ADDRESS
        {
            break;
        }
        previous_cfa = Some(unwound.cfa);
        for (&r, &value) in &unwound.registers {
            if let Some(slot) = regs.get_mut(usize::from(r)) {
                *slot = value;
            }
        }
        regs[usize::from(Reg::SP.0)] = unwound.cfa;
        pc = unwound.return_address;
        lookup = call_site(m, pc);
    }
    Ok(Backtrace { frames, incomplete })
}

/// The call instruction that returns to `return_address`: a `jsub` or
/// `jalr` two words before it (the delay slot lies between), else the word
/// just before it (`bal`, which has no delay slot).
fn call_site(m: &Machine, return_address: u32) -> u32 {
    let two_before = return_address.wrapping_sub(8);
    let is_call = m
        .read_u32(two_before)
        .ok()
        .and_then(|w| decode(w).ok())
        .is_some_and(|i| matches!(i.op, Opcode::Jsub | Opcode::Jalr));
    if is_call {
        two_before
    } else {
        return_address.wrapping_sub(4)
    }
}

/// The backtrace as `egret run --backtrace-on-trap` prints it:
///
/// ```text
/// backtrace (innermost first):
///   #0 0x00000128 in g+0x8 at deep.ll:6:8
///   #1 0x00000160 in f+0x14 at deep.ll:12:8
///   #2 0x000001a0 in main+0x1c at deep.ll:18:8
///   #3 0x00000010 in start code+0x10
/// ```
pub fn format_backtrace(result: &Result<Backtrace, NoFrameInfo>) -> String {
    let bt = match result {
        Ok(bt) => bt,
        Err(NoFrameInfo) => {
            return "note: no backtrace: the program has no frame information \
                    (.debug_frame); compile it with -g\n"
                .to_string();
        }
    };
    let mut out = String::from("backtrace (innermost first):\n");
    for (i, f) in bt.frames.iter().enumerate() {
        let _ = write!(out, "  #{i} {:#010x} in {}", f.pc, f.function);
        if let Some(loc) = &f.location {
            let _ = write!(out, " at {}", format_location(loc));
        }
        out.push('\n');
    }
    if let Some(why) = &bt.incomplete {
        let _ = writeln!(out, "note: the backtrace stops here: {why}");
    }
    out
}
