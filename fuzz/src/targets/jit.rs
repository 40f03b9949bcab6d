//! The `jit` target: random sequences of `add_ir`, `call` and
//! redefinition on one [`Jit`], checked against the interpreter.
//!
//! Every generated function is `i64 @fK(i64 %a, i64 %b)` (K in 0..4) and
//! only calls functions with a larger K and the host function `host_mix`,
//! so every call terminates and no definition can change a signature.
//! Bodies are free of undefined behaviour (divisors are forced odd and
//! unsigned, shift amounts masked). A module defines one to three of
//! them, so later modules redefine functions that earlier ones called and,
//! at -O2, inlined.
//!
//! The model of the JIT is the newest definition of each name: a call
//! must return what the interpreter computes for the module made of those
//! definitions (plus `host_mix` written in IR). A module that fails to load
//! (it calls a name not defined yet, or was corrupted on purpose) must
//! leave the model unchanged; a call of an unknown name or with the wrong
//! number of arguments must be an error.
//!
//! The input is a script, one operation a line:
//!
//! ```text
//! !opt O2
//! !add
//! define i64 @f0(i64 %a, i64 %b) { ... }
//! !end
//! !call f0 3 -7
//! !mem read 8388608 16
//! !calladdr f0 4
//! ```
//!
//! Embedder memory operations and calls through addresses (possibly into
//! the middle of a function) only have to fail cleanly; after a write
//! into the code region the model no longer knows what calls compute.

use super::Verdict;
use crate::Rng;
use crate::case::{Case, Machine};
use crate::mutate::mutate_text;
use egret::OptLevel;
use egret::jit::{Jit, JitOptions};
use egret::llvmlite::interp::{InterpConfig, call as interp_call};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Function names a script defines and calls.
const NAMES: usize = 4;
/// Steps a JIT call or the interpreter may take (bodies are loop-free).
const STEPS: u64 = 1_000_000;

/// The host function every JIT registers, and its meaning in IR.
const HOST: &str = "host_mix";
const HOST_IR: &str = "define i64 @host_mix(i64 %a, i64 %b) {
  %t = mul i64 %a, 3
  %r = add i64 %t, %b
  ret i64 %r
}
";

fn host_mix(args: &[i64]) -> i64 {
    let a = args.first().copied().unwrap_or(0);
    let b = args.get(1).copied().unwrap_or(0);
    a.wrapping_mul(3).wrapping_add(b)
}

/// One step of a script.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Op {
    /// `add_ir` of a module's text; `true` if it was corrupted on purpose
    /// (`!add-corrupt`), so that what it defines is unknown.
    Add(String, bool),
    /// `call` of a name with arguments.
    Call(String, Vec<i64>),
    /// An embedder memory operation (`read`, `write`, `alloc`, `free`,
    /// `cstr`) at an address with a length; only a panic counts.
    Mem(String, u32, u32),
    /// `call_address` of a function's address plus an offset, with the
    /// function's signature, and `describe_address` of it; only a panic
    /// counts.
    CallAddress(String, u32),
}

const ARGS: &[i64] = &[
    0,
    1,
    -1,
    2,
    7,
    -100,
    i64::MAX,
    i64::MIN,
    1 << 32,
    0xffff_ffff,
];

/// A random script for `machine` (the optimization level alternates with
/// the machine rotation).
pub(super) fn generate(rng: &mut Rng, _machine: Machine) -> String {
    let opt = if rng.chance(50) { "O0" } else { "O2" };
    let mut s = format!("!opt {opt}\n");
    // Names some earlier module defined: mostly only those are called, so
    // that most modules link.
    let mut defined = Vec::new();
    for _ in 0..rng.range(2, 9) {
        match rng.below(20) {
            0..=10 => {
                let module = random_module(rng, &mut defined);
                let (module, tag) = if rng.chance(8) {
                    (mutate_text(rng, &module, &[HOST_IR]), "!add-corrupt")
                } else {
                    (module, "!add")
                };
                let _ = writeln!(s, "{tag}\n{}\n!end", module.trim_end());
            }
            11 => {
                let op = *rng.pick(&["read", "write", "alloc", "free", "cstr"]);
                let addr = random_address(rng);
                let len = *rng.pick(&[0, 1, 4, 8, 4096, 0x0100_0000, u32::MAX]);
                let _ = writeln!(s, "!mem {op} {addr} {len}");
            }
            12 => {
                let k = rng.below(NAMES as u64);
                let offset = *rng.pick(&[0u32, 4, 8, 0x100, 0xffff_fffc]);
                let _ = writeln!(s, "!calladdr f{k} {offset}");
            }
            _ => {
                let k = if rng.chance(80) && !defined.is_empty() {
                    *rng.pick(&defined)
                } else {
                    rng.below(NAMES as u64 + 1) as usize
                };
                let n = if rng.chance(90) { 2 } else { rng.below(4) };
                let args: Vec<String> = (0..n)
                    .map(|_| {
                        if rng.chance(70) {
                            rng.pick(ARGS).to_string()
                        } else {
                            (rng.next_u64() as i64).to_string()
                        }
                    })
                    .collect();
                let _ = writeln!(s, "!call f{k} {}", args.join(" "));
            }
        }
    }
    s
}

