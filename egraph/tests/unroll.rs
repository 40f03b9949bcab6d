//! Loop unrolling (`egret_egraph::unroll`): counted loops are unrolled fully
//! or partially and behave exactly as before in the interpreter; loops whose
//! trip count is unknown or uncertain, that have several exits, calls or
//! large bodies are left alone. Each case checks the structure (loops,
//! conditional branches) and the behaviour before and after.

mod common;

use common::*;
use egret_egraph::unroll::{UnrollLimits, UnrollStats, run};
use egret_egraph::{OptLevel, OptOptions, optimize};
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{InstData, Module, printer, verify};

/// Unrolls every function of `src` with `limits`; returns the original,
/// the result (verified) and the summed statistics.
fn unrolled(src: &str, limits: &UnrollLimits) -> (Module, Module, UnrollStats) {
    let before = parse_text("unroll.ll", src);
    let mut after = before.clone();
    let mut stats = UnrollStats::default();
    let funcs: Vec<_> = after.funcs.keys().collect();
    for f in funcs {
        let Some(mut body) = after.funcs[f].body.take() else {
            continue;
        };
        let s = run(&mut body, &after.types, limits);
        stats.full += s.full;
        stats.partial += s.partial;
        stats.added_size += s.added_size;
        after.funcs[f].body = Some(body);
    }
    let diags = verify(&after);
    assert!(
        diags.is_empty(),
        "unrolled IR does not verify: {:?}\n{}",
        diags
            .iter()
            .map(|d| d.render_in(&after))
            .collect::<Vec<_>>(),
        printer::print_module(&after)
    );
    (before, after, stats)
}

/// Both modules' `main` return the same and print the same.
fn behaves_the_same(before: &Module, after: &Module) {
    let args = vec!["prog".to_string()];
    assert!(
        same_behaviour("unroll.ll", before, after, &args).is_some(),
        "the test program itself fails"
    );
}

/// The number of natural loops of function `name`.
fn loops(m: &Module, name: &str) -> usize {
    let body = body(m, name);
    let dt = DomTree::compute(body);
    LoopInfo::compute(body, &dt).loops.len()
}

/// The number of conditional branches in function `name`.
fn cond_branches(m: &Module, name: &str) -> usize {
    let body = body(m, name);
    body.layout
        .iter()
        .filter_map(|&b| body.terminator(b))
        .filter(|&t| matches!(body.insts[t], InstData::Branch { .. }))
        .count()
}

fn blocks(m: &Module, name: &str) -> usize {
    body(m, name).layout.len()
}

fn body<'m>(m: &'m Module, name: &str) -> &'m egret_llvmlite::Function {
    let f = m.func_by_name(name).expect("function exists");
    m.funcs[f].body.as_ref().expect("function is defined")
}

fn unchanged(src: &str) {
    let (before, after, stats) = unrolled(src, &UnrollLimits::default());
    assert_eq!(
        stats,
        UnrollStats::default(),
        "{}",
        printer::print_module(&after)
    );
    assert_eq!(
        printer::print_module(&before),
        printer::print_module(&after)
    );
}

/// A bottom-tested bit loop as in crc32, with two parameters swapped every
/// iteration (the copies must read the previous copy's values together).
const CRC_LOOP: &str = "define i64 @main() {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %v = phi i32 [ 12345, %entry ], [ %v1, %loop ]
  %x = phi i32 [ 1, %entry ], [ %y, %loop ]
  %y = phi i32 [ 2, %entry ], [ %x, %loop ]
  %low = and i32 %v, 1
  %mask = sub i32 0, %low
  %poly = and i32 %mask, -306674912
  %sh = lshr i32 %v, 1
  %v0 = xor i32 %sh, %poly
  %v1 = add i32 %v0, %x
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 7
  br i1 %more, label %loop, label %done
done:
  %xy = mul i32 %x, 10
  %r0 = add i32 %v1, %xy
  %r1 = add i32 %r0, %y
  %r = zext i32 %r1 to i64
  ret i64 %r
}";

