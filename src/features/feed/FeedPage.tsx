import { memo, useCallback, useMemo, useState } from 'react';
import type { FeedItem, FeedTab } from '../../api/schemas/feed';
import { useKeyed } from '../../kit/keyedStore';
import { paths } from '../../kit/routes';
import { safeLinkHref } from '../../kit/url';
import { onDemand, whenOpen } from '../../kit/onDemand';
import { OnDemandDialog } from '../../kit/overlays';
import { defineScreen } from '../../kit/Screen';
import { useViewer } from '../../platform/context';
import { IconButtonRoom } from '../../ui/Button';
import type { DropdownMenuEntry, DropdownMenuProps } from '../../ui/DropdownMenu';
import { isolate } from '../../ui/bidi';
import { shownCommentReaction } from '../comments';
import { shownLike, shownRestack, shownSaved } from '../footer';
import { useRelationState } from '../../kit/relationStore';
import { ComposerBar, NoteComposerProvider, RestackNudge, useRestackNudge } from '../notes';
import type { ReadingListButtonProps } from '../discover';
import type { FriendConnectCardProps, MuteBlockMenuProps, SuggestionCardProps } from '../social';
import { type CopyLinkButtonProps, type ShareDialogProps, shareSubjectFromPost } from '../sharing';
import type { FeedStore } from './feedStore';
import { type FeedEntry, useFeedEntry } from './feedStore';
import { type FeedItemMenuAction, itemMenuActions } from './itemMenu';
import { useT } from './i18n';
import type { FeedItemActions } from './useFeedItemActions';
import { useFeedItemMenu } from './useFeedItemMenu';
import { useFeedScreen } from './useFeedScreen';
import { HiddenItemView, MissingItemView, NoteCardView, PostCardView, RankedPublicationListView, UserSuggestionsView } from './views/FeedCards';
import type {
  ChatFeedItemViewProps,
  FeaturedCollectionViewProps,
  FeaturedPublicationViewProps,
  InviteFriendsViewProps,
  ProfileSearchResultsViewProps,
} from './views/FeedDiscoveryCards';
import type { AppPromptViewProps } from './views/FeedPrompts';
import { FeedView, LoginPromptView } from './views/FeedView';
import { useAppPrompt } from './useAppPrompt';
import { APP_PROMPT_DEFAULT_HREF } from './appPrompt';

export interface FeedPageProps {
  /** `for-you` (default) or the long generated `firehose`. */
  tab?: FeedTab;
  /** A category's feed (`/home/category/{id}`); read from the address when omitted. */
  categoryId?: number;
  /** The app's link for the app prompt on phones ("Switch to the app"); default the product's app page. */
  appHref?: string;
}

/**
 * Where a card's menu button goes while its code loads: the trigger's room (an md icon button), so the card's header is
 * as tall before the menu arrives as after. Without it every card on the first screen grew by ~12 px when the chunk
 * came, and the items above the reader's changed height after their heights were measured.
 */
function menuRoom() {
  return <IconButtonRoom size="md" />;
}

/** The social area's cards, loaded when a page of the feed first lists a suggestion or friend-connect item. */
const SuggestionCard = /* @__PURE__ */ onDemand<SuggestionCardProps>(() => import('../social').then((m) => m.SuggestionCard));
const FriendConnectCard = /* @__PURE__ */ onDemand<FriendConnectCardProps>(() => import('../social').then((m) => m.FriendConnectCard));
/** The author's mute and block menu on a note card (M44) with the item's actions first, each with its icon: its
 * button comes once its chunk (with the social area's) has, into the room kept for it (the card does not grow). */
const MuteBlockMenu = /* @__PURE__ */ onDemand<MuteBlockMenuProps>(() => import('./FeedNoteMenu').then((m) => m.FeedNoteMenu), {
  fallback: menuRoom,
});

/** The discovery items (invite friends, featured publication and collection, chat preview, profile results): most
 * readers meet few of them, so their views come on demand, with the first page that lists one. */
