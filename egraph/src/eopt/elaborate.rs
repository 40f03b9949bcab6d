//! Elaboration: from the extracted e-graph back to instructions in the CFG.
//!
//! This is Cranelift's scheme. The dominator tree is walked in preorder
//! with a scoped map from e-class to the IR value that computes it. Each
//! skeleton instruction, in its original order, *demands* its operands'
//! classes; a demanded class already in scope is reused (global value
//! numbering over the dominator tree), otherwise its chosen node is emitted
//! after demanding the node's operands, depth first (on an explicit stack,
//! so that long chains of values cost heap rather than native stack). Values are thus
//! computed at their first use in dominator order — never on a path that
//! does not need them — except that a value whose operands are all defined
//! outside a loop is placed at the end of that loop's preheader
//! (loop-invariant code motion, to the outermost such loop). Shifts by a
//! variable amount are not hoisted: a shift by at least the width is poison,
//! and the interpreter's checked mode would report one executed on a path
//! that originally never ran it.
//!
//! Constants, `null` and addresses of globals and functions are IR
//! constants without a position, so they cost nothing here and lowering
//! materialises them next to each use ("rematerialisation" for free).
//! Addresses computed from constants alone (a cast or constant offset of a
//! global) are rematerialised explicitly, once per block that uses them,
//! instead of being hoisted and kept live across loops and calls.
//!
//! A chosen node may name a leaf (a load result, a parameter) that is not
//! available where the class is needed. Elaboration then falls back to the
//! class's other nodes, cheapest first; the original instruction's node is
//! always among them, so this only costs quality, never correctness. If
//! even that fails the function is left unchanged (reported as an error to
//! the caller, which keeps the original).
//!
//! `ptradd(base, offset)` is emitted as one `getelementptr` on `ptr` whose
//! element type comes from the offset alone, never from a pointee type: a
//! constant offset is `gep i8, ptr base, i32 C`; an index times 2, 4 or 8
//! is `gep i16/i32/i64, ptr base, i32 x`, and an index times another
//! stride steps over a type of that size which the function's own
//! `getelementptr`s step over, so lowering scales it as it adds; any other
//! offset is computed and added as bytes (`gep i8`).

use super::analysis::EG;
use super::build::Built;
use super::extract::Extraction;
use super::lang::{Node, Op};
use cranelift_entity::SecondaryMap;
use cranelift_entity::packed_option::PackedOption;
use egg::{Id, Language};
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{
    BinFlags, BinOp, Block, BlockCall, CastOp, Function, Inst, InstData, SrcLoc, Ty, TypeStore,
    Value, ValueDef,
};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// What elaboration did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ElabStats {
    /// Pure instructions emitted.
    pub emitted: usize,
    /// Of those, placed in a loop preheader.
    pub hoisted: usize,
    /// Demands answered by an already computed value.
    pub reused: usize,
    /// Chosen nodes that were not available where needed.
    pub fallbacks: usize,
    /// Conditional branches whose condition became a constant.
    pub folded_branches: usize,
    /// 64-bit divisions done in 32 bits.
    pub narrowed_divisions: usize,
}

/// Context for elaborating one function.
pub struct Context<'a> {
    /// Types of the module.
    pub types: &'a TypeStore,
    /// The interned opaque pointer type `ptr`.
    pub ptr: Ty,
    /// The e-graph after rewriting.
    pub eg: &'a EG,
    /// The best node of each class.
    pub ex: &'a Extraction,
    /// The translation of the function.
    pub built: &'a Built,
    /// Dominator tree of the function.
    pub dt: &'a DomTree,
    /// Its loops.
    pub li: &'a LoopInfo,
    /// Loop depth of each leaf.
    pub leaf_depth: &'a dyn Fn(u32) -> u32,
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Key {
    Class(Id),
    Leaf(u32),
    Cast(Value, Ty),
}

/// How many [`Elab::run`]s may be active at once. A run demands the
/// operands of ordinary operations and the bases of addresses on its own
/// stack; only offsets and indices of addresses (and rematerialised
/// addresses) start a nested one, so a nesting this deep takes an address
/// whose offset is computed from an address whose offset is ..., 256 times.
const MAX_NESTED_RUNS: u32 = 256;

