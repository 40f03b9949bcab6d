; egret runtime: the heap (docs/runtime.md, docs/memory-map.md).
;
; A bump allocator from the linker symbol _end (the end of .bss) upward, up
; to the linker symbol __stack_limit, where the stack's space begins. Every
; block is 8-byte aligned and zeroed; nothing is ever freed; a request that
; does not fit below __stack_limit gets null. `__egret_brk` holds the next
; free address: _end at first, which the linker places 8-aligned, and every
; block's size is rounded up to 8, so it stays 8-aligned without further
; rounding. (__stack_limit is 8-aligned too, so a request that fits still
; fits once rounded.)

@_end = external global i8
@__stack_limit = external global i8

@__egret_brk = global i8* @_end

; `size` zeroed bytes, 8-byte aligned; null if they do not fit below the
; stack.
define i8* @__egret_alloc(i32 %size) {
entry:
  %p = load i8*, i8** @__egret_brk
  %start = ptrtoint i8* %p to i32
  %limit = ptrtoint i8* @__stack_limit to i32
  %room = sub i32 %limit, %start
  %fits = icmp ule i32 %size, %room
  br i1 %fits, label %take, label %full
take:
  ; The size rounded up to 8 (the next block starts 8-aligned), so the
  ; loop zeroes two words a step.
  %s7 = add i32 %size, 7
  %bytes = and i32 %s7, -8
  %end = add i32 %start, %bytes
  %endp = inttoptr i32 %end to i8*
  store i8* %endp, i8** @__egret_brk
  %none = icmp eq i32 %bytes, 0
  br i1 %none, label %done, label %loop
loop:
  %a = phi i32 [ %start, %take ], [ %a1, %loop ]
  %q = inttoptr i32 %a to i32*
  store i32 0, i32* %q
  %q4 = getelementptr i32, i32* %q, i32 1
  store i32 0, i32* %q4
  %a1 = add i32 %a, 8
  %more = icmp ne i32 %a1, %end
  br i1 %more, label %loop, label %done
done:
  ret i8* %p
full:
  ret i8* null
}

; i8* malloc(i64 n): n zeroed bytes, or null if n does not fit (callers
; declaring `malloc(i32)` get their argument widened by the compiler, see
; lower/src/abi.rs).
define i8* @malloc(i64 %n) {
entry:
  %high = lshr i64 %n, 32
  %small = icmp eq i64 %high, 0
  br i1 %small, label %word, label %full
word:
  %s = trunc i64 %n to i32
  %p = call i8* @__egret_alloc(i32 %s)
  ret i8* %p
full:
  ret i8* null
}

; n * size zeroed bytes, for calloc and ll_malloc; null if they do not fit.
; (With malloc and this the only callers of __egret_alloc here, the
; optimiser copies the allocator into each entry point instead of calling
; it.) Both factors below 2^32 cannot overflow the 64-bit product.
define i8* @__egret_alloc_array(i64 %n, i64 %size) {
entry:
  %both = or i64 %n, %size
  %high = lshr i64 %both, 32
  %small = icmp eq i64 %high, 0
  br i1 %small, label %multiply, label %full
multiply:
  %t = mul i64 %n, %size
  %th = lshr i64 %t, 32
  %fits = icmp eq i64 %th, 0
  br i1 %fits, label %word, label %full
word:
  %s = trunc i64 %t to i32
  %p = call i8* @__egret_alloc(i32 %s)
  ret i8* %p
full:
  ret i8* null
}

; i8* calloc(i64 n, i64 size): n * size zeroed bytes.
define i8* @calloc(i64 %n, i64 %size) {
entry:
  %p = call i8* @__egret_alloc_array(i64 %n, i64 %size)
  ret i8* %p
}

; i8* ll_malloc(i64 n, i64 size): as calloc.
define i8* @ll_malloc(i64 %n, i64 %size) {
entry:
  %p = call i8* @__egret_alloc_array(i64 %n, i64 %size)
  ret i8* %p
}

; void free(i8*): nothing to do for a bump allocator.
define void @free(i8* %p) {
entry:
  ret void
}
