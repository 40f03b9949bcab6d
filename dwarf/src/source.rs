//! What a front end's debug metadata adds to a compile unit: the source
//! language, types, inlined copies, lexical blocks and variables.
//!
//! A `.ll` file compiled without metadata needs none of this: its
//! [`DebugInput`](crate::DebugInput) has an empty [`SourceInfo`] and the
//! writer emits what it always did (a unit, its subprograms and lines). When
//! the module carries clang's `!DI*` metadata, the backend restates it here in
//! plain data — still naming no IR or Cpu0 type — and the writer produces
//! `DW_TAG_base_type` … `DW_TAG_typedef`, `DW_TAG_inlined_subroutine` with its
//! call site, `DW_TAG_lexical_block`, and `DW_TAG_formal_parameter` /
//! `DW_TAG_variable` with single locations or location lists.
//!
//! Code offsets in scopes and location ranges are byte offsets from the start
//! of the function they belong to, as in [`LineRow`](crate::LineRow).
//! Registers are DWARF register numbers.

/// Index into [`SourceInfo::types`].
pub type TypeRef = usize;

/// Index into [`SourceInfo::abstract_subprograms`].
pub type AbstractRef = usize;

/// Source-language facts of one compile unit. `Default` is "none": a unit
/// described only by its functions and lines.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SourceInfo {
    /// `DW_AT_language` (a `DW_LANG_*` code, e.g. `0x1d` for C11).
    pub language: Option<u16>,
    /// The types that functions, variables and other types refer to.
    pub types: Vec<TypeInfo>,
    /// Functions that have inlined copies: each becomes an abstract
    /// `DW_TAG_subprogram` (`DW_AT_inline`) that every
    /// [`ScopeKind::Inlined`] copy names as its `DW_AT_abstract_origin`.
    pub abstract_subprograms: Vec<AbstractSubprogram>,
    /// Global variables (`DW_TAG_variable` children of the unit).
    pub globals: Vec<GlobalVariable>,
}

/// A variable with static storage: a `DW_TAG_variable` of the unit with
/// `DW_AT_location` `DW_OP_addr` of its symbol (relocated).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalVariable {
    /// The source name; `None` for a string literal's storage (clang
    /// describes those too, by type and line only).
    pub name: Option<String>,
    /// Its type, if known.
    pub ty: Option<TypeRef>,
    /// Where it is declared.
    pub decl: Option<Decl>,
    /// Whether it is visible outside the unit (`DW_AT_external`).
    pub external: bool,
    /// The symbol of its storage; `None` when the object has none (the
    /// variable was optimised away): then it has no location.
    pub symbol: Option<String>,
}

/// A type, in the terms of `DW_TAG_*` entries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeInfo {
    /// `DW_TAG_base_type`.
    Base {
        /// E.g. `"unsigned int"`.
        name: String,
        /// Size in bytes.
        byte_size: u32,
        /// `DW_ATE_*` encoding.
        encoding: u8,
    },
    /// `DW_TAG_pointer_type`; `None` points at `void`.
    Pointer {
        /// The pointee type.
        pointee: Option<TypeRef>,
        /// Size in bytes (4 on Cpu0).
        byte_size: u32,
    },
    /// `DW_TAG_const_type`, `DW_TAG_volatile_type` or `DW_TAG_restrict_type`
    /// around a type (`None`: `void`).
    Qualified {
        /// Which qualifier.
        qualifier: Qualifier,
        /// The qualified type.
        base: Option<TypeRef>,
    },
    /// `DW_TAG_typedef`.
    Typedef {
        /// The typedef's name.
        name: String,
        /// The type it names (`None`: `void`).
        base: Option<TypeRef>,
        /// Where it is declared.
        decl: Option<Decl>,
    },
    /// `DW_TAG_structure_type` or `DW_TAG_union_type`.
    Composite {
        /// Struct or union.
        kind: CompositeKind,
        /// `None` for an anonymous type.
        name: Option<String>,
        /// Size in bytes; `None` for a declaration (incomplete type).
        byte_size: Option<u32>,
        /// Members in declaration order.
        members: Vec<Member>,
        /// Where it is declared.
        decl: Option<Decl>,
    },
    /// `DW_TAG_array_type` with one `DW_TAG_subrange_type` per dimension.
    Array {
        /// The element type.
        element: TypeRef,
        /// Element count per dimension, outermost first; `None` for `[]`.
        counts: Vec<Option<u64>>,
    },
    /// `DW_TAG_enumeration_type`.
    Enumeration {
        /// `None` for an anonymous enum.
        name: Option<String>,
        /// Size in bytes.
        byte_size: u32,
        /// The underlying integer type, if known.
        base: Option<TypeRef>,
        /// `(name, value)` of each enumerator.
        enumerators: Vec<(String, i64)>,
        /// Where it is declared.
        decl: Option<Decl>,
    },
    /// `DW_TAG_subroutine_type` (the pointee of a function pointer).
    Subroutine {
        /// The return type (`None`: `void`).
        result: Option<TypeRef>,
        /// Parameter types (`None`: unknown).
        params: Vec<Option<TypeRef>>,
        /// Whether it ends in `...`.
        variadic: bool,
    },
}

