import { ValidationError } from 'yup';
import { needsWaitlistNumber, sourceAfterConfirm } from '../../functions/src/sign-up/confirm-rules';
import { confirmPage } from '../../functions/src/sign-up/confirm-sign-up-http';
import { signConfirmToken, verifyConfirmToken, type ConfirmClaim } from '../../functions/src/sign-up/confirm-token';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '../../functions/src/email/unsubscribe-token';
import { signToken } from '../../functions/src/email/signed-token';
import { CONSENT_SENTENCES, SIGN_UP_MESSAGES, emptySignUp, signUpSchema } from '../../functions/src/shared/sign-up/sign-up';

const firstError = (data: unknown) => {
  try {
    signUpSchema.validateSync(data, { stripUnknown: true });
    return null;
  } catch (err) {
    return (err as ValidationError).message;
  }
};

describe('the sign-up schema (form and function alike)', () => {
  const valid = { ...emptySignUp('updates', 'before-first-sailing'), email: ' Ada@Example.com ', first_name: ' Ada ' };

  it('accepts an email, an optional first name and the sentence shown for its mode, trimmed', () => {
    expect(signUpSchema.validateSync(valid)).toEqual({ ...valid, email: 'Ada@Example.com', first_name: 'Ada' });
    expect(firstError({ ...valid, first_name: '' })).toBeNull();
    expect(firstError({ ...emptySignUp('waitlist', 'before-first-sailing'), email: 'a@b.co' })).toBeNull();
  });

  it("offers launch news before the first sailing and sailing news after it, and takes either sentence", () => {
    expect(valid.consent).toBe('Email me launch news from Cleveland Floaters. I can unsubscribe at any time with one click.');
    for (const phase of ['in-season', 'between-seasons'] as const) {
      const after = { ...emptySignUp('updates', phase), email: 'a@b.co' };
      expect(after.consent).toBe('Email me sailing news from Cleveland Floaters. I can unsubscribe at any time with one click.');
      expect(firstError(after)).toBeNull();
      expect(emptySignUp('waitlist', phase).consent).toMatch(/plus sailing news\./);
    }
    expect(confirmPage({ kind: 'confirmed', mode: 'updates', news: 'sailing news', waitlistNumber: null, member: true }).body).toContain(
      'We will send you sailing news as it happens.',
    );
  });

  it('refuses malformed and oversized input with clear messages', () => {
    expect(firstError({ ...valid, email: '' })).toBe('Your email is required');
    expect(firstError({ ...valid, email: 'ada@' })).toBe('Please enter a valid email address');
    expect(firstError({ ...valid, email: `${'a'.repeat(250)}@example.com` })).toBe('Please enter a valid email address');
    expect(firstError({ ...valid, first_name: 'A'.repeat(101) })).toBe(SIGN_UP_MESSAGES.firstNameTooLong);
    expect(firstError({ ...valid, mode: 'vip' })).toBe(SIGN_UP_MESSAGES.mode);
  });

  it("takes a first name that is only a name (letters, spaces and ' - . , up to 40), so no link or message rides in the email", () => {
    for (const name of ["Mary-Jo O'Neil", 'José', 'Zoë Ann', 'J.R.', 'Nguyễn, Thị', '李', 'A'.repeat(40)]) {
      expect(firstError({ ...valid, first_name: name })).toBeNull();
    }
    expect(firstError({ ...valid, first_name: 'A'.repeat(41) })).toBe(SIGN_UP_MESSAGES.firstNameTooLong);
    for (const name of [
      'visit https://evil.example',
      'evil.example/win',
      '<b>Ada</b>',
      'Ada 2',
      'Call +1 555',
      'Ada: click',
      'Ada\nBody',
    ]) {
      expect(firstError({ ...valid, first_name: name })).toBe(SIGN_UP_MESSAGES.firstNameCharacters);
    }
  });

  it('refuses a first name that spells a domain, which mail apps would link in the email; initials stay names', () => {
    for (const name of ['J. R. Smith', 'A.J.', 'St. John', 'Ann. Hi']) {
      expect(firstError({ ...valid, first_name: name })).toBeNull();
    }
    for (const name of ['your-prize.com. Claim at paypaI.com', 'paypal.com', 'Win at evil.example', 'Ada.co', 'Zoë.ÉU']) {
      expect(firstError({ ...valid, first_name: name })).toBe(SIGN_UP_MESSAGES.firstNameDomain);
    }
  });

  it('takes only a known consent sentence of the same mode', () => {
    expect(firstError({ ...valid, consent: 'I agree to anything' })).toBe(SIGN_UP_MESSAGES.consent);
    expect(firstError({ ...valid, consent: CONSENT_SENTENCES.waitlist[0] })).toBe(SIGN_UP_MESSAGES.consent);
    expect(firstError({ ...valid, consent: '' })).toBe(SIGN_UP_MESSAGES.consent);
  });
});

