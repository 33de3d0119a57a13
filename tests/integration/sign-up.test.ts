import { Timestamp } from 'firebase-admin/firestore';
import { SIGN_UP_MESSAGES } from '@shared/sign-up/sign-up';
import { addCounters, count, emptyCounters } from '@shared/insights/counters';
import { SIGN_UP_CONFIRM_PATH } from '@shared/paths';
import { subscriberIdForEmail } from '@shared/subscribers';
import { adminDb, closeAdmin, resetFirestore, urls } from '../support/emulators';
import { signConfirmToken } from '../../functions/src/sign-up/confirm-token';
import { CONFIRMATION_EMAILS_PER_ADDRESS_DAY, SIGN_UP_BUSY_MESSAGE } from '../../functions/src/sign-up/sign-up';
import { formDayDoc, SIGN_UP_LIMITS } from '../../functions/src/lib/form-limits';
import { inOneWindow } from '../support/rate-limit-window';
import { loadLocalFunctionSecrets } from '../support/local-secrets';
import { clearInbox, inbox, waitForEmails } from '../support/maildev';
import { seedSubscribers } from '../support/subscribers';
import {
  callSignUp,
  confirmLinkIn,
  confirmationFor,
  freshAddress,
  openPage,
  pressConfirm,
  signUpAndConfirm,
  signUpRequest,
} from '../support/sign-ups';

// The tests sign links of their own (expired, for an address nobody signed up) with the emulator's key.
loadLocalFunctionSecrets();

const subscriber = async (email: string) =>
  (
    await adminDb()
      .doc(`subscribers/${subscriberIdForEmail(email)}`)
      .get()
  ).data();
const pending = async (email: string) =>
  (
    await adminDb()
      .doc(`signups/${subscriberIdForEmail(email)}`)
      .get()
  ).data();
const settle = () => new Promise((r) => setTimeout(r, 1500));

beforeEach(async () => {
  await Promise.all([resetFirestore(), clearInbox()]);
});
afterAll(closeAdmin);