/// Where [`Elab::run`] goes next.
enum Go {
    /// Demand a class.
    Demand(Id, SrcLoc),
    /// Emit a node of a class.
    Node(Id, Node, SrcLoc),
    /// Deliver a value (or the failure to find one) to the task below.
    Return(Option<Value>),
}

/// A demand waiting for one of its steps.
enum Task {
    /// Class `c` is being demanded: waiting for the node being tried. When
    /// that fails, the other nodes are tried, cheapest first (`rest`, once
    /// the chosen one `best` failed).
    Demand {
        c: Id,
        loc: SrcLoc,
        best: Option<Node>,
        rest: Option<std::vec::IntoIter<Node>>,
    },
    /// Node `n` of class `c` waits for the value of its next operand.
    Operands {
        c: Id,
        n: Node,
        loc: SrcLoc,
        args: Vec<Value>,
    },
    /// The `ptradd` or `getelementptr` node `n` of class `c` waits for the
    /// value of its base.
    Base { c: Id, n: Node, loc: SrcLoc },
}

struct Elab<'a, 'f> {
    cx: Context<'a>,
    f: &'f mut Function,
    preheaders: Vec<Option<Block>>,
    dom_depth: SecondaryMap<Block, u32>,
    scope: HashMap<Key, Value>,
    undo: Vec<Vec<Key>>,
    value_block: SecondaryMap<Value, PackedOption<Block>>,
    new_insts: SecondaryMap<Block, Vec<Inst>>,
    leaf_of: HashMap<Value, u32>,
    class_loc: HashMap<Id, SrcLoc>,
    /// The location of an original instruction of a class in a block
    /// (the earliest, if several): a value materialised in a block where
    /// it was computed before keeps that statement's line.
    block_loc: HashMap<(Id, Block), SrcLoc>,
    origin_blocks: HashMap<Id, Vec<Block>>,
    visiting: HashSet<Id>,
    cur: Block,
    /// Whether a constant address is being rematerialised.
    remat: bool,
    const_addr: HashMap<Id, bool>,
    remat_copies: HashMap<(Block, Id), Value>,
    remat_copies_cast: HashMap<(Block, Value, Ty), Value>,
    /// [`Elab::run`]s active now.
    nested_runs: u32,
    stats: ElabStats,
    /// The first value made for each class: debug records follow it.
    first_value: HashMap<Id, Value>,
}

/// Rebuilds the instructions of `f` from the extraction. On error `f` may
/// be partly rewritten: the caller restores its copy.
pub fn elaborate(f: &mut Function, cx: Context<'_>) -> Result<ElabStats, String> {
    let entry = f.entry().ok_or("function without blocks")?;
    let preds = f.pred_table();
    let preheaders = (0..cx.li.loops.len())
        .map(|l| cx.li.preheader_in(f, &preds, l))
        .collect();
    let mut class_loc: HashMap<Id, SrcLoc> = HashMap::default();
    let mut block_loc: HashMap<(Id, Block), SrcLoc> = HashMap::default();
    let mut origin_blocks: HashMap<Id, Vec<Block>> = HashMap::default();
    for &(id, loc, block) in &cx.built.origins {
        let id = cx.eg.find(id);
        for e in [
            class_loc.entry(id).or_insert(loc),
            block_loc.entry((id, block)).or_insert(loc),
        ] {
            if loc.is_known() && (!e.is_known() || loc < *e) {
                *e = loc;
            }
        }
        origin_blocks.entry(id).or_default().push(block);
    }
    let leaf_of = cx
        .built
        .leaves
        .iter()
        .enumerate()
        .map(|(k, &v)| (v, k as u32))
        .collect();
    let mut e = Elab {
        cx,
        f,
        preheaders,
        dom_depth: SecondaryMap::new(),
        scope: HashMap::default(),
        undo: Vec::new(),
        value_block: SecondaryMap::new(),
        new_insts: SecondaryMap::new(),
        leaf_of,
        class_loc,
        block_loc,
        origin_blocks,
        visiting: HashSet::default(),
        cur: entry,
        remat: false,
        const_addr: HashMap::default(),
        remat_copies: HashMap::default(),
        remat_copies_cast: HashMap::default(),
        nested_runs: 0,
        stats: ElabStats::default(),
        first_value: HashMap::default(),
    };
    e.walk(entry)?;
    let visited: Vec<Block> = e.cx.dt.rpo().to_vec();
    for b in visited {
        e.f.blocks[b].insts = std::mem::take(&mut e.new_insts[b]);
    }
    e.f.rebuild_inst_blocks();
    follow_classes(e.f, e.cx.built, e.cx.eg, &e.first_value);
    Ok(e.stats)
}