#[test]
fn a_constant_loop_tested_at_the_bottom_is_fully_unrolled() {
    let (before, after, stats) = unrolled(CRC_LOOP, &UnrollLimits::default());
    assert_eq!((stats.full, stats.partial), (1, 0));
    assert_eq!(loops(&before, "main"), 1);
    assert_eq!(loops(&after, "main"), 0);
    assert_eq!(cond_branches(&after, "main"), 0);
    // Entry, seven copies of the body, the exit.
    assert_eq!(blocks(&after, "main"), 9);
    behaves_the_same(&before, &after);
}

#[test]
fn a_constant_loop_tested_at_the_top_is_fully_unrolled() {
    let src = "define i64 @main() {
    entry:
      br label %head
    head:
      %i = phi i64 [ 3, %entry ], [ %i1, %body ]
      %s = phi i64 [ 0, %entry ], [ %s1, %body ]
      %c = icmp sle i64 %i, 9
      br i1 %c, label %body, label %done
    body:
      %sq = mul i64 %i, %i
      %s1 = add i64 %s, %sq
      %i1 = add i64 %i, 2
      br label %head
    done:
      %r = add i64 %s, %i
      ret i64 %r
    }";
    let (before, after, stats) = unrolled(src, &UnrollLimits::default());
    assert_eq!((stats.full, stats.partial), (1, 0));
    assert_eq!(loops(&after, "main"), 0);
    assert_eq!(cond_branches(&after, "main"), 0);
    // Entry, four copies of header and body, the last header, the exit.
    assert_eq!(blocks(&after, "main"), 11);
    behaves_the_same(&before, &after);
}

#[test]
fn the_pipeline_folds_a_fully_unrolled_loop() {
    // On constants only, the loop is run at compile time (loopeval), before
    // unrolling sees it.
    let main_unrolled = |report: &egret_egraph::OptReport| {
        report
            .functions
            .iter()
            .find(|f| f.name == "main")
            .expect("main is reported")
            .unroll
            .full
    };
    let m = parse_text("crc.ll", CRC_LOOP);
    let (opt, report) = optimized(&m, OptLevel::O2);
    assert_eq!(main_unrolled(&report), 0);
    assert!(
        body(&opt, "main").num_placed_insts() <= 2,
        "{}",
        printer::print_module(&opt)
    );
    behaves_the_same(&m, &opt);
    // Starting from a loaded value it is unrolled: the copies' counters
    // fold and no branch is left.
    let seeded = CRC_LOOP
        .replace(
            "define i64 @main() {\nentry:",
            "@seed = global i32 12345\ndefine i64 @main() {\nentry:\n  %s = load i32, i32* @seed",
        )
        .replace("[ 12345, %entry ]", "[ %s, %entry ]");
    let m = parse_text("crc.ll", &seeded);
    let (opt, report) = optimized(&m, OptLevel::O2);
    assert_eq!(main_unrolled(&report), 1);
    assert_eq!(loops(&opt, "main"), 0);
    assert_eq!(cond_branches(&opt, "main"), 0);
    behaves_the_same(&m, &opt);
    // `--print-after unroll` names the pass (it runs twice: again after
    // jump threading).
    let mut m2 = m.clone();
    let opts = OptOptions {
        print_after: Some("unroll".to_string()),
        stats: true,
        ..OptOptions::at(OptLevel::O2)
    };
    let report = optimize(&mut m2, &opts).expect("optimises");
    assert_eq!(report.dumps.len(), 2);
    assert!(report.dumps.iter().all(|d| d.pass == "unroll"));
    assert!(report.render_stats().contains("unroll: 1 loops fully"));
}

