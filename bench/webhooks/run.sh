#!/usr/bin/env bash
# Kontor webhook delivery benchmark (see bench/README.md, "Webhook delivery"):
#
#   bench/webhooks/run.sh             latency at a fixed rate, sustained throughput, bare HttpClient baseline
#   bench/webhooks/run.sh fairness    a healthy endpoint's latency without and with a dead endpoint's backlog
#
#   1. builds bench/webhooks (the benchmark jar) and, unless KONTOR_JAR is given, the application from a clone of
#      this repository's HEAD in /tmp/kontor-wh-src (fairness: /tmp/kontor-whf-src);
#   2. drops the schema kontor_bench (fairness: kontor_bench_whf) of the local PostgreSQL (127.0.0.1:5432, database
#      test, user postgres) and starts Kontor on it, on a free port of 127.0.0.1, with plain-http loopback webhook
#      targets allowed;
#   3. runs the benchmark;
#   4. stops Kontor (also on Ctrl-C or failure) and writes the summary to bench/results/webhooks-<UTC date-time>.md
#      and bench/results/webhooks-latest.md (fairness: webhooks-fairness-<UTC date-time>.md and
#      webhooks-fairness-latest.md).
#
# Environment (all optional):
#   KONTOR_JAR                      application jar (default: build one from a clone of HEAD)
#   BENCH_WH_RATE                   events/s of the latency phase (default 2000)
#   BENCH_WH_LATENCY_SECONDS        duration of the latency phase (default 60)
#   BENCH_WH_SECONDS                duration of each throughput run and of the baseline (default 20)
#   BENCH_WH_WARMUP_SECONDS         open-loop warm-up before the latency phase, reported, not judged (default 20)
#   BENCH_WH_CONCURRENCY            publishers of the throughput phase, connections of the baseline (default 32)
#   BENCH_WH_LATENCY_BATCH          events per publish request in the latency phase (default 10: a request every 20 ms)
#   BENCH_WH_THROUGHPUT_BATCH       events per publish request in the throughput phase (default 100)
#   BENCH_WH_THROUGHPUT_RUNS        runs of the throughput phase, one after the other; each is reported and the worst
#                                   is held to the target (default 3)
#   BENCH_WH_DRAIN_SECONDS          longest wait for outstanding deliveries after a phase (default 180)
# Fairness mode:
#   BENCH_WH_FAIRNESS_RATE          events/s for the healthy endpoint, open loop (default 50)
#   BENCH_WH_FAIRNESS_WARMUP_SECONDS  unmeasured warm-up of the healthy endpoint before the first run (default 20)
#   BENCH_WH_FAIRNESS_SECONDS       duration of each healthy run, without and with the backlog (default 60)
#   BENCH_WH_FAIRNESS_BATCH         events per healthy publish request (default 1: POST /admin/v1/events)
#   BENCH_WH_FAIRNESS_BACKLOG       events waiting for the dead endpoint (default 100000)
#   BENCH_WH_FAIRNESS_SETTLE_SECONDS  wait after the dead endpoint's first attempt, before the run with backlog (default 15)
#   BENCH_WH_FAIRNESS_DRAIN_SECONDS longest wait for the healthy deliveries after each run (default 30)
#   BENCH_APP_JAVA_OPTS             JVM options of the application (Kontor settings too: -Dkontor.webhooks.…=…)
#   BENCH_STARTUP_TIMEOUT_SECONDS   how long to wait for /actuator/health (default 180)
#   BENCH_KEEP_WORK=1               keep the temporary directory (application log) after a successful run
set -Eeuo pipefail

WH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BENCH_DIR=$(cd "$WH_DIR/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)

MODE=${1:-standard}
case "$MODE" in
standard | fairness) ;;
*)
	echo "usage: $0 [fairness]" >&2
	exit 2
	;;
