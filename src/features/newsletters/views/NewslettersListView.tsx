import { ExternalLink, Mail } from 'lucide-react';
import type { NewsletterGroup, NewsletterItem } from '../../../api/schemas/account';
import { classifyLink, safeMediaUrl } from '../../../kit/url';
import { Link } from '../../../platform/Link';
import { hasBidiText, isolate, isolatedText } from '../../../ui/bidi';
import { Button } from '../../../ui/Button';
import { Switch } from '../../../ui/Field';
import { useT } from '../i18n';
import * as styles from './NewslettersView.css';

export interface NewslettersListViewProps {
  /** `themed`: groups "From …", "Featured", "Topic Alerts" with Select All / Deselect All; `default`: one list. */
  variant: 'themed' | 'default';
  /** The themed variant's groups, in display order (P19 `groups`). */
  groups: readonly { id: NewsletterGroup; sectionIds: readonly number[] }[];
  newsletters: readonly NewsletterItem[];
  /** Names the "From" group (the publication's primary column). */
  publicationName: string;
  /** Section id → shown as on (optimistic). */
  selected: Readonly<Record<string, boolean>>;
  /** Sections with a save on its way. */
  pending?: readonly number[];
  /**
   * `toggle`: a switch per newsletter (saves at once); `subscribe`: the default variant's Subscribe buttons for a
   * reader who does not subscribe (T046, hidden for subscribers).
   */
  mode: 'toggle' | 'subscribe';
  onToggle: (sectionId: number) => void;
  onSetGroup: (sectionIds: readonly number[], selected: boolean) => void;
  /** The group headings' level (2 on the page, 3 inside account settings). */
  headingLevel?: 2 | 3;
  /**
   * This site's origin: a newsletter's page (`linkUrl`) on it is followed in the app, one elsewhere opens in a new tab.
   * Without it every absolute address counts as another site's.
   */
  origin?: string | undefined;
}

/** A name inside a plain string (an `aria-label`): isolated only when it could reorder the sentence. */
const inLabel = (text: string) => (hasBidiText(text) ? isolate(text) : text);

const groupTitleIds = { from: 'newsletters.group.from', featured: 'newsletters.group.featured', topic: 'newsletters.group.topic' } as const;

function Logo({ item }: { item: NewsletterItem }) {
  const src = safeMediaUrl(item.logoUrl);
  return src ? (
    <img className={styles.logo} src={src} alt="" width={40} height={40} />
  ) : (
    <span className={styles.logoPlaceholder} aria-hidden>
      <Mail size={20} strokeWidth={2} absoluteStrokeWidth />
    </span>
  );
}

/**
 * The link to the newsletter's page (`linkUrl`, through the URL policy): its own element beside the switch's label, so
 * the label stays the switch's only other click target. Nothing for a missing or refused address.
 */
function PageLink({ item, origin }: { item: NewsletterItem; origin: string | undefined }) {
  const t = useT();
  const link = item.linkUrl ? classifyLink(item.linkUrl, origin) : null;
  if (!link || link.kind === 'refused') return null;
  const text = t('newsletters.pageLink');
  const label = t('newsletters.pageLinkLabel', { action: text, newsletter: inLabel(item.name) });
  return link.kind === 'internal' ? (
    <Link to={link.href} className={styles.rowLink} aria-label={label} data-part="newsletter-link">
      {text}
    </Link>
  ) : (
    <a className={styles.rowLink} href={link.href} target="_blank" rel="noopener noreferrer" aria-label={label} data-part="newsletter-link">
      {text}
      <ExternalLink size={14} strokeWidth={2} absoluteStrokeWidth aria-hidden />
    </a>
  );
}

