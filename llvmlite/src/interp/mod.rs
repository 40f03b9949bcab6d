//! The IR interpreter: the executable definition of what a program means.
//!
//! Every later stage of egret is tested against it, so it is exact rather
//! than forgiving:
//!
//! - integers wrap at their width; values are kept as zero-extended bits;
//! - memory is a byte-addressed 32-bit space in the Cpu0 data layout
//!   ([`crate::layout`]) and either byte order, with globals laid out and
//!   initialised (pointers relocated), a heap for the runtime, and a stack
//!   whose `alloca`s are freed on return ([`memory`]);
//! - every access must stay inside one live allocation: null, out-of-bounds,
//!   freed-stack and function-address accesses are errors, not garbage;
//! - division by zero, `INT_MIN / -1` and calls to undefined functions are
//!   errors; a shift by at least the width is poison, reported in checked
//!   mode ([`InterpConfig::checked`], on by default) and 0 otherwise;
//! - the runtime functions of `docs/runtime.md` run natively ([`runtime`]),
//!   writing to an output buffer.
//!
//! Errors carry the source location, the function and the output so far.
//! For speed, each function is first compiled into flat operations over a
//! frame of value slots (`compile.rs`); the main loop (`machine.rs`) allocates
//! nothing per instruction and keeps frames on an explicit stack, so deep
//! recursion cannot overflow the host stack.

mod compile;
mod format;
mod intrinsic;
mod link;
mod machine;
mod math;
pub mod memory;
pub mod runtime;
mod wide;

use crate::diag::Diagnostic;
use crate::ir::*;
use crate::layout::{Endian, field_offset, size_align, size_of, store_size};
use crate::types::{Ty, TyData, TypeStore};
use compile::{Body, CFunc, bits_of, compile_module};
use cranelift_entity::EntityRef;
use memory::{FUNC_BASE, Fault, Memory, RegionKind};
use std::fmt;

/// How to run a program.
#[derive(Clone, Debug)]
pub struct InterpConfig {
    /// Byte order of memory (`Big` for `cpu0`, `Little` for `cpu0el`) for
    /// a module that does not state one; a module whose `target triple` or
    /// `target datalayout` implies a byte order (`mips`: big, `mipsel`:
    /// little) runs in that order.
    pub endian: Endian,
    /// Stop with an error after this many IR instructions.
    pub step_limit: u64,
    /// `argv` for `main`, including `argv[0]` (the program name); `argc` is
    /// its length.
    pub args: Vec<String>,
    /// Report poison (shifts by at least the width) as errors.
    pub checked: bool,
    /// Size of the address space in bytes (the stack starts at
    /// `min(0x00FF0000, memory_size)`).
    pub memory_size: u32,
    /// Maximum depth of nested calls ([`DEFAULT_MAX_CALL_DEPTH`] by default).
    /// Frames live on the heap, not the host stack, so any depth is safe;
    /// [`InterpConfig::max_frame_memory`] bounds what deep calls cost.
    pub max_call_depth: usize,
    /// Library modules linked to the program by name (the runtime's IR):
    /// an undefined function or global of the program resolves to their
    /// definition, except for the natives of `link::NATIVE_ONLY`.
    pub libraries: Vec<std::sync::Arc<Module>>,
    /// Maximum host memory, in bytes, that the frames of nested calls may
    /// hold (their value slots and bookkeeping; `alloca`s are bounded by
    /// `memory_size` instead). Beyond it a call fails with "call stack
    /// overflow", as beyond `max_call_depth`.
    pub max_frame_memory: usize,
}

/// Default [`InterpConfig::max_call_depth`]: ten times the deepest recursion
/// compiled code can reach in the simulator's 16 MiB (about 1,044,000
/// frames of 16 bytes), so the interpreter is never the stricter of the two.
pub const DEFAULT_MAX_CALL_DEPTH: usize = 10_000_000;

/// Default [`InterpConfig::max_frame_memory`]: 512 MiB, room for more than
/// 1,044,000 nested calls of functions with up to ~55 values each (a frame
/// costs 8 bytes per value plus about 40).
pub const DEFAULT_MAX_FRAME_MEMORY: usize = 512 << 20;

