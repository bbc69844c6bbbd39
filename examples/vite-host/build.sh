#!/usr/bin/env bash
# Packs @masthead/ui, installs the tarball into this host app as a customer would, type-checks and builds it, then
# checks each page's first-load JS above React against host-size-budgets.json (scripts/host-size.mjs; fails over budget).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
rm -f masthead-ui-*.tgz masthead-ui.tgz
npm pack --silent >/dev/null
mv masthead-ui-*.tgz masthead-ui.tgz
cd "$here"
rm -rf node_modules package-lock.json dist
npm install --no-audit --no-fund --loglevel=error
npm run build
echo "example host built: $(du -sh dist | cut -f1) in examples/vite-host/dist"
node "$root/scripts/host-size.mjs"
