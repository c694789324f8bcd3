#!/usr/bin/env bash
# A local streaming read replica of the local Postgres (Debian's Postgres 15), for trying
# DATABASE_READ_URL and `npm run test:replicas` against primary + replica.
#
#   bash scripts/replica-pg.sh start    # base backup (first time) and start; prints the URL
#   bash scripts/replica-pg.sh status   # replication state as the primary sees it, and the lag
#   bash scripts/replica-pg.sh stop     # stop the replica (its data stays)
#   bash scripts/replica-pg.sh remove   # stop and delete it
#
# Then: DATABASE_READ_URL=postgres://postgres@127.0.0.1:5441/<db> next to DATABASE_URL.
#
# The replica is a physical copy of the WHOLE primary cluster (every database), taken with
# pg_basebackup -R (which writes standby.signal and primary_conninfo), kept current by WAL
# streaming and read-only (hot standby). Settings (environment):
#   PRIMARY_HOST (127.0.0.1), PRIMARY_PORT (5432), PRIMARY_USER (postgres: a superuser or a
#   role with REPLICATION), REPLICA_PORT (5441), REPLICA_DIR (/var/lib/postgresql/15/hp-replica),
#   PG_BIN (/usr/lib/postgresql/15/bin), PG_HBA (/etc/postgresql/15/main/pg_hba.conf).
#
# The primary must accept replication connections: wal_level=replica and max_wal_senders > 0
# (Postgres 15's defaults) and a `replication` line in pg_hba.conf ("all" does not cover
# replication). When PG_HBA has none and is writable, `start` adds
#   host replication all 127.0.0.1/32 trust
# and reloads the primary (no restart, no dropped connections). Loopback only; fine on a dev or
# CI machine, never on a shared server (use a password or a certificate there).
set -euo pipefail

PRIMARY_HOST=${PRIMARY_HOST:-127.0.0.1}
PRIMARY_PORT=${PRIMARY_PORT:-5432}
PRIMARY_USER=${PRIMARY_USER:-postgres}
REPLICA_PORT=${REPLICA_PORT:-5441}
REPLICA_DIR=${REPLICA_DIR:-/var/lib/postgresql/15/hp-replica}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PG_HBA=${PG_HBA:-/etc/postgresql/15/main/pg_hba.conf}

# Postgres refuses to run as root: run its tools as the postgres user when we are root.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
psql_primary() { psql -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U "$PRIMARY_USER" -d postgres -Atc "$1"; }
running() { as_pg "$PG_BIN/pg_ctl" -D "$REPLICA_DIR" status >/dev/null 2>&1; }

allow_replication() {
  if [ -f "$PG_HBA" ] && ! grep -Eq '^[[:space:]]*host[[:space:]]+replication[[:space:]]' "$PG_HBA"; then
    if [ -w "$PG_HBA" ]; then
      echo "replica-pg: adding 'host replication all 127.0.0.1/32 trust' to $PG_HBA and reloading the primary"
      printf '\n# scripts/replica-pg.sh: local streaming replica\nhost replication all 127.0.0.1/32 trust\n' >>"$PG_HBA"
      psql_primary "SELECT pg_reload_conf()" >/dev/null
    else
      echo "replica-pg: $PG_HBA has no replication line and is not writable; add one (see the header)" >&2
      exit 1
    fi
  fi
}

start() {
  if running; then
    echo "replica-pg: already running on port $REPLICA_PORT"
  else
    if [ ! -f "$REPLICA_DIR/PG_VERSION" ]; then
      allow_replication
      mkdir -p "$REPLICA_DIR"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$REPLICA_DIR"
      chmod 700 "$REPLICA_DIR"
      echo "replica-pg: base backup of $PRIMARY_HOST:$PRIMARY_PORT into $REPLICA_DIR"
      as_pg "$PG_BIN/pg_basebackup" -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U "$PRIMARY_USER" \
        -D "$REPLICA_DIR" -R -X stream --checkpoint=fast
    fi
    # Debian keeps a cluster's configuration in /etc, so the copy has none: give it its own.
    if [ ! -f "$REPLICA_DIR/postgresql.conf" ]; then
      as_pg sh -c "printf '%s\n' \"# scripts/replica-pg.sh: a read replica\" 'hot_standby = on' 'max_connections = 100' >'$REPLICA_DIR/postgresql.conf'"
      as_pg sh -c "printf '%s\n' 'local all all trust' 'host all all 127.0.0.1/32 trust' >'$REPLICA_DIR/pg_hba.conf'"
    fi
    # The copied postgresql.auto.conf may carry the primary's settings; the port and socket
    # directory are the replica's own (given on the command line, which wins).
    as_pg "$PG_BIN/pg_ctl" -D "$REPLICA_DIR" -l "$REPLICA_DIR/replica.log" -w \
      -o "-p $REPLICA_PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories=/tmp -c hot_standby=on" start
  fi
  for _ in $(seq 1 50); do
    if [ "$(psql -h 127.0.0.1 -p "$REPLICA_PORT" -U "$PRIMARY_USER" -d postgres -Atc 'SELECT pg_is_in_recovery()' 2>/dev/null)" = t ]; then
      echo "replica-pg: read replica ready: postgres://$PRIMARY_USER@127.0.0.1:$REPLICA_PORT/<database>"
      return
    fi
    sleep 0.2
  done
  echo "replica-pg: the replica did not come up; see $REPLICA_DIR/replica.log" >&2
  exit 1
}

status() {
  psql_primary "SELECT application_name, state, sync_state, replay_lag FROM pg_stat_replication"
  if running; then
    psql -h 127.0.0.1 -p "$REPLICA_PORT" -U "$PRIMARY_USER" -d postgres -Atc \
      "SELECT 'in recovery: ' || pg_is_in_recovery() || ', last replay: ' || coalesce(now() - pg_last_xact_replay_timestamp(), '0'::interval)"
  else
    echo "replica-pg: not running"
  fi
}

stop() {
  if running; then as_pg "$PG_BIN/pg_ctl" -D "$REPLICA_DIR" -m fast -w stop; fi
}

case "${1:-start}" in
  start) start ;;
  status) status ;;
  stop) stop ;;
  remove) stop && rm -rf "$REPLICA_DIR" && echo "replica-pg: removed $REPLICA_DIR" ;;
  *) echo "usage: $0 start|status|stop|remove" >&2 && exit 2 ;;
esac
