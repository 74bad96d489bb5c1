#!/usr/bin/env bash
# Builds the base of Kontor's container image without a registry or a container engine: a Java runtime linked with
# jlink from the building JDK (the modules jdeps finds in the application's classpath, plus the service providers it
# cannot see), the C libraries it links against copied from this machine, a health check, and a minimal /etc. The
# result is an image tarball in the format of `docker save`, which Jib takes as `tar://…` (the Maven profile "image").
#
#   base-image.sh BASE OUTPUT CLASSPATH
#
# BASE is the base image the build uses: nothing is built unless it is OUTPUT as tar://OUTPUT (another base such as
# eclipse-temurin:21-jre comes from a registry). Ownership is numeric: root owns everything but the working directory
# /kontor and its data directory, which belong to the user 65532 the image runs as.
set -euo pipefail

base=$1
output=$2
classpath=$3
here=$(cd "$(dirname "$0")" && pwd)
user_id=65532

if [ "$base" != "tar://$output" ]; then
  echo "Base image $base: no base image built"
  exit 0
fi

export JAVA_HOME="${JAVA_HOME:-$("$here/../../../bin/java-home")}"
jdk=$JAVA_HOME

case "$(uname -m)" in
  x86_64) architecture=amd64 ;;
  aarch64) architecture=arm64 ;;
  *) echo "No base image for the architecture $(uname -m)" >&2; exit 1 ;;
esac

# The tarball is kept while the JDK, this directory, the dependencies (by file name) and the modules the application's
# own classes use stay the same.
mapfile -t class_directories < <(tr ':' '\n' <<< "$classpath" | while read -r entry; do [ -d "$entry" ] && echo "$entry"; done)
key=$( {
  cat "$jdk/release"
  uname -m
  cat "$here"/*
  tr ':' '\n' <<< "$classpath" | xargs -r -n 1 basename
  if [ ${#class_directories[@]} -gt 0 ]; then
    "$jdk/bin/jdeps" --ignore-missing-deps --multi-release 21 --print-module-deps -q "${class_directories[@]}"
  fi
} | sha256sum | cut -d ' ' -f 1)
if [ -f "$output" ] && [ "$(cat "$output.key" 2> /dev/null)" = "$key" ]; then
  echo "Base image $output is up to date"
  exit 0
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/kontor-base.XXXXXX")
trap 'rm -rf "$work"' EXIT
root=$work/root
mkdir -p "$root"

echo "Finding the Java modules the application uses (jdeps) ..."
found=$(tr ':' '\n' <<< "$classpath" | grep -v '^$' | xargs "$jdk/bin/jdeps" --ignore-missing-deps --multi-release 21 \
  --print-module-deps -q --class-path "$classpath")
# Loaded as services, invisible to jdeps: the locale data of all locales but English, the extended character sets, and
# the zip file system.
modules="$found,jdk.localedata,jdk.charsets,jdk.zipfs"
echo "Linking a Java runtime from $jdk with $modules ..."
"$jdk/bin/jlink" --add-modules "$modules" --strip-debug --no-man-pages --no-header-files --compress=zip-6 \
  --generate-cds-archive --output "$root/opt/java"

echo "Copying the C libraries it links against ..."
# The desktop libraries (windows, sound, splash screen) are never loaded: Spring Boot runs headless.
libraries=$(find "$root/opt/java" -type f \( -name '*.so' -o -path '*/bin/*' \) \
  ! -name libawt_xawt.so ! -name libjawt.so ! -name libsplashscreen.so ! -name libjsound.so \
  -exec ldd {} \; 2> /dev/null | awk '$2 == "=>" && $3 ~ /^\// {print $3} $1 ~ /^\// {print $1}' | sort -u)
# libgcc_s is loaded by the C library itself when a thread is cancelled or unwound.
libgcc=$(ldconfig -p | awk '$1 == "libgcc_s.so.1" && $NF ~ /^\// {print $NF; exit}')
for library in $libraries $libgcc; do
  if grep -q "^$root/opt/java/" <<< "$library"; then
    continue
  fi
  mkdir -p "$root$(dirname "$library")"
  cp -L "$library" "$root$library"
done

echo "Adding the health check and /etc ..."
mkdir -p "$root/opt/kontor/health-check" "$root/etc" "$root/tmp" "$root/kontor/data"
"$jdk/bin/javac" --release 21 -d "$root/opt/kontor/health-check" "$here/HealthCheck.java"
printf 'root:x:0:0:root:/root:/sbin/nologin\nkontor:x:%s:%s:Kontor:/kontor:/sbin/nologin\n' $user_id $user_id \
  > "$root/etc/passwd"
printf 'root:x:0:\nkontor:x:%s:\n' $user_id > "$root/etc/group"
printf 'passwd: files\ngroup: files\nhosts: files dns\n' > "$root/etc/nsswitch.conf"
printf '127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n' > "$root/etc/hosts"
chmod 1777 "$root/tmp"
chmod 0755 "$root/kontor" "$root/kontor/data"
find "$root" -exec touch -h -d @0 {} +

image=$work/image
mkdir -p "$image"
tar_options=(--format=gnu --sort=name --mtime=@0 --numeric-owner -C "$root")
mapfile -t owned_by_root < <(LC_ALL=C ls "$root" | grep -vx kontor)
tar -cf "$image/layer.tar" "${tar_options[@]}" --owner=0 --group=0 "${owned_by_root[@]}"
tar -rf "$image/layer.tar" "${tar_options[@]}" --owner=$user_id --group=$user_id kontor
layer_digest=$(sha256sum "$image/layer.tar" | cut -d ' ' -f 1)

health_check='["CMD", "/opt/java/bin/java", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx16m", "-XX:-UsePerfData", "-cp", "/opt/kontor/health-check", "HealthCheck"]'
cat > "$image/config.json" <<EOF
{
  "architecture": "$architecture",
  "os": "linux",
  "created": "1970-01-01T00:00:00Z",
  "config": {
    "Env": ["PATH=/opt/java/bin:/usr/bin:/bin", "JAVA_HOME=/opt/java", "LANG=C.UTF-8"],
    "User": "$user_id:$user_id",
    "WorkingDir": "/kontor",
    "Healthcheck": {
      "Test": $health_check,
      "Interval": 15000000000,
      "Timeout": 10000000000,
      "StartPeriod": 120000000000,
      "Retries": 3
    }
  },
  "rootfs": {"type": "layers", "diff_ids": ["sha256:$layer_digest"]},
  "history": [{"created": "1970-01-01T00:00:00Z", "created_by": "src/main/image/base-image.sh: Java runtime ($modules)"}]
}
EOF
printf '[{"Config": "config.json", "RepoTags": ["kontor-base:latest"], "Layers": ["layer.tar"]}]\n' \
  > "$image/manifest.json"
touch -d @0 "$image"/*
mkdir -p "$(dirname "$output")"
tar -cf "$output.part" --format=gnu --sort=name --mtime=@0 --numeric-owner --owner=0 --group=0 -C "$image" \
  manifest.json config.json layer.tar
mv "$output.part" "$output"
echo "$key" > "$output.key"
echo "Base image $output: $(du -h "$output" | cut -f 1) (Java runtime $(du -sh "$root/opt/java" | cut -f 1))"
