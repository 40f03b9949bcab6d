//! Deep and long inputs end in a result or a clean error, never a stack
//! overflow: every stage runs here on a thread with a 2 MiB stack (a rayon
//! worker's), the smallest egret runs the front end on.
//!
//! Nesting in the text (types, constants, constant expressions) is bounded
//! by the parser with an error at the offending token; sequences (the
//! instructions of a function, a chain of blocks) have no limit, so the
//! parser, resolver, verifier, dominators, printer and interpreter must walk
//! them without recursion.

use egret_llvmlite::interp::{InterpConfig, run_main};
use egret_llvmlite::printer::{print_module, print_module_llvm};
use egret_llvmlite::{Diagnostic, parse};
use std::fmt::Write;

/// Runs `f` on a thread with a 2 MiB stack.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(f)
        .expect("thread starts")
        .join()
        .expect("no panic or stack overflow")
}

/// The first error of rejected `text`, as `line:col: error: message`.
fn first_error(text: String) -> String {
    on_small_stack(move || {
        let diags = parse("deep.ll", &text).expect_err("rejected");
        let e: &Diagnostic = diags.iter().find(|d| d.is_error()).expect("an error");
        e.to_string()
    })
}

#[test]
fn a_type_nested_100000_deep_is_an_error_at_its_position() {
    let text = format!(
        "@g = global {}i64{} zeroinitializer\n",
        "[1 x ".repeat(100_000),
        "]".repeat(100_000)
    );
    let e = first_error(text);
    assert!(e.starts_with("1:"), "{e}");
    assert!(e.contains("nesting is deeper than 256 levels"), "{e}");
    let pointer = format!("@g = global i64{} null\n", "*".repeat(100_000));
    let e = first_error(pointer);
    assert!(e.contains("nesting is deeper than 256 levels"), "{e}");
}

#[test]
fn a_constant_expression_nested_100000_deep_is_an_error_at_its_position() {
    let global = format!(
        "@h = global i8 0\n@g = global i8* {}@h{}\n",
        "bitcast (i8* ".repeat(100_000),
        " to i8*)".repeat(100_000)
    );
    let e = first_error(global);
    assert!(e.starts_with("2:"), "{e}");
    assert!(e.contains("nesting is deeper than 256 levels"), "{e}");
    let operand = format!(
        "@h = global i8 0\ndefine i8* @main() {{\n  ret i8* {}@h{}\n}}\n",
        "getelementptr (i8, i8* ".repeat(100_000),
        ", i64 1)".repeat(100_000)
    );
    let e = first_error(operand);
    assert!(e.starts_with("3:"), "{e}");
    assert!(e.contains("nesting is deeper than 256 levels"), "{e}");
}

#[test]
fn an_aggregate_constant_nested_100000_deep_is_an_error() {
    let text = format!("@g = global i64 {}\n", "[ i64 ".repeat(100_000));
    let e = first_error(text);
    assert!(e.starts_with("1:"), "{e}");
}

/// Parses, verifies, prints (both syntaxes), re-parses the print and runs
/// `text` on a small stack; returns `main`'s result.
fn through_every_stage(text: String) -> i64 {
    on_small_stack(move || {
        let (m, _) = parse("big.ll", &text).unwrap_or_else(|d| panic!("{}", d[0]));
        let printed = print_module(&m);
        assert!(print_module_llvm(&m).len() > text.len() / 2);
        let (again, _) = parse("printed.ll", &printed).unwrap_or_else(|d| panic!("{}", d[0]));
        let cfg = InterpConfig::default();
        let a = run_main(&m, &cfg).unwrap_or_else(|e| panic!("{e}"));
        let b = run_main(&again, &cfg).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(a.ret, b.ret);
        a.ret
    })
}

#[test]
fn a_function_of_1000000_instructions_goes_through_every_stage() {
    let n = 1_000_000;
    let mut s = String::from("define i64 @main() {\nentry:\n  %v0 = add i64 0, 1\n");
    for i in 1..n {
        writeln!(s, "  %v{i} = add i64 %v{}, 3", i - 1).unwrap();
    }
    writeln!(s, "  %r = and i64 %v{}, 255\n  ret i64 %r\n}}", n - 1).unwrap();
    assert_eq!(through_every_stage(s), (1 + 3 * (n as i64 - 1)) & 255);
}

#[test]
fn a_chain_of_100000_blocks_goes_through_every_stage() {
    let n = 100_000;
    let mut s = String::from("define i64 @main() {\nentry:\n  br label %b0\n");
    for i in 0..n {
        writeln!(
            s,
            "b{i}:\n  %x{i} = phi i64 [ {}, %{} ]\n  %y{i} = add i64 %x{i}, 1\n  br label %b{}",
            if i == 0 {
                "0".to_string()
            } else {
                format!("%y{}", i - 1)
            },
            if i == 0 {
                "entry".to_string()
            } else {
                format!("b{}", i - 1)
            },
            i + 1
        )
        .unwrap();
    }
    writeln!(
        s,
        "b{n}:\n  %r = and i64 %y{}, 255\n  ret i64 %r\n}}",
        n - 1
    )
    .unwrap();
    assert_eq!(through_every_stage(s), n as i64 & 255);
}

#[test]
fn named_types_chained_100000_deep_are_an_error() {
    let mut s = String::new();
    for i in 0..100_000 {
        writeln!(s, "%t{i} = type {{ %t{} }}", i + 1).unwrap();
    }
    s.push_str("%t100000 = type { i64 }\n@g = global %t0 zeroinitializer\n");
    let e = first_error(s);
    assert!(e.contains("type nesting is deeper than 1000 levels"), "{e}");
}

#[test]
fn named_types_as_deep_as_allowed_go_through_every_stage() {
    // 450 named struct types, each holding the next (two levels each, the
    // name and the struct): within the resolver's limit of 1000 levels, so
    // layout, equivalence and printing recurse that deep on the small stack.
    let n = 450;
    let mut s = String::new();
    for i in 0..n {
        writeln!(s, "%t{i} = type {{ i8, %t{} }}", i + 1).unwrap();
    }
    writeln!(s, "%t{n} = type {{ i64 }}").unwrap();
    s.push_str("@g = global %t0 zeroinitializer\n");
    s.push_str("define i64 @main() {\n  %p = getelementptr %t0, %t0* @g, i64 0, i32 1, i32 1, i32 0\n  store i8 5, i8* %p\n  %v = load i8, i8* %p\n  %r = zext i8 %v to i64\n  ret i64 %r\n}\n");
    assert_eq!(through_every_stage(s), 5);
}
