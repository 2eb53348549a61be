/* spacecats-imgcmp: compares a screenshot with its reference picture, or
 * shrinks a screenshot into a reference (scripts/renew-references.sh).
 *
 *   spacecats-imgcmp [--threshold T] [--blur R] [--limit PERCENT] [--diff OUT.png]
 *                    [--area X,Y,W,H] REFERENCE ACTUAL
 *   spacecats-imgcmp --reduce K IN.png OUT.png
 *
 * ACTUAL may be K times the reference's size in both directions: it is then
 * shrunk by K first (the references are kept small), its colours rounded as
 * the references' are (image.h). Both are then blurred over a square of
 * radius R, and a pixel differs when one of its colour channels is more
 * than T apart (0 to 255); the pictures match while at most PERCENT of the
 * pixels differ. The defaults let the noise of font hinting pass and fail a
 * button moved by 10 points (tests/reference/README.md has the figures).
 * With --area only that rectangle of both (in the reference's pixels,
 * after the shrinking) is compared: the dice tray of a window's picture.
 *
 * Exit status: 0 the pictures match, 1 they differ, 2 bad arguments or a
 * picture that cannot be read or written. */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "image.h"

enum { DEFAULT_THRESHOLD = 48, DEFAULT_BLUR = 1 };
static const double DEFAULT_LIMIT = 0.03; /* percent of the pixels */

typedef struct {
    int threshold, blur;
    double limit;
    const char *diff_path;
    int area[4]; /* x, y, w, h; w = 0: the whole picture */
} options;

static int usage(void)
{
    fputs("usage: spacecats-imgcmp [--threshold T] [--blur R] [--limit PERCENT] [--diff OUT.png]\n"
          "                        [--area X,Y,W,H] REFERENCE ACTUAL\n"
          "       spacecats-imgcmp --reduce K IN.png OUT.png\n",
          stderr);
    return 2;
}

static bool parse_number(const char *s, double lo, double hi, double *out)
{
    char *end = NULL;
    double v = strtod(s, &end);
    if (end == s || *end != '\0' || !(v >= lo && v <= hi)) {
        return false;
    }
    *out = v;
    return true;
}

static bool parse_whole(const char *s, int lo, int hi, int *out)
{
    double v = 0;
    if (!parse_number(s, lo, hi, &v) || v != (int)v) {
        return false;
    }
    *out = (int)v;
    return true;
}

static int reduce_command(const char *factor, const char *in_path, const char *out_path)
{
    int k = 0;
    if (!parse_whole(factor, 1, 16, &k)) {
        fprintf(stderr, "spacecats-imgcmp: --reduce needs a whole factor from 1 to 16, not %s\n",
                factor);
        return 2;
    }
    char err[600];
    ic_image in, out;
    if (!ic_load(in_path, &in, err, sizeof err)) {
        fprintf(stderr, "spacecats-imgcmp: %s\n", err);
        return 2;
    }
    if (!ic_reduce(&in, k, &out)) {
        fprintf(stderr, "spacecats-imgcmp: %s: %dx%d is not a multiple of %d\n", in_path, in.w,
                in.h, k);
        ic_free(&in);
        return 2;
    }
    bool ok = ic_save(out_path, &out, err, sizeof err);
    if (!ok) {
        fprintf(stderr, "spacecats-imgcmp: %s\n", err);
    }
    ic_free(&in);
    ic_free(&out);
    return ok ? 0 : 2;
}

/* The actual picture in the reference's form: shrunk by the whole factor
 * that makes it the reference's size (1 if it is already), its colours
 * rounded the same way. */
static bool fit_to_reference(const ic_image *ref, ic_image *actual, const char *ref_path,
                             const char *actual_path)
{
    int k = ref->w > 0 ? actual->w / ref->w : 0;
    ic_image small;
    if (k < 1 || actual->w != k * ref->w || actual->h != k * ref->h ||
        !ic_reduce(actual, k, &small)) {
        fprintf(stderr, "spacecats-imgcmp: %s is %dx%d, its reference %s is %dx%d\n", actual_path,
                actual->w, actual->h, ref_path, ref->w, ref->h);
        return false;
    }
    ic_free(actual);
    *actual = small;
    return true;
}

static void print_result(const char *actual_path, const options *o, ic_result r, int w, int h,
                         bool match)
{
    double share = 100.0 * (double)r.differing / (double)r.total;
    printf("%s: %.3f%% of the pixels differ (%ld of %ld, by more than %d/255 once blurred over "
           "radius %d; the largest difference %d)",
           actual_path, share, r.differing, r.total, o->threshold, o->blur, r.max_delta);
    if (r.differing > 0) {
        printf(", within x %d-%d, y %d-%d of %dx%d", r.x0, r.x1, r.y0, r.y1, w, h);
    }
    printf("; at most %.3f%% may: %s\n", o->limit, match ? "match" : "DIFFERENT");
}

