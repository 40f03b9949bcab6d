//! The runtime library programs link against (docs/runtime.md), built by
//! egret itself from `runtime/`.
//!
//! What IR cannot express is assembly — `putchar` (the output port), the
//! variadic entries of the printf family, `exit` and `abort` — and
//! everything else is LLVMlite IR compiled by this backend: line output,
//! strings, the heap (which starts at the linker symbol `_end`, an external
//! global to the IR), the C library (docs/runtime.md), the printf formatter
//! and the i64 division routines. The sources are compiled into
//! the binary, built on first use for each target (byte order and ISA level
//! must match the program) and cached for the process.
//!
//! The runtime behaves like a static library: every function is its own
//! member object, and [`select_members`] takes only the members a program
//! needs, so a program may define a name the runtime also defines (its own
//! `putchar`, say) without a duplicate-symbol error.

use crate::compile::{CompileOptions, compile_function};
use crate::mach::MachPass;
use crate::module::build_member_objects;
use crate::symbols::PRINTF_LP64;
use crate::target::Target;
use egret_cpu0::asm::{AsmOptions, assemble};
use egret_cpu0::object::{Binding, ObjectFile, SymbolKind};
use egret_llvmlite::Module;
use std::collections::{BTreeSet, HashMap};
use std::sync::{Arc, Mutex, OnceLock};

/// The runtime's assembly sources: (file name, text).
pub const ASM_SOURCES: [(&str, &str); 9] = [
    ("runtime/putchar.s", include_str!("../../runtime/putchar.s")),
    ("runtime/printf.s", include_str!("../../runtime/printf.s")),
    (
        "runtime/printf_lp64.s",
        include_str!("../../runtime/printf_lp64.s"),
    ),
    ("runtime/fprintf.s", include_str!("../../runtime/fprintf.s")),
    ("runtime/sprintf.s", include_str!("../../runtime/sprintf.s")),
    (
        "runtime/snprintf.s",
        include_str!("../../runtime/snprintf.s"),
    ),
    ("runtime/exit.s", include_str!("../../runtime/exit.s")),
    ("runtime/abort.s", include_str!("../../runtime/abort.s")),
    (
        "runtime/malloc_raw.s",
        include_str!("../../runtime/malloc_raw.s"),
    ),
];

/// The runtime's IR sources: (file name, text).
pub const IR_SOURCES: [(&str, &str); 14] = [
    ("runtime/io.ll", include_str!("../../runtime/io.ll")),
    ("runtime/alloc.ll", include_str!("../../runtime/alloc.ll")),
    ("runtime/string.ll", include_str!("../../runtime/string.ll")),
    ("runtime/printf.ll", include_str!("../../runtime/printf.ll")),
    ("runtime/divide.ll", include_str!("../../runtime/divide.ll")),
    ("runtime/memory.ll", include_str!("../../runtime/memory.ll")),
    (
        "runtime/cstring.ll",
        include_str!("../../runtime/cstring.ll"),
    ),
    ("runtime/ctype.ll", include_str!("../../runtime/ctype.ll")),
    ("runtime/stdlib.ll", include_str!("../../runtime/stdlib.ll")),
    ("runtime/stdio.ll", include_str!("../../runtime/stdio.ll")),
    (
        "runtime/process.ll",
        include_str!("../../runtime/process.ll"),
    ),
    (
        "runtime/softfloat.ll",
        include_str!("../../runtime/softfloat.ll"),
    ),
    (
        "runtime/fpformat.ll",
        include_str!("../../runtime/fpformat.ll"),
    ),
    ("runtime/libm.ll", include_str!("../../runtime/libm.ll")),
];

type Cache = Mutex<HashMap<Target, Arc<Vec<ObjectFile>>>>;

/// The runtime's member objects for `target` (built once, then shared).
pub fn runtime_members(target: Target) -> Result<Arc<Vec<ObjectFile>>, String> {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(members) = cache.lock().map_err(|e| e.to_string())?.get(&target) {
        return Ok(members.clone());
    }
    let members = Arc::new(build_runtime(target)?);
    let mut guard = cache.lock().map_err(|e| e.to_string())?;
    Ok(guard.entry(target).or_insert(members).clone())
}

