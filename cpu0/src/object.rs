//! The in-memory object model shared by the assembler, the compiler's emitter,
//! the ELF writer and reader, the linker and the JIT.
//!
//! An [`ObjectFile`] is what an ELF32 relocatable file holds, without the file
//! format: sections with bytes, symbols, and relocations. Relocation addends are
//! explicit here ([`Reloc::addend`]); the ELF writer stores them **in place** in
//! the section bytes (Cpu0 uses `SHT_REL`, CPU0.md §4.1) and the reader recovers
//! them, so a write/read round trip gives the same `ObjectFile`.
//!
//! Anything that produces code (the assembler, the compiler, the DWARF writer)
//! builds one of these; anything that consumes code (the ELF writer, the linker,
//! the JIT loader) takes one. That keeps the file format in one module.

use crate::isa::Endian;

/// Index of a section in [`ObjectFile::sections`].
pub type SectionId = usize;

/// Index of a symbol in [`ObjectFile::symbols`].
pub type SymbolId = usize;

/// What a section holds; decides its ELF type and flags.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SectionKind {
    /// Code: `SHT_PROGBITS`, `SHF_ALLOC | SHF_EXECINSTR`.
    Text,
    /// Writable data: `SHF_ALLOC | SHF_WRITE`.
    Data,
    /// Read-only data: `SHF_ALLOC`.
    ReadOnlyData,
    /// Zero-initialised data: `SHT_NOBITS`, `SHF_ALLOC | SHF_WRITE`.
    Bss,
    /// Non-allocated data such as DWARF sections.
    Debug,
}

/// Relocation types (CPU0.md §4.2); the discriminant is the ELF `r_type`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RelocKind {
    /// `R_CPU0_32`: S + A into a whole word.
    Abs32 = 2,
    /// `R_CPU0_HI16`: ((S + A) >> 16) & 0xFFFF into imm16 (no rounding).
    Hi16 = 5,
    /// `R_CPU0_LO16`: (S + A) & 0xFFFF into imm16.
    Lo16 = 6,
    /// `R_CPU0_PC16`: (S + A − P − 4) into imm16.
    Pc16 = 10,
    /// `R_CPU0_PC24`: (S + A − P − 4) into bits 23-0.
    Pc24 = 13,
}

impl RelocKind {
    /// The ELF relocation type number.
    pub fn r_type(self) -> u32 {
        self as u32
    }

    /// The kind for an ELF relocation type number.
    pub fn from_r_type(t: u32) -> Option<RelocKind> {
        match t {
            2 => Some(RelocKind::Abs32),
            5 => Some(RelocKind::Hi16),
            6 => Some(RelocKind::Lo16),
            10 => Some(RelocKind::Pc16),
            13 => Some(RelocKind::Pc24),
            _ => None,
        }
    }

    /// The ELF name, e.g. `R_CPU0_HI16`.
    pub fn name(self) -> &'static str {
        match self {
            RelocKind::Abs32 => "R_CPU0_32",
            RelocKind::Hi16 => "R_CPU0_HI16",
            RelocKind::Lo16 => "R_CPU0_LO16",
            RelocKind::Pc16 => "R_CPU0_PC16",
            RelocKind::Pc24 => "R_CPU0_PC24",
        }
    }
}

/// A relocation: patch `offset` in the containing section with the address of
/// `symbol` plus `addend`, as `kind` says.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Reloc {
    /// Byte offset in the section of the word to patch.
    pub offset: u64,
    /// The symbol whose address is used.
    pub symbol: SymbolId,
    /// How the value is computed and stored.
    pub kind: RelocKind,
    /// The addend (stored in place in ELF files).
    pub addend: i64,
}

/// A section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// The ELF name (`.text`, `.data`, `.rodata`, `.bss`, `.debug_info`, ...).
    pub name: String,
    /// What it holds.
    pub kind: SectionKind,
    /// Alignment in bytes (a power of two).
    pub align: u64,
    /// Contents; empty for `.bss`.
    pub data: Vec<u8>,
    /// Size in bytes (equals `data.len()` except for `.bss`).
    pub size: u64,
    /// Relocations against this section's bytes.
    pub relocs: Vec<Reloc>,
}

impl Section {
    /// An empty section.
    pub fn new(name: &str, kind: SectionKind, align: u64) -> Self {
        Section {
            name: name.to_string(),
            kind,
            align,
            data: Vec::new(),
            size: 0,
            relocs: Vec::new(),
        }
    }
}

/// The kind of thing a symbol names.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SymbolKind {
    /// No type (labels, undefined references).
    NoType,
    /// A function.
    Func,
    /// A data object.
    Object,
    /// A section symbol (`STT_SECTION`), used by relocations in debug sections.
    Section,
}

/// Symbol binding.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Binding {
    /// Visible only inside the object.
    Local,
    /// Visible to the linker.
    Global,
}

/// A symbol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symbol {
    /// The name (empty for section symbols).
    pub name: String,
    /// The defining section; `None` for an undefined symbol.
    pub section: Option<SectionId>,
    /// Offset within the section.
    pub value: u64,
    /// Size in bytes (0 if unknown).
    pub size: u64,
    /// What it names.
    pub kind: SymbolKind,
    /// Local or global.
    pub binding: Binding,
}

/// A relocatable object.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ObjectFile {
    /// Byte order of code and data.
    pub endian: Endian,
    /// Sections in file order.
    pub sections: Vec<Section>,
    /// Symbols (any order; the ELF writer puts locals first).
    pub symbols: Vec<Symbol>,
}

impl ObjectFile {
    /// An empty object of the given byte order.
    pub fn new(endian: Endian) -> Self {
        ObjectFile {
            endian,
            sections: Vec::new(),
            symbols: Vec::new(),
        }
    }

    /// The section called `name`, if present.
    pub fn section_by_name(&self, name: &str) -> Option<SectionId> {
        self.sections.iter().position(|s| s.name == name)
    }

    /// The section called `name`, created empty with `kind` and `align` if absent.
    pub fn section_mut(&mut self, name: &str, kind: SectionKind, align: u64) -> SectionId {
        match self.section_by_name(name) {
            Some(i) => i,
            None => {
                self.sections.push(Section::new(name, kind, align));
                self.sections.len() - 1
            }
        }
    }

    /// The symbol called `name` (non-section symbols only), if present.
    pub fn symbol_by_name(&self, name: &str) -> Option<SymbolId> {
        self.symbols
            .iter()
            .position(|s| s.kind != SymbolKind::Section && s.name == name)
    }

    /// Adds a symbol and returns its id.
    pub fn add_symbol(&mut self, sym: Symbol) -> SymbolId {
        self.symbols.push(sym);
        self.symbols.len() - 1
    }

    /// The symbol `name`, adding an undefined global reference if absent.
    pub fn symbol_ref(&mut self, name: &str) -> SymbolId {
        match self.symbol_by_name(name) {
            Some(i) => i,
            None => self.add_symbol(Symbol {
                name: name.to_string(),
                section: None,
                value: 0,
                size: 0,
                kind: SymbolKind::NoType,
                binding: Binding::Global,
            }),
        }
    }

    /// The section symbol of `section`, adding it if absent.
    pub fn section_symbol(&mut self, section: SectionId) -> SymbolId {
        if let Some(i) = self
            .symbols
            .iter()
            .position(|s| s.kind == SymbolKind::Section && s.section == Some(section))
        {
            return i;
        }
        self.add_symbol(Symbol {
            name: String::new(),
            section: Some(section),
            value: 0,
            size: 0,
            kind: SymbolKind::Section,
            binding: Binding::Local,
        })
    }
}