/// Points each debug record whose value was a pure instruction (now gone)
/// at the value elaboration made for its class, which computes the same;
/// block parameters and skeleton results are still there. A class never
/// made leaves the record without a value.
fn follow_classes(f: &mut Function, built: &Built, eg: &EG, first_value: &HashMap<Id, Value>) {
    let kept: HashSet<Value> = f
        .layout
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter().filter_map(|&i| f.inst_result(i)))
        .collect();
    for k in 0..f.dbg_records.len() {
        let Some(v) = f.dbg_records[k].value else {
            continue;
        };
        if !matches!(f.value_def(v), ValueDef::Inst(_)) || kept.contains(&v) {
            continue;
        }
        let class = built.class_of.get(v).copied().flatten();
        f.dbg_records[k].value = class.and_then(|c| first_value.get(&eg.find(c)).copied());
    }
}

impl Elab<'_, '_> {
    /// Preorder walk of the dominator tree with scope exits.
    fn walk(&mut self, entry: Block) -> Result<(), String> {
        let kids = crate::cfg::dom_children(self.cx.dt);
        let mut stack: Vec<(Block, bool)> = vec![(entry, false)];
        while let Some((b, done)) = stack.pop() {
            let depth = self.cx.dt.idom(b).map_or(0, |p| self.dom_depth[p] + 1);
            if done {
                self.exit_scope(self.dom_depth[b]);
                continue;
            }
            self.dom_depth[b] = depth;
            if self.undo.len() <= depth as usize {
                self.undo.resize(depth as usize + 1, Vec::new());
            }
            self.block(b)?;
            stack.push((b, true));
            for &c in kids[b].iter().rev() {
                stack.push((c, false));
            }
        }
        Ok(())
    }

    fn exit_scope(&mut self, depth: u32) {
        for key in std::mem::take(&mut self.undo[depth as usize]) {
            self.scope.remove(&key);
        }
    }

    fn insert(&mut self, key: Key, v: Value, depth: u32) {
        if self.scope.contains_key(&key) {
            return;
        }
        self.scope.insert(key, v);
        self.undo[depth as usize].push(key);
    }

    /// Marks a leaf value as defined here and maps its class to it.
    fn define_leaf(&mut self, v: Value, block: Block) {
        let depth = self.dom_depth[block];
        self.value_block[v] = block.into();
        if let Some(&k) = self.leaf_of.get(&v) {
            self.insert(Key::Leaf(k), v, depth);
        }
        if let Some(c) = self.cx.built.class_of[v] {
            let c = self.cx.eg.find(c);
            self.first_value.entry(c).or_insert(v);
            self.insert(Key::Class(c), v, depth);
        }
    }

    fn block(&mut self, b: Block) -> Result<(), String> {
        self.cur = b;
        for p in self.f.blocks[b].params.clone() {
            self.define_leaf(p, b);
        }
        for &i in &self.cx.built.skeleton[b] {
            self.skeleton_inst(b, i)?;
        }
        Ok(())
    }

    fn skeleton_inst(&mut self, b: Block, i: Inst) -> Result<(), String> {
        self.fold_branch(i);
        let loc = self.f.locs[i];
        let args = self.f.insts[i].args();
        let mut new_args = Vec::with_capacity(args.len());
        for a in args {
            let c = self.cx.built.class_of[a].ok_or("operand without a class")?;
            let v = self
                .demand(c, loc)
                .ok_or_else(|| format!("no available form for operand {a} of {i}"))?;
            new_args.push(v);
        }
        let original = self.f.insts[i].clone();
        let mut it = new_args.into_iter();
        self.f.insts[i].map_args(|old| it.next().unwrap_or(old));
        self.narrow_division(b, i, &original, loc);
        self.new_insts[b].push(i);
        if let Some(r) = self.f.inst_result(i) {
            self.define_leaf(r, b);
        }
        Ok(())
    }

