//! Snapshot tests of the instruction scheduler (`schedule`, -O2): for each
//! case, the machine code right before the pass (after `dead-code`), right
//! after it, and the final assembly once the delay-slot fillers ran. A
//! change in what the scheduler does shows up as a diff in review. Update
//! with `INSTA_UPDATE=always cargo test -p egret-lower --test
//! sched_snapshots` after checking the new code is right.

use egret_cpu0::isa::{Endian, IsaLevel};
use egret_lower::mach::{POST_REGALLOC_O2, PassHooks};
use egret_lower::{CompileOptions, Target, asm::module_to_asm, compile_module};

const II_BE: Target = Target {
    endian: Endian::Big,
    isa: IsaLevel::Cpu032II,
};
const I_BE: Target = Target {
    endian: Endian::Big,
    isa: IsaLevel::Cpu032I,
};

/// Compiles `ir` for `target` with the -O2 passes after register
/// allocation and returns, per function, the code before and after
/// `schedule`, then the whole module's assembly.
fn scheduled(ir: &str, target: Target) -> String {
    let (module, _) = egret_llvmlite::parse("case.ll", ir).unwrap_or_else(|d| panic!("{:?}", d));
    let opts = CompileOptions {
        target,
        check_regalloc: true,
        post_regalloc: POST_REGALLOC_O2.to_vec(),
        pass_hooks: PassHooks {
            verify: true,
            print_after: Some("all".to_string()),
            stats: false,
        },
        local_calls: true,
        allocate_lr: true,
        inline_putchar: true,
        regalloc: Default::default(),
    };
    let compiled = compile_module(&module, &opts).unwrap_or_else(|e| panic!("{}", e[0]));
    let mut out = String::new();
    for f in &compiled.functions {
        for l in &f.compiled.passes.listings {
            if l.pass == "dead-code" || l.pass == "schedule" {
                out.push_str(&format!(
                    "; ---- {} after {} ----\n{}",
                    f.compiled.name, l.pass, l.text
                ));
            }
        }
    }
    out.push_str("; ---- final assembly ----\n");
    let asm = module_to_asm(&module, &compiled, target);
    out.extend(asm.lines().skip(1).map(|l| format!("{l}\n")));
    out
}

macro_rules! case {
    ($name:ident, $target:expr, $ir:expr) => {
        #[test]
        fn $name() {
            insta::assert_snapshot!(stringify!($name), scheduled($ir, $target));
        }
    };
}

// Two loads per iteration: the counter step goes between the second load
// and its use (the first one's use is already far enough away); the slot is
// left to `delay-slots-across`, which copies the loop's first instruction.
case!(
    loop_loads_are_separated_from_their_uses,
    II_BE,
    "define i32 @f(i32* %a, i32* %b, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %pa = getelementptr i32, i32* %a, i32 %i
  %pb = getelementptr i32, i32* %b, i32 %i
  %x = load i32, i32* %pa
  %y = load i32, i32* %pb
  %m = xor i32 %x, %y
  %z = mul i32 %m, %x
  %s1 = add i32 %s, %z
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s1
}
"
);

// Independent work moves into the shadow of a divide before `mflo`.
case!(
    divide_latency_is_filled_with_independent_work,
    II_BE,
    "define i32 @f(i32 %x, i32 %y, i32* %p) {
entry:
  %q = udiv i32 %x, %y
  %a = load i32, i32* %p
  %g = getelementptr i32, i32* %p, i32 1
  %b = load i32, i32* %g
  %t = add i32 %a, %b
  %u = add i32 %q, %t
  ret i32 %u
}
"
);

// Stores through one pointer at other offsets let a load pass them; the
// return's slot takes the instruction that leaves no stall.
case!(
    loads_pass_disjoint_stores_through_the_same_base,
    II_BE,
    "define i32 @f(i32* %p, i32 %v) {
entry:
  store i32 %v, i32* %p
  %g = getelementptr i32, i32* %p, i32 2
  %a = load i32, i32* %g
  %h = getelementptr i32, i32* %p, i32 3
  %b = load i32, i32* %h
  %s = add i32 %a, %b
  %w = add i32 %v, 1
  %g1 = getelementptr i32, i32* %p, i32 1
  store i32 %w, i32* %g1
  ret i32 %s
}
"
);

// cpu032I: `cmp` writes `$sw`, which the branch reads; a loaded value the
// compare reads is loaded early.
case!(
    compare_and_branch_cpu032i,
    I_BE,
    "define i32 @f(i32* %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %g = getelementptr i32, i32* %p, i32 %i
  %x = load i32, i32* %g
  %s1 = add i32 %s, %x
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %x, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s1
}
"
);
