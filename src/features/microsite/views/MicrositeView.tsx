import { CalendarPlus, CalendarX, Newspaper, Pencil, Plus, SlidersHorizontal, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { Post } from '../../../api/schemas/core';
import { eventTypes, isUpcomingEvent, MICROSITE_SPONSORS } from '../../../api/constants/events';
import type { EventConfigItem, EventSponsor } from '../../../api/schemas/events';
import { paths } from '../../../kit/routes';
import { safeLinkHref, safeMediaUrl } from '../../../kit/url';
import { Link } from '../../../platform/Link';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { isolatedText } from '../../../ui/bidi';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Icon } from '../../../ui/Icon';
import { SkeletonRows } from '../../../ui/Skeleton';
import { onDemand } from '../../../ui/onDemand';
import { Tabs } from '../../../ui/Tabs';
import { PostGrid } from '../../pages';
import { type EventFilters, type MicrositeAddress, writeMicrositeAddress } from '../address';
import { filterOptions, hasFilters, listEvents, nextPublishedEvents } from '../eventFilters.machine';
import { googleCalendarUrl } from '../eventCalendar';
import { eventClock, eventDate, monthLabel } from '../eventDates';
import { inZone, wallTimeToInstant } from '../eventZones';
import { useT } from '../i18n';
import { editorOpen } from '../eventLifecycle.machine';
import { selectedTab } from '../micrositeTabs.machine';
import { storiesFilterNames } from '../storiesPager.machine';
import type { Microsite } from '../useMicrosite';
import type { EventEditorViewProps } from './EventEditorView';
import * as editorStyles from './eventEditor.css';
import * as styles from './microsite.css';

/** The admin's event editor: its code (the form's fields, the dialog) loads when an admin first opens it. */
const EventEditorView = /* @__PURE__ */ onDemand<EventEditorViewProps>(() => import('./EventEditorView').then((m) => m.EventEditorView), {
  when: (props) => editorOpen(props.state),
});

/** The microsite's bare view: everything the data hook gives, as props. */
export type MicrositeViewProps = Microsite;

/** The address of an event's detail (keeps `hideAdmin`). */
function eventHref(key: string, hideAdmin: boolean): string {
  const address: MicrositeAddress = { view: 'events', eventKey: key, filters: { date: null, location: null, type: null }, hideAdmin };
  return `${paths.microsite()}${writeMicrositeAddress(address)}`;
}

function tabHref(view: 'events' | 'stories', hideAdmin: boolean): string {
  return `${paths.microsite()}${writeMicrositeAddress({ view, eventKey: null, filters: { date: null, location: null, type: null }, hideAdmin })}`;
}

/**
 * The anniversary microsite (`/america250`, M36): Overview / Events / Stories tabs written in the address, the event
 * detail by `?eventId=`, the sponsors section by `?tab=sponsors`; admin controls unless `hideAdmin`.
 */
export function MicrositeView(props: MicrositeViewProps) {
  const t = useT();
  const { state } = props;
  const tab = selectedTab(state);
  const panel = (name: 'overview' | 'events' | 'stories'): ReactNode =>
    tab !== name ? null : name === 'overview' ? (
      <OverviewPanel {...props} />
    ) : name === 'events' ? (
      state.name === 'event_detail' ? (
        <EventDetailPanel {...props} />
      ) : (
        <EventsPanel {...props} />
      )
    ) : (
      <StoriesPanel {...props} />
    );
  return (
    <main className={styles.page} data-part="microsite" data-state={state.name} data-admin={props.admin ? '' : undefined}>
      <div className={styles.column}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{t('microsite.eyebrow')}</p>
          <h1 className={styles.title}>{t('microsite.title')}</h1>
        </header>
        <Tabs
          label={t('microsite.tabs')}
          value={tab ?? ''}
          activationMode="manual"
          onValueChange={(value) => props.selectTab(value as 'overview' | 'events' | 'stories')}
          items={[
            { value: 'overview', label: t('microsite.tab.overview'), content: panel('overview') },
            { value: 'events', label: t('microsite.tab.events'), content: panel('events') },
            { value: 'stories', label: t('microsite.tab.stories'), content: panel('stories') },
          ]}
        />
        {state.name === 'sponsors' ? <SponsorsSection /> : null}
        {props.admin ? <EventEditorView {...props.editor} /> : null}
      </div>
    </main>
  );
}

