#!/usr/bin/env bash
# Kontor performance benchmarks (see bench/README.md):
#   1. builds the load driver (bench/load), the JMH benchmarks (bench/jmh) and, unless BENCH_SKIP_APP_BUILD=1,
#      the application jar;
#   2. starts Kontor with the demo profile and a fresh H2 database on a free port, signing with RS256, and runs the
#      load scenarios client-credentials, protected-get and health; restarts it signing with ES256 and runs
#      client-credentials and protected-get again;
#   3. runs the JMH benchmarks (application stopped, so that they have the machine to themselves);
#   4. prints a summary and writes it to bench/results/<UTC date-time>.md and bench/results/latest.md.
# Every phase is bounded in time; the application is stopped on exit, also on Ctrl-C or failure.
#
# Environment (all optional):
#   KONTOR_JAR                      application jar (default: target/kontor-*.jar of this repository)
#   BENCH_SKIP_APP_BUILD=1          do not run "./mvnw -DskipTests package" on the application
#   BENCH_SKIP_JMH=1                skip the JMH benchmarks
#   BENCH_CONCURRENCY               connections of the load driver (default 32)
#   BENCH_WARMUP_SECONDS            warm-up per load run (default 10)
#   BENCH_MEASURE_SECONDS           measurement per load run (default 30)
#   BENCH_JMH_ARGS                  extra JMH arguments, e.g. "-wi 1 -i 2" for a quick look
#   BENCH_APP_JAVA_OPTS             JVM options of the application (default: none, as in production defaults)
#   BENCH_STARTUP_TIMEOUT_SECONDS   how long to wait for /actuator/health (default 180)
#   BENCH_KEEP_WORK=1               keep the temporary directory (logs, databases) after a successful run
set -Eeuo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)

CONCURRENCY=${BENCH_CONCURRENCY:-32}
WARMUP=${BENCH_WARMUP_SECONDS:-10}
MEASURE=${BENCH_MEASURE_SECONDS:-30}
SKIP_APP_BUILD=${BENCH_SKIP_APP_BUILD:-0}
SKIP_JMH=${BENCH_SKIP_JMH:-0}
JMH_ARGS=${BENCH_JMH_ARGS:-}

# The requirements the figures are checked against.
TARGET_TOKENS_PER_SECOND=2000
TARGET_P99_MS=50
TARGET_VALIDATION_SHARE_PERCENT=10

BENCH_LOG_PREFIX=bench
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"
server_settings "" # APP_JAVA_OPTS, STARTUP_TIMEOUT and KEEP_WORK

require_tools curl timeout awk sed base64

# ---------------------------------------------------------------------------------------------------- JDK 21+
use_jdk

if [[ -x "$ROOT/mvnw" ]]; then
	MVN=("$ROOT/mvnw")
else
	command -v mvn > /dev/null || die "neither ./mvnw nor mvn found"
	MVN=(mvn)
fi

# ---------------------------------------------------------------------------------------------------- build
BUILD_STARTED=$SECONDS
log "building the load driver"
"${MVN[@]}" -q -B -f "$BENCH_DIR/load/pom.xml" package
LOAD_JAR="$BENCH_DIR/load/target/kontor-load.jar"
JMH_JAR="$BENCH_DIR/jmh/target/benchmarks.jar"
if [[ "$SKIP_JMH" != 1 ]]; then
	log "building the JMH benchmarks"
	"${MVN[@]}" -q -B -f "$BENCH_DIR/jmh/pom.xml" package
fi
build_app_in_place "$SKIP_APP_BUILD"
KONTOR_JAR=$(cd "$(dirname "$KONTOR_JAR")" && pwd)/$(basename "$KONTOR_JAR")
log "application: $KONTOR_JAR (build phase took $((SECONDS - BUILD_STARTED)) s)"

# ---------------------------------------------------------------------------------------------------- state
WORK_HOLDS="logs, databases"
begin_run kontor-bench
LOAD_JSONL="$WORK/load.jsonl"
: > "$LOAD_JSONL"
APP_PORT=""
APP_LOGS=()
BUSY_BEFORE=$(ps -eo pcpu,etime,comm --sort=-pcpu 2> /dev/null | head -6 || true)

start_app() { # $1: signing algorithm
	local alg=$1 name started alg_seen
	name=$(echo "$alg" | tr '[:upper:]' '[:lower:]')
	APP_PORT=$("$JAVA" -jar "$LOAD_JAR" free-port)
	APP_LOG="$WORK/app-$name.log"
	APP_LOGS+=("$APP_LOG")
	started=$SECONDS
	start_app_on_h2 "$alg" "$WORK/$name"
	alg_seen=$(demo_token_alg || true)
	log "Kontor is up after $((SECONDS - started)) s; its tokens are signed with ${alg_seen:-?}"
	if [[ "$alg_seen" != "$alg" ]]; then
		NOTES+=("Kontor started with KONTOR_IDENTITY_SIGNING_ALGORITHM=$alg signed with '${alg_seen:-unknown}'")
	fi
}

