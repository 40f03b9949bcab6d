//! The interpreter's main loop.
//!
//! Frames live on an explicit stack; their value slots live in one shared
//! `Vec<u64>`, each frame a window starting at its `base`. The inner loop
//! ([`Machine::run_frame`]) executes the top frame until it calls or returns,
//! with the frame's slots, its code and the step counter in locals; calls and
//! returns are handled outside it, where the slot vector may grow. Nothing is
//! allocated per instruction.

use super::compile::{
    Body, CFunc, CallSite, Code, Edge, GepInfo, Leaf, NONE, Op, SwitchInfo, Target, VaLayout,
    bits_of,
};
use super::intrinsic::{self, Pair};
use super::memory::{FUNC_BASE, Memory};
use super::runtime::{Arg, GlibcRand, NativeCtx, NativeResult, call_native};
use super::wide;
use super::{InterpConfig, InterpError};
use crate::float;
use crate::intops::{self, Undefined, sext, zext};
use crate::intrinsics::IntrinsicKind;
use crate::ir::{BinOp, IntCC};
use crate::types::{Ty, TyData, TypeStore};

struct Frame {
    func: u32,
    base: usize,
    /// The next operation to execute.
    pc: u32,
    /// Caller's slot for the result (`NONE` if discarded or the outermost).
    ret_dst: u32,
    /// Width the caller expects the result in.
    ret_bits: u8,
    /// Stack memory to release on return.
    mark: (u32, usize),
    /// Address of the first variadic argument word (0: none).
    va: u32,
}

/// How a [`Machine::run`] ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Ended {
    /// The function returned these bits.
    Returned(u64),
    /// The program called `exit` with this status (sign-extended).
    Exited(u64),
}

/// Why [`Machine::run_frame`] stopped.
enum Exit {
    Call(u32),
    /// Return the `n` slots from `src` of the top frame.
    Ret {
        src: u32,
        n: u32,
    },
}

/// An error inside the top frame: message and the index of the failing op.
struct Trap {
    message: String,
    pc: u32,
}

pub(super) struct Machine<'p> {
    funcs: &'p [CFunc],
    /// The type store of each module.
    types: &'p [&'p TypeStore],
    /// The file each module was parsed from.
    files: &'p [&'p str],
    mem: Memory,
    slots: Vec<u64>,
    frames: Vec<Frame>,
    out: Vec<u8>,
    steps: u64,
    limit: u64,
    checked: bool,
    max_depth: usize,
    max_frame_memory: usize,
    scratch: Vec<u64>,
    native_args: Vec<Arg>,
    /// Whether `printf`'s `l` means 64 bits (LLVMlite flavour) rather than
    /// 32 (C flavour).
    long_is_64: bool,
    /// The state of the C library's `rand`.
    rand: GlibcRand,
    /// The status `exit` was called with, once it has been.
    exit: Option<u64>,
}

/// Width of a result of type `t` (0 for `void`).
fn ret_bits(types: &TypeStore, t: Ty) -> u8 {
    if t == Ty::VOID { 0 } else { bits_of(types, t) }
}

fn mask(v: u64, bits: u8) -> u64 {
    zext(v, bits as u32)
}

