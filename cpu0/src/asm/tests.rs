//! Assembler tests: the print/parse round trip over the whole instruction table,
//! label and relocation handling, directives, and error reporting.

use super::*;
use crate::encode::{decode, encode, read_word};
use crate::isa::{Inst, IsaLevel, OPCODES, Opcode, Reg, Shape};
use crate::object::{Binding, RelocKind, SectionKind, SymbolKind};

fn asm(src: &str) -> ObjectFile {
    assemble(src, "t.s", &AsmOptions::default()).unwrap_or_else(|e| panic!("{e}"))
}

fn asm_err(src: &str) -> String {
    assemble(src, "t.s", &AsmOptions::default())
        .expect_err("source should be rejected")
        .to_string()
}

fn text_words(obj: &ObjectFile) -> Vec<u32> {
    let s = &obj.sections[obj.section_by_name(".text").expect("has .text")];
    (0..s.data.len() / 4)
        .map(|i| read_word(&s.data, i * 4, obj.endian).expect("in bounds"))
        .collect()
}

/// The range of `shape`'s immediate field: (lowest, highest).
fn imm_range(shape: Shape) -> (i32, i32) {
    match shape {
        Shape::RRSimm | Shape::Load | Shape::Store | Shape::Branch => (-0x8000, 0x7FFF),
        Shape::RRUimm | Shape::Lui => (0, 0xFFFF),
        Shape::Shift => (0, 31),
        Shape::CondJump | Shape::Jump => (-0x80_0000, 0x7F_FFFF),
        _ => (0, 0),
    }
}

/// Every canonical word built from field extremes (each register field 0, 1,
/// 13, 14, 15 independently; immediates at and next to both ends of every
/// range): encode, decode, print, parse and encode gives the word back, in
/// both byte orders, and every opcode is covered with every operand at both
/// of its extremes.
#[test]
fn every_instruction_round_trips_through_text() {
    let regs = [0u8, 1, 13, 14, 15];
    let imms = [
        0, 1, -1, 4, 30, 31, 0x7FFE, 0x7FFF, -0x8000, -0x7FFF, 0xFFFE, 0xFFFF, 0x7F_FFFF,
        0x7F_FFFE, -0x80_0000, -0x7F_FFFF,
    ];
    for endian in [Endian::Big, Endian::Little] {
        let opts = AsmOptions {
            endian,
            level: IsaLevel::Cpu032II,
        };
        let mut cases: Vec<(Inst, u32, String)> = Vec::new();
        for row in OPCODES {
            let mut seen = std::collections::BTreeSet::new();
            let (mut ras, mut rbs, mut rcs, mut ims) = (vec![], vec![], vec![], vec![]);
            for &ra in &regs {
                for &rb in &regs {
                    for &rc in &regs {
                        for &imm in &imms {
                            let candidate = Inst::new(row.opcode, Reg(ra), Reg(rb), Reg(rc), imm);
                            let Ok(inst) = decode(encode(&candidate)) else {
                                continue;
                            };
                            let word = encode(&inst);
                            if seen.insert(word) {
                                ras.push(inst.ra.0);
                                rbs.push(inst.rb.0);
                                rcs.push(inst.rc.0);
                                ims.push(inst.imm);
                                cases.push((inst, word, format_inst(&inst)));
                            }
                        }
                    }
                }
            }
            let name = row.mnemonic;
            assert!(!seen.is_empty(), "`{name}` never round-trips");
            for (field, values) in [("ra", &ras), ("rb", &rbs), ("rc", &rcs)] {
                let varies = values.iter().any(|&v| v != values[0]);
                if varies {
                    assert!(
                        values.contains(&0) && values.contains(&15),
                        "`{name}`: field {field} not tried at 0 and 15"
                    );
                }
            }
            let (lo, hi) = imm_range(row.shape);
            assert_eq!(
                (ims.iter().min(), ims.iter().max()),
                (Some(&lo), Some(&hi)),
                "`{name}`: immediate not tried at both ends of its range"
            );
        }
        let text: Vec<&str> = cases.iter().map(|c| c.2.as_str()).collect();
        let obj = assemble(&text.join("\n"), "rt.s", &opts).unwrap_or_else(|e| panic!("{e}"));
        let words = text_words(&obj);
        assert_eq!(words.len(), cases.len(), "one word per instruction");
        for ((inst, word, line), got) in cases.iter().zip(&words) {
            assert_eq!(got, word, "{line} ({inst:?}) reassembles to {got:08x}");
            assert_eq!(decode(*got).as_ref(), Ok(inst), "{line}");
        }
        assert!(cases.len() > 5000, "only {} cases", cases.len());
    }
}

