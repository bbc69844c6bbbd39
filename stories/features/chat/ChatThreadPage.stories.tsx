import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetDb } from '../../../mocks/db';
import { setScenario } from '../../../mocks/scenario';
import {
  addChatReaction,
  banChatCommentAuthor,
  deleteChatComment,
  editChatPost,
  getChatPost,
  lockChatComment,
  lockChatPost,
  sendChatComment,
} from '../../../src/api/endpoints/community';
import { ChatThreadPage } from '../../../src/features/chat';
import { MuteBlockMenu } from '../../../src/features/social';
import { isolate } from '../../../src/ui/bidi';
import { core } from '../../../mocks/db/core';
import { answerConfirm, body, expectAlert, expectToast, faultOn, openMenu, publicationNamed, settled } from '../../support';
import { withCurrentPath } from './chatStoryKit';

/**
 * The connected thread page `/chat/posts/{postId}` on the mock API (mocks/db/community.ts): 3001 all_subscribers on
 * The Daily Margin (admin's thread, 42 top-level replies + 8 nested, the paid viewer has reacted ❤), 3002 only_paid,
 * 3003 only_paid_replies (locked), 3004 only_founding, 3005 only_founding_replies, 3006 reported by the paid viewer,
 * 3007 deleted, 3008 the paid viewer's own empty thread; Open Water 3101 all_subscribers, 3103 only_paid_replies.
 * Replies on 3001: 4005 reported by the paid viewer, 4006 by a banned author, 4015 / 4018 by someone who blocked
 * the paid viewer, 4019 by someone they blocked, 4030 a long reply.
 */
const T001 = 'Paid subscribers only';
const T002 = 'Paid subscriber replies';
const T003 = 'Founding members only';
const T004 = 'Founding member replies';
const T005 = 'FOUNDING MEMBERS ONLY';
const T006 = 'PAID SUBSCRIBERS ONLY';
const T007 = 'SUBSCRIBERS ONLY';
const T008 = 'This person blocked you';
const T009 = 'This person is blocked';
const T010 = 'You reported this thread';
const T011 = 'You reported this reply';
const T012 = 'This thread is not available';
const T014 = 'Not delivered';
const T021 = 'Are you sure you want to delete this thread?';
const T022 = 'Are you sure you want to delete this comment?';
const T023 = 'We failed post your reaction. Please try again later.';
const T024 = 'You are not allowed to post or react to this chat.';
const T025 = 'There was an error locking replies to this post. Please try again later.';
const T026 = 'There was an error unlocking replies to this post. Please try again later.';
const T027 = 'There was an error locking replies to this comment. Please try again later.';
const T028 = 'There was an error unlocking replies to this comment. Please try again later.';
const T029 = 'There was an error banning this user. Please try again later.';
const T030 = 'There was an error unbanning this user. Please try again later.';

const MARGIN = publicationNamed('The Daily Margin');
const OPEN_WATER = publicationNamed('Open Water');
const at = (postId: number, query = '') => ({ path: `/chat/posts/${postId}${query}`, publication: MARGIN });

const page = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="thread-page"]')!;
const threadCard = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="thread-card"]')!;
const reply = (root: HTMLElement, id: number) => root.querySelector<HTMLElement>(`[data-part="reply-item"][data-id="${id}"]`);

/** Waits for the thread and, when it has replies, for them. */
async function ready(root: HTMLElement, { replies = true }: { replies?: boolean } = {}) {
  await waitFor(() => expect(page(root)).toHaveAttribute('data-state', 'ready'), { timeout: 5000 });
  if (replies) await waitFor(() => expect(root.querySelector('[data-part="reply-item"]')).not.toBeNull(), { timeout: 5000 });
  else
    await waitFor(
      () => expect(root.querySelector('[data-part="replies"] [data-part="reply-item"]') ?? within(root).queryByText('No replies yet')).not.toBeNull(),
      { timeout: 5000 },
    );
}

