#!/usr/bin/env bash
# An empty host that runs exactly the README's install lines — with the packed tarball in place of `@masthead/ui` — and
# then uses every entry point the README shows, the mocks included (check.mjs). Run in CI after the package is built.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
if [ ! -f masthead-ui.tgz ]; then
  npm pack --silent >/dev/null
  mv masthead-ui-*.tgz masthead-ui.tgz
fi
host="$(mktemp -d)"
trap 'rm -rf "$host"' EXIT
cp "$here/check.mjs" "$host/"
cd "$host"
npm init -y >/dev/null
npm pkg set type=module >/dev/null
# The README's install lines (```sh blocks starting with `npm install`), verbatim but for the tarball.
lines=$(awk '/^```sh$/{f=1;next} /^```$/{f=0} f && /^npm install /' "$root/README.md")
[ -n "$lines" ] || { echo "no npm install line found in README.md"; exit 1; }
while IFS= read -r line; do
  echo "\$ $line"
  cmd="${line//@masthead\/ui/$root/masthead-ui.tgz}"
  eval "$cmd --no-audit --no-fund --loglevel=error"
done <<<"$lines"
node check.mjs
