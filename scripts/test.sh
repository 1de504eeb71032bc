#!/usr/bin/env bash
# Everything CI runs: codegen, typecheck, lint, import cycles, unused exports (knip), format check,
# vitest (unit, web, components, REST contract and GraphQL on SQLite and again on a throwaway
# PostgreSQL cluster, ...), web build,
# Playwright journeys in Debian's Chromium. Writes
# reports/summary.txt ("N passed, N failed"; not under test-results/, which Playwright empties) and
# prints it last, after a table of each stage's minutes (reports/stages.tsv, scripts/stage-minutes.mjs).
# A step that fails before its tests (codegen, typecheck, lint, format, build) counts as one failure.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
rm -f reports/vitest.json reports/playwright.json
: > reports/stages.tsv
step_failures=0
status=0

# Runs a stage and appends its name, seconds and exit code to reports/stages.tsv.
timed() {
  local name=$1; shift
  local started=$EPOCHREALTIME code=0
  "$@" || code=$?
  printf '%s\t%s\t%s\n' "$name" "$(awk "BEGIN { print $EPOCHREALTIME - $started }")" "$code" >> reports/stages.tsv
  return $code
}

step() {
  local name=$1; shift
  echo "== $name"
  if ! timed "$name" "$@"; then
    echo "!! $name failed"
    step_failures=$((step_failures + 1))
    status=1
    return 1
  fi
}

step codegen npm run --silent codegen
step typecheck npm run --silent typecheck
step lint npx eslint .
step cycles bash scripts/import-cycles.sh
step exports npx knip
step format npx prettier --check .
# Test runners: their own reports count passes and failures; a missing report counts as one failure.
echo "== vitest"
timed vitest npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json || status=1
[ -f reports/vitest.json ] || step_failures=$((step_failures + 1))
if step build npm run --silent build -w web; then
  echo "== playwright"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/reports/playwright.json" \
    timed playwright npx playwright test -c tests/e2e/playwright.config.ts --reporter=list,json || status=1
  [ -f reports/playwright.json ] || step_failures=$((step_failures + 1))
fi

node scripts/test-summary.mjs "$step_failures" > reports/summary.txt || echo "0 passed, 1 failed" > reports/summary.txt
if grep -qv ' 0 failed$' reports/summary.txt; then status=1; fi
echo "== minutes per stage"
node scripts/stage-minutes.mjs reports/stages.tsv
cat reports/summary.txt
exit $status
