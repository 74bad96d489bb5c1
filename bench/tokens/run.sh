#!/usr/bin/env bash
# Client-credentials tokens: Kontor against Keycloak on the same machine with the same load (see bench/README.md,
# "Tokens against Keycloak"):
#   1. builds the load driver and, unless BENCH_SKIP_APP_BUILD=1 or KONTOR_JAR is set, the application;
#   2. fetches Keycloak (org.keycloak:keycloak-quarkus-dist:$KEYCLOAK_VERSION:zip) through Maven into a cache
#      outside the repository and unpacks it there, once;
#   3. measures the machine's signing rate (openssl speed rsa2048 and ecdsap256): the physical limit;
#   4. starts Keycloak in dev mode (H2) with a fresh database, creates a realm signing with RS256 and one signing
#      with ES256 (an ecdsa-generated P-256 key provider), each with a confidential client for client credentials,
#      and runs the load driver's client-credentials scenario against each; stops Keycloak;
#   5. starts Kontor (demo profile, fresh H2 database) signing with RS256 and runs client-credentials,
#      protected-get and health; restarts it signing with ES256 and runs client-credentials;
#   6. writes one table (tokens/s, p50, p99, max, > 1 s, non-2xx of each, ratios) to
#      bench/results/tokens-<UTC date-time>.md and bench/results/tokens-latest.md.
# Only one server runs at a time. Every phase is bounded in time; servers are stopped on exit, also on Ctrl-C.
#
# Environment (all optional):
#   KONTOR_JAR                      application jar (default: target/kontor-*.jar, built unless BENCH_SKIP_APP_BUILD=1)
#   BENCH_SKIP_APP_BUILD=1          do not build the application
#   BENCH_CONCURRENCY               connections of the load driver (default 32)
#   BENCH_WARMUP_SECONDS            warm-up per load run (default 10)
#   BENCH_MEASURE_SECONDS           measurement per load run (default 30)
#   BENCH_OPENSSL_SECONDS           duration of each openssl speed run (default 3)
#   BENCH_APP_JAVA_OPTS             JVM options of Kontor, e.g. -Dkontor.web.request-handling.threads=virtual
#   BENCH_KEYCLOAK_JAVA_OPTS_APPEND JVM options added to Keycloak's (JAVA_OPTS_APPEND)
#   BENCH_STARTUP_TIMEOUT_SECONDS   how long to wait for a server to answer (default 300: Keycloak's first start
#                                   builds its distribution)
#   BENCH_CACHE                     where Keycloak is kept (default ~/.cache/kontor-bench)
#   KEYCLOAK_VERSION                default 26.7.3
#   BENCH_KEEP_WORK=1               keep the temporary directory (logs, databases) after a successful run
set -Eeuo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)

CONCURRENCY=${BENCH_CONCURRENCY:-32}
WARMUP=${BENCH_WARMUP_SECONDS:-10}
MEASURE=${BENCH_MEASURE_SECONDS:-30}
OPENSSL_SECONDS=${BENCH_OPENSSL_SECONDS:-3}
KC_JAVA_OPTS_APPEND=${BENCH_KEYCLOAK_JAVA_OPTS_APPEND:-}
CACHE=${BENCH_CACHE:-$HOME/.cache/kontor-bench}
KEYCLOAK_VERSION=${KEYCLOAK_VERSION:-26.7.3}

# The goal (issue 17): Kontor's tokens/s at least 5 times Keycloak's, p99 no higher, nothing over 1 s, no non-2xx;
# protected GET with a token at least 90 % of the health endpoint's rate.
GOAL_TOKEN_RATIO=5
GOAL_MAX_MS=1000
GOAL_PROTECTED_SHARE_PERCENT=90

KC_REALM_CLIENT=bench-client
KC_REALM_SECRET=bench-client-secret
KC_ADMIN=bench-admin
KC_ADMIN_PASSWORD=bench-admin-password

BENCH_LOG_PREFIX=tokens
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"
server_settings "" 300 # APP_JAVA_OPTS, STARTUP_TIMEOUT and KEEP_WORK

require_tools curl timeout awk sed base64 unzip openssl
require_whole_numbers CONCURRENCY WARMUP MEASURE OPENSSL_SECONDS STARTUP_TIMEOUT
use_jdk

