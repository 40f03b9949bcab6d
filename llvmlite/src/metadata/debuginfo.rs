//! C locations for the instructions of a module compiled from C with `-g`.
//!
//! The parser keeps each instruction's `!dbg` attachment (a `DILocation`) and
//! leaves its [`SrcLoc`] pointing into the `.ll` file, so parse and verify
//! diagnostics stay positioned in the text egret read. Once the module has
//! verified, [`adopt_debug_locations`] rewrites every location to the C
//! position the metadata gives: `file` becomes an index into
//! [`Module::files`] (each `DIFile` appended once, with its directory),
//! `line` and `col` the `DILocation`'s, and `scope` the interned
//! [`DebugScope`] of its scope and `inlinedAt` chain.
//!
//! Code without a `!dbg` in a function with a `DISubprogram` gets line 0 in
//! that subprogram's scope (LLVM's "compiler-generated" line). A function
//! without a subprogram gets line 0, scope 0 and the compile unit's file, as
//! LLVM treats artificial code; its `.ll` lines would mean nothing to a C
//! debugger. Debug records get the C position of their own location the
//! same way.

use super::{DebugScope, MdId, Metadata};
use crate::ir::{Function, Module, SourceFile, SrcLoc};
use std::collections::HashMap;

/// Longest `inlinedAt` chain followed; deeper (or cyclic) chains are cut
/// there, so hostile metadata cannot exhaust the stack.
const MAX_INLINE_DEPTH: u32 = 256;

/// Rewrites every instruction's and debug record's location to its C
/// position (see the module documentation) and clears the parsed `!dbg`
/// attachments. Does nothing when the module has no `!llvm.dbg.cu`.
/// Deterministic: scopes are interned in function, instruction order.
pub fn adopt_debug_locations(m: &mut Module) {
    let Some(&cu) = m.metadata.named("llvm.dbg.cu").first() else {
        return;
    };
    let mut cx = Adopter {
        files: HashMap::new(),
        locs: HashMap::new(),
    };
    let cu_file = m
        .metadata
        .node(cu, "file")
        .map_or(0, |f| cx.file_index(m, f));
    let funcs: Vec<_> = m.funcs.keys().collect();
    for fr in funcs {
        let Some(mut body) = m.funcs[fr].body.take() else {
            continue;
        };
        let default = match m.funcs[fr].subprogram {
            Some(sp) => {
                let file = m
                    .metadata
                    .node(sp, "file")
                    .map_or(cu_file, |f| cx.file_index(m, f));
                let scope = m.intern_scope(DebugScope {
                    scope: sp,
                    inlined_at: None,
                });
                SrcLoc {
                    file,
                    line: 0,
                    col: 0,
                    scope,
                }
            }
            None => SrcLoc {
                file: cu_file,
                ..SrcLoc::default()
            },
        };
        cx.adopt_function(m, &mut body, default, cu_file);
        m.funcs[fr].body = Some(body);
    }
}

struct Adopter {
    /// `Module::files` index of each `(filename, directory)`.
    files: HashMap<(String, String), u32>,
    /// The C location of each `DILocation` already seen.
    locs: HashMap<MdId, SrcLoc>,
}

impl Adopter {
    fn adopt_function(
        &mut self,
        m: &mut Module,
        body: &mut Function,
        default: SrcLoc,
        cu_file: u32,
    ) {
        let insts: Vec<_> = body.insts.keys().collect();
        for inst in insts {
            body.locs[inst] = match body.dbg_attachments.get(&inst) {
                Some(&md) => self.location(m, md, cu_file, 0),
                None => default,
            };
        }
        body.dbg_attachments.clear();
        for k in 0..body.dbg_records.len() {
            body.dbg_records[k].loc = match body.dbg_records[k].dbg {
                Some(md) => self.location(m, md, cu_file, 0),
                None => default,
            };
        }
    }

    /// The C location of `DILocation` `md`.
    fn location(&mut self, m: &mut Module, md: MdId, cu_file: u32, depth: u32) -> SrcLoc {
        if let Some(&loc) = self.locs.get(&md) {
            return loc;
        }
        let meta = &m.metadata;
        let line = clamp(meta.int(md, "line"));
        let col = clamp(meta.int(md, "column"));
        let scope = meta.node(md, "scope");
        let inlined = meta.node(md, "inlinedAt");
        let file_node = scope.and_then(|s| scope_file(meta, s));
        let inlined_at = match inlined {
            Some(at) if depth < MAX_INLINE_DEPTH && at != md => {
                Some(self.location(m, at, cu_file, depth + 1))
            }
            _ => None,
        };
        let file = file_node.map_or(cu_file, |f| self.file_index(m, f));
        let scope = scope.map_or(0, |scope| m.intern_scope(DebugScope { scope, inlined_at }));
        let loc = SrcLoc {
            file,
            line,
            col,
            scope,
        };
        self.locs.insert(md, loc);
        loc
    }

    /// The index in `m.files` of `DIFile` `f`, appending it when new.
    fn file_index(&mut self, m: &mut Module, f: MdId) -> u32 {
        let name = m.metadata.str(f, "filename").unwrap_or("").to_string();
        let dir = m.metadata.str(f, "directory").unwrap_or("").to_string();
        if let Some(&k) = self.files.get(&(name.clone(), dir.clone())) {
            return k;
        }
        let k = m.files.len() as u32;
        m.files.push(SourceFile {
            name: name.clone(),
            dir: dir.clone(),
            text: None,
        });
        self.files.insert((name, dir), k);
        k
    }
}

/// The `DIFile` of a scope: its own `file` field, or the first enclosing
/// scope's that has one.
fn scope_file(meta: &Metadata, scope: MdId) -> Option<MdId> {
    let mut s = scope;
    for _ in 0..MAX_INLINE_DEPTH {
        if meta.kind(s) == Some("DIFile") {
            return Some(s);
        }
        if let Some(f) = meta.node(s, "file") {
            return Some(f);
        }
        s = meta.node(s, "scope")?;
    }
    None
}

/// A line or column as `u32` (0 when absent or out of range).
fn clamp(v: Option<i128>) -> u32 {
    v.and_then(|v| u32::try_from(v).ok()).unwrap_or(0)
}
