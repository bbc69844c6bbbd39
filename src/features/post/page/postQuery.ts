/**
 * The post page's address: its two routes (G32) and the query parameters it reads (spec 000 §2 "Post page",
 * 002 §2). Pure: `parsePostQuery` turns a `search` string into typed values (paths: `postPaths.ts`, on the kit's routes).
 *
 * | parameter | meaning |
 * |---|---|
 * | `autoPlay=true` | start the post's video |
 * | `play_audio=true` | start the post's audio |
 * | `action=save` / `action=share` | save the post on arrival (E32) / open the share dialog |
 * | `just_subscribed` | the reader just subscribed (PostEnd shows its confirmation) |
 * | `subscribe_prompt=paid\|other` | which subscribe prompt PostEnd shows (`paid`, anything else → `other`) |
 * | `timestamp` or `t` | video start in whole seconds; a value that is not a non-negative integer is ignored |
 * | `selection` / `imgSelection` | a shared text / image selection to highlight (E37 / E38) |
 * | `founding-member-confirmation` | toast T138 |
 * | `follow=true` | follow the author on arrival (PostEnd) |
 *
 * Flags without a value (`?just_subscribed`) count as set; `false` and `0` as unset.
 */

export interface PostQuery {
  autoPlay: boolean;
  playAudio: boolean;
  action: 'save' | 'share' | null;
  justSubscribed: boolean;
  subscribePrompt: 'paid' | 'other' | null;
  /** Seconds, from `timestamp` (first) or `t`. */
  timestamp: number | null;
  selection: string | null;
  imgSelection: string | null;
  foundingMemberConfirmation: boolean;
  follow: boolean;
}

function isTrue(value: string | null): boolean {
  return value === 'true';
}

function isSet(value: string | null): boolean {
  return value !== null && value !== 'false' && value !== '0';
}

function seconds(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

function nonEmpty(value: string | null): string | null {
  const v = value?.trim();
  return v ? v : null;
}

export function parsePostQuery(search: string): PostQuery {
  const q = new URLSearchParams(search);
  const action = q.get('action');
  const prompt = nonEmpty(q.get('subscribe_prompt'));
  return {
    autoPlay: isTrue(q.get('autoPlay')),
    playAudio: isTrue(q.get('play_audio')),
    action: action === 'save' || action === 'share' ? action : null,
    justSubscribed: isSet(q.get('just_subscribed')),
    subscribePrompt: prompt === null ? null : prompt === 'paid' ? 'paid' : 'other',
    timestamp: seconds(q.get('timestamp')) ?? seconds(q.get('t')),
    selection: nonEmpty(q.get('selection')),
    imgSelection: nonEmpty(q.get('imgSelection')),
    foundingMemberConfirmation: isSet(q.get('founding-member-confirmation')),
    follow: isTrue(q.get('follow')),
  };
}

/** The parameters handled once on arrival: the page removes them from the address afterwards (replace). */
export const oneShotPostParams = ['action', 'founding-member-confirmation'] as const;

/** `search` without `names` (`''` when nothing is left). */
export function withoutParams(search: string, names: readonly string[]): string {
  const q = new URLSearchParams(search);
  for (const name of names) q.delete(name);
  const rest = q.toString();
  return rest ? `?${rest}` : '';
}

export type PostRoute = { by: 'slug'; slug: string } | { by: 'id'; id: number };
