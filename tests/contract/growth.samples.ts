import {
  acceptPublicationUserInvite,
  acceptViralGift,
  createViralGiftForEmail,
  getAuthorPageInfo,
  getCountries,
  getFileEntry,
  getHomepageData,
  getPostTagBySlug,
  getPublicationInvites,
  getPublicationUserInvite,
  getRecommendations,
  getReferralLeaderboard,
  getSurvey,
  getViralGift,
  getWelcomePageData,
  sendPublicationInvite,
  submitSurveyResponses,
} from '../../src/api/endpoints/growth';
import { type Sample, sample } from './sample';

/** One succeeding call per growth endpoint (on the default host, The Daily Margin). */
export const growthSamples: Sample[] = [
  sample(getHomepageData, { query: { preview: false } }),
  sample(getWelcomePageData, {}, 'anonymous'),
  sample(getPublicationInvites, {}, 'contributor'),
  sample(sendPublicationInvite, { body: { name: 'Uma Vance', email: 'uma@example.com' } }, 'contributor'),
  sample(getPublicationUserInvite, { params: { id: 7005 } }, 'anonymous'),
  sample(acceptPublicationUserInvite, { params: { id: 7005 } }, 'free'),
  sample(getPostTagBySlug, { params: { slug: 'books' } }),
  sample(getAuthorPageInfo, { params: { author: 'ada' } }, 'anonymous'),
  sample(getFileEntry, { params: { name: 'reading-guide-2026.pdf' } }),
  sample(getViralGift, { params: { token: 'vg_fiona_margin' } }, 'anonymous'),
  sample(acceptViralGift, { body: { name: 'Vera Quill', email: 'vera@example.com', token: 'vg_fiona_margin' } }, 'anonymous'),
  sample(createViralGiftForEmail, { body: { email: 'friend@example.com', fromSubstack: false } }),
  sample(getReferralLeaderboard, {}, 'free'),
  sample(getSurvey, { params: { id: 1 } }, 'free'),
  sample(
    submitSurveyResponses,
    {
      params: { id: 2 },
      body: { responses: [{ survey_question_id: 201, data: { options: [2012] } }] },
    },
    'free',
  ),
  sample(getRecommendations, { params: { publicationId: 1 } }, 'anonymous'),
  sample(getCountries, {}, 'anonymous'),
];
