import { logger } from 'firebase-functions/v2';

/**
 * What may be logged (or stored) about a failed call to another service.
 * @sendgrid/client rejects with Axios errors whose JSON form carries the
 * request config: the `Authorization: Bearer SG.…` header and the whole
 * payload (recipients' addresses included). So errors are never logged as
 * they are; only these fields are copied out of them.
 */
export interface ExternalErrorSummary {
  message: string;
  /** Node's network code (ECONNRESET, ETIMEDOUT...), SendGrid's HTTP status, or Firestore's gRPC code. */
  code: string | number | null;
  /** The HTTP status of the answer, when the service answered. */
  status: number | null;
  /** SendGrid's own reasons (`response.body.errors[].message`), e.g. "Does not contain a valid address. (from.email)". */
  details: string[];
}

const MAX_MESSAGE = 500;
const MAX_DETAILS = 5;

/** A key or token that slipped into a message anyway (some libraries quote the request) is cut out. */
function redact(text: string): string {
  return text
    .replace(/SG\.[\w.-]+/g, 'SG.[redacted]')
    .replace(/\b(Bearer|Basic)\s+[^\s"',]+/gi, '$1 [redacted]')
    .slice(0, MAX_MESSAGE);
}

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  status?: unknown;
  response?: { status?: unknown; statusCode?: unknown; body?: { errors?: { message?: unknown; field?: unknown }[] } };
}

export function summariseExternalError(err: unknown): ExternalErrorSummary {
  const e = (typeof err === 'object' && err ? err : {}) as ErrorLike;
  const message = typeof e.message === 'string' && e.message ? e.message : String(err);
  const code = typeof e.code === 'string' || typeof e.code === 'number' ? e.code : null;
  // @sendgrid/client's ResponseError keeps the HTTP status as its `code` and leaves `response.status` out.
  const statusCandidate = e.response?.status ?? e.response?.statusCode ?? e.status ?? (e.response ? code : null);
  const errors = Array.isArray(e.response?.body?.errors) ? e.response.body.errors : [];
  return {
    message: redact(message),
    code: typeof code === 'string' ? redact(code) : code,
    status: typeof statusCandidate === 'number' ? statusCandidate : null,
    details: errors
      .filter((x) => typeof x?.message === 'string')
      .slice(0, MAX_DETAILS)
      .map((x) => redact(typeof x.field === 'string' && x.field ? `${x.message} (${x.field})` : String(x.message))),
  };
}

/** The one readable line for people (admin screens, stored error messages): the service's own reason when it gave one. */
export function externalErrorMessage(err: unknown): string {
  const summary = summariseExternalError(err);
  return summary.details[0] ?? summary.message;
}

/**
 * The only way functions log a failure of SendGrid, Firestore or any other
 * service. `context` is ours (ids, counts), never the error or the request.
 */
export function logExternalError(what: string, err: unknown, context: Record<string, string | number | boolean | null> = {}): void {
  logger.error(what, { ...context, error: summariseExternalError(err) });
}
