/**
 * Mock of the authors' media tools (P45–P47): transcript search over the seeded transcripts and the podcast sections'
 * show links (stateful: a P47 save is what the next P46 answers). The original download: E09 (`mocks/handlers/media.ts`)
 * presigns the generated MP4 (its address carries `X-Mock-Signature`), and the presigned address is answered here, as a
 * storage service answers it: the file's bytes with their `Content-Length`, whatever the server that hosts the static
 * files sends (a static host that compresses or streams answers without a length, which M55 refuses as T143).
 * `originalFileFault` makes that download fail for a story.
 */
import { bypass, HttpResponse, http } from 'msw';
import { getPodcastShowLinks, searchTranscript, updatePodcastShowLinks } from '../../src/api/endpoints/mediaTools';
import type { PostAudience } from '../../src/api/schemas/core';
import type { PodcastShowLinks } from '../../src/api/schemas/mediaTools';
import { podcastLinkFields, validatePodcastLink } from '../../src/api/constants/podcastLinks';
import { findAudioUpload, findVideoUpload, MEDIA_ASSETS } from '../db/media';
import { findPodcastSection, findTranscript, mediaToolsStore } from '../db/mediaTools';
import { type AccessLevel, hasAccess, staffRole, viewerUserId } from '../db/viewer';
import { badRequest, forbidden, notFound, route, unauthorized } from './route';

const neededLevel: Record<PostAudience, AccessLevel> = { everyone: 'none', only_free: 'free', only_paid: 'paid', founding: 'founding' };

/** The spec's texts (T123, T124), used as the server's words after the field's name. */
const invalidPrefix = (prefix: string) => `Invalid URL. URL should start with "${prefix}".`;
const TOO_LONG = "URL can't be longer than 255 characters";

function canRead(kind: 'video' | 'audio', id: string): boolean {
  if (kind === 'video') {
    const row = findVideoUpload(Number(id));
    return !row || row.publication_id == null || hasAccess(row.publication_id, neededLevel[row.audience]);
  }
  const row = findAudioUpload(id);
  return !row || hasAccess(row.publication_id, neededLevel[row.audience]);
}

function adminSection(sectionId: number) {
  const section = findPodcastSection(sectionId);
  if (!section) throw notFound('Podcast section');
  if (viewerUserId() === null) throw unauthorized();
  if (staffRole(section.publicationId) !== 'admin') throw forbidden('Only publication admins can edit podcast links.');
  return section;
}

/** Whether the address is one a browser can open: no spaces, and it parses. */
function parses(url: string): boolean {
  if (/\s/.test(url)) return false;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/** The address E09 presigns: the generated MP4 with a mock signature (`mocks/handlers/media.ts`). */
export const isPresignedOriginal = (url: URL) => url.pathname.endsWith(MEDIA_ASSETS.mp4) && url.searchParams.has('X-Mock-Signature');

/** The presigned original, answered by the mock: the file's bytes (fetched past the mock) with their length. */
export const presignedOriginalHandler = http.get(`*${MEDIA_ASSETS.mp4}`, async ({ request }) => {
  const url = new URL(request.url);
  if (!isPresignedOriginal(url)) return undefined;
  const file = await fetch(bypass(new URL(MEDIA_ASSETS.mp4, url)));
  if (!file.ok) return new HttpResponse(null, { status: file.status });
  const bytes = await file.arrayBuffer();
  return new HttpResponse(bytes, { status: 200, headers: { 'Content-Type': 'video/mp4', 'Content-Length': String(bytes.byteLength) } });
});

export const mediaToolsHandlers = [
  presignedOriginalHandler,
  route(searchTranscript, ({ params, query }) => {
    const transcript = findTranscript(params.kind, params.id);
    if (!transcript) throw notFound('Transcript');
    if (!canRead(params.kind, params.id)) throw forbidden('You do not have access to this transcript.');
    const term = query.q.trim();
    if (!term) throw badRequest('Type something to search for.', 'q');
    const needle = term.toLowerCase();
    return { term, matches: transcript.segments.filter((s) => s.text.toLowerCase().includes(needle)) };
  }),

  // Public: every listener's player shows the links.
  route(getPodcastShowLinks, ({ params }) => {
    if (!findPodcastSection(params.sectionId)) throw notFound('Podcast section');
    return mediaToolsStore.showLinks[params.sectionId]!;
  }),

  route(updatePodcastShowLinks, ({ params, body }) => {
    adminSection(params.sectionId);
    // The form's six fields; Spotify's links for paid listeners stay as they were.
    const { spotify_for_paid_users_url, spotify_open_access_url } = mediaToolsStore.showLinks[params.sectionId] ?? {};
    const saved = { spotify_for_paid_users_url, spotify_open_access_url } as PodcastShowLinks;
    for (const field of podcastLinkFields) {
      const url = (body[field] ?? '').trim();
      const verdict = validatePodcastLink(field, url);
      if (verdict.name === 'too_long') throw badRequest(TOO_LONG, field);
      if (verdict.name === 'invalid_prefix') throw badRequest(invalidPrefix(verdict.prefix), field);
      if (url && !parses(url)) throw badRequest('This address is not a valid URL.', field);
      saved[field] = url === '' ? null : url;
    }
    mediaToolsStore.showLinks[params.sectionId] = saved;
    return saved;
  }),
];

/** How the download of the presigned original fails: a 500, an empty answer, or an answer without a length. */
export type OriginalFileFault = 'status' | 'empty' | 'no-length';

/** A handler that makes downloading the presigned original fail (for stories of T143; not part of `mediaToolsHandlers`). */
export function originalFileFault(kind: OriginalFileFault) {
  return http.get(`*${MEDIA_ASSETS.mp4}`, () => {
    if (kind === 'status') return new HttpResponse('Access denied', { status: 500 });
    if (kind === 'empty') return new HttpResponse(null, { status: 200, headers: { 'Content-Length': '0' } });
    return new HttpResponse(new Blob([new Uint8Array(16)]).stream(), { status: 200, headers: { 'Content-Type': 'video/mp4' } });
  });
}