    /// An i64 division (still in the skeleton: it can trap) whose operands
    /// provably fit in 32 bits is done by a 32-bit division and extended:
    /// a `div`/`divu` instead of a call of the runtime's 64-bit division.
    /// It traps exactly when the original would: a zero divisor stays zero
    /// in its low word, and signed overflow (`MIN / -1`) is excluded unless
    /// the ranges rule it out.
    fn narrow_division(&mut self, b: Block, i: Inst, original: &InstData, loc: SrcLoc) {
        let InstData::Binary { op, args, .. } = original else {
            return;
        };
        let Some(r) = self.f.inst_result(i) else {
            return;
        };
        if !op.can_trap() || self.cx.types.int_bits(self.f.value_type(r)) != Some(64) {
            return;
        }
        let facts = |v: Value| {
            let c = self.cx.built.class_of[v]?;
            Some(self.cx.eg[self.cx.eg.find(c)].data.clone())
        };
        let (Some(fa), Some(fb)) = (facts(args[0]), facts(args[1])) else {
            return;
        };
        let signed = matches!(op, BinOp::SDiv | BinOp::SRem);
        let fits = if signed {
            let no_overflow = fa.smin > i32::MIN as i64 || fb.smax < -1 || fb.smin > -1;
            fa.fits_s32() && fb.fits_s32() && no_overflow
        } else {
            fa.fits_u32() && fb.fits_u32()
        };
        if !fits {
            return;
        }
        let InstData::Binary { args: now, .. } = self.f.insts[i].clone() else {
            return;
        };
        let mut low = [now[0], now[1]];
        for (v, orig) in low.iter_mut().zip(args) {
            *v = match self.f.const_value(*v) {
                Some(c) => self.f.iconst(self.cx.types, Ty::I32, c),
                None => match self.extended_word(*orig, loc) {
                    Some(w) => w,
                    None => self.emit(
                        b,
                        InstData::Cast {
                            op: CastOp::Trunc,
                            arg: *v,
                        },
                        Ty::I32,
                        loc,
                    ),
                },
            };
        }
        let div = self.f.make_inst(
            InstData::Binary {
                op: *op,
                args: low,
                flags: BinFlags::default(),
            },
            Some(Ty::I32),
            loc,
        );
        self.new_insts[b].push(div);
        let q = self.f.inst_result(div).expect("divisions have results");
        let ext = if signed { CastOp::Sext } else { CastOp::Zext };
        self.f.insts[i] = InstData::Cast { op: ext, arg: q };
        self.stats.narrowed_divisions += 1;
    }

    /// The 32-bit value `v`'s class extends, when it is an extension of one
    /// (so the division uses it instead of truncating the extension).
    fn extended_word(&mut self, v: Value, loc: SrcLoc) -> Option<Value> {
        let c = self.cx.eg.find(self.cx.built.class_of[v]?);
        let inner = self.cx.eg[c].nodes.iter().find_map(|n| {
            let ext = matches!(n.op, Op::Cast(CastOp::Sext | CastOp::Zext));
            let x = *n.children().first()?;
            (ext && self.cx.eg[x].data.ty == Ty::I32).then_some(x)
        })?;
        self.demand(inner, loc)
    }

    /// A conditional branch on a constant becomes a jump.
    fn fold_branch(&mut self, i: Inst) {
        let InstData::Branch {
            cond,
            then_dest,
            else_dest,
        } = &self.f.insts[i]
        else {
            return;
        };
        let Some(c) = self.cx.built.class_of[*cond] else {
            return;
        };
        let Some(k) = self.cx.eg[c].data.konst else {
            return;
        };
        let dest = if k & 1 == 1 { then_dest } else { else_dest };
        let dest: BlockCall = dest.clone();
        self.f.insts[i] = InstData::Jump { dest };
        self.stats.folded_branches += 1;
    }

    /// The value of class `c` at the current point, computing it if needed.
    fn demand(&mut self, c: Id, loc: SrcLoc) -> Option<Value> {
        self.run(Go::Demand(c, loc))
    }

    /// Node `n` of class `c` emitted at the current point (its operands
    /// demanded first), or `None` if one of them is not available.
    fn try_node(&mut self, c: Id, n: &Node, loc: SrcLoc) -> Option<Value> {
        self.run(Go::Node(c, n.clone(), loc))
    }

