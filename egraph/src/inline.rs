//! Inlining of small, non-recursive functions (and of a tiny step of a
//! recursive cycle that only calls back into its caller).
//!
//! Callers are visited bottom-up over the call graph, so a callee has
//! already received its own inlining when it is copied. A direct call is
//! inlined when the callee is defined, not interposable (a `weak`,
//! `linkonce`, `common` or `extern_weak` definition may be replaced by
//! another object's at link time), not variadic, not part of a recursive
//! cycle (except a tiny step of one whose every call goes back to the
//! caller: the caller then calls itself, which `tailrec` makes a loop),
//! and small: tiny callees everywhere (somewhat larger
//! ones at calls whose arguments are all constants), callees of up to
//! `max_callee` instructions at calls inside loops or when they are called
//! from at most two places (the code grows little) — and only while the
//! module is below its budget ([`module_budget`]: a multiple of its size
//! before the first run; the pipeline's second run, after `tailrec`, works
//! within what is left) and, for a copy of more than [`ALWAYS_INLINE`]
//! instructions, the caller below `max_caller` instructions. A tiny callee
//! is inlined into a caller of any size, as LLVM's inliner does: a checking
//! helper called a thousand times from one huge `main` is cheaper inlined
//! everywhere, and the module's budget still bounds the growth.
//!
//! **Specialisation.** Sizes are those of the copy a call would get, not
//! of the callee (`Specialization`): arguments the caller knows to be
//! constants propagate through the callee, pure operations on constants
//! fold, and a branch on a constant copies one side only (LLVM's inliner
//! weighs and prunes its clones the same way). A checking helper called
//! with constant values (`check(id, 42, 42)`) keeps only its counter
//! update, and its failure path, with the `printf`, is never copied. A
//! copy no larger than the call it replaces is inlined even past the
//! budgets, and when every copied `ret` returns the same constant, the
//! call's uses get that constant, so later calls see it as a constant
//! argument.
//!
//! Inlining splits the calling block at the call: the first half jumps to a
//! copy of the callee's blocks (its entry parameters replaced by the call's
//! arguments), each `ret` in the copy jumps to the second half, and the
//! returned value arrives as a parameter of the second half. The callee's
//! fixed-size `alloca`s move to the caller's entry block, so an inlined
//! call inside a loop does not grow the stack on every iteration (the
//! callee's locals start uninitialised either way).
//!
//! **Attributes.** A `noinline` or `optnone` callee is never inlined, and
//! nothing is inlined into an `optnone` caller; an `alwaysinline` callee
//! is inlined at every call that passes it its own arguments, past the
//! size budgets (but never a recursive, variadic or interposable one).

#[cfg(test)]
mod budget_tests;
mod chains;
#[cfg(test)]
mod cycle_tests;

use crate::eopt::eval::{eval_bin, eval_cast, eval_icmp};
use chains::{ChainMemo, chain_locations};
use cranelift_entity::SecondaryMap;
use cranelift_entity::packed_option::PackedOption;
use egret_llvmlite::dom::{DomTree, reverse_postorder};
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{
    Block, BlockCall, Callee, FuncRef, Function, Inst, InstData, Module, Ty, TypeStore, Value,
    ValueDef,
};
use rustc_hash::FxHashMap as HashMap;

/// The size of `m`: instructions placed in its defined functions.
pub fn module_size(m: &Module) -> usize {
    m.funcs
        .values()
        .filter_map(|f| f.body.as_ref())
        .map(|b| b.num_placed_insts())
        .sum()
}

/// The size the module may grow to by inlining: `growth_percent` of
/// `size`, plus a little for tiny modules.
pub fn module_budget(size: usize, growth_percent: usize) -> usize {
    size * growth_percent / 100 + 200
}

