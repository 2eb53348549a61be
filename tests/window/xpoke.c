/* xpoke: does to the game's window what a window manager and a player do
 * (resize it to tiny and huge sizes, minimise and restore it, take the
 * focus away, move it), then asks it to close as the close button would.
 * Used by window-events.sh under Xvfb, where no window manager enforces
 * the game's minimum size, so the sizes really reach the game.
 *
 * With --close it only finds the window, checks that it lies on the
 * screen whole, and closes it (busy-window.sh).
 *
 * usage: xpoke [--close] TITLE   (exit 0 when every step was sent; 1 no
 * window; 2 the window is larger than the screen) */
#define _DEFAULT_SOURCE /* usleep */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <X11/Xlib.h>
#include <X11/Xutil.h>

static Window find(Display *d, Window w, const char *title)
{
    char *name = NULL;
    if (XFetchName(d, w, &name) && name != NULL) {
        int same = strstr(name, title) != NULL;
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

static void pause_ms(Display *d, unsigned ms)
{
    XSync(d, False);
    usleep(ms * 1000u);
}

int main(int argc, char **argv)
{
    bool close_only = argc > 2 && strcmp(argv[1], "--close") == 0;
    const char *title = close_only ? argv[2] : argc > 1 ? argv[1] : "Space Cats";
    Display *d = XOpenDisplay(NULL);
    if (d == NULL) {
        fprintf(stderr, "xpoke: no X display\n");
        return 1;
    }
    Window w = 0;
    for (int tries = 0; tries < 100 && w == 0; tries++) {
        w = find(d, DefaultRootWindow(d), title);
        if (w == 0) {
            usleep(100000);
        }
    }
    if (w == 0) {
        fprintf(stderr, "xpoke: no window titled '%s'\n", title);
        return 1;
    }
    if (close_only) {
        XWindowAttributes a;
        XGetWindowAttributes(d, w, &a);
        int sw = DisplayWidth(d, DefaultScreen(d)), sh = DisplayHeight(d, DefaultScreen(d));
        printf("xpoke: '%s' is %dx%d on a %dx%d screen\n", title, a.width, a.height, sw, sh);
        if (a.width > sw || a.height > sh) {
            XCloseDisplay(d);
            return 2;
        }
        pause_ms(d, 500); /* drawn and read */
        goto close;
    }
    static const unsigned sizes[][2] = {{1, 1},       {64, 48},   {3, 900},   {900, 3},
                                        {4000, 3000}, {320, 180}, {1280, 720}};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        printf("xpoke: resize %ux%u\n", sizes[i][0], sizes[i][1]);
        XResizeWindow(d, w, sizes[i][0], sizes[i][1]);
        pause_ms(d, 300);
    }
    printf("xpoke: minimise, restore\n");
    XIconifyWindow(d, w, DefaultScreen(d));
    pause_ms(d, 300);
    XUnmapWindow(d, w);
    pause_ms(d, 300);
    XMapWindow(d, w);
    pause_ms(d, 300);
    printf("xpoke: focus away and back, move off screen\n");
    XSetInputFocus(d, DefaultRootWindow(d), RevertToNone, CurrentTime);
    pause_ms(d, 200);
    XMoveWindow(d, w, -5000, -5000);
    pause_ms(d, 200);
    XMoveWindow(d, w, 10, 10);
    XSetInputFocus(d, w, RevertToNone, CurrentTime);
    pause_ms(d, 300);
close:
    printf("xpoke: close\n");
    XEvent ev = {0};
    ev.xclient.type = ClientMessage;
    ev.xclient.window = w;
    ev.xclient.message_type = XInternAtom(d, "WM_PROTOCOLS", False);
    ev.xclient.format = 32;
    ev.xclient.data.l[0] = (long)XInternAtom(d, "WM_DELETE_WINDOW", False);
    ev.xclient.data.l[1] = CurrentTime;
    XSendEvent(d, w, False, NoEventMask, &ev);
    XSync(d, False);
    XCloseDisplay(d);
    return 0;
}
