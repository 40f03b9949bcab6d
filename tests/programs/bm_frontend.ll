; bm_frontend: front-end style code as clang -O0 writes it (typed pointers): every local, a [8 x i32] buffer and small structs included, lives in an alloca with loads and stores everywhere; an LCG fills the buffer, insertion sort, a stats struct updated through pointers, a point-distance helper; 1500 calls checked against Python
; ret: 0
; Written as the C below and compiled with `clang-14 -O0 -S -emit-llvm -fno-discard-value-names`
; (WANT_* from Python); target lines, attributes and metadata removed.
;
; int printf(const char *, ...);
;
; struct stats {
;   int count;
;   int min;
;   int max;
;   long long sum;
; };
;
; struct point {
;   int x;
;   int y;
; };
;
; static long long checks;
; static long long failures;
;
; void check(long long id, long long got, long long want) {
;   checks = checks + 1;
;   if (got != want) {
;     printf("FAIL %lld: got %lld want %lld\n", id, got, want);
;     failures = failures + 1;
;   }
; }
;
; void stats_init(struct stats *s) {
;   s->count = 0;
;   s->min = 2147483647;
;   s->max = -2147483647 - 1;
;   s->sum = 0;
; }
;
; void stats_add(struct stats *s, int v) {
;   s->count++;
;   if (v < s->min)
;     s->min = v;
;   if (v > s->max)
;     s->max = v;
;   s->sum += v;
; }
;
; int manhattan(struct point *a, struct point *b) {
;   int dx = a->x - b->x;
;   int dy = a->y - b->y;
;   if (dx < 0)
;     dx = -dx;
;   if (dy < 0)
;     dy = -dy;
;   return dx + dy;
; }
;
; long long score(int seed) {
;   int buf[8];
;   int i;
;   int j;
;   int t;
;   unsigned x;
;   struct stats st;
;   struct point p;
;   struct point q;
;   long long r;
;
;   x = (unsigned)seed;
;   for (i = 0; i < 8; i++) {
;     x = x * 1103515245u + 12345u;
;     buf[i] = (int)((x >> 16) & 32767u) - 16384;
;   }
;   for (i = 1; i < 8; i++) {
;     t = buf[i];
;     j = i - 1;
;     while (j >= 0 && buf[j] > t) {
;       buf[j + 1] = buf[j];
;       j--;
;     }
;     buf[j + 1] = t;
;   }
;   stats_init(&st);
;   for (i = 0; i < 8; i++)
;     stats_add(&st, buf[i] * (i + 1));
;   p.x = buf[0];
;   p.y = buf[7];
;   q.x = buf[3];
;   q.y = buf[4];
;   r = st.sum * 3 + (long long)(st.max - st.min) + manhattan(&p, &q);
;   if (st.count != 8)
;     r = -1;
;   return r;
; }
;
; int main(void) {
;   long long total;
;   unsigned long long mix;
;   int k;
;   total = 0;
;   mix = 0;
;   for (k = 0; k < 1500; k++) {
;     long long s = score(k);
;     total += s;
;     mix = mix * 31u + (unsigned long long)s;
;     if (k == 0)
;       check(1, s, WANT_S0);
;     if (k == 777)
;       check(2, s, WANT_S777);
;   }
;   check(3, total, WANT_TOTAL);
;   check(4, (long long)mix, WANT_MIX);
;   printf("%lld checks, %lld failures\n", checks, failures);
;   return (int)failures;
; }
%struct.stats = type { i32, i32, i32, i64 }
%struct.point = type { i32, i32 }

@checks = internal global i64 0, align 8
@.str = private unnamed_addr constant [31 x i8] c"FAIL %lld: got %lld want %lld\0A\00", align 1
@failures = internal global i64 0, align 8
@.str.1 = private unnamed_addr constant [28 x i8] c"%lld checks, %lld failures\0A\00", align 1