/** A reply, scrolled into view (replies off screen skip rendering their content: `content-visibility: auto`). */
async function replyEl(root: HTMLElement, id: number): Promise<HTMLElement> {
  await waitFor(() => expect(reply(root, id)).not.toBeNull(), { timeout: 5000 });
  reply(root, id)!.scrollIntoView({ block: 'center' });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return reply(root, id)!;
}

function count(item: HTMLElement, reaction: string): number {
  const chip = item.querySelector(`[data-part="reaction-bar"] [data-reaction="${reaction}"]`);
  return chip ? Number(chip.textContent?.replace(/\D/g, '') || 0) : 0;
}

/** Opens an item's "More options" menu and picks `action`. */
async function chooseAction(item: HTMLElement, action: string) {
  const menu = await openMenu(within(item).getAllByRole('button', { name: 'More options' })[0]!);
  await userEvent.click(within(menu).getByRole('menuitem', { name: action }));
}

/** The thread's reply count in the "Replies" heading. */
function replyCount(root: HTMLElement): number {
  const heading = root.querySelector('[data-part="replies"] h2');
  return Number(heading?.textContent?.replace(/\D/g, '') || 0);
}

/** Reacts with `name` through the "Add reaction" row of `item`. */
async function reactWith(item: HTMLElement, name: string) {
  await userEvent.click(within(item).getAllByRole('button', { name: 'Add reaction' })[0]!);
  await userEvent.click(await body().findByRole('button', { name: `React with ${name}` }));
}

const meta = {
  title: 'Features/Chat/ChatThreadPage',
  component: ChatThreadPage,
  tags: ['!autodocs'],
  parameters: { role: 'paid', platform: at(3001), layout: 'fullscreen' },
  // The mock keeps its writes between stories; each story starts from the seed.
  beforeEach: () => {
    resetDb();
  },
} satisfies Meta<typeof ChatThreadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid subscriber on the weekend thread: the thread, its replies (nested ones indented) and the composer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ada Admin' })).toBeVisible();
    await expect(replyCount(canvasElement)).toBeGreaterThan(40);
    await expect(await replyEl(canvasElement, 4046)).toHaveAttribute('data-depth', '1');
    await expect(canvas.getByRole('textbox', { name: 'Write a reply' })).toHaveAttribute('placeholder', T007);
    await expect(within(threadCard(canvasElement)).getByRole('button', { name: /Heart/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The same thread on the API's own page-by-page list, read with the route (no `postId` prop). */
export const FromRoute: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(reply(canvasElement, 4001)).not.toBeNull();
  },
};

async function expectAudience(root: HTMLElement, label: string | null, placeholder: string) {
  await ready(root, { replies: false });
  const card = threadCard(root);
  if (label) await expect(within(card).getByText(label)).toBeVisible();
  else for (const l of [T001, T002, T003, T004]) await expect(within(card).queryByText(l)).toBeNull();
  await expect(within(root).getByRole('textbox', { name: 'Write a reply' })).toHaveAttribute('placeholder', placeholder);
}

/** T001 + T006: paid subscribers only (a founding member reads and replies). */
export const OnlyPaid: Story = {
  parameters: { role: 'founding', platform: at(3002) },
  play: async ({ canvasElement }) => expectAudience(canvasElement, T001, T006),
};

/** T002 + T006: everyone reads, paid subscribers reply (Open Water). */
export const OnlyPaidReplies: Story = {
  parameters: { role: 'paid', platform: { path: '/chat/posts/3102', publication: OPEN_WATER } },
  play: async ({ canvasElement }) => {
    await expectAudience(canvasElement, T002, T006);
    await expect(within(canvasElement).getByRole('textbox', { name: 'Write a reply' })).toBeEnabled();
  },
};

/** T003 + T005. */
export const OnlyFounding: Story = {
  parameters: { role: 'founding', platform: at(3004) },
  play: async ({ canvasElement }) => expectAudience(canvasElement, T003, T005),
};

/** T004 + T005. */
export const OnlyFoundingReplies: Story = {
  parameters: { role: 'founding', platform: at(3005) },
  play: async ({ canvasElement }) => expectAudience(canvasElement, T004, T005),
};

/** No label, T007 (Open Water, a free chat). */
export const AllSubscribers: Story = {
  parameters: { role: 'free', platform: { path: '/chat/posts/3101', publication: OPEN_WATER } },
  play: async ({ canvasElement }) => expectAudience(canvasElement, null, T007),
};

/** A free subscriber on a paid-replies thread: reads it, cannot reply, and the composer says why. */
export const FreeViewerPaidReplies: Story = {
  parameters: { role: 'free', platform: { path: '/chat/posts/3102', publication: OPEN_WATER } },
  play: async ({ canvasElement }) => {
    await expectAudience(canvasElement, T002, T006);
    await expect(within(canvasElement).getByRole('textbox', { name: 'Write a reply' })).toBeDisabled();
    await expect(within(canvasElement).getByText('Only paid subscribers can reply to this thread.')).toBeVisible();
  },
};

/** A locked thread: the composer is disabled with the reason. */
export const Locked: Story = {
  parameters: { platform: at(3003) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, { replies: false });
    await expect(within(canvasElement).getByRole('textbox', { name: 'Write a reply' })).toBeDisabled();
    await expect(within(canvasElement).getByText('Replies to this thread are locked.')).toBeVisible();
  },
};

