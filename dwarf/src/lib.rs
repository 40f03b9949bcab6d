//! DWARF debug information for egret: writing it for objects and executables,
//! and reading it back for our own tools (`addr2line`, `objdump --source`,
//! simulator traps, unwinding).
//!
//! This crate knows neither the IR nor Cpu0 instructions. The compiler backend
//! describes each function as plain data — its place in `.text`, one
//! [`LineRow`] per instruction, and call-frame operations ([`CfiOp`]) on plain
//! DWARF register numbers — and [`write_debug_sections`] turns that into the
//! bytes of `.debug_info`, `.debug_abbrev`, `.debug_str`, `.debug_line_str`
//! (DWARF 5), `.debug_line`, `.debug_aranges` and `.debug_frame`, together with
//! the relocations an object file needs. Everything target-specific (register
//! numbers, the return-address register, the CFA at entry, instruction size)
//! arrives as input, so the same code would serve another 32-bit target.
//!
//! Addresses in the written sections are relative to the start of the object's
//! `.text`, and every word that holds an address or a cross-section offset is
//! listed as a [`DebugReloc`] whose addend is *also* stored in place (REL
//! semantics, as Cpu0 ELF files use). A reader that ignores relocations
//! therefore sees `.text`-relative addresses; the linker resolves them with
//! [`DebugSection::apply_relocations`] or [`DebugSections::relocate`].
//!
//! The reading side ([`LineTable`], [`InlineTable`], [`FrameTable`]) takes the
//! sections of a linked executable (absolute addresses) or of an object
//! (`.text`-relative addresses) and answers address-to-source, inline-frame
//! and one-step unwinding queries.
//!
//! The default DWARF version is 5 ([`DwarfVersion::V5`]): it is what LLVM 14
//! (the toolchain we compare against) emits by default, its file index 0 is the
//! compile unit's primary file — so the backend's file 0, the `.ll` file, is
//! DWARF file 0 with no renumbering — and its `.debug_line_str` keeps paths out
//! of the line program. DWARF 4 is supported for older consumers.
//!
//! # Example
//!
//! ```
//! use egret_dwarf::*;
//!
//! let input = DebugInput {
//!     producer: "egret".into(),
//!     source: Default::default(),
//!     comp_dir: "/src".into(),
//!     files: vec!["fib.ll".into()],
//!     version: DwarfVersion::V5,
//!     endian: Endian::Big,
//!     code_align: 4,
//!     frame: FrameConventions::cpu0(),
//!     functions: vec![FunctionInfo {
//!         name: "main".into(),
//!         source: Default::default(),
//!         text_offset: 0,
//!         size: 8,
//!         decl_file: 0,
//!         decl_line: 3,
//!         external: true,
//!         rows: vec![LineRow::new(0, 0, 4, 3), LineRow::new(4, 0, 5, 3)],
//!         frame: FrameInfo::default(),
//!     }],
//! };
//! let mut sections = write_debug_sections(&input)?;
//! // Link: `.text` at 0x100, debug sections are not loaded (address 0).
//! sections.relocate(0x100)?;
//! let table = LineTable::parse(sections.endian, |name| sections.data(name))?;
//! let loc = table.addr2line(0x104).expect("0x104 is in main");
//! assert_eq!((loc.file.as_str(), loc.line, loc.column), ("fib.ll", 5, 3));
//! assert_eq!(loc.function.as_deref(), Some("main"));
//! # Ok::<(), egret_dwarf::Error>(())
//! ```

mod aranges;
mod cfi;
mod check;
mod encoding;
mod entries;
mod error;
mod inline;
mod input;
mod lines;
mod locations;
mod scopes;
mod sections;
mod source;
mod types;
mod unwind;
mod write;

pub use encoding::{DwarfVersion, Endian};
pub use error::Error;
pub use inline::{CallSite, InlineFrame, InlineTable};
pub use input::{CfiOp, DebugInput, FrameConventions, FrameInfo, FunctionInfo, LineRow};
pub use lines::{FunctionRange, LineTable, Location, Row, SourceFile};
pub use sections::{DebugReloc, DebugSection, DebugSections, RelocTarget};
pub use source::{
    AbstractRef, AbstractSubprogram, AbstractVariable, AbstractVariableRef, CompositeKind, Decl,
    FunctionSource, GlobalVariable, LocExpr, LocPlace, LocRange, Member, Qualifier, ScopeInfo,
    ScopeKind, SourceInfo, TypeInfo, TypeRef, VarLocation, VariableInfo,
};
pub use unwind::{FrameRules, FrameTable, RegisterRule, UnwoundFrame};
pub use write::write_debug_sections;
