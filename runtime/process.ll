; egret runtime: assertions (docs/runtime.md). exit and abort are
; assembly (exit.s, abort.s).

declare i32 @printf(i8*, ...)

declare void @abort()

@__egret_assert_format = constant [35 x i8] c"%s:%u: %s: Assertion `%s' failed.\0A\00"

; void __assert_fail(const char *expr, const char *file, unsigned line,
; const char *func): what a failed assert() calls: writes glibc's message
; "file:line: func: Assertion `expr' failed." and a newline (to stderr,
; that is the output port), then aborts.
define void @__assert_fail(i8* %expr, i8* %file, i32 %line, i8* %func) {
entry:
  %fmt = getelementptr [35 x i8], [35 x i8]* @__egret_assert_format, i32 0, i32 0
  %n = call i32 (i8*, ...) @printf(i8* %fmt, i8* %file, i32 %line, i8* %func, i8* %expr)
  call void @abort()
  unreachable
}
