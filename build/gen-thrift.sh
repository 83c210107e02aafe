#!/usr/bin/env bash
# Generates Java classes from every .thrift file. Installs Debian's thrift-compiler first when the
# machine lacks it, so a fresh clone needs no manual step.
set -euo pipefail
src=$1 out=$2

if ! command -v thrift >/dev/null 2>&1; then
  echo "[serbench] the Apache Thrift compiler is missing: installing Debian's thrift-compiler" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo -n"
  if ! { $sudo apt-get update -qq && $sudo apt-get install -y -qq thrift-compiler; } >&2; then
    echo "[serbench] could not install thrift-compiler: run 'apt-get install thrift-compiler' as root" >&2
    exit 1
  fi
fi

rm -rf "$out"
mkdir -p "$out"   # thrift's -out directory must exist
for f in "$src"/*.thrift; do
  thrift --gen java:generated_annotations=suppress -out "$out" "$f"
done
