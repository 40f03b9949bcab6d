//! VCode: a function as Cpu0 instructions on virtual registers, in the flat
//! form regalloc2 reads.
//!
//! Like Cranelift's `VCode`, everything lives in a few flat vectors indexed
//! through range tables — instructions, operands, block successors,
//! predecessors, parameters and branch arguments — so implementing
//! [`regalloc2::Function`] is a matter of slicing. A [`VCode`] is built once
//! from the per-block instruction lists lowering produced; construction
//! resolves the value aliases lowering recorded (an instruction's result
//! register may be another value's register), deletes pure instructions
//! whose results nothing reads (the unused half of an i64 pair, say), and
//! collects operands with [`MInst::visit_operands`].
//!
//! Contract with regalloc2 (checked by its SSA validator and checker in debug
//! builds and tests): blocks are contiguous instruction ranges in index
//! order; block 0 is the entry, has no parameters and defines the arguments
//! with an `Args` instruction; every block ends with exactly one branch or
//! return; a branch to a block with several predecessors has no register
//! operands (critical edges are split beforehand).

use crate::generated::MInst;
use crate::minst::OperandVisitor;
use crate::reg::{PINNED_VREGS, Reg, WritableReg, preg};
use egret_cpu0::isa::Reg as PhysReg;
use egret_llvmlite::SrcLoc;
use regalloc2::{Block, Inst, InstRange, Operand, PRegSet, RegClass, VReg};
use std::fmt;

/// One lowered block before flattening.
#[derive(Clone, Debug, Default)]
pub struct BlockInput {
    /// Instructions with their source locations; the last is the terminator.
    pub insts: Vec<(MInst, SrcLoc)>,
    /// Block parameters.
    pub params: Vec<Reg>,
    /// Successor blocks.
    pub succs: Vec<u32>,
    /// Branch arguments for each successor (parallel to `succs`).
    pub branch_args: Vec<Vec<Reg>>,
}

/// A function in VCode form.
pub struct VCode {
    /// Instructions in block order.
    pub insts: Vec<MInst>,
    /// Source location of each instruction.
    pub srclocs: Vec<SrcLoc>,
    /// The instructions (ascending) that are code of a `volatile` load or
    /// store: emission marks their memory accesses ([`MachInst::volatile`](crate::mach::MachInst::volatile)).
    pub volatile: Vec<u32>,
    operands: Vec<Operand>,
    operand_ranges: Vec<(u32, u32)>,
    block_ranges: Vec<(u32, u32)>,
    succs: Vec<Block>,
    succ_ranges: Vec<(u32, u32)>,
    preds: Vec<Block>,
    pred_ranges: Vec<(u32, u32)>,
    params: Vec<VReg>,
    param_ranges: Vec<(u32, u32)>,
    branch_args: Vec<VReg>,
    /// For each successor slot (`succ_ranges` index space), its argument range.
    branch_arg_ranges: Vec<(u32, u32)>,
    num_vregs: usize,
    /// For each block, each position of the lowered block (before its
    /// instruction `k`, `k` up to the block's length) as the index of the
    /// VCode instruction there once dead code is gone: where debug value
    /// labels ([`VCode::debug_labels`]) of lowering's positions start and end.
    pub positions: Vec<Vec<u32>>,
    /// The debug value labels regalloc2 reports locations for
    /// (`(vreg, from, to, label)`, sorted by vreg; `crate::varlocs`). They
    /// do not change the allocation.
    pub debug_labels: Vec<(VReg, Inst, Inst, u32)>,
}

/// Resolves a vreg through the alias table lowering built (transitively).
pub(crate) fn resolve(aliases: &[u32], r: Reg) -> Reg {
    let mut index = r.vreg().vreg();
    let mut steps = 0;
    while let Some(&next) = aliases.get(index) {
        if next == u32::MAX || steps > aliases.len() {
            break;
        }
        index = next as usize;
        steps += 1;
    }
    if index < PINNED_VREGS {
        r
    } else {
        Reg::virt(index)
    }
}

/// Rewrites every operand through the alias table.
struct AliasResolver<'a>(&'a [u32]);

impl OperandVisitor for AliasResolver<'_> {
    fn use_reg(&mut self, r: &mut Reg) {
        *r = resolve(self.0, *r);
    }
    fn def_reg(&mut self, r: &mut WritableReg) {
        *r.reg_mut() = resolve(self.0, r.to_reg());
    }
    fn reuse_def(&mut self, r: &mut WritableReg, _: usize) {
        *r.reg_mut() = resolve(self.0, r.to_reg());
    }
    fn fixed_use(&mut self, r: &mut Reg, _: PhysReg) {
        *r = resolve(self.0, *r);
    }
    fn fixed_def(&mut self, r: &mut WritableReg, _: PhysReg) {
        *r.reg_mut() = resolve(self.0, r.to_reg());
    }
}