/** Read-only mode: no menus, no reacting, no composer. */
export const ReadOnly: Story = {
  args: { postId: 3001, readOnly: true },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'More options' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add reaction' })).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** In the recommended feed: counts only, no reacting; the rest stays. */
export const RecommendedFeedContext: Story = {
  args: { postId: 3001, context: 'recommendedFeed' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add reaction' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'More options' }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('textbox', { name: 'Write a reply' })).toBeEnabled();
  },
};

/** T010 on a thread the reader reported. */
export const ReportedThread: Story = {
  parameters: { platform: at(3006) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, { replies: false });
    await expect(within(threadCard(canvasElement)).getByText(T010)).toBeVisible();
  },
};

/** T011 on a reply reported earlier, then on a reply reported now through its menu. */
export const Reported: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(await replyEl(canvasElement, 4005)).getByText(T011)).toBeVisible();
    const target = await replyEl(canvasElement, 4012);
    await chooseAction(target, 'Report');
    await waitFor(() => expect(within(reply(canvasElement, 4012)!).getByText(T011)).toBeVisible());
  },
};

/** T008 / T009 on replies of blocked people. */
export const Blocked: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(await replyEl(canvasElement, 4015)).getByText(T008)).toBeVisible();
    await expect(within(await replyEl(canvasElement, 4019)).getByText(T009)).toBeVisible();
  },
};

/**
 * A comment link (`targetReply` + `showTarget`): the reply is highlighted and scrolled into view; `back` adds Back.
 * The target is a long reply, so its "See more" sits on the highlight tint (axe checks its contrast).
 */
export const TargetReplyHighlighted: Story = {
  parameters: { platform: at(3001, '?comment=4030&targetReply=4030&showTarget=true&back=list') },
  args: {},
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const target = reply(canvasElement, 4030)!;
    await waitFor(() => expect(target).toHaveAttribute('data-highlighted'));
    await expect(within(target).getByRole('button', { name: 'See more' })).toBeVisible();
    await waitFor(() => {
      const box = target.getBoundingClientRect();
      expect(box.top).toBeLessThan(window.innerHeight);
      expect(box.bottom).toBeGreaterThan(0);
    });
    await expect(within(canvasElement).getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** A deleted thread: T012. */
export const Deleted: Story = {
  parameters: { platform: at(3007) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'deleted'), { timeout: 5000 });
    await expect(within(canvasElement).getByText(T012)).toBeVisible();
  },
};

