/* Types a text into the window that has the keyboard, one character at a
 * time, as a Windows keyboard layout or the on-screen keyboard hands a
 * program its characters (WM_CHAR), whatever the keys:
 *
 *   type-text.exe TEXT
 *
 * Built with MinGW-w64 and run under Wine by tests/windows/player.sh. Under
 * Wine, xdotool's keys reach a program through Wine's X keyboard, which
 * lost an "é" in 6 runs of 8 here (a different one each time, with or
 * without its X input method); SendInput's Unicode events do not go
 * through X. Exits 1 when Windows refused an event. */
#include <windows.h>

int wmain(int argc, wchar_t **argv)
{
    if (argc != 2) {
        return 2;
    }
    for (const wchar_t *c = argv[1]; *c; c++) {
        INPUT in[2] = {{.type = INPUT_KEYBOARD}, {.type = INPUT_KEYBOARD}};
        in[0].ki.wScan = *c;
        in[0].ki.dwFlags = KEYEVENTF_UNICODE;
        in[1].ki.wScan = *c;
        in[1].ki.dwFlags = KEYEVENTF_UNICODE | KEYEVENTF_KEYUP;
        if (SendInput(2, in, sizeof in[0]) != 2) {
            return 1;
        }
        /* A busy machine's game takes each character before the next. */
        Sleep(200);
    }
    return 0;
}
