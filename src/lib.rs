//! egret: an optimizing compiler backend from LLVMlite to the Cpu0 ISA.
//!
//! This crate is the library facade: it wires the stages together and owns no
//! compiler logic. The stages live in their crates — [`llvmlite`] (parse,
//! verify, interpret), the mid-end (`egret-egraph`), [`lower`] (instruction
//! selection, register allocation, emission, the runtime), [`cpu0`]
//! (assembler, ELF, linker, simulator).
//!
//! The path from text to a result:
//!
//! ```no_run
//! let opts = egret::Options::default();
//! let (module, compiled) = egret::compile_text("fac.ll", "define i64 @main() {\n ret i64 42\n}\n", &opts)?;
//! let exe = egret::link_with_runtime(&[compiled.object], opts.target)?;
//! let run = egret::run_executable(&exe, &["fac.ll".to_string()], &egret::RunOptions::new(opts.target))?;
//! assert_eq!(run.ret, 42);
//! # Ok::<(), egret::Error>(())
//! ```
//!
//! [`compile`] is the entry point for a module built in memory (the JIT
//! compiles through it); [`CompiledModule`] carries the object and, per
//! function, its code offset, line rows, call-frame facts and ABI signature.
//! With [`Options::debug_info`] the object also carries DWARF ([`debug`]),
//! which the linker keeps, and traps name their source line. The functions
//! of a module are compiled in parallel (`rayon`); the object is the same
//! as a sequential compile's.
//!
//! Embedders that generate code at run time use [`jit`] (IR in, callable
//! functions out, host functions for calls back into Rust) and [`ir`] (build
//! modules without writing text).

pub mod assemble;
pub mod backtrace;
pub mod debug;
pub mod jit;

pub use egret_cpu0 as cpu0;
pub use egret_dwarf as dwarf;
pub use egret_llvmlite as llvmlite;
pub use egret_lower as lower;

pub use egret_egraph::{OptLevel, OptOptions, OptReport};
/// The names `--print-after` accepts for the mid-end's passes.
pub use egret_egraph::{accepts_pass_name, pass_names};
pub use egret_lower::{CompiledModule, Target};

use egret_cpu0::exec::Executable;
use egret_cpu0::isa::Endian;
use egret_cpu0::link::{LinkOptions, link};
use egret_cpu0::object::ObjectFile;
use egret_cpu0::sim::{Counters, Machine, SimConfig, Trap};
use egret_llvmlite::{FuncRef, Module};
use egret_lower::{CompileOptions, CompiledFunction};
use rayon::prelude::*;
use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Mutex, OnceLock};

pub mod ir {
    //! Building LLVMlite without text: the builder of [`egret_llvmlite`],
    //! re-exported with the types it needs, plus [`verify`] (the checks the
    //! parser runs, as an [`Error`]) and [`print_module`] (the module as
    //! `.ll` text that parses back to the same module).
    //!
    //! ```
    //! use egret::ir::{BinOp, IntCC, ModuleBuilder, Ty};
    //! use egret::jit::{Jit, JitOptions};
    //!
    //! // i64 @max(i64 %a, i64 %b), with a join block taking a parameter.
    //! let mut mb = ModuleBuilder::new("max.ll");
    //! let max = mb.define_function("max", &[Ty::I64, Ty::I64], Ty::I64);
    //! {
    //!     let mut fb = mb.function_builder(max);
    //!     let (a, b) = (fb.arg(0), fb.arg(1));
    //!     let join = fb.create_block(Some("join"));
    //!     let m = fb.append_block_param(join, Ty::I64);
    //!     let a_bigger = fb.icmp(IntCC::Sgt, a, b);
    //!     fb.branch(a_bigger, join, &[a], join, &[b]);
    //!     fb.switch_to_block(join);
    //!     let one = fb.iconst(Ty::I64, 1);
    //!     let r = fb.binary(BinOp::Add, m, one);
    //!     fb.ret(Some(r));
    //! }
    //! let module = mb.finish_unverified();
    //! egret::ir::verify(&module)?;
    //! assert!(egret::ir::print_module(&module).contains("define i64 @max(i64"));
    //!
    //! let mut jit = Jit::new(JitOptions::default());
    //! jit.add_module(module)?;
    //! assert_eq!(jit.call("max", &[3, 9])?, 10);
    //! # Ok::<(), egret::Error>(())
    //! ```

    pub use egret_llvmlite::builder::{FunctionBuilder, ModuleBuilder};
    pub use egret_llvmlite::printer::{print_function, print_module};
    pub use egret_llvmlite::{
        BinFlags, BinOp, Block, CastOp, ConstInit, Diagnostic, FuncRef, GlobalRef, IntCC, Linkage,
        Module, Severity, Signature, SrcLoc, Ty, TypeStore, Value,
    };

    use crate::Error;

