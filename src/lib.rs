//! egret: an optimizing compiler backend from LLVMlite to Cpu0.
pub use egret_llvmlite as llvmlite;
