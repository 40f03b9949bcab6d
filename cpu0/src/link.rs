//! The static linker: [`ObjectFile`]s in, an [`Executable`] out; and incremental
//! linking of further batches for a JIT ([`link_incremental`]).
//!
//! # Memory layout (ARCHITECTURE.md, target decision 8)
//!
//! ```text
//! 0x0000_0000  .startup  vector block: jmp __start | jmp -4 | jmp -4 | jmp -4
//!                        __start: start code (below), zero-filled up to 0x100
//! 0x0000_0100  .text     every object's code, in command-line order
//!              .rodata   read-only data
//!              .data     data; the linker's __egret_argc / __egret_argv words
//!              .bss      zeroed data; __bss_start .. _end (both 8-aligned)
//!   _end                 heap start for the runtime's bump allocator
//!   __stack_limit        end of the heap, lowest legal $sp (8-aligned)
//! 0x00FF_0000  __stack_top: initial $sp; argv strings go above it
//! 0xFF00_0000  output port (outside the 16 MiB of memory)
//! ```
//!
//! The space between `_end` and `__stack_top` is split between the heap
//! (growing up from `_end`) and the stack (growing down from `__stack_top`) at
//! `__stack_limit`: by default in half, rounded down to 8 bytes, or with
//! [`LinkOptions::stack_size`] bytes of stack. The runtime's allocator returns
//! null rather than hand out memory at or above it, and the simulator traps
//! with "stack overflow" when `$sp` goes below it (docs/memory-map.md).
//!
//! The start code is assembled from source by our own assembler (so it is
//! checked like any other code) and linked as the first object. It sets
//! `$sp = __stack_top`, zeroes `.bss` (its bounds are 8-aligned) 32 bytes
//! per iteration while a whole step fits and then two words per iteration
//! (a `.bss` under 32 bytes only the latter; the last store of a step sits
//! in the loop branch's delay slot), loads
//! `argc`/`argv` from the
//! two words the linker reserves (`__egret_argc`, `__egret_argv`; zero unless
//! the simulator's loader patches them), also stores `argv` at `8($sp)` (where an
//! `i64 argc` pushes it), sets `$lr = -1` and jumps to `main`, so that `main`'s
//! own return halts the run (PC < 0) with its result in `$v0/$v1`. Only when
//! `.fini_array` entries must run after `main` does it call `main` with
//! `jsub`, run them, then set `$lr = -1` and execute `ret $lr`. It uses only cpu032I instructions (`cmpu`/`jne`), so one image
//! runs at both ISA levels. If any object defines `__egret_main_argc64`, `main`
//! is taken to be `i64 main(i64 argc, i8** argv)` and `argc` is passed as an
//! i64 in memory order (`$a0/$a1`).
//!
//! The start code does only what the program needs: without `.bss` input
//! sections it clears nothing, and when an object defines
//! `__egret_main_noargs` (`main` takes no parameters) it loads no
//! `argc`/`argv`; with neither (nor constructors) it is four instructions:
//! `$sp`'s two halves, `$lr = -1` and the jump to `main`.
//!
//! # Symbols and relocations
//!
//! Globals must be defined once (the linker's own names — `__start`, `_end`,
//! `__bss_start`, `__stack_limit`, `__stack_top`, `__egret_argc`,
//! `__egret_argv` — count as
//! definitions); locals resolve within their object; section symbols to the
//! section's placement. Each relocation is computed by [`crate::reloc::compute`]
//! with the object's explicit addend, and a value that does not fit (a `PC16`
//! or `PC24` target out of range) is an error naming the object, section,
//! offset and symbol. All errors are collected and reported together.
//!
//! Non-allocated sections (DWARF) with the same name are concatenated; their
//! relocations see section symbols as offsets into the merged section and code
//! symbols as absolute addresses, which is what DWARF wants.
//!
//! # Incremental linking (JIT)
//!
//! [`link_incremental`] lays out a new batch of objects from a base address —
//! code, far-call thunks, read-only data, data, bss — without start code, and
//! resolves undefined names first within the batch, then in an existing
//! [`SymbolTable`]. A batch may define a name the table already has; the new
//! definition wins for this batch and, once the caller merges the returned
//! symbols with [`SymbolTable::extend`], for later ones. With
//! [`LinkOptions::far_call_thunks`], a `jsub`/`jmp` whose target is out of `PC24`
//! range (e.g. a host function at `0x7F00_0000`) is sent through a 16-byte thunk
//! `lui $t9, %hi(T); ori $t9, $t9, %lo(T); jr $t9; nop`, which clobbers only
//! `$t9` (caller-saved, and the ABI's indirect-call register anyway).

