//! The per-function pipeline: lower → allocate → emit → finish.
//!
//! [`compile_function`] runs the stages in order and returns everything later
//! consumers need: the encoded bytes with relocations, line rows and CFI
//! (for DWARF), the frame layout, the function's ABI signature (for JIT
//! callers) and the final machine code (for `-S`). With
//! [`CompileOptions::check_regalloc`] regalloc2's SSA validator and its
//! symbolic checker verify every allocation; it is on in debug builds and in
//! tests.

use crate::abi::AbiSignature;
use crate::debug_vars::DebugVar;
use crate::emit::{FrameLayout, SymbolNames, emit_function, registers_to_save};
use crate::inst::Symbol;
use crate::lower::{LowerOptions, lower_function};
use crate::mach::{
    DebugFacts, Definitions, FinishedCode, MachFunction, MachPass, PassHooks, PassReport, VarPlace,
    label_ranges, run_passes,
};
use crate::reg::{RegChoice, machine_env};
use crate::target::{LowerError, Target};
use egret_llvmlite::{FuncRef, Module, Value};
use regalloc2::{Algorithm, RegallocOptions};

/// Backend settings.
#[derive(Clone, Debug)]
pub struct CompileOptions {
    /// The machine.
    pub target: Target,
    /// Validate SSA and check every register allocation with regalloc2's
    /// checker (default: on in debug builds).
    pub check_regalloc: bool,
    /// Passes over machine code after register allocation, in order (the
    /// -O2 delay-slot filler plugs in here).
    pub post_regalloc: Vec<MachPass>,
    /// The machine verifier, listings and statistics around those passes
    /// (`crate::mach::run_passes`); what they record comes back in
    /// [`CompiledFunction::passes`].
    pub pass_hooks: PassHooks,
    /// Use the module-local calling convention (`crate::abi`) for direct
    /// calls to the module's own functions that qualify (an optimization:
    /// off at -O0).
    pub local_calls: bool,
    /// Let the register allocator use `$lr` (an optimization: off at -O0;
    /// `crate::reg::RegChoice`).
    pub allocate_lr: bool,
    /// Lower calls to the runtime's `putchar` (declared, not defined in
    /// the module) to its store to the output port, whose result is the
    /// argument (an optimization: off at -O0; docs/runtime.md).
    pub inline_putchar: bool,
    /// Which of regalloc2's allocators assigns registers (default:
    /// [`RegallocAlgorithm::Backtracking`]).
    pub regalloc: RegallocAlgorithm,
}

/// Which register allocator compiles a function: a choice of compile time
/// against code quality, as Cranelift's `regalloc_algorithm` setting is.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum RegallocAlgorithm {
    /// regalloc2's backtracking allocator (`Ion`): live-range splitting,
    /// spill weights, move coalescing. What `egret compile` always uses.
    #[default]
    Backtracking,
    /// regalloc2's single-pass allocator (`Fastalloc`), which assigns
    /// registers in one backward walk over each block and spills every
    /// value live across a block boundary. Over `tests/programs` at -O0 it
    /// takes less than half the compile time of [`Self::Backtracking`], and the
    /// code executes about 1.7x the instructions: what a JIT's base tier,
    /// whose hot functions are compiled again, wants.
    SinglePass,
}

// Not derivable in debug builds, where the checker is on by default;
// clippy on a release build sees `cfg!(debug_assertions)` as `false`.
#[allow(clippy::derivable_impls)]
impl Default for CompileOptions {
    fn default() -> Self {
        CompileOptions {
            target: Target::default(),
            check_regalloc: cfg!(debug_assertions),
            post_regalloc: Vec::new(),
            pass_hooks: PassHooks::default(),
            local_calls: false,
            allocate_lr: false,
            inline_putchar: false,
            regalloc: RegallocAlgorithm::Backtracking,
        }
    }
}

/// Counters for one function, for reports and benchmarks.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct FunctionStats {
    /// VCode instructions before allocation.
    pub vcode_insts: usize,
    /// Virtual registers.
    pub vregs: usize,
    /// Spill slots regalloc2 needed.
    pub spill_slots: usize,
    /// Moves, spills and reloads regalloc2 inserted.
    pub regalloc_edits: usize,
}

/// One compiled function.
#[derive(Clone, Debug)]
pub struct CompiledFunction {
    /// Symbol name.
    pub name: String,
    /// Encoded code, relocations, line rows and CFI.
    pub code: FinishedCode,
    /// The stack frame.
    pub frame: FrameLayout,
    /// Where each fixed-size `alloca` lives once the prologue has run: its
    /// result value and the offset of its slot from the canonical frame
    /// address (the stack pointer at entry; always negative), in slot
    /// order. Debug information describes a variable whose home is the
    /// alloca as `DW_OP_fbreg` of this offset.
    pub alloca_cfa_offsets: Vec<(Value, i32)>,
    /// Where its arguments and result live.
    pub sig: AbiSignature,
    /// The final machine code (labels, fixups), for assembly output.
    pub mach: MachFunction,
    /// Counters.
    pub stats: FunctionStats,
    /// Listings and statistics of the passes after register allocation
    /// ([`CompileOptions::pass_hooks`]).
    pub passes: PassReport,
    /// Where the variables of the function's `dbg.value` records are in
    /// `code`: `(start, end, register)` byte ranges, by variable
    /// (`crate::lower::DebugVar`); only what is known to be right.
    pub variables: Vec<(DebugVar, Vec<VarRange>)>,
}

