import { SIGN_UP_MODES, type SignUpMode } from '../shared/sign-up/sign-up';

/**
 * What confirming a sign-up does, as plain rules: a fresh opt-in makes the address active whatever it was, unless an
 * unsubscribe came after the link was sent (optedOutSince). The list joined becomes the source, except that buyers
 * keep theirs (never made waitlisters) and waitlisters keep their place in line.
 */
export type Existing = Record<string, unknown> | undefined;

const isSignUpSource = (source: unknown): source is SignUpMode => SIGN_UP_MODES.includes(source as SignUpMode);

/** A founding member: their purchase made them a certificate. */
export const isFoundingMember = (existing: Existing) => typeof existing?.certificate_id === 'string' && existing.certificate_id !== '';

export function sourceAfterConfirm(existing: Existing, mode: SignUpMode): string {
  const current = existing?.source;
  if (typeof current === 'string' && current && !isSignUpSource(current)) return current;
  if (isFoundingMember(existing)) return isSignUpSource(current) ? current : 'updates';
  return current === 'waitlist' || mode === 'waitlist' ? 'waitlist' : 'updates';
}

/** Waitlisters get a number once, on their first confirmation; a founding member never needs one. */
export function needsWaitlistNumber(existing: Existing, source: string): boolean {
  return source === 'waitlist' && !isFoundingMember(existing) && typeof existing?.waitlist_number !== 'number';
}

/** When a subscriber last said no: an unsubscribe link, or SendGrid reporting an unsubscribe or spam report. */
function optedOutAtMs(existing: Existing): number | null {
  if (existing?.status !== 'unsubscribed') return null;
  const times = [existing.unsubscribed_at, existing.status_changed_at]
    .map((t) => (t && typeof (t as { toMillis?: unknown }).toMillis === 'function' ? (t as { toMillis(): number }).toMillis() : NaN))
    .filter(Number.isFinite);
  // An unsubscribe with no recorded time (an import, an old record) predates any link we can tell about.
  return times.length ? Math.max(...times) : null;
}

/** Whether the address unsubscribed after this link was issued: then the link no longer speaks for them. */
export function optedOutSince(existing: Existing, linkIssuedAtMs: number): boolean {
  const at = optedOutAtMs(existing);
  return at !== null && at >= linkIssuedAtMs;
}
