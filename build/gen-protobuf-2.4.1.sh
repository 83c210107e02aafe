#!/usr/bin/env bash
# Regenerates the committed classes of the protobuf@2.4.0a row (src/generated/protobuf-2.4.1) with protoc 2.4.1,
# which no registry serves (Maven Central's com.google.protobuf:protoc starts at 2.5.0; 2.4.0a's own sources have no
# tag), so the build compiles the committed sources instead of running it (build/era-protobuf.xml,
# protobuf-committed). Run after `./mvnw package`: it takes the schemas as the build copied them, their java_package
# moved to serbench.era.protobuf.gen and the map<> data sets left out (target/era-protobuf/2.4.0a/schema). protoc 2.4.1 is built from the v2.4.1 sources by
# build/build-protoc-2.4.1.sh; give its path as $PROTOC_2_4_1 (default: protoc on the PATH). Without it, this says
# so in one line and exits 0. `--check` regenerates into a temporary directory and fails when the committed sources
# differ from what protoc 2.4.1 makes.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
committed="$root/src/generated/protobuf-2.4.1"
schemas="$root/target/era-protobuf/2.4.0a/schema"
protoc="${PROTOC_2_4_1:-protoc}"

if [ "$("$protoc" --version 2>/dev/null)" != "libprotoc 2.4.1" ]; then
  echo "gen-protobuf-2.4.1: skipped: no protoc 2.4.1 here (build it with build/build-protoc-2.4.1.sh, give it as \$PROTOC_2_4_1)"
  exit 0
fi
if [ ! -d "$schemas" ]; then
  echo "gen-protobuf-2.4.1: $schemas is missing: run ./mvnw package first" >&2
  exit 1
fi

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
(cd "$schemas" && find . -name '*.proto' | sort | xargs "$protoc" --proto_path=. --java_out="$out")

if [ "${1:-}" = "--check" ]; then
  if ! diff -r "$committed" "$out" >/dev/null; then
    diff -r "$committed" "$out" | head -40 >&2
    echo "gen-protobuf-2.4.1: src/generated/protobuf-2.4.1 is not what protoc 2.4.1 generates from the .proto files; run build/gen-protobuf-2.4.1.sh" >&2
    exit 1
  fi
  echo "gen-protobuf-2.4.1: src/generated/protobuf-2.4.1 matches the .proto files"
else
  rm -rf "$committed"
  cp -r "$out" "$committed"
  echo "gen-protobuf-2.4.1: regenerated src/generated/protobuf-2.4.1 with protoc 2.4.1"
fi
