#!/usr/bin/env python3
"""Plumb's robustness fuzzer: `plumb lint --fix` over mutated and pathological Swift files, and
`plumb lint` under random `.plumb.yml` files. Seeded: the same seed tries the same inputs.

Each Swift input is linted alone beside the clean example's theme, with every opt-in rule on,
under a time bound that grows with the file's size. A run must end within the bound (else a
hang), by exiting 0 or 1 (a signal, a `Fatal error`, a stack overflow or any other code is a
crash); a file that is not UTF-8 text, or whose brackets do not balance, must get a
`parse-error` note; a file with a `parse-error` note must come out of `--fix` byte for byte.
Each configuration must give exit 0, 1 (error findings reported) or 2 with a message naming
`.plumb.yml`, never a crash or a hang.

    Benchmarks/fuzz.py --plumb .build/debug/plumb [--seed 1] [--inputs 300] [--configs 100]
                       [--corpus DIR ...] [--big-megabytes 10] [--depth 10000] [--jobs 2]

Prints what was tried per kind and every failure (its input is kept under --keep); exits 1 when
anything failed. The test suite runs a short seeded run (FuzzTests); BENCHMARKS.md has a long one.
"""
import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
THEME = os.path.join(REPOSITORY, "Examples", "JournalClean", "AppTheme.swift")
EXAMPLES = [os.path.join(REPOSITORY, "Examples", name) for name in ("Journal", "JournalClean")]
CRASH_MARKS = ("Fatal error", "Stack overflow", "Segmentation fault", "Illegal instruction", "stack overflow")
TOKEN = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*|[0-9][0-9._]*|\"(?:[^\"\\\n]|\\.)*\"|\S")


# ---------------------------------------------------------------------------------------------
# Swift inputs


def swift_files(roots):
    files = []
    for root in roots:
        for directory, subdirectories, names in os.walk(root):
            subdirectories.sort()
            files += [os.path.join(directory, name) for name in sorted(names) if name.endswith(".swift")]
    return files


def flip_bytes(rng, data):
    data = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        if data:
            data[rng.randrange(len(data))] = rng.randrange(256)
    return bytes(data)


def truncate(rng, data):
    return data[: rng.randrange(len(data) + 1)]


def tokens(data):
    return [match.span() for match in TOKEN.finditer(data)]


def delete_tokens(rng, data):
    spans = tokens(data)
    for _ in range(rng.randint(1, 3)):
        if not spans:
            break
        start, end = spans.pop(rng.randrange(len(spans)))
        data = data[:start] + data[end:]
        spans = tokens(data)
    return data


def insert_token(rng, data):
    spans = tokens(data)
    if not spans:
        return data
    start, end = spans[rng.randrange(len(spans))]
    at = spans[rng.randrange(len(spans))][0]
    return data[:at] + data[start:end] + b" " + data[at:]


def insert_nul(rng, data):
    at = rng.randrange(len(data) + 1)
    return data[:at] + b"\0" + data[at:]


def add_bom(rng, data):
    return b"\xef\xbb\xbf" + data


def mix_line_endings(rng, data):
    lines = data.split(b"\n")
    return b"".join(line + rng.choice([b"\n", b"\r\n", b"\r"]) for line in lines[:-1]) + lines[-1]


def invalid_utf8(rng, data):
    at = rng.randrange(len(data) + 1)
    bad = rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\xe2\x82", b"\x80"])
    return data[:at] + bad + data[at:]


MUTATIONS = [flip_bytes, truncate, delete_tokens, insert_token, insert_nul, add_bom, mix_line_endings, invalid_utf8]


def view(body):
    return "import SwiftUI\n\nstruct Deep: View {\n    var body: some View {\n" + body + "\n    }\n}\n"


