#!/usr/bin/env bash
# Regenerates the committed Cap'n Proto classes (src/generated/capnproto) from every data set's .capnp
# schema and the evolution matrix's versions of Order. The build never runs this: it compiles the committed
# sources, so a JDK and Maven are all a build needs. It needs the Cap'n Proto compiler (Debian: apt-get install capnproto) and the capnpc-java plugin
# of capnproto-java, which no package carries: build it from that project's tag matching the runtime in
# pom.xml (g++ -std=c++14 -DVERSION='"0.1.16"' compiler/src/main/cpp/capnpc-java.c++ -lcapnp -lkj, with
# Debian's libcapnp-dev). Both come from PATH, or from $CAPNP and $CAPNPC_JAVA. The versions are recorded
# in src/generated/capnproto/VERSION. `--check` regenerates into a temporary directory and fails when the
# committed sources differ from what the generator makes, which CI runs.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
committed="$root/src/generated/capnproto"
capnp="${CAPNP:-capnp}"
plugin="${CAPNPC_JAVA:-capnpc-java}"
want_capnp="$(sed -n 's/^capnp //p' "$committed/VERSION")"
want_plugin="$(sed -n 's/^capnpc-java //p' "$committed/VERSION")"

for tool in "$capnp" "$plugin"; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "gen-capnproto: $tool is missing (see the comment at the top of build/gen-capnproto.sh)" >&2
    exit 1
  fi
done
have_capnp="$("$capnp" --version | awk '{print $NF}')"
have_plugin="$("$plugin" --version | awk '{print $NF}')"
if [ "$have_capnp" != "$want_capnp" ] || [ "$have_plugin" != "$want_plugin" ]; then
  echo "gen-capnproto: the committed classes come from capnp $want_capnp and capnpc-java $want_plugin," \
    "these are $have_capnp and $have_plugin (capnpc-java built without -DVERSION says (unknown))" >&2
  exit 1
fi

out="$(mktemp -d)"
raw="$(mktemp -d)"
trap 'rm -rf "$out" "$raw"' EXIT
# java.capnp (the $Java.package / $Java.outerClassname annotations) is capnproto-java's, copied beside this script
cd "$root/src/main/java"
# one schema at a time: the plugin writes each class beside its schema's path, and the evolution versions
# (data/evolution) share a directory and a class name, OrderSchema, in packages of their own
for schema in serbench/data/*/*.capnp; do
  "$capnp" compile -I "$root/build" --no-standard-import -o "$(command -v "$plugin"):$raw" "$schema"
  # javac's layout wants the class under its package
  for f in $(cd "$raw" && find . -name '*.java' | sort); do
    pkg="$(sed -n 's/^package \(.*\);$/\1/p' "$raw/$f")"
    mkdir -p "$out/${pkg//.//}"
    mv "$raw/$f" "$out/${pkg//.//}/"
  done
done
cp "$committed/VERSION" "$out/VERSION"

if [ "${1:-}" = "--check" ]; then
  if ! diff -r "$committed" "$out" >/dev/null; then
    diff -r "$committed" "$out" | head -40 >&2
    echo "gen-capnproto: src/generated/capnproto is not what capnp $want_capnp with capnpc-java $want_plugin" \
      "generates from the .capnp files; run build/gen-capnproto.sh" >&2
    exit 1
  fi
  echo "gen-capnproto: src/generated/capnproto matches the .capnp files"
else
  rm -rf "$committed"
  cp -r "$out" "$committed"
  echo "gen-capnproto: regenerated src/generated/capnproto with capnp $want_capnp and capnpc-java $want_plugin"
fi
