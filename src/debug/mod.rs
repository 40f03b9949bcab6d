//! Debug information: from a compiled module to DWARF sections in its
//! object, and from a program's DWARF back to source locations.
//!
//! **Writing** ([`mod@write`]). The backend knows, for every function, its place
//! in `.text`, one source location per instruction word (`code.lines`, with
//! the prologue and epilogue marked), its call-frame facts (`code.cfi`) and
//! where its allocas live (`alloca_cfa_offsets`). [`debug_input`] restates
//! that as the plain data `egret-dwarf` takes and [`attach_debug_info`]
//! writes the sections into the module's object. For a `.ll` file without
//! debug metadata the source is the `.ll` file itself: each row is the
//! position of the `.ll` instruction. A module with clang's `!llvm.dbg.cu`
//! has had its locations rewritten to C positions
//! ([`egret_llvmlite::adopt_debug_locations`], called by the driver), and
//! the `unit`, `types` and `scopes` modules add what the metadata says about the compile unit, types,
//! inlined copies, lexical blocks and variables. Paths are rewritten by
//! `-fdebug-prefix-map` ([`paths`]).
//!
//! **Reading** ([`read`]). [`DebugInfo`] loads the line table and frame
//! table of a linked [`Executable`](egret_cpu0::exec::Executable) or of a
//! single object for our tools: simulator traps ([`trap_message`],
//! [`describe_address`]), `egret run --trace` ([`run_traced`]), `egret
//! addr2line` ([`addr2line`]) and `egret objdump --source`
//! ([`interleave_source`]).

pub mod paths;
mod pieces;
pub mod read;
mod scopes;
mod stack_homes;
mod types;
mod unit;
pub mod write;

pub use paths::DebugPaths;
pub use read::*;
pub use write::*;

use crate::Error;
use egret_cpu0::isa::Endian as CpuEndian;
use egret_dwarf::{DwarfVersion, Endian};

/// The DWARF version egret writes.
pub const DWARF_VERSION: DwarfVersion = DwarfVersion::V5;

/// Bytes per Cpu0 instruction: the line table's minimum instruction length
/// and the CIE's code alignment factor.
pub(crate) const INSTRUCTION_BYTES: u8 = 4;

/// The name recorded for a module whose source has no name (built in memory).
const UNNAMED_SOURCE: &str = "<input>";

pub(crate) fn dwarf_endian(e: CpuEndian) -> Endian {
    match e {
        CpuEndian::Big => Endian::Big,
        CpuEndian::Little => Endian::Little,
    }
}

fn debug_error(e: egret_dwarf::Error) -> Error {
    Error::Debug(e.to_string())
}
