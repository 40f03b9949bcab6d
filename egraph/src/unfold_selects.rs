//! Unfolding expensive selects into branches (-O2): the converse of
//! [`crate::if_conversion`].
//!
//! `select c, a, b` runs the code computing both `a` and `b` whatever `c`
//! is. The instructions that only feed one of its values (that value's
//! *arm*: pure, nothing else reads them) can run on that value's path
//! only: the select becomes `br c, A, B`, with each arm's code moved into
//! `A` or `B`, which jump to a new block `J` passing `a` or `b` as its
//! parameter, the select's result; `J` takes what followed the select.
//! This is done when one arm costs at least [`MIN_ARM_COST`] machine
//! instructions by the estimate of `cost` (the other may be empty: a
//! parameter, a constant or shared code). The branch and its delay slot
//! (and on one path a `jmp`) cost two or three instructions, about what a
//! path running the arm pays for it over the select's `movn`s and its
//! condition; a path skipping the arm saves all of it. A Collatz chain
//! step `c ? x / 2 : 3 * x + 1` on `i64` runs 27 instructions as a
//! select, 19 or 24 as a branch; the shift-and-subtract loop of a 64-bit
//! division runs its subtraction only when the remainder is large enough.
//! Measured on the corpus, a least cost of 2 loses (lcs +5% cycles: its
//! select is a minimum whose arm runs on most steps) and 4 misses most of
//! the gains.
//!
//! Only pure instructions move (they run on fewer paths afterwards), and
//! only those within [`WINDOW`] instructions before the select, where
//! elaboration places the code a value needs. The pass runs after the last
//! e-graph round (which would make the branch a select again) and not at
//! `-Os`/`-Oz`, where the branch's code is larger.

use crate::cfg;
use cranelift_entity::SecondaryMap;
use egret_llvmlite::{
    BinOp, Block, BlockCall, CastOp, Function, Inst, InstData, TyData, TypeStore, Value, ValueDef,
};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// The least estimated cost, in machine instructions, of the dearer arm
/// of a select worth a branch.
pub const MIN_ARM_COST: u32 = 3;
/// How many instructions before a select its arms' code may start.
pub const WINDOW: usize = 48;

/// Unfolds every qualifying select of `f`. Returns whether anything
/// changed.
pub fn run(f: &mut Function, types: &TypeStore) -> bool {
    let has_select = f.layout.iter().any(|&b| {
        f.blocks[b]
            .insts
            .iter()
            .any(|&i| matches!(f.insts[i], InstData::Select { .. }))
    });
    if !has_select {
        return false;
    }
    let mut uses = cfg::use_counts(f);
    let mut work: Vec<Block> = f.layout.iter().rev().copied().collect();
    // Each select's result becomes its join block's parameter; the uses
    // are rewritten once, at the end (a later select's values may still
    // name an earlier one's result until then).
    let mut results: HashMap<Value, Value> = HashMap::default();
    while let Some(b) = work.pop() {
        if let Some(plan) = find(f, types, b, &uses) {
            let (join, param) = unfold(f, b, &plan, &mut uses);
            results.insert(plan.result, param);
            work.push(join);
        }
    }
    if results.is_empty() {
        return false;
    }
    f.replace_uses(&results);
    f.rebuild_inst_blocks();
    true
}

/// A select of block `b` worth a branch, and its arms' code.
struct Plan {
    /// Where the select is in the block.
    at: usize,
    /// The select's condition, true and false values.
    args: [Value; 3],
    /// The select's result.
    result: Value,
    /// The code only the true and the false value need, in block order.
    arms: [Vec<Inst>; 2],
}

/// The first select of `b` worth a branch.
fn find(
    f: &Function,
    types: &TypeStore,
    b: Block,
    uses: &SecondaryMap<Value, u32>,
) -> Option<Plan> {
    let insts = &f.blocks[b].insts;
    insts.iter().enumerate().find_map(|(at, &s)| {
        let InstData::Select { args } = f.insts[s] else {
            return None;
        };
        let [_, t, e] = args;
        let result = f.inst_result(s)?;
        words(types, f.value_type(result))?;
        let start = at.saturating_sub(WINDOW);
        let arm = |v: Value| {
            let code = arm_code(f, &insts[start..at], v, uses);
            let c: u32 = code.iter().map(|&i| cost(f, types, i)).sum();
            (code, c)
        };
        let ((then_code, then_cost), (else_code, else_cost)) = (arm(t), arm(e));
        (then_cost.max(else_cost) >= MIN_ARM_COST).then_some(Plan {
            at,
            args,
            result,
            arms: [then_code, else_code],
        })
    })
}

/// The instructions of `before` (the code before a select) that compute
/// `v` and whose results nothing but `v`'s use by the select reads, in
/// block order. Walking backwards, an instruction belongs when every use
/// of its result is by one already taken (or is `v`'s by the select).
fn arm_code(f: &Function, before: &[Inst], v: Value, uses: &SecondaryMap<Value, u32>) -> Vec<Inst> {
    let mut inner: HashMap<Value, u32> = HashMap::default();
    inner.insert(v, 1);
    let mut code = Vec::new();
    for &i in before.iter().rev() {
        let Some(r) = f.inst_result(i) else {
            continue;
        };
        let taken = inner.get(&r).copied().unwrap_or(0);
        if taken == 0 || taken != uses[r] || !cfg::is_pure(&f.insts[i]) {
            continue;
        }
        f.insts[i].for_each_arg(|a| *inner.entry(a).or_insert(0) += 1);
        code.push(i);
    }
    code.reverse();
    code
}

