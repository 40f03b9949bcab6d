//! The rewrite rules, as named tables grouped by theme.
//!
//! Constant folding is not here: the analysis folds every operation whose
//! operands are constants (and every comparison its ranges decide) and
//! replaces the class by its constant. The tables are:
//!
//! | module | theme |
//! | --- | --- |
//! | [`algebra`] | identities (`x+0`, `x-x`, `x&x`, redundant masks by known bits), constants to the right, negation |
//! | [`casts`] | chains of extensions and truncations, pointer casts |
//! | [`strength`] | multiplication and division by constants to shifts and adds |
//! | [`compare`] | comparison canonicalisation, comparisons of extended values, boolean idioms |
//! | [`select`] | `select` with known or equal arms, selects that are casts or logic |
//! | [`reassoc`] | reassociation that gathers constants (`(x+1)+2`, `(x+1)+y`, `(x+1)*8`) |
//! | [`address`] | address arithmetic: constant offsets outermost, where loads and stores fold them |
//! | [`narrow`] | i64→i32 (and wide→narrow) narrowing guarded by the analysis |
//!
//! Rules follow Cranelift's guidance for e-graph rules: no general
//! commutativity or associativity (each rule is written for the operand
//! orders it needs, and canonicalisation is directional: constants move
//! right and outward); every rule is sound for LLVM semantics — wrapping at
//! the width, shifts by at least the width are poison and never introduced,
//! division keeps its traps (only divisions by a safe constant are pure).
//!
//! Patterns use the text form of [`super::lang`]. `$t` in a rule written
//! for several widths is replaced by each width; the width is part of the
//! rule's name (`add-zero:i64`). Left-hand sides are searched by
//! [`matcher::Matcher`], which finds egg's matches in egg's order without
//! allocating per class.

pub mod address;
pub mod algebra;
pub mod casts;
pub mod compare;
pub mod matcher;
pub mod narrow;
pub mod reassoc;
pub mod select;
pub mod strength;

use super::analysis::{EAnalysis, EG, Facts};
use super::lang::{Disc, Node, Op, OpIndex};
use egg::{
    Applier, Condition, FromOp, Id, Language, Pattern, PatternAst, Rewrite, SearchMatches,
    Searcher, Subst, Symbol, Var,
};
use egret_llvmlite::Ty;
use matcher::Matcher;
use rustc_hash::FxHashMap;
use std::sync::{Arc, OnceLock};

/// A rewrite over the optimiser's e-graph.
pub type Rw = Rewrite<Node, EAnalysis>;

/// All integer types.
pub const INTS: [Ty; 5] = [Ty::I1, Ty::I8, Ty::I16, Ty::I32, Ty::I64];

/// The integer types wider than `i1` (arithmetic on `i1` is mostly logic).
pub const WIDE_INTS: [Ty; 4] = [Ty::I8, Ty::I16, Ty::I32, Ty::I64];

/// The theme of a rule.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Group {
    /// Algebraic identities.
    Algebra,
    /// Casts.
    Casts,
    /// Strength reduction.
    Strength,
    /// Comparisons.
    Compare,
    /// Selects.
    Select,
    /// Reassociation.
    Reassoc,
    /// Address arithmetic.
    Address,
    /// Narrowing.
    Narrow,
}

/// A rule of a table. Its name, types, needs and shape are known when the
/// tables are built; the egg rewrite (parsing and compiling its patterns,
/// most of the cost) is built the first time the rule is searched
/// ([`Rule::rw`]), so a small module pays only for the rules its e-graphs
/// can match.
pub struct Rule {
    /// Unique name, including the width it was instantiated for.
    pub name: String,
    /// The table it belongs to.
    pub group: Group,
    /// The integer types the rule was instantiated for (from its name): it
    /// can only match where all of them occur.
    pub types: Vec<Ty>,
    /// The operators its left-hand side contains: it can only match in an
    /// e-graph holding all of them (see [`Rule::can_match`]).
    pub needs: Needs,
    /// When other rules have the same left-hand side up to the names of its
    /// variables: the number shared by all of them. Their matches are the
    /// same, so rewriting searches once for all of them.
    pub shape: Option<u32>,
    built: OnceLock<Built>,
    make: Box<MakeFn>,
}

/// What building a rule's patterns gives.
struct Built {
    rw: Rw,
    var_order: Vec<Var>,
}

type MakeFn = dyn Fn(&str) -> Built + Send + Sync;

/// What a rule's left-hand side needs to be present in the e-graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Needs {
    /// Every one of these discriminants (operator and type).
    All(Vec<Disc>),
    /// This operator at some type (rules written with [`Builder::node`]).
    OpAtAnyType(Op),
}