function Row({
  item,
  on,
  pending,
  mode,
  onToggle,
  origin,
}: {
  item: NewsletterItem;
  on: boolean;
  pending: boolean;
  mode: 'toggle' | 'subscribe';
  onToggle: (id: number) => void;
  origin: string | undefined;
}) {
  const t = useT();
  const name = (
    <>
      <bdi>{item.name}</bdi>
      {item.is_podcast ? <span className={styles.badge}>{t('newsletters.podcast')}</span> : null}
    </>
  );
  return (
    <li className={styles.row} data-part="newsletter-row" data-section-id={item.sectionId} data-state={on ? 'on' : 'off'} data-pending={pending || undefined}>
      <Logo item={item} />
      {mode === 'toggle' ? (
        <div className={styles.rowMain}>
          <Switch
            label={name}
            hint={item.description ? <bdi>{item.description}</bdi> : undefined}
            checked={on}
            aria-busy={pending || undefined}
            onCheckedChange={() => onToggle(item.sectionId)}
          />
          <PageLink item={item} origin={origin} />
        </div>
      ) : (
        <>
          <div className={styles.rowText}>
            <p className={styles.rowName} dir="auto">
              {name}
            </p>
            {item.description ? (
              <p className={styles.rowDescription}>
                <bdi>{item.description}</bdi>
              </p>
            ) : null}
            <PageLink item={item} origin={origin} />
          </div>
          <Button
            size="sm"
            onClick={() => onToggle(item.sectionId)}
            aria-label={t('newsletters.subscribeLabel', { action: t('newsletters.subscribe'), newsletter: inLabel(item.name) })}
          >
            {t('newsletters.subscribe')}
          </Button>
        </>
      )}
    </li>
  );
}

/**
 * The newsletters list (`newsletter-row`s), bare: the themed variant's groups with Select All / Deselect All, or the
 * default variant's list; a switch per newsletter, or Subscribe buttons for a reader who does not subscribe. Used
 * by the newsletters page and by the account settings' Newsletters tab (`NewslettersPanel`).
 */
export function NewslettersListView({
  variant,
  groups,
  newsletters,
  publicationName,
  selected,
  pending = [],
  mode,
  onToggle,
  onSetGroup,
  headingLevel = 2,
  origin,
}: NewslettersListViewProps) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const byId = new Map(newsletters.map((n) => [n.sectionId, n]));
  const row = (item: NewsletterItem) => (
    <Row
      key={item.sectionId}
      item={item}
      on={selected[String(item.sectionId)] ?? false}
      pending={pending.includes(item.sectionId)}
      mode={mode}
      onToggle={onToggle}
      origin={origin}
    />
  );
  if (variant === 'default' || groups.length === 0) {
    return (
      <div className={styles.list} data-part="newsletters-list" data-variant="default">
        <ul className={`${styles.rows} ${styles.defaultList}`}>{newsletters.map(row)}</ul>
      </div>
    );
  }
  return (
    <div className={styles.list} data-part="newsletters-list" data-variant="themed">
      {groups.map((group) => {
        const items = group.sectionIds.map((id) => byId.get(id)).filter((n) => n !== undefined);
        if (items.length === 0) return null;
        const title = group.id === 'from' ? t('newsletters.group.from', { publication: inLabel(publicationName) }) : t(groupTitleIds[group.id]);
        const titleId = `newsletters-group-${group.id}`;
        const ids = items.map((n) => n.sectionId);
        return (
          <section key={group.id} className={styles.group} aria-labelledby={titleId} data-part="newsletters-group" data-group={group.id}>
            <div className={styles.groupHeader}>
              <Heading id={titleId} className={styles.groupTitle}>
                {group.id === 'from' ? isolatedText(([publication]) => t('newsletters.group.from', { publication }), [publicationName]) : title}
              </Heading>
              <div className={styles.groupActions}>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onSetGroup(ids, true)}
                  aria-label={t('newsletters.selectAllLabel', { action: t('newsletters.selectAll'), group: title })}
                >
                  {t('newsletters.selectAll')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onSetGroup(ids, false)}
                  aria-label={t('newsletters.deselectAllLabel', { action: t('newsletters.deselectAll'), group: title })}
                >
                  {t('newsletters.deselectAll')}
                </Button>
              </div>
            </div>
            <ul className={styles.rows}>{items.map(row)}</ul>
          </section>
        );
      })}
    </div>
  );
}
