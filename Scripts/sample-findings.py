#!/usr/bin/env python3
"""Measure Plumb's precision by hand, repeatably.

`sample` lints one or more projects (`plumb lint --format json`), draws up to N findings per
rule at random (seeded, so the same lint and seed draw the same findings; `--total N` draws N
over all of them instead, `--only RULE` keeps the rules named), and writes a Markdown
file that shows each finding with a few lines of its source. A reviewer replaces each `mark: ?`
with `mark: TP` or `mark: FP`, followed by ` — ` and a one-line reason.

`score` reads one or more marked files and prints per-rule precision (TP / (TP + FP)) as a
Markdown table; findings still marked `?` are counted as unjudged, not as either.

`lint` saves what two builds report, and `compare` says what one lost and gained against the
other (recall): a finding is the same when its rule, project, file, line and column are. With
`-o`, `compare` also writes the lost findings (all, or `--sample N` of them, seeded) to judge as
`sample` does; `score` then gives the share of them that was real.

    Scripts/sample-findings.py lint --plumb OLD/plumb --config all-rules.yml -o old.json /tmp/apps/*
    Scripts/sample-findings.py lint --config all-rules.yml -o new.json /tmp/apps/*
    Scripts/sample-findings.py compare old.json new.json --sample 40 --seed 34 -o lost.md

    Scripts/sample-findings.py sample --per-rule 10 --seed 12 -o sample.md \\
        --config all-rules.yml /tmp/apps/enchanted /tmp/apps/Whisky
    Scripts/sample-findings.py score sample.md

A project is a directory (linted with the current directory set to it) or `NAME=DIR` to name it.
`--json NAME=FILE` reads an existing `plumb lint --format json` document instead, with file
paths relative to the directory that lint ran in (`--root`, default the current directory;
`{name}` in it stands for the project's NAME).
"""

import argparse
import collections
import json
import os
import random
import re
import shutil
import subprocess
import sys

MARK = re.compile(r"^mark:\s*(TP|FP|\?)(?!\w)(.*)$", re.IGNORECASE)
HEADING = re.compile(r"^### \d+\. `([a-z-]+)` ")


def find_plumb(explicit):
    if explicit:
        return explicit
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for candidate in (os.path.join(here, ".build", "debug", "plumb"), os.path.join(here, ".build", "release", "plumb")):
        if os.access(candidate, os.X_OK):
            return candidate
    found = shutil.which("plumb")
    if not found:
        sys.exit("sample-findings: no plumb binary; build it (swift build) or pass --plumb PATH")
    return found


def split_name(argument):
    if "=" in argument:
        name, _, value = argument.partition("=")
        return name, value
    return os.path.basename(os.path.normpath(argument)), argument


def lint(plumb, directory, config):
    command = [plumb, "lint", "--format", "json", "--quiet"]
    if config:
        command += ["--config", os.path.abspath(config)]
    command.append(".")
    result = subprocess.run(command, cwd=directory, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"sample-findings: plumb lint failed in {directory} (exit {result.returncode}):\n{result.stderr}")
    return json.loads(result.stdout)


def context_lines(path, line, radius):
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().splitlines()
    except OSError:
        return ["(source not readable)"]
    first, last = max(1, line - radius), min(len(lines), line + radius)
    width = len(str(last))
    return [f"{number:>{width}}{'>' if number == line else ' '}| {lines[number - 1]}" for number in range(first, last + 1)]


