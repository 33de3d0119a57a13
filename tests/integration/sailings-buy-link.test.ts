import { randomUUID } from 'node:crypto';
import { resetWithCrew } from '../support/admin-records';
import { callFunction, closeAdmin, createUser, resetFirestore, type TestUser } from '../support/emulators';
import { loadLocalFunctionSecrets } from '../support/local-secrets';
import { sailingInPhase, seedFounder } from '../support/sailings';
import { openPresaleToken } from '../../functions/src/sailings/presale-token';

let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  loadLocalFunctionSecrets();
  ({ admin, member } = await resetWithCrew());
});
afterAll(closeAdmin);
beforeEach(resetFirestore);

const open = async (phase: Parameters<typeof sailingInPhase>[0]) => {
  const saved = await callFunction(
    'saveSailing',
    { mode: 'create', requestId: randomUUID(), sailing: sailingInPhase(phase) },
    admin.idToken,
  );
  expect(saved.error).toBeUndefined();
};
const buyLink = (user?: TestUser) =>
  callFunction<{ checkoutUrl: string; founder: boolean; seatLimit: number | null }>(
    'sailingBuyLink',
    { slug: 'comedy-night-july' },
    user?.idToken,
  );

describe("the founders' presale", () => {
  it('gives a founding member a link sealed to their account and certificate, and no one else any link', async () => {
    await open('founders_presale');
    await seedFounder(member.email, 'ada-lovelace-ab12', 12);

    const founder = await buyLink(member);
    expect(founder.result).toMatchObject({ founder: true, seatLimit: 4 });
    const url = new URL(founder.result!.checkoutUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://clevelandfloaters.gumroad.com/l/comedy-night-july');
    expect(openPresaleToken(url.searchParams.get('founder')!)).toEqual({
      slug: 'comedy-night-july',
      uid: member.uid,
      certificateId: 'ada-lovelace-ab12',
    });
    // The token shows nothing of who it is for.
    expect(url.search).not.toContain(member.uid);

    expect((await buyLink()).error?.message).toBe("Sign in with your Founding Floater account to buy in the founders' presale.");
    const stranger = await createUser('stranger@example.com');
    expect((await buyLink(stranger)).error?.message).toMatch(
      /^The presale is for Founding Floaters, and this account has no founding membership\. The public sale opens .+ Cleveland time \(E[SD]T\)\.$/,
    );
  });

  it('opens to everyone with the plain product link in the public sale, and to no one before the presale', async () => {
    await open('public_sale');
    expect((await buyLink()).result).toEqual({
      checkoutUrl: 'https://clevelandfloaters.gumroad.com/l/comedy-night-july',
      founder: false,
      seatLimit: null,
    });
    await resetFirestore();
    await open('announced');
    expect((await buyLink(member)).error?.message).toMatch(/^Seats go on sale .+ Cleveland time \(E[SD]T\), founders first\.$/);
  });
});
