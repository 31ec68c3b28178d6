#!/usr/bin/env bash
# Takes every figure issue 35 asks for in one window, in the order docs/benchmarks.md reports them: the import
# (JMH, three forks, one processor; then ImportRatio in three JVMs), the whole check, the frame harness (three runs
# on schema-2000, one on 10,000 tables), and the PNG exports through ./ksd (quiet twice, both cores busy three
# times, 10,000 tables once). Run it from the repository's root with nothing else running, after
#   mvn -B -q install -DskipTests
# Usage: bench/scripts/issue-35-figures.sh OUT_DIR   (each step's output in a file of OUT_DIR; a summary at the end)
set -euo pipefail

out="${1:?usage: bench/scripts/issue-35-figures.sh OUT_DIR}"
mkdir -p "$out"
schema="${BENCH_SCHEMA:-../shared/bench/schema-2000.cql}"
large="$out/schema-10000.cql"
jar=bench/target/benchmarks.jar

java -cp "$jar" dev.keyspace.bench.BenchSchema --tables 10000 --out "$large" > /dev/null
date -u +%FT%TZ > "$out/start"
git rev-parse --short HEAD > "$out/commit"

java -Dbench.schema="$schema" -jar "$jar" 'CqlReaderBenchmark.oursImports|CassandraParserBenchmark' \
  -wi 8 -i 10 -w 2 -r 2 -f 3 -jvmArgsAppend -XX:ActiveProcessorCount=1 > "$out/import-jmh.log" 2>&1
for i in 1 2 3; do
  java -XX:ActiveProcessorCount=1 -Dbench.schema="$schema" -cp "$jar" dev.keyspace.bench.ImportRatio 20 60 \
    > "$out/ratio-$i.log" 2>&1
done
java -jar "$jar" 'CheckerBenchmark.checkSchema2000With4000Queries' -wi 5 -i 8 -w 2 -r 2 -f 1 > "$out/check.log" 2>&1

frames() {
  mvn -B -pl app verify -Dspotless.check.skip=true -DskipITs -Dtest=Schema2000FrameTimeTest \
    -Dsurefire.failIfNoSpecifiedTests=false -Dksd.frames=true -Dtests.jit= -Dbench.schema="$(realpath "$1")"
}
for i in 1 2 3; do frames "$schema" > "$out/frames-2k-$i.log" 2>&1; done
frames "$large" > "$out/frames-10k.log" 2>&1

export_png() {
  /usr/bin/time -f "%e s, %M KB" ./ksd export --png "$out/export.png" --view physical "$1" 2>&1 | tail -1
}
for i in 1 2; do export_png "$schema" > "$out/export-quiet-$i.log"; done
(while :; do :; done) & busy1=$!
(while :; do :; done) & busy2=$!
trap 'kill $busy1 $busy2 2> /dev/null || true' EXIT
for i in 1 2 3; do export_png "$schema" > "$out/export-loaded-$i.log"; done
kill $busy1 $busy2
export_png "$large" > "$out/export-10k.log"
rm -f "$out/export.png"
date -u +%FT%TZ > "$out/end"

cd "$out"
echo "window $(cat start) - $(cat end), commit $(cat commit)"
grep -E "^(Cassandra|CqlReader).*avgt" import-jmh.log || true
grep -h "ratio of a pair" ratio-*.log || true
grep -E "avgt" check.log || true
for f in frames-*.log; do echo "$f: $(grep -hE 'first switch|all drawn' "$f" | tr '\n' ' ')"; done
for f in export-*.log; do echo "$f: $(cat "$f")"; done
