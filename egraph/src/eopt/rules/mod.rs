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
    Applier, Condition, ENodeOrVar, Id, Language, Pattern, PatternAst, Rewrite, SearchMatches,
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

/// A rule of a table.
pub struct Rule {
    /// Unique name, including the width it was instantiated for.
    pub name: String,
    /// The table it belongs to.
    pub group: Group,
    /// The integer types the rule was instantiated for (from its name): it
    /// can only match where all of them occur.
    pub types: Vec<Ty>,
    /// The egg rewrite.
    pub rw: Rw,
    /// The operators its left-hand side contains: it can only match in an
    /// e-graph holding all of them (see [`Rule::can_match`]).
    pub needs: Needs,
    /// When other rules have the same left-hand side up to the names of its
    /// variables: the number shared by all of them. Their matches are the
    /// same, so rewriting searches once for all of them.
    pub shape: Option<u32>,
    /// The variables of the left-hand side, in the order its matches bind
    /// them ([`Matcher::var_order`]): rules of one shape bind theirs in
    /// corresponding positions.
    pub var_order: Vec<Var>,
}

/// What a rule's left-hand side needs to be present in the e-graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Needs {
    /// Every one of these discriminants (operator and type).
    All(Vec<Disc>),
    /// This operator at some type (rules written with [`Builder::node`]).
    OpAtAnyType(Op),
}

impl Rule {
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

/// Every rule of every table, built once.
pub fn all_rules() -> &'static [Rule] {
    static RULES: OnceLock<Vec<Rule>> = OnceLock::new();
    RULES.get_or_init(|| {
        // Parsing and compiling ~900 patterns is most of a small module's
        // -O2 compile in a fresh process, so half the tables are built on a
        // second thread (a plain one: a rayon job here could steal work
        // that needs these very rules). They are concatenated in this
        // fixed order.
        let tables: [fn(&mut Builder); 8] = [
            algebra::rules,
            casts::rules,
            strength::rules,
            compare::rules,
            select::rules,
            reassoc::rules,
            address::rules,
            narrow::rules,
        ];
        let build = |which: usize| -> Vec<Vec<Rule>> {
            tables
                .iter()
                .enumerate()
                .map(|(k, table)| {
                    let mut b = Builder::default();
                    if k % 2 == which {
                        table(&mut b);
                    }
                    b.rules
                })
                .collect()
        };
        let (even, odd) = std::thread::scope(|s| {
            let other = s.spawn(|| build(1));
            let even = build(0);
            (even, other.join())
        });
        let odd = odd.unwrap_or_else(|_| build(1));
        let mut rules: Vec<Rule> = even
            .into_iter()
            .zip(odd)
            .flat_map(|(e, o)| e.into_iter().chain(o))
            .collect();
        number_shapes(&mut rules);
        rules
    })
}

/// Sets [`Rule::shape`]: left-hand sides that are the same pattern up to
/// the names of their variables get one number.
fn number_shapes(rules: &mut [Rule]) {
    let keys: Vec<Option<Vec<matcher::ShapeItem>>> = rules
        .iter()
        .map(|r| {
            let ast = r.rw.searcher.get_pattern_ast()?;
            Some(matcher::shape_key(ast, &r.var_order))
        })
        .collect();
    let mut first: FxHashMap<&[matcher::ShapeItem], usize> = FxHashMap::default();
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
    /// The rules built so far.
    pub rules: Vec<Rule>,
    group: Option<Group>,
}

impl Builder {
    /// Starts the rules of a table.
    pub fn group(&mut self, g: Group) {
        self.group = Some(g);
    }

    fn push(&mut self, name: String, rw: Rw, var_order: Vec<Var>) {
        let needs = match rw.searcher.get_pattern_ast() {
            Some(ast) => {
                let mut ds: Vec<Disc> = Vec::new();
                for n in ast.as_ref() {
                    if let ENodeOrVar::ENode(n) = n {
                        let d = n.discriminant();
                        if !ds.contains(&d) {
                            ds.push(d);
                        }
                    }
                }
                Needs::All(ds)
            }
            None => Needs::All(Vec::new()),
        };
        self.push_needing(name, rw, needs, var_order);
    }

    fn push_needing(&mut self, name: String, rw: Rw, needs: Needs, var_order: Vec<Var>) {
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
            rw,
            needs,
            shape: None,
            var_order,
        });
    }

    fn pattern(name: &str, text: &str) -> Pattern<Node> {
        text.parse()
            .unwrap_or_else(|e| panic!("rule `{name}`: bad pattern `{text}`: {e:?}"))
    }

    fn lhs(name: &str, lhs: &str) -> Matcher {
        Matcher::new(Self::pattern(name, lhs))
    }

    /// `lhs => rhs`, both patterns.
    pub fn pat(&mut self, name: impl Into<String>, lhs: &str, rhs: &str) {
        let name = name.into();
        let l = Self::lhs(&name, lhs);
        let order = l.var_order();
        let r = Self::pattern(&name, rhs);
        let rw = Rewrite::new(name.clone(), l, r).unwrap_or_else(|e| panic!("rule `{name}`: {e}"));
        self.push(name, rw, order);
    }

    /// `lhs => rhs if cond`.
    pub fn pat_if(
        &mut self,
        name: impl Into<String>,
        lhs: &str,
        rhs: &str,
        cond: impl Fn(&EG, Id, &Subst) -> bool + Send + Sync + 'static,
    ) {
        let name = name.into();
        let l = Self::lhs(&name, lhs);
        let order = l.var_order();
        let r = Self::pattern(&name, rhs);
        let applier = egg::ConditionalApplier {
            condition: FnCond(Arc::new(cond)),
            applier: r,
        };
        let rw =
            Rewrite::new(name.clone(), l, applier).unwrap_or_else(|e| panic!("rule `{name}`: {e}"));
        self.push(name, rw, order);
    }

    /// `lhs => f(...)`, where `f` builds the right-hand side (or declines).
    pub fn comp(
        &mut self,
        name: impl Into<String>,
        lhs: &str,
        f: impl Fn(&mut EG, Id, &Subst) -> Option<Id> + Send + Sync + 'static,
    ) {
        let name = name.into();
        let l = Self::lhs(&name, lhs);
        let order = l.var_order();
        let rw = Rewrite::new(name.clone(), l, FnApplier(Arc::new(f)))
            .unwrap_or_else(|e| panic!("rule `{name}`: {e}"));
        self.push(name, rw, order);
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
        let name = name.into();
        let searcher = NodeSearcher {
            op,
            vars: child_vars(),
        };
        let rw = Rewrite::new(name.clone(), searcher, ManyApplier(Arc::new(f)))
            .unwrap_or_else(|e| panic!("rule `{name}`: {e}"));
        self.push_needing(name, rw, Needs::OpAtAnyType(op), Vec::new());
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
