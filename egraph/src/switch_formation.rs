//! Switch formation: a chain of blocks that each test the same value
//! against constants becomes one `switch`, so that the `switch` lowering
//! (jump tables, bit tests, a balanced search; see
//! `egret_llvmlite::legalize`) decides how to dispatch instead of a linear
//! walk through every test. LLVM's SimplifyCFG does the same
//! (`FoldValueComparisonIntoPredecessors`, `SimplifyBranchOnICmpChain`).
//!
//! A branch condition is read as *membership* ([`membership`]): it is true
//! exactly when a value `v` is (or is not) one of a small set of constants.
//! `icmp eq v, C` and `icmp ne v, C` give one constant; an unsigned range
//! test `icmp ult (add v, k), n` (and `ule`, `ugt`, `uge`) gives the values
//! of a small range; `or`, `and`, `xor ... true` and the logical `select`s
//! of such conditions on the same `v` combine their sets. A block whose
//! branch is a membership test (or a `switch` on `v`) is the head of a
//! chain; the chain goes on through the block the test falls through to
//! (the edge taken when `v` is none of the constants) as long as that block
//! is reached only from the chain, has no parameters, holds only pure
//! instructions besides its test (at most [`MAX_SPECULATED`] that are not
//! comparisons or `i1` logic, which the head then executes on every path)
//! and ends in a membership test of the same `v`. The head's terminator
//! becomes `switch v` with one case per constant (a constant an earlier test
//! of the chain took keeps the earlier target), each case passing the
//! arguments of its own edge, so the targets' block parameters (the phis)
//! receive what they received before; the default is where the last test
//! falls through.
//!
//! The pass runs after the last e-graph round, so the passes that reason
//! about branch conditions still see the compares. The mid-end's output is
//! legal IR, so the formed `switch`es are lowered at once by the
//! legalizer's `switch` lowering ([`lower_switches`]): a jump table where
//! at least eight cases are dense enough, bit tests, ranges, under a
//! balanced search.

use crate::cfg;
use cranelift_entity::SecondaryMap;
use egret_llvmlite::legalize::lower_switches;
use egret_llvmlite::{BinOp, Block, BlockCall, Function, Inst, InstData, IntCC, TypeStore, Value};
use std::collections::BTreeSet;

/// The fewest compares a chain must hold to become a `switch`: with fewer,
/// the `switch` lowering tests the cases one after the other, as the chain
/// did.
pub const MIN_TESTS: usize = 4;
/// The most instructions besides its test (and the `i1` logic combining
/// compares) that a block of a chain may hold: the head executes them on
/// every path.
pub const MAX_SPECULATED: usize = 1;
/// The most values an unsigned range test may stand for.
pub const MAX_RANGE: u64 = 32;
/// The most constants one condition may stand for.
const MAX_SET: usize = 256;
/// How deep [`membership`] looks through `or`/`and`/`xor`/`select`.
const MAX_DEPTH: u32 = 8;

/// Forms a `switch` from every chain of membership tests of one value in
/// `f` and lowers it ([`lower_switches`]). Returns whether anything
/// changed.
pub fn run(f: &mut Function, types: &TypeStore) -> bool {
    let changed = form_switches(f, types);
    if changed {
        lower_switches(types, f);
        f.rebuild_inst_blocks();
    }
    changed
}

/// Forms a `switch` from every chain of membership tests of one value in
/// `f`, without lowering it (the result may not be legal IR). Returns
/// whether anything changed.
pub fn form_switches(f: &mut Function, types: &TypeStore) -> bool {
    let mut incoming: SecondaryMap<Block, u32> = SecondaryMap::new();
    incoming.resize(f.blocks.len());
    for &b in &f.layout {
        for s in f.succ_iter(b) {
            incoming[s] += 1;
        }
    }
    let mut merged: SecondaryMap<Block, bool> = SecondaryMap::new();
    merged.resize(f.blocks.len());
    let mut changed = false;
    for head in f.layout.clone() {
        if !merged[head] {
            changed |= form_from(f, types, head, &incoming, &mut merged);
        }
    }
    if changed {
        cfg::remove_unreachable(f);
    }
    changed
}

/// A condition read as membership: it is true exactly when `value` is one
/// of `set` (or, `negated`, none of them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Membership {
    /// The tested value.
    pub value: Value,
    /// The constants (zero-extended from the value's width).
    pub set: BTreeSet<u64>,
    /// Whether the condition is true when the value is *not* in the set.
    pub negated: bool,
    /// The compares the condition is made of.
    pub tests: usize,
}

