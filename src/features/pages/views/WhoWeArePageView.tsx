import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { truncateText } from '../../../i18n/format';
import { Link } from '../../../platform/Link';
import { Avatar } from '../../../ui/Avatar';
import { isolatedText } from '../../../ui/bidi';
import { Collapsible } from '../../../ui/Collapsible';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { SkeletonRows } from '../../../ui/Skeleton';
import { safeLinkHref } from '../../../ui/url';
import { useT } from '../i18n';
import type { WhoWeAreMailboxes, WhoWeArePerson, WhoWeAreStatus } from '../whoWeAre';
import * as styles from './whoWeAre.css';

export interface WhoWeArePageViewProps {
  /** The publication's name, for the lede. */
  publicationName: string;
  status: WhoWeAreStatus;
  /** The letters and tips mailboxes (G45). */
  mailboxes: WhoWeAreMailboxes;
  /** "Get Notified" of a columnist: the connected page passes the follow area's toggle. */
  renderFollow?: (person: WhoWeArePerson) => ReactNode;
  onRetry(): void;
}

/**
 * Who We Are (`who-we-are-page`, 001): the collapsible "Columnists" (each with "Get Notified") and "Staff Writers and
 * Editors" (the kit's Collapsible, M54), each person linked to their author page; the letters and tips mailboxes;
 * loading, nobody listed, and a failed load with Try again (the mailboxes show in every state).
 */
export function WhoWeArePageView({ publicationName, status, mailboxes, renderFollow, onRetry }: WhoWeArePageViewProps) {
  const t = useT();
  return (
    <main className={styles.page} data-part="who-we-are" data-state={status.name} aria-busy={status.name === 'loading'}>
      <div className={styles.column}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('pages.who.title')}</h1>
          {publicationName ? (
            <p className={styles.lede}>{isolatedText(([publication]) => t('pages.who.lede', { publication }), [publicationName] as const)}</p>
          ) : null}
        </header>
        {status.name === 'loading' ? <SkeletonRows count={4} label={t('pages.who.loading')} /> : null}
        {status.name === 'error' ? <ErrorState description={status.message} onRetry={onRetry} headingLevel={2} /> : null}
        {status.name === 'empty' ? <EmptyState icon={Users} title={t('pages.who.empty')} headingLevel={2} /> : null}
        {status.name === 'ready' ? (
          <div className={styles.groups}>
            {status.columnists.length > 0 ? (
              <Collapsible label={t('pages.who.columnists')} defaultOpen headingLevel={2}>
                <PeopleList people={status.columnists} part="columnists" renderFollow={renderFollow} />
              </Collapsible>
            ) : null}
            {status.staff.length > 0 ? (
              <Collapsible label={t('pages.who.staff')} defaultOpen headingLevel={2}>
                <PeopleList people={status.staff} part="staff" />
              </Collapsible>
            ) : null}
          </div>
        ) : null}
        <Mailboxes mailboxes={mailboxes} />
      </div>
    </main>
  );
}

/** Names are bounded: a person's name is shown up to this many characters. */
const NAME_MAX = 80;

function PeopleList({ people, part, renderFollow }: { people: readonly WhoWeArePerson[]; part: string; renderFollow?: WhoWeArePageViewProps['renderFollow'] }) {
  return (
    <ul className={styles.people} data-part={part}>
      {people.map((person) => {
        const follow = renderFollow?.(person);
        return (
          <li key={person.id} className={styles.person} data-part="who-person">
            <Avatar name={person.name} src={person.photoUrl} size={56} decorative />
            <div className={styles.personText}>
              <Link to={person.path} className={styles.personName} dir="auto">
                {truncateText(person.name, NAME_MAX)}
              </Link>
              {person.bio ? (
                <p className={styles.personBio} dir="auto">
                  {person.bio}
                </p>
              ) : null}
              {follow ? <div className={styles.follow}>{follow}</div> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Mailboxes({ mailboxes }: { mailboxes: WhoWeAreMailboxes }) {
  const t = useT();
  const rows = [
    { key: 'letters', label: t('pages.who.letters'), email: mailboxes.letters },
    { key: 'tips', label: t('pages.who.tips'), email: mailboxes.tips },
  ];
  return (
    <section className={styles.contact} aria-label={t('pages.who.contact')} data-part="mailboxes">
      <h2 className={styles.contactTitle}>{t('pages.who.contact')}</h2>
      <ul className={styles.mailboxes}>
        {rows.map((row) => {
          const href = safeLinkHref(`mailto:${row.email}`);
          return (
            <li key={row.key} className={styles.mailbox}>
              {row.label}{' '}
              {href ? (
                <a className={styles.mailLink} href={href} dir="auto">
                  {truncateText(row.email, NAME_MAX)}
                </a>
              ) : (
                <bdi>{truncateText(row.email, NAME_MAX)}</bdi>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
