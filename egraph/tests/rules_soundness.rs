//! Soundness of every rewrite rule, checked by evaluation.
//!
//! Random well-typed expressions over a few leaves (every integer width,
//! three pointer types, constants biased to edge values, extensions and
//! masks that give the analysis something to prove, leaves with known
//! ranges) are put in an e-graph and rewritten with all rule tables. Then,
//! for many random assignments of the leaves — including i64 values whose
//! high half matters — every node of every e-class is evaluated with
//! [`egret_egraph::eopt::eval`] and must agree with the class's original
//! term wherever that term is defined (a poison original, such as a shift by
//! at least the width, may be refined to anything; no rewrite may create
//! poison — see [`check`]). The analysis must never
//! find contradictory facts. Finally every rule must have fired somewhere
//! in the run (at some width), so each is actually checked.
//!
//! [`each_rule_is_sound_on_its_own`] then checks every rule instance (every
//! width) in isolation: instances of its left-hand side are built with
//! random operands (constants biased to powers of two, masks and edge
//! values; leaves, some with known ranges; extensions that give the
//! analysis facts; small random terms), the rule alone is applied once, and
//! both sides must agree on random inputs. Every instance must fire on
//! enough instances, so a rule whose condition can never hold (or that the
//! generator cannot reach) fails the test instead of passing unchecked.

use egg::{ENodeOrVar, Id, Language, PatternAst, Runner, Var};
use egret_egraph::eopt::analysis::{EAnalysis, EG, Facts};
use egret_egraph::eopt::eval::{eval_bin, eval_cast, eval_icmp, mask};
use egret_egraph::eopt::lang::{Node, Op, is_int, ty_name, width};
use egret_egraph::eopt::rules::{Rule, all_rules};
use egret_llvmlite::{BinOp, CastOp, GlobalRef, IntCC, Ty, TypeStore, sext, zext};
use std::collections::{BTreeSet, HashMap};
use std::time::Duration;

/// A small deterministic PRNG (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    /// An interesting value of `bits` bits.
    fn value(&mut self, bits: u32) -> u64 {
        let v = match self.below(8) {
            0 => 0,
            1 => 1,
            2 => u64::MAX,
            3 => 1u64 << (bits - 1),
            4 => (1u64 << (bits - 1)).wrapping_sub(1),
            5 => self.below(300),
            6 => (self.below(300) as i64 - 150) as u64,
            _ => self.next(),
        };
        zext(v, bits)
    }
}

