//! Loop rotation: a loop tested at the top becomes a guarded loop tested at
//! the bottom, so each iteration runs one conditional branch and no jump.
//!
//! Front ends write `while (c) body` as a header `H` that evaluates `c` and
//! branches into the body or out, and a latch that jumps back to `H`: two
//! branches per iteration. Rotation copies `H`'s instructions into every
//! latch in place of its `br label %H`, so the latch evaluates the next
//! test itself and branches to the body or the exit; `H` is then reached
//! only from outside the loop and serves as the guard that skips a loop
//! running zero times. The body's first block becomes the loop's header.
//!
//! A loop qualifies when its header ends in a conditional branch with one
//! target inside the loop and one outside, holds at most
//! [`MAX_HEADER_INSTS`] instructions besides it (no calls or `alloca`s),
//! and every back edge is an unconditional jump. Copying is exact: the copy
//! at the end of an iteration runs precisely when the original header
//! would have run next.
//!
//! The values `H` defines and the rest of the function uses now come from
//! `H` or from one of the copies. Rather than placing block parameters by
//! hand, the pass demotes each of them to a stack slot (a store after the
//! definition, copied along with `H`, and a load before each outside use)
//! and lets [`crate::mem2reg`] rebuild SSA form, which puts the parameters
//! exactly where the paths join.
//!
//! **Not scheduled.** [`crate::optimize`] does not run this pass: measured
//! after the last e-graph round (`egret bench --opt O2`), it takes
//! insertion sort, binary search, heap sort and tree walks down by 3-12%
//! but makes other scans longer (bm_statemachine +17.5%, graph_bfs
//! +17.8%, string loops +4-8%), where the machine pass that copies loop
//! tests into latches (`loop-tests`) already gave one branch per iteration
//! and rotation here costs a register copy and unfilled delay slots; in
//! sum tests/programs -0.34%, the bm_ programs +0.56%. Before the first
//! e-graph round it is worse (+2.9%), as unrolling and the loop passes
//! expect loops tested at the top.

use crate::mem2reg;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{Block, Function, Inst, InstData, SrcLoc, Ty, TypeStore, Value};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// The most instructions (besides the branch) a header may have to be
/// copied into its latches.
pub const MAX_HEADER_INSTS: usize = 8;

/// The most loops rotated in one function.
const MAX_ROTATIONS: usize = 64;

/// Rotates every qualifying loop of `f`; `ptr` is the module's opaque
/// pointer type (the type of the temporary stack slots). Returns whether
/// anything changed.
pub fn run(f: &mut Function, types: &TypeStore, ptr: Ty) -> bool {
    let mut done: HashSet<Block> = HashSet::default();
    let mut rotated = 0;
    while rotated < MAX_ROTATIONS {
        let Some((header, latches, inner)) = next_candidate(f, types, &done) else {
            break;
        };
        done.insert(header);
        done.insert(inner);
        rotate(f, ptr, header, &latches);
        rotated += 1;
    }
    if rotated == 0 {
        return false;
    }
    f.rebuild_inst_blocks();
    mem2reg::run(f, types);
    true
}

/// The first loop (in header order of the loop forest) that qualifies and
/// whose header is not in `done`: its header, latches and the header's
/// successor inside the loop.
fn next_candidate(
    f: &Function,
    types: &TypeStore,
    done: &HashSet<Block>,
) -> Option<(Block, Vec<Block>, Block)> {
    let dt = DomTree::compute(f);
    let li = LoopInfo::compute(f, &dt);
    let entry = f.entry()?;
    for lp in &li.loops {
        let h = lp.header;
        if h == entry || done.contains(&h) {
            continue;
        }
        let Some(t) = f.terminator(h) else { continue };
        let InstData::Branch {
            then_dest,
            else_dest,
            ..
        } = &f.insts[t]
        else {
            continue;
        };
        let (a, b) = (then_dest.block, else_dest.block);
        let inner = match (lp.blocks.contains(a), lp.blocks.contains(b)) {
            (true, false) => a,
            (false, true) => b,
            _ => continue,
        };
        if inner == h || !header_can_be_copied(f, types, h) || wide_values(f, types, h) {
            continue;
        }
        let jumps_back = lp.latches.iter().all(|&l| {
            l != h
                && f.terminator(l).is_some_and(
                    |lt| matches!(&f.insts[lt], InstData::Jump { dest } if dest.block == h),
                )
        });
        if jumps_back && !lp.latches.is_empty() {
            return Some((h, lp.latches.clone(), inner));
        }
    }
    None
}

