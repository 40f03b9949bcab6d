; A bad memory access three calls deep: main -> f -> g -> h -> f, which
; loads from 0xff000000, outside memory (tests/backtrace.rs). The calls go
; around a cycle, so the inliner cannot fold them away at -O2.
define i32 @f(i32* %p, i32 %n) {
entry:
  %done = icmp eq i32 %n, 0
  br i1 %done, label %load, label %deeper
load:
  %v = load i32, i32* %p
  ret i32 %v
deeper:
  %m = sub i32 %n, 1
  %r = call i32 @g(i32* %p, i32 %m)
  %s = add i32 %r, 1
  ret i32 %s
}

define i32 @g(i32* %p, i32 %n) {
  %m = sub i32 %n, 1
  %r = call i32 @h(i32* %p, i32 %m)
  %s = mul i32 %r, 3
  ret i32 %s
}

define i32 @h(i32* %p, i32 %n) {
  %m = add i32 %n, 1
  %r = call i32 @f(i32* %p, i32 %m)
  %s = xor i32 %r, 7
  ret i32 %s
}

define i32 @main(i32 %argc, i8** %argv) {
  %p = inttoptr i32 4278190080 to i32*
  %v = call i32 @f(i32* %p, i32 %argc)
  %w = add i32 %v, 5
  ret i32 %w
}
