//! Shared test fixtures: a synthetic three-function unit with frames, a tiny
//! model that "executes" its prologues and epilogues for unwinding tests, and
//! ELF32 wrappers (relocatable with e_machine MIPS, executable with Cpu0's
//! 999) so real tools can read what the crate writes.
#![allow(dead_code)] // each test binary uses a different subset

pub mod source;

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use egret_dwarf::*;
use object::write::elf::{FileHeader, ProgramHeader, Rel, SectionHeader, Sym, Writer};
use object::{Endianness, elf};

/// DWARF register numbers used by the fixture (Cpu0's, CPU0.md §1).
pub const S0: u16 = 9;
pub const FP: u16 = 12;
pub const SP: u16 = 13;
pub const LR: u16 = 14;

/// `R_CPU0_32`.
pub const R_CPU0_32: u32 = 2;
/// Where the executable wrappers put `.text` (sections start at 0x100, CPU0.md).
pub const TEXT_ADDRESS: u32 = 0x100;

/// What one instruction of the fixture does to the frame.
#[derive(Copy, Clone, Debug)]
pub enum Effect {
    /// `addiu $sp, $sp, n`
    AddSp(i32),
    /// `st reg, off($sp)`
    Store(u16, i32),
    /// `ld reg, off($sp)`
    Load(u16, i32),
    /// `move dst, src`
    Move(u16, u16),
    /// Anything that does not touch the frame (body, `ret`, `nop`, branches).
    Other,
}

/// A fixture function: debug info plus the instruction effects and the
/// straight-line paths through it (a path lists instruction offsets).
pub struct Fixture {
    pub info: FunctionInfo,
    pub code: Vec<Effect>,
    pub paths: Vec<Vec<u32>>,
}

fn row(offset: u32, file: usize, line: u32, column: u32) -> LineRow {
    LineRow::new(offset, file, line, column)
}

/// `main`: a frame with `$fp`, one return at the end. 48 bytes at 0.
fn main_fixture() -> Fixture {
    use Effect::*;
    let code = vec![
        AddSp(-24),    // 0
        Store(LR, 20), // 4
        Store(FP, 16), // 8
        Move(FP, SP),  // 12
        Other,         // 16 body
        Other,         // 20 body
        Move(SP, FP),  // 24 epilogue
        Load(FP, 16),  // 28
        Load(LR, 20),  // 32
        AddSp(24),     // 36
        Other,         // 40 ret $lr
        Other,         // 44 nop (delay slot)
    ];
    let mut rows: Vec<LineRow> = (0..4).map(|i| row(i * 4, 0, 10, 1)).collect();
    rows[1].is_stmt = false;
    rows.push(LineRow {
        prologue_end: true,
        ..row(16, 0, 11, 3)
    });
    rows.push(row(20, 0, 12, 5));
    rows.push(LineRow {
        epilogue_begin: true,
        ..row(24, 0, 13, 3)
    });
    rows.extend((7..12).map(|i| LineRow {
        is_stmt: false,
        ..row(i * 4, 0, 13, 3)
    }));
    let cfi = vec![
        (4, CfiOp::DefCfaOffset(24)),
        (
            8,
            CfiOp::Offset {
                reg: LR,
                cfa_offset: -4,
            },
        ),
        (
            12,
            CfiOp::Offset {
                reg: FP,
                cfa_offset: -8,
            },
        ),
        (16, CfiOp::DefCfaRegister(FP)),
        (28, CfiOp::DefCfaRegister(SP)),
        (32, CfiOp::Restore(FP)),
        (36, CfiOp::Restore(LR)),
        (40, CfiOp::DefCfaOffset(0)),
    ];
    Fixture {
        info: FunctionInfo {
            name: "main".into(),
            source: Default::default(),
            text_offset: 0,
            size: 48,
            decl_file: 0,
            decl_line: 9,
            external: true,
            rows,
            frame: FrameInfo { cfi },
        },
        paths: vec![(0..12).map(|i| i * 4).collect()],
        code,
    }
}

