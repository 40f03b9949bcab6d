; error: 9:3: in `@main`: `%x` is used here, but its definition does not dominate this use
define i64 @main(i1 %c) {
entry:
  br i1 %c, label %then, label %join
then:
  %x = add i64 1, 2
  br label %join
join:
  ret i64 %x
}
