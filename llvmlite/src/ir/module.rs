//! Module-level IR: signatures, linkage, parameter attributes, the target,
//! aliases, functions, globals and their initializers, [`Module`] itself,
//! and [`BlockTags`], the numbering that `blockaddress` means.

use super::{Block, FuncRef, Function, GlobalRef, SrcLoc, ValueDef};
use crate::metadata::{DebugScope, MdId, Metadata};
use crate::types::{Ty, TypeStore};
use cranelift_entity::PrimaryMap;
use std::collections::HashMap;

/// A function signature.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Signature {
    /// Return type (`void` allowed).
    pub ret: Ty,
    /// Parameter types.
    pub params: Vec<Ty>,
    /// Variadic (`...`).
    pub varargs: bool,
}

/// Linkage of a module-level symbol.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Linkage {
    /// Visible to other objects (the LLVMlite default).
    #[default]
    External,
    /// Local to the object (`internal`/`private`).
    Internal,
    /// A definition another object's strong definition overrides (`weak`,
    /// `weak_odr`, `linkonce`, `linkonce_odr`).
    Weak,
    /// A tentative definition (`common`): zero-initialised, merged by name.
    Common,
    /// A declaration that may stay undefined (`extern_weak`): its address is
    /// then 0.
    ExternWeak,
    /// `appending`: only `llvm.global_ctors` and `llvm.global_dtors`.
    Appending,
}

impl Linkage {
    /// Whether the definition may be replaced by another object's at link
    /// time (`weak`/`linkonce` and their `_odr` forms, `common`,
    /// `extern_weak`): a caller must not assume this body is the one that
    /// runs, so optimisers must not inline it, specialise calls to it or
    /// fold its results into callers.
    pub fn is_interposable(self) -> bool {
        matches!(self, Linkage::Weak | Linkage::Common | Linkage::ExternWeak)
    }
}

/// How an `i1`/`i8`/`i16` argument or result is extended to a register
/// (`signext`/`zeroext`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ext {
    /// `signext`.
    Sign,
    /// `zeroext`.
    Zero,
}

/// ABI attributes of one parameter, from a function's definition or
/// declaration.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ParamAttrs {
    /// `signext`/`zeroext`.
    pub ext: Option<Ext>,
    /// `sret(T)`: the parameter points to the caller's slot for a returned `T`.
    pub sret: Option<Ty>,
    /// `byval(T)`: the caller passes a copy of the `T` the pointer points to.
    pub byval: Option<Ty>,
    /// `inreg`.
    pub inreg: bool,
}

impl ParamAttrs {
    /// Whether no attribute is set.
    pub fn is_empty(&self) -> bool {
        *self == ParamAttrs::default()
    }
}

/// What the module says about its target (`target triple`, `target
/// datalayout`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TargetInfo {
    /// The `target triple` string, if given.
    pub triple: Option<String>,
    /// The `target datalayout` string, if given.
    pub datalayout: Option<String>,
    /// The byte order they imply: `Some(true)` for big-endian (`mips*`,
    /// datalayout `E`), `Some(false)` for little-endian (`mipsel*`, `e`),
    /// `None` when neither says.
    pub big_endian: Option<bool>,
}

impl TargetInfo {
    /// Whether the module names its target (a triple or a data layout), as
    /// C front ends' output does; LLVMlite modules name neither.
    pub fn is_named(&self) -> bool {
        self.triple.is_some() || self.datalayout.is_some()
    }

    /// The width in bits of C's `long` in the module's data model, which is
    /// what `printf`'s `%ld` reads: 32 for ILP32 targets (a triple whose
    /// architecture is 32-bit, such as clang's `mips`/`mipsel`, or else a
    /// data layout with 32-bit pointers), 64 for LP64 ones (`x86_64`, ...)
    /// and for LLVMlite modules, which name no target and pass `i64` for
    /// `%ld`. The one home of this rule (`docs/runtime.md` explains it).
    pub fn long_bits(&self) -> u32 {
        if let Some(triple) = &self.triple {
            let arch = triple.split('-').next().unwrap_or("");
            let lp64 = arch.contains("64") || arch.starts_with("s390x");
            return if lp64 { 64 } else { 32 };
        }
        match &self.datalayout {
            Some(layout) => {
                let p32 = layout
                    .split('-')
                    .any(|spec| spec.starts_with("p:32") || spec.starts_with("p0:32"));
                if p32 { 32 } else { 64 }
            }
            None => 64,
        }
    }
}

