; old_load_syntax: LLVMlite's original `load S* %p` form (no separate result type) for every kind of pointee (i64, i1, i8, i16, i32, pointers, pointers to pointers, function pointers, named structs), mixed with the modern `load T, T* %p` in the same function
; ret: 5075
declare i32 @printf(i8*, ...)

%Pair = type { i64, %Pair* }

@counter = global i64 5
@flag = global i1 true
@bytes = global [4 x i8] c"\01\02\FE\FF"
@half = global i16 -300
@word = global i32 -70000
@ptr = global i64* @counter
@pptr = global i64** @ptr
@fn = global i64 (i64)* @square
@pair = global %Pair { i64 9, %Pair* @pair }
@fmt = global [43 x i8] c"%lld %d %d %d %d %lld %lld %lld %lld %lld\0A\00"

define i64 @square(i64 %x) {
  %r = mul i64 %x, %x
  ret i64 %r
}

define i64 @sum_to(i64 %n) {
entry:
  %acc = alloca i64
  %i = alloca i64
  store i64 0, i64* %acc
  store i64 1, i64* %i
  br label %cond

cond:
  %iv = load i64* %i
  %go = icmp sle i64 %iv, %n
  br i1 %go, label %body, label %done

body:
  %a = load i64* %acc
  %iv2 = load i64, i64* %i
  %a1 = add i64 %a, %iv2
  store i64 %a1, i64* %acc
  %i1 = add i64 %iv2, 1
  store i64 %i1, i64* %i
  br label %cond

done:
  %r = load i64* %acc
  ret i64 %r
}

define i64 @main() {
entry:
  %c = load i64* @counter
  %f = load i1* @flag
  %fx = zext i1 %f to i32
  %b2p = getelementptr [4 x i8], [4 x i8]* @bytes, i64 0, i64 2
  %b2 = load i8* %b2p
  %b2x = sext i8 %b2 to i32
  %h = load i16* @half
  %hx = sext i16 %h to i32
  %w = load i32* @word
  %p = load i64** @ptr
  %pv = load i64* %p
  %pp = load i64*** @pptr
  %pp1 = load i64** %pp
  %ppv = load i64* %pp1
  %fnp = load i64 (i64)** @fn
  %sq = call i64 %fnp(i64 %ppv)
  %next = getelementptr %Pair, %Pair* @pair, i32 0, i32 1
  %np = load %Pair** %next
  %nv = getelementptr %Pair, %Pair* %np, i32 0, i32 0
  %v = load i64* %nv
  %s = call i64 @sum_to(i64 100)
  %fm = getelementptr [43 x i8], [43 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fm, i64 %c, i32 %fx, i32 %b2x, i32 %hx, i32 %w, i64 %pv, i64 %ppv, i64 %sq, i64 %v, i64 %s)
  %r = add i64 %s, %sq
  ret i64 %r
}
