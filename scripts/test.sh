#!/usr/bin/env bash
# Everything CI runs: codegen, typecheck, unit + REST contract + GraphQL tests (vitest), web build,
# Playwright journeys in Debian's Chromium. Writes test-results/summary.txt ("N passed, N failed")
# and prints it last. A step that fails before its tests (codegen, typecheck, build) counts as one failure.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/vitest.json test-results/playwright.json
step_failures=0
status=0

step() {
  local name=$1; shift
  echo "== $name"
  if ! "$@"; then
    echo "!! $name failed"
    step_failures=$((step_failures + 1))
    status=1
    return 1
  fi
}

step codegen npx graphql-codegen --config codegen.ts
step typecheck npm run --silent typecheck
# Test runners: their own reports count passes and failures; a missing report counts as one failure.
echo "== vitest"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=1
[ -f test-results/vitest.json ] || step_failures=$((step_failures + 1))
if step build npm run --silent build -w web; then
  echo "== playwright"
  PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json \
    npx playwright test -c tests/e2e/playwright.config.ts --reporter=list,json || status=1
  [ -f test-results/playwright.json ] || step_failures=$((step_failures + 1))
fi

node scripts/test-summary.mjs "$step_failures" > test-results/summary.txt || echo "0 passed, 1 failed" > test-results/summary.txt
if grep -qv ' 0 failed$' test-results/summary.txt; then status=1; fi
cat test-results/summary.txt
exit $status