    /// Runs a demand to completion with an explicit stack of [`Task`]s, so
    /// that a chain of dependent values as long as the function costs heap,
    /// not native stack. The order of emission is that of a recursive
    /// depth-first walk: a node's operands, left to right, then the node.
    /// `ptradd` and `getelementptr` demand their base on this stack; their
    /// other operands (offsets and indices) start a nested run, whose depth
    /// is bounded by [`MAX_NESTED_RUNS`] (beyond it the demand fails and the
    /// function is kept unchanged).
    fn run(&mut self, start: Go) -> Option<Value> {
        if self.nested_runs >= MAX_NESTED_RUNS {
            return None;
        }
        self.nested_runs += 1;
        let mut stack: Vec<Task> = Vec::new();
        let mut go = start;
        let result = loop {
            go = match go {
                Go::Demand(c, loc) => self.start_demand(c, loc, &mut stack),
                Go::Node(c, n, loc) => self.start_node(c, n, loc, &mut stack),
                Go::Return(v) => match stack.pop() {
                    None => break v,
                    Some(task) => self.resume(task, v, &mut stack),
                },
            };
        };
        self.nested_runs -= 1;
        result
    }

    /// The first step of demanding class `c`: an answer already in scope,
    /// or the task of trying its nodes (the chosen one first).
    fn start_demand(&mut self, c: Id, loc: SrcLoc, stack: &mut Vec<Task>) -> Go {
        let c = self.cx.eg.find(c);
        if !self.remat && self.is_constant_address(c) {
            return Go::Return(self.rematerialise(c, loc));
        }
        if let Some(&v) = self.scope.get(&Key::Class(c)) {
            self.stats.reused += 1;
            return Go::Return(Some(v));
        }
        if !self.visiting.insert(c) {
            return Go::Return(None);
        }
        let loc = self
            .block_loc
            .get(&(c, self.cur))
            .or_else(|| self.class_loc.get(&c))
            .copied()
            .unwrap_or(loc);
        let best = self.cx.ex.best.get(&c).map(|ch| ch.node.clone());
        let next = match &best {
            Some(n) => Go::Node(c, n.clone(), loc),
            None => Go::Return(None),
        };
        stack.push(Task::Demand {
            c,
            loc,
            best,
            rest: None,
        });
        next
    }

    /// The first step of emitting node `n` of class `c`: a leaf's value, or
    /// the task of demanding its first operand.
    fn start_node(&mut self, c: Id, n: Node, loc: SrcLoc, stack: &mut Vec<Task>) -> Go {
        let ty = n.ty;
        match n.op {
            Op::Const(k) => Go::Return(Some(self.f.iconst(self.cx.types, ty, k))),
            Op::Null => Go::Return(Some(self.f.null(ty))),
            Op::Global(g) => Go::Return(Some(self.f.global_addr(g, ty))),
            Op::Func(fr) => Go::Return(Some(self.f.func_addr(fr, ty))),
            Op::Leaf(k) => {
                let v = self.cx.built.leaves[k as usize];
                if matches!(self.f.value_def(v), ValueDef::Undef) {
                    return Go::Return(Some(v));
                }
                Go::Return(self.scope.get(&Key::Leaf(k)).copied())
            }
            Op::PtrAdd | Op::Gep(_) => {
                if let Op::Gep(k) = n.op
                    && self.cx.eg.analysis.gep_shapes.get(k as usize).is_none()
                {
                    return Go::Return(None);
                }
                let base = n.children()[0];
                stack.push(Task::Base { c, n, loc });
                Go::Demand(base, loc)
            }
            _ => {
                let Some(&first) = n.children().first() else {
                    return Go::Return(None);
                };
                stack.push(Task::Operands {
                    c,
                    n,
                    loc,
                    args: Vec::with_capacity(3),
                });
                Go::Demand(first, loc)
            }
        }
    }

