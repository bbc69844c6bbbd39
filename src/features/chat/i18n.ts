import { chatMessages } from '../../i18n/catalog/chat';
import { defineAreaT } from '../../platform/context';

/** The chat's translator: the chat's texts and the core ones (a chat screen carries no other area's strings). */
export const useT = defineAreaT(chatMessages);
export type ChatT = ReturnType<typeof useT>;
