//! Locations of C code through the mid-end (issue 22).
//!
//! clang's `-g -O0` output of `tests/c_debug/meta_*.c`, with its C locations
//! adopted, is legalized and optimised at -O2. Afterwards every instruction
//! of a function with a `DISubprogram` must still be in a scope whose inline
//! chain ends in that subprogram (the e-graph, elaboration and the other
//! passes keep the scope of the locations they copy), and the code egret's
//! inliner copied must name the callee's subprogram inlined at the call's
//! line.

mod common;

use egret_egraph::{OptLevel, OptOptions, optimize};
use egret_llvmlite::legalize::{LegalizeOptions, legalize};
use egret_llvmlite::{FnAttrs, Module, SrcLoc, adopt_debug_locations};
use std::path::{Path, PathBuf};

fn o0_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/c_debug/meta_ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.to_string_lossy().ends_with(".O0.ll"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 40);
    files
}

/// Parses, adopts C locations, legalizes and optimises at -O2.
fn optimised(path: &Path) -> Module {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).expect("readable");
    let mut m = common::parse_text(&name, &text);
    // clang -O0 marks every function `noinline optnone`; the test is about
    // what the passes do, so they are dropped (`-Xclang -disable-O0-optnone`).
    for fd in m.funcs.values_mut() {
        fd.fn_attrs = FnAttrs::default();
    }
    adopt_debug_locations(&mut m);
    let opts = LegalizeOptions {
        big_endian: m.target.big_endian.unwrap_or(false),
    };
    legalize(&mut m, &opts).unwrap_or_else(|d| panic!("{name}: {d:?}"));
    let opts = OptOptions {
        verify: true,
        ..OptOptions::at(OptLevel::O2)
    };
    optimize(&mut m, &opts).unwrap_or_else(|e| panic!("{name}: {e}"));
    m
}

/// The subprogram names of `loc`'s inline chain, innermost first, each with
/// the line it was inlined at (0 for the outermost).
fn chain(m: &Module, loc: SrcLoc) -> Vec<(String, u32)> {
    let frames = m.inline_chain(loc);
    assert!(frames.len() < 100, "cyclic chain");
    frames
        .into_iter()
        .map(|(sp, line)| {
            let sp = sp.expect("scope in a subprogram");
            let name = m.metadata.str(sp, "name").unwrap_or("?").to_string();
            (name, line)
        })
        .collect()
}

#[test]
fn optimised_code_keeps_scopes_ending_in_its_function() {
    let mut unscoped = 0;
    let mut inlined = 0;
    for path in o0_files() {
        let m = optimised(&path);
        for f in m.funcs.values() {
            let (Some(body), Some(sp)) = (&f.body, f.subprogram) else {
                continue;
            };
            let own = m.metadata.str(sp, "name").expect("named").to_string();
            for &b in &body.layout {
                for &i in &body.blocks[b].insts {
                    let loc = body.locs[i];
                    if loc.scope == 0 {
                        assert_eq!(
                            loc.line,
                            0,
                            "{}: @{}: a line without scope",
                            path.display(),
                            f.name
                        );
                        unscoped += 1;
                        continue;
                    }
                    let c = chain(&m, loc);
                    assert_eq!(
                        c.last().map(|l| l.0.as_str()),
                        Some(own.as_str()),
                        "{}",
                        path.display()
                    );
                    for (callee, at) in &c[..c.len() - 1] {
                        assert!(*at > 0, "{}: {callee} inlined at line 0", path.display());
                        inlined += 1;
                    }
                }
            }
        }
    }
    assert_eq!(unscoped, 0, "instructions that lost their scope");
    assert!(inlined > 0, "egret's inliner copied code");
}

#[test]
fn egret_inlining_builds_inlined_at_chains() {
    for path in o0_files()
        .iter()
        .filter(|p| p.to_string_lossy().contains("meta_inline."))
    {
        let m = optimised(path);
        let main = &m.funcs[m.func_by_name("main").expect("main")];
        let body = main.body.as_ref().expect("body");
        let mut chains: Vec<Vec<(String, u32)>> = body
            .layout
            .iter()
            .flat_map(|&b| &body.blocks[b].insts)
            .map(|&i| chain(&m, body.locs[i]))
            .collect();
        chains.sort();
        chains.dedup();
        let want = |c: &[(&str, u32)]| {
            c.iter()
                .map(|&(n, l)| (n.to_string(), l))
                .collect::<Vec<_>>()
        };
        for expected in [
            want(&[("square", 3), ("cube", 5), ("poly", 12), ("main", 0)]),
            want(&[("square", 6), ("poly", 12), ("main", 0)]),
        ] {
            assert!(
                chains.contains(&expected),
                "{}: {expected:?} not in {chains:?}",
                path.display()
            );
        }
    }
}

/// Scopes are interned as calls are inlined, in an order that does not
/// depend on anything but the module: two runs give the same table.
#[test]
fn scope_tables_are_deterministic() {
    let path = o0_files()
        .into_iter()
        .find(|p| p.to_string_lossy().contains("meta_inline.clang-19.mips."))
        .expect("in corpus");
    let a = optimised(&path);
    let b = optimised(&path);
    assert_eq!(a.scopes, b.scopes);
}

/// An optimised C module prints with its adopted locations as `DILocation`
/// nodes (inline chains as `inlinedAt`), and the text reads back with the
/// same chains.
#[test]
fn optimised_locations_print_and_read_back() {
    for path in o0_files()
        .iter()
        .filter(|p| p.to_string_lossy().contains(".clang-19.mipsel."))
    {
        let m = optimised(path);
        let text = egret_llvmlite::printer::print_module(&m);
        let mut again = common::parse_text(&format!("{} printed", path.display()), &text);
        adopt_debug_locations(&mut again);
        for (f, g) in m.funcs.values().zip(again.funcs.values()) {
            let (Some(a), Some(b)) = (&f.body, &g.body) else {
                continue;
            };
            let chains = |m: &Module, body: &egret_llvmlite::Function| -> Vec<Vec<(String, u32)>> {
                // As a set: the printer may add copies and forwarding
                // blocks, which get the function's line 0.
                let mut all: Vec<_> = body
                    .layout
                    .iter()
                    .flat_map(|&bl| &body.blocks[bl].insts)
                    .map(|&i| chain(m, body.locs[i]))
                    .collect();
                all.sort();
                all.dedup();
                all
            };
            assert_eq!(
                chains(&m, a),
                chains(&again, b),
                "{}: @{}",
                path.display(),
                f.name
            );
        }
    }
}