#[test]
fn long_constant_loops_are_partially_unrolled() {
    let src = "@a = global [64 x i32] zeroinitializer
    define i64 @main() {
    entry:
      br label %fill
    fill:
      %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
      %p = getelementptr [64 x i32], [64 x i32]* @a, i32 0, i32 %i
      %sq = mul i32 %i, %i
      store i32 %sq, i32* %p
      %i1 = add i32 %i, 1
      %more = icmp ne i32 %i1, 64
      br i1 %more, label %fill, label %sum
    sum:
      %j = phi i32 [ 0, %fill ], [ %j1, %sbody ]
      %acc = phi i32 [ 7, %fill ], [ %acc1, %sbody ]
      %c = icmp slt i32 %j, 64
      br i1 %c, label %sbody, label %done
    sbody:
      %q = getelementptr [64 x i32], [64 x i32]* @a, i32 0, i32 %j
      %x = load i32, i32* %q
      %m = mul i32 %acc, 31
      %acc1 = add i32 %m, %x
      %j1 = add i32 %j, 1
      br label %sum
    done:
      %last = add i32 %i1, %j
      %r0 = xor i32 %acc, %last
      %r = zext i32 %r0 to i64
      ret i64 %r
    }";
    // `fill` (8 estimated instructions) and `sum`/`sbody` (10) both fit
    // four copies in the default 40.
    let (before, after, stats) = unrolled(src, &UnrollLimits::default());
    assert_eq!((stats.full, stats.partial), (0, 2));
    // Both loops remain, each with a single exit test.
    assert_eq!(loops(&after, "main"), 2);
    assert_eq!(cond_branches(&after, "main"), 2);
    assert_eq!(blocks(&after, "main"), 1 + 4 + 8 + 1);
    behaves_the_same(&before, &after);

    // With 32, `sum` gets two.
    let limits = UnrollLimits {
        partial_max_size: 32,
        ..UnrollLimits::default()
    };
    let (before, after, stats) = unrolled(src, &limits);
    assert_eq!((stats.full, stats.partial), (0, 2));
    assert_eq!(cond_branches(&after, "main"), 2);
    assert_eq!(blocks(&after, "main"), 1 + 4 + 4 + 1);
    behaves_the_same(&before, &after);

    // A smaller one gives `fill` two copies and leaves `sum` alone.
    let limits = UnrollLimits {
        partial_max_size: 16,
        ..UnrollLimits::default()
    };
    let (before, after, stats) = unrolled(src, &limits);
    assert_eq!((stats.full, stats.partial), (0, 1));
    assert_eq!(blocks(&after, "main"), 1 + 2 + 2 + 1);
    behaves_the_same(&before, &after);
}

#[test]
fn an_exactly_wrapping_counter_is_unrolled() {
    // i8 from 120 up while positive: 121..127, then -128 leaves.
    let src = "define i64 @main() {
    entry:
      br label %loop
    loop:
      %i = phi i8 [ 120, %entry ], [ %i1, %loop ]
      %acc = phi i32 [ 1, %entry ], [ %acc1, %loop ]
      %w = zext i8 %i to i32
      %acc1 = mul i32 %acc, %w
      %i1 = add i8 %i, 1
      %c = icmp sgt i8 %i1, 0
      br i1 %c, label %loop, label %done
    done:
      %r = zext i32 %acc1 to i64
      ret i64 %r
    }";
    let (before, after, stats) = unrolled(src, &UnrollLimits::default());
    assert_eq!(stats.full, 1);
    assert_eq!(loops(&after, "main"), 0);
    behaves_the_same(&before, &after);
}

#[test]
fn a_counter_that_wraps_before_the_exit_is_left_alone() {
    // i16 from 32000 up while positive: 768 iterations, found only by
    // wrapping past the largest value; the closed form does not guess.
    let src = "define i64 @main() {
    entry:
      br label %loop
    loop:
      %i = phi i16 [ 32000, %entry ], [ %i1, %loop ]
      %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
      %acc1 = add i32 %acc, 3
      %i1 = add i16 %i, 1
      %c = icmp sgt i16 %i1, 0
      br i1 %c, label %loop, label %done
    done:
      %r = zext i32 %acc1 to i64
      ret i64 %r
    }";
    unchanged(src);
}

#[test]
fn an_unknown_bound_is_left_alone() {
    unchanged(
        "define i64 @count(i32 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
          %i1 = add i32 %i, 1
          %c = icmp slt i32 %i1, %n
          br i1 %c, label %loop, label %done
        done:
          %r = zext i32 %i1 to i64
          ret i64 %r
        }
        define i64 @main() {
        entry:
          %r = call i64 @count(i32 10)
          ret i64 %r
        }",
    );
}

#[test]
fn a_loop_with_two_exits_is_left_alone() {
    unchanged(
        "@a = global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8]
        define i64 @main() {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
          %p = getelementptr [8 x i32], [8 x i32]* @a, i32 0, i32 %i
          %x = load i32, i32* %p
          %z = icmp eq i32 %x, 5
          br i1 %z, label %found, label %latch
        latch:
          %i1 = add i32 %i, 1
          %c = icmp slt i32 %i1, 8
          br i1 %c, label %loop, label %done
        found:
          %r = zext i32 %i to i64
          ret i64 %r
        done:
          ret i64 99
        }",
    );
}

