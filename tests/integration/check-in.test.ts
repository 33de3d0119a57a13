import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { resetWithCrew } from '../support/admin-records';
import { adminAuth, adminDb, callFunction, closeAdmin, createUser, resetFirestore, signIn, urls, type TestUser } from '../support/emulators';
import { certificatePath } from '@shared/paths';
import { seedFounder } from '../support/sailings';
import { openPage } from '../support/sign-ups';
import type { CheckInResult } from '@shared/contracts/check-in-tickets';
import type { CrewMember } from '@shared/contracts/crew-access';

let admin: TestUser;
let member: TestUser;
let crew: TestUser;

beforeAll(async () => {
  ({ admin, member } = await resetWithCrew());
  const user = await createUser('bosun@clevelandfloaters.test');
  await adminAuth().setCustomUserClaims(user.uid, { crew: true });
  crew = { ...user, idToken: await signIn(user.email, user.password) };
});
afterAll(closeAdmin);

// 22 characters of base64url, as record-seat-sale.ts makes ticket ids.
const ID = {
  ada: 'AdaAdaAdaAdaAdaAdaAda1',
  bob: 'BobBobBobBobBobBobBob2',
  voided: 'VoidVoidVoidVoidVoid33',
  jazz: 'JazzJazzJazzJazzJazz44',
};

beforeEach(async () => {
  await resetFirestore();
  const ticket = (sailing: string, name: string, fields: Record<string, unknown> = {}) => ({
    sailing_slug: sailing,
    holder_name: name,
    holder_email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    founder: false,
    status: 'valid',
    checked_in_at: null,
    ...fields,
  });
  await Promise.all([
    adminDb()
      .doc(`tickets/${ID.ada}`)
      .set(ticket('comedy-night-july', 'Ada Lovelace', { founder: true })),
    adminDb().doc(`tickets/${ID.bob}`).set(ticket('comedy-night-july', 'Bob Marley')),
    adminDb()
      .doc(`tickets/${ID.voided}`)
      .set(ticket('comedy-night-july', 'Val Void', { status: 'void' })),
    adminDb().doc(`tickets/${ID.jazz}`).set(ticket('jazz-on-the-lake', 'Jo Jazz')),
  ]);
});

const scanOf = (ticketId: string, scannedAt = Date.now(), scanId = randomUUID()) => ({ scanId, ticketId, scannedAt });
const checkIn = (user: TestUser | undefined, scans: ReturnType<typeof scanOf>[], sailing = 'comedy-night-july') =>
  callFunction<{ results: CheckInResult[] }>('checkInTickets', { sailing, scans }, user?.idToken);
const storedCheckIn = async (id: string) => (await adminDb().doc(`tickets/${id}`).get()).get('checked_in_at') as Timestamp | null;

