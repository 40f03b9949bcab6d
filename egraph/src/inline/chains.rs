//! Locations of inlined code: LLVM's `inlinedAt` chains over the scopes
//! of [`Module::scopes`]. A callee instruction in scope `s` (itself perhaps
//! inlined before, with a chain) that is copied into a call with location
//! `C` moves to the copy of `s` whose chain ends at `C`.

use cranelift_entity::EntityRef;
use egret_llvmlite::{DebugScope, Function, Inst, Module, SrcLoc};
use rustc_hash::FxHashMap as HashMap;

/// The scope of an inlined copy for each (callee scope, call location)
/// already seen.
pub(super) type ChainMemo = HashMap<(u32, SrcLoc), u32>;

/// Gives the instructions `copied` from a callee (inlined at a call with
/// location `call`) LLVM's `inlinedAt` chains: a location in scope `s`
/// moves to the copy of `s` whose chain ends at `call` instead of nowhere.
/// LLVMlite locations (scope 0) stay as they are, so objects without debug
/// metadata do not change. Code inlined into a caller without scopes (a
/// function without a `DISubprogram`) takes line 0 there, as that
/// caller's own code has. Scopes are interned in the order calls are
/// inlined, which does not depend on threads.
pub(super) fn chain_locations(
    m: &mut Module,
    f: &mut Function,
    copied: std::ops::Range<usize>,
    call: SrcLoc,
    memo: &mut ChainMemo,
) {
    for k in copied {
        let inst = Inst::new(k);
        let loc = f.locs[inst];
        if loc.scope == 0 {
            continue;
        }
        f.locs[inst] = if call.scope == 0 {
            SrcLoc {
                line: 0,
                col: 0,
                ..call
            }
        } else {
            SrcLoc {
                scope: inlined_scope(m, loc.scope, call, memo),
                ..loc
            }
        };
    }
}

/// The scope of callee scope `s` inlined at `call`: the same lexical scope
/// with its chain extended by `call` at the outer end.
fn inlined_scope(m: &mut Module, s: u32, call: SrcLoc, memo: &mut ChainMemo) -> u32 {
    if let Some(&k) = memo.get(&(s, call)) {
        return k;
    }
    let Some(&ds) = m.scope(SrcLoc { scope: s, ..call }) else {
        return s;
    };
    let inlined_at = match ds.inlined_at {
        Some(at) if at.scope != 0 => SrcLoc {
            scope: inlined_scope(m, at.scope, call, memo),
            ..at
        },
        _ => call,
    };
    let k = m.intern_scope(DebugScope {
        scope: ds.scope,
        inlined_at: Some(inlined_at),
    });
    memo.insert((s, call), k);
    k
}
