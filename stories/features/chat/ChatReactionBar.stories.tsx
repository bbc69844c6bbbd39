import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ChatReaction } from '../../../src/api/schemas/community';
import { ChatReactionBar, ChatReactionRow } from '../../../src/features/chat';
import { atRest } from './viewFixtures';

const meta = {
  title: 'Features/Chat/ChatReactionBar',
  component: ChatReactionBar,
  args: { reactions: { '❤': 24, '👍': 9, '😮': 2 }, reaction: null, onReact: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, paddingBlockStart: 96 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatReactionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing a pill calls `onReact` with its reaction; pills are toggles, none pressed yet. */
export const ClickReaction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Reactions' })).toHaveAttribute('data-state', 'none');
    const heart = canvas.getByRole('button', { name: 'Heart 24' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const pills = canvas.getAllByRole('button', { pressed: false }).map((b) => b.getAttribute('data-reaction'));
    await expect(pills).toEqual(['❤', '👍', '😮']);
    await userEvent.click(canvas.getByRole('button', { name: 'Thumbs up 9' }));
    await expect(args.onReact).toHaveBeenCalledWith('👍');
    await expect(heart.getBoundingClientRect().height).toBeGreaterThanOrEqual(36);
    atRest(canvasElement);
  },
};

/** The reader's own reaction is pressed and tinted. */
export const OwnReactionPressed: Story = {
  args: { reaction: '❤', reactions: { '❤': 25, '👍': 9, '😮': 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Heart 25' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Thumbs up 9' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('group')).toHaveAttribute('data-state', 'reacted');
  },
};

/** A stateful wrapper shows the optimistic toggle a machine would drive: press, pressed, press again, gone. */
export const Toggle: Story = {
  render: function Render(args) {
    const [state, setState] = useState<{ reaction: ChatReaction | null; reactions: Record<string, number> }>({
      reaction: null,
      reactions: { '❤': 3, '😂': 1 },
    });
    return (
      <ChatReactionBar
        reactions={state.reactions}
        reaction={state.reaction}
        onReact={(r) => {
          args.onReact?.(r);
          setState((s) => {
            const reactions = { ...s.reactions };
            if (s.reaction) reactions[s.reaction] = (reactions[s.reaction] ?? 1) - 1;
            if (s.reaction === r) return { reaction: null, reactions };
            reactions[r] = (reactions[r] ?? 0) + 1;
            return { reaction: r, reactions };
          });
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Heart 3' }));
    await expect(args.onReact).toHaveBeenLastCalledWith('❤');
    await expect(canvas.getByRole('button', { name: 'Heart 4' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Heart 4' }));
    await expect(canvas.getByRole('button', { name: 'Heart 3' })).toHaveAttribute('aria-pressed', 'false');
    atRest(canvasElement);
  },
};

/** "Add reaction" opens the five reactions; arrow keys move, Enter picks one and the picker closes. */
// A few anti-aliased pixels differ between runs here (seen on a clean clone); colour threshold stays 0.
export const AddReactionPicker: Story = {
  args: { reactions: { '❤': 2 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add reaction' });
    await userEvent.click(add);
    const picker = await screen.findByRole('dialog', { name: 'Add reaction' });
    const options = within(picker).getAllByRole('button');
    await expect(options.map((o) => o.getAttribute('aria-label'))).toEqual([
      'React with Heart',
      'React with Thumbs up',
      'React with Laughing',
      'React with Surprised',
      'React with Sad',
    ]);
    await waitFor(() => expect(options[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(options[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReact).toHaveBeenCalledWith('😂');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(add).toHaveFocus();
    // Open it again for the screenshot, without the focus ring (its anti-aliasing varies by a pixel between runs).
    await userEvent.click(add);
    await screen.findByRole('dialog', { name: 'Add reaction' });
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(screen.getByRole('dialog', { name: 'Add reaction' })).toBeVisible();
  },
};

/** Saving a change: the pill is marked busy. */
export const Pending: Story = {
  args: { reaction: '👍', pendingReaction: '👍', reactions: { '❤': 24, '👍': 10 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Thumbs up 10' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Recommended-feed context or read-only: counts only, nothing to press. */
export const Disabled: Story = {
  args: { disabled: true, reaction: '❤', reactions: { '❤': 1250, '👍': 9 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByText('1.3K')).toBeVisible();
    await expect(canvas.getByRole('group')).toHaveAttribute('data-disabled');
    await expect(args.onReact).not.toHaveBeenCalled();
  },
};

export const NoReactionsYet: Story = {
  args: { reactions: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(1);
  },
};

export const Dark: Story = {
  args: { reaction: '❤', reactions: { '❤': 25, '👍': 9, '😂': 4 } },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add reaction' }));
    await screen.findByRole('dialog', { name: 'Add reaction' });
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(screen.getByRole('dialog', { name: 'Add reaction' })).toBeVisible();
  },
};

/** The row on its own (`ChatReactionRow`, the part loaded on demand), anchored to a host's button: picking calls back, Escape closes. */
function RowAlone({ onReact }: { onReact: (reaction: ChatReaction) => void }) {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button ref={anchor} type="button" onClick={() => setOpen(true)}>
        Open the row
      </button>
      {open ? (
        <ChatReactionRow anchorRef={anchor} contentId="reaction-row" label="Add reaction" reaction="❤" onReact={onReact} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

export const ReactionRowAlone: Story = {
  render: (args) => <RowAlone onReact={args.onReact ?? (() => undefined)} />,
  play: async ({ args }) => {
    const row = await screen.findByRole('dialog', { name: 'Add reaction' });
    await expect(within(row).getByRole('button', { name: 'React with Heart' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(row).getByRole('button', { name: 'React with Thumbs up' }));
    await expect(args.onReact).toHaveBeenCalledWith('👍');
  },
};