impl<'p> Machine<'p> {
    /// A machine over compiled `funcs`; `long_is_64` is the module's
    /// `printf` flavour (LLVMlite: `%ld` is 64 bits; C: 32).
    pub fn new(
        funcs: &'p [CFunc],
        types: &'p [&'p TypeStore],
        files: &'p [&'p str],
        mem: Memory,
        cfg: &InterpConfig,
        long_is_64: bool,
    ) -> Self {
        Machine {
            funcs,
            types,
            files,
            mem,
            slots: Vec::with_capacity(1 << 12),
            frames: Vec::new(),
            out: Vec::new(),
            steps: 0,
            limit: cfg.step_limit,
            checked: cfg.checked,
            max_depth: cfg.max_call_depth.max(1),
            max_frame_memory: cfg.max_frame_memory,
            scratch: Vec::new(),
            native_args: Vec::new(),
            long_is_64,
            rand: GlibcRand::default(),
            exit: None,
        }
    }

    /// Runs function `f` with `args` to its return or to `exit`. Output
    /// and steps accumulate over runs (constructors, `main`, destructors).
    pub fn run(&mut self, f: u32, args: &[u64]) -> Result<Ended, InterpError> {
        self.exit = None;
        let base = self.slots.len();
        self.push_frame(f, NONE, 0)
            .map_err(|m| self.error_at_entry(f, m))?;
        if let Body::Code(code) = &self.funcs[f as usize].body {
            for (&p, &a) in code.params.iter().zip(args) {
                self.slots[base + p as usize] = a;
            }
        }
        loop {
            let exit = match self.run_frame() {
                Ok(e) => e,
                Err(t) => return Err(self.error(t.pc, t.message)),
            };
            match exit {
                Exit::Call(site) => {
                    self.call(site)?;
                    if let Some(status) = self.exit {
                        self.unwind();
                        return Ok(Ended::Exited(status));
                    }
                }
                Exit::Ret { src, n } => {
                    let fr = self.frames.pop().expect("a frame is running");
                    self.mem.release_stack(fr.mark);
                    let from = fr.base + src as usize;
                    let v = if src == NONE { 0 } else { self.slots[from] };
                    if self.frames.is_empty() {
                        self.slots.truncate(fr.base);
                        return Ok(Ended::Returned(v));
                    }
                    if fr.ret_dst != NONE && src != NONE {
                        let caller = self.frames.last().expect("checked non-empty");
                        let to = caller.base + fr.ret_dst as usize;
                        self.slots.copy_within(from..from + n as usize, to);
                        if n == 1 {
                            self.slots[to] = mask(v, fr.ret_bits);
                        }
                    }
                    self.slots.truncate(fr.base);
                }
            }
        }
    }

    /// Everything the program has written so far.
    pub fn take_output(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.out)
    }

    /// IR instructions executed so far.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// Drops every frame (after `exit`), releasing their stack memory.
    fn unwind(&mut self) {
        if let Some(first) = self.frames.first() {
            self.mem.release_stack(first.mark);
            self.slots.truncate(first.base);
        }
        self.frames.clear();
    }

    fn error_at_entry(&self, f: u32, message: String) -> InterpError {
        InterpError {
            message,
            loc: Default::default(),
            function: self.funcs[f as usize].name.clone(),
            output: self.out.clone(),
            steps: self.steps,
        }
    }

    /// An error at operation `pc` of the top frame. In a library's
    /// function, the location (in the library's file) goes into the message.
    fn error(&self, pc: u32, mut message: String) -> InterpError {
        let fr = self.frames.last().expect("errors happen in a frame");
        let cf = &self.funcs[fr.func as usize];
        let mut loc = match &cf.body {
            Body::Code(c) => c.locs.get(pc as usize).copied().unwrap_or_default(),
            _ => Default::default(),
        };
        if cf.module != 0 {
            let file = self.files.get(cf.module as usize).copied().unwrap_or("?");
            message = format!("{message} (at {file}:{loc})");
            loc = Default::default();
        }
        InterpError {
            message,
            loc,
            function: cf.name.clone(),
            output: self.out.clone(),
            steps: self.steps,
        }
    }

    /// Pushes a frame for compiled function `f` (arguments are written by the
    /// caller into the new frame's parameter slots).
    fn push_frame(&mut self, f: u32, ret_dst: u32, ret_bits: u8) -> Result<(), String> {
        if self.frames.len() >= self.max_depth {
            return Err(format!(
                "call stack overflow: more than {} nested calls",
                self.max_depth
            ));
        }
        let Body::Code(code) = &self.funcs[f as usize].body else {
            return Err("internal: push_frame on a function without code".into());
        };
        let frame_memory = (self.slots.len() + code.template.len()) * size_of::<u64>()
            + (self.frames.len() + 1) * size_of::<Frame>();
        if frame_memory > self.max_frame_memory {
            return Err(format!(
                "call stack overflow: {} nested calls need more than {} MiB of interpreter memory",
                self.frames.len() + 1,
                self.max_frame_memory >> 20
            ));
        }
        let base = self.slots.len();
        self.slots.extend_from_slice(&code.template);
        self.frames.push(Frame {
            func: f,
            base,
            pc: 0,
            ret_dst,
            ret_bits,
            mark: self.mem.stack_mark(),
            va: 0,
        });
        Ok(())
    }

    /// Writes the variadic arguments of a call into a fresh stack area laid
    /// out as `lay` says; returns the address of the first variadic word.
    fn lay_out_varargs(&mut self, lay: &VaLayout, caller_base: usize) -> Result<u32, String> {
        let area = self
            .mem
            .alloc_stack(lay.size as u64, 8, "(variadic arguments)")
            .map_err(|f| f.0)?;
        for &(slot, off, size) in &lay.stores {
            let v = self.slots[caller_base + slot as usize];
            self.mem
                .store(area + off, size as u32, v)
                .map_err(|f| f.0)?;
        }
        Ok(area + lay.first)
    }

    /// The function a pointer value points to.
    fn func_at(&self, addr: u32) -> Result<u32, String> {
        let off = addr.wrapping_sub(FUNC_BASE);
        if addr >= FUNC_BASE && off.is_multiple_of(4) && ((off / 4) as usize) < self.funcs.len() {
            Ok(off / 4)
        } else {
            Err(format!(
                "indirect call through 0x{addr:08x}, which is not the address of a function"
            ))
        }
    }

    /// Checks that `callee` has the function type `fn_ty` that function
    /// `caller` calls it through. Across modules (a library's function
    /// pointer) the types are compared by shape: the widths of the
    /// parameters and the result.
    fn check_signature(&self, callee: &CFunc, caller: u32, fn_ty: Ty) -> Result<(), String> {
        let cm = self.funcs[caller as usize].module as usize;
        let (ct, ft) = (self.types[cm], self.types[callee.module as usize]);
        let same = if callee.module as usize == cm {
            callee.fn_ty == fn_ty || ct.equiv(callee.fn_ty, fn_ty)
        } else {
            match ct.kind(fn_ty) {
                TyData::Func { ret, params, .. } => {
                    let widths: Vec<u8> = params.iter().map(|&p| bits_of(ct, p)).collect();
                    widths == callee.param_bits && ret_bits(ct, *ret) == callee.ret_bits
                }
                _ => false,
            }
        };
        if same {
            return Ok(());
        }
        Err(format!(
            "indirect call of `@{}` through type `{}`, but it has type `{}`",
            callee.name,
            ct.display(fn_ty),
            ft.display(callee.fn_ty)
        ))
    }

    /// Performs call site `site` of the top frame (whose `pc` is past it).
    fn call(&mut self, site: u32) -> Result<(), InterpError> {
        let call_pc = self.frames.last().expect("a frame is running").pc - 1;
        self.call_inner(site).map_err(|m| self.error(call_pc, m))
    }

    fn call_inner(&mut self, site: u32) -> Result<(), String> {
        let funcs = self.funcs;
        let caller = self.frames.last().expect("a frame is running");
        let caller_base = caller.base;
        let Body::Code(code) = &funcs[caller.func as usize].body else {
            return Err("internal: call from a function without code".into());
        };
        let cs = &code.calls[site as usize];
        let callee = match cs.target {
            Target::Direct(f) => f,
            Target::Indirect(slot) => {
                let f = self.func_at(self.slots[caller_base + slot as usize] as u32)?;
                self.check_signature(&funcs[f as usize], caller.func, cs.fn_ty)?;
                f
            }
        };
        let cf = &funcs[callee as usize];
        match &cf.body {
            Body::Code(callee_code) => {
                let new_base = self.slots.len();
                let (dst, ret_bits) = (cs.dst, cs.ret_bits);
                let params = &callee_code.params;
                let across = cf.module != funcs[caller.func as usize].module;
                self.push_frame(callee, dst, ret_bits)?;
                for (&p, &a) in params.iter().zip(&cs.args) {
                    self.slots[new_base + p as usize] = self.slots[caller_base + a as usize];
                }
                if across {
                    // A library's declaration may differ in widths
                    // (`i64 strlen` calling `i32 strlen`): the callee sees
                    // its own.
                    for (&p, &b) in params.iter().zip(&callee_code.param_bits) {
                        let slot = &mut self.slots[new_base + p as usize];
                        *slot = mask(*slot, b);
                    }
                }
                if let (Some(lay), true) = (&cs.va, cf.varargs) {
                    let va = self.lay_out_varargs(lay, caller_base)?;
                    self.frames.last_mut().expect("just pushed").va = va;
                }
                Ok(())
            }
            Body::Native(n) => self.call_native(*n, cs, caller_base),
            Body::Intrinsic => Err(format!(
                "internal: intrinsic `@{}` reached as an ordinary call",
                cf.name
            )),
            Body::Undefined => Err(format!("call to undefined function `@{}`", cf.name)),
        }
    }

    /// Runs native `n` for call site `cs` of the frame at `caller_base`;
    /// variadic arguments are laid out in a stack area for the duration.
    fn call_native(
        &mut self,
        n: super::runtime::Native,
        cs: &CallSite,
        caller_base: usize,
    ) -> Result<(), String> {
        self.native_args.clear();
        for (&a, &w) in cs.args.iter().zip(&cs.arg_bits) {
            self.native_args.push(Arg {
                bits: self.slots[caller_base + a as usize],
                width: w,
            });
        }
        let mark = self.mem.stack_mark();
        let va = match &cs.va {
            Some(lay) => self.lay_out_varargs(lay, caller_base)?,
            None => 0,
        };
        let mut ctx = NativeCtx {
            mem: &mut self.mem,
            out: &mut self.out,
            va,
            long_is_64: self.long_is_64,
            steps: self.steps,
            rand: &mut self.rand,
        };
        let result = call_native(n, &self.native_args, &mut ctx);
        self.mem.release_stack(mark);
        let (dst, ret_bits) = (cs.dst, cs.ret_bits);
        match result? {
            NativeResult::Value(v) => {
                if dst != NONE {
                    self.slots[caller_base + dst as usize] = mask(v, ret_bits);
                }
                Ok(())
            }
            NativeResult::Callback(addr) => self.callback(addr, dst, ret_bits),
            NativeResult::Exit(status) => {
                self.exit = Some(status);
                Ok(())
            }
        }
    }

    /// `ll_callback(f)`: calls `f(19, 19)`, returning into the caller's slot.
    fn callback(&mut self, addr: u32, dst: u32, ret_bits: u8) -> Result<(), String> {
        let f = self.func_at(addr)?;
        let funcs = self.funcs;
        let cf = &funcs[f as usize];
        let Body::Code(code) = &cf.body else {
            return Err(format!("`@ll_callback`: `@{}` has no body", cf.name));
        };
        if code.params.len() != 2 {
            return Err(format!(
                "`@ll_callback`: `@{}` does not take two arguments",
                cf.name
            ));
        }
        let params = [code.params[0], code.params[1]];
        let widths = [cf.param_bits[0], cf.param_bits[1]];
        let base = self.slots.len();
        self.push_frame(f, dst, ret_bits)?;
        for (p, w) in params.into_iter().zip(widths) {
            self.slots[base + p as usize] = mask(19, w);
        }
        Ok(())
    }

    /// Runs the top frame until it calls or returns. One `match` dispatches
    /// every operation; the longer ones call an `#[inline(always)]` helper
    /// that takes the operation and unpacks its fields (the compiler knows
    /// which variant it is there, so the unpacking costs nothing).
    fn run_frame(&mut self) -> Result<Exit, Trap> {
        let funcs = self.funcs;
        let fr = self.frames.last_mut().expect("a frame is running");
        let Body::Code(code) = &funcs[fr.func as usize].body else {
            return Err(Trap {
                message: "internal: no code".into(),
                pc: 0,
            });
        };
        let ops = &code.ops[..];
        let regs = &mut self.slots[fr.base..fr.base + code.template.len()];
        let mem = &mut self.mem;
        let scratch = &mut self.scratch;
        let mut pc = fr.pc as usize;
        let mut steps = self.steps;
        let limit = self.limit;
        let checked = self.checked;
        let name = &funcs[fr.func as usize].name;
        macro_rules! trap {
            ($msg:expr) => {{
                self.steps = steps;
                fr.pc = pc as u32;
                return Err(Trap {
                    message: $msg,
                    pc: pc as u32 - 1,
                });
            }};
        }
        // Runs a step that may fail; a failure traps with its message.
        macro_rules! attempt {
            ($step:expr) => {
                if let Err(m) = $step {
                    trap!(m)
                }
            };
        }
        macro_rules! leave {
            ($exit:expr) => {{
                self.steps = steps;
                fr.pc = pc as u32;
                return Ok($exit);
            }};
        }
        loop {
            if steps >= limit {
                pc += 1;
                trap!(format!("step limit of {limit} instructions reached"));
            }
            steps += 1;
            let op = &ops[pc];
            pc += 1;
            match *op {
                Op::Bin { .. } => attempt!(exec_bin(op, regs, checked)),
                Op::Icmp { .. } => exec_icmp(op, regs),
                Op::Select { .. } => exec_select(op, regs),
                Op::FBin {
                    op,
                    kind,
                    dst,
                    a,
                    b,
                } => {
                    regs[dst as usize] = float::binary(kind, op, regs[a as usize], regs[b as usize])
                }
                Op::FNeg { kind, dst, src } => {
                    regs[dst as usize] = float::neg(kind, regs[src as usize])
                }
                Op::Fcmp { .. } => exec_fcmp(op, regs),
                Op::FCast { .. } => exec_fcast(op, regs),
                Op::Copy { dst, src, n } => copy_value(regs, dst, src, n),
                Op::LoadAgg { .. } => attempt!(exec_load_agg(op, code, regs, mem)),
                Op::Wide { site } => {
                    attempt!(wide::exec(&code.wides[site as usize], regs, mem, checked))
                }
                Op::StoreAgg { .. } => attempt!(exec_store_agg(op, code, regs, mem)),
                Op::Insert { .. } => exec_insert(op, regs),
                Op::Switch { .. } => pc = exec_switch(op, code, regs, scratch),
                Op::IndirectBr { .. } => match exec_indirect_br(op, code, regs, scratch) {
                    Ok(target) => pc = target,
                    Err(m) => trap!(m),
                },
                Op::VaArg { .. } => attempt!(exec_va_arg(op, code, regs, mem)),
                Op::Vector { .. } => attempt!(exec_vector(op, code, regs, mem, checked)),
                Op::Intrinsic { .. } => attempt!(exec_intrinsic(op, code, regs, mem, fr)),
                Op::Sext { .. } => exec_sext(op, regs),
                Op::Mask { dst, src, bits } => regs[dst as usize] = mask(regs[src as usize], bits),
                Op::Load { .. } => attempt!(exec_load(op, regs, mem)),
                Op::Store { .. } => attempt!(exec_store(op, regs, mem)),
                Op::Gep { .. } => exec_gep(op, code, regs),
                Op::Alloca { .. } => attempt!(exec_alloca(op, regs, mem, name)),
                Op::Call { site } => leave!(Exit::Call(site)),
                Op::Jump { edge } => pc = take_edge(&code.edges[edge as usize], regs, scratch),
                Op::Branch { .. } => pc = exec_branch(op, &code.edges, regs, scratch),
                Op::Ret { src, n } => leave!(Exit::Ret { src, n }),
                Op::Unreachable => trap!("reached `unreachable`".into()),
            }
        }
    }
}

