/**
 * The kit's one failure type and one reader-text rule.
 *
 * Every call rejects with an `ApiError` (`api/errors.ts`); anything else a write may throw is turned into one by
 * `toFailure`, so a hook switches on `isUnauthorized`, `isNotFound`, `isPublicationBan`, `isNetwork`, `isTimeout`… and
 * never casts `(error as { status? })`. `failureText` is what a reader is told when the spec has no text of its own for
 * that failure: the server's words when it sent any (trimmed and cut to `MAX_SERVER_MESSAGE_LENGTH`), else the shared
 * `common.error.*` text for what went wrong.
 */
import { ApiError, errorServerMessage, MAX_SERVER_MESSAGE_LENGTH } from '../api/errors';
import type { MessageId } from '../i18n/messages';
import type { Translate } from '../i18n/translate';

export { ApiError, isApiError } from '../api/errors';
export type Failure = ApiError;

export { MAX_SERVER_MESSAGE_LENGTH };

/** Any thrown value as an `ApiError` (an unexpected exception becomes a `network`-less `http` failure with no status). */
export function toFailure(error: unknown, route = 'unknown'): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({ kind: 'http', route, cause: error });
}

/** The server's own words, trimmed and bounded, or `undefined`. */
export function serverWords(error: unknown): string | undefined {
  return errorServerMessage(error);
}

/** The shared texts of the failures a reader can act on whatever they were doing: wait, reconnect, sign in. */
export type CommonFailureId = 'common.error.timeout' | 'common.error.network' | 'common.error.signIn';

/**
 * The one reader-text rule: the catalogue text for a failure.
 *
 * Without a fallback: the shared text for the failure's kind (timeout, network, malformed, sign in, not found, server).
 * With the area's `fallback` (the spec's text for what the reader was doing: "Could not follow …"): the shared text
 * when the reader can act on it (timeout, network, sign in), else the area's text.
 */
export function commonFailureId(error: unknown): MessageId;
export function commonFailureId<F extends MessageId>(error: unknown, fallback: F): F | CommonFailureId;
export function commonFailureId(error: unknown, fallback?: MessageId): MessageId {
  const failure = toFailure(error);
  if (failure.isTimeout) return 'common.error.timeout';
  if (failure.isNetwork) return 'common.error.network';
  if (failure.isUnauthorized) return 'common.error.signIn';
  if (fallback) return fallback;
  if (failure.kind === 'schema') return 'common.error.malformed';
  if (failure.isNotFound) return 'common.error.notFound';
  return 'common.error.server';
}

/**
 * What a reader is told about a failed call when the spec names no text of its own: the server's words when it sent
 * any, else the shared text for the failure's kind.
 */
export function failureText(error: unknown, t: Translate, fallback?: MessageId): string {
  return serverWords(error) ?? (t as (id: MessageId) => string)(fallback ? commonFailureId(error, fallback) : commonFailureId(error));
}
