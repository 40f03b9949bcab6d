//! Calls, arguments and returns under the O32 convention (`crate::abi`).
//!
//! Register-passed argument words are defined at entry by the `Args`
//! pseudo-instruction with fixed-register defs; stack-passed words are
//! loaded once in the entry block or, in a function that calls, at each use
//! (held across a call, such a word would cost a callee-saved register or a
//! spill slot; its incoming slot already is one). At a call, stack words are stored into
//! the outgoing area (preallocated in the frame) and register words become
//! fixed-register uses of the `Call` instruction, whose results are
//! fixed-register defs in `$v0`/`$v1` and which clobbers every other
//! caller-saved register — or, for a runtime routine that writes fewer,
//! the others of its declared set (`crate::runtime_clobbers`), which the
//! call's `jsub` carries on to the post-RA passes. Returns put the result
//! in `$v0`/`$v1` (an i64 in memory order).

use super::{Lower, vty};
use crate::abi::{AbiSignature, WordLoc, runtime_contract_params};
use crate::generated::{self, MInst};
use crate::inst::{AMode, CallDest, CallInfo, Libcall, Symbol, VTy};
use crate::reg::{CALLER_SAVED, Reg, ValueRegs, WritableReg, preg};
use crate::runtime_clobbers::{ABI_CALL_KILLS, routine_kills};
use crate::target::LowerError;
use egret_cpu0::isa::{Opcode, Reg as PhysReg, RegEffects};
use egret_llvmlite::Ext;
use egret_llvmlite::intrinsics::IntrinsicKind;
use egret_llvmlite::{
    Block, Callee, FuncRef, Inst, InstData, Module, SrcLoc, Ty, TyData, Value, ValueDef,
};
use regalloc2::PRegSet;

