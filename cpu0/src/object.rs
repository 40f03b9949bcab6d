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
//!
//! Name lookups ([`ObjectFile::symbol_by_name`], [`ObjectFile::symbol_ref`],
//! [`ObjectFile::section_symbol`], [`ObjectFile::section_by_name`]) go through
//! hash indexes built on first use and extended with whatever was appended to
//! the public vectors since, so building an object of n symbols by lookups is
//! O(n), not O(n²). A hit is checked against the vector (a stale index is
//! rebuilt); code that *renames* a symbol or section in place, or reorders the
//! vectors, must call [`ObjectFile::reindex`] afterwards.

use crate::isa::Endian;
use std::collections::HashMap;
use std::sync::Mutex;

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
    /// Visible to the linker, and yielding: a definition loses to a
    /// global one of the same name (C's `weak`, `linkonce`, common
    /// symbols), and an undefined weak reference resolves to address 0
    /// (`extern_weak`).
    Weak,
}

impl Binding {
    /// Whether other objects see the symbol (global or weak).
    pub fn is_visible(self) -> bool {
        self != Binding::Local
    }
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
    /// Name lookups (see the module doc); not part of the object's value.
    index: NameIndex,
}

/// The lookup tables behind [`ObjectFile`]'s by-name queries. Behind a mutex
/// because lookups take `&self` and objects are shared between threads.
#[derive(Default)]
struct NameIndex(Mutex<IndexTables>);

#[derive(Default)]
struct IndexTables {
    /// How many of `symbols` / `sections` the tables cover.
    symbols_seen: usize,
    sections_seen: usize,
    /// First non-section symbol of each name.
    symbol_by_name: HashMap<String, SymbolId>,
    /// First section symbol of each section.
    section_symbol: HashMap<SectionId, SymbolId>,
    /// First section of each name.
    section_by_name: HashMap<String, SectionId>,
    /// Table probes so far (for scaling tests).
    probes: u64,
}

impl IndexTables {
    fn clear(&mut self) {
        let probes = self.probes;
        *self = IndexTables {
            probes,
            ..IndexTables::default()
        };
    }

    /// Brings the tables up to date with `symbols` and `sections`.
    fn catch_up(&mut self, symbols: &[Symbol], sections: &[Section]) {
        if self.symbols_seen > symbols.len() || self.sections_seen > sections.len() {
            self.clear();
        }
        for (i, s) in symbols.iter().enumerate().skip(self.symbols_seen) {
            self.probes += 1;
            if s.kind == SymbolKind::Section {
                if let Some(sec) = s.section {
                    self.section_symbol.entry(sec).or_insert(i);
                }
            } else if !self.symbol_by_name.contains_key(&s.name) {
                self.symbol_by_name.insert(s.name.clone(), i);
            }
        }
        self.symbols_seen = symbols.len();
        for (i, s) in sections.iter().enumerate().skip(self.sections_seen) {
            self.probes += 1;
            if !self.section_by_name.contains_key(&s.name) {
                self.section_by_name.insert(s.name.clone(), i);
            }
        }
        self.sections_seen = sections.len();
    }
}

impl Clone for NameIndex {
    /// A copy starts with empty tables (rebuilt on first use).
    fn clone(&self) -> Self {
        NameIndex::default()
    }
}

impl PartialEq for NameIndex {
    /// The index is a cache: it never makes two objects differ.
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for NameIndex {}

impl std::fmt::Debug for NameIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("NameIndex")
    }
}

impl ObjectFile {
    /// An empty object of the given byte order.
    pub fn new(endian: Endian) -> Self {
        ObjectFile {
            endian,
            sections: Vec::new(),
            symbols: Vec::new(),
            index: NameIndex::default(),
        }
    }

