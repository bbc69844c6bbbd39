import type { ChatComment } from '../../../api/schemas/community';
import { defineScreen } from '../../../kit/Screen';
import { usePublication } from '../../../platform/context';
import { hasSubscribeAction, PermalinkBody, PermalinkFrame, TeaserByline } from './PermalinkFrame';
import { PermalinkCard, permalinkCardFromComment } from './PermalinkCard';
import { type PermalinkState, permalinkDataState } from './permalink';
import { useChatCommentPermalink } from './useChatCommentPermalink';

export interface ChatCommentPermalinkPageViewProps {
  state: PermalinkState<ChatComment>;
  /** "Open in app" (T016). */
  appLink: string;
  /** "Or join the conversation on web" (T017): the reply's thread, the reply as target. */
  webPath: string;
  onRetry: () => void;
  publicationName?: string | null;
}

/**
 * The reply permalink, bare view (spec 000/002): `VISIBLE` → the reply; `PAID_SUBSCRIPTION_REQUIRED` → the paid
 * teaser; `FOUNDING_SUBSCRIPTION_REQUIRED` → the founding teaser; any other status → the generic unavailable teaser
 * (`chatPermalinkView`); always "Open in app" and "Or join the conversation on web".
 */
export function ChatCommentPermalinkPageView({ state, appLink, webPath, onRetry, publicationName }: ChatCommentPermalinkPageViewProps) {
  return (
    <PermalinkFrame
      kind="comment"
      dataState={permalinkDataState(state)}
      publicationName={publicationName}
      appLink={appLink}
      webPath={webPath}
      appLinkEmphasis={hasSubscribeAction(state) ? 'secondary' : 'primary'}
    >
      <PermalinkBody
        state={state}
        onRetry={onRetry}
        renderItem={(comment) => <PermalinkCard {...permalinkCardFromComment(comment)} />}
        renderTeaserHeader={(comment) => <TeaserByline author={comment.user} />}
      />
    </PermalinkFrame>
  );
}

export interface ChatCommentPermalinkPageProps {
  /** The reply; default: read from the location (`/chat/c/{commentId}`). */
  commentId?: number;
  /** Overrides the "Open in app" deep link (default `masthead://chat/c/{commentId}`, see `chatAppLink`). */
  appLink?: string;
}

function ConnectedChatCommentPermalinkPage({ commentId, appLink }: { commentId: number | null; appLink?: string }) {
  const publication = usePublication();
  const permalink = useChatCommentPermalink(commentId);
  return (
    <ChatCommentPermalinkPageView
      state={permalink.state}
      appLink={appLink ?? permalink.appLink}
      webPath={permalink.webPath}
      onRetry={permalink.retry}
      publicationName={publication?.name}
    />
  );
}

/** The reply permalink page `/chat/c/{commentId}`, connected to E04 through `useChatCommentPermalink`. Declared with `defineScreen` (its error boundary); an address that names no reply shows the unavailable teaser. */
export const ChatCommentPermalinkPage = defineScreen({
  name: 'ChatCommentPermalinkPage',
  resolve: ({ commentId, appLink }: ChatCommentPermalinkPageProps, route) => ({
    commentId: commentId ?? (route?.screen === 'chatCommentPermalink' ? Number(route.params.commentId) : null),
    appLink,
  }),
  Body: ConnectedChatCommentPermalinkPage,
});
