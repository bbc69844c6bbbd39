/**
 * A 401 on a chat action asks the reader to sign in, the way the footer does for a like: the platform's confirmation
 * ("Sign in to take part in this chat.", Sign in / Cancel), and Sign in goes to the product's sign-in page
 * (`paths.signIn(next)`) with this page as `next`. One prompt at a time, however many writes fail together.
 */
import { useCallback, useRef } from 'react';
import { paths } from '../../../kit/routes';
import { useDialogs, useLocation, useNavigation } from '../../../platform/context';
import { useT } from '../i18n';

export function useChatSignIn(): () => void {
  const t = useT();
  const dialogs = useDialogs();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const open = useRef(false);
  return useCallback(() => {
    if (open.current) return;
    open.current = true;
    void dialogs
      .confirm(t('chat.signIn.prompt'), { confirmLabel: t('chat.signIn.action') })
      .then((ok) => {
        if (ok) navigation.navigate(paths.signIn(`${pathname}${search}`));
      })
      .finally(() => {
        open.current = false;
      });
  }, [dialogs, navigation, pathname, search, t]);
}
