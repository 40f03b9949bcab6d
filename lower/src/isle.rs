//! The Rust side of the ISLE rules: one short
//! function per `extern` term of `isle/*.isle` (the generated code is in
//! [`crate::generated`]).
//!
//! Extractors answer questions about IR values (is it a constant that fits
//! this immediate?); constructors emit instructions or ask the lowering
//! context for registers. Anything longer than a few lines delegates to
//! [`Lower`] (its `address` and `calls` parts), where the ABI and address
//! arithmetic live.

use crate::generated::{self, MInst};
use crate::inst::{AMode, BranchCond, Libcall, Op, VTy};
use crate::lower::Lower;
use crate::reg::{Reg, ValueRegs, WritableReg};
use egret_cpu0::isa::{IsaLevel, Opcode};
use egret_llvmlite::{BinOp, CastOp, Inst, InstData, IntCC, TyData, Value, ValueDef, sext};

/// How a narrow value's register is extended to 32 bits.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ext {
    /// Zero-extended.
    Zero,
    /// Sign-extended.
    Sign,
}

impl Lower<'_> {
    /// The integer constant `v`, zero-extended bits, with its width.
    fn const_bits(&self, v: Value) -> Option<(u64, u32)> {
        let c = self.func.const_value(v).or(match self.func.value_def(v) {
            ValueDef::Null => Some(0),
            _ => None,
        })?;
        let bits = self.value_vty(v).bits();
        Some((c, bits))
    }

    /// Whether `v` has at most 32 bits and its register always holds 0 or
    /// 1 (the lowering rules of these instructions guarantee it).
    pub(crate) fn is_bool_valued(&self, v: Value) -> bool {
        let ty = self.value_vty(v);
        if ty == VTy::I1 {
            return true;
        }
        let ValueDef::Inst(inst) = self.func.value_def(v) else {
            return false;
        };
        if ty == VTy::I64 {
            return false;
        }
        let is_const = |x: Value, k: u64| self.func.const_value(x) == Some(k);
        match &self.func.insts[inst] {
            InstData::Cast {
                op: CastOp::Zext,
                arg,
            } => self.value_vty(*arg) == VTy::I1,
            InstData::Binary {
                op: BinOp::LShr,
                args,
                ..
            } => {
                let bits = match self.module.types.kind(self.func.value_type(v)) {
                    TyData::Int(bits) => *bits,
                    _ => return false,
                };
                bits == ty.bits() && is_const(args[1], u64::from(bits) - 1)
            }
            InstData::Binary {
                op: BinOp::And,
                args,
                ..
            } => is_const(args[0], 1) || is_const(args[1], 1),
            _ => false,
        }
    }

    /// The operand of `v` when `v` is an i64 defined by the cast `op`
    /// (`sext`/`zext`) of a value of at most 32 bits.
    fn ext64_of(&self, v: Value, op: CastOp) -> Option<Value> {
        if self.value_vty(v) != VTy::I64 {
            return None;
        }
        let ValueDef::Inst(inst) = self.func.value_def(v) else {
            return None;
        };
        match &self.func.insts[inst] {
            InstData::Cast { op: o, arg } if *o == op && self.value_vty(*arg) != VTy::I64 => {
                Some(*arg)
            }
            _ => None,
        }
    }

    /// How the register of `v` (of at most 32 bits) is known to be
    /// extended from the value's width, from how it was defined: `None`
    /// when nothing is known (the bits above the width are unspecified).
    /// i32 values are both; this answers `Zero` for them.
    pub(crate) fn value_ext(&self, v: Value) -> Option<Ext> {
        let ty = self.value_vty(v);
        match ty {
            VTy::I64 => return None,
            VTy::I1 | VTy::I32 => return Some(Ext::Zero),
            VTy::I8 | VTy::I16 => {}
        }
        let ValueDef::Inst(inst) = self.func.value_def(v) else {
            return None;
        };
        match &self.func.insts[inst] {
            InstData::Load { .. } => Some(if Lower::load_zero_extends(self, inst) {
                Ext::Zero
            } else {
                Ext::Sign
            }),
            InstData::Cast {
                op: CastOp::Zext, ..
            } => Some(Ext::Zero),
            InstData::Cast {
                op: CastOp::Sext, ..
            } => Some(Ext::Sign),
            InstData::Binary {
                op: BinOp::LShr | BinOp::UDiv | BinOp::URem,
                ..
            } => Some(Ext::Zero),
            InstData::Binary {
                op: BinOp::AShr, ..
            } => Some(Ext::Sign),
            InstData::Binary {
                op: BinOp::And,
                args,
                ..
            } if self.const_bits(args[0]).is_some() || self.const_bits(args[1]).is_some() => {
                Some(Ext::Zero)
            }
            _ => None,
        }
    }

    /// The low 32 bits of a constant as a signed number.
    fn const_low_i32(&self, v: Value) -> Option<i32> {
        self.const_bits(v).map(|(c, _)| c as u32 as i32)
    }
}