use crate::asm::{AsmOptions, assemble};
use crate::encode::{encode, read_word, word_to_bytes, write_word};
use crate::exec::{
    ExecSection, Executable, LinkedSymbol, MAIN_ARGC64_HINT, MAIN_NOARGS_HINT, STARTUP_SECTION,
    SymbolTable,
};
use crate::isa::{Endian, Inst, Opcode, Reg};
use crate::object::{Binding, ObjectFile, Reloc, RelocKind, SectionKind, SymbolKind};
use crate::reloc::{compute, insert_field};
use std::collections::{BTreeMap, HashMap};
use std::fmt;

/// Default load address of the first program section.
pub const TEXT_BASE: u32 = 0x100;
/// Default initial stack pointer (as lbd's boot code sets it).
pub const STACK_TOP: u32 = 0x00FF_0000;
/// Memory size of `cpu0.v` (16 MiB).
pub const MEMORY_SIZE: u32 = 0x0100_0000;
/// Bytes of one far-call thunk.
pub const THUNK_SIZE: u32 = 16;
/// The linker symbol holding the lowest legal stack address, which is also
/// the end of the heap (see the module doc).
pub const STACK_LIMIT_SYMBOL: &str = "__stack_limit";

/// Linker settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkOptions {
    /// Names of the input objects, for messages (missing ones print as
    /// `object #i`).
    pub object_names: Vec<String>,
    /// The function the start code calls.
    pub entry: String,
    /// Address of the first program section.
    pub text_base: u32,
    /// Initial `$sp` (`__stack_top`); the image must end below it.
    pub stack_top: u32,
    /// Memory size; nothing may be placed beyond it.
    pub memory_size: u32,
    /// Route out-of-range `jsub`/`jmp` through thunks instead of failing.
    pub far_call_thunks: bool,
    /// Bytes of stack below `stack_top` (the rest of the space above `.bss`
    /// is heap); `None` splits that space in half.
    pub stack_size: Option<u32>,
}

impl Default for LinkOptions {
    fn default() -> Self {
        LinkOptions {
            object_names: Vec::new(),
            entry: "main".to_string(),
            text_base: TEXT_BASE,
            stack_top: STACK_TOP,
            memory_size: MEMORY_SIZE,
            far_call_thunks: false,
            stack_size: None,
        }
    }
}

/// What kind of link error.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LinkErrorKind {
    /// Bad input: no objects, mixed byte orders, malformed relocations.
    Input,
    /// A referenced symbol is defined nowhere.
    Undefined,
    /// A global symbol is defined twice.
    Duplicate,
    /// A relocation's value does not fit its field.
    OutOfRange,
    /// The image does not fit in memory.
    Layout,
}

/// One link error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkDiagnostic {
    /// The class of error.
    pub kind: LinkErrorKind,
    /// The symbol involved, if any.
    pub symbol: Option<String>,
    /// The full message.
    pub message: String,
}

/// Everything that went wrong in a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkError {
    /// The errors, in a deterministic order.
    pub diagnostics: Vec<LinkDiagnostic>,
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.diagnostics.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "error: {}", d.message)?;
        }
        Ok(())
    }
}

impl std::error::Error for LinkError {}

impl LinkError {
    fn one(kind: LinkErrorKind, message: String) -> LinkError {
        LinkError {
            diagnostics: vec![LinkDiagnostic {
                kind,
                symbol: None,
                message,
            }],
        }
    }
}

/// The result of [`link_incremental`]: sections to load and the symbols the
/// batch defines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkedBatch {
    /// Byte order of the batch.
    pub endian: Endian,
    /// Loaded sections (code first) and merged non-allocated sections.
    pub sections: Vec<ExecSection>,
    /// The symbols this batch defines (globals and locals).
    pub symbols: SymbolTable,
    /// First address after the batch (8-aligned): where the next batch may go.
    pub end: u32,
}

impl LinkedBatch {
    /// The batch's code range.
    pub fn text_range(&self) -> std::ops::Range<u32> {
        let code = self.sections.iter().filter(|s| s.kind == SectionKind::Text);
        let start = code.clone().map(|s| s.addr).min().unwrap_or(self.end);
        let end = code.map(|s| s.addr + s.size).max().unwrap_or(self.end);
        start..end
    }
}

/// Links `objects` into an executable with the vector block and start code.
pub fn link(objects: &[ObjectFile], opts: &LinkOptions) -> Result<Executable, LinkError> {
    let endian = common_endian(objects)?;
    let startup = startup_object(
        endian,
        MainArgs::of(objects),
        bss_bytes(objects),
        &opts.entry,
        StartArrays::of(objects),
    );
    let mut inputs = vec![Input {
        name: "<start code>".to_string(),
        obj: &startup,
    }];
    inputs.extend(named_inputs(objects, opts));
    let linker = Linker {
        inputs,
        opts,
        startup: true,
        existing: None,
    };
    let out = linker.run(opts.text_base)?;
    Ok(Executable {
        endian,
        entry: 0,
        sections: out.sections,
        symbols: out.symbols,
    })
}