    /// Continues `task` with `v`, the value its last step delivered.
    fn resume(&mut self, task: Task, v: Option<Value>, stack: &mut Vec<Task>) -> Go {
        match task {
            Task::Demand { c, loc, best, rest } => {
                if v.is_some() {
                    self.visiting.remove(&c);
                    return Go::Return(v);
                }
                let mut rest = rest.unwrap_or_else(|| {
                    self.stats.fallbacks += 1;
                    let ranked = self.cx.ex.ranked(self.cx.eg, c, self.cx.leaf_depth);
                    ranked.into_iter()
                });
                match rest.find(|n| Some(n) != best.as_ref()) {
                    Some(n) => {
                        stack.push(Task::Demand {
                            c,
                            loc,
                            best,
                            rest: Some(rest),
                        });
                        Go::Node(c, n, loc)
                    }
                    None => {
                        self.visiting.remove(&c);
                        Go::Return(None)
                    }
                }
            }
            Task::Operands {
                c,
                n,
                loc,
                mut args,
            } => {
                let Some(v) = v else {
                    return Go::Return(None);
                };
                args.push(v);
                if let Some(&next) = n.children().get(args.len()) {
                    stack.push(Task::Operands { c, n, loc, args });
                    return Go::Demand(next, loc);
                }
                Go::Return(Some(self.emit_operation(c, &n, &args, loc)))
            }
            Task::Base { c, n, loc } => {
                let Some(base) = v else {
                    return Go::Return(None);
                };
                let v = match n.op {
                    Op::PtrAdd => self.ptradd(&n, base, loc),
                    Op::Gep(k) => self.original_gep(&n, k, base, loc),
                    _ => None,
                };
                if let Some(v) = v {
                    self.record(c, v);
                }
                Go::Return(v)
            }
        }
    }

    /// Records `v` as the value of class `c` in the scope of its block
    /// (not for a rematerialised address, which is per block).
    fn record(&mut self, c: Id, v: Value) {
        self.first_value.entry(self.cx.eg.find(c)).or_insert(v);
        if !self.remat {
            let block = self.value_block[v].expand().unwrap_or(self.cur);
            self.insert(Key::Class(c), v, self.dom_depth[block]);
        }
    }

    /// Whether class `c` is an address computed from constants only (a
    /// global or function address, possibly cast and offset by constants).
    /// Such an address is rematerialised in every block that uses it rather
    /// than computed once and kept in a register: lowering builds it from
    /// immediates (`lui`/`ori`) as cheaply as it could copy or reload it.
    fn is_constant_address(&mut self, c: Id) -> bool {
        // A depth-first walk with an explicit stack of (class, operands,
        // next operand); a class is provisionally "no" while it is being
        // decided, which breaks cycles.
        let mut stack: Vec<(Id, Vec<Id>, usize)> = Vec::new();
        let mut answer = match self.start_constant_address(c) {
            Ok(known) => return known,
            Err(frame) => {
                stack.push(frame);
                None
            }
        };
        while let Some((class, kids, next)) = stack.last_mut() {
            if answer.take() == Some(false) {
                let class = *class;
                self.const_addr.insert(class, false);
                stack.pop();
                answer = Some(false);
                continue;
            }
            let mut pushed = None;
            while *next < kids.len() {
                let ch = self.cx.eg.find(kids[*next]);
                if self.cx.eg[ch].data.konst.is_some() {
                    *next += 1;
                    continue;
                }
                match self.start_constant_address(ch) {
                    Ok(true) => *next += 1,
                    Ok(false) => {
                        answer = Some(false);
                        break;
                    }
                    Err(frame) => {
                        *next += 1;
                        pushed = Some(frame);
                        break;
                    }
                }
            }
            if let Some(frame) = pushed {
                stack.push(frame);
            } else if answer.is_none() {
                let class = *class;
                self.const_addr.insert(class, true);
                stack.pop();
                answer = Some(true);
            }
        }
        answer.unwrap_or(false)
    }

