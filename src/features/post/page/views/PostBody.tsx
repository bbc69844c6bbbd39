import { Globe, Highlighter, SearchX } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import type { Byline } from '../../../../api/schemas/core';
import { useT } from '../i18n';
import { Avatar } from '../../../../ui/Avatar';
import { Icon } from '../../../../ui/Icon';
import { highlightSelection, previewHtml, sanitizePostHtml } from '../sanitizePostHtml';
import { useBrowserValue } from '../../../../platform/browserValue';
import { useHtmlWindow } from '../../../../platform/context';
import * as styles from './postPage.css';

/** A shared selection to highlight (`selection` / `imgSelection` query, E37 / E38). */
export type PostSelectionTarget =
  | { status: 'loading' }
  | { status: 'ready'; text?: string | null; imgSrc?: string | null }
  /** The selection itself is unknown (404) or failed to load. */
  | { status: 'missing' };

export interface PostBodyProps {
  /** The post's `body_html` from the API: untrusted, sanitised here (DOMPurify, `sanitizePostHtml`). */
  html: string | null | undefined;
  /** Cut the body to this many words (whole blocks) for a reader behind the paywall; no cut when omitted. */
  previewLimit?: number;
  /** A shared selection to highlight; shows `selection-share-view` (loading / highlighted / not found). */
  selection?: PostSelectionTarget | null;
  /** The shared image is the post's cover (the header outlines it), so it counts as found. */
  selectionInCover?: boolean;
}

/** The sanitised (and, for a preview, cut) body plus whether a selection was marked. */
function usePreparedBody(html: string | null | undefined, previewLimit?: number, text?: string | null, imgSrc?: string | null) {
  // The DOM to sanitise with (a server's, or the page's), and the page's origin for the link policy: known only in
  // the browser, so the server render and the hydrating render classify links alike and the origin applies after.
  const win = useHtmlWindow();
  const origin = useBrowserValue<string | undefined>(() => window.location.origin, undefined);
  return useMemo(() => {
    const safe = sanitizePostHtml(html, { origin, window: win });
    const preview = previewLimit === undefined ? { html: safe, cut: false } : previewHtml(safe, previewLimit, win);
    const marked = text || imgSrc ? highlightSelection(preview.html, { text, imgSrc }, win) : { html: preview.html, found: false };
    return { html: marked.html, cut: preview.cut, found: marked.found };
  }, [html, previewLimit, text, imgSrc, origin, win]);
}

export const selectionShareStates = ['loading', 'highlighted', 'not_found'] as const;
export type SelectionShareState = (typeof selectionShareStates)[number];

export interface SelectionShareViewProps {
  state: SelectionShareState;
  /** The selection is an image. */
  image?: boolean;
}

/** `selection-share-view`: the status line of a shared selection — loading, highlighted or not found. */
export function SelectionShareView({ state, image = false }: SelectionShareViewProps) {
  const t = useT();
  const text =
    state === 'loading'
      ? t('post.selection.loading')
      : state === 'highlighted'
        ? t(image ? 'post.selection.imageHighlighted' : 'post.selection.highlighted')
        : t('post.selection.notFound');
  return (
    <p className={`${styles.selectionStatus} ${styles.selectionTone[state]}`} data-part="selection-share-view" data-state={state} role="status">
      <Icon icon={state === 'not_found' ? SearchX : Highlighter} size="compressed" />
      {text}
    </p>
  );
}

/**
 * The post body in the serif reading type (`post-body`). The HTML is sanitised before it reaches the DOM: no
 * scripts, handlers, `javascript:` links, iframes or forms; external links open in a new tab with a safe `rel`.
 * A shared selection is marked in the text and announced above it; the first mark is scrolled into view.
 */
export function PostBody({ html, previewLimit, selection, selectionInCover = false }: PostBodyProps) {
  const t = useT();
  const ready = selection?.status === 'ready' ? selection : null;
  const prepared = usePreparedBody(html, previewLimit, ready?.text, ready?.imgSrc);
  const ref = useRef<HTMLElement>(null);
  const selectionState: SelectionShareState | null = !selection
    ? null
    : selection.status === 'loading'
      ? 'loading'
      : selection.status === 'ready' && (prepared.found || selectionInCover)
        ? 'highlighted'
        : 'not_found';
  useEffect(() => {
    if (selectionState !== 'highlighted') return;
    const mark = ref.current?.querySelector('[data-part="selection-highlight"], [data-selection-highlight]');
    mark?.scrollIntoView?.({ block: 'center' });
  }, [selectionState]);
  return (
    <>
      {selectionState ? <SelectionShareView state={selectionState} image={Boolean(ready?.imgSrc)} /> : null}
      <section
        ref={ref}
        className={previewLimit !== undefined ? `${styles.body} ${styles.previewFade}` : styles.body}
        data-part="post-body"
        data-preview={previewLimit !== undefined ? 'true' : 'false'}
        aria-label={t('post.body.label')}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in sanitizePostHtml
        dangerouslySetInnerHTML={{ __html: prepared.html }}
      />
    </>
  );
}

/** `geoblocked-notice`: replaces the body of a post withheld in the reader's country (T048). */
export function GeoblockedNotice() {
  const t = useT();
  return (
    <div className={styles.notice} data-part="geoblocked-notice" role="note">
      <span className={styles.noticeIcon}>
        <Icon icon={Globe} />
      </span>
      <p className={styles.noticeText}>{t('post.geoblocked')}</p>
    </div>
  );
}

export interface GuestBiosProps {
  /** The post's bylines; only guest authors (`is_guest`) with a bio are shown. */
  bylines: readonly Byline[];
}

/** `guest-bios`: short bios of the post's guest authors (shown when `post.show_guest_bios`). */
export function GuestBios({ bylines }: GuestBiosProps) {
  const t = useT();
  const guests = bylines.filter((b) => b.is_guest && b.bio);
  if (guests.length === 0) return null;
  return (
    <section className={styles.bios} data-part="guest-bios" aria-labelledby="post-guest-bios-title">
      <h2 className={styles.biosTitle} id="post-guest-bios-title">
        {guests.length === 1 ? t('post.guestBios.titleOne') : t('post.guestBios.title')}
      </h2>
      {guests.map((g) => (
        <div key={g.id} className={styles.bio}>
          <Avatar name={g.name} src={g.photo_url} size={40} decorative />
          <div>
            <p className={styles.bioName}>
              <bdi>{g.name}</bdi>
            </p>
            <p className={styles.bioText} dir="auto">
              {g.bio}
            </p>
          </div>
        </div>
      ))}
    </section>
  );
}
