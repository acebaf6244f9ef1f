# Sourced by tests/run-all.sh: a throwaway PostgreSQL cluster for the server tests, in a temp folder,
# listening on a free loopback port with trust auth and fsync off (the data is thrown away).
# `start_postgres durable` (the benchmarks) keeps PostgreSQL's own defaults: fsync and synchronous commit on.
# initdb refuses to run as root, so as root the cluster belongs to the `postgres` user.

PG_DIR=''

pg_bin_dir() {
  local dirs
  dirs=$(compgen -G '/usr/lib/postgresql/*/bin' | sort -V)
  [ -n "$dirs" ] || return 1
  tail -n1 <<<"$dirs"
}

as_cluster_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_loopback_port() {
  node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

# Starts the cluster and exports TEST_PG_URL (an admin URL; the server-test helper makes one database per file).
start_postgres() {
  local bin port settings
  settings='-c fsync=off -c synchronous_commit=off -c full_page_writes=off'
  [ "${1:-}" = durable ] && settings=''
  bin=$(pg_bin_dir) || { echo 'PostgreSQL binaries not found in /usr/lib/postgresql/*/bin' >&2; return 1; }
  PG_DIR=$(mktemp -d /tmp/shala-pg.XXXXXX)
  if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$PG_DIR"; fi
  port=$(free_loopback_port)
  if ! as_cluster_owner "$bin/initdb" -D "$PG_DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C --no-sync \
    >"$PG_DIR/initdb.log" 2>&1; then
    cat "$PG_DIR/initdb.log" >&2
    return 1
  fi
  if ! as_cluster_owner "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 start \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $PG_DIR $settings" \
    >/dev/null; then
    cat "$PG_DIR/server.log" >&2
    return 1
  fi
  export TEST_PG_URL="postgres://postgres@127.0.0.1:$port/postgres"
}

# Stops and deletes the cluster; safe to call twice (it is also the EXIT trap).
stop_postgres() {
  [ -n "$PG_DIR" ] || return 0
  if [ -d "$PG_DIR/data" ]; then
    as_cluster_owner "$(pg_bin_dir)/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_DIR"
  PG_DIR=''
  unset TEST_PG_URL
}
