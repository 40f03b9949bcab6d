//! The Cpu0 assembler and assembly printer, for lbd's assembly syntax.
//!
//! [`assemble`] turns a source file into an in-memory [`ObjectFile`]; the ELF
//! writer ([`crate::elf`]) turns that into a `.o`. The accepted language is what
//! lbd's `llc` prints (CPU0.md §2.4) plus the usual GNU-as directives:
//!
//! - instructions as [`print`](mod@print) writes them: `addiu $sp, $sp, -8`,
//!   `ld $lr, 4($sp)`, `jsub f`, `ret $lr`, `beq $2, $zero, $BB0_2`; registers by
//!   number or ABI name; `move $d, $s` for `addu $d, $s, $zero`;
//! - immediates as constant expressions (`+ - * / ~`, parentheses, character
//!   literals) or `%hi(expr)` / `%lo(expr)` (unrounded, R_CPU0_HI16/LO16);
//! - branch and jump targets as a label or symbol plus addend, or as a raw byte
//!   offset relative to the next instruction (`jmp -4`);
//! - labels `name:`; names starting with `$` or `.L` are assembler-local (lbd's
//!   `$BB0_2`) and never reach the symbol table;
//! - directives `.text .data .rodata .bss .section .globl .local .type .size
//!   .comm .lcomm .align .p2align .balign .byte .half .2byte .short .word .4byte
//!   .long .int .8byte .quad .ascii .asciz .string .space .zero .skip .set .equ`;
//!   lbd's bookkeeping directives (`.ent .end .frame .mask .fmask` ...) are
//!   accepted and ignored;
//! - the debug directives `llc -g` writes, `.file N`, `.loc` and `.cfi_*`
//!   ([`assemble_with_debug`]): they become [`AsmDebugInfo`], the line rows
//!   and frame operations of each function, from which the driver writes the
//!   same DWARF sections as for a compiled object.
//!
//! Branches (`beq`, `bne`, `jeq`..`jge`) and jumps/calls (`jmp`, `jsub`, `bal`) to
//! a label in the same section are resolved here, as lbd's assembler does; a
//! target elsewhere becomes an R_CPU0_PC16/PC24 relocation. A conditional branch
//! to a label that is defined nowhere is an error ("undefined label") unless
//! the name is declared `.globl`; calls and jumps to undefined names become
//! references to external symbols.
//!
//! Errors carry `file:line:col`, say what was expected and what was found, and
//! all of them are reported (up to a limit), not just the first.

mod assembler;
mod expr;
pub mod lexer;
pub mod print;

pub use print::{ImmOperand, c0_name, format_inst, format_inst_with, write_inst};

use crate::isa::{Endian, IsaLevel};
use crate::object::ObjectFile;
use std::fmt;

/// Assembler settings.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct AsmOptions {
    /// Byte order of the output (`--target cpu0` / `cpu0el`).
    pub endian: Endian,
    /// ISA level; instructions above it are errors (`-mcpu`).
    pub level: IsaLevel,
}

/// One error with its source position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The file name as given to [`assemble`].
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// What was expected and what was found.
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: error: {}",
            self.file, self.line, self.col, self.message
        )
    }
}

/// Everything that was wrong with a source file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmError {
    /// The errors in source order.
    pub diagnostics: Vec<Diagnostic>,
}

impl fmt::Display for AsmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.diagnostics.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for AsmError {}

/// Assembles `source` (named `file` in diagnostics) into an object.
///
/// In the result, every relocated field holds zero and the addend is in
/// [`crate::object::Reloc::addend`], as the object model requires. Debug
/// directives are checked, but the object gets no debug sections: use
/// [`assemble_with_debug`] for that.
pub fn assemble(source: &str, file: &str, opts: &AsmOptions) -> Result<ObjectFile, AsmError> {
    assemble_with_debug(source, file, opts).map(|a| a.object)
}

/// The result of [`assemble_with_debug`].
#[derive(Clone, Debug)]
pub struct Assembly {
    /// The object, without debug sections.
    pub object: ObjectFile,
    /// What the debug directives describe; `None` if the source has none.
    pub debug: Option<AsmDebugInfo>,
}

/// What a source's `.file`, `.loc` and `.cfi_*` directives describe, in the
/// DWARF writer's terms (`egret_dwarf::DebugInput` without the settings the
/// driver supplies: producer, version, byte order, frame conventions).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmDebugInfo {
    /// The unit's directory: the directory of file 0 (`.` if none).
    pub comp_dir: String,
    /// The files by number; relative paths start from `comp_dir`.
    pub files: Vec<String>,
    /// Every function of `.text` (a `.type NAME,@function` symbol with a
    /// `.size`), by address, with its rows and frame operations.
    pub functions: Vec<egret_dwarf::FunctionInfo>,
}

/// Assembles `source` (named `file` in diagnostics) into an object and the
/// debug information its debug directives describe.
pub fn assemble_with_debug(
    source: &str,
    file: &str,
    opts: &AsmOptions,
) -> Result<Assembly, AsmError> {
    let mut asm = assembler::Assembler::new(file, *opts);
    for (i, line) in source.lines().enumerate() {
        asm.line(i as u32 + 1, line);
        if asm.too_many_errors() {
            break;
        }
    }
    let (object, debug) = asm.finish()?;
    Ok(Assembly { object, debug })
}

/// Whether `name` is an assembler-local label (`$BB0_2`, `.LBB0_2`): resolved
/// inside the file and never written to the symbol table.
pub fn is_local_label(name: &str) -> bool {
    name.starts_with('$') || name.starts_with(".L")
}

#[cfg(test)]
mod tests;
