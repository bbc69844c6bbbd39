import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFeedComment, getAppInstallFacepile } from '../../../src/api/endpoints/feed';
import { ComposerBar, type ComposerBarProps, NoteComposerProvider, useNoteComposer } from '../../../src/features/notes';
import { ScreenErrorBoundary } from '../../../src/kit/ErrorBoundary';
import { isolate } from '../../../src/ui/bidi';
import { body, expectToast, faultOn, settled, STORY_WAIT_MS } from '../../support';
import { refusingStorage } from '../../support/storage';

const T109 = "What's on your mind?";
const T112_ADA = `Join ${isolate('Camron Goyette')} and others in the app`;
const T113 = 'Notes is better in the app';
const T114 = 'Get the app';
const T139 = 'Note Shared.';
const T140 = 'View Now';
const T145 = 'Not implemented';
/** The mock server's words for a 500 (the kit shows a server's words when it sends some). */
const SERVER_500 = 'Internal server error';
const NOT_POSTED = 'Your note was not posted. It is still here: try again.';

interface ComposerPageProps {
  /** Adds a "Reload the page" button that mounts the composer again (its state gone, the platform's storage kept). */
  reloadable?: boolean;
  request?: ComposerBarProps['request'];
}

/** A feed's top as the product shows it: the inline bar and, on phones, the bottom bar, inside one composer. */
function ComposerPage({ reloadable = false, request }: ComposerPageProps) {
  const [generation, setGeneration] = useState(0);
  return (
    <div style={{ maxWidth: 680, margin: '0 auto', padding: 16, minHeight: 480 }}>
      {reloadable ? (
        <button type="button" onClick={() => setGeneration((g) => g + 1)} style={{ marginBlockEnd: 16 }}>
          Reload the page
        </button>
      ) : null}
      <NoteComposerProvider key={generation}>
        <ComposerBar request={request} />
        <ComposerBar variant="mobile" request={request} />
      </NoteComposerProvider>
    </div>
  );
}

const meta = {
  title: 'Features/Notes/NoteComposer',
  component: ComposerPage,
  tags: ['!autodocs'],
  parameters: { role: 'paid', layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop1280' } },
} satisfies Meta<typeof ComposerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (root: HTMLElement) => within(root).getAllByRole('button', { name: T109 })[0]!;
async function openComposer(root: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(bar(root));
  const dialog = await body().findByRole('dialog', { name: 'New note' }, { timeout: STORY_WAIT_MS });
  await settled(dialog);
  return dialog;
}
const textOf = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Your note' }) as HTMLTextAreaElement;
async function closeComposer(dialog: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(dialog.isConnected).toBe(false), { timeout: STORY_WAIT_MS });
}
async function focusBackOnBar(root: HTMLElement) {
  await waitFor(() => expect(document.activeElement).toBe(bar(root)), { timeout: STORY_WAIT_MS });
}

/** The bar opens the composer (600 px wide); closing keeps the text, and focus returns to the bar. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openComposer(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBe(600);
    await userEvent.type(textOf(dialog), 'Herons at the reservoir this morning.');
    await closeComposer(dialog);
    await focusBackOnBar(canvasElement);
    const again = await openComposer(canvasElement);
    await expect(textOf(again)).toHaveValue('Herons at the reservoir this morning.');
  },
};

/** Posting: the composer closes, "Note posted", the draft is gone and focus is back on the bar. */
export const Posts: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openComposer(canvasElement);
    await userEvent.type(textOf(dialog), 'A first light over the water.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await expectToast('Note posted');
    await waitFor(() => expect(dialog.isConnected).toBe(false), { timeout: STORY_WAIT_MS });
    await focusBackOnBar(canvasElement);
    const again = await openComposer(canvasElement);
    await expect(textOf(again)).toHaveValue('');
    await expect(within(again).getByRole('button', { name: 'Post' })).toBeDisabled();
  },
};

