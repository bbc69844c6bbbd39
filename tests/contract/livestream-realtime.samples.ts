import { getLiveStreamChat } from '../../src/api/endpoints/livestream';
import { type Sample, sample } from './sample';

/** P55 (proposed by the livestream area): the chat backlog. */
export const livestreamRealtimeSamples: Sample[] = [sample(getLiveStreamChat, { params: { id: 801 }, query: { after_id: 5003 } })];
