/* The recording back end of the drawing operations (draw.h): nothing is
 * drawn; every call is recorded with its arguments, in order, so tests
 * assert on the shapes drawn and compare a frame presented with a fresh
 * drawing call by call. A line of text is as wide as gm_text_width says
 * (text.h: with fonts, or without at a fixed width a character) and GM_TEXT_HIGH
 * em high. */
#include "draw.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfx.h"
#include "sprites.h"
#include "text.h"

struct gm_draw_rec {
    gm_draw_frame now;       /* drawn since the last present or clear */
    gm_draw_frame presented; /* the last frame presented */
    unsigned presents;
    unsigned missing; /* sprites drawn with no file in the art folder */
    char first_missing[40];
};

gm_draw_rec *gm_draw_rec_new(void)
{
    return calloc(1, sizeof(gm_draw_rec));
}

static void frame_free(gm_draw_frame *f)
{
    free(f->calls);
    free(f->lines);
    free(f->sprites);
    memset(f, 0, sizeof *f);
}

void gm_draw_rec_free(gm_draw_rec *rec)
{
    if (rec != NULL) {
        frame_free(&rec->now);
        frame_free(&rec->presented);
        free(rec);
    }
}

/* Room for one more of n items of `size` in *items (doubling); false when
 * memory runs out (the call is then not recorded). */
static bool grow(void **items, unsigned n, unsigned *cap, size_t size)
{
    if (n < *cap) {
        return true;
    }
    unsigned to = *cap > 0 ? *cap * 2 : 256;
    void *more = realloc(*items, (size_t)to * size);
    if (more == NULL) {
        return false;
    }
    *items = more;
    *cap = to;
    return true;
}

/* A new call of the frame being drawn, zeroed but for its operation. */
static gm_draw_call *record(gm_gfx *g, gm_draw_op op, gm_color c)
{
    gm_draw_frame *f = &g->rec->now;
    if (!grow((void **)&f->calls, f->n_calls, &f->cap_calls, sizeof *f->calls)) {
        return NULL;
    }
    gm_draw_call *call = &f->calls[f->n_calls++];
    memset(call, 0, sizeof *call);
    call->op = op;
    call->c = c;
    return call;
}

static void rec_clear(gm_gfx *g, gm_color c)
{
    record(g, GM_OP_CLEAR, c);
}

static void rec_fill(gm_gfx *g, gm_rect r, gm_color c)
{
    gm_draw_call *call = record(g, GM_OP_FILL, c);
    if (call != NULL) {
        call->r = r;
    }
}

static void rec_round(gm_gfx *g, gm_rect r, float radius, gm_color c)
{
    gm_draw_call *call = record(g, GM_OP_ROUND, c);
    if (call != NULL) {
        call->r = r;
        call->radius = radius;
    }
}

static void rec_outline(gm_gfx *g, gm_rect r, float radius, float width, gm_color c)
{
    gm_draw_call *call = record(g, GM_OP_OUTLINE, c);
    if (call != NULL) {
        call->r = r;
        call->radius = radius;
        call->width = width;
    }
}

static void rec_disc(gm_gfx *g, gm_point centre, float radius, gm_color c)
{
    gm_draw_call *call = record(g, GM_OP_DISC, c);
    if (call != NULL) {
        call->a = centre;
        call->radius = radius;
    }
}

static void rec_dots(gm_gfx *g, gm_point a, gm_point b, float step, float r, gm_color c)
{
    gm_draw_call *call = record(g, GM_OP_DOTS, c);
    if (call != NULL) {
        call->a = a;
        call->b = b;
        call->width = step;
        call->radius = r;
    }
}

static void rec_clip(gm_gfx *g, const gm_rect *r)
{
    gm_draw_call *call = record(g, GM_OP_CLIP, (gm_color){0});
    if (call != NULL) {
        call->r = r != NULL ? *r : (gm_rect){0};
        call->index = r == NULL;
    }
}

