//! A hand-built C unit for the source-level writer: every kind of type,
//! two abstract subprograms, a function whose scopes nest a lexical block,
//! an inlined copy split in two ranges and an inlined copy inside that, and
//! variables in every location form (register, frame, register + offset,
//! constant, pieces, location list). A second function has a source name
//! that differs from its symbol.
//!
//! `main` (64 bytes at 0) — offsets of its scopes:
//! ```text
//! [0, 64)   main
//!   [8, 40)   lexical block            (variable c)
//!     [12, 20) + [28, 36)  square, called at prog.c:12:9   (parameter x)
//!       [28, 32)           add_one, called at util.h:3:12
//!   [44, 52)  add_one, called at prog.c:20
//! ```
//! `fn` (symbol `static_fn`, 16 bytes at 64).

use egret_dwarf::*;

/// `DW_LANG_C11`.
pub const LANG_C11: u16 = 0x1d;

/// Indices into the fixture's types.
pub mod ty {
    pub const INT: usize = 0;
    pub const UCHAR: usize = 1;
    pub const INT_PTR: usize = 2;
    pub const VOID_PTR: usize = 3;
    pub const CONST_INT: usize = 4;
    pub const VOLATILE_INT: usize = 5;
    pub const RESTRICT_PTR: usize = 6;
    pub const MYINT: usize = 7;
    pub const POINT: usize = 8;
    pub const POINT_PTR: usize = 9;
    pub const UNION: usize = 10;
    pub const MATRIX: usize = 11;
    pub const OPEN_ARRAY: usize = 12;
    pub const COLOR: usize = 13;
    pub const CALLBACK: usize = 14;
    pub const CALLBACK_PTR: usize = 15;
    pub const OPAQUE: usize = 16;
}

fn member(name: &str, ty: usize, bit_offset: u64, bit_size: Option<u32>) -> Member {
    Member {
        name: Some(name.into()),
        ty,
        bit_offset,
        bit_size,
    }
}

fn types() -> Vec<TypeInfo> {
    use ty::*;
    let pointer = |pointee| TypeInfo::Pointer {
        pointee,
        byte_size: 4,
    };
    let qualified = |qualifier, base| TypeInfo::Qualified {
        qualifier,
        base: Some(base),
    };
    vec![
        TypeInfo::Base {
            name: "int".into(),
            byte_size: 4,
            encoding: 5, // DW_ATE_signed
        },
        TypeInfo::Base {
            name: "unsigned char".into(),
            byte_size: 1,
            encoding: 8, // DW_ATE_unsigned_char
        },
        pointer(Some(INT)),
        pointer(None),
        qualified(Qualifier::Const, INT),
        qualified(Qualifier::Volatile, INT),
        qualified(Qualifier::Restrict, INT_PTR),
        TypeInfo::Typedef {
            name: "myint".into(),
            base: Some(INT),
            decl: Some(Decl { file: 1, line: 1 }),
        },
        TypeInfo::Composite {
            kind: CompositeKind::Struct,
            name: Some("point".into()),
            byte_size: Some(16),
            members: vec![
                member("x", INT, 0, None),
                member("y", MYINT, 32, None),
                member("flags", UCHAR, 64, Some(3)),
                member("mode", UCHAR, 67, Some(5)),
                member("next", POINT_PTR, 96, None),
            ],
            decl: Some(Decl { file: 0, line: 2 }),
        },
        pointer(Some(POINT)),
        TypeInfo::Composite {
            kind: CompositeKind::Union,
            name: None,
            byte_size: Some(4),
            members: vec![member("i", INT, 0, None), member("c", UCHAR, 0, None)],
            decl: None,
        },
        TypeInfo::Array {
            element: INT,
            counts: vec![Some(3), Some(4)],
        },
        TypeInfo::Array {
            element: UCHAR,
            counts: vec![None],
        },
        TypeInfo::Enumeration {
            name: Some("color".into()),
            byte_size: 4,
            base: Some(INT),
            enumerators: vec![("RED".into(), 0), ("GREEN".into(), 1), ("NONE".into(), -1)],
            decl: Some(Decl { file: 0, line: 8 }),
        },
        TypeInfo::Subroutine {
            result: Some(INT),
            params: vec![Some(INT), Some(VOID_PTR)],
            variadic: true,
        },
        pointer(Some(CALLBACK)),
        TypeInfo::Composite {
            kind: CompositeKind::Struct,
            name: Some("opaque".into()),
            byte_size: None,
            members: Vec::new(),
            decl: Some(Decl { file: 0, line: 9 }),
        },
    ]
}

fn var(name: &str, arg: Option<u32>, ty: usize, line: u32, location: VarLocation) -> VariableInfo {
    VariableInfo {
        name: name.into(),
        arg,
        ty: Some(ty),
        decl: Some(Decl { file: 0, line }),
        location,
        abstract_origin: None,
    }
}

fn at(place: LocPlace) -> VarLocation {
    VarLocation::Single(LocExpr::Whole(place))
}

