import { FieldValue, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { subscriberIdForEmail } from '@shared/subscribers';
import { adminDb, callFunction, closeAdmin, createUser, resetAuth, resetFirestore, urls, type TestUser } from '../support/emulators';
import { sendBroadcastToSubscribers } from '../../functions/src/email/broadcast-sender';
import { openDeliveryWriter, type DeliveryWriter } from '../../functions/src/email/delivery-claims';
import { loadLocalFunctionSecrets } from '../support/local-secrets';
import { clearInbox, inbox, waitForEmails, type InboxEmail } from '../support/maildev';
import { clearSendGridFaults, failSendGridRequests } from '../support/sendgrid-faults';
import { seedSubscribers, type SeedSubscriber } from '../support/subscribers';

loadLocalFunctionSecrets();

let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  await resetAuth();
  admin = await createUser('boss@clevelandfloaters.test', { admin: true });
  member = await createUser('deckhand@clevelandfloaters.test');
});
afterAll(closeAdmin);
beforeEach(async () => {
  await Promise.all([resetFirestore(), clearInbox(), clearSendGridFaults()]);
  await adminDb().doc('email_settings/default').set({
    sender_name: 'Cleveland Floaters',
    sender_email: 'crew@clevelandfloaters.com',
    reply_to_email: 'captain@clevelandfloaters.com',
  });
});
afterEach(clearSendGridFaults);

async function draft(fields: Partial<Record<'name' | 'subject' | 'preheader' | 'body', string>> = {}): Promise<string> {
  const ref = await adminDb()
    .collection('email_broadcasts')
    .add({
      name: 'Summer schedule',
      subject: 'Dates for you, {{first_name}}',
      preheader: 'First sailing is in May',
      body: '<p>Ahoy {{first_name}}!</p><p><a href="{{certificate_url}}">Your certificate</a></p>',
      ...fields,
      status: 'draft',
      created_by: admin.uid,
      created_at: FieldValue.serverTimestamp(),
    });
  return ref.id;
}

const send = (broadcastId: string, extra: { testEmail?: string } = {}, user: TestUser | null = admin) =>
  callFunction<{ sent: number; done: boolean }>('sendBroadcast', { broadcastId, ...extra }, user?.idToken);

function crowd(count: number, prefix: string): SeedSubscriber[] {
  return Array.from({ length: count }, (_, i) => ({
    email: `${prefix}${i}@example.com`,
    first_name: `Floater${i}`,
    status: i % 10 === 7 ? 'unsubscribed' : i % 10 === 8 ? 'bounced' : 'active',
    certificate_id: i % 3 === 0 ? `floater-${i}-ab12` : null,
  }));
}

const statusOf = async (email: string) =>
  (
    await adminDb()
      .doc(`subscribers/${subscriberIdForEmail(email)}`)
      .get()
  ).get('status');

const recipientsOf = (emails: InboxEmail[]) => emails.map((e) => e.to[0]!.address);

