// First, so the functions' Admin app below starts with the emulator environment.
import { adminDb, closeAdmin, resetFirestore, urls } from '../support/emulators';
import { subscriberIdForEmail } from '@shared/subscribers';
import { sendWelcomeEmail } from '../../functions/src/email/welcome-email';
import { loadLocalFunctionSecrets } from '../support/local-secrets';
import { clearInbox, inbox, waitForEmails } from '../support/maildev';
import { clearSendGridFaults, failSendGridRequests } from '../support/sendgrid-faults';
import { seedSubscribers } from '../support/subscribers';

// The welcome email runs inside the Gumroad functions; here its code runs in the test process against the same emulators.
loadLocalFunctionSecrets();

const id = (email: string) => subscriberIdForEmail(email);

beforeEach(async () => {
  await Promise.all([resetFirestore(), clearInbox(), clearSendGridFaults()]);
});
afterEach(clearSendGridFaults);
afterAll(closeAdmin);

describe('sendWelcomeEmail', () => {
  it('sends the default template with the certificate link once, however often it is called at the same time', async () => {
    await seedSubscribers([{ email: 'zoe@example.com', first_name: 'Zoë', certificate_id: 'zoe-novak-x1y2' }]);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => sendWelcomeEmail(id('zoe@example.com'))));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already-sent')).toHaveLength(4);
    expect(await sendWelcomeEmail(id('zoe@example.com'))).toBe('already-sent');

    const [mail] = await waitForEmails(1);
    expect(mail!.subject).toBe('Welcome aboard, Zoë! Your Founding Floater certificate is ready');
    expect(mail!.html).toContain(`${urls().site}/founders/c/zoe-novak-x1y2`);
    // The founding spots' default cap, as the site says it while the owner has set none.
    expect(mail!.html).toContain('You are officially one of the first 100 Floaters on Lake Erie.');
    expect(mail!.html).toContain('among the first 100 people on deck');
    expect(mail!.headers['list-unsubscribe']).toMatch(/^<http.+\/unsubscribe\?token=.+>$/);
    expect(await inbox()).toHaveLength(1);
  });

  it('points the buyer at their own certificate and their own place on the wall, found by their number', async () => {
    await adminDb().doc('certificates/zoe-novak-x1y2').set({ full_name: 'Zoë Novak', member_number: 42, city: null });
    await seedSubscribers([
      { email: 'zoe@example.com', first_name: 'Zoë', certificate_id: 'zoe-novak-x1y2' },
      { email: 'nocert@example.com', first_name: 'Kenji' },
    ]);
    expect(await sendWelcomeEmail(id('zoe@example.com'))).toBe('sent');
    const [mail] = await waitForEmails(1);
    // Every link with its words, however the layout spaces its tag (MJML's button puts its attributes on lines of their own).
    const links = [...(mail!.html ?? '').matchAll(/<a\s+href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [
      m[2]!.trim(),
      m[1]!.replace(/&amp;/g, '&'),
    ]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['See my certificate', `${urls().site}/founders/c/zoe-novak-x1y2`],
        ['find my place on the wall', `${urls().site}/foundingfloaters?q=%2342#floater-42`],
      ]),
    );
    expect(mail!.text).toContain(`${urls().site}/foundingfloaters?q=%2342#floater-42`);

    // Without a certificate (yet), the wall's directory, where a search finds them once it is made.
    await clearInbox();
    expect(await sendWelcomeEmail(id('nocert@example.com'))).toBe('sent');
    const [other] = await waitForEmails(1);
    expect(other!.html).toContain(`href="${urls().site}/foundingfloaters#find-a-floater"`);
  });

  it('uses the template, sender and number of founding spots the admin saved', async () => {
    await seedSubscribers([{ email: 'jose@example.com', first_name: 'José' }]);
    await adminDb().doc('email_templates/welcome').set({
      name: 'Welcome',
      subject: 'Hey {{first_name}}',
      preheader: '',
      body: '<p>Made for {{first_name}}: {{certificate_url}}, one of {{founding_spots}}</p>',
      template_type: 'welcome',
    });
    await adminDb()
      .doc('email_settings/default')
      .set({ sender_name: 'The Admiral', sender_email: 'admiral@clevelandfloaters.com', reply_to_email: 'help@clevelandfloaters.com' });
    await adminDb().doc('membership_settings/default').set({ founding_spots: 1500 });
    expect(await sendWelcomeEmail(id('jose@example.com'))).toBe('sent');
    const [mail] = await waitForEmails(1);
    expect(mail!.subject).toBe('Hey José');
    expect(mail!.html).toContain(`Made for José: ${urls().site}/founders/new, one of 1,500`);
    expect(mail!.from[0]).toMatchObject({ address: 'admiral@clevelandfloaters.com', name: 'The Admiral' });
    expect(mail!.headers['reply-to']).toContain('help@clevelandfloaters.com');
  });

  it('skips subscribers who unsubscribed or bounced, and unknown ids', async () => {
    await seedSubscribers([
      { email: 'gone@example.com', status: 'unsubscribed' },
      { email: 'bounce@example.com', status: 'bounced' },
    ]);
    expect(await sendWelcomeEmail(id('gone@example.com'))).toBe('skipped');
    expect(await sendWelcomeEmail(id('bounce@example.com'))).toBe('skipped');
    expect(await sendWelcomeEmail(id('nobody@example.com'))).toBe('skipped');
    expect(await inbox()).toEqual([]);
  });

  it('lets a retry send after a failed attempt', async () => {
    await seedSubscribers([{ email: 'retry@example.com', first_name: 'Kenji' }]);
    await failSendGridRequests({ after: 0, fail: 1 });
    await expect(sendWelcomeEmail(id('retry@example.com'))).rejects.toMatchObject({ code: 503 });
    expect(
      (
        await adminDb()
          .doc(`welcome_emails/${id('retry@example.com')}`)
          .get()
      ).exists,
    ).toBe(false);
    expect(await sendWelcomeEmail(id('retry@example.com'))).toBe('sent');
    expect(await waitForEmails(1)).toHaveLength(1);
  });

  it('does not send again when the connection died after SendGrid took the email, and says so', async () => {
    await seedSubscribers([{ email: 'dropped@example.com', first_name: 'Hana' }]);
    await failSendGridRequests({ after: 0, fail: 1, drop: true });
    expect(await sendWelcomeEmail(id('dropped@example.com'))).toBe('unconfirmed');
    expect(await waitForEmails(1)).toHaveLength(1);
    expect(
      (
        await adminDb()
          .doc(`welcome_emails/${id('dropped@example.com')}`)
          .get()
      ).data(),
    ).toMatchObject({
      status: 'unconfirmed',
      error_message: expect.stringMatching(/socket hang up|ECONNRESET/),
    });

    // Gumroad's redelivery, or a re-import, tries again: nothing more goes out.
    expect(await sendWelcomeEmail(id('dropped@example.com'))).toBe('unconfirmed');
    expect(await waitForEmails(2, () => true, 3_000)).toHaveLength(1);
  });
});
