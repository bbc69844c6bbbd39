/**
 * The offer page's data hook: the meeting settings (P14) through the kit's read, as the offer this reader sees
 * (their price, the description sanitised).
 */
import { useMemo } from 'react';
import { getMeetingSettings } from '../../../api/endpoints/meetings';
import type { MeetingSettings } from '../../../api/schemas/meetings';
import { type LoadStatus, loadStatus, useRead } from '../../../kit/read';
import { usePlatform, useViewer } from '../../../platform/context';
import { sanitizeSummaryHtml } from '../../footer';
import { meetingOffer } from './meetingPrice';
import type { MeetingOffer } from './views/MeetingsOfferView';

export interface MeetingsOfferController {
  load: LoadStatus<MeetingSettings>;
  offer: MeetingOffer | null;
  retry: () => void;
}

export function useMeetingsOffer(): MeetingsOfferController {
  const viewer = useViewer();
  const { locale } = usePlatform();
  const query = useRead(getMeetingSettings, {});
  const load = loadStatus(query, 'growth.meetings.offer.error');
  const settings = load.name === 'ready' ? load.data : null;
  const offer = useMemo(
    () => (settings ? meetingOffer(settings, viewer.role, (html) => sanitizeSummaryHtml(html), locale) : null),
    [settings, viewer.role, locale],
  );
  return { load, offer, retry: () => void query.refetch() };
}
