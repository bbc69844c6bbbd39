/**
 * Shared fixtures of the sharing stories: posts parsed like API answers, a recording clipboard, native-share
 * stand-ins, and per-story platform parameters (a manual clock and recording analytics).
 */
import type { StoryContext } from '@storybook/react-vite';
import { useState } from 'react';
import { Post } from '../../../src/api/schemas/core';
import { type ClipboardLike, type NativeShareData, type NativeShareFunction, type ShareSubject, ShareDialog } from '../../../src/features/sharing';
import { createRecordingAnalytics, type RecordingAnalytics } from '../../../src/platform/analytics';
import { createManualClock, type ManualClock } from '../../../src/platform/clock';
import { useLocation } from '../../../src/platform/context';
import { Button } from '../../../src/ui/Button';

export const ORIGIN = 'https://dailymargin.example.com';

/** A newsletter post whose title needs encoding (&, #, spaces, emoji). */
export const articlePost = Post.parse({
  id: 1001,
  slug: 'the-long-game',
  title: 'The long game: patience & #craft',
  type: 'newsletter',
  audience: 'everyone',
  canonical_url: `${ORIGIN}/p/the-long-game`,
  cover_image: `${ORIGIN}/img/long-game.jpg`,
  reactions: { '❤': 1234 },
  comment_count: 56,
  restacks: 7,
});

/** A video post of 12:34 (start-at input). */
export const videoPost = Post.parse({
  id: 1003,
  slug: 'harbour-at-dawn',
  title: 'The harbour at dawn',
  type: 'video',
  audience: 'everyone',
  canonical_url: `${ORIGIN}/p/harbour-at-dawn`,
  videoUpload: { id: 501, duration: 754, preview_duration: 60 },
});

/** A podcast episode of 31:00. */
export const podcastPost = Post.parse({
  id: 1004,
  slug: 'margin-radio-12',
  title: 'Margin Radio #12: the night shift',
  type: 'podcast',
  audience: 'everyone',
  canonical_url: `${ORIGIN}/p/margin-radio-12`,
  podcast_duration: 1860,
});

export interface RecordingClipboard extends ClipboardLike {
  readonly writes: string[];
}

/** A clipboard that keeps what was written; `fail` makes every write reject like a denied permission. */
export function recordingClipboard(fail = false): RecordingClipboard {
  const writes: string[] = [];
  return {
    writes,
    writeText: async (text) => {
      if (fail) throw new DOMException('Write permission denied.', 'NotAllowedError');
      writes.push(text);
    },
  };
}

export interface RecordingShare {
  readonly calls: NativeShareData[];
  readonly share: NativeShareFunction;
}

/** A native share that resolves, or rejects with `errorName` (`AbortError`: the reader closed the sheet). */
export function recordingShare(errorName?: 'AbortError' | 'NotAllowedError'): RecordingShare {
  const calls: NativeShareData[] = [];
  return {
    calls,
    share: async (data) => {
      calls.push(data);
      if (errorName) throw new DOMException(errorName === 'AbortError' ? 'Share canceled' : 'Permission denied', errorName);
    },
  };
}

export interface ShareStoryParameters {
  platform: { clock: ManualClock; analytics: RecordingAnalytics };
  share: { clipboard: RecordingClipboard; nativeShare: RecordingShare | null };
}

/** Fresh per-story parameters: manual clock at the mock's now, recording analytics, clipboard and share. */
export function shareParameters(options: { clipboardFails?: boolean; nativeShare?: RecordingShare | null } = {}): ShareStoryParameters {
  return {
    platform: { clock: createManualClock('2026-11-21T12:00:00Z'), analytics: createRecordingAnalytics() },
    share: { clipboard: recordingClipboard(options.clipboardFails), nativeShare: options.nativeShare ?? null },
  };
}

export const paramsOf = (context: StoryContext) => context.parameters as unknown as ShareStoryParameters;

/** A page with a Share button and the dialog, open at first. */
export function ShareDialogHarness({
  subject,
  parameters,
  defaultOpen = true,
}: {
  subject: ShareSubject;
  parameters: ShareStoryParameters;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const location = useLocation();
  return (
    <div style={{ padding: 24, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Share
      </Button>
      <p style={{ margin: 0 }} data-part="current-page">
        Current page: {location.pathname}
        {location.search}
      </p>
      <ShareDialog
        open={open}
        onOpenChange={setOpen}
        subject={subject}
        clipboard={parameters.share.clipboard}
        nativeShare={parameters.share.nativeShare?.share ?? null}
        origin={ORIGIN}
      />
    </div>
  );
}

/** Like the post footer: the dialog is mounted only while open (closed starts). */
export function MountedWhileOpenHarness({ subject, parameters }: { subject: ShareSubject; parameters: ShareStoryParameters }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Share
      </Button>
      {open ? <ShareDialog open onOpenChange={setOpen} subject={subject} clipboard={parameters.share.clipboard} nativeShare={null} origin={ORIGIN} /> : null}
    </div>
  );
}
