import {
  changeEmail,
  freeSignup,
  freeUnsubscribe,
  getCardLast4,
  getPublicationSubscription,
  getSubscription,
  listNewsletters,
  listPodcastFeeds,
  listSubscriptions,
  requestPasswordReset,
  requestSubscription,
  setSubscriptionVisibility,
  updateName,
  updatePublicationSettings,
  updateSectionEmailSettings,
  updateUserFlags,
} from '../../src/api/endpoints/account';
import { type Sample, sample } from './sample';

/** One succeeding call per account endpoint; each is harmless to repeat. */
export const accountSamples: Sample[] = [
  sample(updatePublicationSettings, { body: { seen_coming_soon_explainer: true } }, 'admin'),
  sample(getSubscription, {}, 'paid'),
  sample(updateSectionEmailSettings, { body: { '12': { setting: 'individual' } } }, 'free'),
  sample(listSubscriptions, { query: { include_podcasts: 1 } }, 'paid'),
  sample(getPublicationSubscription, { params: { publicationId: 1 } }, 'paid'),
  sample(getCardLast4, {}, 'paid'),
  sample(requestSubscription, { query: { publication_id: 3 }, body: { email: 'sample.request@example.com', source: 'embed' } }, 'anonymous'),
  sample(setSubscriptionVisibility, { body: { ids: [5002], visibility: 'public' } }, 'paid'),
  sample(freeSignup, { body: { email: 'sample.signup@example.com', source: 'embed' } }, 'anonymous'),
  sample(freeUnsubscribe, { body: { publication_id: 72, source: 'embed' } }, 'paid'),
  sample(updateName, { body: { name: 'Ada Admin' } }, 'admin'),
  sample(changeEmail, { body: { email: 'carmen@example.com', confirm_email: 'carmen@example.com' } }, 'contributor'),
  sample(requestPasswordReset, { body: {} }, 'founding'),
  sample(listNewsletters, {}, 'paid'),
  sample(updateUserFlags, { body: { has_seen_notes_post_app_upsell: true } }, 'paid'),
  sample(listPodcastFeeds, {}, 'paid'),
];
