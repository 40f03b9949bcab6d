//! Lowering one IR function to VCode: the context the ISLE rules run in.
//!
//! The walk follows Cranelift's `Lower`: blocks in reverse lowering order,
//! and the instructions of each block from the terminator backwards. Going
//! backwards means every use of a value is lowered before its definition, so
//!
//! - an instruction none of whose results a lowered instruction read is dead
//!   and skipped (this is how a compare folded into its branch disappears, and
//!   how dead pure code costs nothing even at -O0);
//! - a rule may merge a load into its user (`sinkable_load`) and mark it, so
//!   it is skipped when the walk reaches it.
//!
//! Each IR value gets its virtual registers the first time something asks for
//! them (`Lower::value_regs_of`); when its defining instruction is lowered,
//! those registers are *aliased* to whatever registers the rule produced
//! (resolved when VCode is built). Constants, global addresses and fixed-size
//! `alloca` addresses have no defining instruction: they are rematerialized
//! at each use, which keeps their live ranges short — except inside loops
//! without calls, where constants that cost instructions are computed once
//! before the loop (`loops`), and except that one costing two instructions
//! (a symbol address, most 32-bit constants) is computed once per block for
//! all its users there, before the first of them (but never across a call).
//! A zero constant is `$zero` itself.
//!
//! What is not a rule lives in the submodules: `address` (`getelementptr`
//! arithmetic from the data layout, addressing modes, allocas) and `calls`
//! (calls, arguments and returns from the ABI), `i64` (words of i64 pairs
//! known to be zero).

mod address;
mod calls;
mod debug;
mod i64;
mod loops;

use crate::abi::{AbiSignature, WordLoc};
use crate::blockorder::{BlockOrder, LoweredBlock, lowered_targets};
use crate::debug_vars::{DebugVar, EntryLabel, FixedLabel};
use crate::generated::{self, MInst};
use crate::inst::{AMode, BlockIndex, JumpTableInfo, Op, StackSlot, Symbol, VTy};
use crate::reg::{PINNED_VREGS, Reg, ValueRegs, WritableReg};
use crate::target::{LowerError, Target};
use crate::vcode::{BlockInput, VCode};
use egret_cpu0::isa::{IsaLevel, Opcode};
use egret_cpu0::link::MEMORY_SIZE;
use egret_llvmlite::layout::size_align;
use egret_llvmlite::{
    BinOp, Block, BlockCall, CastOp, FuncRef, Function, Inst, InstData, IntCC, Module, SrcLoc, Ty,
    TyData, Value, ValueDef,
};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Loops of at most this many IR instructions have registers to spare for
/// every constant they use; larger ones only for those costing two
/// instructions or more.
const SMALL_LOOP: usize = 24;

/// A fixed-size `alloca`'s requirements.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SlotInfo {
    /// Size in bytes.
    pub size: u32,
    /// Alignment in bytes (at most 8, the stack alignment).
    pub align: u32,
}

/// A function lowered to VCode, with what the frame layout needs to know.
pub struct LoweredFunction {
    /// The instructions.
    pub vcode: VCode,
    /// Fixed-size allocas, indexed by [`StackSlot`].
    pub slots: Vec<SlotInfo>,
    /// The `alloca` result each slot holds, indexed by [`StackSlot`] (what
    /// debug information names a variable's home by).
    pub slot_values: Vec<Option<Value>>,
    /// Whether a frame pointer is needed (dynamic allocas).
    pub needs_fp: bool,
    /// Whether the function calls anything (so `$lr` must be saved).
    pub makes_calls: bool,
    /// Largest outgoing-argument area of any call, in bytes.
    pub outgoing_bytes: u32,
    /// The function's own calling convention.
    pub sig: AbiSignature,
    /// Whether a pointer may reach the incoming argument area (a variadic
    /// function calling `llvm.va_start`), so its words are not private to
    /// `$sp`-relative accesses (`crate::mach::PrivateStack`).
    pub incoming_escapes: bool,
    /// The variables of the VCode's debug value labels, by label (`debug`).
    pub debug_vars: Vec<DebugVar>,
    /// Variables bound to constants or incoming slots (`debug`).
    pub debug_fixed: Vec<FixedLabel>,
    /// Labels bound at entry to a parameter's register (`debug`).
    pub debug_entry: Vec<EntryLabel>,
}

/// A constant shared by the instructions of a block (`Lower::block_consts`).
struct BlockConst {
    regs: ValueRegs,
    /// The code computing it.
    code: Vec<MInst>,
    /// The chunk of its earliest user so far (see `Lower::lower_block`),
    /// and that user's source location, which the code takes.
    user: usize,
    loc: SrcLoc,
    /// Creation order in the block: placement follows it, so the code
    /// does not depend on the hash map's iteration order.
    seq: usize,
}

