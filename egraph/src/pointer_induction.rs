//! Pointer induction variables for array accesses in loops (a first step
//! of loop strength reduction).
//!
//! A loop that reads `a[i]` computes `getelementptr T, T* a, i` — on Cpu0
//! a shift and an add — on every iteration. When `i` is a header parameter
//! stepped by a constant `c` (the same `i + c` passed on every back edge)
//! and `a` is defined outside the loop, the address is itself an induction variable:
//! this pass gives the header a new parameter `p`, starting at
//! `getelementptr a, init` (computed in the preheader) and stepped by
//! `getelementptr p, c` (one `addiu`, at the end of the latch, or of
//! the nearest block dominating every latch when several branch back), and lets
//! the accesses use `p`. `i` stays for whatever else reads it (usually the
//! exit test). Each distinct base and element type becomes one new
//! parameter, at most [`MAX_NEW_IVS`] per loop so the new registers do not
//! push the loop into spilling.
//!
//! The index may also be a multiple of the stepped parameter, `k * C` or
//! `k << s` (the e-graph turns `a[k][j]` into a byte offset `k * 96` from
//! `&a[0][j]`), when the parameter starts at a constant: the pointer then
//! starts at `init * C` and steps by `c * C`.
//!
//! The counter may be an i64 whose low word indexes (`&a[trunc k]`): the
//! addresses are 32-bit, so the pointer steps as the low word does.
//!
//! The index may also add a loop-invariant offset, `x + k'` or `x - k'`
//! with `k'` one of the forms above (`a[i*n + k]`, `in[base - k]`): the
//! pointer then starts at `&a[x]` advanced by the start, and steps as
//! before (negated for `x - k'`, which needs constant start and step). Not
//! in loops that call: the new pointer must then live in one of the few
//! registers a call preserves, where the shared index was one value.
//!
//! Accesses whose indices differ only by a constant (`in[n + 15 - j]` for
//! each `j` of an unrolled filter, `a[i]` and `a[i + 1]`) share one
//! pointer: it stands for the first one's index, and each other access
//! becomes `getelementptr p, d` for its constant distance `d`, which the
//! lowering folds into the load's or store's offset. One register and one
//! `addiu` per iteration serve them all.
//!
//! An access may also index through an aggregate, as front ends write
//! `g[k]` for a global array (`getelementptr [N x T], @g, 0, k`) and
//! `s[k].f` for an array of structs: when its one variable index steps
//! over `T`, it is the access `&(base + b)[k] + a` for the constant bytes
//! `b` and `a` the indices before and after select, and the pointer
//! stands for `&(base + b)[k]`; the access is `a` bytes from it. Not in
//! loops that call, for the same reason as offset accesses.
//!
//! It runs after the last e-graph round (which has no way to add a block
//! parameter, and would fold the new stepping back into the address).

use egret_llvmlite::dom::DomTree;
use egret_llvmlite::layout::{GepIndex, GepStep, gep_steps, gep_type, size_of};
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{
    BinOp, Block, CastOp, Function, Inst, InstData, PredTable, Ty, TypeStore, Value, ValueDef, sext,
};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Most new pointer parameters a loop gets.
pub const MAX_NEW_IVS: usize = 3;

/// Adds pointer induction variables to the loops of `f`, then moves the
/// counted exit tests onto them ([`crate::counted_exits`]). Returns whether
/// anything changed.
pub fn run(f: &mut Function, types: &TypeStore) -> bool {
    let changed = add_pointers(f, types);
    if changed {
        // The accesses' old addresses, now unused, would still count as
        // uses of the counters.
        crate::dce::run(f, types);
    }
    changed | crate::counted_exits::run(f, types)
}