function OverviewPanel({ state, events, now, latestStories, expandManifesto, collapseManifesto }: MicrositeViewProps) {
  const t = useT();
  const expanded = state.manifesto === 'expanded';
  const next = events.name === 'ready' ? nextPublishedEvents(events.events, now) : [];
  return (
    <div className={styles.stack} data-part="microsite-overview">
      <section className={styles.manifesto} aria-labelledby="microsite-manifesto" data-part="manifesto" data-state={state.manifesto}>
        <h2 id="microsite-manifesto" className={styles.sectionTitle}>
          {t('microsite.manifesto.title')}
        </h2>
        <p className={styles.paragraph}>{t('microsite.manifesto.lead')}</p>
        <div id="microsite-manifesto-more" hidden={!expanded} className={styles.manifesto}>
          <p className={styles.paragraph}>{t('microsite.manifesto.more1')}</p>
          <p className={styles.paragraph}>{t('microsite.manifesto.more2')}</p>
        </div>
        <div>
          <Button
            variant="secondary"
            aria-expanded={expanded}
            aria-controls="microsite-manifesto-more"
            onClick={expanded ? collapseManifesto : expandManifesto}
          >
            {expanded ? t('microsite.manifesto.less') : t('microsite.manifesto.more')}
          </Button>
        </div>
      </section>
      <section className={styles.tightStack} aria-labelledby="microsite-next-events">
        <div className={styles.sectionHead}>
          <h2 id="microsite-next-events" className={styles.sectionTitle}>
            {t('microsite.overview.events')}
          </h2>
          <Link to={tabHref('events', state.hideAdmin)} className={styles.textLink} aria-describedby="microsite-next-events">
            {t('microsite.viewAll')}
          </Link>
        </div>
        {events.name === 'loading' ? <SkeletonRows count={3} label={t('microsite.events.loading')} /> : null}
        {events.name === 'error' ? <ErrorState description={events.message} headingLevel={3} /> : null}
        {events.name === 'ready' && next.length === 0 ? <p className={styles.muted}>{t('microsite.overview.noEvents')}</p> : null}
        {next.length > 0 ? (
          <ul className={styles.eventList} aria-labelledby="microsite-next-events">
            {next.map((item) => (
              <EventCard key={item.key} item={item} now={now} admin={false} hideAdmin={state.hideAdmin} />
            ))}
          </ul>
        ) : null}
      </section>
      <section className={styles.tightStack} aria-labelledby="microsite-latest-stories">
        <div className={styles.sectionHead}>
          <h2 id="microsite-latest-stories" className={styles.sectionTitle}>
            {t('microsite.overview.stories')}
          </h2>
          <Link to={tabHref('stories', state.hideAdmin)} className={styles.textLink} aria-describedby="microsite-latest-stories">
            {t('microsite.viewAll')}
          </Link>
        </div>
        {latestStories === null ? (
          <SkeletonRows count={3} label={t('microsite.stories.loading')} />
        ) : (
          <PostGrid posts={latestStories} label={t('microsite.overview.stories')} headingLevel={3} />
        )}
      </section>
    </div>
  );
}

export interface EventCardProps {
  item: EventConfigItem;
  now: Date;
  /** Shows the status label (admins, unless `hideAdmin`). */
  admin: boolean;
  hideAdmin: boolean;
  /** The admin's Edit (opens the editor with the event); shown with `admin`. */
  onEdit?: ((item: EventConfigItem) => void) | undefined;
  /** The admin's Delete (asks first); shown with `admin`. */
  onDelete?: ((item: EventConfigItem) => void) | undefined;
}