/// Turns operands into regalloc2 `Operand`s.
struct OperandCollector<'a>(&'a mut Vec<Operand>);

impl OperandVisitor for OperandCollector<'_> {
    fn use_reg(&mut self, r: &mut Reg) {
        self.0.push(match r.to_phys() {
            Some(p) => Operand::fixed_nonallocatable(preg(p)),
            None => Operand::reg_use(r.vreg()),
        });
    }
    fn def_reg(&mut self, r: &mut WritableReg) {
        debug_assert!(r.to_reg().is_virtual(), "defs are virtual registers");
        self.0.push(Operand::reg_def(r.to_reg().vreg()));
    }
    fn reuse_def(&mut self, r: &mut WritableReg, use_index: usize) {
        self.0
            .push(Operand::reg_reuse_def(r.to_reg().vreg(), use_index));
    }
    fn fixed_use(&mut self, r: &mut Reg, p: PhysReg) {
        self.0.push(Operand::reg_fixed_use(r.vreg(), preg(p)));
    }
    fn fixed_def(&mut self, r: &mut WritableReg, p: PhysReg) {
        self.0
            .push(Operand::reg_fixed_def(r.to_reg().vreg(), preg(p)));
    }
}

/// Records the virtual registers an instruction reads and writes.
#[derive(Default)]
struct RegUses {
    uses: Vec<usize>,
    defs: Vec<usize>,
}

impl OperandVisitor for RegUses {
    fn use_reg(&mut self, r: &mut Reg) {
        self.uses.push(r.vreg().vreg());
    }
    fn def_reg(&mut self, r: &mut WritableReg) {
        self.defs.push(r.to_reg().vreg().vreg());
    }
    fn reuse_def(&mut self, r: &mut WritableReg, _: usize) {
        self.defs.push(r.to_reg().vreg().vreg());
    }
    fn fixed_use(&mut self, r: &mut Reg, _: PhysReg) {
        self.uses.push(r.vreg().vreg());
    }
    fn fixed_def(&mut self, r: &mut WritableReg, _: PhysReg) {
        self.defs.push(r.to_reg().vreg().vreg());
    }
}

impl RegUses {
    /// Refills the lists with the registers of `inst` (the buffers are
    /// reused from one instruction to the next).
    fn of(&mut self, inst: &mut MInst) -> &Self {
        self.uses.clear();
        self.defs.clear();
        inst.visit_operands(self);
        self
    }
}

/// Whether removing the instruction is safe when nothing reads its result:
/// it computes a register and does nothing else (loads stay, they may trap).
fn is_pure(inst: &MInst) -> bool {
    matches!(
        inst,
        MInst::AluRRR { .. }
            | MInst::AluRRI { .. }
            | MInst::AluRR { .. }
            | MInst::Lui { .. }
            | MInst::CondMove { .. }
            | MInst::MoveFromHiLo { .. }
            | MInst::CmpSet { .. }
            | MInst::Move { .. }
            | MInst::SymbolAddr { .. }
            | MInst::AddrOf { .. }
    )
}