esac
RATE=${BENCH_WH_RATE:-2000}
LATENCY_SECONDS=${BENCH_WH_LATENCY_SECONDS:-60}
PHASE_SECONDS=${BENCH_WH_SECONDS:-20}
WARMUP=${BENCH_WH_WARMUP_SECONDS:-20}
CONCURRENCY=${BENCH_WH_CONCURRENCY:-32}
LATENCY_BATCH=${BENCH_WH_LATENCY_BATCH:-10}
THROUGHPUT_BATCH=${BENCH_WH_THROUGHPUT_BATCH:-100}
THROUGHPUT_RUNS=${BENCH_WH_THROUGHPUT_RUNS:-3}
DRAIN=${BENCH_WH_DRAIN_SECONDS:-180}
FAIR_RATE=${BENCH_WH_FAIRNESS_RATE:-50}
FAIR_SECONDS=${BENCH_WH_FAIRNESS_SECONDS:-60}
FAIR_WARMUP=${BENCH_WH_FAIRNESS_WARMUP_SECONDS:-20}
FAIR_BATCH=${BENCH_WH_FAIRNESS_BATCH:-1}
FAIR_BACKLOG=${BENCH_WH_FAIRNESS_BACKLOG:-100000}
FAIR_SETTLE=${BENCH_WH_FAIRNESS_SETTLE_SECONDS:-15}
FAIR_DRAIN=${BENCH_WH_FAIRNESS_DRAIN_SECONDS:-30}
DATABASE="test"
if [[ "$MODE" == fairness ]]; then
	SCHEMA=kontor_bench_whf
	SRC_CLONE=/tmp/kontor-whf-src
	RESULT_PREFIX=webhooks-fairness
else
	SCHEMA=kontor_bench
	SRC_CLONE=/tmp/kontor-wh-src
	RESULT_PREFIX=webhooks
fi

# The requirements the figures are checked against.
TARGET_EVENTS_PER_SECOND=2000
TARGET_P99_MS=250
# Sustained delivery of the worst throughput run at least this share of the bare HttpClient's rate, and delivery
# while publishing at least this share of the run's sustained rate.
TARGET_RATIO=0.5
TARGET_WHILE_PUBLISHING_SHARE=0.5
# Fairness: the healthy endpoint's p95 with the dead backlog at most this many times its p95 without.
TARGET_FAIRNESS_RATIO=1.10

BENCH_LOG_PREFIX=webhooks
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"
server_settings "" # APP_JAVA_OPTS, STARTUP_TIMEOUT and KEEP_WORK

require_tools curl timeout psql git sed
require_whole_numbers WARMUP FAIR_WARMUP FAIR_RATE FAIR_SECONDS FAIR_BATCH FAIR_BACKLOG FAIR_SETTLE FAIR_DRAIN
PSQL=(psql -q -h 127.0.0.1 -U postgres -d "$DATABASE")

# ---------------------------------------------------------------------------------------------------- build
use_jdk
build_bench_and_app "$WH_DIR" kontor-webhook-bench.jar "$SRC_CLONE"

# ---------------------------------------------------------------------------------------------------- state
WORK_HOLDS="application log, benchmark output"
begin_run kontor-wh-bench
BENCH_OUT="$WORK/bench.out"

# ---------------------------------------------------------------------------------------------------- application
APP_PORT=$("$JAVA" -jar "$BENCH_JAR" free-port)
# multi-row inserts of JDBC batches, as application-prod.yml sets them
start_app_on_postgres --jdbc-options "&reWriteBatchedInserts=true" \
	--env KONTOR_WEBHOOKS_REQUIRE_HTTPS=false --env KONTOR_WEBHOOKS_ALLOW_PRIVATE_TARGETS=true

# ---------------------------------------------------------------------------------------------------- benchmark
if [[ "$MODE" == fairness ]]; then
	# warm-up and two runs with their drains, the backlog (at most 300 s), the wait for the first dead attempt (60 s)
	BENCH_TIMEOUT=$((FAIR_WARMUP + 2 * FAIR_SECONDS + 3 * FAIR_DRAIN + 300 + 60 + FAIR_SETTLE + 180))
	log "fairness benchmark: tenant H at $FAIR_RATE events/s for $FAIR_SECONDS s (after $FAIR_WARMUP s warm-up)," \
		"then $FAIR_BACKLOG events for tenant D's dead endpoint, then tenant H again (at most $BENCH_TIMEOUT s)"
	BENCH_ARGS=(fairness "$BASE_URL" --rate "$FAIR_RATE" --seconds "$FAIR_SECONDS"
		--warmup-seconds "$FAIR_WARMUP" --batch "$FAIR_BATCH" --backlog "$FAIR_BACKLOG" --settle-seconds "$FAIR_SETTLE"
		--drain-seconds "$FAIR_DRAIN" --goal-ratio "$TARGET_FAIRNESS_RATIO")
