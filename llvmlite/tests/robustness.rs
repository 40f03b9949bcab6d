//! No input makes the front end panic.
//!
//! Random bytes, random token soup and mutations of valid programs (byte
//! flips, deleted and duplicated lines, swapped tokens) go through the parser
//! and verifier. Whatever still verifies is also printed, re-parsed and run in
//! the interpreter with small limits: the interpreter must turn every problem
//! into an error, never a panic. A deterministic sweep deletes every line of
//! every program in turn (at most 150 per program), and random sequences of
//! builder calls (valid or not, with dangling values) must never panic the
//! verifier.

use egret_llvmlite::builder::{FunctionBuilder, ModuleBuilder};
use egret_llvmlite::interp::{InterpConfig, run_main};
use egret_llvmlite::printer::{print_module, print_module_llvm};
use egret_llvmlite::{
    BinOp, Block, CastOp, Endian, FuncRef, IntCC, Module, Ty, Value, parse, verify,
};
use proptest::prelude::*;
use std::path::Path;
use std::sync::OnceLock;

/// The programs to mutate, read once.
fn sources() -> &'static [String] {
    static SOURCES: OnceLock<Vec<String>> = OnceLock::new();
    SOURCES.get_or_init(read_sources)
}

fn read_sources() -> Vec<String> {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for dir in [
        here.join("tests/programs"),
        here.join("../tests/programs"),
        here.join("../tests/malformed"),
    ] {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut paths: Vec<_> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "ll"))
            .collect();
        paths.sort();
        out.extend(paths.iter().filter_map(|p| std::fs::read_to_string(p).ok()));
    }
    out
}

/// Parses `text`; if it verifies, prints it both ways, re-parses the print
/// and runs it briefly. Any panic fails the test.
fn exercise(text: &str) {
    let Ok((m, _)) = parse("fuzz.ll", text) else {
        return;
    };
    let printed = print_module(&m);
    let _ = print_module_llvm(&m);
    if let Err(ds) = parse("printed.ll", &printed) {
        panic!(
            "a verified module printed to text that does not parse: {:?}\n{printed}",
            ds[0]
        );
    }
    for endian in [Endian::Big, Endian::Little] {
        let cfg = InterpConfig {
            endian,
            step_limit: 20_000,
            memory_size: 1 << 20,
            max_call_depth: 200,
            args: vec!["fuzz".into(), "7".into()],
            ..InterpConfig::default()
        };
        let _ = run_main(&m, &cfg);
    }
}

const TOKENS: &[&str] = &[
    "define",
    "declare",
    "i64",
    "i32",
    "i8",
    "i1",
    "void",
    "@f",
    "@main",
    "@g",
    "%x",
    "%y",
    "%1",
    "%T",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "*",
    ",",
    "=",
    "...",
    "x",
    "4",
    "-1",
    "0",
    "add",
    "sub",
    "icmp",
    "slt",
    "br",
    "label",
    "ret",
    "call",
    "load",
    "store",
    "alloca",
    "getelementptr",
    "phi",
    "switch",
    "select",
    "bitcast",
    "to",
    "zext",
    "global",
    "constant",
    "type",
    "null",
    "undef",
    "true",
    "c\"a\\00\"",
    "entry:",
    "loop:",
    "\n",
    "unreachable",
    "inbounds",
    "align",
    "!0",
    "#0",
    ";c\n",
    "sdiv",
    "shl",
];

fn token_soup() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(TOKENS), 0..120).prop_map(|ts| ts.join(" "))
}

#[derive(Clone, Debug)]
enum Mutation {
    FlipByte(usize, u8),
    DeleteLine(usize),
    DuplicateLine(usize),
    SwapTokens(usize, usize),
    InsertToken(usize, &'static str),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(p, b)| Mutation::FlipByte(p, b)),
        any::<usize>().prop_map(Mutation::DeleteLine),
        any::<usize>().prop_map(Mutation::DuplicateLine),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::SwapTokens(a, b)),
        (any::<usize>(), prop::sample::select(TOKENS))
            .prop_map(|(p, t)| Mutation::InsertToken(p, t)),
    ]
}

fn apply(text: &str, m: &Mutation) -> String {
    let mut lines: Vec<&str> = text.lines().collect();
    let mut words: Vec<&str> = text.split(' ').collect();
    match *m {
        Mutation::FlipByte(p, b) => {
            let mut bytes = text.as_bytes().to_vec();
            if !bytes.is_empty() {
                let i = p % bytes.len();
                bytes[i] ^= b | 1;
            }
            String::from_utf8_lossy(&bytes).into_owned()
        }
        Mutation::DeleteLine(p) if !lines.is_empty() => {
            lines.remove(p % lines.len());
            lines.join("\n")
        }
        Mutation::DuplicateLine(p) if !lines.is_empty() => {
            let i = p % lines.len();
            lines.insert(i, lines[i]);
            lines.join("\n")
        }
        Mutation::SwapTokens(a, b) if !words.is_empty() => {
            let n = words.len();
            words.swap(a % n, b % n);
            words.join(" ")
        }
        Mutation::InsertToken(p, t) if !words.is_empty() => {
            let n = words.len();
            words.insert(p % n, t);
            words.join(" ")
        }
        _ => text.to_string(),
    }
}

