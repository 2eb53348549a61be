#!/usr/bin/env python3
"""No file of src/game is in an include circle or a call circle with
another (issue 24): headers include one way, and a file that calls into
another is never called back by it, directly or round a longer circle;
and src/game's folders are layers: nothing includes or calls a folder above
its own.

Includes are read from the sources; calls from the build's object files
(nm: the functions and data a file uses that another defines). app.c's
table of screens (the gm_screen_* tables it dispatches through) counts as
calls from app.c to each screen: the screens are given their context
(screen.h) and ask for a change of screen through screen_nav.c, never
app.c.
usage: check-circles.py SOURCE_ROOT BUILD_ROOT"""
import glob
import importlib.util
import os
import re
import sys

root, build = sys.argv[1], sys.argv[2]
game = os.path.join(root, "src", "game")


def load_calls_between():
    """scripts/calls-between.py, whose reading of objects and circles this
    check shares."""
    path = os.path.join(root, "scripts", "calls-between.py")
    spec = importlib.util.spec_from_file_location("calls_between", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


calls_between = load_calls_between()


def circles(graph):
    """The strongly connected parts of more than one node."""
    nodes = set(graph) | {w for ws in graph.values() for w in ws}
    return calls_between.circles([(a, b) for a, ws in graph.items() for b in ws], nodes)


bad = 0
paths = glob.glob(os.path.join(game, "*", "*.[ch]"))
headers = {os.path.basename(p): open(p, encoding="utf-8").read() for p in paths}
folder_of = {os.path.basename(p): os.path.basename(os.path.dirname(p)) for p in paths}
includes = {n: {m for m in re.findall(r'#include "([^"/]+)"', t) if m in headers and m != n}
            for n, t in headers.items()}
for part in circles(includes):
    print("include circle: " + ", ".join(part))
    bad += 1

defined, used = {}, {}
objects = glob.glob(os.path.join(build, "src", "*.p", "game_*.c.o"))
for obj in objects:
    name = os.path.basename(calls_between.game_file(os.path.basename(obj)[:-len(".o")]))
    here, wanted = calls_between.symbols(obj)
    for sym in here:
        defined[sym] = name
    used[name] = wanted
calls = {}
for name, symbols in used.items():
    for sym in symbols:
        where = defined.get(sym)
        if where is not None and where != name:
            calls.setdefault(name, {}).setdefault(where, set()).add(sym)
for part in circles({a: set(b) for a, b in calls.items()}):
    print("call circle: " + ", ".join(part))
    for a in part:
        for b in part:
            if b in calls.get(a, {}):
                print("    %s calls %s: %s" % (a, b, ", ".join(sorted(calls[a][b])[:4])))
    bad += 1
# The folders are layers (src/meson.build): a file includes and calls only
# files of its own folder or of a folder below it.
rank = {f: i for i, f in enumerate(calls_between.GAME_FOLDERS)}
unknown = sorted({f for f in folder_of.values() if f not in rank})
for f in unknown:
    print("src/game/%s: a folder the layers (scripts/calls-between.py GAME_FOLDERS) do not name" % f)
    bad += 1
for kind, graph in (("includes", includes), ("calls", calls)):
    for a, targets in sorted(graph.items()):
        for b in sorted(targets):
            fa, fb = folder_of.get(a), folder_of.get(b)
            if fa in rank and fb in rank and rank[fb] > rank[fa]:
                print("layer: %s/%s %s %s/%s, a layer above it" % (fa, a, kind, fb, b))
                bad += 1
if len(objects) < 50 or len(defined) < 300:
    print("check-circles: %d objects, %d symbols under %s: not the game's build" %
          (len(objects), len(defined), build))
    bad += 1
sys.exit(1 if bad else 0)
