//! The Cpu0 target of egret: everything about the machine that does not depend
//! on the compiler.
//!
//! [`isa`] is the instruction table every other module derives from; [`object`]
//! is the in-memory relocatable object that the assembler and the compiler
//! produce and the ELF writer, linker and JIT consume.

pub mod isa;
pub mod object;