/// A mid-end run on each runtime IR module before it is compiled.
pub type RuntimeOptimizer<'a> = &'a dyn Fn(&mut Module) -> Result<(), String>;

/// How the runtime's IR sources are compiled. The default is the backend
/// alone, as at -O0; the `egret` facade, which knows the mid-end (this crate
/// does not depend on it), ships a runtime optimised like any library a
/// program links against.
#[derive(Default)]
pub struct RuntimeBuild<'a> {
    /// Run on each parsed IR source module before it is compiled.
    pub optimize: Option<RuntimeOptimizer<'a>>,
    /// Passes over machine code after register allocation.
    pub post_regalloc: Vec<MachPass>,
    /// Whether calls between the routines use the module-local convention
    /// ([`CompileOptions::local_calls`]).
    pub local_calls: bool,
    /// Whether the allocator may use `$lr` ([`CompileOptions::allocate_lr`]).
    pub allocate_lr: bool,
    /// Whether `putchar` calls become the port store
    /// ([`CompileOptions::inline_putchar`]).
    pub inline_putchar: bool,
}

/// Assembles and compiles every runtime source for `target` with the
/// backend alone.
pub fn build_runtime(target: Target) -> Result<Vec<ObjectFile>, String> {
    build_runtime_with(target, &RuntimeBuild::default())
}

/// Assembles and compiles every runtime source for `target`, the IR ones
/// as `how` says.
pub fn build_runtime_with(target: Target, how: &RuntimeBuild) -> Result<Vec<ObjectFile>, String> {
    let mut members = Vec::new();
    let asm_opts = AsmOptions {
        endian: target.endian,
        level: target.isa,
    };
    for (name, text) in ASM_SOURCES {
        members.push(assemble(text, name, &asm_opts).map_err(|e| e.to_string())?);
    }
    let opts = CompileOptions {
        target,
        post_regalloc: how.post_regalloc.clone(),
        local_calls: how.local_calls,
        allocate_lr: how.allocate_lr,
        inline_putchar: how.inline_putchar,
        ..CompileOptions::default()
    };
    for (name, text) in IR_SOURCES {
        let (mut module, _warnings) = egret_llvmlite::parse(name, text).map_err(|diags| {
            diags
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        })?;
        let legal = egret_llvmlite::legalize::LegalizeOptions {
            big_endian: target.endian == egret_cpu0::isa::Endian::Big,
        };
        egret_llvmlite::legalize::legalize(&mut module, &legal).map_err(|diags| {
            let text: Vec<String> = diags.iter().map(|d| format!("{name}: {d}")).collect();
            text.join("\n")
        })?;
        if let Some(optimize) = how.optimize {
            optimize(&mut module).map_err(|e| format!("{name}: {e}"))?;
        }
        let mut compiled = Vec::new();
        for (fref, data) in module.funcs.iter() {
            if data.body.is_some() {
                let f =
                    compile_function(&module, fref, &opts).map_err(|e| format!("{name}: {e}"))?;
                compiled.push((fref, f));
            }
        }
        members.extend(build_member_objects(&module, compiled, target));
    }
    provide_lp64_printf(&mut members);
    Ok(members)
}

/// Until the runtime sources define [`PRINTF_LP64`] themselves, the member
/// defining `printf` (whose `%ld` reads 64 bits, as LLVMlite wants) also
/// defines it, at the same address.
fn provide_lp64_printf(members: &mut [ObjectFile]) {
    if members
        .iter()
        .any(|m| defined_globals(m).any(|n| n == PRINTF_LP64))
    {
        return;
    }
    let Some((m, i)) = members.iter().enumerate().find_map(|(m, obj)| {
        obj.symbols
            .iter()
            .position(|s| s.name == "printf" && s.section.is_some() && s.binding.is_visible())
            .map(|i| (m, i))
    }) else {
        return;
    };
    let mut alias = members[m].symbols[i].clone();
    alias.name = PRINTF_LP64.to_string();
    members[m].add_symbol(alias);
}

fn defined_globals(obj: &ObjectFile) -> impl Iterator<Item = &str> {
    obj.symbols
        .iter()
        .filter(|s| s.section.is_some() && s.binding.is_visible() && s.kind != SymbolKind::Section)
        .map(|s| s.name.as_str())
}

