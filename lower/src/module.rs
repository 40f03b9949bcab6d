//! A whole module as a relocatable object.
//!
//! Functions go to `.text` in module order (each 4-byte aligned, symbol
//! `STT_FUNC` with its size); globals to `.rodata` (`constant`), `.bss`
//! (all-zero initializers) or `.data`, each aligned as the data layout says,
//! symbol `STT_OBJECT` with its size. `internal` symbols are local.
//! Declarations become undefined symbols when something refers to them.
//!
//! Relocations: a call to a function defined in the same object is resolved
//! here, as lbd's assembler resolves `jsub` to a label of the same section
//! (so the `-S` text reassembles to identical bytes); any other call is an
//! `R_CPU0_PC24` against the callee's symbol; every address is an
//! `R_CPU0_HI16`/`R_CPU0_LO16` pair; every pointer in data an `R_CPU0_32`.
//!
//! When the module defines `main`, the object also defines the hint symbols
//! the linker and simulator read (`cpu0/src/exec.rs`): whether `main` returns
//! an i64 (`__egret_main_ret64`, else `__egret_main_ret32`) and whether it
//! takes `(i64 argc, i8** argv)` (`__egret_main_argc64`) or no parameters
//! (`__egret_main_noargs`).

use crate::compile::{CompileOptions, CompiledFunction, compile_function};
use crate::data::{global_align, global_bytes};
use crate::inst::VTy;
use crate::lower::vty;
use crate::mach::jump_table_symbol;
use crate::symbols::function_symbol;
use crate::target::{LowerError, Target};
use egret_cpu0::encode::{read_word, write_word};
use egret_cpu0::exec::{MAIN_ARGC64_HINT, MAIN_NOARGS_HINT, MAIN_RET32_HINT, MAIN_RET64_HINT};
use egret_cpu0::link::MEMORY_SIZE;
use egret_cpu0::object::{Binding, ObjectFile, Reloc, RelocKind, SectionKind, Symbol, SymbolKind};
use egret_cpu0::reloc::{compute, insert_field};
use egret_llvmlite::layout::size_of;
use egret_llvmlite::{ConstInit, FuncRef, GlobalData, GlobalRef, Linkage, Module, SrcLoc};
use std::collections::{HashMap, HashSet};

/// A compiled function placed in the object's `.text`.
#[derive(Clone, Debug)]
pub struct ModuleFunction {
    /// The compiled code and its facts.
    pub compiled: CompiledFunction,
    /// Offset of its first instruction in `.text`.
    pub text_offset: u32,
    /// Whether the symbol is global.
    pub external: bool,
    /// Where the function is defined in the source.
    pub decl_loc: SrcLoc,
    /// The IR function.
    pub func: FuncRef,
}

/// A compiled module.
#[derive(Clone, Debug)]
pub struct CompiledModule {
    /// The relocatable object.
    pub object: ObjectFile,
    /// Every defined function, in `.text` order.
    pub functions: Vec<ModuleFunction>,
    /// With `-g`: the description the DWARF writer was given for the
    /// object's debug sections, kept so that `-g -S` prints its `.loc` and
    /// `.cfi_*` directives from the same facts ([`crate::asm`]).
    pub debug: Option<egret_dwarf::DebugInput>,
}

