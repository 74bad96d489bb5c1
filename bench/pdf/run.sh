#!/usr/bin/env bash
# Kontor statement PDF benchmark (see bench/README.md, "Statement PDF"):
#   runs the harness dev.kontor.accounts.statements.StatementPdfBench (src/test) through Maven on the test profile's
#   in-memory H2 (or PostgreSQL with KONTOR_TEST_DB=postgres and KONTOR_TEST_SCHEMA): a tenant branded with a logo,
#   address, footer and locale de-DE, a client record with an address, an internal account with 1,000 bookings of
#   the month, the month's statement issued; then renders that statement in process (the ledger's reads and the
#   PDF/A-2b document) after a warm-up and prints the median, p90 and max render time. Target: under 500 ms.
#
# Environment (all optional):
#   BENCH_PDF_RENDERS   measured renders (default 30)
#   BENCH_PDF_WARMUP    renders before, not measured (default 10)
set -Eeuo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
BENCH_LOG_PREFIX=pdf
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"

use_jdk
cd "$ROOT"
log "machine: $(cut -d' ' -f1-3 /proc/loadavg) (load average), $(nproc) cores"
./mvnw -B -q test -Dtest=StatementPdfBench -Dsurefire.failIfNoSpecifiedTests=false -Dkontor.bench.pdf=true \
	-Dkontor.bench.pdf.renders="${BENCH_PDF_RENDERS:-30}" -Dkontor.bench.pdf.warmup="${BENCH_PDF_WARMUP:-10}" \
	-Dsurefire.useFile=false | grep --line-buffered 'statement PDF/A-2b'
