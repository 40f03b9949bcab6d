//! Tests of the inliner's budgets: a tiny callee goes into a caller of any
//! size, the module's growth bound holds, and jumps that merge away do not
//! count against a callee.

use super::*;
use crate::testutil::{assert_valid, check_same_behaviour, parse_module};

/// A module whose `main` calls a checking helper `calls` times, after
/// `filler` instructions of its own (so that it starts over a caller
/// budget).
fn checks_module(calls: usize, filler: usize) -> String {
    let mut src = String::from(
        "declare i32 @putchar(i32)
        @checks = global i64 0
        @x = global i64 5
        define void @check(i64 %got, i64 %want) {
        entry:
          %n = load i64, i64* @checks
          %n1 = add i64 %n, 1
          store i64 %n1, i64* @checks
          %ok = icmp eq i64 %got, %want
          br i1 %ok, label %done, label %bad
        bad:
          %u = call i32 @putchar(i32 70)
          br label %done
        done:
          ret void
        }
        define i64 @main() {
          %x = load i64, i64* @x
          %a0 = add i64 %x, 0
        ",
    );
    for k in 0..filler {
        src.push_str(&format!("  %a{} = add i64 %a{k}, 1\n", k + 1));
    }
    for k in 0..calls {
        src.push_str(&format!("  call void @check(i64 %a{filler}, i64 {k})\n"));
    }
    src.push_str(&format!(
        "  %r = load i64, i64* @checks\n  %s = add i64 %r, %a{filler}\n  ret i64 %s\n}}\n"
    ));
    src
}

fn calls_left(m: &Module) -> usize {
    let body = m.funcs[m.func_by_name("main").expect("main")]
        .body
        .as_ref()
        .expect("defined");
    crate::cfg::placed_insts(body)
        .iter()
        .filter(|(_, i)| {
            matches!(&body.insts[*i], InstData::Call { callee: Callee::Direct(g), .. }
                if m.funcs[*g].name == "check")
        })
        .count()
}

#[test]
fn a_tiny_callee_is_inlined_into_a_caller_over_its_budget() {
    // `main` has 60 instructions, over a caller budget of 50; the copy of
    // `check` (8 instructions) is tiny.
    let before = parse_module(&checks_module(30, 60));
    let mut after = before.clone();
    let budget = module_budget(module_size(&before), 400);
    let n = run(&mut after, 40, 50, budget);
    assert_eq!(n, 30);
    assert_eq!(calls_left(&after), 0);
    assert_valid(&after);
    check_same_behaviour(&before, &after);
}

#[test]
fn the_module_budget_bounds_the_growth() {
    // 200 calls of a callee whose copy has 8 instructions; the budget
    // allows 300 more than the module has.
    let before = parse_module(&checks_module(200, 10));
    let size = module_size(&before);
    let budget = size + 300;
    let mut after = before.clone();
    let n = run(&mut after, 40, 50, budget);
    // Each inlining checks the budget first and is charged the copy less
    // the call and its two arguments (8 - 3): the 300 pay for 60 copies,
    // and the last check may pass at the budget itself.
    let charge = 5;
    let paid = (budget - size) / charge;
    assert!(
        n >= paid && n <= paid + 1,
        "{n} calls inlined, {paid} paid for"
    );
    assert!(n > 0 && n < 200, "{n} calls inlined");
    assert_eq!(calls_left(&after), 200 - n);
    assert_valid(&after);
    check_same_behaviour(&before, &after);
}

#[test]
fn a_copy_is_charged_what_it_adds_beyond_its_call() {
    // 100 copies of 8 instructions, each replacing a call with two
    // arguments: charged whole (800) they would not fit a budget of 600
    // more than the module; charged beyond the call (5 each, 500), all do.
    let before = parse_module(&checks_module(100, 10));
    let budget = module_size(&before) + 600;
    let mut after = before.clone();
    assert_eq!(run(&mut after, 40, 50, budget), 100);
    assert_eq!(calls_left(&after), 0);
    assert_valid(&after);
    check_same_behaviour(&before, &after);
}

#[test]
fn jumps_an_earlier_inlining_left_do_not_count() {
    // `g` calls `rot` four times: after `rot` is inlined into it, `g` has
    // a jump into and out of every copy, which block merging removes.
    // Counting them, `g`'s copy (37 instructions and 8 jumps) would be
    // over the callee budget of 40; without them it is inlined at its call
    // in the loop.
    let mut body = String::new();
    for k in 0..4 {
        body.push_str(&format!(
            "  %r{k} = call i64 @rot(i64 %v{k})
              %w{k} = add i64 %r{k}, %y
              %m{k} = mul i64 %w{k}, %w{k}
              %p{k} = xor i64 %m{k}, %r{k}
              %q{k} = add i64 %p{k}, 3
              %t{k} = and i64 %q{k}, 255
              %v{} = or i64 %t{k}, %w{k}\n",
            k + 1
        ));
    }
    let src = format!(
        "define i64 @rot(i64 %x) {{
          %a = lshr i64 %x, 7
          %b = shl i64 %x, 57
          %c = or i64 %a, %b
          ret i64 %c
        }}
        define i64 @g(i64 %v0, i64 %y) {{
        {body}  ret i64 %v4
        }}
        define i64 @main() {{
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
          %h = phi i64 [ 1, %entry ], [ %h1, %loop ]
          %h1 = call i64 @g(i64 %h, i64 %i)
          %i1 = add i64 %i, 1
          %more = icmp slt i64 %i1, 5
          br i1 %more, label %loop, label %done
        done:
          ret i64 %h1
        }}"
    );
    let before = parse_module(&src);
    let mut after = before.clone();
    let budget = module_budget(module_size(&before), 400);
    let n = run(&mut after, 40, 3000, budget);
    assert_eq!(n, 5, "four copies of `rot` into `g`, `g` into `main`");
    assert_valid(&after);
    check_same_behaviour(&before, &after);
}
