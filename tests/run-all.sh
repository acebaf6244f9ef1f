#!/usr/bin/env bash
# The whole test run (`npm test`; CI runs `npm ci && npm test`): typecheck, lint (with the import
# rules), formatting, dead code and build, then the
# unit tests, the server tests on the embedded database and again on a throwaway PostgreSQL, and the
# browser tests. Every step runs even when an earlier one failed. The last line is the summary CI
# reads: `N passed, N failed`, where each of those checks counts as one.
set -uo pipefail
cd "$(dirname "$0")/.."

source tests/support/system-packages.sh
source tests/support/postgres-cluster.sh

RESULTS=.test-results
VITEST=node_modules/.bin/vitest
# A test stuck in a busy loop blocks Vitest's own timeouts; this bounds each suite instead.
SUITE_TIMEOUT=${SUITE_TIMEOUT:-480}
passed=0
failed=0
timings=()

trap stop_postgres EXIT
trap 'exit 130' INT TERM

# Prints "passed failed" for one vitest JSON report. A missing report, a test file that failed to
# load, a skipped test, or a run of zero tests each count as a failure.
vitest_counts() {
  node -e '
    const fs = require("node:fs");
    let report;
    try { report = JSON.parse(fs.readFileSync(process.argv[1], "utf8")); } catch { console.log("0 1"); process.exit(); }
    const brokenFiles = report.testResults.filter(
      (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
    ).length;
    const skipped = report.numPendingTests + report.numTodoTests;
    if (skipped > 0) console.error(`${skipped} skipped tests count as failed: tests must not be skipped`);
    const empty = report.numTotalTests === 0 ? 1 : 0;
    if (empty) console.error("this suite ran no tests");
    console.log(report.numPassedTests, report.numFailedTests + brokenFiles + skipped + empty);
  ' "$1"
}

# One check (typecheck, lint, build): one pass or one failure.
check() {
  local name=$1 start=$SECONDS
  shift
  echo "::: $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "::: $name FAILED"; fi
  timings+=("$(printf '%-18s %4ss' "$name" $((SECONDS - start)))")
}

# One vitest run, counted test by test from its JSON report.
suite() {
  local name=$1 start=$SECONDS report="$RESULTS/$1.json" status counts suite_passed suite_failed
  shift
  echo "::: $name"
  timeout --kill-after=20 "$SUITE_TIMEOUT" "$VITEST" run "$@" --reporter=default --reporter=json --outputFile="$report"
  status=$?
  if [ "$status" -eq 124 ]; then echo "::: $name stopped after ${SUITE_TIMEOUT}s (SUITE_TIMEOUT)"; fi
  counts=$(vitest_counts "$report")
  read -r suite_passed suite_failed <<<"$counts"
  # Vitest can fail outside any test (an unhandled error) with every test passing.
  if [ "$status" -ne 0 ] && [ "$suite_failed" -eq 0 ]; then suite_failed=1; fi
  passed=$((passed + suite_passed))
  failed=$((failed + suite_failed))
  timings+=("$(printf '%-18s %4ss  %s passed, %s failed' "$name" $((SECONDS - start)) "$suite_passed" "$suite_failed")")
}

postgres_suite() {
  local start=$SECONDS
  echo '::: server-postgres (starting a throwaway cluster)'
  if start_postgres; then
    suite server-postgres --project server
  else
    failed=$((failed + 1))
    timings+=("$(printf '%-18s %4ss  could not start PostgreSQL' server-postgres $((SECONDS - start)))")
  fi
  stop_postgres
}

if ! ensure_system_packages; then
  echo '0 passed, 1 failed'
  exit 1
fi
rm -rf "$RESULTS"
mkdir -p "$RESULTS"
unset TEST_PG_URL

check typecheck npm run typecheck
check lint npm run lint
check format npx prettier --check .
check dead-code npm run dead-code
check build npm run build
suite unit --project unit
suite server-embedded --project server
postgres_suite
suite e2e --project e2e

echo
echo 'Timings:'
printf '  %s\n' "${timings[@]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
