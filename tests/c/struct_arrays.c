/* Arrays of structs: initialised tables, sorting records by several keys,
 * nested arrays of structs, and a struct array copied as a whole. */
#include <stdio.h>
#include <string.h>

struct employee { char name[10]; short dept; int salary; unsigned char grade; };

static struct employee staff[] = {
    {"ada", 2, 5200, 3}, {"brian", 1, 4100, 2}, {"carol", 2, 6100, 4},
    {"dennis", 3, 3900, 1}, {"edsger", 1, 7000, 5}, {"frances", 3, 4800, 3},
    {"grace", 2, 6100, 4}, {"hedy", 1, 2500, 1},
};
#define N (int)(sizeof staff / sizeof staff[0])

static int before(const struct employee *a, const struct employee *b) {
    if (a->dept != b->dept) return a->dept < b->dept;
    if (a->salary != b->salary) return a->salary > b->salary;
    return strcmp(a->name, b->name) < 0;
}

struct team { int size; struct employee members[4]; };

int main(void) {
    for (int i = 1; i < N; i++) {
        struct employee key = staff[i];
        int j = i - 1;
        while (j >= 0 && before(&key, &staff[j])) { staff[j + 1] = staff[j]; j--; }
        staff[j + 1] = key;
    }
    for (int i = 0; i < N; i++)
        printf("%-8s dept %d salary %5d grade %u\n", staff[i].name, staff[i].dept, staff[i].salary, staff[i].grade);
    struct team teams[3];
    memset(teams, 0, sizeof teams);
    for (int i = 0; i < N; i++) {
        struct team *t = &teams[staff[i].dept - 1];
        if (t->size < 4) t->members[t->size++] = staff[i];
    }
    for (int d = 0; d < 3; d++) {
        long payroll = 0;
        for (int k = 0; k < teams[d].size; k++) payroll += teams[d].members[k].salary;
        printf("team %d: %d members, payroll %ld, first %s\n", d + 1, teams[d].size, payroll,
               teams[d].members[0].name);
    }
    struct team copy[3];
    memcpy(copy, teams, sizeof teams);
    copy[1].members[0].salary = 1;
    printf("copy independent: %d vs %d\n", copy[1].members[0].salary, teams[1].members[0].salary);
    return 0;
}