impl Lower<'_> {
    /// The entry code defining the arguments: the `Args` pseudo-instruction
    /// for those passed in registers, then a load for each stack-passed word
    /// of an argument something uses (loaded once, like any other value;
    /// the allocator keeps it in a register or spills it).
    pub(super) fn gen_args(&mut self, entry: Block, loc: SrcLoc) -> Vec<(MInst, SrcLoc)> {
        let params = self.func.blocks[entry].params.clone();
        let mut defs = Vec::new();
        let mut loads = Vec::new();
        for (p, abi) in params.into_iter().zip(self.sig.params.clone()) {
            let in_regs = abi.words.iter().all(|w| matches!(w, WordLoc::Reg(_)));
            if !in_regs && !self.value_regs.contains_key(&p) {
                continue;
            }
            let regs = self.value_regs_of(p);
            for (&r, w) in regs.regs().iter().zip(&abi.words) {
                let rd = WritableReg::from_reg(r);
                match *w {
                    WordLoc::Reg(preg) => defs.push((rd, preg)),
                    WordLoc::Stack(offset) => loads.push((
                        MInst::Load {
                            op: Opcode::Ld,
                            rd,
                            addr: AMode::Incoming {
                                offset: offset as i32,
                            },
                        },
                        loc,
                    )),
                }
            }
        }
        // A variadic function that calls `llvm.va_start` stores `$a0`/`$a1`
        // not taken by named parameters into their home slots (incoming
        // `$sp` + 0/4), just below the stack-passed words.
        let mut homes = Vec::new();
        if self.uses_va_start {
            for k in self.named_words()..2 {
                let r = self.new_vreg();
                let preg = if k == 0 { PhysReg::A0 } else { PhysReg::A1 };
                defs.push((WritableReg::from_reg(r), preg));
                let addr = AMode::Incoming {
                    offset: 4 * k as i32,
                };
                homes.push((
                    MInst::Store {
                        op: Opcode::St,
                        src: r,
                        addr,
                    },
                    loc,
                ));
            }
        }
        let mut code = vec![(
            MInst::Args {
                args: Box::new(defs),
            },
            loc,
        )];
        code.extend(homes);
        code.extend(loads);
        code
    }

    /// The incoming stack offsets of parameter `n` of block `b` (low word
    /// first), when `b` is the entry block and the parameter is passed on
    /// the stack (an i64 never straddles registers and stack).
    pub(super) fn incoming_stack_words(&self, b: Block, n: u32) -> Option<Vec<u32>> {
        if Some(b) != self.func.entry() {
            return None;
        }
        self.sig.params[n as usize]
            .words
            .iter()
            .map(|w| match *w {
                WordLoc::Stack(offset) => Some(offset),
                WordLoc::Reg(_) => None,
            })
            .collect()
    }

    /// Loads a stack-passed parameter from its incoming slots.
    pub(super) fn load_incoming(&mut self, offsets: &[u32]) -> ValueRegs {
        let mut regs = Vec::with_capacity(offsets.len());
        for &offset in offsets {
            let rd = self.new_vreg();
            self.emit(MInst::Load {
                op: Opcode::Ld,
                rd: WritableReg::from_reg(rd),
                addr: AMode::Incoming {
                    offset: offset as i32,
                },
            });
            regs.push(rd);
        }
        match regs.as_slice() {
            [lo, hi] => ValueRegs::two(*lo, *hi),
            _ => ValueRegs::one(regs[0]),
        }
    }

    /// A call instruction.
    pub(crate) fn gen_call(&mut self, inst: Inst) -> Option<ValueRegs> {
        let InstData::Call {
            callee,
            fn_ty,
            args,
            ..
        } = self.func.insts[inst].clone()
        else {
            return None;
        };
        let mut arg_tys: Vec<VTy> = args.iter().map(|&a| self.value_vty(a)).collect();
        let mut arg_regs: Vec<ValueRegs> =
            args.iter().map(|&a| self.put_value_in_regs(a)).collect();
        if let Callee::Direct(f) = callee
            && self.is_runtime_putchar(f, &arg_tys)
        {
            let c = self.inline_putchar(arg_regs[0].lo());
            return self.func.inst_result(inst).map(|_| c);
        }
        if let Callee::Direct(f) = callee
            && let Some(kind) = self.intrinsic_kind(f)
        {
            return self.gen_intrinsic(inst, kind, &arg_regs);
        }
        if let Callee::Direct(f) = callee {
            self.widen_runtime_args(f, &mut arg_tys, &mut arg_regs);
        }
        let ret = match self.module.types.kind(fn_ty) {
            TyData::Func { ret, .. } if *ret != Ty::VOID => Some(vty(self.module, *ret)),
            _ => None,
        };
        // A direct callee, or the value an indirect call goes through.
        let target = match callee {
            Callee::Direct(f) => Ok(f),
            Callee::Indirect(v) => match self.func.value_def(v) {
                ValueDef::Func(f) => Ok(f),
                _ => Err(v),
            },
        };
        if let Ok(f) = target {
            self.extend_args(f, &args, &arg_tys, &mut arg_regs);
        }
        let (sig, dest) = match target {
            // The module-local convention only where the call's types are
            // the callee's own (a call through a mismatched declaration or
            // pointer type keeps O32, which the callee's symbol accepts).
            Ok(f) if self.is_local_callee(f) && self.same_params(f, &arg_tys) => {
                let sig = AbiSignature::local(&arg_tys, ret, self.target.endian);
                let entry = 4 * sig.local_prelude().len() as i64;
                (sig, CallDest::Direct(Symbol::Func(f), entry))
            }
            Ok(f) => (
                AbiSignature::new(&arg_tys, ret, self.target.endian),
                CallDest::Direct(Symbol::Func(f), 0),
            ),
            Err(v) => {
                let callee = self.put_value_in_regs(v).lo();
                (
                    AbiSignature::new(&arg_tys, ret, self.target.endian),
                    CallDest::Indirect(self.ensure_vreg(callee)),
                )
            }
        };
        self.emit_call(dest, &sig, &arg_regs)
    }

    /// Whether `f` uses the module-local convention (memoized).
    fn is_local_callee(&mut self, f: FuncRef) -> bool {
        if !self.local_calls {
            return false;
        }
        let module = self.module;
        *self
            .local_callees
            .entry(f)
            .or_insert_with(|| Lower::local_convention(module, f))
    }

    /// Whether the parameter classes of `f` are `tys`.
    fn same_params(&self, f: FuncRef, tys: &[VTy]) -> bool {
        let params = &self.module.funcs[f].sig.params;
        params.len() == tys.len()
            && params
                .iter()
                .zip(tys)
                .all(|(&t, &a)| vty(self.module, t) == a)
    }

    /// Whether a call of `f` with arguments of classes `tys` is one of the
    /// runtime's `putchar` that [`Lower::inline_putchar`] may replace:
    /// enabled, `f` declared (not defined here) as `i32 putchar(i32)` or
    /// `void putchar(i32)`, and called with one word.
    fn is_runtime_putchar(&self, f: FuncRef, tys: &[VTy]) -> bool {
        let data = &self.module.funcs[f];
        self.inline_putchar
            && data.body.is_none()
            && data.name == "putchar"
            && !data.sig.varargs
            && data.sig.params.len() == 1
            && vty(self.module, data.sig.params[0]) == VTy::I32
            && (data.sig.ret == Ty::VOID || vty(self.module, data.sig.ret) == VTy::I32)
            && tys == [VTy::I32]
    }

    /// What the runtime's `putchar` does (`runtime/putchar.s`), in line:
    /// the low byte of `c` stored to the output port at `0xFF000000`; the
    /// result is `c` itself. No call, so no caller-saved register is lost.
    /// The port address is a constant like any other (a small loop without
    /// calls computes it before the loop).
    fn inline_putchar(&mut self, c: Reg) -> ValueRegs {
        let port = self
            .materialize(ValueDef::Const(0xFF00_0000), VTy::I32)
            .lo();
        self.emit(MInst::Store {
            op: Opcode::Sb,
            src: c,
            addr: AMode::Reg {
                base: port,
                offset: 0,
            },
        });
        ValueRegs::one(c)
    }

    /// Widens narrow arguments of a call to a declared runtime routine to
    /// its contract types (see [`runtime_contract_params`]).
    fn widen_runtime_args(&mut self, f: FuncRef, tys: &mut [VTy], regs: &mut [ValueRegs]) {
        let data = &self.module.funcs[f];
        let Some(contract) = runtime_contract_params(&data.name) else {
            return;
        };
        if data.body.is_some() || contract.len() != tys.len() {
            return;
        }
        for ((ty, r), want) in tys.iter_mut().zip(regs.iter_mut()).zip(contract) {
            if *want == VTy::I64 && *ty != VTy::I64 {
                let lo = generated::constructor_zext32(self, ty, r.lo());
                let hi = generated::constructor_imm32(self, 0);
                *r = ValueRegs::two(lo, hi);
                *ty = VTy::I64;
            }
        }
    }

    /// The kind of `f` if it is an `llvm.*` intrinsic (declared, not
    /// defined; the table is `egret_llvmlite::intrinsics`).
    fn intrinsic_kind(&self, f: FuncRef) -> Option<IntrinsicKind> {
        let data = &self.module.funcs[f];
        if data.body.is_some() {
            return None;
        }
        Some(egret_llvmlite::intrinsics::lookup(&data.name)?.kind)
    }

    /// A call of an intrinsic the legalizer leaves to the backend: the
    /// memory ones as calls of their runtime routines, `llvm.va_start`,
    /// `llvm.stacksave`/`llvm.stackrestore`, and `llvm.trap`/`llvm.debugtrap`
    /// as a call of the runtime's `abort` (the IR's `unreachable` after it
    /// is the trap word, should `abort` ever return). Any other intrinsic
    /// is recorded as an error: it should have been legalized.
    fn gen_intrinsic(
        &mut self,
        inst: Inst,
        kind: IntrinsicKind,
        args: &[ValueRegs],
    ) -> Option<ValueRegs> {
        match kind {
            IntrinsicKind::MemCopy => self.gen_memory_intrinsic(Libcall::Memcpy, args),
            IntrinsicKind::MemMove => self.gen_memory_intrinsic(Libcall::Memmove, args),
            IntrinsicKind::MemSet => self.gen_memory_intrinsic(Libcall::Memset, args),
            IntrinsicKind::VaStart => {
                self.gen_va_start(inst);
                None
            }
            IntrinsicKind::StackSave => {
                self.needs_fp = true;
                let rd = self.new_vreg();
                self.emit(MInst::ReadSp {
                    rd: WritableReg::from_reg(rd),
                });
                Some(ValueRegs::one(rd))
            }
            IntrinsicKind::StackRestore => {
                self.needs_fp = true;
                let rs = self.ensure_vreg(args.first()?.lo());
                self.emit(MInst::WriteSp { rs });
                None
            }
            IntrinsicKind::Trap | IntrinsicKind::DebugTrap => {
                let sig = AbiSignature::new(&[], None, self.target.endian);
                self.emit_call(
                    CallDest::Direct(Symbol::Libcall(Libcall::Abort), 0),
                    &sig,
                    &[],
                );
                None
            }
            _ => {
                // Reported once lowering ends (`lower_function`); a zero
                // stands in for the result meanwhile.
                self.unlegalized.get_or_insert(inst);
                let result = self.func.inst_result(inst)?;
                let ty = self.value_vty(result);
                Some(self.constant(ty, 0))
            }
        }
    }

    /// Whether `data` is a call of `llvm.va_start` in a variadic function
    /// (elsewhere the verifier rejects it).
    pub(super) fn is_va_start(&self, data: &InstData) -> bool {
        let InstData::Call {
            callee: Callee::Direct(f),
            ..
        } = data
        else {
            return false;
        };
        self.intrinsic_kind(*f) == Some(IntrinsicKind::VaStart)
    }

    /// The error for a call of an intrinsic that only the legalizer
    /// (`egret_llvmlite::legalize`) expands.
    pub(super) fn unlegalized_error(&self, inst: Inst) -> LowerError {
        let name = match &self.func.insts[inst] {
            InstData::Call {
                callee: Callee::Direct(f),
                ..
            } => self.module.funcs[*f].name.as_str(),
            _ => "?",
        };
        self.error(
            self.func.locs[inst],
            format!(
                "`@{name}` reached the backend: the legalizer expands this intrinsic \
                 (the backend implements only llvm.va_start, llvm.stacksave, \
                 llvm.stackrestore, llvm.trap, llvm.debugtrap and the memory intrinsics)"
            ),
        )
    }

    /// `llvm.va_start(ap)`: stores at `ap` the address of the first
    /// variadic word, incoming `$sp` + 4 × the words the named parameters
    /// take (an i64 starts at an even word). The entry code
    /// ([`Lower::gen_args`]) has stored `$a0`/`$a1` into their home slots,
    /// so the variadic words are contiguous there and above.
    fn gen_va_start(&mut self, inst: Inst) {
        let InstData::Call { args, .. } = &self.func.insts[inst] else {
            return;
        };
        let Some(&ap) = args.first() else { return };
        let first = 4 * self.named_words() as i32;
        let addr = self.addr_of(AMode::Incoming { offset: first });
        let dest = self.amode(ap);
        self.emit(MInst::Store {
            op: Opcode::St,
            src: addr,
            addr: dest,
        });
    }

    /// The argument words the function's named parameters take (`$a1`
    /// skipped before an i64 counts).
    pub(super) fn named_words(&self) -> u32 {
        self.sig
            .params
            .iter()
            .flat_map(|p| &p.words)
            .map(|w| match *w {
                WordLoc::Reg(r) if r == PhysReg::A0 => 1,
                WordLoc::Reg(_) => 2,
                WordLoc::Stack(offset) => offset / 4 + 1,
            })
            .max()
            .unwrap_or(0)
    }

    /// A memory intrinsic as a call of its runtime routine: the destination,
    /// the source (or fill byte) and the length's low word (a length of
    /// 2^32 bytes or more cannot fit in memory); the `volatile` flag and an
    /// old alignment argument change nothing on Cpu0. Returns nothing (the
    /// intrinsics are `void`).
    fn gen_memory_intrinsic(&mut self, call: Libcall, args: &[ValueRegs]) -> Option<ValueRegs> {
        let words: Vec<ValueRegs> = args
            .iter()
            .take(3)
            .map(|r| ValueRegs::one(r.lo()))
            .collect();
        let sig = AbiSignature::new(&[VTy::I32; 3], None, self.target.endian);
        self.emit_call(CallDest::Direct(Symbol::Libcall(call), 0), &sig, &words);
        None
    }

    /// A call of a runtime routine `i64 (i64, i64)`.
    pub(crate) fn libcall_i64(&mut self, call: Libcall, a: ValueRegs, b: ValueRegs) -> ValueRegs {
        let sig = AbiSignature::new(&[VTy::I64, VTy::I64], Some(VTy::I64), self.target.endian);
        self.emit_call(CallDest::Direct(Symbol::Libcall(call), 0), &sig, &[a, b])
            .expect("an i64 routine returns a value")
    }

    /// Stores stack arguments, then the call with register arguments and
    /// results fixed to their ABI registers.
    fn emit_call(
        &mut self,
        dest: CallDest,
        sig: &AbiSignature,
        args: &[ValueRegs],
    ) -> Option<ValueRegs> {
        self.makes_calls = true;
        self.outgoing_bytes = self.outgoing_bytes.max(sig.stack_bytes);
        let mut uses = Vec::new();
        for (abi, regs) in sig.params.iter().zip(args) {
            for (w, &r) in abi.words.iter().zip(regs.regs()) {
                match *w {
                    WordLoc::Reg(p) => {
                        let r = self.ensure_vreg(r);
                        uses.push((r, p));
                    }
                    WordLoc::Stack(offset) => self.emit(MInst::Store {
                        op: Opcode::St,
                        src: r,
                        addr: AMode::Outgoing {
                            offset: offset as i32,
                        },
                    }),
                }
            }
        }
        let mut defs = Vec::new();
        let kills = self.call_kills(&dest);
        let mut clobbers = clobber_set(kills);
        let result = sig.ret.as_ref().map(|ret| {
            let regs: Vec<Reg> = ret.words.iter().map(|_| self.new_vreg()).collect();
            for (w, &r) in ret.words.iter().zip(&regs) {
                if let WordLoc::Reg(p) = *w {
                    clobbers.remove(preg(p));
                    defs.push((WritableReg::from_reg(r), p));
                }
            }
            match regs.as_slice() {
                [lo, hi] => ValueRegs::two(*lo, *hi),
                _ => ValueRegs::one(regs[0]),
            }
        });
        self.emit(MInst::Call {
            info: Box::new(CallInfo {
                dest,
                uses,
                defs,
                clobbers,
                kills,
            }),
        });
        result
    }

    /// The registers a call to `dest` may change: the declared set of a
    /// runtime routine ([`routine_kills`]) for a call of its declaration
    /// (or of a runtime library call the module does not define), the
    /// O32 set for anything else.
    fn call_kills(&self, dest: &CallDest) -> u32 {
        let name = match *dest {
            CallDest::Direct(Symbol::Func(f), 0) if self.module.funcs[f].body.is_none() => {
                self.module.funcs[f].name.as_str()
            }
            CallDest::Direct(Symbol::Libcall(l), 0) => l.name(),
            _ => return ABI_CALL_KILLS,
        };
        match routine_kills(name) {
            Some(kills)
                if self
                    .module
                    .func_by_name(name)
                    .is_none_or(|f| self.module.funcs[f].body.is_none()) =>
            {
                kills
            }
            _ => ABI_CALL_KILLS,
        }
    }

    /// `ret` with a value in `$v0`/`$v1`. A narrow result is extended as
    /// the function's `signext`/`zeroext` says; `main`'s, without one, is
    /// sign-extended: the simulator reports `$v0` as a signed word, and the
    /// program's result is defined as sign-extended from its type.
    pub(crate) fn gen_return(&mut self, v: Value) {
        let mut regs = self.put_value_in_regs(v);
        let ty = self.value_vty(v);
        let ext = match self.ret_ext {
            None if self.name == "main" => Some(Ext::Sign),
            ext => ext,
        };
        if let Some(ext) = ext
            && matches!(ty, VTy::I1 | VTy::I8 | VTy::I16)
        {
            regs = ValueRegs::one(self.extend32(ext, ty, regs.lo()));
        }
        let words = self
            .sig
            .ret
            .as_ref()
            .map(|r| r.words.clone())
            .unwrap_or_default();
        let mut rets: Vec<(Reg, PhysReg)> = Vec::new();
        for (w, &r) in words.iter().zip(regs.regs()) {
            if let WordLoc::Reg(p) = *w {
                let r = self.ensure_vreg(r);
                rets.push((r, p));
            }
        }
        self.emit(MInst::Ret {
            rets: Box::new(rets),
        });
    }

    /// `ret void`; a function with an `sret` parameter returns it in
    /// `$v0`.
    pub(crate) fn gen_return_void(&mut self) {
        let mut rets = Vec::new();
        if let Some(k) = self.sret
            && let Some(entry) = self.func.entry()
            && let Some(&p) = self.func.blocks[entry].params.get(k)
        {
            let r = self.put_value_in_regs(p).lo();
            let r = self.ensure_vreg(r);
            rets.push((r, PhysReg::V0));
        }
        self.emit(MInst::Ret {
            rets: Box::new(rets),
        });
    }

    /// `r`, of narrow class `ty`, sign- or zero-extended to 32 bits.
    fn extend32(&mut self, ext: Ext, ty: VTy, r: Reg) -> Reg {
        match ext {
            Ext::Sign => generated::constructor_sext32(self, &ty, r),
            Ext::Zero => generated::constructor_zext32(self, &ty, r),
        }
    }

    /// Extends the `i1`/`i8`/`i16` arguments of a call of `f` that its
    /// declaration marks `signext`/`zeroext` to 32 bits (O32: the caller
    /// extends). A constant is materialized extended.
    fn extend_args(&mut self, f: FuncRef, args: &[Value], tys: &[VTy], regs: &mut [ValueRegs]) {
        let module = self.module;
        let attrs = &module.funcs[f].param_attrs;
        for (k, attr) in attrs.iter().enumerate() {
            let (Some(ext), Some(&ty), Some(&arg)) = (attr.ext, tys.get(k), args.get(k)) else {
                continue;
            };
            if !matches!(ty, VTy::I1 | VTy::I8 | VTy::I16) {
                continue;
            }
            let extended = match self.func.const_value(arg) {
                Some(c) => {
                    let bits = ty.bits();
                    let value = match ext {
                        Ext::Sign => egret_llvmlite::sext(c, bits) as u32,
                        Ext::Zero => (c & ((1 << bits) - 1)) as u32,
                    };
                    generated::constructor_imm32(self, value)
                }
                None => self.extend32(ext, ty, regs[k].lo()),
            };
            regs[k] = ValueRegs::one(extended);
        }
    }
}

