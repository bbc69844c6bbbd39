/**
 * What the clip modal shows while a clip is made (M09; spec 000 clip modal, K008, K010). Pure: each poll's answer
 * arrives as an event; the hook polls `GET /api/v1/video/upload/{id}` (and its assets) every 5 s while `polling`.
 *
 * ```
 * creating ─POLLED(creating + ready preview asset)→ preview
 *          ─POLLED(uploaded)→ uploaded ─POLLED(transcoded)→ transcoded; polling stops once the rendition is known
 *          ─POLLED(error) | 3 POLL_FAILED in a row→ error (polling stops; "Oops! There was an error creating the clip.")
 * ```
 *
 * The spec polls "until `mux_rendition_quality` is present or state is error". A poll that fails (network, 5xx)
 * keeps the shown state and polls again; three failures in a row end in `error` (a decision: the spec is silent, and
 * a clip that can never be read must not spin for ever).
 */
import type { ClipDisplayState, MediaUpload, MediaUploadAssets } from '../../api/schemas/media';

/** What the clip modal shows: the server state, except `creating` + a ready preview asset → `preview` (G07). */
export function clipDisplayState(upload: Pick<MediaUpload, 'state'>, assets?: MediaUploadAssets | null): ClipDisplayState {
  if (upload.state === 'creating' && assets?.mux_preview_asset?.status === 'ready') return 'preview';
  return upload.state;
}

/** K008: the clip is polled this often (ms). */
export const CLIP_POLL_INTERVAL_MS = 5_000;
/** Polls that may fail in a row before the clip is shown as failed. */
export const CLIP_POLL_MAX_FAILURES = 3;

export type ClipDisplayMachineState = {
  name: ClipDisplayState;
  /** Whether the hook keeps polling. */
  polling: boolean;
  /** Failed polls in a row. */
  failures: number;
  /** Answers so far (read or failed). */
  polls: number;
};

export type ClipDisplayEvent =
  | { type: 'POLLED'; upload: Pick<MediaUpload, 'state' | 'mux_rendition_quality'>; assets?: MediaUploadAssets | null }
  | { type: 'POLL_FAILED' };

export const clipDisplayEventTypes = ['POLLED', 'POLL_FAILED'] as const satisfies readonly ClipDisplayEvent['type'][];

export const initialClipDisplayState: ClipDisplayMachineState = { name: 'creating', polling: true, failures: 0, polls: 0 };

export function transition(state: ClipDisplayMachineState, event: ClipDisplayEvent): ClipDisplayMachineState {
  if (!state.polling) return state;
  switch (event.type) {
    case 'POLLED': {
      const name = clipDisplayState(event.upload, event.assets);
      const done = name === 'error' || Boolean(event.upload.mux_rendition_quality);
      return { name, polling: !done, failures: 0, polls: state.polls + 1 };
    }
    case 'POLL_FAILED': {
      const failures = state.failures + 1;
      return failures >= CLIP_POLL_MAX_FAILURES
        ? { name: 'error', polling: false, failures, polls: state.polls + 1 }
        : { ...state, failures, polls: state.polls + 1 };
    }
    default:
      return event satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const clipDisplayTransition = transition;

/** Why the create-clip control is disabled (T035 at ≤ 5 s, K009; T036 when not subscribed), or `null` when enabled. */
export type ClipCreateBlock = 'too_short' | 'not_subscribed';

/** K009: videos this long or shorter cannot be clipped (seconds). */
export const MIN_CLIPPABLE_DURATION_S = 5;

export function clipCreateBlock(input: { duration: number | null | undefined; subscribed: boolean }): ClipCreateBlock | null {
  if (!input.subscribed) return 'not_subscribed';
  if (!(typeof input.duration === 'number' && input.duration > MIN_CLIPPABLE_DURATION_S)) return 'too_short';
  return null;
}
