#!/usr/bin/env bash
# Type-checks every part with its own tsconfig (the web with the DOM and Vite's resolution,
# packages/commerce without Node's types, tests with everything they import), as many at once as
# the machine has cores: each tsc is one thread. Each part's errors are printed together, after
# its name; the exit code is 1 when any part has errors.
set -uo pipefail
cd "$(dirname "$0")/.."
jobs=${TYPECHECK_JOBS:-$(nproc 2>/dev/null || echo 2)}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# The largest programs first, so that the small ones fill in beside them.
parts=(tests web upstream gateway packages/commerce packages/server)
printf '%s\n' "${parts[@]}" | xargs -P "$jobs" -I{} sh -c \
  'log="$1/$(echo "$2" | tr / -)"; if npx tsc -p "$2" --noEmit > "$log" 2>&1; then echo 0 >> "$log.rc"; else echo 1 >> "$log.rc"; fi' \
  _ "$out" {}
status=0
for part in "${parts[@]}"; do
  log="$out/$(echo "$part" | tr / -)"
  if [ "$(cat "$log.rc" 2>/dev/null)" = 0 ]; then
    echo "typecheck $part: ok"
  else
    echo "typecheck $part: errors"
    cat "$log"
    status=1
  fi
done
exit $status