/// Undefined references a member may satisfy (an undefined weak reference
/// pulls nothing in: it may stay undefined, as with an archive).
fn undefined_refs(obj: &ObjectFile) -> impl Iterator<Item = &str> {
    obj.symbols
        .iter()
        .filter(|s| {
            s.section.is_none() && s.kind != SymbolKind::Section && s.binding != Binding::Weak
        })
        .map(|s| s.name.as_str())
}

/// The members `program` needs, in member order: those defining a symbol
/// that the program or an already selected member references and nothing
/// selected defines.
pub fn select_members<'a>(
    program: &[ObjectFile],
    members: &'a [ObjectFile],
) -> Vec<&'a ObjectFile> {
    let mut defined: BTreeSet<&str> = program.iter().flat_map(defined_globals).collect();
    let mut wanted: BTreeSet<&str> = program
        .iter()
        .flat_map(undefined_refs)
        .filter(|n| !defined.contains(n))
        .collect();
    let mut chosen = vec![false; members.len()];
    loop {
        let pick = members.iter().enumerate().find(|(i, m)| {
            !chosen[*i] && defined_globals(m).any(|n| wanted.contains(n) && !defined.contains(n))
        });
        let Some((i, member)) = pick else { break };
        chosen[i] = true;
        defined.extend(defined_globals(member));
        wanted.extend(undefined_refs(member));
        wanted.retain(|n| !defined.contains(n));
    }
    members
        .iter()
        .zip(chosen)
        .filter_map(|(m, c)| c.then_some(m))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use egret_cpu0::isa::{Endian, IsaLevel};

    #[test]
    fn runtime_builds_for_every_target() {
        for endian in [Endian::Big, Endian::Little] {
            for isa in [IsaLevel::Cpu032I, IsaLevel::Cpu032II] {
                let members = build_runtime(Target { endian, isa }).unwrap();
                let names: BTreeSet<&str> = members.iter().flat_map(defined_globals).collect();
                for f in [
                    "putchar",
                    "printf",
                    "puts",
                    "ll_puts",
                    "ll_strcat",
                    "ll_ltoa",
                    "ll_atol",
                    "ll_malloc",
                    "ll_callback",
                    "malloc",
                    "__egret_malloc_raw",
                    "calloc",
                    "free",
                    "__divdi3",
                    "__udivdi3",
                    "__moddi3",
                    "__umoddi3",
                    "memcpy",
                    "memmove",
                    "memset",
                    "memcmp",
                    "bcmp",
                    "memchr",
                    "strlen",
                    "strcmp",
                    "strncmp",
                    "strcpy",
                    "strncpy",
                    "strcat",
                    "strchr",
                    "strrchr",
                    "strstr",
                    "isalnum",
                    "isalpha",
                    "isdigit",
                    "islower",
                    "isupper",
                    "isprint",
                    "isspace",
                    "isxdigit",
                    "ispunct",
                    "iscntrl",
                    "tolower",
                    "toupper",
                    "__ctype_b_loc",
                    "__ctype_toupper_loc",
                    "__ctype_tolower_loc",
                    "atoi",
                    "atol",
                    "strtol",
                    "strtoul",
                    "abs",
                    "labs",
                    "realloc",
                    "exit",
                    "abort",
                    "__assert_fail",
                    "vprintf",
                    "sprintf",
                    "snprintf",
                    "vsnprintf",
                    "fprintf",
                    "vfprintf",
                    "__egret_printf_lp64",
                    "fputc",
                    "putc",
                    "fputs",
                    "fwrite",
                    "fflush",
                    "stdout",
                    "stderr",
                    "clock",
                    "time",
                    "rand",
                    "srand",
                    "__errno_location",
                ] {
                    assert!(names.contains(f), "{f} missing for {endian:?} {isa:?}");
                }
            }
        }
    }

    #[test]
    fn selection_takes_what_is_referenced_transitively() {
        let target = Target::default();
        let members = runtime_members(target).unwrap();
        let mut program = ObjectFile::new(Endian::Big);
        program.symbol_ref("ll_puts");
        let chosen = select_members(&[program], &members);
        let names: BTreeSet<&str> = chosen.iter().flat_map(|m| defined_globals(m)).collect();
        assert!(names.contains("ll_puts") && names.contains("putchar"));
        assert!(names.contains("__egret_write"));
        assert!(!names.contains("printf"));
    }
}
