#!/usr/bin/env bash
# Functions the benchmark scripts share. Source it after setting BENCH_LOG_PREFIX and ROOT (and BENCH_DIR); each
# function names the caller's variables it uses. Most use APP_PID, APP_PORT, APP_LOG and STARTUP_TIMEOUT.

log() { printf '[%s %s] %s\n' "${BENCH_LOG_PREFIX:-bench}" "$(date -u +%H:%M:%S)" "$*" >&2; }

die() {
	log "ERROR: $*"
	exit 1
}

# ---------------------------------------------------------------------------------------------------- settings
# The settings of a benchmark that starts a server: APP_JAVA_OPTS (its JVM options) from BENCH_APP_JAVA_OPTS, default
# $1; STARTUP_TIMEOUT from BENCH_STARTUP_TIMEOUT_SECONDS, default $2 or 180; KEEP_WORK from BENCH_KEEP_WORK, default 0.
server_settings() {
	APP_JAVA_OPTS=${BENCH_APP_JAVA_OPTS:-$1}
	STARTUP_TIMEOUT=${BENCH_STARTUP_TIMEOUT_SECONDS:-${2:-180}}
	KEEP_WORK=${BENCH_KEEP_WORK:-0}
}

# ---------------------------------------------------------------------------------------------------- checks
# Stops the script unless every named tool is on the PATH.
require_tools() {
	local tool
	for tool in "$@"; do
		command -v "$tool" > /dev/null || die "$tool is needed"
	done
}

# Stops the script unless every named variable holds a whole number (the scripts' numeric settings).
require_whole_numbers() {
	local name
	for name in "$@"; do
		[[ "${!name}" =~ ^[0-9]+$ ]] || die "$name is '${!name}', not a whole number (see the settings at the top)"
	done
}

# Creates the database $1 of the local PostgreSQL (127.0.0.1:5432, user postgres) unless it exists.
create_database_if_missing() {
	local db=$1 postgres=(psql -X -h 127.0.0.1 -U postgres -d postgres)
	if [[ -z $("${postgres[@]}" -Atc "SELECT 1 FROM pg_database WHERE datname = '$db'") ]]; then
		"${postgres[@]}" -q -v ON_ERROR_STOP=1 -c "CREATE DATABASE $db" > /dev/null
	fi
}

# ---------------------------------------------------------------------------------------------------- builds
# Finds a JDK 21 or newer through bin/java-home and sets JAVA_HOME (exported) and JAVA. Uses the caller's ROOT.
use_jdk() {
	JAVA_HOME=$("$ROOT/bin/java-home") || die "no JDK 21 or newer found (set JAVA_HOME)"
	export JAVA_HOME
	JAVA="$JAVA_HOME/bin/java"
	log "JDK: $JAVA_HOME ($("$JAVA" -version 2>&1 | head -1))"
}

# Builds the benchmark module in the directory $1 (./mvnw package of its pom.xml) and sets BENCH_JAR to $1/target/$2;
# stops the script if that jar is missing. Uses the caller's ROOT.
build_bench_jar() {
	local dir=$1
	log "building bench/$(basename "$dir")"
	"$ROOT/mvnw" -q -B -f "$dir/pom.xml" package
	BENCH_JAR="$dir/target/$2"
	[[ -f "$BENCH_JAR" ]] || die "$BENCH_JAR was not built"
}

# Unless KONTOR_JAR is set, builds the application from a clone of HEAD (uncommitted changes are not measured) and
# sets KONTOR_JAR and APP_COMMIT. $1: the directory of the clone (replaced). Uses the caller's ROOT.
build_app_from_head() {
	local clone=$1
	APP_COMMIT=""
	if [[ -z "${KONTOR_JAR:-}" ]]; then
		log "building the application from a clone of HEAD in $clone"
		rm -rf "$clone"
		git clone -q "$ROOT" "$clone"
		(cd "$clone" && timeout 900 ./mvnw -q -B -DskipTests package)
		KONTOR_JAR=$(find "$clone/target" -maxdepth 1 -name 'kontor-*.jar' ! -name '*-plain.jar' | sort | head -1)
		APP_COMMIT=$(git -C "$clone" log -1 --format='%h %s' 2> /dev/null || true)
	fi
	[[ -n "$KONTOR_JAR" && -f "$KONTOR_JAR" ]] || die "application jar not found (set KONTOR_JAR)"
}

