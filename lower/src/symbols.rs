//! The symbol names references to functions use: a function's own name,
//! except the runtime's 64-bit-`long` `printf`.
//!
//! A leaf module: the per-function pipeline (`compile`), data emission
//! (`data`), whole-module assembly (`module`, `asm`) and the runtime build
//! (`runtime`) all name functions the same way through it.

use egret_llvmlite::{FuncRef, Module};

/// The formatter LLVMlite-flavour modules call instead of `printf`
/// (DESIGN19 §3: its `%ld` reads 64 bits; `printf`'s, in C modules, 32).
pub const PRINTF_LP64: &str = "__egret_printf_lp64";

/// The symbol a reference to function `f` names: its own name, except
/// that `printf` (declared, not defined) in a module whose C `long` is 64
/// bits (LLVMlite, or an LP64 triple) is the runtime's [`PRINTF_LP64`],
/// whose `%ld` reads 64 bits ([`egret_llvmlite::TargetInfo::long_bits`]).
pub fn function_symbol(module: &Module, f: FuncRef) -> &str {
    let data = &module.funcs[f];
    if data.name == "printf" && data.body.is_none() && module.target.long_bits() == 64 {
        return PRINTF_LP64;
    }
    &data.name
}
