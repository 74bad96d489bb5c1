#!/usr/bin/env bash
# Functions the benchmark scripts share. Source it after setting BENCH_LOG_PREFIX and ROOT; the functions use the
# caller's APP_PID, APP_PORT, APP_LOG and STARTUP_TIMEOUT.

log() { printf '[%s %s] %s\n' "${BENCH_LOG_PREFIX:-bench}" "$(date -u +%H:%M:%S)" "$*" >&2; }

die() {
	log "ERROR: $*"
	exit 1
}

# Waits until Kontor answers /actuator/health; stops the script if it exits or takes longer than STARTUP_TIMEOUT.
# $1: the value of SECONDS when it was started.
wait_until_healthy() {
	local started=$1
	until curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$APP_PORT/actuator/health" 2> /dev/null; do
		if ! kill -0 "$APP_PID" 2> /dev/null; then
			tail -40 "$APP_LOG" >&2 || true
			die "Kontor exited during start-up (log above)"
		fi
		((SECONDS - started < STARTUP_TIMEOUT)) || die "Kontor was not healthy within $STARTUP_TIMEOUT s (log: $APP_LOG)"
		sleep 1
	done
}

# Stops the server (APP_NAME, default Kontor): TERM, up to 30 s for a graceful shutdown, then KILL.
stop_app() {
	[[ -n "$APP_PID" ]] || return 0
	if kill -0 "$APP_PID" 2> /dev/null; then
		log "stopping ${APP_NAME:-Kontor} (pid $APP_PID)"
		kill -TERM "$APP_PID" 2> /dev/null || true
		local i
		for i in $(seq 1 30); do
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

# Finds a JDK 21 or newer through bin/java-home and sets JAVA_HOME (exported) and JAVA. Uses the caller's ROOT.
use_jdk() {
	JAVA_HOME=$("$ROOT/bin/java-home") || die "no JDK 21 or newer found (set JAVA_HOME)"
	export JAVA_HOME
	JAVA="$JAVA_HOME/bin/java"
	log "JDK: $JAVA_HOME ($("$JAVA" -version 2>&1 | head -1))"
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

# The machine: load average and the five busiest processes over one second (top's second frame).
machine_state() {
	echo "load average $(cut -d' ' -f1-3 /proc/loadavg)"
	top -b -n 2 -d 1 -w 150 2> /dev/null | awk '/^top -/ { frame++ } frame == 2' | sed -n '3p;7,12p'
}

# The WARN and ERROR lines of an application log ($1), at most 40, as a Markdown block (or "None.").
app_log_problems() {
	if grep -qE '^[0-9-]+T[^ ]+ +(WARN|ERROR) ' "$1"; then
		echo '```'
		grep -E '^[0-9-]+T[^ ]+ +(WARN|ERROR) ' "$1" | cut -c1-400 | head -40
		echo '```'
	else
		echo "None."
	fi
}

# On exit (also on Ctrl-C or an error): stops the caller's driver (CHILD_PID) and sampler (SAMPLER_PID) if running,
# stops Kontor, and removes the work directory WORK unless the run failed or KEEP_WORK is 1.
on_exit() {
	local rc=$?
	trap - EXIT INT TERM
	if [[ -n "${CHILD_PID:-}" ]]; then
		kill -TERM "$CHILD_PID" 2> /dev/null || true
		wait "$CHILD_PID" 2> /dev/null || true
	fi
	[[ -z "${SAMPLER_PID:-}" ]] || kill "$SAMPLER_PID" 2> /dev/null || true
	stop_app
	if [[ $rc != 0 || "${KEEP_WORK:-0}" == 1 ]]; then log "work files kept in $WORK"; else rm -rf "$WORK"; fi
	exit $rc
}

install_exit_trap() {
	trap on_exit EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM
}

# Runs the caller's DRIVER in the background (so that Ctrl-C reaches it) within a time limit; $1 seconds, $2 the
# file its output goes to, then its arguments.
drive() {
	local limit=$1 out=$2
	shift 2
	timeout --kill-after=10 "$limit" "${DRIVER[@]}" "$@" > "$out" &
	CHILD_PID=$!
	local rc=0
	wait "$CHILD_PID" || rc=$?
	CHILD_PID=""
	return $rc
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
