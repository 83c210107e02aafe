#!/usr/bin/env bash
# Regenerates the committed Thrift classes (src/generated/thrift) from every data set's .thrift schema.
# The build never runs this: it compiles the committed sources, so a JDK and Maven are all a build needs.
# Run it after changing a .thrift file, with the compiler version recorded in src/generated/thrift/VERSION
# (Debian's thrift-compiler package). `--check` regenerates into a temporary directory and fails when the
# committed sources differ from what the compiler makes, which CI runs.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
committed="$root/src/generated/thrift"
want="$(cat "$committed/VERSION")"

if ! command -v thrift >/dev/null 2>&1; then
  echo "gen-thrift: the Apache Thrift compiler is missing (Debian: apt-get install thrift-compiler)" >&2
  exit 1
fi
have="$(thrift --version | awk '{print $3}')"
if [ "$have" != "$want" ]; then
  echo "gen-thrift: the committed classes come from Thrift $want, this compiler is $have" >&2
  exit 1
fi

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for f in "$root"/src/main/java/serbench/data/*/*.thrift; do
  thrift --gen java:generated_annotations=suppress -out "$out" "$f"
done
cp "$committed/VERSION" "$out/VERSION"

if [ "${1:-}" = "--check" ]; then
  if ! diff -r "$committed" "$out" >/dev/null; then
    diff -r "$committed" "$out" | head -40 >&2
    echo "gen-thrift: src/generated/thrift is not what Thrift $want generates from the .thrift files; run build/gen-thrift.sh" >&2
    exit 1
  fi
  echo "gen-thrift: src/generated/thrift matches the .thrift files"
else
  rm -rf "$committed"
  cp -r "$out" "$committed"
  echo "gen-thrift: regenerated src/generated/thrift with Thrift $want"
fi
