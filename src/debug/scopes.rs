//! One function's source facts from metadata: its `!DISubprogram`, the tree
//! of inlined copies and lexical blocks its code runs through, and its
//! variables.
//!
//! **Scopes.** Every line entry of the compiled code carries a scope
//! ([`SrcLoc::scope`]): a `DISubprogram` or `DILexicalBlock` and the call it
//! was inlined at, itself located in a scope. Followed outwards, that chain
//! is a path from the function down to the innermost scope: an `Inlined`
//! step for each inlined call, a `Lexical` step for each block between a
//! subprogram and the scope (`DILexicalBlockFile`s only change the file and
//! are skipped). Each entry's code range `[offset, next offset)` is added
//! to every node on its path, so a node's ranges are the contiguous runs of
//! code in it, and a child's lie within its parent's.
//!
//! **Variables.** A `Declare` record whose address is an alloca with a stack
//! slot places its variable at `DW_OP_fbreg` of the slot's CFA offset for
//! the whole scope (exact at -O0 and in `optnone` functions, where records
//! survive untouched; at -O1/-O2 mem2reg turns those of the allocas it
//! promotes into `dbg.value` records and the driver drops the rest after
//! the mid-end). A
//! variable of `dbg.value` records gets the location list the backend
//! found for it (`CompiledFunction::variables`: registers, spill slots
//! (`DW_OP_fbreg`) and constants, limited to its scope's code). Every other
//! variable the subprogram retains (`retainedNodes`), in the function and
//! in each inlined copy, is listed without a location ("optimised out"), as
//! LLVM does. A variable goes to the node of its own scope within its
//! inline context, or the nearest enclosing node with code.
//!
//! **Pruning.** A lexical block with no variable anywhere inside it says
//! nothing a debugger needs; its children move up to its parent.

use super::pieces::{PlacedPiece, join_pieces};
use super::unit::{Unit, argument_number, retained_variables};
use egret_dwarf::{
    Decl, FunctionSource, LocExpr, LocPlace, LocRange, ScopeInfo, ScopeKind, VarLocation,
    VariableInfo,
};
use egret_llvmlite::{DbgKind, MdId, MdValue, Module, SrcLoc};
use egret_lower::ModuleFunction;
use egret_lower::mach::VarPlace;
use std::collections::HashMap;

/// How many scopes an inline chain may nest before the rest is ignored.
const MAX_CHAIN: usize = 1000;

/// The deepest scope nesting described (the writer's contract allows 256);
/// deeper code counts as the deepest scope kept.
const MAX_NESTING: usize = 255;

/// One step of a scope path.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Step {
    /// A `DILexicalBlock`.
    Lexical(MdId),
    /// The subprogram `origin` inlined at the call at `call`.
    Inlined { origin: MdId, call: SrcLoc },
}

/// A node of the tree being built; node 0 is the function itself.
#[derive(Default)]
struct Node {
    step: Option<Step>,
    parent: usize,
    ranges: Vec<(u32, u32)>,
    variables: Vec<(MdId, VariableInfo)>,
    children: Vec<usize>,
}

/// The scope tree of one function.
struct Tree {
    nodes: Vec<Node>,
    index: HashMap<(usize, Step), usize>,
}

impl Tree {
    fn new() -> Tree {
        Tree {
            nodes: vec![Node::default()],
            index: HashMap::new(),
        }
    }

    /// The node at the end of `path`, created as needed.
    fn node(&mut self, path: &[Step]) -> usize {
        let mut at = 0;
        for &step in path {
            at = match self.index.get(&(at, step)) {
                Some(&n) => n,
                None => {
                    self.nodes.push(Node {
                        step: Some(step),
                        parent: at,
                        ..Node::default()
                    });
                    let n = self.nodes.len() - 1;
                    self.nodes[at].children.push(n);
                    self.index.insert((at, step), n);
                    n
                }
            };
        }
        at
    }

    /// Adds `[start, end)` to `node` and its ancestors.
    fn add_range(&mut self, mut node: usize, start: u32, end: u32) {
        loop {
            let ranges = &mut self.nodes[node].ranges;
            match ranges.last_mut() {
                Some(last) if last.1 == start => last.1 = end,
                Some(last) if last.1 > start => {}
                _ => ranges.push((start, end)),
            }
            if node == 0 {
                return;
            }
            node = self.nodes[node].parent;
        }
    }

    /// The node itself or its nearest ancestor that has code.
    fn with_code(&self, mut node: usize) -> usize {
        while node != 0 && self.nodes[node].ranges.is_empty() {
            node = self.nodes[node].parent;
        }
        node
    }

