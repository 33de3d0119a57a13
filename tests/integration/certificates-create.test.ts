import { Timestamp } from 'firebase-admin/firestore';
import { CERTIFICATE_MESSAGES, memberIssueDateMessage } from '@shared/certificates/certificate-schema';
import { CREATE_REFUSALS, NOT_A_BUYER, notABuyerMessage } from '@shared/contracts/create-certificate';
import { CERTIFICATE_ID_PATTERN } from '@shared/certificates/certificate-id';
import { latestTodayIso } from '@shared/certificates/dates';
import { siteDay } from '@shared/launch/launch-phase';
import {
  BURST_TIMEOUT_MS,
  adminDb,
  callFunction,
  closeAdmin,
  createUser,
  resetAuth,
  resetFirestore,
  type TestUser,
} from '../support/emulators';
import { seedSale, setCertificateCreation } from '../support/purchases';
import { issueCertificate } from '../support/certificates';
import { CERTIFICATE_RATE_LIMIT } from '../../functions/src/certificates/rate-limit';
import { createCertificateFor, type Caller } from '../../functions/src/certificates/create-certificate';
import type { HttpsError } from 'firebase-functions/v2/https';
import { inOneWindow } from '../support/rate-limit-window';

interface Issued {
  id: string;
  member_number: number;
  existing?: boolean;
}

// A member's certificate is dated today in Cleveland (the form shows it read-only); only the crew date one otherwise.
const TODAY = siteDay(new Date());
const VALID = { fullName: 'José Núñez', city: 'Lakewood', issueDate: TODAY };
const create = (user: TestUser | undefined, data: unknown) => callFunction<Issued>('createCertificate', data, user?.idToken);

async function certificateCount(): Promise<number> {
  return (await adminDb().collection('certificates').count().get()).data().count;
}

let userSeq = 0;
const newMember = (opts: { verified?: boolean } = {}) => createUser(`member${++userSeq}@example.com`, opts);
const newAdmin = () => createUser(`crew${++userSeq}@clevelandfloaters.test`, { admin: true });

async function countOf(collection: string): Promise<number> {
  return (await adminDb().collection(collection).count().get()).data().count;
}

beforeEach(async () => {
  await Promise.all([resetFirestore(), resetAuth()]);
});
afterAll(closeAdmin);