describe('sign-up and its confirmation link', () => {
  it('emails a link; opening it makes an active subscriber with the consent they gave, once', async () => {
    const res = await callSignUp(signUpRequest(' Ada@Example.com ', 'updates', { first_name: 'Ada' }));
    expect(res).toMatchObject({ status: 200, result: { accepted: true } });
    // A sign-up alone subscribes nobody.
    expect(await subscriber('ada@example.com')).toBeUndefined();

    const mail = await confirmationFor('ada@example.com');
    expect(mail.subject).toBe('Confirm your Cleveland Floaters launch news');
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http.+\/unsubscribe\?token=.+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = confirmLinkIn(mail);
    expect(link.startsWith(`${urls().site}${SIGN_UP_CONFIRM_PATH}?token=`)).toBe(true);
    // The link's token is sealed, and its page never passes the link on as a referrer.
    expect(Buffer.from(new URL(link).searchParams.get('token')!, 'base64url').toString('latin1')).not.toContain('ada@');
    // Hosting's site-wide Referrer-Policy header wins over the function's; the page's meta element governs the page.
    expect((await openPage(link)).html).toContain('<meta name="referrer" content="no-referrer">');

    const page = await pressConfirm(link);
    expect(page).toMatchObject({ status: 200, title: "You're on the list" });
    const confirmed = await subscriber('ada@example.com');
    expect(confirmed).toMatchObject({
      email: 'Ada@Example.com',
      first_name: 'Ada',
      status: 'active',
      source: 'updates',
      consent_text: signUpRequest('x').consent,
    });
    expect(confirmed!.consented_at).toBeInstanceOf(Timestamp);

    // The second click shows the same page and changes nothing.
    expect(await pressConfirm(link)).toMatchObject({ status: 200, title: "You're on the list" });
    expect((await subscriber('ada@example.com'))!.confirmed_at).toEqual(confirmed!.confirmed_at);

    // Insights count the sign-up and its one confirmation, by list.
    const counters = (await adminDb().collection('analytics_daily').get()).docs.reduce((c, d) => addCounters(c, d.data()), emptyCounters());
    expect(count(counters, 'sign_ups', 'updates')).toBe(1);
    expect(count(counters, 'sign_up_confirmations', 'updates')).toBe(1);
  });

  it('gives waitlisters their number in the order they confirm, once each', async () => {
    expect((await signUpAndConfirm('first@example.com', 'waitlist')).title).toBe("You're #1 on the waitlist");
    expect((await signUpAndConfirm('second@example.com', 'waitlist')).title).toBe("You're #2 on the waitlist");
    // Asking for launch news as well keeps the place in line.
    await clearInbox();
    expect((await signUpAndConfirm('first@example.com', 'updates')).title).toBe("You're #1 on the waitlist");
    expect(await subscriber('second@example.com')).toMatchObject({ source: 'waitlist', waitlist_number: 2 });
  });

  it('gives no waitlist number twice when several waitlisters confirm at once', async () => {
    const emails = Array.from({ length: 5 }, (_, i) => `crowd${i}@example.com`);
    await Promise.all(emails.map((e) => callSignUp(signUpRequest(e, 'waitlist'))));
    const links = await Promise.all(emails.map(async (e) => confirmLinkIn(await confirmationFor(e))));
    const titles = (await Promise.all(links.map(pressConfirm))).map((p) => p.title).sort();
    expect(titles).toEqual([1, 2, 3, 4, 5].map((n) => `You're #${n} on the waitlist`));
    expect((await adminDb().doc('counters/waitlist').get()).get('last')).toBe(5);
  });

  it('shows a clear page for a forged or expired link and changes nothing', async () => {
    await callSignUp(signUpRequest('bea@example.com'));
    const link = confirmLinkIn(await confirmationFor('bea@example.com'));
    const forged = await openPage(link.slice(0, -3));
    expect(forged).toMatchObject({ status: 400, title: 'Link not valid' });
    const expiredToken = signConfirmToken({
      subscriberId: 'bea@example.com',
      mode: 'updates',
      consentIndex: 0,
      nonce: 'old',
      expiresAtMs: Date.now() - 1000,
    });
    const expired = await openPage(`${urls().site}${SIGN_UP_CONFIRM_PATH}?token=${expiredToken}`);
    expect(expired).toMatchObject({ status: 410, title: 'This link has expired' });
    expect(expired.html).toContain('/newsletter#signup');
    expect(await openPage(`${urls().site}${SIGN_UP_CONFIRM_PATH}`)).toMatchObject({ status: 400 });
    expect(await subscriber('bea@example.com')).toBeUndefined();
  });

  it('refuses malformed and oversized sign-ups with the form’s own words, storing and sending nothing', async () => {
    const cases: [object, string][] = [
      [signUpRequest('ada@'), 'Please enter a valid email address'],
      [signUpRequest(''), 'Your email is required'],
      [signUpRequest(`${'a'.repeat(300)}@example.com`), 'Please enter a valid email address'],
      [signUpRequest('ada@example.com', 'updates', { first_name: 'A'.repeat(101) }), SIGN_UP_MESSAGES.firstNameTooLong],
      [signUpRequest('ada@example.com', 'updates', { consent: 'Sure, whatever' }), SIGN_UP_MESSAGES.consent],
      [{ ...signUpRequest('ada@example.com'), mode: 'vip' }, SIGN_UP_MESSAGES.mode],
    ];
    for (const [data, message] of cases) {
      expect((await callSignUp(data)).error).toEqual({ status: 'INVALID_ARGUMENT', message });
    }
    await settle();
    expect(await inbox()).toEqual([]);
    expect((await adminDb().collection('signups').get()).size).toBe(0);
  });

  it('answers a known address exactly as an unknown one, and never downgrades a buyer', async () => {
    await seedSubscribers([{ email: 'buyer@example.com', source: 'gumroad', certificate_id: 'buyer-cert-1' }]);
    const known = await callSignUp(signUpRequest('buyer@example.com', 'waitlist'));
    const unknown = await callSignUp(signUpRequest('newcomer@example.com', 'waitlist'));
    expect(known).toEqual(unknown);

    const page = await pressConfirm(confirmLinkIn(await confirmationFor('buyer@example.com')));
    expect(page.title).toBe("You're already a Founding Floater");
    const buyer = await subscriber('buyer@example.com');
    expect(buyer).toMatchObject({ status: 'active', source: 'gumroad', certificate_id: 'buyer-cert-1' });
    expect(buyer!.waitlist_number).toBeUndefined();
  });

  it('leaves an unsubscribed address unsubscribed until it confirms again', async () => {
    await seedSubscribers([{ email: 'gone@example.com', status: 'unsubscribed', source: 'updates' }]);
    await callSignUp(signUpRequest('gone@example.com'));
    const link = confirmLinkIn(await confirmationFor('gone@example.com'));
    expect((await subscriber('gone@example.com'))!.status).toBe('unsubscribed');
    await pressConfirm(link);
    expect((await subscriber('gone@example.com'))!.status).toBe('active');
  });

  it('changes nothing when the link is only opened (as mail scanners do): its page has one button, and only that confirms', async () => {
    await callSignUp(signUpRequest('scanned@example.com'));
    const link = confirmLinkIn(await confirmationFor('scanned@example.com'));
    for (let i = 0; i < 3; i++) {
      const opened = await openPage(link);
      expect(opened).toMatchObject({ status: 200, title: 'Confirm your sign-up' });
      expect(opened.html.match(/<form method="post">/g)).toHaveLength(1);
      expect(opened.html.match(/<button/g)).toHaveLength(1);
    }
    await openPage(link, { method: 'HEAD' });
    expect(await subscriber('scanned@example.com')).toBeUndefined();
    expect(await pressConfirm(link)).toMatchObject({ status: 200, title: "You're on the list" });
    expect(await subscriber('scanned@example.com')).toMatchObject({ status: 'active' });
  });

  it('asks again, rather than reactivating, an address that unsubscribed after its link was sent', async () => {
    await callSignUp(signUpRequest('changed.mind@example.com'));
    const link = confirmLinkIn(await confirmationFor('changed.mind@example.com'));
    await seedSubscribers([{ email: 'changed.mind@example.com', status: 'unsubscribed', source: 'updates' }]);
    await adminDb()
      .doc(`subscribers/${subscriberIdForEmail('changed.mind@example.com')}`)
      .update({ unsubscribed_at: Timestamp.now() });
    const page = await pressConfirm(link);
    expect(page).toMatchObject({ status: 200, title: 'You left our list since' });
    expect(page.html).toContain('/newsletter#signup');
    expect((await subscriber('changed.mind@example.com'))!.status).toBe('unsubscribed');
  });

  it('answers a filled honeypot like any sign-up, and stores and sends nothing', async () => {
    const res = await callSignUp(signUpRequest('bot@example.com', 'updates', { website: 'http://spam.example' }));
    expect(res).toMatchObject({ status: 200, result: { accepted: true } });
    await settle();
    expect(await inbox()).toEqual([]);
    expect(await pending('bot@example.com')).toBeUndefined();
  });

  it('sends one email for repeated sign-ups of the same address a moment apart, even at once', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => callSignUp(signUpRequest('eager@example.com'))));
    expect(results.map((r) => r.result)).toEqual(Array(4).fill({ accepted: true }));
    expect(await callSignUp(signUpRequest('EAGER@example.com'))).toMatchObject({ result: { accepted: true } });
    await confirmationFor('eager@example.com');
    await settle();
    expect(await inbox()).toHaveLength(1);
  });

  it('refuses a first name that is not a name, and escapes the characters a name may hold', async () => {
    for (const first_name of ['<img src=x onerror=alert(1)>', 'Win at https://evil.example']) {
      const res = await callSignUp(signUpRequest('xss@example.com', 'updates', { first_name }));
      expect(res.error).toEqual({ status: 'INVALID_ARGUMENT', message: SIGN_UP_MESSAGES.firstNameCharacters });
    }
    const domain = await callSignUp(signUpRequest('xss@example.com', 'updates', { first_name: 'your-prize.com. Claim at paypaI.com' }));
    expect(domain.error).toEqual({ status: 'INVALID_ARGUMENT', message: SIGN_UP_MESSAGES.firstNameDomain });
    await callSignUp(signUpRequest('xss@example.com', 'updates', { first_name: "O'Neil" }));
    const mail = await confirmationFor('xss@example.com');
    expect(mail.html).toContain('Hi O&#39;Neil,');
    expect(await inbox()).toHaveLength(1);
  });

  it('sends one address at most three confirmation emails a day, however the two lists are alternated', async () => {
    const results = [];
    for (let i = 0; i < 10; i++) {
      results.push(await callSignUp(signUpRequest('target@example.com', i % 2 ? 'waitlist' : 'updates')));
    }
    expect(results.map((r) => r.result)).toEqual(Array(10).fill({ accepted: true }));
    await waitForEmails(CONFIRMATION_EMAILS_PER_ADDRESS_DAY);
    await settle();
    expect((await inbox()).filter((m) => m.to.some((t) => t.address === 'target@example.com'))).toHaveLength(
      CONFIRMATION_EMAILS_PER_ADDRESS_DAY,
    );
  });

  it('counts IPv6 senders per /48 as well as per /64', async () => {
    await inOneWindow(SIGN_UP_LIMITS.wideNetwork);
    // Each sign-up from a /64 of its own, all in one /48: the /64 limit never bites, the /48 one does.
    const site = (n: number) => ({ 'x-forwarded-for': `2001:db8:77:${n.toString(16)}::1` });
    for (let n = 1; n <= SIGN_UP_LIMITS.wideNetwork.max; n++) {
      expect((await callSignUp(signUpRequest(`wide${n}@example.com`), site(n))).error).toBeUndefined();
    }
    const over = await callSignUp(signUpRequest('wide-over@example.com'), site(SIGN_UP_LIMITS.wideNetwork.max + 1));
    expect(over.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(over.error?.message).toMatch(/^Several sign-ups came from your network in a short time\./);
    // Another /48 is another network.
    expect((await callSignUp(signUpRequest('wide-over@example.com'), { 'x-forwarded-for': '2001:db8:78::1' })).error).toBeUndefined();
  }, 300_000);

  it('stops all confirmation emails for the day at the global ceiling, with a clear reply the same for any address', async () => {
    await seedSubscribers([{ email: 'known@example.com', source: 'updates' }]);
    await adminDb().doc(formDayDoc(SIGN_UP_LIMITS, Date.now())).set({ count: SIGN_UP_LIMITS.emailsPerDay.max });
    const known = await callSignUp(signUpRequest('known@example.com'));
    const unknown = await callSignUp(signUpRequest('stranger@example.com'));
    expect(known.error).toEqual({ status: 'RESOURCE_EXHAUSTED', message: SIGN_UP_BUSY_MESSAGE });
    expect(unknown).toEqual(known);
    await settle();
    expect(await inbox()).toEqual([]);
  });

  it('gives a network whose limit is spent the same refusal whether or not an address was just sent a link', async () => {
    const headers = freshAddress();
    await inOneWindow(SIGN_UP_LIMITS.network);
    // The victim was sent a link a moment ago, from somewhere else.
    await callSignUp(signUpRequest('probed@example.com'));
    for (let i = 1; i <= SIGN_UP_LIMITS.network.max; i++) {
      expect((await callSignUp(signUpRequest(`filler${i}@example.com`), headers)).error).toBeUndefined();
    }
    const probed = await callSignUp(signUpRequest('probed@example.com'), headers);
    const unprobed = await callSignUp(signUpRequest('nobody@example.com'), headers);
    expect(probed.error?.status).toBe('RESOURCE_EXHAUSTED');
    // The wait the refusal names counts down between the two calls (in CI they named minutes one apart); all else must match.
    const withoutWait = (reply: typeof probed) =>
      JSON.parse(JSON.stringify(reply).replace(/in \d+ minutes?\./, 'in N minutes.')) as unknown;
    expect(withoutWait(probed)).toEqual(withoutWait(unprobed));
  });

  it('lets one network sign up ten times an hour', async () => {
    const headers = freshAddress();
    await inOneWindow(SIGN_UP_LIMITS.network);
    for (let i = 1; i <= 10; i++) {
      expect((await callSignUp(signUpRequest(`person${i}@example.com`), headers)).error).toBeUndefined();
    }
    const eleventh = await callSignUp(signUpRequest('person11@example.com'), headers);
    expect(eleventh.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(eleventh.error?.message).toMatch(
      /^Several sign-ups came from your network in a short time\. Please try again in \d+ minutes?\.$/,
    );
    expect((await callSignUp(signUpRequest('person11@example.com'))).error).toBeUndefined();
    await waitForEmails(11);
  });
});