def sample(arguments):
    # Saved documents alone (`--json`) need no binary.
    plumb = find_plumb(arguments.plumb) if arguments.projects else None
    findings = []  # (project, root, finding)
    for project in arguments.projects:
        name, directory = split_name(project)
        for finding in lint(plumb, directory, arguments.config)["findings"]:
            findings.append((name, directory, finding))
    for item in arguments.json:
        name, path = split_name(item)
        with open(path, encoding="utf-8") as handle:
            for finding in json.load(handle)["findings"]:
                findings.append((name, arguments.root.replace("{name}", name), finding))

    by_rule = collections.defaultdict(list)
    for entry in findings:
        rule = entry[2]["rule"]
        if rule not in arguments.skip and (not arguments.only or rule in arguments.only):
            by_rule[rule].append(entry)
    generator = random.Random(arguments.seed)
    how = f"--total {arguments.total}" if arguments.total is not None else f"--per-rule {arguments.per_rule}"
    out = [
        "# Precision sample",
        "",
        f"Drawn by `Scripts/sample-findings.py sample {how} --seed {arguments.seed}` "
        f"from {len(findings)} findings. Mark each `mark: ?` as `TP` or `FP`, then ` — ` and a one-line reason.",
        "",
        "| rule | findings | sampled |",
        "|---|---|---|",
    ]
    def ordered(entries):
        return sorted(entries, key=lambda e: (e[0], e[2]["file"], e[2]["line"], e[2]["column"], e[2]["rule"]))
    drawn = {}
    if arguments.total is not None:
        # N at random over every rule's findings pooled, so each rule is drawn as often as it fires.
        pool = ordered([entry for entries in by_rule.values() for entry in entries])
        for entry in generator.sample(pool, min(arguments.total, len(pool))):
            drawn.setdefault(entry[2]["rule"], []).append(entry)
    else:
        for rule in sorted(by_rule):
            drawn[rule] = generator.sample(ordered(by_rule[rule]), min(arguments.per_rule, len(by_rule[rule])))
    for rule in sorted(by_rule):
        out.append(f"| `{rule}` | {len(by_rule[rule])} | {len(drawn.get(rule, []))} |")
    write_findings(out, drawn, arguments.context, arguments.output)


def write_findings(out, drawn, context, output):
    """Appends each drawn finding, by rule, with its source around it, and writes the file."""
    number = 0
    for rule in sorted(drawn):
        out += ["", f"## `{rule}`", ""]
        for name, root, finding in drawn[rule]:
            number += 1
            location = f"{finding['file']}:{finding['line']}:{finding['column']}"
            out += [
                f"### {number}. `{rule}` {name} `{location}`",
                "",
                "mark: ?",
                "",
                f"> {finding['severity']}: {finding['message']}",
                "",
                "```swift",
                *context_lines(os.path.join(root, finding["file"]), finding["line"], context),
                "```",
                "",
            ]
    with open(output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(out) + "\n")
    print(f"sample-findings: {number} findings of {len(drawn)} rules written to {output}", file=sys.stderr)


def lint_all(arguments):
    """Lints each project and saves the documents in one file, by project, with its directory."""
    plumb = find_plumb(arguments.plumb)
    projects = {}
    for project in arguments.projects:
        name, directory = split_name(project)
        projects[name] = {"root": os.path.abspath(directory), "document": lint(plumb, directory, arguments.config)}
        print(f"sample-findings: {name}: {len(projects[name]['document']['findings'])} findings", file=sys.stderr)
    with open(arguments.output, "w", encoding="utf-8") as handle:
        json.dump({"plumb": plumb, "config": arguments.config, "projects": projects}, handle)


def keyed_findings(path):
    """A saved `lint` file's findings, by (rule, project, file, line, column)."""
    with open(path, encoding="utf-8") as handle:
        projects = json.load(handle)["projects"]
    keyed = {}
    for name, project in projects.items():
        for finding in project["document"]["findings"]:
            key = (finding["rule"], name, finding["file"], finding["line"], finding["column"])
            keyed[key] = (name, project["root"], finding)
    return keyed


def compare(arguments):
    old, new = keyed_findings(arguments.old), keyed_findings(arguments.new)
    lost = {key: old[key] for key in old.keys() - new.keys() if key[0] not in arguments.skip}
    gained = {key for key in new.keys() - old.keys() if key[0] not in arguments.skip}
    rules = sorted({key[0] for key in old} | {key[0] for key in new})
    print("| rule | before | now | lost | gained |")
    print("|---|---|---|---|---|")
    for rule in rules:
        counts = [sum(1 for key in keys if key[0] == rule) for keys in (old, new, lost, gained)]
        if counts[2] or counts[3] or arguments.all_rules:
            print(f"| `{rule}` | " + " | ".join(str(count) for count in counts) + " |")
    print(f"| all | {len(old)} | {len(new)} | {len(lost)} | {len(gained)} |")
    if not arguments.output:
        return
    by_rule = collections.defaultdict(list)
    for key in sorted(lost):
        by_rule[key[0]].append(lost[key])
    entries = [entry for rule in sorted(by_rule) for entry in by_rule[rule]]
    if arguments.sample is not None and arguments.sample < len(entries):
        entries = random.Random(arguments.seed).sample(entries, arguments.sample)
    drawn = collections.defaultdict(list)
    for entry in entries:
        drawn[entry[2]["rule"]].append(entry)
    out = [
        "# Findings lost",
        "",
        f"`Scripts/sample-findings.py compare {arguments.old} {arguments.new}`: {len(lost)} findings of the first "
        f"are not in the second; {len(entries)} of them below. Mark each `mark: ?` as `TP` or `FP`, then ` — ` and a one-line reason.",
    ]
    write_findings(out, drawn, arguments.context, arguments.output)


