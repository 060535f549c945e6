#!/usr/bin/env python3
"""Is `plumb lint --fix` safe at scale? Runs it with every rule on over copies of real apps and
checks each copy:

- every Swift file that parsed cleanly before still does (no new `parse-error` note);
- nothing changed outside the spans the fixes reported (SARIF's `fixes`, byte ranges): the
  fixed file must be the original with some of the reported replacements applied, compared
  byte for byte and, where that fails, token by token outside the spans;
- a second `--fix` changes nothing;
- every file keeps its permissions and its line endings;
- no fix moves a laid-out frame beyond its rule's bound (`plumb rules ID`: "Fix: yes: it moves a
  spacing value by at most 2 pt", …): each fixed file's view (`plumb layout --snippet`, the file's
  screen or top view, on an iPhone 15) is laid out before and after, where it can be — a file
  whose root is opaque, whose views or unmodelled parts change, or that holds a fix that changes
  layout on purpose is counted as not laid out — and `frames_within` says what may move.

    Benchmarks/fix-safety.py --plumb .build/debug/plumb [--work /tmp/plumb-fix-safety] APP_DIR...

Works on copies under --work (the apps are never touched); prints one row per app and the
totals; exits 1 when any check failed.
"""
import argparse
import json
import os
import re
import shutil
import stat
import subprocess
import sys
import urllib.parse

TOKEN = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*|[0-9][0-9._]*|\"(?:[^\"\\\n]|\\.)*\"|\S")


def run_plumb(plumb, arguments, directory):
    done = subprocess.run([plumb] + arguments, cwd=directory, capture_output=True, env=dict(os.environ, XDG_CACHE_HOME=os.path.join(directory, ".cache")))
    if done.returncode not in (0, 1):
        raise SystemExit(f"plumb {' '.join(arguments)} failed ({done.returncode}): {done.stderr.decode()[-500:]}")
    return done


def snapshot(root):
    files = {}
    for directory, subdirectories, names in os.walk(root):
        subdirectories[:] = [name for name in subdirectories if name != ".cache"]
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                if os.path.islink(path):
                    continue
                with open(path, "rb") as file:
                    files[os.path.relpath(path, root)] = (file.read(), stat.S_IMODE(os.lstat(path).st_mode))
    return files


def sarif_report(plumb, config, app):
    """The findings of a run: the reported fixes per file, the files with a parse-error, the
    number of fixable findings and of findings, and the rules' fixes per file."""
    done = run_plumb(plumb, ["lint", "--no-cache", "--quiet", "--config", config, "--format", "sarif", "."], app)
    results = json.loads(done.stdout)["runs"][0]["results"]
    spans, unparsed, fixable, rules = {}, set(), 0, {}
    for result in results:
        location = result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        if result["ruleId"] == "parse-error":
            unparsed.add(urllib.parse.unquote(location))
        for fix in result.get("fixes", []):
            fixable += 1
            for change in fix["artifactChanges"]:
                uri = urllib.parse.unquote(change["artifactLocation"]["uri"])
                path = uri[len("file://"):] if uri.startswith("file://") else uri
                path = os.path.relpath(path, app) if os.path.isabs(path) else path
                rules.setdefault(path, []).append(result["ruleId"])
                for replacement in change["replacements"]:
                    region = replacement["deletedRegion"]
                    spans.setdefault(path, []).append(
                        (region["byteOffset"], region["byteOffset"] + region["byteLength"], replacement["insertedContent"]["text"].encode()))
    return spans, unparsed, fixable, len(results), rules


def explained(before, after, spans):
    """Whether `after` is `before` with some of `spans` (start, end, replacement) applied and
    nothing else changed: walks the file left to right, at each span taking the original text or
    the replacement, whichever the fixed file shows."""
    spans = sorted(set(spans))
    memo = set()

    def match(span_index, old, new):
        while True:
            if (span_index, old, new) in memo:
                return False
            memo.add((span_index, old, new))
            if span_index == len(spans):
                return before[old:] == after[new:]
            start, end, replacement = spans[span_index]
            if start < old:  # overlaps a span taken before: only one of them can have been applied
                span_index += 1
                continue
            gap = start - old
            if before[old:start] != after[new:new + gap]:
                return False
            new += gap
            if after[new:new + len(replacement)] == replacement and match(span_index + 1, end, new + len(replacement)):
                return True
            if after[new:new + (end - start)] == before[start:end]:
                span_index, old, new = span_index + 1, end, new + (end - start)
                continue
            return False

    sys.setrecursionlimit(100000)
    return match(0, 0, 0)


def tokens_outside(data, spans):
    """The tokens of `data` that lie wholly outside every span (start, end)."""
    return [m.group() for m in TOKEN.finditer(data) if not any(m.start() < end and start < m.end() or start == end and m.start() < start < m.end() for start, end in spans)]


