//! SSA construction: promotes scalar `alloca`s whose address never escapes
//! into SSA values and block parameters.
//!
//! Front ends (and hand-written LLVMlite) keep every local in an `alloca`
//! and go through memory for each read and write; nothing else in the
//! mid-end can see through that, so this pass comes first. It is the
//! classic Cytron et al. construction phrased for block parameters:
//!
//! 1. an `alloca` of a simple type (integer or pointer), one element, whose
//!    result is used only as the address of loads and stores of that type,
//!    is a *variable*;
//! 2. each variable gets a new block parameter at the iterated dominance
//!    frontier of the blocks that store to it;
//! 3. a walk of the dominator tree replaces each load by the variable's
//!    current value (`undef` before the first store) and passes the current
//!    value to the new parameters on every branch;
//! 4. the new parameters that turned out dead (used only to feed each other)
//!    are removed again, so the result is pruned SSA.
//!
//! A promoted variable's `dbg.declare` ("the variable lives at this
//! address") becomes `dbg.value` records, as LLVM's mem2reg does: after each
//! store (where the store was) the variable is the stored value, and at the
//! start of a block that got a parameter for it, the parameter. Before the
//! first store the variable has no location.

use crate::cfg::{self, dom_children, dominance_frontiers};
use cranelift_entity::SecondaryMap;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::{
    Block, DbgKind, DbgRecord, Function, Inst, InstData, Ty, TypeStore, Value, ValueDef,
};
use rustc_hash::FxHashMap as HashMap;

/// Promotes every promotable `alloca` of `f`. Returns whether anything changed.
pub fn run(f: &mut Function, types: &TypeStore) -> bool {
    run_where(f, types, |_, _| true)
}

/// Promotes the promotable `alloca`s of `f` for which `wanted(f, address)`
/// holds. Returns whether anything changed.
pub fn run_where(
    f: &mut Function,
    types: &TypeStore,
    wanted: impl Fn(&Function, Value) -> bool,
) -> bool {
    cfg::remove_unreachable(f);
    let mut vars = find_variables(f, types);
    vars.retain(|v| wanted(f, v.addr));
    if vars.is_empty() {
        return false;
    }
    let mut pass = Promote::new(f, vars);
    pass.insert_params();
    pass.rename();
    pass.finish();
    true
}

/// A promotable alloca: its address value and its type.
#[derive(Clone, Copy, Debug)]
struct Var {
    addr: Value,
    ty: Ty,
}

/// Finds the allocas that can become SSA values, in instruction order.
fn find_variables(f: &Function, types: &TypeStore) -> Vec<Var> {
    let mut candidates: Vec<Var> = Vec::new();
    let mut index: HashMap<Value, usize> = HashMap::default();
    for (_, i) in cfg::placed_insts(f) {
        if let InstData::Alloca { ty, count } = &f.insts[i] {
            let single = match count {
                None => true,
                Some(c) => f.const_value(*c) == Some(1),
            };
            let addr = f.inst_result(i).expect("alloca has a result");
            if single && types.is_simple(*ty) {
                index.insert(addr, candidates.len());
                candidates.push(Var { addr, ty: *ty });
            }
        }
    }
    let mut ok = vec![true; candidates.len()];
    for (_, i) in cfg::placed_insts(f) {
        let data = &f.insts[i];
        match data {
            InstData::Load { ptr, volatile } => {
                if let Some(&k) = index.get(ptr) {
                    let rt = f.value_type(f.inst_result(i).expect("load has a result"));
                    // A volatile access keeps its variable in memory.
                    if *volatile || !types.equiv(rt, candidates[k].ty) {
                        ok[k] = false;
                    }
                }
            }
            InstData::Store {
                value,
                ptr,
                volatile,
            } => {
                if let Some(&k) = index.get(value) {
                    ok[k] = false; // the address itself is stored: it escapes
                }
                if let Some(&k) = index.get(ptr)
                    && (*volatile || !types.equiv(f.value_type(*value), candidates[k].ty))
                {
                    ok[k] = false;
                }
            }
            InstData::Alloca { .. } => {
                if let Some(c) = data.args().first()
                    && let Some(&k) = index.get(c)
                {
                    ok[k] = false;
                }
            }
            _ => data.for_each_arg(|v| {
                if let Some(&k) = index.get(&v) {
                    ok[k] = false;
                }
            }),
        }
    }
    candidates
        .into_iter()
        .zip(ok)
        .filter_map(|(v, ok)| ok.then_some(v))
        .collect()
}

