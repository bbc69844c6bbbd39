import { Check, Pencil } from 'lucide-react';
import { useId } from 'react';
import type { PostTag } from '../../../../api/schemas/core';
import { Link } from '../../../../platform/Link';
import { useT } from '../i18n';
import { Button } from '../../../../ui/Button';
import { Icon } from '../../../../ui/Icon';
import { canSave, type FeaturedTagState, selectedTag } from '../featuredTag.machine';
import * as styles from './postPage.css';
import { paths } from '../../../../kit/routes';

/** The publication editor of a post, with the page to come back to (spec 000/001: "with a back parameter"). */
export function postEditorPath(postId: number, back: string): string {
  return paths.publishPost(postId, { back });
}

export interface PageEditButtonProps {
  /** The page-type post. */
  postId: number;
  /** Where the editor returns to (the current path). */
  back: string;
}

/** `page-post-edit-button`: "Edit" (T083) on a page-type post, for contributors and admins. */
export function PageEditButton({ postId, back }: PageEditButtonProps) {
  const t = useT();
  return (
    <Link to={postEditorPath(postId, back)} className={styles.editLink} data-part="page-post-edit-button">
      <Icon icon={Pencil} size="compressed" />
      {t('post.edit')}
    </Link>
  );
}

export interface FeaturedTagEditorProps {
  /** The post's tags (hidden tags included: an admin may feature any). */
  tags: readonly PostTag[];
  /** The editor's machine state (M68, `featuredTag.machine.ts`). */
  state: FeaturedTagState;
  onSelect: (tagId: number | null) => void;
  onSave: () => void;
}

/**
 * `featured-tag-editor` (M68): a select of the post's tags and Save, disabled until the tag changes; "Saving…",
 * then "Saved". Desktop only: hidden at 1024 px and below (spec 002: "desktop only").
 */
export function FeaturedTagEditor({ tags, state, onSelect, onSave }: FeaturedTagEditorProps) {
  const t = useT();
  const id = useId();
  const value = selectedTag(state);
  return (
    <div className={styles.tagEditor} data-part="featured-tag-editor" data-state={state.name}>
      <div className={styles.tagField}>
        <label className={styles.tagLabel} htmlFor={id}>
          {t('post.featuredTag.title')}
        </label>
        <select
          id={id}
          className={styles.select}
          value={value === null ? '' : String(value)}
          aria-describedby={`${id}-hint`}
          disabled={state.name === 'saving'}
          onChange={(e) => onSelect(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">{t('post.featuredTag.none')}</option>
          {tags.map((tag) => (
            <option key={tag.id} value={tag.id} dir="auto">
              {tag.name}
            </option>
          ))}
        </select>
        <span className={styles.tagHint} id={`${id}-hint`}>
          {t('post.featuredTag.hint')}
        </span>
      </div>
      <Button variant="secondary" disabled={!canSave(state)} loading={state.name === 'saving'} onClick={onSave}>
        {state.name === 'saving' ? t('post.featuredTag.saving') : t('post.featuredTag.save')}
      </Button>
      <span className={styles.tagStatus} role="status">
        {state.name === 'saved' ? (
          <>
            <Icon icon={Check} size="compressed" /> {t('post.featuredTag.saved')}
          </>
        ) : null}
      </span>
    </div>
  );
}

export interface ComingSoonExplainerProps {
  /** Marks the explainer seen (E13 `seen_coming_soon_explainer: true`). */
  onDismiss: () => void;
  /** The dismissal is being saved. */
  dismissing?: boolean;
}

/**
 * `coming-soon-explainer`: a one-time card for publication admins (spec 000: "dismissed via publication setting";
 * its trigger and copy are not given). Designed: it shows on the admin's own post pages until they press
 * "Got it", which saves `seen_coming_soon_explainer` on the publication (E13) — it explains the "Coming soon" page
 * readers see for a scheduled post.
 */
export function ComingSoonExplainer({ onDismiss, dismissing = false }: ComingSoonExplainerProps) {
  const t = useT();
  return (
    <aside className={styles.explainer} data-part="coming-soon-explainer" aria-labelledby="post-coming-soon-title">
      <h2 className={styles.explainerTitle} id="post-coming-soon-title">
        {t('post.comingSoon.title')}
      </h2>
      <p className={styles.explainerBody}>{t('post.comingSoon.body')}</p>
      <div className={styles.explainerActions}>
        <Button variant="secondary" size="sm" loading={dismissing} onClick={onDismiss}>
          {t('post.comingSoon.dismiss')}
        </Button>
      </div>
    </aside>
  );
}