/// A global alias `@name = alias T, ptr @target`.
#[derive(Clone, Debug)]
pub struct AliasData {
    /// Name without the `@`.
    pub name: String,
    /// The aliased value type (the `T` of `alias T, ...`).
    pub ty: Ty,
    /// What it stands for: [`ConstInit::GlobalAddr`] (a global plus a byte
    /// offset) or [`ConstInit::FuncAddr`].
    pub target: ConstInit,
    /// Linkage of the alias symbol.
    pub linkage: Linkage,
    /// Where it was defined.
    pub loc: SrcLoc,
}

/// A function: its signature and, when defined, its body.
#[derive(Clone, Debug)]
pub struct FuncData {
    /// Name without the `@`.
    pub name: String,
    /// Signature.
    pub sig: Signature,
    /// The function type `ret (params)` interned in the module's store.
    pub fn_ty: Ty,
    /// The body; `None` for a declaration.
    pub body: Option<Function>,
    /// Linkage.
    pub linkage: Linkage,
    /// Where it was defined or declared (or first called, if implicit).
    pub loc: SrcLoc,
    /// Parameter names from the source, if any (for printing).
    pub param_names: Vec<Option<String>>,
    /// ABI attributes per parameter (same length as `sig.params`).
    pub param_attrs: Vec<ParamAttrs>,
    /// `signext`/`zeroext` on the result.
    pub ret_ext: Option<Ext>,
    /// Named by `llvm.used`/`llvm.compiler.used`: keep it even if unreferenced.
    pub used: bool,
    /// The function's `DISubprogram` (`define ... !dbg !16`), if any.
    pub subprogram: Option<MdId>,
    /// The attributes that change what the mid-end may do with it.
    pub fn_attrs: FnAttrs,
}

/// The function attributes the mid-end obeys, read from the attributes
/// written after a function's parameter list and the `attributes #N`
/// groups it names ([`FnAttrs::from_words`]). The text itself is kept, for
/// printing, in [`AttrText`].
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FnAttrs {
    /// `noinline`: no call of the function is inlined.
    pub noinline: bool,
    /// `alwaysinline`: every call of it is inlined where that is legal,
    /// whatever the size budgets say.
    pub alwaysinline: bool,
    /// `optnone`: the mid-end leaves the function as written — no pass
    /// runs on it, nothing is inlined into it, and it is never inlined
    /// (clang -O0 marks every function `noinline optnone`).
    pub optnone: bool,
}

impl FnAttrs {
    /// The attributes among `words` (each one attribute as written:
    /// `noinline`, `#0`, `"key"="value"`), looking `#N` up in `groups`
    /// (`attributes #N = { ... }`: the group and its body as written).
    pub fn from_words(words: &[String], groups: &[(String, String)]) -> FnAttrs {
        let mut attrs = FnAttrs::default();
        for w in words {
            if w.starts_with('#') {
                if let Some((_, body)) = groups.iter().find(|(g, _)| g == w) {
                    attr_group_words(body).for_each(|g| attrs.set(g));
                }
            } else {
                attrs.set(w);
            }
        }
        attrs
    }

    fn set(&mut self, word: &str) {
        match word {
            "noinline" => self.noinline = true,
            "alwaysinline" => self.alwaysinline = true,
            "optnone" => self.optnone = true,
            _ => {}
        }
    }
}