define void @check(i64 %id, i64 %got, i64 %want) {
entry:
  %id.addr = alloca i64, align 8
  %got.addr = alloca i64, align 8
  %want.addr = alloca i64, align 8
  store i64 %id, i64* %id.addr, align 8
  store i64 %got, i64* %got.addr, align 8
  store i64 %want, i64* %want.addr, align 8
  %0 = load i64, i64* @checks, align 8
  %add = add nsw i64 %0, 1
  store i64 %add, i64* @checks, align 8
  %1 = load i64, i64* %got.addr, align 8
  %2 = load i64, i64* %want.addr, align 8
  %cmp = icmp ne i64 %1, %2
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %3 = load i64, i64* %id.addr, align 8
  %4 = load i64, i64* %got.addr, align 8
  %5 = load i64, i64* %want.addr, align 8
  %call = call i32 (i8*, ...) @printf(i8* getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i64 0, i64 0), i64 %3, i64 %4, i64 %5)
  %6 = load i64, i64* @failures, align 8
  %add1 = add nsw i64 %6, 1
  store i64 %add1, i64* @failures, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

declare i32 @printf(i8*, ...)

define void @stats_init(%struct.stats* %s) {
entry:
  %s.addr = alloca %struct.stats*, align 8
  store %struct.stats* %s, %struct.stats** %s.addr, align 8
  %0 = load %struct.stats*, %struct.stats** %s.addr, align 8
  %count = getelementptr inbounds %struct.stats, %struct.stats* %0, i32 0, i32 0
  store i32 0, i32* %count, align 8
  %1 = load %struct.stats*, %struct.stats** %s.addr, align 8
  %min = getelementptr inbounds %struct.stats, %struct.stats* %1, i32 0, i32 1
  store i32 2147483647, i32* %min, align 4
  %2 = load %struct.stats*, %struct.stats** %s.addr, align 8
  %max = getelementptr inbounds %struct.stats, %struct.stats* %2, i32 0, i32 2
  store i32 -2147483648, i32* %max, align 8
  %3 = load %struct.stats*, %struct.stats** %s.addr, align 8
  %sum = getelementptr inbounds %struct.stats, %struct.stats* %3, i32 0, i32 3
  store i64 0, i64* %sum, align 8
  ret void
}

define void @stats_add(%struct.stats* %s, i32 %v) {
entry:
  %s.addr = alloca %struct.stats*, align 8
  %v.addr = alloca i32, align 4
  store %struct.stats* %s, %struct.stats** %s.addr, align 8
  store i32 %v, i32* %v.addr, align 4
  %0 = load %struct.stats*, %struct.stats** %s.addr, align 8
  %count = getelementptr inbounds %struct.stats, %struct.stats* %0, i32 0, i32 0
  %1 = load i32, i32* %count, align 8
  %inc = add nsw i32 %1, 1
  store i32 %inc, i32* %count, align 8
  %2 = load i32, i32* %v.addr, align 4
  %3 = load %struct.stats*, %struct.stats** %s.addr, align 8
  %min = getelementptr inbounds %struct.stats, %struct.stats* %3, i32 0, i32 1
  %4 = load i32, i32* %min, align 4
  %cmp = icmp slt i32 %2, %4
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %5 = load i32, i32* %v.addr, align 4
  %6 = load %struct.stats*, %struct.stats** %s.addr, align 8
  %min1 = getelementptr inbounds %struct.stats, %struct.stats* %6, i32 0, i32 1
  store i32 %5, i32* %min1, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %7 = load i32, i32* %v.addr, align 4
  %8 = load %struct.stats*, %struct.stats** %s.addr, align 8
  %max = getelementptr inbounds %struct.stats, %struct.stats* %8, i32 0, i32 2
  %9 = load i32, i32* %max, align 8
  %cmp2 = icmp sgt i32 %7, %9
  br i1 %cmp2, label %if.then3, label %if.end5

if.then3:                                         ; preds = %if.end
  %10 = load i32, i32* %v.addr, align 4
  %11 = load %struct.stats*, %struct.stats** %s.addr, align 8
  %max4 = getelementptr inbounds %struct.stats, %struct.stats* %11, i32 0, i32 2
  store i32 %10, i32* %max4, align 8
  br label %if.end5

if.end5:                                          ; preds = %if.then3, %if.end
  %12 = load i32, i32* %v.addr, align 4
  %conv = sext i32 %12 to i64
  %13 = load %struct.stats*, %struct.stats** %s.addr, align 8
  %sum = getelementptr inbounds %struct.stats, %struct.stats* %13, i32 0, i32 3
  %14 = load i64, i64* %sum, align 8
  %add = add nsw i64 %14, %conv
  store i64 %add, i64* %sum, align 8
  ret void
}

