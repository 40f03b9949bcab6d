//! `blockaddress` and `indirectbr` (GNU C's `&&label` and `goto *p`) end
//! to end through the front end: parsing (operands, constant expressions,
//! global initializers), positioned errors, printing and reading back, the
//! interpreter (a block's address is its tag from `block_tags`), and the
//! legalizer's `indirect` job (tags as `inttoptr` constants, `indirectbr`
//! as a `switch`), checked by running the interpreter before and after.

use egret_llvmlite::interp::{InterpConfig, run_main};
use egret_llvmlite::legalize::{LegalizeOptions, check_legal, legalize};
use egret_llvmlite::parser::{ParseOptions, parse_with_options};
use egret_llvmlite::printer::{print_module, print_module_llvm};
use egret_llvmlite::*;

/// A threaded-code interpreter: a table of label addresses in a global,
/// fetched through a function; a `select` of two addresses with a compare
/// and a phi in a destination; a label compared across functions.
const PROGRAM: &str = r#"
@code = internal constant [5 x i32] [i32 0, i32 1, i32 0, i32 1, i32 2]
@tbl = internal constant [3 x ptr] [ptr blockaddress(@run, %add), ptr blockaddress(@run, %dbl), ptr blockaddress(@run, %done)]

define internal ptr @fetch(i32 %pc) {
  %cp = getelementptr [5 x i32], ptr @code, i32 0, i32 %pc
  %op = load i32, ptr %cp
  %tp = getelementptr [3 x ptr], ptr @tbl, i32 0, i32 %op
  %t = load ptr, ptr %tp
  ret ptr %t
}

define i32 @run() {
entry:
  %pc = alloca i32
  %acc = alloca i32
  store i32 0, ptr %pc
  store i32 1, ptr %acc
  br label %next
next:
  %p = load i32, ptr %pc
  %p1 = add i32 %p, 1
  store i32 %p1, ptr %pc
  %t = call ptr @fetch(i32 %p)
  indirectbr ptr %t, [label %add, label %dbl, label %done]
add:
  %a = load i32, ptr %acc
  %a3 = add i32 %a, 3
  store i32 %a3, ptr %acc
  br label %next
dbl:
  %d = load i32, ptr %acc
  %d2 = mul i32 %d, 2
  store i32 %d2, ptr %acc
  br label %next
done:
  %r = load i32, ptr %acc
  ret i32 %r
}

define i32 @sign(i32 %x) {
entry:
  %neg = icmp slt i32 %x, 0
  %t = select i1 %neg, ptr blockaddress(@sign, %n), ptr blockaddress(@sign, %p)
  %same = icmp eq ptr %t, blockaddress(@sign, %n)
  %k = zext i1 %same to i32
  indirectbr ptr %t, [label %n, label %p]
n:
  %vn = phi i32 [ %k, %entry ]
  %rn = sub i32 -100, %vn
  ret i32 %rn
p:
  %vp = phi i32 [ %k, %entry ]
  ret i32 %vp
}

define i32 @main() {
  %r = call i32 @run()
  %sn = call i32 @sign(i32 -5)
  %sp = call i32 @sign(i32 5)
  %e = load ptr, ptr @tbl
  %eq = icmp eq ptr %e, blockaddress(@run, %add)
  %eq32 = zext i1 %eq to i32
  %r1 = mul i32 %r, 10000
  %s1 = mul i32 %sn, 100
  %x1 = add i32 %r1, %s1
  %x2 = add i32 %x1, %sp
  %e7 = mul i32 %eq32, 7
  %x3 = add i32 %x2, %e7
  ret i32 %x3
}
"#;

/// run() = ((1 + 3) * 2 + 3) * 2 = 22, sign(-5) = -101, sign(5) = 0, the
/// table's first entry is `%add`.
const WANT: i64 = 22 * 10000 - 101 * 100 + 7;

fn parse_ok(src: &str) -> Module {
    let opts = ParseOptions { keep_switch: true };
    match parse_with_options("t.ll", src, &opts) {
        Ok((m, _)) => m,
        Err(e) => panic!(
            "{}",
            e.iter().map(|d| d.render("t.ll", src)).collect::<String>()
        ),
    }
}

fn run(m: &Module) -> Result<i64, String> {
    let mut last = None;
    for endian in [Endian::Big, Endian::Little] {
        let cfg = InterpConfig {
            endian,
            ..Default::default()
        };
        let r = run_main(m, &cfg).map(|o| o.ret).map_err(|e| e.message);
        if let Some(prev) = &last {
            assert_eq!(prev, &r, "byte orders disagree");
        }
        last = Some(r);
    }
    last.unwrap_or(Err("no run".into()))
}

