#!/usr/bin/env bash
# Kontor event stream benchmark: N open event streams (GET /api/v3/events/stream) on one instance, and the time from
# an event's acceptance to its arrival at each subscriber while events are published at a fixed rate.
#
#   bench/streams/run-sse.sh
#
#   1. builds the application from a clone of this repository's HEAD in /tmp/kontor-sse-src, unless KONTOR_JAR is
#      given;
#   2. drops the schema kontor_bench_sse of the local PostgreSQL (127.0.0.1:5432, database test, user postgres) and
#      starts Kontor on it, on a free port of 127.0.0.1;
#   3. runs the driver (bench/streams/SseBench.java, run as a single-file program): creates the tenants, each with a
#      client holding events.read and a webhook endpoint at the driver's receiver (which answers 204 at once), opens
#      the streams spread evenly over the tenants, publishes through
#      POST /admin/v1/event-batches (ten requests a second, the tenants in turn) for the warm-up and then the measured
#      time, and measures from each event's timestamp (taken in the publishing transaction, just before it commits)
#      to its arrival at each subscriber, and at the webhook receiver: the webhook path's latency in the same run;
#   4. stops Kontor (also on Ctrl-C or failure) and writes bench/results/streams-sse-<UTC date-time>.md and
#      bench/results/streams-sse-latest.md.
#
# Every event of a tenant goes to each of the tenant's streams: the deliveries per second are
# BENCH_SSE_RATE × BENCH_SSE_SUBSCRIBERS / BENCH_SSE_TENANTS. Driver and server share the machine.
#
# Environment (all optional):
#   KONTOR_JAR                 application jar (default: build one from a clone of HEAD)
#   BENCH_SSE_SUBSCRIBERS      open streams (default 10000; the driver's process needs as many file descriptors)
#   BENCH_SSE_TENANTS          tenants the streams are spread over (default 1000: ten streams each)
#   BENCH_SSE_RATE             events/s published (default 500)
#   BENCH_SSE_SECONDS          measured time (default 60)
#   BENCH_SSE_WARMUP_SECONDS   unmeasured publishing before it (default 15)
#   BENCH_APP_JAVA_OPTS        JVM options of the application (default -Xms2g -Xmx2g: a heap of fixed size, as the
#                              image commits its whole heap at start)
#   BENCH_STARTUP_TIMEOUT_SECONDS, BENCH_KEEP_WORK=1   as in the other benchmarks
set -Eeuo pipefail

SSE_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BENCH_DIR=$(cd "$SSE_DIR/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)

SUBSCRIBERS=${BENCH_SSE_SUBSCRIBERS:-10000}
TENANTS=${BENCH_SSE_TENANTS:-1000}
RATE=${BENCH_SSE_RATE:-500}
SECONDS_MEASURED=${BENCH_SSE_SECONDS:-60}
WARMUP=${BENCH_SSE_WARMUP_SECONDS:-15}
DATABASE="test"
SCHEMA=kontor_bench_sse
TARGET_P99_MS=100

BENCH_LOG_PREFIX=streams-sse
source "$BENCH_DIR/lib.sh"
server_settings "-Xms2g -Xmx2g"

require_tools curl timeout psql git
require_whole_numbers SUBSCRIBERS TENANTS RATE SECONDS_MEASURED WARMUP
((TENANTS >= 1 && SUBSCRIBERS >= TENANTS)) || die "BENCH_SSE_SUBSCRIBERS must be at least BENCH_SSE_TENANTS (≥ 1)"
PSQL=(psql -q -h 127.0.0.1 -U postgres -d "$DATABASE")
ulimit -n "$((SUBSCRIBERS + 1024))" 2> /dev/null || log "cannot raise the open files limit to $((SUBSCRIBERS + 1024)) (it is $(ulimit -n))"

use_jdk
build_app_from_head /tmp/kontor-sse-src
WORK_HOLDS="application log, driver output"
begin_run kontor-sse-bench
BENCH_OUT="$WORK/bench.out"

APP_PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
start_app_on_postgres --jdbc-options "&reWriteBatchedInserts=true" \
	--env KONTOR_WEBHOOKS_REQUIRE_HTTPS=false --env KONTOR_WEBHOOKS_ALLOW_PRIVATE_TARGETS=true

BENCH_TIMEOUT=$((WARMUP + SECONDS_MEASURED + 900))
log "driver: $SUBSCRIBERS streams over $TENANTS tenants, $RATE events/s for $WARMUP s warm-up and $SECONDS_MEASURED s"
rc=0
run_child timeout --kill-after=10 "$BENCH_TIMEOUT" "$JAVA" -Xmx2g "$SSE_DIR/SseBench.java" "$BASE_URL" "$SUBSCRIBERS" \
	"$TENANTS" "$RATE" "$SECONDS_MEASURED" "$WARMUP" > "$BENCH_OUT" || rc=$?
((rc == 0)) || NOTES+=("the driver ended with exit code $rc")
kill -0 "$APP_PID" 2> /dev/null || NOTES+=("Kontor was no longer running after the benchmark")
record_machine_state "after the run"
stop_app
LOADAVG_AFTER=$(loadavg)
note_app_log_errors
PG_VERSION=$("${PSQL[@]}" -Atc 'SHOW server_version' 2> /dev/null || echo "?")

REPORT="$WORK/report.md"
{
	report_head "Kontor event stream benchmark"
	setup_rows
	echo "| Database | PostgreSQL $PG_VERSION on 127.0.0.1, schema $SCHEMA (dropped before the run) |"
	echo "| Load | $SUBSCRIBERS streams over $TENANTS tenants (each event goes to $((SUBSCRIBERS / TENANTS)) streams: $((RATE * SUBSCRIBERS / TENANTS)) deliveries/s), $RATE events/s in ten publish requests a second, $WARMUP s warm-up + $SECONDS_MEASURED s measured; driver and server on the same machine |"
	run_rows
	driver_sections "Target: every stream open, every event delivered, p99 from acceptance to subscriber under $TARGET_P99_MS ms at $RATE events/s. The webhook line is the same events' latency to one endpoint a tenant, for comparison."
	machine_state_section
	notes_section
	app_log_section 40
} > "$REPORT"
publish_report "streams-sse-"
((rc == 0)) || exit "$rc"
