//! What each VCode instruction reads and writes, and how it prints.
//!
//! [`MInst`] itself is declared in `isle/inst.isle` (ISLE generates the enum
//! into [`crate::generated`]; its field types live in [`crate::inst`]). This
//! module defines [`MInst::visit_operands`], the one place that states each
//! instruction's register roles. The same visit produces regalloc2's operands
//! before allocation and substitutes the allocated registers after it, so the
//! two can never disagree (Cranelift's `get_operands` design).

use crate::generated::MInst;
use crate::inst::{AMode, BranchCond, CallDest};
use crate::reg::{Reg, WritableReg};
use egret_cpu0::isa::Reg as PhysReg;
use regalloc2::PRegSet;
use std::fmt;

/// Receives each register operand of an instruction in a fixed order: first
/// the uses, then the defs (see [`MInst::visit_operands`]).
pub trait OperandVisitor {
    /// A register read at the start of the instruction.
    fn use_reg(&mut self, r: &mut Reg);
    /// A register written at the end of the instruction.
    fn def_reg(&mut self, r: &mut WritableReg);
    /// A register written that must be the register of operand `use_index`
    /// (the tied old value of `movz`/`movn`).
    fn reuse_def(&mut self, r: &mut WritableReg, use_index: usize);
    /// A register read that must be in `preg` (arguments, returns).
    fn fixed_use(&mut self, r: &mut Reg, preg: PhysReg);
    /// A register written in `preg` (arguments at entry, call results).
    fn fixed_def(&mut self, r: &mut WritableReg, preg: PhysReg);
}

impl MInst {
    /// Visits every register operand; the order is part of the contract
    /// between operand collection and allocation substitution.
    pub fn visit_operands(&mut self, v: &mut impl OperandVisitor) {
        match self {
            MInst::AluRRR { rd, rs, rt, .. } => {
                v.use_reg(rs);
                v.use_reg(rt);
                v.def_reg(rd);
            }
            MInst::AluRRI { rd, rs, .. } | MInst::AluRR { rd, rs, .. } | MInst::Move { rd, rs } => {
                v.use_reg(rs);
                v.def_reg(rd);
            }
            MInst::Lui { rd, .. }
            | MInst::MoveFromHiLo { rd, .. }
            | MInst::SymbolAddr { rd, .. } => v.def_reg(rd),
            MInst::CondMove {
                rd, old, src, cond, ..
            } => {
                v.use_reg(old);
                v.use_reg(src);
                v.use_reg(cond);
                v.reuse_def(rd, 0);
            }
            MInst::Load { rd, addr, .. } | MInst::AddrOf { rd, addr } => {
                visit_amode(addr, v);
                v.def_reg(rd);
            }
            MInst::Store { src, addr, .. } => {
                v.use_reg(src);
                visit_amode(addr, v);
            }
            MInst::MulDiv { rs, rt, .. } => {
                v.use_reg(rs);
                v.use_reg(rt);
            }
            MInst::CmpSet { rd, rs, rt, .. } => {
                v.use_reg(rs);
                v.use_reg(rt);
                v.def_reg(rd);
            }
            MInst::DynAlloca { rd, size } => {
                v.use_reg(size);
                v.def_reg(rd);
            }
            MInst::ReadSp { rd } => v.def_reg(rd),
            MInst::WriteSp { rs } => v.use_reg(rs),
            MInst::Args { args } => {
                for (r, p) in args.iter_mut() {
                    v.fixed_def(r, *p);
                }
            }
            MInst::Call { info } => {
                if let CallDest::Indirect(r) = &mut info.dest {
                    v.fixed_use(r, PhysReg::T9);
                }
                for (r, p) in info.uses.iter_mut() {
                    v.fixed_use(r, *p);
                }
                for (r, p) in info.defs.iter_mut() {
                    v.fixed_def(r, *p);
                }
            }
            MInst::Ret { rets } => {
                for (r, p) in rets.iter_mut() {
                    v.fixed_use(r, *p);
                }
            }
            MInst::CondBr { cond, .. } => match cond {
                BranchCond::Reg { rs, rt, .. } | BranchCond::Flags { rs, rt, .. } => {
                    v.use_reg(rs);
                    v.use_reg(rt);
                }
            },
            MInst::JumpTable { index, base, .. } => {
                v.use_reg(index);
                v.use_reg(base);
            }
            MInst::Jump { .. } | MInst::Trap => {}
        }
    }

    /// Registers the instruction destroys besides its defs (calls only).
    pub fn clobbers(&self) -> PRegSet {
        match self {
            MInst::Call { info } => info.clobbers,
            _ => PRegSet::empty(),
        }
    }

    /// Whether the instruction ends a block with a branch.
    pub fn is_branch(&self) -> bool {
        matches!(
            self,
            MInst::Jump { .. } | MInst::CondBr { .. } | MInst::JumpTable { .. }
        )
    }