describe('confirm tokens', () => {
  const key = 'test-signing-key';
  const now = Date.UTC(2026, 10, 25);
  const claim: ConfirmClaim = {
    subscriberId: 'o%2Fmalley+1@example.com',
    mode: 'waitlist',
    consentIndex: 0,
    nonce: 'n1',
    expiresAtMs: now + 1000,
  };

  it('round-trips what the link was made for until it expires', () => {
    expect(verifyConfirmToken(signConfirmToken(claim, key), now, key)).toEqual({ ok: true, claim });
    expect(verifyConfirmToken(signConfirmToken(claim, key), now + 1000, key)).toEqual({ ok: false, reason: 'expired' });
  });

  it('shows nobody the address: the token is sealed, and two links for one claim look nothing alike', () => {
    const token = signConfirmToken(claim, key);
    expect(token).toMatch(/^[\w-]+$/);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('example.com');
    expect(token).not.toBe(signConfirmToken(claim, key));
  });

  it('refuses a changed, mangled, old-style or differently keyed link as forged', () => {
    const token = signConfirmToken(claim, key);
    const bytes = Buffer.from(token, 'base64url');
    bytes[20]! ^= 1;
    const changed = bytes.toString('base64url');
    // A v1 link carried the claim readable under an HMAC; it is not accepted any more.
    const v1 = signToken('signup-confirm:v1:', [claim.subscriberId, claim.mode, 0, 'n1', claim.expiresAtMs].join('\n'), key);
    for (const bad of [changed, v1, token.slice(0, -2), `${token}.x`, `${token}=`, 'garbage', '']) {
      expect(verifyConfirmToken(bad, now, key)).toEqual({ ok: false, reason: 'forged' });
    }
    expect(verifyConfirmToken(token, now, 'other-key')).toEqual({ ok: false, reason: 'forged' });
  });

  it('is never an unsubscribe token, nor the other way round (each purpose signs apart)', () => {
    const unsubscribe = signUnsubscribeToken(claim.subscriberId, key);
    expect(verifyConfirmToken(unsubscribe, now, key)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyUnsubscribeToken(signConfirmToken(claim, key), key)).toBeNull();
  });
});

describe('what confirming does to a subscriber', () => {
  const buyer = { status: 'active', source: 'gumroad', certificate_id: 'abc123' };

  it('never downgrades a buyer: they keep their source and get no waitlist number', () => {
    expect(sourceAfterConfirm(buyer, 'waitlist')).toBe('gumroad');
    expect(needsWaitlistNumber(buyer, sourceAfterConfirm(buyer, 'waitlist'))).toBe(false);
    expect(sourceAfterConfirm({ ...buyer, source: 'import' }, 'updates')).toBe('import');
    // A waitlister who bought since keeps their place in the records but needs no new number.
    expect(needsWaitlistNumber({ source: 'waitlist', certificate_id: 'c1' }, 'waitlist')).toBe(false);
  });

  it('makes a newcomer a subscriber of the list they confirmed, and a waitlister keeps their place', () => {
    expect(sourceAfterConfirm(undefined, 'updates')).toBe('updates');
    expect(sourceAfterConfirm(undefined, 'waitlist')).toBe('waitlist');
    expect(sourceAfterConfirm({ source: 'updates' }, 'waitlist')).toBe('waitlist');
    expect(sourceAfterConfirm({ source: 'waitlist', waitlist_number: 4 }, 'updates')).toBe('waitlist');
    expect(needsWaitlistNumber(undefined, 'waitlist')).toBe(true);
    expect(needsWaitlistNumber({ source: 'waitlist', waitlist_number: 4 }, 'waitlist')).toBe(false);
    expect(needsWaitlistNumber(undefined, 'updates')).toBe(false);
  });

  it('shows a clear page for each outcome, and the same one for a link used twice', () => {
    const confirmed = confirmPage({ kind: 'confirmed', mode: 'waitlist', news: 'launch news', waitlistNumber: 7, member: false });
    expect(confirmed.title).toBe("You're #7 on the waitlist");
    expect(confirmPage({ kind: 'used', mode: 'waitlist', news: 'launch news', waitlistNumber: 7, member: false, active: true })).toEqual(confirmed);
    expect(confirmPage({ kind: 'confirmed', mode: 'updates', news: 'launch news', waitlistNumber: null, member: false }).title).toBe("You're on the list");
    expect(confirmPage({ kind: 'confirmed', mode: 'waitlist', news: 'launch news', waitlistNumber: null, member: true }).title).toBe(
      "You're already a Founding Floater",
    );
    expect(confirmPage({ kind: 'used', mode: 'updates', news: 'launch news', waitlistNumber: null, member: false, active: false }).title).toBe(
      'This link was already used',
    );
    expect(confirmPage({ kind: 'expired' })).toMatchObject({ status: 410, title: 'This link has expired' });
    expect(confirmPage({ kind: 'forged' })).toMatchObject({ status: 400, title: 'Link not valid' });
  });
});