/// Links a further batch of objects at `base` against `existing` (see the
/// module doc). No start code; the result is not merged into `existing`.
pub fn link_incremental(
    objects: &[ObjectFile],
    base: u32,
    existing: &SymbolTable,
    opts: &LinkOptions,
) -> Result<LinkedBatch, LinkError> {
    let endian = common_endian(objects)?;
    let linker = Linker {
        inputs: named_inputs(objects, opts).collect(),
        opts,
        startup: false,
        existing: Some(existing),
    };
    let out = linker.run(base)?;
    Ok(LinkedBatch {
        endian,
        sections: out.sections,
        symbols: out.symbols,
        end: out.end,
    })
}

fn common_endian(objects: &[ObjectFile]) -> Result<Endian, LinkError> {
    let Some(first) = objects.first() else {
        return Err(LinkError::one(
            LinkErrorKind::Input,
            "no input objects".to_string(),
        ));
    };
    if let Some(i) = objects.iter().position(|o| o.endian != first.endian) {
        return Err(LinkError::one(
            LinkErrorKind::Input,
            format!(
                "object #{i} has a different byte order than object #0 ({:?} vs {:?})",
                objects[i].endian, first.endian
            ),
        ));
    }
    Ok(first.endian)
}

fn named_inputs<'a>(
    objects: &'a [ObjectFile],
    opts: &LinkOptions,
) -> impl Iterator<Item = Input<'a>> {
    let names = opts.object_names.clone();
    objects.iter().enumerate().map(move |(i, obj)| Input {
        name: names
            .get(i)
            .cloned()
            .unwrap_or_else(|| format!("object #{i}")),
        obj,
    })
}

use startup::{MainArgs, bss_bytes, startup_object};

/// The symbol of the start code's routine that calls the `.fini_array`
/// entries (last first); the runtime's `exit` calls it before halting.
pub const RUN_FINI_SYMBOL: &str = "__egret_run_fini";

/// What the start code must do besides calling the entry function.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct StartArrays {
    /// Call the `.init_array` entries first.
    init: bool,
    /// Call the `.fini_array` entries after the entry function returns.
    fini: bool,
    /// Define [`RUN_FINI_SYMBOL`] (something refers to it, or there are
    /// `.fini_array` entries to run).
    run_fini: bool,
}

impl StartArrays {
    /// What `objects` need: their constructor and destructor arrays, and
    /// references to [`RUN_FINI_SYMBOL`].
    fn of(objects: &[ObjectFile]) -> StartArrays {
        let has = |base: &str| {
            objects
                .iter()
                .flat_map(|o| &o.sections)
                .any(|s| s.size > 0 && array_priority(&s.name, base).is_some())
        };
        let (init, fini) = (has(INIT_ARRAY), has(FINI_ARRAY));
        let referenced = objects.iter().flat_map(|o| &o.symbols).any(|s| {
            s.name == RUN_FINI_SYMBOL && s.section.is_none() && s.kind != SymbolKind::Section
        });
        StartArrays {
            init,
            fini,
            run_fini: fini || referenced,
        }
    }
}

/// The output sections of constructor and destructor addresses.
const INIT_ARRAY: &str = ".init_array";
const FINI_ARRAY: &str = ".fini_array";

/// The priority of an input section named `base` (65535, the default) or
/// `base.NNNNN` (`NNNNN`), as LLVM names the sections of
/// `llvm.global_ctors`/`llvm.global_dtors` entries; `None` for other names.
pub fn array_priority(name: &str, base: &str) -> Option<u32> {
    let rest = name.strip_prefix(base)?;
    if rest.is_empty() {
        return Some(65535);
    }
    rest.strip_prefix('.')?.parse().ok()
}

/// An input object and its name for messages.
struct Input<'a> {
    name: String,
    obj: &'a ObjectFile,
}

/// Where an input section went: output section and address (offset for
/// non-allocated sections).
#[derive(Copy, Clone, Debug)]
struct Placement {
    out: usize,
    addr: u32,
}

/// An output section being built.
struct OutSection {
    name: String,
    kind: SectionKind,
    addr: u32,
    size: u32,
    data: Vec<u8>,
}

/// A resolved global.
#[derive(Clone, Debug)]
struct GlobalDef {
    addr: u32,
    input: Option<usize>,
    /// A weak definition, which a global one replaces.
    weak: bool,
}

