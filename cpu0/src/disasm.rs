//! `egret objdump`: a listing of an object or executable — sections, symbols,
//! relocations, and disassembly — that is itself valid assembly.
//!
//! The summary tables are `#` comments; the body uses `.section`, labels,
//! `.globl/.type/.size`, instructions in the syntax [`crate::asm`] reads, and
//! `.byte`/`.4byte`/`.space` for data. For an object file the listing
//! reassembles to the same section bytes and relocations: relocated operands are
//! printed symbolically (`%hi(x+4)`, `jsub f`, `.4byte tbl+8`), branch targets
//! in the same section by label when one is there and as a raw offset
//! otherwise, and any word that is not a canonical instruction as `.4byte`.
//! Executables are listed the same way with absolute addresses in the comments;
//! a branch to another section (the start code's call of `main`) keeps its raw
//! offset and names its target in the comment, so that every section of the
//! listing reassembles to the executable's bytes.

use crate::asm::{ImmOperand, format_inst_with};
use crate::encode::{decode, read_word};
use crate::exec::Executable;
use crate::isa::{Endian, Shape};
use crate::object::{Binding, ObjectFile, RelocKind, SectionKind, SymbolKind};
use std::collections::BTreeMap;
use std::fmt::Write;

/// A label in a section: name, and whether it is global, with kind and size.
struct Label {
    name: String,
    global: bool,
    kind: SymbolKind,
    size: u64,
}

/// A relocation as the listing shows it.
struct ShownReloc {
    kind: RelocKind,
    target: String,
    addend: i64,
}

/// A section, independent of where it came from.
struct ListedSection<'a> {
    name: &'a str,
    kind: SectionKind,
    /// Address of offset 0 (0 in objects).
    base: u32,
    align: u64,
    size: u64,
    data: &'a [u8],
    labels: BTreeMap<u64, Vec<Label>>,
    relocs: BTreeMap<u64, ShownReloc>,
    /// Names of addresses anywhere in the program (executables only), for
    /// branch targets outside this section.
    elsewhere: Option<&'a BTreeMap<u32, String>>,
}

fn kind_flags(kind: SectionKind) -> (&'static str, &'static str) {
    match kind {
        SectionKind::Text => ("ax", "@progbits"),
        SectionKind::Data => ("aw", "@progbits"),
        SectionKind::ReadOnlyData => ("a", "@progbits"),
        SectionKind::Bss => ("aw", "@nobits"),
        SectionKind::Debug => ("", "@progbits"),
    }
}

fn endian_name(e: Endian) -> &'static str {
    match e {
        Endian::Big => "big-endian (cpu0)",
        Endian::Little => "little-endian (cpu0el)",
    }
}

/// The listing of a relocatable object.
pub fn objdump_object(obj: &ObjectFile, title: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# {title}: ELF32 relocatable, Cpu0 {}",
        endian_name(obj.endian)
    );
    // Labels grouped by section in one pass (not one pass per section).
    let mut labels: Vec<BTreeMap<u64, Vec<Label>>> =
        obj.sections.iter().map(|_| BTreeMap::new()).collect();
    for sym in obj.symbols.iter().filter(|y| y.kind != SymbolKind::Section) {
        if let Some(map) = sym.section.and_then(|i| labels.get_mut(i)) {
            map.entry(sym.value).or_default().push(Label {
                name: sym.name.clone(),
                global: sym.binding.is_visible(),
                kind: sym.kind,
                size: sym.size,
            });
        }
    }
    let sections: Vec<ListedSection<'_>> = labels
        .into_iter()
        .enumerate()
        .map(|(i, labels)| object_section(obj, i, labels))
        .collect();
    write_section_table(&mut out, &sections);
    write_object_symbols(&mut out, obj);
    write_reloc_table(&mut out, &sections);
    write_symbol_order(&mut out, obj);
    for s in &sections {
        write_body(&mut out, s, obj.endian);
    }
    out
}

/// Names every named symbol once, in symbol-table order, with `.globl` or
/// `.local` before any use or definition. The assembler numbers symbols in
/// order of first mention, so the listing reassembles to the same symbol
/// table (and so to the same bytes), not only to the same section contents.
fn write_symbol_order(out: &mut String, obj: &ObjectFile) {
    let mut runs: Vec<(bool, Vec<&str>)> = Vec::new();
    for s in obj
        .symbols
        .iter()
        .filter(|s| s.kind != SymbolKind::Section && !s.name.is_empty())
    {
        let global = s.binding.is_visible();
        match runs.last_mut() {
            Some((g, names)) if *g == global && names.len() < 8 => names.push(&s.name),
            _ => runs.push((global, vec![&s.name])),
        }
    }
    if runs.is_empty() {
        return;
    }
    out.push('\n');
    for (global, names) in runs {
        let directive = if global { ".globl" } else { ".local" };
        let _ = writeln!(out, "\t{directive}\t{}", names.join(", "));
    }
}

