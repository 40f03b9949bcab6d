//! Keeping redefinition exact when the optimizer inlines.
//!
//! Redirecting an old function's entry to its new definition
//! ([`super::Jit`]'s `jmp` patch) reaches every *call* of it, but at -O1/-O2
//! the mid-end may have copied a small function's body into its callers in
//! the same module, and those copies would keep computing the old
//! definition. So the JIT remembers, for every loaded module, its IR, where
//! each of its functions and globals went, and which of its functions call
//! which (directly, inside the module: the only calls the inliner can
//! inline). When a later module redefines `f`, every still-current function
//! of an earlier module that reaches that module's own `f` through such
//! calls may hold a stale copy; [`ModuleRecord::recompile`] builds a module
//! that defines just those functions again (plus the module's internal
//! helpers they call, so they can still be inlined), with every other
//! function and every global turned into a declaration bound to the
//! existing code and storage — the recompiled code shares the module's
//! state rather than getting fresh globals. Loading it redirects the old
//! copies to the new ones like any redefinition.

use egret_cpu0::exec::LinkedSymbol;
use egret_cpu0::object::{Binding, SymbolKind};
use egret_llvmlite::{Callee, InstData, Linkage, Module};
use std::collections::{BTreeMap, BTreeSet};

/// What the JIT remembers about one loaded module.
#[derive(Clone, Debug)]
pub(crate) struct ModuleRecord {
    /// The module as verified, before optimization.
    pub(crate) module: Module,
    /// Where each function it defines was loaded (internal ones included).
    pub(crate) funcs: BTreeMap<String, u32>,
    /// The functions it defines with external linkage.
    pub(crate) external: BTreeSet<String>,
    /// Where each global it defines was loaded.
    pub(crate) globals: BTreeMap<String, u32>,
    /// Direct calls from each defined function to functions defined here.
    pub(crate) calls: BTreeMap<String, BTreeSet<String>>,
    /// Functions whose copy here is still the one in use.
    pub(crate) live: BTreeSet<String>,
}

impl ModuleRecord {
    /// A record for `module`, loaded with its functions at `funcs` and its
    /// globals at `globals`.
    pub(crate) fn new(
        module: Module,
        funcs: BTreeMap<String, u32>,
        globals: BTreeMap<String, u32>,
    ) -> ModuleRecord {
        let defined: BTreeSet<&str> = module
            .funcs
            .values()
            .filter(|f| f.body.is_some())
            .map(|f| f.name.as_str())
            .collect();
        let mut calls = BTreeMap::new();
        for f in module.funcs.values() {
            let Some(body) = &f.body else { continue };
            let callees: BTreeSet<String> = body
                .insts
                .values()
                .filter_map(|inst| match inst {
                    InstData::Call {
                        callee: Callee::Direct(g),
                        ..
                    } => module.funcs.get(*g).map(|g| g.name.as_str()),
                    _ => None,
                })
                .filter(|name| defined.contains(name))
                .map(str::to_string)
                .collect();
            calls.insert(f.name.clone(), callees);
        }
        let external = module
            .funcs
            .values()
            .filter(|f| f.body.is_some() && f.linkage == Linkage::External)
            .map(|f| f.name.clone())
            .collect();
        ModuleRecord {
            live: funcs.keys().cloned().collect(),
            module,
            funcs,
            external,
            globals,
            calls,
        }
    }

    /// Marks the functions named in `redefined` as replaced by another
    /// module (if this one defined them externally) and returns the live
    /// functions that reach one of them through calls inside this module:
    /// those an inliner may have copied an old body into.
    pub(crate) fn stale_after(&mut self, redefined: &BTreeSet<String>) -> BTreeSet<String> {
        let targets: BTreeSet<&String> = redefined.intersection(&self.external).collect();
        if targets.is_empty() {
            return BTreeSet::new();
        }
        for t in &targets {
            self.live.remove(*t);
        }
        let mut stale = BTreeSet::new();
        for start in &self.live {
            let mut seen = BTreeSet::new();
            let mut work: Vec<&String> = vec![start];
            while let Some(f) = work.pop() {
                for callee in self.calls.get(f).into_iter().flatten() {
                    if targets.contains(callee) {
                        stale.insert(start.clone());
                    }
                    if seen.insert(callee) {
                        work.push(callee);
                    }
                }
            }
        }
        stale
    }