impl Rule {
    fn built(&self) -> &Built {
        self.built.get_or_init(|| (self.make)(&self.name))
    }

    /// The egg rewrite, built on first use.
    pub fn rw(&self) -> &Rw {
        &self.built().rw
    }

    /// The variables of the left-hand side, in the order its matches bind
    /// them ([`Matcher::var_order`]): rules of one shape bind theirs in
    /// corresponding positions.
    pub fn var_order(&self) -> &[Var] {
        &self.built().var_order
    }

    /// Whether the rule can match in an e-graph whose integer types are
    /// `present`.
    pub fn applies_to(&self, present: &[Ty]) -> bool {
        self.types.iter().all(|t| present.contains(t))
    }

    /// Whether the rule's left-hand side can match in an e-graph whose
    /// operators are `present`: every operator it names must be there. A
    /// rule that cannot match is not searched at all.
    pub fn can_match(&self, present: &OpIndex) -> bool {
        match &self.needs {
            Needs::All(ds) => ds.iter().all(|d| present.has(d)),
            Needs::OpAtAnyType(op) => present.has_op(*op),
        }
    }
}

/// Every rule of every table, built once (their rewrites on first use).
pub fn all_rules() -> &'static [Rule] {
    static RULES: OnceLock<Vec<Rule>> = OnceLock::new();
    RULES.get_or_init(|| {
        let mut b = Builder::default();
        algebra::rules(&mut b);
        casts::rules(&mut b);
        strength::rules(&mut b);
        compare::rules(&mut b);
        select::rules(&mut b);
        reassoc::rules(&mut b);
        address::rules(&mut b);
        narrow::rules(&mut b);
        number_shapes(&mut b.rules, &b.keys);
        b.rules
    })
}

/// Sets [`Rule::shape`]: left-hand sides that are the same pattern up to
/// the names of their variables (the same [`scan`] keys) get one number.
fn number_shapes(rules: &mut [Rule], keys: &[Option<Vec<TextItem>>]) {
    let mut first: FxHashMap<&[TextItem], usize> = FxHashMap::default();
    let mut count = vec![0usize; rules.len()];
    let mut group = vec![usize::MAX; rules.len()];
    for (k, key) in keys.iter().enumerate() {
        if let Some(key) = key {
            let g = *first.entry(key.as_slice()).or_insert(k);
            group[k] = g;
            count[g] += 1;
        }
    }
    for (k, r) in rules.iter_mut().enumerate() {
        let g = group[k];
        r.shape = (g != usize::MAX && count[g] > 1).then_some(g as u32);
    }
}

/// A token of a pattern's text, as [`scan`] reads it: two patterns with
/// the same tokens are the same pattern up to the names of their
/// variables. (The compiled matching program depends only on that
/// structure, so two such patterns find the same matches in the same
/// order, their variables bound in corresponding positions of
/// [`Rule::var_order`].)
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum TextItem {
    Open,
    Close,
    /// An operator or leaf, with placeholder children.
    Node(Node),
    /// A variable, numbered by first appearance.
    Var(usize),
}

/// Reads a pattern's text without building it: its tokens (variables
/// numbered by first appearance) and the discriminants of its nodes, each
/// once. Panics on text egg would not parse, as building the rule would.
fn scan(name: &str, text: &str) -> (Vec<TextItem>, Vec<Disc>) {
    let bad = || -> ! { panic!("rule `{name}`: bad pattern `{text}`") };
    let mut items = Vec::new();
    let mut discs: Vec<Disc> = Vec::new();
    let mut note = |node: &Node| {
        let d = node.discriminant();
        if !discs.contains(&d) {
            discs.push(d);
        }
    };
    let mut vars: Vec<&str> = Vec::new();
    // Per open list: where its head goes in `items`, the head's text and
    // how many children it has so far (its node is made at `)`, when that
    // number is known).
    let mut open: Vec<(usize, &str, usize)> = Vec::new();
    let mut rest = text;
    let mut head_next = false;
    while let Some(c) = rest.trim_start().chars().next() {
        rest = rest.trim_start();
        match c {
            '(' => {
                items.push(TextItem::Open);
                rest = &rest[1..];
                head_next = true;
            }
            ')' => {
                let (at, head, children) = open.pop().unwrap_or_else(|| bad());
                let node =
                    Node::from_op(head, vec![Id::from(0usize); children]).unwrap_or_else(|_| bad());
                note(&node);
                items[at] = TextItem::Node(node);
                items.push(TextItem::Close);
                rest = &rest[1..];
                if let Some(top) = open.last_mut() {
                    top.2 += 1;
                }
            }
            _ => {
                let end = rest
                    .find(|c: char| c.is_whitespace() || c == '(' || c == ')')
                    .unwrap_or(rest.len());
                let tok = &rest[..end];
                rest = &rest[end..];
                if head_next {
                    open.push((items.len(), tok, 0));
                    items.push(TextItem::Open);
                    head_next = false;
                    continue;
                }
                if tok.starts_with('?') {
                    let k = vars.iter().position(|v| *v == tok).unwrap_or_else(|| {
                        vars.push(tok);
                        vars.len() - 1
                    });
                    items.push(TextItem::Var(k));
                } else {
                    let node = Node::from_op(tok, Vec::new()).unwrap_or_else(|_| bad());
                    note(&node);
                    items.push(TextItem::Node(node));
                }
                if let Some(top) = open.last_mut() {
                    top.2 += 1;
                }
            }
        }
    }
    if !open.is_empty() || head_next {
        bad();
    }
    (items, discs)
}