    /// The known answer of [`Elab::is_constant_address`] for class `c`,
    /// or the frame that decides it from its operands.
    fn start_constant_address(&mut self, c: Id) -> Result<bool, (Id, Vec<Id>, usize)> {
        if let Some(&known) = self.const_addr.get(&c) {
            return Ok(known);
        }
        self.const_addr.insert(c, false);
        let Some(choice) = self.cx.ex.best.get(&c) else {
            return Ok(false);
        };
        match choice.node.op {
            Op::Cast(CastOp::Bitcast) | Op::PtrAdd | Op::Gep(_) => {
                Err((c, choice.node.children().to_vec(), 0))
            }
            Op::Global(_) | Op::Func(_) | Op::Null => {
                self.const_addr.insert(c, true);
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// A constant address computed in the current block (once per block).
    fn rematerialise(&mut self, c: Id, loc: SrcLoc) -> Option<Value> {
        if let Some(&v) = self.remat_copies.get(&(self.cur, c)) {
            return Some(v);
        }
        let n = self.cx.ex.best.get(&c)?.node.clone();
        self.remat = true;
        let v = self.try_node(c, &n, loc);
        self.remat = false;
        if let Some(v) = v {
            self.remat_copies.insert((self.cur, c), v);
        }
        v
    }

    /// Emits operation `n` of class `c` (not a leaf, `ptradd` or original
    /// `getelementptr`) on the values `args` of its operands, and records it.
    fn emit_operation(&mut self, c: Id, n: &Node, args: &[Value], loc: SrcLoc) -> Value {
        if n.op == Op::Cast(CastOp::Bitcast) {
            let v = self.cast_ptr(args[0], n.ty, loc);
            self.record(c, v);
            return v;
        }
        let hoistable = !matches!(n.op, Op::Bin(BinOp::Shl | BinOp::LShr | BinOp::AShr))
            || self.cx.eg[n.children()[1]].data.konst.is_some();
        let data = match n.op {
            Op::Bin(op) => InstData::Binary {
                op,
                args: [args[0], args[1]],
                flags: BinFlags::default(),
            },
            Op::Icmp(cc) => InstData::Icmp {
                cc,
                args: [args[0], args[1]],
            },
            Op::Select => InstData::Select {
                args: [args[0], args[1], args[2]],
            },
            Op::Cast(op) => InstData::Cast { op, arg: args[0] },
            _ => unreachable!("leaves and addresses are handled by start_node"),
        };
        let block = if hoistable {
            self.placement(args)
        } else {
            self.placement_of_original(c, args)
        };
        let v = self.emit(block, data, n.result_ty(), loc);
        self.record(c, v);
        v
    }

    /// Where to put an instruction with these operands: the current block,
    /// or the preheader of the outermost loop they are all defined outside
    /// (always the current block for a rematerialised address).
    fn placement(&self, args: &[Value]) -> Block {
        if self.remat {
            return self.cur;
        }
        for l in self.cx.li.nest(self.cur) {
            let Some(ph) = self.preheaders[l] else {
                continue;
            };
            let outside = args.iter().all(|&a| match self.value_block[a].expand() {
                None => true,
                Some(db) => {
                    !self.cx.li.loops[l].blocks.contains(db) && self.cx.dt.dominates(db, ph)
                }
            });
            if outside {
                return ph;
            }
        }
        self.cur
    }

    /// Placement of an instruction that must not run where it did not run
    /// before (a shift by a variable amount may be poison): hoisted only to
    /// a preheader that an original instruction of its class dominates, so
    /// that whenever the preheader runs, the original computation ran too.
    fn placement_of_original(&self, c: Id, args: &[Value]) -> Block {
        let target = self.placement(args);
        if target == self.cur {
            return target;
        }
        let origins = self.origin_blocks.get(&c).map(Vec::as_slice).unwrap_or(&[]);
        if origins.iter().any(|&o| self.cx.dt.dominates(o, target)) {
            target
        } else {
            self.cur
        }
    }

    fn emit(&mut self, block: Block, data: InstData, ty: Ty, loc: SrcLoc) -> Value {
        let inst = self.f.make_inst(data, Some(ty), loc);
        let list = &mut self.new_insts[block];
        if block == self.cur {
            list.push(inst);
        } else {
            // A preheader, already complete: before its terminator.
            let at = list.len().saturating_sub(1);
            list.insert(at, inst);
            self.stats.hoisted += 1;
        }
        self.stats.emitted += 1;
        let v = self.f.inst_result(inst).expect("emitted with a result");
        self.value_block[v] = block.into();
        v
    }

    /// Emits `ptradd(base, offset)` of pointer type `n.ty` (`base` is the
    /// value of its first operand) as one `getelementptr` on `ptr`, its
    /// element type chosen by the offset: bytes for a constant; for an
    /// index times a stride, a type of that size (an integer, or one the
    /// function's `getelementptr`s step over); else bytes.
    fn ptradd(&mut self, n: &Node, base: Value, loc: SrcLoc) -> Option<Value> {
        let off_c = n.children()[1];
        let konst = self.cx.eg[off_c].data.konst;
        let off_choice = self
            .cx
            .ex
            .best
            .get(&self.cx.eg.find(off_c))
            .map(|c| c.node.clone());
        let scaled = off_choice.as_ref().and_then(|o| self.scaled(o));
        let stride_ty = |s: u64| match s {
            2 | 4 | 8 => Ty::int(8 * s as u32),
            _ => self.cx.eg.analysis.stride_types.get(&s).copied(),
        };
        let typed = scaled.and_then(|(x, s)| Some((stride_ty(s)?, x)));
        let (elem, idx) = match (konst, typed) {
            (Some(k), _) => (Ty::I8, GepIdx::Const(k as u32 as i32 as i64)),
            (None, Some((t, x))) => (t, GepIdx::Class(x)),
            _ => (Ty::I8, GepIdx::Class(off_c)),
        };
        let ptr = self.cx.ptr;
        let b = self.cast_ptr(base, ptr, loc);
        let g = self.emit_gep(b, elem, ptr, &[idx], loc)?;
        Some(self.cast_ptr(g, n.ty, loc))
    }

    /// An original `getelementptr` (its shape `k`) on `base`, the value of
    /// its first operand.
    fn original_gep(&mut self, n: &Node, k: u32, base: Value, loc: SrcLoc) -> Option<Value> {
        let shape = self.cx.eg.analysis.gep_shapes.get(k as usize)?.clone();
        let mut dynamic = n.children()[1..].iter();
        let mut indices = Vec::with_capacity(shape.indices.len());
        for i in &shape.indices {
            indices.push(match *i {
                Some((ty, bits)) => self.f.iconst(self.cx.types, ty, bits),
                None => self.demand(*dynamic.next()?, loc)?,
            });
        }
        let base = self.cast_ptr(base, self.cx.ptr, loc);
        let mut operands = indices.clone();
        operands.push(base);
        let block = self.placement(&operands);
        let gep = InstData::Gep {
            elem_ty: shape.elem_ty,
            base,
            indices,
            inbounds: false,
        };
        let g = self.emit(block, gep, self.cx.ptr, loc);
        Some(self.cast_ptr(g, n.ty, loc))
    }

    /// `getelementptr elem, base, indices` with result type `ty`.
    fn emit_gep(
        &mut self,
        base: Value,
        elem: Ty,
        ty: Ty,
        path: &[GepIdx],
        loc: SrcLoc,
    ) -> Option<Value> {
        let mut indices = Vec::with_capacity(path.len());
        for i in path {
            indices.push(match *i {
                GepIdx::Const(k) => self.f.iconst(self.cx.types, Ty::I32, k as u64),
                GepIdx::Class(x) => self.demand(x, loc)?,
            });
        }
        let mut operands = indices.clone();
        operands.push(base);
        let block = self.placement(&operands);
        let gep = InstData::Gep {
            elem_ty: elem,
            base,
            indices,
            inbounds: false,
        };
        Some(self.emit(block, gep, ty, loc))
    }

    /// `(x, s)` when `n` is `x * s` or `x << log2(s)` with a constant `s`.
    fn scaled(&self, n: &Node) -> Option<(Id, u64)> {
        let k = self.cx.eg[n.children().get(1).copied()?].data.konst?;
        match n.op {
            Op::Bin(BinOp::Mul) if n.ty == Ty::I32 => Some((n.children()[0], k & 0xFFFF_FFFF)),
            Op::Bin(BinOp::Shl) if n.ty == Ty::I32 && k < 31 => Some((n.children()[0], 1 << k)),
            _ => None,
        }
    }

    /// `v` as pointer type `to` (a bitcast unless it already is; one
    /// bitcast per value and type in scope).
    fn cast_ptr(&mut self, v: Value, to: Ty, loc: SrcLoc) -> Value {
        if self.f.value_type(v) == to {
            return v;
        }
        if let Some(&c) = self.remat_copies_cast.get(&(self.cur, v, to)) {
            return c;
        }
        if let Some(&c) = self.scope.get(&Key::Cast(v, to)).filter(|_| !self.remat) {
            return c;
        }
        let block = self.placement(&[v]);
        let c = self.emit(
            block,
            InstData::Cast {
                op: CastOp::Bitcast,
                arg: v,
            },
            to,
            loc,
        );
        if self.remat || !matches!(self.f.value_def(v), ValueDef::Inst(_) | ValueDef::Param(..)) {
            self.remat_copies_cast.insert((self.cur, v, to), c);
        } else {
            self.insert(Key::Cast(v, to), c, self.dom_depth[block]);
        }
        c
    }
}

/// An index of an emitted `getelementptr`.
#[derive(Copy, Clone, Debug)]
enum GepIdx {
    /// A constant.
    Const(i64),
    /// The value of a class: the scaled index, or the whole offset as
    /// bytes.
    Class(Id),
}
