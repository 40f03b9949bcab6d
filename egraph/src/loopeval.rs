//! Evaluation of loops that compute on constants only (-O2).
//!
//! A natural loop whose instructions are all pure integer operations
//! (arithmetic, comparisons, selects, conversions; no memory access, call
//! or `alloca`), whose header is entered only by edges passing the same
//! constants, and
//! which reads no value from outside but constants, computes the same
//! thing every time it runs: it can be run once, here. The pass simulates
//! such a loop on the IR's exact wrapping arithmetic
//! ([`crate::eopt::eval`]) until it leaves, then sends the entering edges
//! straight to the block the loop left to, with the constants it passed,
//! and gives every use of a loop value after the loop the constant it held
//! on leaving. The loop becomes unreachable and simplify-cfg removes it.
//!
//! This is what full unrolling followed by constant folding achieves, for
//! any trip count and without growing the code: `fac(6)` inlined as a loop
//! becomes `720`, a doubling loop run 63 times becomes `INT64_MIN`.
//!
//! Evaluation stops, and the loop is left alone, when an operation would
//! trap or produce poison (division by zero, a shift by the width or
//! more) or when the function's budget of evaluated instructions
//! ([`FUEL`], [`LOOP_FUEL`] for one loop) runs out — a loop that never
//! ends is simply not evaluated.
//! The budget counts instructions, not time, so the result is
//! deterministic.

use crate::eopt::eval::{eval_bin, eval_cast, eval_icmp};
use cranelift_entity::{EntitySet, SecondaryMap};
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::loops::{Loop, LoopInfo};
use egret_llvmlite::{
    BinOp, Block, BlockCall, CastOp, Function, Inst, InstData, IntCC, PredTable, TypeStore, Value,
    ValueDef,
};

/// Instructions a function may evaluate at compile time, over all its
/// loops (a few milliseconds at worst: the simulator runs compiled slots).
/// Enough for a loop of 20,000 iterations of ten operations, as a
/// recursion turned into a loop by `tailrec` and called with constants
/// often is; the O2/O0 compile-time ratio over tests/programs did not move
/// when it grew from 50,000 (issue 21).
pub const FUEL: u64 = 400_000;

/// Instructions one loop may evaluate (within [`FUEL`]).
pub const LOOP_FUEL: u64 = 200_000;

/// Where a simulated loop leaves to: the block, the constants passed to its
/// parameters, and the last value of every loop value.
type Exit = (Block, Vec<u64>, SecondaryMap<Value, Option<u64>>);

/// Evaluates every loop of `f` that computes on constants only; returns
/// whether one was.
pub fn run(f: &mut Function, types: &TypeStore) -> bool {
    if !f.may_have_cycles() {
        return false;
    }
    let dt = DomTree::compute(f);
    let li = LoopInfo::compute(f, &dt);
    let mut preds = f.pred_table();
    let mut fuel = FUEL;
    let mut done: Vec<usize> = Vec::new();
    let mut changed = false;
    // Outer loops first (they come first in `li.loops`): evaluating one
    // takes its inner loops with it.
    for l in 0..li.loops.len() {
        let lp = &li.loops[l];
        if done.iter().any(|&d| li.loops[d].blocks.contains(lp.header)) {
            continue;
        }
        // The constant each header parameter gets on entry, if every edge
        // into the loop passes the same one.
        let mut entering_blocks: Vec<Block> = preds[lp.header]
            .iter()
            .copied()
            .filter(|&p| !lp.blocks.contains(p))
            .collect();
        entering_blocks.dedup();
        let Some(consts) = entering_consts(f, &preds, &entering_blocks, lp.header) else {
            continue;
        };
        let whole = consts.iter().all(Option::is_some) && is_pure_and_closed(f, types, lp);
        let slice = if whole {
            None
        } else {
            match pure_slice(f, types, lp, &consts) {
                Some(s) if slice_used_after(f, lp, &s) => Some(s),
                _ => continue,
            }
        };
        let entering: Vec<u64> = consts.iter().map(|c| c.unwrap_or(0)).collect();
        let had = fuel.min(LOOP_FUEL);
        let mut left = had;
        let result = simulate(f, types, lp, slice.as_ref(), &entering, &mut left);
        fuel -= had - left;
        let Some(exit) = result else {
            continue;
        };
        changed = true;
        if let Some(slice) = &slice {
            // The loop still runs, for its effects; only its pure slice's
            // results are known.
            replace_slice_uses(f, types, lp, slice, &exit.2);
            continue;
        }
        rewrite(f, types, lp, &entering_blocks, exit);
        done.push(l);
        // The exit has new predecessors. The dead loop keeps its edges
        // until simplify-cfg removes it: another loop entered from there
        // is evaluated only if the dead edge passes the same constants
        // (harmless, as it is never taken).
        preds = f.pred_table();
    }
    changed
}

