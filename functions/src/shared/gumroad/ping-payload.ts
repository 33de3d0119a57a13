/**
 * What a `webhook_events` entry keeps of a failed or ignored Gumroad ping, for the webhook log and retryWebhookEvent
 * (written by functions/src/gumroad/ping-payload.ts). Only fields the handling reads keep values; others are kept by
 * name only, so card details, keys and addresses never reach Firestore. The URL's `secret` is not in the form.
 */
export const PAYLOAD_FIELD = 'payload';

/** One field of the ping's form, in Gumroad's order; `value` null: not kept. */
export interface StoredPingField {
  name: string;
  value: string | null;
}

/** Keeps an entry small whatever Gumroad posts: each kept field once, at most 60 other names, about 20 KB in all. */
export const PING_PAYLOAD_LIMITS = { otherNames: 60, nameChars: 100, valueChars: 500 } as const;

/** Read by parsePing (functions/src/gumroad/ping.ts); a ping is handled from these alone, the first time and on a retry. */
export const PING_FIELDS_HANDLED = [
  'resource_name',
  'test',
  'sale_id',
  'sale_timestamp',
  'refunded',
  'disputed',
  'dispute_won',
  'email',
  'full_name',
  'can_contact',
  'price',
  'permalink',
  'product_permalink',
  'short_product_id',
  'product_id',
  'product_name',
  'url_params[aff]',
  'url_params[utm_source]',
  'url_params[founder]',
  'url_params[offer]',
  'quantity',
  'affiliate',
  'affiliate_credit_amount_cents',
] as const;

/** Shown to help find the sale in Gumroad; nothing reads them. */
export const PING_FIELDS_SHOWN = ['order_number', 'currency'] as const;

/** A running retry older than this died with its function (60 s time limit): another may start. */
export const RETRY_LEASE_MS = 2 * 60 * 1000;

/** `retry` on a `webhook_events` entry: the latest retry and how it went. */
export interface PingRetryRecord {
  status: 'running' | 'success' | 'ignored' | 'failed';
  /** The outcome's note or error, as the log shows them for deliveries. */
  message: string | null;
}

/** What decides whether an entry may be retried, as the page and the function both read it. */
export interface RetryableEntry {
  status: string;
  /** False for a ping that cannot succeed as sent (no sale_id, no valid email). */
  retryable?: boolean;
  hasPayload: boolean;
  retry: PingRetryRecord | null;
  retryStartedAtMs: number | null;
}

export const RETRY_REFUSALS = {
  notRetryable: 'Only a failed or ignored Gumroad ping whose payload was kept can be retried.',
  cannotSucceed: 'This ping cannot succeed as Gumroad sent it: retrying it would fail the same way.',
  done: 'This ping was retried and succeeded: there is nothing left to do.',
  running: 'This ping is being retried: wait for the outcome.',
} as const;

/** Null when the entry may be retried now, else why not. */
export function retryRefusal(entry: RetryableEntry, nowMs: number): string | null {
  if (!['failed', 'ignored'].includes(entry.status) || !entry.hasPayload) return RETRY_REFUSALS.notRetryable;
  if (entry.retryable === false) return RETRY_REFUSALS.cannotSucceed;
  if (entry.retry?.status === 'success') return RETRY_REFUSALS.done;
  const running = entry.retry?.status === 'running' && entry.retryStartedAtMs !== null && nowMs - entry.retryStartedAtMs < RETRY_LEASE_MS;
  return running ? RETRY_REFUSALS.running : null;
}
