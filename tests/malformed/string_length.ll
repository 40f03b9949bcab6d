; error: 2:22: string has 6 bytes but its type `[5 x i8]` has 5
@s = global [5 x i8] c"hello\00"
define i64 @main() {
  ret i64 0
}
