//! Interprocedural narrowing: a copy of a function whose i64 arguments
//! provably fit in 32 bits at every call in the module takes them as i32.
//!
//! A function of the module is externally visible, so whoever links
//! against the object may call it with any argument; what the module's own
//! calls pass is known, though. For each function called directly within
//! the module, the arguments of those calls are analysed with
//! [`crate::ranges::Ranges`] (given, in turn, what the calling
//! function's own arguments are known to be), to a fixpoint over the
//! module. A function with an i64 parameter whose facts fit in 32 bits
//! (signed or unsigned) gets an internal copy that takes that parameter as
//! an i32 and extends it at entry; the module's calls go to the copy,
//! passing the truncated argument, and the copy's own calls go to the
//! other copies. The original stays, unchanged, for callers outside the
//! module and calls through pointers. The e-graph then narrows the
//! arithmetic on the argument (`trunc (sext n - 1)` is `n - 1` in 32 bits),
//! so a recursive `fib(i64 n)` counts down in one register instead of a
//! pair, and passes one argument register instead of two.
//!
//! Which calls reach a copy: those in functions that get no copy of their
//! own (their arguments are unknown; `main`, say) and those in copies.
//! Calls in the originals stay with the originals. The facts of a copy's
//! parameter join the facts at every call that will reach it, which are
//! computed from the facts of the calling copy's parameters; a join that
//! keeps growing is widened to the type's limits, so the fixpoint ends.

use crate::eopt::analysis::Facts;
use crate::eopt::build::canon;
use crate::narrow::narrow_param;
use crate::ranges::Ranges;
use crate::ranges::widen::{Thresholds, widen};
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{
    Block, Callee, CastOp, FuncData, FuncRef, Inst, InstData, Linkage, Module, Signature, Ty, Value,
};
use rustc_hash::FxHashMap as HashMap;
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

/// Rounds of the module-wide fixpoint before giving up (no copies then).
const MAX_ROUNDS: usize = 16;
/// Changes of a parameter's facts before they are widened (to the next
/// constant the callee compares with)...
const WIDEN_AFTER: u32 = 3;
/// ...and widenings after which they go to the type's limits.
const THRESHOLD_STEPS: u32 = 8;

/// A direct call: the calling function, the block and instruction, the
/// callee and the arguments.
struct Site {
    caller: FuncRef,
    block: Block,
    inst: Inst,
    callee: FuncRef,
    args: Vec<Value>,
}

/// Makes the narrowed copies. Returns the new functions (already in `m`,
/// defined, with internal linkage).
pub fn run(m: &mut Module) -> Vec<FuncRef> {
    let sites = direct_calls(m);
    let candidates = candidates(m, &sites);
    if candidates.is_empty() {
        return Vec::new();
    }
    let Some(facts) = fixpoint(m, &sites, &candidates) else {
        return Vec::new();
    };
    let graph = CallGraph::new(&sites);
    // The parameters each candidate's copy narrows: (index, extension).
    let mut plans: BTreeMap<FuncRef, Vec<(usize, CastOp)>> = BTreeMap::new();
    for (&f, params) in &facts {
        let sig = &m.funcs[f].sig;
        let narrowed: Vec<(usize, CastOp)> = params
            .iter()
            .enumerate()
            .filter(|&(k, _)| canon(&m.types, sig.params[k]) == Ty::I64)
            .filter_map(|(k, pf)| {
                let pf = pf.as_ref()?;
                if pf.fits_s32() {
                    Some((k, CastOp::Sext))
                } else if pf.fits_u32() {
                    Some((k, CastOp::Zext))
                } else {
                    None
                }
            })
            .collect();
        if !narrowed.is_empty() && worth_a_copy(m, &graph, f, &narrowed) {
            plans.insert(f, narrowed);
        }
    }
    if plans.is_empty() {
        return Vec::new();
    }
    let copies: HashMap<FuncRef, FuncRef> = plans
        .iter()
        .map(|(&f, narrowed)| (f, make_copy(m, f, narrowed)))
        .collect();
    // Calls that reach a copy: in the functions that were no candidates
    // (their arguments are unknown) and in the copies. A candidate's
    // original keeps calling originals: the facts above describe the calls
    // its copy would make, not its own.
    let callers: Vec<FuncRef> = m
        .funcs
        .keys()
        .filter(|r| candidates.binary_search(r).is_err() && m.funcs[*r].body.is_some())
        .filter(|r| !m.funcs[*r].fn_attrs.optnone)
        .collect();
    let targets: HashMap<FuncRef, (FuncRef, Ty)> = copies
        .iter()
        .map(|(&f, &c)| (f, (c, m.funcs[c].fn_ty)))
        .collect();
    for caller in callers {
        redirect_calls(m, caller, &targets, &plans);
    }
    let mut made: Vec<FuncRef> = copies.values().copied().collect();
    made.sort();
    made
}

