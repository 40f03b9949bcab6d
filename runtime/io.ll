; egret runtime: line output (docs/runtime.md). Every byte goes through
; putchar (putchar.s), the only routine that writes the output port.

declare i32 @putchar(i32)

; Writes the NUL-terminated string s (no newline).
define void @__egret_write(i8* %s) {
entry:
  br label %loop
loop:
  %p = phi i8* [ %s, %entry ], [ %next, %body ]
  %c = load i8, i8* %p
  %end = icmp eq i8 %c, 0
  br i1 %end, label %done, label %body
body:
  %ci = zext i8 %c to i32
  %r = call i32 @putchar(i32 %ci)
  %next = getelementptr i8, i8* %p, i32 1
  br label %loop
done:
  ret void
}

; void ll_puts(i8* s): s, then a newline.
define void @ll_puts(i8* %s) {
entry:
  call void @__egret_write(i8* %s)
  %r = call i32 @putchar(i32 10)
  ret void
}

; i32 puts(i8* s): as ll_puts; returns 0.
define i32 @puts(i8* %s) {
entry:
  call void @__egret_write(i8* %s)
  %r = call i32 @putchar(i32 10)
  ret i32 0
}
