//! ELF writer/reader tests: round trips, in-place addends, bad files.

use super::*;
use crate::asm::{AsmOptions, assemble};

/// An object in a form that does not depend on symbol order.
fn normalized(obj: &ObjectFile) -> (Vec<String>, Vec<String>) {
    let sections = obj
        .sections
        .iter()
        .map(|s| {
            let relocs: Vec<_> = s
                .relocs
                .iter()
                .map(|r| {
                    let sym = &obj.symbols[r.symbol];
                    let target = match sym.kind {
                        SymbolKind::Section => {
                            format!("[{}]", obj.sections[sym.section.unwrap()].name)
                        }
                        _ => sym.name.clone(),
                    };
                    format!("{:#x} {} {} {}", r.offset, r.kind.name(), target, r.addend)
                })
                .collect();
            format!(
                "{} {:?} {} {} {:?} {:?}",
                s.name, s.kind, s.align, s.size, s.data, relocs
            )
        })
        .collect();
    let mut symbols: Vec<_> = obj
        .symbols
        .iter()
        .filter(|s| s.kind != SymbolKind::Section)
        .map(|s| {
            format!(
                "{} {:?} {} {} {:?} {:?}",
                s.name, s.section, s.value, s.size, s.kind, s.binding
            )
        })
        .collect();
    symbols.sort();
    (sections, symbols)
}

const SOURCE: &str = "
    .text
    .globl main
    .type main, @function
main:
    lui $2, %hi(table+0x12344)
    lui $3, %hi(table+8)
    ori $3, $3, %lo(table+8)
    ori $2, $2, %lo(table+0x12344)
    ld $4, %lo(counter)($2)
    jsub external
    nop
    beq $2, $3, $Lout
    nop
$Lout:
    ret $lr
    nop
    .size main, .-main
    .data
    .p2align 2
table:
    .word main, external-8, $Lout
    .bss
counter:
    .space 16
";

fn object(endian: Endian) -> ObjectFile {
    assemble(
        SOURCE,
        "t.s",
        &AsmOptions {
            endian,
            ..Default::default()
        },
    )
    .unwrap()
}

#[test]
fn objects_round_trip_in_both_byte_orders() {
    for endian in [Endian::Big, Endian::Little] {
        let obj = object(endian);
        let bytes = write_object(&obj).unwrap();
        assert_eq!(
            bytes[5],
            if endian == Endian::Big { 2 } else { 1 },
            "EI_DATA"
        );
        assert_eq!(&bytes[..4], b"\x7fELF");
        let back = read_object(&bytes).unwrap();
        assert_eq!(back.endian, endian);
        assert_eq!(normalized(&back), normalized(&obj));
        // Writing the read-back object gives the same file.
        assert_eq!(write_object(&back).unwrap(), bytes);
    }
}

#[test]
fn addends_are_stored_in_place() {
    let obj = object(Endian::Big);
    let bytes = write_object(&obj).unwrap();
    let file = object::read::elf::ElfFile32::<Endianness>::parse(&*bytes).unwrap();
    use object::{Object, ObjectSection};
    let text = file.section_by_name(".text").unwrap();
    let data = text.data().unwrap();
    let word = |i: usize| u32::from_be_bytes(data[i * 4..i * 4 + 4].try_into().unwrap());
    assert_eq!(word(0) & 0xFFFF, 0x0001, "%hi(table+0x12344)");
    assert_eq!(word(3) & 0xFFFF, 0x2344, "%lo(table+0x12344)");
    assert_eq!(
        word(5) & 0xFF_FFFF,
        0xFF_FFFC,
        "PC24 holds A - 4, as lbd's assembler writes"
    );
    let data_sec = file.section_by_name(".data").unwrap().data().unwrap();
    assert_eq!(&data_sec[4..8], &(-8i32).to_be_bytes());
}

#[test]
fn interleaved_hi_lo_pairs_are_reordered_to_pair() {
    let src = "lui $2, %hi(x+4)\nlui $3, %hi(x+0x18000)\nori $3, $3, %lo(x+0x18000)\nori $2, $2, %lo(x+4)\n";
    let obj = assemble(src, "t.s", &AsmOptions::default()).unwrap();
    let back = read_object(&write_object(&obj).unwrap()).unwrap();
    assert_eq!(normalized(&back), normalized(&obj));
}

