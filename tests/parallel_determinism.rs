//! The mid-end and the backend compile a module's functions in parallel
//! (`rayon`); the object must not depend on how many threads did it. A
//! module of many functions — calls, branches, loops, enough of them for
//! every phase to go parallel — is compiled at -O0, -O1 and -O2 in thread
//! pools of 1, 2 and 4 threads, and the ELF objects are compared byte for
//! byte.

use egret::{OptLevel, Options};

/// Function `i`: arithmetic, a branch, a call of function `i - 1`, and on
/// every third a loop.
fn function(i: usize) -> String {
    let call = if i == 0 {
        "  %e = add i64 %d, 1\n".to_string()
    } else {
        format!("  %e = call i64 @f{}(i64 %d)\n", i - 1)
    };
    let small = if i.is_multiple_of(3) {
        "  br label %loop\nloop:\n  %j = phi i64 [ 0, %small ], [ %j1, %loop ]\n  \
         %s = phi i64 [ %b, %small ], [ %s1, %loop ]\n  %s1 = add i64 %s, %j\n  \
         %j1 = add i64 %j, 1\n  %more = icmp slt i64 %j1, 8\n  \
         br i1 %more, label %loop, label %out\nout:\n  ret i64 %s1\n"
    } else {
        "  ret i64 %b\n"
    };
    format!(
        "define i64 @f{i}(i64 %x) {{\nentry:\n  %a = mul i64 %x, {k}\n  %b = add i64 %a, {i}\n  \
         %c = icmp sgt i64 %b, 1000\n  br i1 %c, label %big, label %small\nbig:\n  \
         %d = sub i64 %b, 1000\n{call}  ret i64 %e\nsmall:\n{small}}}\n",
        k = i % 7 + 2
    )
}

fn object_bytes(text: &str, opt: OptLevel, threads: usize) -> Vec<u8> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool");
    pool.install(|| {
        let opts = Options {
            opt,
            ..Options::default()
        };
        let (_, compiled) = egret::compile_text("many.ll", text, &opts).expect("compiles");
        egret::cpu0::elf::write_object(&compiled.object).expect("an ELF object")
    })
}

#[test]
fn objects_do_not_depend_on_the_number_of_threads() {
    let text: String = (0..300).map(function).collect();
    for opt in [OptLevel::O0, OptLevel::O1, OptLevel::O2] {
        let one = object_bytes(&text, opt, 1);
        for threads in [2, 4] {
            assert!(
                object_bytes(&text, opt, threads) == one,
                "{opt:?}: the object built with {threads} threads differs from the one built with 1"
            );
        }
    }
}
