import { Timestamp } from 'firebase-admin/firestore';
import { CERTIFICATE_MESSAGES } from '@shared/certificates/certificate-schema';
import { CERTIFICATE_ID_PATTERN } from '@shared/certificates/certificate-id';
import { latestTodayIso } from '@shared/certificates/dates';
import { adminDb, callFunction, closeAdmin, createUser, resetAuth, resetFirestore, type TestUser } from '../support/emulators';
import { issueCertificate } from '../../functions/src/certificates/issue-certificate';

interface Issued {
  id: string;
  member_number: number;
}

const VALID = { fullName: 'José Núñez', city: 'Lakewood', issueDate: '2025-03-05' };
const create = (user: TestUser | undefined, data: unknown) => callFunction<Issued>('createCertificate', data, user?.idToken);

async function certificateCount(): Promise<number> {
  return (await adminDb().collection('certificates').count().get()).data().count;
}

let userSeq = 0;
const newMember = (opts: { verified?: boolean } = {}) => createUser(`member${++userSeq}@example.com`, opts);

beforeEach(async () => {
  await Promise.all([resetFirestore(), resetAuth()]);
});
afterAll(closeAdmin);

describe('createCertificate callable', () => {
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
    const res = await create(member, { fullName: '  José Núñez ', city: '   ', issueDate: '2025-03-05', memberNumber: '' });
    expect(res.error).toBeUndefined();
    expect(res.result?.member_number).toBe(1);
    expect(res.result?.id).toMatch(/^jose-nunez-[a-z0-9]{4}$/);
    expect(res.result?.id).toMatch(CERTIFICATE_ID_PATTERN);

    const doc = await adminDb().doc(`certificates/${res.result!.id}`).get();
    expect(doc.data()).toMatchObject({
      full_name: 'José Núñez',
      city: null,
      issue_date_iso: '2025-03-05',
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

  it('accepts today in the most eastern time zone, the latest date any member can see', async () => {
    const res = await create(await newMember(), { ...VALID, issueDate: latestTodayIso() });
    expect(res.result?.member_number).toBe(1);
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

  it('gives an explicit free number, refuses it the second time, and leaves no gap', async () => {
    const [ann, bob] = await Promise.all([newMember(), newMember()]);
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

  it('gives 10 concurrent callers distinct member numbers with no gaps', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => newMember()));
    const results = await Promise.all(members.map((m) => create(m, VALID)));
    expect(results.filter((r) => r.error)).toEqual([]);
    expect(results.map((r) => r.result!.member_number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await certificateCount()).toBe(10);
  });

  it('makes exactly one certificate when five calls ask for the same free number at once', async () => {
    const member = await newMember();
    const results = await Promise.all(Array.from({ length: 5 }, () => create(member, { ...VALID, memberNumber: 7 })));
    expect(results.filter((r) => r.result?.member_number === 7)).toHaveLength(1);
    expect(results.filter((r) => r.error?.status === 'ALREADY_EXISTS')).toHaveLength(4);
    expect(await certificateCount()).toBe(1);
  });

  it('refuses a burst from one account with a clear message, keeping what was made', async () => {
    const member = await newMember();
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
 * The Functions emulator starts one Node process per concurrent request, so
 * fifty callers mean fifty workers starting at once; `npm test` gives them
 * a longer start-up deadline (FUNCTIONS_DISCOVERY_TIMEOUT) than the default 30 s.
 */
describe('a burst of 50 concurrent creates through the emulator', () => {
  it('gives 50 distinct member numbers with no gaps and 50 certificates', async () => {
    const members = await Promise.all(Array.from({ length: 50 }, () => newMember()));
    const results = await Promise.all(members.map((m) => create(m, VALID)));
    expect(results.filter((r) => r.error)).toEqual([]);
    const issued = results.map((r) => r.result!);
    expect(issued.map((r) => r.member_number).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(issued.map((r) => r.id)).size).toBe(50);
    expect(await certificateCount()).toBe(50);
    expect((await adminDb().collection('member_numbers').count().get()).data().count).toBe(50);
    // Every number below the counter is claimed, so the next create continues at 51.
    expect((await create(members[0], VALID)).result?.member_number).toBe(51);
  });

  it('gives exactly one certificate when 20 concurrent creates name the same free number', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => newMember()));
    const results = await Promise.all(members.map((m) => create(m, { ...VALID, memberNumber: 12 })));
    expect(results.filter((r) => r.result?.member_number === 12)).toHaveLength(1);
    expect(results.filter((r) => r.error).map((r) => r.error!.message)).toEqual(
      Array(19).fill('Member #12 is already taken. Leave Member Number blank to get the next available number.'),
    );
    expect(await certificateCount()).toBe(1);
  });
});

describe('issueCertificate (used by the Gumroad ping and import)', () => {
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

  it('refuses a taken explicit number without writing anything', async () => {
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
  });
});