/// The words of an attribute group's body as written (`{ noinline
/// "key"="a b" }`): runs of characters between blanks and braces, a quoted
/// string (with its blanks) staying inside its word.
fn attr_group_words(body: &str) -> impl Iterator<Item = &str> {
    let mut words = Vec::new();
    let mut start: Option<usize> = None;
    let mut quoted = false;
    for (k, c) in body.char_indices() {
        let separator = !quoted && (c.is_whitespace() || c == '{' || c == '}');
        if separator {
            if let Some(s) = start.take() {
                words.push(&body[s..k]);
            }
            continue;
        }
        if c == '"' {
            quoted = !quoted;
        }
        start.get_or_insert(k);
    }
    if let Some(s) = start {
        words.push(&body[s..]);
    }
    words.into_iter()
}

/// A constant initializer of a global.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstInit {
    /// An integer (zero-extended bits).
    Int(u64),
    /// A null pointer.
    Null,
    /// All zero bytes (`zeroinitializer`).
    Zero,
    /// Unspecified contents (`undef`); emitted as zeros.
    Undef,
    /// The address of a global plus a byte offset.
    GlobalAddr(GlobalRef, i64),
    /// The address of a function.
    FuncAddr(FuncRef),
    /// `blockaddress(@f, %b)` (see [`block_tags`]); the legalizer's
    /// `indirect` job replaces it by its tag.
    BlockAddr(FuncRef, Block),
    /// The `i32` difference of two block addresses of function `f`
    /// (`&&a - &&b` in C: `sub (ptrtoint (blockaddress(@f, %a)),
    /// ptrtoint (blockaddress(@f, %b)))`), their tags' difference.
    BlockAddrDiff(FuncRef, Block, Block),
    /// Bytes of a `c"..."` string (the array's whole contents).
    Bytes(Vec<u8>),
    /// Elements of an array literal.
    Array(Vec<ConstInit>),
    /// Fields of a struct literal.
    Struct(Vec<ConstInit>),
}

/// A global variable.
#[derive(Clone, Debug)]
pub struct GlobalData {
    /// Name without the `@`.
    pub name: String,
    /// The type of the stored value; the symbol `@name` has type `ty*`.
    pub ty: Ty,
    /// The initializer; `None` for an external declaration.
    pub init: Option<ConstInit>,
    /// `constant` rather than `global` (may go in `.rodata`).
    pub constant: bool,
    /// Linkage.
    pub linkage: Linkage,
    /// Where it was defined.
    pub loc: SrcLoc,
    /// `section "name"`.
    pub section: Option<String>,
    /// `align N` (bytes), when given.
    pub align: Option<u32>,
    /// `thread_local` (ordinary storage: the target is single-threaded).
    pub thread_local: bool,
    /// Named by `llvm.used`/`llvm.compiler.used`: keep it even if unreferenced.
    pub used: bool,
    /// The `!dbg` attachments (`DIGlobalVariableExpression` nodes).
    pub dbg: Vec<MdId>,
}

/// A whole compilation unit.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// Source files; entry 0 is the `.ll` file the module was parsed from.
    pub files: Vec<SourceFile>,
    /// Interned types.
    pub types: TypeStore,
    /// Global variables in source order.
    pub globals: PrimaryMap<GlobalRef, GlobalData>,
    /// Functions in source order (definitions and declarations).
    pub funcs: PrimaryMap<FuncRef, FuncData>,
    /// Global aliases in source order.
    pub aliases: Vec<AliasData>,
    /// `target triple` / `target datalayout`.
    pub target: TargetInfo,
    /// All metadata nodes and named metadata.
    pub metadata: Metadata,
    /// The debug scopes that [`SrcLoc::scope`] indexes (`scope = k` is
    /// `scopes[k - 1]`); each is unique (see [`Module::intern_scope`]).
    pub scopes: Vec<DebugScope>,
    /// Index of [`Self::scopes`] for [`Module::intern_scope`].
    scope_index: HashMap<DebugScope, u32>,
    /// Attributes kept as written, only for printing them back.
    pub attributes: AttrText,
}