    /// Verifies `module` as the parser does after parsing: `Err` with every
    /// error rendered (`file:line:col` where the IR has locations).
    ///
    /// ```
    /// use egret::ir::{ModuleBuilder, Ty};
    /// let mut mb = ModuleBuilder::new("v.ll");
    /// let f = mb.define_function("f", &[], Ty::I64);
    /// drop(mb.function_builder(f)); // an entry block without a terminator
    /// let err = egret::ir::verify(&mb.finish_unverified()).unwrap_err();
    /// assert!(matches!(err, egret::Error::Ir(_)));
    /// ```
    pub fn verify(module: &Module) -> Result<(), Error> {
        let errors: Vec<Diagnostic> = egret_llvmlite::verify(module)
            .into_iter()
            .filter(|d| d.severity == Severity::Error)
            .collect();
        if errors.is_empty() {
            return Ok(());
        }
        Err(Error::Ir(
            errors.iter().map(|d| d.render_in(module)).collect(),
        ))
    }
}

/// Compilation settings.
///
/// ```
/// let opts = egret::Options { opt: egret::OptLevel::O2, debug_info: true, ..Default::default() };
/// assert_eq!(opts.target, egret::Target::default());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Optimization level.
    pub opt: OptLevel,
    /// Byte order and ISA level.
    pub target: Target,
    /// Emit DWARF (`-g`): line table, compile unit and subprograms, call-frame
    /// information ([`debug`]). Adds sections only; the code is identical.
    pub debug_info: bool,
    /// How `-g` records paths: `-fdebug-prefix-map`, the compilation
    /// directory ([`debug::DebugPaths`]).
    pub debug_paths: debug::DebugPaths,
    /// Check every register allocation with regalloc2's checker (default:
    /// on in debug builds).
    pub check_regalloc: bool,
}

impl Default for Options {
    /// -O0, big-endian cpu032II, no debug info.
    fn default() -> Self {
        Options {
            opt: OptLevel::O0,
            target: Target::default(),
            debug_info: false,
            debug_paths: debug::DebugPaths::default(),
            check_regalloc: cfg!(debug_assertions),
        }
    }
}

/// What went wrong, by stage. New kinds of error may be added, so a
/// `match` needs a `_` arm.
///
/// ```
/// let err = egret::compile_text("bad.ll", "define i64 @main() {\n  ret i64 %x\n}\n", &egret::Options::default())
///     .unwrap_err();
/// match &err {
///     egret::Error::Ir(rendered) => assert!(rendered.starts_with("bad.ll:2:")),
///     other => panic!("not an IR error: {other}"),
/// }
/// assert!(err.to_string().contains("%x"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The IR does not parse or verify: rendered diagnostics
    /// (`file:line:col: error: ...`).
    Ir(String),
    /// The mid-end failed (an internal error of an optimisation pass).
    Optimize(String),
    /// The backend could not compile a function (each error names its line).
    Compile(Vec<egret_lower::LowerError>),
    /// Linking failed (an undefined or duplicate symbol, say).
    Link(String),
    /// The requested target contradicts the module's (rendered, naming
    /// both).
    Target(String),
    /// The runtime library could not be built (an internal error).
    Runtime(String),
    /// DWARF could not be written or read (an internal error when writing;
    /// corrupt sections when reading).
    Debug(String),
    /// The program trapped; `output` is what it printed first.
    Trap {
        /// The trap, with its address.
        trap: Trap,
        /// The function and offset the address is in, and its source location
        /// when the program has DWARF: `main+0x14 (fib.ll:7:3)`.
        location: String,
        /// Output written before the trap.
        output: Vec<u8>,
    },
    /// The embedder asked for a name nothing defines (a JIT function,
    /// global or host function): "undefined symbol", as the linker says.
    UndefinedSymbol(String),
    /// A typed JIT handle ([`jit::Jit::get_fn`]) does not match the
    /// function's IR signature.
    Signature {
        /// The function.
        function: String,
        /// Its IR signature (`i64 (i64, i32)`).
        expected: String,
        /// The signature the Rust types stand for.
        found: String,
    },
    /// The embedder's call does not fit the callee: the wrong number of
    /// arguments, or a name that is not a callable compiled function.
    Call(String),
    /// The embedder's memory access fell outside simulated memory, or an
    /// allocation did not fit.
    Memory(String),
    /// A host function could not be registered, or its IR declarations
    /// disagree (`file:line:col` of the declaration).
    Host(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Ir(s)
            | Error::Optimize(s)
            | Error::Link(s)
            | Error::Target(s)
            | Error::Runtime(s)
            | Error::Debug(s)
            | Error::Call(s)
            | Error::Memory(s)
            | Error::Host(s) => f.write_str(s.trim_end()),
            Error::UndefinedSymbol(name) => write!(f, "undefined symbol `{name}`"),
            Error::Signature {
                function,
                expected,
                found,
            } => write!(
                f,
                "`{function}` has type {expected}, but the typed handle asks for {found}"
            ),
            Error::Compile(errors) => {
                for (i, e) in errors.iter().enumerate() {
                    if i > 0 {
                        writeln!(f)?;
                    }
                    write!(f, "{e}")?;
                }
                Ok(())
            }
            Error::Trap { trap, location, .. } => write!(f, "{trap} in {location}"),
        }
    }
}

