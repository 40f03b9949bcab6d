//! From allocated VCode to machine code: the frame, the prologue and
//! epilogues, and each VCode instruction as real Cpu0 instructions.
//!
//! The frame follows lbd (CPU0.md §3.3). From the stack pointer after the
//! prologue upwards:
//!
//! ```text
//! N-4, N-8, ...   saved $lr, $fp, $s1, $s0 (those that need saving, in that order)
//!      ...        fixed-size allocas, smallest first
//!      ...        spill slots (4 bytes each)
//! 0 .. out        outgoing-argument area (8-byte home area + stack words)
//! ```
//!
//! Spill slots and small allocas sit nearest the stack pointer so their
//! offsets fit the 16-bit immediate even when a function has a large local
//! array; an offset that does not fit costs `lui`/`ori`/`addu` through
//! `$at`, which is reserved for exactly that (regalloc2 gets no scratch
//! register, so a spill or reload never has its value in `$at`).
//!
//! N is a multiple of 8. A function that needs none of it (no calls, slots,
//! spills or callee-saved registers) gets no prologue or epilogue at all. With
//! a dynamic `alloca` the function keeps a frame pointer (`$fp` = `$sp` after
//! the prologue) and addresses its slots and incoming arguments from it,
//! while the outgoing area stays at the moving `$sp`.
//!
//! Every emitted instruction carries the source location of the IR
//! instruction it came from; the prologue carries the function's, an
//! epilogue its `ret`'s. CFI
//! markers record where `$sp` moves and where registers are saved.
//!
//! The prologue opens block 0 and every return has its own epilogue, each
//! bracketed by `RememberState`/`RestoreState`, with [`Role::Prologue`] and
//! [`Role::Epilogue`] on their instructions and empty delay slots: the -O2
//! shrink-wrapping pass (`crate::mach::shrink_wrap`) recognizes exactly
//! this shape to move the prologue off an early-return path. Emission also
//! records the registers holding the result ([`MachFunction::result_regs`])
//! for the passes' register liveness.

use crate::abi::WordLoc;
use crate::generated::MInst;
use crate::inst::{AMode, BranchCond, CallDest, FlagCond, JumpTableInfo, StackSlot, Symbol};
use crate::lower::{LoweredFunction, SlotInfo};
use crate::mach::{CallFacts, CfiOp, Fixup, MachFunction, MachInst, MachItem, NO_ORIGIN, Role};
use crate::minst::OperandVisitor;
use crate::reg::{Reg, WritableReg, phys_of};
use egret_cpu0::isa::{Inst, Opcode, Reg as PhysReg, Shape};
use egret_llvmlite::SrcLoc;
use regalloc2::{Allocation, Edit, Function as _, InstOrEdit, Output};

/// The layout of one function's stack frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrameLayout {
    /// Frame size N in bytes (0: no frame).
    pub size: u32,
    /// Bytes of outgoing-argument area at the bottom.
    pub outgoing: u32,
    /// Offset of each fixed-size alloca from the frame base.
    pub slot_offsets: Vec<u32>,
    /// Offset of spill slot 0.
    pub spill_base: u32,
    /// Offset just past the last spill slot.
    pub spill_end: u32,
    /// Saved registers and their offsets, in save order.
    pub saves: Vec<(PhysReg, u32)>,
    /// Whether `$fp` is the frame base.
    pub uses_fp: bool,
}

impl FrameLayout {
    /// Lays out the frame.
    pub fn new(
        slots: &[SlotInfo],
        spill_slots: usize,
        outgoing: u32,
        saved: &[PhysReg],
        uses_fp: bool,
    ) -> FrameLayout {
        let spill_base = outgoing.next_multiple_of(4);
        let mut at = spill_base as u64 + 4 * spill_slots as u64;
        let mut by_size: Vec<usize> = (0..slots.len()).collect();
        by_size.sort_by_key(|&i| slots[i].size);
        let mut slot_offsets = vec![0; slots.len()];
        for i in by_size {
            let s = slots[i];
            at = at.next_multiple_of(s.align as u64);
            slot_offsets[i] = at.min(u32::MAX as u64) as u32;
            at += s.size as u64;
        }
        at = at.next_multiple_of(4);
        let size = (at + 4 * saved.len() as u64).next_multiple_of(8);
        let size = size.min(u32::MAX as u64 - 7) as u32;
        let saves = saved
            .iter()
            .enumerate()
            .map(|(i, &r)| (r, size - 4 * (i as u32 + 1)))
            .collect();
        FrameLayout {
            size,
            outgoing,
            slot_offsets,
            spill_base,
            spill_end: (spill_base as u64 + 4 * spill_slots as u64).min(u32::MAX as u64) as u32,
            saves,
            uses_fp,
        }
    }

