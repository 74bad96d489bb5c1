#!/usr/bin/env bash
# Kontor church tax benchmark (see bench/README.md, "Church tax queries (Kistam)"):
#   1. runs the harness dev.kontor.clients.kistam.KistamBench (src/test) through Maven against the local PostgreSQL
#      (127.0.0.1:5432, database test, user postgres) in its own schema ($BENCH_KISTAM_SCHEMA, cleaned and migrated
#      by the test profile);
#   2. the harness seeds 100,000 Onboarded client records of one tenant with valid tax ids by SQL, subscribes a
#      webhook receiver to ClientKistamQueryResultReceived and times the yearly run as two instances make it at once
#      (two threads each making the yearly queries and sending them to the simulated tax authority, which answers
#      each after kontor.clients.kistam-delay) until every query is Answered, its answer on the client record and its
#      event stored;
#   3. checks the counts and writes the table to bench/results/kistam-<UTC date-time>.md and
#      bench/results/kistam-latest.md.
#
# Environment (all optional):
#   BENCH_KISTAM_CLIENTS     client records seeded, one yearly query each (default 100000)
#   BENCH_KISTAM_INSTANCES   instances (threads) making and answering at once (default 2)
#   BENCH_KISTAM_DELAY       the simulated authority's delay per query (default: the application's, 200ms)
#   BENCH_KISTAM_BATCH_SIZE  queries per batch (default: the application's, 500)
#   BENCH_KISTAM_WORKERS     batches on their way at once per instance (default: the application's, 4)
#   BENCH_KISTAM_SCHEMA      PostgreSQL schema (default kontor_bench_kistam)
set -Eeuo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
BENCH_LOG_PREFIX=kistam
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"

CLIENTS=${BENCH_KISTAM_CLIENTS:-100000}
INSTANCES=${BENCH_KISTAM_INSTANCES:-2}
SCHEMA=${BENCH_KISTAM_SCHEMA:-kontor_bench_kistam}
OPTIONS=()
[[ -n "${BENCH_KISTAM_BATCH_SIZE:-}" ]] && OPTIONS+=("-Dkontor.clients.kistam-batch-size=$BENCH_KISTAM_BATCH_SIZE")
[[ -n "${BENCH_KISTAM_WORKERS:-}" ]] && OPTIONS+=("-Dkontor.clients.kistam-workers=$BENCH_KISTAM_WORKERS")

use_jdk
cd "$ROOT"
log "machine: $(loadavg) (load average), $(nproc) cores"
log "running the harness on PostgreSQL schema $SCHEMA: $CLIENTS client records, $INSTANCES instances"
# The test profile leaves the sending to the tests (kistam-poll-interval 1h) and answers at once (kistam-delay
# 10ms); the benchmark measures the application's default delay unless told otherwise.
KONTOR_TEST_DB=postgres KONTOR_TEST_SCHEMA="$SCHEMA" ./mvnw -B -q test -Dtest=KistamBench \
	-Dsurefire.failIfNoSpecifiedTests=false -Dkontor.bench.kistam=true -Dkontor.bench.clients="$CLIENTS" \
	-Dkontor.bench.instances="$INSTANCES" -Dkontor.clients.kistam-delay="${BENCH_KISTAM_DELAY:-200ms}" \
	${OPTIONS[@]+"${OPTIONS[@]}"} -Dspring.datasource.hikari.maximum-pool-size=$((INSTANCES * 8 + 8))
log "load average afterwards: $(loadavg)"
log "results: bench/results/kistam-latest.md"
cat bench/results/kistam-latest.md
