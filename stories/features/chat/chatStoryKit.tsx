/**
 * Helpers the chat's stories share: the in-memory navigation's current path (a decorator), and what the two
 * permalink pages' stories have in common (`ChatPostPermalinkPage.stories.tsx`, `ChatCommentPermalinkPage.stories.tsx`):
 * the spec's link texts, the mock publications, the page's state checks and the failure stories, which differ only
 * by the route that fails and the page's `data-part`.
 */
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setScenario } from '../../../mocks/scenario';
import type { AnyEndpointDef } from '../../../src/api/endpoint';
import { useLocation } from '../../../src/platform/context';
import { vars } from '../../../src/theme/contract.css';
import { faultOn, publicationNamed } from '../../support';

/** Shows where the in-memory navigation is, so a play can assert that a link navigated (`data-testid="current-path"`). */
function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <p style={{ margin: 0, padding: '8px 16px', fontFamily: vars.font.mono, fontSize: 12 }}>
      Current path: <output data-testid="current-path">{`${pathname}${search}`}</output>
    </p>
  );
}
export const withCurrentPath: Decorator = (Story) => (
  <>
    <CurrentPath />
    <Story />
  </>
);

export const T016 = 'Open in app';
export const T017 = 'Or join the conversation on web';

/** The Daily Margin: a paid chat (read from the mock world). */
export const MARGIN = publicationNamed('The Daily Margin');
/** Open Water: a free chat (read from the mock world). */
export const OPEN_WATER = publicationNamed('Open Water');

/** The endpoint whose read a story fails (its declaration in `src/api/endpoints`). */
type Endpoint = Pick<AnyEndpointDef, 'method' | 'path'>;

type Canvas = HTMLElement;

/** The state checks of one permalink page, found by its `data-part`. */
export function permalinkChecks(part: 'chat-post-permalink' | 'chat-comment-permalink') {
  const page = (canvasElement: Canvas) => canvasElement.querySelector<HTMLElement>(`[data-part="${part}"]`)!;
  return {
    page,
    /** Waits until the page has left `loading`, then checks its state. */
    expectState: async (canvasElement: Canvas, state: string) => {
      await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', state), { timeout: 5000 });
    },
  };
}
export type PermalinkChecks = ReturnType<typeof permalinkChecks>;

/** T016 and T017, always there, with their targets. */
export async function expectLinks(canvasElement: Canvas, appLink: string, webPath: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: T016 })).toHaveAttribute('href', appLink);
  await expect(canvas.getByRole('link', { name: T017 })).toHaveAttribute('href', webPath);
}

/** The teaser region, checked by its heading and `data-variant`. */
export async function expectTeaser(canvasElement: Canvas, heading: string, variant: string) {
  const teaser = within(canvasElement).getByRole('region', { name: heading });
  await expect(teaser).toHaveAttribute('data-variant', variant);
  return teaser;
}

interface PlayContext {
  canvasElement: Canvas;
}

/** The item's route never answers (fault `timeout`): the skeleton, announced once; "Open in app" is already there. */
export function loadingStory(endpoint: Endpoint, checks: PermalinkChecks, appLink: string, more?: (canvasElement: Canvas) => Promise<void>) {
  return {
    parameters: { scenario: faultOn(endpoint, 'timeout') },
    play: async ({ canvasElement }: PlayContext) => {
      await expect(checks.page(canvasElement)).toHaveAttribute('data-state', 'loading');
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the conversation');
      await expect(within(canvasElement).getByRole('link', { name: T016 })).toHaveAttribute('href', appLink);
      await more?.(canvasElement);
    },
  };
}

/** A 500 with its text; "Try again" shows the item once the server is back. */
export function serverErrorStory(
  endpoint: Endpoint,
  checks: PermalinkChecks,
  more?: { beforeRetry?: (c: Canvas) => Promise<void>; afterRetry?: (c: Canvas) => Promise<void> },
) {
  return {
    parameters: { scenario: faultOn(endpoint, '500') },
    play: async ({ canvasElement }: PlayContext) => {
      await checks.expectState(canvasElement, 'error');
      const alert = within(canvasElement).getByRole('alert');
      await expect(alert).toHaveTextContent('This conversation could not be loaded');
      await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
      await more?.beforeRetry?.(canvasElement);
      setScenario({ faults: {} });
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      await checks.expectState(canvasElement, 'visible');
      await more?.afterRetry?.(canvasElement);
    },
  };
}

/** A failed load (`network`, `malformed`) in its own plain words. */
export function failureStory(endpoint: Endpoint, checks: PermalinkChecks, fault: 'network' | 'malformed', text: string) {
  return {
    parameters: { scenario: faultOn(endpoint, fault) },
    play: async ({ canvasElement }: PlayContext) => {
      await checks.expectState(canvasElement, 'error');
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text);
    },
  };
}