    /// The register frame-relative addresses use.
    pub fn base(&self) -> PhysReg {
        if self.uses_fp {
            PhysReg::FP
        } else {
            PhysReg::SP
        }
    }
}

/// Names symbols for relocations.
pub trait SymbolNames {
    /// The symbol name of `sym`.
    fn name(&self, sym: Symbol) -> String;

    /// Whether `sym` is a function compiled from the same module that
    /// leaves its incoming argument area alone (see `Fixup::Call`).
    fn keeps_incoming_args(&self, _sym: Symbol) -> bool {
        false
    }
}

/// The callee-saved registers a function must save: `$lr` if it calls,
/// `$fp` if it keeps a frame pointer, and every callee-saved register the
/// allocator wrote.
pub fn registers_to_save(lowered: &LoweredFunction, out: &Output) -> Vec<PhysReg> {
    let vcode = &lowered.vcode;
    let mut written = [false; 16];
    for i in 0..vcode.num_insts() {
        let ops = vcode.inst_operands(regalloc2::Inst::new(i));
        for (op, alloc) in ops.iter().zip(out.inst_allocs(regalloc2::Inst::new(i))) {
            if op.kind() == regalloc2::OperandKind::Def
                && let Some(p) = alloc.as_reg()
            {
                written[p.hw_enc()] = true;
            }
        }
    }
    for (_, edit) in &out.edits {
        let Edit::Move { to, .. } = edit;
        if let Some(p) = to.as_reg() {
            written[p.hw_enc()] = true;
        }
    }
    crate::reg::CALLEE_SAVED
        .into_iter()
        .filter(|&r| match r {
            PhysReg::LR => lowered.makes_calls || written[r.index()],
            PhysReg::FP => lowered.needs_fp || written[r.index()],
            _ => written[r.index()],
        })
        .collect()
}

/// Substitutes allocated registers into an instruction's operands.
struct ApplyAllocs<'a> {
    allocs: &'a [Allocation],
    next: usize,
}

impl ApplyAllocs<'_> {
    fn take(&mut self, r: Reg) -> Reg {
        let alloc = self.allocs.get(self.next).copied();
        self.next += 1;
        if r.to_phys().is_some() {
            return r;
        }
        match alloc.and_then(|a| a.as_reg()) {
            Some(p) => Reg::phys(phys_of(p)),
            None => r,
        }
    }
}

impl OperandVisitor for ApplyAllocs<'_> {
    fn use_reg(&mut self, r: &mut Reg) {
        *r = self.take(*r);
    }
    fn def_reg(&mut self, r: &mut WritableReg) {
        *r.reg_mut() = self.take(r.to_reg());
    }
    fn reuse_def(&mut self, r: &mut WritableReg, _: usize) {
        *r.reg_mut() = self.take(r.to_reg());
    }
    fn fixed_use(&mut self, r: &mut Reg, _: PhysReg) {
        *r = self.take(*r);
    }
    fn fixed_def(&mut self, r: &mut WritableReg, _: PhysReg) {
        *r.reg_mut() = self.take(r.to_reg());
    }
}

/// Emits one function.
pub struct Emitter<'a> {
    frame: &'a FrameLayout,
    names: &'a dyn SymbolNames,
    func_loc: SrcLoc,
    out: MachFunction,
    loc: SrcLoc,
    /// The VCode instruction being emitted (`None`: prologue, regalloc2's
    /// moves): see [`EmittedFunction::origins`].
    point: Option<u32>,
    origins: Vec<Option<u32>>,
    /// Whether the VCode instruction being emitted is code of a volatile
    /// access ([`crate::vcode::VCode::is_volatile`]).
    volatile: bool,
}

