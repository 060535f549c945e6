#!/usr/bin/env python3
"""Times a warm `plumb mcp` server, as a code generator calls it over stdio: the first call
(which reads the whole project), ten one-file `lint` calls that each change the file's text
(given as `source`, as a generator gives what it just wrote), and ten `layout` calls of one
screen on one device. Prints each median, in wall time and in the server's CPU time (user and
system, from /proc/PID/stat: what a shared machine's load disturbs least), and the server's peak
memory. Not a test: CI does not run it.

    python3 Benchmarks/mcp-warm.py PLUMB DIRECTORY FILE VIEW [SCENARIO]

FILE is relative to DIRECTORY.
"""
import json, os, statistics, subprocess, sys, time

plumb, directory, file, view = sys.argv[1:5]
scenario = sys.argv[5] if len(sys.argv) > 5 else "iphone-15/portrait"
server = subprocess.Popen([plumb, "mcp", "--timeout", "600"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
next_id = 0
clock_ticks = os.sysconf("SC_CLK_TCK")


def server_cpu_milliseconds():
    fields = open(f"/proc/{server.pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / clock_ticks


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
    """The call's wall and CPU milliseconds."""
    start, cpu = time.perf_counter(), server_cpu_milliseconds()
    result = request("tools/call", {"name": name, "arguments": arguments})["result"]
    milliseconds = ((time.perf_counter() - start) * 1000, server_cpu_milliseconds() - cpu)
    if result.get("isError"):
        sys.exit(f"{name}: {result['content'][0]['text']}")
    return milliseconds


def summary(label, times):
    wall, cpu = [t[0] for t in times], [t[1] for t in times]
    return (f"{label:34} median {statistics.median(wall):7.0f} ms (min {min(wall):.0f}, max {max(wall):.0f}, n={len(wall)}),"
            f" CPU median {statistics.median(cpu):.0f} ms")


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
print(f"first call (lint, the whole project read) {first[0]:7.0f} ms, CPU {first[1]:.0f} ms")
print(summary("lint, source changed each call", given))
print(f"first layout call {first_layout[0]:7.0f} ms, CPU {first_layout[1]:.0f} ms")
print(summary(f"layout {view} on {scenario}", layouts))
print(f"server peak memory {int(peak) / 1024:.0f} MiB")
