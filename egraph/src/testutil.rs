//! Helpers for the unit tests of the passes: parse a module from text, run a
//! pass over every function, verify, and compare behaviour in the
//! interpreter.

use egret_llvmlite::interp::{InterpConfig, run_main};
use egret_llvmlite::{Endian, FuncRef, Function, InstData, Module, parse, printer, verify};

/// Parses `src` (panicking with the diagnostics if it is invalid) and returns
/// the module and its first defined function.
pub fn parse_fn(src: &str) -> (Module, FuncRef) {
    let m = parse_module(src);
    let f = m
        .funcs
        .iter()
        .find(|(_, fd)| fd.body.is_some())
        .map(|(r, _)| r)
        .expect("the test module defines a function");
    (m, f)
}

/// Parses `src`, panicking with the rendered diagnostics if it is invalid.
pub fn parse_module(src: &str) -> Module {
    match parse("test.ll", src) {
        Ok((m, _)) => m,
        Err(diags) => {
            let text: Vec<String> = diags.iter().map(|d| d.render("test.ll", src)).collect();
            panic!("test module does not parse:\n{}", text.join("\n"));
        }
    }
}

/// Runs `pass` on every defined function of the module parsed from `src`,
/// verifies the result, and returns `(after, before)`.
pub fn run_pass(src: &str, pass: impl Fn(&mut Function, &Module) -> bool) -> (Module, Module) {
    let before = parse_module(src);
    let mut after = before.clone();
    let funcs: Vec<FuncRef> = after.funcs.keys().collect();
    for f in funcs {
        let Some(mut body) = after.funcs[f].body.take() else {
            continue;
        };
        pass(&mut body, &after);
        after.funcs[f].body = Some(body);
    }
    assert_valid(&after);
    (after, before)
}

/// Runs `pass` like [`run_pass`], checks that the module behaves as
/// before ([`check_same_behaviour`]) and returns it printed.
pub fn run_pass_printed(src: &str, pass: impl Fn(&mut Function, &Module) -> bool) -> String {
    let (after, before) = run_pass(src, pass);
    check_same_behaviour(&before, &after);
    printer::print_module(&after)
}

/// Panics with the printed module and the diagnostics if `m` does not verify.
pub fn assert_valid(m: &Module) {
    let diags = verify(m);
    if !diags.is_empty() {
        let text: Vec<String> = diags.iter().map(|d| d.render_in(m)).collect();
        panic!(
            "invalid IR:\n{}\n{}",
            text.join("\n"),
            printer::print_module(m)
        );
    }
}

/// Runs `main` of both modules in both byte orders and asserts equal results
/// and output.
pub fn check_same_behaviour(before: &Module, after: &Module) {
    for endian in [Endian::Big, Endian::Little] {
        let cfg = InterpConfig {
            endian,
            ..InterpConfig::default()
        };
        let a = run_main(before, &cfg).map(|o| (o.ret, o.output));
        let b = run_main(after, &cfg).map(|o| (o.ret, o.output));
        match (&a, &b) {
            (Ok(x), Ok(y)) => assert_eq!(x, y, "{}", printer::print_module(after)),
            _ => panic!(
                "run failed: before {:?}, after {:?}\n{}",
                a.as_ref().map(|_| ()),
                b.as_ref().map_err(|e| e.to_string()),
                printer::print_module(after)
            ),
        }
    }
}

/// `function` (the text of one function `@f` whose debug records use `!8`
/// and locations `!9`, and any metadata of its own) followed by the
/// metadata its tests share: a C compile unit in `t.c`, the subprogram `!4`
/// of `f`, an `int` variable `!8` named `variable` at line 2, and the
/// location `!9` (line 2).
pub fn with_debug_info(function: &str, variable: &str) -> String {
    format!(
        r#"{function}!llvm.dbg.cu = !{{!0}}
!llvm.module.flags = !{{!3}}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/")
!3 = !{{i32 2, !"Debug Info Version", i32 3}}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{{}}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocalVariable(name: "{variable}", scope: !4, file: !1, line: 2, type: !7)
!9 = !DILocation(line: 2, column: 1, scope: !4)
"#
    )
}

/// `@f`'s block count and number of `select`s in `m`: the shape the
/// if-conversion and select-unfolding tests compare.
pub fn blocks_and_selects_of_f(m: &Module) -> (usize, usize) {
    let fr = m.func_by_name("f").expect("@f");
    let body = m.funcs[fr].body.as_ref().expect("@f is defined");
    let selects = body
        .layout
        .iter()
        .flat_map(|&b| &body.blocks[b].insts)
        .filter(|&&i| matches!(body.insts[i], InstData::Select { .. }))
        .count();
    (body.layout.len(), selects)
}
