//! The LLVMlite front end of egret.
//!
//! This crate turns `.ll` text into a verified SSA [`ir::Module`] and defines what
//! every program means through its interpreter. Later stages (the e-graph
//! mid-end, lowering to Cpu0) are tested against that interpreter, so it is the
//! reference semantics of the whole compiler.
//!
//! Modules: [`types`] (interned types), [`layout`] (the Cpu0 data layout), [`ir`]
//! (functions, blocks with parameters, instructions, values), [`parser`] (text to
//! IR: [`parse`]), [`mod@verify`] (the IR's well-formedness rules), [`diag`]
//! (diagnostics and their rendering), [`printer`] (IR to text), [`interp`] (the
//! reference interpreter), [`builder`] (building IR without text), [`dom`]
//! (dominator trees), [`intrinsics`] (the `llvm.*` functions egret knows),
//! [`legalize`] (full IR to the core IR the back end knows), [`work`] (work
//! counts for scaling tests), [`float`] (the meaning of the floating-point
//! operations, on bit patterns), [`intops`] (the meaning of the integer operations,
//! written once), [`bigint`] (integers wider than 64 bits: their constants and
//! exact arithmetic).

#![warn(missing_docs)]

mod ast;
pub mod bigint;
pub mod builder;
pub mod diag;
pub mod dom;
pub mod float;
pub mod interp;
pub mod intops;
pub mod intrinsics;
pub mod ir;
pub mod layout;
pub mod legalize;
mod lexer;
pub mod loops;
pub mod metadata;
pub mod parser;
pub mod printer;
mod resolve;
pub mod types;
pub mod verify;
pub mod work;

pub use diag::{Diagnostic, Severity};
pub use ir::*;
pub use layout::Endian;
pub use metadata::{
    AssignLink, DbgKind, DbgRecord, DebugScope, MdData, MdId, MdNode, MdValue, Metadata,
    adopt_debug_locations,
};
pub use parser::{parse, parse_only};
pub use types::{Ty, TyData, TypeStore};
pub use verify::verify;
