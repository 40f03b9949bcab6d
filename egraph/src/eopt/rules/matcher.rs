//! The searcher of pattern left-hand sides: egg's e-matching virtual
//! machine, compiled the same way and run without allocating.
//!
//! egg's `Pattern` compiles its left-hand side into a small program (bind
//! a node of a class's operator, compare two registers, look a ground term
//! up) and runs it on every class of the root's operator, creating a fresh
//! register file — and growing it node by node — for each class it looks
//! at. Most classes do not match, so that allocation was most of the cost
//! of searching. [`Matcher`] compiles the pattern exactly as egg does (the
//! same choice of which sub-pattern to bind next, hence the same
//! instructions in the same order), and runs them with one register file
//! per search. The matches, and their order, are therefore egg's: the
//! order in which matches are applied decides the ids of new classes, so
//! anything else could change the compiled code.

use super::super::analysis::{EAnalysis, EG};
use super::super::lang::Node;
use egg::{ENodeOrVar, Id, Language, Pattern, PatternAst, SearchMatches, Searcher, Subst, Var};
use std::borrow::Cow;

/// An operand of a [`Inst::Lookup`] term.
#[derive(Clone, Debug)]
enum Term {
    /// A node whose children index earlier entries of the term.
    Node(Node),
    /// The class in a register.
    Reg(usize),
}

/// An instruction of the matching machine (egg's instruction set).
#[derive(Clone, Debug)]
enum Inst {
    /// For each node of the class in register `i` matching `node` (whose
    /// children are ignored), put its children in registers `out..`.
    Bind { i: usize, node: Node, out: usize },
    /// Fail unless registers `i` and `j` hold the same class.
    Compare { i: usize, j: usize },
    /// Fail unless the ground term (built bottom-up, its last entry the
    /// root) exists in the e-graph as the class in register `i`.
    Lookup { term: Vec<Term>, i: usize },
}

/// A left-hand side compiled for matching; see the module documentation.
pub struct Matcher {
    /// The pattern (its text, variables and operators are the rule's).
    pattern: Pattern<Node>,
    insts: Vec<Inst>,
    /// Each variable and the register it is bound in, in egg's order.
    subst: Vec<(Var, usize)>,
}

/// The state of one run: the registers and the lookup buffer.
#[derive(Default)]
struct Machine {
    reg: Vec<Id>,
    lookup: Vec<Id>,
}

/// Whether to go on matching (`Ok`) or stop because the limit is reached.
type Flow = Result<(), ()>;

impl Matcher {
    /// Compiles `pattern`.
    pub fn new(pattern: Pattern<Node>) -> Matcher {
        let (insts, subst) = compile(&pattern.ast);
        Matcher {
            pattern,
            insts,
            subst,
        }
    }

    /// The variables of the pattern in the order its matches bind them (the
    /// order of the pairs in every [`Subst`] it produces).
    pub fn var_order(&self) -> Vec<Var> {
        self.subst.iter().map(|&(v, _)| v).collect()
    }

    /// The pattern this matcher was compiled from.
    pub fn pattern(&self) -> &Pattern<Node> {
        &self.pattern
    }

    /// The matches of the pattern rooted at `eclass`, at most `limit`,
    /// using `m` as the machine.
    fn search_class<'a>(
        &'a self,
        eg: &EG,
        eclass: Id,
        limit: usize,
        m: &mut Machine,
    ) -> Option<SearchMatches<'a, Node>> {
        debug_assert!(eg.clean, "searching a dirty e-graph");
        if limit == 0 {
            return None;
        }
        let mut left = limit;
        let mut substs = Vec::new();
        m.reg.clear();
        m.reg.push(eclass);
        // A stop (`Err`) only means the limit was reached.
        let _ = run(eg, &self.insts, m, &mut |reg: &[Id]| {
            let mut s = Subst::with_capacity(self.subst.len());
            for &(v, r) in &self.subst {
                s.insert(v, reg[r]);
            }
            substs.push(s);
            left -= 1;
            if left == 0 { Err(()) } else { Ok(()) }
        });
        (!substs.is_empty()).then(|| SearchMatches {
            eclass,
            substs,
            ast: Some(Cow::Borrowed(&self.pattern.ast)),
        })
    }
}

