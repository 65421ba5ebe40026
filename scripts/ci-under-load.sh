#!/usr/bin/env bash
# Runs the whole CI (`.ci/run`) several times in a row on a clean clone of HEAD while a second copy of the
# server suite runs beside it, over and over, to find tests that fail by timing on a loaded machine
# (issue 23: "a flaky test is a defect"). Prints each run's outcome and duration; logs stay in the
# printed folder. Each run starts from a clone of its own, as CI's does.
#   bash scripts/ci-under-load.sh [runs=3]
set -uo pipefail
runs=${1:-3}
repo=$(git rev-parse --show-toplevel)
work=$(mktemp -d /tmp/ci-under-load.XXXXXX)
echo "logs in $work"
commit=$(git -C "$repo" rev-parse HEAD)
echo "commit $commit"
git clone -q "$repo" "$work/load"
(cd "$work/load" && npm ci --no-audit --no-fund >"$work/load-install.log" 2>&1)

# The load: the server suite on the embedded database, again and again until the CI runs are done.
(
  cd "$work/load"
  n=0
  while [ ! -e "$work/stop" ]; do
    n=$((n + 1))
    if npm run test:server >"$work/load-$n.log" 2>&1; then echo "load run $n: passed" >>"$work/load.txt"
    else echo "load run $n: FAILED (see load-$n.log)" >>"$work/load.txt"; fi
  done
) &
load=$!

failed=0
for i in $(seq "$runs"); do
  start=$(date +%s)
  git clone -q "$repo" "$work/ci-$i" && git -C "$work/ci-$i" checkout -q "$commit"
  if (cd "$work/ci-$i" && CI=true bash .ci/run >"$work/ci-$i.log" 2>&1); then outcome=passed
  else outcome=FAILED; failed=$((failed + 1)); fi
  echo "CI run $i: $outcome in $(($(date +%s) - start)) s (log: $work/ci-$i.log)"
done
touch "$work/stop"
wait "$load"
cat "$work/load.txt" 2>/dev/null
exit "$failed"
