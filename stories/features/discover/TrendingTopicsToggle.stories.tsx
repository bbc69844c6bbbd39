import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toggleTrendingTopics } from '../../../src/api/endpoints/feed';
import { TrendingTopicsToggle, TrendingTopicsToggleView } from '../../../src/features/discover';
import { isolate } from '../../../src/ui/bidi';
import { expectAlert, faultOn, STORY_WAIT_MS } from '../../support';

const NETWORK = 'We could not reach the server. Check your connection and try again.';
const SIGN_IN = 'Please sign in to continue.';
const couldNot = (category: string, onOff: 'on' | 'off') => `Trending topics in ${isolate(category)} could not be turned ${onOff}. Please try again.`;

const meta = {
  title: 'Features/Discover/TrendingTopicsToggle',
  component: TrendingTopicsToggle,
  tags: ['!autodocs'],
  // Culture (1) is on for the paid reader in the mock world; Politics (2) is off.
  args: { categoryId: 1, categoryName: 'Culture', enabled: true },
  parameters: { role: 'paid' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TrendingTopicsToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

const toggleOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="trending-topics-toggle"]')!;
const switchIn = (root: HTMLElement) => within(root).getByRole('switch', { name: /Trending topics in/ });

/** The categories whose trending topics the search suggestions list now (E52, read after the change). */
async function suggestedCategories(): Promise<number[]> {
  const answer = (await (await fetch('/api/v1/search/suggestions_v2')).json()) as { suggestedSearches: { categoryID?: number | null }[] };
  return [...new Set(answer.suggestedSearches.map((s) => s.categoryID).filter((id): id is number => typeof id === 'number'))];
}

/** On: turning it off shows at once, the server keeps it, and the suggestions no longer list the category. */
export const TurnOff: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const control = switchIn(canvasElement);
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(toggleOf(canvasElement)).toHaveAttribute('data-state', 'disabled'), { timeout: STORY_WAIT_MS });
    await expect(await suggestedCategories()).not.toContain(1);
  },
};

/** Off: Space turns it on (keyboard), and the suggestions list the category's trending topics again. */
export const TurnOnByKeyboard: Story = {
  args: { categoryId: 2, categoryName: 'Politics', enabled: false },
  play: async ({ canvasElement }) => {
    await expect(await suggestedCategories()).not.toContain(2);
    const control = switchIn(canvasElement);
    await expect(control).toHaveAttribute('aria-checked', 'false');
    control.focus();
    await userEvent.keyboard(' ');
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(toggleOf(canvasElement)).toHaveAttribute('data-state', 'enabled'), { timeout: STORY_WAIT_MS });
    await expect(await suggestedCategories()).toContain(2);
  },
};

/** Turning it off fails: back on, with the toggle's own text. */
export const TurnOffFails: Story = {
  parameters: { scenario: faultOn(toggleTrendingTopics, '500') },
  play: async ({ canvasElement }) => {
    await userEvent.click(switchIn(canvasElement));
    await expectAlert(couldNot('Culture', 'off'));
    await expect(switchIn(canvasElement)).toHaveAttribute('aria-checked', 'true');
    await expect(toggleOf(canvasElement)).toHaveAttribute('data-state', 'enabled');
  },
};

/** Turning it on fails (refused, 403): back off, with the toggle's own text. */
export const TurnOnFails: Story = {
  args: { categoryId: 2, categoryName: 'Politics', enabled: false },
  parameters: { scenario: faultOn(toggleTrendingTopics, '403') },
  play: async ({ canvasElement }) => {
    await userEvent.click(switchIn(canvasElement));
    await expectAlert(couldNot('Politics', 'on'));
    await expect(switchIn(canvasElement)).toHaveAttribute('aria-checked', 'false');
  },
};

/** Offline: reverted, with the shared text the reader can act on. */
export const Offline: Story = {
  parameters: { scenario: faultOn(toggleTrendingTopics, 'network') },
  play: async ({ canvasElement }) => {
    await userEvent.click(switchIn(canvasElement));
    await expectAlert(NETWORK);
    await expect(switchIn(canvasElement)).toHaveAttribute('aria-checked', 'true');
  },
};

/** The session ended (401): reverted, sign in. */
export const SignedOut: Story = {
  parameters: { scenario: faultOn(toggleTrendingTopics, '401') },
  play: async ({ canvasElement }) => {
    await userEvent.click(switchIn(canvasElement));
    await expectAlert(SIGN_IN);
    await expect(switchIn(canvasElement)).toHaveAttribute('aria-checked', 'true');
  },
};

/** The answer cannot be read: reverted with the toggle's own text. */
export const Malformed: Story = {
  parameters: { scenario: faultOn(toggleTrendingTopics, 'malformed') },
  play: async ({ canvasElement }) => {
    await userEvent.click(switchIn(canvasElement));
    await expectAlert(couldNot('Culture', 'off'));
    await expect(switchIn(canvasElement)).toHaveAttribute('aria-checked', 'true');
  },
};

/** A reader who is not signed in has no trending choice to make: nothing shows. */
export const Anonymous: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('switch')).toBeNull();
  },
};

/** Every category on a phone, one row each. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  render: () => (
    <div>
      {(
        [
          [1, 'Culture', true],
          [2, 'Politics', false],
          [3, 'Technology', true],
          [4, 'Books', true],
          [5, 'Science', true],
        ] as const
      ).map(([id, name, enabled]) => (
        <TrendingTopicsToggle key={id} categoryId={id} categoryName={name} enabled={enabled} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const switches = within(canvasElement).getAllByRole('switch');
    await expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'false', 'true', 'true', 'true']);
    for (const s of switches) await expect(s.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The bare view while a change is on its way (a host with its own data layer). */
export const ViewPending: Story = {
  render: () => <TrendingTopicsToggleView categoryName="Science" enabled={false} state="pending" onToggle={() => {}} />,
  play: async ({ canvasElement }) => {
    await expect(toggleOf(canvasElement)).toHaveAttribute('data-state', 'pending');
    await expect(switchIn(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};
