#!/usr/bin/env python3
"""No file of src/game is in an include circle or a call circle with
another (issue 24): headers include one way, and a file that calls into
another is never called back by it, directly or round a longer circle.

Includes are read from the sources; calls from the build's object files
(nm: the functions and data a file uses that another defines). app.c's
table of screens (the gm_screen_* tables it dispatches through) is not a
call: the screens are reached only through it, and they call app.c's
services, which is the one way.
usage: check-circles.py SOURCE_ROOT BUILD_ROOT"""
import glob
import os
import re
import subprocess
import sys

root, build = sys.argv[1], sys.argv[2]
game = os.path.join(root, "src", "game")


def circles(graph):
    """The strongly connected parts of more than one node (Tarjan)."""
    index, low, stack, on, found, count = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = count[0]
        count[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


bad = 0
headers = {os.path.basename(p): open(p, encoding="utf-8").read()
           for p in glob.glob(os.path.join(game, "*.[ch]"))}
includes = {n: {m for m in re.findall(r'#include "([^"/]+)"', t) if m in headers and m != n}
            for n, t in headers.items()}
for part in circles(includes):
    print("include circle: " + ", ".join(part))
    bad += 1

defined, used = {}, {}
objects = glob.glob(os.path.join(build, "src", "*.p", "game_*.c.o"))
for obj in objects:
    name = os.path.basename(obj)[len("game_"):-len(".o")]
    out = subprocess.run(["nm", obj], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "TDBR":
            defined[parts[2]] = name
        elif len(parts) == 2 and parts[0] == "U":
            used.setdefault(name, set()).add(parts[1])
calls = {}
for name, symbols in used.items():
    for sym in symbols:
        where = defined.get(sym)
        if where is not None and where != name and not sym.startswith("gm_screen_"):
            calls.setdefault(name, {}).setdefault(where, set()).add(sym)
for part in circles({a: set(b) for a, b in calls.items()}):
    print("call circle: " + ", ".join(part))
    for a in part:
        for b in part:
            if b in calls.get(a, {}):
                print("    %s calls %s: %s" % (a, b, ", ".join(sorted(calls[a][b])[:4])))
    bad += 1
if len(objects) < 50 or len(defined) < 300:
    print("check-circles: %d objects, %d symbols under %s: not the game's build" %
          (len(objects), len(defined), build))
    bad += 1
sys.exit(1 if bad else 0)