/// Terms with the shapes random generation rarely produces (a subterm
/// repeated, an operation undone), over the leaves of [`World`]: `x0`, `x1`
/// are i64, `x2`, `x3` i32, `x4` i16, `x5` i8, `x6` i1.
const SEEDS: &[&str] = &[
    "(add:i32 (sub:i32 x2:i32 x3:i32) x3:i32)",
    "(sub:i32 (add:i32 x2:i32 x3:i32) x2:i32)",
    "(sub:i32 (add:i32 x2:i32 x3:i32) x3:i32)",
    "(sub:i32 x2:i32 (sub:i32 x2:i32 x3:i32))",
    "(sub:i64 0:i64 (sub:i64 0:i64 x0:i64))",
    "(xor:i32 (xor:i32 x2:i32 x3:i32) x3:i32)",
    "(or:i32 x2:i32 (and:i32 x2:i32 x3:i32))",
    "(mul:i32 (shl:i32 x2:i32 3:i32) 5:i32)",
    "(eq:i1 x6:i1 1:i1)",
    "(ne:i1 x6:i1 0:i1)",
    "(ne:i1 x6:i1 1:i1)",
    "(eq:i32 (add:i32 x2:i32 5:i32) 9:i32)",
    "(eq:i32 (sub:i32 x2:i32 x3:i32) 0:i32)",
    "(ne:i32 (xor:i32 x2:i32 x3:i32) 0:i32)",
    "(ult:i32 x2:i32 1:i32)",
    // Sign-bit tests.
    "(ne:i64 (lshr:i64 x0:i64 63:i64) 0:i64)",
    "(eq:i32 (and:i32 x2:i32 2147483648:i32) 0:i32)",
    "(slt:i64 (sext:i64 x2:i32) (sext:i64 x3:i32))",
    "(slt:i64 (zext:i64 x2:i32) (zext:i64 x3:i32))",
    "(select:i1 x6:i1 1:i1 0:i1)",
    "(select:i32 x6:i1 1:i32 0:i32)",
    "(select:i32 (eq:i32 x2:i32 x3:i32) x2:i32 x3:i32)",
    "(select:i32 (ne:i32 x2:i32 x3:i32) x2:i32 x3:i32)",
    "(trunc:i16 (ashr:i64 (sext:i64 x4:i16) 3:i64))",
    "(trunc:i16 (lshr:i64 (zext:i64 x4:i16) 3:i64))",
    "(select:i32 (eq:i32 x2:i32 x3:i32) x3:i32 x2:i32)",
    "(select:i32 (ne:i32 x2:i32 x3:i32) x3:i32 x2:i32)",
    // min/max with a bound that cannot change the value, as the legalizer
    // expands them (after the comparisons' canonical forms).
    "(select:i32 (slt:i32 x2:i32 2147483647:i32) x2:i32 2147483647:i32)",
    "(select:i32 (sge:i32 x2:i32 2147483649:i32) x2:i32 2147483648:i32)",
    "(select:i32 (ult:i32 x2:i32 4294967295:i32) x2:i32 4294967295:i32)",
    "(select:i32 (uge:i32 x2:i32 1:i32) x2:i32 0:i32)",
    "(select:i32 (slt:i32 x2:i32 2147483649:i32) 2147483648:i32 x2:i32)",
    "(select:i32 (sge:i32 x2:i32 2147483647:i32) 2147483647:i32 x2:i32)",
    "(select:i32 (ult:i32 x2:i32 1:i32) 0:i32 x2:i32)",
    "(select:i32 (uge:i32 x2:i32 4294967295:i32) 4294967295:i32 x2:i32)",
    // smin(smin(a, b), b) and abs(abs(x)).
    "(select:i32 (slt:i32 (select:i32 (slt:i32 x2:i32 x3:i32) x2:i32 x3:i32) x3:i32) (select:i32 (slt:i32 x2:i32 x3:i32) x2:i32 x3:i32) x3:i32)",
    "(sub:i32 (xor:i32 (sub:i32 (xor:i32 x2:i32 (ashr:i32 x2:i32 31:i32)) (ashr:i32 x2:i32 31:i32)) (ashr:i32 (sub:i32 (xor:i32 x2:i32 (ashr:i32 x2:i32 31:i32)) (ashr:i32 x2:i32 31:i32)) 31:i32)) (ashr:i32 (sub:i32 (xor:i32 x2:i32 (ashr:i32 x2:i32 31:i32)) (ashr:i32 x2:i32 31:i32)) 31:i32))",
];

/// Random terms per run.
const ROUNDS: usize = 5000;

const INTS: [Ty; 5] = [Ty::I1, Ty::I8, Ty::I16, Ty::I32, Ty::I64];

/// The leaves, globals and pointer types of the generated terms.
struct World {
    ptrs: Vec<Ty>,
    leaves: Vec<Ty>,
    ranges: HashMap<u32, (i64, i64)>,
}

impl World {
    fn new(types: &mut TypeStore, rng: &mut Rng) -> World {
        let ptrs = vec![types.ptr(Ty::I8), types.ptr(Ty::I32), types.ptr(Ty::I64)];
        let mut leaves = vec![Ty::I64, Ty::I64, Ty::I32, Ty::I32, Ty::I16, Ty::I8, Ty::I1];
        leaves.extend(ptrs.iter().copied());
        let mut ranges = HashMap::new();
        if rng.chance(50) {
            let lo = rng.below(1000) as i64 - 500;
            ranges.insert(0, (lo, lo + rng.below(100_000) as i64));
        }
        if rng.chance(30) {
            ranges.insert(2, (0, rng.below(64) as i64));
        }
        World {
            ptrs,
            leaves,
            ranges,
        }
    }

    fn leaf_of(&self, ty: Ty, rng: &mut Rng) -> Option<u32> {
        let candidates: Vec<u32> = (0..self.leaves.len() as u32)
            .filter(|&k| self.leaves[k as usize] == ty)
            .collect();
        (!candidates.is_empty()).then(|| candidates[rng.below(candidates.len() as u64) as usize])
    }
}