def deep_inputs(depth):
    """Pathological nesting, `depth` levels each: what the parser limits and what it does not."""
    return {
        "nested-parentheses": view("Text(\"x\").padding(" + "(" * depth + "8" + ")" * depth + ")"),
        "nested-arrays": "let deep = " + "[" * depth + "1" + "]" * depth + "\n",
        "nested-stacks": view("VStack {\n" * depth + "Text(\"x\").padding(10)\n" + "}\n" * depth),
        "nested-closures": "let deep = " + "{ " * depth + "1" + " }()" * depth + "\n",
        "nested-ifs": "func deep(_ x: Int) {\n" + "if x > 0 {\n" * depth + "print(x)\n" + "}\n" * depth + "}\n",
        "nested-generics": "let deep: " + "Array<" * depth + "Int" + ">" * depth + " = []\n",
        "nested-if-config": "#if A\n" * depth + "let x = 1\n" + "#endif\n" * depth,
        "modifier-chain": view("Text(\"x\")" + ".padding(10)" * depth),
        "member-chain": "let deep = a" + ".b" * depth + "\n",
        "optional-chain": "let deep = a" + "?.b" * depth + "\n",
        "call-chain": "let deep = f" + "()" * depth + "\n",
        "subscript-chain": "let deep = a" + "[0]" * depth + "\n",
        "operator-sequence": view("Text(\"x\").padding(" + " + ".join(["1"] * depth) + ")"),
        "prefix-operators": "let deep = " + "-" * depth + "1\n",
        "string-interpolation": "let deep = " + "\"\\(" * min(depth, 2000) + "1" + ")\"" * min(depth, 2000) + "\n",
        "unclosed-braces": view("VStack {\n" * depth),
        "closing-braces": "}" * depth + "\n",
    }


