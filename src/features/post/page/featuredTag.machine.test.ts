import { describe, expect, it } from 'vitest';
import { canSave, type FeaturedTagEvent, type FeaturedTagState, featuredTagStateNames, init, selectedTag, transition } from './featuredTag.machine';

const pristine: FeaturedTagState = init(1);
const dirty: FeaturedTagState = { name: 'dirty', saved: 1, selected: 2 };
const saving: FeaturedTagState = { name: 'saving', saved: 1, selected: 2 };
const saved: FeaturedTagState = { name: 'saved', saved: 2 };
const failed: FeaturedTagState = { name: 'failed', saved: 1, selected: 2, message: 'Forbidden' };

describe('featured tag editor (M68)', () => {
  const cases: [string, FeaturedTagState, FeaturedTagEvent, FeaturedTagState][] = [
    ['pristine → dirty (another tag)', pristine, { type: 'SELECT', tagId: 2 }, dirty],
    ['pristine → dirty (no tag)', pristine, { type: 'SELECT', tagId: null }, { name: 'dirty', saved: 1, selected: null }],
    ['pristine stays pristine (same tag)', pristine, { type: 'SELECT', tagId: 1 }, pristine],
    ['pristine ignores SAVE (disabled)', pristine, { type: 'SAVE' }, pristine],
    ['pristine ignores SUCCEEDED', pristine, { type: 'SUCCEEDED', tagId: 2 }, pristine],
    ['pristine ignores FAILED', pristine, { type: 'FAILED', message: 'x' }, pristine],
    ['pristine follows SYNC', pristine, { type: 'SYNC', tagId: 3 }, { name: 'pristine', saved: 3 }],
    ['dirty → pristine (back to the saved tag)', dirty, { type: 'SELECT', tagId: 1 }, pristine],
    ['dirty → dirty (yet another tag)', dirty, { type: 'SELECT', tagId: 3 }, { name: 'dirty', saved: 1, selected: 3 }],
    ['dirty → saving', dirty, { type: 'SAVE' }, saving],
    ['dirty ignores SUCCEEDED', dirty, { type: 'SUCCEEDED', tagId: 2 }, dirty],
    ['dirty ignores FAILED', dirty, { type: 'FAILED', message: 'x' }, dirty],
    ['dirty ignores SYNC (keeps the choice)', dirty, { type: 'SYNC', tagId: 3 }, dirty],
    ['saving → saved', saving, { type: 'SUCCEEDED', tagId: 2 }, saved],
    ['saving → failed', saving, { type: 'FAILED', message: 'Forbidden' }, failed],
    ['saving ignores SELECT', saving, { type: 'SELECT', tagId: 3 }, saving],
    ['saving ignores SAVE', saving, { type: 'SAVE' }, saving],
    ['saving ignores SYNC', saving, { type: 'SYNC', tagId: 3 }, saving],
    ['saved → dirty (another tag)', saved, { type: 'SELECT', tagId: 1 }, { name: 'dirty', saved: 2, selected: 1 }],
    ['saved → pristine (same tag)', saved, { type: 'SELECT', tagId: 2 }, { name: 'pristine', saved: 2 }],
    ['saved ignores SAVE', saved, { type: 'SAVE' }, saved],
    ['saved follows SYNC', saved, { type: 'SYNC', tagId: 1 }, { name: 'saved', saved: 1 }],
    ['failed → saving (retry)', failed, { type: 'SAVE' }, saving],
    ['failed → dirty (another tag)', failed, { type: 'SELECT', tagId: 3 }, { name: 'dirty', saved: 1, selected: 3 }],
    ['failed → pristine (saved tag)', failed, { type: 'SELECT', tagId: 1 }, pristine],
    ['failed ignores SUCCEEDED', failed, { type: 'SUCCEEDED', tagId: 2 }, failed],
    ['failed ignores SYNC', failed, { type: 'SYNC', tagId: 5 }, failed],
  ];
  it.each(cases)('%s', (_name, state, event, expected) => expect(transition(state, event)).toEqual(expected));

  it.each([
    [pristine, false, 1],
    [dirty, true, 2],
    [saving, false, 2],
    [saved, false, 2],
    [failed, true, 2],
  ] as const)('%o: canSave %s, shows tag %s', (state, save, tag) => {
    expect(canSave(state)).toBe(save);
    expect(selectedTag(state)).toBe(tag);
  });

  it('lists its states', () => expect(featuredTagStateNames).toEqual(['pristine', 'dirty', 'saving', 'saved', 'failed']));
});