fn add(eg: &mut EG, op: Op, ty: Ty, children: &[Id]) -> Id {
    eg.add(Node::new(op, ty, children))
}

/// A random term of type `ty`.
fn term(eg: &mut EG, w: &World, rng: &mut Rng, ty: Ty, depth: u32) -> Id {
    if !is_int(ty) {
        return term_ptr(eg, w, rng, ty, depth);
    }
    let bits = width(ty);
    if depth == 0 || rng.chance(25) {
        if let Some(k) = w.leaf_of(ty, rng).filter(|_| rng.chance(60)) {
            return add(eg, Op::Leaf(k), ty, &[]);
        }
        return eg.add(Node::konst(ty, rng.value(bits)));
    }
    let d = depth - 1;
    match rng.below(12) {
        0..=4 => {
            let ops = [
                BinOp::Add,
                BinOp::Sub,
                BinOp::Mul,
                BinOp::And,
                BinOp::Or,
                BinOp::Xor,
                BinOp::Shl,
                BinOp::LShr,
                BinOp::AShr,
                BinOp::UDiv,
                BinOp::URem,
                BinOp::SDiv,
                BinOp::SRem,
            ];
            let mut op = ops[rng.below(ops.len() as u64) as usize];
            if ty == Ty::I1 && matches!(op, BinOp::SDiv | BinOp::SRem) {
                // Every i1 divisor but 0 is -1: no signed division is safe.
                op = BinOp::UDiv;
            }
            let a = term(eg, w, rng, ty, d);
            let b = match op {
                BinOp::Shl | BinOp::LShr | BinOp::AShr => shift_amount(eg, w, rng, ty, d),
                op if op.can_trap() => safe_divisor(eg, rng, op, ty),
                _ => term(eg, w, rng, ty, d),
            };
            add(eg, Op::Bin(op), ty, &[a, b])
        }
        5 if ty == Ty::I1 => {
            let cc = IntCC::ALL[rng.below(10) as usize];
            let oty = if rng.chance(15) {
                w.ptrs[rng.below(3) as usize]
            } else {
                INTS[rng.below(5) as usize]
            };
            let a = term(eg, w, rng, oty, d);
            let b = term(eg, w, rng, oty, d);
            add(eg, Op::Icmp(cc), oty, &[a, b])
        }
        6 => {
            let c = term(eg, w, rng, Ty::I1, d);
            let a = term(eg, w, rng, ty, d);
            let b = term(eg, w, rng, ty, d);
            add(eg, Op::Select, ty, &[c, a, b])
        }
        7..=9 => {
            let narrower: Vec<Ty> = INTS.iter().copied().filter(|t| width(*t) < bits).collect();
            let wider: Vec<Ty> = INTS.iter().copied().filter(|t| width(*t) > bits).collect();
            if !narrower.is_empty() && (wider.is_empty() || rng.chance(60)) {
                let src = narrower[rng.below(narrower.len() as u64) as usize];
                let op = if rng.chance(50) {
                    CastOp::Zext
                } else {
                    CastOp::Sext
                };
                let a = term(eg, w, rng, src, d);
                add(eg, Op::Cast(op), ty, &[a])
            } else if !wider.is_empty() {
                let src = wider[rng.below(wider.len() as u64) as usize];
                let a = term(eg, w, rng, src, d);
                add(eg, Op::Cast(CastOp::Trunc), ty, &[a])
            } else {
                term(eg, w, rng, ty, d)
            }
        }
        10 => {
            // A mask: facts for the narrowing rules.
            let a = term(eg, w, rng, ty, d);
            let m = eg.add(Node::konst(ty, mask(rng.below(bits as u64 + 1) as u32)));
            add(eg, Op::Bin(BinOp::And), ty, &[a, m])
        }
        _ => {
            let pty = w.ptrs[rng.below(3) as usize];
            let p = term_ptr(eg, w, rng, pty, d);
            add(eg, Op::Cast(CastOp::PtrToInt), ty, &[p])
        }
    }
}

fn shift_amount(eg: &mut EG, w: &World, rng: &mut Rng, ty: Ty, d: u32) -> Id {
    let bits = width(ty);
    match rng.below(10) {
        0..=6 => eg.add(Node::konst(ty, rng.below(bits as u64))),
        7 | 8 => {
            let a = term(eg, w, rng, ty, d);
            let m = eg.add(Node::konst(ty, bits as u64 - 1));
            add(eg, Op::Bin(BinOp::And), ty, &[a, m])
        }
        _ => term(eg, w, rng, ty, d),
    }
}

