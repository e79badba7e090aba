#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests and the benchmark (Debian's postgresql package):
#   scripts/pg/cluster.sh start DIR PORT   initdb (once) and start; prints the admin URL
#   scripts/pg/cluster.sh stop DIR
# initdb refuses to run as root, so as root the cluster belongs to the `postgres` user. Password
# authentication (scram) on 127.0.0.1, so the tests can also meet a wrong password.
set -euo pipefail
cmd="${1:?start|stop}"
dir="${2:?data directory}"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -x "$bin/initdb" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }
as_owner() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}
case "$cmd" in
  start)
    port="${3:?port}"
    mkdir -p "$dir"
    # The cluster's owner must reach its folder: the folders above it are opened for traversal.
    if [ "$(id -u)" = 0 ]; then
      chown postgres "$dir"
      up="$(dirname "$dir")"
      while [ "$up" != / ]; do chmod o+x "$up"; up="$(dirname "$up")"; done
    fi
    if [ ! -f "$dir/PG_VERSION" ]; then
      pwfile="$(mktemp /tmp/pg-pw.XXXXXX)"
      echo postgres > "$pwfile"
      [ "$(id -u)" = 0 ] && chown postgres "$pwfile"
      as_owner "'$bin/initdb' -D '$dir' -U postgres -A scram-sha-256 --pwfile='$pwfile' -E UTF8 --locale=C.UTF-8 >/dev/null"
      rm -f "$pwfile"
    fi
    # fsync stays on: the durability claims ("accepted means stored") are measured as deployed.
    as_owner "'$bin/pg_ctl' -D '$dir' -l '$dir/server.log' -w -o \"-p $port -k '$dir' -h 127.0.0.1 -c max_connections=200\" start >/dev/null"
    echo "postgres://postgres:postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_owner "'$bin/pg_ctl' -D '$dir' -m fast -w stop >/dev/null" || true
    ;;
  *) echo "usage: $0 start DIR PORT | stop DIR" >&2; exit 2 ;;
esac