run_load() { # $1: label (signing algorithm), $2: scenario
	local label=$1 scenario=$2 rc=0
	if [[ -z "$APP_PID" ]] || ! kill -0 "$APP_PID" 2> /dev/null; then
		NOTES+=("$scenario ($label) skipped: Kontor was no longer running")
		return 0
	fi
	log "load: $scenario ($label), $CONCURRENCY connections, warm-up $WARMUP s, measurement $MEASURE s"
	run_child timeout --kill-after=10 $((WARMUP + MEASURE + 90)) "$JAVA" -XX:+UseSerialGC -Xms64m -Xmx512m \
		-jar "$LOAD_JAR" "http://127.0.0.1:$APP_PORT" "$scenario" "$CONCURRENCY" "$WARMUP" "$MEASURE" \
		--label "$label" --out "$LOAD_JSONL" > /dev/null 2> >(tee -a "$WORK/load.log" >&2) || rc=$?
	if ((rc != 0)); then
		NOTES+=("the load driver ended with exit code $rc in $scenario ($label); see its output above")
	fi
	if ! kill -0 "$APP_PID" 2> /dev/null; then
		NOTES+=("Kontor ($label) was no longer running after $scenario")
	fi
}

# Other busy processes distort the figures: note every 10 s those using 20 % CPU or more (ps averages over their
# lifetime) that are not part of this benchmark.
other_processes() {
	ps -eo pid=,pcpu=,etime=,args= 2> /dev/null | awk -v now="$(date -u +%H:%M:%S)" -v work="$WORK" \
		-v ldjar="$LOAD_JAR" -v jmhjar="$JMH_JAR" -v appjar="$KONTOR_JAR" -v self="$$" '
		$2 >= 20 && index($0, work) == 0 && index($0, ldjar) == 0 && index($0, jmhjar) == 0 &&
		index($0, appjar) == 0 && index($0, "org.openjdk.jmh.runner.ForkedMain") == 0 && $1 != self {
			printf "%s pid %s cpu %s%% running %s: %s\n", now, $1, $2, $3, substr($0, index($0, $4), 150) }'
}
OTHERS_LOG="$WORK/other-processes.log"
start_sampler 10 "$OTHERS_LOG" other_processes

# ---------------------------------------------------------------------------------------------------- load
start_app RS256
run_load RS256 client-credentials
run_load RS256 protected-get
run_load RS256 health
stop_app

start_app ES256
run_load ES256 client-credentials
run_load ES256 protected-get
stop_app

# ---------------------------------------------------------------------------------------------------- JMH
JMH_CSV="$WORK/jmh.csv"
if [[ "$SKIP_JMH" != 1 ]]; then
	log "JMH: 1 fork, 3 x 2 s warm-up, 5 x 2 s measurement per benchmark ${JMH_ARGS:+(extra: $JMH_ARGS)}"
	# shellcheck disable=SC2086 # JMH_ARGS is a list of arguments
	run_child timeout --kill-after=10 900 "$JAVA" -Duser.language=en -Duser.country=US -jar "$JMH_JAR" -foe true \
		-rf csv -rff "$JMH_CSV" $JMH_ARGS > >(tee "$WORK/jmh.txt" >&2) 2>&1 ||
		NOTES+=("JMH ended with an error; see its output above")
fi
LOADAVG_AFTER=$(loadavg)
stop_sampler
if [[ -s "$OTHERS_LOG" ]]; then
	NOTES+=("other processes used the CPU during the run, so the figures are distorted: see \"Other busy processes\" below")
fi

# ---------------------------------------------------------------------------------------------------- report
json_field() { # $1: JSON line, $2: key (scalar fields only)
	sed -nE 's/.*"'"$2"'":("((\\.|[^"\\])*)"|([^,}]*)).*/\2\4/p' <<< "$1"
}

run_line() { # $1: label, $2: scenario
	grep -F "\"label\":\"$1\",\"scenario\":\"$2\"" "$LOAD_JSONL" | tail -1 || true
}

field() { # $1: label, $2: scenario, $3: key; prints n/a when missing
	local line value
	line=$(run_line "$1" "$2")
	value=$([[ -n "$line" ]] && json_field "$line" "$3" || true)
	[[ -n "$value" && "$value" != null ]] && echo "$value" || echo "n/a"
}

jmh_score() { # $1: benchmark method; prints the score in us/op or n/a
	local value=""
	[[ -f "$JMH_CSV" ]] && value=$(awk -F, -v name="$1" '$1 ~ ("\\." name "\"$") { print $5 }' "$JMH_CSV")
	[[ -n "$value" ]] && awk -v v="$value" 'BEGIN { printf "%.2f", v }' || echo "n/a"
}

