/**
 * The fault matrix's cases: for every mutation of the endpoint registry, what a reader is told for every fault kind
 * the mock offers (`mocks/scenario.ts` `faultKinds`). `fault-matrix.test.tsx` fails for a mutation or a kind that has
 * no case here, so a new endpoint gets its cases before it ships.
 *
 * - `screenDrivenCases`: mutations a screen makes, driven through that screen: each area lists them in
 *   `tests/host/faults/screens/<area>.cases.tsx` (exporting `cases`), picked up here by a glob, so a new area's file
 *   joins by itself. Each mounts the connected screen on the mock, does what the reader does, and names, kind by kind,
 *   the text the screen shows (the catalogue's, or the kit's failure text), the revert and the retry.
 * - `screenCases`: the chat thread's and the post footer's mutations, driven through their data hooks
 *   (`tests/host/faults/chat.tsx`, `footer.tsx`).
 * - `genericCases`: every other mutation of the registry, derived (the registry minus the two lists above), sent
 *   through the kit's `useOptimisticWrite` in a harness that asserts the failure kind, the kit's reader text
 *   (`failureText`) and that the optimistic change was reverted.
 */
import type { AnyEndpointDef } from '../../src/api/endpoint';
import { routeKey } from '../../src/api/endpoint';
import * as account from '../../src/api/endpoints/account';
import * as community from '../../src/api/endpoints/community';
import * as feed from '../../src/api/endpoints/feed';
import * as posts from '../../src/api/endpoints/posts';
import type { ApiErrorKind } from '../../src/api/errors';
import { type FaultKind, faultKinds } from '../../mocks/scenario';
import {
  addReactionDriver,
  banDriver,
  deleteReplyDriver,
  deleteThreadDriver,
  editThreadDriver,
  lockReplyDriver,
  lockThreadDriver,
  removeReactionDriver,
  reportDriver,
  SIGN_IN_PROMPT,
  sendReplyDriver,
} from './faults/chat';
import { freeSignupDriver, likeDriver, restackDriver, saveDriver, unlikeDriver, unrestackDriver, unsaveDriver } from './faults/footer';
import { t } from './faults/harness';
import { type CaseIndex, registryMutations } from './faults/completeness';
import type { Driver, ScreenCase as ScreenDrivenCase, Told } from './faults/types';

/** Every area's screen cases (`faults/screens/<area>.cases.tsx`), found by name: a new area's file joins by itself. */
const screenCaseFiles = import.meta.glob<{ cases: ScreenDrivenCase[] }>('./faults/screens/*.cases.tsx', { eager: true });
export const screenDrivenCases: ScreenDrivenCase[] = Object.keys(screenCaseFiles)
  .sort()
  .flatMap((file) => screenCaseFiles[file]!.cases);
export const screenCaseAreas = Object.keys(screenCaseFiles).map((file) => file.replace(/^.*\/(\w+)\.cases\.tsx$/, '$1'));

/** The mock's words for each fault (`playScenario`): `failureText` shows them when a screen has no text of its own. */
export const SERVER_WORDS = {
  '500': 'Internal server error',
  '401': 'Not authorized',
  '403': 'Forbidden',
  ban: 'You have been banned from this publication',
} as const;

export interface ScreenCase {
  area: 'chat' | 'footer';
  endpoint: AnyEndpointDef;
  viewer: string;
  driver: () => Promise<Driver>;
  told: Record<FaultKind, Told>;
}

// ——— chat (spec 000: T023–T030, T024 + the server's text on PUBLICATION_BAN; issue 13: delete, sign-in) ———

const chatSignIn: Told = { signIn: SIGN_IN_PROMPT };
const chatBan = `${t('chat.error.publicationBan')} ${SERVER_WORDS.ban}`;