# ---------------------------------------------------------------------------------------------------- build
build_bench_jar "$BENCH_DIR/load" kontor-load.jar
LOAD_JAR=$BENCH_JAR
DRIVER=("$JAVA" -XX:+UseSerialGC -Xms64m -Xmx512m -jar "$LOAD_JAR")
SKIP_APP_BUILD=${BENCH_SKIP_APP_BUILD:-0}
[[ -z "${KONTOR_JAR:-}" ]] || SKIP_APP_BUILD=1 # a given jar is measured as it is
build_app_in_place "$SKIP_APP_BUILD"

KC_HOME="$CACHE/keycloak-$KEYCLOAK_VERSION"
if [[ ! -x "$KC_HOME/bin/kc.sh" ]]; then
	log "fetching Keycloak $KEYCLOAK_VERSION into $CACHE"
	mkdir -p "$CACHE"
	"$ROOT/mvnw" -q -B -f "$BENCH_DIR/load/pom.xml" dependency:unpack \
		-Dartifact="org.keycloak:keycloak-quarkus-dist:$KEYCLOAK_VERSION:zip" -DoutputDirectory="$CACHE"
	[[ -x "$KC_HOME/bin/kc.sh" ]] || die "Keycloak was not unpacked to $KC_HOME"
fi

# ---------------------------------------------------------------------------------------------------- state
begin_run kontor-tokens
LOAD_JSONL="$WORK/load.jsonl"
: > "$LOAD_JSONL"
APP_PORT=""
MACHINE_BEFORE=$(machine_state)

# ---------------------------------------------------------------------------------------------------- openssl
# Signatures per second of one core: what no token server on this machine can beat per core.
openssl_signs() { # $1: openssl speed algorithm; prints signatures per second
	openssl speed -seconds "$OPENSSL_SECONDS" "$1" 2> /dev/null |
		awk '/^rsa 2048 bits/ { print $6 } /^ *256 bits ecdsa \(nistp256\)/ { print $7 }' | tail -1
}
log "openssl speed rsa2048 and ecdsap256, $OPENSSL_SECONDS s each"
OPENSSL_RSA=$(openssl_signs rsa2048)
OPENSSL_EC=$(openssl_signs ecdsap256)

# ---------------------------------------------------------------------------------------------------- helpers
access_token() { # $1: token URL, then curl arguments; prints the access token
	local url=$1
	shift
	curl -fsS --max-time 30 "$@" "$url" | sed -n 's/.*"access_token" *: *"\([^"]*\)".*/\1/p'
}

run_load() { # $1: label, $2: scenario, then driver options
	local label=$1 scenario=$2 rc=0
	shift 2
	log "load: $scenario ($label), $CONCURRENCY connections, warm-up $WARMUP s, measurement $MEASURE s"
	drive $((WARMUP + MEASURE + 120)) /dev/null "http://127.0.0.1:$APP_PORT" "$scenario" "$CONCURRENCY" \
		"$WARMUP" "$MEASURE" --label "$label" --out "$LOAD_JSONL" "$@" || rc=$?
	((rc == 0)) || NOTES+=("the load driver ended with exit code $rc in $scenario ($label)")
}

# ---------------------------------------------------------------------------------------------------- Keycloak
start_keycloak() {
	local started=$SECONDS mgmt
	APP_PORT=$("$JAVA" -jar "$LOAD_JAR" free-port)
	mgmt=$("$JAVA" -jar "$LOAD_JAR" free-port)
	APP_LOG="$WORK/keycloak.log"
	APP_NAME=Keycloak
	rm -rf "$KC_HOME/data" # a fresh H2 database, as Kontor gets
	log "starting Keycloak $KEYCLOAK_VERSION (dev mode, H2) on 127.0.0.1:$APP_PORT (log $APP_LOG)"
	env KC_BOOTSTRAP_ADMIN_USERNAME="$KC_ADMIN" KC_BOOTSTRAP_ADMIN_PASSWORD="$KC_ADMIN_PASSWORD" \
		JAVA_OPTS_APPEND="$KC_JAVA_OPTS_APPEND" \
		"$KC_HOME/bin/kc.sh" start-dev --http-host=127.0.0.1 --http-port="$APP_PORT" \
		--http-management-port="$mgmt" > "$APP_LOG" 2>&1 < /dev/null &
	APP_PID=$!
	wait_until_healthy "$started" "http://127.0.0.1:$APP_PORT/realms/master"
	log "Keycloak is up after $((SECONDS - started)) s"
}