/// Whether a copy of `f` that narrows these parameters pays for its size.
/// It does when it runs often: when `f` is recursive (its own calls take
/// the narrow arguments too), when a narrowed parameter is used inside a
/// loop, or when the calls are many for its size (each passes one
/// register per narrowed argument instead of two). A function called a
/// few times with arguments it only uses once, at entry, gains nothing.
fn worth_a_copy(m: &Module, graph: &CallGraph, f: FuncRef, narrowed: &[(usize, CastOp)]) -> bool {
    if graph.is_recursive(f) {
        return true;
    }
    let body = m.funcs[f].body.as_ref().expect("candidates are defined");
    let calls = graph.calls.get(&f).copied().unwrap_or(0);
    if 2 * calls * narrowed.len() >= body.num_placed_insts() {
        return true;
    }
    let entry = body.entry().expect("a defined function has an entry");
    let params: Vec<Value> = narrowed
        .iter()
        .map(|&(k, _)| body.blocks[entry].params[k])
        .collect();
    let dt = DomTree::compute(body);
    let loops = LoopInfo::compute(body, &dt);
    body.layout.iter().any(|&b| {
        loops.depth(b) > 0
            && body.blocks[b]
                .insts
                .iter()
                .any(|&i| body.insts[i].args().iter().any(|a| params.contains(a)))
    })
}

/// Who calls whom directly, and how often each function is called.
struct CallGraph {
    callees: BTreeMap<FuncRef, Vec<FuncRef>>,
    calls: BTreeMap<FuncRef, usize>,
}

impl CallGraph {
    fn new(sites: &[Site]) -> CallGraph {
        let mut g = CallGraph {
            callees: BTreeMap::new(),
            calls: BTreeMap::new(),
        };
        for s in sites {
            g.callees.entry(s.caller).or_default().push(s.callee);
            *g.calls.entry(s.callee).or_default() += 1;
        }
        g
    }

    /// Whether `f` can reach itself through calls.
    fn is_recursive(&self, f: FuncRef) -> bool {
        let mut seen = BTreeSet::new();
        let mut work = self.callees.get(&f).cloned().unwrap_or_default();
        while let Some(g) = work.pop() {
            if g == f {
                return true;
            }
            if seen.insert(g) {
                work.extend(self.callees.get(&g).into_iter().flatten().copied());
            }
        }
        false
    }
}

/// Every direct call of a defined function of `m`, in module order.
fn direct_calls(m: &Module) -> Vec<Site> {
    let mut sites = Vec::new();
    for (caller, fd) in m.funcs.iter() {
        let Some(body) = &fd.body else { continue };
        for &b in &body.layout {
            for &i in &body.blocks[b].insts {
                if let InstData::Call {
                    callee: Callee::Direct(g),
                    args,
                    ..
                } = &body.insts[i]
                {
                    sites.push(Site {
                        caller,
                        block: b,
                        inst: i,
                        callee: *g,
                        args: args.clone(),
                    });
                }
            }
        }
    }
    sites
}

/// The functions that may get a copy: defined, not variadic, with an i64
/// parameter, called directly in the module, and always through their own
/// type (a call through another function type is left alone).
fn candidates(m: &Module, sites: &[Site]) -> Vec<FuncRef> {
    let mut called: BTreeMap<FuncRef, bool> = BTreeMap::new();
    for s in sites {
        let fd = &m.funcs[s.callee];
        let InstData::Call { fn_ty, .. } =
            &m.funcs[s.caller].body.as_ref().expect("a caller").insts[s.inst]
        else {
            continue;
        };
        let same_type = *fn_ty == fd.fn_ty && s.args.len() == fd.sig.params.len();
        *called.entry(s.callee).or_insert(true) &= same_type;
    }
    called
        .into_iter()
        .filter(|&(f, ok)| {
            let fd = &m.funcs[f];
            // Calls to an interposable definition must reach whichever
            // body the linker keeps, not a copy of this one.
            // A copy of an `optnone` function would be optimised.
            ok && fd.body.is_some()
                && !fd.fn_attrs.optnone
                && !fd.linkage.is_interposable()
                && !fd.sig.varargs
                && fd.sig.params.iter().any(|&t| canon(&m.types, t) == Ty::I64)
        })
        .map(|(f, _)| f)
        .collect()
}