/// The linker's result before it is wrapped for the caller.
struct LinkOutput {
    sections: Vec<ExecSection>,
    symbols: SymbolTable,
    end: u32,
}

/// One link job.
struct Linker<'a> {
    inputs: Vec<Input<'a>>,
    opts: &'a LinkOptions,
    startup: bool,
    existing: Option<&'a SymbolTable>,
}

/// The output section an input section of `kind` named `name` goes to.
fn output_name(kind: SectionKind, name: &str, from_startup: bool) -> String {
    match kind {
        SectionKind::Text if from_startup && name == STARTUP_SECTION => STARTUP_SECTION.to_string(),
        SectionKind::Text => ".text".to_string(),
        SectionKind::ReadOnlyData | SectionKind::Data
            if array_priority(name, INIT_ARRAY).is_some() =>
        {
            INIT_ARRAY.to_string()
        }
        SectionKind::ReadOnlyData | SectionKind::Data
            if array_priority(name, FINI_ARRAY).is_some() =>
        {
            FINI_ARRAY.to_string()
        }
        SectionKind::ReadOnlyData => ".rodata".to_string(),
        SectionKind::Data => ".data".to_string(),
        SectionKind::Bss => ".bss".to_string(),
        SectionKind::Debug => name.to_string(),
    }
}

const LINKER_SYMBOLS: [&str; 4] = ["_end", "__bss_start", STACK_LIMIT_SYMBOL, "__stack_top"];

/// The bounds of the constructor and destructor arrays, defined when the
/// array is not empty: (output section, start symbol, end symbol).
const ARRAY_SYMBOLS: [(&str, &str, &str); 2] = [
    (INIT_ARRAY, "__init_array_start", "__init_array_end"),
    (FINI_ARRAY, "__fini_array_start", "__fini_array_end"),
];

/// The lowest legal stack address for an image ending at `end` (8-aligned):
/// `stack_size` bytes below `stack_top`, or half the space in between.
/// `None` if the stack does not fit above the image.
pub fn stack_limit(end: u32, stack_top: u32, stack_size: Option<u32>) -> Option<u32> {
    let room = stack_top.checked_sub(end)?;
    let size = match stack_size {
        Some(size) if size > room => return None,
        Some(size) => size,
        None => room / 2,
    };
    Some((stack_top - size) & !7).filter(|&limit| limit >= end)
}

impl<'a> Linker<'a> {
    fn run(&self, base: u32) -> Result<LinkOutput, LinkError> {
        let mut diags: Vec<LinkDiagnostic> = self
            .inputs
            .iter()
            .filter_map(|i| i.obj.validate().err().map(|m| input_error(&i.name, m)))
            .collect();
        if !diags.is_empty() {
            // Indexes into missing symbols or sections: nothing more to check.
            return Err(LinkError { diagnostics: diags });
        }
        let (mut outs, mut places, mut end) = self.layout(base, 0, &mut diags);
        let mut globals = self.collect_globals(&places, &outs, &mut diags);
        let thunk_targets = if self.opts.far_call_thunks {
            self.far_call_targets(&places, &globals)
        } else {
            Vec::new()
        };
        if !thunk_targets.is_empty() {
            diags.clear();
            (outs, places, end) =
                self.layout(base, thunk_targets.len() as u32 * THUNK_SIZE, &mut diags);
            globals = self.collect_globals(&places, &outs, &mut diags);
        }
        if diags.iter().any(|d| d.kind == LinkErrorKind::Layout) {
            // Addresses past the end of memory mean nothing: stop before
            // copying data to them.
            sort_diagnostics(&mut diags);
            return Err(LinkError { diagnostics: diags });
        }
        let thunks = self.write_thunks(&mut outs, &thunk_targets);
        self.fill_data(&mut outs, &places);
        self.apply_relocations(&mut outs, &places, &globals, &thunks, &mut diags);
        if !diags.is_empty() {
            sort_diagnostics(&mut diags);
            return Err(LinkError { diagnostics: diags });
        }
        let symbols = self.symbol_table(&places, &globals);
        let sections = outs
            .into_iter()
            .filter(|o| o.size > 0 || o.name == ".text" || o.name == STARTUP_SECTION)
            .map(|o| ExecSection {
                name: o.name,
                kind: o.kind,
                addr: o.addr,
                size: o.size,
                data: o.data,
            })
            .collect();
        Ok(LinkOutput {
            sections,
            symbols,
            end,
        })
    }

