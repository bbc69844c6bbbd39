import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { RankedUser } from '../../api/schemas/feed';
import { toFailure } from '../../kit/failure';
import { paths } from '../../kit/routes';
import { whoWeAreGroups } from './whoWeAre';

const ranked = (rank: number, id: number, name: string, primary_section_id: number | null, handle?: string): RankedUser =>
  ({ rank, user: { id, name, handle }, publication: null, role: 'contributor', primary_section_id }) as RankedUser;

describe('who we are', () => {
  it('splits columnists (with a primary section) from staff writers and editors, rank order kept, each once', () => {
    const load = {
      name: 'ready',
      data: [ranked(3, 106, 'Gus', null), ranked(1, 105, 'Ada', 11, 'ada'), ranked(2, 104, 'Carmen', 14), ranked(4, 105, 'Ada', null)],
    } as const;
    const status = whoWeAreGroups(load, '', paths.author);
    expect(status.name).toBe('ready');
    if (status.name !== 'ready') return;
    expect(status.columnists.map((p) => [p.name, p.primarySectionId, p.path])).toEqual([
      ['Ada', 11, '/authors/ada'],
      ['Carmen', 14, '/authors/104'],
    ]);
    expect(status.staff.map((p) => [p.name, p.primarySectionId])).toEqual([['Gus', null]]);
  });

  it('a list without a primary section anywhere: everyone is staff', () => {
    const status = whoWeAreGroups({ name: 'ready', data: [ranked(1, 1, 'A', null)] }, '', paths.author);
    expect(status).toMatchObject({ name: 'ready', columnists: [], staff: [{ name: 'A' }] });
  });

  it('loading, empty, and a failed load with its text', () => {
    expect(whoWeAreGroups({ name: 'loading' }, '', paths.author)).toEqual({ name: 'loading' });
    expect(whoWeAreGroups({ name: 'ready', data: [] }, '', paths.author)).toEqual({ name: 'empty' });
    const failure = toFailure(new ApiError({ kind: 'http', route: 'GET /api/v1/publication/users/ranked', status: 500 }));
    expect(whoWeAreGroups({ name: 'error', failure, messageId: 'common.error.server', serverWords: undefined }, 'Could not load.', paths.author)).toEqual({
      name: 'error',
      message: 'Could not load.',
    });
  });
});
