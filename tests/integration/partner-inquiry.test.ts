import { PARTNER_INQUIRY_MESSAGES } from '@shared/contact/partner-inquiry';
import { inquiryBusyMessage } from '../../functions/src/contact/partner-inquiry';
import { formDayDoc, PARTNER_INQUIRY_LIMITS } from '../../functions/src/lib/form-limits';
import { inOneWindow } from '../support/rate-limit-window';
import { adminDb, callFunction, closeAdmin, resetFirestore } from '../support/emulators';
import { clearInbox, inbox, waitForEmails } from '../support/maildev';
import { clearSendGridFaults, failSendGridRequests } from '../support/sendgrid-faults';

const CREW = 'crew@clevelandfloaters.com';
const VALID = {
  name: 'Dana Kowalski',
  email: 'Dana@Example.com',
  organization: 'Lakeside Pierogi Co.',
  topic: 'Venue, food or drink partnership',
  message: 'We would love to feed 300 floaters. Pierogi on the lake?',
};

let caller = 0;
/** Each test writes from its own address, as the rate limit counts per address. */
const fromAddress = () => ({ 'x-forwarded-for': `203.0.113.${++caller}` });
const submit = (data: unknown, headers = fromAddress()) =>
  callFunction<{ sentTo: string }>('submitPartnerInquiry', data, undefined, headers);
const inquiries = async () => (await adminDb().collection('partner_inquiries').get()).docs.map((d) => d.data());
const crewMail = () => waitForEmails(1, (e) => e.subject.startsWith('Partner inquiry'));

beforeEach(async () => {
  await Promise.all([resetFirestore(), clearInbox(), clearSendGridFaults()]);
});
afterEach(clearSendGridFaults);
afterAll(closeAdmin);

