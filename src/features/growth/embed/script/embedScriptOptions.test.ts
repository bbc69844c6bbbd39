import { describe, expect, it } from 'vitest';
import { freeSignup, requestSubscription } from '../../../../api/endpoints/account';
import { getWelcomePageData } from '../../../../api/endpoints/growth';
import { embedScriptRoutes } from './embedScriptApi';
import { readEmbedScriptOptions } from './embedScriptOptions';

describe('the subscribe script’s data attributes', () => {
  it('takes the publication’s address as the API by default, light and in the page’s direction', () => {
    expect(readEmbedScriptOptions({ publication: 'https://dailymargin.example.com/some/page' })).toEqual({
      ok: true,
      options: { api: 'https://dailymargin.example.com', target: null, dir: null, theme: 'light' },
    });
  });

  it('reads data-api, data-target, data-dir and data-theme', () => {
    expect(
      readEmbedScriptOptions({ publication: 'https://a.example.com', api: 'http://localhost:8787/', target: ' #slot ', dir: 'rtl', theme: 'dark' }),
    ).toEqual({ ok: true, options: { api: 'http://localhost:8787', target: '#slot', dir: 'rtl', theme: 'dark' } });
  });

  it('ignores directions and themes it does not know', () => {
    const read = readEmbedScriptOptions({ publication: 'https://a.example.com', dir: 'sideways', theme: 'neon' });
    expect(read.ok && read.options).toMatchObject({ dir: null, theme: 'light' });
  });

  it.each([
    [{}, 'data-publication'],
    [{ publication: 'dailymargin' }, 'data-publication'],
    [{ publication: 'javascript:alert(1)' }, 'data-publication'],
    [{ publication: 'https://a.example.com', api: 'ftp://a.example.com' }, 'data-api'],
    [{ publication: 'https://a.example.com', api: '' }, 'data-api'],
  ])('refuses %j', (dataset, attribute) => {
    const read = readEmbedScriptOptions(dataset);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problem).toContain(attribute);
  });
});

describe('the subscribe script’s calls', () => {
  it('are the endpoint declarations’ routes (E58, E21, E19)', () => {
    expect(embedScriptRoutes).toEqual({
      publication: { method: getWelcomePageData.method, path: getWelcomePageData.path },
      signup: { method: freeSignup.method, path: freeSignup.path },
      request: { method: requestSubscription.method, path: requestSubscription.path },
    });
    expect(requestSubscription.bodyEncoding).toBe('form');
    expect(freeSignup.bodyEncoding ?? 'json').toBe('json');
  });
});
