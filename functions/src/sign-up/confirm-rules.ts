import { SIGN_UP_MODES, type SignUpMode } from '../shared/sign-up/sign-up';

/**
 * What confirming a sign-up does to a subscriber, as plain rules. Confirming
 * is the person's own fresh opt-in, so it makes the address active whatever it
 * was (an unsubscribe or a bounce included); a sign-up that is not confirmed
 * changes nothing. The list they joined becomes their source unless they came
 * another way first: a buyer (source `gumroad`, `import`, ...) keeps theirs and
 * is never made a waitlister, and a waitlister who asks for launch news keeps
 * their place in line.
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
