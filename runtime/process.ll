; egret runtime: exit and assertions (docs/runtime.md). _exit and abort
; are assembly (exit.s, abort.s).

declare i32 @printf(i8*, ...)

declare void @abort()

declare void @_exit(i32)

; The start code's routine that runs the `.fini_array` destructors (last
; first, each once). The linker defines it whenever something refers to
; it; where nothing does (the JIT has no start code) it is null.
declare extern_weak void @__egret_run_fini()

; void exit(int status): runs the destructors, as returning from main
; does, then ends the run with `status`.
define void @exit(i32 %status) {
entry:
  %has = icmp ne void ()* @__egret_run_fini, null
  br i1 %has, label %fini, label %halt
fini:
  call void @__egret_run_fini()
  br label %halt
halt:
  call void @_exit(i32 %status)
  unreachable
}

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
