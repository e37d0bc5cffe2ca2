#!/usr/bin/env python3
"""Fails when a file includes a part it must not: the arrows of docs/ARCHITECTURE.md as a check.

    tools/check-layers.py [--root SOURCE_DIR] [--list]

A part is a folder of sources: core's rooms and ui's parts. Its headers are included with their
folder below an include root: a file of core/io includes "norm/trace.h", as only core/ is on
core's include path; a file of ui/views includes "kitchen/kitchenview.h". Every ui part may use
all of core. A file of a part may include its own part's headers and
those of the parts it depends on, directly or through others (the arrows are transitive); any
other part's header is a wrong-way include. Also checked:
  - every source under an include root lives in a part of the table;
  - an include of such a header names its folder ("norm/trace.h", not "trace.h": a bare name
    finds the header only from beside it, and hides which room it comes from), in every file of
    the tree (core, ui, app, tests, bench);
  - external headers: Qt never in core; Eigen only where the table allows it, never in ui;
  - no file of ui/ or app/ includes a core header that reaches Eigen through its own includes;
  - the CMakeLists link the rooms and parts as the table says (same closure).
ctest runs it as "layers: every include runs the right way"; the build runs it before compiling
core and ui (core/CMakeLists.txt, ui/CMakeLists.txt).
Prints one line per problem, file:line first, and exits 1 if there is any.
"""
import argparse
import os
import re
import sys

# The include roots: a folder on the include path, and the folder its headers' paths start from.
ROOTS = ["core", "ui"]

# Each part: the parts it depends on directly (what they depend on is allowed too). Keep it in
# step with the rooms' CMakeLists.txt (checked below) and docs/ARCHITECTURE.md's drawing.
PARTS = {
    "core/numeric": [],
    "core/norm": ["core/numeric"],
    "core/io": ["core/norm"],
    "core/kernels": ["core/io"],
    "core/analysis": ["core/kernels"],
    "core/exercises": ["core/io"],
    "core/training/nn": ["core/numeric"],
    "core/training": ["core/training/nn", "core/io"],
    "core/session": ["core/exercises"],
    # ui's parts: each a static library nk_ui_<part> (ui/CMakeLists.txt). Every part may use
    # all of core (normkitchen_core), which is not repeated here.
    "ui/base": [],
    "ui/formula": ["ui/base"],
    "ui/charts": ["ui/base"],
    "ui/lesson": ["ui/base"],
    "ui/controls": ["ui/lesson", "ui/formula", "ui/charts"],
    "ui/kitchen": ["ui/lesson"],
    "ui/jobs": ["ui/lesson"],
    "ui/monitor": ["ui/jobs", "ui/controls"],
    "ui/panels": ["ui/jobs", "ui/kitchen", "ui/controls"],
    "ui/handout": ["ui/panels"],
    "ui/views": ["ui/handout", "ui/monitor"],
    "ui/session": ["ui/panels"],
    "ui/presenter": ["ui/views", "ui/session"],
    "ui/window": ["ui/presenter"],
}

# External headers (a regular expression over the <...> name): the parts that may include them;
# the other parts in `scope` may not.
EXTERNAL = [
    ("Qt", re.compile(r"^(Q[A-Z]\w*|Qt\w*/.*)$"), [], "core/"),
    # Eigen's types reach a few rooms: the fp16/bf16 conversions and the layers' matrices.
    ("Eigen", re.compile(r"^(Eigen|unsupported/Eigen)/"), ["core/numeric", "core/norm",
                                                           "core/training/nn"], "core/"),
    # ui sees core's types, never Eigen's: a core header ui includes keeps Eigen inside.
    ("Eigen", re.compile(r"^(Eigen|unsupported/Eigen)/"), [], "ui/"),
]

# Where no file may reach Eigen even through core's headers (a header of core/training that
# includes training/nn/...): each translation unit there would parse Eigen/Core.
EIGEN = re.compile(r"^(Eigen|unsupported/Eigen)/")
EIGEN_FREE = ("ui/", "app/")

SOURCE_EXT = (".h", ".hpp", ".cpp", ".cc", ".cxx")
# Folders of the tree that are never scanned (build trees, third-party code).
SKIP_DIRS = {".git", "node_modules", "resources", "docs"}
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^">]+)[">]')


def closure(part):
    seen, todo = set(), list(PARTS[part])
    while todo:
        p = todo.pop()
        if p not in seen:
            seen.add(p)
            todo.extend(PARTS[p])
    return seen


def part_of(relpath):
    """The part a file (path relative to the source folder, with /) belongs to, or None."""
    best = None
    for part in PARTS:
        if relpath.startswith(part + "/") and (best is None or len(part) > len(best)):
            best = part
    return best


def is_build_dir(path):
    return os.path.exists(os.path.join(path, "CMakeCache.txt"))


def tree_sources(root):
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith(".")
                         and not is_build_dir(os.path.join(folder, d)))
        for f in sorted(files):
            if f.endswith(SOURCE_EXT):
                yield os.path.relpath(os.path.join(folder, f), root).replace(os.sep, "/")