/** The server fails: its text, the text kept in the composer; closed and opened again it is still there. */
export const PostFails: Story = {
  parameters: { scenario: faultOn(createFeedComment, '500') },
  play: async ({ canvasElement }) => {
    const dialog = await openComposer(canvasElement);
    await userEvent.type(textOf(dialog), 'This must survive a failure.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    const alert = await within(dialog).findByRole('alert', {}, { timeout: STORY_WAIT_MS });
    await expect(alert).toHaveTextContent(SERVER_500);
    await expect(alert).toHaveTextContent(NOT_POSTED);
    await expect(dialog.querySelector('[data-part="note-composer"]')).toHaveAttribute('data-state', 'failed');
    await expect(textOf(dialog)).toHaveValue('This must survive a failure.');
    await closeComposer(dialog);
    await focusBackOnBar(canvasElement);
    const again = await openComposer(canvasElement);
    await expect(textOf(again)).toHaveValue('This must survive a failure.');
  },
};

/** The post answers 401: the product's sign-in modal (entry composer-new-post); the text is kept for after. */
export const PostNeedsSignIn: Story = {
  parameters: { scenario: faultOn(createFeedComment, '401') },
  play: async ({ canvasElement }) => {
    const dialog = await openComposer(canvasElement);
    await userEvent.type(textOf(dialog), 'Kept across a sign-in.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    const signIn = await body().findByRole('dialog', { name: 'Sign in to post a note' }, { timeout: STORY_WAIT_MS });
    await settled(signIn);
    await expect(signIn.querySelector('[data-part="sign-in-modal"]')).toHaveAttribute('data-entry', 'composer-new-post');
    await userEvent.click(within(signIn).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(signIn.isConnected).toBe(false), { timeout: STORY_WAIT_MS });
    const again = await openComposer(canvasElement);
    await expect(textOf(again)).toHaveValue('Kept across a sign-in.');
  },
};

/** A signed-out reader: the bar opens the sign-in modal (entry composer-new-post); closing it returns focus to the bar. */
export const SignedOut: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await userEvent.click(bar(canvasElement));
    const signIn = await body().findByRole('dialog', { name: 'Sign in to post a note' }, { timeout: STORY_WAIT_MS });
    await settled(signIn);
    await expect(signIn.querySelector('[data-part="sign-in-modal"]')).toHaveAttribute('data-entry', 'composer-new-post');
    await expect(within(signIn).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2F');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(signIn.isConnected).toBe(false), { timeout: STORY_WAIT_MS });
    await focusBackOnBar(canvasElement);
    await expect(body().queryByRole('dialog', { name: 'New note' })).toBeNull();
  },
};

/** A reply to a note for subscribers, by a signed-in reader without a subscription: "Only subscribers can reply.". */
export const RequirementSubscribers: Story = {
  parameters: { role: 'free' },
  args: { request: { replyTo: { id: 5001, reply_minimum_role: 'free_subscriber', user_id: 200 }, membership: 'unsubscribed' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(bar(canvasElement));
    const modal = await body().findByRole('dialog', { name: 'Only subscribers can reply.' }, { timeout: STORY_WAIT_MS });
    await settled(modal);
    await expect(within(modal).getByRole('link', { name: 'See subscription options' })).toBeVisible();
    await userEvent.click(within(modal).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(modal.isConnected).toBe(false), { timeout: STORY_WAIT_MS });
    await focusBackOnBar(canvasElement);
  },
};

/** A reply to a note for paid subscribers, by a free subscriber: "Only paid subscribers can reply.". */
export const RequirementPaid: Story = {
  parameters: { role: 'free' },
  args: { request: { replyTo: { id: 5001, reply_minimum_role: 'paid_subscriber', user_id: 200 } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(bar(canvasElement));
    const modal = await body().findByRole('dialog', { name: 'Only paid subscribers can reply.' }, { timeout: STORY_WAIT_MS });
    await settled(modal);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(modal.isConnected).toBe(false), { timeout: STORY_WAIT_MS });
    await focusBackOnBar(canvasElement);
  },
};

/** The draft is in the platform's storage: the page is loaded again and the text is back. */
export const DraftSurvivesReload: Story = {
  args: { reloadable: true },
  play: async ({ canvasElement }) => {
    const dialog = await openComposer(canvasElement);
    await userEvent.type(textOf(dialog), 'Written before the reload.');
    await closeComposer(dialog);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reload the page' }));
    const again = await openComposer(canvasElement);
    await expect(textOf(again)).toHaveValue('Written before the reload.');
  },
};

/** Storage refuses every read and write: the composer works, and the draft survives closing and a failed post. */
export const StorageThrows: Story = {
  parameters: { platform: { storage: refusingStorage }, scenario: faultOn(createFeedComment, 'network') },
  play: async ({ canvasElement }) => {
    const dialog = await openComposer(canvasElement);
    await userEvent.type(textOf(dialog), 'Storage said no.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await expect(await within(dialog).findByRole('alert', {}, { timeout: STORY_WAIT_MS })).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    await closeComposer(dialog);
    const again = await openComposer(canvasElement);
    await expect(textOf(again)).toHaveValue('Storage said no.');
  },
};

/** Leaving the page with text in the composer asks first; Discard asks in the composer, then empties it. */
export const LeaveAndDiscard: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openComposer(canvasElement);
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    await expect(before.defaultPrevented).toBe(false);
    await userEvent.type(textOf(dialog), 'Half a thought');
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    await expect(leaving.defaultPrevented).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    const question = within(dialog).getByRole('group', { name: 'Discard this note? Its text will be lost.' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep writing' }));
    await expect(textOf(dialog)).toHaveValue('Half a thought');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await userEvent.click(within(within(dialog).getByRole('group')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false), { timeout: STORY_WAIT_MS });
    const again = await openComposer(canvasElement);
    await expect(textOf(again)).toHaveValue('');
  },
};

/** An image and a link through the URL policy: a refused address is told, accepted ones are listed and posted. */
export const Attachments: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openComposer(canvasElement);
    const d = within(dialog);
    await userEvent.type(textOf(dialog), 'Two things to look at.');
    await userEvent.click(d.getByRole('button', { name: 'Add a link' }));
    const address = d.getByRole('textbox', { name: 'Add a link: Address' });
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(d.getByRole('button', { name: 'Attach' }));
    await expect(d.getByRole('alert')).toHaveTextContent('This address cannot be attached.');
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com/herons');
    await userEvent.click(d.getByRole('button', { name: 'Attach' }));
    await userEvent.click(d.getByRole('button', { name: 'Add an image' }));
    await userEvent.type(d.getByRole('textbox', { name: 'Add an image: Address' }), 'https://cdn.example.com/heron.png');
    await userEvent.click(d.getByRole('button', { name: 'Attach' }));
    const list = d.getByRole('list', { name: 'Attachments' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(list).getAllByRole('button', { name: 'Remove attachment' })[1]!);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(d.getByRole('button', { name: 'Post' }));
    await expectToast('Note posted');
  },
};

/** After a note, in the app-upsell treatment: "Join {name} and others in the app" with the friends; Not now. */
export const AppInstallWithFriends: Story = {
  parameters: { platform: { flags: { notes_post_app_upsell: true } } },
  play: async ({ canvasElement }) => {
    const dialog = await openComposer(canvasElement);
    await userEvent.type(textOf(dialog), 'A note before the upsell.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    const modal = await body().findByRole('dialog', { name: T112_ADA }, { timeout: STORY_WAIT_MS });
    await settled(modal);
    await expect(modal.getBoundingClientRect().width).toBe(500);
    await expect(within(modal).getByRole('group', { name: '3 people' })).toBeVisible();
    await expect(within(modal).getByRole('link', { name: T114 })).toBeVisible();
    await userEvent.click(within(modal).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(modal.isConnected).toBe(false), { timeout: STORY_WAIT_MS });
    await focusBackOnBar(canvasElement);
    // The flag is set once: the next note shows no upsell.
    const again = await openComposer(canvasElement);
    await userEvent.type(textOf(again), 'And another.');
    await userEvent.click(within(again).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(again.isConnected).toBe(false), { timeout: STORY_WAIT_MS });
    await new Promise((r) => setTimeout(r, 300));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** The friends' read fails: the modal shows anyway, with no friends: "Notes is better in the app". */
export const AppInstallFriendsFail: Story = {
  parameters: { platform: { flags: { notes_post_app_upsell: true } }, scenario: faultOn(getAppInstallFacepile, '500') },
  play: async ({ canvasElement }) => {
    const dialog = await openComposer(canvasElement);
    await userEvent.type(textOf(dialog), 'A note, friends unknown.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    const modal = await body().findByRole('dialog', { name: T113 }, { timeout: STORY_WAIT_MS });
    await settled(modal);
    await expect(modal.querySelector('[data-part="app-install"]')).toHaveAttribute('data-friends', '0');
    await expect(within(modal).getByRole('link', { name: T114 })).toBeVisible();
  },
};

/** A reader's first note: the share modal; Share → "Note Shared." with "View Now"; focus back on the bar. */
export const FirstNoteShare: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    const dialog = await openComposer(canvasElement);
    await userEvent.type(textOf(dialog), 'Hello, Notes.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    const modal = await body().findByRole('dialog', { name: 'You posted your first note' }, { timeout: STORY_WAIT_MS });
    await settled(modal);
    await userEvent.click(within(modal).getByRole('button', { name: 'Share' }));
    await expectToast(T139, T140);
    await waitFor(() => expect(modal.isConnected).toBe(false), { timeout: STORY_WAIT_MS });
    await focusBackOnBar(canvasElement);
  },
};

/** On a phone: the bottom bar, and the composer full screen with its toolbar at the bottom. */
export const Phone375: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const mobile = canvasElement.querySelector<HTMLElement>('[data-part="composer-bar"][data-variant="mobile"]')!;
    await expect(mobile).toBeVisible();
    await userEvent.click(within(mobile).getByRole('button', { name: T109 }));
    const dialog = await body().findByRole('dialog', { name: 'New note' }, { timeout: STORY_WAIT_MS });
    await settled(dialog);
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
    await userEvent.type(textOf(dialog), 'From the phone.');
    const toolbar = within(dialog).getByRole('toolbar', { name: 'Note tools' });
    await expect(toolbar.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

function WithoutProviderProbe() {
  useNoteComposer();
  return null;
}

/** The composer used outside its provider: "Not implemented" (T145). */
export const WithoutProvider: Story = {
  render: () => (
    <ScreenErrorBoundary fallback={(error) => <p role="alert">{error.message}</p>}>
      <WithoutProviderProbe />
    </ScreenErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(T145);
  },
};
