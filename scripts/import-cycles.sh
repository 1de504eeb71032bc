#!/usr/bin/env bash
# No import cycles, type-only imports included (ESLint's import-x/no-cycle skips those): dpdm reads
# each part with its own tsconfig (so the web's '@/' paths resolve) and fails on any cycle.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
for part in packages/commerce packages/server upstream gateway web tests; do
  out=$(npx dpdm --no-tree --no-warning --circular --exit-code circular:1 --tsconfig "$part/tsconfig.json" \
    --exclude 'node_modules|/generated/' "$part/**/*.{ts,tsx}" 2>&1)
  if [ $? -ne 0 ]; then
    echo "import cycles in $part:"
    echo "$out" | sed -n '/Circular Dependencies/,$p'
    status=1
  fi
done
[ $status -eq 0 ] && echo "no import cycles"
exit $status
