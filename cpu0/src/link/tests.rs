//! Linker tests: layout, symbol resolution, relocation, errors, incremental links.

use super::*;
use crate::asm::{AsmOptions, assemble};
use crate::encode::decode;

fn obj(src: &str) -> ObjectFile {
    assemble(src, "t.s", &AsmOptions::default()).unwrap_or_else(|e| panic!("{e}"))
}

fn word(exe_sections: &[ExecSection], addr: u32) -> u32 {
    let s = exe_sections
        .iter()
        .find(|s| s.range().contains(&addr) && !s.data.is_empty())
        .expect("mapped");
    read_word(&s.data, (addr - s.addr) as usize, Endian::Big).unwrap()
}

const MAIN: &str = "
    .text
    .globl main
main:
    lui $2, %hi(value)
    ori $2, $2, %lo(value)
    ld $2, 0($2)
    jsub helper
    nop
    ret $lr
    nop
    .data
    .globl ptr
ptr: .word value+4
";

const HELPER: &str = "
    .text
    .globl helper
helper:
    ret $lr
    nop
    .data
    .globl value
value: .word 42
    .bss
    .globl buf
buf: .space 20
";

#[test]
fn lays_out_the_memory_map() {
    let exe = link(&[obj(MAIN), obj(HELPER)], &LinkOptions::default()).unwrap();
    let names: Vec<_> = exe
        .sections
        .iter()
        .map(|s| (s.name.as_str(), s.addr, s.size))
        .collect();
    assert_eq!(
        names,
        [
            (".startup", 0, 0x100),
            (".text", 0x100, 36),
            (".data", 0x124, 16),
            (".bss", 0x138, 24)
        ]
    );
    let sym = |n: &str| exe.symbols.address(n).unwrap();
    assert_eq!(sym("main"), 0x100);
    assert_eq!(sym("helper"), 0x11C);
    assert_eq!(sym("__egret_argc"), 0x124);
    assert_eq!(sym("__egret_argv"), 0x128);
    assert_eq!(sym("ptr"), 0x12C);
    assert_eq!(sym("value"), 0x130);
    assert_eq!(
        (sym("__bss_start"), sym("buf"), sym("_end")),
        (0x138, 0x138, 0x150)
    );
    assert_eq!(sym("__stack_top"), STACK_TOP);
    assert_eq!(exe.text_range(), 0..0x124);
    assert_eq!(exe.text_bytes(), 36);
    // Relocations: %hi/%lo of value, the call, the data pointer.
    assert_eq!(word(&exe.sections, 0x100), 0x0F20_0000);
    assert_eq!(word(&exe.sections, 0x104), 0x0D22_0130);
    assert_eq!(
        word(&exe.sections, 0x10C),
        0x3B00_000C,
        "jsub helper: 0x11C - 0x110"
    );
    assert_eq!(word(&exe.sections, 0x12C), 0x134, "ptr = value + 4");
    // The vector block jumps to __start.
    let start = sym("__start");
    assert_eq!(
        decode(word(&exe.sections, 0)).unwrap().imm,
        start as i32 - 4
    );
}

#[test]
fn start_code_jumps_to_main_which_returns_to_the_halt() {
    // No destructors: `main` is entered by a jump with `$lr = -1`, so its
    // own return halts the run; the start code has no return of its own.
    let exe = link(&[obj(MAIN), obj(HELPER)], &LinkOptions::default()).unwrap();
    let text = start_code(&exe);
    assert!(!text.contains("jsub\t"), "{text}");
    assert!(!text.contains("ret\t"), "{text}");
    assert!(text.ends_with("addiu\t$lr, $zero, -1\njmp\t"), "{text}");
    // argv's store for an i64 argc still happens before `main` runs.
    assert!(text.contains("st\t$7, 8($sp)\naddiu\t$lr"), "{text}");
    // `main`'s return halts the run with its result.
    let returns_7 = obj(".globl main\nmain: ret $lr\naddiu $2, $zero, 7\n.bss\nb: .space 40\n");
    let exe = link(&[returns_7], &LinkOptions::default()).unwrap();
    let mut m = crate::sim::Machine::from_executable(&exe, Default::default()).unwrap();
    m.run().unwrap();
    assert_eq!(
        (m.pc(), m.reg(crate::isa::Reg::V0)),
        (u32::MAX, 7),
        "halted at address -1"
    );
    // With destructors to run after it, `main` is called and the start
    // code halts after them.
    let exe = link(
        &[obj(MAIN), obj(HELPER), arrays(&[], &[("", 1)])],
        &LinkOptions::default(),
    )
    .unwrap();
    let text = start_code(&exe);
    assert!(text.contains("jsub\t"), "{text}");
    assert!(text.ends_with("addiu\t$lr, $zero, -1\nret\t$lr"), "{text}");
}

