/* svg2png: rasterises an SVG into a square PNG of the given size, with the
 * same SVG renderer the game uses (SDL2_image). The build makes the hicolor
 * icon sizes from data/art/app-icon.svg with it, so no extra package is
 * needed.
 *
 * Usage: svg2png INPUT.svg SIZE OUTPUT.png
 * Exit status: 0 written, 1 the file could not be read or written, 2 bad
 * arguments. */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: svg2png INPUT.svg SIZE OUTPUT.png\n");
        return 2;
    }
    char *end = NULL;
    long size = strtol(argv[2], &end, 10);
    if (end == argv[2] || *end != '\0' || size < 1 || size > 4096) {
        fprintf(stderr, "svg2png: SIZE '%s' is not 1 to 4096\n", argv[2]);
        return 2;
    }
    SDL_RWops *rw = SDL_RWFromFile(argv[1], "rb");
    if (rw == NULL) {
        fprintf(stderr, "svg2png: %s: %s\n", argv[1], SDL_GetError());
        return 1;
    }
    SDL_Surface *s = IMG_LoadSizedSVG_RW(rw, (int)size, (int)size);
    SDL_RWclose(rw);
    if (s == NULL) {
        fprintf(stderr, "svg2png: %s: not a readable SVG: %s\n", argv[1], IMG_GetError());
        return 1;
    }
    int code = 0;
    if (s->w != size || s->h != size) {
        fprintf(stderr, "svg2png: %s: not square (%dx%d at size %ld)\n", argv[1], s->w, s->h, size);
        code = 1;
    } else if (IMG_SavePNG(s, argv[3]) != 0) {
        fprintf(stderr, "svg2png: %s: %s\n", argv[3], IMG_GetError());
        code = 1;
    }
    SDL_FreeSurface(s);
    return code;
}
