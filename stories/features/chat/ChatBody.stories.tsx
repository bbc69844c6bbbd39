import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatBody } from '../../../src/features/chat';
import { atRest, LONG_BODY, LONG_LINK } from './viewFixtures';

const meta = {
  title: 'Features/Chat/ChatBody',
  component: ChatBody,
  args: { body: 'Short and sweet: see you all at the Eastgate branch on Thursday.', size: 'thread', onExpandedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['thread', 'reply'] } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.querySelector('[data-part="chat-body"]')!;
    await expect(body).toHaveAttribute('data-state', 'full');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Past 600 characters (K001): cut at a word with "See more" (T015); pressing it shows the rest, then "See less". */
export const LongCollapsedThenExpanded: Story = {
  args: { body: LONG_BODY },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = canvasElement.querySelector('[data-part="chat-body"]')!;
    await expect(LONG_BODY.length).toBeGreaterThan(600);
    await expect(body).toHaveAttribute('data-state', 'collapsed');
    await expect(canvas.queryByText(/before the budget vote/)).toBeNull();
    const shown = body.querySelector('div')!.textContent ?? '';
    await expect(shown.endsWith('…')).toBe(true);
    await expect([...shown].length).toBeLessThanOrEqual(601);
    const seeMore = canvas.getByRole('button', { name: 'See more' });
    await expect(seeMore).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(seeMore);
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(body).toHaveAttribute('data-state', 'expanded');
    await expect(canvas.getByText(/before the budget vote on the 3rd/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'See less' })).toHaveAttribute('aria-expanded', 'true');
    atRest(canvasElement);
  },
};

/** Controlled: the host keeps the state (`expanded`), e.g. to restore it when a reply scrolls back into view. */
export const ControlledExpanded: Story = {
  args: { body: LONG_BODY, expanded: true },
  play: async ({ canvasElement, args }) => {
    const body = canvasElement.querySelector('[data-part="chat-body"]')!;
    await expect(body).toHaveAttribute('data-state', 'expanded');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'See less' }));
    await expect(args.onExpandedChange).toHaveBeenCalledWith(false);
    // Controlled: nothing changes until the host passes the new value.
    await expect(body).toHaveAttribute('data-state', 'expanded');
    atRest(canvasElement);
  },
};

/** Links show at most 64 characters (K002) with "…"; the link still goes to the whole URL, in a new tab, as UGC. */
export const LinkCut: Story = {
  args: { body: `The piece everyone is sharing this morning: ${LONG_LINK} — worth the twenty minutes.`, size: 'reply' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', LONG_LINK);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    const visible = link.firstChild?.textContent ?? '';
    await expect(visible).toBe(`${LONG_LINK.slice(0, 64)}…`);
    await expect(link).toHaveAttribute('title', LONG_LINK);
    // The sentence's dash and words after the link are not part of it.
    await expect(within(canvasElement).getByText(/worth the twenty minutes/)).toBeVisible();
  },
};

/** Mentions from `raw_body` (`[@Name](user:ID)`) are highlighted; an unsafe URL stays text. */
export const MentionsAndUnsafeLink: Story = {
  args: {
    body: 'Thanks Ada Admin for the reading list — what should I start with? (Not this: javascript:alert(1))',
    rawBody: 'Thanks [@Ada Admin](user:105) for the reading list — what should I start with? (Not this: javascript:alert(1))',
    size: 'reply',
  },
  play: async ({ canvasElement }) => {
    const mention = canvasElement.querySelector('[data-part="mention"]')!;
    await expect(mention).toHaveTextContent('Ada Admin');
    await expect(mention).toHaveAttribute('data-user-id', '105');
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const ReplySize: Story = {
  args: { body: LONG_BODY, size: 'reply' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="chat-body"]')).toHaveAttribute('data-size', 'reply');
  },
};

export const Dark: Story = {
  args: { body: `Worth a read: ${LONG_LINK}\n\n${LONG_BODY}`, rawBody: null },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'See more' })).toBeVisible();
  },
};