/// Adds pointer induction variables to the loops of `f`. Returns whether
/// anything changed.
fn add_pointers(f: &mut Function, types: &TypeStore) -> bool {
    if !f.may_have_cycles() {
        return false;
    }
    let dt = DomTree::compute(f);
    let li = LoopInfo::compute(f, &dt);
    if li.loops.is_empty() {
        return false;
    }
    // `apply` adds parameters and instructions, never edges: the
    // dominators, loops and predecessors stay valid.
    let preds = f.pred_table();
    let mut changed = false;
    for l in 0..li.loops.len() {
        let Some(plan) = plan_loop(f, types, &dt, &li, &preds, l) else {
            continue;
        };
        apply(f, types, plan);
        changed = true;
    }
    changed
}

/// One new pointer parameter: the accesses `getelementptr elem_ty, base,
/// k` it replaces.
struct NewIv {
    base: Value,
    /// Bytes from `base` to the array the accesses index (the constant
    /// indices before the variable one).
    base_offset: u64,
    /// A loop-invariant index added to every access, if any.
    offset: Option<Value>,
    elem_ty: Ty,
    ptr_ty: Ty,
    /// The type of the accesses' indices.
    index_ty: Ty,
    init: Index,
    step: Index,
    inbounds: bool,
    /// The constant part of the index the pointer stands for.
    delta: u64,
    /// The accesses, each with the constant part of its index and the
    /// bytes it lies past its element's start.
    geps: Vec<(Inst, u64, u64)>,
}

/// An index of a new pointer parameter's `getelementptr`: a value of the
/// function, or a constant of an integer type not yet made.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Index {
    Value(Value),
    Const(Ty, u64),
}

impl Index {
    fn value(self, f: &mut Function, types: &TypeStore) -> Value {
        match self {
            Index::Value(v) => v,
            Index::Const(ty, c) => f.iconst(types, ty, c),
        }
    }
}

/// What to do to one loop.
struct Plan {
    header: Block,
    preheader: Block,
    /// The blocks that branch back to the header.
    latches: Vec<Block>,
    /// Where the pointers step: the latch, or the nearest block of the
    /// loop that dominates every latch.
    step_block: Block,
    ivs: Vec<NewIv>,
}

/// Finds the accesses of loop `l` that can use pointer parameters.
fn plan_loop(
    f: &Function,
    types: &TypeStore,
    dt: &DomTree,
    li: &LoopInfo,
    preds: &PredTable,
    l: usize,
) -> Option<Plan> {
    let lp = &li.loops[l];
    let header = lp.header;
    let preheader = li.preheader_in(f, preds, l)?;
    let latches: Vec<Block> = preds[header]
        .iter()
        .copied()
        .filter(|&b| lp.blocks.contains(b))
        .collect();
    let step_block = common_dominator(dt, &latches)?;
    let pre_args = call_args(f, preheader, header)?;
    let latch_args = common_latch_args(f, header, &latches)?;
    let stepped = stepped_params(f, header, &pre_args, &latch_args);
    if stepped.is_empty() {
        return None;
    }
    // Few registers survive a call: an offset pointer there replaces an
    // index the loop's accesses shared by one more value to keep.
    let calls_inside = lp.blocks.iter().any(|b| {
        f.blocks[b]
            .insts
            .iter()
            .any(|&i| matches!(f.insts[i], InstData::Call { .. }))
    });
    let mut ivs: Vec<NewIv> = Vec::new();
    let mut low_words: Vec<(Value, Inst)> = Vec::new();
    for &b in &f.layout {
        if !lp.blocks.contains(b) {
            continue;
        }
        for &i in &f.blocks[b].insts {
            let context = AccessContext {
                stepped: &stepped,
                preheader,
                calls_inside,
            };
            let Some(c) = candidate(f, types, dt, &context, i) else {
                continue;
            };
            let added = add_access(&mut ivs, &c, i);
            if let (true, Some(t)) = (added, c.low_word) {
                low_words.push((t, i));
            }
        }
    }
    drop_live_low_words(f, &mut ivs, &low_words);
    (!ivs.is_empty()).then_some(Plan {
        header,
        preheader,
        latches,
        step_block,
        ivs,
    })
}

