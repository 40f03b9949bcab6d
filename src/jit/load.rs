//! Loading modules into a [`Jit`]: parse and verify, compile, link the
//! object (plus the runtime members it needs) at the next free code address,
//! copy it into the machine, redirect older definitions of what it defines,
//! and record its functions, symbols and host-function signatures.

use super::abi::FnSignature;
use super::redefine::ModuleRecord;
use super::{CODE_BASE, CODE_END, CodeRange, Jit, JitFunction, LoadedModule, OptLevel, position};
use crate::{CompiledModule, Error, Options};
use egret_cpu0::encode::{check_fields, encode};
use egret_cpu0::exec::{LinkedSymbol, SymbolTable};
use egret_cpu0::isa::{Inst, Opcode, Reg};
use egret_cpu0::link::{LinkErrorKind, LinkOptions, LinkedBatch, link_incremental};
use egret_cpu0::object::{ObjectFile, SymbolKind};
use egret_llvmlite::{Linkage, Module};
use egret_lower::ModuleFunction;
use std::collections::{BTreeMap, BTreeSet};

impl Jit {
    /// Parses, verifies, compiles and loads `.ll` text, named `jitN.ll` in
    /// diagnostics (N counts the modules offered). Bad IR is an
    /// [`Error::Ir`] with `file:line:col` diagnostics; a reference to a
    /// name defined nowhere is an [`Error::Link`]. On error nothing is
    /// loaded.
    ///
    /// ```
    /// # use egret::jit::{Jit, JitOptions};
    /// let mut jit = Jit::new(JitOptions::default());
    /// let err = jit.add_ir("define i64 @f() {\n  ret i32 0\n}\n").unwrap_err();
    /// assert!(err.to_string().starts_with("jit1.ll:2:"), "{err}");
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn add_ir(&mut self, source: &str) -> Result<LoadedModule, Error> {
        let name = format!("jit{}.ll", self.offered + 1);
        self.add_ir_named(&name, source)
    }

    /// [`Jit::add_ir`] with the file name diagnostics and traps use.
    ///
    /// ```
    /// # use egret::jit::*;
    /// let mut jit = Jit::new(JitOptions::default());
    /// let loaded = jit.add_ir_named("one.ll", "define i64 @one() {\n  ret i64 1\n}\n")?;
    /// assert_eq!((loaded.name.as_str(), loaded.functions.clone()), ("one.ll", vec!["one".to_string()]));
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn add_ir_named(&mut self, name: &str, source: &str) -> Result<LoadedModule, Error> {
        self.offered += 1;
        let (module, warnings) = crate::parse_text(name, source)?;
        self.load(module, warnings)
    }

