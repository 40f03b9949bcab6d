//! The JIT embedder API: hand egret LLVMlite, get functions you can call,
//! and let compiled code call back into Rust.
//!
//! ```
//! use egret::jit::{Jit, JitOptions};
//!
//! let mut jit = Jit::new(JitOptions::default()); // -O2, big-endian cpu032II
//! jit.register_host_fn("host_twice", |args: &[i64]| args[0] * 2)?;
//! jit.add_ir(
//!     "declare i64 @host_twice(i64)
//!      define i64 @fac(i64 %n) {
//!        %small = icmp sle i64 %n, 1
//!        br i1 %small, label %done, label %rec
//!      done:
//!        ret i64 1
//!      rec:
//!        %m = sub i64 %n, 1
//!        %f = call i64 @fac(i64 %m)
//!        %r = mul i64 %n, %f
//!        ret i64 %r
//!      }
//!      define i64 @twice_fac(i64 %n) {
//!        %f = call i64 @fac(i64 %n)
//!        %r = call i64 @host_twice(i64 %f)
//!        ret i64 %r
//!      }",
//! )?;
//! assert_eq!(jit.call("fac", &[10])?, 3_628_800);
//! assert_eq!(jit.call("twice_fac", &[5])?, 240);
//! # Ok::<(), egret::Error>(())
//! ```
//!
//! # How it is built
//!
//! A [`Jit`] owns one simulated Cpu0 machine for its whole life, and every
//! module is *linked incrementally* into it rather than relinking the
//! world: [`Jit::add_ir`] parses and verifies the text, compiles the module
//! (its functions in parallel, [`crate::compile`]), links the object — plus
//! whatever runtime-library members it needs that are not loaded yet — at
//! the next free code address against the symbols of everything loaded
//! before ([`egret_cpu0::link::link_incremental`]), and copies the result
//! into the machine. Nothing already loaded moves, so addresses the embedder
//! or compiled code hold stay valid, and adding a module costs what that
//! module costs, not what everything loaded so far costs. Until the load
//! succeeds nothing is changed, so a module that fails to parse, compile or
//! link leaves the JIT exactly as it was.
//!
//! **Redefinition.** A module may define a function that an earlier one
//! defined. Later modules and [`Jit::call`] use the new definition, and so
//! does all code loaded earlier: the first word of every older copy is
//! overwritten with a `jmp` to the new one, so direct calls compiled into
//! old code, function pointers taken earlier and calls within the old
//! module itself all arrive at the newest definition (one extra `jmp`).
//! At -O1/-O2 the functions of the old module that may have *inlined* the
//! old body are compiled again against the new one and redirected the same
//! way (`redefine.rs`), so redefinition means the same at every level.
//! Globals are not redirected: a redefined global is new storage that later
//! modules and [`Jit::symbol_address`] see.
//!
//! **Memory map** (16 MiB, as `cpu0.v`):
//!
//! ```text
//! 0x0000_0000  unused (a null pointer reads 0xFF bytes, as in cpu0.v;
//!              nothing traps there)
//! 0x0000_0100  CODE_BASE: modules' code and data, in load order
//! 0x0080_0000  CODE_END = HEAP_BASE: the embedder's heap (Jit::alloc)
//! 0x00C0_0000  HEAP_END = GUEST_HEAP_BASE: `_end`, where the runtime's
//!              malloc starts; it grows toward the stack
//! 0x00FF_0000  STACK_TOP: $sp at the start of every call
//! ```
//!
//! Code stays below 8 MiB so a redirecting `jmp` (±8 MiB) always reaches.
//!
//! **Calls.** [`Jit::call`] resets the registers and the step counter,
//! marshals the `i64` arguments per the function's IR signature and the
//! O32 ABI ([`FnSignature`]; i64 in register pairs or stack words, narrower
//! types truncated), runs until the function returns, and gives the result
//! extended per the return type. A trap ends the call with
//! [`Error::Trap`], whose location names the function, offset and source
//! line of the faulting instruction — taken from the backend's per-word
//! source locations, so no DWARF is needed — and the next call starts from
//! a clean state. Memory is never reset: globals, the heaps and whatever the
//! embedder wrote persist across calls. Each call records its counters
//! ([`Jit::last_call_stats`]).
//!
//! **Host functions** ([`Jit::register_host_fn`],
//! [`Jit::register_host_fn_with_memory`]) live at addresses in the
//! simulator's host-call range, where a transfer runs the Rust closure
//! instead of an instruction. The IR declaration, not the closure, fixes
//! their signature: the first module that declares one decides where its
//! arguments are read from, and a later module that declares it
//! differently is an [`Error::Host`].
//!
//! **Speed.** The latency from text to a callable function is parse +
//! verify + (at -O2) the mid-end + the backend, whose functions compile in
//! parallel, + an incremental link of one object. The runtime library is
//! built once per process and target, and only when a module first needs
//! one of its members. A new JIT's 16 MiB of simulated memory is mapped
//! lazily: pages are backed when first touched, so [`Jit::new`] costs
//! microseconds. `benches/jit.rs` measures it.
//!
//! **Tiered compilation** ([`JitOptions::tiering`], `tier.rs`). Modules are
//! compiled at -O0 for the shortest wait; a function the embedder has
//! called [`Tiering::threshold`] times is compiled again at
//! [`JitOptions::opt`] on a background thread and swapped in between two
//! calls through the redefinition mechanism above. Results are the same at
//! either tier; [`CallStats::tier`] and [`Jit::tiering_stats`] tell which
//! ran and what was promoted.

