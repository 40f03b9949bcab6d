; header_lines: module header lines that are accepted and ignored (source_filename, target datalayout, target triple), comments in every position, blank lines, a space between callee and argument list, and unusual spacing
; ret: 25
source_filename = "header_lines.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; a comment before a type
%Pair = type { i64, i64 } ; and after it

@g = global i64 17 ; trailing comment

declare i32 @printf(i8*, ...) ; declared with a comment

@fmt = global [11 x i8] c"%lld %lld\0A\00"


define i64 @swap_sum(%Pair* %p) {   ; comment after the brace
entry:                              ; comment after a label
  %a.p = getelementptr %Pair, %Pair* %p, i32 0, i32 0 ; comment after an instruction
  ; a whole-line comment between instructions
  %b.p = getelementptr %Pair,%Pair*%p,i32 0,i32 1
  %a = load i64, i64* %a.p
  %b   =   load   i64 ,  i64 *  %b.p
  store i64 %b, i64* %a.p
  store i64 %a, i64* %b.p
  %s = add i64 %a, %b
  ret i64 %s
}

define i64 @main() {
entry:
  %p = alloca %Pair
  %x = getelementptr %Pair, %Pair* %p, i32 0, i32 0
  %y = getelementptr %Pair, %Pair* %p, i32 0, i32 1
  %gv = load i64, i64* @g
  store i64 %gv, i64* %x
  store i64 25, i64* %y
  %s = call i64 @swap_sum (%Pair* %p)
  %x1 = load i64, i64* %x
  %f = getelementptr [11 x i8], [11 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf (i8* %f, i64 %s, i64 %x1)
  ret i64 %x1
}
; a comment at the very end, without a newline after it