    /// Verifies, compiles and loads a module built in memory (with
    /// [`crate::ir::ModuleBuilder`], say).
    ///
    /// ```
    /// # use egret::jit::*;
    /// use egret::ir::{ModuleBuilder, Ty};
    /// let mut mb = ModuleBuilder::new("built.ll");
    /// let f = mb.define_function("seven", &[], Ty::I64);
    /// {
    ///     let mut fb = mb.function_builder(f);
    ///     let c = fb.iconst(Ty::I64, 7);
    ///     fb.ret(Some(c));
    /// }
    /// let mut jit = Jit::new(JitOptions::default());
    /// jit.add_module(mb.finish_unverified())?;
    /// assert_eq!(jit.call("seven", &[])?, 7);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn add_module(&mut self, module: Module) -> Result<LoadedModule, Error> {
        self.offered += 1;
        crate::ir::verify(&module)?;
        self.load(module, Vec::new())
    }

    /// The options compiling a module at `opt` for this JIT.
    pub(crate) fn compile_options(&self, opt: OptLevel) -> Options {
        Options {
            opt,
            target: self.options.target,
            debug_info: false,
            debug_paths: Default::default(),
            check_regalloc: self.options.check_regalloc,
        }
    }

    fn load(&mut self, module: Module, warnings: Vec<String>) -> Result<LoadedModule, Error> {
        // The JIT's memory has one byte order: a module naming another one
        // cannot run in it.
        let name = module.files.first().map_or("<module>", |f| f.name.as_str());
        crate::endian_for_module(name, &module, Some(self.options.target.endian))?;
        let redefined: BTreeSet<String> = module
            .funcs
            .values()
            .filter(|f| f.body.is_some() && f.linkage == Linkage::External)
            .filter(|f| self.definitions.contains_key(&f.name))
            .map(|f| f.name.clone())
            .collect();
        let loaded = self.load_batch(module, warnings, &[], None)?;
        // (Code compiled at -O0 inlines nothing, and a top-tier copy inlines
        // only internal helpers, which no other module can redefine.)
        if self.base_level() != OptLevel::O0 && !redefined.is_empty() {
            self.recompile_stale(&redefined)?;
        }
        Ok(loaded)
    }

    /// After a module redefined `redefined`, compiles again every function
    /// of an earlier module that may have inlined an old definition
    /// (see [`redefine`]).
    fn recompile_stale(&mut self, redefined: &BTreeSet<String>) -> Result<(), Error> {
        let newest = self.records.len().saturating_sub(1);
        for x in 0..newest {
            let stale = self.records[x].stale_after(redefined);
            if stale.is_empty() {
                continue;
            }
            let (module, aliases) = self.records[x].recompile(&stale);
            self.load_batch(module, Vec::new(), &aliases, Some((x, &stale)))?;
        }
        Ok(())
    }

    /// Compiles `module` at the base level ([`Jit::base_level`]) and
    /// installs it ([`Jit::install`]).
    fn load_batch(
        &mut self,
        module: Module,
        warnings: Vec<String>,
        aliases: &[LinkedSymbol],
        replacing: Option<(usize, &BTreeSet<String>)>,
    ) -> Result<LoadedModule, Error> {
        let level = self.base_level();
        self.host_declarations(&module)?;
        let compiled =
            crate::compile_with(&module, &self.compile_options(level), self.base_backend())?;
        self.install(module, compiled, warnings, aliases, replacing, level)
    }

    /// Links `module`'s compiled code (`compiled`, at level `tier`) and the
    /// runtime members it needs at the next free code address against the
    /// loaded symbols plus `aliases`, loads it, redirects older definitions
    /// of what it defines, and records it. `replacing` names a recompile:
    /// the earlier module and the functions of it that this one defines
    /// again.
    pub(crate) fn install(
        &mut self,
        module: Module,
        compiled: CompiledModule,
        warnings: Vec<String>,
        aliases: &[LinkedSymbol],
        replacing: Option<(usize, &BTreeSet<String>)>,
        tier: OptLevel,
    ) -> Result<LoadedModule, Error> {
        let name = module
            .files
            .first()
            .map_or_else(|| "<module>".to_string(), |f| f.name.clone());
        let host_sigs = self.host_declarations(&module)?;
        let CompiledModule {
            object, functions, ..
        } = compiled;
        let batch = self.link_batch(&name, object, aliases)?;
        let text_start = batch
            .sections
            .iter()
            .find(|s| s.name == ".text")
            .map_or(batch.end, |s| s.addr);
        let placed: BTreeMap<String, u32> = functions
            .iter()
            .map(|f| (f.compiled.name.clone(), text_start + f.text_offset))
            .collect();
        let redirects = self.redirects(&batch, &placed, replacing)?;
        self.machine
            .load_batch(&batch)
            .map_err(|e| Error::Link(e.to_string()))?;

        // Loaded: from here on, record what is there.
        for (at, word) in redirects {
            self.memory().write_u32(at, word)?;
        }
        let defined = self.record_functions(&module, &functions, text_start, tier);
        self.record_definitions(&batch);
        let globals = initialized_globals(&module, &batch);
        if let Some((x, stale)) = replacing {
            self.records[x].live.retain(|f| !stale.contains(f));
        }
        self.records
            .push(ModuleRecord::new(module, placed, globals));
        self.symbols.extend(&batch.symbols);
        self.next_code = batch.end;
        self.install_declared_hosts(host_sigs)?;
        Ok(LoadedModule {
            name,
            functions: defined,
            warnings,
        })
    }

    /// Links `object` (named `name` in diagnostics) and the runtime members
    /// it needs that are not loaded yet at the next free code address,
    /// against the loaded symbols plus `aliases`.
    fn link_batch(
        &self,
        name: &str,
        object: ObjectFile,
        aliases: &[LinkedSymbol],
    ) -> Result<LinkedBatch, Error> {
        let scratch;
        let existing = if aliases.is_empty() {
            &self.symbols
        } else {
            let mut table = self.symbols.clone();
            for a in aliases {
                table.define(a.clone());
            }
            scratch = table;
            &scratch
        };
        let mut objects = vec![object];
        objects.extend(self.runtime_members_for(&objects[0], existing)?);
        let mut object_names = vec![name.to_string()];
        object_names.resize(objects.len(), "<runtime>".to_string());
        let link_opts = LinkOptions {
            object_names,
            memory_size: CODE_END,
            far_call_thunks: true,
            ..LinkOptions::default()
        };
        link_incremental(&objects, self.next_code, existing, &link_opts).map_err(|e| {
            let full = e
                .diagnostics
                .iter()
                .any(|d| d.kind == LinkErrorKind::Layout);
            let note = if full {
                format!("\nnote: the JIT's code region is {CODE_BASE:#x}..{CODE_END:#x}")
            } else {
                String::new()
            };
            Error::Link(format!("{e}{note}"))
        })
    }

    /// The `(address, jmp word)` patches that send every older copy of a
    /// function `batch` defines to its new address: earlier definitions
    /// of its global functions and, for a recompile (`replacing`), the
    /// replaced module's internal copies of the functions compiled again
    /// (`placed`: where this batch put each function).
    fn redirects(
        &self,
        batch: &LinkedBatch,
        placed: &BTreeMap<String, u32>,
        replacing: Option<(usize, &BTreeSet<String>)>,
    ) -> Result<Vec<(u32, u32)>, Error> {
        let mut redirects = Vec::new();
        for sym in batch
            .symbols
            .globals()
            .filter(|s| s.kind == SymbolKind::Func)
        {
            for &old in self.definitions.get(&sym.name).into_iter().flatten() {
                redirects.push((&sym.name, old, sym.addr));
            }
        }
        if let Some((x, stale)) = replacing {
            let old = &self.records[x];
            for f in stale.iter().filter(|f| !old.external.contains(*f)) {
                if let (Some(&from), Some(&to)) = (old.funcs.get(f), placed.get(f)) {
                    redirects.push((f, from, to));
                }
            }
        }
        redirects
            .into_iter()
            .map(|(f, from, to)| Ok((from, jump_word(f, from, to)?)))
            .collect()
    }

    /// Records the code range of every function of the loaded `module`
    /// (its `.text` at `text_start`) for naming trap addresses, and makes
    /// its external functions callable; returns their names in module
    /// order.
    fn record_functions(
        &mut self,
        module: &Module,
        functions: &[ModuleFunction],
        text_start: u32,
        tier: OptLevel,
    ) -> Vec<String> {
        let module_index = self.records.len();
        let endian = self.options.target.endian;
        let mut defined = Vec::new();
        for f in functions {
            let start = text_start + f.text_offset;
            self.code.push(CodeRange {
                start,
                end: start + f.compiled.code.bytes.len() as u32,
                name: f.compiled.name.clone(),
                module: module_index,
                locs: f.compiled.code.locs.clone(),
                tier,
            });
            if !f.external {
                continue;
            }
            let data = &module.funcs[f.func];
            defined.push(data.name.clone());
            match FnSignature::of(module, data) {
                Ok(sig) => {
                    let abi = sig.abi(endian);
                    self.functions.insert(
                        data.name.clone(),
                        JitFunction {
                            addr: start,
                            sig,
                            abi,
                            tier,
                        },
                    );
                }
                Err(_) => {
                    self.functions.remove(&data.name);
                }
            }
        }
        self.code.sort_by_key(|r| r.start);
        defined
    }

    /// Adds the address of every global function `batch` defines to the
    /// function's definitions (so a later redefinition redirects it).
    fn record_definitions(&mut self, batch: &LinkedBatch) {
        for sym in batch
            .symbols
            .globals()
            .filter(|s| s.kind == SymbolKind::Func)
        {
            self.definitions
                .entry(sym.name.clone())
                .or_default()
                .push(sym.addr);
        }
    }

    /// Gives registered host functions the signatures the loaded module
    /// declared them with first, and installs them with those signatures.
    fn install_declared_hosts(
        &mut self,
        host_sigs: Vec<(String, FnSignature)>,
    ) -> Result<(), Error> {
        for (host_name, sig) in host_sigs {
            if let Some(entry) = self.hosts.get_mut(&host_name) {
                entry.sig = Some(sig);
                entry.install(&host_name, &mut self.machine, &self.heap)?;
            }
        }
        Ok(())
    }

    /// The signatures that `module`'s declarations give host functions not
    /// declared before; an error if it defines a host function or declares
    /// one differently from an earlier module.
    fn host_declarations(&self, module: &Module) -> Result<Vec<(String, FnSignature)>, Error> {
        let mut fresh: Vec<(String, FnSignature)> = Vec::new();
        for (_, f) in module.funcs.iter() {
            let Some(entry) = self.hosts.get(&f.name) else {
                continue;
            };
            let at = position(module, f.loc);
            if f.body.is_some() {
                return Err(Error::Host(format!(
                    "{at}: error: `{}` is a host function and cannot be defined in IR",
                    f.name
                )));
            }
            let sig = FnSignature::of(module, f)
                .map_err(|m| Error::Host(format!("{at}: error: host function {m}")))?;
            let known = entry
                .sig
                .as_ref()
                .or_else(|| fresh.iter().find(|(n, _)| *n == f.name).map(|(_, s)| s));
            match known {
                Some(known) if *known != sig => {
                    return Err(Error::Host(format!(
                        "{at}: error: host function `{}` is declared as {sig} here but as {known} before",
                        f.name
                    )));
                }
                Some(_) => {}
                None => fresh.push((f.name.clone(), sig)),
            }
        }
        Ok(fresh)
    }

    /// The runtime-library members `program` needs that are not loaded yet
    /// (like [`egret_lower::runtime::select_members`], but counting what
    /// earlier modules and host functions define as defined).
    fn runtime_members_for(
        &self,
        program: &ObjectFile,
        existing: &SymbolTable,
    ) -> Result<Vec<ObjectFile>, Error> {
        fn defines(obj: &ObjectFile) -> impl Iterator<Item = &str> {
            obj.symbols
                .iter()
                .filter(|s| {
                    s.section.is_some() && s.binding.is_visible() && s.kind != SymbolKind::Section
                })
                .map(|s| s.name.as_str())
        }
        fn references(obj: &ObjectFile) -> impl Iterator<Item = &str> {
            obj.symbols
                .iter()
                .filter(|s| s.section.is_none() && s.kind != SymbolKind::Section)
                .map(|s| s.name.as_str())
        }
        let mut defined: BTreeSet<&str> = defines(program).collect();
        defined.extend(existing.globals().map(|s| s.name.as_str()));
        let mut wanted: BTreeSet<&str> = references(program)
            .filter(|n| !defined.contains(n))
            .collect();
        if wanted.is_empty() {
            return Ok(Vec::new());
        }
        let members = crate::runtime_members_with(self.options.target, crate::Builtins::Call)?;
        let mut chosen = vec![false; members.len()];
        while let Some(i) = (0..members.len()).find(|&i| {
            !chosen[i] && defines(&members[i]).any(|n| wanted.contains(n) && !defined.contains(n))
        }) {
            chosen[i] = true;
            defined.extend(defines(&members[i]));
            wanted.extend(references(&members[i]));
            wanted.retain(|n| !defined.contains(n));
        }
        Ok(members
            .iter()
            .zip(chosen)
            .filter(|&(_, c)| c)
            .map(|(m, _)| m.clone())
            .collect())
    }
}

/// Where `batch` put each initialized global of `module`.
fn initialized_globals(module: &Module, batch: &LinkedBatch) -> BTreeMap<String, u32> {
    module
        .globals
        .values()
        .filter(|g| g.init.is_some())
        .filter_map(|g| {
            let sym = batch
                .symbols
                .iter()
                .find(|s| s.name == g.name && s.kind == SymbolKind::Object)?;
            Some((g.name.clone(), sym.addr))
        })
        .collect()
}

/// The `jmp` that sends a call of the old copy of `name` at `from` to the
/// new one at `to`.
fn jump_word(name: &str, from: u32, to: u32) -> Result<u32, Error> {
    let offset = i64::from(to) - (i64::from(from) + 4);
    let jump = Inst::new(Opcode::Jmp, Reg::ZERO, Reg::ZERO, Reg::ZERO, offset as i32);
    check_fields(&jump).map_err(|e| {
        Error::Link(format!(
            "cannot redirect `{name}` from {from:#x} to {to:#x}: {e}"
        ))
    })?;
    Ok(encode(&jump))
}
