import { describe, expect, it } from 'vitest';
import { Post } from '../../api/schemas/core';
import { type ShareSubject, shareSubjectFromPost } from './shareSubject';
import {
  buildShareUrl,
  embedSnippet,
  embedUrl,
  referralKeyForUser,
  type ShareTarget,
  safeHttpUrl,
  shareTargets,
  shareTargetsFor,
  shareTargetUrl,
} from './shareUrls';

const post: ShareSubject = { kind: 'post', url: 'https://margin.example.com/p/city-reads', title: 'City reads' };
/** A title with every character that must be encoded: & # space ? = + / and emoji. */
const hostile: ShareSubject = { kind: 'post', url: 'https://margin.example.com/p/q-a', title: 'Q&A #1: rain + sun? 🌧️/☀️ = 100%' };
const hostileEncoded = 'Q%26A%20%231%3A%20rain%20%2B%20sun%3F%20%F0%9F%8C%A7%EF%B8%8F%2F%E2%98%80%EF%B8%8F%20%3D%20100%25';

describe('buildShareUrl', () => {
  it.each<[string, ShareSubject, Parameters<typeof buildShareUrl>[1], string | null]>([
    ['a post, no viewer', post, {}, 'https://margin.example.com/p/city-reads?utm_campaign=post&utm_medium=web'],
    [
      'a post with the referral key and a target',
      post,
      { referralKey: '2u', target: 'twitter' },
      'https://margin.example.com/p/city-reads?r=2u&utm_campaign=post&utm_medium=web&utm_source=twitter',
    ],
    [
      'missing referral (null) adds no r',
      post,
      { referralKey: null, target: 'copy' },
      'https://margin.example.com/p/city-reads?utm_campaign=post&utm_medium=web&utm_source=copy',
    ],
    [
      'a comment',
      { ...post, kind: 'comment', commentId: 4012 },
      { target: 'copy' },
      'https://margin.example.com/p/city-reads?utm_campaign=comment&utm_medium=web&utm_source=copy&comments=true&commentId=4012',
    ],
    ['comments=true without a comment', post, { comments: true }, 'https://margin.example.com/p/city-reads?utm_campaign=post&utm_medium=web&comments=true'],
    [
      'a selection',
      { ...post, selection: 'sel-city-reads' },
      { referralKey: 'abc' },
      'https://margin.example.com/p/city-reads?r=abc&selection=sel-city-reads&utm_campaign=post&utm_medium=web',
    ],
    [
      'a clip',
      { ...post, kind: 'clip', clipId: 'clip-9' },
      { target: 'instagram' },
      'https://margin.example.com/p/city-reads?utm_campaign=clip&utm_medium=web&utm_source=instagram&clipId=clip-9',
    ],
    ['a start time', { ...post, media: 'video' }, { startAtSeconds: 95 }, 'https://margin.example.com/p/city-reads?utm_campaign=post&utm_medium=web&t=95'],
    ['a fractional start time is floored', post, { startAtSeconds: 95.8 }, 'https://margin.example.com/p/city-reads?utm_campaign=post&utm_medium=web&t=95'],
    ['start 0 adds nothing', post, { startAtSeconds: 0 }, 'https://margin.example.com/p/city-reads?utm_campaign=post&utm_medium=web'],
    ['start null adds nothing', post, { startAtSeconds: null }, 'https://margin.example.com/p/city-reads?utm_campaign=post&utm_medium=web'],
    [
      'custom campaign and medium',
      post,
      { utmCampaign: 'launch', utmMedium: 'app' },
      'https://margin.example.com/p/city-reads?utm_campaign=launch&utm_medium=app',
    ],
    [
      'keeps the canonical query and hash',
      { ...post, url: 'https://margin.example.com/p/x?lang=fr#part-2' },
      {},
      'https://margin.example.com/p/x?lang=fr&utm_campaign=post&utm_medium=web#part-2',
    ],
    [
      'an app path resolves against the origin',
      { ...post, url: '/p/city-reads' },
      { origin: 'https://host.example' },
      'https://host.example/p/city-reads?utm_campaign=post&utm_medium=web',
    ],
    ['an app path without origin → no link', { ...post, url: '/p/city-reads' }, {}, null],
    ['a protocol-relative path is refused', { ...post, url: '//evil.example/p' }, { origin: 'https://host.example' }, null],
    ['javascript: is refused', { ...post, url: 'javascript:alert(1)' }, {}, null],
    ['JavaScript: with spaces and case is refused', { ...post, url: '  JavaScript:alert(1)' }, {}, null],
    ['data: is refused', { ...post, url: 'data:text/html,<script>alert(1)</script>' }, {}, null],
    ['mailto: is refused', { ...post, url: 'mailto:a@b.c' }, {}, null],
    ['garbage is refused', { ...post, url: 'not a url' }, {}, null],
    ['an empty url is refused', { ...post, url: '' }, {}, null],
    [
      'the override is used verbatim',
      { ...post, shareUrlOverride: 'https://links.example/abc?x=1' },
      { referralKey: '2u', target: 'facebook', startAtSeconds: 30 },
      'https://links.example/abc?x=1',
    ],
    ['an empty override is ignored', { ...post, shareUrlOverride: '' }, {}, 'https://margin.example.com/p/city-reads?utm_campaign=post&utm_medium=web'],
    [
      'an unsafe override falls back to the canonical URL',
      { ...post, shareUrlOverride: 'javascript:alert(1)' },
      { target: 'copy' },
      'https://margin.example.com/p/city-reads?utm_campaign=post&utm_medium=web&utm_source=copy',
    ],
  ])('%s', (_name, subject, params, expected) => {
    expect(buildShareUrl(subject, params)).toBe(expected);
  });
});