/// Parses a pattern variable (`"?a"`).
pub fn var(name: &str) -> Var {
    name.parse().expect("rule tables use valid variable names")
}

/// The name of a type in patterns.
fn ty_text(ty: Ty) -> String {
    super::lang::ty_name(ty)
}

/// Replaces `$t` (and `$n`, `$w`) in a pattern by type names.
pub fn inst(pat: &str, t: Ty) -> String {
    pat.replace("$t", &ty_text(t))
}

/// Replaces `$n` (narrow) and `$w` (wide) in a pattern by type names.
pub fn inst2(pat: &str, narrow: Ty, wide: Ty) -> String {
    pat.replace("$n", &ty_text(narrow))
        .replace("$w", &ty_text(wide))
}

type CondFn = dyn Fn(&EG, Id, &Subst) -> bool + Send + Sync;
type ApplyFn = dyn Fn(&mut EG, Id, &Subst) -> Option<Id> + Send + Sync;
type ApplyManyFn = dyn Fn(&mut EG, Id, &Subst) -> Vec<Id> + Send + Sync;

struct FnCond(Arc<CondFn>);

impl Condition<Node, EAnalysis> for FnCond {
    fn check(&self, eg: &mut EG, eclass: Id, subst: &Subst) -> bool {
        (self.0)(eg, eclass, subst)
    }
}

/// An applier computing its right-hand side in Rust (new constants,
/// types taken from the analysis).
struct FnApplier(Arc<ApplyFn>);

impl Applier<Node, EAnalysis> for FnApplier {
    /// egg's loop over the matches calling [`FnApplier::apply_one`],
    /// without a vector per match.
    fn apply_matches(
        &self,
        eg: &mut EG,
        matches: &[SearchMatches<Node>],
        _rule: Symbol,
    ) -> Vec<Id> {
        union_each(eg, matches, |eg, class, s| (self.0)(eg, class, s))
    }

    fn apply_one(
        &self,
        eg: &mut EG,
        eclass: Id,
        subst: &Subst,
        _ast: Option<&PatternAst<Node>>,
        _rule: Symbol,
    ) -> Vec<Id> {
        match (self.0)(eg, eclass, subst) {
            Some(new) if eg.union(eclass, new) => vec![eclass],
            _ => vec![],
        }
    }
}

/// Searches for the nodes of one operation at any type, binding their
/// children to `?c0`, `?c1`, `?c2`. Patterns name one type; rules about
/// pointers must match every pointer type of the function, so they use
/// this. Only the classes holding that operation at a type the e-graph has
/// ([`EAnalysis::node_types`]) are visited, through egg's operator index.
struct NodeSearcher {
    op: Op,
    vars: [Var; 3],
}

impl Searcher<Node, EAnalysis> for NodeSearcher {
    fn search_with_limit(&self, eg: &EG, mut limit: usize) -> Vec<SearchMatches<'_, Node>> {
        let mut out = Vec::new();
        for &ty in &eg.analysis.node_types {
            let disc = Node::new(self.op, ty, &[]).discriminant();
            let Some(ids) = eg.classes_for_op(&disc) else {
                continue;
            };
            for id in ids {
                if limit == 0 {
                    return out;
                }
                if let Some(m) = self.search_eclass_with_limit(eg, id, limit) {
                    limit -= m.substs.len();
                    out.push(m);
                }
            }
        }
        out
    }

    fn search_eclass_with_limit(
        &self,
        eg: &EG,
        eclass: Id,
        limit: usize,
    ) -> Option<SearchMatches<'_, Node>> {
        let mut substs = Vec::new();
        for n in &eg[eclass].nodes {
            if substs.len() >= limit {
                break;
            }
            if n.op == self.op {
                let mut s = Subst::with_capacity(3);
                for (v, c) in self.vars.iter().zip(n.children()) {
                    s.insert(*v, *c);
                }
                substs.push(s);
            }
        }
        (!substs.is_empty()).then_some(SearchMatches {
            eclass,
            substs,
            ast: None,
        })
    }

    fn vars(&self) -> Vec<Var> {
        self.vars.to_vec()
    }
}

