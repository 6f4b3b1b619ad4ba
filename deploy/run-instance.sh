#!/usr/bin/env bash
# One instance of the platform without systemd (docs/deployment.md "Production on one machine"): what
# deploy/mgp@.service does, for a shell. Reads /etc/mgp/mgp.env and /etc/mgp/<port>.env, starts node itself with the
# flags of `npm start`, writes node's pid to /run/mgp/<port>.pid (the process to send SIGTERM to) and this loop's
# to /run/mgp/<port>.loop.pid, and appends every line to /var/log/mgp/<port>.log.
# An instance that crashes or exits on its own (a database not reachable within DB_START_WAIT_SECONDS) is started
# again after 2 s, as systemd's Restart=on-failure does; one stopped by SIGTERM (it drains and exits 0) is not.
# Usage: deploy/run-instance.sh PORT   (from the release's folder; it returns at once and runs in the background)
set -euo pipefail
port=${1:?usage: deploy/run-instance.sh PORT}
mkdir -p /var/log/mgp /run/mgp
(
  trap '' HUP
  while :; do
    (set -a; . /etc/mgp/mgp.env; [ -f "/etc/mgp/$port.env" ] && . "/etc/mgp/$port.env"; PORT=$port
     exec node --max-semi-space-size=8 --heap-growing-percent=20 dist/server/index.js) &
    echo $! > "/run/mgp/$port.pid"
    status=0
    wait $! || status=$?
    [ "$status" -eq 0 ] && break
    echo "{\"level\":40,\"time\":$(date +%s%3N),\"msg\":\"instance exited with status $status: starting it again in 2 s\"}"
    sleep 2
  done
  rm -f "/run/mgp/$port.loop.pid"
) >> "/var/log/mgp/$port.log" 2>&1 < /dev/null &
echo $! > "/run/mgp/$port.loop.pid"
