import type { Publication, User } from '../../../api/schemas/core';
import type { HomepageSubpath } from '../../../api/schemas/growth';
import { truncateText } from '../../../i18n/format';
import { paths } from '../../../kit/routes';
import { Link } from '../../../platform/Link';
import { Avatar } from '../../../ui/Avatar';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { safeMediaUrl } from '../../../ui/url';
import { useT } from '../i18n';
import * as styles from './PublicationHomeView.css';

/** A name is shown up to this many characters. */
export const PERSON_NAME_MAX = 80;

export interface PublicationPeopleViewProps {
  subpath: HomepageSubpath;
  status: 'loading' | 'ready' | 'error';
  publication?: Pick<Publication, 'name'> | null;
  users?: readonly Pick<User, 'id' | 'name' | 'handle' | 'photo_url'>[];
  /** Everyone in the list (the server sends the first 50). */
  total?: number;
  errorMessage?: string;
  onRetry?: () => void;
}

const SUBPATHS = ['subscribers', 'followers', 'following'] as const satisfies readonly HomepageSubpath[];

/**
 * The publication home's people lists (spec 003 "Modular publication home page with subpaths subscribers, followers
 * and following"; what they show is G58, designed): the publication's name, links between the home and its three
 * lists (the current one marked), the list's total, and each person with their photo and name, linked to their
 * profile when they have a handle. Names isolated and bounded, photos through the URL policy. The bare view.
 */
export function PublicationPeopleView({ subpath, status, publication, users = [], total, errorMessage, onRetry }: PublicationPeopleViewProps) {
  const t = useT();
  const count = total ?? users.length;
  const more = count - users.length;
  return (
    <main className={styles.page} data-part="publication-people" data-subpath={subpath} data-state={status}>
      <div className={styles.column}>
        <header className={styles.header}>
          {publication?.name ? (
            <p className={styles.muted} dir="auto">
              <Link to={paths.home()} className={styles.textLink}>
                <bdi>{truncateText(publication.name, 120)}</bdi>
              </Link>
            </p>
          ) : null}
          <h1 className={styles.title}>{t(`growth.home.people.${subpath}`)}</h1>
          <nav aria-label={t('growth.home.people.nav')}>
            <ul className={styles.peopleNav}>
              <li>
                <Link to={paths.home()} className={styles.textLink}>
                  {t('growth.home.people.home')}
                </Link>
              </li>
              {SUBPATHS.map((s) => (
                <li key={s}>
                  <Link to={paths.homePeople(s)} className={styles.textLink} aria-current={s === subpath ? 'page' : undefined}>
                    {t(`growth.home.people.${s}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        {status === 'loading' ? (
          <SkeletonGroup label={t('growth.home.people.loading')}>
            <Skeleton width="30%" height={20} />
            <Skeleton height={48} radius="md" />
            <Skeleton height={48} radius="md" />
            <Skeleton height={48} radius="md" />
          </SkeletonGroup>
        ) : status === 'error' ? (
          <ErrorState description={errorMessage} onRetry={onRetry} headingLevel={2} />
        ) : users.length === 0 ? (
          <EmptyState title={t(`growth.home.people.empty.${subpath}`)} headingLevel={2} />
        ) : (
          <>
            <p className={styles.muted}>{t('growth.home.people.total', { count })}</p>
            <ul className={styles.plainList} data-part="people-list">
              {users.map((user) => {
                const name = truncateText(user.name, PERSON_NAME_MAX);
                return (
                  <li key={user.id} className={styles.person} data-part="person" data-id={user.id}>
                    <Avatar name={user.name} src={safeMediaUrl(user.photo_url ?? undefined) ?? null} decorative />
                    {user.handle ? (
                      <Link to={paths.profile(user.handle)} className={styles.postLink}>
                        <bdi>{name}</bdi>
                      </Link>
                    ) : (
                      <bdi>{name}</bdi>
                    )}
                  </li>
                );
              })}
            </ul>
            {more > 0 ? <p className={styles.muted}>{t('growth.home.people.more', { count: more })}</p> : null}
          </>
        )}
      </div>
    </main>
  );
}
