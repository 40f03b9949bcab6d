; error: 3:50: duplicate case value in switch
define i64 @main(i64 %x) {
  switch i64 %x, label %d [ i64 1, label %d  i64 1, label %d ]
d:
  ret i64 0
}
