#!/usr/bin/env bash
# Kontor bank account list benchmark (see bench/README.md, "Bank account list"):
#   1. builds bench/bankaccounts (the benchmark jar) and, unless KONTOR_JAR is given, the application from a clone
#      of this repository's HEAD in /tmp/kontor-ba-src;
#   2. drops the schema kontor_bench_ba of the local PostgreSQL (127.0.0.1:5432, database test, user postgres) and
#      starts Kontor on it, on a free port of 127.0.0.1;
#   3. creates a tenant, a server OAuth client and one client record through the API, then seeds 1,000,000 bank
#      accounts of that tenant (and their owner rows) with SQL, and VACUUM ANALYZEs the tables;
#   4. measures GET /api/v3/bank-accounts by a random existing IBAN and by a random one-minute creation window;
#   5. stops Kontor (also on Ctrl-C or failure), shows EXPLAIN (ANALYZE, BUFFERS) of the statements the list runs,
#      and writes the summary to bench/results/bankaccounts-<UTC date-time>.md and bench/results/bankaccounts-latest.md.
#
# Environment (all optional):
#   KONTOR_JAR                      application jar (default: build one from a clone of HEAD)
#   BENCH_BA_ACCOUNTS               bank accounts seeded (default 1000000)
#   BENCH_BA_SPAN_HOURS             their creation times are spread evenly over this many hours (default 72)
#   BENCH_BA_WINDOW_SECONDS         length of the creation window of the window scenario (default 60)
#   BENCH_BA_RECORDS_PER_PAGE       recordsPerPage of the window scenario (default 100)
#   BENCH_BA_CONCURRENCY            connections (default 8)
#   BENCH_BA_WARMUP_SECONDS         warm-up of each scenario, not measured (default 10)
#   BENCH_BA_SECONDS                measurement of each scenario (default 30)
#   BENCH_BA_SERIAL_SECONDS         reference run with one connection after each scenario, 0: none (default 10)
#   BENCH_APP_JAVA_OPTS             JVM options of the application
#   BENCH_STARTUP_TIMEOUT_SECONDS   how long to wait for /actuator/health (default 180)
#   BENCH_KEEP_WORK=1               keep the temporary directory (application log) after a successful run
set -Eeuo pipefail

