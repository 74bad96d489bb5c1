#!/usr/bin/env bash
# Runs Kontor's container image without a container engine and checks that it serves: unpacks the image tarball
# (target/kontor-image.tar, built by `./mvnw -Pimage -DskipTests package`) into a root file system, starts its
# entrypoint there as the image's user, with its environment and working directory, in a mount and PID namespace of its
# own (host network, as `docker run --network host`), waits until /actuator/health answers UP, runs the image's health
# check command, and stops it with SIGTERM. Needs root (for the namespaces), curl and jq.
#
#   bench/image/check.sh [IMAGE_TAR [NAME=VALUE ...]]
#   environment: PORT (18080), START_TIMEOUT seconds (300), READ_ONLY=1 (the root file system read-only but for a
#   fresh /tmp, as `docker run --read-only --tmpfs /tmp` and Kubernetes' readOnlyRootFilesystem)
#
# NAME=VALUE sets the container's environment, as `docker run -e` does: SPRING_PROFILES_ACTIVE=prod with
# SPRING_DATASOURCE_URL=jdbc:postgresql://127.0.0.1:5432/… and the other settings of the README runs it on PostgreSQL.
#
# Exit status 0 when all checks pass; the first failure ends the run with 1 and the log's last lines. The server's log
# is kept in target/image-check.log.
set -euo pipefail
cd "$(dirname "$0")/../.."

image_tar=${1:-target/kontor-image.tar}
shift || true
container_environment=("$@")
for setting in "${container_environment[@]}"; do
  [[ "$setting" =~ ^[A-Za-z_][A-Za-z0-9_]*= ]] || { echo "not NAME=VALUE: $setting" >&2; exit 1; }
done
port=${PORT:-18080}
start_timeout=${START_TIMEOUT:-300}
read_only=${READ_ONLY:-}

