#!/usr/bin/env bash
# Kontor client document upload benchmark (see bench/README.md, "Client documents"):
#   1. unless KONTOR_JAR is given, builds the application from a clone of this repository's HEAD in
#      /tmp/kontor-documents-src;
#   2. drops the schema kontor_bench_documents of the local PostgreSQL (127.0.0.1:5432, database test, user postgres)
#      and starts Kontor on it with -Xmx512m and a GC log, on a free port of 127.0.0.1, letting all uploads in at once
#      (kontor.clients.concurrent-document-uploads);
#   3. creates a tenant, a server OAuth client (clients.read, clients.write) and one client record through the API
#      with real tokens;
#   4. writes twenty upload bodies, each a valid one-page PDF of exactly 10 MB (10,485,760 bytes, the limit; padded
#      with a stream of random bytes) as 0x and hexadecimal text (make_uploads.py), and sends them all at once (one
#      curl each); every answer must be 201;
#   5. reads every document back and compares the SHA-256 of its bytes with the one sent;
#   6. stops Kontor (also on Ctrl-C or failure) and writes the wall time, each upload's time, the peak heap used
#      (the largest heap occupancy before a collection in the GC log, and the heap after the last one) to
#      bench/results/documents-<UTC date-time>.md and bench/results/documents-latest.md.
#
# Environment (all optional):
#   KONTOR_JAR                      application jar (default: build one from a clone of HEAD)
#   BENCH_DOCUMENTS_COUNT           uploads sent at once (default 20)
#   BENCH_DOCUMENTS_SIZE            bytes of each PDF (default 10485760, kontor.clients.max-document-size)
#   BENCH_DOCUMENTS_CONCURRENT      kontor.clients.concurrent-document-uploads (default: BENCH_DOCUMENTS_COUNT)
#   BENCH_DOCUMENTS_LABEL           a label for another build (e.g. "before"): the report is written to
#                                   bench/results/documents-<UTC date-time>-<label>.md only
#   BENCH_APP_JAVA_OPTS             JVM options of the application (default -Xmx512m)
#   BENCH_STARTUP_TIMEOUT_SECONDS   how long to wait for /actuator/health (default 180)
#   BENCH_KEEP_WORK=1               keep the temporary directory (bodies, logs) after a successful run
set -Eeuo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)

COUNT=${BENCH_DOCUMENTS_COUNT:-20}
SIZE=${BENCH_DOCUMENTS_SIZE:-10485760}
CONCURRENT=${BENCH_DOCUMENTS_CONCURRENT:-$COUNT}
LABEL=${BENCH_DOCUMENTS_LABEL:-}
DATABASE="test"
SCHEMA=kontor_bench_documents
SRC_CLONE=/tmp/kontor-documents-src
UPLOAD_TIMEOUT=600

BENCH_LOG_PREFIX=documents
# shellcheck source=bench/lib.sh
source "$BENCH_DIR/lib.sh"
server_settings "-Xmx512m" # APP_JAVA_OPTS, STARTUP_TIMEOUT and KEEP_WORK

require_tools curl timeout psql git sed awk python3 sha256sum
require_whole_numbers COUNT SIZE CONCURRENT STARTUP_TIMEOUT
((COUNT > 0 && SIZE > 0 && CONCURRENT > 0)) || die "the count, size and concurrency must be positive"
PSQL=(psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -U postgres -d "$DATABASE")

# ---------------------------------------------------------------------------------------------------- build
use_jdk
build_app_from_head "$SRC_CLONE"
log "application: $KONTOR_JAR"

# ---------------------------------------------------------------------------------------------------- state
WORK_HOLDS="upload bodies, application and GC logs"
begin_run kontor-documents-bench
GC_LOG="$WORK/gc.log"
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# ---------------------------------------------------------------------------------------------------- bodies
log "writing $COUNT upload bodies of PDFs of $SIZE bytes"
mkdir -p "$WORK/bodies" "$WORK/answers"
python3 "$BENCH_DIR/documents/make_uploads.py" "$WORK/bodies" "$COUNT" "$SIZE" > "$WORK/sent.txt"

# ---------------------------------------------------------------------------------------------------- application
APP_PORT=$(free_port)
start_app_on_postgres --gc-log "$GC_LOG" --kontor.clients.concurrent-document-uploads="$CONCURRENT"
record_machine_state "after start-up"

