import { Trophy } from 'lucide-react';
import type { Publication } from '../../../api/schemas/core';
import type { ReferralLeaderboard, ReferralTier } from '../../../api/schemas/growth';
import { truncateText } from '../../../i18n/format';
import { paths } from '../../../kit/routes';
import { Link } from '../../../platform/Link';
import { isolatedText } from '../../../ui/bidi';
import { Button } from '../../../ui/Button';
import { button } from '../../../ui/Button/Button.css';
import { ErrorState } from '../../../ui/ErrorState';
import { Icon } from '../../../ui/Icon';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../ui/Skeleton';
import { safeLinkHref } from '../../../ui/url';
import { useT } from '../i18n';
import * as page from '../readerPages.css';
import * as styles from './ReferralLeaderboardView.css';
import { isTierReached, type ProfileVisibilityState, profileShownHidden, referralTierStatus, sortedTiers } from './referralTier.machine';

/** Longest name shown in the list (the rest is cut with an ellipsis). */
export const REFERRER_NAME_MAX = 80;

export interface ReferralLeaderboardViewProps {
  status: 'loading' | 'ready' | 'error';
  leaderboard?: ReferralLeaderboard | null;
  publication?: Pick<Publication, 'name'> | null;
  /** The hidden-profile switch (E20): shown visible at once while on its way. */
  visibility?: ProfileVisibilityState;
  errorMessage?: string | null;
  onRetry?: () => void;
  onMakeVisible?: () => void;
}

/**
 * The reader referral leaderboard `/leaderboard` (spec 003 "Referral leaderboard", §4, §6, §9; inventory
 * `referral-leaderboard-page`, M64): a cover (at least 350 px tall) with the reader's share link (`?r=` and their id
 * in base 36) or the way to subscribe, the reward tiers with the tier message (none reached / reached with a next /
 * top reached), the top referrers with the reader highlighted, the reader's standing, the hidden-profile notice with
 * "Make my profile visible", the contributor note, and the admin view with "Edit Referral Settings" (T187). Anonymous
 * readers see it too. The bare view: props in, markup out, the state in `data-state`.
 */
export function ReferralLeaderboardView({
  status,
  leaderboard,
  publication,
  visibility = { name: 'visible' },
  errorMessage,
  onRetry,
  onMakeVisible,
}: ReferralLeaderboardViewProps) {
  const t = useT();
  const data = leaderboard ?? null;
  const admin = data?.current_user_is_admin === true;
  const dataState = status === 'ready' && data ? (admin ? 'admin' : data.current_user_id === null ? 'anonymous' : 'reader') : status;
  return (
    <main className={page.page} data-part="referral-leaderboard" data-state={dataState}>
      <div className={page.readingColumn}>
        {status === 'loading' ? (
          <SkeletonGroup label={t('growth.leaderboard.loading')}>
            <Skeleton height={350} radius="md" />
            <SkeletonText lines={4} />
          </SkeletonGroup>
        ) : status === 'error' || !data ? (
          <ErrorState description={errorMessage ?? undefined} onRetry={onRetry} headingLevel={2} />
        ) : (
          <>
            <Cover data={data} publication={publication} />
            {admin ? (
              <section className={page.notice} data-part="leaderboard-admin">
                <p className={page.actions}>
                  <span>{t('growth.leaderboard.adminNote')}</span>
                  <Link to={paths.publishSettings('referrals')} className={button({ variant: 'secondary', size: 'sm' })}>
                    {t('growth.leaderboard.editSettings')}
                  </Link>
                </p>
              </section>
            ) : null}
            {data.current_user_is_contributor ? (
              <p className={page.notice} data-part="leaderboard-contributor">
                {t('growth.leaderboard.contributorNote')}
              </p>
            ) : null}
            {data.current_user_profile_hidden && data.current_user_subscription_id !== null ? (
              <HiddenProfile visibility={visibility} onMakeVisible={onMakeVisible} />
            ) : null}
            <Tiers data={data} />
            {data.current_user_stats ? <Stats stats={data.current_user_stats} /> : null}
            <TopReferrers data={data} />
          </>
        )}
      </div>
    </main>
  );
}

function Cover({ data, publication }: { data: ReferralLeaderboard; publication?: Pick<Publication, 'name'> | null }) {
  const t = useT();
  const share = data.current_user_can_share ? safeLinkHref(data.share_url ?? null) : null;
  return (
    <header className={styles.cover} data-part="leaderboard-cover">
      <span className={page.outcomeIcon} aria-hidden>
        <Icon icon={Trophy} size="tab" />
      </span>
      <h1 className={page.title}>{t('growth.leaderboard.title')}</h1>
      {publication?.name ? (
        <p className={page.lede}>{isolatedText(([name]) => t('growth.leaderboard.lede', { publication: name }), [truncateText(publication.name, 120)])}</p>
      ) : null}
      {share ? (
        <div className={page.header}>
          <h2 className={page.sectionTitle} id="leaderboard-share">
            {t('growth.leaderboard.shareTitle')}
          </h2>
          <a className={styles.shareLink} href={share} data-part="leaderboard-share-link">
            {share}
          </a>
        </div>
      ) : data.current_user_is_admin ? null : (
        <p className={page.actions}>
          <span className={page.muted}>{t('growth.leaderboard.shareSignedOut')}</span>
          <Link to={paths.subscribe()} className={button({ variant: 'primary', size: 'sm' })}>
            {t('growth.leaderboard.subscribe')}
          </Link>
        </p>
      )}
    </header>
  );
}

