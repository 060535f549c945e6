#!/usr/bin/env bash
# Writes plumb.artifactbundle.zip, an artifact bundle of the plumb executable (with its resource
# bundle), and prints its checksum: a package's `.binaryTarget(name: "plumb", url:, checksum:)`
# then gives the build-tool plugin a prebuilt plumb, instead of building Plumb and swift-syntax
# in every app that uses it. The bundle holds this machine's build: on Linux, one variant for
# this machine's triple; on macOS, one universal variant (arm64 and x86_64), from
# `swift build -c release --arch arm64 --arch x86_64`. (Written for macOS, run only on Linux so
# far.) Publish one bundle per platform, or merge their variants into one info.json.
#
#   Scripts/artifact-bundle.sh [--output DIR] [--from DIR]
#     --output DIR   where to write the bundle and its zip (default .build/artifactbundle)
#     --from DIR     bundle the products of an existing build instead of building in release
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
output="$root/.build/artifactbundle"
from=""
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output="${2:?--output needs a directory}"; shift 2 ;;
        --from) from="${2:?--from needs a directory}"; shift 2 ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "artifact-bundle.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
if [ "$(uname -s)" = Darwin ]; then
    build=(swift build -c release --product plumb --package-path "$root" --arch arm64 --arch x86_64)
    triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
else
    build=(swift build -c release --product plumb --package-path "$root")
    triples="\"$(swift -print-target-info | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p' | head -n 1)\""
fi
if [ -z "$from" ]; then
    "${build[@]}"
    from="$("${build[@]}" --show-bin-path)"
fi
mkdir -p "$output"
output="$(cd "$output" && pwd)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
# The same files install.sh installs: the executable and its resource bundle, side by side.
"$root/Scripts/install.sh" --from "$from" --prefix "$stage" >/dev/null
version="$("$stage/bin/plumb" --version)"
variant="plumb-$version-$(uname -s | tr '[:upper:]' '[:lower:]')"
bundle="$output/plumb.artifactbundle"
rm -rf "$bundle" "$bundle.zip"
mkdir -p "$bundle"
mv "$stage/lib/plumb" "$bundle/$variant"
cat > "$bundle/info.json" <<JSON
{
    "schemaVersion": "1.0",
    "artifacts": {
        "plumb": {
            "version": "$version",
            "type": "executable",
            "variants": [
                {
                    "path": "$variant/plumb",
                    "supportedTriples": [$triples]
                }
            ]
        }
    }
}
JSON
(cd "$output" && zip -qry plumb.artifactbundle.zip plumb.artifactbundle)
if command -v sha256sum >/dev/null; then sum=(sha256sum); else sum=(shasum -a 256); fi
echo "wrote $bundle.zip"
echo "checksum $("${sum[@]}" "$bundle.zip" | cut -d ' ' -f 1)"