/// `Op::Select`: `dst = c ? a : b`.
#[inline(always)]
fn exec_select(op: &Op, regs: &mut [u64]) {
    let Op::Select { dst, c, a, b, n } = *op else {
        unreachable!("dispatched on `Op::Select`")
    };
    let from = if regs[c as usize] & 1 != 0 { a } else { b };
    copy_value(regs, dst, from, n);
}

/// `Op::Fcmp`: `dst = a cc b`.
#[inline(always)]
fn exec_fcmp(op: &Op, regs: &mut [u64]) {
    let Op::Fcmp {
        cc,
        kind,
        dst,
        a,
        b,
    } = *op
    else {
        unreachable!("dispatched on `Op::Fcmp`")
    };
    regs[dst as usize] = u64::from(float::compare(kind, cc, regs[a as usize], regs[b as usize]));
}

/// `Op::FCast`: a conversion from or to floating point.
#[inline(always)]
fn exec_fcast(op: &Op, regs: &mut [u64]) {
    let Op::FCast {
        op,
        dst,
        src,
        from,
        to,
    } = *op
    else {
        unreachable!("dispatched on `Op::FCast`")
    };
    regs[dst as usize] = intops::cast(op, from as u32, to as u32, regs[src as usize]);
}

/// `Op::Sext`: `dst = sext(src)` from `from` to `to` bits.
#[inline(always)]
fn exec_sext(op: &Op, regs: &mut [u64]) {
    let Op::Sext { dst, src, from, to } = *op else {
        unreachable!("dispatched on `Op::Sext`")
    };
    regs[dst as usize] = intops::sext_to(regs[src as usize], from as u32, to as u32);
}