/// For each parameter of `header`, the constant every edge from
/// `entering` passes to it (`None` where they disagree or pass a
/// non-constant), if each of those blocks reaches `header` by exactly one
/// edge ([`constant`]).
fn entering_consts(
    f: &Function,
    preds: &PredTable,
    entering: &[Block],
    header: Block,
) -> Option<Vec<Option<u64>>> {
    let mut agreed: Option<Vec<Option<u64>>> = None;
    for &pre in entering {
        let term = f.terminator(pre)?;
        let mut edges = f.insts[term].targets_iter().filter(|t| t.block == header);
        let edge = edges.next()?;
        if edges.next().is_some() {
            return None;
        }
        let args = edge
            .args
            .iter()
            .map(|&a| constant(f, preds, a, PARAM_DEPTH));
        match &mut agreed {
            None => agreed = Some(args.collect()),
            Some(known) => {
                for (k, c) in known.iter_mut().zip(args) {
                    if *k != c {
                        *k = None;
                    }
                }
            }
        }
    }
    agreed
}

/// How many block parameters [`constant`] looks through.
const PARAM_DEPTH: u32 = 4;

/// The integer constant `v` is: a constant, or a block parameter every
/// edge into its block sets to the same constant (looking through `depth`
/// parameters; the first e-graph round has not seen the branches that a
/// loop evaluated just before decides).
fn constant(f: &Function, preds: &PredTable, v: Value, depth: u32) -> Option<u64> {
    match f.value_def(v) {
        ValueDef::Const(c) => Some(c),
        ValueDef::Param(b, k) if depth > 0 && Some(b) != f.entry() => {
            let mut agreed = None;
            for &p in &preds[b] {
                let term = f.terminator(p)?;
                for t in f.insts[term].targets_iter().filter(|t| t.block == b) {
                    let c = constant(f, preds, t.args[k as usize], depth - 1)?;
                    if agreed.is_some_and(|a| a != c) {
                        return None;
                    }
                    agreed = Some(c);
                }
            }
            agreed
        }
        _ => None,
    }
}

/// Whether every instruction of the loop is a pure integer operation or a
/// branch that stays in the function, and every operand is a constant or
/// a value of the loop.
fn is_pure_and_closed(f: &Function, types: &TypeStore, lp: &Loop) -> bool {
    let mut insts: EntitySet<Inst> = EntitySet::new();
    for b in lp.blocks.iter() {
        for &i in &f.blocks[b].insts {
            insts.insert(i);
        }
    }
    let inside = |v: Value| match f.value_def(v) {
        ValueDef::Const(_) => types.is_int(f.value_type(v)),
        ValueDef::Inst(i) => insts.contains(i),
        ValueDef::Param(b, _) => lp.blocks.contains(b) && types.is_int(f.value_type(v)),
        _ => false,
    };
    let mut ok = true;
    for b in lp.blocks.iter() {
        for &i in &f.blocks[b].insts {
            let data = &f.insts[i];
            let pure = match data {
                InstData::Binary { .. } | InstData::Icmp { .. } | InstData::Select { .. } => true,
                InstData::Cast { op, .. } => !matches!(op, CastOp::PtrToInt | CastOp::IntToPtr),
                InstData::Jump { .. } | InstData::Branch { .. } => true,
                _ => false,
            };
            if !pure
                || f.inst_result(i)
                    .is_some_and(|r| !types.is_int(f.value_type(r)))
            {
                return false;
            }
            data.for_each_arg(|v| ok &= inside(v));
            if !ok {
                return false;
            }
        }
    }
    true
}

/// The values of a loop that [`pure_slice`] found computable on their own.
type Slice = SecondaryMap<Value, bool>;

