#!/usr/bin/env bash
# `npm run bench`: every benchmark, on the embedded database and, when PostgreSQL's binaries are here,
# on a throwaway PostgreSQL cluster too. Writes bench/RESULTS.md. Never part of the test command.
set -euo pipefail
cd "$(dirname "$0")/.."
source tests/support/postgres-cluster.sh
trap stop_postgres EXIT
# With PostgreSQL's default durability, as a deployment runs it: every commit waits for its fsync.
start_postgres durable || echo 'PostgreSQL could not start: benchmarks run on the embedded database only' >&2
npx tsx bench/run.ts "$@"