/// The facts of each candidate's parameters at the calls that would reach
/// its copy (`None` for a parameter no such call reaches), or `None` when
/// the fixpoint does not settle.
#[allow(clippy::type_complexity)]
fn fixpoint(
    m: &Module,
    sites: &[Site],
    candidates: &[FuncRef],
) -> Option<BTreeMap<FuncRef, Vec<Option<Facts>>>> {
    let is_candidate = |f: FuncRef| candidates.binary_search(&f).is_ok();
    let mut facts: BTreeMap<FuncRef, Vec<Option<Facts>>> = candidates
        .iter()
        .map(|&f| (f, vec![None; m.funcs[f].sig.params.len()]))
        .collect();
    let mut changes: BTreeMap<(FuncRef, usize), u32> = BTreeMap::new();
    let thresholds: HashMap<FuncRef, Vec<i64>> = candidates
        .iter()
        .map(|&f| (f, compared_constants(m, f)))
        .collect();
    // The functions that make calls to candidates, in module order, with
    // their calls (the sites are in module order, so each caller's are
    // consecutive).
    let mut callers: Vec<(FuncRef, Range<usize>)> = Vec::new();
    for (k, s) in sites.iter().enumerate() {
        match callers.last_mut() {
            Some((c, range)) if *c == s.caller => range.end = k + 1,
            _ => callers.push((s.caller, k..k + 1)),
        }
    }
    callers.retain(|(_, range)| sites[range.clone()].iter().any(|s| is_candidate(s.callee)));
    // A caller's analysis, with the argument facts it was made under.
    let mut analysed: HashMap<FuncRef, (Vec<Facts>, Ranges)> = HashMap::default();
    for _ in 0..MAX_ROUNDS {
        // Facts grow in place as calls are seen, so a chain of calls in
        // module order settles in one round; widening and the test for a
        // fixpoint compare with the facts the round started from.
        let start = facts.clone();
        for (caller, range) in &callers {
            let caller = *caller;
            let body = m.funcs[caller].body.as_ref().expect("callers are defined");
            let args = match facts.get(&caller) {
                // A copy no call reaches yet passes nothing on.
                Some(params) if params.iter().any(Option::is_none) => continue,
                Some(params) => params.iter().flatten().cloned().collect(),
                None => Vec::new(),
            };
            let fresh = analysed.get(&caller).is_none_or(|(a, _)| *a != args);
            if fresh {
                let r = Ranges::compute_with_args(body, &m.types, args.clone());
                analysed.insert(caller, (args, r));
            }
            let (_, r) = &analysed[&caller];
            for s in sites[range.clone()]
                .iter()
                .filter(|s| is_candidate(s.callee))
            {
                let slots = facts.get_mut(&s.callee).expect("a candidate");
                for (k, &a) in s.args.iter().enumerate() {
                    let ty = canon(&m.types, body.value_type(a));
                    let at = r
                        .facts_at(body, &m.types, s.block, a)
                        .filter(|x| x.ty == ty)
                        .unwrap_or_else(|| Facts::top(ty));
                    slots[k] = Some(match &slots[k] {
                        Some(x) => x.join(&at),
                        None => at,
                    });
                }
            }
        }
        // Widen what keeps changing from round to round.
        let mut changed = false;
        for (&f, params) in facts.iter_mut() {
            for (k, now) in params.iter_mut().enumerate() {
                let old = &start[&f][k];
                if *now == *old {
                    continue;
                }
                changed = true;
                let c = changes.entry((f, k)).or_default();
                *c += 1;
                if let (Some(o), Some(n)) = (old, now.as_ref())
                    && *c > WIDEN_AFTER
                {
                    // Through the constants the callee compares with (a
                    // countdown widens to 0, where its test stops it),
                    // then to the type's limits.
                    let steps = if *c > WIDEN_AFTER + THRESHOLD_STEPS {
                        &[][..]
                    } else {
                        &thresholds[&f][..]
                    };
                    *now = Some(widen(o, n, steps));
                }
            }
        }
        if !changed {
            return Some(facts);
        }
    }
    None
}

/// The constants `f` compares with, one either side, and 0: where a
/// widened argument stops.
fn compared_constants(m: &Module, f: FuncRef) -> Vec<i64> {
    let body = m.funcs[f].body.as_ref().expect("candidates are defined");
    let mut t = Thresholds::new(body, &m.types).all().to_vec();
    t.extend([-1, 0, 1]);
    t.sort_unstable();
    t.dedup();
    t
}

