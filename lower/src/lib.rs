//! egret's backend spine: IR → ISLE instruction selection → Cpu0 VCode →
//! regalloc2 → machine code → relocatable object.
//!
//! The stages, one module each, in pipeline order:
//!
//! - [`blockorder`]: the order blocks are lowered in, critical edges split;
//! - [`lower`] (+ [`isle`], rules in `isle/*.isle`): IR instructions to
//!   [`generated::MInst`] on virtual registers, i64 as register pairs, the O32
//!   ABI from [`abi`];
//! - [`vcode`]: the flat instruction container regalloc2 allocates
//!   (`regalloc2::Function`);
//! - [`emit`]: frame layout, prologue/epilogue, allocated instructions as real
//!   Cpu0 instructions in a [`mach::MachFunction`];
//! - [`mach`]: the passes over machine code after register allocation
//!   ([`mach::MachPass`], run by [`mach::run_passes`] with the machine
//!   verifier after each one in debug builds and on request), then branch
//!   simplification, long-branch relaxation and encoding. Which passes run
//!   is the caller's choice ([`CompileOptions::post_regalloc`]); the `egret`
//!   facade runs none at -O0 (every delay slot keeps its `nop`), at -O2
//!   [`mach::POST_REGALLOC_O2`] in this order, and at -O1
//!   [`mach::POST_REGALLOC_O1`] (the same without `schedule`):
//!   1. `shrink-wrap`: an early return at the entry runs without the frame;
//!   2. `loop-tests`: small loop tests copied into the latches that jump to
//!      them;
//!   3. `redundant-reloads`: reloads, constants, symbol addresses and
//!      `mult`/`div` that registers already hold deleted, register copies
//!      propagated, then reloads again;
//!   4. `implied-branches`: a `beq`/`bne` that an earlier branch's
//!      fall-through decides made a `jmp` or deleted;
//!   5. `dead-code`: plain computations whose results are dead deleted;
//!   6. `schedule`: instructions reordered within straight-line regions
//!      for fewer pipeline stalls;
//!   7. `delay-slots`: slots filled from before the transfer, within a
//!      block;
//!   8. `delay-slots-across`: conditional branches' slots still empty
//!      filled from a successor;
//! - [`compile`]: the per-function pipeline; [`module`] and [`data`]: a whole
//!   module as an [`egret_cpu0::object::ObjectFile`]; [`asm`]: the same as
//!   lbd-syntax assembly text.
//!
//! Entry points: [`compile_module`] (module → object + per-function facts),
//! [`compile_function`], [`asm::module_to_asm`], and [`abi::AbiSignature`]
//! for callers that marshal arguments themselves.

extern crate alloc;

pub mod abi;
pub mod asm;
pub mod blockorder;
pub mod compile;
pub mod data;
pub mod debug_vars;
pub mod emit;
pub mod generated;
pub mod inst;
pub mod isle;
pub mod lower;
pub mod mach;
pub mod minst;
pub mod module;
pub mod reg;
pub mod runtime;
pub mod runtime_clobbers;
pub mod symbols;
pub mod target;
pub mod vcode;

pub use compile::{
    CompileOptions, CompiledFunction, FunctionStats, RegallocAlgorithm, compile_function,
};
pub use mach::{CfiOp, LineEntry, MachFunction, MachPass};
pub use module::{CompiledModule, ModuleFunction, build_object, compile_module};
pub use target::{LowerError, Target};
