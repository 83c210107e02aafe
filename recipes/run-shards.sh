#!/bin/sh
# Every shard of a run on this machine, one after another, each started as an engine starts it (its index in
# JOB_COMPLETION_INDEX, through shard.sh), then the merge: a rehearsal of the recipes, and how the test suite
# checks them. SERBENCH: the command that runs serbench (default ./serbench).
#   usage: recipes/run-shards.sh N OUT [serbench run options...]
# writes OUT/shard-K-of-N for each shard and OUT/merged; exits as the merge does (1: a pair failed or is missing).
set -eu
if [ $# -lt 2 ]; then
  echo "usage: recipes/run-shards.sh N OUT [serbench run options...]" >&2
  exit 2
fi
here=$(dirname "$0")
count=$1
out=$2
shift 2
serbench=${SERBENCH:-./serbench}
i=0
while [ "$i" -lt "$count" ]; do
  status=0
  JOB_COMPLETION_INDEX=$i SHARD_COUNT=$count OUT=$out "$here/shard.sh" "$@" || status=$?
  # 1: a pair failed, which the merged report lists; anything else (a usage error, an interruption) stops here
  [ "$status" -le 1 ] || exit "$status"
  i=$((i + 1))
done
exec $serbench merge --out "$out/merged" "$out"/shard-*-of-"$count"
