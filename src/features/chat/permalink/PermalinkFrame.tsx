import { MessagesSquare, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ChatAudience, ChatUser } from '../../../api/schemas/community';
import { Link } from '../../../platform/Link';
import { useT } from '../i18n';
import type { MessageId } from '../../../i18n/messages';
import { Avatar } from '../../../ui/Avatar';
import { button } from '../../../ui/Button/Button.css';
import { ErrorState } from '../../../ui/ErrorState';
import { Icon } from '../../../ui/Icon';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../ui/Skeleton';
import { ChatLockedTeaser } from './ChatLockedTeaser';
import { ChatAudienceLabel } from '../views/ChatAudienceLabel';
import { type PermalinkErrorReason, type PermalinkState, safeAppLink } from './permalink';
import * as styles from './permalink.css';

export interface PermalinkFrameProps {
  /** `post` or `comment`: `data-part` of the page. */
  kind: 'post' | 'comment';
  /** `data-state` of the page (`loading`, `visible`, `paid`, `founding`, `unavailable`, `error`). */
  dataState: string;
  /** Shown above the heading; the platform publication's name in the connected pages. */
  publicationName?: string | null;
  /** "Open in app" (T016): a deep link into the app. */
  appLink: string;
  /** "Or join the conversation on web" (T017): an app path. */
  webPath: string;
  /**
   * `primary` (default) fills "Open in app" with the accent; `secondary` when the page already has a primary action
   * (a teaser's subscribe button), so there is one accent button per view.
   */
  appLinkEmphasis?: 'primary' | 'secondary';
  children: ReactNode;
}

/**
 * The public page around a chat permalink: a "Subscriber chat" heading (with the publication's name), the item or
 * its teaser, then always "Open in app" (T016) and "Or join the conversation on web" (T017), in that tab order.
 */
export function PermalinkFrame({ kind, dataState, publicationName, appLink, webPath, appLinkEmphasis = 'primary', children }: PermalinkFrameProps) {
  const t = useT();
  return (
    <div className={styles.page} data-part={kind === 'post' ? 'chat-post-permalink' : 'chat-comment-permalink'} data-state={dataState}>
      <header className={styles.header}>
        <span className={styles.headerIcon}>
          <Icon icon={MessagesSquare} />
        </span>
        <div className={styles.headerText}>
          {publicationName ? (
            <p className={styles.eyebrow}>
              <bdi>{publicationName}</bdi>
            </p>
          ) : null}
          <h1 className={styles.heading}>{t('chat.subscriberChat')}</h1>
        </div>
      </header>
      {children}
      <div className={styles.actions} data-part="permalink-actions">
        <a
          href={safeAppLink(appLink)}
          className={`${button({ variant: appLinkEmphasis, size: 'lg' })} ${styles.openInApp}`}
          data-part="open-in-app"
          data-variant={appLinkEmphasis}
        >
          <Icon icon={Smartphone} />
          {t('chat.permalink.openInApp')}
        </a>
        <Link to={webPath} className={styles.webLink} data-part="join-on-web">
          {t('chat.permalink.joinOnWeb')}
        </Link>
      </div>
    </div>
  );
}

/** The loading card: shaped like the permalink card (byline, three lines, footer), announced once. */
export function PermalinkSkeleton() {
  const t = useT();
  return (
    <SkeletonGroup label={t('chat.permalink.loading')}>
      <div className={styles.skeletonCard}>
        <div className={styles.skeletonByline}>
          <Skeleton width={40} height={40} radius="round" />
          <div className={styles.skeletonBylineText}>
            <Skeleton width="40%" height={14} />
            <Skeleton width="20%" height={12} />
          </div>
        </div>
        <SkeletonText lines={3} />
        <Skeleton width="24%" height={12} />
      </div>
    </SkeletonGroup>
  );
}

/** The kit's shared texts for what went wrong (a timeout reads as the network's, as the reason says). */
const errorText = {
  network: 'common.error.network',
  server: 'common.error.server',
  malformed: 'common.error.malformed',
} as const satisfies Record<PermalinkErrorReason, MessageId>;

/** A failed load in plain words, with "Try again". */
export function PermalinkError({ reason, onRetry }: { reason: PermalinkErrorReason; onRetry: () => void }) {
  const t = useT();
  return <ErrorState title={t('chat.permalink.errorTitle')} description={t(errorText[reason])} onRetry={onRetry} headingLevel={2} />;
}

/** The byline a teaser keeps from a limited item: who wrote it, and the audience label of a thread. */
export function TeaserByline({ author, audience }: { author?: Pick<ChatUser, 'name' | 'photo_url'> | null; audience?: ChatAudience }) {
  if (!author) return null;
  return (
    <>
      <Avatar name={author.name} src={author.photo_url} size={32} decorative />
      <span className={styles.author}>
        <bdi>{author.name}</bdi>
      </span>
      {audience ? <ChatAudienceLabel appearance="badge" audience={audience} /> : null}
    </>
  );
}

export interface PermalinkBodyProps<T> {
  state: PermalinkState<T>;
  /** Renders the item when visible. */
  renderItem: (item: T) => ReactNode;
  /** The teaser's header for a limited item (author, audience). */
  renderTeaserHeader?: (item: T) => ReactNode;
  onRetry: () => void;
}

/** Whether the page shows a subscribe button (then "Open in app" steps back to `secondary`). */
export function hasSubscribeAction(state: PermalinkState<unknown>): boolean {
  return state.status === 'locked' && state.subscribable;
}

/**
 * Switches on the permalink state: skeleton, the item, a teaser (the limited item's byline kept for the audience
 * teasers, dropped for the generic one), or the error with its retry.
 */
export function PermalinkBody<T>({ state, renderItem, renderTeaserHeader, onRetry }: PermalinkBodyProps<T>) {
  switch (state.status) {
    case 'loading':
      return <PermalinkSkeleton />;
    case 'visible':
      return <>{renderItem(state.item)}</>;
    case 'locked':
      return (
        <ChatLockedTeaser
          variant={state.variant}
          subscribeHref={state.subscribable ? undefined : null}
          header={state.item !== null && state.variant !== 'unavailable' && renderTeaserHeader ? renderTeaserHeader(state.item) : undefined}
        />
      );
    case 'error':
      return <PermalinkError reason={state.reason} onRetry={onRetry} />;
    default:
      return state satisfies never;
  }
}
