#!/usr/bin/env bash
# Packs @masthead/ui, installs the tarball into a Next.js App Router host as a customer would, builds it (next build:
# type check, server components, client bundles), then serves it and checks the pages in Chromium (check.mjs).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
if [ ! -f masthead-ui.tgz ] || [ "${MASTHEAD_REPACK:-1}" = 1 ]; then
  rm -f masthead-ui-*.tgz masthead-ui.tgz
  npm pack --silent >/dev/null
  mv masthead-ui-*.tgz masthead-ui.tgz
fi
cd "$here"
rm -rf node_modules package-lock.json .next
t0=$(date +%s)
npm install --no-audit --no-fund --loglevel=error
t1=$(date +%s)
NEXT_TELEMETRY_DISABLED=1 npx next build
t2=$(date +%s)
NEXT_TELEMETRY_DISABLED=1 node check.mjs
t3=$(date +%s)
echo "next host: install $((t1 - t0)) s, build $((t2 - t1)) s, check $((t3 - t2)) s"
