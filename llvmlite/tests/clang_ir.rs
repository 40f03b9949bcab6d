//! The IR clang 14-19 writes for C, end to end through the front end.
//!
//! `tests/clang/*.c` are C programs written for this test; `tests/clang/out/`
//! holds what `clang-19` and `clang-14` made of them (`--target=mips-linux-gnu`
//! and `mipsel-linux-gnu`, at -O0, -O2 and -Os). Every output must parse and
//! verify, print, and read back to the same text (the printed form is a fixed
//! point), with `switch` expanded and kept. The other tests check one
//! construct each: that it parses to the IR the design contract says, that
//! the verifier's errors carry positions, and that it prints back.

use egret_llvmlite::parser::{ParseOptions, parse_with_options};
use egret_llvmlite::printer::print_module;
use egret_llvmlite::types::TyData;
use egret_llvmlite::*;
use std::path::Path;

fn keep_switch() -> ParseOptions {
    ParseOptions { keep_switch: true }
}

fn parse_ok(src: &str) -> Module {
    match parse("t.ll", src) {
        Ok((m, _)) => m,
        Err(e) => panic!(
            "{}",
            e.iter().map(|d| d.render("t.ll", src)).collect::<String>()
        ),
    }
}

fn parse_kept(src: &str) -> Module {
    match parse_with_options("t.ll", src, &keep_switch()) {
        Ok((m, _)) => m,
        Err(e) => panic!(
            "{}",
            e.iter().map(|d| d.render("t.ll", src)).collect::<String>()
        ),
    }
}

/// The first error: `line:col: message`.
fn first_error(src: &str) -> String {
    match parse_with_options("t.ll", src, &keep_switch()) {
        Ok(_) => panic!("expected an error in:\n{src}"),
        Err(e) => {
            let d = e.iter().find(|d| d.is_error()).expect("an error");
            format!("{}:{}: {}", d.loc.line, d.loc.col, d.message)
        }
    }
}

/// Prints, re-parses and prints again: the two prints must agree.
fn assert_round_trip(m: &Module, opts: &ParseOptions, name: &str) {
    let text = print_module(m);
    let again = match parse_with_options(name, &text, opts) {
        Ok((m2, _)) => print_module(&m2),
        Err(e) => panic!(
            "{name}: printed module does not parse:\n{}\n{text}",
            e.iter().map(|d| d.render(name, &text)).collect::<String>()
        ),
    };
    assert_eq!(text, again, "{name}: printing is not a fixed point");
}

#[test]
fn every_committed_clang_output_parses_verifies_and_round_trips() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/clang/out");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/clang/out exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 36, "only {} outputs", paths.len());
    for p in &paths {
        let name = p.display().to_string();
        let src = std::fs::read_to_string(p).expect("readable");
        for opts in [ParseOptions::default(), keep_switch()] {
            let m = match parse_with_options(&name, &src, &opts) {
                Ok((m, _)) => m,
                Err(e) => panic!(
                    "{}",
                    e.iter().map(|d| d.render(&name, &src)).collect::<String>()
                ),
            };
            assert!(verify(&m).is_empty(), "{name}: {:?}", verify(&m));
            assert_eq!(
                m.target.long_bits(),
                32,
                "{name}: a clang mips module is ILP32"
            );
            assert_round_trip(&m, &opts, &name);
        }
    }
}

#[test]
fn opaque_pointers_type_memory_instructions_by_themselves() {
    let m = parse_ok(
        "@g = global i32 5\n\
         define i32 @f(ptr %p) {\n\
           %a = alloca i64, align 8\n\
           %q = getelementptr inbounds i32, ptr %p, i32 1\n\
           %v = load i32, ptr %q, align 4\n\
           store i32 %v, ptr @g\n\
           ret i32 %v\n\
         }\n",
    );
    let f = m.funcs[m.func_by_name("f").unwrap()].body.as_ref().unwrap();
    let ptr = f.value_type(f.args()[0]);
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            if let Some(r) = f.inst_result(i)
                && matches!(f.insts[i], InstData::Alloca { .. } | InstData::Gep { .. })
            {
                assert_eq!(f.value_type(r), ptr);
            }
        }
    }
    assert!(m.types.is_ptr(ptr) && m.types.pointee(ptr).is_none());
    let typed = m.types.display(ptr).to_string();
    assert_eq!(typed, "ptr");
    assert_round_trip(&m, &ParseOptions::default(), "opaque");
}

