import { PING_FIELDS_HANDLED, PING_FIELDS_SHOWN, PING_PAYLOAD_LIMITS, type StoredPingField } from '../shared/gumroad/ping-payload';

const KEPT = new Set<string>([...PING_FIELDS_HANDLED, ...PING_FIELDS_SHOWN]);
export const SECRET_MASK = '[secret]';

export interface PingPayload {
  /** What the ping is handled from, the first time and on a retry alike: the kept fields, as stored. */
  form: URLSearchParams;
  /** What its log entry keeps when it fails or is ignored. */
  stored: StoredPingField[];
}

/**
 * Gumroad's form reduced to what may be stored (shared/gumroad/ping-payload.ts):
 * kept fields once each (parsePing reads a field's first value), shortened,
 * with the webhook secret masked should any carry it; other fields by name only.
 */
export function pingPayloadOf(form: URLSearchParams, secret: string | null): PingPayload {
  const kept = new URLSearchParams();
  const stored: StoredPingField[] = [];
  const otherNames = new Set<string>();
  const masked = (text: string) => (secret ? text.split(secret).join(SECRET_MASK) : text);
  for (const [fullName, fullValue] of form) {
    const name = masked(fullName).slice(0, PING_PAYLOAD_LIMITS.nameChars);
    if (KEPT.has(name)) {
      if (kept.has(name)) continue;
      const value = masked(fullValue).slice(0, PING_PAYLOAD_LIMITS.valueChars);
      kept.set(name, value);
      stored.push({ name, value });
    } else if (!otherNames.has(name) && otherNames.size < PING_PAYLOAD_LIMITS.otherNames) {
      otherNames.add(name);
      stored.push({ name, value: null });
    }
  }
  return { form: kept, stored };
}

/** The form a retry handles: exactly the one the ping was first handled from. */
export function formFromStored(stored: readonly StoredPingField[]): URLSearchParams {
  const form = new URLSearchParams();
  for (const { name, value } of stored) if (value !== null) form.append(name, value);
  return form;
}
