import { describe, expect, it } from 'vitest';
import { type FileDropState, fileDropStateNames, fileDropTransition as t, initialFileDropState } from './fileDrop.machine';

const idle = initialFileDropState<string>();

describe('file drop machine (M70)', () => {
  it('names its states', () => {
    expect(fileDropStateNames).toEqual(['idle', 'dragover', 'reading', 'accepted', 'rejected', 'read_error']);
  });

  it('idle ⇄ dragover', () => {
    const over = t(idle, { type: 'DRAG_ENTER' });
    expect(over).toEqual({ name: 'dragover' });
    expect(t(over, { type: 'DRAG_LEAVE' })).toEqual({ name: 'idle' });
    expect(t(over, { type: 'DRAG_ENTER' })).toBe(over);
  });

  it('a drop with files is read, then accepted or read_error (T: "Something went wrong!")', () => {
    const reading = t({ name: 'dragover' } as FileDropState<string>, { type: 'DROP', files: ['a.mp3'] });
    expect(reading).toEqual({ name: 'reading', files: ['a.mp3'] });
    expect(t(reading, { type: 'READ' })).toEqual({ name: 'accepted', files: ['a.mp3'] });
    expect(t(reading, { type: 'READ_FAILED' })).toEqual({ name: 'read_error' });
    expect(t(reading, { type: 'DRAG_LEAVE' })).toBe(reading);
  });

  it('a drop without files is rejected (T125 "Please only drag files!")', () => {
    expect(t({ name: 'dragover' } as FileDropState<string>, { type: 'DROP', files: [] })).toEqual({ name: 'rejected' });
  });

  it('finished states take a new drag; RESET goes back to idle', () => {
    for (const s of [{ name: 'accepted', files: ['a'] }, { name: 'rejected' }, { name: 'read_error' }] as FileDropState<string>[]) {
      expect(t(s, { type: 'DRAG_ENTER' })).toEqual({ name: 'dragover' });
      expect(t(s, { type: 'RESET' })).toEqual({ name: 'idle' });
      expect(t(s, { type: 'DROP', files: ['b'] })).toBe(s);
    }
    expect(t(idle, { type: 'RESET' })).toBe(idle);
    expect(t(idle, { type: 'DROP', files: ['a'] })).toBe(idle);
  });
});
