/**
 * The note composer (`NoteComposerProvider` + `ComposerBar`, the real connected part on the bench's providers, no
 * network): typing into a 5,000-character note. Each run is one keystroke — a character appended the way a browser's
 * input does it (the field's value set, an `input` event) — timed to React's last commit (`commitMs`, Profiler around
 * the composer) and to the next paint. The budget: ≤ 16 ms per key. The draft is written to storage 400 ms
 * after the last key, never inside a keystroke.
 */
import { afterEach, expect, test } from 'vitest';
import { ComposerBar } from '../../src/features/notes/ComposerBar';
import { NoteComposerProvider } from '../../src/features/notes/NoteComposerProvider';
import { createRenderLog, fontsReady, type Mounted, measureInteraction, mountMeasured, nextPaint, RenderProbe, record, runsOr, sample } from '../harness';

const NOTE_CHARS = 5_000;
const PARAGRAPH = 'Herons stand in the shallows at dawn, and the reservoir keeps its own slow time. ';
const note = PARAGRAPH.repeat(Math.ceil(NOTE_CHARS / PARAGRAPH.length)).slice(0, NOTE_CHARS);

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const setValue = /* @__PURE__ */ Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
function type(field: HTMLTextAreaElement, text: string) {
  setValue.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

async function waitFor<T>(find: () => T | null | undefined, frames = 600): Promise<T> {
  for (let i = 0; i < frames; i++) {
    const found = find();
    if (found) return found;
    await nextPaint();
  }
  throw new Error('not found');
}

test('note composer: a keystroke in a 5,000-character note, to commit and to paint', async () => {
  await fontsReady();
  const log = createRenderLog();
  mounted = (
    await mountMeasured(
      <RenderProbe log={log} id="composer">
        <NoteComposerProvider>
          <ComposerBar />
        </NoteComposerProvider>
      </RenderProbe>,
    )
  ).mounted;
  const bar = mounted.container.querySelector<HTMLButtonElement>('[data-part="composer-bar"] button')!;
  bar.click();
  const field = await waitFor(() => document.querySelector<HTMLTextAreaElement>('[data-part="note-composer"] textarea'));
  type(field, note);
  await nextPaint();
  // A fact: the whole note is in the field (and so in the machine's draft).
  expect(field.value).toHaveLength(NOTE_CHARS);
  let text = note;
  const { summaries } = await sample({ runs: runsOr(40), warmup: 5 }, async () => {
    text += 'x';
    const expected = text;
    log.reset();
    const timing = await measureInteraction(() => type(field, expected), { log, done: () => field.value === expected });
    expect(field.value).toHaveLength(expected.length);
    return { commitMs: timing.commitMs, paintMs: timing.paintMs };
  });
  await record(
    'notes-composer.keystroke-5000',
    { ...summaries, noteChars: NOTE_CHARS },
    { commitMs: { median: 16, p95: 32 }, paintMs: { median: 34, p95: 50 } },
    'commitMs: the input event to the last React commit of the composer (the issue budget, 16 ms a key). paintMs is frame-quantised (a key that fits in the frame shows up to ~17 ms later).',
  );
});
