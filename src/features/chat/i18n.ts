import { chatListMessages, chatMessages } from '../../i18n/catalog/chat';
import { defineAreaT } from '../../platform/context';

/** The chat's translator: the chat's texts and the core ones (a chat screen carries no other area's strings). */
export const useT = /* @__PURE__ */ defineAreaT(chatMessages);
export type ChatT = ReturnType<typeof useT>;

/** The chat list's translator: the list's texts only (a list screen does not carry the thread's strings). */
export const useChatListT = /* @__PURE__ */ defineAreaT(chatListMessages);