/// Inlines calls in every function of `m` while the module stays under
/// `budget` instructions ([`module_budget`]); returns how many calls were
/// inlined.
pub fn run(m: &mut Module, max_callee: usize, max_caller: usize, budget: usize) -> usize {
    let graph = CallGraph::new(m);
    let mut size = module_size(m);
    let mut count = 0;
    // The block order of each callee (bodies of callees are final: they
    // were callers earlier, bottom-up).
    let mut shapes: HashMap<FuncRef, Shape> = HashMap::default();
    let mut chains = ChainMemo::default();
    for caller in graph.bottom_up() {
        if m.funcs[caller].fn_attrs.optnone {
            continue;
        }
        let Some(mut body) = m.funcs[caller].body.take() else {
            continue;
        };
        body.rebuild_inst_blocks();
        let calls = direct_calls(&body);
        if calls.iter().all(|&(_, g)| m.funcs[g].body.is_none()) {
            // Nothing to inline: no need for the loop depths.
            m.funcs[caller].body = Some(body);
            continue;
        }
        let mut depth = loop_depths(&body);
        let mut caller_size = body.num_placed_insts();
        // Results of inlined calls that are constants: their uses are
        // rewritten once, after the caller's last inlining.
        let mut results = ConstResults::default();
        for (call, callee) in calls {
            let caller_full = caller_size > max_caller;
            let Some(block) = body.inst_block[call].expand() else {
                continue;
            };
            let Some(callee_body) = m.funcs[callee].body.as_ref() else {
                continue;
            };
            let InstData::Call { args, .. } = &body.insts[call] else {
                continue;
            };
            // An interposable definition may not be the body that runs.
            let fd = &m.funcs[callee];
            let attrs = fd.fn_attrs;
            let closes = graph.recursive[callee] && closes_cycle(callee_body, caller, callee);
            if (graph.recursive[callee] && !closes)
                || fd.sig.varargs
                || fd.linkage.is_interposable()
                || attrs.noinline
                || attrs.optnone
            {
                continue;
            }
            let shape = shapes
                .entry(callee)
                .or_insert_with(|| Shape::new(callee_body));
            let consts: Vec<Option<u64>> = args
                .iter()
                .map(|&a| caller_const(&body, &m.types, &results, a))
                .collect();
            let spec = Specialization::new(callee_body, &m.types, shape, &consts);
            if closes && spec.size > ALWAYS_INLINE {
                continue;
            }
            // A copy no larger than the call it replaces is inlined even
            // past the budgets: it does not grow the code.
            let shrinks = spec.work <= args.len() + 1;
            // A small copy is inlined whatever the caller's size (as
            // LLVM's inliner does for a cheap callee): only the module's
            // budget bounds it.
            let over = (caller_full && spec.size > ALWAYS_INLINE) || size > budget;
            let limits = (depth[block], max_callee);
            // `alwaysinline`: whatever the budgets, where the call fits.
            let always = attrs.alwaysinline && call_matches(m, &body, call, callee);
            let worth = || worth_inlining(m, &graph, &body, call, callee, &spec, &consts, limits);
            if !always && ((over && !shrinks) || !worth()) {
                continue;
            }
            // Charged what the copy adds beyond the call and its argument
            // set-up, which go (nothing for a copy that `shrinks`).
            let n = if shrinks {
                0
            } else {
                spec.size.saturating_sub(args.len() + 1)
            };
            let result = body.inst_result(call);
            let call_loc = body.locs[call];
            let copied = inline_call(&mut body, call, callee_body, &spec, &m.types, &mut depth);
            chain_locations(m, &mut body, copied, call_loc, &mut chains);
            if let (Some(r), Some(c)) = (result, spec.ret) {
                let k = body.iconst(&m.types, body.value_type(r), c);
                results.insert(r, k);
            }
            size += n;
            caller_size += n;
            count += 1;
        }
        body.replace_uses(&results);
        m.funcs[caller].body = Some(body);
    }
    count
}

/// Call results known to be constants: the result and its constant.
type ConstResults = HashMap<Value, Value>;

/// The loop depth of every block.
fn loop_depths(f: &Function) -> SecondaryMap<Block, u32> {
    let dt = DomTree::compute(f);
    let loops = LoopInfo::compute(f, &dt);
    let mut depth = SecondaryMap::new();
    for &b in &f.layout {
        depth[b] = loops.depth(b);
    }
    depth
}

/// The direct calls of `f` in layout order, with their callees.
fn direct_calls(f: &Function) -> Vec<(Inst, FuncRef)> {
    crate::cfg::placed_insts(f)
        .into_iter()
        .filter_map(|(_, i)| match &f.insts[i] {
            InstData::Call {
                callee: Callee::Direct(g),
                ..
            } => Some((i, *g)),
            _ => None,
        })
        .collect()
}

/// Direct calls between defined functions.
struct CallGraph {
    recursive: SecondaryMap<FuncRef, bool>,
    /// Direct call sites of each function in the module (before inlining).
    sites: SecondaryMap<FuncRef, u32>,
    order: Vec<FuncRef>,
}

impl CallGraph {
    fn new(m: &Module) -> CallGraph {
        let mut callees: SecondaryMap<FuncRef, Vec<FuncRef>> = SecondaryMap::new();
        let mut sites: SecondaryMap<FuncRef, u32> = SecondaryMap::new();
        let defined: Vec<FuncRef> = m
            .funcs
            .iter()
            .filter(|(_, f)| f.body.is_some())
            .map(|(r, _)| r)
            .collect();
        for &f in &defined {
            let body = m.funcs[f].body.as_ref().expect("defined");
            for (_, i) in crate::cfg::placed_insts(body) {
                if let InstData::Call {
                    callee: Callee::Direct(g),
                    ..
                } = &body.insts[i]
                {
                    sites[*g] += 1;
                    if m.funcs[*g].body.is_some() && !callees[f].contains(g) {
                        callees[f].push(*g);
                    }
                }
            }
        }
        let mut recursive: SecondaryMap<FuncRef, bool> = SecondaryMap::new();
        for &f in &defined {
            recursive[f] = reaches(&callees, f, f);
        }
        // Post-order DFS: callees before callers.
        let mut order = Vec::new();
        let mut state: SecondaryMap<FuncRef, u8> = SecondaryMap::new();
        for &f in &defined {
            post_order(&callees, f, &mut state, &mut order);
        }
        CallGraph {
            recursive,
            sites,
            order,
        }
    }

    fn bottom_up(&self) -> Vec<FuncRef> {
        self.order.clone()
    }
}

fn reaches(callees: &SecondaryMap<FuncRef, Vec<FuncRef>>, from: FuncRef, target: FuncRef) -> bool {
    let mut seen: SecondaryMap<FuncRef, bool> = SecondaryMap::new();
    let mut work = callees[from].clone();
    while let Some(g) = work.pop() {
        if g == target {
            return true;
        }
        if !seen[g] {
            seen[g] = true;
            work.extend(callees[g].iter().copied());
        }
    }
    false
}

