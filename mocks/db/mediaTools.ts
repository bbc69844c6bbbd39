/**
 * The authors' media tools in the mock world: transcripts (video 501, the walk-through of post 1006; episode a-601,
 * Margin Radio #12) and the show links of the podcast sections (Margin Radio, section 13). Stateful: P47 writes the
 * links the next P46 reads; `resetDb()` restores the seed.
 */
import type { PodcastShowLinks, TranscriptMatch, TranscriptMediaKind } from '../../src/api/schemas/mediaTools';
import { core } from './core';
import { defineStore } from './store';

export interface TranscriptRow {
  kind: TranscriptMediaKind;
  id: string;
  segments: TranscriptMatch[];
}

/** Seconds → segments, from `[start, text]` pairs (each segment ends where the next starts). */
function segments(lines: [number, string][], duration: number): TranscriptMatch[] {
  return lines.map(([start, text], i) => ({ start, end: lines[i + 1]?.[0] ?? duration, text }));
}

const walkThrough = segments(
  [
    [0, 'Good morning, and welcome to the stacks before the doors open.'],
    [14, 'Every shelf here was built by hand from harbour timber in 1911.'],
    [47, 'The reading room faces east, so the morning light reaches the maps first.'],
    [95, 'We keep the harbour charts in flat drawers, away from that light.'],
    [162, 'This ledger records every book lent since the library opened. '.repeat(8).trim()],
    [241, 'Our map collection started with a gift from the old harbour library.'],
    [318, 'Volunteers mend bindings on Tuesdays; anyone may watch.'],
    [402, 'At the top of the tower you can see the whole harbour at dawn.'],
    [545, 'Thank you for walking the stacks with us.'],
  ],
  754,
);

const episode = segments(
  [
    [0, 'This is Margin Radio, episode twelve: the bookseller.'],
    [32, 'She opened the shop with forty books and a borrowed till.'],
    [280, 'Second-hand books travel: a harbour town gets sailors’ novels.'],
    [906, 'The till is still there, it just no longer opens.'],
    [1500, 'Next week: the printers on Quay Street.'],
  ],
  1860,
);

export const mediaToolsStore = defineStore('mediaTools', () => {
  const transcripts: TranscriptRow[] = [
    { kind: 'video', id: '501', segments: walkThrough },
    { kind: 'audio', id: 'a-601', segments: episode },
  ];
  const podcastSections = core.publications.flatMap((p) =>
    (p.sections ?? []).filter((s) => s.is_podcast).map((s) => ({ sectionId: s.id, publicationId: p.id })),
  );
  const showLinks: Record<number, PodcastShowLinks> = Object.fromEntries(
    podcastSections.map(({ sectionId }) => [
      sectionId,
      {
        apple_podcasts_url: 'https://podcasts.apple.com/us/podcast/margin-radio/id1500000013',
        overcast_url: null,
        pocket_casts_url: null,
        spotify_url: 'https://open.spotify.com/show/4marginRadio13',
        spotify_for_paid_users_url: 'https://open.spotify.com/show/4marginRadio13Paid',
        spotify_open_access_url: null,
        youtube_url: null,
        youtube_music_url: null,
      } satisfies PodcastShowLinks,
    ]),
  );
  return { transcripts, podcastSections, showLinks };
});

export function findTranscript(kind: TranscriptMediaKind, id: string): TranscriptRow | undefined {
  return mediaToolsStore.transcripts.find((t) => t.kind === kind && t.id === id);
}

/** The podcast section's publication, or `undefined` when the id is not a podcast section. */
export function findPodcastSection(sectionId: number): { sectionId: number; publicationId: number } | undefined {
  return mediaToolsStore.podcastSections.find((s) => s.sectionId === sectionId);
}