describe('submitPartnerInquiry', () => {
  it("delivers the message to the crew's inbox with the partner as reply-to, and keeps a record", async () => {
    const res = await submit(VALID);
    expect(res.error).toBeUndefined();
    expect(res.result).toEqual({ sentTo: CREW });

    const [mail] = await crewMail();
    expect(mail!.subject).toBe('Partner inquiry: Venue, food or drink partnership (Lakeside Pierogi Co.)');
    expect(mail!.to.map((t) => t.address)).toEqual([CREW]);
    // Mail software lower-cases the domain; the mailbox part is kept as typed.
    expect(mail!.headers['reply-to']).toContain('Dana@example.com');
    expect(mail!.text).toContain('Pierogi on the lake?');
    expect(mail!.text).toContain('Dana Kowalski\nLakeside Pierogi Co.\nDana@Example.com');

    expect(await inquiries()).toEqual([expect.objectContaining({ name: 'Dana Kowalski', topic: VALID.topic, status: 'sent' })]);
  });

  it('escapes what the visitor typed in the HTML email', async () => {
    await submit({ ...VALID, name: '<img src=x onerror=alert(1)>', message: 'Hello <script>alert("x")</script> & goodbye' });
    const [mail] = await crewMail();
    expect(mail!.html).not.toContain('<img src=x');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail!.html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; goodbye');
  });

  it('refuses bad input with the form’s own message and sends nothing', async () => {
    const cases: [object, string][] = [
      [{ ...VALID, name: 'D' }, PARTNER_INQUIRY_MESSAGES.name],
      [{ ...VALID, email: 'dana@' }, 'Please enter a valid email address'],
      [{ ...VALID, topic: 'Free boat' }, PARTNER_INQUIRY_MESSAGES.topic],
      [{ ...VALID, message: 'hi' }, PARTNER_INQUIRY_MESSAGES.messageTooShort],
      [{ ...VALID, message: 'x'.repeat(3001) }, PARTNER_INQUIRY_MESSAGES.messageTooLong],
    ];
    for (const [data, message] of cases) {
      expect((await submit(data)).error).toEqual({ status: 'INVALID_ARGUMENT', message });
    }
    expect(await inquiries()).toEqual([]);
    expect(await inbox()).toEqual([]);
  });

  it('sends one email however often the same message is submitted, even at once', async () => {
    const headers = fromAddress();
    // Three at once: each request in flight starts an emulator worker of its own, the cost on a 2-core machine.
    const results = await Promise.all(Array.from({ length: 3 }, () => submit(VALID, headers)));
    expect(results.map((r) => r.error)).toEqual(Array(3).fill(undefined));
    expect(await submit({ ...VALID, email: ' dana@example.COM ' }, headers)).toMatchObject({ result: { sentTo: CREW } });
    await crewMail();
    await new Promise((r) => setTimeout(r, 1000));
    expect(await inbox()).toHaveLength(1);
    expect(await inquiries()).toHaveLength(1);
  });

  it('keeps the message when the email fails, and the retry sends it', async () => {
    await failSendGridRequests({ after: 0, fail: 1 });
    const headers = fromAddress();
    const failed = await submit(VALID, headers);
    expect(failed.error).toEqual({
      status: 'UNAVAILABLE',
      message: `We couldn't send your message just now. Please try again in a few minutes, or email ${CREW} directly.`,
    });
    expect(await inquiries()).toEqual([expect.objectContaining({ status: 'failed' })]);

    expect((await submit(VALID, headers)).result).toEqual({ sentTo: CREW });
    expect(await crewMail()).toHaveLength(1);
    expect(await inquiries()).toEqual([expect.objectContaining({ status: 'sent', error_message: null })]);
  });

  it('lets one address send five new messages an hour, counting the address the proxy saw', async () => {
    const address = fromAddress()['x-forwarded-for'];
    await inOneWindow(PARTNER_INQUIRY_LIMITS.network);
    expect(PARTNER_INQUIRY_LIMITS.network.max).toBe(5);
    for (let i = 1; i <= 5; i++) {
      // A client may put anything in front; only the last entry is the proxy's.
      const res = await submit(
        { ...VALID, message: `Message number ${i} about pierogi.` },
        { 'x-forwarded-for': `10.0.0.${i}, ${address}` },
      );
      expect(res.error).toBeUndefined();
    }
    const sixth = await submit({ ...VALID, message: 'Message number 6 about pierogi.' }, { 'x-forwarded-for': address });
    expect(sixth.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(sixth.error?.message).toMatch(
      new RegExp(`^You've sent several messages in a short time\\. Please try again in \\d+ minutes?, or email ${CREW} directly\\.$`),
    );
    expect(await inquiries()).toHaveLength(5);

    expect((await submit({ ...VALID, message: 'From a different address entirely.' })).error).toBeUndefined();
  });

  it('is not fooled by a Fastly-Client-IP the caller wrote (a callable is never behind Hosting’s CDN)', async () => {
    const address = fromAddress()['x-forwarded-for'];
    const forged = (n: number) => ({ 'x-forwarded-for': address, 'fastly-client-ip': `10.9.9.${n}` });
    await inOneWindow(PARTNER_INQUIRY_LIMITS.network);
    for (let i = 1; i <= 5; i++)
      expect((await submit({ ...VALID, message: `Forged message ${i} about pierogi.` }, forged(i))).error).toBeUndefined();
    expect((await submit({ ...VALID, message: 'Forged message 6 about pierogi.' }, forged(6))).error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(await inquiries()).toHaveLength(5);
  });

  it('counts IPv6 senders per /48 as well as per /64: messages from one /48 are refused after its limit, and not mailed', async () => {
    await inOneWindow(PARTNER_INQUIRY_LIMITS.wideNetwork);
    // Each message from a /64 of its own, all in one /48: only the /48 tier can stop them.
    const site = (n: number) => ({ 'x-forwarded-for': `2001:db8:51:${n.toString(16)}::1` });
    const limit = PARTNER_INQUIRY_LIMITS.wideNetwork.max;
    const results = [];
    for (let n = 1; n <= limit + 1; n++) results.push(await submit({ ...VALID, message: `Message ${n} from one site.` }, site(n)));
    expect(results.slice(0, limit).map((r) => r.error)).toEqual(Array(limit).fill(undefined));
    expect(results[limit]!.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(results[limit]!.error?.message).toMatch(
      new RegExp(`^You've sent several messages in a short time\\. Please try again in \\d+ minutes?, or email ${CREW} directly\\.$`),
    );
    await waitForEmails(limit, (e) => e.subject.startsWith('Partner inquiry'));
    await new Promise((r) => setTimeout(r, 1000));
    expect(await inbox()).toHaveLength(limit);
    expect(await inquiries()).toHaveLength(limit);
    // Another /48 is another network.
    expect((await submit({ ...VALID, message: 'From another site entirely.' }, { 'x-forwarded-for': '2001:db8:52::1' })).error).toBeUndefined();
  }, 300_000);

  it("stops all partner messages for the day at the form's ceiling, with a clear reply", async () => {
    await adminDb().doc(formDayDoc(PARTNER_INQUIRY_LIMITS, Date.now())).set({ count: PARTNER_INQUIRY_LIMITS.emailsPerDay.max });
    expect((await submit(VALID)).error).toEqual({ status: 'RESOURCE_EXHAUSTED', message: inquiryBusyMessage(CREW) });
    await new Promise((r) => setTimeout(r, 1000));
    expect(await inbox()).toEqual([]);
    expect(await inquiries()).toEqual([]);
  });
});