fn post_order(
    callees: &SecondaryMap<FuncRef, Vec<FuncRef>>,
    root: FuncRef,
    state: &mut SecondaryMap<FuncRef, u8>,
    out: &mut Vec<FuncRef>,
) {
    if state[root] != 0 {
        return;
    }
    state[root] = 1;
    let mut stack = vec![(root, 0usize)];
    while let Some((f, i)) = stack.pop() {
        if let Some(&g) = callees[f].get(i) {
            stack.push((f, i + 1));
            if state[g] == 0 {
                state[g] = 1;
                stack.push((g, 0));
            }
        } else {
            state[f] = 2;
            out.push(f);
        }
    }
}

/// Callees of at most this many instructions are always inlined: the call
/// sequence (argument moves, `jsub`, the callee's prologue and epilogue)
/// costs about as much as their body.
pub const ALWAYS_INLINE: usize = 16;

/// How much larger (in instructions) a callee may be, per argument, at a
/// call whose arguments are all constants (up to the largest callee inlined
/// at all): the inlined copy then computes on constants, and often folds
/// away entirely. (A bonus per constant argument also inlines calls that
/// pass a constant next to a pointer or a loaded value, which grows the code
/// and folds little.)
pub const CONSTANT_ARG_BONUS: usize = 4;

/// Whether the call `call` of `callee` (in a block at loop depth `depth`)
/// should be inlined, given what the copy keeps of the callee (`spec`). A
/// callee that keeps at most [`ALWAYS_INLINE`] instructions always is; a
/// larger one up to `max_callee` only where it pays for the code it adds:
/// at a call in a loop, or when the callee has at most two call sites.
#[allow(clippy::too_many_arguments)]
fn worth_inlining(
    m: &Module,
    graph: &CallGraph,
    f: &Function,
    call: Inst,
    callee: FuncRef,
    spec: &Specialization,
    consts: &[Option<u64>],
    (depth, max_callee): (u32, usize),
) -> bool {
    let InstData::Call { args, .. } = &f.insts[call] else {
        return false;
    };
    let fd = &m.funcs[callee];
    let Some(cb) = &fd.body else { return false };
    let size = spec.size;
    // When every argument is a constant, the copy computes on constants. A
    // global's address counts as one for a callee that calls nothing (its
    // loads and address arithmetic fold; passed on to a call, it would not).
    let leaf = cb
        .insts
        .values()
        .all(|d| !matches!(d, InstData::Call { .. }));
    let constant_args = args.iter().zip(consts).all(|(&a, c)| match f.value_def(a) {
        ValueDef::Global(_) => leaf,
        _ => c.is_some(),
    });
    let always = if constant_args {
        (ALWAYS_INLINE + CONSTANT_ARG_BONUS * args.len()).min(max_callee)
    } else {
        ALWAYS_INLINE
    };
    let worth = size <= always || (size <= max_callee && (depth > 0 || graph.sites[callee] <= 2));
    !fd.sig.varargs && call_matches(m, f, call, callee) && worth
}

/// Whether `callee` (`callee_body`), part of a recursive cycle through
/// `caller`, is a step of the cycle that may be inlined into `caller`:
/// another function whose every call is a direct call of `caller`. Its
/// copy makes `caller` call itself, which `tailrec` turns into a loop when
/// the call is the last thing it does (`is_even` calling `is_odd` calling
/// `is_even`, as LLVM's inliner does); `caller`'s copy of the callee holds
/// no call of the callee, so the inlining does not repeat. The caller
/// checks that the copy is tiny ([`ALWAYS_INLINE`]).
fn closes_cycle(callee_body: &Function, caller: FuncRef, callee: FuncRef) -> bool {
    let calls = crate::cfg::placed_insts(callee_body)
        .into_iter()
        .filter(|&(_, i)| matches!(callee_body.insts[i], InstData::Call { .. }))
        .map(|(_, i)| match &callee_body.insts[i] {
            InstData::Call {
                callee: Callee::Direct(g),
                ..
            } => Some(*g),
            _ => None,
        })
        .collect::<Vec<_>>();
    callee != caller && !calls.is_empty() && calls.iter().all(|&g| g == Some(caller))
}

/// Whether call `call` in `f` passes `callee` the arguments its definition
/// takes, through its own function type (else the call cannot be replaced
/// by a copy of the body).
fn call_matches(m: &Module, f: &Function, call: Inst, callee: FuncRef) -> bool {
    let InstData::Call { args, fn_ty, .. } = &f.insts[call] else {
        return false;
    };
    let fd = &m.funcs[callee];
    args.len() == fd.sig.params.len() && m.types.equiv(*fn_ty, fd.fn_ty)
}

/// How deep [`caller_const`] looks through the caller's instructions.
const CALLER_FOLD_DEPTH: u32 = 6;

/// The integer constant `v` (a value of the caller) computes, if it is one,
/// the constant result of a call inlined before (`results`), or a pure
/// operation on those (looking [`CALLER_FOLD_DEPTH`] deep): an earlier
/// inlined call may have left `sext (add c1, c2)` as an argument.
fn caller_const(f: &Function, types: &TypeStore, results: &ConstResults, v: Value) -> Option<u64> {
    fold_const(f, types, results, v, CALLER_FOLD_DEPTH)
}