describe('shareTargetUrl: every target exactly', () => {
  const link = 'https%3A%2F%2Fmargin.example.com%2Fp%2Fcity-reads%3Fr%3D2u%26utm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3D';
  const withImage: ShareSubject = { ...post, imageUrl: 'https://cdn.example/cover.jpg' };
  it.each<[ShareTarget, ShareSubject, string | null]>([
    ['copy', post, 'https://margin.example.com/p/city-reads?r=2u&utm_campaign=post&utm_medium=web&utm_source=copy'],
    ['facebook', post, `https://www.facebook.com/sharer/sharer.php?u=${link}facebook`],
    ['linkedin', post, `https://www.linkedin.com/sharing/share-offsite/?url=${link}linkedin`],
    ['bluesky', post, `https://bsky.app/intent/compose?text=City%20reads%20${link}bluesky`],
    ['twitter', post, `https://x.com/intent/tweet?text=City%20reads&url=${link}twitter`],
    ['reddit', post, `https://www.reddit.com/submit?url=${link}reddit&title=City%20reads`],
    ['hackernews', post, `https://news.ycombinator.com/submitlink?u=${link}hackernews&t=City%20reads`],
    ['pinterest', post, `https://www.pinterest.com/pin/create/button/?url=${link}pinterest&description=City%20reads`],
    [
      'pinterest',
      withImage,
      `https://www.pinterest.com/pin/create/button/?url=${link}pinterest&description=City%20reads&media=https%3A%2F%2Fcdn.example%2Fcover.jpg`,
    ],
    ['pinterest', { ...post, imageUrl: 'javascript:alert(1)' }, `https://www.pinterest.com/pin/create/button/?url=${link}pinterest&description=City%20reads`],
    ['email', post, `mailto:?subject=City%20reads&body=${link}email`],
    ['notes', post, `/notes/compose?url=${link}notes`],
    ['direct_message', post, `/messages/new?url=${link}direct_message`],
    ['embed', post, 'https://margin.example.com/embed/p/city-reads'],
    ['instagram', post, null],
    ['instagram', { ...post, kind: 'clip', clipId: 'c1' }, 'https://www.instagram.com/'],
  ])('%s', (target, subject, expected) => {
    expect(shareTargetUrl(target, subject, { referralKey: '2u' })).toBe(expected);
  });

  it.each<[ShareTarget, string]>([
    [
      'twitter',
      `https://x.com/intent/tweet?text=${hostileEncoded}&url=https%3A%2F%2Fmargin.example.com%2Fp%2Fq-a%3Futm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Dtwitter`,
    ],
    [
      'reddit',
      `https://www.reddit.com/submit?url=https%3A%2F%2Fmargin.example.com%2Fp%2Fq-a%3Futm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Dreddit&title=${hostileEncoded}`,
    ],
    [
      'hackernews',
      `https://news.ycombinator.com/submitlink?u=https%3A%2F%2Fmargin.example.com%2Fp%2Fq-a%3Futm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Dhackernews&t=${hostileEncoded}`,
    ],
    [
      'email',
      `mailto:?subject=${hostileEncoded}&body=https%3A%2F%2Fmargin.example.com%2Fp%2Fq-a%3Futm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Demail`,
    ],
    [
      'bluesky',
      `https://bsky.app/intent/compose?text=${hostileEncoded}%20https%3A%2F%2Fmargin.example.com%2Fp%2Fq-a%3Futm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Dbluesky`,
    ],
    [
      'pinterest',
      `https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fmargin.example.com%2Fp%2Fq-a%3Futm_campaign%3Dpost%26utm_medium%3Dweb%26utm_source%3Dpinterest&description=${hostileEncoded}`,
    ],
  ])('encodes a title with &, #, spaces and emoji for %s', (target, expected) => {
    const url = shareTargetUrl(target, hostile);
    expect(url).toBe(expected);
    // The title round-trips: nothing is cut at & or #.
    const parsed = new URL(url ?? '');
    expect([...parsed.searchParams.values()].some((v) => v.includes(hostile.title))).toBe(true);
  });

  it('an override goes verbatim into every external target', () => {
    const subject = { ...post, shareUrlOverride: 'https://links.example/abc' };
    expect(shareTargetUrl('facebook', subject)).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Flinks.example%2Fabc');
    expect(shareTargetUrl('copy', subject)).toBe('https://links.example/abc');
  });

  it('embed ignores the override and the share parameters', () => {
    expect(shareTargetUrl('embed', { ...post, shareUrlOverride: 'https://links.example/abc' }, { referralKey: 'x' })).toBe(
      'https://margin.example.com/embed/p/city-reads',
    );
  });

  it.each(shareTargets)('%s gives no link for a javascript: subject', (target) => {
    expect(shareTargetUrl(target, { ...post, kind: 'clip', url: 'javascript:alert(1)' })).toBeNull();
  });
});

