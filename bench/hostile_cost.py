#!/usr/bin/env python3
"""The hostile inputs of issue 24 and what each costs `qm` (docs/performance.md).

    python3 bench/hostile_cost.py build/qm [--keep DIR]

Writes the inputs into a scratch folder (or DIR), runs each command under /usr/bin/time and
prints its wall time, CPU time (user + system) and largest resident set. The same shapes
are generated and checked against the bounds (10 s, 400 MB) by
tests/unit/hostile_cost_test.cc; this script gives the figures.
"""
import os
import shutil
import subprocess
import sys
import tempfile

LOOT = "format: 1\ngame: loot\nruleset: loot/standard\nplayers: [Anna, Bruno]\n"


def write(folder, name, text):
    path = os.path.join(folder, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def pirates_at_the_limits(size):
    """A Pirates record at the limits (src/games/pirates/limits.h), as
    tests/unit/hostile_cost_test.cc makes it: 64 islands, 128 ships of 8-ruler moves, every
    ship of the player to move sailing 8 segments a turn, to `size` bytes."""
    s = ["format: 1\ngame: pirates\nruleset: pirates/standard\nplayers: [Anna, Bruno]\nislands:\n"
         "  - {id: H0, x: 0, y: 0, r: 50, home: Anna}\n"
         "  - {id: H1, x: 0, y: 2000, r: 50, home: Bruno}\n"]
    s += [f"  - {{id: W{k}, x: {5000 + (k % 8) * 200}, y: {(k // 8) * 200}, r: 50}}\n"
          for k in range(62)]
    s.append("fleets:\n")
    names = ["Anna", "Bruno"]
    for p in range(2):
        s.append(f"  {names[p]}:\n    ships:\n")
        s += [f"      - {{id: {names[p][0]}{k}, nation: Spain, points: 5, masts: [3S], cargo: 1, "
              "move: S+S+S+S+S+S+S+S}\n" for k in range(64)]
    lane = lambda p, k: -1000 - 100 * k if p == 0 else 3000 + 100 * k
    s.append("start:\n  player: Anna\n  ships:\n")
    for p in range(2):
        for k in range(64):
            gold = ", gold: [5]" if p == 0 and k == 0 else ""
            s.append(f"    {names[p][0]}{k}: {{x: 0, y: {lane(p, k)}, heading: 0{gold}}}\n")
    s.append("moves:\n")
    size_now = sum(len(x) for x in s)
    turn = 0
    while size_now < size:
        p = turn % 2
        east = (turn // 2) % 2 == 0
        lines = [f"  - {names[p]} turn\n"]
        for k in range(64):
            steps = " ".join(f"{50 * st if east else 400 - 50 * st},{lane(p, k)}"
                             for st in range(1, 9))
            lines.append(f"  - {names[p]} move {names[p][0]}{k} {steps}\n")
        s += lines
        size_now += sum(len(x) for x in lines)
        turn += 1
    return "".join(s)


def inputs(folder):
    n = 100_000
    ruled = [LOOT, "rulings:\n"]
    ruled += [f"  - {{move: {i}, ruling: struck}}\n" for i in range(1, n + 1)]
    ruled += ["moves:\n"] + ["  - Anna draw\n"] * n
    long_moves = ["  - Anna draw\n" if i % 2 == 0 else "  - Bruno draw\n" for i in range(999_000)]
    head = LOOT + "moves:\n  - Anna merchant m4\n"
    many = [
        f"---\nid: r{i}\n{LOOT}moves:\n  - Anna merchant m4\n  - {'Anna' if i % 10 == 9 else 'Bruno'} draw\n"
        for i in range(100_000)
    ]
    ships = [
        "format: 1\ngame: pirates\nruleset: pirates/standard\nplayers: [Anna, Bruno]\nislands:\n"
        "  - {id: H0, x: 0, y: 0, r: 50, home: Anna}\n"
        "  - {id: H1, x: 0, y: 2000, r: 50, home: Bruno}\nfleets:\n  Anna:\n    ships:\n"
    ]
    ships += [
        f"      - {{id: A{k}, nation: Spain, points: 1, masts: [3S], cargo: 1, move: S, "
        f"x: {50 * k}, y: -1000, heading: 0}}\n"
        for k in range(40_000)
    ]
    ships.append("  Bruno:\n    ships: []\nmoves: []\n")
    # 20 records of 8,000 moves, each ruled on (struck: every move after the first is out of
    # turn), for the league site's replays of rulings.
    ruled_moves = 8_000
    ruled_head = ["rulings:\n"] + [f"  - {{move: {i}, ruling: struck}}\n"
                                   for i in range(1, ruled_moves + 1)]
    ruled_body = "".join(ruled_head) + "moves:\n" + "  - Anna draw\n" * ruled_moves
    ruled_site = [f"---\nid: ruled-{k}\n{LOOT}{ruled_body}" for k in range(20)]
    os.makedirs(os.path.join(folder, "three"), exist_ok=True)
    for f in range(3):  # three files of 4.3 MB, each past the import's read-ahead
        write(folder, f"three/f{f}.yaml", "".join(
            f"---\nid: f{f}-{i}\n{LOOT}moves:\n  - Anna merchant m4\n  - Bruno draw\n"
            for i in range(34_000)))
    return {
        "ruled_site": write(folder, "ruled-site.yaml", "".join(ruled_site)),
        "three": os.path.join(folder, "three"),
        "limits": write(folder, "limits.yaml", pirates_at_the_limits(15_000_000)),
        "rulings": write(folder, "rulings.yaml", "".join(ruled)),
        "long": write(folder, "long.yaml", LOOT + "moves:\n" + "".join(long_moves)),
        "comments": write(folder, "comments.yaml",
                          head + "#\n" * ((16 * 1024 * 1024 - len(head)) // 2)),
        "many": write(folder, "many.yaml", "".join(many)),
        "ships": write(folder, "ships.yaml", "".join(ships)),
    }


def measure(qm, label, args):
    fmt = "%e %U %S %M %x"
    run = subprocess.run(["/usr/bin/time", "-f", fmt, qm] + args, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, text=True)
    wall, user, system, kb, status = run.stderr.strip().splitlines()[-1].split()[-5:]
    print(f"| {label} | {float(wall):.2f} s | {float(user) + float(system):.2f} s | "
          f"{int(kb) / 1024:.0f} MB | {status} |", flush=True)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    qm = os.path.abspath(sys.argv[1])
    keep = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--keep" else None
    folder = keep or tempfile.mkdtemp(prefix="qm-hostile-")
    os.makedirs(folder, exist_ok=True)
    try:
        f = inputs(folder)
        out = lambda name: os.path.join(folder, name)
        for name in ["r.db", "l.db", "m.db", "s.db", "t.db", "merged-l.db", "merged-m.db"]:
            for suffix in ["", "-wal", "-shm"]:
                if os.path.exists(out(name + suffix)):
                    os.remove(out(name + suffix))
        for name in ["site-long", "site-many", "site-ruled", "export-l", "export-m"]:
            shutil.rmtree(out(name), ignore_errors=True)
        print("| command | wall | CPU | max RSS | exit |\n|---|---|---|---|---|")
        measure(qm, "replay, 100,000 rulings", ["replay", f["rulings"]])
        measure(qm, "import, 100,000 rulings", ["import", "--db", out("r.db"), f["rulings"]])
        measure(qm, "report, 100,000 rulings", ["report", f["rulings"], "--out", out("r.html")])
        measure(qm, "replay, 999,000 moves", ["replay", f["long"]])
        measure(qm, "import, 999,000 moves", ["import", "--db", out("l.db"), f["long"]])
        measure(qm, "report, 999,000 moves", ["report", f["long"], "--out", out("l.html")])
        measure(qm, "adjudicate, 999,000 moves", ["adjudicate", f["long"]])
        measure(qm, "site, 999,000 moves", ["report", "--db", out("l.db"), "--out", out("site-long")])
        for label, db in [("999,000 moves", "l.db")]:
            measure(qm, f"stats, {label}", ["stats", "--db", out(db)])
            measure(qm, f"ratings, {label}", ["ratings", "--db", out(db)])
            measure(qm, f"check, {label}", ["check", "--db", out(db)])
            measure(qm, f"export, {label}", ["export", "--db", out(db), "--out", out("export-l")])
            measure(qm, f"merge, {label}", ["merge", out("merged-l.db"), out(db)])
        measure(qm, "report, 8 M comment lines", ["report", f["comments"], "--out", out("c.html")])
        measure(qm, "replay, 100,000 records", ["replay", f["many"]])
        measure(qm, "report, 100,000 records", ["report", f["many"], "--out", out("m.html")])
        measure(qm, "import, 100,000 records", ["import", "--db", out("m.db"), "--duplicates", "keep", f["many"]])
        measure(qm, "site, 100,000 records", ["report", "--db", out("m.db"), "--out", out("site-many")])
        for label, db in [("100,000 records", "m.db")]:
            measure(qm, f"stats, {label}", ["stats", "--db", out(db)])
            measure(qm, f"ratings, {label}", ["ratings", "--db", out(db)])
            measure(qm, f"check, {label}", ["check", "--db", out(db)])
            measure(qm, f"export, {label}", ["export", "--db", out(db), "--out", out("export-m")])
            measure(qm, f"merge --duplicates keep, {label}",
                    ["merge", "--duplicates", "keep", out("merged-m.db"), out(db)])
        measure(qm, "import -j 2, three files of 34,000 records",
                ["import", "--db", out("t.db"), "--duplicates", "keep", "-j", "2", f["three"]])
        measure(qm, "import, 20 records of 8,000 ruled moves",
                ["import", "--db", out("s.db"), "--duplicates", "keep", f["ruled_site"]])
        measure(qm, "site, 20 records of 8,000 ruled moves",
                ["report", "--db", out("s.db"), "--out", out("site-ruled")])
        measure(qm, "replay, 40,000 ships", ["replay", f["ships"]])
        measure(qm, "replay, Pirates at the limits (15 MB)", ["replay", f["limits"]])
        for page in ["r.html", "l.html", "c.html", "m.html"]:
            if os.path.exists(out(page)):
                print(f"{page}: {os.path.getsize(out(page)) / 1e6:.1f} MB")
    finally:
        if not keep:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
