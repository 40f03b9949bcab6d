//! Pointer induction variables for array accesses in loops (a first step
//! of loop strength reduction).
//!
//! A loop that reads `a[i]` computes `getelementptr T, T* a, i` — on Cpu0
//! a shift and an add — on every iteration. When `i` is a header parameter
//! stepped by a constant `c` on the loop's only back edge and `a` is
//! defined outside the loop, the address is itself an induction variable:
//! this pass gives the header a new parameter `p`, starting at
//! `getelementptr a, init` (computed in the preheader) and stepped by
//! `getelementptr p, c` (one `addiu`, at the end of the latch), and lets
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
//! The index may also add a loop-invariant offset, `x + k'` or `x - k'`
//! with `k'` one of the forms above (`a[i*n + k]`, `in[base - k]`): the
//! pointer then starts at `&a[x]` advanced by the start, and steps as
//! before (negated for `x - k'`, which needs constant start and step). Not
//! in loops that call: the new pointer must then live in one of the few
//! registers a call preserves, where the shared index was one value.
//!
//! It runs after the last e-graph round (which has no way to add a block
//! parameter, and would fold the new stepping back into the address).

use egret_llvmlite::dom::DomTree;
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{
    BinOp, Block, Function, Inst, InstData, PredTable, SrcLoc, Ty, TypeStore, Value, ValueDef,
};
use rustc_hash::FxHashMap as HashMap;

/// Most new pointer parameters a loop gets.
pub const MAX_NEW_IVS: usize = 3;

