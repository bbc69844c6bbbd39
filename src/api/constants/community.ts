/**
 * Plain values of the subscriber chat (spec 000 §3, §9; inventory K001–K003; gaps G02, G04) shared by the API schemas
 * (`schemas/community.ts`) and the chat's machines and views. No zod, no client: views may import this module.
 */

/** Thread audiences (spec 000 §3). `all_subscribers` shows no label; the others show T001–T004. */
export const chatAudiences = ['all_subscribers', 'only_paid', 'only_paid_replies', 'only_founding', 'only_founding_replies'] as const;

/**
 * The reaction set (gap G02: the spec shows a map of reaction → count but not the set). The server refuses any
 * other reaction with a 400 naming `reaction`; answers are read tolerantly (any key, count ≥ 0).
 */
export const chatReactionSet = ['❤', '👍', '😂', '😮', '😢'] as const;

/** Display limits (spec 000 §9, inventory K001–K003). */
export const CHAT_BODY_SEE_MORE_CHARS = 600;
export const CHAT_LINK_DISPLAY_CHARS = 64;
export const CHAT_PREVIEW_SNIPPET_CHARS = 128;
/** Longest body the server accepts for a reply or an edited thread (designed, G04). */
export const CHAT_BODY_MAX_CHARS = 10_000;
/** Most media uploads one reply may attach (designed, G04). */
export const CHAT_MEDIA_MAX = 8;
