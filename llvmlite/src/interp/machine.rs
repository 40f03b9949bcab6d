//! The interpreter's main loop.
//!
//! Frames live on an explicit stack; their value slots live in one shared
//! `Vec<u64>`, each frame a window starting at its `base`. The inner loop
//! ([`Machine::run_frame`]) executes the top frame until it calls or returns,
//! with the frame's slots, its code and the step counter in locals; calls and
//! returns are handled outside it, where the slot vector may grow. Nothing is
//! allocated per instruction.

use super::compile::{Body, CFunc, NONE, Op, Target};
use super::memory::{FUNC_BASE, Memory};
use super::runtime::{Arg, NativeResult, call_native};
use super::{InterpConfig, InterpError};
use crate::ir::{BinOp, IntCC, sext, zext};
use crate::types::TypeStore;

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
}

/// Why [`Machine::run_frame`] stopped.
enum Exit {
    Call(u32),
    Ret(u64),
}

/// An error inside the top frame: message and the index of the failing op.
struct Trap {
    message: String,
    pc: u32,
}

pub(super) struct Machine<'p> {
    funcs: &'p [CFunc],
    types: &'p TypeStore,
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
}

fn mask(v: u64, bits: u8) -> u64 {
    zext(v, bits as u32)
}

impl<'p> Machine<'p> {
    pub fn new(funcs: &'p [CFunc], types: &'p TypeStore, mem: Memory, cfg: &InterpConfig) -> Self {
        Machine {
            funcs,
            types,
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
        }
    }

    /// Runs function `f` with `args`; returns its result bits, the output and
    /// the number of steps.
    pub fn run(&mut self, f: u32, args: &[u64]) -> Result<(u64, Vec<u8>, u64), InterpError> {
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
                Exit::Call(site) => self.call(site)?,
                Exit::Ret(v) => {
                    let fr = self.frames.pop().expect("a frame is running");
                    self.mem.release_stack(fr.mark);
                    self.slots.truncate(fr.base);
                    if self.frames.is_empty() {
                        return Ok((v, std::mem::take(&mut self.out), self.steps));
                    }
                    if fr.ret_dst != NONE {
                        let caller = self.frames.last().expect("checked non-empty");
                        self.slots[caller.base + fr.ret_dst as usize] = mask(v, fr.ret_bits);
                    }
                }
            }
        }
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

    /// An error at operation `pc` of the top frame.
    fn error(&self, pc: u32, message: String) -> InterpError {
        let fr = self.frames.last().expect("errors happen in a frame");
        let cf = &self.funcs[fr.func as usize];
        let loc = match &cf.body {
            Body::Code(c) => c.locs.get(pc as usize).copied().unwrap_or_default(),
            _ => Default::default(),
        };
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
        });
        Ok(())
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
                let cf = &funcs[f as usize];
                if cf.fn_ty != cs.fn_ty && !self.types.equiv(cf.fn_ty, cs.fn_ty) {
                    return Err(format!(
                        "indirect call of `@{}` through type `{}`, but it has type `{}`",
                        cf.name,
                        self.types.display(cs.fn_ty),
                        self.types.display(cf.fn_ty)
                    ));
                }
                f
            }
        };
        let cf = &funcs[callee as usize];
        match &cf.body {
            Body::Code(callee_code) => {
                let new_base = self.slots.len();
                let (dst, ret_bits) = (cs.dst, cs.ret_bits);
                let params = &callee_code.params;
                self.push_frame(callee, dst, ret_bits)?;
                for (&p, &a) in params.iter().zip(&cs.args) {
                    self.slots[new_base + p as usize] = self.slots[caller_base + a as usize];
                }
                Ok(())
            }
            Body::Native(n) => {
                self.native_args.clear();
                for (&a, &w) in cs.args.iter().zip(&cs.arg_bits) {
                    self.native_args.push(Arg {
                        bits: self.slots[caller_base + a as usize],
                        width: w,
                    });
                }
                let (dst, ret_bits) = (cs.dst, cs.ret_bits);
                match call_native(*n, &self.native_args, &mut self.mem, &mut self.out)? {
                    NativeResult::Value(v) => {
                        if dst != NONE {
                            self.slots[caller_base + dst as usize] = mask(v, ret_bits);
                        }
                        Ok(())
                    }
                    NativeResult::Callback(addr) => self.callback(addr, dst, ret_bits),
                }
            }
            Body::Undefined => Err(format!("call to undefined function `@{}`", cf.name)),
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

    /// Runs the top frame until it calls or returns.
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
        loop {
            if steps >= limit {
                pc += 1;
                trap!(format!("step limit of {limit} instructions reached"));
            }
            steps += 1;
            let op = &ops[pc];
            pc += 1;
            match *op {
                Op::Bin {
                    op,
                    bits,
                    dst,
                    a,
                    b,
                } => match binop(op, bits, regs[a as usize], regs[b as usize], checked) {
                    Ok(v) => regs[dst as usize] = v,
                    Err(m) => trap!(m),
                },
                Op::Icmp {
                    cc,
                    bits,
                    dst,
                    a,
                    b,
                } => {
                    regs[dst as usize] = icmp(cc, bits, regs[a as usize], regs[b as usize]) as u64;
                }
                Op::Select { dst, c, a, b } => {
                    let v = if regs[c as usize] & 1 != 0 {
                        regs[a as usize]
                    } else {
                        regs[b as usize]
                    };
                    regs[dst as usize] = v;
                }
                Op::Copy { dst, src } => regs[dst as usize] = regs[src as usize],
                Op::Sext { dst, src, from, to } => {
                    regs[dst as usize] = mask(sext(regs[src as usize], from as u32) as u64, to);
                }
                Op::Mask { dst, src, bits } => regs[dst as usize] = mask(regs[src as usize], bits),
                Op::Load {
                    dst,
                    ptr,
                    size,
                    bits,
                } => match mem.load(regs[ptr as usize] as u32, size as u32) {
                    Ok(v) => regs[dst as usize] = mask(v, bits),
                    Err(f) => trap!(f.0),
                },
                Op::Store { src, ptr, size } => {
                    if let Err(f) =
                        mem.store(regs[ptr as usize] as u32, size as u32, regs[src as usize])
                    {
                        trap!(f.0);
                    }
                }
                Op::Gep { dst, base, gep } => {
                    let g = &code.geps[gep as usize];
                    let mut addr = regs[base as usize].wrapping_add(g.offset as u64);
                    for &(slot, bits, stride) in &g.terms {
                        let idx = sext(regs[slot as usize], bits as u32) as u64;
                        addr = addr.wrapping_add(idx.wrapping_mul(stride));
                    }
                    regs[dst as usize] = addr & 0xFFFF_FFFF;
                }
                Op::Alloca {
                    dst,
                    size,
                    align,
                    count,
                    count_bits,
                } => {
                    let n = if count == NONE {
                        1
                    } else {
                        zext(regs[count as usize], count_bits as u32)
                    };
                    let total = match (size as u64).checked_mul(n) {
                        Some(t) if t <= u32::MAX as u64 => t,
                        _ => trap!(format!(
                            "stack overflow: `alloca` of {n} elements of {size} bytes"
                        )),
                    };
                    let name = &funcs[fr.func as usize].name;
                    match mem.alloc_stack(total, align as u64, name) {
                        Ok(a) => regs[dst as usize] = a as u64,
                        Err(f) => trap!(f.0),
                    }
                }
                Op::Call { site } => {
                    self.steps = steps;
                    fr.pc = pc as u32;
                    return Ok(Exit::Call(site));
                }
                Op::Jump { edge } => {
                    pc = take_edge(&code.edges[edge as usize], regs, scratch);
                }
                Op::Branch {
                    c,
                    then_edge,
                    else_edge,
                } => {
                    let e = if regs[c as usize] & 1 != 0 {
                        then_edge
                    } else {
                        else_edge
                    };
                    pc = take_edge(&code.edges[e as usize], regs, scratch);
                }
                Op::Ret { src } => {
                    self.steps = steps;
                    fr.pc = pc as u32;
                    let v = if src == NONE { 0 } else { regs[src as usize] };
                    return Ok(Exit::Ret(v));
                }
                Op::Unreachable => trap!("reached `unreachable`".into()),
                Op::NotImplemented { what } => {
                    trap!(format!(
                        "`{what}` is not yet implemented in the interpreter"
                    ))
                }
            }
        }
    }
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

