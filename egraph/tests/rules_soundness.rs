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
//! at least the width, may be refined to anything). The analysis must never
//! find contradictory facts. Finally every rule must have fired somewhere
//! in the run (at some width), so each is actually checked.

use egg::{Id, Language, Runner};
use egret_egraph::eopt::analysis::{EAnalysis, EG, Facts};
use egret_egraph::eopt::eval::{eval_bin, eval_cast, eval_icmp, mask};
use egret_egraph::eopt::lang::{Node, Op, is_int, width};
use egret_egraph::eopt::rules::all_rules;
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
    "(slt:i64 (sext:i64 x2:i32) (sext:i64 x3:i32))",
    "(slt:i64 (zext:i64 x2:i32) (zext:i64 x3:i32))",
    "(select:i1 x6:i1 1:i1 0:i1)",
    "(select:i32 x6:i1 1:i32 0:i32)",
    "(select:i32 (eq:i32 x2:i32 x3:i32) x2:i32 x3:i32)",
    "(select:i32 (ne:i32 x2:i32 x3:i32) x2:i32 x3:i32)",
    "(trunc:i16 (ashr:i64 (sext:i64 x4:i16) 3:i64))",
    "(trunc:i16 (lshr:i64 (zext:i64 x4:i16) 3:i64))",
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

/// Checks every node of every class against the class's original term.
fn check(eg: &EG, env: &Env, term: &str) {
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
    for class in eg.classes() {
        let Some(Some(want)) = reference.get(&class.id).copied() else {
            continue;
        };
        for n in &class.nodes {
            let got = eval_node(eg, n, env, &|x| {
                reference.get(&eg.find(x)).copied().flatten()
            });
            if let Some(got) = got {
                assert_eq!(
                    got, want,
                    "class {} of {term}: node {n} gives {got:#x}, the original {want:#x}",
                    class.id
                );
            }
        }
    }
}

#[test]
fn every_rule_agrees_with_evaluation() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut fired: BTreeSet<String> = BTreeSet::new();
    let rules: Vec<_> = all_rules().iter().map(|r| &r.rw).collect();
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
            check(&eg, &e, &term);
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