# The build phase of a benchmark with a module of its own: build_bench_jar $1 $2 (sets BENCH_JAR), then
# build_app_from_head $3 (sets KONTOR_JAR and APP_COMMIT); logs the application jar and how long the builds took.
build_bench_and_app() {
	local started=$SECONDS
	build_bench_jar "$1" "$2"
	build_app_from_head "$3"
	log "application: $KONTOR_JAR (builds took $((SECONDS - started)) s)"
}

# Builds the application in this working copy (./mvnw -DskipTests package) unless $1 is 1, and unless KONTOR_JAR is
# set, takes the jar from its target/; stops the script if there is none. Uses the caller's ROOT.
build_app_in_place() {
	if [[ "$1" != 1 ]]; then
		log "building the application"
		(cd "$ROOT" && ./mvnw -q -B -DskipTests package)
	fi
	if [[ -z "${KONTOR_JAR:-}" ]]; then
		KONTOR_JAR=$(find "$ROOT/target" -maxdepth 1 -name 'kontor-*.jar' ! -name '*-plain.jar' 2> /dev/null | sort | head -1)
	fi
	[[ -n "$KONTOR_JAR" && -f "$KONTOR_JAR" ]] || die "application jar not found (build it or set KONTOR_JAR)"
}

# ---------------------------------------------------------------------------------------------------- the run
# Sets up a run: STAMP (the UTC date-time that names the results), RESULTS_DIR (bench/results, created), WORK (a new
# temporary directory named $1.XXXXXX), APP_LOG ($WORK/app.log; a script that starts more than one server sets its
# own), the empty APP_PID, CHILD_PID, SAMPLER_PID, NOTES and MACHINE_STATES, RUN_STARTED (SECONDS now) and
# LOADAVG_BEFORE; then installs the exit trap (on_exit). Uses the caller's BENCH_DIR.
begin_run() {
	STAMP=$(date -u +%Y-%m-%dT%H%M%SZ)
	# shellcheck disable=SC2153 # BENCH_DIR is the caller's
	RESULTS_DIR="$BENCH_DIR/results"
	mkdir -p "$RESULTS_DIR"
	WORK=$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX")
	APP_LOG="$WORK/app.log"
	APP_PID=""
	CHILD_PID=""
	SAMPLER_PID=""
	NOTES=()
	MACHINE_STATES=()
	RUN_STARTED=$SECONDS
	LOADAVG_BEFORE=$(loadavg)
	install_exit_trap
}

# On exit (also on Ctrl-C or an error): stops the caller's driver (CHILD_PID) and sampler (SAMPLER_PID) if running,
# stops the server (stop_app), and removes the work directory WORK unless the run failed or KEEP_WORK is 1. The log
# line of a kept directory says what it holds when WORK_HOLDS does (e.g. "logs, databases").
on_exit() {
	local rc=$?
	trap - EXIT INT TERM
	if [[ -n "${CHILD_PID:-}" ]]; then
		kill -TERM "$CHILD_PID" 2> /dev/null || true # "timeout" passes it on to its command
		wait "$CHILD_PID" 2> /dev/null || true
	fi
	stop_sampler
	stop_app
	if [[ $rc != 0 || "${KEEP_WORK:-0}" == 1 ]]; then
		log "work files${WORK_HOLDS:+ ($WORK_HOLDS)} kept in $WORK"
	else
		rm -rf "$WORK"
	fi
	exit $rc
}

install_exit_trap() {
	trap on_exit EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM
}

# Runs a command in the background and waits for it, so that Ctrl-C and TERM are handled at once: on_exit stops it
# (CHILD_PID). Returns its exit code.
run_child() {
	"$@" &
	CHILD_PID=$!
	local rc=0
	wait "$CHILD_PID" || rc=$?
	CHILD_PID=""
	return $rc
}

# Runs the caller's DRIVER in the background (run_child) within a time limit; $1 seconds, $2 the file its output goes
# to, then its arguments.
drive() {
	local limit=$1 out=$2
	shift 2
	run_child timeout --kill-after=10 "$limit" "${DRIVER[@]}" "$@" > "$out"
}

