import { getPostReaderContext } from '../../src/api/endpoints/posts';
import { type Sample, sample } from './sample';

/** Samples of the calls the end of a post added (P27). */
export const postEndSamples: Sample[] = [
  sample(getPostReaderContext, { params: { id: 1001 } }, 'free'),
  sample(getPostReaderContext, { params: { id: 1013 } }, 'anonymous'),
];