fn count_indirect_branches(m: &Module) -> usize {
    m.funcs
        .values()
        .filter_map(|f| f.body.as_ref())
        .map(|b| {
            b.layout
                .iter()
                .flat_map(|&bl| &b.blocks[bl].insts)
                .filter(|&&i| matches!(b.insts[i], InstData::IndirectBr { .. }))
                .count()
        })
        .sum()
}

#[test]
fn computed_goto_runs_the_same_before_and_after_legalizing() {
    let mut m = parse_ok(PROGRAM);
    assert!(verify(&m).is_empty(), "{}", verify(&m)[0]);
    assert_eq!(count_indirect_branches(&m), 2);
    assert_eq!(run(&m), Ok(WANT));
    assert!(!check_legal(&m).is_empty());
    let report = legalize(&mut m, &LegalizeOptions::default()).expect("legalizes");
    // 3 initializer entries, 3 distinct operands (two in @sign, one in
    // @main), 2 indirectbr.
    assert_eq!(report.indirect_lowered, 8);
    assert_eq!(count_indirect_branches(&m), 0);
    let errors = verify(&m);
    assert!(errors.is_empty(), "{}\n{}", errors[0], print_module(&m));
    assert!(check_legal(&m).is_empty(), "{}", check_legal(&m)[0]);
    assert_eq!(run(&m), Ok(WANT));
    // Idempotent: a legal module comes back unchanged.
    let before = print_module(&m);
    let again = legalize(&mut m, &LegalizeOptions::default()).expect("legalizes");
    assert!(again.is_empty(), "{again:?}");
    assert_eq!(print_module(&m), before);
}

#[test]
fn block_tags_are_module_ordered_and_consecutive_per_function() {
    let m = parse_ok(PROGRAM);
    let tags = block_tags(&m);
    let tag = |f: &str, label: &str| {
        let fr = m.func_by_name(f).expect("function");
        let body = m.funcs[fr].body.as_ref().expect("body");
        let b = body
            .layout
            .iter()
            .copied()
            .find(|&b| body.blocks[b].name.as_deref() == Some(label))
            .expect("block");
        tags.tag(fr, b)
    };
    assert_eq!(tag("run", "add"), Some(1));
    assert_eq!(tag("run", "dbl"), Some(2));
    assert_eq!(tag("run", "done"), Some(3));
    assert_eq!(tag("run", "next"), None);
    assert_eq!(tag("sign", "n"), Some(4));
    assert_eq!(tag("sign", "p"), Some(5));
    assert_eq!(tags.block(0), None);
    assert_eq!(tags.block(6), None);
    assert!(tags.block(5).is_some());
}

#[test]
fn printed_modules_read_back_and_run_the_same() {
    let m = parse_ok(PROGRAM);
    for text in [print_module(&m), print_module_llvm(&m)] {
        assert!(text.contains("blockaddress(@run, %add)"), "{text}");
        assert!(text.contains("indirectbr ptr"), "{text}");
        let back = parse_ok(&text);
        assert!(verify(&back).is_empty(), "{}", verify(&back)[0]);
        assert_eq!(run(&back), Ok(WANT));
        assert_eq!(print_module(&back), print_module(&m));
    }
    // After legalizing, the table holds `inttoptr` constants.
    let mut legal = m.clone();
    legalize(&mut legal, &LegalizeOptions::default()).expect("legalizes");
    let text = print_module_llvm(&legal);
    assert!(text.contains("ptr inttoptr (i32 1 to ptr)"), "{text}");
    let back = parse_ok(&text);
    assert_eq!(run(&back), Ok(WANT));
}

#[test]
fn typed_pointer_ir_as_clang_14_writes_it() {
    let src = "@t = internal global [2 x i8*] [i8* blockaddress(@f, %a), i8* blockaddress(@f, %b)]\n\
               define i32 @f(i32 %i) {\n\
               entry:\n\
                 %p = getelementptr [2 x i8*], [2 x i8*]* @t, i32 0, i32 %i\n\
                 %l = load i8*, i8** %p\n\
                 indirectbr i8* %l, [label %a, label %b]\n\
               a:\n  ret i32 10\n\
               b:\n  ret i32 20\n}\n\
               define i32 @main() {\n\
                 %x = call i32 @f(i32 1)\n\
                 %y = call i32 @f(i32 0)\n\
                 %d = ptrtoint i8* blockaddress(@f, %b) to i32\n\
                 %e = ptrtoint i8* blockaddress(@f, %a) to i32\n\
                 %g = sub i32 %d, %e\n\
                 %s = mul i32 %x, 100\n\
                 %t1 = add i32 %s, %y\n\
                 %t2 = mul i32 %g, 10000\n\
                 %r = add i32 %t1, %t2\n\
                 ret i32 %r\n}\n";
    let mut m = parse_ok(src);
    assert!(verify(&m).is_empty(), "{}", verify(&m)[0]);
    // Tags of one function are consecutive: %b - %a == 1.
    assert_eq!(run(&m), Ok(12010));
    legalize(&mut m, &LegalizeOptions::default()).expect("legalizes");
    assert!(check_legal(&m).is_empty());
    assert!(verify(&m).is_empty(), "{}", verify(&m)[0]);
    assert_eq!(run(&m), Ok(12010));
}

