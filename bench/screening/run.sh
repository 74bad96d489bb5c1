#!/usr/bin/env bash
# Kontor screening benchmark (see bench/README.md, "Screening"): builds bench/screening, which compiles the
# application's screening classes from src/main/java of this working copy with a generator of a synthetic list in
# OpenSanctions' targets.simple.csv format, and measures screening one name at a time against it, in one thread.
# Prints the figures and writes them to bench/results/screening-<UTC date-time>.md and screening-latest.md.
#
# Environment (all optional):
#   BENCH_SCR_ENTRIES     list entries (default 100000)
#   BENCH_SCR_SCREENINGS  measured screenings (default 2000)
#   BENCH_SCR_WARMUP      unmeasured screenings before (default 2000)
#   BENCH_SCR_SEED        seed of the list and the queries (default 42)
#   BENCH_SCR_JAVA_OPTS   JVM options (default -Xmx1g)
set -Eeuo pipefail

SCR_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BENCH_DIR=$(cd "$SCR_DIR/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)

ENTRIES=${BENCH_SCR_ENTRIES:-100000}
SCREENINGS=${BENCH_SCR_SCREENINGS:-2000}
WARMUP=${BENCH_SCR_WARMUP:-2000}
SEED=${BENCH_SCR_SEED:-42}
JAVA_OPTS=${BENCH_SCR_JAVA_OPTS:--Xmx1g}
TARGET_MS=50

BENCH_LOG_PREFIX=screening
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"

require_whole_numbers ENTRIES SCREENINGS WARMUP SEED

use_jdk
log "building bench/screening"
(cd "$ROOT" && timeout 900 ./mvnw -q -B -f bench/screening/pom.xml package)

STAMP=$(date -u +%Y-%m-%dT%H%M%SZ)
LOAD=$(loadavg)
log "screening against $ENTRIES entries: $WARMUP warm-up, $SCREENINGS measured (load average $LOAD)"
# shellcheck disable=SC2086
OUTPUT=$("$JAVA" $JAVA_OPTS -jar "$SCR_DIR/target/kontor-screening-bench.jar" "$ENTRIES" "$SCREENINGS" "$WARMUP" "$SEED")
echo "$OUTPUT"

value() { echo "$OUTPUT" | tr ' ' '\n' | sed -n "s/^$1=//p"; }
P99=$(value p99_ms)
VERDICT=$(awk -v p99="$P99" -v target="$TARGET_MS" 'BEGIN { print (p99 < target) ? "met" : "NOT met" }')
COMMIT=$(git -C "$ROOT" log -1 --format='%h %s' 2> /dev/null || echo "n/a")
DIRTY=$(git -C "$ROOT" status --porcelain -- src/main/java/dev/kontor/aml 2> /dev/null | head -1)

REPORT=$(cat << MD
# Screening benchmark $STAMP

- Commit: $COMMIT${DIRTY:+ (with uncommitted changes under src/main/java/dev/kontor/aml)}
- JDK: $("$JAVA" -version 2>&1 | head -1); JVM options: $JAVA_OPTS
- Machine: $(nproc) cores; load average at start $LOAD
- List: $(value entries) synthetic entries (seed $SEED), $(value variants) name variants; parsing and indexing took $(value load_ms) ms
- Screenings: $(value screenings) measured after $(value warmup) warm-up, one thread; $(value listed_queries) queries
  were listed names with a letter changed, the others new names; $(value queries_with_hits) had hits; threshold 0.92

| median ms | p90 ms | p99 ms | max ms | mean ms |
|---|---|---|---|---|
| $(value median_ms) | $(value p90_ms) | $(value p99_ms) | $(value max_ms) | $(value mean_ms) |

Target: one name against 100,000 entries well under $TARGET_MS ms (p99): **$VERDICT**.
MD
)
mkdir -p "$BENCH_DIR/results"
echo "$REPORT" > "$BENCH_DIR/results/screening-$STAMP.md"
echo "$REPORT" > "$BENCH_DIR/results/screening-latest.md"
echo
echo "$REPORT"
log "written to bench/results/screening-$STAMP.md"