/// The allocatable registers of kill set `kills` (an [`ABI_CALL_KILLS`]
/// mask), as regalloc2 clobbers: `$lr` always (`jsub` writes it).
fn clobber_set(kills: u32) -> PRegSet {
    let mut set = PRegSet::empty();
    for r in CALLER_SAVED.into_iter().chain([PhysReg::LR]) {
        if kills & RegEffects::bit(r) != 0 || r == PhysReg::LR {
            set.add(preg(r));
        }
    }
    set
}

impl Lower<'_> {
    /// Whether direct calls to `module.funcs[f]` from its own module use the
    /// module-local convention (`crate::abi`): its body is compiled with that
    /// convention and an O32 prelude.
    ///
    /// Only for functions that call nothing but themselves: a word that arrives
    /// in a register and is needed after a call to another function would have
    /// to be saved (in a callee-saved register, which costs the prologue on
    /// every path, or a spill slot), where O32's incoming stack slot holds it
    /// for free. A self-recursive function passes its words on to itself in
    /// the same registers.
    pub(super) fn local_convention(module: &Module, f: FuncRef) -> bool {
        let data = &module.funcs[f];
        let Some(body) = &data.body else {
            return false;
        };
        // A weak definition may be replaced by one without the local entry.
        if data.linkage == egret_llvmlite::Linkage::Weak {
            return false;
        }
        let params: Vec<VTy> = data.sig.params.iter().map(|&t| vty(module, t)).collect();
        if !crate::abi::uses_local_convention(&data.name, &params, true, data.sig.varargs) {
            return false;
        }
        body.layout.iter().all(|&b| {
            body.blocks[b].insts.iter().all(|&i| match &body.insts[i] {
                InstData::Call { callee, .. } => match callee {
                    Callee::Direct(g) => *g == f,
                    Callee::Indirect(v) => {
                        matches!(body.value_def(*v), ValueDef::Func(g) if g == f)
                    }
                },
                _ => true,
            })
        })
    }
}
