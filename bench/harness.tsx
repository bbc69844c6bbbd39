/**
 * The benchmark harness (`npm run bench`, the `bench` Vitest project, real Chromium). Budgets live here, not in timed
 * unit tests: a bench measures, prints a line, writes `bench-results/<name>.json` and reports figures over budget; it
 * fails on them only with `BENCH_STRICT=1`.
 *
 * - `mountMeasured(ui)`: renders inside the real providers and times the first render to the next paint.
 * - `measureInteraction(action)`: times an interaction (a dispatched click) to the next paint.
 * - `createRenderLog()` + `<RenderProbe>`: which `React.Profiler` ids rendered in which commit.
 * - `sample(...)` / `summarize(...)`: warm-up, N runs, median / p95 / min / max.
 * - `record(name, metrics, budget)`: the report.
 */
import * as React from 'react';
import { Profiler, type ProfilerOnRenderCallback, type ReactNode, useLayoutEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { commands } from 'vitest/browser';
import { MOCK_NOW } from '../mocks/clock';
import { viewersByRole } from '../mocks/viewers';
import { createRecordingAnalytics } from '../src/platform/analytics';
import { type Clock, createFrozenClock } from '../src/platform/clock';
import { PlatformProvider } from '../src/provider/PlatformProvider';
import { createMemoryNavigation } from '../src/platform/navigation';
import { createMemoryStorage } from '../src/platform/storage';
import type { ViewerRole } from '../src/platform/viewer';
import { bundledFontFaces } from '../src/theme/fonts';
import { ThemeProvider } from '../src/theme/ThemeProvider';
import type { ThemeName } from '../src/theme/tokens';

// ───────────────────────────── settings ─────────────────────────────

/** `BENCH_STRICT=1` (`npm run bench -- --strict`): a figure over budget fails its bench. Otherwise it is reported and the run passes. */
export const strict = import.meta.env.BENCH_STRICT === '1';

/** `BENCH_RUNS=n` overrides every bench's number of measured runs (warm-up runs are not counted). */
export function runsOr(defaultRuns: number): number {
  const n = Number(import.meta.env.BENCH_RUNS);
  return Number.isInteger(n) && n > 0 ? n : defaultRuns;
}

/**
 * Which React build the page runs, read from React itself (`captureOwnerStack` exists only in development builds).
 * `npm run bench` runs production (react-dom's profiling build); a bare `vitest run --project bench` runs development,
 * whose figures are several times slower.
 */
export const reactBuild: 'production' | 'development' =
  typeof (React as unknown as Record<string, unknown>).captureOwnerStack === 'function' ? 'development' : 'production';

// ───────────────────────────── paint timing ─────────────────────────────

/**
 * Resolves after the next frame has been painted: `requestAnimationFrame` runs just before the frame's style, layout
 * and paint; a `MessageChannel` message posted from it is delivered as the first task after that frame (unlike
 * `setTimeout(0)`, it is not clamped). Returns `performance.now()` at that moment.
 */
export function nextPaint(): Promise<number> {
  return nextFrame().then((frame) => frame.paintedAt);
}

/** Like `nextPaint`, with the moment the frame began (its `requestAnimationFrame` callback): `paintedAt - frameStart` is the frame's own rendering work (style, layout, paint). */
export function nextFrame(): Promise<{ frameStart: number; paintedAt: number }> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const frameStart = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve({ frameStart, paintedAt: performance.now() });
      };
      channel.port2.postMessage(null);
    });
  });
}

/** Waits until the bundled fonts are loaded, so text layout in the first measured run is the real one. */
export async function fontsReady(): Promise<void> {
  await Promise.all(bundledFontFaces.map((face) => document.fonts.load(face)));
  await document.fonts.ready;
}

// ───────────────────────────── providers ─────────────────────────────

