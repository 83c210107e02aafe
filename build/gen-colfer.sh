#!/usr/bin/env bash
# Regenerates the committed Colfer classes (src/generated/colfer) from every data set's .colf schema
# and the evolution matrix's versions of Order.
# The build never runs this: it compiles the committed sources, so a JDK and Maven are all a build needs.
# Colfer's compiler colf(1) is a Go program that no Maven artifact carries: this installs the version
# recorded in src/generated/colfer/VERSION with `go install` (through the Go module proxy, or whatever
# GOPROXY says) into a temporary directory, so it needs Go. Where the proxy is out of reach, $COLF names a
# colf built from that tag instead (in a checkout of v<VERSION>: go build ./cmd/colf); colf has no
# --version, so the tag is taken on trust there and --check is what proves it. `--check` regenerates into
# a temporary directory and fails when the committed sources differ from what the compiler makes, which CI runs.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
committed="$root/src/generated/colfer"
want="$(cat "$committed/VERSION")"
module="github.com/pascaldekloe/colfer"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
if [ -n "${COLF:-}" ]; then
  colf="$COLF"
else
  if ! command -v go >/dev/null 2>&1; then
    echo "gen-colfer: Go is missing (https://go.dev/dl/); it installs colf $want" >&2
    exit 3
  fi
  if ! GOBIN="$tmp/bin" go install "$module/cmd/colf@v$want" 2>"$tmp/install.log"; then
    # go install also reads the module's version list, for deprecation notices, which a proxy may refuse (403) while
    # it serves the version itself: then build colf from that version's source, fetched by go mod download
    dir="$(go mod download -json "$module@v$want" 2>>"$tmp/install.log" | sed -n 's/^\s*"Dir": "\(.*\)",$/\1/p')"
    if [ -z "$dir" ] || ! (cd "$dir" && GOFLAGS=-mod=mod go build -o "$tmp/bin/colf" ./cmd/colf) 2>>"$tmp/install.log"; then
      cat "$tmp/install.log" >&2
      echo "gen-colfer: cannot install colf v$want from $module (or set COLF to a colf built from that tag)" >&2
      exit 3   # the generator is unavailable here (not: the sources differ), which CI reports as a skipped check
    fi
  fi
  colf="$tmp/bin/colf"
fi

# Every generated class implements ColferMessage, the type the codec finds the data set's conversion by.
out="$tmp/out"
mkdir "$out"
# The evolution matrix's versions (data/evolution) go under a package prefix of their own, as the other
# formats' do: colf takes one identifier per package, so evolution.v1 and the like need the prefix.
schemas=("$root"/src/main/java/serbench/data/*/*.colf)
evolution="$root/src/main/java/serbench/data/evolution"
datasets=()
for f in "${schemas[@]}"; do [ "$(dirname "$f")" = "$evolution" ] || datasets+=("$f"); done
"$colf" -b "$out" -p serbench.gen.colfer -i serbench.codec.colfer.ColferMessage Java "${datasets[@]}"
"$colf" -b "$out" -p serbench.gen.colfer.evolution -i serbench.codec.colfer.ColferMessage Java "$evolution"/*.colf
cp "$committed/VERSION" "$out/VERSION"

if [ "${1:-}" = "--check" ]; then
  if ! diff -r "$committed" "$out" >/dev/null; then
    diff -r "$committed" "$out" | head -40 >&2 || true   # head may cut diff short: not the failure
    echo "gen-colfer: src/generated/colfer is not what colf $want generates from the .colf files;" \
      "run build/gen-colfer.sh" >&2
    exit 1
  fi
  echo "gen-colfer: src/generated/colfer matches the .colf files"
else
  rm -rf "$committed"
  cp -r "$out" "$committed"
  echo "gen-colfer: regenerated src/generated/colfer with colf $want"
fi