def check_cmake(root, problems):
    """Each room's nk_core_room(NAME ... ROOMS ...) and each ui part's nk_ui_part(NAME ... PARTS
    ...) links what the table allows, no more, no less."""
    for top, call, keyword in (("core", "nk_core_room", "ROOMS"), ("ui", "nk_ui_part", "PARTS")):
        pattern = re.compile(call + r"\(\s*(\w+)(.*?)\)", re.S)
        found = set()
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs[:] = [d for d in dirs if not is_build_dir(os.path.join(folder, d))]
            if "CMakeLists.txt" not in files:
                continue
            path = os.path.join(folder, "CMakeLists.txt")
            rel = os.path.relpath(path, root).replace(os.sep, "/")
            # comments blanked, lines kept
            text = re.sub(r"#[^\n]*", "", open(path, encoding="utf-8").read())
            for m in pattern.finditer(text):
                if m.group(1) == "name":  # the function's own definition
                    continue
                part = top + "/" + m.group(1).replace("_", "/")
                line = text.count("\n", 0, m.start()) + 1
                if part not in PARTS:
                    problems.append(f"{rel}:{line}: {m.group(1)} is not in the table ({part})")
                    continue
                found.add(part)
                words = m.group(2).split()
                named = words[words.index(keyword) + 1:] if keyword in words else []
                linked = set()
                for r in named:
                    p = top + "/" + r.replace("_", "/")
                    linked |= {p} | (closure(p) if p in PARTS else set())
                if linked != closure(part):
                    problems.append(f"{rel}:{line}: {part} links {sorted(linked)}, the table "
                                    f"says {sorted(closure(part))}")
        for part in sorted(set(p for p in PARTS if p.startswith(top + "/")) - found):
            problems.append(f"{top}: no {call}() for {part}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=os.path.join(os.path.dirname(__file__), ".."),
                        help="the source folder (default: this script's project)")
    parser.add_argument("--list", action="store_true", help="print the table and exit")
    args = parser.parse_args()
    root = os.path.abspath(args.root)

    if args.list:
        for part in PARTS:
            print(f"{part}: {', '.join(PARTS[part]) or '-'}   (may include: "
                  f"{', '.join(sorted(closure(part))) or 'itself only'})")
        return 0

    problems = []
    for part, deps in PARTS.items():
        for d in deps:
            if d not in PARTS:
                problems.append(f"table: {part} depends on unknown part {d}")
        if part in closure(part):
            problems.append(f"table: {part} depends on itself (a cycle)")
    if problems:
        print("\n".join(problems))
        return 1

    sources = list(tree_sources(root))
    # The headers under the include roots: "norm/trace.h" -> "core/norm/trace.h", and bare names.
    headers, bare = {}, {}
    for rel in sources:
        for r in ROOTS:
            if rel.startswith(r + "/"):
                if part_of(rel) is None:
                    problems.append(f"{rel}: in no part of the table (tools/check-layers.py)")
                if rel.endswith((".h", ".hpp")):
                    headers[rel[len(r) + 1:]] = rel
                    bare.setdefault(os.path.basename(rel), rel[len(r) + 1:])

    # The chain by which each header of an include root reaches Eigen (None: it does not).
    reach = {}

    def eigen_chain(rel, stack=()):
        if rel in reach:
            return reach[rel]
        reach[rel] = None  # a cycle of includes reaches nothing new
        try:
            text = open(os.path.join(root, rel), encoding="utf-8").read()
        except (OSError, UnicodeDecodeError):
            return None
        for line in text.splitlines():
            m = INCLUDE.match(line)
            if not m:
                continue
            kind, name = m.groups()
            if kind == "<" and EIGEN.match(name):
                reach[rel] = [f"<{name}>"]
                break
            if kind == '"' and name in headers:
                chain = eigen_chain(headers[name])
                if chain is not None:
                    reach[rel] = [name] + chain
                    break
        return reach[rel]

    for rel in sources:
        if not rel.startswith(EIGEN_FREE):
            continue
        for number, line in enumerate(open(os.path.join(root, rel), encoding="utf-8",
                                           errors="replace").read().splitlines(), 1):
            m = INCLUDE.match(line)
            if m and m.group(1) == '"' and m.group(2) in headers:
                chain = eigen_chain(headers[m.group(2)])
                if chain is not None:
                    problems.append(f"{rel}:{number}: includes {m.group(2)}, which reaches "
                                    f"Eigen: {' -> '.join(chain)}; include an Eigen-free "
                                    f"header (training/trainingconfig.h)")

    for rel in sources:
        part = part_of(rel)
        allowed = (closure(part) | {part}) if part else None
        if part and part.startswith("ui/"):
            allowed |= {p for p in PARTS if p.startswith("core/")}
        try:
            lines = open(os.path.join(root, rel), encoding="utf-8").read().splitlines()
        except UnicodeDecodeError:
            continue
        for number, line in enumerate(lines, 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            kind, name = m.groups()
            where = f"{rel}:{number}"
            if kind == '"' and "/" not in name and name in bare and name not in headers:
                # A bare name of a room's header. Beside a header of the same name of its own
                # (ui's bare includes of its own headers), it is that one.
                own = os.path.join(root, os.path.dirname(rel), name)
                if part is not None or not os.path.exists(own):
                    problems.append(f'{where}: write the room: #include "{bare[name]}"')
                continue
            if part is None:
                continue
            if kind == '"' and name in headers:
                target = part_of(headers[name])
                if target not in allowed:
                    problems.append(f"{where}: {part} includes {name} ({target}); {part} may "
                                    f"include only {', '.join(sorted(allowed))}")
            elif kind == "<":
                for label, rx, parts, scope in EXTERNAL:
                    if rel.startswith(scope) and rx.match(name) and part not in parts:
                        allowed_in = ", ".join(parts) if parts else f"no part of {scope}"
                        problems.append(f"{where}: {part} includes <{name}>; {label} is for "
                                        f"{allowed_in}")

    check_cmake(root, problems)

    if problems:
        print("\n".join(problems))
        print(f"layers: {len(problems)} problem(s); the table is in tools/check-layers.py")
        return 1
    print(f"layers: {len(sources)} files, {len(PARTS)} parts, every include runs the right way")
    return 0


if __name__ == "__main__":
    sys.exit(main())
