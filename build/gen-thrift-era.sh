#!/usr/bin/env bash
# Regenerates the committed structs of the thrift-binary versioned rows (docs/versions.md), one set per version in
# src/generated/thrift-<version>, from the data sets' .thrift schemas (not the evolution model's) with their namespace
# moved from serbench.gen.thrift to serbench.era.thrift.gen, the era adapter's package (build/era-thrift.xml compiles
# them against that version's libthrift). Code from today's compiler does not run on libthrift 0.9.3, so each set
# comes from its version's own compiler, which no registry carries (Debian's is today's): build it from the release
# tag of https://github.com/apache/thrift (tags 0.9.3, 0.11.0; flex, bison, cmake, g++ 12), the Java generator alone:
#   git archive <tag> | tar -x -C src
#   off=$(grep -o 'THRIFT_ADD_COMPILER([a-z_0-9]*' src/compiler/cpp/CMakeLists.txt | sed 's/.*(//' | grep -vx java \
#         | tr a-z A-Z | sed 's/^/-DTHRIFT_COMPILER_/; s/$/=OFF/')
#   cmake -S src -B build -DCMAKE_BUILD_TYPE=Release -DBUILD_LIBRARIES=OFF -DBUILD_TESTING=OFF -DBUILD_EXAMPLES=OFF \
#         -DBUILD_TUTORIALS=OFF -DWITH_PLUGIN=OFF $off && make -C build thrift-compiler
#   (the executable: build/bin/thrift from 0.9.3, build/compiler/cpp/bin/thrift from 0.11.0)
# and put the executable on PATH, or in the directory $THRIFT_ERA, as thrift-<version>. `--check` regenerates into a
# temporary directory and fails when the committed sources differ; a version whose compiler is not at hand is skipped
# with a line saying so (CI has none: building one takes minutes).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
versions=(0.9.3 0.11.0)
check="$([ "${1:-}" = "--check" ] && echo yes || true)"
PATH="${THRIFT_ERA:+$THRIFT_ERA:}$PATH"

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
status=0
for v in "${versions[@]}"; do
  committed="$root/src/generated/thrift-$v"
  if ! command -v "thrift-$v" >/dev/null 2>&1; then
    if [ -n "$check" ]; then
      echo "gen-thrift-era: check of src/generated/thrift-$v skipped, no thrift-$v on PATH or in \$THRIFT_ERA"
      continue
    fi
    echo "gen-thrift-era: the Thrift $v compiler is missing: build it from the 0.9.3 or 0.11.0 tag (see this script) as thrift-$v" >&2
    exit 1
  fi
  have="$("thrift-$v" --version | awk '{print $3}')"
  if [ "$have" != "$v" ]; then
    echo "gen-thrift-era: thrift-$v is Thrift $have" >&2
    exit 1
  fi
  mkdir -p "$out/schema-$v" "$out/$v"
  for f in "$root"/src/main/java/serbench/data/*/*.thrift; do
    case "$f" in */evolution/*) continue ;; esac
    sed 's/^namespace java serbench\.gen\.thrift\./namespace java serbench.era.thrift.gen./' "$f" >"$out/schema-$v/$(basename "$f")"
    "thrift-$v" --gen java:generated_annotations=suppress -out "$out/$v" "$out/schema-$v/$(basename "$f")"
  done
  if [ -n "$check" ]; then
    if ! diff -r "$committed" "$out/$v" >/dev/null; then
      diff -r "$committed" "$out/$v" | head -40 >&2
      echo "gen-thrift-era: src/generated/thrift-$v is not what Thrift $v generates from the .thrift files; run build/gen-thrift-era.sh" >&2
      status=1
    else
      echo "gen-thrift-era: src/generated/thrift-$v matches the .thrift files"
    fi
  else
    rm -rf "$committed"
    cp -r "$out/$v" "$committed"
    echo "gen-thrift-era: regenerated src/generated/thrift-$v with Thrift $v"
  fi
done
exit "$status"
