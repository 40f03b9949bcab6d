//! A readable listing of a [`MachFunction`] (`egret compile --print-after`
//! for the passes after register allocation): labels as `L<n>:`,
//! instructions in lbd assembly syntax with symbolic operands, frame
//! markers, delay-slot `nop`s and volatile accesses as comments.

use super::model::{CfiOp, Fixup, MachFunction, MachInst, MachItem, Role};
use egret_cpu0::asm::{ImmOperand, format_inst_with};
use std::fmt::Write;

/// The listing of `f`, one item per line.
pub fn listing(f: &MachFunction) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{}:", f.name);
    for item in &f.items {
        match item {
            MachItem::Label(l) => {
                let _ = writeln!(s, "L{l}:");
            }
            MachItem::Cfi(op) => {
                let _ = writeln!(s, "\t# {}", cfi_text(op));
            }
            MachItem::Inst(m) => {
                let note = match m.role {
                    Role::Body if m.volatile => "\t# volatile",
                    Role::Body => "",
                    Role::Prologue => "\t# prologue",
                    Role::Epilogue => "\t# epilogue",
                    Role::DelaySlot => "\t# delay slot",
                };
                let _ = writeln!(s, "\t{}{note}", inst_text(m));
            }
        }
    }
    for (k, table) in f.jump_tables.iter().enumerate() {
        let labels: Vec<String> = table.iter().map(|l| format!("L{l}")).collect();
        let _ = writeln!(s, "\t# jump table {k}: {}", labels.join(", "));
    }
    s
}

/// `m` in assembly syntax, its label or symbol operand by name.
fn inst_text(m: &MachInst) -> String {
    match &m.fixup {
        Fixup::None => format_inst_with(&m.inst, ImmOperand::Value),
        Fixup::Branch(l) => format_inst_with(&m.inst, ImmOperand::Target(&format!("L{l}"), 0)),
        Fixup::Call(sym, a, _) => format_inst_with(&m.inst, ImmOperand::Target(sym, *a)),
        Fixup::Hi16(sym, a) => format_inst_with(&m.inst, ImmOperand::Hi(sym, *a)),
        Fixup::Lo16(sym, a) => format_inst_with(&m.inst, ImmOperand::Lo(sym, *a)),
        Fixup::RawWord(w) => format!(".4byte\t{w:#010x}"),
        Fixup::JumpTable(k) => {
            format!(
                "{}\t# jump table {k}",
                format_inst_with(&m.inst, ImmOperand::Value)
            )
        }
    }
}

/// A frame marker as its CFI directive.
fn cfi_text(op: &CfiOp) -> String {
    match op {
        CfiOp::DefCfaOffset(n) => format!(".cfi_def_cfa_offset {n}"),
        CfiOp::DefCfaRegister(r) => format!(".cfi_def_cfa_register {r}"),
        CfiOp::Offset { reg, cfa_offset } => format!(".cfi_offset {reg}, {cfa_offset}"),
        CfiOp::RememberState => ".cfi_remember_state".to_string(),
        CfiOp::RestoreState => ".cfi_restore_state".to_string(),
    }
}
