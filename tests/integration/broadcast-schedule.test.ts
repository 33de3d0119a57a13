// First: it points this process at the emulators before the functions' Admin app (imported next) starts.
import { adminDb, closeAdmin, createUser, resetAuth, resetFirestore, type TestUser } from '../support/emulators';
import { cancelBroadcastSchedule, sendDueBroadcasts, setBroadcastSchedule } from '../../functions/src/email/broadcast-schedule';
import { sendBroadcastToSubscribers } from '../../functions/src/email/broadcast-sender';
import { loadLocalFunctionSecrets } from '../support/local-secrets';
import { clearInbox, inbox, waitForEmails } from '../support/maildev';
import { draftBroadcast } from '../support/broadcasts';
import { seedSubscribers } from '../support/subscribers';

// The handlers run here, as scheduleBroadcast and the every-minute schedule (or `npm start`) run them: the callable
// itself is walked in the browser (e2e/admin-screens), and a function's first call on the emulator costs a worker's start.
loadLocalFunctionSecrets();

const MINUTE = 60_000;
let admin: TestUser;

beforeAll(async () => {
  await resetAuth();
  admin = await createUser('boss@clevelandfloaters.test', { admin: true });
});
afterAll(closeAdmin);
beforeEach(async () => {
  await Promise.all([resetFirestore(), clearInbox()]);
  await adminDb().doc('email_settings/default').set({
    sender_name: 'Cleveland Floaters',
    sender_email: 'crew@clevelandfloaters.com',
    reply_to_email: 'captain@clevelandfloaters.com',
  });
  await seedSubscribers([
    { email: 'ada@example.com', source: 'waitlist' },
    { email: 'bo@example.com', source: 'waitlist' },
    { email: 'cy@example.com', source: 'updates' },
    { email: 'left@example.com', source: 'waitlist', status: 'unsubscribed' },
  ]);
});

const draft = () =>
  draftBroadcast(admin.uid, { name: 'Friday sailing', subject: 'See you Friday, {{first_name}}', body: '<p>Boarding at 9.</p>' });

/** The function's answer, or the message it refuses with. */
const answer = <T>(work: Promise<T>) =>
  work.then(
    (result) => ({ result, error: null }),
    (err: Error) => ({ result: null, error: err.message }),
  );
const schedule = (id: string, sendAt: number) => answer(setBroadcastSchedule(id, 'waitlist', sendAt, admin.uid));
const cancel = (id: string) => answer(cancelBroadcastSchedule(id));
/** What "Send" does with it now (sendBroadcast's own path). */
const sendNow = (id: string) => answer(sendBroadcastToSubscribers(id, Date.now() + MINUTE));
const broadcast = async (id: string) => (await adminDb().doc(`email_broadcasts/${id}`).get()).data()!;

describe('scheduled broadcasts', () => {
  it('go out when the tick runs past their time, once each, even when two ticks overlap', async () => {
    const id = await draft();
    const sendAt = Date.now() + 5 * MINUTE;
    expect((await schedule(id, sendAt)).result).toEqual({ status: 'scheduled' });
    expect(await broadcast(id)).toMatchObject({ status: 'scheduled', audience: 'waitlist', scheduled_by: admin.uid });
    expect((await broadcast(id)).scheduled_at.toMillis()).toBe(sendAt);
    // Waiting for its time: "Send" now is refused, and a tick before the time leaves it.
    expect((await sendNow(id)).error).toBe('This broadcast is scheduled; cancel it to send it now.');
    expect(await sendDueBroadcasts(sendAt - 1000, Date.now() + MINUTE)).toEqual({ started: [] });

    // Two ticks past its time at once (a retried or overlapping run): one claims it, the other leaves it.
    const ticks = await Promise.all([
      sendDueBroadcasts(sendAt + 1000, Date.now() + MINUTE),
      sendDueBroadcasts(sendAt + 1000, Date.now() + MINUTE),
    ]);
    expect(ticks.flatMap((t) => t.started)).toEqual([id]);
    expect(await sendDueBroadcasts(sendAt + MINUTE, Date.now() + MINUTE)).toEqual({ started: [] });
    await waitForEmails(2);
    expect((await inbox()).map((m) => m.to[0]!.address).sort()).toEqual(['ada@example.com', 'bo@example.com']);
    expect(await broadcast(id)).toMatchObject({ status: 'sent', recipient_count: 2, audience: 'waitlist' });
    expect((await cancel(id)).error).toBe('This broadcast has started sending and can no longer be canceled.');
  });

  it('is never sent once canceled', async () => {
    const id = await draft();
    const sendAt = Date.now() + 5 * MINUTE;
    expect((await schedule(id, sendAt)).result).toEqual({ status: 'scheduled' });
    expect((await cancel(id)).result).toEqual({ status: 'canceled' });
    expect((await cancel(id)).result).toEqual({ status: 'canceled' });
    expect(await sendDueBroadcasts(sendAt + MINUTE, Date.now() + MINUTE)).toEqual({ started: [] });
    expect(await broadcast(id)).toMatchObject({ status: 'canceled' });
    expect((await sendNow(id)).error).toBe('A canceled broadcast cannot be sent.');
    expect((await schedule(id, sendAt)).error).toBe('A canceled broadcast cannot be scheduled.');
    expect(await inbox()).toEqual([]);
  });
});