struct Promote<'f> {
    f: &'f mut Function,
    vars: Vec<Var>,
    var_of_addr: HashMap<Value, usize>,
    dt: DomTree,
    /// For each block, the variables that got a parameter there, with the
    /// parameter, in insertion order.
    new_params: SecondaryMap<Block, Vec<(usize, Value)>>,
    /// Loads replaced by values.
    replaced: HashMap<Value, Value>,
    /// Each variable's `dbg.declare` records.
    declared: Vec<Vec<DbgRecord>>,
    /// The value records made for them, added to the function's at the end.
    records: Vec<DbgRecord>,
}

impl<'f> Promote<'f> {
    fn new(f: &'f mut Function, vars: Vec<Var>) -> Self {
        let var_of_addr = vars.iter().enumerate().map(|(k, v)| (v.addr, k)).collect();
        let dt = DomTree::compute(f);
        let declared = vars
            .iter()
            .map(|v| {
                f.dbg_records
                    .iter()
                    .filter(|r| r.kind == DbgKind::Declare && r.value == Some(v.addr))
                    .cloned()
                    .collect()
            })
            .collect();
        Promote {
            f,
            vars,
            var_of_addr,
            dt,
            new_params: SecondaryMap::new(),
            replaced: HashMap::default(),
            declared,
            records: Vec::new(),
        }
    }

    /// Notes that variable `k` is `value` from just after `after` in block
    /// `b` (its start: `None`) on, for each of its declarations.
    fn describe(&mut self, k: usize, value: Value, b: Block, after: Option<Inst>) {
        for d in &self.declared[k] {
            self.records.push(DbgRecord {
                kind: DbgKind::Value,
                value: Some(value),
                block: b,
                after,
                ..d.clone()
            });
        }
    }

    /// Phase 2: parameters at the iterated dominance frontier of each
    /// variable's stores.
    fn insert_params(&mut self) {
        let df = dominance_frontiers(self.f, &self.dt);
        let mut def_blocks: Vec<Vec<Block>> = vec![Vec::new(); self.vars.len()];
        for &b in self.dt.rpo() {
            for &i in &self.f.blocks[b].insts {
                if let InstData::Store { ptr, .. } = &self.f.insts[i]
                    && let Some(&k) = self.var_of_addr.get(ptr)
                    && def_blocks[k].last() != Some(&b)
                {
                    def_blocks[k].push(b);
                }
            }
        }
        for (k, defs) in def_blocks.into_iter().enumerate() {
            let mut has_param: SecondaryMap<Block, bool> = SecondaryMap::new();
            let mut work = defs;
            while let Some(b) = work.pop() {
                for &d in &df[b] {
                    if !has_param[d] {
                        has_param[d] = true;
                        let p = self.f.append_block_param(d, self.vars[k].ty);
                        self.new_params[d].push((k, p));
                        work.push(d);
                    }
                }
            }
        }
    }

    /// Phase 3: the dominator-tree walk that rewrites loads and stores and
    /// passes arguments to the new parameters.
    fn rename(&mut self) {
        let Some(entry) = self.f.entry() else { return };
        let kids = dom_children(&self.dt);
        let undef: Vec<Value> = self
            .vars
            .iter()
            .map(|v| v.ty)
            .collect::<Vec<_>>()
            .into_iter()
            .map(|ty| self.f.undef(ty))
            .collect();
        // Iterative preorder walk; each stack entry carries the variables'
        // current values on entry to the block.
        let mut stack = vec![(entry, undef)];
        while let Some((b, mut current)) = stack.pop() {
            for (k, p) in self.new_params[b].clone() {
                current[k] = p;
                self.describe(k, p, b, None);
            }
            self.rename_block(b, &mut current);
            for &c in kids[b].iter().rev() {
                stack.push((c, current.clone()));
            }
        }
    }

