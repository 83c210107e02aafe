#!/usr/bin/env bash
# How well serbench's figures survive noise (docs/noise.md): the same selection measured without noise, under a named
# noise scenario (serbench noise: bursts, hog, membw), and without noise again, then the agreement of every two runs.
# A benchmark, not a test: about 4 minutes a run for the default selection. Nothing else should run meanwhile.
#
#   bench/noise-agreement.sh [SCENARIO] [run options...]
#   bench/noise-agreement.sh hog --codecs kryo,protobuf --ops build+ser
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
scenario="${1:-bursts}"
shift || true
selection=("$@")
if [ ${#selection[@]} -eq 0 ]; then
  # sixteen codecs of every family on media, the like-for-like columns
  selection=(--codecs protobuf,quickbuf,wire,thrift-compact,avro,flatbuffers,capnproto,sbe,kryo,fory,jackson-json,fastjson2,dsl-json,java-builtin,hessian2,activej
             --ops build+ser,deser-read)
fi
out="${SERBENCH_NOISE_OUT:-$here/serbench-results/noise-$(date +%Y%m%d-%H%M%S)}"
mkdir -p "$out"
serbench=("$here/serbench")
noise_pid=""
stop_noise() { if [ -n "$noise_pid" ]; then kill "$noise_pid" 2>/dev/null || true; wait "$noise_pid" 2>/dev/null || true; noise_pid=""; fi; }
trap stop_noise EXIT INT TERM

measure() {   # NAME [noise scenario]
  local name="$1" noise="${2:-}" start
  if [ -n "$noise" ]; then
    # bounded by itself too: a noise maker this script failed to stop ends within the hour
    "${serbench[@]}" noise "$noise" --for 1h >/dev/null & noise_pid=$!
  fi
  start=$(date +%s)
  "${serbench[@]}" run "${selection[@]}" --out "$out/$name" > "$out/$name.log" 2>&1 || true
  stop_noise
  echo "$name: $(( $(date +%s) - start )) s; $(grep -h 'machine check:' "$out/$name.log" | head -1); $(grep -hE 'median error' "$out/$name.log" | tail -1)"
}

measure quiet-1
measure "$scenario" "$scenario"
measure quiet-2
echo
echo "by the reference (the first run's figures read in the second's units):"
"${serbench[@]}" agreement "$out/quiet-1" "$out/$scenario" "$out/quiet-2"
echo
echo "as each run read them (--raw):"
"${serbench[@]}" agreement --raw "$out/quiet-1" "$out/$scenario" "$out/quiet-2"
