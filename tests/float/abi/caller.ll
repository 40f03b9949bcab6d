; The egret side of the ABI check with clang's abi.c: calls `sink` with
; known values and checks every global it stored, checks `ret_d` and
; `ret_f`, and defines `ir_check`, which clang's `call_ir` calls, checking
; every argument bit for bit. Prints one line per check; the test wants
; every line to say `ok`.

@g_a = external global i32
@g_b = external global double
@g_c = external global float
@g_d = external global i64
@g_e = external global double
@g_f = external global float
@g_g = external global i32
@g_h = external global double
@fmt = constant [10 x i8] c"%s %d %d\0A\00"
@ok = constant [3 x i8] c"ok\00"
@bad = constant [4 x i8] c"bad\00"
declare i32 @printf(ptr, ...)
declare void @sink(i32, double, float, i64, double, float, i32, double)
declare double @ret_d()
declare float @ret_f()
declare i32 @call_ir()

; Prints `ok k` or `bad k` for check `k` and returns 1 if it failed.
define i32 @check(i32 %k, i1 %good) {
  %s = select i1 %good, ptr @ok, ptr @bad
  call i32 (ptr, ...) @printf(ptr @fmt, ptr %s, i32 %k, i32 0)
  %r = select i1 %good, i32 0, i32 1
  ret i32 %r
}

define i32 @ir_check(float %a, double %b, i32 %c, float %d, double %e, i64 %f, float %g) {
  %ab = bitcast float %a to i32
  %bb = bitcast double %b to i64
  %db = bitcast float %d to i32
  %eb = bitcast double %e to i64
  %gb = bitcast float %g to i32
  %k0 = icmp eq i32 %ab, 1069547520
  %k1 = icmp eq i64 %bb, -4611123068473966592
  %k2 = icmp eq i32 %c, 7
  %k3 = icmp eq i32 %db, 1036831949
  %k4 = icmp eq i64 %eb, 9094988921128908188
  %k5 = icmp eq i64 %f, -5
  %k6 = icmp eq i32 %gb, -2147483648
  %m0 = and i1 %k0, %k1
  %m1 = and i1 %m0, %k2
  %m2 = and i1 %m1, %k3
  %m3 = and i1 %m2, %k4
  %m4 = and i1 %m3, %k5
  %m5 = and i1 %m4, %k6
  %r = zext i1 %m5 to i32
  ret i32 %r
}

define i32 @main() {
  call void @sink(i32 -3, double 0x400921FB54442D18, float 0x3FB99999A0000000, i64 -81985529216486896, double -0.0, float 0x7FF0000000000000, i32 123456, double 0x0000000000000001)
  %a = load i32, ptr @g_a
  %a.ok = icmp eq i32 %a, -3
  %c1 = call i32 @check(i32 1, i1 %a.ok)
  %b = load i64, ptr @g_b
  %b.ok = icmp eq i64 %b, 4614256656552045848
  %c2 = call i32 @check(i32 2, i1 %b.ok)
  %c = load i32, ptr @g_c
  %c.ok = icmp eq i32 %c, 1036831949
  %c3 = call i32 @check(i32 3, i1 %c.ok)
  %d = load i64, ptr @g_d
  %d.ok = icmp eq i64 %d, -81985529216486896
  %c4 = call i32 @check(i32 4, i1 %d.ok)
  %e = load i64, ptr @g_e
  %e.ok = icmp eq i64 %e, -9223372036854775808
  %c5 = call i32 @check(i32 5, i1 %e.ok)
  %f = load i32, ptr @g_f
  %f.ok = icmp eq i32 %f, 2139095040
  %c6 = call i32 @check(i32 6, i1 %f.ok)
  %g = load i32, ptr @g_g
  %g.ok = icmp eq i32 %g, 123456
  %c7 = call i32 @check(i32 7, i1 %g.ok)
  %h = load i64, ptr @g_h
  %h.ok = icmp eq i64 %h, 1
  %c8 = call i32 @check(i32 8, i1 %h.ok)
  %rd = call double @ret_d()
  %rdb = bitcast double %rd to i64
  %rd.ok = icmp eq i64 %rdb, 4614256656552045848
  %c9 = call i32 @check(i32 9, i1 %rd.ok)
  %rf = call float @ret_f()
  %rfb = bitcast float %rf to i32
  %rf.ok = icmp eq i32 %rfb, 1036831949
  %c10 = call i32 @check(i32 10, i1 %rf.ok)
  %ci = call i32 @call_ir()
  %ci.ok = icmp eq i32 %ci, 1
  %c11 = call i32 @check(i32 11, i1 %ci.ok)
  ret i32 0
}