/// The start code's instructions, one a line, up to its `ret` (whose
/// delay slot is not shown) or its jump to `main`, whose target is left
/// out.
fn start_code(exe: &Executable) -> String {
    let startup = exe.section(STARTUP_SECTION).unwrap();
    let start = exe.symbols.address("__start").unwrap() as usize;
    let mut lines = Vec::new();
    for at in (start..startup.size as usize).step_by(4) {
        let w = read_word(&startup.data, at, Endian::Big).unwrap();
        let inst = crate::asm::format_inst(&decode(w).unwrap());
        if inst.starts_with("jmp") {
            lines.push("jmp\t".to_string());
            break;
        }
        let last = inst.starts_with("ret");
        lines.push(inst);
        if last {
            break;
        }
    }
    lines.join("\n")
}

#[test]
fn start_code_does_only_the_work_the_program_needs() {
    // `main` without parameters (the compiler's hint) and no `.bss`: no
    // clearing, no argc/argv; `$sp`'s low half goes into the delay slot.
    let lean = obj(
        ".text\n.globl main\nmain:\n.globl __egret_main_noargs\n__egret_main_noargs:\nret $lr\nnop\n",
    );
    let exe = link(std::slice::from_ref(&lean), &LinkOptions::default()).unwrap();
    let text = start_code(&exe);
    assert_eq!(
        text, "lui\t$sp, 255\nori\t$sp, $sp, 0\naddiu\t$lr, $zero, -1\njmp\t",
        "{text}"
    );
    assert!(!text.contains("ld\t"), "{text}");
    // With `.bss`, it is cleared (a do-while: a non-empty one holds a
    // pair of words); a `main` without the hint gets argc and argv.
    let exe = link(&[obj(MAIN), obj(HELPER)], &LinkOptions::default()).unwrap();
    let text = start_code(&exe);
    assert!(text.contains("st\t$zero, 0($2)"), "{text}");
    assert!(!text.contains("jeq"), "{text}");
    assert_eq!(text.matches("ld\t").count(), 3, "{text}");
    // The hint alone keeps the clearing when there is a `.bss`.
    let exe = link(&[lean, obj(HELPER)], &LinkOptions::default()).unwrap();
    let text = start_code(&exe);
    assert!(
        text.contains("st\t$zero, 0($2)") && !text.contains("ld\t"),
        "{text}"
    );
}

#[test]
fn reports_undefined_and_duplicate_symbols_by_name() {
    let a = obj(".globl main\nmain: jsub missing\nnop\nlui $2, %hi(gone)\n");
    let b = obj(".globl main\nmain: nop\n.globl _end\n_end: nop\n");
    let opts = LinkOptions {
        object_names: vec!["a.o".into(), "b.o".into()],
        ..Default::default()
    };
    let err = link(&[a, b], &opts).unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains("error: undefined symbol `missing`, referenced by a.o (.text+0x0)"),
        "{text}"
    );
    assert!(
        text.contains("error: undefined symbol `gone`, referenced by a.o (.text+0x8)"),
        "{text}"
    );
    assert!(
        text.contains("error: duplicate symbol `main`: defined in a.o and in b.o"),
        "{text}"
    );
    assert!(
        text.contains("error: duplicate symbol `_end`: defined in the linker and in b.o"),
        "{text}"
    );
    let kinds: Vec<_> = err.diagnostics.iter().map(|d| d.kind).collect();
    assert!(kinds.contains(&LinkErrorKind::Undefined) && kinds.contains(&LinkErrorKind::Duplicate));
    let no_main = link(&[obj("nop\n")], &LinkOptions::default()).unwrap_err();
    assert!(
        no_main
            .to_string()
            .contains("undefined symbol `main`, referenced by <start code>"),
        "{no_main}"
    );
}