#[test]
fn integers_of_any_width_up_to_1024_bits() {
    let m = parse_ok("define i24 @f(i24 %x, i2 %y) {\n  %z = add i24 %x, -1\n  ret i24 %z\n}\n");
    let f = &m.funcs[m.func_by_name("f").unwrap()];
    assert_eq!(m.types.int_bits(f.sig.params[0]), Some(24));
    assert_eq!(m.types.int_bits(f.sig.params[1]), Some(2));
    assert_eq!(
        first_error("define i1025 @f() {\n  ret i1025 0\n}\n"),
        "1:8: unsupported integer type `i1025`: integers are 1 to 1024 bits wide"
    );
}

#[test]
fn packed_structs_parse_lay_out_and_print() {
    let m = parse_ok("%S = type <{ i8, i32 }>\n@s = global %S <{ i8 1, i32 2 }>\n");
    let s = m.types.lookup_named("S").unwrap();
    assert!(matches!(m.types.kind(s), TyData::PackedStruct(_)));
    assert_eq!(layout::size_of(&m.types, s), 5);
    assert!(print_module(&m).contains("@s = global %S <{ i8 1, i32 2 }>"));
}

#[test]
fn aggregate_instructions_parse_verify_and_print() {
    let src = "define i32 @f(i32 %x) {\n\
                 %fr = freeze i32 %x\n\
                 %a = insertvalue { i32, [2 x i8] } zeroinitializer, i32 %fr, 0\n\
                 %b = insertvalue { i32, [2 x i8] } %a, i8 7, 1, 1\n\
                 %e = extractvalue { i32, [2 x i8] } %b, 0\n\
                 ret i32 %e\n\
               }\n";
    let m = parse_ok(src);
    let text = print_module(&m);
    for line in [
        "%fr = freeze i32 %x",
        "%a = insertvalue { i32, [2 x i8] } zeroinitializer, i32 %fr, 0",
        "%b = insertvalue { i32, [2 x i8] } %a, i8 7, 1, 1",
        "%e = extractvalue { i32, [2 x i8] } %b, 0",
    ] {
        assert!(text.contains(line), "{line} in\n{text}");
    }
    assert_round_trip(&m, &ParseOptions::default(), "aggregates");
}

#[test]
fn aggregate_errors_are_positioned() {
    assert_eq!(
        first_error(
            "define i32 @f({ i32, i1 } %a) {\n  %e = extractvalue { i32, i1 } %a, 2\n  ret i32 0\n}\n"
        ),
        "2:3: in `@f`: `extractvalue` index path 2 is out of range for `{ i32, i1 }`"
    );
    assert_eq!(
        first_error(
            "define void @f({ i32, i1 } %a) {\n  %b = insertvalue { i32, i1 } %a, i8 1, 1\n  ret void\n}\n"
        ),
        "2:3: in `@f`: the value constant 1 inserted by `insertvalue` has type `i8`, expected `i1`"
    );
}

#[test]
fn switch_is_one_terminator_when_kept() {
    let src = "define i32 @f(i8 %x) {\n\
               entry:\n\
                 switch i8 %x, label %d [\n\
                   i8 -1, label %a\n\
                   i8 3, label %b\n\
                 ]\n\
               a:\n  ret i32 1\n\
               b:\n  ret i32 2\n\
               d:\n  ret i32 0\n\
               }\n";
    let m = parse_kept(src);
    let f = m.funcs[m.func_by_name("f").unwrap()].body.as_ref().unwrap();
    let term = f.terminator(f.layout[0]).unwrap();
    let InstData::Switch { cases, .. } = &f.insts[term] else {
        panic!("not a switch: {:?}", f.insts[term]);
    };
    assert_eq!(cases.iter().map(|c| c.0).collect::<Vec<_>>(), vec![255, 3]);
    assert_eq!(f.successors(f.layout[0]).len(), 3);
    let text = print_module(&m);
    assert!(
        text.contains("switch i8 %x, label %d [\n    i8 -1, label %a\n    i8 3, label %b\n  ]")
    );
    assert_round_trip(&m, &keep_switch(), "switch");
    // `keep_switch: false` expands it into compare chains.
    let expanded = llvmlite_parse_expanded(src);
    let g = expanded.funcs[expanded.func_by_name("f").unwrap()]
        .body
        .as_ref()
        .unwrap();
    assert!(
        g.layout
            .iter()
            .all(|&b| !matches!(g.insts[g.terminator(b).unwrap()], InstData::Switch { .. }))
    );
    assert_eq!(
        first_error(
            "define void @f(i8 %x) {\n  switch i8 %x, label %a [ i8 1, label %a\n i8 257, label %a ]\na:\n  ret void\n}\n"
        ),
        "3:5: duplicate case value in switch"
    );
}

