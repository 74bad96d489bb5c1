#!/usr/bin/env bash
# Kontor as a cluster (see bench/README.md, "Cluster"; contract section 16):
#   1. takes the application jar (KONTOR_JAR, else target/kontor-*.jar, built with ./mvnw package when missing) or,
#      with CLUSTER_CLASSPATH, the application's classes; installs HAProxy (Debian package) when it is missing and the
#      probes' JavaScript dependencies (bench/cluster/package.json: jose);
#   2. drops the schema $CLUSTER_SCHEMA of the local PostgreSQL (127.0.0.1:5432, database test, user postgres) and
#      starts CLUSTER_INSTANCES instances on it, one after the other, on free ports of 127.0.0.1, with one issuer (the
#      balancer's address) and one master key; then HAProxy in front of them: round robin, no affinity, health checks
#      on /actuator/health/readiness (/actuator/health where the build has no readiness group);
#   3. runs the probes (bench/cluster/probes.mjs) through the balancer and against the instances directly:
#        a. sign-in: the authorization code flow with PKCE through the sign-in form, through the balancer;
#        b. order: a quote ingested on instance A, a market buy placed at once on instance B, the fill price compared
#           with the new ask (CLUSTER_TRIES times, then a new instrument's first quote);
#        c. jwks: the signing key rotated on A, a token through the balancer verified with jose against the JWKS
#           fetched through the balancer;
#        d. rolling restart: token requests and GETs through the balancer while each instance in turn gets SIGTERM,
#           exits, is started again and is back in the balancer; lost requests are connection errors and 5xx;
#        e. delays: a token revoked on A until introspection on B says inactive; a client disabled on A and the tokens
#           B still issues; a webhook endpoint created on A and the events accepted on B in the next second it misses;
#   4. stops everything it started (also on Ctrl-C or an error), drops the schema, and writes the report to
#      bench/results/cluster-<UTC date-time>.md and bench/results/cluster-latest.md.
# It exits 1 when a probe fails and CLUSTER_STRICT=1 (else 0 after a complete run).
#
# Environment (all optional):
#   CLUSTER_INSTANCES              instances behind the balancer, 2 or 3 (default 2)
#   CLUSTER_PROBES                 probes to run, space-separated (default "signin order jwks rolling delays")
#   CLUSTER_TRIES                  repetitions of the sign-in, order and key rotation probes (default 4)
#   CLUSTER_LOAD_CONNECTIONS       connections of the load during the rolling restart (default 8)
#   CLUSTER_LOAD_SETTLE_SECONDS    load before the first stop, and after an instance is back before the next (default 5)
#   CLUSTER_STOP_TIMEOUT_SECONDS   how long a stopped instance may take to exit before it is killed (default 60)
#   CLUSTER_SCHEMA                 PostgreSQL schema, dropped before and after (default kontor_cluster)
#   CLUSTER_STRICT=1               exit 1 when a probe fails
#   CLUSTER_RESULTS_DIR            where the report goes (default bench/results)
#   CLUSTER_CLASSPATH              run the instances from this class path (dev.kontor.KontorApplication) instead of a jar
#   CLUSTER_SKIP_APP_BUILD=1       never build the application (KONTOR_JAR or an existing target/ jar)
#   KONTOR_JAR                     application jar (default target/kontor-*.jar)
#   BENCH_APP_JAVA_OPTS            JVM options of each instance (default -Xms256m -Xmx512m)
#   BENCH_STARTUP_TIMEOUT_SECONDS  how long an instance may take to become ready (default 300)
#   BENCH_KEEP_WORK=1              keep the temporary directory (instance and HAProxy logs) after a successful run
#   BENCH_NOTE                     a note written into the report
set -Eeuo pipefail