#[test]
fn unlisted_untaken_and_duplicate_destinations() {
    // %c is listed but its address is never taken: no case for it; %a is
    // listed twice. Jumping to %other (taken, not listed) is an error in
    // the interpreter and `unreachable` after legalizing.
    let src = "define i32 @f(i1 %bad) {\n\
               entry:\n\
                 %t = select i1 %bad, ptr blockaddress(@f, %other), ptr blockaddress(@f, %a)\n\
                 indirectbr ptr %t, [label %a, label %c, label %a]\n\
               a:\n  ret i32 1\n\
               c:\n  ret i32 2\n\
               other:\n  ret i32 3\n}\n\
               define i32 @main() {\n  %r = call i32 @f(i1 false)\n  ret i32 %r\n}\n\
               define i32 @bad() {\n  %r = call i32 @f(i1 true)\n  ret i32 %r\n}\n";
    let mut m = parse_ok(src);
    assert!(verify(&m).is_empty(), "{}", verify(&m)[0]);
    assert_eq!(run(&m), Ok(1));
    let mut bad = m.clone();
    swap_main(&mut bad);
    let err = run(&bad).expect_err("jumps to an unlisted block");
    assert!(err.contains("`indirectbr`"), "{err}");
    legalize(&mut m, &LegalizeOptions::default()).expect("legalizes");
    assert!(verify(&m).is_empty(), "{}", verify(&m)[0]);
    let f = m.func_by_name("f").expect("f");
    let body = m.funcs[f].body.as_ref().expect("body");
    let cases = body
        .layout
        .iter()
        .filter_map(|&b| body.terminator(b))
        .find_map(|t| match &body.insts[t] {
            InstData::Switch { cases, .. } => Some(cases.len()),
            _ => None,
        });
    // The switch job may already have lowered the switch; if it is still
    // there it has exactly the one case of `%a`.
    assert!(matches!(cases, None | Some(1)), "{cases:?}");
    assert_eq!(run(&m), Ok(1));
    swap_main(&mut m);
    let err = run(&m).expect_err("unreachable after legalizing");
    assert!(err.contains("unreachable"), "{err}");
}

/// Makes `@bad` the program's `main`.
fn swap_main(m: &mut Module) {
    let main = m.func_by_name("main").expect("main");
    let bad = m.func_by_name("bad").expect("bad");
    m.funcs[main].name = "good".into();
    m.funcs[bad].name = "main".into();
}

#[test]
fn loading_through_a_block_address_is_a_bad_pointer() {
    let src = "define i32 @main() {\n\
               entry:\n  br label %l\n\
               l:\n  %v = load i32, ptr blockaddress(@main, %l)\n  ret i32 %v\n}\n";
    let m = parse_ok(src);
    assert!(verify(&m).is_empty(), "{}", verify(&m)[0]);
    assert!(run(&m).is_err());
}

fn first_error(src: &str) -> String {
    let opts = ParseOptions { keep_switch: true };
    let d = match parse_with_options("t.ll", src, &opts) {
        Ok((m, _)) => verify(&m).into_iter().next().expect("an error"),
        Err(e) => e.into_iter().find(|d| d.is_error()).expect("an error"),
    };
    format!("{}:{}: {}", d.loc.line, d.loc.col, d.message)
}