export const screenCases: ScreenCase[] = [
  {
    area: 'chat',
    endpoint: community.sendChatComment,
    viewer: 'admin',
    driver: sendReplyDriver,
    told: {
      '500': { notDelivered: true },
      '401': { notDelivered: true, signIn: SIGN_IN_PROMPT },
      '403': { notDelivered: true },
      ban: { notDelivered: true, alert: chatBan },
      network: { notDelivered: true },
      malformed: { notDelivered: true },
      timeout: { notDelivered: true },
    },
  },
  {
    area: 'chat',
    endpoint: community.editChatPost,
    viewer: 'admin',
    driver: editThreadDriver,
    told: {
      '500': { alert: t('chat.error.edit') },
      '401': chatSignIn,
      '403': { alert: t('chat.error.edit') },
      ban: { alert: chatBan },
      network: { alert: t('chat.error.edit') },
      malformed: { alert: t('chat.error.edit') },
      timeout: { alert: t('chat.error.edit') },
    },
  },
  {
    area: 'chat',
    endpoint: community.deleteChatPost,
    viewer: 'admin',
    driver: deleteThreadDriver,
    told: {
      '500': { alert: t('chat.delete.failed') },
      '401': chatSignIn,
      '403': { alert: t('chat.delete.failed') },
      ban: { alert: chatBan },
      network: { alert: t('chat.delete.failed') },
      malformed: { alert: t('chat.delete.failed') },
      timeout: { alert: t('chat.delete.failed') },
    },
  },
  {
    area: 'chat',
    endpoint: community.deleteChatComment,
    viewer: 'admin',
    driver: deleteReplyDriver,
    told: {
      '500': { alert: t('chat.delete.failed') },
      '401': chatSignIn,
      '403': { alert: t('chat.delete.failed') },
      ban: { alert: chatBan },
      network: { alert: t('chat.delete.failed') },
      malformed: { alert: t('chat.delete.failed') },
      timeout: { alert: t('chat.delete.failed') },
    },
  },
  {
    area: 'chat',
    endpoint: community.addChatReaction,
    viewer: 'admin',
    driver: addReactionDriver,
    told: {
      '500': { alert: t('chat.error.reaction') },
      '401': chatSignIn,
      '403': { alert: t('chat.error.reaction') },
      ban: { alert: chatBan },
      network: { alert: t('chat.error.reaction') },
      malformed: { alert: t('chat.error.reaction') },
      timeout: { alert: t('chat.error.reaction') },
    },
  },
  {
    area: 'chat',
    endpoint: community.removeChatReaction,
    viewer: 'paid',
    driver: removeReactionDriver,
    told: {
      '500': { alert: t('chat.error.reaction') },
      '401': chatSignIn,
      '403': { alert: t('chat.error.reaction') },
      ban: { alert: chatBan },
      network: { alert: t('chat.error.reaction') },
      malformed: { alert: t('chat.error.reaction') },
      timeout: { alert: t('chat.error.reaction') },
    },
  },
  {
    area: 'chat',
    endpoint: community.lockChatPost,
    viewer: 'admin',
    driver: lockThreadDriver,
    told: {
      '500': { alert: t('chat.error.lockPost') },
      '401': chatSignIn,
      '403': { alert: t('chat.error.lockPost') },
      ban: { alert: t('chat.error.lockPost') },
      network: { alert: t('chat.error.lockPost') },
      malformed: { alert: t('chat.error.lockPost') },
      timeout: { alert: t('chat.error.lockPost') },
    },
  },
  {
    area: 'chat',
    endpoint: community.lockChatComment,
    viewer: 'admin',
    driver: lockReplyDriver,
    told: {
      '500': { alert: t('chat.error.lockComment') },
      '401': chatSignIn,
      '403': { alert: t('chat.error.lockComment') },
      ban: { alert: t('chat.error.lockComment') },
      network: { alert: t('chat.error.lockComment') },
      malformed: { alert: t('chat.error.lockComment') },
      timeout: { alert: t('chat.error.lockComment') },
    },
  },
  {
    area: 'chat',
    endpoint: community.banChatCommentAuthor,
    viewer: 'admin',
    driver: banDriver,
    told: {
      '500': { alert: t('chat.error.ban') },
      '401': chatSignIn,
      '403': { alert: t('chat.error.ban') },
      ban: { alert: t('chat.error.ban') },
      network: { alert: t('chat.error.ban') },
      malformed: { alert: t('chat.error.ban') },
      timeout: { alert: t('chat.error.ban') },
    },
  },
  {
    area: 'chat',
    endpoint: community.reportChatItem,
    viewer: 'paid',
    driver: reportDriver,
    told: {
      '500': { alert: t('chat.error.report') },
      '401': chatSignIn,
      '403': { alert: t('chat.error.report') },
      ban: { alert: t('chat.error.report') },
      network: { alert: t('chat.error.report') },
      malformed: { alert: t('chat.error.report') },
      timeout: { alert: t('chat.error.report') },
    },
  },

  // ——— footer (spec 001 M16–M19: like → sign-in / free-subscribe dialog on 401, the ban's words on PUBLICATION_BAN) ———
  {
    area: 'footer',
    endpoint: posts.addPostReaction,
    viewer: 'free',
    driver: likeDriver,
    told: {
      '500': { alert: t('footer.like.error') },
      '401': { signIn: 'freeSubscribeToLike' },
      '403': { alert: t('footer.like.error') },
      ban: { alert: SERVER_WORDS.ban },
      network: { alert: t('footer.like.error') },
      malformed: { alert: t('footer.like.error') },
      timeout: { alert: t('footer.like.error') },
    },
  },
  {
    area: 'footer',
    endpoint: posts.removePostReaction,
    viewer: 'free',
    driver: unlikeDriver,
    told: {
      '500': { alert: t('footer.like.error') },
      '401': { signIn: 'freeSubscribeToLike' },
      '403': { alert: t('footer.like.error') },
      ban: { alert: SERVER_WORDS.ban },
      network: { alert: t('footer.like.error') },
      malformed: { alert: t('footer.like.error') },
      timeout: { alert: t('footer.like.error') },
    },
  },
  {
    area: 'footer',
    endpoint: posts.savePost,
    viewer: 'paid',
    driver: saveDriver,
    told: {
      '500': { toast: t('footer.save.error') },
      '401': { signIn: 'signInToSave' },
      '403': { toast: t('footer.save.error') },
      ban: { toast: t('footer.save.error') },
      network: { toast: t('footer.save.error') },
      malformed: { toast: t('footer.save.error') },
      timeout: { toast: t('footer.save.error') },
    },
  },
  {
    area: 'footer',
    endpoint: posts.unsavePost,
    viewer: 'paid',
    driver: unsaveDriver,
    told: {
      '500': { toast: t('footer.save.error') },
      '401': { signIn: 'signInToSave' },
      '403': { toast: t('footer.save.error') },
      ban: { toast: t('footer.save.error') },
      network: { toast: t('footer.save.error') },
      malformed: { toast: t('footer.save.error') },
      timeout: { toast: t('footer.save.error') },
    },
  },
  {
    area: 'footer',
    endpoint: feed.restack,
    viewer: 'founding',
    driver: restackDriver,
    // The restack alert is the server's words when it sent any (`serverWords`), else `footer.restack.error`.
    told: {
      '500': { alert: SERVER_WORDS['500'] },
      '401': { signIn: 'signInToRestack' },
      '403': { alert: SERVER_WORDS['403'] },
      ban: { alert: SERVER_WORDS.ban },
      network: { alert: t('footer.restack.error') },
      malformed: { alert: t('footer.restack.error') },
      timeout: { alert: t('footer.restack.error') },
    },
  },
  {
    area: 'footer',
    endpoint: feed.unrestack,
    viewer: 'paid',
    driver: unrestackDriver,
    told: {
      '500': { alert: SERVER_WORDS['500'] },
      '401': { signIn: 'signInToRestack' },
      '403': { alert: SERVER_WORDS['403'] },
      ban: { alert: SERVER_WORDS.ban },
      network: { alert: t('footer.restack.error') },
      malformed: { alert: t('footer.restack.error') },
      timeout: { alert: t('footer.restack.error') },
    },
  },
  {
    area: 'footer',
    endpoint: account.freeSignup,
    viewer: 'free',
    driver: freeSignupDriver,
    // The shared free signup (M31, features/signup): the server's words when it sent any, else the shared network or
    // timeout text, else `signup.free.error`.
    told: {
      '500': { alert: SERVER_WORDS['500'] },
      '401': { alert: SERVER_WORDS['401'] },
      '403': { alert: SERVER_WORDS['403'] },
      ban: { alert: SERVER_WORDS.ban },
      network: { alert: t('common.error.network') },
      malformed: { alert: t('signup.free.error') },
      timeout: { alert: t('common.error.timeout') },
    },
  },
];

