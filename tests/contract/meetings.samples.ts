import { bookMeeting, getMeetingOrder, getMeetingSettings, getMeetingSlots, updateMeetingOrder } from '../../src/api/endpoints/meetings';
import { type Sample, sample } from './sample';

/** One succeeding call per meetings endpoint (as Paolo Paid, who booked the seeded orders). */
export const meetingsSamples: Sample[] = [
  sample(getMeetingSettings, {}),
  sample(bookMeeting, { body: { name: 'Paolo Paid', description: 'How to pitch a column', stripe_token: 'tok_visa', timezone: 'Europe/Rome' } }),
  sample(getMeetingOrder, { params: { order_id: 4002 } }),
  sample(getMeetingSlots, {}),
  sample(updateMeetingOrder, { params: { order_id: 4001 }, body: { calendly_event_uri: 'https://api.calendly.com/scheduled_events/EVNEW' } }),
];
