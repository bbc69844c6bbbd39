import { BookOpen, Check, Flag, Mail, Newspaper } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '../../../kit/routes';
import { Link } from '../../../platform/Link';
import { isolatedText } from '../../../ui/bidi';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { visuallyHidden } from '../../../ui/focus.css';
import { Icon } from '../../../ui/Icon';
import { SkeletonRows } from '../../../ui/Skeleton';
import { eventsHubCards, type HubSection, type SectionControlState } from '../eventsHub';
import { useT } from '../i18n';
import type { EventsHubSections } from '../useEventsHub';
import * as styles from './eventsHub.css';

export interface EventsHubViewProps {
  publicationName: string;
  sections: EventsHubSections;
  onRetry(): void;
  /** A section card's subscribe control (the connected page passes `SectionSubscribeControl`; `null` for none). */
  renderSubscribe?: (section: HubSection) => ReactNode;
}

/**
 * The bare events hub (`events-page`): a card for America at 250 (the microsite), one per section with its subscribe
 * control, and one for the book club. The two fixed cards show at once; the sections' part loads, or says it failed
 * with Try again. `data-state` carries the sections' state.
 */
export function EventsHubView({ publicationName, sections, onRetry, renderSubscribe }: EventsHubViewProps) {
  const t = useT();
  const cards = eventsHubCards(sections.name === 'ready' ? sections.sections : []);
  const [first, ...rest] = cards;
  const last = rest.pop();
  const renderCard = (card: (typeof cards)[number]) => {
    if (card.kind === 'america250')
      return (
        <HubCard key="america250" kind="america250" icon={Flag} title={t('pages.events.america250.title')} body={t('pages.events.america250.body')}>
          <Link to={paths.microsite()} className={styles.cardLink}>
            {t('pages.events.america250.link')}
          </Link>
        </HubCard>
      );
    if (card.kind === 'bookClub')
      return (
        <HubCard key="bookClub" kind="bookClub" icon={BookOpen} title={t('pages.events.bookClub.title')} body={t('pages.events.bookClub.body')}>
          <Link to={paths.staticPage('the-free-press-book-club')} className={styles.cardLink}>
            {t('pages.events.bookClub.link')}
          </Link>
        </HubCard>
      );
    const { section } = card;
    return (
      <HubCard key={`section-${section.id}`} kind="section" icon={Newspaper} title={section.name} body={section.description}>
        {section.path ? (
          <Link to={section.path} className={styles.cardLink}>
            {isolatedText(([name]) => t('pages.events.section.link', { section: name }), [section.name] as const)}
          </Link>
        ) : null}
        {renderSubscribe?.(section)}
      </HubCard>
    );
  };
  return (
    <main className={styles.page} data-part="events-hub" data-state={sections.name}>
      <div className={styles.column}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('pages.events.title')}</h1>
          <p className={styles.lede}>{isolatedText(([publication]) => t('pages.events.lede', { publication }), [publicationName] as const)}</p>
        </header>
        <ul className={styles.grid} aria-label={t('pages.events.list')} aria-busy={sections.name === 'loading'}>
          {first ? renderCard(first) : null}
          {rest.map(renderCard)}
          {sections.name === 'loading' ? (
            <li className={styles.card} data-part="events-hub-sections" data-state="loading">
              <SkeletonRows count={2} label={t('pages.events.loading')} />
            </li>
          ) : null}
          {sections.name === 'error' ? (
            <li className={styles.card} data-part="events-hub-sections" data-state="error">
              <ErrorState description={sections.message} onRetry={onRetry} headingLevel={2} />
            </li>
          ) : null}
          {last ? renderCard(last) : null}
        </ul>
      </div>
    </main>
  );
}

function HubCard({
  kind,
  icon,
  title,
  body,
  children,
}: {
  kind: 'america250' | 'section' | 'bookClub';
  icon: LucideIcon;
  title: string;
  body: string | null;
  children: ReactNode;
}) {
  return (
    <li className={styles.card} data-part="events-hub-card" data-kind={kind}>
      <span className={styles.cardIcon} aria-hidden="true">
        <Icon icon={icon} />
      </span>
      <h2 className={styles.cardTitle} dir="auto">
        {title}
      </h2>
      {body ? (
        <p className={styles.cardBody} dir="auto">
          {body}
        </p>
      ) : null}
      <div className={styles.cardActions}>{children}</div>
    </li>
  );
}

export interface SectionSubscribeButtonProps {
  state: SectionControlState;
  /** "Subscribed" when true, else "Subscribe" (T046). */
  subscribed: boolean;
  sectionName: string;
  onToggle(): void;
}

/** A section's subscribe control on the hub: a toggle button (`aria-pressed`) described as the section's e-mails. */
export function SectionSubscribeButton({ state, subscribed, sectionName, onToggle }: SectionSubscribeButtonProps) {
  const t = useT();
  const hintId = useId();
  return (
    <span className={styles.subscribe} data-part="section-subscribe" data-state={state}>
      <Button
        size="sm"
        variant={subscribed ? 'secondary' : 'primary'}
        aria-pressed={subscribed}
        aria-describedby={hintId}
        disabled={state === 'loading'}
        onClick={onToggle}
        leadingIcon={<Icon icon={subscribed ? Check : Mail} />}
      >
        {subscribed ? t('pages.events.section.subscribed') : t('pages.events.section.subscribe')}
      </Button>
      <span id={hintId} className={visuallyHidden}>
        {isolatedText(([section]) => t('pages.events.section.hint', { section }), [sectionName] as const)}
      </span>
    </span>
  );
}