describe('createCertificate callable', () => {
  // The open form ('Anyone signed in'): these tests are about input, numbers and limits, not about purchases.
  beforeEach(() => setCertificateCreation('anyone'));

  it('refuses a caller who is not signed in', async () => {
    const res = await create(undefined, VALID);
    expect(res.error).toMatchObject({ status: 'UNAUTHENTICATED', message: 'You must be signed in to create a certificate.' });
    expect(await certificateCount()).toBe(0);
  });

  it('refuses a member whose email is not confirmed', async () => {
    const res = await create(await newMember({ verified: false }), VALID);
    expect(res.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'Please confirm your email address before creating a certificate.',
    });
    expect(await certificateCount()).toBe(0);
  });

  it('creates the certificate with the next member number and returns its id', async () => {
    const member = await newMember();
    const res = await create(member, { fullName: '  José Núñez ', city: '   ', issueDate: TODAY, memberNumber: '' });
    expect(res.error).toBeUndefined();
    expect(res.result?.member_number).toBe(1);
    expect(res.result?.id).toMatch(/^jose-nunez-[a-z0-9]{4}$/);
    expect(res.result?.id).toMatch(CERTIFICATE_ID_PATTERN);

    const doc = await adminDb().doc(`certificates/${res.result!.id}`).get();
    expect(doc.data()).toMatchObject({
      full_name: 'José Núñez',
      city: null,
      issue_date_iso: TODAY,
      user_id: member.uid,
      member_number: 1,
      source: 'member',
    });
    expect(doc.get('created_at')).toBeInstanceOf(Timestamp);
    expect(Object.keys(doc.data()!).sort()).toEqual([
      'city',
      'created_at',
      'full_name',
      'issue_date_iso',
      'member_number',
      'source',
      'user_id',
    ]);

    const second = await create(member, { ...VALID, fullName: 'Zoë Kowalski' });
    expect(second.result?.member_number).toBe(2);
    expect((await adminDb().doc(`certificates/${second.result!.id}`).get()).get('city')).toBe('Lakewood');
  });

  it('lets the crew date a certificate up to today in the most eastern time zone, or back to 2025', async () => {
    const crew = await newAdmin();
    expect((await create(crew, { ...VALID, issueDate: latestTodayIso() })).result?.member_number).toBe(1);
    const imported = await create(crew, { ...VALID, issueDate: '2025-03-05' });
    expect((await adminDb().doc(`certificates/${imported.result!.id}`).get()).get('issue_date_iso')).toBe('2025-03-05');
  });

  it.each([
    ['yesterday', -1],
    ['tomorrow', 1],
    ['a day long past', -300],
  ])('refuses a member’s issue date of %s in Cleveland, naming the date it must be, and writes nothing', async (_label, days) => {
    const other = new Date(Date.parse(`${TODAY}T12:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const res = await create(await newMember(), { ...VALID, issueDate: other });
    // A date outside the range at all keeps the range's message; a date inside it, the member's rule.
    const message = other > latestTodayIso() || other < '2025-01-01' ? CERTIFICATE_MESSAGES.dateRange : memberIssueDateMessage(TODAY);
    expect(res.error).toMatchObject({ status: 'INVALID_ARGUMENT', message });
    expect(memberIssueDateMessage(TODAY)).toMatch(
      /^Your certificate is dated the day it is made: the issue date must be today, \w+ \d+, \d{4} in Cleveland\.$/,
    );
    expect(await certificateCount()).toBe(0);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a one-letter name', { fullName: 'J' }, CERTIFICATE_MESSAGES.nameTooShort],
    ['a blank name', { fullName: '   ' }, CERTIFICATE_MESSAGES.nameTooShort],
    ['a missing name', { fullName: undefined }, CERTIFICATE_MESSAGES.nameTooShort],
    ['a name over 100 characters', { fullName: 'A'.repeat(101) }, CERTIFICATE_MESSAGES.nameTooLong],
    ['a name with digits', { fullName: 'R2 D2' }, CERTIFICATE_MESSAGES.nameCharacters],
    ['a name with markup', { fullName: '<b>Bold</b>' }, CERTIFICATE_MESSAGES.nameCharacters],
    ['a fractional member number', { memberNumber: 2.5 }, CERTIFICATE_MESSAGES.memberNumberWhole],
    ['a member number that is not a number', { memberNumber: 'seven' }, CERTIFICATE_MESSAGES.memberNumberWhole],
    ['a zero member number', { memberNumber: 0 }, CERTIFICATE_MESSAGES.memberNumberPositive],
    ['a negative member number', { memberNumber: -4 }, CERTIFICATE_MESSAGES.memberNumberPositive],
    ['a city over 100 characters', { city: 'B'.repeat(101) }, CERTIFICATE_MESSAGES.cityTooLong],
    ['a city with digits', { city: 'District 9' }, CERTIFICATE_MESSAGES.cityCharacters],
    ['a date before 2025', { issueDate: '2024-12-31' }, CERTIFICATE_MESSAGES.dateRange],
    ['a date after today', { issueDate: '2099-01-01' }, CERTIFICATE_MESSAGES.dateRange],
    ['an impossible date', { issueDate: '2025-02-30' }, CERTIFICATE_MESSAGES.dateRange],
    ['a missing date', { issueDate: undefined }, CERTIFICATE_MESSAGES.dateRange],
    ['an object instead of a name', { fullName: { first: 'Ann' } }, CERTIFICATE_MESSAGES.nameTooShort],
  ];

  it.each(invalid)('refuses %s with the form’s message and writes nothing', async (_label, change, message) => {
    const res = await create(await newMember(), { ...VALID, ...change });
    expect(res.error).toMatchObject({ status: 'INVALID_ARGUMENT', message });
    expect(await certificateCount()).toBe(0);
    expect((await adminDb().doc('counters/member_numbers').get()).exists).toBe(false);
  });

  it('gives an admin an explicit free number, refuses it the second time, and leaves no gap', async () => {
    const [ann, bob] = await Promise.all([newAdmin(), newAdmin()]);
    expect((await create(ann, { ...VALID, memberNumber: 3 })).result?.member_number).toBe(3);
    const taken = await create(bob, { ...VALID, memberNumber: '3' });
    expect(taken.error).toMatchObject({
      status: 'ALREADY_EXISTS',
      message: 'Member #3 is already taken. Leave Member Number blank to get the next available number.',
    });
    // The counter skips the claimed 3 and the failed attempt used nothing up.
    const numbers = [];
    for (let i = 0; i < 3; i++) numbers.push((await create(bob, VALID)).result?.member_number);
    expect(numbers).toEqual([1, 2, 4]);
    expect(await certificateCount()).toBe(4);
  });

  // Five through the callable, each in an emulator worker of its own (the next test's five reuse them); the bursts of
  // 50 and 20 below race through createCertificateFor, what the callable runs.
  it('gives 5 concurrent callers distinct member numbers with no gaps', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => newMember()));
    const results = await Promise.all(members.map((m) => create(m, VALID)));
    expect(results.filter((r) => r.error)).toEqual([]);
    expect(results.map((r) => r.result!.member_number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(await certificateCount()).toBe(5);
  });

  it('makes exactly one certificate when five calls ask for the same free number at once', async () => {
    const admin = await newAdmin();
    const results = await Promise.all(Array.from({ length: 5 }, () => create(admin, { ...VALID, memberNumber: 7 })));
    expect(results.filter((r) => r.result?.member_number === 7)).toHaveLength(1);
    expect(results.filter((r) => r.error?.status === 'ALREADY_EXISTS')).toHaveLength(4);
    expect(await certificateCount()).toBe(1);
  });

  it('refuses a burst from one account with a clear message, keeping what was made', async () => {
    const member = await newMember();
    await inOneWindow(CERTIFICATE_RATE_LIMIT);
    for (let i = 1; i <= 5; i++) expect((await create(member, VALID)).result?.member_number).toBe(i);
    const sixth = await create(member, VALID);
    expect(sixth.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(sixth.error?.message).toMatch(/^You've created several certificates in a short time\. Please try again in \d+ minutes?\.$/);
    expect(await certificateCount()).toBe(5);
    // Another member is not held back by it.
    expect((await create(await newMember(), VALID)).result?.member_number).toBe(6);
  });
});

/**
 * Fifty callers racing for numbers, calling createCertificateFor directly on the emulator's Firestore: fifty Functions
 * emulator processes at once would test the emulator, not the transaction. The 10-caller test above covers the
 * callable's own path.
 */
describe('a burst of 50 concurrent creates', () => {
  beforeEach(() => setCertificateCreation('anyone'));

  const caller = (uid: string, admin = false): Caller => ({ uid, email: `${uid}@example.com`, emailVerified: true, admin });
  const createAs = (who: Caller, data: unknown) =>
    createCertificateFor(who, data).then(
      (result) => ({ result, error: undefined }),
      (error: HttpsError) => ({ result: undefined, error }),
    );

  it(
    'gives 50 distinct member numbers with no gaps and 50 certificates',
    async () => {
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => createAs(caller(`burst-member-${i}`), VALID)));
      expect(results.filter((r) => r.error)).toEqual([]);
      const issued = results.map((r) => r.result!);
      expect(issued.map((r) => r.member_number).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(new Set(issued.map((r) => r.id)).size).toBe(50);
      expect(await certificateCount()).toBe(50);
      expect((await adminDb().collection('member_numbers').count().get()).data().count).toBe(50);
      // Every number below the counter is claimed, so the next create, through the callable, continues at 51.
      expect((await create(await newMember(), VALID)).result?.member_number).toBe(51);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    'gives exactly one certificate when 20 concurrent admins name the same free number',
    async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => createAs(caller(`burst-admin-${i}`, true), { ...VALID, memberNumber: 12 })),
      );
      expect(results.filter((r) => r.result?.member_number === 12)).toHaveLength(1);
      expect(results.filter((r) => r.error).map((r) => [r.error!.code, r.error!.message])).toEqual(
        Array(19).fill(['already-exists', 'Member #12 is already taken. Leave Member Number blank to get the next available number.']),
      );
      expect(await certificateCount()).toBe(1);
    },
    BURST_TIMEOUT_MS,
  );
});

describe('who may create a certificate (membership_settings/default.certificate_creation)', () => {
  const buyersCertificate = () =>
    issueCertificate({ fullName: 'Ann Lee', city: null, issueDateIso: '2025-04-01', userId: null, source: 'gumroad' });

  it('refuses an account without a purchase by default, saying why, and writes nothing', async () => {
    const member = await newMember();
    const res = await create(member, VALID);
    expect(res.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: notABuyerMessage(member.email),
      details: { reason: NOT_A_BUYER },
    });
    expect(res.error?.message).toContain(`we could not find a purchase for ${member.email}`);
    expect(await countOf('certificates')).toBe(0);
    expect(await countOf('member_numbers')).toBe(0);
    expect((await adminDb().collection(`rate_limits/${member.uid}/certificate_slots`).get()).size).toBe(0);
  });

  it('refuses a buyer whose only sale was refunded', async () => {
    const member = await newMember();
    await seedSale({ email: member.email, status: 'refunded' });
    const res = await create(member, VALID);
    expect(res.error).toMatchObject({ status: 'PERMISSION_DENIED', message: notABuyerMessage(member.email) });
    expect(await countOf('certificates')).toBe(0);
  });

  it('hands a buyer the certificate their purchase made instead of a second one, and makes it theirs', async () => {
    const member = await newMember();
    const theirs = await buyersCertificate();
    // Gumroad keeps the address as the buyer typed it; the account's is lower case.
    await seedSale({ email: member.email.toUpperCase(), certificateId: theirs.id, memberNumber: theirs.member_number });
    const res = await create(member, { ...VALID, fullName: 'Someone Else' });
    expect(res.error).toBeUndefined();
    expect(res.result).toEqual({ id: theirs.id, member_number: theirs.member_number, existing: true });
    expect((await adminDb().doc(`certificates/${theirs.id}`).get()).get('user_id')).toBe(member.uid);
    expect((await create(member, VALID)).result).toEqual(res.result);
    expect(await countOf('certificates')).toBe(1);
    expect(await countOf('member_numbers')).toBe(1);
  });

  it('lets a buyer whose certificate is gone make one, once: it becomes their purchase’s', async () => {
    const member = await newMember();
    const saleId = await seedSale({ email: member.email, certificateId: 'deleted-by-crew-zz99' });
    const res = await create(member, VALID);
    expect(res.error).toBeUndefined();
    expect(res.result).toMatchObject({ member_number: 1 });
    expect(res.result?.existing).toBeUndefined();
    expect((await adminDb().doc(`sales/${saleId}`).get()).data()).toMatchObject({ certificate_id: res.result!.id, member_number: 1 });
    const again = await Promise.all([create(member, VALID), create(member, VALID)]);
    expect(again.map((r) => r.result)).toEqual([
      { ...res.result, existing: true },
      { ...res.result, existing: true },
    ]);
    expect(await countOf('certificates')).toBe(1);
  });

  it('makes one certificate when a buyer without one submits twice at once', async () => {
    const member = await newMember();
    await seedSale({ email: member.email });
    const results = await Promise.all([create(member, VALID), create(member, VALID)]);
    expect(results.filter((r) => r.error)).toEqual([]);
    expect(new Set(results.map((r) => r.result!.id)).size).toBe(1);
    expect(results.filter((r) => r.result!.existing)).toHaveLength(1);
    expect(await countOf('certificates')).toBe(1);
  });

  it('lets an admin create without a purchase, with a number of their choosing', async () => {
    const admin = await newAdmin();
    expect((await create(admin, VALID)).result).toMatchObject({ member_number: 1 });
    expect((await create(admin, { ...VALID, memberNumber: 40 })).result).toMatchObject({ member_number: 40 });
    expect(await countOf('certificates')).toBe(2);
  });

  it('refuses a member’s explicit number, buyer or not, whatever the policy', async () => {
    const buyer = await newMember();
    await seedSale({ email: buyer.email });
    const refused = await create(buyer, { ...VALID, memberNumber: 7 });
    expect(refused.error).toMatchObject({ status: 'PERMISSION_DENIED', message: CREATE_REFUSALS.memberNumberForCrewOnly });
    await setCertificateCreation('anyone');
    const anyone = await create(await newMember(), { ...VALID, memberNumber: '7' });
    expect(anyone.error).toMatchObject({ status: 'PERMISSION_DENIED', message: CREATE_REFUSALS.memberNumberForCrewOnly });
    expect(await countOf('certificates')).toBe(0);
    expect(await countOf('member_numbers')).toBe(0);
  });

  it("lets any verified account create under 'Anyone signed in'", async () => {
    await setCertificateCreation('anyone');
    const stranger = await newMember();
    expect((await create(stranger, VALID)).result).toMatchObject({ member_number: 1 });
    expect(await countOf('certificates')).toBe(1);
  });

  it('gives every rate-limit slot an expires_at at the end of its window, for the TTL policy', async () => {
    await setCertificateCreation('anyone');
    const member = await newMember();
    const before = Date.now();
    await create(member, VALID);
    await create(member, VALID);
    const slots = await adminDb().collection(`rate_limits/${member.uid}/certificate_slots`).get();
    expect(slots.size).toBe(2);
    for (const slot of slots.docs) {
      const windowStart = Number(slot.id.split('-')[0]);
      const expires = slot.get('expires_at') as Timestamp;
      expect(expires).toBeInstanceOf(Timestamp);
      expect(expires.toMillis()).toBe(windowStart + CERTIFICATE_RATE_LIMIT.windowMs);
      expect(expires.toMillis()).toBeGreaterThan(before);
    }
  });
});

describe('issueCertificateInTransaction (used by the Gumroad ping and import)', () => {
  it('issues a buyer’s certificate with no creator and the next number', async () => {
    const issued = await issueCertificate({
      fullName: "Siobhán O'Malley",
      city: null,
      issueDateIso: '2025-04-01',
      userId: null,
      source: 'gumroad',
    });
    expect(issued).toEqual({ id: expect.stringMatching(/^siobhan-o-malley-[a-z0-9]{4}$/), member_number: 1 });
    const doc = await adminDb().doc(`certificates/${issued.id}`).get();
    expect(doc.data()).toMatchObject({ user_id: null, source: 'gumroad', city: null, member_number: 1 });
    expect((await adminDb().doc('member_numbers/1').get()).get('certificate_id')).toBe(issued.id);
  });

  it(
    'refuses a taken explicit number without writing anything',
    async () => {
      await issueCertificate({
        fullName: 'Ann Lee',
        city: null,
        issueDateIso: '2025-04-01',
        memberNumber: 1,
        userId: null,
        source: 'gumroad',
      });
      await expect(
        issueCertificate({ fullName: 'Bob Lee', city: null, issueDateIso: '2025-04-01', memberNumber: 1, userId: null, source: 'gumroad' }),
      ).rejects.toMatchObject({
        code: 'already-exists',
      });
      expect(await certificateCount()).toBe(1);
    },
    BURST_TIMEOUT_MS,
  );
});