else
	BENCH_TIMEOUT=$((WARMUP + LATENCY_SECONDS + (1 + THROUGHPUT_RUNS) * PHASE_SECONDS + (2 + THROUGHPUT_RUNS) * DRAIN + 180))
	log "benchmark: $RATE events/s for $LATENCY_SECONDS s (after $WARMUP s warm-up), then $THROUGHPUT_RUNS runs of" \
		"$CONCURRENCY publishers for $PHASE_SECONDS s, then the baseline for $PHASE_SECONDS s (at most $BENCH_TIMEOUT s)"
	BENCH_ARGS=("$BASE_URL" --rate "$RATE" --latency-seconds "$LATENCY_SECONDS"
		--warmup-seconds "$WARMUP" --concurrency "$CONCURRENCY" --latency-batch "$LATENCY_BATCH"
		--throughput-batch "$THROUGHPUT_BATCH" --throughput-seconds "$PHASE_SECONDS" --throughput-runs "$THROUGHPUT_RUNS"
		--drain-seconds "$DRAIN"
		--target-events-per-second "$TARGET_EVENTS_PER_SECOND" --target-p99-ms "$TARGET_P99_MS"
		--target-ratio "$TARGET_RATIO" --target-while-publishing-share "$TARGET_WHILE_PUBLISHING_SHARE")
fi
rc=0
run_child timeout --kill-after=10 "$BENCH_TIMEOUT" "$JAVA" -Xms256m -Xmx1g -jar "$BENCH_JAR" "${BENCH_ARGS[@]}" \
	> "$BENCH_OUT" || rc=$?
((rc == 0)) || NOTES+=("the benchmark ended with exit code $rc (see its output above)")
kill -0 "$APP_PID" 2> /dev/null || NOTES+=("Kontor was no longer running after the benchmark")
stop_app
LOADAVG_AFTER=$(loadavg)

# ---------------------------------------------------------------------------------------------------- report
note_app_log_errors
PG_VERSION=$("${PSQL[@]}" -Atc 'SHOW server_version' 2> /dev/null || echo "?")

if [[ "$MODE" == fairness ]]; then
	TITLE="Kontor webhook delivery fairness benchmark"
	LOAD="tenant H: one endpoint at the benchmark's receiver (answers 204 at once), $FAIR_RATE events/s open loop in publish requests of $FAIR_BATCH event(s), $FAIR_WARMUP s warm-up, then $FAIR_SECONDS s without and $FAIR_SECONDS s with the backlog (each drained for at most $FAIR_DRAIN s); tenant D: one endpoint at a dead receiver (loopback TCP socket that accepts and never answers), $FAIR_BACKLOG events published in requests of 1000 before the second run, which starts $FAIR_SETTLE s after they are accepted and the dead receiver has its first connection; publisher and receivers on the same machine"
	TARGETS="Goal: the healthy endpoint's p95 end-to-end latency with the dead endpoint's backlog waiting at most $TARGET_FAIRNESS_RATIO × its p95 without (at most 10 % worse), every healthy event delivered. A figure with \"≥\" includes events not delivered within the drain time, counted with the latency they had reached then (a lower bound)."
else
	TITLE="Kontor webhook delivery benchmark"
	LOAD="latency: $RATE events/s open loop in publish requests of $LATENCY_BATCH events, $WARMUP s warm-up + $LATENCY_SECONDS s; throughput: $THROUGHPUT_RUNS runs of $CONCURRENCY publishers of $THROUGHPUT_BATCH events per request for $PHASE_SECONDS s, delivered rate counted until the last event arrived, the worst run judged; baseline: bare HttpClient, $CONCURRENCY connections for $PHASE_SECONDS s; publisher and receiver on the same machine"
	TARGETS="Targets: in the worst throughput run, sustained delivery at least $TARGET_RATIO × the bare HttpClient's rate and at least $TARGET_EVENTS_PER_SECOND events/s, nothing undelivered; in every run, delivery while publishing at least $TARGET_WHILE_PUBLISHING_SHARE × the run's sustained rate; p99 end-to-end latency under $TARGET_P99_MS ms at $RATE events/s. Publish requests answered 429 wait their Retry-After and go on."
fi

REPORT="$WORK/report.md"
{
	report_head "$TITLE"
	setup_rows
	echo "| Database | PostgreSQL $PG_VERSION on 127.0.0.1, schema $SCHEMA (dropped before the run) |"
	echo "| Load | $LOAD |"
	run_rows
	driver_sections "$TARGETS"
	notes_section
	app_log_section 60
} > "$REPORT"
publish_report "$RESULT_PREFIX-"
((rc == 0)) || exit "$rc"
