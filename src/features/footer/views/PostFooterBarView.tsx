import { BookOpenText, FileText, MessageCircle, Share } from 'lucide-react';
import { useT } from '../i18n';
import { Link } from '../../../platform/Link';
import { visuallyHidden } from '../../../ui/focus.css';
import { FormattedCount } from '../../../ui/Formatted';
import { Icon } from '../../../ui/Icon';
import type { FooterPermissions } from '../footerPermissions';
import * as styles from './footer.css';
import { FooterMoreMenu } from './FooterMoreMenu';
import { LikeButton } from './LikeButton';
import { RestackButton } from './RestackButton';
import { SaveButton } from './SaveButton';

export const postFooterVariants = ['bar', 'compact'] as const;
export type PostFooterVariant = (typeof postFooterVariants)[number];

export interface PostFooterBarViewProps {
  /** Which actions show (`footerPermissions`). */
  permissions: FooterPermissions;
  /** `bar` (under a post: hairlines, text labels on wide screens) or `compact` (feeds, comments, mobile toolbar). */
  variant?: PostFooterVariant;
  liked: boolean;
  likeCount: number;
  likePending?: boolean;
  commentCount: number;
  /** Where Comment goes (the comments page or `#comments`). */
  commentHref: string;
  restacked: boolean;
  restackCount: number;
  restackPending?: boolean;
  saved: boolean;
  savePending?: boolean;
  /** The reader guide panel is open. */
  readerGuideOpen?: boolean;
  onLike?: () => void;
  onRestack?: () => void;
  onShare?: () => void;
  onSave?: () => void;
  onReaderGuide?: () => void;
  onOpenAsPdf?: () => void;
  onEdit?: () => void;
  /** Open state of the More menu (stories). */
  moreOpen?: boolean;
  onMoreOpenChange?: (open: boolean) => void;
}

/**
 * The post footer bar (post-footer-bar), bare: like, comment, restack, share, then reader guide, Open as PDF, save
 * and More. Counts are shortened ("1.2K"). `data-variant` carries the variant.
 */
export function PostFooterBarView(props: PostFooterBarViewProps) {
  const t = useT();
  const { permissions: can, variant = 'bar' } = props;
  const compact = variant === 'compact';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of actions, not a form group
    <div className={styles.bar} role="group" aria-label={t('footer.bar.label')} data-part="post-footer" data-variant={variant}>
      <div className={styles.group}>
        {can.like ? <LikeButton liked={props.liked} count={props.likeCount} pending={props.likePending ?? false} onToggle={props.onLike} /> : null}
        <Link to={props.commentHref} className={styles.action} data-part="comment-button">
          <Icon icon={MessageCircle} />
          <span className={visuallyHidden}>{t('footer.comment')}</span>
          {props.commentCount > 0 ? <FormattedCount value={props.commentCount} /> : null}
        </Link>
        {can.restack !== 'hidden' ? (
          <RestackButton
            restacked={props.restacked}
            count={props.restackCount}
            availability={can.restack === 'disabled' ? 'disabled' : 'enabled'}
            pending={props.restackPending ?? false}
            onToggle={props.onRestack}
          />
        ) : null}
        <button type="button" className={styles.action} aria-label={t('footer.share')} data-part="share-button" onClick={props.onShare}>
          <Icon icon={Share} />
        </button>
      </div>
      <span className={styles.spacer} />
      <div className={styles.group}>
        {can.readerGuide ? (
          <button
            type="button"
            className={styles.action}
            aria-pressed={props.readerGuideOpen ?? false}
            data-part="reader-guide-button"
            onClick={props.onReaderGuide}
          >
            <Icon icon={BookOpenText} />
            <span className={compact ? visuallyHidden : styles.actionLabel}>{t('footer.readerGuide')}</span>
          </button>
        ) : null}
        {can.pdf && !compact ? (
          <button type="button" className={styles.action} data-part="pdf-button" onClick={props.onOpenAsPdf}>
            <Icon icon={FileText} />
            <span className={styles.actionLabel}>{t('footer.pdf')}</span>
          </button>
        ) : null}
        {can.save ? <SaveButton saved={props.saved} pending={props.savePending ?? false} onToggle={props.onSave} /> : null}
        <FooterMoreMenu
          onEdit={can.edit ? props.onEdit : undefined}
          onOpenAsPdf={can.pdf && compact ? props.onOpenAsPdf : undefined}
          {...(props.moreOpen !== undefined ? { open: props.moreOpen } : {})}
          {...(props.onMoreOpenChange ? { onOpenChange: props.onMoreOpenChange } : {})}
        />
      </div>
    </div>
  );
}