jmh_error() {
	local value=""
	[[ -f "$JMH_CSV" ]] && value=$(awk -F, -v name="$1" '$1 ~ ("\\." name "\"$") { print $6 }' "$JMH_CSV")
	[[ -n "$value" && "$value" != NaN ]] && awk -v v="$value" 'BEGIN { printf "%.2f", v }' || echo "n/a"
}

is_number() { [[ "$1" =~ ^[0-9]+(\.[0-9]+)?$ ]]; }

calc() { # $1: awk expression over a, b, c; $2..: values; prints n/a unless all are numbers
	local expr=$1 a=${2:-} b=${3:-} c=${4:-}
	shift
	local v
	for v in "$@"; do is_number "$v" || {
		echo "n/a"
		return
	}; done
	awk -v a="$a" -v b="$b" -v c="$c" "BEGIN { $expr }"
}

verdict() { # $1: 1, 0 or n/a
	case "$1" in
	1) echo "PASS" ;;
	0) echo "FAIL" ;;
	*) echo "n/a" ;;
	esac
}

CORES=$(nproc 2> /dev/null || echo "?")
APP_COMMIT=""
JAR_REPO=$(cd "$(dirname "$KONTOR_JAR")/.." && pwd)
if git -C "$JAR_REPO" rev-parse --git-dir > /dev/null 2>&1; then
	APP_COMMIT=$(git -C "$JAR_REPO" log -1 --format='%h %s' 2> /dev/null || true)
fi

LOG_ERROR='^[0-9-]+T[^ ]+ +ERROR '
LOG_WARN='^[0-9-]+T[^ ]+ +WARN '
LOG_WARN_OR_ERROR='^[0-9-]+T[^ ]+ +(ERROR|WARN) '
for app_log in "${APP_LOGS[@]}"; do
	if grep -qE "$LOG_ERROR" "$app_log"; then
		NOTES+=("$(basename "$app_log") has ERROR lines: see \"Application logs\" below")
	fi
done
while IFS= read -r line; do
	[[ -n "$line" ]] || continue
	non2xx=$(json_field "$line" non2xx)
	errors=$(json_field "$line" errors)
	if [[ "$non2xx" != 0 || "$errors" != 0 ]]; then
		NOTES+=("$(json_field "$line" scenario) ($(json_field "$line" label)): $non2xx non-2xx responses, $errors I/O errors (no response within the driver's 10 s timeout, or connection failures); first non-2xx: $(json_field "$line" firstNon2xx); first error: $(json_field "$line" firstError)")
	fi
done < "$LOAD_JSONL"

