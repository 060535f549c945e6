#!/usr/bin/env python3
"""Times a warm `plumb mcp` server, as a code generator calls it over stdio: the first call
(which reads the whole project), ten one-file `lint` calls that each change the file's text
(given as `source`, as a generator gives what it just wrote), and ten `layout` calls of one
screen on one device. Prints each median and the server's peak memory. Not a test: CI does not
run it.

    python3 Benchmarks/mcp-warm.py PLUMB DIRECTORY FILE VIEW [SCENARIO]

FILE is relative to DIRECTORY.
"""
import json, statistics, subprocess, sys, time

plumb, directory, file, view = sys.argv[1:5]
scenario = sys.argv[5] if len(sys.argv) > 5 else "iphone-15/portrait"
server = subprocess.Popen([plumb, "mcp", "--timeout", "600"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
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


def call(name, arguments):
    start = time.perf_counter()
    result = request("tools/call", {"name": name, "arguments": arguments})["result"]
    milliseconds = (time.perf_counter() - start) * 1000
    if result.get("isError"):
        sys.exit(f"{name}: {result['content'][0]['text']}")
    return milliseconds


def summary(label, times):
    return f"{label:34} median {statistics.median(times):7.0f} ms (min {min(times):.0f}, max {max(times):.0f}, n={len(times)})"


request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}})
server.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
server.stdin.flush()

original = open(f"{directory}/{file}").read()
lint = lambda source: call("lint", {"directory": directory, "path": file, "source": source})
first = lint(original)
given = [lint(original + f"\n// edit {n}\n") for n in range(10)]
layout = lambda: call("layout", {"directory": directory, "view": view, "scenarios": [scenario]})
first_layout = layout()
layouts = [layout() for _ in range(10)]
peak = next(line.split()[1] for line in open(f"/proc/{server.pid}/status") if line.startswith("VmHWM"))
server.stdin.close()
server.wait()
print(f"first call (lint, the whole project read) {first:7.0f} ms")
print(summary("lint, source changed each call", given))
print(f"first layout call {first_layout:7.0f} ms")
print(summary(f"layout {view} on {scenario}", layouts))
print(f"server peak memory {int(peak) / 1024:.0f} MiB")