export interface BenchProvidersProps {
  theme?: ThemeName;
  role?: ViewerRole;
  path?: string;
  /** The API's `fetch` (default: the page's; a bench that reads through the mock passes one that answers from it). */
  fetch?: typeof fetch;
  /** The platform clock (default: frozen at the mock's `MOCK_NOW`; a bench that polls passes a manual one). */
  clock?: Clock;
  children?: ReactNode;
}

/**
 * The providers every story gets in `.storybook/preview.tsx` (its `withPlatform` decorator), without Storybook or MSW:
 * ThemeProvider, and PlatformProvider with a clock frozen at the mock's `MOCK_NOW`, in-memory navigation, storage and
 * analytics, the viewer of a role, and in-page dialogs.
 */
export function BenchProviders({ theme = 'light', role = 'paid', path = '/', fetch: fetchImpl, clock: givenClock, children }: BenchProvidersProps) {
  const [platform] = useState(() => {
    const clock = givenClock ?? createFrozenClock(MOCK_NOW);
    return {
      clock,
      navigation: createMemoryNavigation(path),
      storage: createMemoryStorage(clock),
      analytics: createRecordingAnalytics(),
    };
  });
  return (
    <ThemeProvider theme={theme}>
      <PlatformProvider dialogs="in-page" viewer={viewersByRole[role]} {...platform} {...(fetchImpl ? { fetch: fetchImpl } : {})}>
        {children}
      </PlatformProvider>
    </ThemeProvider>
  );
}

