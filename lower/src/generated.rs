//! The code `cranelift-isle` generated from `isle/*.isle` (by `build.rs`):
//! the [`MInst`] enum declared in `isle/inst.isle`, the `Context` trait of
//! `extern` terms (implemented for [`Lower`](crate::lower::Lower) in
//! `isle.rs`), and one `constructor_*` function per lowering rule entry point.
//!
//! The generated code names ISLE's primitive and `extern` types unqualified;
//! the imports below bring each into scope from the file that defines it.
//! Nothing here names the lowering context, so `isle.rs` and `lower.rs` import
//! this module without an import loop.

#![allow(
    dead_code,
    unreachable_code,
    unreachable_patterns,
    unused_imports,
    unused_variables,
    non_snake_case,
    non_camel_case_types,
    irrefutable_let_patterns,
    unused_assignments,
    clippy::all
)]

use crate::inst::{
    AMode, BlockIndex, BoxArgDefs, BoxCallInfo, BoxJumpTable, BoxRetUses, BranchCond, FlagCond,
    Libcall, Op, Symbol, VTy,
};
use crate::reg::{Reg, ValueRegs, WritableReg};
use egret_cpu0::isa::Opcode;
use egret_llvmlite::{BinOp, CastOp, Inst, IntCC, Value};

/// ISLE's unit type.
pub type Unit = ();

/// What lowering an instruction produced: its result registers, if any.
pub type InstOutput = Option<ValueRegs>;

include!(concat!(env!("OUT_DIR"), "/isle_cpu0.rs"));
