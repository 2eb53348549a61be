/* Rasterised art kept between runs (art_cache.h, issue 27): a hit gives
 * the very pixels rasterising gives; no file, a file for other art or
 * another size, and a damaged file (short, long, not one, pixels not
 * matching their checksum, an absurd size, a folder) are each told apart,
 * never drawn, never a crash; and the sprites of a first frame read back
 * what an earlier start kept, and rasterise afresh once the art changed. */
#define _POSIX_C_SOURCE 200809L

#include <SDL.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "art_cache.h"
#include "gfx.h"
#include "sprites.h"

static const char svg_a[] =
    "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100' viewBox='0 0 100 100'>"
    "<rect width='100' height='100' fill='#203060'/><circle cx='50' cy='50' r='40' "
    "fill='#f0c040'/></svg>";
static const char svg_b[] =
    "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100' viewBox='0 0 100 100'>"
    "<rect width='100' height='100' fill='#602030'/><circle cx='50' cy='50' r='20' "
    "fill='#40c0f0'/></svg>";

static char scratch[64];

static void scratch_path(char *out, size_t len, const char *tail)
{
    snprintf(out, len, "%s/%s", scratch, tail);
}

static void write_file(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, len, f), len);
    fclose(f);
}

static unsigned char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    *len = (size_t)ftell(f);
    rewind(f);
    unsigned char *d = malloc(*len + 1);
    assert_int_equal(fread(d, 1, *len, f), *len);
    fclose(f);
    return d;
}

static SDL_Surface *pattern(int w, int h)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
    assert_non_null(s);
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w * 4; x++) {
            ((unsigned char *)s->pixels)[y * s->pitch + x] = (unsigned char)(x * 7 + y * 13);
        }
    }
    return s;
}

static gm_art_cache_result read_back(const char *dir, uint64_t key, int w, int h, char *why,
                                     size_t why_len)
{
    SDL_Surface *s = (SDL_Surface *)1;
    gm_art_cache_result r = gm_art_cache_read(dir, "sky", key, w, h, &s, why, why_len);
    if (r == GM_ART_HIT) {
        SDL_Surface *want = pattern(300, 200);
        assert_int_equal(s->w, 300);
        assert_int_equal(s->h, 200);
        assert_int_equal(s->format->format, SDL_PIXELFORMAT_RGBA32);
        assert_memory_equal(s->pixels, want->pixels, 300 * 200 * 4);
        SDL_FreeSurface(want);
        SDL_FreeSurface(s);
    } else {
        assert_null(s);
    }
    return r;
}

static void hit_miss_stale(void **state)
{
    (void)state;
    char dir[128], why[1400];
    scratch_path(dir, sizeof dir, "plain/deep/");
    uint64_t key = gm_art_cache_key(svg_a, sizeof svg_a - 1);
    assert_int_not_equal(key, gm_art_cache_key(svg_b, sizeof svg_b - 1));
    assert_int_equal(read_back(dir, key, 300, 200, why, sizeof why), GM_ART_MISS);
    SDL_Surface *s = pattern(300, 200);
    assert_true(gm_art_cache_write(dir, "sky", key, 300, 200, s, why, sizeof why)); /* makes dir */
    SDL_FreeSurface(s);
    assert_int_equal(read_back(dir, key, 300, 200, why, sizeof why), GM_ART_HIT);
    assert_int_equal(read_back(dir, key + 1, 300, 200, why, sizeof why), GM_ART_STALE);
    assert_int_equal(read_back(dir, key, 301, 200, why, sizeof why), GM_ART_STALE);
    assert_int_equal(read_back(dir, key, 300, 199, why, sizeof why), GM_ART_STALE);
}