fn fold_const(
    f: &Function,
    types: &TypeStore,
    results: &ConstResults,
    v: Value,
    depth: u32,
) -> Option<u64> {
    if let Some(&k) = results.get(&v) {
        return f.const_value(k);
    }
    match f.value_def(v) {
        ValueDef::Const(c) => Some(c),
        ValueDef::Inst(i) if depth > 0 => {
            let get = |a: Value| fold_const(f, types, results, a, depth - 1);
            let ty = f.value_type(v);
            eval_pure(&f.insts[i], ty, types, |a| f.value_type(a), get)
        }
        _ => None,
    }
}

/// The constant a pure instruction `data` (result type `ty`) computes when
/// `get` knows its operands, or `None` (also for traps, which must stay).
fn eval_pure(
    data: &InstData,
    ty: Ty,
    types: &TypeStore,
    type_of: impl Fn(Value) -> Ty,
    get: impl Fn(Value) -> Option<u64>,
) -> Option<u64> {
    match data {
        InstData::Binary { op, args, .. } => {
            let bits = types.int_bits(ty)?;
            eval_bin(*op, bits, get(args[0])?, get(args[1])?)
        }
        InstData::Icmp { cc, args } => {
            let bits = types.int_bits(type_of(args[0]))?;
            Some(eval_icmp(*cc, bits, get(args[0])?, get(args[1])?) as u64)
        }
        InstData::Cast { op, arg } => {
            let from = types.int_bits(type_of(*arg))?;
            let to = types.int_bits(ty)?;
            Some(eval_cast(*op, from, to, get(*arg)?))
        }
        InstData::Select { args } => {
            types.int_bits(ty)?;
            get(if get(args[0])? != 0 { args[1] } else { args[2] })
        }
        _ => None,
    }
}

/// What inlining one call keeps of the callee, given the arguments the
/// caller can evaluate ([`caller_const`]): a branch on a constant goes one
/// way, so only the blocks it reaches are copied, and a pure operation on
/// constants becomes a constant (LLVM's inliner prunes its clones the same
/// way). The inlining decision weighs [`Self::size`], what the copy really
/// adds.
struct Specialization {
    /// The callee's blocks that are copied (reachable from the entry
    /// through the branches that are not decided otherwise).
    live: SecondaryMap<Block, bool>,
    /// The live blocks in reverse postorder: the order of the copy, in
    /// which every value is copied before its uses.
    copied: Vec<Block>,
    /// Callee values (instruction results, block parameters) known to be an
    /// integer constant.
    known: SecondaryMap<Value, Option<u64>>,
    /// The constant every copied `ret` returns, if they agree on one.
    ret: Option<u64>,
    /// The instructions of the copy (a decided branch counts as the jump it
    /// becomes; a jump to a block it alone enters does not count, as block
    /// merging removes it — an earlier inlining into the callee leaves such
    /// jumps).
    size: usize,
    /// The instructions of the copy other than jumps (which block merging
    /// removes) and `ret`s (which become such jumps).
    work: usize,
    /// Whether the last walk made a block live after its turn.
    revisit: bool,
}

/// What a block parameter receives over the copied edges.
#[derive(Copy, Clone, Default, PartialEq)]
enum Incoming {
    /// No copied edge seen yet.
    #[default]
    None,
    /// This constant on every copied edge.
    Const(u64),
    /// Different or unknown values.
    Varies,
}

impl Incoming {
    fn merge(&mut self, v: Option<u64>) {
        *self = match (*self, v) {
            (Incoming::None, Some(c)) => Incoming::Const(c),
            (Incoming::Const(a), Some(c)) if a == c => Incoming::Const(a),
            _ => Incoming::Varies,
        };
    }
}

/// The block order of a callee, computed once per inlining run.
struct Shape {
    /// Reverse postorder from the entry.
    order: Vec<Block>,
    /// Position in `order`, from 1 (0 for unreachable blocks).
    pos: SecondaryMap<Block, u32>,
    /// Blocks entered by a retreating edge, which may receive any value
    /// there: their parameters are never known.
    looped: SecondaryMap<Block, bool>,
    /// Predecessor edges of each reachable block: a jump to a block with
    /// one merges away (simplify-cfg), so the copy does not keep it.
    preds: SecondaryMap<Block, u32>,
}

impl Shape {
    fn new(callee: &Function) -> Shape {
        let order = match callee.entry() {
            Some(entry) => reverse_postorder(callee, entry),
            None => Vec::new(),
        };
        let mut pos: SecondaryMap<Block, u32> = SecondaryMap::new();
        for (k, &b) in order.iter().enumerate() {
            pos[b] = k as u32 + 1;
        }
        let mut looped: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut preds: SecondaryMap<Block, u32> = SecondaryMap::new();
        for &b in &order {
            for s in callee.succ_iter(b) {
                preds[s] = preds[s].saturating_add(1);
                if pos[s] <= pos[b] {
                    looped[s] = true;
                }
            }
        }
        Shape {
            order,
            pos,
            looped,
            preds,
        }
    }
}

impl Specialization {
    /// The specialization of `callee` for a call whose arguments are the
    /// constants `consts` (`None` where unknown).
    fn new(callee: &Function, types: &TypeStore, shape: &Shape, consts: &[Option<u64>]) -> Self {
        let mut spec = Specialization {
            live: SecondaryMap::new(),
            copied: Vec::new(),
            known: SecondaryMap::new(),
            ret: None,
            size: 0,
            work: 0,
            revisit: false,
        };
        if shape.order.is_empty() {
            return spec;
        }
        // In an irreducible loop a block can first become live through a
        // retreating edge, after its turn: then the walk runs again with
        // the live blocks seen so far (liveness only grows).
        loop {
            let rets = spec.walk(callee, types, consts, shape);
            if !spec.revisit {
                if let Incoming::Const(c) = rets {
                    spec.ret = Some(c);
                }
                spec.copied = shape
                    .order
                    .iter()
                    .copied()
                    .filter(|&b| spec.live[b])
                    .collect();
                return spec;
            }
        }
    }

