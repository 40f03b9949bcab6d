//! Helpers shared by the backend's integration tests: the four target
//! configurations, compiling a module with a chosen list of
//! post-allocation passes, running `main` on the simulator, and the
//! assembly the snapshot tests record ([`asm`]).

#![allow(dead_code)]

use egret_cpu0::isa::{Endian, IsaLevel};
use egret_cpu0::link::{LinkOptions, link};
use egret_cpu0::object::ObjectFile;
use egret_cpu0::sim::{Machine, SimConfig};
use egret_lower::{CompileOptions, CompiledModule, MachPass, Target, compile_module};

/// Both ISA levels in both byte orders; big-endian cpu032II first.
pub const TARGETS: [Target; 4] = [
    Target {
        endian: Endian::Big,
        isa: IsaLevel::Cpu032II,
    },
    Target {
        endian: Endian::Little,
        isa: IsaLevel::Cpu032II,
    },
    Target {
        endian: Endian::Big,
        isa: IsaLevel::Cpu032I,
    },
    Target {
        endian: Endian::Little,
        isa: IsaLevel::Cpu032I,
    },
];

/// Parses `ir` (panicking on a diagnostic).
pub fn parse(ir: &str) -> egret_llvmlite::Module {
    let (module, _) = egret_llvmlite::parse("case.ll", ir).unwrap_or_else(|d| panic!("{d:?}"));
    module
}

/// Compiles `ir` for `target` with the regalloc2 checker on and `passes`
/// after allocation.
pub fn compile(ir: &str, target: Target, passes: &[MachPass]) -> CompiledModule {
    compile_with(ir, target, passes, false)
}

/// [`compile`], with `$lr` allocatable if `allocate_lr`.
pub fn compile_with(
    ir: &str,
    target: Target,
    passes: &[MachPass],
    allocate_lr: bool,
) -> CompiledModule {
    let opts = CompileOptions {
        target,
        check_regalloc: true,
        post_regalloc: passes.to_vec(),
        pass_hooks: Default::default(),
        local_calls: false,
        allocate_lr,
        inline_putchar: false,
        regalloc: Default::default(),
    };
    compile_module(&parse(ir), &opts).unwrap_or_else(|e| panic!("{}", e[0]))
}

/// `main`'s i32 result and the instructions executed.
pub fn run(compiled: &CompiledModule, target: Target) -> (i64, u64) {
    let (result, _, insts) = run_objects(std::slice::from_ref(&compiled.object), target);
    (result, insts)
}

/// Links `objects` and runs `main`: its i32 result, what it printed and
/// the instructions executed.
pub fn run_objects(objects: &[ObjectFile], target: Target) -> (i64, Vec<u8>, u64) {
    let exe = link(objects, &LinkOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    let config = SimConfig {
        level: target.isa,
        endian: target.endian,
        strict: true,
        max_steps: Some(10_000_000),
    };
    let mut m = Machine::from_executable(&exe, config).unwrap_or_else(|e| panic!("{e}"));
    m.run().unwrap_or_else(|t| panic!("{t}"));
    (m.result_i32(), m.take_output(), m.counters().insts)
}

/// Big-endian cpu032II.
pub const II_BE: Target = TARGETS[0];
/// Little-endian cpu032II.
pub const II_LE: Target = TARGETS[1];
/// Big-endian cpu032I.
pub const I_BE: Target = TARGETS[2];

/// Compiles `ir` for `target` (with the regalloc2 checker, no
/// post-allocation passes) and returns the assembly without the header
/// comment: what the `*_snapshots` tests record.
pub fn asm(ir: &str, target: Target) -> String {
    let module = parse(ir);
    let opts = CompileOptions {
        target,
        check_regalloc: true,
        post_regalloc: Vec::new(),
        pass_hooks: Default::default(),
        local_calls: false,
        allocate_lr: false,
        inline_putchar: false,
        regalloc: Default::default(),
    };
    let compiled = compile_module(&module, &opts).unwrap_or_else(|e| panic!("{}", e[0]));
    egret_lower::asm::module_to_asm(&module, &compiled, target)
        .lines()
        .skip(1)
        .collect::<Vec<_>>()
        .join("\n")
}