/// Lets access `i` (candidate `c`) use the pointer parameter of its base,
/// element type and start, a new one while there are fewer than
/// [`MAX_NEW_IVS`]. Returns whether it will.
fn add_access(ivs: &mut Vec<NewIv>, c: &Candidate, i: Inst) -> bool {
    let n = ivs.len();
    match ivs.iter_mut().find(|iv| {
        iv.base == c.base
            && iv.base_offset == c.base_offset
            && iv.offset == c.offset
            && iv.elem_ty == c.elem_ty
            && iv.init == c.init
    }) {
        Some(iv) if iv.step == c.step => {
            iv.geps.push((i, c.delta, c.after));
            true
        }
        Some(_) => false,
        None if n < MAX_NEW_IVS => {
            ivs.push(NewIv {
                base: c.base,
                base_offset: c.base_offset,
                offset: c.offset,
                elem_ty: c.elem_ty,
                ptr_ty: c.ptr_ty,
                index_ty: c.index_ty,
                init: c.init,
                step: c.step,
                inbounds: c.inbounds,
                delta: c.delta,
                geps: vec![(i, c.delta, c.after)],
            });
            true
        }
        None => false,
    }
}

/// Drops the accesses that read the low word of an i64 counter (`trunc
/// k`, in `low_words` with each access) unless every reader of that low
/// word is such an access: the counter's two words stay live beside the
/// new pointers, and where the low word does too, the pointers only add
/// registers to a loop that has few to spare.
fn drop_live_low_words(f: &Function, ivs: &mut Vec<NewIv>, low_words: &[(Value, Inst)]) {
    if low_words.is_empty() {
        return;
    }
    let accesses: HashSet<Inst> = low_words.iter().map(|&(_, g)| g).collect();
    let mut live: HashSet<Value> = HashSet::default();
    for &b in &f.layout {
        for &i in f.blocks[b].insts.iter().filter(|i| !accesses.contains(i)) {
            f.insts[i].for_each_arg(|a| {
                if low_words.iter().any(|&(t, _)| t == a) {
                    live.insert(a);
                }
            });
        }
    }
    let dropped: HashSet<Inst> = low_words
        .iter()
        .filter(|(t, _)| live.contains(t))
        .map(|&(_, g)| g)
        .collect();
    for iv in ivs.iter_mut() {
        iv.geps.retain(|(g, ..)| !dropped.contains(g));
    }
    ivs.retain(|iv| !iv.geps.is_empty());
}

/// What [`candidate`] needs to know of the loop.
struct AccessContext<'a> {
    stepped: &'a HashMap<Value, (Value, Value)>,
    preheader: Block,
    calls_inside: bool,
}

/// One access a pointer parameter can serve: `i`'s `getelementptr`, with
/// the start and step of its index's stepped part and its constant part.
struct Candidate {
    /// The `trunc` of an i64 counter the index reads, if any.
    low_word: Option<Value>,
    base: Value,
    base_offset: u64,
    /// Bytes from the stepped element's start to the access.
    after: u64,
    offset: Option<Value>,
    elem_ty: Ty,
    ptr_ty: Ty,
    index_ty: Ty,
    init: Index,
    step: Index,
    inbounds: bool,
    delta: u64,
}

