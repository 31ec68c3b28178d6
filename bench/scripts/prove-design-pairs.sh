#!/bin/bash
# Issue 34's proof on a node: each pair of designs (own vs optimized) run alternately, twice, on the dev cluster.
# usage (from the repository root, after mvn install -DskipTests):
#   [ROUNDS=2] [PROVE_ARGS="--partitions 10"] bench/scripts/prove-design-pairs.sh OUT_DIR "rubis-bidding hotel-booking ..."
set -u
cd "$(dirname "$0")/../.."
OUT=${1:-/tmp/pairs}; PAIRS=${2:-"rubis-bidding hotel-booking"}
KSD="java -jar app/target/ksd.jar"
mkdir -p "$OUT"
java -cp bench/target/benchmarks.jar dev.keyspace.bench.DesignPairs "$OUT" | tee "$OUT/pairs.txt"
$KSD dev-cluster start >/dev/null 2>&1
for pair in $PAIRS; do
  mix=${pair#*-}
  for round in $(seq 1 "${ROUNDS:-2}"); do
    for side in own optimized; do
      f="$OUT/$pair-$side.ksd.json"
      $KSD prove "$f" --workload --mix "$mix" --duration 20 --warmup 10 --concurrency 8 --format json ${PROVE_ARGS:-} \
        > "$OUT/$pair-$side-$round.json" 2> "$OUT/$pair-$side-$round.err"
      echo "$pair $side round $round exit $?"
    done
  done
done
$KSD dev-cluster stop >/dev/null 2>&1 # the data stays for next time
