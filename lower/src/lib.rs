//! egret's backend spine: IR → ISLE instruction selection → Cpu0 VCode →
//! regalloc2 → machine code → relocatable object.
//!
//! The stages, one module each, in pipeline order:
//!
//! - [`blockorder`]: the order blocks are lowered in, critical edges split;
//! - [`lower`] (+ [`isle`], rules in `isle/*.isle`): IR instructions to
//!   [`inst::MInst`] on virtual registers, i64 as register pairs, the O32
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
//!   facade runs none at -O0 (every delay slot keeps its `nop`) and, at -O1
//!   and -O2, [`mach::POST_REGALLOC_O2`] in this order:
//!   1. `shrink-wrap`: an early return at the entry runs without the frame;
//!   2. `loop-tests`: small loop tests copied into the latches that jump to
//!      them;
//!   3. `redundant-reloads`: reloads, constants, symbol addresses and
//!      `mult`/`div` that registers already hold deleted, register copies
//!      propagated, then reloads again;
//!   4. `dead-code`: plain computations whose results are dead deleted;
//!   5. `delay-slots`: slots filled from before the transfer, within a
//!      block;
//!   6. `delay-slots-across`: conditional branches' slots still empty
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
pub mod emit;
pub mod inst;
pub mod isle;
pub mod lower;
pub mod mach;
pub mod module;
pub mod reg;
pub mod runtime;
pub mod vcode;

pub use compile::{CompileOptions, CompiledFunction, FunctionStats, compile_function};
pub use mach::{CfiOp, LineEntry, MachFunction, MachPass};
pub use module::{CompiledModule, ModuleFunction, build_object, compile_module};

use egret_cpu0::isa::{Endian, IsaLevel};
use egret_llvmlite::SrcLoc;
use std::fmt;

/// The machine to generate code for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Target {
    /// Byte order (`cpu0` big-endian, `cpu0el` little-endian).
    pub endian: Endian,
    /// ISA level (`cpu032I` or `cpu032II`).
    pub isa: IsaLevel,
}

/// A construct the backend cannot compile, with where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerError {
    /// Source location (line 0 if unknown).
    pub loc: SrcLoc,
    /// The function being compiled (empty for a global).
    pub function: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.function.is_empty() {
            return write!(f, "{}: error: {}", self.loc, self.message);
        }
        write!(
            f,
            "{}: error: in function `{}`: {}",
            self.loc, self.function, self.message
        )
    }
}

impl std::error::Error for LowerError {}