const discoveryCards = () => import('./views/FeedDiscoveryCards');
const InviteFriendsView = /* @__PURE__ */ onDemand<InviteFriendsViewProps>(() => discoveryCards().then((m) => m.InviteFriendsView));
const FeaturedPublicationView = /* @__PURE__ */ onDemand<FeaturedPublicationViewProps>(() => discoveryCards().then((m) => m.FeaturedPublicationView));
const FeaturedCollectionView = /* @__PURE__ */ onDemand<FeaturedCollectionViewProps>(() => discoveryCards().then((m) => m.FeaturedCollectionView));
const ChatFeedItemView = /* @__PURE__ */ onDemand<ChatFeedItemViewProps>(() => discoveryCards().then((m) => m.ChatFeedItemView));
const ProfileSearchResultsView = /* @__PURE__ */ onDemand<ProfileSearchResultsViewProps>(() => discoveryCards().then((m) => m.ProfileSearchResultsView));
/** The discover area's reading list button (M46's entry: "Edit list" on one's own collection, else "Create new list"). */
const ReadingListButton = /* @__PURE__ */ onDemand<ReadingListButtonProps>(() => import('../discover').then((m) => m.ReadingListButton));
/** The sharing area's copy button, for the invite card's link. */
const CopyLinkButton = /* @__PURE__ */ onDemand<CopyLinkButtonProps>(() => import('../sharing').then((m) => m.CopyLinkButton));

/** The app prompt's view, loaded when the prompt shows (phones, until "Maybe later"). */
const AppPromptView = /* @__PURE__ */ onDemand<AppPromptViewProps>(() => import('./views/FeedPrompts').then((m) => m.AppPromptView));

/** "Switch to the app" / "Maybe later" on the mobile web (`useAppPrompt`). */
function ConnectedAppPrompt({ appHref }: { appHref: string }) {
  const prompt = useAppPrompt();
  return prompt.shown ? <AppPromptView appHref={appHref} onDismiss={prompt.dismiss} /> : null;
}

/** The share dialog, loaded when a reader first shares (most never do). */
const ShareDialog = /* @__PURE__ */ onDemand<ShareDialogProps>(() => import('../sharing').then((m) => m.ShareDialog), { when: whenOpen });

/** A post card's actions menu with each entry's icon, loaded with the first card that has one (into its room). */
const ItemMenu = /* @__PURE__ */ onDemand<DropdownMenuProps>(() => import('./FeedPostMenu').then((m) => m.FeedPostMenu), { fallback: menuRoom });

interface ItemProps {
  store: FeedStore;
  itemKey: string;
  actions: FeedItemActions;
  now: Date;
  onShare: (item: Extract<FeedItem, { type: 'post' }>) => void;
  /** The item actions menu's choice (`useFeedItemMenu`). */
  chooseMenu: (key: string, action: FeedItemMenuAction) => Promise<void>;
}

/** A card's props: the slot's, with the entry the slot has read. */
type CardProps = ItemProps & { entry: FeedEntry };

/** Each entry's text (a hidden or archived item's Undo is not a menu entry). */
const menuLabels = {
  archive: 'feed.menu.archive',
  pause: 'feed.menu.pause',
  unpause: 'feed.menu.unpause',
  delete: 'feed.menu.delete',
} as const;

/** The item's menu entries (M41's actions this item offers to this reader), for the "…" menu; their icons come with the menu's code. */
function useItemMenuEntries(entry: FeedEntry, key: string, choose: ItemProps['chooseMenu']): readonly DropdownMenuEntry[] {
  const t = useT();
  const viewerId = useViewer().user?.id ?? null;
  return useMemo(() => {
    const { item } = entry;
    const paused = entry.paused || (item.type === 'comment' && item.notificationsPaused === true);
    return itemMenuActions(item, { viewerId, hidden: entry.hidden, paused, archived: entry.archivedAt !== null })
      .filter((action) => action !== 'unhide' && action !== 'unarchive')
      .map(
        (action): DropdownMenuEntry => ({
          id: action,
          label: t(action === 'hide' ? (item.type === 'post' ? 'feed.menu.hidePost' : 'feed.menu.hideNote') : menuLabels[action as keyof typeof menuLabels]),
          ...(action === 'delete' ? { destructive: true } : {}),
          onSelect: () => void choose(key, action),
        }),
      );
  }, [entry, key, choose, viewerId, t]);
}

