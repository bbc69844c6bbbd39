/**
 * "Open as PDF" (M23; spec 001 "Post footer bar", §4, §9). Pure: time arrives as `ELAPSED`.
 *
 * ```
 * idle ─OPEN(at)→ generating (modal) ─ELAPSED(now ≥ at + 10 s)→ idle;  generating ─CLOSE→ idle
 * ```
 *
 * The hook starts a 10 s timer on the platform clock (K026) when the modal opens and sends `ELAPSED`. The spec does
 * not name the PDF endpoint (G53): the modal asks the host's browser to print the post (`window.print`) — hosts
 * with a PDF service pass their own `onOpenAsPdf`.
 */
/** K026: the generating modal closes itself after this long. */
export const PDF_MODAL_AUTO_CLOSE_MS = 10_000;

export type PdfState = { name: 'idle' } | { name: 'generating'; startedAt: number };

export type PdfEvent =
  | { type: 'OPEN'; at: number }
  /** A clock tick: closes the modal when 10 s have passed since it opened. */
  | { type: 'ELAPSED'; now: number }
  | { type: 'CLOSE' };

export const pdfStateNames = ['idle', 'generating'] as const;
export const pdfEventTypes = ['OPEN', 'ELAPSED', 'CLOSE'] as const satisfies readonly PdfEvent['type'][];

export const initialPdfState: PdfState = { name: 'idle' };

export function transition(state: PdfState, event: PdfEvent): PdfState {
  switch (state.name) {
    case 'idle':
      switch (event.type) {
        case 'OPEN':
          return { name: 'generating', startedAt: event.at };
        case 'ELAPSED':
        case 'CLOSE':
          return state;
        default:
          return event satisfies never;
      }
    case 'generating':
      switch (event.type) {
        case 'OPEN':
          return state;
        case 'ELAPSED':
          return event.now - state.startedAt >= PDF_MODAL_AUTO_CLOSE_MS ? { name: 'idle' } : state;
        case 'CLOSE':
          return { name: 'idle' };
        default:
          return event satisfies never;
      }
    default:
      return state satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const pdfTransition = transition;