#[test]
fn switch_phis_get_one_argument_per_edge() {
    let src = "define i32 @f(i32 %x) {\n\
               entry:\n\
                 switch i32 %x, label %j [ i32 1, label %j\n i32 2, label %k ]\n\
               k:\n  br label %j\n\
               j:\n  %p = phi i32 [ 10, %entry ], [ 10, %entry ], [ 20, %k ]\n  ret i32 %p\n\
               }\n";
    let m = parse_kept(src);
    assert_round_trip(&m, &keep_switch(), "switch-phi");
}

#[test]
fn va_arg_reads_through_an_opaque_pointer() {
    let m = parse_ok("define i32 @f(ptr %ap) {\n  %v = va_arg ptr %ap, i32\n  ret i32 %v\n}\n");
    assert!(print_module(&m).contains("%v = va_arg ptr %ap, i32"));
    assert_eq!(
        first_error("define i32 @f(i32 %ap) {\n  %v = va_arg i32 %ap, i32\n  ret i32 %v\n}\n"),
        "2:3: in `@f`: `va_arg` needs a pointer, but `%ap` has type `i32`"
    );
}

#[test]
fn constant_expressions_fold_in_operands_and_initializers() {
    let m = parse_ok(
        "@a = global [4 x i32] zeroinitializer\n\
         @d = global i32 sub (i32 ptrtoint (ptr getelementptr (i8, ptr @a, i32 12) to i32), i32 ptrtoint (ptr @a to i32))\n\
         @s = global i32 select (i1 icmp ult (i32 3, i32 4), i32 7, i32 9)\n\
         @p = global i32 ptrtoint (ptr getelementptr (i8, ptr @a, i32 4) to i32)\n\
         define i32 @f(i32 %x) {\n\
           %y = add i32 %x, mul (i32 6, i32 7)\n\
           %z = add i32 %y, ptrtoint (ptr @a to i32)\n\
           ret i32 %z\n\
         }\n",
    );
    let init = |n: &str| {
        m.globals[m.global_by_name(n).unwrap()]
            .init
            .clone()
            .unwrap()
    };
    assert_eq!(init("d"), ConstInit::Int(12));
    assert_eq!(init("s"), ConstInit::Int(7));
    assert_eq!(
        init("p"),
        ConstInit::GlobalAddr(m.global_by_name("a").unwrap(), 4)
    );
    let text = print_module(&m);
    assert!(text.contains("%y = add i32 %x, 42"), "{text}");
    assert!(text.contains("ptrtoint ptr @a to i32"), "{text}");
    assert_eq!(
        first_error(
            "@a = global i32 0\n@b = global i32 0\n@d = global i32 sub (i32 ptrtoint (ptr @a to i32), i32 ptrtoint (ptr @b to i32))\n"
        ),
        "3:17: this constant expression cannot be folded to bytes and relocations"
    );
}

