/**
 * Story support: the helpers every stories file shares, in one place. Plays wait for what a person waits for: an alert,
 * toast, menu or image counts as shown once it is visible and has finished appearing (no running animation), so the
 * same play passes in `npm test` (motion off) and in Storybook (motion on).
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyEndpointDef } from '../../src/api/endpoint';
import { routeKey } from '../../src/api/endpoint';
import type { FaultKind } from '../../mocks/scenario';
import { core } from '../../mocks/db/core';

/** How long a play waits for something to appear. */
export const STORY_WAIT_MS = 5000;

/** Queries over the whole page (dialogs, toasts and menus render in portals outside the story's root). */
export const body = () => within(document.body);

/** Waits until `element` is visible and no finite animation or transition on it (or inside it) is still running. */
export async function settled(element: Element): Promise<void> {
  await waitFor(
    () => {
      expect(element).toBeVisible();
      // Appearing is a finite animation; a spinner's endless rotation is not waited for.
      const running = element
        .getAnimations({ subtree: true })
        .filter((a) => (a.playState === 'running' || a.pending) && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
      expect(running, 'still animating').toHaveLength(0);
      // Parts loaded on demand (onDemand, the carousel's engine) mark themselves while their code is on its way.
      expect(element.ownerDocument.querySelector('[data-on-demand="loading"]'), 'a part is still loading').toBeNull();
    },
    { timeout: STORY_WAIT_MS },
  );
}

/** Waits for `element()` to carry `data-state="state"`. */
export function stateIs(element: () => Element | null | undefined, state: string, timeout = STORY_WAIT_MS) {
  return waitFor(() => expect(element()).toHaveAttribute('data-state', state), { timeout });
}

/** The element `[data-part="part"]` under `root`, or `null`. */
export function part(root: ParentNode, name: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-part="${name}"]`);
}

/** Waits until `[data-part="name"]` exists under `root` and is no longer loading; returns it. */
export async function ready(root: ParentNode, name: string, timeout = STORY_WAIT_MS): Promise<HTMLElement> {
  await waitFor(
    () => {
      const el = part(root, name);
      expect(el, `[data-part="${name}"]`).not.toBeNull();
      expect(el).not.toHaveAttribute('data-state', 'loading');
    },
    { timeout },
  );
  return part(root, name)!;
}

/**
 * Waits until the post page's end has settled: the related ("top") posts wait K105 (1 s) on a real timer before they
 * load, so a play that ends earlier would leave the screenshot to race that timer (skeletons on a quick machine, the
 * list on a loaded one). Stories that show the whole post page call this last; a page without the part passes at once.
 */
export async function postEndSettled(root: ParentNode, timeout = STORY_WAIT_MS): Promise<void> {
  const busy = [
    'related-posts"][data-state="waiting',
    'related-posts"][data-state="loading',
    'more-posts"][data-state="loading',
    'restacks-preview"][data-state="loading',
  ]
    .map((part) => `[data-part="${part}"]`)
    .join(', ');
  await waitFor(() => expect(root.querySelector(busy)).toBeNull(), { timeout });
}

/**
 * The in-page alert shows `text` (once it has finished appearing); OK closes it. The alert is looked for by its text:
 * under load, the previous alert of a play that shows several in a row may still be leaving (motion on) when the next
 * one arrives, and the first alert dialog found would be that one.
 */
export async function expectAlert(text: string): Promise<void> {
  const dialog = await waitFor(
    () => {
      const alerts = body().queryAllByRole('alertdialog');
      const shown = alerts.find((alert) => alert.textContent?.includes(text));
      expect(shown, `an alert saying "${text}"; shown: ${alerts.map((alert) => JSON.stringify(alert.textContent)).join(', ') || 'none'}`).toBeDefined();
      return shown as HTMLElement;
    },
    { timeout: STORY_WAIT_MS },
  );
  await settled(dialog);
  await expect(dialog).toHaveTextContent(text);
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull(), { timeout: STORY_WAIT_MS });
  (document.activeElement as HTMLElement | null)?.blur();
}

/** The in-page confirmation shows `text`; `answer` presses its confirm button (by label) or Cancel. */
export async function answerConfirm(text: string, answer: { confirm: string } | 'cancel'): Promise<void> {
  const dialog = await body().findByRole('alertdialog', {}, { timeout: STORY_WAIT_MS });
  await settled(dialog);
  await expect(dialog).toHaveTextContent(text);
  await userEvent.click(within(dialog).getByRole('button', { name: answer === 'cancel' ? 'Cancel' : answer.confirm }));
  // This confirmation has gone. Not "no alert dialog at all": the answer's outcome may already be the next alert (a
  // failure answered while this one was still animating out, as seen with motion on).
  await waitFor(() => expect(dialog.isConnected, 'the confirmation is still open').toBe(false), { timeout: STORY_WAIT_MS });
}

/** A toast shows `text` (and its View link named `view`), once it has finished appearing; returns the toast. */
export async function expectToast(text: string, view?: string): Promise<HTMLElement> {
  await waitFor(() => expect(body().getByRole('status', { name: 'Notifications' })).toHaveTextContent(text), { timeout: STORY_WAIT_MS });
  const toast = body().getByText(text).closest<HTMLElement>('[data-part="toast"]')!;
  await settled(toast);
  if (view) await expect(within(toast).getByRole('link', { name: view })).toBeVisible();
  return toast;
}

/** Opens the menu behind `trigger` and waits until it has finished appearing; returns the menu. */
export async function openMenu(trigger: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(trigger);
  const menu = await body().findByRole('menu', {}, { timeout: STORY_WAIT_MS });
  await settled(menu);
  return menu;
}

/**
 * `parameters.scenario` that makes the endpoint fail with `kind`, keyed from its declaration (never a typed route string):
 * `parameters: { scenario: faultOn(addPostReaction, '500') }`. Pass more pairs to fail several.
 */
export function faultOn(endpoint: Pick<AnyEndpointDef, 'method' | 'path'>, kind: FaultKind, ...more: [Pick<AnyEndpointDef, 'method' | 'path'>, FaultKind][]) {
  const faults: Record<string, FaultKind> = { [routeKey(endpoint)]: kind };
  for (const [def, k] of more) faults[routeKey(def)] = k;
  return { faults };
}

/** The mock world's publications by name, as stories use them (id, name, subdomain), read from the seeded world. */
export function publicationNamed(name: 'The Daily Margin' | 'Field Notes' | 'The Inner Circle' | 'Open Water') {
  const publication = core.publications.find((p) => p.name === name);
  if (!publication) throw new Error(`No publication named ${name} in the mock world`);
  return { id: publication.id, name: publication.name, subdomain: publication.subdomain ?? '', baseUrl: publication.base_url };
}

/**
 * A story's inline picture (an SVG drawn in code: no network) as a `blob:` URL. The media URL policy refuses
 * `data:image/svg+xml` (an SVG document can carry script), so stories hand pictures over the way a host's upload
 * preview would.
 */
export function svgImageUrl(svg: string): string {
  return URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
}
