#!/usr/bin/env bash
# Checks Plumb's SwiftPM plugins on a fixture package (Tests/PluginFixture) as a user runs them:
# the build-tool plugin reports a finding as a build warning, the command plugin lints, and with
# --fix (and write permission) rewrites the source. Too slow for `swift test` (the fixture builds
# Plumb and swift-syntax from nothing), so .ci/run runs it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$root/Tests/PluginFixture/." "$work/"
sed -i "s|PLUMB_PATH|$root|" "$work/Package.swift"
cd "$work"

build=$(swift build 2>&1) || { echo "$build"; echo "FAIL: the fixture does not build"; exit 1; }
grep -q "Card.swift:6:.*warning: padding 10 is off the 4-pt grid" <<<"$build" \
  || { echo "$build"; echo "FAIL: swift build shows no Plumb warning"; exit 1; }

lint=$(swift package --allow-writing-to-package-directory plumb-lint 2>&1) || true
grep -q "Card.swift:6:.*padding 10 is off the 4-pt grid" <<<"$lint" \
  || { echo "$lint"; echo "FAIL: the command plugin reports nothing"; exit 1; }

swift package --allow-writing-to-package-directory plumb-lint --fix >/dev/null 2>&1 || true
grep -Eq "padding\((8|12)\)" Sources/Screens/Card.swift \
  || { cat Sources/Screens/Card.swift; echo "FAIL: plumb-lint --fix did not fix the source"; exit 1; }
echo "plugins: ok"