#[test]
fn attributes_are_accepted_and_abi_ones_recorded() {
    let m = parse_ok(
        "%S = type { i32, i32 }\n\
         declare noundef signext i8 @g(i8 noundef zeroext, ptr noundef byval(%S) align 4, ptr inreg) #0\n\
         define dso_local void @f(ptr dead_on_unwind noalias writable sret(%S) align 4 %r, i32 range(i32 0, 8) %n) local_unnamed_addr #1 {\n\
           %c = tail call signext i8 @g(i8 zeroext 1, ptr nonnull byval(%S) align 4 %r, ptr inreg %r) #2, !dbg !5\n\
           ret void\n\
         }\n\
         attributes #0 = { nounwind memory(argmem: readwrite) }\n\
         !5 = !DILocation(line: 1, scope: !6)\n\
         !6 = distinct !DISubprogram(name: \"f\")\n",
    );
    let g = &m.funcs[m.func_by_name("g").unwrap()];
    assert_eq!(g.ret_ext, Some(Ext::Sign));
    assert_eq!(g.param_attrs[0].ext, Some(Ext::Zero));
    assert!(g.param_attrs[1].byval.is_some());
    assert!(g.param_attrs[2].inreg);
    let f = &m.funcs[m.func_by_name("f").unwrap()];
    assert!(f.param_attrs[0].sret.is_some());
    assert_round_trip(&m, &ParseOptions::default(), "attrs");
    assert_eq!(
        first_error(
            "%S = type { i32 }\ndefine void @f(ptr %fp, ptr %s) {\n  call void %fp(ptr byval(%S) %s)\n  ret void\n}\n"
        ),
        "3:17: byval through an indirect call is not supported"
    );
}

#[test]
fn target_triple_and_datalayout_give_the_byte_order() {
    let m = parse_ok("target triple = \"mipsel-unknown-linux-gnu\"\n");
    assert_eq!(m.target.big_endian, Some(false));
    assert_eq!(m.target.long_bits(), 32);
    let m = parse_ok("target datalayout = \"E-m:m-p:32:32\"\n");
    assert_eq!(m.target.big_endian, Some(true));
    assert_eq!(parse_ok("@g = global i32 0\n").target.long_bits(), 64);
    let x86 = parse_ok("target triple = \"x86_64-pc-linux-gnu\"\n@g = global i32 0\n");
    assert_eq!(x86.target.long_bits(), 64);
    let dl = parse_ok("target datalayout = \"e-m:m-p:32:32-i64:64-n32-S64\"\n@g = global i32 0\n");
    assert_eq!(dl.target.long_bits(), 32);
    let (m, warnings) = parse("t.ll", "target triple = \"x86_64-pc-linux-gnu\"\n").unwrap();
    assert_eq!(m.target.big_endian, None);
    assert!(warnings[0].message.contains("not a MIPS triple"));
    assert_eq!(
        first_error("target triple = \"mips-linux-gnu\"\ntarget datalayout = \"e-m:m\"\n"),
        "2:21: the datalayout is little-endian but the target triple is big-endian"
    );
}

#[test]
fn linkages_aliases_and_used_are_recorded() {
    let m = parse_ok(
        "@w = weak global i32 1\n\
         @o = linkonce_odr global i32 2\n\
         @c = common global i32 0, align 4\n\
         @x = extern_weak global i32\n\
         @i = private unnamed_addr constant i32 3\n\
         @t = thread_local(initialexec) global i32 4, section \".tdata\", align 16\n\
         @k = internal global i32 5\n\
         @ae = available_externally global i32 6\n\
         @al = alias i32, ptr @w\n\
         @llvm.used = appending global [1 x ptr] [ptr @k], section \"llvm.metadata\"\n\
         @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]\n\
         define internal void @init() {\n  ret void\n}\n\
         define i32 @f() {\n  %v = load i32, ptr @al\n  ret i32 %v\n}\n",
    );
    let g = |n: &str| &m.globals[m.global_by_name(n).unwrap()];
    assert_eq!(g("w").linkage, Linkage::Weak);
    assert_eq!(g("o").linkage, Linkage::Weak);
    assert_eq!(g("c").linkage, Linkage::Common);
    assert_eq!(g("x").linkage, Linkage::ExternWeak);
    assert_eq!(g("i").linkage, Linkage::Internal);
    assert!(g("t").thread_local);
    assert_eq!(g("t").section.as_deref(), Some(".tdata"));
    assert_eq!(g("t").align, Some(16));
    assert!(g("k").used && !g("w").used);
    assert!(
        g("ae").init.is_none(),
        "available_externally is a declaration"
    );
    assert!(m.global_by_name("llvm.used").is_none());
    assert_eq!(g("llvm.global_ctors").linkage, Linkage::Appending);
    assert_eq!(m.aliases.len(), 1);
    assert_eq!(
        m.aliases[0].target,
        ConstInit::GlobalAddr(m.global_by_name("w").unwrap(), 0)
    );
    let f = m.funcs[m.func_by_name("f").unwrap()].body.as_ref().unwrap();
    let loads_w = f
        .values
        .keys()
        .any(|v| f.value_def(v) == ValueDef::Global(m.global_by_name("w").unwrap()));
    assert!(loads_w, "a use of the alias is a use of its aliasee");
    assert_round_trip(&m, &ParseOptions::default(), "linkage");
}

