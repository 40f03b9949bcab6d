; egret runtime: C's memory routines (docs/runtime.md). Calls of the
; intrinsics llvm.memcpy.*, llvm.memmove.* and llvm.memset.* are compiled
; as calls of these, with the length's low word.

; void *memcpy(void *dst, const void *src, size_t n): the regions do not
; overlap (as C requires), so the bytes go forwards.
define i8* @memcpy(i8* %dst, i8* %src, i32 %n) {
entry:
  %none = icmp eq i32 %n, 0
  br i1 %none, label %done, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = getelementptr i8, i8* %src, i32 %i
  %c = load i8, i8* %s
  %d = getelementptr i8, i8* %dst, i32 %i
  store i8 %c, i8* %d
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret i8* %dst
}

; void *memmove(void *dst, const void *src, size_t n): the regions may
; overlap; a destination above the source is copied backwards, from the
; last byte, so that no byte is overwritten before it is read.
define i8* @memmove(i8* %dst, i8* %src, i32 %n) {
entry:
  %none = icmp eq i32 %n, 0
  br i1 %none, label %done, label %which
which:
  %above = icmp ugt i8* %dst, %src
  br i1 %above, label %backward, label %forward
forward:
  %i = phi i32 [ 0, %which ], [ %i1, %forward ]
  %s = getelementptr i8, i8* %src, i32 %i
  %c = load i8, i8* %s
  %d = getelementptr i8, i8* %dst, i32 %i
  store i8 %c, i8* %d
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %forward, label %done
backward:
  %j = phi i32 [ %n, %which ], [ %j1, %backward ]
  %j1 = sub i32 %j, 1
  %bs = getelementptr i8, i8* %src, i32 %j1
  %bc = load i8, i8* %bs
  %bd = getelementptr i8, i8* %dst, i32 %j1
  store i8 %bc, i8* %bd
  %left = icmp ne i32 %j1, 0
  br i1 %left, label %backward, label %done
done:
  ret i8* %dst
}

; void *memset(void *dst, int c, size_t n): the low byte of c, n times.
define i8* @memset(i8* %dst, i32 %c, i32 %n) {
entry:
  %byte = trunc i32 %c to i8
  %none = icmp eq i32 %n, 0
  br i1 %none, label %done, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %d = getelementptr i8, i8* %dst, i32 %i
  store i8 %byte, i8* %d
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret i8* %dst
}
