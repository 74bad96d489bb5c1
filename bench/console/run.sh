#!/usr/bin/env bash
# Kontor back-office console benchmark (see bench/README.md, "Back-office console pages"):
#   1. runs the harness dev.kontor.console.ConsoleBench (src/test) through Maven against the local PostgreSQL
#      (127.0.0.1:5432, database test, user postgres) in its own schema ($BENCH_CONSOLE_SCHEMA, cleaned and migrated
#      by the test profile);
#   2. the harness seeds one tenant's client records (names from a short list, one surname per hundred), a cash
#      account with 1,000 bookings for one client record in a hundred, and orders spread over the client records,
#      four ISINs, five statuses and the last year, all by SQL; then signs a back-office user in to the console;
#   3. times each main back-office page (searches, record, account, orders, order) over the console session, one
#      request after the other after a warm-up, and writes p50, p95 and the slowest to
#      bench/results/console-<UTC date-time>.md and bench/results/console-latest.md, which it prints.
#
# Environment (all optional):
#   BENCH_CONSOLE_CLIENTS   client records seeded (default 100000)
#   BENCH_CONSOLE_ORDERS    orders seeded (default 1000000)
#   BENCH_CONSOLE_REQUESTS  timed requests per page (default 100)
#   BENCH_CONSOLE_SCHEMA    PostgreSQL schema (default kontor_bench_console; dropped afterwards unless BENCH_KEEP_WORK=1)
set -Eeuo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
BENCH_LOG_PREFIX=console
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"

CLIENTS=${BENCH_CONSOLE_CLIENTS:-100000}
ORDERS=${BENCH_CONSOLE_ORDERS:-1000000}
REQUESTS=${BENCH_CONSOLE_REQUESTS:-100}
SCHEMA=${BENCH_CONSOLE_SCHEMA:-kontor_bench_console}
require_whole_numbers CLIENTS ORDERS REQUESTS
require_tools psql

use_jdk
cd "$ROOT"
log "machine: $(loadavg) (load average), $(nproc) cores"
log "running the harness on PostgreSQL schema $SCHEMA: $CLIENTS client records, $ORDERS orders"
KONTOR_TEST_DB=postgres KONTOR_TEST_SCHEMA="$SCHEMA" ./mvnw -B -q test -Dtest=ConsoleBench \
	-Dsurefire.failIfNoSpecifiedTests=false -Dkontor.bench.console=true -Dkontor.bench.clients="$CLIENTS" \
	-Dkontor.bench.orders="$ORDERS" -Dkontor.bench.requests="$REQUESTS"
log "load average afterwards: $(loadavg)"
if [[ "${BENCH_KEEP_WORK:-0}" != 1 ]]; then
	PGOPTIONS='-c client_min_messages=warning' psql -X -q -h 127.0.0.1 -U postgres test \
		-c "DROP SCHEMA IF EXISTS $SCHEMA CASCADE" > /dev/null
fi
log "results: bench/results/console-latest.md"
cat bench/results/console-latest.md