#[test]
fn a_loop_with_a_call_is_left_alone() {
    unchanged(
        "declare i32 @putchar(i32)
        define i64 @main() {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
          %ch = add i32 %i, 65
          %u = call i32 @putchar(i32 %ch)
          %i1 = add i32 %i, 1
          %c = icmp slt i32 %i1, 4
          br i1 %c, label %loop, label %done
        done:
          ret i64 0
        }",
    );
}

#[test]
fn a_large_body_is_left_alone() {
    unchanged(
        "define i64 @main() {
        entry:
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
          %h = phi i64 [ 1, %entry ], [ %h5, %loop ]
          %h1 = mul i64 %h, 6364136223846793005
          %h2 = mul i64 %h1, %h
          %h3 = mul i64 %h2, 1442695040888963407
          %h4 = mul i64 %h3, %h1
          %h5 = mul i64 %h4, %h2
          %i1 = add i32 %i, 1
          %c = icmp slt i32 %i1, 8
          br i1 %c, label %loop, label %done
        done:
          ret i64 %h5
        }",
    );
}

#[test]
fn a_loop_that_never_runs_is_left_alone() {
    unchanged(
        "define i64 @main() {
        entry:
          br label %head
        head:
          %i = phi i32 [ 5, %entry ], [ %i1, %body ]
          %s = phi i32 [ 0, %entry ], [ %s1, %body ]
          %c = icmp slt i32 %i, 3
          br i1 %c, label %body, label %done
        body:
          %s1 = add i32 %s, %i
          %i1 = add i32 %i, 1
          br label %head
        done:
          %r = zext i32 %s to i64
          ret i64 %r
        }",
    );
}

#[test]
fn the_growth_budget_is_respected() {
    let limits = UnrollLimits {
        growth: 0,
        ..UnrollLimits::default()
    };
    let (before, after, stats) = unrolled(CRC_LOOP, &limits);
    assert_eq!(stats, UnrollStats::default());
    assert_eq!(
        printer::print_module(&before),
        printer::print_module(&after)
    );
}

#[test]
fn nested_constant_loops_unroll_inside_out() {
    let src = "define i64 @main() {
    entry:
      br label %outer
    outer:
      %i = phi i32 [ 0, %entry ], [ %i1, %olatch ]
      %s = phi i32 [ 0, %entry ], [ %s2, %olatch ]
      br label %inner
    inner:
      %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
      %t = phi i32 [ %s, %outer ], [ %t1, %inner ]
      %ij = mul i32 %i, %j
      %t0 = mul i32 %t, 3
      %t1 = add i32 %t0, %ij
      %j1 = add i32 %j, 1
      %cj = icmp ult i32 %j1, 3
      br i1 %cj, label %inner, label %olatch
    olatch:
      %s2 = add i32 %t1, 1
      %i1 = add i32 %i, 1
      %ci = icmp ult i32 %i1, 3
      br i1 %ci, label %outer, label %done
    done:
      %r = zext i32 %s2 to i64
      ret i64 %r
    }";
    let (before, after, stats) = unrolled(src, &UnrollLimits::default());
    assert_eq!(stats.full, 2, "{}", printer::print_module(&after));
    assert_eq!(loops(&after, "main"), 0);
    behaves_the_same(&before, &after);
}

#[test]
fn unrolling_is_deterministic() {
    let a = unrolled(CRC_LOOP, &UnrollLimits::default()).1;
    let b = unrolled(CRC_LOOP, &UnrollLimits::default()).1;
    assert_eq!(printer::print_module(&a), printer::print_module(&b));
}