    /// The module that defines `stale` again, and the symbols binding its
    /// declarations to this module's existing globals and internal
    /// functions (see the module doc).
    pub(crate) fn recompile(&self, stale: &BTreeSet<String>) -> (Module, Vec<LinkedSymbol>) {
        // Internal helpers the stale functions call are kept so that they can
        // be inlined again; everything else becomes a declaration.
        let mut keep: BTreeSet<&String> = stale.iter().collect();
        let mut work: Vec<&String> = stale.iter().collect();
        while let Some(f) = work.pop() {
            for callee in self.calls.get(f).into_iter().flatten() {
                if !self.external.contains(callee) && keep.insert(callee) {
                    work.push(callee);
                }
            }
        }
        let mut module = self.module.clone();
        for f in module.funcs.values_mut() {
            if f.body.is_some() && !keep.contains(&f.name) {
                f.body = None;
                f.linkage = Linkage::External;
            }
        }
        for g in module.globals.values_mut() {
            g.init = None;
            g.linkage = Linkage::External;
        }
        let internal_funcs = self
            .funcs
            .iter()
            .filter(|(name, _)| !self.external.contains(*name));
        let aliases = self
            .globals
            .iter()
            .map(|(name, &addr)| (name, addr, SymbolKind::Object))
            .chain(internal_funcs.map(|(name, &addr)| (name, addr, SymbolKind::Func)))
            .map(|(name, addr, kind)| LinkedSymbol {
                name: name.clone(),
                addr,
                size: 0,
                kind,
                binding: Binding::Global,
            })
            .collect();
        (module, aliases)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(text: &str) -> ModuleRecord {
        let (module, _) = egret_llvmlite::parse("r.ll", text).unwrap();
        let funcs = module
            .funcs
            .values()
            .filter(|f| f.body.is_some())
            .enumerate()
            .map(|(i, f)| (f.name.clone(), 0x100 + 0x40 * i as u32))
            .collect();
        let globals = BTreeMap::from([("g".to_string(), 0x1000)]);
        ModuleRecord::new(module, funcs, globals)
    }

    const TEXT: &str = "
@g = internal global i64 5
define i64 @leaf(i64 %x) {
  ret i64 %x
}
define internal i64 @mid(i64 %x) {
  %r = call i64 @leaf(i64 %x)
  ret i64 %r
}
define i64 @top(i64 %x) {
  %r = call i64 @mid(i64 %x)
  %v = load i64, i64* @g
  %s = add i64 %r, %v
  ret i64 %s
}
define i64 @other(i64 %x) {
  ret i64 %x
}
";

    #[test]
    fn callers_that_reach_a_redefined_function_are_stale() {
        let mut r = record(TEXT);
        let stale = r.stale_after(&BTreeSet::from(["leaf".to_string()]));
        let names: Vec<&str> = stale.iter().map(String::as_str).collect();
        assert_eq!(names, ["mid", "top"]);
        assert!(!r.live.contains("leaf"));
        // A name this module does not define changes nothing.
        assert!(
            r.stale_after(&BTreeSet::from(["zzz".to_string()]))
                .is_empty()
        );
    }

    #[test]
    fn the_recompiled_module_binds_to_existing_storage() {
        let mut r = record(TEXT);
        let stale = r.stale_after(&BTreeSet::from(["leaf".to_string()]));
        let (m, aliases) = r.recompile(&stale);
        let defined: Vec<&str> = m
            .funcs
            .values()
            .filter(|f| f.body.is_some())
            .map(|f| f.name.as_str())
            .collect();
        assert_eq!(defined, ["mid", "top"]);
        assert!(m.globals.values().all(|g| g.init.is_none()));
        assert!(egret_llvmlite::verify(&m).is_empty());
        let alias_names: Vec<&str> = aliases.iter().map(|a| a.name.as_str()).collect();
        assert_eq!(alias_names, ["g", "mid"]);
    }
}
