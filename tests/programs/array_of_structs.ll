; array_of_structs: the particle system of struct_of_arrays as an array of structs ([32 x { i64 x, i64 y, i32 vx, i32 vy, i8 alive }], padded records) walked with a pointer that steps one record at a time; must print the same checksum
; ret: 16
declare i32 @printf(i8*, ...)

%P = type { i64, i64, i32, i32, i8 }

@ps = global [32 x %P] zeroinitializer
@alive = global i64 0
@fmt = global [27 x i8] c"alive %lld, checksum %lld\0A\00"

define void @init(%P* %first) {
entry:
  store i64 32, i64* @alive
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = phi %P* [ %first, %entry ], [ %p.next, %loop ]
  %i32 = trunc i64 %i to i32
  %px = getelementptr %P, %P* %p, i32 0, i32 0
  %py = getelementptr %P, %P* %p, i32 0, i32 1
  %pvx = getelementptr %P, %P* %p, i32 0, i32 2
  %pvy = getelementptr %P, %P* %p, i32 0, i32 3
  %pa = getelementptr %P, %P* %p, i32 0, i32 4
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
  %p.next = getelementptr %P, %P* %p, i64 1
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 32
  br i1 %more, label %loop, label %done

done:
  ret void
}

define void @move(%P* %p) {
entry:
  %pa = getelementptr %P, %P* %p, i32 0, i32 4
  %a = load i8, i8* %pa
  %dead = icmp eq i8 %a, 0
  br i1 %dead, label %done, label %live

live:
  %px = getelementptr %P, %P* %p, i32 0, i32 0
  %py = getelementptr %P, %P* %p, i32 0, i32 1
  %pvx = getelementptr %P, %P* %p, i32 0, i32 2
  %pvy = getelementptr %P, %P* %p, i32 0, i32 3
  %x = load i64, i64* %px
  %y = load i64, i64* %py
  %vx = load i32, i32* %pvx
  %vy = load i32, i32* %pvy
  %vx64 = sext i32 %vx to i64
  %vy64 = sext i32 %vy to i64
  %x1 = add i64 %x, %vx64
  %y1 = add i64 %y, %vy64
  %lo = icmp slt i64 %x1, 0
  %hi = icmp sgt i64 %x1, 40000
  %out = or i1 %lo, %hi
  %nvx = sub i32 0, %vx
  %vx1 = select i1 %out, i32 %nvx, i32 %vx
  %x2 = select i1 %out, i64 %x, i64 %x1
  %low = icmp slt i64 %y1, 5000000000
  store i64 %x2, i64* %px
  store i64 %y1, i64* %py
  store i32 %vx1, i32* %pvx
  br i1 %low, label %kill, label %done

kill:
  store i8 0, i8* %pa
  %c = load i64, i64* @alive
  %c1 = sub i64 %c, 1
  store i64 %c1, i64* @alive
  br label %done

done:
  ret void
}

define i64 @main() {
entry:
  %first = getelementptr [32 x %P], [32 x %P]* @ps, i64 0, i64 0
  call void @init(%P* %first)
  br label %steps

steps:
  %k = phi i32 [ 0, %entry ], [ %k1, %steps.next ]
  br label %each

each:
  %i = phi i64 [ 0, %steps ], [ %i1, %each ]
  %p = getelementptr [32 x %P], [32 x %P]* @ps, i64 0, i64 %i
  call void @move(%P* %p)
  %i1 = add i64 %i, 1
  %imore = icmp slt i64 %i1, 32
  br i1 %imore, label %each, label %steps.next

steps.next:
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, 20
  br i1 %more, label %steps, label %sum

sum:
  %j = phi i64 [ 0, %steps.next ], [ %j1, %sum ]
  %h = phi i64 [ 0, %steps.next ], [ %h4, %sum ]
  %q = getelementptr %P, %P* %first, i64 %j
  %qx = getelementptr %P, %P* %q, i32 0, i32 0
  %qy = getelementptr %P, %P* %q, i32 0, i32 1
  %qvx = getelementptr %P, %P* %q, i32 0, i32 2
  %qa = getelementptr %P, %P* %q, i32 0, i32 4
  %x = load i64, i64* %qx
  %y = load i64, i64* %qy
  %vx = load i32, i32* %qvx
  %a = load i8, i8* %qa
  %vx64 = sext i32 %vx to i64
  %a64 = zext i8 %a to i64
  %h1 = mul i64 %h, 31
  %h2 = add i64 %h1, %x
  %h3 = xor i64 %h2, %y
  %va = mul i64 %vx64, %a64
  %h4 = add i64 %h3, %va
  %j1 = add i64 %j, 1
  %jmore = icmp slt i64 %j1, 32
  br i1 %jmore, label %sum, label %done

done:
  %alive = load i64, i64* @alive
  %f = getelementptr [27 x i8], [27 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %alive, i64 %h4)
  ret i64 %alive
}