/// Whether header `h` defines a value wider than a register: rotation
/// lengthens the live ranges of what the header defines, and an `i64`
/// takes two of Cpu0's few registers (measured: partition loops over i64
/// keys spilled).
fn wide_values(f: &Function, types: &TypeStore, h: Block) -> bool {
    let wide = |v: Value| types.int_bits(f.value_type(v)).is_some_and(|b| b > 32);
    f.blocks[h].params.iter().any(|&p| wide(p))
        || f.blocks[h]
            .insts
            .iter()
            .filter_map(|&i| f.inst_result(i))
            .any(wide)
}

/// Whether header `h` is small, free of calls and `alloca`s, and defines
/// only values of simple types (which a stack slot can hold).
fn header_can_be_copied(f: &Function, types: &TypeStore, h: Block) -> bool {
    let insts = &f.blocks[h].insts;
    if insts.len() > MAX_HEADER_INSTS + 1 {
        return false;
    }
    let simple = |v: Value| types.is_simple(f.value_type(v));
    f.blocks[h].params.iter().all(|&p| simple(p))
        && insts.iter().all(|&i| {
            !matches!(
                f.insts[i],
                InstData::Call { .. } | InstData::Alloca { .. } | InstData::VaArg { .. }
            ) && f.inst_result(i).is_none_or(simple)
        })
}

/// Rotates the loop with header `h`: demotes the values `h` defines that
/// are used elsewhere, then replaces each latch's jump to `h` by a copy of
/// `h`.
fn rotate(f: &mut Function, ptr: Ty, h: Block, latches: &[Block]) {
    demote_header_values(f, ptr, h);
    for &l in latches {
        copy_header_into(f, h, l);
    }
}

/// Gives every value defined in `h` (parameter or result) that is used
/// outside `h` a stack slot: a store right after the definition and a load
/// before every use outside `h`.
fn demote_header_values(f: &mut Function, ptr_ty: Ty, h: Block) {
    let defined: Vec<Value> = f.blocks[h]
        .params
        .iter()
        .copied()
        .chain(f.blocks[h].insts.iter().filter_map(|&i| f.inst_result(i)))
        .collect();
    let defined_set: HashSet<Value> = defined.iter().copied().collect();
    let mut used_outside: HashSet<Value> = HashSet::default();
    for &b in &f.layout {
        if b == h {
            continue;
        }
        for &i in &f.blocks[b].insts {
            f.insts[i].for_each_arg(|v| {
                if defined_set.contains(&v) {
                    used_outside.insert(v);
                }
            });
        }
    }
    if used_outside.is_empty() {
        return;
    }
    let entry = f.entry().expect("a loop is not the whole function");
    let mut slots: HashMap<Value, Value> = HashMap::default();
    let mut new_allocas = Vec::new();
    for &v in defined.iter().filter(|v| used_outside.contains(v)) {
        let ty = f.value_type(v);
        let a = f.make_inst(
            InstData::Alloca { ty, count: None },
            Some(ptr_ty),
            SrcLoc::default(),
        );
        f.inst_block[a] = entry.into();
        new_allocas.push(a);
        slots.insert(v, f.inst_result(a).expect("alloca has a result"));
    }
    // Stores after each definition in `h`.
    let old = std::mem::take(&mut f.blocks[h].insts);
    let mut insts = Vec::with_capacity(old.len() + slots.len());
    let store = |f: &mut Function, v: Value, insts: &mut Vec<Inst>| {
        if let Some(&slot) = slots.get(&v) {
            let s = f.make_inst(
                InstData::Store {
                    value: v,
                    ptr: slot,
                },
                None,
                SrcLoc::default(),
            );
            insts.push(s);
        }
    };
    for p in f.blocks[h].params.clone() {
        store(f, p, &mut insts);
    }
    let last = old.len().saturating_sub(1);
    for (k, &i) in old.iter().enumerate() {
        if k == last {
            insts.push(i);
            break;
        }
        insts.push(i);
        if let Some(r) = f.inst_result(i) {
            store(f, r, &mut insts);
        }
    }
    f.blocks[h].insts = insts;
    // Loads before every use elsewhere.
    for b in f.layout.clone() {
        if b == h {
            continue;
        }
        let old = std::mem::take(&mut f.blocks[b].insts);
        let mut insts = Vec::with_capacity(old.len());
        for i in old {
            let mut loads: HashMap<Value, Value> = HashMap::default();
            let args = f.insts[i].args();
            for v in args {
                if let Some(&slot) = slots.get(&v)
                    && !loads.contains_key(&v)
                {
                    let ty = f.value_type(v);
                    let l = f.make_inst(InstData::Load { ptr: slot }, Some(ty), SrcLoc::default());
                    insts.push(l);
                    loads.insert(v, f.inst_result(l).expect("load has a result"));
                }
            }
            if !loads.is_empty() {
                f.insts[i].map_args(|v| loads.get(&v).copied().unwrap_or(v));
            }
            insts.push(i);
        }
        f.blocks[b].insts = insts;
    }
    let entry_insts = &mut f.blocks[entry].insts;
    entry_insts.splice(0..0, new_allocas);
}

