//! ELF32 files for Cpu0: relocatable objects and executables, written with
//! `object`'s low-level [`Writer`] and read back with its raw ELF reader.
//!
//! The high-level `object::write::Object` cannot be used because it maps
//! architectures to `e_machine` through a fixed table that has no Cpu0
//! (`notes/crates.md` §5). The low-level writer gives full control:
//! `e_machine` = 999 for both byte orders, `e_flags` = 0, `EI_DATA` from the
//! object's byte order, `SHT_REL` relocations with the `R_CPU0_*` numbers and
//! addends **in place** (CPU0.md §4.1).
//!
//! In-place addends are encoded and decoded by [`crate::reloc`]. The one subtle
//! case is `R_CPU0_HI16`, whose field holds only the high half of the addend. As
//! on MIPS, the reader combines each `HI16` with the next `LO16` (in table
//! order) against the same symbol: addend = (hi << 16) | lo. The writer orders
//! the table so that each `HI16` directly precedes a `LO16` with the same symbol
//! and addend, then checks that the reader will recover every addend; if one
//! cannot be represented (a lone `HI16` whose addend has low bits) it refuses
//! rather than write a file that links differently. A `LO16` that no `HI16`
//! pairs with comes back sign-extended from 16 bits, which a `LO16` cannot tell
//! apart from the original (it only sees the addend modulo 2^16).
//!
//! Reading checks what a user can get wrong — not ELF, ELF64, another machine,
//! truncated tables, unknown relocation types — and says so instead of panicking.

use crate::encode::{read_word, write_word};
use crate::exec::{ExecSection, Executable, LinkedSymbol, SymbolTable};
use crate::isa::Endian;
use crate::object::{
    Binding, ObjectFile, Reloc, RelocKind, Section, SectionKind, Symbol, SymbolId, SymbolKind,
};
use crate::reloc::{
    addend_from_field, addends_equivalent, extract_field, in_place_field, insert_field,
};
use object::elf;
use object::read::elf::{
    FileHeader as _, ProgramHeader as _, Rel as _, Rela as _, SectionHeader as _, SectionTable,
    Sym as _,
};
use object::write::elf::{
    FileHeader, ProgramHeader, Rel, SectionHeader, SectionIndex, Sym, Writer,
};
use object::{Endianness, write::StringId};
use std::collections::HashMap;
use std::fmt;

/// `EM_CPU0`, used for both byte orders (CPU0.md §4.1).
pub const EM_CPU0: u16 = 999;

/// What kind of problem an ELF file has.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ElfErrorKind {
    /// Not an ELF file at all.
    NotElf,
    /// An ELF file for another class or machine.
    Foreign,
    /// Headers or tables point outside the file.
    Truncated,
    /// A well-formed file using something egret does not support.
    Unsupported,
    /// An in-memory object that cannot be written as asked.
    Invalid,
}

/// An error reading or writing ELF.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ElfError {
    /// The class of problem.
    pub kind: ElfErrorKind,
    /// What exactly.
    pub message: String,
}

impl ElfError {
    fn new(kind: ElfErrorKind, message: impl Into<String>) -> Self {
        ElfError {
            kind,
            message: message.into(),
        }
    }
}

impl fmt::Display for ElfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ElfError {}

fn truncated(e: object::read::Error) -> ElfError {
    ElfError::new(
        ElfErrorKind::Truncated,
        format!("truncated or corrupt ELF file: {e}"),
    )
}

fn write_failed(e: object::write::Error) -> ElfError {
    ElfError::new(ElfErrorKind::Invalid, format!("cannot write ELF: {e}"))
}

fn endianness(e: Endian) -> Endianness {
    match e {
        Endian::Big => Endianness::Big,
        Endian::Little => Endianness::Little,
    }
}

fn section_type_flags(kind: SectionKind) -> (elf::SectionType, elf::SectionFlags) {
    match kind {
        SectionKind::Text => (elf::SHT_PROGBITS, elf::SHF_ALLOC | elf::SHF_EXECINSTR),
        SectionKind::Data => (elf::SHT_PROGBITS, elf::SHF_ALLOC | elf::SHF_WRITE),
        SectionKind::ReadOnlyData => (elf::SHT_PROGBITS, elf::SHF_ALLOC),
        SectionKind::Bss => (elf::SHT_NOBITS, elf::SHF_ALLOC | elf::SHF_WRITE),
        SectionKind::Debug => (elf::SHT_PROGBITS, elf::SectionFlags(0)),
    }
}

fn symbol_type(kind: SymbolKind) -> elf::SymbolType {
    match kind {
        SymbolKind::NoType => elf::STT_NOTYPE,
        SymbolKind::Func => elf::STT_FUNC,
        SymbolKind::Object => elf::STT_OBJECT,
        SymbolKind::Section => elf::STT_SECTION,
    }
}

fn symbol_info(kind: SymbolKind, binding: Binding) -> elf::SymbolInfo {
    let bind = match binding {
        Binding::Local => elf::STB_LOCAL,
        Binding::Global => elf::STB_GLOBAL,
        Binding::Weak => elf::STB_WEAK,
    };
    elf::SymbolInfo::new(bind, symbol_type(kind))
}

