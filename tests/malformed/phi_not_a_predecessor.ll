; error: 6:36: `%c` is not a predecessor of block `%b`
define i64 @main() {
entry:
  br label %b
b:
  %x = phi i64 [ 1, %entry ], [ 2, %c ]
  br label %c
c:
  ret i64 %x
}