#[test]
fn debug_records_and_metadata_are_kept_out_of_the_code() {
    let m = parse_ok(
        "define i32 @f(i32 %x) !dbg !4 {\n\
           #dbg_value(i32 %x, !7, !DIExpression(), !8)\n\
           %y = add nsw i32 %x, 1, !dbg !9\n\
           #dbg_declare(ptr null, !7, !DIExpression(DW_OP_plus_uconst, 4), !8)\n\
           ret i32 %y, !dbg !9\n\
         }\n\
         !4 = distinct !DISubprogram(name: \"f\")\n\
         !7 = !DILocalVariable(name: \"x\", scope: !4)\n\
         !8 = !DILocation(line: 1, scope: !4)\n\
         !9 = !DILocation(line: 2, scope: !4)\n",
    );
    let f = m.funcs[m.func_by_name("f").unwrap()].body.as_ref().unwrap();
    assert_eq!(f.num_placed_insts(), 2);
    assert_eq!(f.dbg_records.len(), 2);
    assert_eq!(
        first_error("define void @f() {\n  #dbg_value(\n  ret void\n}\n"),
        "3:3: expected a type, found `ret`"
    );
}

const UNTYPED_AT_2_13: &str = "2:13: a pointer of type `ptr` does not say what it points to: write the type (`load T, ptr %p`, `getelementptr T, ptr %p, ...`)";
const UNTYPED_AT_2_22: &str = "2:22: a pointer of type `ptr` does not say what it points to: write the type (`load T, ptr %p`, `getelementptr T, ptr %p, ...`)";

#[test]
fn unsupported_constructs_are_positioned_errors() {
    let cases = [
        (
            "define void @f() {\n  invoke void @f() to label %a unwind label %a\n}\n",
            "2:3: `invoke` is not supported yet",
        ),
        (
            "define void @f() {\n  callbr void asm \"\", \"\"() to label %a []\n}\n",
            "2:3: `callbr` is not supported yet",
        ),
        (
            "define void @f(ptr %p) {\n  %x = atomicrmw add ptr %p, i32 1 seq_cst\n  ret void\n}\n",
            "2:8: instruction `atomicrmw`: atomic instructions are not supported yet",
        ),
        (
            "define void @f(ptr %p) {\n  %x = load atomic i32, ptr %p seq_cst, align 4\n  ret void\n}\n",
            "2:13: atomic loads and stores are not supported yet",
        ),
        (
            "define void @f() {\n  %x = fadd half 1.0, 2.0\n  ret void\n}\n",
            "2:13: type `half` is not supported",
        ),
        (
            "define <vscale x 2 x i32> @f() {\n  ret <2 x i32> zeroinitializer\n}\n",
            "1:9: scalable vectors are not supported",
        ),
        (
            "@g = global ptr addrspace(1) null\n",
            "1:27: address space 1 is not supported (only 0)",
        ),
        (
            "@g = global i32 0\n@f = ifunc void (), ptr @g\n",
            "2:6: `ifunc` is not supported",
        ),
        (
            "define void @f(ptr %p) {\n  %v = load ptr %p\n  ret void\n}\n",
            UNTYPED_AT_2_13,
        ),
        (
            "define void @f(ptr %p) {\n  %q = getelementptr ptr %p, i32 1\n  ret void\n}\n",
            UNTYPED_AT_2_22,
        ),
    ];
    for (src, want) in cases {
        assert_eq!(first_error(src), want, "{src}");
    }
}

/// `src` parsed with `switch` expanded into compare chains.
fn llvmlite_parse_expanded(src: &str) -> Module {
    let opts = ParseOptions { keep_switch: false };
    match parse_with_options("t.ll", src, &opts) {
        Ok((m, _)) => m,
        Err(d) => panic!("{}", d[0]),
    }
}