/// `Op::Gep`: `dst = base + offset + Σ index * stride`.
#[inline(always)]
fn exec_gep(op: &Op, code: &Code, regs: &mut [u64]) {
    let Op::Gep { dst, base, gep } = *op else {
        unreachable!("dispatched on `Op::Gep`")
    };
    regs[dst as usize] = gep_address(&code.geps[gep as usize], base, regs);
}

/// `Op::Store`: a scalar store.
#[inline(always)]
fn exec_store(op: &Op, regs: &[u64], mem: &mut Memory) -> Result<(), String> {
    let Op::Store { src, ptr, size } = *op else {
        unreachable!("dispatched on `Op::Store`")
    };
    let (addr, v) = (regs[ptr as usize] as u32, regs[src as usize]);
    mem.store(addr, size as u32, v).map_err(|f| f.0)
}

/// `Op::LoadAgg`: loads the leaves of an aggregate.
#[inline(always)]
fn exec_load_agg(op: &Op, code: &Code, regs: &mut [u64], mem: &mut Memory) -> Result<(), String> {
    let Op::LoadAgg { dst, ptr, shape } = *op else {
        unreachable!("dispatched on `Op::LoadAgg`")
    };
    load_leaves(&code.shapes[shape as usize], dst, ptr, regs, mem)
}

