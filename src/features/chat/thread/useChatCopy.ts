/**
 * Copy link / Copy text of a thread or reply: the sharing area's `useCopyLink` writes to the clipboard, then the
 * toast "Link copied" / "Text copied". The link is the thread link or the reply link on this site's origin.
 */
import { useCallback } from 'react';
import { useT } from '../i18n';
import { useToast } from '../../../ui/Toast';
import { useCopyLink } from '../../sharing';
import { chatCopyLink } from '../links';
import type { ChatItem } from '../permissions';

export function useChatCopy() {
  const t = useT();
  const toast = useToast();
  const { copy } = useCopyLink();
  const copyWithToast = useCallback(
    async (text: string, message: string) => {
      if (await copy(text)) toast.show({ message });
      else console.warn('Could not copy to the clipboard');
    },
    [copy, toast],
  );
  const copyLink = useCallback(
    (item: ChatItem) => void copyWithToast(chatCopyLink(typeof window === 'undefined' ? '' : window.location.origin, item), t('chat.toast.linkCopied')),
    [copyWithToast, t],
  );
  const copyText = useCallback((item: ChatItem) => void copyWithToast(item.item.body, t('chat.toast.textCopied')), [copyWithToast, t]);
  return { copyLink, copyText };
}
