//! A tiny language runtime on top of egret's JIT.
//!
//! The language is a few lines of Lisp: integers (i64), arithmetic,
//! comparisons, `if`, calls, and `(def (name params...) body)`. The runtime
//! compiles each batch of definitions into one LLVMlite module with the
//! builder API (`egret::ir`), loads it into the JIT next to the earlier
//! ones, and evaluates an expression by compiling it as a function of no
//! arguments and calling it. Two host functions, `print` and `pow`, are
//! Rust closures the compiled code calls back into. Redefining a function
//! (here `sq`) changes what every caller computes from then on.
//!
//! Run it with `cargo run --example jit`; `tests/jit.rs` runs it too.

use egret::Error;
use egret::ir::{BinOp, CastOp, FuncRef, FunctionBuilder, IntCC, ModuleBuilder, Ty, Value};
use egret::jit::{Jit, JitOptions};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::{Arc, Mutex};

/// An S-expression: an atom or a list.
#[derive(Clone, Debug)]
enum Sexp {
    Atom(String),
    List(Vec<Sexp>),
}

/// Parses every S-expression in `text`.
fn parse(text: &str) -> Result<Vec<Sexp>, String> {
    let spaced = text.replace('(', " ( ").replace(')', " ) ");
    let mut stack: Vec<Vec<Sexp>> = vec![Vec::new()];
    for token in spaced.split_whitespace() {
        match token {
            "(" => stack.push(Vec::new()),
            ")" => {
                let list = stack.pop().ok_or("unbalanced `)`")?;
                stack
                    .last_mut()
                    .ok_or("unbalanced `)`")?
                    .push(Sexp::List(list));
            }
            atom => stack
                .last_mut()
                .ok_or("unbalanced `)`")?
                .push(Sexp::Atom(atom.to_string())),
        }
    }
    match stack.pop() {
        Some(top) if stack.is_empty() => Ok(top),
        _ => Err("unbalanced `(`".to_string()),
    }
}

/// The language runtime: the JIT plus the arity of every known function.
struct Runtime {
    jit: Jit,
    arity: BTreeMap<String, usize>,
    printed: Arc<Mutex<Vec<i64>>>,
    expressions: usize,
}

/// Compiles expressions of one function body.
struct BodyCompiler<'a, 'm> {
    fb: FunctionBuilder<'m>,
    funcs: &'a BTreeMap<String, FuncRef>,
    arity: &'a BTreeMap<String, usize>,
    vars: BTreeMap<String, Value>,
}

impl BodyCompiler<'_, '_> {
    fn expr(&mut self, e: &Sexp) -> Result<Value, String> {
        match e {
            Sexp::Atom(a) => match a.parse::<i64>() {
                Ok(n) => Ok(self.fb.iconst(Ty::I64, n)),
                Err(_) => self
                    .vars
                    .get(a)
                    .copied()
                    .ok_or_else(|| format!("unbound variable `{a}`")),
            },
            Sexp::List(items) => {
                let Some((Sexp::Atom(head), args)) = items.split_first() else {
                    return Err(format!("cannot evaluate {e:?}"));
                };
                match (head.as_str(), args) {
                    ("if", [c, t, f]) => self.conditional(c, t, f),
                    (op @ ("+" | "-" | "*" | "/"), [a, b]) => {
                        let (a, b) = (self.expr(a)?, self.expr(b)?);
                        let op = match op {
                            "+" => BinOp::Add,
                            "-" => BinOp::Sub,
                            "*" => BinOp::Mul,
                            _ => BinOp::SDiv,
                        };
                        Ok(self.fb.binary(op, a, b))
                    }
                    (cmp @ ("<" | "=" | ">"), [a, b]) => {
                        let (a, b) = (self.expr(a)?, self.expr(b)?);
                        let cc = match cmp {
                            "<" => IntCC::Slt,
                            "=" => IntCC::Eq,
                            _ => IntCC::Sgt,
                        };
                        let bit = self.fb.icmp(cc, a, b);
                        Ok(self.fb.cast(CastOp::Zext, bit, Ty::I64))
                    }
                    (name, args) => self.call(name, args),
                }
            }
        }
    }

    /// `(if c t f)`: branch on `c != 0`, join with the value as a block
    /// parameter.
    fn conditional(&mut self, c: &Sexp, t: &Sexp, f: &Sexp) -> Result<Value, String> {
        let c = self.expr(c)?;
        let zero = self.fb.iconst(Ty::I64, 0);
        let taken = self.fb.icmp(IntCC::Ne, c, zero);
        let (then_block, else_block) = (self.fb.create_block(None), self.fb.create_block(None));
        let join = self.fb.create_block(None);
        let result = self.fb.append_block_param(join, Ty::I64);
        self.fb.branch(taken, then_block, &[], else_block, &[]);
        for (block, e) in [(then_block, t), (else_block, f)] {
            self.fb.switch_to_block(block);
            let v = self.expr(e)?;
            self.fb.jump(join, &[v]);
        }
        self.fb.switch_to_block(join);
        Ok(result)
    }

    fn call(&mut self, name: &str, args: &[Sexp]) -> Result<Value, String> {
        let (Some(&f), Some(&n)) = (self.funcs.get(name), self.arity.get(name)) else {
            return Err(format!("unknown function `{name}`"));
        };
        if n != args.len() {
            return Err(format!("`{name}` takes {n} argument(s)"));
        }
        let values = args
            .iter()
            .map(|a| self.expr(a))
            .collect::<Result<Vec<_>, _>>()?;
        self.fb
            .call(f, &values)
            .ok_or_else(|| format!("`{name}` returns nothing"))
    }
}