/// The attributes of a module that egret does not use, kept as written so
/// that printing the module gives them back: attribute groups and, per
/// function, its return, parameter and function attributes. The compiler
/// ignores them; those it does use are recorded elsewhere
/// ([`FuncData::param_attrs`], [`FuncData::ret_ext`]).
#[derive(Clone, Debug, Default)]
pub struct AttrText {
    /// `attributes #N = { ... }`: the group (`#0`) and its body as written
    /// (`{ nounwind "frame-pointer"="all" }`), in source order.
    pub groups: Vec<(String, String)>,
    /// By function name (a function a pass makes, such as a clone with
    /// narrowed parameters, has none).
    pub funcs: std::collections::BTreeMap<String, FuncAttrText>,
}

/// The attributes of one function as written, each item one attribute
/// (`noundef`, `align 4`, `#0`, `"key"="value"`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FuncAttrText {
    /// The function type they were written for: a function whose type a
    /// pass changed prints none (an attribute may not fit the new type).
    pub fn_ty: Ty,
    /// Before the return type (besides linkage, calling convention and
    /// `signext`/`zeroext`): `dso_local`, `noundef`, ...
    pub ret: Vec<String>,
    /// Per parameter, besides those in [`ParamAttrs`].
    pub params: Vec<Vec<String>>,
    /// After the parameter list: `nounwind`, `#0`, ...
    pub func: Vec<String>,
}

impl FuncAttrText {
    /// Whether no attribute is kept.
    pub fn is_empty(&self) -> bool {
        self.ret.is_empty() && self.func.is_empty() && self.params.iter().all(Vec::is_empty)
    }
}

/// A source file the module refers to.
#[derive(Clone, Debug, Default)]
pub struct SourceFile {
    /// The path as given on the command line (or a name for in-memory text).
    pub name: String,
    /// The directory the compiler ran in, for DWARF's `comp_dir`.
    pub dir: String,
    /// The text, when known (for diagnostics and `objdump --source`).
    pub text: Option<String>,
}

impl Module {
    /// An empty module.
    pub fn new() -> Self {
        Self::default()
    }

    /// Finds a function by name.
    pub fn func_by_name(&self, name: &str) -> Option<FuncRef> {
        self.funcs
            .iter()
            .find(|(_, f)| f.name == name)
            .map(|(r, _)| r)
    }

    /// Finds a global by name.
    pub fn global_by_name(&self, name: &str) -> Option<GlobalRef> {
        self.globals
            .iter()
            .find(|(_, g)| g.name == name)
            .map(|(r, _)| r)
    }

    /// Adds a function declaration (no body) with the given signature.
    pub fn declare_func(&mut self, name: &str, sig: Signature, loc: SrcLoc) -> FuncRef {
        let fn_ty = self.types.func(sig.ret, sig.params.clone(), sig.varargs);
        let n = sig.params.len();
        self.funcs.push(FuncData {
            name: name.to_string(),
            sig,
            fn_ty,
            body: None,
            linkage: Linkage::External,
            loc,
            param_names: vec![None; n],
            param_attrs: vec![ParamAttrs::default(); n],
            ret_ext: None,
            used: false,
            subprogram: None,
            fn_attrs: FnAttrs::default(),
        })
    }

    /// The number `k` of scope `s` in [`Self::scopes`] (`scope = k` in a
    /// [`SrcLoc`]), adding it if new. Equal scopes get equal numbers.
    pub fn intern_scope(&mut self, s: DebugScope) -> u32 {
        if self.scope_index.len() != self.scopes.len() {
            self.reindex_scopes();
        }
        if let Some(&k) = self.scope_index.get(&s) {
            return k;
        }
        self.scopes.push(s);
        let k = self.scopes.len() as u32;
        self.scope_index.insert(s, k);
        k
    }

    /// Rebuilds the lookup table of [`Self::intern_scope`] after
    /// [`Self::scopes`] was edited directly.
    fn reindex_scopes(&mut self) {
        self.scope_index = (self.scopes.iter().copied()).zip(1u32..).collect();
    }

    /// The scope of a location; `None` for scope 0 (or a stale index).
    pub fn scope(&self, loc: SrcLoc) -> Option<&DebugScope> {
        let k = usize::try_from(loc.scope.checked_sub(1)?).ok()?;
        self.scopes.get(k)
    }