/// A constant divisor that makes the division pure: not 0, not -1 for
/// signed division.
fn safe_divisor(eg: &mut EG, rng: &mut Rng, op: BinOp, ty: Ty) -> Id {
    let bits = width(ty);
    loop {
        let c = match rng.below(4) {
            0 => 1u64 << rng.below(bits as u64),
            1 => rng.below(20) + 1,
            _ => rng.value(bits),
        };
        let c = zext(c, bits);
        let signed = matches!(op, BinOp::SDiv | BinOp::SRem);
        if c != 0 && !(signed && sext(c, bits) == -1) {
            return eg.add(Node::konst(ty, c));
        }
    }
}

fn term_ptr(eg: &mut EG, w: &World, rng: &mut Rng, ty: Ty, depth: u32) -> Id {
    if depth == 0 || rng.chance(30) {
        return match rng.below(4) {
            0 => add(eg, Op::Null, ty, &[]),
            1 => add(
                eg,
                Op::Global(GlobalRef::from_u32(rng.below(2) as u32)),
                ty,
                &[],
            ),
            _ => {
                let k = w.leaf_of(ty, rng).expect("every pointer type has a leaf");
                add(eg, Op::Leaf(k), ty, &[])
            }
        };
    }
    let d = depth - 1;
    match rng.below(4) {
        0 | 1 => {
            let base_ty = w.ptrs[rng.below(3) as usize];
            let b = term_ptr(eg, w, rng, base_ty, d);
            let off = term(eg, w, rng, Ty::I32, d);
            add(eg, Op::PtrAdd, ty, &[b, off])
        }
        2 => {
            let from = w.ptrs[rng.below(3) as usize];
            let p = term_ptr(eg, w, rng, from, d);
            add(eg, Op::Cast(CastOp::Bitcast), ty, &[p])
        }
        _ => {
            let src = INTS[rng.below(5) as usize];
            let x = term(eg, w, rng, src, d);
            add(eg, Op::Cast(CastOp::IntToPtr), ty, &[x])
        }
    }
}

/// Values of the leaves and globals for one evaluation.
struct Env {
    leaves: Vec<u64>,
    globals: [u64; 2],
}

fn env(w: &World, rng: &mut Rng) -> Env {
    let leaves = w
        .leaves
        .iter()
        .enumerate()
        .map(|(k, &ty)| match w.ranges.get(&(k as u32)) {
            Some(&(lo, hi)) => {
                let v = lo + rng.below((hi - lo + 1) as u64) as i64;
                zext(v as u64, width(ty))
            }
            None => rng.value(width(ty)),
        })
        .collect();
    Env {
        leaves,
        globals: [rng.value(32), rng.value(32)],
    }
}

/// `n` evaluated with its children's values (`None`: poison).
fn eval_node(eg: &EG, n: &Node, env: &Env, child: &dyn Fn(Id) -> Option<u64>) -> Option<u64> {
    let ch = |i: usize| child(n.children()[i]);
    let w = width(n.ty);
    match n.op {
        Op::Const(c) => Some(c),
        Op::Leaf(k) => Some(env.leaves[k as usize]),
        Op::Global(g) => Some(env.globals[g.as_u32() as usize]),
        Op::Func(_) => Some(0x1000),
        Op::Null => Some(0),
        Op::Bin(op) => eval_bin(op, w, ch(0)?, ch(1)?),
        Op::Icmp(cc) => Some(eval_icmp(cc, w, ch(0)?, ch(1)?) as u64),
        Op::Select => {
            if ch(0)? & 1 == 1 {
                ch(1)
            } else {
                ch(2)
            }
        }
        Op::Cast(op) => {
            let from = width(eg[n.children()[0]].data.ty);
            Some(eval_cast(op, from, w, ch(0)?))
        }
        Op::PtrAdd => Some(zext(ch(0)?.wrapping_add(ch(1)?), 32)),
        Op::Gep(_) => None,
    }
}