fn fits_simm16(k: i64) -> bool {
    (-0x8000..=0x7FFF).contains(&k)
}

impl generated::Context for Lower<'_> {
    fn inst_op(&mut self, inst: Inst) -> Op {
        self.op_of(inst)
    }

    fn inst_ty(&mut self, inst: Inst) -> Option<VTy> {
        self.func.inst_result(inst).map(|r| self.value_vty(r))
    }

    fn value_ty(&mut self, v: Value) -> VTy {
        self.value_vty(v)
    }

    fn ty_word(&mut self, ty: &VTy) -> Option<VTy> {
        (*ty != VTy::I64).then_some(*ty)
    }

    fn single_use_inst(&mut self, v: Value) -> Option<Inst> {
        let inst = self.single_use_def(v)?;
        (!self.func.insts[inst].has_side_effects()).then_some(inst)
    }

    fn sinkable_load(&mut self, v: Value) -> Option<Inst> {
        Lower::sinkable_load(self, v)
    }

    fn sink_load(&mut self, load: Inst) -> Value {
        Lower::sink_load(self, load)
    }

    fn u64_const(&mut self, v: Value) -> Option<u64> {
        self.const_bits(v).map(|(c, _)| c)
    }

    fn known_zext(&mut self, v: Value) -> Option<()> {
        (self.value_ext(v) == Some(Ext::Zero)).then_some(())
    }

    fn known_sext(&mut self, v: Value) -> Option<()> {
        (self.value_ext(v) == Some(Ext::Sign)).then_some(())
    }

    fn load_zero_extends(&mut self, inst: Inst) -> Option<()> {
        Lower::load_zero_extends(self, inst).then_some(())
    }

    fn bool_value(&mut self, v: Value) -> Option<()> {
        self.is_bool_valued(v).then_some(())
    }

    fn zero_value(&mut self, v: Value) -> Option<()> {
        (self.const_bits(v)?.0 == 0).then_some(())
    }

    fn simm16_value(&mut self, v: Value) -> Option<i32> {
        self.const_low_i32(v).filter(|&k| fits_simm16(k as i64))
    }

    fn simm16_neg_value(&mut self, v: Value) -> Option<i32> {
        let k = self.const_low_i32(v)?.checked_neg()?;
        fits_simm16(k as i64).then_some(k)
    }

    fn uimm16_value(&mut self, v: Value) -> Option<i32> {
        let k = self.const_low_i32(v)? as u32;
        (k <= 0xFFFF).then_some(k as i32)
    }

    fn small_nonneg_value(&mut self, v: Value) -> Option<i32> {
        let (c, bits) = self.const_bits(v)?;
        let k = sext(c, bits);
        (0..=0x7FFF).contains(&k).then_some(k as i32)
    }

    fn small_nonneg_succ_value(&mut self, v: Value) -> Option<i32> {
        let (c, bits) = self.const_bits(v)?;
        let k = sext(c, bits).checked_add(1)?;
        (1..=0x7FFF).contains(&k).then_some(k as i32)
    }

    fn simm16_succ_value(&mut self, v: Value) -> Option<i32> {
        let (c, bits) = self.const_bits(v)?;
        let k = sext(c, bits).checked_add(1)?;
        fits_simm16(k).then_some(k as i32)
    }

    fn small_neg_value(&mut self, v: Value) -> Option<i32> {
        let (c, bits) = self.const_bits(v)?;
        let k = sext(c, bits).checked_neg()?;
        (1..=0x7FFF).contains(&k).then_some(k as i32)
    }

    fn small_low_u64_value(&mut self, v: Value) -> Option<(i32, u32)> {
        let (c, bits) = self.const_bits(v)?;
        let low = c as u32;
        (bits == 64 && low <= 0x7FFF).then_some((low as i32, (c >> 32) as u32))
    }

    fn hi_word_decides(&mut self, cc: &IntCC, v: Value) -> Option<u32> {
        let (c, bits) = self.const_bits(v)?;
        let decides = match cc {
            IntCC::Ult | IntCC::Uge | IntCC::Slt | IntCC::Sge => c as u32 == 0,
            IntCC::Ugt | IntCC::Ule | IntCC::Sgt | IntCC::Sle => c as u32 == u32::MAX,
            IntCC::Eq | IntCC::Ne => false,
        };
        (bits == 64 && decides).then_some((c >> 32) as u32)
    }

    fn shamt_value(&mut self, v: Value) -> Option<i32> {
        self.const_low_i32(v).map(|k| k & 31)
    }

    fn rotate_complement(&mut self, v: Value) -> Option<i32> {
        let k = self.const_low_i32(v)?;
        (1..32).contains(&k).then_some(32 - k)
    }

    fn neg_mod32(&mut self, v: Value) -> Option<Value> {
        let is = |me: &Self, c: Value, k: u64| me.const_bits(c).is_some_and(|(b, _)| b == k);
        let sub_from = |me: &mut Self, v: Value, k: u64| {
            let inst = me.single_use_inst(v)?;
            match me.func.insts[inst] {
                InstData::Binary {
                    op: BinOp::Sub,
                    args: [a, n],
                    ..
                } if is(me, a, k) => Some(n),
                _ => None,
            }
        };
        if let Some(n) = sub_from(self, v, 32) {
            return Some(n);
        }
        let inst = self.single_use_inst(v)?;
        match self.func.insts[inst] {
            InstData::Binary {
                op: BinOp::And,
                args: [m, k],
                ..
            } if is(self, k, 31) => sub_from(self, m, 0),
            _ => None,
        }
    }

    fn shamt64_value(&mut self, v: Value) -> Option<i32> {
        self.const_low_i32(v).map(|k| k & 63)
    }

    fn shamt_big(&mut self, k: i32) -> Option<i32> {
        (32..64).contains(&k).then_some(k - 32)
    }

    fn sext64_of(&mut self, v: Value) -> Option<Value> {
        self.ext64_of(v, CastOp::Sext)
    }

    fn zext64_of(&mut self, v: Value) -> Option<Value> {
        self.ext64_of(v, CastOp::Zext)
    }

    fn sext64_const(&mut self, v: Value) -> Option<()> {
        let (c, bits) = self.const_bits(v)?;
        (bits == 64 && c as i64 == i64::from(c as i32)).then_some(())
    }

    fn zext64_const(&mut self, v: Value) -> Option<()> {
        let (c, bits) = self.const_bits(v)?;
        (bits == 64 && c >> 32 == 0).then_some(())
    }

    fn pow2_value(&mut self, v: Value) -> Option<i32> {
        let k = self.const_low_i32(v)? as u32;
        k.is_power_of_two().then_some(k.trailing_zeros() as i32)
    }

    fn pow2_u32(&mut self, k: u32) -> Option<i32> {
        (k.is_power_of_two() && k > 1).then_some(k.trailing_zeros() as i32)
    }

    fn u64_halves(&mut self, k: u64) -> (u32, u32) {
        (k as u32, (k >> 32) as u32)
    }

    fn hi16(&mut self, k: u32) -> u16 {
        (k >> 16) as u16
    }

    fn lo16(&mut self, k: u32) -> i32 {
        (k & 0xFFFF) as i32
    }

    fn i32_sub(&mut self, a: i32, b: i32) -> i32 {
        a.wrapping_sub(b)
    }

    fn simm16_u32(&mut self, k: u32) -> Option<i32> {
        fits_simm16(k as i32 as i64).then_some(k as i32)
    }

    fn uimm16_u32(&mut self, k: u32) -> Option<i32> {
        (k <= 0xFFFF).then_some(k as i32)
    }

    fn low_half_zero(&mut self, k: u32) -> Option<u32> {
        (k & 0xFFFF == 0).then_some(k)
    }

    fn has_slt(&mut self) -> Option<()> {
        (self.target.isa == IsaLevel::Cpu032II).then_some(())
    }

    fn hi_word_offset(&mut self) -> i32 {
        match self.target.endian {
            egret_cpu0::isa::Endian::Big => 0,
            egret_cpu0::isa::Endian::Little => 4,
        }
    }

    fn lo_word_offset(&mut self) -> i32 {
        4 - self.hi_word_offset()
    }

    fn emit(&mut self, inst: &MInst) {
        Lower::emit(self, inst.clone());
    }

    fn temp_writable_reg(&mut self) -> WritableReg {
        WritableReg::from_reg(self.new_vreg())
    }

    fn writable_reg_to_reg(&mut self, r: WritableReg) -> Reg {
        r.to_reg()
    }

    fn zero_reg(&mut self) -> Reg {
        Reg::zero()
    }

    fn is_zero_reg(&mut self, r: Reg) -> Option<()> {
        (r == Reg::zero()).then_some(())
    }

    fn ensure_vreg(&mut self, r: Reg) -> Reg {
        Lower::ensure_vreg(self, r)
    }

    fn put_in_reg(&mut self, v: Value) -> Reg {
        self.put_value_in_regs(v).lo()
    }

    fn put_in_regs(&mut self, v: Value) -> ValueRegs {
        self.put_value_in_regs(v)
    }

    fn value_reg(&mut self, r: Reg) -> ValueRegs {
        ValueRegs::one(r)
    }

    fn value_regs(&mut self, lo: Reg, hi: Reg) -> ValueRegs {
        ValueRegs::two(lo, hi)
    }

    fn value_regs_hi_zero(&mut self, regs: ValueRegs) -> Option<()> {
        (regs.regs().len() == 2 && regs.hi() == Reg::zero()).then_some(())
    }

    fn value_regs_lo_zero(&mut self, regs: ValueRegs) -> Option<()> {
        (regs.regs().len() == 2 && regs.lo() == Reg::zero()).then_some(())
    }

    fn lo(&mut self, regs: ValueRegs) -> Reg {
        regs.lo()
    }

    fn hi(&mut self, regs: ValueRegs) -> Reg {
        regs.hi()
    }

    fn output(&mut self, regs: ValueRegs) -> Option<ValueRegs> {
        Some(regs)
    }

    fn output_none(&mut self) -> Option<ValueRegs> {
        None
    }

    fn amode(&mut self, p: Value) -> AMode {
        Lower::amode(self, p)
    }

    fn store_amode(&mut self, p: Value) -> AMode {
        Lower::store_amode(self, p)
    }

    fn amode_offset(&mut self, addr: AMode, delta: i32) -> AMode {
        addr.offset_by(delta)
    }

    fn extend_const(&mut self, signed: bool, ty: &VTy, k: u64) -> u32 {
        let bits = ty.bits().min(32);
        let k = k as u32;
        if bits == 32 {
            k
        } else if signed {
            ((k << (32 - bits)) as i32 >> (32 - bits)) as u32
        } else {
            k & ((1 << bits) - 1)
        }
    }

    fn cc_is_signed(&mut self, cc: &IntCC) -> bool {
        cc.is_signed()
    }

    fn cmp_signed(&mut self, cc: &IntCC, a: Value, b: Value) -> bool {
        match cc {
            IntCC::Eq | IntCC::Ne => {
                let sext_or_const =
                    |v: Value| self.const_bits(v).is_some() || self.value_ext(v) == Some(Ext::Sign);
                sext_or_const(a) && sext_or_const(b)
            }
            _ => cc.is_signed(),
        }
    }

    fn tie_true(&mut self, a: Value, b: Value) -> bool {
        let b_zero = self.const_bits(b).is_some_and(|(k, _)| k == 0);
        self.dies_here(a) && (b_zero || self.used_later_in_block(b))
    }

    fn cmp_uimm16(&mut self, signed: bool, v: Value) -> Option<i32> {
        let (k, _) = self.const_bits(v)?;
        let ty = self.value_vty(v);
        let k = self.extend_const(signed, &ty, k);
        (k <= 0xFFFF).then_some(k as i32)
    }

    fn bcond_reg(&mut self, op: &Opcode, rs: Reg, rt: Reg) -> BranchCond {
        BranchCond::Reg { op: *op, rs, rt }
    }

    fn bcond_flags(&mut self, cmp: &Opcode, jump: &Opcode, rs: Reg, rt: Reg) -> BranchCond {
        BranchCond::Flags {
            cmp: *cmp,
            jump: *jump,
            rs,
            rt,
        }
    }

    fn gen_alloca(&mut self, inst: Inst) -> Option<ValueRegs> {
        Lower::gen_alloca(self, inst)
    }

    fn gen_gep(&mut self, inst: Inst) -> Option<ValueRegs> {
        Lower::gen_gep(self, inst)
    }

    fn gen_call(&mut self, inst: Inst) -> Option<ValueRegs> {
        Lower::gen_call(self, inst)
    }

    fn libcall_i64(&mut self, call: &Libcall, a: ValueRegs, b: ValueRegs) -> ValueRegs {
        Lower::libcall_i64(self, *call, a, b)
    }

    fn gen_return_void(&mut self) {
        Lower::gen_return_void(self)
    }

    fn gen_return(&mut self, v: Value) {
        Lower::gen_return(self, v)
    }
}