    /// Assigns addresses. Returns the output sections, each input section's
    /// placement, and the end of the image (8-aligned, after bss).
    fn layout(
        &self,
        base: u32,
        thunk_bytes: u32,
        diags: &mut Vec<LinkDiagnostic>,
    ) -> (Vec<OutSection>, Vec<Vec<Placement>>, u32) {
        let mut order: Vec<(String, SectionKind)> = Vec::new();
        if self.startup {
            order.push((STARTUP_SECTION.to_string(), SectionKind::Text));
        }
        for (name, kind) in [
            (".text", SectionKind::Text),
            (".text.thunks", SectionKind::Text),
            (".rodata", SectionKind::ReadOnlyData),
            (INIT_ARRAY, SectionKind::Data),
            (FINI_ARRAY, SectionKind::Data),
            (".data", SectionKind::Data),
            (".bss", SectionKind::Bss),
        ] {
            order.push((name.to_string(), kind));
        }
        // Each input section's output section, found by name in a table so
        // that many (debug) sections do not make this quadratic.
        let mut out_of_name: HashMap<String, usize> = order
            .iter()
            .enumerate()
            .map(|(i, (n, _))| (n.clone(), i))
            .collect();
        let mut members: Vec<Vec<(usize, usize)>> = vec![Vec::new(); order.len()];
        for (ii, input) in self.inputs.iter().enumerate() {
            for (si, s) in input.obj.sections.iter().enumerate() {
                let name = output_name(s.kind, &s.name, self.startup && ii == 0);
                let o = match out_of_name.get(&name) {
                    Some(&o) => o,
                    None => {
                        order.push((name.clone(), SectionKind::Debug));
                        members.push(Vec::new());
                        out_of_name.insert(name, order.len() - 1);
                        order.len() - 1
                    }
                };
                members[o].push((ii, si));
            }
        }
        // Constructors and destructors by priority (then input order), as
        // GNU ld's SORT_BY_INIT_PRIORITY.
        for (o, (name, _)) in order.iter().enumerate() {
            if name == INIT_ARRAY || name == FINI_ARRAY {
                let section = |&(ii, si): &(usize, usize)| &self.inputs[ii].obj.sections[si];
                members[o].sort_by_key(|m| array_priority(&section(m).name, name));
            }
        }
        let mut outs: Vec<OutSection> = order
            .into_iter()
            .map(|(name, kind)| OutSection {
                name,
                kind,
                addr: 0,
                size: 0,
                data: Vec::new(),
            })
            .collect();
        let mut places: Vec<Vec<Placement>> = self
            .inputs
            .iter()
            .map(|i| vec![Placement { out: 0, addr: 0 }; i.obj.sections.len()])
            .collect();
        let mut at = base as u64;
        for (o, out) in outs.iter_mut().enumerate() {
            let is_debug = out.kind == SectionKind::Debug;
            let mut cursor: u64 = if is_debug { 0 } else { at };
            if out.name == STARTUP_SECTION {
                cursor = 0;
            }
            let section = |&(ii, si): &(usize, usize)| &self.inputs[ii].obj.sections[si];
            let min_align = if out.kind == SectionKind::Bss { 8 } else { 4 };
            let align = members[o]
                .iter()
                .map(|m| section(m).align.max(1))
                .fold(min_align, u64::max);
            cursor = cursor.next_multiple_of(align);
            out.addr = u32::try_from(cursor).unwrap_or(u32::MAX);
            if out.name == ".text.thunks" {
                cursor += thunk_bytes as u64;
            }
            for m in &members[o] {
                let s = section(m);
                cursor = cursor.next_multiple_of(s.align.max(1));
                places[m.0][m.1] = Placement {
                    out: o,
                    addr: cursor as u32,
                };
                cursor += s.size;
            }
            if out.kind == SectionKind::Bss {
                cursor = cursor.next_multiple_of(8);
            }
            out.size = (cursor - out.addr as u64) as u32;
            if out.name == STARTUP_SECTION {
                self.check_startup_fits(out, diags);
            } else if !is_debug {
                at = cursor;
            }
        }
        let end = at.next_multiple_of(8);
        self.check_fits(end, diags);
        (outs, places, end.min(u32::MAX as u64) as u32)
    }

    fn check_startup_fits(&self, out: &mut OutSection, diags: &mut Vec<LinkDiagnostic>) {
        if out.size > self.opts.text_base {
            diags.push(LinkDiagnostic {
                kind: LinkErrorKind::Layout,
                symbol: None,
                message: format!(
                    "start code ({} bytes) does not fit below the text base {:#x}",
                    out.size, self.opts.text_base
                ),
            });
        }
        // The start code's section runs up to the text base (zero-filled: `nop`).
        out.size = out.size.max(self.opts.text_base);
    }

