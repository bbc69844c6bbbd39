/**
 * M61 `gift-modal` (spec 003 §4 "Gift modal", §5, §8, §9; inventory `gift-modal`, K108, K127, T181): a subscriber
 * is offered a free gift subscription (1 month by default): `claim_gift` → `enter_email` → `subscribing` (POST
 * /api/v1/viral_gifts/create_for_email `{email, fromSubstack}`) → `subscribed` → redirect after 1 s. Pure: the hook
 * owns the call and the 1 s timer.
 *
 * ```
 * claim_gift ─CLAIM→ enter_email
 * enter_email ─EDIT(email)→ enter_email (error cleared) ─SUBMIT(non-blank)→ subscribing
 * subscribing ─SUCCEEDED→ subscribed ─REDIRECTED→ done
 * subscribing ─FAILED(serverMessage?)→ enter_email with the server's text or T181 "Something went wrong"
 * any but subscribing/subscribed/done ─CLOSE→ closed
 * ```
 *
 * Guards (`giftModalEligibility`, spec §5): the experiment variant is `duration_focused` or `value_focused`; the month
 * count is at least 1; the reader's email has no "+". Decision: the modal gives the gift to the reader (the email field
 * starts with their own address and may be changed); the same "+" rule is applied to what they type, before the call.
 */

/** K108: the modal's gift defaults to 1 month. */
export const GIFT_MODAL_DEFAULT_MONTHS = 1 as const;
/** K127: after "subscribed" the modal redirects after 1 s. */
export const GIFT_MODAL_REDIRECT_MS = 1_000 as const;

/** The experiment (G31) and the variants that show the modal. */
export const GIFT_MODAL_EXPERIMENT = 'gift_modal' as const;
export const giftModalVariants = ['control', 'duration_focused', 'value_focused'] as const;
export type GiftModalVariant = (typeof giftModalVariants)[number];
export type GiftModalShownVariant = Exclude<GiftModalVariant, 'control'>;

export type GiftModalIneligibleReason = 'variant' | 'months' | 'email';

export interface GiftModalGuardInput {
  /** The reader's experiment variant (`null`: not enrolled). */
  variant: string | null;
  /** Months the gift lasts (default 1). */
  months?: number | null;
  /** The reader's email (`null` when unknown). */
  email: string | null;
}

/** Whether the modal may show, and if not the first guard that failed (variant, months, email — in that order). */
export function giftModalEligibility({
  variant,
  months = GIFT_MODAL_DEFAULT_MONTHS,
  email,
}: GiftModalGuardInput): { eligible: true; variant: GiftModalShownVariant; months: number } | { eligible: false; reason: GiftModalIneligibleReason } {
  if (variant !== 'duration_focused' && variant !== 'value_focused') return { eligible: false, reason: 'variant' };
  const m = months ?? GIFT_MODAL_DEFAULT_MONTHS;
  if (!Number.isInteger(m) || m < 1) return { eligible: false, reason: 'months' };
  if (email === null || email.includes('+')) return { eligible: false, reason: 'email' };
  return { eligible: true, variant, months: m };
}

export const giftModalStateNames = ['claim_gift', 'enter_email', 'subscribing', 'subscribed', 'done', 'closed'] as const;

/** What a failed claim shows: the server's text, or T181 `gift.modal.error` when it sent none. */
export type GiftModalError = { id: 'gift.modal.error' } | { id: 'server'; message: string };

export type GiftModalState =
  | { name: 'claim_gift'; email: string }
  | { name: 'enter_email'; email: string; error: GiftModalError | null }
  | { name: 'subscribing'; email: string }
  | { name: 'subscribed'; email: string }
  /** The redirect ran. */
  | { name: 'done'; email: string }
  /** The reader closed the modal. */
  | { name: 'closed'; email: string };

export type GiftModalEvent =
  | { type: 'CLAIM' }
  | { type: 'EDIT'; email: string }
  | { type: 'SUBMIT' }
  | { type: 'SUCCEEDED' }
  | { type: 'FAILED'; serverMessage?: string | null }
  | { type: 'REDIRECTED' }
  | { type: 'CLOSE' };

export const giftModalEventTypes = [
  'CLAIM',
  'EDIT',
  'SUBMIT',
  'SUCCEEDED',
  'FAILED',
  'REDIRECTED',
  'CLOSE',
] as const satisfies readonly GiftModalEvent['type'][];

/** The first step, with the reader's own email ready in the field. */
export function initGiftModal(email: string | null): GiftModalState {
  return { name: 'claim_gift', email: email ?? '' };
}

/** The error a failure shows. */
export function giftModalError(serverMessage: string | null | undefined): GiftModalError {
  const text = serverMessage?.trim();
  return text ? { id: 'server', message: text } : { id: 'gift.modal.error' };
}

export function giftModalTransition(state: GiftModalState, event: GiftModalEvent): GiftModalState {
  switch (state.name) {
    case 'claim_gift':
      switch (event.type) {
        case 'CLAIM':
          return { name: 'enter_email', email: state.email, error: null };
        case 'CLOSE':
          return { name: 'closed', email: state.email };
        case 'EDIT':
        case 'SUBMIT':
        case 'SUCCEEDED':
        case 'FAILED':
        case 'REDIRECTED':
          return state;
        default:
          return event satisfies never;
      }
    case 'enter_email':
      switch (event.type) {
        case 'EDIT':
          return { name: 'enter_email', email: event.email, error: null };
        case 'SUBMIT':
          return state.email.trim() === '' ? state : { name: 'subscribing', email: state.email.trim() };
        case 'CLOSE':
          return { name: 'closed', email: state.email };
        case 'CLAIM':
        case 'SUCCEEDED':
        case 'FAILED':
        case 'REDIRECTED':
          return state;
        default:
          return event satisfies never;
      }
    case 'subscribing':
      switch (event.type) {
        case 'SUCCEEDED':
          return { name: 'subscribed', email: state.email };
        case 'FAILED':
          return { name: 'enter_email', email: state.email, error: giftModalError(event.serverMessage) };
        // One call at a time; the modal cannot be closed while it runs.
        case 'CLAIM':
        case 'EDIT':
        case 'SUBMIT':
        case 'REDIRECTED':
        case 'CLOSE':
          return state;
        default:
          return event satisfies never;
      }
    case 'subscribed':
      switch (event.type) {
        case 'REDIRECTED':
          return { name: 'done', email: state.email };
        case 'CLAIM':
        case 'EDIT':
        case 'SUBMIT':
        case 'SUCCEEDED':
        case 'FAILED':
        case 'CLOSE':
          return state;
        default:
          return event satisfies never;
      }
    case 'done':
    case 'closed':
      return state;
    default:
      return state satisfies never;
  }
}

/** Whether the dialog is open. */
export function isGiftModalOpen(state: GiftModalState): boolean {
  return state.name !== 'closed' && state.name !== 'done';
}

/** The kit's name for the machine's transition (`useMachine(transition, …)`). */
export { giftModalTransition as transition };
