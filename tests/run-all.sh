#!/usr/bin/env bash
# The whole test run (`npm test`; CI runs `npm ci && npm test`): the build, then the unit tests, the
# server tests on the embedded database and again on a throwaway PostgreSQL, and the browser tests,
# each filling both cores. Beside them, at the lowest CPU priority so they take only the cycles the
# suites leave idle, two lanes run the other checks: lint (with the import rules and no fixed sleeps in
# tests), and typecheck, formatting and dead code. Every step runs even when an earlier one failed. It
# ends with the time of each step, the ten slowest test files, what failed, and the summary CI reads:
# `N passed, N failed`, where each check counts as one. docs/testing.md says how the suites are kept
# quick and exact.
set -uo pipefail
cd "$(dirname "$0")/.."

source tests/support/system-packages.sh
source tests/support/postgres-cluster.sh

RESULTS=.test-results
VITEST=node_modules/.bin/vitest
# A test stuck in a busy loop blocks Vitest's own timeouts; this bounds each suite instead.
SUITE_TIMEOUT=${SUITE_TIMEOUT:-900}
passed=0
failed=0
timings=()
failed_checks=()

trap 'stop_lanes; stop_postgres' EXIT
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

# One check (typecheck, lint, build) in a lane of its own: its output to a log, its outcome to a line.
run_check() {
  local name=$1 start=$SECONDS outcome=passed
  shift
  "$@" >"$RESULTS/check-$name.log" 2>&1 || outcome=failed
  echo "$name $outcome $((SECONDS - start))" >>"$RESULTS/checks.txt"
}

# The checks other than the build each use one core and decide nothing the suites need, so they run
# in two lanes at the lowest priority from the start: the suites keep both cores, and the lanes fill
# what the suites leave idle (the browser tests leave a third of a core waiting on pages). With the
# kernel's autogroup scheduling (Debian's default), a niceness ranks processes only within their
# session, and Chromium runs in sessions of its own: so each lane is a session of its own (setsid)
# whose group is niced too (/proc/<pid>/autogroup).
lowest_priority_lane() {
  setsid --wait bash -c 'echo $$ >>"$RESULTS/lane-sessions"; echo 19 >"/proc/$$/autogroup" 2>/dev/null
    renice -n 19 -p $$ >/dev/null; '"$1" &
}

# A lane is a session of its own, which an interrupt of this run does not reach.
stop_lanes() {
  local session
  [ -f "$RESULTS/lane-sessions" ] || return 0
  while read -r session; do pkill -s "$session" 2>/dev/null; done <"$RESULTS/lane-sessions"
}

background_checks() {
  export -f run_check
  export RESULTS
  lowest_priority_lane 'run_check lint npm run lint'
  lint_lane=$!
  lowest_priority_lane 'run_check typecheck npm run typecheck
    run_check format npx prettier --check .
    run_check dead-code npm run dead-code'
  check_lane=$!
}

# Counts one check's outcome and prints its output.
count_check() {
  local name=$1 outcome=$2 seconds=$3 note=${4:-}
  echo "::: $name ($outcome, ${seconds}s)"
  cat "$RESULTS/check-$name.log"
  if [ "$outcome" = passed ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failed_checks+=("$name")
    echo "::: $name FAILED"
  fi
  timings+=("$(printf '%-18s %4ss%s' "$name" "$seconds" "$note")")
}

# Waits for the background lanes, then counts each of their checks.
report_checks() {
  local start=$SECONDS name outcome seconds
  wait "$lint_lane" "$check_lane"
  timings+=("$(printf '%-18s %4ss' 'checks, waited for' $((SECONDS - start)))")
  while read -r name outcome seconds; do
    count_check "$name" "$outcome" "$seconds" '  (in a lane beside the suites, nice 19)'
  done <"$RESULTS/checks.txt"
}

build() {
  local start=$SECONDS outcome=passed
  npm run build >"$RESULTS/check-build.log" 2>&1 || outcome=failed
  count_check build "$outcome" $((SECONDS - start))
}

# One vitest run, counted test by test from its JSON report; each file's time goes to <name>.times.
suite() {
  local name=$1 start=$SECONDS report="$RESULTS/$1.json" status counts suite_passed suite_failed
  shift
  echo "::: $name"
  FILE_TIMES="$RESULTS/$name.times" timeout --kill-after=20 "$SUITE_TIMEOUT" "$VITEST" run "$@" \
    --reporter=default --reporter=json --outputFile="$report" --reporter=./tests/support/file-times-reporter.ts
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

# The ten test files that took longest, over every suite: where the minutes go.
slowest_files() {
  echo 'Slowest test files:'
  for times in "$RESULTS"/*.times; do
    [ -f "$times" ] || continue
    awk -v suite="$(basename "$times" .times)" -F '\t' '{ printf "%8.1fs  %-16s %s\n", $1, suite, $3 }' "$times"
  done | sort -rn | head -10
}

# What failed, gathered at the end where CI's tail shows it: each failed check, and each failed test
# with its file and the first line of its error.
what_failed() {
  [ "$failed" -eq 0 ] && return
  echo 'Failed:'
  for name in "${failed_checks[@]}"; do echo "  check $name"; done
  node -e '
    const fs = require("node:fs");
    for (const file of process.argv.slice(1)) {
      let report;
      try { report = JSON.parse(fs.readFileSync(file, "utf8")); } catch { continue; }
      const suite = require("node:path").basename(file, ".json");
      for (const testFile of report.testResults) {
        const where = require("node:path").relative(process.cwd(), testFile.name);
        const failedTests = testFile.assertionResults.filter((test) => test.status === "failed");
        if (testFile.status === "failed" && failedTests.length === 0)
          console.log(`  ${suite} ${where}: ${(testFile.message || "failed to load").split("\n")[0]}`);
        for (const test of failedTests)
          console.log(`  ${suite} ${where} > ${test.fullName}: ${(test.failureMessages[0] || "").split("\n")[0]}`);
      }
    }
  ' "$RESULTS"/*.json
  echo
}

rm -rf "$RESULTS"
mkdir -p "$RESULTS"
unset TEST_PG_URL
run_start=$SECONDS

background_checks
# Chromium and PostgreSQL are installed (when missing) while the build runs, which needs neither.
ensure_system_packages >"$RESULTS/system-packages.log" 2>&1 &
packages=$!
build
packages_ok=true
wait "$packages" || packages_ok=false
cat "$RESULTS/system-packages.log"
if [ "$packages_ok" = false ]; then
  report_checks
  echo "$passed passed, $((failed + 1)) failed"
  exit 1
fi
suite unit --project unit --project unit-mocks
suite server-embedded --project server
postgres_suite
suite e2e --project e2e
report_checks

echo
echo 'Timings:'
printf '  %s\n' "${timings[@]}"
printf '  %-18s %4ss\n' total $((SECONDS - run_start))
echo
slowest_files
echo
what_failed
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
