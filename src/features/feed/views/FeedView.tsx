import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef } from 'react';
import { Link } from '../../../platform/Link';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { NewItemsPill } from '../../../ui/NewItemsPill';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { WindowedList, type WindowedListHandle } from '../../../ui/WindowedList';
import { useT } from '../i18n';
import * as styles from './feed.css';

export const feedViewStatuses = ['loading', 'error', 'empty', 'ready'] as const;
export type FeedViewStatus = (typeof feedViewStatuses)[number];

/** What the end of the list shows: more on its way, a failed next page, the end, or the login prompt (signed out). */
export const feedEnds = ['more', 'loading', 'error', 'end', 'login'] as const;
export type FeedEnd = (typeof feedEnds)[number];

export interface FeedViewProps {
  status: FeedViewStatus;
  /** The heading (the feed's, or a category's name). */
  title?: string;
  /** The reader's words for a failed load. */
  errorMessage?: string | undefined;
  onRetry?: () => void;
  /** The items' entity keys, in order. */
  keys: readonly string[];
  /** One item (a connected card, or the host's own). */
  renderItem: (key: string, index: number) => ReactNode;
  /** Items waiting behind "N new". */
  newCount?: number;
  onShowNew?: () => void;
  end?: FeedEnd;
  /** The next page (asked for as the reader nears the end). */
  onLoadMore?: () => void;
  /** Where the login prompt's buttons go. */
  loginHref?: string;
  signupHref?: string;
  /** Items measured so far, kept by the screen across remounts. */
  sizes?: Map<string, number>;
  /** Above the items on wide screens: the note composer's bar (a slot: the view mounts nothing connected). */
  composer?: ReactNode;
  /** Above the items on phone-sized screens: the app prompt (a slot; the prompt's style hides it on wider ones). */
  prompt?: ReactNode;
  /** The list's handle, for a screen that keeps the reader's place (`useReaderPlace`). */
  listHandle?: RefObject<WindowedListHandle<string> | null>;
}

/** How close to the view (px) the end of the list comes before the next page is asked for. */
const LOAD_AHEAD_PX = 900;

function FeedSkeleton() {
  const t = useT();
  return (
    <SkeletonGroup label={t('feed.loading')}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.skeletonCard} data-part="feed-skeleton-card">
          <div className={styles.skeletonHead}>
            <Skeleton width="40px" height="40px" radius="round" />
            <Skeleton width="40%" height="14px" />
          </div>
          <Skeleton width="85%" height="24px" />
          <SkeletonText lines={2} />
        </div>
      ))}
    </SkeletonGroup>
  );
}

export interface LoginPromptViewProps {
  loginHref: string;
  signupHref: string;
  /** Inside a dialog that carries the title (T104) itself: no heading, no frame of its own. */
  inDialog?: boolean;
}

/** The login prompt (login-prompt, T104–T106): after the first screen for a signed-out reader, or in a dialog on an action. */
export function LoginPromptView({ loginHref, signupHref, inDialog = false }: LoginPromptViewProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className={inDialog ? styles.loginPromptBare : styles.loginPrompt} data-part="login-prompt" {...(inDialog ? {} : { 'aria-labelledby': titleId })}>
      {inDialog ? null : (
        <h2 id={titleId} className={styles.loginTitle}>
          {t('feed.login.title')}
        </h2>
      )}
      <p className={styles.muted}>{t('feed.login.body')}</p>
      <div className={styles.loginActions}>
        <Link to={loginHref} className={styles.loginPrimary} data-part="login-prompt-login">
          {t('feed.login.login')}
        </Link>
        <Link to={signupHref} className={styles.loginSecondary} data-part="login-prompt-create">
          {t('feed.login.create')}
        </Link>
      </div>
    </section>
  );
}

/**
 * The feed (spec 002 "Feed"): a skeleton while loading, the items in the one windowed list (only those near the view
 * are mounted; the item the reader looks at stays still when items change above it), the next page as the reader nears
 * the end, "N new" when new items wait above (pressing it shows them and takes the reader to the top), an empty state,
 * an error with Try again, the login prompt for a signed-out reader. Props only: it never fetches.
 */
