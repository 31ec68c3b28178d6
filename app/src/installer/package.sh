#!/usr/bin/env bash
# Builds Keyspace Designer's Linux packages with jpackage, from the ksd.jar this build made:
#   keyspace-designer-VERSION-linux-x64.tar.gz  the app image (a runtime of its own included), for any Linux
#   keyspace-designer_VERSION_amd64.deb         the same, installed under /opt/keyspace-designer with a desktop
#                                               menu entry, .ksd.json and .cql files opening in the designer,
#                                               and ksd on the PATH
# Usage (the installer profile of app/pom.xml runs it): package.sh VERSION TARGET_DIR
set -euo pipefail

version="${1%%-*}" # jpackage takes numbers only: 0.1.0-SNAPSHOT packages as 0.1.0
target="$2"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$target/installer"
work="$target/installer-work"

rm -rf "$out" "$work"
mkdir -p "$out" "$work/input"
cp "$target/ksd.jar" "$work/input/"

common=(--name keyspace-designer --app-version "$version" --vendor "Keyspace Designer"
  --description "Data-model designer for Apache Cassandra")

jpackage --type app-image --dest "$work" "${common[@]}" \
  --input "$work/input" --main-jar ksd.jar --main-class dev.keyspace.app.Main \
  --java-options -Dfile.encoding=UTF-8 \
  --icon "$here/keyspace-designer.png" \
  --jlink-options "--strip-debug --no-man-pages --no-header-files"

# ksd is a script, not a jpackage launcher: it picks the JVM options of the command it runs (ksd-jvm-options.sh).
cp "$here/ksd-jvm-options.sh" "$work/keyspace-designer/lib/app/"
install -m 755 "$here/ksd" "$work/keyspace-designer/bin/ksd"

tar -C "$work" -czf "$out/keyspace-designer-$version-linux-x64.tar.gz" keyspace-designer

jpackage --type deb --dest "$out" "${common[@]}" \
  --app-image "$work/keyspace-designer" \
  --icon "$here/keyspace-designer.png" \
  --resource-dir "$here/deb" \
  --file-associations "$here/ksd-json.properties" \
  --file-associations "$here/cql.properties" \
  --linux-shortcut --linux-menu-group Development --linux-app-category devel \
  --linux-package-deps "libgtk-3-0, libpangoft2-1.0-0, libgl1, libxxf86vm1" \
  --linux-deb-maintainer "maintainers@keyspace-designer.invalid"

ls -l "$out"