/// The lowering context; implements the ISLE `Context` trait (in `isle.rs`).
pub struct Lower<'a> {
    pub(crate) module: &'a Module,
    pub(crate) func: &'a Function,
    pub(crate) target: Target,
    name: String,
    order: BlockOrder,
    sig: AbiSignature,
    /// Jump tables made so far (the next one's number).
    jump_tables: u32,
    /// Registers of values that something has asked for.
    value_regs: HashMap<Value, ValueRegs>,
    /// For each vreg index, the vreg it stands for (`u32::MAX`: itself).
    aliases: Vec<u32>,
    use_counts: HashMap<Value, u32>,
    /// For each value, how its users prefer it extended: the number of
    /// users that zero-extend it minus those that sign-extend it (decides
    /// `lbu` over `lb` for byte and half loads).
    ext_votes: HashMap<Value, i32>,
    /// For each instruction, the number of instructions before it in its
    /// block that may write memory (anything with side effects but loads
    /// and trapping arithmetic): a load may move past loads, not past these.
    colors: HashMap<Inst, u32>,
    sunk: HashSet<Inst>,
    slot_of: HashMap<Inst, StackSlot>,
    slots: Vec<SlotInfo>,
    /// The `alloca` result of each slot (parallel to `slots`).
    slot_values: Vec<Option<Value>>,
    needs_fp: bool,
    makes_calls: bool,
    /// Whether the function calls `llvm.va_start` (`calls::gen_args`
    /// stores `$a0`/`$a1` into their home slots).
    uses_va_start: bool,
    /// The first call of an intrinsic the legalizer should have expanded.
    unlegalized: Option<Inst>,
    /// `signext`/`zeroext` on the function's result.
    ret_ext: Option<egret_llvmlite::Ext>,
    /// The `sret` parameter of a `void` function, returned in `$v0`.
    sret: Option<usize>,
    /// Whether stack-passed parameters are reloaded from their incoming
    /// slots at each use instead of being loaded once at entry: so when the
    /// body contains a call (known before lowering, unlike `makes_calls`),
    /// as a parameter held across a call would need a callee-saved register
    /// or a spill slot, and a reload from its own slot is cheaper than both.
    reload_stack_params: bool,
    /// For blocks inside a loop without calls, the lowered block before
    /// that loop where constants they use are materialized (`loops`).
    hoist_target: HashMap<Block, BlockIndex>,
    /// For the same blocks, the number of IR instructions in that loop.
    loop_size: HashMap<Block, usize>,
    /// Code materializing hoisted constants, per lowered block: it goes
    /// just before the block's terminator.
    hoisted_code: HashMap<BlockIndex, Vec<(MInst, SrcLoc)>>,
    /// Registers of hoisted constants, per target block and constant.
    hoisted_regs: HashMap<(BlockIndex, ValueDef, VTy), ValueRegs>,
    /// Constants and symbol addresses costing two instructions that the
    /// instructions lowered so far in the current block share (none of them
    /// across a call): computed once, just before the earliest user.
    block_consts: HashMap<(ValueDef, VTy), BlockConst>,
    /// Which of `block_consts` the current instruction reads.
    cur_block_consts: Vec<(ValueDef, VTy)>,
    outgoing_bytes: u32,
    /// Whether calls may use the module-local convention.
    local_calls: bool,
    /// Whether calls to the runtime's `putchar` become its port store
    /// ([`crate::compile::CompileOptions::inline_putchar`]).
    inline_putchar: bool,
    /// Callees known to use (or not) the module-local convention.
    local_callees: HashMap<FuncRef, bool>,
    /// Instructions of the IR instruction being lowered.
    cur_insts: Vec<MInst>,
    /// Where each IR instruction's code ends in its lowered block (`debug`).
    inst_ends: HashMap<Inst, (usize, u32)>,
    /// The code of each volatile load or store: lowered block, and its
    /// first and one-past-last position in the block's code.
    volatile_spans: Vec<(usize, u32, u32)>,
    /// Values without a defining instruction (constants, addresses, stack
    /// arguments) already materialized for the current IR instruction.
    remat: HashMap<Value, ValueRegs>,
    cur_inst: Option<Inst>,
    cur_loc: SrcLoc,
    /// The lowered block being lowered.
    cur_block: usize,
}

/// The first instruction of `func` that only the legalizer removes
/// (`egret_llvmlite::legalize`), if any: lowering refuses the function
/// before it builds anything.
fn first_unlegalized(types: &egret_llvmlite::TypeStore, func: &Function) -> Option<Inst> {
    func.layout
        .iter()
        .flat_map(|&b| &func.blocks[b].insts)
        .copied()
        .find(|&i| {
            matches!(
                func.insts[i],
                InstData::Freeze { .. }
                    | InstData::ExtractValue { .. }
                    | InstData::InsertValue { .. }
                    | InstData::VaArg { .. }
                    | InstData::IndirectBr { .. }
                    | InstData::ExtractElement { .. }
                    | InstData::InsertElement { .. }
                    | InstData::ShuffleVector { .. }
                    | InstData::FBinary { .. }
                    | InstData::FNeg { .. }
                    | InstData::Fcmp { .. }
            ) || matches!(func.insts[i], InstData::Cast { op, .. } if op.is_float())
                || matches!(func.insts[i], InstData::Switch { .. })
                    && !egret_llvmlite::legalize::is_legal_switch(types, func, &func.insts[i])
        })
}

/// The settings lowering reads (the per-function pipeline's
/// `CompileOptions` carries them).
#[derive(Copy, Clone, Debug, Default)]
pub struct LowerOptions {
    /// The machine.
    pub target: Target,
    /// Use the module-local calling convention (`crate::abi`) where it
    /// qualifies.
    pub local_calls: bool,
    /// Lower calls to the runtime's `putchar` to its store to the output port.
    pub inline_putchar: bool,
}