/// An address for a memory operation: in the embedder's heap, in code,
/// at the edges of memory, or anywhere.
fn random_address(rng: &mut Rng) -> u32 {
    match rng.below(4) {
        0 => egret::jit::HEAP_BASE + rng.below(0x1000) as u32,
        1 => egret::jit::CODE_BASE + 4 * rng.below(0x400) as u32,
        2 => *rng.pick(&[0, 0x00ff_fffc, 0x00ff_ffff, 0x0100_0000, u32::MAX - 3]),
        _ => rng.next_u64() as u32,
    }
}

/// A module defining one to three of the functions (and declaring what
/// they call); `earlier` holds the names defined before it (if it loads,
/// its own are added).
fn random_module(rng: &mut Rng, earlier: &mut Vec<usize>) -> String {
    let mut defined: Vec<usize> = (0..rng.range(1, 3))
        .map(|_| rng.below(NAMES as u64) as usize)
        .collect();
    defined.sort_unstable();
    defined.dedup();
    let mut bodies = String::new();
    let mut called = Vec::new();
    let mut known: Vec<usize> = earlier.iter().chain(&defined).copied().collect();
    for &k in &defined {
        bodies.push_str(&random_function(rng, k, &known, &mut called));
    }
    if called.iter().all(|j| known.contains(j)) {
        earlier.append(&mut known);
        earlier.sort_unstable();
        earlier.dedup();
    }
    let mut text = String::new();
    called.sort_unstable();
    called.dedup();
    for j in called.into_iter().filter(|j| !defined.contains(j)) {
        let _ = writeln!(text, "declare i64 @f{j}(i64, i64)");
    }
    let _ = writeln!(text, "declare i64 @{HOST}(i64, i64)");
    text.push_str(&bodies);
    text
}

/// `define i64 @fK(i64 %a, i64 %b)`: a few operations, maybe calls to
/// later functions and the host, maybe a diamond with a `phi`.
fn random_function(rng: &mut Rng, k: usize, known: &[usize], called: &mut Vec<usize>) -> String {
    let mut vals = vec!["%a".to_string(), "%b".to_string()];
    let mut body = String::new();
    let mut n = 0;
    let mut fresh = |body: &mut String, rhs: String, vals: &mut Vec<String>| {
        let name = format!("%v{n}");
        n += 1;
        let _ = writeln!(body, "  {name} = {rhs}");
        vals.push(name);
    };
    for _ in 0..rng.range(1, 8) {
        let x = rng.pick(&vals).clone();
        let y = if rng.chance(70) {
            rng.pick(&vals).clone()
        } else {
            rng.pick(ARGS).to_string()
        };
        match rng.below(12) {
            0..=5 => {
                let op = *rng.pick(&["add", "sub", "mul", "and", "or", "xor"]);
                fresh(&mut body, format!("{op} i64 {x}, {y}"), &mut vals);
            }
            6 => {
                fresh(&mut body, format!("and i64 {y}, 63"), &mut vals);
                let amount = vals.last().cloned().unwrap_or_default();
                let op = *rng.pick(&["shl", "lshr", "ashr"]);
                fresh(&mut body, format!("{op} i64 {x}, {amount}"), &mut vals);
            }
            7 => {
                fresh(&mut body, format!("or i64 {y}, 1"), &mut vals);
                let d = vals.last().cloned().unwrap_or_default();
                let op = *rng.pick(&["udiv", "urem"]);
                fresh(&mut body, format!("{op} i64 {x}, {d}"), &mut vals);
            }
            8 => {
                let pred = *rng.pick(&["slt", "ult", "eq", "sge"]);
                fresh(&mut body, format!("icmp {pred} i64 {x}, {y}"), &mut vals);
                let c = vals.pop().unwrap_or_default();
                fresh(
                    &mut body,
                    format!("select i1 {c}, i64 {x}, i64 {y}"),
                    &mut vals,
                );
            }
            9 | 10 if k + 1 < NAMES => {
                let later: Vec<usize> = known.iter().copied().filter(|&j| j > k).collect();
                let j = if rng.chance(90) && !later.is_empty() {
                    *rng.pick(&later)
                } else {
                    rng.range(k as u64 + 1, NAMES as u64 - 1) as usize
                };
                called.push(j);
                fresh(
                    &mut body,
                    format!("call i64 @f{j}(i64 {x}, i64 {y})"),
                    &mut vals,
                );
            }
            _ => {
                fresh(
                    &mut body,
                    format!("call i64 @{HOST}(i64 {x}, i64 {y})"),
                    &mut vals,
                );
            }
        }
    }
    let last = vals.last().cloned().unwrap_or_default();
    let diamond = rng.chance(30);
    let mut text = format!("define i64 @f{k}(i64 %a, i64 %b) {{\nentry:\n{body}");
    if diamond {
        let _ = write!(
            text,
            "  %c = icmp slt i64 %a, %b\n  br i1 %c, label %then, label %else\n\
             then:\n  %t = add i64 {last}, 1\n  br label %join\n\
             else:\n  %e = mul i64 {last}, 5\n  br label %join\n\
             join:\n  %r = phi i64 [ %t, %then ], [ %e, %else ]\n  ret i64 %r\n}}\n"
        );
    } else {
        let _ = write!(text, "  ret i64 {last}\n}}\n");
    }
    text
}