impl Default for InterpConfig {
    fn default() -> Self {
        InterpConfig {
            endian: Endian::Big,
            step_limit: 1_000_000_000,
            args: Vec::new(),
            checked: true,
            memory_size: 16 << 20,
            max_call_depth: DEFAULT_MAX_CALL_DEPTH,
            max_frame_memory: DEFAULT_MAX_FRAME_MEMORY,
            libraries: Vec::new(),
        }
    }
}

/// A finished run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The return value, sign-extended from the function's return type (0 for
    /// `void`).
    pub ret: i64,
    /// Everything the program wrote.
    pub output: Vec<u8>,
    /// IR instructions executed.
    pub steps: u64,
}

/// A run that stopped with an error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InterpError {
    /// What went wrong.
    pub message: String,
    /// The instruction that failed (unknown for set-up errors).
    pub loc: SrcLoc,
    /// The function it is in (empty for set-up errors).
    pub function: String,
    /// Output written before the error.
    pub output: Vec<u8>,
    /// Instructions executed before the error.
    pub steps: u64,
}

impl InterpError {
    fn setup(message: impl Into<String>) -> Self {
        InterpError {
            message: message.into(),
            loc: SrcLoc::default(),
            function: String::new(),
            output: Vec::new(),
            steps: 0,
        }
    }

    /// Renders the error against the module's source, with the source line.
    pub fn render(&self, m: &Module) -> String {
        self.as_diagnostic().render_in(m)
    }

    /// The error as a diagnostic (for rendering with a source snippet).
    pub fn as_diagnostic(&self) -> Diagnostic {
        let msg = if self.function.is_empty() {
            self.message.clone()
        } else {
            format!("in `@{}`: {}", self.function, self.message)
        };
        Diagnostic::error(self.loc, msg)
    }
}

impl fmt::Display for InterpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.loc.is_known() {
            write!(f, "{}: ", self.loc)?;
        }
        if !self.function.is_empty() {
            write!(f, "in `@{}`: ", self.function)?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for InterpError {}

/// Runs `main` with `cfg.args` as `argc`/`argv` (when `main` takes them).
///
/// ```
/// use egret_llvmlite::interp::{InterpConfig, run_main};
/// let src = r#"
/// @msg = constant [3 x i8] c"hi\00"
/// declare void @ll_puts(i8*)
/// define i32 @main(i32 %argc, i8** %argv) {
///   %s = getelementptr [3 x i8], [3 x i8]* @msg, i32 0, i32 0
///   call void @ll_puts(i8* %s)
///   %r = sub i32 0, %argc
///   ret i32 %r
/// }
/// "#;
/// let (m, _) = egret_llvmlite::parse("hi.ll", src).unwrap();
/// let cfg = InterpConfig { args: vec!["hi".into(), "x".into()], ..InterpConfig::default() };
/// let out = run_main(&m, &cfg).unwrap();
/// assert_eq!(out.output, b"hi\n");
/// assert_eq!(out.ret, -2); // sign-extended from i32
/// ```
pub fn run_main(m: &Module, cfg: &InterpConfig) -> Result<Outcome, InterpError> {
    let main = m
        .func_by_name("main")
        .ok_or_else(|| InterpError::setup("the program has no function `@main`"))?;
    let mut prog = Program::load(m, cfg)?;
    let params = &m.funcs[main].sig.params;
    let args = match params.len() {
        0 => Vec::new(),
        2 if m.types.is_int(params[0]) && m.types.is_ptr(params[1]) => {
            let argv = prog
                .make_argv(&cfg.args)
                .map_err(|f| InterpError::setup(f.0))?;
            vec![cfg.args.len() as u64, argv as u64]
        }
        _ => {
            return Err(InterpError::setup(
                "`@main` must take no arguments or (argc, argv)",
            ));
        }
    };
    prog.run(main, &args)
}

/// Calls function `name` with integer or pointer arguments given as bits
/// (truncated to each parameter's width). Globals are initialised first.
pub fn call(
    m: &Module,
    name: &str,
    args: &[u64],
    cfg: &InterpConfig,
) -> Result<Outcome, InterpError> {
    let f = m
        .func_by_name(name)
        .ok_or_else(|| InterpError::setup(format!("no function `@{name}`")))?;
    let n = m.funcs[f].sig.params.len();
    if args.len() != n {
        return Err(InterpError::setup(format!(
            "`@{name}` takes {n} arguments, {} given",
            args.len()
        )));
    }
    let mut prog = Program::load(m, cfg)?;
    prog.run(f, args)
}

/// A module ready to run: compiled functions and initialised memory.
struct Program<'m> {
    m: &'m Module,
    /// The program and its libraries, in link order.
    modules: Vec<&'m Module>,
    funcs: Vec<CFunc>,
    mem: Memory,
    cfg: InterpConfig,
}

