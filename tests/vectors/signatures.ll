; Struct, array and vector parameters and results (egret flattens them into
; their scalar leaves and returns aggregates through a hidden sret pointer),
; called directly and through a function pointer.
%pair = type { i32, i64 }
%nest = type { i8, [2 x i16], <2 x i32> }
@fmt = constant [12 x i8] c"%d %lld %d\0A\00"
declare i32 @printf(ptr, ...)

define %pair @mk(i32 %a, i64 %b) {
  %p0 = insertvalue %pair undef, i32 %a, 0
  %p1 = insertvalue %pair %p0, i64 %b, 1
  ret %pair %p1
}

define %pair @swapadd(%pair %p, [2 x i32] %arr) {
  %a = extractvalue %pair %p, 0
  %b = extractvalue %pair %p, 1
  %x = extractvalue [2 x i32] %arr, 0
  %y = extractvalue [2 x i32] %arr, 1
  %s = add i32 %a, %x
  %bb = sext i32 %y to i64
  %t = mul i64 %b, %bb
  %r = call %pair @mk(i32 %s, i64 %t)
  ret %pair %r
}

define i32 @sumnest(%nest %n) {
  %a = extractvalue %nest %n, 0
  %arr = extractvalue %nest %n, 1
  %b = extractvalue [2 x i16] %arr, 1
  %v = extractvalue %nest %n, 2
  %c = extractelement <2 x i32> %v, i32 1
  %a32 = sext i8 %a to i32
  %b32 = sext i16 %b to i32
  %s = add i32 %a32, %b32
  %t = add i32 %s, %c
  ret i32 %t
}

define i32 @main() {
  %fp = select i1 true, ptr @swapadd, ptr null
  %r = call %pair %fp(%pair { i32 5, i64 -7 }, [2 x i32] [i32 10, i32 3])
  %a = extractvalue %pair %r, 0
  %b = extractvalue %pair %r, 1
  %n0 = insertvalue %nest zeroinitializer, i8 -3, 0
  %n1 = insertvalue %nest %n0, i16 1000, 1, 1
  %n2 = insertvalue %nest %n1, <2 x i32> <i32 1, i32 70000>, 2
  %c = call i32 @sumnest(%nest %n2)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %a, i64 %b, i32 %c)
  ret i32 0
}
