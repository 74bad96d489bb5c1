#!/usr/bin/env bash
# Kontor quote stream benchmark: C WebSocket connections to /api/pricefeed/v2/quotes/stream on one instance, each
# subscribed to its own I instruments, while quotes are ingested at a fixed rate; the time from a quote's ingestion to
# its arrival at the client subscribed to it.
#
#   bench/streams/run-quotes.sh
#
#   1. builds the application from a clone of this repository's HEAD in /tmp/kontor-quotes-src, unless KONTOR_JAR is
#      given;
#   2. drops the schema kontor_bench_quotes of the local PostgreSQL (127.0.0.1:5432, database test, user postgres) and
#      starts Kontor on it, on a free port of 127.0.0.1;
#   3. runs the driver (bench/streams/QuoteStreamBench.java, run as a single-file program): creates C × I
#      instruments, a feed client of the operator and reader clients of a tenant (25 connections a client, within the
#      price feed's limit of subscribe messages), gives each instrument a first quote, opens the connections and
#      subscribes each to its instruments, then ingests through POST /api/pricefeed/v2/quotes/ingest (NDJSON, the
#      instruments in turn, each request's quotes stamped with the time it is sent) for the warm-up and then the
#      measured time, and measures from each quote's dateTime to its arrival;
#   4. stops Kontor (also on Ctrl-C or failure) and writes bench/results/streams-quotes-<UTC date-time>.md and
#      bench/results/streams-quotes-latest.md.
#
# Each instrument has one subscriber, so every quote ingested is one message to send unless the stream conflates it
# (a client that reads slowly gets the newest quote of an instrument). Driver and server share the machine.
#
# Environment (all optional):
#   KONTOR_JAR                   application jar (default: build one from a clone of HEAD)
#   BENCH_QUOTES_CONNECTIONS     WebSocket connections (default 1000)
#   BENCH_QUOTES_INSTRUMENTS     instruments per connection (default 100)
#   BENCH_QUOTES_RATE            quotes/s ingested (default 50000)
#   BENCH_QUOTES_BATCH           quotes per ingest request (default 2500: 20 requests a second at 50,000/s)
#   BENCH_QUOTES_SECONDS         measured time (default 60)
#   BENCH_QUOTES_WARMUP_SECONDS  unmeasured ingestion before it (default 15)
#   BENCH_APP_JAVA_OPTS          JVM options of the application (default -Xms2g -Xmx2g: a heap of fixed size, as the
#                                image commits its whole heap at start)
#   BENCH_STARTUP_TIMEOUT_SECONDS, BENCH_KEEP_WORK=1   as in the other benchmarks
set -Eeuo pipefail

STREAMS_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BENCH_DIR=$(cd "$STREAMS_DIR/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)

CONNECTIONS=${BENCH_QUOTES_CONNECTIONS:-1000}
PER_CONNECTION=${BENCH_QUOTES_INSTRUMENTS:-100}
RATE=${BENCH_QUOTES_RATE:-50000}
BATCH=${BENCH_QUOTES_BATCH:-2500}
SECONDS_MEASURED=${BENCH_QUOTES_SECONDS:-60}
WARMUP=${BENCH_QUOTES_WARMUP_SECONDS:-15}
DATABASE="test"
SCHEMA=kontor_bench_quotes
TARGET_P99_MS=50

BENCH_LOG_PREFIX=streams-quotes
source "$BENCH_DIR/lib.sh"
server_settings "-Xms2g -Xmx2g"

require_tools curl timeout psql git
require_whole_numbers CONNECTIONS PER_CONNECTION RATE BATCH SECONDS_MEASURED WARMUP
((CONNECTIONS >= 1 && PER_CONNECTION >= 1 && BATCH >= 1 && RATE >= BATCH)) \
	|| die "connections, instruments and batch must be at least 1, and the rate at least one batch a second"
PSQL=(psql -q -h 127.0.0.1 -U postgres -d "$DATABASE")
ulimit -n "$((CONNECTIONS * 2 + 1024))" 2> /dev/null || log "cannot raise the open files limit (it is $(ulimit -n))"

use_jdk
build_app_from_head /tmp/kontor-quotes-src
WORK_HOLDS="application log, driver output"
begin_run kontor-quotes-bench
BENCH_OUT="$WORK/bench.out"

APP_PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
start_app_on_postgres --jdbc-options "&reWriteBatchedInserts=true"

BENCH_TIMEOUT=$((WARMUP + SECONDS_MEASURED + 900))
log "driver: $CONNECTIONS connections of $PER_CONNECTION instruments, $RATE quotes/s in requests of $BATCH for $WARMUP s warm-up and $SECONDS_MEASURED s"
rc=0
run_child timeout --kill-after=10 "$BENCH_TIMEOUT" "$JAVA" -Xmx2g "$STREAMS_DIR/QuoteStreamBench.java" "$BASE_URL" \
	"$CONNECTIONS" "$PER_CONNECTION" "$RATE" "$BATCH" "$SECONDS_MEASURED" "$WARMUP" > "$BENCH_OUT" || rc=$?
((rc == 0)) || NOTES+=("the driver ended with exit code $rc")
kill -0 "$APP_PID" 2> /dev/null || NOTES+=("Kontor was no longer running after the benchmark")
record_machine_state "after the run"
stop_app
LOADAVG_AFTER=$(loadavg)
note_app_log_errors
PG_VERSION=$("${PSQL[@]}" -Atc 'SHOW server_version' 2> /dev/null || echo "?")

REPORT="$WORK/report.md"
{
	report_head "Kontor quote stream benchmark"
	setup_rows
	echo "| Database | PostgreSQL $PG_VERSION on 127.0.0.1, schema $SCHEMA (dropped before the run) |"
	echo "| Load | $CONNECTIONS WebSocket connections of $PER_CONNECTION instruments each ($((CONNECTIONS * PER_CONNECTION)) instruments, one subscriber each), $RATE quotes/s ingested as NDJSON in requests of $BATCH, $WARMUP s warm-up + $SECONDS_MEASURED s measured; driver and server on the same machine |"
	run_rows
	driver_sections "Target: every connection open, ingestion to client p99 under $TARGET_P99_MS ms at $RATE quotes/s; a quote left out because a newer one of its instrument replaced it (conflation) is not a loss."
	machine_state_section
	notes_section
	app_log_section 40
} > "$REPORT"
publish_report "streams-quotes-"
((rc == 0)) || exit "$rc"