/// Whether `data` computes an integer from its operands alone (no
/// memory, no call, no control).
fn is_pure_op(data: &InstData) -> bool {
    match data {
        InstData::Binary { .. } | InstData::Icmp { .. } | InstData::Select { .. } => true,
        InstData::Cast { op, .. } => !matches!(op, CastOp::PtrToInt | CastOp::IntToPtr),
        _ => false,
    }
}

/// The *pure slice* of a loop that also does other work (calls, memory):
/// the integer values (of at most 64 bits) computed by pure operations
/// from constants and other slice values only, with header parameters
/// that enter as the same constant on every entering edge (`entering`).
/// The slice runs the same way every time the loop runs, whatever the rest
/// of the loop does, provided the rest cannot steer it: every branch in
/// the loop must test a slice value (or a constant), and every terminator
/// must be a jump or a branch. `None` when that does not hold or the slice
/// is empty.
fn pure_slice(
    f: &Function,
    types: &TypeStore,
    lp: &Loop,
    entering: &[Option<u64>],
) -> Option<Slice> {
    let word = |v: Value| types.int_bits(f.value_type(v)).is_some_and(|b| b <= 64);
    let mut slice: Slice = SecondaryMap::new();
    for b in lp.blocks.iter() {
        for (k, &p) in f.blocks[b].params.iter().enumerate() {
            slice[p] = word(p) && (b != lp.header || entering[k].is_some());
        }
        for &i in &f.blocks[b].insts {
            if let Some(r) = f.inst_result(i) {
                slice[r] = is_pure_op(&f.insts[i]) && word(r);
            }
        }
    }
    // Shrink to the greatest set closed under its operands.
    let known = |slice: &Slice, v: Value| slice[v] || f.const_value(v).is_some();
    let mut changed = true;
    while changed {
        changed = false;
        for b in lp.blocks.iter() {
            for &i in &f.blocks[b].insts {
                let data = &f.insts[i];
                if let Some(r) = f.inst_result(i).filter(|&r| slice[r]) {
                    let mut ok = true;
                    data.for_each_arg(|v| ok &= known(&slice, v));
                    if !ok {
                        slice[r] = false;
                        changed = true;
                    }
                }
                let mut dropped = Vec::new();
                for t in data.targets_iter().filter(|t| lp.blocks.contains(t.block)) {
                    for (&p, &a) in f.blocks[t.block].params.iter().zip(&t.args) {
                        if slice[p] && !known(&slice, a) {
                            dropped.push(p);
                        }
                    }
                }
                for p in dropped {
                    slice[p] = false;
                    changed = true;
                }
            }
        }
    }
    let mut any = false;
    for b in lp.blocks.iter() {
        let term = f.terminator(b)?;
        match &f.insts[term] {
            InstData::Jump { .. } => {}
            InstData::Branch { cond, .. } if known(&slice, *cond) => {}
            _ => return None,
        }
        any |= f.blocks[b].params.iter().any(|&p| slice[p]);
    }
    any.then_some(slice)
}

/// Whether a value of `slice` is used after the loop: by an instruction
/// outside it, or as an argument of an edge leaving it.
fn slice_used_after(f: &Function, lp: &Loop, slice: &Slice) -> bool {
    let mut used = false;
    for &b in &f.layout {
        let inside = lp.blocks.contains(b);
        for &i in &f.blocks[b].insts {
            let data = &f.insts[i];
            if !inside {
                data.for_each_arg(|v| used |= slice[v]);
            } else {
                for t in data.targets_iter().filter(|t| !lp.blocks.contains(t.block)) {
                    used |= t.args.iter().any(|&a| slice[a]);
                }
            }
        }
    }
    used
}

/// Replaces every use after the loop of a value of `slice` (outside the
/// loop, or on an edge leaving it) by the last value it held (`env`): the
/// loop exits only once the slice says so, with those values.
fn replace_slice_uses(
    f: &mut Function,
    types: &TypeStore,
    lp: &Loop,
    slice: &Slice,
    env: &SecondaryMap<Value, Option<u64>>,
) {
    let mut replace: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    for b in lp.blocks.iter() {
        let mut values: Vec<Value> = f.blocks[b].params.clone();
        values.extend(f.blocks[b].insts.iter().filter_map(|&i| f.inst_result(i)));
        for v in values.into_iter().filter(|&v| slice[v]) {
            if let Some(c) = env[v] {
                let ty = f.value_type(v);
                replace[v] = Some(f.iconst(types, ty, c));
            }
        }
    }
    let layout = f.layout.clone();
    for b in layout {
        let inside = lp.blocks.contains(b);
        for k in 0..f.blocks[b].insts.len() {
            let i = f.blocks[b].insts[k];
            if !inside {
                f.insts[i].map_args(|v| replace[v].unwrap_or(v));
                continue;
            }
            for t in f.insts[i].targets_mut() {
                if !lp.blocks.contains(t.block) {
                    for a in t.args.iter_mut() {
                        *a = replace[*a].unwrap_or(*a);
                    }
                }
            }
        }
    }
}

