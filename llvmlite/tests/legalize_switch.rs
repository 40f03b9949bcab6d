//! `switch` lowered to jump tables, bit tests and a binary search, against
//! the switch's meaning, and the policy's compare counts.
//!
//! The functions are built with the IR API: a
//! selector of 8, 32 or 64 bits, case sets of 0 to 40 values (dense runs,
//! sparse values, the extremes of the type), several cases sharing a
//! target, and a target block with a parameter that cases pass different
//! arguments to. Each lowered function verifies, is legal, and returns for
//! every probed selector what the switch selects.

use egret_llvmlite::interp::{InterpConfig, call};
use egret_llvmlite::legalize::{LegalizeOptions, check_legal, legalize};
use egret_llvmlite::{BlockCall, Function, InstData, Module, Signature, SrcLoc, printer, verify};

/// What case `v` of a test switch does: return a constant from one of the
/// plain blocks, or pass an argument to the block with a parameter.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Target {
    Ret(usize),
    Param(u64),
}

/// `f(x)`: `switch x` over `cases`; the default returns 1000, plain target
/// `k` returns `k`, the parameter block returns its argument + 500.
fn build(n: u32, cases: &[(u64, Target)], plain: usize) -> Module {
    let mut m = Module::new();
    let ty = m.types.int(n);
    let sig = Signature {
        ret: ty,
        params: vec![ty],
        varargs: false,
    };
    let f = m.declare_func("f", sig, SrcLoc::new(1, 1));
    let types = m.types.clone();
    let mut body = Function::new();
    let entry = body.create_block(None);
    let x = body.append_block_param(entry, ty);
    let ret_block = |body: &mut Function, v: u64| {
        let b = body.create_block(None);
        let k = body.iconst(&types, ty, v);
        body.append_inst(b, InstData::Ret { value: Some(k) }, None, SrcLoc::new(2, 1));
        b
    };
    let default = ret_block(&mut body, 1000);
    let blocks: Vec<_> = (0..plain).map(|k| ret_block(&mut body, k as u64)).collect();
    let with_param = body.create_block(None);
    let p = body.append_block_param(with_param, ty);
    let c500 = body.iconst(&types, ty, 500);
    let flags = Default::default();
    let i = body.append_inst(
        with_param,
        InstData::Binary {
            op: egret_llvmlite::BinOp::Add,
            args: [p, c500],
            flags,
        },
        Some(ty),
        SrcLoc::new(3, 1),
    );
    let sum = body.inst_result(i);
    body.append_inst(
        with_param,
        InstData::Ret { value: sum },
        None,
        SrcLoc::new(3, 1),
    );
    let cases = cases
        .iter()
        .map(|&(v, t)| {
            let dest = match t {
                Target::Ret(k) => BlockCall::new(blocks[k]),
                Target::Param(a) => BlockCall {
                    block: with_param,
                    args: vec![body.iconst(&types, ty, a)],
                },
            };
            (v, dest)
        })
        .collect();
    let switch = InstData::Switch {
        cond: x,
        default: BlockCall::new(default),
        cases,
    };
    body.append_inst(entry, switch, None, SrcLoc::new(4, 1));
    m.funcs[f].body = Some(body);
    m
}

fn mask(n: u32) -> u64 {
    if n == 64 { u64::MAX } else { (1 << n) - 1 }
}

/// Deterministic pseudo-random numbers.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 11
    }
}

/// A case set of `count` values: dense runs from `base`, sparse values, and
/// the type's extremes, with targets repeating over runs.
fn case_set(rng: &mut Lcg, n: u32, count: usize, plain: usize) -> Vec<(u64, Target)> {
    let m = mask(n);
    let mut cases: Vec<(u64, Target)> = Vec::new();
    let mut v = rng.next() & m & 0xFFFF;
    while cases.len() < count {
        let target = match rng.next() % 4 {
            0 => Target::Param(rng.next() % 50),
            _ => Target::Ret((rng.next() as usize) % plain),
        };
        let run = 1 + rng.next() % 4;
        for _ in 0..run {
            if cases.len() < count && !cases.iter().any(|c| c.0 == v) {
                cases.push((v, target));
            }
            v = v.wrapping_add(1) & m;
        }
        v = v.wrapping_add(rng.next() % 40) & m;
        if rng.next().is_multiple_of(7) {
            let extreme = [0, m, m >> 1, (m >> 1) + 1][(rng.next() % 4) as usize];
            if !cases.iter().any(|c| c.0 == extreme) {
                cases.push((extreme, Target::Ret(0)));
            }
        }
    }
    cases
}

/// What `f(x)` returns, from the case list.
fn expected(cases: &[(u64, Target)], x: u64, n: u32) -> u64 {
    let r = match cases.iter().find(|c| c.0 == x) {
        None => 1000,
        Some((_, Target::Ret(k))) => *k as u64,
        Some((_, Target::Param(a))) => a + 500,
    };
    r & mask(n)
}

