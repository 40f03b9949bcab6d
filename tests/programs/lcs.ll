; lcs: longest common subsequence by dynamic programming in a 2-D i16 table on the stack ([40 x [40 x i16]]), with the subsequence reconstructed backwards into a byte buffer and printed with ll_puts
; ret: 320
declare void @ll_puts(i8*)
declare i8* @ll_ltoa(i64)
declare i8* @ll_strcat(i8*, i8*)

@a1 = global [31 x i8] c"the quick brown fox jumps over\00"
@b1 = global [34 x i8] c"a lazy dog quickly jumped over it\00"
@a2 = global [30 x i8] c"ACCGGTCGAGTGCGCGGAAGCCGGCCGAA\00"
@b2 = global [29 x i8] c"GTCGTTCGGAATGCCGTTGCTCTGTAAA\00"
@sep = global [4 x i8] c": \22\00"
@quote = global [2 x i8] c"\22\00"

define i64 @str_length(i8* %s) {
entry:
  br label %loop

loop:
  %n = phi i64 [ 0, %entry ], [ %n1, %loop ]
  %p = getelementptr i8, i8* %s, i64 %n
  %c = load i8, i8* %p
  %n1 = add i64 %n, 1
  %more = icmp ne i8 %c, 0
  br i1 %more, label %loop, label %done

done:
  ret i64 %n
}

define i16 @max16(i16 %x, i16 %y) {
  %c = icmp sgt i16 %x, %y
  %r = select i1 %c, i16 %x, i16 %y
  ret i16 %r
}

