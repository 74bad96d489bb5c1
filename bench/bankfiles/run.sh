#!/usr/bin/env bash
# Kontor bank files benchmark (see bench/README.md, "Bank files"):
#   1. runs the harness dev.kontor.bankfiles.BankFilesBench (src/test) through Maven against the local PostgreSQL
#      (127.0.0.1:5432, database test, user postgres) in a schema of its own;
#   2. times (a) writing and validating a pain.008 of 10,000 direct debits (median of several runs) and (b) the
#      cut-off that applies a camt.054 booking 10,000 uploaded direct debits, collected over HTTP beforehand;
#   3. writes the figures with the targets to bench/results/bank-files-<UTC date-time>.md and
#      bench/results/bank-files-latest.md.
#
# Environment (all optional):
#   BENCH_BANKFILES_TRANSACTIONS  direct debits in each file (default 10000)
#   BENCH_BANKFILES_CONNECTIONS   threads collecting the direct debits over HTTP (default 8)
#   BENCH_BANKFILES_CLIENTS       client records the direct debits are spread over (default 100)
#   BENCH_BANKFILES_SCHEMA        PostgreSQL schema (default kontor_bench_bankfiles)
set -Eeuo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
BENCH_LOG_PREFIX=bankfiles
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"

TRANSACTIONS=${BENCH_BANKFILES_TRANSACTIONS:-10000}
CONNECTIONS=${BENCH_BANKFILES_CONNECTIONS:-8}
CLIENTS=${BENCH_BANKFILES_CLIENTS:-100}
SCHEMA=${BENCH_BANKFILES_SCHEMA:-kontor_bench_bankfiles}
require_whole_numbers TRANSACTIONS CONNECTIONS CLIENTS

use_jdk
cd "$ROOT"
log "machine: $(loadavg) (load average), $(nproc) cores"
log "$TRANSACTIONS direct debits on PostgreSQL schema $SCHEMA, collected with $CONNECTIONS connections"
KONTOR_TEST_DB=postgres KONTOR_TEST_SCHEMA="$SCHEMA" ./mvnw -B -q test -Dtest=BankFilesBench \
	-Dsurefire.failIfNoSpecifiedTests=false -Dkontor.bench.bankfiles=true \
	-Dkontor.bench.transactions="$TRANSACTIONS" -Dkontor.bench.connections="$CONNECTIONS" \
	-Dkontor.bench.clients="$CLIENTS" -Dspring.datasource.hikari.maximum-pool-size=$((CONNECTIONS + 8))
log "results: bench/results/bank-files-latest.md"
cat bench/results/bank-files-latest.md
