#!/usr/bin/env bash
# Kontor corporate actions benchmark (see bench/README.md, "Corporate actions"):
#   1. runs the harness dev.kontor.corporateactions.CorporateActionBench (src/test) through Maven against the local
#      PostgreSQL (127.0.0.1:5432, database test, user postgres) in its own schema ($BENCH_CA_SCHEMA, cleaned and
#      migrated by the test profile);
#   2. the harness seeds 100,000 client records of one tenant by SQL, each with an Active EUR internal account and an
#      Active deposit account holding 33 shares settled before the record date, registers a webhook endpoint for
#      CorporateActionStatement (a receiver that acknowledges), announces a cash dividend (0.50 EUR, 26.375 % tax)
#      over HTTP and times POST /admin/v1/corporate-actions/processing until every entitlement is Booked, while
#      threads read balances over HTTP (real token) and through Accounts.internalAccount;
#   3. checks the entitlements, the ledger, each holder's bookings and the outbox, and writes the table to
#      bench/results/corporateactions-<UTC date-time>.md and bench/results/corporateactions-latest.md.
#
# Environment (all optional):
#   BENCH_CA_HOLDERS           client records seeded, one entitlement each (default 100000)
#   BENCH_CA_HTTP_READERS      threads reading balances over HTTP during the processing (default 2)
#   BENCH_CA_FACADE_READERS    threads reading balances through the facade during the processing (default 1)
#   BENCH_CA_READ_PAUSE_MILLIS pause of each reading thread between two reads (default 5)
#   BENCH_CA_READ_WARM_UP_SECONDS how long the readers read first, not measured, to compile their code (default 30)
#   BENCH_CA_IDLE_READ_SECONDS how long the readers read before the processing, nothing else running (default 10)
#   BENCH_CA_CLIENTS_PER_BATCH client records booked per transaction (default: the application's, 200)
#   BENCH_CA_BOOKING_WORKERS   batches booked at once (default: the application's, 4)
#   BENCH_CA_MAX_SECONDS       how long to wait for every entitlement to be Booked before reporting (default 1800)
#   BENCH_CA_SCHEMA            PostgreSQL schema (default kontor_bench_corporateactions)
#   BENCH_NOTE                 a note on the machine written into the results (e.g. "busy: 6 builds at once")
set -Eeuo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
BENCH_LOG_PREFIX=corporateactions
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"

HOLDERS=${BENCH_CA_HOLDERS:-100000}
HTTP_READERS=${BENCH_CA_HTTP_READERS:-2}
FACADE_READERS=${BENCH_CA_FACADE_READERS:-1}
SCHEMA=${BENCH_CA_SCHEMA:-kontor_bench_corporateactions}
BATCH_OPTION=()
if [[ -n "${BENCH_CA_CLIENTS_PER_BATCH:-}" ]]; then
	BATCH_OPTION=("-Dkontor.corporate-actions.clients-per-batch=$BENCH_CA_CLIENTS_PER_BATCH")
fi
if [[ -n "${BENCH_CA_BOOKING_WORKERS:-}" ]]; then
	BATCH_OPTION+=("-Dkontor.corporate-actions.booking-workers=$BENCH_CA_BOOKING_WORKERS")
fi

use_jdk
cd "$ROOT"
log "machine: $(loadavg) (load average), $(nproc) cores"
log "running the harness on PostgreSQL schema $SCHEMA: $HOLDERS holders, $HTTP_READERS + $FACADE_READERS readers"
# the pool holds the readers' connections, the processing's (one a booking worker) and a few for the application's
# own jobs
KONTOR_TEST_DB=postgres KONTOR_TEST_SCHEMA="$SCHEMA" ./mvnw -B -q test -Dtest=CorporateActionBench \
	-Dsurefire.failIfNoSpecifiedTests=false -Dkontor.bench.corporateactions=true -Dkontor.bench.holders="$HOLDERS" \
	-Dkontor.bench.http-readers="$HTTP_READERS" -Dkontor.bench.facade-readers="$FACADE_READERS" \
	-Dkontor.bench.read-pause-millis="${BENCH_CA_READ_PAUSE_MILLIS:-5}" \
	-Dkontor.bench.read-warm-up-seconds="${BENCH_CA_READ_WARM_UP_SECONDS:-30}" \
	-Dkontor.bench.idle-read-seconds="${BENCH_CA_IDLE_READ_SECONDS:-10}" \
	-Dkontor.bench.max-seconds="${BENCH_CA_MAX_SECONDS:-1800}" ${BATCH_OPTION[@]+"${BATCH_OPTION[@]}"} \
	-Dspring.datasource.hikari.maximum-pool-size=$((HTTP_READERS + FACADE_READERS + ${BENCH_CA_BOOKING_WORKERS:-4} + 4))
log "load average afterwards: $(loadavg)"
log "results: bench/results/corporateactions-latest.md"
cat bench/results/corporateactions-latest.md