/// `Op::StoreAgg`: stores the leaves of an aggregate.
#[inline(always)]
fn exec_store_agg(op: &Op, code: &Code, regs: &[u64], mem: &mut Memory) -> Result<(), String> {
    let Op::StoreAgg { src, ptr, shape } = *op else {
        unreachable!("dispatched on `Op::StoreAgg`")
    };
    store_leaves(&code.shapes[shape as usize], src, ptr, regs, mem)
}

/// `Op::Switch`: takes the edge of the case that matches; returns the pc.
#[inline(always)]
fn exec_switch(op: &Op, code: &Code, regs: &mut [u64], scratch: &mut Vec<u64>) -> usize {
    let Op::Switch { cond, table } = *op else {
        unreachable!("dispatched on `Op::Switch`")
    };
    let e = switch_edge(&code.switches[table as usize], regs[cond as usize]);
    take_edge(&code.edges[e as usize], regs, scratch)
}

/// `Op::IndirectBr`: takes the edge of the destination whose address is
/// in slot `addr`; returns the pc.
#[inline(always)]
fn exec_indirect_br(
    op: &Op,
    code: &Code,
    regs: &mut [u64],
    scratch: &mut Vec<u64>,
) -> Result<usize, String> {
    let Op::IndirectBr { addr, table } = *op else {
        unreachable!("dispatched on `Op::IndirectBr`")
    };
    let e = indirect_edge(&code.switches[table as usize], regs[addr as usize])?;
    Ok(take_edge(&code.edges[e as usize], regs, scratch))
}

/// `Op::VaArg`: reads the next variadic argument.
#[inline(always)]
fn exec_va_arg(op: &Op, code: &Code, regs: &mut [u64], mem: &mut Memory) -> Result<(), String> {
    let Op::VaArg { dst, ap, info } = *op else {
        unreachable!("dispatched on `Op::VaArg`")
    };
    let info = &code.vaargs[info as usize];
    va_arg(info, dst, regs[ap as usize] as u32, regs, mem).map_err(|f| f.0)
}