/// Replaces latch `l`'s `br label %h(args)` by a copy of `h`'s
/// instructions and branch, with `h`'s parameters replaced by `args`.
fn copy_header_into(f: &mut Function, h: Block, l: Block) {
    let Some(t) = f.terminator(l) else { return };
    let InstData::Jump { dest } = f.insts[t].clone() else {
        return;
    };
    let mut map: HashMap<Value, Value> = f.blocks[h]
        .params
        .iter()
        .copied()
        .zip(dest.args.iter().copied())
        .collect();
    let mut copies = Vec::new();
    for i in f.blocks[h].insts.clone() {
        let mut data = f.insts[i].clone();
        data.map_args(|v| map.get(&v).copied().unwrap_or(v));
        let ty = f.inst_result(i).map(|r| f.value_type(r));
        let c = f.make_inst(data, ty, f.locs[i]);
        if let (Some(old), Some(new)) = (f.inst_result(i), f.inst_result(c)) {
            map.insert(old, new);
        }
        copies.push(c);
    }
    let insts = &mut f.blocks[l].insts;
    insts.pop();
    insts.extend(copies);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{assert_valid, check_same_behaviour, parse_module};
    use egret_llvmlite::Module;

    /// Runs the pass on every function of `src`; returns (after, before)
    /// and how many functions changed.
    fn rotated(src: &str) -> (Module, Module, usize) {
        let before = parse_module(src);
        let mut after = before.clone();
        let ptr = after.types.opaque_ptr();
        let mut changed = 0;
        let funcs: Vec<_> = after.funcs.keys().collect();
        for fr in funcs {
            let Some(mut body) = after.funcs[fr].body.take() else {
                continue;
            };
            changed += usize::from(run(&mut body, &after.types, ptr));
            after.funcs[fr].body = Some(body);
        }
        assert_valid(&after);
        check_same_behaviour(&before, &after);
        (after, before, changed)
    }

    /// The number of conditional branches and jumps in `name`'s loop blocks.
    fn loop_branches(m: &Module, name: &str) -> (usize, usize) {
        let f = m.funcs[m.func_by_name(name).expect("function")]
            .body
            .as_ref()
            .expect("defined");
        let dt = DomTree::compute(f);
        let li = LoopInfo::compute(f, &dt);
        let (mut br, mut jmp) = (0, 0);
        for &b in &f.layout {
            if li.depth(b) == 0 {
                continue;
            }
            match f.terminator(b).map(|t| &f.insts[t]) {
                Some(InstData::Branch { .. }) => br += 1,
                Some(InstData::Jump { .. }) => jmp += 1,
                _ => {}
            }
        }
        (br, jmp)
    }

    /// Insertion sort's inner loop as written: the test `j > 0` on top,
    /// a second exit on the comparison, `j` used after the loop.
    const INSERTION: &str = "@a = global [6 x i32] [i32 5, i32 -2, i32 9, i32 0, i32 3, i32 3]
        define i32 @main() {
        entry:
          br label %outer
        outer:
          %i = phi i32 [ 1, %entry ], [ %i1, %place ]
          %go = icmp slt i32 %i, 6
          br i1 %go, label %take, label %done
        take:
          %ip = getelementptr [6 x i32], [6 x i32]* @a, i32 0, i32 %i
          %key = load i32, i32* %ip
          br label %inner
        inner:
          %j = phi i32 [ %i, %take ], [ %jm, %shift ]
          %pos = icmp sgt i32 %j, 0
          br i1 %pos, label %cmp, label %place
        cmp:
          %jm = add i32 %j, -1
          %pp = getelementptr [6 x i32], [6 x i32]* @a, i32 0, i32 %jm
          %prev = load i32, i32* %pp
          %gt = icmp sgt i32 %prev, %key
          br i1 %gt, label %shift, label %place
        shift:
          %jp = getelementptr [6 x i32], [6 x i32]* @a, i32 0, i32 %j
          store i32 %prev, i32* %jp
          br label %inner
        place:
          %dst = getelementptr [6 x i32], [6 x i32]* @a, i32 0, i32 %j
          store i32 %key, i32* %dst
          %i1 = add i32 %i, 1
          br label %outer
        done:
          %p0 = getelementptr [6 x i32], [6 x i32]* @a, i32 0, i32 0
          %v0 = load i32, i32* %p0
          %p5 = getelementptr [6 x i32], [6 x i32]* @a, i32 0, i32 5
          %v5 = load i32, i32* %p5
          %p2 = getelementptr [6 x i32], [6 x i32]* @a, i32 0, i32 2
          %v2 = load i32, i32* %p2
          %m = mul i32 %v5, 100
          %s = add i32 %m, %v0
          %t = mul i32 %v2, 10000
          %r = add i32 %s, %t
          ret i32 %r
        }";

    #[test]
    fn loops_tested_at_the_top_end_in_one_branch_per_iteration() {
        let (after, before, changed) = rotated(INSERTION);
        assert_eq!(changed, 1);
        // Before: both latches jump back to their test, and `take` jumps
        // into the inner loop. After: only `take`'s jump (into the inner
        // loop's guard, which simplify-cfg merges) is left.
        assert_eq!(loop_branches(&before, "main").1, 3);
        let text = egret_llvmlite::printer::print_module(&after);
        assert_eq!(loop_branches(&after, "main").1, 1, "{text}");
    }

    #[test]
    fn a_bottom_tested_loop_or_a_big_header_is_left_alone() {
        let src = "define i32 @main() {
            entry:
              br label %loop
            loop:
              %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
              %i1 = add i32 %i, 1
              %more = icmp slt i32 %i1, 10
              br i1 %more, label %loop, label %done
            done:
              ret i32 %i1
            }";
        assert_eq!(rotated(src).2, 0);
        let mut big = String::from(
            "define i32 @main() {
            entry:
              br label %h
            h:
              %i = phi i32 [ 0, %entry ], [ %i1, %body ]
              %x0 = add i32 %i, 1\n",
        );
        for k in 1..=MAX_HEADER_INSTS {
            big.push_str(&format!("  %x{k} = mul i32 %x{}, 3\n", k - 1));
        }
        big.push_str(&format!(
            "  %c = icmp slt i32 %x{MAX_HEADER_INSTS}, 1000
              br i1 %c, label %body, label %done
            body:
              %i1 = add i32 %i, 1
              br label %h
            done:
              ret i32 %i
            }}"
        ));
        assert_eq!(rotated(&big).2, 0);
    }

    #[test]
    fn a_header_with_two_latches_is_copied_into_both() {
        let src = "define i32 @main() {
            entry:
              br label %h
            h:
              %i = phi i32 [ 0, %entry ], [ %a1, %odd ], [ %b1, %even ]
              %s = phi i32 [ 0, %entry ], [ %sa, %odd ], [ %sb, %even ]
              %c = icmp slt i32 %i, 20
              br i1 %c, label %body, label %done
            body:
              %bit = and i32 %i, 1
              %isodd = icmp ne i32 %bit, 0
              br i1 %isodd, label %odd, label %even
            odd:
              %a1 = add i32 %i, 1
              %sa = add i32 %s, %i
              br label %h
            even:
              %b1 = add i32 %i, 3
              %sb = mul i32 %s, 3
              br label %h
            done:
              %r = add i32 %s, %i
              ret i32 %r
            }";
        let (after, _, changed) = rotated(src);
        assert_eq!(changed, 1);
        assert_eq!(loop_branches(&after, "main"), (3, 0));
    }
}