/// Reads a script: the optimization level and the operations.
fn parse_script(text: &str) -> (OptLevel, Vec<Op>) {
    let mut opt = OptLevel::O2;
    let mut ops = Vec::new();
    let mut module: Option<String> = None;
    let mut corrupt = false;
    for line in text.lines() {
        if let Some(m) = module.as_mut() {
            if line == "!end" {
                ops.push(Op::Add(module.take().unwrap_or_default(), corrupt));
            } else {
                m.push_str(line);
                m.push('\n');
            }
            continue;
        }
        let mut words = line.split_whitespace();
        match words.next() {
            Some("!opt") if words.next() == Some("O0") => opt = OptLevel::O0,
            Some(tag @ ("!add" | "!add-corrupt")) => {
                module = Some(String::new());
                corrupt = tag == "!add-corrupt";
            }
            Some("!mem") => {
                let op = words.next().unwrap_or("").to_string();
                let mut num = || words.next().and_then(|w| w.parse().ok()).unwrap_or(0);
                let (addr, len) = (num(), num());
                ops.push(Op::Mem(op, addr, len));
            }
            Some("!calladdr") => {
                let name = words.next().unwrap_or("").to_string();
                let offset = words.next().and_then(|w| w.parse().ok()).unwrap_or(0);
                ops.push(Op::CallAddress(name, offset));
            }
            Some("!call") => {
                let name = words.next().unwrap_or("").to_string();
                let args = words.filter_map(|w| w.parse().ok()).collect();
                ops.push(Op::Call(name, args));
            }
            _ => {}
        }
    }
    if let Some(m) = module {
        ops.push(Op::Add(m, corrupt));
    }
    (opt, ops)
}

/// The newest definition of each function, by name.
#[derive(Default)]
struct Model {
    defs: BTreeMap<String, String>,
    /// A corrupted module loaded: the model no longer knows what is loaded.
    lost: bool,
}

impl Model {
    /// Records the definitions of a module that loaded.
    fn loaded(&mut self, text: &str) {
        for def in text.split("define ").skip(1) {
            let name = def
                .split('@')
                .nth(1)
                .and_then(|rest| rest.split('(').next())
                .unwrap_or("");
            self.defs.insert(name.to_string(), format!("define {def}"));
        }
    }

    /// What the interpreter says `name(args)` returns.
    fn expect(&self, name: &str, args: &[i64]) -> Result<i64, String> {
        let mut text = HOST_IR.to_string();
        for def in self.defs.values() {
            text.push_str(def);
        }
        let (module, _) =
            egret::parse_text("model.ll", &text).map_err(|e| format!("model: {e}"))?;
        let cfg = InterpConfig {
            step_limit: STEPS,
            ..InterpConfig::default()
        };
        let bits: Vec<u64> = args.iter().map(|&a| a as u64).collect();
        interp_call(&module, name, &bits, &cfg)
            .map(|o| o.ret)
            .map_err(|e| e.to_string())
    }
}

/// Runs the script on a fresh JIT for the case's machine.
pub(super) fn run(case: &Case) -> Verdict {
    let (opt, ops) = parse_script(&case.text());
    let opts = JitOptions::default()
        .with_opt(opt)
        .with_endian(case.machine.endian)
        .with_isa(case.machine.isa)
        .with_max_steps(Some(STEPS));
    let mut jit = Jit::new(opts);
    if let Err(e) = jit.register_host_fn(HOST, host_mix) {
        return Verdict::rejected(e);
    }
    let mut model = Model::default();
    let mut rejected = None;
    for op in &ops {
        match op {
            Op::Add(text, corrupt) => match jit.add_ir(text) {
                Ok(_) => {
                    model.loaded(text);
                    model.lost |= *corrupt;
                }
                Err(e) => rejected = Some(e.to_string()),
            },
            Op::Call(name, args) => {
                if let Some(v) = check_call(&mut jit, &model, name, args) {
                    return v;
                }
            }
            Op::Mem(op, addr, len) => {
                // A write that lands in code changes what calls compute.
                model.lost |= memory_op(&mut jit, op, *addr, *len) && *addr < egret::jit::CODE_END;
            }
            Op::CallAddress(name, offset) => {
                let Ok(base) = jit.symbol_address(name) else {
                    continue;
                };
                let addr = base.wrapping_add(*offset);
                let _ = jit.describe_address(addr);
                if let Some(sig) = jit.signature(name).cloned() {
                    let _ = jit.call_address(addr, &sig, &[1, 2]);
                }
            }
        }
    }
    match rejected {
        Some(e) => Verdict::rejected(e),
        None => Verdict::Accepted,
    }
}

