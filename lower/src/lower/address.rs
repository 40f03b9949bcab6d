//! Addresses: `getelementptr` arithmetic from the data layout, addressing
//! modes that fold constant offsets into loads and stores, allocas, and
//! addresses that never change (a jump table's) computed before the loop
//! around their use.
//!
//! A fixed-size `alloca` is a frame slot, addressed as `AMode::Slot` (no
//! code), and an element of it at a variable index as `AMode::SlotIndexed`
//! (the scaled index in a register; the access adds the frame base). A
//! `getelementptr` without a variable index, or used once in its own block,
//! is folded into the memory access that uses it: the base register plus
//! the scaled variable indices, and every constant part (struct field
//! offsets, constant indices × stride) as the 16-bit offset. Indices are
//! signed and address arithmetic is 32-bit, so an i64 index contributes its
//! low word.

use super::Lower;
use crate::blockorder::LoweredBlock;
use crate::generated::{self, MInst};
use crate::inst::{AMode, BlockIndex, VTy};
use crate::reg::{Reg, ValueRegs, WritableReg};
use egret_cpu0::isa::Opcode;
use egret_llvmlite::layout::{field_offset, size_of};
use egret_llvmlite::{Block, Inst, InstData, Ty, TyData, Value, ValueDef, sext};

impl Lower<'_> {
    /// The addressing mode for pointer `p`: a fixed-size alloca is its slot;
    /// a `getelementptr` with one use (or no variable index) folds its
    /// constant offset into the mode; anything else is `0(reg)`.
    pub(crate) fn amode(&mut self, p: Value) -> AMode {
        if let ValueDef::Inst(i) = self.func.value_def(p) {
            if let Some(&slot) = self.slot_of.get(&i) {
                return AMode::Slot { slot, offset: 0 };
            }
            if let InstData::Gep { .. } = self.func.insts[i]
                && (!self.gep_has_variable_index(i) || self.folds_variable_gep(p, i))
            {
                return self.gep_amode(i);
            }
        }
        AMode::Reg {
            base: self.put_value_in_regs(p).lo(),
            offset: 0,
        }
    }

    /// The addressing mode for the pointer `p` of the store being lowered:
    /// [`Self::amode`]'s, with a negative offset off a register other than
    /// the stack's folded into the register first when the store is
    /// `volatile`. `cpu0.v` ignores output-port stores whose immediate is
    /// negative (CPU0.md §5.3); only a volatile store can mean to write the
    /// port (a plain one is ordinary memory, which passes may remove or
    /// merge), so every other store keeps its offset in the instruction.
    pub(crate) fn store_amode(&mut self, p: Value) -> AMode {
        let addr = self.amode(p);
        let volatile = self
            .cur_inst
            .is_some_and(|i| self.func.insts[i].is_volatile());
        match addr {
            AMode::Reg { offset, .. } if volatile && offset < 0 => AMode::Reg {
                base: self.addr_of(addr),
                offset: 0,
            },
            _ => addr,
        }
    }

    /// Whether a `getelementptr` with variable indices, `gep` defining
    /// `p`, is recomputed inside the access that uses it: only when that is
    /// its one use and in its own block. One in another block has been put
    /// there on purpose — hoisted out of a loop by the mid-end — and
    /// folding it would bring its multiply and add back into the loop.
    fn folds_variable_gep(&self, p: Value, gep: Inst) -> bool {
        let single = self.use_counts.get(&p).copied() == Some(1);
        let here = self
            .cur_inst
            .and_then(|user| self.func.inst_block[user].expand());
        single && here.is_some() && here == self.func.inst_block[gep].expand()
    }

    fn gep_has_variable_index(&self, inst: Inst) -> bool {
        let InstData::Gep { indices, .. } = &self.func.insts[inst] else {
            return false;
        };
        indices.iter().any(|&v| self.func.const_value(v).is_none())
    }

    /// The address of a `getelementptr` as base + scaled indices + constant.
    fn gep_amode(&mut self, inst: Inst) -> AMode {
        let InstData::Gep {
            elem_ty,
            base,
            indices,
            ..
        } = self.func.insts[inst].clone()
        else {
            unreachable!("gep_amode is called on getelementptr only");
        };
        let (terms, constant) = self.gep_terms(elem_ty, &indices);
        let mut addr = self.amode(base);
        if !terms.is_empty() {
            addr = self.add_terms(addr, terms);
        }
        self.add_offset(addr, constant)
    }

    /// `addr` plus the scaled variable indices `terms`. A frame slot keeps
    /// its form, the indices becoming its register part
    /// ([`AMode::SlotIndexed`]): the slot's own address is then never
    /// computed, the access adds the frame base instead.
    fn add_terms(&mut self, addr: AMode, terms: Vec<(Value, u64)>) -> AMode {
        let (start, slot) = match addr {
            AMode::Slot { slot, offset } => (None, Some((slot, offset))),
            AMode::SlotIndexed {
                slot,
                offset,
                index,
            } => (Some(index), Some((slot, offset))),
            other => (Some(self.addr_of(other)), None),
        };
        let mut sum = start;
        for (index, stride) in terms {
            let scaled = self.scaled_index(index, stride);
            sum = Some(match sum {
                Some(reg) => self.alu_rrr(Opcode::Addu, reg, scaled),
                None => scaled,
            });
        }
        let reg = sum.unwrap_or_else(Reg::zero);
        match slot {
            Some((slot, offset)) => AMode::SlotIndexed {
                slot,
                offset,
                index: reg,
            },
            None => AMode::Reg {
                base: reg,
                offset: 0,
            },
        }
    }

    /// Adds a constant to an address, folding it into the offset while it
    /// stays comfortably within a 16-bit immediate (room for an i64's second
    /// word); frame slots take any offset (emission handles large ones).
    fn add_offset(&mut self, addr: AMode, constant: i64) -> AMode {
        let folded = match addr {
            AMode::Reg { offset, .. } => offset as i64 + constant,
            _ => return addr.offset_by(constant as i32),
        };
        if (-0x7FF0..0x7FF0).contains(&folded) {
            return addr.offset_by(constant as i32);
        }
        let base = self.addr_of(addr);
        let k = generated::constructor_imm32(self, folded as u32);
        AMode::Reg {
            base: self.alu_rrr(Opcode::Addu, base, k),
            offset: 0,
        }
    }

    /// The variable indices of a GEP with their strides, and the sum of the
    /// constant parts (struct field offsets and constant indices × stride).
    fn gep_terms(&self, elem_ty: Ty, indices: &[Value]) -> (Vec<(Value, u64)>, i64) {
        let types = &self.module.types;
        let mut terms = Vec::new();
        let mut constant: i64 = 0;
        let mut ty = elem_ty;
        for (n, &index) in indices.iter().enumerate() {
            let stride = if n == 0 {
                size_of(types, ty)
            } else {
                match types.kind(ty).clone() {
                    TyData::Struct(fields) | TyData::PackedStruct(fields) => {
                        let k = self.func.const_value(index).unwrap_or(0) as usize;
                        let off = field_offset(types, ty, k).unwrap_or(0);
                        constant = constant.wrapping_add(off as i64);
                        ty = fields.get(k).copied().unwrap_or(ty);
                        continue;
                    }
                    TyData::Array(_, elem) => {
                        ty = elem;
                        size_of(types, elem)
                    }
                    _ => size_of(types, ty),
                }
            };
            match self.func.const_value(index) {
                Some(c) => {
                    let bits = types.int_bits(self.func.value_type(index)).unwrap_or(64);
                    constant = constant.wrapping_add(sext(c, bits).wrapping_mul(stride as i64));
                }
                None if stride != 0 => terms.push((index, stride)),
                None => {}
            }
        }
        (terms, constant)
    }

    /// `index * stride` as a 32-bit register (indices are signed).
    fn scaled_index(&mut self, index: Value, stride: u64) -> Reg {
        let ty = self.value_vty(index);
        let regs = self.put_value_in_regs(index);
        let r = match ty {
            VTy::I64 | VTy::I32 => regs.lo(),
            narrow => generated::constructor_sext32(self, &narrow, regs.lo()),
        };
        let stride = stride as u32;
        if stride == 1 {
            r
        } else if stride.is_power_of_two() {
            self.alu_rri(Opcode::Shl, r, stride.trailing_zeros() as i32)
        } else {
            let k = generated::constructor_imm32(self, stride);
            self.alu_rrr(Opcode::Mul, r, k)
        }
    }

    fn alu_rrr(&mut self, op: egret_cpu0::isa::Opcode, rs: Reg, rt: Reg) -> Reg {
        let rd = self.new_vreg();
        self.emit(MInst::AluRRR {
            op,
            rd: WritableReg::from_reg(rd),
            rs,
            rt,
        });
        rd
    }

    fn alu_rri(&mut self, op: egret_cpu0::isa::Opcode, rs: Reg, imm: i32) -> Reg {
        let rd = self.new_vreg();
        self.emit(MInst::AluRRI {
            op,
            rd: WritableReg::from_reg(rd),
            rs,
            imm,
        });
        rd
    }

    /// Emits `inst`, which computes a value that never changes (a jump
    /// table's address), before the loop around the current block when
    /// constants are hoisted out of it (see `materialize`), else here.
    pub(crate) fn emit_invariant(&mut self, inst: MInst) {
        match self.hoist_target_here() {
            Some(target) => {
                let loc = self.cur_loc;
                self.hoisted_code
                    .entry(target)
                    .or_default()
                    .push((inst, loc));
            }
            None => self.emit(inst),
        }
    }

    /// The IR block the current lowered block comes from.
    pub(crate) fn cur_ir_block(&self) -> Block {
        match self.order.blocks[self.cur_block] {
            LoweredBlock::Orig(b) | LoweredBlock::Edge { pred: b, .. } => b,
        }
    }

    /// Where code that never changes goes instead of the current block:
    /// the block before the call-free loop around it (`loops`), if that
    /// block is lowered after this one (it comes earlier in the order),
    /// since code added to a block already lowered would be lost.
    pub(crate) fn hoist_target_here(&self) -> Option<BlockIndex> {
        let block = self.cur_ir_block();
        self.hoist_target
            .get(&block)
            .copied()
            .filter(|t| t.index() < self.cur_block)
    }

    /// `getelementptr` whose value is needed in a register.
    pub(crate) fn gen_gep(&mut self, inst: Inst) -> Option<ValueRegs> {
        let addr = self.gep_amode(inst);
        Some(ValueRegs::one(self.addr_of(addr)))
    }

    /// A dynamic `alloca` (fixed-size ones are frame slots and never get
    /// here): round the size up to the stack alignment and lower `$sp`.
    pub(crate) fn gen_alloca(&mut self, inst: Inst) -> Option<ValueRegs> {
        let InstData::Alloca {
            ty,
            count: Some(count),
        } = self.func.insts[inst]
        else {
            return None;
        };
        self.needs_fp = true;
        let elem = size_of(&self.module.types, ty) as u32;
        // The count is unsigned (as the interpreter reads it): a narrow one
        // is zero-extended, an i64 one contributes its low word.
        let count_ty = self.value_vty(count);
        let n = self.put_value_in_regs(count).lo();
        let n = match count_ty {
            VTy::I64 | VTy::I32 => n,
            narrow => generated::constructor_zext32(self, &narrow, n),
        };
        let bytes = if elem == 1 {
            n
        } else {
            let k = generated::constructor_imm32(self, elem);
            self.alu_rrr(Opcode::Mul, n, k)
        };
        let padded = self.alu_rri(Opcode::Addiu, bytes, 7);
        let mask = generated::constructor_imm32(self, !7u32);
        let size = self.alu_rrr(Opcode::And, padded, mask);
        let rd = self.new_vreg();
        self.emit(MInst::DynAlloca {
            rd: WritableReg::from_reg(rd),
            size,
        });
        Some(ValueRegs::one(rd))
    }
}