#[test]
fn out_of_range_pc_relocations_are_errors() {
    let a = obj(".globl main, far_label\nmain: beq $2, $3, far_label\nnop\njsub far_fn\nnop\n");
    let b = obj(".space 0x900000\n.globl far_label, far_fn\nfar_label: nop\nfar_fn: nop\n");
    let opts = LinkOptions {
        object_names: vec!["a.o".into(), "b.o".into()],
        ..Default::default()
    };
    let err = link(&[a, b], &opts).unwrap_err().to_string();
    assert!(
        err.contains("a.o (.text+0x0): R_CPU0_PC16 to `far_label` out of range"),
        "{err}"
    );
    assert!(
        err.contains("a.o (.text+0x8): R_CPU0_PC24 to `far_fn` out of range"),
        "{err}"
    );
}

#[test]
fn mixed_byte_orders_and_empty_input_are_rejected() {
    assert_eq!(
        link(&[], &LinkOptions::default()).unwrap_err().diagnostics[0].kind,
        LinkErrorKind::Input
    );
    let le = assemble(
        "nop",
        "t.s",
        &AsmOptions {
            endian: Endian::Little,
            ..Default::default()
        },
    )
    .unwrap();
    let err = link(
        &[obj(".globl main\nmain: nop"), le],
        &LinkOptions::default(),
    )
    .unwrap_err();
    assert!(err.to_string().contains("different byte order"));
}

#[test]
fn incremental_batches_override_earlier_definitions() {
    let base = link(&[obj(MAIN), obj(HELPER)], &LinkOptions::default()).unwrap();
    let batch = obj(
        ".globl helper, caller\nhelper: ret $lr\nnop\ncaller: jsub helper\nnop\njsub main\nnop\n.data\nd: .word value\n",
    );
    let linked =
        link_incremental(&[batch], 0x1000, &base.symbols, &LinkOptions::default()).unwrap();
    assert_eq!(linked.symbols.address("helper"), Some(0x1000));
    assert_eq!(linked.text_range(), 0x1000..0x1018);
    // `jsub helper` inside the batch resolved locally by the assembler; `jsub main` to the old code.
    let jsub_main = word(&linked.sections, 0x1010);
    assert_eq!(decode(jsub_main).unwrap().imm, 0x100 - 0x1014);
    assert_eq!(
        word(&linked.sections, 0x1018),
        0x130,
        "value from the existing table"
    );
    assert_eq!(linked.end, 0x1020);
    let mut table = base.symbols.clone();
    table.extend(&linked.symbols);
    assert_eq!(table.address("helper"), Some(0x1000));
    assert_eq!(table.address("main"), Some(0x100));
}

#[test]
fn far_calls_go_through_thunks_when_enabled() {
    let mut host = SymbolTable::new();
    host.define(LinkedSymbol {
        name: "host_fn".into(),
        addr: 0x7F00_0008,
        size: 0,
        kind: SymbolKind::Func,
        binding: Binding::Global,
    });
    let batch = obj(".globl f\nf: jsub host_fn\nnop\nret $lr\nnop\n.data\nx: .word 1\n");
    let strict = link_incremental(
        std::slice::from_ref(&batch),
        0x2000,
        &host,
        &LinkOptions::default(),
    );
    assert_eq!(
        strict.unwrap_err().diagnostics[0].kind,
        LinkErrorKind::OutOfRange
    );
    let opts = LinkOptions {
        far_call_thunks: true,
        ..Default::default()
    };
    let linked = link_incremental(&[batch], 0x2000, &host, &opts).unwrap();
    let thunk = linked
        .sections
        .iter()
        .find(|s| s.name == ".text.thunks")
        .unwrap();
    assert_eq!((thunk.addr, thunk.size), (0x2010, 16));
    assert_eq!(
        decode(word(&linked.sections, 0x2000)).unwrap().imm,
        0x2010 - 0x2004
    );
    let code: Vec<_> = (0..4)
        .map(|i| crate::asm::format_inst(&decode(word(&linked.sections, 0x2010 + 4 * i)).unwrap()))
        .collect();
    assert_eq!(
        code,
        ["lui\t$t9, 32512", "ori\t$t9, $t9, 8", "jr\t$t9", "nop"]
    );
    let x = linked.symbols.iter().find(|s| s.name == "x").unwrap();
    assert_eq!(x.addr, 0x2020);
}