mod abi;
mod host;
mod load;
mod memory;
mod redefine;
mod tier;
mod typed;

pub use crate::{OptLevel, Target};
pub use abi::{FnSignature, ValType};
pub use egret_cpu0::isa::{Endian, IsaLevel};
pub use egret_lower::RegallocAlgorithm;
pub use memory::Memory;
pub use tier::{Tiering, TieringStats};
pub use typed::{JitArgs, JitReturn, JitValue, TypedFn};

use crate::Error;
use abi::{arg_words, result_value};
use egret_cpu0::exec::{LinkedSymbol, SymbolTable};
use egret_cpu0::isa::Reg;
use egret_cpu0::object::{Binding, SymbolKind};
use egret_cpu0::sim::{
    CallResult, Counters, HOST_CALL_BASE, Machine, SimConfig, Trap, TrapKind, host_fn_address,
};
use egret_llvmlite::{Module, SrcLoc};
use egret_lower::abi::AbiSignature;
use host::HostEntry;
use memory::{Heap, Reader};
use redefine::ModuleRecord;
use std::collections::BTreeMap;
use std::fmt::{self, Write as _};
use std::sync::{Arc, Mutex};

/// First address of module code and data.
///
/// ```
/// # use egret::jit::*;
/// assert!(CODE_BASE < CODE_END && CODE_END == HEAP_BASE);
/// assert!(HEAP_END == GUEST_HEAP_BASE && GUEST_HEAP_BASE < STACK_TOP);
/// # Ok::<(), egret::Error>(())
/// ```
pub const CODE_BASE: u32 = egret_cpu0::link::TEXT_BASE;
/// End of the module region (exclusive); a redirecting `jmp` reaches across it.
pub const CODE_END: u32 = 0x0080_0000;
/// First address of the embedder's heap ([`Jit::alloc`]).
pub const HEAP_BASE: u32 = CODE_END;
/// End of the embedder's heap (exclusive).
pub const HEAP_END: u32 = 0x00C0_0000;
/// Where the runtime's `malloc` starts (the linker symbol `_end`).
pub const GUEST_HEAP_BASE: u32 = HEAP_END;
/// `$sp` at the start of every call.
pub const STACK_TOP: u32 = egret_cpu0::link::STACK_TOP;
/// The default per-call step limit of [`JitOptions`].
///
/// ```
/// # use egret::jit::*;
/// assert_eq!(JitOptions::default().max_steps, Some(DEFAULT_MAX_STEPS));
/// # Ok::<(), egret::Error>(())
/// ```
pub const DEFAULT_MAX_STEPS: u64 = 1_000_000_000;

/// How a [`Jit`] compiles and runs code.
///
/// ```
/// use egret::jit::{Endian, IsaLevel, JitOptions, OptLevel};
///
/// let opts = JitOptions::default()
///     .with_opt(OptLevel::O0)
///     .with_endian(Endian::Little)
///     .with_isa(IsaLevel::Cpu032I)
///     .with_max_steps(Some(10_000));
/// assert_eq!(opts.target.endian, Endian::Little);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JitOptions {
    /// Optimization level (default -O2).
    pub opt: OptLevel,
    /// Byte order and ISA level (default big-endian cpu032II).
    pub target: Target,
    /// Instructions one call may execute before it traps (`None`: no limit).
    pub max_steps: Option<u64>,
    /// Checked execution (the simulator's strict mode, default off): a call
    /// traps with [`Error::Trap`], naming the function and source line, on a
    /// misaligned access, a load or `slt*` into `$zero`, a division by zero
    /// and a read of memory that was never written, as `egret interp`
    /// reports those errors. Off, code behaves as the hardware does: a
    /// division by zero gives the hardware's result (0 for `sdiv`/`srem`)
    /// and reads of unwritten memory are not checked.
    pub strict: bool,
    /// Check every register allocation (default: on in debug builds).
    pub check_regalloc: bool,
    /// Tiered compilation (default off): modules are compiled at -O0 and
    /// the functions the embedder calls often are compiled again at
    /// [`JitOptions::opt`] in the background and swapped in (`tier.rs`).
    pub tiering: Option<Tiering>,
    /// The register allocator for code compiled at the base level (the
    /// JIT's level, or -O0 under tiering); the top tier of tiered
    /// compilation always uses the backtracking allocator. `None` (the
    /// default) picks the single-pass allocator for the -O0 base tier of
    /// tiered compilation, whose hot functions are compiled again, and the
    /// backtracking allocator everywhere else ([`RegallocAlgorithm`] says
    /// what each costs).
    pub regalloc: Option<RegallocAlgorithm>,
}