/// A function's machine code as emitted, before the passes, and for each
/// instruction (by [`MachInst::origin`], its index in emission order) the
/// VCode instruction it is code of: debug information reads a variable's
/// register there from regalloc2's `debug_locations` (`crate::varlocs`).
pub struct EmittedFunction {
    /// The code.
    pub mach: MachFunction,
    /// By origin: the VCode instruction (`None` for the prologue and the
    /// moves regalloc2 inserted, where no location is read).
    pub origins: Vec<Option<u32>>,
}

fn p(r: Reg) -> PhysReg {
    r.to_phys().expect("operands are physical after allocation")
}

fn fits_simm16(k: i64) -> bool {
    (-0x8000..=0x7FFF).contains(&k)
}

/// Emits `lowered` with allocation `out` into machine code.
pub fn emit_function(
    name: &str,
    lowered: &LoweredFunction,
    out: &Output,
    frame: &FrameLayout,
    names: &dyn SymbolNames,
    func_loc: SrcLoc,
) -> EmittedFunction {
    let vcode = &lowered.vcode;
    let mut e = Emitter {
        frame,
        names,
        func_loc,
        out: MachFunction::new(name, vcode.num_blocks()),
        loc: func_loc,
        point: None,
        origins: Vec::new(),
        volatile: false,
    };
    // Where the spill slots and incoming arguments are, for the -O2
    // reload elimination: only frames addressed from `$sp` with every slot
    // within a 16-bit offset (so no spill or reload goes through `$at`).
    if !frame.uses_fp && frame.spill_end <= 0x7FFF {
        e.out.private_stack = Some(crate::mach::PrivateStack {
            spill: (frame.spill_base as i32, frame.spill_end as i32),
            // (No incoming word is private when `va_start` gives out
            // pointers into the incoming area.)
            incoming: if lowered.incoming_escapes {
                i32::MAX
            } else {
                frame.size as i32
            },
            outgoing: frame.outgoing as i32,
        });
    }
    // What `ret` reads, for the liveness of the -O2 passes.
    e.out.result_regs = lowered.sig.ret.as_ref().map_or(Vec::new(), |ret| {
        ret.words
            .iter()
            .filter_map(|w| match *w {
                WordLoc::Reg(r) => Some(r),
                WordLoc::Stack(_) => None,
            })
            .collect()
    });
    for b in 0..vcode.num_blocks() {
        e.out.items.push(MachItem::Label(b as u32));
        if b == 0 {
            e.prologue();
        }
        let mut moves: Vec<(Allocation, Allocation)> = Vec::new();
        for ie in out.block_insts_and_edits(vcode, regalloc2::Block::new(b)) {
            match ie {
                InstOrEdit::Inst(i) => {
                    e.edit_moves(&mut moves);
                    let mut inst = vcode.insts[i.index()].clone();
                    inst.visit_operands(&mut ApplyAllocs {
                        allocs: out.inst_allocs(i),
                        next: 0,
                    });
                    e.loc = vcode.srclocs[i.index()];
                    e.point = Some(i.index() as u32);
                    e.volatile = vcode.is_volatile(i.index() as u32);
                    e.inst(&inst);
                    e.point = None;
                    e.volatile = false;
                }
                InstOrEdit::Edit(Edit::Move { from, to }) => moves.push((*from, *to)),
            }
        }
        e.edit_moves(&mut moves);
    }
    EmittedFunction {
        mach: e.out,
        origins: e.origins,
    }
}

/// Whether move `k` of a sequentialized group is dead: a later move of the
/// group overwrites its destination before any move reads it. regalloc2
/// occasionally leaves such a move when several live ranges meet at one
/// program point (a call result and a block argument bound for the same
/// register).
fn overwritten_before_read(moves: &[(Allocation, Allocation)], k: usize) -> bool {
    let dest = moves[k].1;
    for &(from, to) in &moves[k + 1..] {
        if from == dest {
            return false;
        }
        if to == dest {
            return true;
        }
    }
    false
}

