import type { ChatPost } from '../../../api/schemas/community';
import { useLocation, usePublication } from '../../../platform/context';
import { hasSubscribeAction, PermalinkBody, PermalinkFrame, TeaserByline } from './PermalinkFrame';
import { PermalinkCard, permalinkCardFromPost } from './PermalinkCard';
import { parseChatPermalinkPath } from '../links';
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

/** The thread permalink page `/chat/p/{postId}`, connected to E01 through `useChatPostPermalink`. */
export function ChatPostPermalinkPage({ postId, appLink }: ChatPostPermalinkPageProps) {
  const location = useLocation();
  const publication = usePublication();
  const parsed = parseChatPermalinkPath(location.pathname);
  const id = postId ?? (parsed?.kind === 'post' ? parsed.id : null);
  const permalink = useChatPostPermalink(id);
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