// ===== writing objects ==========================================================

/// A relocation as it goes into the file: symbol already an ELF index.
struct RelEntry {
    offset: u64,
    symbol: usize,
    kind: RelocKind,
}

/// Writes `obj` as an ELF32 `ET_REL` file: the addends placed in the
/// section bytes, the file's layout reserved, then everything written in
/// the order reserved.
pub fn write_object(obj: &ObjectFile) -> Result<Vec<u8>, ElfError> {
    validate_object(obj)?;
    let prepared: Vec<(Vec<u8>, Vec<RelEntry>)> = obj
        .sections
        .iter()
        .map(|s| place_addends(obj, s))
        .collect::<Result<_, _>>()?;
    let order = symbol_order(obj);
    let rel_names: Vec<Vec<u8>> = obj
        .sections
        .iter()
        .map(|s| format!(".rel{}", s.name).into_bytes())
        .collect();

    let mut buf = Vec::new();
    let mut w = Writer::new(endianness(obj.endian), false, &mut buf);
    let layout = reserve_object(&mut w, obj, &prepared, &order, &rel_names)?;
    write_object_contents(&mut w, obj, &prepared, &order, &layout)?;
    write_object_section_headers(&mut w, obj, &prepared, &layout);
    debug_assert_eq!(w.reserved_len(), w.len());
    Ok(buf)
}

/// A section's name, index and file offset, and its relocation section's
/// name and index if it has relocations.
type PlacedSection = (
    StringId,
    SectionIndex,
    u64,
    Option<(StringId, SectionIndex)>,
);

/// Where [`reserve_object`] put each part of an object file.
struct ObjectLayout {
    /// Per section: its name, index and file offset, and its relocation
    /// section's name and index if it has relocations.
    sections: Vec<PlacedSection>,
    /// Per symbol, in [`symbol_order`]: its name in the string table.
    names: Vec<Option<StringId>>,
    /// The symbol table index of the first global symbol.
    num_local: u32,
    /// Per section: the file offset of its relocations (0 if none).
    rel_offsets: Vec<u64>,
    /// Per object symbol: its ELF symbol index.
    elf_index: Vec<u32>,
}

/// Reserves the file header, section contents, symbol and string tables,
/// relocations and section headers of `obj`, in file order.
fn reserve_object<'a>(
    w: &mut Writer<'a>,
    obj: &'a ObjectFile,
    prepared: &[(Vec<u8>, Vec<RelEntry>)],
    order: &[usize],
    rel_names: &'a [Vec<u8>],
) -> Result<ObjectLayout, ElfError> {
    let mut elf_index = vec![0u32; obj.symbols.len()];
    for (i, &id) in order.iter().enumerate() {
        elf_index[id] = i as u32 + 1;
    }
    w.reserve_file_header();
    let mut layout = Vec::new();
    for ((s, (data, rels)), rel_name) in obj.sections.iter().zip(prepared).zip(rel_names) {
        let name = w.add_section_name(s.name.as_bytes());
        let index = w.reserve_section_index();
        let offset = if s.kind == SectionKind::Bss {
            w.reserved_len()
        } else {
            w.reserve(data.len() as u64, s.align.max(1))
        };
        let rel =
            (!rels.is_empty()).then(|| (w.add_section_name(rel_name), w.reserve_section_index()));
        layout.push((name, index, offset, rel));
    }
    w.reserve_null_symbol_index();
    let mut names: Vec<Option<StringId>> = Vec::new();
    let mut num_local = 1;
    for &id in order {
        let sym = &obj.symbols[id];
        names.push((!sym.name.is_empty()).then(|| w.add_string(sym.name.as_bytes())));
        w.reserve_symbol_index(sym.section.map(|s| layout[s].1));
        if sym.binding == Binding::Local {
            num_local = w.symbol_count();
        }
    }
    w.reserve_symtab_section_index();
    w.reserve_symtab();
    w.reserve_strtab_section_index();
    w.reserve_strtab().map_err(write_failed)?;
    let rel_offsets: Vec<u64> = prepared
        .iter()
        .map(|(_, rels)| {
            if rels.is_empty() {
                0
            } else {
                w.reserve_relocations(rels.len(), false)
            }
        })
        .collect();
    w.reserve_shstrtab_section_index();
    w.reserve_shstrtab().map_err(write_failed)?;
    w.reserve_section_headers();
    Ok(ObjectLayout {
        sections: layout,
        names,
        num_local,
        rel_offsets,
        elf_index,
    })
}

