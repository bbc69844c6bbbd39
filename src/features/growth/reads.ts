/**
 * Growth's reads as values, for a server's prefetch (`prefetchScreen`): pure (no React, no styles), so the `./server`
 * entry may import them; each is the read the screen's data hook makes (the same endpoint and input, so the same
 * cache key), and the hydration test fails when one drifts from its hook.
 */
import { listSubscriptions } from '../../api/endpoints/account';
import { getMeetingSettings } from '../../api/endpoints/meetings';
import { getCountries, getHomepageData, getPublicationUserInvite, getRecommendations, getReferralLeaderboard, getSurvey } from '../../api/endpoints/growth';
import type { HomepageSubpath } from '../../api/schemas/growth';
import { readOf } from '../../kit/readKey';

/** The home (`/`); `?preview` asks an admin's unpublished layout (a reader's browser reads the published one). */
export const homeRead = (preview: boolean) => readOf(getHomepageData, { query: preview ? { preview: true } : {} });
/** A people list of the home (`/subscribers`, `/followers`, `/following`). */
export const homePeopleRead = (subpath: HomepageSubpath) => readOf(getHomepageData, { query: { subpath } });
/** An invite (`/invite/{id}`). */
export const inviteRead = (id: number) => readOf(getPublicationUserInvite, { params: { id } });
/** The referral leaderboard (`/leaderboard`). */
export const leaderboardRead = () => readOf(getReferralLeaderboard, {});
/** The publications a publication recommends (`/recommendations`). */
export const recommendationsRead = (publicationId: number) => readOf(getRecommendations, { params: { publicationId } });
/** The reader's subscriptions (E16's first page), which mark recommended publications "Subscribed" (refused signed out). */
export const readerSubscriptionsRead = () => readOf(listSubscriptions, {});
/** The meeting offer's settings (`/meetings/book…`). */
export const meetingSettingsRead = () => readOf(getMeetingSettings, {});
/** A reader survey (`/survey/{id}`, `?token=` from an e-mailed link). */
export const surveyRead = (id: number, token?: string) => readOf(getSurvey, { params: { id }, query: token ? { token } : undefined });
/** The countries a survey's country question offers (read by the page only when the survey asks one). */
export const countriesRead = () => readOf(getCountries, {});