#[test]
fn lowered_switches_select_what_the_switch_selects() {
    let mut rng = Lcg(0x5EED);
    for n in [8u32, 32, 64] {
        for count in [0usize, 1, 2, 3, 4, 5, 7, 8, 12, 20, 40] {
            let plain = 4;
            let cases = case_set(&mut rng, n, count, plain);
            let mut m = build(n, &cases, plain);
            assert!(verify(&m).is_empty(), "input: {}", verify(&m)[0]);
            let report = legalize(&mut m, &LegalizeOptions::default()).expect("legalizes");
            assert_eq!(report.switches_lowered, 1);
            let errors = verify(&m);
            assert!(
                errors.is_empty(),
                "{}\n{}",
                errors[0],
                printer::print_module(&m)
            );
            assert!(check_legal(&m).is_empty());
            // Every case, its neighbours, and some other values.
            let mut probes: Vec<u64> = cases
                .iter()
                .flat_map(|c| {
                    [
                        c.0,
                        c.0.wrapping_sub(1) & mask(n),
                        c.0.wrapping_add(1) & mask(n),
                    ]
                })
                .collect();
            probes.extend([0, 1, mask(n), mask(n) >> 1, (mask(n) >> 1) + 1]);
            probes.extend((0..10).map(|_| rng.next() & mask(n)));
            for x in probes {
                let out = call(&m, "f", &[x], &InterpConfig::default()).expect("runs");
                assert_eq!(
                    out.ret as u64 & mask(n),
                    expected(&cases, x, n),
                    "i{n} switch with {count} cases, x = {x:#x}"
                );
            }
        }
    }
}

#[test]
fn runs_of_cases_share_one_range_test() {
    // 0..=9 all to the same block: one subtract and one compare.
    let cases: Vec<(u64, Target)> = (0..10).map(|v| (v + 20, Target::Ret(1))).collect();
    let mut m = build(32, &cases, 2);
    legalize(&mut m, &LegalizeOptions::default()).expect("legalizes");
    let text = printer::print_module(&m);
    assert_eq!(text.matches("icmp").count(), 1, "{text}");
    assert!(text.contains("icmp ule"), "{text}");
}

/// The most `icmp`s any path from the entry of `f` executes (the lowered
/// switch is acyclic), and the number of `switch`es left (jump tables).
fn compares_on_longest_path(m: &Module) -> (usize, usize) {
    use std::collections::HashMap;
    let body = m
        .funcs
        .values()
        .next()
        .and_then(|f| f.body.as_ref())
        .expect("body");
    fn walk(
        body: &Function,
        b: egret_llvmlite::Block,
        memo: &mut HashMap<egret_llvmlite::Block, usize>,
    ) -> usize {
        if let Some(&n) = memo.get(&b) {
            return n;
        }
        let here = body.blocks[b]
            .insts
            .iter()
            .filter(|&&i| matches!(body.insts[i], InstData::Icmp { .. }))
            .count();
        let succs: Vec<_> = body.succ_iter(b).collect();
        let n = here
            + succs
                .into_iter()
                .map(|s| walk(body, s, memo))
                .max()
                .unwrap_or(0);
        memo.insert(b, n);
        n
    }
    let entry = body.entry().expect("entry");
    let tables = body
        .layout
        .iter()
        .filter(|&&b| {
            body.terminator(b)
                .is_some_and(|t| matches!(body.insts[t], InstData::Switch { .. }))
        })
        .count();
    (walk(body, entry, &mut HashMap::new()), tables)
}

fn legalized(n: u32, cases: &[(u64, Target)], plain: usize) -> Module {
    let mut m = build(n, cases, plain);
    legalize(&mut m, &LegalizeOptions::default()).expect("legalizes");
    assert!(verify(&m).is_empty(), "{}", printer::print_module(&m));
    assert!(check_legal(&m).is_empty(), "{}", printer::print_module(&m));
    m
}

#[test]
fn dense_cases_become_one_jump_table_after_one_compare() {
    // 0..=11 with two holes, to 12 targets: a table, one range check.
    let cases: Vec<(u64, Target)> = (0..12)
        .filter(|v| *v != 5 && *v != 9)
        .map(|v| (v, Target::Ret(v as usize)))
        .collect();
    let m = legalized(32, &cases, 12);
    assert_eq!(compares_on_longest_path(&m), (1, 1));
    // Running the legalizer again leaves the table alone.
    let mut again = m.clone();
    let report = legalize(&mut again, &LegalizeOptions::default()).expect("legalizes");
    assert_eq!(report.switches_lowered, 0);
    assert_eq!(printer::print_module(&again), printer::print_module(&m));
}

#[test]
fn an_i8_switch_over_every_value_needs_no_compare() {
    let cases: Vec<(u64, Target)> = (0..256).map(|v| (v, Target::Ret(v as usize % 7))).collect();
    let m = legalized(8, &cases, 7);
    assert_eq!(compares_on_longest_path(&m), (0, 1));
    for x in [0u64, 1, 100, 255] {
        let out = call(&m, "f", &[x], &InterpConfig::default()).expect("runs");
        assert_eq!(out.ret as u64 & 0xFF, x % 7);
    }
}