    /// Whether any node in `node`'s subtree has a variable.
    fn has_variables(&self, node: usize) -> bool {
        let n = &self.nodes[node];
        !n.variables.is_empty() || n.children.iter().any(|&c| self.has_variables(c))
    }
}

/// Scope paths, from the function down.
struct Paths<'a> {
    module: &'a Module,
    memo: HashMap<u32, Vec<Step>>,
}

impl Paths<'_> {
    /// The path of location scope `k` (0: the function itself).
    fn of_scope(&mut self, k: u32) -> Vec<Step> {
        if let Some(p) = self.memo.get(&k) {
            return p.clone();
        }
        let mut path = Vec::new();
        self.build(k, &mut path, 0);
        path.truncate(MAX_NESTING);
        self.memo.insert(k, path.clone());
        path
    }

    fn build(&mut self, k: u32, path: &mut Vec<Step>, depth: usize) {
        let probe = SrcLoc {
            scope: k,
            ..SrcLoc::default()
        };
        let Some(&scope) = self.module.scope(probe) else {
            return;
        };
        self.context(scope.scope, scope.inlined_at, path, depth);
    }

    /// `path` extended by the inline context `inlined_at` and then the
    /// lexical blocks from `scope`'s subprogram down to `scope`.
    fn context(
        &mut self,
        scope: MdId,
        inlined_at: Option<SrcLoc>,
        path: &mut Vec<Step>,
        depth: usize,
    ) {
        let md = &self.module.metadata;
        let (subprogram, blocks) = lexical_chain(md, scope);
        if let Some(call) = inlined_at {
            if depth < MAX_CHAIN {
                self.build(call.scope, path, depth + 1);
            }
            if let Some(origin) = subprogram {
                path.push(Step::Inlined { origin, call });
            }
        }
        path.extend(blocks.into_iter().rev().map(Step::Lexical));
    }
}

/// The subprogram enclosing `scope` and the `DILexicalBlock`s from `scope`
/// outwards (innermost first).
fn lexical_chain(md: &egret_llvmlite::Metadata, mut scope: MdId) -> (Option<MdId>, Vec<MdId>) {
    let mut blocks = Vec::new();
    for _ in 0..MAX_CHAIN {
        match md.kind(scope) {
            Some("DISubprogram") => return (Some(scope), blocks),
            Some("DILexicalBlock") => blocks.push(scope),
            Some("DILexicalBlockFile") => {}
            _ => return (None, blocks),
        }
        match md.node(scope, "scope") {
            Some(outer) => scope = outer,
            None => return (None, blocks),
        }
    }
    (None, blocks)
}

/// The source facts of compiled function `f`, whose IR function has
/// subprogram `sp`.
pub fn function_source(
    unit: &mut Unit,
    module: &Module,
    f: &ModuleFunction,
    sp: MdId,
) -> FunctionSource {
    let mut tree = Tree::new();
    let mut paths = Paths {
        module,
        memo: HashMap::new(),
    };
    let code = &f.compiled.code;
    let size = code.bytes.len() as u32;
    for (i, entry) in code.lines.iter().enumerate() {
        let end = code
            .lines
            .get(i + 1)
            .map_or(size, |next| next.offset)
            .min(size);
        if end <= entry.offset {
            continue;
        }
        let path = paths.of_scope(entry.loc.scope);
        let node = tree.node(&path);
        tree.add_range(node, entry.offset, end);
    }
    let memory_pieces = declared_variables(unit, module, f, &mut tree, &mut paths);
    valued_variables(unit, f, &mut tree, &mut paths, memory_pieces);
    add_retained_variables(unit, &mut tree, &mut paths, sp);
    let md = unit.md;
    let name = md.str(sp, "name").unwrap_or("");
    let mut root = Vec::new();
    let variables = finish_variables(std::mem::take(&mut tree.nodes[0].variables));
    let children = tree.nodes[0].children.clone();
    for c in children {
        collect(unit, &mut tree, c, &mut root);
    }
    FunctionSource {
        source_name: (!name.is_empty() && name != f.compiled.name).then(|| name.to_string()),
        result: unit.result_type(sp),
        prototyped: md.flags(sp, "flags").contains(&"DIFlagPrototyped"),
        variables,
        scopes: root,
        abstract_origin: None,
    }
}

/// A variable in its inline context, and one of its pieces placed.
type KeyedPiece = ((MdId, Option<SrcLoc>), PlacedPiece);