impl Default for JitOptions {
    /// -O2, big-endian cpu032II, [`DEFAULT_MAX_STEPS`] per call.
    fn default() -> Self {
        JitOptions {
            opt: OptLevel::O2,
            target: Target::default(),
            max_steps: Some(DEFAULT_MAX_STEPS),
            strict: false,
            check_regalloc: cfg!(debug_assertions),
            tiering: None,
            regalloc: None,
        }
    }
}

impl JitOptions {
    /// With optimization level `opt`.
    ///
    /// ```
    /// # use egret::jit::*;
    /// assert_eq!(JitOptions::default().with_opt(OptLevel::O0).opt, OptLevel::O0);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn with_opt(mut self, opt: OptLevel) -> Self {
        self.opt = opt;
        self
    }

    /// With byte order `endian`.
    ///
    /// ```
    /// # use egret::jit::*;
    /// assert_eq!(JitOptions::default().with_endian(Endian::Little).target.endian, Endian::Little);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn with_endian(mut self, endian: Endian) -> Self {
        self.target.endian = endian;
        self
    }

    /// With ISA level `isa`.
    ///
    /// ```
    /// # use egret::jit::*;
    /// assert_eq!(JitOptions::default().with_isa(IsaLevel::Cpu032I).target.isa, IsaLevel::Cpu032I);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn with_isa(mut self, isa: IsaLevel) -> Self {
        self.target.isa = isa;
        self
    }

    /// With a per-call step limit.
    ///
    /// ```
    /// # use egret::jit::*;
    /// assert_eq!(JitOptions::default().with_max_steps(None).max_steps, None);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn with_max_steps(mut self, max_steps: Option<u64>) -> Self {
        self.max_steps = max_steps;
        self
    }

    /// With or without checked execution ([`JitOptions::strict`]): traps
    /// on division by zero, reads of never-written memory and misaligned
    /// accesses instead of the hardware's results.
    ///
    /// ```
    /// # use egret::jit::*;
    /// let mut jit = Jit::new(JitOptions::default().with_strict(true));
    /// jit.add_ir("define i32 @div(i32 %a, i32 %b) {\n  %q = sdiv i32 %a, %b\n  ret i32 %q\n}\n")?;
    /// assert!(matches!(jit.call("div", &[1, 0]), Err(egret::Error::Trap { .. })));
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn with_strict(mut self, strict: bool) -> Self {
        self.strict = strict;
        self
    }

    /// With or without tiered compilation ([`JitOptions::tiering`]).
    ///
    /// ```
    /// # use egret::jit::*;
    /// let opts = JitOptions::default().with_tiering(Some(Tiering { threshold: 50 }));
    /// assert_eq!(opts.tiering.map(|t| t.threshold), Some(50));
    /// ```
    pub fn with_tiering(mut self, tiering: Option<Tiering>) -> Self {
        self.tiering = tiering;
        self
    }

    /// With register allocator `regalloc` at the base level (`None`: the
    /// default choice, see [`JitOptions::regalloc`]).
    ///
    /// ```
    /// use egret::jit::{Jit, JitOptions, OptLevel, RegallocAlgorithm};
    /// let opts = JitOptions::default()
    ///     .with_opt(OptLevel::O0)
    ///     .with_regalloc(Some(RegallocAlgorithm::SinglePass));
    /// let mut jit = Jit::new(opts);
    /// jit.add_ir("define i64 @twice(i64 %x) {\n  %r = add i64 %x, %x\n  ret i64 %r\n}\n")?;
    /// assert_eq!(jit.call("twice", &[21])?, 42);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn with_regalloc(mut self, regalloc: Option<RegallocAlgorithm>) -> Self {
        self.regalloc = regalloc;
        self
    }
}

/// What one call did, for comparing code quality.
///
/// ```
/// # use egret::jit::*;
/// # let mut jit = Jit::new(JitOptions::default());
/// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
/// let (_, stats) = jit.call_with_stats("add", &[1, 2])?;
/// assert!(stats.insts > 0 && stats.cycles >= stats.insts && stats.host_calls == 0);
/// # Ok::<(), egret::Error>(())
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct CallStats {
    /// Instructions executed (delay slots included).
    pub insts: u64,
    /// Cycles of the simulator's 5-stage pipeline model.
    pub cycles: u64,
    /// `cpu0.v` clocks (5 per instruction).
    pub clocks: u64,
    /// Host functions called.
    pub host_calls: u64,
    /// The optimization level of the called function's code (`None` for an
    /// address outside compiled functions); with tiering, -O0 until the
    /// function is promoted ([`Tiering`]).
    pub tier: Option<OptLevel>,
}

impl From<Counters> for CallStats {
    fn from(c: Counters) -> Self {
        CallStats {
            insts: c.insts,
            cycles: c.cycles,
            clocks: c.clocks,
            host_calls: c.host_calls,
            tier: None,
        }
    }
}

/// What [`Jit::add_ir`] loaded.
///
/// ```
/// # use egret::jit::*;
/// let mut jit = Jit::new(JitOptions::default());
/// let loaded = jit.add_ir("define i64 @f() {\n  ret i64 0\n}\n")?;
/// assert_eq!(loaded.name, "jit1.ll");
/// assert_eq!(loaded.functions, ["f"]);
/// assert!(loaded.warnings.is_empty());
/// # Ok::<(), egret::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadedModule {
    /// The name diagnostics and trap locations use (`jit1.ll`, ...).
    pub name: String,
    /// The external functions it defined, in module order.
    pub functions: Vec<String>,
    /// Rendered parser warnings (e.g. a call to an undeclared function).
    pub warnings: Vec<String>,
}