/// Instruction `i` as an access a pointer parameter can serve, if it is
/// one: a `getelementptr` of a base defined outside the loop whose only
/// variable index, the last, is affine in a stepped parameter.
fn candidate(
    f: &Function,
    types: &TypeStore,
    dt: &DomTree,
    cx: &AccessContext<'_>,
    i: Inst,
) -> Option<Candidate> {
    let InstData::Gep {
        elem_ty,
        base,
        indices,
        inbounds,
    } = &f.insts[i]
    else {
        return None;
    };
    let r = f.inst_result(i)?;
    let StridedAccess {
        index,
        elem_ty,
        before: base_offset,
        after,
    } = strided_access(f, types, *elem_ty, indices)?;
    // A typed pointer would need the element's pointer type. In a loop
    // that calls, the pointer would take one of the few registers a call
    // preserves (as an offset access would) beside the index, which the
    // loop's other work keeps live.
    if indices.len() > 1 && (cx.calls_inside || !types.is_opaque_ptr(f.value_type(r))) {
        return None;
    }
    let x = affine_index(f, index, cx.stepped, 0)?;
    let &(init, step) = cx.stepped.get(&x.k)?;
    if x.offset
        .is_some_and(|o| cx.calls_inside || !available_in(f, dt, o, cx.preheader))
    {
        return None;
    }
    let ity = f.value_type(index);
    let bits = types.int_bits(ity)?;
    // Below the pointer's width, `(k + d)` wraps where `&p[k] + d` does
    // not.
    if bits < 32 && x.delta != 0 {
        return None;
    }
    let mask = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let times = |c: u64| c.wrapping_mul(x.scale) & mask;
    let (init, step) = match (x.scale, f.const_value(init), f.const_value(step)) {
        (1, _, _) => (Index::Value(init), Index::Value(step)),
        (_, Some(i0), Some(c)) => (Index::Const(ity, times(i0)), Index::Const(ity, times(c))),
        _ => return None,
    };
    let value_ok = |v: Index| match v {
        Index::Value(v) => available_in(f, dt, v, cx.preheader),
        Index::Const(..) => true,
    };
    if !available_in(f, dt, *base, cx.preheader) || !value_ok(init) {
        return None;
    }
    Some(Candidate {
        low_word: x.low_word,
        base: *base,
        base_offset,
        after,
        offset: x.offset,
        elem_ty,
        ptr_ty: f.value_type(r),
        index_ty: ity,
        init,
        step,
        inbounds: *inbounds,
        delta: x.delta & mask,
    })
}

/// A `getelementptr` with one variable index, read as `&(base +
/// before)[index] + after` where the index steps over `elem_ty`.
struct StridedAccess {
    index: Value,
    elem_ty: Ty,
    before: u64,
    after: u64,
}

/// `getelementptr elem_ty, base, indices` as a [`StridedAccess`], when
/// exactly one index is not a constant and it indexes the outermost
/// pointer or an array (`getelementptr [N x T], @g, 0, k` is
/// `&(@g + 0)[k] + 0` over `T`; `getelementptr [N x {i32, i32}], @s, 0,
/// k, 1` is `&(@s + 0)[k] + 4` over the struct).
fn strided_access(
    f: &Function,
    types: &TypeStore,
    elem_ty: Ty,
    indices: &[Value],
) -> Option<StridedAccess> {
    if let [index] = indices {
        return Some(StridedAccess {
            index: *index,
            elem_ty,
            before: 0,
            after: 0,
        });
    }
    let mut kinds = Vec::with_capacity(indices.len());
    let mut variable = None;
    for (n, &v) in indices.iter().enumerate() {
        match f.const_value(v) {
            Some(c) => kinds.push(GepIndex::Const(sext(c, types.int_bits(f.value_type(v))?))),
            None if variable.is_none() => {
                variable = Some(n);
                kinds.push(GepIndex::Dynamic);
            }
            None => return None,
        }
    }
    let at = variable?;
    let stepped = gep_type(types, elem_ty, &kinds[..=at]).ok()?;
    let (mut before, mut after) = (0u64, 0u64);
    for (n, step) in gep_steps(types, elem_ty, &kinds)
        .ok()?
        .into_iter()
        .enumerate()
    {
        match step {
            GepStep::Offset(o) if n < at => before = before.wrapping_add(o as u64),
            GepStep::Offset(o) => after = after.wrapping_add(o as u64),
            GepStep::Scaled { stride, .. } if stride == size_of(types, stepped) => {}
            GepStep::Scaled { .. } => return None,
        }
    }
    Some(StridedAccess {
        index: indices[at],
        elem_ty: stepped,
        before,
        after,
    })
}