    /// One walk over the callee's blocks in reverse postorder: sets
    /// [`Self::live`], [`Self::known`] and [`Self::size`]; returns what the
    /// `ret`s return.
    fn walk(
        &mut self,
        callee: &Function,
        types: &TypeStore,
        consts: &[Option<u64>],
        shape: &Shape,
    ) -> Incoming {
        let spec = self;
        let (order, pos, looped) = (&shape.order, &shape.pos, &shape.looped);
        let entry = order[0];
        spec.known.clear();
        spec.size = 0;
        spec.work = 0;
        spec.revisit = false;
        let mut incoming: SecondaryMap<Value, Incoming> = SecondaryMap::new();
        let mut rets = Incoming::None;
        for (&p, &c) in callee.blocks[entry].params.iter().zip(consts) {
            spec.known[p] = c;
        }
        spec.live[entry] = true;
        for &b in order.iter() {
            if !spec.live[b] {
                continue;
            }
            if b != entry && !looped[b] {
                for &p in &callee.blocks[b].params {
                    if let Incoming::Const(c) = incoming[p] {
                        spec.known[p] = Some(c);
                    }
                }
            }
            for &i in &callee.blocks[b].insts {
                let data = &callee.insts[i];
                if let InstData::Ret { value } = data {
                    rets.merge(value.and_then(|v| spec.get(callee, v)));
                } else if data.is_terminator() {
                    // A decided branch becomes a jump to its one target.
                    let taken: Vec<&BlockCall> = match spec.decided_target(callee, data) {
                        Some(bc) => vec![bc],
                        None => data.targets_iter().collect(),
                    };
                    spec.work +=
                        usize::from(!matches!(data, InstData::Jump { .. }) && taken.len() > 1);
                    for bc in taken {
                        for (&p, &a) in callee.blocks[bc.block].params.iter().zip(&bc.args) {
                            incoming[p].merge(spec.get(callee, a));
                        }
                        spec.revisit |= !spec.live[bc.block] && pos[bc.block] <= pos[b];
                        spec.live[bc.block] = true;
                    }
                    // A jump to a block it alone enters merges away.
                    if let InstData::Jump { dest } = data
                        && shape.preds[dest.block] == 1
                    {
                        continue;
                    }
                } else if let Some(r) = callee.inst_result(i) {
                    let ty = callee.value_type(r);
                    let c = eval_pure(
                        data,
                        ty,
                        types,
                        |v| callee.value_type(v),
                        |v| spec.get(callee, v),
                    );
                    if c.is_some() {
                        spec.known[r] = c;
                        continue;
                    }
                    spec.work += 1;
                } else {
                    spec.work += 1;
                }
                spec.size += 1;
            }
        }
        rets
    }

    /// The constant of callee value `v`, if it is one or known to be one.
    fn get(&self, callee: &Function, v: Value) -> Option<u64> {
        callee.const_value(v).or(self.known[v])
    }

    /// The one target a jump, or a branch on a known condition, goes to.
    fn decided_target<'a>(&self, callee: &Function, data: &'a InstData) -> Option<&'a BlockCall> {
        match data {
            InstData::Jump { dest } => Some(dest),
            InstData::Branch {
                cond,
                then_dest,
                else_dest,
            } => {
                let c = self.get(callee, *cond)?;
                Some(if c != 0 { then_dest } else { else_dest })
            }
            _ => None,
        }
    }
}

/// Inlines `call` (a call of `callee`) into `f`. Keeps `inst_block`
/// current and gives the new blocks the loop depth of the call's block, so
/// that many calls in one function are inlined in linear time.
/// Returns the indices of the instructions copied from the callee.
fn inline_call(
    f: &mut Function,
    call: Inst,
    callee: &Function,
    spec: &Specialization,
    types: &TypeStore,
    depth: &mut SecondaryMap<Block, u32>,
) -> std::ops::Range<usize> {
    let block = f.inst_block[call].expand().expect("the call is placed");
    let InstData::Call { args, .. } = f.insts[call].clone() else {
        unreachable!("the site is a call")
    };
    let loc = f.locs[call];
    let cont = split_after_call(f, block, call, depth);
    let mut copy = create_blocks(f, callee, spec, types, &args, block, depth);
    let caller_entry = f.entry().expect("caller has an entry");
    let first_copied = f.insts.len();
    let hoisted_allocas = copy_insts(f, callee, spec, types, &mut copy, cont, caller_entry);
    let copied = first_copied..f.insts.len();
    let entry = callee.entry().expect("defined functions have an entry");
    let first = copy.bmap[entry].expect("mapped");
    f.append_inst(
        block,
        InstData::Jump {
            dest: BlockCall::new(first),
        },
        None,
        loc,
    );
    let at = f
        .layout
        .iter()
        .position(|&b| b == block)
        .expect("block is placed")
        + 1;
    let mut placed = copy.new_blocks;
    placed.push(cont);
    f.layout.splice(at..at, placed);
    let entry_insts = &mut f.blocks[caller_entry].insts;
    entry_insts.splice(0..0, hoisted_allocas);
    copied
}

