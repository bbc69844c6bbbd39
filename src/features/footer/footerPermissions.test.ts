import { describe, expect, it } from 'vitest';
import { footerPermissions, restackPermission } from './footerPermissions';

const allFlags = { like_posts_enabled: true, enable_post_summarization: true, show_open_post_as_pdf_button: true };
const noFlags = { like_posts_enabled: false, enable_post_summarization: false, show_open_post_as_pdf_button: false };

describe('footer permissions', () => {
  it.each([
    ['anonymous', 'anonymous', false, { like: true, restack: 'signIn', edit: false }],
    ['free', 'free', false, { like: true, restack: 'enabled', edit: false }],
    ['paid', 'paid', false, { restack: 'enabled', edit: false }],
    ['founding', 'founding', false, { edit: false }],
    ['contributor', 'contributor', false, { edit: true }],
    ['contributor in cross-post mode', 'contributor', true, { edit: false }],
    ['admin', 'admin', false, { edit: true }],
    ['admin in cross-post mode', 'admin', true, { edit: false }],
  ] as const)('%s', (_n, role, crossPost, expected) => {
    expect(footerPermissions({ role, flags: allFlags, crossPost })).toMatchObject({ comment: true, share: true, save: true, ...expected });
  });
  it.each([
    ['all flags on', allFlags, { like: true, readerGuide: true, pdf: true }],
    ['all flags off', noFlags, { like: false, readerGuide: false, pdf: false }],
    ['only likes', { ...noFlags, like_posts_enabled: true }, { like: true, readerGuide: false, pdf: false }],
    ['only the reader guide', { ...noFlags, enable_post_summarization: true }, { like: false, readerGuide: true, pdf: false }],
    ['only PDF', { ...noFlags, show_open_post_as_pdf_button: true }, { like: false, readerGuide: false, pdf: true }],
  ])('%s', (_n, flags, expected) => {
    expect(footerPermissions({ role: 'paid', flags, crossPost: false })).toMatchObject(expected);
  });
  it.each([
    ['no publication given', 'paid', undefined, 'enabled'],
    ['community on', 'paid', { community_enabled: true }, 'enabled'],
    ['community off', 'paid', { community_enabled: false }, 'hidden'],
    ['hides restacks', 'paid', { community_enabled: true, hide_post_restacks: true }, 'disabled'],
    ['invite-only', 'paid', { community_enabled: true, invite_only: true }, 'disabled'],
    ['anonymous, community on', 'anonymous', { community_enabled: true }, 'signIn'],
    ['anonymous, restacks hidden', 'anonymous', { hide_post_restacks: true }, 'disabled'],
    ['anonymous, community off', 'anonymous', { community_enabled: false }, 'hidden'],
  ] as const)('restack: %s', (_n, role, publication, expected) => {
    expect(restackPermission(role, publication)).toBe(expected);
  });
});