/// Runs the loop from the entering edge's arguments; returns the block it
/// leaves to, the constants it passes there and the last value of every
/// loop value, or `None` when it traps, produces poison or runs out of
/// fuel.
fn simulate(
    f: &Function,
    types: &TypeStore,
    lp: &Loop,
    slice: Option<&Slice>,
    entering: &[u64],
    fuel: &mut u64,
) -> Option<Exit> {
    let code = Code::compile(f, types, lp, slice)?;
    let mut regs = code.init.clone();
    // A value has a last value once its block ran.
    let mut ran = vec![false; code.blocks.len()];
    let mut scratch: Vec<u64> = Vec::new();
    for (&dst, &v) in code.blocks[0].params.iter().zip(entering) {
        regs[dst as usize] = v;
    }
    let mut block = 0usize;
    loop {
        let b = &code.blocks[block];
        ran[block] = true;
        *fuel = fuel.checked_sub(b.ops.len() as u64 + 1)?;
        for op in &b.ops {
            regs[op.dst as usize] = op.run(&regs)?;
        }
        let edge = match &b.term {
            Term::Jump(e) => e,
            Term::Branch(c, t, e) => {
                if regs[*c as usize] != 0 {
                    t
                } else {
                    e
                }
            }
        };
        scratch.clear();
        scratch.extend(edge.args.iter().map(|&a| regs[a as usize]));
        match edge.target {
            Target::Exit(exit) => {
                let mut env: SecondaryMap<Value, Option<u64>> = SecondaryMap::new();
                for &(v, slot, home) in &code.slots {
                    if ran[home] {
                        env[v] = Some(regs[slot as usize]);
                    }
                }
                return Some((exit, scratch, env));
            }
            Target::Block(k) => {
                for (&dst, &v) in code.blocks[k].params.iter().zip(&scratch) {
                    regs[dst as usize] = v;
                }
                block = k;
            }
        }
    }
}

/// A loop compiled for [`simulate`]: every value and constant it uses has
/// a slot in a register file, every instruction reads and writes slots.
struct Code {
    /// The loop's blocks, the header first.
    blocks: Vec<CodeBlock>,
    /// The register file before the run: constants in their slots.
    init: Vec<u64>,
    /// The slot of every loop value (parameters and results) and the
    /// block defining it.
    slots: Vec<(Value, u32, usize)>,
}

struct CodeBlock {
    /// Slots of the block's parameters.
    params: Vec<u32>,
    ops: Vec<Op>,
    term: Term,
}

enum Term {
    Jump(Edge),
    /// Condition slot, then and else edges.
    Branch(u32, Edge, Edge),
}

struct Edge {
    target: Target,
    /// Slots of the arguments.
    args: Vec<u32>,
}

enum Target {
    Block(usize),
    Exit(Block),
}

/// One pure instruction on slots: what it computes, its operand slots and
/// the slot of its result.
struct Op {
    kind: OpKind,
    args: [u32; 3],
    dst: u32,
}

enum OpKind {
    Bin(BinOp, u32),
    Icmp(IntCC, u32),
    Cast(CastOp, u32, u32),
    Select,
}

impl Op {
    /// The result, or `None` on a trap or poison.
    fn run(&self, regs: &[u64]) -> Option<u64> {
        let r = |k: usize| regs[self.args[k] as usize];
        let v = match self.kind {
            OpKind::Bin(op, bits) => eval_bin(op, bits, r(0), r(1))?,
            OpKind::Icmp(cc, bits) => eval_icmp(cc, bits, r(0), r(1)) as u64,
            OpKind::Cast(op, from, to) => eval_cast(op, from, to, r(0)),
            OpKind::Select => {
                if r(0) != 0 {
                    r(1)
                } else {
                    r(2)
                }
            }
        };
        Some(v)
    }
}

