//! Tests of the range analysis: loop counters, accumulators and offsets
//! bounded by the branches that guard them.

use super::*;
use crate::testutil::parse_fn;

pub(crate) const LOOP: &str = "define i64 @main() {
    entry:
      br label %loop
    loop:
      %i = phi i64 [ 0, %entry ], [ %i1, %body ]
      %s = phi i64 [ 0, %entry ], [ %s1, %body ]
      %c = icmp slt i64 %i, 100
      br i1 %c, label %body, label %done
    body:
      %sq = mul i64 %i, %i
      %s1 = add i64 %s, %sq
      %i1 = add i64 %i, 1
      br label %loop
    done:
      ret i64 %s
    }";

#[test]
fn loop_counter_range() {
    let (m, f) = parse_fn(LOOP);
    let body = m.funcs[f].body.as_ref().expect("defined");
    let r = Ranges::compute(body, &m.types);
    let i = body.blocks[body.layout[1]].params[0];
    let facts = r.get(body, &m.types, i).expect("converged");
    assert_eq!((facts.smin, facts.smax), (0, 100));
    // The sum of at most 101 squares below 100^2 (the true sum is
    // 328350).
    let s = body.blocks[body.layout[1]].params[1];
    let sf = r.get(body, &m.types, s).expect("converged");
    assert!(sf.fits_s32() && sf.smin == 0 && sf.smax >= 328350, "{sf:?}");
}

/// A counter widens through the constants it is compared with, not
/// through every constant of the function: with twenty others between
/// its start and its bound (as after inlining many small functions),
/// stepping through them all would end at the type's limit.
#[test]
fn a_counter_is_bounded_among_many_constants() {
    let mut checks = String::new();
    for k in 0..20 {
        checks.push_str(&format!(
            "  %c{k} = icmp eq i64 %x, {}\n  %x{k} = zext i1 %c{k} to i64\n",
            10 + 40 * k
        ));
    }
    let src = format!(
        "define i64 @count(i64 %x) {{
        entry:
        {checks}  br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
          %i1 = add i64 %i, 1
          %more = icmp slt i64 %i1, 1000
          br i1 %more, label %loop, label %done
        done:
          ret i64 %i
        }}"
    );
    let f = header_facts(&src, 1);
    assert_eq!((f[0].smin, f[0].smax), (0, 999), "{:?}", f[0]);
}

/// The facts of the parameters of the `n`th block of the first function.
pub(crate) fn header_facts(src: &str, n: usize) -> Vec<Facts> {
    let (m, f) = parse_fn(src);
    let body = m.funcs[f].body.as_ref().expect("defined");
    let r = Ranges::compute(body, &m.types);
    body.blocks[body.layout[n]]
        .params
        .iter()
        .map(|&p| r.get(body, &m.types, p).expect("converged"))
        .collect()
}

#[test]
fn an_offset_bounds_its_operand() {
    let src = "define i64 @main() {
    entry:
      br label %loop
    loop:
      %i = phi i64 [ 0, %entry ], [ %i1, %body ]
      %j = add i64 %i, 5
      %c = icmp slt i64 %j, 100
      br i1 %c, label %body, label %done
    body:
      %i1 = add i64 %i, 1
      br label %loop
    done:
      ret i64 %i
    }";
    let f = header_facts(src, 1);
    assert_eq!(f[0].smin, 0);
    assert!(f[0].fits_s32(), "{:?}", f[0]);
}