/// The address of the function with global index `index` (`None`: an
/// `extern_weak` function nothing defines, whose address is 0).
fn func_address(index: Option<u32>) -> u32 {
    index.map_or(0, |i| FUNC_BASE.wrapping_add(4 * i))
}

/// Verifies every module; a library's errors name its file.
fn verify_all(modules: &[&Module]) -> Result<(), InterpError> {
    for (k, m) in modules.iter().enumerate() {
        let errors: Vec<Diagnostic> = crate::verify::verify(m);
        if let Some(first) = errors.first() {
            let what = if k == 0 {
                "the module".to_string()
            } else {
                format!("library `{}`", module_file(m))
            };
            return Err(InterpError::setup(format!(
                "{what} does not verify ({} errors); first: {first}",
                errors.len()
            )));
        }
    }
    Ok(())
}

/// The file a module was parsed from, for messages.
fn module_file(m: &Module) -> &str {
    m.files.first().map_or("?", |f| f.name.as_str())
}

impl<'m> Program<'m> {
    fn load(m: &'m Module, cfg: &'m InterpConfig) -> Result<Self, InterpError> {
        let modules: Vec<&Module> = std::iter::once(m)
            .chain(cfg.libraries.iter().map(|l| &**l))
            .collect();
        verify_all(&modules)?;
        let links = link::link(&modules);
        let endian = match m.target.big_endian {
            Some(true) => Endian::Big,
            Some(false) => Endian::Little,
            None => cfg.endian,
        };
        let mut mem = Memory::new(cfg.memory_size, endian);
        let global_addr = allocate_globals(&modules, &links, &mut mem)?;
        for (k, mm) in modules.iter().enumerate() {
            let func_addr = |f: FuncRef| func_address(links.func_address(k, f));
            let tags = crate::ir::block_tags(mm);
            for (g, gd) in mm.globals.iter() {
                let (Some(init), Some((hk, hg))) = (&gd.init, links.global_home[k][g.index()])
                else {
                    continue;
                };
                if (hk, hg) != (k, g) {
                    continue;
                }
                let mut w = InitWriter {
                    types: &mm.types,
                    mem: &mut mem,
                    global_addr: &global_addr[k],
                    func_addr: &func_addr,
                    tags: &tags,
                };
                w.write(global_addr[k][g.index()], gd.ty, init)
                    .map_err(|f| {
                        InterpError::setup(format!("initializing `@{}`: {}", gd.name, f.0))
                    })?;
            }
        }
        let mut funcs = Vec::new();
        for (k, mm) in modules.iter().enumerate() {
            let syms = compile::Symbols {
                module: k as u32,
                global_addr: &global_addr[k],
                func_addr: &|f| func_address(links.func_address(k, f)),
                func_index: &|f| links.func_target[k][f.index()],
            };
            funcs.extend(compile_module(mm, &syms).map_err(InterpError::setup)?);
        }
        Ok(Program {
            m,
            modules,
            funcs,
            mem,
            cfg: cfg.clone(),
        })
    }

