//! Inlining of small, non-recursive functions.
//!
//! Callers are visited bottom-up over the call graph, so a callee has
//! already received its own inlining when it is copied. A direct call is
//! inlined when the callee is defined, not variadic, not part of a
//! recursive cycle, and small: tiny callees everywhere, callees of up to
//! `max_callee` instructions at calls inside loops or when they are called
//! from at most two places (the code grows little) — and only while the
//! caller is below `max_caller` instructions and the module below
//! [`MODULE_GROWTH_PERCENT`] of its original size.
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
use egret_llvmlite::dom::{DomTree, reverse_postorder};
use egret_llvmlite::{
    Block, BlockCall, Callee, FuncRef, Function, Inst, InstData, Module, Value, ValueDef,
};
use std::collections::HashMap;

/// Inlines calls in every function of `m`; returns how many calls were
/// inlined.
pub fn run(m: &mut Module, max_callee: usize, max_caller: usize) -> usize {
    let graph = CallGraph::new(m);
    let module_size = |m: &Module| -> usize {
        m.funcs
            .values()
            .filter_map(|f| f.body.as_ref())
            .map(|b| b.num_placed_insts())
            .sum()
    };
    // The whole module may grow to this size, no more.
    let budget = module_size(m) * MODULE_GROWTH_PERCENT / 100 + 200;
    let mut size = module_size(m);
    let mut count = 0;
    for caller in graph.bottom_up() {
        while let Some(body) = m.funcs[caller].body.as_ref() {
            if body.num_placed_insts() > max_caller || size > budget {
                break;
            }
            let Some((block, pos, callee)) = find_site(m, body, &graph, max_callee) else {
                break;
            };
            let callee_body = m.funcs[callee]
                .body
                .clone()
                .expect("inlined callees are defined");
            size += callee_body.num_placed_insts();
            let mut body = m.funcs[caller].body.take().expect("caller is defined");
            inline_call(&mut body, block, pos, &callee_body, &m.types);
            m.funcs[caller].body = Some(body);
            count += 1;
        }
    }
    count
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

/// How much inlining may grow the module, in percent of its size.
pub const MODULE_GROWTH_PERCENT: usize = 400;

/// Callees of at most this many instructions are always inlined: the call
/// sequence (argument moves, `jsub`, the callee's prologue and epilogue)
/// costs about as much as their body.
pub const ALWAYS_INLINE: usize = 16;

/// The first call in `body` worth inlining: block, position, callee. A
/// callee of at most [`ALWAYS_INLINE`] instructions always is; a larger one
/// up to `max_callee` only where it pays for the code it adds: at a call in
/// a loop, or when the callee has at most two call sites.
fn find_site(
    m: &Module,
    body: &Function,
    graph: &CallGraph,
    max_callee: usize,
) -> Option<(Block, usize, FuncRef)> {
    let dt = DomTree::compute(body);
    let loops = LoopInfo::compute(body, &dt);
    for &b in &body.layout {
        for (pos, &i) in body.blocks[b].insts.iter().enumerate() {
            let InstData::Call {
                callee: Callee::Direct(g),
                args,
                fn_ty,
            } = &body.insts[i]
            else {
                continue;
            };
            let fd = &m.funcs[*g];
            let Some(cb) = &fd.body else { continue };
            let size = cb.num_placed_insts();
            let worth = size <= ALWAYS_INLINE
                || (size <= max_callee && (loops.depth(b) > 0 || graph.sites[*g] <= 2));
            let ok = !graph.recursive[*g]
                && !fd.sig.varargs
                && args.len() == fd.sig.params.len()
                && m.types.equiv(*fn_ty, fd.fn_ty)
                && worth;
            if ok {
                return Some((b, pos, *g));
            }
        }
    }
    None
}

/// Inlines the call at `block[pos]` of `f`, a call of `callee`.
fn inline_call(
    f: &mut Function,
    block: Block,
    pos: usize,
    callee: &Function,
    types: &egret_llvmlite::TypeStore,
) {
    let call = f.blocks[block].insts[pos];
    let InstData::Call { args, .. } = f.insts[call].clone() else {
        unreachable!("the site is a call")
    };
    let result = f.inst_result(call);
    let loc = f.locs[call];
    // The continuation: the rest of the block, the result as a parameter.
    let cont = f.create_block(None);
    f.layout.pop();
    let rest: Vec<Inst> = f.blocks[block].insts.split_off(pos + 1);
    f.blocks[block].insts.pop();
    f.blocks[cont].insts = rest;
    let mut result_map = HashMap::new();
    if let Some(r) = result {
        let p = f.append_block_param(cont, f.value_type(r));
        result_map.insert(r, p);
    }
    // Copy the callee's reachable blocks, in reverse postorder so that every
    // value is copied before its uses.
    let mut bmap: SecondaryMap<Block, Option<Block>> = SecondaryMap::new();
    let mut vmap: HashMap<Value, Value> = HashMap::new();
    let mut new_blocks = Vec::new();
    let entry = callee.entry().expect("defined functions have an entry");
    let order = reverse_postorder(callee, entry);
    for &cb in &order {
        let nb = f.create_block(None);
        f.layout.pop();
        bmap[cb] = Some(nb);
        new_blocks.push(nb);
        if cb == entry {
            for (&p, &a) in callee.blocks[cb].params.iter().zip(&args) {
                vmap.insert(p, a);
            }
        } else {
            for &p in &callee.blocks[cb].params {
                let np = f.append_block_param(nb, callee.value_type(p));
                vmap.insert(p, np);
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
                vmap.insert(r, nr);
            }
            if static_alloca {
                hoisted_allocas.push(ni);
            } else {
                f.blocks[nb].insts.push(ni);
            }
        }
    }
    // The value a non-void call returns arrives at `cont`; a call whose
    // callee returns nothing passes nothing.
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
    for (k, a) in hoisted_allocas.into_iter().enumerate() {
        entry_insts.insert(k, a);
    }
    f.replace_uses(&result_map);
    f.rebuild_inst_blocks();
}

/// The caller's value for callee value `v` (constants are re-created in the
/// caller, which interns them per function).
fn map_value(
    f: &mut Function,
    callee: &Function,
    vmap: &mut HashMap<Value, Value>,
    v: Value,
    types: &egret_llvmlite::TypeStore,
) -> Value {
    if let Some(&w) = vmap.get(&v) {
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
    vmap.insert(v, w);
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
        let n = run(&mut after, 40, 1000);
        assert_eq!(n, 2);
        assert_valid(&after);
        check_same_behaviour(&before, &after);
    }
}