impl std::error::Error for Error {}

/// Parses and verifies `.ll` text named `name` (rendered diagnostics on error;
/// warnings are returned rendered too). A module with clang's debug
/// metadata (`!llvm.dbg.cu`) then has its locations rewritten to the C
/// source ([`egret_llvmlite::adopt_debug_locations`]), which `-g` describes. At most
/// [`llvmlite::diag::DEFAULT_ERROR_LIMIT`] errors are rendered, as clang's
/// `-ferror-limit`; [`parse_text_limited`] takes another limit.
///
/// ```
/// const SRC: &str = "define i64 @main() {\n  ret i64 42\n}\n";
/// let (module, warnings) = egret::parse_text("m.ll", SRC)?;
/// assert!(warnings.is_empty());
/// assert!(module.func_by_name("main").is_some());
/// # Ok::<(), egret::Error>(())
/// ```
pub fn parse_text(name: &str, text: &str) -> Result<(Module, Vec<String>), Error> {
    parse_text_limited(name, text, egret_llvmlite::diag::DEFAULT_ERROR_LIMIT)
}

/// [`parse_text`], rendering at most `error_limit` errors (0: all of them)
/// followed by a note that the rest were left out. Rendering is linear in
/// the text's size and the number of diagnostics shown.
///
/// ```
/// let bad = "define i64 @f() {\n  ret i64 %a\n}\ndefine i64 @g() {\n  ret i64 %b\n}\n";
/// let err = egret::parse_text_limited("bad.ll", bad, 1).unwrap_err().to_string();
/// assert!(err.contains("%a") && !err.contains("%b"), "{err}");
/// ```
pub fn parse_text_limited(
    name: &str,
    text: &str,
    error_limit: usize,
) -> Result<(Module, Vec<String>), Error> {
    let render = |diagnostics: &[egret_llvmlite::Diagnostic]| {
        egret_llvmlite::diag::Report {
            diagnostics,
            file_name: name,
            source: text,
            color: false,
        }
        .render_each(error_limit)
    };
    match egret_llvmlite::parse(name, text) {
        Ok((mut module, warnings)) => {
            if let Some(file) = module.files.first_mut() {
                file.text.get_or_insert_with(|| text.to_string());
            }
            // Parse and verify diagnostics point into the `.ll` text; from
            // here on, a module compiled from C with `-g` is located in C.
            if !module.metadata.named("llvm.dbg.cu").is_empty() {
                egret_llvmlite::adopt_debug_locations(&mut module);
            }
            Ok((module, render(&warnings)))
        }
        Err(diags) => Err(Error::Ir(render(&diags).concat())),
    }
}

/// Runs the mid-end (`egret_egraph::optimize`) on `module` in place, after
/// legalizing it ([`legalize`]; the mid-end knows only core IR). Without a
/// compile target at hand, odd-sized memory accesses of a module that does
/// not name its byte order are split big-endian, Cpu0's default; [`compile`]
/// legalizes for its target before it optimizes.
///
/// ```
/// const SRC: &str = "define i64 @main() {\n  ret i64 42\n}\n";
/// let (mut module, _) = egret::parse_text("m.ll", SRC)?;
/// let report = egret::optimize(&mut module, &egret::OptOptions::at(egret::OptLevel::O2))?;
/// println!("{}", report.render_stats());
/// # Ok::<(), egret::Error>(())
/// ```
pub fn optimize(module: &mut Module, opts: &OptOptions) -> Result<OptReport, Error> {
    legalize(module, Target::default())?;
    let report =
        egret_egraph::optimize(module, opts).map_err(|e| Error::Optimize(e.to_string()))?;
    debug::drop_variable_records(module);
    Ok(report)
}

/// Rewrites `module` in place into the core IR the mid-end and the back
/// end know (`egret_llvmlite::legalize`): intrinsics expanded, memory
/// intrinsics inlined or called. `target` gives the byte order where the
/// module does not. A legal module is left as it is.
///
/// ```
/// let src = "declare i64 @llvm.smax.i64(i64, i64)\ndefine i64 @main() {\n  %m = call i64 @llvm.smax.i64(i64 3, i64 9)\n  ret i64 %m\n}\n";
/// let (mut module, _) = egret::parse_text("m.ll", src)?;
/// egret::legalize(&mut module, egret::Target::default())?;
/// assert!(!egret::llvmlite::legalize::needs_legalizing(&module));
/// # Ok::<(), egret::Error>(())
/// ```
pub fn legalize(
    module: &mut Module,
    target: Target,
) -> Result<egret_llvmlite::legalize::LegalizeReport, Error> {
    let opts = egret_llvmlite::legalize::LegalizeOptions {
        big_endian: target.endian == egret_cpu0::isa::Endian::Big,
    };
    egret_llvmlite::legalize::legalize(module, &opts).map_err(|diags| {
        let rendered: Vec<String> = diags.iter().map(|d| d.render_in(module)).collect();
        Error::Ir(rendered.concat())
    })
}

