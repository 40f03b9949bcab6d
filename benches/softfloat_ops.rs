//! Instructions per soft-float operation on the Cpu0 simulator.
//!
//! Each routine of runtime/c/softfloat/ (built as the runtime is, at -O2)
//! runs on the same fixed 1,000 random inputs (normal values with exponents
//! within 2^±20 of one, random signs; random integers for the conversions
//! from integers) through the driver of tests/softfloat_common, and so does
//! an empty function of the same signature; the difference, per input, is
//! the table's number: the instructions of the routine's body, its return
//! included. The results are also checked against the host. Prints a
//! Markdown table (docs/softfloat.md holds a copy). Run with
//! `cargo bench --bench softfloat_ops` (big-endian cpu032II; the first
//! argument `little` or `cpu032I`... selects another target).

#[path = "../tests/softfloat_common/mod.rs"]
mod softfloat_common;

use softfloat_common::*;

/// Inputs per routine.
const INPUTS: usize = 1000;

/// An empty function with `r`'s signature, and its name.
fn null_routine(r: &Routine) -> (Routine, String) {
    let name: &'static str = Box::leak(format!("sf_null_{}", r.name).into_boxed_str());
    let null = Routine { name, ..*r };
    let params: Vec<String> = r
        .args
        .iter()
        .enumerate()
        .map(|(j, t)| format!("{} %a{j}", t.ir()))
        .collect();
    let ret = r.ret.ir();
    let first = r.args[0].ir();
    let body = if first == ret {
        format!("ret {ret} %a0")
    } else {
        format!("ret {ret} 0")
    };
    let def = format!(
        "define {ret} @{name}({}) {{\n  {body}\n}}\n",
        params.join(", ")
    );
    (null, def)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let endian = if args.iter().any(|a| a == "little") {
        Endian::Little
    } else {
        Endian::Big
    };
    let isa = if args.iter().any(|a| a == "cpu032I") {
        IsaLevel::Cpu032I
    } else {
        IsaLevel::Cpu032II
    };
    let mut m = Machine::new(endian, isa);
    let nulls: Vec<(Routine, String)> = ROUTINES.iter().map(null_routine).collect();
    let defs: String = nulls.iter().map(|(_, d)| d.as_str()).collect();
    m.jit
        .add_ir_named("softfloat_nulls.ll", &defs)
        .unwrap_or_else(|e| panic!("nulls: {e}"));
    let drivers: String = nulls.iter().map(|(n, _)| driver_ir(n)).collect();
    m.jit
        .add_ir_named("softfloat_null_drivers.ll", &drivers)
        .unwrap_or_else(|e| panic!("null drivers: {e}"));
    println!("{endian:?} {isa:?}, {INPUTS} inputs per routine\n");
    println!("| routine | instructions per operation |");
    println!("|---|---:|");
    for (r, (null, _)) in ROUTINES.iter().zip(&nulls) {
        let mut rng = Rng::new(0xBE4C);
        let inputs: Vec<[u64; 3]> = (0..INPUTS)
            .map(|_| {
                let mut x = [0u64; 3];
                for (j, &t) in r.args.iter().enumerate() {
                    x[j] = random_normal(t, &mut rng);
                }
                x
            })
            .collect();
        m.check(r, &inputs).unwrap_or_else(|e| panic!("{e}"));
        let (_, with) = m.run(r, &inputs);
        let (_, without) = m.run(null, &inputs);
        let per_op = (with as f64 - without as f64) / INPUTS as f64;
        println!("| `{}` | {per_op:.1} |", r.name);
    }
}