/// Where a variable is over one byte range of a function's code:
/// `(start, end, place)`.
pub type VarRange = (u32, u32, VarPlace);

impl CompiledFunction {
    /// The offset from the canonical frame address of the slot of the
    /// `alloca` whose result is `value` (see
    /// [`CompiledFunction::alloca_cfa_offsets`]); `None` if `value` is not a
    /// fixed-size alloca of this function.
    pub fn alloca_cfa_offset(&self, value: Value) -> Option<i32> {
        self.alloca_cfa_offsets
            .iter()
            .find(|&&(v, _)| v == value)
            .map(|&(_, offset)| offset)
    }
}

/// The CFA-relative offset of each slot: the frame base (`$sp` after the
/// prologue, or `$fp`, which is set to it) is `frame.size` bytes below the
/// CFA, and a slot is `slot_offsets[k]` bytes above the base.
fn alloca_cfa_offsets(slot_values: &[Option<Value>], frame: &FrameLayout) -> Vec<(Value, i32)> {
    slot_values
        .iter()
        .zip(&frame.slot_offsets)
        .filter_map(|(&v, &offset)| Some((v?, offset as i32 - frame.size as i32)))
        .collect()
}

/// Symbol names from the module.
pub struct ModuleNames<'a>(pub &'a Module);

impl SymbolNames for ModuleNames<'_> {
    fn name(&self, sym: Symbol) -> String {
        match sym {
            Symbol::Global(g) => self.0.globals[g].name.clone(),
            Symbol::Func(f) => crate::symbols::function_symbol(self.0, f).to_string(),
            Symbol::Libcall(l) => l.name().to_string(),
            // (Emission names tables after their function.)
            Symbol::JumpTable(k) => format!("$JT{k}"),
        }
    }

    fn keeps_incoming_args(&self, sym: Symbol) -> bool {
        // Everything egret compiles loads its stack arguments and never
        // stores to them; a variadic definition is left out all the same
        // (under O32 such a callee may store `$a0`/`$a1` into their home
        // slots).
        match sym {
            Symbol::Func(f) => {
                let data = &self.0.funcs[f];
                data.body.is_some()
                    && !data.sig.varargs
                    && data.linkage != egret_llvmlite::Linkage::Weak
            }
            _ => false,
        }
    }
}

/// Compiles the body of `module.funcs[fref]`.
///
/// A panic inside the backend is a compiler bug; it is reported as an
/// internal-error diagnostic naming the function rather than aborting the
/// whole compilation.
pub fn compile_function(
    module: &Module,
    fref: FuncRef,
    opts: &CompileOptions,
) -> Result<CompiledFunction, LowerError> {
    let run = std::panic::AssertUnwindSafe(|| compile_function_inner(module, fref, opts));
    std::panic::catch_unwind(run).unwrap_or_else(|panic| {
        let what = panic
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| panic.downcast_ref::<&str>().copied())
            .unwrap_or("unknown panic");
        let data = &module.funcs[fref];
        Err(LowerError {
            loc: data.loc,
            function: data.name.clone(),
            message: format!("internal compiler error: {what}"),
        })
    })
}

/// VCode instructions above which a function leaves this thread's
/// regalloc2 context to be replaced by a fresh one: regalloc2's conflict
/// set keeps the size the biggest function gave it, and every clear of it
/// (one per register probe) costs that size.
pub const FRESH_REGALLOC_CONTEXT_AFTER: usize = 2_000;

/// Runs regalloc2 with this thread's reusable context, so the allocator's
/// tables (live ranges, bundles, spill sets, per-block sets) keep their
/// memory from one function to the next instead of being allocated again
/// for each. The output is taken out of the context, which then only holds
/// capacity; the allocation does not depend on what the context held
/// before.
///
/// Some of those tables cost their capacity, not their content, on every
/// use: the conflict set that every probe of a register clears is a hash
/// set whose `clear` rewrites all its control bytes. One big function
/// grows it for good, and every later probe of every later function paid
/// for it (514 M instructions, 5% of a single-thread -O2 compile of
/// `tests/programs`). After a function of more than
/// [`FRESH_REGALLOC_CONTEXT_AFTER`] instructions the context is therefore
/// dropped and the next function starts with a fresh one.
fn allocate_registers(
    vcode: &crate::vcode::VCode,
    env: &regalloc2::MachineEnv,
    opts: &RegallocOptions,
) -> Result<regalloc2::Output, regalloc2::RegAllocError> {
    thread_local! {
        static CTX: std::cell::RefCell<regalloc2::Ctx> = std::cell::RefCell::new(regalloc2::Ctx::default());
    }
    CTX.with(|ctx| {
        let mut ctx = ctx.borrow_mut();
        let allocated = regalloc2::run_with_ctx(vcode, env, opts, &mut ctx).map(|_| ());
        let output = std::mem::take(&mut ctx.output);
        if regalloc2::Function::num_insts(vcode) > FRESH_REGALLOC_CONTEXT_AFTER {
            *ctx = regalloc2::Ctx::default();
        }
        allocated.map(|()| output)
    })
}

