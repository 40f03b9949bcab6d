//! A global scalar that a call-free loop reads and writes stays in a
//! register through the loop (`egraph/src/memopt/loop_globals.rs`, issue
//! 21), at -O2.
//!
//! A linear probe counts its probes in a global, as bm_hashtable's
//! `find_slot` does: the counter is loaded before the loop and stored back
//! at each exit, so the loop itself only loads the key it compares
//! (before: a load and a store of the counter per probe; bm_hashtable
//! -5.5% executed instructions, bm_tree -8.7%). The function has an
//! assembly snapshot and runs on the simulator against the interpreter at
//! every level in both byte orders. Update the snapshot with
//! `INSTA_UPDATE=always cargo test --test codegen_loop_globals` after
//! checking the new code is right.

#[allow(dead_code)]
mod common;

use common::{asm_o2, assert_runs_like_the_interpreter};
use egret::OptLevel;

/// A probe of a constant table that counts its probes in `@probes`, and a
/// `main` that calls it three times and returns the count with the answers.
const PROBE: &str = "@probes = global i32 0
@keys = global [8 x i32] [i32 5, i32 0, i32 9, i32 4, i32 7, i32 0, i32 3, i32 1]
define i32 @find(i32 %k) {
entry:
  br label %probe
probe:
  %s = phi i32 [ 0, %entry ], [ %s1, %next ]
  %p = load i32, i32* @probes
  %p1 = add i32 %p, 1
  store i32 %p1, i32* @probes
  %kp = getelementptr [8 x i32], [8 x i32]* @keys, i32 0, i32 %s
  %sk = load i32, i32* %kp
  %hit = icmp eq i32 %sk, %k
  br i1 %hit, label %found, label %next
next:
  %s1 = add i32 %s, 1
  %more = icmp slt i32 %s1, 8
  br i1 %more, label %probe, label %absent
found:
  ret i32 %s
absent:
  ret i32 -1
}
define i64 @main() {
entry:
  %a = call i32 @find(i32 4)
  %b = call i32 @find(i32 8)
  %c = call i32 @find(i32 1)
  %n = load i32, i32* @probes
  %ab = mul i32 %a, 100
  %abc = add i32 %ab, %b
  %x = mul i32 %abc, 100
  %y = add i32 %x, %c
  %z = mul i32 %y, 1000
  %w = add i32 %z, %n
  %r = sext i32 %w to i64
  ret i64 %r
}";

/// The lines of the first loop of `asm`: from the label the first
/// backward branch goes to, through that branch.
fn first_loop(asm: &str) -> Vec<&str> {
    let lines: Vec<&str> = asm.lines().collect();
    for (at, line) in lines.iter().enumerate() {
        let Some(target) = line.split([',', ' ', '\t']).next_back() else {
            continue;
        };
        let label = format!("{target}:");
        if let Some(start) = lines[..at].iter().position(|l| *l == label) {
            return lines[start..=at].to_vec();
        }
    }
    Vec::new()
}

#[test]
fn a_probe_counter_is_loaded_before_the_loop_and_stored_at_its_exits() {
    let asm = asm_o2(PROBE);
    let find = &asm[asm.find("find:").expect("find is emitted")..];
    let find = &find[..find.find(".size").expect("find ends")];
    let body = first_loop(find);
    assert!(!body.is_empty(), "no loop:\n{find}");
    let loads = body.iter().filter(|l| l.starts_with("\tld\t")).count();
    let stores = body.iter().filter(|l| l.starts_with("\tst\t")).count();
    assert_eq!((loads, stores), (1, 0), "only the key is loaded:\n{find}");
    insta::assert_snapshot!(find);
}

/// The answers and the probe count are the interpreter's at every level.
#[test]
fn the_probe_runs_like_the_interpreter() {
    assert_runs_like_the_interpreter(
        "probe",
        PROBE,
        &[OptLevel::O0, OptLevel::O2, OptLevel::Os, OptLevel::Oz],
    );
}
