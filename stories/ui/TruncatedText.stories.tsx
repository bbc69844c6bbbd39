import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkText, TruncatedText } from '../../src/ui/TruncatedText';

const SHORT = 'Loved this week’s issue. The chart on page two finally made the budget make sense to me.';

const LONG = [
  'I’ve been reading this newsletter since the first issue and this is the one I’m going to send to everyone I know.',
  'The section on how the city council actually votes on the transit budget was the clearest explanation I have seen anywhere, and I say that as someone who sat through three of those meetings last spring.',
  '',
  'A couple of questions for the next thread: how do the bus lane numbers compare with the two cities you mentioned in October? And is there any chance of a follow-up on the late-night service cuts? Several of us in the neighbourhood group rely on the 2 a.m. route to get home from shifts, and nobody has been able to tell us whether it survives the spring timetable or who to write to about it.',
  'Thanks again for doing this work. It matters more than you probably hear.',
].join('\n');

const LONG_URL = 'https://example.com/p/how-the-council-votes-on-the-transit-budget?utm_source=chat&utm_medium=share&ref=reader-1234';

/** Links a spammer might post: they must never become clickable. */
const UNSAFE_URL = ['javascript', 'alert(document.cookie)'].join(':');
const UNSAFE_URL_CASED = ` ${['JaVaScRiPt', 'alert(1)'].join(':')}`;

const meta = {
  title: 'UI/TruncatedText',
  component: TruncatedText,
  args: { text: SHORT, onExpandedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 560, fontSize: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SHORT)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Long: Story = {
  args: { text: LONG },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'See more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(more.getAttribute('aria-controls') ?? '');
    await expect(body?.textContent?.endsWith('…')).toBe(true);
    await expect(body?.textContent).not.toContain('It matters more than you probably hear.');
    await expect([...(body?.textContent ?? '')].length).toBeLessThanOrEqual(601);

    await userEvent.click(more);
    const less = canvas.getByRole('button', { name: 'See less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(body?.textContent).toBe(LONG);
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

export const Collapsed: Story = {
  args: { text: LONG },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'See more' }));
    await userEvent.click(canvas.getByRole('button', { name: 'See less' }));
    await expect(canvas.getByRole('button', { name: 'See more' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/It matters more than you probably hear/)).toBeNull();
  },
};

export const LinkCut: Story = {
  render: () => (
    <p style={{ margin: 0 }}>
      Full story here: <LinkText href={LONG_URL} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^https:\/\/example\.com\/p\/how-the-council/ });
    const shown = link.firstChild?.textContent ?? '';
    await expect(shown).toBe(`${LONG_URL.slice(0, 64)}…`);
    await expect([...shown.slice(0, -1)].length).toBeLessThanOrEqual(64);
    await expect(link).toHaveAttribute('href', LONG_URL);
    await expect(link).toHaveAttribute('title', LONG_URL);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(link).toHaveAccessibleName(`${LONG_URL.slice(0, 64)}… (opens in a new tab)`);
  },
};

export const UnsafeLink: Story = {
  render: () => (
    <p style={{ margin: 0 }}>
      Claim your prize: <LinkText href={UNSAFE_URL} /> or <LinkText href={UNSAFE_URL_CASED} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(UNSAFE_URL)).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvasElement.querySelector('a')).toBeNull();
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TruncatedText text={LONG} maxLength={240} />
      <p style={{ margin: 0 }}>
        Read it on the site: <LinkText href={LONG_URL} />
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'See more' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link')).toHaveAttribute('href', LONG_URL);
  },
};
