/* Font lookup (a folder of the game's, then fontconfig), and text drawing
 * through the back end's table (draw.h): SDL2_ttf's, here, or the
 * recording's (draw_record.c). */
#include "text.h"

#include "draw_sdl.h"
#include "utf8.h"

#include <SDL_ttf.h>
#ifdef GM_HAVE_FONTCONFIG
#include <fontconfig/fontconfig.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spacecats/file_io.h"

enum { SIZES_MAX = 24, CACHE_MAX = 384, CACHE_TEXT = 120 };

/* A line of text as drawn, kept as a texture: screens draw the same words
 * every frame, and rasterising them each time is most of a frame's cost. */
typedef struct cached {
    uint32_t hash;
    gm_font font;
    int px;
    bool bold;
    gm_color c;
    char text[CACHE_TEXT];
    SDL_Texture *tex;
    int w, h;
    unsigned long used; /* the draw count when last used */
} cached;

typedef struct sized {
    gm_font font;
    int px;
    bool bold;
    TTF_Font *ttf;
} sized;

struct gm_text {
    gm_gfx *gfx;
    bool fontless;       /* gm_text_new_fixed: measured at a fixed width a character */
    gm_rect centred_in;  /* gm_text_center's box, for the line it draws */
    float centred_asked; /* its label's size before any shrinking to fit */
    char path[GM_FONT_COUNT][512];
    unsigned n_sized;
    sized sizes[SIZES_MAX];
    unsigned n_cached;
    unsigned long draws;
    cached cache[CACHE_MAX];
};

/* The file of `family` in the game's own font folder (the Windows build
 * ships them there), the same files fontconfig picks on Debian. */
static bool find_in_folder(const char *dir, const char *family, char *out, size_t len)
{
    static const char *const files[][2] = {
        {"Quicksand", "Quicksand-Regular.ttf"},
        {"DejaVu Sans", "DejaVuSans.ttf"},
        {"Noto Sans", "NotoSans-Regular.ttf"},
    };
    if (dir == NULL || dir[0] == '\0') {
        return false;
    }
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        sc_file_info st;
        int n = snprintf(out, len, "%s/%s", dir, files[i][1]);
        if (strcmp(files[i][0], family) == 0 && n > 0 && (size_t)n < len &&
            sc_file_info_get(out, true, &st) && st.kind == SC_FILE_REGULAR) {
            return true;
        }
    }
    return false;
}

#ifdef GM_HAVE_FONTCONFIG
/* The file of `family`, only if fontconfig really has that family: its
 * best match for an unknown name is some other font. */
static bool find_family(const char *family, char *out, size_t len)
{
    FcPattern *pat = FcNameParse((const FcChar8 *)family);
    if (pat == NULL) {
        return false;
    }
    FcConfigSubstitute(NULL, pat, FcMatchPattern);
    FcDefaultSubstitute(pat);
    FcResult res;
    FcPattern *match = FcFontMatch(NULL, pat, &res);
    bool ok = false;
    if (match != NULL) {
        FcChar8 *file = NULL, *got = NULL;
        if (FcPatternGetString(match, FC_FAMILY, 0, &got) == FcResultMatch &&
            FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch &&
            SDL_strcasecmp((const char *)got, family) == 0) {
            snprintf(out, len, "%s", (const char *)file);
            ok = true;
        }
        FcPatternDestroy(match);
    }
    FcPatternDestroy(pat);
    return ok;
}
#endif

gm_text *gm_text_new(gm_gfx *gfx, const char *font_dir, char *err, size_t err_len)
{
    if (!TTF_WasInit() && TTF_Init() != 0) {
        snprintf(err, err_len, "cannot start SDL_ttf: %s", TTF_GetError());
        return NULL;
    }
#ifdef GM_HAVE_FONTCONFIG
    if (!FcInit()) {
        snprintf(err, err_len, "cannot start fontconfig");
        return NULL;
    }
#endif
    gm_text *t = calloc(1, sizeof *t);
    if (t == NULL) {
        snprintf(err, err_len, "out of memory");
        return NULL;
    }
    t->gfx = gfx;
    static const char *const wanted[GM_FONT_COUNT][3] = {
        {"Quicksand", "DejaVu Sans", "Noto Sans"},
        {"DejaVu Sans", "Noto Sans", "Quicksand"},
    };
    for (unsigned f = 0; f < GM_FONT_COUNT; f++) {
        bool found = false;
        for (unsigned i = 0; i < 3 && !found; i++) {
            found = find_in_folder(font_dir, wanted[f][i], t->path[f], sizeof t->path[f]);
#ifdef GM_HAVE_FONTCONFIG
            found = found || find_family(wanted[f][i], t->path[f], sizeof t->path[f]);
#endif
        }
        if (!found) {
#ifdef GM_HAVE_FONTCONFIG
            snprintf(err, err_len,
                     "no font found: neither %s nor fontconfig has Quicksand, DejaVu Sans or "
                     "Noto Sans (install fonts-quicksand or fonts-dejavu-core)",
                     font_dir != NULL ? font_dir : "the game's font folder");
#else
            snprintf(err, err_len,
                     "no font found: %s holds none of Quicksand-Regular.ttf, DejaVuSans.ttf, "
                     "NotoSans-Regular.ttf",
                     font_dir != NULL ? font_dir : "the game's font folder");
#endif
            free(t);
            return NULL;
        }
    }
    return t;
}

