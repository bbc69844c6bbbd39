// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the fixtures are source text with template literals in it
/**
 * Translated texts are whole messages (README, "Locales and right to left"): no case change on a translated text in
 * the features, and no sentence assembled from translated pieces and punctuation in the round's areas. Each rule runs
 * first over deliberate violations, so it is seen failing, then over the sources.
 */
import { describe, expect, it } from 'vitest';
import { assembledTexts, caseChanges } from './conventions/messages';
import { read, walk } from './conventions/sources';

const sources = (dir: string) => walk(dir).filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f) && !f.endsWith('.css.ts'));

/** The areas whose views are held to whole messages. */
const wholeMessageAreas = [
  'feed',
  'notes',
  'social',
  'growth',
  'pages',
  'microsite',
  'livestream',
  'discover',
  'sharing',
  'chat',
  'post',
  'media',
  'coupons',
  'account',
];

/**
 * Pieces not made whole yet, each with its reason. An entry is removed in the change that makes its file whole (the
 * last test fails on an entry whose file is already clean).
 */
const notYetWhole = new Map<string, string>([
  [
    'src/features/media/tools/views/FileDropZoneView.tsx',
    'the accepted files\' names follow "{count} files added:" as elements joined with ", ": needs elementText and Intl.ListFormat like the post byline',
  ],
]);

describe('no case change on a translated text', () => {
  it('fails on lower- and upper-casing what the translator said (fixtures)', () => {
    const view = [
      "const a = t('livestream.audience.paid').toLowerCase();",
      "const b = t(`x.${kind}`, { n: f(1) }) .toLocaleUpperCase('de');",
      '// t(x).toLowerCase() in a comment is fine',
      "const c = email.toLowerCase(); const d = t('x');",
    ].join('\n');
    expect(caseChanges('src/features/x/X.tsx', view)).toEqual([
      'src/features/x/X.tsx:1: toLowerCase on a translated text',
      'src/features/x/X.tsx:2: toLocaleUpperCase on a translated text',
    ]);
  });

  it('holds in every feature', () => {
    expect(sources('src/features').flatMap((f) => caseChanges(f, read(f)))).toEqual([]);
  });
});

describe('no text assembled from translated pieces', () => {
  it('fails on template literals and JSX separators around a translated piece (fixtures)', () => {
    const view = [
      "const a = `${t('pages.reading.open')}: ${title}`;",
      "const b = `${t('a')} ${t('b')}`;",
      "const c = ` · ${t('pages.tag.count', { count })}`;",
      "const ok = `${t('a')}`; const url = `${base}/p/${slug}`;",
      "<p>{date}{' · '}{t('livestream.audience.paid')}</p>",
      "<p>{t('a', { n: 1 })}{', '}{name}</p>",
      '/** `a` · `b` in a doc comment is fine */',
      "<p>{t('growth.embed.legal')}{' '}<a href={terms}>{t('growth.embed.terms')}</a>{' '}",
      "{t('growth.embed.and')} <a href={privacy}>x</a></p>",
      "<p>{t('a')}</p> <b>{t('b')}</b>{' '}<i>x</i>",
    ].join('\n');
    expect(assembledTexts('src/features/x/X.tsx', view)).toEqual([
      "src/features/x/X.tsx:1: template `${t('pages.reading.open')}: ${title}`",
      "src/features/x/X.tsx:2: template `${t('a')} ${t('b')}`",
      "src/features/x/X.tsx:3: template ` · ${t('pages.tag.count', { count })}`",
      "src/features/x/X.tsx:5: JSX {' · '}{t(",
      "src/features/x/X.tsx:6: JSX {t('a', { n: 1 })}{', '}",
      "src/features/x/X.tsx:8: JSX {t('growth.embed.legal')}{' '}",
      "src/features/x/X.tsx:8: JSX {' '} {t(",
    ]);
  });

  it('fails on each text this rule made whole, as it was written before (fixtures from the old sources)', () => {
    const old = [
      // the tag archive's lede (pages)
      "{status.tag.post_count !== undefined ? ` · ${t('pages.tag.count', { count: status.tag.post_count })}` : null}",
      // the live page's upcoming card (livestream)
      '{s.scheduled_start_at ? <time dateTime={s.scheduled_start_at}>{formatFullDate(s.scheduled_start_at, locale, timeZone)}</time> : null}',
      "{' · '}",
      '{t(`livestream.audience.${s.audience}`)}',
      // the embed's legal line (growth)
      "{t('growth.embed.legal')}{' '}",
      "<a className={styles.link} href={termsHref}>{t('growth.embed.terms')}</a>{' '}",
      "{t('growth.embed.and')}{' '}",
      // sharing's e-mail footer, chat's ban text, the post byline, podcasts, coupons
      "button(t('sharing.email.like'), count, href, `${t('sharing.email.like')}: ${title}`),",
      "return text ? `${t('chat.error.publicationBan')} ${text}` : t('chat.error.publicationBan');",
      "{i > 0 ? (i === shown.length - 1 ? ` ${t('post.header.and')} ` : ', ') : null}",
      "{latestEpisode ? ` · ${t('mediaPages.podcasts.latest', { title: latestEpisode.title })}` : ''}",
      "{state.redeemBy ? ` ${t('coupons.redeemBy', { date })}` : ''}",
    ].join('\n');
    expect(assembledTexts('old.tsx', old).map((f) => f.split(': ')[0])).toEqual([
      'old.tsx:1',
      'old.tsx:3',
      'old.tsx:5',
      'old.tsx:6',
      'old.tsx:8',
      'old.tsx:9',
      'old.tsx:10',
      'old.tsx:11',
      'old.tsx:12',
    ]);
  });

  it.each(wholeMessageAreas)('holds in the %s area', (area) => {
    const found = sources(`src/features/${area}`)
      .filter((f) => !notYetWhole.has(f))
      .flatMap((f) => assembledTexts(f, read(f)));
    expect(found).toEqual([]);
  });

  it('lists no file as not yet whole once it is', () => {
    const clean = [...notYetWhole.keys()].filter((f) => assembledTexts(f, read(f)).length === 0);
    expect(clean).toEqual([]);
  });
});
