//! Unit tests of the parser: the spec example, clang-style noise, and
//! syntax errors with their positions and recovery.

use super::*;
use crate::ir::Linkage;

fn ast_of(src: &str) -> AstModule<'_> {
    let mut types = TypeStore::new();
    let (ast, diags) = parse_ast(src, &mut types);
    assert!(diags.is_empty(), "{diags:?}");
    ast
}

fn first_error(src: &str) -> (u32, u32, String) {
    let mut types = TypeStore::new();
    let (_, diags) = parse_ast(src, &mut types);
    let d = diags.first().expect("an error");
    (d.loc.line, d.loc.col, d.message.clone())
}

#[test]
fn parses_the_spec_example() {
    let ast = ast_of(
        "define i64 @fac(i64 %n) {\n  %1 = icmp sle i64 %n, 0\n  br i1 %1, label %ret, label %rec\nret:\n  ret i64 1\nrec:\n  %2 = sub i64 %n, 1\n  %3 = call i64 @fac(i64 %2)\n  %4 = mul i64 %n, %3\n  ret i64 %4\n}\n",
    );
    let f = &ast.funcs[0];
    assert_eq!(f.name.text, "fac");
    let body = f.body.as_ref().unwrap();
    assert_eq!(body.len(), 3);
    assert_eq!(body[1].label.as_ref().unwrap().text, "ret");
    assert_eq!(body[2].insts.len(), 4);
}

#[test]
fn parses_clang_style_noise() {
    let ast = ast_of(
        r#"; ModuleID = 'x.c'
source_filename = "x.c"
target datalayout = "e-m:e-p:32:32"
target triple = "x86_64-pc-linux-gnu"
%struct.S = type { i32, i64 }
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@g = dso_local global i32 0, align 4
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #0 {
  %3 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef 7), !dbg !1
  %6 = load i32, i32* @g, align 4
  br label %7

7:                                                ; preds = %2
  ret i32 %6
}
declare i32 @printf(i8* noundef, ...) #1
attributes #0 = { noinline nounwind "frame-pointer"="all" }
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !DILocation(line: 3, column: 7, scope: !2)
!2 = distinct !DISubprogram(name: "main")
"#,
    );
    assert_eq!(ast.globals.len(), 2);
    assert_eq!(ast.funcs.len(), 2);
    assert!(ast.funcs[1].varargs);
    assert_eq!(ast.globals[0].linkage, Linkage::Internal);
}

#[test]
fn syntax_errors_have_positions_and_recover() {
    let (l, c, m) = first_error("define i64 @f() {\n  %x = add i64 1 2\n  ret i64 %x\n}\n");
    assert_eq!((l, c), (2, 18), "{m}");
    assert!(m.contains("expected `,`"), "{m}");
    let mut types = TypeStore::new();
    let (_, diags) = parse_ast(
        "define i64 @f() {\n  %x = bogus i64 1\n  %y = add i64 1 2\n  ret i64 %x\n}\n",
        &mut types,
    );
    assert_eq!(diags.len(), 2, "{diags:?}");
}

#[test]
fn a_body_whose_statements_all_fail_reports_only_their_errors() {
    for src in [
        "define i32 @main() {\n  ret i32 fadd (i32 1, i32 2)\n}\n",
        "define i32 @main() {\n  %x = alloca <vscale x 4 x i8>\n}\n",
    ] {
        let mut types = TypeStore::new();
        let (_, diags) = parse_ast(src, &mut types);
        assert_eq!(diags.len(), 1, "{diags:?}");
        assert_eq!(diags[0].loc.line, 2, "{diags:?}");
    }
    let (l, c, m) = first_error("define i32 @main() {\n}\n");
    assert_eq!((l, c, m.as_str()), (1, 20, "function body has no blocks"));
}

#[test]
fn unsupported_types_are_named() {
    let (_, _, m) = first_error("@g = global i1025 0\n");
    assert!(m.contains("i1025") && m.contains("1024"), "{m}");
    let (_, _, m) = first_error("@g = global ptr addrspace(3) null\n");
    assert!(m.contains("address space 3"), "{m}");
    let (_, _, m) = first_error("@g = global <65 x i32> zeroinitializer\n");
    assert!(m.contains("vector length `65` is not supported"), "{m}");
}

#[test]
fn syntax_tree_positions_and_statements_stay_small() {
    // A large module holds its whole syntax tree at once: every operand
    // carries a `Pos` or two, and a statement is mostly operands (and its
    // `!dbg` and `!DIAssignID` attachments).
    assert_eq!(std::mem::size_of::<Pos>(), 12);
    assert!(
        std::mem::size_of::<AstInst>() <= 224,
        "{}",
        std::mem::size_of::<AstInst>()
    );
}

#[test]
fn positions_keep_line_and_column() {
    let ast = ast_of("define void @f() {\n  ret void\n}\n");
    let f = &ast.funcs[0];
    assert_eq!((f.name.pos.loc().line, f.name.pos.loc().col), (1, 13));
    assert_eq!(f.name.pos.loc(), crate::ir::SrcLoc::new(1, 13));
    let ret = &f.body.as_ref().unwrap()[0].insts[0];
    assert_eq!(ret.pos.loc(), crate::ir::SrcLoc::new(2, 3));
}

#[test]
fn resolving_takes_each_function_body_out_of_the_tree() {
    let src = "define i64 @f() {\n  ret i64 1\n}\ndeclare i64 @g()\ndefine i64 @h() {\n  %x = call i64 @f()\n  ret i64 %x\n}\n";
    let mut m = Module::new();
    let (mut ast, diags) = parse_ast(src, &mut m.types);
    assert!(diags.is_empty(), "{diags:?}");
    let resolved = crate::resolve::resolve(&mut ast, &mut m, &ParseOptions::default());
    assert!(resolved.diags.is_empty(), "{:?}", resolved.diags);
    assert!(ast.funcs.iter().all(|f| f.body.is_none()));
    let bodies = m.funcs.values().filter(|f| f.body.is_some()).count();
    assert_eq!(bodies, 2);
}

#[test]
fn integer_literals_keep_their_value_at_both_ends_of_the_range() {
    for n in [
        0,
        1,
        -1,
        i128::from(i64::MIN),
        i128::from(u64::MAX),
        -(1i128 << 64),
        (1 << 64) - 1,
    ] {
        assert_eq!(IntLit::new(n).get(), n);
    }
    let ast = ast_of(
        "define i64 @f() {\n  %x = add i64 18446744073709551615, -9223372036854775808\n  ret i64 %x\n}\n",
    );
    let InstKind::Binary { lhs, rhs, .. } = &ast.funcs[0].body.as_ref().unwrap()[0].insts[0].kind
    else {
        panic!("not a binary instruction");
    };
    let (ConstKind::Int(a), ConstKind::Int(b)) = (&lhs.kind, &rhs.kind) else {
        panic!("not integers");
    };
    assert_eq!(
        (a.get(), b.get()),
        (i128::from(u64::MAX), i128::from(i64::MIN))
    );
}