/// Moves what follows `call` in `block` to a new continuation block (not
/// yet placed), whose parameter is the call's result (the same value, so
/// no use needs rewriting), and removes the call. Returns the block.
fn split_after_call(
    f: &mut Function,
    block: Block,
    call: Inst,
    depth: &mut SecondaryMap<Block, u32>,
) -> Block {
    let pos = f.blocks[block]
        .insts
        .iter()
        .position(|&i| i == call)
        .expect("inst_block is current");
    let cont = f.create_block(None);
    f.layout.pop();
    depth[cont] = depth[block];
    let rest: Vec<Inst> = f.blocks[block].insts.split_off(pos + 1);
    f.blocks[block].insts.pop();
    // The first half keeps the capacity of the whole block unless it is
    // given back: with n calls in one block that would hold n²/2 words.
    f.blocks[block].insts.shrink_to_fit();
    for &i in &rest {
        f.inst_block[i] = cont.into();
    }
    f.blocks[cont].insts = rest;
    if let Some(r) = f.inst_result(call) {
        f.values[r].def = ValueDef::Param(cont, 0);
        f.blocks[cont].params.push(r);
        f.results[call] = None.into();
    }
    cont
}

/// The callee's blocks and values in the caller, while they are copied.
struct CalleeCopy {
    /// The caller's block for each copied callee block.
    bmap: SecondaryMap<Block, Option<Block>>,
    /// The caller's value for each callee value copied so far.
    vmap: SecondaryMap<Value, PackedOption<Value>>,
    /// The new blocks, in the order of `spec.copied`.
    new_blocks: Vec<Block>,
}

/// Creates an empty block (not yet placed, at the loop depth of `block`)
/// for each callee block the specialization keeps, with the parameters it
/// keeps: the entry's become the call's arguments, a parameter known to be
/// a constant becomes that constant.
fn create_blocks(
    f: &mut Function,
    callee: &Function,
    spec: &Specialization,
    types: &TypeStore,
    args: &[Value],
    block: Block,
    depth: &mut SecondaryMap<Block, u32>,
) -> CalleeCopy {
    let mut copy = CalleeCopy {
        bmap: SecondaryMap::new(),
        vmap: SecondaryMap::new(),
        new_blocks: Vec::new(),
    };
    copy.vmap.resize(callee.values.len());
    let entry = callee.entry().expect("defined functions have an entry");
    for &cb in &spec.copied {
        let nb = f.create_block(None);
        f.layout.pop();
        depth[nb] = depth[block];
        copy.bmap[cb] = Some(nb);
        copy.new_blocks.push(nb);
        if cb == entry {
            for (&p, &a) in callee.blocks[cb].params.iter().zip(args) {
                copy.vmap[p] = a.into();
            }
        } else {
            for &p in &callee.blocks[cb].params {
                let ty = callee.value_type(p);
                let np = match spec.known[p] {
                    Some(c) => f.iconst(types, ty, c),
                    None => f.append_block_param(nb, ty),
                };
                copy.vmap[p] = np.into();
            }
        }
    }
    copy
}

/// Copies the instructions of the kept callee blocks, in reverse postorder
/// so that every value is copied before its uses. Known values become
/// constants (their instructions are not copied), decided branches jumps,
/// returns jumps to `cont`. Returns the static allocas, which go to the
/// start of the caller's entry.
fn copy_insts(
    f: &mut Function,
    callee: &Function,
    spec: &Specialization,
    types: &TypeStore,
    copy: &mut CalleeCopy,
    cont: Block,
    caller_entry: Block,
) -> Vec<Inst> {
    let mut hoisted_allocas = Vec::new();
    for &cb in &spec.copied {
        let nb = copy.bmap[cb].expect("mapped");
        for &ci in &callee.blocks[cb].insts {
            let original = &callee.insts[ci];
            if let Some(c) = callee.inst_result(ci).and_then(|r| spec.known[r]) {
                let r = callee.inst_result(ci).expect("a result");
                copy.vmap[r] = f.iconst(types, callee.value_type(r), c).into();
                continue;
            }
            let mut data = match spec.decided_target(callee, original) {
                Some(dest) => InstData::Jump { dest: dest.clone() },
                None => original.clone(),
            };
            // Arguments for parameters the copy drops go too.
            for t in data.targets_mut() {
                let params = &callee.blocks[t.block].params;
                let mut k = 0;
                t.args.retain(|_| {
                    k += 1;
                    spec.known[params[k - 1]].is_none()
                });
            }
            data.map_args(|v| map_value(f, callee, &mut copy.vmap, v, types));
            for t in data.targets_mut() {
                t.block = copy.bmap[t.block].expect("targets are copied blocks");
            }
            if let InstData::Ret { value } = data {
                let dest = BlockCall {
                    block: cont,
                    args: value.into_iter().collect(),
                };
                f.append_inst(nb, InstData::Jump { dest }, None, callee.locs[ci]);
                continue;
            }
            let static_alloca = matches!(&data, InstData::Alloca { count, .. }
                if count.is_none_or(|c| matches!(f.value_def(c), ValueDef::Const(_))));
            let ty = callee.inst_result(ci).map(|r| callee.value_type(r));
            let ni = f.make_inst(data, ty, callee.locs[ci]);
            if let (Some(r), Some(nr)) = (callee.inst_result(ci), f.inst_result(ni)) {
                copy.vmap[r] = nr.into();
            }
            if static_alloca {
                f.inst_block[ni] = caller_entry.into();
                hoisted_allocas.push(ni);
            } else {
                f.inst_block[ni] = nb.into();
                f.blocks[nb].insts.push(ni);
            }
        }
    }
    hoisted_allocas
}