static void rec_sprite(gm_gfx *g, gm_sprites *sp, const gm_sprite_drawn *s)
{
    gm_draw_rec *rec = g->rec;
    if (!gm_sprites_has_art(sp, s->name) && rec->missing++ == 0) {
        snprintf(rec->first_missing, sizeof rec->first_missing, "%s", s->name);
    }
    gm_draw_frame *f = &rec->now;
    if (!grow((void **)&f->sprites, f->n_sprites, &f->cap_sprites, sizeof *f->sprites)) {
        return;
    }
    gm_draw_call *call = record(g, GM_OP_SPRITE, (gm_color){255, 255, 255, s->alpha});
    if (call != NULL) {
        call->index = f->n_sprites;
        f->sprites[f->n_sprites++] = *s;
    }
}

static float rec_text(gm_gfx *g, gm_text *t, const gm_text_run *run)
{
    float w = gm_text_width(t, run->font, run->size, run->bold, run->text);
    if (w <= 0) {
        return w;
    }
    float x = run->align == GM_ALIGN_LEFT     ? run->x
              : run->align == GM_ALIGN_CENTER ? run->x - w / 2
                                              : run->x - w;
    gm_draw_frame *f = &g->rec->now;
    if (!grow((void **)&f->lines, f->n_lines, &f->cap_lines, sizeof *f->lines)) {
        return w;
    }
    gm_draw_call *call = record(g, GM_OP_TEXT, run->c);
    if (call == NULL) {
        return w;
    }
    call->index = f->n_lines;
    gm_text_line *l = &f->lines[f->n_lines++];
    memset(l, 0, sizeof *l); /* frames are compared byte for byte */
    l->at = (gm_rect){x, run->y, w, run->size * GM_TEXT_HIGH};
    l->in = run->in;
    l->asked = run->asked;
    l->px = (int)(run->size * g->scale + 0.5f);
    l->font = run->font;
    l->bold = run->bold;
    l->c = run->c;
    size_t len = strlen(run->text); /* cut at 159 bytes, as snprintf would (but cheaper) */
    len = len < sizeof l->text - 1 ? len : sizeof l->text - 1;
    memcpy(l->text, run->text, len);
    return w;
}

/* The layer is not cached: its calls are recorded in every frame. */
static bool rec_layer_begin(gm_gfx *g)
{
    (void)g;
    return true;
}

static void rec_layer_nothing(gm_gfx *g)
{
    (void)g;
}

static void rec_present(gm_gfx *g)
{
    gm_draw_rec *rec = g->rec;
    gm_draw_frame old = rec->presented;
    rec->presented = rec->now;
    rec->now = old; /* its room is reused */
    rec->now.n_calls = rec->now.n_lines = rec->now.n_sprites = 0;
    rec->presents++;
}

const gm_draw_ops gm_draw_record = {
    .clear = rec_clear,
    .fill = rec_fill,
    .round = rec_round,
    .outline = rec_outline,
    .disc = rec_disc,
    .dots = rec_dots,
    .clip = rec_clip,
    .sprite = rec_sprite,
    .text = rec_text,
    .layer_begin = rec_layer_begin,
    .layer_end = rec_layer_nothing,
    .layer_draw = rec_layer_nothing,
    .present = rec_present,
};

const gm_draw_frame *gm_draw_now(const gm_gfx *g)
{
    return g->rec != NULL ? &g->rec->now : NULL;
}

const gm_draw_frame *gm_draw_presented(const gm_gfx *g)
{
    return g->rec != NULL ? &g->rec->presented : NULL;
}

unsigned gm_draw_presents(const gm_gfx *g)
{
    return g->rec != NULL ? g->rec->presents : 0;
}

void gm_draw_clear(gm_gfx *g)
{
    if (g->rec != NULL) {
        g->rec->now.n_calls = g->rec->now.n_lines = g->rec->now.n_sprites = 0;
    }
}

unsigned gm_draw_missing(const gm_gfx *g, const char **first)
{
    if (first != NULL) {
        *first = g->rec != NULL ? g->rec->first_missing : "";
    }
    return g->rec != NULL ? g->rec->missing : 0;
}

