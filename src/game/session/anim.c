/* The animation queue: a flat list, each entry with its own start delay. */
#include "anim.h"

#include <string.h>

void gm_anims_init(gm_anims *a, float scale)
{
    memset(a, 0, sizeof *a);
    a->scale = scale;
}

gm_anim *gm_anims_push(gm_anims *a, const gm_anim *anim, bool after_prev)
{
    if (a->scale <= 0 || a->n == GM_ANIM_MAX) {
        return NULL;
    }
    gm_anim *q = &a->list[a->n++];
    *q = *anim;
    /* The game waits for its animations, so none may last for ever: a
     * duration out of range (a bug upstream) is cut to the longest. */
    float duration = anim->duration >= 0 ? anim->duration : 0;
    q->duration = (duration < GM_ANIM_LONGEST ? duration : GM_ANIM_LONGEST) * a->scale;
    float start = after_prev ? a->tail : 0;
    if (!after_prev && a->n > 1) {
        /* Together with the previous one. */
        start = -a->list[a->n - 2].elapsed;
        if (start < 0) {
            start = 0;
        }
    }
    start += anim->delay * a->scale;
    q->elapsed = -start;
    q->cued = false;
    float end = start + q->duration;
    if (end > a->tail) {
        a->tail = end;
    }
    return q;
}

gm_anim *gm_anims_hold(gm_anims *a, const gm_anim *anim)
{
    if (a->scale <= 0 || a->n == GM_ANIM_MAX || a->tail <= 0) {
        return NULL;
    }
    gm_anim *q = &a->list[a->n++];
    *q = *anim;
    q->delay = 0;
    q->elapsed = 0;
    q->duration = a->tail;
    q->cued = false;
    return q;
}

static void raise_cue(gm_anims *a, gm_anim *q)
{
    if (!q->cued && q->elapsed >= 0) {
        q->cued = true;
        if (q->cue != GM_CUE_NONE && a->n_cues < GM_ANIM_MAX) {
            a->cues[a->n_cues++] = q->cue;
        }
    }
}

void gm_anims_step(gm_anims *a, float dt)
{
    unsigned kept = 0;
    for (unsigned i = 0; i < a->n; i++) {
        gm_anim *q = &a->list[i];
        q->elapsed += dt;
        raise_cue(a, q);
        if (q->kind == GM_ANIM_ROCKET && q->elapsed >= 0 && q->cue == GM_CUE_MOVE) {
            /* A tick per space passed, after the first. */
            unsigned spaces = q->space_to > q->space_from ? q->space_to - q->space_from : 0;
            float per = spaces > 0 ? q->duration / (float)spaces : q->duration;
            float before = q->elapsed - dt;
            for (unsigned s = 1; s < spaces && a->n_cues < GM_ANIM_MAX; s++) {
                float at = per * (float)s;
                if (before < at && q->elapsed >= at) {
                    a->cues[a->n_cues++] = GM_CUE_MOVE;
                }
            }
        }
        if (q->elapsed < q->duration) {
            a->list[kept++] = *q;
        }
    }
    a->n = kept;
    a->tail -= dt;
    if (a->tail < 0 || a->n == 0) {
        a->tail = 0;
    }
}

void gm_anims_finish(gm_anims *a)
{
    a->n = 0;
    a->tail = 0;
}

bool gm_anims_active(const gm_anims *a)
{
    return a->n > 0;
}

bool gm_anims_hides(const gm_anims *a, gm_hide what, unsigned index)
{
    for (unsigned i = 0; i < a->n; i++) {
        if (a->list[i].hide == what && a->list[i].hide_index == index) {
            return true;
        }
    }
    return false;
}

float gm_anim_progress(const gm_anim *q)
{
    if (q->elapsed < 0) {
        return -1;
    }
    float t = q->duration > 0 ? q->elapsed / q->duration : 1;
    if (t > 1) {
        t = 1;
    }
    if (q->kind == GM_ANIM_FLY) {
        t = t * t * (3 - 2 * t); /* ease in and out */
    }
    return t;
}

unsigned gm_anims_take_cues(gm_anims *a, gm_cue *out, unsigned max)
{
    unsigned n = a->n_cues < max ? a->n_cues : max;
    memcpy(out, a->cues, n * sizeof *out);
    a->n_cues = 0;
    return n;
}

bool gm_spot_of_place(const sc_place *at, gm_spot *out)
{
    switch (at->kind) {
    case SC_AT_MOON:
        *out = (gm_spot){GM_SPOT_MOON, at->index, 0};
        return true;
    case SC_AT_PLANET:
        *out = (gm_spot){GM_SPOT_PLANET, at->index, 0};
        return true;
    case SC_AT_COMET:
        *out = (gm_spot){GM_SPOT_COMET, 0, 0};
        return true;
    case SC_AT_GALAXY:
        *out = (gm_spot){GM_SPOT_GALAXY, 0, 0};
        return true;
    default:
        return false;
    }
}
