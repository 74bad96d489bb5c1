#!/usr/bin/env bash
# Kontor price feed benchmark (see bench/README.md, "Price feed"): quote ingestion with 10,000 instruments, delta
# snapshots under a moderate ingest, and a one-year hourly candlestick series against the same aggregation in SQL.
#   1. builds bench/pricefeed (the driver) and, unless KONTOR_JAR is given, the application from a clone of this
#      repository's HEAD in /tmp/kontor-pf-src (uncommitted changes are not measured);
#   2. creates the database BENCH_PF_DATABASE (bench_pricefeed) on the local PostgreSQL (127.0.0.1:5432, user
#      postgres) if it is missing, drops its schema kontor_bench_pf and starts Kontor on it on a free port;
#   3. through the API: a tenant, a price connector (an OAuth client of tenant operator with pricefeed.read
#      pricefeed.write), 8 reader clients of the tenant, 10,000
#      instruments (and one for the candles);
#   4. seeds a year of ticks of one instrument through the ingest endpoint, times its oneHour custom candlestick
#      series and the same aggregation in SQL (psql), if the build has the candlestick endpoint;
#   5. runs the ingest variants (closed loop, pre-built requests), checking the rows stored against the answers;
#   6. polls delta snapshots at 1, 4 and 8 connections under a paced ingest;
#   7. stops Kontor (also on Ctrl-C or failure) and writes bench/results/pricefeed-<UTC date-time>.md and
#      bench/results/pricefeed-latest.md.
#
# Environment (all optional):
#   KONTOR_JAR                        application jar (default: build one from a clone of HEAD)
#   BENCH_PF_DATABASE                 PostgreSQL database (default bench_pricefeed; created when missing)
#   BENCH_PF_INSTRUMENTS              instruments quoted (default 10000)
#   BENCH_PF_INGEST                   ingest variants, FORMAT:QUOTES_PER_REQUEST:CONNECTIONS separated by spaces
#                                     (default "json:20000:2 json:50000:2 ndjson:50000:2 ndjson:50000:4")
#   BENCH_PF_WARMUP_SECONDS           warm-up of each ingest variant, not measured (default 10)
#   BENCH_PF_SECONDS                  measurement of each ingest variant (default 30)
#   BENCH_PF_SNAPSHOT_LEVELS          connections polling delta snapshots, comma-separated (default 1,4,8)
#   BENCH_PF_SNAPSHOT_WARMUP_SECONDS  warm-up of each polling level (default 5)
#   BENCH_PF_SNAPSHOT_SECONDS         measurement of each polling level (default 20)
#   BENCH_PF_SNAPSHOT_PAUSE_MS        pause of each poller between its requests (default 0: closed loop)
#   BENCH_PF_SNAPSHOT_INGEST_RATE     quotes/s ingested while the snapshots are polled (default 20000, in JSON arrays
#                                     of 10,000 on 2 connections taking turns)
#   BENCH_PF_CANDLE_DAYS              days of ticks of the candle instrument (default 365; 0: no candle part)
#   BENCH_PF_CANDLE_RUNS              timed candlestick requests and SQL aggregations (default 50)
#   BENCH_APP_JAVA_OPTS               JVM options of the application (default -Xmx2g)
#   BENCH_STARTUP_TIMEOUT_SECONDS     how long to wait for /actuator/health (default 180)
#   BENCH_KEEP_WORK=1                 keep the temporary directory (application and GC logs) after a successful run
set -Eeuo pipefail