/// Lowers `func` (the body of `module.funcs[fref]`) to VCode.
pub fn lower_function(
    module: &Module,
    fref: FuncRef,
    opts: &LowerOptions,
) -> Result<LoweredFunction, LowerError> {
    let data = &module.funcs[fref];
    let func = data.body.as_ref().ok_or_else(|| LowerError {
        loc: data.loc,
        function: data.name.clone(),
        message: "cannot lower a declaration".to_string(),
    })?;
    let Some(entry) = func.entry() else {
        return Err(LowerError {
            loc: data.loc,
            function: data.name.clone(),
            message: "function has no blocks".to_string(),
        });
    };
    if let Some(inst) = first_unlegalized(&module.types, func) {
        let what = egret_llvmlite::verify::opcode_name(&func.insts[inst]);
        return Err(LowerError {
            loc: func.locs[inst],
            function: data.name.clone(),
            message: format!("`{what}` must be legalized before lowering"),
        });
    }
    let param_tys: Vec<VTy> = data.sig.params.iter().map(|&t| vty(module, t)).collect();
    // A `void` function with an `sret` parameter returns that pointer in
    // `$v0`, as O32 callers may expect.
    let sret = sret_param(data);
    let ret = match sret {
        Some(_) if data.sig.ret == Ty::VOID => Some(VTy::I32),
        _ => (data.sig.ret != Ty::VOID).then(|| vty(module, data.sig.ret)),
    };
    let (target, local_calls) = (opts.target, opts.local_calls);
    let sig = if local_calls && Lower::local_convention(module, fref) {
        AbiSignature::local(&param_tys, ret, target.endian)
    } else {
        AbiSignature::new(&param_tys, ret, target.endian)
    };
    let mut lower = Lower::new(module, func, &data.name, target, sig);
    lower.ret_ext = data.ret_ext;
    lower.sret = sret.filter(|_| data.sig.ret == Ty::VOID);
    lower.local_calls = local_calls;
    lower.inline_putchar = opts.inline_putchar;
    if !lower.order.preds[0].is_empty() {
        return Err(lower.error(data.loc, "the entry block has predecessors"));
    }
    lower.analyze()?;
    let mut blocks = vec![BlockInput::default(); lower.order.blocks.len()];
    for index in (0..lower.order.blocks.len()).rev() {
        blocks[index] = lower.lower_block(index)?;
    }
    if let Some(inst) = lower.unlegalized {
        return Err(lower.unlegalized_error(inst));
    }
    let args = lower.gen_args(entry, data.loc);
    let num_vregs = lower.aliases.len();
    let entry_args = args.len() as u32;
    blocks[0].insts.splice(0..0, args);
    let mut vcode = VCode::new(blocks, &lower.aliases, num_vregs);
    vcode.mark_volatile(&lower.volatile_spans, entry_args);
    let labels = lower.value_labels(&mut vcode, entry_args);
    Ok(LoweredFunction {
        vcode,
        slot_values: lower.slot_values,
        slots: lower.slots,
        needs_fp: lower.needs_fp,
        makes_calls: lower.makes_calls,
        outgoing_bytes: lower.outgoing_bytes,
        sig: lower.sig,
        incoming_escapes: lower.uses_va_start,
        debug_vars: labels.vars,
        debug_fixed: labels.fixed,
        debug_entry: labels.entry,
    })
}

/// The index of `data`'s `sret` parameter, if it has one.
fn sret_param(data: &egret_llvmlite::FuncData) -> Option<usize> {
    data.param_attrs.iter().position(|a| a.sret.is_some())
}

/// The width class of a simple IR type.
pub fn vty(module: &Module, t: Ty) -> VTy {
    match module.types.kind(t) {
        TyData::Int(bits) => VTy::from_bits(*bits),
        _ => VTy::I32,
    }
}

impl<'a> Lower<'a> {
    fn new(
        module: &'a Module,
        func: &'a Function,
        name: &str,
        target: Target,
        sig: AbiSignature,
    ) -> Self {
        Lower {
            jump_tables: 0,
            module,
            func,
            target,
            name: name.to_string(),
            order: BlockOrder::new(func),
            sig,
            value_regs: HashMap::default(),
            aliases: vec![u32::MAX; PINNED_VREGS],
            use_counts: HashMap::default(),
            ext_votes: HashMap::default(),
            colors: HashMap::default(),
            sunk: HashSet::default(),
            slot_of: HashMap::default(),
            slots: Vec::new(),
            slot_values: Vec::new(),
            needs_fp: false,
            makes_calls: false,
            uses_va_start: false,
            unlegalized: None,
            inst_ends: HashMap::default(),
            volatile_spans: Vec::new(),
            ret_ext: None,
            sret: None,
            reload_stack_params: false,
            hoist_target: HashMap::default(),
            loop_size: HashMap::default(),
            hoisted_code: HashMap::default(),
            hoisted_regs: HashMap::default(),
            block_consts: HashMap::default(),
            cur_block_consts: Vec::new(),
            outgoing_bytes: 0,
            local_calls: false,
            inline_putchar: false,
            local_callees: HashMap::default(),
            cur_insts: Vec::new(),
            remat: HashMap::default(),
            cur_inst: None,
            cur_loc: SrcLoc::default(),
            cur_block: 0,
        }
    }

    fn error(&self, loc: SrcLoc, message: impl Into<String>) -> LowerError {
        LowerError {
            loc,
            function: self.name.clone(),
            message: message.into(),
        }
    }

