; error: 2:32: address space 1 is not supported (only 0)
define i64 @main(ptr addrspace(1) %p) {
  ret i64 0
}
