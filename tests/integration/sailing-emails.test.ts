// First: it points this process at the emulators before the functions' Admin app (imported next) starts.
import { adminDb, closeAdmin, createUser, resetAuth, resetFirestore, urls, type TestUser } from '../support/emulators';
import { randomUUID } from 'node:crypto';
import { formatClevelandTime, instantToClevelandInput } from '@shared/cleveland-time';
import { morningReminderAt } from '@shared/sailings/sailing-emails';
import type { Timestamp } from 'firebase-admin/firestore';
import { sendDueBroadcasts } from '../../functions/src/email/broadcast-schedule';
import { interruptSailing } from '../../functions/src/sailings/interrupt-sailing';
import { recordSeatSale, voidSeatSale } from '../../functions/src/sailings/record-seat-sale';
import { sendDueReminders } from '../../functions/src/sailings/sailing-reminders';
import { prepareSailingEmails } from '../../functions/src/sailings/sailing-broadcasts';
import { saveSailing } from '../../functions/src/sailings/save-sailing';
import { arrangeEmailSettings } from '../fixtures/gumroad/ping';
import { loadLocalFunctionSecrets } from '../support/local-secrets';
import { clearInbox, inbox, waitForEmails, type InboxEmail } from '../support/maildev';
import { sailingInPhase } from '../support/sailings';
import { seedSubscribers } from '../support/subscribers';

// The handlers run here, as the callables and the schedules run them: a function's first call on the emulator costs
// a worker's start, and the dialog's call is the callable's one line around interruptSailing.
loadLocalFunctionSecrets();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const wall = (at: number) => instantToClevelandInput(at);
const SLUG = 'comedy-night-july';
let admin: TestUser;

beforeAll(async () => {
  await resetAuth();
  admin = await createUser('boss@clevelandfloaters.test', { admin: true });
});
afterAll(closeAdmin);
beforeEach(async () => {
  await Promise.all([resetFirestore(), clearInbox()]);
  await arrangeEmailSettings();
});

async function createSailing(phase: Parameters<typeof sailingInPhase>[0], fields: Parameters<typeof sailingInPhase>[1] = {}) {
  await saveSailing({ mode: 'create', requestId: randomUUID(), sailing: sailingInPhase(phase, fields) }, admin.uid);
}

/** A ticketed sale of `quantity` seats to `email`: its sale id. */
async function buy(email: string, quantity: number): Promise<string> {
  const saleId = `sale-${randomUUID()}`;
  const sale = { saleId, email, buyerName: 'Bea Buyer', quantity, priceCents: 3550 * quantity, affiliateCode: null, founderToken: null };
  expect((await recordSeatSale(SLUG, sale)).kind).toBe('ticketed');
  return saleId;
}

const gumroadRefunds = async () =>
  ((await (await fetch(`${urls().gumroadApi}/health`)).json()) as { refunds: Record<string, number> }).refunds;
const clearGumroadRefunds = () => fetch(`${urls().gumroadApi}/__refunds`, { method: 'DELETE' });

/** Each email's address and the first word of its subject. */
const received = (mails: InboxEmail[]) => mails.map((m) => `${m.to[0]!.address}: ${m.subject.split(':')[0]}`).sort();
/** The inbox after a pause long enough for a stray second email to arrive. */
const settledInbox = async (count: number) => {
  await waitForEmails(count + 1, () => true, 1_500);
  return inbox();
};

