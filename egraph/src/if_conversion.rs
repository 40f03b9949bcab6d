//! If-conversion: a small triangle or diamond whose arms only compute
//! values becomes straight-line code with `select`s, which Cpu0 lowers to
//! `movn`/`movz` (see the `select` rules in `isle/lower.isle`), saving the
//! branch, the jump and their delay slots and stalls.
//!
//! A conditional branch `br c, A, B` qualifies when both of its edges reach
//! one join block `J`, each directly or through an *arm*: a block without
//! parameters that only this edge enters, holding only pure instructions,
//! and ending in a jump to `J`; every value involved fits in a register.
//! The arms' instructions move before the
//! branch (they run on both paths now, so together they may hold at most
//! [`MAX_HOISTED`]), and the branch becomes a jump to `J` passing, for each
//! parameter of `J` whose two incoming values differ, `select c, a, b`
//! (at most [`MAX_SELECTS`] of them). The e-graph round that follows
//! simplifies the selects (`select c, 1, 0` is `zext c`, and so on).

use crate::cfg;
use crate::switch_formation::membership;
use cranelift_entity::SecondaryMap;
use egret_llvmlite::{
    Block, BlockCall, Function, Inst, InstData, PredTable, TyData, TypeStore, Value, ValueDef,
};

/// The most instructions the arms of one branch may hold together.
pub const MAX_HOISTED: usize = 0;
/// The most `select`s one converted branch may need.
pub const MAX_SELECTS: usize = 2;

/// Converts every qualifying triangle and diamond of `f`. Returns whether
/// anything changed.
pub fn run(f: &mut Function, types: &TypeStore) -> bool {
    let mut incoming: SecondaryMap<Block, u32> = SecondaryMap::new();
    incoming.resize(f.blocks.len());
    for &b in &f.layout {
        for s in f.succ_iter(b) {
            incoming[s] += 1;
        }
    }
    // The predecessors are built at the first branch that qualifies (most
    // functions have none); nothing has been converted before it, so they
    // are those of the function as given, as the chain test expects.
    let mut preds: Option<PredTable> = None;
    let mut changed = false;
    for b in f.layout.clone() {
        let Some(plan) = plan(f, types, b, &incoming) else {
            continue;
        };
        let preds = preds.get_or_insert_with(|| f.pred_table());
        if !links_a_chain(f, types, b, preds) {
            changed |= convert(f, b, plan);
        }
    }
    if changed {
        cfg::remove_unreachable(f);
        f.rebuild_inst_blocks();
    }
    changed
}

/// Whether the branch ending `b` tests the same value against constants
/// as the branch of its only predecessor: a link of a chain that
/// [`crate::switch_formation`] makes a `switch` (a `select` would cut the
/// chain's last link off).
fn links_a_chain(f: &Function, types: &TypeStore, b: Block, preds: &PredTable) -> bool {
    let test = |b: Block| {
        let t = f.terminator(b)?;
        match &f.insts[t] {
            InstData::Branch { cond, .. } => Some(membership(f, types, *cond)?.value),
            _ => None,
        }
    };
    match (test(b), preds.get(b)) {
        (Some(v), [p]) => test(*p) == Some(v),
        _ => false,
    }
}

/// One edge of the branch resolved to the join: the arm block passed
/// through (if any) and the arguments the join receives.
struct Path {
    arm: Option<Block>,
    join: BlockCall,
}

/// Where edge `call` of block `from` leads: `call` itself, or the jump at
/// the end of an arm only this edge enters.
fn path(
    f: &Function,
    types: &TypeStore,
    from: Block,
    call: &BlockCall,
    incoming: &SecondaryMap<Block, u32>,
) -> Path {
    let arm = call.block;
    let direct = Path {
        arm: None,
        join: call.clone(),
    };
    if arm == from || incoming[arm] != 1 || !f.blocks[arm].params.is_empty() {
        return direct;
    }
    let Some(term) = f.terminator(arm) else {
        return direct;
    };
    let InstData::Jump { dest } = &f.insts[term] else {
        return direct;
    };
    let insts = &f.blocks[arm].insts;
    let pure = insts[..insts.len() - 1].iter().all(|&i| {
        cfg::is_pure(&f.insts[i]) && f.inst_result(i).is_none_or(|v| word_sized(f, types, v))
    });
    if !pure || dest.block == arm {
        return direct;
    }
    Path {
        arm: Some(arm),
        join: dest.clone(),
    }
}