/// A compiled function the embedder can call.
#[derive(Clone, Debug)]
struct JitFunction {
    addr: u32,
    sig: FnSignature,
    abi: AbiSignature,
    /// The optimization level its current code was compiled at.
    tier: OptLevel,
}

/// The code of one compiled function, for naming trap addresses.
#[derive(Clone, Debug)]
struct CodeRange {
    start: u32,
    end: u32,
    name: String,
    /// Index into `Jit::records`.
    module: usize,
    /// The source location of every instruction word.
    locs: Vec<SrcLoc>,
    /// The optimization level it was compiled at.
    tier: OptLevel,
}

/// The name of the file `loc` is in.
fn file_name(module: &Module, loc: SrcLoc) -> &str {
    module
        .files
        .get(loc.file as usize)
        .map_or("<unknown>", |f| f.name.as_str())
}

/// The text of the source line `loc` is on, when the module kept its text.
fn line_text(module: &Module, loc: SrcLoc) -> Option<&str> {
    let text = module.files.get(loc.file as usize)?.text.as_deref()?;
    let line = text.lines().nth(loc.line.checked_sub(1)? as usize)?;
    Some(line.trim()).filter(|l| !l.is_empty())
}

/// `file:line:col` of `loc` in `module`.
fn position(module: &Module, loc: SrcLoc) -> String {
    format!("{}:{loc}", file_name(module, loc))
}

/// A JIT: modules compiled into one simulated Cpu0 machine, callable by name.
/// See the [module documentation](self) for the design.
///
/// ```
/// # use egret::jit::*;
/// # let mut jit = Jit::new(JitOptions::default());
/// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
/// assert_eq!(jit.call("add", &[40, 2])?, 42);
/// # Ok::<(), egret::Error>(())
/// ```
pub struct Jit {
    options: JitOptions,
    machine: Machine,
    /// Every symbol loaded so far, host functions and `_end` included.
    symbols: SymbolTable,
    /// Where the next module's code goes.
    next_code: u32,
    /// The callable external functions, by name (latest definition).
    functions: BTreeMap<String, JitFunction>,
    /// Every address each function name was linked at, oldest first.
    definitions: BTreeMap<String, Vec<u32>>,
    /// Compiled functions' code, by start address.
    code: Vec<CodeRange>,
    /// Every module loaded, in load order.
    records: Vec<ModuleRecord>,
    hosts: BTreeMap<String, HostEntry>,
    heap: Arc<Mutex<Heap>>,
    last_stats: Option<CallStats>,
    /// Modules offered so far (names `jit1.ll`, `jit2.ll`, ...).
    offered: usize,
    /// Call counts and background compiles of tiered compilation.
    tiers: tier::TierState,
}

impl fmt::Debug for Jit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Jit")
            .field("options", &self.options)
            .field("functions", &self.functions.keys().collect::<Vec<_>>())
            .field("host_fns", &self.hosts.keys().collect::<Vec<_>>())
            .field("next_code", &format_args!("{:#x}", self.next_code))
            .finish_non_exhaustive()
    }
}

impl Jit {
    /// An empty JIT: no modules, no host functions. Nothing is compiled or
    /// allocated on the simulated machine yet, so this cannot fail.
    ///
    /// ```
    /// use egret::jit::{Jit, JitOptions, OptLevel};
    ///
    /// let jit = Jit::new(JitOptions::default().with_opt(OptLevel::O1));
    /// assert_eq!(jit.options().opt, OptLevel::O1);
    /// assert_eq!(jit.functions().count(), 0);
    /// ```
    pub fn new(options: JitOptions) -> Jit {
        let config = SimConfig {
            level: options.target.isa,
            endian: options.target.endian,
            strict: options.strict,
            max_steps: options.max_steps,
        };
        let mut symbols = SymbolTable::new();
        // The runtime's malloc stops at `__stack_limit`: half way up, as the
        // static linker splits heap and stack (docs/memory-map.md).
        // (The constants always leave room, so the fallback never applies.)
        let stack_limit = egret_cpu0::link::stack_limit(GUEST_HEAP_BASE, STACK_TOP, None)
            .unwrap_or(GUEST_HEAP_BASE);
        for (name, addr) in [
            ("_end", GUEST_HEAP_BASE),
            (egret_cpu0::link::STACK_LIMIT_SYMBOL, stack_limit),
            ("__stack_top", STACK_TOP),
        ] {
            symbols.define(LinkedSymbol {
                name: name.to_string(),
                addr,
                size: 0,
                kind: SymbolKind::NoType,
                binding: Binding::Global,
            });
        }
        // Compiled code that recurses past the limit traps with "stack
        // overflow" instead of writing into the guest heap.
        let mut machine = Machine::new(config);
        machine.set_stack_limit(Some(stack_limit));
        Jit {
            options,
            machine,
            symbols,
            next_code: CODE_BASE,
            functions: BTreeMap::new(),
            definitions: BTreeMap::new(),
            code: Vec::new(),
            records: Vec::new(),
            hosts: BTreeMap::new(),
            heap: Arc::new(Mutex::new(Heap::new(HEAP_BASE, HEAP_END))),
            last_stats: None,
            offered: 0,
            tiers: tier::TierState::default(),
        }
    }