/// The header parameters `k` the back edge passes as `k + c` for a
/// constant `c`: `k -> (init, c)`, `init` being what the preheader passes
/// (`pre_args` and `latch_args`: the arguments of the entering and the back
/// edge).
fn stepped_params(
    f: &Function,
    header: Block,
    pre_args: &[Value],
    latch_args: &[Option<Value>],
) -> HashMap<Value, (Value, Value)> {
    let mut stepped: HashMap<Value, (Value, Value)> = HashMap::default();
    for (n, &k) in f.blocks[header].params.iter().enumerate() {
        let (Some(&init), Some(&Some(next))) = (pre_args.get(n), latch_args.get(n)) else {
            continue;
        };
        let ValueDef::Inst(add) = f.value_def(next) else {
            continue;
        };
        if let InstData::Binary {
            op: BinOp::Add,
            args: [a, c],
            ..
        } = f.insts[add]
            && a == k
            && f.const_value(c).is_some()
        {
            stepped.insert(k, (init, c));
        }
    }
    stepped
}

/// An index of a loop's access as an affine function of a stepped
/// parameter: `offset + k * scale + delta`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Affine {
    /// The stepped header parameter.
    k: Value,
    /// Its factor, wrapping (`-C` for `x - k * C`).
    scale: u64,
    /// A value added to every access, if any (loop-invariant, checked by
    /// the caller).
    offset: Option<Value>,
    /// A constant added, wrapping: accesses that differ only in it share
    /// one pointer and reach each other by a constant displacement.
    delta: u64,
    /// The `trunc` of an i64 `k` the index reads, if it reads one.
    low_word: Option<Value>,
}

/// How deep [`affine_index`] looks through additions of constants.
const MAX_AFFINE_DEPTH: u32 = 4;

/// `index` as `offset ± k * C + d` with `k` a stepped parameter, looking
/// through additions and subtractions of constants (`(k + 15) + -3`, as
/// unrolling leaves `in[base - j]`), else `None`.
fn affine_index(
    f: &Function,
    index: Value,
    stepped: &HashMap<Value, (Value, Value)>,
    depth: u32,
) -> Option<Affine> {
    let wide = through_trunc(f, index);
    if wide != index {
        let x = affine_index(f, wide, stepped, depth)?;
        return Some(Affine {
            low_word: Some(index),
            ..x
        });
    }
    let (k, scale) = scaled(f, index);
    if stepped.contains_key(&k) {
        return Some(Affine {
            k,
            scale,
            offset: None,
            delta: 0,
            low_word: None,
        });
    }
    if depth >= MAX_AFFINE_DEPTH {
        return None;
    }
    let ValueDef::Inst(i) = f.value_def(index) else {
        return None;
    };
    let InstData::Binary {
        op, args: [a, b], ..
    } = f.insts[i]
    else {
        return None;
    };
    let inner = |v: Value| affine_index(f, v, stepped, depth + 1);
    let konst = |v: Value| f.const_value(v);
    match op {
        BinOp::Add => match (konst(a), konst(b)) {
            (None, Some(c)) => inner(a).map(|x| x.plus(c)),
            (Some(c), None) => inner(b).map(|x| x.plus(c)),
            (Some(_), Some(_)) => None,
            (None, None) => match (inner(a), inner(b)) {
                (Some(x), None) if x.offset.is_none() => Some(x.with_offset(b)),
                (None, Some(x)) if x.offset.is_none() => Some(x.with_offset(a)),
                _ => None,
            },
        },
        BinOp::Sub => match (konst(a), konst(b)) {
            (_, Some(c)) => inner(a).map(|x| x.plus(c.wrapping_neg())),
            (Some(c), None) => inner(b)
                .filter(|x| x.offset.is_none())
                .map(|x| x.negated().plus(c)),
            (None, None) => match (inner(a), inner(b)) {
                (None, Some(x)) if x.offset.is_none() => Some(x.negated().with_offset(a)),
                _ => None,
            },
        },
        _ => None,
    }
}

impl Affine {
    /// `-self`.
    fn negated(self) -> Affine {
        Affine {
            scale: self.scale.wrapping_neg(),
            delta: self.delta.wrapping_neg(),
            ..self
        }
    }

    /// `self + c`.
    fn plus(self, c: u64) -> Affine {
        Affine {
            delta: self.delta.wrapping_add(c),
            ..self
        }
    }

