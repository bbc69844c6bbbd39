/**
 * The comment thread, the one reusable part the comments page, the single-comment view and the post page's comments
 * section render (and, later, notes in the feed): the post's composer, then every comment from a
 * `CommentThreadStore`, each subscribed to its own entry.
 *
 * Fast at 2,000 comments by design:
 * - **Per-comment subscriptions.** `CommentThreadItem` reads its entry with `useSyncExternalStore(store.subscribe(id))`
 *   and is memoised on `(id, depth)`: a like, a collapse or an open composer re-renders that one comment; a merged
 *   reply re-renders its parent; nothing re-renders the whole tree.
 * - **Windowed.** Top-level threads (each with its replies) sit in the one windowed list (`ui/WindowedList`): only
 *   those near the viewport are mounted, heights are measured and kept, the reader's comment (`commentAnchorIn`, even
 *   a reply inside a thread) stays still while others are measured or merged above it, and a `#comment-{n}` target's
 *   thread is mounted and held in view.
 * - **Stable context.** Actions and options arrive once through context; items never receive new callback props.
 */
import { createContext, memo, type ReactNode, useCallback, useContext, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ApiError } from '../../../api/errors';
import { shownReaction } from '../commentReaction.machine';
import { useRelationState } from '../../../kit/relationStore';
import { presentationOf, transition as visibilityTransition } from '../commentVisibility.machine';
import { type Gate, isComposerOpen } from '../composerGate.machine';
import { COMPOSER_ANCHOR, commentAnchor } from '../commentsAddress';
import { INLINE_DEPTH } from '../constants';
import { useT } from '../i18n';
import { WindowedList, type WindowedListHandle } from '../../../ui/WindowedList';
import { commentAnchorIn } from './scrollAnchor';
import { ancestorIds, type CommentNode } from '../threadModel';
import { CommentComposerView } from '../views/CommentComposerView';
import { CommentItemView } from '../views/CommentItemView';
import * as styles from '../views/comments.css';
import { type CommentThreadStore, POST_COMPOSER } from './threadStore';

/** What the reader can do in a thread. Keys: a comment's id, or `POST_COMPOSER` for the post's own composer. */
export interface CommentThreadActions {
  like: (id: number) => void;
  /** Opens a composer (a reply, or the post's), through the composer gate. */
  openComposer: (key: number) => void;
  changeDraft: (key: number, text: string) => void;
  submit: (key: number) => void;
  cancel: (key: number) => void;
  toggleCollapse: (id: number) => void;
  /** The reader's text for a failed send (the server's words, or the shared text). */
  failureText: (error: ApiError) => string;
  /** Top-level comments report their element (E36 seen threads). */
  observeTopLevel?: (id: number, element: Element | null) => void;
}

export interface CommentThreadOptions {
  /** "Now" for relative dates: read once from the platform clock. */
  now: Date;
  /** Likes turned on (`like_posts_enabled`): the ❤ is a button. */
  likesEnabled: boolean;
  /** Replies allowed (comments are on): Reply buttons and the post's composer show. */
  repliesEnabled: boolean;
  /** Where "Subscribe to view" goes. */
  subscribeHref: string;
  /** The single-comment view of a comment ("Continue this thread"). */
  permalink: (id: number) => string;
  /** The composer gate for a comment (`null`: the post), for the Reply button's hint. */
  gateFor?: (target: CommentNode | null) => Gate;
  /** Replies shown inline below the top level (default `INLINE_DEPTH` − 1). */
  maxDepth?: number;
}

interface ThreadContextValue {
  store: CommentThreadStore;
  actions: CommentThreadActions;
  options: CommentThreadOptions;
}

const ThreadContext = createContext<ThreadContextValue | null>(null);

function useThread(): ThreadContextValue {
  const value = useContext(ThreadContext);
  if (!value) throw new Error('Comment thread parts must be rendered inside <CommentThread>.');
  return value;
}

/** One comment's entry, subscribed to that comment only. */
function useEntry(store: CommentThreadStore, id: number) {
  const subscribe = useMemo(() => (listener: () => void) => store.subscribe(id, listener), [store, id]);
  return useSyncExternalStore(
    subscribe,
    () => store.entry(id),
    () => store.entry(id),
  );
}

function requirementHint(gate: Gate | undefined, t: ReturnType<typeof useT>): string | undefined {
  if (gate?.kind !== 'requirement') return undefined;
  return t(gate.need === 'paid' ? 'comments.gate.paid' : 'comments.gate.subscribers');
}