/// Runs `insts` on the machine, calling `found` with the registers at each
/// complete match.
fn run(eg: &EG, insts: &[Inst], m: &mut Machine, found: &mut impl FnMut(&[Id]) -> Flow) -> Flow {
    for (k, inst) in insts.iter().enumerate() {
        match inst {
            Inst::Bind { i, node, out } => {
                let rest = &insts[k + 1..];
                let nodes = &eg[m.reg[*i]].nodes;
                // The nodes of a class are sorted (egg keeps them so), and
                // the ones matching `node` are contiguous: egg scans small
                // classes and binary-searches large ones, in the same order.
                let large = nodes.len() >= 50;
                let start = if large {
                    let disc = node.discriminant();
                    let mut s = nodes.binary_search(node).unwrap_or_else(|s| s);
                    while s > 0 && nodes[s - 1].discriminant() == disc {
                        s -= 1;
                    }
                    s
                } else {
                    0
                };
                for n in &nodes[start..] {
                    if !node.matches(n) {
                        if large && n.discriminant() != node.discriminant() {
                            break;
                        }
                        continue;
                    }
                    m.reg.truncate(*out);
                    m.reg.extend_from_slice(n.children());
                    run(eg, rest, m, found)?;
                }
                return Ok(());
            }
            Inst::Compare { i, j } => {
                if eg.find(m.reg[*i]) != eg.find(m.reg[*j]) {
                    return Ok(());
                }
            }
            Inst::Lookup { term, i } => {
                m.lookup.clear();
                for t in term {
                    let id = match t {
                        Term::Node(n) => {
                            let mut n = n.clone();
                            for c in n.children_mut() {
                                *c = m.lookup[usize::from(*c)];
                            }
                            match eg.lookup(n) {
                                Some(id) => id,
                                None => return Ok(()),
                            }
                        }
                        Term::Reg(r) => eg.find(m.reg[*r]),
                    };
                    m.lookup.push(id);
                }
                if m.lookup.last().copied() != Some(eg.find(m.reg[*i])) {
                    return Ok(());
                }
            }
        }
    }
    found(&m.reg)
}

/// Compiles a pattern as egg's compiler does: starting from the root in
/// register 0, repeatedly take the pending sub-pattern that is ground (all
/// its variables bound), else the one with the most unbound variables,
/// else the smallest — the last such in the pending list, which loses
/// entries by swapping the last one in — and either look it up (a ground
/// non-leaf) or bind it, queueing its children in fresh registers.
fn compile(ast: &PatternAst<Node>) -> (Vec<Inst>, Vec<(Var, usize)>) {
    let nodes = ast.as_ref();
    let mut free: Vec<Vec<Var>> = Vec::with_capacity(nodes.len());
    let mut size: Vec<isize> = Vec::with_capacity(nodes.len());
    for n in nodes {
        let mut vars: Vec<Var> = Vec::new();
        let mut s = 0;
        match n {
            ENodeOrVar::ENode(n) => {
                s = 1;
                for &c in n.children() {
                    for v in &free[usize::from(c)] {
                        if !vars.contains(v) {
                            vars.push(*v);
                        }
                    }
                    s += size[usize::from(c)];
                }
            }
            ENodeOrVar::Var(v) => vars.push(*v),
        }
        free.push(vars);
        size.push(s);
    }

    let mut v2r: Vec<(Var, usize)> = Vec::new();
    let mut insts = Vec::new();
    let mut todo: Vec<(usize, usize, Node)> = Vec::new();
    let reg_of = |v2r: &[(Var, usize)], v: Var| v2r.iter().find(|p| p.0 == v).map(|p| p.1);
    let add_todo = |v2r: &mut Vec<(Var, usize)>,
                    insts: &mut Vec<Inst>,
                    todo: &mut Vec<(usize, usize, Node)>,
                    id: usize,
                    reg: usize| match &nodes[id] {
        ENodeOrVar::Var(v) => match reg_of(v2r, *v) {
            Some(j) => insts.push(Inst::Compare { i: reg, j }),
            None => v2r.push((*v, reg)),
        },
        ENodeOrVar::ENode(n) => todo.push((id, reg, n.clone())),
    };
    let mut next_out = 1;
    let root = nodes.len() - 1;
    add_todo(&mut v2r, &mut insts, &mut todo, root, 0);
    loop {
        let key = |id: usize| {
            let bound = free[id]
                .iter()
                .filter(|&&v| reg_of(&v2r, v).is_some())
                .count();
            let unbound = free[id].len() - bound;
            (unbound == 0, unbound, -size[id])
        };
        let mut best: Option<(usize, (bool, usize, isize))> = None;
        for (k, t) in todo.iter().enumerate() {
            let kk = key(t.0);
            if best.is_none_or(|(_, b)| kk >= b) {
                best = Some((k, kk));
            }
        }
        let Some((k, _)) = best else { break };
        let (id, reg, node) = todo.swap_remove(k);
        let ground = free[id].iter().all(|&v| reg_of(&v2r, v).is_some());
        if ground && !node.is_leaf() {
            let mut term = Vec::new();
            flatten(nodes, id, &v2r, &mut term);
            insts.push(Inst::Lookup { term, i: reg });
        } else {
            let out = next_out;
            next_out += node.len();
            let mut op = node.clone();
            for c in op.children_mut() {
                *c = Id::from(0usize);
            }
            insts.push(Inst::Bind {
                i: reg,
                node: op,
                out,
            });
            for (i, &c) in node.children().iter().enumerate() {
                add_todo(&mut v2r, &mut insts, &mut todo, usize::from(c), out + i);
            }
        }
    }
    (insts, v2r)
}