#[test]
fn debug_sections_are_concatenated_and_relocated() {
    let unit = |n: u32| {
        obj(&format!(
            ".globl f{n}\nf{n}: nop\nnop\n.section .debug_str,\"\",@progbits\n.asciz \"unit{n}\"\n\
             .section .debug_info,\"\",@progbits\n.4byte .text+4\n.4byte .debug_str+1\n"
        ))
    };
    let main = obj(".globl main\nmain: ret $lr\nnop\n");
    let exe = link(&[main, unit(1), unit(2)], &LinkOptions::default()).unwrap();
    let info = exe.debug_section(".debug_info").unwrap();
    let words: Vec<u32> = (0..4)
        .map(|i| read_word(info, i * 4, Endian::Big).unwrap())
        .collect();
    let (f1, f2) = (
        exe.symbols.address("f1").unwrap(),
        exe.symbols.address("f2").unwrap(),
    );
    assert_eq!(
        words,
        [f1 + 4, 1, f2 + 4, 6 + 1],
        "code addresses absolute, string offsets into the merged section"
    );
    assert_eq!(exe.debug_section(".debug_str").unwrap(), b"unit1\0unit2\0");
    assert!(exe.section(".debug_info").is_some_and(|s| !s.is_alloc()));
}

/// The word at symbol `name` + `offset` of a linked executable.
fn word_at(exe: &Executable, name: &str, offset: u32) -> u32 {
    word(
        &exe.sections,
        exe.symbols.address(name).expect("defined") + offset,
    )
}

#[test]
fn a_weak_definition_loses_to_a_global_one_in_either_order() {
    let weak = obj(".weak value\n.data\nvalue: .word 1\n.globl use_weak\nuse_weak: .word value\n");
    let strong = obj(".data\n.globl value\nvalue: .word 2\n");
    let main = obj(".globl main\nmain: ret $lr\nnop\n.data\n.globl p\np: .word value\n");
    for inputs in [
        [main.clone(), weak.clone(), strong.clone()],
        [main.clone(), strong.clone(), weak.clone()],
    ] {
        let exe = link(&inputs, &LinkOptions::default()).unwrap();
        let value = exe.symbols.address("value").unwrap();
        assert_eq!(word(&exe.sections, value), 2, "the global definition");
        assert_eq!(word_at(&exe, "p", 0), value);
        assert_eq!(
            word_at(&exe, "use_weak", 0),
            value,
            "the weak object's own use too"
        );
    }
    // Two weak definitions: the first one.
    let weak2 = obj(".weak value\n.data\nvalue: .word 3\n");
    let exe = link(
        &[main.clone(), weak2, weak.clone()],
        &LinkOptions::default(),
    )
    .unwrap();
    assert_eq!(word_at(&exe, "value", 0), 3);
    // Two global ones are still an error.
    let err = link(&[main, strong.clone(), strong], &LinkOptions::default()).unwrap_err();
    assert_eq!(err.diagnostics[0].kind, LinkErrorKind::Duplicate);
}

#[test]
fn an_undefined_weak_reference_is_zero() {
    let main = obj(
        ".weak maybe\n.globl main\nmain: lui $2, %hi(maybe)\nori $2, $2, %lo(maybe)\nret $lr\nnop\n\
         .data\n.globl p\np: .word maybe+8\n",
    );
    let exe = link(std::slice::from_ref(&main), &LinkOptions::default()).unwrap();
    assert_eq!(word_at(&exe, "p", 0), 8);
    let lui = decode(word_at(&exe, "main", 0)).unwrap();
    let ori = decode(word_at(&exe, "main", 4)).unwrap();
    assert_eq!((lui.imm, ori.imm), (0, 0));
    // A global reference to the same name stays an error.
    let strict = obj(".globl main\nmain: jsub maybe\nnop\n");
    let err = link(&[strict], &LinkOptions::default()).unwrap_err();
    assert_eq!(err.diagnostics[0].kind, LinkErrorKind::Undefined);
}