# Runs the command $3... every $1 seconds in the background, its output appended to the file $2 (emptied first),
# until stop_sampler or the end of the script; sets SAMPLER_PID.
start_sampler() {
	local interval=$1 file=$2
	shift 2
	: > "$file"
	(
		nap=""
		trap '[[ -n "$nap" ]] && kill "$nap" 2> /dev/null; exit 0' TERM
		while kill -0 $$ 2> /dev/null; do # ends with this script, also if it is killed
			sleep "$interval" &
			nap=$!
			wait "$nap" || true
			nap=""
			"$@"
		done >> "$file"
	) &
	SAMPLER_PID=$!
}

# Stops the sampler (SAMPLER_PID) if one runs.
stop_sampler() {
	[[ -n "${SAMPLER_PID:-}" ]] || return 0
	kill -TERM "$SAMPLER_PID" 2> /dev/null || true
	wait "$SAMPLER_PID" 2> /dev/null || true
	SAMPLER_PID=""
}

# ---------------------------------------------------------------------------------------------------- servers
# Waits until the server (APP_NAME, default Kontor; process APP_PID, output APP_LOG) answers the URL $2 (default
# Kontor's /actuator/health on APP_PORT), asking every $3 seconds (default 1); stops the script if it exits or takes
# longer than STARTUP_TIMEOUT. $1: the value of SECONDS when it was started.
wait_until_healthy() {
	local started=$1 url=${2:-"http://127.0.0.1:$APP_PORT/actuator/health"} interval=${3:-1} name=${APP_NAME:-Kontor}
	until curl -fsS -o /dev/null --max-time 2 "$url" 2> /dev/null; do
		if ! kill -0 "$APP_PID" 2> /dev/null; then
			tail -40 "$APP_LOG" >&2 || true
			die "$name exited during start-up (log above)"
		fi
		((SECONDS - started < STARTUP_TIMEOUT)) || die "$name did not answer within $STARTUP_TIMEOUT s (log: $APP_LOG)"
		sleep "$interval"
	done
}

# Drops the schema SCHEMA with the caller's PSQL, then starts Kontor on it in WORK and waits until it is healthy:
# database DATABASE of the local PostgreSQL, JVM options APP_JAVA_OPTS, listening on APP_PORT (chosen by the caller)
# of 127.0.0.1, its output to APP_LOG. Sets BASE_URL and APP_PID. Options first, then the application's arguments:
#   --env NAME=value      added to its environment (repeatable)
#   --gc-log FILE         GC log (-Xlog:gc) into FILE
#   --jdbc-options TEXT   appended to the JDBC URL, e.g. "&reWriteBatchedInserts=true"
# Uses the caller's JAVA and KONTOR_JAR.
# shellcheck disable=SC2120 # the arguments are optional
start_app_on_postgres() {
	local started app_env=() jvm_options=() jdbc_options=""
	while (($#)); do
		case $1 in
		--env) app_env+=("$2") ;;
		--gc-log) jvm_options+=("-Xlog:gc:file=$2:uptime") ;;
		--jdbc-options) jdbc_options=$2 ;;
		*) break ;;
		esac
		shift 2
	done
	log "dropping schema $SCHEMA"
	PGOPTIONS='-c client_min_messages=warning' "${PSQL[@]}" -c "DROP SCHEMA IF EXISTS $SCHEMA CASCADE" > /dev/null
	BASE_URL="http://127.0.0.1:$APP_PORT"
	log "starting Kontor on $BASE_URL (log $APP_LOG)"
	started=$SECONDS
	# shellcheck disable=SC2086 # APP_JAVA_OPTS is a list of options
	(cd "$WORK" && exec env \
		SPRING_DATASOURCE_URL="jdbc:postgresql://127.0.0.1:5432/$DATABASE?currentSchema=$SCHEMA$jdbc_options" \
		SPRING_DATASOURCE_USERNAME=postgres SPRING_FLYWAY_SCHEMAS="$SCHEMA" SPRING_FLYWAY_DEFAULT_SCHEMA="$SCHEMA" \
		${app_env[@]+"${app_env[@]}"} "$JAVA" $APP_JAVA_OPTS ${jvm_options[@]+"${jvm_options[@]}"} -jar "$KONTOR_JAR" \
		--server.address=127.0.0.1 --server.port="$APP_PORT" --kontor.issuer="$BASE_URL" "$@") \
		> "$APP_LOG" 2>&1 < /dev/null &
	APP_PID=$!
	wait_until_healthy "$started"
	log "Kontor is up after $((SECONDS - started)) s"
}