/// `module` legalized for `target`: itself when it is legal already (no
/// copy), else a legalized copy.
fn legalized(module: &Module, target: Target) -> Result<Cow<'_, Module>, Error> {
    if !egret_llvmlite::legalize::needs_legalizing(module) {
        return Ok(Cow::Borrowed(module));
    }
    let mut copy = module.clone();
    legalize(&mut copy, target)?;
    Ok(Cow::Owned(copy))
}

/// The byte order `module` names (`target triple` mips/mipsel or `target
/// datalayout` `E`/`e`, [`egret_llvmlite::TargetInfo`]), if any.
///
/// ```
/// use egret::cpu0::isa::Endian;
/// let src = "target triple = \"mipsel-unknown-linux-gnu\"\ndefine i64 @main() {\n  ret i64 0\n}\n";
/// let (module, _) = egret::parse_text("m.ll", src)?;
/// assert_eq!(egret::module_endian(&module), Some(Endian::Little));
/// # Ok::<(), egret::Error>(())
/// ```
pub fn module_endian(module: &Module) -> Option<Endian> {
    module
        .target
        .big_endian
        .map(|big| if big { Endian::Big } else { Endian::Little })
}

/// The byte order to compile `module` (read from file `file`) for: the
/// module's own when it names one, else `requested` (the user's
/// `--target`, if given) or big-endian. A `requested` order the module
/// contradicts is an error naming both:
/// `file: error: --target cpu0el contradicts the module's target triple "mips-unknown-linux-gnu"`.
///
/// ```
/// use egret::cpu0::isa::Endian;
/// let src = "target triple = \"mips-unknown-linux-gnu\"\ndefine i64 @main() {\n  ret i64 0\n}\n";
/// let (module, _) = egret::parse_text("m.ll", src)?;
/// assert_eq!(egret::endian_for_module("m.ll", &module, None)?, Endian::Big);
/// let err = egret::endian_for_module("m.ll", &module, Some(Endian::Little)).unwrap_err();
/// assert!(err.to_string().contains("contradicts"));
/// # Ok::<(), egret::Error>(())
/// ```
pub fn endian_for_module(
    file: &str,
    module: &Module,
    requested: Option<Endian>,
) -> Result<Endian, Error> {
    let Some(own) = module_endian(module) else {
        return Ok(requested.unwrap_or(Endian::Big));
    };
    match requested {
        Some(want) if want != own => {
            let name = |e: Endian| match e {
                Endian::Big => "cpu0",
                Endian::Little => "cpu0el",
            };
            let (what, text) = match (&module.target.triple, &module.target.datalayout) {
                (Some(t), _) => ("target triple", t.as_str()),
                (None, Some(d)) => ("target datalayout", d.as_str()),
                (None, None) => ("target", ""),
            };
            Err(Error::Target(format!(
                "{file}: error: --target {} contradicts the module's {what} \"{text}\"",
                name(want),
            )))
        }
        _ => Ok(own),
    }
}

/// Compiles a verified module into a relocatable object: a copy of it is
/// legalized ([`legalize`]) and, at -O1/-O2, optimized by the mid-end. A
/// module that names its byte order ([`module_endian`]) is compiled for it,
/// whatever `opts.target` says (callers that take a user's choice check it
/// with [`endian_for_module`] first).
///
/// ```
/// const SRC: &str = "define i64 @main() {\n  ret i64 42\n}\n";
/// let (module, _) = egret::parse_text("m.ll", SRC)?;
/// let opts = egret::Options { opt: egret::OptLevel::O2, ..Default::default() };
/// let compiled = egret::compile(&module, &opts)?;
/// assert_eq!(compiled.functions.len(), 1);
/// let object = egret::cpu0::elf::write_object(&compiled.object).expect("an ELF object");
/// assert!(object.starts_with(b"\x7fELF"));
/// # Ok::<(), egret::Error>(())
/// ```
pub fn compile(module: &Module, opts: &Options) -> Result<CompiledModule, Error> {
    compile_with(module, opts, Backend::OBJECT)
}

/// Whether calls to the runtime's `putchar` may be compiled as its port
/// store above -O0 (`egret_lower::CompileOptions::inline_putchar`). The JIT
/// keeps them calls, so that a host function can stand in for `putchar`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Builtins {
    /// Above -O0, inline them.
    Inline,
    /// Always call.
    Call,
}

/// What the JIT chooses of the backend beyond [`Options`]: whether the
/// runtime's `putchar` may be inlined, and the register allocator.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Backend {
    /// Whether calls to `putchar` may become its port store.
    pub builtins: Builtins,
    /// Which of regalloc2's allocators runs.
    pub regalloc: egret_lower::RegallocAlgorithm,
}

impl Backend {
    /// What `egret compile` uses: `putchar` inlined above -O0, the
    /// backtracking allocator.
    pub const OBJECT: Backend = Backend {
        builtins: Builtins::Inline,
        regalloc: egret_lower::RegallocAlgorithm::Backtracking,
    };
}