/// `leaf`: no frame at all, internal linkage. 12 bytes at 48.
fn leaf_fixture() -> Fixture {
    Fixture {
        info: FunctionInfo {
            name: "leaf".into(),
            source: Default::default(),
            text_offset: 48,
            size: 12,
            decl_file: 0,
            decl_line: 19,
            external: false,
            rows: vec![row(0, 0, 20, 3), row(4, 0, 21, 3), row(8, 0, 21, 3)],
            frame: FrameInfo::default(),
        },
        code: vec![Effect::Other; 3],
        paths: vec![vec![0, 4, 8]],
    }
}

/// `fib`: saves `$lr` and `$s0`, returns from the middle (remember/restore
/// state) and from the end; its lines come from a second file. 64 bytes at
/// 64, leaving a 4-byte gap after `leaf`.
fn fib_fixture() -> Fixture {
    use Effect::*;
    let code = vec![
        AddSp(-16),    // 0
        Store(LR, 12), // 4
        Store(S0, 8),  // 8
        Other,         // 12 beq -> 40
        Other,         // 16 nop
        Load(S0, 8),   // 20 early epilogue
        Load(LR, 12),  // 24
        AddSp(16),     // 28
        Other,         // 32 ret
        Other,         // 36 nop
        Other,         // 40 body
        Load(S0, 8),   // 44 final epilogue
        Load(LR, 12),  // 48
        AddSp(16),     // 52
        Other,         // 56 ret
        Other,         // 60 nop
    ];
    let lines = [
        30, 30, 30, 31, 31, 32, 32, 32, 32, 32, 34, 35, 35, 35, 35, 35,
    ];
    let rows = lines
        .iter()
        .enumerate()
        .map(|(i, &line)| LineRow {
            prologue_end: i == 3,
            epilogue_begin: i == 5 || i == 11,
            ..row(i as u32 * 4, 1, line, 1 + i as u32 % 3)
        })
        .collect();
    let cfi = vec![
        (4, CfiOp::DefCfaOffset(16)),
        (
            8,
            CfiOp::Offset {
                reg: LR,
                cfa_offset: -4,
            },
        ),
        (
            12,
            CfiOp::Offset {
                reg: S0,
                cfa_offset: -8,
            },
        ),
        (20, CfiOp::RememberState),
        (24, CfiOp::Restore(S0)),
        (28, CfiOp::Restore(LR)),
        (32, CfiOp::DefCfaOffset(0)),
        (40, CfiOp::RestoreState),
        (48, CfiOp::Restore(S0)),
        (52, CfiOp::Restore(LR)),
        (56, CfiOp::DefCfaOffset(0)),
    ];
    Fixture {
        info: FunctionInfo {
            name: "fib".into(),
            source: Default::default(),
            text_offset: 64,
            size: 64,
            decl_file: 1,
            decl_line: 29,
            external: true,
            rows,
            frame: FrameInfo { cfi },
        },
        paths: vec![
            (0..10).map(|i| i * 4).collect(),
            [0, 4, 8, 12, 16, 40, 44, 48, 52, 56, 60].to_vec(),
        ],
        code,
    }
}

/// The fixtures, deliberately not in address order.
pub fn fixtures() -> Vec<Fixture> {
    vec![fib_fixture(), main_fixture(), leaf_fixture()]
}

/// Size of `.text` covered by the fixtures.
pub const TEXT_SIZE: u32 = 128;

pub fn sample_input(version: DwarfVersion, endian: Endian) -> DebugInput {
    DebugInput {
        producer: "egret test".into(),
        source: Default::default(),
        comp_dir: "/work/src".into(),
        files: vec!["prog.ll".into(), "lib/lib.c".into()],
        version,
        endian,
        code_align: 4,
        frame: FrameConventions::cpu0(),
        functions: fixtures().into_iter().map(|f| f.info).collect(),
    }
}

