import type { WelcomePageData } from '../../../../api/schemas/growth';
import { useT } from '../i18n';
import { Link } from '../../../../platform/Link';
import { Avatar } from '../../../../ui/Avatar';
import { isolatedText } from '../../../../ui/bidi';
import { Button } from '../../../../ui/Button';
import { button } from '../../../../ui/Button/Button.css';
import { Dialog } from '../../../../ui/Dialog';
import { safeHref } from '../../../../ui/TruncatedText/truncate';
import type { TakeoverKind } from './takeover.machine';
import * as styles from './TakeoverView.css';
import { paths } from '../../../../kit/routes';

/** Where Subscribe goes (designed: the publication's subscribe page). */
export const TAKEOVER_SUBSCRIBE_PATH = paths.subscribe();
/** K106-like cap for the popup's lists (designed): 3 posts, 3 recommendations. */
export const WELCOME_LIST_MAX = 3 as const;

export interface TakeoverViewProps {
  /** `welcome` (anonymous readers) or `subscribe` (free subscribers). */
  kind: TakeoverKind;
  /** Whether it is on screen (M65 `shown`). */
  open: boolean;
  /** The publication's name. */
  publicationName: string;
  /** E58 for the welcome popup: the publication's tagline, popular posts and recommendations; optional. */
  welcome?: WelcomePageData | null;
  /** Close button, Escape, a click outside, "Maybe later", "Continue reading" or a link inside. */
  onDismiss?: () => void;
}

/**
 * The welcome popup and the subscribe takeover (spec 003 §4 "Takeovers"; M65): a dialog shown after 120 s on the page.
 * The welcome popup introduces the publication (E58: tagline, up to 3 popular posts and 3 recommendations); the
 * subscribe takeover asks a free reader to subscribe. Any way out dismisses it (next showing in 1 hour).
 */
export function TakeoverView({ kind, open, publicationName, welcome, onDismiss }: TakeoverViewProps) {
  const t = useT();
  const name = welcome?.publication.name ?? publicationName;
  const onOpenChange = (next: boolean) => {
    if (!next) onDismiss?.();
  };
  if (kind === 'subscribe') {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={isolatedText(([publication]) => t('takeover.subscribe.title', { publication }), [name])}
        description={t('takeover.subscribe.body')}
        footer={
          <div className={styles.footer}>
            <Button variant="secondary" onClick={onDismiss}>
              {t('takeover.subscribe.later')}
            </Button>
            <Link to={TAKEOVER_SUBSCRIBE_PATH} className={button({ variant: 'primary' })} onClick={onDismiss}>
              {t('takeover.subscribe.action')}
            </Link>
          </div>
        }
      >
        <div data-part="takeover" data-kind="subscribe" />
      </Dialog>
    );
  }
  const posts = welcome?.posts.slice(0, WELCOME_LIST_MAX) ?? [];
  const recommendations = welcome?.recommendations.slice(0, WELCOME_LIST_MAX) ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={isolatedText(([publication]) => t('takeover.welcome.title', { publication }), [name])}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onDismiss}>
            {t('takeover.welcome.continue')}
          </Button>
          <Link to={TAKEOVER_SUBSCRIBE_PATH} className={button({ variant: 'primary' })} onClick={onDismiss}>
            {t('takeover.subscribe.action')}
          </Link>
        </div>
      }
    >
      <div className={styles.body} data-part="takeover" data-kind="welcome">
        {welcome?.publication.hero_text ? <p className={styles.hero}>{welcome.publication.hero_text}</p> : null}
        {posts.length > 0 ? (
          <section aria-labelledby="takeover-popular">
            <h3 id="takeover-popular" className={styles.sectionTitle}>
              {t('takeover.welcome.popular')}
            </h3>
            <ul className={styles.list}>
              {posts.map((post) => {
                const cover = post.cover_image ? safeHref(post.cover_image) : null;
                return (
                  <li key={post.id} className={styles.item}>
                    <Link to={paths.post(post.slug)} className={styles.itemLink} onClick={onDismiss}>
                      {cover ? <img className={styles.thumb} src={cover} alt="" /> : null}
                      {post.title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
        {recommendations.length > 0 ? (
          <section aria-labelledby="takeover-recommended">
            <h3 id="takeover-recommended" className={styles.sectionTitle}>
              {isolatedText(([publication]) => t('takeover.welcome.recommended', { publication }), [name])}
            </h3>
            <ul className={styles.list}>
              {recommendations.map((rec) => (
                <li key={rec.recommendedPublication.id} className={`${styles.item} ${styles.recommendation}`}>
                  <Avatar name={rec.recommendedPublication.name} src={rec.recommendedPublication.logo_url} size={32} decorative />
                  <span className={styles.recommendationText}>
                    <strong>
                      <bdi>{rec.recommendedPublication.name}</bdi>
                    </strong>
                    {rec.description ? <span className={styles.recommendationBlurb}>{rec.description}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}