    fn rename_block(&mut self, b: Block, current: &mut [Value]) {
        let insts = self.f.blocks[b].insts.clone();
        let mut kept = Vec::with_capacity(insts.len());
        for i in insts {
            match self.f.insts[i].clone() {
                InstData::Load { ptr, .. } if self.var_of_addr.contains_key(&ptr) => {
                    let k = self.var_of_addr[&ptr];
                    let r = self.f.inst_result(i).expect("load has a result");
                    self.replaced.insert(r, current[k]);
                }
                InstData::Store { value, ptr, .. } if self.var_of_addr.contains_key(&ptr) => {
                    let k = self.var_of_addr[&ptr];
                    current[k] = cfg::resolve(&self.replaced, value);
                    self.describe(k, current[k], b, kept.last().copied());
                }
                InstData::Alloca { .. }
                    if self
                        .f
                        .inst_result(i)
                        .is_some_and(|r| self.var_of_addr.contains_key(&r)) => {}
                _ => kept.push(i),
            }
        }
        self.f.blocks[b].insts = kept;
        let Some(t) = self.f.terminator(b) else {
            return;
        };
        let new_params = &self.new_params;
        for call in self.f.insts[t].targets_mut() {
            for &(k, _) in &new_params[call.block] {
                call.args.push(current[k]);
            }
        }
    }

    /// Phase 4: apply the load replacements, drop dead new parameters.
    fn finish(&mut self) {
        // (Before the replacements, which map the records' values too.)
        self.f.dbg_records.append(&mut self.records);
        let replaced = std::mem::take(&mut self.replaced);
        self.f.replace_uses(&replaced);
        prune_dead_params(self.f, &self.new_params);
        self.f.rebuild_inst_blocks();
    }
}

/// Removes the parameters listed in `candidates` that are dead: not used by
/// any instruction except as a branch argument feeding another dead
/// parameter.
fn prune_dead_params(f: &mut Function, candidates: &SecondaryMap<Block, Vec<(usize, Value)>>) {
    let live = live_params(f);
    let mut keep = HashMap::default();
    for &b in &f.layout {
        if candidates[b].is_empty() {
            continue;
        }
        let k: Vec<bool> = f.blocks[b]
            .params
            .iter()
            .map(|&p| live[p] || !candidates[b].iter().any(|&(_, q)| q == p))
            .collect();
        if k.iter().any(|&k| !k) {
            keep.insert(b, k);
        }
    }
    cfg::remove_params_of(f, &keep);
}

/// Which block parameters are live: used by a non-branch operand, or passed
/// to a live parameter. (Parameters of the entry block, the function's
/// arguments, are always live.)
pub fn live_params(f: &Function) -> SecondaryMap<Value, bool> {
    let mut live: SecondaryMap<Value, bool> = SecondaryMap::new();
    let mut work: Vec<Value> = Vec::new();
    let mark = |v: Value, live: &mut SecondaryMap<Value, bool>, work: &mut Vec<Value>| {
        if matches!(f.values[v].def, ValueDef::Param(..)) && !live[v] {
            live[v] = true;
            work.push(v);
        }
    };
    for &p in f.args() {
        mark(p, &mut live, &mut work);
    }
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            match &f.insts[i] {
                InstData::Jump { .. } => {}
                InstData::Branch { cond, .. } => mark(*cond, &mut live, &mut work),
                data => data.for_each_arg(|v| mark(v, &mut live, &mut work)),
            }
        }
    }
    // Edges: (target param, source arg).
    let mut feeds: HashMap<Value, Vec<Value>> = HashMap::default();
    for &b in &f.layout {
        let Some(t) = f.terminator(b) else { continue };
        for call in f.insts[t].targets() {
            let params = &f.blocks[call.block].params;
            for (p, a) in params.iter().zip(&call.args) {
                feeds.entry(*p).or_default().push(*a);
            }
        }
    }
    while let Some(p) = work.pop() {
        if let Some(args) = feeds.get(&p) {
            for &a in args {
                mark(a, &mut live, &mut work);
            }
        }
    }
    live
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{check_same_behaviour, parse_fn, run_pass, with_debug_info};

    const COUNTER: &str = "define i64 @main() {
        entry:
          %i = alloca i64
          %s = alloca i64
          store i64 0, i64* %i
          store i64 0, i64* %s
          br label %loop
        loop:
          %iv = load i64, i64* %i
          %c = icmp slt i64 %iv, 10
          br i1 %c, label %body, label %done
        body:
          %sv = load i64, i64* %s
          %s1 = add i64 %sv, %iv
          store i64 %s1, i64* %s
          %i1 = add i64 %iv, 1
          store i64 %i1, i64* %i
          br label %loop
        done:
          %r = load i64, i64* %s
          ret i64 %r
        }";

    #[test]
    fn promotes_a_loop_counter_and_accumulator() {
        let (after, before) = run_pass(COUNTER, |f, m| run(f, &m.types));
        let body = after.funcs[after.func_by_name("main").expect("main")]
            .body
            .as_ref()
            .expect("defined");
        let mem_ops = cfg::placed_insts(body)
            .iter()
            .filter(|(_, i)| {
                matches!(
                    body.insts[*i],
                    InstData::Load { .. } | InstData::Store { .. } | InstData::Alloca { .. }
                )
            })
            .count();
        assert_eq!(mem_ops, 0);
        // Only the loop header needs parameters: i and s.
        let loop_block = body.layout[1];
        assert_eq!(body.blocks[loop_block].params.len(), 2);
        check_same_behaviour(&before, &after);
    }

    /// `int x = a; if (c) x = x + 1; return x;` as clang -O0 writes it.
    const DECLARED: &str = r#"
