#!/usr/bin/env python3
"""Launch to the title screen's first frame, and the memory it takes.

    tools/startup-bench.py [--runs N] [--cold] [--keep-display] SPACECATS [SPACECATS...]

Starts each program (e.g. build/src/spacecats, or an older build's beside
it) N times (default 7) with `--startup-bench`, alternately, on an X server
of its own (Xvfb, 1920x1080; or $DISPLAY with --keep-display), in a window
of 1280x720, each run with an empty per-user folder. Prints, for each
program, the medians of:

  - the wall-clock time from launch to the first frame presented (measured
    here, so it includes loading the program and its libraries);
  - the CPU time to that frame (the program's own figure, plus what the
    loader spent before main()), and the CPU time of the whole run;
  - the peak memory (RSS): at the first frame, and over the whole run
    (which, once the first frame is shown, waits for the loads left for
    after it, so it is the title screen's peak);
  - each step of the start (the program's --startup-bench lines) and each
    sprite rasterised for the first frame.

The cache of rasterised art (XDG_CACHE_HOME) is one folder per program,
kept across its runs after a first run that is not counted (a player's
every start but the first); --cold gives every run an empty one (the first
start after an install).

Effects load as with a sound device: SDL_AUDIODRIVER is `dummy` unless set.
On a machine shared with other work the wall-clock figures swing from run
to run; the CPU times move much less.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

STEP = re.compile(r"^step\s+([\d.]+) ms\s+([\d.]+) ms-cpu\s+(.*)$")
TOTAL = re.compile(r"^total\s+([\d.]+) ms\s+([\d.]+) ms-cpu")
BEFORE = re.compile(r"^before-main ([\d.]+) ms-cpu")
PEAK = re.compile(r"^peak-rss (-?\d+) KB")
SETTLED = re.compile(r"^after-first-frame ([\d.]+) ms  peak-rss (-?\d+) KB")
SPRITE = re.compile(r"^sprite\s+([\d.]+) ms\s+(\S+) (\d+x\d+)")


def own_xvfb():
    """Starts Xvfb on a free display (-displayfd); returns (process, display)."""
    if shutil.which("Xvfb") is None:
        sys.exit("startup-bench: Xvfb is not installed (apt install xvfb), or use --keep-display")
    r, w = os.pipe()
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(w), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        pass_fds=(w,), stderr=subprocess.DEVNULL)
    os.close(w)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(r, 16)
        if not chunk:
            sys.exit("startup-bench: Xvfb did not start")
        number += chunk
    os.close(r)
    return proc, ":" + number.decode().strip()


def one_run(program, env):
    """One launch: the figures it printed, the wall time to its first frame,
    and the whole run's CPU time and peak memory (from wait4)."""
    start = time.monotonic()
    proc = subprocess.Popen([program, "--startup-bench", "--size", "1280x720"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    run = {"steps": {}, "sprites": {}, "order": []}
    for line in proc.stdout:
        if (m := STEP.match(line)):
            run["steps"][m.group(3)] = (float(m.group(1)), float(m.group(2)))
            run["order"].append(m.group(3))
        elif (m := TOTAL.match(line)):
            run["first_frame_wall"] = time.monotonic() - start
            run["main_wall"], run["main_cpu"] = float(m.group(1)) / 1000, float(m.group(2)) / 1000
        elif (m := BEFORE.match(line)):
            run["before_main_cpu"] = float(m.group(1)) / 1000
        elif (m := PEAK.match(line)):
            run["peak_first_kb"] = int(m.group(1))
        elif (m := SETTLED.match(line)):
            run["settled_kb"] = int(m.group(2))
        elif (m := SPRITE.match(line)):
            key = f"{m.group(2)} {m.group(3)}"
            run["sprites"][key] = run["sprites"].get(key, 0.0) + float(m.group(1))
    err = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0 or "first_frame_wall" not in run:
        sys.exit(f"startup-bench: {program} failed (exit {proc.returncode}):\n{err}")
    run["run_cpu"] = usage.ru_utime + usage.ru_stime
    run["peak_run_kb"] = usage.ru_maxrss
    # A build that loads everything before its first frame and says nothing
    # after it: its whole run is the title screen's.
    run.setdefault("settled_kb", usage.ru_maxrss)
    return run


def median(runs, key):
    return statistics.median(r[key] for r in runs)


def report(program, runs):
    n = len(runs)
    print(f"== {program} ({n} runs)")
    walls = sorted(r["first_frame_wall"] for r in runs)
    print(f"launch to the first frame presented: {statistics.median(walls) * 1000:7.0f} ms wall "
          f"(median; {walls[0] * 1000:.0f} to {walls[-1] * 1000:.0f})")
    cpu_first = statistics.median(r["main_cpu"] + r["before_main_cpu"] for r in runs)
    print(f"CPU to the first frame:              {cpu_first * 1000:7.0f} ms "
          f"(of which {median(runs, 'before_main_cpu') * 1000:.0f} ms before main())")
    print(f"CPU of the whole run:                {median(runs, 'run_cpu') * 1000:7.0f} ms")
    print(f"peak memory (RSS), first frame:      {median(runs, 'peak_first_kb') / 1024:7.1f} MB")
    print(f"peak memory (RSS), title screen:     {median(runs, 'settled_kb') / 1024:7.1f} MB "
          "(once what loads after the first frame has)")
    print(f"peak memory (RSS), whole run:        {median(runs, 'peak_run_kb') / 1024:7.1f} MB")
    print("steps (median wall ms, CPU ms):")
    for step in runs[0]["order"]:
        wall = statistics.median(r["steps"].get(step, (0, 0))[0] for r in runs)
        cpu = statistics.median(r["steps"].get(step, (0, 0))[1] for r in runs)
        print(f"  {wall:8.1f} {cpu:8.1f}  {step}")
    sprites = sorted({k for r in runs for k in r["sprites"]})
    if sprites:
        print("sprites rasterised for the first frame (median wall ms):")
        for key in sprites:
            print(f"  {statistics.median(r['sprites'].get(key, 0.0) for r in runs):8.1f}  {key}")
    else:
        print("sprites rasterised for the first frame: none (all from the cache)")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--cold", action="store_true", help="an empty art cache at every run")
    ap.add_argument("--keep-display", action="store_true", help="use $DISPLAY, no Xvfb")
    ap.add_argument("programs", nargs="+")
    args = ap.parse_args()
    scratch = tempfile.mkdtemp(prefix="startup-bench.")
    xvfb = None
    try:
        env = dict(os.environ)
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        if not args.keep_display:
            xvfb, env["DISPLAY"] = own_xvfb()
        env.pop("SDL_VIDEODRIVER", None)
        runs = {p: [] for p in args.programs}
        caches = {p: os.path.join(scratch, f"cache{i}") for i, p in enumerate(args.programs)}
        for i in range(args.runs + (0 if args.cold else 1)):
            for p in args.programs:
                pref = tempfile.mkdtemp(dir=scratch)
                cache = tempfile.mkdtemp(dir=scratch) if args.cold else caches[p]
                run = one_run(p, dict(env, SPACECATS_PREFDIR=pref + "/", XDG_CACHE_HOME=cache))
                if args.cold or i > 0:  # the warm runs' first fills the cache
                    runs[p].append(run)
        load = os.getloadavg()
        print(f"startup-bench: {args.runs} runs each, alternated; "
              f"{'cold' if args.cold else 'warm'} art cache; load average {load[0]:.1f}")
        for p in args.programs:
            report(p, runs[p])
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
