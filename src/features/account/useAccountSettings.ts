/**
 * Data hooks of the account area: the only place with effects. Page guards (sign-in, the revamp flag), the tab from
 * the platform location, the M26 fields (P06 name, P07 email) and password reset (P08) through the kit's
 * `useOptimisticWrite` (failures shown inline, in the field), E14 for the subscription tab and the card toast, P25
 * for podcast feeds, E18 and E16 for the billing and legacy pages. Timers on the platform clock, storage through the
 * platform adapter (which may throw).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  cancelSubscription,
  changeEmail,
  getCardLast4,
  getSubscription,
  listPodcastFeeds,
  listSubscriptions,
  requestPasswordReset,
  updateName,
} from '../../api/endpoints/account';
import { failureText, paths, readFilter, useMachine, useOptimisticWrite, useRead } from '../../kit';
import { useClock, useDateSettings, useDialogs, useFlag, useLocation, useNavigation, useNow, useStorage, useViewer } from '../../platform/context';
import { normaliseLocation } from '../../platform/navigation';
import { useToast } from '../../ui/Toast';
import { formatFullDate } from '../../i18n/format';
import { useT } from './i18n';
import { accountFieldRules } from './fieldRules';
import * as edit from './machines/accountEdit.machine';
import * as cancel from './machines/cancelSubscription.machine';
import * as card from './machines/cardExpiryToast.machine';
import * as reset from './machines/passwordReset.machine';
import { type SettingsTab, settingsTabOf } from './settingsTab';

/** The feature flag of the revamped account settings (spec 001: off → the legacy `/account`). */
export const ACCOUNT_SETTINGS_FLAG = 'account_settings_revamp';
/** Storage key of the card toast's dismissal (kept one week). */
export const CARD_TOAST_DISMISSED_KEY = 'account.cardExpiryToast.dismissedAt';

/** Where a page must send the reader instead of rendering, or null. Signed out → /login (back here after); flag off → /account. */
export function useAccountGuard(options: { requireFlag: boolean }): string | null {
  const viewer = useViewer();
  const flagOn = useFlag(ACCOUNT_SETTINGS_FLAG);
  const navigation = useNavigation();
  // Decided once, from the address the page was opened at: after the redirect the location is the target's.
  const [target] = useState(() => {
    const here = normaliseLocation(navigation.location());
    if (viewer.role === 'anonymous' || !viewer.user) return paths.signIn(`${here.pathname}${here.search}`);
    return options.requireFlag && !flagOn ? paths.account() : null;
  });
  useEffect(() => {
    if (target) navigation.replace(target);
  }, [target, navigation]);
  return target;
}

/** The tab the address names; choosing a tab pushes a history entry, so back and forward move between tabs. */
export function useSettingsTab(): [SettingsTab, (tab: SettingsTab) => void] {
  const location = useLocation();
  const navigation = useNavigation();
  const tab = settingsTabOf(location.search);
  const choose = useCallback(
    (next: SettingsTab) => {
      if (next !== settingsTabOf(normaliseLocation(navigation.location()).search)) navigation.navigate(paths.accountSettings(next));
    },
    [navigation],
  );
  return [tab, choose];
}

const nameTransition = edit.transition('name', accountFieldRules.name);
const emailTransition = edit.transition('email', accountFieldRules.email);

/** M26 for one field with its write (P06 for the name, P07 for the email). `saved` is the server's current value. */
export function useAccountField(field: edit.AccountField, initialValue: string, onSignedOut?: (email: string) => void) {
  const t = useT();
  const [saved, setSaved] = useState(initialValue);
  // Another viewer (the host signed someone else in): show their value.
  useEffect(() => setSaved(initialValue), [initialValue]);
  const [state, send] = useMachine(field === 'name' ? nameTransition : emailTransition, edit.initialState);
  const write = useOptimisticWrite({
    mutationFn: async (value: string, api): Promise<void> => {
      if (field === 'name') await api.call(updateName, { body: { name: value } });
      else await api.call(changeEmail, { body: { email: value, confirm_email: value } });
    },
    onSucceeded: (_result, value) => {
      setSaved(value);
      const next = send({ type: 'SUCCEEDED' });
      if (next.name === 'signedOut') onSignedOut?.(next.email);
    },
    onFailed: (failure) => {
      send({ type: 'FAILED', error: failure });
      return null; // shown in the field, next to what the reader typed
    },
    // Saving the same value again after a failure is a retry of that save (the kit keeps its key), so a save the
    // server applied although its answer could not be read is not applied twice; another value is a new save.
    retry: { identity: (value) => [value] },
  });
  const run = useCallback(
    (event: edit.Event) => {
      const value = edit.request(send(event));
      if (value === null) return;
      void write.send(value);
    },
    [send, write.send],
  );
  const failure = state.name === 'editing' && state.failure ? failureText(state.failure, t) : null;
  return { state, saved, failure, send: run };
}

/** M26 password reset (P08): the notice shows for 20 s on the platform clock. */
export function usePasswordReset() {
  const t = useT();
  const clock = useClock();
  const [state, send] = useMachine(reset.transition, reset.initialState);
  useEffect(() => {
    if (state.name !== 'sent') return;
    const id = clock.setTimeout(() => send({ type: 'NOTICE_EXPIRED' }), reset.PASSWORD_RESET_NOTICE_MS);
    return () => clock.clearTimeout(id);
  }, [state.name, clock, send]);
  const write = useOptimisticWrite({
    mutationFn: (_: null, api) => api.call(requestPasswordReset, { body: {} }),
    onSucceeded: () => void send({ type: 'SUCCEEDED' }),
    onFailed: (failure) => {
      send({ type: 'FAILED', error: failure });
      return null;
    },
  });
  const request = useCallback(() => {
    if (send({ type: 'REQUEST' }).name === 'sending') void write.send(null);
  }, [send, write.send]);
  return { state, failure: state.name === 'failed' ? failureText(state.failure, t) : null, request };
}

