import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs as baseChromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** The shared Chromium and flags (scripts/chromium.mjs), plus what screenshots and audio plays need. */
const chromiumArgs = [
  ...baseChromiumArgs,
  '--headless',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
  '--disable-partial-raster',
  // A play's click is synthetic, so the page never has a user activation and Chromium refuses play() on <audio>
  // (NotAllowedError, muted too). This grants a play what a listener's real click grants; stories/support/playback.ts
  // checks real playback and skips loudly, with the reason, where it still cannot be had.
  '--autoplay-policy=no-user-gesture-required',
];

/**
 * Chromium draws only the package's bundled web fonts: it starts with a fontconfig that lists no font directories, so a
 * system font can never reach a screenshot (text in an unbundled family would draw nothing, and the font guard in
 * `.storybook/fontGuard.ts` fails the story first). Screenshots therefore do not depend on the fonts a machine has.
 * `MASTHEAD_SYSTEM_FONTS=1` lets Chromium see the system's fonts again (e.g. to show that the baselines match either way).
 */
function fontconfigXml(cacheDir: string): string {
  // Rendering settings pinned to Debian's defaults (10-hinting-slight, 10-yes-antialias, 11-lcdfilter-default), so web
  // fonts rasterise the same whatever a machine's /etc/fonts says.
  const edit = (name: string, value: string) => `<edit name="${name}" mode="assign">${value}</edit>`;
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<!-- Masthead story tests: no <dir>, so no system fonts. -->',
    '<fontconfig>',
    `  <cachedir>${cacheDir}</cachedir>`,
    `  <match target="pattern">${edit('antialias', '<bool>true</bool>')}${edit('hinting', '<bool>true</bool>')}${edit('hintstyle', '<const>hintslight</const>')}${edit('autohint', '<bool>false</bool>')}${edit('rgba', '<const>none</const>')}${edit('lcdfilter', '<const>lcddefault</const>')}</match>`,
    '</fontconfig>',
    '',
  ].join('\n');
}

function fontconfigWithoutSystemFonts(): Record<string, string> {
  if (process.env.MASTHEAD_SYSTEM_FONTS === '1') return {};
  const dir = path.join(dirname, 'node_modules', '.cache', 'masthead-fontconfig');
  const file = path.join(dir, 'fonts.conf');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== fontconfigXml(path.join(dir, 'cache'))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, fontconfigXml(path.join(dir, 'cache')));
  }
  return { FONTCONFIG_FILE: file };
}
/**
 * Chromium sees no sound device, on every machine, the way a fresh machine of the project's kind has none (no
 * `/dev/snd`): PulseAudio is pointed at a socket that does not exist and ALSA at an empty configuration. A story that
 * leans on audio hardware fails on the machine that writes it, not first in CI. `MASTHEAD_SYSTEM_AUDIO=1` lifts it.
 */
function withoutSoundDevice(): Record<string, string> {
  if (process.env.MASTHEAD_SYSTEM_AUDIO === '1') return {};
  const dir = path.join(dirname, 'node_modules', '.cache', 'masthead-audio');
  const file = path.join(dir, 'asound.conf');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, '# Masthead story tests: no sound devices.\n');
  }
  return { PULSE_SERVER: `unix:${path.join(dir, 'no-pulse-server')}`, ALSA_CONFIG_PATH: file, AUDIODEV: 'null' };
}
const chromiumEnv = { ...process.env, ...fontconfigWithoutSystemFonts(), ...withoutSoundDevice() } as Record<string, string>;

/** Baselines are valid for the Chromium build that recorded them (fonts and rasterising differ between builds). */
const baselineVersionFile = path.join(dirname, '__screenshots__', 'CHROMIUM_VERSION');
function chromiumVersion(): string {
  try {
    return execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}
const browserVersion = chromiumVersion();
const baselineVersion = existsSync(baselineVersionFile) ? readFileSync(baselineVersionFile, 'utf8').trim() : '';
const updating = process.argv.includes('--update') || process.argv.includes('-u');
/** compare: same build as the baselines; skip: another build (loud warning); record: no baselines yet or --update. */
const visualMode = updating || !baselineVersion ? 'record' : baselineVersion === browserVersion ? 'compare' : 'skip';
if (visualMode === 'skip') {
  console.warn(
    `\n\u001b[33m⚠ VISUAL REGRESSION SKIPPED: baselines were recorded with "${baselineVersion}", this machine has "${browserVersion}".\n  Run npm run test:visual:update on this build to re-record them.\u001b[0m\n`,
  );
}

/** A fresh browser config per project: a shared object gets mutated by Vitest and mislabels results. */
function browserConfig({ motion = false }: { motion?: boolean } = {}) {
  return {
    enabled: true,
    headless: true,
    // Reduced motion: CSS transitions are already off in the story setup; this makes JavaScript motion (the carousel's
    // scroll) jump to its end too, so a screenshot never catches a scroll resting a fraction of a pixel off.
    provider: playwright({
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs, env: chromiumEnv },
      // The page's time zone is fixed, so a story that shows "your time" reads the same on every machine.
      contextOptions: { reducedMotion: motion ? 'no-preference' : 'reduce', timezoneId: 'UTC' },
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 1280, height: 900 },
    screenshotFailures: false,
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        comparatorOptions: { threshold: 0, allowedMismatchedPixelRatio: 0 },
        resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) => path.join(dirname, '__screenshots__', `${arg}${ext}`),
        resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) => path.join(dirname, '.vitest', 'attachments', `${arg}${ext}`),
      },
    },
  };
}

