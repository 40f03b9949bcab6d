//! Debug metadata of clang's `-g` output, through the front end.
//!
//! `tests/c_debug/meta_*.c` are C programs written for these tests (structs,
//! unions, enums, typedefs, arrays, pointers, inlined static functions, loops
//! with block-scoped locals, varargs); `tests/c_debug/meta_ll/` holds what
//! clang-14 and clang-19 made of them with `-g` at -O0 and -O2 for both MIPS
//! byte orders (`tests/c_debug/meta_generate.sh` regenerates them). Every
//! file must parse and verify with its metadata kept, print and read back to
//! the same text, and adopt C locations whose scope chains end in the
//! function's own `DISubprogram`. The smaller tests check one form or one
//! diagnostic each.

use egret_llvmlite::*;
use std::path::{Path, PathBuf};

/// The checked-in `.ll` files of `tests/c_debug/meta_ll`, sorted.
fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/c_debug/meta_ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert_eq!(
        files.len(),
        80,
        "10 programs x 2 clangs x 2 triples x 2 levels"
    );
    files
}

fn parse_ok(name: &str, src: &str) -> Module {
    match parse(name, src) {
        Ok((m, _)) => m,
        Err(e) => panic!(
            "{}",
            e.iter().map(|d| d.render(name, src)).collect::<String>()
        ),
    }
}

fn errors_of(src: &str) -> Vec<String> {
    match parse("t.ll", src) {
        Ok(_) => Vec::new(),
        Err(e) => e.iter().map(|d| d.to_string()).collect(),
    }
}

#[test]
fn corpus_keeps_its_metadata() {
    for path in corpus() {
        let name = path.display().to_string();
        let src = std::fs::read_to_string(&path).expect("readable");
        let m = parse_ok(&name, &src);
        let md = &m.metadata;
        let cu = md.named("llvm.dbg.cu");
        assert_eq!(cu.len(), 1, "{name}");
        assert_eq!(md.kind(cu[0]), Some("DICompileUnit"), "{name}");
        let file = md.node(cu[0], "file").expect("CU file");
        assert!(
            md.str(file, "filename").is_some_and(|f| f.ends_with(".c")),
            "{name}"
        );
        let defined: Vec<_> = m.funcs.values().filter(|f| f.body.is_some()).collect();
        assert!(!defined.is_empty());
        for f in defined {
            let sp = f
                .subprogram
                .unwrap_or_else(|| panic!("{name}: @{} has no !dbg", f.name));
            assert_eq!(md.kind(sp), Some("DISubprogram"));
            let body = f.body.as_ref().expect("defined");
            let with_dbg = body.dbg_attachments.len();
            assert!(with_dbg > 0, "{name}: @{} keeps no !dbg", f.name);
            for (_, &loc) in body.dbg_attachments.iter() {
                assert_eq!(md.kind(loc), Some("DILocation"));
                assert!(md.node(loc, "scope").is_some());
            }
        }
        let records: usize = m
            .funcs
            .values()
            .filter_map(|f| f.body.as_ref())
            .map(|b| b.dbg_records.len())
            .sum();
        assert!(
            records > 0 || name.contains(".O2."),
            "{name}: no debug records"
        );
    }
}

