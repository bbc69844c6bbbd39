import type { ChatPost } from '../../../api/schemas/community';
import { defineScreen } from '../../../kit/Screen';
import { usePublication } from '../../../platform/context';
import { hasSubscribeAction, PermalinkBody, PermalinkFrame, TeaserByline } from './PermalinkFrame';
import { PermalinkCard, permalinkCardFromPost } from './PermalinkCard';
import { type PermalinkState, permalinkDataState } from './permalink';
import { useChatPostPermalink } from './useChatPostPermalink';

export interface ChatPostPermalinkPageViewProps {
  state: PermalinkState<ChatPost>;
  /** "Open in app" (T016). */
  appLink: string;
  /** "Or join the conversation on web" (T017): the thread page `/chat/posts/{postId}`. */
  webPath: string;
  onRetry: () => void;
  publicationName?: string | null;
}

/**
 * The thread permalink, bare view (spec 000/002): status `open` → the thread, read-only; any other status → the
 * locked teaser (`PAID_SUBSCRIPTION_REQUIRED` → paid, `FOUNDING_SUBSCRIPTION_REQUIRED` → founding, else the
 * generic one); always "Open in app" and "Or join the conversation on web". `data-state` on the page: `loading`,
 * `visible`, `paid`, `founding`, `unavailable` or `error`.
 */
export function ChatPostPermalinkPageView({ state, appLink, webPath, onRetry, publicationName }: ChatPostPermalinkPageViewProps) {
  return (
    <PermalinkFrame
      kind="post"
      dataState={permalinkDataState(state)}
      publicationName={publicationName}
      appLink={appLink}
      webPath={webPath}
      appLinkEmphasis={hasSubscribeAction(state) ? 'secondary' : 'primary'}
    >
      <PermalinkBody
        state={state}
        onRetry={onRetry}
        renderItem={(post) => <PermalinkCard {...permalinkCardFromPost(post)} />}
        renderTeaserHeader={(post) => <TeaserByline author={post.user} audience={post.audience} />}
      />
    </PermalinkFrame>
  );
}

export interface ChatPostPermalinkPageProps {
  /** The thread; default: read from the location (`/chat/p/{postId}`). */
  postId?: number;
  /** Overrides the "Open in app" deep link (default `masthead://chat/p/{postId}`, see `chatAppLink`). */
  appLink?: string;
}

function ConnectedChatPostPermalinkPage({ postId, appLink }: { postId: number | null; appLink?: string }) {
  const publication = usePublication();
  const permalink = useChatPostPermalink(postId);
  return (
    <ChatPostPermalinkPageView
      state={permalink.state}
      appLink={appLink ?? permalink.appLink}
      webPath={permalink.webPath}
      onRetry={permalink.retry}
      publicationName={publication?.name}
    />
  );
}

/** The thread permalink page `/chat/p/{postId}`, connected to E01 through `useChatPostPermalink`. Declared with `defineScreen` (its error boundary); an address that names no thread shows the unavailable teaser. */
export const ChatPostPermalinkPage = defineScreen({
  name: 'ChatPostPermalinkPage',
  resolve: ({ postId, appLink }: ChatPostPermalinkPageProps, route) => ({
    postId: postId ?? (route?.screen === 'chatPostPermalink' ? Number(route.params.postId) : null),
    appLink,
  }),
  Body: ConnectedChatPostPermalinkPage,
});
