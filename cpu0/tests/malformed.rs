//! Damaged objects and executables that once panicked, asked for gigabytes
//! or took quadratic time (issue 18): each now gives a clear error, or is
//! handled, at once. The broad random-damage pass is in `bad_input.rs`.

use egret_cpu0::asm::{AsmOptions, assemble};
use egret_cpu0::disasm::objdump_object;
use egret_cpu0::elf::{ElfErrorKind, read_elf, read_executable, write_executable, write_object};
use egret_cpu0::exec::ExecSection;
use egret_cpu0::link::{LinkErrorKind, LinkOptions, link};
use egret_cpu0::object::{ObjectFile, Reloc, RelocKind, SectionKind};

fn be16(b: &[u8], at: usize) -> usize {
    u16::from_be_bytes([b[at], b[at + 1]]) as usize
}

fn be32(b: &[u8], at: usize) -> usize {
    u32::from_be_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]]) as usize
}

fn put32(b: &mut [u8], at: usize, v: u32) {
    b[at..at + 4].copy_from_slice(&v.to_be_bytes());
}

fn small_object() -> ObjectFile {
    let src = ".globl main\nmain: lui $2, %hi(buf)\nori $2, $2, %lo(buf)\nret $lr\nnop\n.bss\nbuf: .space 16\n";
    assemble(src, "t.s", &AsmOptions::default()).unwrap_or_else(|e| panic!("{e}"))
}

/// Offsets of the section headers of a big-endian ELF32 file.
fn section_headers(file: &[u8]) -> Vec<usize> {
    let (shoff, size, count) = (be32(file, 0x20), be16(file, 0x2E), be16(file, 0x30));
    (0..count).map(|i| shoff + i * size).collect()
}

#[test]
fn a_segment_claiming_gigabytes_is_refused_before_allocating() {
    let exe = link(&[small_object()], &LinkOptions::default()).unwrap();
    let mut file = write_executable(&exe).unwrap();
    // No section headers: the reader falls back to the program headers.
    file[0x30..0x32].copy_from_slice(&[0, 0]);
    let phoff = be32(&file, 0x1C);
    put32(&mut file, phoff + 0x14, 0xFFFF_FFF0); // p_memsz of the first PT_LOAD
    let e = read_executable(&file).expect_err("no 4 GiB segment");
    assert_eq!(e.kind, ElfErrorKind::Invalid, "{e}");
    assert!(e.message.contains("outside Cpu0's 16 MiB memory"), "{e}");
}

#[test]
fn a_non_allocated_nobits_section_is_refused() {
    let mut file = write_object(&small_object()).unwrap();
    let bss = section_headers(&file)
        .into_iter()
        .find(|&h| be32(&file, h + 4) == 8)
        .expect("has SHT_NOBITS");
    put32(&mut file, bss + 8, 0); // sh_flags: not SHF_ALLOC
    put32(&mut file, bss + 0x14, 0xFFFF_0000); // sh_size
    let e = read_elf(&file).expect_err("a 4 GiB debug section without bytes");
    assert_eq!(e.kind, ElfErrorKind::Unsupported, "{e}");
}

#[test]
fn the_linker_and_objdump_refuse_dangling_indexes_instead_of_panicking() {
    let mut obj = small_object();
    let text = obj.section_by_name(".text").unwrap();
    obj.sections[text].relocs.push(Reloc {
        offset: 0,
        symbol: 999,
        kind: RelocKind::Hi16,
        addend: 0,
    });
    let e = link(&[obj.clone()], &LinkOptions::default()).expect_err("dangling symbol");
    assert_eq!(e.diagnostics[0].kind, LinkErrorKind::Input);
    assert!(e.to_string().contains("relocation names symbol 999"), "{e}");
    let listing = objdump_object(&obj, "bad.o");
    assert!(listing.contains("<symbol 999>"), "{listing}");
    let mut sized = small_object();
    let dbg = sized.section_mut(".debug_x", SectionKind::Debug, 1);
    sized.sections[dbg].size = 0xFFFF_0000;
    let e = link(&[sized], &LinkOptions::default()).expect_err("size without bytes");
    assert!(
        e.to_string().contains("size 4294901760 but 0 data bytes"),
        "{e}"
    );
}

#[test]
fn section_ranges_stop_at_the_top_of_the_address_space() {
    let s = ExecSection {
        name: ".debug_x".into(),
        kind: SectionKind::Debug,
        addr: 0xFFFF_FF00,
        size: 0x1000,
        data: Vec::new(),
    };
    assert_eq!(s.range(), 0xFFFF_FF00..u32::MAX);
}

#[test]
fn twenty_thousand_debug_sections_each_get_an_output_section() {
    // 20,000 distinct debug section names: the output section of each input
    // section is now found in a hash table, not by a scan of all of them.
    let mut obj = small_object();
    for i in 0..20_000 {
        let s = obj.section_mut(&format!(".debug_{i}"), SectionKind::Debug, 1);
        obj.sections[s].data = vec![i as u8];
        obj.sections[s].size = 1;
    }
    let exe = link(&[obj], &LinkOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        exe.sections.iter().filter(|s| !s.is_alloc()).count(),
        20_000
    );
}