/// Writes the file header, section contents, symbols, strings and
/// relocations reserved by [`reserve_object`].
fn write_object_contents(
    w: &mut Writer<'_>,
    obj: &ObjectFile,
    prepared: &[(Vec<u8>, Vec<RelEntry>)],
    order: &[usize],
    layout: &ObjectLayout,
) -> Result<(), ElfError> {
    w.write_file_header(&FileHeader {
        os_abi: elf::ELFOSABI_NONE,
        abi_version: 0,
        e_type: elf::ET_REL,
        e_machine: elf::Machine(EM_CPU0),
        e_entry: 0,
        e_flags: elf::FileFlags(0),
    })
    .map_err(write_failed)?;
    for (s, (data, _)) in obj.sections.iter().zip(prepared) {
        if s.kind != SectionKind::Bss {
            w.write_align(s.align.max(1));
            w.write(data);
        }
    }
    w.write_null_symbol();
    for (&id, name) in order.iter().zip(&layout.names) {
        let sym = &obj.symbols[id];
        w.write_symbol(&Sym {
            section: sym.section.map(|s| layout.sections[s].1.0),
            st_name: w.string_offset(*name),
            st_info: symbol_info(sym.kind, sym.binding),
            st_other: elf::SymbolOther(0),
            st_shndx: elf::SymbolSection(0),
            st_value: sym.value,
            st_size: sym.size,
        });
    }
    w.write_strtab();
    for (_, rels) in prepared {
        if rels.is_empty() {
            continue;
        }
        w.write_align_relocation();
        for r in rels {
            let rel = Rel {
                r_offset: r.offset,
                r_sym: layout.elf_index[r.symbol],
                r_type: elf::RelocationType(r.kind.r_type()),
                r_addend: 0,
            };
            w.write_relocation(false, &rel);
        }
    }
    w.write_shstrtab();
    Ok(())
}

/// Writes the section headers reserved by [`reserve_object`].
fn write_object_section_headers(
    w: &mut Writer<'_>,
    obj: &ObjectFile,
    prepared: &[(Vec<u8>, Vec<RelEntry>)],
    layout: &ObjectLayout,
) {
    w.write_null_section_header();
    let symtab = w.symtab_index();
    for (i, s) in obj.sections.iter().enumerate() {
        let (name, index, offset, rel) = layout.sections[i];
        let (data, rels) = &prepared[i];
        let (sh_type, sh_flags) = section_type_flags(s.kind);
        let size = if s.kind == SectionKind::Bss {
            s.size
        } else {
            data.len() as u64
        };
        w.write_section_header(&SectionHeader {
            sh_name: w.section_name_offset(Some(name)),
            sh_type,
            sh_flags,
            sh_addr: 0,
            sh_offset: offset,
            sh_size: size,
            sh_link: 0,
            sh_info: 0,
            sh_addralign: s.align.max(1),
            sh_entsize: 0,
        });
        if let Some((rel_name, _)) = rel {
            w.write_relocation_section_header(
                rel_name,
                index,
                symtab,
                layout.rel_offsets[i],
                rels.len(),
                false,
            );
        }
    }
    w.write_symtab_section_header(layout.num_local);
    w.write_strtab_section_header();
    w.write_shstrtab_section_header();
}

/// Locals (ELF requires them first), then globals, each in object order.
fn symbol_order(obj: &ObjectFile) -> Vec<usize> {
    let locals = (0..obj.symbols.len()).filter(|&i| obj.symbols[i].binding == Binding::Local);
    let globals = (0..obj.symbols.len()).filter(|&i| obj.symbols[i].binding.is_visible());
    locals.chain(globals).collect()
}

fn validate_object(obj: &ObjectFile) -> Result<(), ElfError> {
    obj.validate()
        .map_err(|m| ElfError::new(ElfErrorKind::Invalid, m))
}

/// The section's bytes with every addend stored in place, and its relocations
/// in an order the reader can pair (see the module doc).
fn place_addends(obj: &ObjectFile, s: &Section) -> Result<(Vec<u8>, Vec<RelEntry>), ElfError> {
    let mut data = s.data.clone();
    let order = pairing_order(&s.relocs);
    let mut entries = Vec::with_capacity(order.len());
    let mut fields = Vec::with_capacity(order.len());
    for &i in &order {
        let r = &s.relocs[i];
        let field = in_place_field(r.kind, r.addend).ok_or_else(|| {
            ElfError::new(
                ElfErrorKind::Invalid,
                format!(
                    "{}+{:#x}: addend {} does not fit the in-place field of {}",
                    s.name,
                    r.offset,
                    r.addend,
                    r.kind.name()
                ),
            )
        })?;
        let at = r.offset as usize;
        let word =
            read_word(&data, at, obj.endian).expect("validated: relocation inside the section");
        write_word(&mut data, at, insert_field(word, r.kind, field), obj.endian);
        entries.push(RelEntry {
            offset: r.offset,
            symbol: r.symbol,
            kind: r.kind,
        });
        fields.push((r.kind, r.symbol, field));
    }
    let recovered = recover_addends(&fields);
    for (&i, a) in order.iter().zip(recovered) {
        let r = &s.relocs[i];
        if !addends_equivalent(r.kind, r.addend, a) {
            return Err(ElfError::new(
                ElfErrorKind::Invalid,
                format!(
                    "{}+{:#x}: {} addend {} cannot be stored in place (no {} with the same symbol and addend to pair with)",
                    s.name,
                    r.offset,
                    r.kind.name(),
                    r.addend,
                    RelocKind::Lo16.name()
                ),
            ));
        }
    }
    Ok((data, entries))
}