/// [`compile`], with the backend choices of `backend`.
pub(crate) fn compile_with(
    module: &Module,
    opts: &Options,
    backend: Backend,
) -> Result<CompiledModule, Error> {
    compile_hooked(module, opts, backend, &Default::default())
}

/// [`compile`] with the machine verifier, listings and statistics of the
/// passes after register allocation as `hooks` asks; they come back in each
/// function's `compiled.passes` (`tests/machine_verifier.rs` verifies after
/// every pass this way).
///
/// ```
/// const SRC: &str = "define i64 @main() {\n  ret i64 42\n}\n";
/// use egret::lower::mach::PassHooks;
/// let (module, _) = egret::parse_text("m.ll", SRC)?;
/// let hooks = PassHooks { stats: true, ..PassHooks::default() };
/// let opts = egret::Options { opt: egret::OptLevel::O2, ..Default::default() };
/// let compiled = egret::compile_with_hooks(&module, &opts, &hooks)?;
/// assert!(!compiled.functions.is_empty());
/// # Ok::<(), egret::Error>(())
/// ```
pub fn compile_with_hooks(
    module: &Module,
    opts: &Options,
    hooks: &egret_lower::mach::PassHooks,
) -> Result<CompiledModule, Error> {
    compile_hooked(module, opts, Backend::OBJECT, hooks)
}

/// [`compile_with`] with `hooks` around the passes after register
/// allocation.
fn compile_hooked(
    module: &Module,
    opts: &Options,
    backend: Backend,
    hooks: &egret_lower::mach::PassHooks,
) -> Result<CompiledModule, Error> {
    let legal = legalized(module, opts.target)?;
    if opts.opt == OptLevel::O0 {
        return compile_optimized_with(&legal, opts, backend, hooks);
    }
    let mut optimized = legal.into_owned();
    egret_egraph::optimize(&mut optimized, &OptOptions::at(opts.opt))
        .map_err(|e| Error::Optimize(e.to_string()))?;
    debug::drop_variable_records(&mut optimized);
    compile_optimized_with(&optimized, opts, backend, hooks)
}

/// The passes over machine code run after register allocation at `level`
/// (`egret_lower::MachPass`): none at -O0, which keeps a `nop` in every delay
/// slot; all of them at -O2 (and -Os, -Oz, which run -O2's passes);
/// all but instruction scheduling at -O1.
///
/// ```
/// use egret::OptLevel;
/// assert!(egret::post_regalloc_passes(OptLevel::O0).is_empty());
/// assert!(egret::post_regalloc_passes(OptLevel::O2).len() > egret::post_regalloc_passes(OptLevel::O1).len());
/// ```
pub fn post_regalloc_passes(level: OptLevel) -> Vec<egret_lower::MachPass> {
    match level {
        OptLevel::O0 => Vec::new(),
        OptLevel::O1 => egret_lower::mach::POST_REGALLOC_O1.to_vec(),
        OptLevel::O2 | OptLevel::Os | OptLevel::Oz => egret_lower::mach::POST_REGALLOC_O2.to_vec(),
    }
}

/// The backend settings for `opts`: above -O0, the post-allocation passes,
/// the module-local calling convention, `$lr` as an allocatable register
/// and `putchar` inlined as its port store.
///
/// ```
/// let o0 = egret::backend_options(&egret::Options::default());
/// assert!(!o0.local_calls && o0.post_regalloc.is_empty());
/// let o2 = egret::backend_options(&egret::Options { opt: egret::OptLevel::O2, ..Default::default() });
/// assert!(o2.local_calls && o2.inline_putchar);
/// ```
pub fn backend_options(opts: &Options) -> egret_lower::CompileOptions {
    let optimizing = opts.opt != OptLevel::O0;
    egret_lower::CompileOptions {
        target: opts.target,
        check_regalloc: opts.check_regalloc,
        post_regalloc: post_regalloc_passes(opts.opt),
        pass_hooks: egret_lower::mach::PassHooks::default(),
        local_calls: optimizing,
        allocate_lr: optimizing,
        inline_putchar: optimizing,
        regalloc: egret_lower::RegallocAlgorithm::Backtracking,
    }
}

/// Compiles a module without the mid-end (legalized first, if it needs
/// it): the backend alone, with the post-allocation passes of `opts.opt`,
/// and DWARF if `opts.debug_info`.
///
/// ```
/// const SRC: &str = "define i64 @main() {\n  ret i64 42\n}\n";
/// let (mut module, _) = egret::parse_text("m.ll", SRC)?;
/// egret::optimize(&mut module, &egret::OptOptions::at(egret::OptLevel::O2))?;
/// // The mid-end ran already; the backend alone, with -O2's passes after allocation.
/// let opts = egret::Options { opt: egret::OptLevel::O2, ..Default::default() };
/// let compiled = egret::compile_optimized(&module, &opts)?;
/// assert_eq!(compiled.functions.len(), 1);
/// # Ok::<(), egret::Error>(())
/// ```
pub fn compile_optimized(module: &Module, opts: &Options) -> Result<CompiledModule, Error> {
    compile_optimized_with(module, opts, Backend::OBJECT, &Default::default())
}