/// Deletes pure instructions whose results nothing reads, to a fixpoint
/// (the unused half of an i64 pair, a constant a rule materialized but did
/// not need). Registers must already be resolved through the aliases.
fn remove_dead_code(blocks: &mut [BlockInput], num_vregs: usize) -> Vec<Vec<bool>> {
    let mut removed: Vec<Vec<bool>> = blocks.iter().map(|b| vec![false; b.insts.len()]).collect();
    let mut uses = vec![0u32; num_vregs.max(PINNED_VREGS)];
    let count = |r: usize, uses: &mut Vec<u32>| {
        if r >= uses.len() {
            uses.resize(r + 1, 0);
        }
        uses[r] += 1;
    };
    let mut ru = RegUses::default();
    for block in blocks.iter_mut() {
        for (inst, _) in &mut block.insts {
            for &r in &ru.of(inst).uses {
                count(r, &mut uses);
            }
        }
        for r in block.branch_args.iter().flatten() {
            count(r.vreg().vreg(), &mut uses);
        }
    }
    // Dead instructions are marked during a backward walk of the block
    // (removing one does not move those before it) and removed together
    // afterwards: removing each at once was quadratic in the block length.
    let mut dead = Vec::new();
    loop {
        let mut changed = false;
        for (b, block) in blocks.iter_mut().enumerate() {
            dead.clear();
            dead.resize(block.insts.len(), false);
            let mut any = false;
            for i in (0..block.insts.len()).rev() {
                if !is_pure(&block.insts[i].0) {
                    continue;
                }
                let ru = ru.of(&mut block.insts[i].0);
                if ru
                    .defs
                    .iter()
                    .any(|&d| uses.get(d).copied().unwrap_or(0) > 0)
                {
                    continue;
                }
                for &r in &ru.uses {
                    uses[r] -= 1;
                }
                dead[i] = true;
                any = true;
            }
            if any {
                mark_removed(&mut removed[b], &dead);
                let mut k = 0;
                block.insts.retain(|_| {
                    k += 1;
                    !dead[k - 1]
                });
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    removed
}

/// Marks in `removed` (one flag per original instruction) the instructions
/// `dead` names (one flag per instruction still there).
fn mark_removed(removed: &mut [bool], dead: &[bool]) {
    let mut live = removed.iter_mut().filter(|r| !**r);
    for &d in dead {
        if let Some(r) = live.next() {
            *r = d;
        }
    }
}

/// [`VCode::positions`] of one block that starts at VCode index `start`.
fn block_positions(start: usize, removed: &[bool]) -> Vec<u32> {
    let mut at = start as u32;
    let mut out = Vec::with_capacity(removed.len() + 1);
    for &r in removed {
        out.push(at);
        at += u32::from(!r);
    }
    out.push(at);
    out
}

fn range(start: usize, end: usize) -> (u32, u32) {
    (start as u32, end as u32)
}

impl VCode {
    /// Flattens lowered blocks (block 0 is the entry) into VCode, resolving
    /// `aliases` (indexed by vreg; `u32::MAX` = no alias) and collecting
    /// operands. `num_vregs` is one more than the largest vreg index used.
    pub fn new(mut blocks: Vec<BlockInput>, aliases: &[u32], num_vregs: usize) -> VCode {
        for block in &mut blocks {
            for (inst, _) in &mut block.insts {
                inst.visit_operands(&mut AliasResolver(aliases));
            }
            for r in block
                .params
                .iter_mut()
                .chain(block.branch_args.iter_mut().flatten())
            {
                *r = resolve(aliases, *r);
            }
        }
        let removed = remove_dead_code(&mut blocks, num_vregs);
        let mut v = VCode {
            insts: Vec::new(),
            srclocs: Vec::new(),
            volatile: Vec::new(),
            operands: Vec::new(),
            operand_ranges: Vec::new(),
            block_ranges: Vec::new(),
            succs: Vec::new(),
            succ_ranges: Vec::new(),
            preds: Vec::new(),
            pred_ranges: Vec::new(),
            params: Vec::new(),
            param_ranges: Vec::new(),
            branch_args: Vec::new(),
            branch_arg_ranges: Vec::new(),
            num_vregs: num_vregs.max(PINNED_VREGS),
            positions: Vec::with_capacity(blocks.len()),
            debug_labels: Vec::new(),
        };
        let num_insts: usize = blocks.iter().map(|b| b.insts.len()).sum();
        v.insts.reserve_exact(num_insts);
        v.srclocs.reserve_exact(num_insts);
        v.operand_ranges.reserve_exact(num_insts);
        v.operands.reserve(2 * num_insts);
        v.block_ranges.reserve_exact(blocks.len());
        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); blocks.len()];
        for (b, block) in blocks.iter().enumerate() {
            for &s in &block.succs {
                preds[s as usize].push(b as u32);
            }
        }
        for (block, removed) in blocks.into_iter().zip(&removed) {
            v.positions.push(block_positions(v.insts.len(), removed));
            v.add_block(block);
        }
        for p in preds {
            let start = v.preds.len();
            v.preds
                .extend(p.into_iter().map(|b| Block::new(b as usize)));
            v.pred_ranges.push(range(start, v.preds.len()));
        }
        v
    }

    /// Records the code of volatile accesses, given as lowering's spans
    /// (block, first and one-past-last position in its code, before the
    /// `entry_args` instructions were put at the start of block 0).
    pub fn mark_volatile(&mut self, spans: &[(usize, u32, u32)], entry_args: u32) {
        for &(block, start, end) in spans {
            let shift = if block == 0 { entry_args } else { 0 };
            let Some(positions) = self.positions.get(block) else {
                continue;
            };
            let at = |k: u32| positions.get((k + shift) as usize).copied();
            if let (Some(first), Some(last)) = (at(start), at(end)) {
                self.volatile.extend(first..last);
            }
        }
        self.volatile.sort_unstable();
        self.volatile.dedup();
    }

    /// Whether instruction `i` is code of a volatile access.
    pub fn is_volatile(&self, i: u32) -> bool {
        !self.volatile.is_empty() && self.volatile.binary_search(&i).is_ok()
    }

    fn add_block(&mut self, block: BlockInput) {
        let start = self.insts.len();
        for (mut inst, loc) in block.insts {
            let op_start = self.operands.len();
            inst.visit_operands(&mut OperandCollector(&mut self.operands));
            self.operand_ranges
                .push(range(op_start, self.operands.len()));
            self.insts.push(inst);
            self.srclocs.push(loc);
        }
        self.block_ranges.push(range(start, self.insts.len()));

        let p_start = self.params.len();
        self.params.extend(block.params.iter().map(|&r| r.vreg()));
        self.param_ranges.push(range(p_start, self.params.len()));

        let s_start = self.succs.len();
        for (s, args) in block.succs.iter().zip(block.branch_args) {
            self.succs.push(Block::new(*s as usize));
            let a_start = self.branch_args.len();
            self.branch_args.extend(args.iter().map(|&r| r.vreg()));
            self.branch_arg_ranges
                .push(range(a_start, self.branch_args.len()));
        }
        self.succ_ranges.push(range(s_start, self.succs.len()));
    }

    /// Number of blocks.
    pub fn num_blocks(&self) -> usize {
        self.block_ranges.len()
    }

    /// The instruction indices of block `b`.
    pub fn block_range(&self, b: usize) -> std::ops::Range<usize> {
        let (s, e) = self.block_ranges[b];
        s as usize..e as usize
    }

    /// The successors of block `b`.
    pub fn block_succ_indices(&self, b: usize) -> impl Iterator<Item = usize> + '_ {
        let (s, e) = self.succ_ranges[b];
        self.succs[s as usize..e as usize].iter().map(|b| b.index())
    }
}

