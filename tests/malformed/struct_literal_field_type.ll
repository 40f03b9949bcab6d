; error: 2:35: type `i64` does not match the expected `i8*`
@s = global { i64, i8* } { i64 1, i64 2 }
define i64 @main() {
  ret i64 0
}