/// [`compile_optimized`] with the machine verifier, listings and statistics
/// of the passes after register allocation as `hooks` asks
/// (`egret compile --print-after`, `--opt-stats`); they come back in each
/// function's `compiled.passes`.
///
/// ```
/// const SRC: &str = "define i64 @main() {\n  ret i64 42\n}\n";
/// use egret::lower::mach::PassHooks;
/// let (module, _) = egret::parse_text("m.ll", SRC)?;
/// let hooks = PassHooks { print_after: Some("all".into()), ..PassHooks::default() };
/// let compiled = egret::compile_optimized_with_hooks(&module, &egret::Options::default(), &hooks)?;
/// assert!(!compiled.functions[0].compiled.passes.listings.is_empty());
/// # Ok::<(), egret::Error>(())
/// ```
pub fn compile_optimized_with_hooks(
    module: &Module,
    opts: &Options,
    hooks: &egret_lower::mach::PassHooks,
) -> Result<CompiledModule, Error> {
    compile_optimized_with(module, opts, Backend::OBJECT, hooks)
}

fn compile_optimized_with(
    module: &Module,
    opts: &Options,
    choice: Backend,
    hooks: &egret_lower::mach::PassHooks,
) -> Result<CompiledModule, Error> {
    let mut own = opts.clone();
    own.target.endian = module_endian(module).unwrap_or(opts.target.endian);
    let opts = &own;
    let module = &*legalized(module, opts.target)?;
    let mut backend = backend_options(opts);
    backend.inline_putchar &= choice.builtins == Builtins::Inline;
    backend.regalloc = choice.regalloc;
    backend.pass_hooks = hooks.clone();
    let functions = compile_functions(module, &backend)?;
    let mut compiled = egret_lower::build_object(module, functions, opts.target);
    if opts.debug_info {
        debug::attach_debug_info(module, &mut compiled, opts)?;
    }
    Ok(compiled)
}

/// The fewest IR instructions, over a module's functions, for which the
/// backend compiles them in parallel (handing work to the thread pool and
/// waiting for it costs tens of microseconds; the backend takes about a
/// tenth of a microsecond per instruction).
const PARALLEL_MIN_INSTS: usize = 256;