    /// Use counts, side-effect colors and stack slots, over reachable blocks.
    /// A fixed-size `alloca`, or a global the function uses, larger than the
    /// Cpu0's whole memory is an error at the instruction's line.
    fn analyze(&mut self) -> Result<(), LowerError> {
        let func = self.func;
        let is_i64 = |i| {
            func.inst_result(i)
                .is_some_and(|r| vty(self.module, func.value_type(r)) == VTy::I64)
        };
        let has_calls = self.order.blocks.iter().any(|lb| match *lb {
            LoweredBlock::Orig(b) => func.blocks[b]
                .insts
                .iter()
                .any(|&i| loops::is_call(&func.insts[i], is_i64(i))),
            LoweredBlock::Edge { .. } => false,
        });
        let mut words = self.sig.params.iter().flat_map(|p| &p.words);
        self.reload_stack_params = has_calls && words.any(|w| matches!(w, WordLoc::Stack(_)));
        let facts = loops::loop_facts(func, &self.order, is_i64);
        self.hoist_target = facts.hoist_target;
        self.loop_size = facts.loop_size;
        for lb in &self.order.blocks {
            let LoweredBlock::Orig(b) = *lb else { continue };
            let mut color = 0;
            for &inst in &self.func.blocks[b].insts {
                let data = &self.func.insts[inst];
                let mut huge_global = None;
                data.for_each_arg(|v| {
                    *self.use_counts.entry(v).or_default() += 1;
                    if let ValueDef::Global(g) = self.func.value_def(v) {
                        let global = &self.module.globals[g];
                        let size = size_align(&self.module.types, global.ty).size;
                        if size > MEMORY_SIZE as u64 {
                            huge_global.get_or_insert((global.name.clone(), size));
                        }
                    }
                });
                if let Some((name, size)) = huge_global {
                    return Err(self.error(
                        self.func.locs[inst],
                        format!(
                            "global `@{name}` is {size} bytes, more than the Cpu0's {} MiB of memory",
                            MEMORY_SIZE >> 20
                        ),
                    ));
                }
                Self::vote_extensions(&mut self.ext_votes, data);
                self.uses_va_start |= self.is_va_start(data);
                self.colors.insert(inst, color);
                // Nothing sinks a volatile load past other accesses.
                if data.has_side_effects()
                    && (data.is_volatile()
                        || !matches!(data, InstData::Load { .. } | InstData::Binary { .. }))
                {
                    color += 1;
                }
                if let InstData::Alloca { ty, count } = data {
                    let n = match count {
                        None => Some(1),
                        Some(c) => self.func.const_value(*c),
                    };
                    if let Some(n) = n {
                        let sa = size_align(&self.module.types, *ty);
                        let bytes = sa.size.saturating_mul(n);
                        if bytes > MEMORY_SIZE as u64 {
                            return Err(self.error(
                                self.func.locs[inst],
                                format!(
                                    "`alloca` of {bytes} bytes does not fit the Cpu0's {} MiB of memory",
                                    MEMORY_SIZE >> 20
                                ),
                            ));
                        }
                        let size = bytes as u32;
                        let slot = StackSlot(self.slots.len() as u32);
                        self.slots.push(SlotInfo {
                            size: size.max(1),
                            align: sa.align.clamp(1, 8) as u32,
                        });
                        self.slot_of.insert(inst, slot);
                        self.slot_values.push(self.func.inst_result(inst));
                    }
                }
            }
        }
        Ok(())
    }

    /// Counts how `data` wants its operands extended (`ext_votes`).
    fn vote_extensions(votes: &mut HashMap<Value, i32>, data: &InstData) {
        let mut vote = |v: Value, zero: bool| {
            *votes.entry(v).or_default() += if zero { 1 } else { -1 };
        };
        match data {
            InstData::Cast {
                op: CastOp::Zext,
                arg,
            } => vote(*arg, true),
            InstData::Cast {
                op: CastOp::Sext,
                arg,
            } => vote(*arg, false),
            InstData::Icmp { cc, args } if cc.is_signed() => {
                vote(args[0], false);
                vote(args[1], false);
            }
            InstData::Icmp {
                cc: IntCC::Ult | IntCC::Ule | IntCC::Ugt | IntCC::Uge,
                args,
            } => {
                vote(args[0], true);
                vote(args[1], true);
            }
            InstData::Binary { op, args, .. } => match op {
                BinOp::UDiv | BinOp::URem | BinOp::LShr => {
                    vote(args[0], true);
                    vote(args[1], true);
                }
                BinOp::SDiv | BinOp::SRem => {
                    vote(args[0], false);
                    vote(args[1], false);
                }
                BinOp::AShr => {
                    vote(args[0], false);
                    vote(args[1], true);
                }
                BinOp::Shl => vote(args[1], true),
                _ => {}
            },
            _ => {}
        }
    }

    /// Whether a load of a byte or half is lowered with `lbu`/`lhu`: when
    /// more of its users zero-extend it than sign-extend it (`i1` loads
    /// always use `lbu`; other widths need no extension).
    pub(crate) fn load_zero_extends(&self, load: Inst) -> bool {
        let Some(r) = self.func.inst_result(load) else {
            return false;
        };
        match self.value_vty(r) {
            VTy::I8 | VTy::I16 => self.ext_votes.get(&r).is_some_and(|&n| n > 0),
            _ => false,
        }
    }

    /// A fresh virtual register.
    pub(crate) fn new_vreg(&mut self) -> Reg {
        let index = self.aliases.len();
        self.aliases.push(u32::MAX);
        Reg::virt(index)
    }

    /// The width class of a value.
    pub(crate) fn value_vty(&self, v: Value) -> VTy {
        vty(self.module, self.func.value_type(v))
    }

    /// The registers that will hold `v` once its definition is lowered.
    fn value_regs_of(&mut self, v: Value) -> ValueRegs {
        if let Some(r) = self.value_regs.get(&v) {
            return *r;
        }
        let regs = if self.value_vty(v) == VTy::I64 {
            ValueRegs::two(self.new_vreg(), self.new_vreg())
        } else {
            ValueRegs::one(self.new_vreg())
        };
        self.value_regs.insert(v, regs);
        regs
    }

    /// Appends an instruction to the current instruction's code.
    pub(crate) fn emit(&mut self, inst: MInst) {
        self.cur_insts.push(inst);
    }

