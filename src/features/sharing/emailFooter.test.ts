import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/createTranslator';
import { type EmailFooterPost, emailFooterLink, emailLikeCount, renderEmailPostFooter, renderEmailPostFooterDocument } from './emailFooter';

const post: EmailFooterPost = {
  slug: 'city-reads',
  title: 'City reads',
  canonical_url: 'https://margin.example.com/p/city-reads',
  reactions: { '❤': 1234 },
  comment_count: 56,
  restacks: 7,
};

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}

describe('email footer links', () => {
  it.each([
    ['like', 'https://margin.example.com/p/city-reads?action=like&utm_campaign=email-like&utm_medium=email&utm_source=email'],
    ['comment', 'https://margin.example.com/p/city-reads?comments=true&utm_campaign=email-comment&utm_medium=email&utm_source=email#input'],
    ['restack', 'https://margin.example.com/p/city-reads?action=restack&utm_campaign=email-restack&utm_medium=email&utm_source=email'],
    ['share', 'https://margin.example.com/p/city-reads?action=share&utm_campaign=email-share&utm_medium=email&utm_source=email'],
  ] as const)('%s without override', (action, expected) => {
    expect(emailFooterLink(action, post)).toBe(expected);
  });

  it('adds the recipient referral key first', () => {
    expect(emailFooterLink('share', post, { referralKey: '2u' })).toBe(
      'https://margin.example.com/p/city-reads?r=2u&action=share&utm_campaign=email-share&utm_medium=email&utm_source=email',
    );
  });

  it('uses each override verbatim', () => {
    const withOverrides = {
      ...post,
      reaction_url_override: 'https://t.example/react?p=1',
      comment_url_override: 'https://t.example/comment?p=1',
      share_url_override: 'https://t.example/share?p=1',
    };
    expect(emailFooterLink('like', withOverrides)).toBe('https://t.example/react?p=1');
    expect(emailFooterLink('comment', withOverrides)).toBe('https://t.example/comment?p=1');
    expect(emailFooterLink('share', withOverrides)).toBe('https://t.example/share?p=1');
    // No override exists for restack: the canonical link.
    expect(emailFooterLink('restack', withOverrides)).toBe(
      'https://margin.example.com/p/city-reads?action=restack&utm_campaign=email-restack&utm_medium=email&utm_source=email',
    );
    expect(hrefs(renderEmailPostFooter(withOverrides))).toEqual([
      'https://t.example/react?p=1',
      'https://t.example/comment?p=1',
      'https://margin.example.com/p/city-reads?action=restack&utm_campaign=email-restack&utm_medium=email&utm_source=email',
      'https://t.example/share?p=1',
    ]);
  });

  it('never links javascript: — an unsafe override falls back to the canonical link', () => {
    const hostile = {
      ...post,
      reaction_url_override: 'javascript:alert(1)',
      comment_url_override: ' JAVASCRIPT:alert(2)',
      share_url_override: 'data:text/html,<b>x</b>',
    };
    const html = renderEmailPostFooter(hostile);
    expect(html.toLowerCase()).not.toContain('javascript:');
    expect(html).not.toContain('data:');
    expect(hrefs(html).every((h) => h.startsWith('https://margin.example.com/'))).toBe(true);
  });

  it('falls back to {baseUrl}/p/{slug} without a canonical URL; without any safe address, no links', () => {
    const bare = { slug: 'a b', title: 'T' };
    expect(emailFooterLink('like', bare, { baseUrl: 'https://m.example/' })).toBe(
      'https://m.example/p/a%20b?action=like&utm_campaign=email-like&utm_medium=email&utm_source=email',
    );
    const html = renderEmailPostFooter({ ...bare, canonical_url: 'javascript:alert(1)' });
    expect(hrefs(html)).toEqual([]);
    expect(html).toContain('<span style=');
  });
});

describe('email footer HTML', () => {
  it('is email-safe: tables, inline styles, no classes or scripts, absolute links', () => {
    const html = renderEmailPostFooter(post);
    expect(html.startsWith('<table role="presentation"')).toBe(true);
    expect(html).not.toMatch(/class=|<script|<style|var\(--/i);
    expect(hrefs(html)).toHaveLength(4);
    for (const href of hrefs(html)) expect(href).toMatch(/^https:\/\//);
  });

  it('shortens counts like the app', () => {
    const html = renderEmailPostFooter({ ...post, reactions: { '❤': 1234 }, comment_count: 12_345, restacks: 1_250_000 });
    expect(html).toContain('>Like <span style="color:#555555;font-weight:400;">1.2K</span></a>');
    expect(html).toContain('>Comment <span style="color:#555555;font-weight:400;">12K</span></a>');
    expect(html).toContain('>Restack <span style="color:#555555;font-weight:400;">1.3M</span></a>');
    expect(html).toContain('>Share</a>');
  });

  it('escapes every interpolated value (title with <script> and quotes, hrefs with & and quotes)', () => {
    const title = `"><script>alert('x')</script> & more`;
    const html = renderEmailPostFooter({ ...post, title, share_url_override: 'https://t.example/s?a=1&b="2"' });
    expect(html).not.toContain('<script');
    expect(html).toContain('title="Like: &quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more"');
    expect(html).toContain('href="https://t.example/s?a=1&amp;b=%222%22"');
    const doc = renderEmailPostFooterDocument({ ...post, title });
    expect(doc).toContain('<title>Email footer of “&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more”</title>');
    expect(doc).not.toContain('<script');
  });

  it('can hide Restack and use host labels', () => {
    const t = createTranslator({ 'sharing.email.like': 'J’aime' });
    const html = renderEmailPostFooter(post, { hideRestack: true, t });
    expect(html).not.toContain('Restack');
    expect(html).toContain('J’aime');
    expect(hrefs(html)).toHaveLength(3);
  });

  it('sums the heart reactions', () => {
    expect(emailLikeCount({ reactions: { '❤': 3, '👍': 2 } })).toBe(5);
    expect(emailLikeCount({})).toBe(0);
  });
});