    /// Builds `argv` in the heap: the strings, then a NULL-terminated array of
    /// 4-byte pointers to them.
    fn make_argv(&mut self, args: &[String]) -> Result<u32, Fault> {
        let mut ptrs = Vec::with_capacity(args.len() + 1);
        for a in args {
            let s = self
                .mem
                .alloc_static(a.len() as u64 + 1, 1, RegionKind::Heap)?;
            self.mem.write_bytes(s, a.as_bytes())?;
            ptrs.push(s);
        }
        ptrs.push(0);
        let arr = self
            .mem
            .alloc_static(4 * ptrs.len() as u64, 4, RegionKind::Heap)?;
        for (k, p) in ptrs.iter().enumerate() {
            self.mem.store(arr + 4 * k as u32, 4, *p as u64)?;
        }
        Ok(arr)
    }

    fn run(&mut self, f: FuncRef, args: &[u64]) -> Result<Outcome, InterpError> {
        let cf = &self.funcs[f.as_u32() as usize];
        if !matches!(cf.body, Body::Code(_)) {
            return Err(InterpError::setup(format!(
                "`@{}` has no body to run",
                cf.name
            )));
        }
        let args: Vec<u64> = args
            .iter()
            .zip(&cf.param_bits)
            .map(|(&a, &b)| zext(a, b as u32))
            .collect();
        let ret_bits = cf.ret_bits;
        let mem = std::mem::replace(&mut self.mem, Memory::new(0, self.cfg.endian));
        let types: Vec<&TypeStore> = self.modules.iter().map(|m| &m.types).collect();
        let files: Vec<&str> = self.modules.iter().map(|m| module_file(m)).collect();
        let mut machine = machine::Machine::new(
            &self.funcs,
            &types,
            &files,
            mem,
            &self.cfg,
            self.m.target.long_bits() == 64,
        );
        let ended = self.run_with_structors(&mut machine, f, &args)?;
        let ret = match ended {
            machine::Ended::Exited(status) => status as i64,
            machine::Ended::Returned(_) if ret_bits == 0 => 0,
            machine::Ended::Returned(v) => sext(v, ret_bits as u32),
        };
        Ok(Outcome {
            ret,
            steps: machine.steps(),
            output: machine.take_output(),
        })
    }

    /// Runs the module's constructors (`llvm.global_ctors`), `f`, and then
    /// its destructors (`llvm.global_dtors`), also after `exit`, as the
    /// start code of a linked program does. A constructor that calls `exit`
    /// ends the program there.
    fn run_with_structors(
        &self,
        machine: &mut machine::Machine,
        f: FuncRef,
        args: &[u64],
    ) -> Result<machine::Ended, InterpError> {
        let with_output = |machine: &mut machine::Machine, mut e: InterpError| {
            e.output = machine.take_output();
            e
        };
        for ctor in structors(self.m, "llvm.global_ctors") {
            let ended = machine
                .run(ctor.as_u32(), &[])
                .map_err(|e| with_output(machine, e))?;
            if let machine::Ended::Exited(_) = ended {
                return Ok(ended);
            }
        }
        let ended = machine
            .run(f.as_u32(), args)
            .map_err(|e| with_output(machine, e))?;
        for dtor in structors(self.m, "llvm.global_dtors") {
            if let machine::Ended::Exited(status) = machine
                .run(dtor.as_u32(), &[])
                .map_err(|e| with_output(machine, e))?
            {
                return Ok(machine::Ended::Exited(status));
            }
        }
        Ok(ended)
    }
}

/// The functions of `llvm.global_ctors` or `llvm.global_dtors`
/// (`[N x { i32 priority, ptr f, ptr data }]`) in the order LLVM runs them:
/// constructors by ascending priority, destructors by descending priority,
/// entries of equal priority in array order.
fn structors(m: &Module, name: &str) -> Vec<FuncRef> {
    let Some(g) = m.globals.values().find(|g| g.name == name) else {
        return Vec::new();
    };
    let Some(ConstInit::Array(items)) = &g.init else {
        return Vec::new();
    };
    let mut entries: Vec<(u64, FuncRef)> = items
        .iter()
        .filter_map(|it| match it {
            ConstInit::Struct(fields) => match fields.as_slice() {
                [ConstInit::Int(prio), ConstInit::FuncAddr(f), ..] => Some((*prio, *f)),
                _ => None,
            },
            _ => None,
        })
        .collect();
    if name == "llvm.global_dtors" {
        entries.sort_by_key(|&(p, _)| std::cmp::Reverse(p));
    } else {
        entries.sort_by_key(|&(p, _)| p);
    }
    entries.into_iter().map(|(_, f)| f).collect()
}

