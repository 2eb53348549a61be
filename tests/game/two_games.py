#!/usr/bin/env python3
"""Two games on one per-user folder: the second must not start.

Starts the game (title screen, no end) with a fresh SPACECATS_PREFDIR, waits
until it holds the folder's lock, then starts a second one on the same
folder: it must exit with status 1 at once, say which process owns the
folder, and write nothing there. Once the first is killed with kill -9, a
third starts normally (a stale lock never keeps the player out).
Usage: two_games.py SPACECATS. Exit status 0 when all holds."""
import fcntl
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def owner(lock_path):
    """What the lock file says of who holds it ("" when unreadable)."""
    try:
        with open(lock_path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError:
        return ""


def held(lock_path):
    """Whether some process holds the flock on lock_path."""
    try:
        fd = os.open(lock_path, os.O_RDWR)
    except FileNotFoundError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        fcntl.flock(fd, fcntl.LOCK_UN)
        return False
    except BlockingIOError:
        return True
    finally:
        os.close(fd)


def snapshot(folder):
    out = {}
    for root, _dirs, files in os.walk(folder):
        for f in files:
            p = os.path.join(root, f)
            st = os.stat(p)
            out[p] = (st.st_size, st.st_mtime_ns)
    return out


def main():
    game = sys.argv[1]
    work = tempfile.mkdtemp(prefix="spacecats-two-")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               SPACECATS_PREFDIR=work)
    env.pop("DISPLAY", None)  # no message box anyone would have to close
    env.pop("WAYLAND_DISPLAY", None)
    first = subprocess.Popen([game, "--screen", "title"], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        lock = os.path.join(work, "spacecats.lock")
        deadline = time.monotonic() + 30
        # Held, and its process number written in it: the first game takes
        # the lock, then writes who holds it (a look between the two saw the
        # file change under it, and took that for the second game's doing).
        while not held(lock) or str(first.pid) not in owner(lock):
            if first.poll() is not None or time.monotonic() > deadline:
                fail("the first game never held the folder's lock")
            time.sleep(0.05)
        before = snapshot(work)
        shot = os.path.join(work, "second.png")
        r = subprocess.run([game, "--screen", "title", "--screenshot", shot], env=env,
                           capture_output=True, text=True, timeout=60)
        if r.returncode != 1:
            fail(f"the second game exited with {r.returncode}, not 1: {r.stderr}")
        if f"in use by another Space Cats (process {first.pid})" not in r.stderr:
            fail(f"the second game did not say who owns the folder: {r.stderr}")
        if os.path.exists(shot) or snapshot(work) != before:
            fail("the second game wrote into the folder")
        print("second game refused:", r.stderr.strip().splitlines()[-1])
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait()
    r = subprocess.run([game, "--screen", "title", "--screenshot", shot], env=env,
                       capture_output=True, text=True, timeout=60)
    if r.returncode != 0 or not os.path.exists(shot):
        fail(f"after the first was killed, a game could not start: {r.stderr}")
    shutil.rmtree(work)
    print("ok")


main()
