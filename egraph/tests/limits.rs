//! The e-graph stays within its limits on a pathological input, the
//! result is still correct, and tight limits only cost quality.

mod common;

use common::*;
use egret_egraph::{OptLevel, OptOptions, optimize};
use std::fmt::Write as _;
use std::time::Instant;

/// A function built to make rewriting explode: a long chain that mixes
/// additions, multiplications, shifts, masks and constants, so that
/// reassociation, distribution and narrowing rules all keep matching.
fn pathological(n: usize) -> String {
    let mut s = String::from("define i64 @f(i64 %a, i64 %b) {\n  %v0 = add i64 %a, 1\n");
    for i in 1..n {
        let prev = format!("%v{}", i - 1);
        let line = match i % 6 {
            0 => format!("  %v{i} = add i64 {prev}, %b\n"),
            1 => format!("  %v{i} = mul i64 {prev}, {}\n", 3 + i),
            2 => format!("  %v{i} = add i64 {prev}, {}\n", i * 7),
            3 => format!("  %v{i} = and i64 {prev}, 4294967295\n"),
            4 => format!("  %v{i} = shl i64 {prev}, 1\n"),
            _ => format!("  %v{i} = sub i64 %a, {prev}\n"),
        };
        s.push_str(&line);
    }
    let _ = write!(s, "  ret i64 %v{}\n}}\n", n - 1);
    s.push_str(
        "define i64 @main() {\n  %r = call i64 @f(i64 123456789, i64 -42)\n  ret i64 %r\n}\n",
    );
    s
}

#[test]
fn node_limit_holds_on_a_pathological_chain() {
    let text = pathological(400);
    let m = parse_text("chain.ll", &text);
    let start = Instant::now();
    let (opt, report) = optimized(&m, OptLevel::O2);
    let elapsed = start.elapsed();
    let limits = egret_egraph::OptLimits::default().egraph;
    for f in &report.functions {
        for e in &f.egraph {
            let limit = limits.node_limit(f.insts_before.max(f.insts_after) + 50);
            // egg checks the limit after each rule's batch, so one batch may
            // overshoot it; never by more than the limit itself.
            assert!(
                e.nodes <= 2 * limit,
                "{}: {} nodes, limit {limit}",
                f.name,
                e.nodes
            );
            assert!(
                e.iterations <= limits.iterations,
                "{} iterations",
                e.iterations
            );
        }
    }
    assert!(elapsed.as_secs() < 120, "optimising took {elapsed:?}");
    same_behaviour("chain.ll", &m, &opt, &["prog".to_string()]).expect("runs");
}

#[test]
fn node_limit_stops_growth_when_iterations_do_not() {
    // Without the iteration limit the chain keeps growing (reassociation and
    // distribution keep finding new forms) until the node limit stops it.
    let text = pathological(400);
    let m = parse_text("chain.ll", &text);
    let mut opts = OptOptions::at(OptLevel::O2);
    opts.verify = true;
    opts.limits.egraph.iterations = 10_000;
    let mut opt = m.clone();
    let report = optimize(&mut opt, &opts).expect("optimises");
    let f = report
        .functions
        .iter()
        .find(|f| f.name == "f")
        .expect("f is reported");
    let first = f.egraph.first().expect("f went through the e-graph");
    let limit = opts.limits.egraph.node_limit(f.insts_before + 1);
    assert_eq!(first.stop_reason, "node limit", "{first:?}");
    assert!(first.iterations < 10_000, "{} iterations", first.iterations);
    // egg checks the limit between rules, so the last iteration may
    // overshoot it by what one rule added, never by half the limit.
    assert!(
        first.nodes >= limit && first.nodes <= limit + limit / 2,
        "{} nodes, limit {limit}",
        first.nodes
    );
    same_behaviour("chain.ll", &m, &opt, &["prog".to_string()]).expect("runs");
}

#[test]
fn tight_limits_still_give_correct_code() {
    let text = pathological(120);
    let m = parse_text("chain.ll", &text);
    let mut opts = OptOptions::at(OptLevel::O2);
    opts.verify = true;
    opts.limits.egraph.iterations = 1;
    opts.limits.egraph.nodes_base = 10;
    opts.limits.egraph.nodes_per_inst = 1;
    let mut opt = m.clone();
    let report = optimize(&mut opt, &opts).expect("optimises");
    let f = report
        .functions
        .iter()
        .find(|f| f.name == "f")
        .expect("f is reported");
    assert!(f.egraph.iter().all(|e| e.iterations <= 1));
    assert!(
        f.egraph
            .iter()
            .all(|e| e.stop_reason == "node limit" || e.stop_reason == "iteration limit"),
        "{:?}",
        f.egraph
    );
    same_behaviour("chain.ll", &m, &opt, &["prog".to_string()]).expect("runs");
}

