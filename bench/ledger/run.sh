#!/usr/bin/env bash
# Kontor ledger benchmark (see bench/README.md, "Ledger"):
#   1. drops nothing of anyone else: it runs the harness dev.kontor.accounts.LedgerBench (src/test) through Maven
#      against the local PostgreSQL (127.0.0.1:5432, database test, user postgres) in its own schema
#      ($BENCH_LEDGER_SCHEMA, cleaned and migrated by the test profile);
#   2. the harness seeds 100,000 Active euro internal accounts with an opening deposit each by SQL, then books
#      transactions through Accounts.bookCash (the ledger has no booking route: payments and orders book in process)
#      with 8 threads of one connection each for a warm-up and 30 s measured, then reads balances through the
#      facade and over HTTP (GET /api/v3/internal-accounts/{id}, real token) for 15 s each;
#   3. writes the table (transactions/s, p50, p99, max) to bench/results/ledger-<UTC date-time>.md and
#      bench/results/ledger-latest.md, and checks afterwards that the benchmark's ledger still balances.
#
# Environment (all optional):
#   BENCH_LEDGER_ACCOUNTS        accounts seeded (default 100000)
#   BENCH_LEDGER_CONNECTIONS     booking and reading threads, one connection each (default 8)
#   BENCH_LEDGER_WARMUP_SECONDS  warm-up of the booking run, not measured (default 10)
#   BENCH_LEDGER_SECONDS         measured booking run (default 30)
#   BENCH_LEDGER_READ_SECONDS    each balance read run (default 15)
#   BENCH_LEDGER_SCHEMA          PostgreSQL schema (default kontor_bench_ledger)
#   BENCH_NOTE                   a note on the machine written into the results (e.g. "busy: 6 builds at once")
set -Eeuo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
BENCH_LOG_PREFIX=ledger
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"

ACCOUNTS=${BENCH_LEDGER_ACCOUNTS:-100000}
CONNECTIONS=${BENCH_LEDGER_CONNECTIONS:-8}
WARMUP=${BENCH_LEDGER_WARMUP_SECONDS:-10}
MEASURE=${BENCH_LEDGER_SECONDS:-30}
READ_SECONDS=${BENCH_LEDGER_READ_SECONDS:-15}
SCHEMA=${BENCH_LEDGER_SCHEMA:-kontor_bench_ledger}

use_jdk
cd "$ROOT"
log "machine: $(cut -d' ' -f1-3 /proc/loadavg) (load average), $(nproc) cores"
log "running the harness on PostgreSQL schema $SCHEMA: $ACCOUNTS accounts, $CONNECTIONS connections"
# the pool holds the booking threads' connections and a few for the application's own jobs
KONTOR_TEST_DB=postgres KONTOR_TEST_SCHEMA="$SCHEMA" ./mvnw -B -q test -Dtest=LedgerBench \
	-Dsurefire.failIfNoSpecifiedTests=false -Dkontor.bench.ledger=true -Dkontor.bench.accounts="$ACCOUNTS" \
	-Dkontor.bench.connections="$CONNECTIONS" -Dkontor.bench.warmup="$WARMUP" -Dkontor.bench.seconds="$MEASURE" \
	-Dkontor.bench.read-seconds="$READ_SECONDS" -Dspring.datasource.hikari.maximum-pool-size=$((CONNECTIONS + 4))
log "results: bench/results/ledger-latest.md"
cat bench/results/ledger-latest.md