    fn check_fits(&self, end: u64, diags: &mut Vec<LinkDiagnostic>) {
        let limit = if self.startup {
            self.opts.stack_top
        } else {
            self.opts.memory_size
        } as u64;
        if end > limit {
            let what = if self.startup {
                "initial stack pointer"
            } else {
                "end of memory"
            };
            diags.push(LinkDiagnostic {
                kind: LinkErrorKind::Layout,
                symbol: None,
                message: format!(
                    "the program image ends at {end:#x}, beyond the {what} ({limit:#x})"
                ),
            });
        }
    }

    fn out_index(outs: &[OutSection], name: &str) -> usize {
        outs.iter()
            .position(|o| o.name == name)
            .expect("standard output sections always exist")
    }

    /// Every global definition; duplicates are errors.
    fn collect_globals(
        &self,
        places: &[Vec<Placement>],
        outs: &[OutSection],
        diags: &mut Vec<LinkDiagnostic>,
    ) -> BTreeMap<String, GlobalDef> {
        let mut globals: BTreeMap<String, GlobalDef> = BTreeMap::new();
        if self.startup {
            let bss = &outs[Self::out_index(outs, ".bss")];
            let bss_end = (bss.addr as u64 + bss.size as u64).next_multiple_of(8);
            let bss_end = u32::try_from(bss_end).unwrap_or(u32::MAX);
            let top = self.opts.stack_top;
            let limit = stack_limit(bss_end, top, self.opts.stack_size).unwrap_or_else(|| {
                // An image past the stack top is reported by `check_fits`.
                if bss_end > top {
                    return top;
                }
                diags.push(LinkDiagnostic {
                    kind: LinkErrorKind::Layout,
                    symbol: None,
                    message: format!(
                        "no room for a stack of {} bytes between the end of the image ({bss_end:#x}) and the stack top ({top:#x})",
                        self.opts.stack_size.unwrap_or(0)
                    ),
                });
                top
            });
            for (base, start, end) in ARRAY_SYMBOLS {
                let out = &outs[Self::out_index(outs, base)];
                if out.size > 0 {
                    for (name, addr) in [(start, out.addr), (end, out.addr + out.size)] {
                        let def = GlobalDef {
                            addr,
                            input: None,
                            weak: false,
                        };
                        globals.insert(name.to_string(), def);
                    }
                }
            }
            for (name, addr) in LINKER_SYMBOLS.iter().zip([bss_end, bss.addr, limit, top]) {
                globals.insert(
                    name.to_string(),
                    GlobalDef {
                        addr,
                        input: None,
                        weak: false,
                    },
                );
            }
        }
        for (ii, input) in self.inputs.iter().enumerate() {
            for sym in &input.obj.symbols {
                let Some(sec) = sym.section else { continue };
                if !sym.binding.is_visible() || sym.kind == SymbolKind::Section {
                    continue;
                }
                let Some(place) = places[ii].get(sec) else {
                    diags.push(input_error(
                        &input.name,
                        format!("symbol `{}` names a missing section", sym.name),
                    ));
                    continue;
                };
                let def = GlobalDef {
                    addr: place.addr.wrapping_add(sym.value as u32),
                    input: Some(ii),
                    weak: sym.binding == Binding::Weak,
                };
                self.add_global(&mut globals, &sym.name, def, diags);
            }
        }
        globals
    }

    /// Adds definition `def` of `name`: a weak one yields to any other
    /// (the first weak one stays if all are weak), a global one replaces a
    /// weak one, and two global ones are an error.
    fn add_global(
        &self,
        globals: &mut BTreeMap<String, GlobalDef>,
        name: &str,
        def: GlobalDef,
        diags: &mut Vec<LinkDiagnostic>,
    ) {
        let Some(prev) = globals.get(name) else {
            globals.insert(name.to_string(), def);
            return;
        };
        if def.weak {
            return;
        }
        if prev.weak {
            globals.insert(name.to_string(), def);
            return;
        }
        let first = prev
            .input
            .map_or("the linker".to_string(), |p| self.inputs[p].name.clone());
        let second = def
            .input
            .map_or("the linker", |p| self.inputs[p].name.as_str());
        diags.push(LinkDiagnostic {
            kind: LinkErrorKind::Duplicate,
            symbol: Some(name.to_string()),
            message: format!("duplicate symbol `{name}`: defined in {first} and in {second}"),
        });
    }