/// An object whose constructor and destructor arrays hold the addresses
/// of `f<n>` for each `(section suffix, n)`.
fn arrays(init: &[(&str, u32)], fini: &[(&str, u32)]) -> ObjectFile {
    let mut src = String::new();
    for (suffix, n) in init {
        src.push_str(&format!(
            ".section .init_array{suffix},\"aw\"\n.word f{n}\n.text\n.globl f{n}\nf{n}: ret $lr\nnop\n"
        ));
    }
    for (suffix, n) in fini {
        src.push_str(&format!(
            ".section .fini_array{suffix},\"aw\"\n.word f{n}\n.text\n.globl f{n}\nf{n}: ret $lr\nnop\n"
        ));
    }
    obj(&src)
}

#[test]
fn constructor_and_destructor_arrays_are_sorted_by_priority() {
    let main = obj(".globl main\nmain: ret $lr\nnop\n");
    let a = arrays(&[("", 1), (".00200", 2)], &[(".00300", 5)]);
    let b = arrays(&[(".00101", 3), ("", 4)], &[("", 6), (".00101", 7)]);
    let exe = link(&[main, a, b], &LinkOptions::default()).unwrap();
    let sym = |n: &str| exe.symbols.address(n).unwrap();
    let entries = |start: &str, end: &str| -> Vec<u32> {
        (sym(start)..sym(end))
            .step_by(4)
            .map(|at| word(&exe.sections, at))
            .collect()
    };
    let f = |ns: &[u32]| ns.iter().map(|n| sym(&format!("f{n}"))).collect::<Vec<_>>();
    assert_eq!(
        entries("__init_array_start", "__init_array_end"),
        f(&[3, 2, 1, 4])
    );
    assert_eq!(
        entries("__fini_array_start", "__fini_array_end"),
        f(&[7, 5, 6])
    );
    assert!(exe.symbols.address(RUN_FINI_SYMBOL).is_some());
}

#[test]
fn start_code_is_unchanged_without_arrays_or_exit() {
    let main = obj(".globl main\nmain: ret $lr\nnop\n");
    let exe = link(std::slice::from_ref(&main), &LinkOptions::default()).unwrap();
    assert!(exe.symbols.address(RUN_FINI_SYMBOL).is_none());
    assert!(exe.symbols.address("__init_array_start").is_none());
    assert_eq!(exe.symbols.address("main"), Some(TEXT_BASE));
    // A reference to the fini routine (the runtime's `exit`) defines it.
    let exits = obj(".globl main\nmain: jsub __egret_run_fini\nnop\nret $lr\nnop\n");
    let exe = link(&[exits], &LinkOptions::default()).unwrap();
    assert_eq!(exe.symbols.address(RUN_FINI_SYMBOL), Some(TEXT_BASE));
}

#[test]
fn start_code_runs_constructors_before_main_and_destructors_after() {
    use crate::sim::{Machine, SimConfig};
    // Each function prints its letter (and clobbers $2, $3, $9's caller-saved
    // neighbours); main returns 7 in $v0, which must survive the destructors.
    let put = |name: &str, c: char| {
        format!(
            ".text\n.globl {name}\n{name}: lui $2, 65280\naddiu $3, $zero, {}\nsb $3, 0($2)\n\
             addiu $4, $zero, 99\nret $lr\nnop\n",
            c as u32
        )
    };
    let src = format!(
        "{}{}{}{}.section .init_array,\"aw\"\n.word ctor_b\n.section .init_array.00101,\"aw\"\n.word ctor_a\n\
         .section .fini_array,\"aw\"\n.word dtor_y\n.section .fini_array.00200,\"aw\"\n.word dtor_z\n\
         .text\n.globl main\nmain: addiu $sp, $sp, -8\nst $lr, 4($sp)\njsub print_m\nnop\n\
         addiu $2, $zero, 7\nld $lr, 4($sp)\nret $lr\naddiu $sp, $sp, 8\n{}",
        put("ctor_a", 'a'),
        put("ctor_b", 'b'),
        put("dtor_y", 'y'),
        put("dtor_z", 'z'),
        put("print_m", 'm'),
    );
    let exe = link(&[obj(&src)], &LinkOptions::default()).unwrap();
    let mut m = Machine::from_executable(&exe, SimConfig::default()).unwrap();
    m.run().unwrap();
    // Destructors run last to first: `dtor_y` (65535) before `dtor_z` (200).
    assert_eq!(m.take_output(), b"abmyz");
    assert_eq!(m.result_i32(), 7);
}