/// Adds pointer induction variables to the loops of `f`. Returns whether
/// anything changed.
pub fn run(f: &mut Function, types: &TypeStore) -> bool {
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
    /// A loop-invariant index added to every access, if any.
    offset: Option<Value>,
    elem_ty: Ty,
    ptr_ty: Ty,
    init: Index,
    step: Index,
    inbounds: bool,
    geps: Vec<Value>,
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
    latch: Block,
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
    let mut latches = preds[header]
        .iter()
        .copied()
        .filter(|&b| lp.blocks.contains(b));
    let (Some(latch), None) = (latches.next(), latches.next()) else {
        return None;
    };
    let pre_args = call_args(f, preheader, header)?;
    let latch_args = call_args(f, latch, header)?;
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
    for &b in &f.layout {
        if !lp.blocks.contains(b) {
            continue;
        }
        for &i in &f.blocks[b].insts {
            let InstData::Gep {
                elem_ty,
                base,
                indices,
                inbounds,
            } = &f.insts[i]
            else {
                continue;
            };
            let ([index], Some(r)) = (indices.as_slice(), f.inst_result(i)) else {
                continue;
            };
            let Some((offset, k, scale, negated)) = split_index(f, *index, &stepped) else {
                continue;
            };
            let Some(&(init, step)) = stepped.get(&k) else {
                continue;
            };
            if offset.is_some_and(|x| calls_inside || !available_in(f, dt, x, preheader)) {
                continue;
            }
            let ity = f.value_type(*index);
            let Some(bits) = types.int_bits(ity) else {
                continue;
            };
            let mask = if bits >= 64 {
                u64::MAX
            } else {
                (1u64 << bits) - 1
            };
            let scale = if negated { scale.wrapping_neg() } else { scale };
            let times = |c: u64| c.wrapping_mul(scale) & mask;
            let (init, step) = match (scale, f.const_value(init), f.const_value(step)) {
                (1, _, _) if !negated => (Index::Value(init), Index::Value(step)),
                (_, Some(i0), Some(c)) => {
                    (Index::Const(ity, times(i0)), Index::Const(ity, times(c)))
                }
                _ => continue,
            };
            let value_ok = |x: Index| match x {
                Index::Value(v) => available_in(f, dt, v, preheader),
                Index::Const(..) => true,
            };
            if !available_in(f, dt, *base, preheader) || !value_ok(init) {
                continue;
            }
            let n = ivs.len();
            match ivs.iter_mut().find(|iv| {
                iv.base == *base && iv.offset == offset && iv.elem_ty == *elem_ty && iv.init == init
            }) {
                Some(iv) if iv.step == step => iv.geps.push(r),
                Some(_) => {}
                None if n < MAX_NEW_IVS => ivs.push(NewIv {
                    base: *base,
                    offset,
                    elem_ty: *elem_ty,
                    ptr_ty: f.value_type(r),
                    init,
                    step,
                    inbounds: *inbounds,
                    geps: vec![r],
                }),
                None => {}
            }
        }
    }
    (!ivs.is_empty()).then_some(Plan {
        header,
        preheader,
        latch,
        ivs,
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
    latch_args: &[Value],
) -> HashMap<Value, (Value, Value)> {
    let mut stepped: HashMap<Value, (Value, Value)> = HashMap::default();
    for (n, &k) in f.blocks[header].params.iter().enumerate() {
        let (Some(&init), Some(&next)) = (pre_args.get(n), latch_args.get(n)) else {
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

/// `index` as `offset ± k * C` with `k` a stepped parameter:
/// `(offset, k, C, negated)`, the offset `None` when there is none.
fn split_index(
    f: &Function,
    index: Value,
    stepped: &HashMap<Value, (Value, Value)>,
) -> Option<(Option<Value>, Value, u64, bool)> {
    let (k, scale) = scaled(f, index);
    if stepped.contains_key(&k) {
        return Some((None, k, scale, false));
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
    let stepped_part = |v: Value| {
        let (k, scale) = scaled(f, v);
        stepped.contains_key(&k).then_some((k, scale))
    };
    match op {
        BinOp::Add => match (stepped_part(a), stepped_part(b)) {
            (None, Some((k, scale))) => Some((Some(a), k, scale, false)),
            (Some((k, scale)), None) => Some((Some(b), k, scale, false)),
            _ => None,
        },
        BinOp::Sub => stepped_part(b)
            .filter(|_| stepped_part(a).is_none())
            .map(|(k, scale)| (Some(a), k, scale, true)),
        _ => None,
    }
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

/// Whether `v` can be used at the end of block `b`.
fn available_in(f: &Function, dt: &DomTree, v: Value, b: Block) -> bool {
    match f.value_def(v) {
        ValueDef::Inst(i) => f.inst_block[i].expand().is_some_and(|d| dt.dominates(d, b)),
        ValueDef::Param(d, _) => dt.dominates(d, b),
        _ => true,
    }
}

/// Inserts `data` (with a result of type `ty`) before `b`'s terminator.
fn insert_before_end(f: &mut Function, b: Block, data: InstData, ty: Ty) -> Value {
    let loc = f.terminator(b).map_or(SrcLoc::default(), |t| f.locs[t]);
    let inst: Inst = f.make_inst(data, Some(ty), loc);
    let insts = &mut f.blocks[b].insts;
    let at = insts.len().saturating_sub(1);
    insts.insert(at, inst);
    f.inst_block[inst] = b.into();
    f.inst_result(inst).expect("the instruction has a result")
}

/// Adds the parameters of `plan` and lets the accesses use them.
fn apply(f: &mut Function, types: &TypeStore, plan: Plan) {
    let mut map: HashMap<Value, Value> = HashMap::default();
    for iv in plan.ivs {
        let init = iv.init.value(f, types);
        let step = iv.step.value(f, types);
        // `&base[offset]` may lie outside the object: no `inbounds`.
        let base = match iv.offset {
            Some(x) => insert_before_end(
                f,
                plan.preheader,
                InstData::Gep {
                    elem_ty: iv.elem_ty,
                    base: iv.base,
                    indices: vec![x],
                    inbounds: false,
                },
                iv.ptr_ty,
            ),
            None => iv.base,
        };
        let start = insert_before_end(
            f,
            plan.preheader,
            InstData::Gep {
                elem_ty: iv.elem_ty,
                base,
                indices: vec![init],
                inbounds: iv.inbounds,
            },
            iv.ptr_ty,
        );
        let p = f.append_block_param(plan.header, iv.ptr_ty);
        let next = insert_before_end(
            f,
            plan.latch,
            InstData::Gep {
                elem_ty: iv.elem_ty,
                base: p,
                indices: vec![step],
                inbounds: iv.inbounds,
            },
            iv.ptr_ty,
        );
        for (from, arg) in [(plan.preheader, start), (plan.latch, next)] {
            let t = f.terminator(from).expect("a block that branches ends");
            for c in f.insts[t].targets_mut() {
                if c.block == plan.header {
                    c.args.push(arg);
                }
            }
        }
        for g in iv.geps {
            map.insert(g, p);
        }
    }
    f.replace_uses(&map);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil;
    use egret_llvmlite::printer;

    #[test]
    fn an_indexed_access_in_a_loop_steps_a_pointer() {
        let src = "
@a = global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8]

define i32 @main() {
entry:
  %base = getelementptr [8 x i32], [8 x i32]* @a, i32 0, i32 0
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %p = getelementptr i32, i32* %base, i32 %i
  %x = load i32, i32* %p
  %s1 = add i32 %s, %x
  %i1 = add i32 %i, 2
  %more = icmp slt i32 %i1, 8
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}
";
        let out = testutil::run_pass_printed(src, |f, m| run(f, &m.types));
        // The load reads the new parameter, stepped by 2 elements.
        assert!(out.contains("load i32, i32* %v"), "{out}");
        assert!(out.contains("getelementptr i32, i32* %v"), "{out}");
        assert!(out.contains(", i32 2\n"), "{out}");
    }

    /// A byte offset that is a multiple of the counter (a column of a
    /// matrix: `k * 16` bytes from the column's top) steps a pointer by
    /// the multiple of the counter's step.
    #[test]
    fn a_scaled_index_steps_a_pointer_by_its_multiple() {
        let src = "
@m = global [4 x [4 x i32]] [[4 x i32] [i32 1, i32 2, i32 3, i32 4], [4 x i32] [i32 5, i32 6, i32 7, i32 8], [4 x i32] [i32 9, i32 10, i32 11, i32 12], [4 x i32] [i32 13, i32 14, i32 15, i32 16]]

define i32 @main() {
entry:
  %col = getelementptr [4 x [4 x i32]], [4 x [4 x i32]]* @m, i32 0, i32 0, i32 1
  %bytes = bitcast i32* %col to i8*
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %off = mul i32 %k, 16
  %q = getelementptr i8, i8* %bytes, i32 %off
  %p = bitcast i8* %q to i32*
  %x = load i32, i32* %p
  %s1 = add i32 %s, %x
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 4
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}
";
        let out = testutil::run_pass_printed(src, |f, m| run(f, &m.types));
        // A new `i8*` parameter starting at offset 0, stepped by 16 bytes.
        assert!(out.contains("phi i8* ["), "{out}");
        assert!(out.contains("getelementptr i8, i8* %v"), "{out}");
        assert!(out.contains(", i32 16\n"), "{out}");
        assert!(out.contains("bitcast i8* %v"), "{out}");
    }

    /// `a[x + k]` and `b[y - k]` with `x` and `y` loop-invariant (a row of
    /// a matrix, a filter's taps run backwards): each access steps its own
    /// pointer from `&a[x]` and `&b[y]`, forwards and backwards.
    #[test]
    fn an_invariant_offset_plus_or_minus_the_counter_steps_a_pointer() {
        let src = "
@a = global [12 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12]

define i32 @dot(i32 %x, i32 %y) {
entry:
  %base = getelementptr [12 x i32], [12 x i32]* @a, i32 0, i32 0
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %i = add i32 %x, %k
  %p = getelementptr i32, i32* %base, i32 %i
  %u = load i32, i32* %p
  %j = sub i32 %y, %k
  %q = getelementptr i32, i32* %base, i32 %j
  %v = load i32, i32* %q
  %m = mul i32 %u, %v
  %s1 = add i32 %s, %m
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 4
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}

define i32 @main() {
  %r = call i32 @dot(i32 2, i32 11)
  ret i32 %r
}
";
        let out = testutil::run_pass_printed(src, |f, m| run(f, &m.types));
        // Two new pointer parameters: one stepped by 1 element, one by -1.
        assert_eq!(out.matches("phi i32* [").count(), 2, "{out}");
        assert!(out.contains(", i32 1\n"), "{out}");
        assert!(out.contains(", i32 -1\n"), "{out}");
    }

    /// In a loop that calls, an offset access keeps its index: the pointer
    /// would need one more of the few registers a call preserves.
    #[test]
    fn an_offset_access_in_a_loop_that_calls_keeps_its_index() {
        let src = "
@a = global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8]

define i32 @id(i32 %v) {
  ret i32 %v
}

define i32 @sum(i32 %x) {
entry:
  %base = getelementptr [8 x i32], [8 x i32]* @a, i32 0, i32 0
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %i = add i32 %x, %k
  %p = getelementptr i32, i32* %base, i32 %i
  %u = load i32, i32* %p
  %w = call i32 @id(i32 %u)
  %s1 = add i32 %s, %w
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 4
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}

define i32 @main() {
  %r = call i32 @sum(i32 3)
  ret i32 %r
}
";
        let out = testutil::run_pass_printed(src, |f, m| run(f, &m.types));
        assert!(!out.contains("phi i32* ["), "{out}");
    }

    #[test]
    fn a_loop_without_a_stepped_index_is_left_alone() {
        let src = "
define i32 @main() {
entry:
  %m = alloca [4 x i32]
  %base = getelementptr [4 x i32], [4 x i32]* %m, i32 0, i32 0
  store i32 7, i32* %base
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr i32, i32* %base, i32 0
  %x = load i32, i32* %p
  %i1 = mul i32 %i, 2
  %more = icmp eq i32 %i1, 1
  br i1 %more, label %loop, label %done
done:
  ret i32 %x
}
";
        let (after, before) = testutil::run_pass(src, |f, m| run(f, &m.types));
        assert_eq!(
            printer::print_module(&after),
            printer::print_module(&before)
        );
    }
}