    /// Lowers lowered block `index`.
    fn lower_block(&mut self, index: usize) -> Result<BlockInput, LowerError> {
        self.cur_block = index;
        let succs: Vec<u32> = self.order.succs[index].iter().map(|b| b.0).collect();
        let (term_chunk, branch_args, params) = match self.order.blocks[index] {
            LoweredBlock::Orig(b) => {
                let (chunk, args) = self.lower_terminator(b)?;
                let params = self.block_param_regs(b);
                (chunk, args, params)
            }
            LoweredBlock::Edge {
                pred, succ_index, ..
            } => {
                let (chunk, args) = self.lower_edge(pred, succ_index);
                (chunk, vec![args], Vec::new())
            }
        };
        // The code of each instruction, last first, and for each the code of
        // shared constants that goes just before it.
        let mut chunks = vec![term_chunk];
        let mut owners = Vec::new();
        let mut volatile = Vec::new();
        let mut before = vec![Vec::new()];
        self.note_block_const_users(0);
        if let Some(code) = self.hoisted_code.remove(&BlockIndex(index as u32)) {
            chunks.push(code);
            before.push(Vec::new());
        }
        if let LoweredBlock::Orig(b) = self.order.blocks[index] {
            let func = self.func;
            let insts = &func.blocks[b].insts;
            for &inst in insts[..insts.len().saturating_sub(1)].iter().rev() {
                if let Some(chunk) = self.lower_inst(inst)? {
                    if func.insts[inst].is_volatile() {
                        volatile.push((chunks.len(), chunk.len() as u32));
                    }
                    chunks.push(chunk);
                    owners.push((chunks.len() - 1, inst));
                    before.push(Vec::new());
                    self.note_block_const_users(chunks.len() - 1);
                }
                let is_i64 = func
                    .inst_result(inst)
                    .is_some_and(|r| self.value_vty(r) == VTy::I64);
                if loops::is_call(&func.insts[inst], is_i64) {
                    self.place_block_consts(&mut before);
                }
            }
        }
        self.place_block_consts(&mut before);
        let mut code = Vec::new();
        let mut ends = vec![0; chunks.len()];
        for (k, (chunk, pre)) in chunks.into_iter().zip(before).enumerate().rev() {
            code.extend(pre);
            code.extend(chunk);
            ends[k] = code.len() as u32;
        }
        for (k, inst) in owners {
            self.inst_ends.insert(inst, (index, ends[k]));
        }
        for (k, len) in volatile {
            self.volatile_spans.push((index, ends[k] - len, ends[k]));
        }
        Ok(BlockInput {
            insts: code,
            params,
            succs,
            branch_args,
        })
    }

    /// Records that chunk `chunk` (the latest, so the earliest in the block
    /// so far) reads the shared constants the current instruction read.
    fn note_block_const_users(&mut self, chunk: usize) {
        for key in self.cur_block_consts.drain(..) {
            if let Some(c) = self.block_consts.get_mut(&key) {
                c.user = chunk;
                c.loc = self.cur_loc;
            }
        }
    }

    /// Puts the code of every shared constant before its earliest user and
    /// forgets them: at the start of the block, or at a call (which would
    /// clobber their registers).
    fn place_block_consts(&mut self, before: &mut [Vec<(MInst, SrcLoc)>]) {
        self.cur_block_consts.clear();
        let mut consts: Vec<BlockConst> = self.block_consts.drain().map(|(_, c)| c).collect();
        consts.sort_by_key(|c| c.seq);
        for c in consts {
            if let Some(slot) = before.get_mut(c.user) {
                slot.extend(c.code.into_iter().map(|i| (i, c.loc)));
            }
        }
    }

    /// Registers of an IR block's parameters (none for the entry block, whose
    /// parameters are the arguments, defined by `Args`).
    fn block_param_regs(&mut self, b: Block) -> Vec<Reg> {
        if Some(b) == self.func.entry() {
            return Vec::new();
        }
        let params = self.func.blocks[b].params.clone();
        let mut regs = Vec::new();
        for p in params {
            regs.extend_from_slice(self.value_regs_of(p).regs());
        }
        regs
    }

    fn start_inst(&mut self, inst: Option<Inst>, loc: SrcLoc) {
        self.cur_insts.clear();
        self.remat.clear();
        self.cur_inst = inst;
        self.cur_loc = loc;
    }

    fn take_chunk(&mut self) -> Vec<(MInst, SrcLoc)> {
        let loc = self.cur_loc;
        self.cur_insts.drain(..).map(|i| (i, loc)).collect()
    }

    /// Lowers the terminator of IR block `b`, with the registers passed to
    /// each successor that is not an edge block.
    #[allow(clippy::type_complexity)]
    fn lower_terminator(
        &mut self,
        b: Block,
    ) -> Result<(Vec<(MInst, SrcLoc)>, Vec<Vec<Reg>>), LowerError> {
        let term = self
            .func
            .terminator(b)
            .ok_or_else(|| self.error(SrcLoc::default(), "block without terminator"))?;
        self.start_inst(Some(term), self.func.locs[term]);
        let targets: Vec<BlockCall> = lowered_targets(&self.func.insts[term])
            .into_iter()
            .cloned()
            .collect();
        let succs = self.order.succs[self.cur_block].clone();
        let mut branch_args = Vec::with_capacity(succs.len());
        for (call, succ) in targets.iter().zip(&succs) {
            let args = match self.order.blocks[succ.index()] {
                LoweredBlock::Orig(_) => self.flat_regs(&call.args),
                LoweredBlock::Edge { .. } => Vec::new(),
            };
            branch_args.push(args);
        }
        if let InstData::Switch { .. } = &self.func.insts[term] {
            self.lower_switch(term, &targets, &succs);
            return Ok((self.take_chunk(), branch_args));
        }
        let taken = succs.first().copied().unwrap_or(BlockIndex(0));
        let not_taken = succs.get(1).copied().unwrap_or(taken);
        if generated::constructor_lower_branch(self, term, taken, not_taken).is_none() {
            return Err(self.unsupported(term));
        }
        self.adopt_fused_operand_loc(term);
        Ok((self.take_chunk(), branch_args))
    }