/// Adds `f`'s copy that takes the `narrowed` parameters as i32, extending
/// each at entry; returns it.
fn make_copy(m: &mut Module, f: FuncRef, narrowed: &[(usize, CastOp)]) -> FuncRef {
    let fd = &m.funcs[f];
    let mut body = fd.body.clone().expect("candidates are defined");
    let mut params = fd.sig.params.clone();
    let entry = body.entry().expect("a defined function has an entry");
    let mut replaced = HashMap::default();
    for &(k, ext) in narrowed {
        let p = body.blocks[entry].params[k];
        let (_, widened) = narrow_param(&mut body, entry, k, p, ext);
        replaced.insert(p, widened);
        params[k] = Ty::I32;
    }
    body.replace_uses(&replaced);
    body.rebuild_inst_blocks();
    let sig = Signature {
        ret: fd.sig.ret,
        params,
        varargs: false,
    };
    let fn_ty = m.types.func(sig.ret, sig.params.clone(), false);
    let name = unique_name(m, &format!("{}.n32", fd.name));
    let copy = FuncData {
        name,
        sig,
        fn_ty,
        body: Some(body),
        linkage: Linkage::Internal,
        loc: fd.loc,
        param_names: fd.param_names.clone(),
        param_attrs: fd.param_attrs.clone(),
        ret_ext: fd.ret_ext,
        used: false,
        subprogram: fd.subprogram,
        fn_attrs: fd.fn_attrs,
    };
    m.funcs.push(copy)
}

/// `base`, or `base.2`, `base.3`, ... : the first no function or global
/// of `m` is named.
fn unique_name(m: &Module, base: &str) -> String {
    let taken = |n: &str| m.func_by_name(n).is_some() || m.global_by_name(n).is_some();
    if !taken(base) {
        return base.to_string();
    }
    (2..)
        .map(|k| format!("{base}.{k}"))
        .find(|n| !taken(n))
        .expect("some suffix is free")
}