def fix_bounds(plumb, rule_ids):
    """What each rule's fix may move, from `plumb rules ID`'s "Fix: yes: …": ("spacing", points),
    ("font", fraction), ("none",) for no laid-out frame, ("layout",) for a fix that changes the
    layout on purpose."""
    bounds = {}
    for rule in rule_ids:
        text = subprocess.run([plumb, "rules", rule], capture_output=True, text=True).stdout
        statement = re.search(r"Fix: yes: ([^\n]*)", text)
        statement = statement.group(1) if statement else ""
        points = re.search(r"spacing value by at most ([0-9.]+) pt", statement)
        percent = re.search(r"font's size by at most ([0-9.]+) %", statement)
        if points:
            bounds[rule] = ("spacing", float(points.group(1)))
        elif percent:
            bounds[rule] = ("font", float(percent.group(1)) / 100)
        elif "no laid-out frame" in statement:
            bounds[rule] = ("none",)
        else:
            bounds[rule] = ("layout",)
    return bounds


def laid_out(plumb, path):
    """The frames of the file's view on an iPhone 15, depth first: [(kind, x, y, w, h)], and the
    reader's notes on what it did not model; None when it cannot be laid out (no view, or an
    opaque root)."""
    done = subprocess.run([plumb, "layout", "--snippet", path, "--device", "iphone-15", "--format", "json"], capture_output=True, text=True)
    if done.returncode != 0:
        return None
    root = json.loads(done.stdout)["root"]
    if "opaque" in root:
        return None
    notes = {line.split(": note: ", 1)[-1] for line in done.stderr.splitlines() if ": note: " in line}
    frames = []

    def walk(node):
        frame = node["frame"]
        frames.append((node["kind"], frame["x"], frame["y"], frame["w"], frame["h"]))
        for child in node["children"]:
            walk(child)

    walk(root)
    return frames, notes


def frames_within(before, after, fixes, bounds):
    """None when the frames moved within the bounds of the file's fixes (`fixes`: rule ids, one
    per edit), else what moved too far. With fixes that move no frame, nothing may move. Else the
    bound is on text, the views that size themselves: a spacing fix may change a text's size by
    twice its points per fix (the width a padding on both sides takes from it), a font fix by its
    fraction (plus a point for the line's rounding). Containers, fills (`Color`, shapes) and
    places are not bounded: they add up every gap a fixed value sets (a stack of forty rows whose
    spacing went from 6 to 8 is 78 pt taller, each gap 2 pt wider)."""
    kinds = [bounds.get(rule, ("layout",))[0] for rule in fixes]
    if all(kind == "none" for kind in kinds):
        moved = [(old, new) for old, new in zip(before, after) if old != new]
        return f"{moved[0][0][0]} {moved[0][0][1:]} became {moved[0][1][1:]}" if moved else None
    spacing = sum(2 * bounds[rule][1] for rule in fixes if bounds.get(rule, ("layout",))[0] == "spacing")
    fraction = max([bounds[rule][1] for rule in fixes if bounds.get(rule, ("layout",))[0] == "font"], default=0)
    for (kind, _, _, w, h), (_, _, _, w2, h2) in zip(before, after):
        slack = spacing + fraction * max(w, h) + (1 if fraction else 0) + 1 / 3 + 0.001
        if kind == "Text" and (abs(w2 - w) > slack or abs(h2 - h) > slack):
            return f"{kind} {w}x{h} became {w2}x{h2}"
    return None


def line_endings(data):
    crlf = data.count(b"\r\n")
    lf = data.count(b"\n") - crlf
    return "none" if crlf + lf == 0 else "crlf" if lf == 0 else "lf" if crlf == 0 else "mixed"


