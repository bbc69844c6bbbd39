/**
 * Mock of the media extras (P50): a post's audio versions, read from the media world's audio uploads (the seeded
 * voiceover of post 1015 "Read aloud: the night bus", paid only). Access follows the scenario's viewer, as E12 does:
 * a reader without access gets the item with status `paywalled` (and E12 answers them 403).
 */
import { getPostAudio } from '../../src/api/endpoints/mediaExtras';
import type { PostAudience } from '../../src/api/schemas/core';
import type { PostAudio } from '../../src/api/schemas/mediaExtras';
import { core } from '../db/core';
import { mediaStore } from '../db/media';
import { type AccessLevel, hasAccess } from '../db/viewer';
import { notFound, route } from './route';

const neededLevel: Record<PostAudience, AccessLevel> = { everyone: 'none', only_free: 'free', only_paid: 'paid', founding: 'founding' };

export const mediaExtrasHandlers = [
  route(getPostAudio, ({ params }) => {
    const post = core.posts.find((p) => p.id === params.id);
    if (!post) throw notFound('Post');
    const answer: PostAudio = {
      post_id: post.id,
      items: mediaStore.audio
        .filter((a) => a.type === 'tts' && a.post_id === post.id)
        .map((a) => ({
          type: 'tts' as const,
          status: hasAccess(a.publication_id, neededLevel[a.audience]) ? ('ready' as const) : ('paywalled' as const),
          audio_upload_id: a.id,
          duration: a.duration,
        })),
    };
    return answer;
  }),
];