/** One post card, subscribed to its own item and its own toggles: a change elsewhere does not re-render it. */
function ConnectedPostCard({ entry, itemKey, actions, now, onShare, chooseMenu, item }: CardProps & { item: Extract<FeedItem, { type: 'post' }> }) {
  const t = useT();
  const menuEntries = useItemMenuEntries(entry, itemKey, chooseMenu);
  const like = useKeyed(actions.toggles.postLikes, itemKey);
  const save = useKeyed(actions.toggles.saves, itemKey);
  const restack = useKeyed(actions.toggles.restacks, itemKey);
  const { post } = item;
  const likeShown = like ? shownLike(like) : { liked: post.reaction === true, count: post.reactions?.['❤'] ?? 0 };
  const restackShown = restack ? shownRestack(restack) : { restacked: post.restacked === true, count: post.restacks ?? 0 };
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
      menu={menuEntries.length > 0 ? <ItemMenu items={menuEntries} triggerLabel={t('feed.menu.post', { title: isolate(post.title) })} /> : null}
    />
  );
}

function ConnectedNoteCard({ entry, itemKey, actions, now, chooseMenu, item }: CardProps & { item: Extract<FeedItem, { type: 'comment' }> }) {
  const t = useT();
  const menuEntries = useItemMenuEntries(entry, itemKey, chooseMenu);
  const like = useKeyed(actions.toggles.noteLikes, itemKey);
  const restack = useKeyed(actions.toggles.restacks, itemKey);
  const { comment } = item;
  const shown = like ? shownCommentReaction(like) : { liked: comment.reaction === true, count: comment.reaction_count };
  const restackShown = restack ? shownRestack(restack) : { restacked: comment.restacked === true, count: comment.restacks };
  return (
    <NoteCardView
      comment={comment}
      context={item.context}
      now={now}
      liked={shown.liked}
      likeCount={shown.count}
      likePending={like?.name === 'pending'}
      onLike={() => actions.like(itemKey)}
      restacked={restackShown.restacked}
      restackCount={restackShown.count}
      restackPending={restack?.name === 'pending'}
      onRestack={() => actions.restack(itemKey)}
      href={paths.note(comment.handle || String(comment.user_id), comment.id)}
      menu={
        comment.user_id != null ? (
          <MuteBlockMenu
            userId={comment.user_id}
            name={comment.name}
            surface="feed"
            noteId={comment.id}
            blockState={item.blockState}
            leadingItems={menuEntries}
            triggerLabel={t('feed.menu.note', { name: isolate(comment.name ?? t('feed.someone')) })}
          />
        ) : null
      }
    />
  );
}

/** The people-you-may-know carousel: a suggestion card per person, each gone once dismissed. */
function ConnectedSuggestions({ item }: { item: Extract<FeedItem, { type: 'userSuggestions' }> }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(() => new Set());
  const onDismissed = useCallback((userId: number) => setDismissed((current) => new Set(current).add(userId)), []);
  const cards = useMemo(
    () =>
      item.suggestions
        .filter((suggestion) => !dismissed.has(suggestion.user.id))
        .map((suggestion) => ({ key: suggestion.user.id, card: <SuggestionCard suggestion={suggestion} onDismissed={onDismissed} /> })),
    [item.suggestions, dismissed, onDismissed],
  );
  return <UserSuggestionsView cards={cards} />;
}

/** The discovery items' views (on demand), each from its item. */
function DiscoveryItem({ item, now }: { item: FeedItem; now: Date }) {
  const t = useT();
  switch (item.type) {
    case 'inviteFriends': {
      const url = safeLinkHref(item.invite.url);
      return (
        <InviteFriendsView
          invitedCount={item.invite.invitedCount}
          action={url ? <CopyLinkButton url={url} label={t('feed.invite.copy')} variant="primary" /> : null}
        />
      );
    }
    case 'featuredPublication':
      return <FeaturedPublicationView publication={item.publication} posts={item.posts} now={now} />;
    case 'featuredCollection':
      return <FeaturedCollectionView collection={item.collection} action={<ReadingListButton list={item.collection} />} />;
    case 'chat':
      return <ChatFeedItemView chat={item.chat} publication={item.publication} />;
    case 'profileSearchResults':
      return <ProfileSearchResultsView query={item.query} profiles={item.profiles} />;
    default:
      return null;
  }
}

/** The author whose relation to the reader (muted, blocked, blocking) can hide an item (the kit's one relation store). */
function authorOf(item: FeedItem): number | null {
  if (item.type === 'comment') return item.comment.user_id;
  return null;
}