/// Compiles every defined function of `module` and builds the object;
/// reports every function that fails, not just the first.
///
/// The module must be legal for Cpu0 (what `egret_llvmlite::legalize::legalize`
/// makes of it, for the target's byte order): one that is not is refused
/// with an error for each thing the legalizer would still have to rewrite,
/// rather than reaching instruction selection with an operation it has no
/// rule for.
pub fn compile_module(
    module: &Module,
    opts: &CompileOptions,
) -> Result<CompiledModule, Vec<LowerError>> {
    refuse_unlegalized(module)?;
    let mut compiled = Vec::new();
    let mut errors = Vec::new();
    for (fref, data) in module.funcs.iter() {
        if data.body.is_none() {
            continue;
        }
        match compile_function(module, fref, opts) {
            Ok(c) => compiled.push((fref, c)),
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(build_object(module, compiled, opts.target))
}

/// An error for each thing in `module` that is not yet legal for Cpu0.
fn refuse_unlegalized(module: &Module) -> Result<(), Vec<LowerError>> {
    let illegal = egret_llvmlite::legalize::check_legal(module);
    if illegal.is_empty() {
        return Ok(());
    }
    Err(illegal
        .into_iter()
        .map(|d| LowerError {
            loc: d.loc,
            function: String::new(),
            message: format!(
                "the module is not legalized for Cpu0 ({}); run the legalizer first",
                d.message
            ),
        })
        .collect())
}

/// Places compiled functions (from [`compile_function`], possibly run in
/// parallel) and the module's globals into an object.
pub fn build_object(
    module: &Module,
    functions: Vec<(FuncRef, CompiledFunction)>,
    target: Target,
) -> CompiledModule {
    build_object_with(module, functions, target, GlobalPart::All)
}

/// The members of a library from which a link takes only what it needs
/// (the runtime is built this way): as few functions and globals together
/// as the module's private symbols allow. Each function is a member of its
/// own, except that a function or global with `internal`/`private` linkage
/// (a C `static` helper, table or string literal) lives in the member of
/// everything that refers to it, so that the reference resolves inside the
/// object: the functions sharing a private symbol share a member. The
/// module's other globals, its constructor and destructor arrays and its
/// aliases form one more member (with the private symbols they refer to).
pub fn build_member_objects(
    module: &Module,
    functions: Vec<(FuncRef, CompiledFunction)>,
    target: Target,
) -> Vec<ObjectFile> {
    let groups = MemberGroups::of(module, &functions, target);
    let mut functions: Vec<Option<(FuncRef, CompiledFunction)>> =
        functions.into_iter().map(Some).collect();
    groups
        .members
        .iter()
        .map(|member| {
            let placed = member
                .functions
                .iter()
                .filter_map(|&i| functions.get_mut(i).and_then(Option::take))
                .collect();
            let globals = GlobalPart::Some {
                globals: &member.globals,
                extras: member.extras,
            };
            build_object_with(module, placed, target, globals).object
        })
        .collect()
}

/// Which of the module's globals an object defines.
#[derive(Clone, Copy)]
enum GlobalPart<'a> {
    /// Every global, the constructor and destructor arrays and the aliases.
    All,
    /// The globals in `globals`; the arrays and aliases too if `extras`.
    Some {
        globals: &'a HashSet<GlobalRef>,
        extras: bool,
    },
}

impl GlobalPart<'_> {
    fn has(self, g: GlobalRef) -> bool {
        match self {
            GlobalPart::All => true,
            GlobalPart::Some { globals, .. } => globals.contains(&g),
        }
    }

    fn extras(self) -> bool {
        match self {
            GlobalPart::All => true,
            GlobalPart::Some { extras, .. } => extras,
        }
    }
}

/// One member object: the indices of its functions (into the compiled
/// list, in order), its globals, and whether it has the module's
/// structors and aliases.
#[derive(Default)]
struct Member {
    functions: Vec<usize>,
    globals: HashSet<GlobalRef>,
    extras: bool,
}

/// The partition of a module's definitions into members.
struct MemberGroups {
    members: Vec<Member>,
}

impl MemberGroups {
    /// Units are the compiled functions (`0..n`), then one per laid-out
    /// global (`n + k`); every non-private global shares the unit of the
    /// first of them, the "globals" unit, which also owns the structors and
    /// aliases. A reference to a private symbol joins the referrer's unit
    /// with the symbol's.
    fn of(module: &Module, functions: &[(FuncRef, CompiledFunction)], target: Target) -> Self {
        let globals: Vec<GlobalRef> = module
            .globals
            .iter()
            .filter(|(_, g)| is_laid_out(module, g))
            .map(|(r, _)| r)
            .collect();
        let n = functions.len();
        let mut units = UnionFind::new(n + globals.len());
        let mut private: HashMap<&str, usize> = HashMap::new();
        for (i, (fref, _)) in functions.iter().enumerate() {
            if module.funcs[*fref].linkage == Linkage::Internal {
                private.insert(module.funcs[*fref].name.as_str(), i);
            }
        }
        let mut shared = None;
        for (k, &g) in globals.iter().enumerate() {
            let data = &module.globals[g];
            if data.linkage == Linkage::Internal {
                private.insert(data.name.as_str(), n + k);
            } else {
                let first = *shared.get_or_insert(n + k);
                units.join(first, n + k);
            }
        }
        for (i, (_, compiled)) in functions.iter().enumerate() {
            for r in &compiled.code.relocs {
                if let Some(&u) = private.get(r.symbol.as_str()) {
                    units.join(i, u);
                }
            }
        }
        for (k, &g) in globals.iter().enumerate() {
            let data = &module.globals[g];
            if let Some(init) = &data.init {
                for r in global_bytes(module, data.ty, init, target.endian).relocs {
                    if let Some(&u) = private.get(r.symbol.as_str()) {
                        units.join(n + k, u);
                    }
                }
            }
        }
        let extras_unit = Self::join_extras(module, &private, &mut units, shared);
        let has_extras = !module.aliases.is_empty()
            || module
                .globals
                .values()
                .any(|g| g.linkage == Linkage::Appending && g.init.is_some());
        Self::collect(&mut units, n, &globals, extras_unit, has_extras)
    }

