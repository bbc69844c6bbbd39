import { FileX, Headphones, VideoOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { button } from '../../../../ui/Button/Button.css';
import { EmptyState } from '../../../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../../../ui/ErrorState/ErrorState';
import { Skeleton, SkeletonGroup } from '../../../../ui/Skeleton/Skeleton';
import { useExtrasT } from '../../audio/i18n';
import type { EmbedKind, EmbedStatus } from '../embed';
import * as styles from './EmbedFrameView.css';
import { safeLinkHref } from '../../../../kit/url';

export interface EmbedFrameViewProps {
  kind: EmbedKind;
  status: EmbedStatus;
  /** The player, shown when `ready`. */
  player?: ReactNode;
  /** `no_media`: the post on its publication's site (opens in a new tab); left out when unknown. */
  postUrl?: string | null;
  /** `error`: the server's words, when it sent some. */
  errorMessage?: string;
  onRetry?: () => void;
}

/**
 * The frame of an embed player: a placeholder shaped like the player while the post loads, "Post not found" (T163)
 * for a 404, the failure with "Try again", "There is no episode/video to play here" with a link to the post when
 * the post has none, else the player. `data-state` is the status.
 */
export function EmbedFrameView({ kind, status, player, postUrl, errorMessage, onRetry }: EmbedFrameViewProps) {
  const t = useExtrasT();
  return (
    <main className={styles.frame} data-part={`${kind}-embed`} data-state={status}>
      {status === 'loading' ? (
        <SkeletonGroup label={t('mediaExtras.embed.loading')} className={styles.placeholder}>
          {kind === 'video' ? <Skeleton height="auto" className={styles.videoBox} /> : <Skeleton height={250} radius="md" />}
        </SkeletonGroup>
      ) : status === 'not_found' ? (
        <div className={styles.message}>
          <EmptyState icon={FileX} title={t('mediaExtras.embed.notFound')} headingLevel={1} />
        </div>
      ) : status === 'error' ? (
        <div className={styles.message}>
          <ErrorState description={errorMessage ?? t('mediaExtras.embed.failed')} onRetry={onRetry} headingLevel={2} />
        </div>
      ) : status === 'no_media' ? (
        <div className={styles.message}>
          <EmptyState
            icon={kind === 'podcast' ? Headphones : VideoOff}
            title={t(kind === 'podcast' ? 'mediaExtras.embed.noEpisode' : 'mediaExtras.embed.noVideo')}
            description={postUrl ? t('mediaExtras.embed.noMediaHint') : undefined}
            headingLevel={1}
          />
          {postUrl ? (
            <a
              className={`${button({ variant: 'secondary', size: 'sm' })} ${styles.postLink}`}
              href={safeLinkHref(postUrl) ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('mediaExtras.embed.openPost')}
            </a>
          ) : null}
        </div>
      ) : (
        player
      )}
    </main>
  );
}
