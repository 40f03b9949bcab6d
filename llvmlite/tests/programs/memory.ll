; memory: allocas with counts, structs of arrays, arrays of structs, negative
; GEP indices, ptrtoint/inttoptr, unsigned pointer comparison, i1 and i16
; loads and stores, the old `load T* p` and `getelementptr T* p` syntax.
; ret: 77
%Rec = type { i8, i16, i32, i64, i8* }
%Soa = type { [3 x i32], [3 x i64] }
@out = constant [21 x i8] c"%d %d %d %ld %d %ld\0A\00"
@flag = global i1 true
declare i32 @printf(i8*, ...)

define i64 @main() {
  %recs = alloca %Rec, i32 3
  %soa = alloca %Soa
  %buf = alloca i16, i64 4
  ; fill three records
  br label %fill
fill:
  %i = phi i32 [ 0, %0 ], [ %i1, %fill ]
  %r = getelementptr %Rec, %Rec* %recs, i32 %i
  %f0 = getelementptr %Rec, %Rec* %r, i32 0, i32 0
  %ib = trunc i32 %i to i8
  store i8 %ib, i8* %f0
  %f1 = getelementptr %Rec* %r, i32 0, i32 1
  %ih = mul i32 %i, 1000
  %ih16 = trunc i32 %ih to i16
  store i16 %ih16, i16* %f1
  %f2 = getelementptr %Rec, %Rec* %r, i64 0, i32 2
  %neg = sub i32 0, %i
  store i32 %neg, i32* %f2
  %f3 = getelementptr %Rec, %Rec* %r, i64 0, i32 3
  %wide = sext i32 %neg to i64
  %big = mul i64 %wide, 4294967296
  store i64 %big, i64* %f3
  %f4 = getelementptr %Rec, %Rec* %r, i64 0, i32 4
  store i8* %f0, i8** %f4
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 3
  br i1 %more, label %fill, label %check
check:
  ; walk back from the end with a negative index
  %end = getelementptr %Rec, %Rec* %recs, i32 3
  %last = getelementptr %Rec, %Rec* %end, i32 -1
  %l0 = getelementptr %Rec, %Rec* %last, i32 0, i32 0
  %v0 = load i8* %l0
  %l1 = getelementptr %Rec, %Rec* %last, i32 0, i32 1
  %v1 = load i16, i16* %l1
  %l2 = getelementptr %Rec, %Rec* %last, i32 0, i32 2
  %v2 = load i32, i32* %l2
  %l3 = getelementptr %Rec, %Rec* %last, i32 0, i32 3
  %v3 = load i64, i64* %l3
  %l4 = getelementptr %Rec, %Rec* %last, i32 0, i32 4
  %p4 = load i8*, i8** %l4
  %same = icmp eq i8* %p4, %l0
  %z0 = zext i8 %v0 to i32
  %z1 = sext i16 %v1 to i32
  %zs = zext i1 %same to i32
  ; pointer arithmetic through integers
  %a0 = ptrtoint %Rec* %recs to i64
  %a1 = ptrtoint %Rec* %end to i64
  %span = sub i64 %a1, %a0
  %fmt = getelementptr [21 x i8], [21 x i8]* @out, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fmt, i32 %z0, i32 %z1, i32 %v2, i64 %v3, i32 %zs, i64 %span)
  ; struct of arrays
  %ai = getelementptr %Soa, %Soa* %soa, i32 0, i32 0, i32 2
  store i32 7, i32* %ai
  %al = getelementptr %Soa, %Soa* %soa, i32 0, i32 1, i64 1
  store i64 70, i64* %al
  %x = load i32, i32* %ai
  %y = load i64, i64* %al
  ; an i16 buffer through inttoptr
  %bp = ptrtoint i16* %buf to i64
  %bp2 = add i64 %bp, 6
  %e = inttoptr i64 %bp2 to i16*
  store i16 -2, i16* %e
  %e2 = getelementptr i16, i16* %buf, i32 3
  %w = load i16, i16* %e2
  %lt = icmp ult i16* %buf, %e2
  %flag = load i1, i1* @flag
  %both = and i1 %lt, %flag
  %ws = sext i16 %w to i64
  %xz = zext i32 %x to i64
  %s1 = add i64 %xz, %y
  %s2 = add i64 %s1, %ws
  %s3 = add i64 %s2, 2
  %res = select i1 %both, i64 %s3, i64 0
  ret i64 %res
}