impl Membership {
    /// The condition negated.
    fn not(mut self) -> Membership {
        self.negated = !self.negated;
        self
    }

    /// `self || other`, if both test the same value.
    fn or(self, other: Membership) -> Option<Membership> {
        if self.value != other.value {
            return None;
        }
        let (set, negated) = match (self.negated, other.negated) {
            (false, false) => (&self.set | &other.set, false),
            (true, true) => (&self.set & &other.set, true),
            (false, true) => (&other.set - &self.set, true),
            (true, false) => (&self.set - &other.set, true),
        };
        (set.len() <= MAX_SET).then_some(Membership {
            value: self.value,
            set,
            negated,
            tests: self.tests + other.tests,
        })
    }

    /// `self && other`, if both test the same value.
    fn and(self, other: Membership) -> Option<Membership> {
        Some(self.not().or(other.not())?.not())
    }
}

/// Reads `cond` (an `i1`) as membership of one integer value of 2 to 32
/// bits in a set of constants, if it is one.
pub fn membership(f: &Function, types: &TypeStore, cond: Value) -> Option<Membership> {
    membership_at(f, types, cond, 0)
}

fn membership_at(f: &Function, types: &TypeStore, cond: Value, depth: u32) -> Option<Membership> {
    if depth > MAX_DEPTH {
        return None;
    }
    let inst = defining_inst(f, cond)?;
    let sub = |v: Value| membership_at(f, types, v, depth + 1);
    let is_const = |v: Value, c: u64| f.const_value(v) == Some(c);
    match &f.insts[inst] {
        InstData::Icmp { cc, args } => compare_membership(f, types, *cc, *args),
        InstData::Binary { op, args, .. } => match op {
            BinOp::Or => sub(args[0])?.or(sub(args[1])?),
            BinOp::And => sub(args[0])?.and(sub(args[1])?),
            BinOp::Xor if is_const(args[1], 1) => Some(sub(args[0])?.not()),
            BinOp::Xor if is_const(args[0], 1) => Some(sub(args[1])?.not()),
            _ => None,
        },
        // `select c, true, b` is `c || b`; `select c, b, false` is `c && b`.
        InstData::Select { args: [c, a, b] } if is_const(*a, 1) => sub(*c)?.or(sub(*b)?),
        InstData::Select { args: [c, a, b] } if is_const(*b, 0) => sub(*c)?.and(sub(*a)?),
        _ => None,
    }
}

/// The instruction defining `v`, if an instruction does.
fn defining_inst(f: &Function, v: Value) -> Option<Inst> {
    match f.value_def(v) {
        egret_llvmlite::ValueDef::Inst(i) => Some(i),
        _ => None,
    }
}

/// `icmp cc a, b` as membership: an equality with a constant, or an
/// unsigned compare of `v + k` with a constant that covers at most
/// [`MAX_RANGE`] values.
fn compare_membership(
    f: &Function,
    types: &TypeStore,
    cc: IntCC,
    [a, b]: [Value; 2],
) -> Option<Membership> {
    let (x, cc, c) = match (f.const_value(a), f.const_value(b)) {
        (None, Some(c)) => (a, cc, c),
        (Some(c), None) => (b, cc.swap(), c),
        _ => return None,
    };
    let bits = types.int_bits(f.value_type(x))?;
    if !(2..=32).contains(&bits) {
        return None;
    }
    let mask = (1u64 << bits) - 1;
    let one = |value, negated| {
        Some(Membership {
            value,
            set: BTreeSet::from([c]),
            negated,
            tests: 1,
        })
    };
    // The values `x` is compared within: `x <u lo..` as `x in 0..n`.
    let (count, negated) = match cc {
        IntCC::Eq => return one(x, false),
        IntCC::Ne => return one(x, true),
        IntCC::Ult => (c, false),
        IntCC::Ule => (c + 1, false),
        IntCC::Ugt => (c + 1, true),
        IntCC::Uge => (c, true),
        _ => return None,
    };
    if count == 0 || count > MAX_RANGE {
        return None;
    }
    let (value, offset) = offset_of(f, x, mask);
    let set = (0..count).map(|k| k.wrapping_sub(offset) & mask).collect();
    Some(Membership {
        value,
        set,
        negated,
        tests: 1,
    })
}