/** Calls `onCommit` from a layout effect: after every component inside it has committed for the first time. */
function CommitSignal({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: fires once, on the first commit
  useLayoutEffect(() => onCommit(), []);
  return children;
}

// ───────────────────────────── mounting ─────────────────────────────

export interface Mounted {
  container: HTMLElement;
  root: Root;
  /** Unmounts and removes the container. */
  unmount: () => void;
}

export interface FirstRender {
  mounted: Mounted;
  /** From `root.render(…)` to the end of React's first commit (render + DOM mutation + layout effects). */
  commitMs: number;
  /** From `root.render(…)` to the first task after the next painted frame: what a person waits for. */
  paintMs: number;
}

/**
 * Mounts `ui` inside `BenchProviders` (pass `providers: false` for a bare tree) in a fresh container and measures the
 * first render to the next paint.
 */
export async function mountMeasured(ui: ReactNode, options: Omit<BenchProvidersProps, 'children'> & { providers?: boolean } = {}): Promise<FirstRender> {
  const { providers = true, ...providerProps } = options;
  const container = document.createElement('div');
  container.dataset.bench = '';
  document.body.appendChild(container);
  const root = createRoot(container);
  let committedAt = 0;
  let signalCommit = () => {};
  const committed = new Promise<void>((resolve) => {
    signalCommit = resolve;
  });
  const onCommit = () => {
    committedAt = performance.now();
    signalCommit();
  };
  const tree = providers ? <BenchProviders {...providerProps}>{ui}</BenchProviders> : ui;
  const startedAt = performance.now();
  root.render(<CommitSignal onCommit={onCommit}>{tree}</CommitSignal>);
  await committed;
  const paintedAt = await nextPaint();
  return {
    mounted: {
      container,
      root,
      unmount: () => {
        root.unmount();
        container.remove();
      },
    },
    commitMs: committedAt - startedAt,
    paintMs: paintedAt - startedAt,
  };
}

// ───────────────────────────── interactions ─────────────────────────────

export interface InteractionTiming {
  /** From the start of the action to the last React commit it caused (needs `log`; `NaN` without one or if nothing rendered). */
  commitMs: number;
  /** From the start of the action to the first task after the frame that shows its result. */
  paintMs: number;
  /** That frame's own rendering work: from its `requestAnimationFrame` callback to the first task after it painted. */
  frameMs: number;
}

/**
 * Runs `action` (e.g. `() => button.click()`: a click dispatched in the page, without the test driver's round trip)
 * and awaits the next paint. When `done` is given, waits frame by frame (up to `maxFrames`) until it returns true,
 * for updates React does not finish in the event's own task.
 */
export async function measureInteraction(
  action: () => void,
  options: { log?: RenderLog; done?: () => boolean; maxFrames?: number; afterMs?: number } = {},
): Promise<InteractionTiming> {
  const { log, done, maxFrames = 60, afterMs } = options;
  // A run starts right after a painted frame (the previous run awaited one), so an action taken at once always waits
  // a whole frame for the next one: the worst case. `afterMs` acts that long into the frame instead, as a person's
  // click lands at any moment of it.
  if (afterMs !== undefined) await new Promise((resolve) => setTimeout(resolve, afterMs));
  const mark = log?.entries.length ?? 0;
  const start = performance.now();
  action();
  let frame = await nextFrame();
  for (let count = 1; done && !done(); count += 1) {
    if (count >= maxFrames) throw new Error(`measureInteraction: not done after ${maxFrames} frames`);
    frame = await nextFrame();
  }
  const after = log?.entries.slice(mark) ?? [];
  const lastCommit = after.length ? Math.max(...after.map((e) => e.at)) : Number.NaN;
  return { commitMs: lastCommit - start, paintMs: frame.paintedAt - start, frameMs: frame.paintedAt - frame.frameStart };
}

/** Finds the `index`-th element matching `selector` in `root`, or throws a readable error. */
export function nth<E extends Element = HTMLElement>(root: ParentNode, selector: string, index: number): E {
  const found = root.querySelectorAll<E>(selector)[index];
  if (!found) throw new Error(`No element #${index} for ${selector}`);
  return found;
}

// ───────────────────────────── render counting ─────────────────────────────

export interface RenderEntry {
  id: string;
  phase: 'mount' | 'update' | 'nested-update';
  /** Time React spent rendering this Profiler's subtree in this commit, ms. */
  actualDuration: number;
  /** React's commit timestamp: entries with the same value belong to one commit. */
  commitTime: number;
  /** `performance.now()` when React reported it (during the commit). */
  at: number;
}

export interface RenderLog {
  onRender: ProfilerOnRenderCallback;
  entries: RenderEntry[];
  /** Forget everything recorded so far (e.g. after mounting, before the interaction). */
  reset: () => void;
  /** Number of commits seen (entries grouped by commit timestamp). */
  commits: () => number;
  /** Ids that rendered, each once, in order of first render; optionally only those starting with `prefix`. */
  renderedIds: (prefix?: string) => string[];
}

/**
 * Records every `React.Profiler` report. Wrap the components to watch in `<RenderProbe log={log} id="row-42">`: a
 * Profiler reports in a commit whenever anything inside it rendered, so "which row ids reported" is "which rows
 * re-rendered". (Profilers report in development and profiling builds of React, not in plain production ones.)
 */
export function createRenderLog(): RenderLog {
  const entries: RenderEntry[] = [];
  return {
    entries,
    onRender: (id, phase, actualDuration, _baseDuration, _startTime, commitTime) => {
      entries.push({ id, phase, actualDuration, commitTime, at: performance.now() });
    },
    reset: () => {
      entries.length = 0;
    },
    commits: () => new Set(entries.map((e) => e.commitTime)).size,
    renderedIds: (prefix) => [...new Set(entries.map((e) => e.id))].filter((id) => prefix === undefined || id.startsWith(prefix)),
  };
}

/** A `React.Profiler` reporting to a `RenderLog`. */
export function RenderProbe({ log, id, children }: { log: RenderLog; id: string; children: ReactNode }) {
  return (
    <Profiler id={id} onRender={log.onRender}>
      {children}
    </Profiler>
  );
}

// ───────────────────────────── repetition and statistics ─────────────────────────────

export interface Summary {
  n: number;
  median: number;
  p95: number;
  min: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of sorted samples. */
function percentile(sorted: number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function summarize(samples: number[]): Summary {
  const sorted = samples.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const n = sorted.length;
  const median = n === 0 ? Number.NaN : n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  // performance.now() is coarsened to 0.1 ms in the page; two decimals drop float noise only.
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    n,
    median: round(median),
    p95: round(percentile(sorted, 95)),
    min: round(sorted[0] ?? Number.NaN),
    max: round(sorted[n - 1] ?? Number.NaN),
    mean: round(n === 0 ? Number.NaN : sorted.reduce((a, b) => a + b, 0) / n),
  };
}

/**
 * Runs `run` `warmup` times (discarded: JIT, style and font caches), then `runs` times, and summarises each metric it
 * returns. Runs are sequential; give each its own fresh DOM (mount and unmount inside `run`).
 */
export async function sample<K extends string>(
  { runs, warmup }: { runs: number; warmup: number },
  run: (index: number) => Promise<Record<K, number>>,
): Promise<{ summaries: Record<K, Summary>; samples: Record<K, number[]> }> {
  for (let i = 0; i < warmup; i += 1) await run(-1 - i);
  const samples = {} as Record<K, number[]>;
  for (let i = 0; i < runs; i += 1) {
    const result = await run(i);
    for (const [key, value] of Object.entries(result) as [K, number][]) {
      samples[key] ??= [];
      samples[key].push(value);
    }
  }
  const summaries = {} as Record<K, Summary>;
  for (const key of Object.keys(samples) as K[]) summaries[key] = summarize(samples[key]);
  return { summaries, samples };
}

// ───────────────────────────── reporting ─────────────────────────────

/** A budget per metric: a number limits a summary's median (or a plain value); an object limits chosen statistics. */
export type Budget = Record<string, number | Partial<Record<'median' | 'p95' | 'min' | 'max', number>>>;
export type Metric = Summary | number;

export interface BudgetCheck {
  metric: string;
  stat: string;
  value: number;
  limit: number;
  over: boolean;
}

export interface BenchResult {
  name: string;
  recordedAt: string;
  userAgent: string;
  reactBuild: string;
  strict: boolean;
  metrics: Record<string, Metric>;
  budget: Budget;
  checks: BudgetCheck[];
  overBudget: boolean;
  notes?: string;
}

function isSummary(metric: Metric): metric is Summary {
  return typeof metric === 'object';
}

function fmt(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/**
 * Reports one bench: prints a line per metric (marking figures over budget with ⚠), writes
 * `bench-results/<name>.json`, and — only with `BENCH_STRICT=1` (`npm run bench -- --strict`) — throws when a figure is
 * over budget. Timing metrics are in milliseconds, named `…Ms`, and each must have a budget (it throws otherwise);
 * counts (items re-rendered, frames decoded, nodes mounted) do not depend on timing: assert them with plain `expect`s.
 */
/** A timing (a metric in milliseconds, named `…Ms`): every timing a bench records has a budget. */
export const isTiming = (metric: string) => /Ms$/.test(metric);

/**
 * The timings a bench records without a budget. `record` throws on any (whatever `BENCH_STRICT` says: a missing budget
 * does not depend on the machine), so every timing is checked against a limit in a strict run.
 */
export function timingsWithoutBudget(metrics: Record<string, Metric>, budget: Budget): string[] {
  return Object.keys(metrics).filter((metric) => isTiming(metric) && !(metric in budget));
}

/** Each budgeted statistic against its limit (`over` when the figure exceeds it, or is not a number). */
export function budgetChecks(name: string, metrics: Record<string, Metric>, budget: Budget): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const [metric, limit] of Object.entries(budget)) {
    const value = metrics[metric];
    if (value === undefined) throw new Error(`record(${name}): budget for unknown metric "${metric}"`);
    const limits = typeof limit === 'number' ? { median: limit } : limit;
    for (const [stat, max] of Object.entries(limits) as [keyof Summary, number][]) {
      const actual = isSummary(value) ? value[stat] : value;
      checks.push({ metric, stat: isSummary(value) ? stat : 'value', value: actual, limit: max, over: !(actual <= max) });
    }
  }
  return checks;
}

export async function record(name: string, metrics: Record<string, Metric>, budget: Budget = {}, notes?: string): Promise<BenchResult> {
  const unbudgeted = timingsWithoutBudget(metrics, budget);
  if (unbudgeted.length > 0) throw new Error(`record(${name}): every timing needs a budget; none for ${unbudgeted.join(', ')}`);
  const checks = budgetChecks(name, metrics, budget);
  const overBudget = checks.some((c) => c.over);
  const result: BenchResult = {
    name,
    recordedAt: new Date().toISOString(),
    userAgent: navigator.userAgent,
    reactBuild,
    strict,
    metrics,
    budget,
    checks,
    overBudget,
    ...(notes ? { notes } : {}),
  };

  const lines = Object.entries(metrics).map(([metric, value]) => {
    const figure = isSummary(value) ? `median ${fmt(value.median)}  p95 ${fmt(value.p95)}  min ${fmt(value.min)}  (n=${value.n})` : fmt(value);
    const mine = checks.filter((c) => c.metric === metric);
    const verdict = mine.length === 0 ? '' : mine.some((c) => c.over) ? '  ⚠ OVER BUDGET' : '  ✔ within budget';
    const limits = mine.map((c) => `${c.stat} ≤ ${fmt(c.limit)}`).join(', ');
    return `  ${metric.padEnd(22)} ${figure}${limits ? `  [budget ${limits}]` : ''}${verdict}`;
  });
  console.log(`bench ${name} (React ${reactBuild})\n${lines.join('\n')}`);

  await commands.writeFile(`bench-results/${name}.json`, `${JSON.stringify(result, null, 2)}\n`);
  if (strict && overBudget) {
    const over = checks.filter((c) => c.over).map((c) => `${c.metric} ${c.stat} ${fmt(c.value)} > ${fmt(c.limit)}`);
    throw new Error(`bench ${name} over budget (BENCH_STRICT=1): ${over.join('; ')}`);
  }
  return result;
}

// ───────────────────────────── layout work ─────────────────────────────

/** What a piece of synchronous work asked of layout: element box reads and scroll writes (facts, not timings). */
export interface LayoutWork {
  /** `getBoundingClientRect` calls (each one after a DOM change forces a layout). */
  boxReads: number;
  /** Scroll writes: `window.scrollBy`/`scrollTo`, an element's `scrollTop` set or `scrollBy`. */
  scrollWrites: number;
}

/**
 * Runs `work` (synchronous: a `flushSync` commit) counting the layout it asks for, by wrapping
 * `Element.prototype.getBoundingClientRect`, the window's and elements' scroll methods and the `scrollTop` setter for its
 * duration only.
 */
export function countLayoutWork<T>(work: () => T): { result: T; work: LayoutWork } {
  const counts: LayoutWork = { boxReads: 0, scrollWrites: 0 };
  const rect = Element.prototype.getBoundingClientRect;
  const scrollBy = window.scrollBy;
  const scrollTo = window.scrollTo;
  const elementScrollBy = Element.prototype.scrollBy;
  const scrollTop = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop')!;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    counts.boxReads += 1;
    return rect.call(this);
  };
  const countedScroll = <F extends (...args: never[]) => unknown>(f: F, self: unknown) =>
    function (this: unknown, ...args: Parameters<F>) {
      counts.scrollWrites += 1;
      return f.apply(this ?? self, args);
    } as unknown as F;
  window.scrollBy = countedScroll(scrollBy, window);
  window.scrollTo = countedScroll(scrollTo, window);
  Element.prototype.scrollBy = countedScroll(elementScrollBy, undefined);
  Object.defineProperty(Element.prototype, 'scrollTop', {
    ...scrollTop,
    set(this: Element, value: number) {
      counts.scrollWrites += 1;
      scrollTop.set!.call(this, value);
    },
  });
  try {
    return { result: work(), work: counts };
  } finally {
    Element.prototype.getBoundingClientRect = rect;
    window.scrollBy = scrollBy;
    window.scrollTo = scrollTo;
    Element.prototype.scrollBy = elementScrollBy;
    Object.defineProperty(Element.prototype, 'scrollTop', scrollTop);
  }
}
