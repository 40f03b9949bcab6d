//! If-conversion runs again after the `memopt` that follows the second
//! e-graph round (`egraph/src/pipeline.rs`), at -O2.
//!
//! Front-end code keeps every local in an `alloca`, so the arm of a
//! `cond ? new : old` that picks the old value reloads it from memory.
//! Until that reload is forwarded the arm is not empty and the first
//! if-conversion leaves the branch; the late run turns what forwarding
//! emptied into a `select`, which cpu032II lowers to `movn`/`movz`. Here a
//! coin-change table's `dp[c] = cand < dp[c] ? cand : dp[c]` becomes a
//! `movn` with no branch. The function also runs on the simulator against
//! the interpreter in both byte orders. Update the snapshot with
//! `INSTA_UPDATE=always cargo test --test codegen_select_after_forwarding`
//! after checking the new code is right.

#[allow(dead_code)]
mod common;

use common::{asm_o2, assert_runs_like_the_interpreter};
use egret::OptLevel;

/// The fewest coins of 1, 5 and 7 that make each amount up to 31, with
/// every local in an `alloca` as a C front end writes it.
const COINS: &str = "define i32 @fewest_coins(i32 %target) {
entry:
  %t.addr = alloca i32, align 4
  %coins = alloca [3 x i32], align 4
  %dp = alloca [32 x i32], align 4
  %k = alloca i32, align 4
  %c = alloca i32, align 4
  %cand = alloca i32, align 4
  store i32 %target, i32* %t.addr, align 4
  %c0 = getelementptr inbounds [3 x i32], [3 x i32]* %coins, i32 0, i32 0
  store i32 1, i32* %c0, align 4
  %c1 = getelementptr inbounds [3 x i32], [3 x i32]* %coins, i32 0, i32 1
  store i32 5, i32* %c1, align 4
  %c2 = getelementptr inbounds [3 x i32], [3 x i32]* %coins, i32 0, i32 2
  store i32 7, i32* %c2, align 4
  store i32 0, i32* %c, align 4
  br label %init.cond
init.cond:
  %ic = load i32, i32* %c, align 4
  %imore = icmp slt i32 %ic, 32
  br i1 %imore, label %init.body, label %init.end
init.body:
  %ic2 = load i32, i32* %c, align 4
  %pi = getelementptr inbounds [32 x i32], [32 x i32]* %dp, i32 0, i32 %ic2
  %isz = icmp eq i32 %ic2, 0
  %iv = select i1 %isz, i32 0, i32 1000
  store i32 %iv, i32* %pi, align 4
  %ic3 = load i32, i32* %c, align 4
  %inext = add nsw i32 %ic3, 1
  store i32 %inext, i32* %c, align 4
  br label %init.cond
init.end:
  store i32 0, i32* %k, align 4
  br label %coin.cond
coin.cond:
  %kk = load i32, i32* %k, align 4
  %kmore = icmp slt i32 %kk, 3
  br i1 %kmore, label %coin.body, label %coin.end
coin.body:
  %kk2 = load i32, i32* %k, align 4
  %pk = getelementptr inbounds [3 x i32], [3 x i32]* %coins, i32 0, i32 %kk2
  %coin = load i32, i32* %pk, align 4
  store i32 %coin, i32* %c, align 4
  br label %amt.cond
amt.cond:
  %a = load i32, i32* %c, align 4
  %amore = icmp slt i32 %a, 32
  br i1 %amore, label %amt.body, label %amt.end
amt.body:
  %a2 = load i32, i32* %c, align 4
  %kk3 = load i32, i32* %k, align 4
  %pk3 = getelementptr inbounds [3 x i32], [3 x i32]* %coins, i32 0, i32 %kk3
  %coin3 = load i32, i32* %pk3, align 4
  %from = sub nsw i32 %a2, %coin3
  %pf = getelementptr inbounds [32 x i32], [32 x i32]* %dp, i32 0, i32 %from
  %df = load i32, i32* %pf, align 4
  %plus = add nsw i32 %df, 1
  store i32 %plus, i32* %cand, align 4
  %cv = load i32, i32* %cand, align 4
  %a3 = load i32, i32* %c, align 4
  %pa = getelementptr inbounds [32 x i32], [32 x i32]* %dp, i32 0, i32 %a3
  %da = load i32, i32* %pa, align 4
  %lt = icmp slt i32 %cv, %da
  br i1 %lt, label %pick.new, label %pick.old
pick.new:
  %cv2 = load i32, i32* %cand, align 4
  br label %pick.end
pick.old:
  %a4 = load i32, i32* %c, align 4
  %po = getelementptr inbounds [32 x i32], [32 x i32]* %dp, i32 0, i32 %a4
  %dold = load i32, i32* %po, align 4
  br label %pick.end
pick.end:
  %m = phi i32 [ %cv2, %pick.new ], [ %dold, %pick.old ]
  %a5 = load i32, i32* %c, align 4
  %pw = getelementptr inbounds [32 x i32], [32 x i32]* %dp, i32 0, i32 %a5
  store i32 %m, i32* %pw, align 4
  %a6 = load i32, i32* %c, align 4
  %anext = add nsw i32 %a6, 1
  store i32 %anext, i32* %c, align 4
  br label %amt.cond
amt.end:
  %kk4 = load i32, i32* %k, align 4
  %knext = add nsw i32 %kk4, 1
  store i32 %knext, i32* %k, align 4
  br label %coin.cond
coin.end:
  %t = load i32, i32* %t.addr, align 4
  %pt = getelementptr inbounds [32 x i32], [32 x i32]* %dp, i32 0, i32 %t
  %r = load i32, i32* %pt, align 4
  ret i32 %r
}
";

/// The minimum is a conditional move: no branch picks the table's entry.
/// (Another conditional move is the fill's `select` of 0 or 1000, which
/// was one before; without the late if-conversion only that one is. The
/// third chooses the amount loop's exit value, 32 or a larger start,
/// before the loop: `egraph/src/counted_exits.rs`.)
#[test]
fn a_minimum_whose_old_arm_reloads_becomes_a_conditional_move() {
    let asm = asm_o2(COINS);
    let moves = asm.matches("movn\t").count() + asm.matches("movz\t").count();
    assert_eq!(moves, 3, "{asm}");
    insta::assert_snapshot!(asm);
}

/// The table gives the same answers as the interpreter's at every level.
#[test]
fn the_coin_table_runs_like_the_interpreter() {
    let main = "define i32 @main() {
entry:
  %a = call i32 @fewest_coins(i32 31)
  %b = call i32 @fewest_coins(i32 24)
  %c = call i32 @fewest_coins(i32 13)
  %ab = mul i32 %a, 100
  %abc = add i32 %ab, %b
  %r = mul i32 %abc, 10
  %s = add i32 %r, %c
  %t = and i32 %s, 255
  ret i32 %t
}
";
    assert_runs_like_the_interpreter(
        "coins",
        &format!("{COINS}{main}"),
        &[OptLevel::O0, OptLevel::O2, OptLevel::Os, OptLevel::Oz],
    );
}