/// The generator's counted do-while loops, unrolled alone (without the
/// rest of the pipeline, so nothing else hides a mistake), behave as
/// before; a good share of them is unrolled, fully with the default limits
/// and partially when full unrolling is off.
#[test]
fn generated_counted_loops_unroll_correctly() {
    let partial_only = UnrollLimits {
        full_max_trips: 0,
        partial_max_size: 400,
        growth: 2_000,
        ..UnrollLimits::default()
    };
    for limits in [UnrollLimits::default(), partial_only] {
        let mut total = UnrollStats::default();
        for seed in 0..80 {
            let text = egret_testgen::generate(seed, &egret_testgen::GenConfig::default());
            let (before, after, stats) = unrolled(&text, &limits);
            total.full += stats.full;
            total.partial += stats.partial;
            let args = vec!["prog".to_string()];
            assert!(
                same_behaviour(&format!("seed{seed}.ll"), &before, &after, &args).is_some(),
                "generated program {seed} fails"
            );
        }
        println!("80 generated programs: {total:?}");
        assert!(total.full + total.partial > 10, "{limits:?}: {total:?}");
    }
}

/// `n` counted loops one after the other in `main`, each a bit loop like
/// [`CRC_LOOP`]'s (as when small loop functions, each called once, are
/// inlined into one caller).
fn sequential_loops(n: usize) -> String {
    let mut s = String::from("define i64 @main() {\nentry:\n  br label %loop0\n");
    for k in 0..n {
        let (seed, next) = if k == 0 {
            ("12345".to_string(), format!("loop{}", k + 1))
        } else {
            (format!("%v1.{}", k - 1), format!("loop{}", k + 1))
        };
        let from = if k == 0 {
            "entry".to_string()
        } else {
            format!("loop{}", k - 1)
        };
        let exit = if k + 1 == n { "done".to_string() } else { next };
        s.push_str(&format!(
            "loop{k}:
  %k.{k} = phi i32 [ 0, %{from} ], [ %k1.{k}, %loop{k} ]
  %v.{k} = phi i32 [ {seed}, %{from} ], [ %v1.{k}, %loop{k} ]
  %low.{k} = and i32 %v.{k}, 1
  %mask.{k} = sub i32 0, %low.{k}
  %poly.{k} = and i32 %mask.{k}, -306674912
  %sh.{k} = lshr i32 %v.{k}, 1
  %v1.{k} = xor i32 %sh.{k}, %poly.{k}
  %k1.{k} = add i32 %k.{k}, 1
  %more.{k} = icmp ult i32 %k1.{k}, 7
  br i1 %more.{k}, label %loop{k}, label %{exit}
"
        ));
    }
    s.push_str(&format!(
        "done:\n  %r = zext i32 %v1.{} to i64\n  ret i64 %r\n}}\n",
        n - 1
    ));
    s
}

#[test]
fn the_growth_budget_is_per_loop_nest() {
    // The budget of one loop's unrolling: each of three loops in one
    // function gets it, as each would in a function of its own.
    let one = unrolled(&sequential_loops(1), &UnrollLimits::default()).2;
    assert_eq!(one.full, 1);
    let limits = UnrollLimits {
        growth: one.added_size,
        ..UnrollLimits::default()
    };
    let (before, after, stats) = unrolled(&sequential_loops(3), &limits);
    assert_eq!(stats.full, 3, "{}", printer::print_module(&after));
    assert_eq!(loops(&before, "main"), 3);
    assert_eq!(loops(&after, "main"), 0);
    behaves_the_same(&before, &after);
}

/// A search loop with an early exit: both exits reach `out`, which uses
/// the loop's counter directly (no phi) and through a phi.
const EARLY_EXIT: &str =
    "@a = global [8 x i32] [i32 4, i32 9, i32 2, i32 7, i32 5, i32 1, i32 8, i32 3]
    define i32 @find(i32 %x) {
    entry:
      br label %loop
    loop:
      %i = phi i32 [ 0, %entry ], [ %i1, %next ]
      %c = icmp slt i32 %i, 8
      br i1 %c, label %test, label %out
    test:
      %p = getelementptr [8 x i32], [8 x i32]* @a, i32 0, i32 %i
      %v = load i32, i32* %p
      %hit = icmp eq i32 %v, %x
      br i1 %hit, label %out, label %next
    next:
      %i1 = add i32 %i, 1
      br label %loop
    out:
      %how = phi i32 [ 100, %loop ], [ %v, %test ]
      %r = mul i32 %i, 1000
      %s = add i32 %r, %how
      ret i32 %s
    }
    define i64 @main() {
    entry:
      %a = call i32 @find(i32 7)
      %b = call i32 @find(i32 3)
      %c = call i32 @find(i32 6)
      %d = call i32 @find(i32 4)
      %ab = mul i32 %a, 7
      %abc = add i32 %ab, %b
      %abcd = mul i32 %abc, 13
      %x = add i32 %abcd, %c
      %y = xor i32 %x, %d
      %r = zext i32 %y to i64
      ret i64 %r
    }";