describe('targets offered', () => {
  it.each<[ShareSubject['kind'], ShareTarget[]]>([
    ['post', ['copy', 'notes', 'direct_message', 'embed', 'facebook', 'linkedin', 'bluesky', 'twitter', 'email', 'reddit', 'hackernews', 'pinterest']],
    [
      'clip',
      ['copy', 'notes', 'direct_message', 'embed', 'facebook', 'linkedin', 'bluesky', 'twitter', 'instagram', 'email', 'reddit', 'hackernews', 'pinterest'],
    ],
    ['note', ['copy', 'notes', 'direct_message', 'facebook', 'linkedin', 'bluesky', 'twitter', 'email', 'reddit', 'hackernews', 'pinterest']],
    ['comment', ['copy', 'notes', 'direct_message', 'facebook', 'linkedin', 'bluesky', 'twitter', 'email', 'reddit', 'hackernews', 'pinterest']],
  ])('%s', (kind, expected) => {
    expect(shareTargetsFor({ kind })).toEqual(expected);
  });
});

describe('embed', () => {
  it('builds the embed address from the canonical path', () => {
    expect(embedUrl({ ...post, url: 'https://margin.example.com/p/x?y=1#z' })).toBe('https://margin.example.com/embed/p/x');
    expect(embedUrl({ ...post, url: '/p/x' }, 'https://host.example')).toBe('https://host.example/embed/p/x');
    expect(embedUrl({ ...post, url: 'javascript:alert(1)' })).toBeNull();
  });

  it('escapes the iframe code', () => {
    expect(embedSnippet({ ...post, title: '"><script>alert(1)</script>' })).toBe(
      '<iframe src="https://margin.example.com/embed/p/city-reads" title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" width="480" height="320" style="border:1px solid #EEE; background:white;" frameborder="0" scrolling="no"></iframe>',
    );
    expect(embedSnippet({ ...post, url: 'javascript:alert(1)' })).toBeNull();
  });
});

