; error: 4:3: cannot name `%x`: the instruction produces no value (void)
declare void @f()
define i64 @main() {
  %x = call void @f()
  ret i64 0
}
