#!/usr/bin/env bash
# Kontor master data benchmark (issue 6 targets: snapshot import of 200,000 instruments under 60 s, definitions
# search p99 under 20 ms, both on PostgreSQL):
#   1. builds the driver (bench/masterdata, a jar without dependencies that shares bench/common's HttpConnection)
#      and the application from a clone of HEAD (unless KONTOR_JAR is given), and generates a snapshot of
#      BENCH_MD_INSTRUMENTS instruments with the driver;
#   2. drops the schema kontor_bench_md of the local PostgreSQL (127.0.0.1:5432, database BENCH_MD_DATABASE, user
#      postgres) and starts Kontor on it, on a free port of 127.0.0.1, with a drop directory and a GC log;
#   3. drops the snapshot into the directory and takes the import time from the application's log and the largest
#      heap in use after a collection during the import from the GC log;
#   4. measures GET /api/masterdata/v2/definitions with the driver at each of BENCH_MD_CONNECTIONS;
#   5. stops Kontor, shows EXPLAIN ANALYZE of a search, writes bench/results/masterdata-<UTC>.md and -latest.md.
#
# Environment (all optional): KONTOR_JAR, BENCH_MD_DATABASE (test; created when missing), BENCH_MD_INSTRUMENTS
# (200000), BENCH_MD_CONNECTIONS ("1 4 8"), BENCH_MD_SECONDS (20 per level, after a 10 s warm-up), BENCH_APP_JAVA_OPTS
# (-Xmx512m), BENCH_STARTUP_TIMEOUT_SECONDS (180), BENCH_MD_IMPORT_TIMEOUT_SECONDS (600).
set -Eeuo pipefail