/// Gives every global its address: storage for each definition (and each
/// declaration nothing defines), in module order, then every resolved
/// declaration its definition's address.
fn allocate_globals(
    modules: &[&Module],
    links: &link::Links,
    mem: &mut Memory,
) -> Result<Vec<Vec<u32>>, InterpError> {
    let mut addr: Vec<Vec<u32>> = modules.iter().map(|m| vec![0; m.globals.len()]).collect();
    for (k, m) in modules.iter().enumerate() {
        for (g, gd) in m.globals.iter() {
            if links.global_home[k][g.index()] != Some((k, g)) {
                continue;
            }
            let sa = size_align(&m.types, gd.ty);
            let align = sa.align.max(gd.align.unwrap_or(1) as u64);
            addr[k][g.index()] = mem
                .alloc_static(sa.size, align, RegionKind::Global(gd.name.clone()))
                .map_err(|f| InterpError::setup(f.0))?;
        }
    }
    for (k, m) in modules.iter().enumerate() {
        for g in m.globals.keys() {
            if let Some((hk, hg)) = links.global_home[k][g.index()] {
                addr[k][g.index()] = addr[hk][hg.index()];
            }
        }
    }
    Ok(addr)
}

/// Writes constant initializers into memory, per the data layout.
struct InitWriter<'a> {
    types: &'a TypeStore,
    mem: &'a mut Memory,
    global_addr: &'a [u32],
    func_addr: &'a dyn Fn(FuncRef) -> u32,
    /// The module's block tags: a `blockaddress` is its tag.
    tags: &'a crate::ir::BlockTags,
}

impl InitWriter<'_> {
    fn write(&mut self, addr: u32, ty: Ty, init: &ConstInit) -> Result<(), Fault> {
        match init {
            ConstInit::Int(b) => self.mem.store(addr, store_size(self.types, ty) as u32, *b),
            ConstInit::Null | ConstInit::Zero | ConstInit::Undef => Ok(()),
            ConstInit::GlobalAddr(g, off) => {
                let a = self.global_addr[g.as_u32() as usize].wrapping_add(*off as u32);
                self.mem.store(addr, 4, a as u64)
            }
            ConstInit::FuncAddr(f) => self.mem.store(addr, 4, (self.func_addr)(*f) as u64),
            ConstInit::BlockAddr(f, b) => {
                let tag = self.tags.tag(*f, *b).unwrap_or(0);
                self.mem.store(addr, 4, tag as u64)
            }
            ConstInit::BlockAddrDiff(f, a, b) => {
                self.mem.store(addr, 4, self.tags.diff(*f, *a, *b))
            }
            ConstInit::Bytes(b) => self.mem.write_bytes(addr, b),
            ConstInit::Array(items) => {
                let (TyData::Array(_, e) | TyData::Vector(_, e)) = *self.types.kind(ty) else {
                    return Ok(()); // the verifier rejects this
                };
                let stride = size_of(self.types, e) as u32;
                for (k, it) in items.iter().enumerate() {
                    self.write(addr.wrapping_add(stride.wrapping_mul(k as u32)), e, it)?;
                }
                Ok(())
            }
            ConstInit::Struct(items) => {
                let Some((fields, _)) = self.types.struct_fields(ty) else {
                    return Ok(()); // the verifier rejects this
                };
                let fields = fields.to_vec();
                for (k, (it, ft)) in items.iter().zip(fields).enumerate() {
                    let off = field_offset(self.types, ty, k).unwrap_or(0) as u32;
                    self.write(addr + off, ft, it)?;
                }
                Ok(())
            }
        }
    }
}

/// Width in bits of a simple type (pointers: 32); 0 for others.
pub fn value_bits(types: &TypeStore, t: Ty) -> u32 {
    bits_of(types, t) as u32
}

#[cfg(test)]
mod tests;