/// Relocation order by offset, except that each `HI16` is moved to just before
/// the first `LO16` with the same symbol and addend. Linear in the number of
/// relocations: an -O2 object can carry tens of thousands.
fn pairing_order(relocs: &[Reloc]) -> Vec<usize> {
    let mut by_offset: Vec<usize> = (0..relocs.len()).collect();
    by_offset.sort_by_key(|&i| relocs[i].offset);
    let mut first_lo: HashMap<(SymbolId, i64), usize> = HashMap::new();
    for &j in &by_offset {
        let lo = &relocs[j];
        if lo.kind == RelocKind::Lo16 {
            first_lo.entry((lo.symbol, lo.addend)).or_insert(j);
        }
    }
    let partner_of = |r: &Reloc| {
        (r.kind == RelocKind::Hi16)
            .then(|| first_lo.get(&(r.symbol, r.addend)).copied())
            .flatten()
    };
    // The HI16s paired with each LO16, in offset order.
    let mut his_of: HashMap<usize, Vec<usize>> = HashMap::new();
    for &h in &by_offset {
        if let Some(lo) = partner_of(&relocs[h]) {
            his_of.entry(lo).or_default().push(h);
        }
    }
    let mut order = Vec::with_capacity(relocs.len());
    for &i in &by_offset {
        if partner_of(&relocs[i]).is_some() {
            continue;
        }
        if let Some(his) = his_of.get(&i) {
            order.extend_from_slice(his);
        }
        order.push(i);
    }
    order
}

/// The addends a reader recovers from `(kind, symbol, field)` in table order:
/// a `HI16` pairs with the next `LO16` of its symbol, and that `LO16` with
/// the last `HI16` so paired. Linear in the number of relocations.
fn recover_addends(fields: &[(RelocKind, usize, u32)]) -> Vec<i64> {
    let mut partner: Vec<Option<usize>> = vec![None; fields.len()];
    let mut next_lo: HashMap<usize, usize> = HashMap::new();
    for (k, &(kind, sym, _)) in fields.iter().enumerate().rev() {
        match kind {
            RelocKind::Hi16 => partner[k] = next_lo.get(&sym).copied(),
            RelocKind::Lo16 => {
                next_lo.insert(sym, k);
            }
            _ => {}
        }
    }
    let mut last_hi_of: HashMap<usize, usize> = HashMap::new();
    for (i, p) in partner.iter().enumerate() {
        if let Some(lo) = *p {
            last_hi_of.insert(lo, i);
        }
    }
    let combined = |hi: u32, lo: u32| (((hi & 0xFFFF) << 16) | (lo & 0xFFFF)) as i32 as i64;
    fields
        .iter()
        .enumerate()
        .map(|(k, &(kind, _, field))| match kind {
            RelocKind::Hi16 => match partner[k] {
                Some(j) => combined(field, fields[j].2),
                None => addend_from_field(kind, field),
            },
            RelocKind::Lo16 => last_hi_of
                .get(&k)
                .map_or(addend_from_field(kind, field), |&i| {
                    combined(fields[i].2, field)
                }),
            _ => addend_from_field(kind, field),
        })
        .collect()
}

// ===== reading ==================================================================

/// A Cpu0 ELF file of either type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ElfFile {
    /// An `ET_REL` object.
    Object(ObjectFile),
    /// An `ET_EXEC` executable.
    Executable(Executable),
}

type Header = elf::FileHeader32<Endianness>;

/// Parses and checks the file header: ELF magic, 32-bit, Cpu0.
fn parse_header(data: &[u8]) -> Result<(&Header, Endianness), ElfError> {
    if data.len() < 4 || &data[..4] != b"\x7fELF" {
        return Err(ElfError::new(
            ElfErrorKind::NotElf,
            "not an ELF file (bad magic number)",
        ));
    }
    if data.len() < 52 {
        return Err(ElfError::new(
            ElfErrorKind::Truncated,
            "truncated ELF file: header incomplete",
        ));
    }
    if data[4] != elf::ELFCLASS32.0 {
        return Err(ElfError::new(
            ElfErrorKind::Foreign,
            "64-bit ELF file; Cpu0 files are ELF32",
        ));
    }
    let header = Header::parse(data).map_err(truncated)?;
    let endian = header.endian().map_err(truncated)?;
    let machine = header.e_machine(endian).0;
    if machine != EM_CPU0 {
        return Err(ElfError::new(
            ElfErrorKind::Foreign,
            format!("ELF file for machine {machine}, not Cpu0 ({EM_CPU0})"),
        ));
    }
    Ok((header, endian))
}

fn our_endian(e: Endianness) -> Endian {
    match e {
        Endianness::Big => Endian::Big,
        Endianness::Little => Endian::Little,
    }
}

/// Reads a Cpu0 ELF file: a relocatable object or an executable.
pub fn read_elf(data: &[u8]) -> Result<ElfFile, ElfError> {
    let (header, endian) = parse_header(data)?;
    match header.e_type(endian) {
        elf::ET_REL => read_object_parsed(header, endian, data).map(ElfFile::Object),
        elf::ET_EXEC => read_executable_parsed(header, endian, data).map(ElfFile::Executable),
        other => Err(ElfError::new(
            ElfErrorKind::Unsupported,
            format!("ELF type {} is neither relocatable nor executable", other.0),
        )),
    }
}

