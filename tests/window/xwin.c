/* xwin: a player's hand and eye on the game's window, for the window tests
 * under Xvfb. A click puts the pointer at a point of the window, then
 * presses and releases the left button there, and leaves the pointer
 * where it is; a shot writes what the X server shows of the window (its
 * pixels as they are on the screen, not what the game thinks it drew).
 *
 * A tap is a click at once, for a window long on screen whose caller
 * knows it is ready (two-windows.sh): no wait for its first frames.
 *
 * usage: xwin TITLE click X Y      (window pixels)
 *        xwin TITLE tap X Y
 *        xwin TITLE shot OUT.ppm
 * Exit status: 0 done, 1 no such window or a failure (said on stderr). */
#define _DEFAULT_SOURCE /* usleep */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <X11/Xlib.h>
#include <X11/Xutil.h>

static Window find(Display *d, Window w, const char *title)
{
    char *name = NULL;
    if (XFetchName(d, w, &name) && name != NULL) {
        int same = strcmp(name, title) == 0;
        XFree(name);
        if (same) {
            return w;
        }
    }
    Window root, parent, *kids = NULL;
    unsigned n = 0;
    Window found = 0;
    if (XQueryTree(d, w, &root, &parent, &kids, &n)) {
        for (unsigned i = 0; i < n && !found; i++) {
            found = find(d, kids[i], title);
        }
        if (kids != NULL) {
            XFree(kids);
        }
    }
    return found;
}

/* The pointer to (x, y) of w, and a press and a release of the left
 * button there. */
static int click(Display *d, Window w, int x, int y, bool settle)
{
    /* On screen first: a window not yet mapped has no pointer to enter it. */
    XWindowAttributes at;
    for (int tries = 0; tries < 300; tries++) {
        if (XGetWindowAttributes(d, w, &at) && at.map_state == IsViewable) {
            break;
        }
        usleep(100000);
    }
    if (settle) {
        usleep(500000); /* its first frames drawn */
    }
    XWarpPointer(d, None, w, 0, 0, 0, 0, x, y);
    XSync(d, False);
    usleep(settle ? 100000 : 30000); /* the motion first, as a hand would */
    Window root = DefaultRootWindow(d), child;
    int rx = 0, ry = 0;
    XTranslateCoordinates(d, w, root, x, y, &rx, &ry, &child);
    XEvent ev;
    memset(&ev, 0, sizeof ev);
    ev.xbutton.display = d;
    ev.xbutton.window = w;
    ev.xbutton.root = root;
    ev.xbutton.subwindow = None;
    ev.xbutton.time = CurrentTime;
    ev.xbutton.x = x;
    ev.xbutton.y = y;
    ev.xbutton.x_root = rx;
    ev.xbutton.y_root = ry;
    ev.xbutton.same_screen = True;
    ev.xbutton.button = Button1;
    ev.type = ButtonPress;
    if (!XSendEvent(d, w, True, ButtonPressMask, &ev)) {
        return 1;
    }
    XSync(d, False);
    usleep(50000);
    ev.type = ButtonRelease;
    ev.xbutton.state = Button1Mask;
    if (!XSendEvent(d, w, True, ButtonReleaseMask, &ev)) {
        return 1;
    }
    XSync(d, False);
    return 0;
}

/* Where a colour channel lies in a pixel, from its mask. */
static unsigned channel(unsigned long pixel, unsigned long mask)
{
    if (mask == 0) {
        return 0;
    }
    unsigned shift = 0;
    while (((mask >> shift) & 1) == 0) {
        shift++;
    }
    unsigned long v = (pixel & mask) >> shift, max = mask >> shift;
    return (unsigned)(v * 255 / max);
}

static int shot(Display *d, Window w, const char *path)
{
    XWindowAttributes at;
    if (!XGetWindowAttributes(d, w, &at)) {
        return 1;
    }
    XImage *img =
        XGetImage(d, w, 0, 0, (unsigned)at.width, (unsigned)at.height, AllPlanes, ZPixmap);
    if (img == NULL) {
        fprintf(stderr, "xwin: cannot read the window's pixels\n");
        return 1;
    }
    FILE *f = fopen(path, "wb");
    if (f == NULL) {
        perror(path);
        XDestroyImage(img);
        return 1;
    }
    fprintf(f, "P6\n%d %d\n255\n", at.width, at.height);
    for (int y = 0; y < at.height; y++) {
        for (int x = 0; x < at.width; x++) {
            unsigned long p = XGetPixel(img, x, y);
            unsigned char rgb[3] = {(unsigned char)channel(p, img->red_mask),
                                    (unsigned char)channel(p, img->green_mask),
                                    (unsigned char)channel(p, img->blue_mask)};
            fwrite(rgb, 1, 3, f);
        }
    }
    XDestroyImage(img);
    if (fclose(f) != 0) {
        perror(path);
        return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    bool tap = argc > 2 && strcmp(argv[2], "tap") == 0;
    if (argc < 4 || ((strcmp(argv[2], "click") == 0 || tap) && argc != 5) ||
        (strcmp(argv[2], "shot") == 0 && argc != 4)) {
        fprintf(stderr, "usage: xwin TITLE click|tap X Y | xwin TITLE shot OUT.ppm\n");
        return 1;
    }
    Display *d = XOpenDisplay(NULL);
    if (d == NULL) {
        fprintf(stderr, "xwin: no X display\n");
        return 1;
    }
    Window w = 0;
    for (int tries = 0; tries < 300 && w == 0; tries++) {
        w = find(d, DefaultRootWindow(d), argv[1]);
        if (w == 0) {
            usleep(100000);
        }
    }
    int status = 1;
    if (w == 0) {
        fprintf(stderr, "xwin: no window titled '%s'\n", argv[1]);
    } else if (strcmp(argv[2], "click") == 0 || tap) {
        status = click(d, w, atoi(argv[3]), atoi(argv[4]), !tap);
    } else if (strcmp(argv[2], "shot") == 0) {
        status = shot(d, w, argv[3]);
    } else {
        fprintf(stderr, "xwin: %s: click or shot\n", argv[2]);
    }
    XCloseDisplay(d);
    return status;
}