def check_app(plumb, config, source, work):
    app = os.path.join(work, os.path.basename(source.rstrip("/")))
    shutil.rmtree(app, ignore_errors=True)
    shutil.copytree(source, app, symlinks=True)
    before = snapshot(app)
    original = os.path.join(work, "original-" + os.path.basename(app))
    shutil.rmtree(original, ignore_errors=True)
    spans, unparsed_before, fixable, findings, rules = sarif_report(plumb, config, app)
    shutil.copytree(app, original, symlinks=True)
    run_plumb(plumb, ["lint", "--fix", "--no-cache", "--quiet", "--config", config, "--format", "json", "."], app)
    after = snapshot(app)
    _, unparsed_after, _, _, _ = sarif_report(plumb, config, app)
    run_plumb(plumb, ["lint", "--fix", "--no-cache", "--quiet", "--config", config, "--format", "json", "."], app)
    again = snapshot(app)

    problems = []
    changed = [path for path in before if after.get(path, (None,))[0] != before[path][0]]
    for path in changed:
        old, new = before[path][0], after.get(path, (b"", 0))[0]
        file_spans = spans.get(path, [])
        if not file_spans:
            problems.append(f"{path}: changed with no fix reported in it")
        elif not explained(old, new, file_spans):
            same_tokens = tokens_outside(old, [(s, e) for s, e, _ in file_spans]) == tokens_outside(new, replaced_regions(old, new, file_spans))
            problems.append(f"{path}: bytes changed outside the reported spans" + ("" if same_tokens else " (tokens too)"))
        if line_endings(old) != line_endings(new) and line_endings(old) != "none":
            problems.append(f"{path}: line endings {line_endings(old)} became {line_endings(new)}")
    for path in before:
        if path in after and after[path][1] != before[path][1]:
            problems.append(f"{path}: permissions {oct(before[path][1])} became {oct(after[path][1])}")
    for path in sorted(unparsed_after - unparsed_before):
        problems.append(f"{path}: does not parse after the fix")
    second = [path for path in after if again.get(path, (None,))[0] != after[path][0]]
    for path in second:
        problems.append(f"{path}: the second --fix changed it again")
    bounds = fix_bounds(plumb, sorted({rule for fixes in rules.values() for rule in fixes}))
    compared = 0
    for path in changed:
        fixes = rules.get(path, [])
        if any(bounds.get(rule, ("layout",))[0] == "layout" for rule in fixes):
            continue
        old_view, new_view = laid_out(plumb, os.path.join(original, path)), laid_out(plumb, os.path.join(app, path))
        # Comparable only when the reader read both alike: the same views, and the same parts it
        # could not model (a fix can turn a font it reads into one it does not, `.footnote.weight(x)`).
        if old_view is None or new_view is None or old_view[1] != new_view[1] or [f[0] for f in old_view[0]] != [f[0] for f in new_view[0]]:
            continue
        old_frames, new_frames = old_view[0], new_view[0]
        compared += 1
        moved = frames_within(old_frames, new_frames, fixes, bounds)
        if moved:
            problems.append(f"{path}: a frame moved beyond its fixes' bound ({', '.join(sorted(set(fixes)))}): {moved}")
    shutil.rmtree(original, ignore_errors=True)
    return {
        "app": os.path.basename(app), "files": len(before), "findings": findings, "fixable": fixable,
        "fixed_files": len(changed), "laid_out": compared, "second_run_changes": len(second), "problems": problems,
    }


def replaced_regions(old, new, spans):
    """Where the fixed file differs from the original, as one region spanning the first to the
    last difference: the tokens outside it are compared when the bytes could not be explained."""
    prefix = 0
    while prefix < min(len(old), len(new)) and old[prefix] == new[prefix]:
        prefix += 1
    suffix = 0
    while suffix < min(len(old), len(new)) - prefix and old[-1 - suffix] == new[-1 - suffix]:
        suffix += 1
    return [(prefix, len(new) - suffix)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--plumb", required=True)
    parser.add_argument("--work", default="/tmp/plumb-fix-safety")
    parser.add_argument("apps", nargs="+")
    arguments = parser.parse_args()
    plumb = os.path.abspath(arguments.plumb)
    os.makedirs(arguments.work, exist_ok=True)
    rules = subprocess.run([plumb, "rules"], capture_output=True, text=True, check=True).stdout.splitlines()[1:]
    config = os.path.join(arguments.work, "every-rule.plumb.yml")
    with open(config, "w") as file:
        file.write("rules:\n" + "".join(f"  {line.split()[0]}: warning\n" for line in rules if line.split()[1] == "opt-in"))

    print("| app | Swift files | findings | fixable | files fixed | laid out before and after | problems | second run changed |\n|---|---|---|---|---|---|---|---|")
    totals = {"files": 0, "findings": 0, "fixable": 0, "fixed_files": 0, "laid_out": 0, "problems": 0, "second_run_changes": 0}
    all_problems = []
    for app in arguments.apps:
        row = check_app(plumb, config, os.path.abspath(app), arguments.work)
        print(f"| {row['app']} | {row['files']} | {row['findings']} | {row['fixable']} | {row['fixed_files']} | {row['laid_out']} | {len(row['problems'])} | {row['second_run_changes']} |", flush=True)
        for key in totals:
            totals[key] += len(row["problems"]) if key == "problems" else row[key]
        all_problems += [f"{row['app']}/{problem}" for problem in row["problems"]]
    print(f"| all ({len(arguments.apps)} apps) | {totals['files']} | {totals['findings']} | {totals['fixable']} | {totals['fixed_files']} | {totals['laid_out']} | {totals['problems']} | {totals['second_run_changes']} |")
    for problem in all_problems:
        print("PROBLEM " + problem)
    sys.exit(1 if all_problems else 0)


if __name__ == "__main__":
    main()