describe('checkInTickets', () => {
  it('checks a ticket in once: the second scan, from another phone, says already and when', async () => {
    const at = Date.now() - 60_000;
    const first = await checkIn(crew, [scanOf(ID.ada, at)]);
    expect(first.result!.results).toEqual([
      expect.objectContaining({ outcome: 'checked-in', holderName: 'Ada Lovelace', founder: true, checkedInAt: at }),
    ]);
    expect((await storedCheckIn(ID.ada))!.toMillis()).toBe(at);

    const second = await checkIn(admin, [scanOf(ID.ada)]);
    expect(second.result!.results[0]).toMatchObject({ outcome: 'already', checkedInAt: at, holderName: 'Ada Lovelace' });
    expect((await storedCheckIn(ID.ada))!.toMillis()).toBe(at);
  });

  it('answers a resent scan (its answer lost) as the first time, without moving its time', async () => {
    const scan = scanOf(ID.bob, Date.now() - 5_000);
    const first = await checkIn(crew, [scan]);
    const again = await checkIn(crew, [scan]);
    expect(again.result!.results).toEqual(first.result!.results);
    expect(again.result!.results[0]!.outcome).toBe('checked-in');
  });

  it('refuses a void ticket, another sailing’s ticket and an unknown id, and writes nothing', async () => {
    const { result } = await checkIn(crew, [scanOf(ID.voided), scanOf(ID.jazz), scanOf('NobodyNobodyNobody5555')]);
    expect(result!.results.map((r) => r.outcome)).toEqual(['void', 'other-sailing', 'unknown']);
    // The wrong boat's holder is not shown at this gangway.
    expect(result!.results[1]).toMatchObject({ holderName: null, founder: false });
    expect(await storedCheckIn(ID.voided)).toBeNull();
    expect(await storedCheckIn(ID.jazz)).toBeNull();
  });

  it('syncs an offline queue: the first check-in wins even within one batch, and a claimed future time becomes now', async () => {
    const before = Date.now();
    const { result } = await checkIn(crew, [
      scanOf(ID.ada, before + 3_600_000),
      scanOf(ID.ada, before - 1_000),
      scanOf(ID.bob, before - 2_000),
    ]);
    const [ada, adaAgain, bob] = result!.results;
    expect(ada!.outcome).toBe('checked-in');
    expect(ada!.checkedInAt).toBeGreaterThanOrEqual(before);
    expect(ada!.checkedInAt).toBeLessThan(before + 60_000);
    expect(adaAgain).toMatchObject({ outcome: 'already', checkedInAt: ada!.checkedInAt });
    expect(bob).toMatchObject({ outcome: 'checked-in', checkedInAt: before - 2_000 });
  });

  it("counts each sailing a founder boarded once on their certificate, whose page then says so", async () => {
    await seedFounder(member.email, 'ada-lovelace-ab12', 12);
    const seat = (sailing: string, n: number) => ({
      sailing_slug: sailing,
      holder_name: 'Ada Lovelace',
      holder_email: member.email,
      founder: true,
      founder_certificate_id: 'ada-lovelace-ab12',
      status: 'valid',
      checked_in_at: null,
      seat: n,
    });
    const [adaSecond, adaJazz, gone] = ['AdaSeatTwoAdaSeatTwo22', 'AdaJazzAdaJazzAdaJazz3', 'GoneGoneGoneGoneGone55'];
    await Promise.all([
      adminDb().doc(`tickets/${ID.ada}`).update({ founder_certificate_id: 'ada-lovelace-ab12' }),
      adminDb().doc(`tickets/${adaSecond}`).set(seat('comedy-night-july', 2)),
      adminDb().doc(`tickets/${adaJazz}`).set(seat('jazz-on-the-lake', 1)),
      adminDb()
        .doc(`tickets/${gone}`)
        .set({ ...seat('comedy-night-july', 1), founder_certificate_id: 'refunded-member-zz99' }),
    ]);
    const aboard = async () => (await adminDb().doc('certificates/ada-lovelace-ab12').get()).get('sailings_aboard') as string[];

    // Both her seats, and a founder whose certificate went with a refund: one sailing for her, and the scan still counts.
    const both = await checkIn(crew, [scanOf(ID.ada), scanOf(adaSecond), scanOf(gone)]);
    expect(both.result!.results.map((r) => r.outcome)).toEqual(['checked-in', 'checked-in', 'checked-in']);
    expect(await aboard()).toEqual(['comedy-night-july']);
    expect((await checkIn(crew, [scanOf(adaJazz)], 'jazz-on-the-lake')).result!.results[0]!.outcome).toBe('checked-in');
    expect(await aboard()).toEqual(['comedy-night-july', 'jazz-on-the-lake']);
    expect((await adminDb().doc('certificates/refunded-member-zz99').get()).exists).toBe(false);

    const page = await openPage(`${urls().site}${certificatePath('ada-lovelace-ab12')}`);
    expect(page.html).toContain('Aboard 2 sailings');
  });

  it('is for the crew and admins only', async () => {
    expect((await checkIn(undefined, [scanOf(ID.ada)])).error?.status).toBe('UNAUTHENTICATED');
    expect((await checkIn(member, [scanOf(ID.ada)])).error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'Only the dock crew can check tickets in',
    });
    expect(await storedCheckIn(ID.ada)).toBeNull();
  });
});

describe('setCrewAccess and listCrew', () => {
  it('lets an admin grant and revoke the crew claim, and nobody else', async () => {
    const hand = await createUser('new.hand@example.com');
    expect((await callFunction('setCrewAccess', { email: hand.email, crew: true }, crew.idToken)).error?.status).toBe('PERMISSION_DENIED');
    expect((await callFunction('setCrewAccess', { email: hand.email, crew: true }, member.idToken)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    expect((await adminAuth().getUser(hand.uid)).customClaims ?? {}).toEqual({});

    const granted = await callFunction<{ message: string; crew: CrewMember[] }>(
      'setCrewAccess',
      { email: 'New.Hand@example.com', crew: true },
      admin.idToken,
    );
    expect(granted.result!.message).toContain('new.hand@example.com is now dock crew');
    expect(granted.result!.crew.map((m) => m.email)).toEqual(['bosun@clevelandfloaters.test', 'new.hand@example.com']);
    const token = await adminAuth().verifyIdToken(await signIn(hand.email, hand.password));
    expect(token).toMatchObject({ crew: true, email_verified: true });

    const listed = await callFunction<{ crew: CrewMember[] }>('listCrew', {}, admin.idToken);
    expect(listed.result!.crew).toHaveLength(2);
    expect((await callFunction('listCrew', {}, crew.idToken)).error?.status).toBe('PERMISSION_DENIED');

    const revoked = await callFunction<{ message: string; crew: CrewMember[] }>(
      'setCrewAccess',
      { email: hand.email, crew: false },
      admin.idToken,
    );
    expect(revoked.result!.crew.map((m) => m.email)).toEqual(['bosun@clevelandfloaters.test']);
    expect((await adminAuth().getUser(hand.uid)).customClaims ?? {}).toEqual({});
  });

  it('refuses, in words, an address that has not been confirmed', async () => {
    await createUser('unsure@example.com', { verified: false });
    const refused = await callFunction('setCrewAccess', { email: 'unsure@example.com', crew: true }, admin.idToken);
    expect(refused.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: expect.stringContaining('has not confirmed its email address'),
    });
  });
});