keycloak_realm() { # $1: realm, $2: RS256 or ES256
	local realm=$1 alg=$2 base="http://127.0.0.1:$APP_PORT" admin realm_id token seen
	admin=$(access_token "$base/realms/master/protocol/openid-connect/token" -d grant_type=password \
		-d client_id=admin-cli -d username="$KC_ADMIN" -d password="$KC_ADMIN_PASSWORD")
	[[ -n "$admin" ]] || die "no admin token from Keycloak"
	curl -fsS --max-time 60 -o /dev/null -H "Authorization: Bearer $admin" -H 'Content-Type: application/json' \
		"$base/admin/realms" -d @- << JSON || die "Keycloak did not create realm $realm"
{"realm": "$realm", "enabled": true, "defaultSignatureAlgorithm": "$alg",
 "clients": [{"clientId": "$KC_REALM_CLIENT", "enabled": true, "publicClient": false,
   "clientAuthenticatorType": "client-secret", "secret": "$KC_REALM_SECRET", "serviceAccountsEnabled": true,
   "standardFlowEnabled": false, "directAccessGrantsEnabled": false}]}
JSON
	if [[ "$alg" == ES256 ]]; then
		realm_id=$(curl -fsS --max-time 30 -H "Authorization: Bearer $admin" "$base/admin/realms/$realm" |
			sed -n 's/^{"id" *: *"\([^"]*\)".*/\1/p')
		[[ -n "$realm_id" ]] || die "no id for Keycloak realm $realm"
		curl -fsS --max-time 60 -o /dev/null -H "Authorization: Bearer $admin" -H 'Content-Type: application/json' \
			"$base/admin/realms/$realm/components" -d @- << JSON || die "Keycloak did not add the ES256 key provider"
{"name": "ecdsa-p256", "providerId": "ecdsa-generated", "providerType": "org.keycloak.keys.KeyProvider",
 "parentId": "$realm_id", "config": {"priority": ["200"], "enabled": ["true"], "active": ["true"],
 "ecdsaEllipticCurveKey": ["P-256"]}}
JSON
	fi
	token=$(access_token "$base/realms/$realm/protocol/openid-connect/token" -u "$KC_REALM_CLIENT:$KC_REALM_SECRET" \
		-d grant_type=client_credentials)
	seen=$(jwt_alg "$token")
	[[ "$seen" == "$alg" ]] || die "Keycloak realm $realm signs with '${seen:-nothing}', not $alg"
	log "Keycloak realm $realm signs client-credentials tokens with $seen"
}

keycloak_load() { # $1: RS256 or ES256
	local realm
	realm="bench-$(tr '[:upper:]' '[:lower:]' <<< "$1")"
	run_load "keycloak-$1" client-credentials --token-path "/realms/$realm/protocol/openid-connect/token" \
		--client-id "$KC_REALM_CLIENT" --client-secret "$KC_REALM_SECRET" --scope ''
}

start_keycloak
keycloak_realm bench-rs256 RS256
keycloak_realm bench-es256 ES256
keycloak_load RS256
keycloak_load ES256
KC_PROBLEMS=$(grep -E ' (WARN|ERROR) ' "$APP_LOG" | cut -c1-300 | head -20 || true)
stop_app

# ---------------------------------------------------------------------------------------------------- Kontor
start_kontor() { # $1: RS256 or ES256
	local alg=$1 started=$SECONDS name seen
	name=$(tr '[:upper:]' '[:lower:]' <<< "$alg")
	APP_PORT=$("$JAVA" -jar "$LOAD_JAR" free-port)
	APP_LOG="$WORK/kontor-$name.log"
	APP_NAME=Kontor
	start_app_on_h2 "$alg" "$WORK/kontor-$name"
	seen=$(demo_token_alg)
	[[ "$seen" == "$alg" ]] || die "Kontor started for $alg signs with '${seen:-nothing}'"
	KONTOR_PROVIDER=$(grep -o 'Signing tokens with .*' "$APP_LOG" | head -1 || true)
	log "Kontor is up after $((SECONDS - started)) s, signing with $seen; ${KONTOR_PROVIDER:-no provider line}"
}

