/**
 * The standalone subscribe script (`dist/embed.js`) on its example host page (examples/embed-script), in Chromium:
 * the page's origin serves the page and the script under `script-src 'self'; style-src 'self'`, each publication's
 * address answers the mock API over HTTP (cross-origin). Two widgets: The Daily Margin where its tag is, and the
 * invite-only The Inner Circle in an element of a right-to-left part of the page. A hostile host stylesheet reaches
 * for everything.
 *
 * The page is loaded three ways: as it is; without its hostile stylesheet (what the widgets look like on a calm page);
 * without the script (what the page looks like without widgets). Leaks are the differences between them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEmbedExampleServer } from '../../examples/embed-script/server.mjs';
import { handlers, resetDb, resetScenario, setScenario } from '../../mocks';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const root = path.resolve(__dirname, '../..');
const script = path.join(root, 'dist/embed.js');

/** The newest modification time under `dir` (files only). */
function newest(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const file = path.join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(file) : statSync(file).mtimeMs);
  }, 0);
}

/** CSS properties a stylesheet leaking one way or the other would change (none depends on where layout puts things). */
const PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'text-shadow',
  'box-sizing',
  'display',
  'margin-top',
  'margin-left',
  'padding-top',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-radius',
] as const;

/** The parts of each widget whose styles are compared. */
const WIDGET_PARTS = ['section', 'h1', 'p', 'input', 'button', 'a'] as const;

type Styles = Record<string, Record<string, string>>;

let browser: Browser;
let example: ReturnType<typeof createEmbedExampleServer>;
let origin: string;

beforeAll(async () => {
  // CI builds before testing (.ci/run); a local run on a fresh or changed tree builds the script here.
  const sources = Math.max(
    newest(path.join(root, 'src')),
    statSync(path.join(root, 'scripts/build-embed.mjs')).mtimeMs,
    statSync(path.join(root, 'scripts/purge-css.mjs')).mtimeMs,
    statSync(path.join(root, 'scripts/slice-catalogue.mjs')).mtimeMs,
  );
  if (!existsSync(script) || statSync(script).mtimeMs < sources) {
    const built = spawnSync(process.execPath, ['scripts/build-embed.mjs'], { cwd: root, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`scripts/build-embed.mjs failed:\n${built.stdout}\n${built.stderr}`);
  }
  resetDb();
  example = createEmbedExampleServer({ handlers });
  const port = await example.listen();
  origin = `http://localhost:${port}`;
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--headless', '--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1'],
  });
});

afterAll(async () => {
  await browser?.close();
  await example?.close();
});

interface Loaded {
  page: Page;
  /** Policy violations the page reported (`securitypolicyviolation`), and its errors. */
  violations: () => Promise<string[]>;
  errors: string[];
}