/// The caller's value for callee value `v` (constants are re-created in the
/// caller, which interns them per function).
fn map_value(
    f: &mut Function,
    callee: &Function,
    vmap: &mut SecondaryMap<Value, PackedOption<Value>>,
    v: Value,
    types: &TypeStore,
) -> Value {
    if let Some(w) = vmap[v].expand() {
        return w;
    }
    let ty = callee.value_type(v);
    let w = match callee.value_def(v) {
        ValueDef::Const(c) => f.iconst(types, ty, c),
        ValueDef::Wide(_) => {
            let bits = types.int_bits(ty).unwrap_or(64);
            f.wide_iconst(ty, bits, callee.wide_const(v).unwrap_or(&[]))
        }
        ValueDef::Null => f.null(ty),
        ValueDef::Undef => f.undef(ty),
        ValueDef::Zero => f.zero(ty),
        ValueDef::Global(g) => f.global_addr(g, ty),
        ValueDef::Func(g) => f.func_addr(g, ty),
        // Not in legalized IR; the same constant is still right.
        ValueDef::BlockAddr(g, b) => f.block_addr(g, b, ty),
        // Results and parameters are mapped before their uses (the blocks
        // are copied in reverse postorder, so definitions dominate uses).
        ValueDef::Inst(_) | ValueDef::Param(..) => {
            unreachable!("callee values are copied before their uses")
        }
    };
    vmap[v] = w.into();
    w
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{assert_valid, check_same_behaviour, parse_module};

    /// The default budget: four times the module.
    fn budget(m: &Module) -> usize {
        module_budget(module_size(m), 400)
    }

    #[test]
    fn never_inlines_an_interposable_definition() {
        // A strong definition in another object may replace each of these
        // bodies at link time; only the external one may be inlined (and
        // nothing may fold `@k`'s constant result into the caller).
        for (linkage, inlined) in [
            ("", 1),
            ("weak ", 0),
            ("weak_odr ", 0),
            ("linkonce ", 0),
            ("linkonce_odr ", 0),
        ] {
            let src = format!(
                "define {linkage}i32 @k() {{
                  ret i32 7
                }}
                define i32 @main() {{
                  %a = call i32 @k()
                  %b = add i32 %a, 1
                  ret i32 %b
                }}"
            );
            let before = parse_module(&src);
            let mut after = before.clone();
            let n = run(&mut after, 40, 1000, budget(&before));
            assert_eq!(n, inlined, "{linkage}");
            assert_valid(&after);
            check_same_behaviour(&before, &after);
            let main = after.func_by_name("main").expect("main");
            let body = after.funcs[main].body.as_ref().expect("defined");
            let calls = body
                .layout
                .iter()
                .flat_map(|&b| &body.blocks[b].insts)
                .filter(|&&i| matches!(body.insts[i], InstData::Call { .. }))
                .count();
            assert_eq!(calls, 1 - inlined, "{linkage}");
        }
    }

    #[test]
    fn all_constant_arguments_earn_a_larger_callee() {
        // 18 instructions: over ALWAYS_INLINE, within the bonus of two
        // constant arguments; three call sites, none in a loop.
        let src = "@g = global i64 9
            define i64 @poly(i64 %x, i64 %y) {
              %t1 = mul i64 %x, %y
              %t2 = add i64 %t1, %y
              %t3 = add i64 %t2, %y
              %t4 = add i64 %t3, %y
              %t5 = add i64 %t4, %y
              %t6 = add i64 %t5, %y
              %t7 = add i64 %t6, %y
              %t8 = add i64 %t7, %y
              %t9 = add i64 %t8, %y
              %t10 = add i64 %t9, %y
              %t11 = add i64 %t10, %y
              %t12 = add i64 %t11, %y
              %t13 = add i64 %t12, %y
              %t14 = add i64 %t13, %y
              %t15 = add i64 %t14, %y
              %t16 = add i64 %t15, %y
              %t17 = add i64 %t16, %y
              ret i64 %t17
            }
            define i64 @main() {
              %arg = load i64, i64* @g
              %a = call i64 @poly(i64 3, i64 4)
              %b = call i64 @poly(i64 5, i64 6)
              %c = call i64 @poly(i64 %arg, i64 6)
              %s = add i64 %a, %b
              %r = add i64 %s, %c
              ret i64 %r
            }";
        let before = parse_module(src);
        let mut after = before.clone();
        const { assert!(18 > ALWAYS_INLINE && 18 <= ALWAYS_INLINE + 2 * CONSTANT_ARG_BONUS) };
        let n = run(&mut after, 40, 1000, budget(&before));
        assert_eq!(n, 2, "the two calls with constant arguments only");
        assert_valid(&after);
        let m = &after.funcs[after.func_by_name("main").expect("main")];
        let body = m.body.as_ref().expect("defined");
        let calls = crate::cfg::placed_insts(body)
            .iter()
            .filter(|(_, i)| matches!(body.insts[*i], InstData::Call { .. }))
            .count();
        assert_eq!(calls, 1);
        check_same_behaviour(&before, &after);
    }

    /// The calls left in `@main` of `m`, by callee name.
    fn calls_in_main(m: &Module) -> Vec<String> {
        let body = m.funcs[m.func_by_name("main").expect("main")]
            .body
            .as_ref()
            .expect("defined");
        crate::cfg::placed_insts(body)
            .iter()
            .filter_map(|(_, i)| match &body.insts[*i] {
                InstData::Call {
                    callee: Callee::Direct(g),
                    ..
                } => Some(m.funcs[*g].name.clone()),
                _ => None,
            })
            .collect()
    }

    /// A checker in the style of the corpus: with constant arguments its
    /// comparison decides the branch, and the failure path is not copied.
    const CHECKER: &str = "declare i32 @putchar(i32)
        @checks = global i64 0
        define void @check(i64 %got, i64 %want) {
        entry:
          %n = load i64, i64* @checks
          %n1 = add i64 %n, 1
          store i64 %n1, i64* @checks
          %ok = icmp eq i64 %got, %want
          br i1 %ok, label %done, label %bad
        bad:
          %u1 = call i32 @putchar(i32 70)
          %u2 = call i32 @putchar(i32 10)
          %w = trunc i64 %got to i32
          %u3 = call i32 @putchar(i32 %w)
          br label %done
        done:
          ret void
        }
        define i32 @twice(i32 %x) {
          %y = add i32 %x, %x
          ret i32 %y
        }";

    #[test]
    fn a_branch_on_constant_arguments_copies_one_side() {
        let src = format!(
            "{CHECKER}
            define i64 @main() {{
              %a = call i32 @twice(i32 21)
              %b = sext i32 %a to i64
              call void @check(i64 %b, i64 42)
              call void @check(i64 %b, i64 43)
              %n = load i64, i64* @checks
              ret i64 %n
            }}"
        );
        let before = parse_module(&src);
        let mut after = before.clone();
        // `twice` folds to 42, so the first check's comparison is decided
        // and its copy has no call; the second one fails and keeps them.
        assert_eq!(run(&mut after, 40, 1000, budget(&before)), 3);
        assert_valid(&after);
        assert_eq!(calls_in_main(&after), ["putchar", "putchar", "putchar"]);
        check_same_behaviour(&before, &after);
    }

    #[test]
    fn copies_that_fold_away_are_inlined_past_the_budgets() {
        // Forty checks in a module already over its budget: each copy
        // keeps a load, an add and a store, no more than the call.
        let calls: String = (0..40)
            .map(|k| format!("call void @check(i64 {k}, i64 {k})\n"))
            .collect();
        let src = format!(
            "{CHECKER}
            define i64 @main() {{
              {calls}
              call void @check(i64 1, i64 2)
              %n = load i64, i64* @checks
              ret i64 %n
            }}"
        );
        let before = parse_module(&src);
        let mut after = before.clone();
        let over = module_size(&before) - 1;
        assert_eq!(run(&mut after, 40, 10, over), 40);
        assert_valid(&after);
        assert_eq!(
            calls_in_main(&after),
            ["check"],
            "the failing one stays a call"
        );
        check_same_behaviour(&before, &after);
    }

    #[test]
    fn a_trap_on_constant_arguments_is_kept() {
        // `7 / 0` traps: the copy must not fold it (nor drop it).
        let src = "define i32 @div(i32 %a, i32 %b) {
              %q = sdiv i32 %a, %b
              ret i32 %q
            }
            define i32 @main() {
              %q = call i32 @div(i32 7, i32 0)
              ret i32 %q
            }";
        let before = parse_module(src);
        let mut after = before.clone();
        assert_eq!(run(&mut after, 40, 1000, budget(&before)), 1);
        assert_valid(&after);
        let m = &after.funcs[after.func_by_name("main").expect("main")];
        let body = m.body.as_ref().expect("defined");
        let divides = crate::cfg::placed_insts(body)
            .iter()
            .filter(|(_, i)| matches!(body.insts[*i], InstData::Binary { .. }))
            .count();
        assert_eq!(divides, 1);
    }

    #[test]
    fn an_irreducible_callee_specialises_soundly() {
        // Two entries into one cycle, one of them decided by a constant
        // argument; the other block joins the cycle through a retreating
        // edge.
        let src = "define i32 @spin(i32 %sel, i32 %n) {
            entry:
              %c = icmp eq i32 %sel, 0
              br i1 %c, label %a, label %b
            a:
              %i = phi i32 [ 0, %entry ], [ %j1, %b ]
              %i1 = add i32 %i, 1
              %done = icmp sge i32 %i1, %n
              br i1 %done, label %out, label %b
            b:
              %j = phi i32 [ 100, %entry ], [ %i1, %a ]
              %j1 = add i32 %j, 2
              %stop = icmp sge i32 %j1, %n
              br i1 %stop, label %out, label %a
            out:
              %r = phi i32 [ %i1, %a ], [ %j1, %b ]
              ret i32 %r
            }
            define i32 @main() {
              %x = call i32 @spin(i32 0, i32 10)
              %y = call i32 @spin(i32 1, i32 200)
              %z = call i32 @spin(i32 1, i32 50)
              %s = add i32 %x, %y
              %t = add i32 %s, %z
              ret i32 %t
            }";
        let before = parse_module(src);
        let mut after = before.clone();
        assert_eq!(run(&mut after, 40, 1000, budget(&before)), 3);
        assert_valid(&after);
        check_same_behaviour(&before, &after);
    }
}