/// Appends the ground sub-pattern at `id` to `term`, children first.
fn flatten(nodes: &[ENodeOrVar<Node>], id: usize, v2r: &[(Var, usize)], term: &mut Vec<Term>) {
    match &nodes[id] {
        ENodeOrVar::Var(v) => {
            let r = v2r.iter().find(|p| p.0 == *v).map_or(0, |p| p.1);
            term.push(Term::Reg(r));
        }
        ENodeOrVar::ENode(n) => {
            let mut n = n.clone();
            for c in n.children_mut() {
                flatten(nodes, usize::from(*c), v2r, term);
                *c = Id::from(term.len() - 1);
            }
            term.push(Term::Node(n));
        }
    }
}

impl Matcher {
    /// All the matches, at most `limit`: a class's matches in the order
    /// egg's machine finds them, the classes in the order of egg's index
    /// of the root operator.
    fn search_all(&self, eg: &EG, limit: usize) -> Vec<SearchMatches<'_, Node>> {
        match self.pattern.ast.as_ref().last() {
            Some(ENodeOrVar::ENode(n)) => match eg.classes_for_op(&n.discriminant()) {
                Some(ids) => self.search_classes(eg, ids, limit),
                None => Vec::new(),
            },
            _ => self.search_classes(eg, eg.classes().map(|c| c.id), limit),
        }
    }

    /// The matches rooted at `ids`, in order, at most `limit`.
    fn search_classes(
        &self,
        eg: &EG,
        ids: impl Iterator<Item = Id>,
        mut limit: usize,
    ) -> Vec<SearchMatches<'_, Node>> {
        let mut out = Vec::new();
        let mut m = Machine::default();
        for id in ids {
            if limit == 0 {
                break;
            }
            if let Some(found) = self.search_class(eg, id, limit, &mut m) {
                limit -= found.substs.len();
                out.push(found);
            }
        }
        out
    }
}

