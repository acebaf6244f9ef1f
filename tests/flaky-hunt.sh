#!/usr/bin/env bash
# `npm run test:flaky -- --rounds N [--suites unit,server,server-postgres,e2e]`: hunts flaky tests.
# Each round runs every test of the suites once, under load: each suite's files are split in two halves
# (Vitest shards), and two lanes run one half each at the same time, every lane with its own workers, so
# the two cores carry twice the workers they do in `npm test`, as on a loaded CI runner. Lane B takes
# the suites in reverse order, so different suites meet, and the halves change lanes every round. Every
# run has its own TEST_SEED. At the end it lists every test that failed at least once, with how often,
# its first failure, and the seed to replay it; the list is empty when nothing failed.
set -uo pipefail
cd "$(dirname "$0")/.."

source tests/support/system-packages.sh
source tests/support/postgres-cluster.sh

rounds=10
suites=unit,server,server-postgres,e2e
while [ $# -gt 0 ]; do
  case $1 in
    --rounds) rounds=$2; shift 2 ;;
    --suites) suites=$2; shift 2 ;;
    *) echo "unknown option $1 (expected --rounds N, --suites a,b)" >&2; exit 2 ;;
  esac
done
IFS=, read -r -a order <<<"$suites"
OUT=.test-results/flaky
VITEST=node_modules/.bin/vitest
SUITE_TIMEOUT=${SUITE_TIMEOUT:-1800}

trap stop_postgres EXIT
trap 'exit 130' INT TERM

ensure_system_packages || exit 1
rm -rf "$OUT"
mkdir -p "$OUT"
case ",$suites," in *,e2e,*) npm run build >"$OUT/build.log" 2>&1 || { cat "$OUT/build.log"; exit 1; } ;; esac
case ",$suites," in *,server-postgres,*) start_postgres || exit 1; pg_url=$TEST_PG_URL; unset TEST_PG_URL ;; esac

# One half (`shard`: 1/2 or 2/2) of one suite, in one lane: its JSON report and its seed in the lane's folder.
run_suite() {
  local folder=$1 suite=$2 shard=$3 seed=$RANDOM$RANDOM project=$2 url=''
  case $suite in
    unit) project='unit --project unit-mocks' ;;
    server-postgres) project=server url=$pg_url ;;
  esac
  echo "$seed" >"$folder/$suite.seed"
  echo "$shard" >"$folder/$suite.shard"
  # shellcheck disable=SC2086 # $project holds two words for the unit suite
  TEST_SEED=$seed TEST_PG_URL=$url timeout --kill-after=20 "$SUITE_TIMEOUT" "$VITEST" run --project $project \
    --shard="$shard" --reporter=dot --reporter=json --outputFile="$folder/$suite.json" >"$folder/$suite.log" 2>&1
  echo $? >"$folder/$suite.status"
}

lane() {
  local folder=$1 shard=$2 suite
  shift 2
  mkdir -p "$folder"
  for suite in "$@"; do run_suite "$folder" "$suite" "$shard"; done
}

reversed=()
for ((i = ${#order[@]} - 1; i >= 0; i--)); do reversed+=("${order[i]}"); done

for ((round = 1; round <= rounds; round++)); do
  start=$SECONDS
  first=$((round % 2 + 1))
  lane "$OUT/round-$round/A" "$first/2" "${order[@]}" &
  lane "$OUT/round-$round/B" "$((3 - first))/2" "${reversed[@]}" &
  wait
  echo "round $round of $rounds: $((SECONDS - start)) s"
done

node_modules/.bin/tsx tests/support/flaky-report.ts "$OUT"