fn object_section(
    obj: &ObjectFile,
    index: usize,
    labels: BTreeMap<u64, Vec<Label>>,
) -> ListedSection<'_> {
    let s = &obj.sections[index];
    let relocs = s
        .relocs
        .iter()
        .map(|r| {
            // An object built in memory may name a missing symbol or
            // section: show it as such rather than fail.
            let target = match obj.symbols.get(r.symbol) {
                Some(sym) => match (sym.kind, sym.section) {
                    (SymbolKind::Section, Some(sec)) => obj
                        .sections
                        .get(sec)
                        .map_or_else(|| format!("<section {sec}>"), |x| x.name.clone()),
                    _ => sym.name.clone(),
                },
                None => format!("<symbol {}>", r.symbol),
            };
            (
                r.offset,
                ShownReloc {
                    kind: r.kind,
                    target,
                    addend: r.addend,
                },
            )
        })
        .collect();
    ListedSection {
        name: &s.name,
        kind: s.kind,
        base: 0,
        align: s.align,
        size: s.size,
        data: &s.data,
        labels,
        relocs,
        elsewhere: None,
    }
}

/// The listing of a linked executable.
pub fn objdump_executable(exe: &Executable, title: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# {title}: ELF32 executable, Cpu0 {}, entry {:#010x}",
        endian_name(exe.endian),
        exe.entry
    );
    let mut names: BTreeMap<u32, String> = BTreeMap::new();
    let text = exe.text_range();
    for sym in exe
        .symbols
        .iter()
        .filter(|y| !crate::asm::is_local_label(&y.name))
    {
        let better = !names.contains_key(&sym.addr) || sym.binding.is_visible();
        if better && text.contains(&sym.addr) {
            names.insert(sym.addr, sym.name.clone());
        }
    }
    let sections: Vec<ListedSection<'_>> = exe
        .sections
        .iter()
        .map(|s| {
            let mut labels: BTreeMap<u64, Vec<Label>> = BTreeMap::new();
            if s.is_alloc() {
                for sym in exe.symbols.iter().filter(|y| s.range().contains(&y.addr)) {
                    labels
                        .entry((sym.addr - s.addr) as u64)
                        .or_default()
                        .push(Label {
                            name: sym.name.clone(),
                            global: sym.binding.is_visible(),
                            kind: sym.kind,
                            size: sym.size as u64,
                        });
                }
            }
            ListedSection {
                name: &s.name,
                kind: s.kind,
                base: s.addr,
                align: 4,
                size: s.size as u64,
                data: &s.data,
                labels,
                relocs: BTreeMap::new(),
                elsewhere: Some(&names),
            }
        })
        .collect();
    write_section_table(&mut out, &sections);
    let _ = writeln!(
        out,
        "#\n# Symbols:\n#   address   size      type    bind    name"
    );
    let mut symbols: Vec<_> = exe.symbols.iter().collect();
    symbols.sort_by_key(|s| (s.addr, s.name.clone()));
    for s in symbols {
        let _ = writeln!(
            out,
            "#   {:08x}  {:<8}  {:<6}  {:<6}  {}",
            s.addr,
            s.size,
            kind_name(s.kind),
            bind_name(s.binding),
            s.name
        );
    }
    for s in &sections {
        write_body(&mut out, s, exe.endian);
    }
    out
}

fn kind_name(k: SymbolKind) -> &'static str {
    match k {
        SymbolKind::NoType => "NOTYPE",
        SymbolKind::Func => "FUNC",
        SymbolKind::Object => "OBJECT",
        SymbolKind::Section => "SECTION",
    }
}

fn bind_name(b: Binding) -> &'static str {
    match b {
        Binding::Local => "LOCAL",
        Binding::Global => "GLOBAL",
        Binding::Weak => "WEAK",
    }
}

