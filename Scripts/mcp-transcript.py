"""Plays a code generator against `plumb mcp` and prints the JSON-RPC exchange, abridged:
the README's transcript of a generator fixing its own output comes from this script.

Usage: python3 Scripts/mcp-transcript.py [PLUMB_EXECUTABLE]   (run from the repository root)

The generator has written a reminder row for Examples/JournalClean. It lints it against the
project, lets `fix` apply the safe fixes, replaces the colour the fixes cannot choose by hand
(with the theme's token), and lints again: clean.
"""

import json
import subprocess
import sys

PLUMB = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/plumb"
PROJECT = "Examples/JournalClean"
GENERATED = """import SwiftUI

struct ReminderRow: View {
    let title: String
    let isDone: Bool

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(Color.green)
            Text(title)
                .font(.system(size: 17))
        }
        .padding(.horizontal, 15)
    }
}
"""

server = subprocess.Popen([PLUMB, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
next_id = 0


def abridge(value, width=110):
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= width else text[: width - 1] + "…"


def send(method, params=None, notify=False):
    global next_id
    message = {"jsonrpc": "2.0", "method": method}
    if params is not None:
        message["params"] = params
    if not notify:
        next_id += 1
        message["id"] = next_id
    server.stdin.write(json.dumps(message) + "\n")
    server.stdin.flush()
    print("→ " + abridge(message))
    if notify:
        return None
    response = json.loads(server.stdout.readline())
    return response


def show(summary):
    print("← " + summary)


send("initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "generator", "version": "1"}})
show("{\"result\": {\"serverInfo\": {\"name\": \"plumb\", …}, \"capabilities\": {\"tools\": …, \"resources\": …}, …}}")
send("notifications/initialized", notify=True)

arguments = {"source": GENERATED, "path": "ReminderRow.swift", "directory": PROJECT}
linted = send("tools/call", {"name": "lint", "arguments": arguments})["result"]["structuredContent"]
for finding in linted["findings"]:
    show(f"{finding['rule']} {finding['line']}:{finding['column']} {finding['severity']}: {finding['message']}"
         + (f"  [fix: {finding['fix'][0]['original']!r} → {finding['fix'][0]['replacement']!r}]" if finding["fix"] else ""))

fixed = send("tools/call", {"name": "fix", "arguments": arguments})["result"]["structuredContent"]
show(f"fixed {fixed['fixed']}; left: " + "; ".join(f"{f['rule']} {f['line']}:{f['column']}" for f in fixed["findings"]))
print("\n".join("   " + line for line in fixed["source"].splitlines()))

# What the fixes cannot choose, the generator decides: the theme's accent for the done mark.
source = fixed["source"].replace("Color.green", "AppTheme.Colors.accent")
final = send("tools/call", {"name": "lint", "arguments": dict(arguments, source=source)})["result"]["structuredContent"]
show(f"findings: {len(final['findings'])}, summary: {json.dumps(final['summary'])}")

server.stdin.close()
server.wait(timeout=30)
