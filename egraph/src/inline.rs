//! Inlining of small, non-recursive functions.
//!
//! Callers are visited bottom-up over the call graph, so a callee has
//! already received its own inlining when it is copied. A direct call is
//! inlined when the callee is defined, not variadic, not part of a
//! recursive cycle, and small: tiny callees everywhere (somewhat larger
//! ones at calls whose arguments are all constants, where the copy folds),
//! callees of up to `max_callee` instructions at calls inside loops or when
//! they are called from at most two places (the code grows little) — and
//! only while the
//! caller is below `max_caller` instructions and the module below
//! `growth_percent` of its original size.
//!
//! Inlining splits the calling block at the call: the first half jumps to a
//! copy of the callee's blocks (its entry parameters replaced by the call's
//! arguments), each `ret` in the copy jumps to the second half, and the
//! returned value arrives as a parameter of the second half. The callee's
//! fixed-size `alloca`s move to the caller's entry block, so an inlined
//! call inside a loop does not grow the stack on every iteration (the
//! callee's locals start uninitialised either way).

use crate::loops::LoopInfo;
use cranelift_entity::SecondaryMap;
use cranelift_entity::packed_option::PackedOption;
use egret_llvmlite::dom::{DomTree, reverse_postorder};
use egret_llvmlite::{
    Block, BlockCall, Callee, FuncRef, Function, Inst, InstData, Module, Value, ValueDef,
};

/// Inlines calls in every function of `m`; returns how many calls were
/// inlined.
pub fn run(m: &mut Module, max_callee: usize, max_caller: usize, growth_percent: usize) -> usize {
    let graph = CallGraph::new(m);
    let mut size: usize = m
        .funcs
        .values()
        .filter_map(|f| f.body.as_ref())
        .map(|b| b.num_placed_insts())
        .sum();
    // The whole module may grow to this size, no more.
    let budget = size * growth_percent / 100 + 200;
    let mut count = 0;
    for caller in graph.bottom_up() {
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
        for (call, callee) in calls {
            if caller_size > max_caller || size > budget {
                break;
            }
            let Some(block) = body.inst_block[call].expand() else {
                continue;
            };
            let Some(callee_body) = m.funcs[callee].body.as_ref() else {
                continue;
            };
            if !worth_inlining(m, &graph, &body, call, callee, depth[block], max_callee) {
                continue;
            }
            let n = callee_body.num_placed_insts();
            inline_call(&mut body, call, callee_body, &m.types, &mut depth);
            size += n;
            caller_size += n;
            count += 1;
        }
        m.funcs[caller].body = Some(body);
    }
    count
}

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
/// should be inlined. A callee of at most [`ALWAYS_INLINE`] instructions
/// always is; a larger one up to `max_callee` only where it pays for the
/// code it adds: at a call in a loop, or when the callee has at most two
/// call sites.
fn worth_inlining(
    m: &Module,
    graph: &CallGraph,
    f: &Function,
    call: Inst,
    callee: FuncRef,
    depth: u32,
    max_callee: usize,
) -> bool {
    let InstData::Call { args, fn_ty, .. } = &f.insts[call] else {
        return false;
    };
    let fd = &m.funcs[callee];
    let Some(cb) = &fd.body else { return false };
    let size = cb.num_placed_insts();
    // When every argument is a constant, the copy computes on constants. A
    // global's address counts as one for a callee that calls nothing (its
    // loads and address arithmetic fold; passed on to a call, it would not).
    let leaf = cb
        .insts
        .values()
        .all(|d| !matches!(d, InstData::Call { .. }));
    let constant_args = args.iter().all(|&a| match f.value_def(a) {
        ValueDef::Const(_) => true,
        ValueDef::Global(_) => leaf,
        _ => false,
    });
    let always = if constant_args {
        (ALWAYS_INLINE + CONSTANT_ARG_BONUS * args.len()).min(max_callee)
    } else {
        ALWAYS_INLINE
    };
    let worth = size <= always || (size <= max_callee && (depth > 0 || graph.sites[callee] <= 2));
    !graph.recursive[callee]
        && !fd.sig.varargs
        && args.len() == fd.sig.params.len()
        && m.types.equiv(*fn_ty, fd.fn_ty)
        && worth
}

