import { memo, useCallback, useMemo, useState } from 'react';
import type { FeedItem, FeedTab } from '../../api/schemas/feed';
import { failureText } from '../../kit/failure';
import { useKeyed } from '../../kit/keyedStore';
import { paths } from '../../kit/routes';
import { onDemand, whenOpen } from '../../kit/onDemand';
import { OnDemandDialog } from '../../kit/overlays';
import { defineScreen } from '../../kit/Screen';
import { useClock, useLocation, useViewer } from '../../platform/context';
import { shownCommentReaction } from '../comments';
import { shownLike, shownRestack, shownSaved } from '../footer';
import { type ShareDialogProps, shareSubjectFromPost } from '../sharing';
import type { FeedStore } from './feedStore';
import { useFeedEntry, useFeedList } from './feedStore';
import { useT } from './i18n';
import { type FeedInput, type FeedItemActions, useFeedItemActions, useFeedNewItems, useFeedPages, useFeedStore } from './useFeed';
import { MissingItemView, NoteCardView, PostCardView, RankedPublicationListView } from './views/FeedCards';
import { type FeedEnd, FeedView, LoginPromptView } from './views/FeedView';

export interface FeedPageProps {
  /** `for-you` (default) or the long generated `firehose`. */
  tab?: FeedTab;
  /** A category's feed (`/home/category/{id}`); read from the address when omitted. */
  categoryId?: number;
}

/** The share dialog, loaded when a reader first shares (most never do). */
const ShareDialog = /* @__PURE__ */ onDemand<ShareDialogProps>(() => import('../sharing').then((m) => m.ShareDialog), { when: whenOpen });

/** The item types the feed shows in this version (the others are left out of the list). */
const shownTypes: ReadonlySet<FeedItem['type']> = new Set(['post', 'comment', 'categoryLeaderboard']);

interface ItemProps {
  store: FeedStore;
  itemKey: string;
  actions: FeedItemActions;
  now: Date;
  onShare: (item: Extract<FeedItem, { type: 'post' }>) => void;
}

/** One post card, subscribed to its own item and its own toggles: a change elsewhere does not re-render it. */
function ConnectedPostCard({ store, itemKey, actions, now, onShare, item }: ItemProps & { item: Extract<FeedItem, { type: 'post' }> }) {
  const like = useKeyed(actions.toggles.postLikes, itemKey);
  const save = useKeyed(actions.toggles.saves, itemKey);
  const restack = useKeyed(actions.toggles.restacks, itemKey);
  const { post } = item;
  const likeShown = like ? shownLike(like) : { liked: post.reaction === true, count: post.reactions?.['❤'] ?? 0 };
  const restackShown = restack ? shownRestack(restack) : { restacked: post.restacked === true, count: post.restacks ?? 0 };
  void store;
  return (
    <PostCardView
      post={post}
      publication={item.publication}
      context={item.context}
      now={now}
      href={paths.post(post.slug)}
      liked={likeShown.liked}
      likeCount={likeShown.count}
      likePending={like?.name === 'pending'}
      onLike={() => actions.like(itemKey)}
      restacked={restackShown.restacked}
      restackCount={restackShown.count}
      restackPending={restack?.name === 'pending'}
      restackDisabled={item.publication.hide_post_restacks === true || item.publication.invite_only === true}
      onRestack={() => actions.restack(itemKey)}
      saved={save ? shownSaved(save) : post.is_saved === true}
      savePending={save?.name === 'pending'}
      onSave={() => actions.save(itemKey)}
      onShare={() => onShare(item)}
    />
  );
}

function ConnectedNoteCard({ itemKey, actions, now, item }: ItemProps & { item: Extract<FeedItem, { type: 'comment' }> }) {
  const like = useKeyed(actions.toggles.noteLikes, itemKey);
  const { comment } = item;
  const shown = like ? shownCommentReaction(like) : { liked: comment.reaction === true, count: comment.reaction_count };
  return (
    <NoteCardView
      comment={comment}
      context={item.context}
      now={now}
      liked={shown.liked}
      likeCount={shown.count}
      likePending={like?.name === 'pending'}
      onLike={() => actions.like(itemKey)}
    />
  );
}