define i32 @manhattan(%struct.point* %a, %struct.point* %b) {
entry:
  %a.addr = alloca %struct.point*, align 8
  %b.addr = alloca %struct.point*, align 8
  %dx = alloca i32, align 4
  %dy = alloca i32, align 4
  store %struct.point* %a, %struct.point** %a.addr, align 8
  store %struct.point* %b, %struct.point** %b.addr, align 8
  %0 = load %struct.point*, %struct.point** %a.addr, align 8
  %x = getelementptr inbounds %struct.point, %struct.point* %0, i32 0, i32 0
  %1 = load i32, i32* %x, align 4
  %2 = load %struct.point*, %struct.point** %b.addr, align 8
  %x1 = getelementptr inbounds %struct.point, %struct.point* %2, i32 0, i32 0
  %3 = load i32, i32* %x1, align 4
  %sub = sub nsw i32 %1, %3
  store i32 %sub, i32* %dx, align 4
  %4 = load %struct.point*, %struct.point** %a.addr, align 8
  %y = getelementptr inbounds %struct.point, %struct.point* %4, i32 0, i32 1
  %5 = load i32, i32* %y, align 4
  %6 = load %struct.point*, %struct.point** %b.addr, align 8
  %y2 = getelementptr inbounds %struct.point, %struct.point* %6, i32 0, i32 1
  %7 = load i32, i32* %y2, align 4
  %sub3 = sub nsw i32 %5, %7
  store i32 %sub3, i32* %dy, align 4
  %8 = load i32, i32* %dx, align 4
  %cmp = icmp slt i32 %8, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %9 = load i32, i32* %dx, align 4
  %sub4 = sub nsw i32 0, %9
  store i32 %sub4, i32* %dx, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %10 = load i32, i32* %dy, align 4
  %cmp5 = icmp slt i32 %10, 0
  br i1 %cmp5, label %if.then6, label %if.end8

if.then6:                                         ; preds = %if.end
  %11 = load i32, i32* %dy, align 4
  %sub7 = sub nsw i32 0, %11
  store i32 %sub7, i32* %dy, align 4
  br label %if.end8

if.end8:                                          ; preds = %if.then6, %if.end
  %12 = load i32, i32* %dx, align 4
  %13 = load i32, i32* %dy, align 4
  %add = add nsw i32 %12, %13
  ret i32 %add
}