/// `Op::Vector`: one vector operation, element by element.
#[inline(always)]
fn exec_vector(
    op: &Op,
    code: &Code,
    regs: &mut [u64],
    mem: &Memory,
    checked: bool,
) -> Result<(), String> {
    let Op::Vector { info } = *op else {
        unreachable!("dispatched on `Op::Vector`")
    };
    let big = mem.endian() == crate::layout::Endian::Big;
    super::compile::vector::run(&code.vectors[info as usize], regs, big, checked)
}

/// `Op::Intrinsic`: an intrinsic the interpreter runs in line (`fr` is the
/// running frame, for its stack mark and variadic arguments).
#[inline(always)]
fn exec_intrinsic(
    op: &Op,
    code: &Code,
    regs: &mut [u64],
    mem: &mut Memory,
    fr: &Frame,
) -> Result<(), String> {
    let Op::Intrinsic { site } = *op else {
        unreachable!("dispatched on `Op::Intrinsic`")
    };
    run_intrinsic(&code.calls[site as usize], regs, mem, fr.mark, fr.va)
}

/// `Op::Bin`: `dst = a op b`.
#[inline(always)]
fn exec_bin(op: &Op, regs: &mut [u64], checked: bool) -> Result<(), String> {
    let Op::Bin {
        op,
        bits,
        dst,
        a,
        b,
    } = *op
    else {
        unreachable!("dispatched on `Op::Bin`")
    };
    regs[dst as usize] = binop(op, bits, regs[a as usize], regs[b as usize], checked)?;
    Ok(())
}

/// `Op::Icmp`: `dst = icmp cc a, b`.
#[inline(always)]
fn exec_icmp(op: &Op, regs: &mut [u64]) {
    let Op::Icmp {
        cc,
        bits,
        dst,
        a,
        b,
    } = *op
    else {
        unreachable!("dispatched on `Op::Icmp`")
    };
    regs[dst as usize] = icmp(cc, bits, regs[a as usize], regs[b as usize]) as u64;
}

/// `Op::Insert`: `dst = agg` with the member at slot `at` replaced.
#[inline(always)]
fn exec_insert(op: &Op, regs: &mut [u64]) {
    let Op::Insert {
        dst,
        agg,
        n,
        at,
        value,
        m,
    } = *op
    else {
        unreachable!("dispatched on `Op::Insert`")
    };
    copy_slots(regs, dst, agg, n);
    copy_slots(regs, dst + at, value, m);
}

/// `Op::Load`: a scalar load, masked to its width.
#[inline(always)]
fn exec_load(op: &Op, regs: &mut [u64], mem: &mut Memory) -> Result<(), String> {
    let Op::Load {
        dst,
        ptr,
        size,
        bits,
    } = *op
    else {
        unreachable!("dispatched on `Op::Load`")
    };
    let v = mem
        .load(regs[ptr as usize] as u32, size as u32)
        .map_err(|f| f.0)?;
    regs[dst as usize] = mask(v, bits);
    Ok(())
}

/// `Op::Alloca` in the frame of function `name`.
#[inline(always)]
fn exec_alloca(op: &Op, regs: &mut [u64], mem: &mut Memory, name: &str) -> Result<(), String> {
    let Op::Alloca {
        dst,
        size,
        align,
        count,
        count_bits,
    } = *op
    else {
        unreachable!("dispatched on `Op::Alloca`")
    };
    let n = if count == NONE {
        1
    } else {
        zext(regs[count as usize], count_bits as u32)
    };
    regs[dst as usize] = alloca(mem, size, align, n, name)? as u64;
    Ok(())
}

/// `Op::Branch`: takes the edge the condition selects; returns the new pc.
#[inline(always)]
fn exec_branch(op: &Op, edges: &[Edge], regs: &mut [u64], scratch: &mut Vec<u64>) -> usize {
    let Op::Branch {
        c,
        then_edge,
        else_edge,
    } = *op
    else {
        unreachable!("dispatched on `Op::Branch`")
    };
    let e = if regs[c as usize] & 1 != 0 {
        then_edge
    } else {
        else_edge
    };
    take_edge(&edges[e as usize], regs, scratch)
}

/// Copies a value of `n` slots from `src` to `dst`.
#[inline(always)]
fn copy_value(regs: &mut [u64], dst: u32, src: u32, n: u32) {
    if n == 1 {
        regs[dst as usize] = regs[src as usize];
    } else {
        copy_slots(regs, dst, src, n);
    }
}

/// Loads the leaves of an aggregate at the address in slot `ptr` into
/// `dst...`.
#[inline(always)]
fn load_leaves(
    shape: &[Leaf],
    dst: u32,
    ptr: u32,
    regs: &mut [u64],
    mem: &mut Memory,
) -> Result<(), String> {
    let base = regs[ptr as usize] as u32;
    for (k, l) in shape.iter().enumerate() {
        let v = mem
            .load(base.wrapping_add(l.offset), l.size as u32)
            .map_err(|f| f.0)?;
        regs[dst as usize + k] = mask(v, l.bits);
    }
    Ok(())
}

