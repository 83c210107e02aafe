#!/bin/sh
# One shard of a serbench run, started the way a batch engine starts it. Its index comes from the environment:
# JOB_COMPLETION_INDEX (0-based, as a Kubernetes Indexed Job sets it) or SHARD_INDEX (1-based, e.g. a GitHub
# Actions matrix value); SHARD_COUNT is the number of shards, OUT the folder for every shard's results (default
# serbench-results), SERBENCH the command that runs serbench (default ./serbench). The arguments are the run's own
# options, the same on every shard. A shard whose folder holds an unfinished run (a pod restarted on a kept
# volume) is resumed; a finished one is left as it is.
set -eu
serbench=${SERBENCH:-./serbench}
count=${SHARD_COUNT:?shard.sh: set SHARD_COUNT to the number of shards}
if [ -n "${JOB_COMPLETION_INDEX:-}" ]; then
  k=$((JOB_COMPLETION_INDEX + 1))
elif [ -n "${SHARD_INDEX:-}" ]; then
  k=$SHARD_INDEX
else
  echo "shard.sh: set JOB_COMPLETION_INDEX (0-based) or SHARD_INDEX (1-based)" >&2
  exit 2
fi
dir="${OUT:-serbench-results}/shard-$k-of-$count"
if [ -f "$dir/results.json" ]; then
  if grep -q '"complete" : true' "$dir/results.json"; then
    echo "shard.sh: shard $k/$count is already finished in $dir"
    exit 0
  fi
  # $serbench is a command line (e.g. "java -jar serbench.jar"): split on purpose
  exec $serbench run --resume "$dir"
fi
exec $serbench run --shard "$k/$count" --out "$dir" "$@"