# Starts Kontor with the demo profile and a fresh H2 database in the directory $2 (created), signing tokens with $1
# (RS256 or ES256), listening on APP_PORT (chosen by the caller) of 127.0.0.1, its output to APP_LOG, and waits until
# it is healthy; sets APP_PID. Uses the caller's JAVA, APP_JAVA_OPTS and KONTOR_JAR.
start_app_on_h2() {
	local alg=$1 dir=$2 started=$SECONDS
	mkdir -p "$dir"
	log "starting Kontor signing with $alg on 127.0.0.1:$APP_PORT (database $dir, log $APP_LOG)"
	# shellcheck disable=SC2086 # APP_JAVA_OPTS is a list of options
	(cd "$dir" && exec env SPRING_PROFILES_ACTIVE=demo SERVER_PORT="$APP_PORT" SERVER_ADDRESS=127.0.0.1 \
		SPRING_DATASOURCE_URL="jdbc:h2:file:$dir/db;DB_CLOSE_ON_EXIT=FALSE" \
		KONTOR_ISSUER="http://127.0.0.1:$APP_PORT" KONTOR_IDENTITY_SIGNING_ALGORITHM="$alg" \
		"$JAVA" $APP_JAVA_OPTS -jar "$KONTOR_JAR") > "$APP_LOG" 2>&1 < /dev/null &
	APP_PID=$!
	wait_until_healthy "$started"
}