/// A small module with every form the parser must keep: distinct nodes,
/// forward references, inline nodes, tuples with typed constants, flags,
/// negative and wide integers, a declaration's `!dbg`, a global's `!dbg`,
/// both record syntaxes.
const FORMS: &str = r#"@g = global i32 7, align 4, !dbg !20
define i32 @f(i32 %x) !dbg !4 {
entry:
  %p = alloca i32, align 4
  call void @llvm.dbg.declare(metadata ptr %p, metadata !7, metadata !DIExpression()), !dbg !8
  store i32 %x, ptr %p, align 4, !dbg !8
  #dbg_value(i32 %x, !7, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !8)
  #dbg_value(!DIArgList(i32 %x, i32 %x), !7, !DIExpression(DW_OP_LLVM_arg, 0), !8)
  %y = add i32 %x, 1, !dbg !9, !tbaa !30
  ret i32 %y, !dbg !9
}
declare !dbg !25 i32 @h(i32)
declare void @llvm.dbg.declare(metadata, metadata, metadata)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!31, !32}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !{!20}, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "t.c", directory: "/src", checksumkind: CSK_MD5, checksum: "00ff")
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, type: !5, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !{})
!5 = !DISubroutineType(types: !6)
!6 = !{!10, !10}
!7 = !DILocalVariable(name: "x", arg: 1, scope: !4, file: !1, line: 3, type: !10)
!8 = !DILocation(line: 3, column: 11, scope: !4)
!9 = !DILocation(line: 4, column: 3, scope: !11, inlinedAt: !8)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = distinct !DILexicalBlock(scope: !4, file: !1, line: 4, column: 1)
!12 = !DIEnumerator(name: "BIG", value: 18446744073709551615, isUnsigned: true)
!13 = !DISubrange(count: 4, lowerBound: -1)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !10, isLocal: false, isDefinition: true)
!25 = !DISubprogram(name: "h", scope: !1, file: !1, line: 9, type: !5, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!30 = !{!"int", !{!"omnipotent char"}, i64 0}
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
"#;

#[test]
fn every_form_is_kept() {
    let m = parse_ok("forms.ll", FORMS);
    let md = &m.metadata;
    let f = &m.funcs[m.func_by_name("f").expect("f")];
    let sp = f.subprogram.expect("subprogram");
    assert_eq!(md.str(sp, "name"), Some("f"));
    assert_eq!(md.int(sp, "line"), Some(3));
    assert_eq!(
        md.flags(sp, "flags"),
        ["DIFlagPrototyped", "DIFlagAllCallsDescribed"]
    );
    assert_eq!(md.flags(sp, "spFlags"), ["DISPFlagDefinition"]);
    assert!(md.nodes[sp].distinct);
    let retained = md.node(sp, "retainedNodes").expect("inline tuple");
    assert_eq!(md.tuple(retained), Some(&[][..]));
    let cu = md.named("llvm.dbg.cu")[0];
    assert_eq!(md.ident(cu, "emissionKind"), Some("FullDebug"));
    assert_eq!(md.ident(cu, "isOptimized"), Some("false"));
    let file = md.node(cu, "file").expect("file");
    assert_eq!(md.str(file, "directory"), Some("/src"));
    let h = &m.funcs[m.func_by_name("h").expect("h")];
    assert_eq!(h.subprogram.and_then(|s| md.str(s, "name")), Some("h"));
    let g = &m.globals[m.global_by_name("g").expect("g")];
    assert_eq!(g.dbg.len(), 1);
    assert_eq!(md.kind(g.dbg[0]), Some("DIGlobalVariableExpression"));
    let body = f.body.as_ref().expect("body");
    assert_eq!(body.dbg_attachments.len(), 3, "store, add, ret");
    let kinds: Vec<_> = body
        .dbg_records
        .iter()
        .map(|r| (r.kind, r.value.is_some()))
        .collect();
    assert_eq!(
        kinds,
        [
            (DbgKind::Declare, true),
            (DbgKind::Value, true),
            (DbgKind::Value, false)
        ]
    );
    let fragment = md.expression(body.dbg_records[1].expr).expect("expression");
    assert_eq!(
        fragment,
        [
            MdValue::Ident("DW_OP_LLVM_fragment".into()),
            MdValue::Int(0),
            MdValue::Int(32)
        ]
    );
    // The declare follows the alloca; the first value record the store.
    let entry = body.layout[0];
    let insts = &body.blocks[entry].insts;
    assert_eq!(body.dbg_records[0].after, Some(insts[0]));
    assert_eq!(body.dbg_records[1].after, Some(insts[1]));
    assert!(body.dbg_records.iter().all(|r| r.block == entry));
    let enumerator = md
        .nodes
        .keys()
        .find(|&n| md.kind(n) == Some("DIEnumerator"))
        .expect("enum");
    assert_eq!(md.int(enumerator, "value"), Some(18446744073709551615));
    let range = md
        .nodes
        .keys()
        .find(|&n| md.kind(n) == Some("DISubrange"))
        .expect("range");
    assert_eq!(md.int(range, "lowerBound"), Some(-1));
    let flags = md.named("llvm.module.flags");
    assert_eq!(
        md.tuple(flags[0]).expect("tuple")[1],
        MdValue::Str("Dwarf Version".into())
    );
    assert_eq!(
        md.tuple(flags[0]).expect("tuple")[0],
        MdValue::Const {
            ty: "i32".into(),
            text: "7".into()
        }
    );
}

#[test]
fn bad_metadata_is_a_positioned_error() {
    let cases = [
        (
            "define void @f() {\n  ret void, !dbg !3\n}\n",
            "2:18: undefined metadata node `!3`",
        ),
        (
            "define void @f() {\n  ret void, !dbg !0\n}\n!0 = !{}\n",
            "2:18: an instruction's `!dbg` must be `!DILocation`, not a tuple",
        ),
        (
            "define void @f() !dbg !0 {\n  ret void\n}\n!0 = !DIFile(filename: \"a.c\", directory: \"\")\n",
            "1:23: a function's `!dbg` must be `!DISubprogram`, not `!DIFile`",
        ),
        (
            "!0 = !DILocation(line: \"five\", scope: null)\n",
            "1:24: field `line` of `!DILocation` must be an integer, found `\"five\"`",
        ),
        (
            "!0 = !DILocation(line: 5, scope: 7)\n",
            "1:34: field `scope` of `!DILocation` must be a metadata node or `null`, found `7`",
        ),
        ("!0 = !{}\n!0 = !{}\n", "2:1: redefinition of `!0`"),
        (
            "!0 = !DILocation(line 5)\n",
            "1:18: expected a field name `name:`, found `line`",
        ),
        ("!0 = !{!1\n", "2:1: expected `,` or `}`, found end of file"),
        (
            "!0 = !{i32 1}\n!x = !{!0, i32 1}\n",
            "2:12: named metadata lists only nodes `!N`",
        ),
        (
            "define void @f() {\n  #dbg_value(i32 0, !0, !0, !0)\n  ret void\n}\n!0 = !{}\n",
            "2:21: a debug record's variable must be `!DILocalVariable`, not a tuple",
        ),
        (
            "define void @f() {\n  #dbg_frob(i32 0)\n  ret void\n}\n",
            "2:3: unknown debug record `#dbg_frob`",
        ),
    ];
    for (src, want) in cases {
        let (at, message) = want.split_once(": ").expect("position: message");
        let expected = format!("{at}: error: {message}");
        let errors = errors_of(src);
        assert!(
            errors.iter().any(|e| e.starts_with(&expected)),
            "{src}\nwant {expected}\ngot {errors:?}"
        );
    }
}

/// The subprograms of `loc`'s inline chain, innermost first, each with the
/// line it was inlined at.
fn chain(m: &Module, loc: SrcLoc) -> Vec<(MdId, u32)> {
    let frames = m.inline_chain(loc);
    assert!(frames.len() < 100, "cyclic inline chain");
    frames
        .into_iter()
        .map(|(sp, line)| (sp.expect("scope inside a subprogram"), line))
        .collect()
}

#[test]
fn adopted_locations_are_c_lines_in_their_function() {
    let mut inlined_copies = 0;
    for path in corpus() {
        let name = path.display().to_string();
        let src = std::fs::read_to_string(&path).expect("readable");
        let mut m = parse_ok(&name, &src);
        adopt_debug_locations(&mut m);
        for f in m.funcs.values() {
            let (Some(body), Some(sp)) = (&f.body, f.subprogram) else {
                continue;
            };
            assert!(body.dbg_attachments.is_empty());
            for &b in &body.layout {
                for &inst in &body.blocks[b].insts {
                    let loc = body.locs[inst];
                    let file = &m.files[loc.file as usize];
                    assert!(
                        file.name.ends_with(".c"),
                        "{name}: @{} in {}",
                        f.name,
                        file.name
                    );
                    assert_eq!(file.dir, "/src");
                    let c = chain(&m, loc);
                    assert_eq!(
                        c.last().map(|l| l.0),
                        Some(sp),
                        "{name}: @{} {loc:?}",
                        f.name
                    );
                    for (callee, at) in &c[..c.len() - 1] {
                        assert!(*at > 0, "{name}: inlined at line 0");
                        assert_ne!(*callee, sp, "{name}: @{} inlined into itself", f.name);
                        inlined_copies += 1;
                    }
                }
            }
            for r in &body.dbg_records {
                assert_eq!(chain(&m, r.loc).last().map(|l| l.0), Some(sp));
            }
        }
    }
    assert!(inlined_copies > 0, "clang -O2 inlines the static functions");
}

/// clang -O2 inlines `square` into `cube` into `poly` into `main`; the
/// chains say so with the calls' lines.
#[test]
fn clang_inlining_gives_chains_with_call_lines() {
    let path = corpus()
        .into_iter()
        .find(|p| p.ends_with("meta_inline.clang-19.mipsel.O2.ll"))
        .expect("in corpus");
    let src = std::fs::read_to_string(&path).expect("readable");
    let mut m = parse_ok("inline.ll", &src);
    adopt_debug_locations(&mut m);
    let main = &m.funcs[m.func_by_name("main").expect("main")];
    let body = main.body.as_ref().expect("body");
    let mut chains: Vec<Vec<(String, u32)>> = body
        .layout
        .iter()
        .flat_map(|&b| &body.blocks[b].insts)
        .map(|&i| {
            chain(&m, body.locs[i])
                .into_iter()
                .map(|(sp, at)| (m.metadata.str(sp, "name").unwrap_or("").to_string(), at))
                .collect()
        })
        .collect();
    chains.sort();
    chains.dedup();
    let square_in_cube_in_poly: Vec<(String, u32)> = vec![
        ("square".into(), 3),
        ("cube".into(), 5),
        ("poly".into(), 12),
        ("main".into(), 0),
    ];
    assert!(chains.contains(&square_in_cube_in_poly), "{chains:?}");
}

/// Printing keeps the metadata: the text reads back to the same text (a
/// fixed point after the first print) with the same nodes, attachments and
/// records.
#[test]
fn corpus_prints_and_reads_back() {
    for path in corpus() {
        let name = path.display().to_string();
        let src = std::fs::read_to_string(&path).expect("readable");
        let m = parse_ok(&name, &src);
        let once = egret_llvmlite::printer::print_module(&m);
        let again = parse_ok(&format!("{name} printed"), &once);
        let twice = egret_llvmlite::printer::print_module(&again);
        assert_eq!(once, twice, "{name}: printing is not a fixed point");
        assert_eq!(m.metadata.nodes.len(), again.metadata.nodes.len(), "{name}");
        assert_eq!(m.metadata.named, again.metadata.named, "{name}");
        for (f, g) in m.funcs.values().zip(again.funcs.values()) {
            assert_eq!(f.subprogram, g.subprogram, "{name}: @{}", f.name);
            let (Some(a), Some(b)) = (&f.body, &g.body) else {
                continue;
            };
            assert_eq!(
                a.dbg_attachments.len(),
                b.dbg_attachments.len(),
                "{name}: @{}",
                f.name
            );
            assert_eq!(
                a.dbg_records.len(),
                b.dbg_records.len(),
                "{name}: @{}",
                f.name
            );
        }
    }
}

/// `llvm-as-19` accepts the metadata, attachments and records egret
/// prints (the LLVM flavour, which writes records as `llvm.dbg.*` calls),
/// when it is installed; the test says so when it is not.
#[test]
fn llvm_as_accepts_the_printed_metadata() {
    let tool = "llvm-as-19";
    if std::process::Command::new(tool)
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("{tool} not installed: skipped");
        return;
    }
    let dir = std::env::temp_dir().join(format!("egret-meta-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    // One byte order is enough: the metadata does not depend on it.
    for path in corpus()
        .iter()
        .filter(|p| p.to_string_lossy().contains(".mipsel."))
    {
        let name = path.display().to_string();
        let src = std::fs::read_to_string(path).expect("readable");
        let m = parse_ok(&name, &src);
        for (flavor, text) in [
            ("llvm", egret_llvmlite::printer::print_module_llvm(&m)),
            ("egret", egret_llvmlite::printer::print_module(&m)),
        ] {
            let file = dir.join(format!("{flavor}.ll"));
            std::fs::write(&file, &text).expect("write");
            let out = std::process::Command::new(tool)
                .arg(&file)
                .arg("-o")
                .arg(dir.join("out.bc"))
                .output()
                .expect("runs");
            // Invalid debug info is only a warning (and then dropped).
            assert!(
                out.status.success() && out.stderr.is_empty(),
                "{name} ({flavor}): {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Hostile metadata: cyclic `inlinedAt` chains, a location whose scope is
/// not a scope, a subprogram without a file. Adoption finishes, and every
/// chain it builds is finite.
#[test]
fn hostile_metadata_adopts_without_hanging() {
    let src = r#"define void @f() !dbg !3 {
  ret void, !dbg !5
}
define void @g() !dbg !9 {
  ret void, !dbg !7
}
!llvm.dbg.cu = !{!0}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1)
!1 = !DIFile(filename: "h.c", directory: "/d")
!3 = distinct !DISubprogram(name: "f", unit: !0)
!5 = !DILocation(line: 2, scope: !3, inlinedAt: !6)
!6 = !DILocation(line: 3, scope: !3, inlinedAt: !5)
!7 = !DILocation(line: 4, scope: !8)
!8 = !{}
!9 = distinct !DISubprogram(name: "g", file: !1, unit: !0)
"#;
    let mut m = parse_ok("h.ll", src);
    adopt_debug_locations(&mut m);
    for f in m.funcs.values() {
        let body = f.body.as_ref().expect("defined");
        for &b in &body.layout {
            for &i in &body.blocks[b].insts {
                let mut loc = body.locs[i];
                let mut steps = 0;
                while let Some(at) = m.scope(loc).and_then(|s| s.inlined_at) {
                    loc = at;
                    steps += 1;
                    assert!(steps <= 300, "unbounded chain");
                }
            }
        }
    }
    let f = &m.funcs[m.func_by_name("f").expect("f")];
    let loc = f.body.as_ref().expect("body").locs.values().next().copied();
    assert!(loc.is_some_and(|l| m.files[l.file as usize].name == "h.c"));
}
