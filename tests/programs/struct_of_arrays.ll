; struct_of_arrays: a particle system as one struct of parallel arrays ({ count, [32 x i64] x, [32 x i64] y, [32 x i32] vx, [32 x i32] vy, [32 x i8] alive }) stepped 20 times with bounces and deaths; prints the same checksum as array_of_structs
; ret: 16
declare i32 @printf(i8*, ...)

%Soa = type { i64, [32 x i64], [32 x i64], [32 x i32], [32 x i32], [32 x i8] }

@ps = global %Soa zeroinitializer
@fmt = global [27 x i8] c"alive %lld, checksum %lld\0A\00"

define void @init(%Soa* %s) {
entry:
  %cnt = getelementptr %Soa, %Soa* %s, i32 0, i32 0
  store i64 32, i64* %cnt
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %i32 = trunc i64 %i to i32
  %px = getelementptr %Soa, %Soa* %s, i32 0, i32 1, i64 %i
  %py = getelementptr %Soa, %Soa* %s, i32 0, i32 2, i64 %i
  %pvx = getelementptr %Soa, %Soa* %s, i32 0, i32 3, i64 %i
  %pvy = getelementptr %Soa, %Soa* %s, i32 0, i32 4, i64 %i
  %pa = getelementptr %Soa, %Soa* %s, i32 0, i32 5, i64 %i
  %x = mul i64 %i, 1000
  %y0 = mul i64 %i, %i
  %y = add i64 %y0, 5000000000
  %vx0 = mul i32 %i32, 37
  %vx = sub i32 %vx0, 500
  %vy0 = mul i32 %i32, -101
  %vy = add i32 %vy0, 1600
  store i64 %x, i64* %px
  store i64 %y, i64* %py
  store i32 %vx, i32* %pvx
  store i32 %vy, i32* %pvy
  store i8 1, i8* %pa
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 32
  br i1 %more, label %loop, label %done

done:
  ret void
}

define void @step(%Soa* %s) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %pa = getelementptr %Soa, %Soa* %s, i32 0, i32 5, i64 %i
  %a = load i8, i8* %pa
  %dead = icmp eq i8 %a, 0
  br i1 %dead, label %next, label %move

move:
  %px = getelementptr %Soa, %Soa* %s, i32 0, i32 1, i64 %i
  %py = getelementptr %Soa, %Soa* %s, i32 0, i32 2, i64 %i
  %pvx = getelementptr %Soa, %Soa* %s, i32 0, i32 3, i64 %i
  %pvy = getelementptr %Soa, %Soa* %s, i32 0, i32 4, i64 %i
  %x = load i64, i64* %px
  %y = load i64, i64* %py
  %vx = load i32, i32* %pvx
  %vy = load i32, i32* %pvy
  %vx64 = sext i32 %vx to i64
  %vy64 = sext i32 %vy to i64
  %x1 = add i64 %x, %vx64
  %y1 = add i64 %y, %vy64
  ; bounce off x = 0 and x = 40000
  %lo = icmp slt i64 %x1, 0
  %hi = icmp sgt i64 %x1, 40000
  %out = or i1 %lo, %hi
  %nvx = sub i32 0, %vx
  %vx1 = select i1 %out, i32 %nvx, i32 %vx
  %x2 = select i1 %out, i64 %x, i64 %x1
  ; die below y = 5000000000
  %low = icmp slt i64 %y1, 5000000000
  store i64 %x2, i64* %px
  store i64 %y1, i64* %py
  store i32 %vx1, i32* %pvx
  br i1 %low, label %kill, label %next

kill:
  store i8 0, i8* %pa
  %cnt = getelementptr %Soa, %Soa* %s, i32 0, i32 0
  %c = load i64, i64* %cnt
  %c1 = sub i64 %c, 1
  store i64 %c1, i64* %cnt
  br label %next

next:
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 32
  br i1 %more, label %loop, label %done

done:
  ret void
}

define i64 @checksum(%Soa* %s) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i64 [ 0, %entry ], [ %h4, %loop ]
  %px = getelementptr %Soa, %Soa* %s, i32 0, i32 1, i64 %i
  %py = getelementptr %Soa, %Soa* %s, i32 0, i32 2, i64 %i
  %pvx = getelementptr %Soa, %Soa* %s, i32 0, i32 3, i64 %i
  %pa = getelementptr %Soa, %Soa* %s, i32 0, i32 5, i64 %i
  %x = load i64, i64* %px
  %y = load i64, i64* %py
  %vx = load i32, i32* %pvx
  %a = load i8, i8* %pa
  %vx64 = sext i32 %vx to i64
  %a64 = zext i8 %a to i64
  %h1 = mul i64 %h, 31
  %h2 = add i64 %h1, %x
  %h3 = xor i64 %h2, %y
  %va = mul i64 %vx64, %a64
  %h4 = add i64 %h3, %va
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 32
  br i1 %more, label %loop, label %done

done:
  ret i64 %h4
}

define i64 @main() {
entry:
  call void @init(%Soa* @ps)
  br label %steps

steps:
  %k = phi i32 [ 0, %entry ], [ %k1, %steps ]
  call void @step(%Soa* @ps)
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 20
  br i1 %more, label %steps, label %done

done:
  %cnt = getelementptr %Soa, %Soa* @ps, i32 0, i32 0
  %alive = load i64, i64* %cnt
  %h = call i64 @checksum(%Soa* @ps)
  %f = getelementptr [27 x i8], [27 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %alive, i64 %h)
  ret i64 %alive
}
