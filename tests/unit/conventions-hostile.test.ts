/**
 * The class rules behind the hostile-input fixes, checked on the tree (`hostile-rules.ts` has the checkers). Each rule is
 * first shown to catch a deliberate violation, so a rule that stopped looking fails too:
 * - views show names and bodies only through the isolation helper (`<bdi>`, `dir="auto"`, `isolatedText`, `isolate`);
 * - text the server pushes unrequested (realtime frames) has a maximum in its schema, and the live chat row a bound;
 * - every `src`/`href`/`poster` on an element, and every address handed to a media element or hls.js, passes the URL
 *   policy at the element;
 * - addresses are written back from the normalised location, never from the adapter's raw one;
 * - a form field's rule is its endpoint's (no e-mail pattern or length limit restated in a machine).
 */
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { RealtimeServerFrame } from '../../src/api/schemas/livestream';
import { read, walk } from './conventions/sources';
import { rawLocationWrites, rawPeopleText, unboundedStrings, unsafeSinks } from './hostile-rules';

const sources = walk('src').filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
const isView = (f: string) => f.endsWith('.tsx') && (f.split('/').includes('views') || /View\.tsx$/.test(f));
const offencesIn = (files: string[], rule: (source: string) => { line: number; what: string }[]) =>
  files.flatMap((file) => rule(read(file)).map((o) => `${file}:${o.line} ${o.what}`));

describe('hostile-input conventions', () => {
  it('finds views and sources to check', () => {
    expect(sources.filter(isView).length).toBeGreaterThan(50);
    expect(sources).toContain('src/features/livestream/views/LiveChatPanelView.tsx');
  });

  describe('names and bodies go through the isolation helper', () => {
    it('catches a raw name beside other text, and a raw name in a catalogue text', () => {
      const fixture = [
        '<p className={styles.rowText}>',
        '  <span className={styles.rowName}>{message.user.name}</span>',
        '  {message.body}',
        '</p>',
        "<li>{t('livestream.chat.joinedOthers', { name: message.user.name, count: others })}</li>",
        "<button aria-label={t('livestream.chat.block', { name })} />",
      ].join('\n');
      expect(rawPeopleText(fixture).map((o) => o.line)).toEqual([2, 3, 5, 6]);
    });

    it('accepts <bdi>, dir="auto", isolatedText and isolate', () => {
      const fixture = [
        '<bdi className={styles.rowName}>{message.user.name}</bdi>',
        '<p dir="auto">{comment.body}</p>',
        "{isolatedText(([name]) => t('livestream.chat.joined', { name }), [message.user.name])}",
        "<button aria-label={t('livestream.chat.block', { name: isolate(message.user.name) })} />",
        '<Avatar name={message.user.name} />',
        '<main>{body}</main>',
      ].join('\n');
      expect(rawPeopleText(fixture)).toEqual([]);
    });

    it('no view shows a name or a body raw', () => {
      expect(offencesIn(sources.filter(isView), rawPeopleText)).toEqual([]);
    });
  });

  describe('text the server pushes has a maximum', () => {
    it('catches a string without a maximum, through nullable, arrays, objects and unions', () => {
      const frame = z.discriminatedUnion('event', [
        z.object({ event: z.literal('a'), data: z.object({ body: z.nullable(z.string()), tags: z.array(z.string().check(z.maxLength(5))) }) }),
        z.object({ event: z.literal('b'), data: z.object({ names: z.array(z.string()) }) }),
      ]);
      expect(unboundedStrings(frame)).toEqual(['data.body', 'data.names[]']);
      expect(unboundedStrings(z.object({ body: z.nullable(z.string().check(z.maxLength(500))) }))).toEqual([]);
    });

    it('the live chat message a realtime frame carries has a bounded body (the text a reader reads)', () => {
      const message = unboundedStrings(RealtimeServerFrame).filter((p) => /(^|\.)body$/.test(p));
      expect(unboundedStrings(RealtimeServerFrame).length, 'the walk reaches the frame’s strings').toBeGreaterThan(0);
      expect(message).toEqual([]);
    });

    it('the live chat row bounds the body it shows', () => {
      const view = read('src/features/livestream/views/LiveChatPanelView.tsx');
      expect(view).toMatch(/truncateForDisplay\(message\.body[^)]*,\s*LIVE_CHAT_MAX_LENGTH\)/);
    });
  });

  describe('every src/href sink passes the URL policy at the element', () => {
    it('catches a prop put on an element unchecked, an element’s .src and hls.js’s loadSource', () => {
      const fixture = [
        'export function View({ posterUrl, href }: Props) {',
        '  return <video poster={posterUrl}><a href={href}>x</a></video>;',
        '}',
        'video.src = source.src;',
        'hls.loadSource(source.src);',
      ].join('\n');
      expect(unsafeSinks(fixture).map((o) => o.line)).toEqual([2, 2, 4, 5]);
    });

    it('accepts the policy at the element, a checked variable, literals and components', () => {
      const fixture = [
        'const src = safeMediaUrl(source.src);',
        'const link = classifyLink(url, origin);',
        "const href = link.kind === 'refused' ? null : link.href;",
        '<video poster={safeMediaUrl(posterUrl)} src={src} />',
        '<a href={href}>x</a>',
        '<a href="/account">x</a>',
        '<Avatar src={user.photo_url} />',
        'video.src = src;',
        'hls.loadSource(src);',
      ].join('\n');
      expect(unsafeSinks(fixture)).toEqual([]);
    });

    it('no element in src/ takes an address the policy has not seen', () => {
      expect(offencesIn(sources, unsafeSinks)).toEqual([]);
    });
  });

  describe('addresses are written back from the normalised location', () => {
    it('catches the adapter’s raw location', () => {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source text holding a template literal
      expect(rawLocationWrites('const { pathname } = navigation.location();\nnavigation.replace(`${pathname}?a=1`);').map((o) => o.line)).toEqual([1]);
      expect(rawLocationWrites('const { pathname } = normaliseLocation(navigation.location());')).toEqual([]);
    });

    it('no screen writes an address from the raw location', () => {
      const outsidePlatform = sources.filter((f) => !f.startsWith('src/platform/'));
      expect(offencesIn(outsidePlatform, rawLocationWrites)).toEqual([]);
    });
  });

  describe('a field’s rule is its endpoint’s', () => {
    const restated = (source: string) =>
      [...source.matchAll(/^(?:export )?const \w*(?:EMAIL|MAX_LENGTH|PATTERN)\w*\s*=\s*(?:\/|\d)/gm)].map((m) => m[0].trim());

    it('catches an e-mail pattern or a limit written out in a machine', () => {
      expect(restated('export const NAME_MAX_LENGTH = 100;\nconst EMAIL_PATTERN = /^[^\\s@]+@[^\\s@]+$/;')).toHaveLength(2);
      expect(restated('export interface FieldRule { maxLength: number | null }')).toEqual([]);
    });

    it('no form machine restates an endpoint’s rule', () => {
      const machines = sources.filter((f) => f.endsWith('.machine.ts') && f.split('/').includes('account'));
      expect(machines.length).toBeGreaterThan(0);
      expect(machines.flatMap((f) => restated(read(f)).map((r) => `${f}: ${r}`))).toEqual([]);
    });
  });
});
