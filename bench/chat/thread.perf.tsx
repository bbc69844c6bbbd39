/**
 * The chat thread page (bare `ChatThreadPageView`, no network) with 1,000 generated replies in the windowed list: first
 * render to paint with the replies mounted (a fact: under 60 of the 1,000, the list telling each its place among 1,000),
 * the most mounted while scrolling to reply #900, and click-to-next-paint for a reaction on reply #900 with the reaction state held by the thread hook's own reducer
 * (the kit's keyed store of item machines, `createChatItemStore`, and `shownComment`), with its React commit time (`commitMs`: click to the last commit a
 * `React.Profiler` around the page reports, as in `bench/ui/facepile-list.perf.tsx`), counting the reply items that
 * re-render (target: 1). Also the chat list
 * (`ChatListView`) with 500 threads: first render to paint.
 *
 * Reply renders are counted by wrapping the real `ChatReplyItemView` (its implementation and its own props
 * comparison, `memo`'s `type` and `compare`) in a counting component through `vi.mock`.
 */
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { ChatComment, ChatPost, type ChatReaction } from '../../src/api/schemas/community';
import { chatListState } from '../../src/features/chat/list/chatListModel';
import { ChatListView } from '../../src/features/chat/list/ChatListView';
import { type ChatViewer, chatCommentItem } from '../../src/features/chat/permissions';
import { commentKey, type ItemMachines, initItemMachines, shownComment } from '../../src/features/chat/thread/itemMachines';
import { createChatItemStore } from '../../src/features/chat/thread/useChatItemMachines';
import { useKeyedVersion } from '../../src/kit/keyedStore';
import type { ChatReplyItemViewProps } from '../../src/features/chat/views/ChatReplyItemView';
import { type ChatReplyEntry, ChatThreadPageView } from '../../src/features/chat/views/ChatThreadPageView';
import { createRenderLog, fontsReady, type Mounted, measureInteraction, mountMeasured, nextPaint, RenderProbe, record, runsOr, sample } from '../harness';

/** The reply items in the document (the windowed list mounts those near the viewport). */
const mountedReplies = (container: HTMLElement) => container.querySelectorAll<HTMLElement>('[data-part="reply-item"]');

/** Scrolls the page the way a reader does (a screenful at a time, a paint between) until reply `id` is mounted. */
async function scrollUntilMounted(container: HTMLElement, id: number): Promise<HTMLElement> {
  for (let step = 0; step < 400; step++) {
    const found = container.querySelector<HTMLElement>(`[data-part="reply-item"][data-id="${id}"]`);
    if (found) return found;
    window.scrollBy(0, window.innerHeight);
    await nextPaint();
    await nextPaint();
  }
  throw new Error(`reply ${id} not mounted after 400 screenfuls`);
}

const replyRenders: number[] = [];

vi.mock('../../src/features/chat/views/ChatReplyItemView', async (importOriginal) => {
  const mod = await importOriginal<typeof import('../../src/features/chat/views/ChatReplyItemView')>();
  const real = mod.ChatReplyItemView as unknown as {
    type: (props: ChatReplyItemViewProps) => React.ReactNode;
    compare: (a: ChatReplyItemViewProps, b: ChatReplyItemViewProps) => boolean;
  };
  function CountedReplyItem(props: ChatReplyItemViewProps) {
    replyRenders.push(props.comment.id);
    return real.type(props);
  }
  return { ...mod, ChatReplyItemView: memo(CountedReplyItem, real.compare) };
});

const REPLIES = 1_000;
const TARGET = 900;
const THREADS = 500;
const AT = '2026-11-20T12:00:00.000Z';
const NAMES = ['Ana Silva', 'Bruno Okafor', 'Chiara Rossi', 'Dmitri Ivanova', 'Esi Mensah', 'Farah Haddad', 'Goran Novak', 'Hana Sato'];
const viewer: ChatViewer = { role: 'paid', user: { id: 102, name: 'Paolo Paid' } };
const context = { surface: 'chat' as const };

const post = ChatPost.parse({
  id: 1,
  publication_id: 1,
  user_id: 105,
  user: { id: 105, name: 'Ada Admin' },
  user_pub_role: { role: 'admin' },
  body: 'Weekend reading thread: what is on your nightstand?',
  audience: 'all_subscribers',
  comment_count: REPLIES,
  reactions: { '❤': 12, '👍': 3 },
  created_at: AT,
});