/// Every combination the tests run over.
pub fn configurations() -> Vec<(DwarfVersion, Endian)> {
    let mut all = Vec::new();
    for version in [DwarfVersion::V4, DwarfVersion::V5] {
        for endian in [Endian::Big, Endian::Little] {
            all.push((version, endian));
        }
    }
    all
}

/// Register file and memory of the unwinding model.
pub struct Machine {
    pub regs: [u32; 16],
    pub memory: BTreeMap<u32, u32>,
}

impl Machine {
    pub fn step(&mut self, effect: Effect) {
        let sp = self.regs[SP as usize];
        let at = |off: i32| sp.wrapping_add_signed(off);
        match effect {
            Effect::AddSp(n) => self.regs[SP as usize] = sp.wrapping_add_signed(n),
            Effect::Store(r, off) => {
                self.memory.insert(at(off), self.regs[r as usize]);
            }
            Effect::Load(r, off) => self.regs[r as usize] = self.memory[&at(off)],
            Effect::Move(d, s) => self.regs[d as usize] = self.regs[s as usize],
            Effect::Other => {}
        }
    }
}

fn endianness(endian: Endian) -> Endianness {
    match endian {
        Endian::Big => Endianness::Big,
        Endian::Little => Endianness::Little,
    }
}

/// A `.text` of recognisable bytes (not real Cpu0 code; nothing executes it).
pub fn text_bytes() -> Vec<u8> {
    (0..TEXT_SIZE).map(|i| i as u8).collect()
}

/// Wraps unrelocated sections in an ELF32 relocatable object: `.text`, the
/// debug sections, one `.rel<name>` per section with relocations
/// (`R_CPU0_32` against section symbols), a symbol table with the functions.
pub fn elf_object(sections: &DebugSections, functions: &[FunctionInfo]) -> Vec<u8> {
    let text = text_bytes();
    // ELF wants local symbols first: internal functions, then the globals.
    let mut ordered: Vec<&FunctionInfo> = functions.iter().collect();
    ordered.sort_by_key(|f| f.external);
    let rel_names: Vec<String> = sections
        .sections
        .iter()
        .map(|s| format!(".rel{}", s.name))
        .collect();
    let mut buffer = Vec::new();
    let mut w = Writer::new(endianness(sections.endian), false, &mut buffer);
    w.reserve_file_header();
    let mut layout = reserve_sections(&mut w, sections, &rel_names, text.len());
    reserve_symbols(&mut w, &mut layout, &ordered);
    reserve_tables(&mut w, &mut layout, sections);

    // Write, in the same order.
    write_object_contents(&mut w, &text, sections);
    write_object_symbols(&mut w, &layout, &ordered);
    write_object_relocations(&mut w, &layout, sections);
    write_object_section_headers(&mut w, &layout, sections, text.len());
    assert_eq!(w.reserved_len(), w.len());
    buffer
}

/// Where [`elf_object`] reserved each part of the object.
struct ObjectLayout {
    text_name: object::write::StringId,
    text_index: object::write::elf::SectionIndex,
    text_offset: u64,
    /// One per debug section, in order.
    placed: Vec<Placed>,
    /// The `.rel` section of each debug section that has relocations.
    rel_indices: Vec<Option<object::write::elf::SectionIndex>>,
    text_symbol: object::write::elf::SymbolIndex,
    /// The section symbol of each debug section.
    section_symbols: Vec<object::write::elf::SymbolIndex>,
    /// The functions' names, in symbol order.
    function_names: Vec<object::write::StringId>,
    /// Index of the first global symbol.
    num_local: u32,
}

/// A debug section's name, index and file offset, and its `.rel` section's
/// name and offset when it has relocations.
struct Placed {
    name: object::write::StringId,
    index: object::write::elf::SectionIndex,
    offset: u64,
    rel: Option<(object::write::StringId, u64)>,
}

