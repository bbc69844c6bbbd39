/**
 * Share start-at time (M11, spec 000 "Start-at time for share: must parse as a time. If it exceeds the video or
 * podcast duration it is invalid and the value becomes null. The placeholder is 0:00" — T034). Pure.
 *
 * Accepted: `m:ss` / `mm:ss` (any number of minutes, seconds 00–59) and `h:mm:ss` (minutes and seconds 00–59);
 * surrounding spaces are ignored. Empty input means "from the start" (no `t` in the link, no error). Anything else
 * is invalid with a message naming the field and its rule (`sharing.startAt.invalidFormat`), and a time beyond the
 * media's duration is invalid (`sharing.startAt.tooLate`); in both cases the value is `null` and the share link
 * carries no timestamp. A valid time of 0 also adds nothing (`t` is only added above 0). The input's placeholder
 * (T034 "0:00") is the catalogue's `sharing.startAt.placeholder`, so a host's messages can change it.
 */
import { formatDuration } from '../../i18n/format';

export type StartAtError = { readonly rule: 'format' } | { readonly rule: 'max'; readonly maxSeconds: number };

export type StartAtParse = { readonly ok: true; readonly seconds: number | null } | { readonly ok: false; readonly error: StartAtError };

const MINUTES_SECONDS = /^(\d{1,4}):([0-5]\d)$/;
const HOURS_MINUTES_SECONDS = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/;

/** Parses a start time; `seconds: null` for empty input. `durationSeconds` (when known) is the upper bound. */
export function parseStartAt(input: string, durationSeconds?: number | null): StartAtParse {
  const value = input.trim();
  if (value === '') return { ok: true, seconds: null };
  let seconds: number;
  const hms = HOURS_MINUTES_SECONDS.exec(value);
  const ms = MINUTES_SECONDS.exec(value);
  if (hms) seconds = Number(hms[1]) * 3600 + Number(hms[2]) * 60 + Number(hms[3]);
  else if (ms) seconds = Number(ms[1]) * 60 + Number(ms[2]);
  else return { ok: false, error: { rule: 'format' } };
  if (durationSeconds != null && Number.isFinite(durationSeconds) && seconds > durationSeconds) {
    return { ok: false, error: { rule: 'max', maxSeconds: Math.floor(durationSeconds) } };
  }
  return { ok: true, seconds };
}

/** Seconds as the input shows them: "m:ss" or "h:mm:ss" (same as the players). */
export function formatStartAt(seconds: number): string {
  return formatDuration(seconds);
}

// ——— the input's state (M11) ———

export const startAtStateNames = ['empty', 'valid', 'invalid'] as const;

/** The input's state, keyed by `name`: `empty` (from the start), `valid` (a time) or `invalid` (with `error`). */
export interface StartAtState {
  readonly name: (typeof startAtStateNames)[number];
  /** What the reader typed. */
  readonly input: string;
  /** Parsed seconds; `null` when empty or invalid (the link then has no timestamp). */
  readonly seconds: number | null;
  readonly error: StartAtError | null;
  /** The media's length in seconds, when known. */
  readonly durationSeconds: number | null;
}

export type StartAtEvent =
  | { readonly type: 'CHANGE'; readonly value: string }
  /** The media's length became known or changed (another subject): the input is checked again. */
  | { readonly type: 'DURATION'; readonly durationSeconds: number | null }
  | { readonly type: 'RESET' };

function check(value: string, durationSeconds: number | null): StartAtState {
  const parsed = parseStartAt(value, durationSeconds);
  if (!parsed.ok) return { name: 'invalid', input: value, seconds: null, error: parsed.error, durationSeconds };
  return { name: value.trim() === '' ? 'empty' : 'valid', input: value, seconds: parsed.seconds, error: null, durationSeconds };
}

export function initialStartAtState(durationSeconds: number | null = null): StartAtState {
  return { name: 'empty', input: '', seconds: null, error: null, durationSeconds };
}

export function transition(state: StartAtState, event: StartAtEvent): StartAtState {
  switch (event.type) {
    case 'CHANGE':
      return check(event.value, state.durationSeconds);
    case 'DURATION':
      return event.durationSeconds === state.durationSeconds ? state : check(state.input, event.durationSeconds);
    case 'RESET':
      return initialStartAtState(state.durationSeconds);
    default:
      event satisfies never;
      return state;
  }
}

/** The transition under the name the package exports. */
export const startAtTransition = transition;