/** One item of the list: reads its entry from the store and picks its card. */
const FeedItemSlot = memo(function FeedItemSlot(props: ItemProps) {
  const entry = useFeedEntry(props.store, props.itemKey);
  const relation = useRelationState(entry ? authorOf(entry.item) : null);
  if (!entry) return null;
  const { item } = entry;
  const reason = relation.hidden && relation.reason ? relation.reason : item.isMuted ? 'you-muted' : (item.comment?.unavailable_reason ?? null);
  return (
    <div data-feed-key={props.itemKey} tabIndex={-1} style={{ outline: 'none' }}>
      {entry.hidden && (item.type === 'post' || item.type === 'comment') ? (
        <HiddenItemView kind={item.type === 'post' ? 'post' : 'note'} onUndo={() => void props.chooseMenu(props.itemKey, 'unhide')} />
      ) : entry.archivedAt !== null && (item.type === 'post' || item.type === 'comment') ? (
        <HiddenItemView kind={item.type === 'post' ? 'post' : 'note'} mark="archived" onUndo={() => void props.chooseMenu(props.itemKey, 'unarchive')} />
      ) : reason ? (
        <MissingItemView reason={reason} />
      ) : item.type === 'post' ? (
        <ConnectedPostCard {...props} entry={entry} item={item} />
      ) : item.type === 'comment' ? (
        <ConnectedNoteCard {...props} entry={entry} item={item} />
      ) : item.type === 'userSuggestions' ? (
        <ConnectedSuggestions item={item} />
      ) : item.type === 'facebookConnect' ? (
        <FriendConnectCard />
      ) : item.type === 'categoryLeaderboard' ? (
        <RankedPublicationListView title={item.category.name} rows={item.leaderboard} />
      ) : (
        <DiscoveryItem item={item} now={props.now} />
      )}
    </div>
  );
});

function ConnectedFeedPage({ tab, categoryId, appHref = APP_PROMPT_DEFAULT_HREF }: FeedPageProps) {
  const t = useT();
  // The first restack of a note, a comment or a post from a card opens the one restack nudge with its variant.
  const nudge = useRestackNudge();
  const screen = useFeedScreen({ tab, categoryId, onRestacked: nudge.restacked });
  const { store, actions, now, login } = screen;
  const [shared, setShared] = useState<Extract<FeedItem, { type: 'post' }> | null>(null);
  const chooseMenu = useFeedItemMenu(store, login.openLogin);
  const renderItem = useCallback(
    (key: string) => <FeedItemSlot store={store} itemKey={key} actions={actions} now={now} onShare={setShared} chooseMenu={chooseMenu} />,
    [store, actions, now, chooseMenu],
  );
  return (
    <NoteComposerProvider>
      <FeedView
        composer={<ComposerBar variant="inline" />}
        prompt={<ConnectedAppPrompt appHref={appHref} />}
        status={screen.status}
        {...(screen.title !== undefined ? { title: screen.title } : {})}
        errorMessage={screen.errorMessage}
        onRetry={screen.retry}
        keys={screen.keys}
        renderItem={renderItem}
        newCount={screen.newCount}
        onShowNew={screen.showNew}
        end={screen.end}
        onLoadMore={screen.loadMore}
        loginHref={screen.loginHref}
        signupHref={screen.signupHref}
        sizes={screen.sizes}
        listHandle={screen.listHandle}
      />
      <OnDemandDialog open={login.loginOpen} onOpenChange={login.setLoginOpen} title={t('feed.login.title')}>
        <LoginPromptView loginHref={screen.loginHref} signupHref={screen.signupHref} inDialog />
      </OnDemandDialog>
      {shared ? <ShareDialog open onOpenChange={(open) => (open ? undefined : setShared(null))} subject={shareSubjectFromPost({ ...shared.post })} /> : null}
      <ComposerBar variant="mobile" />
      <RestackNudge nudge={nudge} />
    </NoteComposerProvider>
  );
}

/** The feed (`/home`) or a category's feed (`/home/category/{id}`): the data hooks joined to `FeedView`, in the screen boundary. */
export const FeedPage = defineScreen({
  name: 'FeedPage',
  resolve: (props: FeedPageProps, route) => {
    if (props.categoryId !== undefined || props.tab !== undefined) return props;
    const app: FeedPageProps = props.appHref !== undefined ? { appHref: props.appHref } : {};
    if (route?.screen === 'feedCategory') return { ...app, categoryId: Number(route.params.categoryId) };
    return app;
  },
  Body: ConnectedFeedPage,
  identity: ({ tab, categoryId }) => `${tab ?? 'for-you'}:${categoryId ?? ''}`,
});
