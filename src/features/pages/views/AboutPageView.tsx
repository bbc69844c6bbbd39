import { Users } from 'lucide-react';
import { useId } from 'react';
import { paths } from '../../../kit/routes';
import { Link } from '../../../platform/Link';
import { Avatar } from '../../../ui/Avatar';
import { isolatedText } from '../../../ui/bidi';
import { button } from '../../../ui/Button/Button.css';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { SkeletonRows } from '../../../ui/Skeleton';
import { PageEditButton, PostBody } from '../../post';
import type { AboutCta, AboutPeople } from '../about';
import { useT } from '../i18n';
import type { AboutContent } from '../useAboutPage';
import * as styles from './about.css';

export interface AboutPageViewProps {
  publicationName: string;
  content: AboutContent;
  people: AboutPeople;
  cta: AboutCta;
  /** Edit (T083): the about post and the path the editor returns to; `null` hides it. */
  edit?: { postId: number; back: string } | null;
  onRetry(): void;
}

/**
 * The bare about page (`about-page`): "About" and the publication's name, Edit for contributors, the subscribe content
 * (sanitised), the end call to subscribe (or to upgrade), and "People" with each person's photo, name, role and a link to
 * their author page. The content and the people load on their own; a failure shows its text with Try again.
 */
export function AboutPageView({ publicationName, content, people, cta, edit, onRetry }: AboutPageViewProps) {
  const t = useT();
  const ctaTitleId = useId();
  const peopleTitleId = useId();
  return (
    <main className={styles.page} data-part="about-page" data-state={content.name} aria-busy={content.name === 'loading'}>
      <div className={styles.column}>
        <header className={styles.header}>
          <div className={styles.headerRow}>
            <p className={styles.eyebrow}>{t('pages.about.title')}</p>
            {edit ? <PageEditButton postId={edit.postId} back={edit.back} /> : null}
          </div>
          <h1 className={styles.title} dir="auto">
            {publicationName || t('pages.about.title')}
          </h1>
        </header>
        {content.name === 'loading' ? <SkeletonRows count={3} label={t('pages.about.loading')} /> : null}
        {content.name === 'error' ? <ErrorState description={content.message} onRetry={onRetry} headingLevel={2} /> : null}
        {content.name === 'ready' ? <PostBody html={content.html} /> : null}
        {cta ? (
          <section className={styles.cta} data-part="about-cta" data-kind={cta} aria-labelledby={ctaTitleId}>
            <h2 id={ctaTitleId} className={styles.ctaTitle}>
              {isolatedText(([publication]) => t(cta === 'subscribe' ? 'pages.about.cta.title' : 'pages.about.cta.upgradeTitle', { publication }), [
                publicationName,
              ] as const)}
            </h2>
            <p className={styles.ctaBody}>{cta === 'subscribe' ? t('pages.about.cta.body') : t('pages.about.cta.upgradeBody')}</p>
            <Link
              to={cta === 'subscribe' ? paths.subscribe({ next: paths.about() }) : paths.subscribe({ plan: 'paid', next: paths.about() })}
              className={button({ variant: 'primary' })}
            >
              {cta === 'subscribe' ? t('pages.about.cta.subscribe') : t('pages.about.cta.upgrade')}
            </Link>
          </section>
        ) : null}
        <section className={styles.people} data-part="about-people" data-state={people.name} aria-labelledby={peopleTitleId}>
          <h2 id={peopleTitleId} className={styles.sectionTitle}>
            {t('pages.about.people')}
          </h2>
          {people.name === 'loading' ? <SkeletonRows count={2} label={t('pages.about.peopleLoading')} /> : null}
          {people.name === 'error' && content.name !== 'error' ? <ErrorState description={people.message} onRetry={onRetry} headingLevel={3} /> : null}
          {people.name === 'empty' ? <EmptyState icon={Users} title={t('pages.about.peopleEmpty')} headingLevel={3} /> : null}
          {people.name === 'ready' ? (
            <ul className={styles.peopleList} aria-labelledby={peopleTitleId}>
              {people.people.map((person) => (
                <li key={person.id} className={styles.person} data-part="about-person">
                  <Avatar name={person.name} src={person.photoUrl} size={56} decorative />
                  <div className={styles.personText}>
                    <Link to={person.path} className={styles.personName} dir="auto">
                      {person.name}
                    </Link>
                    {person.role ? <span className={styles.personRole}>{t(`pages.about.role.${person.role}`)}</span> : null}
                    {person.bio ? (
                      <p className={styles.personBio} dir="auto">
                        {person.bio}
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
    </main>
  );
}