/// Stores the leaves of the aggregate in `src...` at the address in slot
/// `ptr`.
#[inline(always)]
fn store_leaves(
    shape: &[Leaf],
    src: u32,
    ptr: u32,
    regs: &[u64],
    mem: &mut Memory,
) -> Result<(), String> {
    let base = regs[ptr as usize] as u32;
    for (k, l) in shape.iter().enumerate() {
        let v = regs[src as usize + k];
        mem.store(base.wrapping_add(l.offset), l.size as u32, v)
            .map_err(|f| f.0)?;
    }
    Ok(())
}

/// The edge a `switch` on `v` takes.
#[inline(always)]
fn switch_edge(sw: &SwitchInfo, v: u64) -> u32 {
    match sw.cases.binary_search_by_key(&v, |&(c, _)| c) {
        Ok(k) => sw.cases[k].1,
        Err(_) => sw.default,
    }
}

/// The edge an `indirectbr` to address `v` takes; an address that is not
/// one of its destinations traps.
#[inline(always)]
fn indirect_edge(sw: &SwitchInfo, v: u64) -> Result<u32, String> {
    match sw.cases.binary_search_by_key(&v, |&(c, _)| c) {
        Ok(k) => Ok(sw.cases[k].1),
        Err(_) => Err(format!(
            "`indirectbr` to address {v:#x}, which is not the address of one of its destinations"
        )),
    }
}

/// The address a `getelementptr` computes from the pointer in slot `base`.
#[inline(always)]
fn gep_address(g: &GepInfo, base: u32, regs: &[u64]) -> u64 {
    let mut addr = regs[base as usize].wrapping_add(g.offset as u64);
    for &(slot, bits, stride) in &g.terms {
        let idx = sext(regs[slot as usize], bits as u32) as u64;
        addr = addr.wrapping_add(idx.wrapping_mul(stride));
    }
    addr & 0xFFFF_FFFF
}

/// `alloca` of `n` elements of `size` bytes in the frame of function
/// `name`; returns the address.
#[inline(always)]
fn alloca(mem: &mut Memory, size: u32, align: u32, n: u64, name: &str) -> Result<u32, String> {
    let total = match (size as u64).checked_mul(n) {
        Some(t) if t <= u32::MAX as u64 => t,
        _ => {
            return Err(format!(
                "stack overflow: `alloca` of {n} elements of {size} bytes"
            ));
        }
    };
    mem.alloc_stack(total, align as u64, name).map_err(|f| f.0)
}

/// Copies `n` slots from `src` to `dst` (distinct values: no overlap).
#[inline]
fn copy_slots(regs: &mut [u64], dst: u32, src: u32, n: u32) {
    let (d, s) = (dst as usize, src as usize);
    regs.copy_within(s..s + n as usize, d);
}

/// `va_arg`: reads the value `info` describes through the `va_list` at
/// `ap` into `dst...`, and advances the `va_list`.
fn va_arg(
    info: &super::compile::VaArgInfo,
    dst: u32,
    ap: u32,
    regs: &mut [u64],
    mem: &mut Memory,
) -> Result<(), super::memory::Fault> {
    let mut p = mem.load(ap, 4)? as u32;
    if info.align8 {
        p = p.wrapping_add(7) & !7;
    }
    for (k, l) in info.leaves.iter().enumerate() {
        let v = mem.load(p.wrapping_add(l.offset), l.size as u32)?;
        regs[dst as usize + k] = mask(v, l.bits);
    }
    mem.store(ap, 4, p.wrapping_add(info.advance) as u64)
}

/// Writes a `{iN, i1}` result into its two slots: the one place a pair
/// becomes a value.
fn write_pair(regs: &mut [u64], dst: u32, p: Pair) {
    if dst != NONE {
        regs[dst as usize] = p.value;
        regs[dst as usize + 1] = p.overflow as u64;
    }
}