/// Inlines `call` (a call of `callee`) into `f`. Keeps `inst_block`
/// current and gives the new blocks the loop depth of the call's block, so
/// that many calls in one function are inlined in linear time.
fn inline_call(
    f: &mut Function,
    call: Inst,
    callee: &Function,
    types: &egret_llvmlite::TypeStore,
    depth: &mut SecondaryMap<Block, u32>,
) {
    let block = f.inst_block[call].expand().expect("the call is placed");
    let pos = f.blocks[block]
        .insts
        .iter()
        .position(|&i| i == call)
        .expect("inst_block is current");
    let InstData::Call { args, .. } = f.insts[call].clone() else {
        unreachable!("the site is a call")
    };
    let loc = f.locs[call];
    // The continuation: the rest of the block; the call's result becomes
    // its parameter (the same value, so no use needs rewriting).
    let cont = f.create_block(None);
    f.layout.pop();
    depth[cont] = depth[block];
    let rest: Vec<Inst> = f.blocks[block].insts.split_off(pos + 1);
    f.blocks[block].insts.pop();
    for &i in &rest {
        f.inst_block[i] = cont.into();
    }
    f.blocks[cont].insts = rest;
    if let Some(r) = f.inst_result(call) {
        f.values[r].def = ValueDef::Param(cont, 0);
        f.blocks[cont].params.push(r);
        f.results[call] = None.into();
    }
    // Copy the callee's reachable blocks, in reverse postorder so that every
    // value is copied before its uses.
    let mut bmap: SecondaryMap<Block, Option<Block>> = SecondaryMap::new();
    let mut vmap: SecondaryMap<Value, PackedOption<Value>> = SecondaryMap::new();
    vmap.resize(callee.values.len());
    let mut new_blocks = Vec::new();
    let entry = callee.entry().expect("defined functions have an entry");
    let order = reverse_postorder(callee, entry);
    for &cb in &order {
        let nb = f.create_block(None);
        f.layout.pop();
        depth[nb] = depth[block];
        bmap[cb] = Some(nb);
        new_blocks.push(nb);
        if cb == entry {
            for (&p, &a) in callee.blocks[cb].params.iter().zip(&args) {
                vmap[p] = a.into();
            }
        } else {
            for &p in &callee.blocks[cb].params {
                let np = f.append_block_param(nb, callee.value_type(p));
                vmap[p] = np.into();
            }
        }
    }
    let caller_entry = f.entry().expect("caller has an entry");
    let mut hoisted_allocas = Vec::new();
    for &cb in &order {
        let nb = bmap[cb].expect("mapped");
        for &ci in &callee.blocks[cb].insts {
            let mut data = callee.insts[ci].clone();
            data.map_args(|v| map_value(f, callee, &mut vmap, v, types));
            for t in data.targets_mut() {
                t.block = bmap[t.block].expect("targets are blocks of the callee");
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
                vmap[r] = nr.into();
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
    let first = bmap[entry].expect("mapped");
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
    let mut placed = new_blocks;
    placed.push(cont);
    f.layout.splice(at..at, placed);
    let entry_insts = &mut f.blocks[caller_entry].insts;
    entry_insts.splice(0..0, hoisted_allocas);
}

/// The caller's value for callee value `v` (constants are re-created in the
/// caller, which interns them per function).
fn map_value(
    f: &mut Function,
    callee: &Function,
    vmap: &mut SecondaryMap<Value, PackedOption<Value>>,
    v: Value,
    types: &egret_llvmlite::TypeStore,
) -> Value {
    if let Some(w) = vmap[v].expand() {
        return w;
    }
    let ty = callee.value_type(v);
    let w = match callee.value_def(v) {
        ValueDef::Const(c) => f.iconst(types, ty, c),
        ValueDef::Null => f.null(ty),
        ValueDef::Undef => f.undef(ty),
        ValueDef::Global(g) => f.global_addr(g, ty),
        ValueDef::Func(g) => f.func_addr(g, ty),
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

    #[test]
    fn inlines_small_functions_but_not_recursive_ones() {
        let src = "declare i32 @putchar(i32)
            define i64 @sq(i64 %x) {
              %y = mul i64 %x, %x
              ret i64 %y
            }
            define i64 @absdiff(i64 %a, i64 %b) {
              %c = icmp slt i64 %a, %b
              br i1 %c, label %lt, label %ge
            lt:
              %d1 = sub i64 %b, %a
              ret i64 %d1
            ge:
              %d2 = sub i64 %a, %b
              ret i64 %d2
            }
            define i64 @fac(i64 %n) {
              %z = icmp sle i64 %n, 0
              br i1 %z, label %one, label %rec
            one:
              ret i64 1
            rec:
              %m = sub i64 %n, 1
              %r = call i64 @fac(i64 %m)
              %p = mul i64 %n, %r
              ret i64 %p
            }
            define i64 @main() {
              %a = call i64 @sq(i64 7)
              %b = call i64 @absdiff(i64 %a, i64 100)
              %c = call i64 @fac(i64 5)
              %u = call i32 @putchar(i32 10)
              %s = add i64 %b, %c
              ret i64 %s
            }";
        let before = parse_module(src);
        let mut after = before.clone();
        let n = run(&mut after, 40, 1000, 400);
        assert_eq!(n, 2);
        assert_valid(&after);
        check_same_behaviour(&before, &after);
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
        let n = run(&mut after, 40, 1000, 400);
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
}