/// Whether `v` fits in one register: an integer of at most 32 bits or a
/// pointer. (An `i64` costs a pair of `movn`s per `select` and several
/// instructions per hoisted operation; measured on isqrt, converting its
/// `i64` diamond ran 20% more instructions.)
fn word_sized(f: &Function, types: &TypeStore, v: Value) -> bool {
    match types.kind(types.resolve(f.value_type(v))) {
        TyData::Int(w) => *w <= 32,
        TyData::Ptr(_) | TyData::OpaquePtr => true,
        _ => false,
    }
}

/// Whether `select c, a, b` costs no more than the branch: both values fit
/// in a register and are already computed, or are constants one
/// instruction makes. (An address of a global takes two instructions,
/// which the branch paid on one path only: measured on
/// ptrtoint_inttoptr, selecting between two addresses ran more
/// instructions.)
fn cheap_operands(f: &Function, types: &TypeStore, a: Value, b: Value) -> bool {
    let cheap = |v: Value| match f.value_def(v) {
        ValueDef::Const(c) => {
            let bits = types.int_bits(f.value_type(v)).unwrap_or(64);
            let x = egret_llvmlite::sext(c, bits);
            (-0x8000..0x8000).contains(&x)
        }
        ValueDef::Inst(i) => !matches!(&f.insts[i], InstData::Gep { base, .. }
            if !matches!(f.value_def(*base), ValueDef::Inst(_) | ValueDef::Param(..))),
        ValueDef::Param(..) => true,
        _ => false,
    };
    word_sized(f, types, a) && cheap(a) && cheap(b)
}

/// The instructions of `arm` before its terminator.
fn body(f: &Function, arm: Option<Block>) -> &[Inst] {
    match arm {
        Some(a) => {
            let insts = &f.blocks[a].insts;
            &insts[..insts.len() - 1]
        }
        None => &[],
    }
}

/// How the branch ending a block is converted: the branch, its
/// condition, both paths to the join, and the join's parameters whose
/// incoming values differ (each gets a `select`).
struct Plan {
    term: Inst,
    cond: Value,
    then_path: Path,
    else_path: Path,
    differing: Vec<usize>,
}

/// The conversion of the branch ending `b`, if it qualifies; reads `f`
/// only.
fn plan(
    f: &Function,
    types: &TypeStore,
    b: Block,
    incoming: &SecondaryMap<Block, u32>,
) -> Option<Plan> {
    let term = f.terminator(b)?;
    let InstData::Branch {
        cond,
        then_dest,
        else_dest,
    } = &f.insts[term]
    else {
        return None;
    };
    if f.const_value(*cond).is_some() || then_dest == else_dest {
        return None;
    }
    let (t, e) = (
        path(f, types, b, then_dest, incoming),
        path(f, types, b, else_dest, incoming),
    );
    // (Two edges through one arm cannot be: an arm has one edge in.)
    let join = t.join.block;
    if join != e.join.block || join == b {
        return None;
    }
    let hoisted = body(f, t.arm).len() + body(f, e.arm).len();
    let differing: Vec<usize> = (0..t.join.args.len())
        .filter(|&k| t.join.args[k] != e.join.args[k])
        .collect();
    if hoisted > MAX_HOISTED
        || differing.len() > MAX_SELECTS
        || !differing
            .iter()
            .all(|&k| cheap_operands(f, types, t.join.args[k], e.join.args[k]))
    {
        return None;
    }
    Some(Plan {
        term,
        cond: *cond,
        then_path: t,
        else_path: e,
        differing,
    })
}

