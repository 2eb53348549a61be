#!/usr/bin/env python3
"""A game is never lost: kill -9 an autoplayed game at random moments, many
times, resume it each time with --continue, and check the finished game is
identical, byte for byte, to the same game played without interruption.

    kill_resume.py SPACECATS [--kills N] [--seed S] [--players P] [--variants V]

Every seat is a computer with a fixed search budget, so its decisions are
reproducible; --autoplay-delay paces the game so that it can be killed in
the middle. Runs under SDL's dummy video driver with a temporary per-user
folder (SPACECATS_PREFDIR). Exit status 0 when the games match, 1 if not.
"""
import argparse
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

END_RE = re.compile(rb"# end of save: (\d+) actions")


def actions_in(path):
    """The action count a save says it holds, or None."""
    try:
        with open(path, "rb") as f:
            m = END_RE.search(f.read())
    except OSError:
        return None
    return int(m.group(1)) if m else None


def run_env(prefdir):
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SPACECATS_PREFDIR=prefdir)
    return env


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("spacecats")
    ap.add_argument("--kills", type=int, default=15)
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--players", default="4")
    ap.add_argument("--variants", default="all")
    ap.add_argument("--delay", default="2", help="milliseconds between actions")
    ap.add_argument("--rng", type=int, default=None, help="seed of the kill moments")
    ap.add_argument("--max-wait", type=float, default=1.0,
                    help="longest time a run lives after its first action, in seconds")
    ap.add_argument("--keep", action="store_true", help="keep the temporary folders")
    a = ap.parse_args()
    rng = random.Random(a.rng if a.rng is not None else time.time_ns())
    game = ["--autoplay", "--seed", str(a.seed), "--players", a.players, "--variants", a.variants]
    work = tempfile.mkdtemp(prefix="spacecats-kill-")
    ref, cut = os.path.join(work, "ref") + "/", os.path.join(work, "cut") + "/"
    os.mkdir(ref)
    os.mkdir(cut)
    t0 = time.monotonic()

    # The game without interruption.
    r = subprocess.run([a.spacecats, *game, "--screenshot", ref + "end.png"], env=run_env(ref),
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=300)
    # Autoplay keeps its files in the per-user folder's autoplay/ (never the
    # player's own autosave).
    if r.returncode != 0 or not os.path.exists(ref + "autoplay/last-game.screc"):
        sys.stderr.write(r.stderr.decode(errors="replace"))
        print("kill_resume: the uninterrupted game did not finish")
        return 1
    total = actions_in(ref + "autoplay/last-game.screc")

    # The same game, killed again and again.
    autosave, last = cut + "autoplay/autosave.screc", cut + "autoplay/last-game.screc"
    kills = mid = 0
    seen = -1
    runs = 0
    while not os.path.exists(last):
        resume = os.path.exists(autosave)
        args = [a.spacecats, *game, "--screenshot", cut + "end.png"]
        if resume:
            args.append("--continue")
        final = kills >= a.kills
        if not final:
            args += ["--autoplay-delay", a.delay]
        runs += 1
        p = subprocess.Popen(args, env=run_env(cut), stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE)
        if final:
            _, err = p.communicate(timeout=300)
            if p.returncode != 0:
                sys.stderr.write(err.decode(errors="replace"))
                print(f"kill_resume: the last run failed (status {p.returncode})")
                return 1
            break
        if rng.random() < 0.2:
            time.sleep(rng.uniform(0.0, 0.5))  # during start-up or the first actions
        else:
            # Once this run has moved the game on (however slow the machine:
            # sanitizers, valgrind), at a random moment after.
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline and p.poll() is None:
                n = actions_in(autosave)
                if n is not None and n > seen:
                    break
                time.sleep(0.01)
            time.sleep(rng.uniform(0.0, a.max_wait))
        p.send_signal(signal.SIGKILL)
        _, err = p.communicate()
        if p.returncode != -signal.SIGKILL:
            # It ended on its own (the game finished before the kill).
            if p.returncode != 0:
                sys.stderr.write(err.decode(errors="replace"))
                print(f"kill_resume: a run failed (status {p.returncode})")
                return 1
            continue
        kills += 1
        # Whatever moment it died, the autosave is whole and never goes back.
        n = actions_in(autosave) if os.path.exists(autosave) else None
        if os.path.exists(autosave) and n is None:
            print(f"kill_resume: kill {kills}: the autosave is damaged")
            return 1
        if n is not None:
            if n < seen:
                print(f"kill_resume: kill {kills}: the autosave went back from {seen} to {n}")
                return 1
            if 0 < n < total:
                mid += 1
            seen = n
        saves = cut + "autoplay"  # made by the first autosave: a kill may come first
        damaged = [f for f in os.listdir(saves) if ".damaged-" in f] if os.path.isdir(saves) else []
        if damaged:
            print(f"kill_resume: a save was set aside: {damaged}")
            return 1

    with open(ref + "autoplay/last-game.screc", "rb") as f:
        want = f.read()
    with open(last, "rb") as f:
        got = f.read()
    secs = time.monotonic() - t0
    print(f"kill_resume: seed {a.seed}, {total} actions, {kills} kills ({mid} mid-game), "
          f"{runs} runs, {secs:.1f} s")
    if got != want:
        shutil.copy(last, os.path.join(work, "interrupted.screc"))
        print(f"kill_resume: the interrupted game differs from the uninterrupted one "
              f"(both kept in {work})")
        return 1
    if mid == 0:
        print("kill_resume: no kill landed in the middle of the game: nothing was proved")
        return 1
    if not a.keep:
        shutil.rmtree(work)
    print("kill_resume: identical")
    return 0


if __name__ == "__main__":
    sys.exit(main())