/// How many registers a value of type `ty` takes, when a select of it
/// can be a branch (a scalar of at most 64 bits).
fn words(types: &TypeStore, ty: egret_llvmlite::Ty) -> Option<u32> {
    match types.kind(types.resolve(ty)) {
        TyData::Int(w) if *w <= 32 => Some(1),
        TyData::Int(w) if *w <= 64 => Some(2),
        TyData::Ptr(_) | TyData::OpaquePtr | TyData::Float => Some(1),
        TyData::Double => Some(2),
        _ => None,
    }
}

/// An estimate of the machine instructions `i` lowers to on Cpu0 (a
/// 32-bit machine: `i64` arithmetic takes pairs and carries, floating
/// point is a runtime call).
fn cost(f: &Function, types: &TypeStore, i: Inst) -> u32 {
    let wide = |v: Value| words(types, f.value_type(v)).unwrap_or(2) > 1;
    let float = |v: Value| {
        matches!(
            types.kind(types.resolve(f.value_type(v))),
            TyData::Float | TyData::Double
        )
    };
    match &f.insts[i] {
        InstData::Binary { op, args, .. } => {
            let w = wide(args[0]);
            match op {
                BinOp::And | BinOp::Or | BinOp::Xor => 1 + w as u32,
                BinOp::Add | BinOp::Sub if w => 3,
                BinOp::Shl | BinOp::LShr | BinOp::AShr if w => {
                    if f.const_value(args[1]).is_some() {
                        3
                    } else {
                        8
                    }
                }
                BinOp::Mul if w => 5,
                _ => 1,
            }
        }
        InstData::Icmp { args, .. } => 1 + 2 * wide(args[0]) as u32,
        InstData::Cast { op, arg } => match op {
            CastOp::Trunc | CastOp::Bitcast | CastOp::PtrToInt | CastOp::IntToPtr => 0,
            _ if float(*arg) || f.inst_result(i).is_some_and(float) => 10,
            _ => 1,
        },
        InstData::Select { args } => 1 + wide(args[1]) as u32,
        InstData::Gep { indices, .. } => {
            1 + indices
                .iter()
                .filter(|&&x| !matches!(f.value_def(x), ValueDef::Const(_)))
                .count() as u32
        }
        InstData::FBinary { .. } | InstData::FNeg { .. } | InstData::Fcmp { .. } => 10,
        InstData::Freeze { .. } => 0,
        _ => 1,
    }
}

/// Replaces the select `plan` names in `b` by a branch to two new blocks
/// holding its arms' code, which meet in a new block taking the select's
/// result as its parameter and the code after it. Returns that block and
/// its parameter (the caller maps the select's uses to it).
fn unfold(
    f: &mut Function,
    b: Block,
    plan: &Plan,
    uses: &mut SecondaryMap<Value, u32>,
) -> (Block, Value) {
    let insts = std::mem::take(&mut f.blocks[b].insts);
    let [c, t, e] = plan.args;
    let result = plan.result;
    let moved: HashSet<Inst> = plan.arms.iter().flatten().copied().collect();
    let arms = [f.create_block(None), f.create_block(None)];
    let join = f.create_block(None);
    let new = f.layout.split_off(f.layout.len() - 3);
    let pos = f
        .layout
        .iter()
        .position(|&x| x == b)
        .map_or(f.layout.len(), |p| p + 1);
    f.layout.splice(pos..pos, new);
    let p = f.append_block_param(join, f.value_type(result));
    uses[p] = uses[result];
    let loc = f.locs[insts[plan.at]];
    let branch = f.make_inst(
        InstData::Branch {
            cond: c,
            then_dest: BlockCall::new(arms[0]),
            else_dest: BlockCall::new(arms[1]),
        },
        None,
        loc,
    );
    let mut head: Vec<Inst> = insts[..plan.at]
        .iter()
        .copied()
        .filter(|i| !moved.contains(i))
        .collect();
    head.push(branch);
    f.blocks[b].insts = head;
    f.blocks[join].insts = insts[plan.at + 1..].to_vec();
    for ((arm, code), v) in arms.into_iter().zip(&plan.arms).zip([t, e]) {
        let jump = f.make_inst(
            InstData::Jump {
                dest: BlockCall {
                    block: join,
                    args: vec![v],
                },
            },
            None,
            loc,
        );
        f.blocks[arm].insts = code.iter().copied().chain([jump]).collect();
    }
    forget_records_of_moved(f, b, &plan.arms);
    (join, p)
}

/// Makes a debug record unknown when its value is now computed in an arm
/// but the record does not follow that arm's code (the value is not ready
/// there): one in another block, at the start of `b`, after code that
/// stayed, after the other arm's code, or after the select (in the join
/// block now).
fn forget_records_of_moved(f: &mut Function, b: Block, arms: &[Vec<Inst>; 2]) {
    let mut arm_of: HashMap<Inst, usize> = HashMap::default();
    for (k, code) in arms.iter().enumerate() {
        arm_of.extend(code.iter().map(|&i| (i, k)));
    }
    let defined_in: HashMap<Value, usize> = arm_of
        .iter()
        .filter_map(|(&i, &k)| Some((f.inst_result(i)?, k)))
        .collect();
    for r in &mut f.dbg_records {
        let Some(k) = r.value.and_then(|v| defined_in.get(&v)) else {
            continue;
        };
        let follows = r.after.and_then(|i| arm_of.get(&i));
        if r.block != b || follows != Some(k) {
            r.value = None;
        }
    }
}

#[cfg(test)]
mod tests;