/// Adds the variables of `Declare` records whose address has a stack slot;
/// returns the pieces declared in memory (`DW_OP_LLVM_fragment`, from
/// `stack_homes.rs`) over the whole function, for [`valued_variables`]
/// to join with the pieces the records of the others bind.
fn declared_variables(
    unit: &mut Unit,
    module: &Module,
    f: &ModuleFunction,
    tree: &mut Tree,
    paths: &mut Paths,
) -> Vec<KeyedPiece> {
    let mut pieces = Vec::new();
    let Some(body) = module.funcs[f.func].body.as_ref() else {
        return pieces;
    };
    let size = f.compiled.code.bytes.len() as u32;
    for record in &body.dbg_records {
        if record.kind != DbgKind::Declare {
            continue;
        }
        let Some(offset) = record.value.and_then(|v| f.compiled.alloca_cfa_offset(v)) else {
            continue;
        };
        let inlined_at = module.scope(record.loc).and_then(|s| s.inlined_at);
        if let Some((fragment, place)) = frame_piece(unit.md, record.expr, offset) {
            let key = (record.var, inlined_at);
            pieces.push((key, (Some(fragment), vec![(0, size, place)])));
            continue;
        }
        let Some(place) = frame_place(unit.md, record.expr, offset) else {
            continue;
        };
        let location = VarLocation::Single(LocExpr::Whole(place));
        place_variable(unit, tree, paths, record.var, inlined_at, location);
    }
    pieces
}

/// The piece and frame place of a declaration of one piece of a variable
/// whose alloca is at `offset` from the CFA: `DW_OP_LLVM_fragment, bits,
/// size`, the piece at byte `bits / 8` of the alloca.
fn frame_piece(
    md: &egret_llvmlite::Metadata,
    expr: MdId,
    offset: i32,
) -> Option<((u32, u32), LocPlace)> {
    match md.expression(expr)? {
        [MdValue::Ident(op), MdValue::Int(bits), MdValue::Int(size)]
            if op == "DW_OP_LLVM_fragment" && bits % 8 == 0 =>
        {
            let fragment = (u32::try_from(*bits).ok()?, u32::try_from(*size).ok()?);
            let byte = i32::try_from(bits / 8).ok()?;
            Some((fragment, LocPlace::Frame(offset.checked_add(byte)?)))
        }
        _ => None,
    }
}

/// Adds the variables of `dbg.value` records with the registers the
/// backend found them in (`CompiledFunction::variables`) as location lists,
/// the pieces of each variable, and those `memory_pieces` holds, joined
/// ([`join_pieces`]).
fn valued_variables(
    unit: &mut Unit,
    f: &ModuleFunction,
    tree: &mut Tree,
    paths: &mut Paths,
    memory_pieces: Vec<KeyedPiece>,
) {
    let mut order: Vec<(MdId, Option<SrcLoc>)> = Vec::new();
    let mut pieces: HashMap<(MdId, Option<SrcLoc>), Vec<PlacedPiece>> = HashMap::new();
    for (key, piece) in memory_pieces {
        let list = pieces.entry(key).or_insert_with(|| {
            order.push(key);
            Vec::new()
        });
        list.push(piece);
    }
    for (var, ranges) in &f.compiled.variables {
        let key = (var.var, var.inlined_at);
        let placed = ranges
            .iter()
            .map(|&(start, end, place)| (start, end, loc_place(place)))
            .collect();
        let list = pieces.entry(key).or_insert_with(|| {
            order.push(key);
            Vec::new()
        });
        list.push((var.fragment, placed));
    }
    for key in order {
        let list = join_pieces(pieces.get(&key).map_or(&[][..], |p| &p[..]));
        let location = VarLocation::List(list);
        place_variable(unit, tree, paths, key.0, key.1, location);
    }
}

/// The DWARF place of a backend's place.
fn loc_place(place: VarPlace) -> LocPlace {
    match place {
        VarPlace::Register(r) => LocPlace::Register(u16::from(r)),
        VarPlace::Constant(k) => LocPlace::Constant(k),
        VarPlace::Frame(offset) => LocPlace::Frame(offset),
    }
}

/// `location` limited to `ranges` (sorted, disjoint), the code of the
/// variable's scope: a list entry outside it describes nothing.
fn within(location: VarLocation, ranges: &[(u32, u32)]) -> VarLocation {
    let VarLocation::List(list) = location else {
        return location;
    };
    let mut out = Vec::new();
    for entry in list {
        for &(s, e) in ranges {
            let (start, end) = (entry.start.max(s), entry.end.min(e));
            if start < end {
                out.push(LocRange {
                    start,
                    end,
                    expr: entry.expr.clone(),
                });
            }
        }
    }
    if out.is_empty() {
        VarLocation::None
    } else {
        VarLocation::List(out)
    }
}

