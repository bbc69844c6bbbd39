/**
 * Plain values of the live chat shared by the API schemas (`schemas/livestream.ts`, `endpoints/livestream.ts`) and the
 * livestream's views. No zod, no client: views may import this module.
 */

/** Longest live chat message (designed; the spec gives no limit): what P20 accepts, and what a message may carry. */
export const LIVE_CHAT_MAX_LENGTH = 500;
