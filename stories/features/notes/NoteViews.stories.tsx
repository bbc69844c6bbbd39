import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '../../../src/api/errors';
import { AfterNotePostModals } from '../../../src/features/notes/AfterNotePostModals';
import { AppInstallModalView, ComposerBarView, FirstNoteShareModalView, NoteComposerModalView } from '../../../src/features/notes';
import { failureText } from '../../../src/kit/failure';
import { createCoreT } from '../../../src/platform/context';
import { isolate } from '../../../src/ui/bidi';
import { body, settled, STORY_WAIT_MS } from '../../support';

/** The notes area's bare views on args: each story shows one; the play checks its content. */
type Which =
  | 'bar'
  | 'barSignedOut'
  | 'composerFailed'
  | 'composerSending'
  | 'composerHostile'
  | 'appInstallFriends'
  | 'appInstallNone'
  | 'firstNoteShare'
  | 'afterPost';

const FRIENDS = [
  { id: 200, name: 'Camron Goyette' },
  { id: 201, name: 'Jeff Kling' },
  { id: 202, name: 'Clarabelle Klein' },
];
const HOSTILE_NAME = '<img src=x onerror=alert(1)> &amp; Peak Stations';

function ViewDemo({ which }: { which: Which }) {
  switch (which) {
    case 'bar':
      return (
        <div style={{ padding: 16, maxWidth: 680 }}>
          <ComposerBarView viewerName="Paolo Paid" onOpen={fn()} />
        </div>
      );
    case 'barSignedOut':
      return (
        <div style={{ padding: 16, maxWidth: 680 }}>
          <ComposerBarView onOpen={fn()} />
        </div>
      );
    case 'composerFailed':
      return (
        <NoteComposerModalView
          open
          state="failed"
          draft={{ text: 'The reservoir at dawn, again.', attachments: [{ type: 'link', url: 'https://example.com/herons' }] }}
          canSubmit
          failure={failureText(new ApiError({ kind: 'network', route: 'POST /api/v1/comment/feed' }), createCoreT())}
          onChange={fn()}
          onAttach={fn()}
          onDetach={fn()}
          onSubmit={fn()}
          onClose={fn()}
          onDiscard={fn()}
        />
      );
    case 'composerSending':
      return (
        <NoteComposerModalView
          open
          state="sending"
          draft={{ text: 'Sending this one.', attachments: [] }}
          canSubmit={false}
          onChange={fn()}
          onAttach={fn()}
          onDetach={fn()}
          onSubmit={fn()}
          onClose={fn()}
          onDiscard={fn()}
        />
      );
    case 'composerHostile':
      return (
        <NoteComposerModalView
          open
          state="editing"
          draft={{ text: `${HOSTILE_NAME}\n${'x'.repeat(400)}`, attachments: [{ type: 'link', url: `https://example.com/${'a'.repeat(300)}` }] }}
          canSubmit
          onChange={fn()}
          onAttach={fn()}
          onDetach={fn()}
          onSubmit={fn()}
          onClose={fn()}
          onDiscard={fn()}
        />
      );
    case 'appInstallFriends':
      return <AppInstallModalView open friends={FRIENDS} appHref="/notes" onDismiss={fn()} />;
    case 'appInstallNone':
      return <AppInstallModalView open friends={[]} appHref="/notes" onDismiss={fn()} />;
    case 'firstNoteShare':
      return <FirstNoteShareModalView open onShare={fn()} onDismiss={fn()} />;
    case 'afterPost':
      return (
        <AfterNotePostModals
          open
          state={{ name: 'appInstall', noteId: 7, friends: [{ id: 9, name: HOSTILE_NAME }] }}
          send={fn()}
          appHref="javascript:alert(1)"
          onShare={fn()}
        />
      );
    default:
      return which satisfies never;
  }
}

const meta = {
  title: 'Features/Notes/NoteViews',
  component: ViewDemo,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop1280' } },
} satisfies Meta<typeof ViewDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string | RegExp) => {
  const d = await body().findByRole('dialog', { name }, { timeout: STORY_WAIT_MS });
  await settled(d);
  return d;
};

/** The inline bar with the reader's avatar: "What's on your mind?" (T109). */
export const Bar: Story = {
  args: { which: 'bar' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: "What's on your mind?" })).toHaveAttribute('aria-haspopup', 'dialog');
    void args;
  },
};

/** The bar for a signed-out reader: no avatar. */
export const BarSignedOut: Story = {
  args: { which: 'barSignedOut' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="composer-bar"] img, [data-part="composer-bar"] [data-part="avatar"]')).toBeNull();
  },
};

/** A failed post: the failure's words and the kept text, Post enabled to send again. */
export const ComposerFailed: Story = {
  args: { which: 'composerFailed' },
  play: async () => {
    const d = within(await dialog('New note'));
    await expect(d.getByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
    await expect(d.getByRole('textbox', { name: 'Your note' })).toHaveValue('The reservoir at dawn, again.');
    await expect(d.getByRole('button', { name: 'Post' })).toBeEnabled();
  },
};

/** While posting: "Posting…", the text read-only. */
export const ComposerSending: Story = {
  args: { which: 'composerSending' },
  play: async () => {
    const d = within(await dialog('New note'));
    await expect(d.getByRole('button', { name: /Posting…/ })).toBeDisabled();
    await expect(d.getByRole('textbox', { name: 'Your note' })).toHaveAttribute('readonly');
  },
};

/** Hostile text and a very long address stay inside the composer (isolated, cut with an ellipsis). */
export const ComposerHostileText: Story = {
  args: { which: 'composerHostile' },
  play: async () => {
    const d = await dialog('New note');
    const item = d.querySelector<HTMLElement>('[data-part="note-attachment"]')!;
    await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(d.getBoundingClientRect().right);
    await expect(d.querySelector('img')).toBeNull();
  },
};

/** "Join {name} and others in the app" (T112) with the friends' facepile, "Get the app" (T114), 500 px. */
export const AppInstallWithFriends: Story = {
  args: { which: 'appInstallFriends' },
  play: async () => {
    const d = await dialog(`Join ${isolate('Camron Goyette')} and others in the app`);
    await expect(d.getBoundingClientRect().width).toBe(500);
    await expect(within(d).getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/notes');
  },
};

/** No friends in the app (or their read failed): "Notes is better in the app" (T113). */
export const AppInstallNoFriends: Story = {
  args: { which: 'appInstallNone' },
  play: async () => {
    await dialog('Notes is better in the app');
  },
};

/** The first-note share modal. */
export const FirstNoteShare: Story = {
  args: { which: 'firstNoteShare' },
  play: async () => {
    const d = within(await dialog('You posted your first note'));
    await expect(d.getByRole('button', { name: 'Share' })).toBeVisible();
  },
};

/** The after-post modals with a hostile friend's name (isolated) and a refused app address (not linked). */
export const AfterPostHostile: Story = {
  args: { which: 'afterPost' },
  play: async () => {
    const d = await dialog(`Join ${isolate(HOSTILE_NAME)} and others in the app`);
    await expect(within(d).getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/');
    await userEvent.keyboard('{Escape}');
  },
};