/// A type qualifier.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Qualifier {
    /// `const`.
    Const,
    /// `volatile`.
    Volatile,
    /// `restrict`.
    Restrict,
}

/// Struct or union.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CompositeKind {
    /// `DW_TAG_structure_type`.
    Struct,
    /// `DW_TAG_union_type`.
    Union,
}

/// A member of a struct or union (`DW_TAG_member`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    /// `None` for an anonymous member.
    pub name: Option<String>,
    /// The member's type.
    pub ty: TypeRef,
    /// Offset of the member from the start of the aggregate, in bits.
    pub bit_offset: u64,
    /// Width in bits for a bit-field, `None` otherwise.
    pub bit_size: Option<u32>,
}

/// A declaration's place in the source: an index into
/// [`DebugInput::files`](crate::DebugInput::files) and a line.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Decl {
    /// Index into the unit's files.
    pub file: usize,
    /// 1-based line.
    pub line: u32,
}

/// A function as the source declares it, with no code of its own: the
/// abstract origin of its inlined copies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbstractSubprogram {
    /// The source name (`DW_AT_name`).
    pub name: String,
    /// The symbol name when it differs from `name` (`DW_AT_linkage_name`).
    pub linkage_name: Option<String>,
    /// Where it is declared.
    pub decl: Option<Decl>,
    /// Whether it is visible outside the unit.
    pub external: bool,
    /// The return type (`None`: `void` or unknown).
    pub result: Option<TypeRef>,
    /// Its parameters and locals, described once: the concrete variables
    /// of its copies (inlined and out of line) name them as their
    /// `DW_AT_abstract_origin` ([`VariableInfo::abstract_origin`]).
    pub variables: Vec<AbstractVariable>,
}

/// A parameter or local of an [`AbstractSubprogram`]: name, type and
/// declaration, without a location (each copy has its own).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbstractVariable {
    /// The source name.
    pub name: String,
    /// `Some(n)` for the n-th parameter (1-based): `DW_TAG_formal_parameter`.
    pub arg: Option<u32>,
    /// Its type, if known.
    pub ty: Option<TypeRef>,
    /// Where it is declared.
    pub decl: Option<Decl>,
}

/// A variable of an abstract subprogram: index `variable` into the
/// [`AbstractSubprogram::variables`] of abstract subprogram `subprogram`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct AbstractVariableRef {
    /// The abstract subprogram.
    pub subprogram: AbstractRef,
    /// The variable within it.
    pub variable: usize,
}

/// What a function's metadata adds to its subprogram. `Default` is "none".
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FunctionSource {
    /// The source name when it differs from the symbol (`DW_AT_name` is then
    /// this and `DW_AT_linkage_name` the symbol).
    pub source_name: Option<String>,
    /// The return type (`None`: `void` or unknown).
    pub result: Option<TypeRef>,
    /// Whether the function has a prototype (`DW_AT_prototyped`).
    pub prototyped: bool,
    /// Parameters and locals of the function's outermost scope, parameters
    /// first in argument order.
    pub variables: Vec<VariableInfo>,
    /// Nested scopes: lexical blocks and inlined copies, each with its own
    /// variables and children.
    pub scopes: Vec<ScopeInfo>,
    /// When the function also has inlined copies: their abstract entry,
    /// which this out-of-line copy names as its `DW_AT_abstract_origin`
    /// instead of repeating the name, declaration and type (as clang does).
    pub abstract_origin: Option<AbstractRef>,
}