#[test]
fn a_counted_loop_with_an_early_exit_is_fully_unrolled() {
    let (before, after, stats) = unrolled(EARLY_EXIT, &UnrollLimits::default());
    assert_eq!(stats.full, 1, "{}", printer::print_module(&after));
    assert_eq!(loops(&after, "find"), 0);
    // One early exit per iteration; the counted test is gone.
    assert_eq!(cond_branches(&after, "find"), 8);
    behaves_the_same(&before, &after);
}

#[test]
fn an_early_exit_to_a_block_entered_from_outside_the_loop_is_left_alone() {
    // `out` is also entered from `entry`: the copies' values could not all
    // be passed to it.
    let src = EARLY_EXIT.replace(
        "entry:\n      br label %loop\n    loop:\n      %i = phi i32 [ 0, %entry ], [ %i1, %next ]",
        "entry:\n      %z = icmp eq i32 %x, 0\n      br i1 %z, label %out, label %loop\n    loop:\n      %i = phi i32 [ 0, %entry ], [ %i1, %next ]",
    );
    let src = src.replace(
        "%how = phi i32 [ 100, %loop ], [ %v, %test ]\n      %r = mul i32 %i, 1000\n      %s = add i32 %r, %how",
        "%how = phi i32 [ 100, %loop ], [ %v, %test ], [ 5, %entry ]\n      %s = add i32 %how, 1",
    );
    assert_ne!(src, EARLY_EXIT);
    let (_, after, stats) = unrolled(&src, &UnrollLimits::default());
    assert_eq!(stats.full, 0, "{}", printer::print_module(&after));
    assert_eq!(loops(&after, "find"), 1);
}

/// Insertion sort of a global array: the inner loop starts from the outer
/// counter and leaves early when the element is in place.
const INSERTION_SORT: &str = "@a = global [6 x i32] [i32 4, i32 -9, i32 2, i32 7, i32 5, i32 -1]
    define void @sort() {
    entry:
      br label %outer
    outer:
      %i = phi i32 [ 1, %entry ], [ %i1, %placed ]
      %pi = getelementptr [6 x i32], [6 x i32]* @a, i32 0, i32 %i
      %t = load i32, i32* %pi
      %j0 = add i32 %i, -1
      br label %inner
    inner:
      %j = phi i32 [ %j0, %outer ], [ %j1, %shift ]
      %ge = icmp sge i32 %j, 0
      br i1 %ge, label %cmp, label %placed
    cmp:
      %pj = getelementptr [6 x i32], [6 x i32]* @a, i32 0, i32 %j
      %x = load i32, i32* %pj
      %gt = icmp sgt i32 %x, %t
      br i1 %gt, label %shift, label %placed
    shift:
      %q = getelementptr i32, i32* %pj, i32 1
      store i32 %x, i32* %q
      %j1 = add i32 %j, -1
      br label %inner
    placed:
      %jn = add i32 %j, 1
      %pn = getelementptr [6 x i32], [6 x i32]* @a, i32 0, i32 %jn
      store i32 %t, i32* %pn
      %i1 = add i32 %i, 1
      %c = icmp slt i32 %i1, 6
      br i1 %c, label %outer, label %done
    done:
      ret void
    }
    define i64 @main() {
    entry:
      call void @sort()
      br label %sum
    sum:
      %k = phi i32 [ 0, %entry ], [ %k1, %sum ]
      %h = phi i32 [ 0, %entry ], [ %h1, %sum ]
      %p = getelementptr [6 x i32], [6 x i32]* @a, i32 0, i32 %k
      %v = load i32, i32* %p
      %h0 = mul i32 %h, 31
      %h1 = add i32 %h0, %v
      %k1 = add i32 %k, 1
      %c = icmp slt i32 %k1, 6
      br i1 %c, label %sum, label %done
    done:
      %r = zext i32 %h1 to i64
      ret i64 %r
    }";