    /// The options this JIT was made with.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// assert_eq!(jit.options().opt, OptLevel::O2);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn options(&self) -> &JitOptions {
        &self.options
    }

    /// Changes the per-call step limit for later calls.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// jit.set_max_steps(Some(3));
    /// assert!(matches!(jit.call("add", &[1, 2]), Err(egret::Error::Trap { .. })));
    /// jit.set_max_steps(None);
    /// assert_eq!(jit.call("add", &[1, 2])?, 3);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn set_max_steps(&mut self, max_steps: Option<u64>) {
        self.options.max_steps = max_steps;
    }

    // ----- host functions -----------------------------------------------------------

    /// Makes `f` callable from compiled code as `name`. Compiled code declares
    /// it (`declare i64 @name(i64, i64)`) and the declaration decides how
    /// many arguments `f` receives and of which types; each arrives as an
    /// `i64` (pointers zero-extended, narrower integers sign-extended), and
    /// the result is truncated to the declared return type (ignored for
    /// `void`). Registering a name again replaces the function.
    ///
    /// ```
    /// # use egret::jit::{Jit, JitOptions};
    /// let mut jit = Jit::new(JitOptions::default());
    /// jit.register_host_fn("mix", |a: &[i64]| a[0] * 100 + a[1] * 10 + a[2])?;
    /// jit.add_ir("declare i64 @mix(i64, i32, i64)\ndefine i64 @f() {\n  %r = call i64 @mix(i64 1, i32 2, i64 3)\n  ret i64 %r\n}\n")?;
    /// assert_eq!(jit.call("f", &[])?, 123);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn register_host_fn(
        &mut self,
        name: &str,
        mut f: impl FnMut(&[i64]) -> i64 + Send + 'static,
    ) -> Result<(), Error> {
        self.register_host_fn_with_memory(name, move |_, args| Ok(f(args)))
    }

    /// Like [`Jit::register_host_fn`], for a function that reads or writes
    /// simulated memory (or allocates from the JIT heap) and may fail. An
    /// error, or a panic, stops the running call with [`Error::Trap`].
    ///
    /// ```
    /// # use egret::jit::{Jit, JitOptions};
    /// let mut jit = Jit::new(JitOptions::default());
    /// // void fill(i32* p, i32 n, i32 v): p[0..n] = v
    /// jit.register_host_fn_with_memory("fill", |mem, a| {
    ///     for i in 0..a[1] as u32 {
    ///         mem.write_i32(a[0] as u32 + 4 * i, a[2] as i32)?;
    ///     }
    ///     Ok(0)
    /// })?;
    /// jit.add_ir("declare void @fill(i32*, i32, i32)
    ///   define i32 @sum3() {
    ///     %a = alloca [3 x i32]
    ///     %p = getelementptr [3 x i32], [3 x i32]* %a, i32 0, i32 0
    ///     call void @fill(i32* %p, i32 3, i32 7)
    ///     %q = getelementptr i32, i32* %p, i32 2
    ///     %v = load i32, i32* %q
    ///     %w = load i32, i32* %p
    ///     %s = add i32 %v, %w
    ///     ret i32 %s
    ///   }")?;
    /// assert_eq!(jit.call("sum3", &[])?, 14);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn register_host_fn_with_memory(
        &mut self,
        name: &str,
        f: impl FnMut(&mut Memory<'_>, &[i64]) -> Result<i64, Error> + Send + 'static,
    ) -> Result<(), Error> {
        if name.is_empty() {
            return Err(Error::Host("a host function needs a name".to_string()));
        }
        if !self.hosts.contains_key(name) && self.symbols.get(name).is_some() {
            return Err(Error::Host(format!(
                "cannot register host function `{name}`: compiled code already defines it"
            )));
        }
        if !self.hosts.contains_key(name) {
            // Host function k lives at HOST_CALL_BASE + 8k, below 0x8000_0000.
            let slots = (0x8000_0000 - HOST_CALL_BASE as usize) / 8;
            if self.hosts.len() >= slots {
                return Err(Error::Host(format!(
                    "cannot register host function `{name}`: too many host functions"
                )));
            }
            let addr = host_fn_address(self.hosts.len() as u32);
            self.symbols.define(LinkedSymbol {
                name: name.to_string(),
                addr,
                size: 8,
                kind: SymbolKind::Func,
                binding: Binding::Global,
            });
            self.hosts.insert(
                name.to_string(),
                HostEntry {
                    addr,
                    sig: None,
                    pending: None,
                },
            );
        }
        let Some(entry) = self.hosts.get_mut(name) else {
            return Err(Error::Host(format!("host function `{name}` vanished")));
        };
        entry.pending = Some(Box::new(f));
        entry.install(name, &mut self.machine, &self.heap)
    }

    /// The names of the registered host functions and, once a module has
    /// declared them, their signatures.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// jit.register_host_fn("twice", |a: &[i64]| a[0] * 2)?;
    /// let names: Vec<&str> = jit.host_fns().map(|(n, _)| n).collect();
    /// assert_eq!(names, ["twice"]);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn host_fns(&self) -> impl Iterator<Item = (&str, Option<&FnSignature>)> {
        self.hosts.iter().map(|(n, e)| (n.as_str(), e.sig.as_ref()))
    }

    // ----- calls ------------------------------------------------------------------

    /// Calls the compiled function `name` with `args` (one per parameter,
    /// converted per the IR signature) and returns its result extended to
    /// `i64` (0 for `void`). A trap is [`Error::Trap`] with the source
    /// line; the JIT stays usable.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// assert_eq!(jit.call("add", &[40, 2])?, 42);
    /// // An argument that does not fit its parameter is refused, not cut.
    /// assert!(jit.call("add", &[1, 1 << 40]).is_err());
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn call(&mut self, name: &str, args: &[i64]) -> Result<i64, Error> {
        self.call_with_stats(name, args).map(|(v, _)| v)
    }

    /// [`Jit::call`], also returning what the call executed: embedders
    /// compare code quality this way (here, -O0 against -O2).
    ///
    /// ```
    /// # use egret::jit::{Jit, JitOptions, OptLevel};
    /// let src = "define i64 @sum(i64 %n) {
    /// entry:
    ///   br label %loop
    /// loop:
    ///   %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
    ///   %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
    ///   %s1 = add i64 %s, %i
    ///   %i1 = add i64 %i, 1
    ///   %more = icmp slt i64 %i1, %n
    ///   br i1 %more, label %loop, label %done
    /// done:
    ///   ret i64 %s1
    /// }";
    /// for opt in [OptLevel::O0, OptLevel::O2] {
    ///     let mut jit = Jit::new(JitOptions::default().with_opt(opt));
    ///     jit.add_ir(src)?;
    ///     let (v, stats) = jit.call_with_stats("sum", &[100])?;
    ///     assert_eq!(v, 4950);
    ///     assert!(stats.insts > 100 && stats.cycles >= stats.insts);
    ///     assert_eq!(jit.last_call_stats(), Some(stats));
    ///     println!("{opt:?}: {} instructions, {} cycles", stats.insts, stats.cycles);
    /// }
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn call_with_stats(&mut self, name: &str, args: &[i64]) -> Result<(i64, CallStats), Error> {
        self.before_call(name);
        let f = self.function(name)?.clone();
        check_args(name, &f.sig, args)?;
        self.invoke(f.addr, &f.sig, &f.abi, args)
    }

    /// Calls the code at `addr` (a function pointer compiled code handed
    /// out, say) as a function of signature `sig`.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let addr = jit.symbol_address("add")?;
    /// let sig = jit.signature("add").expect("compiled").clone();
    /// let (v, _) = jit.call_address(addr, &sig, &[1, 2])?;
    /// assert_eq!(v, 3);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn call_address(
        &mut self,
        addr: u32,
        sig: &FnSignature,
        args: &[i64],
    ) -> Result<(i64, CallStats), Error> {
        check_args(&format!("{addr:#x}"), sig, args)?;
        let abi = sig.abi(self.options.target.endian);
        self.invoke(addr, sig, &abi, args)
    }

    fn function(&self, name: &str) -> Result<&JitFunction, Error> {
        if let Some(f) = self.functions.get(name) {
            return Ok(f);
        }
        if self.hosts.contains_key(name) {
            return Err(Error::Call(format!(
                "`{name}` is a host function, not a compiled one"
            )));
        }
        match self.symbols.get(name) {
            Some(s) if s.kind != SymbolKind::Func => {
                Err(Error::Call(format!("`{name}` is not a function")))
            }
            Some(_) => Err(Error::Call(format!(
                "`{name}` cannot be called from the embedder (runtime-library function or unsupported signature)"
            ))),
            None => Err(Error::UndefinedSymbol(name.to_string())),
        }
    }

    fn invoke(
        &mut self,
        addr: u32,
        sig: &FnSignature,
        abi: &AbiSignature,
        args: &[i64],
    ) -> Result<(i64, CallStats), Error> {
        let words = arg_words(sig, abi, args);
        let r = self.run(addr, &words)?;
        let stats = CallStats {
            tier: self.code_range(addr).map(|range| range.tier),
            ..CallStats::from(r.counters)
        };
        self.last_stats = Some(stats);
        Ok((result_value(sig, abi, r.v0, r.v1), stats))
    }

    /// Runs one call from a clean register state.
    fn run(&mut self, addr: u32, words: &[u32]) -> Result<CallResult, Error> {
        self.machine.reset_registers();
        self.machine.set_reg(Reg::SP, STACK_TOP);
        self.machine.set_max_steps(self.options.max_steps);
        match self.machine.call(addr, words) {
            Ok(r) => {
                self.last_stats = Some(r.counters.into());
                Ok(r)
            }
            Err(trap) => {
                self.last_stats = Some(self.machine.counters().into());
                let location = self.describe_trap(&trap);
                Err(Error::Trap {
                    trap,
                    location,
                    output: self.machine.take_output(),
                })
            }
        }
    }

    /// The counters of the last call (also of one that trapped).
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// assert_eq!(jit.last_call_stats(), None);
    /// jit.call("add", &[1, 2])?;
    /// assert!(jit.last_call_stats().is_some_and(|s| s.insts > 0));
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn last_call_stats(&self) -> Option<CallStats> {
        self.last_stats
    }

    /// Output compiled code wrote (through the runtime's `putchar`,
    /// `printf`, ...) and nobody has taken yet.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// jit.add_ir("declare i32 @putchar(i32)\ndefine void @hi() {\n  %c = call i32 @putchar(i32 72)\n  ret void\n}\n")?;
    /// jit.call("hi", &[])?;
    /// assert_eq!(jit.output(), b"H");
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn output(&self) -> &[u8] {
        self.machine.output()
    }

    /// Takes the output written so far (a trap moves it into the error).
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// jit.add_ir("declare i32 @putchar(i32)\ndefine void @hi() {\n  %c = call i32 @putchar(i32 72)\n  ret void\n}\n")?;
    /// jit.call("hi", &[])?;
    /// assert_eq!(jit.take_output(), b"H");
    /// assert!(jit.output().is_empty());
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn take_output(&mut self) -> Vec<u8> {
        self.machine.take_output()
    }

    // ----- names and addresses ----------------------------------------------------------

    /// The address of a function, global or host function.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// assert!(jit.symbol_address("g")? >= CODE_BASE);
    /// assert_eq!(jit.symbol_address("nope").unwrap_err().to_string(), "undefined symbol `nope`");
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn symbol_address(&self, name: &str) -> Result<u32, Error> {
        self.symbols
            .address(name)
            .ok_or_else(|| Error::UndefinedSymbol(name.to_string()))
    }

    /// The signature of compiled function `name`.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// assert_eq!(jit.signature("add").map(ToString::to_string).as_deref(), Some("i64 (i64, i32)"));
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn signature(&self, name: &str) -> Option<&FnSignature> {
        self.functions.get(name).map(|f| &f.sig)
    }

    /// Every callable compiled function and its signature, by name.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let names: Vec<&str> = jit.functions().map(|(n, _)| n).collect();
    /// assert_eq!(names, ["add"]);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn functions(&self) -> impl Iterator<Item = (&str, &FnSignature)> {
        self.functions.iter().map(|(n, f)| (n.as_str(), &f.sig))
    }

    /// Names `addr` for messages: `fac+0x14 (jit1.ll:7:3)` followed by the
    /// source line when the module's text is known, else the nearest symbol.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let a = jit.symbol_address("add")?;
    /// assert!(jit.describe_address(a).starts_with("add"));
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn describe_address(&self, addr: u32) -> String {
        if let Some(range) = self.code_range(addr) {
            let offset = addr - range.start;
            let mut out = if offset == 0 {
                range.name.clone()
            } else {
                format!("{}+{offset:#x}", range.name)
            };
            let module = &self.records[range.module].module;
            if let Some(&loc) = range.locs.get((offset / 4) as usize)
                && loc.is_known()
            {
                let _ = write!(out, " ({})", position(module, loc));
                if let Some(line) = line_text(module, loc) {
                    let _ = write!(out, "\n{:>5} | {line}", loc.line);
                }
            }
            return out;
        }
        if let Some((name, entry)) = self.hosts.iter().find(|(_, e)| e.addr == addr) {
            return if entry.sig.is_some() {
                format!("host function `{name}`")
            } else {
                format!("host function `{name}` (no module declares it, so it cannot run yet)")
            };
        }
        match self.symbols.containing(addr) {
            Some(s) if addr < CODE_END && s.addr == addr => s.name.clone(),
            Some(s) if addr < CODE_END => format!("{}+{:#x}", s.name, addr - s.addr),
            _ => format!("{addr:#x}"),
        }
    }

    /// The compiled function whose code holds `addr`.
    fn code_range(&self, addr: u32) -> Option<&CodeRange> {
        let i = self.code.partition_point(|r| r.start <= addr);
        let range = &self.code[i.checked_sub(1)?];
        (addr < range.end).then_some(range)
    }

    fn describe_trap(&self, trap: &Trap) -> String {
        let here = self.describe_address(trap.pc);
        if trap.kind != TrapKind::Host {
            return here;
        }
        match self.machine.reg(Reg::LR) {
            u32::MAX => format!("{here}, called by the embedder"),
            lr => format!(
                "{here}, called from {}",
                self.describe_address(lr.wrapping_sub(8))
            ),
        }
    }

    // ----- memory -----------------------------------------------------------------

    /// Simulated memory and the JIT heap.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let mut mem = jit.memory();
    /// let p = mem.alloc_cstr("x")?;
    /// assert_eq!(mem.read_u8(p)?, b'x');
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn memory(&mut self) -> Memory<'_> {
        Memory::new(&mut self.machine, &self.heap)
    }

    /// Allocates `size` zeroed bytes (8-byte aligned) from the JIT heap.
    ///
    /// ```
    /// # use egret::jit::{Jit, JitOptions};
    /// let mut jit = Jit::new(JitOptions::default());
    /// jit.add_ir("define i64 @strlen(i8* %s) {
    /// entry:
    ///   br label %loop
    /// loop:
    ///   %n = phi i64 [ 0, %entry ], [ %n1, %next ]
    ///   %p = getelementptr i8, i8* %s, i64 %n
    ///   %c = load i8, i8* %p
    ///   %end = icmp eq i8 %c, 0
    ///   br i1 %end, label %done, label %next
    /// next:
    ///   %n1 = add i64 %n, 1
    ///   br label %loop
    /// done:
    ///   ret i64 %n
    /// }")?;
    /// let s = jit.alloc_cstr("hello, cpu0")?;
    /// assert_eq!(jit.call("strlen", &[s as i64])?, 11);
    /// jit.free(s)?;
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn alloc(&mut self, size: u32) -> Result<u32, Error> {
        self.memory().alloc(size)
    }

    /// Allocates a copy of `bytes`.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let p = jit.alloc_bytes(&[1, 2])?;
    /// assert_eq!(jit.read_bytes(p, 2)?, [1, 2]);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn alloc_bytes(&mut self, bytes: &[u8]) -> Result<u32, Error> {
        self.memory().alloc_bytes(bytes)
    }

    /// Allocates a NUL-terminated copy of `s`.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let p = jit.alloc_cstr("cpu0")?;
    /// assert_eq!(jit.read_cstr(p)?, "cpu0");
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn alloc_cstr(&mut self, s: &str) -> Result<u32, Error> {
        self.memory().alloc_cstr(s)
    }

    /// Frees a block from [`Jit::alloc`].
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let p = jit.alloc(8)?;
    /// jit.free(p)?;
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn free(&mut self, addr: u32) -> Result<(), Error> {
        self.memory().free(addr)
    }

    /// Reads `len` bytes of simulated memory.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let g = jit.symbol_address("g")?;
    /// assert_eq!(jit.read_bytes(g, 8)?, [0, 0, 0, 0, 0, 0, 0, 5]);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn read_bytes(&self, addr: u32, len: u32) -> Result<Vec<u8>, Error> {
        Reader(&self.machine).read_bytes(addr, len)
    }

    /// Writes bytes to simulated memory.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let g = jit.symbol_address("g")?;
    /// jit.write_bytes(g + 7, &[9])?;
    /// assert_eq!(jit.read_i64(g)?, 9);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn write_bytes(&mut self, addr: u32, bytes: &[u8]) -> Result<(), Error> {
        self.memory().write_bytes(addr, bytes)
    }

    /// Reads a NUL-terminated string (invalid UTF-8 is replaced).
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let p = jit.alloc_bytes(b"hey\0")?;
    /// assert_eq!(jit.read_cstr(p)?, "hey");
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn read_cstr(&self, addr: u32) -> Result<String, Error> {
        Reader(&self.machine).read_cstr(addr)
    }

    /// Reads an `i64` in the machine's byte order.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let g = jit.symbol_address("g")?;
    /// assert_eq!(jit.read_i64(g)?, 5);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn read_i64(&self, addr: u32) -> Result<i64, Error> {
        Reader(&self.machine).i64(addr)
    }

    /// Writes an `i64` in the machine's byte order.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let g = jit.symbol_address("g")?;
    /// jit.write_i64(g, 1 << 40)?;
    /// assert_eq!(jit.read_i64(g)?, 1 << 40);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn write_i64(&mut self, addr: u32, v: i64) -> Result<(), Error> {
        self.memory().write_i64(addr, v)
    }

    /// Reads an `i32` in the machine's byte order.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let g = jit.symbol_address("g")?;
    /// assert_eq!(jit.read_i32(g + 4)?, 5);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn read_i32(&self, addr: u32) -> Result<i32, Error> {
        Reader(&self.machine).u32(addr).map(|v| v as i32)
    }

    /// Writes an `i32` in the machine's byte order.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let p = jit.alloc(4)?;
    /// jit.write_i32(p, -3)?;
    /// assert_eq!(jit.read_i32(p)?, -3);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn write_i32(&mut self, addr: u32, v: i32) -> Result<(), Error> {
        self.memory().write_i32(addr, v)
    }
}

/// Checks that `args` fit `sig`: as many as it has parameters, each a
/// value of its parameter's type ([`ValType::fits`]); an argument is never
/// cut to fit.
fn check_args(name: &str, sig: &FnSignature, args: &[i64]) -> Result<(), Error> {
    if args.len() != sig.params.len() {
        return Err(Error::Call(format!(
            "`{name}` has type {sig}: {} argument(s) expected, {} given",
            sig.params.len(),
            args.len()
        )));
    }
    match sig
        .params
        .iter()
        .zip(args)
        .enumerate()
        .find(|(_, (t, v))| !t.fits(**v))
    {
        None => Ok(()),
        Some((k, (ty, v))) => Err(Error::Call(format!(
            "`{name}` has type {sig}: argument {} is {v}, which does not fit in {ty}",
            k + 1
        ))),
    }
}
