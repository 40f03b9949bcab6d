; volatile_access: volatile loads and stores of every width (i8 to i64, a misaligned i32, an odd i48), a volatile counter in a stack slot, volatile llvm.memcpy/llvm.memset, and functions marked noinline, alwaysinline and optnone (through an attribute group); every access must happen and the results are those of ordinary code
; ret: 0
declare i32 @printf(i8*, ...)
declare void @llvm.memcpy.p0i8.p0i8.i32(i8*, i8*, i32, i1)
declare void @llvm.memset.p0i8.i32(i8*, i8, i32, i1)

@checks = global i64 0
@failures = global i64 0
@fmt.fail = global [31 x i8] c"FAIL %lld: got %lld want %lld\0A\00"
@fmt.done = global [28 x i8] c"%lld checks, %lld failures\0A\00"

@b = global i8 0
@h = global i16 0
@w = global i32 0
@d = global i64 0
@odd = global i64 0
@bytes = global [8 x i8] zeroinitializer
@src = global [4 x i32] [i32 10, i32 20, i32 30, i32 40]
@dst = global [4 x i32] zeroinitializer

; Counts a check; prints the mismatch and counts a failure when got != want.
define void @check(i64 %id, i64 %got, i64 %want) {
entry:
  %n = load i64, i64* @checks
  %n1 = add i64 %n, 1
  store i64 %n1, i64* @checks
  %ok = icmp eq i64 %got, %want
  br i1 %ok, label %done, label %bad

bad:
  %f = getelementptr [31 x i8], [31 x i8]* @fmt.fail, i64 0, i64 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i64 %id, i64 %got, i64 %want)
  %k = load i64, i64* @failures
  %k1 = add i64 %k, 1
  store i64 %k1, i64* @failures
  br label %done

done:
  ret void
}

; Prints the summary line and returns the number of failures.
define i64 @report() {
entry:
  %c = load i64, i64* @checks
  %k = load i64, i64* @failures
  %f = getelementptr [28 x i8], [28 x i8]* @fmt.done, i64 0, i64 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i64 %c, i64 %k)
  ret i64 %k
}

; Stores then reloads each width through volatile accesses; returns their sum.
define i64 @widths() {
entry:
  store volatile i8 -3, i8* @b
  store volatile i16 1000, i16* @h
  store volatile i32 70000, i32* @w
  store volatile i64 5000000000, i64* @d
  %b = load volatile i8, i8* @b
  %h = load volatile i16, i16* @h
  %w = load volatile i32, i32* @w
  %d = load volatile i64, i64* @d
  %b64 = sext i8 %b to i64
  %h64 = sext i16 %h to i64
  %w64 = sext i32 %w to i64
  %s1 = add i64 %b64, %h64
  %s2 = add i64 %s1, %w64
  %s3 = add i64 %s2, %d
  ret i64 %s3
}

; A volatile i32 at byte offset 1 (split into pieces) and a volatile i48.
define i64 @misaligned() {
entry:
  %p8 = getelementptr [8 x i8], [8 x i8]* @bytes, i32 0, i32 1
  %p = bitcast i8* %p8 to i32*
  store volatile i32 305419896, i32* %p, align 1
  %v = load volatile i32, i32* %p, align 1
  %q = bitcast i64* @odd to i48*
  store volatile i48 123456789012, i48* %q
  %o = load volatile i48, i48* %q
  %v64 = zext i32 %v to i64
  %o64 = zext i48 %o to i64
  %r = add i64 %v64, %o64
  ret i64 %r
}

; Counts to n in a volatile stack slot.
define i32 @count(i32 %n) {
entry:
  %i = alloca i32
  store volatile i32 0, i32* %i
  br label %loop
loop:
  %v = load volatile i32, i32* %i
  %more = icmp slt i32 %v, %n
  br i1 %more, label %body, label %done
body:
  %w = load volatile i32, i32* %i
  %w1 = add i32 %w, 1
  store volatile i32 %w1, i32* %i
  br label %loop
done:
  %r = load volatile i32, i32* %i
  ret i32 %r
}

; Volatile memcpy of two words and memset of the other two; returns their sum.
define i64 @intrinsics() {
entry:
  %d = bitcast [4 x i32]* @dst to i8*
  %s = bitcast [4 x i32]* @src to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* %d, i8* %s, i32 8, i1 true)
  %d2 = getelementptr i8, i8* %d, i32 8
  call void @llvm.memset.p0i8.i32(i8* %d2, i8 1, i32 8, i1 true)
  %p0 = getelementptr [4 x i32], [4 x i32]* @dst, i32 0, i32 0
  %p1 = getelementptr [4 x i32], [4 x i32]* @dst, i32 0, i32 1
  %p2 = getelementptr [4 x i32], [4 x i32]* @dst, i32 0, i32 2
  %p3 = getelementptr [4 x i32], [4 x i32]* @dst, i32 0, i32 3
  %a = load i32, i32* %p0
  %b = load i32, i32* %p1
  %c = load i32, i32* %p2
  %e = load i32, i32* %p3
  %ab = add i32 %a, %b
  %ce = add i32 %c, %e
  %r = add i32 %ab, %ce
  %r64 = zext i32 %r to i64
  ret i64 %r64
}

define i32 @never(i32 %x) noinline {
entry:
  %r = mul i32 %x, 3
  ret i32 %r
}

define internal i32 @always(i32 %x) alwaysinline {
entry:
  %r = add i32 %x, 4
  ret i32 %r
}

define i32 @asis(i32 %x) #0 {
entry:
  %p = alloca i32
  store i32 %x, i32* %p
  %v = load i32, i32* %p
  %r = sub i32 %v, 1
  ret i32 %r
}

define i64 @main() {
entry:
  %wsum = call i64 @widths()
  call void @check(i64 1, i64 %wsum, i64 5000070997)
  %m = call i64 @misaligned()
  call void @check(i64 2, i64 %m, i64 123762208908)
  %c = call i32 @count(i32 25)
  %c64 = zext i32 %c to i64
  call void @check(i64 3, i64 %c64, i64 25)
  %i = call i64 @intrinsics()
  call void @check(i64 4, i64 %i, i64 33686048)
  %a = call i32 @never(i32 5)
  %b = call i32 @always(i32 %a)
  %e = call i32 @asis(i32 %b)
  %e64 = zext i32 %e to i64
  call void @check(i64 5, i64 %e64, i64 18)
  %k = call i64 @report()
  ret i64 %k
}

attributes #0 = { noinline optnone }
