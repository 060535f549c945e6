#!/usr/bin/env python3
"""How much of each screen `plumb layout --coverage` judges, over many apps, and what keeps the rest.

    Scripts/coverage.py run --plumb BIN -o DIR APP_DIR…    one `--coverage --format json` per app, saved as DIR/NAME.json
    Scripts/coverage.py summary DIR [--causes N]          screens fully / in part / opaque per app and in all,
                                                         the causes of views not modelled, and the screens
                                                         one cause alone keeps from "fully"
    Scripts/coverage.py compare BEFORE AFTER [--causes N] the same, before → after, for the apps both hold

The apps' code is never read here: only the documents Plumb writes. An app whose run fails or
times out is reported and left out of the totals.
"""
import argparse
import collections
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor


def run(args):
    os.makedirs(args.output, exist_ok=True)

    def one(app):
        name = os.path.basename(os.path.normpath(app))
        command = [args.plumb, "layout", ".", "--coverage", "--format", "json"]
        try:
            done = subprocess.run(command, cwd=app, capture_output=True, text=True, timeout=args.timeout)
        except subprocess.TimeoutExpired:
            return f"{name}: timed out after {args.timeout} s"
        if done.returncode not in (0, 1) or not done.stdout.strip():
            return f"{name}: exit {done.returncode}: {done.stderr.strip()[:300]}"
        with open(os.path.join(args.output, name + ".json"), "w") as file:
            file.write(done.stdout)
        return None

    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for problem in pool.map(one, args.apps):
            if problem:
                print(problem, file=sys.stderr)


def load(directory):
    documents = {}
    for entry in sorted(os.listdir(directory)):
        if entry.endswith(".json"):
            with open(os.path.join(directory, entry)) as file:
                documents[entry[:-5]] = json.load(file)
    return documents


class Tally:
    """Screens by judgement, views not modelled, and per cause: views, screens, opaque screens, sole-cause screens."""

    def __init__(self, documents):
        self.judgements = collections.Counter()
        self.views = 0
        self.causes = collections.defaultdict(lambda: [0, 0, 0, 0])
        for document in documents:
            for screen in document["screens"]:
                judgement = screen["judgement"]
                self.judgements[judgement] += 1
                causes = screen.get("causes", [])
                for cause in causes:
                    counts = self.causes[cause["cause"]]
                    counts[0] += cause["views"]
                    counts[1] += 1
                    counts[2] += judgement == "opaque"
                    counts[3] += len(causes) == 1 and judgement != "full"
                self.views += sum(cause["views"] for cause in causes)

    @property
    def screens(self):
        return sum(self.judgements.values())

    def line(self):
        full, partial, opaque = (self.judgements[k] for k in ("full", "partial", "opaque"))
        total = self.screens or 1
        return (f"{full} / {partial} / {opaque} of {self.screens} "
                f"({100 * full / total:.0f} % fully, {100 * (full + partial) / total:.0f} % fully or in part); "
                f"views not modelled {self.views}")


def summary(args):
    documents = load(args.directory)
    for name, document in documents.items():
        print(f"{name:32} {Tally([document]).line()}")
    tally = Tally(documents.values())
    print(f"{'all':32} {tally.line()}\n")
    print("| cause | views | screens | opaque | only cause |\n|---|---:|---:|---:|---:|")
    for cause, counts in sorted(tally.causes.items(), key=lambda item: (-item[1][1], item[0]))[: args.causes]:
        print(f"| `{cause}` | " + " | ".join(map(str, counts)) + " |")
    only = sorted(((counts[3], cause) for cause, counts in tally.causes.items() if counts[3]), reverse=True)
    print("\nscreens one cause alone keeps from fully: " + ", ".join(f"{cause} {n}" for n, cause in only[: args.causes]))


def compare(args):
    before, after = load(args.before), load(args.after)
    common = sorted(set(before) & set(after))
    for name in common:
        print(f"{name:32} {Tally([before[name]]).line()}\n{'':32} → {Tally([after[name]]).line()}")
    old, new = Tally(before[n] for n in common), Tally(after[n] for n in common)
    print(f"\n{'all':32} {old.line()}\n{'':32} → {new.line()}\n")
    print("| cause | before (views / screens / only) | after |\n|---|---|---|")
    causes = set(old.causes) | set(new.causes)
    ranked = sorted(causes, key=lambda c: -abs(new.causes[c][1] - old.causes[c][1]) - abs(new.causes[c][0] - old.causes[c][0]) / 1000)
    for cause in ranked[: args.causes]:
        a, b = old.causes[cause], new.causes[cause]
        print(f"| `{cause}` | {a[0]} / {a[1]} / {a[3]} | {b[0]} / {b[1]} / {b[3]} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    runner = commands.add_parser("run")
    runner.add_argument("--plumb", required=True)
    runner.add_argument("-o", "--output", required=True)
    runner.add_argument("--jobs", type=int, default=2)
    runner.add_argument("--timeout", type=int, default=1800)
    runner.add_argument("apps", nargs="+")
    summarizer = commands.add_parser("summary")
    summarizer.add_argument("directory")
    summarizer.add_argument("--causes", type=int, default=20)
    comparer = commands.add_parser("compare")
    comparer.add_argument("before")
    comparer.add_argument("after")
    comparer.add_argument("--causes", type=int, default=20)
    args = parser.parse_args()
    {"run": run, "summary": summary, "compare": compare}[args.command](args)


if __name__ == "__main__":
    main()
