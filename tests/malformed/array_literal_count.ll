; error: 2:23: array literal has 2 elements but its type `[3 x i64]` has 3
@a = global [3 x i64] [i64 1, i64 2]
define i64 @main() {
  ret i64 0
}