impl regalloc2::Function for VCode {
    fn num_insts(&self) -> usize {
        self.insts.len()
    }

    fn num_blocks(&self) -> usize {
        self.block_ranges.len()
    }

    fn entry_block(&self) -> Block {
        Block::new(0)
    }

    fn block_insns(&self, block: Block) -> InstRange {
        let (s, e) = self.block_ranges[block.index()];
        InstRange::new(Inst::new(s as usize), Inst::new(e as usize))
    }

    fn block_succs(&self, block: Block) -> &[Block] {
        let (s, e) = self.succ_ranges[block.index()];
        &self.succs[s as usize..e as usize]
    }

    fn block_preds(&self, block: Block) -> &[Block] {
        let (s, e) = self.pred_ranges[block.index()];
        &self.preds[s as usize..e as usize]
    }

    fn block_params(&self, block: Block) -> &[VReg] {
        let (s, e) = self.param_ranges[block.index()];
        &self.params[s as usize..e as usize]
    }

    fn is_ret(&self, insn: Inst) -> bool {
        self.insts[insn.index()].is_ret()
    }

    fn is_branch(&self, insn: Inst) -> bool {
        self.insts[insn.index()].is_branch()
    }

    fn branch_blockparams(&self, block: Block, _insn: Inst, succ_idx: usize) -> &[VReg] {
        let (s, _) = self.succ_ranges[block.index()];
        let (a, e) = self.branch_arg_ranges[s as usize + succ_idx];
        &self.branch_args[a as usize..e as usize]
    }

    fn inst_operands(&self, insn: Inst) -> &[Operand] {
        let (s, e) = self.operand_ranges[insn.index()];
        &self.operands[s as usize..e as usize]
    }

    fn inst_clobbers(&self, insn: Inst) -> PRegSet {
        self.insts[insn.index()].clobbers()
    }

    fn num_vregs(&self) -> usize {
        self.num_vregs
    }

    fn spillslot_size(&self, _regclass: RegClass) -> usize {
        1
    }

    fn debug_value_labels(&self) -> &[(VReg, Inst, Inst, u32)] {
        &self.debug_labels
    }
}

impl fmt::Display for VCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for b in 0..self.num_blocks() {
            let (ps, pe) = self.param_ranges[b];
            write!(f, "block{b}(")?;
            for (i, p) in self.params[ps as usize..pe as usize].iter().enumerate() {
                if i > 0 {
                    write!(f, ", ")?;
                }
                write!(f, "%v{}", p.vreg())?;
            }
            writeln!(f, "):")?;
            for i in self.block_range(b) {
                writeln!(f, "  {}", self.insts[i])?;
            }
            let (ss, se) = self.succ_ranges[b];
            for k in ss as usize..se as usize {
                let (a, e) = self.branch_arg_ranges[k];
                if a != e {
                    write!(f, "  -> block{} args", self.succs[k].index())?;
                    for r in &self.branch_args[a as usize..e as usize] {
                        write!(f, " %v{}", r.vreg())?;
                    }
                    writeln!(f)?;
                }
            }
        }
        Ok(())
    }
}