/// Whether evaluating `n` gives poison on its own, not because an operand
/// it uses is poison.
fn creates_poison(eg: &EG, n: &Node, env: &Env, refs: &HashMap<Id, Option<u64>>) -> bool {
    let child = |x: Id| refs.get(&eg.find(x)).copied().flatten();
    if eval_node(eg, n, env, &child).is_some() || matches!(n.op, Op::Gep(_)) {
        return false;
    }
    match n.op {
        // Only the chosen arm is evaluated.
        Op::Select => {
            let Some(c) = child(n.children()[0]) else {
                return false;
            };
            let arm = if c & 1 == 1 { 1 } else { 2 };
            child(n.children()[arm]).is_some()
        }
        _ => n.children().iter().all(|&c| child(c).is_some()),
    }
}

/// Checks every node of every class against the class's original term.
/// The first `original` nodes of the e-graph are the terms as built; the
/// others came from rewriting.
///
/// Poison is egret's: a shift by at least the width, which the checked
/// interpreter reports as an error where it executes. A rewrite may turn a
/// poison value into anything, and may use an operand that is already
/// poison (the program computed it anyway, so it was in error already; this
/// is what lets `select c, 1, b` become `or c, b`, which LLVM only allows
/// for a `b` that is never poison), but it may never *create* poison: no
/// node may give poison from defined operands where the original is
/// defined, and no class made by rewriting may be poison of its own.
fn check(eg: &EG, env: &Env, term: &str, original: usize) {
    // The oldest node of each class is its reference.
    let mut oldest: HashMap<Id, usize> = HashMap::new();
    for i in 0..eg.nodes().len() {
        let c = eg.find(Id::from(i));
        oldest.entry(c).or_insert(i);
    }
    let mut order: Vec<(usize, Id)> = oldest.iter().map(|(&c, &i)| (i, c)).collect();
    order.sort();
    let mut reference: HashMap<Id, Option<u64>> = HashMap::new();
    for &(i, c) in &order {
        let n = eg.id_to_node(Id::from(i)).clone();
        let v = eval_node(eg, &n, env, &|x| {
            reference.get(&eg.find(x)).copied().flatten()
        });
        reference.insert(c, v);
    }
    for &(i, c) in &order {
        let n = eg.id_to_node(Id::from(i));
        assert!(
            i < original || !creates_poison(eg, n, env, &reference),
            "class {c} of {term}: rewriting made {n}, poison from defined operands"
        );
    }
    for class in eg.classes() {
        let Some(Some(want)) = reference.get(&class.id).copied() else {
            continue;
        };
        for n in &class.nodes {
            let got = eval_node(eg, n, env, &|x| {
                reference.get(&eg.find(x)).copied().flatten()
            });
            let Some(got) = got else {
                assert!(
                    !creates_poison(eg, n, env, &reference),
                    "class {} of {term}: node {n} is poison, the original is {want:#x}",
                    class.id
                );
                continue;
            };
            assert_eq!(
                got, want,
                "class {} of {term}: node {n} gives {got:#x}, the original {want:#x}",
                class.id
            );
        }
    }
}

#[test]
fn every_rule_agrees_with_evaluation() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut fired: BTreeSet<String> = BTreeSet::new();
    let rules: Vec<_> = all_rules().iter().map(|r| r.rw()).collect();
    for round in 0..ROUNDS {
        let mut types = TypeStore::new();
        let world = World::new(&mut types, &mut rng);
        let mut eg = EG::new(EAnalysis::default());
        for (&k, &(lo, hi)) in &world.ranges {
            eg.analysis
                .leaf_facts
                .insert(k, Facts::range(world.leaves[k as usize], lo, hi));
        }
        let ty = INTS[rng.below(5) as usize];
        let depth = 2 + rng.below(5) as u32;
        let root = term(&mut eg, &world, &mut rng, ty, depth);
        let mut term = format!("{}", eg.id_to_expr(root));
        if let Some(seed) = SEEDS.get(round % (4 * SEEDS.len())) {
            let e: egg::RecExpr<Node> = seed.parse().expect("seed terms parse");
            eg.add_expr(&e);
            term = format!("{term} and {seed}");
        }
        let original = eg.nodes().len();
        let runner = Runner::<Node, EAnalysis, ()>::new(EAnalysis::default())
            .with_egraph(eg)
            .with_iter_limit(6)
            .with_node_limit(4_000)
            .with_time_limit(Duration::from_secs(3600))
            .run(rules.iter().copied());
        for it in &runner.iterations {
            fired.extend(it.applied.keys().map(|s| s.to_string()));
        }
        let eg = runner.egraph;
        assert_eq!(
            eg.analysis.contradictions, 0,
            "contradictory facts in round {round}: {term}"
        );
        for _ in 0..24 {
            let e = env(&world, &mut rng);
            check(&eg, &e, &term, original);
        }
    }
    // Every rule must have been exercised at some width.
    let base = |name: &str| name.split(':').next().unwrap_or(name).to_string();
    let fired_bases: BTreeSet<String> = fired.iter().map(|n| base(n)).collect();
    let all_bases: BTreeSet<String> = all_rules().iter().map(|r| base(&r.name)).collect();
    let never: Vec<&String> = all_bases.difference(&fired_bases).collect();
    assert!(never.is_empty(), "rules never exercised: {never:?}");
    println!(
        "{} rule instances fired out of {}",
        fired.len(),
        all_rules().len()
    );
}