#[test]
fn an_outer_loop_whose_inner_loop_starts_from_its_counter_unrolls_both() {
    let (before, after, stats) = unrolled(INSERTION_SORT, &UnrollLimits::default());
    // The outer loop, then each of its five copies' inner loops.
    assert_eq!(stats.full, 1 + 5 + 1, "{}", printer::print_module(&after));
    assert_eq!(loops(&after, "sort"), 0);
    behaves_the_same(&before, &after);
}

#[test]
fn a_nest_whose_inner_loop_is_not_bounded_by_a_constant_is_left_alone() {
    // The inner loop runs from 3 down to the outer counter.
    let src = INSERTION_SORT.replace("%j0 = add i32 %i, -1", "%j0 = add i32 0, 3");
    let src = src.replace("%ge = icmp sge i32 %j, 0", "%ge = icmp sge i32 %j, %i");
    assert_ne!(src, INSERTION_SORT);
    let (before, after, stats) = unrolled(&src, &UnrollLimits::default());
    // Neither loop is counted: the inner bound is the outer counter and
    // the inner start is not.
    assert_eq!(
        stats.full,
        1,
        "only `main`'s sum: {}",
        printer::print_module(&after)
    );
    assert_eq!(loops(&after, "sort"), 2);
    behaves_the_same(&before, &after);
}

/// [`sequential_loops`]`(2)` from a loaded seed (not run at compile
/// time), then, with `with_search`, `while (i < 4 && tab[i] != x) i++` as
/// clang writes it: the search is counted only once jump threading has
/// sent the `&&`'s exit out of the loop, so only the second `unroll` of the
/// pipeline can unroll it.
fn two_nests_then_a_search(with_search: bool) -> String {
    let two = sequential_loops(2)
        .replace(
            "define i64 @main() {\nentry:\n",
            "@seed = global i32 12345
@tab = global [4 x i32] [i32 3, i32 8, i32 5, i32 9]
define i64 @main() {
entry:
  %s = load i32, i32* @seed\n",
        )
        .replace("[ 12345, %entry ]", "[ %s, %entry ]");
    if !with_search {
        return two;
    }
    two.replace(
        "done:\n  %r = zext i32 %v1.1 to i64\n",
        "done:
  %x = and i32 %v1.1, 7
  br label %cond
cond:
  %i = phi i32 [ 0, %done ], [ %i1, %body ]
  %lt = icmp slt i32 %i, 4
  br i1 %lt, label %rhs, label %end
rhs:
  %p = getelementptr [4 x i32], [4 x i32]* @tab, i32 0, i32 %i
  %t = load i32, i32* %p
  %ne = icmp ne i32 %t, %x
  br label %end
end:
  %c = phi i1 [ false, %cond ], [ %ne, %rhs ]
  br i1 %c, label %body, label %out
body:
  %i1 = add i32 %i, 1
  br label %cond
out:
  %h = mul i32 %v1.1, 16
  %o = add i32 %h, %i
  %r = zext i32 %o to i64
",
    )
}

#[test]
fn the_second_unroll_gets_what_the_first_left_of_the_whole_functions_budget() {
    let main_report = |report: &egret_egraph::OptReport| {
        report
            .functions
            .iter()
            .find(|f| f.name == "main")
            .expect("main is reported")
            .unroll
    };
    let run = |src: &str, growth: usize| {
        let m = parse_text("budget.ll", src);
        let mut opt = m.clone();
        let mut opts = OptOptions {
            verify: true,
            ..OptOptions::at(OptLevel::O2)
        };
        opts.limits.unroll.growth = growth;
        let report = optimize(&mut opt, &opts).unwrap_or_else(|e| panic!("{e}"));
        behaves_the_same(&m, &opt);
        (opt, main_report(&report))
    };
    // What the two CRC loops cost: the per-nest budget of the test.
    let (_, crcs) = run(&two_nests_then_a_search(false), 512);
    assert_eq!(crcs.full, 2);
    let per_nest = crcs.added_size;
    // Three nests: the first run has 3 × per_nest and spends 2/3 of it on
    // the CRC loops; the second has the rest for the search (not the
    // per-nest budget less the first run's whole growth, which is 0).
    let (opt, stats) = run(&two_nests_then_a_search(true), per_nest);
    assert_eq!(stats.full, 3, "{}", printer::print_module(&opt));
    assert_eq!(loops(&opt, "main"), 0, "{}", printer::print_module(&opt));
}