// ——— mutations no screen makes yet: the kit's generic write ———

/** What the kit says for each fault kind (`failureText`: the server's words, else the shared `common.error.*` text). */
export const genericTold: Record<FaultKind, { kind: ApiErrorKind; status?: number; text: string }> = {
  '500': { kind: 'http', status: 500, text: SERVER_WORDS['500'] },
  '401': { kind: 'http', status: 401, text: SERVER_WORDS['401'] },
  '403': { kind: 'http', status: 403, text: SERVER_WORDS['403'] },
  ban: { kind: 'http', status: 403, text: SERVER_WORDS.ban },
  network: { kind: 'network', text: t('common.error.network') },
  malformed: { kind: 'schema', status: 200, text: t('common.error.malformed') },
  timeout: { kind: 'timeout', text: t('common.error.timeout') },
};

/**
 * Every mutation no case above drives: the registry's mutations minus those with screen or hook cases. Derived, never
 * typed: a mutation a screen starts making moves out of this list as soon as its screen case exists.
 */
export const genericCases: readonly AnyEndpointDef[] = (() => {
  const driven = new Set([...screenDrivenCases.map((c) => routeKey(c.endpoint)), ...screenCases.map((c) => routeKey(c.endpoint))]);
  return registryMutations().filter((def) => !driven.has(routeKey(def)));
})();

/**
 * Mutations a screen makes that are not yet driven through it (they run through the generic write meanwhile, and the
 * test prints how many). The test holds this list to the features' sources and the screen cases: a screen that starts
 * making a call without screen cases fails until it has them (or is listed here), and an entry whose screen cases
 * exist fails until it is removed. The aim is an empty list.
 */
export const notYetThroughTheirScreen: readonly AnyEndpointDef[] = [];

/** Route key → the fault kinds with a case. Screen cases cover the kinds their `told` names; generic ones, `genericTold`'s. */
export function caseIndex(): CaseIndex {
  const index = new Map<string, Set<FaultKind>>();
  const add = (def: AnyEndpointDef, kinds: readonly FaultKind[]) => {
    const set = index.get(routeKey(def)) ?? new Set<FaultKind>();
    for (const kind of kinds) set.add(kind);
    index.set(routeKey(def), set);
  };
  for (const c of [...screenCases, ...screenDrivenCases])
    add(
      c.endpoint,
      faultKinds.filter((k) => k in c.told),
    );
  for (const def of genericCases)
    add(
      def,
      faultKinds.filter((k) => k in genericTold),
    );
  return index;
}