define i64 @score(i32 %seed) {
entry:
  %seed.addr = alloca i32, align 4
  %buf = alloca [8 x i32], align 16
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %t = alloca i32, align 4
  %x = alloca i32, align 4
  %st = alloca %struct.stats, align 8
  %p = alloca %struct.point, align 4
  %q = alloca %struct.point, align 4
  %r = alloca i64, align 8
  store i32 %seed, i32* %seed.addr, align 4
  %0 = load i32, i32* %seed.addr, align 4
  store i32 %0, i32* %x, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %1, 8
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load i32, i32* %x, align 4
  %mul = mul i32 %2, 1103515245
  %add = add i32 %mul, 12345
  store i32 %add, i32* %x, align 4
  %3 = load i32, i32* %x, align 4
  %shr = lshr i32 %3, 16
  %and = and i32 %shr, 32767
  %sub = sub nsw i32 %and, 16384
  %4 = load i32, i32* %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds [8 x i32], [8 x i32]* %buf, i64 0, i64 %idxprom
  store i32 %sub, i32* %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %5 = load i32, i32* %i, align 4
  %inc = add nsw i32 %5, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  store i32 1, i32* %i, align 4
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc19, %for.end
  %6 = load i32, i32* %i, align 4
  %cmp2 = icmp slt i32 %6, 8
  br i1 %cmp2, label %for.body3, label %for.end21

for.body3:                                        ; preds = %for.cond1
  %7 = load i32, i32* %i, align 4
  %idxprom4 = sext i32 %7 to i64
  %arrayidx5 = getelementptr inbounds [8 x i32], [8 x i32]* %buf, i64 0, i64 %idxprom4
  %8 = load i32, i32* %arrayidx5, align 4
  store i32 %8, i32* %t, align 4
  %9 = load i32, i32* %i, align 4
  %sub6 = sub nsw i32 %9, 1
  store i32 %sub6, i32* %j, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %for.body3
  %10 = load i32, i32* %j, align 4
  %cmp7 = icmp sge i32 %10, 0
  br i1 %cmp7, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %11 = load i32, i32* %j, align 4
  %idxprom8 = sext i32 %11 to i64
  %arrayidx9 = getelementptr inbounds [8 x i32], [8 x i32]* %buf, i64 0, i64 %idxprom8
  %12 = load i32, i32* %arrayidx9, align 4
  %13 = load i32, i32* %t, align 4
  %cmp10 = icmp sgt i32 %12, %13
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %14 = phi i1 [ false, %while.cond ], [ %cmp10, %land.rhs ]
  br i1 %14, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %15 = load i32, i32* %j, align 4
  %idxprom11 = sext i32 %15 to i64
  %arrayidx12 = getelementptr inbounds [8 x i32], [8 x i32]* %buf, i64 0, i64 %idxprom11
  %16 = load i32, i32* %arrayidx12, align 4
  %17 = load i32, i32* %j, align 4
  %add13 = add nsw i32 %17, 1
  %idxprom14 = sext i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds [8 x i32], [8 x i32]* %buf, i64 0, i64 %idxprom14
  store i32 %16, i32* %arrayidx15, align 4
  %18 = load i32, i32* %j, align 4
  %dec = add nsw i32 %18, -1
  store i32 %dec, i32* %j, align 4
  br label %while.cond

while.end:                                        ; preds = %land.end
  %19 = load i32, i32* %t, align 4
  %20 = load i32, i32* %j, align 4
  %add16 = add nsw i32 %20, 1
  %idxprom17 = sext i32 %add16 to i64
  %arrayidx18 = getelementptr inbounds [8 x i32], [8 x i32]* %buf, i64 0, i64 %idxprom17
  store i32 %19, i32* %arrayidx18, align 4
  br label %for.inc19

for.inc19:                                        ; preds = %while.end
  %21 = load i32, i32* %i, align 4
  %inc20 = add nsw i32 %21, 1
  store i32 %inc20, i32* %i, align 4
  br label %for.cond1

for.end21:                                        ; preds = %for.cond1
  call void @stats_init(%struct.stats* %st)
  store i32 0, i32* %i, align 4
  br label %for.cond22

for.cond22:                                       ; preds = %for.inc29, %for.end21
  %22 = load i32, i32* %i, align 4
  %cmp23 = icmp slt i32 %22, 8
  br i1 %cmp23, label %for.body24, label %for.end31

for.body24:                                       ; preds = %for.cond22
  %23 = load i32, i32* %i, align 4
  %idxprom25 = sext i32 %23 to i64
  %arrayidx26 = getelementptr inbounds [8 x i32], [8 x i32]* %buf, i64 0, i64 %idxprom25
  %24 = load i32, i32* %arrayidx26, align 4
  %25 = load i32, i32* %i, align 4
  %add27 = add nsw i32 %25, 1
  %mul28 = mul nsw i32 %24, %add27
  call void @stats_add(%struct.stats* %st, i32 %mul28)
  br label %for.inc29

for.inc29:                                        ; preds = %for.body24
  %26 = load i32, i32* %i, align 4
  %inc30 = add nsw i32 %26, 1
  store i32 %inc30, i32* %i, align 4
  br label %for.cond22

for.end31:                                        ; preds = %for.cond22
  %arrayidx32 = getelementptr inbounds [8 x i32], [8 x i32]* %buf, i64 0, i64 0
  %27 = load i32, i32* %arrayidx32, align 16
  %x33 = getelementptr inbounds %struct.point, %struct.point* %p, i32 0, i32 0
  store i32 %27, i32* %x33, align 4
  %arrayidx34 = getelementptr inbounds [8 x i32], [8 x i32]* %buf, i64 0, i64 7
  %28 = load i32, i32* %arrayidx34, align 4
  %y = getelementptr inbounds %struct.point, %struct.point* %p, i32 0, i32 1
  store i32 %28, i32* %y, align 4
  %arrayidx35 = getelementptr inbounds [8 x i32], [8 x i32]* %buf, i64 0, i64 3
  %29 = load i32, i32* %arrayidx35, align 4
  %x36 = getelementptr inbounds %struct.point, %struct.point* %q, i32 0, i32 0
  store i32 %29, i32* %x36, align 4
  %arrayidx37 = getelementptr inbounds [8 x i32], [8 x i32]* %buf, i64 0, i64 4
  %30 = load i32, i32* %arrayidx37, align 16
  %y38 = getelementptr inbounds %struct.point, %struct.point* %q, i32 0, i32 1
  store i32 %30, i32* %y38, align 4
  %sum = getelementptr inbounds %struct.stats, %struct.stats* %st, i32 0, i32 3
  %31 = load i64, i64* %sum, align 8
  %mul39 = mul nsw i64 %31, 3
  %max = getelementptr inbounds %struct.stats, %struct.stats* %st, i32 0, i32 2
  %32 = load i32, i32* %max, align 8
  %min = getelementptr inbounds %struct.stats, %struct.stats* %st, i32 0, i32 1
  %33 = load i32, i32* %min, align 4
  %sub40 = sub nsw i32 %32, %33
  %conv = sext i32 %sub40 to i64
  %add41 = add nsw i64 %mul39, %conv
  %call = call i32 @manhattan(%struct.point* %p, %struct.point* %q)
  %conv42 = sext i32 %call to i64
  %add43 = add nsw i64 %add41, %conv42
  store i64 %add43, i64* %r, align 8
  %count = getelementptr inbounds %struct.stats, %struct.stats* %st, i32 0, i32 0
  %34 = load i32, i32* %count, align 8
  %cmp44 = icmp ne i32 %34, 8
  br i1 %cmp44, label %if.then, label %if.end

if.then:                                          ; preds = %for.end31
  store i64 -1, i64* %r, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.end31
  %35 = load i64, i64* %r, align 8
  ret i64 %35
}

