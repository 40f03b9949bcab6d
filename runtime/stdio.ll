; egret runtime: <stdio.h>'s streams (docs/runtime.md). `stdout` and
; `stderr` are pointers to two stream objects, as glibc declares them
; (`extern FILE *stdout`); a stream object is one word, its file number
; (1, 2). Both streams write to the output port, unbuffered, in program
; order, so fflush has nothing to do. Every byte goes through putchar.

@__egret_stdout_file = global i32 1
@__egret_stderr_file = global i32 2
@stdout = global i32* @__egret_stdout_file
@stderr = global i32* @__egret_stderr_file

declare i32 @putchar(i32)
declare void @__egret_write(i8*)
declare i32 @strlen(i8*)

; int fputc(int c, FILE *stream): writes (unsigned char)c; returns it.
define i32 @fputc(i32 %c, i8* %stream) {
entry:
  %b = and i32 %c, 255
  %r = call i32 @putchar(i32 %b)
  ret i32 %b
}

; int putc(int c, FILE *stream): fputc.
define i32 @putc(i32 %c, i8* %stream) {
entry:
  %b = and i32 %c, 255
  %r = call i32 @putchar(i32 %b)
  ret i32 %b
}

; int fputs(const char *s, FILE *stream): s without a newline; returns 1
; (glibc's non-negative success value).
define i32 @fputs(i8* %s, i8* %stream) {
entry:
  call void @__egret_write(i8* %s)
  ret i32 1
}

; size_t fwrite(const void *p, size_t size, size_t n, FILE *stream):
; size * n bytes; returns n (0 when size is 0).
define i32 @fwrite(i8* %p, i32 %size, i32 %n, i8* %stream) {
entry:
  %bytes = mul i32 %size, %n
  %none = icmp eq i32 %bytes, 0
  br i1 %none, label %empty, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %at = getelementptr i8, i8* %p, i32 %i
  %c = load i8, i8* %at
  %ci = zext i8 %c to i32
  %r = call i32 @putchar(i32 %ci)
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %bytes
  br i1 %more, label %loop, label %done
done:
  ret i32 %n
empty:
  ret i32 0
}

; int fflush(FILE *stream): 0 (nothing is buffered).
define i32 @fflush(i8* %stream) {
entry:
  ret i32 0
}