    /// Whether the instruction leaves the function (`ret`, or the trap of
    /// `unreachable`, after which nothing runs).
    pub fn is_ret(&self) -> bool {
        matches!(self, MInst::Ret { .. } | MInst::Trap)
    }
}

fn visit_amode(addr: &mut AMode, v: &mut impl OperandVisitor) {
    match addr {
        AMode::Reg { base, .. } => v.use_reg(base),
        AMode::SlotIndexed { index, .. } => v.use_reg(index),
        _ => {}
    }
}

impl fmt::Display for MInst {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MInst::AluRRR { op, rd, rs, rt } => {
                write!(f, "{} {}, {rs}, {rt}", op.mnemonic(), rd.to_reg())
            }
            MInst::AluRRI { op, rd, rs, imm } => {
                write!(f, "{} {}, {rs}, {imm}", op.mnemonic(), rd.to_reg())
            }
            MInst::AluRR { op, rd, rs } => write!(f, "{} {}, {rs}", op.mnemonic(), rd.to_reg()),
            MInst::Lui { rd, imm } => write!(f, "lui {}, {imm}", rd.to_reg()),
            MInst::CondMove {
                op,
                rd,
                old,
                src,
                cond,
            } => write!(
                f,
                "{} {}, {src}, {cond} (old {old})",
                op.mnemonic(),
                rd.to_reg()
            ),
            MInst::Load { op, rd, addr } => write!(f, "{} {}, {addr}", op.mnemonic(), rd.to_reg()),
            MInst::Store { op, src, addr } => write!(f, "{} {src}, {addr}", op.mnemonic()),
            MInst::MulDiv { op, rs, rt } => write!(f, "{} {rs}, {rt}", op.mnemonic()),
            MInst::MoveFromHiLo { op, rd } => write!(f, "{} {}", op.mnemonic(), rd.to_reg()),
            MInst::CmpSet {
                op,
                cond,
                rd,
                rs,
                rt,
            } => write!(
                f,
                "{}set.{cond:?} {}, {rs}, {rt}",
                op.mnemonic(),
                rd.to_reg()
            ),
            MInst::Move { rd, rs } => write!(f, "move {}, {rs}", rd.to_reg()),
            MInst::SymbolAddr { rd, sym, offset } => {
                write!(f, "symaddr {}, {sym:?}+{offset}", rd.to_reg())
            }
            MInst::AddrOf { rd, addr } => write!(f, "addr {}, {addr}", rd.to_reg()),
            MInst::DynAlloca { rd, size } => write!(f, "dynalloca {}, {size}", rd.to_reg()),
            MInst::ReadSp { rd } => write!(f, "readsp {}", rd.to_reg()),
            MInst::WriteSp { rs } => write!(f, "writesp {rs}"),
            MInst::Args { args } => {
                write!(f, "args")?;
                for (r, p) in args.iter() {
                    write!(f, " {}={p}", r.to_reg())?;
                }
                Ok(())
            }
            MInst::Call { info } => {
                match &info.dest {
                    CallDest::Direct(s, 0) => write!(f, "call {s:?}")?,
                    CallDest::Direct(s, off) => write!(f, "call {s:?}+{off}")?,
                    CallDest::Indirect(r) => write!(f, "call_indirect {r}")?,
                }
                for (r, p) in &info.uses {
                    write!(f, " {r}@{p}")?;
                }
                for (r, p) in &info.defs {
                    write!(f, " ->{}@{p}", r.to_reg())?;
                }
                Ok(())
            }
            MInst::Ret { rets } => {
                write!(f, "ret")?;
                for (r, p) in rets.iter() {
                    write!(f, " {r}@{p}")?;
                }
                Ok(())
            }
            MInst::Jump { target } => write!(f, "jump block{}", target.0),
            MInst::CondBr {
                cond,
                taken,
                not_taken,
            } => {
                match cond {
                    BranchCond::Reg { op, rs, rt } => write!(f, "{} {rs}, {rt}", op.mnemonic())?,
                    BranchCond::Flags { cmp, jump, rs, rt } => {
                        write!(f, "{} {rs}, {rt}; {}", cmp.mnemonic(), jump.mnemonic())?
                    }
                }
                write!(f, ", block{}, block{}", taken.0, not_taken.0)
            }
            MInst::Trap => write!(f, "trap"),
            MInst::JumpTable { index, base, info } => {
                write!(f, "jumptable {index}, {base}, [")?;
                for (k, b) in info.entries.iter().enumerate() {
                    let sep = if k == 0 { "" } else { ", " };
                    write!(f, "{sep}block{}", b.0)?;
                }
                write!(f, "]")?;
                match info.default {
                    Some(d) => write!(f, ", default block{}", d.0),
                    None => Ok(()),
                }
            }
        }
    }
}
