import { defineScreen, withScreenBoundary } from '../../kit/Screen';
import type { HubSection } from './eventsHub';
import { useEventsHub, useSectionSubscribe } from './useEventsHub';
import { EventsHubView, SectionSubscribeButton } from './views/EventsHubView';

export interface EventsPageProps {
  /** The publication (default: the API's). */
  publicationId?: number;
}

export interface SectionSubscribeControlProps {
  section: HubSection;
  /** The reader is subscribed to the publication (free or paid): else a press goes to the subscribe page. */
  readerSubscribed: boolean;
  /** The reader gets this section's e-mails. */
  selected: boolean;
}

function ConnectedSectionSubscribe({ section, readerSubscribed, selected }: SectionSubscribeControlProps) {
  const control = useSectionSubscribe(section, readerSubscribed, selected);
  return <SectionSubscribeButton state={control.state} subscribed={control.subscribed} sectionName={section.name} onToggle={control.toggle} />;
}

/** A section's subscribe control (E15), in its own boundary: one failing control never blanks the hub. */
export const SectionSubscribeControl = withScreenBoundary('SectionSubscribeControl', ConnectedSectionSubscribe, { fallback: null });

function ConnectedEventsPage({ publicationId }: EventsPageProps) {
  const hub = useEventsHub(publicationId);
  const { sections } = hub;
  return (
    <EventsHubView
      publicationName={hub.publicationName}
      sections={sections}
      onRetry={hub.retry}
      renderSubscribe={(section) =>
        sections.name === 'ready' ? (
          <SectionSubscribeControl section={section} readerSubscribed={sections.subscribed} selected={sections.selected.has(section.id)} />
        ) : null
      }
    />
  );
}

/** The events hub (`/events`): `useEventsHub` joined to `EventsHubView`, each section's control connected. */
export const EventsPage = defineScreen({
  name: 'EventsPage',
  resolve: (props: EventsPageProps) => props,
  Body: ConnectedEventsPage,
  identity: ({ publicationId }) => publicationId ?? '',
});