    /// Joins the private functions and globals the structors and aliases
    /// name to the "globals" unit (or the first of them, when the module
    /// has no other global); returns that unit, if there is one.
    fn join_extras(
        module: &Module,
        private: &HashMap<&str, usize>,
        units: &mut UnionFind,
        shared: Option<usize>,
    ) -> Option<usize> {
        let mut named: Vec<&str> = ["llvm.global_ctors", "llvm.global_dtors"]
            .iter()
            .flat_map(|array| structors(module, array))
            .map(|(_, f)| module.funcs[f].name.as_str())
            .collect();
        named.extend(module.aliases.iter().filter_map(|a| match &a.target {
            ConstInit::GlobalAddr(g, _) => Some(module.globals[*g].name.as_str()),
            ConstInit::FuncAddr(f) => Some(module.funcs[*f].name.as_str()),
            _ => None,
        }));
        let mut unit = shared;
        for name in named {
            if let Some(&u) = private.get(name) {
                let first = *unit.get_or_insert(u);
                units.join(first, u);
            }
        }
        unit
    }

    /// The members, in the order of their first function (then those
    /// without functions, in the order of their first global).
    fn collect(
        units: &mut UnionFind,
        n: usize,
        globals: &[GlobalRef],
        extras_unit: Option<usize>,
        has_extras: bool,
    ) -> Self {
        let mut index: HashMap<usize, usize> = HashMap::new();
        let mut members: Vec<Member> = Vec::new();
        let extras_root = extras_unit.map(|u| units.root(u));
        for u in 0..n + globals.len() {
            let root = units.root(u);
            let m = *index.entry(root).or_insert_with(|| {
                members.push(Member {
                    extras: Some(root) == extras_root,
                    ..Member::default()
                });
                members.len() - 1
            });
            match u.checked_sub(n) {
                None => members[m].functions.push(u),
                Some(k) => {
                    members[m].globals.insert(globals[k]);
                }
            }
        }
        if extras_root.is_none() && has_extras {
            // Structors or aliases naming nothing private, in a module
            // without other globals: a member of their own.
            members.push(Member {
                extras: true,
                ..Member::default()
            });
        }
        MemberGroups { members }
    }
}

/// A disjoint-set forest over `0..n` (path halving, union by index).
struct UnionFind {
    parent: Vec<usize>,
}

impl UnionFind {
    fn new(n: usize) -> Self {
        UnionFind {
            parent: (0..n).collect(),
        }
    }

    fn root(&mut self, mut u: usize) -> usize {
        while self.parent[u] != u {
            self.parent[u] = self.parent[self.parent[u]];
            u = self.parent[u];
        }
        u
    }

    /// Puts `a` and `b` in one set, rooted at the smaller root.
    fn join(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.root(a), self.root(b));
        let (lo, hi) = if ra < rb { (ra, rb) } else { (rb, ra) };
        self.parent[hi] = lo;
    }
}

/// Whether global `g` is laid out in an object: it has contents, is no
/// constructor/destructor array and fits the machine.
fn is_laid_out(module: &Module, g: &GlobalData) -> bool {
    g.init.is_some()
        && g.linkage != Linkage::Appending
        && size_of(&module.types, g.ty) <= MEMORY_SIZE as u64
}

