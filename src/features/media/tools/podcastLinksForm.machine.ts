/**
 * The podcast platform links form (inventory `podcast-platform-links-form`, spec 002 §5, M69 for each field). Pure:
 * the loaded links and the save's outcome arrive as events; M69's rules come from `../podcastLinks`.
 *
 * ```
 * loading ─LOADED(links)→ editing
 * editing ─EDIT(field, value)→ editing   (clears that field's server error)
 * editing ─SUBMIT→ saving            when every field passes M69
 *         ─SUBMIT→ editing(showErrors) otherwise (T123 / T124 under each failing field; nothing is sent)
 * saving ─SUCCEEDED(links)→ editing(saved)   ─FAILED(field?, message)→ editing(server error; typed text kept)
 * ```
 */
import { type PodcastLinkField, type PodcastLinkVerdict, podcastLinkFields, validatePodcastLinks } from '../podcastLinks';

export type PodcastLinkValues = Record<PodcastLinkField, string>;

/** A field's error to show: M69's verdict (the view words it with T123/T124) or the server's own words. */
export type PodcastLinkError = Exclude<PodcastLinkVerdict, { name: 'valid' }> | { name: 'server'; message: string };

export type PodcastLinksFormState =
  | { name: 'loading' }
  | {
      name: 'editing';
      values: PodcastLinkValues;
      /** M69's errors are shown once the author has tried to save (until then typing is not interrupted). */
      showErrors: boolean;
      serverErrors: Partial<Record<PodcastLinkField, string>>;
      /** The last save went through and nothing was edited since. */
      saved: boolean;
    }
  | { name: 'saving'; values: PodcastLinkValues };

export type PodcastLinksFormEvent =
  | { type: 'LOADED'; links: Partial<Record<PodcastLinkField, string | null>> }
  | { type: 'EDIT'; field: PodcastLinkField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'SUCCEEDED'; links: Partial<Record<PodcastLinkField, string | null>> }
  | { type: 'FAILED'; field: PodcastLinkField | undefined; message: string };

export const podcastLinksFormStateNames = ['loading', 'editing', 'saving'] as const;
export const podcastLinksFormEventTypes = ['LOADED', 'EDIT', 'SUBMIT', 'SUCCEEDED', 'FAILED'] as const satisfies readonly PodcastLinksFormEvent['type'][];

export const initialPodcastLinksFormState: PodcastLinksFormState = { name: 'loading' };

function valuesOf(links: Partial<Record<PodcastLinkField, string | null>>): PodcastLinkValues {
  return Object.fromEntries(podcastLinkFields.map((field) => [field, links[field] ?? ''])) as PodcastLinkValues;
}

const editing = (values: PodcastLinkValues, patch: Partial<Extract<PodcastLinksFormState, { name: 'editing' }>> = {}): PodcastLinksFormState => ({
  name: 'editing',
  values,
  showErrors: false,
  serverErrors: {},
  saved: false,
  ...patch,
});

/** Each field's error to show in a state (M69's, once shown, before the server's). */
export function fieldErrors(state: PodcastLinksFormState): Partial<Record<PodcastLinkField, PodcastLinkError>> {
  if (state.name !== 'editing') return {};
  const verdicts = validatePodcastLinks(state.values);
  const errors: Partial<Record<PodcastLinkField, PodcastLinkError>> = {};
  for (const field of podcastLinkFields) {
    const verdict = verdicts[field];
    const server = state.serverErrors[field];
    if (state.showErrors && verdict.name !== 'valid') errors[field] = verdict;
    else if (server !== undefined) errors[field] = { name: 'server', message: server };
  }
  return errors;
}

/** The links a saving state sends (trimmed; empty fields as `null`), or `null` when nothing is to be sent. */
export function saveRequest(state: PodcastLinksFormState): Record<PodcastLinkField, string | null> | null {
  if (state.name !== 'saving') return null;
  return Object.fromEntries(podcastLinkFields.map((field) => [field, state.values[field].trim() || null])) as Record<PodcastLinkField, string | null>;
}

export function transition(state: PodcastLinksFormState, event: PodcastLinksFormEvent): PodcastLinksFormState {
  switch (event.type) {
    case 'LOADED':
      return state.name === 'loading' ? editing(valuesOf(event.links)) : state;
    case 'EDIT': {
      if (state.name !== 'editing' || state.values[event.field] === event.value) return state;
      const { [event.field]: _cleared, ...serverErrors } = state.serverErrors;
      return { ...state, values: { ...state.values, [event.field]: event.value }, serverErrors, saved: false };
    }
    case 'SUBMIT': {
      if (state.name !== 'editing') return state;
      const verdicts = validatePodcastLinks(state.values);
      if (podcastLinkFields.some((field) => verdicts[field].name !== 'valid')) return { ...state, showErrors: true, saved: false };
      return { name: 'saving', values: state.values };
    }
    case 'SUCCEEDED':
      return state.name === 'saving' ? editing(valuesOf(event.links), { saved: true }) : state;
    case 'FAILED':
      if (state.name !== 'saving') return state;
      return editing(state.values, event.field ? { serverErrors: { [event.field]: event.message } } : {});
    default:
      return event satisfies never;
  }
}

/** The machine's transition under the name the package exports. */
export const podcastLinksFormTransition = transition;

/**
 * The field a server's 400 names (the kit's `ApiError.field`, from `errors[0].field`) and its words, when it is one
 * of the form's fields; a message that repeats the field's name first (`spotify_url: …`) loses it.
 */
export function serverFieldError(field: string | undefined, message: string | undefined): { field: PodcastLinkField; message: string } | null {
  if (!field || !message || !podcastLinkFields.includes(field as PodcastLinkField)) return null;
  const words = message.startsWith(`${field}:`) ? message.slice(field.length + 1).trim() : message.trim();
  return { field: field as PodcastLinkField, message: words };
}
