; error: 3:12: unknown label `%nowhere`
define i64 @main() {
  br label %nowhere
}
