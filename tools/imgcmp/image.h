/* Pictures as plain RGBA pixels, for comparing screenshots with their
 * references (tools/imgcmp). */
#ifndef IC_IMAGE_H
#define IC_IMAGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
    int w, h;
    uint8_t *px; /* w * h * 4 bytes: R, G, B, A */
} ic_image;

/* What a comparison found: how many pixels differ by more than the
 * threshold in some colour channel, the largest channel difference, and the
 * box around the differing pixels (empty when none differ). */
typedef struct {
    long differing, total;
    int max_delta;
    int x0, y0, x1, y1;
} ic_result;

/* Reads a PNG (any format SDL_image reads); on failure says why in err. */
bool ic_load(const char *path, ic_image *img, char *err, size_t err_len);
bool ic_save(const char *path, const ic_image *img, char *err, size_t err_len);
void ic_free(ic_image *img);

/* The colour levels of a reduced picture: each channel is rounded to a
 * multiple of this (at most 4 off), which makes the references' PNG files
 * about half as large (the sky's gradients) and changes no verdict, the
 * comparison's threshold being far larger. */
enum { IC_LEVEL_STEP = 8 };

/* `in` shrunk by the whole factor k (1 to keep its size), each pixel the
 * mean of a k x k block rounded to IC_LEVEL_STEP: the averaging also
 * smooths the one-pixel noise of text rendering. A screenshot is reduced
 * the same way as its reference was, so an unchanged one matches exactly. */
bool ic_reduce(const ic_image *in, int k, ic_image *out);

/* The rectangle (x, y, w, h) of `in` as a picture of its own; false when
 * it is not all inside `in` (or memory runs out). */
bool ic_crop(const ic_image *in, int x, int y, int w, int h, ic_image *out);

/* Compares two pictures of the same size (alpha ignored: screenshots are
 * opaque). */
ic_result ic_compare(const ic_image *a, const ic_image *b, int threshold);

/* `in` with each pixel the mean of the (2r+1) x (2r+1) square around it
 * (fewer at the edges): a glyph's edge drawn a pixel fatter or thinner
 * fades into its neighbours, a shape moved by a few pixels does not. */
bool ic_blur(const ic_image *in, int r, ic_image *out);

/* A picture to look at: `shown` in dim grey, each pixel where a and b
 * (all three of one size) differ in red, brighter the more they differ. */
bool ic_diff_image(const ic_image *shown, const ic_image *a, const ic_image *b, int threshold,
                   ic_image *out);

#endif
