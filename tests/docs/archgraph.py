#!/usr/bin/env python3
"""Folder-level dependency picture of DriveProof, made from the code.

Reads every #include "..." under core/ and app/, resolves it the way the build does (the
including file's folder first, then the include directories of the CMake target that owns
the folder and of the targets it links), and prints the folders in layers, the edges
between them, any cycle and any include from core/ into app/. Standard library only;
nothing here names a folder, so folders may come and go.
  tests/docs/archgraph.py                                        print the picture
  tests/docs/archgraph.py --update docs/architecture.md          rewrite it between the markers
  tests/docs/archgraph.py --check docs/architecture.md           exit 1 if the copy there is stale
                                                                 or folders of core/ form a cycle
  tests/docs/archgraph.py --self-test                            check that a core cycle fails
Cycles inside a front end (app/gui and its subfolders) are listed but allowed; a cycle
between folders of the core is an error: the core is layered (issue 26).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import textwrap
from collections import defaultdict

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SCANNED = ("core", "app")
SOURCE_EXT = (".h", ".hpp", ".cpp", ".cc", ".c", ".inc")
BEGIN, END = "<!-- archgraph begin -->", "<!-- archgraph end -->"
REGEN = "tests/docs/archgraph.py --update docs/architecture.md"
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)
COMMAND = re.compile(r"\b(add_library|add_executable|target_sources|"
                     r"target_include_directories|target_link_libraries)\s*\(([^)]*)\)", re.S)
VISIBILITY = {"PUBLIC", "PRIVATE", "INTERFACE"}


def rel(path):
    return os.path.relpath(path, ROOT).replace(os.sep, "/")


def read_cmake():
    """Folder -> owning target, target -> [(visibility, include dir)], target -> links."""
    owner, incdirs, links = {}, defaultdict(list), defaultdict(list)
    for top in SCANNED:
        for folder, dirs, files in os.walk(os.path.join(ROOT, top)):
            dirs.sort()  # a stable order of include folders
            if "CMakeLists.txt" not in files:
                continue
            with open(os.path.join(folder, "CMakeLists.txt"), encoding="utf-8") as f:
                text = re.sub(r"#[^\n]*", "", f.read())
            for cmd, args in COMMAND.findall(text):
                target, *rest = args.split() or ["-"]
                if cmd in ("add_library", "add_executable", "target_sources"):
                    owner.setdefault(rel(folder), target)
                    continue
                vis = "PUBLIC"
                for w in rest:
                    if w in VISIBILITY:
                        vis = w
                    elif cmd == "target_link_libraries":
                        links[target].append((vis, w))
                    elif "${CMAKE_CURRENT_SOURCE_DIR}" in w or "${PROJECT_SOURCE_DIR}" in w:
                        d = w.replace("${CMAKE_CURRENT_SOURCE_DIR}", folder)
                        incdirs[target].append(
                            (vis, os.path.normpath(d.replace("${PROJECT_SOURCE_DIR}", ROOT))))
    return owner, incdirs, links


def include_roots(target, incdirs, links, own=True, seen=None):
    """The target's include directories, then the public ones of what it links."""
    seen = set() if seen is None else seen
    if target in seen:
        return []
    seen.add(target)
    roots = [d for vis, d in incdirs.get(target, []) if own or vis != "PRIVATE"]
    for vis, dep in links.get(target, []):
        if own or vis != "PRIVATE":
            roots += include_roots(dep, incdirs, links, False, seen)
    return roots


def folder_target(folder, owner):
    while folder and folder not in owner:
        folder = folder.rpartition("/")[0]
    return owner.get(folder, "-")


def scan():
    owner, incdirs, links = read_cmake()
    edges = defaultdict(list)  # (from folder, to folder) -> ["file: include", ...]
    folders = set()
    for top in SCANNED:
        for folder, dirs, files in os.walk(os.path.join(ROOT, top)):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            sources = sorted(f for f in files if f.endswith(SOURCE_EXT))
            if not sources:
                continue
            here = rel(folder)
            folders.add(here)
            roots = [folder] + include_roots(folder_target(here, owner), incdirs, links)
            for name in sources:
                with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as f:
                    found = INCLUDE.findall(f.read())
                for inc in found:
                    hit = next((os.path.join(r, inc) for r in roots
                                if os.path.isfile(os.path.join(r, inc))), None)
                    if hit is None:
                        continue  # Qt, system or generated headers
                    there = rel(os.path.dirname(os.path.normpath(hit)))
                    if there != here and there.split("/")[0] in SCANNED:
                        edges[(here, there)].append(f"{here}/{name}: \"{inc}\"")
    ours = set(owner.values())
    target_links = {t: sorted({d for _, d in ds if d in ours}) for t, ds in links.items()}
    return folders, edges, owner, target_links


def reach(v, succ, seen=None):
    """Every folder that v includes from, directly or not."""
    seen = set() if seen is None else seen
    for w in succ[v]:
        if w not in seen:
            seen.add(w)
            reach(w, succ, seen)
    return seen