    /// Runs `query` on the name tables brought up to date; if its answer does
    /// not hold in the vectors (`valid` says), rebuilds them and asks again.
    fn lookup<T: Copy>(
        &self,
        query: impl Fn(&IndexTables) -> Option<T>,
        valid: impl Fn(T) -> bool,
    ) -> Option<T> {
        // A poisoned lock only means another thread panicked mid-update:
        // the tables are a cache, so start them afresh.
        let mut tables = self.index.0.lock().unwrap_or_else(|e| {
            let mut guard = e.into_inner();
            guard.clear();
            guard
        });
        tables.catch_up(&self.symbols, &self.sections);
        tables.probes += 1;
        match query(&tables) {
            Some(hit) if !valid(hit) => {
                tables.clear();
                tables.catch_up(&self.symbols, &self.sections);
                query(&tables).filter(|&h| valid(h))
            }
            found => found,
        }
    }

    /// Checks the object's internal references: every symbol's section
    /// exists, every loaded section's size matches its bytes (`.bss` has no
    /// bytes and no relocations), alignments are powers of two, and every
    /// relocation names an existing symbol and a word inside its section.
    /// The ELF writer and the linker refuse objects that fail this.
    pub fn validate(&self) -> Result<(), String> {
        for (i, sym) in self.symbols.iter().enumerate() {
            if sym.section.is_some_and(|s| s >= self.sections.len()) {
                return Err(format!(
                    "symbol {i} (`{}`) names a section that does not exist",
                    sym.name
                ));
            }
        }
        for s in &self.sections {
            if s.kind == SectionKind::Bss && !s.relocs.is_empty() {
                return Err(format!("bss section {} has relocations", s.name));
            }
            if s.kind != SectionKind::Bss && s.size != s.data.len() as u64 {
                return Err(format!(
                    "section {}: size {} but {} data bytes",
                    s.name,
                    s.size,
                    s.data.len()
                ));
            }
            if !s.align.is_power_of_two() && s.align != 0 {
                return Err(format!(
                    "section {}: alignment {} is not a power of two",
                    s.name, s.align
                ));
            }
            for r in &s.relocs {
                if r.symbol >= self.symbols.len() {
                    return Err(format!(
                        "{}+{:#x}: relocation names symbol {} of {}",
                        s.name,
                        r.offset,
                        r.symbol,
                        self.symbols.len()
                    ));
                }
                if r.offset.saturating_add(4) > s.data.len() as u64 {
                    return Err(format!(
                        "{}+{:#x}: relocation outside the section",
                        s.name, r.offset
                    ));
                }
            }
        }
        Ok(())
    }

    /// Forgets the name tables; needed only after renaming or reordering
    /// symbols or sections in place (appending needs nothing).
    pub fn reindex(&mut self) {
        match self.index.0.get_mut() {
            Ok(t) => t.clear(),
            Err(e) => e.into_inner().clear(),
        }
    }

    /// Hash-table probes made by name lookups so far: the work counter that
    /// scaling tests use (it grows linearly with the symbols looked up and
    /// indexed, whatever the object's size).
    pub fn lookup_probes(&self) -> u64 {
        match self.index.0.lock() {
            Ok(t) => t.probes,
            Err(e) => e.into_inner().probes,
        }
    }

    /// The section called `name`, if present (the first, if several are).
    pub fn section_by_name(&self, name: &str) -> Option<SectionId> {
        self.lookup(
            |t| t.section_by_name.get(name).copied(),
            |i| self.sections.get(i).is_some_and(|s| s.name == name),
        )
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
        self.lookup(
            |t| t.symbol_by_name.get(name).copied(),
            |i| {
                self.symbols
                    .get(i)
                    .is_some_and(|s| s.kind != SymbolKind::Section && s.name == name)
            },
        )
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
        if let Some(i) = self.lookup(
            |t| t.section_symbol.get(&section).copied(),
            |i| {
                self.symbols
                    .get(i)
                    .is_some_and(|s| s.kind == SymbolKind::Section && s.section == Some(section))
            },
        ) {
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
