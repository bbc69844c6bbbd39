/**
 * Media extras: a post's audio version (the text-to-speech reading or the author's voiceover). The post carries
 * `audio_items` (type, status) but not the audio upload to play, so P50 (designed) names it.
 */
import * as z from 'zod/mini';

export const postAudioItemTypes = ['tts', 'voiceover'] as const;
export const postAudioItemStatuses = ['ready', 'paywalled'] as const;

/** One audio version of a post. `paywalled`: the reader may not hear it (the player shows the subscribe prompt). */
export const PostAudioItem = /* @__PURE__ */ z.object({
  type: /* @__PURE__ */ z.enum(postAudioItemTypes),
  status: /* @__PURE__ */ z.enum(postAudioItemStatuses),
  /** The audio upload whose source E12 gives (`GET /api/v1/audio/upload/{id}/src`). */
  audio_upload_id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
  /** Seconds. */
  duration: /* @__PURE__ */ z.nullish(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.nonnegative())),
});
export type PostAudioItem = z.infer<typeof PostAudioItem>;

/** P50: the post's audio versions, the voiceover first when there is one; empty when the post has none. */
export const PostAudio = /* @__PURE__ */ z.object({
  post_id: /* @__PURE__ */ z.number(),
  items: /* @__PURE__ */ z.array(PostAudioItem),
});
export type PostAudio = z.infer<typeof PostAudio>;
