//! Whole programs through the front end: this crate's own test programs
//! (`llvmlite/tests/programs/`) and the shared corpus (`tests/programs/`).
//!
//! For every program: it parses and verifies; the interpreter gives the
//! recorded result (`; ret: N` header) and output (`NAME.out`) in both byte
//! orders; printing and re-parsing is a fixpoint and gives the same IR up to
//! value names; and, when LLVM 14 is installed, the LLVM-flavoured print is
//! accepted by `llvm-as-14` and gives the same result under `lli-14`.

use egret_llvmlite::interp::{InterpConfig, run_main};
use egret_llvmlite::printer::{print_module, print_module_llvm};
use egret_llvmlite::*;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

struct Program {
    path: PathBuf,
    text: String,
    args: Vec<String>,
    ret: Option<i64>,
    output: Option<Vec<u8>>,
}

fn programs_in(dir: &Path) -> Vec<Program> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("readable program");
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let mut args = vec![name];
            let mut ret = None;
            for l in text.lines() {
                if let Some(a) = l.strip_prefix("; args:") {
                    args.extend(a.split_whitespace().map(String::from));
                }
                if let Some(r) = l.strip_prefix("; ret:") {
                    ret = r.trim().parse().ok();
                }
            }
            let output = std::fs::read(path.with_extension("out")).ok();
            Program {
                path,
                text,
                args,
                ret,
                output,
            }
        })
        .collect()
}

fn all_programs() -> Vec<Program> {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut ps = programs_in(&here.join("tests/programs"));
    ps.extend(programs_in(&here.join("../tests/programs")));
    ps
}

fn parse_or_panic(name: &str, text: &str) -> Module {
    match parse(name, text) {
        Ok((m, _)) => m,
        Err(ds) => panic!(
            "{}",
            ds.iter().map(|d| d.render(name, text)).collect::<String>()
        ),
    }
}