def big_inputs(megabytes):
    """One-line files of about `megabytes` MB each."""
    size = int(megabytes * 1024 * 1024)
    statement = "Text(\"row\").padding(10).frame(width: 44, height: 44); "
    return {
        "single-line-view": view("VStack { " + statement * (size // len(statement)) + "}").replace("\n", " "),
        "single-line-array": "let numbers = [" + "1, " * (size // 3) + "1]",
        "single-line-string": "let text = \"" + "a" * size + "\"",
        "single-line-comment": "// " + "x" * size,
    }


def expected_note(data):
    """Whether the file must get a `parse-error` note: it is not UTF-8 text, or its brackets do
    not balance (counted outside strings and comments, roughly)."""
    if b"\0" in data:
        return True
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return True
    # A line comment or a string ends at a carriage return as at a line feed, as in Swift.
    code = re.sub(r'"""[\s\S]*?"""|"(?:[^"\\\r\n]|\\.)*"|//[^\r\n]*|/\*[\s\S]*?\*/', "", text)
    if '"' in code or "/*" in code or "#" in code:
        return False  # an unclosed string, comment or raw string: the rough count cannot tell
    return any(code.count(open_) != code.count(close) for open_, close in ("{}", "()", "[]"))


# ---------------------------------------------------------------------------------------------
# Running plumb


class Runner:
    def __init__(self, plumb, bound, keep):
        self.plumb = os.path.abspath(plumb)
        self.bound = bound
        self.keep = keep
        self.opt_in = self.opt_in_rules()

    def opt_in_rules(self):
        table = subprocess.run([self.plumb, "rules"], capture_output=True, text=True, check=True).stdout
        return [line.split()[0] for line in table.splitlines()[1:] if len(line.split()) > 1 and line.split()[1] == "opt-in"]

    def run(self, arguments, directory, bound):
        environment = dict(os.environ, XDG_CACHE_HOME=os.path.join(directory, ".cache"))
        started = time.monotonic()
        try:
            done = subprocess.run([self.plumb] + arguments, cwd=directory, capture_output=True, timeout=bound, env=environment)
        except subprocess.TimeoutExpired:
            return None, "", "", time.monotonic() - started
        return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace"), time.monotonic() - started

    def lint_swift(self, name, data):
        """One Swift input; returns (kind of failure or None, detail, seconds)."""
        directory = tempfile.mkdtemp(prefix="plumb-fuzz-")
        try:
            shutil.copy(THEME, os.path.join(directory, "AppTheme.swift"))
            with open(os.path.join(directory, ".plumb.yml"), "w") as config:
                config.write("rules:\n" + "".join(f"  {rule}: warning\n" for rule in self.opt_in))
            case = os.path.join(directory, "Case.swift")
            with open(case, "wb") as file:
                file.write(data)
            bound = self.bound + 10 * len(data) / 1_000_000
            status, stdout, stderr, seconds = self.run(["lint", "--fix", "--no-cache", "--quiet", "--format", "json", "."], directory, bound)
            failure = self.judge_swift(status, stdout, stderr, data, case)
            if failure and self.keep:
                os.makedirs(self.keep, exist_ok=True)
                with open(os.path.join(self.keep, name.replace("/", "_") + ".swift"), "wb") as kept:
                    kept.write(data)
            return failure, seconds
        finally:
            shutil.rmtree(directory, ignore_errors=True)

    @staticmethod
    def judge_swift(status, stdout, stderr, data, case):
        if status is None:
            return ("hang", "no answer within the bound")
        if status < 0 or any(mark in stderr for mark in CRASH_MARKS):
            return ("crash", f"status {status}: {stderr.strip()[-400:]}")
        if status not in (0, 1):
            return ("exit", f"status {status}: {stderr.strip()[-400:]}")
        try:
            findings = json.loads(stdout)["findings"]
        except (ValueError, KeyError):
            return ("output", "not a JSON report: " + stdout[:200])
        noted = any(f["rule"] == "parse-error" and f["file"].endswith("Case.swift") for f in findings)
        if expected_note(data) and not noted:
            return ("note", "no parse-error note for a file that is not text or does not balance")
        with open(case, "rb") as file:
            if noted and file.read() != data:
                return ("fix", "--fix changed a file with a parse-error note")
        return None

    def lint_config(self, name, text, project):
        directory = tempfile.mkdtemp(prefix="plumb-fuzz-config-")
        try:
            shutil.copytree(project, directory, dirs_exist_ok=True)
            with open(os.path.join(directory, ".plumb.yml"), "wb") as config:
                config.write(text)
            status, stdout, stderr, seconds = self.run(["lint", "--no-cache", "--quiet", "--format", "json", "."], directory, self.bound)
            failure = self.judge_config(status, stdout, stderr)
            if failure and self.keep:
                os.makedirs(self.keep, exist_ok=True)
                with open(os.path.join(self.keep, name + ".plumb.yml"), "wb") as kept:
                    kept.write(text)
            return failure, seconds
        finally:
            shutil.rmtree(directory, ignore_errors=True)

    @staticmethod
    def judge_config(status, stdout, stderr):
        if status is None:
            return ("hang", "no answer within the bound")
        if status < 0 or any(mark in stderr for mark in CRASH_MARKS):
            return ("crash", f"status {status}: {stderr.strip()[-400:]}")
        if status == 2:
            return None if ".plumb.yml" in stderr else ("exit", "exit 2 without naming .plumb.yml: " + stderr.strip()[-300:])
        if status == 1:
            try:
                errors = json.loads(stdout)["summary"]["errors"]
            except (ValueError, KeyError):
                return ("output", "exit 1 without a JSON report")
            return None if errors > 0 else ("exit", "exit 1 without error findings")
        return None if status == 0 else ("exit", f"status {status}: {stderr.strip()[-300:]}")


# ---------------------------------------------------------------------------------------------
# Configurations


def rule_options(plumb):
    """Every rule id with its options' names and types, from `plumb rules ID`."""
    table = subprocess.run([plumb, "rules"], capture_output=True, text=True, check=True).stdout
    rules = {}
    for line in table.splitlines()[1:]:
        rule = line.split()[0]
        explanation = subprocess.run([plumb, "rules", rule], capture_output=True, text=True, check=True).stdout
        rules[rule] = re.findall(r"^  ([a-z_]+) \(([a-z ]+), default", explanation, re.M)
    return rules


ODD_SCALARS = ["0", "-1", "1", "3", "-0.5", "1e308", "-1e308", ".nan", ".inf", "-.inf", "99999999999999999999999",
               "true", "false", "null", "~", "''", "'x'", "off", "error", "warning", "info", "[]", "{}", "[0]", "[-4, 0, 4]",
               "[.nan]", "[1e308, 1e-308]", "['a', 'b']", "[[1]]", "{a: 1}", "'17.0'", "'0.0'", "'999999999.9'", "'-1'", "'.'"]
KEYS = {
    "included": ["['.']", "['missing']", "[]", "['/']", "'x'", "['***']", "['[']"],
    "excluded": ["['**']", "['*.swift']", "[]", "['[']", "['{a,b}']", "['\\\\']"],
    "theme": ["{name: AppTheme}", "{name: ''}", "{name: 1}", "{name: 'A.B'}", "{other: x}"],
    "design": ["{density: compact}", "{density: roomy}", "{surfaces: glass}", "{appearance: fixed}", "{density: [x]}"],
    "platforms": ["[iOS]", "[watchOS, tvOS]", "[]", "[amiga]", "iOS"],
    "deployment_target": ["'17.0'", "'0'", "'1.2.3.4.5'", "'x'", "17", "'99999999999999999999.0'", "'-1.0'"],
    "symbols": ["{extra: [star]}", "{extra: []}", "{extra: ''}"],
    "check_previews": ["true", "false", "'yes'"],
    "check_tests": ["true", "false", "2"],
    "layout": ["{scenarios: {devices: [iphone-se-3]}}", "{scenarios: {devices: []}}", "{scenarios: {text_sizes: [AX5]}}",
               "{scenarios: {orientations: [sideways]}}", "{scenarios: {panes: []}}", "{scenarios: {devices: [nope]}}"],
}


def random_configuration(rng, rules):
    lines = []
    for key in rng.sample(sorted(KEYS), rng.randint(0, 4)):
        lines.append(f"{key}: {rng.choice(KEYS[key] + ODD_SCALARS[:6])}")
    if rng.random() < 0.8:
        lines.append("rules:")
        for rule in rng.sample(sorted(rules), rng.randint(1, 8)):
            options = rules[rule]
            if not options or rng.random() < 0.3:
                lines.append(f"  {rule}: {rng.choice(['error', 'warning', 'info', 'off', 'fatal', '1', '[]'])}")
                continue
            lines.append(f"  {rule}:")
            if rng.random() < 0.5:
                lines.append(f"    severity: {rng.choice(['error', 'warning', 'info', 'off', 'loud'])}")
            for name, _ in rng.sample(options, rng.randint(1, len(options))):
                lines.append(f"    {name}: {rng.choice(ODD_SCALARS)}")
    if rng.random() < 0.1:
        lines.append(f"{rng.choice(['unknown', 'rule', 'Rules', ''])}: 1")
    return ("\n".join(lines) + "\n").encode()


def pathological_configurations(depth):
    bomb = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    bomb += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, 9)]
    return {
        "alias-bomb": ("\n".join(bomb) + "\nrules: *a8\n").encode(),
        "deep-flow-sequence": ("rules: " + "[" * depth + "]" * depth + "\n").encode(),
        "deep-mappings": "".join(" " * i + f"k{i}:\n" for i in range(min(depth, 2000))).encode(),
        "not-utf8": b"rules:\n  spacing-grid: \xff\n",
        "nul": b"rules:\n  spacing-grid: er\0ror\n",
        "bom": b"\xef\xbb\xbfrules:\n  spacing-grid: error\n",
        "tabs": b"rules:\n\tspacing-grid: error\n",
        "crlf": b"rules:\r\n  spacing-grid: error\r\n",
        "empty": b"",
        "only-comment": b"# nothing\n",
        "scalar-root": b"42\n",
        "sequence-root": b"- a\n- b\n",
        "duplicate-keys": b"rules:\n  spacing-grid: error\nrules:\n  spacing-grid: off\n",
        "long-key": ("x" * 1_000_000 + ": 1\n").encode(),
        "multi-document": b"rules: {}\n---\nrules: {}\n",
        "tag": b"rules: !!binary aGVsbG8=\n",
    }


def mutate_configuration(rng, text):
    return rng.choice([flip_bytes, truncate, delete_tokens, insert_token])(rng, text)


# ---------------------------------------------------------------------------------------------


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--plumb", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--inputs", type=int, default=300, help="mutated Swift files (besides the pathological ones)")
    parser.add_argument("--configs", type=int, default=100, help="random configurations (besides the pathological ones)")
    parser.add_argument("--corpus", action="append", default=[], help="real Swift files to mutate (default: the examples)")
    parser.add_argument("--depth", type=int, default=10000)
    parser.add_argument("--big-megabytes", type=float, default=10)
    parser.add_argument("--bound", type=float, default=60, help="seconds per input, plus 10 s per MB")
    parser.add_argument("--sample", type=int, default=0, help="try only this many (seeded) of each set of pathological inputs; 0: all")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--keep", default=None, help="directory for the inputs that failed")
    arguments = parser.parse_args()

    rng = random.Random(arguments.seed)
    runner = Runner(arguments.plumb, arguments.bound, arguments.keep)
    sources = swift_files(arguments.corpus or EXAMPLES)
    swift_cases = []
    for index in range(arguments.inputs):
        source = sources[rng.randrange(len(sources))]
        with open(source, "rb") as file:
            data = file.read()
        mutation = MUTATIONS[index % len(MUTATIONS)]
        swift_cases.append((mutation.__name__.replace("_", "-"), f"{mutation.__name__}-{index}", mutation(rng, data)))
    def sample(cases):
        names = sorted(cases)
        return [(name, cases[name]) for name in (rng.sample(names, arguments.sample) if 0 < arguments.sample < len(names) else names)]

    for name, text in sample(deep_inputs(arguments.depth)):
        swift_cases.append(("deep-nesting", name, text.encode()))
    if arguments.big_megabytes > 0:
        for name, text in sample(big_inputs(arguments.big_megabytes)):
            swift_cases.append(("big-single-line", name, text.encode()))

    rules = rule_options(runner.plumb)
    config_cases = [("random", f"random-{index}", random_configuration(rng, rules)) for index in range(arguments.configs)]
    with open(os.path.join(REPOSITORY, "Examples", "Journal", ".plumb.yml"), "rb") as file:
        journal_config = file.read()
    config_cases += [("mutated", f"mutated-{index}", mutate_configuration(rng, journal_config)) for index in range(arguments.configs // 4)]
    config_cases += [("pathological", name, text) for name, text in sample(pathological_configurations(arguments.depth))]

    project = os.path.join(REPOSITORY, "Examples", "Journal")
    with ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        swift_results = list(pool.map(lambda case: (case, runner.lint_swift(case[1], case[2])), swift_cases))
        config_results = list(pool.map(lambda case: (case, runner.lint_config(case[1], case[2], project)), config_cases))

    failures = 0
    for title, results in (("Swift inputs", swift_results), ("configurations", config_results)):
        kinds = {}
        for (kind, name, _), (failure, seconds) in results:
            tally = kinds.setdefault(kind, {"tried": 0, "crash": 0, "hang": 0, "other": 0, "slowest": 0.0})
            tally["tried"] += 1
            tally["slowest"] = max(tally["slowest"], seconds)
            if failure:
                failures += 1
                tally[failure[0] if failure[0] in ("crash", "hang") else "other"] += 1
                print(f"FAIL {title} {name}: {failure[0]}: {failure[1]}")
        print(f"\n{title} (seed {arguments.seed}):\n")
        print("| kind | tried | crashes | hangs | other failures | slowest run (s) |\n|---|---|---|---|---|---|")
        for kind, tally in kinds.items():
            print(f"| {kind} | {tally['tried']} | {tally['crash']} | {tally['hang']} | {tally['other']} | {tally['slowest']:.1f} |")
        total = sum(tally["tried"] for tally in kinds.values())
        print(f"| all | {total} | {sum(t['crash'] for t in kinds.values())} | {sum(t['hang'] for t in kinds.values())} "
              f"| {sum(t['other'] for t in kinds.values())} | |")
    print(f"\n{failures} failure{'s' if failures != 1 else ''}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
