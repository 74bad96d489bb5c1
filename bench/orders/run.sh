#!/usr/bin/env bash
# Kontor order benchmark (see bench/README.md, "Orders"):
#   1. runs the harness dev.kontor.orders.OrderBench (src/test) through Maven against the local PostgreSQL
#      (127.0.0.1:5432, database test, user postgres) in its own schema ($BENCH_ORDERS_SCHEMA, cleaned and migrated
#      by the test profile); everything goes through the HTTP API with real tokens;
#   2. the harness sets up 1,000 instruments on a market open around the clock and funded client records, places
#      resting orders (a warm-up with 8 connections, then topped up to 10,000), measures how long a quote that crosses
#      a resting limit takes to become the order's TradeExecutionReport while quotes go in at 50,000/s, then measures
#      the echo ceiling and order placement with 8 connections;
#   3. writes the table to bench/results/orders-<UTC date-time>.md and bench/results/orders-latest.md.
#
# Environment (all optional):
#   BENCH_ORDERS_CONNECTIONS     placing threads (default 8)
#   BENCH_ORDERS_WARMUP_SECONDS  warm-up placements from all connections, not measured (default 5)
#   BENCH_ORDERS_SECONDS         measured placement run (default 20)
#   BENCH_ORDERS_CROSS_SECONDS   crossing run (default 20)
#   BENCH_ORDERS_QUOTE_RATE      quotes a second offered during the crossing run (default 50000)
#   BENCH_ORDERS_SCHEMA          PostgreSQL schema (default kontor_bench_orders)
#   BENCH_NOTE                   a note on the machine written into the results
set -Eeuo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
BENCH_LOG_PREFIX=orders
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"

CONNECTIONS=${BENCH_ORDERS_CONNECTIONS:-8}
SCHEMA=${BENCH_ORDERS_SCHEMA:-kontor_bench_orders}

use_jdk
cd "$ROOT"
log "machine: $(cut -d' ' -f1-3 /proc/loadavg) (load average), $(nproc) cores"
log "running the harness on PostgreSQL schema $SCHEMA with $CONNECTIONS placing connections"
KONTOR_TEST_DB=postgres KONTOR_TEST_SCHEMA="$SCHEMA" ./mvnw -B -q test -Dtest=OrderBench \
	-Dsurefire.failIfNoSpecifiedTests=false -Dkontor.bench.orders=true -Dkontor.bench.connections="$CONNECTIONS" \
	-Dkontor.bench.warmup="${BENCH_ORDERS_WARMUP_SECONDS:-5}" -Dkontor.bench.seconds="${BENCH_ORDERS_SECONDS:-20}" \
	-Dkontor.bench.cross-seconds="${BENCH_ORDERS_CROSS_SECONDS:-20}" \
	-Dkontor.bench.quote-rate="${BENCH_ORDERS_QUOTE_RATE:-50000}" -Dkontor.pricefeed.quotes.max-quotes-per-array=50000 \
	-Dspring.datasource.hikari.maximum-pool-size=$((CONNECTIONS + 8))
log "results: bench/results/orders-latest.md"
cat bench/results/orders-latest.md