/// Reads an `ET_REL` Cpu0 object, recovering in-place addends (and clearing the
/// relocated fields, as the object model requires).
pub fn read_object(data: &[u8]) -> Result<ObjectFile, ElfError> {
    match read_elf(data)? {
        ElfFile::Object(o) => Ok(o),
        ElfFile::Executable(_) => Err(ElfError::new(
            ElfErrorKind::Unsupported,
            "expected a relocatable object, found an executable",
        )),
    }
}

fn section_kind_of(sh_type: elf::SectionType, flags: elf::SectionFlags) -> SectionKind {
    let has = |f: elf::SectionFlags| flags.0 & f.0 != 0;
    if !has(elf::SHF_ALLOC) {
        SectionKind::Debug
    } else if has(elf::SHF_EXECINSTR) {
        SectionKind::Text
    } else if sh_type == elf::SHT_NOBITS {
        SectionKind::Bss
    } else if has(elf::SHF_WRITE) {
        SectionKind::Data
    } else {
        SectionKind::ReadOnlyData
    }
}

/// A section with contents or `.bss` (`SHT_PROGBITS`, `SHT_NOBITS`), as
/// both readers take it from the section headers.
struct ContentSection<'d> {
    /// Its ELF section index.
    index: usize,
    header: &'d elf::SectionHeader32<Endianness>,
    name: String,
    kind: SectionKind,
    /// Its bytes; none for `SHT_NOBITS`.
    bytes: Vec<u8>,
}

/// The sections of `sections` that have contents or are `.bss`, in header
/// order, each read when the iterator reaches it (so errors come in the
/// order of the headers).
fn content_sections<'d>(
    sections: &'d SectionTable<'d, Header>,
    endian: Endianness,
    data: &'d [u8],
) -> impl Iterator<Item = Result<ContentSection<'d>, ElfError>> + 'd {
    sections.enumerate().filter_map(move |(index, sh)| {
        let sh_type = sh.sh_type(endian);
        if sh_type != elf::SHT_PROGBITS && sh_type != elf::SHT_NOBITS {
            return None;
        }
        Some(read_content_section(sections, index.0, sh, endian, data))
    })
}

fn read_content_section<'d>(
    sections: &SectionTable<'d, Header>,
    index: usize,
    sh: &'d elf::SectionHeader32<Endianness>,
    endian: Endianness,
    data: &'d [u8],
) -> Result<ContentSection<'d>, ElfError> {
    let sh_type = sh.sh_type(endian);
    let name =
        String::from_utf8_lossy(sections.section_name(endian, sh).map_err(truncated)?).into_owned();
    let kind = section_kind_of(sh_type, sh.sh_flags(endian));
    let bytes = if sh_type == elf::SHT_NOBITS {
        Vec::new()
    } else {
        sh.data(endian, data).map_err(truncated)?.to_vec()
    };
    Ok(ContentSection {
        index,
        header: sh,
        name,
        kind,
        bytes,
    })
}

/// The symbol kind of ELF symbol type `t`.
fn symbol_kind_of(t: elf::SymbolType) -> SymbolKind {
    match t {
        elf::STT_FUNC => SymbolKind::Func,
        elf::STT_OBJECT => SymbolKind::Object,
        elf::STT_SECTION => SymbolKind::Section,
        _ => SymbolKind::NoType,
    }
}

/// The binding of ELF symbol binding `b`.
fn binding_of(b: elf::SymbolBind) -> Binding {
    match b {
        elf::STB_LOCAL => Binding::Local,
        elf::STB_WEAK => Binding::Weak,
        _ => Binding::Global,
    }
}

/// The largest section alignment an object may ask for (the assembler's
/// `.align 16`); anything above it is a damaged header.
const MAX_SECTION_ALIGN: u64 = 1 << 16;