# ---------------------------------------------------------------------------------------------------- setup
json_field() { python3 -c 'import json, sys; print(json.load(sys.stdin)[sys.argv[1]])' "$1"; }
token() { # $1: client id, $2: secret, $3: scope
	curl -fsS --max-time 30 -u "$1:$2" -d grant_type=client_credentials --data-urlencode "scope=$3" \
		"$BASE_URL/connect/token" | json_field access_token
}
post_json() { # $1: token, $2: path, $3: body
	curl -fsS --max-time 30 -H "Authorization: Bearer $1" -H 'Content-Type: application/json' -d "$3" "$BASE_URL$2"
}
log "creating the tenant, its OAuth client and a client record"
ADMIN_TOKEN=$(token admin admin-secret platform.admin)
TENANT_ID=$(post_json "$ADMIN_TOKEN" /admin/v1/tenants "{\"name\":\"bench-documents-$RANDOM$RANDOM\"}" | json_field id)
REGISTERED=$(post_json "$ADMIN_TOKEN" /admin/v1/oauth-clients "{\"tenantId\":\"$TENANT_ID\",\
\"applicationName\":\"bench\",\"applicationType\":\"server\",\"allowedOrigins\":[],\
\"grantTypes\":[\"client_credentials\"],\"scopes\":[\"clients.read\",\"clients.write\"],\"redirectUris\":[]}")
OAUTH_ID=$(json_field clientId <<< "$REGISTERED")
OAUTH_SECRET=$(json_field clientSecret <<< "$REGISTERED")
TOKEN=$(token "$OAUTH_ID" "$OAUTH_SECRET" "clients.read clients.write")
CLIENT_RECORD_ID=$(post_json "$TOKEN" /api/v3/clients "{\"clientKey\":\"bench-documents-owner\",\
\"clientType\":\"Retail\",\"name\":\"Erika\",\"surname\":\"Mustermann\"}" | json_field id)
DOCUMENTS_URL="$BASE_URL/api/v3/clients/$CLIENT_RECORD_ID/documents"
log "tenant $TENANT_ID, client record $CLIENT_RECORD_ID"

# ---------------------------------------------------------------------------------------------------- uploads
log "uploading $COUNT documents at once"
GC_LINES_BEFORE=$(wc -l < "$GC_LOG")
UPLOAD_STARTED=$(date +%s.%N)
PIDS=()
while read -r body _; do
	name=$(basename "$body" .json)
	curl -sS --max-time "$UPLOAD_TIMEOUT" -o "$WORK/answers/$name.json" \
		-w '%{http_code} %{time_total}\n' -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
		--data-binary "@$body" "$DOCUMENTS_URL" > "$WORK/answers/$name.status" 2> "$WORK/answers/$name.err" &
	PIDS+=($!)
done < "$WORK/sent.txt"
record_machine_state "during the uploads"
for pid in "${PIDS[@]}"; do wait "$pid" || true; done
UPLOAD_ENDED=$(date +%s.%N)
GC_LINES_AFTER=$(wc -l < "$GC_LOG")
WALL=$(awk -v a="$UPLOAD_STARTED" -v b="$UPLOAD_ENDED" 'BEGIN { printf "%.1f", b - a }')
log "uploads done in $WALL s"

