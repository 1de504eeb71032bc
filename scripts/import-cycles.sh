#!/usr/bin/env bash
# No import cycles anywhere, type-only imports included: dpdm reads each part with its own tsconfig
# (so the web's '@/' paths resolve) and fails on any cycle; the repository's scripts and root config
# files are read with the tests' tsconfig, which includes them. ESLint leaves cycles to this check.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
# Each entry: the files' glob, then the tsconfig they are read with.
checks=(
  'packages/commerce/**/*.{ts,tsx}' packages/commerce/tsconfig.json
  'packages/server/**/*.{ts,tsx}' packages/server/tsconfig.json
  'upstream/**/*.{ts,tsx}' upstream/tsconfig.json
  'gateway/**/*.{ts,tsx}' gateway/tsconfig.json
  'web/**/*.{ts,tsx}' web/tsconfig.json
  'tests/**/*.{ts,tsx}' tests/tsconfig.json
  '{scripts/**/*.{ts,mjs,cjs},*.{ts,js}}' tests/tsconfig.json
)
for ((i = 0; i < ${#checks[@]}; i += 2)); do
  files=${checks[i]} tsconfig=${checks[i + 1]}
  out=$(npx dpdm --no-tree --no-warning --circular --exit-code circular:1 --tsconfig "$tsconfig" \
    --exclude 'node_modules|/generated/' "$files" 2>&1)
  if [ $? -ne 0 ]; then
    echo "import cycles in $files:"
    echo "$out" | sed -n '/Circular Dependencies/,$p'
    status=1
  fi
done
[ $status -eq 0 ] && echo "no import cycles"
exit $status