/// Reserves `.text` (`text_len` bytes), each debug section, and the index
/// of a `.rel` section (named in `rel_names`) for each that has relocations.
fn reserve_sections<'a>(
    w: &mut Writer<'a>,
    sections: &'a DebugSections,
    rel_names: &'a [String],
    text_len: usize,
) -> ObjectLayout {
    let text_name = w.add_section_name(b".text");
    let text_index = w.reserve_section_index();
    let text_offset = w.reserve(text_len as u64, 4);
    let mut placed = Vec::new();
    for (s, rel_name) in sections.sections.iter().zip(rel_names) {
        let name = w.add_section_name(s.name.as_bytes());
        let index = w.reserve_section_index();
        let offset = w.reserve(s.data.len() as u64, 1);
        let rel = (!s.relocs.is_empty()).then(|| (w.add_section_name(rel_name.as_bytes()), 0));
        placed.push(Placed {
            name,
            index,
            offset,
            rel,
        });
    }
    let rel_indices: Vec<_> = placed
        .iter()
        .map(|p| p.rel.map(|_| w.reserve_section_index()))
        .collect();
    ObjectLayout {
        text_name,
        text_index,
        text_offset,
        placed,
        rel_indices,
        text_symbol: object::write::elf::SymbolIndex(0),
        section_symbols: Vec::new(),
        function_names: Vec::new(),
        num_local: 0,
    }
}

/// Reserves the symbols: null, section symbols (`.text`, then each debug
/// section), then the functions in `ordered` (locals first).
fn reserve_symbols<'a>(
    w: &mut Writer<'a>,
    layout: &mut ObjectLayout,
    ordered: &[&'a FunctionInfo],
) {
    w.reserve_null_symbol_index();
    layout.text_symbol = w.reserve_symbol_index(Some(layout.text_index));
    layout.section_symbols = layout
        .placed
        .iter()
        .map(|p| w.reserve_symbol_index(Some(p.index)))
        .collect();
    layout.function_names = ordered
        .iter()
        .map(|f| w.add_string(f.name.as_bytes()))
        .collect();
    layout.num_local = w.symbol_count();
    for f in ordered {
        w.reserve_symbol_index(Some(layout.text_index));
        if !f.external {
            layout.num_local = w.symbol_count();
        }
    }
}

/// Reserves the symbol and string tables, the relocations, the section
/// names and the section headers.
fn reserve_tables(w: &mut Writer<'_>, layout: &mut ObjectLayout, sections: &DebugSections) {
    w.reserve_symtab_section_index();
    w.reserve_symtab();
    w.reserve_strtab_section_index();
    w.reserve_strtab().expect("strtab fits");
    for (p, s) in layout.placed.iter_mut().zip(&sections.sections) {
        if let Some((name, _)) = p.rel {
            p.rel = Some((name, w.reserve_relocations(s.relocs.len(), false)));
        }
    }
    w.reserve_shstrtab_section_index();
    w.reserve_shstrtab().expect("shstrtab fits");
    w.reserve_section_headers();
}

/// Writes the file header, `.text` and the debug sections' bytes.
fn write_object_contents(w: &mut Writer<'_>, text: &[u8], sections: &DebugSections) {
    w.write_file_header(&FileHeader {
        os_abi: elf::ELFOSABI_NONE,
        abi_version: 0,
        e_type: elf::ET_REL,
        e_machine: elf::Machine(8),
        e_entry: 0,
        e_flags: elf::FileFlags(0),
    })
    .expect("header");
    w.write_align(4);
    w.write(text);
    for s in &sections.sections {
        w.write(&s.data);
    }
}