/// An applier producing any number of equivalent forms.
struct ManyApplier(Arc<ApplyManyFn>);

impl Applier<Node, EAnalysis> for ManyApplier {
    /// egg's loop over the matches calling [`ManyApplier::apply_one`],
    /// without a vector per match.
    fn apply_matches(
        &self,
        eg: &mut EG,
        matches: &[SearchMatches<Node>],
        _rule: Symbol,
    ) -> Vec<Id> {
        union_each(eg, matches, |eg, class, s| (self.0)(eg, class, s))
    }

    fn apply_one(
        &self,
        eg: &mut EG,
        eclass: Id,
        subst: &Subst,
        _ast: Option<&PatternAst<Node>>,
        _rule: Symbol,
    ) -> Vec<Id> {
        let mut changed = Vec::new();
        for new in (self.0)(eg, eclass, subst) {
            if eg.union(eclass, new) && changed.is_empty() {
                changed.push(eclass);
            }
        }
        changed
    }
}

/// Collects rules into tables.
#[derive(Default)]
pub struct Builder {
    /// The rules so far.
    pub rules: Vec<Rule>,
    /// Each rule's left-hand side as [`scan`] read it (`None` for
    /// [`Builder::node`] rules), for [`number_shapes`].
    keys: Vec<Option<Vec<TextItem>>>,
    group: Option<Group>,
}

impl Builder {
    /// Starts the rules of a table.
    pub fn group(&mut self, g: Group) {
        self.group = Some(g);
    }

    /// Adds a rule whose left-hand side is the pattern `lhs`, which `make`
    /// builds later (given the rule's name).
    fn push_pattern(&mut self, name: String, lhs: &str, make: Box<MakeFn>) {
        let (key, discs) = scan(&name, lhs);
        self.push(name, Needs::All(discs), Some(key), make);
    }

    fn push(&mut self, name: String, needs: Needs, key: Option<Vec<TextItem>>, make: Box<MakeFn>) {
        let group = self.group.expect("rules are added inside a group");
        let types = name
            .split(':')
            .skip(1)
            .filter_map(|part| part.strip_prefix('i')?.parse().ok().and_then(Ty::int))
            .collect();
        self.rules.push(Rule {
            name,
            group,
            types,
            needs,
            shape: None,
            built: OnceLock::new(),
            make,
        });
        self.keys.push(key);
    }

    fn pattern(name: &str, text: &str) -> Pattern<Node> {
        text.parse()
            .unwrap_or_else(|e| panic!("rule `{name}`: bad pattern `{text}`: {e:?}"))
    }

    /// Builds a rule from its left-hand side's text and an applier.
    fn built<A>(name: &str, lhs: &str, applier: A) -> Built
    where
        A: Applier<Node, EAnalysis> + Send + Sync + 'static,
    {
        let l = Matcher::new(Self::pattern(name, lhs));
        let var_order = l.var_order();
        let rw = Rewrite::new(name, l, applier).unwrap_or_else(|e| panic!("rule `{name}`: {e}"));
        Built { rw, var_order }
    }

    /// `lhs => rhs`, both patterns.
    pub fn pat(&mut self, name: impl Into<String>, lhs: &str, rhs: &str) {
        let (l, r) = (lhs.to_string(), rhs.to_string());
        let make = move |name: &str| Self::built(name, &l, Self::pattern(name, &r));
        self.push_pattern(name.into(), lhs, Box::new(make));
    }

    /// `lhs => rhs if cond`.
    pub fn pat_if(
        &mut self,
        name: impl Into<String>,
        lhs: &str,
        rhs: &str,
        cond: impl Fn(&EG, Id, &Subst) -> bool + Send + Sync + 'static,
    ) {
        let (l, r) = (lhs.to_string(), rhs.to_string());
        let cond: Arc<CondFn> = Arc::new(cond);
        let make = move |name: &str| {
            let applier = egg::ConditionalApplier {
                condition: FnCond(cond.clone()),
                applier: Self::pattern(name, &r),
            };
            Self::built(name, &l, applier)
        };
        self.push_pattern(name.into(), lhs, Box::new(make));
    }

