import { getLiveStream, getLiveStreamPageData, getVideosPageData, kickLiveStreamUser, sendLiveStreamChat } from '../../src/api/endpoints/livestream';
import { type Sample, sample } from './sample';

export const livestreamSamples: Sample[] = [
  sample(getLiveStreamPageData, {}),
  sample(getVideosPageData, { query: { offset: 0, limit: 7 } }),
  sample(getLiveStream, { params: { id: 801 } }, 'free'),
  sample(sendLiveStreamChat, { params: { id: 801 }, body: { body: 'Hello from the sample' } }),
  sample(kickLiveStreamUser, { params: { id: 801 }, body: { user_id: 203 } }, 'admin'),
];