def score(arguments):
    counts = collections.defaultdict(collections.Counter)
    for path in arguments.files:
        rule = None
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                heading = HEADING.match(line)
                if heading:
                    rule = heading.group(1)
                    continue
                mark = MARK.match(line.strip())
                if mark and rule:
                    counts[rule][mark.group(1).upper()] += 1
                    rule = None
    print("| rule | judged | TP | FP | precision |")
    print("|---|---|---|---|---|")
    total = collections.Counter()
    for rule in sorted(counts):
        tally = counts[rule]
        total.update(tally)
        judged = tally["TP"] + tally["FP"]
        precision = f"{tally['TP'] / judged:.2f}" if judged else "—"
        unjudged = f" ({tally['?']} unjudged)" if tally["?"] else ""
        print(f"| `{rule}` | {judged}{unjudged} | {tally['TP']} | {tally['FP']} | {precision} |")
    judged = total["TP"] + total["FP"]
    if judged:
        print(f"| all | {judged} | {total['TP']} | {total['FP']} | {total['TP'] / judged:.2f} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    sampler = commands.add_parser("sample", help="lint projects and draw findings to judge")
    sampler.add_argument("projects", nargs="*", help="DIR or NAME=DIR to lint")
    sampler.add_argument("--json", action="append", default=[], help="NAME=FILE: an existing lint document")
    sampler.add_argument("--root", default=".", help="directory the --json lints ran in; {name} stands for NAME")
    sampler.add_argument("--per-rule", type=int, default=10)
    sampler.add_argument("--total", type=int, help="draw N at random over all the rules' findings, not per rule")
    sampler.add_argument("--only", action="append", default=[], help="rule id to sample (repeat; default every rule)")
    sampler.add_argument("--seed", type=int, default=1)
    sampler.add_argument("--context", type=int, default=3, help="lines of source either side")
    sampler.add_argument("--config", help=".plumb.yml to lint with (e.g. one that turns every rule on)")
    sampler.add_argument("--skip", action="append", default=["parse-error"], help="rule id not to sample")
    sampler.add_argument("--plumb", help="plumb binary (default .build/debug/plumb, then PATH)")
    sampler.add_argument("-o", "--output", required=True)
    scorer = commands.add_parser("score", help="per-rule precision of marked files")
    scorer.add_argument("files", nargs="+")
    linter = commands.add_parser("lint", help="lint projects and save their findings for compare")
    linter.add_argument("projects", nargs="+", help="DIR or NAME=DIR to lint")
    linter.add_argument("--config", help=".plumb.yml to lint with")
    linter.add_argument("--plumb", help="plumb binary (default .build/debug/plumb, then PATH)")
    linter.add_argument("-o", "--output", required=True)
    comparer = commands.add_parser("compare", help="findings lost and gained between two saved lints, per rule")
    comparer.add_argument("old")
    comparer.add_argument("new")
    comparer.add_argument("--all-rules", action="store_true", help="list rules that neither lost nor gained too")
    comparer.add_argument("--skip", action="append", default=["parse-error"], help="rule id not to count")
    comparer.add_argument("--sample", type=int, help="write only N lost findings, drawn with --seed")
    comparer.add_argument("--seed", type=int, default=1)
    comparer.add_argument("--context", type=int, default=3, help="lines of source either side")
    comparer.add_argument("-o", "--output", help="write the lost findings to judge here")
    arguments = parser.parse_args()
    if arguments.command == "sample":
        if not arguments.projects and not arguments.json:
            parser.error("sample needs a project directory or --json")
        sample(arguments)
    elif arguments.command == "lint":
        lint_all(arguments)
    elif arguments.command == "compare":
        compare(arguments)
    else:
        score(arguments)


if __name__ == "__main__":
    main()
