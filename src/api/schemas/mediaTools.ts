/**
 * Media tools for authors (inventory §1.D, spec 002): transcript search answers (designed, P45) and a podcast
 * section's show links (spec 002 §3 "Podcast show links", P46/P47). Validation of the links is the client's M69
 * (`features/media/podcastLinks.ts`); the server checks the same rules.
 */
import * as z from 'zod/mini';

/** The transcripts a search may run over: a video upload's or an audio upload's (podcast episode, voiceover). */
export const transcriptMediaKinds = ['video', 'audio'] as const;
export const TranscriptMediaKind = /* @__PURE__ */ z.enum(transcriptMediaKinds);
export type TranscriptMediaKind = z.infer<typeof TranscriptMediaKind>;

/** One transcript segment that contains the term: where it starts and ends (seconds) and its words. */
export const TranscriptMatch = /* @__PURE__ */ z.object({
  start: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative()),
  end: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative()),
  text: /* @__PURE__ */ z.string(),
});
export type TranscriptMatch = z.infer<typeof TranscriptMatch>;

/** P45's answer: the term searched (as the server read it) and the segments that contain it, in time order. */
export const TranscriptSearchResult = /* @__PURE__ */ z.object({
  term: /* @__PURE__ */ z.string(),
  matches: /* @__PURE__ */ z.array(TranscriptMatch),
});
export type TranscriptSearchResult = z.infer<typeof TranscriptSearchResult>;

const showLink = /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string());

/**
 * A podcast section's show links (spec 002 "Podcast show links"): the six platforms the form edits (Apple Podcasts,
 * Overcast, Pocket Casts, Spotify, YouTube, YouTube Music) and Spotify's links for paid listeners
 * (`spotify_for_paid_users_url`, `spotify_open_access_url`), which the form leaves as they are (optional: a save of
 * the six need not send them). `null` or `''`: no link.
 */
export const PodcastShowLinks = /* @__PURE__ */ z.object({
  apple_podcasts_url: showLink,
  overcast_url: showLink,
  pocket_casts_url: showLink,
  spotify_url: showLink,
  spotify_for_paid_users_url: /* @__PURE__ */ z.optional(showLink),
  spotify_open_access_url: /* @__PURE__ */ z.optional(showLink),
  youtube_url: showLink,
  youtube_music_url: showLink,
});
export type PodcastShowLinks = z.infer<typeof PodcastShowLinks>;