define i32 @main() {
entry:
  %retval = alloca i32, align 4
  %total = alloca i64, align 8
  %mix = alloca i64, align 8
  %k = alloca i32, align 4
  %s = alloca i64, align 8
  store i32 0, i32* %retval, align 4
  store i64 0, i64* %total, align 8
  store i64 0, i64* %mix, align 8
  store i32 0, i32* %k, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %k, align 4
  %cmp = icmp slt i32 %0, 1500
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %k, align 4
  %call = call i64 @score(i32 %1)
  store i64 %call, i64* %s, align 8
  %2 = load i64, i64* %s, align 8
  %3 = load i64, i64* %total, align 8
  %add = add nsw i64 %3, %2
  store i64 %add, i64* %total, align 8
  %4 = load i64, i64* %mix, align 8
  %mul = mul i64 %4, 31
  %5 = load i64, i64* %s, align 8
  %add1 = add i64 %mul, %5
  store i64 %add1, i64* %mix, align 8
  %6 = load i32, i32* %k, align 4
  %cmp2 = icmp eq i32 %6, 0
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %7 = load i64, i64* %s, align 8
  call void @check(i64 1, i64 %7, i64 217698)
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %8 = load i32, i32* %k, align 4
  %cmp3 = icmp eq i32 %8, 777
  br i1 %cmp3, label %if.then4, label %if.end5

if.then4:                                         ; preds = %if.end
  %9 = load i64, i64* %s, align 8
  call void @check(i64 2, i64 %9, i64 90242)
  br label %if.end5

if.end5:                                          ; preds = %if.then4, %if.end
  br label %for.inc

for.inc:                                          ; preds = %if.end5
  %10 = load i32, i32* %k, align 4
  %inc = add nsw i32 %10, 1
  store i32 %inc, i32* %k, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %11 = load i64, i64* %total, align 8
  call void @check(i64 3, i64 %11, i64 920381256)
  %12 = load i64, i64* %mix, align 8
  call void @check(i64 4, i64 %12, i64 6589451446306985524)
  %13 = load i64, i64* @checks, align 8
  %14 = load i64, i64* @failures, align 8
  %call6 = call i32 (i8*, ...) @printf(i8* getelementptr inbounds ([28 x i8], [28 x i8]* @.str.1, i64 0, i64 0), i64 %13, i64 %14)
  %15 = load i64, i64* @failures, align 8
  %conv = trunc i64 %15 to i32
  ret i32 %conv
}