/// Executes the intrinsic call `cs` in the frame whose slots are `regs`,
/// whose stack mark is `frame_mark` and whose first variadic word is at
/// `va` (0: none).
fn run_intrinsic(
    cs: &CallSite,
    regs: &mut [u64],
    mem: &mut Memory,
    frame_mark: (u32, usize),
    va: u32,
) -> Result<(), String> {
    use IntrinsicKind::*;
    let kind = cs.intrinsic.ok_or("internal: not an intrinsic call")?;
    let arg = |k: usize| -> Result<u64, String> {
        let slot = *cs
            .args
            .get(k)
            .ok_or_else(|| format!("internal: intrinsic argument {k} missing"))?;
        Ok(regs[slot as usize])
    };
    let w = cs.arg_bits.first().copied().unwrap_or(0) as u32;
    let fault = |f: super::memory::Fault| f.0;
    let result = match kind {
        MemCopy | MemMove => {
            let len = zext(arg(2)?, cs.arg_bits[2] as u32);
            let bytes = mem.read_bytes(arg(1)? as u32, len).map_err(fault)?;
            mem.write_bytes(arg(0)? as u32, &bytes).map_err(fault)?;
            None
        }
        MemSet => {
            let len = zext(arg(2)?, cs.arg_bits[2] as u32);
            mem.fill(arg(0)? as u32, len, arg(1)? as u8)
                .map_err(fault)?;
            None
        }
        NoOp | VaEnd => None,
        Identity => Some(identity(cs, regs)),
        Trap => return Err("`llvm.trap` called".into()),
        DebugTrap => return Err("`llvm.debugtrap` called".into()),
        StackSave => Some(mem.stack_mark().0 as u64),
        StackRestore => {
            mem.restore_stack(arg(0)? as u32, frame_mark)
                .map_err(fault)?;
            None
        }
        VaStart => {
            if va == 0 {
                return Err(
                    "`llvm.va_start` in a function that was not given variadic arguments".into(),
                );
            }
            mem.store(arg(0)? as u32, 4, va as u64).map_err(fault)?;
            None
        }
        VaCopy => {
            let ap = mem.load(arg(1)? as u32, 4).map_err(fault)?;
            mem.store(arg(0)? as u32, 4, ap).map_err(fault)?;
            None
        }
        // The size is never known to egret: -1 ("unknown") or, when the
        // minimum is asked for, 0 — what the legalizer gives compiled code.
        ObjectSize => Some(if arg(1)? & 1 != 0 { 0 } else { u64::MAX }),
        IsConstant => Some(cs.arg0_const as u64),
        PtrMask => Some(arg(0)? & arg(1)?),
        _ if kind.reduce_step().is_some() => {
            let elems: Vec<u64> = cs.args.iter().map(|&s| regs[s as usize]).collect();
            intrinsic::reduce(kind, w, &elems)
        }
        SAddWithOverflow | UAddWithOverflow | SSubWithOverflow | USubWithOverflow
        | SMulWithOverflow | UMulWithOverflow => {
            let p = intrinsic::with_overflow(kind, w, arg(0)?, arg(1)?)
                .ok_or("internal: not an overflow intrinsic")?;
            write_pair(regs, cs.dst, p);
            None
        }
        _ => {
            let mut args = [0u64; 4];
            let n = cs.args.len().min(4);
            for (a, &s) in args.iter_mut().zip(&cs.args) {
                *a = regs[s as usize];
            }
            let v = if kind.is_float() {
                intrinsic::float(kind, w, cs.ret_bits as u32, &args[..n])
            } else {
                intrinsic::scalar(kind, w, cs.ret_bits as u32, &args[..n])
            }
            .ok_or_else(|| format!("internal: intrinsic {kind:?} has no evaluation"))?;
            Some(v)
        }
    };
    if let (Some(v), true) = (result, cs.dst != NONE) {
        regs[cs.dst as usize] = mask(v, cs.ret_bits);
    }
    Ok(())
}

/// The argument an identity intrinsic returns: the first of the result's
/// width (`llvm.invariant.start` returns its pointer, the second).
fn identity(cs: &CallSite, regs: &[u64]) -> u64 {
    cs.args
        .iter()
        .zip(&cs.arg_bits)
        .find(|(_, b)| **b == cs.ret_bits)
        .map_or(0, |(&s, _)| regs[s as usize])
}

/// Performs an edge's parallel copy of block arguments; returns the target pc.
#[inline]
fn take_edge(e: &super::compile::Edge, regs: &mut [u64], scratch: &mut Vec<u64>) -> usize {
    if e.overlapping {
        scratch.clear();
        scratch.extend(e.copies.iter().map(|&(s, _)| regs[s as usize]));
        for (&(_, d), &v) in e.copies.iter().zip(scratch.iter()) {
            regs[d as usize] = v;
        }
    } else {
        for &(s, d) in &e.copies {
            regs[d as usize] = regs[s as usize];
        }
    }
    e.target_pc as usize
}

/// Evaluates a binary operation on zero-extended `bits`-wide operands
/// ([`intops::binop`]): what is undefined traps, except a shift by the
/// width or more when not `checked`, which gives 0.
pub(super) fn binop(op: BinOp, bits: u8, a: u64, b: u64, checked: bool) -> Result<u64, String> {
    match intops::binop(op, bits as u32, a, b) {
        Ok(v) => Ok(v),
        Err(Undefined::ShiftTooFar) if !checked => Ok(0),
        Err(why) => Err(undefined_message(why, op, bits, b)),
    }
}

/// The trap message of an undefined `a op b` at `bits` width.
#[cold]
fn undefined_message(why: Undefined, op: BinOp, bits: u8, b: u64) -> String {
    match why {
        Undefined::DivisionByZero => format!("division by zero (`{}`)", op.name()),
        Undefined::SignedOverflow => format!(
            "signed division overflow: `{}` of the minimum i{bits} by -1",
            op.name()
        ),
        Undefined::ShiftTooFar => format!(
            "shift amount {b} is not less than the width {bits} (`{}` gives poison)",
            op.name()
        ),
    }
}

/// Evaluates `icmp` on zero-extended operands ([`intops::icmp`]).
#[inline]
pub(super) fn icmp(cc: IntCC, bits: u8, a: u64, b: u64) -> bool {
    intops::icmp(cc, bits as u32, a, b)
}
