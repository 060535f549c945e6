#!/usr/bin/env python3
"""Is `plumb lint --fix` safe at scale? Runs it with every rule on over copies of real apps and
checks each copy:

- every Swift file that parsed cleanly before still does (no new `parse-error` note);
- nothing changed outside the spans the fixes reported (SARIF's `fixes`, byte ranges): the
  fixed file must be the original with some of the reported replacements applied, compared
  byte for byte and, where that fails, token by token outside the spans;
- a second `--fix` changes nothing;
- every file keeps its permissions and its line endings.

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
    """The findings of a run: the reported fixes per file and the files with a parse-error note."""
    done = run_plumb(plumb, ["lint", "--no-cache", "--quiet", "--config", config, "--format", "sarif", "."], app)
    results = json.loads(done.stdout)["runs"][0]["results"]
    spans, unparsed, fixable = {}, set(), 0
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
                for replacement in change["replacements"]:
                    region = replacement["deletedRegion"]
                    spans.setdefault(path, []).append(
                        (region["byteOffset"], region["byteOffset"] + region["byteLength"], replacement["insertedContent"]["text"].encode()))
    return spans, unparsed, fixable, len(results)


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


def line_endings(data):
    crlf = data.count(b"\r\n")
    lf = data.count(b"\n") - crlf
    return "none" if crlf + lf == 0 else "crlf" if lf == 0 else "lf" if crlf == 0 else "mixed"


def check_app(plumb, config, source, work):
    app = os.path.join(work, os.path.basename(source.rstrip("/")))
    shutil.rmtree(app, ignore_errors=True)
    shutil.copytree(source, app, symlinks=True)
    before = snapshot(app)
    spans, unparsed_before, fixable, findings = sarif_report(plumb, config, app)
    run_plumb(plumb, ["lint", "--fix", "--no-cache", "--quiet", "--config", config, "--format", "json", "."], app)
    after = snapshot(app)
    _, unparsed_after, _, _ = sarif_report(plumb, config, app)
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
    return {
        "app": os.path.basename(app), "files": len(before), "findings": findings, "fixable": fixable,
        "fixed_files": len(changed), "second_run_changes": len(second), "problems": problems,
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

    print("| app | Swift files | findings | fixable | files fixed | problems | second run changed |\n|---|---|---|---|---|---|---|")
    totals = {"files": 0, "findings": 0, "fixable": 0, "fixed_files": 0, "problems": 0, "second_run_changes": 0}
    all_problems = []
    for app in arguments.apps:
        row = check_app(plumb, config, os.path.abspath(app), arguments.work)
        print(f"| {row['app']} | {row['files']} | {row['findings']} | {row['fixable']} | {row['fixed_files']} | {len(row['problems'])} | {row['second_run_changes']} |", flush=True)
        for key in totals:
            totals[key] += len(row["problems"]) if key == "problems" else row[key]
        all_problems += [f"{row['app']}/{problem}" for problem in row["problems"]]
    print(f"| all ({len(arguments.apps)} apps) | {totals['files']} | {totals['findings']} | {totals['fixable']} | {totals['fixed_files']} | {totals['problems']} | {totals['second_run_changes']} |")
    for problem in all_problems:
        print("PROBLEM " + problem)
    sys.exit(1 if all_problems else 0)


if __name__ == "__main__":
    main()