start_kontor RS256
run_load kontor-RS256 client-credentials
run_load kontor-RS256 protected-get
run_load kontor-RS256 health
KONTOR_PROBLEMS=$(grep -E '^[0-9-]+T[^ ]+ +(WARN|ERROR) ' "$APP_LOG" | cut -c1-300 | head -20 || true)
stop_app
start_kontor ES256
run_load kontor-ES256 client-credentials
KONTOR_PROBLEMS+=$(grep -E '^[0-9-]+T[^ ]+ +(WARN|ERROR) ' "$APP_LOG" | cut -c1-300 | head -20 || true)
stop_app

# ---------------------------------------------------------------------------------------------------- report
field() { # $1: label, $2: scenario, $3: key; prints n/a when missing
	local line value
	line=$(grep -F "\"label\":\"$1\",\"scenario\":\"$2\"" "$LOAD_JSONL" | tail -1 || true)
	value=$(sed -nE 's/.*"'"$3"'":("((\\.|[^"\\])*)"|([^,}]*)).*/\2\4/p' <<< "$line")
	[[ -n "$value" && "$value" != null ]] && echo "$value" || echo "n/a"
}

num() { # $1: value, $2: printf format
	[[ "$1" == n/a ]] && echo n/a || awk -v v="$1" -v f="$2" 'BEGIN { printf f, v }'
}

ratio() { # $1 / $2 with two decimals
	[[ "$1" == n/a || "$2" == n/a ]] && { echo n/a; return; }
	awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) print "n/a"; else printf "%.2f", a / b }'
}

row() { # $1: system, $2: label
	local slow
	slow=$(field "$2" client-credentials slowRequests)
	printf '| %s | %s | %s | %s | %s | %s | %s | %s |\n' "$1" \
		"$(num "$(field "$2" client-credentials requestsPerSecond)" %.0f)" \
		"$(num "$(field "$2" client-credentials p50Ms)" %.2f)" "$(num "$(field "$2" client-credentials p99Ms)" %.2f)" \
		"$(num "$(field "$2" client-credentials maxMs)" %.1f)" "$slow" \
		"$(field "$2" client-credentials non2xx)" "$(field "$2" client-credentials errors)"
}

verdict() { # $1: condition result (0/1)
	[[ "$1" == 1 ]] && echo met || echo "**not met**"
}

algorithm_section() { # $1: RS256 or ES256, $2: openssl signs/s
	local alg=$1 kc="keycloak-$1" ko="kontor-$1" rate_ratio p99_ratio max_ratio ko_max ko_non2xx ko_errors met
	rate_ratio=$(ratio "$(field "$ko" client-credentials requestsPerSecond)" \
		"$(field "$kc" client-credentials requestsPerSecond)")
	p99_ratio=$(ratio "$(field "$ko" client-credentials p99Ms)" "$(field "$kc" client-credentials p99Ms)")
	max_ratio=$(ratio "$(field "$ko" client-credentials maxMs)" "$(field "$kc" client-credentials maxMs)")
	ko_max=$(field "$ko" client-credentials maxMs)
	ko_non2xx=$(field "$ko" client-credentials non2xx)
	ko_errors=$(field "$ko" client-credentials errors)
	echo "### $alg"
	echo
	echo "| Server | tokens/s | p50 ms | p99 ms | max ms | > 1 s | non-2xx | errors |"
	echo "|---|---:|---:|---:|---:|---:|---:|---:|"
	row "Keycloak $KEYCLOAK_VERSION" "$kc"
	row "Kontor" "$ko"
	echo "| **Kontor ÷ Keycloak** | **$rate_ratio** | | $p99_ratio | $max_ratio | | | |"
	echo
	met=$(awk -v r="$rate_ratio" -v g="$GOAL_TOKEN_RATIO" 'BEGIN { print (r != "n/a" && r >= g) ? 1 : 0 }')
	echo "- tokens/s at least $GOAL_TOKEN_RATIO × Keycloak's: $(verdict "$met")"
	met=$(awk -v r="$p99_ratio" 'BEGIN { print (r != "n/a" && r <= 1) ? 1 : 0 }')
	echo "- p99 no higher than Keycloak's: $(verdict "$met")"
	met=$(awk -v m="$ko_max" -v g="$GOAL_MAX_MS" 'BEGIN { print (m != "n/a" && m < g) ? 1 : 0 }')
	echo "- no request over 1 s: $(verdict "$met")"
	[[ "$ko_non2xx" == 0 && "$ko_errors" == 0 ]] && met=1 || met=0
	echo "- no non-2xx and no error: $(verdict "$met")"
	echo "- physical limit: \`openssl speed\` signs ${2:-n/a} per second on one core ($(nproc) cores here)"
	echo
}