/* Each damage of a good file: said, with the file's path, and not drawn. */
static void damaged(void **state)
{
    (void)state;
    char dir[128], path[256], why[1400];
    scratch_path(dir, sizeof dir, "damaged/");
    snprintf(path, sizeof path, "%ssky.px", dir);
    uint64_t key = gm_art_cache_key(svg_a, sizeof svg_a - 1);
    SDL_Surface *s = pattern(300, 200);
    assert_true(gm_art_cache_write(dir, "sky", key, 300, 200, s, why, sizeof why));
    SDL_FreeSurface(s);
    size_t len;
    unsigned char *good = read_file(path, &len);
    assert_int_equal(len, 44 + 300 * 200 * 4);
    enum { FLIP = -1 };
    struct {
        const char *what;
        size_t at;  /* where the damage is (if below len) */
        long value; /* FLIP: a byte changed; else a 32-bit field written there */
        size_t len; /* bytes of the good file kept */
        const char *says;
    } cases[] = {
        {"empty", 0, FLIP, 0, "not a file of rasterised art"},
        {"cut in the header", 0, FLIP, 20, "not a file of rasterised art"},
        {"another magic", 3, FLIP, len, "not a file of rasterised art"},
        {"cut in the pixels", len, FLIP, len - 1, "not as long as"},
        {"a pixel changed", 44 + 1000, FLIP, len, "checksum"},
        {"the last pixel changed", len - 1, FLIP, len, "checksum"},
        {"the pixels' width changed", 24, 299, len, "not as long as"},
        {"another 4-byte format", 32, SDL_PIXELFORMAT_ARGB8888, len, "checksum"},
        {"a width of 0", 24, 0, len, "cannot be"},
        {"a width past any screen", 24, 70000, len, "cannot be"},
        {"a 3-byte format", 32, SDL_PIXELFORMAT_RGB24, len, "cannot be"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        unsigned char *bad = malloc(len);
        memcpy(bad, good, len);
        size_t at = cases[i].at;
        if (at < cases[i].len && cases[i].value == FLIP) {
            bad[at] ^= 0x5a;
        } else if (at < cases[i].len) {
            for (int b = 0; b < 4; b++) {
                bad[at + (size_t)b] = (unsigned char)((unsigned long)cases[i].value >> (8 * b));
            }
        }
        write_file(path, bad, cases[i].len);
        free(bad);
        print_message("%s\n", cases[i].what);
        assert_int_equal(read_back(dir, key, 300, 200, why, sizeof why), GM_ART_DAMAGED);
        assert_non_null(strstr(why, path));
        assert_non_null(strstr(why, cases[i].says));
    }
    /* Longer than its pixels. */
    unsigned char *longer = malloc(len + 1);
    memcpy(longer, good, len);
    longer[len] = 0;
    write_file(path, longer, len + 1);
    free(longer);
    assert_int_equal(read_back(dir, key, 300, 200, why, sizeof why), GM_ART_DAMAGED);
    assert_non_null(strstr(why, "not as long as"));
    /* A folder where the file goes. */
    assert_int_equal(remove(path), 0);
    assert_int_equal(mkdir(path, 0700), 0);
    assert_int_equal(read_back(dir, key, 300, 200, why, sizeof why), GM_ART_DAMAGED);
    assert_non_null(strstr(why, path));
    assert_int_equal(rmdir(path), 0);
    /* The good file again, written over whatever was there. */
    write_file(path, good, 7);
    s = pattern(300, 200);
    assert_true(gm_art_cache_write(dir, "sky", key, 300, 200, s, why, sizeof why));
    SDL_FreeSurface(s);
    assert_int_equal(read_back(dir, key, 300, 200, why, sizeof why), GM_ART_HIT);
    free(good);
}

/* The sky drawn by a game's sprites; its pixels as drawn. */
static SDL_Surface *draw_sky(const char *art, const char *cache, bool *from_cache)
{
    gm_gfx gfx;
    char err[256];
    assert_true(gm_gfx_open(&gfx, 640, 360, true, err, sizeof err));
    gm_sprites *sp = gm_sprites_new(&gfx, art);
    gm_sprites_set_cache(sp, cache);
    gm_gfx_clear(&gfx, (gm_color){0, 0, 0, 255});
    gm_sprite_draw(sp, "sky", (gm_rect){0, 0, GM_LOGICAL_W, GM_LOGICAL_H}, 255);
    const gm_sprite_made *made;
    assert_int_equal(gm_sprites_made_log(sp, &made), 1);
    assert_string_equal(made[0].name, "sky");
    *from_cache = made[0].from_cache;
    SDL_Surface *shot = SDL_CreateRGBSurfaceWithFormat(0, 640, 360, 32, SDL_PIXELFORMAT_RGBA32);
    assert_int_equal(
        SDL_RenderReadPixels(gfx.renderer, NULL, SDL_PIXELFORMAT_RGBA32, shot->pixels, shot->pitch),
        0);
    gm_sprites_shown(sp); /* the first frame's sprites are kept */
    /* After the first frame, sprites are rasterised, never kept: a window
     * resized by dragging would write a size at every step. */
    gm_sprite_draw(sp, "sky", (gm_rect){0, 0, 960, 540}, 255);
    assert_int_equal(gm_sprites_made_log(sp, &made), 2);
    assert_false(made[1].from_cache);
    gm_sprites_free(sp); /* waits for the pixels to be kept */
    gm_gfx_close(&gfx);
    return shot;
}

static void sprites_keep_and_refresh(void **state)
{
    (void)state;
    char art[128], cache[128], svg[256], kept[256];
    scratch_path(art, sizeof art, "art");
    scratch_path(cache, sizeof cache, "cache/art/");
    snprintf(svg, sizeof svg, "%s/sky.svg", art);
    snprintf(kept, sizeof kept, "%ssky.px", cache);
    assert_int_equal(mkdir(art, 0700), 0);
    write_file(svg, svg_a, sizeof svg_a - 1);
    bool from_cache = true;
    SDL_Surface *first = draw_sky(art, cache, &from_cache);
    assert_false(from_cache); /* a miss: rasterised, and kept */
    struct stat st;
    assert_int_equal(stat(kept, &st), 0);
    assert_int_equal(st.st_size, 44 + 360 * 360 * 4); /* the first frame's size only (square) */
    SDL_Surface *again = draw_sky(art, cache, &from_cache);
    assert_true(from_cache);
    assert_memory_equal(again->pixels, first->pixels, 640 * 360 * 4); /* the very same picture */
    SDL_FreeSurface(again);
    /* The art changes: drawn afresh (not the old pixels), and kept anew. */
    write_file(svg, svg_b, sizeof svg_b - 1);
    SDL_Surface *changed = draw_sky(art, cache, &from_cache);
    assert_false(from_cache);
    assert_memory_not_equal(changed->pixels, first->pixels, 640 * 360 * 4);
    SDL_Surface *changed_again = draw_sky(art, cache, &from_cache);
    assert_true(from_cache);
    assert_memory_equal(changed_again->pixels, changed->pixels, 640 * 360 * 4);
    /* A damaged file: drawn afresh, the same picture, then kept right. */
    FILE *f = fopen(kept, "r+b");
    assert_non_null(f);
    fseek(f, 5000, SEEK_SET);
    fputc(0x77, f);
    fclose(f);
    SDL_Surface *mended = draw_sky(art, cache, &from_cache);
    assert_false(from_cache);
    assert_memory_equal(mended->pixels, changed->pixels, 640 * 360 * 4);
    SDL_FreeSurface(draw_sky(art, cache, &from_cache));
    assert_true(from_cache);
    SDL_FreeSurface(first);
    SDL_FreeSurface(changed);
    SDL_FreeSurface(changed_again);
    SDL_FreeSurface(mended);
}

static int setup(void **state)
{
    (void)state;
    snprintf(scratch, sizeof scratch, "/tmp/art-cache-XXXXXX");
    if (mkdtemp(scratch) == NULL) {
        return -1;
    }
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    return SDL_Init(SDL_INIT_VIDEO) == 0 ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    SDL_Quit();
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", scratch);
    return system(cmd) == 0 ? 0 : -1;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(hit_miss_stale),
        cmocka_unit_test(damaged),
        cmocka_unit_test(sprites_keep_and_refresh),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