/// The register file being laid out by [`Code::compile`].
#[derive(Default)]
struct Slots {
    slot_of: SecondaryMap<Value, Option<u32>>,
    init: Vec<u64>,
    values: Vec<(Value, u32, usize)>,
    /// The block being compiled.
    block: usize,
}

impl Slots {
    /// The slot of `v`, a new one (holding its constant, if it is one) the
    /// first time.
    fn of(&mut self, f: &Function, v: Value) -> u32 {
        if let Some(s) = self.slot_of[v] {
            return s;
        }
        let s = self.init.len() as u32;
        self.init.push(f.const_value(v).unwrap_or(0));
        self.slot_of[v] = Some(s);
        s
    }

    /// The slot of `v`, defined in the block being compiled.
    fn def(&mut self, f: &Function, v: Value) -> u32 {
        let s = self.of(f, v);
        self.values.push((v, s, self.block));
        s
    }

    /// The compiled form of an edge.
    fn edge(
        &mut self,
        f: &Function,
        index: &SecondaryMap<Block, Option<usize>>,
        bc: &BlockCall,
    ) -> Edge {
        Edge {
            target: match index[bc.block] {
                Some(k) => Target::Block(k),
                None => Target::Exit(bc.block),
            },
            args: bc.args.iter().map(|&a| self.of(f, a)).collect(),
        }
    }
}

impl Code {
    /// Compiles loop `lp` (checked by [`is_pure_and_closed`]), or only its
    /// pure `slice` and branches (checked by [`pure_slice`]).
    fn compile(f: &Function, types: &TypeStore, lp: &Loop, slice: Option<&Slice>) -> Option<Code> {
        let mut order: Vec<Block> = vec![lp.header];
        order.extend(lp.blocks.iter().filter(|&b| b != lp.header));
        let mut index: SecondaryMap<Block, Option<usize>> = SecondaryMap::new();
        for (k, &b) in order.iter().enumerate() {
            index[b] = Some(k);
        }
        let mut slots = Slots::default();
        let bits = |v: Value| types.int_bits(f.value_type(v));
        let mut blocks = Vec::with_capacity(order.len());
        for (k, &b) in order.iter().enumerate() {
            slots.block = k;
            let params = f.blocks[b]
                .params
                .iter()
                .map(|&p| slots.def(f, p))
                .collect();
            let mut ops = Vec::new();
            let mut term = None;
            for &i in &f.blocks[b].insts {
                let data = &f.insts[i];
                match data {
                    InstData::Jump { dest } => {
                        term = Some(Term::Jump(slots.edge(f, &index, dest)));
                    }
                    InstData::Branch {
                        cond,
                        then_dest,
                        else_dest,
                    } => {
                        let c = slots.of(f, *cond);
                        let t = slots.edge(f, &index, then_dest);
                        let e = slots.edge(f, &index, else_dest);
                        term = Some(Term::Branch(c, t, e));
                    }
                    _ if slice.is_some_and(|s| f.inst_result(i).is_none_or(|r| !s[r])) => {}
                    _ => {
                        let r = f.inst_result(i)?;
                        let (kind, operands): (OpKind, &[Value]) = match data {
                            InstData::Binary { op, args, .. } => (OpKind::Bin(*op, bits(r)?), args),
                            InstData::Icmp { cc, args } => {
                                (OpKind::Icmp(*cc, bits(args[0])?), args)
                            }
                            InstData::Cast { op, arg } => (
                                OpKind::Cast(*op, bits(*arg)?, bits(r)?),
                                std::slice::from_ref(arg),
                            ),
                            InstData::Select { args } => (OpKind::Select, args),
                            _ => return None,
                        };
                        let mut a = [0u32; 3];
                        for (k, &v) in operands.iter().enumerate() {
                            a[k] = slots.of(f, v);
                        }
                        let dst = slots.def(f, r);
                        ops.push(Op { kind, args: a, dst });
                    }
                }
            }
            blocks.push(CodeBlock {
                params,
                ops,
                term: term?,
            });
        }
        Some(Code {
            blocks,
            init: slots.init,
            slots: slots.values,
        })
    }
}

