import { getPostById } from '../../src/api/endpoints/posts';
import { type Sample, sample } from './sample';

/** The post page's id route (P28, G32). */
export const postPageSamples: Sample[] = [sample(getPostById, { params: { id: 1001 } }), sample(getPostById, { params: { id: 1300 } }, 'anonymous')];