    /// Lowers the legal `switch` `term` (`targets`, its distinct targets,
    /// go to lowered blocks `succs`) to a jump table: the selector
    /// zero-extended to an index, the table's address, and the `JumpTable`
    /// pseudo-instruction.
    fn lower_switch(&mut self, term: Inst, targets: &[BlockCall], succs: &[BlockIndex]) {
        let InstData::Switch {
            cond,
            default,
            cases,
        } = &self.func.insts[term]
        else {
            return;
        };
        let succ_of = |call: &BlockCall| {
            let k = targets.iter().position(|t| t == call).unwrap_or(0);
            succs.get(k).copied().unwrap_or(BlockIndex(0))
        };
        let len = cases.iter().map(|c| c.0 as usize + 1).max().unwrap_or(0);
        let mut entries = vec![succ_of(default); len];
        for (v, call) in cases {
            entries[*v as usize] = succ_of(call);
        }
        let trap_default = matches!(
            self.func.blocks[default.block].insts.as_slice(),
            [i] if matches!(self.func.insts[*i], InstData::Unreachable)
        );
        let raw = self.put_value_in_regs(*cond).regs()[0];
        let raw = self.ensure_vreg(raw);
        let index = match self.value_vty(*cond) {
            VTy::I8 | VTy::I16 => {
                let rd = self.new_vreg();
                let mask = if self.value_vty(*cond) == VTy::I8 {
                    0xFF
                } else {
                    0xFFFF
                };
                self.emit(MInst::AluRRI {
                    op: Opcode::Andi,
                    rd: WritableReg::from_reg(rd),
                    rs: raw,
                    imm: mask,
                });
                rd
            }
            _ => raw,
        };
        let id = self.jump_tables;
        self.jump_tables += 1;
        let base = self.new_vreg();
        self.emit_invariant(MInst::SymbolAddr {
            rd: WritableReg::from_reg(base),
            sym: Symbol::JumpTable(id),
            offset: 0,
        });
        let info = JumpTableInfo {
            id,
            entries,
            default: (!trap_default).then(|| succ_of(default)),
            slt: self.target.isa == IsaLevel::Cpu032II,
        };
        self.emit(MInst::JumpTable {
            index,
            base,
            info: Box::new(info),
        });
    }

    /// The code of an edge block: a jump carrying the edge's arguments.
    fn lower_edge(&mut self, pred: Block, succ_index: usize) -> (Vec<(MInst, SrcLoc)>, Vec<Reg>) {
        let term = self.func.terminator(pred);
        let loc = term.map(|t| self.func.locs[t]).unwrap_or_default();
        self.start_inst(None, loc);
        let call = term.and_then(|t| {
            lowered_targets(&self.func.insts[t])
                .get(succ_index)
                .copied()
                .cloned()
        });
        let args = match call {
            Some(c) => self.flat_regs(&c.args),
            None => Vec::new(),
        };
        let target = self.order.succs[self.cur_block][0];
        self.emit(MInst::Jump { target });
        (self.take_chunk(), args)
    }

    /// The registers of a list of values, i64 pairs flattened (low first).
    fn flat_regs(&mut self, values: &[Value]) -> Vec<Reg> {
        let mut regs = Vec::new();
        for &v in values {
            for &r in self.put_value_in_regs(v).regs() {
                let r = self.ensure_vreg(r);
                regs.push(r);
            }
        }
        regs
    }

    /// Lowers one non-terminator instruction, unless it is dead, sunk into
    /// its user, or a fixed-size `alloca` (a frame slot, no code).
    fn lower_inst(&mut self, inst: Inst) -> Result<Option<Vec<(MInst, SrcLoc)>>, LowerError> {
        if self.sunk.contains(&inst) || self.slot_of.contains_key(&inst) {
            return Ok(None);
        }
        let data = &self.func.insts[inst];
        let result = self.func.inst_result(inst);
        let wanted = result.is_some_and(|r| self.value_regs.contains_key(&r));
        if !data.has_side_effects() && !wanted {
            return Ok(None);
        }
        self.start_inst(Some(inst), self.func.locs[inst]);
        let Some(out) = generated::constructor_lower(self, inst) else {
            return Err(self.unsupported(inst));
        };
        if let (Some(r), true) = (result, wanted) {
            let Some(out) = out else {
                return Err(self.error(self.cur_loc, "instruction produced no value"));
            };
            let pre = self.value_regs[&r];
            if pre.regs().len() != out.regs().len() {
                return Err(self.error(self.cur_loc, "result width mismatch in lowering"));
            }
            for (&from, &to) in pre.regs().iter().zip(out.regs()) {
                self.set_alias(from, to)?;
            }
        }
        self.adopt_fused_operand_loc(inst);
        Ok(Some(self.take_chunk()))
    }

    /// When `user` has no line (line 0: LLVM's location of merged or
    /// artificial code), its code takes the location of an operand's
    /// instruction whose code the rules fused into it — a compare folded
    /// into its branch, an address into its load — so that the operand's
    /// line keeps its row, as it does in LLVM, where the two stay separate
    /// machine instructions. An operand is fused if it is defined by a
    /// side-effect-free instruction of the same block whose result no one
    /// asked registers for (lowering runs bottom-up, so every user of it
    /// has been lowered by now).
    fn adopt_fused_operand_loc(&mut self, user: Inst) {
        if self.cur_loc.is_known() || self.cur_insts.is_empty() {
            return;
        }
        let block = self.func.inst_block[user];
        let fused = self.func.insts[user].args().into_iter().find_map(|a| {
            let ValueDef::Inst(d) = self.func.value_def(a) else {
                return None;
            };
            let loc = self.func.locs[d];
            let folded = self.func.inst_block[d] == block
                && !self.func.insts[d].has_side_effects()
                && !self.value_regs.contains_key(&a);
            (folded && loc.is_known()).then_some(loc)
        });
        if let Some(loc) = fused {
            self.cur_loc = loc;
        }
    }

