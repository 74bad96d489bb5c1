#!/usr/bin/env bash
# What one webhook attempt's HTTP exchange costs the sending JVM (see bench/README.md, "Webhook delivery: the
# attempts' HTTP client"):
#
#   bench/webhooks/clients.sh
#
#   1. takes Apache HttpClient's jars from the application jar (KONTOR_JAR, default: target/kontor-*.jar, built with
#      ./mvnw package -DskipTests when missing), the versions the application ships;
#   2. starts the receiver (the JDK's HttpServer on virtual threads, as the webhook benchmark's) in a JVM of its own;
#   3. runs the JDK's client and Apache HttpClient one after the other, BENCH_CLIENT_ROUNDS times each (default 2), with
#      BENCH_CLIENT_CONCURRENCY requests at once (default 64) for BENCH_CLIENT_SECONDS (default 10) after 5 s of
#      warm-up, and prints each run's requests a second and the sender's processor time a request;
#   4. writes bench/results/webhooks-clients-<UTC date-time>.md and bench/results/webhooks-clients-latest.md.
set -Eeuo pipefail

WH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BENCH_DIR=$(cd "$WH_DIR/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
ROUNDS=${BENCH_CLIENT_ROUNDS:-2}
CONCURRENCY=${BENCH_CLIENT_CONCURRENCY:-64}
SECONDS_EACH=${BENCH_CLIENT_SECONDS:-10}
BENCH_LOG_PREFIX=webhook-clients
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"
require_whole_numbers ROUNDS CONCURRENCY SECONDS_EACH
use_jdk

if [[ -z "${KONTOR_JAR:-}" ]]; then
	KONTOR_JAR=$(ls "$ROOT"/target/kontor-*.jar 2> /dev/null | head -1 || true)
	if [[ -z "$KONTOR_JAR" ]]; then
		log "building the application (./mvnw package -DskipTests)"
		(cd "$ROOT" && ./mvnw -q -B package -DskipTests)
		KONTOR_JAR=$(ls "$ROOT"/target/kontor-*.jar | head -1)
	fi
fi
WORK=$(mktemp -d /tmp/kontor-wh-clients.XXXXXX)
RECEIVER_PID=
cleanup() {
	[[ -n "$RECEIVER_PID" ]] && kill "$RECEIVER_PID" 2> /dev/null || true
	rm -rf "$WORK"
}
trap cleanup EXIT
(cd "$WORK" && unzip -q -o "$KONTOR_JAR" 'BOOT-INF/lib/httpclient5-*' 'BOOT-INF/lib/httpcore5-*' \
	'BOOT-INF/lib/slf4j-api-*')
CLASSPATH=$(ls "$WORK"/BOOT-INF/lib/*.jar | paste -sd:)
"$JAVA_HOME/bin/javac" -nowarn -cp "$CLASSPATH" -d "$WORK" "$WH_DIR/clients/ClientCost.java"

PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$JAVA" -cp "$WORK:$CLASSPATH" ClientCost receiver "$PORT" &
RECEIVER_PID=$!
sleep 2
LOAD_BEFORE=$(loadavg)
OUT="$WORK/runs.txt"
for ((round = 1; round <= ROUNDS; round++)); do
	for client in jdk apache; do
		log "round $round: $client"
		"$JAVA" -cp "$WORK:$CLASSPATH" ClientCost "$client" "$CONCURRENCY" "$SECONDS_EACH" "$PORT" \
			2> "$WORK/errors.txt" | tee -a "$OUT"
		grep -q ' 0 requests/s' "$OUT" && { cat "$WORK/errors.txt" >&2; die "the $client client sent nothing"; }
	done
done

STAMP=$(date -u +%Y-%m-%dT%H%M%SZ)
RESULTS_DIR="$BENCH_DIR/results"
REPORT="$WORK/report.md"
{
	echo "# Webhook attempts' HTTP client: processor time a request $STAMP"
	echo
	echo "| | |"
	echo "|---|---|"
	echo "| Machine | $(machine_summary "") |"
	echo "| JDK | $("$JAVA" -version 2>&1 | head -1) ($JAVA_HOME) |"
	echo "| Apache HttpClient | $(ls "$WORK"/BOOT-INF/lib/ | paste -sd' ') (from \`$KONTOR_JAR\`) |"
	echo "| Load | $CONCURRENCY requests at once from virtual threads for $SECONDS_EACH s after 5 s of warm-up, $ROUNDS rounds of each client, one after the other; a 222-byte JSON body with three signature headers; the receiver (the JDK's HttpServer on virtual threads) in another JVM on the same machine |"
	echo "| Load average | before $LOAD_BEFORE, after $(loadavg) |"
	echo
	echo "## Results"
	echo
	echo '```'
	cat "$OUT"
	echo '```'
	echo
	echo "jdk: the JDK's java.net.http.HttpClient as the attempts used it (sendAsync, waited for on the sending virtual"
	echo "thread, two executor threads of its own); apache: Apache HttpClient's blocking client on the virtual threads"
	echo "(a pooled connection per request in flight), as the attempts use it now."
} > "$REPORT"
cp "$REPORT" "$RESULTS_DIR/webhooks-clients-$STAMP.md"
cp "$REPORT" "$RESULTS_DIR/webhooks-clients-latest.md"
cat "$REPORT"
log "written $RESULTS_DIR/webhooks-clients-$STAMP.md and webhooks-clients-latest.md"