define i32 @f(i32 %a, i1 %c) !dbg !4 {
entry:
  %x = alloca i32, align 4
    #dbg_declare(ptr %x, !8, !DIExpression(), !9)
  store i32 %a, ptr %x, align 4, !dbg !9
  br i1 %c, label %then, label %done, !dbg !9
then:
  %v = load i32, ptr %x, align 4, !dbg !9
  %w = add i32 %v, 1, !dbg !9
  store i32 %w, ptr %x, align 4, !dbg !9
  br label %done, !dbg !9
done:
  %r = load i32, ptr %x, align 4, !dbg !9
  ret i32 %r, !dbg !9
}
"#;

    #[test]
    fn a_promoted_declaration_becomes_value_records() {
        let (mut m, fr) = parse_fn(&with_debug_info(DECLARED, "x"));
        let f = m.funcs[fr].body.as_mut().expect("a body");
        assert!(run(f, &m.types));
        let (entry, then, done) = (f.layout[0], f.layout[1], f.layout[2]);
        let a = f.blocks[entry].params.first().copied();
        let w = f.inst_result(f.blocks[then].insts[0]);
        let x = f.blocks[done].params.first().copied();
        assert!(a.is_some() && w.is_some() && x.is_some());
        let mut values: Vec<(Block, Option<Value>, Option<Inst>)> = f
            .dbg_records
            .iter()
            .filter(|r| r.kind == DbgKind::Value)
            .map(|r| (r.block, r.value, r.after))
            .collect();
        // `x = a` at the entry's start (the alloca is gone), `x = w` after
        // the add, and the join's parameter at its start.
        let mut expected = vec![
            (entry, a, None),
            (then, w, Some(f.blocks[then].insts[0])),
            (done, x, None),
        ];
        values.sort();
        expected.sort();
        assert_eq!(values, expected);
    }

    #[test]
    fn escaping_allocas_stay() {
        let (m, f) = parse_fn(
            "declare void @g(i64*)
             define i64 @f() {
               %a = alloca i64
               store i64 1, i64* %a
               call void @g(i64* %a)
               %v = load i64, i64* %a
               ret i64 %v
             }",
        );
        let mut body = m.funcs[f].body.clone().expect("defined");
        assert!(!run(&mut body, &m.types));
    }

    #[test]
    fn load_before_store_is_undef_and_dead_params_are_pruned() {
        let src = "define i64 @main() {
            entry:
              %x = alloca i64
              br i1 1, label %a, label %b
            a:
              store i64 5, i64* %x
              br label %j
            b:
              store i64 7, i64* %x
              br label %j
            j:
              ret i64 3
            }";
        let (after, before) = run_pass(src, |f, m| run(f, &m.types));
        let body = after.funcs[after.func_by_name("main").expect("main")]
            .body
            .as_ref()
            .expect("defined");
        // The join block would need a parameter for %x, but nothing reads it.
        let j = *body.layout.last().expect("blocks");
        assert!(body.blocks[j].params.is_empty());
        check_same_behaviour(&before, &after);
    }
}