    /// The address of `reloc`'s symbol in input `ii`, or `None` if undefined.
    fn symbol_address(
        &self,
        ii: usize,
        reloc: &Reloc,
        places: &[Vec<Placement>],
        globals: &BTreeMap<String, GlobalDef>,
    ) -> Option<u32> {
        let sym = &self.inputs[ii].obj.symbols[reloc.symbol];
        match (sym.section, sym.binding) {
            (Some(sec), Binding::Local) => {
                Some(places[ii].get(sec)?.addr.wrapping_add(sym.value as u32))
            }
            _ => globals
                .get(&sym.name)
                .map(|g| g.addr)
                .or_else(|| self.existing.and_then(|t| t.address(&sym.name))),
        }
    }

    /// Distinct targets of `jsub`/`jmp` relocations that are out of `PC24` range.
    fn far_call_targets(
        &self,
        places: &[Vec<Placement>],
        globals: &BTreeMap<String, GlobalDef>,
    ) -> Vec<u32> {
        let mut targets = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for (ii, input) in self.inputs.iter().enumerate() {
            for (si, s) in input.obj.sections.iter().enumerate() {
                for r in s.relocs.iter().filter(|r| r.kind == RelocKind::Pc24) {
                    let Some(target) = self.symbol_address(ii, r, places, globals) else {
                        continue;
                    };
                    let p = places[ii][si].addr.wrapping_add(r.offset as u32);
                    let t = (target as i64 + r.addend) as u32;
                    if is_call_or_jump(s, r.offset, input.obj.endian)
                        && compute(RelocKind::Pc24, target, r.addend, p).is_err()
                        && seen.insert(t)
                    {
                        targets.push(t);
                    }
                }
            }
        }
        targets
    }

    /// Writes the thunk code; returns target → thunk address.
    fn write_thunks(&self, outs: &mut [OutSection], targets: &[u32]) -> BTreeMap<u32, u32> {
        let o = Self::out_index(outs, ".text.thunks");
        let endian = self.inputs.first().map_or(Endian::Big, |i| i.obj.endian);
        let mut map = BTreeMap::new();
        for &t in targets {
            let addr = outs[o].addr + outs[o].data.len() as u32;
            for inst in thunk_code(t) {
                outs[o]
                    .data
                    .extend_from_slice(&word_to_bytes(encode(&inst), endian));
            }
            map.insert(t, addr);
        }
        map
    }

    /// Copies every input section's bytes to its place.
    fn fill_data(&self, outs: &mut [OutSection], places: &[Vec<Placement>]) {
        for out in outs.iter_mut() {
            if out.kind != SectionKind::Bss && out.name != ".text.thunks" {
                out.data = vec![0; out.size as usize];
            }
        }
        for (ii, input) in self.inputs.iter().enumerate() {
            for (si, s) in input.obj.sections.iter().enumerate() {
                let place = places[ii][si];
                let out = &mut outs[place.out];
                if out.kind == SectionKind::Bss || s.data.is_empty() {
                    continue;
                }
                let at = (place.addr - out.addr) as usize;
                out.data[at..at + s.data.len()].copy_from_slice(&s.data);
            }
        }
    }

    fn apply_relocations(
        &self,
        outs: &mut [OutSection],
        places: &[Vec<Placement>],
        globals: &BTreeMap<String, GlobalDef>,
        thunks: &BTreeMap<u32, u32>,
        diags: &mut Vec<LinkDiagnostic>,
    ) {
        let mut undefined: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for (ii, input) in self.inputs.iter().enumerate() {
            for (si, s) in input.obj.sections.iter().enumerate() {
                let place = places[ii][si];
                for r in &s.relocs {
                    // Built only for messages: most relocations need none.
                    let here = || format!("{} ({}+{:#x})", input.name, s.name, r.offset);
                    let sym = &input.obj.symbols[r.symbol];
                    let Some(mut target) = self
                        .symbol_address(ii, r, places, globals)
                        .or((sym.binding == Binding::Weak).then_some(0))
                    else {
                        undefined.entry(sym.name.clone()).or_default().push(here());
                        continue;
                    };
                    let mut addend = r.addend;
                    let out = &mut outs[place.out];
                    let p = place.addr.wrapping_add(r.offset as u32);
                    if out.kind == SectionKind::Debug
                        && matches!(r.kind, RelocKind::Pc16 | RelocKind::Pc24)
                    {
                        diags.push(input_error(
                            &input.name,
                            format!("{}: PC-relative relocation in a non-loaded section", here()),
                        ));
                        continue;
                    }
                    if let Some(&thunk) = thunks.get(&((target as i64 + addend) as u32))
                        && r.kind == RelocKind::Pc24
                        && compute(r.kind, target, addend, p).is_err()
                    {
                        (target, addend) = (thunk, 0);
                    }
                    let value = match compute(r.kind, target, addend, p) {
                        Ok(v) => v,
                        Err(o) => {
                            diags.push(LinkDiagnostic {
                                kind: LinkErrorKind::OutOfRange,
                                symbol: Some(sym.name.clone()),
                                message: format!(
                                    "{}: {} to `{}` out of range: {} does not fit in {}",
                                    here(),
                                    r.kind.name(),
                                    display_name(input.obj, r.symbol),
                                    o.value,
                                    o.range
                                ),
                            });
                            continue;
                        }
                    };
                    let at = (place.addr - out.addr) as usize + r.offset as usize;
                    let Some(word) = read_word(&out.data, at, input.obj.endian) else {
                        diags.push(input_error(
                            &input.name,
                            format!("{}: relocation outside its section", here()),
                        ));
                        continue;
                    };
                    write_word(
                        &mut out.data,
                        at,
                        insert_field(word, r.kind, value),
                        input.obj.endian,
                    );
                }
            }
        }
        for (name, refs) in undefined {
            let shown: Vec<_> = refs.iter().take(3).cloned().collect();
            let more = if refs.len() > 3 {
                format!(" and {} more", refs.len() - 3)
            } else {
                String::new()
            };
            diags.push(LinkDiagnostic {
                kind: LinkErrorKind::Undefined,
                symbol: Some(name.clone()),
                message: format!(
                    "undefined symbol `{name}`, referenced by {}{more}",
                    shown.join(", ")
                ),
            });
        }
    }