/// Points the calls of `caller` at the copies (`targets`: each function
/// that has one, to the copy and its type), truncating the narrowed
/// arguments just before each call.
fn redirect_calls(
    m: &mut Module,
    caller: FuncRef,
    targets: &HashMap<FuncRef, (FuncRef, Ty)>,
    plans: &BTreeMap<FuncRef, Vec<(usize, CastOp)>>,
) {
    let Some(body) = m.funcs[caller].body.as_mut() else {
        return;
    };
    let mut changed = false;
    for bi in 0..body.layout.len() {
        let b = body.layout[bi];
        let mut k = 0;
        while k < body.blocks[b].insts.len() {
            let i = body.blocks[b].insts[k];
            let InstData::Call {
                callee: Callee::Direct(g),
                ..
            } = body.insts[i]
            else {
                k += 1;
                continue;
            };
            let Some(&(copy, fn_ty)) = targets.get(&g) else {
                k += 1;
                continue;
            };
            let loc = body.locs[i];
            let mut truncs = Vec::new();
            let mut args = match &body.insts[i] {
                InstData::Call { args, .. } => args.clone(),
                _ => unreachable!("matched a call above"),
            };
            for &(n, _) in &plans[&g] {
                let t = body.make_inst(
                    InstData::Cast {
                        op: CastOp::Trunc,
                        arg: args[n],
                    },
                    Some(Ty::I32),
                    loc,
                );
                args[n] = body.inst_result(t).expect("casts have results");
                truncs.push(t);
            }
            body.insts[i] = InstData::Call {
                callee: Callee::Direct(copy),
                fn_ty,
                args,
            };
            let added = truncs.len();
            body.blocks[b].insts.splice(k..k, truncs);
            k += added + 1;
            changed = true;
        }
    }
    if changed {
        body.rebuild_inst_blocks();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{assert_valid, check_same_behaviour, parse_module as parse};

    const FIB: &str = "define i64 @fib(i64 %n) {
        entry:
          %small = icmp slt i64 %n, 2
          br i1 %small, label %base, label %rec
        base:
          ret i64 %n
        rec:
          %n1 = sub i64 %n, 1
          %n2 = sub i64 %n, 2
          %a = call i64 @fib(i64 %n1)
          %b = call i64 @fib(i64 %n2)
          %r = add i64 %a, %b
          ret i64 %r
        }
        define i64 @main() {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
          %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
          %v = call i64 @fib(i64 %i)
          %s1 = add i64 %s, %v
          %i1 = add i64 %i, 1
          %more = icmp slt i64 %i1, 12
          br i1 %more, label %loop, label %done
        done:
          ret i64 %s1
        }";

    /// `fib`'s recursion and `main`'s loop only pass counts below 12: the
    /// copy takes an i32, `main` calls the copy, the copy calls itself,
    /// and the original stays for outside callers.
    #[test]
    fn a_recursive_function_gets_a_32_bit_copy() {
        let before = parse(FIB);
        let mut m = before.clone();
        let made = run(&mut m);
        assert_eq!(made.len(), 1);
        let copy = made[0];
        let fib = m.func_by_name("fib").expect("kept");
        assert_eq!(m.funcs[copy].name, "fib.n32");
        assert_eq!(m.funcs[copy].linkage, Linkage::Internal);
        assert_eq!(m.funcs[copy].sig.params, [Ty::I32]);
        assert_eq!(m.funcs[fib].sig, before.funcs[fib].sig);
        let calls_to = |caller: &str, f: FuncRef| {
            direct_calls(&m)
                .iter()
                .filter(|s| m.funcs[s.caller].name == caller && s.callee == f)
                .count()
        };
        assert_eq!(calls_to("main", copy), 1);
        assert_eq!(calls_to("fib.n32", copy), 2);
        assert_eq!(calls_to("fib", fib), 2, "the original calls itself");
        assert_valid(&m);
        check_same_behaviour(&before, &m);
    }

    /// A weak `fib` may be replaced at link time: calls keep reaching the
    /// symbol, not a copy of this body.
    #[test]
    fn an_interposable_function_gets_no_copy() {
        let src = FIB.replace("define i64 @fib(", "define weak i64 @fib(");
        assert_ne!(src, FIB);
        let mut m = parse(&src);
        assert!(run(&mut m).is_empty());
    }

    /// An argument that is not bounded (the caller's own parameter, from
    /// outside the module) leaves the function alone.
    #[test]
    fn unbounded_arguments_make_no_copy() {
        let src = FIB.replace(
            "define i64 @main() {",
            "define i64 @entry(i64 %x) {
              %v = call i64 @fib(i64 %x)
              ret i64 %v
            }
            define i64 @main() {",
        );
        let mut m = parse(&src);
        assert!(run(&mut m).is_empty());
    }

    /// Facts flow down a chain of calls in module order within a round, so
    /// a chain longer than the round limit still settles (each function
    /// passes its count, less one, to the next; the last calls the first).
    #[test]
    fn a_long_call_chain_settles() {
        const N: usize = 24;
        let mut src = String::new();
        for i in 0..N {
            let next = (i + 1) % N;
            src.push_str(&format!(
                "define i64 @f{i}(i64 %n) {{
                entry:
                  %z = icmp sle i64 %n, 0
                  br i1 %z, label %base, label %rec
                base:
                  ret i64 {i}
                rec:
                  %m = sub i64 %n, 1
                  %r = call i64 @f{next}(i64 %m)
                  %s = add i64 %r, %n
                  ret i64 %s
                }}
                "
            ));
        }
        src.push_str("define i64 @main() {\n  %r = call i64 @f0(i64 40)\n  ret i64 %r\n}\n");
        let before = parse(&src);
        let mut m = before.clone();
        assert_eq!(run(&mut m).len(), N);
        assert_valid(&m);
        check_same_behaviour(&before, &m);
    }

    /// Two functions calling each other with decreasing counts both get
    /// copies, which call each other.
    #[test]
    fn mutual_recursion_narrows_both() {
        let src = "define i1 @even(i64 %n) {
            entry:
              %z = icmp eq i64 %n, 0
              br i1 %z, label %yes, label %no
            yes:
              ret i1 1
            no:
              %m = sub i64 %n, 1
              %r = call i1 @odd(i64 %m)
              ret i1 %r
            }
            define i1 @odd(i64 %n) {
            entry:
              %z = icmp eq i64 %n, 0
              br i1 %z, label %yes, label %no
            yes:
              ret i1 0
            no:
              %m = sub i64 %n, 1
              %r = call i1 @even(i64 %m)
              ret i1 %r
            }
            define i64 @main() {
              %a = call i1 @even(i64 10)
              %b = call i1 @odd(i64 7)
              %x = zext i1 %a to i64
              %y = zext i1 %b to i64
              %s = add i64 %x, %y
              ret i64 %s
            }";
        let before = parse(src);
        let mut m = before.clone();
        let made = run(&mut m);
        let names: Vec<&str> = made.iter().map(|&f| m.funcs[f].name.as_str()).collect();
        assert_eq!(names, ["even.n32", "odd.n32"]);
        assert_valid(&m);
        check_same_behaviour(&before, &m);
    }
}