/// Compiles every defined function of `module`, in parallel when there are
/// several and they are not all small. Results and errors come back in module order, so the object built
/// from them is the one a sequential compile gives.
fn compile_functions(
    module: &Module,
    backend: &CompileOptions,
) -> Result<Vec<(FuncRef, CompiledFunction)>, Error> {
    let funcs: Vec<FuncRef> = module
        .funcs
        .iter()
        .filter(|(_, f)| f.body.is_some())
        .map(|(r, _)| r)
        .collect();
    let compile_one = |&f: &FuncRef| egret_lower::compile_function(module, f, backend);
    // (Small modules stay on the calling thread: handing them to the pool
    // costs more than compiling them.)
    let total: usize = funcs
        .iter()
        .filter_map(|&f| module.funcs[f].body.as_ref())
        .map(|b| b.num_placed_insts())
        .sum();
    let results: Vec<_> = if funcs.len() > 1 && total >= PARALLEL_MIN_INSTS {
        funcs.par_iter().map(compile_one).collect()
    } else {
        funcs.iter().map(compile_one).collect()
    };
    let mut compiled = Vec::with_capacity(funcs.len());
    let mut errors = Vec::new();
    for (f, r) in funcs.into_iter().zip(results) {
        match r {
            Ok(c) => compiled.push((f, c)),
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(compiled)
    } else {
        Err(Error::Compile(errors))
    }
}

/// Parses, verifies and compiles `.ll` text.
///
/// ```
/// const SRC: &str = "define i64 @main() {\n  ret i64 42\n}\n";
/// let opts = egret::Options::default();
/// let (module, compiled) = egret::compile_text("m.ll", SRC, &opts)?;
/// assert!(module.func_by_name("main").is_some());
/// assert_eq!(compiled.functions.len(), 1);
/// let err = egret::compile_text("bad.ll", "define i64 @main() {", &opts).unwrap_err();
/// assert!(matches!(err, egret::Error::Ir(_)));
/// # Ok::<(), egret::Error>(())
/// ```
pub fn compile_text(
    name: &str,
    text: &str,
    opts: &Options,
) -> Result<(Module, CompiledModule), Error> {
    let (module, _warnings) = parse_text(name, text)?;
    let compiled = compile(&module, opts)?;
    Ok((module, compiled))
}

/// The runtime library's member objects for `target`: its IR sources
/// optimised at -O2 whatever the program's level (as a C library is), built
/// on first use for each target and shared for the rest of the process.
///
/// ```
/// let members = egret::runtime_members(egret::Target::default())?;
/// assert!(!members.is_empty());
/// # Ok::<(), egret::Error>(())
/// ```
pub fn runtime_members(target: Target) -> Result<Arc<Vec<ObjectFile>>, Error> {
    runtime_members_with(target, Builtins::Inline)
}

/// [`runtime_members`], with the routines' own calls to `putchar` inlined
/// or not (the JIT's copy keeps them, for a host function to stand in).
pub(crate) fn runtime_members_with(
    target: Target,
    builtins: Builtins,
) -> Result<Arc<Vec<ObjectFile>>, Error> {
    type Cache = Mutex<HashMap<(Target, Builtins), Arc<Vec<ObjectFile>>>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let poisoned = |e: std::sync::PoisonError<_>| Error::Runtime(e.to_string());
    if let Some(members) = cache.lock().map_err(poisoned)?.get(&(target, builtins)) {
        return Ok(members.clone());
    }
    let optimize = |module: &mut Module| {
        legalize(module, target).map_err(|e| e.to_string())?;
        egret_egraph::optimize(module, &OptOptions::at(OptLevel::O2))
            .map(drop)
            .map_err(|e| e.to_string())
    };
    let how = egret_lower::runtime::RuntimeBuild {
        optimize: Some(&optimize),
        post_regalloc: post_regalloc_passes(OptLevel::O2),
        local_calls: true,
        allocate_lr: true,
        inline_putchar: builtins == Builtins::Inline,
    };
    let members =
        Arc::new(egret_lower::runtime::build_runtime_with(target, &how).map_err(Error::Runtime)?);
    let mut guard = cache.lock().map_err(poisoned)?;
    Ok(guard.entry((target, builtins)).or_insert(members).clone())
}

/// Links program objects with the runtime library members they need
/// ([`runtime_members`]) into an executable with start code.
///
/// ```
/// let src = "declare i32 @putchar(i32)\ndefine i64 @main() {\n  %c = call i32 @putchar(i32 72)\n  ret i64 0\n}\n";
/// let opts = egret::Options::default();
/// let (_, compiled) = egret::compile_text("hi.ll", src, &opts)?;
/// // `putchar` comes from the runtime library.
/// let exe = egret::link_with_runtime(&[compiled.object], opts.target)?;
/// let run = egret::run_executable(&exe, &["hi".into()], &egret::RunOptions::new(opts.target))?;
/// assert_eq!(run.output, b"H");
/// # Ok::<(), egret::Error>(())
/// ```
pub fn link_with_runtime(objects: &[ObjectFile], target: Target) -> Result<Executable, Error> {
    link_with_runtime_opts(objects, target, &LinkOptions::default())
}

/// [`link_with_runtime`] with link options (the input names for messages,
/// the memory layout). The runtime library is built and searched only when
/// the objects leave a symbol undefined, so self-contained objects link as
/// they would without it.
///
/// ```
/// const SRC: &str = "define i64 @main() {\n  ret i64 42\n}\n";
/// let opts = egret::Options::default();
/// let (_, compiled) = egret::compile_text("m.ll", SRC, &opts)?;
/// let link = egret::cpu0::link::LinkOptions::default();
/// let exe = egret::link_with_runtime_opts(&[compiled.object], opts.target, &link)?;
/// assert!(exe.main_returns_i64().is_some());
/// # Ok::<(), egret::Error>(())
/// ```
pub fn link_with_runtime_opts(
    objects: &[ObjectFile],
    target: Target,
    opts: &LinkOptions,
) -> Result<Executable, Error> {
    let mut inputs: Vec<ObjectFile> = objects.to_vec();
    if leaves_symbols_undefined(objects) {
        // (In the objects' byte order: a module naming its own may have
        // been compiled for it rather than for `target`.)
        let target = Target {
            endian: objects.first().map_or(target.endian, |o| o.endian),
            ..target
        };
        let members = runtime_members(target)?;
        let extra = egret_lower::runtime::select_members(objects, &members);
        inputs.extend(extra.into_iter().cloned());
    }
    link(&inputs, opts).map_err(|e| Error::Link(e.to_string()))
}

/// Whether some object refers to a symbol that no object defines globally.
fn leaves_symbols_undefined(objects: &[ObjectFile]) -> bool {
    use egret_cpu0::object::{Binding, SymbolKind};
    let defined: std::collections::HashSet<&str> = objects
        .iter()
        .flat_map(|o| &o.symbols)
        .filter(|s| s.section.is_some() && s.binding.is_visible())
        .map(|s| s.name.as_str())
        .collect();
    objects.iter().flat_map(|o| &o.symbols).any(|s| {
        s.section.is_none()
            && s.binding != Binding::Weak
            && s.kind != SymbolKind::Section
            && !s.name.is_empty()
            && !defined.contains(s.name.as_str())
    })
}

/// The step limit `egret run` and `egret bench` apply unless `--max-steps`
/// says otherwise: 4·10⁹ instructions, 12 s of CPU time for the simulator
/// (measured on an endless loop, ~335 M instructions/s), so a program that
/// never ends stops well within a minute. It is 500× what the longest program of
/// `tests/programs` (which `benches` use too) executes — 8.0 M instructions,
/// `miller_rabin.ll` at -O0 — and 4× the IR interpreter's
/// default limit (10⁹ IR instructions), since compiled code executes more
/// than one instruction per IR instruction.
///
/// ```
/// assert!(egret::DEFAULT_RUN_MAX_STEPS > 1_000_000_000);
/// ```
pub const DEFAULT_RUN_MAX_STEPS: u64 = 4_000_000_000;

/// Simulator settings for [`run_executable`].
///
/// ```
/// let opts = egret::RunOptions { strict: true, ..egret::RunOptions::new(egret::Target::default()) };
/// assert_eq!(opts.max_steps, None);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RunOptions {
    /// The machine (its ISA level decides what decodes).
    pub target: Target,
    /// Stop after this many instructions.
    pub max_steps: Option<u64>,
    /// Checked execution (the simulator's strict mode): trap on misaligned
    /// accesses, loads or `slt*` into `$zero`, division by zero and reads of
    /// memory never written, naming the source line.
    pub strict: bool,
}

