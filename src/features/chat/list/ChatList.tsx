import { useCallback } from 'react';
import { defineScreen } from '../../../kit/Screen';
import { useNavigation } from '../../../platform/context';
import { CHAT_LANDING_PATH } from '../links';
import { ChatListView, type ChatListViewProps } from './ChatListView';
import { useChatList } from './useChatList';

export interface ChatListProps extends Omit<ChatListViewProps, 'state' | 'onLoadMore' | 'onRetry' | 'onGetApp'> {
  /** The publication whose chat is listed. */
  publicationId: number;
  /** Threads per page (1–50). Default 20. */
  pageSize?: number;
}

function ConnectedChatList({ publicationId, pageSize, ...viewProps }: ChatListProps) {
  const { state, loadMore, retry } = useChatList({ publicationId, pageSize });
  const navigation = useNavigation();
  const getApp = useCallback(() => navigation.navigate(CHAT_LANDING_PATH), [navigation]);
  return <ChatListView state={state} onLoadMore={loadMore} onRetry={retry} onGetApp={getApp} {...viewProps} />;
}

/**
 * A publication's chat list on the API (P04b): `useChatList` joined to `ChatListView`, declared with `defineScreen`
 * (its error boundary). Rows link to the thread page; the empty state's button opens the chat landing page
 * (`CHAT_LANDING_PATH`, gap G03).
 */
export const ChatList = defineScreen({
  name: 'ChatList',
  resolve: (props: ChatListProps) => props,
  Body: ConnectedChatList,
});