/** The thread fails to load: the error with "Try again". */
export const LoadError: Story = {
  parameters: { scenario: faultOn(getChatPost, '500') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'error'), { timeout: 5000 });
    // The server's own words (the kit's failureText), with the way out.
    await expect(within(page(canvasElement)).getByText('Internal server error')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

// ——— reactions ———

export const ReactionAdds: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const item = await replyEl(canvasElement, 4001);
    const before = count(item, '😮');
    await reactWith(item, 'Surprised');
    await waitFor(() => expect(count(reply(canvasElement, 4001)!, '😮')).toBe(before + 1));
    await expect(reply(canvasElement, 4001)!.querySelector('[data-reaction="😮"]')).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ReactionFails: Story = {
  parameters: { scenario: faultOn(addChatReaction, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const item = await replyEl(canvasElement, 4002);
    const before = count(item, '😮');
    await reactWith(item, 'Surprised');
    await expectAlert(T023);
    await waitFor(() => expect(count(reply(canvasElement, 4002)!, '😮')).toBe(before));
  },
};

export const ReactionBanned: Story = {
  parameters: { scenario: faultOn(addChatReaction, 'ban') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await reactWith(await replyEl(canvasElement, 4007), 'Surprised');
    await expectAlert(`${T024} You have been banned from this publication`);
  },
};

// ——— lock and ban (a publication admin) ———

export const LockFails: Story = {
  parameters: { role: 'admin', scenario: faultOn(lockChatPost, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await chooseAction(threadCard(canvasElement), 'Lock replies');
    await expectAlert(T025);
    await expect(within(canvasElement).getByRole('textbox', { name: 'Write a reply' })).toBeEnabled();
  },
};

export const UnlockFails: Story = {
  parameters: { role: 'admin', platform: at(3003), scenario: faultOn(lockChatPost, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, { replies: false });
    await chooseAction(threadCard(canvasElement), 'Unlock replies');
    await expectAlert(T026);
    await expect(within(canvasElement).getByRole('textbox', { name: 'Write a reply' })).toBeDisabled();
  },
};

export const LockCommentFails: Story = {
  parameters: { role: 'admin', scenario: faultOn(lockChatComment, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await chooseAction(await replyEl(canvasElement, 4001), 'Lock replies');
    await expectAlert(T027);
  },
};

export const UnlockCommentFails: Story = {
  parameters: { role: 'admin', scenario: faultOn(lockChatComment, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await chooseAction(await replyEl(canvasElement, 4003), 'Unlock replies');
    await expectAlert(T028);
  },
};

export const BanFails: Story = {
  parameters: { role: 'admin', scenario: faultOn(banChatCommentAuthor, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await chooseAction(await replyEl(canvasElement, 4005), 'Ban user');
    await answerConfirm('Are you sure you want to ban this user?', { confirm: 'Ban user' });
    await expectAlert(T029);
  },
};

export const UnbanFails: Story = {
  parameters: { role: 'admin', scenario: faultOn(banChatCommentAuthor, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await chooseAction(await replyEl(canvasElement, 4006), 'Unban user');
    await expectAlert(T030);
  },
};

// ——— delete ———

/** An admin deletes a reply: T022, then (after 500 ms) it is gone and the thread's count drops. */
export const DeleteUpdatesCounts: Story = {
  parameters: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const before = replyCount(canvasElement);
    await chooseAction(await replyEl(canvasElement, 4042), 'Delete');
    await answerConfirm(T022, { confirm: 'Delete' });
    await waitFor(() => expect(reply(canvasElement, 4042)).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(replyCount(canvasElement)).toBe(before - 1), { timeout: 3000 });
  },
};

/** T021: Cancel keeps the thread; the confirmation is shown again for the screenshot. */
export const DeleteThreadConfirm: Story = {
  parameters: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await chooseAction(threadCard(canvasElement), 'Delete');
    await answerConfirm(T021, 'cancel');
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'ready');
    await chooseAction(threadCard(canvasElement), 'Delete');
    const dialog = await body().findByRole('alertdialog');
    await settled(dialog);
    await expect(dialog).toHaveTextContent(T021);
  },
};

/**
 * Issue 13: a failed delete is told ("Couldn’t delete this…") and the reply comes back where it was (it used to
 * vanish silently and reappear on reload).
 */
export const DeleteFails: Story = {
  parameters: { role: 'admin', scenario: faultOn(deleteChatComment, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await chooseAction(await replyEl(canvasElement, 4042), 'Delete');
    await answerConfirm(T022, { confirm: 'Delete' });
    await expectAlert('Couldn’t delete this. It’s back where it was — try again.');
    await expect(reply(canvasElement, 4042)).not.toBeNull();
  },
};

/** Issue 13: a 401 on a reaction takes it back and asks the reader to sign in (Sign in goes to the sign-in page). */
export const ReactionNeedsSignIn: Story = {
  parameters: { scenario: faultOn(addChatReaction, '401') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const item = await replyEl(canvasElement, 4001);
    const before = count(item, '😮');
    await reactWith(item, 'Surprised');
    const dialog = await body().findByRole('dialog', { name: 'Sign in to take part in this chat.' }, { timeout: 5000 });
    await settled(dialog);
    await expect(within(dialog).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await waitFor(() => expect(count(reply(canvasElement, 4001)!, '😮')).toBe(before));
  },
};

// ——— sending ———

/** The reply fails ("Not delivered", its text kept); the fault clears and Retry delivers it. */
export const SendFailsThenRetry: Story = {
  parameters: { scenario: faultOn(sendChatComment, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    const before = replyCount(canvasElement);
    const text = 'Finishing the night-library piece tonight.';
    await userEvent.type(canvas.getByRole('textbox', { name: 'Write a reply' }), text);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const failed = await waitFor(
      () => {
        const el = canvasElement.querySelector<HTMLElement>('[data-part="reply-item"][data-state="notDelivered"]');
        expect(el).not.toBeNull();
        return el!;
      },
      { timeout: 5000 },
    );
    await expect(within(failed).getByText(T014)).toBeVisible();
    await expect(within(failed).getByText(text)).toBeVisible();
    setScenario({ faults: {} });
    await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-part="reply-item"][data-state="notDelivered"]')).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(canvas.getByText(text)).toBeVisible());
    await waitFor(() => expect(replyCount(canvasElement)).toBe(before + 1), { timeout: 5000 });
  },
};

// ——— keyboard ———

/** Keyboard only: Tab to "More options", Enter, arrows, Enter → the confirmation; Escape cancels and focus returns. */
export const KeyboardActionsMenu: Story = {
  parameters: { platform: at(3008) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, { replies: false });
    const card = threadCard(canvasElement);
    // The trigger is swapped for the menu's own on focus: compare by name and place, not by element.
    const onMore = () => document.activeElement?.getAttribute('aria-label') === 'More options' && card.contains(document.activeElement);
    for (let i = 0; i < 25 && !onMore(); i++) await userEvent.tab();
    await expect(onMore(), `focus after tabbing: ${document.activeElement?.outerHTML.slice(0, 120)}`).toBe(true);
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    for (let i = 0; i < 10 && document.activeElement?.textContent !== 'Delete'; i++) await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveTextContent('Delete');
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(T021);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(onMore(), `focus after Escape: ${document.activeElement?.outerHTML.slice(0, 120)}`).toBe(true));
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'ready');
  },
};

// ——— editing the reader's own thread (P05) ———

/** Thread 3008's source: the paid viewer's own thread, with a mention (edited as written, `[@Name](user:ID)`). */
const OWN_SOURCE = 'Thanks [@Ada Admin](user:105) for the reading list — what should I start with?';
const OWN_BODY = 'Thanks Ada Admin for the reading list — what should I start with?';
const EDIT_FAILED = 'We could not save your changes. Please try again later.';
const bodyOf = (card: HTMLElement) => card.querySelector<HTMLElement>('[data-part="chat-body"]')!;

/** The thread card's "More options" has focus (the trigger is swapped on focus: compare by name and place). */
const onThreadMore = (root: HTMLElement) =>
  document.activeElement?.getAttribute('aria-label') === 'More options' && threadCard(root).contains(document.activeElement);

/** Keyboard only: from the menu button, Enter opens the menu, arrows reach Edit, Enter opens the editor. */
async function openEditorByKeyboard(root: HTMLElement): Promise<HTMLTextAreaElement> {
  await userEvent.keyboard('{Enter}');
  const menu = await body().findByRole('menu');
  await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
  for (let i = 0; i < 10 && document.activeElement?.textContent !== 'Edit'; i++) await userEvent.keyboard('{ArrowDown}');
  await expect(document.activeElement).toHaveTextContent('Edit');
  await userEvent.keyboard('{Enter}');
  const field = await within(root).findByRole('textbox', { name: 'Edit your thread' });
  await waitFor(() => expect(field).toHaveFocus());
  return field as HTMLTextAreaElement;
}

/**
 * Edit own thread, keyboard only: "More options" → Edit opens the editor with the thread's text (Escape cancels and
 * keeps the body); again, type, Tab to Save, Enter: the new body shows at once, marked "Edited", focus back on the
 * menu button, and the next GET has it.
 */
export const EditOwnThread: Story = {
  parameters: { platform: at(3008) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, { replies: false });
    const card = threadCard(canvasElement);
    await expect(within(card).queryByText('Edited')).toBeNull();
    for (let i = 0; i < 25 && !onThreadMore(canvasElement); i++) await userEvent.tab();
    await expect(onThreadMore(canvasElement)).toBe(true);

    // Escape cancels: the body as it was.
    let field = await openEditorByKeyboard(canvasElement);
    await expect(field).toHaveValue(OWN_SOURCE);
    await userEvent.keyboard(' Never mind.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(card).queryByRole('textbox')).toBeNull());
    await expect(bodyOf(card).textContent).toBe(OWN_BODY);
    await waitFor(() => expect(onThreadMore(canvasElement)).toBe(true));

    // Save: the new body, marked edited.
    field = await openEditorByKeyboard(canvasElement);
    await userEvent.keyboard(' Short ones, please.');
    await userEvent.tab();
    await expect(within(card).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(card).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(card).queryByRole('textbox')).toBeNull());
    await expect(bodyOf(card).textContent).toBe(`${OWN_BODY} Short ones, please.`);
    // The mention survives the edit.
    await expect(card.querySelector('[data-part="mention"]')).toHaveTextContent('Ada Admin');
    await waitFor(() => expect(within(card).getByText('Edited')).toBeVisible());
    await waitFor(() => expect(onThreadMore(canvasElement)).toBe(true));
    // The mock kept it: the next read of the thread has the new body, edited.
    await waitFor(async () => {
      const next = await (await fetch('/api/v1/community/posts/3008')).json();
      await expect(next.communityPost).toMatchObject({ body: `${OWN_BODY} Short ones, please.`, is_edited: true });
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Edit from the menu, replace the text, Save; the save fails: the alert's exact text (designed), then OK. */
async function failingEdit(card: HTMLElement, text: string) {
  await chooseAction(card, 'Edit');
  const field = await within(card).findByRole('textbox', { name: 'Edit your thread' });
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
  const dialog = await body().findByRole('alertdialog', {}, { timeout: 5000 });
  await expect(dialog).toHaveTextContent(EDIT_FAILED);
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
}

/**
 * The save fails (fault 500 on P05): the designed alert, then the editor again with the typed text kept, the
 * body reverted (not marked edited); Cancel shows the thread as it was.
 */
export const EditOwnThreadFails: Story = {
  parameters: { platform: at(3008), scenario: faultOn(editChatPost, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, { replies: false });
    const card = threadCard(canvasElement);
    await failingEdit(card, 'Which one first: the novel or the cookbook?');
    // The typed text is kept in the editor; the optimistic body and its "Edited" marker are gone.
    const again = within(card).getByRole('textbox', { name: 'Edit your thread' });
    await expect(again).toHaveValue('Which one first: the novel or the cookbook?');
    await expect(within(card).queryByText('Edited')).toBeNull();
    const server = await (await fetch('/api/v1/community/posts/3008')).json();
    await expect(server.communityPost).toMatchObject({ body: OWN_BODY, is_edited: false });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** After a failed save, Cancel restores the thread as it was. */
export const EditOwnThreadFailsThenCancel: Story = {
  parameters: { platform: at(3008), scenario: faultOn(editChatPost, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, { replies: false });
    const card = threadCard(canvasElement);
    await failingEdit(card, 'Edited, but not saved.');
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(card).queryByRole('textbox')).toBeNull());
    await expect(bodyOf(card).textContent).toBe(OWN_BODY);
    await expect(within(card).queryByText('Edited')).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Edit is the author's only: an admin on someone else's thread has no Edit (the server refuses with 403 too). */
export const NoEditOnOthersThread: Story = {
  parameters: { role: 'admin', platform: at(3008) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, { replies: false });
    const card = threadCard(canvasElement);
    const menu = await openMenu(within(card).getByRole('button', { name: 'More options' }));
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    const refused = await fetch('/api/v1/community/posts/3008', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'x' }),
    });
    await expect(refused.status).toBe(403);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

// ——— looks ———

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => ready(canvasElement),
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => ready(canvasElement),
};

// ——— success paths ———

/** The menu's items of `item`, once it has finished opening (closed again with Escape). */
async function menuItems(item: HTMLElement): Promise<string[]> {
  const menu = await openMenu(within(item).getAllByRole('button', { name: 'More options' })[0]!);
  const names = within(menu)
    .getAllByRole('menuitem')
    .map((m) => m.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  return names;
}

/** The thread as the mock has it now. */
async function serverThread(postId: number) {
  return (await (await fetch(`/api/v1/community/posts/${postId}`)).json()).communityPost;
}

/** An admin locks replies to the thread, then unlocks them: the menu follows, and the server has each change. */
export const LockThenUnlock: Story = {
  parameters: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await chooseAction(threadCard(canvasElement), 'Lock replies');
    await waitFor(async () => expect((await serverThread(3001)).is_locked).toBe(true));
    await expect(await menuItems(threadCard(canvasElement))).toContain('Unlock replies');
    await chooseAction(threadCard(canvasElement), 'Unlock replies');
    await waitFor(async () => expect((await serverThread(3001)).is_locked).toBe(false));
    await expect(await menuItems(threadCard(canvasElement))).toContain('Lock replies');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An admin bans a reply's author (confirmed), then unbans them: the menu offers the other action each time. */
export const BanThenUnban: Story = {
  parameters: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await chooseAction(await replyEl(canvasElement, 4042), 'Ban user');
    await answerConfirm('Are you sure you want to ban this user?', { confirm: 'Ban user' });
    await waitFor(async () => expect(await menuItems(reply(canvasElement, 4042)!)).toContain('Unban user'), { timeout: 5000 });
    await chooseAction(reply(canvasElement, 4042)!, 'Unban user');
    await waitFor(async () => expect(await menuItems(reply(canvasElement, 4042)!)).toContain('Ban user'), { timeout: 5000 });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Stands in for the system clipboard (the story's browser may refuse it); returns what was written. */
function fakeClipboard(): string[] {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void written.push(text) } });
  return written;
}

/** Copy link on a reply: its reply link is on the clipboard and the toast says "Link copied". */
export const CopyLink: Story = {
  play: async ({ canvasElement }) => {
    const written = fakeClipboard();
    await ready(canvasElement);
    await chooseAction(await replyEl(canvasElement, 4002), 'Copy link');
    await expectToast('Link copied');
    await expect(written).toEqual([`${window.location.origin}/chat/posts/3001?comment=4002&targetReply=4002&showTarget=true`]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Copy text on the reader's own thread: its text is on the clipboard and the toast says "Text copied". */
export const CopyText: Story = {
  parameters: { platform: at(3008) },
  play: async ({ canvasElement }) => {
    const written = fakeClipboard();
    await ready(canvasElement, { replies: false });
    await chooseAction(threadCard(canvasElement), 'Copy text');
    await expectToast('Text copied');
    await expect(written).toHaveLength(1);
    await expect(written[0]).toContain('for the reading list — what should I start with?');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The reader's ❤ on the thread, clicked again: removed (one fewer), and the server agrees. */
export const ReactionRemoved: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const card = threadCard(canvasElement);
    const chip = card.querySelector<HTMLElement>('[data-part="reaction-bar"] [data-reaction="❤"]')!;
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    const before = count(card, '❤');
    await userEvent.click(chip);
    await waitFor(() => expect(count(threadCard(canvasElement), '❤')).toBe(before - 1));
    await waitFor(async () => expect((await serverThread(3001)).reaction ?? null).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The reader switches the thread's ❤ to 😮: one fewer ❤, one more 😮, only 😮 pressed. */
export const ReactionSwitched: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const card = threadCard(canvasElement);
    const hearts = count(card, '❤');
    const surprised = count(card, '😮');
    await reactWith(card, 'Surprised');
    await waitFor(() => expect(count(threadCard(canvasElement), '😮')).toBe(surprised + 1));
    await expect(count(threadCard(canvasElement), '❤')).toBe(hearts - 1);
    await expect(threadCard(canvasElement).querySelector('[data-reaction="😮"]')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => expect((await serverThread(3001)).reaction).toBe('😮'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Spec 002: the reader deletes their own thread (T021, Delete): the address is replaced with the chat. */
export const DeleteOwnThread: Story = {
  decorators: [withCurrentPath],
  parameters: { platform: at(3008) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, { replies: false });
    await chooseAction(threadCard(canvasElement), 'Delete');
    await answerConfirm(T021, { confirm: 'Delete' });
    await waitFor(() => expect(within(canvasElement).getByTestId('current-path')).toHaveTextContent(/^\/chat\/posts$/), { timeout: 5000 });
    await waitFor(async () => expect((await serverThread(3008)).status).toBe('deleted'));
  },
};

/** A banned reader sends a reply: T024 followed by the server's text; the reply is kept, "Not delivered", with its text. */
export const SendBanned: Story = {
  parameters: { scenario: faultOn(sendChatComment, 'ban') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    const text = 'Is the night-library piece out this week?';
    await userEvent.type(canvas.getByRole('textbox', { name: 'Write a reply' }), text);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expectAlert(`${T024} You have been banned from this publication`);
    const failed = canvasElement.querySelector<HTMLElement>('[data-part="reply-item"][data-state="notDelivered"]')!;
    await expect(within(failed).getByText(text)).toBeVisible();
    await expect(within(failed).getByText(T014)).toBeVisible();
  },
};

/** The thread's read never answers: the page's loading state. */
export const Loading: Story = {
  parameters: { scenario: faultOn(getChatPost, 'timeout') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'loading'));
  },
};

/** A thread the server does not know (404): T012. */
export const NotFound: Story = {
  parameters: { platform: at(999999) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'unavailable'), { timeout: 5000 });
    await expect(within(canvasElement).getByText(T012)).toBeVisible();
  },
};

const SPAMMER = 231;
const spammerName = core.users.find((u) => u.id === SPAMMER)?.name ?? 'User';

/**
 * Mute and block reach the chat (M44's one relation store): muting the "free books" replier from their menu (here
 * above the page, as the feed's note cards show it) leaves their replies out at once; unmuting brings them back;
 * blocking turns them into "This person is blocked" (T009) — without a reload.
 */
export const MuteAndBlockAReplier: Story = {
  parameters: { visual: { disable: 'an interaction story; the notice’s look is in ChatBlockedNotice' } },
  render: (args) => (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
        <MuteBlockMenu userId={SPAMMER} name={spammerName} surface="chat" />
      </div>
      <ChatThreadPage {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(await replyEl(canvasElement, 4006)).toHaveAttribute('data-state', 'open');
    const choose = async (item: string) => {
      const menu = await openMenu(within(canvasElement).getByRole('button', { name: `Mute or block ${isolate(spammerName)}` }));
      await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
    };
    await choose('Mute indefinitely');
    await waitFor(() => expect(reply(canvasElement, 4006)).toBeNull(), { timeout: 5000 });
    await expect(reply(canvasElement, 4007)).not.toBeNull();
    await choose('Unmute');
    await expect(await replyEl(canvasElement, 4006)).toHaveAttribute('data-state', 'open');
    await choose('Block');
    await waitFor(() => expect(reply(canvasElement, 4006)).toHaveAttribute('data-state', 'blocked'), { timeout: 5000 });
    await expect(reply(canvasElement, 4006)).toHaveTextContent(T009);
  },
};
