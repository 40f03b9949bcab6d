; error: 6:1: redefinition of label `%a`
define i64 @main() {
  br label %a
a:
  br label %a
a:
  ret i64 0
}
