//! Linked programs: [`Executable`], its [`SymbolTable`], and the `cpu0.v`
//! memory image.
//!
//! An executable is a list of sections at absolute addresses (code and data to
//! load; non-allocated sections such as DWARF kept for tools) plus a symbol
//! table. It is what the linker produces, what the simulator loads, and what the
//! ELF writer turns into an `ET_EXEC` file (and the reader back). Sections rather
//! than raw segments are the unit because every consumer wants names: the
//! simulator asks for the text range, `objdump` for `.text`, DWARF readers for
//! `.debug_line`. The ELF writer emits one `PT_LOAD` per allocated section.
//!
//! The symbol table keeps every symbol the link produced, in definition order,
//! and an index of global names. Defining a global name again *replaces* it in
//! the index (the old entry stays, so addresses inside superseded code still map
//! to a name); the JIT relies on this to let a later batch redefine a function.

use crate::asm::format_inst;
use crate::encode::{decode, read_word};
use crate::isa::Endian;
use crate::object::{Binding, SectionKind, SymbolKind};
use std::collections::BTreeMap;
use std::fmt::Write;
use std::ops::Range;

/// Name of the section that holds the vector block and start code at address 0.
pub const STARTUP_SECTION: &str = ".startup";

/// Symbol whose presence says `main` returns i64 (`$v0/$v1` in memory order).
pub const MAIN_RET64_HINT: &str = "__egret_main_ret64";
/// Symbol whose presence says `main` returns i32 (`$v0`, sign-extended).
pub const MAIN_RET32_HINT: &str = "__egret_main_ret32";
/// Symbol whose presence says `main` takes `(i64 argc, i8** argv)`.
pub const MAIN_ARGC64_HINT: &str = "__egret_main_argc64";
/// Symbol whose presence says `main` takes no parameters (the start code
/// then loads no `argc`/`argv`).
pub const MAIN_NOARGS_HINT: &str = "__egret_main_noargs";

/// One section of a linked program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExecSection {
    /// Section name (`.startup`, `.text`, `.rodata`, `.data`, `.bss`, `.debug_*`).
    pub name: String,
    /// What it holds; [`SectionKind::Debug`] sections are not loaded.
    pub kind: SectionKind,
    /// Load address (0 for non-allocated sections).
    pub addr: u32,
    /// Size in bytes (for `.bss`, the zeroed size).
    pub size: u32,
    /// Contents; empty for `.bss`.
    pub data: Vec<u8>,
}

impl ExecSection {
    /// The address range the section occupies.
    /// (Cut at the top of the address space: a damaged file's section may
    /// claim more.)
    pub fn range(&self) -> Range<u32> {
        self.addr..self.addr.saturating_add(self.size)
    }

    /// Whether the section is loaded into memory.
    pub fn is_alloc(&self) -> bool {
        self.kind != SectionKind::Debug
    }
}

/// A symbol of a linked program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkedSymbol {
    /// The name.
    pub name: String,
    /// Its absolute address (or value, for absolute symbols such as `__stack_top`).
    pub addr: u32,
    /// Size in bytes (0 if unknown).
    pub size: u32,
    /// Function, object, or untyped.
    pub kind: SymbolKind,
    /// Global (visible by name) or local to its object.
    pub binding: Binding,
}

/// The symbols of a linked program (see the module doc for redefinition).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SymbolTable {
    symbols: Vec<LinkedSymbol>,
    globals: BTreeMap<String, usize>,
}

impl SymbolTable {
    /// An empty table.
    pub fn new() -> Self {
        SymbolTable::default()
    }

    /// Adds a symbol. A global replaces any earlier global of the same name in
    /// name lookups.
    pub fn define(&mut self, sym: LinkedSymbol) {
        if sym.binding.is_visible() {
            self.globals.insert(sym.name.clone(), self.symbols.len());
        }
        self.symbols.push(sym);
    }