/// The frame place of a declared variable whose alloca is at `offset` from
/// the CFA, through its `DIExpression`: empty, or `DW_OP_plus_uconst N`.
/// Anything else (a fragment, a dereference) is not described.
fn frame_place(md: &egret_llvmlite::Metadata, expr: MdId, offset: i32) -> Option<LocPlace> {
    match md.expression(expr).unwrap_or(&[]) {
        [] => Some(LocPlace::Frame(offset)),
        [MdValue::Ident(op), MdValue::Int(n)] if op == "DW_OP_plus_uconst" => Some(
            LocPlace::Frame(offset.checked_add(i32::try_from(*n).ok()?)?),
        ),
        _ => None,
    }
}

/// Adds every variable `sp` retains to the function (`sp` itself) and the
/// retained variables of each inlined subprogram to each of its copies,
/// without a location unless a record placed it already.
fn add_retained_variables(unit: &mut Unit, tree: &mut Tree, paths: &mut Paths, sp: MdId) {
    let mut contexts: Vec<(MdId, Option<SrcLoc>)> = vec![(sp, None)];
    for n in &tree.nodes {
        if let Some(Step::Inlined { origin, call }) = n.step {
            contexts.push((origin, Some(call)));
        }
    }
    for (subprogram, inlined_at) in contexts {
        for var in retained_variables(unit.md, subprogram) {
            place_variable(unit, tree, paths, var, inlined_at, VarLocation::None);
        }
    }
}

/// Puts variable `var` (seen in inline context `inlined_at`) in its node,
/// unless that node has it already.
fn place_variable(
    unit: &mut Unit,
    tree: &mut Tree,
    paths: &mut Paths,
    var: MdId,
    inlined_at: Option<SrcLoc>,
    location: VarLocation,
) {
    let md = unit.md;
    let Some(scope) = md.node(var, "scope") else {
        return;
    };
    let mut path = Vec::new();
    paths.context(scope, inlined_at, &mut path, 0);
    path.truncate(MAX_NESTING);
    let wanted = tree.node(&path);
    let node = tree.with_code(wanted);
    if tree.nodes[node].variables.iter().any(|(v, _)| *v == var) {
        return;
    }
    let location = within(location, &tree.nodes[node].ranges);
    let info = VariableInfo {
        name: md.str(var, "name").unwrap_or("").to_string(),
        arg: argument_number(md, var),
        ty: unit.type_field(var, "type"),
        decl: unit.decl(var),
        location,
        abstract_origin: unit.abstract_variable(var),
    };
    tree.nodes[node].variables.push((var, info));
}

/// Parameters first in argument order, then locals in the order found.
fn finish_variables(mut vars: Vec<(MdId, VariableInfo)>) -> Vec<VariableInfo> {
    vars.sort_by_key(|(_, v)| v.arg.unwrap_or(u32::MAX));
    vars.into_iter().map(|(_, v)| v).collect()
}

/// Turns `node` into scopes appended to `out`: itself, or (a lexical block
/// without variables, a node without code) its children.
fn collect(unit: &mut Unit, tree: &mut Tree, node: usize, out: &mut Vec<ScopeInfo>) {
    let children = tree.nodes[node].children.clone();
    let keep = !tree.nodes[node].ranges.is_empty()
        && match tree.nodes[node].step {
            Some(Step::Lexical(_)) => tree.has_variables(node),
            _ => true,
        };
    if !keep {
        for c in children {
            collect(unit, tree, c, out);
        }
        return;
    }
    let kind = match tree.nodes[node].step {
        Some(Step::Inlined { origin, call }) => ScopeKind::Inlined {
            origin: unit.abstract_subprogram(origin),
            call: Decl {
                file: unit
                    .module_files
                    .get(call.file as usize)
                    .copied()
                    .unwrap_or(0),
                line: call.line,
            },
            call_column: call.col,
        },
        _ => ScopeKind::Lexical,
    };
    let mut nested = Vec::new();
    for c in children {
        collect(unit, tree, c, &mut nested);
    }
    out.push(ScopeInfo {
        kind,
        ranges: std::mem::take(&mut tree.nodes[node].ranges),
        variables: finish_variables(std::mem::take(&mut tree.nodes[node].variables)),
        children: nested,
    });
}