proptest! {
    // 512 cases by default; `PROPTEST_CASES=N` runs more.
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(512)
    ))]

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        exercise(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn token_soup_never_panics(text in token_soup()) {
        exercise(&text);
    }

    #[test]
    fn mutated_programs_never_panic(
        pick in any::<usize>(),
        muts in prop::collection::vec(mutation(), 1..4),
    ) {
        let srcs = sources();
        prop_assume!(!srcs.is_empty());
        let mut text = srcs[pick % srcs.len()].clone();
        for m in &muts {
            text = apply(&text, m);
        }
        exercise(&text);
    }
}

/// Deletion positions per program: every line of small programs, an even
/// spread over large ones (the corpus has generated programs of thousands of
/// lines, where every line would cost minutes and find nothing new).
const MAX_DELETIONS: usize = 150;

#[test]
fn deleting_any_single_line_never_panics() {
    for src in sources() {
        let lines: Vec<&str> = src.lines().collect();
        let stride = lines.len().div_ceil(MAX_DELETIONS).max(1);
        for i in (0..lines.len()).step_by(stride) {
            let mut l = lines.clone();
            l.remove(i);
            let text = l.join("\n");
            if parse("del.ll", &text).is_ok() {
                exercise(&text);
            }
        }
    }
}

#[test]
fn deeply_nested_input_is_an_error_not_a_stack_overflow() {
    let deep_type = format!(
        "@g = global {}i64{} zeroinitializer\n",
        "[1 x ".repeat(100_000),
        "]".repeat(100_000)
    );
    assert!(parse("deep.ll", &deep_type).is_err());
    let deep_struct = format!(
        "@g = global {}i64{} zeroinitializer\n",
        "{ ".repeat(100_000),
        " }".repeat(100_000)
    );
    assert!(parse("deep.ll", &deep_struct).is_err());
    let deep_value = format!("@g = global i64 {}\n", "[ i64 ".repeat(100_000));
    assert!(parse("deep.ll", &deep_value).is_err());
    let deep_expr = format!(
        "@g = global i8* {}@h{}\n",
        "bitcast (i8* ".repeat(50_000),
        " to i8*)".repeat(50_000)
    );
    assert!(parse("deep.ll", &deep_expr).is_err());
}

// ------------------------------------------------ random IR from the builder

#[derive(Clone, Debug)]
enum BuildOp {
    Const(u8, i64),
    Binary(u8, usize, usize),
    Icmp(u8, usize, usize),
    Select(usize, usize, usize),
    Cast(u8, usize, u8),
    Alloca(u8),
    Load(u8, usize),
    Store(usize, usize),
    Gep(usize, Vec<usize>),
    Call(usize, Vec<usize>),
    NewBlock(u8),
    Jump(usize, Vec<usize>),
    Branch(usize, usize, usize),
    Switch(usize),
    Ret(Option<usize>),
    Bogus(u32),
}

fn build_op() -> impl Strategy<Value = BuildOp> {
    let idx = any::<usize>;
    prop_oneof![
        (any::<u8>(), any::<i64>()).prop_map(|(t, v)| BuildOp::Const(t, v)),
        (any::<u8>(), idx(), idx()).prop_map(|(o, a, b)| BuildOp::Binary(o, a, b)),
        (any::<u8>(), idx(), idx()).prop_map(|(c, a, b)| BuildOp::Icmp(c, a, b)),
        (idx(), idx(), idx()).prop_map(|(c, a, b)| BuildOp::Select(c, a, b)),
        (any::<u8>(), idx(), any::<u8>()).prop_map(|(o, a, t)| BuildOp::Cast(o, a, t)),
        any::<u8>().prop_map(BuildOp::Alloca),
        (any::<u8>(), idx()).prop_map(|(t, p)| BuildOp::Load(t, p)),
        (idx(), idx()).prop_map(|(v, p)| BuildOp::Store(v, p)),
        (idx(), prop::collection::vec(idx(), 0..3)).prop_map(|(b, i)| BuildOp::Gep(b, i)),
        (idx(), prop::collection::vec(idx(), 0..3)).prop_map(|(f, a)| BuildOp::Call(f, a)),
        any::<u8>().prop_map(BuildOp::NewBlock),
        (idx(), prop::collection::vec(idx(), 0..2)).prop_map(|(b, a)| BuildOp::Jump(b, a)),
        (idx(), idx(), idx()).prop_map(|(c, t, e)| BuildOp::Branch(c, t, e)),
        idx().prop_map(BuildOp::Switch),
        prop::option::of(idx()).prop_map(BuildOp::Ret),
        any::<u32>().prop_map(BuildOp::Bogus),
    ]
}

/// Builds a two-function module from random operations (valid or not) and
/// checks that verifying, printing and (when it verifies) running it never
/// panic.
fn build_and_check(ops: &[BuildOp]) {
    let m = build_random_module(ops);
    check_random_module(&m);
}