impl Runtime {
    fn new() -> Result<Runtime, Error> {
        let mut jit = Jit::new(JitOptions::default());
        let printed = Arc::new(Mutex::new(Vec::new()));
        let log = printed.clone();
        jit.register_host_fn("print", move |args: &[i64]| {
            if let Ok(mut log) = log.lock() {
                log.push(args[0]);
            }
            args[0]
        })?;
        jit.register_host_fn("pow", |args: &[i64]| {
            args[0].wrapping_pow(args[1].clamp(0, u32::MAX as i64) as u32)
        })?;
        let arity = BTreeMap::from([("print".to_string(), 1), ("pow".to_string(), 2)]);
        Ok(Runtime {
            jit,
            arity,
            printed,
            expressions: 0,
        })
    }

    /// Compiles `(def (name params...) body)` forms (and named expression
    /// functions) into one module and loads it.
    fn load(
        &mut self,
        module_name: &str,
        defs: &[(String, Vec<String>, Sexp)],
    ) -> Result<(), Box<dyn std::error::Error>> {
        let mut arity = self.arity.clone();
        for (name, params, _) in defs {
            arity.insert(name.clone(), params.len());
        }
        let mut mb = ModuleBuilder::new(module_name);
        let mut funcs = BTreeMap::new();
        for (name, &n) in &arity {
            if !defs.iter().any(|(d, _, _)| d == name) {
                funcs.insert(
                    name.clone(),
                    mb.declare_function(name, &vec![Ty::I64; n], Ty::I64),
                );
            }
        }
        for (name, params, _) in defs {
            let f = mb.define_function(name, &vec![Ty::I64; params.len()], Ty::I64);
            funcs.insert(name.clone(), f);
        }
        for (name, params, body) in defs {
            let mut fb = mb.function_builder(funcs[name]);
            let vars = params
                .iter()
                .enumerate()
                .map(|(i, p)| (p.clone(), fb.arg(i)))
                .collect();
            let mut c = BodyCompiler {
                fb,
                funcs: &funcs,
                arity: &arity,
                vars,
            };
            let v = c.expr(body)?;
            c.fb.ret(Some(v));
        }
        let module = mb.finish().map_err(|diags| {
            diags
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        })?;
        self.jit.add_module(module)?;
        self.arity = arity;
        Ok(())
    }

    /// Loads every `(def ...)` in `source` as one module.
    fn define(
        &mut self,
        module_name: &str,
        source: &str,
    ) -> Result<(), Box<dyn std::error::Error>> {
        let mut defs = Vec::new();
        for form in parse(source)? {
            let Sexp::List(items) = form else {
                return Err("expected (def (name params...) body)".into());
            };
            let [Sexp::Atom(def), Sexp::List(header), body] = items.as_slice() else {
                return Err("expected (def (name params...) body)".into());
            };
            if def != "def" {
                return Err(format!("expected `def`, found `{def}`").into());
            }
            let names: Vec<String> = header
                .iter()
                .map(|s| match s {
                    Sexp::Atom(a) => Ok(a.clone()),
                    Sexp::List(_) => Err(format!("bad definition header {header:?}")),
                })
                .collect::<Result<_, _>>()?;
            let Some((name, params)) = names.split_first() else {
                return Err("a definition needs a name".into());
            };
            defs.push((name.clone(), params.to_vec(), body.clone()));
        }
        self.load(module_name, &defs)
    }

    /// Compiles `source` as a function of no arguments, calls it, and
    /// returns its value and the instructions it executed.
    fn eval(&mut self, source: &str) -> Result<(i64, u64), Box<dyn std::error::Error>> {
        let [expr] = parse(source)?
            .try_into()
            .map_err(|_| "expected one expression")?;
        self.expressions += 1;
        let name = format!("__expr{}", self.expressions);
        self.load(&format!("{name}.ll"), &[(name.clone(), Vec::new(), expr)])?;
        let (v, stats) = self.jit.call_with_stats(&name, &[])?;
        Ok((v, stats.insts))
    }
}

/// Runs the scenario and returns its transcript.
pub fn run() -> Result<String, Box<dyn std::error::Error>> {
    let mut rt = Runtime::new()?;
    rt.define(
        "geometry.ll",
        "(def (sq x) (* x x))
         (def (hyp2 a b) (+ (sq a) (sq b)))",
    )?;
    rt.define(
        "numbers.ll",
        "(def (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
         (def (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))
         (def (show_fact n) (print (fact n)))",
    )?;
    let mut out = String::new();
    for expr in [
        "(hyp2 3 4)",
        "(fib 20)",
        "(show_fact 5)",
        "(pow 2 40)",
        "(fact 20)",
    ] {
        let (v, insts) = rt.eval(expr)?;
        writeln!(out, "{expr} = {v}    [{insts} instructions]")?;
    }
    // Redefine `sq`: `hyp2`, compiled earlier, now sums cubes.
    rt.define("cube.ll", "(def (sq x) (* x (* x x)))")?;
    let (v, _) = rt.eval("(hyp2 3 4)")?;
    writeln!(out, "after redefining sq: (hyp2 3 4) = {v}")?;
    for p in rt.printed.lock().map_err(|e| e.to_string())?.iter() {
        writeln!(out, "printed from compiled code: {p}")?;
    }
    Ok(out)
}

fn main() {
    match run() {
        Ok(transcript) => print!("{transcript}"),
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
    }
}