REPORT="$WORK/report.md"
{
	report_head "Kontor benchmark"
	setup_rows
	echo "| Load | closed loop, $CONCURRENCY connections, $WARMUP s warm-up + $MEASURE s measurement per run; driver on the same machine |"
	run_rows
	echo
	echo "## Load (HTTP, measured from outside)"
	echo
	echo "| Signing | Scenario | req/s | p50 ms | p90 ms | p99 ms | max ms | > 1 s | non-2xx | errors |"
	echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"
	while IFS= read -r line; do
		[[ -n "$line" ]] || continue
		printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$(json_field "$line" label)" \
			"$(json_field "$line" scenario)" "$(json_field "$line" requestsPerSecond)" "$(json_field "$line" p50Ms)" \
			"$(json_field "$line" p90Ms)" "$(json_field "$line" p99Ms)" "$(json_field "$line" maxMs)" \
			"$(json_field "$line" slowRequests)" "$(json_field "$line" non2xx)" "$(json_field "$line" errors)"
	done < "$LOAD_JSONL"
	echo
	echo "\"> 1 s\": measured requests slower than one second; the slowest of them, with when they started and on"
	echo "which connection, are in the JSON lines below (\`slowSamples\`), I/O errors in \`errorSamples\`."
	echo
	echo "## Cryptography (JMH, in process, one thread)"
	echo
	if [[ -f "$JMH_CSV" ]]; then
		echo "| Benchmark | µs/op | ± (99.9 %) |"
		echo "|---|---:|---:|"
		for b in rs256Sign rs256Validate es256Sign es256Validate clientSecretSha256 bcryptMatches; do
			echo "| $b | $(jmh_score $b) | $(jmh_error $b) |"
		done
	else
		echo "(not run)"
	fi
	echo
	echo "## Against the targets"
	echo
	echo "| Figure | Measured | Target | |"
	echo "|---|---:|---:|---|"
	for alg in RS256 ES256; do
		rps=$(field "$alg" client-credentials requestsPerSecond)
		p99=$(field "$alg" client-credentials p99Ms)
		p50=$(field "$alg" client-credentials p50Ms)
		echo "| Tokens/s, client credentials, $alg | $rps | ≥ $TARGET_TOKENS_PER_SECOND | $(verdict "$(calc "print ((a >= $TARGET_TOKENS_PER_SECOND) ? 1 : 0)" "$rps")") |"
		echo "| p99 of a token request, $alg | $p99 ms | < $TARGET_P99_MS ms | $(verdict "$(calc "print ((a < $TARGET_P99_MS) ? 1 : 0)" "$p99")") |"
		echo "| p50 of a token request, $alg | $p50 ms | | |"
	done
	# The resource server checks a token's signature once and remembers the result, so on every later request
	# authentication costs a cache look-up, the validity window and the in-memory revocation list. Its share of
	# a request is bounded from above by what a protected request costs more than the unauthenticated health
	# check (which also reads the database): the difference of the medians, relative to the protected median.
	for alg in RS256 ES256; do
		hp50=$(field RS256 health p50Ms)
		pp50=$(field "$alg" protected-get p50Ms)
		share=$(calc 'printf "%.1f", (b - a) / b * 100' "$hp50" "$pp50")
		echo "| Authentication share of a protected request ($alg): (median protected-get − median health) / median protected-get | ($pp50 − $hp50) / $pp50 ms = $share % | < $TARGET_VALIDATION_SHARE_PERCENT % | $(verdict "$(calc "print (((b - a) / b * 100 < $TARGET_VALIDATION_SHARE_PERCENT) ? 1 : 0)" "$hp50" "$pp50")") |"
	done
	for alg in RS256 ES256; do
		name=$(echo "$alg" | tr '[:upper:]' '[:lower:]')
		validate=$(jmh_score "${name}Validate")
		p50=$(field "$alg" protected-get p50Ms)
		echo "| Full validation of a token not seen before ($alg, JMH), relative to median protected-get | $validate µs / $p50 ms = $(calc 'printf "%.1f", a / (b * 1000) * 100' "$validate" "$p50") % | | paid once per token |"
	done
	for alg in RS256 ES256; do
		name=$(echo "$alg" | tr '[:upper:]' '[:lower:]')
		sign=$(jmh_score "${name}Sign")
		echo "| Signing-only ceiling, $alg ($CORES cores × 10⁶ / sign µs) | $(calc 'printf "%.0f", a * 1000000 / b' "$CORES" "$sign") tokens/s | | upper bound if signing were the only work |"
	done
	echo
	echo "## Notes"
	echo
	if ((${#NOTES[@]} == 0)); then
		echo "- No anomalies detected by the script."
	else
		for note in "${NOTES[@]}"; do echo "- $note"; done
	fi
	echo "- The load driver runs on the same machine as the application and takes CPU from it; the figures are a"
	echo "  lower bound of what the application does on a machine of its own."
	echo "- Busiest processes when the run started:"
	echo
	echo '```'
	echo "$BUSY_BEFORE"
	echo '```'
	echo
	echo "## Other busy processes during the run"
	echo
	if [[ -s "$OTHERS_LOG" ]]; then
		echo '```'
		head -40 "$OTHERS_LOG"
		echo '```'
	else
		echo "None seen (sampled every 10 s: processes at 20 % CPU or more that are not part of the benchmark)."
	fi
	echo
	echo "## Application logs: WARN and ERROR"
	echo
	for app_log in "${APP_LOGS[@]}"; do
		errors=$(grep -cE "$LOG_ERROR" "$app_log" || true)
		warnings=$(grep -cE "$LOG_WARN" "$app_log" || true)
		exceptions=$(grep -cE '(Exception|Error)(: |$)' "$app_log" || true)
		echo "$(basename "$app_log"): $errors ERROR, $warnings WARN, $exceptions lines naming an exception"
		echo
		echo '```'
		grep -E "$LOG_WARN_OR_ERROR" "$app_log" | cut -c1-400 | head -40 || true
		echo '```'
		echo
		if ((errors > 0)); then
			echo "First ERROR entries with what follows them:"
			echo
			echo '```'
			grep -A 25 -E "$LOG_ERROR" "$app_log" | cut -c1-400 | head -150 || true
			echo '```'
			echo
		fi
	done
	echo "## Raw results"
	echo
	echo "Load driver, one JSON line per run:"
	echo
	echo '```json'
	cat "$LOAD_JSONL"
	echo '```'
	if [[ -f "$JMH_CSV" ]]; then
		echo
		echo "JMH (CSV):"
		echo
		echo '```'
		cat "$JMH_CSV"
		echo '```'
	fi
} > "$REPORT"

echo
publish_report ""
echo
log "total $((SECONDS - BUILD_STARTED)) s with the builds"