/// `x` as `v + k` (`k` modulo the width's `mask`) when `x` adds a constant
/// to (or subtracts one from) `v`; else `x + 0`.
fn offset_of(f: &Function, x: Value, mask: u64) -> (Value, u64) {
    let Some(inst) = defining_inst(f, x) else {
        return (x, 0);
    };
    if let InstData::Binary { op, args, .. } = &f.insts[inst] {
        match (op, f.const_value(args[0]), f.const_value(args[1])) {
            (BinOp::Add, None, Some(k)) => return (args[0], k & mask),
            (BinOp::Add, Some(k), None) => return (args[1], k & mask),
            (BinOp::Sub, None, Some(k)) => return (args[0], k.wrapping_neg() & mask),
            _ => {}
        }
    }
    (x, 0)
}

/// What a block's terminator does with the tested value: the cases it
/// takes away from the chain and where it falls through.
struct Dispatch {
    value: Value,
    cases: Vec<(u64, BlockCall)>,
    default: BlockCall,
    tests: usize,
}

/// The terminator of `b` as a dispatch on one value: a branch on a
/// membership condition or a `switch`.
fn dispatch_of(f: &Function, types: &TypeStore, b: Block) -> Option<Dispatch> {
    let term = f.terminator(b)?;
    match &f.insts[term] {
        InstData::Branch {
            cond,
            then_dest,
            else_dest,
        } => {
            let m = membership(f, types, *cond)?;
            let (hit, miss) = if m.negated {
                (else_dest, then_dest)
            } else {
                (then_dest, else_dest)
            };
            Some(Dispatch {
                value: m.value,
                cases: m.set.iter().map(|&c| (c, hit.clone())).collect(),
                default: miss.clone(),
                tests: m.tests,
            })
        }
        InstData::Switch {
            cond,
            default,
            cases,
        } => Some(Dispatch {
            value: *cond,
            cases: cases.clone(),
            default: default.clone(),
            tests: cases.len(),
        }),
        _ => None,
    }
}

/// Whether the instructions of `b` before its terminator may run on every
/// path through the chain's head: all pure, and at most [`MAX_SPECULATED`]
/// of them neither compares nor `i1` logic.
fn speculatable(f: &Function, types: &TypeStore, b: Block) -> bool {
    let insts = &f.blocks[b].insts;
    let body = &insts[..insts.len().saturating_sub(1)];
    let mut extra = 0;
    for &i in body {
        let data = &f.insts[i];
        if !cfg::is_pure(data) {
            return false;
        }
        let is_bool = f
            .inst_result(i)
            .is_some_and(|v| types.int_bits(f.value_type(v)) == Some(1));
        if !matches!(data, InstData::Icmp { .. }) && !is_bool {
            extra += 1;
        }
    }
    extra <= MAX_SPECULATED
}

/// Follows the chain that starts at `head` and, if it is worth it, makes
/// `head` end in one `switch`. `incoming` counts each block's incoming
/// edges; blocks merged into a head are marked in `merged`.
fn form_from(
    f: &mut Function,
    types: &TypeStore,
    head: Block,
    incoming: &SecondaryMap<Block, u32>,
    merged: &mut SecondaryMap<Block, bool>,
) -> bool {
    let Some(mut d) = dispatch_of(f, types, head) else {
        return false;
    };
    let mut seen: BTreeSet<u64> = BTreeSet::new();
    d.cases.retain(|(c, _)| seen.insert(*c));
    let mut chain: Vec<Block> = Vec::new();
    loop {
        let next = d.default.block;
        if next == head
            || merged[next]
            || chain.contains(&next)
            || incoming[next] != 1
            || !f.blocks[next].params.is_empty()
            || !speculatable(f, types, next)
        {
            break;
        }
        let Some(more) = dispatch_of(f, types, next) else {
            break;
        };
        if more.value != d.value {
            break;
        }
        chain.push(next);
        for (c, call) in more.cases {
            if seen.insert(c) {
                d.cases.push((c, call));
            }
        }
        d.default = more.default;
        d.tests += more.tests;
    }
    let Some(term) = f.terminator(head) else {
        return false;
    };
    // A `switch` alone is one already.
    let was_switch = matches!(f.insts[term], InstData::Switch { .. });
    if (chain.is_empty() && was_switch) || !worth_a_switch(&d) {
        return false;
    }
    for &b in &chain {
        merged[b] = true;
        let moved: Vec<Inst> = {
            let insts = &mut f.blocks[b].insts;
            let keep = insts.len().saturating_sub(1);
            insts.drain(..keep).collect()
        };
        let at = f.blocks[head].insts.len() - 1;
        f.blocks[head].insts.splice(at..at, moved);
    }
    f.insts[term] = InstData::Switch {
        cond: d.value,
        default: d.default,
        cases: d.cases,
    };
    true
}

