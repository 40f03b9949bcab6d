; string_escapes: c"..." literals with \00 in the middle, \0A newlines, \09 tabs, \22 quotes, \5C backslashes, lower- and upper-case hex escapes and bytes >= 0x80 (signed as i8, unsigned via zext); printed with ll_puts, puts and printf
; ret: -150
declare void @ll_puts(i8*)
declare i32 @puts(i8*)
declare i32 @printf(i8*, ...)

@two = global [13 x i8] c"first\00second\00"
@quoted = global [28 x i8] c"say \22hi\22 \5C o/\09tab\0Anext line\00"
@hex = global [7 x i8] c"\41\42\43\4a\4B\7e\00"
@high = global [6 x i8] c"\80\FF\7F\C3\A9\00"
@fmt.bytes = global [32 x i8] c"byte %d: signed %d unsigned %d\0A\00"
@fmt.len = global [57 x i8] c"length of @two as seen by C: %d, bytes in the array: %d\0A\00"

define i32 @length(i8* %s) {
entry:
  br label %loop

loop:
  %n = phi i32 [ 0, %entry ], [ %n1, %loop ]
  %p = getelementptr i8, i8* %s, i32 %n
  %c = load i8, i8* %p
  %n1 = add i32 %n, 1
  %more = icmp ne i8 %c, 0
  br i1 %more, label %loop, label %done

done:
  ret i32 %n
}

define i32 @main() {
entry:
  %first = getelementptr [13 x i8], [13 x i8]* @two, i64 0, i64 0
  call void @ll_puts(i8* %first)
  ; the second string starts after the embedded NUL
  %second = getelementptr [13 x i8], [13 x i8]* @two, i64 0, i64 6
  call void @ll_puts(i8* %second)
  %q = getelementptr [28 x i8], [28 x i8]* @quoted, i64 0, i64 0
  call i32 @puts(i8* %q)
  %h = getelementptr [7 x i8], [7 x i8]* @hex, i64 0, i64 0
  call void @ll_puts(i8* %h)
  %l = call i32 @length(i8* %first)
  %fl = getelementptr [57 x i8], [57 x i8]* @fmt.len, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fl, i32 %l, i32 13)
  br label %bytes

bytes:
  %i = phi i32 [ 0, %entry ], [ %i1, %bytes ]
  %p = getelementptr [6 x i8], [6 x i8]* @high, i64 0, i32 %i
  %b = load i8, i8* %p
  %bs = sext i8 %b to i32
  %bz = zext i8 %b to i32
  %fb = getelementptr [32 x i8], [32 x i8]* @fmt.bytes, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fb, i32 %i, i32 %bs, i32 %bz)
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 5
  br i1 %more, label %bytes, label %done

done:
  ; the sum of the signed bytes: -128 - 1 + 127 - 61 - 87
  %all = getelementptr [6 x i8], [6 x i8]* @high, i64 0, i64 0
  %s = call i32 @sum_signed(i8* %all)
  ret i32 %s
}

define i32 @sum_signed(i8* %s) {
entry:
  br label %loop

loop:
  %p = phi i8* [ %s, %entry ], [ %p1, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %body ]
  %c = load i8, i8* %p
  %z = icmp eq i8 %c, 0
  br i1 %z, label %done, label %body

body:
  %cx = sext i8 %c to i32
  %acc1 = add i32 %acc, %cx
  %p1 = getelementptr i8, i8* %p, i32 1
  br label %loop

done:
  ret i32 %acc
}
