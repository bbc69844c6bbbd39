/**
 * The address's hash on a comments screen (spec 002 §2): `#comment-{n}` scrolls to that comment and highlights it,
 * expanding its collapsed ancestors (M51 `EXPAND`); past the inline depth the reader is taken (by replacement) to the
 * single-comment view of the deepest ancestor shown inline, where it is; `#input` opens and focuses the post's
 * composer (through the composer gate). Each hash is handled once per load.
 */
import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../kit/routes';
import { useLocation, useNavigation } from '../../../platform/context';
import { commentAnchor, COMPOSER_ANCHOR, parseCommentsHash } from '../commentsAddress';
import type { CommentThreadActions } from '../thread/CommentThread';
import { type CommentThreadStore, POST_COMPOSER } from '../thread/threadStore';
import { ancestorIds } from '../threadModel';

export interface UseCommentsHashOptions {
  store: CommentThreadStore;
  actions: CommentThreadActions;
  /** The thread has loaded (ready or locked). */
  loaded: boolean;
  /** A number that changes with every load (a new sort reloads). */
  loadKey: number;
  slug: string;
  /** The deepest depth shown inline (0 = top level). */
  maxDepth: number;
  /** Opens collapsed ancestors (M51 `EXPAND`). */
  expand: (ids: readonly number[]) => void;
  /** Past the inline depth, go to the single-comment view (the comments page); a single-comment view shows it all. */
  redirectDeep: boolean;
  /** A comment to show when the hash names none (the post page's `commentId`). */
  targetId?: number;
  /** Reads the thread of a comment not loaded yet (a paged thread); true when the store has it then. */
  fetchThreadOf?: (id: number) => Promise<boolean>;
}

/** Scrolls an element into the middle of the view and focuses it, once it exists (tries for about a second). */
export function revealWhenMounted(elementId: string, focus = true): void {
  let tries = 0;
  const attempt = () => {
    const element = typeof document === 'undefined' ? null : document.getElementById(elementId);
    if (!element) {
      if (tries++ < 60) requestAnimationFrame(attempt);
      return;
    }
    element.scrollIntoView({ block: 'center' });
    if (focus) element.focus({ preventScroll: true });
  };
  // After the commit that mounts it (the thread mounts its target's branch first).
  requestAnimationFrame(attempt);
}

export function useCommentsHash({ store, actions, loaded, loadKey, slug, maxDepth, expand, redirectDeep, targetId, fetchThreadOf }: UseCommentsHashOptions) {
  const location = useLocation();
  const navigation = useNavigation();
  const handled = useRef<string | null>(null);
  const hash = location.hash;
  // Bumped when a deep link's thread, not loaded at first, has been read: the hash is handled again.
  const [fetched, setFetched] = useState(0);
  const fetching = useRef<string | null>(null);

  useEffect(() => {
    if (!loaded) return;
    const key = `${loadKey}:${hash}:${targetId ?? ''}:${fetched}`;
    if (handled.current === key) return;
    handled.current = key;
    const target = parseCommentsHash(hash) ?? (targetId ? ({ kind: 'comment', id: targetId } as const) : null);
    if (!target) return;
    if (target.kind === 'input') {
      actions.openComposer(POST_COMPOSER);
      revealWhenMounted(COMPOSER_ANCHOR);
      return;
    }
    const model = store.model();
    if (!model.nodes.has(target.id)) {
      // Its thread is on a page not read yet: read it (once per load and hash), then handle the hash again.
      const wanted = `${loadKey}:${target.id}`;
      if (!fetchThreadOf || fetching.current === wanted) return;
      fetching.current = wanted;
      void fetchThreadOf(target.id).then((found) => {
        if (found) setFetched((n) => n + 1);
      });
      return;
    }
    const ancestors = ancestorIds(model, target.id);
    if (redirectDeep && ancestors.length > maxDepth) {
      navigation.replace(`${paths.comment(slug, ancestors[maxDepth]!)}#comment-${target.id}`);
      return;
    }
    expand(ancestors);
    store.setHighlighted(target.id);
    revealWhenMounted(commentAnchor(target.id));
  }, [loaded, loadKey, hash, targetId, fetched, fetchThreadOf, store, actions, slug, maxDepth, expand, redirectDeep, navigation]);
}