static void write_diff(const options *o, const ic_image *ref, const ic_image *a, const ic_image *b)
{
    char err[600];
    ic_image diff;
    if (!ic_diff_image(ref, a, b, o->threshold, &diff)) {
        fprintf(stderr, "spacecats-imgcmp: out of memory\n");
        return;
    }
    if (ic_save(o->diff_path, &diff, err, sizeof err)) {
        printf("the differing pixels, in red: %s\n", o->diff_path);
    } else {
        fprintf(stderr, "spacecats-imgcmp: %s\n", err);
    }
    ic_free(&diff);
}

/* Both pictures cut to the area asked for, if any. */
static bool cut_to_area(const options *o, ic_image *ref, ic_image *actual, const char *ref_path)
{
    if (o->area[2] == 0) {
        return true;
    }
    ic_image a, b;
    if (!ic_crop(ref, o->area[0], o->area[1], o->area[2], o->area[3], &a)) {
        fprintf(stderr, "spacecats-imgcmp: --area %d,%d,%d,%d is not inside %s (%dx%d)\n",
                o->area[0], o->area[1], o->area[2], o->area[3], ref_path, ref->w, ref->h);
        return false;
    }
    if (!ic_crop(actual, o->area[0], o->area[1], o->area[2], o->area[3], &b)) {
        fprintf(stderr, "spacecats-imgcmp: out of memory\n");
        ic_free(&a);
        return false;
    }
    ic_free(ref);
    ic_free(actual);
    *ref = a;
    *actual = b;
    return true;
}

static int compare_command(const char *ref_path, const char *actual_path, const options *o)
{
    char err[600];
    ic_image ref, actual, ref_blur = {0}, actual_blur = {0};
    if (!ic_load(ref_path, &ref, err, sizeof err)) {
        fprintf(stderr, "spacecats-imgcmp: %s\n", err);
        return 2;
    }
    if (!ic_load(actual_path, &actual, err, sizeof err)) {
        fprintf(stderr, "spacecats-imgcmp: %s\n", err);
        ic_free(&ref);
        return 2;
    }
    int status = 2;
    if (!fit_to_reference(&ref, &actual, ref_path, actual_path) ||
        !cut_to_area(o, &ref, &actual, ref_path)) {
        /* said */
    } else if (!ic_blur(&ref, o->blur, &ref_blur) || !ic_blur(&actual, o->blur, &actual_blur)) {
        fprintf(stderr, "spacecats-imgcmp: out of memory\n");
    } else {
        ic_result r = ic_compare(&ref_blur, &actual_blur, o->threshold);
        status = 100.0 * (double)r.differing / (double)r.total <= o->limit ? 0 : 1;
        print_result(actual_path, o, r, ref.w, ref.h, status == 0);
        if (status == 1 && o->diff_path != NULL) {
            write_diff(o, &ref, &ref_blur, &actual_blur);
        }
    }
    ic_free(&ref);
    ic_free(&actual);
    ic_free(&ref_blur);
    ic_free(&actual_blur);
    return status;
}

int main(int argc, char **argv)
{
    if (argc == 5 && strcmp(argv[1], "--reduce") == 0) {
        return reduce_command(argv[2], argv[3], argv[4]);
    }
    options o = {DEFAULT_THRESHOLD, DEFAULT_BLUR, DEFAULT_LIMIT, NULL, {0, 0, 0, 0}};
    int i = 1;
    for (; i + 1 < argc && strncmp(argv[i], "--", 2) == 0; i += 2) {
        const char *name = argv[i], *value = argv[i + 1];
        bool ok = false;
        if (strcmp(name, "--threshold") == 0) {
            ok = parse_whole(value, 0, 255, &o.threshold);
        } else if (strcmp(name, "--blur") == 0) {
            ok = parse_whole(value, 0, 16, &o.blur);
        } else if (strcmp(name, "--limit") == 0) {
            ok = parse_number(value, 0, 100, &o.limit);
        } else if (strcmp(name, "--area") == 0) {
            int *a = o.area;
            char end = '\0';
            ok = sscanf(value, "%d,%d,%d,%d%c", &a[0], &a[1], &a[2], &a[3], &end) == 4 &&
                 a[0] >= 0 && a[1] >= 0 && a[2] > 0 && a[3] > 0;
        } else if (strcmp(name, "--diff") == 0) {
            o.diff_path = value;
            ok = true;
        }
        if (!ok) {
            fprintf(stderr, "spacecats-imgcmp: bad option: %s %s\n", name, value);
            return usage();
        }
    }
    if (argc - i != 2) {
        return usage();
    }
    return compare_command(argv[i], argv[i + 1], &o);
}
