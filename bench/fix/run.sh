#!/usr/bin/env bash
# Kontor FIX venue benchmark (see bench/README.md, "FIX venue"):
#   1. runs the harness dev.kontor.orders.venue.FixVenueBench (src/test) through Maven against the local PostgreSQL
#      (127.0.0.1:5432, database test, user postgres), first with the simulated venue, then with the FIX venue and
#      the FIX exchange simulator as a process of its own on loopback, each in its own schema;
#   2. each run places resting limit buys over HTTP with real tokens (a warm-up, then the measured run) and times
#      every order from its POST to its acknowledged New state; the FIX run then drops the FIX connection with at
#      least 10,000 orders open and times the recovery (logon and an OrderStatusRequest answered for each);
#   3. writes both side by side with the targets to bench/results/fix-venue-<UTC date-time>.md and
#      bench/results/fix-venue-latest.md.
#
# Environment (all optional):
#   BENCH_FIX_CONNECTIONS     placing threads (default 8)
#   BENCH_FIX_CLIENTS         client records the orders are spread over (default 16)
#   BENCH_FIX_WARMUP_SECONDS  warm-up placements, not measured (default 40: the JIT compiles the placement path)
#   BENCH_FIX_SECONDS         measured placement run per venue (default 20)
#   BENCH_FIX_SCHEMA          PostgreSQL schema prefix (default kontor_bench_fix)
set -Eeuo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
BENCH_LOG_PREFIX=fix
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"

CONNECTIONS=${BENCH_FIX_CONNECTIONS:-8}
SCHEMA=${BENCH_FIX_SCHEMA:-kontor_bench_fix}

use_jdk
cd "$ROOT"
rm -f bench/results/fix-venue-simulated.json bench/results/fix-venue-fix.json
for venue in simulated fix; do
	log "machine: $(loadavg) (load average), $(nproc) cores"
	log "placing through the $venue venue on PostgreSQL schema ${SCHEMA}_$venue with $CONNECTIONS connections"
	KONTOR_TEST_DB=postgres KONTOR_TEST_SCHEMA="${SCHEMA}_$venue" ./mvnw -B -q test -Dtest=FixVenueBench \
		-Dsurefire.failIfNoSpecifiedTests=false -Dkontor.bench.fix=true -Dkontor.orders.venue="$venue" \
		-Dkontor.bench.connections="$CONNECTIONS" -Dkontor.bench.clients="${BENCH_FIX_CLIENTS:-16}" \
		-Dkontor.bench.warmup="${BENCH_FIX_WARMUP_SECONDS:-40}" -Dkontor.bench.seconds="${BENCH_FIX_SECONDS:-20}" \
		-Dspring.datasource.hikari.maximum-pool-size=$((CONNECTIONS + 8)) -Dkontor.fix-exchange.message-log=OFF
done
rm -f bench/results/fix-venue-simulated.json bench/results/fix-venue-fix.json
log "results: bench/results/fix-venue-latest.md"
cat bench/results/fix-venue-latest.md