const replies: ChatComment[] = Array.from({ length: REPLIES }, (_, i) =>
  ChatComment.parse({
    id: 10_000 + i,
    post_id: 1,
    parent_id: i % 10 === 9 ? 10_000 + i - 1 : null,
    user_id: 200 + (i % NAMES.length),
    user: { id: 200 + (i % NAMES.length), name: NAMES[i % NAMES.length] },
    user_pub_role: { membership_state: 'subscribed', is_founding: i % 7 === 0 },
    body: `Reply ${i + 1}: ${i % 3 === 0 ? 'Two novels and a cookbook, and a long essay about libraries that stay open at night.' : 'Same here!'}`,
    reactions: i % 2 === 0 ? { '❤': (i % 5) + 1 } : {},
    created_at: AT,
  }),
);

/** The page as the thread hook drives it: the kit's keyed store of item machines, entries rebuilt only for touched items. */
function ThreadBench() {
  const [items] = useState(createChatItemStore);
  const version = useKeyedVersion(items);
  const byId = useMemo(() => new Map(replies.map((c) => [c.id, c])), []);
  const onReplyReact = useCallback(
    (reaction: ChatReaction, commentId: number) => {
      const item = chatCommentItem(byId.get(commentId)!);
      items.send(commentKey(commentId), { machine: 'reaction', event: { type: 'CLICK', reaction } }, () => initItemMachines(item, viewer, context));
      // No network here: the call "succeeds" at once.
      items.send(commentKey(commentId), { machine: 'reaction', event: { type: 'SUCCEEDED' } });
    },
    [byId, items],
  );
  const cache = useRef(new WeakMap<ChatComment, { entry: ItemMachines; comment: ChatComment | null }>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the store's change count, read through `items.get`.
  const entries = useMemo(() => {
    const out: ChatReplyEntry[] = [];
    for (const comment of replies) {
      const entry = items.get(commentKey(comment.id));
      let shown: ChatComment | null = comment;
      if (entry) {
        const hit = cache.current.get(comment);
        if (hit && hit.entry === entry) shown = hit.comment;
        else {
          shown = shownComment(comment, entry);
          cache.current.set(comment, { entry, comment: shown });
        }
      }
      if (shown) out.push({ comment: shown, actions: ['copyLink', 'report'] });
    }
    return out;
  }, [items, version]);
  return (
    <ChatThreadPageView
      status="ready"
      post={post}
      postActions={['copyLink', 'report']}
      replies={entries}
      onReplyReact={onReplyReact}
      composer={{ placeholder: 'subscribers' }}
    />
  );
}

const threads: ChatPost[] = Array.from({ length: THREADS }, (_, i) =>
  ChatPost.parse({
    id: 1_000 + i,
    publication_id: 1,
    user_id: 200 + (i % NAMES.length),
    user: { id: 200 + (i % NAMES.length), name: NAMES[i % NAMES.length] },
    body: `Thread ${i + 1}: ${i % 2 ? 'What are you reading this weekend?' : 'Notes from the printing press, and a question about the Sunday edition.'}`,
    audience: (['all_subscribers', 'only_paid', 'only_paid_replies', 'only_founding', 'only_founding_replies'] as const)[i % 5],
    comment_count: i % 40,
    recent_commenters: i % 3 ? [{ id: 300, name: 'Hana Sato' }] : [],
    reactions: { '❤': i % 9 },
    created_at: AT,
  }),
);
const listState = chatListState({
  status: 'success',
  error: null,
  pages: [{ communityPosts: threads }],
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
});

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

beforeAll(fontsReady);

test('chat thread: 1,000 replies, first render to paint', async () => {
  let mostMounted = 0;
  const { summaries } = await sample({ runs: runsOr(8), warmup: 2 }, async () => {
    const first = await mountMeasured(<ThreadBench />);
    const firstPass = mountedReplies(first.mounted.container).length;
    // Facts: some replies and far fewer than all are mounted, and the list tells each its place among all 1,000.
    expect(firstPass).toBeGreaterThan(0);
    expect(firstPass).toBeLessThan(60);
    expect(first.mounted.container.querySelector('[aria-setsize]')?.getAttribute('aria-setsize')).toBe(String(REPLIES));
    mostMounted = Math.max(mostMounted, firstPass);
    first.mounted.unmount();
    return { commitMs: first.commitMs, paintMs: first.paintMs, firstPassReplies: firstPass };
  });
  await record(
    'chat-thread.first-render',
    { ...summaries, mostRepliesMounted: mostMounted },
    { commitMs: { median: 120, p95: 250 }, paintMs: { median: 200, p95: 400 } },
    'paintMs: mount to the first paint with the replies near the viewport mounted (the windowed list).',
  );
});

test('chat thread: scrolling through all 1,000 replies, replies mounted at any time', async () => {
  mounted = (await mountMeasured(<ThreadBench />)).mounted;
  window.scrollTo(0, 0);
  await nextPaint();
  const reached = new Set<number>();
  let mostMounted = 0;
  let screens = 0;
  // A screenful per frame down to the end of the page: every reply is mounted at some point, never more than 60 at once.
  for (; screens < 5_000; screens++) {
    const now = mountedReplies(mounted.container);
    mostMounted = Math.max(mostMounted, now.length);
    for (const reply of now) reached.add(Number(reply.dataset.id));
    if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1 && reached.size >= REPLIES) break;
    window.scrollBy(0, window.innerHeight);
    await nextPaint();
  }
  expect(reached.size, 'every reply mounted on the way').toBe(REPLIES);
  expect(mostMounted, 'replies mounted at any time').toBeLessThan(60);
  await record(
    'chat-thread.scroll-all-1000',
    { screens, mostRepliesMounted: mostMounted, mostDomNodes: document.getElementsByTagName('*').length },
    {},
    'A screenful scrolled per frame from the top to the end of the 1,000 replies; replies mounted read each frame (DOM nodes at the end).',
  );
});

