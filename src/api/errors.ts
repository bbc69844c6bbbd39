/**
 * The one error type every API call rejects with. A screen switches on `kind` (and `code` for the spec's
 * named errors such as `PUBLICATION_BAN`); the message a reader sees comes from the catalog or `serverMessage`.
 */
export const apiErrorKinds = ['http', 'network', 'timeout', 'schema', 'aborted'] as const;
export type ApiErrorKind = (typeof apiErrorKinds)[number];

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** `GET /api/v1/posts/:slug`: which call failed. */
  route: string;
  status?: number;
  /** The spec's error code when the server sent one (`PUBLICATION_BAN`). */
  code?: string;
  /** The server's own message (`error` or the first `errors[].msg` of the body). */
  serverMessage?: string;
  /**
   * For `schema` errors: the dotted path of the first field that failed (`comments.3.body`). For `http` errors: the
   * field the server's answer names (`errors[0].field`), so a form can put the server's words under that field.
   */
  field?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly route: string;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly field: string | undefined;

  constructor(init: ApiErrorInit) {
    super(describe(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.route = init.route;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.field = init.field;
  }

  /** 401: the reader must sign in (the spec opens the sign-in / subscribe-to-like modal). */
  get isUnauthorized(): boolean {
    return this.kind === 'http' && this.status === 401;
  }

  get isNotFound(): boolean {
    return this.kind === 'http' && this.status === 404;
  }

  get isPublicationBan(): boolean {
    return this.code === 'PUBLICATION_BAN';
  }

  /** 403 other than a publication ban. */
  get isForbidden(): boolean {
    return this.kind === 'http' && this.status === 403 && !this.isPublicationBan;
  }

  /** The server could not be reached (offline, DNS, connection reset). */
  get isNetwork(): boolean {
    return this.kind === 'network';
  }

  /** The server did not answer in time (the call's signal timed out). */
  get isTimeout(): boolean {
    return this.kind === 'timeout';
  }

  /** The answer did not match its schema (or was not JSON). */
  get isMalformed(): boolean {
    return this.kind === 'schema';
  }
}

function describe(init: ApiErrorInit): string {
  switch (init.kind) {
    case 'http':
      return `${init.route} answered ${init.status}${init.code ? ` ${init.code}` : ''}${init.serverMessage ? `: ${init.serverMessage}` : ''}`;
    case 'network':
      return `${init.route} could not reach the server`;
    case 'timeout':
      return `${init.route} did not answer in time`;
    case 'schema':
      return `${init.route} answered in an unexpected shape${init.field !== undefined ? ` (field "${init.field}")` : ''}`;
    case 'aborted':
      return `${init.route} was cancelled`;
    default:
      return init.kind satisfies never;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The server's own words for a failed call (trimmed), when it sent any; `undefined` for anything else. */
export function errorServerMessage(error: unknown): string | undefined {
  const text = (error as { serverMessage?: unknown } | null)?.serverMessage;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return trimmed.length > MAX_SERVER_MESSAGE_LENGTH ? `${trimmed.slice(0, MAX_SERVER_MESSAGE_LENGTH - 1)}…` : trimmed;
}

/** Server messages longer than this are cut (with an ellipsis) before a reader sees them: a 100 KB `error` is not a message. */
export const MAX_SERVER_MESSAGE_LENGTH = 280;