const char *gm_text_font_file(const gm_text *t, gm_font font)
{
    return t->fontless ? "" : t->path[font];
}

gm_text *gm_text_new_fixed(gm_gfx *gfx)
{
    gm_text *t = calloc(1, sizeof *t);
    if (t != NULL) {
        t->gfx = gfx;
        t->fontless = true;
    }
    return t;
}

gm_gfx *gm_text_gfx(const gm_text *t)
{
    return t->gfx;
}

static void flush_cache(gm_text *t)
{
    for (unsigned i = 0; i < t->n_cached; i++) {
        SDL_DestroyTexture(t->cache[i].tex);
    }
    t->n_cached = 0;
}

void gm_text_flush(gm_text *t)
{
    flush_cache(t);
    for (unsigned i = 0; i < t->n_sized; i++) {
        TTF_CloseFont(t->sizes[i].ttf);
    }
    t->n_sized = 0;
}

void gm_text_free(gm_text *t)
{
    if (t != NULL) {
        gm_text_flush(t);
        free(t);
    }
}

static TTF_Font *font_at(gm_text *t, gm_font font, int px, bool bold)
{
    for (unsigned i = 0; i < t->n_sized; i++) {
        sized *s = &t->sizes[i];
        if (s->font == font && s->px == px && s->bold == bold) {
            return s->ttf;
        }
    }
    if (t->n_sized == SIZES_MAX) {
        gm_text_flush(t);
    }
    TTF_Font *ttf = TTF_OpenFont(t->path[font], px);
    if (ttf == NULL) {
        return NULL;
    }
    if (bold) {
        TTF_SetFontStyle(ttf, TTF_STYLE_BOLD);
    }
    t->sizes[t->n_sized++] = (sized){font, px, bold, ttf};
    return ttf;
}

static uint32_t hash_text(const char *text)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (const unsigned char *p = (const unsigned char *)text; *p != '\0'; p++) {
        h = (h ^ *p) * 16777619u;
    }
    return h;
}

/* The texture of a line, from the cache or rendered now (NULL on failure).
 * Lines too long for the cache's key are rendered into a one-off slot. */
static const cached *lookup(gm_text *t, gm_font font, int px, bool bold, gm_color c, TTF_Font *ttf,
                            const char *text)
{
    uint32_t h = hash_text(text);
    bool keyable = strlen(text) < CACHE_TEXT;
    t->draws++;
    unsigned oldest = 0;
    for (unsigned i = 0; keyable && i < t->n_cached; i++) {
        cached *e = &t->cache[i];
        if (e->hash == h && e->font == font && e->px == px && e->bold == bold && e->c.r == c.r &&
            e->c.g == c.g && e->c.b == c.b && strcmp(e->text, text) == 0) {
            e->used = t->draws;
            return e;
        }
        if (e->used < t->cache[oldest].used) {
            oldest = i;
        }
    }
    SDL_Surface *s = TTF_RenderUTF8_Blended(ttf, text, (SDL_Color){c.r, c.g, c.b, 255});
    if (s == NULL) {
        return NULL;
    }
    SDL_Texture *tex = SDL_CreateTextureFromSurface(t->gfx->renderer, s);
    int w = s->w, hgt = s->h;
    SDL_FreeSurface(s);
    if (tex == NULL) {
        return NULL;
    }
    unsigned slot = oldest;
    if (t->n_cached < CACHE_MAX) {
        slot = t->n_cached++;
    } else {
        SDL_DestroyTexture(t->cache[slot].tex); /* the least recently drawn */
    }
    cached *e = &t->cache[slot];
    *e = (cached){h, font, px, bold, c, "", tex, w, hgt, keyable ? t->draws : 0};
    snprintf(e->text, sizeof e->text, "%s", keyable ? text : "");
    return e;
}

float gm_text_draw(gm_text *t, gm_font font, float size, bool bold, gm_color c, float x, float y,
                   gm_align align, const char *text)
{
    gm_text_run run = {.font = font,
                       .size = size,
                       .bold = bold,
                       .c = c,
                       .x = x,
                       .y = y,
                       .align = align,
                       .text = text,
                       .in = t->centred_in,
                       .asked = t->centred_in.w > 0 ? t->centred_asked : size};
    return t->gfx->ops->text(t->gfx, t, &run);
}

