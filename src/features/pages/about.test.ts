import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { RankedUser } from '../../api/schemas/feed';
import { matchRoute, paths } from '../../kit/routes';
import { aboutCta, aboutPeople, canEditAbout } from './about';

const ranked = (rank: number, id: number, name: string, extra: Partial<RankedUser['user']> = {}, role: RankedUser['role'] = 'contributor'): RankedUser =>
  ({ rank, user: { id, name, ...extra }, publication: null, role }) as RankedUser;
const failure = new ApiError({ kind: 'http', route: 'GET /api/v1/publication/users/ranked', status: 500 });

describe('about page', () => {
  it('the end call: signed out → Subscribe, free → Upgrade, the others none', () => {
    expect(aboutCta('anonymous')).toBe('subscribe');
    expect(aboutCta('free')).toBe('upgrade');
    for (const role of ['paid', 'founding', 'contributor', 'admin']) expect(aboutCta(role)).toBeNull();
  });

  it('Edit for contributors and admins only', () => {
    expect(canEditAbout('contributor')).toBe(true);
    expect(canEditAbout('admin')).toBe(true);
    expect(canEditAbout('paid')).toBe(false);
    expect(canEditAbout('anonymous')).toBe(false);
  });

  it('People: rank order, each once, a link to the author page by handle (else id)', () => {
    const load = {
      name: 'ready',
      data: [ranked(2, 104, 'Carmen', { handle: 'carmen', photo_url: 'https://x/c.png' }), ranked(1, 105, 'Ada', {}, 'admin'), ranked(3, 104, 'Carmen')],
    } as const;
    const people = aboutPeople(load, '', paths.author);
    expect(people).toEqual({
      name: 'ready',
      people: [
        { id: 105, name: 'Ada', photoUrl: null, bio: null, role: 'admin', path: '/authors/105' },
        { id: 104, name: 'Carmen', photoUrl: 'https://x/c.png', bio: null, role: 'contributor', path: '/authors/carmen' },
      ],
    });
    expect(matchRoute('/authors/carmen')?.screen).toBe('author');
  });

  it('People: loading, empty, and a failed load with its text', () => {
    expect(aboutPeople({ name: 'loading' }, '', paths.author)).toEqual({ name: 'loading' });
    expect(aboutPeople({ name: 'ready', data: [] }, '', paths.author)).toEqual({ name: 'empty' });
    const error = { name: 'error', failure, messageId: 'pages.about.peopleError', serverWords: undefined } as const;
    expect(aboutPeople(error, 'Could not load.', paths.author)).toEqual({ name: 'error', message: 'Could not load.' });
  });
});
