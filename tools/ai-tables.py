#!/usr/bin/env python3
"""Runs and renders the strength tables of docs/ai.md.

Every pair of levels meets at 2, 3, 4 and 5 players in ai-match's even
seating (the seats split between the two levels, every arrangement with its
mirror; fair share 50%). The final line of each run is kept in
docs/ai-results.txt, so a cell is run once and the tables are rebuilt from
the file at any time:

    python3 tools/ai-tables.py run BUILD_DIR [--jobs J] [--players N] [--level L]
        runs the cells that have no complete line yet (adjacent levels
        first), appending each result as it ends; --players and --level
        keep to the cells of that player count or with that level
    python3 tools/ai-tables.py render
        rewrites the tables between the markers in docs/ai.md
    python3 tools/ai-tables.py check
        exit 1 when a cell is missing or under 10,000 games
    python3 tools/ai-tables.py check-doc
        exit 1 when the tables in docs/ai.md are not those of the results

A cell is `LOWER vs HIGHER` (the weaker level of the pair first, by the order
of `ai-match`'s level list); the table shows both directions, the higher
level's share being 100% minus the lower's over the same games.
"""
import math
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESULTS = os.path.join(ROOT, "docs", "ai-results.txt")
DOC = os.path.join(ROOT, "docs", "ai.md")
LEVELS = ["kitten", "cadet", "captain", "commander"]
PLAYERS = [2, 3, 4, 5]
GAMES = 10000
# Games a deal gives in the even seating: the arrangements of the seats.
GAMES_PER_DEAL = {2: 2, 3: 6, 4: 6, 5: 20}
BEGIN = "<!-- tables:begin (tools/ai-tables.py render) -->"
END = "<!-- tables:end -->"

LINE = re.compile(
    r"^(?P<a>\w+) vs (?P<b>\w+): players (?P<p>\d) seating even variants 0 "
    r"deals (?P<deals>\d+) games (?P<games>\d+): \w+ wins [0-9.]+% \+- [0-9.]+ "
    r"\(fair 50\.0%\) \[sum (?P<sum>[0-9.]+) sumsq (?P<sumsq>[0-9.]+)\]$")


def pairs():
    """Adjacent levels first (the claims that matter), then the others."""
    out = [(LEVELS[i], LEVELS[i + 1]) for i in range(len(LEVELS) - 1)]
    for gap in range(2, len(LEVELS)):
        out += [(LEVELS[i], LEVELS[i + gap]) for i in range(len(LEVELS) - gap)]
    return out


def load():
    """The best (most games) line of each cell: {(players, a, b): dict}."""
    cells = {}
    if not os.path.exists(RESULTS):
        return cells
    with open(RESULTS, encoding="utf-8") as f:
        for number, text in enumerate(f, 1):
            text = text.strip()
            if not text or text.startswith("#"):
                continue
            m = LINE.match(text)
            if not m:
                sys.exit(f"{RESULTS}:{number}: not an ai-match result line: {text[:60]}")
            key = (int(m["p"]), m["a"], m["b"])
            cell = {k: float(m[k]) for k in ("deals", "games", "sum", "sumsq")}
            if key not in cells or cell["games"] > cells[key]["games"]:
                cells[key] = cell
    return cells


def deals_for(players):
    per = GAMES_PER_DEAL[players]
    return -(-GAMES // per)


def run(build, jobs, only, level):
    exe = os.path.join(build, "tools", "ai", "ai-match")
    if not os.access(exe, os.X_OK):
        sys.exit(f"ai-tables: no ai-match in {build}/tools/ai (build first)")
    for a, b in pairs():
        if level is not None and level not in (a, b):
            continue
        for p in PLAYERS if only is None else [only]:
            cell = load().get((p, a, b))
            if cell and cell["games"] >= GAMES:
                continue
            cmd = [exe, "--players", str(p), "--seed", "1", "--deals", str(deals_for(p)),
                   "--jobs", str(jobs), a, b]
            print("ai-tables:", " ".join(cmd[1:]), flush=True)
            out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
            last = out.strip().splitlines()[-1]
            print(last, flush=True)
            with open(RESULTS, "a", encoding="utf-8") as f:
                f.write(last + "\n")


def share(cell, lower_row):
    """Row level's share and the 95% half-width, in percent."""
    n = cell["deals"]
    mean = cell["sum"] / n
    var = (cell["sumsq"] - n * mean * mean) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(max(var, 0.0) / n)
    return (100.0 * (mean if lower_row else 1.0 - mean), 100.0 * half)


def render_table(cells, p):
    head = "| one side of ↓ against → | " + " | ".join(LEVELS) + " |"
    rows = [head, "|---" * (len(LEVELS) + 1) + "|"]
    for r in LEVELS:
        row = [r]
        for c in LEVELS:
            if r == c:
                row.append("")
                continue
            lower_row = LEVELS.index(r) < LEVELS.index(c)
            key = (p, r, c) if lower_row else (p, c, r)
            cell = cells.get(key)
            if not cell:
                row.append("not measured")
                continue
            s, h = share(cell, lower_row)
            mark = "" if cell["games"] >= GAMES else " †"
            row.append(f"{s:.1f}% ± {h:.1f} ({int(cell['games']):,} games{mark})")
        rows.append("| " + " | ".join(row) + " |")
    return "\n".join(rows)


def rendered(doc):
    """The document with its tables rebuilt from the results."""
    cells = load()
    parts = [BEGIN]
    for p in PLAYERS:
        seats = {2: "one seat each", 3: "one seat against two, both ways round",
                 4: "two seats each", 5: "two seats against three, both ways round"}[p]
        parts += ["", f"**{p} players** ({seats}; fair share 50%): the share of the wins that "
                  "goes to the row level's seats.", "", render_table(cells, p)]
    parts += ["", END]
    if BEGIN not in doc or END not in doc:
        sys.exit(f"{DOC}: the table markers are missing")
    start = doc.index(BEGIN)
    stop = doc.index(END) + len(END)
    return doc[:start] + "\n".join(parts) + doc[stop:]


def render(check_only):
    with open(DOC, encoding="utf-8") as f:
        doc = f.read()
    new = rendered(doc)
    if check_only:
        if new != doc:
            print(f"{DOC}: the tables differ from {RESULTS}; run tools/ai-tables.py render")
            return 1
        return 0
    with open(DOC, "w", encoding="utf-8") as f:
        f.write(new)
    return 0


def check():
    cells = load()
    missing = [f"{p} players {a} vs {b}" for p in PLAYERS for a, b in pairs()
               if cells.get((p, a, b), {}).get("games", 0) < GAMES]
    for m in missing:
        print("ai-tables: under 10,000 games:", m)
    return 1 if missing else 0


def main(argv):
    if len(argv) >= 3 and argv[1] == "run":
        jobs, only, level = 2, None, None
        rest = argv[3:]
        while rest:
            if rest[0] == "--jobs" and len(rest) > 1:
                jobs = int(rest[1])
            elif rest[0] == "--players" and len(rest) > 1:
                only = int(rest[1])
            elif rest[0] == "--level" and len(rest) > 1 and rest[1] in LEVELS:
                level = rest[1]
            else:
                sys.exit(__doc__)
            rest = rest[2:]
        run(argv[2], jobs, only, level)
        return 0
    if len(argv) == 2 and argv[1] == "render":
        return render(False)
    if len(argv) == 2 and argv[1] == "check-doc":
        return render(True)
    if len(argv) == 2 and argv[1] == "check":
        return check()
    sys.exit(__doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