describe('canceling or postponing a sailing', () => {
  it('emails every holder once per change, however often the owner clicks, with the reason and their tickets', async () => {
    await createSailing('public_sale');
    await buy('two@example.com', 2);
    await buy('one@example.com', 1);
    await voidSeatSale(await buy('refunded@example.com', 1));

    const postpone = () =>
      interruptSailing({ slug: SLUG, kind: 'postponed', reason: 'Small craft advisory <b>all weekend</b>' }, admin.uid);
    // A double click, then a retry after a lost answer.
    const clicks = await Promise.all([postpone(), postpone()]);
    expect(clicks[0]!.emailed + clicks[1]!.emailed).toBe(2);
    expect(await postpone()).toEqual({ emailed: 0, holders: 2, refunded: 0 });
    const postponed = await settledInbox(2);
    expect(received(postponed)).toEqual(['one@example.com: Postponed', 'two@example.com: Postponed']);
    const two = postponed.find((m) => m.to[0]!.address === 'two@example.com')!;
    expect(two.text).toContain('Why. Small craft advisory <b>all weekend</b>');
    expect(two.html).toContain('Small craft advisory &lt;b&gt;all weekend&lt;/b&gt;');
    const tickets = await adminDb().collection('tickets').where('holder_email', '==', 'two@example.com').get();
    for (const t of tickets.docs) expect(two.html).toContain(`/tickets/${t.id}"`);
    expect(two.headers['list-unsubscribe']).toBeUndefined();
    expect((await adminDb().doc(`sailings/${SLUG}`).get()).get('interruption')).toEqual({
      kind: 'postponed',
      reason: 'Small craft advisory <b>all weekend</b>',
    });

    // Back on a week later, once its new dates are saved: each holder gets the new date once, and it is on sale again.
    await clearInbox();
    const later = sailingInPhase('public_sale', {
      boardsAt: wall(Date.now() + 37 * DAY),
      returnsAt: wall(Date.now() + 37 * DAY + 3 * HOUR),
    });
    await saveSailing({ mode: 'update', requestId: randomUUID(), sailing: later }, admin.uid);
    const reschedule = () => interruptSailing({ slug: SLUG, kind: 'rescheduled', reason: '' }, admin.uid);
    const back = await Promise.all([reschedule(), reschedule()]);
    expect(back[0]!.emailed + back[1]!.emailed).toBe(2);
    const rescheduled = await settledInbox(2);
    expect(received(rescheduled)).toEqual(['one@example.com: New date', 'two@example.com: New date']);
    expect(rescheduled[0]!.text).toContain('the same codes work at the gangway');
    expect((await adminDb().doc(`sailings/${SLUG}`).get()).get('interruption')).toBeNull();

    // Postponed again, then canceled: each holder hears each once more; a canceled sailing is not postponed again.
    await clearInbox();
    expect((await postpone()).emailed).toBe(2);
    const cancel = () => interruptSailing({ slug: SLUG, kind: 'canceled', reason: 'The boat is in dry dock' }, admin.uid);
    await clearGumroadRefunds();
    // Canceled: each holder is emailed, then each sale refunded through Gumroad, once however often it is clicked.
    const canceledClicks = await Promise.all([cancel(), cancel()]);
    expect(canceledClicks.reduce((n, c) => n + c.emailed, 0)).toBe(2);
    expect(canceledClicks.reduce((n, c) => n + c.refunded, 0)).toBe(2);
    expect(await cancel()).toEqual({ emailed: 0, holders: 0, refunded: 0 });
    expect(Object.values(await gumroadRefunds())).toEqual([1, 1]);
    expect((await adminDb().doc(`sailings/${SLUG}`).get()).get('seats_sold')).toBe(0);
    const stillValid = await adminDb().collection('tickets').where('status', '==', 'valid').get();
    expect(stillValid.size).toBe(0);
    await expect(postpone()).rejects.toThrow('This sailing is already canceled.');
    const canceled = await settledInbox(4);
    expect(received(canceled)).toEqual([
      'one@example.com: Canceled',
      'one@example.com: Postponed',
      'two@example.com: Canceled',
      'two@example.com: Postponed',
    ]);
    expect(canceled.map((m) => m.text).join()).toContain('We refund your 2 tickets in full through Gumroad');
  });
});

describe("ticket holders' reminders", () => {
  it('go out once per sale when due, to valid tickets only, and never to a canceled sailing or after boarding', async () => {
    const boards = Date.now() + 47 * HOUR;
    await createSailing('public_sale', { boardsAt: wall(boards), returnsAt: wall(boards + 3 * HOUR) });
    const boardsAt = ((await adminDb().doc(`sailings/${SLUG}`).get()).get('boards_at') as { toMillis(): number }).toMillis();
    await buy('holder@example.com', 2);
    await voidSeatSale(await buy('refunded@example.com', 1));

    const now = Date.now();
    const ticks = await Promise.all([sendDueReminders(now), sendDueReminders(now)]);
    expect(ticks.flatMap((t) => t.sent)).toEqual([{ slug: SLUG, kind: 'reminder-48h', emails: 1 }]);
    expect(await sendDueReminders(now + HOUR)).toEqual({ sent: [] });
    const [reminder] = await settledInbox(1);
    expect(reminder!.to[0]!.address).toBe('holder@example.com');
    expect(reminder!.subject).toMatch(/^Two days to go: Comedy Night on the Lake, /);
    expect(reminder!.text).toContain('Weather. We sail in rain; lightning moves the sailing.');
    expect(reminder!.html).toContain('href="https://maps.example.com/?q=North+Coast+Harbor"');

    // The morning of: one more; after boarding: none. Its hour, not a fixed lead: a boarding at 9:10 has it at 9:00.
    const morning = morningReminderAt(boardsAt);
    expect((await sendDueReminders(morning)).sent).toEqual([{ slug: SLUG, kind: 'reminder-morning', emails: 1 }]);
    expect(await sendDueReminders(morning + 60_000)).toEqual({ sent: [] });
    expect(await sendDueReminders(boardsAt + 60_000)).toEqual({ sent: [] });
    expect(received(await settledInbox(2))).toEqual(['holder@example.com: Today', 'holder@example.com: Two days to go']);

    // A canceled sailing reminds nobody, even with no reminder sent yet (its holders got the cancellation instead).
    await adminDb()
      .doc(`sailings/${SLUG}`)
      .update({ interruption: { kind: 'canceled', reason: 'Storm' } });
    await Promise.all((await adminDb().collection('sailing_emails').get()).docs.map((d) => d.ref.delete()));
    expect(await sendDueReminders(boardsAt - 30 * 60_000)).toEqual({ sent: [] });
  });
});