CLUSTER_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BENCH_DIR=$(cd "$CLUSTER_DIR/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
BENCH_LOG_PREFIX=cluster
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"

INSTANCES=${CLUSTER_INSTANCES:-2}
PROBES=${CLUSTER_PROBES:-signin order jwks rolling delays}
TRIES=${CLUSTER_TRIES:-4}
LOAD_CONNECTIONS=${CLUSTER_LOAD_CONNECTIONS:-8}
SETTLE=${CLUSTER_LOAD_SETTLE_SECONDS:-5}
STOP_TIMEOUT=${CLUSTER_STOP_TIMEOUT_SECONDS:-60}
SCHEMA=${CLUSTER_SCHEMA:-kontor_cluster}
STRICT=${CLUSTER_STRICT:-0}
DATABASE=test
PROBE_TIMEOUT=300
# HAProxy's health checks: every second, two failures take an instance out, two successes bring it back.
CHECK_INTER_MS=1000
CHECK_FALL=2
CHECK_RISE=2

server_settings "-Xms256m -Xmx512m" 300 # APP_JAVA_OPTS, STARTUP_TIMEOUT (300 s: a shared machine) and KEEP_WORK
require_whole_numbers INSTANCES TRIES LOAD_CONNECTIONS SETTLE STOP_TIMEOUT
((INSTANCES >= 2 && INSTANCES <= 3)) || die "CLUSTER_INSTANCES is $INSTANCES; 2 or 3 instances are measured"
[[ "$SCHEMA" =~ ^[a-z_][a-z0-9_]*$ ]] || die "CLUSTER_SCHEMA '$SCHEMA' is not a plain schema name"
require_tools curl timeout psql node npm python3 openssl
PSQL=(psql -X -q -h 127.0.0.1 -U postgres -d "$DATABASE")

# ---------------------------------------------------------------------------------------------------- tools
if ! command -v haproxy > /dev/null; then
	log "installing HAProxy (apt-get install haproxy)"
	as_root=()
	[[ $(id -u) == 0 ]] || as_root=(sudo -n)
	timeout 300 ${as_root[@]+"${as_root[@]}"} env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy \
		> /dev/null ||
		die "HAProxy is needed: apt-get install haproxy"
fi
log "$(haproxy -v | head -1)"
log "installing the probes' dependencies (npm ci in bench/cluster)"
(cd "$CLUSTER_DIR" && timeout 300 npm ci --prefer-offline --no-audit --no-fund --loglevel=error > /dev/null) ||
	die "npm ci in bench/cluster failed"

use_jdk
APP_COMMIT=""
if [[ -n "${CLUSTER_CLASSPATH:-}" ]]; then
	APP_COMMAND=(-cp "$CLUSTER_CLASSPATH" dev.kontor.KontorApplication)
	APP_DESCRIPTION="class path (dev.kontor.KontorApplication)"
else
	skip_build=${CLUSTER_SKIP_APP_BUILD:-0}
	if [[ -n "${KONTOR_JAR:-}" ]] || compgen -G "$ROOT/target/kontor-*.jar" > /dev/null; then
		skip_build=1
	fi
	[[ -n "${KONTOR_JAR:-}" ]] || APP_COMMIT=$(git -C "$ROOT" log -1 --format='%h %s' 2> /dev/null || true)
	build_app_in_place "$skip_build"
	APP_COMMAND=(-jar "$KONTOR_JAR")
	APP_DESCRIPTION="\`$KONTOR_JAR\`"
fi

# ---------------------------------------------------------------------------------------------------- state
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

WORK_HOLDS="instance and HAProxy logs, probe output"
begin_run kontor-cluster
if [[ -n "${CLUSTER_RESULTS_DIR:-}" ]]; then
	RESULTS_DIR=$CLUSTER_RESULTS_DIR
	mkdir -p "$RESULTS_DIR"
fi
PIDS=()
PORTS=()
LOGS=()
HAPROXY_PID=""
LOAD_PID=""
for ((i = 1; i <= INSTANCES; i++)); do
	PORTS[i]=$(free_port)
	LOGS[i]="$WORK/instance-$i.log"
	PIDS[i]=""
done
LB_PORT=$(free_port)
STATS_PORT=$(free_port)
LB_URL="http://127.0.0.1:$LB_PORT"
MASTER_KEY=$(openssl rand -base64 32)
STATE="$WORK/state.json"

drop_schema() {
	PGOPTIONS='-c client_min_messages=warning' timeout 60 "${PSQL[@]}" -c "DROP SCHEMA IF EXISTS $SCHEMA CASCADE" \
		> /dev/null 2>&1
}

# Stops instance $1: TERM, up to STOP_TIMEOUT s to exit, then KILL. Sets STOPPED_MS (how long it took to exit).
stop_instance() {
	local i=$1 pid=${PIDS[$1]} started
	STOPPED_MS=0
	[[ -n "$pid" ]] || return 0
	started=$(date +%s%3N)
	kill -TERM "$pid" 2> /dev/null || true
	local waited=0
	while kill -0 "$pid" 2> /dev/null && ((waited < STOP_TIMEOUT * 10)); do
		sleep 0.1
		waited=$((waited + 1))
	done
	if kill -0 "$pid" 2> /dev/null; then
		log "instance $i did not exit within $STOP_TIMEOUT s; killing pid $pid"
		kill -KILL "$pid" 2> /dev/null || true
	fi
	wait "$pid" 2> /dev/null || true
	STOPPED_MS=$(($(date +%s%3N) - started))
	PIDS[i]=""
}

on_cluster_exit() {
	local rc=$?
	trap - EXIT INT TERM
	if [[ -n "$LOAD_PID" ]]; then
		kill -TERM "$LOAD_PID" 2> /dev/null || true
		wait "$LOAD_PID" 2> /dev/null || true
	fi
	if [[ -n "$HAPROXY_PID" ]]; then
		kill -TERM "$HAPROXY_PID" 2> /dev/null || true
		wait "$HAPROXY_PID" 2> /dev/null || true
	fi
	local i
	for ((i = 1; i <= INSTANCES; i++)); do
		[[ -z "${PIDS[i]}" ]] || log "stopping instance $i (pid ${PIDS[i]})"
		STOP_TIMEOUT=30 stop_instance "$i"
	done
	drop_schema || log "could not drop schema $SCHEMA"
	if [[ $rc != 0 || "$KEEP_WORK" == 1 ]]; then
		log "work files ($WORK_HOLDS) kept in $WORK"
	else
		rm -rf "$WORK"
	fi
	exit $rc
}
trap on_cluster_exit EXIT

# Starts instance $1 (its log appended to) on the schema, listening on its port of 127.0.0.1.
start_instance() {
	local i=$1
	mkdir -p "$WORK/instance-$i"
	echo "---- start $(date -u +%H:%M:%S.%3N)" >> "${LOGS[i]}"
	# shellcheck disable=SC2086 # APP_JAVA_OPTS is a list of options
	(cd "$WORK/instance-$i" && exec env \
		SPRING_DATASOURCE_URL="jdbc:postgresql://127.0.0.1:5432/$DATABASE?currentSchema=$SCHEMA" \
		SPRING_DATASOURCE_USERNAME=postgres SPRING_FLYWAY_SCHEMAS="$SCHEMA" SPRING_FLYWAY_DEFAULT_SCHEMA="$SCHEMA" \
		KONTOR_ISSUER="$LB_URL" KONTOR_MASTER_KEY="$MASTER_KEY" \
		KONTOR_WEBHOOKS_REQUIRE_HTTPS=false KONTOR_WEBHOOKS_ALLOW_PRIVATE_TARGETS=true \
		"$JAVA" $APP_JAVA_OPTS "${APP_COMMAND[@]}" --server.address=127.0.0.1 --server.port="${PORTS[i]}") \
		>> "${LOGS[i]}" 2>&1 < /dev/null &
	PIDS[i]=$!
}

# Waits until instance $1 answers 200 on the health path HEALTH_PATH (default /actuator/health), asking twice a second.
wait_instance_ready() {
	local i=$1
	APP_NAME="instance $i" APP_PID=${PIDS[i]} APP_LOG=${LOGS[i]} \
		wait_until_healthy "$SECONDS" "http://127.0.0.1:${PORTS[i]}${HEALTH_PATH:-/actuator/health}" 0.5
}

# Waits until HAProxy counts instance $1 UP (its stats page), at most 30 s.
wait_balancer_up() {
	local i=$1 started=$SECONDS
	until curl -fsS --max-time 2 "http://127.0.0.1:$STATS_PORT/stats;csv" 2> /dev/null |
		awk -F, -v s="i$i" '$1 == "instances" && $2 == s { print $18 }' | grep -q '^UP'; do
		((SECONDS - started < 30)) || die "HAProxy did not count instance $i up within 30 s"
		sleep 0.2
	done
}

# ---------------------------------------------------------------------------------------------------- cluster
log "dropping schema $SCHEMA"
drop_schema
# One after the other: the first start on an empty schema creates the operator tenant and client.
for ((i = 1; i <= INSTANCES; i++)); do
	started=$SECONDS
	log "starting instance $i on 127.0.0.1:${PORTS[i]} (log ${LOGS[i]})"
	start_instance "$i"
	wait_instance_ready "$i"
	log "instance $i is up after $((SECONDS - started)) s"
done
if curl -fsS -o /dev/null --max-time 5 "http://127.0.0.1:${PORTS[1]}/actuator/health/readiness"; then
	HEALTH_PATH=/actuator/health/readiness
else
	HEALTH_PATH=/actuator/health
	NOTES+=("this build has no /actuator/health/readiness: HAProxy checked /actuator/health")
fi
log "HAProxy health checks on $HEALTH_PATH"

HAPROXY_CFG="$WORK/haproxy.cfg"
{
	echo "global"
	echo "    maxconn 4096"
	echo "    log stdout format raw local0"
	echo "defaults"
	echo "    mode http"
	echo "    log global"
	echo "    option httplog"
	echo "    timeout connect 2s"
	echo "    timeout client 30s"
	echo "    timeout server 30s"
	echo "    retries 3"
	echo "    option redispatch"
	echo "frontend kontor"
	echo "    bind 127.0.0.1:$LB_PORT"
	echo "    default_backend instances"
	echo "backend instances"
	echo "    balance roundrobin"
	echo "    option httpchk GET $HEALTH_PATH"
	echo "    http-check expect status 200"
	echo "    default-server check inter ${CHECK_INTER_MS}ms fall $CHECK_FALL rise $CHECK_RISE"
	echo "    http-response set-header X-Kontor-Instance %s"
	for ((i = 1; i <= INSTANCES; i++)); do
		echo "    server i$i 127.0.0.1:${PORTS[i]}"
	done
	echo "listen stats"
	echo "    bind 127.0.0.1:$STATS_PORT"
	echo "    stats enable"
	echo "    stats uri /stats"
} > "$HAPROXY_CFG"
haproxy -c -q -f "$HAPROXY_CFG" || die "HAProxy refuses $HAPROXY_CFG"
haproxy -db -f "$HAPROXY_CFG" > "$WORK/haproxy.log" 2>&1 < /dev/null &
HAPROXY_PID=$!
for ((i = 1; i <= INSTANCES; i++)); do wait_balancer_up "$i"; done
log "HAProxy on $LB_URL in front of $INSTANCES instances"

export CLUSTER_LB="$LB_URL" CLUSTER_TRIES="$TRIES" CLUSTER_LOAD_CONNECTIONS="$LOAD_CONNECTIONS"
CLUSTER_INSTANCES=""
for ((i = 1; i <= INSTANCES; i++)); do CLUSTER_INSTANCES+="${CLUSTER_INSTANCES:+,}http://127.0.0.1:${PORTS[i]}"; done
export CLUSTER_INSTANCES
PROBE=(node "$CLUSTER_DIR/probes.mjs")

log "setting up a tenant, clients, a user, a funded client record and a market through the balancer"
run_child timeout --kill-after=10 "$PROBE_TIMEOUT" "${PROBE[@]}" setup "$STATE" > "$WORK/setup.out" ||
	{
		cat "$WORK/setup.out" >&2
		die "the set-up failed (above)"
	}

# ---------------------------------------------------------------------------------------------------- probes
RESULT_ROWS=()
DETAILS=()
FAILED=0

# Records the JSON line at the end of the probe output $2 for probe $1 (label $3).
record_probe() {
	local name=$1 out=$2 label=$3 json pass figure
	json=$(grep -E '^\{' "$out" | tail -1 || true)
	pass=$(node -e 'const r = JSON.parse(process.argv[1] || "{}"); console.log(r.pass === true ? "pass" : "FAIL")' "$json")
	figure=$(node -e 'const r = JSON.parse(process.argv[1] || "{}"); console.log(r.figure || "no result")' "$json")
	[[ "$pass" == pass ]] || FAILED=$((FAILED + 1))
	log "$label: $pass: $figure"
	RESULT_ROWS+=("| $label | $pass | $figure |")
	DETAILS+=("### $label" "" '```' "$(grep -vE '^\{' "$out" || true)" '```' "")
}

run_probe() {
	local name=$1 label=$2 out="$WORK/$1.out"
	log "probe $label"
	run_child timeout --kill-after=10 "$PROBE_TIMEOUT" "${PROBE[@]}" "$name" "$STATE" > "$out" 2>&1 || true
	record_probe "$name" "$out" "$label"
}

rolling_restart() {
	local out="$WORK/rolling.out" stop_file="$WORK/load.stop" i lines=()
	rm -f "$stop_file"
	log "probe d. rolling restart: load of $LOAD_CONNECTIONS connections through the balancer"
	timeout --kill-after=10 900 "${PROBE[@]}" load "$STATE" "$stop_file" > "$out" 2>&1 &
	LOAD_PID=$!
	sleep "$SETTLE"
	for ((i = 1; i <= INSTANCES; i++)); do
		local stop_at restarted
		stop_at=$(date -u +%H:%M:%S.%3N)
		stop_instance "$i"
		log "instance $i: SIGTERM at $stop_at, exited after $STOPPED_MS ms; starting it again"
		restarted=$SECONDS
		start_instance "$i"
		wait_instance_ready "$i"
		wait_balancer_up "$i"
		lines+=("instance $i: SIGTERM at $stop_at, exited after $STOPPED_MS ms, back in the balancer after $((SECONDS - restarted)) s")
		sleep "$SETTLE"
	done
	touch "$stop_file"
	wait "$LOAD_PID" || true
	LOAD_PID=""
	printf '%s\n' "${lines[@]}" >> "$out.stops"
	{
		cat "$out.stops"
		cat "$out"
	} > "$out.all"
	record_probe load "$out.all" "d. rolling restart under load"
}

for probe in $PROBES; do
	case $probe in
	signin) run_probe signin "a. browser sign-in through the balancer" ;;
	order) run_probe order "b. order on B after a quote on A" ;;
	jwks) run_probe jwks "c. key rotation, outside JWKS client" ;;
	rolling) rolling_restart ;;
	delays) run_probe delays "e. cross-instance delays" ;;
	*) die "unknown probe '$probe' in CLUSTER_PROBES" ;;
	esac
