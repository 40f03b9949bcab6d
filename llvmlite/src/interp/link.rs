//! Linking the program with library modules, by name, as a static linker
//! would: the interpreter runs the runtime's own IR for the C library
//! functions it has, so that the interpreter and compiled code share one
//! implementation of them.
//!
//! Modules are numbered from 0 (the program) in the order given; functions
//! get global indices (module 0's first, unchanged, so a program without
//! libraries runs exactly as before). An undefined function or global
//! resolves to the first definition of its name, the program's before any
//! library's, with two exceptions:
//!
//! - intrinsics are never linked (the interpreter runs them itself);
//! - the natives of [`NATIVE_ONLY`] stay native even where a library defines
//!   them: what IR cannot express (the output port, `exit`), entry points a
//!   runtime writes in assembly (the `printf` family's variadic entries) and
//!   the heap, whose runtime version works on linker symbols the
//!   interpreter's checked memory has no equivalent of.

use super::runtime::Native;
use crate::ir::{FuncRef, GlobalRef, Linkage, Module};
use cranelift_entity::EntityRef;
use std::collections::HashMap;

/// Natives that win over a library's definition of the same name.
pub const NATIVE_ONLY: &[&str] = &[
    "putchar",
    "exit",
    "abort",
    "__assert_fail",
    "printf",
    "__egret_printf_lp64",
    "fprintf",
    "sprintf",
    "snprintf",
    "vprintf",
    "vfprintf",
    "vsprintf",
    "vsnprintf",
    "malloc",
    "__egret_malloc_raw",
    "calloc",
    "realloc",
    "free",
    "ll_malloc",
    "ll_callback",
];

/// Where every module's functions went.
pub struct Links {
    /// For each module's functions: whether it is an undefined
    /// `extern_weak` declaration.
    pub weak_undefined: Vec<Vec<bool>>,
    /// Global index each function of each module calls through: its own, or
    /// the definition its name resolves to.
    pub func_target: Vec<Vec<u32>>,
    /// For each module's globals: the module and global whose storage it
    /// uses (itself, or the definition its name resolves to); `None` for an
    /// undefined `extern_weak` global (address 0).
    pub global_home: Vec<Vec<Option<(usize, GlobalRef)>>>,
}

impl Links {
    /// The global index whose address function `f` of module `k` has, or
    /// `None` for an undefined `extern_weak` function (address 0): one
    /// with neither a definition, nor a native, nor an intrinsic.
    pub fn func_address(&self, k: usize, f: FuncRef) -> Option<u32> {
        let t = self.func_target[k][f.index()];
        (!self.weak_undefined[k][f.index()]).then_some(t)
    }
}

/// Whether module function `f` is defined in IR.
fn defines(m: &Module, f: FuncRef) -> bool {
    m.funcs[f].body.is_some()
}

/// Resolves every module's undefined functions and globals by name.
pub fn link(modules: &[&Module]) -> Links {
    let mut func_offset = Vec::with_capacity(modules.len());
    let mut n = 0u32;
    for m in modules {
        func_offset.push(n);
        n += m.funcs.len() as u32;
    }
    let mut func_def: HashMap<&str, u32> = HashMap::new();
    let mut global_def: HashMap<&str, (usize, GlobalRef)> = HashMap::new();
    for (k, m) in modules.iter().enumerate() {
        for (f, fd) in m.funcs.iter() {
            if defines(m, f) {
                func_def
                    .entry(fd.name.as_str())
                    .or_insert(func_offset[k] + f.index() as u32);
            }
        }
        for (g, gd) in m.globals.iter() {
            if gd.init.is_some() {
                global_def.entry(gd.name.as_str()).or_insert((k, g));
            }
        }
    }
    let func_target: Vec<Vec<u32>> = modules
        .iter()
        .enumerate()
        .map(|(k, m)| {
            m.funcs
                .iter()
                .map(|(f, fd)| {
                    let own = func_offset[k] + f.index() as u32;
                    if defines(m, f) || crate::intrinsics::lookup(&fd.name).is_some() {
                        return own;
                    }
                    let native = Native::from_name(&fd.name).is_some();
                    if native && NATIVE_ONLY.contains(&fd.name.as_str()) {
                        return own;
                    }
                    func_def.get(fd.name.as_str()).copied().unwrap_or(own)
                })
                .collect()
        })
        .collect();
    let global_home = modules
        .iter()
        .enumerate()
        .map(|(k, m)| {
            m.globals
                .iter()
                .map(|(g, gd)| {
                    if gd.init.is_some() {
                        return Some((k, g));
                    }
                    match global_def.get(gd.name.as_str()) {
                        Some(&home) => Some(home),
                        None if gd.linkage == Linkage::ExternWeak => None,
                        None => Some((k, g)),
                    }
                })
                .collect()
        })
        .collect();
    let weak_undefined = modules
        .iter()
        .enumerate()
        .map(|(k, m)| {
            m.funcs
                .iter()
                .map(|(f, fd)| {
                    let own = func_offset[k] + f.index() as u32;
                    fd.linkage == Linkage::ExternWeak
                        && func_target[k][f.index()] == own
                        && !defines(m, f)
                        && Native::from_name(&fd.name).is_none()
                        && crate::intrinsics::lookup(&fd.name).is_none()
                })
                .collect()
        })
        .collect();
    Links {
        weak_undefined,
        func_target,
        global_home,
    }
}