float gm_text_sdl_draw(gm_gfx *gfx, gm_text *t, const gm_text_run *run)
{
    if (t->fontless) {
        return 0; /* nothing to draw with */
    }
    float size = run->size;
    int px = (int)(size * gfx->scale + 0.5f);
    TTF_Font *ttf = font_at(t, run->font, px < 4 ? 4 : px, run->bold);
    if (ttf == NULL || run->text[0] == '\0') {
        return 0;
    }
    const cached *line = lookup(t, run->font, px < 4 ? 4 : px, run->bold, run->c, ttf, run->text);
    if (line == NULL) {
        return 0;
    }
    float w = (float)line->w / gfx->scale;
    float lx = run->align == GM_ALIGN_LEFT     ? run->x
               : run->align == GM_ALIGN_CENTER ? run->x - w / 2
                                               : run->x - w;
    SDL_FRect dst = {gfx->ox + lx * gfx->scale, gfx->oy + run->y * gfx->scale, (float)line->w,
                     (float)line->h};
    SDL_SetTextureAlphaMod(line->tex, run->c.a);
    SDL_RenderCopyF(gfx->renderer, line->tex, NULL, &dst);
    return w;
}

void gm_text_center(gm_text *t, gm_font font, float size, bool bold, gm_color c, gm_rect r,
                    const char *text)
{
    /* A label never overflows its box, in any language: one too wide for it
     * (a longer translation) is set smaller, down to 60% of the size asked.
     * Boxes are in logical units, so this holds at every window size. */
    float room = r.w > 80 ? r.w - 40 : r.w; /* clear of a button's rounded ends */
    float w = gm_text_width(t, font, size, bold, text);
    t->centred_asked = size; /* recorded with the line (the recording back end) */
    if (w > room && room > 0) {
        float fit = size * room / w;
        size = fit > size * 0.6f ? fit : size * 0.6f;
    }
    /* A line is about 1.2 em high in these faces; centre that box. */
    float y = r.y + (r.h - size * GM_TEXT_HIGH) / 2;
    t->centred_in = r; /* recorded with the line (the recording back end) */
    gm_text_draw(t, font, size, bold, c, r.x + r.w / 2, y, GM_ALIGN_CENTER, text);
    t->centred_in = (gm_rect){0};
    t->centred_asked = 0;
}

float gm_text_width(gm_text *t, gm_font font, float size, bool bold, const char *text)
{
    if (t->fontless) {
        unsigned chars = 0; /* code points */
        for (const unsigned char *p = (const unsigned char *)text; *p != '\0'; p++) {
            chars += (*p & 0xC0) != 0x80;
        }
        return (float)chars * size * (bold ? 0.6f : 0.55f);
    }
    int px = (int)(size * t->gfx->scale + 0.5f);
    TTF_Font *ttf = font_at(t, font, px < 4 ? 4 : px, bold);
    int w = 0, h = 0;
    if (ttf == NULL || text[0] == '\0' || TTF_SizeUTF8(ttf, text, &w, &h) != 0) {
        return 0;
    }
    return (float)w / t->gfx->scale;
}

float gm_text_wrapped(gm_text *t, gm_font font, float size, bool bold, gm_color c, float x, float y,
                      float width, float line_h, bool draw, const char *text)
{
    if (line_h <= 0) {
        line_h = size * GM_TEXT_LINE;
    }
    char line[1024];
    size_t len = 0;
    float top = y;
    const char *p = text;
    while (*p != '\0') {
        /* The next word (with a mark French sets apart: "53 %") and the
         * separator after it. */
        size_t wl = gm_utf8_unbreakable(p);
        char sep = p[wl];
        if (len > 0 && wl > 0) {
            /* Does the word fit after a space on this line? */
            char trial[sizeof line];
            int n = snprintf(trial, sizeof trial, "%.*s %.*s", (int)len, line, (int)wl, p);
            if (n < 0 || (size_t)n >= sizeof trial ||
                gm_text_width(t, font, size, bold, trial) > width) {
                line[len] = '\0';
                if (draw) {
                    gm_text_draw(t, font, size, bold, c, x, y, GM_ALIGN_LEFT, line);
                }
                y += line_h;
                len = 0;
            } else {
                line[len++] = ' ';
            }
        }
        if (wl > 0 && len + wl < sizeof line) {
            memcpy(line + len, p, wl);
            len += wl;
        }
        p += wl;
        if (sep == '\n' || *p == '\0' || p[1] == '\0') {
            /* A line break, or the end of the text. */
            if (sep == '\n' || len > 0) {
                line[len] = '\0';
                if (draw && len > 0) {
                    gm_text_draw(t, font, size, bold, c, x, y, GM_ALIGN_LEFT, line);
                }
                y += line_h;
                len = 0;
            }
        }
        if (sep != '\0') {
            p++;
        }
    }
    return y - top;
}

typedef struct fit_ctx {
    gm_text *t;
    gm_font font;
    float size;
    bool bold;
} fit_ctx;

static float fit_width(void *ctx, const char *text)
{
    const fit_ctx *c = ctx;
    return gm_text_width(c->t, c->font, c->size, c->bold, text);
}

const char *gm_text_fit(gm_text *t, gm_font font, float size, bool bold, const char *text,
                        float max_w, char *out, size_t len)
{
    fit_ctx c = {t, font, size, bold};
    return gm_utf8_fit(text, max_w, fit_width, &c, out, len);
}

const char *gm_text_fit_end(gm_text *t, gm_font font, float size, bool bold, const char *text,
                            float max_w, char *out, size_t len)
{
    fit_ctx c = {t, font, size, bold};
    return gm_utf8_fit_end(text, max_w, fit_width, &c, out, len);
}
