//! Dedicated preheaders for loop-invariant code motion, on top of the
//! natural loops of [`egret_llvmlite::loops`] (irreducible cycles are not
//! loops there: they get no LICM and no extra cost weight, which is safe).
//!
//! LICM hoists into a *preheader*: a block outside the loop whose only
//! successor is the header and which is the header's only predecessor from
//! outside. [`insert_preheaders`] creates one where the CFG lacks it (the
//! new block takes over the header's parameters from the entering edges).

use egret_llvmlite::dom::DomTree;
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{Block, BlockCall, Function, InstData};

/// Gives every loop header a dedicated preheader. Returns whether a block
/// was added.
pub fn insert_preheaders(f: &mut Function) -> bool {
    let dt = DomTree::compute(f);
    let li = LoopInfo::compute(f, &dt);
    // Giving one loop a preheader only redirects the edges into its own
    // header, so the predecessors of the other headers stay as computed.
    let preds = f.pred_table();
    let mut changed = false;
    for l in 0..li.loops.len() {
        if li.preheader_in(f, &preds, l).is_some() {
            continue;
        }
        let h = li.loops[l].header;
        let ph = f.create_block(None);
        // Place it right before the header.
        f.layout.pop();
        let pos = f
            .layout
            .iter()
            .position(|&b| b == h)
            .unwrap_or(f.layout.len());
        f.layout.insert(pos, ph);
        let params: Vec<_> = f.blocks[h]
            .params
            .iter()
            .map(|&p| f.value_type(p))
            .collect::<Vec<_>>()
            .into_iter()
            .map(|ty| f.append_block_param(ph, ty))
            .collect();
        let loc = f.blocks[h]
            .insts
            .first()
            .map(|&i| f.locs[i])
            .unwrap_or_default();
        let mut outside: Vec<Block> = preds[h]
            .iter()
            .copied()
            .filter(|&b| !li.loops[l].blocks.contains(b))
            .collect();
        outside.sort();
        outside.dedup();
        for b in outside {
            let Some(t) = f.terminator(b) else { continue };
            for call in f.insts[t].targets_mut() {
                if call.block == h {
                    call.block = ph;
                }
            }
        }
        f.append_inst(
            ph,
            InstData::Jump {
                dest: BlockCall {
                    block: h,
                    args: params,
                },
            },
            None,
            loc,
        );
        changed = true;
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{check_same_behaviour, run_pass};

    const NESTED: &str = "define i64 @main() {
        entry:
          br label %outer
        outer:
          %i = phi i64 [ 0, %entry ], [ %i1, %olatch ]
          br label %inner
        inner:
          %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
          %j1 = add i64 %j, 1
          %cj = icmp slt i64 %j1, 3
          br i1 %cj, label %inner, label %olatch
        olatch:
          %i1 = add i64 %i, 1
          %ci = icmp slt i64 %i1, 4
          br i1 %ci, label %outer, label %done
        done:
          ret i64 %i1
        }";

    #[test]
    fn preheaders_are_inserted_where_missing() {
        let (after, before) = run_pass(NESTED, |f, _| insert_preheaders(f));
        let body = after.funcs[after.func_by_name("main").expect("main")]
            .body
            .as_ref()
            .expect("defined");
        let dt = DomTree::compute(body);
        let li = LoopInfo::compute(body, &dt);
        for l in 0..li.loops.len() {
            assert!(li.preheader(body, l).is_some());
        }
        check_same_behaviour(&before, &after);
    }
}