fn build_object_with(
    module: &Module,
    functions: Vec<(FuncRef, CompiledFunction)>,
    target: Target,
    globals: GlobalPart,
) -> CompiledModule {
    let mut obj = ObjectFile::new(target.endian);
    let text = obj.section_mut(".text", SectionKind::Text, 4);
    let mut placed = Vec::with_capacity(functions.len());
    for (fref, compiled) in functions {
        let data = &module.funcs[fref];
        let offset = obj.sections[text].data.len() as u32;
        let external = data.linkage != Linkage::Internal;
        obj.sections[text]
            .data
            .extend_from_slice(&compiled.code.bytes);
        obj.sections[text].size = obj.sections[text].data.len() as u64;
        define(
            &mut obj,
            &data.name,
            text,
            offset as u64,
            compiled.code.bytes.len() as u64,
            SymbolKind::Func,
            binding_of(data.linkage),
        );
        placed.push(ModuleFunction {
            compiled,
            text_offset: offset,
            external,
            decl_loc: data.loc,
            func: fref,
        });
    }
    emit_globals(module, &mut obj, target, globals);
    if globals.extras() {
        emit_structors(module, &mut obj, target);
        emit_aliases(module, &mut obj);
    }
    let mut tables = HashMap::new();
    for f in &placed {
        emit_jump_tables(&mut obj, f, &mut tables);
    }
    for f in &placed {
        for r in &f.compiled.code.relocs {
            let at = f.text_offset + r.offset;
            if r.kind == RelocKind::Pc24
                && resolve_local_call(&mut obj, text, at, &r.symbol, r.addend)
            {
                continue;
            }
            // A jump table's address: its section plus its offset.
            let (symbol, addend) = match tables.get(r.symbol.as_str()) {
                Some(&(sec, off)) => (obj.section_symbol(sec), r.addend + off as i64),
                None => (obj.symbol_ref(&r.symbol), r.addend),
            };
            obj.sections[text].relocs.push(Reloc {
                offset: at as u64,
                symbol,
                kind: r.kind,
                addend,
            });
        }
    }
    add_main_hints(module, &mut obj, &placed, text);
    mark_extern_weak(module, &mut obj);
    CompiledModule {
        object: obj,
        functions: placed,
        debug: None,
    }
}

/// Puts the jump tables of function `f` in `.rodata`, one word per entry:
/// an `R_CPU0_32` against the function's symbol plus the target's offset
/// (zero in place). Their names ([`jump_table_symbol`]) are
/// assembler-local, as LLVM's `$JTI` labels: `tables` records each one's
/// section and offset, and the code refers to the section symbol (so the
/// object is what `egret as` makes of the `-S` text).
fn emit_jump_tables(
    obj: &mut ObjectFile,
    f: &ModuleFunction,
    tables: &mut HashMap<String, (usize, u64)>,
) {
    let name = &f.compiled.name;
    for (k, table) in f.compiled.code.jump_tables.iter().enumerate() {
        let sec = obj.section_mut(".rodata", SectionKind::ReadOnlyData, 4);
        let section = &mut obj.sections[sec];
        section.align = section.align.max(4);
        let offset = section.size.next_multiple_of(4);
        let size = 4 * table.len() as u64;
        section.data.resize((offset + size) as usize, 0);
        section.size = offset + size;
        obj.section_symbol(sec);
        tables.insert(jump_table_symbol(name, k as u32), (sec, offset));
        let symbol = obj.symbol_ref(name);
        for (e, &target) in table.iter().enumerate() {
            obj.sections[sec].relocs.push(Reloc {
                offset: offset + 4 * e as u64,
                symbol,
                kind: RelocKind::Abs32,
                addend: i64::from(target),
            });
        }
    }
}

/// Resolves a `jsub` at `at` to a function defined in this object's `.text`,
/// as lbd's assembler does (so `-S` output reassembles to the same bytes).
/// Returns false, leaving the relocation to the linker, otherwise.
fn resolve_local_call(obj: &mut ObjectFile, text: usize, at: u32, name: &str, addend: i64) -> bool {
    // (Not to a weak definition: another object's may replace it.)
    let Some(target) = obj
        .symbol_by_name(name)
        .filter(|&i| {
            obj.symbols[i].section == Some(text) && obj.symbols[i].binding != Binding::Weak
        })
        .map(|i| obj.symbols[i].value as u32)
    else {
        return false;
    };
    let endian = obj.endian;
    let data = &mut obj.sections[text].data;
    let (Ok(field), Some(word)) = (
        compute(RelocKind::Pc24, target, addend, at),
        read_word(data, at as usize, endian),
    ) else {
        return false;
    };
    write_word(
        data,
        at as usize,
        insert_field(word, RelocKind::Pc24, field),
        endian,
    )
}