    /// `self + x`.
    fn with_offset(self, x: Value) -> Affine {
        Affine {
            offset: Some(x),
            ..self
        }
    }
}

/// The operand of `trunc i64 v to i32`, else `index`: a 32-bit address
/// reads only the low word of its index, so `&a[trunc k]` steps with an
/// i64 counter `k` as `&a[k]` does.
fn through_trunc(f: &Function, index: Value) -> Value {
    if f.value_type(index) == Ty::I32
        && let ValueDef::Inst(i) = f.value_def(index)
        && let InstData::Cast {
            op: CastOp::Trunc,
            arg,
        } = f.insts[i]
    {
        return arg;
    }
    index
}

/// `index` as a multiple of a value: `(k, C)` for `k * C`, `C * k` or
/// `k << s` (`C = 2^s`) with a nonzero constant `C` (arithmetic wraps at
/// the index's width, so any `C` scales start and step alike), else
/// `(index, 1)`.
fn scaled(f: &Function, index: Value) -> (Value, u64) {
    let ValueDef::Inst(i) = f.value_def(index) else {
        return (index, 1);
    };
    let konst = |v: Value| f.const_value(v);
    match f.insts[i] {
        InstData::Binary {
            op: BinOp::Mul,
            args: [a, b],
            ..
        } => match (konst(a), konst(b)) {
            (None, Some(c)) if c > 0 => (a, c),
            (Some(c), None) if c > 0 => (b, c),
            _ => (index, 1),
        },
        InstData::Binary {
            op: BinOp::Shl,
            args: [a, b],
            ..
        } => match konst(b) {
            Some(s) if s < 32 && konst(a).is_none() => (a, 1 << s),
            _ => (index, 1),
        },
        _ => (index, 1),
    }
}

/// The arguments `from`'s terminator passes to `to`, if it branches there
/// exactly once.
fn call_args(f: &Function, from: Block, to: Block) -> Option<Vec<Value>> {
    let t = f.terminator(from)?;
    let mut calls = f.insts[t].targets_iter().filter(|c| c.block == to);
    let (Some(c), None) = (calls.next(), calls.next()) else {
        return None;
    };
    Some(c.args.clone())
}

/// The nearest block that dominates every block of `blocks` (nonempty),
/// walking up the dominator tree from the first.
fn common_dominator(dt: &DomTree, blocks: &[Block]) -> Option<Block> {
    let mut d = *blocks.first()?;
    while !blocks.iter().all(|&b| dt.dominates(d, b)) {
        d = dt.idom(d)?;
    }
    Some(d)
}

/// What the latches pass for each header parameter, where they agree
/// (`None` where they differ); `None` when a latch branches to the header
/// more than once.
pub(crate) fn common_latch_args(
    f: &Function,
    header: Block,
    latches: &[Block],
) -> Option<Vec<Option<Value>>> {
    let mut common: Option<Vec<Option<Value>>> = None;
    for &l in latches {
        let args = call_args(f, l, header)?;
        common = Some(match common {
            None => args.into_iter().map(Some).collect(),
            Some(c) => c
                .into_iter()
                .zip(args)
                .map(|(a, b)| a.filter(|&a| a == b))
                .collect(),
        });
    }
    common
}

/// Whether `v` can be used at the end of block `b`.
fn available_in(f: &Function, dt: &DomTree, v: Value, b: Block) -> bool {
    match f.value_def(v) {
        ValueDef::Inst(i) => f.inst_block[i].expand().is_some_and(|d| dt.dominates(d, b)),
        ValueDef::Param(d, _) => dt.dominates(d, b),
        _ => true,
    }
}