define i64 @lcs(i8* %a, i8* %b) {
entry:
  %d = alloca [40 x [40 x i16]]
  %out = alloca [40 x i8]
  %n = call i64 @str_length(i8* %a)
  %m = call i64 @str_length(i8* %b)
  br label %zero

zero:
  ; clear row 0 and column 0
  %z = phi i64 [ 0, %entry ], [ %z1, %zero ]
  %r0 = getelementptr [40 x [40 x i16]], [40 x [40 x i16]]* %d, i64 0, i64 0, i64 %z
  store i16 0, i16* %r0
  %c0 = getelementptr [40 x [40 x i16]], [40 x [40 x i16]]* %d, i64 0, i64 %z, i64 0
  store i16 0, i16* %c0
  %z1 = add i64 %z, 1
  %zmore = icmp slt i64 %z1, 40
  br i1 %zmore, label %zero, label %rows

rows:
  %i = phi i64 [ 1, %zero ], [ %i1, %rows.next ]
  %im1 = sub i64 %i, 1
  %pa = getelementptr i8, i8* %a, i64 %im1
  %ca = load i8, i8* %pa
  br label %cols

cols:
  %j = phi i64 [ 1, %rows ], [ %j1, %cols ]
  %jm1 = sub i64 %j, 1
  %pb = getelementptr i8, i8* %b, i64 %jm1
  %cb = load i8, i8* %pb
  %diag = getelementptr [40 x [40 x i16]], [40 x [40 x i16]]* %d, i64 0, i64 %im1, i64 %jm1
  %up = getelementptr [40 x [40 x i16]], [40 x [40 x i16]]* %d, i64 0, i64 %im1, i64 %j
  %left = getelementptr [40 x [40 x i16]], [40 x [40 x i16]]* %d, i64 0, i64 %i, i64 %jm1
  %here = getelementptr [40 x [40 x i16]], [40 x [40 x i16]]* %d, i64 0, i64 %i, i64 %j
  %vd = load i16, i16* %diag
  %vu = load i16, i16* %up
  %vl = load i16, i16* %left
  %vd1 = add i16 %vd, 1
  %best = call i16 @max16(i16 %vu, i16 %vl)
  %same = icmp eq i8 %ca, %cb
  %v = select i1 %same, i16 %vd1, i16 %best
  store i16 %v, i16* %here
  %j1 = add i64 %j, 1
  %jmore = icmp sle i64 %j1, %m
  br i1 %jmore, label %cols, label %rows.next

rows.next:
  %i1 = add i64 %i, 1
  %imore = icmp sle i64 %i1, %n
  br i1 %imore, label %rows, label %walk.start

walk.start:
  %pl = getelementptr [40 x [40 x i16]], [40 x [40 x i16]]* %d, i64 0, i64 %n, i64 %m
  %len16 = load i16, i16* %pl
  %len = sext i16 %len16 to i64
  %term = getelementptr [40 x i8], [40 x i8]* %out, i64 0, i64 %len
  store i8 0, i8* %term
  br label %walk

walk:
  %wi = phi i64 [ %n, %walk.start ], [ %wi1, %walk.next ]
  %wj = phi i64 [ %m, %walk.start ], [ %wj1, %walk.next ]
  %k = phi i64 [ %len, %walk.start ], [ %k1, %walk.next ]
  %iz = icmp eq i64 %wi, 0
  %jz = icmp eq i64 %wj, 0
  %stop = or i1 %iz, %jz
  br i1 %stop, label %print, label %walk.body

walk.body:
  %wim1 = sub i64 %wi, 1
  %wjm1 = sub i64 %wj, 1
  %qa = getelementptr i8, i8* %a, i64 %wim1
  %qb = getelementptr i8, i8* %b, i64 %wjm1
  %xa = load i8, i8* %qa
  %xb = load i8, i8* %qb
  %match = icmp eq i8 %xa, %xb
  br i1 %match, label %emit, label %move

emit:
  %km1 = sub i64 %k, 1
  %po = getelementptr [40 x i8], [40 x i8]* %out, i64 0, i64 %km1
  store i8 %xa, i8* %po
  br label %walk.next

move:
  %pu = getelementptr [40 x [40 x i16]], [40 x [40 x i16]]* %d, i64 0, i64 %wim1, i64 %wj
  %pleft = getelementptr [40 x [40 x i16]], [40 x [40 x i16]]* %d, i64 0, i64 %wi, i64 %wjm1
  %u = load i16, i16* %pu
  %l = load i16, i16* %pleft
  %goup = icmp sge i16 %u, %l
  %mi = select i1 %goup, i64 %wim1, i64 %wi
  %mj = select i1 %goup, i64 %wj, i64 %wjm1
  br label %walk.next

walk.next:
  %wi1 = phi i64 [ %wim1, %emit ], [ %mi, %move ]
  %wj1 = phi i64 [ %wjm1, %emit ], [ %mj, %move ]
  %k1 = phi i64 [ %km1, %emit ], [ %k, %move ]
  br label %walk

print:
  %num = call i8* @ll_ltoa(i64 %len)
  %sep = getelementptr [4 x i8], [4 x i8]* @sep, i64 0, i64 0
  %s1 = call i8* @ll_strcat(i8* %num, i8* %sep)
  %ob = getelementptr [40 x i8], [40 x i8]* %out, i64 0, i64 0
  %s2 = call i8* @ll_strcat(i8* %s1, i8* %ob)
  %q = getelementptr [2 x i8], [2 x i8]* @quote, i64 0, i64 0
  %s3 = call i8* @ll_strcat(i8* %s2, i8* %q)
  call void @ll_puts(i8* %s3)
  ret i64 %len
}

define i64 @main() {
entry:
  %a1 = getelementptr [31 x i8], [31 x i8]* @a1, i64 0, i64 0
  %b1 = getelementptr [34 x i8], [34 x i8]* @b1, i64 0, i64 0
  %l1 = call i64 @lcs(i8* %a1, i8* %b1)
  %a2 = getelementptr [30 x i8], [30 x i8]* @a2, i64 0, i64 0
  %b2 = getelementptr [29 x i8], [29 x i8]* @b2, i64 0, i64 0
  %l2 = call i64 @lcs(i8* %a2, i8* %b2)
  %r = mul i64 %l1, %l2
  ret i64 %r
}
