//! Big inputs cost work linear in their size.
//!
//! Each test builds an input at two sizes ten times apart and counts the
//! work the size-sensitive steps do ([`egret_llvmlite::work`]); ten times the
//! input must not cost more than fifteen times the work. Nothing is timed.

use egret_llvmlite::diag::{Report, TOO_MANY_ERRORS};
use egret_llvmlite::{parse, work};
use std::fmt::Write;

/// Fails unless the work at `10 * n` is at most 15 times the work at `n`.
fn assert_near_linear(what: &str, n: usize, cost: impl Fn(usize) -> u64) {
    let (small, big) = (cost(n), cost(10 * n));
    assert!(small > 0, "{what}: no work counted");
    assert!(
        big <= 15 * small,
        "{what}: {n} -> {small} units, {} -> {big} units ({:.1}x)",
        10 * n,
        big as f64 / small as f64
    );
}

/// A function whose block `%join` has a phi with `n` incoming edges, one
/// from each block of a chain of compares.
fn phi_program(n: usize) -> String {
    let mut s = String::from("define i64 @main() {\nentry:\n  br label %b0\n");
    for i in 0..n {
        let next = if i + 1 < n {
            format!("%b{}", i + 1)
        } else {
            "%join".to_string()
        };
        writeln!(
            s,
            "b{i}:\n  %c{i} = icmp eq i64 {i}, 7\n  br i1 %c{i}, label %join, label {next}"
        )
        .unwrap();
    }
    s.push_str("join:\n  %p = phi i64 ");
    for i in 0..n {
        if i > 0 {
            s.push_str(", ");
        }
        write!(s, "[ {i}, %b{i} ]").unwrap();
    }
    s.push_str("\n  ret i64 %p\n}\n");
    s
}

#[test]
fn phi_resolution_is_linear_in_incoming_edges() {
    assert_near_linear("phi resolution", 2_000, |n| {
        let text = phi_program(n);
        let (r, w) = work::measure(|| parse("phi.ll", &text));
        let (m, _) = r.unwrap_or_else(|d| panic!("{}", d[0]));
        assert_eq!(m.funcs.len(), 1);
        w
    });
}

/// `n` functions, each with one use of an unknown value, padded with comment
/// lines to about `pad` bytes per function.
fn program_with_errors(n: usize, pad: usize) -> String {
    let comment = format!(";{}\n", "x".repeat(pad.max(2) - 2));
    let mut s = String::new();
    for i in 0..n {
        s.push_str(&comment);
        writeln!(
            s,
            "define i64 @f{i}() {{\n  %x = add i64 %nope{i}, 1\n  ret i64 %x\n}}"
        )
        .unwrap();
    }
    s
}

#[test]
fn two_thousand_errors_render_twenty_and_a_note() {
    // 2,000 errors in a 6 MB file, as clang renders them by default.
    let text = program_with_errors(2_000, 3_000);
    assert!(text.len() > 6_000_000);
    let diags = parse("big.ll", &text).expect_err("unknown values");
    assert_eq!(diags.iter().filter(|d| d.is_error()).count(), 2_000);
    let report = Report {
        diagnostics: &diags,
        file_name: "big.ll",
        source: &text,
        color: false,
    };
    let shown = report.to_string();
    assert_eq!(
        shown.matches(": error: unknown value").count(),
        20,
        "{shown}"
    );
    assert!(
        shown.contains("big.ll:3:16: error: unknown value `%nope0`"),
        "{shown}"
    );
    assert!(
        shown.contains(&format!("{TOO_MANY_ERRORS}\n20 errors generated.\n")),
        "{shown}"
    );
    let all = report.render(0);
    assert_eq!(all.matches(": error: unknown value").count(), 2_000);
    assert!(!all.contains(TOO_MANY_ERRORS));
    assert!(all.ends_with("2000 errors generated.\n"));
    assert_eq!(
        report.render(2_000),
        all,
        "a limit that is not reached changes nothing"
    );
}

#[test]
fn rendering_diagnostics_is_linear() {
    assert_near_linear("rendering every diagnostic", 200, |n| {
        let text = program_with_errors(n, 300);
        let diags = parse("big.ll", &text).expect_err("unknown values");
        let report = Report {
            diagnostics: &diags,
            file_name: "big.ll",
            source: &text,
            color: false,
        };
        let (all, w) = work::measure(|| report.render(0));
        assert_eq!(all.matches(": error: ").count(), n);
        w
    });
}

/// The resolver's name maps (hashbrown) pick buckets by a hash's low bits.
/// The old hand-written Fx hash ended in a multiply, so the low bits of
/// `%v123456` depended only on its first bytes: LLVM-style numbered names
/// collided, and a 1,000,000-instruction function took 29 s to resolve
/// instead of 2. The names of a big function must spread over the buckets.
#[test]
fn numbered_names_spread_over_hash_buckets() {
    use std::hash::BuildHasher;
    let buckets = 1usize << 12;
    let mut used = vec![false; buckets];
    for i in 0..buckets {
        let h = rustc_hash::FxBuildHasher.hash_one(format!("v{}", 1_000_000 + i));
        used[h as usize & (buckets - 1)] = true;
    }
    let spread = used.iter().filter(|&&u| u).count();
    assert!(spread > buckets / 2, "{spread} of {buckets} buckets used");
}

/// `n` blocks in a chain, each also branching to one exit block (so the
/// exit has `n` predecessors and the dominator tree is `n` deep).
fn blocks_to_one_exit(n: usize) -> String {
    let mut s = String::from("define i64 @main() {\nentry:\n  br label %b0\n");
    for i in 0..n {
        writeln!(
            s,
            "b{i}:\n  %c{i} = icmp eq i64 {i}, 7\n  br i1 %c{i}, label %exit, label %b{}",
            i + 1
        )
        .unwrap();
    }
    writeln!(s, "b{n}:\n  br label %exit\nexit:\n  ret i64 0\n}}").unwrap();
    s
}

#[test]
fn dominators_of_many_blocks_are_linear() {
    assert_near_linear("verifying 50,000 blocks", 5_000, |n| {
        let text = blocks_to_one_exit(n);
        let (m, _) =
            egret_llvmlite::parse_only("blocks.ll", &text).unwrap_or_else(|d| panic!("{}", d[0]));
        let (errors, w) = work::measure(|| egret_llvmlite::verify(&m));
        assert!(errors.is_empty(), "{}", errors[0]);
        w
    });
}