/// Whether dispatch `d` should become a `switch`: at least [`MIN_TESTS`]
/// compares.
fn worth_a_switch(d: &Dispatch) -> bool {
    d.tests >= MIN_TESTS && !d.cases.is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{check_same_behaviour, run_pass};
    use egret_llvmlite::Module;

    /// A module whose `main` calls `@f` (defined by `f_src`, taking one
    /// `ty` argument and returning i32) on 0..300 and folds the results
    /// into a hash, so that the interpreter compares every case.
    fn with_main(f_src: &str, ty: &str) -> String {
        let x = if ty == "i32" {
            "%x = add i32 %i, 0".to_string()
        } else {
            format!("%x = trunc i32 %i to {ty}")
        };
        format!(
            "{f_src}
            define i32 @main() {{
            entry:
              br label %loop
            loop:
              %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
              %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
              {x}
              %r = call i32 @f({ty} %x)
              %h1 = mul i32 %h, 31
              %h2 = add i32 %h1, %r
              %i1 = add i32 %i, 1
              %more = icmp ult i32 %i1, 300
              br i1 %more, label %loop, label %done
            done:
              ret i32 %h2
            }}"
        )
    }

    /// Runs the pass on `src`, checks behaviour, and returns `@f`'s
    /// switches (case counts) and block count.
    fn form(src: &str) -> (Vec<usize>, usize) {
        let (after, before) = run_pass(src, |f, m| form_switches(f, &m.types));
        check_same_behaviour(&before, &after);
        // And lowered, as the pass leaves it: legal and still the same.
        let (lowered, _) = run_pass(src, |f, m| run(f, &m.types));
        check_same_behaviour(&before, &lowered);
        assert!(egret_llvmlite::legalize::check_legal(&lowered).is_empty());
        shape(&after)
    }

    fn shape(m: &Module) -> (Vec<usize>, usize) {
        let fr = m.func_by_name("f").expect("@f");
        let body = m.funcs[fr].body.as_ref().expect("@f is defined");
        let switches = body
            .layout
            .iter()
            .filter_map(|&b| match &body.insts[body.terminator(b)?] {
                InstData::Switch { cases, .. } => Some(cases.len()),
                _ => None,
            })
            .collect();
        (switches, body.layout.len())
    }

    /// `@f` as a chain testing `%x` against each of `consts` in turn (with
    /// `cc`, `eq` or `ne`), case `k` returning `k * 10 + 1` through a phi.
    fn chain(consts: &[u64], ty: &str, cc: &str) -> String {
        let mut s = format!("define i32 @f({ty} %x) {{\nentry:\n  br label %t0\n");
        for (k, c) in consts.iter().enumerate() {
            let (hit, miss) = (format!("%c{k}"), format!("%t{}", k + 1));
            let (then, els) = if cc == "eq" {
                (&hit, &miss)
            } else {
                (&miss, &hit)
            };
            s += &format!(
                "t{k}:\n  %q{k} = icmp {cc} {ty} %x, {c}\n  br i1 %q{k}, label {then}, label {els}\n\
                 c{k}:\n  br label %join\n"
            );
        }
        let n = consts.len();
        let incoming: Vec<String> = (0..n)
            .map(|k| format!("[ {}, %c{k} ]", k * 10 + 1))
            .collect();
        s += &format!(
            "t{n}:\n  br label %join\njoin:\n  %r = phi i32 {}, [ 0, %t{n} ]\n  ret i32 %r\n}}",
            incoming.join(", ")
        );
        s
    }

    #[test]
    fn an_equality_chain_becomes_one_switch() {
        let consts = [3, 17, 40, 41, 42, 99, 120, 7, 250, 64];
        let (switches, _) = form(&with_main(&chain(&consts, "i32", "eq"), "i32"));
        assert_eq!(switches, vec![10]);
    }

    #[test]
    fn a_chain_of_ne_tests_becomes_one_switch() {
        let consts = [5, 9, 200, 33];
        let (switches, _) = form(&with_main(&chain(&consts, "i32", "ne"), "i32"));
        assert_eq!(switches, vec![4]);
    }

    #[test]
    fn an_i8_chain_keeps_its_width() {
        let consts = [255, 10, 128, 77];
        let (switches, _) = form(&with_main(&chain(&consts, "i8", "eq"), "i8"));
        assert_eq!(switches, vec![4]);
    }

    #[test]
    fn three_tests_stay_a_chain() {
        let consts = [3, 170, 20];
        let (switches, _) = form(&with_main(&chain(&consts, "i32", "eq"), "i32"));
        assert!(switches.is_empty());
    }

    #[test]
    fn a_dense_chain_of_fourteen_becomes_a_jump_table() {
        let consts: Vec<u64> = (0..14).collect();
        let src = with_main(&chain(&consts, "i32", "eq"), "i32");
        assert_eq!(form(&src).0, vec![14]);
        let (after, _) = run_pass(&src, |f, m| run(f, &m.types));
        // The one `switch` left is the table the lowering made.
        assert_eq!(shape(&after).0, vec![14]);
    }

    #[test]
    fn a_sparse_chain_is_lowered_to_a_search() {
        let consts = [3, 17, 40, 1000, 5000, 99];
        let src = with_main(&chain(&consts, "i32", "eq"), "i32");
        assert_eq!(form(&src).0, vec![6]);
        let (after, _) = run_pass(&src, |f, m| run(f, &m.types));
        assert!(shape(&after).0.is_empty());
    }

    #[test]
    fn or_ed_equalities_and_logical_selects_join_the_cases() {
        let src = with_main(
            "define i32 @f(i32 %x) {
            entry:
              %a = icmp eq i32 %x, 32
              %b = icmp eq i32 %x, 9
              %c = icmp eq i32 %x, 10
              %ab = or i1 %a, %b
              %abc = select i1 %ab, i1 true, i1 %c
              br i1 %abc, label %space, label %next
            next:
              %d = icmp eq i32 %x, 100
              br i1 %d, label %hundred, label %other
            space:
              ret i32 1
            hundred:
              ret i32 2
            other:
              ret i32 3
            }",
            "i32",
        );
        let (switches, blocks) = form(&src);
        assert_eq!(switches, vec![4]);
        assert_eq!(blocks, 4);
    }

    #[test]
    fn and_ed_inequalities_are_the_complement() {
        let src = with_main(
            "define i32 @f(i32 %x) {
            entry:
              %a = icmp ne i32 %x, 32
              %b = icmp ne i32 %x, 9
              %c = icmp ne i32 %x, 77
              %d = icmp ne i32 %x, 78
              %ab = and i1 %a, %b
              %abc = select i1 %ab, i1 %c, i1 false
              %abcd = and i1 %abc, %d
              br i1 %abcd, label %other, label %space
            space:
              ret i32 1
            other:
              ret i32 3
            }",
            "i32",
        );
        assert_eq!(form(&src).0, vec![4]);
    }

    #[test]
    fn a_range_test_in_the_chain_becomes_its_values() {
        // `x - 48 <u 10` is `x` in '0'..='9'.
        let src = with_main(
            "define i32 @f(i32 %x) {
            entry:
              %sp = icmp eq i32 %x, 32
              br i1 %sp, label %space, label %t1
            t1:
              %d = add i32 %x, -48
              %dig = icmp ult i32 %d, 10
              br i1 %dig, label %digit, label %t2
            t2:
              %plus = icmp eq i32 %x, 43
              br i1 %plus, label %op, label %t3
            t3:
              %minus = icmp eq i32 %x, 45
              br i1 %minus, label %op, label %other
            space:
              ret i32 1
            digit:
              %v = sub i32 %x, 40
              ret i32 %v
            op:
              %o = phi i32 [ 5, %t2 ], [ 6, %t3 ]
              ret i32 %o
            other:
              ret i32 0
            }",
            "i32",
        );
        assert_eq!(form(&src).0, vec![13]);
    }

    #[test]
    fn a_later_test_of_a_taken_constant_is_dropped() {
        let consts = [3, 17, 3, 40, 41];
        let (switches, _) = form(&with_main(&chain(&consts, "i32", "eq"), "i32"));
        assert_eq!(switches, vec![4]);
    }

    #[test]
    fn a_block_with_a_store_ends_the_chain() {
        let src = with_main(
            "@g = global i32 0
            define i32 @f(i32 %x) {
            entry:
              %a = icmp eq i32 %x, 1
              br i1 %a, label %one, label %t1
            t1:
              store i32 %x, i32* @g
              %b = icmp eq i32 %x, 50
              br i1 %b, label %two, label %t2
            t2:
              %c = icmp eq i32 %x, 90
              br i1 %c, label %three, label %t3
            t3:
              %e = icmp eq i32 %x, 91
              br i1 %e, label %three, label %t4
            t4:
              %g = icmp eq i32 %x, 92
              br i1 %g, label %two, label %other
            one:
              ret i32 1
            two:
              ret i32 2
            three:
              ret i32 3
            other:
              ret i32 0
            }",
            "i32",
        );
        // The chain starts at `t1`: four tests, not five.
        assert_eq!(form(&src).0, vec![4]);
    }

    #[test]
    fn a_block_entered_from_elsewhere_ends_the_chain() {
        let src = with_main(
            "define i32 @f(i32 %x) {
            entry:
              %big = icmp ugt i32 %x, 200
              br i1 %big, label %t1, label %t0
            t0:
              %a = icmp eq i32 %x, 1
              br i1 %a, label %one, label %t1
            t1:
              %b = icmp eq i32 %x, 50
              br i1 %b, label %two, label %t2
            t2:
              %c = icmp eq i32 %x, 90
              br i1 %c, label %three, label %t3
            t3:
              %e = icmp eq i32 %x, 91
              br i1 %e, label %three, label %t4
            t4:
              %g = icmp eq i32 %x, 92
              br i1 %g, label %two, label %other
            one:
              ret i32 1
            two:
              ret i32 2
            three:
              ret i32 3
            other:
              ret i32 0
            }",
            "i32",
        );
        // The chain starts at `t1`: four tests, not five.
        assert_eq!(form(&src).0, vec![4]);
    }

    #[test]
    fn a_test_of_another_value_ends_the_chain() {
        let src = with_main(
            "define i32 @f(i32 %x) {
            entry:
              %y = mul i32 %x, 3
              %a = icmp eq i32 %x, 1
              br i1 %a, label %one, label %t1
            t1:
              %b = icmp eq i32 %x, 50
              br i1 %b, label %two, label %t2
            t2:
              %c = icmp eq i32 %y, 90
              br i1 %c, label %three, label %t3
            t3:
              %e = icmp eq i32 %x, 91
              br i1 %e, label %three, label %t4
            t4:
              %g = icmp eq i32 %x, 92
              br i1 %g, label %two, label %other
            one:
              ret i32 1
            two:
              ret i32 2
            three:
              ret i32 3
            other:
              ret i32 0
            }",
            "i32",
        );
        // `x` twice, `y`, `x` twice: no chain of four tests of one value.
        assert!(form(&src).0.is_empty());
    }

    #[test]
    fn a_pure_instruction_used_later_is_hoisted_into_the_head() {
        let src = with_main(
            "define i32 @f(i32 %x) {
            entry:
              %a = icmp eq i32 %x, 1
              br i1 %a, label %one, label %t1
            t1:
              %y = mul i32 %x, 7
              %b = icmp eq i32 %x, 50
              br i1 %b, label %two, label %t2
            t2:
              %c = icmp eq i32 %x, 90
              br i1 %c, label %three, label %t3
            t3:
              %e = icmp eq i32 %x, 91
              br i1 %e, label %one, label %other
            one:
              ret i32 1
            two:
              ret i32 %y
            three:
              %z = add i32 %y, 1
              ret i32 %z
            other:
              ret i32 0
            }",
            "i32",
        );
        assert_eq!(form(&src).0, vec![4]);
    }

    #[test]
    fn membership_reads_unsigned_ranges() {
        let src = "define i1 @f(i8 %x) {
            entry:
              %d = add i8 %x, 3
              %c = icmp uge i8 %d, 5
              ret i1 %c
            }";
        let (m, fr) = crate::testutil::parse_fn(src);
        let body = m.funcs[fr].body.as_ref().expect("body");
        let c = body
            .value_names
            .iter()
            .find(|(_, n)| &***n == "c")
            .map(|(v, _)| *v);
        let got = membership(body, &m.types, c.expect("%c")).expect("a membership");
        // `x + 3 >=u 5` is false for x + 3 in 0..5, x in {253, 254, 255, 0, 1}.
        assert!(got.negated);
        assert_eq!(got.set, BTreeSet::from([0, 1, 253, 254, 255]));
    }
}
