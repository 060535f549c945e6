#!/usr/bin/env bash
# Puts `plumb` on the PATH: builds it in release (or takes a build's products with --from), then
# installs PREFIX/lib/plumb/plumb with the SF Symbols catalog it reads from beside it (the
# Plumb_PlumbLint resource bundle), and links PREFIX/bin/plumb to it.
#
#   Scripts/install.sh [--prefix DIR] [--from DIR]
#     --prefix DIR   where to install (default ~/.local; /usr/local needs root)
#     --from DIR     install the products of an existing build (the directory holding plumb)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="$HOME/.local"
from=""
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="${2:?--prefix needs a directory}"; shift 2 ;;
        --from) from="${2:?--from needs a directory}"; shift 2 ;;
        -h|--help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
if [ -z "$from" ]; then
    swift build -c release --product plumb --package-path "$root"
    from="$(swift build -c release --package-path "$root" --show-bin-path)"
fi
# SwiftPM names the resource bundle .resources on Linux and .bundle on macOS.
resources="$(ls -d "$from"/Plumb_PlumbLint.resources "$from"/Plumb_PlumbLint.bundle 2>/dev/null | head -n 1 || true)"
if [ ! -x "$from/plumb" ] || [ -z "$resources" ]; then
    echo "install.sh: $from holds no plumb executable with its Plumb_PlumbLint resource bundle" >&2
    exit 2
fi
mkdir -p "$prefix/lib/plumb" "$prefix/bin"
rm -rf "$prefix/lib/plumb/$(basename "$resources")"
cp "$from/plumb" "$prefix/lib/plumb/plumb"
cp -R "$resources" "$prefix/lib/plumb/"
ln -sf ../lib/plumb/plumb "$prefix/bin/plumb"
echo "installed plumb $("$prefix/bin/plumb" --version) as $prefix/bin/plumb"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "$prefix/bin is not on your PATH: add it (export PATH=\"$prefix/bin:\$PATH\")" ;;
esac