/// A lexical block or an inlined copy of a function within a function's code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScopeInfo {
    /// Block or inlined copy.
    pub kind: ScopeKind,
    /// The code it covers: non-empty, disjoint `(start, end)` offset ranges,
    /// sorted. One range becomes `DW_AT_low_pc`/`DW_AT_high_pc`, several
    /// become `DW_AT_ranges`. A child's ranges lie within its parent's, and
    /// scopes with the same parent cover disjoint code (an address has one
    /// innermost scope). Scopes nest at most 256 deep.
    pub ranges: Vec<(u32, u32)>,
    /// Variables declared in this scope.
    pub variables: Vec<VariableInfo>,
    /// Scopes nested in this one.
    pub children: Vec<ScopeInfo>,
}

/// The kind of a [`ScopeInfo`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ScopeKind {
    /// `DW_TAG_lexical_block`.
    Lexical,
    /// `DW_TAG_inlined_subroutine`: a copy of `origin` inlined at a call
    /// written at `call`.
    Inlined {
        /// The inlined function.
        origin: AbstractRef,
        /// The call's file and line (`DW_AT_call_file`, `DW_AT_call_line`).
        call: Decl,
        /// The call's column (`DW_AT_call_column`), 0 if unknown.
        call_column: u32,
    },
}

/// A parameter or local variable and where its value is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariableInfo {
    /// The source name.
    pub name: String,
    /// `Some(n)` for the n-th parameter (1-based): `DW_TAG_formal_parameter`.
    pub arg: Option<u32>,
    /// Its type, if known.
    pub ty: Option<TypeRef>,
    /// Where it is declared.
    pub decl: Option<Decl>,
    /// Where its value lives.
    pub location: VarLocation,
    /// The abstract variable this one is a copy of, in an inlined copy or
    /// an out-of-line copy of a function that has an abstract entry: the
    /// DIE then names it (`DW_AT_abstract_origin`) instead of repeating the
    /// name, type and declaration, as clang does.
    pub abstract_origin: Option<AbstractVariableRef>,
}

/// Where a variable's value is, over the code of its scope.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VarLocation {
    /// Nowhere (optimised out): no `DW_AT_location`.
    None,
    /// In one place for the whole scope (`DW_AT_location` as an expression).
    Single(LocExpr),
    /// In different places over different code ranges (a location list in
    /// `.debug_loclists`); ranges are sorted, disjoint and non-empty.
    List(Vec<LocRange>),
}

/// One entry of a location list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocRange {
    /// First code offset (within the function) where `expr` holds.
    pub start: u32,
    /// One past the last code offset where it holds.
    pub end: u32,
    /// Where the value is there.
    pub expr: LocExpr,
}

/// A location expression: the value whole, or in pieces (a 64-bit value in
/// a register pair, a struct split by SROA).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LocExpr {
    /// The whole value in one place.
    Whole(LocPlace),
    /// `(place, size in bytes)` pieces, low-addressed piece first
    /// (`DW_OP_piece`); a piece whose place is `None` is unavailable.
    Pieces(Vec<(Option<LocPlace>, u32)>),
}

/// One place a value (or a piece of it) can be.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LocPlace {
    /// In a register (`DW_OP_regN`).
    Register(u16),
    /// In memory at the canonical frame address plus an offset
    /// (`DW_OP_fbreg` with `DW_AT_frame_base` = `DW_OP_call_frame_cfa`).
    Frame(i32),
    /// In memory at a register plus an offset (`DW_OP_bregN`).
    RegisterOffset(u16, i32),
    /// Not stored anywhere but known: a constant (`DW_OP_consts`,
    /// `DW_OP_stack_value`).
    Constant(i64),
}