/// Defines a symbol, or completes an undefined reference created earlier.
fn define(
    obj: &mut ObjectFile,
    name: &str,
    section: usize,
    value: u64,
    size: u64,
    kind: SymbolKind,
    binding: Binding,
) {
    let sym = Symbol {
        name: name.to_string(),
        section: Some(section),
        value,
        size,
        kind,
        binding,
    };
    match obj.symbol_by_name(name) {
        Some(i) if obj.symbols[i].section.is_none() => obj.symbols[i] = sym,
        _ => {
            obj.add_symbol(sym);
        }
    }
}

/// The symbol binding of a definition with `linkage`: local for
/// `internal`/`private`, weak for `weak`/`linkonce` and common symbols,
/// global otherwise.
pub(crate) fn binding_of(linkage: Linkage) -> Binding {
    match linkage {
        Linkage::Internal => Binding::Local,
        Linkage::Weak | Linkage::Common | Linkage::ExternWeak => Binding::Weak,
        Linkage::External | Linkage::Appending => Binding::Global,
    }
}

/// The section a global goes to: its own `section "name"` if it has one
/// (of the kind its contents need), else `.rodata` (`constant`), `.bss`
/// (all-zero contents, and every common symbol) or `.data`.
pub(crate) fn global_section(g: &GlobalData, zero: bool) -> (String, SectionKind) {
    let kind = if g.constant {
        SectionKind::ReadOnlyData
    } else if zero && (g.section.is_none() || g.section.as_deref().is_some_and(is_bss_name)) {
        SectionKind::Bss
    } else {
        SectionKind::Data
    };
    let name = match (&g.section, kind) {
        (Some(name), _) => name.clone(),
        (None, SectionKind::ReadOnlyData) => ".rodata".to_string(),
        (None, SectionKind::Bss) => ".bss".to_string(),
        (None, _) => ".data".to_string(),
    };
    (name, kind)
}

fn is_bss_name(name: &str) -> bool {
    name == ".bss" || name.starts_with(".bss.") || name == ".sbss" || name.starts_with(".sbss.")
}

/// Lays out the globals of `part` with contents. Left out: the
/// constructor and destructor arrays (`emit_structors`), and a global
/// larger than the machine (lowering reports every use; an unused one is
/// left out rather than laid out byte by byte).
fn emit_globals(module: &Module, obj: &mut ObjectFile, target: Target, part: GlobalPart) {
    for (r, g) in module.globals.iter() {
        let Some(init) = &g.init else { continue };
        if !part.has(r) || !is_laid_out(module, g) {
            continue;
        }
        let bytes = global_bytes(module, g.ty, init, target.endian);
        let align = global_align(module, g.ty).max(g.align.unwrap_or(1) as u64);
        let (name, kind) = global_section(g, bytes.is_zero());
        let sec = obj.section_mut(&name, kind, align.max(4));
        let section = &mut obj.sections[sec];
        section.align = section.align.max(align);
        let offset = section.size.next_multiple_of(align);
        let size = bytes.bytes.len() as u64;
        if kind != SectionKind::Bss {
            section.data.resize(offset as usize, 0);
            section.data.extend_from_slice(&bytes.bytes);
        }
        section.size = offset + size;
        define(
            obj,
            &g.name,
            sec,
            offset,
            size,
            SymbolKind::Object,
            binding_of(g.linkage),
        );
        for r in bytes.relocs {
            let symbol = obj.symbol_ref(&r.symbol);
            obj.sections[sec].relocs.push(Reloc {
                offset: offset + r.offset,
                symbol,
                kind: RelocKind::Abs32,
                addend: r.addend,
            });
        }
    }
}

/// The functions of `llvm.global_ctors` (`init`) or `llvm.global_dtors`
/// with their priorities, in the array's order: entries
/// `{ i32 priority, ptr f, ptr data }` (a null `f` is skipped).
pub(crate) fn structors(module: &Module, name: &str) -> Vec<(u64, FuncRef)> {
    let Some(g) = module
        .globals
        .values()
        .find(|g| g.name == name && g.linkage == Linkage::Appending)
    else {
        return Vec::new();
    };
    let Some(ConstInit::Array(entries)) = &g.init else {
        return Vec::new();
    };
    entries
        .iter()
        .filter_map(|e| match e {
            ConstInit::Struct(fields) => match fields.as_slice() {
                [ConstInit::Int(priority), ConstInit::FuncAddr(f), ..] => Some((*priority, *f)),
                _ => None,
            },
            _ => None,
        })
        .collect()
}

