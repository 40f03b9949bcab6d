//! `egret as`: assembly into an object, with DWARF when the source has debug
//! directives.
//!
//! The Cpu0 assembler reads `.file`, `.loc` and `.cfi_*` into
//! [`AsmDebugInfo`] — each function's line rows and frame operations, as
//! `-g -c` describes them. This module completes that into the
//! [`DebugInput`] the compiler's `-g` gives the DWARF writer (same DWARF
//! version, instruction size, frame conventions and byte order, see
//! [`crate::debug`]) and adds the sections with the same
//! [`add_debug_sections`]. So `egret compile -g -S` output assembled here has
//! the `.debug_line` and `.debug_frame` of `egret compile -g -c`; the
//! `.debug_info` unit is the minimal one (functions with names, ranges and
//! their first row's line as declaration line), under the producer
//! `egret <version> as`.

use crate::Error;
use crate::debug::{DWARF_VERSION, INSTRUCTION_BYTES, add_debug_sections, dwarf_endian};
use egret_cpu0::asm::{AsmDebugInfo, AsmError, AsmOptions, assemble_with_debug};
use egret_cpu0::isa::Endian;
use egret_cpu0::object::ObjectFile;
use egret_dwarf::{DebugInput, FrameConventions};
use std::fmt;

/// Why a source could not be assembled.
#[derive(Clone, Debug)]
pub enum AssembleError {
    /// The source has errors (each with `file:line:col`).
    Asm(AsmError),
    /// The DWARF writer refused the debug information (an internal error:
    /// the assembler checks what the writer relies on).
    Debug(Error),
}

impl fmt::Display for AssembleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AssembleError::Asm(e) => e.fmt(f),
            AssembleError::Debug(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for AssembleError {}

/// Assembles `source` (named `file` in diagnostics) into an object; if it
/// has debug directives, the object carries the DWARF sections they describe.
pub fn assemble(source: &str, file: &str, opts: &AsmOptions) -> Result<ObjectFile, AssembleError> {
    let assembly = assemble_with_debug(source, file, opts).map_err(AssembleError::Asm)?;
    let mut object = assembly.object;
    if let Some(info) = assembly.debug {
        let input = debug_input(info, opts.endian);
        let sections = egret_dwarf::write_debug_sections(&input)
            .map_err(|e| AssembleError::Debug(Error::Debug(format!("{file}: {e}"))))?;
        add_debug_sections(&mut object, &sections).map_err(AssembleError::Debug)?;
    }
    Ok(object)
}

/// The writer's input for what an assembly source's directives describe.
pub fn debug_input(info: AsmDebugInfo, endian: Endian) -> DebugInput {
    DebugInput {
        producer: format!("egret {} as", env!("CARGO_PKG_VERSION")),
        comp_dir: info.comp_dir,
        files: info.files,
        version: DWARF_VERSION,
        endian: dwarf_endian(endian),
        code_align: INSTRUCTION_BYTES,
        frame: FrameConventions::cpu0(),
        functions: info.functions,
        source: Default::default(),
    }
}