impl Searcher<Node, EAnalysis> for Matcher {
    fn search_with_limit(&self, eg: &EG, limit: usize) -> Vec<SearchMatches<'_, Node>> {
        self.search_all(eg, limit)
    }

    fn search_eclass_with_limit(
        &self,
        eg: &EG,
        eclass: Id,
        limit: usize,
    ) -> Option<SearchMatches<'_, Node>> {
        self.search_class(eg, eclass, limit, &mut Machine::default())
    }

    fn get_pattern_ast(&self) -> Option<&PatternAst<Node>> {
        Some(&self.pattern.ast)
    }

    fn vars(&self) -> Vec<Var> {
        self.pattern.vars()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eopt::rules::{Needs, Rule, all_rules};
    use crate::eopt::saturate::{Limits, saturate};
    use egg::RecExpr;

    /// What a rule's text says it needs (read before the rule is built) is
    /// exactly the set of operators in its left-hand side once built.
    #[test]
    fn needs_read_from_text_are_the_patterns_operators() {
        let mut checked = 0;
        for r in all_rules() {
            let Some(ast) = r.rw().searcher.get_pattern_ast() else {
                assert!(matches!(r.needs, Needs::OpAtAnyType(_)), "{}", r.name);
                continue;
            };
            let mut built: Vec<_> = ast
                .as_ref()
                .iter()
                .filter_map(|n| match n {
                    ENodeOrVar::ENode(n) => Some(n.discriminant()),
                    ENodeOrVar::Var(_) => None,
                })
                .collect();
            built.sort_by_key(|d| format!("{d:?}"));
            built.dedup();
            let Needs::All(scanned) = &r.needs else {
                panic!("{}: a pattern rule needs its operators", r.name);
            };
            let mut scanned = scanned.clone();
            scanned.sort_by_key(|d| format!("{d:?}"));
            assert_eq!(scanned, built, "{}", r.name);
            checked += 1;
        }
        assert!(checked > 500, "{checked}");
    }

    /// Rules share a shape exactly when their left-hand sides are the same
    /// pattern up to renaming, and some do.
    #[test]
    fn shapes_are_alpha_equivalence() {
        let rules = all_rules();
        let mut shared = 0;
        for a in rules {
            for b in rules {
                let (Some(x), Some(y)) = (
                    a.rw().searcher.get_pattern_ast(),
                    b.rw().searcher.get_pattern_ast(),
                ) else {
                    continue;
                };
                let same = x.alpha_rename() == y.alpha_rename();
                if !std::ptr::eq(a, b) {
                    assert_eq!(
                        same,
                        a.shape.is_some() && a.shape == b.shape,
                        "{} {}",
                        a.name,
                        b.name
                    );
                    shared += usize::from(same);
                }
            }
        }
        assert!(shared > 0);
    }

    /// Every rule's left-hand side finds, through [`Matcher`], exactly
    /// egg's matches in egg's order, before and after rewriting.
    #[test]
    fn matches_are_eggs() {
        let mut eg = EG::new(EAnalysis::default());
        for text in [
            "(add:i32 (add:i32 x0:i32 1:i32) 2:i32)",
            "(mul:i64 (add:i64 (sext:i64 x1:i32) 3:i64) 8:i64)",
            "(select:i32 (slt:i32 x0:i32 x2:i32) x0:i32 x2:i32)",
            "(and:i32 (lshr:i32 x0:i32 3:i32) 255:i32)",
            "(sub:i64 (zext:i64 x3:i8) (zext:i64 x3:i8))",
            "(eq:i1 (xor:i1 x4:i1 -1:i1) 0:i1)",
            "(trunc:i8 (add:i32 (zext:i32 x3:i8) (shl:i32 x0:i32 2:i32)))",
            "(or:i16 (shl:i16 x5:i16 1:i16) (shl:i16 x5:i16 1:i16))",
        ] {
            let e: RecExpr<Node> = text.parse().expect("test expressions parse");
            eg.add_expr(&e);
        }
        eg.rebuild();
        let rules: Vec<&Rule> = all_rules().iter().collect();
        let compare = |eg: &EG| {
            let mut found = 0;
            for r in &rules {
                let Some(ast) = r.rw().searcher.get_pattern_ast() else {
                    continue;
                };
                let pattern = Pattern::from(ast.clone());
                let ours = Matcher::new(pattern.clone());
                for limit in [1, 3, usize::MAX] {
                    let a = Searcher::search_with_limit(&pattern, eg, limit);
                    let b = ours.search_with_limit(eg, limit);
                    assert_eq!(a.len(), b.len(), "{}", r.name);
                    for (a, b) in a.iter().zip(&b) {
                        assert_eq!(a.eclass, b.eclass, "{}", r.name);
                        assert!(a.substs == b.substs, "{}", r.name);
                        found += b.substs.len();
                    }
                }
            }
            found
        };
        assert!(compare(&eg) > 0);
        let limits = Limits {
            iterations: 2,
            nodes: 10_000,
            match_limit: 1_000,
            ban_length: 3,
        };
        saturate(&mut eg, &rules, &limits);
        assert!(compare(&eg) > 0);
    }
}
