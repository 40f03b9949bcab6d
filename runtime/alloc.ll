; egret runtime: the heap (docs/runtime.md, docs/memory-map.md).
;
; The heap lies between the linker symbols _end (the end of .bss) and
; __stack_limit, where the stack's space begins; __egret_heap[0] is its top:
; _end at first (the linker places it 8-aligned). Every block has an
; 8-byte header before its payload: word 0 is the payload size (a multiple
; of 8, at least 8), word 1 the header of the next free block while the
; block is free. So payloads are 8-aligned.
;
; Free blocks form one list in address order (__egret_free_list). malloc
; takes the first free block that is big enough, splitting off the rest
; when at least 16 bytes remain, else grows the heap at the top. free puts
; the block back in order and merges it with a free neighbour on either
; side; a free block that ends at the top is given back to the top. Every
; block malloc, calloc or realloc hands out is zeroed (a fresh block would
; otherwise hold the simulator's 0xFF bytes). A request that does not fit
; below __stack_limit gets null. Freeing a pointer twice or one malloc did
; not return is undefined, as in C.

@_end = external global i8
@__stack_limit = external global i8

@__egret_free_list = global i8* null

; Where malloc's quick path may grow the heap to: __stack_limit while the
; free list is empty, else null (no block fits below it, so malloc looks at
; the free list first). __egret_sync_quick restores it wherever the list
; may change between empty and not.
; The heap's two boundaries, side by side so that malloc reaches both from
; one address: [0] its top (`brk`: _end at first, 8-aligned; every block
; ends 8-aligned), [1] the quick limit, where malloc's quick path may grow
; the heap to: __stack_limit while the free list is empty, else null (no
; block ends below it, so malloc looks at the free list first).
; __egret_sync_quick restores [1] wherever the list may change between
; empty and not.
@__egret_heap = global [2 x i8*] [i8* @_end, i8* @__stack_limit]

declare i8* @memset(i8*, i32, i32)
declare i8* @memcpy(i8*, i8*, i32)

; The payload size of the block whose payload is p.
define i32 @__egret_block_size(i8* %p) {
entry:
  %h = getelementptr i8, i8* %p, i32 -8
  %hs = bitcast i8* %h to i32*
  %size = load i32, i32* %hs
  ret i32 %size
}

; Sets the quick limit (__egret_heap[1]) from the free list (see there).
define void @__egret_sync_quick() {
entry:
  %first = load i8*, i8** @__egret_free_list
  %empty = icmp eq i8* %first, null
  %limit = select i1 %empty, i8* @__stack_limit, i8* null
  %heap.1 = getelementptr [2 x i8*], [2 x i8*]* @__egret_heap, i32 0, i32 1
  store i8* %limit, i8** %heap.1
  ret void
}

; `n` zeroed bytes, 8-byte aligned; null if they do not fit below the
; stack: malloc for a 32-bit size (realloc and the ll_* string routines).
define i8* @__egret_alloc(i32 %n) {
entry:
  %w = zext i32 %n to i64
  %p = call i8* @malloc(i64 %w)
  ret i8* %p
}

; void free(void *p): p's block back on the free list (nothing for null).
define void @free(i8* %p) {
entry:
  %isnull = icmp eq i8* %p, null
  br i1 %isnull, label %done, label %find
find:
  %h = getelementptr i8, i8* %p, i32 -8
  %first = load i8*, i8** @__egret_free_list
  br label %walk
walk:
  ; The free blocks before h: prev (null at first), held in pslot, and
  ; cur, the first one after h, held in slot.
  %pslot = phi i8** [ null, %find ], [ %slot, %step ]
  %slot = phi i8** [ @__egret_free_list, %find ], [ %nslot, %step ]
  %prev = phi i8* [ null, %find ], [ %cur, %step ]
  %cur = phi i8* [ %first, %find ], [ %ncur, %step ]
  %atend = icmp eq i8* %cur, null
  %after = icmp ugt i8* %cur, %h
  %here = or i1 %atend, %after
  br i1 %here, label %insert, label %step
step:
  %cn = getelementptr i8, i8* %cur, i32 4
  %nslot = bitcast i8* %cn to i8**
  %ncur = load i8*, i8** %nslot
  br label %walk
insert:
  call void @__egret_free_insert(i8* %h, i8** %slot, i8* %cur, i8** %pslot, i8* %prev)
  call void @__egret_sync_quick()
  br label %done
done:
  ret void
}

; The end (one past the payload) of the block with header h.
define i8* @__egret_block_end(i8* %h) {
entry:
  %hs = bitcast i8* %h to i32*
  %size = load i32, i32* %hs
  %off = add i32 %size, 8
  %e = getelementptr i8, i8* %h, i32 %off
  ret i8* %e
}

; Links block h into the free list between prev (held in pslot; null if
; none) and cur (held in slot; null if none), merging it with either
; neighbour it touches; a merged block ending at the heap's top goes back
; to the top.
define void @__egret_free_insert(i8* %h, i8** %slot, i8* %cur, i8** %pslot, i8* %prev) {
entry:
  %hs = bitcast i8* %h to i32*
  %hn = getelementptr i8, i8* %h, i32 4
  %hnp = bitcast i8* %hn to i8**
  %hend = call i8* @__egret_block_end(i8* %h)
  %touch_next = icmp eq i8* %hend, %cur
  %has_cur = icmp ne i8* %cur, null
  %merge_next = and i1 %touch_next, %has_cur
  br i1 %merge_next, label %with_next, label %link
with_next:
  %size0 = load i32, i32* %hs
  %cs = bitcast i8* %cur to i32*
  %csize = load i32, i32* %cs
  %grown0 = add i32 %size0, %csize
  %grown = add i32 %grown0, 8
  store i32 %grown, i32* %hs
  %cn = getelementptr i8, i8* %cur, i32 4
  %cnp = bitcast i8* %cn to i8**
  %after = load i8*, i8** %cnp
  br label %link
link:
  %next = phi i8* [ %cur, %entry ], [ %after, %with_next ]
  store i8* %next, i8** %hnp
  store i8* %h, i8** %slot
  %has_prev = icmp ne i8* %prev, null
  br i1 %has_prev, label %check_prev, label %trim_h
check_prev:
  %pend = call i8* @__egret_block_end(i8* %prev)
  %touch_prev = icmp eq i8* %pend, %h
  br i1 %touch_prev, label %with_prev, label %trim_h
with_prev:
  %ps = bitcast i8* %prev to i32*
  %psize = load i32, i32* %ps
  %size = load i32, i32* %hs
  %sum0 = add i32 %psize, %size
  %sum = add i32 %sum0, 8
  store i32 %sum, i32* %ps
  %pn = getelementptr i8, i8* %prev, i32 4
  %pnp = bitcast i8* %pn to i8**
  store i8* %next, i8** %pnp
  br label %trim
trim_h:
  br label %trim
trim:
  %blk = phi i8* [ %prev, %with_prev ], [ %h, %trim_h ]
  %bslot = phi i8** [ %pslot, %with_prev ], [ %slot, %trim_h ]
  %last = icmp eq i8* %next, null
  br i1 %last, label %at_top, label %done
at_top:
  %bend = call i8* @__egret_block_end(i8* %blk)
  %heap.4 = getelementptr [2 x i8*], [2 x i8*]* @__egret_heap, i32 0, i32 0
  %top = load i8*, i8** %heap.4
  %is_top = icmp eq i8* %bend, %top
  br i1 %is_top, label %give_back, label %done
give_back:
  store i8* null, i8** %bslot
  %heap.5 = getelementptr [2 x i8*], [2 x i8*]* @__egret_heap, i32 0, i32 0
  store i8* %blk, i8** %heap.5
  br label %done
done:
  ret void
}

; void *malloc(i64 n): n zeroed bytes, or null if n does not fit (callers
; declaring `malloc(i32)` get their argument widened by the compiler, see
; lower/src/abi.rs). First fit in the free list, else the top, written
; without a call, so that malloc needs no
; stack frame: a program that never frees pays one test of the size, the
; rounding, one test against the quick limit, the header and the zeroing
; (docs/runtime.md counts them).
define i8* @malloc(i64 %n) {
entry:
  ; m = n - 1 below 2^31 (the high word and m's bit 31 clear): neither the
  ; rounding nor the block's end below wraps, and larger sizes cannot fit;
  ; n = 0 takes the `other` path.
  %s = trunc i64 %n to i32
  %m0 = add i32 %s, -1
  %high64 = lshr i64 %n, 32
  %high = trunc i64 %high64 to i32
  %bit31 = lshr i32 %m0, 31
  %big = or i32 %high, %bit31
  %plain = icmp eq i32 %big, 0
  br i1 %plain, label %rounded, label %other
rounded:
  ; The payload size: n rounded up to 8, ((n - 1) | 7) + 1.
  %m = phi i32 [ %m0, %entry ], [ 0, %other ]
  %m7 = or i32 %m, 7
  %size = add i32 %m7, 1
  %heap.6 = getelementptr [2 x i8*], [2 x i8*]* @__egret_heap, i32 0, i32 0
  %top = load i8*, i8** %heap.6
  %last8 = getelementptr i8, i8* %top, i32 %size
  %brk = getelementptr i8, i8* %last8, i32 8
  %heap.7 = getelementptr [2 x i8*], [2 x i8*]* @__egret_heap, i32 0, i32 1
  %quick = load i8*, i8** %heap.7
  ; The new top is stored before the test (the address is at hand);
  ; `slow` puts the old one back.
  store i8* %brk, i8** %heap.6
  %below = icmp ule i8* %brk, %quick
  br i1 %below, label %carve, label %slow
carve:
  ; The block at the top; its payload, from top + 8 to brk, zeroed two
  ; words a step from the end down.
  %hs = bitcast i8* %top to i32*
  store i32 %size, i32* %hs
  %p = getelementptr i8, i8* %top, i32 8
  %wl = bitcast i8* %last8 to i32*
  br label %carve_zero
carve_zero:
  ; w: the payload's last 8 bytes (top + size, brk - 8) down to p (then
  ; w - 8 is the header).
  %w = phi i32* [ %wl, %carve ], [ %w2, %carve_zero ]
  store i32 0, i32* %w
  %w1 = getelementptr i32, i32* %w, i32 1
  store i32 0, i32* %w1
  %w2 = getelementptr i32, i32* %w, i32 -2
  %more = icmp ne i32* %w2, %hs
  br i1 %more, label %carve_zero, label %carved
carved:
  ret i8* %p
other:
  ; n = 0 gets an 8-byte block, as n = 1; anything else cannot fit.
  %none = icmp eq i64 %n, 0
  br i1 %none, label %rounded, label %full
slow:
  store i8* %top, i8** %heap.6
  %first = load i8*, i8** @__egret_free_list
  %nofree = icmp eq i8* %first, null
  br i1 %nofree, label %grow, label %search
search:
  %slot = phi i8** [ @__egret_free_list, %slow ], [ %nslot, %next ]
  %cur = phi i8* [ %first, %slow ], [ %ncur, %next ]
  %cs = bitcast i8* %cur to i32*
  %csize = load i32, i32* %cs
  %cn = getelementptr i8, i8* %cur, i32 4
  %nslot = bitcast i8* %cn to i8**
  %ncur = load i8*, i8** %nslot
  %fits_free = icmp uge i32 %csize, %size
  br i1 %fits_free, label %take_free, label %next
next:
  %last = icmp eq i8* %ncur, null
  br i1 %last, label %grow, label %search
take_free:
  ; A rest of 16 bytes or more becomes a free block of its own in the
  ; taken block's place in the list.
  %rest = sub i32 %csize, %size
  %split = icmp uge i32 %rest, 16
  br i1 %split, label %cut, label %whole
whole:
  store i8* %ncur, i8** %slot
  ; The list may be empty now (see __egret_heap).
  %left = load i8*, i8** @__egret_free_list
  %empty = icmp eq i8* %left, null
  %limit = select i1 %empty, i8* @__stack_limit, i8* null
  %heap.9 = getelementptr [2 x i8*], [2 x i8*]* @__egret_heap, i32 0, i32 1
  store i8* %limit, i8** %heap.9
  br label %reuse
cut:
  %off = add i32 %size, 8
  %tail = getelementptr i8, i8* %cur, i32 %off
  %ts = bitcast i8* %tail to i32*
  %tsize = sub i32 %rest, 8
  store i32 %tsize, i32* %ts
  %tn = getelementptr i8, i8* %tail, i32 4
  %tnp = bitcast i8* %tn to i8**
  store i8* %ncur, i8** %tnp
  store i8* %tail, i8** %slot
  store i32 %size, i32* %cs
  br label %reuse
reuse:
  ; The free block's payload (bytes, a multiple of 8) zeroed.
  %bytes = phi i32 [ %csize, %whole ], [ %size, %cut ]
  %q = getelementptr i8, i8* %cur, i32 8
  %v0 = bitcast i8* %q to i32*
  %qend = getelementptr i8, i8* %q, i32 %bytes
  %vend = bitcast i8* %qend to i32*
  br label %reuse_zero
reuse_zero:
  %v = phi i32* [ %v0, %reuse ], [ %v2, %reuse_zero ]
  store i32 0, i32* %v
  %v1 = getelementptr i32, i32* %v, i32 1
  store i32 0, i32* %v1
  %v2 = getelementptr i32, i32* %v, i32 2
  %vmore = icmp ne i32* %v2, %vend
  br i1 %vmore, label %reuse_zero, label %reused
reused:
  ret i8* %q
grow:
  ; Nothing free fits: the top, if the block ends below the stack.
  %heap.10 = getelementptr [2 x i8*], [2 x i8*]* @__egret_heap, i32 0, i32 0
  %gtop = load i8*, i8** %heap.10
  %gneed = add i32 %size, 8
  %gbrk = getelementptr i8, i8* %gtop, i32 %gneed
  %below_stack = icmp ule i8* %gbrk, @__stack_limit
  br i1 %below_stack, label %grow_take, label %full
grow_take:
  %heap.11 = getelementptr [2 x i8*], [2 x i8*]* @__egret_heap, i32 0, i32 0
  store i8* %gbrk, i8** %heap.11
  %ghs = bitcast i8* %gtop to i32*
  store i32 %size, i32* %ghs
  %gp = getelementptr i8, i8* %gtop, i32 8
  %u0 = bitcast i8* %gp to i32*
  %uend = bitcast i8* %gbrk to i32*
  br label %grow_zero
grow_zero:
  %u = phi i32* [ %u0, %grow_take ], [ %u2, %grow_zero ]
  store i32 0, i32* %u
  %u1 = getelementptr i32, i32* %u, i32 1
  store i32 0, i32* %u1
  %u2 = getelementptr i32, i32* %u, i32 2
  %umore = icmp ne i32* %u2, %uend
  br i1 %umore, label %grow_zero, label %grown
grown:
  ret i8* %gp
full:
  ret i8* null
}

; n * size zeroed bytes, for calloc and ll_malloc; null if they do not fit.
; Both factors below 2^32 cannot overflow the 64-bit product.
define i8* @__egret_alloc_array(i64 %n, i64 %size) {
entry:
  %both = or i64 %n, %size
  %high = lshr i64 %both, 32
  %small = icmp eq i64 %high, 0
  br i1 %small, label %multiply, label %full
multiply:
  ; Two 32-bit factors: one 32x32 -> 64 multiplication.
  %n32 = trunc i64 %n to i32
  %size32 = trunc i64 %size to i32
  %nw = zext i32 %n32 to i64
  %sizew = zext i32 %size32 to i64
  %t = mul i64 %nw, %sizew
  %th = lshr i64 %t, 32
  %fits = icmp eq i64 %th, 0
  br i1 %fits, label %word, label %full
word:
  %p = call i8* @malloc(i64 %t)
  ret i8* %p
full:
  ret i8* null
}

; void *calloc(i64 n, i64 size): n * size zeroed bytes.
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

; void *realloc(void *p, size_t n): p's block resized to n bytes, its
; contents kept up to the smaller size and any new bytes zeroed. Null p is
; malloc(n); n = 0 frees p and returns null (glibc). A block that shrinks,
; or still fits its size, stays; the block at the heap's top grows in
; place; any other moves (copied, the old one freed). If no memory is left
; the result is null and p is untouched.
define i8* @realloc(i8* %p, i32 %n) {
entry:
  %isnull = icmp eq i8* %p, null
  br i1 %isnull, label %fresh, label %zero_check
fresh:
  %f = call i8* @__egret_alloc(i32 %n)
  ret i8* %f
zero_check:
  %none = icmp eq i32 %n, 0
  br i1 %none, label %release, label %sized
release:
  call void @free(i8* %p)
  ret i8* null
sized:
  %old = call i32 @__egret_block_size(i8* %p)
  %n7 = add i32 %n, 7
  %size = and i32 %n7, -8
  %small = icmp ule i32 %n, %old
  br i1 %small, label %keep, label %top_check
keep:
  ret i8* %p
top_check:
  %oldend = getelementptr i8, i8* %p, i32 %old
  %heap.12 = getelementptr [2 x i8*], [2 x i8*]* @__egret_heap, i32 0, i32 0
  %top = load i8*, i8** %heap.12
  %at_top = icmp eq i8* %oldend, %top
  %huge = icmp ugt i32 %n, 2147483640
  %not_huge = xor i1 %huge, true
  %try_top = and i1 %at_top, %not_huge
  br i1 %try_top, label %room_check, label %move
room_check:
  %limit = ptrtoint i8* @__stack_limit to i32
  %pi = ptrtoint i8* %p to i32
  %room = sub i32 %limit, %pi
  %fits = icmp ule i32 %size, %room
  br i1 %fits, label %grow, label %move
grow:
  %newend = getelementptr i8, i8* %p, i32 %size
  %heap.13 = getelementptr [2 x i8*], [2 x i8*]* @__egret_heap, i32 0, i32 0
  store i8* %newend, i8** %heap.13
  %h = getelementptr i8, i8* %p, i32 -8
  %hs = bitcast i8* %h to i32*
  store i32 %size, i32* %hs
  %extra = sub i32 %size, %old
  %z = call i8* @memset(i8* %oldend, i32 0, i32 %extra)
  ret i8* %p
move:
  %q = call i8* @__egret_alloc(i32 %n)
  %failed = icmp eq i8* %q, null
  br i1 %failed, label %out, label %copy
copy:
  %c = call i8* @memcpy(i8* %q, i8* %p, i32 %old)
  call void @free(i8* %p)
  ret i8* %q
out:
  ret i8* null
}

; i32 __egret_free_blocks(): the number of blocks on the free list (tests
; check merging with it).
define i32 @__egret_free_blocks() {
entry:
  %first = load i8*, i8** @__egret_free_list
  br label %loop
loop:
  %cur = phi i8* [ %first, %entry ], [ %next, %body ]
  %k = phi i32 [ 0, %entry ], [ %k1, %body ]
  %none = icmp eq i8* %cur, null
  br i1 %none, label %done, label %body
body:
  %k1 = add i32 %k, 1
  %cn = getelementptr i8, i8* %cur, i32 4
  %cnp = bitcast i8* %cn to i8**
  %next = load i8*, i8** %cnp
  br label %loop
done:
  ret i32 %k
}
