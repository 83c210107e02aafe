#!/usr/bin/env bash
# Regenerates the committed FlatBuffers classes (src/generated/flatbuffers) from every data set's .fbs schema.
# The build never runs this: it compiles the committed sources, so a JDK and Maven are all a build needs.
# Run it after changing a .fbs file, with flatc of the version in src/generated/flatbuffers/VERSION: the
# generated classes call Constants.FLATBUFFERS_<version>(), which only the flatbuffers-java runtime of that
# same version has. No Maven artifact or Debian package carries flatc 25.2.10; build it from the release
# tag (cmake -DFLATBUFFERS_BUILD_TESTS=OFF -DFLATBUFFERS_BUILD_FLATLIB=OFF . && make flatc) and put it on
# PATH or in $FLATC. `--check` regenerates into a temporary directory and fails when the committed sources
# differ from what flatc makes, which CI runs when such a flatc is at hand. `--gen-mutable` adds the mutate<Field>
# methods the update op changes a scalar in place with (docs/method.md).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
committed="$root/src/generated/flatbuffers"
want="$(cat "$committed/VERSION")"
flatc="${FLATC:-flatc}"

if ! command -v "$flatc" >/dev/null 2>&1; then
  echo "gen-flatbuffers: flatc $want is missing (put it on PATH or set FLATC)" >&2
  exit 1
fi
have="$("$flatc" --version | awk '{print $3}')"
if [ "$have" != "$want" ]; then
  echo "gen-flatbuffers: the committed classes come from flatc $want, this compiler ($flatc) is $have" >&2
  exit 1
fi

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for f in "$root"/src/main/java/serbench/data/*/*.fbs; do
  # the evolution model's versions have no flatc classes: their conversion reads the .fbs (OrderTable says why)
  case "$f" in */data/evolution/*) continue ;; esac
  "$flatc" --java --gen-mutable -o "$out" "$f"
done
cp "$committed/VERSION" "$out/VERSION"

if [ "${1:-}" = "--check" ]; then
  if ! diff -r "$committed" "$out" >/dev/null; then
    diff -r "$committed" "$out" | head -40 >&2
    echo "gen-flatbuffers: src/generated/flatbuffers is not what flatc $want makes of the .fbs files;" \
      "run build/gen-flatbuffers.sh" >&2
    exit 1
  fi
  echo "gen-flatbuffers: src/generated/flatbuffers matches the .fbs files"
else
  rm -rf "$committed"
  cp -r "$out" "$committed"
  echo "gen-flatbuffers: regenerated src/generated/flatbuffers with flatc $want"
fi
