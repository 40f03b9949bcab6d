//! Tiered compilation: compile every module at -O0 first, so that a
//! function is callable as soon as possible, and compile the functions the
//! embedder calls often again at the JIT's level in the background.
//!
//! With [`JitOptions::tiering`](super::JitOptions::tiering) set, modules
//! are compiled at -O0 (the *base tier*). Every call the embedder makes by
//! name ([`Jit::call`], [`Jit::call_with_stats`], [`super::TypedFn::call`])
//! counts towards the function's total; the call that reaches the
//! threshold hands the function to a background thread, which compiles it
//! at [`JitOptions::opt`](super::JitOptions::opt) (the *top tier*) exactly
//! as a redefinition's recompile does ([`super::redefine`]): the one
//! function again, with the internal helpers it calls (so they can be
//! inlined), everything else bound to the code and storage already loaded.
//! Calls go on running the -O0 code meanwhile.
//!
//! The simulated machine belongs to the JIT's own thread, so the swap
//! cannot race a call: finished compiles are installed at the start of the
//! next call (or by [`Jit::finish_tier_ups`]), between calls, in the order
//! they were started, through the redefinition mechanism — the -O0 copy's
//! first word becomes a `jmp` to the new code, so compiled callers and
//! function pointers reach it too. A compile whose function the embedder
//! redefined in the meantime is dropped, never installed over the newer
//! definition. Results do not depend on the tier (the -O2 code computes what
//! the -O0 code computes); [`CallStats::tier`](super::CallStats::tier)
//! says which tier ran and [`Jit::tiering_stats`] what tiering did.

use super::redefine::ModuleRecord;
use super::{Jit, OptLevel, RegallocAlgorithm};
use crate::{CompiledModule, Error};
use egret_cpu0::exec::LinkedSymbol;
use egret_llvmlite::Module;
use std::collections::{BTreeMap, BTreeSet};
use std::thread::JoinHandle;

/// When tiered compilation promotes a function ([`super::JitOptions::tiering`]).
///
/// ```
/// use egret::jit::{Jit, JitOptions, Tiering};
///
/// let mut jit = Jit::new(JitOptions::default().with_tiering(Some(Tiering { threshold: 2 })));
/// jit.add_ir("define i64 @inc(i64 %x) {\n  %r = add i64 %x, 1\n  ret i64 %r\n}\n")?;
/// for _ in 0..2 {
///     assert_eq!(jit.call("inc", &[1])?, 2); // -O0 code; the second call starts the -O2 compile
/// }
/// jit.finish_tier_ups();
/// let (v, stats) = jit.call_with_stats("inc", &[1])?;
/// assert_eq!((v, stats.tier), (2, Some(egret::OptLevel::O2)));
/// # Ok::<(), egret::Error>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Tiering {
    /// Calls by the embedder after which a function is compiled again at
    /// the JIT's level (0 counts as 1).
    pub threshold: u64,
}

impl Default for Tiering {
    /// A threshold of 100 calls.
    fn default() -> Self {
        Tiering { threshold: 100 }
    }
}

/// What tiered compilation has done so far ([`Jit::tiering_stats`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TieringStats {
    /// Functions compiled again at the top tier and swapped in.
    pub promoted: u64,
    /// Top-tier compiles started and not installed yet.
    pub pending: usize,
    /// Top-tier compiles dropped because the function was redefined while
    /// they ran.
    pub dropped: u64,
    /// Top-tier compiles that failed (the -O0 code stays in use), with the
    /// error.
    pub failures: Vec<String>,
}

/// A top-tier compile running in the background.
struct Pending {
    /// The function.
    name: String,
    /// The address of the base-tier definition it replaces.
    base_addr: u32,
    /// Index of the module record that defines it.
    record: usize,
    /// Symbols binding the compiled module to the loaded storage.
    aliases: Vec<LinkedSymbol>,
    /// The compile: the module it compiles and the result.
    handle: JoinHandle<(Module, Result<CompiledModule, Error>)>,
}

/// The tiering state of a [`Jit`].
#[derive(Default)]
pub(crate) struct TierState {
    /// Calls by the embedder, per base-tier function: the address of the
    /// definition counted (a redefinition starts again from zero) and the
    /// count.
    calls: BTreeMap<String, (u32, u64)>,
    /// Compiles started, oldest first.
    pending: Vec<Pending>,
    stats: TieringStats,
}

impl Jit {
    /// The optimization level modules are first compiled at: -O0 with
    /// tiering, else the JIT's level.
    pub(crate) fn base_level(&self) -> OptLevel {
        if self.options.tiering.is_some() {
            OptLevel::O0
        } else {
            self.options.opt
        }
    }

    /// The backend choices for code compiled at the base level: calls to
    /// `putchar` stay calls (a host function may stand in for it), and the
    /// allocator is [`super::JitOptions::regalloc`]'s choice.
    pub(crate) fn base_backend(&self) -> crate::Backend {
        let automatic = if self.options.tiering.is_some() {
            RegallocAlgorithm::SinglePass
        } else {
            RegallocAlgorithm::Backtracking
        };
        crate::Backend {
            builtins: crate::Builtins::Call,
            regalloc: self.options.regalloc.unwrap_or(automatic),
        }
    }