#[test]
fn a_destructor_that_runs_the_destructors_again_runs_once() {
    use crate::sim::{Machine, SimConfig};
    // `again` prints and calls `__egret_run_fini` itself (as a destructor
    // calling `exit` would); `last` runs once, after it.
    let src = ".text\n.globl again\nagain: addiu $sp, $sp, -8\nst $lr, 4($sp)\nlui $2, 65280\n\
               addiu $3, $zero, 65\nsb $3, 0($2)\njsub __egret_run_fini\nnop\nld $lr, 4($sp)\n\
               ret $lr\naddiu $sp, $sp, 8\n\
               .globl last\nlast: lui $2, 65280\naddiu $3, $zero, 76\nsb $3, 0($2)\nret $lr\nnop\n\
               .globl main\nmain: ret $lr\naddiu $2, $zero, 3\n\
               .section .fini_array,\"aw\"\n.word last\n.word again\n";
    let exe = link(&[obj(src)], &LinkOptions::default()).unwrap();
    let mut m = Machine::from_executable(&exe, SimConfig::default()).unwrap();
    m.run().unwrap();
    assert_eq!(m.take_output(), b"AL");
    assert_eq!(m.result_i32(), 3);
}

/// A program whose `.bss` is `bytes` long and whose `main` returns zero
/// exactly when every word of it reads zero and the word at `_end` (past
/// it, never written) still reads the simulator's untouched 0xFFFFFFFF.
fn bss_probe(bytes: u32) -> String {
    format!(
        ".text\n.globl main\nmain: lui $2, %hi(buf)\nori $2, $2, %lo(buf)\n\
         lui $3, %hi(_end)\nori $3, $3, %lo(_end)\naddu $4, $zero, $zero\n\
         next: ld $5, 0($2)\nor $4, $4, $5\naddiu $2, $2, 4\ncmpu $sw, $2, $3\n\
         jne $sw, next\nnop\nld $5, 0($3)\naddiu $5, $5, 1\nret $lr\nor $2, $4, $5\n\
         .bss\n.p2align 3\n.globl buf\nbuf: .space {bytes}\n"
    )
}

/// Runs `src` linked alone: `main`'s result and the instructions executed.
fn run_alone(src: &str) -> (i64, u64) {
    use crate::sim::{Machine, SimConfig};
    let exe = link(&[obj(src)], &LinkOptions::default()).unwrap();
    let mut m = Machine::from_executable(&exe, SimConfig::default()).unwrap();
    m.run().unwrap();
    (m.result_i32(), m.counters().insts)
}

#[test]
fn start_code_clears_every_bss_size_exactly() {
    // Below one 32-byte step, at it, between steps and with a tail of one
    // to three pairs.
    for bytes in [8, 16, 24, 32, 40, 56, 64, 72, 88, 96, 104, 1000] {
        let (result, _) = run_alone(&bss_probe(bytes));
        assert_eq!(result, 0, "a .bss of {bytes} bytes");
    }
}

#[test]
fn start_code_clears_a_large_bss_32_bytes_per_step() {
    // The probe reads the words itself (6 instructions a word); what is
    // left of the growth from 4 KiB to 8 KiB is the clearing: eleven
    // instructions per 32 bytes.
    let (_, small) = run_alone(&bss_probe(4096));
    let (_, large) = run_alone(&bss_probe(8192));
    let clearing = large - small - 6 * 1024;
    assert_eq!(clearing, 11 * 128);
}