done

# ---------------------------------------------------------------------------------------------------- report
# HAProxy's log lines of health check changes, and of requests answered 5xx or not at all, or cut short (termination
# state other than ----). A request line: client [date] frontend backend/server timers status bytes - - state ...
balancer_events() {
	awk '/^\[WARNING\]|^\[ALERT\]/ { print; next }
		/\] kontor / { for (f = 1; f <= NF; f++) if ($f ~ /^instances\//) break;
			status = $(f + 2); state = $(f + 6);
			if (status !~ /^[234]/ || state != "----") print }' "$WORK/haproxy.log" 2> /dev/null || true
}

# How many requests HAProxy logged with retries (the last of the connection counts, "+" when redispatched).
balancer_retries() {
	awk 'BEGIN { n = 0 }
		/\] kontor / { for (f = 1; f <= NF; f++) if ($f ~ /^instances\//) break;
			split($(f + 7), counts, "/"); if (counts[5] ~ /^\+?[1-9]/) n++ }
		END { print n }' "$WORK/haproxy.log" 2> /dev/null || echo 0
}

LOADAVG_AFTER=$(loadavg)
REPORT="$WORK/report.md"
{
	report_head "Kontor as a cluster of $INSTANCES instances,"
	echo "| Machine | $(machine_summary "") |"
	echo "| JDK | $("$JAVA" -version 2>&1 | head -1) ($JAVA_HOME) |"
	echo "| Application | $APP_DESCRIPTION${APP_COMMIT:+ (working copy at $APP_COMMIT)} |"
	echo "| Instance JVM options | ${APP_JAVA_OPTS:-(defaults)} |"
	echo "| Database | PostgreSQL 127.0.0.1:5432, database $DATABASE, schema $SCHEMA (dropped after the run) |"
	echo "| Balancer | $(haproxy -v | head -1 | cut -d' ' -f1-3): round robin, no affinity, \`option httpchk GET $HEALTH_PATH\`, inter ${CHECK_INTER_MS} ms, fall $CHECK_FALL, rise $CHECK_RISE, retries 3, redispatch |"
	echo "| Probes | tries $TRIES; load $LOAD_CONNECTIONS connections, ${SETTLE} s before the first stop and after each instance is back |"
	[[ -z "${BENCH_NOTE:-}" ]] || echo "| Note | $BENCH_NOTE |"
	run_rows
	echo
	echo "## Results"
	echo
	echo "| Probe | Result | Figure |"
	echo "|---|---|---|"
	printf '%s\n' "${RESULT_ROWS[@]}"
	echo
	printf '%s\n' "${DETAILS[@]}"
	notes_section
	echo
	echo "## HAProxy log"
	echo
	echo "Requests HAProxy sent again to a server after a failed connection (\`retries\`, \`redispatch\`):" \
		"$(balancer_retries)."
	echo "Health check changes and requests that ended in an error or were cut (first 40):"
	echo
	echo '```'
	balancer_events | cut -c1-300 | head -40 || true
	echo '```'
	for ((i = 1; i <= INSTANCES; i++)); do
		APP_LOG=${LOGS[i]}
		echo
		echo "## Instance $i log: WARN and ERROR lines (first 15)"
		echo
		if grep -qE '^[0-9-]+T[^ ]+ +(WARN|ERROR) ' "$APP_LOG"; then
			echo '```'
			grep -E '^[0-9-]+T[^ ]+ +(WARN|ERROR) ' "$APP_LOG" | cut -c1-300 | head -15 || true
			echo '```'
		else
			echo "None."
		fi
	done
} > "$REPORT"
publish_report cluster-
if ((FAILED > 0)); then
	log "$FAILED probe(s) failed"
	[[ "$STRICT" != 1 ]] || exit 1
fi