    /// The backend choices for the top tier: the backtracking allocator.
    pub(crate) fn top_backend(&self) -> crate::Backend {
        crate::Backend {
            builtins: crate::Builtins::Call,
            regalloc: RegallocAlgorithm::Backtracking,
        }
    }

    /// Before a call of `name` by the embedder: installs the finished
    /// top-tier compiles and, with tiering, counts the call and starts
    /// the function's top-tier compile when it reaches the threshold.
    pub(crate) fn before_call(&mut self, name: &str) {
        let Some(tiering) = self.options.tiering else {
            return;
        };
        self.install_tier_ups(false);
        let top = self.options.opt;
        let Some(f) = self.functions.get(name) else {
            return;
        };
        if f.tier == top {
            return;
        }
        let base_addr = f.addr;
        let (counted, count) = self
            .tiers
            .calls
            .entry(name.to_string())
            .or_insert((base_addr, 0));
        if *counted != base_addr {
            (*counted, *count) = (base_addr, 0);
        }
        *count += 1;
        if *count == tiering.threshold.max(1) {
            self.start_tier_up(name, base_addr);
        }
    }

    /// Starts compiling `name` (whose current definition is at `base_addr`)
    /// at the top tier on a background thread.
    fn start_tier_up(&mut self, name: &str, base_addr: u32) {
        let Some(record) = self
            .records
            .iter()
            .rposition(|r| r.live.contains(name) && r.funcs.get(name) == Some(&base_addr))
        else {
            return;
        };
        let stale = BTreeSet::from([name.to_string()]);
        let (module, aliases) = self.records[record].recompile(&stale);
        let opts = self.compile_options(self.options.opt);
        let backend = self.top_backend();
        let handle = std::thread::spawn(move || {
            let compiled = crate::compile_with(&module, &opts, backend);
            (module, compiled)
        });
        self.tiers.pending.push(Pending {
            name: name.to_string(),
            base_addr,
            record,
            aliases,
            handle,
        });
    }

    /// Waits for every top-tier compile started so far and installs it, so
    /// that the next call runs the top tier of every function that has
    /// reached the threshold. Without tiering this does nothing.
    ///
    /// ```
    /// # use egret::jit::*;
    /// let mut jit = Jit::new(JitOptions::default().with_tiering(Some(Tiering { threshold: 1 })));
    /// jit.add_ir("define i64 @one() {\n  ret i64 1\n}\n")?;
    /// jit.call("one", &[])?;
    /// jit.finish_tier_ups();
    /// assert_eq!(jit.tiering_stats().promoted, 1);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn finish_tier_ups(&mut self) {
        self.install_tier_ups(true);
    }

    /// What tiered compilation has done.
    ///
    /// ```
    /// # use egret::jit::*;
    /// let jit = Jit::new(JitOptions::default());
    /// assert_eq!(jit.tiering_stats(), TieringStats::default());
    /// ```
    pub fn tiering_stats(&self) -> TieringStats {
        TieringStats {
            pending: self.tiers.pending.len(),
            ..self.tiers.stats.clone()
        }
    }

    /// The optimization level of the code that runs when `name` is called.
    ///
    /// ```
    /// # use egret::jit::*;
    /// let mut jit = Jit::new(JitOptions::default().with_tiering(Some(Tiering::default())));
    /// jit.add_ir("define i64 @one() {\n  ret i64 1\n}\n")?;
    /// assert_eq!(jit.tier("one"), Some(OptLevel::O0));
    /// assert_eq!(jit.tier("two"), None);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn tier(&self, name: &str) -> Option<OptLevel> {
        self.functions.get(name).map(|f| f.tier)
    }

    /// Installs the finished compiles at the front of the queue (all of
    /// them, waiting, if `wait`), in the order they were started.
    fn install_tier_ups(&mut self, wait: bool) {
        while let Some(first) = self.tiers.pending.first() {
            if !wait && !first.handle.is_finished() {
                break;
            }
            let p = self.tiers.pending.remove(0);
            let (module, compiled) = match p.handle.join() {
                Ok(done) => done,
                Err(_) => {
                    let msg = format!("`{}`: the compiling thread panicked", p.name);
                    self.tiers.stats.failures.push(msg);
                    continue;
                }
            };
            let current = self.functions.get(&p.name).map(|f| f.addr);
            let record: &ModuleRecord = &self.records[p.record];
            if current != Some(p.base_addr) || !record.live.contains(&p.name) {
                self.tiers.stats.dropped += 1;
                continue;
            }
            let installed = compiled.and_then(|compiled| {
                let stale = BTreeSet::from([p.name.clone()]);
                let replacing = Some((p.record, &stale));
                let tier = self.options.opt;
                self.install(module, compiled, Vec::new(), &p.aliases, replacing, tier)
            });
            match installed {
                Ok(_) => self.tiers.stats.promoted += 1,
                Err(e) => self.tiers.stats.failures.push(format!("`{}`: {e}", p.name)),
            }
        }
    }
}