    /// `lhs => f(...)`, where `f` builds the right-hand side (or declines).
    pub fn comp(
        &mut self,
        name: impl Into<String>,
        lhs: &str,
        f: impl Fn(&mut EG, Id, &Subst) -> Option<Id> + Send + Sync + 'static,
    ) {
        let l = lhs.to_string();
        let f: Arc<ApplyFn> = Arc::new(f);
        let make = move |name: &str| Self::built(name, &l, FnApplier(f.clone()));
        self.push_pattern(name.into(), lhs, Box::new(make));
    }

    /// A rule matching the nodes of operation `op` at any type; `f` gets
    /// the class and the children bound to `?c0..?c2` (see [`child`]) and
    /// returns every equivalent form it finds (a child class may offer
    /// several).
    pub fn node(
        &mut self,
        name: impl Into<String>,
        op: Op,
        f: impl Fn(&mut EG, Id, &Subst) -> Vec<Id> + Send + Sync + 'static,
    ) {
        let f: Arc<ApplyManyFn> = Arc::new(f);
        let make = move |name: &str| {
            let searcher = NodeSearcher {
                op,
                vars: child_vars(),
            };
            let rw = Rewrite::new(name, searcher, ManyApplier(f.clone()))
                .unwrap_or_else(|e| panic!("rule `{name}`: {e}"));
            Built {
                rw,
                var_order: Vec::new(),
            }
        };
        self.push(name.into(), Needs::OpAtAnyType(op), None, Box::new(make));
    }
}

/// For every match, unions its class with each class `build` returns for
/// it; the classes that changed, each once per match (what egg's
/// `apply_matches` returns, without its vector per match).
fn union_each<I: IntoIterator<Item = Id>>(
    eg: &mut EG,
    matches: &[SearchMatches<Node>],
    build: impl Fn(&mut EG, Id, &Subst) -> I,
) -> Vec<Id> {
    let mut changed = Vec::new();
    for m in matches {
        for s in &m.substs {
            let mut any = false;
            for new in build(eg, m.eclass, s) {
                if eg.union(m.eclass, new) && !any {
                    any = true;
                    changed.push(m.eclass);
                }
            }
        }
    }
    changed
}

/// The variables [`Builder::node`] binds a matched node's children to
/// (`?c0`..`?c2`), parsed once: parsing interns the name in egg's global,
/// locked symbol table.
fn child_vars() -> [Var; 3] {
    static CHILDREN: OnceLock<[Var; 3]> = OnceLock::new();
    *CHILDREN.get_or_init(|| [var("?c0"), var("?c1"), var("?c2")])
}

/// Child `i` of a node matched by [`Builder::node`].
pub fn child(s: &Subst, i: usize) -> Id {
    s[child_vars()[i]]
}

/// The nodes of a class satisfying `pred`, cloned (so the caller may then
/// modify the e-graph); at most [`MAX_ALTERNATIVES`].
pub fn nodes_where(eg: &EG, id: Id, pred: impl Fn(&Node) -> bool) -> Vec<Node> {
    eg[id]
        .nodes
        .iter()
        .filter(|n| pred(n))
        .take(MAX_ALTERNATIVES)
        .cloned()
        .collect()
}

/// How many nodes of one child class a node rule considers.
pub const MAX_ALTERNATIVES: usize = 4;

/// The facts of the class bound to a variable.
pub fn facts<'a>(eg: &'a EG, s: &Subst, v: Var) -> &'a Facts {
    &eg[s[v]].data
}

/// The constant bound to a variable, if it is one.
pub fn konst(eg: &EG, s: &Subst, v: Var) -> Option<u64> {
    eg[s[v]].data.konst
}

/// Adds a node.
pub fn add(eg: &mut EG, op: Op, ty: Ty, children: &[Id]) -> Id {
    eg.add(Node::new(op, ty, children))
}

/// Adds a constant.
pub fn k(eg: &mut EG, ty: Ty, bits: u64) -> Id {
    eg.add(Node::konst(ty, bits))
}

/// A condition: the variable is bound to a constant.
pub fn is_const(v: Var) -> impl Fn(&EG, Id, &Subst) -> bool + Send + Sync + 'static {
    move |eg, _, s| konst(eg, s, v).is_some()
}

/// A condition: the first variable is a constant and the second is not.
pub fn const_not_const(c: Var, x: Var) -> impl Fn(&EG, Id, &Subst) -> bool + Send + Sync + 'static {
    move |eg, _, s| konst(eg, s, c).is_some() && konst(eg, s, x).is_none()
}