/// If-converts the branch ending `b` as `plan` says.
fn convert(f: &mut Function, b: Block, plan: Plan) -> bool {
    let Plan {
        term,
        cond,
        then_path: t,
        else_path: e,
        differing,
    } = plan;
    let join = t.join.block;
    let moved: Vec<Inst> = [t.arm, e.arm]
        .into_iter()
        .flatten()
        .flat_map(|a| body(f, Some(a)).to_vec())
        .collect();
    let loc = f.locs[term];
    let mut args = t.join.args.clone();
    let mut selects = Vec::new();
    for &k in &differing {
        let ty = f.value_type(t.join.args[k]);
        let data = InstData::Select {
            args: [cond, t.join.args[k], e.join.args[k]],
        };
        let sel = f.make_inst(data, Some(ty), loc);
        let Some(v) = f.inst_result(sel) else {
            return false;
        };
        args[k] = v;
        selects.push(sel);
    }
    for a in [t.arm, e.arm].into_iter().flatten() {
        let insts = &mut f.blocks[a].insts;
        let last = insts.len() - 1;
        insts.drain(..last);
    }
    let insts = &mut f.blocks[b].insts;
    let at = insts.len() - 1;
    insts.splice(at..at, moved.into_iter().chain(selects));
    f.insts[term] = InstData::Jump {
        dest: BlockCall { block: join, args },
    };
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{blocks_and_selects_of_f as shape, check_same_behaviour, run_pass};

    /// `@f(a, b)` from `f_src` called by `main` on a grid of arguments,
    /// the results folded into a hash.
    fn with_main(f_src: &str) -> String {
        format!(
            "{f_src}
            define i32 @main() {{
            entry:
              br label %loop
            loop:
              %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
              %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
              %a = sub i32 %i, 20
              %b = mul i32 %i, 7
              %b2 = and i32 %b, 31
              %r = call i32 @f(i32 %a, i32 %b2)
              %h1 = mul i32 %h, 31
              %h2 = add i32 %h1, %r
              %i1 = add i32 %i, 1
              %more = icmp ult i32 %i1, 50
              br i1 %more, label %loop, label %done
            done:
              ret i32 %h2
            }}"
        )
    }

    /// Runs the pass, checks behaviour, and returns `@f`'s block count and
    /// selects.
    fn convert_f(src: &str) -> (usize, usize) {
        let (after, before) = run_pass(src, |f, m| run(f, &m.types));
        check_same_behaviour(&before, &after);
        shape(&after)
    }

    #[test]
    fn a_diamond_choosing_between_values_becomes_a_select() {
        let src = with_main(
            "define i32 @f(i32 %a, i32 %b) {
            entry:
              %c = icmp slt i32 %a, %b
              br i1 %c, label %l, label %r
            l:
              br label %j
            r:
              br label %j
            j:
              %m = phi i32 [ %a, %l ], [ %b, %r ]
              %k = phi i32 [ 3, %l ], [ -4, %r ]
              %s = add i32 %m, %k
              ret i32 %s
            }",
        );
        // `entry` now jumps to `j` (simplify-cfg merges them).
        assert_eq!(convert_f(&src), (2, 2));
    }

    #[test]
    fn a_triangle_whose_arm_computes_stays_a_branch() {
        // The arm's `add` would run on both paths.
        let src = with_main(
            "define i32 @f(i32 %a, i32 %b) {
            entry:
              %c = icmp ugt i32 %a, %b
              br i1 %c, label %l, label %j
            l:
              %x = add i32 %a, 1
              br label %j
            j:
              %m = phi i32 [ %x, %l ], [ %b, %entry ]
              ret i32 %m
            }",
        );
        assert_eq!(convert_f(&src), (3, 0));
    }

    #[test]
    fn more_than_two_selects_stay_a_branch() {
        let src = with_main(
            "define i32 @f(i32 %a, i32 %b) {
            entry:
              %c = icmp eq i32 %a, %b
              br i1 %c, label %j, label %r
            r:
              br label %j
            j:
              %x = phi i32 [ %a, %entry ], [ %b, %r ]
              %y = phi i32 [ %b, %entry ], [ %a, %r ]
              %z = phi i32 [ 1, %entry ], [ 2, %r ]
              %s = sub i32 %x, %y
              %t = add i32 %s, %z
              ret i32 %t
            }",
        );
        assert_eq!(convert_f(&src), (3, 0));
    }

    #[test]
    fn i64_values_and_global_addresses_stay_a_branch() {
        let src = with_main(
            "@g = global [2 x i32] [i32 5, i32 9]
            define i32 @f(i32 %a, i32 %b) {
            entry:
              %c = icmp slt i32 %a, %b
              %a64 = sext i32 %a to i64
              %b64 = sext i32 %b to i64
              br i1 %c, label %l, label %r
            l:
              br label %j
            r:
              br label %j
            j:
              %m = phi i64 [ %a64, %l ], [ %b64, %r ]
              %p = phi i32* [ getelementptr ([2 x i32], [2 x i32]* @g, i32 0, i32 1), %l ], [ getelementptr ([2 x i32], [2 x i32]* @g, i32 0, i32 0), %r ]
              %v = load i32, i32* %p
              %t = trunc i64 %m to i32
              %s = add i32 %t, %v
              ret i32 %s
            }",
        );
        assert_eq!(convert_f(&src).1, 0);
    }

    #[test]
    fn an_arm_entered_twice_is_no_arm() {
        let src = with_main(
            "define i32 @f(i32 %a, i32 %b) {
            entry:
              %c = icmp slt i32 %a, %b
              br i1 %c, label %l, label %m
            m:
              %d = icmp eq i32 %a, 0
              br i1 %d, label %l, label %j
            l:
              br label %j
            j:
              %x = phi i32 [ %a, %l ], [ %b, %m ]
              ret i32 %x
            }",
        );
        // `l` has two predecessors: neither branch may absorb it.
        assert_eq!(convert_f(&src).1, 0);
    }

    #[test]
    fn the_last_link_of_a_compare_chain_stays_a_branch() {
        // `t1`'s triangle would be a select, cutting it off the chain
        // that switch formation makes a `switch`.
        let src = with_main(
            "define i32 @f(i32 %a, i32 %b) {
            entry:
              %c0 = icmp eq i32 %a, 3
              br i1 %c0, label %j, label %t1
            t1:
              %c1 = icmp eq i32 %a, 9
              br i1 %c1, label %j, label %none
            none:
              br label %j
            j:
              %x = phi i32 [ 1, %entry ], [ 2, %t1 ], [ 0, %none ]
              ret i32 %x
            }",
        );
        assert_eq!(convert_f(&src).1, 0);
    }

    /// [`run`] as it was before it built the predecessors lazily: the
    /// chain test first, for every block, with the predecessors of the
    /// function as given. The definition `run` must agree with.
    fn run_chain_test_first(f: &mut Function, types: &TypeStore) -> bool {
        let mut incoming: SecondaryMap<Block, u32> = SecondaryMap::new();
        incoming.resize(f.blocks.len());
        for &b in &f.layout {
            for s in f.succ_iter(b) {
                incoming[s] += 1;
            }
        }
        let preds = f.pred_table();
        let mut changed = false;
        for b in f.layout.clone() {
            if !links_a_chain(f, types, b, &preds)
                && let Some(plan) = plan(f, types, b, &incoming)
            {
                changed |= convert(f, b, plan);
            }
        }
        if changed {
            cfg::remove_unreachable(f);
            f.rebuild_inst_blocks();
        }
        changed
    }

    /// Every function of the corpus, as written and after the passes that
    /// run before if-conversion at -O1 (`simplify-cfg`, `sroa`,
    /// `mem2reg`), comes out of [`run`] as out of [`run_chain_test_first`].
    #[test]
    fn lazy_predecessors_convert_what_the_chain_test_first_converts() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/programs");
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .expect("tests/programs")
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ll"))
            .collect();
        files.sort();
        let mut converted = 0;
        for path in &files {
            let text = std::fs::read_to_string(path).expect("readable");
            let Ok((mut m, _)) = egret_llvmlite::parse("corpus.ll", &text) else {
                continue;
            };
            let ptr = m.types.opaque_ptr();
            for (r, fd) in m.funcs.iter() {
                let Some(body) = &fd.body else { continue };
                for promoted in [false, true] {
                    let mut want = body.clone();
                    crate::opaque::run(&mut want, &m.types, ptr);
                    if promoted {
                        crate::simplify_cfg::run(&mut want);
                        crate::sroa::run(&mut want, &m.types);
                        crate::mem2reg::run(&mut want, &m.types);
                    }
                    let mut got = want.clone();
                    let changed = run_chain_test_first(&mut want, &m.types);
                    assert_eq!(run(&mut got, &m.types), changed, "{path:?} {r:?}");
                    let print = |f: Function| {
                        let mut m = m.clone();
                        m.funcs[r].body = Some(f);
                        egret_llvmlite::printer::print_function(&m, r)
                    };
                    assert_eq!(print(got), print(want), "{path:?} {r:?}");
                    converted += usize::from(changed);
                }
            }
        }
        assert!(converted > 0, "some branch of the corpus is converted");
    }
}