/// Writes the symbol table and the string table.
fn write_object_symbols(w: &mut Writer<'_>, layout: &ObjectLayout, ordered: &[&FunctionInfo]) {
    w.write_null_symbol();
    let section_sym = |index: object::write::elf::SectionIndex| Sym {
        section: Some(index.0),
        st_name: 0,
        st_info: elf::SymbolInfo::new(elf::STB_LOCAL, elf::STT_SECTION),
        st_other: elf::SymbolOther(0),
        st_shndx: elf::SymbolSection(0),
        st_value: 0,
        st_size: 0,
    };
    w.write_symbol(&section_sym(layout.text_index));
    for p in &layout.placed {
        w.write_symbol(&section_sym(p.index));
    }
    for (f, name) in ordered.iter().zip(&layout.function_names) {
        let bind = if f.external {
            elf::STB_GLOBAL
        } else {
            elf::STB_LOCAL
        };
        w.write_symbol(&Sym {
            section: Some(layout.text_index.0),
            st_name: w.string_offset(Some(*name)),
            st_info: elf::SymbolInfo::new(bind, elf::STT_FUNC),
            st_other: elf::SymbolOther(0),
            st_shndx: elf::SymbolSection(0),
            st_value: u64::from(f.text_offset),
            st_size: u64::from(f.size),
        });
    }
    w.write_strtab();
}

/// Writes each section's relocations (`R_CPU0_32` against the section
/// symbol of the target) and the section-name table.
fn write_object_relocations(w: &mut Writer<'_>, layout: &ObjectLayout, sections: &DebugSections) {
    let symbol_of = |target: RelocTarget| match target {
        RelocTarget::Text => layout.text_symbol.0,
        RelocTarget::Symbol(i) => panic!("these tests write no globals (symbol {i})"),
        RelocTarget::Section(name) => {
            let i = sections
                .sections
                .iter()
                .position(|s| s.name == name)
                .expect("relocation target section was written");
            layout.section_symbols[i].0
        }
    };
    for s in &sections.sections {
        if s.relocs.is_empty() {
            continue;
        }
        w.write_align_relocation();
        for r in &s.relocs {
            w.write_relocation(
                false,
                &Rel {
                    r_offset: u64::from(r.offset),
                    r_sym: symbol_of(r.target),
                    r_type: elf::RelocationType(R_CPU0_32),
                    r_addend: 0,
                },
            );
        }
    }
    w.write_shstrtab();
}

/// Writes the section headers, in the order the sections were reserved.
fn write_object_section_headers(
    w: &mut Writer<'_>,
    layout: &ObjectLayout,
    sections: &DebugSections,
    text_len: usize,
) {
    w.write_null_section_header();
    let symtab = w.symtab_index();
    w.write_section_header(&SectionHeader {
        sh_name: w.section_name_offset(Some(layout.text_name)),
        sh_type: elf::SHT_PROGBITS,
        sh_flags: elf::SHF_ALLOC | elf::SHF_EXECINSTR,
        sh_addr: 0,
        sh_offset: layout.text_offset,
        sh_size: text_len as u64,
        sh_link: 0,
        sh_info: 0,
        sh_addralign: 4,
        sh_entsize: 0,
    });
    for (p, s) in layout.placed.iter().zip(&sections.sections) {
        write_debug_header(w, p.name, p.offset, s);
    }
    let rels = layout.placed.iter().zip(&sections.sections);
    for ((p, s), rel_index) in rels.zip(&layout.rel_indices) {
        if let (Some((name, offset)), Some(_)) = (p.rel, rel_index) {
            w.write_relocation_section_header(name, p.index, symtab, offset, s.relocs.len(), false);
        }
    }
    w.write_symtab_section_header(layout.num_local);
    w.write_strtab_section_header();
    w.write_shstrtab_section_header();
}