fn read_object_parsed(
    header: &Header,
    endian: Endianness,
    data: &[u8],
) -> Result<ObjectFile, ElfError> {
    let sections = header.sections(endian, data).map_err(truncated)?;
    let mut obj = ObjectFile::new(our_endian(endian));
    let mut section_map = vec![None; sections.len()];
    for raw in content_sections(&sections, endian, data) {
        let ContentSection {
            index,
            header: sh,
            name,
            kind,
            bytes,
        } = raw?;
        if sh.sh_type(endian) == elf::SHT_NOBITS && kind != SectionKind::Bss {
            return Err(ElfError::new(
                ElfErrorKind::Unsupported,
                format!(
                    "section {name}: SHT_NOBITS without SHF_ALLOC (only .bss may have no bytes)"
                ),
            ));
        }
        let align = (sh.sh_addralign(endian) as u64).max(1);
        if !align.is_power_of_two() || align > MAX_SECTION_ALIGN {
            return Err(ElfError::new(
                ElfErrorKind::Invalid,
                format!(
                    "section {name}: alignment {align} is not a power of two up to {MAX_SECTION_ALIGN}"
                ),
            ));
        }
        section_map[index] = Some(obj.sections.len());
        obj.sections.push(Section {
            name,
            kind,
            align,
            size: sh.sh_size(endian) as u64,
            data: bytes,
            relocs: Vec::new(),
        });
    }
    let symtab = sections
        .symbols(endian, data, elf::SHT_SYMTAB)
        .map_err(truncated)?;
    let mut symbol_map = vec![None; symtab.len()];
    for (index, sym) in symtab.enumerate() {
        if index.0 == 0 || sym.st_type() == elf::STT_FILE {
            continue;
        }
        let name = String::from_utf8_lossy(symtab.symbol_name(endian, sym).map_err(truncated)?)
            .into_owned();
        let shndx = sym.st_shndx(endian);
        let section = if shndx == elf::SHN_UNDEF {
            None
        } else {
            let sec = symtab
                .symbol_section(endian, sym, index)
                .map_err(truncated)?;
            match sec.and_then(|s| section_map.get(s.0).copied().flatten()) {
                Some(s) => Some(s),
                None if shndx == elf::SHN_ABS || shndx == elf::SHN_COMMON => {
                    return Err(ElfError::new(
                        ElfErrorKind::Unsupported,
                        format!("symbol `{name}`: absolute and common symbols are not supported"),
                    ));
                }
                None => continue,
            }
        };
        let kind = symbol_kind_of(sym.st_type());
        let binding = binding_of(sym.st_bind());
        symbol_map[index.0] = Some(obj.add_symbol(Symbol {
            name: if kind == SymbolKind::Section {
                String::new()
            } else {
                name
            },
            section,
            value: sym.st_value(endian) as u64,
            size: sym.st_size(endian) as u64,
            kind,
            binding,
        }));
    }
    for sh in sections.iter() {
        let sh_type = sh.sh_type(endian);
        if sh_type != elf::SHT_REL && sh_type != elf::SHT_RELA {
            continue;
        }
        let target = sh.sh_info(endian) as usize;
        let Some(Some(sec)) = section_map.get(target).copied() else {
            continue;
        };
        let raw = read_rel_table(sh, sh_type, endian, data)?;
        attach_relocs(&mut obj, sec, raw, &symbol_map)?;
    }
    Ok(obj)
}

/// `(offset, ELF symbol, r_type, explicit addend)` for each entry.
type RawRel = (u64, usize, u32, Option<i64>);

fn read_rel_table(
    sh: &elf::SectionHeader32<Endianness>,
    sh_type: elf::SectionType,
    endian: Endianness,
    data: &[u8],
) -> Result<Vec<RawRel>, ElfError> {
    if sh_type == elf::SHT_REL {
        let rels = sh
            .data_as_array::<elf::Rel32<Endianness>, _>(endian, data)
            .map_err(truncated)?;
        Ok(rels
            .iter()
            .map(|r| {
                (
                    r.r_offset(endian) as u64,
                    r.r_sym(endian) as usize,
                    r.r_type(endian).0,
                    None,
                )
            })
            .collect())
    } else {
        let rels = sh
            .data_as_array::<elf::Rela32<Endianness>, _>(endian, data)
            .map_err(truncated)?;
        Ok(rels
            .iter()
            .map(|r| {
                let addend = r.r_addend(endian) as i64;
                (
                    r.r_offset(endian) as u64,
                    r.r_sym(endian) as usize,
                    r.r_type(endian).0,
                    Some(addend),
                )
            })
            .collect())
    }
}

fn attach_relocs(
    obj: &mut ObjectFile,
    sec: usize,
    raw: Vec<RawRel>,
    symbol_map: &[Option<usize>],
) -> Result<(), ElfError> {
    let endian = obj.endian;
    let name = obj.sections[sec].name.clone();
    let mut fields = Vec::with_capacity(raw.len());
    for &(offset, sym, r_type, _) in &raw {
        let kind = RelocKind::from_r_type(r_type).ok_or_else(|| {
            ElfError::new(
                ElfErrorKind::Unsupported,
                format!("{name}+{offset:#x}: unsupported relocation type {r_type}"),
            )
        })?;
        let symbol = symbol_map.get(sym).copied().flatten().ok_or_else(|| {
            ElfError::new(
                ElfErrorKind::Unsupported,
                format!("{name}+{offset:#x}: relocation against unusable symbol {sym}"),
            )
        })?;
        let word =
            read_word(&obj.sections[sec].data, offset as usize, endian).ok_or_else(|| {
                ElfError::new(
                    ElfErrorKind::Truncated,
                    format!("{name}+{offset:#x}: relocation outside its section"),
                )
            })?;
        fields.push((kind, symbol, extract_field(word, kind)));
    }
    let recovered = recover_addends(&fields);
    let section = &mut obj.sections[sec];
    for ((&(offset, _, _, explicit), (kind, symbol, _)), implicit) in
        raw.iter().zip(&fields).zip(recovered)
    {
        let word = read_word(&section.data, offset as usize, endian).expect("checked above");
        write_word(
            &mut section.data,
            offset as usize,
            insert_field(word, *kind, 0),
            endian,
        );
        section.relocs.push(Reloc {
            offset,
            symbol: *symbol,
            kind: *kind,
            addend: explicit.unwrap_or(implicit),
        });
    }
    section.relocs.sort_by_key(|r| r.offset);
    Ok(())
}

// ===== executables ==============================================================

/// Largest power of two (up to 16) dividing `addr`: the alignment a segment at
/// `addr` can claim.
fn natural_align(addr: u32) -> u64 {
    if addr == 0 {
        16
    } else {
        (1u64 << addr.trailing_zeros()).min(16)
    }
}