/** One item of the list: reads its entry from the store and picks its card. */
const FeedItemSlot = memo(function FeedItemSlot(props: ItemProps) {
  const entry = useFeedEntry(props.store, props.itemKey);
  if (!entry) return null;
  const { item } = entry;
  const reason = item.isMuted ? 'you-muted' : (item.comment?.unavailable_reason ?? null);
  return (
    <div data-feed-key={props.itemKey} tabIndex={-1} style={{ outline: 'none' }}>
      {reason ? (
        <MissingItemView reason={reason} />
      ) : item.type === 'post' ? (
        <ConnectedPostCard {...props} item={item} />
      ) : item.type === 'comment' ? (
        <ConnectedNoteCard {...props} item={item} />
      ) : item.type === 'categoryLeaderboard' ? (
        <RankedPublicationListView title={item.category.name} rows={item.leaderboard} />
      ) : null}
    </div>
  );
});

function ConnectedFeedPage({ tab, categoryId }: FeedPageProps) {
  const t = useT();
  const clock = useClock();
  const viewer = useViewer();
  const signedIn = viewer.role !== 'anonymous';
  const location = useLocation();
  const store = useFeedStore();
  const input: FeedInput = useMemo(() => ({ ...(tab ? { tab } : {}), ...(categoryId !== undefined ? { categoryId } : {}) }), [tab, categoryId]);
  const pages = useFeedPages(store, input);
  const { showNew } = useFeedNewItems(store, input, pages.firstPage);
  const [loginOpen, setLoginOpen] = useState(false);
  const openLogin = useCallback(() => setLoginOpen(true), []);
  const actions = useFeedItemActions(store, openLogin);
  const [shared, setShared] = useState<Extract<FeedItem, { type: 'post' }> | null>(null);
  const state = useFeedList(store);
  // "Now" for the cards' dates: read once per list change, so cards do not re-render on their own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's change is when "now" is read again
  const now = useMemo(() => clock.now(), [clock, state.order]);
  const [sizes] = useState(() => new Map<string, number>());

  const keys = useMemo(() => state.order.filter((key) => shownTypes.has(state.items[key]?.type as FeedItem['type'])), [state.order, state.items]);
  const renderItem = useCallback(
    (key: string) => <FeedItemSlot store={store} itemKey={key} actions={actions} now={now} onShare={setShared} />,
    [store, actions, now],
  );
  const category = categoryId === undefined ? undefined : Object.values(state.items).find((item) => item.type === 'categoryLeaderboard');
  const next = `${location.pathname}${location.search ?? ''}`;
  const loginHref = paths.signIn(next);
  const signupHref = paths.signup({ next });

  let end: FeedEnd;
  if (pages.loadingMore) end = 'loading';
  else if (pages.moreFailed) end = 'error';
  else if (state.cursor !== null) end = 'more';
  else end = signedIn ? 'end' : 'login';

  const status = state.name === 'failed' ? 'error' : state.name === 'loading' ? 'loading' : keys.length === 0 ? 'empty' : 'ready';
  return (
    <>
      <FeedView
        status={status}
        {...(category?.type === 'categoryLeaderboard' ? { title: category.category.name } : {})}
        errorMessage={pages.error ? failureText(pages.error, t) : undefined}
        onRetry={pages.retry}
        keys={keys}
        renderItem={renderItem}
        newCount={state.pending.length}
        onShowNew={showNew}
        end={end}
        onLoadMore={pages.loadMore}
        loginHref={loginHref}
        signupHref={signupHref}
        sizes={sizes}
      />
      <OnDemandDialog open={loginOpen} onOpenChange={setLoginOpen} title={t('feed.login.title')}>
        <LoginPromptView loginHref={loginHref} signupHref={signupHref} inDialog />
      </OnDemandDialog>
      {shared ? <ShareDialog open onOpenChange={(open) => (open ? undefined : setShared(null))} subject={shareSubjectFromPost({ ...shared.post })} /> : null}
    </>
  );
}

/** The feed (`/home`) or a category's feed (`/home/category/{id}`): the data hooks joined to `FeedView`, in the screen boundary. */
export const FeedPage = defineScreen({
  name: 'FeedPage',
  resolve: (props: FeedPageProps, route) => {
    if (props.categoryId !== undefined || props.tab !== undefined) return props;
    if (route?.screen === 'feedCategory') return { categoryId: Number(route.params.categoryId) };
    return {};
  },
  Body: ConnectedFeedPage,
  identity: ({ tab, categoryId }) => `${tab ?? 'for-you'}:${categoryId ?? ''}`,
});