/** One comment of the thread, with its replies; re-renders only when its own entry or its author's relation (mute, block) changes. */
export const CommentThreadItem = memo(function CommentThreadItem({ id, depth }: { id: number; depth: number }) {
  const t = useT();
  const { store, actions, options } = useThread();
  const entry = useEntry(store, id);
  // The one relation store (M44): a person the reader mutes or blocks, or who blocks the reader, is hidden here as in
  // the feed and chat, at once, and comes back when a mute ends on the platform clock.
  const relation = useRelationState(entry?.node.user_id);
  if (!entry) return null;
  const { node } = entry;
  const visibility = relation.reason ? visibilityTransition(entry.visibility, { type: 'RELATION', relation: relation.reason }) : entry.visibility;
  const presentation = presentationOf(visibility, node.childIds.length > 0);
  const maxDepth = options.maxDepth ?? INLINE_DEPTH - 1;
  const nextDepth = depth + 1;
  const inline = nextDepth <= maxDepth;
  const shown = shownReaction(entry.reaction);
  const replying = isComposerOpen(entry.composer) && presentation === 'comment';
  const composerState = entry.composer;
  const canReply = options.repliesEnabled && presentation === 'comment';
  return (
    <CommentItemView
      comment={node}
      presentation={presentation}
      depth={depth}
      now={options.now}
      liked={shown.liked}
      likeCount={shown.count}
      likePending={entry.reaction.name === 'pending'}
      onLike={options.likesEnabled ? () => actions.like(id) : undefined}
      onReply={canReply ? () => actions.openComposer(id) : undefined}
      replyHint={canReply ? requirementHint(options.gateFor?.(node), t) : undefined}
      replyCount={node.childIds.length}
      collapsed={entry.collapsed}
      onToggleCollapse={() => actions.toggleCollapse(id)}
      highlighted={entry.highlighted}
      fresh={entry.fresh}
      subscribeHref={options.subscribeHref}
      itemRef={depth === 0 && actions.observeTopLevel ? (element) => actions.observeTopLevel?.(id, element) : undefined}
      continueHref={!inline && node.childIds.length > 0 ? options.permalink(id) : undefined}
      composer={
        replying && composerState.name !== 'closed' && composerState.name !== 'gated' ? (
          <CommentComposerView
            state={composerState.name}
            draft={composerState.draft}
            onChange={(text) => actions.changeDraft(id, text)}
            onSubmit={() => actions.submit(id)}
            onCancel={() => actions.cancel(id)}
            label={t('comments.composer.replyLabel', { name: node.name ?? t('comments.item.someone') })}
            placeholder={t('comments.composer.replyPlaceholder')}
            submitLabel={t('comments.composer.reply')}
            errorText={composerState.name === 'failed' ? actions.failureText(composerState.error) : undefined}
            autoFocus
          />
        ) : null
      }
    >
      {inline && node.childIds.length > 0 ? node.childIds.map((childId) => <CommentThreadItem key={childId} id={childId} depth={nextDepth} />) : null}
    </CommentItemView>
  );
});

/** The post's own composer ("Leave a comment"), subscribed to its own state. `#input` targets its field. */
export function PostComposer({ label, placeholder }: { label?: string; placeholder?: string }) {
  const t = useT();
  const { store, actions, options } = useThread();
  const subscribe = useMemo(() => (listener: () => void) => store.subscribe(POST_COMPOSER, listener), [store]);
  const state = useSyncExternalStore(
    subscribe,
    () => store.composer(POST_COMPOSER),
    () => store.composer(POST_COMPOSER),
  );
  if (!options.repliesEnabled) return null;
  if (state.name === 'closed' || state.name === 'gated') {
    return (
      <button
        type="button"
        id={COMPOSER_ANCHOR}
        className={styles.composerPrompt}
        data-part="composer-prompt"
        onClick={() => actions.openComposer(POST_COMPOSER)}
      >
        {state.draft || placeholder || t('comments.composer.placeholder')}
      </button>
    );
  }
  return (
    <CommentComposerView
      state={state.name}
      draft={state.draft}
      onChange={(text) => actions.changeDraft(POST_COMPOSER, text)}
      onSubmit={() => actions.submit(POST_COMPOSER)}
      onCancel={() => actions.cancel(POST_COMPOSER)}
      label={label ?? t('comments.composer.label')}
      placeholder={placeholder ?? t('comments.composer.placeholder')}
      errorText={state.name === 'failed' ? actions.failureText(state.error) : undefined}
      fieldId={COMPOSER_ANCHOR}
      autoFocus
    />
  );
}

// ——— the windowed list of threads ———

