use super::*;
use crate::testutil::run_pass_printed;

fn sink(src: &str) -> String {
    run_pass_printed(src, |f, m| run(f, &m.types))
}

/// The position of the line holding `needle` in the printed module.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("`{needle}` not in\n{text}"))
}

/// `@main` loading `@a[0..n]` (i64) at the top of its block, then folding
/// them into `%s{n-1}` one by one, `%s{k} = xor %s{k-1}, %x{k}` after
/// `extra` (instructions of the caller's choosing) and storing the result.
fn loads_then_fold(n: usize, extra: &str) -> String {
    let mut body = String::new();
    for k in 0..n {
        body += &format!("  %p{k} = getelementptr [16 x i64], ptr @a, i32 0, i32 {k}\n");
        body += &format!("  %x{k} = load i64, ptr %p{k}\n");
    }
    body += extra;
    body += "  %s0 = add i64 %x0, 7\n";
    for k in 1..n {
        body += &format!("  %s{k} = xor i64 %s{}, %x{k}\n", k - 1);
        body += &format!("  %m{k} = mul i64 %s{k}, {}\n", 2 * k + 1);
    }
    format!(
        "@a = global [16 x i64] [i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, \
         i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16]
define i64 @main() {{
entry:
{body}  store i64 %s{last}, ptr @a
  ret i64 %m{last}
}}
",
        last = n - 1
    )
}

#[test]
fn loads_move_down_to_their_first_use_where_registers_run_out() {
    // Eight i64 values (sixteen words) loaded at the top: each load now sits
    // just before the instruction that reads it, its address with it.
    let out = sink(&loads_then_fold(8, ""));
    for k in 1..8 {
        assert_eq!(
            line_of(&out, &format!("%x{k} = load")) + 1,
            line_of(&out, &format!("%s{k} = xor")),
            "{out}"
        );
        assert_eq!(
            line_of(&out, &format!("%p{k} = getelementptr")) + 1,
            line_of(&out, &format!("%x{k} = load")),
        );
    }
}

#[test]
fn a_block_with_registers_to_spare_is_left_alone() {
    // Four i64 values: eight words, the allocator copes.
    let src = loads_then_fold(4, "");
    let out = sink(&src);
    assert!(
        line_of(&out, "%x3 = load") < line_of(&out, "%s0 = add"),
        "{out}"
    );
}

#[test]
fn a_load_does_not_pass_a_store_or_a_call() {
    let extra = "  store i64 9, ptr @b\n  call void @touch()\n";
    let src = loads_then_fold(8, extra).replace(
        "define i64 @main()",
        "@b = global i64 0\ndefine void @touch() {\nentry:\n  ret void\n}\ndefine i64 @main()",
    );
    let out = sink(&src);
    for k in 0..8 {
        assert!(line_of(&out, &format!("%x{k} = load")) < line_of(&out, "store i64 9"));
    }
}

#[test]
fn a_load_passes_a_store_only_to_other_bytes() {
    let src = loads_then_fold(8, "  store i64 9, ptr %p6\n");
    let out = sink(&src);
    // `@a[6]` is written: its load stays above the store; the loads of the
    // other elements move past it.
    assert!(
        line_of(&out, "%x6 = load") < line_of(&out, "store i64 9"),
        "{out}"
    );
    assert_eq!(line_of(&out, "%x7 = load") + 1, line_of(&out, "%s7 = xor"));
    assert_eq!(line_of(&out, "%x2 = load") + 1, line_of(&out, "%s2 = xor"));
}

#[test]
fn a_volatile_load_stays_in_place() {
    let src = loads_then_fold(8, "").replace("%x5 = load i64", "%x5 = load volatile i64");
    let out = sink(&src);
    // The volatile load stays; the plain loads before it move.
    assert!(line_of(&out, "%x5 = load volatile") < line_of(&out, "%s0 = add"));
    assert_eq!(line_of(&out, "%x6 = load") + 1, line_of(&out, "%s6 = xor"));
}

#[test]
fn a_load_does_not_keep_a_block_parameter_alive() {
    // In the loop, `%x` is read at `@a[%i]` before `%i` steps; moving the
    // load (and the address the lowering computes at it) past the step
    // would keep `%i` and `%i + 1` alive together, a copy on the back edge.
    let mut body = String::new();
    let mut acc = String::from("%h");
    for k in 0..8 {
        body += &format!(
            "  %y{k} = load i64, ptr getelementptr ([16 x i64], ptr @a, i32 0, i32 {k})\n"
        );
    }
    body += "  %q = getelementptr [16 x i64], ptr @a, i32 0, i32 %i\n  %x = load i64, ptr %q\n";
    body += "  %i1 = add i32 %i, 1\n  %more = icmp slt i32 %i1, 4\n";
    for k in 0..8 {
        body += &format!("  %t{k} = xor i64 {acc}, %y{k}\n");
        acc = format!("%t{k}");
    }
    body += &format!("  %h1 = add i64 {acc}, %x\n");
    let src = format!(
        "@a = global [16 x i64] zeroinitializer
define i64 @main() {{
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i64 [ 1, %entry ], [ %h1, %loop ]
{body}  br i1 %more, label %loop, label %done
done:
  ret i64 %h1
}}
"
    );
    let out = sink(&src);
    assert!(
        line_of(&out, "%x = load") < line_of(&out, "%i1 = add"),
        "{out}"
    );
    assert!(line_of(&out, "%q = getelementptr") < line_of(&out, "%i1 = add"));
}

#[test]
fn nothing_to_do_reports_no_change() {
    let (m, f) = crate::testutil::parse_fn(
        "define i64 @f(i64 %x) {
         entry:
           %y = add i64 %x, 1
           %z = add i64 %y, 2
           ret i64 %z
         }",
    );
    let mut body = m.funcs[f].body.clone().expect("defined");
    assert!(!run(&mut body, &m.types));
}

/// The facts-free bound that lets [`run`] skip a block is never below the
/// peak the pass measures with the facts, so skipping changes nothing: on
/// blocks of every size, with and without values live across the loop.
#[test]
fn the_pressure_bound_is_never_below_the_peak() {
    let loop_src = |n: usize| {
        let mut body = String::new();
        let mut acc = String::from("%h");
        for k in 0..n {
            body += &format!(
                "  %y{k} = load i64, ptr getelementptr ([16 x i64], ptr @a, i32 0, i32 {k})\n"
            );
            body += &format!("  %t{k} = xor i64 {acc}, %y{k}\n");
            acc = format!("%t{k}");
        }
        format!(
            "@a = global [16 x i64] zeroinitializer
define i64 @main(i64 %z) {{
entry:
  br label %loop
loop:
  %h = phi i64 [ %z, %entry ], [ {acc}, %loop ]
{body}  %more = icmp slt i64 {acc}, %z
  br i1 %more, label %loop, label %done
done:
  ret i64 {acc}
}}
"
        )
    };
    let mut highest = 0;
    for n in 2..12 {
        for src in [loads_then_fold(n, ""), loop_src(n)] {
            let (m, func) = crate::testutil::parse_fn(&src);
            let f = m.funcs[func].body.as_ref().expect("defined");
            let facts = FunctionFacts::compute(f, &m.types);
            for &b in &f.layout {
                let peak = peak_pressure(f, &facts, &BlockOrder::new(f, b));
                let bound = pressure_bound(f, &m.types, b);
                assert!(peak <= bound, "n = {n}: peak {peak} > bound {bound}\n{src}");
                highest = highest.max(peak);
            }
        }
    }
    assert!(
        highest >= HIGH_PRESSURE_WORDS,
        "some block runs out of registers"
    );
}