/// `llvm.global_ctors`/`llvm.global_dtors` as `.init_array`/`.fini_array`
/// words, one section per priority (`.init_array.00101`; the default 65535
/// is plain `.init_array`), which the linker sorts by priority and its
/// start code calls (constructors first to last before `main`,
/// destructors last to first after it). Within one priority, the module's
/// order.
fn emit_structors(module: &Module, obj: &mut ObjectFile, target: Target) {
    for (array, base) in [
        ("llvm.global_ctors", ".init_array"),
        ("llvm.global_dtors", ".fini_array"),
    ] {
        let mut entries = structors(module, array);
        entries.sort_by_key(|&(priority, _)| priority);
        for (priority, f) in entries {
            let name = if priority >= 65535 {
                base.to_string()
            } else {
                format!("{base}.{priority:05}")
            };
            let sec = obj.section_mut(&name, SectionKind::Data, 4);
            let offset = obj.sections[sec].size;
            let word = egret_cpu0::encode::word_to_bytes(0, target.endian);
            obj.sections[sec].data.extend_from_slice(&word);
            obj.sections[sec].size = offset + 4;
            let symbol = obj.symbol_ref(function_symbol(module, f));
            obj.sections[sec].relocs.push(Reloc {
                offset,
                symbol,
                kind: RelocKind::Abs32,
                addend: 0,
            });
        }
    }
}

/// Each alias as a symbol at its target's place (plus the offset), with
/// the alias's own binding. An alias of something this object does not
/// define has no place and is left out (LLVM requires a definition).
fn emit_aliases(module: &Module, obj: &mut ObjectFile) {
    for alias in &module.aliases {
        let (target, offset) = match &alias.target {
            ConstInit::GlobalAddr(g, offset) => (module.globals[*g].name.as_str(), *offset),
            ConstInit::FuncAddr(f) => (module.funcs[*f].name.as_str(), 0),
            _ => continue,
        };
        let Some(t) = obj.symbol_by_name(target) else {
            continue;
        };
        let t = obj.symbols[t].clone();
        let Some(section) = t.section else { continue };
        define(
            obj,
            &alias.name,
            section,
            t.value.wrapping_add(offset as u64),
            t.size.saturating_sub(offset.max(0) as u64),
            t.kind,
            binding_of(alias.linkage),
        );
    }
}

/// References to `extern_weak` declarations become weak undefined
/// symbols: the linker resolves them to 0 when nothing defines them.
fn mark_extern_weak(module: &Module, obj: &mut ObjectFile) {
    let names = module
        .globals
        .values()
        .filter(|g| g.init.is_none() && g.linkage == Linkage::ExternWeak)
        .map(|g| g.name.as_str())
        .chain(
            module
                .funcs
                .values()
                .filter(|f| f.body.is_none() && f.linkage == Linkage::ExternWeak)
                .map(|f| f.name.as_str()),
        );
    for name in names {
        if let Some(i) = obj.symbol_by_name(name)
            && obj.symbols[i].section.is_none()
        {
            obj.symbols[i].binding = Binding::Weak;
        }
    }
}

fn add_main_hints(module: &Module, obj: &mut ObjectFile, placed: &[ModuleFunction], text: usize) {
    let Some(main) = placed
        .iter()
        .find(|f| f.compiled.name == "main" && f.external)
    else {
        return;
    };
    let sig = &module.funcs[main.func].sig;
    let ret64 = sig.ret != egret_llvmlite::Ty::VOID && vty(module, sig.ret) == VTy::I64;
    let mut hints = vec![if ret64 {
        MAIN_RET64_HINT
    } else {
        MAIN_RET32_HINT
    }];
    if sig
        .params
        .first()
        .is_some_and(|&t| vty(module, t) == VTy::I64)
    {
        hints.push(MAIN_ARGC64_HINT);
    }
    if sig.params.is_empty() && !sig.varargs {
        hints.push(MAIN_NOARGS_HINT);
    }
    for hint in hints {
        define(
            obj,
            hint,
            text,
            main.text_offset as u64,
            0,
            SymbolKind::NoType,
            Binding::Global,
        );
    }
}

#[cfg(test)]
mod tests;
