/**
 * The newsletters page's data hook: `useNewsletters` plus what only the page does — leaving for the home page when
 * M25 says so, and the one confirmation toast for `?subscribed_to=` / `?unsubscribed_from=` (a section id), after
 * which the address drops them. The page's connected component only joins this to its view.
 */
import { useEffect, useRef } from 'react';
import { paths } from '../../kit/routes';
import { useLocation, useNavigation } from '../../platform/context';
import { hasBidiText, isolate } from '../../ui/bidi';
import { useToast } from '../../ui/Toast';
import { useT } from './i18n';
import { type UseNewslettersOptions, useNewsletters } from './useNewsletters';

export interface UseNewslettersPageOptions extends UseNewslettersOptions {
  subscribedTo: number | undefined;
  unsubscribedFrom: number | undefined;
}

/** A name inside a toast's plain string: isolated only when it could reorder the sentence. */
const inText = (text: string) => (hasBidiText(text) ? isolate(text) : text);

export function useNewslettersPage({ subscribedTo, unsubscribedFrom, ...options }: UseNewslettersPageOptions): ReturnType<typeof useNewsletters> {
  const t = useT();
  const toast = useToast();
  const navigation = useNavigation();
  const location = useLocation();
  const newsletters = useNewsletters(options);
  const { state, page } = newsletters;

  useEffect(() => {
    if (state.name === 'redirect_home') navigation.replace(paths.home());
  }, [state.name, navigation]);

  const confirmed = useRef(false);
  useEffect(() => {
    if (confirmed.current || !page || (subscribedTo === undefined && unsubscribedFrom === undefined)) return;
    confirmed.current = true;
    const nameOf = (id: number | undefined) => page.newsletters.find((n) => n.sectionId === id)?.name;
    const unsubscribed = nameOf(unsubscribedFrom);
    const subscribed = nameOf(subscribedTo);
    if (unsubscribed) toast.show({ message: t('newsletters.confirm.unsubscribed', { section: inText(unsubscribed) }) });
    if (subscribed) toast.show({ message: t('newsletters.confirm.subscribed', { section: inText(subscribed) }) });
    const query = new URLSearchParams(location.search);
    query.delete('subscribed_to');
    query.delete('unsubscribed_from');
    const rest = query.toString();
    navigation.replace(`${location.pathname}${rest ? `?${rest}` : ''}`);
  }, [page, subscribedTo, unsubscribedFrom, toast, t, navigation, location]);

  return newsletters;
}
