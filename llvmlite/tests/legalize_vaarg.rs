//! `va_arg` lowered over the O32 argument area, run in the interpreter
//! (whose variadic calls lay the arguments out as O32 does and whose
//! `va_start` points at them).
//!
//! The parser does not read `va_arg` yet: the program calls placeholder
//! declarations `@va_T(ap)` that the test turns into `va_arg` instructions
//! of the same result type before legalizing.

use egret_llvmlite::interp::{InterpConfig, run_main};
use egret_llvmlite::legalize::{LegalizeOptions, check_legal, legalize};
use egret_llvmlite::{Callee, Endian, InstData, Module, parse, printer, verify};

/// `@get` reads an `i32`, an `i64` (8-aligned in the argument area), an
/// `i8` (passed as a promoted word) and an `i32` after `named` named
/// words, and combines them.
fn program(named: usize) -> String {
    let params: Vec<String> = (0..named).map(|k| format!("i32 %n{k}")).collect();
    let args: Vec<String> = (0..named).map(|k| format!("i32 {k}")).collect();
    format!(
        "declare void @llvm.va_start(i8*)\n\
         declare void @llvm.va_end(i8*)\n\
         declare i32 @va_i32(i8**)\n\
         declare i64 @va_i64(i8**)\n\
         declare i8 @va_i8(i8**)\n\
         define i64 @get({}, ...) {{\n\
           %ap = alloca i8*\n\
           %p = bitcast i8** %ap to i8*\n\
           call void @llvm.va_start(i8* %p)\n\
           %a = call i32 @va_i32(i8** %ap)\n\
           %b = call i64 @va_i64(i8** %ap)\n\
           %c = call i8 @va_i8(i8** %ap)\n\
           %d = call i32 @va_i32(i8** %ap)\n\
           call void @llvm.va_end(i8* %p)\n\
           %a64 = sext i32 %a to i64\n\
           %b3 = mul i64 %b, 3\n\
           %c64 = sext i8 %c to i64\n\
           %c5 = mul i64 %c64, 5\n\
           %d64 = sext i32 %d to i64\n\
           %d7 = mul i64 %d64, 7\n\
           %s1 = add i64 %a64, %b3\n\
           %s2 = add i64 %s1, %c5\n\
           %s3 = add i64 %s2, %d7\n\
           ret i64 %s3\n}}\n\
         define i64 @main() {{\n\
           %r = call i64 ({}, ...) @get({}, i32 11, i64 1099511627783, i32 -3, i32 13)\n\
           ret i64 %r\n}}\n",
        params.join(", "),
        vec!["i32"; named].join(", "),
        args.join(", "),
    )
}

/// Turns the calls of `@va_*` placeholders into `va_arg`.
fn with_va_arg(mut m: Module) -> Module {
    let placeholders: Vec<_> = m
        .funcs
        .iter()
        .filter(|(_, f)| f.name.starts_with("va_"))
        .map(|(r, _)| r)
        .collect();
    for (_, fd) in m.funcs.iter_mut() {
        let Some(body) = fd.body.as_mut() else {
            continue;
        };
        for (_, data) in body.insts.iter_mut() {
            if let InstData::Call {
                callee: Callee::Direct(r),
                args,
                ..
            } = data
                && placeholders.contains(r)
            {
                *data = InstData::VaArg { ap: args[0] };
            }
        }
    }
    m
}

#[test]
fn va_arg_reads_words_aligned_pairs_and_promoted_bytes() {
    let want = 11 + 1_099_511_627_783 * 3 - 3 * 5 + 13 * 7;
    for named in [1, 2, 3] {
        let (m, _) = parse("t.ll", &program(named)).unwrap_or_else(|d| panic!("{}", d[0]));
        let mut m = with_va_arg(m);
        assert!(verify(&m).is_empty(), "{}", verify(&m)[0]);
        let report = legalize(&mut m, &LegalizeOptions::default()).expect("legalizes");
        assert_eq!(report.va_args_lowered, 4);
        let errors = verify(&m);
        assert!(
            errors.is_empty(),
            "{}\n{}",
            errors[0],
            printer::print_module(&m)
        );
        assert!(check_legal(&m).is_empty());
        for endian in [Endian::Big, Endian::Little] {
            let cfg = InterpConfig {
                endian,
                ..Default::default()
            };
            let out = run_main(&m, &cfg).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(out.ret, want, "{named} named words, {endian:?}");
        }
    }
}
