//! JIT latency: from LLVMlite text to a function the embedder can call.
//!
//! Each measurement times `add_ir` — parse, verify, optimize (-O2),
//! compile every function (in parallel), link incrementally, load — plus
//! the first call, so what is reported is what an embedder waits before it
//! has a result. The JIT is made outside the timed part and has already run
//! one module (`small_*`, `module1000_*`), as in a running embedder; the
//! `small_fresh_jit_*` variants use a brand-new JIT, whose first module also
//! pays for touching the simulator's memory. Inputs: a small recursive
//! function and a generated module of 1000 functions, at -O0 and -O2.
//! `backend_1000_functions` compiles the 1000-function module with the
//! backend alone, sequentially (`egret_lower::compile_module`) and in
//! parallel (`egret::compile_optimized`); `jit_new` is the cost of a JIT.
//!
//! Run with `cargo bench --bench jit`.

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use egret::jit::{Jit, JitOptions, OptLevel, RegallocAlgorithm};
use std::hint::black_box;
use std::time::Duration;

#[path = "inputs/jit.rs"]
mod inputs;
use inputs::{FAC, thousand_functions};

fn options(opt: OptLevel) -> JitOptions {
    JitOptions {
        check_regalloc: false,
        ..JitOptions::default().with_opt(opt)
    }
}

/// A JIT that has already loaded and run a module, so its memory pages are
/// touched and what is timed is the cost of one more module.
fn warm_jit(opts: JitOptions) -> Jit {
    let mut jit = Jit::new(opts);
    jit.add_ir("define i64 @warm(i64 %x) {\n  ret i64 %x\n}\n")
        .expect("compiles");
    jit.call("warm", &[1]).expect("runs");
    jit
}

fn ir_to_callable(c: &mut Criterion) {
    let module = thousand_functions();
    let mut group = c.benchmark_group("ir_to_callable");
    group.warm_up_time(Duration::from_millis(500));
    let single_pass = Some(RegallocAlgorithm::SinglePass);
    for (opt, regalloc, label) in [
        (OptLevel::O0, None, "O0"),
        (OptLevel::O0, single_pass, "O0_single_pass"),
        (OptLevel::O2, None, "O2"),
    ] {
        let opts = options(opt).with_regalloc(regalloc);
        group.sample_size(50);
        group.measurement_time(Duration::from_secs(3));
        // The JIT is returned, so it is dropped outside the timed part.
        group.bench_function(format!("small_{label}"), |b| {
            b.iter_batched(
                || warm_jit(opts.clone()),
                |mut jit| {
                    jit.add_ir(black_box(FAC)).expect("compiles");
                    let v = jit.call("fac", &[10]).expect("runs");
                    (jit, v)
                },
                BatchSize::SmallInput,
            )
        });
        group.bench_function(format!("small_fresh_jit_{label}"), |b| {
            b.iter_batched(
                || Jit::new(opts.clone()),
                |mut jit| {
                    jit.add_ir(black_box(FAC)).expect("compiles");
                    let v = jit.call("fac", &[10]).expect("runs");
                    (jit, v)
                },
                BatchSize::SmallInput,
            )
        });
        group.sample_size(10);
        group.measurement_time(Duration::from_secs(10));
        group.bench_function(format!("module1000_{label}"), |b| {
            b.iter_batched(
                || warm_jit(opts.clone()),
                |mut jit| {
                    jit.add_ir(black_box(&module)).expect("compiles");
                    let v = jit.call("f999", &[5]).expect("runs");
                    (jit, v)
                },
                BatchSize::PerIteration,
            )
        });
    }
    group.finish();
}

fn new_jit(c: &mut Criterion) {
    c.bench_function("jit_new", |b| {
        b.iter_batched(
            || (),
            |()| Jit::new(options(OptLevel::O2)),
            BatchSize::SmallInput,
        )
    });
}

fn backend_parallelism(c: &mut Criterion) {
    let (module, _) = egret::parse_text("f1000.ll", &thousand_functions()).expect("parses");
    let opts = egret::Options {
        check_regalloc: false,
        ..egret::Options::default()
    };
    let backend = egret::backend_options(&opts);
    let mut group = c.benchmark_group("backend_1000_functions");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(8));
    group.bench_function("sequential", |b| {
        b.iter(|| black_box(egret::lower::compile_module(&module, &backend).expect("compiles")))
    });
    group.bench_function("parallel", |b| {
        b.iter(|| black_box(egret::compile_optimized(&module, &opts).expect("compiles")))
    });
    group.finish();
}

criterion_group!(benches, ir_to_callable, backend_parallelism, new_jit);
criterion_main!(benches);