fn compile_function_inner(
    module: &Module,
    fref: FuncRef,
    opts: &CompileOptions,
) -> Result<CompiledFunction, LowerError> {
    let data = &module.funcs[fref];
    let fail = |message: String| LowerError {
        loc: data.loc,
        function: data.name.clone(),
        message,
    };
    let lowering = LowerOptions {
        target: opts.target,
        local_calls: opts.local_calls,
        inline_putchar: opts.inline_putchar,
    };
    let lowered = lower_function(module, fref, &lowering)?;
    let env = machine_env(RegChoice {
        needs_fp: lowered.needs_fp,
        allocate_lr: opts.allocate_lr,
        makes_calls: lowered.makes_calls,
    });
    let ra_opts = RegallocOptions {
        verbose_log: false,
        validate_ssa: opts.check_regalloc,
        algorithm: match opts.regalloc {
            RegallocAlgorithm::Backtracking => Algorithm::Ion,
            RegallocAlgorithm::SinglePass => Algorithm::Fastalloc,
        },
    };
    let out = allocate_registers(&lowered.vcode, &env, &ra_opts)
        .map_err(|e| fail(format!("register allocation failed: {e}")))?;
    if opts.check_regalloc {
        let mut checker = regalloc2::checker::Checker::new(&lowered.vcode, &env);
        checker.prepare(&out);
        checker
            .run()
            .map_err(|e| fail(format!("regalloc2 checker rejected the allocation: {e:?}")))?;
    }
    let saved = registers_to_save(&lowered, &out);
    let frame = FrameLayout::new(
        &lowered.slots,
        out.num_spillslots,
        if lowered.makes_calls {
            lowered.outgoing_bytes.max(8)
        } else {
            0
        },
        &saved,
        lowered.needs_fp,
    );
    if frame.size > 0x7FFF_0000 {
        return Err(fail(format!(
            "stack frame of {} bytes is too large",
            frame.size
        )));
    }
    let emitted = emit_function(
        &data.name,
        &lowered,
        &out,
        &frame,
        &ModuleNames(module),
        data.loc,
    );
    let mut mach = emitted.mach;
    // (Only a function with debug value labels pays for the copy.)
    let as_emitted = (!out.debug_locations.is_empty()
        || !lowered.debug_fixed.is_empty()
        || !lowered.debug_entry.is_empty())
    .then(|| mach.clone());
    let passes = run_passes(&mut mach, &opts.post_regalloc, &opts.pass_hooks)
        .map_err(|e| fail(e.to_string()))?;
    // (Empty unless the function uses the module-local convention.)
    let prelude = lowered.sig.local_prelude();
    if !prelude.is_empty() {
        crate::mach::prepend_prelude(&mut mach, &prelude, data.loc);
    }
    let code = mach
        .finish(opts.target.endian, opts.target.isa)
        .map_err(|e| fail(e.0))?;
    let stats = FunctionStats {
        vcode_insts: lowered.vcode.insts.len(),
        vregs: regalloc2::Function::num_vregs(&lowered.vcode),
        spill_slots: out.num_spillslots,
        regalloc_edits: out.edits.len(),
    };
    let alloca_cfa_offsets = alloca_cfa_offsets(&lowered.slot_values, &frame);
    let variables = match as_emitted {
        Some(as_emitted) => {
            let definitions = Definitions::of(&lowered.vcode);
            let facts = DebugFacts {
                emitted: &as_emitted,
                origins: &emitted.origins,
                locations: &out.debug_locations,
                fixed: &lowered.debug_fixed,
                entry: &lowered.debug_entry,
                requested: &lowered.vcode.debug_labels,
                sp_cfa_offset: 0i32.saturating_sub_unsigned(frame.size),
                definitions: &definitions,
            };
            label_ranges(&facts, &mach)
                .into_iter()
                .filter_map(|l| Some((*lowered.debug_vars.get(l.label as usize)?, l.ranges)))
                .collect()
        }
        None => Vec::new(),
    };
    Ok(CompiledFunction {
        name: data.name.clone(),
        code,
        alloca_cfa_offsets,
        frame,
        sig: lowered.sig,
        mach,
        stats,
        passes,
        variables,
    })
}