// ===== each rule on its own ==================================================

/// What a pattern variable may be bound to, from where it occurs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Want {
    /// A value of this type.
    Exact(Ty),
    /// An integer narrower than this many bits (an extension's operand).
    Narrower(u32),
    /// An integer wider than this many bits (a truncation's operand).
    Wider(u32),
    /// Any pointer.
    AnyPtr,
    /// Any integer.
    AnyInt,
    /// The divisor of a pure division: a constant that cannot trap.
    Divisor(BinOp, Ty),
}

/// The types a node's children must have.
fn child_wants(n: &Node) -> Vec<Want> {
    match n.op {
        // Only divisions by a constant that cannot trap are pure.
        Op::Bin(op) if op.can_trap() => vec![Want::Exact(n.ty), Want::Divisor(op, n.ty)],
        Op::Bin(_) | Op::Icmp(_) => vec![Want::Exact(n.ty); 2],
        Op::Select => vec![Want::Exact(Ty::I1), Want::Exact(n.ty), Want::Exact(n.ty)],
        Op::Cast(CastOp::Zext | CastOp::Sext) => vec![Want::Narrower(width(n.ty))],
        Op::Cast(CastOp::Trunc) => vec![Want::Wider(width(n.ty))],
        Op::Cast(CastOp::Bitcast) if is_int(n.ty) => vec![Want::Exact(n.ty)],
        Op::Cast(CastOp::Bitcast | CastOp::PtrToInt) => vec![Want::AnyPtr],
        Op::Cast(CastOp::IntToPtr) => vec![Want::AnyInt],
        Op::PtrAdd => vec![Want::AnyPtr, Want::Exact(Ty::I32)],
        _ => Vec::new(),
    }
}

/// The variables of a pattern with what each may be, in first-occurrence
/// order (an exact type wins over a looser constraint).
fn pattern_vars(ast: &PatternAst<Node>) -> Vec<(Var, Want)> {
    fn walk(ast: &[ENodeOrVar<Node>], at: Id, want: Want, vars: &mut Vec<(Var, Want)>) {
        match &ast[usize::from(at)] {
            ENodeOrVar::Var(v) => match vars.iter_mut().find(|(w, _)| w == v) {
                Some(slot) => {
                    if matches!(want, Want::Exact(_)) && !matches!(slot.1, Want::Divisor(..)) {
                        slot.1 = want;
                    }
                }
                None => vars.push((*v, want)),
            },
            ENodeOrVar::ENode(n) => {
                for (&c, w) in n.children().iter().zip(child_wants(n)) {
                    walk(ast, c, w, vars);
                }
            }
        }
    }
    let nodes = ast.as_ref();
    let mut vars = Vec::new();
    walk(nodes, Id::from(nodes.len() - 1), Want::AnyInt, &mut vars);
    vars
}

fn pick<T: Copy>(rng: &mut Rng, items: &[T]) -> T {
    items[rng.below(items.len() as u64) as usize]
}