PF_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BENCH_DIR=$(cd "$PF_DIR/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)

DATABASE=${BENCH_PF_DATABASE:-bench_pricefeed}
INSTRUMENTS=${BENCH_PF_INSTRUMENTS:-10000}
INGEST=${BENCH_PF_INGEST:-json:20000:2 json:50000:2 ndjson:50000:2 ndjson:50000:4}
WARMUP=${BENCH_PF_WARMUP_SECONDS:-10}
MEASURE=${BENCH_PF_SECONDS:-30}
LEVELS=${BENCH_PF_SNAPSHOT_LEVELS:-1,4,8}
SNAPSHOT_WARMUP=${BENCH_PF_SNAPSHOT_WARMUP_SECONDS:-5}
SNAPSHOT_SECONDS=${BENCH_PF_SNAPSHOT_SECONDS:-20}
SNAPSHOT_PAUSE=${BENCH_PF_SNAPSHOT_PAUSE_MS:-0}
SNAPSHOT_RATE=${BENCH_PF_SNAPSHOT_INGEST_RATE:-20000}
CANDLE_DAYS=${BENCH_PF_CANDLE_DAYS:-365}
CANDLE_RUNS=${BENCH_PF_CANDLE_RUNS:-50}
SCHEMA=kontor_bench_pf
SRC_CLONE=/tmp/kontor-pf-src

# The requirements (issue 7, "Performance").
TARGET_INGEST=200000
TARGET_DELTA_P99_MS=10
TARGET_CANDLES_MS=50

BENCH_LOG_PREFIX=pricefeed
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"
server_settings -Xmx2g # APP_JAVA_OPTS, STARTUP_TIMEOUT and KEEP_WORK

require_tools curl timeout psql git awk sort top
require_whole_numbers INSTRUMENTS WARMUP MEASURE SNAPSHOT_WARMUP SNAPSHOT_SECONDS SNAPSHOT_PAUSE SNAPSHOT_RATE \
	CANDLE_DAYS CANDLE_RUNS
[[ "$LEVELS" =~ ^[0-9]+(,[0-9]+)*$ ]] || die "BENCH_PF_SNAPSHOT_LEVELS must be like 1,4,8"
[[ "$INGEST" =~ ^((json|ndjson):[0-9]+:[0-9]+ ?)+$ ]] || die "BENCH_PF_INGEST must be like 'json:20000:2 ndjson:50000:2'"
[[ "$DATABASE" =~ ^[a-z_][a-z0-9_]*$ && "$DATABASE" != test ]] || die "BENCH_PF_DATABASE must be a plain name other than test"
PSQL=(psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -U postgres -d "$DATABASE")
sql() { "${PSQL[@]}" -At -c "SET search_path TO $SCHEMA" -c "$1"; }

use_jdk
build_bench_and_app "$PF_DIR" kontor-pricefeed-bench.jar "$SRC_CLONE"
DRIVER=("$JAVA" -Xmx1g -jar "$BENCH_JAR")
[[ -n "$APP_COMMIT" ]] || APP_COMMIT="not known (KONTOR_JAR given)"

begin_run kontor-pf-bench
GC_LOG="$WORK/gc.log"

# A key=value line of a driver's output: $1 file, $2 key.
value_of() { sed -n "s/^$2=//p" "$1" | head -1; }

ticks() { sql "SELECT count(*) FROM pricefeed_ticks"; }

# ---------------------------------------------------------------------------------------------------- start
record_machine_state "before the run"
log "database $DATABASE, schema $SCHEMA (dropped first)"
create_database_if_missing "$DATABASE"
APP_PORT=$("${DRIVER[@]}" free-port)
start_app_on_postgres --gc-log "$GC_LOG"

log "setup through the API: tenant, OAuth clients, $INSTRUMENTS instruments"
SETUP="$WORK/setup.out"
drive 600 "$SETUP" setup "$BASE_URL" --instruments "$INSTRUMENTS"
WRITER=(--writer-id "$(value_of "$SETUP" writerId)" --writer-secret "$(value_of "$SETUP" writerSecret)")
READERS=(--readers "$(value_of "$SETUP" readers)")
CANDLE_ISIN=$(value_of "$SETUP" candleIsin)
AFTER=$(value_of "$SETUP" lastMicros)

# ---------------------------------------------------------------------------------------------------- candles
CANDLE_SECTION="Not run (BENCH_PF_CANDLE_DAYS=0)."
CANDLE_VERDICT="not measured"
CANDLE_JSON=""
if ((CANDLE_DAYS > 0)); then
	log "seeding $CANDLE_DAYS days of ticks of $CANDLE_ISIN through the ingest endpoint"
	SEED="$WORK/seed.out"
	drive 3600 "$SEED" seed-year "$BASE_URL" "${WRITER[@]}" --days "$CANDLE_DAYS" ||
		NOTES+=("seeding the candle instrument ended with an error: $(value_of "$SEED" firstProblem)")
	SERIES_ID=$(sql "SELECT series_id FROM pricefeed_quote_series WHERE provider = 'ProviderA' AND isin_code = '$CANDLE_ISIN'")
	SEEDED=$(sql "SELECT count(*) FROM pricefeed_ticks WHERE series_id = $SERIES_ID")
	[[ "$SEEDED" == "$(value_of "$SEED" stored)" ]] ||
		NOTES+=("candle seed: $SEEDED rows in pricefeed_ticks, the answers said $(value_of "$SEED" stored) stored")
	"${PSQL[@]}" -c "VACUUM (ANALYZE) $SCHEMA.pricefeed_ticks" -c "VACUUM (ANALYZE) $SCHEMA.pricefeed_bars"
	DATE_BEGIN=$(value_of "$SEED" dateBegin)
	DATE_END=$(value_of "$SEED" dateEnd)
	record_machine_state "before the candle requests"
	log "candles: $CANDLE_RUNS requests of the oneHour series $DATE_BEGIN to $DATE_END"
	CANDLES="$WORK/candles.out"
	drive 900 "$CANDLES" candles "$BASE_URL" "${READERS[@]}" --isin "$CANDLE_ISIN" --runs "$CANDLE_RUNS" \
		--date-begin "$DATE_BEGIN" --date-end "$DATE_END" || NOTES+=("the candlestick requests ended with an error")
	# The same aggregation in SQL: first and last mid price by time, highest, lowest and count per hourly bucket
	# over the ticks of the series and range (as SqlCandleAggregation of the candle tests computes it).
	AGGREGATION="SELECT to_timestamp(floor(extract(epoch FROM t.date_time) / 3600) * 3600) AS bucket,
	min(t.date_time) AS open_time, (array_agg((t.bid + t.ask) / 2 ORDER BY t.date_time))[1] AS open_price,
	max((t.bid + t.ask) / 2) AS high_price, min((t.bid + t.ask) / 2) AS low_price, max(t.date_time) AS close_time,
	(array_agg((t.bid + t.ask) / 2 ORDER BY t.date_time DESC))[1] AS close_price, count(*) AS quote_count
	FROM pricefeed_ticks t WHERE t.series_id = $SERIES_ID AND t.date_time >= '$DATE_BEGIN+00'
	AND t.date_time < '$DATE_END+00' GROUP BY bucket ORDER BY bucket"
	{
		echo "SET search_path TO $SCHEMA;"
		for _ in 1 2 3; do echo "$AGGREGATION;"; done # warm-up
		echo "\\timing on"
		for _ in $(seq 1 "$CANDLE_RUNS"); do echo "$AGGREGATION;"; done
	} > "$WORK/aggregation.sql"
	"${PSQL[@]}" -o /dev/null -f "$WORK/aggregation.sql" | sed -n 's/^Time: \([0-9.]*\) ms.*/\1/p' | sort -n \
		> "$WORK/sql-ms.txt"
	SQL_MEDIAN=$(awk '{ v[NR] = $1 } END { if (NR == 0) print "n/a"; else if (NR % 2) print v[(NR + 1) / 2];
		else printf "%.3f", (v[NR / 2] + v[NR / 2 + 1]) / 2 }' "$WORK/sql-ms.txt")
	SQL_P99=$(awk '{ v[NR] = $1 } END { r = int(NR * 0.99); if (r < NR * 0.99) r++; print NR ? v[r] : "n/a" }' \
		"$WORK/sql-ms.txt")
	SQL_BUCKETS=$(sql "SELECT count(*) FROM ($AGGREGATION) a")
	SQL_PLAN=$("${PSQL[@]}" -c "SET search_path TO $SCHEMA" -c "EXPLAIN (ANALYZE, BUFFERS) $AGGREGATION" 2>&1 || true)
	CANDLE_JSON=$(grep '^{' "$CANDLES" || true)
	if [[ "$(value_of "$CANDLES" candles)" == unavailable ]]; then
		CANDLE_VERDICT="not measured: this build has no candlestick endpoint (GET … answered $(value_of "$CANDLES" status))"
		CANDLE_SECTION="The candlestick endpoint is not in this build (GET /api/pricefeed/v2/candlesticks/$CANDLE_ISIN/custom answered $(value_of "$CANDLES" status)); the SQL aggregation alone: median $SQL_MEDIAN ms, p99 $SQL_P99 ms over $CANDLE_RUNS runs, $SQL_BUCKETS hourly buckets."
	else
		HTTP_P50=$(value_of "$CANDLES" p50Ms)
		HTTP_P99=$(value_of "$CANDLES" p99Ms)
		HTTP_BUCKETS=$(value_of "$CANDLES" candles)
		RATIO=$(awk -v h="$HTTP_P50" -v s="$SQL_MEDIAN" 'BEGIN { if (s > 0 && h > 0) printf "%.4f (the SQL takes %.0f times as long)", h / s, s / h; else print "n/a" }')
		if awk -v p="$HTTP_P99" -v t="$TARGET_CANDLES_MS" 'BEGIN { exit !(p + 0 > 0 && p + 0 < t) }'; then
			CANDLE_VERDICT="**met** (p50 $HTTP_P50 ms, p99 $HTTP_P99 ms; SQL median $SQL_MEDIAN ms; HTTP p50 ÷ SQL median $RATIO)"
		else
			CANDLE_VERDICT="**not met** (p50 $HTTP_P50 ms, p99 $HTTP_P99 ms; SQL median $SQL_MEDIAN ms; HTTP p50 ÷ SQL median $RATIO)"
		fi
		[[ "$HTTP_BUCKETS" == "$SQL_BUCKETS" ]] ||
			NOTES+=("candles: the endpoint answered $HTTP_BUCKETS buckets, the SQL aggregation $SQL_BUCKETS")
		CANDLE_SECTION="| | p50 ms | p99 ms | max ms | runs | buckets |
|---|---|---|---|---|---|
| \`GET /api/pricefeed/v2/candlesticks/$CANDLE_ISIN/custom?resolution=oneHour&dateBegin=$DATE_BEGIN&dateEnd=$DATE_END\` (HTTP, one connection, $(value_of "$CANDLES" bodyKiB) KiB) | $HTTP_P50 | $HTTP_P99 | $(value_of "$CANDLES" maxMs) | $CANDLE_RUNS | $HTTP_BUCKETS |
| the same aggregation in SQL over pricefeed_ticks (psql \`\\timing\`, rows read by psql) | $SQL_MEDIAN (median) | $SQL_P99 | $(tail -1 "$WORK/sql-ms.txt") | $CANDLE_RUNS | $SQL_BUCKETS |

Ratio HTTP p50 ÷ SQL median: **$RATIO** (below 1: the endpoint, reading stored hour bars, is faster than aggregating the ticks)."
	fi
	CANDLE_SECTION+="

Seeded: $SEEDED ticks of $CANDLE_ISIN (series $SERIES_ID), $CANDLE_DAYS days, weekdays 08:00–16:30 UTC, one tick every 1 to 7 s, through NDJSON ingest requests of 50,000 in $(value_of "$SEED" seedSeconds) s ($(value_of "$SEED" seedPerSecond) quotes/s), then VACUUM (ANALYZE)."
fi

# ---------------------------------------------------------------------------------------------------- ingest
INGEST_TABLE="| format | quotes/request | connections | quotes/s stored | p50 ms | p99 ms | max ms | requests | received = stored = rows | app cores | PostgreSQL cores | driver cores |
|---|---|---|---|---|---|---|---|---|---|---|---|"
INGEST_JSON=""
BEST_RATE=0
BEST_LABEL="none"
for variant in $INGEST; do
	IFS=: read -r format batch connections <<< "$variant"
	record_machine_state "before $variant"
	rows_before=$(ticks)
	log "ingest $format, $batch quotes per request, $connections connections: $WARMUP s warm-up, $MEASURE s measured"
	out="$WORK/ingest-$format-$batch-$connections.out"
	rc=0
	drive $((WARMUP + MEASURE + 600)) "$out" ingest "$BASE_URL" "${WRITER[@]}" --instruments "$INSTRUMENTS" \
		--format "$format" --batch "$batch" --connections "$connections" --warmup-seconds "$WARMUP" \
		--seconds "$MEASURE" --after-micros "$AFTER" --app-pid "$APP_PID" || rc=$?
	((rc == 0)) || NOTES+=("ingest $variant: exit code $rc, first problem: $(value_of "$out" firstProblem)")
	rows=$(($(ticks) - rows_before))
	received=$(value_of "$out" received)
	stored=$(value_of "$out" stored)
	check="$received = $stored = $rows"
	if [[ "$received" != "$stored" || "$stored" != "$rows" ]]; then
		check="**$received / $stored / $rows**"
		NOTES+=("ingest $variant: received $received, stored $stored, rows added to pricefeed_ticks $rows")
	fi
	AFTER=$(value_of "$out" lastMicros)
	rate=$(value_of "$out" quotesPerSecond)
	rate=${rate:-0}
	cores=$(value_of "$out" cpu)
	latency=$(value_of "$out" latency)
	INGEST_TABLE+=$'\n'"| $format | $batch | $connections | $(printf "%'d" "$rate") | $(echo "$latency" | sed -n 's/.*p50 \([0-9.]*\) ms.*/\1/p') | $(echo "$latency" | sed -n 's/.*p99 \([0-9.]*\) ms.*/\1/p') | $(echo "$latency" | sed -n 's/.*max \([0-9.]*\) ms.*/\1/p') | $(value_of "$out" requests) | $check | $(echo "$cores" | sed -n 's/.*appCores \([0-9.]*\).*/\1/p') | $(echo "$cores" | sed -n 's/.*postgresCores \([0-9.]*\).*/\1/p') | $(echo "$cores" | sed -n 's/.*driverCores \([0-9.]*\).*/\1/p') |"
	INGEST_JSON+="$(grep '^{' "$out" || true)"$'\n'
	if ((rate > BEST_RATE)); then
		BEST_RATE=$rate
		BEST_LABEL="$format, $batch quotes per request, $connections connections"
	fi
done
if ((BEST_RATE >= TARGET_INGEST)); then INGEST_VERDICT="**met**"; else INGEST_VERDICT="**not met**"; fi
TICKS_TOTAL=$(ticks)

# ---------------------------------------------------------------------------------------------------- snapshot
record_machine_state "before the snapshots"
IFS=, read -ra LEVEL_LIST <<< "$LEVELS"
SNAP_LIMIT=$(((SNAPSHOT_WARMUP + SNAPSHOT_SECONDS) * ${#LEVEL_LIST[@]} + 600))
log "delta snapshots at $LEVELS connections under $SNAPSHOT_RATE quotes/s of ingest"
SNAP="$WORK/snapshot.out"
drive "$SNAP_LIMIT" "$SNAP" snapshot "$BASE_URL" "${WRITER[@]}" "${READERS[@]}" --instruments "$INSTRUMENTS" \
	--levels "$LEVELS" --warmup-seconds "$SNAPSHOT_WARMUP" --seconds "$SNAPSHOT_SECONDS" --pause-ms "$SNAPSHOT_PAUSE" \
	--ingest-rate "$SNAPSHOT_RATE" --ingest-batch 10000 --ingest-connections 2 --after-micros "$AFTER" --app-pid "$APP_PID" ||
	NOTES+=("the snapshot load ended with an error")
SNAP_TABLE="| connections | polls | polls/s | p50 ms | p90 ms | p99 ms | max ms | quotes per delta | KiB per delta | ingested quotes/s | app cores | PostgreSQL cores | driver cores | non-2xx / errors | p99 < $TARGET_DELTA_P99_MS ms |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
SNAP_VERDICT="**met**"
while read -r line; do
	[[ "$line" == level=* ]] || continue
	field() { echo "$line" | tr ' ' '\n' | sed -n "s/^$1=//p"; }
	p99=$(field p99Ms)
	verdict=met
	if ! awk -v p="$p99" -v t="$TARGET_DELTA_P99_MS" 'BEGIN { exit !(p + 0 > 0 && p + 0 < t) }' ||
		[[ "$(field non200)/$(field errors)" != "0/0" ]]; then
		verdict="not met"
		SNAP_VERDICT="**not met**"
	fi
	SNAP_TABLE+=$'\n'"| $(field level) | $(field polls) | $(field pollsPerSecond) | $(field p50Ms) | $(field p90Ms) | $p99 | $(field maxMs) | $(field quotesPerDelta) | $(field kibPerDelta) | $(field ingestedPerSecond) | $(field appCores) | $(field postgresCores) | $(field driverCores) | $(field non200) / $(field errors) | $verdict |"
done < "$SNAP"
grep -q '^level=' "$SNAP" || SNAP_VERDICT="**not measured**"
SNAP_JSON=$(grep '^{' "$SNAP" || true)
record_machine_state "after the snapshots"
LOADAVG_AFTER=$(loadavg)
kill -0 "$APP_PID" 2> /dev/null || NOTES+=("Kontor was no longer running after the load")
stop_app

# ---------------------------------------------------------------------------------------------------- report
SIZES=$(sql "SELECT c.relname || ' | ' || c.reltuples::bigint || ' | ' || pg_size_pretty(pg_relation_size(c.oid)) || ' | '
	|| pg_size_pretty(pg_total_relation_size(c.oid)) || ' | ' || s.n_tup_upd || ' | ' || s.n_tup_hot_upd || ' | '
	|| s.n_dead_tup || ' | ' || s.autovacuum_count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
	JOIN pg_stat_user_tables s ON s.relid = c.oid
	WHERE n.nspname = '$SCHEMA' AND c.relkind = 'r' AND c.relname LIKE 'pricefeed_%' ORDER BY pg_total_relation_size(c.oid) DESC")
PG_SETTINGS=$("${PSQL[@]}" -At -c "SELECT string_agg(name || ' ' || setting || coalesce(unit, ''), ', ' ORDER BY name)
	FROM pg_settings WHERE name IN ('shared_buffers', 'work_mem', 'max_wal_size', 'synchronous_commit', 'jit',
	'wal_compression', 'checkpoint_timeout')")
note_app_log_errors

REPORT="$WORK/report.md"
{
	report_head "Kontor price feed benchmark"
	echo "| Machine | $(machine_summary " (nproc)") |"
	echo "| Load average | $LOADAVG_BEFORE before the run, $LOADAVG_AFTER after it (1, 5, 15 minutes; $(nproc) cores) |"
	echo "| JDK | $("$JAVA" -version 2>&1 | head -1) |"
	echo "| Application | commit $APP_COMMIT (\`$KONTOR_JAR\`), JVM options $APP_JAVA_OPTS |"
	echo "| Database | PostgreSQL $("${PSQL[@]}" -Atc 'SHOW server_version') on 127.0.0.1, database $DATABASE, schema $SCHEMA (dropped first); $PG_SETTINGS |"
	echo "| Data | $INSTRUMENTS instruments of ProviderA quoted, plus the candle instrument; $TICKS_TOTAL ticks after the ingest runs |"
	echo "| Duration | $((SECONDS - RUN_STARTED)) s without builds |"
	echo
	echo "## Against the targets"
	echo
	echo "- Ingest ≥ $(printf "%'d" $TARGET_INGEST) quotes/s with $INSTRUMENTS instruments: $INGEST_VERDICT (best $(printf "%'d" "$BEST_RATE") quotes/s: $BEST_LABEL)"
	echo "- Delta snapshot p99 < $TARGET_DELTA_P99_MS ms with $INSTRUMENTS instruments at $LEVELS connections, under $SNAPSHOT_RATE quotes/s of ingest: $SNAP_VERDICT"
	echo "- One-year oneHour custom candlestick series < $TARGET_CANDLES_MS ms: $CANDLE_VERDICT"
	echo
	echo "## Ingest"
	echo
	echo "\`POST /api/pricefeed/v2/quotes/ingest\`, closed loop: each connection sends its next request as soon as it has"
	echo "read the answer. Requests are built before the load (each quote of an instrument 25 ms of quote time after"
	echo "the previous one, all $INSTRUMENTS instruments a round; random-walk mid prices, spreads of 2–20 bp, volumes);"
	echo "the driver only writes the dateTimes in. $WARMUP s warm-up, then $MEASURE s measured: *quotes/s stored* counts"
	echo "the quotes of the requests answered inside the window; latency is of those requests (nearest rank). The row"
	echo "check compares the quotes the answers said were received and stored (warm-up included) with the rows added to"
	echo "pricefeed_ticks. Cores: CPU seconds over the measured window ÷ its length (/proc), PostgreSQL = all its processes."
	echo
	echo "$INGEST_TABLE"
	echo
	echo "## Delta snapshots"
	echo
	echo "\`GET /api/pricefeed/v2/quotes?lastTimeStamp=\` by readers with an OAuth client each (full snapshots are limited per"
	echo "client), each first taking one full snapshot ($(value_of "$SNAP" fullSnapshotQuotes) quotes) and then asking with the timeStamp of"
	echo "its last answer, $( ((SNAPSHOT_PAUSE > 0)) && echo "pausing $SNAPSHOT_PAUSE ms between requests" || echo "closed loop"); $SNAPSHOT_WARMUP s warm-up and $SNAPSHOT_SECONDS s measured per level, while"
	echo "two connections ingest $SNAPSHOT_RATE quotes/s together (JSON arrays of 10,000, open loop, taking turns; quote times at the wall clock)."
	echo
	echo "$SNAP_TABLE"
	echo
	echo "The paced ingest meanwhile: $(value_of "$SNAP" ingestStored) quotes stored ($(value_of "$SNAP" ingestReceived) received), $(value_of "$SNAP" ingestLatency); non-2xx $(value_of "$SNAP" ingestNon200), errors $(value_of "$SNAP" ingestErrors)."
	echo
	echo "## Candlesticks"
	echo
	echo "$CANDLE_SECTION"
	echo
	echo "## JSON"
	echo
	echo '```json'
	printf '%s' "$INGEST_JSON"
	echo "${SNAP_JSON:-(no snapshot line)}"
	echo "${CANDLE_JSON:-(no candle line)}"
	echo '```'
	notes_section
	machine_state_section
	echo
	echo "## Tables (after the run)"
	echo
	echo '```'
	echo "table | estimated rows | heap | with indexes | updates | of them HOT | dead rows | autovacuums"
	echo "$SIZES"
	echo '```'
	if [[ -n "${SQL_PLAN:-}" ]]; then
		echo
		echo "## Plan of the SQL aggregation"
		echo
		echo '```'
		echo "$SQL_PLAN"
		echo '```'
	fi
	app_log_section
} > "$REPORT"
publish_report pricefeed-