/// What the random operations pick from: the types, the two functions, and
/// the values and blocks made so far.
struct RandomBody {
    tys: [Ty; 8],
    funcs: [FuncRef; 2],
    vals: Vec<Value>,
    blocks: Vec<Block>,
}

impl RandomBody {
    fn val(&self, i: usize) -> Value {
        self.vals[i % self.vals.len()]
    }
    fn vals(&self, is: &[usize]) -> Vec<Value> {
        is.iter().map(|&i| self.val(i)).collect()
    }
    fn block(&self, i: usize) -> Block {
        self.blocks[i % self.blocks.len()]
    }
    fn ty(&self, t: u8) -> Ty {
        self.tys[t as usize % self.tys.len()]
    }
}

/// A module of `helper(x) = x` and a `main` built by `ops`, unverified.
fn build_random_module(ops: &[BuildOp]) -> Module {
    let mut mb = ModuleBuilder::new("random.ll");
    let i64p = mb.types().ptr(Ty::I64);
    let pair = mb.types().struct_(vec![Ty::I32, Ty::I64]);
    let pairp = mb.types().ptr(pair);
    let tys = [
        Ty::I1,
        Ty::I8,
        Ty::I32,
        Ty::I64,
        i64p,
        pair,
        pairp,
        Ty::VOID,
    ];
    let helper = mb.define_function("helper", &[Ty::I64], Ty::I64);
    {
        let mut fb = mb.function_builder(helper);
        let a = fb.arg(0);
        fb.ret(Some(a));
    }
    let main = mb.define_function("main", &[], Ty::I64);
    {
        let mut fb = mb.function_builder(main);
        let mut body = RandomBody {
            tys,
            funcs: [helper, main],
            vals: vec![fb.iconst(Ty::I64, 1)],
            blocks: vec![fb.entry_block()],
        };
        for op in ops {
            let v = apply_build_op(&mut fb, &mut body, op);
            body.vals.extend(v);
        }
    }
    mb.finish_unverified()
}

/// Performs one random operation on `fb`; returns the value it made.
fn apply_build_op(fb: &mut FunctionBuilder, body: &mut RandomBody, op: &BuildOp) -> Option<Value> {
    let b = &*body;
    match op {
        BuildOp::Const(t, x) => Some(fb.iconst(b.tys[*t as usize % 4], *x)),
        BuildOp::Binary(o, x, y) => {
            Some(fb.binary(BinOp::ALL[*o as usize % 13], b.val(*x), b.val(*y)))
        }
        BuildOp::Icmp(c, x, y) => Some(fb.icmp(IntCC::ALL[*c as usize % 10], b.val(*x), b.val(*y))),
        BuildOp::Select(c, x, y) => Some(fb.select(b.val(*c), b.val(*x), b.val(*y))),
        BuildOp::Cast(o, x, t) => Some(fb.cast(CastOp::ALL[*o as usize % 6], b.val(*x), b.ty(*t))),
        BuildOp::Alloca(t) => Some(fb.alloca(b.ty(*t), None)),
        BuildOp::Load(t, p) => Some(fb.load(b.ty(*t), b.val(*p))),
        BuildOp::Store(v, p) => {
            fb.store(b.val(*v), b.val(*p));
            None
        }
        BuildOp::Gep(base, is) => Some(fb.gep(b.val(*base), &b.vals(is))),
        BuildOp::Call(f, args) => fb.call(b.funcs[*f % 2], &b.vals(args)),
        BuildOp::NewBlock(params) => {
            let blk = fb.create_block(None);
            for k in 0..(*params % 3) {
                let p = fb.append_block_param(blk, body.tys[k as usize % 4]);
                body.vals.push(p);
            }
            body.blocks.push(blk);
            fb.switch_to_block(blk);
            None
        }
        BuildOp::Jump(blk, args) => {
            fb.jump(b.block(*blk), &b.vals(args));
            None
        }
        BuildOp::Branch(c, t, e) => {
            fb.branch(b.val(*c), b.block(*t), &[], b.block(*e), &[]);
            None
        }
        BuildOp::Switch(blk) => {
            fb.switch_to_block(b.block(*blk));
            None
        }
        BuildOp::Ret(v) => {
            fb.ret(v.map(|i| b.val(i)));
            None
        }
        BuildOp::Bogus(n) => Some(Value::from_u32(*n % 100_000)),
    }
}

/// A module the verifier accepts must print to text that parses, and
/// interpreting it must not panic.
fn check_random_module(m: &Module) {
    let errors = verify(m);
    if errors.is_empty() {
        let text = print_module(m);
        let _ = print_module_llvm(m);
        if let Err(ds) = parse("printed.ll", &text) {
            panic!(
                "a verified module printed to text that does not parse: {:?}\n{text}",
                ds[0]
            );
        }
        let cfg = InterpConfig {
            step_limit: 10_000,
            memory_size: 1 << 20,
            ..InterpConfig::default()
        };
        let _ = run_main(m, &cfg);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(512)
    ))]

    #[test]
    fn random_builder_ir_never_panics(ops in prop::collection::vec(build_op(), 0..40)) {
        build_and_check(&ops);
    }
}