/** Top-level threads in the first (server and hydrating) render, before the list knows the viewport. */
export const FIRST_SCREEN_THREADS = 8;
/** @deprecated The thread is windowed (`FIRST_SCREEN_THREADS` threads first); kept for hosts that read it. */
export const FIRST_SCREEN_COMMENTS = 30;
/** @deprecated The thread is windowed: nothing is mounted in chunks any more; kept for hosts that read it. */
export const CHUNK_COMMENTS = 80;
/** A top-level thread's height before it is measured. */
const THREAD_ESTIMATE = 320;

export interface CommentThreadProps {
  store: CommentThreadStore;
  actions: CommentThreadActions;
  options: CommentThreadOptions;
  /** Shown above the comments (the post's composer, a sort selector). */
  header?: ReactNode;
  /** Shown when the thread has no comments. */
  empty?: ReactNode;
  /** The accessible name of the list. */
  label?: string;
  /** Shown after the comments (a paged thread's "load more" control). */
  footer?: ReactNode;
  /** The window shows top-level threads `first` to `last` (indexes): a paged thread asks for more near the end. */
  onRangeChange?: (first: number, last: number, loaded: number) => void;
  /** Top-level threads in the whole thread when more than are loaded (screen readers hear the list's full size). */
  threadCount?: number;
}

/**
 * The top-level threads in the one windowed list: only threads near the viewport are mounted (each with its replies);
 * the highlighted comment's thread (`#comment-{n}`) is mounted, brought to the middle of the view and held there,
 * to the pixel, while the threads above it are measured.
 */
const Roots = memo(function Roots({
  label,
  onRangeChange,
  threadCount,
}: {
  label: string;
  onRangeChange?: CommentThreadProps['onRangeChange'];
  threadCount?: number;
}) {
  const { store } = useThread();
  const list = useRef<WindowedListHandle<number>>(null);
  const sizes = useMemo(() => new Map<number, number>(), []);
  const rootIds = useSyncExternalStore(store.subscribeRoot, store.rootIds, store.rootIds);
  const highlighted = useSyncExternalStore(store.subscribeHighlight, store.highlighted, store.highlighted);
  const targetRoot = useMemo(() => {
    if (highlighted === null || !store.model().nodes.has(highlighted)) return null;
    return ancestorIds(store.model(), highlighted)[0] ?? highlighted;
  }, [store, highlighted]);
  const keep = useMemo(() => (targetRoot === null ? undefined : [targetRoot]), [targetRoot]);
  const loaded = rootIds.length;
  const onRange = useCallback((first: number, last: number) => onRangeChange?.(first, last, loaded), [onRangeChange, loaded]);
  useLayoutEffect(() => {
    if (highlighted === null || targetRoot === null) return;
    list.current?.scrollToItem(targetRoot, { align: 'center', target: () => document.getElementById(commentAnchor(highlighted)) });
  }, [highlighted, targetRoot]);
  return (
    <WindowedList
      keys={rootIds}
      handle={list}
      sizes={sizes}
      part="comment-list"
      aria-label={label}
      estimateSize={THREAD_ESTIMATE}
      initialCount={FIRST_SCREEN_THREADS}
      // A page of threads is several screens: the first frame shows the threads in view, the rest mount right after.
      fillAfterPaint
      keepMounted={keep}
      anchorWithin={commentAnchorIn}
      {...(onRangeChange ? { onRangeChange: onRange } : {})}
      {...(threadCount !== undefined && threadCount > rootIds.length ? { setSize: threadCount } : {})}
      className={styles.threadList}
      renderItem={(id) => <CommentThreadItem id={id} depth={0} />}
    />
  );
});

/**
 * The thread: `header`, then the comments of `store` (or `empty`). `data-state` is `empty` or `list`; `aria-busy`
 * while the rest of a long thread is still being mounted.
 */
export function CommentThread({ store, actions, options, header, empty, label, footer, onRangeChange, threadCount }: CommentThreadProps) {
  const t = useT();
  const context = useMemo(() => ({ store, actions, options }), [store, actions, options]);
  const rootCount = useSyncExternalStore(
    store.subscribeRoot,
    () => store.rootIds().length,
    () => store.rootIds().length,
  );
  return (
    <ThreadContext.Provider value={context}>
      {header}
      <section className={styles.thread} data-part="comment-thread" data-state={rootCount === 0 ? 'empty' : 'list'} aria-label={label ?? t('comments.title')}>
        {rootCount === 0 ? empty : <Roots label={label ?? t('comments.title')} onRangeChange={onRangeChange} threadCount={threadCount} />}
        {rootCount === 0 ? null : footer}
      </section>
    </ThreadContext.Provider>
  );
}
