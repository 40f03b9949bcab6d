; error: 4:3: `store` does not produce a value to name
define i64 @main() {
  %p = alloca i64
  %s = store i64 1, i64* %p
  ret i64 0
}