    fn func_load_ptr(&self, inst: Inst) -> Value {
        match &self.func.insts[inst] {
            InstData::Load { ptr, .. } => *ptr,
            _ => unreachable!("called on loads only"),
        }
    }

    /// `r` if it is virtual, else a fresh virtual register copied from it:
    /// a zero constant is `$zero`, which operands that must be allocated
    /// (fixed-register uses, branch arguments, tied inputs, value results)
    /// cannot name.
    pub(crate) fn ensure_vreg(&mut self, r: Reg) -> Reg {
        if r.is_virtual() {
            return r;
        }
        let copy = self.new_vreg();
        self.emit(MInst::Move {
            rd: WritableReg::from_reg(copy),
            rs: r,
        });
        copy
    }

    fn set_alias(&mut self, from: Reg, to: Reg) -> Result<(), LowerError> {
        let to = self.ensure_vreg(to);
        if from != to {
            self.aliases[from.vreg().vreg()] = to.vreg().vreg() as u32;
        }
        Ok(())
    }

    fn unsupported(&self, inst: Inst) -> LowerError {
        let what = match &self.func.insts[inst] {
            InstData::Binary { op, .. } => op.name().to_string(),
            InstData::Icmp { .. } => "icmp".into(),
            InstData::Select { .. } => "select".into(),
            InstData::Cast { op, .. } => op.name().to_string(),
            other => format!("{other:?}"),
        };
        let ty = self
            .func
            .inst_result(inst)
            .map(|r| {
                format!(
                    " of type {}",
                    self.module.types.display(self.func.value_type(r))
                )
            })
            .unwrap_or_default();
        self.error(
            self.func.locs[inst],
            format!("unsupported instruction `{what}`{ty} for the Cpu0 backend"),
        )
    }

    /// The registers holding `v` at the current point, materializing
    /// constants, addresses and stack arguments here — once per IR
    /// instruction, however many times its rules ask.
    pub(crate) fn put_value_in_regs(&mut self, v: Value) -> ValueRegs {
        if let Some(regs) = self.remat.get(&v) {
            return *regs;
        }
        let ty = self.value_vty(v);
        let regs = match self.func.value_def(v) {
            ValueDef::Inst(i) => match self.slot_of.get(&i) {
                Some(&slot) => ValueRegs::one(self.addr_of(AMode::Slot { slot, offset: 0 })),
                // Readers of a word known to be zero read `$zero`, so their
                // rules can simplify (an i64 add of a zero-extended value
                // adds no high word; see `i64`).
                None if ty == VTy::I64 && self.zero_words_of(v).any() => {
                    let zero = self.zero_words_of(v);
                    let regs = self.value_regs_of(v);
                    let word = |known_zero: bool, r: Reg| if known_zero { Reg::zero() } else { r };
                    return ValueRegs::two(word(zero.lo, regs.lo()), word(zero.hi, regs.hi()));
                }
                None => return self.value_regs_of(v),
            },
            ValueDef::Param(b, n) => match self.incoming_stack_words(b, n) {
                Some(offsets) if self.reload_stack_params => self.load_incoming(&offsets),
                _ => return self.value_regs_of(v),
            },
            def => self.materialize(def, ty),
        };
        self.remat.insert(v, regs);
        regs
    }

    /// A constant or symbol address: computed here, or — when the current
    /// block lies in a loop without calls and the value costs two
    /// instructions (or one, in a small loop) — once before the loop
    /// (`loops`), which costs a register for the loop's duration but no
    /// callee-saved register or spill around calls, as there are none.
    fn materialize(&mut self, def: ValueDef, ty: VTy) -> ValueRegs {
        let Some(target) = self.hoist_target_here() else {
            return self.materialize_in_block(def, ty);
        };
        if let Some(&regs) = self.hoisted_regs.get(&(target, def, ty)) {
            return regs;
        }
        let (regs, code, cost) = self.materialize_aside(def, ty);
        let block = self.cur_ir_block();
        let small_loop = self.loop_size.get(&block).is_some_and(|&n| n <= SMALL_LOOP);
        if cost < 2 && !(small_loop && cost == 1) {
            self.cur_insts.extend(code);
            return regs;
        }
        let loc = self.cur_loc;
        let hoisted = self.hoisted_code.entry(target).or_default();
        hoisted.extend(code.into_iter().map(|i| (i, loc)));
        self.hoisted_regs.insert((target, def, ty), regs);
        regs
    }

    /// The code materialising a constant or symbol address, generated
    /// aside (not into the current instruction), with its registers and
    /// its cost in instructions (a symbol address takes two).
    fn materialize_aside(&mut self, def: ValueDef, ty: VTy) -> (ValueRegs, Vec<MInst>, usize) {
        let outer = std::mem::take(&mut self.cur_insts);
        let regs = self.materialize_here(def, ty);
        let code = std::mem::replace(&mut self.cur_insts, outer);
        let cost = code
            .iter()
            .map(|i| 1 + usize::from(matches!(i, MInst::SymbolAddr { .. })))
            .sum();
        (regs, code, cost)
    }

    /// A constant or symbol address for the current instruction: computed
    /// here if that takes one instruction, else shared with the other
    /// instructions of the block that need it (`block_consts`).
    fn materialize_in_block(&mut self, def: ValueDef, ty: VTy) -> ValueRegs {
        let key = (def, ty);
        if let Some(c) = self.block_consts.get(&key) {
            self.cur_block_consts.push(key);
            return c.regs;
        }
        let (regs, code, cost) = self.materialize_aside(def, ty);
        if cost < 2 {
            self.cur_insts.extend(code);
            return regs;
        }
        let seq = self.block_consts.len();
        self.block_consts.insert(
            key,
            BlockConst {
                regs,
                code,
                user: 0,
                loc: self.cur_loc,
                seq,
            },
        );
        self.cur_block_consts.push(key);
        regs
    }

