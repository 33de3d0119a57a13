import { AUDIENCE_FILTERS, AUDIENCES, type Audience } from '@shared/email/audiences';
import { adminDb, callFunction, closeAdmin, createUser, resetAuth, resetFirestore, type TestUser } from '../support/emulators';
import { clearInbox, inbox, waitForEmails } from '../support/maildev';
import { draftBroadcast } from '../support/broadcasts';
import { seedSubscribers } from '../support/subscribers';

let admin: TestUser;

beforeAll(async () => {
  await resetAuth();
  admin = await createUser('boss@clevelandfloaters.test', { admin: true });
});
afterAll(closeAdmin);
beforeEach(async () => {
  await Promise.all([resetFirestore(), clearInbox()]);
  await seedSubscribers([
    { email: 'buyer@example.com', source: 'gumroad', certificate_id: 'buyer-1' },
    { email: 'imported@example.com', source: 'import', certificate_id: 'imported-1' },
    { email: 'refunded@example.com', source: 'gumroad', certificate_id: 'refunded-1', status: 'inactive' },
    { email: 'waiting@example.com', source: 'waitlist' },
    { email: 'waiting-too@example.com', source: 'waitlist' },
    { email: 'left-the-line@example.com', source: 'waitlist', status: 'unsubscribed' },
    { email: 'news@example.com', source: 'updates' },
    { email: 'bounced-news@example.com', source: 'updates', status: 'bounced' },
  ]);
});

const draft = () => draftBroadcast(admin.uid, { name: 'Audience test', subject: 'Hello {{first_name}}', body: '<p>Ahoy!</p>' });

const send = (broadcastId: string, audience?: Audience) =>
  callFunction<{ sent: number; done: boolean }>('sendBroadcast', { broadcastId, ...(audience ? { audience } : {}) }, admin.idToken);

const EXPECTED: Record<Audience, string[]> = {
  all: ['buyer@example.com', 'imported@example.com', 'news@example.com', 'waiting-too@example.com', 'waiting@example.com'],
  founding: ['buyer@example.com', 'imported@example.com'],
  waitlist: ['waiting-too@example.com', 'waiting@example.com'],
  updates: ['news@example.com'],
};

describe('broadcast audiences', () => {
  it.each(AUDIENCES)('counts and sends %s to its active subscribers only, once each', async (audience) => {
    // What the compose screen's confirm dialog counts, with the same filters.
    const counted = await AUDIENCE_FILTERS[audience]
      .reduce<FirebaseFirestore.Query>((q, f) => q.where(f.field, f.op, f.value), adminDb().collection('subscribers'))
      .count()
      .get();
    expect(counted.data().count).toBe(EXPECTED[audience].length);

    const id = await draft();
    expect((await send(id, audience)).result).toEqual({ sent: EXPECTED[audience].length, done: true });
    const mails = await waitForEmails(EXPECTED[audience].length);
    expect(mails.map((m) => m.to[0]!.address).sort()).toEqual(EXPECTED[audience]);
    expect((await adminDb().doc(`email_broadcasts/${id}`).get()).data()).toMatchObject({ audience, status: 'sent' });
  });

  it('sends to all active subscribers when no audience is named, and refuses an unknown one', async () => {
    const id = await draft();
    expect((await send(id, 'everyone' as Audience)).error).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'Choose who gets this broadcast',
    });
    expect((await send(id)).result).toEqual({ sent: EXPECTED.all.length, done: true });
    expect((await adminDb().doc(`email_broadcasts/${id}`).get()).get('audience')).toBe('all');
  });

  it('keeps the audience a send started with when it is resumed, whatever the resume asks for', async () => {
    const id = await draft();
    // A send that started for the waitlist and whose sender died (its lease long gone).
    await adminDb().doc(`email_broadcasts/${id}`).update({ status: 'sending', audience: 'waitlist', send_lease_until: null });
    expect((await send(id, 'all')).result).toEqual({ sent: 2, done: true });
    await waitForEmails(2);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await inbox()).map((m) => m.to[0]!.address).sort()).toEqual(EXPECTED.waitlist);
  });
});