    /// The current global definition of `name`.
    pub fn get(&self, name: &str) -> Option<&LinkedSymbol> {
        self.globals.get(name).map(|&i| &self.symbols[i])
    }

    /// The address of global `name`.
    pub fn address(&self, name: &str) -> Option<u32> {
        self.get(name).map(|s| s.addr)
    }

    /// Every symbol in definition order (including superseded and local ones).
    pub fn iter(&self) -> impl Iterator<Item = &LinkedSymbol> {
        self.symbols.iter()
    }

    /// The current global symbols, by name.
    pub fn globals(&self) -> impl Iterator<Item = &LinkedSymbol> {
        self.globals.values().map(|&i| &self.symbols[i])
    }

    /// Number of symbols (all of them).
    pub fn len(&self) -> usize {
        self.symbols.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.symbols.is_empty()
    }

    /// Adds all of `other`'s symbols after this table's (later globals win).
    pub fn extend(&mut self, other: &SymbolTable) {
        for s in other.iter() {
            self.define(s.clone());
        }
    }

    /// The named function or object that contains `addr`: the symbol with the
    /// highest address not above `addr` whose size covers it (or, for symbols
    /// of unknown size, the nearest one below). Latest definitions win ties.
    pub fn containing(&self, addr: u32) -> Option<&LinkedSymbol> {
        self.symbols
            .iter()
            .filter(|s| s.addr <= addr && !s.name.is_empty())
            .filter(|s| s.size == 0 || addr - s.addr < s.size)
            .max_by_key(|s| (s.size != 0, s.addr))
    }
}

/// A linked Cpu0 program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Executable {
    /// Byte order of code and data.
    pub endian: Endian,
    /// Address where execution starts (0: the reset vector).
    pub entry: u32,
    /// Sections in address order, then non-allocated ones.
    pub sections: Vec<ExecSection>,
    /// The symbols.
    pub symbols: SymbolTable,
}

impl Executable {
    /// The section called `name`.
    pub fn section(&self, name: &str) -> Option<&ExecSection> {
        self.sections.iter().find(|s| s.name == name)
    }

    /// The sections loaded into memory.
    pub fn loadable(&self) -> impl Iterator<Item = &ExecSection> {
        self.sections.iter().filter(|s| s.is_alloc())
    }

    /// Contents of a non-allocated section such as `.debug_line`.
    pub fn debug_section(&self, name: &str) -> Option<&[u8]> {
        self.sections
            .iter()
            .find(|s| s.name == name && !s.is_alloc())
            .map(|s| s.data.as_slice())
    }

    /// The addresses holding code: from the lowest to the highest code section.
    pub fn text_range(&self) -> Range<u32> {
        let code = self.sections.iter().filter(|s| s.kind == SectionKind::Text);
        let start = code.clone().map(|s| s.addr).min().unwrap_or(0);
        let end = code.map(|s| s.range().end).max().unwrap_or(0);
        start..end
    }

    /// Bytes of program code: every code section except the linker's start code.
    pub fn text_bytes(&self) -> u32 {
        self.sections
            .iter()
            .filter(|s| s.kind == SectionKind::Text && s.name != STARTUP_SECTION)
            .map(|s| s.size)
            .sum()
    }

    /// Whether `main` returns i64, as recorded by the hint symbols
    /// [`MAIN_RET64_HINT`] / [`MAIN_RET32_HINT`]; `None` if neither is present.
    pub fn main_returns_i64(&self) -> Option<bool> {
        if self.symbols.get(MAIN_RET64_HINT).is_some() {
            Some(true)
        } else if self.symbols.get(MAIN_RET32_HINT).is_some() {
            Some(false)
        } else {
            None
        }
    }