test('chat thread: reaction on reply #900, click to next paint, reply items re-rendered', async () => {
  const log = createRenderLog();
  mounted = (
    await mountMeasured(
      <RenderProbe log={log} id="thread">
        <ThreadBench />
      </RenderProbe>,
    )
  ).mounted;
  window.scrollTo(0, 0);
  let item = await scrollUntilMounted(mounted.container, replies[TARGET]!.id);
  item.scrollIntoView({ block: 'center', behavior: 'instant' });
  await nextPaint();
  await nextPaint();
  item = mounted.container.querySelector<HTMLElement>(`[data-part="reply-item"][data-id="${replies[TARGET]!.id}"]`)!;
  // A fact: scrolled 900 replies down, the window still holds under 60.
  expect(mountedReplies(mounted.container).length).toBeLessThan(60);
  const heart = () => item.querySelector<HTMLButtonElement>('[data-part="reaction-bar"] button[data-reaction="❤"]');
  const rerendered: number[] = [];
  const { summaries } = await sample({ runs: runsOr(30), warmup: 3 }, async () => {
    const button = heart();
    expect(button).not.toBeNull();
    const before = button!.getAttribute('aria-pressed');
    replyRenders.length = 0;
    log.reset();
    const timing = await measureInteraction(() => button!.click(), { log, done: () => heart()?.getAttribute('aria-pressed') !== before });
    expect(new Set(replyRenders)).toEqual(new Set([replies[TARGET]!.id]));
    expect(Number.isFinite(timing.commitMs)).toBe(true);
    rerendered.push(new Set(replyRenders).size);
    return { commitMs: timing.commitMs, paintMs: timing.paintMs };
  });
  // A fact, not a timing: each click re-rendered exactly the reply it touched.
  expect(Math.max(...rerendered)).toBe(1);
  await record(
    'chat-thread.react-reply-900',
    { ...summaries, replyItemsRerendered: Math.max(...rerendered) },
    { commitMs: { median: 16, p95: 40 }, paintMs: { median: 50, p95: 100 } },
    'Reply #900 has ❤; each run toggles it (remove, add, …) through the keyed item store. Entries of untouched replies stay the same objects. commitMs: click to the last React commit (Profiler around the page).',
  );
});

test('chat list: 500 threads, first render to paint', async () => {
  const { summaries } = await sample({ runs: runsOr(8), warmup: 2 }, async () => {
    const first = await mountMeasured(<ChatListView state={listState} />);
    const rows = first.mounted.container.querySelectorAll('a[href^="/chat/posts/"]').length;
    first.mounted.unmount();
    expect(rows).toBeGreaterThan(0);
    return { commitMs: first.commitMs, paintMs: first.paintMs, rows };
  });
  await record('chat-list.first-render-500', summaries, { commitMs: { median: 250, p95: 450 }, paintMs: { median: 400, p95: 700 } });
});