#[test]
fn programs_give_their_recorded_results_in_both_byte_orders() {
    let programs = all_programs();
    assert!(programs.len() >= 7, "the crate's own programs are present");
    let mut failures = Vec::new();
    for p in &programs {
        let name = p.path.display().to_string();
        let m = parse_or_panic(&name, &p.text);
        for endian in [Endian::Big, Endian::Little] {
            let cfg = InterpConfig {
                endian,
                args: p.args.clone(),
                ..InterpConfig::default()
            };
            match run_main(&m, &cfg) {
                Ok(out) => {
                    if p.ret.is_some_and(|r| r != out.ret) {
                        failures.push(format!(
                            "{name} ({endian:?}): returned {}, expected {:?}",
                            out.ret, p.ret
                        ));
                    }
                    if p.output.as_ref().is_some_and(|o| *o != out.output) {
                        failures.push(format!("{name} ({endian:?}): output differs"));
                    }
                }
                Err(e) => failures.push(format!("{name} ({endian:?}): {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn print_then_parse_is_a_fixpoint_and_keeps_the_ir() {
    for p in all_programs() {
        let name = p.path.display().to_string();
        let m1 = parse_or_panic(&name, &p.text);
        let text1 = print_module(&m1);
        let m2 = parse_or_panic("printed.ll", &text1);
        let text2 = print_module(&m2);
        assert_eq!(text1, text2, "{name}: printing is not a fixpoint");
        if let Err(e) = ir_equiv(&m1, &m2) {
            panic!("{name}: IR differs after print and parse: {e}\n{text1}");
        }
    }
}

fn tool(name: &str) -> bool {
    Command::new(name)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn llvm_print_is_accepted_and_agrees_with_lli() {
    if !tool("llvm-as-14") || !tool("lli-14") {
        eprintln!("llvm-as-14/lli-14 not installed: skipping");
        return;
    }
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let runtime = here.join("../tests/lli/runtime.ll");
    let dir = std::env::temp_dir().join(format!("egret-llvm-print-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for p in all_programs() {
        let name = p.path.display().to_string();
        let m = parse_or_panic(&name, &p.text);
        let file = dir.join(p.path.file_name().unwrap());
        std::fs::write(&file, print_module_llvm(&m)).unwrap();
        let asm = Command::new("llvm-as-14")
            .arg(&file)
            .arg("-o")
            .arg("/dev/null")
            .output()
            .unwrap();
        if !asm.status.success() {
            failures.push(format!(
                "{name}: llvm-as-14 rejects the LLVM print:\n{}",
                String::from_utf8_lossy(&asm.stderr)
            ));
            continue;
        }
        if !runtime.exists() {
            continue;
        }
        let run = Command::new("lli-14")
            .arg(format!("-extra-module={}", runtime.display()))
            .arg(&file)
            .args(&p.args[1..])
            .output()
            .unwrap();
        if let Some(r) = p.ret
            && run.status.code() != Some((r & 0xff) as i32)
        {
            failures.push(format!(
                "{name}: lli-14 exit {:?}, expected {}",
                run.status.code(),
                r & 0xff
            ));
        }
        if p.output.as_ref().is_some_and(|o| *o != run.stdout) {
            failures.push(format!("{name}: lli-14 output differs"));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

// ------------------------------------------------------ IR equivalence

/// Checks that two modules are the same IR up to the names of local values
/// and blocks: same types, globals, functions, and instruction by
/// instruction the same operations on corresponding operands.
fn ir_equiv(a: &Module, b: &Module) -> Result<(), String> {
    let ty = |m: &Module, t: Ty| m.types.display(t).to_string();
    let named = |m: &Module| -> Vec<(String, Option<String>)> {
        m.types
            .named_types()
            .map(|(_, n)| (n.name.clone(), n.body.map(|t| ty(m, t))))
            .collect()
    };
    if named(a) != named(b) {
        return Err("named types differ".into());
    }
    if a.globals.len() != b.globals.len() {
        return Err("number of globals differs".into());
    }
    for ((_, ga), (_, gb)) in a.globals.iter().zip(b.globals.iter()) {
        let same = ga.name == gb.name
            && ty(a, ga.ty) == ty(b, gb.ty)
            && ga.init == gb.init
            && ga.constant == gb.constant
            && ga.linkage == gb.linkage;
        if !same {
            return Err(format!("global @{} differs", ga.name));
        }
    }
    if a.funcs.len() != b.funcs.len() {
        return Err("number of functions differs".into());
    }
    for ((_, fa), (_, fb)) in a.funcs.iter().zip(b.funcs.iter()) {
        if fa.name != fb.name || ty(a, fa.fn_ty) != ty(b, fb.fn_ty) || fa.linkage != fb.linkage {
            return Err(format!("function @{} differs", fa.name));
        }
        match (&fa.body, &fb.body) {
            (None, None) => {}
            (Some(x), Some(y)) => {
                let (sx, sy) = (shapes(a, x), shapes(b, y));
                if sx != sy {
                    let at = sx
                        .iter()
                        .zip(&sy)
                        .position(|(p, q)| p != q)
                        .unwrap_or(sx.len().min(sy.len()));
                    return Err(format!(
                        "@{}: first difference at line {at}: {:?} vs {:?}",
                        fa.name,
                        sx.get(at),
                        sy.get(at)
                    ));
                }
            }
            _ => return Err(format!("@{}: one is defined, the other declared", fa.name)),
        }
    }
    Ok(())
}

/// A name-free rendering of a function body, one string per block header and
/// instruction: values become positions, constants their type and bits.
fn shapes(m: &Module, f: &Function) -> Vec<String> {
    let mut ids: HashMap<Value, String> = HashMap::new();
    let mut block_pos = HashMap::new();
    let mut n = 0;
    for (bi, &b) in f.layout.iter().enumerate() {
        block_pos.insert(b, bi);
        for (k, &p) in f.blocks[b].params.iter().enumerate() {
            ids.insert(p, format!("b{bi}.{k}"));
        }
        for &i in &f.blocks[b].insts {
            if let Some(r) = f.inst_result(i) {
                ids.insert(r, format!("i{n}"));
            }
            n += 1;
        }
    }
    let val = |v: Value| -> String {
        let t = m.types.display(f.value_type(v)).to_string();
        match f.value_def(v) {
            ValueDef::Inst(_) | ValueDef::Param(..) => {
                ids.get(&v).cloned().unwrap_or_else(|| "?".into())
            }
            ValueDef::Const(c) => format!("{t} {c}"),
            ValueDef::Wide(_) => format!("{t} {:?}", f.wide_const(v).unwrap_or(&[])),
            ValueDef::Null => format!("{t} null"),
            ValueDef::Undef => format!("{t} undef"),
            ValueDef::Zero => format!("{t} zeroinitializer"),
            ValueDef::Global(g) => format!("@{}", m.globals[g].name),
            ValueDef::Func(fr) => format!("@{}", m.funcs[fr].name),
            ValueDef::BlockAddr(fr, b) => format!("blockaddress(@{}, {b})", m.funcs[fr].name),
        }
    };
    let call = |bc: &BlockCall| -> String {
        let args: Vec<String> = bc.args.iter().map(|&v| val(v)).collect();
        format!("B{}({})", block_pos[&bc.block], args.join(","))
    };
    let mut out = Vec::new();
    for &b in &f.layout {
        let params: Vec<String> = f.blocks[b]
            .params
            .iter()
            .map(|&p| m.types.display(f.value_type(p)).to_string())
            .collect();
        out.push(format!("block({})", params.join(",")));
        for &i in &f.blocks[b].insts {
            let result = f
                .inst_result(i)
                .map(|r| m.types.display(f.value_type(r)).to_string())
                .unwrap_or_default();
            let args: Vec<String> = f.insts[i].args().into_iter().map(val).collect();
            let extra = match &f.insts[i] {
                InstData::Binary { op, flags, .. } => format!("{} {flags:?}", op.name()),
                InstData::Icmp { cc, .. } => format!("icmp {}", cc.name()),
                InstData::Cast { op, .. } => op.name().to_string(),
                InstData::Alloca { ty, .. } => format!("alloca {}", m.types.display(*ty)),
                InstData::Gep {
                    elem_ty, inbounds, ..
                } => format!("gep {} {inbounds}", m.types.display(*elem_ty)),
                InstData::Call { callee, fn_ty, .. } => {
                    let c = match callee {
                        Callee::Direct(fr) => m.funcs[*fr].name.clone(),
                        Callee::Indirect(_) => "indirect".into(),
                    };
                    format!("call {c} {}", m.types.display(*fn_ty))
                }
                InstData::Jump { dest } => format!("jump {}", call(dest)),
                InstData::Branch {
                    then_dest,
                    else_dest,
                    ..
                } => format!("br {} {}", call(then_dest), call(else_dest)),
                other => format!("{other:?}")
                    .split([' ', '{'])
                    .next()
                    .unwrap_or("")
                    .to_string(),
            };
            out.push(format!("{extra} -> {result} [{}]", args.join(", ")));
        }
    }
    out
}