/// Adds the parameters of `plan` and lets the accesses use them: an
/// access whose index has the parameter's constant part reads the
/// parameter, another one becomes a constant displacement from it.
fn apply(f: &mut Function, types: &TypeStore, plan: Plan) {
    let mut map: HashMap<Value, Value> = HashMap::default();
    for iv in plan.ivs {
        let step = iv.step.value(f, types);
        let start = start_pointer(f, types, plan.preheader, &iv);
        let p = f.append_block_param(plan.header, iv.ptr_ty);
        // The step computes the next iteration's address of the accesses
        // it replaces: it carries their source location, so the line of
        // the address computation keeps a row.
        let step_loc = iv.geps.first().map(|&(g, _, _)| f.locs[g]);
        let next = f.insert_before_terminator(
            plan.step_block,
            InstData::Gep {
                elem_ty: iv.elem_ty,
                base: p,
                indices: vec![step],
                inbounds: iv.inbounds,
            },
            iv.ptr_ty,
        );
        if let (Some(loc), ValueDef::Inst(i)) = (step_loc, f.value_def(next)) {
            f.locs[i] = loc;
        }
        let edges = plan.latches.iter().map(|&b| (b, next));
        for (from, arg) in std::iter::once((plan.preheader, start)).chain(edges) {
            let t = f.terminator(from).expect("a block that branches ends");
            for c in f.insts[t].targets_mut() {
                if c.block == plan.header {
                    c.args.push(arg);
                }
            }
        }
        for &(g, delta, after) in &iv.geps {
            if delta == iv.delta && after == 0 {
                let r = f.inst_result(g).expect("a getelementptr has a result");
                map.insert(r, p);
                continue;
            }
            // Between two accesses of the loop, which may both lie outside
            // the object on the first or last iteration: no `inbounds`.
            f.insts[g] = if after == 0 {
                let displacement = f.iconst(types, iv.index_ty, delta.wrapping_sub(iv.delta));
                InstData::Gep {
                    elem_ty: iv.elem_ty,
                    base: p,
                    indices: vec![displacement],
                    inbounds: false,
                }
            } else {
                let stride = size_of(types, iv.elem_ty);
                let elements = delta.wrapping_sub(iv.delta).wrapping_mul(stride);
                let bytes = elements.wrapping_add(after) & 0xFFFF_FFFF;
                InstData::Gep {
                    elem_ty: Ty::I8,
                    base: p,
                    indices: vec![f.iconst(types, Ty::I32, bytes)],
                    inbounds: false,
                }
            };
        }
    }
    f.replace_uses(&map);
}

/// The pointer parameter's start, computed in the preheader:
/// `&base[offset + init + delta]`.
fn start_pointer(f: &mut Function, types: &TypeStore, preheader: Block, iv: &NewIv) -> Value {
    let gep = |f: &mut Function, base: Value, index: Value, inbounds: bool| {
        let data = InstData::Gep {
            elem_ty: iv.elem_ty,
            base,
            indices: vec![index],
            inbounds,
        };
        f.insert_before_terminator(preheader, data, iv.ptr_ty)
    };
    let base = match iv.base_offset {
        0 => iv.base,
        bytes => {
            let data = InstData::Gep {
                elem_ty: Ty::I8,
                base: iv.base,
                indices: vec![f.iconst(types, Ty::I32, bytes & 0xFFFF_FFFF)],
                inbounds: iv.inbounds,
            };
            f.insert_before_terminator(preheader, data, iv.ptr_ty)
        }
    };
    // `&base[offset]` may lie outside the object: no `inbounds`.
    let base = match iv.offset {
        Some(x) => gep(f, base, x, false),
        None => base,
    };
    match iv.init {
        Index::Const(ty, c) => {
            let index = f.iconst(types, ty, c.wrapping_add(iv.delta));
            gep(f, base, index, iv.inbounds && iv.delta == 0)
        }
        Index::Value(v) if f.const_value(v).is_some() => {
            let c = f.const_value(v).unwrap_or(0).wrapping_add(iv.delta);
            let index = f.iconst(types, iv.index_ty, c);
            gep(f, base, index, iv.inbounds && iv.delta == 0)
        }
        Index::Value(v) => {
            let at_init = gep(f, base, v, iv.inbounds);
            if iv.delta == 0 {
                return at_init;
            }
            let delta = f.iconst(types, iv.index_ty, iv.delta);
            gep(f, at_init, delta, false)
        }
    }
}

#[cfg(test)]
mod tests;
