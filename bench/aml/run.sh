#!/usr/bin/env bash
# Kontor AML benchmark (see bench/README.md, "AML"): the daily risk calculation over 100,000 clients on PostgreSQL
# and the evaluation of single actions (deposits, withdrawals) under load.
#   1. builds bench/aml (the driver) and, unless KONTOR_JAR is given, the application from a clone of this
#      repository's HEAD in /tmp/kontor-aml-src (uncommitted changes are not measured);
#   2. drops the schema kontor_bench_aml of the local PostgreSQL (127.0.0.1:5432, database test, user postgres) and
#      starts Kontor on it on a free port of 127.0.0.1, with the scheduled daily run switched off;
#   3. through the API: a tenant, its OAuth client, AML settings, ~150 parameter records, 5 client records; then with
#      SQL the AML module's customers, reference bank accounts, monitoring records and an action history, and
#      VACUUM ANALYZE;
#   4. runs POST /api/v3/aml/daily-risk-records/calculation BENCH_AML_DAILY_RUNS times, then the closed-loop load of
#      POST /api/v3/aml/action-evaluations;
#   5. stops Kontor (also on Ctrl-C or failure), EXPLAINs the statements RiskData runs, and writes the summary to
#      bench/results/aml-<UTC date-time>.md and bench/results/aml-latest.md.
#
# Environment (all optional):
#   KONTOR_JAR                      application jar (default: build one from a clone of HEAD)
#   BENCH_AML_CUSTOMERS             customers that get a daily record (default 100000; 3 % more are deleted/rejected)
#   BENCH_AML_HISTORY               evaluated actions of the last 30 days seeded (default 200000)
#   BENCH_AML_DAILY_RUNS            daily calculations on demand, one after the other (default 3)
#   BENCH_AML_CONCURRENCY           connections of the measured evaluation runs, comma-separated (default 4,8)
#   BENCH_AML_WARMUP_SECONDS        evaluation warm-up at the highest concurrency, not measured (default 15)
#   BENCH_AML_SECONDS               each measured evaluation run (default 30)
#   BENCH_AML_SERIAL_SECONDS        evaluation reference run with one connection, 0: none (default 10)
#   BENCH_AML_ACCEPT_BELOW          riskThresholdAcceptAutoBelow of the tenant (default 2.5)
#   BENCH_AML_REJECT_ABOVE          riskThresholdRejectAutoAbove of the tenant (default 3.5)
#   BENCH_APP_JAVA_OPTS             JVM options of the application (default -Xmx1g)
#   BENCH_STARTUP_TIMEOUT_SECONDS   how long to wait for /actuator/health (default 180)
#   BENCH_KEEP_WORK=1               keep the temporary directory (application and GC logs) after a successful run
set -Eeuo pipefail