static const char *const op_names[] = {
    [GM_OP_CLEAR] = "clear",     [GM_OP_FILL] = "fill",     [GM_OP_ROUND] = "round",
    [GM_OP_OUTLINE] = "outline", [GM_OP_DISC] = "disc",     [GM_OP_DOTS] = "dots",
    [GM_OP_CLIP] = "clip",       [GM_OP_SPRITE] = "sprite", [GM_OP_TEXT] = "text",
};

/* One call, in words, for a message. */
static void describe(const gm_draw_frame *f, unsigned i, char *out, size_t len)
{
    if (i >= f->n_calls) {
        snprintf(out, len, "nothing (%u calls)", f->n_calls);
        return;
    }
    const gm_draw_call *c = &f->calls[i];
    if (c->op == GM_OP_TEXT) {
        snprintf(out, len, "text \"%s\" at %.1f,%.1f", f->lines[c->index].text,
                 (double)f->lines[c->index].at.x, (double)f->lines[c->index].at.y);
    } else if (c->op == GM_OP_SPRITE) {
        const gm_sprite_drawn *s = &f->sprites[c->index];
        snprintf(out, len, "sprite %s at %.1f,%.1f %.1fx%.1f alpha %u", s->name, (double)s->r.x,
                 (double)s->r.y, (double)s->r.w, (double)s->r.h, s->alpha);
    } else {
        snprintf(out, len, "%s %.1f,%.1f %.1fx%.1f (%.1f,%.1f) r %.1f colour %02x%02x%02x/%u",
                 op_names[c->op], (double)c->r.x, (double)c->r.y, (double)c->r.w, (double)c->r.h,
                 (double)c->a.x, (double)c->a.y, (double)c->radius, c->c.r, c->c.g, c->c.b, c->c.a);
    }
}

static bool same_call(const gm_draw_frame *a, const gm_draw_frame *b, unsigned i)
{
    const gm_draw_call *x = &a->calls[i], *y = &b->calls[i];
    if (x->op != y->op) {
        return false;
    }
    if (x->op == GM_OP_TEXT) {
        return memcmp(&a->lines[x->index], &b->lines[y->index], sizeof a->lines[0]) == 0;
    }
    if (x->op == GM_OP_SPRITE) {
        const gm_sprite_drawn *s = &a->sprites[x->index], *t = &b->sprites[y->index];
        return strcmp(s->name, t->name) == 0 && memcmp(&s->r, &t->r, sizeof s->r) == 0 &&
               s->alpha == t->alpha && s->rotated == t->rotated && s->degrees == t->degrees;
    }
    return memcmp(x, y, sizeof *x) == 0;
}

bool gm_draw_frames_equal(const gm_draw_frame *a, const gm_draw_frame *b, char *why, size_t len)
{
    unsigned n = a->n_calls < b->n_calls ? a->n_calls : b->n_calls;
    unsigned i = 0;
    while (i < n && same_call(a, b, i)) {
        i++;
    }
    if (i == n && a->n_calls == b->n_calls) {
        return true;
    }
    if (why != NULL) {
        char x[256], y[256];
        describe(a, i, x, sizeof x);
        describe(b, i, y, sizeof y);
        snprintf(why, len, "call %u of %u: %s; then %s", i, a->n_calls, x, y);
    }
    return false;
}

/* ---- the readings of text and sprites ------------------------------------- */

const gm_sprite_drawn *gm_sprites_drawn(const gm_sprites *sp, unsigned *n)
{
    const gm_draw_frame *f = gm_draw_now(gm_sprites_gfx(sp));
    *n = f != NULL ? f->n_sprites : 0;
    return f != NULL ? f->sprites : NULL;
}

const gm_text_line *gm_text_lines(const gm_text *t, unsigned *n)
{
    const gm_draw_frame *f = gm_draw_now(gm_text_gfx(t));
    *n = f != NULL ? f->n_lines : 0;
    return f != NULL ? f->lines : NULL;
}

unsigned gm_sprites_missing(const gm_sprites *sp, const char **first)
{
    return gm_draw_missing(gm_sprites_gfx(sp), first);
}