step() { echo "== $*"; }
fail() { echo "FAILED: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || fail "needs root: the check runs the image in namespaces of its own"
for tool in curl jq unshare; do
  command -v "$tool" > /dev/null || fail "needs $tool"
done
[ -f "$image_tar" ] || fail "no $image_tar: build it with ./mvnw -Pimage -DskipTests package"
if curl -s -o /dev/null "http://127.0.0.1:$port/"; then
  fail "port $port is taken: set PORT to a free one"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/kontor-image-check.XXXXXX")
server=""
cleanup() {
  if [ -n "$server" ] && kill -0 "$server" 2> /dev/null; then
    kill -KILL "$server" 2> /dev/null || true
    wait "$server" 2> /dev/null || true
  fi
  if [ -f "$work/server.log" ]; then
    cp "$work/server.log" target/image-check.log
    echo "the server's log: target/image-check.log"
  fi
  if mountpoint -q "$work/root"; then
    umount -R "$work/root"
  fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

step "Unpacking $image_tar ($(du -h "$image_tar" | cut -f 1))"
mkdir -p "$work/image" "$work/root"
tar -xf "$image_tar" -C "$work/image"
config_file=$work/image/$(jq -r '.[0].Config' "$work/image/manifest.json")
echo "tags: $(jq -r '.[0].RepoTags | join(", ")' "$work/image/manifest.json")"
mapfile -t layers < <(jq -r '.[0].Layers[]' "$work/image/manifest.json")
for layer in "${layers[@]}"; do
  if tar -tf "$work/image/$layer" 2> /dev/null | grep -q '\(^\|/\)\.wh\.'; then
    fail "layer $layer deletes files (whiteouts), which this check does not apply"
  fi
  tar -xf "$work/image/$layer" -C "$work/root" --numeric-owner --same-owner --same-permissions \
    --warning=no-unknown-keyword
  echo "layer $layer: $(tar -tf "$work/image/$layer" --warning=no-unknown-keyword | wc -l) entries"
done
echo "root file system: $(du -sh "$work/root" | cut -f 1)"

config() { jq -r "$1" "$config_file"; }
user=$(config '.config.User // ""')
working_directory=$(config '.config.WorkingDir // "/"')
mapfile -t entrypoint < <(config '(.config.Entrypoint // []) + (.config.Cmd // []) | .[]')
mapfile -t environment < <(config '.config.Env // [] | .[]')
mapfile -t health_check < <(config '.config.Healthcheck.Test // [] | .[]')
echo "user: $user, working directory: $working_directory"
echo "entrypoint: ${entrypoint[*]}"
echo "exposed ports: $(config '.config.ExposedPorts // {} | keys | join(", ")')"
echo "health check: ${health_check[*]:-none}"
echo "labels: $(config '.config.Labels // {} | to_entries | map("\(.key)=\(.value)") | join(", ")')"

[[ "$user" =~ ^[1-9][0-9]*(:[0-9]+)?$ ]] || fail "the image's user is '$user', not a numeric user other than root"
uid=${user%%:*}
gid=${user#*:}
[ "$gid" != "$user" ] || gid=$uid
[ "${health_check[0]:-}" = CMD ] || fail "the image declares no health check command (CMD form)"
owner=$(stat -c %u "$work/root$working_directory/data" 2> /dev/null || true)
[ "$owner" = "$uid" ] || fail "$working_directory/data is owned by '$owner', not by the image's user $uid"
echo "$working_directory/data belongs to $uid"

# What a container engine provides: the devices the JVM reads (random numbers) and writes.
mkdir -p "$work/root/dev" "$work/root/proc"
mknod -m 666 "$work/root/dev/null" c 1 3
mknod -m 666 "$work/root/dev/zero" c 1 5
mknod -m 666 "$work/root/dev/random" c 1 8
mknod -m 666 "$work/root/dev/urandom" c 1 9

if [ -n "$read_only" ]; then
  mount --bind "$work/root" "$work/root"
  mount -o remount,bind,ro "$work/root"
  mount -t tmpfs -o mode=1777 tmpfs "$work/root/tmp"
  echo "root file system read-only, /tmp a fresh tmpfs"
fi

in_image() {
  env -i "${environment[@]}" HOSTNAME=kontor-image-check SERVER_PORT="$port" "${container_environment[@]}" \
    unshare --mount --pid --fork --kill-child --mount-proc --root="$work/root" --wd="$working_directory" \
    --setuid "$uid" --setgid "$gid" "$@"
}

step "Starting the entrypoint as $uid:$gid on port $port"
started=$(date +%s%N)
elapsed_millis() { echo $(( ($(date +%s%N) - started) / 1000000 )); }
in_image "${entrypoint[@]}" > "$work/server.log" 2>&1 &
server=$!
# the java process the check started: a descendant of the background job (env, then unshare, then java)
java_under() {
  local pid=$1 child
  for child in $(pgrep -P "$pid"); do
    if [ "$(cat "/proc/$child/comm")" = java ]; then
      echo "$child"
      return
    fi
    java_under "$child"
  done
}
show_log() { echo "-- last lines of the log:"; tail -n 40 "$work/server.log"; }

health=""
until health=$(curl -fsS "http://127.0.0.1:$port/actuator/health" 2> /dev/null) && [ "$(jq -r .status <<< "$health")" = UP ]; do
  if ! kill -0 "$server" 2> /dev/null; then
    show_log
    fail "the server exited before it was healthy"
  fi
  if [ "$(elapsed_millis)" -gt $((start_timeout * 1000)) ]; then
    show_log
    fail "/actuator/health not UP within $start_timeout s (last answer: ${health:-none})"
  fi
  sleep 1
done
up_after=$(elapsed_millis | sed 's/\(...\)$/.\1/')
printf '/actuator/health UP after %s s (%s)\n' "$up_after" \
  "$(grep -o 'Started KontorApplication in [0-9.]* seconds' "$work/server.log" || echo "no start line")"

java_pid=$(java_under "$server")
[ -n "$java_pid" ] || fail "no java process found under the check"
process_uid=$(awk '/^Uid:/ {print $2}' "/proc/$java_pid/status")
process_groups=$(awk '/^Groups:/ {$1 = ""; print}' "/proc/$java_pid/status" | xargs)
[ "$process_uid" = "$uid" ] || fail "java runs as uid $process_uid, not $uid"
echo "java (pid $java_pid on this host) runs as uid $process_uid, supplementary groups: ${process_groups:-none}"
echo "memory of the server: $(awk '/^VmRSS:/ {print $2, $3}' "/proc/$java_pid/status") resident"

for group in liveness readiness; do
  status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/actuator/health/$group")
  [ "$status" = 200 ] || fail "/actuator/health/$group answered $status"
  echo "/actuator/health/$group: $status"
done

echo "written to $working_directory/data: $(cd "$work/root$working_directory/data" && find . -mindepth 1 -maxdepth 1 \
  -printf '%P (uid %U) ')"

step "Running the image's health check: ${health_check[*]:1}"
checked=$(date +%s%N)
in_image "${health_check[@]:1}" || fail "the health check command failed"
echo "the health check took $(( ($(date +%s%N) - checked) / 1000000 )) ms"

step "Stopping with SIGTERM"
kill -TERM "$java_pid"
stopped=""
for _ in $(seq 1 60); do
  if ! kill -0 "$server" 2> /dev/null; then
    stopped=yes
    break
  fi
  sleep 1
done
[ -n "$stopped" ] || fail "still running 60 s after SIGTERM"
wait "$server" && exit_status=0 || exit_status=$?
server=""
echo "exit status after SIGTERM: $exit_status"
[ "$exit_status" = 0 ] || [ "$exit_status" = 143 ] || { show_log; fail "exit status $exit_status"; }

echo "PASSED: image $(du -h "$image_tar" | cut -f 1) as a tarball, healthy after $up_after s"