AML_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BENCH_DIR=$(cd "$AML_DIR/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)

CUSTOMERS=${BENCH_AML_CUSTOMERS:-100000}
HISTORY=${BENCH_AML_HISTORY:-200000}
DAILY_RUNS=${BENCH_AML_DAILY_RUNS:-3}
CONCURRENCY=${BENCH_AML_CONCURRENCY:-4,8}
WARMUP=${BENCH_AML_WARMUP_SECONDS:-15}
MEASURE=${BENCH_AML_SECONDS:-30}
SERIAL=${BENCH_AML_SERIAL_SECONDS:-10}
ACCEPT_BELOW=${BENCH_AML_ACCEPT_BELOW:-2.5}
REJECT_ABOVE=${BENCH_AML_REJECT_ABOVE:-3.5}
DATABASE="test"
SCHEMA=kontor_bench_aml
SRC_CLONE=/tmp/kontor-aml-src

# The requirements: every daily run (the first, cold one included: the real one runs once a day) under 20 s for
# 100,000 clients, and evaluation p99 under 20 ms.
TARGET_DAILY_SECONDS=20
TARGET_P99_MS=20

BENCH_LOG_PREFIX=aml
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"
server_settings -Xmx1g # APP_JAVA_OPTS, STARTUP_TIMEOUT and KEEP_WORK

require_tools curl timeout psql git awk sort top
require_whole_numbers CUSTOMERS HISTORY DAILY_RUNS WARMUP MEASURE SERIAL
[[ "$CONCURRENCY" =~ ^[0-9]+(,[0-9]+)*$ ]] || die "BENCH_AML_CONCURRENCY must be like 4,8"
((CUSTOMERS > 0 && DAILY_RUNS > 0 && MEASURE > 0)) || die "customers, daily runs and seconds must be positive"
PSQL=(psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -U postgres -d "$DATABASE")
sql() { "${PSQL[@]}" -At -c "SET search_path TO $SCHEMA" -c "$1"; }

use_jdk
build_bench_and_app "$AML_DIR" kontor-aml-bench.jar "$SRC_CLONE"
DRIVER=("$JAVA" -jar "$BENCH_JAR")
if [[ -n "$APP_COMMIT" ]]; then
	SOURCE_REV=$(git -C "$SRC_CLONE" rev-parse HEAD)
	SOURCE_REPO=$SRC_CLONE
else
	SOURCE_REV=$(git -C "$ROOT" rev-parse HEAD)
	SOURCE_REPO=$ROOT
	APP_COMMIT="not known: KONTOR_JAR given; sources for the plans taken from HEAD $(git -C "$ROOT" log -1 --format=%h)"
fi

begin_run kontor-aml-bench
GC_LOG="$WORK/gc.log"

# GC pauses in the log lines from $1 to $2 (-Xlog:gc): count, sum and longest.
gc_pauses() {
	sed -n "$1,$2p" "$GC_LOG" | awk '/Pause/ { ms = $NF; sub(/ms$/, "", ms); n++; sum += ms; if (ms > max) max = ms }
		END { printf "%d pauses, %.0f ms in all, longest %.1f ms", n, sum, max }'
}

# CPU seconds used so far by the application, and by all PostgreSQL processes together (utime + stime).
cpu_seconds() {
	local pids
	if [[ $1 == app ]]; then pids=$APP_PID; else pids=$(pgrep -d ' ' -x postgres || true); fi
	# shellcheck disable=SC2086 # a list of pids
	(cd /proc && cat $(printf '%s/stat ' $pids) 2> /dev/null) | awk -v hz="$(getconf CLK_TCK)" \
		'{ sub(/^.*\) /, ""); ticks += $12 + $13 } END { printf "%.1f", ticks / hz }'
}

rss_mib() { awk '/^VmRSS/ { printf "%.0f MiB", $2 / 1024 }' "/proc/$APP_PID/status" 2> /dev/null || echo "?"; }

# ---------------------------------------------------------------------------------------------------- start
record_machine_state "before the run"
APP_PORT=$("${DRIVER[@]}" free-port)
start_app_on_postgres --gc-log "$GC_LOG" --kontor.aml.daily-risk-enabled=false

# ---------------------------------------------------------------------------------------------------- data
log "setup through the API: tenant, OAuth client, AML settings, parameter records, client records"
SETUP="$WORK/setup.out"
drive 300 "$SETUP" setup "$BASE_URL" --accept-below "$ACCEPT_BELOW" --reject-above "$REJECT_ABOVE"
field() { sed -n "s/^$1=//p" "$SETUP"; }
TENANT_ID=$(field tenantId)
ACTOR_ID=$(field actorId)
OAUTH=(--oauth-client-id "$(field oauthClientId)" --oauth-client-secret "$(field oauthClientSecret)")
[[ "$TENANT_ID" =~ ^[0-9a-f-]{36}$ && "$ACTOR_ID" =~ ^[0-9a-f-]{36}$ ]] || die "setup printed no tenant or actor ($SETUP)"
PARAMETER_COUNT=$(sql "SELECT count(*) FROM aml_parameters WHERE tenant_id = '$TENANT_ID' AND is_active")

log "seeding $CUSTOMERS customers (+3 % deleted or rejected) and $HISTORY past actions with SQL"
SEED_STARTED=$SECONDS
"${DRIVER[@]}" seed-sql --schema "$SCHEMA" --tenant "$TENANT_ID" --actor "$ACTOR_ID" --customers "$CUSTOMERS" \
	--history "$HISTORY" > "$WORK/seed.sql"
"${PSQL[@]}" -f "$WORK/seed.sql" > /dev/null
for table in aml_customers aml_bank_accounts aml_monitoring_records aml_action_evaluations aml_parameters; do
	"${PSQL[@]}" -c "VACUUM (ANALYZE) $SCHEMA.$table"
done
SEED_SECONDS=$((SECONDS - SEED_STARTED))
DATA=$(sql "SELECT 'customers: ' || count(*) || ' (' || count(*) FILTER (WHERE status NOT IN ('Deleted', 'Rejected'))
	|| ' neither deleted nor rejected, ' || count(default_bank_account_id) || ' with a reference bank account, '
	|| count(cash_balance) || ' with a cash balance)' FROM aml_customers WHERE tenant_id = '$TENANT_ID'
	UNION ALL SELECT 'bank accounts: ' || count(*) FROM aml_bank_accounts WHERE tenant_id = '$TENANT_ID'
	UNION ALL SELECT 'monitoring records: ' || string_agg(family || ' ' || n || ' active in effect', ', ') || '; '
	|| (SELECT count(*) FROM aml_monitoring_records WHERE tenant_id = '$TENANT_ID') || ' in all' FROM (SELECT family,
	count(*) AS n FROM aml_monitoring_records WHERE tenant_id = '$TENANT_ID' AND is_active AND (date_end IS NULL
	OR date_end > now()) GROUP BY family ORDER BY family) f
	UNION ALL SELECT 'past actions (30 days): ' || count(*) FROM aml_action_evaluations WHERE tenant_id = '$TENANT_ID'")
EXPECTED_RECORDS=$(sql "SELECT count(*) FROM aml_customers WHERE tenant_id = '$TENANT_ID'
	AND status NOT IN ('Deleted', 'Rejected')")
sql "SELECT client_id || ',' || account_usage_type FROM aml_customers WHERE tenant_id = '$TENANT_ID'
	AND status NOT IN ('Deleted', 'Rejected') AND account_usage_type IS NOT NULL" > "$WORK/customers.csv"
log "seeded in $SEED_SECONDS s: $(echo "$DATA" | paste -sd ';')"

# ---------------------------------------------------------------------------------------------------- daily
record_machine_state "before the daily runs"
RSS_BEFORE_DAILY=$(rss_mib)
GC_FROM=$(($(wc -l < "$GC_LOG") + 1))
log "daily risk calculation: $DAILY_RUNS runs on demand"
DAILY_OUT="$WORK/daily.out"
CPU_APP_0=$(cpu_seconds app)
CPU_PG_0=$(cpu_seconds postgres)
drive $((DAILY_RUNS * 660)) "$DAILY_OUT" daily "$BASE_URL" "${OAUTH[@]}" --runs "$DAILY_RUNS" ||
	NOTES+=("the daily runs ended with an error (see the driver's output above)")
CPU_APP_1=$(cpu_seconds app)
CPU_PG_1=$(cpu_seconds postgres)
GC_DAILY=$(gc_pauses "$GC_FROM" '$')
GC_FROM=$(($(wc -l < "$GC_LOG") + 1))
RSS_AFTER_DAILY=$(rss_mib)
DAILY_TABLE="| run | clients (answer) | records written | server ms (finished − started) | round trip ms |
|---|---|---|---|---|"
SERVER_MS=()
DAILY_OK=1
while read -r line; do
	[[ "$line" == run=* ]] || continue
	value() { echo "$line" | tr ' ' '\n' | sed -n "s/^$1=//p"; }
	written=$(sql "SELECT count(*) FROM aml_daily_risk_records WHERE run_id = '$(value runId)'")
	[[ "$written" == "$(value clientCount)" && "$written" == "$EXPECTED_RECORDS" ]] || {
		DAILY_OK=0
		NOTES+=("run $(value run): $written records written, answer says $(value clientCount), $EXPECTED_RECORDS expected")
	}
	SERVER_MS+=("$(value serverMs)")
	DAILY_TABLE+=$'\n'"| $(value run) | $(value clientCount) | $written | $(value serverMs) | $(value httpMs) |"
done < "$DAILY_OUT"
((${#SERVER_MS[@]} == DAILY_RUNS)) || DAILY_OK=0
DAILY_MEDIAN=$(printf '%s\n' "${SERVER_MS[@]:-}" | sort -n | awk '{ v[NR] = $1 } END {
	if (NR == 0) print "n/a"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
DAILY_MAX=$(printf '%s\n' "${SERVER_MS[@]:-0}" | sort -n | tail -1)
if ((DAILY_OK)) && ((DAILY_MAX < TARGET_DAILY_SECONDS * 1000)); then DAILY_VERDICT=PASS; else DAILY_VERDICT=FAIL; fi
LAST_RUN=$(grep '^run=' "$DAILY_OUT" | tail -1 | tr ' ' '\n' | sed -n 's/^runId=//p')
RISK_SPREAD=""
if [[ -n "$LAST_RUN" ]]; then
	RISK_SPREAD=$(sql "SELECT 'banned ' || count(*) FILTER (WHERE is_banned) || ', averageRisk > $REJECT_ABOVE: '
		|| count(*) FILTER (WHERE NOT is_banned AND average_risk > $REJECT_ABOVE) || ', above $ACCEPT_BELOW up to $REJECT_ABOVE: '
		|| count(*) FILTER (WHERE NOT is_banned AND average_risk > $ACCEPT_BELOW AND average_risk <= $REJECT_ABOVE)
		|| ', up to $ACCEPT_BELOW: ' || count(*) FILTER (WHERE NOT is_banned AND average_risk <= $ACCEPT_BELOW)
		|| '; mean averageRisk ' || round(avg(average_risk), 2) || ', mean factors per record '
		|| round(avg(json_array_length(factors::json)), 2)
		FROM aml_daily_risk_records WHERE run_id = '$LAST_RUN'")
fi
log "daily: median $DAILY_MEDIAN ms, slowest $DAILY_MAX ms: $DAILY_VERDICT"

# ---------------------------------------------------------------------------------------------------- evaluation
record_machine_state "before the evaluation load"
EVAL_OUT="$WORK/evaluate.out"
IFS=, read -ra LEVELS <<< "$CONCURRENCY"
EVAL_LIMIT=$((WARMUP + ${#LEVELS[@]} * MEASURE + SERIAL + 180))
log "action evaluation: $WARMUP s warm-up, $MEASURE s at each of $CONCURRENCY connections, $SERIAL s at 1 (at most $EVAL_LIMIT s)"
EVAL_RC=0
timed_machine_state() { echo "$(date -u +%T) $(machine_state)"; }
SAMPLES="$WORK/samples.txt"
start_sampler 10 "$SAMPLES" timed_machine_state
CPU_APP_2=$(cpu_seconds app)
CPU_PG_2=$(cpu_seconds postgres)
drive "$EVAL_LIMIT" "$EVAL_OUT" evaluate "$BASE_URL" "${OAUTH[@]}" --customers-file "$WORK/customers.csv" \
	--concurrency "$CONCURRENCY" --warmup-seconds "$WARMUP" --seconds "$MEASURE" --serial-seconds "$SERIAL" \
	--target-p99-ms "$TARGET_P99_MS" || EVAL_RC=$?
((EVAL_RC == 0)) || NOTES+=("the evaluation load ended with exit code $EVAL_RC")
CPU_APP_3=$(cpu_seconds app)
CPU_PG_3=$(cpu_seconds postgres)
stop_sampler
GC_EVALUATION=$(gc_pauses "$GC_FROM" '$')
RSS_AFTER_EVALUATION=$(rss_mib)
EVALUATIONS_STORED=$(sql "SELECT string_agg(status || ' ' || n, ', ' ORDER BY status) FROM (SELECT status, count(*) AS n
	FROM aml_action_evaluations WHERE tenant_id = '$TENANT_ID' AND risk_message <> 'seeded by bench/aml'
	GROUP BY status) s")
EVALUATIONS_COUNT=$(sql "SELECT count(*) FROM aml_action_evaluations WHERE tenant_id = '$TENANT_ID'
	AND risk_message <> 'seeded by bench/aml'")
NOTIFICATIONS=$(sql "SELECT count(*) || ' (' || count(sent_date) || ' sent or logged)' FROM aml_officer_notifications
	WHERE tenant_id = '$TENANT_ID'")
record_machine_state "after the evaluation load"
kill -0 "$APP_PID" 2> /dev/null || NOTES+=("Kontor was no longer running after the load")
stop_app

# ---------------------------------------------------------------------------------------------------- plans
log "EXPLAIN (ANALYZE, BUFFERS) of the statements RiskData runs"
PLANS="$WORK/plans.txt"
git -C "$SOURCE_REPO" show "$SOURCE_REV:src/main/java/dev/kontor/aml/risk/RiskData.java" > "$WORK/RiskData.java"
SAMPLE_CLIENT=$(sed -n '1s/,.*//p' "$WORK/customers.csv")
if "${DRIVER[@]}" profile-sql "$WORK/RiskData.java" --tenant "$TENANT_ID" --client "$SAMPLE_CLIENT" \
	> "$WORK/profiles.sql"; then
	{
		echo "SET search_path TO $SCHEMA;"
		echo "\\echo '### daily: the profiles of all customers of the tenant (RiskData.forEachActiveProfile)'"
		sed '/^-- per client$/,$d' "$WORK/profiles.sql" | sed '1s/^/EXPLAIN (ANALYZE, BUFFERS) /'
		echo "\\echo '### evaluation: the profile of one customer (RiskData.profile)'"
		sed '1,/^-- per client$/d' "$WORK/profiles.sql" | sed '1s/^/EXPLAIN (ANALYZE, BUFFERS) /'
	} > "$WORK/explain.sql"
	"${PSQL[@]}" -f "$WORK/explain.sql" > "$PLANS" 2>&1 || NOTES+=("EXPLAIN failed (see the plans)")
else
	echo "(the statements could not be taken from RiskData.java)" > "$PLANS"
	NOTES+=("the statements of RiskData were not found in its source: no plans")
fi
for table in aml_daily_risk_records aml_action_evaluations aml_evaluation_decisions aml_officer_notifications; do
	"${PSQL[@]}" -c "ANALYZE $SCHEMA.$table"
done
SIZES=$(sql "SELECT c.relname || ' | ' || c.reltuples::bigint || ' | ' || pg_size_pretty(pg_total_relation_size(c.oid))
	FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
	WHERE n.nspname = '$SCHEMA' AND c.relkind = 'r' AND pg_total_relation_size(c.oid) > 1048576
	ORDER BY pg_total_relation_size(c.oid) DESC")

# ---------------------------------------------------------------------------------------------------- report
EVAL_SUMMARY=$(grep -v '^{' "$EVAL_OUT" || true)
EVAL_JSON=$(grep '^{' "$EVAL_OUT" || true)
DAILY_JSON=$(grep '^{' "$DAILY_OUT" || true)
EVAL_VERDICTS=$(grep '^target p99' "$EVAL_OUT" || echo "target p99 < $TARGET_P99_MS ms: FAIL (no measurement)")
note_app_log_errors
PG_SETTINGS=$("${PSQL[@]}" -At -c "SELECT string_agg(name || ' ' || setting || coalesce(unit, ''), ', ' ORDER BY name)
	FROM pg_settings WHERE name IN ('shared_buffers', 'work_mem', 'max_wal_size', 'synchronous_commit', 'jit',
	'random_page_cost')")

REPORT="$WORK/report.md"
{
	report_head "Kontor AML benchmark"
	echo "| Machine | $(machine_summary " (nproc)") |"
	echo "| JDK | $("$JAVA" -version 2>&1 | head -1) |"
	echo "| Application | commit $APP_COMMIT (\`$KONTOR_JAR\`) |"
	echo "| Application JVM | $APP_JAVA_OPTS, G1 log in the work directory; scheduled daily run off (\`kontor.aml.daily-risk-enabled=false\`) |"
	echo "| Database | PostgreSQL $("${PSQL[@]}" -Atc 'SHOW server_version') on 127.0.0.1, schema $SCHEMA (dropped first); $PG_SETTINGS |"
	echo "| Tenant | $(field tenantName), $PARAMETER_COUNT active parameter records ($(field parameters)), thresholds accept ≤ $ACCEPT_BELOW, deny > $REJECT_ABOVE; PEP 6, sanction 9, other 5 |"
	echo "| Data | seeded with SQL and VACUUM ANALYZEd in $SEED_SECONDS s: $(echo "$DATA" | paste -sd ';' | sed 's/;/; /g'); plus 5 client records through the API |"
	echo "| Duration | $((SECONDS - RUN_STARTED)) s without builds |"
	echo
	echo "## Against the targets"
	echo
	echo "- Daily risk calculation of $EXPECTED_RECORDS clients under $TARGET_DAILY_SECONDS s, every run: **$DAILY_VERDICT** (median $DAILY_MEDIAN ms, slowest $DAILY_MAX ms)"
	while read -r verdict; do echo "- Action evaluation, $verdict" | sed -E 's/(PASS|FAIL)/**\1**/'; done <<< "$EVAL_VERDICTS"
	echo
	echo "## Daily risk calculation"
	echo
	echo "\`POST /api/v3/aml/daily-risk-records/calculation\`, $DAILY_RUNS runs one after the other (5 s apart), the first"
	echo "right after start-up and seeding (the calculation's code not yet compiled by the JIT). *Server ms* is"
	echo "finishedDate − startedDate of the run (the calculation's transaction without commit); the round trip holds"
	echo "the request, the commit and the answer. Records counted in \`aml_daily_risk_records\` by run_id."
	echo
	echo "$DAILY_TABLE"
	echo
	echo "Median server time $DAILY_MEDIAN ms. Last run's records: ${RISK_SPREAD:-n/a}."
	echo "Application memory (RSS) $RSS_BEFORE_DAILY before the runs, $RSS_AFTER_DAILY after; GC during the runs: $GC_DAILY."
	echo "CPU during the runs: application $(awk -v a="$CPU_APP_0" -v b="$CPU_APP_1" 'BEGIN { printf "%.1f", b - a }') s,"
	echo "PostgreSQL (all its processes) $(awk -v a="$CPU_PG_0" -v b="$CPU_PG_1" 'BEGIN { printf "%.1f", b - a }') s."
	echo
	echo "## Action evaluation"
	echo
	echo '```'
	echo "$EVAL_SUMMARY"
	echo '```'
	echo
	echo "Closed loop, one persistent connection per thread (\`bench/common\` HttpConnection), latency from writing the"
	echo "request to reading the whole answer, nearest-rank percentiles over every request of the run; the shares are"
	echo "of the \`status\` of 200 answers. Evaluations stored by the application during the load (warm-up included):"
	echo "${EVALUATIONS_STORED:-none}; officer notifications $NOTIFICATIONS. GC during the load: $GC_EVALUATION;"
	echo "RSS after it $RSS_AFTER_EVALUATION. CPU during the load (warm-up included, $EVALUATIONS_COUNT evaluations):"
	awk -v a="$CPU_APP_2" -v b="$CPU_APP_3" -v c="$CPU_PG_2" -v d="$CPU_PG_3" -v n="$EVALUATIONS_COUNT" 'BEGIN {
		printf "application %.1f s (%.2f ms per evaluation), PostgreSQL %.1f s (%.2f ms per evaluation); the benchmark\n",
			b - a, n ? (b - a) * 1000 / n : 0, d - c, n ? (d - c) * 1000 / n : 0 }'
	echo "client and the rest of the machine took what is left of $(nproc) cores."
	echo
	echo "## JSON"
	echo
	echo '```json'
	echo "${DAILY_JSON:-(none)}"
	echo "${EVAL_JSON:-(none)}"
	echo '```'
	notes_section
	machine_state_section "every 10 s during the evaluation load:" "$SAMPLES"
	echo
	echo "## Tables (after the run)"
	echo
	echo '```'
	echo "table | estimated rows | size with indexes"
	echo "$SIZES"
	echo '```'
	echo
	echo "## Query plans"
	echo
	echo "The statements of \`RiskData\` (taken from its source at the measured commit), run after the application"
	echo "stopped, for the tenant and one of its customers."
	echo
	echo '```'
	cat "$PLANS"
	echo '```'
	app_log_section
} > "$REPORT"
publish_report aml-
((EVAL_RC == 0)) || exit "$EVAL_RC"
