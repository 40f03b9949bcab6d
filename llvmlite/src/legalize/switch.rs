//! `switch` as a balanced binary search of compares and branches.
//!
//! The cases are sorted (as unsigned numbers: case values are zero-extended
//! from the selector's width) and runs of consecutive values with the same
//! target (same block, same arguments) become one range. A list of at most
//! [`LINEAR_MAX`] ranges is tested one after the other, each with one
//! compare (`x == c`, or `x - lo <= hi - lo` unsigned for a range); longer
//! lists are split at the middle range with `x < pivot`. Jump tables need an
//! n-ary terminator through the mid-end (next round).

use super::LegalizeReport;
use crate::diag::Diagnostic;
use crate::ir::*;
use crate::types::{Ty, TypeStore};

/// The most ranges tested in a chain rather than split.
pub const LINEAR_MAX: usize = 3;

/// A run of case values `lo..=hi` going to `dest`.
#[derive(Clone, Debug)]
struct Range {
    lo: u64,
    hi: u64,
    dest: BlockCall,
}

/// Sorts the cases and merges consecutive values with the same target.
fn ranges(cases: &[(u64, BlockCall)]) -> Vec<Range> {
    let mut sorted: Vec<&(u64, BlockCall)> = cases.iter().collect();
    sorted.sort_by_key(|c| c.0);
    let mut out: Vec<Range> = Vec::new();
    for (v, dest) in sorted {
        if let Some(last) = out.last_mut()
            && last.hi.checked_add(1) == Some(*v)
            && last.dest == *dest
        {
            last.hi = *v;
            continue;
        }
        out.push(Range {
            lo: *v,
            hi: *v,
            dest: dest.clone(),
        });
    }
    out
}

/// Lowers every `switch` of function `f`.
pub(crate) fn legalize_function(
    module: &mut Module,
    f: FuncRef,
    report: &mut LegalizeReport,
) -> Result<(), Vec<Diagnostic>> {
    let Module { types, funcs, .. } = module;
    let Some(body) = funcs[f].body.as_mut() else {
        return Ok(());
    };
    for b in body.layout.clone() {
        let Some(term) = body.terminator(b) else {
            continue;
        };
        let InstData::Switch {
            cond,
            default,
            cases,
        } = body.insts[term].clone()
        else {
            continue;
        };
        body.blocks[b].insts.pop();
        let loc = body.locs[term];
        let mut lower = Lower {
            f: body,
            types,
            cond,
            default,
            loc,
            after: b,
        };
        lower.search(b, &ranges(&cases));
        report.switches_lowered += 1;
    }
    Ok(())
}

/// The state of lowering one `switch`.
struct Lower<'a> {
    f: &'a mut Function,
    types: &'a TypeStore,
    cond: Value,
    default: BlockCall,
    loc: SrcLoc,
    /// The block new blocks are placed after (keeps the search together).
    after: Block,
}

impl Lower<'_> {
    /// A new block placed after the previous new one.
    fn new_block(&mut self) -> Block {
        let b = self.f.blocks.push(BlockData::default());
        let at = self
            .f
            .layout
            .iter()
            .position(|&x| x == self.after)
            .map_or(self.f.layout.len(), |p| p + 1);
        self.f.layout.insert(at, b);
        self.after = b;
        b
    }

    fn append(&mut self, b: Block, data: InstData, ty: Option<Ty>) -> Option<Value> {
        let i = self.f.append_inst(b, data, ty, self.loc);
        self.f.inst_result(i)
    }

    fn k(&mut self, v: u64) -> Value {
        let ty = self.f.value_type(self.cond);
        self.f.iconst(self.types, ty, v)
    }

    /// `i1` test of the selector against one range, appended to `b`.
    fn test(&mut self, b: Block, r: &Range) -> Value {
        let x = self.cond;
        let (cc, args) = if r.lo == r.hi {
            (IntCC::Eq, [x, self.k(r.lo)])
        } else {
            let lo = self.k(r.lo);
            let ty = self.f.value_type(x);
            let flags = BinFlags::default();
            let d = self
                .append(
                    b,
                    InstData::Binary {
                        op: BinOp::Sub,
                        args: [x, lo],
                        flags,
                    },
                    Some(ty),
                )
                .unwrap_or_else(|| unreachable!("typed result"));
            (IntCC::Ule, [d, self.k(r.hi - r.lo)])
        };
        self.append(b, InstData::Icmp { cc, args }, Some(Ty::I1))
            .unwrap_or_else(|| unreachable!("typed result"))
    }

    fn branch(&mut self, b: Block, cond: Value, then_dest: BlockCall, else_dest: BlockCall) {
        self.append(
            b,
            InstData::Branch {
                cond,
                then_dest,
                else_dest,
            },
            None,
        );
    }

    /// Ends `b` with the search over `ranges` (the selector is known to be
    /// in none of the ranges outside them).
    fn search(&mut self, b: Block, ranges: &[Range]) {
        if ranges.len() <= LINEAR_MAX {
            self.chain(b, ranges);
            return;
        }
        let mid = ranges.len() / 2;
        let pivot = self.k(ranges[mid].lo);
        let c = self
            .append(
                b,
                InstData::Icmp {
                    cc: IntCC::Ult,
                    args: [self.cond, pivot],
                },
                Some(Ty::I1),
            )
            .unwrap_or_else(|| unreachable!("typed result"));
        let left = self.new_block();
        let right = self.new_block();
        self.branch(b, c, BlockCall::new(left), BlockCall::new(right));
        self.search(left, &ranges[..mid]);
        self.search(right, &ranges[mid..]);
    }

    /// Ends `b` with one test per range, then the default.
    fn chain(&mut self, mut b: Block, ranges: &[Range]) {
        if ranges.is_empty() {
            let dest = self.default.clone();
            self.append(b, InstData::Jump { dest }, None);
            return;
        }
        for (k, r) in ranges.iter().enumerate() {
            let c = self.test(b, r);
            let else_dest = if k + 1 == ranges.len() {
                self.default.clone()
            } else {
                BlockCall::new(self.new_block())
            };
            let next = else_dest.block;
            self.branch(b, c, r.dest.clone(), else_dest);
            b = next;
        }
    }
}
