import { Sparkles } from 'lucide-react';
import type { Recommendation } from '../../../api/schemas/growth';
import { truncateText } from '../../../i18n/format';
import { paths } from '../../../kit/routes';
import { Link } from '../../../platform/Link';
import { isolate, isolatedText } from '../../../ui/bidi';
import { Button } from '../../../ui/Button';
import { button } from '../../../ui/Button/Button.css';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../ui/Skeleton';
import { safeLinkHref, safeMediaUrl } from '../../../ui/url';
import * as home from '../home/PublicationHomeView.css';
import { useT } from '../i18n';
import * as page from '../readerPages.css';
import { type RecommendationsSubscribeState, recommendationState } from './recommendationSubscribe.machine';

/** Longest publication name and blurb shown. */
export const RECOMMENDATION_NAME_MAX = 120;
export const RECOMMENDATION_BLURB_MAX = 280;

export interface RecommendationsPageViewProps {
  status: 'loading' | 'ready' | 'not-found' | 'error';
  publication?: { id: number; name: string } | null;
  recommendations?: readonly Recommendation[];
  /** M67 per recommended publication (absent = idle). */
  subscriptions?: RecommendationsSubscribeState;
  /** An admin: "Manage recommendations" (T188). */
  canManage?: boolean;
  errorMessage?: string | null;
  onRetry?: () => void;
  onSubscribe?: (publicationId: number) => void;
}

/**
 * The recommendations page `/recommendations` (spec 003 "Publication pages"; inventory `recommendations-page`, M67):
 * every publication this one recommends with its logo, name (a link to it through the URL policy) and the author's
 * blurb, each with its own Subscribe (Subscribed once done); "Manage recommendations" (T188) for admins. Names and
 * blurbs are isolated and bounded. The bare view: props in, markup out, the state in `data-state`.
 */
export function RecommendationsPageView({
  status,
  publication,
  recommendations = [],
  subscriptions = {},
  canManage = false,
  errorMessage,
  onRetry,
  onSubscribe,
}: RecommendationsPageViewProps) {
  const t = useT();
  return (
    <main className={page.page} data-part="recommendations-page" data-state={status}>
      <div className={page.readingColumn}>
        <header className={page.header}>
          <h1 className={page.title}>{t('growth.recommendations.title')}</h1>
          {publication ? (
            <p className={page.lede}>
              {isolatedText(([name]) => t('growth.recommendations.lede', { publication: name }), [truncateText(publication.name, RECOMMENDATION_NAME_MAX)])}
            </p>
          ) : null}
          {canManage && publication ? (
            <p className={page.actions}>
              <Link to={paths.publishRecommendations(publication.id)} className={button({ variant: 'secondary', size: 'sm' })}>
                {t('growth.recommendations.manage')}
              </Link>
            </p>
          ) : null}
        </header>
        {status === 'loading' ? (
          <SkeletonGroup label={t('growth.recommendations.loading')}>
            <SkeletonText lines={3} />
            <Skeleton height={120} radius="md" />
          </SkeletonGroup>
        ) : status === 'error' || status === 'not-found' ? (
          <ErrorState description={errorMessage ?? undefined} onRetry={onRetry} headingLevel={2} />
        ) : recommendations.length === 0 ? (
          <EmptyState icon={Sparkles} title={t('growth.recommendations.empty')} headingLevel={2} />
        ) : (
          <ul className={page.list}>
            {recommendations.map((r, index) => {
              const pub = r.recommendedPublication;
              const logo = safeMediaUrl(pub.logo_url ?? undefined);
              const href = safeLinkHref(pub.base_url);
              const name = truncateText(pub.name, RECOMMENDATION_NAME_MAX);
              const item = recommendationState(subscriptions, pub.id);
              return (
                <li key={r.id ?? index} className={page.listRow} data-part="recommendation" data-id={pub.id} data-state={item.name}>
                  {logo ? <img className={home.recommendationLogo} src={logo} alt="" width={40} height={40} /> : null}
                  <div className={page.rowMain}>
                    <p className={home.recommendationName}>
                      {href ? (
                        <a href={href} className={home.postLink}>
                          <bdi>{name}</bdi>
                        </a>
                      ) : (
                        <bdi>{name}</bdi>
                      )}
                    </p>
                    {r.description ? (
                      <p className={home.subtitle} dir="auto">
                        {truncateText(r.description, RECOMMENDATION_BLURB_MAX)}
                      </p>
                    ) : null}
                  </div>
                  <Button
                    variant={item.name === 'subscribed' ? 'secondary' : 'primary'}
                    size="sm"
                    loading={item.name === 'subscribing'}
                    disabled={item.name === 'subscribed'}
                    aria-label={item.name === 'subscribed' ? undefined : t('growth.recommendations.subscribeTo', { publication: isolate(name) })}
                    onClick={() => onSubscribe?.(pub.id)}
                  >
                    {item.name === 'subscribed' ? t('growth.recommendations.subscribed') : t('growth.recommendations.subscribe')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </main>
  );
}
