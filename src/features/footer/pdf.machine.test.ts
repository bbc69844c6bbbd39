import { describe, expect, it } from 'vitest';
import { initialPdfState, PDF_MODAL_AUTO_CLOSE_MS, pdfEventTypes, pdfStateNames, pdfTransition } from './pdf.machine';

describe('pdf machine (M23)', () => {
  it('uses K026 and names states/events', () => {
    expect(PDF_MODAL_AUTO_CLOSE_MS).toBe(10_000);
    expect(pdfStateNames).toEqual(['idle', 'generating']);
    expect(pdfEventTypes).toEqual(['OPEN', 'ELAPSED', 'CLOSE']);
  });
  it('idle + OPEN → generating', () => {
    expect(pdfTransition(initialPdfState, { type: 'OPEN', at: 1000 })).toEqual({ name: 'generating', startedAt: 1000 });
  });
  it.each([
    [9_999, 'generating'],
    [10_000, 'idle'],
    [25_000, 'idle'],
  ])('generating + ELAPSED after %i ms → %s', (ms, name) => {
    expect(pdfTransition({ name: 'generating', startedAt: 1000 }, { type: 'ELAPSED', now: 1000 + ms }).name).toBe(name);
  });
  it('generating + CLOSE → idle; OPEN ignored', () => {
    const g = { name: 'generating', startedAt: 0 } as const;
    expect(pdfTransition(g, { type: 'CLOSE' })).toEqual({ name: 'idle' });
    expect(pdfTransition(g, { type: 'OPEN', at: 5 })).toBe(g);
  });
  it('idle ignores ELAPSED and CLOSE', () => {
    expect(pdfTransition(initialPdfState, { type: 'ELAPSED', now: 99_999 })).toBe(initialPdfState);
    expect(pdfTransition(initialPdfState, { type: 'CLOSE' })).toBe(initialPdfState);
  });
});
