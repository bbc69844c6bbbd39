/**
 * A 401 on a chat action asks the reader to sign in: the product's one sign-in modal (kit `useSignIn`, entry `chat`)
 * titled "Sign in to take part in this chat.", whose Sign in goes to the product's sign-in page (`paths.signIn(next)`)
 * with this page as `next`. One prompt at a time, however many writes fail together (the modal's host drops a second).
 */
import { useCallback } from 'react';
import { useSignIn } from '../../../kit/signIn/SignInHost';
import { useT } from '../i18n';

export function useChatSignIn(): () => void {
  const t = useT();
  const signIn = useSignIn();
  return useCallback(() => signIn({ entry: 'chat', title: t('chat.signIn.prompt'), actionLabel: t('chat.signIn.action') }), [signIn, t]);
}