MD_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BENCH_DIR=$(cd "$MD_DIR/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)

INSTRUMENTS=${BENCH_MD_INSTRUMENTS:-200000}
CONNECTIONS=${BENCH_MD_CONNECTIONS:-1 4 8}
MEASURE=${BENCH_MD_SECONDS:-20}
APP_JAVA_OPTS=${BENCH_APP_JAVA_OPTS:--Xmx512m}
DATABASE=${BENCH_MD_DATABASE:-test}
STARTUP_TIMEOUT=${BENCH_STARTUP_TIMEOUT_SECONDS:-180}
IMPORT_TIMEOUT=${BENCH_MD_IMPORT_TIMEOUT_SECONDS:-600}
KEEP_WORK=0 # the work directory is kept only when the run fails
SCHEMA=kontor_bench_md
SRC_CLONE=/tmp/kontor-md-src

BENCH_LOG_PREFIX=masterdata
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"
require_tools curl psql python3 git
PSQL=(psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -U postgres -d "$DATABASE")
create_database_if_missing "$DATABASE"
use_jdk
build_bench_and_app "$MD_DIR" kontor-masterdata-bench.jar "$SRC_CLONE"
DRIVER=("$JAVA" -jar "$BENCH_JAR")

begin_run kontor-md-bench
GC_LOG="$WORK/gc.log"

log "generating a snapshot of $INSTRUMENTS instruments"
"${DRIVER[@]}" generate "$INSTRUMENTS" > "$WORK/snapshot.json.part"
SNAPSHOT_SIZE=$(du -h "$WORK/snapshot.json.part" | cut -f1)
mkdir -p "$WORK/drop"

APP_PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
start_app_on_postgres --gc-log "$GC_LOG" --jdbc-options "&reWriteBatchedInserts=true" \
	--kontor.masterdata.drop-directory="$WORK/drop" --kontor.masterdata.drop-poll-interval=1s

log "importing through the drop directory"
IMPORT_LOAD=$(cut -d' ' -f1-3 /proc/loadavg)
GC_LINES_BEFORE=$(wc -l < "$GC_LOG")
mv "$WORK/snapshot.json.part" "$WORK/drop/snapshot.json"
waited=0
until [[ -f "$WORK/drop/processed/snapshot.json" || -f "$WORK/drop/failed/snapshot.json" ]]; do
	((waited++ < IMPORT_TIMEOUT)) || die "the import did not finish within $IMPORT_TIMEOUT s"
	sleep 1
done
[[ -f "$WORK/drop/processed/snapshot.json" ]] || die "the import failed: $(cat "$WORK/drop/failed/"*.error.txt)"
IMPORT_LINE=$(grep -o 'Imported reference-data snapshot .*' "$APP_LOG" | tail -1)
IMPORT_MS=$(sed -n 's/.* in \([0-9]*\) ms$/\1/p' <<< "$IMPORT_LINE")
log "$IMPORT_LINE"
# "GC(12) Pause Young (Normal) (G1 Evacuation Pause) 180M->95M(512M) 3.1ms": the heap in use after each collection.
IMPORT_HEAP=$(tail -n +"$((GC_LINES_BEFORE + 1))" "$GC_LOG" | sed -n 's/.*->\([0-9]*\)M(\([0-9]*\)M).*/\1 \2/p' |
	sort -n | tail -1 | awk '{print $1 " MB of a " $2 " MB heap"}')
# As autovacuum would after a large import: statistics and the visibility map for index-only scans.
"${PSQL[@]}" -c "VACUUM (ANALYZE) $SCHEMA.md_objects" -c "VACUUM (ANALYZE) $SCHEMA.md_name_tokens" > /dev/null

admin=$(curl -fsS -u admin:admin-secret -d grant_type=client_credentials -d scope=platform.admin \
	"$BASE_URL/connect/token" | python3 -c 'import json,sys; print(json.load(sys.stdin)["access_token"])')
tenant=$(curl -fsS -H "Authorization: Bearer $admin" -H 'Content-Type: application/json' \
	-d '{"name":"md-bench"}' "$BASE_URL/admin/v1/tenants" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
client=$(curl -fsS -H "Authorization: Bearer $admin" -H 'Content-Type: application/json' -d "{\"tenantId\":\"$tenant\",
	\"applicationName\":\"md-bench\",\"applicationType\":\"server\",\"allowedOrigins\":[],
	\"grantTypes\":[\"client_credentials\"],\"scopes\":[\"masterdata.read\"],\"redirectUris\":[]}" \
	"$BASE_URL/admin/v1/oauth-clients")
read -r client_id client_secret < <(python3 -c 'import json,sys; c=json.loads(sys.argv[1]); print(c["clientId"], c["clientSecret"])' "$client")
token=$(curl -fsS -u "$client_id:$client_secret" -d grant_type=client_credentials -d scope=masterdata.read \
	"$BASE_URL/connect/token" | python3 -c 'import json,sys; print(json.load(sys.stdin)["access_token"])')

log "warming up for 10 s"
"${DRIVER[@]}" measure "$BASE_URL" "$token" 4 10 "$INSTRUMENTS" > /dev/null
ROWS=""
for connections in $CONNECTIONS; do
	log "measuring definitions at $connections connections for $MEASURE s"
	load=$(cut -d' ' -f1-3 /proc/loadavg)
	ROWS+=$("${DRIVER[@]}" measure "$BASE_URL" "$token" "$connections" "$MEASURE" "$INSTRUMENTS")
	ROWS+=" $load → $(cut -d' ' -f1-3 /proc/loadavg) |"$'\n'
done
stop_app
# The statements DefinitionSearch runs for searchParameter=in (a common word: the walk in name order, then the
# objects identified exactly that the word does not match, added to the stored count) and for "ishares wor" (two
# words: the token range of the word with fewer matches, the other checked on each row; page, then count).
IDENTIFIED="(o.id = 'X' OR o.isin = 'X' OR o.wkn = 'X' OR o.ekn = 'X' OR o.ekn = 'X')"
RANGED="SELECT o.id, o.sort_name FROM md_objects o WHERE o.object_type = 'Instrument' AND $IDENTIFIED AND NOT
	(o.words LIKE '% ishares%' AND o.words LIKE '% wor%') UNION ALL SELECT object_id, sort_name FROM md_name_tokens
	WHERE object_type = 'Instrument' AND token >= 'ishares' AND token < 'isharet' AND prev_token < 'ishares'
	AND words LIKE '% wor%'"
PLAN=$("${PSQL[@]}" -c "SET search_path TO $SCHEMA" -c "SELECT prefix, object_count FROM md_prefix_counts
	WHERE prefix IN ('in', 'ishares', 'wor')" -c "EXPLAIN (ANALYZE, BUFFERS) SELECT id, object_type, isin, wkn, ekn,
	name, type, cfi_code FROM md_objects o WHERE o.object_type = 'Instrument' AND (o.words LIKE '% in%' OR
	$IDENTIFIED) ORDER BY sort_name, id OFFSET 0 ROWS FETCH NEXT 50 ROWS ONLY" -c "EXPLAIN (ANALYZE, BUFFERS)
	SELECT COUNT(*) FROM md_objects o WHERE o.object_type = 'Instrument' AND $IDENTIFIED AND NOT
	(o.words LIKE '% in%')" -c "EXPLAIN (ANALYZE, BUFFERS) SELECT o.id, o.object_type, o.isin, o.wkn, o.ekn, o.name,
	o.type, o.cfi_code FROM (SELECT id, sort_name FROM ($RANGED) m ORDER BY sort_name, id OFFSET 0 ROWS FETCH NEXT 50
	ROWS ONLY) p JOIN md_objects o ON o.id = p.id ORDER BY p.sort_name, p.id" -c "EXPLAIN (ANALYZE, BUFFERS)
	SELECT COUNT(*) FROM ($RANGED) m")

REPORT="$WORK/report.md"
{
	echo "# Master data benchmark $STAMP"
	echo
	echo "Application: ${APP_COMMIT:-$KONTOR_JAR}; PostgreSQL schema $SCHEMA of database $DATABASE; $(nproc) cores;" \
		"JVM options $APP_JAVA_OPTS; load average before: $LOADAVG_BEFORE."
	echo
	echo "## Snapshot import (target: 200,000 instruments under 60 s)"
	echo
	echo "$INSTRUMENTS instruments, 2 sections each, $SNAPSHOT_SIZE of JSON, through the drop directory: **$IMPORT_MS ms**" \
		"(streamed: parse, checks and batched writes in one transaction, from the application's log); load average" \
		"$IMPORT_LOAD at the start; largest heap in use after a collection during the import: ${IMPORT_HEAP:-no collection}."
	echo
	echo "## Definitions search (target: p99 under 20 ms)"
	echo
	echo "Mix (generated names, see Names.java): a 2–5 letter prefix of one word, the starts of a name's first two words,"
	echo "its first three words, exact ISIN and provider id, first pages without search; 50 per page; measured by the"
	echo "Java driver (bench/common's HttpConnection, keep-alive, closed loop). Load average (1, 5, 15 min) before → after."
	echo
	echo "| connections | requests | per second | p50 ms | p99 ms | max ms | errors | load average |"
	echo "|---|---|---|---|---|---|---|---|"
	printf '%s' "$ROWS"
	echo
	echo "## Prefix counts and plans: common word \"in\" (walk, count of the rest), \"ishares wor\" (page, count)"
	echo
	echo '```'
	echo "$PLAN"
	echo '```'
} > "$REPORT"
publish_report masterdata-