describe('helpers', () => {
  it.each<[number | null | undefined, string | null]>([
    [102, '2u'],
    [1, '1'],
    [36, '10'],
    [0, null],
    [-3, null],
    [1.5, null],
    [null, null],
    [undefined, null],
  ])('referral key of %s is %s (G39: base 36)', (id, key) => {
    expect(referralKeyForUser(id)).toBe(key);
  });

  it.each<[string | null | undefined, string | undefined, string | null]>([
    ['https://a.example/x', undefined, 'https://a.example/x'],
    ['http://a.example/x', undefined, 'http://a.example/x'],
    ['/x', 'https://o.example/base/', 'https://o.example/x'],
    ['/x', 'javascript:alert(1)', null],
    ['/\\evil.example', 'https://o.example', null],
    ['ftp://a.example/x', undefined, null],
    ['vbscript:msgbox(1)', undefined, null],
    [null, undefined, null],
  ])('safeHttpUrl(%s, %s)', (input, origin, expected) => {
    expect(safeHttpUrl(input, origin)?.href ?? null).toBe(expected);
  });
});

describe('shareSubjectFromPost', () => {
  const base = Post.parse({ id: 1001, slug: 'city-reads', title: 'City reads', type: 'newsletter', audience: 'everyone' });

  it('uses the canonical URL, the title, the override and the cover', () => {
    expect(
      shareSubjectFromPost({
        ...base,
        canonical_url: 'https://margin.example.com/p/city-reads',
        share_url_override: 'https://l.example/1',
        cover_image: 'https://cdn/c.jpg',
      }),
    ).toEqual({
      kind: 'post',
      url: 'https://margin.example.com/p/city-reads',
      title: 'City reads',
      shareUrlOverride: 'https://l.example/1',
      imageUrl: 'https://cdn/c.jpg',
    });
  });

  it('falls back to {baseUrl}/p/{slug}, or the app path', () => {
    expect(shareSubjectFromPost(base, { baseUrl: 'https://margin.example.com/' }).url).toBe('https://margin.example.com/p/city-reads');
    expect(shareSubjectFromPost(base).url).toBe('/p/city-reads');
  });

  it('a comment share and a selection', () => {
    expect(shareSubjectFromPost(base, { commentId: 7, selection: 'sel-1' })).toMatchObject({ kind: 'comment', commentId: 7, selection: 'sel-1' });
  });

  it('video and podcast posts offer start-at with their duration; clips do not', () => {
    const video = { ...base, type: 'video' as const, videoUpload: { duration: 600 } };
    expect(shareSubjectFromPost(video)).toMatchObject({ media: 'video', durationSeconds: 600 });
    expect(shareSubjectFromPost({ ...base, type: 'podcast', podcast_duration: 1800 })).toMatchObject({ media: 'podcast', durationSeconds: 1800 });
    const clip = shareSubjectFromPost(video, { clipId: 'c1' });
    expect(clip).toMatchObject({ kind: 'clip', clipId: 'c1' });
    expect(clip.media).toBeUndefined();
    expect(shareSubjectFromPost(base).media).toBeUndefined();
  });
});

describe('safeHttpUrl and buildShareUrl: paths that leave the site (issue 13, defect 6)', () => {
  const origin = 'https://margin.example.com';
  it.each(['/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '/\\evil.example', '\\\\evil.example', '//evil.example', ' /\t/evil.example'])(
    '%j is refused',
    (input) => {
      expect(safeHttpUrl(input, origin)).toBeNull();
      expect(buildShareUrl({ kind: 'post', url: input, title: 't' }, { origin })).toBeNull();
    },
  );

  it('an override that leaves the site by a path trick falls back to the canonical URL', () => {
    expect(buildShareUrl({ kind: 'post', url: '/p/ok', title: 't', shareUrlOverride: '/\t/evil.example' }, { origin })).toBe(
      'https://margin.example.com/p/ok?utm_campaign=post&utm_medium=web',
    );
  });

  it('credentials are refused', () => {
    expect(safeHttpUrl('https://margin.example.com@evil.example/p')).toBeNull();
  });
});
