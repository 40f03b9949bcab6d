//! The LLVMlite front end of egret.
//!
//! This crate turns `.ll` text into a verified SSA [`ir::Module`] and defines what
//! every program means through its interpreter. Later stages (the e-graph
//! mid-end, lowering to Cpu0) are tested against that interpreter, so it is the
//! reference semantics of the whole compiler.
//!
//! Modules: [`types`] (interned types), [`layout`] (the Cpu0 data layout), [`ir`]
//! (functions, blocks with parameters, instructions, values).

pub mod ir;
pub mod layout;
pub mod types;

pub use ir::*;
pub use layout::Endian;
pub use types::{Ty, TyData, TypeStore};