#[test]
fn bad_block_addresses_are_positioned_errors() {
    let body = "define void @f() {\nentry:\n  ret void\nb:\n  ret void\n}\n";
    let cases = [
        (
            "@p = global ptr blockaddress(@nope, %b)\n",
            "1:30: `blockaddress` names `@nope`, which is not a function",
        ),
        (
            "@p = global ptr blockaddress(@f, %zz)\n",
            "1:34: `@f` has no block `%zz`",
        ),
        (
            "@p = global ptr blockaddress(@f, %entry)\n",
            "1:34: `blockaddress` of the entry block `%entry` of `@f`",
        ),
        (
            "declare void @d()\n@p = global ptr blockaddress(@d, %b)\n",
            "2:30: `blockaddress` of `@d`, which has no body",
        ),
        ("@p = global ptr blockaddress(@f b)\n", "1:33: expected `,`"),
        (
            "define i32 @g() {\n  ret i32 blockaddress(@f, %b)\n}\n",
            "2:11: `blockaddress` used where `i32` is expected (it is a pointer)",
        ),
        (
            "define void @g(ptr %p) {\n  indirectbr ptr %p, [label %nowhere]\n}\n",
            "2:29: unknown label `%nowhere`",
        ),
        (
            "define void @g(i32 %p) {\nentry:\n  indirectbr i32 %p, [label %x]\nx:\n  ret void\n}\n",
            "3:3: in `@g`: the address of `indirectbr` has type `i32`, expected a pointer",
        ),
    ];
    let mut wrong = Vec::new();
    for (src, want) in cases {
        let src = format!("{src}{body}");
        let got = first_error(&src);
        if !got.starts_with(want) {
            wrong.push(format!("{src}got:  {got}\nwant: {want}\n"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.concat());
}

#[test]
fn label_differences_in_initializers_fold_to_tag_differences() {
    // C's `static const int offs[] = {&&b - &&a, ...}; goto *(&&a + offs[i]);`
    // as clang 19 writes it.
    let src = "@offs = internal constant [3 x i32] [\
                 i32 sub (i32 ptrtoint (ptr blockaddress(@f, %a) to i32), i32 ptrtoint (ptr blockaddress(@f, %a) to i32)), \
                 i32 sub (i32 ptrtoint (ptr blockaddress(@f, %b) to i32), i32 ptrtoint (ptr blockaddress(@f, %a) to i32)), \
                 i32 sub (i32 ptrtoint (ptr blockaddress(@f, %c) to i32), i32 ptrtoint (ptr blockaddress(@f, %a) to i32))]\n\
               define i32 @f(i32 %i) {\n\
               entry:\n\
                 %p = getelementptr [3 x i32], ptr @offs, i32 0, i32 %i\n\
                 %o = load i32, ptr %p\n\
                 %t = getelementptr inbounds i8, ptr blockaddress(@f, %a), i32 %o\n\
                 indirectbr ptr %t, [label %a, label %b, label %c]\n\
               a:\n  ret i32 10\n\
               b:\n  ret i32 20\n\
               c:\n  ret i32 30\n}\n\
               define i32 @main() {\n\
                 %x = call i32 @f(i32 0)\n\
                 %y = call i32 @f(i32 1)\n\
                 %z = call i32 @f(i32 2)\n\
                 %x1 = mul i32 %x, 10000\n\
                 %y1 = mul i32 %y, 100\n\
                 %s = add i32 %x1, %y1\n\
                 %r = add i32 %s, %z\n\
                 ret i32 %r\n}\n";
    let want = 10 * 10000 + 20 * 100 + 30;
    let mut m = parse_ok(src);
    assert!(verify(&m).is_empty(), "{}", verify(&m)[0]);
    assert_eq!(run(&m), Ok(want));
    let back = parse_ok(&print_module_llvm(&m));
    assert_eq!(run(&back), Ok(want));
    if let Some(status) = lli19_status(&print_module_llvm(&m), "label_diff") {
        assert_eq!(i64::from(status), want & 0xff);
    }
    legalize(&mut m, &LegalizeOptions::default()).expect("legalizes");
    assert!(check_legal(&m).is_empty(), "{}", check_legal(&m)[0]);
    assert!(verify(&m).is_empty(), "{}", verify(&m)[0]);
    assert_eq!(run(&m), Ok(want));

    // Across functions there is nothing to fold.
    let other = "@d = global i32 sub (i32 ptrtoint (ptr blockaddress(@f, %b) to i32), i32 ptrtoint (ptr blockaddress(@g, %b) to i32))\n\
                 define void @f() {\nentry:\n  ret void\nb:\n  ret void\n}\n\
                 define void @g() {\nentry:\n  ret void\nb:\n  ret void\n}\n";
    assert_eq!(
        first_error(other),
        "1:17: this constant expression cannot be folded to bytes and relocations"
    );
}

/// Runs LLVM text under `lli-19` (opaque pointers): its exit status.
/// `None` when `lli-19` is missing (an error with `CI` or
/// `EGRET_REQUIRE_LLI` set).
fn lli19_status(text: &str, name: &str) -> Option<i32> {
    let file = std::env::temp_dir().join(format!("egret-{name}-{}.ll", std::process::id()));
    std::fs::write(&file, text).expect("writable");
    let run = std::process::Command::new("lli-19").arg(&file).output();
    let _ = std::fs::remove_file(&file);
    match run {
        Ok(out) => Some(out.status.code().unwrap_or(-1)),
        Err(e) => {
            let required =
                std::env::var_os("CI").is_some() || std::env::var_os("EGRET_REQUIRE_LLI").is_some();
            assert!(!required, "lli-19: {e}");
            eprintln!("lli-19 not found ({e}): skipped");
            None
        }
    }
}

#[test]
fn lli_19_runs_the_printed_module_as_the_interpreter_does() {
    let m = parse_ok(PROGRAM);
    let text = print_module_llvm(&m);
    if let Some(status) = lli19_status(&text, "computed_goto") {
        assert_eq!(i64::from(status), WANT & 0xff, "{text}");
    }
}
