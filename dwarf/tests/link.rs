//! Linking two units the way a static linker does: concatenate each debug
//! section, resolve each object's relocations with the final address of its
//! `.text` and the offset of its part of every debug section. The merged
//! sections must read back as two units and pass `llvm-dwarfdump --verify`.

mod common;

use std::collections::BTreeMap;

use common::source::source_input;
use common::*;
use egret_dwarf::*;

/// A second object: one leaf function from another file.
fn runtime_input(version: DwarfVersion, endian: Endian) -> DebugInput {
    DebugInput {
        producer: "egret runtime".into(),
        source: Default::default(),
        comp_dir: "/work/runtime".into(),
        files: vec!["runtime.ll".into()],
        version,
        endian,
        code_align: 4,
        frame: FrameConventions::cpu0(),
        functions: vec![FunctionInfo {
            name: "ll_putc".into(),
            source: Default::default(),
            text_offset: 0,
            size: 16,
            decl_file: 0,
            decl_line: 3,
            external: true,
            rows: (0..4).map(|i| LineRow::new(i * 4, 0, 4 + i, 7)).collect(),
            frame: FrameInfo {
                cfi: vec![(4, CfiOp::DefCfaOffset(8)), (12, CfiOp::DefCfaOffset(0))],
            },
        }],
    }
}

/// Links `objects` (each with its `.text` address) into one set of sections.
fn link(objects: Vec<(DebugSections, u32)>, endian: Endian) -> DebugSections {
    let mut merged: BTreeMap<&'static str, Vec<u8>> = BTreeMap::new();
    for (mut sections, text_address) in objects {
        // Where this object's part of each section will start.
        let bases: BTreeMap<&str, u32> = sections
            .sections
            .iter()
            .map(|s| (s.name, merged.get(s.name).map_or(0, |d| d.len() as u32)))
            .collect();
        for s in &mut sections.sections {
            s.apply_relocations(endian, |target| match target {
                RelocTarget::Text => Some(text_address),
                RelocTarget::Section(name) => bases.get(name).copied(),
                RelocTarget::Symbol(_) => None,
            })
            .expect("every target is present");
            merged.entry(s.name).or_default().extend_from_slice(&s.data);
        }
    }
    DebugSections {
        endian,
        symbols: Vec::new(),
        sections: merged
            .into_iter()
            .map(|(name, data)| DebugSection {
                name,
                data,
                relocs: Vec::new(),
            })
            .collect(),
    }
}

fn linked_program(version: DwarfVersion, endian: Endian) -> DebugSections {
    let program = write_debug_sections(&sample_input(version, endian)).expect("valid");
    let runtime = write_debug_sections(&runtime_input(version, endian)).expect("valid");
    link(
        vec![(program, TEXT_ADDRESS), (runtime, TEXT_ADDRESS + TEXT_SIZE)],
        endian,
    )
}

#[test]
fn two_units_read_back_after_linking() {
    for (version, endian) in configurations() {
        let sections = linked_program(version, endian);
        let table = LineTable::parse(endian, |n| sections.data(n)).expect("parses");
        assert_eq!(table.functions().len(), 4);
        let putc = TEXT_ADDRESS + TEXT_SIZE;
        let loc = table.addr2line(putc + 8).expect("runtime has lines");
        assert_eq!(
            (loc.file.as_str(), loc.line, loc.column),
            ("runtime.ll", 6, 7)
        );
        assert_eq!(loc.function.as_deref(), Some("ll_putc"));
        let loc = table.addr2line(TEXT_ADDRESS + 16).expect("main has lines");
        assert_eq!((loc.file.as_str(), loc.line), ("prog.ll", 11));
        let dirs: Vec<&str> = table.files().iter().map(|f| f.directory.as_str()).collect();
        assert_eq!(dirs, ["/work/src", "/work/src", "/work/runtime"]);

        let frames = FrameTable::parse(endian, sections.data(".debug_frame")).expect("parses");
        assert_eq!(frames.len(), 4);
        let frame = frames
            .unwind(
                putc + 4,
                |r| Some(if r == SP { 0x8000 - 8 } else { 0x42 }),
                |_| None,
            )
            .expect("unwinds");
        assert_eq!((frame.cfa, frame.return_address), (0x8000, 0x42));
    }
}

#[test]
fn linked_executable_verifies() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (version, endian) in configurations() {
        let sections = linked_program(version, endian);
        let path = dir
            .path()
            .join(format!("linked-{version:?}-{endian:?}.elf"));
        std::fs::write(&path, elf_executable(&sections)).expect("writable");
        let Some(output) = dwarfdump(&path, &["--verify"]) else {
            eprintln!("llvm-dwarfdump not found; skipping");
            return;
        };
        let text = String::from_utf8_lossy(&output.stdout);
        assert!(output.status.success(), "{text}");
        assert!(text.contains("Verifying unit: 2 / 2"), "{text}");
        assert!(text.contains("No errors."), "{text}");
    }
}

/// The runtime unit first, then the C unit with scopes and lists: the second
/// object's range and location lists start past the first's (DWARF 4 has
/// none in the runtime unit; DWARF 5 list headers are per contribution).
fn linked_source_program(version: DwarfVersion, endian: Endian) -> DebugSections {
    let runtime = write_debug_sections(&runtime_input(version, endian)).expect("valid");
    let program = write_debug_sections(&source_input(version, endian)).expect("valid");
    let mut runtime_with_lists = runtime_input(version, endian);
    runtime_with_lists.functions[0].source.scopes = vec![ScopeInfo {
        kind: ScopeKind::Lexical,
        ranges: vec![(0, 4), (8, 12)],
        variables: Vec::new(),
        children: Vec::new(),
    }];
    let with_lists = write_debug_sections(&runtime_with_lists).expect("valid");
    link(
        vec![
            (runtime, TEXT_ADDRESS),
            (with_lists, TEXT_ADDRESS + 16),
            (program, TEXT_ADDRESS + 32),
        ],
        endian,
    )
}

#[test]
fn source_units_link_and_read_back() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (version, endian) in configurations() {
        let sections = linked_source_program(version, endian);
        let inline = InlineTable::parse(endian, |n| sections.data(n)).expect("parses");
        let main = TEXT_ADDRESS + 32;
        let names: Vec<String> = inline
            .frames_at(main + 28)
            .into_iter()
            .map(|f| f.function)
            .collect();
        assert_eq!(names, ["add_one", "square", "main"]);
        assert_eq!(inline.frames_at(TEXT_ADDRESS + 20)[0].function, "ll_putc");

        let path = dir.path().join(format!("src-{version:?}-{endian:?}.elf"));
        std::fs::write(&path, elf_executable(&sections)).expect("writable");
        let Some(output) = dwarfdump(&path, &["--verify"]) else {
            eprintln!("llvm-dwarfdump not found; skipping");
            return;
        };
        let text = String::from_utf8_lossy(&output.stdout);
        assert!(output.status.success(), "{text}");
        assert!(text.contains("No errors."), "{text}");
        let output = dwarfdump(&path, &["--debug-info"]).expect("the tool ran before");
        let text = String::from_utf8_lossy(&output.stdout);
        // The second unit's split scope and variable list, moved with .text.
        assert!(text.contains("[0x0000012c, 0x00000134)"), "{text}");
        assert!(
            text.contains("[0x00000138, 0x00000148): DW_OP_fbreg -8"),
            "{text}"
        );
    }
}
