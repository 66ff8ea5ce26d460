#!/usr/bin/env bash
# npm run check:examples: each app in examples/, copied alone to a temporary folder as a learner
# who takes one folder would, installs exactly what its lockfile holds (npm ci), lints where it has
# a linter, passes its tests, builds, and passes its browser test there; its copy of the pagination
# feature must be src/features/pagination/ to the byte. Prints each step's time.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for example in examples/*/; do
  name=$(basename "$example")
  if ! diff -r src/features/pagination "$example/src/features/pagination"; then
    echo "check:examples: $name's src/features/pagination differs from src/features/pagination" >&2
    exit 1
  fi
  # The folder's files as git has them or would add them: no node_modules, build or database
  # left by a run before.
  git ls-files -z --cached --others --exclude-standard "$example" |
    tar --null --files-from - --create --file - | tar --extract --file - --directory "$work"
  mv "$work/$example" "$work/$name"
  # Its README is read in the copy: each link is to a file of the folder, or to the web.
  if [ ! -f "$work/$name/README.md" ]; then
    echo "check:examples: $name has no README.md" >&2
    exit 1
  fi
  for link in $(grep -o '](\([^)]*\))' "$work/$name/README.md" | sed 's/^](//; s/[)#].*//'); do
    case $link in
      http://* | https://* | '') continue ;;
      /* | .. | ../* | */.. | */../*) ;;
      *) [ -e "$work/$name/$link" ] && continue ;;
    esac
    echo "check:examples: $name's README links to $link, which is not in its folder" >&2
    exit 1
  done
  (
    cd "$work/$name"
    steps=("npm ci --no-audit --no-fund")
    # An example with a linter (server-list: oxlint, and a check of its imports) runs it too.
    if grep -q '"lint":' package.json; then steps+=("npm run lint"); fi
    steps+=("npm test" "npm run build" "npm run test:browser")
    # server-list's server while its PostgreSQL fails under it, where CI gives a cluster to fail
    # (.ci/run: PG_CTL, and the database of TEST_DATABASE_URL).
    if grep -q '"faults":' package.json && [ -n "${PG_CTL:-}" ]; then steps+=("npm run faults"); fi
    for step in "${steps[@]}"; do
      started=$SECONDS
      if [ "$step" = "npm run faults" ]; then DATABASE_URL=$TEST_DATABASE_URL $step; else $step; fi
      echo "check:examples: $name: $step in $((SECONDS - started)) s"
    done
  )
done