impl Emitter<'_> {
    /// Appends `mi`, numbering it in emission order.
    fn push(&mut self, mut mi: MachInst) {
        mi.origin = self.origins.len() as u32;
        mi.volatile =
            self.volatile && matches!(mi.inst.op.info().shape, Shape::Load | Shape::Store);
        self.origins.push(self.point);
        self.out.push(mi);
    }

    fn put(&mut self, inst: Inst) {
        self.put_fixup(inst, Fixup::None);
    }

    fn put_fixup(&mut self, inst: Inst, fixup: Fixup) {
        self.push(MachInst {
            inst,
            fixup,
            loc: self.loc,
            role: Role::Body,
            origin: NO_ORIGIN,
            volatile: false,
        });
    }

    fn put_role(&mut self, inst: Inst, role: Role) {
        self.push(MachInst {
            inst,
            fixup: Fixup::None,
            // The epilogue carries its return's location, as LLVM's does
            // (the closing brace or `return` line); only the prologue
            // carries the function's.
            loc: if role == Role::Prologue {
                self.func_loc
            } else {
                self.loc
            },
            role,
            origin: NO_ORIGIN,
            volatile: false,
        });
    }

    fn delay_slot(&mut self) {
        self.push(MachInst {
            inst: Inst::NOP,
            fixup: Fixup::None,
            loc: self.loc,
            role: Role::DelaySlot,
            origin: NO_ORIGIN,
            volatile: false,
        });
    }

    fn cfi(&mut self, op: CfiOp) {
        self.out.items.push(MachItem::Cfi(op));
    }

    fn rrr(&mut self, op: Opcode, rd: PhysReg, rs: PhysReg, rt: PhysReg) -> Inst {
        Inst::new(op, rd, rs, rt, 0)
    }

    fn rri(&mut self, op: Opcode, rd: PhysReg, rs: PhysReg, imm: i32) -> Inst {
        Inst::new(op, rd, rs, PhysReg::ZERO, imm)
    }

    /// `$at = k` (lui + ori), for offsets beyond 16 bits.
    fn at_const(&mut self, k: i64, role: Role) {
        let k = k as u32;
        let lui = self.rri(Opcode::Lui, PhysReg::AT, PhysReg::ZERO, (k >> 16) as i32);
        self.put_role(lui, role);
        let ori = self.rri(Opcode::Ori, PhysReg::AT, PhysReg::AT, (k & 0xFFFF) as i32);
        self.put_role(ori, role);
    }

    /// `rd = base + k` for any k.
    fn add_imm(&mut self, rd: PhysReg, base: PhysReg, k: i64, role: Role) {
        if fits_simm16(k) {
            let i = self.rri(Opcode::Addiu, rd, base, k as i32);
            self.put_role(i, role);
        } else {
            self.at_const(k, role);
            let i = self.rrr(Opcode::Addu, rd, base, PhysReg::AT);
            self.put_role(i, role);
        }
    }

    /// A load or store of `reg` at `base + offset`. Offsets beyond 16 bits go
    /// through `$at`. (`cpu0.v` ignores output-port stores whose immediate
    /// is negative (CPU0.md §5.3): lowering gives a volatile store, the only
    /// kind that may mean the port, no negative offset off a register
    /// other than the stack's; see `Lower::store_amode`.)
    fn mem(&mut self, op: Opcode, reg: PhysReg, base: PhysReg, offset: i64, role: Role) {
        if fits_simm16(offset) {
            let i = self.rri(op, reg, base, offset as i32);
            self.put_role(i, role);
            return;
        }
        self.add_imm(PhysReg::AT, base, offset, role);
        let i = self.rri(op, reg, PhysReg::AT, 0);
        self.put_role(i, role);
    }

    /// Base register and offset of an address. A slot plus a register first
    /// puts the frame base plus the register in `$at` (see
    /// [`Self::frame_plus`]).
    fn resolve(&mut self, addr: AMode) -> (PhysReg, i64) {
        let f = self.frame;
        match addr {
            AMode::Reg { base, offset } => (p(base), offset as i64),
            AMode::Slot { slot, offset } => (f.base(), self.slot_offset(slot, offset)),
            AMode::SlotIndexed {
                slot,
                offset,
                index,
            } => {
                let off = self.slot_offset(slot, offset);
                self.frame_plus(PhysReg::AT, p(index), off)
            }
            AMode::Outgoing { offset } => (PhysReg::SP, offset as i64),
            AMode::Incoming { offset } => (f.base(), f.size as i64 + offset as i64),
        }
    }

    /// The frame-base offset of byte `offset` of `slot`.
    fn slot_offset(&self, slot: StackSlot, offset: i32) -> i64 {
        let at = self
            .frame
            .slot_offsets
            .get(slot.0 as usize)
            .copied()
            .unwrap_or(0);
        at as i64 + offset as i64
    }

    /// `rd` = frame base + `index`, and what is left to add to `rd`: `off`
    /// itself when a load or store can take it as its immediate (not
    /// negative: `cpu0.v` drops output-port stores with negative immediates
    /// off bases other than the stack), else 0 with `off` added in through
    /// `$at`.
    fn frame_plus(&mut self, rd: PhysReg, index: PhysReg, off: i64) -> (PhysReg, i64) {
        let base = self.frame.base();
        if fits_simm16(off) && off >= 0 {
            if rd != PhysReg::AT || !self.at_holds_frame_plus(index) {
                let i = self.rrr(Opcode::Addu, rd, base, index);
                self.put(i);
            }
            return (rd, off);
        }
        self.at_const(off, Role::Body);
        let i = self.rrr(Opcode::Addu, PhysReg::AT, PhysReg::AT, index);
        self.put(i);
        let i = self.rrr(Opcode::Addu, rd, PhysReg::AT, base);
        self.put(i);
        (rd, 0)
    }

    /// Whether `$at` still holds the frame base plus `index`: the last two
    /// instructions are the `addu` that put it there and a load or store
    /// through it that wrote neither register (the first word of an i64).
    fn at_holds_frame_plus(&self, index: PhysReg) -> bool {
        let [.., MachItem::Inst(set), MachItem::Inst(access)] = self.out.items.as_slice() else {
            return false;
        };
        let set = set.inst;
        let access = access.inst;
        let sets_it = set.op == Opcode::Addu
            && set.ra == PhysReg::AT
            && set.rb == self.frame.base()
            && set.rc == index;
        let keeps_it = match access.op {
            Opcode::St | Opcode::Sh | Opcode::Sb => true,
            Opcode::Ld | Opcode::Lh | Opcode::Lhu | Opcode::Lb | Opcode::Lbu => {
                access.ra != PhysReg::AT && access.ra != index
            }
            _ => false,
        };
        sets_it && access.rb == PhysReg::AT && keeps_it
    }

    fn spill_addr(&self, slot: regalloc2::SpillSlot) -> (PhysReg, i64) {
        (
            self.frame.base(),
            self.frame.spill_base as i64 + 4 * slot.index() as i64,
        )
    }

    /// Emits a group of regalloc2 moves at one program point, in order,
    /// leaving out those whose destination the group itself overwrites
    /// before reading it.
    fn edit_moves(&mut self, moves: &mut Vec<(Allocation, Allocation)>) {
        for k in 0..moves.len() {
            if !overwritten_before_read(moves, k) {
                self.edit_move(moves[k].0, moves[k].1);
            }
        }
        moves.clear();
    }

    fn edit_move(&mut self, from: Allocation, to: Allocation) {
        match (from.as_reg(), to.as_reg(), from.as_stack(), to.as_stack()) {
            (Some(s), Some(d), _, _) if s != d => {
                let i = self.rrr(Opcode::Addu, phys_of(d), PhysReg::ZERO, phys_of(s));
                self.put(i);
            }
            (Some(s), None, _, Some(slot)) => {
                let (base, off) = self.spill_addr(slot);
                self.mem(Opcode::St, phys_of(s), base, off, Role::Body);
            }
            (None, Some(d), Some(slot), _) => {
                let (base, off) = self.spill_addr(slot);
                self.mem(Opcode::Ld, phys_of(d), base, off, Role::Body);
            }
            _ => {}
        }
    }

    fn prologue(&mut self) {
        let f = self.frame;
        if f.size == 0 {
            return;
        }
        self.add_imm(PhysReg::SP, PhysReg::SP, -(f.size as i64), Role::Prologue);
        self.cfi(CfiOp::DefCfaOffset(f.size as i32));
        for &(r, off) in &f.saves {
            self.mem(Opcode::St, r, PhysReg::SP, off as i64, Role::Prologue);
            self.cfi(CfiOp::Offset {
                reg: r.0,
                cfa_offset: off as i32 - f.size as i32,
            });
        }
        if f.uses_fp {
            let i = self.rrr(Opcode::Addu, PhysReg::FP, PhysReg::SP, PhysReg::ZERO);
            self.put_role(i, Role::Prologue);
            self.cfi(CfiOp::DefCfaRegister(PhysReg::FP.0));
        }
    }

    /// Epilogue, `ret $lr`, delay slot.
    fn epilogue_and_return(&mut self) {
        let f = self.frame;
        if f.size > 0 {
            self.cfi(CfiOp::RememberState);
            if f.uses_fp {
                let i = self.rrr(Opcode::Addu, PhysReg::SP, PhysReg::FP, PhysReg::ZERO);
                self.put_role(i, Role::Epilogue);
                self.cfi(CfiOp::DefCfaRegister(PhysReg::SP.0));
            }
            for &(r, off) in f.saves.iter().rev() {
                self.mem(Opcode::Ld, r, PhysReg::SP, off as i64, Role::Epilogue);
            }
            self.add_imm(PhysReg::SP, PhysReg::SP, f.size as i64, Role::Epilogue);
            self.cfi(CfiOp::DefCfaOffset(0));
        }
        let ret = Inst::new(Opcode::Jr, PhysReg::LR, PhysReg::ZERO, PhysReg::ZERO, 0);
        self.put_role(
            ret,
            if f.size > 0 {
                Role::Epilogue
            } else {
                Role::Body
            },
        );
        self.delay_slot();
        if f.size > 0 {
            self.cfi(CfiOp::RestoreState);
        }
    }

    fn inst(&mut self, inst: &MInst) {
        match inst {
            MInst::AluRRR { op, rd, rs, rt } => {
                let i = self.rrr(*op, p(rd.to_reg()), p(*rs), p(*rt));
                self.put(i)
            }
            MInst::AluRRI { op, rd, rs, imm } => {
                let i = self.rri(*op, p(rd.to_reg()), p(*rs), *imm);
                self.put(i)
            }
            MInst::AluRR { op, rd, rs } => {
                let i = self.rrr(*op, p(rd.to_reg()), p(*rs), PhysReg::ZERO);
                self.put(i)
            }
            MInst::Lui { rd, imm } => {
                let i = self.rri(Opcode::Lui, p(rd.to_reg()), PhysReg::ZERO, *imm as i32);
                self.put(i)
            }
            MInst::CondMove {
                op, rd, src, cond, ..
            } => {
                let i = self.rrr(*op, p(rd.to_reg()), p(*src), p(*cond));
                self.put(i)
            }
            MInst::Load { op, rd, addr } => {
                let (base, off) = self.resolve(*addr);
                self.mem(*op, p(rd.to_reg()), base, off, Role::Body);
            }
            MInst::Store { op, src, addr } => {
                let (base, off) = self.resolve(*addr);
                self.mem(*op, p(*src), base, off, Role::Body);
            }
            MInst::MulDiv { op, rs, rt } => {
                let i = self.rrr(*op, p(*rs), p(*rt), PhysReg::ZERO);
                self.put(i)
            }
            MInst::MoveFromHiLo { op, rd } => {
                let i = self.rrr(*op, p(rd.to_reg()), PhysReg::ZERO, PhysReg::ZERO);
                self.put(i)
            }
            MInst::CmpSet {
                op,
                cond,
                rd,
                rs,
                rt,
            } => self.cmp_set(*op, *cond, p(rd.to_reg()), p(*rs), p(*rt)),
            MInst::Move { rd, rs } => {
                if p(rd.to_reg()) != p(*rs) {
                    let i = self.rrr(Opcode::Addu, p(rd.to_reg()), PhysReg::ZERO, p(*rs));
                    self.put(i)
                }
            }
            MInst::SymbolAddr { rd, sym, offset } => {
                self.symbol_addr(p(rd.to_reg()), *sym, *offset as i64)
            }
            MInst::AddrOf {
                rd,
                addr:
                    AMode::SlotIndexed {
                        slot,
                        offset,
                        index,
                    },
            } => {
                let off = self.slot_offset(*slot, *offset);
                let (rd, off) = self.frame_plus(p(rd.to_reg()), p(*index), off);
                if off != 0 {
                    self.add_imm(rd, rd, off, Role::Body);
                }
            }
            MInst::AddrOf { rd, addr } => {
                let (base, off) = self.resolve(*addr);
                self.add_imm(p(rd.to_reg()), base, off, Role::Body);
            }
            MInst::DynAlloca { rd, size } => {
                let sub = self.rrr(Opcode::Subu, PhysReg::SP, PhysReg::SP, p(*size));
                self.put(sub);
                let outgoing = self.frame.outgoing as i64;
                self.add_imm(p(rd.to_reg()), PhysReg::SP, outgoing, Role::Body);
            }
            MInst::ReadSp { rd } => {
                let i = self.rrr(Opcode::Addu, p(rd.to_reg()), PhysReg::SP, PhysReg::ZERO);
                self.put(i)
            }
            MInst::WriteSp { rs } => {
                let i = self.rrr(Opcode::Addu, PhysReg::SP, p(*rs), PhysReg::ZERO);
                self.put(i)
            }
            MInst::Args { .. } => {}
            MInst::Call { info } => self.call(&info.dest, info.kills),
            MInst::Ret { .. } => self.epilogue_and_return(),
            MInst::Jump { target } => {
                let i = Inst::new(Opcode::Jmp, PhysReg::ZERO, PhysReg::ZERO, PhysReg::ZERO, 0);
                self.put_fixup(i, Fixup::Branch(target.0));
            }
            MInst::CondBr {
                cond,
                taken,
                not_taken,
            } => self.cond_br(*cond, taken.0, not_taken.0),
            MInst::Trap => {
                self.put_fixup(Inst::NOP, Fixup::RawWord(TRAP_WORD));
            }
            MInst::JumpTable { index, base, info } => self.jump_table(p(*index), p(*base), info),
        }
    }

    /// `rd` = the address of `sym` + `offset`: `lui` + `ori` with
    /// `R_CPU0_HI16`/`R_CPU0_LO16` fixups.
    fn symbol_addr(&mut self, rd: PhysReg, sym: Symbol, offset: i64) {
        let name = match sym {
            Symbol::JumpTable(k) => crate::mach::jump_table_symbol(&self.out.name, k),
            _ => self.names.name(sym),
        };
        let hi = self.rri(Opcode::Lui, rd, PhysReg::ZERO, 0);
        self.put_fixup(hi, Fixup::Hi16(name.clone(), offset));
        let lo = self.rri(Opcode::Ori, rd, rd, 0);
        self.put_fixup(lo, Fixup::Lo16(name, offset));
    }

    /// A call to `dest` (`jsub` with a call fixup, or `jalr`) and its
    /// delay slot; `kills`: what the callee may change (for `jsub`).
    fn call(&mut self, dest: &CallDest, kills: u32) {
        match dest {
            CallDest::Direct(sym, entry) => {
                let name = self.names.name(*sym);
                let i = Inst::new(Opcode::Jsub, PhysReg::ZERO, PhysReg::ZERO, PhysReg::ZERO, 0);
                let facts = CallFacts {
                    quiet: self.names.keeps_incoming_args(*sym),
                    kills,
                };
                self.put_fixup(i, Fixup::Call(name, *entry, facts));
            }
            CallDest::Indirect(r) => {
                let i = Inst::new(Opcode::Jalr, PhysReg::LR, p(*r), PhysReg::ZERO, 0);
                self.put(i);
            }
        }
        self.delay_slot();
    }

    /// A `switch` through a jump table: indices beyond the table go to the
    /// default (`sltiu` + `beq`, or `cmpu` + `jge` on cpu032I), then
    /// `$at` = the entry (`shl`, `addu`, `ld`) and `jr $at`.
    fn jump_table(&mut self, index: PhysReg, base: PhysReg, info: &JumpTableInfo) {
        let n = info.entries.len() as i32;
        if let Some(default) = info.default {
            if info.slt {
                let c = self.rri(Opcode::Sltiu, PhysReg::AT, index, n);
                self.put(c);
                let b = self.rri(Opcode::Beq, PhysReg::AT, PhysReg::ZERO, 0);
                self.put_fixup(b, Fixup::Branch(default.0));
            } else {
                let k = self.rri(Opcode::Addiu, PhysReg::AT, PhysReg::ZERO, n);
                self.put(k);
                let c = self.rrr(Opcode::Cmpu, PhysReg::SW, index, PhysReg::AT);
                self.put(c);
                let j = Inst::new(Opcode::Jge, PhysReg::ZERO, PhysReg::ZERO, PhysReg::ZERO, 0);
                self.put_fixup(j, Fixup::Branch(default.0));
            }
            self.delay_slot();
        }
        let shl = self.rri(Opcode::Shl, PhysReg::AT, index, 2);
        self.put(shl);
        let add = self.rrr(Opcode::Addu, PhysReg::AT, PhysReg::AT, base);
        self.put(add);
        let ld = self.rri(Opcode::Ld, PhysReg::AT, PhysReg::AT, 0);
        self.put(ld);
        let k = info.id as usize;
        if self.out.jump_tables.len() <= k {
            self.out.jump_tables.resize(k + 1, Vec::new());
        }
        self.out.jump_tables[k] = info.entries.iter().map(|b| b.0).collect();
        let jr = Inst::new(Opcode::Jr, PhysReg::AT, PhysReg::ZERO, PhysReg::ZERO, 0);
        self.put_fixup(jr, Fixup::JumpTable(info.id));
        self.delay_slot();
    }

    /// `cmp`/`cmpu $sw, rs, rt`, then the flag as 0/1: N is bit 0, Z bit 1.
    fn cmp_set(&mut self, op: Opcode, cond: FlagCond, rd: PhysReg, rs: PhysReg, rt: PhysReg) {
        let cmp = self.rrr(op, PhysReg::SW, rs, rt);
        self.put(cmp);
        let bit = if matches!(cond, FlagCond::Lt | FlagCond::Ge) {
            1
        } else {
            2
        };
        let and = self.rri(Opcode::Andi, rd, PhysReg::SW, bit);
        self.put(and);
        if bit == 2 {
            let shr = self.rri(Opcode::Shr, rd, rd, 1);
            self.put(shr);
        }
        if matches!(cond, FlagCond::Ge | FlagCond::Ne) {
            let not = self.rri(Opcode::Xori, rd, rd, 1);
            self.put(not);
        }
    }

    fn cond_br(&mut self, cond: BranchCond, taken: u32, not_taken: u32) {
        match cond {
            BranchCond::Reg { op, rs, rt } => {
                let b = self.rri(op, p(rs), p(rt), 0);
                self.put_fixup(b, Fixup::Branch(taken));
            }
            BranchCond::Flags { cmp, jump, rs, rt } => {
                let c = self.rrr(cmp, PhysReg::SW, p(rs), p(rt));
                self.put(c);
                let j = Inst::new(jump, PhysReg::ZERO, PhysReg::ZERO, PhysReg::ZERO, 0);
                self.put_fixup(j, Fixup::Branch(taken));
            }
        }
        self.delay_slot();
        let j = Inst::new(Opcode::Jmp, PhysReg::ZERO, PhysReg::ZERO, PhysReg::ZERO, 0);
        self.put_fixup(j, Fixup::Branch(not_taken));
    }
}

/// The word `unreachable` becomes: opcode 0xFF is unassigned, so the
/// simulator stops with an illegal-instruction trap if it is ever reached.
pub const TRAP_WORD: u32 = 0xFFFF_FFFF;