fn main_variables() -> Vec<VariableInfo> {
    use ty::*;
    let moving = VarLocation::List(vec![
        LocRange {
            start: 0,
            end: 16,
            expr: LocExpr::Whole(LocPlace::Register(2)),
        },
        LocRange {
            start: 24,
            end: 40,
            expr: LocExpr::Whole(LocPlace::Frame(-8)),
        },
        LocRange {
            start: 40,
            end: 48,
            expr: LocExpr::Whole(LocPlace::Constant(3)),
        },
    ]);
    let pieces = LocExpr::Pieces(vec![(Some(LocPlace::Register(2)), 4), (None, 4)]);
    // Deliberately not in argument order: the writer sorts parameters.
    vec![
        var("argv", Some(2), RESTRICT_PTR, 10, at(LocPlace::Register(5))),
        var("argc", Some(1), INT, 10, at(LocPlace::Register(4))),
        var("p", None, POINT, 11, at(LocPlace::Frame(-16))),
        var("q", None, INT_PTR, 11, at(LocPlace::RegisterOffset(13, 8))),
        var("k", None, CONST_INT, 11, at(LocPlace::Constant(-7))),
        var("wide", None, UNION, 12, VarLocation::Single(pieces)),
        var("moving", None, MYINT, 13, moving),
        var("grid", None, MATRIX, 13, VarLocation::None),
        var("name", None, OPEN_ARRAY, 13, at(LocPlace::Frame(-40))),
        var("shade", None, COLOR, 13, at(LocPlace::Frame(-44))),
        var("cb", None, CALLBACK_PTR, 13, at(LocPlace::Frame(-48))),
        var("v", None, VOLATILE_INT, 13, at(LocPlace::Frame(-52))),
        var("handle", None, VOID_PTR, 13, at(LocPlace::Frame(-56))),
    ]
}

fn main_scopes() -> Vec<ScopeInfo> {
    let inlined = |origin, file, line, call_column| ScopeKind::Inlined {
        origin,
        call: Decl { file, line },
        call_column,
    };
    let add_one_in_square = ScopeInfo {
        kind: inlined(1, 1, 3, 12),
        ranges: vec![(28, 32)],
        variables: Vec::new(),
        children: Vec::new(),
    };
    let square = ScopeInfo {
        kind: inlined(0, 0, 12, 9),
        ranges: vec![(12, 20), (28, 36)],
        variables: vec![var("x", Some(1), ty::INT, 2, at(LocPlace::Register(3)))],
        children: vec![add_one_in_square],
    };
    let block = ScopeInfo {
        kind: ScopeKind::Lexical,
        ranges: vec![(8, 40)],
        variables: vec![var("c", None, ty::UCHAR, 14, at(LocPlace::Frame(-20)))],
        children: vec![square],
    };
    let add_one = ScopeInfo {
        kind: inlined(1, 0, 20, 0),
        ranges: vec![(44, 52)],
        variables: Vec::new(),
        children: Vec::new(),
    };
    vec![block, add_one]
}

fn main_rows() -> Vec<LineRow> {
    // (offset, file, line): square's body is util.h:2, add_one's util.h:6.
    let lines: [(usize, u32); 16] = [
        (0, 10),
        (0, 11),
        (0, 12),
        (1, 2),
        (1, 2),
        (0, 13),
        (0, 14),
        (1, 6),
        (1, 2),
        (0, 15),
        (0, 16),
        (1, 6),
        (1, 6),
        (0, 17),
        (0, 18),
        (0, 18),
    ];
    lines
        .iter()
        .enumerate()
        .map(|(i, &(file, line))| LineRow::new(i as u32 * 4, file, line, 3))
        .collect()
}

/// The unit described in the module comment.
pub fn source_input(version: DwarfVersion, endian: Endian) -> DebugInput {
    let main = FunctionInfo {
        name: "main".into(),
        text_offset: 0,
        size: 64,
        decl_file: 0,
        decl_line: 10,
        external: true,
        rows: main_rows(),
        frame: FrameInfo::default(),
        source: FunctionSource {
            source_name: None,
            result: Some(ty::INT),
            prototyped: true,
            variables: main_variables(),
            scopes: main_scopes(),
            abstract_origin: None,
        },
    };
    let static_fn = FunctionInfo {
        name: "static_fn".into(),
        text_offset: 64,
        size: 16,
        decl_file: 0,
        decl_line: 30,
        external: false,
        rows: (0..4).map(|i| LineRow::new(i * 4, 0, 31 + i, 1)).collect(),
        frame: FrameInfo::default(),
        source: FunctionSource {
            source_name: Some("fn".into()),
            ..Default::default()
        },
    };
    DebugInput {
        producer: "egret test -O2".into(),
        comp_dir: "/work/c".into(),
        files: vec!["prog.c".into(), "inc/util.h".into()],
        version,
        endian,
        code_align: 4,
        frame: FrameConventions::cpu0(),
        functions: vec![static_fn, main],
        source: SourceInfo {
            language: Some(LANG_C11),
            types: types(),
            abstract_subprograms: vec![
                AbstractSubprogram {
                    name: "square".into(),
                    linkage_name: None,
                    decl: Some(Decl { file: 1, line: 1 }),
                    external: false,
                    result: Some(ty::INT),
                    variables: Vec::new(),
                },
                AbstractSubprogram {
                    name: "add_one".into(),
                    linkage_name: Some("add_one_v2".into()),
                    decl: Some(Decl { file: 1, line: 5 }),
                    external: true,
                    result: Some(ty::MYINT),
                    variables: Vec::new(),
                },
            ],
            globals: Vec::new(),
        },
    }
}
