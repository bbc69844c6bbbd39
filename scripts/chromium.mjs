// The one Chromium every browser run here uses: Debian's build (or CHROMIUM_PATH), never a download, started with the
// same flags everywhere (story tests, the built Storybook's plays, server-render hydration, screenshots by hand), so a
// run's result never depends on which script launched the browser. Runs that need more (the story tests' screenshot
// and autoplay flags) add theirs to these.

/** Debian's Chromium unless CHROMIUM_PATH names another build. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Quiet, reproducible, container-safe: no sandbox (CI runs as root), no GPU, no background traffic or updates. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
