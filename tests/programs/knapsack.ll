; knapsack: 0/1 knapsack over an array of structs ({ weight, value } items, i32 fields) with a 1-D i64 DP table and a 2-D i8 decision table for reconstructing the chosen items
; ret: 53
declare i32 @printf(i8*, ...)

%Item = type { i32, i32 }

@items = global [24 x %Item] [%Item { i32 25, i32 495 }, %Item { i32 14, i32 212 }, %Item { i32 46, i32 34 }, %Item { i32 9, i32 430 }, %Item { i32 39, i32 58 }, %Item { i32 28, i32 308 }, %Item { i32 8, i32 475 }, %Item { i32 37, i32 119 }, %Item { i32 7, i32 54 }, %Item { i32 32, i32 224 }, %Item { i32 9, i32 133 }, %Item { i32 10, i32 292 }, %Item { i32 32, i32 40 }, %Item { i32 57, i32 299 }, %Item { i32 12, i32 495 }, %Item { i32 19, i32 332 }, %Item { i32 45, i32 308 }, %Item { i32 8, i32 305 }, %Item { i32 42, i32 213 }, %Item { i32 8, i32 123 }, %Item { i32 7, i32 295 }, %Item { i32 59, i32 78 }, %Item { i32 23, i32 224 }, %Item { i32 14, i32 286 }]
@best = global [201 x i64] zeroinitializer
@take = global [24 x [201 x i8]] zeroinitializer
@fmt.best = global [37 x i8] c"best value %lld, weight %lld, items:\00"
@fmt.item = global [6 x i8] c" %lld\00"
@fmt.nl = global [2 x i8] c"\0A\00"

define i64 @main() {
entry:
  br label %items

items:
  %k = phi i64 [ 0, %entry ], [ %k1, %items.next ]
  %pw = getelementptr [24 x %Item], [24 x %Item]* @items, i64 0, i64 %k, i32 0
  %pv = getelementptr [24 x %Item], [24 x %Item]* @items, i64 0, i64 %k, i32 1
  %w32 = load i32, i32* %pw
  %v32 = load i32, i32* %pv
  %w = sext i32 %w32 to i64
  %v = sext i32 %v32 to i64
  br label %caps

caps:
  %c = phi i64 [ 200, %items ], [ %c1, %caps.next ]
  %fits = icmp sge i64 %c, %w
  br i1 %fits, label %consider, label %items.next

consider:
  %rest = sub i64 %c, %w
  %prest = getelementptr [201 x i64], [201 x i64]* @best, i64 0, i64 %rest
  %brest = load i64, i64* %prest
  %with = add i64 %brest, %v
  %pc = getelementptr [201 x i64], [201 x i64]* @best, i64 0, i64 %c
  %without = load i64, i64* %pc
  %better = icmp sgt i64 %with, %without
  br i1 %better, label %improve, label %caps.next

improve:
  store i64 %with, i64* %pc
  %pt = getelementptr [24 x [201 x i8]], [24 x [201 x i8]]* @take, i64 0, i64 %k, i64 %c
  store i8 1, i8* %pt
  br label %caps.next

caps.next:
  %c1 = sub i64 %c, 1
  br label %caps

items.next:
  %k1 = add i64 %k, 1
  %kmore = icmp slt i64 %k1, 24
  br i1 %kmore, label %items, label %answer

answer:
  %pbest = getelementptr [201 x i64], [201 x i64]* @best, i64 0, i64 200
  %bestv = load i64, i64* %pbest
  ; walk back to find the total weight first
  br label %back

back:
  %bk = phi i64 [ 23, %answer ], [ %bk1, %back.next ]
  %bc = phi i64 [ 200, %answer ], [ %bc1, %back.next ]
  %ptk = getelementptr [24 x [201 x i8]], [24 x [201 x i8]]* @take, i64 0, i64 %bk, i64 %bc
  %t = load i8, i8* %ptk
  %taken = icmp ne i8 %t, 0
  %pbw = getelementptr [24 x %Item], [24 x %Item]* @items, i64 0, i64 %bk, i32 0
  %bw32 = load i32, i32* %pbw
  %bw = sext i32 %bw32 to i64
  %less = sub i64 %bc, %bw
  %bc1 = select i1 %taken, i64 %less, i64 %bc
  br label %back.next

back.next:
  %bk1 = sub i64 %bk, 1
  %bmore = icmp sge i64 %bk1, 0
  br i1 %bmore, label %back, label %print

print:
  %used = sub i64 200, %bc1
  %fb = getelementptr [37 x i8], [37 x i8]* @fmt.best, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fb, i64 %bestv, i64 %used)
  br label %list

list:
  ; print the chosen items in increasing order: item k is chosen iff the walk from the top takes it
  %lk = phi i64 [ 0, %print ], [ %lk1, %list.next ]
  %taken.k = call i1 @chosen(i64 %lk)
  br i1 %taken.k, label %show, label %list.next

show:
  %fi = getelementptr [6 x i8], [6 x i8]* @fmt.item, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fi, i64 %lk)
  br label %list.next

list.next:
  %lk1 = add i64 %lk, 1
  %lmore = icmp slt i64 %lk1, 24
  br i1 %lmore, label %list, label %done

done:
  %fnl = getelementptr [2 x i8], [2 x i8]* @fmt.nl, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fnl)
  %r = urem i64 %bestv, 256
  ret i64 %r
}

; Whether item k is in the reconstructed optimal set (walks back from item 23).
define i1 @chosen(i64 %k) {
entry:
  br label %walk

walk:
  %i = phi i64 [ 23, %entry ], [ %i1, %walk.next ]
  %c = phi i64 [ 200, %entry ], [ %c1, %walk.next ]
  %pt = getelementptr [24 x [201 x i8]], [24 x [201 x i8]]* @take, i64 0, i64 %i, i64 %c
  %t = load i8, i8* %pt
  %taken = icmp ne i8 %t, 0
  %isk = icmp eq i64 %i, %k
  br i1 %isk, label %found, label %walk.next

found:
  ret i1 %taken

walk.next:
  %pw = getelementptr [24 x %Item], [24 x %Item]* @items, i64 0, i64 %i, i32 0
  %w32 = load i32, i32* %pw
  %w = sext i32 %w32 to i64
  %less = sub i64 %c, %w
  %c1 = select i1 %taken, i64 %less, i64 %c
  %i1 = sub i64 %i, 1
  br label %walk
}