export function FeedView({
  status,
  title,
  errorMessage,
  onRetry,
  keys,
  renderItem,
  newCount = 0,
  onShowNew,
  end = 'end',
  onLoadMore,
  loginHref = '/login',
  signupHref = '/signup',
  sizes,
  composer,
  prompt,
  listHandle,
}: FeedViewProps) {
  const t = useT();
  const ownList = useRef<WindowedListHandle<string>>(null);
  const list = listHandle ?? ownList;
  const toTop = useRef(false);
  const showNew = useCallback(() => {
    toTop.current = true;
    onShowNew?.();
  }, [onShowNew]);
  // After "N new": the first item to the top of the view, with focus for keyboard readers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's handle is a ref (given or own), read when keys change
  useEffect(() => {
    if (!toTop.current || keys.length === 0) return;
    toTop.current = false;
    const first = keys[0]!;
    list.current?.scrollToItem(first);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-feed-key="${CSS.escape(first)}"]`)?.focus({ preventScroll: true }));
  }, [keys]);
  // The next page is asked for when the end of the list comes within a screen of the view (and again after each page,
  // while it stays there).
  const endRef = useRef<HTMLDivElement>(null);
  const canLoad = end === 'more' && status === 'ready';
  // biome-ignore lint/correctness/useExhaustiveDependencies: observed again after each page (the end may still be in reach)
  useEffect(() => {
    const element = endRef.current;
    if (!canLoad || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore?.();
      },
      { rootMargin: `${LOAD_AHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canLoad, onLoadMore, keys]);

  return (
    <main className={styles.page} data-part="feed" data-state={status}>
      <div className={styles.column}>
        <h1 className={styles.title}>{title ?? t('feed.title')}</h1>
        {prompt}
        {composer ? <div className={styles.composer}>{composer}</div> : null}
        {status === 'loading' ? <FeedSkeleton /> : null}
        {status === 'error' ? <ErrorState title={t('feed.error.title')} description={errorMessage} onRetry={onRetry} headingLevel={2} /> : null}
        {status === 'empty' ? (
          <>
            <EmptyState title={t('feed.empty.title')} description={t('feed.empty.body')} headingLevel={2} />
            {end === 'login' ? <LoginPromptView loginHref={loginHref} signupHref={signupHref} /> : null}
          </>
        ) : null}
        {status === 'ready' ? (
          <>
            {/* Always there (no height): the pill appears over the items without moving them. */}
            <NewItemsPill count={newCount} label={t('feed.new', { count: newCount })} onShow={showNew} part="feed-new" />
            <WindowedList
              handle={list}
              part="feed-list"
              role="feed"
              aria-label={t('feed.label')}
              aria-busy={end === 'loading'}
              keys={keys}
              renderItem={renderItem}
              estimateSize={220}
              // A page arriving as the reader nears the end mounts the cards it brings near in a task of its own: in
              // the page's task they took it (with a collection) over 50 ms in the 5,000-item bench.
              overscanAfterPaint
              className={styles.list}
              itemClassName={styles.item}
              {...(sizes ? { sizes } : {})}
            />
            <div ref={endRef} className={styles.footer} data-part="feed-end" data-state={end}>
              {end === 'loading' ? <Spinner label={t('feed.loadingMore')} /> : null}
              {end === 'error' ? (
                <>
                  <p className={styles.muted} role="alert">
                    {t('feed.error.more')}
                  </p>
                  <Button variant="secondary" onClick={onLoadMore}>
                    {t('feed.retry')}
                  </Button>
                </>
              ) : null}
              {end === 'end' ? <p className={styles.muted}>{t('feed.end')}</p> : null}
              {end === 'login' ? <LoginPromptView loginHref={loginHref} signupHref={signupHref} /> : null}
            </div>
          </>
        ) : null}
      </div>
    </main>
  );
}