describe("the sailing's broadcasts", () => {
  it("are scheduled once per sailing, go out with the broadcasts' unsubscribe, stop when the sailing does and follow its new dates", async () => {
    await createSailing('announced');
    await seedSubscribers([
      { email: 'founder@example.com', certificate_id: 'cert-1', source: 'gumroad' },
      { email: 'news@example.com', source: 'updates' },
    ]);
    const now = Date.now();
    const first = await Promise.all([prepareSailingEmails(SLUG, admin.uid, now), prepareSailingEmails(SLUG, admin.uid, now)]);
    expect(first.flatMap((r) => r.created).sort()).toEqual(['announced', 'last-call', 'presale-opens', 'public-sale-opens']);
    expect(await prepareSailingEmails(SLUG, admin.uid, now)).toEqual({
      created: [],
      existing: ['announced', 'presale-opens', 'last-call', 'public-sale-opens'],
    });
    const broadcasts = (await adminDb().collection('email_broadcasts').get()).docs.map((d) => d.data());
    expect(broadcasts.map((b) => [b.sailing_email, b.audience, b.status]).sort()).toEqual([
      ['announced', 'founding', 'scheduled'],
      ['last-call', 'founding', 'scheduled'],
      ['presale-opens', 'founding', 'scheduled'],
      ['public-sale-opens', 'updates', 'scheduled'],
    ]);

    // The announcement's time comes: founders get it, with one-click unsubscribe; Launch news readers wait for the sale.
    expect((await sendDueBroadcasts(now + HOUR, Date.now() + 60_000)).started).toEqual([`sailing-${SLUG}-announced`]);
    const [mail] = await settledInbox(1);
    expect(mail!.to[0]!.address).toBe('founder@example.com');
    expect(mail!.subject).toBe('Founders first: Comedy Night on the Lake');
    expect(mail!.headers['list-unsubscribe']).toMatch(/^<https?:\/\/\S+>$/);
    expect(mail!.html).toContain(`/sailings/${SLUG}"`);

    // Postponed: the invitations still waiting are canceled with it.
    await interruptSailing({ slug: SLUG, kind: 'postponed', reason: 'Engine trouble' }, admin.uid);
    const after = (await adminDb().collection('email_broadcasts').get()).docs.map((d) => [d.get('sailing_email'), d.get('status')]);
    expect(after.sort()).toEqual([
      ['announced', 'sent'],
      ['last-call', 'canceled'],
      ['presale-opens', 'canceled'],
      ['public-sale-opens', 'canceled'],
    ]);

    // Rescheduled a week later: preparing again schedules the stopped ones for the new dates, the sent one stays sent.
    const WEEK = 7 * DAY;
    await saveSailing(
      {
        mode: 'update',
        requestId: randomUUID(),
        sailing: sailingInPhase('announced', {
          presaleOpensAt: wall(now + 2 * DAY + WEEK),
          publicSaleOpensAt: wall(now + 9 * DAY + WEEK),
          boardsAt: wall(now + 30 * DAY + WEEK),
          returnsAt: wall(now + 30 * DAY + WEEK + 3 * HOUR),
        }),
      },
      admin.uid,
    );
    await interruptSailing({ slug: SLUG, kind: 'rescheduled', reason: '' }, admin.uid);
    expect(await prepareSailingEmails(SLUG, admin.uid)).toEqual({
      created: ['presale-opens', 'last-call', 'public-sale-opens'],
      existing: ['announced'],
    });
    const presale = (await adminDb().doc(`email_broadcasts/sailing-${SLUG}-presale-opens`).get()).data()!;
    expect(presale.status).toBe('scheduled');
    // Wall times are whole minutes, so the new time is the week later to the minute.
    expect(Math.abs(presale.scheduled_at.toMillis() - (now + 2 * DAY + WEEK))).toBeLessThan(60_000);
    const boardsAt = ((await adminDb().doc(`sailings/${SLUG}`).get()).get('boards_at') as Timestamp).toMillis();
    expect(presale.body).toContain(formatClevelandTime(boardsAt));
    expect(presale.body).not.toContain(formatClevelandTime(boardsAt - WEEK));
  });
});