#[test]
fn few_targets_in_a_narrow_span_become_bit_tests() {
    // Whitespace: 9, 10, 13, 32 to one target; 4 compares as a chain, one
    // range check and one mask test as bit tests.
    let cases: Vec<(u64, Target)> = [9, 10, 13, 32]
        .iter()
        .map(|&v| (v, Target::Ret(1)))
        .collect();
    let m = legalized(8, &cases, 2);
    let text = printer::print_module(&m);
    assert!(text.contains("shl i32 1,"), "{text}");
    assert_eq!(compares_on_longest_path(&m), (2, 0), "{text}");
    for x in 0..=255u64 {
        let out = call(&m, "f", &[x], &InterpConfig::default()).expect("runs");
        assert_eq!(out.ret as u64 & 0xFF, expected(&cases, x, 8), "x = {x}");
    }
}

#[test]
fn sparse_cases_take_logarithmic_compares() {
    // 1000 values 1000 apart: no table, no bit test; a balanced search
    // (ceil(log2(1000 / 3)) = 9 levels) and a chain of at most 3 tests.
    let cases: Vec<(u64, Target)> = (0..1000)
        .map(|v| (v * 1000 + 7, Target::Ret(v as usize % 5)))
        .collect();
    let m = legalized(32, &cases, 5);
    let (compares, tables) = compares_on_longest_path(&m);
    assert_eq!(tables, 0);
    assert!(compares <= 9 + 3, "{compares} compares");
    for x in [0u64, 7, 8, 6, 999_007, 500_007, 500_008, 2_000_000] {
        let out = call(&m, "f", &[x], &InterpConfig::default()).expect("runs");
        assert_eq!(out.ret as u64, expected(&cases, x, 32), "x = {x}");
    }
}

#[test]
fn tables_and_searches_mix_over_clusters() {
    // Two dense groups far apart and a few single values: two tables
    // under a search; a value between the groups reaches the default.
    let mut cases: Vec<(u64, Target)> = (100..140)
        .map(|v| (v, Target::Ret(v as usize % 6)))
        .collect();
    cases.extend((5000..5010).map(|v| (v, Target::Param(v % 40))));
    cases.extend([
        (1u64, Target::Ret(2)),
        (70_000, Target::Ret(3)),
        (1 << 31, Target::Ret(4)),
    ]);
    let m = legalized(32, &cases, 6);
    let (compares, tables) = compares_on_longest_path(&m);
    assert_eq!(tables, 2);
    assert!(compares <= 4, "{compares} compares");
    for x in [
        0u64,
        1,
        2,
        99,
        100,
        139,
        140,
        4999,
        5000,
        5009,
        5010,
        70_000,
        1 << 31,
    ] {
        let out = call(&m, "f", &[x], &InterpConfig::default()).expect("runs");
        assert_eq!(out.ret as u64, expected(&cases, x, 32), "x = {x}");
    }
}

/// The binary instructions (`sub`, `add`, ...) of the lowered `f`.
fn binaries(m: &Module) -> usize {
    let body = m
        .funcs
        .values()
        .next()
        .and_then(|f| f.body.as_ref())
        .expect("body");
    body.layout
        .iter()
        .flat_map(|&b| body.blocks[b].insts.iter())
        .filter(|&&i| matches!(body.insts[i], InstData::Binary { .. }))
        .count()
}

#[test]
fn a_table_starting_near_zero_is_indexed_by_the_selector_itself() {
    // 3..=14: the table starts at 0 (entries 0..=2 to the default), so no
    // `sub` on the way: the range check is `x <=u 14` and the index is x.
    let cases: Vec<(u64, Target)> = (3..15).map(|v| (v, Target::Ret(v as usize % 5))).collect();
    let m = legalized(32, &cases, 5);
    let text = printer::print_module(&m);
    assert_eq!(compares_on_longest_path(&m), (1, 1), "{text}");
    // The only binary instruction is the parameter block's `add`.
    assert_eq!(binaries(&m), 1, "{text}");
    assert!(text.contains("icmp ule i32 %"), "{text}");
    assert!(text.contains(", 14"), "{text}");
    for x in 0..20u64 {
        let out = call(&m, "f", &[x], &InterpConfig::default()).expect("runs");
        assert_eq!(out.ret as u64, expected(&cases, x, 32), "x = {x}");
    }
}

#[test]
fn a_table_far_from_zero_subtracts_its_start_once() {
    // 1000..=1011: the range check and the dispatch share one `sub`.
    let cases: Vec<(u64, Target)> = (1000..1012)
        .map(|v| (v, Target::Ret(v as usize % 5)))
        .collect();
    let m = legalized(32, &cases, 5);
    let text = printer::print_module(&m);
    assert_eq!(compares_on_longest_path(&m), (1, 1), "{text}");
    assert_eq!(text.matches(" sub ").count(), 1, "{text}");
    for x in [0u64, 999, 1000, 1005, 1011, 1012, 5000] {
        let out = call(&m, "f", &[x], &InterpConfig::default()).expect("runs");
        assert_eq!(out.ret as u64, expected(&cases, x, 32), "x = {x}");
    }
}
