//! What each instruction does to registers and memory ([`Effects`]): the
//! registers it reads and writes as bit sets over the 16 general registers,
//! HI and LO, and whether it loads or stores. The passes move, delete and
//! copy instructions by these facts; liveness is built on them.
//!
//! Public surface (to the other files of `mach`): [`Effects`] and
//! [`effects`], [`Effects::commutes_with`], the bit of a register
//! ([`bit`], [`HI`], [`LO`]) and the set of all of them ([`ALL_REGS`]).
//!
//! Which registers an opcode reads and writes is not worked out here: it
//! is the instruction table's [`RegEffects`] (`egret_cpu0::isa`), which the
//! simulator's decoder uses too. This file only adds what the passes need
//! beyond it: whether the instruction loads or stores, and that
//! coprocessor-0 access (anything reading or writing [`RegEffects::C0`]:
//! `mfc0 $pc` reads its own address, `mtc0 $pc` jumps) is never moved.
//! The table behind [`effects`] (`OP_EFFECTS`, built from the instruction
//! table at compile time) is private to this file.

use super::model::{Fixup, MachInst};
use egret_cpu0::isa::{OPCODES, Reg, RegEffects, Shape};

/// Bit of the HI register in [`effects`] sets (after the 16 general ones).
pub(super) const HI: u32 = RegEffects::HI;
/// Bit of the LO register.
pub(super) const LO: u32 = RegEffects::LO;

/// The bit of general register `r` in [`effects`] sets.
pub(super) const fn bit(r: Reg) -> u32 {
    RegEffects::bit(r)
}

/// What an instruction does, for moving it: the registers it reads and
/// writes (bit sets over the 16 registers, HI and LO; `$zero` left out) and
/// whether it loads or stores. `None` for what a pass must never move:
/// coprocessor access (`mfc0 $pc` reads its own address) and non-
/// instructions.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Effects {
    /// The registers read.
    pub(super) reads: u32,
    /// The registers written.
    pub(super) writes: u32,
    /// Whether it loads from memory.
    pub(super) load: bool,
    /// Whether it stores to memory.
    pub(super) store: bool,
    /// Whether it is a volatile access ([`MachInst::volatile`]): two of
    /// them never change order.
    pub(super) volatile: bool,
}

/// What each opcode does to registers, from the instruction table's
/// [`RegEffects`] once: [`effects`] masks the operand fields' bits with
/// these.
#[derive(Copy, Clone)]
struct OpEffects {
    /// All ones where field `ra`, `rb`, `rc` is read; zero where not.
    read_a: u32,
    read_b: u32,
    read_c: u32,
    /// All ones where field `ra` is written.
    write_a: u32,
    /// Registers read and written whatever the fields (`$sw`, `$lr`, HI, LO).
    reads: u32,
    writes: u32,
    load: bool,
    store: bool,
    /// Coprocessor access: no [`Effects`].
    opaque: bool,
}

/// All ones if `on`, else zero.
const fn all_if(on: bool) -> u32 {
    if on { !0 } else { 0 }
}

/// [`OpEffects`] of every opcode, by opcode number.
const OP_EFFECTS: [OpEffects; OPCODES.len()] = {
    let mut table = [OpEffects {
        read_a: 0,
        read_b: 0,
        read_c: 0,
        write_a: 0,
        reads: 0,
        writes: 0,
        load: false,
        store: false,
        opaque: false,
    }; OPCODES.len()];
    let mut k = 0;
    while k < OPCODES.len() {
        let row = &OPCODES[k];
        let r = &row.effects;
        table[k] = OpEffects {
            read_a: all_if(r.reads_a),
            read_b: all_if(r.reads_b),
            read_c: all_if(r.reads_c),
            write_a: all_if(r.writes_a),
            reads: r.implicit_reads,
            writes: r.implicit_writes,
            load: matches!(row.shape, Shape::Load),
            store: matches!(row.shape, Shape::Store),
            opaque: (r.implicit_reads | r.implicit_writes) & RegEffects::C0 != 0,
        };
        k += 1;
    }
    table
};

pub(super) fn effects(mi: &MachInst) -> Option<Effects> {
    if matches!(mi.fixup, Fixup::RawWord(_)) {
        return None;
    }
    let i = &mi.inst;
    let t = &OP_EFFECTS[i.op as usize];
    if t.opaque {
        return None;
    }
    let zero = bit(Reg::ZERO);
    let (a, b, c) = (bit(i.ra), bit(i.rb), bit(i.rc));
    Some(Effects {
        reads: ((a & t.read_a) | (b & t.read_b) | (c & t.read_c) | t.reads) & !zero,
        writes: ((a & t.write_a) | t.writes) & !zero,
        load: t.load,
        store: t.store,
        volatile: mi.volatile && (t.load || t.store),
    })
}

impl Effects {
    /// Whether the two can run in either order with the same result.
    pub(super) fn commutes_with(&self, o: &Effects) -> bool {
        self.writes & (o.reads | o.writes) == 0
            && self.reads & o.writes == 0
            && !(self.store && (o.load || o.store))
            && !(self.load && o.store)
            && !(self.volatile && o.volatile)
    }
}

/// Every register of an [`Effects`] set: the 16 general ones but `$zero`, HI
/// and LO.
pub(super) const ALL_REGS: u32 = (0xFFFF | HI | LO) & !bit(Reg::ZERO);

#[cfg(test)]
mod tests;