/// A type satisfying `want`; `None` if no type does (an extension to
/// `i1`, a truncation to `i64`: a pattern no well-typed term matches).
fn type_for(want: Want, w: &World, rng: &mut Rng) -> Option<Ty> {
    let ints = |keep: &dyn Fn(u32) -> bool| -> Vec<Ty> {
        INTS.iter().copied().filter(|t| keep(width(*t))).collect()
    };
    let choose = |rng: &mut Rng, v: Vec<Ty>| (!v.is_empty()).then(|| pick(rng, &v));
    match want {
        Want::Exact(t) | Want::Divisor(_, t) => Some(t),
        Want::Narrower(bits) => choose(rng, ints(&|b| b < bits)),
        Want::Wider(bits) => choose(rng, ints(&|b| b > bits)),
        Want::AnyPtr => Some(pick(rng, &w.ptrs)),
        Want::AnyInt => Some(pick(rng, &INTS)),
    }
}

/// A constant rules look for: powers of two, sums and differences of two,
/// low masks, shift amounts, edge values.
fn rule_constant(rng: &mut Rng, bits: u32) -> u64 {
    let b = bits as u64;
    let v = match rng.below(8) {
        0 => 1u64 << rng.below(b),
        1 => (1u64 << rng.below(b)).wrapping_neg(),
        2 => {
            let (x, y) = (rng.below(b), rng.below(b));
            if rng.chance(50) {
                (1u64 << x).wrapping_add(1 << y)
            } else {
                (1u64 << x.max(y)).wrapping_sub(1 << x.min(y))
            }
        }
        3 => mask(rng.below(b + 1) as u32),
        4 => rng.below(b.min(8) + 1),
        5 => rng.below(b + 2),
        _ => rng.value(bits),
    };
    zext(v, bits)
}

/// A random operand of type `ty` for a pattern variable.
fn operand(eg: &mut EG, w: &World, rng: &mut Rng, ty: Ty) -> Id {
    if !is_int(ty) {
        let depth = rng.below(2) as u32;
        return term_ptr(eg, w, rng, ty, depth);
    }
    let bits = width(ty);
    match rng.below(20) {
        0..=8 => eg.add(Node::konst(ty, rule_constant(rng, bits))),
        9..=11 => match w.leaf_of(ty, rng) {
            Some(k) => add(eg, Op::Leaf(k), ty, &[]),
            None => term(eg, w, rng, ty, 0),
        },
        12..=15 if bits > 1 => {
            let narrower: Vec<Ty> = INTS.iter().copied().filter(|t| width(*t) < bits).collect();
            let src = pick(rng, &narrower);
            let op = if rng.chance(50) {
                CastOp::Zext
            } else {
                CastOp::Sext
            };
            let x = match w.leaf_of(src, rng) {
                Some(k) if rng.chance(70) => add(eg, Op::Leaf(k), src, &[]),
                _ => term(eg, w, rng, src, 1),
            };
            add(eg, Op::Cast(op), ty, &[x])
        }
        _ => {
            let depth = 1 + rng.below(2) as u32;
            term(eg, w, rng, ty, depth)
        }
    }
}

/// Adds an instance of the pattern `ast` with the variables bound to random
/// operands; returns the root, or `None` if no well-typed term matches.
fn instance(eg: &mut EG, w: &World, rng: &mut Rng, ast: &PatternAst<Node>) -> Option<Id> {
    let mut bound: HashMap<Var, Id> = HashMap::new();
    for (v, want) in pattern_vars(ast) {
        let ty = type_for(want, w, rng)?;
        let x = match want {
            Want::Divisor(op, _) => safe_divisor(eg, rng, op, ty),
            _ => operand(eg, w, rng, ty),
        };
        bound.insert(v, x);
    }
    let mut ids: Vec<Id> = Vec::new();
    for n in ast.as_ref() {
        let id = match n {
            ENodeOrVar::Var(v) => bound[v],
            ENodeOrVar::ENode(n) => {
                let mut n = n.clone();
                for c in n.children_mut() {
                    *c = ids[usize::from(*c)];
                }
                eg.add(n)
            }
        };
        ids.push(id);
    }
    ids.last().copied()
}

