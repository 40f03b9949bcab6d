//! Tiered compilation in the JIT (`src/jit/tier.rs`): the same results at
//! every tier, tier-up observed in the call statistics, state shared
//! between the tiers, no race between calls and the swap, and a
//! redefinition made while a top-tier compile runs is never overwritten.
//! Everything is counted (calls, results, promotions), nothing timed.

use egret::OptLevel;
use egret::jit::{Jit, JitOptions, Tiering};

const FAC: &str = "
define i64 @fac(i64 %n) {
  %small = icmp sle i64 %n, 1
  br i1 %small, label %done, label %rec
done:
  ret i64 1
rec:
  %m = sub i64 %n, 1
  %f = call i64 @fac(i64 %m)
  %r = mul i64 %n, %f
  ret i64 %r
}
define i64 @twice_fac(i64 %n) {
  %f = call i64 @fac(i64 %n)
  %r = mul i64 %f, 2
  ret i64 %r
}
";

/// A counter in a global, bumped through an internal helper (which the
/// top tier inlines): every call must see every earlier call's store,
/// whichever tier ran it.
const COUNTER: &str = "
@count = internal global i64 0
define internal i64 @step(i64 %x) {
  %r = add i64 %x, 1
  ret i64 %r
}
define i64 @bump() {
  %c = load i64, i64* @count
  %d = call i64 @step(i64 %c)
  store i64 %d, i64* @count
  ret i64 %d
}
";

fn tiered(threshold: u64) -> Jit {
    Jit::new(JitOptions::default().with_tiering(Some(Tiering { threshold })))
}

#[test]
fn a_hot_function_is_promoted_and_computes_the_same() {
    let mut jit = tiered(5);
    jit.add_ir(FAC).unwrap();
    let mut tiers = Vec::new();
    for _ in 0..5 {
        let (v, stats) = jit.call_with_stats("fac", &[10]).unwrap();
        assert_eq!(v, 3_628_800);
        tiers.push(stats.tier);
    }
    // Below the threshold every call ran the -O0 code.
    assert!(tiers.iter().all(|t| *t == Some(OptLevel::O0)), "{tiers:?}");
    assert_eq!(jit.tier("fac"), Some(OptLevel::O0));
    jit.finish_tier_ups();
    let stats = jit.tiering_stats();
    assert_eq!((stats.promoted, stats.pending), (1, 0), "{stats:?}");
    assert!(stats.failures.is_empty(), "{stats:?}");
    assert_eq!(jit.tier("fac"), Some(OptLevel::O2));
    let (v, top) = jit.call_with_stats("fac", &[10]).unwrap();
    assert_eq!((v, top.tier), (3_628_800, Some(OptLevel::O2)));
    // The -O2 code is what ran: it executes fewer instructions.
    let mut base = Jit::new(JitOptions::default().with_opt(OptLevel::O0));
    base.add_ir(FAC).unwrap();
    let (_, o0) = base.call_with_stats("fac", &[10]).unwrap();
    assert!(top.insts < o0.insts, "{top:?} vs {o0:?}");
    // A caller still at -O0 reaches the promoted function through the
    // redirected entry, and gets the same result.
    let (v, s) = jit.call_with_stats("twice_fac", &[10]).unwrap();
    assert_eq!((v, s.tier), (7_257_600, Some(OptLevel::O0)));
}

#[test]
fn calls_during_the_swap_see_one_consistent_state() {
    let mut jit = tiered(3);
    jit.add_ir(COUNTER).unwrap();
    let mut seen_tiers = [0u64; 2];
    // Many calls while the background compile runs and is swapped in:
    // every result is the previous one plus one, whatever tier ran.
    for expected in 1..=2000 {
        let (v, stats) = jit.call_with_stats("bump", &[]).unwrap();
        assert_eq!(v, expected, "call {expected} ran {:?}", stats.tier);
        match stats.tier {
            Some(OptLevel::O0) => seen_tiers[0] += 1,
            Some(OptLevel::O2) => seen_tiers[1] += 1,
            other => panic!("unexpected tier {other:?}"),
        }
    }
    jit.finish_tier_ups();
    let (v, stats) = jit.call_with_stats("bump", &[]).unwrap();
    assert_eq!((v, stats.tier), (2001, Some(OptLevel::O2)));
    assert!(seen_tiers[0] >= 3, "{seen_tiers:?}");
    assert_eq!(jit.tiering_stats().promoted, 1);
}

#[test]
fn a_redefinition_during_the_compile_wins() {
    let mut jit = tiered(2);
    jit.add_ir("define i64 @f() {\n  ret i64 1\n}\n").unwrap();
    assert_eq!(jit.call("f", &[]).unwrap(), 1);
    assert_eq!(jit.call("f", &[]).unwrap(), 1); // starts the -O2 compile of the old body
    jit.add_ir("define i64 @f() {\n  ret i64 2\n}\n").unwrap();
    jit.finish_tier_ups();
    let stats = jit.tiering_stats();
    assert_eq!((stats.promoted, stats.dropped), (0, 1), "{stats:?}");
    let (v, s) = jit.call_with_stats("f", &[]).unwrap();
    assert_eq!((v, s.tier), (2, Some(OptLevel::O0)));
    // The new definition counts from zero and is promoted in its turn.
    jit.call("f", &[]).unwrap();
    jit.finish_tier_ups();
    assert_eq!(jit.tiering_stats().promoted, 1);
    assert_eq!(
        jit.call_with_stats("f", &[]).unwrap().1.tier,
        Some(OptLevel::O2)
    );
    assert_eq!(jit.call("f", &[]).unwrap(), 2);
}

#[test]
fn typed_calls_count_too_and_tiering_off_compiles_at_the_level() {
    let mut jit = tiered(4);
    jit.add_ir(FAC).unwrap();
    let fac = jit.get_fn::<(i64,), i64>("fac").unwrap();
    for _ in 0..4 {
        assert_eq!(fac.call(&mut jit, (5,)).unwrap(), 120);
    }
    jit.finish_tier_ups();
    assert_eq!(jit.tier("fac"), Some(OptLevel::O2));
    assert_eq!(fac.call(&mut jit, (5,)).unwrap(), 120);

    let mut plain = Jit::new(JitOptions::default());
    plain.add_ir(FAC).unwrap();
    for _ in 0..10 {
        plain.call("fac", &[5]).unwrap();
    }
    plain.finish_tier_ups();
    assert_eq!(plain.tier("fac"), Some(OptLevel::O2));
    assert_eq!(plain.tiering_stats().promoted, 0);
}