function rewardText(t: ReturnType<typeof useT>, tier: ReferralTier): string {
  if (tier.reward_type === 'custom') return tier.reward_description ? truncateText(tier.reward_description, 160) : t('growth.leaderboard.reward.custom');
  return t(`growth.leaderboard.reward.${tier.reward_type}`);
}

function Tiers({ data }: { data: ReferralLeaderboard }) {
  const t = useT();
  if (data.tiers.length === 0) return null;
  const referrals = data.current_user_stats?.referrals ?? 0;
  const counted = data.current_user_stats !== null && !data.current_user_is_admin && !data.current_user_is_contributor;
  const status = counted ? referralTierStatus(data.tiers, referrals) : null;
  let message: string | null = null;
  if (status?.case === 'none_reached' && status.next) {
    message = t('growth.leaderboard.tier.none_reached', { count: status.remaining, reward: rewardText(t, status.next) });
  } else if (status?.case === 'reached_with_next' && status.reached && status.next) {
    message = t('growth.leaderboard.tier.reached_with_next', {
      count: status.remaining,
      reward: rewardText(t, status.reached),
      next: rewardText(t, status.next),
    });
  } else if (status?.case === 'top_reached' && status.reached) {
    message = t('growth.leaderboard.tier.top_reached', { reward: rewardText(t, status.reached) });
  }
  return (
    <section className={page.header} aria-labelledby="leaderboard-tiers" data-part="leaderboard-tiers" data-case={status?.case}>
      <h2 id="leaderboard-tiers" className={page.sectionTitle}>
        {t('growth.leaderboard.tiersTitle')}
      </h2>
      {message ? (
        <p className={styles.tierMessage} data-part="leaderboard-tier-message">
          <bdi>{message}</bdi>
        </p>
      ) : null}
      <ul className={page.list}>
        {sortedTiers(data.tiers).map((tier) => {
          const reached = counted && isTierReached(tier, referrals);
          return (
            <li
              key={`${tier.display_order}-${tier.num_referrals_required}`}
              className={page.listRow}
              data-part="leaderboard-tier"
              data-reached={reached || undefined}
            >
              <div className={page.rowMain}>
                <p className={page.rowName}>
                  <bdi>{rewardText(t, tier)}</bdi>
                </p>
                <p className={page.rowMeta}>{t('growth.leaderboard.tierRequired', { count: tier.num_referrals_required })}</p>
              </div>
              {reached ? <span className={page.accentTag}>{t('growth.leaderboard.reached')}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Stats({ stats }: { stats: NonNullable<ReferralLeaderboard['current_user_stats']> }) {
  const t = useT();
  return (
    <section className={page.header} aria-labelledby="leaderboard-stats" data-part="leaderboard-stats">
      <h2 id="leaderboard-stats" className={page.sectionTitle}>
        {t('growth.leaderboard.statsTitle')}
      </h2>
      <dl className={styles.statGrid}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('growth.leaderboard.statsReferrals')}</dt>
          <dd className={styles.statValue}>{stats.referrals}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('growth.leaderboard.statsRank')}</dt>
          <dd className={styles.statValue}>{stats.rank === null ? t('growth.leaderboard.unranked') : `#${stats.rank}`}</dd>
        </div>
      </dl>
    </section>
  );
}

function HiddenProfile({ visibility, onMakeVisible }: { visibility: ProfileVisibilityState; onMakeVisible?: () => void }) {
  const t = useT();
  if (!profileShownHidden(visibility)) {
    return (
      <p className={page.successNotice} role="status" data-part="leaderboard-profile" data-state={visibility.name}>
        {t('growth.leaderboard.madeVisible')}
      </p>
    );
  }
  return (
    <section className={page.notice} data-part="leaderboard-profile" data-state="hidden">
      <p className={page.actions}>
        <span>{t('growth.leaderboard.hidden')}</span>
        <Button variant="secondary" size="sm" onClick={onMakeVisible}>
          {t('growth.leaderboard.makeVisible')}
        </Button>
      </p>
    </section>
  );
}

function TopReferrers({ data }: { data: ReferralLeaderboard }) {
  const t = useT();
  return (
    <section className={page.header} aria-labelledby="leaderboard-top" data-part="leaderboard-top">
      <h2 id="leaderboard-top" className={page.sectionTitle}>
        {t('growth.leaderboard.topTitle')}
      </h2>
      {data.top_referrers.length === 0 ? (
        <p className={page.muted}>{t('growth.leaderboard.topEmpty')}</p>
      ) : (
        <ol className={page.list}>
          {data.top_referrers.map((r) => (
            <li
              key={r.user.id}
              className={r.isCurrentUser ? `${page.listRow} ${styles.current}` : page.listRow}
              data-part="leaderboard-referrer"
              data-current={r.isCurrentUser || undefined}
              aria-current={r.isCurrentUser ? 'true' : undefined}
            >
              <span className={styles.rank}>{r.rank}</span>
              <div className={page.rowMain}>
                <p className={page.rowName}>
                  <bdi>{truncateText(r.user.name ?? '', REFERRER_NAME_MAX)}</bdi>
                </p>
                <p className={page.rowMeta}>{t('growth.leaderboard.referrals', { count: r.referrals })}</p>
              </div>
              {r.isCurrentUser ? <span className={page.accentTag}>{t('growth.leaderboard.you')}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