# ---------------------------------------------------------------------------------------------------- read back
log "reading every document back"
CREATED=0
MATCHING=0
STATUSES=""
TIMES=()
while read -r body sha; do
	name=$(basename "$body" .json)
	read -r status seconds < "$WORK/answers/$name.status" || status="none"
	STATUSES+="$status "
	TIMES+=("${seconds:-0}")
	[[ "$status" == 201 ]] || continue
	CREATED=$((CREATED + 1))
	id=$(json_field id < "$WORK/answers/$name.json")
	read_sha=$(curl -fsS --max-time 120 -H "Authorization: Bearer $TOKEN" "$DOCUMENTS_URL/$id" | python3 -c '
import binascii, hashlib, json, sys
print(hashlib.sha256(binascii.unhexlify(json.load(sys.stdin)["fileData"][2:])).hexdigest())') || read_sha=""
	[[ "$read_sha" == "$sha" ]] && MATCHING=$((MATCHING + 1))
done < "$WORK/sent.txt"
STORED=$("${PSQL[@]}" -Atc "SELECT COUNT(*) FROM $SCHEMA.client_documents WHERE client_id = '$CLIENT_RECORD_ID'")
record_machine_state "after the uploads"
LOADAVG_AFTER=$(loadavg)
OOM=$(grep -c 'OutOfMemoryError' "$APP_LOG" || true)
stop_app

# ---------------------------------------------------------------------------------------------------- figures
# GC log lines end in "<before>M-><after>M(<committed>M) <pause>ms": the heap used before a collection is the peak
# since the one before it; the heap used after a collection is what was still live then.
# $1, $2: the first and last line to look at; prints the peak before, the peak after, the last after, collections
gc_figures() {
	sed -n "$1,$2p" "$GC_LOG" | sed -nE 's/.* ([0-9]+)M->([0-9]+)M\(([0-9]+)M\).*/\1 \2 \3/p' |
		awk '{ if ($1 > peak) peak = $1; if ($2 > live) live = $2; last = $2; n++ }
			END { printf "%d %d %d %d", peak, live, last, n }'
}
read -r PEAK_ALL _ AFTER_LAST _ <<< "$(gc_figures 1 '$')"
read -r PEAK_UPLOADS LIVE_UPLOADS _ COLLECTIONS <<< "$(gc_figures $((GC_LINES_BEFORE + 1)) "$GC_LINES_AFTER")"
TIME_SUMMARY=$(printf '%s\n' "${TIMES[@]}" | sort -n | awk '{ t[NR] = $1 } END {
	printf "min %.1f s, median %.1f s, max %.1f s", t[1], t[int((NR + 1) / 2)], t[NR] }')
MB_PER_S=$(awk -v n="$COUNT" -v s="$SIZE" -v w="$WALL" 'BEGIN { printf "%.1f", n * s / 1048576 / w }')
if [[ $CREATED == "$COUNT" && $MATCHING == "$COUNT" && $STORED == "$COUNT" && $OOM == 0 ]]; then
	VERDICT="met: every upload answered 201 and read back with the same bytes at $APP_JAVA_OPTS"
else
	VERDICT="**not met**: $CREATED of $COUNT answered 201, $MATCHING read back equal, $STORED stored, $OOM OutOfMemoryError lines"
fi
NOTES+=("the machine is shared (2 cores; other work runs on it): wall times vary from run to run, the heap figures much less")
note_app_log_errors

REPORT="$WORK/report.md"
{
	report_head "Client document uploads${LABEL:+ ($LABEL)}"
	setup_rows
	echo "| Uploads | $COUNT at once, each a PDF of $SIZE bytes as 0x and hex text ($(stat -c %s "$WORK/bodies/upload-00.json") bytes of JSON) |"
	echo "| kontor.clients.concurrent-document-uploads | $CONCURRENT |"
	echo "| Database | PostgreSQL $("${PSQL[@]}" -Atc 'SHOW server_version'), schema $SCHEMA |"
	run_rows
	echo
	echo "## Results"
	echo
	echo "| | |"
	echo "|---|---|"
	echo "| Answers | $STATUSES|"
	echo "| Read back with the same SHA-256 | $MATCHING of $COUNT ($STORED rows stored) |"
	echo "| Wall time of the uploads | $WALL s ($MB_PER_S MB/s of documents) |"
	echo "| Time of one upload | $TIME_SUMMARY |"
	echo "| Peak heap used during the uploads | $PEAK_UPLOADS MB (largest occupancy before a collection, which G1 lets grow while the heap has room; collections during the uploads: $COLLECTIONS) |"
	echo "| Largest heap still used after a collection during the uploads | $LIVE_UPLOADS MB (what the uploads held) |"
	echo "| Peak heap used over the whole run | $PEAK_ALL MB (start-up and the reads back included) |"
	echo "| Heap after the last collection of the run | $AFTER_LAST MB |"
	echo "| OutOfMemoryError in the log | $OOM |"
	echo
	echo "Goal (issue 33): twenty 10 MB documents uploaded at once work at -Xmx512m. $VERDICT."
	machine_state_section
	app_log_section
	notes_section
} > "$REPORT"
if [[ -z "$LABEL" ]]; then
	publish_report documents-
else # a labelled run (another build, say) leaves documents-latest.md alone
	cp "$REPORT" "$RESULTS_DIR/documents-$STAMP-$LABEL.md"
	cat "$REPORT"
	log "written $RESULTS_DIR/documents-$STAMP-$LABEL.md ($((SECONDS - RUN_STARTED)) s without builds)"
fi