#[test]
fn unknown_print_after_pass_is_an_error() {
    let m = parse_text("chain.ll", &pathological(3));
    let mut opt = m.clone();
    let opts = OptOptions {
        print_after: Some("no-such-pass".to_string()),
        ..OptOptions::default()
    };
    let err = optimize(&mut opt, &opts).expect_err("rejected");
    assert!(err.to_string().contains("unknown pass"));
}

/// The passes renamed for what they do still answer to their old names,
/// and a dump after one is labelled with its new name.
#[test]
fn former_pass_names_are_aliases() {
    let m = parse_text("chain.ll", &pathological(10));
    let dumps_after = |name: &str| {
        let mut opt = m.clone();
        let opts = OptOptions {
            print_after: Some(name.to_string()),
            ..OptOptions::default()
        };
        optimize(&mut opt, &opts).expect("optimises").dumps
    };
    for (old, new) in [
        ("latch", "loop-exit-tests"),
        ("ptriv", "pointer-induction"),
        ("ipnarrow", "narrow-arguments"),
    ] {
        let by_old = dumps_after(old);
        assert_eq!(by_old.len(), 1, "{old}");
        assert_eq!(by_old[0].pass, new);
        assert_eq!(by_old, dumps_after(new));
    }
}

#[test]
fn print_after_and_stats_are_reported() {
    let m = parse_text("chain.ll", &pathological(10));
    let mut opt = m.clone();
    let opts = OptOptions {
        print_after: Some("all".to_string()),
        stats: true,
        ..OptOptions::default()
    };
    let report = optimize(&mut opt, &opts).expect("optimises");
    assert!(
        report
            .dumps
            .iter()
            .any(|d| d.pass == "egraph" && d.text.contains("define i64 @f"))
    );
    assert!(report.dumps.iter().any(|d| d.pass == "mem2reg"));
    let stats = report.render_stats();
    assert!(
        stats.contains("egraph #1") && stats.contains("@f:"),
        "{stats}"
    );
    let mut one = m.clone();
    let opts = OptOptions {
        print_after: Some("inline".to_string()),
        ..OptOptions::default()
    };
    let report = optimize(&mut one, &opts).expect("optimises");
    // Inlining runs twice (before and after tail recursion becomes loops).
    assert_eq!(report.dumps.len(), 2);
    assert!(report.dumps.iter().all(|d| d.pass == "inline"));
}

/// A counter bumped `n` times in one function (as every inlined copy of a
/// checking helper bumps it), stored once at the end.
fn counter_chain(n: usize) -> String {
    let mut s =
        String::from("@c = global i64 0\ndefine void @f(i64 %a) {\n  %v0 = add i64 %a, 1\n");
    for i in 1..n {
        let _ = writeln!(s, "  %v{i} = add i64 %v{}, 1", i - 1);
    }
    let _ = write!(
        s,
        "  store i64 %v{}, i64* @c\n  ret void\n}}\n@g = global i64 5\n\
         define i64 @main() {{\n  %x = load i64, i64* @g\n  call void @f(i64 %x)\n  \
         %r = load i64, i64* @c\n  ret i64 %r\n}}\n",
        n - 1
    );
    s
}

#[test]
fn a_long_counter_chain_folds_within_the_iteration_limit() {
    // 600 steps of `+ 1`: far more than two iterations of reassociation
    // reach (they left 10 additions), but the chain is merged as the
    // e-graph is built, so one addition of 600 remains.
    let m = parse_text("counter.ll", &counter_chain(600));
    let (opt, _) = optimized(&m, OptLevel::O2);
    let text = egret_llvmlite::printer::print_module(&opt);
    let f = text
        .split("define")
        .find(|s| s.contains("@f("))
        .expect("f is still defined");
    assert_eq!(f.matches(" add i64").count(), 1, "{f}");
    assert!(f.contains("add i64 %a, 600"), "{f}");
    same_behaviour("counter.ll", &m, &opt, &["prog".to_string()]).expect("runs");
}