/// One embedder memory operation; errors are expected, panics are not.
/// Whether it wrote memory.
fn memory_op(jit: &mut Jit, op: &str, addr: u32, len: u32) -> bool {
    match op {
        "read" => drop(jit.read_bytes(addr, len)),
        "write" => {
            let bytes = vec![0x5a; len.min(1 << 16) as usize];
            return !bytes.is_empty() && jit.write_bytes(addr, &bytes).is_ok();
        }
        "alloc" => drop(jit.alloc(len)),
        "free" => drop(jit.free(addr)),
        _ => drop(jit.read_cstr(addr)),
    }
    false
}

/// Calls `name(args)` and compares with the model; `Some` on a mismatch.
fn check_call(jit: &mut Jit, model: &Model, name: &str, args: &[i64]) -> Option<Verdict> {
    let got = jit.call(name, args);
    if model.lost {
        return None;
    }
    let known = model.defs.contains_key(name);
    match (got, known && args.len() == 2) {
        (Ok(v), true) => match model.expect(name, args) {
            Ok(w) if w == v => None,
            Ok(w) => Some(Verdict::Mismatch(format!(
                "jit {name}({args:?}) = {v}, interp says {w}"
            ))),
            Err(e) => Some(Verdict::Mismatch(format!(
                "interp fails on {name}({args:?}) where the jit returns {v}: {e}"
            ))),
        },
        (Ok(v), false) => Some(Verdict::Mismatch(format!(
            "jit {name}({args:?}) = {v}, but the call should be an error"
        ))),
        (Err(e), true) => Some(Verdict::Mismatch(format!(
            "jit {name}({args:?}) fails: {e}"
        ))),
        (Err(_), false) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::case::Machine;
    use crate::targets::Target;

    const ADD: &str = "declare i64 @host_mix(i64, i64)
define i64 @f0(i64 %a, i64 %b) {
entry:
  %v0 = add i64 %a, %b
  ret i64 %v0
}";

    fn case(script: &str) -> Case {
        Case {
            target: Target::Jit,
            machine: Machine::ALL[0],
            ub_free: false,
            data: script.as_bytes().to_vec(),
        }
    }

    #[test]
    fn a_script_reads_back() {
        let script = format!("!opt O0\n!add\n{ADD}\n!end\n!call f0 2 -3\n!mem read 5 8\n");
        let (opt, ops) = parse_script(&script);
        assert_eq!(opt, OptLevel::O0);
        assert_eq!(
            ops,
            [
                Op::Add(format!("{ADD}\n"), false),
                Op::Call("f0".into(), vec![2, -3]),
                Op::Mem("read".into(), 5, 8),
            ]
        );
    }

    #[test]
    fn calls_are_checked_against_the_interpreter() {
        let script = format!("!opt O2\n!add\n{ADD}\n!end\n!call f0 2 40\n!call f9 1 1\n");
        assert_eq!(run(&case(&script)), Verdict::Accepted);
        // A model that disagrees with what was loaded is a mismatch.
        let mut jit = Jit::new(JitOptions::default().with_opt(OptLevel::O0));
        jit.register_host_fn(HOST, host_mix).expect("host");
        jit.add_ir(ADD).expect("loads");
        let mut model = Model::default();
        model.loaded(&ADD.replace("add i64", "mul i64"));
        let verdict = check_call(&mut jit, &model, "f0", &[2, 40]);
        assert!(
            matches!(&verdict, Some(Verdict::Mismatch(m)) if m.contains("= 42, interp says 80")),
            "{verdict:?}"
        );
    }

    #[test]
    fn generated_scripts_run() {
        let mut accepted = 0;
        for seed in 0..20 {
            let script = generate(&mut Rng::new(seed), Machine::ALL[0]);
            match run(&case(&script)) {
                Verdict::Accepted => accepted += 1,
                Verdict::Rejected(_) => {}
                Verdict::Mismatch(m) => panic!("seed {seed}: {m}\n{script}"),
            }
        }
        assert!(accepted >= 5, "only {accepted} of 20 scripts accepted");
    }
}