# The alg in the header of the JWT $1 (nothing if it has none).
jwt_alg() {
	local header=${1%%.*}
	header=$(tr '_-' '/+' <<< "$header")
	while ((${#header} % 4)); do header+="="; done
	printf '%s' "$header" | base64 -d 2> /dev/null | sed -n 's/.*"alg" *: *"\([^"]*\)".*/\1/p' || true
}

# The alg of a client-credentials token that the running Kontor (APP_PORT, demo profile) issues to its demo server
# client; fails if the token request does.
demo_token_alg() {
	local token
	token=$(curl -fsS --max-time 30 -u demo-server:demo-server-secret -d grant_type=client_credentials \
		-d scope=clients.read "http://127.0.0.1:$APP_PORT/connect/token" |
		sed -n 's/.*"access_token" *: *"\([^"]*\)".*/\1/p') || return
	jwt_alg "$token"
}

# Stops the server (APP_NAME, default Kontor): TERM, up to 30 s for a graceful shutdown, then KILL.
stop_app() {
	[[ -n "$APP_PID" ]] || return 0
	if kill -0 "$APP_PID" 2> /dev/null; then
		log "stopping ${APP_NAME:-Kontor} (pid $APP_PID)"
		kill -TERM "$APP_PID" 2> /dev/null || true
		local _
		for _ in $(seq 1 30); do
			kill -0 "$APP_PID" 2> /dev/null || break
			sleep 1
		done
		if kill -0 "$APP_PID" 2> /dev/null; then
			log "${APP_NAME:-Kontor} did not stop within 30 s; killing pid $APP_PID"
			kill -KILL "$APP_PID" 2> /dev/null || true
		fi
	fi
	wait "$APP_PID" 2> /dev/null || true
	APP_PID=""
}

# ---------------------------------------------------------------------------------------------------- reports
# The start of a report: the heading "# $1 <STAMP>" and the head of its table of settings (the caller's STAMP).
report_head() {
	echo "# $1 $STAMP"
	echo
	echo "| | |"
	echo "|---|---|"
}

# The load average over 1, 5 and 15 minutes (n/a where /proc/loadavg is missing).
loadavg() { cut -d' ' -f1-3 /proc/loadavg 2> /dev/null || echo "n/a"; }

# The machine in one line: cores (nproc), then $1 (e.g. " (nproc)" or nothing), CPU model, memory and kernel.
machine_summary() {
	local cpu
	cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2> /dev/null | head -1)
	echo "$(nproc 2> /dev/null || echo "?") cores$1, ${cpu:-unknown CPU}," \
		"$(awk '/^MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo 2> /dev/null || echo "?"), $(uname -sr)"
}

# The rows Machine, JDK, Application and Application JVM options of a report's table. Uses the caller's JAVA,
# JAVA_HOME, KONTOR_JAR, APP_COMMIT (may be empty) and APP_JAVA_OPTS.
setup_rows() {
	echo "| Machine | $(machine_summary "") |"
	echo "| JDK | $("$JAVA" -version 2>&1 | head -1) ($JAVA_HOME) |"
	echo "| Application | \`$KONTOR_JAR\`${APP_COMMIT:+ (commit $APP_COMMIT)} |"
	echo "| Application JVM options | ${APP_JAVA_OPTS:-(defaults)} |"
}

# The rows Load average (the caller's LOADAVG_BEFORE and LOADAVG_AFTER) and Duration (since RUN_STARTED) of a report's
# table.
run_rows() {
	echo "| Load average | before $LOADAVG_BEFORE, after $LOADAVG_AFTER |"
	echo "| Duration | $((SECONDS - RUN_STARTED)) s (without builds) |"
}

# The machine: load average and the five busiest processes over one second (top's second frame).
machine_state() {
	echo "load average $(cut -d' ' -f1-3 /proc/loadavg)"
	top -b -n 2 -d 1 -w 150 2> /dev/null | awk '/^top -/ { frame++ } frame == 2' | sed -n '3p;7,12p'
}

# Adds the machine's state now (machine_state), labelled $1, to the caller's MACHINE_STATES.
record_machine_state() {
	MACHINE_STATES+=("$1: $(machine_state)")
}

# The "Machine state" section of a report: the states in MACHINE_STATES, an empty line between two, in a block; then,
# if given, the label $1 and the lines of the file $2 (e.g. samples taken during the run).
# shellcheck disable=SC2120 # the arguments are optional
machine_state_section() {
	echo
	echo "## Machine state"
	echo
	echo '```'
	local i
	for ((i = 0; i < ${#MACHINE_STATES[@]}; i++)); do
		((i == 0)) || echo
		echo "${MACHINE_STATES[i]}"
	done
	if (($#)); then
		echo
		echo "$1"
		cat "$2"
	fi
	echo '```'
}

# The "Results" and "JSON" sections of a report from the output of a benchmark jar (the caller's BENCH_OUT): its
# lines other than JSON in a block, then the text $1 (what the figures are checked against), then its last JSON line.
driver_sections() {
	local summary json
	summary=$(grep -vE '^\{' "$BENCH_OUT" || true)
	json=$(grep -E '^\{' "$BENCH_OUT" | tail -1 || true)
	echo
	echo "## Results"
	echo
	echo '```'
	echo "$summary"
	echo '```'
	echo
	echo "$1"
	echo
	echo "## JSON"
	echo
	echo '```json'
	echo "${json:-(none)}"
	echo '```'
}

# Adds a note to the caller's NOTES if the application log APP_LOG has ERROR lines.
note_app_log_errors() {
	if grep -qE '^[0-9-]+T[^ ]+ +ERROR ' "$APP_LOG"; then
		NOTES+=("the application log has ERROR lines (below)")
	fi
}

# The section of a report with the WARN and ERROR lines of the application log APP_LOG, at most $1 (default 40), as a
# Markdown block (or "None.").
# shellcheck disable=SC2120 # the arguments are optional
app_log_section() {
	echo
	echo "## Application log: WARN and ERROR lines"
	echo
	if grep -qE '^[0-9-]+T[^ ]+ +(WARN|ERROR) ' "$APP_LOG"; then
		echo '```'
		grep -E '^[0-9-]+T[^ ]+ +(WARN|ERROR) ' "$APP_LOG" | cut -c1-400 | head -"${1:-40}" || true # head may end it early
		echo '```'
	else
		echo "None."
	fi
}

# The "Notes" section of a report from the caller's NOTES array (nothing when it is empty).
notes_section() {
	if ((${#NOTES[@]})); then
		echo
		echo "## Notes"
		echo
		local note
		for note in "${NOTES[@]}"; do echo "- $note"; done
	fi
}

# Writes the caller's REPORT to RESULTS_DIR as $1$STAMP.md and $1latest.md ($1: the benchmark's prefix, e.g.
# "aml-"), prints it and logs where it went and how long the run took (since RUN_STARTED).
publish_report() {
	cp "$REPORT" "$RESULTS_DIR/$1$STAMP.md"
	cp "$REPORT" "$RESULTS_DIR/$1latest.md"
	cat "$REPORT"
	log "written $RESULTS_DIR/$1$STAMP.md and $RESULTS_DIR/$1latest.md ($((SECONDS - RUN_STARTED)) s without builds)"
}