fn write_debug_header(
    w: &mut Writer<'_>,
    name: object::write::StringId,
    offset: u64,
    s: &DebugSection,
) {
    let strings = matches!(s.name, ".debug_str" | ".debug_line_str");
    w.write_section_header(&SectionHeader {
        sh_name: w.section_name_offset(Some(name)),
        sh_type: elf::SHT_PROGBITS,
        sh_flags: if strings {
            elf::SHF_MERGE | elf::SHF_STRINGS
        } else {
            elf::SectionFlags(0)
        },
        sh_addr: 0,
        sh_offset: offset,
        sh_size: s.data.len() as u64,
        sh_link: 0,
        sh_info: 0,
        sh_addralign: 1,
        sh_entsize: u64::from(strings),
    });
}

/// Wraps relocated sections in an ELF32 executable: `.text` loaded at
/// [`TEXT_ADDRESS`] by one `PT_LOAD`, the debug sections, no relocations.
pub fn elf_executable(sections: &DebugSections) -> Vec<u8> {
    assert!(
        sections.sections.iter().all(|s| s.relocs.is_empty()),
        "relocate first"
    );
    let text = text_bytes();
    let mut buffer = Vec::new();
    let mut w = Writer::new(endianness(sections.endian), false, &mut buffer);
    w.reserve_file_header();
    w.reserve_program_headers(1);
    let text_name = w.add_section_name(b".text");
    let _text_index = w.reserve_section_index();
    // Keep file offset and address congruent modulo the page-less alignment.
    let text_offset = w.reserve(text.len() as u64, 0x100);
    let mut placed = Vec::new();
    for s in &sections.sections {
        let name = w.add_section_name(s.name.as_bytes());
        w.reserve_section_index();
        placed.push((name, w.reserve(s.data.len() as u64, 1)));
    }
    w.reserve_shstrtab_section_index();
    w.reserve_shstrtab().expect("shstrtab fits");
    w.reserve_section_headers();

    w.write_file_header(&FileHeader {
        os_abi: elf::ELFOSABI_NONE,
        abi_version: 0,
        e_type: elf::ET_EXEC,
        e_machine: elf::Machine(999),
        e_entry: u64::from(TEXT_ADDRESS),
        e_flags: elf::FileFlags(0),
    })
    .expect("header");
    w.write_align_program_headers();
    w.write_program_header(&ProgramHeader {
        p_type: elf::PT_LOAD,
        p_flags: elf::PF_R | elf::PF_X,
        p_offset: text_offset,
        p_vaddr: u64::from(TEXT_ADDRESS),
        p_paddr: u64::from(TEXT_ADDRESS),
        p_filesz: text.len() as u64,
        p_memsz: text.len() as u64,
        p_align: 4,
    });
    w.write_align(0x100);
    w.write(&text);
    for s in &sections.sections {
        w.write(&s.data);
    }
    w.write_shstrtab();
    w.write_null_section_header();
    w.write_section_header(&SectionHeader {
        sh_name: w.section_name_offset(Some(text_name)),
        sh_type: elf::SHT_PROGBITS,
        sh_flags: elf::SHF_ALLOC | elf::SHF_EXECINSTR,
        sh_addr: u64::from(TEXT_ADDRESS),
        sh_offset: text_offset,
        sh_size: text.len() as u64,
        sh_link: 0,
        sh_info: 0,
        sh_addralign: 4,
        sh_entsize: 0,
    });
    for ((name, offset), s) in placed.iter().zip(&sections.sections) {
        write_debug_header(&mut w, *name, *offset, s);
    }
    w.write_shstrtab_section_header();
    assert_eq!(w.reserved_len(), w.len());
    buffer
}

/// Runs `llvm-dwarfdump` with `args` on `file`; `None` if the tool is absent.
pub fn dwarfdump(file: &Path, args: &[&str]) -> Option<std::process::Output> {
    let tool = ["llvm-dwarfdump-19", "llvm-dwarfdump", "llvm-dwarfdump-14"]
        .into_iter()
        .find(|t| Command::new(t).arg("--version").output().is_ok())?;
    Some(
        Command::new(tool)
            .args(args)
            .arg(file)
            .output()
            .expect("llvm-dwarfdump runs"),
    )
}
