import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_NOW } from '../../../../mocks/clock';
import { mediaHandlers } from '../../../../mocks/handlers/media';
import { mediaToolsHandlers } from '../../../../mocks/handlers/mediaTools';
import { setScenario } from '../../../../mocks/scenario';
import { searchTranscript } from '../../../../src/api/endpoints/mediaTools';
import { TranscriptSearch, TranscriptSearchView } from '../../../../src/features/media';
import { createManualClock } from '../../../../src/platform/clock';
import { faultOn, part, stateIs } from '../../../support';

/**
 * Searching a transcript (P45) on the mock API: video 501 (the walk-through, 12:34) has "harbour" in four segments,
 * episode a-601 in one. The search waits 100 ms after the last key (K062) on the platform clock.
 */
/**
 * The tools' handlers ride in the media domain's slot (ahead of the unmatched-route fallback) until `mocks/index.ts`
 * lists them as their own domain.
 */
const withTools = [...mediaToolsHandlers, ...mediaHandlers];

const search = (root: HTMLElement) => part(root, 'transcript-search');
const field = (root: HTMLElement) => within(root).getByRole('searchbox', { name: 'Search the transcript' });

const meta = {
  title: 'Features/Media/TranscriptSearch',
  component: TranscriptSearch,
  tags: ['!autodocs'],
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  args: { kind: 'video', id: 501, onSeek: fn() },
  parameters: { role: 'admin', msw: { handlers: { media: withTools } } },
} satisfies Meta<typeof TranscriptSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(search(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(field(canvasElement)).toHaveValue('');
  },
};

/** Matches with the term highlighted and their timestamps; a timestamp seeks the player (`onSeek`). */
export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement), 'Harbour');
    await stateIs(() => search(canvasElement), 'results');
    await expect(within(canvasElement).getByText('4 matches')).toBeVisible();
    const marks = [...canvasElement.querySelectorAll('mark')].map((m) => m.textContent);
    await expect(marks).toEqual(['harbour', 'harbour', 'harbour', 'harbour']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play from 1:35' }));
    await expect(args.onSeek).toHaveBeenCalledWith(95);
    // Transcript text is isolated from the page's direction.
    await expect(canvasElement.querySelector('[data-part="transcript-results"] p')).toHaveAttribute('dir', 'auto');
  },
};

/** Nothing matches: "No matches for “…”". */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'lighthouse');
    await stateIs(() => search(canvasElement), 'none');
    await expect(within(canvasElement).getByText('No matches for “lighthouse”')).toBeVisible();
    await expect(canvasElement.querySelector('li')).toBeNull();
  },
};

/** An episode's transcript (audio upload a-601). */
export const EpisodeTranscript: Story = {
  args: { kind: 'audio', id: 'a-601' },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement), 'till');
    await stateIs(() => search(canvasElement), 'results');
    await expect(within(canvasElement).getByText('2 matches')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play from 15:06' }));
    await expect(args.onSeek).toHaveBeenCalledWith(906);
  },
};

const debounceClock = createManualClock(MOCK_NOW);
let searches = 0;

/**
 * The debounce on a manual clock: typing waits; 99 ms later nothing was asked; at 100 ms one search goes for the
 * whole term (not one per key).
 */
export const DebouncedOnTheClock: Story = {
  parameters: {
    visual: { disable: 'walks a manual clock through the debounce; it ends on results like Results' },
    platform: { clock: debounceClock },
    msw: {
      handlers: {
        media: [
          // Counts the searches, then lets the mock answer.
          http.get('*/api/v1/transcript/:kind/:id/search', () => {
            searches += 1;
            return undefined;
          }),
          ...withTools,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    searches = 0;
    await userEvent.type(field(canvasElement), 'stacks');
    await expect(search(canvasElement)).toHaveAttribute('data-state', 'waiting');
    debounceClock.advance(99);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(searches).toBe(0);
    await expect(search(canvasElement)).toHaveAttribute('data-state', 'waiting');
    debounceClock.advance(1);
    await stateIs(() => search(canvasElement), 'results');
    await expect(searches).toBe(1);
    await expect(within(canvasElement).getByText('2 matches')).toBeVisible();
    // Clearing the field goes back to the start at once.
    await userEvent.clear(field(canvasElement));
    await expect(search(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

/** The search fails (500): the failure text and "Try again". */
export const SearchFails: Story = {
  parameters: { scenario: faultOn(searchTranscript, '500') },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'harbour');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The transcript could not be searched.');
    await expect(search(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** "Try again" after a failure searches the same term again once the server answers. */
export const RetryAfterFailure: Story = {
  parameters: { scenario: faultOn(searchTranscript, '500'), visual: { disable: 'ends on the results after the retry: the same list as Results' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'harbour');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The transcript could not be searched.');
    setScenario({ faults: {} });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await stateIs(() => search(canvasElement), 'results');
    await expect(within(canvasElement).getByText('4 matches')).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** The search cannot reach the server: the same failure text. */
export const SearchNetworkError: Story = {
  parameters: { scenario: faultOn(searchTranscript, 'network'), visual: { disable: 'the same failure text as Search Fails' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'harbour');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The transcript could not be searched.');
  },
};

/** The search answers in a shape the client cannot read: the same failure text. */
export const SearchMalformed: Story = {
  parameters: { scenario: faultOn(searchTranscript, 'malformed'), visual: { disable: 'the same failure text as Search Fails' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'harbour');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The transcript could not be searched.');
  },
};

/** On a phone (375 px), with results. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'light');
    await stateIs(() => search(canvasElement), 'results');
    await waitFor(() => expect(canvasElement.querySelectorAll('mark').length).toBeGreaterThan(0));
  },
};

const longText = `The ledger ${'records every book lent since the library opened, '.repeat(12)}`;

/** The bare view bounds what it shows: an excerpt is cut to 280 characters (and three lines), at most 50 matches. */
export const Bounded: StoryObj<typeof TranscriptSearchView> = {
  render: () => (
    <TranscriptSearchView
      state={{
        name: 'results',
        term: 'ledger',
        matches: Array.from({ length: 53 }, (_, i) => ({ start: i * 30, end: i * 30 + 30, text: i === 0 ? longText : `Ledger entry ${i + 1}.` })),
      }}
      value="ledger"
      onValueChange={() => {}}
      onSeek={() => {}}
      onRetry={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(50);
    await expect(within(canvasElement).getByText('and 3 more matches — narrow the search to see them')).toBeVisible();
    const first = canvasElement.querySelector('li p')!.textContent!;
    await expect(first.length).toBeLessThanOrEqual(281);
    await expect(first.endsWith('…')).toBe(true);
  },
};
