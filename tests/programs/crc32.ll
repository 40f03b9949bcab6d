; crc32: CRC-32 (IEEE, reflected) computed bit by bit and with a 256-entry i32 table built at run time; both must agree and match the known check values
; ret: 0
declare i32 @printf(i8*, ...)

@checks = global i64 0
@failures = global i64 0
@fmt.fail = global [31 x i8] c"FAIL %lld: got %lld want %lld\0A\00"
@fmt.done = global [28 x i8] c"%lld checks, %lld failures\0A\00"

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
@table = global [256 x i32] zeroinitializer
@s.check = global [10 x i8] c"123456789\00"
@s.fox = global [44 x i8] c"The quick brown fox jumps over the lazy dog\00"
@s.empty = global [1 x i8] c"\00"
@s.egret = global [6 x i8] c"egret\00"
@fmt = global [18 x i8] c"crc32(\22%s\22) = %x\0A\00"

define i32 @crc_bitwise(i8* %s) {
entry:
  br label %bytes

bytes:
  %p = phi i8* [ %s, %entry ], [ %p1, %bits.done ]
  %crc = phi i32 [ -1, %entry ], [ %crc.b, %bits.done ]
  %c = load i8, i8* %p
  %end = icmp eq i8 %c, 0
  br i1 %end, label %finish, label %mix

mix:
  %cz = zext i8 %c to i32
  %x = xor i32 %crc, %cz
  br label %bits

bits:
  %k = phi i32 [ 0, %mix ], [ %k1, %bits ]
  %v = phi i32 [ %x, %mix ], [ %v1, %bits ]
  %low = and i32 %v, 1
  %mask = sub i32 0, %low
  %poly = and i32 %mask, -306674912
  %sh = lshr i32 %v, 1
  %v1 = xor i32 %sh, %poly
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 8
  br i1 %more, label %bits, label %bits.done

bits.done:
  %crc.b = phi i32 [ %v1, %bits ]
  %p1 = getelementptr i8, i8* %p, i64 1
  br label %bytes

finish:
  %r = xor i32 %crc, -1
  ret i32 %r
}

define void @build_table() {
entry:
  br label %entries

entries:
  %n = phi i32 [ 0, %entry ], [ %n1, %store ]
  br label %bits

bits:
  %k = phi i32 [ 0, %entries ], [ %k1, %bits ]
  %v = phi i32 [ %n, %entries ], [ %v1, %bits ]
  %low = and i32 %v, 1
  %odd = icmp ne i32 %low, 0
  %sh = lshr i32 %v, 1
  %xp = xor i32 %sh, 3988292384
  %v1 = select i1 %odd, i32 %xp, i32 %sh
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 8
  br i1 %more, label %bits, label %store

store:
  %n64 = zext i32 %n to i64
  %slot = getelementptr [256 x i32], [256 x i32]* @table, i64 0, i64 %n64
  store i32 %v1, i32* %slot
  %n1 = add i32 %n, 1
  %nmore = icmp ult i32 %n1, 256
  br i1 %nmore, label %entries, label %done

done:
  ret void
}

define i32 @crc_table(i8* %s) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %body ]
  %crc = phi i32 [ -1, %entry ], [ %crc1, %body ]
  %p = getelementptr i8, i8* %s, i64 %i
  %c = load i8, i8* %p
  %end = icmp eq i8 %c, 0
  br i1 %end, label %finish, label %body

body:
  %cz = zext i8 %c to i32
  %x = xor i32 %crc, %cz
  %idx = and i32 %x, 255
  %idx64 = zext i32 %idx to i64
  %tp = getelementptr [256 x i32], [256 x i32]* @table, i64 0, i64 %idx64
  %t = load i32, i32* %tp
  %sh = lshr i32 %crc, 8
  %crc1 = xor i32 %t, %sh
  %i1 = add i64 %i, 1
  br label %loop

finish:
  %r = xor i32 %crc, -1
  ret i32 %r
}

define void @one(i64 %id, i8* %s, i64 %want) {
  %a = call i32 @crc_bitwise(i8* %s)
  %b = call i32 @crc_table(i8* %s)
  %ax = zext i32 %a to i64
  %bx = zext i32 %b to i64
  %id2 = add i64 %id, 100
  call void @check(i64 %id, i64 %ax, i64 %want)
  call void @check(i64 %id2, i64 %bx, i64 %want)
  %f = getelementptr [18 x i8], [18 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i8* %s, i32 %a)
  ret void
}

define i64 @main() {
entry:
  call void @build_table()
  %s1 = getelementptr [10 x i8], [10 x i8]* @s.check, i64 0, i64 0
  call void @one(i64 1, i8* %s1, i64 3421780262)
  %s2 = getelementptr [44 x i8], [44 x i8]* @s.fox, i64 0, i64 0
  call void @one(i64 2, i8* %s2, i64 1095738169)
  %s3 = getelementptr [1 x i8], [1 x i8]* @s.empty, i64 0, i64 0
  call void @one(i64 3, i8* %s3, i64 0)
  %s4 = getelementptr [6 x i8], [6 x i8]* @s.egret, i64 0, i64 0
  call void @one(i64 4, i8* %s4, i64 697718371)
  %t1p = getelementptr [256 x i32], [256 x i32]* @table, i64 0, i64 1
  %t1 = load i32, i32* %t1p
  %t1x = zext i32 %t1 to i64
  call void @check(i64 5, i64 %t1x, i64 1996959894)
  %failures = call i64 @report()
  ret i64 %failures
}