PROTECTED=$(field kontor-RS256 protected-get requestsPerSecond)
HEALTH=$(field kontor-RS256 health requestsPerSecond)
PROTECTED_SHARE=$(awk -v p="$PROTECTED" -v h="$HEALTH" \
	'BEGIN { if (p == "n/a" || h == "n/a" || h == 0) print "n/a"; else printf "%.1f", 100 * p / h }')
SHARE_MET=$(awk -v s="$PROTECTED_SHARE" -v g="$GOAL_PROTECTED_SHARE_PERCENT" \
	'BEGIN { print (s != "n/a" && s >= g) ? 1 : 0 }')
SHORT_NOTE=""
if ((WARMUP < 10 || MEASURE < 30)); then
	SHORT_NOTE="**Smoke run** (warm-up $WARMUP s, measurement $MEASURE s): the figures only show that the script works."
fi

REPORT="$WORK/report.md"
{
	echo "# Client-credentials tokens: Kontor against Keycloak ($STAMP)"
	echo
	[[ -z "$SHORT_NOTE" ]] || { echo "$SHORT_NOTE"; echo; }
	echo "$CONCURRENCY connections, warm-up $WARMUP s, measurement $MEASURE s per run, one server at a time on"
	echo "127.0.0.1; Keycloak $KEYCLOAK_VERSION in dev mode on H2, Kontor with the demo profile on H2."
	echo "Kontor: \`$(basename "$KONTOR_JAR")\` $(git -C "$ROOT" log -1 --format='%h' 2> /dev/null || true),"
	echo "JVM options \`${APP_JAVA_OPTS:-none}\`; ${KONTOR_PROVIDER:-signing provider not logged}."
	echo
	echo "## Tokens"
	echo
	algorithm_section RS256 "$OPENSSL_RSA"
	algorithm_section ES256 "$OPENSSL_EC"
	echo "## Protected GET against health (Kontor, RS256)"
	echo
	echo "| Scenario | req/s | p50 ms | p99 ms | max ms |"
	echo "|---|---:|---:|---:|---:|"
	for scenario in protected-get health; do
		printf '| %s | %s | %s | %s | %s |\n' "$scenario" \
			"$(num "$(field kontor-RS256 "$scenario" requestsPerSecond)" %.0f)" \
			"$(num "$(field kontor-RS256 "$scenario" p50Ms)" %.2f)" \
			"$(num "$(field kontor-RS256 "$scenario" p99Ms)" %.2f)" "$(num "$(field kontor-RS256 "$scenario" maxMs)" %.1f)"
	done
	echo
	echo "protected-get ÷ health: $PROTECTED_SHARE % (goal at least $GOAL_PROTECTED_SHARE_PERCENT %: $(verdict "$SHARE_MET"))"
	echo
	echo "## Machine"
	echo
	echo '```'
	echo "$(nproc) cores; $(uname -srm); $("$JAVA" -version 2>&1 | head -1)"
	echo "openssl speed -seconds $OPENSSL_SECONDS: rsa2048 ${OPENSSL_RSA:-n/a} sign/s, ecdsap256 ${OPENSSL_EC:-n/a} sign/s"
	echo "$MACHINE_BEFORE"
	echo '```'
	echo
	echo "## Warnings and errors in the server logs"
	echo
	echo '```'
	echo "Keycloak:"
	echo "${KC_PROBLEMS:-none}"
	echo "Kontor:"
	echo "${KONTOR_PROBLEMS:-none}"
	echo '```'
	notes_section
	echo
	echo "## Raw load runs (JSON lines)"
	echo
	echo '```'
	cut -c1-2000 "$LOAD_JSONL"
	echo '```'
} > "$REPORT"
publish_report tokens-