    /// The output symbol table: linker symbols, then every named symbol of every
    /// input, with absolute addresses.
    fn symbol_table(
        &self,
        places: &[Vec<Placement>],
        globals: &BTreeMap<String, GlobalDef>,
    ) -> SymbolTable {
        let mut table = SymbolTable::new();
        if self.startup {
            let arrays = ARRAY_SYMBOLS.iter().flat_map(|&(_, s, e)| [s, e]);
            for name in LINKER_SYMBOLS
                .into_iter()
                .chain(arrays.filter(|n| globals.contains_key(*n)))
            {
                let addr = globals[name].addr;
                table.define(LinkedSymbol {
                    name: name.to_string(),
                    addr,
                    size: 0,
                    kind: SymbolKind::NoType,
                    binding: Binding::Global,
                });
            }
        }
        for (ii, input) in self.inputs.iter().enumerate() {
            for sym in &input.obj.symbols {
                let Some(sec) = sym.section else { continue };
                if sym.kind == SymbolKind::Section || sym.name.is_empty() {
                    continue;
                }
                if input.obj.sections[sec].kind == SectionKind::Debug {
                    continue;
                }
                // A weak definition another one replaced is not the name's.
                if sym.binding == Binding::Weak
                    && globals.get(&sym.name).is_some_and(|g| g.input != Some(ii))
                {
                    continue;
                }
                table.define(LinkedSymbol {
                    name: sym.name.clone(),
                    addr: places[ii][sec].addr.wrapping_add(sym.value as u32),
                    size: sym.size as u32,
                    kind: sym.kind,
                    binding: sym.binding,
                });
            }
        }
        table
    }
}

fn input_error(name: &str, message: String) -> LinkDiagnostic {
    LinkDiagnostic {
        kind: LinkErrorKind::Input,
        symbol: None,
        message: format!("{name}: {message}"),
    }
}

fn display_name(obj: &ObjectFile, symbol: usize) -> String {
    let sym = &obj.symbols[symbol];
    match (sym.kind, sym.section) {
        (SymbolKind::Section, Some(s)) => obj.sections[s].name.clone(),
        _ => sym.name.clone(),
    }
}

fn sort_diagnostics(diags: &mut [LinkDiagnostic]) {
    diags.sort_by_key(|d| (d.kind as u8, d.message.clone()));
}

/// Whether the word at `offset` of `section` is a `jsub` or `jmp`.
fn is_call_or_jump(section: &crate::object::Section, offset: u64, endian: Endian) -> bool {
    read_word(&section.data, offset as usize, endian).is_some_and(|w| {
        matches!(
            Opcode::from_code((w >> 24) as u8),
            Some(Opcode::Jsub | Opcode::Jmp)
        )
    })
}

/// `lui $t9, %hi(t); ori $t9, $t9, %lo(t); jr $t9; nop`.
fn thunk_code(t: u32) -> [Inst; 4] {
    let z = Reg::ZERO;
    [
        Inst::new(Opcode::Lui, Reg::T9, z, z, (t >> 16) as i32),
        Inst::new(Opcode::Ori, Reg::T9, Reg::T9, z, (t & 0xFFFF) as i32),
        Inst::new(Opcode::Jr, Reg::T9, z, z, 0),
        Inst::NOP,
    ]
}

mod startup;

#[cfg(test)]
mod tests;