/** E14 for the publication (the mock's home publication when omitted): the follow button's entry too (the kit's derived key). */
export function useAccountSubscription(publicationId: number | undefined, enabled = true) {
  return useRead(getSubscription, { query: { publication_id: publicationId } }, { enabled });
}

/** P25. */
export function usePodcastFeeds(enabled = true) {
  return useRead(listPodcastFeeds, {}, { enabled });
}

/** E18. */
export function useSavedCard(enabled = true) {
  return useRead(getCardLast4, {}, { enabled });
}

/** E16, first page. */
export function useSubscriptionList(enabled = true) {
  return useRead(listSubscriptions, {}, { enabled });
}

function readDismissal(storage: ReturnType<typeof useStorage>): number | null {
  try {
    const raw = storage.get(CARD_TOAST_DISMISSED_KEY);
    const at = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(at) ? at : null;
  } catch {
    return null; // storage unavailable (private mode, blocked): treat as never dismissed
  }
}

/** M29 on E14 (+ E18 for the card's last digits): shown / dismissed for a week (kept in platform storage). */
export function useCardExpiryToast(publicationId: number | undefined) {
  const viewer = useViewer();
  const storage = useStorage();
  const now = useNow();
  const signedIn = viewer.role !== 'anonymous' && viewer.user !== undefined;
  const sub = useAccountSubscription(publicationId, signedIn);
  const cardQuery = useSavedCard(signedIn && sub.data?.is_subscribed === true);
  const [state, send] = useMachine(card.transition, card.initialState);
  const input = useMemo<card.CardExpiryInput | null>(
    () =>
      sub.data
        ? { isSubscribed: sub.data.is_subscribed, cardExpiresAt: sub.data.cardExpiresAt, expiry: sub.data.expiry, now, dismissedAt: readDismissal(storage) }
        : null,
    [sub.data, now, storage],
  );
  useEffect(() => {
    if (input) send({ type: 'EVALUATE', input });
  }, [input, send]);
  const dismiss = useCallback(() => {
    const at = now.getTime();
    send({ type: 'DISMISS', now });
    try {
      storage.set(CARD_TOAST_DISMISSED_KEY, String(at), { maxAgeDays: card.CARD_EXPIRY_DISMISS_DAYS });
    } catch {
      // storage unavailable: dismissed for this visit only
    }
  }, [now, send, storage]);
  const last4 = cardQuery.data?.expires_at && cardQuery.data.expires_at === sub.data?.cardExpiresAt ? cardQuery.data.last4 : null;
  // Shown once the card's digits are known (or could not be read), so the wording does not change under the reader.
  const cardSettled = !cardQuery.isPending || cardQuery.fetchStatus === 'idle';
  return { state: cardSettled ? state : card.initialState, last4, dismiss };
}

/**
 * Cancel (P35), asked first through the platform's confirmation: on success the subscription tab re-reads E14 (it then
 * shows why it no longer renews) and a toast says when it ends; a failure shows the server's reason in an alert and
 * re-reads E14 as well — a failure without a readable answer (a timeout, a cut connection, a garbled answer, a 5xx)
 * may hide a cancel the server applied, and the tab would otherwise say "renewing" until a reload. When the server
 * did not cancel, the re-read answers as before and Cancel stays offered (pressing it again is the same attempt).
 */
export function useCancelSubscription(publicationId: number | undefined) {
  const t = useT();
  const { locale, timeZone } = useDateSettings();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [state, send] = useMachine(cancel.transition, cancel.initialState);
  const write = useOptimisticWrite({
    mutationFn: (id: number, api) => api.call(cancelSubscription, { params: { publicationId: id } }),
    onSucceeded: async (result) => {
      send({ type: 'SUCCEEDED' });
      const end = result.subscription.current_period_end ?? result.subscription.expiry;
      toast.show({ message: end ? t('account.sub.cancelled', { date: formatFullDate(end, locale, timeZone) }) : t('account.sub.cancelledNoDate') });
      await queryClient.invalidateQueries(readFilter(getSubscription, { query: { publication_id: publicationId } }));
    },
    onFailed: (failure) => {
      send({ type: 'FAILED', error: failure });
      void queryClient.invalidateQueries(readFilter(getSubscription, { query: { publication_id: publicationId } }));
      return failureText(failure, t);
    },
    onDismissed: () => void send({ type: 'DISMISS_FAILURE' }),
    // Cancelling the same subscription again after a failure is a retry of that cancel (the kit keeps its key), so a
    // cancel the server applied although its answer could not be read is answered as it was, not refused as already made.
    retry: { identity: (id) => [id] },
  });
  const request = useCallback(async () => {
    if (publicationId === undefined || send({ type: 'REQUEST' }).name !== 'confirming') return;
    const yes = await dialogs.confirm(t('account.sub.cancelConfirm'), {
      destructive: true,
      confirmLabel: t('account.sub.cancelYes'),
      cancelLabel: t('account.sub.keep'),
    });
    if (send({ type: yes ? 'CONFIRM' : 'KEEP' }).name !== 'cancelling') {
      // The reader kept the subscription: a later cancel is a new one.
      write.forgetFailedAttempts();
      return;
    }
    await write.send(publicationId);
  }, [publicationId, send, dialogs, t, write.send, write.forgetFailedAttempts]);
  return { state, request };
}
