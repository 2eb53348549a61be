#!/usr/bin/env python3
"""No file of src/game is in an include circle or a call circle with
another (issue 24): headers include one way, and a file that calls into
another is never called back by it, directly or round a longer circle.

A call is a use of a gm_ function followed by '(' (comments and strings
left out), from the file that uses it to the file that defines it.
usage: check-circles.py SOURCE_ROOT"""
import glob
import os
import re
import sys

root = sys.argv[1]
game = os.path.join(root, "src", "game")


def strip(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    return re.sub(r'"(\\.|[^"\\\n])*"', '""', text)


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


texts = {os.path.basename(p): strip(open(p, encoding="utf-8").read())
         for p in glob.glob(os.path.join(game, "*.[ch]"))}
includes = {n: {m for m in re.findall(r'#include "([^"/]+)"', t) if m in texts and m != n}
            for n, t in texts.items()}
defined = {}
for n, t in texts.items():
    if n.endswith(".c"):
        for m in re.finditer(r"^[a-z_][\w \*]*?\b(gm_\w+)\s*\([^;{]*?\)\s*\{", t, re.M):
            defined[m.group(1)] = n
calls = {}
for n, t in texts.items():
    if n.endswith(".c"):
        for fn in set(re.findall(r"\b(gm_\w+)\s*\(", t)):
            where = defined.get(fn)
            if where is not None and where != n:
                calls.setdefault(n, set()).add(where)

bad = 0
for part in circles(includes):
    print("include circle: " + " -> ".join(part))
    bad += 1
for part in circles(calls):
    print("call circle: " + ", ".join(part))
    for a in part:
        for b in part:
            if b in calls.get(a, ()):
                used = sorted(f for f, w in defined.items()
                              if w == b and re.search(r"\b" + f + r"\s*\(", texts[a]))
                print("    %s calls %s: %s" % (a, b, ", ".join(used[:4])))
    bad += 1
if len(defined) < 100:
    print("check-circles: only %d gm_ functions found in %s: the reading is wrong" %
          (len(defined), game))
    bad += 1
sys.exit(1 if bad else 0)