/// Sends the edges into the loop to the exit instead, passing the
/// constants the loop passed, and replaces every use of a loop value
/// outside the loop by its last value (`undef` for one never computed: its
/// uses were only reachable through another exit, now unreachable).
fn rewrite(f: &mut Function, types: &TypeStore, lp: &Loop, entering: &[Block], exit: Exit) {
    let (exit_block, vals, env) = exit;
    let header = lp.header;
    let params = f.blocks[exit_block].params.clone();
    let consts: Vec<Value> = params
        .iter()
        .zip(vals)
        .map(|(&p, c)| f.iconst(types, f.value_type(p), c))
        .collect();
    for &pre in entering {
        let term = f
            .terminator(pre)
            .expect("an entering block has a terminator");
        for t in f.insts[term].targets_mut() {
            if t.block == header {
                t.block = exit_block;
                t.args = consts.clone();
            }
        }
    }
    // Loop values used after the loop.
    let mut replace: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut loop_values = Vec::new();
    for b in lp.blocks.iter() {
        loop_values.extend(f.blocks[b].params.iter().copied());
        for &i in &f.blocks[b].insts {
            loop_values.extend(f.inst_result(i));
        }
    }
    for v in loop_values {
        let ty = f.value_type(v);
        replace[v] = Some(match env[v] {
            Some(c) => f.iconst(types, ty, c),
            None => f.undef(ty),
        });
    }
    let outside: Vec<Block> = f
        .layout
        .iter()
        .copied()
        .filter(|&b| !lp.blocks.contains(b))
        .collect();
    for b in outside {
        for k in 0..f.blocks[b].insts.len() {
            let i = f.blocks[b].insts[k];
            f.insts[i].map_args(|v| replace[v].unwrap_or(v));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{check_same_behaviour, run_pass};

    /// Whether `main` of `m` still has a loop.
    fn main_loops(m: &egret_llvmlite::Module) -> bool {
        let f = m.funcs[m.func_by_name("main").expect("main")]
            .body
            .as_ref()
            .expect("defined");
        let mut g = f.clone();
        crate::simplify_cfg::run(&mut g);
        g.may_have_cycles()
    }

    #[test]
    fn a_loop_on_constants_is_run_at_compile_time() {
        // 63 doublings, then a second loop entered from both sides of a
        // diamond with the same constants; the exit values and the exit
        // edge's arguments are used after each loop.
        let src = "declare i32 @putchar(i32)
            define i64 @main() {
            entry:
              br label %loop
            loop:
              %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
              %v = phi i64 [ 1, %entry ], [ %v2, %loop ]
              %v2 = mul i64 %v, 2
              %i1 = add i64 %i, 1
              %more = icmp slt i64 %i1, 63
              br i1 %more, label %loop, label %done
            done:
              %n = phi i64 [ %i1, %loop ]
              %c = icmp eq i64 %v2, 0
              br i1 %c, label %left, label %right
            left:
              %u = call i32 @putchar(i32 76)
              br label %join
            right:
              br label %join
            join:
              %j0 = phi i32 [ 0, %left ], [ 0, %right ]
              %a0 = phi i32 [ 1, %left ], [ 1, %right ]
              br label %loop2
            loop2:
              %j = phi i32 [ %j0, %join ], [ %j1, %loop2 ]
              %a = phi i32 [ %a0, %join ], [ %b, %loop2 ]
              %b = phi i32 [ %a0, %join ], [ %ab, %loop2 ]
              %ab = add i32 %a, %b
              %j1 = add i32 %j, 1
              %stop = icmp eq i32 %j1, 10
              br i1 %stop, label %out, label %loop2
            out:
              %w = zext i32 %ab to i64
              %s = add i64 %v2, %n
              %t = add i64 %s, %w
              ret i64 %t
            }";
        let (after, before) = run_pass(src, |f, m| run(f, &m.types));
        check_same_behaviour(&before, &after);
        assert!(!main_loops(&after), "both loops are gone");
    }

    #[test]
    fn the_pure_slice_of_a_loop_that_calls_is_run_at_compile_time() {
        // The loop calls and stores (it stays), but the recurrence `v` and
        // the counter only feed each other and the branch: their values
        // after the loop are known, and `v`'s chain dies in the loop.
        let src = "@sink = global i64 0
            define i64 @main() {
            entry:
              br label %loop
            loop:
              %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
              %v = phi i64 [ 3, %entry ], [ %v2, %loop ]
              store i64 %i, i64* @sink
              %v1 = mul i64 %v, 5
              %v2 = add i64 %v1, %i
              %i1 = add i64 %i, 1
              %more = icmp slt i64 %i1, 20
              br i1 %more, label %loop, label %done
            done:
              %s = add i64 %v2, %i1
              ret i64 %s
            }";
        let (after, before) = run_pass(src, |f, m| run(f, &m.types));
        check_same_behaviour(&before, &after);
        assert!(main_loops(&after), "the loop stores, so it stays");
        let f = &after.funcs[after.func_by_name("main").expect("main")];
        let body = f.body.as_ref().expect("defined");
        let done = body
            .layout
            .iter()
            .copied()
            .find(|&b| {
                body.terminator(b)
                    .is_some_and(|t| matches!(body.insts[t], InstData::Ret { .. }))
            })
            .expect("a return");
        let mut consts = 0;
        for &i in &body.blocks[done].insts {
            body.insts[i].for_each_arg(|v| consts += usize::from(body.const_value(v).is_some()));
        }
        assert!(consts >= 2, "the sum after the loop reads constants");
    }

    #[test]
    fn a_slice_steered_by_memory_or_entered_with_unknowns_stays() {
        for (entry, cond) in [
            // The exit test reads memory: the rest of the loop steers it.
            (
                "0",
                "%g = load i64, i64* @sink\n %more = icmp slt i64 %g, 20",
            ),
            // The recurrence starts from a function argument.
            ("%n", "%more = icmp slt i64 %i1, 20"),
        ] {
            let src = format!(
                "@sink = global i64 0
                define i64 @f(i64 %n) {{
                entry:
                  br label %loop
                loop:
                  %i = phi i64 [ {entry}, %entry ], [ %i1, %loop ]
                  store i64 %i, i64* @sink
                  %i1 = add i64 %i, 1
                  {cond}
                  br i1 %more, label %loop, label %done
                done:
                  ret i64 %i1
                }}
                define i64 @main() {{
                  %r = call i64 @f(i64 0)
                  ret i64 %r
                }}"
            );
            run_pass(&src, |f, m| {
                assert!(!run(f, &m.types), "{cond}");
                false
            });
        }
    }

    #[test]
    fn a_loop_of_twenty_thousand_iterations_is_within_the_fuel() {
        // Sum of squares of 20000..1, as `tailrec` leaves an accumulating
        // recursion called with a constant.
        let src = "define i64 @main() {
            entry:
              br label %loop
            loop:
              %n = phi i64 [ 20000, %entry ], [ %n1, %loop ]
              %t = phi i64 [ 0, %entry ], [ %t1, %loop ]
              %sq = mul i64 %n, %n
              %t1 = add i64 %t, %sq
              %n1 = sub i64 %n, 1
              %z = icmp eq i64 %n1, 0
              br i1 %z, label %done, label %loop
            done:
              %r = urem i64 %t1, 1000
              ret i64 %r
            }";
        let (after, before) = run_pass(src, |f, m| run(f, &m.types));
        check_same_behaviour(&before, &after);
        assert!(!main_loops(&after), "the loop is gone");
    }

    #[test]
    fn loops_that_trap_read_memory_or_never_end_stay() {
        for body in [
            // 12 / (3 - i) divides by zero on the fourth iteration.
            "%d = sub i32 3, %i
              %q = sdiv i32 12, %d
              %x1 = add i32 %x, %q",
            // A load.
            "%g = load i32, i32* @g
              %x1 = add i32 %x, %g",
        ] {
            let src = format!(
                "@g = global i32 5
                define i32 @main() {{
                entry:
                  br label %loop
                loop:
                  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
                  %x = phi i32 [ 0, %entry ], [ %x1, %loop ]
                  {body}
                  %i1 = add i32 %i, 1
                  %more = icmp slt i32 %i1, 8
                  br i1 %more, label %loop, label %done
                done:
                  ret i32 %x1
                }}"
            );
            let (after, _) = run_pass(&src, |f, m| {
                assert!(!run(f, &m.types));
                false
            });
            assert!(main_loops(&after));
        }
        // No exit is ever taken: the fuel runs out.
        let src = "define i32 @main() {
            entry:
              br label %loop
            loop:
              %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
              %i1 = add i32 %i, 2
              %more = icmp ne i32 %i1, 7
              br i1 %more, label %loop, label %done
            done:
              ret i32 %i1
            }";
        run_pass(src, |f, m| {
            assert!(!run(f, &m.types));
            false
        });
    }
}