#[test]
fn lone_hi16_with_low_bits_is_refused() {
    let obj = assemble("lui $2, %hi(x+4)\n", "t.s", &AsmOptions::default()).unwrap();
    let err = write_object(&obj).unwrap_err();
    assert_eq!(err.kind, ElfErrorKind::Invalid);
    assert!(
        err.message
            .contains("R_CPU0_HI16 addend 4 cannot be stored in place"),
        "{err}"
    );
    let fine = assemble("lui $2, %hi(x+0x10000)\n", "t.s", &AsmOptions::default()).unwrap();
    let back = read_object(&write_object(&fine).unwrap()).unwrap();
    assert_eq!(back.sections[0].relocs[0].addend, 0x10000);
}

#[test]
fn bad_files_get_clear_errors() {
    let good = write_object(&object(Endian::Big)).unwrap();
    let err = |bytes: &[u8]| read_elf(bytes).unwrap_err();
    assert_eq!(err(b"hello").kind, ElfErrorKind::NotElf);
    assert_eq!(err(&good[..30]).kind, ElfErrorKind::Truncated);
    let mut truncated = good.clone();
    truncated.truncate(good.len() / 2);
    let e = err(&truncated);
    assert_eq!(e.kind, ElfErrorKind::Truncated, "{e}");
    let mut foreign = good.clone();
    foreign[18..20].copy_from_slice(&62u16.to_be_bytes());
    assert_eq!(
        err(&foreign).message,
        "ELF file for machine 62, not Cpu0 (999)"
    );
    let mut elf64 = good.clone();
    elf64[4] = 2;
    assert_eq!(err(&elf64).kind, ElfErrorKind::Foreign);
    let mut bad_reloc = good.clone();
    // Find the first R_CPU0_HI16 entry (type 5) in .rel.text and make it type 99.
    let file = object::read::elf::ElfFile32::<Endianness>::parse(&*good).unwrap();
    use object::{Object, ObjectSection};
    let rel = file.section_by_name(".rel.text").unwrap();
    let (off, _) = rel.file_range().unwrap();
    bad_reloc[off as usize + 7] = 99;
    assert!(
        err(&bad_reloc)
            .message
            .contains("unsupported relocation type 99")
    );
}

#[test]
fn executables_round_trip() {
    let exe = Executable {
        endian: Endian::Little,
        entry: 0,
        sections: vec![
            ExecSection {
                name: ".text".into(),
                kind: SectionKind::Text,
                addr: 0x100,
                size: 8,
                data: vec![0; 8],
            },
            ExecSection {
                name: ".data".into(),
                kind: SectionKind::Data,
                addr: 0x10A,
                size: 2,
                data: vec![1, 2],
            },
            ExecSection {
                name: ".bss".into(),
                kind: SectionKind::Bss,
                addr: 0x110,
                size: 32,
                data: vec![],
            },
            ExecSection {
                name: ".debug_line".into(),
                kind: SectionKind::Debug,
                addr: 0,
                size: 3,
                data: vec![7, 8, 9],
            },
        ],
        symbols: {
            let mut t = SymbolTable::new();
            t.define(LinkedSymbol {
                name: "main".into(),
                addr: 0x100,
                size: 8,
                kind: SymbolKind::Func,
                binding: Binding::Global,
            });
            t.define(LinkedSymbol {
                name: "tmp".into(),
                addr: 0x10A,
                size: 2,
                kind: SymbolKind::Object,
                binding: Binding::Local,
            });
            t.define(LinkedSymbol {
                name: "_end".into(),
                addr: 0x130,
                size: 0,
                kind: SymbolKind::NoType,
                binding: Binding::Global,
            });
            t.define(LinkedSymbol {
                name: "__stack_top".into(),
                addr: 0xFF_0000,
                size: 0,
                kind: SymbolKind::NoType,
                binding: Binding::Global,
            });
            t
        },
    };
    let bytes = write_executable(&exe).unwrap();
    let back = read_executable(&bytes).unwrap();
    assert_eq!(back.sections, exe.sections);
    assert_eq!(back.symbols.address("main"), Some(0x100));
    assert_eq!(back.symbols.address("_end"), Some(0x130));
    assert_eq!(back.symbols.address("__stack_top"), Some(0xFF_0000));
    assert_eq!(
        back.symbols
            .iter()
            .filter(|s| s.binding == Binding::Local)
            .count(),
        1
    );
    assert!(matches!(read_object(&bytes), Err(e) if e.kind == ElfErrorKind::Unsupported));
}
