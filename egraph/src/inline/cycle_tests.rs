//! Tests of inlining and recursion: a recursive function is not inlined,
//! except a tiny step of a cycle whose every call goes back to its caller,
//! which is inlined into that caller (once: the copy makes the caller call
//! itself).

use super::*;
use crate::testutil::{assert_valid, check_same_behaviour, parse_module};

#[test]
fn inlines_a_step_of_a_cycle_that_only_calls_back() {
    // `odd` only calls `even` and `even` only calls `odd`: whichever
    // is visited first gets the other's copy, and then calls itself;
    // the other keeps its call (the copy it would get calls itself,
    // not only its caller). In the cycle of three `a -> b -> c -> a`,
    // no function calls back into its caller: nothing is inlined.
    let src = "define i1 @even(i32 %n) {
          %z = icmp eq i32 %n, 0
          br i1 %z, label %yes, label %ask
        yes:
          ret i1 true
        ask:
          %m = sub i32 %n, 1
          %r = call i1 @odd(i32 %m)
          ret i1 %r
        }
        define i1 @odd(i32 %n) {
          %z = icmp eq i32 %n, 0
          br i1 %z, label %no, label %ask
        no:
          ret i1 false
        ask:
          %m = sub i32 %n, 1
          %r = call i1 @even(i32 %m)
          ret i1 %r
        }
        define i32 @a(i32 %n) {
          %z = icmp sle i32 %n, 0
          br i1 %z, label %done, label %rec
        done:
          ret i32 0
        rec:
          %m = sub i32 %n, 1
          %r = call i32 @b(i32 %m)
          ret i32 %r
        }
        define i32 @b(i32 %n) {
          %r = call i32 @c(i32 %n)
          %s = add i32 %r, %n
          ret i32 %s
        }
        define i32 @c(i32 %n) {
          %r = call i32 @a(i32 %n)
          %s = mul i32 %r, 3
          ret i32 %s
        }
        define i32 @main() {
          %e = call i1 @even(i32 7)
          %x = zext i1 %e to i32
          %c = call i32 @a(i32 5)
          %s = add i32 %x, %c
          ret i32 %s
        }";
    let before = parse_module(src);
    let mut after = before.clone();
    let n = run(
        &mut after,
        40,
        1000,
        module_budget(module_size(&before), 400),
    );
    assert_eq!(n, 1, "one step of the even/odd cycle");
    let calls_itself = ["even", "odd"].iter().any(|name| {
        let f = after.func_by_name(name).expect("defined");
        let body = after.funcs[f].body.as_ref().expect("defined");
        direct_calls(body).iter().all(|&(_, g)| g == f)
    });
    assert!(calls_itself);
    assert_valid(&after);
    check_same_behaviour(&before, &after);
}

#[test]
fn inlines_small_functions_but_not_recursive_ones() {
    let src = "declare i32 @putchar(i32)
        define i64 @sq(i64 %x) {
          %y = mul i64 %x, %x
          ret i64 %y
        }
        define i64 @absdiff(i64 %a, i64 %b) {
          %c = icmp slt i64 %a, %b
          br i1 %c, label %lt, label %ge
        lt:
          %d1 = sub i64 %b, %a
          ret i64 %d1
        ge:
          %d2 = sub i64 %a, %b
          ret i64 %d2
        }
        define i64 @fac(i64 %n) {
          %z = icmp sle i64 %n, 0
          br i1 %z, label %one, label %rec
        one:
          ret i64 1
        rec:
          %m = sub i64 %n, 1
          %r = call i64 @fac(i64 %m)
          %p = mul i64 %n, %r
          ret i64 %p
        }
        define i64 @main() {
          %a = call i64 @sq(i64 7)
          %b = call i64 @absdiff(i64 %a, i64 100)
          %c = call i64 @fac(i64 5)
          %u = call i32 @putchar(i32 10)
          %s = add i64 %b, %c
          ret i64 %s
        }";
    let before = parse_module(src);
    let mut after = before.clone();
    let n = run(
        &mut after,
        40,
        1000,
        module_budget(module_size(&before), 400),
    );
    assert_eq!(n, 2);
    assert_valid(&after);
    check_same_behaviour(&before, &after);
}