    /// The inline chain of `loc`, innermost first: for each frame, the
    /// `DISubprogram` its scope belongs to (`None` if the scope is in none)
    /// and the line of the call it was inlined at (0 for the outermost
    /// frame). Empty for scope 0; at most 256 frames, so a cyclic chain ends.
    pub fn inline_chain(&self, loc: SrcLoc) -> Vec<(Option<MdId>, u32)> {
        let mut frames = Vec::new();
        let mut cur = loc;
        while let Some(s) = self.scope(cur) {
            let subprogram = self.metadata.enclosing_subprogram(s.scope);
            match s.inlined_at {
                Some(call) if frames.len() < 255 => {
                    frames.push((subprogram, call.line));
                    cur = call;
                }
                _ => {
                    frames.push((subprogram, 0));
                    break;
                }
            }
        }
        frames
    }
}

/// The tags of a module's address-taken blocks: the one home of the
/// numbering that `blockaddress` means. Every block some `blockaddress`
/// names (in a function body or a global initializer) gets a nonzero tag,
/// unique in the module: 1, 2, ... in module order (functions in order,
/// blocks in layout order), so the tags of one function are consecutive.
/// The interpreter uses the tag as the block's address; the legalizer's
/// `indirect` job replaces `blockaddress` by `inttoptr` of it.
#[derive(Clone, Debug, Default)]
pub struct BlockTags {
    tags: HashMap<(FuncRef, Block), u32>,
    blocks: Vec<(FuncRef, Block)>,
}

impl BlockTags {
    /// The tag of block `b` of function `f`, if its address is taken.
    pub fn tag(&self, f: FuncRef, b: Block) -> Option<u32> {
        self.tags.get(&(f, b)).copied()
    }

    /// The block a tag stands for.
    pub fn block(&self, tag: u64) -> Option<(FuncRef, Block)> {
        let k = usize::try_from(tag.checked_sub(1)?).ok()?;
        self.blocks.get(k).copied()
    }

    /// The `i32` bits of `tag(f, a) - tag(f, b)` (0 for an untagged block).
    pub fn diff(&self, f: FuncRef, a: Block, b: Block) -> u64 {
        let (ta, tb) = (self.tag(f, a).unwrap_or(0), self.tag(f, b).unwrap_or(0));
        u64::from(ta.wrapping_sub(tb))
    }

    /// Whether no block's address is taken.
    pub fn is_empty(&self) -> bool {
        self.blocks.is_empty()
    }
}

/// Numbers the address-taken blocks of `m` (see [`BlockTags`]). A
/// `blockaddress` naming a block that is not in its function's layout
/// gets no tag (the verifier reports it).
pub fn block_tags(m: &Module) -> BlockTags {
    fn in_init(init: &ConstInit, taken: &mut std::collections::HashSet<(FuncRef, Block)>) {
        match init {
            ConstInit::BlockAddr(f, b) => {
                taken.insert((*f, *b));
            }
            ConstInit::BlockAddrDiff(f, a, b) => {
                taken.insert((*f, *a));
                taken.insert((*f, *b));
            }
            ConstInit::Array(items) | ConstInit::Struct(items) => {
                items.iter().for_each(|i| in_init(i, taken))
            }
            _ => {}
        }
    }
    let mut taken = std::collections::HashSet::new();
    for body in m.funcs.values().filter_map(|fd| fd.body.as_ref()) {
        for vd in body.values.values() {
            if let ValueDef::BlockAddr(f, b) = vd.def {
                taken.insert((f, b));
            }
        }
    }
    for init in m.globals.values().filter_map(|g| g.init.as_ref()) {
        in_init(init, &mut taken);
    }
    let mut out = BlockTags::default();
    if taken.is_empty() {
        return out;
    }
    for (fr, fd) in m.funcs.iter() {
        let Some(body) = &fd.body else { continue };
        for &b in &body.layout {
            if taken.contains(&(fr, b)) {
                out.blocks.push((fr, b));
                out.tags.insert((fr, b), out.blocks.len() as u32);
            }
        }
    }
    out
}
