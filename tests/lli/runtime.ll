; The egret runtime (docs/runtime.md) for LLVM's `lli` on a 64-bit host.
;
; Differential tests run every corpus program under `lli-14` with this file as
; an extra module:
;     lli-14 -extra-module=tests/lli/runtime.ll PROGRAM.ll [ARGS...]
; `printf`, `putchar`, `puts`, `calloc` and `free` come straight from libc;
; this file defines only `malloc` (zeroed) and the `ll_*` functions
; LLVMlite programs call
; (and `__egret_malloc_raw`, which egret's optimised IR calls).
; Each follows the contract exactly, where libc would not: `ll_atol` wraps on
; overflow (glibc's `atol` saturates), and heap strings are zeroed (`calloc`).

declare i32 @puts(i8*)
declare i8* @calloc(i64, i64)
declare i64 @strlen(i8*)
declare i8* @strcpy(i8*, i8*)
declare i32 @snprintf(i8*, i64, i8*, ...)

@ll_ltoa.fmt = private unnamed_addr constant [4 x i8] c"%ld\00"

; Writes the NUL-terminated string, then a newline.
define void @ll_puts(i8* %s) {
  %r = call i32 @puts(i8* %s)
  ret void
}

; A new heap string: `a` followed by `b`.
define i8* @ll_strcat(i8* %a, i8* %b) {
  %la = call i64 @strlen(i8* %a)
  %lb = call i64 @strlen(i8* %b)
  %sum = add i64 %la, %lb
  %n = add i64 %sum, 1
  %buf = call i8* @calloc(i64 %n, i64 1)
  %c1 = call i8* @strcpy(i8* %buf, i8* %a)
  %tail = getelementptr i8, i8* %buf, i64 %la
  %c2 = call i8* @strcpy(i8* %tail, i8* %b)
  ret i8* %buf
}

; A new heap string: the signed decimal form of `v` (at most 20 characters).
define i8* @ll_ltoa(i64 %v) {
  %buf = call i8* @calloc(i64 24, i64 1)
  %fmt = getelementptr [4 x i8], [4 x i8]* @ll_ltoa.fmt, i64 0, i64 0
  %n = call i32 (i8*, i64, i8*, ...) @snprintf(i8* %buf, i64 24, i8* %fmt, i64 %v)
  ret i8* %buf
}

; `malloc` as the contract has it, zeroed, where glibc's is not (egret's
; optimised IR calls `malloc(n)` for `calloc(1, n)`).
define i8* @malloc(i64 %n) {
  %p = call i8* @calloc(i64 %n, i64 1)
  ret i8* %p
}

; `n * size` zeroed bytes (calloc's alignment, 16, exceeds the contract's 8).
define i8* @ll_malloc(i64 %n, i64 %size) {
  %p = call i8* @calloc(i64 %n, i64 %size)
  ret i8* %p
}

; `malloc` for a block its caller writes whole before reading it (egret's
; `alloc-calls` pass calls it; `n` is a multiple of 8): filled with 0xFF,
; as fresh Cpu0 memory, so that a byte read before it is written shows.
define i8* @__egret_malloc_raw(i32 %n) {
entry:
  %w = zext i32 %n to i64
  %p = call i8* @calloc(i64 %w, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %fill ]
  %more = icmp ult i64 %i, %w
  br i1 %more, label %fill, label %done
fill:
  %q = getelementptr i8, i8* %p, i64 %i
  store i8 -1, i8* %q
  %i1 = add i64 %i, 1
  br label %loop
done:
  ret i8* %p
}

; Calls `f(19, 19)`.
define i64 @ll_callback(i64 (i64, i64)* %f) {
  %r = call i64 %f(i64 19, i64 19)
  ret i64 %r
}

; C `atol` with wrapping overflow: skips white space (space, \t \n \v \f \r),
; takes an optional sign, then decimal digits up to the first non-digit.
define i64 @ll_atol(i8* %s) {
entry:
  br label %skip

skip:
  %p = phi i8* [ %s, %entry ], [ %p.next, %skip.next ]
  %c = load i8, i8* %p
  %is.space = icmp eq i8 %c, 32
  %c.minus.tab = sub i8 %c, 9
  %is.ctl = icmp ult i8 %c.minus.tab, 5
  %white = or i1 %is.space, %is.ctl
  br i1 %white, label %skip.next, label %sign

skip.next:
  %p.next = getelementptr i8, i8* %p, i64 1
  br label %skip

sign:
  %is.minus = icmp eq i8 %c, 45
  %is.plus = icmp eq i8 %c, 43
  %has.sign = or i1 %is.minus, %is.plus
  %after.sign = getelementptr i8, i8* %p, i64 1
  %start = select i1 %has.sign, i8* %after.sign, i8* %p
  br label %digits

digits:
  %q = phi i8* [ %start, %sign ], [ %q.next, %digit ]
  %acc = phi i64 [ 0, %sign ], [ %acc.next, %digit ]
  %d = load i8, i8* %q
  %dv = sub i8 %d, 48
  %is.digit = icmp ult i8 %dv, 10
  br i1 %is.digit, label %digit, label %done

digit:
  %dv64 = zext i8 %dv to i64
  %acc10 = mul i64 %acc, 10
  %acc.next = add i64 %acc10, %dv64
  %q.next = getelementptr i8, i8* %q, i64 1
  br label %digits

done:
  %neg = sub i64 0, %acc
  %r = select i1 %is.minus, i64 %neg, i64 %acc
  ret i64 %r
}
