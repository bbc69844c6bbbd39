/**
 * Sample data for the chat views' stories: people, threads and replies of The Daily Margin's subscriber chat, in
 * the schema's shapes, dated against the mock clock (stories freeze the platform clock at `MOCK_NOW`, so "3h"
 * never moves). Images are the mock assets Storybook serves under `/mock-assets/`.
 */
import type { ChatComment, ChatPost, ChatUser, ChatUserPubRole } from '../../../src/api/schemas/community';
import { MOCK_NOW } from '../../../mocks/clock';

const now = new Date(MOCK_NOW).getTime();
/** An ISO time `minutes` before the mock clock's now. */
export const ago = (minutes: number): string => new Date(now - minutes * 60_000).toISOString();

export const avatar = (n: number) => `/mock-assets/avatars/avatar-${n}.png`;
export const cover = (n: number) => `/mock-assets/covers/cover-${n}.jpg`;

export const people = {
  ada: { id: 105, name: 'Ada Admin', handle: 'ada', photo_url: avatar(5) },
  carmen: { id: 104, name: 'Carmen Contributor', handle: 'carmen', photo_url: avatar(4) },
  fiona: { id: 103, name: 'Fiona Founding', handle: 'fiona', photo_url: avatar(3) },
  paolo: { id: 102, name: 'Paolo Paid', handle: 'paolo', photo_url: avatar(2) },
  frances: { id: 101, name: 'Frances Free', handle: 'frances', photo_url: avatar(1) },
  imogen: { id: 201, name: 'Imogen Hartley', handle: 'imogen', photo_url: avatar(6) },
  tomas: { id: 202, name: 'Tomás Okafor', handle: 'tomas', photo_url: avatar(7) },
  wren: { id: 203, name: 'Wren Castellanos', handle: 'wren', photo_url: avatar(8) },
  noor: { id: 204, name: 'Noor Abadi', handle: 'noor', photo_url: null },
} satisfies Record<string, ChatUser>;

export const roles = {
  admin: { role: 'admin' },
  contributor: { role: 'contributor' },
  founding: { is_founding: true, membership_state: 'subscribed' },
  paid: { membership_state: 'subscribed' },
  free: { membership_state: 'free_signup' },
} satisfies Record<string, ChatUserPubRole>;

export const LONG_LINK = 'https://longreads.example.com/2026/11/the-city-that-reads-and-the-libraries-that-keep-it-awake-at-night?utm_source=margin';

export const LONG_BODY = [
  'I went to three of the branch libraries on the list this week, and the thing nobody mentions is how different the evenings feel. The central library after eight is mostly students and people charging phones, which is fine, but the Eastgate branch had a reading group of retirees arguing about Middlemarch with the intensity of a council meeting.',
  'What struck me most was the staff. Every librarian I spoke to had a story about someone who came in for the warmth and stayed for the books. One of them keeps a shelf of "returned by strangers" — books people found on buses and brought in because it seemed like the right place.',
  'If the council goes ahead with the reduced hours, those evenings are exactly what disappears. I would love to hear whether anyone else has been to the smaller branches, and whether it is worth organising something before the budget vote on the 3rd.',
].join('\n\n');

/** A thread with every field a card shows. */
export function samplePost(overrides: Partial<ChatPost> = {}): ChatPost {
  return {
    id: 3001,
    publication_id: 1,
    user_id: people.ada.id,
    user: people.ada,
    user_pub_role: roles.admin,
    body: 'Tonight’s question for the chat: which library branch would you fight hardest to keep open late? Tell us why — the best answers go in Friday’s issue.',
    raw_body: null,
    mentions: [],
    link_url: null,
    link_metadata: null,
    mediaAttachments: [],
    audience: 'all_subscribers',
    is_locked: false,
    is_edited: false,
    status: 'open',
    type: 'text',
    reaction: null,
    reactions: { '❤': 24, '👍': 9, '😮': 2 },
    reported_by_user: false,
    comment_count: 18,
    recent_commenters: [people.imogen, people.tomas, people.wren],
    most_recent_comment_created_at: ago(12),
    user_last_viewed_timestamp: ago(24 * 60),
    blocked_relation: null,
    created_at: ago(3 * 60),
    updated_at: null,
    ...overrides,
  };
}