/// Left-hand sides of the rules that match nodes through a predicate
/// rather than a pattern. `PA`/`PB` become random pointer types, `TI` a
/// random integer type and `TW` i32 or i64.
const NODE_RULE_SHAPES: &[(&str, &[&str])] = &[
    ("bitcast-self", &["(bitcast:PA ?b)"]),
    ("bitcast-bitcast", &["(bitcast:PA (bitcast:PB ?b))"]),
    (
        "inttoptr-ptrtoint",
        &[
            "(inttoptr:PA (ptrtoint:TW ?b))",
            "(inttoptr:PA (ptrtoint:TI ?b))",
        ],
    ),
    ("ptrtoint-null", &["(ptrtoint:TI null:PA)"]),
    ("ptrtoint-ptradd", &["(ptrtoint:TI (ptradd:PA ?b ?x))"]),
    ("ptrtoint-inttoptr", &["(ptrtoint:TI (inttoptr:PA ?x))"]),
    ("ptradd-zero", &["(ptradd:PA ?b 0:i32)"]),
    ("ptradd-fold", &["(ptradd:PA (ptradd:PB ?b ?c) ?d)"]),
    ("ptradd-split", &["(ptradd:PA ?b (add:i32 ?x ?y))"]),
    (
        "ptradd-const-outward",
        &["(ptradd:PA (ptradd:PB ?b ?c) ?x)"],
    ),
    ("ptradd-bitcast", &["(ptradd:PA (bitcast:PB ?b) ?x)"]),
];

/// The left-hand side to instantiate for `rule` this time.
fn lhs_for(rule: &Rule, w: &World, rng: &mut Rng) -> PatternAst<Node> {
    if let Some(ast) = rule.rw().searcher.get_pattern_ast() {
        return ast.clone();
    }
    let shapes = NODE_RULE_SHAPES
        .iter()
        .find(|(name, _)| *name == rule.name)
        .unwrap_or_else(|| {
            panic!(
                "rule `{}` has no pattern: add its shape to NODE_RULE_SHAPES",
                rule.name
            )
        })
        .1;
    let text = pick(rng, shapes)
        .replace("PA", &ty_name(pick(rng, &w.ptrs)))
        .replace("PB", &ty_name(pick(rng, &w.ptrs)))
        .replace("TI", &ty_name(pick(rng, &INTS)))
        .replace("TW", &ty_name(pick(rng, &[Ty::I32, Ty::I64])));
    let p: egg::Pattern<Node> = text.parse().expect("shapes parse");
    p.ast
}

/// Instances of one rule that must fire.
const FIRINGS_WANTED: usize = 6;
/// Instances tried before giving up on a rule.
const ATTEMPTS: usize = 2000;
/// Random inputs per fired instance.
const INPUTS: usize = 16;

#[test]
fn each_rule_is_sound_on_its_own() {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    let mut unfired = Vec::new();
    let mut instances = 0usize;
    for rule in all_rules() {
        let mut fired = 0;
        for _ in 0..ATTEMPTS {
            if fired >= FIRINGS_WANTED {
                break;
            }
            let mut types = TypeStore::new();
            let world = World::new(&mut types, &mut rng);
            let mut eg = EG::new(EAnalysis::default());
            for (&k, &(lo, hi)) in &world.ranges {
                eg.analysis
                    .leaf_facts
                    .insert(k, Facts::range(world.leaves[k as usize], lo, hi));
            }
            let lhs = lhs_for(rule, &world, &mut rng);
            let Some(root) = instance(&mut eg, &world, &mut rng, &lhs) else {
                break;
            };
            eg.rebuild();
            let term = format!("{}", eg.id_to_expr(root));
            let matches = rule.rw().search(&eg);
            if matches.is_empty() {
                continue;
            }
            let original = eg.nodes().len();
            let changed = rule.rw().apply(&mut eg, &matches);
            eg.rebuild();
            if changed.is_empty() {
                continue;
            }
            fired += 1;
            instances += 1;
            assert_eq!(
                eg.analysis.contradictions, 0,
                "rule `{}` on {term}: contradictory facts",
                rule.name
            );
            let what = format!("rule `{}` on {term}", rule.name);
            for _ in 0..INPUTS {
                let e = env(&world, &mut rng);
                check(&eg, &e, &what, original);
            }
        }
        if fired < FIRINGS_WANTED {
            unfired.push(format!("{} ({fired} firings)", rule.name));
        }
    }
    println!(
        "{} rules checked on their own, {instances} instances",
        all_rules().len()
    );
    assert!(
        unfired.is_empty(),
        "{} rule instances fired fewer than {FIRINGS_WANTED} times in {ATTEMPTS} attempts:\n{}",
        unfired.len(),
        unfired.join("\n")
    );
}