/// Evaluates a binary operation on zero-extended `bits`-wide operands.
pub(super) fn binop(op: BinOp, bits: u8, a: u64, b: u64, checked: bool) -> Result<u64, String> {
    let w = bits as u32;
    let v = match op {
        BinOp::Add => a.wrapping_add(b),
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::Mul => a.wrapping_mul(b),
        BinOp::And => a & b,
        BinOp::Or => a | b,
        BinOp::Xor => a ^ b,
        BinOp::UDiv | BinOp::URem => {
            if b == 0 {
                return Err(format!("division by zero (`{}`)", op.name()));
            }
            if op == BinOp::UDiv { a / b } else { a % b }
        }
        BinOp::SDiv | BinOp::SRem => {
            if b == 0 {
                return Err(format!("division by zero (`{}`)", op.name()));
            }
            let (sa, sb) = (sext(a, w), sext(b, w));
            if sb == -1 && sa == sext(1u64 << (w - 1), w) {
                return Err(format!(
                    "signed division overflow: `{}` of the minimum i{w} by -1",
                    op.name()
                ));
            }
            (if op == BinOp::SDiv {
                sa.wrapping_div(sb)
            } else {
                sa.wrapping_rem(sb)
            }) as u64
        }
        BinOp::Shl | BinOp::LShr | BinOp::AShr => {
            if b >= w as u64 {
                if checked {
                    return Err(format!(
                        "shift amount {b} is not less than the width {w} (`{}` gives poison)",
                        op.name()
                    ));
                }
                return Ok(0);
            }
            match op {
                BinOp::Shl => a << b,
                BinOp::LShr => a >> b,
                _ => (sext(a, w) >> b) as u64,
            }
        }
    };
    Ok(zext(v, w))
}

/// Evaluates `icmp` on zero-extended operands.
#[inline]
pub(super) fn icmp(cc: IntCC, bits: u8, a: u64, b: u64) -> bool {
    let w = bits as u32;
    match cc {
        IntCC::Eq => a == b,
        IntCC::Ne => a != b,
        IntCC::Ult => a < b,
        IntCC::Ule => a <= b,
        IntCC::Ugt => a > b,
        IntCC::Uge => a >= b,
        IntCC::Slt => sext(a, w) < sext(b, w),
        IntCC::Sle => sext(a, w) <= sext(b, w),
        IntCC::Sgt => sext(a, w) > sext(b, w),
        IntCC::Sge => sext(a, w) >= sext(b, w),
    }
}