    fn materialize_here(&mut self, def: ValueDef, ty: VTy) -> ValueRegs {
        match def {
            ValueDef::Const(c) => self.constant(ty, c),
            ValueDef::Global(g) => ValueRegs::one(self.symbol_addr(Symbol::Global(g), 0)),
            ValueDef::Func(f) => ValueRegs::one(self.symbol_addr(Symbol::Func(f), 0)),
            _ => self.constant(ty, 0),
        }
    }

    /// A constant of class `ty` (bits zero-extended from its width).
    fn constant(&mut self, ty: VTy, bits: u64) -> ValueRegs {
        if ty == VTy::I64 {
            generated::constructor_imm64(self, bits)
        } else {
            ValueRegs::one(generated::constructor_imm32(self, bits as u32))
        }
    }

    pub(crate) fn symbol_addr(&mut self, sym: Symbol, offset: i32) -> Reg {
        let rd = self.new_vreg();
        self.emit(MInst::SymbolAddr {
            rd: WritableReg::from_reg(rd),
            sym,
            offset,
        });
        rd
    }

    /// The address an `AMode` denotes, in a register.
    pub(crate) fn addr_of(&mut self, addr: AMode) -> Reg {
        if let AMode::Reg { base, offset: 0 } = addr
            && base.is_virtual()
        {
            return base;
        }
        let rd = self.new_vreg();
        self.emit(MInst::AddrOf {
            rd: WritableReg::from_reg(rd),
            addr,
        });
        rd
    }

    /// The ISLE view of an IR instruction.
    pub(crate) fn op_of(&self, inst: Inst) -> Op {
        match &self.func.insts[inst] {
            InstData::Binary { op, args, .. } => Op::Binary {
                op: *op,
                a: args[0],
                b: args[1],
            },
            InstData::Icmp { cc, args } => Op::Icmp {
                cc: *cc,
                a: args[0],
                b: args[1],
            },
            InstData::Select { args } => Op::Select {
                c: args[0],
                a: args[1],
                b: args[2],
            },
            InstData::Cast { op, arg } => Op::Cast { op: *op, a: *arg },
            InstData::Alloca { .. } => Op::Alloca,
            InstData::Load { ptr, .. } => Op::Load { ptr: *ptr },
            InstData::Store { value, ptr, .. } => Op::Store {
                value: *value,
                ptr: *ptr,
            },
            InstData::Gep { .. } => Op::Gep,
            InstData::Call { .. } => Op::Call,
            InstData::Jump { .. } => Op::Jump,
            InstData::Branch { cond, .. } => Op::Branch { cond: *cond },
            InstData::Ret { value: None } => Op::Ret,
            InstData::Ret { value: Some(v) } => Op::RetValue { value: *v },
            InstData::Unreachable => Op::Unreachable,
            // `analyze` rejects these (the legalizer removes them first).
            InstData::Freeze { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::Switch { .. }
            | InstData::VaArg { .. }
            | InstData::IndirectBr { .. }
            | InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. }
            | InstData::FBinary { .. }
            | InstData::FNeg { .. }
            | InstData::Fcmp { .. } => Op::Unreachable,
        }
    }

    /// Whether `v` is an instruction result or block parameter with one use
    /// (so its register is free after that use), and not a zero constant's
    /// `$zero` or a rematerialized value.
    pub(crate) fn dies_here(&self, v: Value) -> bool {
        let own_reg = match self.func.value_def(v) {
            ValueDef::Inst(i) => !self.slot_of.contains_key(&i),
            ValueDef::Param(..) => true,
            _ => false,
        };
        own_reg && self.use_counts.get(&v).copied() == Some(1)
    }

    /// Whether an instruction after the current one in its block (the
    /// terminator included) reads `v`, so it is live after the current one.
    pub(crate) fn used_later_in_block(&self, v: Value) -> bool {
        let Some(cur) = self.cur_inst else {
            return false;
        };
        let Some(block) = self.func.inst_block[cur].expand() else {
            return false;
        };
        let insts = &self.func.blocks[block].insts;
        let Some(at) = insts.iter().position(|&i| i == cur) else {
            return false;
        };
        insts[at + 1..].iter().any(|&i| {
            let mut reads = false;
            self.func.insts[i].for_each_arg(|a| reads |= a == v);
            reads
        })
    }

    /// The defining instruction of `v` if it has exactly one use.
    pub(crate) fn single_use_def(&self, v: Value) -> Option<Inst> {
        let ValueDef::Inst(i) = self.func.value_def(v) else {
            return None;
        };
        (self.use_counts.get(&v).copied() == Some(1)).then_some(i)
    }

    /// The load defining `v`, if the current instruction may perform it: one
    /// use, same block, nothing that may write memory in between.
    pub(crate) fn sinkable_load(&self, v: Value) -> Option<Inst> {
        let load = self.single_use_def(v)?;
        let user = self.cur_inst?;
        if !matches!(self.func.insts[load], InstData::Load { .. })
            || self.sunk.contains(&load)
            || self.func.inst_block[load] != self.func.inst_block[user]
        {
            return None;
        }
        let (load_color, user_color) = (*self.colors.get(&load)?, *self.colors.get(&user)?);
        (user_color == load_color).then_some(load)
    }

    /// Marks a load as merged into the current instruction.
    pub(crate) fn sink_load(&mut self, load: Inst) -> Value {
        self.sunk.insert(load);
        self.func_load_ptr(load)
    }
}
