#!/usr/bin/env python3
"""Who calls whom, read from a build's object files (nm), for
docs/architecture.md's "What still calls upward":

    scripts/calls-between.py [BUILD]        (default build/)

Prints the calls between the libraries of src/ (each should go downwards),
the calls into src/game/screens/app.c, and the circles of files in src/game that
call each other (directly or round a loop), each call named."""
import collections
import glob
import os
import subprocess
import sys


def symbols(obj):
    out = subprocess.run(["nm", obj], capture_output=True, text=True, check=True).stdout
    defined, used = set(), set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "TDBR":
            defined.add(parts[2])
        elif len(parts) == 2 and parts[0] == "U":
            used.add(parts[1])
    return defined, used


def circles(edges, nodes):
    """Strongly connected components of more than one file (Tarjan)."""
    adj = collections.defaultdict(set)
    for a, b in edges:
        adj[a].add(b)
    index, low, stack, on, found, count = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = count[0]
        count[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(adj[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return found


GAME_FOLDERS = ("base", "session", "play", "store", "kit", "picture", "screens", "platform")


def game_file(name):
    """src/game's file an object is named after, as FOLDER/FILE:
    game_screens_app.c is screens/app.c (meson names an object after its
    path, its slashes made underscores)."""
    if not name.startswith("game_"):
        return name
    rest = name[len("game_"):]
    for folder in GAME_FOLDERS:
        if rest.startswith(folder + "_"):
            return folder + "/" + rest[len(folder) + 1:]
    return rest


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else "build"
    objs = sorted(glob.glob(os.path.join(build, "src", "**", "*.a.p", "*.o"), recursive=True))
    if not objs:
        sys.exit(f"calls-between: no object files under {build}/src: build first")
    owner, uses, lib_of = {}, {}, {}
    for o in objs:
        lib = os.path.basename(o.split(".a.p")[0])
        name = os.path.basename(o)[: -len(".o")]  # game_screens_app.c
        if not name.startswith("game_"):
            name = lib + "/" + name  # the same file name in two libraries
        lib_of[name] = lib
        defined, used = symbols(o)
        for s in defined:
            owner[s] = name
        uses[name] = used
    calls = collections.defaultdict(set)
    for f, used in uses.items():
        for s in used:
            g = owner.get(s)
            if g is not None and g != f:
                calls[(f, g)].add(s)

    print("Between libraries:")
    libs = collections.defaultdict(set)
    for (a, b), syms in calls.items():
        if lib_of[a] != lib_of[b]:
            libs[(lib_of[a], lib_of[b])] |= syms
    for (a, b), syms in sorted(libs.items()):
        print(f"  {a} -> {b}: {len(syms)} functions")

    short = game_file

    print("Into src/game/screens/app.c:")
    for (a, b), syms in sorted(calls.items()):
        if game_file(b) == "screens/app.c":
            print(f"  {short(a)}: {', '.join(sorted(syms))}")

    game = {f for f in uses if f.startswith("game_")}
    print("Circles in src/game:")
    for comp in circles([e for e in calls if e[0] in game and e[1] in game], game):
        print("  " + " ".join(short(f) for f in comp))
        for (a, b), syms in sorted(calls.items()):
            if a in comp and b in comp:
                print(f"    {short(a)} -> {short(b)}: {', '.join(sorted(syms))}")


if __name__ == "__main__":
    main()