fn write_section_table(out: &mut String, sections: &[ListedSection<'_>]) {
    let _ = writeln!(
        out,
        "#\n# Sections:\n#   idx  name                 address   size      align  flags"
    );
    for (i, s) in sections.iter().enumerate() {
        let (flags, _) = kind_flags(s.kind);
        let _ = writeln!(
            out,
            "#   [{i:2}] {:<20} {:08x}  {:08x}  {:<5}  {}",
            s.name, s.base, s.size, s.align, flags
        );
    }
}

fn write_object_symbols(out: &mut String, obj: &ObjectFile) {
    let _ = writeln!(
        out,
        "#\n# Symbols:\n#   value     size      type    bind    section          name"
    );
    for s in obj.symbols.iter() {
        let section = s.section.map_or("*UND*", |i| {
            obj.sections.get(i).map_or("*BAD*", |x| x.name.as_str())
        });
        let name = if s.kind == SymbolKind::Section {
            ""
        } else {
            s.name.as_str()
        };
        let _ = writeln!(
            out,
            "#   {:08x}  {:<8}  {:<7} {:<7} {:<16} {}",
            s.value,
            s.size,
            kind_name(s.kind),
            bind_name(s.binding),
            section,
            name
        );
    }
}

fn write_reloc_table(out: &mut String, sections: &[ListedSection<'_>]) {
    if sections.iter().all(|s| s.relocs.is_empty()) {
        return;
    }
    let _ = writeln!(out, "#\n# Relocations:");
    for s in sections {
        for (off, r) in &s.relocs {
            let mut target = String::new();
            let _ = crate::asm::print::write_sym(&mut target, &r.target, r.addend);
            let _ = writeln!(
                out,
                "#   {}+{:#010x}  {:<12} {}",
                s.name,
                off,
                r.kind.name(),
                target
            );
        }
    }
}

fn write_body(out: &mut String, s: &ListedSection<'_>, endian: Endian) {
    let (flags, ty) = kind_flags(s.kind);
    let _ = writeln!(out, "\n\t.section\t{},\"{flags}\",{ty}", s.name);
    let align = s.align.max(1);
    if align > 1 {
        let _ = writeln!(out, "\t.p2align\t{}", align.trailing_zeros());
    }
    let code = s.kind == SectionKind::Text && s.relocs.keys().all(|o| o % 4 == 0);
    // No contents (`.bss`, or a damaged file's code or data without bytes).
    let nobits = s.kind == SectionKind::Bss || (s.data.len() as u64) < s.size;
    let mut offset = 0u64;
    while offset < s.size {
        write_labels(out, s, offset);
        let next_label = s
            .labels
            .range(offset + 1..)
            .next()
            .map_or(s.size, |(o, _)| *o)
            .min(s.size);
        offset = if nobits {
            let _ = writeln!(out, "\t.space\t{}", next_label - offset);
            next_label
        } else if code && offset.is_multiple_of(4) && offset + 4 <= s.size {
            let zeros = zero_run(s, offset, next_label);
            if zeros >= 16 {
                let _ = writeln!(
                    out,
                    "\t.space\t{zeros}{:<24}# {:08x}: nop x {}",
                    "",
                    s.base as u64 + offset,
                    zeros / 4
                );
                offset + zeros
            } else {
                write_instruction(out, s, offset, endian);
                offset + 4
            }
        } else {
            write_data(out, s, offset, next_label, endian)
        };
    }
    write_labels(out, s, s.size);
}

/// Length of the run of zero words (`nop`s) without relocations from `offset`
/// up to `limit`, in bytes.
fn zero_run(s: &ListedSection<'_>, offset: u64, limit: u64) -> u64 {
    let mut end = offset;
    while end + 4 <= limit
        && s.data[end as usize..end as usize + 4] == [0; 4]
        && !s.relocs.contains_key(&end)
    {
        end += 4;
    }
    end - offset
}

fn write_labels(out: &mut String, s: &ListedSection<'_>, offset: u64) {
    for l in s.labels.get(&offset).into_iter().flatten() {
        if l.global {
            let _ = writeln!(out, "\t.globl\t{}", l.name);
        }
        match l.kind {
            SymbolKind::Func => {
                let _ = writeln!(out, "\t.type\t{}, @function", l.name);
            }
            SymbolKind::Object => {
                let _ = writeln!(out, "\t.type\t{}, @object", l.name);
            }
            _ => {}
        }
        if l.size != 0 {
            let _ = writeln!(out, "\t.size\t{}, {}", l.name, l.size);
        }
        let _ = writeln!(out, "{}:", l.name);
    }
}

/// The name of a non-local label at `offset` in `s`, for branch targets.
fn label_at<'s>(s: &'s ListedSection<'_>, offset: i64) -> Option<&'s str> {
    (offset >= 0)
        .then(|| s.labels.get(&(offset as u64)))
        .flatten()
        .and_then(|ls| {
            ls.iter()
                .map(|l| l.name.as_str())
                .find(|n| !crate::asm::is_local_label(n))
        })
}

/// In an executable, the name of the code address `s.base + offset` outside
/// `s` (shown in a comment: as an operand it would become a relocation when
/// the listing is reassembled, and the bytes would no longer match).
fn name_elsewhere<'s>(s: &'s ListedSection<'_>, offset: i64) -> Option<&'s str> {
    let addr = u32::try_from(s.base as i64 + offset).ok()?;
    s.elsewhere?.get(&addr).map(String::as_str)
}

fn write_instruction(out: &mut String, s: &ListedSection<'_>, offset: u64, endian: Endian) {
    let word = read_word(s.data, offset as usize, endian).expect("offset + 4 <= size");
    let addr = s.base as u64 + offset;
    let reloc = s.relocs.get(&offset);
    let inst = decode(word).ok();
    let mut far = String::new();
    let text = match (inst, reloc) {
        (Some(i), Some(r)) if reloc_fits(i.op.info().shape, r.kind) => {
            let imm = match r.kind {
                RelocKind::Hi16 => ImmOperand::Hi(&r.target, r.addend),
                RelocKind::Lo16 => ImmOperand::Lo(&r.target, r.addend),
                _ => ImmOperand::Target(&r.target, r.addend),
            };
            format_inst_with(&i, imm)
        }
        (Some(i), None) => {
            let target = matches!(
                i.op.info().shape,
                Shape::Branch | Shape::CondJump | Shape::Jump
            )
            .then(|| offset as i64 + 4 + i.imm as i64);
            match target.and_then(|t| label_at(s, t)) {
                Some(t) => format_inst_with(&i, ImmOperand::Target(t, 0)),
                None => {
                    if let Some(name) = target.and_then(|t| name_elsewhere(s, t)) {
                        far = format!("  -> {name}");
                    }
                    format_inst_with(&i, ImmOperand::Value)
                }
            }
        }
        (_, Some(r)) if r.kind == RelocKind::Abs32 => {
            let mut t = String::from(".4byte\t");
            let _ = crate::asm::print::write_sym(&mut t, &r.target, r.addend);
            t
        }
        _ => format!(".4byte\t{word:#010x}"),
    };
    let note = reloc.map_or(far, |r| format!("  {}", r.kind.name()));
    let _ = writeln!(out, "\t{text:<32}# {addr:08x}: {word:08x}{note}");
}

/// Whether a relocation of `kind` can be written as this instruction's operand.
fn reloc_fits(shape: Shape, kind: RelocKind) -> bool {
    match kind {
        RelocKind::Pc16 => shape == Shape::Branch,
        RelocKind::Pc24 => matches!(shape, Shape::Jump | Shape::CondJump),
        RelocKind::Hi16 | RelocKind::Lo16 => matches!(
            shape,
            Shape::RRSimm | Shape::RRUimm | Shape::Lui | Shape::Load | Shape::Store
        ),
        RelocKind::Abs32 => false,
    }
}

/// Writes data from `offset` up to `limit` (a label or the end), stopping at
/// relocations; returns where it stopped.
fn write_data(
    out: &mut String,
    s: &ListedSection<'_>,
    offset: u64,
    limit: u64,
    endian: Endian,
) -> u64 {
    let addr = s.base as u64 + offset;
    if let Some(r) = s.relocs.get(&offset) {
        let word = read_word(s.data, offset as usize, endian).unwrap_or(0);
        if r.kind == RelocKind::Abs32 {
            let mut t = String::new();
            let _ = crate::asm::print::write_sym(&mut t, &r.target, r.addend);
            let _ = writeln!(out, "\t.4byte\t{t:<24}# {addr:08x}");
        } else {
            let _ = writeln!(
                out,
                "\t.4byte\t{word:#010x}              # {addr:08x}: {} {} cannot be shown in data",
                r.kind.name(),
                r.target
            );
        }
        return offset + 4;
    }
    let next_reloc = s
        .relocs
        .range(offset + 1..)
        .next()
        .map_or(u64::MAX, |(o, _)| *o);
    let end = limit.min(next_reloc).min(offset + 8);
    let bytes = &s.data[offset as usize..end as usize];
    let list: Vec<String> = bytes.iter().map(|b| format!("{b:#04x}")).collect();
    let ascii: String = bytes
        .iter()
        .map(|&b| {
            if (0x20..0x7F).contains(&b) {
                b as char
            } else {
                '.'
            }
        })
        .collect();
    let _ = writeln!(
        out,
        "\t.byte\t{:<40} # {addr:08x}: {ascii}",
        list.join(", ")
    );
    end
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::asm::{AsmOptions, assemble};

    const SRC: &str = "
        .text
        .globl main
        .type main, @function
    main:
        addiu $sp, $sp, -8
        beq $2, $zero, done
        nop
        jsub ext
        nop
        lui $2, %hi(msg+1)
        ori $2, $2, %lo(msg+1)
        ld $3, %lo(counter)($2)
        .word 0x00000001            # not canonical: nop with a stray bit
        jmp -4
    done:
    $BB0_1:
        ret $lr
        nop
        .size main, .-main
        .rodata
    msg: .asciz \"hello, world\"
        .data
        .p2align 2
    table: .word main, msg+3, 7, $BB0_1
        .byte 1, 2, 3
        .bss
        .globl counter
    counter: .space 12
    ";

    #[test]
    fn object_listing_reassembles_to_the_same_object() {
        for endian in [Endian::Big, Endian::Little] {
            let opts = AsmOptions {
                endian,
                ..Default::default()
            };
            let obj = assemble(SRC, "t.s", &opts).unwrap();
            let listing = objdump_object(&obj, "t.o");
            let again =
                assemble(&listing, "listing.s", &opts).unwrap_or_else(|e| panic!("{e}\n{listing}"));
            assert_eq!(again.sections.len(), obj.sections.len());
            for (a, b) in again.sections.iter().zip(&obj.sections) {
                assert_eq!(
                    (&a.name, a.kind, a.size, &a.data),
                    (&b.name, b.kind, b.size, &b.data),
                    "{listing}"
                );
                let relocs = |o: &ObjectFile, s: &crate::object::Section| -> Vec<String> {
                    s.relocs
                        .iter()
                        .map(|r| {
                            let y = &o.symbols[r.symbol];
                            let name = if y.kind == SymbolKind::Section {
                                o.sections[y.section.unwrap()].name.clone()
                            } else {
                                y.name.clone()
                            };
                            format!("{} {:?} {name} {}", r.offset, r.kind, r.addend)
                        })
                        .collect()
                };
                assert_eq!(relocs(&again, a), relocs(&obj, b), "{listing}");
            }
            assert_eq!(
                crate::elf::write_object(&again).unwrap(),
                crate::elf::write_object(&obj).unwrap(),
                "the listing reassembles to a different ELF file:\n{listing}"
            );
            assert!(listing.contains("jsub\text"), "{listing}");
            assert!(listing.contains("lui\t$2, %hi(msg+1)"), "{listing}");
            assert!(listing.contains("beq\t$2, $zero, done"), "{listing}");
            assert!(listing.contains(".4byte\t0x00000001"), "{listing}");
            assert!(listing.contains("# Relocations:"), "{listing}");
        }
    }

    #[test]
    fn executable_listing_reassembles_to_the_same_section_bytes() {
        use crate::link::{LinkOptions, link};
        for endian in [Endian::Big, Endian::Little] {
            let opts = AsmOptions {
                endian,
                ..Default::default()
            };
            let ext = ".globl ext\next: ret $lr\nnop\n.data\n.word 5, ext";
            let objs = [
                assemble(SRC, "t.s", &opts).unwrap(),
                assemble(ext, "e.s", &opts).unwrap(),
            ];
            let exe = link(&objs, &LinkOptions::default()).unwrap();
            let listing = objdump_executable(&exe, "t.elf");
            let again =
                assemble(&listing, "listing.s", &opts).unwrap_or_else(|e| panic!("{e}\n{listing}"));
            let mut compared = 0;
            for s in exe.sections.iter().filter(|s| s.is_alloc()) {
                let id = again
                    .section_by_name(&s.name)
                    .unwrap_or_else(|| panic!("{} missing\n{listing}", s.name));
                let a = &again.sections[id];
                assert_eq!(a.size, s.size as u64, "{}", s.name);
                if s.kind != SectionKind::Bss {
                    assert_eq!(a.data, s.data, "{}\n{listing}", s.name);
                    compared += 1;
                }
            }
            assert!(compared >= 4, "{compared} sections compared");
            assert!(listing.contains("-> main"), "{listing}");
            assert!(listing.contains("jsub\text"), "{listing}");
        }
    }
}