def render():
    folders, edges, owner, target_links = scan()
    succ = defaultdict(set)
    for a, b in edges:
        succ[a].add(b)
    below = {v: reach(v, succ) for v in folders}
    comp = {v: tuple(sorted({v} | {w for w in below[v] if v in below[w]})) for v in folders}  # SCC
    comps = sorted(set(comp.values()))
    depth = {}

    def layer(c):  # 0: includes from no other folder; else one above the highest it uses
        if c not in depth:
            depth[c] = 1 + max((layer(comp[w]) for w in below[c[0]] if comp[w] != c), default=-1)
        return depth[c]

    width = max(len(f) for f in folders)
    twidth = max(len(folder_target(f, owner)) for f in folders)
    lines = ["Folders by layer: a folder includes only from its own layer (a cycle) or lower.",
             "Made by tests/docs/archgraph.py from the #include lines; do not edit by hand.", ""]
    lines.append(f"layer  {'folder':<{width}}  {'target':<{twidth}}  "
                 "includes from (number of #include lines)")
    for c in sorted(comps, key=lambda c: (-layer(c), c)):
        for v in c:
            deps = " ".join(f"{b}({len(edges[(v, b)])})" for b in sorted(succ[v])) or "-"
            head = f"{layer(c):>5}  {v:<{width}}  {folder_target(v, owner):<{twidth}}  "
            lines += textwrap.wrap(deps, 110, initial_indent=head,
                                   subsequent_indent=" " * len(head))
    lines += ["", "Targets (target_link_libraries, our own targets only):"]
    for t in sorted(target_links):
        if target_links[t]:
            lines.append(f"  {t} -> {', '.join(target_links[t])}")
    cycles = [c for c in comps if len(c) > 1]
    lines += ["", f"Cycles: {len(cycles) or 'none'}"]
    for c in cycles:
        targets = sorted({folder_target(v, owner) for v in c})
        lines.append("  " + " <-> ".join(c) + f"  (target {', '.join(targets)})")
        for a in c:
            for b in sorted(succ[a] & set(c)):
                more = len(edges[(a, b)]) - 1
                lines.append(f"    {edges[(a, b)][0]}" + (f" (+{more} more)" if more else ""))
    bad = sorted(e for (a, b), es in edges.items() for e in es
                 if a.split("/")[0] == "core" and b.split("/")[0] == "app")
    lines += ["", f"core -> app includes: {len(bad) or 'none'}"]
    lines += [f"  {e}" for e in bad]
    core_cycles = [c for c in cycles if all(v.split("/")[0] == "core" for v in c)]
    return "```text\n" + "\n".join(lines) + "\n```\n", core_cycles


def self_test():
    """A tree whose core/a and core/b include each other must fail --check."""
    with tempfile.TemporaryDirectory() as top:
        for name, text in {
            "core/CMakeLists.txt": "add_library(driveproof_core a/a.cpp b/b.cpp)\n"
                                   "target_include_directories(driveproof_core PUBLIC ${CMAKE_CURRENT_SOURCE_DIR})\n",
            "core/a/a.cpp": '#include "b/b.h"\n', "core/a/a.h": "",
            "core/b/b.cpp": '#include "a/a.h"\n', "core/b/b.h": "",
            "docs/architecture.md": f"{BEGIN}\n{END}\n",
        }.items():
            os.makedirs(os.path.join(top, os.path.dirname(name)), exist_ok=True)
            with open(os.path.join(top, name), "w", encoding="utf-8") as f:
                f.write(text)
        doc = os.path.join(top, "docs", "architecture.md")
        me = os.path.abspath(__file__)
        subprocess.run([sys.executable, me, "--root", top, "--update", doc], check=True,
                       capture_output=True)
        r = subprocess.run([sys.executable, me, "--root", top, "--check", doc],
                           capture_output=True, text=True)
    if r.returncode == 1 and "core/a <-> core/b" in r.stderr:
        print("self-test: a cycle between core folders fails the check")
        return 0
    print(f"self-test FAILED: exit {r.returncode}, stderr:\n{r.stderr}", file=sys.stderr)
    return 1


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    g = p.add_mutually_exclusive_group()
    g.add_argument("--update", metavar="DOC", help="rewrite the picture between the markers")
    g.add_argument("--check", metavar="DOC",
                   help="exit 1 when the picture in DOC is stale or core has a cycle")
    g.add_argument("--self-test", action="store_true", help="check that a core cycle fails")
    p.add_argument("--root", help="the tree to read (default: this repository)")
    a = p.parse_args()
    if a.self_test:
        return self_test()
    if a.root:
        global ROOT
        ROOT = os.path.abspath(a.root)
    (picture, core_cycles), path = render(), a.update or a.check
    if not path:
        sys.stdout.write(picture)
        return 0
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if text.count(BEGIN) != 1 or text.count(END) != 1 or text.index(BEGIN) > text.index(END):
        print(f"{path}: needs one line '{BEGIN}' and, below it, one '{END}'", file=sys.stderr)
        return 2
    head, _, rest = text.partition(BEGIN + "\n")
    body, _, tail = rest.partition(END)
    if a.update:
        if body != picture:
            with open(path, "w", encoding="utf-8") as f:
                f.write(head + BEGIN + "\n" + picture + END + tail)
        return 0
    if core_cycles:
        print("Folders of the core include each other (the core must be layered):\n" +
              "\n".join("  " + " <-> ".join(c) for c in core_cycles) +
              f"\nThe picture below lists one include that makes each edge.\n\n{picture}",
              file=sys.stderr)
        return 1
    if body == picture:
        print(f"{path}: the dependency picture is current")
        return 0
    print(f"{path}: the dependency picture is stale (the includes changed since it was made).\n"
          f"Regenerate it from the repository root with:\n  {REGEN}\nand commit the result. "
          f"What the code gives now:\n\n{picture}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