/// Writes `exe` as an ELF32 `ET_EXEC` file: one `PT_LOAD` per loaded section,
/// section headers, and a symbol table.
pub fn write_executable(exe: &Executable) -> Result<Vec<u8>, ElfError> {
    let mut buf = Vec::new();
    let mut w = Writer::new(endianness(exe.endian), false, &mut buf);
    let loads: Vec<&ExecSection> = exe.loadable().filter(|s| s.size > 0).collect();
    w.reserve_file_header();
    w.reserve_program_headers(loads.len() as u32);
    let mut layout = Vec::new();
    for s in &exe.sections {
        let name = w.add_section_name(s.name.as_bytes());
        let index = w.reserve_section_index();
        let offset = if s.kind == SectionKind::Bss {
            w.reserved_len()
        } else {
            w.reserve(s.data.len() as u64, natural_align(s.addr))
        };
        layout.push((name, index, offset));
    }
    let mut symbols: Vec<&LinkedSymbol> = exe
        .symbols
        .iter()
        .filter(|s| s.binding == Binding::Local)
        .collect();
    let num_local = symbols.len() as u32 + 1;
    symbols.extend(exe.symbols.iter().filter(|s| s.binding.is_visible()));
    w.reserve_null_symbol_index();
    let section_of = SectionOf::new(exe);
    let mut names = Vec::new();
    for sym in &symbols {
        names.push(w.add_string(sym.name.as_bytes()));
        let section = section_of.get(sym.addr).map(|i| layout[i].1);
        w.reserve_symbol_index(section);
    }
    w.reserve_symtab_section_index();
    w.reserve_symtab();
    w.reserve_strtab_section_index();
    w.reserve_strtab().map_err(write_failed)?;
    w.reserve_shstrtab_section_index();
    w.reserve_shstrtab().map_err(write_failed)?;
    w.reserve_section_headers();

    w.write_file_header(&FileHeader {
        os_abi: elf::ELFOSABI_NONE,
        abi_version: 0,
        e_type: elf::ET_EXEC,
        e_machine: elf::Machine(EM_CPU0),
        e_entry: exe.entry as u64,
        e_flags: elf::FileFlags(0),
    })
    .map_err(write_failed)?;
    w.write_align_program_headers();
    for (i, s) in exe.sections.iter().enumerate() {
        if s.is_alloc() && s.size > 0 {
            w.write_program_header(&program_header(s, layout[i].2));
        }
    }
    for s in &exe.sections {
        if s.kind != SectionKind::Bss {
            w.write_align(natural_align(s.addr));
            w.write(&s.data);
        }
    }
    w.write_null_symbol();
    for (sym, name) in symbols.iter().zip(&names) {
        let section = section_of.get(sym.addr);
        w.write_symbol(&Sym {
            section: section.map(|i| layout[i].1.0),
            st_name: w.string_offset(Some(*name)),
            st_info: symbol_info(sym.kind, sym.binding),
            st_other: elf::SymbolOther(0),
            st_shndx: if section.is_some() {
                elf::SymbolSection(0)
            } else {
                elf::SHN_ABS
            },
            st_value: sym.addr as u64,
            st_size: sym.size as u64,
        });
    }
    w.write_strtab();
    w.write_shstrtab();
    w.write_null_section_header();
    for (s, (name, _, offset)) in exe.sections.iter().zip(&layout) {
        let (sh_type, sh_flags) = section_type_flags(s.kind);
        w.write_section_header(&SectionHeader {
            sh_name: w.section_name_offset(Some(*name)),
            sh_type,
            sh_flags,
            sh_addr: if s.is_alloc() { s.addr as u64 } else { 0 },
            sh_offset: *offset,
            sh_size: s.size as u64,
            sh_link: 0,
            sh_info: 0,
            sh_addralign: if s.is_alloc() {
                natural_align(s.addr)
            } else {
                1
            },
            sh_entsize: 0,
        });
    }
    w.write_symtab_section_header(num_local);
    w.write_strtab_section_header();
    w.write_shstrtab_section_header();
    Ok(buf)
}

fn program_header(s: &ExecSection, offset: u64) -> ProgramHeader {
    let flags = match s.kind {
        SectionKind::Text => elf::PF_R | elf::PF_X,
        SectionKind::ReadOnlyData => elf::PF_R,
        _ => elf::PF_R | elf::PF_W,
    };
    ProgramHeader {
        p_type: elf::PT_LOAD,
        p_flags: flags,
        p_offset: offset,
        p_vaddr: s.addr as u64,
        p_paddr: s.addr as u64,
        p_filesz: s.data.len() as u64,
        p_memsz: s.size as u64,
        p_align: natural_align(s.addr),
    }
}

/// Finds the loaded section holding an address (its end counts, for
/// `_end`-style symbols) by binary search, so that writing n symbols is not
/// n × sections. Loaded sections do not overlap in a linked program; if a
/// damaged one's do, the one starting last at or below the address answers.
struct SectionOf {
    /// (start, end, section index) of non-empty loaded sections, by start.
    spans: Vec<(u64, u64, usize)>,
    /// End address → first loaded section ending there.
    ends: HashMap<u64, usize>,
}

