import { createClip, getAudioUploadSrc, getVideoUpload, getVideoUploadAssets, getVideoUploadSrc, getVideoUploadSrcJson } from '../../src/api/endpoints/media';
import { type Sample, sample } from './sample';

export const mediaSamples: Sample[] = [
  sample(getVideoUpload, { params: { id: 706 } }),
  sample(getVideoUploadSrcJson, { params: { id: 501 }, query: { type: 'original' } }),
  sample(getVideoUploadAssets, { params: { id: 702 } }),
  sample(getVideoUploadSrc, { params: { id: 501 }, query: { type: 'hls', preview: true } }, 'free'),
  sample(getAudioUploadSrc, { params: { id: 'a-601' } }, 'free'),
  sample(createClip, { body: { video_upload_id: 501, start: 10, end: 40 } }),
];
