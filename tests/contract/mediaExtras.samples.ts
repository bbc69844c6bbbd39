import { getPostAudio } from '../../src/api/endpoints/mediaExtras';
import { type Sample, sample } from './sample';

export const mediaExtrasSamples: Sample[] = [
  sample(getPostAudio, { params: { id: 1015 } }, 'paid'),
  sample(getPostAudio, { params: { id: 1015 } }, 'anonymous'),
];