/** A top-level reply. */
export function sampleComment(overrides: Partial<ChatComment> = {}): ChatComment {
  return {
    id: 4001,
    post_id: 3001,
    publication_id: 1,
    parent_id: null,
    quote_id: null,
    quoted_comment: null,
    user_id: people.imogen.id,
    user: people.imogen,
    user_pub_role: roles.paid,
    body: 'Eastgate, without a second thought. It is the only place in that part of town where you can sit for three hours without buying anything.',
    raw_body: null,
    mentions: [],
    media_uploads: [],
    reply_count: 0,
    recent_commenters: [],
    is_locked: false,
    reaction: null,
    reactions: { '❤': 5, '👍': 2 },
    reported_by_user: false,
    blocked_relation: null,
    status: 'VISIBLE',
    created_at: ago(2 * 60 + 40),
    ...overrides,
  };
}

const replyTexts: [keyof typeof people, keyof typeof roles, string][] = [
  [
    'imogen',
    'paid',
    'Eastgate, without a second thought. It is the only place in that part of town where you can sit for three hours without buying anything.',
  ],
  ['tomas', 'founding', 'The Harbour Road branch. The building is ugly but the local history room is the best-kept secret in the city.'],
  ['ada', 'admin', 'Noted for Friday — keep them coming. If you have photos of your branch in the evening, attach them here.'],
  ['wren', 'paid', 'Mine closes at six already. I would settle for one late night a week.'],
  ['noor', 'free', 'Is there a list somewhere of which branches are affected? The council page is impossible to read on a phone.'],
  ['fiona', 'founding', 'Seconding Harbour Road. The night staff there ran a homework club all through the winter.'],
  ['paolo', 'paid', 'Central, honestly — for the study rooms alone. Exam season without them would be brutal.'],
  ['carmen', 'contributor', 'We are putting the full list in Friday’s issue with opening hours before and after the proposal.'],
];

/** `count` replies cycling through the sample texts, oldest first (two minutes apart), ids from 5001; every fifth one nested. */
export function sampleReplies(count: number): ChatComment[] {
  return Array.from({ length: count }, (_, index) => {
    const [person, role, body] = replyTexts[index % replyTexts.length]!;
    const nested = index % 5 === 4;
    return sampleComment({
      id: 5001 + index,
      parent_id: nested ? 5000 + index : null,
      user_id: people[person].id,
      user: people[person],
      user_pub_role: roles[role],
      body,
      reactions: index % 3 === 0 ? { '❤': (index % 7) + 1, '😂': index % 2 } : index % 3 === 1 ? { '👍': 2 } : {},
      created_at: ago(2 * (count - index)),
    });
  });
}

/** Ids of the replies whose view rendered since the set was last cleared (see `countRenders`). */
export const renderedReplies = new Set<number>();

/**
 * A copy of a reply whose `body` notes each read in `renderedReplies`: the reply view reads it once per render,
 * the memo comparison never does. Stories use it to prove that a change to one reply re-renders only that one.
 */
export function countRenders(comment: ChatComment): ChatComment {
  const { body, ...rest } = comment;
  const copy = { ...rest } as ChatComment;
  Object.defineProperty(copy, 'body', {
    enumerable: true,
    get() {
      renderedReplies.add(comment.id);
      return body;
    },
  });
  return copy;
}

/**
 * Ends a play with the story at rest for its screenshot: nothing focused (a focus ring left by a simulated click
 * is not part of the state shown) and every scroll frame back at the top.
 */
export function atRest(canvasElement: HTMLElement): void {
  (document.activeElement as HTMLElement | null)?.blur();
  for (const frame of canvasElement.querySelectorAll('[data-scroll-frame]')) frame.scrollTo({ top: 0 });
  // Repaint the whole page once: a part repainted after an interaction can differ from a fresh paint by a pixel of
  // anti-aliasing (a rounded corner), which a pixel-exact screenshot would report.
  document.body.style.visibility = 'hidden';
  void document.body.offsetHeight;
  document.body.style.visibility = '';
}
