; ptrtoint_inttoptr: pointer/integer round trips, address differences (i64 and i32), pointer compares (eq/ne/ult/ugt), null as 0, alignment of i64 slots; nothing depends on the pointer size
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
@arr = global [8 x i64] [i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16, i64 17]

define i64* @advance(i64* %p, i64 %bytes) {
  %a = ptrtoint i64* %p to i64
  %b = add i64 %a, %bytes
  %q = inttoptr i64 %b to i64*
  ret i64* %q
}

define i64 @main() {
entry:
  %p = getelementptr [8 x i64], [8 x i64]* @arr, i64 0, i64 3
  %q = getelementptr [8 x i64], [8 x i64]* @arr, i64 0, i64 7
  %pi = ptrtoint i64* %p to i64
  %qi = ptrtoint i64* %q to i64
  %d = sub i64 %qi, %pi
  call void @check(i64 1, i64 %d, i64 32)
  ; the same difference computed in 32 bits wraps to the same number
  %p32 = ptrtoint i64* %p to i32
  %q32 = ptrtoint i64* %q to i32
  %d32 = sub i32 %p32, %q32
  %d32x = sext i32 %d32 to i64
  call void @check(i64 2, i64 %d32x, i64 -32)
  ; integer arithmetic on an address, then back to a pointer
  %r = call i64* @advance(i64* %p, i64 16)
  %rv = load i64, i64* %r
  call void @check(i64 3, i64 %rv, i64 15)
  %back = call i64* @advance(i64* %q, i64 -56)
  %bv = load i64, i64* %back
  call void @check(i64 4, i64 %bv, i64 10)
  ; pointer comparisons are unsigned address comparisons
  %lt = icmp ult i64* %p, %q
  %ltx = zext i1 %lt to i64
  call void @check(i64 5, i64 %ltx, i64 1)
  %gt = icmp ugt i64* %p, %q
  %gtx = zext i1 %gt to i64
  call void @check(i64 6, i64 %gtx, i64 0)
  %same = getelementptr i64, i64* %q, i64 -4
  %eq = icmp eq i64* %same, %p
  %eqx = zext i1 %eq to i64
  call void @check(i64 7, i64 %eqx, i64 1)
  %ne = icmp ne i64* %p, null
  %nex = zext i1 %ne to i64
  call void @check(i64 8, i64 %nex, i64 1)
  ; null is address zero, both ways
  %n = ptrtoint i64* null to i64
  call void @check(i64 9, i64 %n, i64 0)
  %z = inttoptr i64 0 to i8*
  %isnull = icmp eq i8* %z, null
  %isnullx = zext i1 %isnull to i64
  call void @check(i64 10, i64 %isnullx, i64 1)
  ; an i64 slot is 8-byte aligned
  %slot = alloca i64
  store i64 99, i64* %slot
  %sa = ptrtoint i64* %slot to i64
  %mis = and i64 %sa, 7
  call void @check(i64 11, i64 %mis, i64 0)
  ; a byte walk through an i8* view of the array
  %bytes = bitcast [8 x i64]* @arr to i8*
  %b40 = getelementptr i8, i8* %bytes, i64 40
  %b40i = ptrtoint i8* %b40 to i64
  %arr0 = ptrtoint [8 x i64]* @arr to i64
  %off = sub i64 %b40i, %arr0
  call void @check(i64 12, i64 %off, i64 40)
  %e5 = bitcast i8* %b40 to i64*
  %e5v = load i64, i64* %e5
  call void @check(i64 13, i64 %e5v, i64 15)
  ; a pointer chosen by select and by a phi
  %big = icmp sgt i64 %rv, 12
  %pick = select i1 %big, i64* %q, i64* %p
  %pv = load i64, i64* %pick
  call void @check(i64 14, i64 %pv, i64 17)
  br i1 %big, label %left, label %right

left:
  br label %join

right:
  br label %join

join:
  %phi = phi i64* [ %p, %left ], [ %q, %right ]
  %phiv = load i64, i64* %phi
  call void @check(i64 15, i64 %phiv, i64 13)
  %failures = call i64 @report()
  ret i64 %failures
}
