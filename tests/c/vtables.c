/* Object-oriented C: structs of function pointers as vtables, "subclasses"
 * embedding a base struct as first member, virtual dispatch through arrays
 * of base pointers, and container_of-style downcasts. */
#include <stdio.h>
#include <stddef.h>

struct shape;
struct shape_ops {
    const char *name;
    long (*area2)(const struct shape *);      /* twice the area, to stay integral */
    long (*perimeter)(const struct shape *);
    void (*scale)(struct shape *, int);
};
struct shape { const struct shape_ops *ops; int id; };

struct rect { struct shape base; int w, h; };
struct tri { int pad; struct shape base; int b, h, s1, s2, s3; };
struct square { struct rect r; };

#define container_of(p, type, member) ((type *)((char *)(p) - offsetof(type, member)))

static long rect_area2(const struct shape *s) { const struct rect *r = (const struct rect *)s; return 2L * r->w * r->h; }
static long rect_perim(const struct shape *s) { const struct rect *r = (const struct rect *)s; return 2L * (r->w + r->h); }
static void rect_scale(struct shape *s, int k) { struct rect *r = (struct rect *)s; r->w *= k; r->h *= k; }
static long tri_area2(const struct shape *s) { const struct tri *t = container_of(s, struct tri, base); return (long)t->b * t->h; }
static long tri_perim(const struct shape *s) { const struct tri *t = container_of(s, struct tri, base); return t->s1 + t->s2 + t->s3; }
static void tri_scale(struct shape *s, int k) { struct tri *t = container_of(s, struct tri, base); t->b *= k; t->h *= k; t->s1 *= k; t->s2 *= k; t->s3 *= k; }

static const struct shape_ops rect_ops = {"rect", rect_area2, rect_perim, rect_scale};
static const struct shape_ops square_ops = {"square", rect_area2, rect_perim, rect_scale};
static const struct shape_ops tri_ops = {"tri", tri_area2, tri_perim, tri_scale};

int main(void) {
    struct rect r1 = {{&rect_ops, 1}, 3, 4}, r2 = {{&rect_ops, 2}, 10, 1};
    struct tri t1 = {0, {&tri_ops, 3}, 6, 4, 5, 5, 6};
    struct square sq = {{{&square_ops, 4}, 7, 7}};
    struct shape *all[] = {&r1.base, &t1.base, &sq.r.base, &r2.base};
    long total = 0;
    for (int round = 0; round < 2; round++) {
        for (int i = 0; i < 4; i++) {
            struct shape *s = all[i];
            long a = s->ops->area2(s), p = s->ops->perimeter(s);
            printf("%s#%d area2 %ld perimeter %ld\n", s->ops->name, s->id, a, p);
            total += a + p;
            s->ops->scale(s, i + 2);
        }
    }
    printf("total %ld, t1 back from base: %d\n", total, container_of(all[1], struct tri, base)->b);
    return 0;
}
