#!/usr/bin/env python3
"""Times a warm `plumb mcp` server, as a code generator calls it over stdio: the first call
(which reads the whole project), ten one-file `lint` calls that each change the file's text
(given as `source`, as a generator gives what it just wrote), and ten `layout` calls of one
screen on one device. Prints each median in wall milliseconds and in the server's CPU
milliseconds (user + system, from /proc/PID/stat: on a shared machine the figure the load disturbs
least), and the server's peak memory. Not a test: CI does not run it.

    python3 Benchmarks/mcp-warm.py [--callgrind DIR] PLUMB DIRECTORY FILE VIEW [SCENARIO [moved]]

FILE is relative to DIRECTORY. The comment those ten calls add at the end of the file leaves its
screens' trees as they were; with `moved`, ten more calls each add one line of comment at the top
of the file, then two, then one, …, so that every view the file declares moves a line up or down
and its screens' trees change on every call. Ten more calls change the code itself, as an editor's
save does: the first spacing literal of the file (`padding(N)`, `spacing: N`) takes another value
on each call (skipped, and said, when the file has none). A comment at the end is trivia no
screen reads; a literal's value is what the layout reads, so only this figure is the cost of a
real edit.

With `--callgrind DIR` the server runs under valgrind's callgrind, which counts instructions: the
same count for the same binary and calls however loaded the machine is. Each kind of call is
dumped apart into DIR (`callgrind_annotate` reads them) and its instructions per call are
printed instead of times. valgrind 3.19 cannot read the DWARF 5 of a Swift release build: give it
a copy without the debug sections (`objcopy --strip-debug plumb plumb-nodebug`, the resource
bundles beside it); the symbols stay.
"""
import glob, json, os, re, statistics, subprocess, sys, time

arguments = sys.argv[1:]
callgrind = None
if arguments[:1] == ["--callgrind"]:
    callgrind, arguments = arguments[1], arguments[2:]
plumb, directory, file, view = arguments[:4]
scenario = arguments[4] if len(arguments) > 4 else "iphone-15/portrait"
moves = len(arguments) > 5 and arguments[5] == "moved"
command = [plumb, "mcp", "--timeout", "600"]
if callgrind:
    os.makedirs(callgrind, exist_ok=True)
    command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={callgrind}/callgrind.%p"] + command
server = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL if callgrind else None, text=True)
next_id = 0


def request(method, params):
    global next_id
    next_id += 1
    server.stdin.write(json.dumps({"jsonrpc": "2.0", "id": next_id, "method": method, "params": params}) + "\n")
    server.stdin.flush()
    for line in server.stdout:
        message = json.loads(line)
        if message.get("id") == next_id:
            return message


def server_cpu_milliseconds():
    """User + system time of the server so far (fields 14 and 15 of /proc/PID/stat, in clock ticks)."""
    fields = open(f"/proc/{server.pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def call(name, arguments):
    """The call's wall and server CPU milliseconds."""
    start, start_cpu = time.perf_counter(), server_cpu_milliseconds()
    result = request("tools/call", {"name": name, "arguments": arguments})["result"]
    wall = (time.perf_counter() - start) * 1000
    if result.get("isError"):
        sys.exit(f"{name}: {result['content'][0]['text']}")
    return wall, server_cpu_milliseconds() - start_cpu


def summary(label, calls):
    walls, cpus = [wall for wall, _ in calls], [cpu for _, cpu in calls]
    return (f"{label:34} median {statistics.median(walls):7.0f} ms wall (min {min(walls):.0f}, max {max(walls):.0f}), "
            f"{statistics.median(cpus):7.0f} ms CPU, n={len(calls)}")


request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}})
server.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
server.stdin.flush()



def counted(label, calls):
    """Runs `calls`; under callgrind, dumps their instructions apart as `label`."""
    if callgrind:
        subprocess.run(["callgrind_control", "--zero", str(server.pid)], capture_output=True)
    result = calls()
    if callgrind:
        subprocess.run(["callgrind_control", f"--dump={label}", str(server.pid)], capture_output=True)
    return result


original = open(f"{directory}/{file}").read()
lint = lambda source: call("lint", {"directory": directory, "path": file, "source": source})
first = counted("first", lambda: lint(original))
given = counted("given", lambda: [lint(original + f"\n// edit {n}\n") for n in range(10)])
moved = counted("moved", lambda: [lint(f"// edit {n}\n" * (1 + n % 2) + original) for n in range(10)]) if moves else []
literal = re.search(r"(\.padding\(|spacing: )(\d+)", original)
with_value = lambda value: original[:literal.start(2)] + str(value) + original[literal.end(2):]
edited = counted("edited", lambda: [lint(with_value(int(literal.group(2)) + 4 * (n + 1))) for n in range(10)]) if literal else []
layout = lambda: call("layout", {"directory": directory, "view": view, "scenarios": [scenario]})
first_layout = counted("first-layout", layout)
layouts = counted("layout", lambda: [layout() for _ in range(10)])
peak = next(line.split()[1] for line in open(f"/proc/{server.pid}/status") if line.startswith("VmHWM"))
server.stdin.close()
server.wait()
if callgrind:
    calls = {"first": 1, "given": 10, "moved": 10, "edited": 10, "first-layout": 1, "layout": 10}
    for dump in sorted(glob.glob(f"{callgrind}/callgrind.{server.pid}.*"), key=lambda name: int(name.rsplit(".", 1)[1])):
        lines = open(dump).read().splitlines()
        label = next(line.split("Trigger: dump ", 1)[1] for line in lines if line.startswith("desc: Trigger: dump "))
        total = int(next(line.split()[1] for line in lines if line.startswith("summary:")))
        print(f"{label:14} {total / calls[label] / 1e6:10.1f} M instructions per call ({calls[label]} calls)")
    sys.exit()
print(f"first call (lint, the whole project read) {first[0]:7.0f} ms wall, {first[1]:7.0f} ms CPU")
print(summary("lint, source changed each call", given))
if moves:
    print(summary("lint, the file's views moved each call", moved))
print(summary(f"lint, a literal's value changed each call (`{literal.group(0)}`)", edited) if literal
      else "lint, a literal's value changed each call: skipped, the file has no padding or spacing literal")
print(f"first layout call {first_layout[0]:7.0f} ms wall, {first_layout[1]:7.0f} ms CPU")
print(summary(f"layout {view} on {scenario}", layouts))
print(f"server peak memory {int(peak) / 1024:.0f} MiB")