BA_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BENCH_DIR=$(cd "$BA_DIR/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)

ACCOUNTS=${BENCH_BA_ACCOUNTS:-1000000}
SPAN_HOURS=${BENCH_BA_SPAN_HOURS:-72}
WINDOW_SECONDS=${BENCH_BA_WINDOW_SECONDS:-60}
RECORDS_PER_PAGE=${BENCH_BA_RECORDS_PER_PAGE:-100}
CONCURRENCY=${BENCH_BA_CONCURRENCY:-8}
WARMUP=${BENCH_BA_WARMUP_SECONDS:-10}
MEASURE=${BENCH_BA_SECONDS:-30}
SERIAL=${BENCH_BA_SERIAL_SECONDS:-10}
DATABASE="test"
SCHEMA=kontor_bench_ba
SRC_CLONE=/tmp/kontor-ba-src

# The requirement the figures are checked against: p99 of each list, at CONCURRENCY connections.
TARGET_P99_MS=20

BENCH_LOG_PREFIX=bankaccounts
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"
server_settings "" # APP_JAVA_OPTS, STARTUP_TIMEOUT and KEEP_WORK

require_tools curl timeout psql git sed awk
require_whole_numbers ACCOUNTS SPAN_HOURS WINDOW_SECONDS RECORDS_PER_PAGE CONCURRENCY WARMUP MEASURE SERIAL
((ACCOUNTS > 0 && SPAN_HOURS > 0)) || die "BENCH_BA_ACCOUNTS and BENCH_BA_SPAN_HOURS must be positive"
PSQL=(psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -U postgres -d "$DATABASE")

# ---------------------------------------------------------------------------------------------------- build
use_jdk
build_bench_and_app "$BA_DIR" kontor-bankaccount-bench.jar "$SRC_CLONE"

# ---------------------------------------------------------------------------------------------------- state
WORK_HOLDS="application log, benchmark output"
begin_run kontor-ba-bench
BENCH_OUT="$WORK/bench.out"
BUSY_BEFORE=$(ps -eo pcpu,etime,comm --sort=-pcpu 2> /dev/null | head -6 || true)

# ---------------------------------------------------------------------------------------------------- application
APP_PORT=$("$JAVA" -jar "$BENCH_JAR" free-port)
start_app_on_postgres

# ---------------------------------------------------------------------------------------------------- data
log "creating the tenant, its OAuth client and a client record"
SETUP_OUT="$WORK/setup.out"
timeout 60 "$JAVA" -jar "$BENCH_JAR" setup "$BASE_URL" > "$SETUP_OUT"
setting() { sed -n "s/^$1=//p" "$SETUP_OUT"; }
TENANT_ID=$(setting tenantId)
CLIENT_RECORD_ID=$(setting clientRecordId)
CREATED_USER_ID=$(setting createdUserId)
OAUTH_CLIENT_ID=$(setting oauthClientId)
OAUTH_CLIENT_SECRET=$(setting oauthClientSecret)
UUID_RE='^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
for id in "$TENANT_ID" "$CLIENT_RECORD_ID" "$CREATED_USER_ID"; do
	[[ "$id" =~ $UUID_RE ]] || die "setup printed '$id' where a UUID belongs (see $SETUP_OUT)"
done
[[ -n "$OAUTH_CLIENT_ID" && -n "$OAUTH_CLIENT_SECRET" ]] || die "setup printed no OAuth client (see $SETUP_OUT)"

# Account k (0 ≤ k < ACCOUNTS): created at BASE + k·STEP µs, the span ending at the start of today (UTC); IBAN DE +
# check digits + bank code of bank k mod 4 + k as the 10-digit account number (BankAccountBench.iban computes the
# same); id a UUID version 7 of its creation time, as the application makes them; owned by the one client record.
SPAN_SECONDS=$((SPAN_HOURS * 3600))
STEP_MICROS=$((SPAN_SECONDS * 1000000 / ACCOUNTS))
((STEP_MICROS > 0)) || die "more than one account per microsecond: raise BENCH_BA_SPAN_HOURS"
BASE_EPOCH=$(($(date -u -d "$(date -u +%F)" +%s) - SPAN_SECONDS))
BASE=$(date -u -d "@$BASE_EPOCH" +%Y-%m-%dT%H:%M:%SZ)
log "seeding $ACCOUNTS bank accounts created from $BASE, one every $STEP_MICROS µs"
SEED_STARTED=$SECONDS
"${PSQL[@]}" > /dev/null << SQL
SET search_path TO $SCHEMA;
SET maintenance_work_mem = '256MB';
BEGIN;
INSERT INTO bank_accounts (id, tenant_id, alias, account_holder_name, bank_name, bic, sort_code, alpha3_country_code,
        currency_code, account_number, iban, status, close_or_delete_reason, created_date, updated_date,
        created_user_id, updated_user_id)
SELECT encode(set_byte(overlay(v.r PLACING substring(int8send(floor(extract(epoch FROM v.ts) * 1000)::bigint) FROM 3)
                   FROM 1 FOR 6), 6, (get_byte(v.r, 6) & 15) | 112), 'hex')::uuid,
       '$TENANT_ID', NULL, 'Erika Mustermann', b.name, b.bic, NULL, 'DEU', 'EUR', v.konto,
       'DE' || lpad((98 - ((b.blz || v.konto || '131400')::numeric % 97))::int::text, 2, '0') || b.blz || v.konto,
       CASE WHEN g.k % 50 = 0 THEN 'Closed' WHEN g.k % 10 = 0 THEN 'Initial' ELSE 'Active' END,
       CASE WHEN g.k % 50 = 0 THEN 'Closed at the owner''s request' END,
       v.ts, v.ts, '$CREATED_USER_ID', '$CREATED_USER_ID'
FROM generate_series(0::bigint, $ACCOUNTS - 1) AS g(k)
CROSS JOIN LATERAL (SELECT timestamptz '$BASE' + (g.k * $STEP_MICROS) * interval '1 microsecond' AS ts,
                           lpad(g.k::text, 10, '0') AS konto, uuid_send(gen_random_uuid()) AS r) v
JOIN (VALUES (0, '37040044', 'COBADEFFXXX', 'Commerzbank'), (1, '10070000', 'DEUTDEBBXXX', 'Deutsche Bank'),
             (2, '50010517', 'INGDDEFFXXX', 'ING-DiBa'), (3, '12030000', 'BYLADEM1001', 'Deutsche Kreditbank'))
     AS b(n, blz, bic, name) ON b.n = g.k % 4;
INSERT INTO bank_account_owners (bank_account_id, client_id)
SELECT id, '$CLIENT_RECORD_ID' FROM bank_accounts WHERE tenant_id = '$TENANT_ID';
COMMIT;
SQL
# VACUUM sets the visibility map, so that the counts are index-only scans, as on a table autovacuum has visited. It
# cannot mark the new rows visible to all while a transaction older than the seeding runs in the database: then it
# tries again.
for attempt in 1 2 3 4 5; do
	"${PSQL[@]}" -c "VACUUM (ANALYZE) $SCHEMA.bank_accounts" -c "VACUUM (ANALYZE) $SCHEMA.bank_account_owners"
	ALL_VISIBLE=$("${PSQL[@]}" -Atc "SELECT round(100.0 * sum(relallvisible) / greatest(sum(relpages), 1), 1)
		FROM pg_class WHERE oid IN ('$SCHEMA.bank_accounts'::regclass, '$SCHEMA.bank_account_owners'::regclass)")
	[[ "${ALL_VISIBLE%.*}" -ge 99 ]] && break
	log "VACUUM marked only $ALL_VISIBLE % of the pages all-visible (attempt $attempt); trying again in 3 s"
	sleep 3
done
SEED_SECONDS=$((SECONDS - SEED_STARTED))
log "seeded in $SEED_SECONDS s ($ALL_VISIBLE % of the pages all-visible)"
# The IBANs the benchmark asks for are computed in Java: check that a few match the seeded ones.
for k in 0 1 $((ACCOUNTS / 2)) $((ACCOUNTS - 1)); do
	expected=$("$JAVA" -jar "$BENCH_JAR" iban "$k")
	seeded=$("${PSQL[@]}" -Atc "SELECT iban FROM $SCHEMA.bank_accounts WHERE account_number = lpad('$k', 10, '0')")
	[[ "$seeded" == "$expected" ]] || die "account $k has IBAN '$seeded' in the database, the benchmark expects $expected"
done
SIZES=$("${PSQL[@]}" -At -F ' | ' -c "SELECT c.relname, c.reltuples::bigint, pg_size_pretty(pg_relation_size(c.oid))
	FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
	WHERE n.nspname = '$SCHEMA' AND c.relname LIKE 'bank_account%' AND c.relkind IN ('r', 'i')
	ORDER BY c.relkind DESC, c.relname")

# Other busy processes distort the figures: every 15 s, note the five busiest processes over one second.
busiest_processes() {
	top -b -n 2 -d 1 -w 160 2> /dev/null | awk -v now="$(date -u +%H:%M:%S)" '
		/^top -/ { frame++ } frame == 2 && /^%Cpu/ { print now " " $0 }
		frame == 2 && /^ *PID/ { rows = 5; next } frame == 2 && rows > 0 { print now "   " $0; rows-- }'
}
BUSY_LOG="$WORK/busy.log"
start_sampler 15 "$BUSY_LOG" busiest_processes

# ---------------------------------------------------------------------------------------------------- benchmark
BENCH_TIMEOUT=$((2 * (WARMUP + MEASURE + SERIAL) + 120))
log "benchmark: per scenario $WARMUP s warm-up + $MEASURE s at $CONCURRENCY connections + $SERIAL s at 1" \
	"(at most $BENCH_TIMEOUT s)"
rc=0
run_child timeout --kill-after=10 "$BENCH_TIMEOUT" "$JAVA" -Xms256m -Xmx1g -jar "$BENCH_JAR" measure "$BASE_URL" \
	--oauth-client-id "$OAUTH_CLIENT_ID" --oauth-client-secret "$OAUTH_CLIENT_SECRET" --accounts "$ACCOUNTS" \
	--base "$BASE" --step-micros "$STEP_MICROS" --window-seconds "$WINDOW_SECONDS" \
	--records-per-page "$RECORDS_PER_PAGE" --concurrency "$CONCURRENCY" --warmup-seconds "$WARMUP" \
	--seconds "$MEASURE" --serial-seconds "$SERIAL" --target-p99-ms "$TARGET_P99_MS" > "$BENCH_OUT" || rc=$?
((rc == 0)) || NOTES+=("the benchmark ended with exit code $rc (see its output above)")
kill -0 "$APP_PID" 2> /dev/null || NOTES+=("Kontor was no longer running after the benchmark")
stop_sampler
stop_app
LOADAVG_AFTER=$(loadavg)

# ---------------------------------------------------------------------------------------------------- plans
# The statements BankAccountStore runs for one list request, with the values of one request of each scenario:
# the page with the owners of its accounts, and the count (only when the page is full). First with the values
# written in (the plan PostgreSQL makes for them), then prepared and run with plan_cache_mode = force_generic_plan:
# the JDBC driver prepares statements on the server from their fifth use, and PostgreSQL may then keep a plan made
# without the values.
log "EXPLAIN (ANALYZE, BUFFERS) of the list statements"
K=$((ACCOUNTS * 37 / 100))
PLAN_IBAN=$("$JAVA" -jar "$BENCH_JAR" iban "$K")
PLAN_START=$(date -u -d "@$((BASE_EPOCH + SPAN_SECONDS / 2))" +%Y-%m-%dT%H:%M:%SZ)
PLAN_END=$(date -u -d "@$((BASE_EPOCH + SPAN_SECONDS / 2 + WINDOW_SECONDS))" +%Y-%m-%dT%H:%M:%SZ)
SELECT_COLUMNS="a.id, a.tenant_id, a.alias, a.account_holder_name, a.bank_name, a.bic, a.sort_code, a.alpha3_country_code, \
a.currency_code, a.account_number, a.iban, a.status, a.close_or_delete_reason, a.created_date, a.updated_date, \
a.created_user_id, a.updated_user_id"
IBAN_WHERE="a.tenant_id = '$TENANT_ID' AND a.iban = '$PLAN_IBAN'"
WINDOW_WHERE="a.tenant_id = '$TENANT_ID' AND a.created_date >= '$PLAN_START' AND a.created_date < '$PLAN_END'"
# page_with_owners CONDITION ROWS: the page statement of BankAccountStore.list.
page_with_owners() {
	echo "SELECT $SELECT_COLUMNS, o.client_id FROM (SELECT $SELECT_COLUMNS FROM bank_accounts a WHERE $1 \
ORDER BY a.created_date, a.id OFFSET 0 ROWS FETCH NEXT $2 ROWS ONLY) a \
LEFT JOIN bank_account_owners o ON o.bank_account_id = a.id ORDER BY a.created_date, a.id, o.client_id"
}
PLANS="$WORK/plans.txt"
"${PSQL[@]}" > "$PLANS" 2>&1 << SQL || NOTES+=("EXPLAIN failed (see the plans below)")
SET search_path TO $SCHEMA;
\pset pager off
\set ECHO queries
\echo '### iban: page with owners'
EXPLAIN (ANALYZE, BUFFERS) $(page_with_owners "$IBAN_WHERE" 100);
\echo '### iban: count (not run: a page of one account tells the total)'
EXPLAIN (ANALYZE, BUFFERS) SELECT COUNT(*) FROM bank_accounts a WHERE $IBAN_WHERE;
\echo '### window: page with owners'
EXPLAIN (ANALYZE, BUFFERS) $(page_with_owners "$WINDOW_WHERE" "$RECORDS_PER_PAGE");
\echo '### window: count'
EXPLAIN (ANALYZE, BUFFERS) SELECT COUNT(*) FROM bank_accounts a WHERE $WINDOW_WHERE;
PREPARE iban_page(uuid, varchar) AS $(page_with_owners "a.tenant_id = \$1 AND a.iban = \$2" 100);
PREPARE iban_count(uuid, varchar) AS SELECT COUNT(*) FROM bank_accounts a WHERE a.tenant_id = \$1 AND a.iban = \$2;
PREPARE window_page(uuid, timestamptz, timestamptz) AS $(page_with_owners \
	"a.tenant_id = \$1 AND a.created_date >= \$2 AND a.created_date < \$3" "$RECORDS_PER_PAGE");
PREPARE window_count(uuid, timestamptz, timestamptz) AS SELECT COUNT(*) FROM bank_accounts a
    WHERE a.tenant_id = \$1 AND a.created_date >= \$2 AND a.created_date < \$3;
SET plan_cache_mode = force_generic_plan;
\echo '### iban: page with owners, generic plan'
EXPLAIN (ANALYZE, BUFFERS) EXECUTE iban_page('$TENANT_ID', '$PLAN_IBAN');
\echo '### iban: count, generic plan'
EXPLAIN (ANALYZE, BUFFERS) EXECUTE iban_count('$TENANT_ID', '$PLAN_IBAN');
\echo '### window: page with owners, generic plan'
EXPLAIN (ANALYZE, BUFFERS) EXECUTE window_page('$TENANT_ID', '$PLAN_START', '$PLAN_END');
\echo '### window: count, generic plan'
EXPLAIN (ANALYZE, BUFFERS) EXECUTE window_count('$TENANT_ID', '$PLAN_START', '$PLAN_END');
SQL

# ---------------------------------------------------------------------------------------------------- report
note_app_log_errors
PG_VERSION=$("${PSQL[@]}" -Atc 'SHOW server_version' 2> /dev/null || echo "?")
PG_SETTINGS=$("${PSQL[@]}" -At -c "SELECT name || ' ' || current_setting(name) FROM pg_settings
	WHERE name IN ('shared_buffers', 'work_mem', 'effective_cache_size', 'random_page_cost', 'jit')
	ORDER BY name" 2> /dev/null | paste -sd ',' - | sed 's/,/, /g' || echo "?")

TARGETS="Target: p99 under $TARGET_P99_MS ms for each list at $CONCURRENCY connections. *rows/page* is the average
number of accounts in \`data\`, *total/ans* the average \`totalRecordCount\`; every answer is checked against
the seeded data. The 1-connection rows are a reference (latency without queueing), not the target."

REPORT="$WORK/report.md"
{
	report_head "Kontor bank account list benchmark"
	setup_rows
	echo "| Database | PostgreSQL $PG_VERSION on 127.0.0.1, schema $SCHEMA (dropped before the run); $PG_SETTINGS |"
	echo "| Data | $ACCOUNTS bank accounts of one tenant, one owner row each, created evenly over $SPAN_HOURS h from $BASE (one every $STEP_MICROS µs, ~$((WINDOW_SECONDS * 1000000 / STEP_MICROS)) per $WINDOW_SECONDS s window); seeded with SQL and VACUUM ANALYZEd in $SEED_SECONDS s, $ALL_VISIBLE % of the pages all-visible |"
	echo "| Load | closed loop, per scenario $WARMUP s warm-up + $MEASURE s at $CONCURRENCY connections, then $SERIAL s at 1 connection; benchmark client on the same machine |"
	run_rows
	driver_sections "$TARGETS"
	notes_section
	echo
	echo "## Tables and indexes"
	echo
	echo '```'
	echo "relation | estimated rows | size"
	echo "$SIZES"
	echo '```'
	echo
	echo "## Query plans"
	echo
	echo "The statements of one list request (\`BankAccountStore\`: page with owners, count), for IBAN $PLAN_IBAN and"
	echo "the window [$PLAN_START, $PLAN_END), run after the benchmark (warm cache); then page and count with"
	echo "\`plan_cache_mode = force_generic_plan\` (the plan of a server-prepared statement without its values)."
	echo
	echo '```'
	cat "$PLANS"
	echo '```'
	echo
	echo "## Busiest processes during the run (sampled every 15 s)"
	echo
	echo '```'
	echo "before the run (ps, CPU share over each process's lifetime):"
	echo "$BUSY_BEFORE"
	echo
	if [[ -s "$BUSY_LOG" ]]; then cat "$BUSY_LOG"; else echo "(no samples)"; fi
	echo '```'
	app_log_section 60
} > "$REPORT"
publish_report bankaccounts-
((rc == 0)) || exit "$rc"