/** An event in a list (inventory `event-card`): upcoming or past (+ Watch Recording), sold out, the admin's status label. */
export function EventCard({ item, now, admin, hideAdmin, onEdit, onDelete }: EventCardProps) {
  const t = useT();
  const { value } = item;
  const upcoming = isUpcomingEvent(value, now);
  const image = safeMediaUrl(value.placeholderImage ?? value.image);
  const recording = !upcoming ? recordingHref(value) : null;
  return (
    <li className={styles.eventCard} data-part="event-card" data-key={item.key} data-state={upcoming ? 'upcoming' : 'past'}>
      {image ? <img className={styles.eventImage} src={image} alt="" loading="lazy" /> : <span className={styles.eventImage} />}
      <div className={styles.eventText}>
        <p className={styles.eventWhen}>
          {eventDate(value)} · {eventClock(value)}
        </p>
        <h3 className={styles.eventTitle} dir="auto">
          <Link to={eventHref(item.key, hideAdmin)} className={styles.eventLink}>
            {value.title}
          </Link>
        </h3>
        {value.place || value.location ? (
          <p className={styles.eventWhere} dir="auto">
            {value.location ?? value.place}
          </p>
        ) : null}
        <div className={styles.badges}>
          {value.type.map((type) => (
            <Badge key={type} variant="outline" size="sm">
              {t(`microsite.events.type.${type}`)}
            </Badge>
          ))}
          {value.isSoldOut ? (
            <Badge variant="danger" size="sm">
              {t('microsite.event.soldOut')}
            </Badge>
          ) : null}
          {admin ? (
            <Badge variant={value.status === 'draft' ? 'neutral' : 'success'} size="sm" data-part="event-status">
              {value.status === 'draft' ? t('microsite.event.draft') : t('microsite.event.published')}
            </Badge>
          ) : null}
          {recording ? (
            <Link to={recording} className={styles.textLink}>
              {t('microsite.event.watchRecording')}
            </Link>
          ) : null}
        </div>
        {admin && (onEdit || onDelete) ? (
          <div className={editorStyles.cardActions} data-part="event-admin-actions">
            {onEdit ? (
              <Button
                variant="secondary"
                size="sm"
                leadingIcon={<Icon icon={Pencil} />}
                onClick={() => onEdit(item)}
                aria-label={t('microsite.editor.editLabel', { title: value.title })}
              >
                {t('microsite.editor.edit')}
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                variant="ghost"
                size="sm"
                leadingIcon={<Icon icon={Trash2} />}
                onClick={() => onDelete(item)}
                aria-label={t('microsite.editor.deleteLabel', { title: value.title })}
              >
                {t('microsite.editor.delete')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** Where a past event's recording plays: its live stream's page, or the post with its video. */
function recordingHref(value: EventConfigItem['value']): string | null {
  if (value.liveStreamId !== null && value.liveStreamId !== undefined && value.liveStreamId !== '') return paths.livestream();
  return value.postSlug ? paths.post(value.postSlug) : null;
}

function EventsPanel(props: MicrositeViewProps) {
  const t = useT();
  const { events, now, admin, state, filters } = props;
  const lists = events.name === 'ready' ? listEvents(events.events, filters.filters, { now, showDrafts: admin }) : null;
  const visible = events.name === 'ready' ? events.events.filter((e) => admin || e.value.status === 'published') : [];
  const options = filterOptions(visible, now);
  const cardProps = {
    now,
    admin,
    hideAdmin: state.hideAdmin,
    onEdit: admin ? props.editor.openEdit : undefined,
    onDelete: admin ? (item: EventConfigItem) => void props.editor.askDelete(item) : undefined,
  };
  return (
    <div className={styles.eventsLayout} data-part="microsite-events">
      <EventFiltersSidebar {...props} months={options.months} locations={options.locations} />
      <div className={styles.stack} data-part="event-lists" data-state={events.name}>
        {events.name === 'loading' ? <SkeletonRows count={4} label={t('microsite.events.loading')} /> : null}
        {events.name === 'error' ? <ErrorState description={events.message} onRetry={props.retryEvents} headingLevel={2} /> : null}
        {lists && lists.upcoming.length === 0 && lists.past.length === 0 ? (
          hasFilters(filters.filters) ? (
            <EmptyState
              icon={CalendarX}
              title={t('microsite.events.empty')}
              description={t('microsite.events.emptyHint')}
              actionLabel={t('microsite.events.clearAll')}
              onAction={props.clearAll}
              headingLevel={2}
            />
          ) : (
            <EmptyState icon={CalendarX} title={t('microsite.events.none')} description={t('microsite.events.noneHint')} headingLevel={2} />
          )
        ) : null}
        {lists ? <EventSection title={t('microsite.events.upcoming')} items={lists.upcoming} {...cardProps} /> : null}
        {lists ? <EventSection title={t('microsite.events.pastTitle')} items={lists.past} {...cardProps} /> : null}
      </div>
    </div>
  );
}

/** One titled list of events (upcoming, or "Past Events"); nothing when it is empty. */
function EventSection({ title, items, ...card }: { title: string; items: readonly EventConfigItem[] } & Omit<EventCardProps, 'item'>) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.tightStack} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.eventList} aria-labelledby={id}>
        {items.map((item) => (
          <EventCard key={item.key} item={item} {...card} />
        ))}
      </ul>
    </section>
  );
}

function EventFiltersSidebar({
  admin,
  editor,
  filters,
  months,
  locations,
  setDate,
  setLocation,
  setType,
  clearAll,
  toggleFilters,
}: MicrositeViewProps & { months: readonly string[]; locations: readonly string[] }) {
  const t = useT();
  const current: EventFilters = filters.filters;
  const open = filters.name === 'open';
  return (
    <aside className={styles.sidebar} aria-labelledby="microsite-events-title" data-part="event-filters" data-state={filters.name}>
      <div className={styles.sidebarHead}>
        <h2 id="microsite-events-title" className={styles.sectionTitle}>
          {t('microsite.events.title')}
        </h2>
        {admin ? (
          <Button size="sm" leadingIcon={<Icon icon={Plus} />} onClick={editor.openCreate} data-part="add-event">
            {t('microsite.events.add')}
          </Button>
        ) : null}
      </div>
      <div className={styles.filterRow}>
        <p className={styles.filterLabel}>{t('microsite.events.filterBy')}</p>
        <Button variant="ghost" size="sm" onClick={clearAll} disabled={!hasFilters(current)}>
          {t('microsite.events.clearAll')}
        </Button>
      </div>
      <div className={styles.filterToggle}>
        <Button
          variant="secondary"
          size="sm"
          leadingIcon={<Icon icon={SlidersHorizontal} />}
          aria-expanded={open}
          aria-controls="microsite-event-filters"
          onClick={toggleFilters}
        >
          {t('microsite.events.filters')}
        </Button>
      </div>
      <div id="microsite-event-filters" className={styles.filters} data-state={filters.name}>
        <label className={styles.field}>
          {t('microsite.events.date')}
          <select className={styles.select} value={current.date ?? ''} onChange={(e) => setDate(e.currentTarget.value || null)}>
            <option value="">{t('microsite.events.any')}</option>
            <option value="PAST">{t('microsite.events.past')}</option>
            {months.map((month) => (
              <option key={month} value={month}>
                {monthLabel(month)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('microsite.events.location')}
          <select className={styles.select} value={current.location ?? ''} onChange={(e) => setLocation(e.currentTarget.value || null)}>
            <option value="">{t('microsite.events.any')}</option>
            {locations.map((location) => (
              <option key={location} value={location}>
                {location === 'REMOTE' ? t('microsite.events.remote') : location}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('microsite.events.type')}
          <select
            className={styles.select}
            value={current.type ?? ''}
            onChange={(e) =>
              setType((eventTypes as readonly string[]).includes(e.currentTarget.value) ? (e.currentTarget.value as (typeof eventTypes)[number]) : null)
            }
          >
            <option value="">{t('microsite.events.any')}</option>
            {eventTypes.map((type) => (
              <option key={type} value={type}>
                {t(`microsite.events.type.${type}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </aside>
  );
}

function EventDetailPanel({ detail, more, state, now, retryDetail, zones, downloadCalendar }: MicrositeViewProps) {
  const t = useT();
  const calendarId = useId();
  const back = (
    <Link to={tabHref('events', state.hideAdmin)} className={styles.textLink} data-part="back-to-events">
      {t('microsite.detail.back')}
    </Link>
  );
  if (!detail || detail.name === 'loading') {
    return (
      <div className={styles.detail} data-part="event-detail" data-state="loading">
        {back}
        <p className={styles.muted} role="status">
          {t('microsite.detail.loading')}
        </p>
      </div>
    );
  }
  if (detail.name === 'not_found') {
    return (
      <div className={styles.detail} data-part="event-detail" data-state="not_found">
        {back}
        <EmptyState icon={CalendarX} title={t('microsite.detail.notFound')} description={t('microsite.detail.notFoundBody')} headingLevel={2} />
      </div>
    );
  }
  if (detail.name === 'error') {
    return (
      <div className={styles.detail} data-part="event-detail" data-state="error">
        {back}
        <ErrorState description={detail.message} onRetry={retryDetail} headingLevel={2} />
      </div>
    );
  }
  const { value } = detail.event;
  const start = wallTimeToInstant(value.dateTime, zones.event);
  const eventTimes = {
    event: inZone(start, zones.event),
    reader: zones.reader ? inZone(start, zones.reader) : null,
  };
  const googleHref = safeLinkHref(googleCalendarUrl({ title: value.title, description: value.description, location: value.location ?? value.place, start }));
  const image = safeMediaUrl(value.image ?? value.placeholderImage);
  const tickets = value.ticketLink ? safeLinkHref(value.ticketLink) : null;
  const upcoming = isUpcomingEvent(value, now);
  const recording = !upcoming ? recordingHref(value) : null;
  return (
    <article className={styles.detail} data-part="event-detail" data-state="found" aria-labelledby="microsite-event-title">
      {back}
      {image ? <img className={styles.detailImage} src={image} alt="" /> : null}
      <header className={styles.tightStack}>
        <h2 id="microsite-event-title" className={styles.title} dir="auto">
          {value.title}
        </h2>
        <div className={styles.detailMeta}>
          <span data-part="event-date">{eventTimes.event.date}</span>
          <span data-part="event-time">{t('microsite.event.time', { time: eventTimes.event.time, zone: eventTimes.event.zone })}</span>
          {value.location ? <span dir="auto">{value.location}</span> : null}
          {value.place && value.place !== value.location ? <span dir="auto">{value.place}</span> : null}
        </div>
        {eventTimes.reader ? (
          <p className={styles.muted} data-part="event-reader-time">
            {t('microsite.event.readerTime', { date: eventTimes.reader.date, time: eventTimes.reader.time, zone: eventTimes.reader.zone })}
          </p>
        ) : null}
      </header>
      <section className={styles.tightStack} aria-labelledby={calendarId} data-part="add-to-calendar">
        <h3 id={calendarId} className={styles.filterLabel}>
          {t('microsite.calendar.title')}
        </h3>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" leadingIcon={<Icon icon={CalendarPlus} />} onClick={() => downloadCalendar(detail.event)}>
            {t('microsite.calendar.ics')}
          </Button>
          {googleHref ? (
            <a className={styles.textLink} href={googleHref} target="_blank" rel="noopener noreferrer">
              {t('microsite.calendar.google')}
            </a>
          ) : null}
        </div>
      </section>
      <div className={styles.actions}>
        {value.isSoldOut ? (
          <Badge variant="danger">{t('microsite.event.soldOut')}</Badge>
        ) : tickets && upcoming ? (
          <a className={styles.buttonLink} href={tickets} target="_blank" rel="noopener noreferrer">
            {t('microsite.event.tickets')}
          </a>
        ) : null}
        {recording ? (
          <Link to={recording} className={styles.textLink}>
            {t('microsite.event.watchRecording')}
          </Link>
        ) : null}
      </div>
      {value.description ? (
        <p className={styles.description} dir="auto">
          {value.description}
        </p>
      ) : null}
      {value.speakers.length > 0 ? (
        <section className={styles.tightStack} aria-labelledby="microsite-speakers">
          <h3 id="microsite-speakers" className={styles.sectionTitle}>
            {t('microsite.detail.speakers')}
          </h3>
          <ul className={styles.people}>
            {value.speakers.map((speaker, i) => (
              <li key={`${speaker.id ?? speaker.name}-${i}`} className={styles.person}>
                <Avatar name={speaker.name} src={speaker.imageUrl} size={40} />
                <div className={styles.personText}>
                  <p className={styles.personName} dir="auto">
                    {speaker.name}
                  </p>
                  {speaker.role ? (
                    <span className={styles.muted} dir="auto">
                      {speaker.role}
                    </span>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {value.sponsors.length > 0 ? (
        <section className={styles.tightStack} aria-labelledby="microsite-event-sponsors">
          <h3 id="microsite-event-sponsors" className={styles.sectionTitle}>
            {t('microsite.detail.sponsors')}
          </h3>
          <SponsorList sponsors={value.sponsors} />
        </section>
      ) : null}
      <p className={styles.muted}>{isolatedText(([email]) => t('microsite.detail.sponsorship', { email }), [MICROSITE_SPONSORS.partnershipsEmail] as const)}</p>
      {more.length > 0 ? <MoreList posts={more} /> : null}
    </article>
  );
}

function MoreList({ posts }: { posts: readonly Post[] }) {
  const t = useT();
  return (
    <section className={styles.tightStack} aria-labelledby="microsite-more" data-part="more-in-america-250">
      <h3 id="microsite-more" className={styles.sectionTitle}>
        {t('microsite.detail.more')}
      </h3>
      <PostGrid posts={posts} label={t('microsite.detail.more')} headingLevel={4} />
    </section>
  );
}

function SponsorList({ sponsors }: { sponsors: readonly EventSponsor[] }) {
  return (
    <ul className={styles.sponsors}>
      {sponsors.map((sponsor) => {
        const logo = safeMediaUrl(sponsor.imageUrl);
        return (
          <li key={sponsor.name} className={styles.sponsor}>
            {logo ? <img className={styles.sponsorLogo} src={logo} alt="" /> : null}
            <span dir="auto">{sponsor.name}</span>
          </li>
        );
      })}
    </ul>
  );
}

function StoriesPanel({ stories, selectStories, loadMoreStories, retryStories }: MicrositeViewProps) {
  const t = useT();
  const label = {
    all: t('microsite.stories.all'),
    videos: t('microsite.stories.videos'),
    podcasts: t('microsite.stories.podcasts'),
    articles: t('microsite.stories.articles'),
  };
  return (
    <div className={styles.stack} data-part="microsite-stories" data-state={stories.load.name}>
      {/* biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle buttons, not a form's field set. */}
      <div className={styles.filterBar} role="group" aria-label={t('microsite.stories.filter')}>
        {storiesFilterNames.map((name) => (
          <button key={name} type="button" className={styles.chip} aria-pressed={stories.filter === name} onClick={() => selectStories(name)}>
            {label[name]}
          </button>
        ))}
      </div>
      {stories.load.name === 'loading' ? <SkeletonRows count={4} label={t('microsite.stories.loading')} /> : null}
      {stories.load.name === 'error' || stories.load.name === 'not-found' ? (
        <ErrorState description={stories.errorMessage || t('microsite.stories.error')} onRetry={retryStories} headingLevel={2} />
      ) : null}
      {stories.load.name === 'ready' && stories.posts.length === 0 ? (
        <EmptyState icon={Newspaper} title={t('microsite.stories.empty')} description={t('microsite.stories.emptyHint')} headingLevel={2} />
      ) : null}
      {stories.load.name === 'ready' && stories.posts.length > 0 ? (
        <>
          <PostGrid posts={stories.posts} label={t('microsite.stories.list')} />
          <div className={styles.center} data-part="stories-more">
            {stories.moreError ? (
              <p className={styles.muted} role="alert">
                {stories.moreError}
              </p>
            ) : null}
            {stories.hasMore ? (
              <Button variant="secondary" loading={stories.loadingMore} onClick={loadMoreStories}>
                {t('microsite.stories.more')}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}

/** The sponsors section (`?tab=sponsors`, no tab button; G46 placeholder data). */
function SponsorsSection() {
  const t = useT();
  return (
    <section className={styles.stack} aria-labelledby="microsite-sponsors" data-part="microsite-sponsors">
      <h2 id="microsite-sponsors" className={styles.sectionTitle}>
        {t('microsite.sponsors.title')}
      </h2>
      <div className={styles.tightStack}>
        <h3 className={styles.filterLabel}>{t('microsite.sponsors.presenting')}</h3>
        <SponsorList sponsors={MICROSITE_SPONSORS.presenting} />
      </div>
      <div className={styles.tightStack}>
        <h3 className={styles.filterLabel}>{t('microsite.sponsors.associate')}</h3>
        <SponsorList sponsors={MICROSITE_SPONSORS.associate} />
      </div>
      <p className={styles.muted}>{isolatedText(([email]) => t('microsite.sponsors.contact', { email }), [MICROSITE_SPONSORS.partnershipsEmail] as const)}</p>
    </section>
  );
}