impl RunOptions {
    /// Defaults for `target`: no step limit, not strict.
    ///
    /// ```
    /// let opts = egret::RunOptions::new(egret::Target::default());
    /// assert!(!opts.strict && opts.max_steps.is_none());
    /// ```
    pub fn new(target: Target) -> RunOptions {
        RunOptions {
            target,
            max_steps: None,
            strict: false,
        }
    }
}

/// A finished run.
///
/// ```
/// let opts = egret::Options::default();
/// let (_, c) = egret::compile_text("m.ll", "define i64 @main() {\n  ret i64 7\n}\n", &opts)?;
/// let exe = egret::link_with_runtime(&[c.object], opts.target)?;
/// let out = egret::run_executable(&exe, &["m".into()], &egret::RunOptions::new(opts.target))?;
/// assert_eq!((out.ret, out.output.len()), (7, 0));
/// # Ok::<(), egret::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunOutcome {
    /// `main`'s result: i64 in `$v0/$v1` if `main` returns i64, else `$v0`
    /// sign-extended.
    pub ret: i64,
    /// What the program wrote to the output port.
    pub output: Vec<u8>,
    /// Instructions, pipeline cycles and `cpu0.v` clocks.
    pub counters: Counters,
}

/// A simulator loaded with `exe` and `args` as `argv` (`argv[0]` first),
/// ready to run: the setup [`run_executable`] and `egret run` share. The
/// byte order is the executable's; `opts.target` gives the ISA level.
///
/// ```
/// const SRC: &str = "define i64 @main() {\n  ret i64 42\n}\n";
/// let opts = egret::Options::default();
/// let (_, compiled) = egret::compile_text("m.ll", SRC, &opts)?;
/// let exe = egret::link_with_runtime(&[compiled.object], opts.target)?;
/// let mut machine = egret::load_executable(&exe, &["m".into()], &egret::RunOptions::new(opts.target))?;
/// machine.run().expect("no trap");
/// assert_eq!(machine.result_i64(), 42);
/// # Ok::<(), egret::Error>(())
/// ```
pub fn load_executable(
    exe: &Executable,
    args: &[String],
    opts: &RunOptions,
) -> Result<Machine, Error> {
    let config = SimConfig {
        level: opts.target.isa,
        endian: exe.endian,
        strict: opts.strict,
        max_steps: opts.max_steps,
    };
    let load = |e: egret_cpu0::sim::LoadError| Error::Link(e.to_string());
    let mut machine = Machine::from_executable(exe, config).map_err(load)?;
    machine.set_args(exe, args).map_err(load)?;
    Ok(machine)
}

/// Runs `exe` on the simulator with `args` as `argv` (`argv[0]` first).
///
/// ```
/// let src = "define i64 @main(i32 %argc, i8** %argv) {\n  %n = sext i32 %argc to i64\n  ret i64 %n\n}\n";
/// let opts = egret::Options::default();
/// let (_, compiled) = egret::compile_text("args.ll", src, &opts)?;
/// let exe = egret::link_with_runtime(&[compiled.object], opts.target)?;
/// let run_opts = egret::RunOptions { max_steps: Some(100_000), ..egret::RunOptions::new(opts.target) };
/// let run = egret::run_executable(&exe, &["args".into(), "a".into(), "b".into()], &run_opts)?;
/// assert_eq!(run.ret, 3);
/// assert!(run.counters.insts > 0);
/// # Ok::<(), egret::Error>(())
/// ```
pub fn run_executable(
    exe: &Executable,
    args: &[String],
    opts: &RunOptions,
) -> Result<RunOutcome, Error> {
    let mut machine = load_executable(exe, args, opts)?;
    if let Err(trap) = machine.run() {
        return Err(Error::Trap {
            location: debug::describe_address(exe, trap.pc),
            trap,
            output: machine.take_output(),
        });
    }
    let ret = if exe.main_returns_i64() == Some(true) {
        machine.result_i64()
    } else {
        machine.result_i32()
    };
    Ok(RunOutcome {
        ret,
        counters: machine.counters(),
        output: machine.take_output(),
    })
}
