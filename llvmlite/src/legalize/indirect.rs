//! `blockaddress` and `indirectbr` as integers and a `switch`.
//!
//! Every address-taken block has a module-unique tag ([`block_tags`], the
//! one home of the numbering; the interpreter uses the same tags as the
//! blocks' addresses). This job, which runs on the whole module before the
//! per-function jobs, replaces
//! - `blockaddress(@f, %b)` in a global initializer by the integer tag
//!   (an `inttoptr` constant: [`ConstInit::Int`] in a pointer slot), and
//!   a difference of two by the difference of the tags;
//! - `blockaddress(@f, %b)` as an operand by `inttoptr (i32 tag)`, one
//!   instruction per function at the top of the entry block;
//! - `indirectbr ptr %p, [label %a, ...]` by
//!   `switch i32 (ptrtoint %p), unreachable [tag_a -> %a, ...]`, which the
//!   `switch` job then lowers (a jump table when the tags are dense, as the
//!   tags of one function are consecutive). A destination whose address is
//!   never taken cannot be reached and gets no case; a block listed twice
//!   keeps its first entry.
//!
//! A tag is never a valid data address (tags are small; the first page is
//! never mapped), so loading through a `blockaddress` faults as it does in
//! the interpreter.

use super::LegalizeReport;
use crate::diag::Diagnostic;
use crate::ir::*;
use crate::types::{Ty, TypeStore};
use std::collections::HashMap;

/// Rewrites every `blockaddress` and `indirectbr` of `module`.
pub(crate) fn legalize_module(
    module: &mut Module,
    report: &mut LegalizeReport,
) -> Result<(), Vec<Diagnostic>> {
    let tags = block_tags(module);
    let mut count = 0;
    for g in module.globals.values_mut() {
        if let Some(init) = &mut g.init {
            count += replace_in_init(init, &tags);
        }
    }
    let funcs: Vec<FuncRef> = module.funcs.keys().collect();
    for fr in funcs {
        let Some(mut body) = module.funcs[fr].body.take() else {
            continue;
        };
        count += replace_operands(&mut body, &module.types, &tags);
        count += lower_indirect_branches(&mut body, fr, &tags);
        module.funcs[fr].body = Some(body);
    }
    report.indirect_lowered += count;
    Ok(())
}

/// Replaces the `blockaddress`es of an initializer by their tags; returns
/// how many.
fn replace_in_init(init: &mut ConstInit, tags: &BlockTags) -> usize {
    match init {
        ConstInit::BlockAddr(f, b) => {
            // The verifier guarantees a tag; 0 (null) is what an untagged
            // block would read as in the interpreter too.
            *init = ConstInit::Int(u64::from(tags.tag(*f, *b).unwrap_or(0)));
            1
        }
        ConstInit::BlockAddrDiff(f, a, b) => {
            *init = ConstInit::Int(tags.diff(*f, *a, *b));
            1
        }
        ConstInit::Array(items) | ConstInit::Struct(items) => {
            items.iter_mut().map(|i| replace_in_init(i, tags)).sum()
        }
        _ => 0,
    }
}

/// Replaces every `blockaddress` operand of `f` by an `inttoptr` of its tag
/// placed at the top of the entry block; returns how many constants were
/// replaced.
fn replace_operands(f: &mut Function, types: &TypeStore, tags: &BlockTags) -> usize {
    let used = used_block_addrs(f);
    let Some(&entry) = f.layout.first() else {
        return 0;
    };
    let mut replaced = HashMap::new();
    let mut defs = Vec::with_capacity(used.len());
    for v in used {
        let ValueDef::BlockAddr(fr, b) = f.value_def(v) else {
            continue;
        };
        let tag = f.iconst(types, Ty::I32, u64::from(tags.tag(fr, b).unwrap_or(0)));
        let ty = f.value_type(v);
        let inst = f.make_inst(
            InstData::Cast {
                op: CastOp::IntToPtr,
                arg: tag,
            },
            Some(ty),
            SrcLoc::default(),
        );
        f.inst_block[inst] = entry.into();
        defs.push(inst);
        if let Some(r) = f.inst_result(inst) {
            replaced.insert(v, r);
        }
    }
    let n = defs.len();
    f.blocks[entry].insts.splice(0..0, defs);
    f.replace_uses(&replaced);
    for &v in replaced.keys() {
        f.retire_constant(v);
    }
    n
}

/// The `blockaddress` constants instructions of `f` use, in first-use order.
fn used_block_addrs(f: &Function) -> Vec<Value> {
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            f.insts[i].for_each_arg(|a| {
                if matches!(f.value_def(a), ValueDef::BlockAddr(..)) && seen.insert(a) {
                    out.push(a);
                }
            });
        }
    }
    out
}

/// Turns every `indirectbr` of function `fr` (body `f`) into a `switch` on
/// the address as an integer; returns how many.
fn lower_indirect_branches(f: &mut Function, fr: FuncRef, tags: &BlockTags) -> usize {
    let mut n = 0;
    let mut trap_block = None;
    for b in f.layout.clone() {
        let Some(t) = f.terminator(b) else { continue };
        let InstData::IndirectBr { addr, dests } = f.insts[t].clone() else {
            continue;
        };
        n += 1;
        let mut cases: Vec<(u64, BlockCall)> = Vec::with_capacity(dests.len());
        for d in dests {
            if let Some(tag) = tags.tag(fr, d.block)
                && !cases.iter().any(|(k, _)| *k == u64::from(tag))
            {
                cases.push((u64::from(tag), d));
            }
        }
        if cases.is_empty() {
            f.insts[t] = InstData::Unreachable;
            continue;
        }
        let loc = f.locs[t];
        let cond = f.make_inst(
            InstData::Cast {
                op: CastOp::PtrToInt,
                arg: addr,
            },
            Some(Ty::I32),
            loc,
        );
        f.inst_block[cond] = b.into();
        let pos = f.blocks[b].insts.len() - 1;
        f.blocks[b].insts.insert(pos, cond);
        let default = *trap_block.get_or_insert_with(|| {
            let tb = f.create_block(Some("indirectbr.unreachable".into()));
            f.append_inst(tb, InstData::Unreachable, None, loc);
            tb
        });
        let Some(cond) = f.inst_result(cond) else {
            continue;
        };
        f.insts[t] = InstData::Switch {
            cond,
            default: BlockCall::new(default),
            cases,
        };
    }
    n
}