    /// The memory image as `cpu0.v` reads it with `$readmemh` (CPU0.md §5.1):
    /// one hex byte per token from address 0 to the end of the last loaded
    /// section with contents, gaps as zero bytes; code one word per line with
    /// its disassembly in a comment. `.bss` is not written (the start code
    /// zeroes it). `cpu0.config` must hold 0 for big-endian, 1 for little-endian,
    /// which the first comment repeats.
    pub fn to_hex(&self) -> String {
        let mut out = String::new();
        let (order, config) = match self.endian {
            Endian::Big => ("big-endian", 0),
            Endian::Little => ("little-endian", 1),
        };
        let _ = writeln!(
            out,
            "/* egret memory image for cpu0.v: {order}; cpu0.config must hold {config} */"
        );
        let mut at = 0u32;
        let mut sections: Vec<_> = self.loadable().filter(|s| !s.data.is_empty()).collect();
        sections.sort_by_key(|s| s.addr);
        for s in sections {
            if s.addr > at {
                write_hex_bytes(&mut out, at, &vec![0; (s.addr - at) as usize], None);
            }
            let _ = writeln!(out, "/* {} */", s.name);
            let code = (s.kind == SectionKind::Text).then_some(self.endian);
            write_hex_bytes(&mut out, s.addr, &s.data, code);
            at = at.max(s.addr + s.data.len() as u32);
        }
        out
    }
}

/// Writes `bytes` (starting at address `addr`) four per line; with `code`, each
/// line also shows the word's disassembly.
fn write_hex_bytes(out: &mut String, addr: u32, bytes: &[u8], code: Option<Endian>) {
    for (i, chunk) in bytes.chunks(4).enumerate() {
        let line_addr = addr + 4 * i as u32;
        let _ = write!(out, "/* {line_addr:08x} */");
        for b in chunk {
            let _ = write!(out, " {b:02x}");
        }
        let text = code
            .and_then(|endian| read_word(chunk, 0, endian))
            .and_then(|w| decode(w).ok())
            .map(|inst| format_inst(&inst).replace('\t', " "));
        match text {
            Some(t) => {
                let _ = writeln!(out, " /* {t} */");
            }
            None => out.push('\n'),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sym(name: &str, addr: u32, size: u32, binding: Binding) -> LinkedSymbol {
        LinkedSymbol {
            name: name.to_string(),
            addr,
            size,
            kind: SymbolKind::Func,
            binding,
        }
    }

    #[test]
    fn later_globals_replace_earlier_ones() {
        let mut t = SymbolTable::new();
        t.define(sym("f", 0x100, 8, Binding::Global));
        t.define(sym("helper", 0x108, 8, Binding::Local));
        t.define(sym("f", 0x200, 16, Binding::Global));
        assert_eq!(t.address("f"), Some(0x200));
        assert_eq!(t.address("helper"), None);
        assert_eq!(t.containing(0x104).map(|s| s.addr), Some(0x100));
        assert_eq!(t.containing(0x10C).map(|s| s.name.as_str()), Some("helper"));
        assert_eq!(t.containing(0x20C).map(|s| s.addr), Some(0x200));
        assert_eq!(t.globals().count(), 1);
    }

    #[test]
    fn hex_image_has_one_byte_per_token() {
        let exe = Executable {
            endian: Endian::Big,
            entry: 0,
            sections: vec![
                ExecSection {
                    name: ".text".into(),
                    kind: SectionKind::Text,
                    addr: 0,
                    size: 4,
                    data: vec![0x36, 0xFF, 0xFF, 0xFC],
                },
                ExecSection {
                    name: ".data".into(),
                    kind: SectionKind::Data,
                    addr: 8,
                    size: 2,
                    data: vec![1, 2],
                },
            ],
            symbols: SymbolTable::new(),
        };
        let hex = exe.to_hex();
        assert!(
            hex.contains("/* 00000000 */ 36 ff ff fc /* jmp -4 */"),
            "{hex}"
        );
        assert!(hex.contains("/* 00000004 */ 00 00 00 00\n"), "{hex}");
        assert!(hex.contains("/* 00000008 */ 01 02\n"), "{hex}");
    }
}