impl SectionOf {
    fn new(exe: &Executable) -> SectionOf {
        let mut spans = Vec::new();
        let mut ends = HashMap::new();
        for (i, s) in exe
            .sections
            .iter()
            .enumerate()
            .filter(|(_, s)| s.is_alloc())
        {
            let (start, end) = (s.addr as u64, s.addr as u64 + s.size as u64);
            if s.size > 0 {
                spans.push((start, end, i));
            }
            ends.entry(end).or_insert(i);
        }
        spans.sort_unstable();
        SectionOf { spans, ends }
    }

    fn get(&self, addr: u32) -> Option<usize> {
        let a = addr as u64;
        let after = self.spans.partition_point(|&(start, _, _)| start <= a);
        after
            .checked_sub(1)
            .map(|k| self.spans[k])
            .filter(|&(_, end, _)| a < end)
            .map(|(_, _, i)| i)
            .or_else(|| self.ends.get(&a).copied())
    }
}

/// Reads an `ET_EXEC` Cpu0 executable. Uses the section headers when present,
/// else the program headers (one section per `PT_LOAD`).
pub fn read_executable(data: &[u8]) -> Result<Executable, ElfError> {
    match read_elf(data)? {
        ElfFile::Executable(e) => Ok(e),
        ElfFile::Object(_) => Err(ElfError::new(
            ElfErrorKind::Unsupported,
            "expected an executable, found a relocatable object (link it first)",
        )),
    }
}

fn read_executable_parsed(
    header: &Header,
    endian: Endianness,
    data: &[u8],
) -> Result<Executable, ElfError> {
    let sections = header.sections(endian, data).map_err(truncated)?;
    let mut exe = Executable {
        endian: our_endian(endian),
        entry: header.e_entry(endian),
        sections: Vec::new(),
        symbols: SymbolTable::new(),
    };
    for raw in content_sections(&sections, endian, data) {
        let raw = raw?;
        exe.sections.push(ExecSection {
            addr: raw.header.sh_addr(endian),
            size: raw.header.sh_size(endian),
            name: raw.name,
            kind: raw.kind,
            data: raw.bytes,
        });
    }
    if exe.sections.is_empty() {
        read_segments(header, endian, data, &mut exe)?;
    }
    if let Some(s) = exe.sections.iter().find(|s| {
        s.is_alloc()
            && s.addr as u64 + (s.size as u64).max(s.data.len() as u64)
                > crate::link::MEMORY_SIZE as u64
    }) {
        return Err(ElfError::new(
            ElfErrorKind::Invalid,
            format!(
                "section {} ({:#x}, {} bytes) lies outside Cpu0's 16 MiB memory",
                s.name, s.addr, s.size
            ),
        ));
    }
    let symtab = sections
        .symbols(endian, data, elf::SHT_SYMTAB)
        .map_err(truncated)?;
    for (index, sym) in symtab.enumerate() {
        let t = sym.st_type();
        if index.0 == 0
            || t == elf::STT_FILE
            || t == elf::STT_SECTION
            || sym.st_shndx(endian) == elf::SHN_UNDEF
        {
            continue;
        }
        let name = String::from_utf8_lossy(symtab.symbol_name(endian, sym).map_err(truncated)?)
            .into_owned();
        exe.symbols.define(LinkedSymbol {
            name,
            addr: sym.st_value(endian),
            size: sym.st_size(endian),
            // (STT_SECTION symbols were skipped above.)
            kind: symbol_kind_of(t),
            binding: binding_of(sym.st_bind()),
        });
    }
    Ok(exe)
}

fn read_segments(
    header: &Header,
    endian: Endianness,
    data: &[u8],
    exe: &mut Executable,
) -> Result<(), ElfError> {
    let phdrs = header.program_headers(endian, data).map_err(truncated)?;
    for (i, ph) in phdrs
        .iter()
        .filter(|p| p.p_type(endian) == elf::PT_LOAD)
        .enumerate()
    {
        let mut bytes = ph
            .data(endian, data)
            .map_err(|()| {
                ElfError::new(
                    ElfErrorKind::Truncated,
                    format!("truncated ELF file: segment {i} outside the file"),
                )
            })?
            .to_vec();
        let memsz = ph.p_memsz(endian);
        let vaddr = ph.p_vaddr(endian);
        if vaddr as u64 + memsz.max(bytes.len() as u32) as u64 > crate::link::MEMORY_SIZE as u64 {
            // Checked before the bytes are extended: a bogus p_memsz must not
            // allocate gigabytes.
            return Err(ElfError::new(
                ElfErrorKind::Invalid,
                format!(
                    "segment {i} ({vaddr:#x}, {memsz} bytes) lies outside Cpu0's 16 MiB memory"
                ),
            ));
        }
        bytes.resize(memsz as usize, 0);
        let flags = ph.p_flags(endian);
        let kind = if flags.0 & elf::PF_X.0 != 0 {
            SectionKind::Text
        } else if flags.0 & elf::PF_W.0 != 0 {
            SectionKind::Data
        } else {
            SectionKind::ReadOnlyData
        };
        exe.sections.push(ExecSection {
            name: format!(".load{i}"),
            kind,
            addr: vaddr,
            size: memsz,
            data: bytes,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests;