#[test]
fn assembles_the_reference_encodings() {
    let obj = asm(
        "addiu $sp, $sp, -8\n st $lr, 4($sp)\n ret $lr\n jr $3\n jalr $t9\n move $fp, $sp\n\
         cmp $sw, $4, $3\n shl $3, $3, 8\n lui $sp, 255\n beq $2, $zero, +8\n jmp -4\n\
         jsub -12\n div $2, $3\n mflo $2\n",
    );
    assert_eq!(
        text_words(&obj),
        [
            0x09DD_FFF8,
            0x02ED_0004,
            0x3CE0_0000,
            0x3C30_0000,
            0x39E6_0000,
            0x11CD_0000,
            0x2AF4_3000,
            0x1E33_0008,
            0x0FD0_00FF,
            0x3720_0008,
            0x36FF_FFFC,
            0x3BFF_FFF4,
            0x4323_0000,
            0x4720_0000
        ]
    );
    let le = assemble(
        "addiu $sp, $sp, -56",
        "t.s",
        &AsmOptions {
            endian: Endian::Little,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(le.sections[0].data, [0xC8, 0xFF, 0xDD, 0x09]);
}

#[test]
fn resolves_local_branches_and_relocates_the_rest() {
    let obj = asm("\t.text\n\t.globl main\n\t.type main, @function\n\
         main:\n\tbeq $2, $zero, $BB0_2\n\tnop\n\tjsub ext\n\tnop\n\
         $BB0_2:\n\tlui $2, %hi(msg+4)\n\tori $2, $2, %lo(msg+4)\n\tjmp main\n\
         $func_end0:\n\t.size main, $func_end0-main\n\
         \t.rodata\nmsg:\t.asciz \"hi\"\n\t.data\n\t.p2align 2\ntable:\t.word main, $BB0_2+4, 7\n");
    let words = text_words(&obj);
    assert_eq!(
        words[0], 0x3720_000C,
        "beq skips 3 instructions after the slot"
    );
    assert_eq!(words[6], 0x36FF_FFE4, "jmp main = -28");
    let text = &obj.sections[0];
    let relocs: Vec<_> = text
        .relocs
        .iter()
        .map(|r| {
            (
                r.offset,
                obj.symbols[r.symbol].name.as_str(),
                r.kind,
                r.addend,
            )
        })
        .collect();
    assert_eq!(
        relocs,
        [
            (8, "ext", RelocKind::Pc24, 0),
            (16, "msg", RelocKind::Hi16, 4),
            (20, "msg", RelocKind::Lo16, 4)
        ]
    );
    let main = &obj.symbols[obj.symbol_by_name("main").unwrap()];
    assert_eq!(
        (main.size, main.kind, main.binding),
        (28, SymbolKind::Func, Binding::Global)
    );
    let msg = &obj.symbols[obj.symbol_by_name("msg").unwrap()];
    assert_eq!(msg.binding, Binding::Local);
    let data = &obj.sections[obj.section_by_name(".data").unwrap()];
    assert_eq!(data.data[8..], [0, 0, 0, 7]);
    assert_eq!(data.relocs.len(), 2);
    let to_label = &data.relocs[1];
    assert_eq!(obj.symbols[to_label.symbol].kind, SymbolKind::Section);
    assert_eq!(to_label.addend, 20, "$BB0_2 is at .text+16, plus 4");
    assert!(obj.symbol_by_name("$BB0_2").is_none());
}

#[test]
fn data_directives_follow_byte_order() {
    let src = ".data\n.byte 1, -1\n.half 0x1234\n.word -2\n.8byte 0x0102030405060708\n.ascii \"ab\"\n.space 2, 9\n\
               .bss\nbuf: .space 12\n.comm pool, 64, 8\n";
    let be = asm(src);
    let data = &be.sections[0];
    assert_eq!(
        data.data,
        [
            1, 0xFF, 0x12, 0x34, 0xFF, 0xFF, 0xFF, 0xFE, 1, 2, 3, 4, 5, 6, 7, 8, b'a', b'b', 9, 9
        ]
    );
    let le = assemble(
        src,
        "t.s",
        &AsmOptions {
            endian: Endian::Little,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(
        le.sections[0].data[2..8],
        [0x34, 0x12, 0xFE, 0xFF, 0xFF, 0xFF]
    );
    let bss = &be.sections[1];
    assert_eq!(
        (bss.kind, bss.size, bss.align, bss.data.len()),
        (SectionKind::Bss, 80, 8, 0)
    );
    let pool = &be.symbols[be.symbol_by_name("pool").unwrap()];
    assert_eq!(
        (pool.value, pool.size, pool.binding),
        (16, 64, Binding::Global)
    );
}

#[test]
fn accepts_lbd_llc_output() {
    let src = r#"
	.text
	.abicalls
	.option	pic0
	.section	.mdebug.abi32,"",@progbits
	.nan	legacy
	.text
	.file	"ch3.bc"
	.globl	main                    # -- Begin function main
	.p2align	2
	.type	main,@function
	.ent	main                    # @main
main:
	.frame	$sp,8,$lr
	.mask 	0x00000000,0
	.set	noreorder
	.set	nomacro
# %bb.0:
	addiu	$sp, $sp, -8
	.cfi_def_cfa_offset 8
	addiu	$2, $zero, 0
	st	$2, 4($sp)
	addiu	$sp, $sp, 8
	ret	$lr
	nop
	.set	macro
	.set	reorder
	.end	main
$func_end0:
	.size	main, ($func_end0)-main
	.ident	"clang version 12.0.1"
	.section	".note.GNU-stack","",@progbits
"#;
    let obj = asm(src);
    assert_eq!(text_words(&obj).len(), 6);
    let main = &obj.symbols[obj.symbol_by_name("main").unwrap()];
    assert_eq!(main.size, 24);
}

#[test]
fn level_check_rejects_cpu032ii_instructions() {
    let opts = AsmOptions {
        endian: Endian::Big,
        level: IsaLevel::Cpu032I,
    };
    let err = assemble("  nop\n  slt $2, $3, $4\n", "lvl.s", &opts).unwrap_err();
    assert_eq!(
        err.to_string(),
        "lvl.s:2:3: error: `slt` needs -mcpu cpu032II (selected cpu032I)"
    );
    assert!(assemble("cmpu $sw, $2, $3\njeq $sw, 8\n", "ok.s", &opts).is_ok());
    assert_eq!(Opcode::Bal.info().level, IsaLevel::Cpu032II);
}

#[test]
fn errors_name_position_expectation_and_finding() {
    assert_eq!(
        asm_err("  frob $2"),
        "t.s:1:3: error: unknown instruction `frob`"
    );
    assert_eq!(
        asm_err("addu $2, $16, $3"),
        "t.s:1:10: error: expected a register, found `$16`"
    );
    assert_eq!(
        asm_err("addiu $2, $2, 40000"),
        "t.s:1:15: error: immediate 40000 out of range for a signed 16-bit field (-32768..32767)"
    );
    assert_eq!(
        asm_err("beq $2, $3, nowhere"),
        "t.s:1:13: error: undefined label `nowhere`"
    );
    assert_eq!(
        asm_err("jmp $BB9"),
        "t.s:1:5: error: undefined label `$BB9`"
    );
    assert_eq!(
        asm_err("x:\nx:"),
        "t.s:2:1: error: symbol `x` is already defined on line 1"
    );
    assert_eq!(
        asm_err("addiu $2, $2, sym"),
        "t.s:1:15: error: a symbol in a 16-bit immediate needs %hi() or %lo()"
    );
    assert_eq!(
        asm_err("shl $2, $2, 32"),
        "t.s:1:13: error: shift amount 32 out of range 0..31"
    );
    assert_eq!(
        asm_err("ld $2, 4($sp"),
        "t.s:1:13: error: expected `)`, found end of line"
    );
    assert_eq!(
        asm_err(".bss\nnop"),
        "t.s:2:1: error: `nop` in .bss: a bss section holds only zeros (use .space)"
    );
    assert_eq!(
        asm_err(".frobnicate"),
        "t.s:1:1: error: unknown directive `.frobnicate`"
    );
    let many = asm_err("frob\nfrob\n");
    assert_eq!(many.lines().count(), 2);
}

#[test]
fn far_local_branch_is_an_error() {
    let err = asm_err("beq $2, $3, far\n.space 40000\nfar: nop\n");
    assert_eq!(
        err,
        "t.s:1:13: error: `beq` target is 40000 bytes away, outside the signed 16-bit range"
    );
}

proptest::proptest! {
    /// Any canonical word prints to text that assembles back to that word.
    #[test]
    fn random_words_round_trip(word in proptest::prelude::any::<u32>(), little in proptest::prelude::any::<bool>()) {
        if let Ok(inst) = decode(word) {
            let endian = if little { Endian::Little } else { Endian::Big };
            let opts = AsmOptions { endian, level: IsaLevel::Cpu032II };
            let obj = assemble(&format_inst(&inst), "p.s", &opts).expect("printed text assembles");
            proptest::prop_assert_eq!(text_words(&obj), vec![word]);
        }
    }
}

fn debug_of(src: &str) -> Option<AsmDebugInfo> {
    assemble_with_debug(src, "t.s", &AsmOptions::default())
        .unwrap_or_else(|e| panic!("{e}"))
        .debug
}

#[test]
fn debug_directives_become_rows_and_frames_of_each_function() {
    let src = "\
\t.file 0 \"/src\" \"a.c\"
\t.text
\t.type f,@function
f:
\t.cfi_startproc
\t.loc 0 1 0
\tnop
\t.loc 0 2 3 is_stmt 0
\t.loc 0 3 4 prologue_end
\taddiu $sp, $sp, -8
\t.cfi_def_cfa_offset 8
\t.loc 0 0 0
\tnop
\t.cfi_endproc
\t.size f, 12
\t.globl g
\t.type g,@function
g:
\t.loc 0 7 1 is_stmt 1 epilogue_begin
\tret $lr
\tnop
\t.size g, 8
";
    let info = debug_of(src).expect("debug directives give debug information");
    assert_eq!(info.comp_dir, "/src");
    assert_eq!(info.files, vec!["a.c".to_string()]);
    let [f, g] = &info.functions[..] else {
        panic!("two functions: {:?}", info.functions)
    };
    assert_eq!(
        (f.name.as_str(), f.text_offset, f.size, f.external),
        ("f", 0, 12, false)
    );
    assert_eq!(
        (g.name.as_str(), g.text_offset, g.size, g.external),
        ("g", 12, 8, true)
    );
    // Two `.loc`s before one instruction give it two rows, in order, as
    // llvm-mc writes them; the `is_stmt 0` of the first stays in force
    // (sticky) until `is_stmt 1`.
    let rows: Vec<(u32, u32, u32, bool, bool)> = f
        .rows
        .iter()
        .map(|r| (r.offset, r.line, r.column, r.is_stmt, r.prologue_end))
        .collect();
    assert_eq!(
        rows,
        vec![
            (0, 1, 0, true, false),
            (4, 2, 3, false, false),
            (4, 3, 4, false, true),
            (8, 0, 0, false, false)
        ]
    );
    assert_eq!(f.decl_line, 1, "the first row with a line");
    assert_eq!(f.frame.cfi, vec![(8, egret_dwarf::CfiOp::DefCfaOffset(8))]);
    assert!(g.rows[0].is_stmt && g.rows[0].epilogue_begin && g.rows[0].offset == 0);
    assert!(g.frame.cfi.is_empty());
}

#[test]
fn sources_without_debug_directives_have_no_debug_information() {
    assert_eq!(debug_of("\t.text\nf:\n\tnop\n"), None);
    // lbd's `llc` writes `.file "name"` and frame operations outside any
    // `.cfi_startproc`: checked, not turned into debug information.
    assert_eq!(
        debug_of("\t.file \"ch3.bc\"\n\t.text\nf:\n\t.cfi_def_cfa_offset 8\n\tnop\n"),
        None
    );
    assert!(asm_err("\t.text\n\t.cfi_def_cfa_offset x\n").contains("must be a constant"));
}

#[test]
fn a_loc_outside_text_is_an_error() {
    let err = assemble(
        "\t.file 0 \"/d\" \"a.c\"\n\t.data\n\t.loc 0 1 0\n\t.word 1\n",
        "t.s",
        &AsmOptions::default(),
    )
    .expect_err("rows are only for .text");
    assert!(
        err.to_string()
            .starts_with("t.s:3:2: error: `.loc` describes .data+0x0, which is in no function"),
        "{err}"
    );
}