/**
 * The `bench` project (`npm run bench`, scripts/bench.mjs) exists only when asked for by name (`--project bench` or
 * MASTHEAD_BENCH=1), so `npm test` — which runs every declared project — never runs benchmarks.
 */
const benchRequested =
  process.env.MASTHEAD_BENCH === '1' || process.argv.some((arg, i) => arg === '--project=bench' || (arg === 'bench' && process.argv[i - 1] === '--project'));
const benchProduction = process.env.NODE_ENV === 'production';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Found late by Vite's scan (the menu's surface and embla are dynamic import()s; vanilla-extract's recipe runtime is
  // imported by compiled .css.ts files): pre-bundled up front, so the first story that needs one does not make Vite
  // re-optimise and reload the page mid-run (seen on a cold cache: every story of the file failed).
  optimizeDeps: {
    include: [
      'radix-ui/internal',
      'embla-carousel',
      'hls.js/light',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/dynamic',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'],
        },
      },
      {
        // Server render in Node, hydrate in Chromium: every route as every role (tests/ssr). Its own project so its
        // time is reported apart; it starts one browser page of its own (playwright, the same Chromium).
        extends: true,
        test: {
          name: 'ssr',
          environment: 'node',
          include: ['tests/ssr/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        // The standalone subscribe script (dist/embed.js) on its example host page (examples/embed-script) in Chromium:
        // rendering, signup and request against the mock over HTTP, style isolation both ways, CSP, RTL, two widgets.
        extends: true,
        test: {
          name: 'embed',
          environment: 'node',
          include: ['tests/embed/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'host',
          environment: 'jsdom',
          include: ['tests/host/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'stories',
          browser: browserConfig(),
          setupFiles: ['.storybook/vitest.context.setup.ts', '.storybook/vitest.setup.ts'],
          provide: { visual: { mode: visualMode, browserVersion, baselineVersion } },
          testTimeout: 30_000,
          // One second attempt for a story that fails once: 1,681 stories in Chromium on a loaded 2-core machine met
          // one-off failures no run of their file reproduced. A defect fails both attempts; a story that passed only on
          // its second attempt is listed with its first attempt's reason at the end of `npm test` ("passed on a second
          // attempt"), so flakiness stays visible and gets fixed rather than hidden.
          retry: 1,
        },
      },
      {
        // The same stories once more with motion ON (transitions, animations, smooth scroll), as a designer sees them in
        // Storybook: only the plays and axe run (no screenshots, no font guard). A play that asserts something visible
        // before it has finished appearing fails here.
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'stories-motion',
          browser: browserConfig({ motion: true }),
          setupFiles: ['.storybook/vitest.context.setup.ts', '.storybook/vitest.motion.setup.ts'],
          testTimeout: 30_000,
        },
      },
      ...(benchRequested
        ? [
            {
              extends: true,
              // scripts/bench.mjs sets NODE_ENV=production: React's production build (what users run), with react-dom's
              // profiling build so React.Profiler still reports. Its own dependency cache, so the stories' is untouched.
              cacheDir: `node_modules/.vite-bench-${benchProduction ? 'production' : 'development'}`,
              define: benchProduction ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
              resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
              test: {
                name: 'bench',
                include: ['bench/**/*.perf.tsx'],
                // Same Chromium and launch args as the stories; no Storybook setup, so no screenshots and no axe.
                browser: browserConfig(),
                env: { BENCH_STRICT: process.env.BENCH_STRICT ?? '', BENCH_RUNS: process.env.BENCH_RUNS ?? '' },
                fileParallelism: false,
                testTimeout: 300_000,
              },
            },
          ]
        : []),
    ],
  },
});
