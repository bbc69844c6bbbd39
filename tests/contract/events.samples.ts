import { deleteCmsConfig, getCmsConfig, putCmsConfig } from '../../src/api/endpoints/events';
import { type Sample, sample } from './sample';

/** One succeeding call per events endpoint. */
export const eventsSamples: Sample[] = [
  sample(getCmsConfig, { query: { prefix: 'event-' } }, 'anonymous'),
  sample(
    putCmsConfig,
    { query: { key: 'event-NewSample1' }, body: { value: { status: 'draft', title: 'A new event', dateTime: '2027-04-01T18:00', type: ['in-person'] } } },
    'admin',
  ),
  sample(deleteCmsConfig, { query: { key: 'event-DraftOld01' } }, 'admin'),
];
