import { describe, expect, it } from 'vitest';
import {
  COLLAPSIBLE_ANIMATION_MS,
  type CollapsiblePanelEvent,
  collapsiblePanelStateNames,
  collapsiblePanelTransition as t,
  isCollapsiblePanelOpen,
} from './collapsiblePanel.machine';

const run = (from: (typeof collapsiblePanelStateNames)[number], ...events: CollapsiblePanelEvent['type'][]) =>
  events.reduce((s, type) => t(s, { type }), { name: from } as { name: (typeof collapsiblePanelStateNames)[number] }).name;

describe('collapsible panel machine (M54)', () => {
  it('animates in 250 ms through the spec’s six states', () => {
    expect(COLLAPSIBLE_ANIMATION_MS).toBe(250);
    expect(run('collapsed', 'TOGGLE')).toBe('startExpanding');
    expect(run('collapsed', 'TOGGLE', 'FRAME')).toBe('expanding');
    expect(run('collapsed', 'TOGGLE', 'FRAME', 'ANIMATION_END')).toBe('expanded');
    expect(run('expanded', 'TOGGLE')).toBe('startCollapsing');
    expect(run('expanded', 'TOGGLE', 'FRAME')).toBe('collapsing');
    expect(run('expanded', 'TOGGLE', 'FRAME', 'ANIMATION_END')).toBe('collapsed');
  });

  it('a toggle mid-way turns back', () => {
    expect(run('startExpanding', 'TOGGLE')).toBe('collapsed');
    expect(run('expanding', 'TOGGLE')).toBe('collapsing');
    expect(run('startCollapsing', 'TOGGLE')).toBe('expanded');
    expect(run('collapsing', 'TOGGLE')).toBe('expanding');
  });

  it('ignores frames and animation ends that do not apply', () => {
    expect(run('collapsed', 'FRAME', 'ANIMATION_END')).toBe('collapsed');
    expect(run('expanded', 'FRAME', 'ANIMATION_END')).toBe('expanded');
    expect(run('startExpanding', 'ANIMATION_END')).toBe('startExpanding');
  });

  it('is open while expanding or expanded', () => {
    expect(collapsiblePanelStateNames.filter((name) => isCollapsiblePanelOpen({ name }))).toEqual(['startExpanding', 'expanding', 'expanded']);
  });
});