describe('sendBroadcast', () => {
  it('mails every active subscriber exactly once, personalised, with a working unsubscribe', async () => {
    const people = crowd(1000, 'crew');
    await seedSubscribers(people);
    const active = people.filter((p) => p.status === 'active').map((p) => p.email);
    const id = await draft();

    const res = await send(id);
    expect(res.result).toEqual({ sent: active.length, done: true });

    const mails = await waitForEmails(active.length, () => true, 60_000);
    const to = recipientsOf(mails);
    expect(to.length).toBe(active.length);
    expect(new Set(to)).toEqual(new Set(active));

    const broadcast = (await adminDb().doc(`email_broadcasts/${id}`).get()).data()!;
    expect(broadcast.status).toBe('sent');
    expect(broadcast.recipient_count).toBe(active.length);
    expect(broadcast.sent_at).toBeTruthy();

    const withCertificate = mails.find((m) => m.to[0]!.address === 'crew3@example.com')!;
    expect(withCertificate.subject).toBe('Dates for you, Floater3');
    expect(withCertificate.html).toContain('Ahoy Floater3!');
    expect(withCertificate.html).toContain(`href="${urls().site}/founders/c/floater-3-ab12"`);
    expect(withCertificate.html).toContain('First sailing is in May');
    expect(withCertificate.text).toContain('Ahoy Floater3!');
    expect(withCertificate.from[0]!.address).toBe('crew@clevelandfloaters.com');
    const withoutCertificate = mails.find((m) => m.to[0]!.address === 'crew4@example.com')!;
    expect(withoutCertificate.html).toContain(`href="${urls().site}/founders/new"`);

    expect(withCertificate.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(withCertificate.headers['list-unsubscribe']!)![1]!;
    expect(withCertificate.html).toContain(oneClick.replace(/&/g, '&amp;'));
    const confirm = await fetch(oneClick);
    expect(await confirm.text()).toContain('crew3@example.com');
    expect(await statusOf('crew3@example.com')).toBe('active');
    const post = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    expect(await statusOf('crew3@example.com')).toBe('unsubscribed');
  });

  it('refuses a second full send of a sent broadcast', async () => {
    await seedSubscribers(crowd(10, 'again'));
    const id = await draft();
    expect((await send(id)).result?.sent).toBe(8);
    await waitForEmails(8);
    const again = await send(id);
    expect(again.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'This broadcast has already been sent.' });
    expect((await inbox()).length).toBe(8);
  });

  it('resumes a send that stopped after its first batch without mailing anyone twice or missing anyone', async () => {
    const people = crowd(1500, 'resume').map((p) => ({ ...p, status: 'active' as const }));
    await seedSubscribers(people);
    const id = await draft();
    await failSendGridRequests({ after: 1, fail: 1 });

    const first = await send(id);
    expect(first.error?.status).toBe('UNAVAILABLE');
    expect(first.error?.message).toContain('1000 sent so far');
    const halfway = (await adminDb().doc(`email_broadcasts/${id}`).get()).data()!;
    expect(halfway).toMatchObject({ status: 'sending', sent_count: 1000, recipient_total: 1500 });
    expect((await waitForEmails(1000)).length).toBe(1000);

    const resumed = await send(id);
    expect(resumed.result).toEqual({ sent: 1500, done: true });
    const to = recipientsOf(await waitForEmails(1500, () => true, 60_000));
    expect(to.length).toBe(1500);
    expect(new Set(to)).toEqual(new Set(people.map((p) => p.email)));
  });

  it('stops on a Firestore fault while recording recipients, and the resume mails everyone left exactly once', async () => {
    const people = crowd(1500, 'fault').map((p) => ({ ...p, status: 'active' as const }));
    await seedSubscribers(people);
    const id = await draft();

    // Firestore on a bad day: in the second batch, 10 record creates fail with UNAVAILABLE, and 3 of them were written all the same.
    let creates = 0;
    const faultyWriter = (): DeliveryWriter => {
      const real = openDeliveryWriter();
      return {
        create(ref: DocumentReference, data: DocumentData) {
          creates += 1;
          const n = creates - 1200;
          if (n < 1 || n > 10) return real.create(ref, data);
          const write = n <= 3 ? ref.create(data) : Promise.resolve();
          return write.then(() => Promise.reject(Object.assign(new Error('14 UNAVAILABLE: injected by a test'), { code: 14 })));
        },
        close: () => real.close(),
      };
    };
    await expect(sendBroadcastToSubscribers(id, Date.now() + 600_000, faultyWriter)).rejects.toThrow(
      'Could not record who gets the next batch (14 UNAVAILABLE: injected by a test). 1000 sent so far; send again to resume.',
    );
    const halfway = (await adminDb().doc(`email_broadcasts/${id}`).get()).data()!;
    expect(halfway).toMatchObject({ status: 'sending', sent_count: 1000, send_run_id: null });
    expect((await waitForEmails(1000)).length).toBe(1000);
    // Give a wrongly sent second batch time to show up; none may.
    expect((await waitForEmails(1001, () => true, 3_000)).length).toBe(1000);

    const resumed = await send(id);
    expect(resumed.result).toEqual({ sent: 1500, done: true });
    const to = recipientsOf(await waitForEmails(1500, () => true, 60_000));
    expect(to.length).toBe(1500);
    expect(new Set(to)).toEqual(new Set(people.map((p) => p.email)));
    expect((await adminDb().doc(`email_broadcasts/${id}`).get()).data()).toMatchObject({ status: 'sent', recipient_count: 1500 });
  });

  it("mails a recipient whose record's first create landed but whose answer was lost, exactly once", async () => {
    const people = crowd(6, 'lost').map((p) => ({ ...p, status: 'active' as const }));
    await seedSubscribers(people);
    const id = await draft();

    // The network drops the answers to three creates that Firestore did apply; the writer's retry then meets our own record.
    let creates = 0;
    const lossyWriter = (): DeliveryWriter => {
      const real = openDeliveryWriter();
      return {
        create(ref: DocumentReference, data: DocumentData) {
          creates += 1;
          if (creates > 3) return real.create(ref, data);
          return ref.create(data).then(() => ref.create(data));
        },
        close: () => real.close(),
      };
    };
    await expect(sendBroadcastToSubscribers(id, Date.now() + 600_000, lossyWriter)).resolves.toEqual({ sent: 6, done: true });
    const to = recipientsOf(await waitForEmails(6));
    expect(new Set(to)).toEqual(new Set(people.map((p) => p.email)));
    expect((await waitForEmails(7, () => true, 2_000)).length).toBe(6);
  });

  it('mails a batch once when a run stalls past its lease and a resume takes over (the stalled run stops before sending)', async () => {
    const people = crowd(6, 'fenced').map((p) => ({ ...p, status: 'active' as const }));
    await seedSubscribers(people);
    const id = await draft();
    const ref = adminDb().doc(`email_broadcasts/${id}`);
    // While the first run records its batch, it stalls; its lease runs out and a resume takes the broadcast over.
    const stallingWriter = (): DeliveryWriter => {
      const real = openDeliveryWriter();
      return {
        create: (r: DocumentReference, data: DocumentData) => real.create(r, data),
        close: async () => {
          await real.close();
          await ref.update({ send_run_id: 'the-resume', send_lease_until: null });
        },
      };
    };
    await expect(sendBroadcastToSubscribers(id, Date.now() + 600_000, stallingWriter)).rejects.toThrow(
      'Another send of this broadcast took over.',
    );
    expect((await waitForEmails(1, () => true, 3_000)).length).toBe(0);
    await ref.update({ send_run_id: null });
    expect((await send(id)).result).toEqual({ sent: 6, done: true });
    const to = recipientsOf(await waitForEmails(6));
    expect(new Set(to)).toEqual(new Set(people.map((p) => p.email)));
    expect((await waitForEmails(7, () => true, 3_000)).length).toBe(6);
  });

  it('escapes a subscriber name that holds HTML', async () => {
    await seedSubscribers([{ email: 'mallory@example.com', first_name: '<img src=x onerror=alert(1)>' }]);
    const id = await draft();
    await send(id);
    const [mail] = await waitForEmails(1);
    expect(mail!.html).toContain('Ahoy &lt;img src=x onerror=alert(1)&gt;!');
    expect(mail!.html).not.toContain('<img src=x');
    expect(mail!.subject).toBe('Dates for you, <img src=x onerror=alert(1)>');
  });

  it('greets a subscriber without a first name as Floater', async () => {
    await seedSubscribers([{ email: 'anon@example.com', first_name: '' }]);
    await send(await draft());
    const [mail] = await waitForEmails(1);
    expect(mail!.html).toContain('Ahoy Floater!');
  });

  it('sends a test to one address and leaves the broadcast a draft', async () => {
    await seedSubscribers(crowd(3, 'quiet'));
    const id = await draft();
    const res = await send(id, { testEmail: 'boss@clevelandfloaters.test' });
    expect(res.result).toEqual({ sent: 1, done: true });
    const mails = await waitForEmails(1);
    expect(recipientsOf(mails)).toEqual(['boss@clevelandfloaters.test']);
    expect(mails[0]!.subject).toBe('[Test] Dates for you, Floater');
    expect((await adminDb().doc(`email_broadcasts/${id}`).get()).get('status')).toBe('draft');
  });

  it('lets only admins send, and checks the input', async () => {
    const id = await draft();
    expect((await send(id, {}, member)).error?.status).toBe('PERMISSION_DENIED');
    expect((await send(id, {}, null)).error?.status).toBe('UNAUTHENTICATED');
    expect((await send(id, { testEmail: 'not-an-email' })).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'Please enter a valid email address',
    });
    expect((await send('missing')).error?.status).toBe('NOT_FOUND');
    const empty = await draft({ subject: '   ' });
    expect((await send(empty)).error).toMatchObject({ status: 'INVALID_ARGUMENT', message: 'Subject line is required' });
    expect(await inbox()).toEqual([]);
  });
});