/** Opens the example page (with `replace`d files) and waits for every widget to leave its loading state. */
async function open(replace: Record<string, string> = {}, widgets = 2): Promise<Loaded> {
  example.replace(replace);
  const context = await browser.newContext({ viewport: { width: 1280, height: 1600 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`));
  });
  await page.goto(`${origin}/`);
  if (widgets) {
    await expect.poll(() => page.locator('[data-part="embed-subscribe-widget"]:not([data-state="loading"])').count(), { timeout: 15_000 }).toBe(widgets);
  }
  await page.evaluate(() => document.fonts.ready);
  return { page, errors, violations: () => page.evaluate(() => [...(window as unknown as { __violations: string[] }).__violations]) };
}

/** Computed styles of `selectors` (each the first match; inside open shadow roots too). */
async function stylesOf(page: Page, selectors: string[]): Promise<Styles> {
  const styles = await Promise.all(
    selectors.map((selector) =>
      page
        .locator(selector)
        .first()
        .evaluate(
          (element, properties) => {
            const style = getComputedStyle(element);
            return Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
          },
          PROPERTIES as unknown as string[],
        ),
    ),
  );
  return Object.fromEntries(selectors.map((selector, i) => [selector, styles[i] ?? {}]));
}

const widget = (n: 0 | 1) => `masthead-subscribe >> nth=${n}`;
const widgetSelectors = () => [0, 1].flatMap((n) => WIDGET_PARTS.map((part) => `${widget(n as 0 | 1)} >> ${part}`));
const HOST_PROBES = ['[data-probe="title"]', '[data-probe="text"]', '[data-probe="button"]', '[data-probe="input"]', '[data-probe="after"]', 'body'];

/** The page as it is, opened once for the tests that only look at it. */
let asItIs: Promise<Loaded> | undefined;
const pageAsItIs = () => {
  asItIs ??= open();
  return asItIs;
};

describe('the subscribe script on a host page', () => {
  test('renders both widgets where they were put, each with its own publication', async () => {
    const { page, errors } = await pageAsItIs();
    expect(await page.locator('masthead-subscribe').count()).toBe(2);
    // The first renders where its tag is; the second into its data-target.
    expect(await page.evaluate(() => document.querySelector('masthead-subscribe')?.nextElementSibling?.tagName)).toBe('SCRIPT');
    expect(await page.evaluate(() => document.querySelector('#rtl-slot > masthead-subscribe') !== null)).toBe(true);
    const first = page.locator(widget(0));
    const second = page.locator(widget(1));
    await expect.poll(() => first.locator('h1').textContent()).toBe('The Daily Margin');
    expect(await first.getByRole('button', { name: 'Subscribe' }).count()).toBe(1);
    expect(await second.locator('h1').textContent()).toBe('The Inner Circle');
    expect(await second.getByText('This publication is invite-only. Ask to join and the author will review your request.').count()).toBe(1);
    expect(await second.getByRole('button', { name: 'Request to subscribe' }).count()).toBe(1);
    // Each widget lives in its own shadow root: the page's document holds none of its elements.
    expect(await page.evaluate(() => document.querySelectorAll('[data-part="embed-subscribe-widget"]').length)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('follows the direction of the page where it sits', async () => {
    const { page } = await pageAsItIs();
    const direction = (n: 0 | 1) => page.locator(`${widget(n)} >> section`).evaluate((element) => getComputedStyle(element).direction);
    expect(await direction(0)).toBe('ltr');
    expect(await direction(1)).toBe('rtl');
    // In the right-to-left widget the form starts on the right: the button is left of the input.
    const input = await page.locator(`${widget(1)} >> input`).boundingBox();
    const button = await page.locator(`${widget(1)} >> button`).boundingBox();
    expect(button!.x).toBeLessThan(input!.x);
  });

  test('no host style leaks in: the hostile stylesheet changes the page, not the widgets', async () => {
    const hostile = await pageAsItIs();
    const calm = await open({ '/hostile.css': '' });
    // The probe sees the hostile stylesheet on the page's own elements (so it would see it in a widget) …
    const hostHostile = await stylesOf(hostile.page, HOST_PROBES);
    const hostCalm = await stylesOf(calm.page, HOST_PROBES);
    expect(hostHostile['[data-probe="text"]']!.color).not.toBe(hostCalm['[data-probe="text"]']!.color);
    expect(hostHostile['[data-probe="button"]']!['border-top-style']).toBe('dashed');
    // … and the widgets look exactly the same with it and without it.
    expect(await stylesOf(hostile.page, widgetSelectors())).toEqual(await stylesOf(calm.page, widgetSelectors()));
    await calm.page.context().close();
  });

  test('no widget style leaks out: the page looks the same with the widgets and without them', async () => {
    const withWidgets = await pageAsItIs();
    const without = await open({ '/embed.js': '' }, 0);
    expect(await without.page.locator('masthead-subscribe').count()).toBe(0);
    expect(await stylesOf(withWidgets.page, HOST_PROBES)).toEqual(await stylesOf(without.page, HOST_PROBES));
    // Nothing added to the document's own style sheets.
    const sheets = (page: Page) => page.evaluate(() => [document.styleSheets.length, document.adoptedStyleSheets.length]);
    expect(await sheets(withWidgets.page)).toEqual(await sheets(without.page));
    await without.page.context().close();
  });

  test('signs up, asks to join, and the two widgets stay independent, with no policy violation', async () => {
    const { page, errors, violations } = await open();
    const first = page.locator(widget(0));
    const second = page.locator(widget(1));

    // The e-mail rule, in the widget.
    await first.locator('input').fill('not-an-address');
    await first.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => first.getByText('Enter a valid email address.').count()).toBe(1);
    expect(await second.getByText('Enter a valid email address.').count()).toBe(0);

    // A failed signup is told in the widget (the server's words), and the form is there for another try.
    await first.locator('input').fill('reader@example.com');
    setScenario({ faults: { 'POST /api/v1/free': '500' } });
    try {
      await first.getByRole('button', { name: 'Subscribe' }).click();
      await expect.poll(() => first.getByRole('alert').textContent()).toBe('Internal server error');
    } finally {
      resetScenario();
    }
    expect(await first.locator('section').getAttribute('data-state')).toBe('idle');
    expect(await second.getByRole('alert').count()).toBe(0);

    // Signup against the mock (E21).
    await second.locator('input').fill('second@example.com');
    await first.locator('input').fill('reader@example.com');
    await first.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => first.locator('section').getAttribute('data-state')).toBe('subscribed');
    expect(await first.getByRole('alert').count()).toBe(0);
    expect(await first.getByRole('status').textContent()).toContain('Check your email');
    expect(await first.getByText('We sent a confirmation to').textContent()).toContain('reader@example.com');
    // The other widget kept its own state and its own input.
    expect(await second.locator('section').getAttribute('data-state')).toBe('idle');
    expect(await second.locator('input').inputValue()).toBe('second@example.com');

    // The invite-only request (E19, M60): "Requested" with the input disabled.
    await second.getByRole('button', { name: 'Request to subscribe' }).click();
    await expect.poll(() => second.locator('section').getAttribute('data-state')).toBe('requested');
    const requested = second.getByRole('button', { name: 'Requested' });
    expect(await requested.isDisabled()).toBe(true);
    expect(await second.locator('input').isDisabled()).toBe(true);
    expect(await second.getByRole('status').textContent()).toContain('second@example.com');
    expect(await first.locator('section').getAttribute('data-state')).toBe('subscribed');

    expect(await violations()).toEqual([]);
    // The only failed request is the deliberate 500 (Chromium also logs it to the console).
    expect(errors.filter((error) => !/\b500\b/.test(error))).toEqual([]);
    expect(errors).toContainEqual(expect.stringMatching(/^500 .*\/api\/v1\/free$/));
    // The listener does report a violation: a <style> element, which style-src without 'unsafe-inline' refuses (the
    // widgets' styles are constructable style sheets adopted by their shadow roots instead).
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'p { color: red }';
      document.head.append(style);
    });
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
    // (reported once per policy: the page's meta tag and the server's header)
    for (const violation of await violations()) expect(violation).toMatch(/^style-src/);
    await page.context().close();
  });
});
