//! Pass 3 of a function body: `phi`s become block parameters, and every
//! branch passes the incoming values of its edge as block arguments.

use super::{FnCx, Pending, PhiInfo, Resolver, err};
use crate::ir::*;
use rustc_hash::{FxHashMap as FxMap, FxHashSet as FxSet};

impl<'s> FnCx<'s> {
    /// Pass 3: every branch into a block with phis passes the phis' incoming
    /// values for that edge as block arguments.
    ///
    /// Each phi's incoming list is grouped by source block once, so a phi
    /// with N incoming edges costs O(N) (not a scan of the list per edge).
    pub(super) fn connect_phis(&mut self, r: &mut Resolver) {
        let phis = std::mem::take(&mut self.phis);
        if phis.is_empty() {
            return;
        }
        let preds = self.f.predecessors();
        for (blk, infos) in &phis {
            let pred_srcs: FxSet<Block> = preds[*blk].iter().map(|p| self.origin_of(*p)).collect();
            crate::work::add(preds[*blk].len() as u64);
            let by_source: Vec<FxMap<Block, Vec<usize>>> = infos
                .iter()
                .map(|info| {
                    self.check_phi_labels(r, *blk, info, &pred_srcs);
                    self.incoming_by_source(info)
                })
                .collect();
            let mut done = FxSet::default();
            for &p in &preds[*blk] {
                crate::work::add(1);
                if !done.insert(p) {
                    continue;
                }
                let src = self.origin_of(p);
                let args: Vec<Value> = infos
                    .iter()
                    .zip(&by_source)
                    .map(|(info, groups)| {
                        let entries = groups.get(&src).map_or(&[][..], Vec::as_slice);
                        self.incoming_value(r, *blk, info, entries, p)
                    })
                    .collect();
                let Some(term) = self.f.terminator(p) else {
                    continue;
                };
                for bc in self.f.insts[term].targets_mut() {
                    if bc.block == *blk {
                        bc.args = args.clone();
                    }
                }
            }
        }
    }

    /// The indices of a phi's incoming entries, grouped by the block their
    /// label names (in source order within each group; unknown labels are
    /// left out, [`Self::check_phi_labels`] reports them).
    pub(super) fn incoming_by_source(&self, info: &PhiInfo) -> FxMap<Block, Vec<usize>> {
        let mut groups: FxMap<Block, Vec<usize>> = FxMap::default();
        for (k, (_, l)) in info.incoming.iter().enumerate() {
            crate::work::add(1);
            if let Some(&b) = self.labels.get(&*l.text) {
                groups.entry(b).or_default().push(k);
            }
        }
        groups
    }

    pub(super) fn origin_of(&self, b: Block) -> Block {
        self.origin.get(&b).copied().unwrap_or(b)
    }

    pub(super) fn block_label(&self, b: Block) -> String {
        self.f.blocks[b]
            .name
            .as_deref()
            .unwrap_or("<entry>")
            .to_string()
    }

    pub(super) fn check_phi_labels(
        &self,
        r: &mut Resolver,
        blk: Block,
        info: &PhiInfo,
        pred_srcs: &FxSet<Block>,
    ) {
        for (_, l) in &info.incoming {
            crate::work::add(1);
            match self.labels.get(&*l.text) {
                None => r
                    .diags
                    .push(err(l.pos, format!("unknown label `%{}`", l.text))),
                Some(b) if !pred_srcs.contains(b) => r.diags.push(err(
                    l.pos,
                    format!(
                        "`%{}` is not a predecessor of block `%{}`",
                        l.text,
                        self.block_label(blk)
                    ),
                )),
                _ => {}
            }
        }
    }

    /// The value a phi receives along the edge from `pred` (whose source block
    /// is `src`), given the indices of the phi's entries naming that source;
    /// constant expressions are materialised at the end of `pred`.
    pub(super) fn incoming_value(
        &mut self,
        r: &mut Resolver,
        blk: Block,
        info: &PhiInfo,
        entries: &[usize],
        pred: Block,
    ) -> Value {
        let Some((&first, rest)) = entries.split_first() else {
            let src = self.origin_of(pred);
            r.diags.push(err(
                info.pos,
                format!(
                    "phi in block `%{}` has no incoming value for predecessor `%{}`",
                    self.block_label(blk),
                    self.block_label(src)
                ),
            ));
            return self.f.undef(info.ty);
        };
        crate::work::add(entries.len() as u64);
        let mut pending = Pending::new();
        let v = self.operand(r, info.ty, &info.incoming[first].0, &mut pending);
        for &k in rest {
            let (c, l) = &info.incoming[k];
            let mut p2 = Pending::new();
            let w = self.operand(r, info.ty, c, &mut p2);
            if w != v {
                r.diags.push(err(
                    l.pos,
                    format!(
                        "phi has different incoming values for the same predecessor `%{}`",
                        l.text
                    ),
                ));
            }
            pending.extend(p2);
        }
        let insts = &mut self.f.blocks[pred].insts;
        let at = insts.len().saturating_sub(1);
        crate::work::add(pending.len() as u64);
        insts.splice(at..at, pending.iter().copied());
        for p in pending {
            self.f.inst_block[p] = pred.into();
        }
        v
    }
}
